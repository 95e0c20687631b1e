"""The edition as a value: a folder the toolkit works on, passed down to every stage.

An edition is a folder::

    manifest.toml      [edition] title and intro, then one [[source]] per witness (id, file, title, format, sha256)
    sources/           the raw witnesses, never changed (their bytes are the citation base)
    tei/               one TEI text layer per witness, tei/curation/*.toml, tei/standoff/ (analysis)
    build/             derived outputs (site, index, caches); rebuilt at will

The toolkit ships one edition, the *bundled* five texts (``sources/`` and ``tei/`` at the top
of the repository, package data in a wheel). Which edition a command works on
(:func:`select`): ``--edition DIR``, else ``$LIUREN_EDITION``, else the edition in the
current folder, else the bundled one. The bundled edition is read-only: its derived files go
to a user cache directory (:func:`cache_dir`) or to ``--out``; nothing is ever written into
the installed package.

This module is the one place that locates the bundled edition (:func:`bundled_root`); no other
module works out paths from ``__file__``.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import tomllib
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

import tomli_w

from edition.core.atomic import write_text

MANIFEST = "manifest.toml"
ENV = "LIUREN_EDITION"
CACHE_ENV = "LIUREN_CACHE"
# a witness format's name (the manifest's `format`): the formats themselves, and which names
# they answer to, are edition.encode.formats's
FORMAT_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
# a source id is the raw file's stem; it names files and appears in xml:ids and citations
SOURCE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,79}")
# a witness siglum (Kanripo's branch names: WYG, HFL, ZTDZ, master) names a folder of sources/
# and tei/ holding that witness's copies, and appears in xml:ids and @wit pointers
SIGLUM = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")
# folders of tei/ that are not witnesses' (a siglum cannot be one of them)
RESERVED_SIGLA = frozenset({"curation", "standoff", "schema", "collation", "witness"})


class EditionError(ValueError):
    """A missing, unreadable or malformed edition, or an unknown source (one line)."""


@dataclass(frozen=True)
class Copy:
    """Another witness of a source: the same text in another edition or branch (Kanripo's
    WYG beside its normalised master). Its raw bytes are ``sources/<siglum>/<file>`` (the
    base's file name in a folder named by the siglum), its TEI ``tei/<siglum>/<id>.xml``;
    ``file`` is that path relative to ``sources/`` and the citation base of its lines
    (``WYG/KR3g0031_001.txt:45``)."""
    siglum: str
    name: str
    file: str
    sha256: str

    @property
    def meta(self) -> dict:
        return {"siglum": self.siglum, "name": self.name, "file": self.file,
                "sha256": self.sha256}


@dataclass(frozen=True)
class Source:
    """One witness of an edition, as its manifest entry describes it."""
    id: str                     # the raw file's stem: 003_03e8aca9396f2189, KR3g0031_005
    file: str                   # the raw file in sources/ (the citation base: file:line)
    format: str = "plain"       # its format's name (edition.encode.formats)
    title_zh: str = ""
    title_ko: str = ""
    title_note: str = ""
    what: str = ""
    sha256: str = ""
    siglum: str = ""            # the base witness's siglum, recorded once another is added
    witness_name: str = ""      # … and its name (Readme.org's 版本 table)
    copies: tuple[Copy, ...] = ()   # the other witnesses of this text ([[source.witness]])
    extra: dict = field(default_factory=dict, compare=False)   # other manifest fields, kept

    @property
    def key(self) -> str:
        """The short key of example ids and curation entries (:func:`key_of`)."""
        return key_of(self.id)

    @property
    def meta(self) -> dict:
        """The manifest entry as a dict (what the TEI header records)."""
        d = {"id": self.id, "file": self.file, "format": self.format}
        for k in ("title_zh", "title_ko", "title_note", "what", "sha256", "siglum",
                  "witness_name"):
            if getattr(self, k):
                d[k] = getattr(self, k)
        d.update(self.extra)
        if self.copies:
            d["witness"] = [c.meta for c in self.copies]
        return d

    @property
    def base_siglum(self) -> str:
        """The base witness's siglum: as recorded (the importer records it, as the source's
        format names it, when another witness is added: Kanripo's ``master``), else
        ``base``."""
        return self.siglum or "base"

    @property
    def sigla(self) -> list[str]:
        return [self.base_siglum] + [c.siglum for c in self.copies]

    def copy(self, siglum: str) -> Copy:
        """The witness ``siglum`` of this text (not the base)."""
        for c in self.copies:
            if c.siglum == siglum:
                return c
        known = ", ".join(self.sigla)
        raise EditionError(f"{self.id} has no witness {siglum!r} (witnesses: {known})")

    def witness_file(self, siglum: str | None) -> str:
        """The file of witness ``siglum`` (None or the base's siglum: the base's), relative to
        ``sources/``: the citation base of its lines."""
        if siglum is None or siglum == self.base_siglum:
            return self.file
        return self.copy(siglum).file


def key_of(source: str) -> str:
    """The short key of a source: the three digits of a corpus file name
    (``003_03e8aca9396f2189`` or its ``.txt``/``.xml`` → ``003``, as citations abbreviate it,
    003:59), else the source id itself (``KR3g0031_005``)."""
    s = Path(str(source)).name.removesuffix(".txt").removesuffix(".xml")
    return s[:3] if CORPUS_ID.fullmatch(s) else s


CORPUS_ID = re.compile(r"\d{3}_[0-9a-f]{16}")
_KNOWN = {"id", "file", "format", "key", "title_zh", "title_ko", "title_note", "what", "sha256",
          "siglum", "witness_name", "witness"}


def _source(entry: dict, where: str, n: int) -> Source:
    for k in ("id", "file"):
        if not isinstance(entry.get(k), str) or not entry[k]:
            raise EditionError(f"{where}: source {n} has no {k!r}")
    if not SOURCE_ID.fullmatch(entry["id"]):
        raise EditionError(f"{where}: source id {entry['id']!r} is not a file stem of ASCII "
                           "letters, digits, '_', '-', '.'")
    if Path(entry["file"]).name != entry["file"]:
        raise EditionError(f"{where}: source {entry['id']}: file {entry['file']!r} must be a "
                           "plain file name in sources/")
    fmt = entry.get("format", "plain")
    if not isinstance(fmt, str) or not FORMAT_NAME.fullmatch(fmt):
        raise EditionError(f"{where}: source {entry['id']}: format {fmt!r} is not a format's "
                           "name (lower-case ASCII letters, digits, '_', '-')")
    return Source(id=entry["id"], file=entry["file"], format=fmt,
                  **{k: str(entry.get(k, "")) for k in ("title_zh", "title_ko", "title_note",
                                                        "what", "sha256", "siglum",
                                                        "witness_name")},
                  copies=_copies(entry, where),
                  extra={k: v for k, v in entry.items() if k not in _KNOWN})


def _copies(entry: dict, where: str) -> tuple[Copy, ...]:
    """The ``[[source.witness]]`` tables of a manifest entry, checked."""
    sid, raw = entry["id"], entry.get("witness", [])
    if not isinstance(raw, list) or not all(isinstance(w, dict) for w in raw):
        raise EditionError(f"{where}: source {sid}: witness must be an array of tables")
    out: list[Copy] = []
    seen = {entry.get("siglum") or None}
    for w in raw:
        sig, f = w.get("siglum"), w.get("file")
        if not isinstance(sig, str) or not SIGLUM.fullmatch(sig) or sig in RESERVED_SIGLA:
            raise EditionError(f"{where}: source {sid}: witness siglum {sig!r} is not a name "
                               "of ASCII letters, digits, '_', '-' (and not a folder of tei/)")
        if sig in seen:
            raise EditionError(f"{where}: source {sid}: witness {sig} is listed twice")
        seen.add(sig)
        if not isinstance(f, str) or f != f"{sig}/{Path(f).name}" or Path(f).name in ("", "..", "."):
            raise EditionError(f"{where}: source {sid}: witness {sig}: file {f!r} must be "
                               f"'{sig}/<file name>' (in sources/{sig}/)")
        out.append(Copy(sig, str(w.get("name", "")), f, str(w.get("sha256", ""))))
    return tuple(out)


@dataclass(frozen=True)
class Edition:
    """An edition folder and its manifest. Frozen: commands receive it and pass it down."""
    root: Path
    title: str = ""              # [edition] title: the site's heading
    sources: tuple[Source, ...] = ()
    bundled: bool = False
    intro: str = ""              # [edition] intro: what the edition is, the site's opening words

    # ------------------------------------------------------------------ paths
    @property
    def manifest_path(self) -> Path:
        return self.root / MANIFEST

    @property
    def sources_dir(self) -> Path:
        return self.root / "sources"

    @property
    def tei_dir(self) -> Path:
        return self.root / "tei"

    @property
    def curation_dir(self) -> Path:
        return self.tei_dir / "curation"

    @property
    def standoff_dir(self) -> Path:
        return self.tei_dir / "standoff"

    @property
    def out_dir(self) -> Path:
        """Where derived files go: ``build/`` of the edition folder, or for the read-only
        bundled edition a user cache directory."""
        if self.bundled:
            return cache_dir() / "bundled"
        return self.root / "build"

    def curation(self, name: str) -> Path:
        """``tei/curation/<name>.toml`` of this edition (may not exist)."""
        return self.curation_dir / f"{name}.toml"

    def source_path(self, s: Source | str) -> Path:
        return self.sources_dir / self.source(s).file

    def tei_path(self, s: Source | str, siglum: str | None = None) -> Path:
        """The TEI text layer of a source (``tei/<id>.xml``), or of its witness ``siglum``
        (``tei/<siglum>/<id>.xml``)."""
        s = self.source(s)
        if siglum is None or siglum == s.base_siglum:
            return self.tei_dir / f"{s.id}.xml"
        return self.tei_dir / s.copy(siglum).siglum / f"{s.id}.xml"

    def witness_path(self, s: Source | str, siglum: str | None = None) -> Path:
        """The raw file of a source's witness ``siglum`` (default: the base)."""
        s = self.source(s)
        return self.sources_dir / s.witness_file(siglum)

    @property
    def collation_dir(self) -> Path:
        return self.tei_dir / "collation"

    def collation_path(self, s: Source | str) -> Path:
        return self.collation_dir / f"{self.source(s).id}.xml"

    def standoff_path(self, s: Source | str) -> Path:
        return self.standoff_dir / f"{self.source(s).id}.xml"

    # ------------------------------------------------------------------ sources
    @property
    def ids(self) -> list[str]:
        return [s.id for s in self.sources]

    def source(self, ref: Source | str) -> Source:
        """The source named by ``ref``: its id, its key (``003``), its file name, the path of
        its raw file, or the path of its TEI file. The one place a source id is resolved."""
        if isinstance(ref, Source):
            return ref
        ref = str(ref)
        name = Path(ref).name
        stem = name.removesuffix(".txt").removesuffix(".xml")
        for s in self.sources:
            if ref in (s.id, s.file) or stem == s.id or name == s.file:
                return s
        keys = [s for s in self.sources if s.key == stem]
        if len(keys) == 1:
            return keys[0]
        pref = [s for s in self.sources if s.id.startswith(stem)] if stem else []
        if len(pref) == 1:
            return pref[0]
        known = ", ".join(s.key for s in self.sources) or "none"
        raise EditionError(f"unknown source {ref!r} in the edition {self.root} (sources: {known})")

    def select_sources(self, ref: str | None) -> list[Source]:
        """All sources, or those matching ``ref`` (an id, key or id prefix)."""
        if not ref:
            return list(self.sources)
        try:
            return [self.source(ref)]
        except EditionError:
            hits = [s for s in self.sources if s.id.startswith(ref) or s.key.startswith(ref)]
            if hits:
                return hits
            raise

    def read_text(self, s: Source | str) -> str:
        """The raw witness as text (UTF-8), one line for any problem."""
        p = self.source_path(s)
        try:
            return p.read_bytes().decode("utf-8")
        except FileNotFoundError:
            raise EditionError(f"{p}: no such file (listed in {self.manifest_path})") from None
        except UnicodeDecodeError as e:
            raise EditionError(f"{p}: not UTF-8 text (byte {e.start})") from None

    def cite(self, s: Source | str, line: int) -> str:
        return f"{self.source(s).file}:{line}"

    def require_writable(self, what: str) -> None:
        if self.bundled:
            raise EditionError(
                f"the bundled edition is read-only ({what}): make an edition of your own with "
                "`liuren init DIR` and work there (--edition DIR or LIUREN_EDITION=DIR)")

    def with_sources(self, sources) -> "Edition":
        return replace(self, sources=tuple(sources))

    def fingerprint(self, *parts: str) -> str:
        """A hash of the edition's manifest, TEI and curation files (for caches)."""
        h = hashlib.sha256()
        files = [self.manifest_path, *sorted(self.tei_dir.glob("*.xml")),
                 *sorted(self.curation_dir.glob("*.toml"))]
        for p in files:
            if p.is_file():
                h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
        for x in parts:
            h.update(x.encode() + b"\0")
        return h.hexdigest()


# --------------------------------------------------------------------------- loading

def load(root: str | os.PathLike, *, bundled: bool = False) -> Edition:
    """Read the edition in folder ``root``; :class:`EditionError` (one line) if it is not one."""
    root = Path(root)
    if not root.exists():
        raise EditionError(f"{root}: no such edition folder")
    if not root.is_dir():
        raise EditionError(f"{root}: not a folder (an edition is a folder with {MANIFEST})")
    m = root / MANIFEST
    try:
        data = tomllib.loads(m.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise EditionError(f"{root}: not an edition (no {MANIFEST}; make one with "
                           "`liuren init DIR`)") from None
    except (OSError, UnicodeDecodeError) as e:
        raise EditionError(f"{m}: unreadable ({e})") from None
    except tomllib.TOMLDecodeError as e:
        raise EditionError(f"{m}: not valid TOML ({e})") from None
    ed = data.get("edition", {})
    if not isinstance(ed, dict):
        raise EditionError(f"{m}: [edition] must be a table")
    entries = data.get("source", [])
    if not isinstance(entries, list):
        raise EditionError(f"{m}: [[source]] must be an array of tables")
    sources = [_source(e, str(m), i) for i, e in enumerate(entries, 1)]
    seen: set[str] = set()
    for s in sources:
        if s.id in seen:
            raise EditionError(f"{m}: source {s.id} is listed twice")
        seen.add(s.id)
    return Edition(root=root.resolve(), title=str(ed.get("title", "")), sources=tuple(sources),
                   bundled=bundled, intro=str(ed.get("intro", "")))


MANIFEST_HEAD = """\
# The edition's manifest (README, *Editions*): the [edition] table, then one [[source]] per
# raw witness in sources/. The id is the file's stem and the stable source id of every
# citation (file:line of the raw file). `liuren import` writes the entries of new witnesses.
"""


def manifest_text(ed: Edition) -> str:
    """The manifest of ``ed`` as TOML (entries in the edition's order)."""
    head = {k: v for k, v in (("title", ed.title), ("intro", ed.intro)) if v}
    data = {"edition": head, "source": [s.meta for s in ed.sources]}
    return MANIFEST_HEAD + "\n" + tomli_w.dumps(data)


def write_manifest(ed: Edition) -> None:
    ed.require_writable("write its manifest")
    write_text(ed.manifest_path, manifest_text(ed))


def is_edition(folder: str | os.PathLike) -> bool:
    """A folder holding a manifest.toml with an ``[edition]`` table."""
    m = Path(folder) / MANIFEST
    try:
        return "edition" in tomllib.loads(m.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return m.is_file()          # a broken manifest still names an edition: load() says why


def bundled_root() -> Path:
    """The bundled edition: package data of an installed wheel (``edition/_bundled``), or the
    top of the checkout (``sources/`` and ``tei/`` beside ``edition/``)."""
    here = Path(__file__).resolve().parents[1]          # the `edition` package
    packaged = here / "_bundled"
    if (packaged / MANIFEST).is_file():
        return packaged
    checkout = here.parent
    if (checkout / MANIFEST).is_file():
        return checkout
    raise EditionError(f"the bundled edition is missing from this installation ({packaged})")


def package_root() -> Path:
    """The folder the toolkit's modules are imported from (for code locations ``engine/…``)."""
    return Path(__file__).resolve().parents[2]


@lru_cache(maxsize=4)
def _bundled(root: str) -> Edition:
    return load(root, bundled=True)


def bundled() -> Edition:
    return _bundled(str(bundled_root()))


def toolkit_file(*parts: str) -> Path:
    """A file the toolkit itself ships in the bundled edition's ``tei/`` (the project schema,
    the method taxonomy), whichever edition is being worked on."""
    return bundled_root().joinpath("tei", *parts)


def cache_dir() -> Path:
    """``$LIUREN_CACHE``, else ``$XDG_CACHE_HOME/liuren-edition``, else
    ``~/.cache/liuren-edition``."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "liuren-edition"


def select(option: str | os.PathLike | None = None, *, environ=None,
           cwd: str | os.PathLike | None = None) -> Edition:
    """The edition a command works on: ``--edition`` (``option``), else ``$LIUREN_EDITION``,
    else the edition in the current folder, else the bundled one."""
    environ = os.environ if environ is None else environ
    if option:
        return _checked(load(option))
    if environ.get(ENV):
        return _checked(load(environ[ENV]))
    here = Path(cwd or Path.cwd())
    if is_edition(here):
        root = bundled_root()
        if here.resolve() == root.resolve() and root.name == "_bundled":
            return bundled()                # never treat the installed package as writable
        return load(here)
    return bundled()


def _checked(ed: Edition) -> Edition:
    if ed.root.resolve() == bundled_root().resolve() and bundled_root().name == "_bundled":
        return replace(ed, bundled=True)
    return ed


# --------------------------------------------------------------------------- new editions

def create(dest: str | os.PathLike, *, empty: bool = False, title: str = "") -> Edition:
    """A new edition folder ``dest``: with ``empty`` no witnesses, else a copy of the bundled
    five texts (their sources, TEI, curation and stand-off), so that the witnesses a scholar
    adds are cross-referenced with them. ``dest`` must not exist or be an empty folder."""
    dest = Path(dest)
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise EditionError(f"{dest}: exists and is not an empty folder")
    src = bundled()
    tmp = dest.with_name(f".{dest.name}.init")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        (tmp / "sources").mkdir()
        (tmp / "tei" / "curation").mkdir(parents=True)
        sources: tuple[Source, ...] = ()
        if not empty:
            for s in src.sources:
                shutil.copyfile(src.source_path(s), tmp / "sources" / s.file)
                shutil.copyfile(src.tei_path(s), tmp / "tei" / f"{s.id}.xml")
            for p in sorted(src.curation_dir.glob("*.toml")):
                shutil.copyfile(p, tmp / "tei" / "curation" / p.name)
            if src.standoff_dir.is_dir():
                shutil.copytree(src.standoff_dir, tmp / "tei" / "standoff")
            sources = src.sources
        # the bundled title names any edition of these books; its intro describes the five
        # texts alone, so a new edition has none until its manifest is given one
        ed = Edition(root=tmp, title=title or ("" if empty else src.title), sources=sources)
        write_manifest(ed)
        if dest.exists():
            dest.rmdir()
        os.replace(tmp, dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return load(dest)
