"""``liuren import``: build the TEI edition from ``sources/`` (issue 3)."""
from __future__ import annotations

import os
import time
from pathlib import Path

import click


def _rel(p: Path) -> str:
    try:
        return os.path.relpath(p)
    except ValueError:  # pragma: no cover - other drive
        return str(p)


@click.command("import")
@click.argument("sources", nargs=-1)
@click.option("--check", is_flag=True,
              help="Write nothing; report where each TEI file differs from a fresh import "
                   "(file:line, element) and exit 1 if any does.")
@click.option("--force", is_flag=True,
              help="Overwrite TEI files that differ from a fresh import (hand edits are lost).")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder of the TEI files (default: tei/ of the project).")
@click.option("-v", "--verbose", is_flag=True,
              help="Also list the emendations that could only be encoded standoff and the "
                   "worked examples that could not be marked by a seg.")
def import_(sources, check, force, out, verbose):
    """Build tei/<source>.xml from sources/ (all sources by default).

    SOURCE is a source id (000, 000_7ab36924039d3ca8, or its .txt name) or the path of a new
    plain-text witness (.txt: a heading line, then Chinese paragraphs, each optionally
    followed by its Korean translation, separated by blank lines). An existing TEI file that
    differs from a fresh import (hand edits) is never overwritten without --force.
    """
    from edition.core.atomic import write_bytes
    from edition.encode import build

    out = out or build.TEI_DIR
    args = list(sources) or list(build.manifest())
    failed = 0
    for arg in args:
        t0 = time.perf_counter()
        sid, data, built = build.import_any(arg)
        ms = (time.perf_counter() - t0) * 1000
        target = out / f"{sid}.xml"
        rel = _rel(target)
        c = built.counts
        summary = (f"{c['passages']} passages ({c['zh']} zh, {c['ko']} ko), {c['notes']} notes, "
                   f"{c['gaps']} gaps, {c['emendations']} emendations ({c['inline']} inline), "
                   f"{c['tables']} tables, {c['items']} items, "
                   f"{c.get('examples', 0)} examples ({c.get('example_spans', 0)} marked), "
                   f"{c.get('linked_paragraphs', 0)} linked paragraphs "
                   f"({c.get('defines_links', 0)} defining), "
                   f"{c.get('parallel_groups', 0)} parallel groups; {ms:.0f} ms")
        if verbose:
            for r, why in built.standoff_only:
                click.echo(f"  {r.id} ({r.type}, {sid}.txt:{r.zh_line}): standoff only: {why}")
            for xid, para in built.unmarked_examples:
                click.echo(f"  {xid} (example, {sid}.txt:{para.removeprefix('#p')}): no seg "
                           "(its span cannot be wrapped: a whole table or across elements); "
                           f"its fs points to {para}")
        existing = target.read_bytes() if target.exists() else None
        diffs = build.diff_tei(existing, data, rel) if existing is not None else None
        if check:
            if existing is None:
                click.echo(f"{rel}: missing (a fresh import would create it)")
                failed += 1
            elif diffs:
                failed += 1
                for d in diffs:
                    click.echo(d)
            else:
                click.echo(f"{rel}: same as a fresh import")
            continue
        if diffs and not force:
            for d in diffs:
                click.echo(d, err=True)
            click.echo(f"liuren: {rel} differs from a fresh import (hand edits?); not overwritten "
                       "(use --force to replace it)", err=True)
            failed += 1
            continue
        state = "unchanged" if existing == data else "written"
        if state == "written":
            write_bytes(target, data)
        click.echo(f"{rel}: {state}: {summary}")
    click.get_current_context().exit(1 if failed else 0)
