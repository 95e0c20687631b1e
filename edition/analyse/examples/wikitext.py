"""An encyclopedia article's wikitext (MediaWiki markup; a round-43 red-team book, tests/data/
redteam/liuren_wiki.txt, an article on the nine methods with its templates, tables, references and
a talk page's archive), read through its markup with every offset kept, each line its source line:

* bold and italic quotes (「'''乙丑'''日」) are blanked, a link keeps its label (「[[月將|子將]]」 子將,
  「[[甲寅]]」 甲寅), a signature 「~~~~」 and a heading's 「==」 are blanked;
* a reference 「<ref>原書如此。據推算初傳當作申…</ref>」 (:175) is blanked, and what it says of the word
  before it is put in at its mark as a LaTeX footnote's is (:func:`.latex.note_of`); 「<ref name=…/>」
  is blanked;
* a template that holds a cast (「{{六壬課式|日=甲子|將=亥|時=卯|三傳=戌午寅|課名=重審}}」, :43, or one
  parameter a line, :18–:30) has each parameter said as a table's cell is (:mod:`.columns`:
  「日=甲子」 甲子日, 「將=亥」 亥將, 「一課=戌/甲」 一課戌甲), a template over several lines is one
  record (:func:`blocks`: the cast's words run on to its 「}}」, bound with certainty); any other
  template (「{{main|賊剋法}}」) is blanked;
* a table's cells are divided by 「|」 (「| 甲子 || 午 || 巳 || 辰巳午 || 重審」, :49; its header
  「! 日 !! 月將 !! …」), read by :mod:`.columns`; a row whose cells stand one a line is not read.

HTML comments are blanked as a Markdown book's are (:func:`.markdown.blanked_lines`).
"""
from __future__ import annotations

import regex

from . import columns
from .latex import put_note
from edition.core.patterns import compiled

_SIGNS = compiled(r"^\s*(?:\{\{|\{\||==)|'''|\[\[[^\]]+\]\]")
_STRUCTURE = compiled(r"^\s*(?:\{\{|\{\||==+[^=]+==+\s*$)")
_QUOTES = compiled(r"'{2,5}")
_LINK = compiled(r"\[\[(?:[^\]|]*\|)?(?P<label>[^\]|]*)\]\]")
_REF = compiled(r"<ref(?:\s[^>]*)?/>|<ref(?:\s[^>]*)?>(?P<t>.*?)</ref>")
_HEADING = compiled(r"^(=+)(.*?)(=+)\s*$")
_PARAM = compiled(r"\|\s*(?P<k>[^=|{}]{1,6}?)\s*=\s*(?P<v>[^|{}]*)")
_LESSON = compiled(r"^([一二三四])課$")
_TABLE_CELL = compiled(r"^\s*[|!](?![-+}])")


def is_wikitext(lines: list[str]) -> bool:
    """Whether ``lines`` are wikitext: three of its lines or more show its marks (a template or
    a table or a heading opening a line, 「'''」, a link), one of them its structure's (a template, a
    table or a heading 「== …」 opening a line: not a Markdown book with 「[[…]]」 and 「'''」, a review
    of the change, tests/data/review_round43/rv_md.txt)."""
    return (sum(1 for t in lines[:400] if _SIGNS.search(t)) >= 3
            and any(_STRUCTURE.match(t) for t in lines[:400])
            and any("'''" in t or "[[" in t for t in lines))


def read(lines: list[str]) -> tuple[list[str], dict[int, dict[str, str]], dict]:
    """``lines`` read through their markup (module doc), the notes put in at each line's
    references with what each stands for, and the lines of the templates over several lines
    (:func:`blocks`)."""
    out, cited, inside = [], {}, None      # (inside: the template open since that line, its kind)
    spans: dict = {}
    for n, t in enumerate(lines, 1):
        chars = list(t)
        if inside is None and t.lstrip().startswith("{{") and "}}" not in t:
            inside = (n, _cast_template(lines, n))
        if inside is not None:
            _template_line(t, chars, inside[1])
            if "}}" in t:
                spans[inside[0]] = n
                inside = None
        else:
            for m in regex.finditer(r"\{\{[^{}]*\}\}", t):
                _template(m, chars)
            _table(t, chars)
        _inline(t, chars, n, cited)
        row = "".join(chars).rstrip()
        if _TABLE_CELL.match(t) and ("||" in t or "!!" in t) and row.endswith("|") \
                and len(chars) > len(row):
            chars[len(row)] = "—"    # (its last cell empty or a reference: 「… || 重審 || 」, no claim)
        out.append("".join(chars))
    return out, cited, blocks(spans)


def blocks(spans: dict[int, int]) -> dict[int, tuple[str, int, int]]:
    """Each line of a template over several lines → (t, its first line, its last), as a
    question's turn is (:func:`.qa.turn_end`): a cast's words run on to its end, bound."""
    return {k: ("t", a, b) for a, b in spans.items() for k in range(a, b + 1)}


def _cast_template(lines: list[str], n: int) -> bool:
    """Whether the template opening at line ``n`` holds a cast (a 日 parameter)."""
    for t in lines[n:n + 30]:
        if regex.match(r"\s*\|\s*(?:日|日干支|日辰)\s*=", t):
            return True
        if "}}" in t:
            return False
    return False


def _template_line(t: str, chars: list[str], cast: bool) -> None:
    """A line of a template over several lines: its parameter said (a cast's), or blanked; a
    cast's template keeps its name on its opening line (「{{六壬課式」: the record's first line)."""
    chars[:] = " " * len(t)
    opening = regex.match(r"^(\s*)\{\{([^|{}]+)$", t) if cast else None
    if opening:
        chars[len(opening[1]) + 2:len(t)] = list(opening[2])
    m = _PARAM.match(t.lstrip()) if cast else None
    if m:
        at = len(t) - len(t.lstrip())
        _said(m, chars, at)


def _template(m, chars: list[str]) -> None:
    """A template on one line: a cast's parameters said, any other blanked."""
    body = m.group(0)
    cast = bool(regex.search(r"\|\s*(?:日|日干支|日辰)\s*=", body))
    chars[m.start():m.end()] = " " * (m.end() - m.start())
    if cast:
        for p in _PARAM.finditer(body):
            _said(p, chars, m.start())


def _said(p, chars: list[str], at: int) -> None:
    """A parameter 「|將=亥」 said as its column's cell (「亥將，」) in its own room."""
    k, v = p["k"].strip(), p["v"].strip()
    lesson = _LESSON.match(k)
    if lesson:
        words = f"{k}{v.replace('/', '')}，"
    else:
        form = columns.column_form(k)
        words = form.format(v) + "，" if form and v else ""
    width = p.end() - p.start()
    if words and len(words) <= width:
        chars[at + p.start():at + p.start() + len(words)] = list(words)


def _table(t: str, chars: list[str]) -> None:
    """A table's row or header on one line: its cells divided by 「|」."""
    if not _TABLE_CELL.match(t) or ("||" not in t and "!!" not in t):
        if t.lstrip().startswith(("{|", "|}", "|+")):
            chars[:] = " " * len(t)
        return
    for m in regex.finditer(r"\|\||!!", t):
        chars[m.start():m.end()] = ["|", " "]
    first = len(t) - len(t.lstrip())
    chars[first] = "|"


def _inline(t: str, chars: list[str], n: int, cited: dict) -> None:
    """Quotes, links, references, signatures and a heading's marks read (module doc)."""
    for m in _QUOTES.finditer(t):
        chars[m.start():m.end()] = " " * (m.end() - m.start())
    for m in _LINK.finditer(t):
        chars[m.start():m.start("label")] = " " * (m.start("label") - m.start())
        chars[m.end("label"):m.end()] = " " * (m.end() - m.end("label"))
    for m in _REF.finditer(t):
        chars[m.start():m.end()] = " " * (m.end() - m.start())
        if m["t"]:
            put_note(chars, (m.start(), m.end()), m["t"], cited,
                     (n, f"the reference at line {n} 「{m['t']}」"))
    for m in regex.finditer(r"~{3,5}", t):
        chars[m.start():m.end()] = " " * (m.end() - m.start())
    h = _HEADING.match(t)
    if h:
        chars[:len(h[1])] = " " * len(h[1])
        chars[h.start(3):h.end(3)] = " " * len(h[3])


__all__ = ["blocks", "is_wikitext", "read"]
