"""Worked-example cards: a chart drawn the way the books print it (003, 000's 成式).

- the plate as the ring of twelve around an empty centre: earthly positions 巳午未申 on the
  top row, 辰/酉, 卯/戌 on the sides, 寅丑子亥 on the bottom row (corpus README; 003:9-13),
  each cell showing the heavenly branch over that position and its general;
- the four lessons as two rows read right to left (第一課 rightmost, its lower the day stem);
- the three transmissions 初·中·末 with their generals;
- a status badge (the checker's verdict) and the derivation on demand.

A card is built from a plain dict (:func:`card_from_chart` adapts the engine's
``Chart.to_json()``), so the same drawing serves printed, corrected and computed layouts.
"""
from __future__ import annotations

import re

from edition.publish.html.markup import Markup, join, tag
from engine.lexicon import BRANCHES
# (row, column) of each earthly position in the 4×4 ring; the centre 2×2 stays empty
RING = {5: (1, 1), 6: (1, 2), 7: (1, 3), 8: (1, 4),
        4: (2, 1), 9: (2, 4),
        3: (3, 1), 10: (3, 4),
        2: (4, 1), 1: (4, 2), 0: (4, 3), 11: (4, 4)}
STAGES = ("初傳", "中傳", "末傳")
DIFF = re.compile(r'class="[^"]*\bdiff\b')
LESSONS = ("第一課", "第二課", "第三課", "第四課")

STATUS_TEXT = {
    "agrees": "agrees",
    "partial": "agrees on what was read",
    "printed-error-corrected": "printed error, corrected",
    "printed-error-new": "printed error (new finding)",
    "correction-disputed": "correction disputed",
    "school-dependent": "school-dependent",
    "underdetermined": "underdetermined",
    "unresolved": "not decided",
    "inconsistent": "inconsistent",
    "not-checkable": "not checkable",
    "computed": "computed",
}


def _name(v) -> str:
    """A branch/stem/general given as a name, an int branch, or a dict with a name."""
    if v is None:
        return ""
    if isinstance(v, int):
        return BRANCHES[v % 12]
    if isinstance(v, dict):
        for k in ("name", "branch", "zh", "general", "stem"):
            if k in v:
                return _name(v[k])
        return ""
    return str(v)


def plate_cells(plate) -> list[str]:
    """The heavenly branch over each earthly position 子..亥, from a list of 12 (indexed by
    earthly position) or a dict {earthly name: heavenly name}."""
    if isinstance(plate, dict):
        return [_name(plate.get(b, plate.get(str(i), ""))) for i, b in enumerate(BRANCHES)]
    return [_name(x) for x in plate][:12] + [""] * (12 - len(plate or []))


def _diff(mine: str, theirs: str | None) -> str:
    """`` diff`` when both layouts state a value and the values differ."""
    return " diff" if mine and theirs and mine != theirs else ""


def draw_plate(plate, generals=None, label="plate", other=None) -> Markup:
    cells = plate_cells(plate)
    gens = plate_cells(generals) if generals else [""] * 12
    theirs = plate_cells(other) if other else [None] * 12
    out = []
    for earthly, (r, c) in sorted(RING.items(), key=lambda kv: kv[1]):
        out.append(tag("div", {"class_": f"cell r{r} c{c}{_diff(cells[earthly], theirs[earthly])}",
                               "data-earth": BRANCHES[earthly]},
                       tag("span", {"class_": "h"}, cells[earthly]),
                       tag("span", {"class_": "g"}, gens[earthly]) if gens[earthly] else "",
                       tag("span", {"class_": "e"}, BRANCHES[earthly])))
    out.append(tag("div", {"class_": "centre", "aria-hidden": "true"}, ""))
    return tag("div", {"class_": "plate", "role": "img", "aria-label": label}, join(out))


def draw_lessons(lessons, other=None) -> Markup:
    """Four columns, 第四課 on the left … 第一課 on the right, as printed."""
    cols = []
    other = other or []
    for i in reversed(range(min(4, len(lessons or [])))):
        les = lessons[i] or {}
        oth = (other[i] if i < len(other) else None) or {}
        up, lo = _name(les.get("upper")), _name(les.get("lower"))
        cols.append(tag("div", {"class_": "lesson", "title": LESSONS[i]},
                        tag("span", {"class_": "gen"}, _name(les.get("general"))),
                        tag("span", {"class_": "upper" + _diff(up, _name(oth.get("upper")))}, up),
                        tag("span", {"class_": "lower" + _diff(lo, _name(oth.get("lower")))}, lo),
                        tag("span", {"class_": "lname"}, LESSONS[i][1])))
    return tag("div", {"class_": "lessons", "role": "group", "aria-label": "四課 (right to left)"}, join(cols))


def draw_transmissions(trans, other=None) -> Markup:
    rows = []
    other = other or []
    for i, t in enumerate((trans or [])[:3]):
        t = t if isinstance(t, dict) else {"branch": t}
        o = other[i] if i < len(other) else None
        o = o if isinstance(o, dict) else {"branch": o}
        b = _name(t.get("branch"))
        rows.append(tag("li", None,
                        tag("span", {"class_": "stage"}, STAGES[i][0]),
                        tag("span", {"class_": "kin"}, _name(t.get("kin"))),
                        tag("span", {"class_": "branch" + _diff(b, _name(o.get("branch")))}, b or "·"),
                        tag("span", {"class_": "gen"}, _name(t.get("general")))))
    return tag("ol", {"class_": "trans", "aria-label": "三傳"}, join(rows))


def draw_layout(d: dict, caption: str, other: dict | None = None) -> Markup:
    """One layout; with ``other`` (the computed one), the places where they differ are
    marked ``.diff``."""
    other = other or {}
    return tag("figure", {"class_": "layout"},
               tag("figcaption", None, caption),
               tag("div", {"class_": "layout-row"},
                   draw_transmissions(d.get("transmissions"), other.get("transmissions")),
                   draw_lessons(d.get("lessons"), other.get("lessons"))),
               draw_plate(d.get("plate") or [], d.get("plate_generals"), f"{caption}: 天地盤",
                          other.get("plate")))


def card(c: dict, cite_href=None) -> Markup:
    """One example card: ``<details>`` whose summary is the title and badge; opening it shows
    the computed layout (and the printed one beside it where they differ)."""
    status = c.get("status") or "computed"
    badge = tag("span", {"class_": f"badge st-{status}"}, STATUS_TEXT.get(status, status))
    head = [tag("span", {"class_": "ctitle"}, c.get("title", "")), " ", badge]
    if c.get("method"):
        head += [" ", tag("span", {"class_": "method"}, c["method"])]
    body = []
    if c.get("cite"):
        body.append(tag("p", {"class_": "cite-line"},
                        tag("a", {"href": cite_href}, c["cite"]) if cite_href else c["cite"],
                        " ", tag("span", {"class_": "quote"}, c.get("quote", ""))))
    if c.get("ke"):
        href, label = c["ke"]
        body.append(tag("p", {"class_": "ke-link"}, "課: ",
                        tag("a", {"href": href, "class_": "ke", "lang": "zh-Hant"}, label),
                        " (its chart, every printing of it and how they compare)"))
    elif c.get("ke_candidates"):
        body.append(tag("p", {"class_": "ke-link muted"},
                        f"課: one of {c['ke_candidates']} consistent with what is printed (",
                        tag("a", {"href": "ke-index.html"}, "the 720 課"), ")"))
    if c.get("values") and not any(has_chart(c.get(k)) for k in ("printed", "corrected", "computed")):
        # no chart to draw (a 神煞 table cell, a 金口訣 claim): the values, printed vs computed
        body.append(tag("dl", {"class_": "facts values"}, join(
            join([tag("dt", None, k), tag("dd", {"lang": "zh-Hant"}, _values(v))])
            for k, v in c["values"].items())))
        return _card_shell(c, head, body, status, tail=True)
    layouts, same = [], []
    for key in ("printed", "corrected"):
        if c.get(key):
            drawn = draw_layout(c[key], key, c.get("computed"))
            if c.get("computed") and not DIFF.search(drawn):
                same.append(key)          # nothing differs: the computed layout shows it
            else:
                layouts.append(drawn)
    if c.get("computed"):
        caption = "computed" + (f" (no difference from the {' or the '.join(same)} layout)" if same else "")
        if (c.get("n_solutions") or 0) > 1:
            caption += f": the first of {c['n_solutions']} casts consistent with the print"
        layouts.append(draw_layout(c["computed"], caption))
    body.append(tag("div", {"class_": "layouts"}, join(layouts)))
    if c.get("names"):
        body.append(tag("p", {"class_": "names"}, "課體: ", join(c["names"], "、")))
    if c.get("explanation"):
        body.append(tag("p", {"class_": "explain"}, c["explanation"]))
    if c.get("more"):
        body.append(tag("p", None, tag("a", {"href": c["more"]}, "the card with its derivation")))
    if c.get("derivation"):
        body.append(tag("details", {"class_": "derivation"},
                        tag("summary", None, "derivation"),
                        tag("ol", None, join(tag("li", None, s) for s in c["derivation"]))))
    return _card_shell(c, head, body, status)


def is_value_card(c: dict) -> bool:
    """A finding with values and no chart to draw: a 神煞 table cell (002:3 「三月 天書 子」) or
    a 金口訣 claim (004)."""
    return bool(c.get("values")) and not any(has_chart(c.get(k)) for k in ("printed", "corrected", "computed"))


def value_table(cs: list, caption=None, full: bool = True, table_id=None) -> Markup:
    """Findings without a chart as the rows of one table (name, printed, corrected, computed,
    status, explanation): a row per finding, its id the card's anchor, so every link to the
    card reaches it. 137 cells of 002:3 are 137 rows, not 137 cards. What every row prints
    alike (002:3's 「month: 3」) is said once, in the caption. ``full``: the computed values
    with every key (the rule and its family); otherwise only the keys the print states."""
    printed = [((c.get("values") or {}).get("printed")) for c in cs]
    dicts = [v for v in printed if isinstance(v, dict)]
    same = {}
    if dicts and len(dicts) == len(printed):
        same = {k: v for k, v in dicts[0].items() if all(d.get(k) == v for d in dicts[1:])}
        if len(same) == len(dicts[0]):
            same = {}                     # nothing would be left to show

    def show(v, keys=None):
        if v is None:
            return "—"
        if isinstance(v, dict):
            v = {k: x for k, x in v.items() if k not in same and (keys is None or k in keys)}
            if len(v) == 1:
                return _values(next(iter(v.values())))
        return _values(v)
    any_corr = any((c.get("values") or {}).get("corrected") for c in cs)
    rows = []
    for c in cs:
        vals = c.get("values") or {}
        keys = None if full or not isinstance(vals.get("printed"), dict) else set(vals["printed"])
        status = c.get("status") or "computed"
        # data-label: on a phone the rows stack and each value says what it is (style.css)
        cells = [tag("th", {"scope": "row"}, c.get("title", "")),
                 tag("td", {"data-label": "printed"}, show(vals.get("printed")))]
        if any_corr:
            cells.append(tag("td", {"data-label": "corrected"}, show(vals.get("corrected"), keys)))
        cells += [tag("td", {"data-label": "computed"}, show(vals.get("computed"), keys)),
                  tag("td", {"lang": "en"}, tag("span", {"class_": f"badge st-{status}"}, STATUS_TEXT.get(status, status)))]
        if full and c.get("explanation"):
            cells.append(tag("td", {"lang": "en", "class_": "explain"}, c["explanation"]))
        elif full:
            cells.append(tag("td", {"lang": "en", "class_": "explain"}, ""))
        rows.append(tag("tr", {"id": c["anchor"], "data-status": status}, join(cells)))
    heads = ["name", "printed"] + (["corrected"] if any_corr else []) + ["computed", "status"] + (["explanation"] if full else [])
    cap = [caption] if caption else []
    if same:
        cap.append(tag("span", {"class_": "muted", "lang": "zh-Hant"}, " (every row: ", _values(same), ")"))
    return tag("table", {"class_": "checks", "lang": "zh-Hant", "id": table_id,
                         "tabindex": "-1" if table_id else None},
               tag("caption", {"lang": "en"}, join(cap)) if cap else "",
               tag("thead", {"lang": "en"}, tag("tr", None, join(tag("th", {"scope": "col"}, h) for h in heads))),
               tag("tbody", None, join(rows)))


def has_chart(d: dict | None) -> bool:
    """A layout with something to draw: a plate, a lesson or a transmission."""
    if not d:
        return False
    return bool(any(plate_cells(d.get("plate") or [])) or any(d.get("lessons") or [])
                or d.get("transmissions"))


def _values(v) -> str:
    if isinstance(v, dict):
        return "; ".join(f"{k}: {_values(x)}" for k, x in sorted(v.items()))
    if isinstance(v, (list, tuple)):
        return "、".join(_values(x) for x in v)
    return "" if v is None else str(v)


def _card_shell(c, head, body, status, tail=False) -> Markup:
    if tail:
        if c.get("explanation"):
            body.append(tag("p", {"class_": "explain"}, c["explanation"]))
        if c.get("more"):
            body.append(tag("p", None, tag("a", {"href": c["more"]}, "the card on the examples page")))
    return tag("details", {"class_": "card", "id": c["anchor"], "data-status": status,
                           "data-source": c.get("source", "")},
               tag("summary", None, join(head)), tag("div", {"class_": "card-body"}, join(body)))
