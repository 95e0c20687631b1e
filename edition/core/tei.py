"""The TEI toolkit every stage writes and reads with: namespaces, the one safe way to parse
XML, names, pointers and ids, the element builder, the header parts and the byte layout.

Namespaces are defined once here. Every parse goes through :func:`parse_file` or
:func:`parse_bytes`: entities are never resolved, no DTD is loaded, and the network is never
touched (a hostile file with an external entity gets an error, not a fetch).

Writing: :func:`element` and :func:`sub` build elements (attributes whose value is None are
left out; an empty text is written only when the caller says so, ``keep_empty``),
:func:`append_text` writes mixed content in document order, the header parts
(:func:`resp_stmt`, :func:`publication_stmt`, :func:`source_idnos`, :func:`line_extent`,
:func:`list_wit`) are shared by the writers of the text layers, the stand-off and the
collation, and :func:`serialize` lays a tree out as bytes, indenting only the elements its
caller names as containers (each kind of file names its own: the text layer in
:mod:`edition.encode.serialize`, the stand-off in :mod:`edition.analyse.standoff`).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from lxml import etree

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
NS = {"tei": TEI_NS, "xml": XML_NS}
T = "{%s}" % TEI_NS          # T + "p" → Clark name of tei:p
XML_ID = "{%s}id" % XML_NS
XML_LANG = "{%s}lang" % XML_NS


class TeiError(ValueError):
    """A TEI file that cannot be read: carries `file:line: message`."""

    def __init__(self, path, line, message):
        self.path, self.line, self.message = str(path), line, message
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")


def safe_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False,
                           dtd_validation=False, huge_tree=False, remove_blank_text=False)


def parse_bytes(data: bytes, path: str = "<bytes>") -> etree._ElementTree:
    """Parse XML safely; a DOCTYPE (hence any entity declaration) is refused before libxml2
    reads it. Raises :class:`TeiError`."""
    at = data.find(b"<!DOCTYPE")
    if at >= 0:
        raise TeiError(path, data.count(b"\n", 0, at) + 1,
                       "DOCTYPE declarations are not allowed (entities are never resolved)")
    try:
        tree = etree.ElementTree(etree.fromstring(data, safe_parser()))
    except etree.XMLSyntaxError as e:
        raise TeiError(path, e.lineno or 0, f"not well-formed XML: {e.msg}") from None
    dt = tree.docinfo
    if dt.internalDTD is not None or dt.externalDTD is not None or dt.doctype:
        raise TeiError(path, 1, "DOCTYPE declarations are not allowed (entities are never resolved)")
    return tree


def parse_file(path) -> etree._ElementTree:
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise TeiError(p, 0, "no such file") from None
    except IsADirectoryError:
        raise TeiError(p, 0, "is a directory, not a TEI file") from None
    return parse_bytes(data, str(p))


def list_wit(witnesses, *, ids: bool = False) -> etree._Element:
    """``listWit`` of a text's witnesses, each ``(siglum, name, file, sha256)`` (the base
    first): one ``witness`` with ``@n`` = the siglum (and ``xml:id`` = the siglum when ``ids``:
    a collation's ``@wit`` points to it), its name, and ``idno`` for its raw file in
    ``sources/`` and that file's sha256."""
    lw = element("listWit")
    for siglum, name, file, sha in witnesses:
        w = sub(lw, "witness", {"n": siglum, XML_ID: siglum if ids else None}, name or siglum)
        sub(w, "idno", {"type": "file"}, file, keep_empty=True)
        if sha:
            sub(w, "idno", {"type": "sha256"}, sha)
    return lw


def witness_rows(source) -> list[tuple[str, str, str, str]]:
    """The ``(siglum, name, file, sha256)`` of every witness of a source
    (:class:`edition.core.edition.Source`), the base first; [] when it has only the base."""
    if not source.copies:
        return []
    base = (source.base_siglum, source.witness_name or source.title_zh or source.id,
            source.file, source.sha256)
    return [base] + [(c.siglum, c.name, c.file, c.sha256) for c in source.copies]


# --------------------------------------------------------------------------- names and ids

# characters XML 1.0 cannot hold (C0 controls but tab, newline and carriage return; lone
# surrogates; U+FFFE, U+FFFF): a witness's raw text may have them, a TEI file may not
XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def root_of(tree_or_root) -> etree._Element:
    """The root element of a parsed tree, or the element itself."""
    return tree_or_root.getroot() if hasattr(tree_or_root, "getroot") else tree_or_root


def local(el) -> str:
    """The name of a TEI element without its namespace (``p`` for tei:p); an element of
    another namespace keeps its Clark name (``{ns}p`` is not a TEI ``p``); "" for a comment
    or a processing instruction."""
    if not isinstance(el.tag, str):
        return ""
    return el.tag[len(T):] if el.tag.startswith(T) else el.tag


def ids(root) -> dict[str, etree._Element]:
    """Every element of ``root`` with an ``xml:id``, by its id."""
    return {e.get(XML_ID): e for e in root.iter() if isinstance(e.tag, str) and e.get(XML_ID)}


def ptr_id(pointer: str | None) -> str | None:
    """The id a same-file pointer names (``#p59`` → ``p59``); None for anything else."""
    return pointer[1:] if pointer and pointer.startswith("#") else None


# --------------------------------------------------------------------------- building

def _attrs(e: etree._Element, attrib: dict | None) -> None:
    for k, v in (attrib or {}).items():
        if v is not None:
            e.set(k, v)


def _text(e: etree._Element, text: str | None, keep_empty: bool) -> etree._Element:
    if text or (keep_empty and text is not None):
        e.text = text
    return e


def element(tag: str, attrib: dict | None = None, text: str | None = None, *,
            keep_empty: bool = False) -> etree._Element:
    """A new TEI element ``tag`` declaring the TEI namespace as the default one.

    Attributes whose value is None are left out. ``text`` None writes no text; an empty
    text ``""`` is written only with ``keep_empty`` (it serialises as ``<x></x>``, where no
    text gives ``<x/>``): the Kanripo writer keeps what its file has, the header and
    stand-off writers leave an empty text out. The choice changes the bytes written, so
    every caller makes it here, by this flag."""
    e = etree.Element(T + tag, nsmap={None: TEI_NS})
    _attrs(e, attrib)
    return _text(e, text, keep_empty)


def sub(parent: etree._Element, tag: str, attrib: dict | None = None, text: str | None = None,
        *, keep_empty: bool = False) -> etree._Element:
    """A TEI element ``tag`` appended to ``parent`` (attributes and text as :func:`element`)."""
    e = etree.SubElement(parent, T + tag)
    _attrs(e, attrib)
    return _text(e, text, keep_empty)


def append_text(parent: etree._Element, text: str) -> None:
    """``text`` after the last child of ``parent`` (its tail), or as its text when it has no
    child yet: mixed content written in document order."""
    if not text:
        return
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + text
    else:
        parent.text = (parent.text or "") + text


# --------------------------------------------------------------------------- header parts

SOURCE_BIBL = f"{T}teiHeader/{T}fileDesc/{T}sourceDesc/{T}bibl"   # the raw file's description


def resp_stmt(parent: etree._Element, xml_id: str, resp: str, name: str) -> etree._Element:
    """``respStmt[@xml:id]`` with its ``resp`` and ``name``: who made the file (the importer,
    the analyser, the collator)."""
    rs = sub(parent, "respStmt", {XML_ID: xml_id})
    sub(rs, "resp", None, resp)
    sub(rs, "name", None, name)
    return rs


def publication_stmt(parent: etree._Element, text: str) -> etree._Element:
    """``publicationStmt`` with one paragraph: how the file was made."""
    ps = sub(parent, "publicationStmt")
    sub(ps, "p", None, text)
    return ps


def source_idnos(bibl: etree._Element, file: str, sha256: str | None) -> None:
    """The raw file a text layer encodes: ``idno[@type='file']`` (its name in ``sources/``,
    the citation base ``file:line``) and ``idno[@type='sha256']`` of its bytes."""
    sub(bibl, "idno", {"type": "file"}, file)
    if sha256:
        sub(bibl, "idno", {"type": "sha256"}, sha256)


def line_extent(bibl: etree._Element, lines: int) -> None:
    """``extent/measure[@unit='lines']``: the raw file's line count (blank lines included),
    which gives back its final newline."""
    ext = sub(bibl, "extent")
    sub(ext, "measure", {"unit": "lines", "quantity": str(lines)}, str(lines))


# --------------------------------------------------------------------------- bytes

def serialize(root: etree._Element, container: Callable[[etree._Element], bool]) -> bytes:
    """The bytes of a TEI tree: comments dropped, the elements ``container`` names indented
    two spaces a level when they hold elements only (whitespace there is layout), mixed
    content never touched (whitespace there is text: docs/ENCODING.md, *Whitespace*). Two
    calls on the same tree give the same bytes."""
    _strip_comments(root)
    _indent(root, container, 0)
    return etree.tostring(root, encoding="UTF-8", xml_declaration=True) + b"\n"


def _indent(e: etree._Element, container, level: int) -> None:
    if not container(e) or (e.text and e.text.strip()) or not len(e):
        return
    pad = "\n" + "  " * (level + 1)
    e.text = pad
    for c in e:
        if isinstance(c.tag, str):
            _indent(c, container, level + 1)
        c.tail = pad
    e[-1].tail = "\n" + "  " * level


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
