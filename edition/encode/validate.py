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
* worked examples (``seg[@type='example']`` and the ``fs`` of ``back/div[@type='examples']``):
  each fs's ``text`` is its source line's characters ``span``, each seg prints exactly its
  fs's text on the fs's line, and seg and fs point to each other (the seg's ``@ana`` first,
  then the rules its result comes from: categories of the header taxonomy);
* rule links: every ``@ana`` of a paragraph names a ``category`` of the header taxonomy, and
  every ``link[@type='defines']`` of ``linkGrp[@type='rules']`` joins a paragraph to rules that
  are in that paragraph's ``@ana``; every target of ``linkGrp[@type='parallels']`` is a
  paragraph (here or in a file beside this one).

Parsing goes through :func:`edition.core.tei.parse_file` (no entities, no DTD, no network).
"""
from __future__ import annotations

import hashlib
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from edition.core.tei import NS, T, TEI_NS, XML_ID, TeiError, parse_file

REPO = Path(__file__).resolve().parents[2]
TEI_DIR = REPO / "tei"
SOURCES_DIR = REPO / "sources"
PROJECT_RNG = TEI_DIR / "schema" / "liuren.rng"
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

def find_tei_all(option: str | os.PathLike | None = None, environ=None, repo: Path = REPO) -> Path:
    """Where TEI All is: ``--tei-all``, else ``$TEI_ALL_RNG``, else ``<repo>/../shared/tei/tei_all.rng``."""
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
    p = repo.parent / "shared" / "tei" / "tei_all.rng"
    if not p.is_file():
        raise SchemaError(f"TEI All schema not found: {p} does not exist; "
                          f"give --tei-all PATH or set {TEI_ALL_ENV}")
    return p


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

    def __init__(self, schemas: list[tuple[str, etree.RelaxNG]], sources_dir: Path = SOURCES_DIR):
        self.schemas = schemas
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
        for label, schema in self.schemas:
            if not schema.validate(root):
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
        self._check_emendations(root, path, probs)
        self._check_source_lines(root, path, probs)
        self._check_examples(root, path, probs)
        self._check_links(root, path, probs)
        return probs

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
        """Every emendation carries ``xml:id``, ``@resp`` and ``@cert`` (ENCODING.md; the issue:
        "Each carries @resp (the commentary), @cert"). The project schema says so too, but
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
        if name == "seg":  # a worked example (issue 4) is not an emendation
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
        for idno in root.iterfind("tei:teiHeader//tei:sourceDesc//tei:idno", NS):
            kind, text = idno.get("type"), (idno.text or "").strip()
            if kind == "file" and out["file"] is None:
                out["file"], out["at"] = text, idno.sourceline
            elif kind == "sha256":
                out["sha256"] = (text, idno.sourceline)
        m = root.find("tei:teiHeader//tei:sourceDesc//tei:measure[@unit='lines']", NS)
        if m is not None:
            out["lines"] = (m.get("quantity"), m.sourceline)
        return out

    def _check_source_lines(self, root, path, probs):
        head = self.header_source(root)
        name = head["file"]
        if not name:
            probs.append(Problem(path, head["at"], "the header names no source file "
                                 "(teiHeader//sourceDesc//idno[@type='file'])"))
            return
        if "/" in name or "\\" in name or name.startswith("."):
            probs.append(Problem(path, head["at"], f"source file {name!r} is not a file name of sources/"))
            return
        src = self.source_file(name)
        if src is None:
            probs.append(Problem(path, head["at"], f"source file {name} not found in sources/"))
            return
        if head["sha256"] and head["sha256"][0] != src.sha256:
            probs.append(Problem(path, head["sha256"][1],
                                 f"sha256 of sources/{name} is {src.sha256}, the header says {head['sha256'][0]}"))
        if head["lines"] and head["lines"][0] != str(len(src.lines)):
            probs.append(Problem(path, head["lines"][1],
                                 f"sources/{name} has {len(src.lines)} lines, the header says {head['lines'][0]}"))
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

    def _check_examples(self, root, path, probs):
        """Worked examples (docs/ENCODING.md *Worked examples*): the fs's ``text`` is the
        characters ``span`` of source line ``line``; a ``seg[@type='example']`` prints that
        text inside the paragraph of that line, and seg and fs point to each other."""
        fss = root.findall("tei:text/tei:back/tei:div[@type='examples']/tei:fvLib/tei:fs", NS)
        segs = root.findall("tei:text/tei:body//tei:seg[@type='example']", NS)
        if not fss and not segs:
            return
        name = self.header_source(root)["file"]
        src = self.source_file(name) if name and "/" not in name else None
        by_id = {}
        for fs in fss:
            by_id[fs.get(XML_ID)] = fs
            feats = {f.get("name"): f for f in fs.iterfind("tei:f", NS)}

            def val(k):
                f = feats.get(k)
                v = f.find("*") if f is not None else None
                return v

            line, span, text = val("line"), val("span"), val("text")
            srcf = val("source")
            if srcf is not None and name and (srcf.text or srcf.get("value")) != name:
                probs.append(Problem(path, fs.sourceline, f"example {fs.get('n')!r}: source "
                                     f"{(srcf.text or srcf.get('value'))!r} is not this file's {name}"))
            try:
                n = int(line.get("value"))
                a, b = (int(x.get("value")) for x in span.iterfind("tei:numeric", NS))
                t = text.text or ""
            except (AttributeError, TypeError, ValueError):
                probs.append(Problem(path, fs.sourceline, f"example {fs.get('n')!r} lacks a "
                                     "numeric line, a two-number span or a text"))
                continue
            if src is None:
                continue
            if not 1 <= n <= len(src.lines):
                probs.append(Problem(path, fs.sourceline, f"example {fs.get('n')!r}: line {n} "
                                     f"is not a line of {name}"))
                continue
            printed = src.lines[n - 1][a:b] if 0 <= a <= b else None
            if printed != t:
                probs.append(Problem(path, fs.sourceline,
                                     f"example {fs.get('n')!r}: text {t[:20]!r} is not "
                                     f"{name}:{n} characters {a}–{b} ({(printed or '')[:20]!r})"))
        seen = set()
        cats = {c.get(XML_ID) for c in root.iterfind(
            "tei:teiHeader//tei:classDecl/tei:taxonomy[@xml:id='rules']//tei:category", NS)}
        all_ids = {el.get(XML_ID) for el in root.iter(etree.Element) if el.get(XML_ID)} \
            if any(len((sg.get("ana") or "").split()) > 1 for sg in segs) else set()
        for seg in segs:
            sid = seg.get(XML_ID)
            ana = (seg.get("ana") or "").split()
            fs = by_id.get(ana[0][1:]) if ana and ana[0].startswith("#") else None
            if fs is None:
                probs.append(Problem(path, seg.sourceline, f"example <seg> {sid!r}: @ana does "
                                     "not point to one fs of back/div[@type='examples']"))
                continue
            # the rules its result comes from (issue 6): categories of the header taxonomy
            for ptr in ana[1:]:     # a dangling one is reported by the pointer check
                if ptr.startswith("#") and ptr[1:] not in cats and ptr[1:] in all_ids:
                    probs.append(Problem(path, seg.sourceline, f"example <seg> {sid!r}: @ana "
                                         f"{ptr!r} is not a rule of the taxonomy"))
            seen.add(fs.get(XML_ID))
            if fs.get("n") != sid:
                probs.append(Problem(path, seg.sourceline, f"example <seg> {sid!r} points to the "
                                     f"fs of {fs.get('n')!r}"))
            holder = next((a for a in seg.iterancestors() if self.is_line_element(a)), None)
            f_line = fs.find("tei:f[@name='line']/tei:numeric", NS)
            f_text = fs.find("tei:f[@name='text']/tei:string", NS)
            if holder is None or f_line is None or holder.get("n") != f_line.get("value"):
                probs.append(Problem(path, seg.sourceline, f"example <seg> {sid!r} is not in the "
                                     "paragraph of its fs's line"))
            elif f_text is not None and printed_text(seg) != (f_text.text or ""):
                probs.append(Problem(path, seg.sourceline, f"example <seg> {sid!r} prints "
                                     f"{printed_text(seg)[:20]!r}, its fs says {(f_text.text or '')[:20]!r}"))
        for fs in fss:
            if fs.get(XML_ID) not in seen and fs.get("corresp") is None:
                probs.append(Problem(path, fs.sourceline, f"example {fs.get('n')!r} is marked by no "
                                     "<seg type='example'> and names no paragraph (@corresp)"))

    def _check_links(self, root, path, probs):
        """@ana of paragraphs → categories; defines links → a paragraph and rules of its @ana;
        parallels → paragraphs."""
        cats = {c.get(XML_ID) for c in root.iterfind(
            "tei:teiHeader//tei:classDecl/tei:taxonomy[@xml:id='rules']//tei:category", NS)}
        ids = {}
        for el in root.iter(etree.Element):
            if el.get(XML_ID):
                ids.setdefault(el.get(XML_ID), el)
        text = root.find("tei:text", NS)
        if text is None:
            return
        for el in text.iter(etree.Element):
            if "ana" not in el.attrib or not self.is_line_element(el):
                continue
            for ptr in el.get("ana").split():
                if ptr.startswith("#") and ptr[1:] in ids and ptr[1:] not in cats:
                    probs.append(Problem(path, el.sourceline, f"@ana {ptr!r} of <{local(el)}> "
                                         f"{el.get(XML_ID)!r} is not a rule of the taxonomy"))
        for link in text.iterfind("tei:back/tei:linkGrp[@type='rules']/tei:link", NS):
            tg = (link.get("target") or "").split()
            para = ids.get(tg[0][1:]) if tg and tg[0].startswith("#") else None
            if para is None or not self.is_line_element(para):
                probs.append(Problem(path, link.sourceline, "a defines link must start with a "
                                     "paragraph (#p{line})"))
                continue
            ana = set((para.get("ana") or "").split())
            for ptr in tg[1:]:
                if ptr[1:] not in cats:
                    probs.append(Problem(path, link.sourceline, f"defines link: {ptr!r} is not a "
                                         "rule of the taxonomy"))
                elif ptr not in ana:
                    probs.append(Problem(path, link.sourceline, f"defines link: {ptr} is not in "
                                         f"the @ana of {tg[0]}"))
        for link in text.iterfind("tei:back/tei:linkGrp[@type='parallels']/tei:link", NS):
            for ptr in (link.get("target") or "").split():
                if ptr.startswith("#"):
                    el = ids.get(ptr[1:])
                    if el is not None and not self.is_line_element(el):
                        probs.append(Problem(path, link.sourceline, f"parallel {link.get('n')!r}: "
                                             f"{ptr} is not a paragraph"))
                else:
                    frag = ptr.partition("#")[2]
                    if not re.fullmatch(r"p[1-9][0-9]*|h1", frag):
                        probs.append(Problem(path, link.sourceline, f"parallel {link.get('n')!r}: "
                                             f"{ptr} is not a paragraph of that file"))

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


FRAGMENTS = frozenset({"taxonomy.xml"})  # tei/*.xml that are not TEI documents (copied into headers)


def edition_files(tei_dir: Path | None = None, sources_dir: Path | None = None) -> list[Path]:
    """The TEI files of the edition: ``tei/<source-id>.xml`` for every ``sources/<source-id>.txt``
    (present or not: a missing one is an error), then any other ``tei/*.xml`` (a witness
    imported from elsewhere) except the fragments (``tei/taxonomy.xml``)."""
    tei_dir = TEI_DIR if tei_dir is None else Path(tei_dir)
    sources_dir = SOURCES_DIR if sources_dir is None else Path(sources_dir)
    out = [tei_dir / f"{p.stem}.xml" for p in sorted(sources_dir.glob("*.txt"))]
    out += [p for p in sorted(tei_dir.glob("*.xml")) if p not in out and p.name not in FRAGMENTS]
    return out


def validator(tei_all: Path | None, project: Path = PROJECT_RNG, sources_dir: Path = SOURCES_DIR) -> Validator:
    """A validator with the project schema and (if given) TEI All, each compiled once."""
    schemas = [("project schema", load_schema(project))]
    if tei_all is not None:
        schemas.append(("TEI All", load_schema(tei_all)))
    return Validator(schemas, sources_dir)
