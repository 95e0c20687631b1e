"""A word processor's document as a transcription's text: a scholar's own transcription often
comes as a Word file (.docx, Office Open XML) or a LibreOffice one (.odt, OpenDocument), its
supervisor's emendations as tracked changes, queries as comments, 校記 as footnotes.

    text, summary = text_of(raw, "liuren_jiaozhu.docx")

The document is read as text in the notations the checker already reads in a plain book (each
named where it is read), and stored as UTF-8 text with the importer saying what was done:

* a paragraph (a heading, a list item) one line; a soft line break a new line; a tab a tab;
* a table's row one line, its cells joined by tabs (a TSV row, :mod:`…examples.columns`);
* a tracked change, the print kept: a word replaced 「午〔校改：辰〕」 (the diplomatic mark of a
  corrector's hand, :mod:`…examples.diplomatic`: proposed, weighed, never taken as the text); any
  other change (a word added or struck out, a move, a change of more than two words or four
  characters, once the words both sides share are set apart) the print kept and the change said on
  a line of its own after the paragraph, 「【修訂】「…」改作「…」」, 「【修訂】補「亥」」, 「【修訂】刪「子」」:
  a proposal, not read as the text (a manuscript's own 〔旁補〕 and 〔刪〕 are read in place; a
  supervisor's insertion is not the print: a review of the change, tests/data/review_round49);
* a comment 「【批注】author：words」 on a line of its own after the paragraph where its range ends
  (a margin note, :func:`…examples.diplomatic.margin_fixes`);
* a footnote or an endnote its Markdown footnote: 「[^1]」 where it is referenced, 「[^1]: words」
  at the document's end (:mod:`…examples.markdown`);
* a field's instruction, a deleted paragraph mark, formatting, drawings: no text; a text box's
  paragraphs after the paragraph that holds it; a ruby's base only.

Anything else (a zip that is no such document, a legacy binary .doc, a document that does not
parse) is refused in one line by the importer (:class:`OfficeError`).
"""
from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass, field

from lxml import etree

from engine import lexicon as lx

ZIP = b"PK\x03\x04"
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"     # a legacy binary .doc (or .xls): Compound File
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MARK_MAX = 4            # the diplomatic marks hold up to four characters (diplomatic._MARK)
MARKS_MAX = 2           # words one change may mark apart (more: a passage retyped, said whole)
# two-character words a change replaces whole (a general's name: 「太陰〔校改：太常〕」)
_WORDS = frozenset(w.word for w in lx.GENERALS if len(w.word) == 2)


class OfficeError(ValueError):
    """A file that looks like a word processor's document and cannot be read as one."""


def is_office(raw: bytes) -> bool:
    """Whether ``raw`` is a zip archive (a .docx, an .odt) or a legacy binary document."""
    return raw.startswith(ZIP) or raw.startswith(OLE)


def stored_name(name: str, raw: bytes) -> str:
    """The name a document's text is stored under in ``sources/`` (its stem and .txt)."""
    if not is_office(raw):
        return name
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return stem + ".txt"


def text_of(raw: bytes) -> tuple[str, str]:
    """The text of a .docx or .odt document (module doc) and what was done to read it."""
    if raw.startswith(OLE):
        raise OfficeError("a legacy binary Word (.doc) or Office file; save it as .docx, .odt or "
                          "UTF-8 text")
    try:
        z = zipfile.ZipFile(io.BytesIO(raw))
        names = set(z.namelist())
    except (zipfile.BadZipFile, OSError) as e:
        raise OfficeError(f"a damaged zip archive ({e})") from None
    if "word/document.xml" in names:
        from_ = _Docx(z, names)
        kind = "a Word document (.docx)"
    elif "content.xml" in names and _mimetype(z, names).startswith(
            "application/vnd.oasis.opendocument.text"):
        from_ = _Odt(z)
        kind = "an OpenDocument text (.odt)"
    else:
        raise OfficeError("a zip archive that is no Word (.docx), OpenDocument text (.odt) or "
                          "EPUB (.epub) document")
    try:
        text = from_.text()
    except (ValueError, TypeError, KeyError, AttributeError, zipfile.BadZipFile) as e:
        raise OfficeError(f"{kind} whose content cannot be read ({type(e).__name__}: {e})") from None
    if not text.strip():
        raise OfficeError(f"{kind} with no text")
    return text, f"{kind}: read as text ({from_.out.said()})"


def _mimetype(z: zipfile.ZipFile, names: set[str]) -> str:
    return z.read("mimetype").decode("ascii", "replace").strip() if "mimetype" in names else ""


def _xml(z: zipfile.ZipFile, name: str):
    try:
        return etree.fromstring(z.read(name), parser=etree.XMLParser(resolve_entities=False,
                                                                       no_network=True,
                                                                       huge_tree=True))
    except (etree.XMLSyntaxError, KeyError, zipfile.BadZipFile) as e:
        raise OfficeError(f"its {name} cannot be read ({e})") from None


@dataclass
class _Out:
    """The lines written, and the counts the importer says."""
    lines: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)         # footnotes' definition lines
    changes: int = 0
    comments: int = 0
    authors: list[str] = field(default_factory=list)

    def author(self, who: str | None) -> None:
        if who and who not in self.authors:
            self.authors.append(who)

    def text(self) -> str:
        """The document's text: its lines, then its notes' definitions after a blank line."""
        lines = self.lines + ([""] + self.notes if self.notes else [])
        return "\n".join(lines) + "\n"

    def said(self) -> str:
        parts = [f"{len(self.lines)} lines"]
        if self.changes:
            by = f" by {', '.join(self.authors)}" if self.authors else ""
            parts.append(f"{self.changes} tracked change(s){by} kept beside the print as "
                         "proposals (〔校改〕 marks, 【修訂】 lines)")
        if self.comments:
            parts.append(f"{self.comments} comment(s) as 【批注】 lines")
        if self.notes:
            parts.append(f"{len(self.notes)} footnote(s) as [^n] notes")
        return "; ".join(parts)


# ---- a paragraph's pieces and its tracked changes ---------------------------------------------

def _tokens(s: str) -> list[str]:
    """``s`` in words: a general's two-character name one word, any other character one."""
    out, i = [], 0
    while i < len(s):
        w = s[i:i + 2] if s[i:i + 2] in _WORDS else s[i]
        out.append(w)
        i += len(w)
    return out


def change_marks(old: str, new: str) -> tuple[str, str | None]:
    """A tracked change of ``old`` to ``new`` said in the print's words (module doc): the text
    for the line, and a line of its own when the change is too long for marks (else None)."""
    a, b = _tokens(old), _tokens(new)
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    da, db = a[head:len(a) - tail], b[head:len(b) - tail]
    pre, post = "".join(a[:head]), "".join(a[len(a) - tail:])
    core_a, core_b = "".join(da), "".join(db)
    if not da and not db:
        return old, None
    if not old:
        return old, f"【修訂】補「{new}」"
    if not new:
        return old, f"【修訂】刪「{old}」"
    if len(core_a) > MARK_MAX or len(core_b) > MARK_MAX or _unmarkable(core_a + core_b):
        return old, f"【修訂】「{old}」改作「{new}」"
    if len(da) == len(db) and sum(x != y for x, y in zip(da, db)) <= MARKS_MAX:
        return pre + "".join(x if x == y else f"{x}〔校改：{y}〕" for x, y in zip(da, db)) + post, None
    return old, f"【修訂】「{old}」改作「{new}」"


def _unmarkable(s: str) -> bool:
    return any(ch.isspace() or ch in "〔〕\t\n" for ch in s)


def joined(pieces: list[tuple[str, str]]) -> tuple[str, list[str], int]:
    """A paragraph's pieces (kind "" kept text, "del" deleted, "ins" inserted) as its line, its
    changes marked; the lines said after it for the changes too long for marks; the number of
    changes."""
    merged: list[list[str]] = []
    for kind, t in pieces:
        if merged and merged[-1][0] == kind:
            merged[-1][1] += t
        else:
            merged.append([kind, t])
    line, after, i, changes = "", [], 0, 0
    while i < len(merged):
        kind, t = merged[i]
        if not kind:
            line += t
            i += 1
            continue
        if kind in ("from", "to"):          # (a move: the print where it was, said as a move)
            line += t if kind == "from" else ""
            after += [f"【修訂】移「{t}」"] if kind == "to" else []
            changes += kind == "to"
            i += 1
            continue
        old = new = ""
        while i < len(merged) and merged[i][0] in ("del", "ins"):
            if merged[i][0] == "del":
                old += merged[i][1]
            else:
                new += merged[i][1]
            i += 1
        said, extra = change_marks(old, new)
        line += said
        after += [extra] if extra else []
        changes += old != new
    return line, after, changes


# ---- Office Open XML (.docx) --------------------------------------------------------------------

_PASS = {W + x for x in ("hyperlink", "smartTag", "customXml", "sdt", "sdtContent", "fldSimple",
                         "dir", "bdo", "ruby", "rubyBase")}
_CHANGED = {W + "del": "del", W + "moveFrom": "from", W + "ins": "ins", W + "moveTo": "to"}
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"


class _Docx:
    def __init__(self, z: zipfile.ZipFile, names: set[str]):
        self.doc = _xml(z, "word/document.xml")
        self.comments = self._notes(z, names, "word/comments.xml", "comment")
        self.foot = {**self._notes(z, names, "word/footnotes.xml", "footnote"),
                     **{("e", k): v for k, v in
                        self._notes(z, names, "word/endnotes.xml", "endnote").items()}}
        self.comment_by = {k: el.get(W + "author") or "" for k, el in self.comments.items()}
        self.out = _Out()
        self.numbered: dict[object, int] = {}

    def _notes(self, z, names, name: str, tag: str) -> dict:
        if name not in names:
            return {}
        out = {}
        for el in _xml(z, name).iter(W + tag):
            if el.get(W + "type") in ("separator", "continuationSeparator", "continuationNotice"):
                continue
            out[el.get(W + "id")] = el
        return out

    def text(self) -> str:
        body = self.doc.find(W + "body")
        if body is None:
            raise OfficeError("its word/document.xml has no body")
        self._blocks(body)
        return self.out.text()

    def _blocks(self, parent) -> None:
        for el in parent:
            if el.tag == W + "p":
                self._paragraph(el)
            elif el.tag == W + "tbl":
                self._table(el)
            elif el.tag in (W + "sdt", W + "sdtContent", W + "customXml"):
                self._blocks(el)

    def _table(self, tbl) -> None:
        held: list[str] = []          # (comments: after their row, or after a table of labels)
        for tr in tbl.iter(W + "tr"):
            if next(tr.iterancestors(W + "tbl")) is not tbl:
                continue                      # (a table in a cell: read with its cell)
            row, margins = _row(self, tr.findall(W + "tc"))
            self.out.lines.append(row)
            held += margins
            if not _labelled(tbl):
                self.out.lines += held
                held = []
        self.out.lines += held

    def _paragraph(self, p) -> None:
        pieces: list[tuple[str, str]] = []
        ends: list[str] = []
        boxes: list = []
        self._inline(p, "", pieces, ends, boxes)
        line, after, changes = joined(pieces)
        self.out.changes += changes
        self.out.lines += line.split("\n")
        self.out.lines += after
        for cid in ends:
            self._comment(cid)
        for box in boxes:
            self._blocks(box)

    def _inline(self, el, kind: str, pieces, ends, boxes) -> None:
        for ch in el:
            tag = ch.tag
            if tag == W + "r":
                self._run(ch, kind, pieces, ends, boxes)
            elif tag in _CHANGED:
                self.out.author(ch.get(W + "author"))
                # (words inserted and deleted again, another's revert: never the print, nor a
                # proposal that stands: a review of the change, review_round49/d3.docx)
                inner = "gone" if kind in ("ins", "to", "gone") and _CHANGED[tag] in ("del", "from") \
                    else _CHANGED[tag]
                self._inline(ch, inner, pieces, ends, boxes)
            elif tag in _PASS:
                self._inline(ch, kind, pieces, ends, boxes)
            elif tag == W + "commentRangeEnd" and ch.get(W + "id") not in ends:
                ends.append(ch.get(W + "id"))

    def _run(self, r, kind: str, pieces, ends, boxes) -> None:
        if kind == "gone":
            return
        for ch in r:
            tag = ch.tag
            if tag in (W + "t", W + "delText"):
                pieces.append((kind, ch.text or ""))
            elif tag in (W + "tab", W + "ptab"):
                pieces.append((kind, "\t"))
            elif tag in (W + "br", W + "cr"):
                pieces.append((kind, "\n"))
            elif tag == W + "noBreakHyphen":
                pieces.append((kind, "-"))
            elif tag in (W + "footnoteReference", W + "endnoteReference"):
                pieces.append((kind, self._footnote(ch)))
            elif tag == W + "commentReference" and ch.get(W + "id") not in ends:
                ends.append(ch.get(W + "id"))
            else:                  # (a text box: Word writes it twice, Choice and Fallback)
                boxes += [b for b in ch.iter(W + "txbxContent")
                          if not any(a.tag == MC + "Fallback" for a in b.iterancestors())]

    def _footnote(self, ref) -> str:
        key = ref.get(W + "id") if ref.tag == W + "footnoteReference" else ("e", ref.get(W + "id"))
        el = self.foot.get(key)
        if el is None:
            return ""
        if key not in self.numbered:
            self.numbered[key] = len(self.numbered) + 1
            n = self.numbered[key]
            words = " ".join(_plain(p) for p in el.iter(W + "p")).strip()
            self.out.notes.append(f"[^{n}]: {words}")
        return f"[^{self.numbered[key]}]"

    def _comment(self, cid: str) -> None:
        el = self.comments.get(cid)
        if el is None:
            return
        words = " ".join(_plain(p) for p in el.iter(W + "p")).strip()
        who = self.comment_by.get(cid, "")
        self.out.comments += 1
        self.out.lines.append(f"【批注】{who + '：' if who else ''}{words}")


def _row(reader, cells) -> tuple[str, list[str]]:
    """A table's row as one line, its cells (each read as paragraphs are, by ``reader``'s
    ``_blocks``) joined by tabs, and the comment and change lines its cells said."""
    texts, margins = [], []
    for cell in cells:
        kept, reader.out.lines = reader.out.lines, []
        reader._blocks(cell)
        said, reader.out.lines = reader.out.lines, kept
        texts.append(" ".join(x.strip() for x in said if x.strip() and not x.startswith("【")))
        margins += [x for x in said if x.startswith("【")]
    return "\t".join(texts), margins


def _labelled(tbl) -> bool:
    """Whether a table is one cast's labels and values (two cells a row): a comment on a cell goes
    after the table, not between its rows (a review of the change, review_round49/d2.docx)."""
    rows = [tr for tr in tbl.iter(W + "tr") if next(tr.iterancestors(W + "tbl")) is tbl]
    return bool(rows) and all(len(tr.findall(W + "tc")) == 2 for tr in rows)


def _plain(p) -> str:
    """A note's or a comment's paragraph as plain text (its accepted reading: a note's own
    changes are not the book's)."""
    out = []
    for el in p.iter(W + "t", W + "tab", W + "br"):
        if el.tag == W + "t":
            if not any(a.tag == W + "del" or a.tag == W + "moveFrom" for a in el.iterancestors()):
                out.append(el.text or "")
        else:
            out.append(" ")
    return "".join(out).replace("\n", " ")


# ---- OpenDocument text (.odt) -------------------------------------------------------------------

T = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
OF = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
TB = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
DC = "{http://purl.org/dc/elements/1.1/}"
DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"


def _count(el) -> int:
    """An ODF 「text:s」's count of spaces (1 when it says none, or nothing readable)."""
    c = el.get(T + "c") or "1"
    return int(c) if c.isdigit() else 1


class _Odt:
    def __init__(self, z: zipfile.ZipFile):
        self.doc = _xml(z, "content.xml")
        self.out = _Out()
        self.deleted = {}       # a changed region's id → its deleted words, and its kind
        for reg in self.doc.iter(T + "changed-region"):
            rid = reg.get(T + "id") or reg.get("{http://www.w3.org/XML/1998/namespace}id")
            for kind in ("deletion", "insertion", "format-change"):
                el = reg.find(T + kind)
                if el is not None:
                    who = el.find(f"{OF}change-info/{DC}creator")
                    self.out.author(who.text if who is not None else None)
                    words = "".join(_odt_plain(p) for p in el.iter(T + "p", T + "h"))
                    self.deleted[rid] = (kind, words)
        self.inserting: set[str] = set()
        self.notes_n = 0

    def text(self) -> str:
        body = self.doc.find(f"{OF}body/{OF}text")
        if body is None:
            raise OfficeError("its content.xml has no office:text body")
        self._blocks(body)
        return self.out.text()

    def _blocks(self, parent) -> None:
        for el in parent:
            if el.tag in (T + "p", T + "h"):
                self._paragraph(el)
            elif el.tag in (T + "list", T + "list-item", T + "list-header", T + "section"):
                self._blocks(el)
            elif el.tag == TB + "table":
                self._table(el)

    def _table(self, tbl) -> None:
        """Each row a line of cells read as paragraphs are (their changes, notes and comments
        too: a review of the change found a cell's tracked change read as accepted,
        review_round49/o1.odt), the comments after the row."""
        for row in tbl.iter(TB + "table-row"):
            if next(row.iterancestors(TB + "table")) is not tbl:
                continue                      # (a table in a cell: read with its cell)
            line, margins = _row(self, row.findall(TB + "table-cell"))
            self.out.lines += [line] + margins

    def _paragraph(self, p) -> None:
        pieces: list[tuple[str, str]] = []
        after: list[str] = []
        boxes: list = []
        self._inline(p, pieces, after, boxes)
        line, long_, changes = joined(pieces)
        self.out.changes += changes
        self.out.lines += line.split("\n") + long_ + after
        for box in boxes:                      # (a text box's paragraphs after it)
            self._blocks(box)

    def _inline(self, el, pieces, after, boxes) -> None:
        if el.text:
            pieces.append(("ins" if self.inserting else "", el.text))
        for ch in el:
            if ch.tag == DRAW + "frame":
                boxes += list(ch.iter(DRAW + "text-box"))
            else:
                self._child(ch, pieces, after, boxes)
            if ch.tail:
                pieces.append(("ins" if self.inserting else "", ch.tail))

    def _child(self, ch, pieces, after, boxes) -> None:
        tag, kind = ch.tag, "ins" if self.inserting else ""
        if tag == T + "s":
            pieces.append((kind, " " * _count(ch)))
        elif tag == T + "tab":
            pieces.append((kind, "\t"))
        elif tag == T + "line-break":
            pieces.append((kind, "\n"))
        elif tag == T + "change":
            k, words = self.deleted.get(ch.get(T + "change-id"), ("", ""))
            if k == "deletion":
                pieces.append(("del", words))
        elif tag == T + "change-start":
            if self.deleted.get(ch.get(T + "change-id"), ("",))[0] == "insertion":
                self.inserting.add(ch.get(T + "change-id"))
        elif tag == T + "change-end":
            self.inserting.discard(ch.get(T + "change-id"))
        elif tag == T + "note":
            self.notes_n += 1
            body = ch.find(T + "note-body")
            words = " ".join(_odt_plain(p) for p in body.iter(T + "p")) if body is not None else ""
            self.out.notes.append(f"[^{self.notes_n}]: {words.strip()}")
            pieces.append((kind, f"[^{self.notes_n}]"))
        elif tag == OF + "annotation":
            who = ch.find(DC + "creator")
            words = " ".join(_odt_plain(p) for p in ch.iter(T + "p")).strip()
            self.out.comments += 1
            after.append(f"【批注】{who.text + '：' if who is not None and who.text else ''}{words}")
        elif tag in (T + "span", T + "a", T + "ruby-base", T + "meta", T + "ruby"):
            self._inline(ch, pieces, after, boxes)
        # anything else (bookmarks, a ruby's text, fields' own marks): no text


def _odt_plain(p) -> str:
    out = [p.text or ""]
    for ch in p:
        if ch.tag == T + "s":
            out.append(" " * _count(ch))
        elif ch.tag in (T + "tab", T + "line-break"):
            out.append(" ")
        elif ch.tag not in (T + "note", OF + "annotation", T + "ruby-text"):
            out.append(_odt_plain(ch))
        out.append(ch.tail or "")
    return "".join(out)
