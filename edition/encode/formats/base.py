"""The protocol every witness format implements (:class:`Format`), the values it hands on
(:class:`Unit`, :class:`Encoded`, :class:`Folder`), and the registry of formats by name.

The registry is python-chess's registry of variants: each format is one object with its name,
kept in :data:`FORMATS` by :func:`register`, found by name (:func:`get`, :func:`of` for a
source of an edition) or by looking at a raw file (:func:`detect`) or at a text layer
(:func:`of_layer`). The format registered as the default (``plain``) answers when no other
recognises what it is shown.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from edition.core.edition import Edition, EditionError, Source
from edition.core.tei import root_of


class UnknownFormat(EditionError):
    """A format name no module registers (a manifest's ``format``): one line naming the known ones."""


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


@dataclass(frozen=True)
class Encoded:
    """A witness encoded as TEI: its bytes (checked to give back the raw file), a one-line
    summary of what was encoded, and notes (what could only be encoded stand-off, warnings)."""
    data: bytes
    summary: str
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Entry:
    """What the manifest records of a new witness: its title and the format's own fields,
    and warnings to show (``file:line: message``)."""
    title: str
    extra: dict = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Folder:
    """A folder of witnesses in one format: its files in reading order, the names of the
    editions it describes (siglum → name), warnings, what such a folder holds (said when it
    holds no witness), the name of the format that read it, and what that format keeps of
    it for :meth:`Format.entry`."""
    files: tuple[Path, ...]
    names: dict = field(default_factory=dict)
    warnings: tuple[str, ...] = ()
    holds: str = ""
    format: str = ""
    context: object = None


class Format(Protocol):
    """A format of raw witness: how it is recognised, encoded as a TEI text layer and read
    back, and what the analysis scans in it. Every method is pure but :meth:`folder` (which
    reads the folder it is given); ``tree`` is a parsed text layer (tree or root)."""

    name: str
    """The manifest's ``format`` of its sources."""
    line_units: bool
    """The analysis' units are the raw file's lines, one element of the text layer each (``@n``
    its line, an example's offsets those of its line); else blocks across lines, the print's
    pages and lines as milestones."""

    def detect(self, text: str) -> bool:
        """A raw file in this format."""

    def owns(self, root) -> bool:
        """A text layer this format wrote."""

    def entry(self, path: Path, text: str, folder: Folder | None = None) -> Entry:
        """The manifest entry of a new witness ``path`` (its raw ``text``; ``folder``: the
        folder it was found in)."""

    def folder(self, path: Path) -> Folder | None:
        """The witnesses of a folder laid out as this format's (None: not such a folder)."""

    def encode(self, ed: Edition, s: Source, text: str, siglum: str | None = None) -> Encoded:
        """The TEI text layer of source ``s`` (or of its witness ``siglum``, whose raw text is
        ``text``), checked to give back ``text`` byte for byte."""

    def diplomatic(self, tree) -> str:
        """The raw file, byte for byte."""

    def reading(self, tree) -> str:
        """The raw file's lines with every correction of the text layer applied."""

    def passages(self, tree) -> list:
        """The passages of the text layer (:class:`edition.encode.reader.Passage`)."""

    def units(self, tree) -> list[Unit]:
        """What the analysis scans, with the raw position of every character."""

    def emendations(self, tree) -> list:
        """The emendations the text layer encodes (:class:`edition.encode.emend.Emendation`,
        with the offset of the printed reading in its line), read from its markup."""

    def book(self, source_id: str) -> str:
        """The book (one work) a source of this format belongs to."""

    def base_witness(self, s: Source, text: str) -> tuple[str, str | None]:
        """The siglum of a source's base witness and its name (None: the folder's or the
        manifest's), recorded when another witness is added."""

    def witness_name(self, path: Path, siglum: str) -> str:
        """The name of witness ``siglum`` (raw file ``path``) when no folder names it."""

    def what(self, s: Source) -> str:
        """One sentence saying what the witness is, when its manifest says nothing."""


FORMATS: dict[str, Format] = {}
DEFAULT: list[Format] = []          # the format of whatever no other recognises


def register(fmt: Format, *, default: bool = False) -> Format:
    """Add a format to the registry (a second format of the same name replaces the first)."""
    FORMATS[fmt.name] = fmt
    if default:
        DEFAULT[:] = [fmt]
    return fmt


def get(name: str) -> Format:
    """The format registered under ``name``."""
    try:
        return FORMATS[name]
    except KeyError:
        raise UnknownFormat(f"format {name!r} is not one of {', '.join(sorted(FORMATS))}") from None


def of(s: Source) -> Format:
    """The format of a source of an edition (its manifest's ``format``)."""
    try:
        return get(s.format)
    except UnknownFormat as e:
        raise UnknownFormat(f"source {s.id}: {e}") from None


def _specific() -> list[Format]:
    return [f for f in FORMATS.values() if f not in DEFAULT]


def detect(text: str) -> Format:
    """The format of a raw file: the first format that recognises it, else the default."""
    return next((f for f in _specific() if f.detect(text)), DEFAULT[0])


def of_layer(tree) -> Format:
    """The format of a text layer: the first format that owns it, else the default."""
    root = root_of(tree)
    return next((f for f in _specific() if f.owns(root)), DEFAULT[0])


def folder(path: Path) -> Folder | None:
    """The witnesses of a folder, read by the first format that knows its layout."""
    for f in list(_specific()) + DEFAULT:
        found = f.folder(path)
        if found is not None:
            return found
    return None


def book(s: Source) -> str:
    """The book (one work) a source belongs to (:meth:`Format.book`)."""
    return of(s).book(s.id)


def books(ed: Edition) -> dict[str, list[Source]]:
    """``{book: its sources}`` of an edition, in manifest order."""
    out: dict[str, list[Source]] = {}
    for s in ed.sources:
        out.setdefault(book(s), []).append(s)
    return out
