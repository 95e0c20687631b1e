"""What ``liuren xref`` and ``liuren parallels`` print: the 720-課 atlas
(:mod:`edition.analyse.xref`) and the parallel passages (:mod:`edition.analyse.parallels`) as
text, or as JSON.

    print(xref_text(analysis, chart=chart))       # one 課: its chart and every printing
    print(xref_text(analysis, shared=True))       # every 課 printed in more than one place
    print(parallels_text(groups))
"""
from __future__ import annotations

import json

from edition.analyse import parallels as P
from edition.analyse import xref as X
from edition.core.edition import key_of
from engine import layout


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False)


def short(cite: str) -> str:
    """``003_03e8aca9396f2189.txt:59`` → ``003:59`` (a Kanripo file keeps its id)."""
    src, _, line = cite.rpartition(":")
    return f"{key_of(src)}:{line}"


def fmt(v) -> str:
    """A compared value: a lesson upper/lower, a list of lessons or branches, a mapping, 晝/夜."""
    if isinstance(v, dict) and set(v) <= {"upper", "lower"}:
        return f"{v.get('upper') or '?'}/{v.get('lower') or '?'}"     # a lesson: upper over lower
    if isinstance(v, list):
        return "".join(fmt(x) if not isinstance(x, dict) else
                       f"{x.get('upper') or '?'}{x.get('lower') or '?'} " for x in v).strip() \
            if v and isinstance(v[0], dict) else "".join("?" if x is None else str(x) for x in v)
    if isinstance(v, dict):
        return " ".join(f"{k}:{fmt(x)}" for k, x in v.items())
    if isinstance(v, bool):
        return "晝" if v else "夜"
    return str(v)


WHERE = {"value": "", "all": ""}        # a difference in the whole field: no label


def comparison_lines(c: dict, indent: str = "    ") -> list[str]:
    """Two printings of one 課 compared: what they agree on and what they do not."""
    head = f"{indent}{short(c['a_cite'])} ({c['a']}) ↔ {short(c['b_cite'])} ({c['b']})"
    out = [head + (" [the same print repeated]" if c["repeat"] else "")]
    if c["agree"]:
        out.append(f"{indent}  agree: {', '.join(c['agree'])}")
    if c.get("complementary"):
        out.append(f"{indent}  complementary 課名 (both the engine's): "
                   + ", ".join(c["complementary"]))
    for f, d in c["disagree"].items():
        parts = [f"{WHERE.get(k, k + ': ')}{fmt(x)} ≠ {fmt(y)}" for k, (x, y) in d["where"].items()]
        out.append(f"{indent}  DISAGREE {f}: " + "; ".join(parts))
    return out


def shared_lines(groups: list[dict], s: dict) -> list[str]:
    """Every 課 printed in more than one place, its printings and their comparisons."""
    lines = []
    for g in groups:
        kind = "" if g["independent"] else " (one print repeated)"
        lines.append(f"{g['day']} {g['offset']}  {g['notation']}{kind}")
        for p in g["printings"]:
            lines.append(f"    {p['id']}  {short(p['cite'])}  {p['status']}  {p['text'][:40]}")
        for c in g["comparisons"]:
            lines.extend(comparison_lines(c, "    "))
    lines.append(f"{s['shared_ke']} 課 printed in more than one place "
                 f"({s['shared_independent']} by independent printings); "
                 f"{s['disagreements']} pairs of printings disagree.")
    return lines


def _passage_lines(p: dict) -> list[str]:
    mark = "" if p["resolved"] else f" [one of {p['candidates']} possible 課]"
    dn = "" if p["daytime"] is None else (" 晝" if p["daytime"] else " 夜")
    out = [f"  {p['id']}  {p['cite']}  {p['status']}{dn}{mark}", f"      {p['text'][:70]}"]
    if p["hypothesis"]:
        out.append(f"      ({p['hypothesis'][:110]})")
    if p["links"]:
        out.append(f"      also printed at: {', '.join(p['links'])}")
    return out


def entry_lines(chart, e: dict) -> list[str]:
    """One 課: its chart as the books print it, every passage that prints it (or may), the
    printings compared, and where its rules are stated."""
    lines = layout(chart) + [""]
    if not e["passages"]:
        lines.append("No passage of the edition prints this 課.")
    else:
        n_res = sum(p["resolved"] for p in e["passages"])
        lines.append(f"Printed in {n_res} place(s)"
                     + (f"; {len(e['passages']) - n_res} more example(s) could be it"
                        if len(e["passages"]) > n_res else "") + ":")
        for p in e["passages"]:
            lines += _passage_lines(p)
        if e["comparisons"]:
            lines.append("Printings compared:")
            for c in e["comparisons"]:
                lines.extend(comparison_lines(c, "  "))
    rules: dict[str, list[str]] = {}
    for row in e["discussed"]:
        if row["lang"] == "lzh":
            rules.setdefault(row["zh"], []).append(short(row["cite"]))
    if rules:
        lines.append("Its rules are stated at: " + "; ".join(
            f"{zh} {', '.join(cites)}" for zh, cites in rules.items()))
    return lines


def xref_text(analysis, *, chart=None, shared: bool = False, summary: bool = False,
              as_json: bool = False) -> str:
    """``liuren xref``: the atlas's figures (``summary``), every shared 課 (``shared``), or the
    entry of one ``chart``; as text or JSON."""
    recs = analysis.printings
    disc = analysis.discussions
    if summary:
        s = X.summary(recs, X.shared(recs, disc))
        return _dumps(s) if as_json else "\n".join(f"{k}: {v}" for k, v in s.items())
    if shared:
        groups = X.shared(recs, disc)
        return _dumps(groups) if as_json else "\n".join(shared_lines(groups, X.summary(recs, groups)))
    e = X.entry(chart.day, chart.offset, chart.daytime, chart.options, recs=recs, disc=disc,
                chart=chart)
    return _dumps(e) if as_json else "\n".join(entry_lines(chart, e))


def parallels_text(groups, as_json: bool = False) -> str:
    """``liuren parallels``: each group with its base, its witnesses and their variants, then
    the figures; or ``{"summary", "groups"}`` as JSON."""
    s = P.summary(groups)
    if as_json:
        return _dumps({"summary": s, "groups": [g.as_json() for g in groups]})
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
    if groups:
        out.append(f"{s['groups']} groups, {s['witnesses']} witnesses, {s['variants']} variants; "
                   f"longest {s['longest']['id']} ({s['longest']['length']} characters), "
                   f"most variant {s['most_variant']['id']} ({s['most_variant']['variants']}).")
    else:
        out.append("No parallels found.")
    return "\n".join(out)
