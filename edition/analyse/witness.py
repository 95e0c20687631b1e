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
from edition.encode import formats, reader
from edition.encode.formats import Format, Unit


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
    def format(self) -> Format:
        """The format of its raw file (:mod:`edition.encode.formats`), which reads its text
        layer."""
        return formats.of(self.source)

    @cached_property
    def text(self) -> str:
        return self.format.diplomatic(self.tree)

    @cached_property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    @cached_property
    def passages(self) -> list:
        return self.format.passages(self.tree)

    @property
    def line_units(self) -> bool:
        """Its units are its raw lines (a plain witness), not blocks across lines (Kanripo)."""
        return self.format.line_units

    def units(self) -> list[Unit]:
        """What the detectors scan: every passage of a plain witness with its printed and
        reading text; every block of a Kanripo witness (paragraph, heading, 課式 diagram,
        table row) with the raw (line, column) of each run of its text
        (:meth:`edition.encode.formats.Format.units`)."""
        return list(self._units)

    @cached_property
    def _units(self) -> list[Unit]:
        return self.format.units(self.tree)

    @cached_property
    def emendation_records(self) -> list:
        """The commentary's emendations as its text layer encodes them, with the offset of
        each printed reading in its line (:meth:`edition.encode.formats.Format.emendations`:
        ``choice/sic/corr`` and the other inline elements, the notes of ``back``): the
        checker applies them to an example's words to read its proposed correction."""
        return self.format.emendations(self.tree)


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
