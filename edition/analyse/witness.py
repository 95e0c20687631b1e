"""The encoded text as the analysis reads it: one :class:`Witness` per source of an edition.

The analysis stage reads only what the encoder wrote (``tei/<id>.xml``, the text layer) and
the edition's curation files; it never reads ``sources/`` directly, so whatever the encoder
understood (notes, gaps, emendations, pages and lines of a Kanripo witness) is what every
analysis sees.

    ws = witnesses(ed)                 # every source, in manifest order
    w.lines                            # the diplomatic text, line by line (= the raw file)
    w.units()                          # [Unit(line, text, reading, lang, locate)] to scan
    w.emendation_records               # the commentary's emendations with their offsets
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from edition.core.edition import Edition, EditionError, Source
from edition.core.tei import TeiError
from edition.encode import emend, kanripo, reader


@dataclass(frozen=True)
class Unit:
    """A stretch of text the analysis scans as one string: a line of a plain witness, a
    paragraph of a Kanripo witness. ``locate(offset)`` gives the raw ``(line, column)`` of a
    character of ``text``."""
    line: int                      # the raw line where the unit starts
    text: str                      # the printed text (notes inline as （…）)
    reading: str                   # the same with the commentary's corrections applied
    lang: str = "lzh"
    kind: str = "p"
    id: str = ""                   # the TEI element's xml:id
    offsets: tuple = ()            # ((offset, line, column), …) where a new raw line starts

    def locate(self, offset: int) -> tuple[int, int]:
        """(raw line, column) of ``text[offset]``."""
        line, col0, off0 = self.line, 0, 0
        for off, ln, col in self.offsets:
            if off > offset:
                break
            line, col0, off0 = ln, col, off
        return line, col0 + (offset - off0)


@dataclass
class Witness:
    """One source of the edition with its TEI text layer."""
    edition: Edition
    source: Source
    tree: object = field(repr=False)

    @property
    def id(self) -> str:
        return self.source.id

    @property
    def file(self) -> str:
        return self.source.file

    @property
    def key(self) -> str:
        return self.source.key

    @cached_property
    def text(self) -> str:
        return reader.diplomatic(self.tree)

    @cached_property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    @cached_property
    def passages(self) -> list:
        return reader.passages(self.tree)

    @property
    def kanripo(self) -> bool:
        return reader.is_kanripo(self.tree)

    def units(self) -> list[Unit]:
        """What the detectors scan: every passage, with its printed and reading text; for a
        Kanripo witness every block (paragraph, heading, 課式 diagram, table row) with the
        raw (line, column) of each run of its text (:func:`edition.encode.kanripo.paragraphs`)."""
        if self.kanripo:
            return self._kanripo_units
        return [Unit(line=p.line, text=p.text, reading=p.reading, lang=p.lang, id=p.id or "",
                     kind="head" if p.line == 1 else "p")
                for p in self.passages]

    @cached_property
    def _kanripo_units(self) -> list[Unit]:
        kinds = {"p": "p", "head": "head", "trailer": "head", "diagram": "diagram", "row": "row"}
        return [Unit(line=p.line, text=p.text, reading=p.text, lang="lzh", id=p.id,
                     kind=kinds.get(p.kind, p.kind),
                     offsets=tuple((s, ln, col) for s, (ln, col) in zip(p.starts, p.points)))
                for p in kanripo.paragraphs(self.tree)]

    @cached_property
    def emendation_records(self) -> list:
        """The commentary's emendations with their character offsets
        (:func:`edition.encode.emend.find_emendations`): the checker applies them to an
        example's words to read its proposed correction."""
        if self.source.format != "plain":
            return []
        cur = self.edition.curation("emendations")
        return emend.find_emendations(self.key, self.lines,
                                      curation_path=cur if cur.exists() else None)


def load_witness(ed: Edition, s: Source | str) -> Witness:
    s = ed.source(s)
    path = ed.tei_path(s)
    if not path.exists():
        raise EditionError(f"{path}: no TEI for source {s.id} yet (run `liuren import` in the "
                           "edition first)")
    return Witness(ed, s, _tree(path))


_TREES: dict = {}


def _tree(path: Path):
    """Parsed once per file content (path and modification time)."""
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    t = _TREES.get(key)
    if t is None:
        try:
            t = reader.load(path)
        except TeiError:
            raise
        _TREES.clear() if len(_TREES) > 64 else None
        _TREES[key] = t
    return t


def witnesses(ed: Edition, only: str | None = None) -> list[Witness]:
    """The witnesses of the edition (or those ``only`` names: an id, key or prefix)."""
    return [load_witness(ed, s) for s in ed.select_sources(only)]
