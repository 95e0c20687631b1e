"""TEI namespaces and the one safe way to parse XML in this project.

Namespaces are defined once here. Every parse goes through :func:`parse_file` or
:func:`parse_bytes`: entities are never resolved, no DTD is loaded, and the network is never
touched (a hostile file with an external entity gets an error, not a fetch).
"""
from __future__ import annotations

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
    lw = etree.Element(T + "listWit", nsmap={None: TEI_NS})
    for siglum, name, file, sha in witnesses:
        w = etree.SubElement(lw, T + "witness", {"n": siglum})
        if ids:
            w.set(XML_ID, siglum)
        w.text = name or siglum
        etree.SubElement(w, T + "idno", {"type": "file"}).text = file
        if sha:
            etree.SubElement(w, T + "idno", {"type": "sha256"}).text = sha
    return lw


def witness_rows(source) -> list[tuple[str, str, str, str]]:
    """The ``(siglum, name, file, sha256)`` of every witness of a source
    (:class:`edition.core.edition.Source`), the base first; [] when it has only the base."""
    if not source.copies:
        return []
    base = (source.base_siglum, source.witness_name or source.title_zh or source.id,
            source.file, source.sha256)
    return [base] + [(c.siglum, c.name, c.file, c.sha256) for c in source.copies]
