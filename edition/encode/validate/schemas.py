"""The RELAX NG schemas a TEI file is checked against: the project's (text layer, Kanripo text
layer; the stand-off's is :func:`edition.analyse.standoff.schema`) and TEI All, found and
compiled once per process."""
from __future__ import annotations

import copy
import os
from pathlib import Path

from lxml import etree

from edition.core.edition import Edition, package_root, toolkit_file
from edition.core.tei import TeiError, parse_file

from .common import SCHEME

TEI_ALL_ENV = "TEI_ALL_RNG"
RNG_NS = "http://relaxng.org/ns/structure/1.0"


class SchemaError(ValueError):
    """A schema that cannot be found or compiled: one line, naming the path."""


def project_schema() -> Path:
    """The project schema of a text layer (``tei/schema/liuren.rng``, shipped with the toolkit)."""
    return toolkit_file("schema", "liuren.rng")


def kanripo_schema() -> Path:
    """The project schema of a Kanripo witness's text layer (``tei/schema/kanripo.rng``)."""
    return toolkit_file("schema", "kanripo.rng")


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
