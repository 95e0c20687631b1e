"""Source text → TEI tree: the importer behind ``liuren import``.

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

from dataclasses import dataclass, field

import regex
from lxml import etree

from edition.core.tei import XML_ID, XML_ILLEGAL, XML_LANG, T, append_text, ids, parse_bytes
from edition.core.tei import element as _el
from edition.core.text import language

from .figure import chart_figure, chart_runs
from .header import header as _header
from .reader import _dip_offsets, _sic_corr_inline, diplomatic
from .serialize import serialize
from .spans import Span, emend_spans, gap_runs, nest, note_spans
from .structure import (DIVISIONS_WHERE, LISTS, SourceError, _check_divs, _para_kind,
                        structure_spans)

# --------------------------------------------------------------------------- tree building

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
        append_text(parent, s[pos:sp.start])
        pos = sp.end
        el = _render_span(sp, s, ctx, item_no)
        for e in el:
            parent.append(e)
    append_text(parent, s[pos:b])


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
    """The elements of one span (and, inside them, of its children), by its kind."""
    return _RENDER[sp.kind](sp, s, ctx, item_no)


def _wrap(e: etree._Element, sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    """``e`` holding the span's text and children."""
    _render(e, s, sp.start, sp.end, sp.children, ctx, item_no)
    return [e]


def _note(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    ctx.notes += 1
    e = _el("note", {XML_ID: f"{ctx.pid}.n{ctx.notes}", "type": "interlinear", "place": "inline"})
    _render(e, s, sp.start + 1, sp.end - 1, sp.children, ctx, item_no)
    return [e]


def _gap(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    ctx.gaps += 1
    gid = f"{ctx.pid}.g{ctx.gaps}"
    ctx.gap_ids[(sp.start, sp.end)] = gid
    return [_el("gap", {XML_ID: gid, "reason": "lost", "quantity": str(sp.end - sp.start),
                        "unit": "chars"})]


def _row(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    e = _el("row", {"n": sp.attrs["n"]})
    for c in sp.children:               # only cells; the separators are single spaces
        e.extend(_render_span(c, s, ctx, item_no))
    return [e]


def _item(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    ctx.items += 1
    attrs = {XML_ID: f"{ctx.pid}.i{ctx.items}"}
    if _opens_with_name(sp):
        attrs["n"] = str(item_no())
    return _wrap(_el("item", attrs), sp, s, ctx, item_no)


def _insert(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    r = sp.rec
    e = _proposed(_el("supplied", {XML_ID: r.id, "reason": "omitted"}), r.corr or "", r.id)
    _resp(e, r)
    return [e]


def _gapref(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    """The gap (rendered from the gap child that has exactly this extent) + supplied."""
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


def _emend(sp: Span, s: str, ctx: _Ctx, item_no) -> list[etree._Element]:
    """An emendation over printed characters: surplus, app (a variant), sic or seg (no
    reading proposed), else choice/sic/corr."""
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


_RENDER = {
    "note": _note,
    "gap": _gap,
    "row": _row,
    "cell": lambda sp, s, ctx, item_no: _wrap(_el("cell", {"role": sp.attrs.get("role")}), sp, s,
                                              ctx, item_no),
    "item": _item,
    "label": lambda sp, s, ctx, item_no: _wrap(_el("label"), sp, s, ctx, item_no),
    "term": lambda sp, s, ctx, item_no: _wrap(_el("term", {"type": sp.attrs["type"]}), sp, s, ctx,
                                              item_no),
    "insert": _insert,
    "gapref": _gapref,
    "emend": _emend,
}


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
    forest = nest(struct + base + placed)
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
    _check_xml_chars(lines, file_name)
    built = Built(root=None, source_id=source_id,
                  counts={"passages": 0, "zh": 0, "ko": 0, "notes": 0, "gaps": 0, "items": 0,
                          "emendations": len(records), "inline": 0, "tables": 0, "lists": 0,
                          "figures": 0})

    paras = [(i + 1, s) for i, s in enumerate(lines) if s != ""]
    langs = {n: language(s) for n, s in paras}
    partner = _partners(paras, langs)

    root = _el("TEI")
    root.set(XML_LANG, "lzh")
    root.append(_header(source_id, file_name, meta, text, lines))
    text_el = _el("text")
    body = _el("body")
    text_el.append(body)
    root.append(text_el)

    _check_divs(source_id, divs, langs, partner, len(lines))
    div_els = _divisions(body, divs, len(paras), len(lines))
    _Paragraphs(source_id, divs, records, built).write(body, div_els, paras, langs, partner)
    _document_order(body, div_els, source_id)
    # records whose zh line is not a Chinese paragraph: standoff only
    zh_lines = {n for n, _ in paras if langs[n] == "lzh" and n != 1}
    for r in records:
        if r.zh_line not in zh_lines:
            built.standoff_only.append((r, f"line {r.zh_line} is not a Chinese paragraph"))

    _back(text_el, root, records, built, source_id, langs)
    built.root = root
    built.counts["inline"] = len(records) - len({id(r) for r, _ in built.standoff_only})
    return built


def _check_xml_chars(lines: list[str], file_name: str) -> None:
    for i, ln in enumerate(lines, 1):
        bad = XML_ILLEGAL.search(ln)
        if bad:
            raise SourceError(file_name, i, f"character U+{ord(bad.group()):04X} at column "
                               f"{bad.start() + 1} cannot be stored in XML")


def _partners(paras: list[tuple[int, str]], langs: dict[int, str]) -> dict[int, int]:
    """Pairing: a Chinese paragraph and the Korean paragraph right after it (both ways)."""
    partner: dict[int, int] = {}
    for (n1, _), (n2, _) in zip(paras, paras[1:]):
        if n1 != 1 and langs[n1] == "lzh" and langs[n2] == "ko" and n1 not in partner:
            partner[n1], partner[n2] = n2, n1
    return partner


def _divisions(body: etree._Element, divs: list[dict], n_paras: int,
               n_lines: int) -> list[tuple[dict, etree._Element]]:
    """The curated divisions, nested by containment (one ``d-text`` division when there are
    none and the text has more than its heading)."""
    div_els: list[tuple[dict, etree._Element]] = []
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
    if not divs and n_paras > 1:
        e = _el("div", {XML_ID: "d-text", "type": "text", "resp": "#importer"})
        body.append(e)
        div_els.append(({"first": 2, "last": n_lines, "id": "d-text"}, e))
    return div_els


class _Paragraphs:
    """Writes each paragraph into its innermost division: the heading, Chinese paragraphs
    (with their notes, structure and inline emendations) and Korean ones, paired by
    ``@corresp``. Items are numbered within a division, and a list's first unlabelled item
    points back to the last item of the list before it (``@prev``)."""

    def __init__(self, source_id: str, divs: list[dict], records: list, built: Built):
        self.source_id, self.divs, self.built = source_id, divs, built
        self.by_zh: dict[int, list] = {}
        for r in records:
            self.by_zh.setdefault(r.zh_line, []).append(r)
        self.counters: dict = {}
        self.last_item: dict = {}

    def write(self, body, div_els, paras, langs, partner) -> None:
        # a case's chart: one figure, a row a line (edition/encode/figure.py)
        charts = {run[0][0]: run for run in chart_runs(paras, set(self.by_zh))}
        in_chart = {n for run in charts.values() for n, _ in run}
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
            if n in in_chart:
                if n in charts:
                    container.append(self.figure(charts[n]))
                continue
            self.built.counts["passages"] += 1
            self.built.counts["zh" if lang == "lzh" else "ko"] += 1
            if lang == "lzh":
                e = self.chinese(n, s, container)
            else:
                e = _el("p", {XML_ID: f"p{n}", "n": str(n)}, s)
                e.set(XML_LANG, "ko")
            if n in partner:
                e.set("corresp", f"#p{partner[n]}")
            container.append(e)

    def figure(self, run: list[tuple[int, str]]) -> etree._Element:
        fig, notes = chart_figure(run)
        c = self.built.counts
        c["passages"] += len(run)
        c["zh"] += len(run)
        c["notes"] += notes
        c["figures"] += 1
        return fig

    def chinese(self, n: int, s: str, container: etree._Element) -> etree._Element:
        kind = _para_kind(self.source_id, self.divs, n, s)
        dkey = (kind, id(container))        # items are numbered within a division
        counters = self.counters

        def item_no(dkey=dkey):
            counters[dkey] = counters.get(dkey, 0) + 1
            return counters[dkey]

        e, _ = _chinese_element(n, s, kind, self.by_zh.get(n, []), self.built, item_no)
        if kind in LISTS:
            self.built.counts["lists"] += 1
            items = e.findall(T + "item")
            if (kind != "entries" and items and items[0].find(T + "label") is None
                    and dkey in self.last_item):
                items[0].set("prev", "#" + self.last_item[dkey].get(XML_ID))
            if items:
                self.last_item[dkey] = items[-1]
        elif kind in ("table", "chart"):
            self.built.counts["tables"] += 1
        return e


def _document_order(body: etree._Element, div_els, source_id: str) -> None:
    """Paragraphs and sub-divisions in document order, by their first line; a paragraph
    after a sub-division of its division is an error of the curation."""
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


def _back(text_el, root, records, built: Built, source_id: str, langs) -> None:
    if not records:
        return
    back = _el("back")
    div = _el("div", {"type": "emendations"})
    back.append(div)
    text_el.append(back)
    standoff = {id(r) for r, _ in built.standoff_only}
    ids_el = ids(root)
    known = set(ids_el)
    for r in records:
        if id(r) in standoff:
            tgt = f"p{r.ko_line}" if r.type == "translation-correction" else f"p{r.zh_line}"
        elif r.type == "gap-declined":
            tgt = _gap_id_at(root, r)
        else:
            tgt = r.id
        if tgt not in known:
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
                if f"p{twin}" in known:
                    links.append((r.id, r.zh_line, twin))
    if links:
        lg = _el("linkGrp", {"type": "twins"})
        for rid, a, b in links:
            lg.append(_el("link", {"type": "duplicate-block", "target": f"#p{a} #p{b}",
                                   "corresp": f"#c.{rid}"}))
        back.append(lg)


def _inline_readings(ids_el: dict, tgt: str):
    """(sic, corr) as the reader derives them from an inline element (None if not inline)."""
    el = ids_el.get(tgt)
    if el is None or el.tag in (T + "p", T + "table", T + "list", T + "head"):
        return None
    return _sic_corr_inline(el, set())


def _gap_id_at(root, r) -> str:
    p = root.find(f".//*[@{{http://www.w3.org/XML/1998/namespace}}id='p{r.zh_line}']")
    if p is None:
        return f"p{r.zh_line}"
    for el, a, b in _dip_offsets(p):
        if el.tag == T + "gap" and a == r.start and b == r.start + len(r.sic):
            return el.get(XML_ID)
    return f"p{r.zh_line}"


def import_text(source_id: str, text: str, *, file_name: str, meta: dict | None = None,
                records: list = (), divs: list[dict] = ()) -> tuple[bytes, Built]:
    """The TEI bytes of one plain witness, checked to give back ``text`` byte for byte."""
    built = build(source_id, text, file_name=file_name, meta=meta, records=records, divs=divs)
    data = serialize(built.root)
    tree = parse_bytes(data, f"tei/{source_id}.xml")
    back = diplomatic(tree)
    if back != text:
        a, b = back.split("\n"), text.split("\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise SourceError(file_name, line, "the TEI would not reproduce this line (importer bug)")
    return data, built
