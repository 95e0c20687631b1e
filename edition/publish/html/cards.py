"""Worked-example cards: a chart drawn the way the books print it (003, 000's 成式).

- the plate as the ring of twelve around an empty centre: earthly positions 巳午未申 on the
  top row, 辰/酉, 卯/戌 on the sides, 寅丑子亥 on the bottom row (corpus README; 003:9-13),
  each cell showing the heavenly branch over that position and its general;
- the four lessons as two rows read right to left (第一課 rightmost, its lower the day stem);
- the three transmissions 初·中·末 with their generals;
- a status badge (the checker's verdict) and the derivation on demand.

A card is a :class:`Card`, made from a checked item of the analysis
(:func:`edition.publish.html.examples.cards_for`); its layouts are dicts in one shape
(:func:`chart_layout` adapts the engine's ``Chart.to_json()``, :func:`claims_layout` an
example's printed claims), so the same drawing serves printed, corrected and computed layouts.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import regex

from edition.analyse.examples.model import Claims
from edition.publish.findings import ChartView
from edition.publish.html.markup import Markup, esc, join, tag
from engine.lexicon import BRANCHES

# (row, column) of each earthly position in the 4×4 ring; the centre 2×2 stays empty
RING = {5: (1, 1), 6: (1, 2), 7: (1, 3), 8: (1, 4),
        4: (2, 1), 9: (2, 4),
        3: (3, 1), 10: (3, 4),
        2: (4, 1), 1: (4, 2), 0: (4, 3), 11: (4, 4)}
STAGES = ("初傳", "中傳", "末傳")
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
# what each status means, in one sentence (docs/readme/60-check.md, *Statuses*)
STATUS_MEANING = {
    "agrees": "exactly one cast satisfies every claim the text prints.",
    "partial": "the claims read agree with one cast; some claims written in the cast's words "
               "could not be read (listed on its card).",
    "printed-error-corrected": "no cast satisfies the print, and the correction proposed for it "
                               "(an emendation or a curated reading) does.",
    "printed-error-new": "no cast satisfies the print, nobody flagged it, its claims were read "
                         "with certainty, and one edit the passage supports (a look-alike glyph, "
                         "將 and 時 swapped, …) reconciles it.",
    "correction-disputed": "a correction is proposed for it and no cast satisfies the correction.",
    "school-dependent": "only a school option other than the default satisfies it (named on its "
                        "card).",
    "underdetermined": "several casts satisfy what is printed; every one is listed.",
    "unresolved": "no cast satisfies what was read, but the reading or the explanation is not "
                  "certain enough to accuse the print; its card says what was considered.",
    "inconsistent": "no cast and no single explanation satisfies the claims, read with "
                    "certainty.",
    "not-checkable": "it claims nothing the engine computes.",
    "computed": "a chart the engine computed, not a printed example.",
}


@dataclass(frozen=True)
class Card:
    """One checked item as the site shows it: a worked example (a card with its charts) or a
    value (a 神煞 table cell, a 金口訣 claim: a row of a table). Built from the analysis's
    typed findings (:func:`edition.publish.html.examples.cards_for`); rendering only reads it."""
    anchor: str                      # the card's id on its page: ``ex-`` + the finding's id
    title: str = ""
    status: str = "computed"
    example_id: str = ""             # the finding's id
    source: str = ""                 # the id of its source (the page it is on)
    file: str = ""                   # its source file (the report's filter)
    line: int | None = None
    cite: str = ""                   # file:line
    quote: str = ""                  # the printed words
    href: str | None = None          # its paragraph on the source page
    name: str = ""                   # the finding's name (課名, the spirit, …)
    hypothesis: str = ""             # the checker's explanation (the report's column)
    method: str = ""                 # the computed chart's method and 課體 names
    printed: dict | None = None      # layouts (:func:`chart_layout`)
    corrected: dict | None = None
    computed: dict | None = None
    values: dict = field(default_factory=dict)   # printed/corrected/computed, as checked
    explanation: str = ""
    n_solutions: int = 0
    derivation: tuple = ()           # the engine's steps to the computed chart
    rules: tuple = ()                # the rules its result comes from
    why: str = ""                    # partial, unresolved: what was not read, what was considered
    book_status: str | None = None   # the verdict under the book's own school, when it differs
    book_options: tuple = ()         # ((option, value), …): that school's non-default options
    definitions: tuple = ()          # the 課體 it names that its book defines itself: ((name,
                                     # cite, clause, compiled, unread), …)
    ke: tuple | None = None          # (page, label) of its 課 when it resolves to one
    ke_candidates: int | None = None  # else how many 課 it may be
    more: str | None = None          # a link to the card elsewhere
    case_chart: ChartView | None = None  # a case record: its printed chart and the computed one
    page: str = ""                   # the examples page it is on (pages.paged)


def card_anchor(finding_id) -> str:
    """A card's id: ``ex-`` and the finding's id, other characters than ``A-Za-z0-9_.-`` as
    ``_`` (an id of the HTML page and of a link to it)."""
    return "ex-" + regex.sub(r"[^A-Za-z0-9_.-]", "_", str(finding_id))


def chart_layout(chart: dict) -> dict:
    """The engine's ``Chart.to_json()`` (``plate`` {earthly: heavenly}, ``generals`` {heavenly:
    general}, ``lessons`` [{upper, lower, general}], ``transmissions`` [branch],
    ``transmission_generals``) → the card's layout dict. Printed claims in the same keys
    (``liuren cast --json``) go through here too; absent keys stay empty."""
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


def claims_layout(c: Claims) -> dict:
    """A print's claims (:class:`~edition.analyse.examples.model.Claims`) → the card's layout
    dict (:func:`chart_layout`): only what they print (the plate with its generals, 四課, 三傳
    with theirs), the rest empty."""
    return chart_layout({"plate": c.plate, "generals": c.generals, "lessons": c.lessons,
                         "transmissions": c.transmissions,
                         "transmission_generals": c.transmission_generals})


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


def _plate_pairs(plate, other) -> list[tuple[str, str | None]]:
    """(this layout's, the other's) heavenly branch over each earthly position 子..亥."""
    return list(zip(plate_cells(plate), plate_cells(other) if other else [None] * 12))


def _lesson_pairs(lessons, other) -> list[tuple[dict, tuple[str, str], tuple[str, str]]]:
    """Each lesson shown (at most four, 第一課 first): (the lesson, (upper, the other's upper),
    (lower, the other's lower))."""
    other = other or []
    out = []
    for i in range(min(4, len(lessons or []))):
        les = lessons[i] or {}
        oth = (other[i] if i < len(other) else None) or {}
        out.append((les, (_name(les.get("upper")), _name(oth.get("upper"))),
                    (_name(les.get("lower")), _name(oth.get("lower")))))
    return out


def _transmission_pairs(trans, other) -> list[tuple[dict, str, str]]:
    """Each transmission shown (初, 中, 末): (the transmission, its branch, the other's)."""
    other = other or []
    out = []
    for i, t in enumerate((trans or [])[:3]):
        t = t if isinstance(t, dict) else {"branch": t}
        o = other[i] if i < len(other) else None
        o = o if isinstance(o, dict) else {"branch": o}
        out.append((t, _name(t.get("branch")), _name(o.get("branch"))))
    return out


def differs(d: dict, other: dict | None) -> bool:
    """Whether :func:`draw_layout` of ``d`` beside ``other`` marks a place ``.diff``: a branch
    both state differently on the plate, in a lesson or in a transmission."""
    other = other or {}
    pairs = _plate_pairs(d.get("plate") or [], other.get("plate"))
    for _, up, lo in _lesson_pairs(d.get("lessons"), other.get("lessons")):
        pairs += [up, lo]
    pairs += [(b, o) for _, b, o in _transmission_pairs(d.get("transmissions"),
                                                        other.get("transmissions"))]
    return any(_diff(a, b) for a, b in pairs)


def draw_plate(plate, generals=None, label="plate", other=None) -> Markup:
    pairs = _plate_pairs(plate, other)
    gens = plate_cells(generals) if generals else [""] * 12
    out = []
    for earthly, (r, c) in sorted(RING.items(), key=lambda kv: kv[1]):
        mine, theirs = pairs[earthly]
        out.append(tag("div", {"class_": f"cell r{r} c{c}{_diff(mine, theirs)}",
                               "data-earth": BRANCHES[earthly]},
                       tag("span", {"class_": "h"}, mine),
                       tag("span", {"class_": "g"}, gens[earthly]) if gens[earthly] else "",
                       tag("span", {"class_": "e"}, BRANCHES[earthly])))
    out.append(tag("div", {"class_": "centre", "aria-hidden": "true"}, ""))
    return tag("div", {"class_": "plate", "role": "img", "aria-label": label}, join(out))


def draw_lessons(lessons, other=None) -> Markup:
    """Four columns, 第四課 on the left … 第一課 on the right, as printed."""
    cols = []
    shown = _lesson_pairs(lessons, other)
    for i in reversed(range(len(shown))):
        les, (up, oup), (lo, olo) = shown[i]
        cols.append(tag("div", {"class_": "lesson", "title": LESSONS[i]},
                        tag("span", {"class_": "gen"}, _name(les.get("general"))),
                        tag("span", {"class_": "upper" + _diff(up, oup)}, up),
                        tag("span", {"class_": "lower" + _diff(lo, olo)}, lo),
                        tag("span", {"class_": "lname"}, LESSONS[i][1])))
    return tag("div", {"class_": "lessons", "role": "group", "aria-label": "四課 (right to left)"}, join(cols))


def draw_transmissions(trans, other=None) -> Markup:
    rows = []
    for i, (t, b, o) in enumerate(_transmission_pairs(trans, other)):
        rows.append(tag("li", None,
                        tag("span", {"class_": "stage"}, STAGES[i][0]),
                        tag("span", {"class_": "kin"}, _name(t.get("kin"))),
                        tag("span", {"class_": "branch" + _diff(b, o)}, b or "·"),
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


def _case_rows(rows) -> Markup:
    """A case's chart as the book lays it out (:func:`edition.publish.findings.case_rows`): a
    cell and a space, a marked cell as ``mark.diff``; a line ends where its last item does."""
    def item(t: str, m: bool | None, last: bool) -> Markup:
        if m is None:
            return esc(t.rstrip() if last else t)
        return join([tag("mark", {"class_": "diff"}, t) if m else t, "" if last else " "])
    return join((join(item(t, m, i == len(row) - 1) for i, (t, m) in enumerate(row))
                 for row in rows), Markup("\n"))


def draw_case(v: ChartView) -> Markup:
    """A case record's chart: the printed one beside the computed one, the cells that differ
    (or fall to a school option, or are not read) marked in both."""
    return tag("div", {"class_": "layouts case-charts"},
               tag("figure", {"class_": "layout case-chart"}, tag("figcaption", None, "printed"),
                   tag("pre", None, _case_rows(v.printed))),
               tag("figure", {"class_": "layout case-chart"},
                   tag("figcaption", None, f"computed {v.notation}".rstrip()),
                   tag("pre", None, _case_rows(v.computed))))


def badge(status: str) -> Markup:
    return tag("span", {"class_": f"badge st-{status}"}, STATUS_TEXT.get(status, status))


def book_school(c: Card) -> str:
    """The options of the book's own school a verdict was reached under: ``fu_yin=dian_dao,
    day_hours=mao-you``, or ``the defaults``."""
    return ", ".join(f"{k}={v}" for k, v in c.book_options) or "the defaults"


def book_badge(c: Card, options: bool = False) -> Markup:
    """Beside a status, the verdict under the book's own school when it differs (``liuren
    check`` prints ``[school-dependent → book: agrees]``), with that school's options when
    ``options``; nothing when it does not differ."""
    if not c.book_status:
        return Markup("")
    return tag("span", {"class_": "book-verdict",
                        "title": f"under the book's own school (liuren school), with {book_school(c)}"},
               " → book: ", badge(c.book_status),
               tag("small", {"class_": "muted"}, f" ({book_school(c)})") if options else "")


def _head(c: Card) -> list:
    """A card's summary: its title, its status badge (and the book's verdict when it differs)
    and its method."""
    head = [tag("span", {"class_": "ctitle"}, c.title), " ", badge(c.status), book_badge(c)]
    if c.method:
        head += [" ", tag("span", {"class_": "method"}, c.method)]
    return head


def _where(c: Card, cite_href) -> list:
    """Where a card is printed (its citation and words) and the 課 it is (or may be)."""
    out = []
    if c.cite:
        out.append(tag("p", {"class_": "cite-line"},
                       tag("a", {"href": cite_href}, c.cite) if cite_href else c.cite,
                       " ", tag("span", {"class_": "quote"}, c.quote)))
    if c.ke:
        href, label = c.ke
        out.append(tag("p", {"class_": "ke-link"}, "課: ",
                       tag("a", {"href": href, "class_": "ke", "lang": "zh-Hant"}, label),
                       " (its chart, every printing of it and how they compare)"))
    elif c.ke_candidates:
        out.append(tag("p", {"class_": "ke-link muted"},
                       f"課: one of {c.ke_candidates} consistent with what is printed (",
                       tag("a", {"href": "ke-index.html"}, "the 720 課"), ")"))
    return out


def _layouts(c: Card) -> Markup:
    """The printed and corrected layouts where they differ from the computed one, then the
    computed one (its caption says which layouts it also shows)."""
    layouts, same = [], []
    for key, d in (("printed", c.printed), ("corrected", c.corrected)):
        if d:
            if c.computed and not differs(d, c.computed):
                same.append(key)          # nothing differs: the computed layout shows it
            else:
                layouts.append(draw_layout(d, key, c.computed))
    if c.computed:
        caption = "computed" + (f" (no difference from the {' or the '.join(same)} layout)" if same else "")
        if c.n_solutions > 1:
            caption += f": the first of {c.n_solutions} casts consistent with the print"
        layouts.append(draw_layout(c.computed, caption))
    return tag("div", {"class_": "layouts"}, join(layouts))


def card(c: Card, cite_href=None) -> Markup:
    """One example card: ``<details>`` whose summary is the title and badge; opening it shows
    the computed layout (and the printed one beside it where they differ)."""
    head, body = _head(c), _where(c, cite_href)
    if is_value_card(c):
        # no chart to draw (a 神煞 table cell, a 金口訣 claim): the values, printed vs computed
        body.append(tag("dl", {"class_": "facts values"}, join(
            join([tag("dt", None, k), tag("dd", {"lang": "zh-Hant"}, _values(v))])
            for k, v in c.values.items())))
        return _card_shell(c, head, body, tail=True)
    if c.case_chart is not None:
        body.append(draw_case(c.case_chart))
    body.append(_layouts(c))
    if c.book_status:
        body.append(tag("p", {"class_": "book-school"}, "Under the book's own school (",
                        tag("code", None, "liuren school"), "): ", badge(c.book_status),
                        ", with ", tag("code", None, book_school(c)), "."))
    for name, cite, clause, compiled, unread in c.definitions:
        body.append(tag("p", {"class_": "book-definition"}, "The book defines ",
                        tag("span", {"lang": "zh-Hant"}, name), " itself (", tag("code", None, cite),
                        " 「", tag("span", {"lang": "zh-Hant"}, clause), "」): ",
                        "under its school the 課體 is tested by that definition as well"
                        if compiled else tag("span", {"class_": "muted"},
                                             f"not compiled (not read: {unread}); not used"),
                        "."))
    if c.explanation:
        body.append(tag("p", {"class_": "explain"}, c.explanation))
    if c.why:
        body.append(tag("p", {"class_": "why"}, tag("span", {"class_": "muted"}, "Why this status: "),
                        c.why))
    if c.more:
        body.append(tag("p", None, tag("a", {"href": c.more}, "the card with its derivation")))
    if c.derivation:
        body.append(tag("details", {"class_": "derivation"},
                        tag("summary", None, "derivation"),
                        tag("ol", None, join(tag("li", None, s) for s in c.derivation))))
    return _card_shell(c, head, body)


def is_value_card(c: Card) -> bool:
    """A finding with values and no chart to draw: a 神煞 table cell (002:3 「三月 天書 子」) or
    a 金口訣 claim (004)."""
    return bool(c.values) and not any(has_chart(d) for d in (c.printed, c.corrected, c.computed))


def value_table(cs: list, caption=None, full: bool = True, table_id=None) -> Markup:
    """Findings without a chart as the rows of one table (name, printed, corrected, computed,
    status, explanation): a row per finding, its id the card's anchor, so every link to the
    card reaches it. 137 cells of 002:3 are 137 rows, not 137 cards. What every row prints
    alike (002:3's 「month: 3」) is said once, in the caption. ``full``: the computed values
    with every key (the rule and its family); otherwise only the keys the print states."""
    printed = [c.values.get("printed") for c in cs]
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
    any_corr = any(c.values.get("corrected") for c in cs)
    rows = []
    for c in cs:
        vals = c.values
        keys = None if full or not isinstance(vals.get("printed"), dict) else set(vals["printed"])
        status = c.status
        # data-label: on a phone the rows stack and each value says what it is (style.css)
        cells = [tag("th", {"scope": "row"}, c.title),
                 tag("td", {"data-label": "printed"}, show(vals.get("printed")))]
        if any_corr:
            cells.append(tag("td", {"data-label": "corrected"}, show(vals.get("corrected"), keys)))
        cells += [tag("td", {"data-label": "computed"}, show(vals.get("computed"), keys)),
                  tag("td", {"lang": "en"}, tag("span", {"class_": f"badge st-{status}"}, STATUS_TEXT.get(status, status)))]
        if full:
            cells.append(tag("td", {"lang": "en", "class_": "explain"}, c.explanation))
        rows.append(tag("tr", {"id": c.anchor, "data-status": status}, join(cells)))
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


def _card_shell(c: Card, head, body, tail=False) -> Markup:
    if tail:
        if c.explanation:
            body.append(tag("p", {"class_": "explain"}, c.explanation))
        if c.more:
            body.append(tag("p", None, tag("a", {"href": c.more}, "the card on the examples page")))
    return tag("details", {"class_": "card", "id": c.anchor, "data-status": c.status,
                           "data-source": c.source},
               tag("summary", None, join(head)), tag("div", {"class_": "card-body"}, join(body)))
