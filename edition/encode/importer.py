"""``liuren import`` as a library: witnesses added to an edition and encoded as TEI.

    ed, added, warnings = add_paths(ed, ["KR3g0031_005.txt", "../KR3g0031"])
    result = encode(ed, "KR3g0031_005")        # tei/KR3g0031_005.xml written (or compared)

A path is a plain witness (the corpus format), a Kanripo file, or a Kanripo repository folder
(its ``Readme.org`` gives the juan order and title; a juan listed there but missing is a
warning). Encoding knows nothing of the analysis: it writes the text layer only.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from edition.core.atomic import write_bytes
from edition.core.edition import Edition, EditionError, Source
from edition.core.tei import parse_bytes
from edition.encode import kanripo, witness
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


def tei_bytes(ed: Edition, s: Source) -> tuple[bytes, str, list[str]]:
    """The fresh TEI of a source: (bytes, one-line summary, notes)."""
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


def kanripo_tei(ed: Edition, s: Source) -> tuple[bytes, str, list[str]]:
    """The TEI of a Kanripo witness (:mod:`edition.encode.kanripo`), checked to give back the
    raw file byte for byte."""
    text = witness.source_text(ed, s)
    doc = kanripo.parse(text, s.file)
    meta = {"title": s.title_zh or None, "sha256": s.sha256 or None,
            "repository": s.extra.get("kanripo"), "label": s.extra.get("label"),
            "edition_name": s.extra.get("edition_name")}
    data = serialize(kanripo.to_tei(doc, {x: v for x, v in meta.items() if v}))
    back = kanripo.diplomatic(parse_bytes(data, f"tei/{s.id}.xml"))
    if back != text:
        a, b = back.split("\n"), text.split("\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise WitnessError(s.file, line, "the TEI would not reproduce this line (importer bug)")
    kinds = [b.kind for b in doc.blocks]
    pages = sum(1 for ln in doc.lines if ln.kind == "pb")
    texts = sum(1 for ln in doc.lines if ln.kind == "text")
    summary = (f"kanripo: {pages} pages, {texts} lines, {kinds.count('p')} paragraphs, "
               f"{kinds.count('head')} headings, {kinds.count('diagram')} diagrams, "
               f"{len(doc.glyphs)} glyph codes")
    return data, summary, list(doc.warnings)


def encode(ed: Edition, s: Source | str, *, check: bool = False, force: bool = False) -> Result:
    """Encode one source into ``tei/<id>.xml`` (``check``: compare only)."""
    s = ed.source(s)
    target = ed.tei_path(s)
    data, summary, notes = tei_bytes(ed, s)
    rel = f"tei/{target.name}"
    existing = target.read_bytes() if target.exists() else None
    diffs = diff_tei(existing, data, rel) if existing is not None else []
    if check:
        state = "missing" if existing is None else "differs" if diffs else "same"
        return Result(target, state, summary, diffs, notes)
    if diffs and not force:
        return Result(target, "refused", summary, diffs, notes)
    if existing == data:
        return Result(target, "unchanged", summary, [], notes)
    ed.require_writable(f"write {rel}")
    write_bytes(target, data)
    return Result(target, "written", summary, [], notes)
