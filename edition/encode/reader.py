"""A plain witness's text layer → passages, diplomatic text, reading text, emendations (the
inverse of :mod:`edition.encode.build`; the encoding is documented in ``docs/ENCODING.md``).
A witness of another format is read by its format (:mod:`edition.encode.formats`); the
emendation markup (``back`` notes and their inline elements) is read here for any text layer.

    tree = load(ed.tei_path("003"))              # an Edition resolves the source (edition.core.edition)
    diplomatic(tree) == ed.read_text("003")      # byte for byte
    reading(tree)          # the same lines with every correction of the commentary applied
    passages(tree)         # one Passage per non-blank source line
    emendations(tree)      # [{"id","source","line","sic","corr","type","cert","commentary_line","commentary"}]
    emendation_records(tree)   # the same as the encoder had them (edition.encode.emend.Emendation)

The analyses of the text (examples, rule links, parallels) are not here: they are the stand-off
layer, :mod:`edition.analyse.standoff`.

Pure reading: nothing here mutates the tree or resolves entities (parsing goes through
:func:`edition.core.tei.parse_file`).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

from lxml import etree

from edition.core.tei import (SOURCE_BIBL, XML_ID, XML_LANG, T, TeiError, local, parse_file,
                             ptr_id, root_of)
from edition.core.tei import ids as id_map
from edition.encode.emend import Emendation

GAP_CHAR = "□"
NOTE_OPEN, NOTE_CLOSE = "（", "）"

PARA_TAGS = frozenset(T + n for n in ("p", "head", "table", "list"))
# a chart's line: a row of a figure[@type='chart'] (edition/encode/figure.py)
ROW = T + "row"


def is_chart_row(el) -> bool:
    """A row of a chart figure: a paragraph-level element, one source line."""
    t = el.getparent() if el.tag == ROW else None
    f = t.getparent() if t is not None else None
    return f is not None and f.tag == T + "figure" and f.get("type") == "chart"


# elements whose printed content is simply their content (diplomatic and reading alike)
TRANSPARENT = frozenset(T + n for n in ("seg", "label", "term", "item", "cell", "sic", "lem",
                                        "hi", "foreign", "name"))


@dataclass(frozen=True)
class Passage:
    id: str
    source: str            # file name in sources/
    line: int
    lang: str              # "lzh" | "ko"
    text: str              # the printed (diplomatic) text of the line
    reading: str           # the line with every correction applied
    corresp: str | None    # the partner paragraph's id
    div: tuple[str, ...]   # the @n of the enclosing divisions, outermost first

    def as_dict(self) -> dict:
        d = asdict(self)
        d["div"] = list(self.div)
        return d


# --------------------------------------------------------------------------- loading

def load(path: str | Path) -> etree._ElementTree:
    """A TEI file of the edition, parsed safely (its display name kept for error messages)."""
    path = Path(path)
    tree = parse_file(path)
    tree.docinfo.URL = _display(path)        # so that errors can name the file
    return tree


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _where(el) -> str:
    """The file an element comes from (for :class:`TeiError`, which adds the line)."""
    return el.getroottree().docinfo.URL or "<tei>"


def source_file(tree) -> str:
    r = root_of(tree)
    idno = r.find(f"{SOURCE_BIBL}/{T}idno[@type='file']")
    if idno is None or not (idno.text or "").strip():
        raise TeiError(_where(r), r.sourceline, "the header names no source file (sourceDesc/bibl/idno[@type='file'])")
    return idno.text.strip()


def line_count(tree) -> int:
    r = root_of(tree)
    m = r.find(f"{SOURCE_BIBL}/{T}extent/{T}measure[@unit='lines']")
    try:
        return int(m.get("quantity"))
    except (AttributeError, TypeError, ValueError):
        raise TeiError(_where(r), 0, "the header gives no line count (sourceDesc/bibl/extent/measure[@unit='lines']/@quantity)") from None


# --------------------------------------------------------------------------- text of an element

def _filled_gaps(root) -> set[str]:
    return {s.get("corresp")[1:] for s in root.iter(T + "supplied")
            if (s.get("corresp") or "").startswith("#")}


def _text(el, mode: str, filled: set[str]) -> str:
    """The content of a phrase-level element: ``mode`` is ``dip`` or ``read``."""
    out = [el.text or ""]
    for c in el:
        if isinstance(c.tag, str):
            out.append(_child(c, mode, filled))
        out.append(c.tail or "")
    return "".join(out)


def _child(c, mode: str, filled: set[str]) -> str:
    """The text of an element inside a paragraph (by its tag: :data:`_CHILD`)."""
    if c.tag in TRANSPARENT:
        return _text(c, mode, filled)
    how = _CHILD.get(c.tag)
    if how is None:
        raise TeiError(_where(c), c.sourceline,
                       f"unexpected element <{local(c)}> in a paragraph")
    return how(c, mode, filled)


def _note_text(c, mode: str, filled: set[str]) -> str:
    if c.get("type") == "interlinear":
        return NOTE_OPEN + _text(c, mode, filled) + NOTE_CLOSE
    return ""                                   # editorial notes are not printed text


def _gap_text(c, mode: str, filled: set[str]) -> str:
    if mode == "read" and c.get(XML_ID) in filled:
        return ""
    try:
        q = int(c.get("quantity", "1"))
    except ValueError:
        raise TeiError(_where(c), c.sourceline, "gap/@quantity is not a number") from None
    return GAP_CHAR * q


def _choice_text(c, mode: str, filled: set[str]) -> str:
    sic, corr = c.find(T + "sic"), c.find(T + "corr")
    if mode == "read" and corr is not None:
        return _text(corr, mode, filled)
    if sic is None:
        raise TeiError(_where(c), c.sourceline, "choice without sic")
    return _text(sic, mode, filled)


def _app_text(c, mode: str, filled: set[str]) -> str:
    lem = c.find(T + "lem")
    if lem is None:
        raise TeiError(_where(c), c.sourceline, "app without lem")
    return _text(lem, mode, filled)


def _in_mode(only: str):
    """The element's text in ``only`` mode, nothing in the other (supplied, surplus, corr)."""
    return lambda c, mode, filled: _text(c, mode, filled) if mode == only else ""


_CHILD = {
    T + "note": _note_text,
    T + "gap": _gap_text,
    T + "supplied": _in_mode("read"),
    T + "surplus": _in_mode("dip"),
    T + "choice": _choice_text,
    T + "corr": _in_mode("read"),               # a corr outside choice: an addition
    T + "app": _app_text,
    **{T + tag: lambda c, mode, filled: "" for tag in ("anchor", "lb", "pb", "ptr", "ref", "rdg")},
}


def element_text(el, mode: str = "dip", filled: set[str] | None = None) -> str:
    """The printed (``dip``) or corrected (``read``) text of a paragraph-level element."""
    if filled is None:
        filled = _filled_gaps(el.getroottree().getroot())
    if el.tag == T + "table":
        cells = [_text(c, mode, filled) for row in el.iter(T + "row") for c in row.iter(T + "cell")]
        if mode == "read":                # a cell emptied by a surplus leaves no separator
            cells = [c for c in cells if c]
        return " ".join(cells)
    if el.tag == T + "list":
        return "".join(_text(i, mode, filled) for i in el.iterchildren(T + "item"))
    if el.tag == ROW:                     # a chart's line: its cells, whitespace included
        return "".join(_text(c, mode, filled) for c in el.iterchildren(T + "cell"))
    if el.tag == T + "figure":            # a chart: its lines
        return "\n".join(element_text(r, mode, filled) for r in el.iter(ROW))
    return _text(el, mode, filled)


def _dip_offsets(para):
    """(element, start, end) in diplomatic offsets of the paragraph for every element inside
    it (used to place pointers; e.g. the gap a gap-declined emendation points at)."""
    out = []
    filled: set[str] = set()

    def walk(el, pos):
        pos += len(el.text or "")
        for c in el:
            if not isinstance(c.tag, str):
                pos += len(c.tail or "")
                continue
            start = pos
            inner = start + (1 if c.tag == T + "note" and c.get("type") == "interlinear" else 0)
            if c.tag in (T + "choice", T + "app"):
                sub = c.find(T + "sic") if c.tag == T + "choice" else c.find(T + "lem")
                if sub is not None:
                    walk(sub, inner)
            elif c.tag not in (T + "supplied", T + "gap", T + "rdg", T + "corr"):
                walk(c, inner)
            pos = start + len(_child(c, "dip", filled))
            out.append((c, start, pos))
            pos += len(c.tail or "")
        return pos

    if para.tag == T + "table":
        pos = 0
        for row in para.iter(T + "row"):
            for c in row.iter(T + "cell"):
                walk(c, pos)
                pos += len(_text(c, "dip", filled)) + 1
    elif para.tag in (T + "list", ROW):
        pos = 0
        for item in para.iterchildren(T + "item", T + "cell"):
            walk(item, pos)
            pos += len(_text(item, "dip", filled))
    else:
        walk(para, 0)
    return out


# --------------------------------------------------------------------------- the whole text

def paragraphs(tree):
    """Paragraph-level elements of the body (head, p, table, list, a chart figure's rows) with
    a line ``@n``."""
    r = root_of(tree)
    body = r.find(f"{T}text/{T}body")
    if body is None:
        raise TeiError(_where(r), 0, "no text/body")
    out = []
    for el in body.iter(*PARA_TAGS, ROW):
        if el.get("n") is None or (el.tag == ROW and not is_chart_row(el)):
            continue
        if el.tag in (T + "head",) and el.getparent() is not body:
            continue
        anc = el.getparent()
        if el.tag != ROW and anc.tag in (T + "item", T + "cell", T + "row"):   # nested: no line
            continue
        out.append(el)
    return out


def _line(el) -> int:
    try:
        return int(el.get("n"))
    except (TypeError, ValueError):
        raise TeiError(_where(el), el.sourceline, f"@n {el.get('n')!r} is not a line number") from None


def _compose(tree, mode: str) -> str:
    r = root_of(tree)
    n = line_count(r)
    lines = [""] * n
    filled = _filled_gaps(r)
    for el in paragraphs(r):
        k = _line(el)
        if not 1 <= k <= n:
            raise TeiError(_where(el), el.sourceline, f"line {k} is outside the source's {n} lines")
        if lines[k - 1]:
            raise TeiError(_where(el), el.sourceline, f"two elements claim line {k}")
        lines[k - 1] = element_text(el, mode, filled)
    return "\n".join(lines)


def diplomatic(tree) -> str:
    """The source file as printed: notes in their brackets, gaps as □, blank lines restored."""
    return _compose(tree, "dip")


def reading(tree) -> str:
    """The same lines with every correction applied (corr, supplied, no surplus)."""
    return _compose(tree, "read")


def passages(tree) -> list[Passage]:
    r = root_of(tree)
    src = source_file(r)
    filled = _filled_gaps(r)
    out = []
    for el in paragraphs(r):
        divs = tuple(d.get("n") or d.get(XML_ID) or "" for d in el.iterancestors(T + "div"))[::-1]
        c = el.get("corresp")
        out.append(Passage(
            id=el.get(XML_ID), source=src, line=_line(el),
            lang=el.get(XML_LANG) or r.get(XML_LANG) or "lzh",
            text=element_text(el, "dip", filled), reading=element_text(el, "read", filled),
            corresp=c[1:] if c and c.startswith("#") else c, div=divs))
    return out


# --------------------------------------------------------------------------- emendations

def _para_of(el):
    for a in [el, *el.iterancestors()]:
        if (a.tag in PARA_TAGS or is_chart_row(a)) and a.get("n") is not None:
            return a
    return None


def emendations(tree) -> list[dict]:
    """Every emendation note in ``back`` as a record (one dict each, in order: ``liuren emendations --json``)."""
    src = source_file(tree)
    return [{"id": e.id, "source": src, "line": e.zh_line, "sic": e.sic, "corr": e.corr,
             "type": e.type, "cert": e.cert, "commentary_line": e.ko_line,
             "commentary": e.clause} for e in emendation_records(tree)]


def emendation_records(tree) -> list[Emendation]:
    """The emendations the text layer encodes, as the encoder had them
    (:class:`edition.encode.emend.Emendation`), read from its markup: each note of ``back``
    (type, certainty, the commentary's paragraph and clause, the editorial note) with the
    printed and proposed readings of its inline element (``choice/sic/corr``, ``supplied``,
    ``surplus``, ``app``, a flagged ``seg``) or of its own ``seg[@type='sic'|'corr']``, and
    ``start``, the offset of the printed reading in its line (None for an emendation kept
    stand-off, which targets its paragraph)."""
    r = root_of(tree)
    ids = id_map(r)
    filled = _filled_gaps(r)
    return [_record(n, ids, filled)
            for n in r.iterfind(f"{T}text/{T}back//{T}note[@type='emendation']")]


def _record(n, ids: dict, filled: set[str]) -> Emendation:
    nid = n.get(XML_ID) or ""
    rid = nid[2:] if nid.startswith("c.") else nid
    tgt = (n.get("target") or "").split()[0] if n.get("target") else ""
    el = ids.get(ptr_id(tgt))
    if el is None:
        raise TeiError(_where(n), n.sourceline, f"emendation {nid}: target {tgt!r} does not resolve")
    ko = ids.get(ptr_id(n.get("corresp") or "#"))
    if ko is None:
        raise TeiError(_where(n), n.sourceline, f"emendation {nid}: corresp does not resolve")
    para = _para_of(el)
    if para is None:
        raise TeiError(_where(n), n.sourceline, f"emendation {nid}: target is not in a paragraph")
    zh = ids.get(ptr_id(para.get("corresp"))) if para.get(XML_LANG) == "ko" else None
    q, note = n.find(T + "quote"), n.find(T + "note[@type='editorial']")
    sic, corr = _sic_corr(n, el, para, filled)
    return Emendation(id=rid, type=n.get("subtype"),
                      zh_line=_line(zh if zh is not None else para), ko_line=_line(ko),
                      sic=sic, corr=corr, start=_start(el, para, ids, rid, sic), cert=n.get("cert"),
                      clause=_text(q, "dip", filled) if q is not None else "",
                      note=note.text if note is not None else None)


def _start(el, para, ids: dict, rid: str, sic: str) -> int | None:
    """Where the printed reading of an emendation begins in its line: at its inline element
    (the note's target, else the element that bears the emendation's id), or for characters
    supplied in a gap (``supplied/@corresp``) at the gap; for a reading kept stand-off
    (``seg[@type='sic']`` of a note on its paragraph), where those printed words stand in
    the line when they stand there once; else None."""
    at = el if el is not para else ids.get(rid)
    if at is not None and at.tag == T + "supplied" and ids.get(ptr_id(at.get("corresp"))) is not None:
        at = ids[ptr_id(at.get("corresp"))]
    if at is not None:
        return next((a for e, a, _ in _dip_offsets(para) if e is at), None)
    line = element_text(para, "dip")
    return line.find(sic) if sic and line.count(sic) == 1 else None


def edition_emendations(ed, source: str | None = None) -> list[dict]:
    """Every emendation of an edition (or of one source): :func:`emendations` of each
    witness's TEI, sources in manifest order. A missing TEI file is an error naming it."""
    out = []
    for s in ed.select_sources(source):
        path = ed.tei_path(s)
        if not path.is_file():
            raise TeiError(path, 0, "no such file (run `liuren import`)")
        out.extend(emendations(load(path)))
    return out


def _sic_corr(n, el, para, filled):
    """sic/corr from the standoff ``seg[@type='sic'|'corr']`` when present, else from the
    inline element."""
    s = n.find(T + "seg[@type='sic']")
    if s is not None:
        c = n.find(T + "seg[@type='corr']")
        return (s.text or "", (c.text or "") if c is not None else None)
    if el.tag in PARA_TAGS:
        raise TeiError(_where(n), n.sourceline, f"emendation {n.get(XML_ID)}: targets a "
                       "paragraph but gives no seg[@type='sic']")
    return _sic_corr_inline(el, filled)


def _sic_corr_inline(el, filled):
    tag = el.tag
    if tag == T + "choice":
        s, c = el.find(T + "sic"), el.find(T + "corr")
        return (_text(s, "dip", filled) if s is not None else "",
                _text(c, "read", filled) if c is not None else None)
    if tag == T + "supplied":
        g = el.get("corresp")
        if g and g.startswith("#"):
            gap = el.getroottree().getroot().xpath("//*[@xml:id=$i]", i=g[1:],
                                                   namespaces={"xml": "http://www.w3.org/XML/1998/namespace"})
            if gap:
                return GAP_CHAR * int(gap[0].get("quantity", "1")), _text(el, "read", filled)
        return "", _text(el, "read", filled)
    if tag == T + "surplus":
        return _text(el, "dip", filled), ""
    if tag == T + "seg" and el.get("type") == "gap-declined":
        return _text(el, "dip", filled), None
    if tag == T + "app":
        lem, rdg = el.find(T + "lem"), el.find(T + "rdg")
        return (_text(lem, "dip", filled) if lem is not None else "",
                _text(rdg, "dip", filled) if rdg is not None else None)
    if tag == T + "gap":
        return GAP_CHAR * int(el.get("quantity", "1")), None
    return _text(el, "dip", filled), None
