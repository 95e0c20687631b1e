"""Collation: the witnesses of one text aligned character by character, their differences
typed (docs/readme/34-collate.md).

    streams = [stream_of(w) for w in text_witnesses(ed, s)]    # base first
    c = collate(streams)                 # Collation: the apps, each typed, with its readings
    c.apps[0].readings                   # {"master": "昴", "WYG": "&KR0295;"}
    c.apps[0].cites                      # {"master": "KR3g0031_001.txt:29", "WYG": "WYG/KR3g0031_001.txt:29"}

How:

1. **Streams** (:func:`stream`): a witness's text as the analysis reads it (the TEI text
   layer, :mod:`edition.analyse.witness`) becomes a sequence of *text units*, one code point
   each (a ``&KR…;`` code is one private-use code point, decoded back when a reading is
   written), with the raw line of each unit and whether it stands in an interlinear note.
   Layout is not text: line and page breaks, indentation and spaces, ``¶`` and the page ids a
   witness prints inside its lines (:data:`edition.encode.kanripo.INLINE_LAYOUT`), the
   brackets of a note and the ``/`` between its columns. Punctuation is kept beside the
   units (what is printed before unit *i*), not among them, so it never shifts an alignment.
2. **Alignment** (:func:`align`): anchors first — *k*-grams that occur once in each witness
   (*k* = 16, then 8, then 4 inside what is left), chained in order (a longest increasing
   subsequence) and widened to the whole run of equal units — then each gap between anchors
   is aligned by :func:`rapidfuzz.distance.Indel.opcodes` (a longest common subsequence,
   in C, bit-parallel: a moved passage is an omission and an addition, not a run of
   substitutions). No
   quadratic step runs on more than :data:`DIRECT` unit pairs; a gap larger than
   :data:`MAX_GAP` pairs with no anchor left is one replacement. Time and memory grow with
   the length of the text (``scripts/bench_collate.py``).
3. **Sites**: each run of differing units is a site (its characters, never its line); a run
   of same-length replacements is cut where the pairs are orthographic, one site per pair.
   A difference of punctuation is a site at its place, a unit printed in a note in one
   witness and in the text in another a layout site. With more than two witnesses, sites of
   different witnesses that overlap on the base become one app.
4. **Types** (:func:`typed`): ``orthographic`` (every differing pair is a variant form,
   :func:`is_orthographic`), ``punctuation``, ``layout`` (the same text, in a note in one
   witness only), else ``substantive`` with its subtype: ``omission`` (the witness lacks
   the base's text), ``addition``, ``transposition`` (the same units in another order, or
   an omission and an addition of the same text), ``substitution``.
"""
from __future__ import annotations

import unicodedata
from array import array
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import regex
from rapidfuzz.distance import Indel

from edition.core.normalize import fold_char
from edition.encode.kanripo import GLYPH, INLINE_LAYOUT
from engine import lexicon
from edition.core.patterns import compiled

ANCHOR_K = (16, 8, 4)        # k-gram lengths of the anchor passes, longest first
DIRECT = 4_000_000           # a gap of at most this many unit pairs goes to rapidfuzz directly
MAX_GAP = 64_000_000         # … a larger one with no anchor in it is one replacement
MAX_REPEAT = 8               # a k-gram printed more often than this seeds no anchor
SWAP = 8                     # units moved across at most this many equal ones: a transposition
PUA = 0xF0000                # &KR0025; → chr(PUA + 25) (plane 15, private use)
NOTE_OPEN = frozenset("（(")
NOTE_CLOSE = frozenset("）)")
LAYOUT = frozenset(" \t\r\n\u3000/¶")
TOKEN = compiled(GLYPH.pattern + "|" + INLINE_LAYOUT.pattern + r"|.", regex.S)
TYPES = ("substantive", "orthographic", "punctuation", "layout")
SUBTYPES = ("omission", "addition", "substitution", "transposition")


class CollateError(ValueError):
    """A text that cannot be collated (one line: what and where)."""


# =========================================================================== orthographic pairs

@lru_cache(maxsize=1)
def orthographic_pairs() -> frozenset[frozenset[str]]:
    """The pairs of forms of one character, derived from the glyph registry
    (:func:`engine.lexicon.wording`: the wording variants, 夘/邜 = 卯, 𫝊 = 傳, the 文淵閣 forms
    𢧐 = 戦 = 戰, 𩔰 = 顯 …): each variant with the character it is read as, and two variants
    read as one character with each other. Readings and look-alikes of a slot (巳/已, 末/未) are
    no pairs: a witness printing one for the other differs in substance."""
    by_read: dict[str, set[str]] = {}
    for printed, read in lexicon.wording().items():
        by_read.setdefault(read, {read}).add(printed)
    return frozenset(frozenset((a, b)) for forms in by_read.values()
                     for a in forms for b in forms if a < b)


def is_orthographic(a: str, b: str) -> bool:
    """Two single units that are forms of one character: a ``&KR…;`` code (outside Unicode)
    against a character or another code, a pair of :func:`orthographic_pairs` (the
    registry's), the same character after the search fold (剋/尅/克,
    :func:`edition.core.normalize.fold_char`, itself the registry's folds and OpenCC), or a
    character of the supplementary ideographic planes (U+20000 on: the rare forms a
    diplomatic transcription keeps, 𢧐 𩔰 𠑽) against one of the basic planes. The last is a
    rule over a class of code points, which a registry of glyphs cannot hold: it types the
    rare forms of a witness that no entry lists yet (the registry lists those of juan
    000–006)."""
    if a == b:
        return True
    if a.startswith("&") or b.startswith("&"):
        return True
    if len(a) != 1 or len(b) != 1:
        return False
    if frozenset((a, b)) in orthographic_pairs() or fold_char(a) == fold_char(b):
        return True
    known = lexicon.wording()
    if a in known or b in known:
        # a form the registry knows is read as its character only (𤣥 = 玄: 𤣥 against 白 is a
        # substantive variant, a red-team 課式 cell, KR3g9959-WYG/KR3g9959_002.txt:35)
        return False
    return _han(a) and _han(b) and (ord(a) >= 0x20000) != (ord(b) >= 0x20000)


def _han(c: str) -> bool:
    return unicodedata.name(c, "").startswith("CJK")


# =========================================================================== streams

@dataclass
class Stream:
    """One witness's text as units (see the module doc). ``punct[i]``: the punctuation
    printed before unit ``i`` (``i == len(seq)``: after the last); ``blocks``: the unit
    index where each block (paragraph, heading, diagram) of the witness begins, with its
    raw line and xml:id."""
    siglum: str
    file: str                                   # relative to sources/: the citation base
    seq: str = ""
    lines: array = field(default_factory=lambda: array("i"))
    offsets: array = field(default_factory=lambda: array("i"))  # each unit's offset in its block
    notes: bytearray = field(default_factory=bytearray)
    punct: dict = field(default_factory=dict)
    codes: dict = field(default_factory=dict)   # private-use code point → "&KR…;"
    blocks: list = field(default_factory=list)  # (unit index, raw line, xml:id)

    def __len__(self) -> int:
        return len(self.seq)

    @cached_property
    def punct_keys(self) -> list[int]:
        """The places where punctuation is printed, in order (read once built)."""
        return sorted(self.punct)

    def text(self, i: int, j: int, inner: bool = True) -> str:
        """Units ``i``–``j`` as written (``&KR…;`` codes kept), with the punctuation printed
        between them when ``inner``."""
        out = []
        for k in range(i, j):
            if inner and k > i and k in self.punct:
                out.append(self.punct[k])
            c = self.seq[k]
            out.append(self.codes.get(c, c))
        return "".join(out)

    def full(self) -> str:
        """Every unit as written, with all its punctuation."""
        n = len(self.seq)
        return self.punct.get(0, "") + self.text(0, n) + (self.punct.get(n, "") if n else "")

    def line_at(self, i: int, j: int) -> int:
        """The raw line of units ``i``–``j`` (an empty range: the line of the unit before)."""
        if j > i:
            return self.lines[i]
        if i > 0:
            return self.lines[i - 1]
        return self.lines[0] if self.lines else 1

    def cite(self, i: int, j: int) -> str:
        return f"{self.file}:{self.line_at(i, j)}"


def stream(siglum: str, file: str, units) -> Stream:
    """A :class:`Stream` of ``units``: ``(text, line, offsets, start, end, id)`` each, where
    ``offsets`` are ``(offset, line, column)`` of the raw line starts inside ``text``
    (:class:`edition.analyse.witness.Unit`), ``[start, end)`` the part of ``text`` to read."""
    s = Stream(siglum, file)
    seq: list[str] = []
    pend: list[str] = []
    for text, line, offsets, start, end, uid in units:
        s.blocks.append((len(seq), line, uid))
        starts = [o for o, _, _ in offsets]
        k = bisect_right(starts, start) - 1
        cur = offsets[k][1] if k >= 0 else line
        head = text[:start]
        depth = max(0, sum(map(head.count, NOTE_OPEN)) - sum(map(head.count, NOTE_CLOSE)))
        for m in TOKEN.finditer(text, start, end):
            t, o = m.group(), m.start()
            while k + 1 < len(starts) and starts[k + 1] <= o:
                k += 1
                cur = offsets[k][1]
            kind = token_kind(t)
            if kind == "open":
                depth += 1
                continue
            if kind == "close":
                depth = max(0, depth - 1)
                continue
            if kind == "punct":
                pend.append(t)
                continue
            if kind != "unit":
                continue                               # a page id, ¶, a space: layout
            c = _code_point(t, s.codes) if len(t) > 1 else t
            if pend:
                s.punct[len(seq)] = "".join(pend)
                pend = []
            seq.append(c)
            s.lines.append(cur)
            s.offsets.append(o)
            s.notes.append(1 if depth else 0)
    if pend:
        s.punct[len(seq)] = "".join(pend)
    s.seq = "".join(seq)
    return s


def token_kind(t: str) -> str:
    """What a token of :data:`TOKEN` is in a witness's text: ``unit`` (a character or a
    ``&KR…;`` code: what is collated), ``punct`` (kept beside the units), ``open`` or
    ``close`` (a note's bracket) or ``layout`` (a page id, ``¶``, a space, the ``/`` between
    a note's columns)."""
    if len(t) > 1:
        return "unit" if t[0] == "&" else "layout"
    if t in NOTE_OPEN:
        return "open"
    if t in NOTE_CLOSE:
        return "close"
    if t in LAYOUT or t.isspace():
        return "layout"
    return "punct" if unicodedata.category(t)[0] == "P" else "unit"


def text_units(text: str):
    """``(token, kind)`` of every token of ``text`` in order (:func:`token_kind`): which of
    its characters a collation counts as units, for a page that marks a site among them."""
    for m in TOKEN.finditer(text):
        t = m.group()
        yield t, token_kind(t)


_BIG: dict[str, str] = {}        # codes past plane 15's range: plane 16, in order of first use


def _code_point(code: str, codes: dict) -> str:
    """The one code point standing for ``&KR…;`` (the same in every witness)."""
    n = int(code[3:-1])
    c = chr(PUA + n) if n < 0xFFFE else _BIG.setdefault(code, chr(0x100000 + len(_BIG) % 0xFFFE))
    codes[c] = code
    return c


# =========================================================================== alignment

Op = tuple[str, int, int, int, int]        # (tag, i1, i2, j1, j2) as difflib and rapidfuzz


def align(a: str, b: str) -> list[Op]:
    """Opcodes turning ``a`` into ``b`` (equal, replace, delete, insert), covering both."""
    ops: list[Op] = []
    _align(a, 0, len(a), b, 0, len(b), 0, ops)
    return _merge(ops)


def _align(a, a0, a1, b, b0, b1, level, ops) -> None:
    # common prefix and suffix first (cheap, and most of a near-identical pair)
    p = _common_prefix(a, a0, a1, b, b0, b1)
    if p:
        ops.append(("equal", a0, a0 + p, b0, b0 + p))
        a0, b0 = a0 + p, b0 + p
    q = _common_suffix(a, a0, a1, b, b0, b1)
    tail = ("equal", a1 - q, a1, b1 - q, b1) if q else None
    a1, b1 = a1 - q, b1 - q
    n, m = a1 - a0, b1 - b0
    if n == 0 or m == 0:
        if n or m:
            ops.append(("delete" if n else "insert", a0, a1, b0, b1))
    elif n * m <= DIRECT or level >= len(ANCHOR_K):
        if n * m > MAX_GAP:
            ops.append(("replace", a0, a1, b0, b1))
        else:
            _lcs(a, a0, a1, b, b0, b1, ops)
    else:
        runs = _anchors(a, a0, a1, b, b0, b1, ANCHOR_K[level])
        i, j = a0, b0
        for ai, bj, size in runs:
            _align(a, i, ai, b, j, bj, level + 1, ops)
            ops.append(("equal", ai, ai + size, bj, bj + size))
            i, j = ai + size, bj + size
        _align(a, i, a1, b, j, b1, level + 1, ops)
    if tail:
        ops.append(tail)


def _common_prefix(a, a0, a1, b, b0, b1) -> int:
    n = min(a1 - a0, b1 - b0)
    lo, hi = 0, n
    while lo < hi:                         # binary search on slice equality (C speed)
        mid = (lo + hi + 1) // 2
        if a[a0:a0 + mid] == b[b0:b0 + mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a, a0, a1, b, b0, b1) -> int:
    n = min(a1 - a0, b1 - b0)
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[a1 - mid:a1] == b[b1 - mid:b1]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _lcs(a, a0, a1, b, b0, b1, ops) -> None:
    """A longest common subsequence of the gap (rapidfuzz's Indel distance, in C): the most
    units kept in place, the rest omitted or added (a moved passage stays whole)."""
    for tag, i1, i2, j1, j2 in Indel.opcodes(a[a0:a1], b[b0:b1]):
        ops.append((tag, a0 + i1, a0 + i2, b0 + j1, b0 + j2))


def _anchors(a, a0, a1, b, b0, b1, k) -> list[tuple[int, int, int]]:
    """Runs ``(i, j, size)`` of equal units, in order in both, seeded by k-grams printed as
    often in ``a[a0:a1]`` as in ``b[b0:b1]`` (at most :data:`MAX_REPEAT` times), their
    occurrences paired in order. The k-grams are sampled every ``k // 2`` units of ``a``
    (two samples fall in any run of ``k + k // 2`` equal units); every position is counted."""
    step = max(1, k // 2)
    occ_a: dict[str, list[int]] = {a[i:i + k]: [] for i in range(a0, a1 - k + 1, step)}
    for i in range(a0, a1 - k + 1):
        o = occ_a.get(a[i:i + k])
        if o is not None and len(o) <= MAX_REPEAT:
            o.append(i)
    occ_b: dict[str, list[int]] = {}
    for j in range(b0, b1 - k + 1):
        g = b[j:j + k]
        if g in occ_a:
            o = occ_b.setdefault(g, [])
            if len(o) <= MAX_REPEAT:
                o.append(j)
    pairs = sorted(p for g, js in occ_b.items() if len(js) == len(occ_a[g]) <= MAX_REPEAT
                   for p in zip(occ_a[g], js))
    chain = _increasing(pairs)
    runs: list[tuple[int, int, int]] = []
    for i, j in chain:
        if runs and i - runs[-1][0] == j - runs[-1][1] and i <= runs[-1][0] + runs[-1][2]:
            r = runs[-1]
            runs[-1] = (r[0], r[1], max(r[2], i + k - r[0]))
            continue
        lo_i = runs[-1][0] + runs[-1][2] if runs else a0
        lo_j = runs[-1][1] + runs[-1][2] if runs else b0
        if i < lo_i or j < lo_j:
            continue                        # overlaps the previous run: drop it
        runs.append((i, j, k))
    return _widen(a, a0, a1, b, b0, b1, runs)


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest chain of ``pairs`` (sorted by i) increasing in j (patience sorting)."""
    tails: list[int] = []
    tail_at: list[int] = []
    prev = [-1] * len(pairs)
    for n, (_, j) in enumerate(pairs):
        x = bisect_left(tails, j)
        if x == len(tails):
            tails.append(j)
            tail_at.append(n)
        else:
            tails[x] = j
            tail_at[x] = n
        prev[n] = tail_at[x - 1] if x else -1
    out = []
    n = tail_at[-1] if tail_at else -1
    while n >= 0:
        out.append(pairs[n])
        n = prev[n]
    return out[::-1]


def _widen(a, a0, a1, b, b0, b1, runs):
    """Each run widened backwards and forwards over equal units (never into its neighbours)."""
    out: list[tuple[int, int, int]] = []
    for n, (i, j, size) in enumerate(runs):
        lo_i, lo_j = (out[-1][0] + out[-1][2], out[-1][1] + out[-1][2]) if out else (a0, b0)
        while i > lo_i and j > lo_j and a[i - 1] == b[j - 1]:
            i, j, size = i - 1, j - 1, size + 1
        hi_i, hi_j = (runs[n + 1][0], runs[n + 1][1]) if n + 1 < len(runs) else (a1, b1)
        e = _common_prefix(a, i + size, hi_i, b, j + size, hi_j)
        out.append((i, j, size + e))
    return out


def _merge(ops: list[Op]) -> list[Op]:
    """Adjacent opcodes of the same tag as one, empty ones dropped."""
    out: list[Op] = []
    for op in ops:
        if op[1] == op[2] and op[3] == op[4]:
            continue
        if out and out[-1][0] == op[0] and out[-1][2] == op[1] and out[-1][4] == op[3]:
            t, i1, _, j1, _ = out[-1]
            out[-1] = (t, i1, op[2], j1, op[4])
        else:
            out.append(op)
    return out


# =========================================================================== sites and apps

@dataclass
class App:
    """One place where the witnesses differ: base units ``[start, end)`` (empty: a point
    between units), each witness's units ``spans[siglum]``, its type and its readings."""
    start: int
    end: int
    spans: dict                                  # siglum → (j1, j2) in that witness's stream
    type: str = ""                               # TYPES
    subtype: str = ""                            # SUBTYPES, for a substantive app
    readings: dict = field(default_factory=dict)  # siglum → text as written
    cites: dict = field(default_factory=dict)    # siglum → file:line
    notes: dict = field(default_factory=dict)    # siglum → True when printed in a note
    id: str = ""
    corresp: str = ""                            # the other half of a transposition
    own: dict = field(default_factory=dict)      # siglum → prints the punctuation at (j1, j2)
    trim: tuple = (0, 0)                         # … less what every witness prints alike
    def as_json(self) -> dict:
        d = {"id": self.id, "type": self.type}
        if self.subtype:
            d["subtype"] = self.subtype
        d["readings"] = dict(self.readings)
        d["cites"] = dict(self.cites)
        if self.type == "layout":
            d["in_note"] = {k: bool(v) for k, v in self.notes.items()}
        if self.corresp:
            d["corresp"] = self.corresp
        return d


@dataclass
class Collation:
    """The witnesses of one text (base first) and the apps that set them apart."""
    streams: list[Stream]
    apps: list[App]
    ops: list = field(default_factory=list, repr=False)   # each other witness's opcodes

    @property
    def base(self) -> Stream:
        return self.streams[0]

    def line_breaks(self) -> dict[str, int]:
        """For each other witness, the places (among the units both print alike) where one
        witness begins a new line and the other does not: layout, never an app."""
        b = _starts(self.base)
        out = {}
        for s, ops in zip(self.streams[1:], self.ops):
            o = _starts(s)
            n = 0
            for tag, i1, i2, j1, j2 in ops:
                if tag == "equal" and b[i1 + 1:i2] != o[j1 + 1:j2]:
                    n += sum(x != y for x, y in zip(b[i1 + 1:i2], o[j1 + 1:j2]))
            out[s.siglum] = n
        return out

    def counts(self) -> dict[str, int]:
        out = {t: 0 for t in TYPES}
        for a in self.apps:
            out[a.type] += 1
        return out


def collate(streams: list[Stream], prefix: str = "v") -> Collation:
    """Align every witness to the first (the base), gather the sites into apps, type them."""
    if len(streams) < 2:
        raise CollateError("a collation needs two witnesses at least")
    sigla = [s.siglum for s in streams]
    if len(set(sigla)) != len(sigla):
        raise CollateError(f"two witnesses share a siglum: {', '.join(sigla)}")
    base, others = streams[0], streams[1:]
    opss = [align(base.seq, o.seq) for o in others]
    raw = sorted((i1, i2, c, j1, j2) for c, (o, ops) in enumerate(zip(others, opss))
                 for i1, i2, j1, j2 in _sites(base, o, ops))
    maps = [_Mapper(ops) for ops in opss]
    apps: list[App] = []
    for lo, hi, members in _union(raw):
        spans = {base.siglum: (lo, hi)}
        for c, (o, m) in enumerate(zip(others, maps)):
            j1, j2 = m.span(lo, hi)
            own = [x for x in members if x[2] == c]
            if own:                        # its own sites: with what it adds at their edges
                j1 = own[0][3] if own[0][0] == lo else j1
                j2 = own[-1][4] if own[-1][1] == hi else j2
            spans[o.siglum] = (j1, j2)
        apps.append(App(lo, hi, spans))
    taken: dict[str, set[int]] = {x: set() for x in sigla}
    for n, a in enumerate(apps, 1):
        a.id = f"{prefix}{n}"
        for g, (j1, j2) in a.spans.items():     # a boundary's punctuation: the first app's
            t = taken[g]
            lo = j1 not in t
            a.own[g] = (lo, lo if j2 == j1 else j2 not in t)
            t.update((j1, j2))
        _fill(a, streams)
    _transpositions(apps)
    return Collation(streams, apps, opss)


def _starts(s: Stream) -> bytes:
    """1 for each unit that begins a raw line of its witness."""
    ln = s.lines
    return bytes(1 if k == 0 or ln[k] != ln[k - 1] else 0 for k in range(len(ln)))


def _sites(base: Stream, other: Stream, ops: list[Op]) -> list[tuple[int, int, int, int]]:
    """Ranges ``(i1, i2, j1, j2)`` where ``other`` differs from the base: runs of differing units (a run of
    same-length replacements cut at its orthographic pairs), punctuation inside runs of equal
    units, and units printed in a note by one witness only."""
    out: list[tuple[int, int, int, int]] = []
    if not ops and base.punct.get(0, "") != other.punct.get(0, ""):
        out.append((0, 0, 0, 0))                  # no unit at all: punctuation only
    k = 0
    while k < len(ops):
        tag, i1, i2, j1, j2 = ops[k]
        if _swap(base, other, ops[k:k + 3]):
            out.append((i1, ops[k + 2][2], j1, ops[k + 2][4]))
            k += 3
            continue
        if tag == "equal":
            out += _equal_sites(base, other, ops[k])
            k += 1
            continue
        e = k
        while e + 1 < len(ops) and ops[e + 1][0] != "equal":
            e += 1
        i2, j2 = ops[e][2], ops[e][4]
        if i2 - i1 == j2 - j1:
            out += _cut(base, other, i1, i2, j1)
        else:
            out.append((i1, i2, j1, j2))
        k = e + 1
    return out


def _swap(base, other, ops) -> bool:
    """An addition and an omission of the same units on either side of a few equal ones
    (「天地黃玄」 for 「天地玄黃」): one transposition."""
    if len(ops) < 3 or ops[1][0] != "equal" or ops[1][2] - ops[1][1] > SWAP:
        return False
    (t1, a1, a2, b1, b2), _, (t2, c1, c2, d1, d2) = ops
    if {t1, t2} != {"insert", "delete"}:
        return False
    moved = other.seq[b1:b2] if t1 == "insert" else base.seq[a1:a2]
    back = base.seq[c1:c2] if t2 == "delete" else other.seq[d1:d2]
    return moved == back


def _cut(base, other, i1, i2, j1) -> list[tuple[int, int, int, int]]:
    """A same-length replacement: each orthographic pair a site of its own, the runs of
    other pairs one site each."""
    out: list[tuple[int, int, int, int]] = []
    run = None
    for d in range(i2 - i1 + 1):
        ortho = d < i2 - i1 and is_orthographic(_unit(base, base.seq[i1 + d]),
                                                 _unit(other, other.seq[j1 + d]))
        if (ortho or d == i2 - i1) and run is not None:
            out.append((i1 + run, i1 + d, j1 + run, j1 + d))
            run = None
        if ortho:
            out.append((i1 + d, i1 + d + 1, j1 + d, j1 + d + 1))
        elif run is None and d < i2 - i1:
            run = d
    return out


def _unit(s: Stream, c: str) -> str:
    return s.codes.get(c, c)


def _equal_sites(base, other, op) -> list[tuple[int, int, int, int]]:
    _, i1, i2, j1, j2 = op
    out: list[tuple[int, int, int, int]] = []
    shift = j1 - i1
    if base.notes[i1:i2] != other.notes[j1:j2]:
        run = None
        for u in range(i1, i2 + 1):
            same = u == i2 or base.notes[u] == other.notes[u + shift]
            if same and run is not None:
                out.append((run, u, run + shift, u + shift))
                run = None
            elif not same and run is None:
                run = u
    lo = i1 if (i1, j1) == (0, 0) else i1 + 1
    hi = i2 if (i2, j2) == (len(base), len(other)) else i2 - 1
    keys = set()
    for s, a, b in ((base, lo, hi), (other, lo + shift, hi + shift)):
        ks = s.punct_keys
        keys.update(k - a + lo for k in ks[bisect_left(ks, a):bisect_right(ks, b)])
    for u in sorted(keys):
        if base.punct.get(u, "") != other.punct.get(u + shift, ""):
            out.append((u, u, u + shift, u + shift))
    return out


def _union(raw: list[tuple]) -> list[tuple[int, int, list]]:
    """Sites (``(i1, i2, witness, j1, j2)``, sorted) of several witnesses that overlap on
    the base, as one range each with its sites (a point between units joins a range only
    strictly inside it, or another point at the same place)."""
    out: list[list] = []
    for x in raw:
        lo, hi = x[0], x[1]
        if out and (lo < out[-1][1] or (lo == hi == out[-1][0] == out[-1][1])):
            out[-1][1] = max(out[-1][1], hi)
            out[-1][2].append(x)
        else:
            out.append([lo, hi, [x]])
    return [(lo, hi, xs) for lo, hi, xs in out]


class _Mapper:
    """Base unit boundaries → the other witness's, through the opcodes of their alignment."""

    def __init__(self, ops: list[Op]):
        self.ops = ops
        self.i1s = [op[1] for op in ops]
        self.i2s = [op[2] for op in ops]

    def span(self, lo: int, hi: int) -> tuple[int, int]:
        """The units that stand for base units ``[lo, hi)``, without what the witness adds
        at either edge (a site of its own, in the app it belongs to)."""
        if lo == hi:
            return self.left(lo), self.left(lo)
        return self.right(lo), self.left(hi)

    def left(self, u: int) -> int:
        """Boundary ``u`` before anything the other witness adds at it."""
        k = bisect_left(self.i2s, u)
        if k == len(self.ops):
            return self.ops[-1][4] if self.ops else 0
        tag, i1, i2, j1, j2 = self.ops[k]
        if tag == "equal":
            return j1 + (u - i1)
        return j1 if u == i1 else j2

    def right(self, u: int) -> int:
        """Boundary ``u`` after anything the other witness adds at it."""
        k = bisect_right(self.i1s, u) - 1
        if k < 0:
            return 0
        tag, i1, i2, j1, j2 = self.ops[k]
        if tag == "equal":
            return j1 + min(u - i1, i2 - i1)
        return j2 if tag == "insert" else j1


def _fill(a: App, streams: list[Stream]) -> None:
    """Readings (with the punctuation at the app's edges, less what every witness prints
    alike there), cites, notes and type of an app."""
    full = {s.siglum: full_text(a, s) for s in streams}
    for s in streams:
        j1, j2 = a.spans[s.siglum]
        a.cites[s.siglum] = s.cite(j1, j2)
        a.notes[s.siglum] = any(s.notes[j1:j2])
    a.trim = _trim(list(full.values()))
    p, q = a.trim
    a.readings = {k: v[p:len(v) - q] for k, v in full.items()}
    a.type, a.subtype = typed(a, streams)


def full_text(a: App, s: Stream) -> str:
    """What ``s`` prints at an app: its units, the punctuation between them and, where the
    app owns them, at its edges."""
    j1, j2 = a.spans[s.siglum]
    own_lo, own_hi = a.own[s.siglum]
    return ((s.punct.get(j1, "") if own_lo else "") + s.text(j1, j2)
            + (s.punct.get(j2, "") if own_hi and j2 > j1 else ""))


def _punct(c: str) -> bool:
    return unicodedata.category(c)[0] == "P"


def _trim(vals: list[str]) -> tuple[int, int]:
    """How much punctuation every reading begins (ends) with alike."""
    p = 0
    while all(len(v) > p and v[p] == vals[0][p] and _punct(v[p]) for v in vals):
        p += 1
    q = 0
    while all(len(v) - p > q and v[-1 - q] == vals[0][-1 - q] and _punct(v[-1 - q])
              for v in vals):
        q += 1
    return p, q


def typed(a: App, streams: list[Stream]) -> tuple[str, str]:
    """``(type, subtype)`` of an app (see the module doc)."""
    base = streams[0]
    lo, hi = a.spans[base.siglum]
    x = base.seq[lo:hi]
    kinds = []
    for s in streams[1:]:
        j1, j2 = a.spans[s.siglum]
        y = s.seq[j1:j2]
        if y != x:
            kinds.append(_pair_type(base, x, s, y))
    if not kinds:
        return ("layout", "") if len(set(a.readings.values())) == 1 else ("punctuation", "")
    if all(k == "orthographic" for k in kinds):
        return "orthographic", ""
    return "substantive", next(k for k in kinds if k != "orthographic")


def _pair_type(bs: Stream, x: str, os: Stream, y: str) -> str:
    if not y:
        return "omission"
    if not x:
        return "addition"
    if len(x) == len(y) and all(is_orthographic(_unit(bs, p), _unit(os, q))
                                for p, q in zip(x, y)):
        return "orthographic"
    if sorted(x) == sorted(y):
        return "transposition"
    return "substitution"


def _bare(text: str) -> str:
    """A reading without punctuation and lost characters (□)."""
    return "".join(c for c in text if c != "□" and not _punct(c))


def _transpositions(apps: list[App]) -> None:
    """An omission and an addition of the same words (two units or more; punctuation and □
    aside) in one witness are one transposition: each app points to the other (000:51
    「綴瑕□等」 against 000:83 「、綴瑕等」)."""
    gone: dict[tuple[str, str], App] = {}
    for a in apps:
        if a.subtype == "omission" and len(a.spans) == 2:
            (b, _), (o, _) = a.spans.items()
            text = _bare(a.readings[b])
            if len(text) >= 2:
                gone.setdefault((o, text), a)
    for a in apps:
        if a.subtype == "addition" and len(a.spans) == 2:
            (_, _), (o, _) = a.spans.items()
            m = gone.pop((o, _bare(a.readings[o])), None)
            if m is not None:
                m.subtype = a.subtype = "transposition"
                m.corresp, a.corresp = a.id, m.id


def owned_boundaries(col: Collation) -> set[int]:
    """The base boundaries whose punctuation an app prints."""
    g = col.base.siglum
    return {u for a in col.apps for u, own in zip((a.start, a.end), a.own[g]) if own}


def rebuild(col: Collation, siglum: str) -> str:
    """The text of witness ``siglum`` (its units and punctuation, :meth:`Stream.full`) from
    the base witness and the apps alone: what the apparatus keeps of every witness."""
    s = next(x for x in col.streams if x.siglum == siglum)
    base = col.base
    owned = owned_boundaries(col)
    points: dict[int, list[App]] = {}
    ranges: dict[int, App] = {}
    for a in col.apps:
        if a.end == a.start:
            points.setdefault(a.start, []).append(a)
        else:
            ranges[a.start] = a
    out: list[str] = []
    i, n = 0, len(base)
    while True:
        if i not in owned:
            out.append(base.punct.get(i, ""))
        out.extend(full_text(a, s) for a in points.get(i, ()))
        if i in ranges:
            out.append(full_text(ranges[i], s))
            i = ranges[i].end
            continue
        if i >= n:
            return "".join(out)
        out.append(base.text(i, i + 1, inner=False))
        i += 1


# =========================================================================== other readings

@dataclass(frozen=True)
class Other:
    """Where another witness reads some words of a printed passage otherwise, in substance
    (:func:`other_readings`): ``[start, end)`` are offsets in the printed block's text (an
    empty span: the other witness adds its words there)."""
    siglum: str
    start: int
    end: int
    reading: str          # what the other witness prints (its inner punctuation kept)
    printed: str          # what the printed witness prints there
    cite: str             # file:line of the other reading
    subtype: str          # omission, addition, substitution, transposition (printed → other)


def block_of(s: Stream, line: int) -> tuple[int, int] | None:
    """The units ``[b0, b1)`` of the block of ``s`` that begins on raw line ``line``."""
    for k, (u, ln, _) in enumerate(s.blocks):
        if ln == line:
            return u, s.blocks[k + 1][0] if k + 1 < len(s.blocks) else len(s)
    return None


def other_readings(col: Collation, printed: str, block: tuple[int, int], start: int,
                   end: int) -> list[Other]:
    """Every substantive difference of another witness of ``col`` from the witness
    ``printed`` on the characters ``[start, end)`` of one of its blocks (``block``: its
    units, :func:`block_of`), additions at either edge included; orthographic, punctuation
    and layout differences are the same words."""
    p = next(s for s in col.streams if s.siglum == printed)
    b0, b1 = block
    u0 = bisect_left(p.offsets, start, b0, b1)
    u1 = bisect_left(p.offsets, end, b0, b1)
    out: list[Other] = []
    for a in col.apps:
        j1, j2 = a.spans[printed]
        if j1 < b0 or j2 > b1 or not (j1 < u1 and j2 > u0 if j2 > j1 else u0 <= j1 <= u1):
            continue
        x = p.seq[j1:j2]
        for q in col.streams:
            k1, k2 = a.spans[q.siglum]
            y = q.seq[k1:k2]
            if q is p or y == x:
                continue
            kind = _pair_type(p, x, q, y)
            if kind != "orthographic":
                out.append(Other(q.siglum, _text_at(p, j1, block, point=j1 == j2),
                                 _text_end(p, j1, j2, block), q.text(k1, k2), p.text(j1, j2),
                                 a.cites[q.siglum], kind))
    return out


def _text_at(s: Stream, u: int, block: tuple[int, int], point: bool = False) -> int:
    """The text offset of unit ``u`` of a block (units ``[b0, b1)``); ``point``: of the
    place before it where another witness adds words: just after the unit before (before
    the punctuation the print has there), or the block's start."""
    b0, b1 = block
    if (point or u >= b1) and u > b0:
        return s.offsets[u - 1] + len(_unit(s, s.seq[u - 1]))
    return s.offsets[u] if u < b1 else 0


def _text_end(s: Stream, j1: int, j2: int, block: tuple[int, int]) -> int:
    """The text offset just after units ``[j1, j2)`` (an empty range: its place)."""
    if j2 == j1:
        return _text_at(s, j1, block, point=True)
    return s.offsets[j2 - 1] + len(_unit(s, s.seq[j2 - 1]))
