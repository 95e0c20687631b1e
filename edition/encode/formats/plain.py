"""The corpus's own format, ``plain`` (corpus README): a heading on line 1, then paragraphs
one per line separated by blank lines, a classical-Chinese paragraph followed by the Korean
paragraph that translates and comments it. Encoded one element per line by
:mod:`edition.encode.build` with the commentary's emendations (:mod:`edition.encode.emend`)
and the edition's divisions; read back by :mod:`edition.encode.reader`.

It is the default format: a raw file no other format recognises is plain.
"""
from __future__ import annotations

from pathlib import Path

from edition.core.edition import Edition, Source
from edition.core.tei import witness_rows
from edition.encode import build, emend, reader, structure
from engine.values import day_name

from .base import Encoded, Entry, Folder, Unit, register

# Line 1 of a plain witness is its heading (build.py; the corpus README) and becomes its title.
# A line 1 that states a cast instead (a day such as 甲子日 and a word a cast is stated in, as
# 003:59 「元首課：上克下，三傳巳丑酉」) is not a title: the import says so (one line, file:1).
DAYS = tuple(day_name(i) + "日" for i in range(60))
CAST_WORDS = ("傳", "加", "將", "時", "課", "發用")


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


def import_source(ed: Edition, s: Source | str, text: str | None = None
                  ) -> tuple[bytes, build.Built]:
    """The TEI text layer of a plain source of the edition (bytes, checked lossless) and what
    the encoder had to leave stand-off: its emendations found in the commentary (with the
    edition's curation), its divisions from the edition's curation. ``text``: the raw file
    (default: read from ``sources/``)."""
    return _import(ed, s, text)[:2]


def _import(ed: Edition, s: Source | str, text: str | None = None):
    """:func:`import_source`, and the commentary's proposals no record places (emend.proposals:
    one reading of the commentary for both)."""
    s = ed.source(s)
    text = ed.read_text(s) if text is None else text
    cur = ed.curation("emendations")
    records, left = emend.proposals(s.key, text.split("\n"),
                                    curation_path=cur if cur.exists() else None)
    divs = structure.divisions(ed.curation("divisions"))
    meta = {**s.meta, "witnesses": witness_rows(s)}
    data, built = build.import_text(s.id, text, file_name=s.file, meta=meta, records=records,
                                    divs=divs.get(s.id, []) + divs.get(s.key, [])
                                    if s.key != s.id else divs.get(s.id, []))
    return data, built, left


def _not_placed(s: Source, text: str, left: list) -> list[str]:
    """The commentary's words that propose an emendation no record places (``left``: their
    detector hits; the printed words stand more than once, or it is said in words the detectors
    do not parse): one line each, for the editor to curate (tei/curation/emendations.toml)."""
    lines = text.split("\n")
    out = []
    for c in left:
        words = lines[c.ko_line - 1][max(0, c.span[0] - 12):c.span[1] + 12]
        out.append(f"{s.file}:{c.ko_line}: a proposal of the commentary not placed ({c.kind}): "
                   f"…{words}…; curate it in tei/curation/emendations.toml")
    return out


class Plain:
    """The corpus format (see the module doc)."""
    name = "plain"
    line_units = True

    def detect(self, text: str) -> bool:
        return True

    def owns(self, root) -> bool:
        return True

    def entry(self, path: Path, text: str, folder: Folder | None = None) -> Entry:
        title, warning = plain_title(text, path)
        return Entry(title, {}, [warning] if warning else [])

    def folder(self, path: Path) -> Folder | None:
        return None

    def encode(self, ed: Edition, s: Source, text: str, siglum: str | None = None) -> Encoded:
        """The base witness with the commentary's emendations and the divisions; another
        witness with the same encoder on its own text (no emendations, no divisions: the
        commentary is the base's)."""
        if siglum is not None and siglum != s.base_siglum:
            c = s.copy(siglum)
            meta = {"id": s.id, "file": c.file, "title_zh": s.title_zh, "sha256": c.sha256,
                    "witnesses": witness_rows(s)}
            data, built = build.import_text(s.id, text, file_name=c.file, meta=meta)
            return Encoded(data, f"witness {siglum}: {built.counts['passages']} passages")
        data, built, left = _import(ed, s, text)
        c = built.counts
        summary = (f"{c['passages']} passages ({c['zh']} zh, {c['ko']} ko), {c['notes']} notes, "
                   f"{c['gaps']} gaps, {c['emendations']} emendations ({c['inline']} inline), "
                   f"{c['tables']} tables, {c['items']} items"
                   + (f", {c['figures']} figures" if c.get("figures") else ""))
        notes = [f"{r.id} ({r.type}, {s.file}:{r.zh_line}): stand-off only: {why}"
                 for r, why in built.standoff_only]
        left = _not_placed(s, text, left)
        if left:
            summary += f"; {len(left)} of the commentary's proposals not placed (-v lists them)"
            notes += left
        return Encoded(data, summary, notes)

    def diplomatic(self, tree) -> str:
        return reader.diplomatic(tree)

    def reading(self, tree) -> str:
        return reader.reading(tree)

    def passages(self, tree) -> list:
        return reader.passages(tree)

    def units(self, tree) -> list[Unit]:
        """Every passage, a line each (line 1, the heading, is a ``head``)."""
        return [Unit(line=p.line, text=p.text, reading=p.reading, lang=p.lang, id=p.id or "",
                     kind="head" if p.line == 1 else "p")
                for p in reader.passages(tree)]

    def emendations(self, tree) -> list:
        return reader.emendation_records(tree)

    def book(self, source_id: str) -> str:
        return source_id

    def base_witness(self, s: Source, text: str) -> tuple[str, str | None]:
        return "base", None

    def witness_name(self, path: Path, siglum: str) -> str:
        return siglum

    def what(self, s: Source) -> str:
        return f"A text imported as it is from {s.file}."


PLAIN = register(Plain(), default=True)
