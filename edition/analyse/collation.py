"""``liuren collate`` as a library: the witnesses of each text of an edition collated
(:mod:`edition.analyse.collate`) and written as a TEI critical apparatus.

    cols = collations(ed)                       # one per source with another witness
    path, state = write(ed, col)                # tei/collation/<id>.xml
    rows = as_json(col)                         # {"source", "witnesses", "counts", "variants"}

``tei/collation/<id>.xml`` is TEI P5 in parallel segmentation (docs/readme/34-collate.md):
``listWit`` in its header (``witness/@xml:id`` = the siglum), the base witness's text in
one ``ab`` per block (``@n`` its first line, ``@corresp`` the block in the text layer), and
an ``app`` at each variant site: ``@xml:id``, ``@type`` (orthographic, punctuation, layout,
substantive) and for a substantive one ``@subtype`` (omission, addition, substitution,
transposition), the base witness's reading in ``lem``, each other's in ``rdg``, each with
``@wit`` and ``@n`` = the ``file:line`` where it is printed; a reading printed in an
interlinear note has ``@rend='note'``; ``&KR…;`` codes are ``g`` pointing to the header's
``charDecl``. teiphy converts it (tests/test_collate.py).
"""
from __future__ import annotations

from dataclasses import replace

from lxml import etree

from edition.core.atomic import write_bytes
from edition.core.edition import Edition, EditionError, Source
from edition.core.tei import (XML_ID, XML_ILLEGAL, XML_LANG, T, append_text, element, list_wit,
                             publication_stmt, resp_stmt, sub, witness_rows)
from edition.encode import reader
from edition.encode.serialize import serialize

from .collate import TYPES, Collation, Stream, collate, full_text, owned_boundaries, stream
from .witness import Witness, load_witness

KR = "&KR"


def text_witnesses(ed: Edition, s: Source | str) -> list[tuple[str, Witness]]:
    """Every witness of a source with its siglum, the base first (each read from its TEI
    text layer, as the analysis reads a witness; another witness's file is its own,
    ``WYG/KR3g0031_001.txt``)."""
    s = ed.source(s)
    out = [(s.base_siglum, load_witness(ed, s))]
    for c in s.copies:
        path = ed.tei_path(s, c.siglum)
        if not path.exists():
            raise EditionError(f"{path}: no TEI for witness {c.siglum} of {s.id} yet (run "
                               "`liuren import` in the edition)")
        out.append((c.siglum, Witness(ed, replace(s, file=c.file, sha256=c.sha256, copies=()),
                                      reader.load(path))))
    return out


def text_streams(ed: Edition, s: Source | str) -> list[Stream]:
    """The streams of every witness of a source, the base first (:func:`text_witnesses`)."""
    return [witness_stream(w, g) for g, w in text_witnesses(ed, s)]


def witness_stream(w: Witness, siglum: str) -> Stream:
    return stream(siglum, w.file, ((u.text, u.line, u.offsets, 0, len(u.text), u.id)
                                   for u in w.units()))


def collations(ed: Edition, only: str | None = None) -> list[tuple[Source, Collation]]:
    """Every source with another witness (or those ``only`` names), collated."""
    return [(s, collate(text_streams(ed, s))) for s in ed.select_sources(only) if s.copies]


# --------------------------------------------------------------------------- JSON

def as_json(s: Source, col: Collation) -> dict:
    return {"source": s.id, "file": s.file,
            "witnesses": [{"siglum": g, "name": n, "file": f}
                          for g, n, f, _ in witness_rows(s)],
            "counts": col.counts(), "line_breaks": col.line_breaks(),
            "variants": [a.as_json() for a in col.apps]}


# --------------------------------------------------------------------------- TEI

def _put(parent, s: str, glyphs: set) -> None:
    """Text into ``parent`` (after its last child), each ``&KR…;`` a ``g`` (a character XML
    cannot hold, which a Kanripo text layer keeps as a ``g`` of its own, is U+FFFD here)."""
    s = XML_ILLEGAL.sub("\ufffd", s)
    while s:
        k = s.find(KR)
        e = s.find(";", k) if k >= 0 else -1
        head, code = (s, None) if k < 0 or e < 0 else (s[:k], s[k + 1:e])
        append_text(parent, head)
        if code is None:
            return
        glyphs.add(code)
        sub(parent, "g", {"ref": "#" + code})
        s = s[e + 1:]


def tei(s: Source, col: Collation) -> etree._Element:
    """The collation of a source as a TEI document (see the module doc)."""
    root = element("TEI", {XML_LANG: "lzh"})
    header = _header(root, s)
    body = sub(sub(root, "text"), "body")
    div = sub(body, "div", {"type": "collation", "corresp": f"../{s.id}.xml"})
    glyphs: set = set()
    _body(div, s, col, glyphs)
    if glyphs:
        enc = header.find(f"{T}encodingDesc")
        cd = sub(enc, "charDecl")
        sub(cd, "desc", None, "Characters outside Unicode by their Kanripo code (&KR…; in "
                              "the witnesses).")
        for code in sorted(glyphs):
            g = sub(cd, "glyph", {XML_ID: code})
            sub(g, "mapping", {"type": "kanripo"}, f"&{code};")
    return root


def _header(root, s: Source):
    h = sub(root, "teiHeader")
    fd = sub(h, "fileDesc")
    ts = sub(fd, "titleStmt")
    sub(ts, "title", {"type": "main", XML_LANG: "en"},
        f"{s.title_zh or s.id}: collation of its witnesses")
    resp_stmt(ts, "collator", "collation", "liuren-edition (liuren collate)")
    publication_stmt(fd, f"Generated by `liuren collate` from tei/{s.id}.xml and the text "
                         "layers of its other witnesses; regenerate it rather than editing it.")
    sd = sub(fd, "sourceDesc")
    sd.append(list_wit(witness_rows(s), ids=True))
    enc = sub(h, "encodingDesc")
    sub(enc, "variantEncoding", {"method": "parallel-segmentation", "location": "internal"})
    ed = sub(enc, "editorialDecl")
    for p in (
            "The text is the base witness's (lem), one ab per block of its text layer (@n its "
            "first line, @corresp the block); page and line breaks, indentation, ¶, page ids, "
            "note brackets are layout and not collated.",
            "Each app is one variant site, its characters only: @type orthographic (variant "
            "forms of one character, or a Kanripo code against a character), punctuation, "
            "layout (the same text, in an interlinear note in one witness only: "
            "@rend='note'), or substantive with @subtype omission, addition, substitution or "
            "transposition (@corresp: the other half of a transposed passage). Each reading's "
            "@n is the file:line of sources/ where it is printed."):
        sub(ed, "p", None, p)
    return h


def _body(div, s: Source, col: Collation, glyphs: set) -> None:
    """The base text in blocks, an app at each site."""
    base = col.base
    owned = owned_boundaries(col)
    starts = {i: (line, uid) for i, line, uid in base.blocks}
    points: dict[int, list] = {}
    ranges = {}
    for a in col.apps:
        if a.end == a.start:
            points.setdefault(a.start, []).append(a)
        else:
            ranges[a.start] = a
    ab = None
    i, n = 0, len(base)
    while True:
        pend = base.punct.get(i, "") if i not in owned else ""
        if pend and ab is not None:
            _put(ab, pend, glyphs)              # closing punctuation ends the block before
            pend = ""
        if ab is None or (i in starts and i < n):
            line, uid = starts.get(i, (None, ""))
            ab = sub(div, "ab", {"n": str(line) if line else None,
                                 "corresp": f"../{s.id}.xml#{uid}" if uid else None})
        if pend:
            _put(ab, pend, glyphs)
        for a in points.get(i, ()):
            _app(ab, a, col, glyphs)
        if i in ranges:
            _app(ab, ranges[i], col, glyphs)
            i = ranges[i].end
            continue
        if i >= n:
            break
        _put(ab, base.text(i, i + 1, inner=False), glyphs)
        i += 1
    for e in list(div):
        if not len(e) and not (e.text or "").strip():
            div.remove(e)


def _app(ab, a, col: Collation, glyphs: set) -> None:
    full = full_text(a, col.base)
    p, q = a.trim
    if p:
        _put(ab, full[:p], glyphs)
    app = sub(ab, "app", {XML_ID: a.id, "type": a.type, "subtype": a.subtype or None,
                          "corresp": f"#{a.corresp}" if a.corresp else None})
    for k, st in enumerate(col.streams):
        g = st.siglum
        r = sub(app, "lem" if k == 0 else "rdg",
                {"wit": f"#{g}", XML_ID: f"{a.id}-{g}", "n": a.cites[g],
                 "rend": "note" if a.notes.get(g) else None})
        _put(r, a.readings[g], glyphs)
    if q:
        _put(ab, full[len(full) - q:], glyphs)


def tei_bytes(s: Source, col: Collation) -> bytes:
    return serialize(tei(s, col))


def write(ed: Edition, s: Source, col: Collation, *, check: bool = False) -> tuple[object, str]:
    """Write ``tei/collation/<id>.xml`` (``check``: compare only): ``(path, state)``, state
    written | unchanged | same | differs | missing."""
    path = ed.collation_path(s)
    data = tei_bytes(s, col)
    have = path.read_bytes() if path.exists() else None
    if check:
        return path, "missing" if have is None else "same" if have == data else "differs"
    if have == data:
        return path, "unchanged"
    ed.require_writable(f"write {path}")
    write_bytes(path, data)
    return path, "written"


# --------------------------------------------------------------------------- parallels

def parallel_apparatus(groups) -> list[dict]:
    """Every parallel group (``run.load(ed).parallels``) with its character-level apparatus
    (:func:`edition.analyse.parallels.apparatus`): ``{"id", "sigla": {siglum: cite},
    "counts", "variants"}``."""
    out = []
    for g in groups:
        counts = {t: 0 for t in TYPES}
        for a in g.apparatus:
            counts[a.type] += 1
        out.append({"id": g.id, "sigla": dict(g.sigla), "counts": counts,
                    "variants": [a.as_json() for a in g.apparatus]})
    return out
