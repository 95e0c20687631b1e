"""Kanripo (mandoku) witnesses ↔ TEI, losslessly.

The Kanseki Repository publishes its texts in *mandoku*, an org-mode based plain-text format
(``/work/shared/witnesses/README.md``; 六壬大全 ``KR3g0031``, 四庫全書 文淵閣 base edition):

- ``#`` lines at the top of a file: the header (``#+TITLE``, ``#+PROPERTY: JUAN 卷五`` …);
- ``<pb:KR3g0031_WYG_005-2a>¶`` alone on a line: a page break (juan 005, folio 2, side a);
- every text line ends with ``¶``; leading full-width spaces ``　`` are indentation;
- ``(col1/col2)``: a double-column interlinear note, one ``(…/…)`` *part* per physical line;
  a note that runs on fills its line to the column's end and goes on at the start of the
  next line (after its indentation) with another part. Each part reads col1 then col2, and
  the parts read in line order (``KR3g0031_005.txt:93-94``: 「(…分體半/月之數也…首日為發)」
  then 「(用每氣十五日…」: 半月, 發用; 005:98-99 「假令七月初」「(一日寒蝉鳴…」);
- ``&KR0317;``: a character outside Unicode, by its Kanripo code.

Every line is one of the four, and is cited as ``file:line`` (1-based over the whole file,
header lines included, as ``grep -n`` counts).

This module gives, as plain functions over strings, lxml trees and frozen dataclasses:

- :func:`parse` (text → :class:`Doc`): lines, page breaks, notes, glyphs, and the *blocks*:
  headings, paragraphs, 課式 diagrams and table rows (the layout rules are in :func:`_blocks`
  and ``docs/ENCODING.md`` *Kanripo witnesses*);
- :func:`to_tei` (:class:`Doc` → TEI P5 root, valid against TEI All);
- :func:`diplomatic` (TEI → the raw text, byte for byte);
- :func:`paragraphs` (TEI → :class:`Para` list: the reading text of each block, with
  :meth:`Para.locate` mapping any offset back to ``(line, column)`` of the raw file);
- :func:`read_repository` (a Kanripo folder with its ``Readme.org`` → :class:`Repo`) and
  :func:`is_kanripo` (mandoku or the corpus's own format?).

Nothing here raises on odd text: whatever does not parse as expected is encoded as plain text
of its line and reported in :attr:`Doc.warnings` (``file:line: message``). Only a TEI tree
that this module did not write (or that was edited inconsistently) makes :func:`diplomatic` or
:func:`paragraphs` raise :class:`KanripoError`.
"""
from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from edition.core.tei import TEI_NS, XML_ID, XML_LANG, T, list_wit

INDENT = "\u3000"                 # 　 a full-width space: one character cell of the print
PILCROW = "¶"
BANNERS = ("欽定四庫全書",)       # the 四庫 series title opening every juan (005:8, 000:8)
ELEVATED = ("聖", "皇", "御")      # 抬頭: a line raised above its paragraph for the emperor (000:51, 000:55, 000:62)
HEAD_MAX = 12                     # a heading prints at most this many characters outside its notes
DEFAULT_WIDTH = 21                # 四庫全書 half-folio: 8 columns of 21 characters

PB_LINE = re.compile(r"<pb:([^<>]*)>¶")
PAGE_ID = re.compile(r"([A-Za-z][A-Za-z0-9]*)_([A-Za-z0-9]+)_([A-Za-z0-9]+-[A-Za-z0-9]+)")
GLYPH = re.compile(r"&(KR[0-9]+);")
XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
INLINE = re.compile(r"&KR[0-9]+;|[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
NOTE_PART = re.compile(r"\(([^()]*)\)")
# layout a witness prints inside a text line, kept there as text of the line by :func:`parse`
# (lossless): ¶ and page ids after the text (KR5a0297-ZTDZ 「…在日辰後¶<md:KR5a0297_HFL_000-001b>¶」,
# the 涵芬樓 pages as md milestones, the 三家本 pages as <pb:…> at the end of a line or alone on
# a line without ¶). A collation reads them as layout, never as text.
INLINE_LAYOUT = re.compile(r"<(?:md|pb):[^<>]*>|¶")
README_ITEM = re.compile(r"\s*-\s*\[\[file:([^\]:]+?)(?:::([^\]]*))?\]\[([^\]]*)\]\]\s*")
README_EDITION = re.compile(r"\s*\|\s*([A-Za-z0-9]+)\s*\|\s*([^|]*?)\s*\|\s*")

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
GANZHI_HEADER = re.compile("[甲乙丙丁戊己巳庚辛壬癸子丑寅卯夘邜辰午未申酉戌戍亥]{4,12}")
JUAN_TITLE = re.compile("[卷巻][一二三四五六七八九十百〇]+$")

CSS_INDENT = re.compile(r"text-indent:([1-9][0-9]*)em")
NO_PILCROW = "no-pilcrow"


class KanripoError(ValueError):
    """A Kanripo folder or a TEI tree that cannot be read: one line naming what and where."""


# =========================================================================== the parsed text

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
        return tuple(dict.fromkeys(g.code for g in _inline_tokens(self.lines) if isinstance(g, Glyph)))


# =========================================================================== parsing

def _inline(s: str) -> tuple[Inline, ...]:
    """Split text into runs, Kanripo glyph codes and characters XML cannot hold."""
    out: list[Inline] = []
    pos = 0
    for m in INLINE.finditer(s):
        if m.start() > pos:
            out.append(s[pos:m.start()])
        t = m.group()
        out.append(Glyph(t[1:-1]) if t.startswith("&") else Char(t))
        pos = m.end()
    if pos < len(s):
        out.append(s[pos:])
    return tuple(out)


def _inline_tokens(lines):
    for ln in lines:
        for t in ln.tokens:
            if isinstance(t, Part):
                yield from t.col1
                yield from t.col2 or ()
            else:
                yield t


def _cells(s: str) -> float:
    """Character cells of printed text: a glyph code is one character, an ASCII space half."""
    n = len(GLYPH.sub("G", s))
    return n - s.count(" ") / 2


def _tokens(content: str, offset: int, where: str, warn) -> tuple[tuple[Token, ...], float]:
    """The tokens of a line's content (``offset``: its column in the raw line) and its width
    in cells without indentation."""
    out: list[Token] = []
    width = 0.0
    pos = 0
    for m in NOTE_PART.finditer(content):
        if m.start() > pos:
            plain = content[pos:m.start()]
            out.extend(_inline(plain))
            width += _cells(plain)
        body = m.group(1)
        if "/" in body:
            c1, c2 = body.split("/", 1)
            if "/" in c2:
                warn(where, f"note part {m.group()!r} has more than one '/': the second stays in col2")
        else:
            c1, c2 = body, None
        out.append(Part(_inline(c1), None if c2 is None else _inline(c2),
                        offset + m.start(), offset + m.end()))
        width += max(_cells(c1), _cells(c2 or ""))
        pos = m.end()
    if pos < len(content):
        plain = content[pos:]
        out.extend(_inline(plain))
        width += _cells(plain)
    stray = sum(isinstance(t, str) and (t.count("(") + t.count(")")) for t in out)
    if stray:
        warn(where, "unbalanced '(' or ')': kept as text")
    return tuple(out), width


def parse(text: str, file_name: str) -> Doc:
    """Parse a Kanripo file. Never raises on odd text (see :attr:`Doc.warnings`); a file name
    XML cannot hold is a :class:`KanripoError`."""
    if XML_ILLEGAL.search(file_name):
        raise KanripoError(f"{file_name!r}: a file name with characters XML cannot hold")
    warnings: list[str] = []

    def warn(line: int, message: str) -> None:
        warnings.append(f"{file_name}:{line}: {message}")

    raw_lines = text.split("\n")
    if len(raw_lines) > 1 and raw_lines[-1] == "":
        raw_lines = raw_lines[:-1]          # the file ends with a newline: no line after it
    lines: list[Line] = []
    props: list[tuple[str, str]] = []
    pages: set[str] = set()
    in_header = True
    for no, raw in enumerate(raw_lines, 1):
        if in_header and raw.startswith("#") and not XML_ILLEGAL.search(raw):
            lines.append(Line(no, raw, "header"))
            m = re.match(r"#\+([A-Za-z_]+):\s*(.*)$", raw)
            if m:
                key, value = m.group(1).upper(), m.group(2).strip()
                if key == "PROPERTY":
                    k, _, v = value.partition(" ")
                    props.append((k.upper(), v.strip()))
                else:
                    props.append((key, value))
            continue
        if in_header and raw.startswith("#"):
            warn(no, "header line with characters XML cannot hold: the text begins here")
            in_header = False
            lines.append(_text_line(no, raw, warn))
            continue
        in_header = False
        m = PB_LINE.fullmatch(raw)
        if m:
            pid = m.group(1)
            if PAGE_ID.fullmatch(pid) and pid not in pages:
                pages.add(pid)
                lines.append(Line(no, raw, "pb", page=pid))
                continue
            warn(no, f"page break {raw!r} " + ("repeats a page id" if pid in pages else
                                                "has no page id of the form TEXT_ED_JUAN-PAGE")
                 + ": kept as a text line")
        elif raw.startswith("#"):
            warn(no, "'#' line after the text began: kept as a text line")
        elif raw.startswith("<pb:"):
            warn(no, "malformed page break: kept as a text line")
        lines.append(_text_line(no, raw, warn))

    text_lines = [ln for ln in lines if ln.kind == "text" and ln.tokens]
    width = _column_width(text_lines)
    lines = _mark_continuations(lines, width)
    blocks = _blocks(lines, width, props, warn)
    return Doc(file_name, text, tuple(lines), tuple(blocks), tuple(props), width, tuple(warnings))


def _text_line(no: int, raw: str, warn) -> Line:
    pilcrow = raw.endswith(PILCROW)
    if not pilcrow and raw:
        warn(no, "text line without a final ¶")
    body = raw[:-1] if pilcrow else raw
    indent = len(body) - len(body.lstrip(INDENT))
    content = body[indent:]
    if PILCROW in content:
        warn(no, "¶ inside the line: kept as text")
    if XML_ILLEGAL.search(content):
        warn(no, "characters XML cannot hold: encoded as g pointing to a char declaration")
    tokens, w = _tokens(content, indent, no, warn)
    return Line(no, raw, "text", indent, pilcrow, tokens, width=indent + int(w + 0.5))


def _column_width(text_lines: list[Line]) -> int:
    """The column width of the file: the commonest width of its longer lines (21 in all seven
    juan of KR3g0031; 四庫全書 prints 8 columns of 21 characters a half-folio)."""
    c = Counter(ln.width for ln in text_lines if ln.width >= 15)
    if not c:
        return DEFAULT_WIDTH
    best = max(c.values())
    return max(w for w, n in c.items() if n == best)


def _full(ln: Line, width: int) -> bool:
    """The line fills its column (one cell short still counts: Kanripo's lines of a full
    column are 20 to 22 cells, 005:725 「…乃」 20, 005:75 22)."""
    return ln.width >= width - 1


def _mark_continuations(lines: list[Line], width: int) -> list[Line]:
    """A note runs on to the next text line (page breaks between do not matter) when its part
    ends the line, the line is full, and the next line opens with a part after its
    indentation (005:93-96, 005:105-107 across the page break 005:106, 006:656-657 「子(天/)」
    「(闗/)」: 天闗). :func:`_blocks` undoes it when that line does not belong to the block."""
    out = list(lines)
    prev = None
    for i, ln in enumerate(out):
        if ln.kind != "text":
            continue
        if (prev is not None and prev.tokens and isinstance(prev.tokens[-1], Part)
                and _full(prev, width) and ln.tokens and isinstance(ln.tokens[0], Part)):
            p = ln.tokens[0]
            out[i] = ln = _replace_first(ln, Part(p.col1, p.col2, p.start, p.end, True))
        prev = ln
    return out


def _replace_first(ln: Line, part: Part) -> Line:
    return Line(ln.number, ln.raw, ln.kind, ln.indent, ln.pilcrow, (part,) + ln.tokens[1:],
                ln.page, ln.width)


def _main_chars(ln: Line) -> int:
    """Characters printed outside notes and spaces."""
    n = 0
    for t in ln.tokens:
        if isinstance(t, str):
            n += len(t.replace(INDENT, "").replace(" ", ""))
        elif not isinstance(t, Part):
            n += 1
    return n


def _heading_like(ln: Line) -> bool:
    """Short (at most :data:`HEAD_MAX` characters outside notes), at most one note, not
    opening with a note: 「　　元首課」, 「　　渉害課(尉山人云…)」 (005:274)."""
    parts = sum(isinstance(t, Part) for t in ln.tokens)
    return (bool(ln.tokens) and not isinstance(ln.tokens[0], Part) and parts <= 1
            and (0 < _main_chars(ln) <= HEAD_MAX or (parts == 0 and bool(SPACED_HEAD.fullmatch(ln.content)))))


def _names_juan(ln: Line, title: str | None) -> bool:
    """The juan's title: 「　六壬大全卷五」 (005:9, and again at its end, 005:1356)."""
    s = ln.content
    return bool((title and s.startswith(title)) or JUAN_TITLE.search(s))


def _is_row(ln: Line, width: int) -> bool:
    """A line of a table (juan 001's 神煞 tables, 001:88-349): two notes or more, set out
    after a run of spaces, or apart by full-width spaces (「　寅(皇書/天耳)　(戰雄/風煞)」
    001:191), or on a line wider than any column (3 cells or more); or an indented column
    header of stems or branches (「　　　子丑寅夘辰巳午未申酉戌亥」 001:88)."""
    parts = sum(isinstance(t, Part) for t in ln.tokens)
    return bool((parts >= 2 and (_cell_row(ln) or SPACED_NOTES.search(ln.content)
                                 or ln.width >= width + 3))
                or (ln.indent >= 2 and GANZHI_HEADER.fullmatch(ln.content)))


def _cell_row(ln: Line) -> bool:
    """Notes (and spaces) only, after an indentation of 3 or more or after a label and 3
    spaces or more: a diagram's first or third row, or a table row."""
    s = ln.content
    if s.startswith("("):
        return ln.indent >= 3 and bool(NOTES_ONLY.fullmatch(s))       # s opens with a note
    m = LABEL.match(s)
    if not m:
        return False
    rest = s[m.end():]
    spaces = len(rest) - len(rest.lstrip(INDENT))
    return spaces >= 3 and "(" in rest and bool(NOTES_ONLY.fullmatch(rest[spaces:]))


def _diagrams(text: list[Line]) -> dict[int, int]:
    """Index of each text line in a 課式 diagram → index of its first row. A diagram is a
    三傳 row between two rows of notes (005:28-30; 31 in juan 005, 26 in juan 006)."""
    out: dict[int, int] = {}
    for i in range(1, len(text) - 1):
        if i - 1 in out:
            continue
        a, b, c = text[i - 1:i + 2]
        if (TRANSMISSIONS_ROW.fullmatch(b.content) and "(" in b.content
                and _cell_row(a) and _cell_row(c)):
            for j in (i - 1, i, i + 1):
                out[j] = i - 1
    return out


def _blocks(lines: list[Line], width: int, props, warn) -> list[Block]:
    """Group the text lines into blocks (``lines`` is updated where a note cannot go on).

    A **paragraph** ends with a line that does not fill its column (:func:`_full`: fewer than
    ``width - 1`` cells). After a full line, the next line continues the paragraph when

    - it has the indentation of the paragraph's continuation lines (set by its second line;
      until then, the first line's), or
    - it is the second line and is indented one more or one less than the first (hanging and
      first-line indentation, 001:355-356 「凡徳加干…」「　化鬼為吉也…」, 002:786-787), or as far
      as the first line's text after a label (001:72-73 「嵗君　甲見甲之類…」「　　　入占尊長…」)
      — unless it is a heading indented 2 or more (005:489-490), or
    - it opens with a note (004:23-24 「…而官吏無虧」「　　(朱雀乘德神…)」).

    Besides:

    - **diagrams** (:func:`_diagrams`) and **table rows** (:func:`_is_row`) are blocks of their
      own, one per diagram, one per row;
    - a line whose note goes on from the previous line (:func:`_mark_continuations`) stays in
      that line's paragraph or heading;
    - a **heading** (:func:`_heading_like`) that does not continue a paragraph is one when
      indented 2 or more (005:73-74 「…可推矣」「　　訂訛」: a paragraph that fills its last
      column, then a heading), or indented 1 right after another heading (005:11
      「　諸事起例斷章法」) or naming the juan (005:9 「　六壬大全卷五」); the file's first line is
      a heading when it opens with 欽定四庫全書 (005:8). The leading headings up to the juan's
      title are the juan's own, a title of the juan after every other block is its trailer
      (005:1356), the other headings open sections;
    - a line raised for the emperor (抬頭: indentation less than the paragraph's, opening with
      聖/皇/御) goes on with the paragraph even after a short line (000:50-51, 000:54-55,
      000:60-62);
    - a blank line (nothing after the indentation) ends the block and belongs to none.

    Known failures (docs/ENCODING.md, *Kanripo witnesses*): verse lines whose note fills the
    column run together (005:89-92, 觀月經); a paragraph ending on a full column runs into the
    next one unless the indentation changes or a heading follows (005:303-308: 「…之象也」 20
    cells, then the cast 「如四月庚子日…」); a transcribed line short of its column ends a
    paragraph too early (006:1187-1188, 19 cells); a one-line paragraph that fills its
    column and a hanging-indented one after it are cut wrongly (001:535-538); the officials'
    names closing the 提要 read as a paragraph and a heading (000:67-68).
    """
    text = [ln for ln in lines if ln.kind == "text"]
    index = {ln.number: j for j, ln in enumerate(lines)}
    diag = _diagrams(text)
    title = next((v.split(" / ")[0].strip() or None for k, v in props if k == "TITLE"), None)
    blocks: list[list] = []          # [kind, [line numbers], role]
    cur = None                       # the open paragraph
    first_indent, cont_indent = 0, None      # the open paragraph's indentations (None: not yet seen)
    label_end = -1                           # where its first line's text begins after a label
    prev: Line | None = None         # previous text line
    prev_block = None                # its block (None for a blank line)
    for i, ln in enumerate(text):
        if i in diag:
            if diag[i] == i:
                blocks.append(["diagram", [], ""])
                if ln.tokens and not isinstance(ln.tokens[0], Part):
                    label = "".join(t for t in ln.tokens if isinstance(t, str)).split(INDENT)[0]
                    warn(ln.number, f"diagram row begins with text {label!r}: kept in the diagram")
            blocks[-1][1].append(ln.number)
            cur, prev, prev_block = None, ln, blocks[-1]
            continue
        if not ln.tokens:                                   # a blank line
            cur, prev, prev_block = None, ln, None
            continue
        first = ln.tokens[0]
        if isinstance(first, Part) and first.cont:
            if prev_block is not None and prev_block[0] in ("p", "head") and prev is not None \
                    and prev.number == prev_block[1][-1]:
                prev_block[1].append(ln.number)
                prev = ln
                continue
            ln = text[i] = lines[index[ln.number]] = _replace_first(
                ln, Part(first.col1, first.col2, first.start, first.end, False))
        if _is_row(ln, width):
            blocks.append(["row", [ln.number], ""])
            cur, prev, prev_block = None, ln, blocks[-1]
            continue
        if cur is not None and prev is not None and _full(prev, width):
            same = ln.indent == (first_indent if cont_indent is None else cont_indent)
            hang = (cont_indent is None and ln.indent in {first_indent - 1, first_indent + 1, label_end}
                    and not (ln.indent >= 2 and _heading_like(ln)))
            if same or hang or isinstance(first, Part):
                if cont_indent is None and not isinstance(first, Part):
                    cont_indent = ln.indent
                cur[1].append(ln.number)
                prev = ln
                continue
        if (prev_block is not None and prev_block[0] == "p"
                and prev is not None and prev.number == prev_block[1][-1]
                and ln.indent < first_indent and ln.content.startswith(ELEVATED)):
            cur = prev_block                                # 抬頭
            cur[1].append(ln.number)
            prev = ln
            continue
        last = blocks[-1] if blocks else None
        head = (_heading_like(ln)
                and (ln.indent >= 2 or (ln.indent == 1 and (last is not None and last[0] == "head"
                                                           or _names_juan(ln, title)))))
        banner = not blocks and ln.content.startswith(BANNERS)
        if banner or head:
            blocks.append(["head", [ln.number], "series" if banner else "section"])
            cur, prev, prev_block = None, ln, blocks[-1]
            continue
        cur = ["p", [ln.number], ""]
        blocks.append(cur)
        first_indent, cont_indent = ln.indent, None
        m = LABEL_HANG.match(ln.content)
        label_end = ln.indent + m.end() if m else -1
        prev, prev_block = ln, cur
    _juan_roles(blocks, {ln.number: ln for ln in text}, title)
    return [Block(k, tuple(ns), r) for k, ns, r in blocks]


def _juan_roles(blocks, by_no, title) -> None:
    """The leading headings up to the last one naming the juan are the juan's own
    (005:8-9); a heading naming the juan after every other block is its trailer (005:1356)."""
    lead = 0
    while lead < len(blocks) and blocks[lead][0] == "head":
        lead += 1
    last = max((j for j in range(lead) if _names_juan(by_no[blocks[j][1][0]], title)), default=-1)
    for j in range(last + 1):
        if blocks[j][2] == "section":
            blocks[j][2] = "juan"
    if (len(blocks) > lead and blocks[-1][0] == "head" and blocks[-1][2] == "section"
            and _names_juan(by_no[blocks[-1][1][0]], title)):
        blocks[-1][0], blocks[-1][2] = "trailer", ""


# =========================================================================== TEI

def _el(tag: str, attrib: dict | None = None, text: str | None = None) -> etree._Element:
    e = etree.Element(T + tag, nsmap={None: TEI_NS})
    for k, v in (attrib or {}).items():
        e.set(k, v)
    if text is not None:
        e.text = text
    return e


def _sub(parent, tag: str, attrib: dict | None = None, text: str | None = None) -> etree._Element:
    e = etree.SubElement(parent, T + tag)
    for k, v in (attrib or {}).items():
        e.set(k, v)
    if text is not None:
        e.text = text
    return e


def _add_text(parent: etree._Element, s: str) -> None:
    if not s:
        return
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + s
    else:
        parent.text = (parent.text or "") + s


def _add_inline(parent: etree._Element, items) -> None:
    for t in items:
        if isinstance(t, str):
            _add_text(parent, t)
        elif isinstance(t, Glyph):
            _sub(parent, "g", {"ref": "#" + t.code})
        else:
            _sub(parent, "g", {"ref": "#" + t.code, "type": "codepoint"})


def _add_part(parent: etree._Element, p: Part) -> None:
    s = _sub(parent, "seg", {"type": "col", "n": "1"})
    _add_inline(s, p.col1)
    if p.col2 is not None:
        s = _sub(parent, "seg", {"type": "col", "n": "2"})
        _add_inline(s, p.col2)


def _lb(parent, ln: Line) -> etree._Element:
    a = {"n": str(ln.number)}
    if ln.indent:
        a["style"] = f"text-indent:{ln.indent}em"
    if not ln.pilcrow:
        a["type"] = NO_PILCROW
    return _sub(parent, "lb", a)


def _pb(parent, ln: Line) -> None:
    m = PAGE_ID.fullmatch(ln.page)
    _sub(parent, "pb", {"n": m.group(3), "ed": m.group(2), XML_ID: ln.page})


def to_tei(doc: Doc, meta: dict | None = None) -> etree._Element:
    """The TEI P5 text of a parsed Kanripo file (docs/ENCODING.md, *Kanripo witnesses*).

    ``meta`` (all optional): ``title`` (default: ``#+TITLE`` and ``#+PROPERTY: JUAN``),
    ``sha256`` (hex digest of the raw bytes; default: of ``doc.text`` in UTF-8),
    ``repository`` (default ``#+PROPERTY: ID``), ``edition_name`` (the Readme's name of the
    base edition, 【四庫全書・文淵閣】), ``label`` (the Readme's label of the juan),
    ``witnesses`` (``(siglum, name, file, sha256)`` of every witness of the text when it has
    more than one: ``sourceDesc/listWit``)."""
    meta = {k: XML_ILLEGAL.sub("\ufffd", v) if isinstance(v, str) else v for k, v in (meta or {}).items()}
    root = _el("TEI")
    root.set(XML_LANG, "lzh")
    root.append(_header(doc, meta))
    text_el = _sub(root, "text")
    body = _sub(text_el, "body")
    _body(doc, body)
    return root


def _title(doc: Doc, meta: dict) -> str:
    if meta.get("title"):
        return meta["title"]
    parts = [p for p in (doc.title, doc.juan) if p]
    return " ".join(parts) if parts else doc.file_name


def _header(doc: Doc, meta: dict) -> etree._Element:
    h = _el("teiHeader")
    fd = _sub(h, "fileDesc")
    ts = _sub(fd, "titleStmt")
    t = _sub(ts, "title", {"type": "main"}, _title(doc, meta))
    t.set(XML_LANG, "lzh")
    rs = _sub(ts, "respStmt", {XML_ID: "importer"})
    _sub(rs, "resp", None, "TEI conversion")
    _sub(rs, "name", None, "liuren-edition (edition.encode.kanripo)")
    ps = _sub(fd, "publicationStmt")
    _sub(ps, "p", None, "liuren-edition: a critical edition of the Da Liu Ren (大六壬) texts. "
                        f"Generated from the Kanripo file {doc.file_name}.")
    sd = _sub(fd, "sourceDesc")
    bibl = _sub(sd, "bibl")
    if doc.title:
        t = _sub(bibl, "title", None, doc.title)
        t.set(XML_LANG, "lzh")
    _sub(bibl, "idno", {"type": "file"}, doc.file_name)
    sha = meta.get("sha256") or hashlib.sha256(doc.text.encode("utf-8", "surrogatepass")).hexdigest()
    _sub(bibl, "idno", {"type": "sha256"}, sha)
    repo = meta.get("repository") or doc.text_id
    if repo:
        _sub(bibl, "idno", {"type": "kanripo"}, repo)
    if doc.base_edition:
        _sub(bibl, "edition", {"n": doc.base_edition}, meta.get("edition_name") or doc.base_edition)
    if doc.juan or meta.get("label"):
        _sub(bibl, "biblScope", {"unit": "juan"}, meta.get("label") or doc.juan)
    _sub(bibl, "publisher", None, "Kanseki Repository (Kanripo)")
    av = _sub(bibl, "availability")
    _sub(av, "p", None, "Kanripo shares its digital texts for reuse with attribution "
                        "(Creative Commons, share-alike). Keep this note with any copy.")
    n = len(doc.text.split("\n"))
    ext = _sub(bibl, "extent")
    _sub(ext, "measure", {"unit": "lines", "quantity": str(n)}, str(n))
    if meta.get("witnesses"):
        sd.append(list_wit(meta["witnesses"]))

    enc = _sub(h, "encodingDesc")
    ed = _sub(enc, "editorialDecl")
    seg = _sub(ed, "segmentation")
    for p in (
            "One lb per text line of the file (every line that is neither a header line nor a "
            "page break), @n its line number (1-based over the whole file, header lines "
            "included: the citation unit file:line). Its N leading full-width spaces are "
            "lb/@style 'text-indent:Nem' (CSS); a line without a final ¶ has "
            "lb/@type='no-pilcrow'.",
            "The mandoku header lines (#…) are kept verbatim in teiHeader/xenoData"
            "[@type='mandoku-header']; a page-break line <pb:ID>¶ is pb with xml:id = ID, "
            "@n its page (005-2a) and @ed its edition (WYG).",
            "Headings are head (@type series, juan or section), paragraphs p, 課式 diagrams "
            "ab[@type='diagram'], table lines ab[@type='row'], the juan's title after its text "
            "trailer — each with xml:id h{line} (head, trailer) or p{line} and @n = its first "
            "line. A div[@type='section'] opens at each run of section headings, inside the "
            "div[@type='juan'].",
            "A double-column interlinear note (col1/col2) is note[@type='interlinear']"
            "[@place='inline'] holding one seg[@type='col'][@n='1'] and, when the part has a "
            "'/', seg[@n='2'] per physical line; a note that runs on to later lines holds "
            "their lb (and any pb) between its parts. In diagrams each (…/…) is a "
            "seg[@type='cell'] with the same column segs."):
        _sub(seg, "p", None, p)
    glyphs = doc.glyphs
    chars = tuple(dict.fromkeys(t.code for t in _inline_tokens(doc.lines) if isinstance(t, Char)))
    if glyphs or chars:
        cd = _sub(enc, "charDecl")
        _sub(cd, "desc", None, "Characters outside Unicode by their Kanripo code (&KR…; in the "
                               "source), and characters XML cannot hold by their code point.")
        for code in glyphs:
            g = _sub(cd, "glyph", {XML_ID: code})
            _sub(g, "localProp", {"name": "entity", "value": code})
            _sub(g, "mapping", {"type": "kanripo"}, f"&{code};")
        for code in chars:
            c = _sub(cd, "char", {XML_ID: code})
            _sub(c, "mapping", {"type": "codepoint"}, "U+" + code[1:])
    pd = _sub(h, "profileDesc")
    lu = _sub(pd, "langUsage")
    _sub(lu, "language", {"ident": "lzh"}, "Classical Chinese")
    if doc.header:
        x = _sub(h, "xenoData", {"type": "mandoku-header"})
        x.text = "\n".join(doc.header)
    return h


def _body(doc: Doc, body: etree._Element) -> None:
    """Blocks into divisions: one ``div[@type='juan']`` for the file; each run of section
    headings opens a ``div[@type='section']`` inside it. Page breaks go where the page
    begins: inside a block (or an open note) that goes on across them, else between blocks.
    Blank lines are an ``lb`` between blocks."""
    block_of = {n: b for b in doc.blocks for n in b.lines}
    juan = div = _sub(body, "div", {"type": "juan", XML_ID: "d-juan"})
    m = re.search(r"_([0-9]+)\.[A-Za-z]+$", doc.file_name)
    if m:
        juan.set("n", m.group(1))
    cur_block: Block | None = None
    cur_el = open_note = None
    count: Counter = Counter()
    pending: list[Line] = []
    in_section_run = False
    for ln in doc.lines:
        if ln.kind == "header":
            continue
        if ln.kind == "pb":
            pending.append(ln)
            continue
        b = block_of.get(ln.number)
        first = ln.tokens[0] if ln.tokens else None
        if b is None or b is not cur_block:
            if b is not None and b.kind == "trailer":
                div = juan
            if b is not None:
                section = b.kind == "head" and b.role == "section"
                if section and not in_section_run:
                    div = _sub(juan, "div", {"type": "section", XML_ID: "d" + str(b.lines[0])})
                in_section_run = section
            for p in pending:
                _pb(div, p)
            pending = []
            cur_block, open_note = b, None
            if b is None:
                _lb(div, ln)
                cur_el = None
                continue
            tag = b.kind if b.kind in ("head", "p", "trailer") else "ab"
            attrs = {XML_ID: b.id, "n": str(b.lines[0])}
            if b.kind in ("head", "diagram", "row"):
                attrs["type"] = b.role if b.kind == "head" else b.kind
            cur_el = _sub(div, tag, attrs)
        cont = isinstance(first, Part) and first.cont and open_note is not None
        target = open_note if cont else cur_el
        for p in pending:
            _pb(target, p)
        pending = []
        _lb(target, ln)
        rest = ln.tokens
        if cont:
            _add_part(open_note, first)
            rest = ln.tokens[1:]
        if rest:
            open_note = None
        for k, t in enumerate(rest):
            if not isinstance(t, Part):
                _add_inline(cur_el, [t])
                continue
            count[cur_block.id] += 1
            if cur_block.kind == "diagram":
                e = _sub(cur_el, "seg", {"type": "cell", XML_ID: f"{cur_block.id}.c{count[cur_block.id]}"})
            else:
                e = _sub(cur_el, "note", {"type": "interlinear", "place": "inline",
                                          XML_ID: f"{cur_block.id}.n{count[cur_block.id]}"})
                if k == len(rest) - 1:
                    open_note = e
            _add_part(e, t)
    for p in pending:
        _pb(div, p)


# =========================================================================== reading TEI back

def _root(tree_or_root) -> etree._Element:
    return tree_or_root.getroot() if hasattr(tree_or_root, "getroot") else tree_or_root


def _local(e) -> str:
    return e.tag[len(T):] if e.tag.startswith(T) else e.tag


class _Walker:
    """Walks the body of a Kanripo TEI file in document order, rebuilding the raw lines and,
    for each block, its reading text with the raw position of every run of it."""

    def __init__(self, root):
        self.root = root
        f = root.find(f".//{T}sourceDesc/{T}bibl/{T}idno[@type='file']")
        self.file = f.text if f is not None and f.text else "<tei>"
        self.lines: list[list[str]] = []      # pieces of each raw line (¶ not included)
        self.pilcrow: list[bool] = []
        self.numbers: list[int | None] = []   # lb/@n; None for a page break
        self.col = 0                          # column in the current raw line
        self.row_end = (0, 0)                 # raw position after the last text put
        self.paras: list[Para] = []
        self.blk = None                       # the block being read: kind, pieces, runs
        self.blk_len = 0
        self.rows = 0

    def fail(self, msg: str):
        n = next((x for x in reversed(self.numbers) if x is not None), 0)
        raise KanripoError(f"{self.file}:{n}: {msg}")

    def put(self, s: str, reading: str | None = None) -> None:
        """Raw text onto the current line; ``reading``: what the block's reading text gets for
        it (``None``: the same text, ``""``: nothing)."""
        if not self.lines or self.numbers[-1] is None:
            self.fail(f"text {s[:20]!r} " + ("after a page break without its lb" if self.lines
                                             else "before the first line"))
        line = self.numbers[-1]
        r = s if reading is None else reading
        if r and self.blk is not None:
            self.blk[1].append(r)
            self.blk[2].append((self.blk_len, line, self.col))
            self.blk_len += len(r)
        self.lines[-1].append(s)
        self.col += len(s)
        if line is not None:
            self.row_end = (line, self.col)

    def walk(self) -> None:
        body = self.root.find(f"{T}text/{T}body")
        if body is None:
            raise KanripoError(f"{self.file}: no text/body")
        self.container(body)

    def container(self, e) -> None:
        if e.text and e.text.strip():
            self.fail(f"text {e.text.strip()[:20]!r} directly in a division")
        for c in e:
            if not isinstance(c.tag, str):
                continue
            tag = _local(c)
            if tag == "div":
                self.container(c)
            elif tag == "pb":
                self.pb(c)
            elif tag == "lb":
                self.lb(c)
            elif tag in ("head", "p", "ab", "trailer"):
                self.block(c, tag)
            else:
                self.fail(f"unexpected <{tag}> in a division")
            if c.tail and c.tail.strip():
                self.fail(f"text {c.tail.strip()[:20]!r} directly in a division")

    def pb(self, e) -> None:
        pid = e.get(XML_ID)
        if not pid:
            self.fail("pb without xml:id (its page id)")
        self.lines.append([f"<pb:{pid}>"])
        self.pilcrow.append(True)
        self.numbers.append(None)

    def lb(self, e) -> None:
        n = e.get("n") or ""
        if not n.isdigit():
            self.fail(f"lb without a line number (@n={n!r})")
        s = e.get("style")
        k = 0
        if s is not None:
            m = CSS_INDENT.fullmatch(s)
            if not m:
                self.fail(f"lb/@style {s!r} is not text-indent:Nem")
            k = int(m.group(1))
        diagram = self.blk is not None and self.blk[0] == "diagram"
        if diagram and self.rows:
            self.blk[1].append("\n")                  # between rows: the previous row's ¶
            self.blk[2].append((self.blk_len,) + self.row_end)
            self.blk_len += 1
        self.rows += 1
        self.lines.append([])
        self.pilcrow.append(e.get("type") != NO_PILCROW)
        self.numbers.append(int(n))
        self.col = 0
        self.row_end = (int(n), 0)
        if k:
            self.put(INDENT * k, None if diagram else "")

    def block(self, e, tag: str) -> None:
        kind = tag if tag != "ab" else e.get("type") or "ab"
        self.blk, self.blk_len, self.rows = (kind, [], []), 0, 0
        if e.text and e.text.strip():
            self.fail(f"text {e.text.strip()[:20]!r} before the first lb of {e.get(XML_ID)}")
        self.mixed(e, e.get(XML_ID))
        kind, pieces, runs = self.blk
        self.blk = None
        n = e.get("n") or ""
        line = int(n) if n.isdigit() else (runs[0][1] if runs else 0)
        self.paras.append(Para(e.get(XML_ID) or "", line, kind, "".join(pieces),
                               tuple(r[0] for r in runs), tuple((r[1], r[2]) for r in runs)))

    def mixed(self, e, where) -> None:
        for c in e:
            if isinstance(c.tag, str):
                tag = _local(c)
                if tag == "lb":
                    self.lb(c)
                elif tag == "pb":
                    self.pb(c)
                elif tag == "g":
                    self.g(c)
                elif tag == "note" or (tag == "seg" and c.get("type") == "cell"):
                    self.note(c)
                else:
                    self.fail(f"unexpected <{tag}> in {where}")
            if c.tail:
                self.put(c.tail)

    def g(self, c) -> None:
        ref = (c.get("ref") or "")[1:]
        if re.fullmatch(r"KR[0-9]+", ref) and c.get("type") is None:
            self.put(f"&{ref};")
        elif re.fullmatch(r"U[0-9A-F]{4,6}", ref) and c.get("type") == "codepoint":
            self.put(chr(int(ref[1:], 16)))
        else:
            self.fail(f"g/@ref {c.get('ref')!r} is neither #KR… nor #U… with @type='codepoint'")

    def note(self, note) -> None:
        """A note (or diagram cell), one ``(col1/col2)`` per line it is on. The reading text
        brackets the whole note once: （col1col2…） in prose, （col1/col2） in a diagram."""
        nid = note.get(XML_ID)
        in_diagram = self.blk is not None and self.blk[0] == "diagram"
        if note.text and note.text.strip():
            self.fail(f"text {note.text.strip()[:20]!r} in {nid} outside its column segs")
        parts: list[list] = [[]]           # per line: [page breaks…, lb,] seg n=1 [, seg n=2]
        pbs: list = []
        for c in note:
            if not isinstance(c.tag, str):
                continue
            tag = _local(c)
            if tag == "pb":
                pbs.append(c)
            elif tag == "lb":
                parts.append(pbs + [c])
                pbs = []
            elif tag == "seg" and c.get("type") == "col" and not pbs:
                parts[-1].append(c)
            else:
                self.fail(f"unexpected <{tag}> in {nid}")
            if c.tail and c.tail.strip():
                self.fail(f"text {c.tail.strip()[:20]!r} in {nid} outside its column segs")
        if pbs:
            self.fail(f"{nid} ends with a page break")
        for pi, items in enumerate(parts):
            segs = [c for c in items if _local(c) == "seg"]
            if [s.get("n") for s in segs] not in (["1"], ["1", "2"]):
                self.fail(f"{nid}: each line's part is seg n=1 [and seg n=2]")
            for c in items:
                if _local(c) == "lb":
                    self.lb(c)
                elif _local(c) == "pb":
                    self.pb(c)
            self.put("(", "（" if pi == 0 else "")
            self.column(segs[0], nid)
            if len(segs) == 2:
                self.put("/", "/" if in_diagram else "")
                self.column(segs[1], nid)
            self.put(")", "）" if pi == len(parts) - 1 else "")

    def column(self, s, nid) -> None:
        if s.text:
            self.put(s.text)
        for c in s:
            if not isinstance(c.tag, str):
                continue
            if _local(c) != "g":
                self.fail(f"unexpected <{_local(c)}> in a column of {nid}")
            self.g(c)
            if c.tail:
                self.put(c.tail)


def _walk(tree_or_root) -> _Walker:
    w = _Walker(_root(tree_or_root))
    w.walk()
    return w


def diplomatic(tree_or_root) -> str:
    """The raw Kanripo file, byte for byte (as ``str``): header lines, page breaks, every ¶,
    indentation, notes with their ``(``, ``/``, ``)``, glyph codes, blank lines, and a final
    newline exactly when the file had one (``extent/measure[@unit='lines']`` says)."""
    root = _root(tree_or_root)
    w = _walk(root)
    x = root.find(f"{T}teiHeader/{T}xenoData[@type='mandoku-header']")
    header = x.text.split("\n") if x is not None and x.text else []
    lines = header + ["".join(p) + (PILCROW if pc else "") for p, pc in zip(w.lines, w.pilcrow)]
    m = root.find(f".//{T}sourceDesc/{T}bibl/{T}extent/{T}measure[@unit='lines']")
    q = m.get("quantity") if m is not None else None
    if q is None or not q.isdigit():
        raise KanripoError(f"{w.file}: no extent/measure[@unit='lines'] with a @quantity")
    q = int(q)
    if q == len(lines) + 1:
        return "\n".join(lines) + "\n"
    if q == len(lines):
        return "\n".join(lines)
    raise KanripoError(f"{w.file}: the header counts {q} lines, the text has {len(lines)}")


@dataclass(frozen=True)
class Para:
    """One block as the analyses read it.

    ``text``: the reading string. For ``p``, ``head`` and ``row``: the printed text without
    ¶, indentation and line breaks, each note inlined once as （col1col2…） (full-width
    brackets, at the place where the note starts, all its parts in line order), ``&KR…;``
    kept as written. For ``diagram``: the three rows separated by ``\\n``, each row as printed
    (indentation and inner spacing kept: alignment carries meaning), each cell as
    （col1/col2） with its ``/`` (the columns are positions). ``starts``/``points``: the runs
    of ``text`` (offset where a run begins → raw ``(line, column)`` of its first character;
    within a run, offsets and columns advance together)."""
    id: str
    line: int
    kind: str
    text: str
    starts: tuple[int, ...] = field(repr=False, default=())
    points: tuple[tuple[int, int], ...] = field(repr=False, default=())

    def locate(self, offset: int) -> tuple[int, int]:
        """``(line, column)`` in the raw file of ``text[offset]``; ``offset == len(text)``
        gives the position after the last character. The column is a 0-based index into the
        raw line: ``raw.split("\\n")[line - 1][column]`` is the character, except that the
        reading's （ ） stand for the note's ``(`` ``)`` and a diagram's ``\\n`` for the end of its
        row (the row's ¶, or the position after the row when it has none)."""
        if not 0 <= offset <= len(self.text) or not self.starts:
            raise IndexError(f"{self.id}: offset {offset} outside 0..{len(self.text)}")
        i = bisect_right(self.starts, offset) - 1
        line, col = self.points[i]
        return line, col + (offset - self.starts[i])


def paragraphs(tree_or_root) -> list[Para]:
    """Every block (head, p, diagram, row) of a Kanripo TEI file, in document order."""
    return _walk(tree_or_root).paras


# =========================================================================== repositories

@dataclass(frozen=True)
class JuanRef:
    """An entry of Readme.org's 目次: ``- [[file:KR3g0031_005.txt::005-1a][六壬大全 卷五]]``."""
    file: str
    page: str
    label: str
    line: int                        # its line in Readme.org
    path: Path | None                # None when the file is not in the folder


@dataclass(frozen=True)
class Repo:
    folder: Path
    id: str
    title: str | None
    editions: tuple[tuple[str, str], ...]   # (code, name) from Readme.org's 版本 table
    toc: tuple[JuanRef, ...]
    warnings: tuple[str, ...]

    @property
    def files(self) -> tuple[Path, ...]:
        """The juan files present, in the Readme's order."""
        return tuple(j.path for j in self.toc if j.path is not None)

    def meta(self, path: Path, doc: Doc | None = None) -> dict:
        """``to_tei`` meta for one of the repository's files (sha256 of its bytes)."""
        p = Path(path)
        out = {"repository": self.id,
               "sha256": hashlib.sha256(p.read_bytes()).hexdigest()}
        for j in self.toc:
            if j.file == p.name:
                out["label"] = j.label
        base = doc.base_edition if doc is not None else None
        for code, name in self.editions:
            if base is None or code == base:
                out["edition_name"] = name
                break
        return out


def read_repository(folder) -> Repo:
    """A Kanripo repository folder: ``Readme.org`` gives the title, the editions and the juan
    order. Juan listed but absent are warnings (``Readme.org:N: …``), not errors; ``.txt``
    files present but not listed are warned about and left out."""
    folder = Path(folder)
    if not folder.is_dir():
        raise KanripoError(f"{folder}: not a folder (expected a Kanripo repository)")
    warnings: list[str] = []
    readme = folder / "Readme.org"
    rid = folder.name
    toc: list[JuanRef] = []
    title = None
    editions: list[tuple[str, str]] = []
    if readme.is_file():
        try:
            text = readme.read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            raise KanripoError(f"{readme}: not UTF-8 ({e.reason} at byte {e.start})") from None
        for no, line in enumerate(text.split("\n"), 1):
            if line.startswith("#+TITLE:"):
                title = line[len("#+TITLE:"):].split(" / ")[0].strip() or None
                continue
            m = README_ITEM.fullmatch(line)
            if m:
                f, page, label = m.group(1), m.group(2) or "", m.group(3)
                p = folder / f
                if "/" in f or f.startswith("."):
                    warnings.append(f"{readme.name}:{no}: {f} is not a file of this folder: skipped")
                    continue
                if not p.is_file():
                    warnings.append(f"{readme.name}:{no}: {f} ({label}) is listed but not in the folder")
                    p = None
                toc.append(JuanRef(f, page, label, no, p))
                continue
            m = README_EDITION.fullmatch(line)
            if m:
                editions.append((m.group(1), m.group(2)))
    else:
        warnings.append(f"{folder}: no Readme.org: juan files taken in name order")
        for no, p in enumerate(sorted(folder.glob("*.txt")), 1):
            toc.append(JuanRef(p.name, "", p.stem, 0, p))
    listed = {j.file for j in toc}
    for p in sorted(folder.glob("*.txt")):
        if p.name not in listed:
            warnings.append(f"{folder.name}/{p.name}: not listed in Readme.org: left out")
    m = re.match(r"(KR[0-9A-Za-z]+)_", toc[0].file) if toc else None
    if m and not re.fullmatch(r"KR[0-9A-Za-z]+", rid):
        rid = m.group(1)
    return Repo(folder, rid, title, tuple(editions), tuple(toc), tuple(warnings))


def is_kanripo(text: str) -> bool:
    """True for a mandoku file (its mode line, a ``#+PROPERTY: ID`` header, a page-break line,
    or most non-empty lines ending with ¶); False for the corpus's own format (a heading, then
    paragraphs separated by blank lines, no ¶)."""
    lines = text.split("\n")
    if lines and "mandoku" in lines[0] and lines[0].startswith("#"):
        return True
    head = [ln for ln in lines[:20] if ln.startswith("#+")]
    if any(ln.startswith("#+PROPERTY:") for ln in head):
        return True
    body = [ln for ln in lines if ln]
    if any(PB_LINE.fullmatch(ln) for ln in body):
        return True
    return bool(body) and sum(ln.endswith(PILCROW) for ln in body) * 2 > len(body)
