"""An editor's notes in Japanese, given to the cast they correct (a Japanese textbook of 六壬神課,
a round-39 red-team book, tests/data/redteam/liuren_nihon.txt; its casts are read through
:func:`edition.core.normalize.kanbun`, its notes here):

* 「（注）末伝の「子」は誤植にして、正しくは「午」なり。」 (:200) — the printed 子 read 午;
* 「（注）原本中伝を「辰」に作るは誤り、今「戌」に改む。」 (:169), 「原本中伝を「寅」に作る。…今「申」に改
  む。」 (:145) — the editor's change: the print is the new word, the old one reported
  (:data:`.variants.OLD_SAID`, weighed as an old reading is: the change may be wrong);
* 「一本「未」を「辰」に作る」 (:97) — another copy's reading, unless the note refuses it (「一本非なり」);
* not another's change the note refuses (「某氏の校本、初伝「亥」を「酉」に改む。然れども…改むべからず」,
  :195-196).

Each is given to the cast it follows (the nearest above, eight lines at most; of a line's
several, the one) when it prints the word in the slot named (or in one place); a note that names
its example (「例題五の末伝の「申」は…」) to the first cast under that example's heading that prints
the word (a review of the change, tests/data/review_round39/rv_japanese.txt:11).
"""
from __future__ import annotations

from .threads import _fixed
from .variants import OLD_SAID
from .vocab import _GFULL, BV, STEMS, BRANCHES, normalise
from edition.core.patterns import compiled

_SLOTS = {"初伝": 0, "初傳": 0, "中伝": 1, "中傳": 1, "末伝": 2, "末傳": 2, "終伝": 2,
          "将": "jiang", "將": "jiang", "時": "hour"}
_SLOT = "|".join(_SLOTS)
_W = rf"(?:[{STEMS}][{BRANCHES}]|{_GFULL}|[{BV}])"
_MISPRINT = compiled(
    rf"(?:(?P<slot>{_SLOT})の)?「(?P<x>{_W})」は(?:誤植|誤字|誤記|誤り|誤)(?:にして|なり|なれば|で(?:あり)?)?"
    rf"[、，,]?\s*正しくは「(?P<y>{_W})」")
_OLD = compiled(
    rf"原本(?P<slot>{_SLOT})?を?「(?P<x>{_W})」に作る[^「」]{{0,60}}?今「(?P<y>{_W})」に改む")
_COPY = compiled(rf"(?:一本|別本|異本)(?P<slot>{_SLOT})?の?「(?P<x>{_W})」を「(?P<y>{_W})」に作る")
# a note that refuses the reading it reports (「一本非なり」), another's (「某氏の校本…」), or keeps
# the text (「原文のまま可なり、改むべからず」)
# (and 「…に作るも、採らず」, 「盤に合わず、従い難し」, 「然れども…正し」: a review of the change,
# tests/data/review_round39/rv_japanese.txt:17, :20, :14)
_REFUSED = compiled(r"非なり|非也|誤りなり|従わず|取らず|採らず|従い難し|從い難し|改むべからず"
                         r"|原文のまま|盤に合わず|然れども|然るに|されど")
_OTHERS = compiled(r"某氏|或人|ある人|或る人|一説|俗本|或は|或いは|と云う|といふ|と謂う|説あれど")
# the example a note names (「例題五の末伝の「申」は…」): its cast, not the nearest
_NAMED = compiled(r"(例題|例)([〇一二三四五六七八九十百\d]+)")
BACK = 8


def japanese_fixes(lines: list[str], out: list[dict]) -> None:
    """The Japanese notes of ``lines`` (module doc), each given to its cast."""
    for n, line in enumerate(lines, 1):
        if "「" not in line:
            continue
        t = normalise(line)
        rest = t + (normalise(lines[n]) if n < len(lines) else "")   # (a note wraps)
        for m in _MISPRINT.finditer(t):
            _give(out, n, m, (m["x"], m["y"]), rest, False, lines)
        for m in _OLD.finditer(rest):
            if m.start() < len(t):
                _give(out, n, m, (m["y"], m["x"]), rest, True, lines)
        for m in _COPY.finditer(t):
            _give(out, n, m, (m["x"], m["y"]), rest, False, lines)


def _give(out: list[dict], n: int, m, xy: tuple[str, str], rest: str, old: bool,
          lines: list[str]) -> None:
    x, y = xy
    end = rest.find("。", m.end())
    note = rest[max(0, rest.rfind("。", 0, m.start()) + 1):end if end >= 0 else len(rest)]
    if (len(x) != len(y) or _OTHERS.search(note) or _REFUSED.search(note)
            or (not old and _REFUSED.search(rest, m.end(), m.end() + 30))):
        return
    slot = _SLOTS.get(m["slot"] or "")
    named = _NAMED.search(note)
    if named:                # (the example it names: the first cast under its heading that fits)
        heads = [k for k in range(max(1, n - 60), n) if named.group(0) in lines[k - 1]]
        near = [(r, fixed) for r in out if heads and heads[-1] <= r["line"] < n
                and r.get("corrected") is None
                and (fixed := _fixed(r["claims"], x, y, slot)) is not None][:1]
    else:
        above = [r["line"] for r in out if n - BACK <= r["line"] <= n]
        near = [(r, fixed) for r in out if above and r["line"] == max(above)
                and r.get("corrected") is None
                and (fixed := _fixed(r["claims"], x, y, slot)) is not None]
    if len(near) != 1:
        return                               # (none, or two: not bound)
    (r, fixed), = near
    r["corrected"] = fixed
    r["correction"] = (f"{OLD_SAID} at line {n} 「{m.group(0)}」: {x} read {y}" if old
                       else f"the note at line {n} 「{m.group(0)}」: {x} read {y}")


__all__ = ["BACK", "japanese_fixes"]
