"""Witnesses into an edition: a raw file read and added to the manifest, and read back from its TEI.

    ed, added = add_witness(ed, Path("KR3g0031_005.txt"), fmt="kanripo", title="…")
    text = rebuilt_text(ed, "KR3g0031_005")      # the raw file, from its TEI text layer

The raw bytes are copied into ``sources/`` unchanged and never touched again; the manifest
entry records id (the file stem), file, title, format and sha256. Adding the same file again
changes nothing (idempotent); a different file under an existing id is refused.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace
from pathlib import Path

from edition.core.atomic import write_bytes
from edition.core.edition import (RESERVED_SIGLA, SIGLUM, SOURCE_ID, Copy, Edition, EditionError,
                                  Source, write_manifest)
from edition.core.tei import TeiError
from edition.encode import epub, formats, office, reader
from engine import lexicon as lx


class WitnessError(TeiError):
    """A witness file that cannot be imported (``file:line: message``)."""


BOM = "\ufeff".encode("utf-8")


# the legacy encodings a Chinese transcription may come in (Big5 for traditional script, GB18030
# for simplified, a superset of GB2312 and GBK; Shift-JIS as Windows writes it, cp932, for a
# Japanese edition: Aozora Bunko's files are Shift-JIS): a file that is not UTF-8 is read in the
# one that decodes it and holds more of the texts' own words (the stems and branches, 日, 時, 將,
# 傳), stored as UTF-8, the importer saying so (a round-46 red-team book saved in Big5,
# tests/data/redteam/liuren_big5.txt; its review's Shift-JIS copy of an Aozora transcription,
# tests/data/review_round46/rv46_sjis.txt, refused before). A file that starts with UTF-16's
# byte-order mark (Windows Notepad's 「Unicode」) is read as UTF-16 on the same terms.
LEGACY = ("big5", "gb18030", "cp932")
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_OWN_WORDS = frozenset(lx.STEMS + lx.BRANCHES + "日時时將将傳传課课")


def raw_of(path: Path) -> tuple[bytes, str | None]:
    """The bytes of a file to import, a word processor's document as its text (:mod:`.office`), a
    UTF-8 byte-order mark at its start dropped (a
    spreadsheet's 「CSV UTF-8」 export writes one: it is no text of the book), a file in a legacy
    encoding as UTF-8 (:func:`legacy_encoding`), form feeds dropped (:func:`page_breaks`); and
    what was done to them, for the importer to say (None: nothing)."""
    raw = path.read_bytes()
    done = []
    if office.is_office(raw):                # (a .docx, .odt or .epub: .office, .epub)
        try:
            text, said = (epub.text_of if epub.is_epub(raw) else office.text_of)(raw)
        except office.OfficeError as e:
            raise WitnessError(path, 0, str(e)) from None
        raw = text.encode("utf-8")
        done.append(said)
    bom = raw.startswith(BOM)
    raw = raw[len(BOM):] if bom else raw
    legacy = legacy_encoding(raw)
    if legacy:
        enc, text = legacy
        raw = text.encode("utf-8")
        done.append(f"not UTF-8; read as {enc} and stored as UTF-8")
    elif bom:
        done.append("a UTF-8 byte-order mark at its start, dropped (no text of the book)")
    raw, pages = page_breaks(raw)
    if pages:
        done.append(pages)
    raw, colours = terminal_codes(raw)
    if colours:
        done.append(colours)
    return raw, "; ".join(done) or None


# a terminal's escape sequences (ANSI/ECMA-48: 「ESC [ 1;33 m」 colours, cursor moves), kept by a
# BBS article saved from its terminal (a round-51 red-team article, tests/data/redteam/
# liuren_ptt.txt): no text of the book, and XML cannot hold ESC; dropped at import, their lines
# named (a lone ESC, a broken sequence, is dropped too)
# (an OSC, a window's title, 「ESC ] 0;PTT Fortune BEL」 or ending 「ESC \」, whole; 「ESC * s」, a
# charset's designation, whole: a review of the change, tests/data/review_round51)
_ESCAPES = re.compile(rb"\x1b(?:\][^\x07\x1b]*(?:\x07|\x1b\\)?|\[[0-?]*[ -/]*[@-~]|[ -/]+[0-~]|[@-Z\\-_]|)")


def terminal_codes(raw: bytes) -> tuple[bytes, str | None]:
    """``raw`` without its terminal escape sequences, and what was done (None: it had none)."""
    if b"\x1b" not in raw:
        return raw, None
    count, shown = len(_ESCAPES.findall(raw)), _lines_with(raw, b"\x1b")[1]
    return _ESCAPES.sub(b"", raw), (f"{count} terminal escape sequence(s) (a BBS's colours) on "
                                    f"line(s) {shown}, dropped (no text of the book)")


def _lines_with(raw: bytes, byte: bytes) -> tuple[int, str]:
    """How many lines of ``raw`` hold ``byte``, and those lines said (the first eight)."""
    lines = [n for n, t in enumerate(raw.split(b"\n"), 1) if byte in t]
    return len(lines), ", ".join(map(str, lines[:8])) + (", …" if len(lines) > 8 else "")


# a printout's page breaks: 「pdftotext -layout」 writes a form feed (U+000C) where each page after
# the first begins (a round-47 red-team article, tests/data/redteam/liuren_pdf.txt:55), which XML
# cannot hold: dropped at import, the lines they began named (the pages' running heads and
# numbers are lines of their own, kept), every line where it was
def page_breaks(raw: bytes) -> tuple[bytes, str | None]:
    """``raw`` without its form feeds, and what was done (None: it had none)."""
    if b"\x0c" not in raw:
        return raw, None
    count, shown = _lines_with(raw, b"\x0c")
    return raw.replace(b"\x0c", b""), (f"{count} form feed(s) (a printout's page breaks) "
                                        f"on line(s) {shown}, dropped (no text of the book)")


def legacy_encoding(raw: bytes) -> tuple[str, str] | None:
    """The legacy encoding of a file that is not UTF-8 (:data:`LEGACY`: the one whose text holds
    the most of the texts' own words, a twentieth of its characters at least) and the file's text
    in it (its byte-order mark dropped), or None (UTF-8, or none of them)."""
    try:
        raw.decode("utf-8")
        return None
    except UnicodeDecodeError:
        pass
    best, score = None, 0.0
    for enc in ("utf-16",) if raw[:2] in UTF16_BOMS else LEGACY:
        try:
            text = raw.decode(enc)
        except UnicodeDecodeError:
            continue
        text = text.removeprefix("\ufeff")
        han = [ch for ch in text if "\u4e00" <= ch <= "\u9fff"]
        own = sum(ch in _OWN_WORDS for ch in han) / max(1, len(han))
        if own > score:
            best, score = (enc, text), own
    return best if score >= 0.05 else None


def decode(raw: bytes, where) -> str:
    """The text of a raw witness: UTF-8, no byte-order mark, not empty."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise WitnessError(where, raw[:e.start].count(b"\n") + 1,
                           f"not UTF-8 text (byte {e.start}), nor Big5, GB18030, Shift-JIS or "
                           "UTF-16 text of this kind; save it as UTF-8") from None
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


@dataclass(frozen=True)
class Added:
    source: Source
    state: str           # "added" | "unchanged"
    siglum: str = ""     # a witness added to the source (``liuren import PATH --witness S``)


def _entry(path: Path, text: str, fmt: str, title: str, extra: dict) -> Source:
    sid = path.stem
    if not SOURCE_ID.fullmatch(sid):
        raise WitnessError(path, 0, f"the file name {path.name!r} cannot be a source id (ASCII "
                           "letters, digits, '_', '-', '.'; the stem becomes the id)")
    with open(path, "rb") as f:
        name = office.stored_name(path.name, f.read(8))
    return Source(id=sid, file=name, format=fmt, title_zh=title,
                  sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(), extra=extra)


def add_witness(ed: Edition, path: Path, *, fmt: str, title: str, extra: dict | None = None,
                raw: bytes | None = None) -> tuple[Edition, Added]:
    """Copy ``path`` into the edition's ``sources/`` (bytes unchanged) and list it in the
    manifest (``raw``: its bytes as :func:`raw_of` gives them, when the caller has them already:
    a document is not read as text twice). Returns the new edition value."""
    ed.require_writable(f"import {path}")
    raw = raw_of(path)[0] if raw is None else raw
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


def copy_text(ed: Edition, s: Source | str, siglum: str) -> str:
    """The raw text of witness ``siglum`` of a source (``sources/<siglum>/<file>``)."""
    s = ed.source(s)
    p = ed.witness_path(s, siglum)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise WitnessError(p, 0, f"no such file (witness {siglum} of {s.id} in "
                           f"{ed.manifest_path})") from None
    return decode(raw, p)


def rebuilt_text(ed: Edition, s: Source | str, siglum: str | None = None) -> str:
    """The raw text of a witness rebuilt from its TEI text layer (``tei/<id>.xml``, or
    ``tei/<siglum>/<id>.xml``), checked against the sha256 the manifest records for its
    raw file: the edition loses nothing."""
    s = ed.source(s)
    path = ed.tei_path(s, siglum)
    if not path.exists():
        raise WitnessError(path, 0, "no TEI text layer (run `liuren import`)")
    text = formats.of(s).diplomatic(reader.load(path))
    want = s.sha256 if siglum in (None, s.base_siglum) else s.copy(siglum).sha256
    got = hashlib.sha256(text.encode("utf-8")).hexdigest()
    if want and got != want:
        raise WitnessError(path, 0, f"the text rebuilt from it is not {s.witness_file(siglum)} "
                           f"(sha256 {got[:12]}…, the manifest says {want[:12]}…)")
    return text


def check_siglum(s: Source, siglum: str, base_siglum: str) -> None:
    """A siglum names a folder of sources/ and tei/ and is an xml:id: one line if it cannot."""
    if not SIGLUM.fullmatch(siglum) or siglum in RESERVED_SIGLA:
        raise EditionError(f"witness siglum {siglum!r}: use ASCII letters, digits, '_' or '-' "
                           "(starting with a letter), not a folder name of tei/ ("
                           + ", ".join(sorted(RESERVED_SIGLA)) + ")")
    if siglum == base_siglum:
        raise EditionError(f"{s.id}: {siglum} is already the siglum of its base witness "
                           f"({s.file})")


def add_copy(ed: Edition, s: Source, path: Path, siglum: str, name: str, *,
             base_siglum: str, base_name: str) -> tuple[Edition, Added]:
    """Add ``path`` as witness ``siglum`` of source ``s``: its bytes copied unchanged to
    ``sources/<siglum>/<file name of s>``, the manifest entry of ``s`` given a
    ``[[source.witness]]`` (siglum, name, file, sha256) and, the first time, the base
    witness's siglum and name. Adding the same bytes again changes nothing; other bytes
    under a siglum already listed are refused."""
    ed.require_writable(f"import {path} as witness {siglum}")
    s = ed.source(s)
    base_siglum = s.siglum or base_siglum
    check_siglum(s, siglum, base_siglum)
    raw = raw_of(path)[0]
    decode(raw, path)
    new = Copy(siglum, name or siglum, f"{siglum}/{s.file}", hashlib.sha256(raw).hexdigest())
    target = ed.sources_dir / new.file
    have = target.read_bytes() if target.exists() else None
    old = next((c for c in s.copies if c.siglum == siglum), None)
    if old is not None and have == raw:
        return ed, Added(s, "unchanged", siglum)
    if have is not None and have != raw:
        raise WitnessError(path, 0, f"the edition already has a different witness {siglum} of "
                           f"{s.id} ({target})")
    write_bytes(target, raw)
    copies = tuple(c for c in s.copies if c.siglum != siglum) + (new,)
    s2 = replace(s, siglum=base_siglum, witness_name=s.witness_name or base_name,
                 copies=copies)
    ed = ed.with_sources([s2 if x.id == s.id else x for x in ed.sources])
    write_manifest(ed)
    return ed, Added(s2, "added", siglum)


__all__ = ["WitnessError", "decode", "source_text", "add_witness", "Added",
           "copy_text", "add_copy", "rebuilt_text", "check_siglum", "EditionError"]
