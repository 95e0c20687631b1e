"""Other witnesses as evidence (issue 18 §6): a cast the print gets wrong, read as another
witness prints it.

When a finding does not agree and another witness of its text reads some of the cast's
words otherwise (a substantive variant of the apparatus, :func:`edition.analyse.collate.
other_readings`), the passage is re-read with that witness's words in place of the print's
(:func:`edition.analyse.examples.prose.find_casts`, the reader of every witness format) and
the cast it then writes is checked by the same :class:`~.verdict.Checker`. When it agrees,
the verdict says so and becomes ``printed-error-corrected``: an emendation *ope codicum*
("WYG reads 未 for 末 here (WYG/x.txt:2); with it the cast agrees"); the print's own verdict
stays in ``why``. Every witness tried is listed in ``Finding.witnesses`` with what it reads
and its verdict, agreeing or not.

A parallel passage (another book, or the same book printing the same words twice) may be
another cast with the same words: its readings are tried the same way (kind ``parallel``)
and listed, but they never change the verdict.

Casts of running text (kinds ``inline`` and ``list``) are re-read by :func:`find_casts`; a 課式
figure (kind ``diagram``) by the figure's reader, :func:`~..diagram.read_diagram`, with the 將 and
時 it took from the cast it figures (a cell of its 三傳 or 四課 that another witness reads
otherwise: the round-22 課經's KR3g9961_002.txt:30 「(白/)未」, WYG 「(后/)未」). A full layout or a
compressed entry is not re-read.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..diagram import read_diagram
from ..paragraphs import figure_day
from ..prose import find_casts
from ..vocab import ordered

# the verdicts a witness's reading is tried for: the print does not agree under the defaults
TRIED = ("printed-error-new", "inconsistent", "unresolved", "correction-disputed")
REREAD_KINDS = ("inline", "list", "diagram")
CORRECTED = "printed-error-corrected"


@dataclass(frozen=True)
class WitnessReading:
    """Another witness's words for the print's ``[start, end)`` (offsets in the passage's
    text; an empty span: it adds its words there)."""
    siglum: str           # WYG, or a parallel passage's short cite (003:151)
    start: int
    end: int
    text: str             # what it prints
    printed: str          # what the print has there
    cite: str             # file:line of its reading
    kind: str = "witness"  # witness (of the same text) | parallel (another passage)


def reread(ex, passage: str, readings: list[WitnessReading]):
    """The example as the witness of ``readings`` writes it: the passage with their words in
    place of the print's, re-read, and the cast over the example's words (None: it writes
    no cast there)."""
    if ex.kind == "diagram":
        return _refigured(ex, _figure_text(passage, readings))
    new: list[str] = []
    shift_start = shift_end = at = 0
    for r in sorted(readings, key=lambda r: (r.start, r.end)):
        if r.start < at:
            continue                          # overlapping readings: the first one holds
        new += [passage[at:r.start], r.text]
        delta = len(r.text) - (r.end - r.start)
        if r.end < ex.start or (r.end == ex.start and r.end > r.start):
            shift_start += delta              # wholly before the cast's words
            shift_end += delta
        elif r.start < ex.end or r.start == r.end == ex.end:
            shift_end += delta                # on them, or added at either edge
        at = r.end
    new.append(passage[at:])
    text = "".join(new)
    start, end = ex.start + shift_start, ex.end + shift_end
    lo, hi = _window(text, start, end)
    best, overlap = None, 0
    for ca in find_casts(text[lo:hi]):
        ca.start, ca.end = ca.start + lo, ca.end + lo
        o = min(end, ca.end) - max(start, ca.start)
        if o > overlap:
            best, overlap = ca, o
    if best is None:
        return None
    return ex.with_(start=best.start, end=best.end, text=text[best.start:best.end],
                    claims=best.claims, corrected=None, correction="")


# a passage longer than this is re-read around the cast only: its sentences within WINDOW
# characters of it (a transcription in one paragraph of 25,000 characters took 17 s to weigh its
# 29 parallels, each re-reading the whole; a cast's words never reach that far)
LONG, WINDOW = 6000, 2000


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """(lo, hi) of the part of ``text`` re-read for a cast at [start, end): all of it when
    short; else whole sentences (。 or a line's end) around it."""
    if len(text) <= LONG:
        return 0, len(text)
    a, b = max(0, min(start, end) - WINDOW), max(start, end) + WINDOW
    lo = max(text.rfind(c, 0, a) for c in "。\n") + 1
    his = [k + 1 for c in "。\n" if 0 <= (k := text.find(c, b)) < b + WINDOW]
    # (an unpunctuated text: cut WINDOW away, a cast's words never reaching so far)
    return (lo if lo > a - WINDOW else a), (min(his) if his else min(b, len(text)))


def _figure_text(passage: str, readings: list[WitnessReading]) -> str:
    """A 課式 figure's lines with another witness's readings of its cells, its layout kept: a
    reading as long as the print's words goes character by character onto them, wherever the
    layout between them is (the collation joins 「戌)¶…(戌」 into one reading across the line
    end, a review found: put in whole, it took the figure's third line away); another is put
    in whole only inside one line, else left out."""
    out = list(passage)
    for r in sorted(readings, key=lambda r: r.start, reverse=True):
        seg = passage[r.start:r.end]
        at, places = 0, []
        for ch in r.printed:
            k = seg.find(ch, at)
            if k < 0:
                break
            places.append(r.start + k)
            at = k + 1
        if len(places) == len(r.printed) == len(r.text):
            for k, ch in zip(places, r.text):
                out[k] = ch
        elif "\n" not in seg:
            out[r.start:r.end] = list(r.text)
    return "".join(out)


def _refigured(ex, text: str):
    """A 課式 figure as another witness prints it (``text``: its lines), read by the figure's
    reader, with the 將 and 時 it took from the cast it figures when its day is the same, a
    look-alike of the stem read (a witness's 申 for 甲 in the stem's cell, a review found, had
    the figure judged without its hour); None: no 三傳 or 四課 read there, or the cast's 將 and 時
    not to be carried."""
    c = read_diagram(text.split("\n"))
    if not (c.get("transmissions") or c.get("lessons")):
        return None
    old = ex.claims or {}
    carried = {k: old[k] for k in ("jiang", "hour") if k in old and k not in c}
    if carried:
        if figure_day(c) != figure_day(old):
            return None
        c.update(carried)
    return ex.with_(start=0, end=len(text), text=text, claims=ordered(c), corrected=None,
                    correction="")


def said(rs: list[WitnessReading]) -> str:
    """``WYG reads 未 for 末 here (WYG/x.txt:2)``."""
    parts = []
    for r in rs:
        if r.printed and r.text:
            parts.append(f"{r.text} for {r.printed}")
        elif r.text:
            parts.append(f"{r.text} where the print has nothing")
        else:
            parts.append(f"nothing for {r.printed}")
    cites = ", ".join(dict.fromkeys(r.cite for r in rs))
    who = rs[0].siglum if rs[0].kind == "witness" else f"the parallel {rs[0].siglum}"
    return f"{who} reads {'; '.join(parts)} here ({cites})"


def weigh_readings(checker, f, passage: str, readings: list[WitnessReading]) -> None:
    """Try each witness's readings of a finding's cast (module doc), in place: ``f.witnesses``
    lists each tried, and a witness whose reading agrees gives the verdict."""
    ex = f.example
    if f.status not in TRIED or ex.kind not in REREAD_KINDS or not readings:
        return
    by: dict[tuple[str, str], list[WitnessReading]] = {}
    for r in readings:
        by.setdefault((r.kind, r.siglum), []).append(r)
    agreeing = None
    for (kind, sig), rs in by.items():
        ex2 = reread(ex, passage, rs)
        g = checker.check(ex2) if ex2 is not None else None
        status = g.status if g is not None else "no cast"
        f.witnesses.append({"siglum": sig, "kind": kind, "status": status,
                            "text": ex2.text if ex2 is not None else None,
                            "reads": [{"printed": r.printed, "reading": r.text, "cite": r.cite}
                                      for r in rs]})
        if status == "agrees" and kind == "witness" and agreeing is None:
            agreeing = (rs, g)
    if agreeing is not None:
        _corrected(f, *agreeing)
        return
    tried = "; ".join(_tried(rs, w["status"]) for rs, w in zip(by.values(), f.witnesses[-len(by):]))
    f.why = (f.why + "; " if f.why else "") + tried


def _tried(rs: list[WitnessReading], status: str) -> str:
    """What one reading tried gave, when it settles nothing."""
    if status == "agrees":                # a parallel: perhaps another cast in the same words
        return (f"{said(rs)}; with it the cast agrees (a parallel passage, not a witness of "
                "this text: evidence only)")
    if status == "no cast":
        return f"{said(rs)}; with it no cast is written there"
    return f"{said(rs)}; with it the verdict would be {status}"


def _corrected(f, rs: list[WitnessReading], g) -> None:
    """The finding settled by a witness's reading ``rs`` whose cast agrees (``g``)."""
    was, why = f.status, f.why or f.hypothesis or ""
    f.status = CORRECTED
    f.hypothesis = (f"{said(rs)}; with it the cast agrees: an emendation ope codicum"
                    + (f" ({g.hypothesis})" if g.hypothesis else ""))
    f.why = f"the print alone is {was}" + (f": {why}" if why else "")
    f.computed, f.solutions, f.fields, f.options = g.computed, g.solutions, g.fields, g.options
    f.explanation = None
    if f.book_status in (None, was):
        f.book_status, f.book_options = CORRECTED, g.options
