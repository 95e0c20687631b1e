"""Source text → TEI tree: the importer behind ``liuren import`` (issue 3).

The encoding is documented in ``docs/ENCODING.md``; this module is its executable form and
:mod:`edition.encode.reader` is its inverse (``reader.diplomatic(build(...))`` gives back the
source, byte for byte: the importer checks it for every file it builds).

A source (corpus README) is a heading on line 1, then paragraphs, one per line, separated by
blank lines: a classical-Chinese paragraph with interlinear notes in full-width （…） and
``□`` for lost characters, followed by the Korean paragraph that translates and comments it.
Each non-blank line becomes one element with ``@n`` = its line and ``xml:id`` = ``p{line}``.

Inside a Chinese paragraph, *spans* are laid over the printed string and nested into
elements: structure (table cells, list items and their labels), interlinear notes, gaps and
the emendations of :func:`edition.encode.emend.find_emendations`. An emendation that would cross
a note, label, cell or item boundary is not placed inline; it keeps its standoff note (which
then carries the sic and corr) and is listed in :attr:`Built.standoff_only`.
"""
from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import regex
from lxml import etree

from edition.core.edition import Edition, Source, toolkit_file
from edition.core.tei import TEI_NS, XML_ID, XML_LANG, T, TeiError, parse_bytes
from edition.core.text import language


GAP_CHAR = "□"
NOTE_OPEN, NOTE_CLOSE = "（", "）"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
STEMS = "甲乙丙丁戊己庚辛壬癸"

XML_ILLEGAL = regex.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")

# Elements whose whitespace-only text is indentation (docs/ENCODING.md, *Whitespace*).
CONTAINERS = frozenset(T + n for n in (
    "TEI", "teiHeader", "fileDesc", "titleStmt", "editor", "respStmt", "publicationStmt",
    "notesStmt", "sourceDesc", "bibl", "extent", "encodingDesc", "editorialDecl",
    "correction", "segmentation", "interpretation", "normalization", "classDecl", "taxonomy",
    "category", "profileDesc", "langUsage", "text", "body", "back", "div", "table", "row",
    "list", "linkGrp", "choice", "app", "fvLib", "fs", "f", "vColl"))


# feature values written on one line with their <f> (docs/ENCODING.md, *Worked examples*)
ATOMIC = frozenset(T + n for n in ("symbol", "string", "numeric", "binary", "vColl"))


class SourceError(TeiError):
    """A source or curation file the importer cannot encode (``file:line: message``)."""


# --------------------------------------------------------------------------- metadata

def divisions(path: Path) -> dict[str, list[dict]]:
    """``tei/curation/divisions.toml`` of an edition, by source (id or key); {} without it."""
    return _divisions(str(path), path.stat().st_mtime_ns if path.exists() else 0)


@lru_cache(maxsize=8)
def _divisions(path: str, _mtime: int) -> dict[str, list[dict]]:
    p = Path(path)
    if not p.exists():
        return {}
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise SourceError(p, 0, f"not a valid TOML file: {e}") from None
    out: dict[str, list[dict]] = {}
    for d in data.get("div", []):
        out.setdefault(str(d.get("source", "")), []).append(d)
    return out


def taxonomy_bytes() -> bytes:
    """The method taxonomy the toolkit ships (``tei/taxonomy.xml``), copied into every header."""
    return _taxonomy(str(toolkit_file("taxonomy.xml")))


@lru_cache(maxsize=2)
def _taxonomy(path: str) -> bytes:
    return Path(path).read_bytes()


# --------------------------------------------------------------------------- spans

# rank: among spans with the same extent, the lower rank is the outer element
RANK = {"item": 0, "row": 0, "cell": 1, "label": 2, "term": 3, "emend": 4, "note": 5, "gap": 6}
STRUCTURAL = {"item", "row", "cell", "label", "term", "note", "gap"}


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


def note_spans(s: str) -> list[tuple[int, int]]:
    """Matched full-width bracket pairs (start of （, index after ）); unmatched brackets stay text."""
    out, stack = [], []
    for i, ch in enumerate(s):
        if ch == NOTE_OPEN:
            stack.append(i)
        elif ch == NOTE_CLOSE and stack:
            out.append((stack.pop(), i + 1))
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


# --------------------------------------------------------------------------- structure

COMBO = regex.compile(
    r"(?:^|(?<=[。．]))([甲乙丙丁戊己庚辛壬癸])、([^、：，。]{2,3})、([子丑寅卯辰巳午未申酉戌亥])(?=[：，])")
PATTERN = regex.compile(r"(?:^|(?<=。))([^\s。，：、]{1,8}課)，([^\s。，：、]{1,4}卦)(?=。)")
# 000:47-55, 000:79-207: 「元首：…」「知一（即比用）：…」 a name, its alias notes, a colon
NAMED = regex.compile(r"(?:^|(?<=[。）]))([^\s。，：、（）]{2,4})((?:（[^（）]*）)*)(?=：)")


def table_layout(s: str) -> list[tuple[str, list[tuple[int, int]]]] | None:
    """A 002 monthly table: branch 子…亥 each followed by spirit names, all separated by one
    ASCII space (002:3). Returns rows of (branch, cell spans) or None if not that shape."""
    if not s or s != s.strip(" ") or "  " in s:
        return None
    toks, pos = [], 0
    for t in s.split(" "):
        if not t or regex.search(r"\s", t):
            return None
        toks.append((pos, pos + len(t)))
        pos += len(t) + 1
    rows: list[tuple[str, list]] = []
    for a, b in toks:
        t = s[a:b]
        if len(t) == 1 and t in BRANCHES:
            if BRANCHES.index(t) != len(rows):
                return None
            rows.append((t, [(a, b)]))
        elif not rows:
            return None
        else:
            rows[-1][1].append((a, b))
    if len(rows) != 12 or any(len(cells) < 2 for _, cells in rows):
        return None
    return rows


GANZHI = STEMS + BRANCHES
LESSON_ROW = regex.compile(f"[{GANZHI}](?:\u3000[{GANZHI}]){{3}}")   # 巳　酉　亥　卯 (000:11)
RING_EDGE = regex.compile(f"[{BRANCHES}](?:\u3000[{BRANCHES}]){{3}}")  # 丑　寅　卯　辰
RING_SIDE = regex.compile(f"[{BRANCHES}]\u3000{{5}}[{BRANCHES}]")     # 子　　　　　巳


def _space_tokens(s: str) -> list[tuple[int, int]] | None:
    """Offsets of the tokens of a line printed as tokens separated by single ASCII spaces."""
    if not s or s != s.strip(" ") or "  " in s:
        return None
    toks, pos = [], 0
    for t in s.split(" "):
        toks.append((pos, pos + len(t)))
        pos += len(t) + 1
    return toks


def chart_layout(s: str) -> list[tuple[str, list[tuple[int, int]]]] | None:
    """A printed chart of 000's 成式 (000:11, 000:15, 000:19), flattened to one line of tokens
    separated by single ASCII spaces: the 課 name, the three transmissions 初中末 one branch
    each, then (000:11, 000:15) the four lessons as their two printed rows (upper, lower,
    「巳　酉　亥　卯」「酉　丑　卯　丁」, 000:13) and the plate as its four printed rows (the ring
    of twelve branches: top edge, two sides, bottom edge), then whatever follows (000:15's and
    000:19's search entry 「（申亥寅）亥戌、酉、申。」). Rows of (role, cell spans) or None."""
    toks = _space_tokens(s)
    if toks is None or len(toks) < 4:
        return None
    t = [s[a:b] for a, b in toks]
    if not regex.fullmatch(r"[^\s（）、。，]{2,4}", t[0]) or any(
            len(x) != 1 or x not in BRANCHES for x in t[1:4]):
        return None
    rows = [("name", toks[:1]), ("transmissions", toks[1:4])]
    rest = 4
    if (len(t) >= 10 and LESSON_ROW.fullmatch(t[4]) and LESSON_ROW.fullmatch(t[5])
            and RING_EDGE.fullmatch(t[6]) and RING_SIDE.fullmatch(t[7])
            and RING_SIDE.fullmatch(t[8]) and RING_EDGE.fullmatch(t[9])):
        rows += [("lessons", toks[4:6]), ("plate", toks[6:10])]
        rest = 10
    if rest < len(toks):
        rows.append(("entry", toks[rest:]))
    return rows


# 000:23 「涉害（午辰寅）（午辰寅）辰稈巳戌、…。見機（子未寅）…」: entries ending in 。, each
# opening with the 課 name and its 三傳 printed twice in notes (000:25)
ENTRY_NAME = regex.compile(r"[^\s（）、。，：]{2,4}(?=（)")


def structure_spans(kind: str, s: str) -> list[Span]:
    """Spans for a structured paragraph (``table``/``chart``/``combinations``/``patterns``/
    ``named``/``entries``)."""
    spans: list[Span] = []
    if kind in ("table", "chart"):
        rows = table_layout(s) if kind == "table" else chart_layout(s)
        for name, cells in rows:
            row = Span(cells[0][0], cells[-1][1], "row", {"n": name})
            spans.append(row)
            for j, (a, b) in enumerate(cells):
                label = j == 0 and (kind == "table" or name == "name")
                spans.append(Span(a, b, "cell", {"role": "label"} if label else {}))
        return spans
    if kind == "entries":
        starts = [0] + [m.end() for m in regex.finditer("。", s) if m.end() < len(s)]
        for k, a in enumerate(starts):
            b = starts[k + 1] if k + 1 < len(starts) else len(s)
            spans.append(Span(a, b, "item", {}))
            m = ENTRY_NAME.match(s, a)
            if m:
                spans.append(Span(m.start(), m.end(), "term", {"type": "pattern"}))
        return spans
    rx = {"combinations": COMBO, "patterns": PATTERN, "named": NAMED}[kind]
    ms = list(rx.finditer(s))
    starts = [m.start() for m in ms]
    if not starts or starts[0] != 0:
        starts = [0] + starts
    for k, a in enumerate(starts):
        b = starts[k + 1] if k + 1 < len(starts) else len(s)
        spans.append(Span(a, b, "item", {}))
    for m in ms:
        spans.append(Span(m.start(), m.end(), "label", {"kind": kind}))
        if kind == "patterns":
            spans.append(Span(m.start(1), m.end(1), "term", {"type": "pattern"}))
            spans.append(Span(m.start(2), m.end(2), "term", {"type": "gua"}))
        elif kind == "named":
            spans.append(Span(m.start(1), m.end(1), "term", {"type": "pattern"}))
    return spans


# --------------------------------------------------------------------------- emendations

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


# --------------------------------------------------------------------------- tree building

NSMAP = {None: TEI_NS}


def _el(tag: str, attrib: dict | None = None, text: str | None = None) -> etree._Element:
    e = etree.Element(T + tag, nsmap=NSMAP)
    for k, v in (attrib or {}).items():
        if v is not None:
            e.set(k, v)
    if text:
        e.text = text
    return e


def _append_text(parent: etree._Element, text: str) -> None:
    if not text:
        return
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + text
    else:
        parent.text = (parent.text or "") + text


def _nest(spans: list[Span]) -> list[Span]:
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


class _Ctx:
    """Per-paragraph rendering state (id counters)."""

    def __init__(self, pid: str):
        self.pid = pid
        self.notes = 0
        self.gaps = 0
        self.items = 0
        self.gap_ids: dict[tuple[int, int], str] = {}


def _resp(e: etree._Element, rec) -> None:
    e.set("resp", "#commentary")
    e.set("cert", rec.cert)


def _render(parent, s: str, a: int, b: int, children: list[Span], ctx: _Ctx, item_no) -> None:
    """Render s[a:b] with the nested spans ``children`` into ``parent``."""
    pos = a
    for sp in children:
        _append_text(parent, s[pos:sp.start])
        pos = sp.end
        el = _render_span(sp, s, ctx, item_no)
        for e in el:
            parent.append(e)
    _append_text(parent, s[pos:b])


def _opens_with_name(item: Span) -> bool:
    """An item is numbered when it opens with its label or name (a term), even when an
    emendation wraps that name (000:75 「不修（亥戌戌）帷箔」, s000-e024)."""
    stack = list(item.children)
    while stack:
        c = stack.pop()
        if c.start != item.start:
            continue
        if c.kind in ("label", "term"):
            return True
        stack.extend(c.children)
    return False


def _render_span(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    k = sp.kind
    if k == "note":
        ctx.notes += 1
        e = _el("note", {XML_ID: f"{ctx.pid}.n{ctx.notes}", "type": "interlinear", "place": "inline"})
        _render(e, s, sp.start + 1, sp.end - 1, sp.children, ctx, item_no)
        return [e]
    if k == "gap":
        ctx.gaps += 1
        gid = f"{ctx.pid}.g{ctx.gaps}"
        ctx.gap_ids[(sp.start, sp.end)] = gid
        return [_el("gap", {XML_ID: gid, "reason": "lost", "quantity": str(sp.end - sp.start),
                            "unit": "chars"})]
    if k == "row":
        e = _el("row", {"n": sp.attrs["n"]})
        for c in sp.children:               # only cells; the separators are single spaces
            e.extend(_render_span(c, s, ctx, item_no))
        return [e]
    if k == "cell":
        e = _el("cell", {"role": sp.attrs.get("role")})
        _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
        return [e]
    if k == "item":
        ctx.items += 1
        has_label = _opens_with_name(sp)
        attrs = {XML_ID: f"{ctx.pid}.i{ctx.items}"}
        if has_label:
            attrs["n"] = str(item_no())
        e = _el("item", attrs)
        _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
        return [e]
    if k == "label":
        e = _el("label")
        _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
        return [e]
    if k == "term":
        e = _el("term", {"type": sp.attrs["type"]})
        _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
        return [e]
    if k == "insert":
        r = sp.rec
        e = _proposed(_el("supplied", {XML_ID: r.id, "reason": "omitted"}), r.corr or "", r.id)
        _resp(e, r)
        return [e]
    if k == "gapref":
        # the gap (rendered from the gap child that has exactly this extent) + supplied
        r = sp.rec
        out: list[etree._Element] = []
        holder = _el("seg")
        _render(holder, s, sp.start, sp.end, sp.children, ctx, item_no)
        out.extend(list(holder))
        gid = ctx.gap_ids.get((sp.start, sp.end))
        if r.type == "gap-filled" and r.corr:
            e = _proposed(_el("supplied", {XML_ID: r.id, "reason": "lost", "corresp": f"#{gid}"}),
                          r.corr, r.id)
            _resp(e, r)
            out.append(e)
        return out
    if k == "emend":
        r = sp.rec
        inner = lambda tag, attrs=None: _fill(_el(tag, attrs), sp, s, ctx, item_no)  # noqa: E731
        if r.type == "surplus":
            j, m = sp.attrs.get("piece", 0), sp.attrs.get("of", 1)
            pid = lambda k: r.id if k == 0 else f"{r.id}.{k + 1}"  # noqa: E731
            e = inner("surplus", {XML_ID: pid(j), "reason": "repeated",
                                  "prev": f"#{pid(j - 1)}" if j else None,
                                  "next": f"#{pid(j + 1)}" if j + 1 < m else None})
            _resp(e, r)
            return [e]
        if r.type == "variant":
            e = _el("app", {XML_ID: r.id})
            _resp(e, r)
            e.append(inner("lem"))
            rdg = _proposed(_el("rdg", {"resp": "#commentary"}), r.corr or "", r.id)
            e.append(rdg)
            return [e]
        if r.corr is None or r.type == "gap-declined":
            e = inner("sic" if r.type == "substitution" else "seg",
                      {XML_ID: r.id} if r.type == "substitution" else {XML_ID: r.id, "type": r.type})
            _resp(e, r)
            return [e]
        e = _el("choice", {XML_ID: r.id})
        _resp(e, r)
        e.append(inner("sic"))
        corr = _proposed(_el("corr", {"type": r.type, "resp": "#commentary", "cert": r.cert}),
                         r.corr, r.id)
        e.append(corr)
        return [e]
    raise AssertionError(k)


def _proposed(e, text: str, rid: str):
    """Fill a proposed reading: plain text (brackets of a proposed note included as
    printed characters, docs/ENCODING.md)."""
    e.text = text or None
    return e


def _fill(e, sp: Span, s: str, ctx: _Ctx, item_no):
    _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
    return e


@dataclass
class Built:
    """The result of :func:`build`: the TEI root and what the importer had to leave standoff."""
    root: etree._Element
    source_id: str
    counts: dict
    standoff_only: list = field(default_factory=list)   # (record, reason)
    structure_fallback: list = field(default_factory=list)  # (line, reason)
    unmarked_examples: list = field(default_factory=list)   # (example id, #paragraph) without a seg


def _split_over_cells(em: list[Span], struct: list[Span], s: str) -> list[Span]:
    """A surplus over several whole cells of a table (002:23) becomes one surplus per cell,
    chained with @next/@prev; the first piece carries the record's id."""
    cells = [c for c in struct if c.kind == "cell"]
    out = []
    for sp in em:
        inside = [c for c in cells if sp.start <= c.start and c.end <= sp.end]
        if (sp.kind == "emend" and sp.rec.type == "surplus" and len(inside) > 1
                and inside[0].start == sp.start and inside[-1].end == sp.end
                and all(s[a.end:b.start] == " " for a, b in zip(inside, inside[1:]))):
            for j, c in enumerate(inside):
                out.append(Span(c.start, c.end, "emend", {"piece": j, "of": len(inside)},
                                rec=sp.rec, order=sp.order))
        else:
            out.append(sp)
    return out


def _chinese_element(line_no: int, s: str, kind: str | None, recs: list, built: Built,
                     item_no) -> tuple[etree._Element, "_Ctx"]:
    pid = f"p{line_no}"
    em, rest = emend_spans(recs, s)
    cuts = {x for sp in em for x in (sp.start, sp.end)}
    base = [Span(a, b, "note") for a, b in note_spans(s)]
    base += [Span(a, b, "gap") for a, b in gap_runs(s, cuts)]
    struct = structure_spans(kind, s) if kind else []
    placed = []
    pieces = {"item", "cell"}
    if struct:
        em = _split_over_cells(em, struct, s) if kind == "table" else em
    for sp in em:
        # a gapref must coincide with one gap run; every emendation must not cross anything
        bad = [o for o in base + struct + placed if o.crosses(sp)]
        if sp.kind == "gapref" and (sp.start, sp.end) not in {(g.start, g.end) for g in base
                                                               if g.kind == "gap"}:
            bad.append(sp)
        if struct and not any(o.contains(sp) for o in struct if o.kind in pieces):
            bad.extend([o for o in struct if o.kind in pieces and o.start < sp.end
                        and sp.start < o.end] or [Span(sp.start, sp.end, "separator")])
        if bad:
            if all(r is not sp.rec for r in rest):
                rest.append(sp.rec)
                built.standoff_only.append((sp.rec, "would cross the boundary of "
                                            + ", ".join(sorted({o.kind for o in bad}))))
        else:
            placed.append(sp)
    # a record split over cells is inline only if every piece is
    out_ids = {id(r) for r in rest}
    placed = [sp for sp in placed if id(sp.rec) not in out_ids]
    known = {id(x) for x, _ in built.standoff_only}
    for r in rest:
        if id(r) not in known:
            built.standoff_only.append((r, "not anchored on printed characters"))
            known.add(id(r))
    forest = _nest(struct + base + placed)
    ctx = _Ctx(pid)
    if kind in ("table", "chart"):
        rows = sum(1 for sp in struct if sp.kind == "row")
        e = _el("table", {"type": "spirits" if kind == "table" else "chart", "rows": str(rows)})
        for sp in forest:
            e.extend(_render_span(sp, s, ctx, item_no))
    elif kind in LISTS:
        # 000's named 課體 and 004's 某課，某卦 are both lists of patterns
        e = _el("list", {"type": {"combinations": "combinations", "entries": "entries"}.get(
            kind, "patterns")})
        for sp in forest:
            e.extend(_render_span(sp, s, ctx, item_no))
    else:
        e = _el("p")
        _render(e, s, 0, len(s), forest, ctx, item_no)
    built.counts["notes"] += ctx.notes
    built.counts["gaps"] += ctx.gaps
    built.counts["items"] += ctx.items
    e.set(XML_ID, pid)
    e.set("n", str(line_no))
    e.set(XML_LANG, "lzh")
    return e, ctx


STRUCTURES = ("table", "chart", "combinations", "patterns", "named", "entries")
LISTS = ("combinations", "patterns", "named", "entries")


def _para_kind(source_id: str, divs: list[dict], line_no: int, s: str) -> str | None:
    """Which structure a Chinese paragraph gets: the ``structure`` of the innermost division
    around it that has one (tei/curation/divisions.toml); a table only when the paragraph
    has exactly the table's shape (:func:`table_layout`), else it stays a ``p``."""
    kind = None
    for d in sorted(divs, key=lambda d: (d["first"], -d["last"])):
        if d["first"] <= line_no <= d["last"] and d.get("structure"):
            kind = d["structure"]
    if kind == "table" and table_layout(s) is None:
        return None
    if kind == "chart" and chart_layout(s) is None:
        return None
    return kind


DIVISIONS_WHERE = "tei/curation/divisions.toml"


def build(source_id: str, text: str, *, file_name: str | None = None, meta: dict | None = None,
          records: list = (), divs: list[dict] = ()) -> Built:
    """Build the TEI tree of one source: ``records`` are its emendations
    (:func:`edition.encode.emend.find_emendations`), ``divs`` its curated divisions
    (:func:`divisions`)."""
    file_name = file_name or f"{source_id}.txt"
    meta = meta or {}
    records = list(records)
    divs = list(divs)
    lines = text.split("\n")
    for i, ln in enumerate(lines, 1):
        bad = XML_ILLEGAL.search(ln)
        if bad:
            raise SourceError(file_name, i, f"character U+{ord(bad.group()):04X} at column "
                               f"{bad.start() + 1} cannot be stored in XML")
    built = Built(root=None, source_id=source_id,
                  counts={"passages": 0, "zh": 0, "ko": 0, "notes": 0, "gaps": 0, "items": 0,
                          "emendations": len(records), "inline": 0, "tables": 0, "lists": 0})

    paras = [(i + 1, s) for i, s in enumerate(lines) if s != ""]
    langs = {n: language(s) for n, s in paras}
    # pairing: a Chinese paragraph and the Korean paragraph right after it
    partner: dict[int, int] = {}
    for (n1, _), (n2, _) in zip(paras, paras[1:]):
        if n1 != 1 and langs[n1] == "lzh" and langs[n2] == "ko" and n1 not in partner:
            partner[n1], partner[n2] = n2, n1
    by_zh: dict[int, list] = {}
    for r in records:
        by_zh.setdefault(r.zh_line, []).append(r)

    root = _el("TEI")
    root.set(XML_LANG, "lzh")
    root.append(_header(source_id, file_name, meta, text, lines))
    text_el = _el("text")
    body = _el("body")
    text_el.append(body)
    root.append(text_el)

    # divisions: nest by containment
    div_els: list[tuple[dict, etree._Element]] = []
    _check_divs(source_id, divs, langs, partner, len(lines))
    for d in sorted(divs, key=lambda d: (d["first"], -d["last"])):
        e = _el("div", {XML_ID: d["id"], "type": d["type"], "n": d["n"], "resp": "#importer"})
        if d.get("ana"):
            e.set("ana", " ".join("#" + a for a in d["ana"]))
        if d.get("twin"):
            e.set("corresp", "#" + d["twin"])
        parent = body
        for pd, pe in div_els:
            if pd["first"] <= d["first"] and d["last"] <= pd["last"]:
                parent = pe
        parent.append(e)
        div_els.append((d, e))
    if not divs and len(paras) > 1:
        e = _el("div", {XML_ID: "d-text", "type": "text", "resp": "#importer"})
        body.append(e)
        div_els.append(({"first": 2, "last": len(lines), "id": "d-text"}, e))

    counters: dict[str, int] = {}
    last_item: dict[str, etree._Element] = {}
    standoff_recs: list = []
    for n, s in paras:
        lang = langs[n]
        container = body
        for d, de in div_els:
            if d["first"] <= n <= d["last"]:
                container = de
        if n == 1:
            e = _el("head", {XML_ID: "h1", "n": "1"}, s)
            e.set(XML_LANG, lang)
            body.insert(0, e)
            continue
        built.counts["passages"] += 1
        built.counts["zh" if lang == "lzh" else "ko"] += 1
        recs = by_zh.get(n, []) if lang == "lzh" else []
        if lang == "lzh":
            kind = _para_kind(source_id, divs, n, s)

            dkey = (kind, id(container))        # items are numbered within a division

            def item_no(dkey=dkey):
                counters[dkey] = counters.get(dkey, 0) + 1
                return counters[dkey]

            e, ctx = _chinese_element(n, s, kind, recs, built, item_no)
            if kind in LISTS:
                built.counts["lists"] += 1
                items = e.findall(T + "item")
                if (kind != "entries" and items and items[0].find(T + "label") is None
                        and dkey in last_item):
                    items[0].set("prev", "#" + last_item[dkey].get(XML_ID))
                if items:
                    last_item[dkey] = items[-1]
            elif kind in ("table", "chart"):
                built.counts["tables"] += 1
        else:
            e = _el("p", {XML_ID: f"p{n}", "n": str(n)}, s)
            e.set(XML_LANG, "ko")
        if n in partner:
            e.set("corresp", f"#p{partner[n]}")
        container.append(e)
    # document order: paragraphs and sub-divisions by their first line
    first = {id(de): d["first"] for d, de in div_els}
    for cont in [body] + [de for _, de in div_els]:
        kids = list(cont)
        kids.sort(key=lambda k: first.get(id(k), 0) if k.tag == T + "div" else int(k.get("n")))
        for k in kids:
            cont.append(k)
        seen_div = False
        for k in kids:
            if k.tag == T + "div":
                seen_div = True
            elif seen_div:
                raise SourceError(DIVISIONS_WHERE, 0, f"{source_id}: line {k.get('n')} follows a "
                                   "sub-division inside its division: add a division for it")
    # records whose zh line is not a Chinese paragraph: standoff only
    zh_lines = {n for n, _ in paras if langs[n] == "lzh" and n != 1}
    for r in records:
        if r.zh_line not in zh_lines:
            built.standoff_only.append((r, f"line {r.zh_line} is not a Chinese paragraph"))

    _back(text_el, root, records, built, source_id, langs)
    built.root = root
    built.counts["inline"] = len(records) - len({id(r) for r, _ in built.standoff_only})
    return built


def _check_divs(source_id, divs, langs, partner, nlines) -> None:
    where = DIVISIONS_WHERE
    seen = set()
    for d in divs:
        for k in ("id", "first", "last", "type", "n"):
            if k not in d:
                raise SourceError(where, 0, f"division of {source_id} lacks '{k}'")
        if d["id"] in seen or not regex.fullmatch(r"d-[a-z0-9-]+", d["id"]):
            raise SourceError(where, 0, f"division id {d['id']!r} of {source_id} is duplicated or not d-slug")
        seen.add(d["id"])
        if not (1 < d["first"] <= d["last"] <= nlines) or langs.get(d["first"]) != "lzh":
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: line {d['first']} "
                                         "is not a Chinese paragraph")
        if langs.get(d["last"]) != "ko" and d["last"] in partner:
            raise SourceError(where, 0, f"division {d['id']} of {source_id} splits the pair at line {d['last']}")
    for a in divs:
        for b in divs:
            if a is not b and a["first"] < b["first"] <= a["last"] < b["last"]:
                raise SourceError(where, 0, f"divisions {a['id']} and {b['id']} of {source_id} overlap")
    ids = {d["id"] for d in divs}
    for d in divs:
        if d.get("structure") not in (None, *STRUCTURES):
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: structure "
                                        f"{d['structure']!r} is not one of {', '.join(STRUCTURES)}")
        if d.get("twin") and d["twin"] not in ids:
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: twin {d['twin']} unknown")


def _back(text_el, root, records, built: Built, source_id: str, langs) -> None:
    if not records:
        return
    back = _el("back")
    div = _el("div", {"type": "emendations"})
    back.append(div)
    text_el.append(back)
    standoff = {id(r) for r, _ in built.standoff_only}
    ids_el = {e.get(XML_ID): e for e in root.iter() if isinstance(e.tag, str) and e.get(XML_ID)}
    ids = set(ids_el)
    for r in records:
        if id(r) in standoff:
            tgt = f"p{r.ko_line}" if r.type == "translation-correction" else f"p{r.zh_line}"
        elif r.type == "gap-declined":
            tgt = _gap_id_at(root, r)
        else:
            tgt = r.id
        if tgt not in ids:
            tgt = f"p{r.zh_line}"
        n = _el("note", {XML_ID: f"c.{r.id}", "type": "emendation", "subtype": r.type,
                         "target": f"#{tgt}", "corresp": f"#p{r.ko_line}",
                         "resp": "#commentary", "cert": r.cert})
        q = _el("quote", None, r.clause)
        q.set(XML_LANG, "ko")
        n.append(q)
        if r.note:
            n.append(_el("note", {"type": "editorial"}, r.note))
        if id(r) in standoff or _inline_readings(ids_el, tgt) != (r.sic, r.corr):
            n.append(_el("seg", {"type": "sic"}, r.sic))
            if r.corr is not None:
                n.append(_el("seg", {"type": "corr"}, r.corr))
        div.append(n)
    # twins of duplicated blocks, from duplicate-block records: zh paragraph and its twin
    links = []
    for r in records:
        m = regex.match(r"twin=((?:\d+:\d+\s*)+)", r.note or "") if r.type == "duplicate-block" else None
        if m:
            for ref in m.group(1).split():
                twin = int(ref.split(":")[1])
                if f"p{twin}" in ids:
                    links.append((r.id, r.zh_line, twin))
    if links:
        lg = _el("linkGrp", {"type": "twins"})
        for rid, a, b in links:
            lg.append(_el("link", {"type": "duplicate-block", "target": f"#p{a} #p{b}",
                                   "corresp": f"#c.{rid}"}))
        back.append(lg)


def _inline_readings(ids_el: dict, tgt: str):
    """(sic, corr) as the reader derives them from an inline element (None if not inline)."""
    from .reader import _sic_corr_inline
    el = ids_el.get(tgt)
    if el is None or el.tag in (T + "p", T + "table", T + "list", T + "head"):
        return None
    return _sic_corr_inline(el, set())


def _gap_id_at(root, r) -> str:
    p = root.find(f".//*[@{{http://www.w3.org/XML/1998/namespace}}id='p{r.zh_line}']")
    if p is None:
        return f"p{r.zh_line}"
    from .reader import _dip_offsets
    for el, a, b in _dip_offsets(p):
        if el.tag == T + "gap" and a == r.start and b == r.start + len(r.sic):
            return el.get(XML_ID)
    return f"p{r.zh_line}"


# --------------------------------------------------------------------------- header

CORRECTION = [
    ("choice", "choice/sic/corr: the printed reading (sic) and the reading the commentary "
               "proposes (corr); corr/@type names the kind of emendation (substitution, "
               "transposition, misplaced-note, example-correction)."),
    ("supplied", "supplied: characters the commentary adds: @reason='omitted' for a character "
                 "missing from the print, @reason='lost' (with @corresp to the gap) for a lost "
                 "character it restores. Never part of the diplomatic text."),
    ("surplus", "surplus: printed characters the commentary declares superfluous (연문); in the "
                "diplomatic text, not in the reading text."),
    ("gap", "gap: a □ of the print (@quantity characters); a gap the commentary declines to "
            "fill is the target of an emendation note of subtype gap-declined."),
    ("app", "app/lem/rdg: a reading of another edition cited by the commentary (variant); the "
            "printed reading (lem) is kept in the reading text."),
    ("seg", "sic or seg[@type]: a place the commentary flags without proposing a reading."),
    ("note", "note[@type='emendation'] in back: one per emendation, @subtype its type, @target "
             "the inline element (or the paragraph when it cannot be placed on printed "
             "characters), @corresp the commentary paragraph, quote the commentary's own "
             "clause."),
    ("resp", "@resp='#commentary' on every emendation: the Korean translator-commentator "
             "(titleStmt/editor[@xml:id='commentary']); @resp='#importer': divisions made by "
             "the editors of this edition."),
    ("cert", "@cert: high when the commentary states the correction outright (마땅히 …로 해야 "
             "한다, … 자가 빠졌다, … 잘못 씀); medium when it hedges (듯하다, 의심컨대) or the place "
             "needed a choice; low when it only voices a doubt or the place is inferred."),
]


def _header(source_id, file_name, meta, text, lines) -> etree._Element:
    h = _el("teiHeader")
    fd = _el("fileDesc")
    h.append(fd)
    ts = _el("titleStmt")
    fd.append(ts)
    title_zh = meta.get("title_zh") or (lines[0] if lines else source_id)
    t = _el("title", {"type": "main"}, title_zh)
    t.set(XML_LANG, "lzh")
    ts.append(t)
    if meta.get("title_ko"):
        t = _el("title", {"type": "alt"}, meta["title_ko"])
        t.set(XML_LANG, "ko")
        ts.append(t)
    ed = _el("editor", {XML_ID: "commentary", "role": "commentator"})
    ed.append(_el("name", None, "the Korean translator-commentator of this witness, whose "
                                "paragraph follows each Chinese paragraph"))
    ts.append(ed)
    rs = _el("respStmt", {XML_ID: "importer"})
    rs.append(_el("resp", None, "TEI conversion and divisions"))
    rs.append(_el("name", None, "liuren-edition (liuren import)"))
    ts.append(rs)
    ps = _el("publicationStmt")
    ps.append(_el("p", None, "liuren-edition: a critical edition of the Da Liu Ren (大六壬) texts. "
                             "Generated by `liuren import` from sources/" + file_name
                  + "; the committed file is the master."))
    fd.append(ps)
    if meta.get("title_note") or meta.get("what"):
        ns = _el("notesStmt")
        if meta.get("what"):
            ns.append(_el("note", {"type": "description"}, meta["what"]))
        if meta.get("title_note"):
            ns.append(_el("note", {"type": "title"}, meta["title_note"]))
        fd.append(ns)
    sd = _el("sourceDesc")
    bibl = _el("bibl")
    t = _el("title", None, title_zh)
    t.set(XML_LANG, "lzh")
    bibl.append(t)
    bibl.append(_el("idno", {"type": "file"}, file_name))
    bibl.append(_el("idno", {"type": "sha256"}, hashlib.sha256(text.encode("utf-8")).hexdigest()))
    ext = _el("extent")
    ext.append(_el("measure", {"unit": "lines", "quantity": str(len(lines))}, str(len(lines))))
    bibl.append(ext)
    sd.append(bibl)
    fd.append(sd)

    enc = _el("encodingDesc")
    h.append(enc)
    ed = _el("editorialDecl")
    enc.append(ed)
    corr = _el("correction", {"method": "markup"})
    for _, txt in CORRECTION:
        corr.append(_el("p", None, txt))
    ed.append(corr)
    seg = _el("segmentation")
    seg.append(_el("p", None, "One element per non-blank source line, @n = the line (1-based, "
                              "the citation unit file:line), xml:id p{line}; line 1 is the "
                              "heading. A Chinese paragraph and the Korean paragraph after it "
                              "point to each other with @corresp. Interlinear notes printed in "
                              "（…） are note[@type='interlinear'] without the brackets. "
                              "Blank lines are not encoded: bibl/extent/measure gives the line "
                              "count."))
    ed.append(seg)
    interp = _el("interpretation")
    for txt in (
            "Divisions (div, @resp='#importer') follow the texts' own parts; @ana links a "
            "division to the rule taxonomy below; a part printed twice points to its twin with "
            "@corresp.",
            "This file is the text layer: what was printed and what the commentary proposes. "
            "The analyses of the text (worked examples and their checks, rule links, parallel "
            "passages) are a stand-off layer kept beside it, tei/standoff/<source id>.xml, "
            "made by `liuren analyse` from this file (docs/ENCODING.md, *Stand-off analysis*)."):
        interp.append(_el("p", None, txt))
    ed.append(interp)
    cd = _el("classDecl")
    cd.append(parse_bytes(taxonomy_bytes(), "tei/taxonomy.xml").getroot())
    enc.append(cd)

    pd = _el("profileDesc")
    lu = _el("langUsage")
    lu.append(_el("language", {"ident": "lzh"}, "Classical Chinese (the base text)"))
    lu.append(_el("language", {"ident": "ko"}, "Korean (translation and commentary)"))
    pd.append(lu)
    h.append(pd)
    return h


# --------------------------------------------------------------------------- output

def _indent(e: etree._Element, level: int = 0) -> None:
    """Indent containers only: mixed content is never touched (whitespace is text there)."""
    if e.tag not in CONTAINERS and not (e.tag == T + "note" and e.get("type") == "emendation"):
        return
    if e.tag in (T + "f", T + "vColl") and all(d.tag in ATOMIC for d in e.iterdescendants()):
        return                  # a feature with a plain value stays on one line
    if e.text and e.text.strip():
        return
    if not len(e):
        return
    pad = "\n" + "  " * (level + 1)
    e.text = pad
    for c in e:
        if isinstance(c.tag, str):
            _indent(c, level + 1)
        c.tail = pad
    e[-1].tail = "\n" + "  " * level


def serialize(root: etree._Element) -> bytes:
    _strip_comments(root)
    _indent(root)
    return etree.tostring(root, encoding="UTF-8", xml_declaration=True) + b"\n"


def _strip_comments(root) -> None:
    for c in list(root.iter(etree.Comment)):
        parent = c.getparent()
        if parent is not None:
            tail = c.tail
            prev = c.getprevious()
            parent.remove(c)
            if tail and tail.strip():
                if prev is not None:
                    prev.tail = (prev.tail or "") + tail
                else:
                    parent.text = (parent.text or "") + tail


def import_text(source_id: str, text: str, *, file_name: str, meta: dict | None = None,
                records: list = (), divs: list[dict] = ()) -> tuple[bytes, Built]:
    """The TEI bytes of one plain witness, checked to give back ``text`` byte for byte."""
    from edition.encode import reader
    built = build(source_id, text, file_name=file_name, meta=meta, records=records, divs=divs)
    data = serialize(built.root)
    tree = parse_bytes(data, f"tei/{source_id}.xml")
    back = reader.diplomatic(tree)
    if back != text:
        a, b = back.split("\n"), text.split("\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise SourceError(file_name, line, "the TEI would not reproduce this line (importer bug)")
    return data, built


# --------------------------------------------------------------------------- comparing

def _sig(e) -> tuple:
    def norm(t):
        return "" if t is None or not t.strip() else t
    return (etree.QName(e).localname, tuple(sorted(e.attrib.items())), norm(e.text), norm(e.tail))


def _label(e) -> str:
    i = e.get(XML_ID)
    n = e.get("n")
    bits = [etree.QName(e).localname]
    if i:
        bits.append(f'xml:id="{i}"')
    elif n:
        bits.append(f'n="{n}"')
    return "<" + " ".join(bits) + ">"


def _short(t, k=30):
    t = (t or "").strip()
    return repr(t if len(t) <= k else t[:k] + "…")


def diff_tei(existing: bytes, fresh: bytes, path: str, limit: int = 20) -> list[str]:
    """Where a TEI file differs from a fresh import: ``path:line: <element>: what``.
    Empty when they are the same bytes."""
    if existing == fresh:
        return []
    import difflib
    try:
        old = parse_bytes(existing, path).getroot()
    except TeiError as e:
        return [str(e)]
    new = parse_bytes(fresh, path + " (fresh import)").getroot()
    a = [e for e in old.iter() if isinstance(e.tag, str)]
    b = [e for e in new.iter() if isinstance(e.tag, str)]
    sa, sb = [_sig(e) for e in a], [_sig(e) for e in b]
    out: list[str] = []
    sm = difflib.SequenceMatcher(None, sa, sb, autojunk=False)
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        if op == "replace":
            for k in range(max(i2 - i1, j2 - j1)):
                ea = a[i1 + k] if i1 + k < i2 else None
                eb = b[j1 + k] if j1 + k < j2 else None
                if ea is not None and eb is not None:
                    what = []
                    if _sig(ea)[0] != _sig(eb)[0]:
                        what.append(f"a fresh import has {_label(eb)} here")
                    if _sig(ea)[1] != _sig(eb)[1]:
                        da = dict(ea.attrib)
                        db = dict(eb.attrib)
                        keys = sorted(set(da) | set(db), key=str)
                        what += [f"@{etree.QName(k).localname} {da.get(k)!r} ≠ fresh {db.get(k)!r}"
                                 for k in keys if da.get(k) != db.get(k)]
                    if _sig(ea)[2] != _sig(eb)[2]:
                        what.append(f"text {_short(ea.text)} ≠ fresh {_short(eb.text)}")
                    if _sig(ea)[3] != _sig(eb)[3]:
                        what.append(f"text after it {_short(ea.tail)} ≠ fresh {_short(eb.tail)}")
                    out.append(f"{path}:{ea.sourceline}: {_label(ea)}: " + "; ".join(what))
                elif ea is not None:
                    out.append(f"{path}:{ea.sourceline}: {_label(ea)}: not in a fresh import")
                else:
                    anchor = a[min(i2, len(a) - 1)]
                    out.append(f"{path}:{anchor.sourceline}: a fresh import has {_label(eb)} here")
        elif op == "delete":
            for ea in a[i1:i2]:
                out.append(f"{path}:{ea.sourceline}: {_label(ea)}: not in a fresh import")
        else:
            anchor = a[min(i1, len(a) - 1)]
            for eb in b[j1:j2]:
                out.append(f"{path}:{anchor.sourceline}: a fresh import has {_label(eb)} here")
        if len(out) >= limit:
            out = out[:limit] + [f"{path}: … (more differences)"]
            break
    if not out:
        la, lb = existing.split(b"\n"), fresh.split(b"\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
        out.append(f"{path}:{line}: differs from a fresh import in layout only (whitespace)")
    return out
