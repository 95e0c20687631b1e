"""The apparatus of each text with other witnesses, as the pages show it: the variant sites of
its collation (:mod:`edition.analyse.collate`) placed in the blocks of the base witness, and
the blocks of the other witnesses that print what the base does not (for search).

    found, cols, warnings = apparatus(ed)     # {file: TextApparatus}, {file: Collation}
    t = found["KR3g0031_001.txt"]
    t.sites[0].readings                       # (SiteReading master 昴, SiteReading WYG &KR0295;)
    t.sites[0].places                         # (SitePlace("p27", 27, 31, 32),): units of block p27

A site's place is counted in *units* of the base block (:func:`edition.analyse.collate.
token_kind`: characters and ``&KR…;`` codes; punctuation, note brackets and layout are not
units), so that a page which walks the block's text in order finds it by counting, whatever
markup the text layer wraps around it. A text whose witnesses cannot be collated is a
warning, never an error of the analysis.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from edition.core.edition import Edition, Source
from edition.core.tei import witness_rows

from .collate import Collation, collate
from .collation import text_witnesses, witness_stream


@dataclass(frozen=True)
class SiteReading:
    """One witness's reading at a site."""
    siglum: str
    text: str            # as written (&KR…; kept), with the punctuation at the site's edges
    cite: str            # file:line that prints it
    in_note: bool        # printed in an interlinear note
    units: str           # its units with the punctuation between them: what a page shows


@dataclass(frozen=True)
class SitePlace:
    """The base witness's units ``[start, end)`` of a site in one block (``start == end``: a
    point, where another witness adds words, just after unit ``start - 1``)."""
    block: str           # the block's xml:id in the base's text layer
    line: int            # the raw line where the block begins
    start: int
    end: int


@dataclass(frozen=True)
class VariantSite:
    """One app of the collation: its id (``v1``…), type and subtype, each witness's reading
    (the base first) and where the base prints it (one place per block it runs over)."""
    id: str
    type: str
    subtype: str
    readings: tuple
    places: tuple
    corresp: str = ""


@dataclass(frozen=True)
class WitnessBlock:
    """A block of another witness whose text no block of the base prints (what a search
    must find in that witness), with the base line where the page shows its place."""
    siglum: str
    file: str            # the witness's file (WYG/KR3g0031_001.txt)
    line: int            # its raw line
    text: str
    lang: str
    base_line: int


@dataclass
class TextApparatus:
    """The collation of one text as the pages show it."""
    source: str                                         # the source id
    file: str                                           # the base's file
    witnesses: tuple                                    # (siglum, name, file), base first
    counts: dict = field(default_factory=dict)          # type → apps
    line_breaks: dict = field(default_factory=dict)     # siglum → lines begun elsewhere
    sites: list = field(default_factory=list)           # VariantSite, in text order
    blocks: list = field(default_factory=list)          # WitnessBlock

    @property
    def base(self) -> str:
        return self.witnesses[0][0]


def apparatus(ed: Edition) -> tuple[dict, dict, list[str]]:
    """``({file: TextApparatus}, {file: Collation}, warnings)`` for every source of ``ed``
    with another witness; a text that cannot be collated is left out with a warning."""
    found, cols, warnings = {}, {}, []
    for s in ed.sources:
        if not s.copies:
            continue
        try:
            ws = text_witnesses(ed, s)
            col = collate([witness_stream(w, g) for g, w in ws])
        except ValueError as e:                # EditionError, CollateError, TeiError
            warnings.append(f"{s.file}: its witnesses not collated: {e}")
            continue
        cols[s.file] = col
        found[s.file] = text_apparatus(s, col, ws)
    return found, cols, warnings


def text_apparatus(s: Source, col: Collation, ws: list) -> TextApparatus:
    """The :class:`TextApparatus` of source ``s`` from its collation ``col`` and its
    witnesses ``ws`` (``(siglum, Witness)``, the base first)."""
    return TextApparatus(
        source=s.id, file=s.file, witnesses=tuple((g, n, f) for g, n, f, _ in witness_rows(s)),
        counts=col.counts(), line_breaks=col.line_breaks(),
        sites=[_site(a, col) for a in col.apps], blocks=_blocks(col, ws))


def _site(a, col: Collation) -> VariantSite:
    readings = []
    for st in col.streams:
        g = st.siglum
        j1, j2 = a.spans[g]
        readings.append(SiteReading(g, a.readings[g], a.cites[g], bool(a.notes.get(g)),
                                    st.text(j1, j2)))
    lo, hi = a.spans[col.base.siglum]
    return VariantSite(a.id, a.type, a.subtype, tuple(readings), _places(col, lo, hi),
                       a.corresp)


def _places(col: Collation, lo: int, hi: int) -> tuple:
    """Base units ``[lo, hi)`` cut at the blocks they run over, each block-relative; a point
    is placed at the end of the block of the unit before it (the start of the first block)."""
    blocks = col.base.blocks
    if not blocks:
        return ()
    starts = [b[0] for b in blocks]
    ends = starts[1:] + [len(col.base)]
    if lo == hi:
        k = max(0, bisect_right(starts, lo - 1) - 1) if lo else _first(starts, ends)
        b0, line, uid = blocks[k]
        return (SitePlace(uid, line, lo - b0, lo - b0),)
    out = []
    for k in range(max(0, bisect_right(starts, lo) - 1), len(blocks)):
        b0, line, uid = blocks[k]
        if b0 >= hi:
            break
        s, e = max(lo, b0), min(hi, ends[k])
        if s < e:
            out.append(SitePlace(uid, line, s - b0, e - b0))
    return tuple(out)


def _first(starts: list, ends: list) -> int:
    """The first block with a unit (a point before the first unit is placed there)."""
    return next((k for k, (s, e) in enumerate(zip(starts, ends)) if e > s), 0)


def _blocks(col: Collation, ws: list) -> list[WitnessBlock]:
    """Every block of another witness whose text the base does not print, placed on the
    base line that stands where the block begins (through the alignment)."""
    (_, base), others = ws[0], ws[1:]
    printed = {u.text for u in base.units()}
    out = []
    for (g, w), st, ops in zip(others, col.streams[1:], col.ops):
        first = {line: j for j, line, _ in st.blocks}
        j1s = [op[3] for op in ops]
        for u in w.units():
            if u.text in printed or not u.text.strip():
                continue
            i = _to_base(ops, j1s, first.get(u.line, 0))
            line = col.base.lines[min(i, len(col.base) - 1)] if len(col.base) else 1
            out.append(WitnessBlock(g, w.file, u.line, u.text, u.lang, line))
    return out


def _to_base(ops: list, j1s: list, j: int) -> int:
    """The base unit that stands for unit ``j`` of another witness (its alignment ``ops``,
    ``j1s`` their starts in that witness): the same unit where they agree, else the start of
    the base's side of the difference."""
    k = bisect_right(j1s, j) - 1
    if k < 0:
        return 0
    tag, i1, _, j1, _ = ops[k]
    return i1 + (j - j1) if tag == "equal" else i1
