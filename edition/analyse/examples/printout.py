"""A program's output pasted into a book's code block (a handbook's 「.. code-block:: text」, a
round-45 red-team book, tests/data/redteam/liuren_handbook.rst:283-296; a post's fenced block, a
round-46 red-team book, liuren_hugo.md:140-153), its lines by their labels said as a table's cells
(:func:`.columns.cell_words`), each line in its own room:

* the cast's fields, the day's first: 「日辰  丙子    月將  申    占時  寅    夜」, 「[日] 癸酉   [将] 亥
  [时] 午   昼占」 → 「丙子日，申將，寅時，夜占，」;
* its chart's rows: 「四課  亥/丙  巳/亥  午/子  子/午」, 「三傳  初 午（玄武）  中 子（六合）  末 午（玄武）」,
  「三传: 未  子  巳」, 「天将: 朱雀 白虎 贵人」, 「課體  返吟（無依）」; a 天盤 row is no words;
* a cast's lines, from its day's to the block's next blank line or its end, one record.
"""
from __future__ import annotations

import regex

from .columns import cell_words, column_form
from .vocab import _GFULL, BV, DAY_SAID, STEMS
from edition.core.patterns import compiled

_LABEL = compiled(r"^[\[【(（]?(?P<k>[^\]】)）:：\s]{1,4})[\]】)）]?[:：]?$")
_DAY_NIGHT = {"晝占": "晝占", "夜占": "夜占", "晝": "晝占", "夜": "夜占"}
_ENTRY = compiled(rf"[初中末]\s*(?P<b>[{BV}])[（(](?P<g>{_GFULL})[）)]")
_GEN = compiled(rf"^(?:{_GFULL})$")


def in_room(t: str, at: int, words: str) -> str | None:
    """The line ``t`` read as ``words`` from column ``at`` (blank before it, and after them to its
    end: every offset kept), or None where they do not fit."""
    return " " * at + words.ljust(len(t) - at) if len(words) <= len(t) - at else None


def runs(lines: list[str], rx) -> list[range]:
    """The runs of consecutive lines ``rx`` matches (0-based): a field list's, a definition
    list's (reStructuredText's 「:日: 甲子」, AsciiDoc's 「日:: 甲子」)."""
    out, n = [], 0
    while n < len(lines):
        k = n
        while k < len(lines) and rx.match(lines[k]):
            k += 1
        if k > n:
            out.append(range(n, k))
        n = max(k, n + 1)
    return out


def labelled(lines: list[str], out: list[str], spans: dict, rx, gap: int,
             day_only: bool = False) -> None:
    """The runs of labelled lines ``rx`` matches (its groups ``k`` the label and ``v`` the value,
    ``gap`` characters between them) said in ``out``, each in its own room, a cast's lines from its
    day's to the run's end one record (``spans``: first → last line, 1-based); a run already read
    by another reader (``out`` differs) left alone, and with ``day_only`` a run that names no
    day."""
    for block in runs(lines, rx):
        if out[block.start] != lines[block.start] or day_only and not any(
                column_form(rx.match(lines[j])["k"] or "") == "{}日" for j in block):
            continue                 # (a table's or a listing's lines, read already)
        first = None
        for j in block:
            m = rx.match(lines[j])
            if m["k"] is None:
                continue             # (a comment's line inside the run: read as one)
            words = said(m["k"], m["v"])
            if words is None:
                out[j] = m["k"] + "：" + lines[j][len(m["k"]) + gap:]
                continue
            out[j] = in_room(lines[j], 0, words) or " " * len(lines[j])
            if column_form(m["k"]) == "{}日":
                first = j
            elif first is not None:
                spans[first + 1] = j + 1


# a cast written as a table of two columns, a label and its value a row (a Word document's table
# read as text, its cells tab-delimited by edition.encode.office: 「日辰\t壬寅日　酉將巳時　晝占」,
# 「四課\t干上卯　卯上未　支上午　午上戌」, 「三傳\t未亥卯」, 「天將\t…」, 「課名\t重審」, a round-49
# red-team transcription, liuren_jiaozhu.docx): read as a definition list is, in any book, where
# the run names a day; a comment's or a change's line inside it (「【批注】…」, 「【修訂】…」: a review of
# the change, tests/data/review_round49/t_d2cmt.txt:6) does not cut it
TAB_LABEL = compiled(r"^(?:(?P<k>[^\t\s:：]{1,4})\t+(?P<v>[^\t]*\S)|\s*【(?:批注|修訂)】.*?)\s*$")


def tab_labelled(lines: list[str]) -> tuple[list[str], dict[int, int]]:
    """``lines`` with each table of labels and values said (:data:`TAB_LABEL`), and the records
    (first → last line)."""
    out, spans = list(lines), {}
    if any("\t" in t for t in lines):
        labelled(lines, out, spans, TAB_LABEL, 1, day_only=True)
    return out, spans


def said(col: str, cell: str) -> str | None:
    """A cell of the column ``col`` as its row's sentence says it, with its comma; None for a
    column no claim is read from."""
    return cell_words(col, cell) + "，" if column_form(col) is not None else None


def line_words(t: str) -> str | None:
    """A program's line said (module doc), or None where it is none of those lines; 「」 for a
    line of no words (the 天盤's)."""
    toks = t.split()
    label = _LABEL.match(toks[0]) if toks else None
    if label is None:
        return None
    first, rest = label["k"], toks[1:]
    if first in ("天盤", "地盤"):
        return ""
    if first == "四課" and len(rest) == 4 and all(regex.fullmatch(r"\S/\S", x) for x in rest):
        return "四課：" + "，".join(x.replace("/", "") for x in rest) + "，"
    entries = list(_ENTRY.finditer(" ".join(rest)))
    if first == "三傳" and len(entries) == 3:
        return ("三傳" + "".join(e["b"] for e in entries) + "，將得"
                + "、".join(e["g"] for e in entries) + "，")
    if column_form(first) == "三傳{}" and len(rest) == 3 and all(x in BV for x in rest):
        return "三傳" + "".join(rest) + "，"
    if column_form(first) == "將得{}" and len(rest) == 3 and all(_GEN.match(x) for x in rest):
        return "將得" + "、".join(rest) + "，"
    if first in ("課體", "課名") and rest:
        return "名" + " ".join(rest) + "。"
    return _fields(toks) if column_form(first) == "{}日" else None


def _fields(toks: list[str]) -> str | None:
    """A line of labelled fields, the day's first (「日辰 丙子 月將 申 占時 寅 夜」)."""
    tail = _DAY_NIGHT.get(toks[-1], "") if len(toks) % 2 else ""
    pairs = list(zip(toks[0::2], toks[1::2]))
    words = [said(lab["k"], v) if (lab := _LABEL.match(k)) else None for k, v in pairs]
    if len(pairs) < 2 or None in words:
        return None
    return "".join(words) + (tail + "，" if tail else "")


def read_block(lines: list[str], out: list[str], block: range, spans: dict) -> None:
    """The lines ``block`` (0-based) of a code block read as a program's output (module doc) into
    ``out``; each cast's lines one record in ``spans`` (1-based)."""
    first = None
    for n in block:
        t = lines[n]
        if not t.strip():
            first = None
            continue
        words = line_words(t)
        if words is None:
            # (its heading in words of its own: 「庚午日 亥將加未時 晝占」, a round-47 red-team
            # handbook's listing, liuren_kecheng.adoc:107)
            first = n if DAY_SAID.match(t.lstrip()) else first
            continue
        out[n] = in_room(t, len(t) - len(t.lstrip()), words) or t
        if words[:1] in STEMS and "日，" in words:
            first = n
        elif first is not None:
            spans[first + 1] = n + 1


__all__ = ["in_room", "line_words", "read_block", "runs", "said"]
