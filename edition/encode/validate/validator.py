"""The :class:`Validator`: a file checked against its schemas, then by the checks no schema
does (ids, pointers, and those of :mod:`.text` or :mod:`.standoff`)."""
from __future__ import annotations

import hashlib
import re
import time
from pathlib import Path

from lxml import etree

from edition.core.edition import Edition
from edition.core.tei import NS, T, TEI_NS, XML_ID, TeiError, parse_file, root_of

from . import collation as C
from . import standoff as S
from . import text as X
from .common import (EXTERNAL_SCHEMES, POINTER_ATTRS, SCHEME, Problem, Report, SourceFile, at,
                     local)
from .schemas import kanripo_schema, load_schema, project_schema, standoff_schema


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
        root = root_of(tree)
        kind = file_kind(root)
        probs: list[Problem] = []
        for label, schema in self.schemas_of(kind):
            if not schema.validate(root):
                if kind == "standoff" and label == "project schema":
                    parts = S.standoff_parts(root, path, label)
                    if parts:                  # what is wrong, element by element
                        probs += parts
                        continue
                probs += _schema_problems(schema, root, path, label)
        if root.tag != T + "TEI":
            probs.append(Problem(path, root.sourceline or 0,
                                 f"root element is {root.tag!r}, not TEI in namespace {TEI_NS}"))
            return probs
        ids = self._check_ids(root, path, probs)
        self._check_pointers(root, path, ids, probs)
        for check in CHECKS[kind]:
            check(root, path, probs, self.source_file)
        return probs

    def schemas_of(self, kind: str) -> list[tuple[str, etree.RelaxNG]]:
        """The schemas a file of ``kind`` (:func:`file_kind`) is checked against: a
        collation has no project schema of its own (TEI All only)."""
        if kind == "standoff":
            return self.standoff_schemas
        if kind == "kanripo":
            return self.kanripo_schemas
        if kind == "collation":
            return [(label, x) for label, x in self.schemas if label != "project schema"]
        return self.schemas

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


def file_kind(root) -> str:
    """What a TEI file is: ``standoff`` (the analysis, made by the analyser), ``collation``
    (made by the collator), ``kanripo`` (a Kanripo text layer) or ``text`` (a plain one)."""
    header = root.find("tei:teiHeader", NS)
    if header is not None and header.find(".//tei:respStmt[@xml:id='analyser']", NS) is not None:
        return "standoff"
    if header is not None and header.find(".//tei:respStmt[@xml:id='collator']", NS) is not None:
        return "collation"
    if root.find("tei:text/tei:body/tei:div[@type='juan']", NS) is not None:
        return "kanripo"
    return "text"


def _text_checks(root, path, probs, source_file) -> None:
    X.check_no_analysis(root, path, probs)
    X.check_emendations(root, path, probs)
    X.check_source_lines(root, path, probs, source_file)


# the checks no schema does, by kind of file (each called with root, path, probs, source_file)
CHECKS = {"standoff": (S.check_standoff,), "collation": (C.check_collation,),
          "kanripo": (X.check_kanripo,), "text": (_text_checks,)}


def _schema_problems(schema, root, path: str, label: str) -> list[Problem]:
    """A schema's refusals of a file, one problem per line and message."""
    found: list[tuple[int, str]] = []
    for e in schema.error_log:
        line = e.line
        if not line:  # libxml2 loses some lines: use its path when it is the element named
            el = at(root, e.path)
            m = re.match(r"Element (\S+) ", e.message)
            if el is not None and m and local(el) == m.group(1):
                line = el.sourceline or 0
        if (line, e.message) not in found:
            found.append((line, e.message))
    out = []
    for line, message in found:
        # "Element X failed to validate attributes" without a line is libxml2's echo
        # of a precise "Invalid attribute a for element X" at the element's line
        m = re.fullmatch(r"Element (\S+) failed to validate attributes", message)
        if not line and m and any(k and msg.endswith(f" for element {m.group(1)}")
                                  for k, msg in found):
            continue
        out.append(Problem(path, line, f"{label}: {message}"))
    return out


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
