"""A program's printed reports drawn in boxes (a round-43 red-team book, tests/data/redteam/
liuren_dos.txt, a DOS program's printouts: 「┌───┐」 or 「+---+」 boxes holding a header 「日期 1993-03-22
15:48   日干支 壬寅」, 「月將 亥（登明）＊  占時 申  晝夜 晝」, the plate's ring, the 四課 and the 三傳
rows 「│  初傳  │  申  │  六合  │   父母   │」), read with every offset kept:

* the box's rules (「├────┼────┤」, 「+--------+」) are blank, and its walls (「│」, 「|」) spaces, so its
  rows read as a chart's rows under a cast do (「初傳　申　六合」: :mod:`.under_cast`);
* its header's fields — 日干支, 月將, 占時, 晝夜 — are said together as a cast (「壬寅日亥將申時，晝占，」)
  in the room of its date on the line of the 日干支 (the date is a clock's, no claim), and the box
  is one record (:func:`.wikitext.blocks`: the cast's words run on to its bottom, bound with
  certainty); the ring and the 四課 grid stay as printed, for the chart reader to read or report.
"""
from __future__ import annotations

import regex

from .vocab import BV, STEMS, BRANCHES
from .wikitext import blocks

_TOP = regex.compile(r"^\s*(?:┌[─┬]+┐|\+-{6,}\+)\s*$")
_BOTTOM = regex.compile(r"^\s*(?:└[─┴]+┘|\+-{6,}\+)\s*$")
_RULE = regex.compile(r"^\s*[├┌└+][─┬┴┼┤├┐┘+\-\s　]*$")
_WALL = regex.compile(r"[│|]")
_FIELD = {"日干支": rf"(?P<v>[{STEMS}][{BRANCHES}])", "月將": rf"(?P<v>[{BV}])", "占時": rf"(?P<v>[{BV}])",
          "晝夜": r"(?P<v>[晝夜])"}
_SAY = {"日干支": "{}日", "月將": "{}將", "占時": "{}時", "晝夜": "，{}占"}
_DATE = regex.compile(r"日期\s*[\d/\-]{6,10}(?:\s+\d{1,2}:\d{2})?")


def is_boxed(lines: list[str]) -> bool:
    """Whether ``lines`` hold two boxes or more whose header names a 日干支."""
    return sum(1 for t in lines if "日干支" in t and _WALL.search(t)) >= 2


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` with their boxes read (module doc), and each box as one record."""
    out, spans, top = list(lines), {}, None
    for n, t in enumerate(lines, 1):
        if top is None and _TOP.match(t) and _header(lines, n):
            top = n
            out[n - 1] = " " * len(t)
            continue
        if top is None:
            continue
        if _BOTTOM.match(t) or (n > top + 1 and _TOP.match(t)):
            out[n - 1] = " " * len(t)
            spans[top], top = n, None
            continue
        out[n - 1] = " " * len(t) if _RULE.match(t) else _WALL.sub(" ", t)
    _say_headers(lines, out, spans)
    return out, blocks(spans)


def _header(lines: list[str], n: int) -> bool:
    return any("日干支" in t for t in lines[n:n + 4])


def _say_headers(lines: list[str], out: list[str], spans: dict) -> None:
    """Each box's header fields said as its cast on the line of its 日干支, in its date's room."""
    for top, bottom in spans.items():
        said, at = {}, None
        for k in range(top, min(top + 5, bottom)):
            t = lines[k]
            for key, pat in _FIELD.items():
                m = regex.search(rf"{key}\s*{pat}", t)
                if m and key not in said:
                    said[key] = m["v"]
                    if key == "日干支":
                        at = k
        if at is None or "日干支" not in said:
            continue
        words = "".join(_SAY[k].format(said[k]) for k in _SAY if k in said) + "，"
        date = _DATE.search(lines[at])
        if date and len(words) <= date.end() - date.start():
            row = list(out[at])
            row[date.start():date.start() + len(words)] = list(words)
            out[at] = "".join(row)


__all__ = ["is_boxed", "read"]
