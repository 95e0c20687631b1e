"""The values a parsed Kanripo file is made of (:class:`Doc`, its :class:`Line` and :class:`Block`
values, the inline :class:`Glyph` and :class:`Char`, the note :class:`Part`), the format's
constants, and :class:`KanripoError`."""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine import lexicon as lx
from engine.lexicon import BRANCHES, STEMS

INDENT = "\u3000"                 # 　 a full-width space: one character cell of the print
PILCROW = "¶"
BANNERS = ("欽定四庫全書",)       # the 四庫 series title opening every juan (005:8, 000:8)
ELEVATED = ("聖", "皇", "御")      # 抬頭: a line raised above its paragraph for the emperor (000:51, 000:55, 000:62)
HEAD_MAX = 12                     # a heading prints at most this many characters outside its notes
DEFAULT_WIDTH = 21                # 四庫全書 half-folio: 8 columns of 21 characters

PB_LINE = re.compile(r"<pb:([^<>]*)>¶")
PAGE_ID = re.compile(r"([A-Za-z][A-Za-z0-9]*)_([A-Za-z0-9]+)_([A-Za-z0-9]+-[A-Za-z0-9]+)")
GLYPH = re.compile(r"&(KR[0-9]+);")
INLINE = re.compile(r"&KR[0-9]+;|[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
NOTE_PART = re.compile(r"\(([^()]*)\)")
# layout a witness prints inside a text line, kept there as text of the line by :func:`parse`
# (lossless): ¶ and page ids after the text (KR5a0297-ZTDZ 「…在日辰後¶<md:KR5a0297_HFL_000-001b>¶」,
# the 涵芬樓 pages as md milestones, the 三家本 pages as <pb:…> at the end of a line or alone on
# a line without ¶). A collation reads them as layout, never as text.
INLINE_LAYOUT = re.compile(r"<(?:md|pb):[^<>]*>|¶")

# 課式 diagram rows (005:28-30), matched on a line's content (after its indentation; the
# patterns are unambiguous, hence linear): the 三傳 row is three single characters, each after
# the note of its general, then the notes of the lessons and the plate; the rows above and
# below are notes set out after the indentation or after a short label and three spaces or
# more (006:791 「陽神作𤣥武課　…」, 006:1048 「　加酉是四仲　…」).
_X = r"(?:&KR[0-9]+;|[^()/\u3000 ¶])"
_NOTE = r"\([^()]*\)"
TRANSMISSIONS_ROW = re.compile(rf"(?:(?:{_NOTE})?{_X}\u3000*){{2}}(?:{_NOTE})?{_X}(?:{_NOTE}|\u3000)*")
NOTES_ONLY = re.compile(rf"(?:{_NOTE}|\u3000)*")
LABEL = re.compile(r"[^()\u3000]+")
LABEL_HANG = re.compile(r"[^()\u3000]{1,4}\u3000+(?=[^\u3000])")   # 「嵗君　甲見甲之類…」 001:72
SPACED_HEAD = re.compile(r"[^\u3000]{1,8}(?:\u3000{2,}[^\u3000]{1,8})+")  # 「觀月經自任卦　　剛日伏吟　　名隔山照水」

SPACED_NOTES = re.compile(r"\)\u3000+\(")
# a heading of 干支 only (stems, branches and the glyphs a branch slot reads: engine/lexicon.py)
_BRANCH_GLYPHS = "".join(lx.glyphs("branch", "variant", "reading"))
GANZHI_HEADER = re.compile(f"[{STEMS}{BRANCHES}{_BRANCH_GLYPHS}]{{4,12}}")
JUAN_TITLE = re.compile("[卷巻][一二三四五六七八九十百〇]+$")


class KanripoError(ValueError):
    """A Kanripo folder or a TEI tree that cannot be read: one line naming what and where."""


@dataclass(frozen=True)
class Glyph:
    """``&KR0317;``: a character outside Unicode, by its Kanripo code (``KR0317``)."""
    code: str

    @property
    def raw(self) -> str:
        return f"&{self.code};"


@dataclass(frozen=True)
class Char:
    """A character XML cannot hold (a C0 control, a lone surrogate, U+FFFE/U+FFFF)."""
    ch: str

    @property
    def code(self) -> str:
        return f"U{ord(self.ch):04X}"

    @property
    def raw(self) -> str:
        return self.ch


Inline = str | Glyph | Char        # text, or a character that is an element in TEI


@dataclass(frozen=True)
class Part:
    """One ``(col1/col2)`` of a line: ``col2`` is None when the part has no ``/``.
    ``start``/``end``: columns (0-based) of its ``(`` and after its ``)`` in the raw line;
    ``cont``: the part goes on with the note of the previous text line."""
    col1: tuple[Inline, ...]
    col2: tuple[Inline, ...] | None
    start: int
    end: int
    cont: bool = False


Token = str | Glyph | Char | Part


@dataclass(frozen=True)
class Line:
    """One physical line. ``kind``: ``header``, ``pb``, ``text`` (every other line: a text line
    with empty content is a blank line). ``raw`` is the line exactly as in the file."""
    number: int
    raw: str
    kind: str
    indent: int = 0
    pilcrow: bool = False
    tokens: tuple[Token, ...] = ()
    page: str | None = None          # pb: the full page id, KR3g0031_WYG_005-2a
    width: int = 0                   # character cells: indentation, main text, each note part's longer column

    @property
    def content(self) -> str:
        """The line without its indentation and its final ¶."""
        return self.raw[self.indent:len(self.raw) - (1 if self.pilcrow else 0)]


@dataclass(frozen=True)
class Block:
    """A heading (``head``), paragraph (``p``), 課式 diagram (``diagram``), table row
    (``row``) or the juan's closing title (``trailer``): its kind, its text lines (line
    numbers), and for a heading its role: ``series`` (欽定四庫全書), ``juan`` (the juan's
    title) or ``section``."""
    kind: str
    lines: tuple[int, ...]
    role: str = ""

    @property
    def id(self) -> str:
        return ("h" if self.kind in ("head", "trailer") else "p") + str(self.lines[0])


@dataclass(frozen=True)
class Doc:
    """A parsed Kanripo file. ``properties``: the header's ``#+KEY: value`` and
    ``#+PROPERTY: KEY value`` pairs in order; ``width``: the column width the paragraph rule
    measures against; ``warnings``: ``file:line: message`` for everything odd."""
    file_name: str
    text: str
    lines: tuple[Line, ...]
    blocks: tuple[Block, ...]
    properties: tuple[tuple[str, str], ...]
    width: int
    warnings: tuple[str, ...]

    def prop(self, key: str) -> str | None:
        for k, v in self.properties:
            if k == key:
                return v
        return None

    @property
    def title(self) -> str | None:
        t = self.prop("TITLE")
        return t.split(" / ")[0].strip() or None if t else None

    @property
    def juan(self) -> str | None:
        return self.prop("JUAN")

    @property
    def text_id(self) -> str | None:
        return self.prop("ID")

    @property
    def base_edition(self) -> str | None:
        return self.prop("BASEEDITION")

    @property
    def header(self) -> tuple[str, ...]:
        return tuple(ln.raw for ln in self.lines if ln.kind == "header")

    @property
    def glyphs(self) -> tuple[str, ...]:
        """Kanripo codes used, in order of first use."""
        return tuple(dict.fromkeys(g.code for g in inline_tokens(self.lines) if isinstance(g, Glyph)))


def inline_tokens(lines):
    """Every text run, glyph and character of ``lines``, notes' columns included."""
    for ln in lines:
        for t in ln.tokens:
            if isinstance(t, Part):
                yield from t.col1
                yield from t.col2 or ()
            else:
                yield t
