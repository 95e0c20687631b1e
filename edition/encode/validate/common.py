"""What every check of :mod:`edition.encode.validate` shares: the :class:`Problem` it reports
and the :class:`Report` of a run, the printed text of an element as the source prints it
(:func:`printed_text`, :func:`line_text`), the paragraph-level elements that carry a source
line, and what the header says of its source file."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from edition.core.tei import NS, local

# TEI attributes whose values are (whitespace-separated lists of) pointers: att.global.linking,
# att.global.analytic, att.global.responsibility, att.global.source, att.pointing,
# att.canonical, att.global.facs, att.global.rendition, att.witnessed, att.spanning, …
POINTER_ATTRS = frozenset({
    "corresp", "sameAs", "copyOf", "next", "prev", "exclude", "select", "synch",
    "ana", "resp", "source", "target", "ref", "scheme", "decls", "facs", "rendition",
    "hand", "wit", "who", "spanTo", "scribeRef", "change", "edRef",
})
# A URI with a scheme: external ones (EXTERNAL_SCHEMES) are never fetched nor checked; others
# (file:, data:, private prefixes …) are refused.
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
EXTERNAL_SCHEMES = frozenset({"http", "https", "urn", "mailto", "doi"})
# Elements whose content is printed text that the commentary emends: it must occur in the
# source line (corpus README: the commentary's 「저본의 X」).
PRINTED = ("sic", "surplus", "orig", "lem")
LINE_ELEMENTS = ("head", "p", "table", "list")
CERTS = ("high", "medium", "low")  # ENCODING.md "Certainty"
LINE_NO = re.compile(r"[1-9][0-9]{0,6}")
# a raw file of sources/: a file name, or SIGLUM/file name for another witness of a source
SOURCE_FILE = re.compile(r"(?:[A-Za-z][A-Za-z0-9_-]{0,31}/)?[^/\\.][^/\\]*")
EDITORIAL = frozenset({"corr", "reg", "supplied", "expan", "ex", "add", "rdg", "ref", "ptr"})


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}" if self.line else f"{self.path}: {self.message}"

    def as_dict(self) -> dict:
        return {"file": self.path, "line": self.line, "message": self.message}


@dataclass
class Report:
    """What one run checked: problems, and the counts for the summary line."""
    problems: list[Problem] = field(default_factory=list)
    files: int = 0
    elements: int = 0
    seconds: float = 0.0

    @property
    def invalid_files(self) -> int:
        return len({p.path for p in self.problems})


def at(root, xpath: str | None):
    """The element a libxml2 error path (``/*/*[2]/*[1]``) designates, or None."""
    if not xpath or not xpath.startswith("/"):
        return None
    try:
        hits = root.getroottree().xpath(xpath)
    except etree.XPathError:
        return None
    return hits[0] if hits and isinstance(hits[0], etree._Element) else None


def printed_text(el) -> str:
    """The text of ``el`` as the source prints it (the diplomatic reading, ENCODING.md):
    editorial additions (``corr``, ``supplied``, ``rdg``, ``reg``, ``expan``, ``add``) and
    editorial notes are left out, interlinear notes get back their full-width brackets （…）,
    a ``gap`` is □ per lost character. Written independently of :mod:`edition.encode.reader`,
    so that each checks the other."""
    parts: list[str] = []

    def inner(node):
        if node.text:
            parts.append(node.text)
        for child in node:
            emit(child)
            if child.tail:
                parts.append(child.tail)

    def emit(node):
        name = local(node)
        if not name or name in EDITORIAL:
            return
        if name == "gap":
            q = node.get("quantity") or "1"
            parts.append("□" * (int(q) if re.fullmatch(r"[1-9][0-9]{0,3}", q) else 1))
        elif name == "note" and node.get("type") != "interlinear":
            return  # an editorial note is not printed text (as in edition.encode.reader)
        elif name == "note":  # interlinear: printed in （…）, the brackets are not encoded
            parts.append("（")
            inner(node)
            parts.append("）")
        else:
            inner(node)

    inner(el)
    return "".join(parts)


def line_text(el) -> str:
    """The printed text of a paragraph-level element: its source line, byte for byte
    (ENCODING.md: table cells and rows are separated by one ASCII space; list items and
    their labels run on as printed; a chart row's cells, its whitespace among them, too)."""
    name = local(el)
    if name == "table":
        return " ".join(printed_text(c) for c in el.iterfind("tei:row/tei:cell", NS))
    if name == "row":                     # a chart's line: its cells, whitespace cells too
        return "".join(printed_text(c) for c in el.iterfind("tei:cell", NS))
    if name == "list":
        return "".join(printed_text(i) for i in el.iterfind("tei:item", NS))
    return printed_text(el)


@dataclass
class SourceFile:
    name: str
    lines: list[str]
    sha256: str


def header_source(root) -> dict:
    """What the header says of the source: ``file``, ``sha256``, ``lines`` (ENCODING.md:
    ``sourceDesc/bibl/idno[@type='file']``, ``idno[@type='sha256']``,
    ``extent/measure[@unit='lines']/@quantity``) and the line of the file idno."""
    out = {"file": None, "sha256": None, "lines": None, "at": root.sourceline or 0}
    for idno in root.iterfind("tei:teiHeader//tei:sourceDesc/tei:bibl//tei:idno", NS):
        kind, text = idno.get("type"), (idno.text or "").strip()
        if kind == "file" and out["file"] is None:
            out["file"], out["at"] = text, idno.sourceline
        elif kind == "sha256":
            out["sha256"] = (text, idno.sourceline)
    m = root.find("tei:teiHeader//tei:sourceDesc/tei:bibl//tei:measure[@unit='lines']", NS)
    if m is not None:
        out["lines"] = (m.get("quantity"), m.sourceline)
    return out


def pointee(root, ptr):
    if not ptr or not ptr.startswith("#") or " " in ptr:
        return None
    hits = root.xpath("//*[@xml:id=$i]", i=ptr[1:])
    return hits[0] if hits else None

def line_element_of(el, root):
    """The paragraph-level element that holds ``el``: its ancestor in the body, or for a
    standoff note in ``back``, the element its ``@target`` points to (or that one's holder)."""
    for a in el.iterancestors():
        if is_line_element(a):
            return a
        if local(a) == "note" and a.get("type") == "emendation":
            t = pointee(root, (a.get("target") or "").split(" ")[0])
            if t is None:
                return None
            return t if is_line_element(t) else next(
                (b for b in t.iterancestors() if is_line_element(b)), None)
    return None

def is_line_element(el) -> bool:
    """Paragraph-level elements (ENCODING.md): ``head``, ``p``, ``table``, ``list`` as
    direct children of ``body`` or ``div`` in the body, and the rows of a chart
    (``figure[@type='chart']/table/row``, edition/encode/figure.py). Each is one source line,
    ``@n``."""
    parent = el.getparent()
    if local(el) == "row" and parent is not None and local(parent) == "table":
        fig = parent.getparent()
        if fig is None or local(fig) != "figure" or fig.get("type") != "chart":
            return False
        parent = fig.getparent()
    elif local(el) not in LINE_ELEMENTS:
        return False
    if parent is None or local(parent) not in ("body", "div"):
        return False
    return not any(local(a) == "back" for a in el.iterancestors())
