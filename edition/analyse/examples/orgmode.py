"""A practitioner's notes in Emacs Org-mode (a round-43 red-team book, tests/data/redteam/
liuren_org.org: headings with their TODO keywords and tags, property drawers holding a cast's day,
將 and 時, tables, quotations with footnotes, program output, a COMMENT subtree), read through
its markup with every offset kept, each line its source line:

* keyword lines (「#+TITLE:」, 「#+BEGIN_QUOTE」, 「#+TBLFM:」), planning lines (「CLOSED: [2021-03-05 Fri
  22:10]」), timestamps, a heading's stars, keyword and tags, a checkbox 「- [X]」 and a footnote's
  definition line are no text; a COMMENT subtree (「* COMMENT 旧稿」, :243, a draft the author keeps
  out of his export, its wrong cast 「庚戌日辰将子时，三传 申子辰」) is no text at all;
* a property drawer's day, 將 and 時 (「:日: 癸丑」, 「:月将: 戌」, 「:占时: 巳」, :46–:48) are said as a
  table's cells are (:mod:`.columns`), together, in the room of its 「:PROPERTIES:」 line (「癸丑日戌將
  巳時，」, :45), and the entry — its drawer and the body
  under it to the next heading (「三传午亥辰，天将腾蛇、天空、天后」, :50) — is one record
  (:func:`.wikitext.blocks`: the cast's words run on to its end, bound with certainty);
* a footnote's mark 「[fn:1]」 takes the note its definition gives (「[fn:1] 原书作甲，当作申。」, :255),
  read as a LaTeX footnote's is (:func:`.latex.note_of`), where it fits in the mark's room.
"""
from __future__ import annotations

import regex

from . import columns
from .latex import put_note
from .wikitext import blocks
from edition.core.patterns import compiled

_KEYWORD = compiled(r"^\s*#\+\w+")
_HEADING = compiled(r"^(?P<stars>\*+)\s+(?P<kw>(?:TODO|DONE|待核|COMMENT)\s+)?")
_TAGS = compiled(r"\s+:(?:[^\s:]+:)+\s*$")
_PLANNING = compiled(r"^\s*(?:CLOSED|SCHEDULED|DEADLINE):")
_STAMP = compiled(r"<\d{4}-\d{2}-\d{2}[^>]{0,30}>|\[\d{4}-\d{2}-\d{2}[^\]]{0,30}\]")
_PROP = compiled(r"^\s*:(?P<k>[^:\s]{1,12}):\s*(?P<v>.*?)\s*$")
_CHECKBOX = compiled(r"^\s*[-+]\s+\[[ X\-]\]\s")
_FN_MARK = compiled(r"\[fn:(?P<l>[^\]\s]{1,12})\]")
_FN_DEF = compiled(r"^\[fn:(?P<l>[^\]\s]{1,12})\]\s*(?P<t>.*)$")
_VERBATIM = compiled(r"(?<![^\s(（])[=~]([^=~\s][^=~]*?)[=~](?![^\s)），。])")


def is_org(lines: list[str]) -> bool:
    """Whether ``lines`` are an Org-mode file: two keyword lines (「#+TITLE:」) or more, and a
    heading."""
    return sum(1 for t in lines[:60] if _KEYWORD.match(t)) >= 2 and any(
        _HEADING.match(t) for t in lines)


def read(lines: list[str]) -> tuple[list[str], dict[int, dict[str, str]], dict]:
    """``lines`` read through their markup (module doc), the notes put in at each line's
    footnote marks with what each stands for, and each entry with a drawer as one record."""
    notes = {m["l"]: (n, m["t"].strip()) for n, t in enumerate(lines, 1) if (m := _FN_DEF.match(t))}
    out, cited, spans = [], {}, {}
    comment, drawer = None, None        # (the level of a COMMENT subtree; a drawer's first line)
    for n, t in enumerate(lines, 1):
        h = _HEADING.match(t)
        if h and comment is not None and len(h["stars"]) <= comment:
            comment = None
        if h and regex.match(r"(?:(?:TODO|DONE|待核)\s+)?COMMENT\b", t[h.start("kw") if h["kw"] else h.end():]):
            comment = len(h["stars"])
        if h and drawer is not None:
            spans[drawer] = n - 1
            drawer = None
        if comment is not None or _KEYWORD.match(t) or _PLANNING.match(t) or _FN_DEF.match(t):
            out.append(" " * len(t))
            continue
        chars = list(t)
        if h:
            chars[:h.end()] = " " * h.end()
            tags = _TAGS.search(t)
            if tags:
                chars[tags.start():] = " " * (len(t) - tags.start())
        drawer = _drawer(t, chars, n, drawer, lines)
        _inline(t, chars, n, notes, cited)
        out.append("".join(chars))
    if drawer is not None:
        spans[drawer] = len(lines)
    return out, cited, blocks(spans)


def _drawer(t: str, chars: list[str], n: int, drawer, lines: list[str]):
    """A drawer's line read: its first 「:PROPERTIES:」 says the drawer's day, 將 and 時 (each said
    as its column's cell, :mod:`.columns`), its other lines blank; the drawer's first line while
    an entry with one is open."""
    p = _PROP.match(t)
    if p is None:
        return drawer
    chars[:] = " " * len(t)
    if p["k"] != "PROPERTIES":
        return drawer
    said = []
    for u in lines[n:n + 20]:
        q = _PROP.match(u)
        if q is None or q["k"] == "END":
            break
        form = columns.column_form(q["k"])
        if form and "{}" in form and q["v"] and not form.startswith("名"):
            said.append(form.format(q["v"]))
    words = "".join(said) + "，" if said else ""
    at = len(t) - len(t.lstrip())
    if words and at + len(words) <= len(t):
        chars[at:at + len(words)] = list(words)
    return n


def _inline(t: str, chars: list[str], n: int, notes: dict, cited: dict) -> None:
    """Timestamps, a checkbox, verbatim marks and footnote marks read (module doc)."""
    for m in [*_STAMP.finditer(t)] + ([_CHECKBOX.match(t)] if _CHECKBOX.match(t) else []):
        chars[m.start():m.end()] = " " * (m.end() - m.start())
    for m in _VERBATIM.finditer(t):
        chars[m.start()] = chars[m.end() - 1] = " "
    for m in _FN_MARK.finditer(t):
        chars[m.start():m.end()] = " " * (m.end() - m.start())
        if m["l"] in notes:
            k, text = notes[m["l"]]
            put_note(chars, (m.start(), m.end()), text, cited,
                     (n, f"the footnote at line {k} 「{text}」"))


__all__ = ["is_org", "read"]
