"""`liuren spirits` and `liuren jinkou`: thin commands over engine.spirits and engine.jinkou (the
rules) and edition.analyse.spirit_tables and edition.analyse.jinkou_text (their texts)."""
from __future__ import annotations

import json

import click

from edition.cli.common import edition_option
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


def _spirit_tables(check_file: str | None, source_file: str | None, ed):
    """The printed monthly tables: from a text witness (`--source-file`, or the legacy
    `--check FILE`), else from the edition's TEI (the witness whose text layer has
    ``table[@type='spirits']``, seed 002's)."""
    from pathlib import Path

    from edition.analyse import spirit_tables as st
    path = source_file or check_file or None
    if path:
        return st.parse_tables(Path(path).read_text(encoding="utf-8")), Path(path).name
    from edition.analyse import tables as tb
    w = tb.witness_with(ed, tb.has_spirit_tables)
    return tb.spirit_tables(w.tree, "dip"), f"tei/{w.id}.xml"


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
    from engine import spirits as sp
    from engine.values import branch_name, month_branch, parse_month
    if source_file and check_file is None:
        check_file = ""
    if month.strip().lower() == "all":
        tables, _ = _spirit_tables(check_file, source_file, ed)
        findings = st.check_tables(tables)
        if as_json:
            _echo_json({"summary": st.summary(findings),
                        "shifted_cells": [
                            {"month": c.month, "cite": f"{sp.SOURCE}:{c.line}",
                             "printed": branch_name(c.printed),
                             "belongs": branch_name(c.belongs), "share": list(c.share)}
                            for c in st.shifted_cells(tables)],
                        "findings": [f.to_json() for f in findings]})
            return
        for f in findings:
            _echo_finding(f)
        for c in st.shifted_cells(tables):
            click.echo(f"{sp.SOURCE}:{c.line}: {c.month}月 cell {branch_name(c.printed)} holds "
                       f"the spirits of {branch_name(c.belongs)} ({c.share[0]} of {c.share[1]})")
        click.echo(json.dumps(st.summary(findings), ensure_ascii=False))
        return
    m = parse_month(month)
    table = sp.table(m)
    findings = None
    if check_file is not None:
        tables, where = _spirit_tables(check_file, source_file, ed)
        if m not in tables:
            raise BadOption(f"{where}: no printed table for month {m} (printed: "
                            f"{', '.join(str(x) for x in sorted(tables)) or 'none'})")
        findings = [f for f in st.check_tables(tables) if f.month == m]
    if as_json:
        out = {"month": m, "month_branch": branch_name(month_branch(m)),
               "table": {branch_name(b): names for b, names in table.items()},
               "irregular": [n for n in sp.ORDER if n in sp.IRREGULAR]}
        if findings is not None:
            out["findings"] = [f.to_json() for f in findings]
        _echo_json(out)
        return
    click.echo(f"{m}月 (月建 {branch_name(month_branch(m))})")
    for b, names in table.items():
        click.echo(f"{branch_name(b)}  {' '.join(names)}")
    if findings is not None:
        click.echo(f"-- {len(findings)} findings in the printed table")
        for f in findings:
            _echo_finding(f)


def _echo_finding(f) -> None:
    j = f.to_json()
    maybe = f" (printed as {'/'.join(j['maybe_printed_as'])}?)" if j["maybe_printed_as"] else ""
    click.echo(f"{j['cite']}: {j['month']}月 {j['spirit']} {j['kind']}: rule "
               f"{''.join(j['expected'])}, printed {''.join(j['printed']) or '-'}; "
               f"commentary: {j['commentary']}{maybe}")


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
    from engine import jinkou as jk
    from engine.values import parse_month
    opts = _parse_options(options)
    if check_file is not None or source_file:
        _check_jinkou(source_file or check_file or None, opts, as_json, ed)
        return
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
    k = jk.cast_jinkou(day, jiang if jiang is not None else parse_month(month), hour,
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


def _check_jinkou(path: str | None, opts: dict, as_json: bool, ed) -> None:
    from pathlib import Path

    from edition.analyse import jinkou_text as jt
    if path:
        text = Path(path).read_text(encoding="utf-8")
        name = Path(path).name
        combos = jt.parse_combinations(text)
        parsed = jt.parse_examples(text)
    else:
        from edition.analyse.examples.rules import jinkou_from_edition
        name, combos, parsed = jinkou_from_edition(ed)
    claims = [k for c in combos for k in jt.check_combination(c)]
    examples = [jt.check_example(e, opts) for e in parsed]
    if as_json:
        _echo_json({"combinations": len(combos), "order": jt.sequence_findings(combos),
                    "claims": [k.to_json() for k in claims],
                    "examples": [e.to_json() for e in examples]})
        return
    for f in jt.sequence_findings(combos):
        click.echo(f"{name}:{f}")
    for k in claims:
        if not k.holds:
            note = f" ({k.note})" if k.note else ""
            click.echo(f"{name}:{k.combination.line}: {k.combination.label}: claim "
                       f"「{k.claim}」 fails{note}")
    for e in examples:
        if not e.ok:
            click.echo(f"{name}:{e.example.line}: {e.example.pattern} "
                       f"「{e.example.text}」: {'; '.join(e.mismatches)}")
    bad = sum(not k.holds for k in claims)
    click.echo(f"{len(combos)} combinations, {len(claims)} claims, {bad} fail; "
               f"{len(examples)} dated examples, {sum(not e.ok for e in examples)} not "
               f"reproduced")
