"""The in-browser search index, written at build time as a JS file (so it loads from file://).

Normalisation is character for character (the browser highlights by position): OpenCC
``t2s`` per character, then a project variant table (剋/尅→克, 騰/螣, 元武→玄武, 蕪淫→無淫,
帷簿/帷滔→帷箔), as issue 6 asks; 後 and 幹 are left alone so that 后 (天后) and 干 (天干)
do not merge with them. The map shipped to the browser covers every character of the corpus
and its traditional and simplified forms, so a query typed in either script is normalised the
same way as the text.
"""
from __future__ import annotations

import json
import unicodedata
from functools import lru_cache

# characters OpenCC would merge into 后/干: keep them distinct (issue 6)
KEEP = frozenset("後幹榦")
# project variants, after t2s; every pair has equal length (positions must not move)
CHAR_VARIANTS = {"剋": "克", "尅": "克", "螣": "腾"}
WORD_VARIANTS = [("元武", "玄武"), ("芜淫", "无淫"), ("帷簿", "帷箔"), ("帷滔", "帷箔")]


@lru_cache(maxsize=1)
def _cc():
    import opencc
    return opencc.OpenCC("t2s"), opencc.OpenCC("s2t")


def char_map(chars) -> dict[str, str]:
    """Every character whose normal form differs from itself, over ``chars`` and their
    traditional and simplified forms."""
    t2s, s2t = _cc()
    universe = set()
    for c in chars:
        universe.add(c)
        for conv in (t2s, s2t):
            d = conv.convert(c)
            if len(d) == 1:
                universe.add(d)
    out = {}
    for c in sorted(universe):
        n = c if c in KEEP else t2s.convert(c)
        if len(n) != 1:
            n = c
        n = CHAR_VARIANTS.get(n, CHAR_VARIANTS.get(c, n))
        if n != c and ord(c) < 0x10000 and ord(n) < 0x10000:   # JS indexes UTF-16 units
            out[c] = n
    return out


def normalize(text: str, cmap: dict[str, str]) -> str:
    """The same normalisation as the browser's ``norm()`` (app.js): NFC, lower case, the
    character map, then the word variants."""
    text = unicodedata.normalize("NFC", text).lower()
    text = "".join(cmap.get(c, c) for c in text)
    for a, b in WORD_VARIANTS:
        text = text.replace(a, b)
    return text


def build_index(sources, page_of, rules=()) -> tuple[str, dict]:
    """``(js, stats)``: ``window.LIUREN_INDEX = {...}`` with the sources, the map, and one row
    per passage ``[source#, line, lang, printed, reading or 0, anchor, [rules]]``."""
    rows, chars = [], set()
    for si, src in enumerate(sources):
        for p in src.passages:
            reading = p.reading if p.reading != p.printed else 0
            rows.append([si, p.line, p.lang, p.printed, reading, p.id,
                         sorted({r for r, _ in p.rules})])
            chars.update(p.printed)
            chars.update(p.reading)
    data = {
        "sources": [{"id": s.id, "file": s.file, "title": s.title_zh, "page": page_of(s)} for s in sources],
        "map": char_map(chars),
        "words": WORD_VARIANTS,
        "rows": rows,
        "rules": {r["id"]: [n for n in (r.get("label"), r.get("ko")) if n] for r in rules},
    }
    body = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # a JSON string inside a <script src>: "</" cannot end it, but keep the file inert anyway
    body = body.replace("</", "<\\/")
    return f"window.LIUREN_INDEX={body};\n", {"rows": len(rows), "map": len(data["map"])}
