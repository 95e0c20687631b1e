"""Facts about a passage's text shared by every stage: its language.

The corpus alternates classical-Chinese paragraphs and Korean paragraphs (corpus README); a
Korean paragraph quotes Chinese words in brackets and a Chinese one may carry a stray Hangul
gloss, so the rule counts letters: a line is Korean when Hangul is a tenth or more of its Han
and Hangul letters (docs/ENCODING.md *Segmentation*). This module is its one owner: the
encoder, the analysis (examples, links, parallels) and the HTML all ask it.
"""
from __future__ import annotations

import regex

HAN = regex.compile(r"\p{Han}")
HANGUL = regex.compile(r"\p{Hangul}")


def language(text: str) -> str:
    """``ko`` when the line is Korean (Hangul is a tenth or more of its letters), else ``lzh``."""
    han = len(HAN.findall(text))
    hangul = len(HANGUL.findall(text))
    return "ko" if hangul and hangul * 10 >= han + hangul else "lzh"


def is_korean(text: str) -> bool:
    return language(text) == "ko"


def has_hangul(text: str) -> bool:
    return HANGUL.search(text) is not None
