"""``liuren validate`` and ``liuren emendations``: thin commands over
:mod:`edition.encode.validate` and :func:`edition.encode.reader.emendations`."""
from __future__ import annotations

import json
import os
import time
from collections import Counter
from pathlib import Path

import click

from edition.cli import UserError
from edition.encode.validate import PROJECT_RNG, SOURCES_DIR, TEI_ALL_ENV, TEI_DIR


def _shown(p: Path) -> str:
    """A path as the user should read it: relative to the working directory when near it."""
    rel = os.path.relpath(Path(p).resolve())
    return str(Path(p).resolve()) if rel.startswith(os.pardir + os.sep + os.pardir) else rel


@click.command()
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@click.option("--tei-all", "tei_all", type=click.Path(path_type=Path), default=None,
              help=f"TEI All RELAX NG (default: ${TEI_ALL_ENV}, else ../shared/tei/tei_all.rng "
                   "beside the checkout).")
@click.option("--json", "as_json", is_flag=True,
              help='Print {"files","elements","seconds","valid","errors":[{"file","line","message"}]}.')
@click.pass_context
def validate(ctx, files, tei_all, as_json):
    """Validate TEI files (default: tei/<id>.xml for every sources/<id>.txt) against the
    project schema (tei/schema/liuren.rng) and TEI All, and check what no schema does: ids
    unique, pointers resolve, every @n a line of the source whose text the element prints,
    every sic in its source line, the commentary's clause in its paragraph.

    Prints one `file:line: message` per problem; exit 1 if any, 0 if clean, 2 if a file or
    TEI All cannot be found."""
    from edition.encode.validate import edition_files, find_tei_all, validator

    paths = list(files) or edition_files(TEI_DIR, SOURCES_DIR)
    for p in paths:
        if p.is_dir():
            raise UserError(f"{p}: is a directory, not a TEI file")
        if not p.exists():
            raise UserError(f"{p}: no such file" + ("" if files else " (run `liuren import`)"))
    t0 = time.perf_counter()
    rng = find_tei_all(tei_all)
    report = validator(rng, PROJECT_RNG, SOURCES_DIR).run(paths)
    report.seconds = time.perf_counter() - t0  # schemas compiled included
    shown = {str(p): _shown(p) for p in paths}
    errors = [type(e)(shown.get(e.path, e.path), e.line, e.message) for e in report.problems]
    if as_json:
        click.echo(json.dumps({"files": report.files, "elements": report.elements,
                               "seconds": round(report.seconds, 2), "valid": not errors,
                               "errors": [e.as_dict() for e in errors]},
                              ensure_ascii=False, indent=1))
    else:
        for e in errors:
            click.echo(str(e))
        what = (f"{report.files} file{'s' * (report.files != 1)}, {report.elements} elements, "
                f"project schema {_shown(PROJECT_RNG)} + TEI All {_shown(rng)}")
        if errors:
            click.echo(f"invalid: {len(errors)} error{'s' * (len(errors) != 1)} in "
                       f"{report.invalid_files} of {what}, "
                       f"{report.seconds:.1f} s")
        else:
            click.echo(f"valid: {what}, {report.seconds:.1f} s")
    ctx.exit(1 if errors else 0)


KEYS = ("id", "source", "line", "sic", "corr", "type", "cert", "commentary_line", "commentary")


def resolve_source(name: str) -> str:
    """A source given as its file name, its id, or its number (``003``) → the file name."""
    names = sorted(p.name for p in SOURCES_DIR.glob("*.txt"))
    hits = [n for n in names if name in (n, n[:-4]) or n.split("_")[0] == name]
    if len(hits) != 1:
        raise UserError(f"unknown source {name!r} (known: {', '.join(names)})")
    return hits[0]


def collect(source: str | None = None, tei_dir: Path | None = None) -> list[dict]:
    """Every emendation of the edition (or of one source), read from ``tei/<source-id>.xml``
    by :func:`edition.encode.reader.emendations`: sources in file-name order, each in the order
    of its standoff notes."""
    from edition.core.tei import parse_file
    from edition.encode.reader import emendations as read_emendations
    from edition.encode.validate import edition_files

    tei_dir = TEI_DIR if tei_dir is None else Path(tei_dir)
    if source:
        files = [tei_dir / (resolve_source(source)[:-4] + ".xml")]
        if not files[0].is_file():
            raise UserError(f"{_shown(files[0])}: no such file (run `liuren import`)")
    else:
        files = [f for f in edition_files(tei_dir, SOURCES_DIR) if f.is_file()]
        if not files:
            raise UserError(f"no TEI files in {_shown(tei_dir)}/ (run `liuren import` first)")
    rows = []
    for f in files:
        for r in read_emendations(parse_file(f)):
            rows.append({k: r.get(k) for k in KEYS})
    return rows


@click.command()
@click.option("--source", "source", default=None,
              help="Only this source: file name, id, or number (003).")
@click.option("--json", "as_json", is_flag=True,
              help="A JSON list of {" + ",".join(f'"{k}"' for k in KEYS) + "}.")
def emendations(source, as_json):
    """List every emendation the Korean commentary proposes or declines, read from the TEI:
    a table of counts by source and type, then one row per emendation
    (`source:line  type  cert  sic → corr  [id; source:commentary_line] clause`; ∅ for an
    empty or absent reading)."""
    rows = collect(source, TEI_DIR)
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
