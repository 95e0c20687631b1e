"""A chart a textbook prints under a prose cast (red-team course books and Korean textbooks):

* a 四課 table: a header row that orders the four lessons (「第一課　第二課　第三課　第四課」,
  「四課　三課　二課　一課」, 「第四課…第一課」) and under it rows of four: the generals (a row of
  generals, or labelled 天將), the uppers (labelled 上/上神, or the first row of branches), the
  lowers (上/下神, or the second; 第一課's lower the stem). It is the cast's only when its lowers
  are the cast's day: 第一課's the stem, 第三課's the branch;
* 三傳 rows, one a line, each labelled 初傳/中傳/末傳 (at its head or its end) with one branch
  (「官鬼　壬　寅　螣蛇　初傳」, 「初傳　子　天后　官鬼　甲」): all three, or none.

Their claims are added to the cast's where it says nothing of them (forms ``chart_under``).
"""
from __future__ import annotations

import regex

from edition.core.normalize import traditional

from .vocab import BRANCHES, GENERALS, STEMS, normalise

_CN = "一二三四"
_ORDER = regex.compile(r"第?([一二三四])課")
_HEADER = regex.compile(r"^[\s　]*(?:四課[\s　：:]*)?(?:第?[一二三四]課[\s　]*){4}$")
_LABEL = regex.compile(r"^(?:天將|上神|下神|上|下)$")
_POS = regex.compile(r"^(初傳|中傳|末傳)$")
_GEN = {**GENERALS}


def _cells(line: str) -> list[str]:
    return [x for x in regex.split(r"[\s　|｜]+", traditional(normalise(line)).strip()) if x]


def lesson_table(lines: list[str], start: int, stop: int, day: str) -> tuple[dict, list[int]]:
    """(claims, the lines read) of a 四課 table in lines[start:stop] (0-based) that fits ``day``;
    ({}, []) when there is none."""
    for i in range(start, stop):
        t = traditional(normalise(lines[i]))
        if not _HEADER.match(t):
            continue
        order = [_CN.index(x) for x in _ORDER.findall(t)][-4:]
        if sorted(order) != [0, 1, 2, 3]:
            continue
        rows: dict = {}
        used = [i]
        for k in range(i + 1, min(i + 5, stop)):
            cells = _cells(lines[k])
            label = cells[0] if cells and _LABEL.match(cells[0]) else ""
            cells = cells[1:] if label else cells
            if len(cells) != 4:
                break
            if all(c in _GEN for c in cells) or label == "天將":
                rows.setdefault("gen", cells)
            elif all(c in BRANCHES or c in STEMS for c in cells):
                key = "up" if label in ("上", "上神") or ("up" not in rows and label == "") else "lo"
                rows.setdefault(key, cells)
            else:
                break
            used.append(k)
        got = _lessons(rows, order, day)
        if got:
            return got, used
    return {}, []


def _lessons(rows: dict, order: list[int], day: str) -> dict:
    if "up" not in rows or "lo" not in rows:
        return {}
    lessons: list = [None] * 4
    for col, n in enumerate(order):
        lessons[n] = {"upper": rows["up"][col], "lower": rows["lo"][col]}
    if lessons[0]["lower"] != day[0] or lessons[2]["lower"] != day[1] or not all(
            x["upper"] in BRANCHES for x in lessons):
        return {}                       # not this cast's table
    c: dict = {"lessons": lessons}
    if "gen" in rows:
        c["generals"] = {lessons[n]["upper"]: _GEN[rows["gen"][col]]
                         for col, n in enumerate(order)}
        if len(set(c["generals"])) != len([lessons[n]["upper"] for n in order]):
            del c["generals"]           # (a branch twice: its general said twice)
    return c


def transmission_rows(lines: list[str], start: int, stop: int) -> tuple[dict, list[int]]:
    """(claims, the lines read) of three 三傳 rows in lines[start:stop]; ({}, []) unless all
    three are read."""
    got: dict = {}
    used = []
    for k in range(start, stop):
        cells = _cells(lines[k])
        pos = [c for c in cells if _POS.match(c)]
        if len(pos) != 1:
            continue
        branches = [c for c in cells if len(c) == 1 and c in BRANCHES]
        gens = [c for c in cells if c in _GEN]
        if len(branches) != 1 or len(gens) > 1:
            return {}, []
        i = "初中末".index(pos[0][0])
        if i in got:
            return {}, []
        got[i] = (branches[0], _GEN[gens[0]] if gens else None)
        used.append(k)
    if sorted(got) != [0, 1, 2]:
        return {}, []
    c: dict = {"transmissions": [got[i][0] for i in range(3)]}
    if all(got[i][1] for i in range(3)):
        c["transmission_generals"] = [got[i][1] for i in range(3)]
    return c, used


def merge(claims: dict, more: dict) -> dict:
    """``claims`` with the chart's ``more`` where it says nothing of them."""
    out = dict(claims)
    forms = dict(out.get("forms") or {})
    for k, v in more.items():
        if k not in out:
            out[k] = v
            forms[k] = "chart_under"
    out["forms"] = forms
    return out


__all__ = ["lesson_table", "merge", "transmission_rows"]
