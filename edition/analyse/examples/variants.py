"""An editor's note that gives another reading of a word of the cast it stands in: the book's
own correction, or a variant of another copy it reports.

* 「三傳申亥辰（一本作寅）」 — another copy reads 寅 for the word just before the note (一本, 一作,
  別本, 他本, 又本, 俗本); 「三傳寅未午（午一本作子）」 names the word (the last 午 before it);
* 「三傳未酉卯（酉字疑亥之訛）」, 「（案太陰當作天后）」 — the editor takes X for a misprint of Y (疑,
  當作, 當為, 應作, 恐是 …), the last X before the note;
* 「三傳子寅寅辰（下「寅」字衍）」 — a word printed twice: the second (or, 上, the first) proposed away;
* not 「（辰舊本作戌誤）」 or 「（案辰原本作戌今改正）」: the printed word is already the reading the
  note keeps, and nothing is to be proposed;
* 「辰將酉時（舊本作申時今改酉時）」 — the editor reports the old reading he changed: it is weighed
  as the others (the emendation may be wrong, a round-25 red-team book), but when the print agrees
  the old reading's disagreement disputes nothing (check/verdict.py).

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

from .diplomatic import glosses
from .prose import CHART_KEYS
from .notes import (EXTRA_NOTE, HANDS, LEFT_OUT, LEFT_OUT_HERE, LEFT_WORD, NOTE_WORD, OLD_READING, SUPPLIED, PROSE_GENERAL, PROSE_MISPRINT, PROSE_QUOTED,
                    PROSE_SLOT, SLOT_NOTE, VARIANT_NOTE)
from .vocab import _GFULL, _JN, BRANCHES, BV, DAY_SAID, STEMS, normalise
from edition.core.patterns import compiled

@dataclass(frozen=True)
class NoteReading:
    start: int          # the printed word's span in the text
    end: int
    printed: str
    proposed: str
    note: str           # the note's words, as printed

    old: bool = False   # the note reports the old reading the editor changed (notes.OLD_READING)
    open: bool = False  # the note stands after a whole 三傳 and names no place (OPEN_SAID)
    prose: bool = False  # said in the running text, not in a note (notes.PROSE_SLOT)

    def hand(self) -> str | None:
        """The corrector's hand the note is (notes.HANDS), or None."""
        return next((h for h in HANDS if h in self.note), None)

    def said(self, where: str) -> str:
        """What the proposed correction is called, the note cited at ``where``."""
        if not self.proposed:               # (EXTRA_NOTE: the word struck out)
            return f"the book's note {self.note} ({where}): {self.printed} struck out"
        if self.prose:
            return f"the text's own correction 「{self.note}」 ({where}): {self.printed} read {self.proposed}"
        if self.old:
            return (f"{OLD_SAID} {self.note} ({where}): {self.printed} read {self.proposed}")
        hand = self.hand()
        if hand:                           # (a transcription's mark, read as a note: .diplomatic)
            return (f"the corrector's hand 〔{hand}：{self.proposed}〕 ({where}): {self.printed} read"
                    f" {self.proposed}")
        return (f"the book's note {self.note} ({where}): {self.printed} read {self.proposed}"
                + (f" ({OPEN_SAID})" if self.open else ""))


def cite_as(said: str, note: str, where: str, what: str) -> str:
    """``said`` (:meth:`NoteReading.said`) with the note, ``note`` cited at ``where``, called
    ``what``: the footnote or endnote the note was put in from, as the book prints it."""
    return said.replace(f"the book's note {note} ({where})", what).replace(f"{note} ({where})", what)


# how a note is called that follows a whole 三傳 and names no place (「三傳子酉辰（一本作申）」, a
# round-28 red-team book, KR3g9946_001.txt:35, 申 the 中傳's): its word is read for the last
# branch, as a note's word is; check/verdict.py tries it in the other places too, and takes the
# one place where the cast then agrees (the note gives the word, the cast the place)
OPEN_SAID = "the note follows the whole 三傳 and names no place"


# how the correction of an old reading is called (check/verdict.py: when the print agrees, the
# old reading's disagreement disputes nothing: the editor's change was right)
OLD_SAID = "the old reading the book's note reports"


def variants(text: str) -> list[NoteReading]:
    """The notes of ``text`` (a paragraph, notes inlined as ``（…）``) that propose another
    reading of a word before them, each with the word's span."""
    norm = normalise(text)
    out = []
    for m in VARIANT_NOTE.finditer(norm):
        if m.group("alt") and not (m.group("xa") or m.group("xb")):
            alt = m.group("alt")
            w = regex.search(rf"{NOTE_WORD}$", norm[:m.start()])
            if w is None:
                continue
            out.append(NoteReading(w.start(), w.end(), norm[w.start():w.end()], alt,
                                   text[m.start():m.end()],
                                   open=bool(_TRIPLE.search(norm, max(0, w.end() - 3), w.end()))
                                   and w.end() - w.start() == 1 and alt in BV))
        else:       # (「（午一本作子）」 names the printed word too, a red-team book: as 疑)
            x, y = ((m.group("xa") or m.group("xb"), m.group("alt"))
                    if m.group("xa") or m.group("xb") else
                    (m.group("xs"), m.group("ys")) if m.group("xs") else (m.group("x"), m.group("y")))
            at = norm.rfind(x, max(0, m.start() - 40), m.start())
            if at < 0:
                continue
            out.append(NoteReading(at, at + len(x), x, y, text[m.start():m.end()]))
    for m in OLD_READING.finditer(norm):
        # (the word with its unit: 「辰將辰時（舊本作巳將今改辰將）」 is the 將's 辰, a review)
        unit = m["unit"] or ""
        at = norm.rfind(m["new"] + unit, max(0, m.start() - 12), m.start())
        if at >= 0:
            out.append(NoteReading(at, at + len(m["new"]), m["new"], m["old"],
                                   text[m.start():m.end()], old=True))
    for m in EXTRA_NOTE.finditer(norm):
        # (a word doubled, 「子寅寅辰（下「寅」字衍）」: the second proposed away, or the first for 上;
        # not doubled, 「晝夜占（「晝」字衍）」, the last before)
        double = norm.rfind(m["x"] * 2, max(0, m.start() - 12), m.start())
        at = -1
        if m["x"] in BV and double >= 0:
            at = double + (m["w"] != "上")
        elif m["alone"] and not m["w"] and double < 0:
            at = norm.rfind(m["x"], max(0, m.start() - 12), m.start())
        if at >= 0:
            out.append(NoteReading(at, at + 1, m["x"], "", text[m.start():m.end()]))
    out += _left_out(text, norm)
    for m in SLOT_NOTE.finditer(norm):
        v = _slot_reading(norm, m)
        if v is not None:
            out.append(NoteReading(*v, text[m.start():m.end()]))
    out += _prose_readings(text, norm)
    return sorted(out, key=lambda v: v.start)


def _left_out(text: str, norm: str) -> list[NoteReading]:
    """A 點校本's notes of a word left out (:data:`.notes.LEFT_OUT`), and the words its editor
    supplied in 〔〕 (:data:`.notes.SUPPLIED`)."""
    out = []
    glossed = {a for a, _ in glosses(norm)}
    for m in SUPPLIED.finditer(norm):
        # (not a gloss of the 神 before it, 「登明〔亥〕」: a review of the change, review_round75/
        # KR3g9876_001.txt:15, disputed; nor of the general's short form, 「辰作合〔六合〕」, a review of
        # the round-77 change, review_round77/KR3g9881_001.txt:46, read as a word supplied)
        if m.start() not in glossed and not regex.search(rf"(?:{_JN})$", norm[:m.start()]):
            out.append(NoteReading(m.start(), m.end(), m.group(0), m["y"], text[m.start():m.end()]))
    for m in LEFT_OUT.finditer(norm):
        # (the word left out read after the last X before the note: X proposed XY)
        at = norm.rfind(m["x"], max(0, m.start() - 16), m.start())
        if at >= 0:
            x = m["x"]
            sep = "、" if norm[at + len(x):at + len(x) + 1] == "、" else ""   # (a list's pause)
            out.append(NoteReading(at, at + len(x), x, x + sep + m["y"], text[m.start():m.end()]))
    for m in LEFT_OUT_HERE.finditer(norm):
        # (the word before it, one or two characters, that the character left out completes)
        x = next((w for k in (2, 1) if k <= m.start()
                  for w in [norm[m.start() - k:m.start()]]
                  if LEFT_WORD.fullmatch(w + m["y"]) and not LEFT_WORD.fullmatch(w)), None)
        if x is not None:
            out.append(NoteReading(m.start() - len(x), m.start(), x, x + m["y"],
                                   text[m.start():m.end()]))
    return out


def _prose_readings(text: str, norm: str) -> list[NoteReading]:
    """The corrections the running text says after a cast, outside notes (:data:`PROSE_SLOT`,
    :data:`PROSE_MISPRINT`): the printed word named, or the slot's in the 三傳 before."""
    inside = [m.span() for m in regex.finditer(r"（[^（）]*）", norm)]
    out = []
    for m in [*PROSE_SLOT.finditer(norm), *PROSE_MISPRINT.finditer(norm)]:
        if any(a <= m.start() < b for a, b in inside):
            continue                                      # (a note's: read as a note)
        pair = _of_a_pair(norm, m)
        if pair is not None:
            v = _slot_reading(norm, m, pair)
            if v is not None:
                out.append(NoteReading(*v, text[m.start():m.end()], prose=True))
            continue
        if not _own(norm, m):
            continue
        if m.group("x"):
            at = norm.rfind(m.group("x"), max(0, m.start() - 40), m.start())
            v = (at, at + 1, m.group("x"), m.group("y")) if at >= 0 and len(m.group("y")) == 1 \
                else None
        else:
            v = _slot_reading(norm, m)
        if v is not None and not any(o.start == v[0] and o.proposed == v[3] for o in out):
            out.append(NoteReading(*v, text[m.start():m.end()], prose=True))
    for m in PROSE_GENERAL.finditer(norm):
        v = None if any(a <= m.start() < b for a, b in inside) or not _own(norm, m) \
            else _general_reading(norm, m)
        if v is not None:
            out.append(NoteReading(*v, text[m.start():m.end()], prose=True))
    for m in PROSE_QUOTED.finditer(norm):
        v = None if any(a <= m.start() < b for a, b in inside) or not _own(norm, m) \
            else _quoted_reading(norm, m)
        if v is not None:
            out.append(NoteReading(*v, text[m.start():m.end()], prose=True))
    return out


def _quoted_reading(norm: str, m) -> tuple[int, int, str, str] | None:
    """(start, end, printed, proposed) of a general or an hour the running text quotes and puts
    right (:data:`.notes.PROSE_QUOTED`): the one place the words before (within 160 characters)
    print it, as a general, or as the hour (「未時」); None where it is printed in none or in two."""
    x, lo = m.group("x"), max(0, m.start() - 160)
    # (in the words of the last cast before it: not another cast's 「未時」 when the one it corrects
    # writes 「加未」, a review of the change, tests/data/review_round47/rv47_pq1b.txt:11)
    days = list(DAY_SAID.finditer(norm, lo, m.start()))
    lo = days[-1].start() if days else lo
    if m.group("x") in BV:
        at = [h.start() for h in regex.finditer(rf"{x}(?=時)", norm[lo:m.start()])]
    else:
        at = [g.start() for g in regex.finditer(regex.escape(x), norm[lo:m.start()])]
        at = at if len(at) == 1 else []
    if len(at) != 1:
        return None
    return lo + at[0], lo + at[0] + len(x), x, m.group("y")




def _general_reading(norm: str, m) -> tuple[int, int, str, str] | None:
    """(start, end, printed, proposed) of a general the text corrects by its 傳 (「中傳未當乘天空」):
    the general the words before (within 80 characters) gave that 傳 (「末傳酉乘白虎」), or the
    slot's in a row of three generals after its 三傳; None when neither is found."""
    slot, lo = m.group("slot"), max(0, m.start() - 80)
    said = list(_GEN_OF[slot].finditer(norm, lo, m.start()))
    if said:
        g = said[-1]
        return g.start(1), g.end(1), g.group(1), m.group("y")
    row = list(_GEN_TRIPLE.finditer(norm, lo, m.start()))
    if not row:
        return None
    i = _SLOT[slot] + 1
    return row[-1].start(i), row[-1].end(i), row[-1].group(i), m.group("y")


# a correction in the running text is the text's own only when its sentence does not give it to
# another cast (「前例末傳當作“戌”」), to others refused (「或謂末傳當作“午”，非也」, 「舊注謂…其說無據」)
# or to a supposition (「若以晝貴推之，中傳巳當乘勾陳」): a review of the change, each read as the
# text's correction of a correct cast
# (but the author's own 「筆者以為…」, 「余謂…」, and 「當作“未”，原刻謬」 which blames the print: a
# review of the round-33 change)
# (and another's word in a modern hand, 「老师说三传应为申亥寅，不从」, 「网友认为…，实误」: a log's 备注, a
# review of the round-39 change, tests/data/review_round39/rv_remarks.txt:4, :12)
# (and a cast before named by its day, 「前辛未課末傳當作未」: a margin note joined to the cast under
# it, tests/data/review_round45/rv45_tei.xml:15, once a cast's lines were joined without their
# indent, round 47)
_NOT_OWN_BEFORE = compiled(r"前例|前課|上例|前案|彼|(?<!筆者|余|餘|予|吾|愚|今?按)(?:謂|曰|云|以為|說|認為)"
                                rf"|若|倘|如果|假如|假使|設|前[{STEMS}][{BRANCHES}]日?[課例]")
_NOT_OWN_AFTER = compiled(r"(?![，、]?(?:原刻|原書|原本|舊刻|舊本|刻本|原作))[^。；]{0,3}?"
                               r"(?:非也|非是|誤也|無據|不然|不足據|不可從|謬|不從|實誤)")


def _own(norm: str, m) -> bool:
    """Whether the running text's correction at ``m`` is its own (:data:`_NOT_OWN_BEFORE`)."""
    start = max(norm.rfind("。", 0, m.start()), norm.rfind("”", 0, m.start()),
                norm.rfind("」", 0, m.start()), norm.rfind("；", 0, m.start()),
                norm.rfind("\t", 0, m.start())) + 1      # (a table's cell)
    return not (_NOT_OWN_BEFORE.search(norm, start, m.start())
                or _NOT_OWN_AFTER.match(norm, m.end()))


# (with the room a markup's quotes left between them, 「三傳'''戌'''午午」 read 「三傳   戌   午午」: a
# round-43 red-team wiki article, liuren_wiki.txt:175)
_TRIPLE = compiled(rf"(?<![{BV}][ 　]*)([{BV}])[ 　]*([{BV}])[ 　]*([{BV}])(?![ 　]*[{BV}])")
_SLOT = {"初傳": 0, "中傳": 1, "末傳": 2, "終傳": 2}
_GEN_OF = {k: compiled(rf"{k}[{BV}]?乘({_GFULL})") for k in _SLOT}
_GEN_TRIPLE = compiled(rf"({_GFULL})[、，]({_GFULL})[、，]({_GFULL})")


# 「前例末傳當作“戌”，後例不誤」 after two casts quoted side by side (a review of the round-32
# change, tests/data/review_round32/b1_prose.txt:5): the correction is the text's own, of the
# first of the two (後例 of the second), when the sentence names both and the line gives two 三傳
# (后例, 后者: simplified script, which the fold leaves as printed: a review of the change)
_PAIR = compiled(r"(前例|[後后]例|前者|[後后]者)(?=[^。；]*(?:前例|[後后]例|前者|[後后]者))"
                      r"|(?<=(?:前例|[後后]例|前者|[後后]者)[^。；]*)(前例|[後后]例|前者|[後后]者)")


def _of_a_pair(norm: str, m) -> int | None:
    """-2 (the first) or -1 (the second) when the correction at ``m`` is said of one of two
    casts the sentence names as 前例 and 後例 (:data:`_PAIR`), the two 三傳 on the line before it;
    else None."""
    start = max(norm.rfind("。", 0, m.start()), norm.rfind("；", 0, m.start()),
                norm.rfind("\n", 0, m.start())) + 1
    end = min((i for i in (norm.find("。", m.end()), norm.find("\n", m.end())) if i >= 0),
              default=len(norm))
    said = [p for p in _PAIR.finditer(norm, start, end) if p.start() < m.start()]
    if not said or _NOT_OWN_AFTER.match(norm, m.end()):
        return None
    line = norm.rfind("\n", 0, m.start()) + 1
    if len(list(_TRIPLE.finditer(norm, line, m.start()))) != 2:
        return None
    return -2 if said[-1].group(0) in ("前例", "前者") else -1


def _slot_reading(norm: str, m, which: int = -1) -> tuple[int, int, str, str] | None:
    """(start, end, printed, proposed) of a note naming its slot, or None when the 三傳 before
    it (within the 30 characters before; of a pair, :func:`_of_a_pair`, on its line) is not
    found or the note's length does not fit."""
    lo = max(0, m.start() - 30) if which == -1 else norm.rfind("\n", 0, m.start()) + 1
    tri = list(_TRIPLE.finditer(norm, lo, m.start()))
    if len(tri) < -which:
        return None
    t, y = tri[which], m.group("y")
    if m.group("slot") == "三傳":
        return (t.start(), t.end(), t.group(0), y) if len(y) == 3 else None
    i = _SLOT[m.group("slot")]
    return (t.start(i + 1), t.end(i + 1), t.group(i + 1), y) if len(y) == 1 else None


def read_with(text: str, v: NoteReading, claims: dict, again) -> dict | None:
    """The claims of a cast read again with the note's reading (``again(text)``: the claims of
    the same cast in the text, or None), when they differ from ``claims`` about the chart; else
    None. The readers of paragraphs and of lines, each with its own way to find the cast again."""
    got = again(with_variant(text, v))
    # (the hour and the day too: 「辰將酉時（舊本作申時今改酉時）」, a round-25 red-team book)
    if got is None or all(got.get(k) == claims.get(k) for k in CHART_KEYS + ("hour", "day")):
        return None
    return got


def with_variant(text: str, v: NoteReading) -> str:
    """``text`` with the proposed reading in place of the printed word (the note kept)."""
    return text[:v.start] + v.proposed + text[v.end:]
