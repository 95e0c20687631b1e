"""``liuren init``, ``liuren import`` and ``liuren analyse``: an edition folder, its witnesses
encoded as TEI (:mod:`edition.encode`), their analysis as the stand-off layer
(:mod:`edition.analyse`)."""
from __future__ import annotations

import time
from pathlib import Path

import click

from edition.cli.common import edition_option, shown


@click.command("init")
@click.argument("folder", type=click.Path(path_type=Path))
@click.option("--empty", is_flag=True, help="An edition with no texts (default: it starts "
              "from the bundled five texts, so new witnesses are cross-referenced with them).")
@click.option("--title", default="", help="The edition's title (manifest.toml).")
def init(folder, empty, title):
    """Create an edition folder FOLDER: manifest.toml, sources/, tei/ (with its curation).
    Then add witnesses with `liuren import PATH --edition FOLDER` (or LIUREN_EDITION=FOLDER,
    or from inside FOLDER)."""
    from edition.core.edition import create
    ed = create(folder, empty=empty, title=title)
    click.echo(f"{shown(ed.root)}: a new edition with {len(ed.sources)} source"
               f"{'s' * (len(ed.sources) != 1)}; add witnesses with "
               f"`liuren import PATH --edition {shown(ed.root)}`")


@click.command("import")
@click.argument("paths", nargs=-1)
@click.option("--witness", "siglum", metavar="SIGLUM", default=None,
              help="Add the files in PATH as witness SIGLUM of the sources with the same file "
                   "names (a Kanripo branch: WYG, ZTDZ; its Readme.org names it): raw bytes to "
                   "sources/SIGLUM/, TEI to tei/SIGLUM/, listed in manifest.toml; then "
                   "`liuren collate`.")
@click.option("--check", is_flag=True,
              help="Write nothing; report where each TEI file differs from a fresh import "
                   "(file:line, element) and exit 1 if any does.")
@click.option("--force", is_flag=True,
              help="Overwrite TEI files that differ from a fresh import (hand edits are lost).")
@click.option("--no-analyse", "no_analyse", is_flag=True,
              help="Encode only; do not refresh the stand-off analysis (tei/standoff/).")
@click.option("-v", "--verbose", is_flag=True,
              help="Also list the emendations that could only be encoded stand-off.")
@edition_option
def import_(paths, siglum, check, force, no_analyse, verbose, ed):
    """Encode witnesses of the edition as TEI (tei/<id>.xml), then refresh their analysis
    (tei/standoff/, as `liuren analyse` does).

    PATH is a source of the edition (its id, key such as 003, or file name), or a new witness
    to add: a plain text file (a heading line, then Chinese paragraphs, each optionally
    followed by its Korean translation, separated by blank lines; the file's stem becomes its
    id), a Kanripo file (KR3g0031_005.txt), or a Kanripo repository folder (Readme.org gives
    the order and title of its juan). A new witness's bytes are copied into sources/
    unchanged and listed in manifest.toml; importing it again changes nothing. Without PATH,
    every source of the edition (and every other witness of it) is encoded again. An
    existing TEI file that differs from a fresh import (hand edits) is never overwritten
    without --force."""
    from edition.encode import importer
    t0 = time.perf_counter()
    if siglum is not None:
        if check or not paths:
            raise click.UsageError("--witness SIGLUM needs a PATH to add (and no --check)")
        ed, added, warnings = importer.add_copies(ed, paths, siglum)
        for a in added:
            click.echo(f"{a.source.witness_file(a.siglum)}: {a.state} (witness {a.siglum} of "
                       f"{a.source.id})")
        results = (r for a in added for r in importer.encode_copy(ed, a, force=force))
    elif not check and paths:
        ed, added, warnings = importer.add_paths(ed, paths)
        for a in added:
            click.echo(f"{ed.cite(a.source, 1).rsplit(':', 1)[0]}: {a.state} "
                       f"({a.source.format}, {a.source.title_zh or a.source.id})")
        results = (importer.encode(ed, a.source, force=force) for a in added)
    else:
        warnings = []
        targets = [ed.source(p) for p in paths] if paths else list(ed.sources)
        results = (importer.encode(ed, s, check=check, force=force, siglum=g)
                   for s in targets for g in [None] + [c.siglum for c in s.copies])
    failed = _report(results, check, verbose)
    # after the encoding: a file that cannot be encoded gets its one error line alone
    _warn(warnings)
    if failed and not check:
        click.echo("liuren: analysis not refreshed (an import failed); `liuren analyse` "
                   "analyses the text layer as it is", err=True)
    elif not check and not no_analyse and ed.sources and not ed.bundled:
        from edition.analyse import run, standoff
        a = run.load(ed)
        _warn(a.warnings)
        states = standoff.write(ed, a)
        n = sum(st == "written" for _, st in states)
        click.echo(f"{shown(ed.standoff_dir)}: analysis {n} written, {len(states) - n} unchanged "
                   f"({len(a.examples)} examples, {len(a.parallels)} parallel groups)")
    click.echo(f"{time.perf_counter() - t0:.1f} s")
    click.get_current_context().exit(1 if failed else 0)


def _warn(warnings) -> None:
    for w in warnings:
        click.echo(f"liuren: warning: {w}", err=True)


def _report(results, check: bool, verbose: bool) -> int:
    """Print one line per encoded file (timed); the number that failed or differ."""
    failed = 0
    t1 = time.perf_counter()
    for res in results:
        ms = (time.perf_counter() - t1) * 1000
        rel = shown(res.path)
        for d in res.diffs:
            click.echo(d, err=not check)
        if verbose:
            for line in res.notes:
                click.echo(f"  {line}")
        if res.state in ("differs", "missing", "refused"):
            failed += 1
            if res.state == "refused":
                click.echo(f"liuren: {rel} differs from a fresh import (hand edits?); not "
                           "overwritten (use --force to replace it)", err=True)
            elif res.state == "missing":
                click.echo(f"{rel}: missing (a fresh import would create it)")
        else:
            click.echo(f"{rel}: {res.state}: {res.summary}; {ms:.0f} ms")
        t1 = time.perf_counter()
    return failed


@click.command("analyse")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if a stand-off file "
              "differs from a fresh analysis.")
@edition_option
def analyse(check, ed):
    """Analyse the edition's encoded text (worked examples and their checks, rule links,
    parallel passages) and write it as the stand-off layer tei/standoff/<id>.xml beside each
    text layer (plus tei/standoff/rules.xml, the rule registry they point to)."""
    from edition.analyse import run, standoff
    if not check:
        ed.require_writable("write its analysis")
    t0 = time.perf_counter()
    a = run.load(ed)
    for w in a.warnings:
        click.echo(f"liuren: warning: {w}", err=True)
    states = standoff.write(ed, a, check=check)
    bad = 0
    for path, st in states:
        if st in ("differs", "missing"):
            bad += 1
        if st != "unchanged" or not check:
            click.echo(f"{shown(path)}: {st}")
    click.echo(f"{len(a.examples)} examples, {len(a.rule_findings)} table cells and claims, "
               f"{sum(len(v) for v in a.links.values())} linked passages, "
               f"{len(a.parallels)} parallel groups; {time.perf_counter() - t0:.1f} s")
    click.get_current_context().exit(1 if bad else 0)
