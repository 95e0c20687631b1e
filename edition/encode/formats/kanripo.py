"""The Kanseki Repository's format, ``kanripo`` (mandoku: :mod:`edition.encode.kanripo`, which
parses it, writes its TEI and reads it back). A file is one juan; a repository folder
(``Readme.org`` and ``KR…_NNN.txt``) gives the juan's order, labels and the names of its
editions. The juan of one text id are one book (``KR3g0031_000`` … ``KR3g0031_006``:
``KR3g0031``). Its text layer is blocks across lines, the print's pages and lines as
milestones; it carries no emendation (a Kanripo text has no commentary).
"""
from __future__ import annotations

import re
from pathlib import Path

from edition.core.edition import Edition, Source
from edition.core.tei import TeiError, T, parse_bytes, witness_rows
from edition.encode.kanripo import (diplomatic, is_kanripo, paragraphs, parse, read_repository,
                                    to_tei)
from edition.encode.reader import Passage, source_file
from edition.encode.serialize import serialize

from .base import Encoded, Entry, Folder, Unit, register

# a Kanripo juan: the text's id, then its juan (KR3g0031_005.txt, README *Editions*)
JUAN = re.compile(r"(KR[0-9A-Za-z]+)_[0-9]{3}")
MASTER = "master"           # the repository's normalised branch, the base when no other is named
# the analysis' kind of each block (a trailer, the juan's closing title, is a heading)
UNIT_KINDS = {"p": "p", "head": "head", "trailer": "head", "diagram": "diagram", "row": "row"}


def _extra(path: Path, text: str, repo=None) -> dict:
    """What the manifest keeps of a Kanripo juan: its repository, base edition and label."""
    doc = parse(text, path.name)
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


def kanripo_tei(s: Source, text: str, file: str, sha256: str | None) -> Encoded:
    """The TEI of a Kanripo witness of ``s`` (its raw ``text``, ``file`` and ``sha256``),
    checked to give back the raw file byte for byte."""
    doc = parse(text, file)
    meta = {"title": s.title_zh or None, "sha256": sha256 or None,
            "repository": s.extra.get("kanripo"), "label": s.extra.get("label"),
            "edition_name": s.extra.get("edition_name") if file == s.file else None,
            "witnesses": witness_rows(s)}
    data = serialize(to_tei(doc, {x: v for x, v in meta.items() if v}))
    back = diplomatic(parse_bytes(data, f"tei/{s.id}.xml"))
    if back != text:
        a, b = back.split("\n"), text.split("\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        raise TeiError(file, line, "the TEI would not reproduce this line (importer bug)")
    kinds = [b.kind for b in doc.blocks]
    pages = sum(1 for ln in doc.lines if ln.kind == "pb")
    texts = sum(1 for ln in doc.lines if ln.kind == "text")
    summary = (f"kanripo: {pages} pages, {texts} lines, {kinds.count('p')} paragraphs, "
               f"{kinds.count('head')} headings, {kinds.count('diagram')} diagrams, "
               f"{len(doc.glyphs)} glyph codes")
    return Encoded(data, summary, list(doc.warnings))


class Kanripo:
    """The Kanripo format (see the module doc)."""
    name = "kanripo"
    line_units = False

    def detect(self, text: str) -> bool:
        return is_kanripo(text)

    def owns(self, root) -> bool:
        """A ``div[@type='juan']`` of pages and lines, not one element per line."""
        return root.find(f"{T}text/{T}body/{T}div[@type='juan']") is not None

    def entry(self, path: Path, text: str, folder: Folder | None = None) -> Entry:
        """Titled by its Readme's label in a repository folder, else by its header's title
        and juan."""
        repo = folder.context if folder is not None else None
        if repo is not None:
            title = {j.file: j.label for j in repo.toc}.get(path.name, path.stem)
        else:
            doc = parse(text, path.name)
            title = " ".join(x for x in (doc.title, doc.juan) if x) or path.stem
        return Entry(title, _extra(path, text, repo))

    def folder(self, path: Path) -> Folder | None:
        """A repository folder: its ``Readme.org`` gives the juan's order and labels and the
        editions' names (any folder is read as one)."""
        if not path.is_dir():
            return None
        repo = read_repository(path)
        return Folder(repo.files, dict(repo.editions), repo.warnings,
                      "no Kanripo juan files in this folder (a repository folder holds "
                      "Readme.org and KR…_NNN.txt files)", self.name, repo)

    def encode(self, ed: Edition, s: Source, text: str, siglum: str | None = None) -> Encoded:
        if siglum is not None and siglum != s.base_siglum:
            c = s.copy(siglum)
            return kanripo_tei(s, text, c.file, c.sha256 or s.sha256)
        return kanripo_tei(s, text, s.file, s.sha256)

    def diplomatic(self, tree) -> str:
        return diplomatic(tree)

    def reading(self, tree) -> str:
        """No corrections: the diplomatic text."""
        return diplomatic(tree)

    def passages(self, tree) -> list:
        """The blocks as passages: ``text`` is the reading string of
        :func:`edition.encode.kanripo.paragraphs` (notes inline in （…）, line breaks removed)."""
        src = source_file(tree)
        return [Passage(id=p.id, source=src, line=p.line, lang="lzh", text=p.text,
                        reading=p.text, corresp=None, div=()) for p in paragraphs(tree)]

    def units(self, tree) -> list[Unit]:
        """Every block (paragraph, heading, 課式 diagram, table row) with the raw (line,
        column) of each run of its text."""
        return [Unit(line=p.line, text=p.text, reading=p.text, lang="lzh", id=p.id,
                     kind=UNIT_KINDS.get(p.kind, p.kind),
                     offsets=tuple((a, ln, col) for a, (ln, col) in zip(p.starts, p.points)))
                for p in paragraphs(tree)]

    def emendations(self, tree) -> list:
        return []

    def book(self, source_id: str) -> str:
        m = JUAN.fullmatch(source_id)
        return m.group(1) if m else source_id

    def base_witness(self, s: Source, text: str) -> tuple[str, str | None]:
        """The header's ``WITNESS`` (HFL), else ``master``, Kanripo's normalised branch."""
        sig = (parse(text, s.file).prop("WITNESS") or "").strip() or MASTER
        return sig, "Kanripo master (characters normalised)" if sig == MASTER else None

    def witness_name(self, path: Path, siglum: str) -> str:
        """The Kanripo header's ``SOURCE``, else the siglum."""
        try:
            doc = parse(path.read_bytes().decode("utf-8"), path.name)
        except ValueError:
            return siglum
        return (doc.prop("SOURCE") or "").strip() or siglum

    def what(self, s: Source) -> str:
        """Its text, juan and base edition as its manifest entry records them (from the
        file's header and the repository's ``Readme.org``)."""
        x = s.extra
        base = " ".join(v for v in (x.get("edition_name"), f"({x['base_edition']})"
                                    if x.get("base_edition") else "") if v)
        return (f"{x.get('label') or s.title_zh}: Kanripo text {x.get('kanripo') or s.id}"
                + (f", base edition {base}" if base else "")
                + "; the classical Chinese as the Kanseki Repository transcribes it, without "
                  "translation or commentary.")


KANRIPO = register(Kanripo())
