"""Fallback for a checkout without TEI: a source text read straight from ``sources/`` into a
minimal in-memory TEI tree (paragraphs with their line, notes in （…）, gaps □), so the site
still shows every source. No emendations are known this way; the page says so.

The format is the corpus README's: line 1 a heading, then Chinese / Korean paragraphs
alternating, separated by one empty line.
"""
from __future__ import annotations

import regex
from lxml import etree

from edition.core.tei import T, TEI_NS, XML_ID, XML_LANG

HANGUL = regex.compile(r"\p{Hangul}")
NOTE = regex.compile(r"（[^（）]*）")


def _lang(text: str) -> str:
    han = len(regex.findall(r"\p{Han}", text))
    hangul = len(HANGUL.findall(text))
    return "ko" if hangul > han else "lzh"


def _fill(p, text: str) -> None:
    """Put text into element p, turning （…） into <note> and □ into <gap/>."""
    last = None
    pos = 0

    def add_text(s):
        nonlocal last
        if not s:
            return
        if last is None:
            p.text = (p.text or "") + s
        else:
            last.tail = (last.tail or "") + s

    pieces = []
    for m in NOTE.finditer(text):
        pieces.append(("t", text[pos:m.start()]))
        pieces.append(("n", m.group(0)[1:-1]))
        pos = m.end()
    pieces.append(("t", text[pos:]))
    for kind, s in pieces:
        if kind == "n":
            last = etree.SubElement(p, T + "note", {"type": "interlinear"})
            last.text = s
            continue
        for i, chunk in enumerate(s.split("□")):
            if i:
                last = etree.SubElement(p, T + "gap", {"reason": "lost", "quantity": "1", "unit": "chars"})
            add_text(chunk)


def tree_from_text(source_id: str, text: str):
    """A TEI tree for one plain source: ``<p n="LINE" xml:lang=… xml:id=… corresp=…>``."""
    root = etree.Element(T + "TEI", nsmap={None: TEI_NS})
    body = etree.SubElement(etree.SubElement(root, T + "text"), T + "body")
    lines = text.split("\n")
    prev_zh = None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        if n == 1:
            h = etree.SubElement(body, T + "head", {"n": "1"})
            h.set(XML_ID, f"L{n}")
            h.text = line
            continue
        lang = _lang(line)
        p = etree.SubElement(body, T + "p", {"n": str(n)})
        p.set(XML_ID, f"L{n}")
        p.set(XML_LANG, lang)
        if lang == "lzh":
            _fill(p, line)
            prev_zh = p
        else:
            p.text = line
            if prev_zh is not None:
                p.set("corresp", "#" + prev_zh.get(XML_ID))
                prev_zh.set("corresp", "#" + p.get(XML_ID))
                prev_zh = None
    return etree.ElementTree(root)
