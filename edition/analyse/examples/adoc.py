"""A book in AsciiDoc (a teacher's course handbook, a round-47 red-team book,
tests/data/redteam/liuren_kecheng.adoc), read through its markup, every line kept:

* comment lines (「// 甲辰日戌将加午时一例，课堂未讲」, :262) and comment blocks between 「////」
  lines (an obsolete wrong cast, :92-96) are no text; so are attribute entries (「:day: 壬辰」),
  block attributes (「[source,text]」, 「[%collapsible]」), block delimiters (「----」, 「====」,
  「****」), include directives and the marks of titles, block titles, list items and
  admonitions (「NOTE: 」, 「WARNING: 」: their words are text, a correction the note says, :242);
* an attribute's reference is the value its entry above gives (「本课的练习日定为{day}」 with 「:day: 壬辰」,
  :240), a passthrough its words without their HTML (「+++<span class="day">乙亥</span>+++日」,
  :215), a footnote its words where it stands (:238);
* a table (「|===」 … 「|===」) read as a Markdown table: its delimiters a table's rules, a row whose
  cells are on lines of their own (「|丁卯」, 「|戌」 …, :69-73) read whole on its first line, its
  other lines rules; the number of its columns is its 「[cols=…]」 attribute's, or its first row's;
* a listing's program output read by :mod:`.printout` (its callouts' marks 「<1>」 no text, :109);
* a definition list's entries (「日:: 己未」, 「将:: 辰」 …, :175-180) said as a table's cells, the
  entries from the one naming a day one record; an entry of a term the cast does not fill (a
  glossary's 「涉害:: 俱比或俱不比…」, :289) its term and its words.
"""
from __future__ import annotations

import regex

from . import columns, printout
from .wikitext import blocks
from edition.core.patterns import compiled

_ATTR = compiled(r"^:(?P<k>[\w-]+)!?:(?:\s+(?P<v>.*?))?\s*$")
_BLOCK_ATTR = compiled(r"^\[(?:[\w%#.,=\" -]|\p{Han})*\]\s*$")
_DELIM = compiled(r"^(?:-{4,}|={4,}|\*{4,}|_{4,}|\.{4,}|\+{4,})\s*$")
_TABLE = compiled(r"^[|!,:]={3,}\s*$")
_MACRO = compiled(r"^(?:include|image|video|audio|toc)::\S*\[.*\]\s*$")
_MARK = compiled(r"^(?:=+\s+|\.(?=[^\s.])|(?:\.{1,5}|\*{1,5}|-)\s+"
                      r"|(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION):\s+|<\d+>\s+)")
_CALLOUT = compiled(r"\s<\d+>(?=\s*$)|(?<=\s)<\d+>(?=\s)")
_PASS = compiled(r"\+\+\+(?P<t>.*?)\+\+\+|pass:\w*\[(?P<p>[^\]]*)\]")
_FOOTNOTE = compiled(r"footnote:[\w-]*\[(?P<t>[^\]]*)\]")
_DLIST = compiled(r"^(?P<k>[^:\s][^:]{0,5})::\s+(?P<v>\S.*?)\s*$")
_COLS = compiled(r"cols\s*=\s*\"?(?P<c>[^\"\]]*)")


def is_adoc(lines: list[str]) -> bool:
    """Whether ``lines`` are AsciiDoc: three of its marks at least (a table's 「|===」, a block's
    attributes 「[source,text]」, a comment block's 「////」, an admonition 「NOTE: 」, an attribute
    entry 「:toc:」, an include directive; attribute entries in its first forty lines count, two
    at most) with a document title 「= …」, four without one, two of them marks."""
    marks = sum(bool(_TABLE.match(t) or _BLOCK_ATTR.match(t) and "," in t or t.strip() == "////"
                     or regex.match(r"(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION): ", t)
                     or _MACRO.match(t)) for t in lines)
    attrs = sum(bool(_ATTR.match(t)) for t in lines[:40])
    titled = bool(lines) and lines[0].startswith("= ")
    return marks + min(attrs, 2) >= (3 if titled else 4) and (marks >= 2 or titled)


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` read through their markup (module doc), and the records over several lines
    (a listing's cast, a definition list's)."""
    attrs: dict[str, str] = {}
    out = list(lines)
    spans: dict = {}
    _hidden(lines, out)
    _tables(lines, out)
    _listings(lines, out, spans)
    _dlists(lines, out, spans)
    for n, t in enumerate(out):
        # (an attribute's value from its entry on: not one it is given later, a review of the
        # change, tests/data/review_round47/rv47_adoc1b.adoc:11)
        if (m := _ATTR.match(lines[n])) is not None:
            attrs[m["k"]] = m["v"] or ""
        if t.strip() and not out[n].startswith("|"):
            t = _MARK.sub(lambda m: " " * len(m.group(0)), t)
        t = _PASS.sub(lambda m: regex.sub(r"<[^>]*>", "", m["t"] if m["t"] is not None
                                          else m["p"]).rjust(len(m.group(0))), t)
        t = _FOOTNOTE.sub(lambda m: ("  " + m["t"]).ljust(len(m.group(0))), t)
        out[n] = regex.sub(r"\{(?P<k>[\w-]+)\}", lambda m: _attr(m, attrs), t)
    return out, blocks(spans)


def _attr(m, attrs: dict) -> str:
    v = attrs.get(m["k"])
    return v.ljust(len(m.group(0))) if v is not None and len(v) <= len(m.group(0)) else m.group(0)


def _hidden(lines: list[str], out: list[str]) -> None:
    """Comments, attribute entries, block attributes and delimiters, directives: blank."""
    inside = False
    for n, t in enumerate(lines):
        if t.strip() == "////":
            inside = not inside
            out[n] = " " * len(t)
        elif inside or (t.startswith("//") and not t.startswith("///")) or _ATTR.match(t) \
                or _BLOCK_ATTR.match(t) or _DELIM.match(t) or _MACRO.match(t):
            out[n] = " " * len(t)


def _tables(lines: list[str], out: list[str]) -> None:
    """A table's delimiters as a table's rules, a row over several lines on its first (module
    doc)."""
    n = 0
    while n < len(lines):
        if not _TABLE.match(lines[n]):
            n += 1
            continue
        k = n + 1
        while k < len(lines) and not _TABLE.match(lines[k]):
            k += 1
        _table(lines, out, range(n + 1, k), _width(lines, n))
        out[n] = columns.RULE
        if k < len(lines):
            out[k] = columns.RULE
        n = k + 1


def _width(lines: list[str], n: int) -> int | None:
    """The number of a table's columns its 「[cols=…]」 attribute gives (the line above its
    delimiter, or above its title), or None."""
    for t in lines[max(0, n - 2):n]:
        m = _COLS.search(t) if t.startswith("[") else None
        if m:
            c = m["c"].strip()
            return int(c.split("*")[0]) if regex.fullmatch(r"\d+\*.*", c) else c.count(",") + 1
    return None


_SPAN = compiled(r"(?:^|\s)(?P<n>\d+)(?:\.\d+)?\+[\^<>.]*[adehlmsv]?$")


def _cells(t: str) -> list[str]:
    """A row's cells, a cell that spans columns (「2+|三傳辰巳午，重審」, its span's mark before its
    「|」) followed by empty ones for the columns it takes (a review of the change,
    tests/data/review_round47/rv47_adoc1.adoc:27, whose row had taken the rows after it)."""
    out: list[str] = []
    span = 1
    for c in t.strip()[1:].split("|"):
        m = _SPAN.search(c)
        out += [c[:m.start()].strip() if m else c.strip()] + [""] * (span - 1)
        span = int(m["n"]) if m else 1
    return out


def _table(lines: list[str], out: list[str], body: range, width: int | None) -> None:
    row: list[int] = []
    cells: list[str] = []
    for n in body:
        t = lines[n]
        if not t.strip().startswith("|"):
            if t.strip() and row:                # (a cell's words go on over its next line)
                cells[-1] += t.strip()
                out[n] = columns.RULE
            elif not t.strip():
                out[n] = columns.RULE
            continue
        width = width or len(_cells(t))
        row.append(n)
        cells += _cells(t)
        if len(cells) >= width:
            if len(row) > 1 or "+|" in t:
                out[row[0]] = "| " + " | ".join(cells) + " |"
                for j in row[1:]:
                    out[j] = columns.RULE
            row, cells = [], []


def _listings(lines: list[str], out: list[str], spans: dict) -> None:
    """A listing's lines (between 「----」 or 「....」 delimiters) read as a program's output, their
    callouts' marks no text."""
    n = 0
    while n < len(lines):
        if not regex.match(r"^(?:-{4,}|\.{4,})\s*$", lines[n]):
            n += 1
            continue
        k = n + 1
        while k < len(lines) and lines[k].strip() != lines[n].strip():
            k += 1
        plain = [_CALLOUT.sub(lambda m: " " * len(m.group(0)), t) for t in lines]
        block = range(n + 1, k)
        for j in block:
            out[j] = plain[j]
        printout.read_block(plain, out, block, spans)
        n = k + 1


def _dlists(lines: list[str], out: list[str], spans: dict) -> None:
    """A definition list's entries said (module doc)."""
    printout.labelled(lines, out, spans, _DLIST, 2)


__all__ = ["is_adoc", "read"]
