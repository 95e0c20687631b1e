"""Parsing a Kanripo file: its lines (header, page breaks, text with notes, glyph codes and
characters XML cannot hold), then its blocks (:mod:`.layout`), into a :class:`~.model.Doc`;
and :func:`is_kanripo`, which tells a mandoku file from the corpus's own format."""
from __future__ import annotations

import re
from collections import Counter

from edition.core.tei import XML_ILLEGAL

from .layout import blocks, mark_continuations
from .model import (DEFAULT_WIDTH, GLYPH, INDENT, INLINE, NOTE_PART, PAGE_ID, PB_LINE, PILCROW,
                    Char, Doc, Glyph, Inline, KanripoError, Line, Part, Token)


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

    lines = _by_characters(lines)
    text_lines = [ln for ln in lines if ln.kind == "text" and ln.tokens]
    width = _column_width(text_lines)
    lines = mark_continuations(lines, width)
    blks = blocks(lines, width, props, warn)
    return Doc(file_name, text, tuple(lines), tuple(blks), tuple(props), width, tuple(warnings))


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


# punctuation a transcriber adds between the characters of a column
_PUNCT = re.compile(r"[，。；：、！？「」『』《》〈〉]")


def _punct(ln: Line) -> int:
    return sum(len(_PUNCT.findall(t)) for t in ln.tokens if isinstance(t, str))


def _share(widths: list[int], floor: int = 15) -> float:
    """The share of the commonest width among the longer lines' (0 when there are none)."""
    c = Counter(w for w in widths if w >= floor)
    return max(c.values()) / sum(c.values()) if c else 0.0


def _by_characters(lines: list[Line]) -> list[Line]:
    """The lines measured without their punctuation when that makes their columns of one width:
    a transcription punctuated after its lines were set by the characters of the print (a
    round-54 red-team classic, KR5a9932_000.txt:110-113, a column of 18 characters and 2 to 5
    marks: 「決，以涉害深者勝先為用，將得龍中天罡合終」 was read as a short line ending its paragraph).
    Kanripo's own punctuated texts count a mark as a cell (KR3g0031: 21 cells a column), and
    are left as they are: the measure that gives more lines one width wins, by a clear margin."""
    text = [ln for ln in lines if ln.kind == "text" and ln.tokens]
    marks = {ln.number: _punct(ln) for ln in text}
    if not any(marks.values()):
        return lines
    # (the same lines both ways, the longer ones as printed: without their marks most lines of a
    # column of 17 cells punctuated throughout are shorter than 15, and the few left were one
    # width, a round-75 red-team classic, KR5a9894_001.txt:16-17 read as two paragraphs)
    # (and a column the measure without marks can use, 15 wide or more: a column of 13 characters
    # punctuated, a review of the change, review_round75/KR5a9876_000.txt, fell back to 21 cells;
    # some lines of it are enough)
    long = [ln for ln in text if ln.width >= 15]
    chars = [ln.width - marks[ln.number] for ln in long]
    # (any: twelve short items of 14 beside casts of 18, review_round76/KR5a9878_001.txt:31)
    if _share(chars, 0) <= _share([ln.width for ln in long]) + 0.2 or not any(c >= 15 for c in chars):
        return lines
    return [Line(ln.number, ln.raw, ln.kind, ln.indent, ln.pilcrow, ln.tokens, ln.page,
                 ln.width - marks[ln.number]) if ln.number in marks else ln for ln in lines]


def _column_width(text_lines: list[Line]) -> int:
    """The column width of the file: the commonest width of its longer lines (21 in all seven
    juan of KR3g0031; 四庫全書 prints 8 columns of 21 characters a half-folio)."""
    c = Counter(ln.width for ln in text_lines if ln.width >= 15)
    if not c:
        return DEFAULT_WIDTH
    best = max(c.values())
    return max(w for w, n in c.items() if n == best)


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
