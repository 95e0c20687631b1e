"""``liuren validate`` and ``liuren emendations``: thin commands over
:mod:`edition.encode.validate` (with the stand-off's kind of file,
:func:`edition.analyse.standoff.validator`) and :func:`edition.encode.reader.emendations`."""
from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

import click

from edition.cli import UserError
from edition.cli.common import edition_option, shown as _shown
from edition.encode.validate import TEI_ALL_ENV


@click.command()
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@click.option("--tei-all", "tei_all", type=click.Path(path_type=Path), default=None,
              help=f"TEI All RELAX NG (default: ${TEI_ALL_ENV}, else ../shared/tei/tei_all.rng "
                   "beside the toolkit's checkout, the edition or the working directory; "
                   "without it only the project schemas are checked, and the output says so).")
@click.option("--json", "as_json", is_flag=True,
              help='Print {"files","elements","seconds","valid","tei_all","errors":[{"file","line","message"}]}.')
@edition_option
@click.pass_context
def validate(ctx, files, tei_all, as_json, ed):
    """Validate the edition's TEI files (default: tei/<id>.xml for every source of the
    manifest, and the stand-off analysis tei/standoff/*.xml) against the project schemas
    (tei/schema/) and TEI All, and check what no schema does: ids unique, pointers resolve,
    every @n a line of the source whose text the element prints, every sic in its source
    line, the commentary's clause in its paragraph, each example's words in its line.

    Prints one `file:line: message` per problem; exit 1 if any, 0 if clean, 2 if a file
    cannot be found."""
    from edition.analyse.standoff import validator
    from edition.encode.validate import edition_files, find_tei_all, project_schema

    paths = list(files) or edition_files(ed)
    for p in paths:
        if p.is_dir():
            raise UserError(f"{p}: is a directory, not a TEI file")
        if not p.exists():
            raise UserError(f"{p}: no such file" + ("" if files else " (run `liuren import`)"))
    t0 = time.perf_counter()
    rng = find_tei_all(tei_all, ed=ed)
    report = validator(rng, ed).run(paths)
    report.seconds = time.perf_counter() - t0  # schemas compiled included
    shown = {str(p): _shown(p) for p in paths}
    errors = [type(e)(shown.get(e.path, e.path), e.line, e.message) for e in report.problems]
    if rng is None:
        click.echo(f"liuren: TEI All was not checked: no tei_all.rng found (give --tei-all PATH "
                   f"or set {TEI_ALL_ENV}); validated against the project schemas only", err=True)
    if as_json:
        click.echo(json.dumps({"files": report.files, "elements": report.elements,
                               "seconds": round(report.seconds, 2), "valid": not errors,
                               "tei_all": _shown(rng) if rng else None,
                               "errors": [e.as_dict() for e in errors]},
                              ensure_ascii=False, indent=1))
    else:
        for e in errors:
            click.echo(str(e))
        what = (f"{report.files} file{'s' * (report.files != 1)}, {report.elements} elements, "
                f"project schema {_shown(project_schema().parent)}"
                + (f" + TEI All {_shown(rng)}" if rng else " (TEI All NOT checked)"))
        if errors:
            click.echo(f"invalid: {len(errors)} error{'s' * (len(errors) != 1)} in "
                       f"{report.invalid_files} of {what}, "
                       f"{report.seconds:.1f} s")
        else:
            click.echo(f"valid: {what}, {report.seconds:.1f} s")
    ctx.exit(1 if errors else 0)


KEYS = ("id", "source", "line", "sic", "corr", "type", "cert", "commentary_line", "commentary")


@click.command()
@click.option("--source", "source", default=None,
              help="Only this source: file name, id, or number (003).")
@click.option("--json", "as_json", is_flag=True,
              help="A JSON list of {" + ",".join(f'"{k}"' for k in KEYS) + "} (and "
                   '"witnesses": {"agree": [siglum], "disagree": [{"siglum", "says", "cite"}]} '
                   "where the text has other witnesses).")
@edition_option
def emendations(source, as_json, ed):
    """List every emendation the Korean commentary proposes or declines, read from the TEI:
    a table of counts by source and type, then one row per emendation
    (`source:line  type  cert  sic → corr  [id; source:commentary_line] clause`; ∅ for an
    empty or absent reading)."""
    from edition.encode.reader import edition_emendations
    rows = [{k: r.get(k) for k in KEYS} for r in edition_emendations(ed, source)]
    witnesses = {}
    if any(s.copies for s in ed.select_sources(source)):
        from edition.analyse.evidence import emendation_witnesses
        for s in ed.select_sources(source):
            witnesses.update(emendation_witnesses(ed, s))
    for r in rows:
        if r["id"] in witnesses:
            r["witnesses"] = witnesses[r["id"]]
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    counts: dict[str, Counter] = {}
    for r in rows:
        counts.setdefault(r["source"], Counter())[r["type"]] += 1
    types = sorted({t for c in counts.values() for t in c})
    width = max([len("source"), len("total")] + [len(s) for s in counts])
    total = Counter()
    for c in counts.values():
        total.update(c)
    cols = [(t, max(len(t), len(str(total[t])))) for t in types] + [("total", max(5, len(str(len(rows)))))]

    def line(label, c):
        cells = [c[t] for t in types] + [sum(c.values())]
        return label.ljust(width) + "".join(f"  {v:>{w}}" for v, (_, w) in zip(cells, cols))

    click.echo("source".ljust(width) + "".join(f"  {t:>{w}}" for t, w in cols))
    for s in sorted(counts):
        click.echo(line(s, counts[s]))
    click.echo(line("total", total))
    current = None
    for r in rows:
        if r["source"] != current:
            current = r["source"]
            click.echo(f"\n{current}")
        sic = r["sic"] or "∅"
        corr = r["corr"] or "∅"
        click.echo(f"  {r['source']}:{r['line']}  {r['type']}  {r['cert']}  {sic} → {corr}"
                   f"  [{r['id']}; {r['source']}:{r['commentary_line']}] {r['commentary'] or ''}")
        if r.get("witnesses"):
            from edition.analyse.evidence import witness_note
            click.echo(f"    witnesses: {witness_note(r['witnesses'])}")
