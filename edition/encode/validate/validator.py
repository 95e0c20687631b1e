"""The :class:`Validator`: a file checked against the schemas of its kind, then by the checks
no schema does (ids, pointers, and those of its kind: :mod:`.text`, :mod:`.collation`, or a
kind another stage registers, the stand-off of :mod:`edition.analyse.standoff`)."""
from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from edition.core.edition import Edition
from edition.core.tei import NS, T, TEI_NS, XML_ID, TeiError, parse_file, root_of
from edition.encode import formats

from . import collation as C
from . import text as X
from .common import (EXTERNAL_SCHEMES, POINTER_ATTRS, SCHEME, Problem, Report, SourceFile, at,
                     local)
from .schemas import kanripo_schema, load_schema, project_schema

Schemas = list[tuple[str, etree.RelaxNG]]


@dataclass(frozen=True)
class FileKind:
    """A kind of TEI file of an edition: how it is told (``is_kind(root)``), the checks no
    schema does (each called with ``root, path, probs, source_file``), and ``parts``: its
    project schema's refusals told element by element (``(root, path, label) → problems``;
    empty when it has nothing more precise than the schema's own messages)."""
    name: str
    is_kind: Callable[[etree._Element], bool]
    checks: tuple[Callable, ...]
    parts: Callable | None = None


def made_by(resp_id: str) -> Callable[[etree._Element], bool]:
    """A file whose header names its maker ``respStmt[@xml:id=resp_id]`` (``collator``,
    ``analyser``)."""
    def test(root) -> bool:
        header = root.find("tei:teiHeader", NS)
        return header is not None and header.find(
            f".//tei:respStmt[@xml:id='{resp_id}']", NS) is not None
    return test


def _text_checks(root, path, probs, source_file) -> None:
    X.check_no_analysis(root, path, probs)
    X.check_emendations(root, path, probs)
    X.check_source_lines(root, path, probs, source_file)


COLLATION = FileKind("collation", made_by("collator"), (C.check_collation,))
KANRIPO = FileKind("kanripo", formats.get("kanripo").owns, (X.check_kanripo,))
TEXT = FileKind("text", lambda root: True, (_text_checks,))


class Validator:
    """Checks TEI files. ``schemas`` is a list of ``(label, RelaxNG)``, those of a plain text
    layer; ``kinds``: the other kinds of file it knows, each with its schemas (a Kanripo
    text layer: ``kanripo_schemas``, by default the schemas but the project's; a collation:
    TEI All only), the first that tells a file is its kind. Every file is checked against
    its kind's schemas, then by the checks no schema does."""

    def __init__(self, schemas: Schemas, sources_dir: Path,
                 kinds: list[tuple[FileKind, Schemas]] = (),
                 kanripo_schemas: Schemas | None = None):
        self.schemas = schemas
        others = [(label, s) for label, s in schemas if label != "project schema"]
        self.kinds = list(kinds) + [(COLLATION, others),
                                    (KANRIPO, kanripo_schemas if kanripo_schemas is not None
                                     else others), (TEXT, schemas)]
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
        kind, schemas = self.kind_of(root)
        probs: list[Problem] = []
        for label, schema in schemas:
            if not schema.validate(root):
                parts = kind.parts(root, path, label) if kind.parts and label == "project schema" \
                    else []
                probs += parts or _schema_problems(schema, root, path, label)
        if root.tag != T + "TEI":
            probs.append(Problem(path, root.sourceline or 0,
                                 f"root element is {root.tag!r}, not TEI in namespace {TEI_NS}"))
            return probs
        ids = self._check_ids(root, path, probs)
        self._check_pointers(root, path, ids, probs)
        for check in kind.checks:
            check(root, path, probs, self.source_file)
        return probs

    def kind_of(self, root) -> tuple[FileKind, Schemas]:
        """The kind of a file (the first of :attr:`kinds` that tells it is its) and the
        schemas it is checked against."""
        return next((k, sch) for k, sch in self.kinds if k.is_kind(root))

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


def validator(tei_all: Path | None, ed: Edition,
              kinds: list[tuple[FileKind, Path]] = ()) -> Validator:
    """A validator with the project schemas and (if given) TEI All, each compiled once;
    ``kinds``: other kinds of file with their project schema (the stand-off's:
    :func:`edition.analyse.standoff.validator`)."""
    extra = [("TEI All", load_schema(tei_all))] if tei_all is not None else []
    return Validator([("project schema", load_schema(project_schema()))] + extra, ed.sources_dir,
                     [(k, [("project schema", load_schema(rng))] + extra) for k, rng in kinds],
                     [("project schema", load_schema(kanripo_schema()))] + extra)
