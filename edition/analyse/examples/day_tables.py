"""Tables of days under a heading (六壬大全 KR3g0031_001.txt:704-722).

A heading 「凡…止N日」 / 「凡…止N課」 (or 惟N日) says what every 課 of the table below it is, and
the table gives each day with a note of its 課, one cell a 課: the 第一課 as the upper over the
day's stem (001:716-719 「凡昴星止十六課 … 丁丑(辰丁/戊丁)戊寅(酉戊/)」: 丁丑 has two 昴星 課, 辰
over 丁 and 戌 over 丁 (戊 in a branch slot, a reading); 戊寅 one, 酉 over 戊). A cell that gives
the upper alone (「辛未(亥/)」) is read the same.

Each cell is one cast: the day, its 干上 (the cell's upper), and the heading's name when the
registry knows it (昴星, a method: checked; 「干支相害」 is no name of the registry: the cast
then only fixes its plate). The cells are bound by the table's layout, never with certainty.
"""
from __future__ import annotations

from .grammar import canonical_kind
from .vocab import BV, STEMS, _glyph, branch_slot, is_day, stem_slot
from edition.core.patterns import compiled

_HEAD = compiled(r"(?:凡|凢)(?P<what>\p{Han}{1,12}?)(?:止|惟)[一二三四五六七八九十]+(?:日|課)")
_ROW = compiled(rf"(?P<day>[{STEMS}巳已][{BV}])（(?P<cells>[^（）]{{1,12}})）")
_CELL = compiled(rf"([{BV}己巳已戊])([{STEMS}巳已]?)")
WHY = "a cell of a table of days under the heading before it (a table such as KR3g0031_001.txt:716-722)"


def heading_name(what: str) -> tuple[str, str] | None:
    """The registry name in a heading's words (「昴星」 → ("昴星", "name")), the longest first."""
    for n in range(len(what), 1, -1):
        for i in range(len(what) - n + 1):
            hit = canonical_kind(what[i:i + n])
            if hit:
                return hit
    return None


def headings(text: str) -> list[tuple[int, tuple[str, str] | None]]:
    """(position, registry name or None) of every table heading in a paragraph."""
    return [(m.start(), heading_name(m.group("what"))) for m in _HEAD.finditer(text)]


def _cells(day: str, cells: str) -> list[dict] | None:
    """The claims of each cell of a day's note, or None when the note is not a table's."""
    st = stem_slot(day[0], "the day's stem")
    br = branch_slot(day[1], "the day's branch")
    if st is None or br is None or not is_day(st.value, br.value):
        return None
    out = []
    pos = 0
    while pos < len(cells):
        m = _CELL.match(cells, pos)
        if m is None:
            return None
        pos = m.end()
        up = branch_slot(m.group(1), "the 干上", use="cell")
        low = stem_slot(m.group(2), "the day's stem") if m.group(2) else st
        if up is None or low is None or low.value != st.value:
            return None
        c: dict = {"day": st.value + br.value, "gan_shang": up.value}
        for field, sl in (("the day", st), ("the 干上", up)):
            _glyph(c, field, sl)
        out.append(c)
    return out


def table_casts(text: str, carried) -> tuple[list[tuple[int, int, int, dict]], object]:
    """``(day_at, start, end, claims)`` of every cell of the table rows in a paragraph, each
    under the heading before it (``carried``: the heading in force from the paragraphs before,
    ``False`` when there is none), and the heading in force after the paragraph."""
    heads = headings(text)
    out = []
    for m in _ROW.finditer(text):
        before = [h for at, h in heads if at < m.start()]
        head = before[-1] if before else carried
        if head is False:
            continue
        cells = _cells(m.group("day"), m.group("cells"))
        for c in cells or ():
            if head is not None:
                canon, kind = head
                c["names" if kind == "name" else "patterns"] = [canon]
            c["binding"] = {"certain": False, "why": WHY, "polarity": "asserted"}
            out.append((m.start("day"), m.start(), m.end(), c))
    after = heads[-1][1] if heads else (carried if out else False)
    return out, after


__all__ = ["WHY", "headings", "heading_name", "table_casts"]
