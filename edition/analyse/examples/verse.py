"""A verse book's notes that correct their poem (a round-41 red-team 歌訣 book, tests/data/redteam/
liuren_gejue.txt: titled poems stating a cast in verse, 「己丑功曹加大吉…寅卯午傳空龍勾」, each with
a 注曰 restating it in prose):

* 「歌中「午」字傳寫之誤，當作「辰」」 (:61) is the note's correction of the poem's cast, the one its
  verse states between the poem's title (「連茹訣」, :56) and the 注 (:59); 訣中, 詩中 and 賦中 as well
  (not 「前歌中…」, another poem's: a review of the change, tests/data/review_round42/verse1.txt:14);
* the word is one of the cast's claims, read as it was read: a branch of its 三傳 or of its plate
  (「功曹加辰」, the plate's seat, :224), a general by one character (「后雀虎」, :156, 虎 for 白虎);
  a word the cast holds twice or not at all is not read, nor a note that reports another's
  opinion or refuses the change (「或謂…」, 「…非也」).
"""
from __future__ import annotations

import regex

from .notes import _Q
from .polarity import NOT_THEIRS
from .run_on import is_title
from .vocab import BV, GENERAL_CHENG
from edition.core.patterns import compiled

_FIX = compiled(rf"(?<![前上後后彼他])(?:歌|訣|诀|詩|诗|賦|赋)中{_Q}(?P<x>[{BV}]|\p{{Han}}){_Q}字?"
                     rf"(?P<why>[^。；？?]{{0,10}}?)(?:當作|当作|應作|应作|當為|當是)"
                     rf"{_Q}(?P<y>[{BV}]|\p{{Han}}){_Q}")
_NOTE = compiled(r"^\s*(?:注|註)[曰云]")


def verse_fixes(lines: list[str], out: list[dict]) -> None:
    """Each note's correction of its poem (module doc) given to the poem's cast."""
    for n, line in enumerate(lines, 1):
        for m in _FIX.finditer(line):
            said = line[m.start():_end(line, m.end())]
            if NOT_THEIRS.search(said):
                continue
            note = next((k for k in range(n, max(0, n - 12), -1) if _NOTE.match(lines[k - 1])),
                        None)
            title = next((k for k in range(note or n, max(0, (note or n) - 12), -1)
                          if is_title(lines[k - 1])), None)
            if note is None or title is None:
                continue
            mine = [r for r in out if title < r["line"] < note]
            if len(mine) != 1 or mine[0].get("corrected") is not None:
                continue
            fixed = _fixed(mine[0]["claims"], m["x"], m["y"])
            if fixed is not None:
                mine[0]["corrected"] = fixed
                mine[0]["correction"] = (f"the note at line {n} 「{said.strip()}」: "
                                         f"{m['x']} read {m['y']}")


def _end(line: str, at: int) -> int:
    m = _SENTENCE_END.search(line, at)
    return m.end() if m else len(line)


_SENTENCE_END = compiled(r"[。；]")


def _fixed(c: dict, x: str, y: str) -> dict | None:
    """``c`` with the one claim that is ``x`` read ``y``, or None."""
    gx, gy = GENERAL_CHENG.get(x), GENERAL_CHENG.get(y)
    places = []
    tr = list(c.get("transmissions") or ())
    places += [("transmissions", i) for i, v in enumerate(tr) if v == x]
    gens = list(c.get("transmission_generals") or ())
    places += [("transmission_generals", i) for i, v in enumerate(gens) if gx and v == gx]
    plate = dict(c.get("plate") or {})
    places += [("seat", k) for k in plate if k == x] + [("over", k) for k, v in plate.items() if v == x]
    places += [(k, None) for k in ("jiang", "hour") if c.get(k) == x]
    if len(places) != 1:
        return None
    kind, at = places[0]
    out = dict(c)
    if kind == "transmissions" and regex.fullmatch(f"[{BV}]", y):
        tr[at] = y
        out["transmissions"] = tr
    elif kind == "transmission_generals" and gy:
        gens[at] = gy
        out["transmission_generals"] = gens
    elif kind == "seat" and regex.fullmatch(f"[{BV}]", y) and y not in plate:
        plate[y] = plate.pop(at)
        out["plate"] = plate
    elif kind == "over" and regex.fullmatch(f"[{BV}]", y):
        plate[at] = y
        out["plate"] = plate
    elif kind in ("jiang", "hour") and regex.fullmatch(f"[{BV}]", y):
        out[kind] = y
    else:
        return None
    return out


__all__ = ["verse_fixes"]
