"""An editor's note that gives another reading of a word of the cast it stands in: the book's
own correction, or a variant of another copy it reports.

* 「三傳申亥辰（一本作寅）」 — another copy reads 寅 for the word just before the note (一本, 一作,
  別本, 他本, 又本, 俗本); 「三傳寅未午（午一本作子）」 names the word (the last 午 before it);
* 「三傳未酉卯（酉字疑亥之訛）」, 「（案太陰當作天后）」 — the editor takes X for a misprint of Y (疑,
  當作, 當為, 應作, 恐是 …), the last X before the note;
* not 「（辰舊本作戌誤）」 or 「（案辰原本作戌今改正）」: the printed word is already the reading the
  note keeps, and nothing is to be proposed.

Each is a **proposed correction** of the printed cast, as the bundled texts' commentary
proposes one (model.py ``Example.corrected`` and ``correction``): the checker then says whether
the printed reading or the proposed one agrees with the engine (``printed-error-corrected``,
``correction-disputed``). Nothing is changed in the text (the TEI keeps what was printed). The
forms were written for a red-team book in 六壬大全's WYG manner (tests/data/redteam/KR3g9988);
the development juan print no such note (a search of KR3g0031 000–006 and KR5a0297).
"""
from __future__ import annotations

from dataclasses import dataclass

import regex

from .vocab import _GFULL, _JN, BV, normalise

# a word a note may name: a branch, a 神名, a general
_W = rf"(?:{_GFULL}|{_JN}|[{BV}])"
_VARIANT = regex.compile(
    rf"（(?P<xa>{_W})?(?:一本|一作|別本|别本|他本|又本|俗本)作?(?P<alt>{_W})）"
    rf"|（(?:臣等謹?案|案|按)?(?P<x>{_W})字?(?:疑|當作|當為|應作|恐是|恐係)(?P<y>{_W})"
    rf"(?:字?之(?:訛|誤|譌))?(?:也)?）")


@dataclass(frozen=True)
class NoteReading:
    start: int          # the printed word's span in the text
    end: int
    printed: str
    proposed: str
    note: str           # the note's words, as printed


def variants(text: str) -> list[NoteReading]:
    """The notes of ``text`` (a paragraph, notes inlined as ``（…）``) that propose another
    reading of a word before them, each with the word's span."""
    norm = normalise(text)
    out = []
    for m in _VARIANT.finditer(norm):
        if m.group("alt") and not m.group("xa"):
            alt = m.group("alt")
            w = regex.search(rf"{_W}$", norm[:m.start()])
            if w is None:
                continue
            out.append(NoteReading(w.start(), w.end(), norm[w.start():w.end()], alt,
                               text[m.start():m.end()]))
        else:       # (「（午一本作子）」 names the printed word too, a red-team book: as 疑)
            x, y = (m.group("xa"), m.group("alt")) if m.group("xa") else (m.group("x"), m.group("y"))
            at = norm.rfind(x, max(0, m.start() - 40), m.start())
            if at < 0:
                continue
            out.append(NoteReading(at, at + len(x), x, y, text[m.start():m.end()]))
    return out


def with_variant(text: str, v: NoteReading) -> str:
    """``text`` with the proposed reading in place of the printed word (the note kept)."""
    return text[:v.start] + v.proposed + text[v.end:]
