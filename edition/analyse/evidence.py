"""The witnesses of a text as evidence for its worked examples (issue 18 §6): the apparatus
of each text with another witness (:mod:`edition.analyse.collation`) gives, for a cast the
print gets wrong, the other witnesses' readings of its words, which the checker tries
(:mod:`edition.analyse.examples.check.witnesses`).

    weigh(ed, analysis.findings, analysis.examples, analysis.passages, analysis.parallels)
    notes = emendation_witnesses(ed, source)   # {emendation id: {"agree", "disagree"}}

Only texts with another witness are collated here, and only when one of their findings does
not agree; a parallel group is read for the casts in its passages that do not agree. An
edition whose casts all agree, or that has one witness per text and no parallel of a cast
that does not agree, is left as it was.
"""
from __future__ import annotations

from engine import lexicon as lx

from edition.core.edition import Edition

from .collate import block_of, collate, other_readings
from .collation import text_streams
from .examples.check import Checker
from .parallels import collation as parallel_collation
from .witness import load_witness
from .examples.check.witnesses import REREAD_KINDS, TRIED, WitnessReading, said, weigh_readings
from edition.core.patterns import compiled


def weigh(ed: Edition, findings: list, examples: list, passages: dict,
          groups: list = (), cols: dict | None = None, stated: dict | None = None) -> list[str]:
    """Every finding that does not agree, in a text with another witness or in a parallel
    group (``groups``: :class:`edition.analyse.parallels.Parallel`) whose other passages read
    its cast's words otherwise, weighed with those readings (in place). ``passages``: the
    analysis's ``{file: {line: (text, lang)}}``; ``cols``: the collations of the texts
    (``{file: Collation}``, :func:`edition.analyse.apparatus.apparatus`) when they are made
    already; ``stated``: the school each file's book states (:mod:`.examples.stated`). Returns
    warnings (a text whose witnesses cannot be collated, a reading the
    checker failed on): the verdicts stand as they were."""
    todo: dict[str, list] = {}
    for f in findings:
        if f.status in TRIED and f.example.kind in REREAD_KINDS:
            todo.setdefault(f.example.source, []).append(f)
    if not todo:
        return []
    warnings: list[str] = []
    checker = Checker(examples, stated=stated)
    cols = _collations(ed, todo, warnings) if cols is None else \
        {f: c for f, c in cols.items() if f in todo}
    for file, fs in todo.items():
        for f in fs:
            ex = f.example
            text = passages.get(file, {}).get(ex.passage_line, ("",))[0]
            try:
                readings = parallel_readings(groups, ex)
                if file in cols:
                    readings = witness_readings(cols[file], ex.passage_line, ex.start,
                                                ex.end) + readings
                if text and readings:
                    weigh_readings(checker, f, text, readings)
            except Exception as e:             # noqa: BLE001 - never a traceback on any text
                warnings.append(f"{ex.cite}: {ex.id}: other readings not weighed "
                                f"({type(e).__name__}: {e})")
    return warnings


def _collations(ed: Edition, files, warnings: list) -> dict:
    """The collations of the texts ``files`` names that have another witness."""
    cols = {}
    for s in ed.sources:
        if s.copies and s.file in files:
            try:
                cols[s.file] = collate(text_streams(ed, s))
            except ValueError as e:            # EditionError, CollateError: say so, go on
                warnings.append(f"{s.file}: its witnesses not weighed: {e}")
    return cols


def witness_readings(col, line: int, start: int, end: int) -> list[WitnessReading]:
    """The other witnesses' readings of characters ``[start, end)`` of the base witness's
    passage on raw line ``line`` (substantive differences only)."""
    base = col.base
    block = block_of(base, line)
    if block is None:
        return []
    return [WitnessReading(o.siglum, o.start, o.end, o.reading, o.printed, o.cite)
            for o in other_readings(col, base.siglum, block, start, end)]


_DAY = compiled(rf"[{lx.STEMS}][{lx.BRANCHES}]")


def _same_day(text: str, start: int, end: int, day) -> bool:
    """A parallel passage that names the cast's day in the shared words ``text[start:end]``, or,
    naming none there, as its last day before them. One that names no day is left out too: it
    may be another cast's words (red-team books quoted another day's general as a reading),
    though it may be the same story (KR3g0031_005.txt:59 「…以月將申加子時…」, told of 辛巳日 at
    005:131): evidence only, and none is better than a false one."""
    if not day:
        return True
    inside = [m.group(0) for m in _DAY.finditer(text, start, end)]
    if inside:
        return day in inside
    before = [m.group(0) for m in _DAY.finditer(text, 0, start)]
    return bool(before) and before[-1] == day


def parallel_readings(groups, ex) -> list[WitnessReading]:
    """The readings of the example's words by the other passages of each parallel group
    that holds them (kind ``parallel``, named by their short cite: ``003:151``)."""
    out: list[WitnessReading] = []
    for g in groups:
        k = next((i for i, w in enumerate(g.witnesses)
                  if w.unit.source == ex.source and w.unit.line == ex.passage_line
                  and w.start < ex.end and ex.start < w.end), None)
        if k is None:
            continue
        col, _ = parallel_collation(g)
        printed = col.streams[k]
        # only a passage that writes the same day: another day's cast in the same words is no
        # reading of this one (red-team books: 「the parallel …:109 reads 陰 for 常」 quoted a
        # cast of 癸亥 for one of 癸酉)
        day = ex.claims.get("day") if ex.claims is not None else None
        same = {s.siglum for s, w in zip(col.streams, g.witnesses)
                if _same_day(w.unit.text, w.start, w.end, day)}
        out += [WitnessReading(o.siglum, o.start, o.end, o.reading, o.printed, o.cite, "parallel")
                for o in other_readings(col, printed.siglum, (0, len(printed)), ex.start,
                                        ex.end) if o.siglum in same]
    return out


def emendation_witnesses(ed: Edition, source) -> dict[str, dict]:
    """For each emendation of the commentary on a text with other witnesses (the printed
    words ``sic`` at their offset in their line, :attr:`edition.analyse.witness.Witness.
    emendation_records`), the witnesses that print the same words (``agree``: their sigla;
    an orthographic variant is the same words) and those that read them otherwise
    (``disagree``: ``{siglum, reads, cite}`` each, ``reads`` as the checker says it: ``未 for
    末``). A text with one witness: ``{}``."""
    s = ed.source(source)
    if not s.copies:
        return {}
    col = collate(text_streams(ed, s))
    out: dict[str, dict] = {}
    for r in load_witness(ed, s).emendation_records:
        block = block_of(col.base, r.zh_line) if r.start is not None else None
        if block is None:
            continue
        by: dict[str, list[WitnessReading]] = {}
        for o in other_readings(col, col.base.siglum, block, r.start, r.start + len(r.sic or "")):
            by.setdefault(o.siglum, []).append(
                WitnessReading(o.siglum, o.start, o.end, o.reading, o.printed, o.cite))
        out[r.id] = {"agree": [c.siglum for c in s.copies if c.siglum not in by],
                     "disagree": [{"siglum": sig, "says": said(rs), "cite": rs[0].cite}
                                  for sig, rs in by.items()]}
    return out


def witness_note(w: dict) -> str:
    """One line of :func:`emendation_witnesses`' entry: ``WYG reads 未 for 末 here
    (WYG/t.txt:2); XYZ prints it as printed``."""
    parts = [d["says"] for d in w["disagree"]]
    if w["agree"]:
        parts.append(f"{', '.join(w['agree'])} print{'s' * (len(w['agree']) == 1)} it as "
                     "printed")
    return "; ".join(parts)
