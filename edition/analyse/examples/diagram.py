"""The 3-line 課式 diagrams of 六壬大全 juan 005–006, read from the Kanripo transcription.

The book prints each worked cast of the 課經 as a small-character figure three page columns
wide; Kanripo transcribes each page column as a line and each pair of small half-columns as a
note ``(right/left)``, spaces keeping the height. 005:28-30 (甲子日卯時子將, 005:26)::

    　　　　　　　　(隂亥甲/)　　　(己午未申/)
    　(青/)午(朱/)邜(天/后)子　　(常申亥/  酉子)　　(年辰/  卯)　　(酉/戌)
    　　　　　　　　　　(午酉/)　　　(寅丑子亥命/螣貴)

* **三傳** — the middle line opens with the three transmissions top to bottom, each after its
  general in a note: 初 午 青龍, 中 卯 朱雀, 末 子 天后.
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

import regex

from engine import lexicon as lx
from engine.generals import GENERAL_NAMES

from .vocab import (BRANCHES, BV, STEMS, WORDING, Slot, _glyph, branch_slot, is_day, ordered,
                    stem_slot)

_NOTE = regex.compile(r"\(([^()]*)\)")
_SAN = regex.compile(r"^(?:\(([^()/]*)/([^()]*)\)(\S)){3}")
# a chart cell's generals: the full names and every short form (engine/lexicon.py)
GENERAL_ABBR = {w: GENERAL_NAMES[i] for w, i in lx.general_names("cell").items()}
# readings in a general slot (printed → read: 臼 for 白)
GENERAL_GLYPHS = lx.glyphs("general", "reading")
RING_RIGHT = "申酉戌亥"      # over these, top to bottom (line 1)
RING_LEFT = "巳辰卯寅"       # line 3


def _groups(line: str) -> list[str]:
    return [g for g, _ in _placed(line)]


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


# look-alikes of a branch in a chart cell (engine/lexicon.py: 甲/申, 末/未, 戊/戌 …): kept as
# printed, so that the checker reports them (a printing error, not a reading)
LOOKALIKES = "".join(lx.glyphs("cell", "lookalike"))
STEM_LOOKALIKES = "".join(lx.glyphs("stem", "lookalike"))   # in the stem's place: 申 for 甲 …


def _slot(ch: str, where: str, use: str = "cell") -> Slot | None:
    sl = branch_slot(ch, where, use=use)
    if sl is None and ch in LOOKALIKES:
        return Slot(ch, ch)
    return sl


def _branches(s: str) -> list[tuple[str, Slot]]:
    out = []
    for ch in s:
        sl = _slot(ch, "the ring")
        if sl is not None:
            out.append((ch, sl))
    return out


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
    c: dict = {}
    before = lines[mid - 1] if mid >= 1 else None
    after = lines[mid + 1] if mid + 1 < len(lines) else None
    # 三傳
    m = _SAN.match(lines[mid].strip("　"))
    trans, tgen = [], []
    for k, mm in enumerate(regex.finditer(r"\(([^()/]*)/([^()]*)\)(\S)", m.group(0))):
        where = "初中末"[k] + "傳"
        sl = _slot(mm.group(3), where, use="transmission")
        if sl:
            _glyph(c, where, sl)
        trans.append(sl.value if sl else None)
        _gen_glyph(mm.group(1) + mm.group(2), c, where + "'s general")
        tgen.append(_general(mm.group(1) + mm.group(2), c, where))
    if any(trans):
        c["transmissions"] = trans
    if any(tgen):
        c["transmission_generals"] = tgen
    placed_mid = _placed(lines[mid])[1:]          # after the 三傳 group
    p1 = _placed(before) if before else []
    p3 = _placed(after) if after else []
    g1 = [g for g, _ in p1]
    g3 = [g for g, _ in p3]
    # line 2's groups: 四課 (第二/第三課) where lines 1 and 3 have theirs, else the plate
    les_cols = [p[0][1] for p in (p1, p3) if p]
    ring_cols = [p[1][1] for p in (p1, p3) if len(p) > 1]
    rest_mid: list = []
    ring_mid: list = []
    for g, col in placed_mid:
        dl = min((abs(col - x) for x in les_cols), default=99)
        dr = min((abs(col - x) for x in ring_cols), default=99)
        if dl < dr and not rest_mid:
            rest_mid.append(g)
        else:
            ring_mid.append(g)
    lessons: list = [None, None, None, None]
    generals: dict = {}
    printed_stem = [None]

    def lesson(i: int, text: str, gen_override: str | None = None):
        s = text.replace(" ", "").replace("　", "")
        if len(s) < 2:
            return None
        up_c, lo_c = s[-2], s[-1]
        gen_c = s[:-2] or None
        where = f"第{'一二三四'[i]}課"
        up = _slot(up_c, where + " upper")
        if i == 0:
            lo = stem_slot(lo_c, "第一課 lower (the day's stem)")
            if lo is None and lo_c in STEM_LOOKALIKES and up is not None:
                # a look-alike printed for the stem (006:147 申 for 甲): kept as the day's
                # printed stem, so that the checker reports it
                _glyph(c, where + " upper", up)
                lessons[0] = {"upper": up.value}
                printed_stem[0] = lo_c
                return up.value
        else:
            lo = _slot(lo_c, where + " lower")
        if up is None or lo is None:
            return None
        _glyph(c, where + " upper", up)
        _glyph(c, where + " lower", lo)
        lessons[i] = {"upper": up.value, "lower": lo.value}
        g = gen_override if gen_override is not None else gen_c
        if g:
            _gen_glyph(g, c, where + "'s general")
            gv = _general(g, c, where)
            if gv:
                generals[up.value] = gv
        return up.value

    if g1:
        a, _ = _halves(g1[0])
        lesson(0, a)
    if rest_mid:
        a, b = _halves(rest_mid[0])
        a_s, b_s = a.replace(" ", ""), b.replace(" ", "")
        if len(a_s) == 3 and len(b_s) == 2:
            lesson(1, a_s[1:])
            lesson(2, b_s, gen_override=a_s[0])       # the head general is 第三課's
        else:
            lesson(1, a_s)
            lesson(2, b_s)
    if g3:
        a, _ = _halves(g3[0])
        lesson(3, a)
    if any(lessons):
        c["lessons"] = lessons
    if generals:
        c["generals"] = generals
    # the plate
    plate: dict = {}

    def column(group: str | None, seats: str, step: int):
        if not group:
            return
        a, b = _halves(group)
        bs = [sl for _, sl in _branches(a)] + [sl for _, sl in _branches(b)]
        bs = _as_run(bs, step)
        for seat, sl in zip(seats, bs):
            _glyph(c, f"the ring over {seat}", sl)
            plate[seat] = sl.value

    column(g1[1] if len(g1) > 1 else None, RING_RIGHT, 1)
    column(g3[1] if len(g3) > 1 else None, RING_LEFT, -1)
    for group, seats in zip(ring_mid[:2], ("未午", "子丑")):
        a, b = _halves(group)
        for half, seat in ((a, seats[0]), (b, seats[1])):
            bs = _branches(half)
            if len(bs) == 1:
                _glyph(c, f"the ring over {seat}", bs[0][1])
                plate[seat] = bs[0][1].value
    if plate:
        c["plate"] = {k: plate[k] for k in BRANCHES if k in plate}
    st = (lessons[0] or {}).get("lower") or printed_stem[0]
    br = (lessons[2] or {}).get("lower")
    if st and br:
        c["day"] = st + br if (is_day(st, br) or printed_stem[0]) else None
        if c["day"] is None:
            del c["day"]
            if st in STEMS:
                c["stem"] = st
    elif st and st in STEMS:
        c["stem"] = st
    return ordered(c)


def is_diagram(text: str) -> bool:
    return any(_SAN.match(x.strip("　").rstrip("¶").replace("（", "(").replace("）", ")"))
               for x in text.split("\n"))


__all__ = ["read_diagram", "is_diagram", "BV"]
