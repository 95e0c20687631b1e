"""A scanned book's OCR as hOCR (XHTML whose spans are the OCR's pages, areas, lines and words,
each with its box and confidence in its title: 「bbox 120 88 980 131; x_wconf 93」; a round-51
red-team scan, tests/data/redteam/liuren_saomiao.hocr).

Each OCR line (``ocr_line``, and its kin ``ocr_header``, ``ocr_caption``, ``ocr_textfloat``) is
read as one line of the book, its words joined (no space between Chinese words), at the file
line where it opens; every other line of the file is no text. A word's alternatives (「<span
class='alternatives'><ins>巳</ins><del>已</del></span>」) are read as its <ins>, the OCR's choice;
a line inside another is read at its own line, its words not the outer's.

A word the OCR read with low confidence (``x_wconf`` under :data:`DOUBT`) may be its misreading,
not the print's slip: the line's cast is bound, but not with certainty (its record of kind ``o``,
with the words and their confidence), so that a disagreement there is `unresolved`, never an
accusation of the book.
"""
from __future__ import annotations

import regex
from lxml import etree, html
from edition.core.patterns import compiled

# a word's confidence (x_wconf, tesseract's per cent) under which it is doubted: a choice of ours,
# not the OCR's, made before the round-51 book was read (a cast on such a word is only unresolved)
DOUBT = 60
_LINES = ("ocr_line", "ocrx_line", "ocr_header", "ocr_caption", "ocr_textfloat")
_WCONF = compiled(r"x_wconf\s+(\d+)")


def is_hocr(lines: list[str]) -> bool:
    """Whether ``lines`` are hOCR: an OCR page and its lines' spans."""
    head = "\n".join(lines[:400])
    return "ocr_page" in head and ("ocr_line" in head or "ocrx_word" in head)


def _classes(el) -> set[str]:
    return set((el.get("class") or "").split())


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` read as the OCR's lines (module doc), and the records of lines holding a word
    read with low confidence (line → (``o``, line, line)))."""
    out = [" " * len(t) for t in lines]
    spans: dict = {}
    try:
        root = html.document_fromstring("\n".join(lines).encode("utf-8"))
    except (etree.ParserError, ValueError):
        return lines, {}
    for el in root.iter():
        if not isinstance(el.tag, str) or not _classes(el) & set(_LINES) or el.sourceline is None:
            continue
        n = el.sourceline - 1
        if not 0 <= n < len(lines):
            continue
        words, doubted = _words(el)
        text = "".join(words)
        out[n] = text if out[n].strip() == "" else out[n].rstrip() + text
        if doubted:
            spans[n + 1] = ("o", n + 1, n + 1)
    return out, spans


def _words(line) -> tuple[list[str], list[str]]:
    """A line's words (its ``ocrx_word`` spans, or its text), and those read with low confidence
    (each said with its confidence)."""
    words, doubted = [], []
    # (its own words: not those of a line inside it, read at its own line, a review of the change,
    # tests/data/review_round51/rv51_hocr_nested.hocr)
    found = [w for w in line.iter() if isinstance(w.tag, str) and "ocrx_word" in _classes(w)
             and _line_of(w) is line]
    for w in found or [line]:
        text = _text(w)
        words.append(text)
        m = _WCONF.search(w.get("title") or "")
        if found and m and int(m.group(1)) < DOUBT and text.strip():
            doubted.append(text.strip())
    return [regex.sub(r"\s+", "", x) for x in words], doubted


def _line_of(el):
    """The OCR line a word is in (its nearest)."""
    return next((a for a in el.iterancestors() if _classes(a) & set(_LINES)), None)


def _text(el) -> str:
    """A word's text, its alternatives read as the first (the OCR's choice)."""
    out = [el.text or ""]
    for ch in el:
        if isinstance(ch.tag, str) and "alternatives" in _classes(ch):
            # (the OCR's choice is its <ins>, wherever it stands: review_round51/rv51_hocr_alt.hocr)
            first = ch.find("ins")
            if first is None:
                first = next((x for x in ch if isinstance(x.tag, str)), None)
            out.append(_text(first) if first is not None else "")
        elif isinstance(ch.tag, str):
            out.append(_text(ch))
        out.append(ch.tail or "")
    return "".join(out)
