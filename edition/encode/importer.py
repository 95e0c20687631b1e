"""``liuren import`` as a library: witnesses added to an edition and encoded as TEI.

    ed, added, warnings = add_paths(ed, ["KR3g0031_005.txt", "../KR3g0031"])
    result = encode(ed, "KR3g0031_005")        # tei/KR3g0031_005.xml written (or compared)

A path is a plain witness (the corpus format), a Kanripo file, or a Kanripo repository folder
(its ``Readme.org`` gives the juan order and title; a juan listed there but missing is a
warning). Encoding knows nothing of the analysis: it writes the text layer only.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from edition.core.atomic import write_bytes
from edition.core.edition import Edition, EditionError, Source
from edition.core.tei import parse_bytes, witness_rows
from edition.encode import build, kanripo, witness
from edition.encode.serialize import diff_tei, serialize
from edition.encode.witness import WitnessError
from engine.values import day_name

# Line 1 of a plain witness is its heading (build.py; the corpus README) and becomes its title.
# A line 1 that states a cast instead (a day such as 甲子日 and a word a cast is stated in, as
# 003:59 「元首課：上克下，三傳巳丑酉」) is not a title: the import says so (one line, file:1).
DAYS = tuple(day_name(i) + "日" for i in range(60))
CAST_WORDS = ("傳", "加", "將", "時", "課", "發用")


def add_paths(ed: Edition, paths) -> tuple[Edition, list[witness.Added], list[str]]:
    """Add every path (a source of the edition is taken as it is); returns the new edition,
    what each path added, and warnings."""
    added: list[witness.Added] = []
    warnings: list[str] = []
    for arg in paths:
        p = Path(arg)
        if p.is_dir():
            repo = kanripo.read_repository(p)
            warnings.extend(f"{p}/{w}" if not w.startswith(str(p)) else w for w in repo.warnings)
            if not repo.files:
                raise WitnessError(p, 0, "no Kanripo juan files in this folder (a repository "
                                         "folder holds Readme.org and KR…_NNN.txt files)")
            labels = {j.file: j.label for j in repo.toc}
            for f in repo.files:
                ed, a = witness.add_witness(ed, f, fmt="kanripo", title=labels.get(f.name, f.stem),
                                            extra=_kanripo_extra(f, repo))
                added.append(a)
            continue
        if p.is_file():
            raw = p.read_bytes()
            text = witness.decode(raw, p)
            if kanripo.is_kanripo(text):
                doc = kanripo.parse(text, p.name)
                title = " ".join(x for x in (doc.title, doc.juan) if x) or p.stem
                ed, a = witness.add_witness(ed, p, fmt="kanripo", title=title,
                                            extra=_kanripo_extra(p, None, doc))
            else:
                title, warning = plain_title(text, p)
                warnings.extend([warning] if warning else [])
                ed, a = witness.add_witness(ed, p, fmt="plain", title=title)
            added.append(a)
            continue
        try:
            added.append(witness.Added(ed.source(arg), "listed"))
        except EditionError:
            raise WitnessError(p, 0, "no such file, folder or source of the edition") from None
    return ed, added, warnings


def plain_title(text: str, path: Path) -> tuple[str, str | None]:
    """(title, warning) of a plain witness: its line 1, or — when line 1 reads as a worked
    example rather than a heading — the file's stem and a warning naming ``file:1``."""
    first = text.split("\n", 1)[0].strip()
    if not first:
        return path.stem, None
    if any(d in first for d in DAYS) and any(w in first for w in CAST_WORDS):
        return path.stem, (
            f"{path}:1: line 1 reads as a worked example "
            f"({first[:16]}{'…' if len(first) > 16 else ''}), but line 1 of a "
            f"plain text is its heading, never checked as an example; titled {path.stem!r} "
            "instead: put a title line first to have this cast checked")
    return first, None


def add_copies(ed: Edition, paths, siglum: str) -> tuple[Edition, list[witness.Added], list[str]]:
    """Add the files in ``paths`` (files, or Kanripo repository folders) as witness
    ``siglum`` of the sources with the same file names; returns the new edition, what each
    file added, and warnings (a file no source has the name of is skipped)."""
    added: list[witness.Added] = []
    warnings: list[str] = []
    for arg in paths:
        p = Path(arg)
        names: dict[str, str] = {}
        if p.is_dir():
            repo = kanripo.read_repository(p)
            warnings.extend(f"{p}/{w}" if not w.startswith(str(p)) else w for w in repo.warnings)
            files, names = list(repo.files), dict(repo.editions)
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
            ed, a = witness.add_copy(ed, s, f, siglum, names.get(siglum) or _header_name(f, siglum),
                                     base_siglum=base, base_name=base_name)
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
    """The base witness's siglum and name: the Kanripo header's ``WITNESS`` (HFL), else
    ``master`` (Kanripo's normalised branch) or ``base``; its name from Readme.org's 版本
    table when listed there."""
    if s.siglum:
        return s.siglum, s.witness_name
    sig = s.base_siglum
    if s.format == "kanripo":
        doc = kanripo.parse(witness.source_text(ed, s), s.file)
        sig = (doc.prop("WITNESS") or "").strip() or sig
    if sig == "master":
        return sig, "Kanripo master (characters normalised)"
    return sig, names.get(sig) or s.extra.get("edition_name") or sig


def _header_name(path: Path, siglum: str) -> str:
    """A witness's name when no Readme.org names it: its Kanripo header's ``SOURCE``, else
    the siglum."""
    try:
        doc = kanripo.parse(witness.decode(path.read_bytes(), path), path.name)
    except ValueError:
        return siglum
    return (doc.prop("SOURCE") or "").strip() or siglum


def _kanripo_extra(path: Path, repo=None, doc=None) -> dict:
    """What the manifest keeps of a Kanripo juan: its repository, base edition and label."""
    if doc is None:
        doc = kanripo.parse(witness.decode(path.read_bytes(), path), path.name)
    out = {}
    rid = (repo.id if repo is not None else None) or doc.text_id
    if rid:
        out["kanripo"] = rid
    if doc.base_edition:
        out["base_edition"] = doc.base_edition
    if repo is not None:
        m = repo.meta(path, doc)
        for key in ("label", "edition_name"):
            if m.get(key):
                out[key] = m[key]
    return out


@dataclass
class Result:
    path: Path
    state: str                   # written | unchanged | same | differs | missing | refused
    summary: str = ""
    diffs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def tei_bytes(ed: Edition, s: Source, siglum: str | None = None) -> tuple[bytes, str, list[str]]:
    """The fresh TEI of a source, or of its witness ``siglum``: (bytes, one-line summary,
    notes)."""
    if siglum is not None and siglum != s.base_siglum:
        return copy_tei(ed, s, siglum)
    if s.format == "kanripo":
        return kanripo_tei(ed, s)
    data, built = witness.import_source(ed, s)
    c = built.counts
    summary = (f"{c['passages']} passages ({c['zh']} zh, {c['ko']} ko), {c['notes']} notes, "
               f"{c['gaps']} gaps, {c['emendations']} emendations ({c['inline']} inline), "
               f"{c['tables']} tables, {c['items']} items")
    notes = [f"{r.id} ({r.type}, {s.file}:{r.zh_line}): stand-off only: {why}"
             for r, why in built.standoff_only]
    return data, summary, notes


def copy_tei(ed: Edition, s: Source, siglum: str) -> tuple[bytes, str, list[str]]:
    """The TEI of witness ``siglum`` of a source: the same encoder as the base's, on the
    witness's own raw file (no emendations, no divisions: the commentary is the base's)."""
    c = s.copy(siglum)
    text = witness.copy_text(ed, s, siglum)
    if s.format == "kanripo":
        return kanripo_tei(ed, s, text=text, file=c.file, sha256=c.sha256)
    meta = {"id": s.id, "file": c.file, "title_zh": s.title_zh, "sha256": c.sha256,
            "witnesses": witness_rows(s)}
    data, built = build.import_text(s.id, text, file_name=c.file, meta=meta)
    return data, f"witness {siglum}: {built.counts['passages']} passages", []


def kanripo_tei(ed: Edition, s: Source, *, text: str | None = None, file: str | None = None,
                sha256: str | None = None) -> tuple[bytes, str, list[str]]:
    """The TEI of a Kanripo witness (:mod:`edition.encode.kanripo`), checked to give back the
    raw file byte for byte (``text``, ``file``, ``sha256``: another witness of ``s``)."""
    text = witness.source_text(ed, s) if text is None else text
    file = file or s.file
    doc = kanripo.parse(text, file)
    meta = {"title": s.title_zh or None, "sha256": sha256 or s.sha256 or None,
            "repository": s.extra.get("kanripo"), "label": s.extra.get("label"),
            "edition_name": s.extra.get("edition_name") if file == s.file else None,
            "witnesses": witness_rows(s)}
    data = serialize(kanripo.to_tei(doc, {x: v for x, v in meta.items() if v}))
    back = kanripo.diplomatic(parse_bytes(data, f"tei/{s.id}.xml"))
    if back != text:
        a, b = back.split("\n"), text.split("\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise WitnessError(file, line, "the TEI would not reproduce this line (importer bug)")
    kinds = [b.kind for b in doc.blocks]
    pages = sum(1 for ln in doc.lines if ln.kind == "pb")
    texts = sum(1 for ln in doc.lines if ln.kind == "text")
    summary = (f"kanripo: {pages} pages, {texts} lines, {kinds.count('p')} paragraphs, "
               f"{kinds.count('head')} headings, {kinds.count('diagram')} diagrams, "
               f"{len(doc.glyphs)} glyph codes")
    return data, summary, list(doc.warnings)


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
