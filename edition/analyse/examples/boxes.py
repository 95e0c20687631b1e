"""A program's printed reports drawn in boxes (a round-43 red-team book, tests/data/redteam/
liuren_dos.txt, a DOS program's printouts: 「┌───┐」 or 「+---+」 boxes holding a header 「日期 1993-03-22
15:48   日干支 壬寅」, 「月將 亥（登明）＊  占時 申  晝夜 晝」, the plate's ring, the 四課 and the 三傳
rows 「│  初傳  │  申  │  六合  │   父母   │」), read with every offset kept:

* the box's rules (「├────┼────┤」, 「+--------+」) are blank, and its walls (「│」, 「|」) spaces, so its
  rows read as a chart's rows under a cast do (「初傳　申　六合」: :mod:`.under_cast`);
* its header's fields — 日干支, 月將, 占時, 晝夜 — are said together as a cast (「壬寅日亥將申時，晝占，」)
  in the room of its date on the line of the 日干支 (the date is a clock's, no claim), and the box
  is one record (:func:`.wikitext.blocks`: the cast's words run on to its bottom, bound with
  certainty); the ring and the 四課 grid stay as printed, for the chart reader to read or report; a
  box that holds a table of one day's casts (a batch of the twelve hours, :323-338) is no record:
  its header is the table's title, and each row a cast (:func:`.columns.title`);
* a user's remark typed under a report (「※ 此盤末傳印錯，應為辰」, :249; 「※ 此盤中傳印錯，應為亥」, :274,
  a wrong one) corrects the 傳 it names of the record that ends on the line above it
  (:func:`remark_fixes`): 「此盤」 is that report, and nothing else; a remark that asks, or names no
  slot, corrects nothing.
"""
from __future__ import annotations

import regex

from . import columns
from .threads import _fixed
from .vocab import BV, STEMS, BRANCHES
from .wikitext import blocks
from edition.core.patterns import compiled

_TOP = compiled(r"^\s*(?:┌[─┬]+┐|\+-{6,}\+)\s*$")
_BOTTOM = compiled(r"^\s*(?:└[─┴]+┘|\+-{6,}\+)\s*$")
_RULE = compiled(r"^\s*[├┌└+][─┬┴┼┤├┐┘+\-\s　]*$")
_WALL = compiled(r"[│|]")
_FIELD = {"日干支": rf"(?P<v>[{STEMS}][{BRANCHES}])", "月將": rf"(?P<v>[{BV}])", "占時": rf"(?P<v>[{BV}])",
          "晝夜": r"(?P<v>[晝夜])"}
_SAY = {"日干支": "{}日", "月將": "{}將", "占時": "{}時", "晝夜": "，{}占"}
_REMARK = compiled(rf"^\s*[※＊]\s*(?:此盤|此張|此表|本盤|本張|此課|此式)(?:之|的)?(?P<slot>初傳|中傳|末傳)"
                        rf"[^，。；？?]{{0,4}}?(?:印錯|打錯|錯|誤)了?[，,]?\s*(?:應為|應作|應是|當作|當為|當是)"
                        rf"(?P<y>[{BV}])(?![{BV}])(?P<rest>[^。\n]*)")
_REMARK_LINE = compiled(r"^\s*[※＊]")
_DATE = compiled(r"日期\s*[\d/\-]{6,10}(?:\s+\d{1,2}:\d{2})?")


def is_boxed(lines: list[str]) -> bool:
    """Whether ``lines`` hold two boxes or more whose header names a 日干支."""
    return sum(1 for t in lines if "日干支" in t and _WALL.search(t)) >= 2


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` with their boxes read (module doc), and each box as one record."""
    out, spans, boxed, top = list(lines), {}, {}, None
    for n, t in enumerate(lines, 1):
        if top is None and _TOP.match(t) and _header(lines, n):
            top = n
            out[n - 1] = " " * len(t)
            continue
        if top is None:
            continue
        if _BOTTOM.match(t) or (n > top + 1 and _TOP.match(t)):
            out[n - 1] = " " * len(t)
            boxed[top] = n
            if not any(columns.header(x, titled=True) for x in out[top:n]):
                spans[top] = n
            else:                           # (a box of a day's table: its rows are casts, its
                _ruled(lines, out, top, n)  # rules a table's)
            top = None
            continue
        out[n - 1] = " " * len(t) if _RULE.match(t) else _WALL.sub(" ", t)
    _say_headers(lines, out, boxed)
    return out, blocks(spans)


def _ruled(lines: list[str], out: list[str], top: int, bottom: int) -> None:
    """The rules of a box's table (lines ``top``–``bottom``) as a table's rule (「|----|」)."""
    for k in range(top + 1, bottom):
        if _RULE.match(lines[k - 1]) and len(lines[k - 1].strip()) >= 5:
            out[k - 1] = "|" + "-" * (len(lines[k - 1]) - 2) + "|"


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


def remark_fixes(lines: list[str], out: list[dict]) -> None:
    """The remarks typed under a record (module doc), each correcting the record above it."""
    for n, line in enumerate(lines, 1):
        m = _REMARK.match(line)
        if m is None or regex.search(r"[?？嗎吗乎]", m["rest"]):
            continue
        k = n - 1
        while k > 0 and (_REMARK_LINE.match(lines[k - 1]) or not lines[k - 1].strip()):
            k -= 1              # (the remarks above it, on the same report; its bottom, blanked)
        above = [r for r in out if r.get("run") and max(r["run"]) == k]
        if len(above) != 1 or above[0].get("corrected") is not None:
            continue
        r, i = above[0], "初中末".index(m["slot"][0])
        tr = r["claims"].get("transmissions") or [None] * 3
        fixed = _fixed(r["claims"], tr[i], m["y"], i) if len(tr) == 3 and tr[i] else None
        if fixed is not None:
            r["corrected"] = fixed
            r["correction"] = (f"the remark at line {n} 「{line.strip()}」 under the report: "
                               f"{m['slot']} read {m['y']}")


__all__ = ["is_boxed", "read", "remark_fixes"]
