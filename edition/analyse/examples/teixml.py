"""A transcription another project encoded in TEI XML by hand (a round-45 red-team book,
tests/data/redteam/liuren_tei.xml: its header, paragraphs broken by <lb/> and <pb/>, the
encoder's corrections, two witnesses' readings, margin notes), read with every offset kept:

* the header (「<teiHeader>…</teiHeader>」: titles, dates, the witnesses' list), a bibliography
  (「<listBibl>」) and comments (「<!-- 舊錄：戊寅日巳將午時，三傳丑亥酉… -->」, :106-108, an encoder's old
  wrong cast) are no text;
* the encoder's correction 「<choice><sic>酉</sic><corr>申</corr></choice>」 (:145-148) reads as the
  print with its note, 「酉（酉當作申）」: the checker weighs the correction as it weighs an
  editor's (it may be wrong: :232); a regularised spelling 「<choice><orig>夘</orig><reg>卯</reg>
  </choice>」 reads as printed (the registry reads its variants);
* a critical apparatus 「<app><lem wit="#A">子</lem><rdg wit="#B">亥</rdg></app>」 (:155) reads as the
  lemma with its witness's reading, 「子（子一作亥）」 (:mod:`.variants`);
* a note on lines of its own 「<note place="margin">案：巳上見午，末傳當作午，刻本作未，誤。</note>」
  (:185) reads as a margin note (「【眉批】案：…」, given to the cast just above it:
  :func:`.diplomatic.margin_fixes`), one inside a line in brackets there; a lost character
  「<gap/>」 reads 「□」;
* every other tag is blank (its text kept: 「<hi rend="bold">元首</hi>」, 「<unclear>卯</unclear>」);
* a paragraph (「<p>…</p>」) or a verse group (「<lg>…</lg>」) over several lines is one record, its
  words joined (:func:`.wikitext.blocks`: a cast's words run on to its end, over the lines an
  element's reading left blank: 「甲子日」 / 「<app>…</app>」 / 「將巳時」, :93-97).

Each reading is put where the element stands, in the first of its lines with room for it.
"""
from __future__ import annotations

import regex

from .vocab import BV, STEMS
from .wikitext import blocks
from edition.core.patterns import compiled

_ROOT = compiled(r"<TEI[\s>]|xmlns=\"http://www\.tei-c\.org/ns/1\.0\"")
_HIDDEN = compiled(r"<!--.*?-->|<teiHeader\b.*?</teiHeader>|<listBibl\b.*?</listBibl>",
                        regex.DOTALL)
_CHOICE = compiled(r"<choice\b[^>]*>(?P<in>.*?)</choice>", regex.DOTALL)
_APP = compiled(r"<app\b[^>]*>(?P<in>.*?)</app>", regex.DOTALL)
_NOTE = compiled(r"<note\b[^>]*>(?P<in>.*?)</note>", regex.DOTALL)
_GAP = compiled(r"<gap\b[^>]*/>")
_TAG = compiled(r"<[^<>]*>")
_DAY = compiled(rf"[{STEMS}][{BV}]日")
_BLOCK = compiled(r"<(?P<name>p|lg)\b[^>]*>.*?</(?P=name)>", regex.DOTALL)


def is_tei(lines: list[str]) -> bool:
    """Whether ``lines`` are a TEI document (its root 「<TEI」 or TEI's namespace, early on)."""
    return any(_ROOT.search(t) for t in lines[:30])


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` read through their TEI (module doc), and its paragraphs over several lines as
    records."""
    text = "\n".join(lines)
    spans = {}
    for m in _BLOCK.finditer(_HIDDEN.sub(lambda m: _blank(m.group(0)), text)):
        a, b = text.count("\n", 0, m.start()) + 1, text.count("\n", 0, m.end()) + 1
        # (from its first line that names a day: a paragraph opening 「乙亥年夏旱，」 gives its cast
        # to the next line's day, :89-90, not to its own line as well)
        a = next((k for k in range(a, b + 1) if _DAY.search(lines[k - 1])), b)
        if b > a:
            spans[a] = b
    text = _HIDDEN.sub(lambda m: _blank(m.group(0)), text)
    text = _CHOICE.sub(lambda m: _put(m.group(0), _choice(m["in"])), text)
    text = _APP.sub(lambda m: _put(m.group(0), _app(m["in"])), text)
    text = _NOTE.sub(lambda m: _put(m.group(0), _note(m)), text)
    text = _GAP.sub(lambda m: _put(m.group(0), "□"), text)
    text = _TAG.sub(lambda m: _blank(m.group(0)), text)
    for name, ch in (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", '"')):
        text = text.replace(name, ch + " " * (len(name) - 1))
    return text.split("\n"), blocks(spans)


def _note(m) -> str:
    """A note's reading: on lines of its own, a margin note's (「【眉批】…」, given to the cast
    just above it, :func:`.diplomatic.margin_fixes`); inside a line, in brackets there."""
    text = m.string
    alone = (not text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip()
             and not text[m.end():(text.find("\n", m.end()) + 1 or len(text) + 1) - 1].strip())
    return ("【眉批】" if alone else "（") + _words(m["in"]) + ("" if alone else "）")


def _child(inner: str, name: str) -> str | None:
    m = regex.search(rf"<{name}\b[^>]*>(.*?)</{name}>", inner, regex.DOTALL)
    return _words(m.group(1)) if m else None


def _choice(inner: str) -> str:
    sic, corr = _child(inner, "sic"), _child(inner, "corr")
    if sic is not None and corr is not None:
        return f"{sic}（{sic}當作{corr}）" if sic and corr and sic != corr else sic
    return next((w for w in (_child(inner, k) for k in ("orig", "abbr", "sic", "reg", "expan"))
                 if w is not None), "")


def _app(inner: str) -> str:
    lem = _child(inner, "lem") or ""
    others = [_words(m.group(1)) for m in
              regex.finditer(r"<rdg\b[^>]*>(.*?)</rdg>", inner, regex.DOTALL)]
    others = [w for w in others if w and w != lem]
    return f"{lem}（{lem}一作{others[0]}）" if lem and len(others) == 1 else lem


def _words(inner: str) -> str:
    """An element's text: its tags and its spaces out."""
    return regex.sub(r"\s+", "", _TAG.sub("", inner))


def _blank(s: str) -> str:
    return regex.sub(r"[^\n]", " ", s)


def _put(s: str, words: str) -> str:
    """``s`` (an element, over lines perhaps) blank, ``words`` in the first of its lines with
    room for them; else its first word alone, where it fits."""
    pieces = s.split("\n")
    for want in (words, words[:1]):
        for i, p in enumerate(pieces):
            if want and len(want) <= len(p):
                out = [" " * len(q) for q in pieces]
                out[i] = want + " " * (len(p) - len(want))
                return "\n".join(out)
    return _blank(s)


__all__ = ["is_tei", "read"]
