"""`liuren spirits` and `liuren jinkou`: thin commands over engine.spirits and engine.jinkou."""
from __future__ import annotations

import json

import click

from engine.errors import BadOption


def _echo_json(obj) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False))


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
@click.option("--check", "check_file", type=click.Path(dir_okay=False),
              help="Also check the printed table of MONTH in this copy of seed 002.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def spirits(month, check_file, as_json):
    """Print the 神煞 table of MONTH (1–12 or 三月 …) as computed from the rules inferred from
    seed 002's tables. Months 1 and 2 are computed although the source prints only 3–12."""
    from pathlib import Path

    from engine import spirits as sp
    m = sp.parse_month(month)
    table = sp.table(m)
    findings = None
    if check_file:
        tables = sp.parse_tables(Path(check_file).read_text(encoding="utf-8"))
        if m not in tables:
            raise BadOption(f"{check_file}: no table for month {m}")
        findings = [f for f in sp.check_tables(tables) if f.month == m]
    if as_json:
        out = {"month": m, "month_branch": sp.branch_name(sp.month_branch(m)),
               "table": {sp.branch_name(b): names for b, names in table.items()},
               "irregular": [n for n in sp.ORDER if n in sp.IRREGULAR]}
        if findings is not None:
            out["findings"] = [f.to_json() for f in findings]
        _echo_json(out)
        return
    click.echo(f"{m}月 (月建 {sp.branch_name(sp.month_branch(m))})")
    for b, names in table.items():
        click.echo(f"{sp.branch_name(b)}  {' '.join(names)}")
    if findings is not None:
        click.echo(f"-- {len(findings)} findings in the printed table")
        for f in findings:
            j = f.to_json()
            maybe = f" (printed as {'/'.join(j['maybe_printed_as'])}?)" \
                if j["maybe_printed_as"] else ""
            click.echo(f"{j['cite']}: {j['spirit']} {j['kind']}: rule {''.join(j['expected'])}"
                       f", printed {''.join(j['printed']) or '-'}; commentary: "
                       f"{j['commentary']}{maybe}")


@click.command()
@click.option("--day", help="Day 干支, e.g. 甲子.")
@click.option("--month", help="Month 1–12 (its 月將 = 六合 of the month branch, 003:27).")
@click.option("--jiang", help="月將 as a branch or name (instead of --month).")
@click.option("--hour", help="Hour branch, e.g. 亥.")
@click.option("--difen", required=True, help="地分: the branch pointed to.")
@click.option("--at", "at", help='Cast from a date instead: "2026-11-29 18:30".')
@click.option("--tz", default="Asia/Shanghai", show_default=True, help="Zone of --at.")
@click.option("--daytime/--nighttime", "daytime", default=None,
              help="Force 晝/夜 for the 貴人 (default: by the hour, 卯–申 day).")
@click.option("--option", "-o", "options", multiple=True,
              help="School option NAME=VALUE (guiren_plate, direction, day_hours).")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def jinkou(day, month, jiang, hour, difen, at, tz, daytime, options, as_json):
    """Cast the four 金口訣 positions (seed 004) and name their relations."""
    from engine import jinkou as jk
    opts = _parse_options(options)
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
    k = jk.cast_jinkou(day, jiang if jiang is not None else jk.parse_month(month), hour,
                       difen, daytime, options=opts)
    if as_json:
        _echo_json(k.to_json())
        return
    j = k.to_json()
    click.echo(f"{j['day']}日 {j['hour']}時 月將{j['jiang']} "
               f"{'晝' if k.daytime else '夜'} 貴人{j['guiren']}{j['direction']}")
    for p in j["positions"]:
        extra = f" ({p['branch']})" if "branch" in p else ""
        click.echo(f"{p['position']}  {p['name']}{extra} {p['element']}")
    click.echo("  ".join(f"{r['upper']}/{r['lower']} {r['relation']}" for r in j["relations"]))
