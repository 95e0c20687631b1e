"""Spans laid over a printed paragraph and nested into elements (the importer's geometry).

A Chinese paragraph of a plain witness is one string; interlinear notes （…）, lost
characters □, structure (table cells, list items, labels) and the commentary's emendations
are each a :class:`Span` over it. :func:`nest` turns non-crossing spans into the forest the
importer renders (:mod:`edition.encode.build`); an emendation that would cross another span
is left stand-off.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import regex

GAP_CHAR = "□"
NOTE_OPEN, NOTE_CLOSE = "（", "）"


# rank: among spans with the same extent, the lower rank is the outer element
RANK = {"item": 0, "row": 0, "cell": 1, "label": 2, "term": 3, "emend": 4, "note": 5, "gap": 6}


@dataclass
class Span:
    start: int
    end: int
    kind: str                      # see RANK, or "insert" (zero width)
    attrs: dict = field(default_factory=dict)
    rec: object = None             # the Emendation for kind emend/insert
    children: list = field(default_factory=list)
    order: int = 0                 # tie-breaker: input order

    @property
    def inner(self) -> tuple[int, int]:
        """The range of the element's content (a note's brackets are not content)."""
        if self.kind == "note":
            return self.start + 1, self.end - 1
        if self.kind == "gap":
            return self.start, self.start
        return self.start, self.end

    def contains(self, other: "Span") -> bool:
        if other.start == other.end:                      # an insertion point
            if self.kind in ("item", "cell", "row"):
                return self.start <= other.start <= self.end
            return self.start < other.start < self.end
        a, b = self.inner
        return a <= other.start and other.end <= b

    def crosses(self, other: "Span") -> bool:
        """True when ``other`` can be neither inside this element nor around it."""
        if other.start == other.end:
            if self.kind == "gap":
                return self.start < other.start < self.end
            return False
        if self.start == self.end or other.end <= self.start or self.end <= other.start:
            return False
        if other.start <= self.start and self.end <= other.end:
            return False
        return not self.contains(other)


# notes inside notes deeper than this stay text (a stress test's thousands of nested brackets,
# rt78 p_paren_nested: the TEI builder recursed past Python's limit; the texts nest two at most)
NOTE_DEPTH = 16


def note_spans(s: str) -> list[tuple[int, int]]:
    """Matched full-width bracket pairs (start of （, index after ）), at most :data:`NOTE_DEPTH`
    deep; unmatched brackets, and those nested deeper, stay text."""
    out, stack = [], []
    for i, ch in enumerate(s):
        if ch == NOTE_OPEN:
            stack.append(i)
        elif ch == NOTE_CLOSE and stack:
            a = stack.pop()
            if len(stack) < NOTE_DEPTH:
                out.append((a, i + 1))
    return sorted(out)


def gap_runs(s: str, cuts: set[int]) -> list[tuple[int, int]]:
    """Runs of □, split at the offsets in ``cuts`` (emendation boundaries)."""
    out = []
    for m in regex.finditer(GAP_CHAR + "+", s):
        a = m.start()
        for b in range(m.start() + 1, m.end()):
            if b in cuts:
                out.append((a, b))
                a = b
        out.append((a, m.end()))
    return out



def _anchored(rec, s: str) -> bool:
    if rec.start is None or rec.type in ("duplicate-block", "translation-correction"):
        return False
    if rec.start < 0 or rec.start + len(rec.sic) > len(s):
        return False
    return s[rec.start:rec.start + len(rec.sic)] == rec.sic


def emend_spans(recs: list, s: str) -> tuple[list[Span], list]:
    """Spans for the anchored records of one paragraph; the rest go standoff-only."""
    spans, rest = [], []
    for k, r in enumerate(recs):
        if not _anchored(r, s):
            rest.append(r)
            continue
        a = r.start
        if r.type == "omission" or (r.sic == "" and r.corr):
            spans.append(Span(a, a, "insert", rec=r, order=k))
        elif r.type in ("gap-filled", "gap-declined") and r.sic and set(r.sic) == {GAP_CHAR}:
            spans.append(Span(a, a + len(r.sic), "gapref", rec=r, order=k))
        else:
            spans.append(Span(a, a + len(r.sic), "emend", rec=r, order=k))
    return spans, rest


def nest(spans: list[Span]) -> list[Span]:
    """Nest spans into a forest (outer first). Spans must not cross (checked by the caller)."""
    # at one offset: pieces (item, row, cell) open first, then insertions, then the rest
    spans = sorted(spans, key=lambda x: (x.start, 0 if x.kind in ("item", "row", "cell")
                                         else 1 if x.start == x.end else 2, -x.end,
                                         RANK.get(x.kind, 4), x.order))
    roots: list[Span] = []
    stack: list[Span] = []
    for sp in spans:
        while stack and not stack[-1].contains(sp):
            stack.pop()
        (stack[-1].children if stack else roots).append(sp)
        if sp.start != sp.end:
            stack.append(sp)
    return roots
