"""The in-browser search index, written at build time as a JS file (so it loads from file://).

The normalisation is ``liuren search``'s own (:func:`edition.core.normalize.fold`): character for
character (so the browser highlights by position), simplified → traditional with OpenCC
``s2t`` except the characters the texts print with another meaning (后, 干 …), plus the
project's variant table (剋/尅 → 克, 騰 → 螣, 元武 → 玄武, 無淫 → 蕪淫, 帷箔/帷滔 → 帷簿).
The browser cannot run OpenCC, so the build ships ``fold`` as a table: every character whose
search form differs from itself, over the corpus' characters, their simplified and
traditional forms (OpenCC t2s/s2t), ASCII and full-width ASCII. A query typed in either
script therefore folds in the browser exactly as ``fold`` folds it (tests/test_html_browser.py
compares the two).
"""
from __future__ import annotations

import json
import unicodedata
from functools import lru_cache

import opencc

from edition.core.normalize import CHAR_VARIANTS, WORD_VARIANTS, fold, fold_char
from edition.publish.html.cards import STATUS_TEXT, Card, _name, _values
from edition.publish.html.pages import card_href


@lru_cache(maxsize=1)
def _cc():
    return opencc.OpenCC("t2s"), opencc.OpenCC("s2t")


def universe(chars) -> set[str]:
    """``chars`` and the variant tables' characters, with their OpenCC simplified and
    traditional forms, ASCII and full-width ASCII: every character a reader may type for a
    corpus character."""
    t2s, s2t = _cc()
    out = set(chars) | set(CHAR_VARIANTS) | set(CHAR_VARIANTS.values())
    out |= {c for pair in WORD_VARIANTS for w in pair for c in w}
    for c in list(out):
        for conv in (t2s, s2t):
            d = conv.convert(c)
            if len(d) == 1:
                out.add(d)
    out.update(chr(o) for o in range(0x21, 0x7F))
    out.update(chr(o) for o in range(0xFF01, 0xFF5F))
    return out


def char_map(chars) -> dict[str, str]:
    """``fold_char`` as a table over :func:`universe` (only the characters it changes; only
    BMP characters, since the browser walks UTF-16 units)."""
    out = {}
    for c in sorted(universe(chars)):
        f = fold_char(c)
        if f != c and ord(c) < 0x10000 and len(f) == 1 and ord(f) < 0x10000:
            out[c] = f
    return out


def normalize(text: str, cmap: dict[str, str]) -> str:
    """What app.js ``norm()`` computes with the shipped table: NFC, the table, the words.
    Equal to :func:`edition.core.normalize.fold` on every character of the table's universe."""
    text = unicodedata.normalize("NFC", text)
    text = "".join(cmap.get(c, c) for c in text)
    for a, b in WORD_VARIANTS:
        text = text.replace(a, b)
    return text


def card_text(c: Card) -> str:
    """What a reader may look for in an example card: its name and notation (the title), its
    method and 課體 names, the printed text, and what it claims (the printed 三傳 and 四課, or
    the printed values of a 神煞 cell or a 金口訣 claim)."""
    bits = [c.title, c.method, c.quote]
    lay = c.printed or c.computed or {}
    trans = "".join(_name(t.get("branch") if isinstance(t, dict) else t) for t in lay.get("transmissions") or [])
    if trans:
        bits.append(f"三傳 {trans}")
    lessons = [les for les in lay.get("lessons") or [] if les]
    if lessons:
        bits.append("四課 " + " ".join(_name(x.get("upper")) + _name(x.get("lower")) for x in lessons))
    vals = c.values.get("printed")
    if vals:
        bits.append(_values(vals))
    return " · ".join(b for b in bits if b)


def build_index(sources, page_of, rules=(), cards=(), ke=(), apparatus=None) -> tuple[str, dict]:
    """``(js, stats)``: ``window.LIUREN_INDEX = {...}`` with the sources, the table, the word
    variants, the rule names, and

    - ``rows``: one per passage ``[source#, line, lang, printed, reading or 0, anchor, [rule ids]]``;
      and one per block of another witness that reads otherwise than its base (``apparatus``:
      ``{file: TextApparatus}``, :func:`witness_sources`), ``[witness source#, its line, lang,
      text, 0, "", [], the base line where the page shows it]``;
    - ``cards``: one per example card ``[page#anchor, title, status, text, status in words]``
      (:func:`card_text`);
    - ``ke``: one per 課 page ``[page, label, text]`` (its day, offset, notation and names).

    Every text is folded in the browser by the same table, so a query finds a card or a 課 page
    exactly as ``liuren search`` would find a passage."""
    rows, chars = [], set()
    for si, src in enumerate(sources):
        for p in src.passages:
            reading = p.reading if p.reading != p.printed else 0
            rows.append([si, p.line, p.lang, p.printed, reading, p.id,
                         sorted({r for r, _ in p.rules})])
            chars.update(p.printed)
            chars.update(p.reading)
    wsources, wrows = witness_sources(sources, page_of, apparatus or {}, len(sources))
    rows += wrows
    for r in wrows:
        chars.update(r[3])
    card_rows = []
    for c in cards:
        text = card_text(c)
        card_rows.append([card_href(c), c.title or c.anchor,
                          c.status, text, STATUS_TEXT.get(c.status, c.status)])
        chars.update(text)
    ke_rows = []
    for page, label, text in ke:
        ke_rows.append([page, label, text])
        chars.update(text)
    names = {r["id"]: [n for n in (r.get("label"), r.get("ko")) if n] for r in rules}
    for ns in names.values():
        for n in ns:
            chars.update(n)
    data = {
        "sources": [_source(s, page_of) for s in sources] + wsources,
        "map": char_map(chars),
        "words": [list(w) for w in WORD_VARIANTS],
        "rows": rows,
        "cards": card_rows,
        "ke": ke_rows,
        "rules": names,
    }
    body = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # a JSON string loaded by <script src>: keep "</" out of it all the same
    body = body.replace("</", "<\\/")
    return f"window.LIUREN_INDEX={body};\n", {"rows": len(rows), "cards": len(card_rows), "ke": len(ke_rows),
                                              "map": len(data["map"])}


def _source(s, page_of) -> dict:
    """A source of the index: its page, and the first line of each of its pages when its text
    is shown over several (``parts``: ``[[first line, page], …]``)."""
    d = {"id": s.id, "file": s.file, "title": s.title_zh, "page": page_of(s)}
    if getattr(s, "parts", ()):
        d["parts"] = [list(p) for p in s.parts]
    return d


def witness_sources(sources, page_of, apparatus: dict, first: int) -> tuple[list, list]:
    """The other witnesses of the texts (``apparatus``) as sources of the index (numbered
    from ``first``): their file (``WYG/KR3g0031_001.txt``), their text's title and siglum, and
    their text's page opened in that witness (``wit``: app.js adds ``?wit=WYG``); and the rows
    of their blocks."""
    out, rows = [], []
    for src in sources:
        app = apparatus.get(src.file)
        if app is None:
            continue
        for g, _, file in app.witnesses[1:]:
            n = first + len(out)
            out.append(dict(_source(src, page_of), file=file, title=f"{src.title_zh} · {g}",
                            wit=g))
            rows += [[n, b.line, b.lang, b.text, 0, "", [], b.base_line]
                     for b in app.blocks if b.siglum == g]
    return out, rows


__all__ = ["build_index", "card_text", "char_map", "fold", "normalize", "universe"]
