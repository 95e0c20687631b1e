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
