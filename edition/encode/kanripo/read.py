"""Reading a Kanripo TEI file back: the raw file byte for byte (:func:`diplomatic`) and the
reading text of each block with the raw position of every character (:func:`paragraphs`)."""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field


from edition.core.tei import SOURCE_BIBL, XML_ID, T, local, root_of

from .model import INDENT, PILCROW, KanripoError
from .tei import NO_PILCROW

CSS_INDENT = re.compile(r"text-indent:([1-9][0-9]*)em")


class _Walker:
    """Walks the body of a Kanripo TEI file in document order, rebuilding the raw lines and,
    for each block, its reading text with the raw position of every run of it."""

    def __init__(self, root):
        self.root = root
        f = root.find(f"{SOURCE_BIBL}/{T}idno[@type='file']")
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
            tag = local(c)
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
                tag = local(c)
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
            tag = local(c)
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
            segs = [c for c in items if local(c) == "seg"]
            if [s.get("n") for s in segs] not in (["1"], ["1", "2"]):
                self.fail(f"{nid}: each line's part is seg n=1 [and seg n=2]")
            for c in items:
                if local(c) == "lb":
                    self.lb(c)
                elif local(c) == "pb":
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
            if local(c) != "g":
                self.fail(f"unexpected <{local(c)}> in a column of {nid}")
            self.g(c)
            if c.tail:
                self.put(c.tail)


def _walk(tree_or_root) -> _Walker:
    w = _Walker(root_of(tree_or_root))
    w.walk()
    return w


def diplomatic(tree_or_root) -> str:
    """The raw Kanripo file, byte for byte (as ``str``): header lines, page breaks, every ¶,
    indentation, notes with their ``(``, ``/``, ``)``, glyph codes, blank lines, and a final
    newline exactly when the file had one (``extent/measure[@unit='lines']`` says)."""
    root = root_of(tree_or_root)
    w = _walk(root)
    x = root.find(f"{T}teiHeader/{T}xenoData[@type='mandoku-header']")
    header = x.text.split("\n") if x is not None and x.text else []
    lines = header + ["".join(p) + (PILCROW if pc else "") for p, pc in zip(w.lines, w.pilcrow)]
    m = root.find(f"{SOURCE_BIBL}/{T}extent/{T}measure[@unit='lines']")
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
