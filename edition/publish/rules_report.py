"""What ``liuren spirits`` and ``liuren jinkou`` print: the 神煞 table of a month as the rules
compute it (:mod:`engine.spirits`) and the findings of the printed tables
(:mod:`edition.analyse.spirit_tables`); a 金口訣 cast (:mod:`engine.jinkou`) and the check of
the combinations and dated examples (:mod:`edition.analyse.jinkou_text`). Text or JSON.
"""
from __future__ import annotations

import json
from pathlib import Path

from edition.analyse import jinkou_text as jt
from edition.analyse import spirit_tables as st
from edition.analyse import tables as tb
from edition.analyse.examples.rules import jinkou_from_edition
from engine import spirits as sp
from engine.values import branch_name, month_branch


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False)


def printed_spirit_tables(ed, path: str | None = None):
    """(tables, where): the printed monthly tables of a text witness ``path`` (a copy of seed
    002), else of the edition's TEI (the witness whose text layer has
    ``table[@type='spirits']``, seed 002's)."""
    if path:
        return st.parse_tables(Path(path).read_text(encoding="utf-8")), Path(path).name
    w = tb.witness_with(ed, tb.has_spirit_tables)
    return tb.spirit_tables(w.tree, "dip"), f"tei/{w.id}.xml"


def finding_line(f) -> str:
    """One finding of a printed table: cite, month, spirit, what the rule puts there and what
    is printed, and what the commentary says."""
    j = f.to_json()
    maybe = f" (printed as {'/'.join(j['maybe_printed_as'])}?)" if j["maybe_printed_as"] else ""
    return (f"{j['cite']}: {j['month']}月 {j['spirit']} {j['kind']}: rule "
            f"{''.join(j['expected'])}, printed {''.join(j['printed']) or '-'}; "
            f"commentary: {j['commentary']}{maybe}")


def spirits_all_text(tables, as_json: bool = False) -> str:
    """Every finding of every printed table, the cells that hold another branch's spirits, and
    the counts (``liuren spirits all``)."""
    findings = st.check_tables(tables)
    shifted = st.shifted_cells(tables)
    if as_json:
        return _dumps({"summary": st.summary(findings),
                       "shifted_cells": [
                           {"month": c.month, "cite": f"{sp.SOURCE}:{c.line}",
                            "printed": branch_name(c.printed),
                            "belongs": branch_name(c.belongs), "share": list(c.share)}
                           for c in shifted],
                       "findings": [f.to_json() for f in findings]})
    lines = [finding_line(f) for f in findings]
    lines += [f"{sp.SOURCE}:{c.line}: {c.month}月 cell {branch_name(c.printed)} holds the "
              f"spirits of {branch_name(c.belongs)} ({c.share[0]} of {c.share[1]})"
              for c in shifted]
    return "\n".join(lines + [json.dumps(st.summary(findings), ensure_ascii=False)])


def spirits_month_text(m: int, findings=None, as_json: bool = False) -> str:
    """The 神煞 table of month ``m`` as computed, and the ``findings`` of its printed table when
    it was checked."""
    table = sp.table(m)
    if as_json:
        out = {"month": m, "month_branch": branch_name(month_branch(m)),
               "table": {branch_name(b): names for b, names in table.items()},
               "irregular": [n for n in sp.ORDER if n in sp.IRREGULAR]}
        if findings is not None:
            out["findings"] = [f.to_json() for f in findings]
        return _dumps(out)
    lines = [f"{m}月 (月建 {branch_name(month_branch(m))})"]
    lines += [f"{branch_name(b)}  {' '.join(names)}" for b, names in table.items()]
    if findings is not None:
        lines.append(f"-- {len(findings)} findings in the printed table")
        lines += [finding_line(f) for f in findings]
    return "\n".join(lines)


def jinkou_cast_text(k, as_json: bool = False) -> str:
    """A 金口訣 cast: its four positions and their relations."""
    j = k.to_json()
    if as_json:
        return _dumps(j)
    lines = [f"{j['day']}日 {j['hour']}時 月將{j['jiang']} "
             f"{'晝' if k.daytime else '夜'} 貴人{j['guiren']}{j['direction']}"]
    for p in j["positions"]:
        extra = f" ({p['branch']})" if "branch" in p else ""
        lines.append(f"{p['position']}  {p['name']}{extra} {p['element']}")
    lines.append("  ".join(f"{r['upper']}/{r['lower']} {r['relation']}" for r in j["relations"]))
    return "\n".join(lines)


def jinkou_check_text(ed, path: str | None, opts: dict, as_json: bool = False) -> str:
    """The 金口訣 combinations' claims and the dated examples checked: of a text witness
    ``path`` (a copy of seed 004), else of the edition's TEI; what fails, then the counts."""
    if path:
        text = Path(path).read_text(encoding="utf-8")
        name, combos, parsed = Path(path).name, jt.parse_combinations(text), jt.parse_examples(text)
    else:
        name, combos, parsed = jinkou_from_edition(ed)
    claims = [k for c in combos for k in jt.check_combination(c)]
    examples = [jt.check_example(e, opts) for e in parsed]
    if as_json:
        return _dumps({"combinations": len(combos), "order": jt.sequence_findings(combos),
                       "claims": [k.to_json() for k in claims],
                       "examples": [e.to_json() for e in examples]})
    lines = [f"{name}:{f}" for f in jt.sequence_findings(combos)]
    lines += [f"{name}:{k.combination.line}: {k.combination.label}: claim 「{k.claim}」 fails"
              + (f" ({k.note})" if k.note else "") for k in claims if not k.holds]
    lines += [f"{name}:{e.example.line}: {e.example.pattern} 「{e.example.text}」: "
              f"{'; '.join(e.mismatches)}" for e in examples if not e.ok]
    bad = sum(not k.holds for k in claims)
    lines.append(f"{len(combos)} combinations, {len(claims)} claims, {bad} fail; "
                 f"{len(examples)} dated examples, {sum(not e.ok for e in examples)} not "
                 f"reproduced")
    return "\n".join(lines)
