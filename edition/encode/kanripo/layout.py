"""The layout of a Kanripo file: which text lines make a heading, a paragraph, a 課式 diagram or
a table row (:func:`blocks`, the rules with their passages), and where a note runs on from
one line to the next (:func:`mark_continuations`)."""
from __future__ import annotations

from .model import (BANNERS, ELEVATED, GANZHI_HEADER, HEAD_MAX, INDENT, JUAN_TITLE, LABEL,
                    LABEL_HANG, NOTES_ONLY, SPACED_HEAD, SPACED_NOTES, TRANSMISSIONS_ROW, Block,
                    Line, Part, Token)


def _full(ln: Line, width: int) -> bool:
    """The line fills its column (one cell short still counts: Kanripo's lines of a full
    column are 20 to 22 cells, 005:725 「…乃」 20, 005:75 22)."""
    return ln.width >= width - 1


# a line short of its column that ends on a word whose complement must follow (「…晝占。干上」
# then 「傳送〔申〕，支上…」 after a page break: a review of the round-77 change, review_round77/
# KR3g9881_001.txt:39-41, a cast cut from its claims), or on a pause no paragraph ends with
_SENTENCE_END = "。！？」』）)"
_OPEN_END = ("、", "，", "：", "；", "「", "干上", "支上", "日上", "辰上", "加", "臨", "乘", "將得", "三傳")


def _flush_text(ln: Line) -> bool:
    """``ln`` is flush and opens with text (not a note, nor a heading indented)."""
    return ln.indent == 0 and bool(ln.tokens) and isinstance(ln.tokens[0], str)


def _runs_on(prev: Line, ln: Line) -> bool:
    """``prev``, short of its column, runs on to ``ln``: it ends on an open word (:data:`_OPEN_END`)
    and ``ln`` is flush text."""
    return prev.content.rstrip().endswith(_OPEN_END) and _flush_text(ln)


def mark_continuations(lines: list[Line], width: int) -> list[Line]:
    """A note runs on to the next text line (page breaks between do not matter) when its part
    ends the line, the line is full, and the next line opens with a part after its
    indentation (005:93-96, 005:105-107 across the page break 005:106, 006:656-657 「子(天/)」
    「(闗/)」: 天闗). :func:`blocks` undoes it when that line does not belong to the block."""
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


def blocks(lines: list[Line], width: int, props, warn) -> list[Block]:
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

    A line short of its column goes on too when the next line is flush text and it ends on an
    open word (:func:`_runs_on`: 干上, 加, 「，」 …), or, in a paragraph punctuated with 「，」, before
    its sentence ends (:meth:`_Layout.unfinished`).

    Besides:

    - **diagrams** (:func:`_diagrams`) and **table rows** (:func:`_is_row`) are blocks of their
      own, one per diagram, one per row;
    - a line whose note goes on from the previous line (:func:`mark_continuations`) stays in
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
    cells, then the cast 「如四月庚子日…」); a transcribed line short of its column that ends on
    a closed word ends a paragraph too early (006:1187-1188, 19 cells); a one-line paragraph that fills its
    column and a hanging-indented one after it are cut wrongly (001:535-538); the officials'
    names closing the 提要 read as a paragraph and a heading (000:67-68).
    """
    title = next((v.split(" / ")[0].strip() or None for k, v in props if k == "TITLE"), None)
    lay = _Layout(lines, width, title, warn)
    diag = _diagrams(lay.text)
    for i, ln in enumerate(lay.text):
        if i in diag:
            lay.diagram_row(ln, diag[i] == i)
        elif not ln.tokens:                                 # a blank line
            lay.cur, lay.prev, lay.prev_block = None, ln, None
        else:
            lay.line(i, ln)
    _juan_roles(lay.blocks, {ln.number: ln for ln in lay.text}, title)
    return [Block(k, tuple(ns), r) for k, ns, r in lay.blocks]


class _Layout:
    """What :func:`blocks` knows as it walks the text lines: the blocks so far (``[kind,
    [line numbers], role]``), the open paragraph and its indentations, the previous line and
    its block. Each method takes one text line and returns whether it placed it."""

    def __init__(self, lines: list[Line], width: int, title: str | None, warn):
        self.lines, self.width, self.title, self.warn = lines, width, title, warn
        self.text = [ln for ln in lines if ln.kind == "text"]
        self.index = {ln.number: j for j, ln in enumerate(lines)}
        self.blocks: list[list] = []
        self.cur = None                  # the open paragraph
        self.first_indent = 0            # the open paragraph's indentations
        self.cont_indent = None          # (None: not yet seen)
        self.label_end = -1              # where its first line's text begins after a label
        self.prev: Line | None = None    # previous text line
        self.prev_block = None           # its block (None for a blank line)

    def own_block(self, kind: str, ln: Line, role: str = "") -> None:
        """``ln`` opens a block of its own (a row, a heading); no paragraph stays open."""
        self.blocks.append([kind, [ln.number], role])
        self.cur, self.prev, self.prev_block = None, ln, self.blocks[-1]

    def diagram_row(self, ln: Line, first_row: bool) -> None:
        if first_row:
            self.blocks.append(["diagram", [], ""])
            if ln.tokens and not isinstance(ln.tokens[0], Part):
                label = "".join(t for t in ln.tokens if isinstance(t, str)).split(INDENT)[0]
                self.warn(ln.number, f"diagram row begins with text {label!r}: kept in the diagram")
        self.blocks[-1][1].append(ln.number)
        self.cur, self.prev, self.prev_block = None, ln, self.blocks[-1]

    def line(self, i: int, ln: Line) -> None:
        """A text line that is neither blank nor in a diagram (the rules of :func:`blocks`)."""
        first = ln.tokens[0]
        if isinstance(first, Part) and first.cont:
            if self.note_goes_on(ln):
                return
            ln = self.text[i] = self.lines[self.index[ln.number]] = _replace_first(
                ln, Part(first.col1, first.col2, first.start, first.end, False))
        if _is_row(ln, self.width):
            self.own_block("row", ln)
        elif not (self.paragraph_goes_on(ln, first) or self.raised(ln)
                  or self.heading(ln)):
            self.paragraph(ln)

    def _after_prev_block(self, kinds: tuple[str, ...]) -> bool:
        """The previous line ends the previous block, of one of ``kinds``."""
        return (self.prev_block is not None and self.prev_block[0] in kinds
                and self.prev is not None and self.prev.number == self.prev_block[1][-1])

    def note_goes_on(self, ln: Line) -> bool:
        """A note going on from the previous line keeps the line in its paragraph or heading."""
        if not self._after_prev_block(("p", "head")):
            return False
        self.prev_block[1].append(ln.number)
        self.prev = ln
        return True

    def paragraph_goes_on(self, ln: Line, first: Token) -> bool:
        """After a full line: the continuation's indentation, a hanging one, or a note."""
        if self.cur is None or self.prev is None or not (_full(self.prev, self.width)
                                                          or _runs_on(self.prev, ln)
                                                          or self.unfinished(ln)):
            return False
        first_indent, cont_indent = self.first_indent, self.cont_indent
        same = ln.indent == (first_indent if cont_indent is None else cont_indent)
        # (and a modern edition's paragraph, its first line indented two and the rest flush: a
        # round-71 red-team 點校本, KR3g9901_001.txt:22-25, whose lines after the first were read as
        # paragraphs of their own)
        # (punctuated the modern way: not an unpunctuated heading indented two before a paragraph,
        # 「　　占婚姻壬午日寅將午時一課見前卷今不錄」, a review of the change, review_round71/KR3g9801)
        # (or 「、」, 「；」, 「：」: 「八月甲子、甲戌、甲申②、甲午、甲辰、甲」 has no 「，」, a review of the
        # round-75 change, review_round75/KR3g9876_001.txt:24-25: its list of six days was lost; not
        # 「。」, which a 四庫 heading has, 「　　占婚姻。甲午日卯將未時一課見前卷。今不錄」, a review of
        # the round-77 change, review_round77/KR3g9883_001.txt:19, joined to the cast below it)
        modern = first_indent == 2 and any(c in self.prev.content for c in "，、；：")
        hang = (cont_indent is None
                and ln.indent in {first_indent - 1, first_indent + 1, self.label_end,
                                  0 if modern else -2}
                and not (ln.indent >= 2 and _heading_like(ln)))
        if not (same or hang or isinstance(first, Part)):
            return False
        if cont_indent is None and not isinstance(first, Part):
            self.cont_indent = ln.indent
        self.cur[1].append(ln.number)
        self.prev = ln
        return True

    def unfinished(self, ln: Line) -> bool:
        """In a paragraph punctuated with 「，」, a line short of its column whose sentence does not
        end goes on to a flush line (a 點校本's lines of glosses, 「干上功曹〔寅〕，」 23 cells and
        「支上從魁〔酉〕。勝先〔午〕加酉，上克下」 19 beside them: a review of the round-77 change,
        review_round77/KR3g9881_001.txt:16-19, each paragraph cut at its shorter lines)."""
        end = self.prev.content.rstrip()
        return (bool(end) and end[-1] not in _SENTENCE_END and _flush_text(ln)
                and any("，" in self.lines[self.index[n]].content for n in self.cur[1]))

    def raised(self, ln: Line) -> bool:
        """抬頭: a line raised for the emperor goes on with the paragraph before it."""
        if not (self._after_prev_block(("p",)) and ln.indent < self.first_indent
                and ln.content.startswith(ELEVATED)):
            return False
        self.cur = self.prev_block
        self.cur[1].append(ln.number)
        self.prev = ln
        return True

    def heading(self, ln: Line) -> bool:
        last = self.blocks[-1] if self.blocks else None
        head = (_heading_like(ln)
                and (ln.indent >= 2 or (ln.indent == 1 and (last is not None and last[0] == "head"
                                                           or _names_juan(ln, self.title)))))
        banner = not self.blocks and ln.content.startswith(BANNERS)
        if not (banner or head):
            return False
        self.own_block("head", ln, "series" if banner else "section")
        return True

    def paragraph(self, ln: Line) -> None:
        self.cur = ["p", [ln.number], ""]
        self.blocks.append(self.cur)
        self.first_indent, self.cont_indent = ln.indent, None
        m = LABEL_HANG.match(ln.content)
        self.label_end = ln.indent + m.end() if m else -1
        self.prev, self.prev_block = ln, self.cur


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
