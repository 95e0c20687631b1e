"""``liuren collate`` and ``liuren text``: the witnesses of each text side by side
(:mod:`edition.analyse.collation`), and any witness's raw text rebuilt from the edition
(:func:`edition.encode.witness.rebuilt_text`)."""
from __future__ import annotations

import json
import sys

import click

from edition.cli.common import edition_option, shown


@click.command()
@click.option("--source", help="Only this text (an id, key or id prefix).")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if a collation file "
              "differs from a fresh collation.")
@click.option("--json", "as_json", is_flag=True,
              help='Print {"texts": [{"source", "file", "witnesses", "counts", "variants": '
                   '[{"id", "type", "subtype"?, "readings": {siglum: text}, "cites": {siglum: '
                   'file:line}}]}], "parallels": [{"id", "variants": […]}]}.')
@edition_option
def collate(source, check, as_json, ed):
    """Collate the witnesses of each text character by character (page and line breaks,
    page ids, indentation and note brackets are layout, not text) and write the apparatus
    as TEI, tei/collation/<id>.xml (parallel segmentation: app, lem, rdg, listWit). Each
    variant is typed orthographic, punctuation, layout or substantive (omission, addition,
    substitution, transposition). Add a witness with `liuren import PATH --witness SIGLUM`."""
    from edition.analyse import collation as C
    cols = C.collations(ed, source)
    bad = 0
    rows = []
    for s, col in cols:
        path, state = C.write(ed, s, col, check=check or ed.bundled)
        bad += state in ("differs", "missing") and check
        rows.append(C.as_json(s, col) | {"collation": shown(path), "state": state})
    if as_json:
        from edition.analyse import run
        groups = C.parallel_apparatus(run.load(ed).parallels) if source is None else []
        click.echo(json.dumps({"texts": rows, "parallels": groups}, ensure_ascii=False, indent=1))
    else:
        for r in rows:
            n = ", ".join(f"{v} {k}" for k, v in r["counts"].items() if v) or "no variant"
            click.echo(f"{r['collation']}: {r['state']}: {r['source']} "
                       f"({' '.join(w['siglum'] for w in r['witnesses'])}): {n}")
        if not rows:
            click.echo("No text of the edition has another witness (add one with "
                       "`liuren import PATH --witness SIGLUM`).")
    click.get_current_context().exit(1 if bad else 0)


@click.command()
@click.argument("source")
@click.option("--witness", "siglum", metavar="SIGLUM", default=None,
              help="Another witness of the text (default: its base witness).")
@edition_option
def text(source, siglum, ed):
    """Print the raw text of one witness of SOURCE, byte for byte as imported, rebuilt from
    its TEI text layer (and checked against the sha256 the manifest records)."""
    from edition.encode.witness import rebuilt_text
    s = ed.source(source)
    out = rebuilt_text(ed, s, siglum)
    binary = getattr(sys.stdout, "buffer", None)
    if binary is None:                       # a text stream (tests capture into StringIO)
        sys.stdout.write(out)
        return
    binary.write(out.encode("utf-8"))
    binary.flush()
