"""`liuren xref` (the 720-課 atlas) and `liuren parallels` (parallel passages): thin
wrappers over :mod:`edition.analyse.xref` and :mod:`edition.analyse.parallels`."""
from __future__ import annotations

import json

import click

from edition.cli.common import edition_option
from edition.core.edition import key_of


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False)


def _short(cite: str) -> str:
    src, _, line = cite.rpartition(":")
    return f"{key_of(src)}:{line}"


def _fmt(v) -> str:
    if isinstance(v, dict) and set(v) <= {"upper", "lower"}:
        return f"{v.get('upper') or '?'}/{v.get('lower') or '?'}"     # a lesson: upper over lower
    if isinstance(v, list):
        return "".join(_fmt(x) if not isinstance(x, dict) else
                       f"{x.get('upper') or '?'}{x.get('lower') or '?'} " for x in v).strip() \
            if v and isinstance(v[0], dict) else "".join("?" if x is None else str(x) for x in v)
    if isinstance(v, dict):
        return " ".join(f"{k}:{_fmt(x)}" for k, x in v.items())
    if isinstance(v, bool):
        return "晝" if v else "夜"
    return str(v)


def _comparison_lines(c: dict, indent: str = "    ") -> list[str]:
    out = []
    head = f"{indent}{_short(c['a_cite'])} ({c['a']}) ↔ {_short(c['b_cite'])} ({c['b']})"
    if c["repeat"]:
        head += " [the same print repeated]"
    out.append(head)
    if c["agree"]:
        out.append(f"{indent}  agree: {', '.join(c['agree'])}")
    if c.get("complementary"):
        out.append(f"{indent}  complementary 課名 (both the engine's): "
                   + ", ".join(c["complementary"]))
    for f, d in c["disagree"].items():
        where = d["where"]
        parts = []
        for k, (x, y) in where.items():
            label = {"value": "", "all": ""}.get(k, f"{k}: ")
            parts.append(f"{label}{_fmt(x)} ≠ {_fmt(y)}")
        out.append(f"{indent}  DISAGREE {f}: " + "; ".join(parts))
    return out


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
    from edition.analyse import xref as X
    if not (day or offset or jiang or hour or plate or show_shared or show_summary):
        raise X.XrefError("give a DAY (e.g. 丁丑 --offset 8, or '丁丑 8 晝') for one 課, or "
                          "--shared for every 課 printed in more than one place")
    a = run.load(ed, refresh=refresh)
    recs = X.printings(a)
    disc = a.discussions
    if show_summary:
        s = X.summary(recs, X.shared(recs, disc))
        click.echo(_dumps(s) if as_json else "\n".join(f"{k}: {v}" for k, v in s.items()))
        return
    if show_shared:
        if day or offset or jiang or hour or plate:
            raise X.XrefError("--shared lists every shared 課: give no DAY or plate with it")
        groups = X.shared(recs, disc)
        if as_json:
            click.echo(_dumps(groups))
            return
        lines = []
        for g in groups:
            kind = "" if g["independent"] else " (one print repeated)"
            lines.append(f"{g['day']} {g['offset']}  {g['notation']}{kind}")
            for p in g["printings"]:
                lines.append(f"    {p['id']}  {_short(p['cite'])}  {p['status']}  {p['text'][:40]}")
            for c in g["comparisons"]:
                lines.extend(_comparison_lines(c, "    "))
        s = X.summary(recs, groups)
        lines.append(f"{s['shared_ke']} 課 printed in more than one place "
                     f"({s['shared_independent']} by independent printings); "
                     f"{s['disagreements']} pairs of printings disagree.")
        click.echo("\n".join(lines))
        return
    from engine.query import chart_for
    chart, _ = chart_for(day, offset=offset, jiang=jiang, hour=hour, plate=plate, daytime=daytime,
                         notation=True, with_at=False)
    e = X.entry(chart.day, chart.offset, chart.daytime, chart.options, recs=recs, disc=disc,
                chart=chart)
    if as_json:
        click.echo(_dumps(e))
        return
    from engine import layout
    lines = layout(chart)
    lines.append("")
    if not e["passages"]:
        lines.append("No passage of the edition prints this 課.")
    else:
        n_res = sum(p["resolved"] for p in e["passages"])
        lines.append(f"Printed in {n_res} place(s)"
                     + (f"; {len(e['passages']) - n_res} more example(s) could be it"
                        if len(e["passages"]) > n_res else "") + ":")
        for p in e["passages"]:
            mark = "" if p["resolved"] else f" [one of {p['candidates']} possible 課]"
            dn = "" if p["daytime"] is None else (" 晝" if p["daytime"] else " 夜")
            lines.append(f"  {p['id']}  {p['cite']}  {p['status']}{dn}{mark}")
            lines.append(f"      {p['text'][:70]}")
            if p["hypothesis"]:
                lines.append(f"      ({p['hypothesis'][:110]})")
            if p["links"]:
                lines.append(f"      also printed at: {', '.join(p['links'])}")
        if e["comparisons"]:
            lines.append("Printings compared:")
            for c in e["comparisons"]:
                lines.extend(_comparison_lines(c, "  "))
    rules: dict[str, list[str]] = {}
    for row in e["discussed"]:
        if row["lang"] == "lzh":
            rules.setdefault(row["zh"], []).append(_short(row["cite"]))
    if rules:
        lines.append("Its rules are stated at: " + "; ".join(
            f"{zh} {', '.join(cites)}" for zh, cites in rules.items()))
    click.echo("\n".join(lines))


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
    from edition.analyse import parallels as P
    from edition.analyse.witness import witnesses
    if source is None and min_length is None and not loose:
        from edition.analyse import run
        groups = run.load(ed).parallels          # the analysis's own groups
    else:
        ws = witnesses(ed)
        groups = P.find_parallels(P.witness_units(ws), source, min_length=min_length,
                                  loose=loose, records={w.file: w.emendation_records for w in ws})
    if as_json:
        click.echo(_dumps({"summary": P.summary(groups),
                           "groups": [g.as_json() for g in groups]}))
        return
    out = []
    for g in groups:
        out.append(f"{g.id}  {len(g.witnesses)} witnesses, {g.length} characters, "
                   f"{g.n_variants} variant(s)")
        b = g.base
        out.append(f"  base  {b.cite()} [{b.start}:{b.end}]  {b.text[:60]}")
        for r in g.readings:
            w = r.witness
            out.append(f"  wit   {w.cite()} [{w.start}:{w.end}]  similarity {r.ratio:.2f}")
            for v in r.variants:
                out.append(f"          {v.describe()}" + ("  (punctuation)" if v.punctuation else ""))
    s = P.summary(groups)
    if groups:
        out.append(f"{s['groups']} groups, {s['witnesses']} witnesses, {s['variants']} variants; "
                   f"longest {s['longest']['id']} ({s['longest']['length']} characters), "
                   f"most variant {s['most_variant']['id']} ({s['most_variant']['variants']}).")
    else:
        out.append("No parallels found.")
    click.echo("\n".join(out))
