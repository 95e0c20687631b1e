"""An e-book as a transcription's text: a publisher's punctuated reprint (點校本) comes as an EPUB
(a zip of XHTML documents, EPUB 3 or 2), its 校記 as footnotes or endnotes.

    text, summary = text_of(raw)

The book is read in its spine's order (the reading order its package document gives, not the
manifest's; a document the spine leaves out, a cover or an advertisement, is no text) as text in
the notations the checker reads in a plain book (:mod:`.office` for Word's):

* a heading, a paragraph, a list item one line; a line break a new line; a table's row one line,
  its cells joined by tabs;
* a note reference (「<a epub:type="noteref" href="#n3">［三］</a>」, or one whose target is a note)
  a Markdown footnote's mark 「[^1]」, the note (an <aside epub:type="footnote">, an endnote in
  another document) its definition 「[^1]: words」 at the book's end, and not text where it stands;
* a note set small in the line (a 夾注, the old print's interlinear note: a <small>, or a span whose
  class says a note, 「<span class="zhu">亥水</span>」) in round brackets, as a transcription writes it
  (「第二課亥（亥水）克丙火」: read as a note, not as the lesson's words);
* a note's own label at its head (「［三］」, 「3.」) no words of the note's;
* a ruby's base only (its <rt> a reading, no text); an image, a script, a style, the nav: no text;
  soft hyphens and zero-width characters dropped (the importer says how many).

A zip that says it is an EPUB and cannot be read so is refused in one line
(:class:`.office.OfficeError`).
"""
from __future__ import annotations

import io
import posixpath
import zipfile
from urllib.parse import unquote

import regex
from lxml import etree

from .office import OfficeError, _Out
from edition.core.patterns import compiled

MIMETYPE = "application/epub+zip"
CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
OPF = "{http://www.idpf.org/2007/opf}"
X = "{http://www.w3.org/1999/xhtml}"
EPUB_TYPE = "{http://www.idpf.org/2007/ops}type"
_BLOCKS = {X + t for t in ("p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "pre",
                           "caption", "figcaption", "td", "th")}
_CONTAINERS = {X + t for t in ("div", "section", "article", "aside", "blockquote", "ol", "ul", "dl",
                               "figure", "header", "footer", "main", "body", "hgroup", "details")}
_SKIP = {X + t for t in ("script", "style", "rt", "rp", "img", "nav", "head", "svg")}
_NOTE_TYPES = ("footnote", "endnote", "rearnote", "note", "footnotes", "endnotes", "rearnotes")
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"))
# a class that says a note set small in the line (interlinear, 夾注 / 小注 / 雙行注): one of its
# words (「zhu」, 「jia-zhu」; not 「zhuan」 nor 「zhuque」, a review of the change, review_round50/e1.epub)
_SMALL_WORDS = frozenset("zhu jiazhu xiaozhu shuangzhu 夾注 夹注 小注 雙行注 双行注 interlinear gloss "
                         "annot annotation note smallnote small".split())
# a note's label at its head: 「［三］」, 「[3]」, 「3.」, 「③」, 「注三：」
_LABEL = compiled(r"^\s*(?:[［\[〔(（][0-9一二三四五六七八九十百〇]{1,4}[］\]〕)）]|\d{1,3}[.、)）]"
                       r"|[\u2460-\u2473]|注[0-9一二三四五六七八九十]{1,3}[：:])\s*")


def is_epub(raw: bytes) -> bool:
    """Whether ``raw`` is a zip that says it is an EPUB (its 「mimetype」, or a container file)."""
    if not raw.startswith(b"PK\x03\x04"):
        return False
    try:
        z = zipfile.ZipFile(io.BytesIO(raw))
        names = set(z.namelist())
        mime = z.read("mimetype").decode("ascii", "replace").strip() if "mimetype" in names else ""
    except (zipfile.BadZipFile, OSError, KeyError):
        return False
    return mime == MIMETYPE or ("META-INF/container.xml" in names and "word/document.xml" not in names
                                and "content.xml" not in names)


def text_of(raw: bytes) -> tuple[str, str]:
    """The text of an EPUB (module doc) and what was done to read it."""
    try:
        z = zipfile.ZipFile(io.BytesIO(raw))
        book = _Book(z)
        text = book.text()
    except (zipfile.BadZipFile, OSError, KeyError, ValueError, etree.XMLSyntaxError) as e:
        raise OfficeError(f"an EPUB e-book that cannot be read ({type(e).__name__}: {e})") from None
    if not text.strip():
        raise OfficeError("an EPUB e-book with no text")
    return text, f"an EPUB e-book (.epub): read as text ({book.said()})"


def _parse(data: bytes):
    return etree.fromstring(data, parser=etree.XMLParser(recover=True, resolve_entities=False,
                                                           no_network=True, huge_tree=True))


def _types(el) -> set[str]:
    """An element's structural semantics: its epub:type, and its DPUB-ARIA role (「doc-footnote」;
    not ARIA's own 「note」, a box of the body's: a review of the change, review_round50/e1.epub)."""
    return set((el.get(EPUB_TYPE) or "").split()) | {
        r.removeprefix("doc-") for r in (el.get("role") or "").split() if r.startswith("doc-")}


def _noted(el) -> bool:
    """Whether an element is a note or inside one (its types, its ancestors', an <aside>)."""
    return any(_types(a) & set(_NOTE_TYPES) or a.tag == X + "aside"
               for a in [el, *el.iterancestors()] if isinstance(a.tag, str))


class _Book:
    def __init__(self, z: zipfile.ZipFile):
        self.z = z
        container = _parse(z.read("META-INF/container.xml"))
        root = next(container.iter(CONTAINER + "rootfile"), None)
        if root is None or not root.get("full-path"):
            raise ValueError("its META-INF/container.xml names no package document")
        opf_path = root.get("full-path")
        opf = _parse(z.read(opf_path))
        base = posixpath.dirname(opf_path)
        items = {i.get("id"): (posixpath.normpath(posixpath.join(base, unquote(i.get("href") or ""))),
                               i.get("media-type") or "") for i in opf.iter(OPF + "item")}
        self.spine = [items[r.get("idref")][0] for r in opf.iter(OPF + "itemref")
                      if r.get("idref") in items and r.get("linear") != "no"
                      and "html" in items[r.get("idref")][1]]
        self.docs = {path: _parse(z.read(path)) for path, kind in items.values()
                     if "html" in kind and path in set(z.namelist())}
        self.out = _Out()
        self.dropped = 0
        self.numbers: dict[tuple[str, str], int] = {}
        self.ids: dict[tuple[str, str], object] = {}     # (document, id) → its first element
        for path, doc in self.docs.items():
            for el in doc.iter():
                if isinstance(el.tag, str) and el.get("id"):
                    self.ids.setdefault((path, el.get("id")), el)
        self.targets = self._targets()

    def _targets(self) -> set[tuple[str, str]]:
        """The notes: (document, id) of each note a reference points to, and of each element
        typed a note."""
        out = set()
        for path, doc in self.docs.items():
            for el in doc.iter():
                if not isinstance(el.tag, str):
                    continue
                if el.get("id") and _types(el) & set(_NOTE_TYPES[:4]) and el.tag != X + "a":
                    out.add((path, el.get("id")))
                if el.tag == X + "a" and "noteref" in _types(el):
                    where, frag = self._target(path, el.get("href") or "")
                    found = self._by_id(where, frag)
                    # (a reference to a paragraph of the body, a cross-reference: no note, review_
                    # round50/e1.epub)
                    if found is not None and _noted(found):
                        out.add((where, frag))
        return out

    def _by_id(self, path: str, frag: str):
        return self.ids.get((path, frag)) if frag else None

    def _target(self, path: str, href: str) -> tuple[str, str]:
        file, _, frag = href.partition("#")
        where = posixpath.normpath(posixpath.join(posixpath.dirname(path), unquote(file))) \
            if file else path
        return where, frag

    def said(self) -> str:
        out = self.out.said()
        return out + (f"; {self.dropped} soft hyphen(s) and zero-width character(s) dropped"
                      if self.dropped else "")

    def text(self) -> str:
        for path in self.spine:
            body = self.docs.get(path)
            body = body.find(X + "body") if body is not None else None
            if body is not None:
                self._blocks(path, body)
        return self.out.text()

    def _is_note(self, path: str, el) -> bool:
        return (path, el.get("id")) in self.targets or bool(_types(el) & set(_NOTE_TYPES))

    def _blocks(self, path: str, parent) -> None:
        """The blocks of a container, and the words it holds between them (text after a heading
        with no paragraph of its own, 「<h3>第一案</h3>甲子日…」: a review of the change,
        review_round50/e1.epub), each run of them a line."""
        loose: list[str] = [self._clean(parent.text)]
        for el in parent:
            if not isinstance(el.tag, str) or el.tag in _SKIP or self._is_note(path, el):
                loose.append(self._clean(el.tail))
                continue
            if el.tag not in _CONTAINERS and el.tag not in _BLOCKS and el.tag != X + "table":
                loose.append(self._inline(path, el) + self._clean(el.tail))
                continue
            self._loose(loose)
            if el.tag == X + "table":
                self._table(path, el)
            elif el.tag in _BLOCKS:
                self._line(self._inline(path, el))
            else:                     # (a container: its own words and its blocks, each a line)
                self._blocks(path, el)
            loose = [self._clean(el.tail)]
        self._loose(loose)

    def _loose(self, words: list[str]) -> None:
        if "".join(words).strip():
            self._line("".join(words))
        words.clear()

    def _table(self, path: str, tbl) -> None:
        for tr in tbl.iter(X + "tr"):
            if next(tr.iterancestors(X + "table")) is tbl:
                cells = [self._inline(path, c).replace("\n", " ").strip()
                         for c in tr if c.tag in (X + "td", X + "th")]
                self.out.lines.append("\t".join(cells))

    def _line(self, words: str) -> None:
        self.out.lines += [x.strip() for x in words.split("\n")]

    def _inline(self, path: str, el) -> str:
        out = [self._clean(el.text)]
        for ch in el:
            if isinstance(ch.tag, str) and ch.tag == X + "br":
                out.append("\n")
            elif isinstance(ch.tag, str) and ch.tag == X + "a" and self._target(
                    path, ch.get("href") or "") in self.targets:
                out.append(self._ref(self._target(path, ch.get("href") or "")))
            elif isinstance(ch.tag, str) and ch.tag not in _SKIP and not self._is_note(path, ch) \
                    and "backlink" not in _types(ch):
                words = self._inline(path, ch)
                small = ch.tag == X + "small" or bool(_SMALL_WORDS & set(
                    regex.split(r"[\s_-]+", (ch.get("class") or "").lower())))
                out.append(f"（{words}）" if small and words.strip() else words)
            out.append(self._clean(ch.tail))
        return "".join(out)

    def _clean(self, t: str | None) -> str:
        if not t:
            return ""
        kept = t.translate(_INVISIBLE)
        self.dropped += len(t) - len(kept)
        # (a newline of the XHTML's source and its indent: no text, between Chinese words)
        return "".join(x.strip() for x in kept.split("\n")) if "\n" in kept else kept

    def _ref(self, key: tuple[str, str]) -> str:
        """A note's mark, its definition said once."""
        if key not in self.numbers:
            self.numbers[key] = n = len(self.numbers) + 1
            found = self._by_id(*key)
            words = " ".join(self._inline(key[0], found).split()) if found is not None else ""
            self.out.notes.append(f"[^{n}]: {_LABEL.sub('', words, count=1)}")
        return f"[^{self.numbers[key]}]"
