"""Validation of the TEI edition: the project schema, TEI All, and the checks no schema does.

A :class:`Validator` holds compiled RELAX NG schemas (TEI All takes seconds to compile, so
:func:`load_schema` compiles each once per process) and checks files or trees. It returns a
list of :class:`Problem` (``file:line: message``) and never mutates what it reads. Checks
beyond the schemas (docs/ENCODING.md is the encoding they check):

* every ``xml:id`` is unique in its file;
* every pointer (``@corresp``, ``@target``, ``@ana``, ``@resp``, ``@source``, ``@prev`` …)
  resolves: ``#id`` in this file (the header's rule taxonomy included), ``file.xml#id`` in a
  file beside it; ``https:``/``urn:`` … URIs are never fetched and not checked, any other
  scheme is refused;
* the header names a file of ``sources/``, with its sha256 and line count, and they match;
* every paragraph-level element (``head``, ``p``, ``table``, ``list`` in ``body``/``div``)
  has ``@n``, a line of that file, and its printed text is that line, byte for byte;
* every ``sic`` (``surplus``, ``orig``, ``lem``) occurs, as printed, in its source line (the
  ``@n`` of the enclosing paragraph; for a standoff note, of the paragraph it targets), and
  the commentary's clause (``quote``) occurs in the commentary paragraph it cites;
* a text layer holds no analysis (docs/ENCODING.md, *Stand-off analysis*): a worked example
  ``seg[@type='example']``, an ``@ana`` on a paragraph or the heading, the examples'
  ``div[@type='examples']`` and the ``rules``/``parallels`` link groups of the embedded
  encoding are named as such (the project schema refuses them too, in vaguer words);
* a stand-off file (``tei/standoff/<id>.xml``, the analysis, :mod:`edition.analyse.standoff`):
  it names the text layer it analyses and that file's sha256; every example ``span`` targets
  a paragraph of it and prints the characters its ``fs`` says (``span`` of line ``line``);
  every rule link and parallel link starts with paragraphs; rule pointers name categories of
  ``rules.xml``.

Parsing goes through :func:`edition.core.tei.parse_file` (no entities, no DTD, no network).
"""
from __future__ import annotations

import copy
import hashlib
import os
import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from edition.core.edition import Edition, package_root, toolkit_file
from edition.core.tei import NS, T, TEI_NS, XML_ID, TeiError, parse_file

TEI_ALL_ENV = "TEI_ALL_RNG"
RNG_NS = "http://relaxng.org/ns/structure/1.0"

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


class SchemaError(ValueError):
    """A schema that cannot be found or compiled: one line, naming the path."""


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


# --- schemas ---------------------------------------------------------------------------------

def project_schema() -> Path:
    """The project schema of a text layer (``tei/schema/liuren.rng``, shipped with the toolkit)."""
    return toolkit_file("schema", "liuren.rng")


def kanripo_schema() -> Path:
    """The project schema of a Kanripo witness's text layer (``tei/schema/kanripo.rng``)."""
    return toolkit_file("schema", "kanripo.rng")


def standoff_schema() -> Path:
    """The project schema of a stand-off file (``tei/schema/standoff.rng``)."""
    return toolkit_file("schema", "standoff.rng")


def tei_all_candidates(ed: Edition | None = None) -> list[Path]:
    """Where TEI All is looked for when not given: ``../shared/tei/tei_all.rng`` beside the
    toolkit's checkout, beside the edition folder, and beside the working directory."""
    bases = [package_root(), Path.cwd()] + ([ed.root] if ed is not None else [])
    out: list[Path] = []
    for b in bases:
        p = b.resolve().parent / "shared" / "tei" / "tei_all.rng"
        if p not in out:
            out.append(p)
    return out


def find_tei_all(option: str | os.PathLike | None = None, environ=None,
                 ed: Edition | None = None) -> Path | None:
    """Where TEI All is: ``--tei-all``, else ``$TEI_ALL_RNG`` (an error when either names a
    missing file), else the first of :func:`tei_all_candidates` that exists, else None (the
    caller says plainly that TEI All was not checked)."""
    environ = os.environ if environ is None else environ
    if option:
        p = Path(option)
        if not p.is_file():
            raise SchemaError(f"TEI All schema not found: {p} (given by --tei-all)")
        return p
    if environ.get(TEI_ALL_ENV):
        p = Path(environ[TEI_ALL_ENV])
        if not p.is_file():
            raise SchemaError(f"TEI All schema not found: {p} (given by {TEI_ALL_ENV})")
        return p
    return next((p for p in tei_all_candidates(ed) if p.is_file()), None)


_COMPILED: dict[tuple, etree.RelaxNG] = {}


def load_schema(path: str | os.PathLike) -> etree.RelaxNG:
    """Parse (safely) and compile a RELAX NG schema, once per process (TEI All takes seconds):
    the compiled schema is kept, keyed by the file's path, size and mtime. A schema that would
    pull in anything remote (``include``/``externalRef`` with a URI scheme) is refused."""
    p = Path(path)
    try:
        st = p.stat()
        key = (str(p.resolve()), st.st_size, st.st_mtime_ns)
    except OSError:
        key = None
    if key in _COMPILED:
        return _COMPILED[key]
    schema = _compile(p)
    if key is not None:
        _COMPILED[key] = schema
    return schema


def _compile(path: Path) -> etree.RelaxNG:
    try:
        doc = parse_file(path)
    except TeiError as e:
        raise SchemaError(str(e)) from None
    for el in doc.iter("{%s}include" % RNG_NS, "{%s}externalRef" % RNG_NS):
        href = el.get("href", "")
        if SCHEME.match(href):
            raise SchemaError(f"{path}:{el.sourceline}: schema refers to {href!r}; "
                              "remote schema parts are never fetched")
    try:
        return etree.RelaxNG(doc)
    except etree.RelaxNGParseError as e:
        raise SchemaError(f"{path}: not a usable RELAX NG schema: {e}") from None


# the parts of a stand-off file's standOff, each with its define in standoff.rng
STANDOFF_PARTS = (("tei:spanGrp[@type='examples']/tei:span", "span.example"),
                  ("tei:fvLib[@n='examples']/tei:fs", "fs.example"),
                  ("tei:fvLib[@n='checks']/tei:fs", "fs.check"),
                  ("tei:linkGrp[@type='rules']/tei:link", "link.rules"),
                  ("tei:linkGrp[@type='parallels']/tei:link", "link.parallel"))


def schema_part(path: str | os.PathLike, define: str) -> etree.RelaxNG:
    """The RELAX NG schema at ``path`` with its ``define`` as start (one element checked on
    its own), compiled once per process like :func:`load_schema`."""
    p = Path(path)
    st = p.stat()
    key = (str(p.resolve()), st.st_size, st.st_mtime_ns, define)
    if key not in _COMPILED:
        try:
            doc = copy.deepcopy(parse_file(p))
        except TeiError as e:
            raise SchemaError(str(e)) from None
        start = doc.getroot().find(f"{{{RNG_NS}}}start")
        if start is None or doc.getroot().find(f"{{{RNG_NS}}}define[@name='{define}']") is None:
            raise SchemaError(f"{p}: no start or no define {define!r}")
        for child in list(start):
            start.remove(child)
        etree.SubElement(start, f"{{{RNG_NS}}}ref", name=define)
        _COMPILED[key] = etree.RelaxNG(doc)
    return _COMPILED[key]


# --- the checks no schema does -------------------------------------------------------------

def _at(root, xpath: str | None):
    """The element a libxml2 error path (``/*/*[2]/*[1]``) designates, or None."""
    if not xpath or not xpath.startswith("/"):
        return None
    try:
        hits = root.getroottree().xpath(xpath)
    except etree.XPathError:
        return None
    return hits[0] if hits and isinstance(hits[0], etree._Element) else None


def local(el) -> str:
    return etree.QName(el).localname if isinstance(el.tag, str) else ""


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


@dataclass
class SourceFile:
    name: str
    lines: list[str]
    sha256: str


class Validator:
    """Checks TEI files. ``schemas`` is a list of ``(label, RelaxNG)``; every file is checked
    against each, then by the checks no schema does."""

    def __init__(self, schemas: list[tuple[str, etree.RelaxNG]], sources_dir: Path,
                 standoff_schemas: list[tuple[str, etree.RelaxNG]] | None = None,
                 kanripo_schemas: list[tuple[str, etree.RelaxNG]] | None = None):
        self.schemas = schemas
        others = [(label, s) for label, s in schemas if label != "project schema"]
        self.standoff_schemas = standoff_schemas if standoff_schemas is not None else others
        self.kanripo_schemas = kanripo_schemas if kanripo_schemas is not None else others
        self.sources_dir = Path(sources_dir)
        self._sources: dict[str, SourceFile | None] = {}
        self._ids: dict[Path, set[str] | None] = {}

    # whole runs
    def run(self, paths) -> Report:
        t0 = time.perf_counter()
        rep = Report()
        for p in paths:
            probs, n = self.check_file(p)
            rep.problems += probs
            rep.files += 1
            rep.elements += n
        rep.seconds = time.perf_counter() - t0
        return rep

    def check_file(self, path) -> tuple[list[Problem], int]:
        """Problems of one file and the number of its elements (0 if it cannot be parsed)."""
        try:
            tree = parse_file(path)
        except TeiError as e:
            return [Problem(e.path, e.line, e.message)], 0
        return self.check_tree(tree, str(path)), sum(1 for _ in tree.iter(etree.Element))

    def check_tree(self, tree, path: str) -> list[Problem]:
        root = tree.getroot() if hasattr(tree, "getroot") else tree
        probs: list[Problem] = []
        # the analysis layer (edition.analyse.standoff): made by the analyser, not the importer
        standoff = root.find("tei:teiHeader//tei:respStmt[@xml:id='analyser']", NS) is not None
        collation = root.find("tei:teiHeader//tei:respStmt[@xml:id='collator']", NS) is not None
        kanripo = not standoff and root.find("tei:text/tei:body/tei:div[@type='juan']", NS) is not None
        others = [(label, x) for label, x in self.schemas if label != "project schema"]
        for label, schema in (self.standoff_schemas if standoff else others if collation else
                              self.kanripo_schemas if kanripo else self.schemas):
            if not schema.validate(root):
                if standoff and label == "project schema":
                    parts = self._standoff_parts(root, path, label)
                    if parts:                  # what is wrong, element by element
                        probs += parts
                        continue
                found: list[tuple[int, str]] = []
                for e in schema.error_log:
                    line = e.line
                    if not line:  # libxml2 loses some lines: use its path when it is the element named
                        el = _at(root, e.path)
                        m = re.match(r"Element (\S+) ", e.message)
                        if el is not None and m and local(el) == m.group(1):
                            line = el.sourceline or 0
                    if (line, e.message) not in found:
                        found.append((line, e.message))
                for line, message in found:
                    # "Element X failed to validate attributes" without a line is libxml2's echo
                    # of a precise "Invalid attribute a for element X" at the element's line
                    m = re.fullmatch(r"Element (\S+) failed to validate attributes", message)
                    if not line and m and any(k and msg.endswith(f" for element {m.group(1)}")
                                              for k, msg in found):
                        continue
                    probs.append(Problem(path, line, f"{label}: {message}"))
        if root.tag != T + "TEI":
            probs.append(Problem(path, root.sourceline or 0,
                                 f"root element is {root.tag!r}, not TEI in namespace {TEI_NS}"))
            return probs
        ids = self._check_ids(root, path, probs)
        self._check_pointers(root, path, ids, probs)
        if standoff:
            self._check_standoff(root, path, probs)
            return probs
        if collation:
            self._check_collation(root, path, probs)
            return probs
        if kanripo:
            self._check_kanripo(root, path, probs)
            return probs
        self._check_no_analysis(root, path, probs)
        self._check_emendations(root, path, probs)
        self._check_source_lines(root, path, probs)
        return probs

    @staticmethod
    def _standoff_parts(root, path, label) -> list[Problem]:
        """The elements of a stand-off file's ``standOff`` that its schema refuses, each
        checked on its own against its define of ``standoff.rng`` (:data:`STANDOFF_PARTS`):
        libxml2 reports an error inside a feature structure only as "standOff has extra
        content" (an fs's features are told apart by ``@name``, which its automata do not
        follow), so the file's own messages do not say which example or check is wrong."""
        out: list[Problem] = []
        for xpath, define in STANDOFF_PARTS:
            part = None
            for el in root.iterfind(f"tei:standOff/{xpath}", NS):
                part = part or schema_part(standoff_schema(), define)
                if part.validate(el):
                    continue
                name = el.get(XML_ID) or el.get("n") or (el.get("target") or "").split(" ")[0]
                seen: list[str] = []
                for e in part.error_log:
                    if e.message not in seen:
                        seen.append(e.message)
                out += [Problem(path, el.sourceline or 0, f"{label}: <{local(el)}> {name!r}: {m}")
                        for m in seen]
        return out

    def _check_ids(self, root, path, probs) -> dict[str, int]:
        ids: dict[str, int] = {}
        for el in root.iter(etree.Element):
            i = el.get(XML_ID)
            if i is None:
                continue
            if i in ids:
                probs.append(Problem(path, el.sourceline, f"duplicate xml:id {i!r} (first at line {ids[i]})"))
            else:
                ids[i] = el.sourceline
        return ids

    def _check_emendations(self, root, path, probs):
        """Every emendation carries ``xml:id``, ``@resp`` and ``@cert`` (docs/ENCODING.md,
        *Emendations*: who proposes it, how sure). The project schema says so too, but
        libxml2 only reports "failed to validate attributes": this names what is missing."""
        for el in root.iterfind("tei:text//*", NS):
            if not self.is_emendation(el):
                continue
            what = f"<{local(el)}>" + (f" {el.get(XML_ID)!r}" if el.get(XML_ID) else "")
            for attr in ("xml:id", "resp", "cert"):
                if el.get(XML_ID if attr == "xml:id" else attr) is None:
                    probs.append(Problem(path, el.sourceline, f"emendation {what} has no @{attr}"))
            cert = el.get("cert")
            if cert is not None and cert not in CERTS:
                probs.append(Problem(path, el.sourceline, f"emendation {what} has @cert={cert!r}, "
                                     f"not one of {'|'.join(CERTS)}"))

    def _check_no_analysis(self, root, path, probs):
        """The analysis is the stand-off layer's (:mod:`edition.analyse.standoff`): the
        constructs that embedded it in the text layer before are named, one line each."""
        where = "it belongs to the stand-off layer tei/standoff/ (`liuren analyse`)"
        text = root.find("tei:text", NS)
        if text is None:
            return
        for seg in text.iterfind("tei:body//tei:seg[@type='example']", NS):
            probs.append(Problem(path, seg.sourceline, f"<seg type='example'> "
                                 f"{seg.get(XML_ID) or ''!r} is a worked example: {where}"))
        for el in text.iterfind("tei:body//*[@ana]", NS):
            if self.is_line_element(el):
                probs.append(Problem(path, el.sourceline, f"@ana on <{local(el)}> "
                                     f"{el.get(XML_ID) or ''!r} links a passage to rules: {where}"))
        for el in text.iterfind("tei:back/*", NS):
            kind = (local(el), el.get("type"))
            if kind in (("div", "examples"), ("linkGrp", "rules"), ("linkGrp", "parallels")):
                probs.append(Problem(path, el.sourceline, f"<{kind[0]} type={kind[1]!r}> in "
                                     f"<back> is analysis: {where}"))

    @staticmethod
    def is_emendation(el) -> bool:
        """Inline emendation elements (not their ``sic``/``corr`` parts) and standoff notes."""
        name = local(el)
        parent = el.getparent()
        in_back = any(local(a) == "back" for a in el.iterancestors())
        if name == "note":
            return el.get("type") == "emendation"
        if in_back:
            return False
        if name in ("choice", "supplied", "surplus", "app"):
            return True
        if name == "seg":  # a typed seg flags a place (liuren.rng `seg`); an example is analysis
            return el.get("type") not in (None, "example")
        if name == "sic":
            return local(parent) != "choice"
        return False

    def _ids_of(self, target: Path) -> set[str] | None:
        target = target.resolve()
        if target not in self._ids:
            try:
                tree = parse_file(target)
                self._ids[target] = {el.get(XML_ID) for el in tree.iter(etree.Element) if el.get(XML_ID)}
            except TeiError:
                self._ids[target] = None
        return self._ids[target]

    def _resolve(self, ptr: str, path: str, ids) -> str | None:
        """None if ``ptr`` resolves, else why not. ``#id`` must be an ``xml:id`` of this
        file, ``file.xml#id`` one of that file (beside this one); a URI with an external
        scheme (``https:`` …) is left alone and never fetched; any other scheme is refused."""
        if ptr.startswith("#"):
            return None if ptr[1:] in ids else f"no xml:id {ptr[1:]!r} in this file"
        m = SCHEME.match(ptr)
        if m:
            scheme = m.group(0)[:-1].lower()
            return None if scheme in EXTERNAL_SCHEMES else (
                f"scheme {scheme!r} is not allowed (use #id, file.xml#id or an https: URI)")
        file_part, _, frag = ptr.partition("#")
        target = Path(path).parent / file_part
        if not target.is_file():
            return f"file {file_part!r} not found"
        if not frag:
            return None
        other = self._ids_of(target)
        if other is None:
            return f"{file_part!r} is not readable TEI"
        return None if frag in other else f"no xml:id {frag!r} in {file_part}"

    def _check_pointers(self, root, path, ids, probs):
        for el in root.iter(etree.Element):
            for attr, value in el.attrib.items():
                name = attr.rsplit("}", 1)[-1]
                if attr.startswith("{") or name not in POINTER_ATTRS:
                    continue
                for ptr in value.split():
                    why = self._resolve(ptr, path, ids)
                    if why:
                        probs.append(Problem(path, el.sourceline,
                                             f"dangling pointer @{name}={ptr!r}: {why}"))

    def source_file(self, name: str) -> SourceFile | None:
        if name not in self._sources:
            p = self.sources_dir / name
            try:
                data = p.read_bytes()
            except OSError:
                self._sources[name] = None
            else:
                self._sources[name] = SourceFile(name, data.decode("utf-8").split("\n"),
                                                 hashlib.sha256(data).hexdigest())
        return self._sources[name]

    def header_source(self, root) -> dict:
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

    def _check_source_lines(self, root, path, probs):
        src = self._check_source_header(root, path, probs)
        if src is None:
            return
        name = src.name
        text = root.find("tei:text", NS)
        if text is None:
            return

        def line_of(el):
            """The source line (1-based int) of a paragraph-level element, or None if bad."""
            n = el.get("n") or ""
            return int(n) if LINE_NO.fullmatch(n) and int(n) <= len(src.lines) else None

        for el in text.iter(etree.Element):
            if not self.is_line_element(el):
                continue
            n = el.get("n")
            if n is None:
                probs.append(Problem(path, el.sourceline, f"<{local(el)}> has no source line @n"))
                continue
            if line_of(el) is None:
                probs.append(Problem(path, el.sourceline,
                                     f"@n={n!r} is not a line of {name} (1–{len(src.lines)})"))
                continue
            line = src.lines[int(n) - 1]
            printed = line_text(el)
            if printed != line:
                i = next((k for k, (a, b) in enumerate(zip(printed, line)) if a != b),
                         min(len(printed), len(line)))
                probs.append(Problem(path, el.sourceline,
                                     f"printed text differs from {name}:{n} at character {i + 1}: "
                                     f"TEI {printed[i:i + 12]!r}, source {line[i:i + 12]!r}"))
        # every sic (surplus, orig, lem) occurs, as printed, in its source line
        for el in text.iter(*(T + x for x in PRINTED)):
            holder = self.line_element_of(el, root)
            if holder is None:
                probs.append(Problem(path, el.sourceline,
                                     f"<{local(el)}> belongs to no paragraph with a source line @n"))
                continue
            n = line_of(holder)
            if n is None:
                continue  # reported above
            printed = printed_text(el)
            if printed not in src.lines[n - 1]:
                probs.append(Problem(path, el.sourceline,
                                     f"<{local(el)}> {printed!r} does not occur in its source line {name}:{n}"))
        # a standoff reading (seg[@type='sic'] of an emendation note) occurs in the line it targets
        for seg in text.iterfind("tei:back//tei:note[@type='emendation']/tei:seg[@type='sic']", NS):
            holder = self.line_element_of(seg, root)
            n = line_of(holder) if holder is not None else None
            printed = printed_text(seg)
            if n is not None and printed not in src.lines[n - 1]:
                probs.append(Problem(path, seg.sourceline,
                                     f"<seg type='sic'> {printed!r} does not occur in its source line {name}:{n}"))
        # the commentary's clause occurs in the commentary paragraph
        for note in text.iterfind("tei:back//tei:note[@type='emendation']", NS):
            ko = self._pointee(root, note.get("corresp"))
            q = note.find("tei:quote", NS)
            if ko is None or q is None or not self.is_line_element(ko):
                continue
            n = line_of(ko)
            clause = "".join(q.itertext())
            if n is not None and clause not in src.lines[n - 1]:
                probs.append(Problem(path, q.sourceline,
                                     f"the commentary's clause {clause[:20]!r}… does not occur in {name}:{n}"))

    def _check_source_header(self, root, path, probs) -> SourceFile | None:
        """The header names a file of ``sources/`` whose sha256 and line count it gives."""
        head = self.header_source(root)
        name = head["file"]
        if not name:
            probs.append(Problem(path, head["at"], "the header names no source file "
                                 "(teiHeader//sourceDesc//idno[@type='file'])"))
            return None
        if not SOURCE_FILE.fullmatch(name):
            probs.append(Problem(path, head["at"], f"source file {name!r} is not a file name of sources/"))
            return None
        src = self.source_file(name)
        if src is None:
            probs.append(Problem(path, head["at"], f"source file {name} not found in sources/"))
            return None
        if head["sha256"] and head["sha256"][0] != src.sha256:
            probs.append(Problem(path, head["sha256"][1],
                                 f"sha256 of sources/{name} is {src.sha256}, the header says {head['sha256'][0]}"))
        if head["lines"] and head["lines"][0] != str(len(src.lines)):
            probs.append(Problem(path, head["lines"][1],
                                 f"sources/{name} has {len(src.lines)} lines, the header says {head['lines'][0]}"))
        return src

    def _check_collation(self, root, path, probs):
        """A collation (:mod:`edition.analyse.collation`): every app has one lem and a rdg,
        each reading with a @wit and an @n naming a line of its raw file that prints the
        reading's first character."""
        for app in root.iterfind(".//tei:body//tei:app", NS):
            kids = [local(c) for c in app if isinstance(c.tag, str)]
            if kids.count("lem") != 1 or "rdg" not in kids:
                probs.append(Problem(path, app.sourceline, f"<app> {app.get(XML_ID)!r} needs "
                                     "one lem and a rdg at least"))
            for r in app:
                if isinstance(r.tag, str):
                    self._check_reading(r, path, probs)

    def _check_reading(self, r, path, probs):
        rid = r.get(XML_ID) or local(r)
        if not r.get("wit"):
            probs.append(Problem(path, r.sourceline, f"reading {rid!r} has no @wit"))
        name, _, line = (r.get("n") or "").rpartition(":")
        src = self.source_file(name) if name and SOURCE_FILE.fullmatch(name) else None
        if src is None or not LINE_NO.fullmatch(line) or int(line) > len(src.lines):
            probs.append(Problem(path, r.sourceline, f"reading {rid!r}: @n={r.get('n')!r} is "
                                 "not file:line of a raw file in sources/"))
            return
        first = next((c for c in printed_text(r) if not c.isspace()
                      and not unicodedata.category(c).startswith("P")), None)
        g = r.find("tei:g", NS)
        if first is None and g is not None:
            first = "&" + (g.get("ref") or "#")[1:] + ";"
        if first is not None and first not in src.lines[int(line) - 1]:
            probs.append(Problem(path, r.sourceline, f"reading {rid!r}: {first!r} is not "
                                 f"printed on {name}:{line}"))

    def _check_kanripo(self, root, path, probs):
        """A Kanripo witness (docs/ENCODING.md, *Kanripo witnesses*): its header names its raw
        file, and its diplomatic text is that file, byte for byte; every ``lb`` names a line
        of it, in order."""
        from edition.encode import kanripo
        src = self._check_source_header(root, path, probs)
        last = 0
        for lb in root.iterfind(".//tei:body//tei:lb", NS):
            n = lb.get("n") or ""
            if not LINE_NO.fullmatch(n) or (src is not None and int(n) > len(src.lines)):
                probs.append(Problem(path, lb.sourceline, f"<lb> @n={n!r} is not a line of the file"))
                continue
            if int(n) <= last:
                probs.append(Problem(path, lb.sourceline, f"<lb> @n={n} does not follow line {last}"))
            last = int(n)
        if src is None:
            return
        try:
            text = kanripo.diplomatic(root)
        except ValueError as e:
            probs.append(Problem(path, root.sourceline or 0, f"the text cannot be read back: {e}"))
            return
        back = text.split("\n")
        if back != src.lines:
            i = next((k for k, (a, b) in enumerate(zip(back, src.lines)) if a != b),
                     min(len(back), len(src.lines)))
            probs.append(Problem(path, 0, f"the diplomatic text differs from {src.name}:{i + 1}"))

    def _check_standoff(self, root, path, probs):
        """A stand-off file (:mod:`edition.analyse.standoff`): the text layer it analyses (its
        ``sourceDesc//ptr``) with that file's sha256; each example ``span`` on a paragraph of
        it, printing what its fs says; links starting with paragraphs."""
        so = root.find("tei:standOff", NS)
        if so is None:
            return                                     # rules.xml: the taxonomy only
        ptr = root.find("tei:teiHeader//tei:sourceDesc//tei:ptr", NS)
        if ptr is None or not ptr.get("target"):
            probs.append(Problem(path, root.sourceline or 0, "a stand-off file names the text "
                                 "layer it analyses (teiHeader//sourceDesc//ptr/@target)"))
            return
        text_path = (Path(path).parent / ptr.get("target")).resolve()
        try:
            data = text_path.read_bytes()
            text_root = parse_file(text_path).getroot()
        except (OSError, TeiError):
            return                                      # the pointer check reports it
        sha = root.find("tei:teiHeader//tei:sourceDesc//tei:idno[@type='sha256']", NS)
        if sha is not None and (sha.text or "").strip() != hashlib.sha256(data).hexdigest():
            probs.append(Problem(path, sha.sourceline, f"the text layer {text_path.name} has "
                                 "changed since this analysis (its sha256 differs): run "
                                 "`liuren analyse`"))
        from edition.encode import reader
        kanripo = reader.is_kanripo(text_root)
        paras = {el.get(XML_ID): el for el in text_root.iter(etree.Element)
                 if el.get(XML_ID) and (self.is_line_element(el) or kanripo and
                                        local(el) in ("head", "p", "ab", "trailer") and el.get("n"))}
        name = self.header_source(text_root)["file"]
        src = self.source_file(name) if name and "/" not in name else None
        try:
            passage = {p.line: p.text for p in reader.passages(text_root)} if kanripo else None
        except ValueError:
            passage = {}

        def para_of(ptr: str):
            f, _, frag = ptr.partition("#")
            return paras.get(frag) if Path(f).name == text_path.name else None

        fss = {fs.get(XML_ID): fs for fs in so.iterfind("tei:fvLib[@n='examples']/tei:fs", NS)}
        for span in so.iterfind("tei:spanGrp[@type='examples']/tei:span", NS):
            sid = span.get(XML_ID)
            tgt = (span.get("target") or "").split()
            if not tgt or para_of(tgt[0]) is None:
                probs.append(Problem(path, span.sourceline, f"example span {sid!r} does not "
                                     f"target a paragraph of {text_path.name}"))
                continue
            ana = (span.get("ana") or "").split()
            fs = fss.get(ana[0][1:]) if ana and ana[0].startswith("#") else None
            if fs is None or fs.get("n") != sid:
                probs.append(Problem(path, span.sourceline, f"example span {sid!r}: @ana does "
                                     "not point first to its fs"))
                continue
            if "".join(span.itertext()) != _fs_text(fs):
                probs.append(Problem(path, span.sourceline, f"example span {sid!r} prints "
                                     f"{''.join(span.itertext())[:20]!r}, its fs says "
                                     f"{_fs_text(fs)[:20]!r}"))
            n = int(para_of(tgt[0]).get("n"))
            a, b = _fs_span(fs)
            if passage is not None:
                if passage.get(n, "")[a:b] != _fs_text(fs):
                    probs.append(Problem(path, fs.sourceline, f"example {sid!r}: its text is "
                                         f"not characters {a}–{b} of the passage at {name}:{n}"))
            elif src is not None:
                if not (1 <= n <= len(src.lines)) or src.lines[n - 1][a:b] != _fs_text(fs):
                    probs.append(Problem(path, fs.sourceline, f"example {sid!r}: its text is "
                                         f"not {name}:{n} characters {a}–{b}"))
        for grp in so.iterfind("tei:linkGrp", NS):
            for link in grp.iterfind("tei:link", NS):
                tg = (link.get("target") or "").split()
                first = 2 if grp.get("type") == "parallels" else 1
                for ptr_ in tg[:first] if grp.get("type") == "rules" else tg:
                    if Path(ptr_.partition("#")[0]).name == text_path.name and para_of(ptr_) is None:
                        probs.append(Problem(path, link.sourceline, f"{grp.get('type')} link: "
                                             f"{ptr_} is not a paragraph of {text_path.name}"))
                if grp.get("type") == "rules":
                    for r in tg[1:]:
                        if not r.partition("#")[0].endswith("rules.xml"):
                            probs.append(Problem(path, link.sourceline, f"rule link: {r} is "
                                                 "not a rule of rules.xml"))

    @staticmethod
    def _pointee(root, ptr):
        if not ptr or not ptr.startswith("#") or " " in ptr:
            return None
        hits = root.xpath("//*[@xml:id=$i]", i=ptr[1:])
        return hits[0] if hits else None

    def line_element_of(self, el, root):
        """The paragraph-level element that holds ``el``: its ancestor in the body, or for a
        standoff note in ``back``, the element its ``@target`` points to (or that one's holder)."""
        for a in el.iterancestors():
            if self.is_line_element(a):
                return a
            if local(a) == "note" and a.get("type") == "emendation":
                t = self._pointee(root, (a.get("target") or "").split(" ")[0])
                if t is None:
                    return None
                return t if self.is_line_element(t) else next(
                    (b for b in t.iterancestors() if self.is_line_element(b)), None)
        return None

    @staticmethod
    def is_line_element(el) -> bool:
        """Paragraph-level elements (ENCODING.md): ``head``, ``p``, ``table``, ``list`` as
        direct children of ``body`` or ``div`` in the body. Each is one source line, ``@n``."""
        if local(el) not in LINE_ELEMENTS:
            return False
        parent = el.getparent()
        if parent is None or local(parent) not in ("body", "div"):
            return False
        return not any(local(a) == "back" for a in el.iterancestors())


def line_text(el) -> str:
    """The printed text of a paragraph-level element: its source line, byte for byte
    (ENCODING.md: table cells and rows are separated by one ASCII space; list items and
    their labels run on as printed)."""
    name = local(el)
    if name == "table":
        return " ".join(printed_text(c) for c in el.iterfind("tei:row/tei:cell", NS))
    if name == "list":
        return "".join(printed_text(i) for i in el.iterfind("tei:item", NS))
    return printed_text(el)


def _fs_value(fs, name: str):
    f = fs.find(f"tei:f[@name='{name}']", NS)
    return f[0] if f is not None and len(f) else None


def _fs_text(fs) -> str:
    v = _fs_value(fs, "text")
    return (v.text if v is not None and v.text is not None else v.get("value", "")) \
        if v is not None else ""


def _fs_num(fs, name: str) -> str | None:
    v = _fs_value(fs, name)
    return v.get("value") if v is not None else None


def _fs_span(fs) -> tuple[int, int]:
    v = _fs_value(fs, "span")
    try:
        a, b = (int(x.get("value")) for x in v.iterfind("tei:numeric", NS))
        return a, b
    except (AttributeError, TypeError, ValueError):
        return -1, -1


def edition_files(ed: Edition) -> list[Path]:
    """The TEI files of an edition: ``tei/<id>.xml`` for every source of its manifest (present
    or not: a missing one is an error) and ``tei/<siglum>/<id>.xml`` for each of its other
    witnesses, then its stand-off files (``tei/standoff/*.xml``) and its collations
    (``tei/collation/*.xml``)."""
    out = [ed.tei_path(s, g) for s in ed.sources for g in s.sigla]
    for d in (ed.standoff_dir, ed.collation_dir):
        if d.is_dir():
            out += sorted(d.glob("*.xml"))
    return out


def validator(tei_all: Path | None, ed: Edition) -> Validator:
    """A validator with the project schemas and (if given) TEI All, each compiled once."""
    extra = [("TEI All", load_schema(tei_all))] if tei_all is not None else []
    return Validator([("project schema", load_schema(project_schema()))] + extra, ed.sources_dir,
                     [("project schema", load_schema(standoff_schema()))] + extra,
                     [("project schema", load_schema(kanripo_schema()))] + extra)
