"""A printed book's errata sheet that names its errors by page and line (a round-41 red-team
book, tests/data/redteam/liuren_kanwu.txt, a lithograph reprint keyed line for line with its
page breaks 「——第十二頁——」 and the publisher's 勘誤表 at its end):

* the sheet: a heading line 「勘誤表」 (正誤表, 刊誤表), then rows 「八　　四　　丑　　未」 under a header
  「頁　　行　　誤　　正」 (:254–:261; the columns in the header's order) and sentences
  「又第十二頁第十行「戊申日」，申字當作午。」 (:262), 「第十五頁第三行「子亥子」，下子字當作戌」 (:263: the
  last of the word's two 子), 「第十二頁第五行『午』字當作『未』」;
* the line: the page's lines after its mark, blank lines not counted, and its headings 「【昴星】」
  not counted where the sheet says so (「【】內標目之行不計」, :253); where it says nothing, both
  counts are tried and the erratum is read only where they name the same line or only one of
  them has the wrong word;
* the cast: the erratum is the correction of the cast on that line whose words hold the wrong
  word, read again with the right one the way the line was read (:func:`.detect.find_inline`);
  an erratum whose word is no claim of a cast (a typo of the prose, 「熱→熟」 :255) corrects
  nothing, nor one whose word stands twice on the line where the sheet does not say which.
"""
from __future__ import annotations

import regex

from edition.analyse.examples.case_dates import case_number

from .detect import find_inline
from edition.core.patterns import compiled

_N = r"[〇零一二三四五六七八九十百\d]+"
_HEAD = compiled(r"^\s*(?:勘誤表|勘误表|正誤表|正误表|刊誤表|刊误表|訂誤表|订误表)\s*$")
# a page's mark on a line of its own (「——第十二頁——」, 「〔頁12〕」, 「【第12頁】」, 「- 12 -」)
PAGE = compiled(rf"^\s*(?:[—\-－–─]+\s*第?(?P<p>{_N})[頁页]?\s*[—\-－–─]+"
                     rf"|[〔\[［【]\s*(?:第(?P<p>{_N})[頁页]|[頁页](?P<p>{_N}))\s*[〕\]］】])\s*$")
_COLS = compiled(r"^\s*[頁页](?:數|数|碼|码|次)?[\s　]+行(?:數|数|次)?[\s　]+(?P<a>誤|误|訛|讹|錯|错|正)[字]?"
                      r"[\s　]+(?P<b>正|誤|误|訛|讹|錯|错|改)[字]?\s*$")
# an erratum the sheet takes back on the line after it (「此條係校者誤記，原文不誤」), and a part of the
# sheet for another volume (「上冊」, 「卷二」): a review of the change, tests/data/review_round41/
# rv41_errata.txt
_WITHDRAWN = compiled(r"誤記|原文不誤|原書不誤|不誤|刪此條|此條刪|此條作廢")
_VOLUME = compiled(r"^\s*(?:[上中下]冊|[上中下]册|第\S{1,3}[冊册]|卷[上中下一二三四五六七八九十]+)\s*[：:]?\s*$")
_ROW = compiled(rf"^\s*(?P<p>{_N})[\s　]+(?P<l>{_N})[\s　]+(?P<a>\S{{1,4}})[\s　]+(?P<b>\S{{1,4}})\s*$")
_SAID = compiled(rf"第(?P<p>{_N})[頁页][，,]?第(?P<l>{_N})行[，,]?(?:[「『“](?P<ctx>[^」』”]{{1,12}})[」』”][，,]?)?"
                      rf"(?P<which>上|下|首|末|前|後)?[「『“]?(?P<x>\p{{Han}})[」』”]?字?[，,]?"
                      rf"(?:當作|当作|應作|应作|當為|应为|當是|係|误,?当作|誤,?當作)[「『“]?(?P<y>\p{{Han}})[」』”]?")
_HEADING = compiled(r"^\s*【[^】]{1,20}】\s*$")
_HEADINGS_UNCOUNTED = compiled(r"【\s*】[^。]{0,10}不計|標目之?行[^。]{0,4}不計|標題之?行?[^。]{0,4}不計")


def page_fixes(lines: list[str], out: list[dict]) -> None:
    """Each erratum of the book's sheets (module doc) given to the cast it corrects."""
    for h, line in enumerate(lines, 1):
        if _HEAD.match(line):
            sheet = _sheet(lines, h)
            if sheet:
                pages = _pages(lines, h)
                for k, p, ln, ctx, which, x, y in sheet:
                    _fix(lines, out, pages, (k, p, ln, ctx, which, x, y), _rule(lines, h))


def _sheet(lines: list[str], h: int) -> list[tuple]:
    """The errata after the heading at line ``h``: (line, page, line on the page, the word
    around the wrong one, which of its repeats, wrong, right)."""
    got, order = [], None       # (a table's rows read under a header that says its order)
    for k in range(h + 1, min(h + 60, len(lines) + 1)):
        t = lines[k - 1]
        cols = _COLS.match(t)
        if cols:
            order = ("a", "b") if cols["a"] in "誤误訛讹錯错" else ("b", "a")
            continue
        if _VOLUME.match(t):
            break                   # (another volume's errata: its pages are not this book's)
        if got and got[-1][0] == k - 1 and _WITHDRAWN.search(t) and not _ROW.match(t):
            got.pop()
            continue
        row = _ROW.match(t)
        if row and order and case_number(row["p"]) and case_number(row["l"]):
            x, y = row[order[0]], row[order[1]]
            if len(x) == len(y):
                got.append((k, case_number(row["p"]), case_number(row["l"]), None, None, x, y))
            continue
        for m in _SAID.finditer(t):
            if case_number(m["p"]) and case_number(m["l"]):
                got.append((k, case_number(m["p"]), case_number(m["l"]), m["ctx"], m["which"],
                            m["x"], m["y"]))
    return got


def _rule(lines: list[str], h: int) -> bool | None:
    """Whether the sheet counts a page's headings (None: it does not say)."""
    said = "".join(lines[h:h + 4])
    return False if _HEADINGS_UNCOUNTED.search(said) else None


def _pages(lines: list[str], end: int) -> dict[int, list[int]]:
    """Each page's lines (their numbers) before line ``end``, by the page's number."""
    pages: dict[int, list[int]] = {}
    cur = None
    for n, t in enumerate(lines[:end - 1], 1):
        m = PAGE.match(t)
        if m:
            cur = case_number(m["p"])
            pages.setdefault(cur, [])
        elif cur is not None and t.strip():
            pages[cur].append(n)
    return pages


def _fix(lines, out, pages, erratum, counted) -> None:
    k, p, ln, ctx, which, x, y = erratum
    page = pages.get(p) or []
    counts = [[n for n in page if not _HEADING.match(lines[n - 1])]]
    if counted is None:
        counts.append(page)
    targets = {c[ln - 1] for c in counts if 0 < ln <= len(c)}
    if len([n for n in targets if (ctx or x) in lines[n - 1]]) > 1:
        return                # (both counts name a line with the word: not bound)
    found = [got for n in sorted(targets) for got in [_read(lines, out, n, ctx, which, x, y)] if got]
    if len(found) != 1:
        return                # (no line holds it as a cast's word, or two do)
    r, corrected, n = found[0]
    r["corrected"] = corrected
    r["correction"] = (f"the book's errata at line {k} 「{lines[k - 1].strip()}」: page {p}, "
                       f"line {ln} (line {n}), {x} read {y}")


def _read(lines, out, n: int, ctx, which, x: str, y: str):
    """(the cast, its claims read with ``y`` for ``x``, ``n``) of line ``n``, or None."""
    t = lines[n - 1]
    if ctx:
        at = [m.start() for m in regex.finditer(regex.escape(ctx), t)]
        if len(at) != 1:
            return None
        spots = [at[0] + i for i, ch in enumerate(ctx) if ch == x]
        if which in ("下", "末", "後"):
            spots = spots[-1:]
        elif which in ("上", "首", "前"):
            spots = spots[:1]
    else:
        spots = [m.start() for m in regex.finditer(regex.escape(x), t)]
    got = []
    before = {s: c for s, _, c in find_inline(t)}
    for at in spots:
        again = {s: c for s, _, c in find_inline(t[:at] + y + t[at + len(x):])}
        for s, c in before.items():
            d = {key: v for key, v in again.get(s, {}).items()
                 if key not in ("forms", "binding") and c.get(key) != v}
            if s <= at and s in again and d:
                got.append((s, d))
    casts = {s for s, _ in got}
    if len(got) != 1 or len(casts) != 1:
        return None
    s, d = got[0]
    mine = [r for r in out if r["line"] == n and r["start"] == s and r.get("corrected") is None]
    if len(mine) != 1:
        return None
    return mine[0], {**mine[0]["claims"], **d}, n


__all__ = ["PAGE", "page_fixes"]
