"""Witnesses into an edition: read a raw file, encode it, add it to the manifest.

    data, built = import_source(ed, "003")        # TEI bytes of a source of the edition
    ed, added = add_witnesses(ed, [Path("KR3g0031_005.txt")])   # copy raw bytes + manifest

The raw bytes are copied into ``sources/`` unchanged and never touched again; the manifest
entry records id (the file stem), file, title, format and sha256. Adding the same file again
changes nothing (idempotent); a different file under an existing id is refused.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from edition.core.atomic import write_bytes
from edition.core.edition import SOURCE_ID, Edition, EditionError, Source, write_manifest
from edition.encode import build, emend, structure
from edition.core.tei import TeiError


class WitnessError(TeiError):
    """A witness file that cannot be imported (``file:line: message``)."""


def decode(raw: bytes, where) -> str:
    """The text of a raw witness: UTF-8, no byte-order mark, not empty."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise WitnessError(where, raw[:e.start].count(b"\n") + 1,
                           f"not UTF-8 text (byte {e.start})") from None
    if text.startswith("\ufeff"):
        raise WitnessError(where, 1, "starts with a byte-order mark; remove it")
    if not text.strip():
        raise WitnessError(where, 1, "empty witness")
    return text


def source_text(ed: Edition, s: Source | str) -> str:
    s = ed.source(s)
    p = ed.source_path(s)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise WitnessError(p, 0, f"no such file (listed in {ed.manifest_path})") from None
    return decode(raw, p)


def import_source(ed: Edition, s: Source | str) -> tuple[bytes, build.Built]:
    """The TEI text layer of a source of the edition (bytes, checked lossless) and what the
    encoder had to leave stand-off."""
    s = ed.source(s)
    text = source_text(ed, s)
    lines = text.split("\n")
    cur = ed.curation("emendations")
    records = emend.find_emendations(s.key, lines, curation_path=cur if cur.exists() else None)
    divs = structure.divisions(ed.curation("divisions"))
    return build.import_text(s.id, text, file_name=s.file, meta=s.meta, records=records,
                             divs=divs.get(s.id, []) + divs.get(s.key, []) if s.key != s.id
                             else divs.get(s.id, []))


@dataclass(frozen=True)
class Added:
    source: Source
    state: str           # "added" | "unchanged"


def _entry(path: Path, text: str, fmt: str, title: str, extra: dict) -> Source:
    sid = path.stem
    if not SOURCE_ID.fullmatch(sid):
        raise WitnessError(path, 0, f"the file name {path.name!r} cannot be a source id (ASCII "
                           "letters, digits, '_', '-', '.'; the stem becomes the id)")
    return Source(id=sid, file=path.name, format=fmt, title_zh=title,
                  sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(), extra=extra)


def add_witness(ed: Edition, path: Path, *, fmt: str, title: str, extra: dict | None = None
                ) -> tuple[Edition, Added]:
    """Copy ``path`` into the edition's ``sources/`` (bytes unchanged) and list it in the
    manifest. Returns the new edition value."""
    ed.require_writable(f"import {path}")
    raw = path.read_bytes()
    text = decode(raw, path)
    new = _entry(path, text, fmt, title, extra or {})
    target = ed.sources_dir / new.file
    old = next((s for s in ed.sources if s.id == new.id), None)
    if old is not None:
        have = target.read_bytes() if target.exists() else None
        if have == raw and old.format == new.format:
            return ed, Added(old, "unchanged")
        if have is not None and have != raw:
            raise WitnessError(path, 0, f"the edition already has a different witness "
                               f"{new.id} ({target}); rename the file to import it beside")
    if not target.exists() or target.read_bytes() != raw:
        write_bytes(target, raw)
    sources = [s for s in ed.sources if s.id != new.id] + [new]
    ed = ed.with_sources(sources)
    write_manifest(ed)
    return ed, Added(new, "added")


__all__ = ["WitnessError", "decode", "source_text", "import_source", "add_witness", "Added",
           "EditionError"]
