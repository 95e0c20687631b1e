"""Worked examples for the cards: the checker's verdicts (``liuren check``), each with its
printed, corrected and computed charts laid out for drawing. An edition with no worked example
has no cards (nothing is recast here: the computed chart is the checker's).
"""
from __future__ import annotations

import regex

import engine as eng


def chart_layout(chart: dict) -> dict:
    """The engine's ``Chart.to_json()`` (``plate`` {earthly: heavenly}, ``generals`` {heavenly:
    general}, ``lessons`` [{upper, lower, general}], ``transmissions`` [branch],
    ``transmission_generals``) → the card's layout dict (see :mod:`cards`). Printed claims
    in the same keys (``liuren cast --json``) go through here too; absent keys stay empty."""
    plate = chart.get("plate") or {}
    gens = chart.get("generals") or {}
    if isinstance(plate, dict) and isinstance(gens, dict):
        by_earth = {e: gens.get(h, "") for e, h in plate.items()}
    else:
        by_earth = None
    lessons = []
    for les in chart.get("lessons") or []:
        if isinstance(les, (list, tuple)):
            les = {"upper": les[0], "lower": les[1]}
        lessons.append(les)
    tg = chart.get("transmission_generals") or []
    trans = []
    for i, t in enumerate(chart.get("transmissions") or []):
        t = dict(t) if isinstance(t, dict) else {"branch": t}
        if i < len(tg) and not t.get("general"):
            t["general"] = tg[i]
        trans.append(t)
    return {"plate": plate, "plate_generals": by_earth, "lessons": lessons, "transmissions": trans}


def cards_for(site) -> list[dict]:
    """Card dicts, one per checked example."""
    return [_card_from_check(site, f) for f in site.checks]


def _method(js) -> str:
    names = js.get("names") or []
    method = js.get("method") or ""
    method = eng.METHOD_NAMES.get(method, method)
    return "、".join([method, *[n for n in names if n != method]])


def _derivation(f: dict) -> list[str]:
    """The engine's explanation of the computed chart of a finding (its day, offset, 晝/夜 and
    school options), or nothing when the finding has no single computed chart."""
    comp = f.get("computed") or {}
    if comp.get("day") is None or comp.get("offset") is None:
        return []
    try:
        chart = eng.cast(comp["day"], comp["offset"], comp.get("daytime"), options=f.get("options") or None)
    except ValueError:
        return []
    steps = [str(s) for s in eng.explain(chart)]
    if comp.get("daytime") is None and steps:
        steps.append("晝/夜 is not stated and no claim depends on it: the generals above are the "
                     "engine's default (晝) and were not checked.")
    return steps


def _card_from_check(site, f: dict) -> dict:
    src = next((s for s in site.sources if s.file == f.get("source")), None)

    def lay(d):
        return chart_layout(d) if d else None
    comp = f.get("computed") or {}
    sols = f.get("solutions") or []
    title = " · ".join(x for x in (f.get("name") or "", comp.get("notation") or "") if x) or str(f.get("id"))
    explain = [x for x in (f.get("hypothesis"), f.get("why")) if x]
    if f.get("status") == "underdetermined" and sols:
        explain.append(f"{len(sols)} casts agree with what is printed: " +
                       "、".join(str(s.get("notation", s)) for s in sols[:24]) + ("…" if len(sols) > 24 else ""))
    if f.get("korean"):
        k = f["korean"]
        explain.append("Korean reading: " + (k.get("note") or k.get("text") or "") if isinstance(k, dict) else str(k))
    rules = []
    if comp.get("method"):
        rules.append(comp["method"])
    by_label = {r["label"]: r["id"] for r in site.rules}
    rules += [by_label[n] for n in comp.get("names") or [] if n in by_label]
    return {
        "anchor": "ex-" + regex.sub(r"[^A-Za-z0-9_.-]", "_", str(f.get("id"))),
        "example_id": str(f.get("id")), "n_solutions": len(sols),
        "source": src.id if src else f.get("source", ""), "line": f.get("line"),
        "cite": f"{f.get('source')}:{f.get('line')}", "quote": f.get("text") or "",
        "href": f"src-{src.id}.html#L{f.get('line')}" if src else None,
        "title": title, "status": f.get("status"), "method": _method(comp) if comp else "",
        "printed": lay(f.get("printed")), "corrected": lay(f.get("corrected")),
        "computed": lay(comp), "explanation": " ".join(explain),
        # a table cell (002) or a 金口訣 claim (004) has no chart: shown as its values
        "values": {k: f.get(k) for k in ("printed", "corrected", "computed") if f.get(k)},
        "derivation": [str(s) for s in (f.get("derivation") or [])] or _derivation(f),
        "rules": sorted(set(rules)), "names": [],
    }
