"""Facts about a passage's text shared by every stage: its language.

The corpus alternates classical-Chinese paragraphs and Korean paragraphs (corpus README); a
Korean paragraph quotes Chinese words in brackets and a Chinese one may carry a stray Hangul
gloss, so the rule counts letters: a line is Korean when Hangul is a tenth or more of its Han
and Hangul letters (docs/ENCODING.md *Segmentation*). This module is its one owner: the
encoder, the analysis (examples, links, parallels) and the HTML all ask it.
"""
from __future__ import annotations

import unicodedata

from edition.core.patterns import compiled

HAN = compiled(r"\p{Han}")
HANGUL = compiled(r"\p{Hangul}")


def language(text: str) -> str:
    """``ko`` when the line is Korean (Hangul is a tenth or more of its letters), else ``lzh``."""
    han = len(HAN.findall(text))
    hangul = len(HANGUL.findall(text))
    return "ko" if hangul and hangul * 10 >= han + hangul else "lzh"


def is_korean(text: str) -> bool:
    return language(text) == "ko"


def has_hangul(text: str) -> bool:
    return HANGUL.search(text) is not None


def char_width(ch: str) -> int:
    """How many columns a character takes on a terminal's or a printout's line: two for a wide
    one (a Han character, a full-width mark), one for any other."""
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def display_width(text: str) -> int:
    """The columns ``text`` takes (:func:`char_width` of each character)."""
    return sum(map(char_width, text))


def display_columns(text: str) -> list[int]:
    """The column where each character of ``text`` starts (the text set from column 0)."""
    out, c = [], 0
    for ch in text:
        out.append(c)
        c += char_width(ch)
    return out

