"""`liuren cast` and `liuren table`: thin wrappers over :mod:`engine` (no logic here)."""
from __future__ import annotations

import json

import click

from engine import Options, explain, layout
from engine.errors import BadOption
from engine.options import OPTIONS, PATTERN_OPTIONS
from engine.values import day_name

# the option names each command takes: the casting options, and for `cast` (which names the
# chart's 課體) the pattern options too; --help and the unknown-option message list the same
CAST_OPTIONS = tuple(OPTIONS) + tuple(PATTERN_OPTIONS)
TABLE_OPTIONS = tuple(OPTIONS)


def _option(names: tuple[str, ...]):
    return click.option("--option", "-o", "options", multiple=True, metavar="NAME=VALUE",
                        help="A school option (README, School options): " + ", ".join(names)
                             + ". Repeatable.")


def _check_names(pairs, names: tuple[str, ...]) -> None:
    """:class:`BadOption` (one line listing every name ``--help`` lists) for an unknown NAME."""
    for p in pairs:
        name, sep, _ = str(p).partition("=")
        if sep and name.strip() not in names:
            raise BadOption(f"unknown option {name.strip()!r} (known: {', '.join(names)})",
                            text=name.strip())


_DAYNIGHT = click.option("--day/--night", "daytime", default=None,
                         help="晝 or 夜 貴人 (default: from --hour/--at by the day_hours option, "
                              "else 晝).")


def _dumps(obj, indent=None) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=indent)


@click.command()
@click.argument("day", required=False)
@click.option("--jiang", help="月將: a branch, a 神名 (大吉, 天罡 …) or 丑將; with --hour.")
@click.option("--hour", help="占時: a branch, 巳時 or an hour name (平旦 …); with --jiang.")
@click.option("--offset", type=str, help="(月將 − 占時) mod 12, 0–11.")
@click.option("--plate", help="The books' 'X加Y' or 'X臨Y': heavenly X over earthly Y (e.g. "
                              "子加丑, 丑臨巳, 天罡加巳).")
@click.option("--at", "at", metavar="'YYYY-MM-DD HH:MM'",
              help="Cast for a moment: day, hour and 月將 from the calendar.")
@click.option("--tz", default="Asia/Shanghai", show_default=True, help="Time zone for --at.")
@click.option("--zi-boundary", type=click.Choice(["midnight", "23"]), default="midnight",
              show_default=True, help="For --at: when the day changes.")
@_DAYNIGHT
@_option(CAST_OPTIONS)
@click.option("--explain", "show_explain", is_flag=True, help="Print the derivation step by step.")
@click.option("--json", "as_json", is_flag=True, help="Print the chart as JSON (see README).")
@click.option("--year", help="太歲 (year branch or 干支) for the 課體 patterns.")
@click.option("--month", help="月建 (month branch or 干支) for the 課體 patterns.")
@click.option("--season", help="春/夏/秋/冬 (default: from --month).")
@click.option("--nian", help="行年 (a branch).")
@click.option("--birth", help="本命 (a branch).")
def cast(day, jiang, hour, offset, plate, at, tz, zi_boundary, daytime, options, show_explain,
         as_json, year, month, season, nian, birth):
    """Cast the chart of a day such as 丁丑: from --jiang/--hour, --offset or --plate, or of
    a moment given with --at."""
    from engine.patterns import OPTIONS as PATTERN_OPTIONS, detect
    from engine.query import chart_for, context_for, split_options
    _check_names(options, CAST_OPTIONS)
    opts, popts = split_options(options)
    chart, moment = chart_for(day, jiang=jiang, hour=hour, offset=offset, plate=plate, at=at,
                              tz=tz, zi_boundary=zi_boundary, daytime=daytime, options=opts)
    ctx = context_for(moment, year=year, month=month, season=season, nian=nian, birth=birth)
    patterns = detect(chart, ctx, popts)
    if as_json:
        d = chart.to_json()
        d["patterns"] = [p.to_json() for p in patterns]
        d["pattern_options"] = {k: popts.get(k, o.default) for k, o in PATTERN_OPTIONS.items()}
        if moment is not None:
            d["moment"] = moment.to_json()
        if show_explain:
            d["explain"] = explain(chart)
        click.echo(_dumps(d, indent=2))
        return
    lines = layout(chart)
    if moment is not None:
        lines.insert(1, f"at {moment.when.isoformat()} ({tz}); 中氣 {moment.solar_term.name}")
    if patterns:
        lines.append("課體 " + " ".join(dict.fromkeys(p.name for p in patterns)))
    click.echo("\n".join(lines))
    if show_explain:
        click.echo("\nexplain:")
        for i, step in enumerate(explain(chart), 1):
            click.echo(f"  {i:2}. {step}")


@click.command()
@_option(TABLE_OPTIONS)
@click.option("--day/--night", "daytime", default=True, help="晝 (default) or 夜 貴人.")
@click.option("--json", "as_json", is_flag=True, help="A JSON list of the 720 charts.")
def table(options, daytime, as_json):
    """All 720 課 (60 days × offsets 0–11) with their 三傳, method and names."""
    from engine.chart import table as all_charts
    _check_names(options, TABLE_OPTIONS)
    charts = all_charts(Options.parse(options), daytime)
    if as_json:
        rows = [c.to_json() for c in charts]
        click.echo("[\n" + ",\n".join(_dumps(r) for r in rows) + "\n]")
        return
    from engine.values import BRANCH_NAMES as N
    out = []
    for c in charts:
        t = "".join(N[x] for x in c.transmissions)
        out.append(f"{day_name(c.day)} {c.offset:2d} {t} {c.method:8s} {'・'.join(c.names)}")
    click.echo("\n".join(out))
