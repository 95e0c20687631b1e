"""`liuren xref` (the 720-課 atlas) and `liuren parallels` (parallel passages): thin
wrappers over :mod:`edition.analyse.xref` and :mod:`edition.analyse.parallels`, laid out by
:mod:`edition.publish.xref_report`."""
from __future__ import annotations

import click

from edition.cli.common import edition_option


@click.command()
@click.argument("day", required=False)
@click.option("--offset", type=str, help="(月將 − 占時) mod 12, 0–11.")
@click.option("--jiang", help="月將 (a branch), with --hour.")
@click.option("--hour", help="占時 (a branch), with --jiang.")
@click.option("--plate", help="The books' 'X加Y': heavenly X over earthly Y (e.g. 子加丑).")
@click.option("--day/--night", "daytime", default=None,
              help="晝 or 夜 貴人 for the chart shown (default 晝, or from --hour).")
@click.option("--shared", "show_shared", is_flag=True,
              help="List the 課 printed in more than one place, compared printing by printing.")
@click.option("--summary", "show_summary", is_flag=True, help="Only the atlas's figures.")
@click.option("--refresh", is_flag=True, help="Re-check the examples (ignore the cache).")
@click.option("--json", "as_json", is_flag=True, help="JSON output (see README).")
@edition_option
def xref(day, offset, jiang, hour, plate, daytime, show_shared, show_summary, refresh, as_json,
         ed):
    """The 720-課 atlas: a 課 and every passage that prints it, with check status.

    DAY is a day such as 丁丑 (with --offset, --jiang/--hour or --plate) or a notation like
    '丁丑 8 晝'; with --shared, every 課 printed in more than one place."""
    from edition.analyse import run
    from edition.analyse.xref import XrefError
    from edition.publish.xref_report import xref_text
    one = day or offset or jiang or hour or plate
    if not (one or show_shared or show_summary):
        raise XrefError("give a DAY (e.g. 丁丑 --offset 8, or '丁丑 8 晝') for one 課, or "
                        "--shared for every 課 printed in more than one place")
    if show_shared and one and not show_summary:
        raise XrefError("--shared lists every shared 課: give no DAY or plate with it")
    a = run.load(ed, refresh=refresh)
    chart = (None if show_shared or show_summary
             else _chart(day, offset, jiang, hour, plate, daytime))
    click.echo(xref_text(a, chart=chart, shared=show_shared, summary=show_summary,
                         as_json=as_json))


def _chart(day, offset, jiang, hour, plate, daytime):
    from engine.query import chart_for
    return chart_for(day, offset=offset, jiang=jiang, hour=hour, plate=plate, daytime=daytime,
                     notation=True, with_at=False)[0]


@click.command()
@click.option("--source", help="Only the groups with a witness in this source (e.g. 003).")
@click.option("--min-length", type=int, default=None,
              help="Matched characters needed for a parallel (default 12; 10 with --loose).")
@click.option("--loose", is_flag=True,
              help="Also paraphrases (4-character seeds, similarity ≥ 0.6 at any length).")
@click.option("--json", "as_json", is_flag=True, help="JSON output (see README).")
@edition_option
def parallels(source, min_length, loose, as_json, ed):
    """Parallel passages: each group of places that print the same words, with citations and
    the aligned differences (variant apparatus) against the first witness."""
    from edition.publish.xref_report import parallels_text
    click.echo(parallels_text(_groups(ed, source, min_length, loose), as_json))


def _groups(ed, source, min_length, loose):
    """The analysis's own groups, or — with any option — the groups found anew."""
    from edition.analyse import parallels as P
    from edition.analyse import run
    from edition.analyse.witness import witnesses
    if source is None and min_length is None and not loose:
        return run.load(ed).parallels
    ws = witnesses(ed)
    return P.find_parallels(P.witness_units(ws), source, min_length=min_length, loose=loose,
                            records={w.file: w.emendation_records for w in ws})
