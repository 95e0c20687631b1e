"""Worked examples for the cards: the checker's verdicts when the checkout has one
(``liuren check --json``), otherwise the examples that state their day, 將 and 時
outright (「子將丑時甲子日」 003:9, 「庚辰日申時巳將」 001:31), cast with the engine.

Both are optional: without checker the report page says so; without ``engine.cast`` no card
is drawn and the home page says why.
"""
from __future__ import annotations

import importlib

import regex

from engine.lexicon import BRANCHES, STEMS

B = f"[{BRANCHES}]"
DAY = f"[{STEMS}]{B}"
# the three orders the corpus uses: 子將丑時甲子日 (003:9), 庚辰日申時巳將 (001:31)
STATED = regex.compile(
    rf"(?P<j>{B})將(?P<h>{B})時(?P<d>{DAY})日"
    rf"|(?P<d>{DAY})日(?P<h>{B})時(?P<j>{B})將"
    rf"|(?P<d>{DAY})日(?P<j>{B})將(?P<h>{B})時")


def detect_stated(sources) -> list[dict]:
    """Examples whose day, 將 and 時 are printed together, in the Chinese reading text."""
    out = []
    for src in sources:
        for p in src.passages:
            if p.lang != "lzh":
                continue
            for k, m in enumerate(STATED.finditer(p.reading), 1):
                out.append({"source": src.id, "file": src.file, "line": p.line, "k": k,
                            "day": m.group("d"), "jiang": m.group("j"), "hour": m.group("h"),
                            "quote": m.group(0)})
    return out


def _engine():
    try:
        eng = importlib.import_module("engine")
    except ImportError:
        return None
    return eng if hasattr(eng, "cast") else None


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
    """Card dicts: from the checker when present, else the stated examples cast by the engine."""
    if site.checks:
        return [_card_from_check(site, f) for f in site.checks]
    eng = _engine()
    if eng is None:
        if not any("engine" in n for n in site.notes):
            site.notes.append("engine.cast: not in this checkout yet; no example cards are drawn")
        return []
    cards = []
    by_id = {s.id: s for s in site.sources}
    for ex in detect_stated(site.sources):
        chart = eng.cast(ex["day"], jiang=ex["jiang"], hour=ex["hour"])
        js = chart.to_json()
        daytime = js.get("daytime")
        derivation = [str(s) for s in eng.explain(chart)] if hasattr(eng, "explain") else []
        src = by_id[ex["source"]]
        cards.append({
            "anchor": f"ex-{ex['source'][:3]}-{ex['line']}-{ex['k']}",
            "source": ex["source"], "line": ex["line"], "cite": f"{ex['file']}:{ex['line']}",
            "href": f"src-{src.id}.html#L{ex['line']}", "quote": ex["quote"],
            "title": f"{ex['day']}日 {ex['jiang']}將{ex['hour']}時 ({'晝' if daytime else '夜'}占)",
            "status": "computed", "method": _method(js), "names": [],
            "notation": js.get("notation"),
            "computed": chart_layout(js), "derivation": derivation,
            "rules": _rules(js, site.rules),
        })
    return cards


def _method(js) -> str:
    names = js.get("names") or []
    method = js.get("method") or ""
    try:
        from engine import METHOD_NAMES
        method = METHOD_NAMES.get(method, method)
    except ImportError:
        pass
    return "、".join([method, *[n for n in names if n != method]])


def _rules(js, rules) -> list:
    """Taxonomy ids of the method and the 課 names of a chart (by id, else by Chinese name)."""
    by_label = {r["label"]: r["id"] for r in rules}
    ids = {r["id"] for r in rules}
    out = [js["method"]] if js.get("method") in ids else []
    out += [by_label[n] for n in js.get("names") or [] if n in by_label]
    return sorted(set(out))


def _derivation(f: dict) -> list[str]:
    """The engine's explanation of the computed chart of a finding (its day, offset, 晝/夜 and
    school options), or nothing when the finding has no single computed chart."""
    comp = f.get("computed") or {}
    eng = _engine()
    if eng is None or comp.get("day") is None or comp.get("offset") is None:
        return []
    try:
        chart = eng.cast(comp["day"], comp["offset"], comp.get("daytime"), options=f.get("options") or None)
    except ValueError:
        return []
    steps = [str(s) for s in eng.explain(chart)] if hasattr(eng, "explain") else []
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
