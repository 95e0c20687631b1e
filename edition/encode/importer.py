"""``liuren import`` as a library: witnesses added to an edition and encoded as TEI.

    ed, added, warnings = add_paths(ed, ["KR3g0031_005.txt", "../KR3g0031"])
    result = encode(ed, "KR3g0031_005")        # tei/KR3g0031_005.xml written (or compared)

A path is a raw file in one of the formats of :mod:`edition.encode.formats` (a plain witness,
the corpus format; a Kanripo file), or a folder a format reads (a Kanripo repository: its
``Readme.org`` gives the juan order and title; a juan listed there but missing is a
warning). Each witness is encoded by its format. Encoding knows nothing of the analysis: it
writes the text layer only.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from edition.core.atomic import write_bytes
from edition.core.edition import Edition, EditionError, Source
from edition.encode import formats, witness
from edition.encode.serialize import diff_tei
from edition.encode.witness import WitnessError


def add_paths(ed: Edition, paths) -> tuple[Edition, list[witness.Added], list[str]]:
    """Add every path (a source of the edition is taken as it is); returns the new edition,
    what each path added, and warnings."""
    added: list[witness.Added] = []
    warnings: list[str] = []
    for arg in paths:
        p = Path(arg)
        found = formats.folder(p) if p.is_dir() else None
        if found is not None:
            warnings.extend(_folder_warnings(p, found))
            if not found.files:
                raise WitnessError(p, 0, found.holds)
            for f in found.files:
                ed, a = _add_file(ed, f, warnings, found)
                added.append(a)
        elif p.is_file():
            ed, a = _add_file(ed, p, warnings)
            added.append(a)
        else:
            try:
                added.append(witness.Added(ed.source(arg), "listed"))
            except EditionError:
                raise WitnessError(p, 0, "no such file, folder or source of the edition") from None
    return ed, added, warnings


def _add_file(ed: Edition, p: Path, warnings: list[str], folder: formats.Folder | None = None):
    """Add one raw file in the format it is in (its folder's when it came from one)."""
    raw, done = witness.raw_of(p)
    if done:
        warnings.append(f"{p}:1: {done}")
    text = witness.decode(raw, p)
    fmt = formats.detect(text) if folder is None else formats.get(folder.format)
    if folder is not None and not (p.parent / "Readme.org").is_file() and \
            not fmt.detect(text):
        # a folder of the user's own files, no repository (no Readme.org): each file in its own
        # format (the case book of witnesses/duanan imported by its folder was read as a Kanripo
        # juan, its charts unread: 21 of 31 cases `not-checkable`)
        fmt = formats.detect(text)
    entry = fmt.entry(p, text, folder)
    warnings.extend(entry.warnings)
    return witness.add_witness(ed, p, fmt=fmt.name, title=entry.title, extra=entry.extra, raw=raw)


def _folder_warnings(p: Path, found: formats.Folder) -> list[str]:
    return [f"{p}/{w}" if not w.startswith(str(p)) else w for w in found.warnings]


def add_copies(ed: Edition, paths, siglum: str) -> tuple[Edition, list[witness.Added], list[str]]:
    """Add the files in ``paths`` (files, or folders of witnesses) as witness ``siglum`` of
    the sources with the same file names; returns the new edition, what each file added,
    and warnings (a file no source has the name of is skipped)."""
    added: list[witness.Added] = []
    warnings: list[str] = []
    for arg in paths:
        p = Path(arg)
        names: dict[str, str] = {}
        found = formats.folder(p) if p.is_dir() else None
        if found is not None:
            warnings.extend(_folder_warnings(p, found))
            files, names = list(found.files), found.names
        elif p.is_file():
            files = [p]
        else:
            raise WitnessError(p, 0, "no such file or folder")
        for f in files:
            s = next((x for x in ed.sources if x.file == f.name), None)
            if s is None:
                warnings.append(f"{f}: no source of the edition is named {f.name}: skipped "
                                "(import the base witness first)")
                continue
            base, base_name = _base_siglum(ed, s, names)
            name = names.get(siglum) or formats.of(s).witness_name(f, siglum)
            ed, a = witness.add_copy(ed, s, f, siglum, name, base_siglum=base, base_name=base_name)
            added.append(a)
    if not added and not warnings:
        raise WitnessError(Path(paths[0]) if paths else Path("."), 0, "no witness files given")
    return ed, added, warnings


def encode_copy(ed: Edition, added: witness.Added, *, force: bool = False):
    """The results of encoding a witness just added (``tei/<siglum>/<id>.xml``) and its
    source (whose header lists the witnesses), one by one."""
    s = ed.source(added.source.id)
    rest = tuple(c for c in s.copies if c.siglum != added.siglum)
    was = replace(s, copies=rest)
    yield encode(ed, s, siglum=added.siglum, force=force)
    yield encode(ed, s, force=force, was=was)


def _base_siglum(ed: Edition, s: Source, names: dict[str, str]) -> tuple[str, str]:
    """The base witness's siglum and name, as recorded, else as its format says (a Kanripo
    header's ``WITNESS``, HFL, else ``master``; ``base``), named by the folder's editions
    (Readme.org's 版本 table) or the manifest's ``edition_name`` when the format names it
    not."""
    if s.siglum:
        return s.siglum, s.witness_name
    sig, name = formats.of(s).base_witness(s, witness.source_text(ed, s))
    return sig, name or names.get(sig) or s.extra.get("edition_name") or sig


@dataclass
class Result:
    path: Path
    state: str                   # written | unchanged | same | differs | missing | refused
    summary: str = ""
    diffs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def tei_bytes(ed: Edition, s: Source, siglum: str | None = None) -> tuple[bytes, str, list[str]]:
    """The fresh TEI of a source, or of its witness ``siglum``, by its format: (bytes,
    one-line summary, notes)."""
    copy = siglum is not None and siglum != s.base_siglum
    text = witness.copy_text(ed, s, siglum) if copy else witness.source_text(ed, s)
    out = formats.of(s).encode(ed, s, text, siglum if copy else None)
    return out.data, out.summary, out.notes


def encode(ed: Edition, s: Source | str, *, check: bool = False, force: bool = False,
           siglum: str | None = None, was: Source | None = None) -> Result:
    """Encode one source into ``tei/<id>.xml``, or its witness ``siglum`` into
    ``tei/<siglum>/<id>.xml`` (``check``: compare only). ``was``: the source as it was
    before a witness was added to it: a TEI file that is that source's fresh import holds no
    hand edit, and is replaced (its header gains the new witness)."""
    s = ed.source(s)
    target = ed.tei_path(s, siglum)
    data, summary, notes = tei_bytes(ed, s, siglum)
    rel = target.relative_to(ed.root).as_posix()
    existing = target.read_bytes() if target.exists() else None
    diffs = diff_tei(existing, data, rel) if existing is not None else []
    if check:
        state = "missing" if existing is None else "differs" if diffs else "same"
        return Result(target, state, summary, diffs, notes)
    if diffs and not force and not (was is not None and existing == tei_bytes(ed, was)[0]):
        return Result(target, "refused", summary, diffs, notes)
    if existing == data:
        return Result(target, "unchanged", summary, [], notes)
    ed.require_writable(f"write {rel}")
    write_bytes(target, data)
    return Result(target, "written", summary, [], notes)
