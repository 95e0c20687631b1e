"""Parallel passages: the places where the corpus says the same thing twice, with a variant
apparatus of their aligned differences.

The corpus repeats itself: 000 prints its index of layouts twice (000:23–45 and 000:59–77)
and its 課體 definitions twice (000:47–57 and 000:79–105; the commentary says so at 000:61
「저본의 각판(刻版)이 한 번 중복되었기에」 and 000:81 「위글의 『점수』의 정본(定本)」, recorded as
duplicate-block emendations and encoded as ``linkGrp type="twins"``), 003 prints the 伏吟 verse
twice (003:147 and 003:151), and a rule stated in one text recurs in another (the nine
methods of 000:3–9, 000:83–103 against the 訣 of 003:55–135).

How (all deterministic):

1. **Units**: every Chinese passage (``lzh``, by :func:`edition.core.text.language`) of every
   witness of the edition, as the analysis reads it (:mod:`edition.analyse.witness`: a line of
   a plain witness, a paragraph of a Kanripo one), so offsets here are offsets into the
   printed passage.
2. **Normalisation**: :func:`edition.core.normalize.fold` (OpenCC s2t one character at a time plus
   the project's variant table: 剋/尅 → 克, 元武 → 玄武, 帷箔/帷滔 → 帷簿 …). It maps character
   for character, so an offset in the folded text is the same offset in the printed text.
   Interlinear notes keep their brackets: a bracket is a token like any other character.
3. **Candidates**: character *k*-gram shingles (``k`` = 5) in an inverted index; shingles
   printed in more than :data:`MAX_PARAGRAPHS` paragraphs are formulas and seed nothing
   (「之體，」). Each pair of paragraphs sharing shingles gets its seeds chained along the
   diagonal (``j − i`` within :data:`BAND` characters, gaps under :data:`GAP`): one region per
   chain. No all-pairs alignment: only chained regions are aligned.
4. **Alignment**: :class:`difflib.SequenceMatcher` (``autojunk=False``), character level, on
   the folded text of each region widened by :data:`MARGIN` characters, trimmed to its first
   and last matching run. A region is kept when at least ``min_length`` characters match and
   the similarity ``2·M / (|a| + |b|)`` is at least :data:`MIN_RATIO` (:data:`SHORT_RATIO`
   under :data:`SHORT` characters), with at least :data:`MIN_WORDING` matched characters of
   wording, and no piece of data replacing another in a match under :data:`TEMPLATE_MAX`.
5. **Groups**: the kept pairs are joined transitively (union–find); two spans of the same
   paragraph that overlap by half of the longer one are the same witness (a sentence shared
   inside a longer parallel makes its own group). Each group lists
   its witnesses in citation order; the first is the base, and every other witness is aligned
   to it: ``substitution`` (the base prints X, the witness Y), ``omission`` (the witness lacks
   X), ``insertion`` (the witness adds Y), ``graphic`` (the same character after folding,
   printed in another form: 剋/克) and ``transposition``. Each difference gives both offsets
   (in the printed lines) and the commentary's emendations on those characters.
"""
from __future__ import annotations

import difflib
from collections import defaultdict
from dataclasses import dataclass, field

from edition.core.edition import key_of
from edition.core.normalize import fold
from edition.core.text import language
from engine.lexicon import BRANCHES, STEMS

from . import collate as C

K = 5                 # shingle length (characters)
MAX_PARAGRAPHS = 4    # a shingle printed in more paragraphs than this is a formula: no seed
BAND = 12             # seeds within this many characters of the same diagonal chain together
GAP = 40              # … when the gap between them is under this many characters
MARGIN = 8            # widen a region by this much on each side before aligning
MIN_LENGTH = 12       # matched characters needed for a parallel (CLI --min-length)
MIN_RATIO = 0.6       # similarity 2M/(|a|+|b|) needed for a parallel (a paraphrase) …
SHORT = 20            # … but a match of fewer characters than this must be close:
SHORT_RATIO = 0.85    # similarity needed for a short parallel
PUNCT = frozenset("，。、：；？！「」『』（）()·,.:;?!　 ")
# characters that carry no wording of their own: branches, stems, numerals, punctuation
FORMULA = PUNCT | frozenset(BRANCHES + STEMS + "一二三四五六七八九十")
MIN_WORDING = 2       # matched characters outside FORMULA a parallel needs (a name at least)
# the data of an example: a short match where one piece of data replaces another is one
# template filled with other data (004:163–239 「假令十二月，庚子日，戌時，戌位，…」), not a parallel
DATA = frozenset(BRANCHES + STEMS + "木火土金水生克比")
TEMPLATE_MAX = 40     # … unless at least this many characters match
TABULAR = 0.125       # a paragraph whose text is this much spaces is a layout, not prose


@dataclass(frozen=True)
class Tuning:
    """The thresholds of one search (module constants are the strict default)."""
    k: int = K
    max_paragraphs: int = MAX_PARAGRAPHS
    min_ratio: float = MIN_RATIO
    short: int = SHORT
    short_ratio: float = SHORT_RATIO
    min_length: int = MIN_LENGTH


STRICT = Tuning()
# paraphrase: 4-character seeds, any similarity ≥ MIN_RATIO; finds the 昴星 rule of 000:87
# again in 003:111 and the verse/gloss pairs of 001 (001:7), with more templates among them
LOOSE = Tuning(k=4, max_paragraphs=6, short=0, min_length=10)


class ParallelsError(ValueError):
    """Bad input to the parallels finder (unknown source, bad minimum length)."""


# --------------------------------------------------------------------------- units

@dataclass(frozen=True)
class ParallelUnit:
    source: str          # file name in sources/
    line: int
    text: str            # printed text of the passage (= the TEI's diplomatic text)
    folded: str          # edition.core.normalize.fold(text), same length
    id: str = ""         # the passage's xml:id in its TEI file
    offsets: tuple = ()  # ((offset, line, column), …) where a new raw line starts (Kanripo)

    def line_at(self, offset: int) -> int:
        """The raw line printing ``text[offset]`` (a Kanripo paragraph runs over lines)."""
        line = self.line
        for off, ln, _ in self.offsets:
            if off > offset:
                break
            line = ln
        return line

    @property
    def short(self) -> str:
        return key_of(self.source)

    @property
    def pid(self) -> str:
        return self.id or f"p{self.line}"


def units_of_text(file_name: str, text: str) -> list[ParallelUnit]:
    """The Chinese paragraphs of one plain source text (line 1, the heading, excluded)."""
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        if n == 1 or not line.strip() or language(line) != "lzh" or is_tabular(line):
            continue
        out.append(ParallelUnit(file_name, n, line, fold(line)))
    return out


def witness_units(ws) -> list[ParallelUnit]:
    """The Chinese passages of the witnesses ``ws`` (:mod:`edition.analyse.witness`)."""
    out = []
    for w in ws:
        for u in w.units():
            if u.line == 1 or u.kind != "p" or not u.text.strip() or \
                    language(u.text) != "lzh" or is_tabular(u.text):
                continue
            out.append(ParallelUnit(w.file, u.line, u.text, fold(u.text), u.id, u.offsets))
    return out


def is_tabular(line: str) -> bool:
    """A layout (002's monthly tables 002:3–39, the grids 002:43–119, the 成式 boxes
    000:11 and 000:15): cells separated by spaces. Its repeats are the same chart or the same table
    shape, not the same wording: the atlas (:mod:`edition.analyse.xref`) links the charts."""
    return sum(c in " \u3000" for c in line) >= TABULAR * len(line)


# --------------------------------------------------------------------------- candidates

def _shingles(units: list[ParallelUnit], k: int) -> dict[str, list[tuple[int, int]]]:
    index: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for ui, u in enumerate(units):
        f = u.folded
        for i in range(len(f) - k + 1):
            s = f[i:i + k]
            if all(c in PUNCT for c in s):
                continue
            index[s].append((ui, i))
    return index


def _regions(hits: list[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """Chain seed hits (i, j) of one pair into regions (a0, a1, b0, b1) of seed starts."""
    out = []
    hits = sorted(hits, key=lambda h: (h[1] - h[0], h[0]))
    bands: list[list[tuple[int, int]]] = []
    for h in hits:
        if bands and (h[1] - h[0]) - (bands[-1][-1][1] - bands[-1][-1][0]) <= BAND:
            bands[-1].append(h)
        else:
            bands.append([h])
    for band in bands:
        band.sort()
        cur = [band[0]]
        for h in band[1:]:
            if h[0] - cur[-1][0] <= GAP and abs(h[1] - cur[-1][1]) <= GAP + BAND:
                cur.append(h)
            else:
                out.append(cur)
                cur = [h]
        out.append(cur)
    return [(min(h[0] for h in c), max(h[0] for h in c), min(h[1] for h in c),
             max(h[1] for h in c)) for c in out]


@dataclass(frozen=True)
class Pair:
    a: int            # unit index
    a0: int
    a1: int           # [a0, a1) in the line
    b: int
    b0: int
    b1: int
    matched: int
    ratio: float


# a long region of few characters (「子加丑加寅加…」 over thousands of characters, a stress test's,
# rt78 k_jia: difflib's matching blocks took minutes, the square of its length times their
# number) is no parallel passage: a running text of this length uses hundreds of characters
REPETITIVE_LENGTH, REPETITIVE_SHARE = 400, 0.05
# a shingle found more often than this is a formula, no evidence of a parallel (the stress test's
# paragraph of one formula repeated gave millions of pairs of its places)
MAX_POSTS = 200


def _repetitive(s: str) -> bool:
    return len(s) >= REPETITIVE_LENGTH and len(set(s)) < REPETITIVE_SHARE * len(s)


def _align_region(ua: ParallelUnit, ub: ParallelUnit, r, k: int, min_length: int,
                  tune: Tuning = STRICT) -> Pair | None:
    a0 = max(0, r[0] - MARGIN)
    a1 = min(len(ua.folded), r[1] + k + MARGIN)
    b0 = max(0, r[2] - MARGIN)
    b1 = min(len(ub.folded), r[3] + k + MARGIN)
    sa, sb = ua.folded[a0:a1], ub.folded[b0:b1]
    if _repetitive(sa) or _repetitive(sb):
        return None
    sm = difflib.SequenceMatcher(None, sa, sb, autojunk=False)
    blocks = [m for m in sm.get_matching_blocks() if m.size >= 2]
    if not blocks:
        return None
    # trim: drop weak runs at either end (a run of 2–3 characters far from the rest)
    while len(blocks) > 1 and blocks[0].size < 4 and \
            blocks[1].a - blocks[0].a - blocks[0].size > 3:
        blocks.pop(0)
    while len(blocks) > 1 and blocks[-1].size < 4 and \
            blocks[-1].a - blocks[-2].a - blocks[-2].size > 3:
        blocks.pop()
    s_a, e_a = blocks[0].a, blocks[-1].a + blocks[-1].size
    s_b, e_b = blocks[0].b, blocks[-1].b + blocks[-1].size
    m = sum(b.size for b in blocks)
    ratio = 2 * m / ((e_a - s_a) + (e_b - s_b))
    wording = sum(1 for b in blocks for c in sa[b.a:b.a + b.size] if c not in FORMULA)
    if (m < min_length or ratio < tune.min_ratio or wording < MIN_WORDING
            or (m < tune.short and ratio < tune.short_ratio)):
        return None
    if m < TEMPLATE_MAX:
        fa, fb = sa[s_a:e_a], sb[s_b:e_b]
        ops = difflib.SequenceMatcher(None, fa, fb, autojunk=False).get_opcodes()
        for tag, i1, i2, j1, j2 in ops:
            if tag == "replace" and any(c in DATA for c in fa[i1:i2]) and \
                    any(c in DATA for c in fb[j1:j2]):
                return None
    return (a0 + s_a, a0 + e_a, b0 + s_b, b0 + e_b, m, ratio)


def find_pairs(units: list[ParallelUnit], min_length: int | None = None, k: int | None = None,
               tune: Tuning = STRICT) -> list[Pair]:
    """Aligned pairs of similar spans (a before b in citation order, never overlapping)."""
    k = tune.k if k is None else k
    min_length = tune.min_length if min_length is None else min_length
    if min_length < k:
        raise ParallelsError(f"--min-length must be at least the shingle length {k}, "
                             f"not {min_length}")
    index = _shingles(units, k)
    by_pair: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    for posts in index.values():
        if len(posts) < 2 or len(posts) > MAX_POSTS or len({u for u, _ in posts}) > tune.max_paragraphs:
            continue
        for x in range(len(posts)):
            ua, ia = posts[x]
            for y in range(x + 1, len(posts)):
                ub, ib = posts[y]
                if ua == ub and abs(ib - ia) < k:
                    continue
                by_pair[(ua, ub)].append((ia, ib))
    pairs: list[Pair] = []
    for (ua, ub), hits in sorted(by_pair.items()):
        seen: list[tuple] = []
        for r in _regions(hits):
            got = _align_region(units[ua], units[ub], r, k, min_length, tune)
            if got is None or got in seen:
                continue
            a0, a1, b0, b1, m, ratio = got
            if ua == ub:
                if b0 < a0:
                    a0, a1, b0, b1 = b0, b1, a0, a1
                if b0 < a1:                     # a line overlapping itself: not a parallel
                    continue
            seen.append(got)
            pairs.append(Pair(ua, a0, a1, ub, b0, b1, m, round(ratio, 4)))
    return _dedupe(pairs)


def _dedupe(pairs: list[Pair]) -> list[Pair]:
    """Drop a pair whose two spans lie inside another pair's spans (same two units)."""
    pairs = sorted(set(pairs), key=lambda p: (p.a, p.b, -(p.a1 - p.a0), p.a0, p.b0))
    out: list[Pair] = []
    for p in pairs:
        if any(q.a == p.a and q.b == p.b and q.a0 <= p.a0 and p.a1 <= q.a1
               and q.b0 <= p.b0 and p.b1 <= q.b1 for q in out):
            continue
        out.append(p)
    return sorted(out, key=lambda p: (p.a, p.a0, p.b, p.b0))


# --------------------------------------------------------------------------- groups

@dataclass
class ParallelSide:
    unit: ParallelUnit
    start: int
    end: int

    @property
    def text(self) -> str:
        return self.unit.text[self.start:self.end]

    @property
    def line(self) -> int:
        """The raw line of its first character (not its paragraph's first line)."""
        return self.unit.line_at(self.start)

    def cite(self, short: bool = False) -> str:
        src = self.unit.short if short else self.unit.source
        return f"{src}:{self.line}"

    def key(self):
        return (self.unit.source, self.unit.line, self.start, self.end)

    def as_json(self) -> dict:
        return {"cite": self.cite(), "source": self.unit.source, "line": self.unit.line,
                "id": self.unit.pid, "start": self.start, "end": self.end, "text": self.text}


@dataclass
class Variant:
    type: str            # substitution | omission | insertion | graphic | transposition
    base_start: int      # offsets in the base witness's printed line
    base_end: int
    base_text: str
    wit_start: int       # offsets in this witness's printed line
    wit_end: int
    wit_text: str
    emendations: list[str] = field(default_factory=list)   # the commentary's, on these characters

    @property
    def punctuation(self) -> bool:
        return all(c in PUNCT for c in self.base_text + self.wit_text)

    def as_json(self) -> dict:
        return {"type": self.type, "base": [self.base_start, self.base_end],
                "base_text": self.base_text, "witness": [self.wit_start, self.wit_end],
                "witness_text": self.wit_text, "punctuation": self.punctuation,
                "emendations": list(self.emendations)}

    def describe(self) -> str:
        em = f"  [emended: {', '.join(self.emendations)}]" if self.emendations else ""
        return self._describe() + em

    def _describe(self) -> str:
        if self.type == "transposition":
            return (f"@{self.base_start} 「{self.base_text}」 moved" if self.base_text
                    else f"@{self.base_start} 「{self.wit_text}」 moved here")
        if self.type == "omission":
            return f"@{self.base_start} om. 「{self.base_text}」"
        if self.type == "insertion":
            return f"@{self.base_start} add. 「{self.wit_text}」"
        return f"@{self.base_start} 「{self.base_text}」→「{self.wit_text}」" + (
            " (graphic)" if self.type == "graphic" else "")


@dataclass
class Reading:
    witness: ParallelSide
    matched: int
    ratio: float
    variants: list[Variant] = field(default_factory=list)

    def as_json(self) -> dict:
        return {**self.witness.as_json(), "matched": self.matched, "similarity": self.ratio,
                "variants": [v.as_json() for v in self.variants]}


@dataclass
class Parallel:
    id: str
    base: ParallelSide
    readings: list[Reading]          # the other witnesses, each aligned to the base
    apparatus: list = field(default_factory=list)   # collate.App: the character-level apparatus
    sigla: dict = field(default_factory=dict)       # its sigla → the cite of each witness

    @property
    def witnesses(self) -> list[ParallelSide]:
        return [self.base] + [r.witness for r in self.readings]

    @property
    def n_variants(self) -> int:
        return sum(len(r.variants) for r in self.readings)

    @property
    def length(self) -> int:
        return self.base.end - self.base.start

    @property
    def sources(self) -> list[str]:
        return sorted({w.unit.source for w in self.witnesses})

    def as_json(self) -> dict:
        return {"id": self.id, "length": self.length, "sources": self.sources,
                "base": self.base.as_json(), "witnesses": [r.as_json() for r in self.readings],
                "n_variants": self.n_variants, "sigla": dict(self.sigla),
                "apparatus": [a.as_json() for a in self.apparatus]}


def apparatus(g: Parallel) -> tuple[list, dict]:
    """The group's witnesses collated character by character (:func:`collation`): its apps
    and its sigla (each witness's short cite, ``000:23``, ``KR5a0297_000:45``) → cites."""
    col, sigla = collation(g)
    return col.apps, sigla


def collation(g: Parallel):
    """The :class:`edition.analyse.collate.Collation` of a group's witnesses, the base first
    (punctuation and inline against interlinear notes are layout), and its sigla → cites."""
    sigla: dict[str, str] = {}
    streams = []
    for w in g.witnesses:
        sig = w.cite(short=True)
        k = 2
        while sig in sigla:
            sig, k = f"{w.cite(short=True)}#{k}", k + 1
        sigla[sig] = w.cite()
        u = w.unit
        streams.append(C.stream(sig, u.source, [(u.text, u.line, u.offsets, w.start, w.end,
                                                 u.pid)]))
    return C.collate(streams, prefix=f"{g.id}.v"), sigla


def align(base: ParallelSide, wit: ParallelSide) -> Reading:
    """Align one witness to the base, character by character on the folded text; list the
    differences with offsets in both printed lines."""
    fa = base.unit.folded[base.start:base.end]
    fb = wit.unit.folded[wit.start:wit.end]
    pa, pb = base.text, wit.text
    sm = difflib.SequenceMatcher(None, fa, fb, autojunk=False)
    out: list[Variant] = []
    m = 0
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        A, B = base.start, wit.start
        if tag == "equal":
            m += i2 - i1
            run = None
            for d in range(i2 - i1):            # same after folding, printed differently
                if pa[i1 + d] != pb[j1 + d]:
                    if run and run[1] == i1 + d:
                        run[1] += 1
                    else:
                        run = [i1 + d, i1 + d + 1, j1 + d]
                        out.append(run)
                else:
                    run = None
            continue
        if tag == "replace":
            typ = "substitution"
        elif tag == "delete":
            typ = "omission"
        else:
            typ = "insertion"
        out.append(Variant(typ, A + i1, A + i2, pa[i1:i2], B + j1, B + j2, pb[j1:j2]))
    # turn the graphic runs into Variants (kept in text order)
    res: list[Variant] = []
    for v in out:
        if isinstance(v, list):
            i1, i2, j1 = v
            res.append(Variant("graphic", base.start + i1, base.start + i2, pa[i1:i2],
                               wit.start + j1, wit.start + j1 + (i2 - i1),
                               pb[j1:j1 + (i2 - i1)]))
        else:
            res.append(v)
    res.sort(key=lambda v: (v.base_start, v.wit_start))
    _mark_transpositions(res)
    ratio = 2 * m / max(1, len(fa) + len(fb))
    return Reading(wit, m, round(ratio, 4), res)


def _bare(s: str) -> str:
    return "".join(c for c in fold(s) if c not in PUNCT)


def _mark_transpositions(vs: list[Variant]) -> None:
    """An omission and an insertion of the same words (punctuation and note brackets aside)
    are one transposition: 000:51 「涉害（綴瑕□等）（即見機、察微）」 against 000:83
    「涉害（即見機、察微、綴瑕等）」 moves 綴瑕等."""
    for om in vs:
        if om.type != "omission" or not _bare(om.base_text):
            continue
        for ins in vs:
            if ins.type == "insertion" and _bare(ins.wit_text).replace("□", "") == \
                    _bare(om.base_text).replace("□", ""):
                om.type = ins.type = "transposition"
                break


def group_pairs(units: list[ParallelUnit], pairs: list[Pair]) -> list[Parallel]:
    """Join the pairs transitively into groups of witnesses, each aligned to its base."""
    uf = _Spans()
    for p in pairs:
        uf.union(uf.node(p.a, p.a0, p.a1), uf.node(p.b, p.b0, p.b1))
    _join_overlaps(uf)
    comps: dict[int, list[int]] = defaultdict(list)
    for i in range(len(uf.spans)):
        comps[uf.find(i)].append(i)
    groups = []
    for members in comps.values():
        wits = _witnesses(units, [uf.spans[i] for i in members])
        if len(wits) < 2:
            continue
        base = wits[0]
        groups.append((base, [align(base, w) for w in wits[1:]]))
    groups.sort(key=lambda g: g[0].key())
    out = [Parallel(f"par-{i:03d}", b, rs) for i, (b, rs) in enumerate(groups, 1)]
    for g in out:
        g.apparatus, g.sigla = apparatus(g)
    return out


class _Spans:
    """The spans of the pairs (``(unit, start, end)``, numbered as first seen) and a
    union-find over them (a set is named by its smallest member)."""

    def __init__(self):
        self.spans: list[tuple[int, int, int]] = []
        self.ids: dict[tuple[int, int, int], int] = {}
        self.parent: list[int] = []

    def node(self, u: int, s: int, e: int) -> int:
        key = (u, s, e)
        if key not in self.ids:
            self.ids[key] = len(self.spans)
            self.spans.append(key)
            self.parent.append(self.ids[key])
        return self.ids[key]

    def find(self, x: int) -> int:
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, x: int, y: int) -> None:
        rx, ry = self.find(x), self.find(y)
        if rx != ry:
            self.parent[max(rx, ry)] = min(rx, ry)


def _join_overlaps(uf: _Spans) -> None:
    """Spans of one paragraph overlapping by half of the longer are one witness."""
    spans = uf.spans
    by_unit: dict[int, list[int]] = defaultdict(list)
    for i, (u, _, _) in enumerate(spans):
        by_unit[u].append(i)
    for lst in by_unit.values():
        lst.sort(key=lambda i: spans[i][1:])
        for x in range(len(lst)):
            for y in range(x + 1, len(lst)):
                _, s1, e1 = spans[lst[x]]
                _, s2, e2 = spans[lst[y]]
                if s2 >= e1:
                    break
                if min(e1, e2) - max(s1, s2) >= 0.5 * max(e1 - s1, e2 - s2):
                    uf.union(lst[x], lst[y])


def _witnesses(units: list[ParallelUnit], members: list[tuple[int, int, int]]) -> list[ParallelSide]:
    """The witnesses of one group: its overlapping spans of one paragraph merged, in
    witness order."""
    per: dict[int, list[list[int]]] = defaultdict(list)
    for u, s, e in sorted(members):
        if per[u] and s < per[u][-1][1]:
            per[u][-1][1] = max(per[u][-1][1], e)
        else:
            per[u].append([s, e])
    return sorted((ParallelSide(units[u], s, e) for u, lst in per.items() for s, e in lst),
                  key=ParallelSide.key)


def find_parallels(units: list[ParallelUnit], source: str | None = None, min_length: int | None = None,
                   loose: bool = False, records: dict | None = None) -> list[Parallel]:
    """Every group of parallel passages among ``units`` (:func:`witness_units`), or only the
    groups with a witness in ``source``; ``loose``: the paraphrase settings :data:`LOOSE`
    instead of :data:`STRICT`; ``records``: the emendations of each source by file name
    (:func:`annotate_emendations`)."""
    units = sorted(units, key=lambda u: (u.source, u.line))      # canonical order: stable ids
    tune = LOOSE if loose else STRICT
    groups = group_pairs(units, find_pairs(units, min_length, tune=tune))
    annotate_emendations(groups, records or {})
    if source is not None:
        name = _match_source(source, units)
        groups = [g for g in groups if any(w.unit.source == name for w in g.witnesses)]
    return groups


def _overlaps(rec, a: int, b: int) -> bool:
    s, e = rec.start, rec.start + len(rec.sic or "")
    return (s < b and a < e) if a < b else (s <= a <= e)


def annotate_emendations(groups: list[Parallel], records: dict[str, list]) -> None:
    """Mark every variant on characters the commentary emends (``records``: the emendations
    of :func:`edition.encode.emend.find_emendations` by file name; the record's printed
    ``sic`` at its offset in the line): 000:51 「后勤部」 against 000:83 「復」 is s000-e017
    「后勤部 → 復」."""
    by_line: dict[tuple[str, int], list] = defaultdict(list)
    for name, recs in records.items():
        for r in recs:
            if r.start is not None and r.sic:
                by_line[(name, r.zh_line)].append(r)
    for g in groups:
        b = g.base.unit
        for rd in g.readings:
            w = rd.witness.unit
            for v in rd.variants:
                ids = [r.id for r in by_line.get((b.source, b.line), ())
                       if _overlaps(r, v.base_start, v.base_end)]
                ids += [r.id for r in by_line.get((w.source, w.line), ())
                        if _overlaps(r, v.wit_start, v.wit_end)]
                v.emendations = sorted(set(ids))


def _match_source(source: str, units: list[ParallelUnit]) -> str:
    names = sorted({u.source for u in units})
    s = str(source).removesuffix(".txt")
    hits = [n for n in names if n.removesuffix(".txt") == s or key_of(n) == s]
    if len(hits) != 1:
        raise ParallelsError(f"unknown source {source!r} (sources: "
                             + ", ".join(key_of(n) for n in names) + ")")
    return hits[0]


def summary(groups: list[Parallel]) -> dict:
    """Figures: counts, the longest group, the most variant one."""
    if not groups:
        return {"groups": 0, "witnesses": 0}
    longest = max(groups, key=lambda g: (g.length, -int(g.id[4:])))
    most = max(groups, key=lambda g: (g.n_variants, -int(g.id[4:])))
    cross = [g for g in groups if len(g.sources) > 1]
    return {"groups": len(groups), "witnesses": sum(len(g.witnesses) for g in groups),
            "cross_source_groups": len(cross),
            "variants": sum(g.n_variants for g in groups),
            "longest": {"id": longest.id, "length": longest.length,
                        "cites": [w.cite() for w in longest.witnesses]},
            "most_variant": {"id": most.id, "variants": most.n_variants,
                             "cites": [w.cite() for w in most.witnesses]}}
