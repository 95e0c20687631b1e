"""`liuren spirits` and `liuren jinkou`: thin commands over engine.spirits and engine.jinkou (the
rules) and edition.analyse.spirit_tables and edition.analyse.jinkou_text (their texts), laid out
by edition.publish.rules_report."""
from __future__ import annotations

import click

from edition.cli.common import edition_option
from engine.errors import BadOption


def _parse_options(pairs: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for p in pairs:
        if "=" not in p:
            raise BadOption(f"option {p!r} is not NAME=VALUE")
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    return out


@click.command()
@click.argument("month")
@click.option("--check", "check_file", is_flag=False, flag_value="", default=None,
              metavar="[FILE]",
              help="Also check the printed table of MONTH: seed 002 as encoded in the TEI, or "
                   "the text witness FILE.")
@click.option("--source-file", "source_file", type=click.Path(dir_okay=False, exists=True),
              help="Check the tables of this text witness (a copy of seed 002) instead of "
                   "the TEI.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@edition_option
def spirits(month, check_file, source_file, as_json, ed):
    """Print the 神煞 table of MONTH (1–12 or 三月 …) as computed from the rules inferred from
    seed 002's tables. Months 1 and 2 are computed although the source prints only 3–12.
    With --check, also the findings of the printed table (read from the TEI unless a file
    is named). MONTH 'all' lists every finding of every printed table and the counts."""
    from edition.analyse import spirit_tables as st
    from edition.publish import rules_report as R
    from engine.values import parse_month
    if month.strip().lower() == "all":
        tables, _ = R.printed_spirit_tables(ed, source_file or check_file)
        click.echo(R.spirits_all_text(tables, as_json))
        return
    m = parse_month(month)
    findings = None
    if check_file is not None or source_file:
        tables, where = R.printed_spirit_tables(ed, source_file or check_file)
        if m not in tables:
            raise BadOption(f"{where}: no printed table for month {m} (printed: "
                            f"{', '.join(str(x) for x in sorted(tables)) or 'none'})")
        findings = [f for f in st.check_tables(tables) if f.month == m]
    click.echo(R.spirits_month_text(m, findings, as_json))


@click.command()
@click.option("--day", help="Day 干支, e.g. 甲子.")
@click.option("--month", help="Month 1–12 (its 月將 = 六合 of the month branch, 003:27).")
@click.option("--jiang", help="月將 as a branch or name (instead of --month).")
@click.option("--hour", help="Hour branch, e.g. 亥.")
@click.option("--difen", help="地分: the branch pointed to.")
@click.option("--at", "at", help='Cast from a date instead: "2026-11-29 18:30".')
@click.option("--tz", default="Asia/Shanghai", show_default=True, help="Zone of --at.")
@click.option("--daytime/--nighttime", "daytime", default=None,
              help="Force 晝/夜 for the 貴人 (default: by the hour, 卯–申 day).")
@click.option("--option", "-o", "options", multiple=True,
              help="School option NAME=VALUE (guiren_plate, direction, day_hours).")
@click.option("--check", "check_file", is_flag=False, flag_value="", default=None,
              metavar="[FILE]",
              help="Instead of casting, check the combinations' claims and the dated examples "
                   "of seed 004 as encoded in the TEI, or of the text witness FILE.")
@click.option("--source-file", "source_file", type=click.Path(dir_okay=False, exists=True),
              help="With --check: a text witness (a copy of seed 004) instead of the TEI.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@edition_option
def jinkou(day, month, jiang, hour, difen, at, tz, daytime, options, check_file, source_file,
           as_json, ed):
    """Cast the four 金口訣 positions (seed 004) and name their relations."""
    from edition.publish import rules_report as R
    opts = _parse_options(options)
    if check_file is not None or source_file:
        click.echo(R.jinkou_check_text(ed, source_file or check_file, opts, as_json))
        return
    k = _jinkou_cast(day, month, jiang, hour, difen, at, tz, daytime, opts)
    click.echo(R.jinkou_cast_text(k, as_json))


def _jinkou_cast(day, month, jiang, hour, difen, at, tz, daytime, opts):
    """The 金口訣 cast the options name: --day/--hour/--month or --jiang, or --at a moment."""
    from engine import jinkou as jk
    from engine.values import parse_month
    if difen is None:
        raise BadOption("missing --difen (the branch pointed to)")
    if at:
        from engine.calendar import moment, parse_when
        m = moment(parse_when(at), tz=tz, day_hours=opts.get("day_hours", "mao-shen"))
        day, hour, jiang = m.day, m.hour, jk.JIANG_NAMES[m.jiang]
        if daytime is None:
            daytime = m.daytime
    if day is None or hour is None or (month is None and jiang is None):
        raise BadOption("give --day, --hour and --month or --jiang (or --at DATE)")
    if month is not None and jiang is not None:
        raise BadOption("give --month or --jiang, not both")
    return jk.cast_jinkou(day, jiang if jiang is not None else parse_month(month), hour,
                          difen, daytime, options=opts)
