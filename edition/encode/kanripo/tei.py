"""Writing a parsed Kanripo file as TEI P5 (:func:`to_tei`; docs/ENCODING.md, *Kanripo
witnesses*): its header, then its blocks in divisions, one ``lb`` per physical line."""
from __future__ import annotations

import hashlib
import re
from collections import Counter

from lxml import etree

from edition.core.tei import (XML_ID, XML_ILLEGAL, XML_LANG, append_text, element, line_extent,
                             list_wit, publication_stmt, resp_stmt, source_idnos, sub)

from .model import PAGE_ID, Block, Char, Doc, Glyph, Line, Part, inline_tokens

NO_PILCROW = "no-pilcrow"


def _sub(parent, tag: str, attrib: dict | None = None, text: str | None = None) -> etree._Element:
    """An element of the Kanripo text layer: an empty text is kept (what the file has)."""
    return sub(parent, tag, attrib, text, keep_empty=True)


def _add_inline(parent: etree._Element, items) -> None:
    for t in items:
        if isinstance(t, str):
            append_text(parent, t)
        elif isinstance(t, Glyph):
            _sub(parent, "g", {"ref": "#" + t.code})
        else:
            _sub(parent, "g", {"ref": "#" + t.code, "type": "codepoint"})


def _add_part(parent: etree._Element, p: Part) -> None:
    s = _sub(parent, "seg", {"type": "col", "n": "1"})
    _add_inline(s, p.col1)
    if p.col2 is not None:
        s = _sub(parent, "seg", {"type": "col", "n": "2"})
        _add_inline(s, p.col2)


def _lb(parent, ln: Line) -> etree._Element:
    a = {"n": str(ln.number)}
    if ln.indent:
        a["style"] = f"text-indent:{ln.indent}em"
    if not ln.pilcrow:
        a["type"] = NO_PILCROW
    return _sub(parent, "lb", a)


def _pb(parent, ln: Line) -> None:
    m = PAGE_ID.fullmatch(ln.page)
    _sub(parent, "pb", {"n": m.group(3), "ed": m.group(2), XML_ID: ln.page})


def to_tei(doc: Doc, meta: dict | None = None) -> etree._Element:
    """The TEI P5 text of a parsed Kanripo file (docs/ENCODING.md, *Kanripo witnesses*).

    ``meta`` (all optional): ``title`` (default: ``#+TITLE`` and ``#+PROPERTY: JUAN``),
    ``sha256`` (hex digest of the raw bytes; default: of ``doc.text`` in UTF-8),
    ``repository`` (default ``#+PROPERTY: ID``), ``edition_name`` (the Readme's name of the
    base edition, 【四庫全書・文淵閣】), ``label`` (the Readme's label of the juan),
    ``witnesses`` (``(siglum, name, file, sha256)`` of every witness of the text when it has
    more than one: ``sourceDesc/listWit``)."""
    meta = {k: XML_ILLEGAL.sub("\ufffd", v) if isinstance(v, str) else v for k, v in (meta or {}).items()}
    root = element("TEI", {XML_LANG: "lzh"})
    root.append(_header(doc, meta))
    text_el = _sub(root, "text")
    body = _sub(text_el, "body")
    _body(doc, body)
    return root


def _title(doc: Doc, meta: dict) -> str:
    if meta.get("title"):
        return meta["title"]
    parts = [p for p in (doc.title, doc.juan) if p]
    return " ".join(parts) if parts else doc.file_name


def _header(doc: Doc, meta: dict) -> etree._Element:
    h = element("teiHeader")
    fd = _sub(h, "fileDesc")
    ts = _sub(fd, "titleStmt")
    _sub(ts, "title", {"type": "main", XML_LANG: "lzh"}, _title(doc, meta))
    resp_stmt(ts, "importer", "TEI conversion", "liuren-edition (edition.encode.kanripo)")
    publication_stmt(fd, "liuren-edition: a critical edition of the Da Liu Ren (大六壬) texts. "
                         f"Generated from the Kanripo file {doc.file_name}.")
    _source_desc(_sub(fd, "sourceDesc"), doc, meta)
    _encoding_desc(_sub(h, "encodingDesc"), doc)
    pd = _sub(h, "profileDesc")
    lu = _sub(pd, "langUsage")
    _sub(lu, "language", {"ident": "lzh"}, "Classical Chinese")
    if doc.header:
        x = _sub(h, "xenoData", {"type": "mandoku-header"})
        x.text = "\n".join(doc.header)
    return h


def _source_desc(sd: etree._Element, doc: Doc, meta: dict) -> None:
    """The Kanripo file: title, file name, sha256, repository, base edition, juan, publisher,
    licence and line count."""
    bibl = _sub(sd, "bibl")
    if doc.title:
        _sub(bibl, "title", {XML_LANG: "lzh"}, doc.title)
    sha = meta.get("sha256") or hashlib.sha256(doc.text.encode("utf-8", "surrogatepass")).hexdigest()
    source_idnos(bibl, doc.file_name, sha)
    repo = meta.get("repository") or doc.text_id
    if repo:
        _sub(bibl, "idno", {"type": "kanripo"}, repo)
    if doc.base_edition:
        _sub(bibl, "edition", {"n": doc.base_edition}, meta.get("edition_name") or doc.base_edition)
    if doc.juan or meta.get("label"):
        _sub(bibl, "biblScope", {"unit": "juan"}, meta.get("label") or doc.juan)
    _sub(bibl, "publisher", None, "Kanseki Repository (Kanripo)")
    av = _sub(bibl, "availability")
    _sub(av, "p", None, "Kanripo shares its digital texts for reuse with attribution "
                        "(Creative Commons, share-alike). Keep this note with any copy.")
    line_extent(bibl, len(doc.text.split("\n")))
    if meta.get("witnesses"):
        sd.append(list_wit(meta["witnesses"]))


def _encoding_desc(enc: etree._Element, doc: Doc) -> None:
    """How the file is encoded (segmentation), and the glyphs and characters it declares."""
    ed = _sub(enc, "editorialDecl")
    seg = _sub(ed, "segmentation")
    for p in (
            "One lb per text line of the file (every line that is neither a header line nor a "
            "page break), @n its line number (1-based over the whole file, header lines "
            "included: the citation unit file:line). Its N leading full-width spaces are "
            "lb/@style 'text-indent:Nem' (CSS); a line without a final ¶ has "
            "lb/@type='no-pilcrow'.",
            "The mandoku header lines (#…) are kept verbatim in teiHeader/xenoData"
            "[@type='mandoku-header']; a page-break line <pb:ID>¶ is pb with xml:id = ID, "
            "@n its page (005-2a) and @ed its edition (WYG).",
            "Headings are head (@type series, juan or section), paragraphs p, 課式 diagrams "
            "ab[@type='diagram'], table lines ab[@type='row'], the juan's title after its text "
            "trailer — each with xml:id h{line} (head, trailer) or p{line} and @n = its first "
            "line. A div[@type='section'] opens at each run of section headings, inside the "
            "div[@type='juan'].",
            "A double-column interlinear note (col1/col2) is note[@type='interlinear']"
            "[@place='inline'] holding one seg[@type='col'][@n='1'] and, when the part has a "
            "'/', seg[@n='2'] per physical line; a note that runs on to later lines holds "
            "their lb (and any pb) between its parts. In diagrams each (…/…) is a "
            "seg[@type='cell'] with the same column segs."):
        _sub(seg, "p", None, p)
    glyphs = doc.glyphs
    chars = tuple(dict.fromkeys(t.code for t in inline_tokens(doc.lines) if isinstance(t, Char)))
    if glyphs or chars:
        cd = _sub(enc, "charDecl")
        _sub(cd, "desc", None, "Characters outside Unicode by their Kanripo code (&KR…; in the "
                               "source), and characters XML cannot hold by their code point.")
        for code in glyphs:
            g = _sub(cd, "glyph", {XML_ID: code})
            _sub(g, "localProp", {"name": "entity", "value": code})
            _sub(g, "mapping", {"type": "kanripo"}, f"&{code};")
        for code in chars:
            c = _sub(cd, "char", {XML_ID: code})
            _sub(c, "mapping", {"type": "codepoint"}, "U+" + code[1:])


def _body(doc: Doc, body: etree._Element) -> None:
    """Blocks into divisions: one ``div[@type='juan']`` for the file; each run of section
    headings opens a ``div[@type='section']`` inside it. Page breaks go where the page
    begins: inside a block (or an open note) that goes on across them, else between blocks.
    Blank lines are an ``lb`` between blocks."""
    block_of = {n: b for b in doc.blocks for n in b.lines}
    w = _BodyWriter(body, doc.file_name)
    for ln in doc.lines:
        if ln.kind == "header":
            continue
        if ln.kind == "pb":
            w.pending.append(ln)
            continue
        b = block_of.get(ln.number)
        if (b is None or b is not w.cur_block) and not w.open_block(b, ln):
            continue
        w.text_line(ln)
    w.flush(w.div)


class _BodyWriter:
    """What :func:`_body` knows as it writes: the juan's division and the open one, the block
    being written (its element, its open note, its notes counted), the page breaks waiting
    for the next line, and whether a run of section headings is open."""

    def __init__(self, body: etree._Element, file_name: str):
        self.juan = self.div = _sub(body, "div", {"type": "juan", XML_ID: "d-juan"})
        m = re.search(r"_([0-9]+)\.[A-Za-z]+$", file_name)
        if m:
            self.juan.set("n", m.group(1))
        self.cur_block: Block | None = None
        self.cur_el = self.open_note = None
        self.count: Counter = Counter()
        self.pending: list[Line] = []
        self.in_section_run = False

    def flush(self, parent: etree._Element) -> None:
        """The page breaks met since the last text line, into ``parent``."""
        for p in self.pending:
            _pb(parent, p)
        self.pending = []

    def open_block(self, b: Block | None, ln: Line) -> bool:
        """Line ``ln`` begins block ``b`` (``None``: a blank line, written as an ``lb`` between
        blocks; returns False then)."""
        if b is not None and b.kind == "trailer":
            self.div = self.juan
        if b is not None:
            section = b.kind == "head" and b.role == "section"
            if section and not self.in_section_run:
                self.div = _sub(self.juan, "div", {"type": "section", XML_ID: "d" + str(b.lines[0])})
            self.in_section_run = section
        self.flush(self.div)
        self.cur_block, self.open_note = b, None
        if b is None:
            _lb(self.div, ln)
            self.cur_el = None
            return False
        tag = b.kind if b.kind in ("head", "p", "trailer") else "ab"
        attrs = {XML_ID: b.id, "n": str(b.lines[0])}
        if b.kind in ("head", "diagram", "row"):
            attrs["type"] = b.role if b.kind == "head" else b.kind
        self.cur_el = _sub(self.div, tag, attrs)
        return True

    def text_line(self, ln: Line) -> None:
        """A line of the open block: its ``lb`` (inside the note it goes on with, if any),
        then its text, glyphs and notes (or diagram cells)."""
        first = ln.tokens[0] if ln.tokens else None
        cont = isinstance(first, Part) and first.cont and self.open_note is not None
        target = self.open_note if cont else self.cur_el
        self.flush(target)
        _lb(target, ln)
        rest = ln.tokens
        if cont:
            _add_part(self.open_note, first)
            rest = ln.tokens[1:]
        if rest:
            self.open_note = None
        block = self.cur_block
        for k, t in enumerate(rest):
            if not isinstance(t, Part):
                _add_inline(self.cur_el, [t])
                continue
            self.count[block.id] += 1
            n = self.count[block.id]
            if block.kind == "diagram":
                e = _sub(self.cur_el, "seg", {"type": "cell", XML_ID: f"{block.id}.c{n}"})
            else:
                e = _sub(self.cur_el, "note", {"type": "interlinear", "place": "inline",
                                               XML_ID: f"{block.id}.n{n}"})
                if k == len(rest) - 1:
                    self.open_note = e
            _add_part(e, t)
