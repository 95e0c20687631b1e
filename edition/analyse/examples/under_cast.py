"""A chart a textbook or a case book prints under a prose cast (red-team course books, Korean
textbooks and Korean case collections), read as a case's chart is read, cell by cell
(:mod:`.cases`: a glyph is read in its slot, a look-alike kept as printed):

* a 四課 table: a header row that orders the four lessons (「第一課　第二課　第三課　第四課」,
  「四課　三課　二課　一課」, 「第四課…第一課」) and under it rows of four: the generals (a row of
  generals, or labelled 天將), the uppers (labelled 上/上神, or the first row of branches), the
  lowers (上/下神, or the second; 第一課's lower the stem). It is the cast's only when its lowers
  are the cast's day: 第一課's the stem, 第三課's the branch;
* 三傳 rows, one a line, each labelled 初傳/中傳/末傳 (at its head or its end) with one branch,
  its general and its 六親 (「官鬼　壬　寅　螣蛇　初傳」, 「初傳　子　天后　官鬼　甲」): all three,
  or none;
* the plate as labelled rows of twelve (「天盤　午 未 申 …」 over 「地盤　子 丑 寅 …」, and
  「天將　靑龍 勾陳 …」 under them: a red-team Korean case book, liuren_jeomrye_ko.txt:33-35):
  the ring over each seat and its general.

Their claims are added to the cast's where it says nothing of them (forms ``chart_under``).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import regex

from edition.core.normalize import traditional

from .cases import (CaseChart, _branch, _general, _is_general, _is_qin, _offset_votes, _qin_cell,
                    _stem,
                    case_chart_claims, seat_rows)
from .vocab import BRANCHES, STEMS, normalise
from edition.core.patterns import compiled

_CN = "一二三四"
# (「4課 3課 2課 1課」, 「1과 2과 3과 4과」: a red-team Korean case book)
_ORDER = compiled(r"第?([一二三四1-4１-４])(?:課|과)")
_HEADER = compiled(r"^[\s　|｜]*(?:四課[\s　：:|｜]*)?(?:第?[一二三四1-4１-４](?:課|과)[\s　|｜]*){4}$")
# a Markdown table's rule (「|---|---|」): passed over
_RULE = compiled(r"^[\s　]*\|?(?:[\s　]*:?-{3,}:?[\s　]*\|)+[\s　]*(?::?-{3,}:?)?[\s　]*$")
_LABEL = compiled(r"^(?:天將|上神|下神|上|下)$")
# (or 初/中/末 alone: 「初　午　天后」 under 「壬申日午將申時…式如下：」, a round-46 red-team
# transcription, liuren_big5.txt:20-22)
_POS = compiled(r"^(初傳|中傳|末傳|初|中|末)$")
_CELL = compiled(r"[^\s　|｜]+")

# where the lines a cast's chart may take end: a heading (「[점례 3] …」, 「사례 4.」, 「제5례」, not
# 「점례 10의 남자가…」 (「점례 8 잃어버린 개」 is one);
# 「第六案」, 「【例7】」, 「例八、」, a Markdown 「## …」)
HEADING = compiled(r"^\s*(?:\[\s*(?:점례|사례|예|례)\s*\d+\s*\]|(?:점례|사례)\s*\d+(?:\s*[.．:：)]|\s|$)"
                        r"|제\s*\d+\s*(?:례|예|사례|점례)(?=[\s.．:：]|$)|第[〇零一二三四五六七八九十百千\d]+[案例]"
                        r"|【(?:案例|例)[^】]{1,6}】|例[〇零一二三四五六七八九十百\d]+[、．.：:]|#)")


@lru_cache(maxsize=4096)
def _folded(line: str) -> str:
    """A line as the chart readers read it (folded, traditional): the same lines are read for
    each cast whose window holds them."""
    return traditional(normalise(line))


def _cells(line: str) -> list[tuple[str, int]]:
    return [(m.group(0), m.start()) for m in _CELL.finditer(_folded(line))]


def lesson_table(lines: list[str], start: int, stop: int, day: str) -> tuple[list, list[int]]:
    """(the cells, the lines read) of a 四課 table in lines[start:stop] (0-based) that fits
    ``day``; ([], []) when there is none."""
    for i in range(start, stop):
        t = _folded(lines[i])
        if not _HEADER.match(t):
            continue
        order = [_lesson_no(x) for x in _ORDER.findall(t)][-4:]
        if sorted(order) != [0, 1, 2, 3]:
            continue
        cells: list = []
        used, parts = [i], set()
        rules = [k for k in range(i + 1, min(i + 3, stop)) if _RULE.match(lines[k])]
        for k in range(i + 1, min(i + 5 + len(rules), stop)):
            if k in rules:
                continue
            row = _cells(lines[k])
            label = row[0][0] if row and _LABEL.match(row[0][0]) else ""
            row = row[1:] if label else row
            if len(row) != 4:
                break
            part = _part(row, label, parts)
            if part is None:
                break
            parts.add(part)
            cells += [_lesson_cell(x, order[j], part, k + 1, c) for j, (x, c) in enumerate(row)]
            used.append(k)
        if _fits(cells, day):
            return cells, used
    return [], []


def _lesson_no(x: str) -> int:
    return _CN.index(x) if x in _CN else int(x.translate(str.maketrans("１２３４", "1234"))) - 1


def _part(row: list, label: str, parts: set) -> str | None:
    """Which row of a 四課 table ``row`` is: ``general``, ``upper`` or ``lower``."""
    if label == "天將" or all(_is_general(x) for x, _ in row):
        return None if "general" in parts else "general"
    if not all(len(x) == 1 for x, _ in row):
        return None
    part = ("upper" if label in ("上", "上神") or (label == "" and "upper" not in parts)
            else "lower")
    return None if part in parts else part


def _lesson_cell(x: str, n: int, part: str, line: int, col: int):
    if part == "general":
        return _general(x, f"lesson_generals.{n}", line, col)
    if part == "lower" and n == 0:
        return _stem(x, "lessons.0.lower", line, col)
    return _branch(x, f"lessons.{n}.{part}", line, col)


def _fits(cells: list, day: str) -> bool:
    """Whether a 四課 table's cells are the cast's of ``day``: its lowers the day's stem and
    branch, each upper read (or a look-alike kept as printed)."""
    v = {c.field: c for c in cells}
    lo0, lo2 = v.get("lessons.0.lower"), v.get("lessons.2.lower")
    ups = [v.get(f"lessons.{n}.upper") for n in range(4)]
    return (lo0 is not None and lo2 is not None and lo0.value == day[0] and lo2.value == day[1]
            and all(u is not None and (u.value or u.policy == "lookalike") for u in ups))


def transmission_rows(lines: list[str], start: int, stop: int) -> tuple[list, list[int]]:
    """(the cells, the lines read) of three 三傳 rows in lines[start:stop]; ([], []) unless all
    three are read."""
    got: dict = {}
    for k in range(start, stop):
        row = _cells(lines[k])
        pos = [x for x, _ in row if _POS.match(x)]
        if len(pos) != 1 or not all(_is_row_cell(x) for x, _ in row):
            continue                    # (a sentence naming a 傳: not a row)
        branches = [(x, c) for x, c in row if len(x) == 1 and x in BRANCHES]
        gens = [(x, c) for x, c in row if len(x) > 1 and _is_general(x)]
        qins = [(x, c) for x, c in row if len(x) == 2 and _is_qin(x)]
        i = "初中末".index(pos[0][0])
        if len(branches) != 1 or len(gens) > 1 or len(qins) > 1 or i in got:
            return [], []
        (b, bc), cells = branches[0], []
        cells.append(_branch(b, f"transmissions.{i}", k + 1, bc, use="transmission"))
        cells += [_general(g, f"transmission_generals.{i}", k + 1, c) for g, c in gens]
        cells += [_qin_cell(q, i, k + 1, c) for q, c in qins]
        got[i] = (k, cells)
    if sorted(got) != [0, 1, 2]:
        return [], []
    if len({len(got[i][1]) for i in range(3)}) != 1:
        # (a general or a 六親 on some rows only: the 傳 alone)
        return [c for i in range(3) for c in got[i][1] if c.field.startswith("transmissions.")], \
            [got[i][0] for i in range(3)]
    return [c for i in range(3) for c in got[i][1]], [got[i][0] for i in range(3)]


_POS_HEADER = compiled(r"^[\s　]*[|｜][\s　]*初傳[\s　]*[|｜][\s　]*中傳[\s　]*[|｜][\s　]*末傳[\s　]*[|｜]?[\s　]*$")


def position_table(lines: list[str], start: int, stop: int) -> tuple[list, list[int]]:
    """(the cells, the lines read) of a table whose header names the three 傳 and whose row
    gives each its branch and general (「| 初传 | 中传 | 末传 |」, 「|---|」, 「| 午 天空 | 丑 天后 |
    申 勾陈 |」: a red-team blog, liuren_blog.txt:169-171); ([], []) when there is none."""
    for i in range(start, stop):
        if not _POS_HEADER.match(_folded(lines[i])):
            continue
        k = i + 1 + (i + 1 < stop and bool(_RULE.match(lines[i + 1])))
        if k >= stop:
            return [], []
        row = _folded(lines[k])
        parts = [(m.group(0), m.start()) for m in regex.finditer(r"[^|｜]+", row)
                 if m.group(0).strip()]
        if len(parts) != 3:
            return [], []
        cells = []
        for n, (part, at) in enumerate(parts):
            toks = [(m.group(0), at + m.start()) for m in _CELL.finditer(part)]
            if not toks or len(toks) > 2 or len(toks[0][0]) != 1 or toks[0][0] not in BRANCHES:
                return [], []
            cells.append(_branch(toks[0][0], f"transmissions.{n}", k + 1, toks[0][1],
                                 use="transmission"))
            if len(toks) == 2:
                if not _is_general(toks[1][0]):
                    return [], []
                cells.append(_general(toks[1][0], f"transmission_generals.{n}", k + 1, toks[1][1]))
        return cells, [i, k] + ([i + 1] if k == i + 2 else [])
    return [], []


def _is_row_cell(x: str) -> bool:
    """A 三傳 row's cell: its label, a branch or stem, a general, a 六親, 空, a note （…）; and the
    block's label on its first row (「三伝　　初伝　戌　六合」, a round-39 red-team Japanese book,
    liuren_nihon.txt:42)."""
    return bool(_POS.match(x) or x == "三傳" or (len(x) == 1 and (x in BRANCHES or x in STEMS or x == "空"))
                or _is_general(x) or _is_qin(x) or x[0] in "（(")


def chart_under(lines: list[str], start: int, stop: int, day: str | None,
                offset: int | None, near: int | None = None,
                ring_start: int | None = None) -> CaseChart | None:
    """The chart under a cast in lines[start:stop] (0-based): a 四課 table that fits ``day``;
    三傳 rows, taken with such a table or when they stand before ``near`` (ten lines under the
    cast: rows further down, with no table of the cast's day, may be anything's: 「右表但示格式」);
    the plate's rows when their ring is the cast's (``offset``: from its 將 and 時; only with a
    table that fits when the cast has none: a plate compared under it, 「同日若改用申時，則天地
    盤如下」, is another cast's, a review of the change found), looked for from ``ring_start``
    (before ``start`` when the chart is read from its 四課 table on). None when none is read."""
    near = start + 10 if near is None else near
    rs = start if ring_start is None else ring_start
    cells: list = []
    used: list[int] = []
    if day and len(day) == 2:
        got, lines_ = lesson_table(lines, start, stop, day)
        cells += got
        used += lines_
    fits = bool(cells)
    got, lines_ = transmission_rows(lines, start, stop)
    if not got:
        got, lines_ = position_table(lines, start, stop)
    if got and (fits or max(lines_) < near):
        cells += got
        used += lines_
    rest = ["" if rs + k in used else x for k, x in enumerate(lines[rs:stop])]
    ring, lines_ = seat_rows(rest, 0, len(rest))      # (the window alone: lines from rs)
    if ring and (_ring_is(ring, offset) if offset is not None else fits):
        cells += [replace(c, line=c.line + rs) for c in ring]
        used += [k - 1 + rs for k in lines_]
    if not cells:
        return None
    return CaseChart(cells, sorted(k + 1 for k in set(used)), {})


def _ring_is(ring: list, offset: int | None) -> bool:
    """Whether most of a ring's cells (nine of twelve) are the plate of ``offset``."""
    votes = _offset_votes((c.value, c.field[6:]) for c in ring if c.field.startswith("plate."))
    return offset is not None and votes.get(offset, 0) >= 9


def merge(claims: dict, chart: CaseChart) -> dict:
    """``claims`` with the chart's where they say nothing of them (its glyph readings added)."""
    more = case_chart_claims(chart)
    out = dict(claims)
    forms = dict(out.get("forms") or {})
    for k, v in more.items():
        if k == "glyphs":
            out["glyphs"] = [*out.get("glyphs", []), *v]
        elif k not in out:
            out[k] = v
            forms[k] = "chart_under"
    out["forms"] = forms
    return out


__all__ = ["HEADING", "chart_under", "lesson_table", "merge", "position_table", "transmission_rows"]
