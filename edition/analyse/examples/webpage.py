"""A web page saved as HTML (a round-42 red-team book, tests/data/redteam/liuren_html.html, a
hobbyist's page of casts with its tables, footnotes and readers' comments), read through its
markup with every offset kept, each line its source line:

* the head (「<head>…</head>」: its title, meta, style and script, :3–:38, a script's string
  holding a cast that is no text of the page, :31), scripts, styles and comments (「<!-- 舊版此處
  盤式誤排：…丙子日子將午時　三傳子午子…-->」, :196–:198) are no text;
* tags are blanked (「<b>丁丑</b>日」, 「<span class="zhi">丑</span>將」), a table's cells divided by
  「|」 as a Markdown row's are (「<tr><td>庚寅</td><td>午將</td>…」, :63, read by :mod:`.columns`), and
  a paragraph's tag opening its line (「<p>」, 「<div>」, 「<h2>」) leaves 「¶」, where a cast's words
  that run on over lines stop (:mod:`.run_on`);
* entities are the characters they stand for (「&#21320;」 午, 「&nbsp;」 a space), put where the
  entity begins, the rest of it blank;
* a footnote's mark (「<sup><a href="#n1">1</a></sup>」, :155) takes the note its list gives
  (「<li id="n1">原書作申，當作寅。…</li>」, :224), read as a LaTeX footnote's is
  (:func:`.latex.note_of`: 「（申當作寅）」 where the words before the mark end with 申).

A row whose cells stand one a line (:86–:94) is not read.
"""
from __future__ import annotations

import html

import regex

from .latex import put_note
from edition.core.patterns import compiled

_DOC = compiled(r"^\s*(?:<!DOCTYPE\s+html|<html[\s>])", regex.IGNORECASE)
_HIDDEN = compiled(r"<(head|script|style)\b[^>]*>|<!--", regex.IGNORECASE)
_TAG = compiled(r"</?(?P<name>[A-Za-z][A-Za-z0-9]*)\b[^<>]*>|<!--.*?-->")
_ENTITY = compiled(r"&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,10});")
_MARK = compiled(r"<sup\b[^>]*>\s*<a\b[^>]*href=\"#(?P<id>[^\"]{1,20})\"[^>]*>[^<]{0,4}</a>\s*</sup>",
                      regex.IGNORECASE)
_NOTE = compiled(r"<li\b[^>]*\bid=\"(?P<id>[^\"]{1,20})\"[^>]*>(?P<t>.*?)(?:</li>|$)",
                      regex.IGNORECASE)
_CELL = {"td", "th"}
_BLOCK = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ol", "ul", "pre",
          "blockquote", "hr", "section", "article", "header", "footer", "dl", "dt", "dd"}


def is_html(lines: list[str]) -> bool:
    """Whether ``lines`` are a web page (its first line that is not blank 「<!DOCTYPE html」 or
    「<html」)."""
    first = next((t for t in lines if t.strip()), "")
    return bool(_DOC.match(first))


def read(lines: list[str]) -> tuple[list[str], dict[int, dict[str, str]]]:
    """``lines`` read through their markup (module doc), and for each line the notes put in at
    its footnotes' marks, each with the footnote it stands for."""
    notes = {m["id"]: (n, _text(m["t"])) for n, t in enumerate(lines, 1) for m in _NOTE.finditer(t)}
    out, cited, hidden = [], {}, None
    for n, t in enumerate(lines, 1):
        chars, i = list(t), 0
        while i < len(t):
            if hidden is not None:
                end = t.find(hidden, i)
                stop = len(t) if end < 0 else end + len(hidden)
                chars[i:stop] = " " * (stop - i)
                i, hidden = stop, (hidden if end < 0 else None)
                continue
            h = _HIDDEN.search(t, i)
            if h and h.start() == i:
                hidden = "-->" if h.group(0) == "<!--" else f"</{h[1].lower()}>"
                continue
            i = _markup(t, i, chars, n, notes, cited)
        out.append("".join(chars))
    return out, cited


def _markup(t: str, i: int, chars: list[str], n: int, notes: dict, cited: dict) -> int:
    """The markup at ``t[i]`` read (a footnote's mark, a tag, an entity), or its character kept;
    where the line goes on."""
    if t[i] == "<":
        mark = _MARK.match(t, i)
        if mark:
            chars[i:mark.end()] = " " * (mark.end() - i)
            _noted(mark, chars, n, notes, cited)
            return mark.end()
        tag = _TAG.match(t, i)
        if tag:
            chars[i:tag.end()] = " " * (tag.end() - i)
            name = (tag["name"] or "").lower()
            if name in _CELL and not t[i + 1] == "/":
                chars[i] = "|"
            elif name in _BLOCK and not t[i + 1] == "/" and not "".join(chars[:i]).strip():
                chars[i] = "¶"          # (a paragraph opening its line: .run_on stops there)
            return tag.end()
    elif t[i] == "&":
        ent = _ENTITY.match(t, i)
        if ent:
            ch = html.unescape(ent.group(0))
            chars[i:ent.end()] = " " * (ent.end() - i)
            if len(ch) == 1 and ch not in "\xa0":
                chars[i] = ch
            return ent.end()
    return i + 1


def _noted(mark, chars: list[str], n: int, notes: dict, cited: dict) -> None:
    """The note a footnote's mark takes (module doc), put in at the mark where it fits."""
    if mark["id"] in notes:
        k, text = notes[mark["id"]]
        put_note(chars, (mark.start(), mark.end()), text, cited,
                 (n, f"the footnote at line {k} 「{text}」"))


def _text(t: str) -> str:
    """A note's words without their markup."""
    return html.unescape(_TAG.sub("", t)).strip()


__all__ = ["is_html", "read"]
