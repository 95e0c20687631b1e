"""The 3-line 課式 diagrams of 六壬大全 juan 005–006, read from the Kanripo transcription.

The book prints each worked cast of the 課經 as a small-character figure three page columns
wide; Kanripo transcribes each page column as a line and each pair of small half-columns as a
note ``(right/left)``, spaces keeping the height. 005:28-30 (甲子日卯時子將, 005:26)::

    　　　　　　　　(隂亥甲/)　　　(己午未申/)
    　(青/)午(朱/)邜(天/后)子　　(常申亥/  酉子)　　(年辰/  卯)　　(酉/戌)
    　　　　　　　　　　(午酉/)　　　(寅丑子亥命/螣貴)

* **三傳** — the middle line opens with the three transmissions top to bottom, each after its
  general in a note: 初 午 青龍, 中 卯 朱雀, 末 子 天后; a figure that prints no generals gives
  the bare branches (006:792 「戌　午　寅」, under the label 「陽神作𤣥武課」 of its first row).
* **四課** — the first group of each line: line 1 holds 第一課 (general, upper, lower: 太陰 亥
  over 甲), line 2 第二課 and 第三課 as the two half-columns (申 over 亥; 酉 over 子), line 3
  第四課 (午 over 酉). 第一課's lower is the day's stem, 第三課's the day's branch: the day.
  A general printed at the head of line 2's group with none in the left half-column (「常申亥/
  酉子」) is 第三課's: the half-columns are set lower on the left (decoded against the
  diagrams whose day, plate and 三傳 generals fix the generals: 005:28, 56, 152, 165 — 常 on
  酉, 貴 on 酉, 陰 on 丑, 常 on 辰 — none fits 第二課's upper). When both halves have one,
  each is its own (005:353 「常子寅/白丑卯」).
* **The heavenly plate** — the rest: a ring of four columns whose right column (line 1) holds
  the branches over 申酉戌亥 top to bottom, the left (line 3) over 巳辰卯寅, and line 2's two
  groups the middle columns' ends: top group over 未 (right half) and 午 (left half), bottom
  group over 子 and 丑. Characters that are not branches mark a place (貴 貴人, 年 行年, 命 本命,
  空 旬空, the generals of 005:1074) and are not read as the plate. A column is a run of
  consecutive branches; when the transcription puts one of them in the other half-column
  (005:152 「貴亥年丑寅/    子」: 子 beside the annotated places) the column is read as its run
  (亥子丑寅), else as printed.

Glyph variants in a slot are read and recorded (``glyphs``) as in :mod:`.prose`; a general
printed with a look-alike (005:858 「臼」 for 白) likewise.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import regex

from engine import lexicon as lx
from engine.generals import GENERAL_NAMES

from .vocab import (BV, BRANCHES, STEMS, WORDING, Slot, _glyph, branch_slot, is_day, ordered,
                    stem_slot)
from edition.core.patterns import compiled

_NOTE = compiled(r"\(([^()]*)\)")
# a chart cell's generals: the full names and every short form (engine/lexicon.py)
GENERAL_ABBR = {w: GENERAL_NAMES[i] for w, i in lx.general_names("cell").items()}
# readings in a general slot (printed → read: 臼 for 白)
GENERAL_GLYPHS = lx.glyphs("general", "reading")
RING_RIGHT = "申酉戌亥"      # over these, top to bottom (line 1)
RING_LEFT = "巳辰卯寅"       # line 3


def _placed(line: str) -> list[tuple[str, float]]:
    """The space-separated groups of a diagram line with the page height (rows from the top
    of the page column) where each begins: a full-width space or a character is one row, a note
    as many as its longer half-column (an ASCII space half a row: 「(  酉子)」)."""
    out = []
    col = 0.0
    cur, start = "", None
    i = 0
    line = line.rstrip("¶")
    while i < len(line):
        ch = line[i]
        if ch == "　":
            if cur:
                out.append((cur, start))
                cur, start = "", None
            col += 1
            i += 1
            continue
        if start is None:
            start = col
        if ch == "(":
            j = line.find(")", i)
            j = len(line) - 1 if j < 0 else j
            a, _, b = line[i + 1:j].partition("/")
            col += max(len(a.replace(" ", "")) + a.count(" ") / 2,
                       len(b.replace(" ", "")) + b.count(" ") / 2)
            cur += line[i:j + 1]
            i = j + 1
            continue
        cur += ch
        col += 1
        i += 1
    if cur:
        out.append((cur, start))
    # a label written before the figure on its first row (006:1048 「加酉是四仲」) is not a cell
    return [(g, c) for g, c in out if "(" in g]


def _halves(group: str) -> tuple[str, str]:
    """The two half-columns of a note group (several notes in one group are concatenated)."""
    a, b = [], []
    for m in _NOTE.finditer(group):
        x, _, y = m.group(1).partition("/")
        a.append(x)
        b.append(y)
    return "".join(a), "".join(b)


def _general(s: str, c: dict, where: str) -> str | None:
    s = s.replace(" ", "").replace("　", "")
    s = "".join(GENERAL_GLYPHS.get(ch, ch) for ch in s)
    for k in (s, s[:2], s[:1]):
        if k and k.translate(WORDING) in GENERAL_ABBR:
            return GENERAL_ABBR[k.translate(WORDING)]
    return None


def _gen_glyph(raw: str, c: dict, where: str) -> None:
    for ch in raw:
        if ch in GENERAL_GLYPHS:
            _glyph(c, where, Slot(GENERAL_GLYPHS[ch], ch, f"{ch} in a general slot ({where}) "
                                  f"{lx.glyph(ch, 'general').note}", "reading"))


# look-alikes of a branch in a chart cell (engine/lexicon.py: 甲/申, 末/未, 西/酉 …): read as the
# branch they look like, and reported as readings: in a figure's branch slot they can be nothing
# else (issue 17 §1). Kept as printed, they were edits for the checker to try one at a time, and
# a figure with two of them, or one carrying a general, was accused (a red-team book of 53
# figures in the manuscript's habits: 15 correct figures flagged)
LOOKALIKES = "".join(lx.glyphs("cell", "lookalike"))
CELL_GLYPHS = "".join(lx.glyphs("cell"))           # every glyph a cell may print (戊 for 戌 …)
STEM_LOOKALIKES = "".join(lx.glyphs("stem", "lookalike"))   # in the stem's place: 申 for 甲 …
# one 傳 of the 三傳 row: its general in a note, then the branch (005:29 「(青/)午」); a figure
# that prints no generals gives the bare branches, a space between (006:792 「戌　午　寅」)
_CELL = (rf"(?:\(([^()/]*)/([^()]*)\)([^()/\s\u3000])"
         rf"|([{BV}己{CELL_GLYPHS}])\u3000?)")
_SAN = compiled(rf"^(?:{_CELL}){{3}}")


def _slot(ch: str, where: str, use: str = "cell") -> Slot | None:
    sl = branch_slot(ch, where, use=use)
    if sl is None and ch in LOOKALIKES:
        r = lx.glyph(ch, "cell")
        return Slot(r.read, ch, f"{ch} in a chart's branch slot ({where}) {r.note}: it can be "
                    "nothing else there", "reading")
    return sl


def _branches(s: str) -> list[tuple[str, Slot]]:
    out = []
    for ch in s:
        sl = _slot(ch, "the ring")
        if sl is not None:
            out.append((ch, sl))
    return out


# the marks a ring column prints beside its branches (貴 貴人, 年 行年, 命 本命, 空 旬空, a
# general, 馬 驛馬; 006:793 「處/與男走」, a column's words): no branch hides in them
# (and the marks a copy adds, 德 刑 破 墓 丁 害: a round-83 red-team damaged copy, KR3g9869_001.txt:73,
# and its review, review_round83/KR3g9863_001.txt:18, a branch beside them dropped)
_MARKS = frozenset("貴年命空馬處與男女走妻夫賊德刑破墓丁害")


def _unknown(text: str) -> bool:
    """Whether a ring column holds an unknown: a lost character (□), a Kanripo code, or a
    character that is no branch, no mark and no general."""
    if "□" in text or "&KR" in text:
        return True
    return any(not ch.isascii() and ch != "　" and ch not in _MARKS
               and _slot(ch, "the ring") is None and _general(ch, {}, "") is None
               for ch in text)


_TOKEN = compiled(r"&KR[0-9]+;|.")


def _above_unknown(text: str) -> list[Slot]:
    """The branches of a ring column above its first unknown (:func:`_unknown`), top down."""
    out = []
    for t in _TOKEN.findall(text):
        if t in " 　" or t in _MARKS:
            continue
        if _unknown(t):
            break
        sl = _slot(t, "the ring")
        if sl is not None:
            out.append(sl)
    return out


def _gapped(bs: list[Slot], step: int) -> list[Slot | None]:
    """Three branches of a ring column that run with one gap inside (子 寅 卯: 子 _ 寅 卯), in
    their run with None in the gap; none else."""
    vals = [BRANCHES.index(x.value) for x in bs if x.value in BRANCHES]
    if len(bs) != 3 or len(set(vals)) != 3:
        return []
    for first in vals:
        run = [(first + step * k) % 12 for k in range(4)]
        if set(vals) <= set(run) and run[0] in vals and run[3] in vals:
            by = {BRANCHES.index(x.value): x for x in bs}
            return [by.get(v) for v in run]
    return []


def _as_run(bs: list[Slot], step: int) -> list[Slot]:
    """Four branches of a ring column in ring order: as printed when they run, else sorted
    into their run when they are four consecutive branches."""
    if len(bs) != 4 or any(x.value not in BRANCHES for x in bs):
        return bs
    vals = [BRANCHES.index(x.value) for x in bs]
    if len(vals) != 4:
        return bs
    if all((vals[i + 1] - vals[i]) % 12 == step % 12 for i in range(3)):
        return bs
    for first in vals:
        run = [(first + step * k) % 12 for k in range(4)]
        if sorted(run) == sorted(vals):
            return [next(x for x in bs if BRANCHES.index(x.value) == v) for v in run]
    return bs


def read_diagram(lines: list[str]) -> dict:
    """The claims of one 課式 (its raw lines, ``¶`` optional). Empty when the figure is not
    a 課式 (no 三傳 line)."""
    # the converter's reading of a figure writes each cell （col1/col2） in full-width brackets
    lines = [x.rstrip("¶").replace("（", "(").replace("）", ")") for x in lines]
    mid = next((i for i, x in enumerate(lines) if _SAN.match(x.strip("　"))), None)
    if mid is None:
        return {}
    fig = _Figure()
    noted = fig.transmissions(lines[mid])
    p1 = _placed(lines[mid - 1]) if mid >= 1 else []
    p3 = _placed(lines[mid + 1]) if mid + 1 < len(lines) else []
    # the 三傳 cells are the line's first group when their generals are printed in notes
    lesson_mid, ring_mid = _split_middle(_placed(lines[mid])[1 if noted else 0:], p1, p3)
    fig.four_lessons(p1[0][0] if p1 else None, lesson_mid, p3[0][0] if p3 else None)
    fig.column(p1[1][0] if len(p1) > 1 else None, RING_RIGHT, 1)
    fig.column(p3[1][0] if len(p3) > 1 else None, RING_LEFT, -1)
    fig.middle_ring(ring_mid)
    return fig.claims()


def _split_middle(placed_mid: list[tuple[str, float]], p1: list, p3: list
                  ) -> tuple[str | None, list[str]]:
    """Line 2's groups after the 三傳 (``placed_mid``): the first group nearer the columns of
    the 四課 of lines 1 and 3 (``p1``, ``p3``: their placed groups) than those of the ring is
    第二/第三課's; the others are the plate's."""
    les_cols = [p[0][1] for p in (p1, p3) if p]
    ring_cols = [p[1][1] for p in (p1, p3) if len(p) > 1]
    lesson_mid: str | None = None
    ring_mid: list[str] = []
    for g, col in placed_mid:
        dl = min((abs(col - x) for x in les_cols), default=99)
        dr = min((abs(col - x) for x in ring_cols), default=99)
        if dl < dr and lesson_mid is None:
            lesson_mid = g
        else:
            ring_mid.append(g)
    return lesson_mid, ring_mid


@dataclass
class _Figure:
    """A 課式 being read, step by step (三傳, 四課, the ring): the claims so far, with the
    glyph readings in the order the figure is read."""
    c: dict = field(default_factory=dict)
    lessons: list = field(default_factory=lambda: [None, None, None, None])
    generals: dict = field(default_factory=dict)
    plate: dict = field(default_factory=dict)
    printed_stem: str | None = None     # a look-alike in the stem's place (006:147 申 for 甲)

    def transmissions(self, line: str) -> bool:
        """三傳 and their generals: the middle line's first three cells. True when the
        generals were printed (the cells are then one group of the line)."""
        trans, tgen = [], []
        m = _SAN.match(line.strip("　"))
        noted = False
        for k, mm in enumerate(regex.finditer(_CELL, m.group(0))):
            where = "初中末"[k] + "傳"
            sl = _slot(mm.group(3) or mm.group(4), where, use="transmission")
            if sl:
                _glyph(self.c, where, sl)
            trans.append(sl.value if sl else None)
            if mm.group(4):
                tgen.append(None)
                continue
            noted = True
            _gen_glyph(mm.group(1) + mm.group(2), self.c, where + "'s general")
            tgen.append(_general(mm.group(1) + mm.group(2), self.c, where))
        if any(trans):
            self.c["transmissions"] = trans
        if any(tgen):
            self.c["transmission_generals"] = tgen
        return noted

    def four_lessons(self, first: str | None, middle: str | None, last: str | None) -> None:
        """四課 from the first groups of lines 1 (第一課) and 3 (第四課) and line 2's lesson
        group (第二課 and 第三課 as its two half-columns; a head general with none in the left
        half is 第三課's: see the module doc)."""
        if first:
            self.lesson(0, _halves(first)[0])
        if middle:
            a, b = _halves(middle)
            a_s, b_s = a.replace(" ", ""), b.replace(" ", "")
            if len(a_s) == 3 and len(b_s) == 2:
                self.lesson(1, a_s[1:])
                self.lesson(2, b_s, gen_override=a_s[0])       # the head general is 第三課's
            else:
                self.lesson(1, a_s)
                self.lesson(2, b_s)
        if last:
            self.lesson(3, _halves(last)[0])
            if not middle and self.lessons[3]:
                # no 第二/第三課 group: a figure of two lessons only may print 第二課 there (a
                # red-team book's 「如戊日…三光課」 figure, 丑/卯 under 卯/戊): not certain
                self.c.setdefault("forms", {})["lessons.3"] = "diagram_partial"
        if any(self.lessons):
            self.c["lessons"] = self.lessons
        if self.generals:
            self.c["generals"] = self.generals

    def lesson(self, i: int, text: str, gen_override: str | None = None) -> None:
        """Lesson ``i`` (0-3) from its cell: general (if printed), upper, lower."""
        s = text.replace(" ", "").replace("　", "")
        if len(s) < 2:
            return
        up_c, lo_c = s[-2], s[-1]
        where = f"第{'一二三四'[i]}課"
        up = _slot(up_c, where + " upper")
        if i == 0:
            lo = stem_slot(lo_c, "第一課 lower (the day's stem)")
            if lo is None and lo_c in STEM_LOOKALIKES and up is not None:
                # a look-alike printed for the stem (006:147 申 for 甲): kept as the day's
                # printed stem, so that the checker reports it
                _glyph(self.c, where + " upper", up)
                self.lessons[0] = {"upper": up.value}
                self.printed_stem = lo_c
                return
        else:
            lo = _slot(lo_c, where + " lower")
        if up is None or lo is None:
            return
        _glyph(self.c, where + " upper", up)
        _glyph(self.c, where + " lower", lo)
        self.lessons[i] = {"upper": up.value, "lower": lo.value}
        g = gen_override if gen_override is not None else (s[:-2] or None)
        if g:
            _gen_glyph(g, self.c, where + "'s general")
            gv = _general(g, self.c, where)
            if gv:
                self.generals[up.value] = gv
                if gen_override is not None:
                    # (another hand may mean it as 第二課's: a red-team book's 「(空酉戌/  亥子)」,
                    # 空 on 酉; its place is 六壬大全's convention, not certain in a new book)
                    self.c.setdefault("forms", {})[f"generals.{up.value}"] = \
                        "diagram_head_general"

    def column(self, group: str | None, seats: str, step: int) -> None:
        """A side column of the ring (line 1 over 申酉戌亥, line 3 over 巳辰卯寅), read as its
        run of branches."""
        if not group:
            return
        a, b = _halves(group)
        bs = [sl for _, sl in _branches(a)] + [sl for _, sl in _branches(b)]
        if len(bs) < 4 and _unknown(a + b) and (_unknown(b) or _branches(b)):
            # the unknown in the second half-column, or branches there beside an unknown in the
            # first, whose places beside the first's are not certain (「(子貴寅卯/  丒)」, 丑's
            # variant: 子寅卯 read over 申酉戌 and accused, a metamorphic copy of
            # KR3g0031_005.txt:323; 「(貴亥年丑㐀/    子)」, :152 with 寅 unknown, 亥丑 over 申酉):
            # a first half-column of four items gives each its row (a mark's row the second's:
            # 子_寅卯; 「(戌亥丑貴/  □)」 戌亥丑 from the top, its misprinted 丑 kept in its place, a
            # review of the change, review_round82/KR3g9896_001.txt:23); else the branches are
            # placed only where the run they leave a gap in gives their seats, or not at all
            rows = [t for t in _TOKEN.findall(a) if t not in " 　"]
            bs = ([_slot(t, "the ring") if not _unknown(t) else None for t in rows]
                  if len(rows) == 4 else _gapped(bs, step))
        elif len(bs) < 4 and _unknown(a + b):
            # a column short of a branch beside a character that is neither a branch nor a
            # mark: that character may be the missing branch (an unknown glyph, or a Kanripo
            # code for 丑), and the branches below it cannot be placed (「(&KR0001;子亥戌/)」 over
            # 巳辰卯寅 read 子 over 巳, and accused: a metamorphic run of KR3g0031_005.txt:58);
            # those above it are (「(午午未□/)」, a review of the change, review_round79/
            # KR3g9886/KR3g9886_001.txt:23, its planted 午 over 申 lost)
            bs = _above_unknown(a + b)
        else:
            bs = _as_run(bs, step)
        for seat, sl in zip(seats, bs):
            if sl is None:
                continue
            _glyph(self.c, f"the ring over {seat}", sl)
            self.plate[seat] = sl.value

    def middle_ring(self, groups: list[str]) -> None:
        """The middle columns' ends, line 2's ring groups: over 未 and 午 (top), 子 and 丑."""
        for group, seats in zip(groups[:2], ("未午", "子丑")):
            a, b = _halves(group)
            for half, seat in ((a, seats[0]), (b, seats[1])):
                bs = _branches(half)
                # (not beside a glyph it cannot read, which may be the branch: 「(未㐀/  酉)」, a
                # metamorphic copy of KR3g0031_006.txt:1048 with 戌 unknown, 未 read over 未)
                if len(bs) == 1 and not _unknown(half):
                    _glyph(self.c, f"the ring over {seat}", bs[0][1])
                    self.plate[seat] = bs[0][1].value

    def claims(self) -> dict:
        """The claims read, with the plate and the day (第一課's lower and 第三課's)."""
        c = self.c
        if self.plate:
            c["plate"] = {k: self.plate[k] for k in BRANCHES if k in self.plate}
        st = (self.lessons[0] or {}).get("lower") or self.printed_stem
        br = (self.lessons[2] or {}).get("lower")
        if st and br and (is_day(st, br) or self.printed_stem):
            c["day"] = st + br
        elif st and st in STEMS:
            c["stem"] = st
        return ordered(c)


__all__ = ["read_diagram"]
