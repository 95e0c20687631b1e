"""Everything the site shows, gathered once from an edition and its analysis: each witness's
TEI text layer, its emendations and rule links, the rule registry, the cards of the checked
items and the analysis's atlas and parallels. Nothing here writes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from edition.analyse.evidence import emendation_witnesses
from edition.core.tei import NS, XML_ID, XML_LANG
from edition.encode import formats, reader
from edition.publish.html.overlay import overlay
from edition.publish.html.teihtml import local


@dataclass
class PagePassage:
    id: str
    line: int
    lang: str
    el: object                     # the lxml element (inline markup is rendered from it)
    corresp: str | None = None     # xml:id of the paired paragraph
    printed: str = ""
    reading: str = ""
    rules: list = field(default_factory=list)     # [(rule id, "defines"|"mentions"|"section")]
    twins: list = field(default_factory=list)     # xml:ids of duplicated blocks
    kind: str = "p"                # "head" or "p"
    divs: list = field(default_factory=list)      # enclosing div elements, outermost first


@dataclass
class PageSource:
    id: str
    file: str
    title_zh: str
    title_ko: str
    what: str
    title_note: str = ""
    from_tei: bool = False
    passages: list = field(default_factory=list)
    emendations: list = field(default_factory=list)
    by_id: dict = field(default_factory=dict)
    inline: dict = field(default_factory=dict)     # inline element id → emendation record
    header: list = field(default_factory=list)     # [(line, text)]: a Kanripo file's # lines
    parts: tuple = ()          # ((first line, page), …) when its text is shown over several pages


@dataclass
class Site:
    """What the pages render: the sources with their text, the rules, the cards of every
    checked item, and the analysis's printings, atlas and parallels (nothing here is computed
    again: :func:`edition.publish.html.site.collect`)."""
    root: Path
    sources: list                                  # PageSource, manifest order
    rules: list = field(default_factory=list)      # dicts {"id", "label", "ko", "desc", "parent", …}
    cards: list = field(default_factory=list)      # cards.Card: examples, then table cells and claims
    notes: list = field(default_factory=list)      # what was missing, shown on the home page
    printings: list = field(default_factory=list)  # edition.analyse.xref.Printing of every example
    atlas: dict = field(default_factory=dict)      # edition.analyse.xref.atlas: the 720 課
    parallels: list = field(default_factory=list)  # edition.analyse.parallels.Parallel
    apparatus: dict = field(default_factory=dict)  # file → edition.analyse.apparatus.TextApparatus
    title: str = ""                                # the manifest's [edition] title
    intro: str = ""                                # the manifest's [edition] intro


def _ids(ptrs: str | None) -> list[str]:
    return [p[1:] if p.startswith("#") else p for p in (ptrs or "").split()]


PARA = ("p", "head", "table", "list", "ab", "figure",
        "trailer")                   # a Kanripo juan's closing title: trailer


def passages_from_tree(tree) -> list[PagePassage]:
    """Paragraph-level elements (ENCODING.md: ``p``, ``table``, ``list`` and the heading, each
    with ``@n`` = its source line, children of ``body`` or a ``div``), in document order."""
    root = tree.getroot()
    body = root.find(".//tei:body", NS)
    if body is None:
        body = root
    out = []
    for el in body.iter():
        name = local(el)
        parent = el.getparent()
        if name not in PARA or el.get("n") is None or parent is None or local(parent) not in ("body", "div"):
            continue
        try:
            line = int(el.get("n"))
        except ValueError:
            continue
        lang = el.get(XML_LANG) or next((a.get(XML_LANG) for a in el.iterancestors() if a.get(XML_LANG)), None) or "lzh"
        corresp = _ids(el.get("corresp"))
        divs = [a for a in el.iterancestors() if local(a) == "div"][::-1]
        rules = [(r, "mentions") for r in _ids(el.get("ana"))]
        seen = {r for r, _ in rules}
        for d in divs:
            for r in _ids(d.get("ana")):
                if r not in seen:
                    seen.add(r)
                    rules.append((r, "section"))
        out.append(PagePassage(id=el.get(XML_ID) or f"L{line}", line=line, lang=lang, el=el,
                           corresp=corresp[0] if corresp else None,
                           rules=rules, kind="head" if name in ("head", "trailer") else "p", divs=divs))
    return out


def twin_links(tree) -> dict[str, list[str]]:
    """``back/linkGrp[@type='twins']/link/@target`` → for each id, the ids printed alike."""
    out: dict[str, list[str]] = {}
    for grp in tree.getroot().iter("{%s}linkGrp" % NS["tei"]):
        if grp.get("type") != "twins":
            continue
        for link in grp.iter("{%s}link" % NS["tei"]):
            ids = _ids(link.get("target"))
            for a in ids:
                out.setdefault(a, []).extend(b for b in ids if b != a and b not in out[a])
    return out


def standoff_notes(tree) -> dict[str, str]:
    """Standoff emendation notes (``back``: ``note[@type='emendation']``): record id → the
    id of the element it targets (inline element or paragraph)."""
    out = {}
    for note in tree.getroot().iter("{%s}note" % NS["tei"]):
        if note.get("type") != "emendation":
            continue
        xid = note.get(XML_ID) or ""
        rid = xid[2:] if xid.startswith("c.") else xid
        tgt = _ids(note.get("target"))
        if rid and tgt:
            out[rid] = tgt[0]
    return out


def _apply_links(found: dict, src: PageSource) -> None:
    """Defines/mentions of each passage from the analysis (:mod:`edition.analyse.links`);
    the division's rules (``div/@ana``) stay as ``section``."""
    for p in src.passages:
        link = found.get(p.line)
        sections = [(r, k) for r, k in p.rules if k == "section"]
        if link is None:
            p.rules = sections
            continue
        own = [(r, "defines") for r in link.get("defines", [])]
        own += [(r, "mentions") for r in link.get("mentions", []) if r not in link.get("defines", [])]
        seen = {r for r, _ in own}
        p.rules = own + [(r, k) for r, k in sections if r not in seen]


def header_lines(tree) -> list[tuple[int, str]]:
    """A Kanripo file's header lines (``#+TITLE: …``, ``#+PROPERTY: …``), kept verbatim in
    ``teiHeader/xenoData[@type='mandoku-header']`` (docs/ENCODING.md, *Kanripo witnesses*),
    with their line numbers (1, 2, …); none for a plain witness."""
    x = tree.getroot().find("tei:teiHeader/tei:xenoData[@type='mandoku-header']", NS)
    if x is None or not x.text:
        return []
    return list(enumerate(x.text.split("\n"), 1))


def what_of(s) -> str:
    """What a witness is: the manifest's ``what``, else as its format says
    (:meth:`edition.encode.formats.Format.what`: a Kanripo witness's text, juan and base
    edition; a plain one imported as it is)."""
    return s.what or formats.of(s).what(s)


def load_source(w, links: dict, examples=()) -> PageSource:
    """One witness of the edition (:class:`edition.analyse.witness.Witness`) for the site,
    with its rule ``links`` ({line: {defines, mentions}}) and its worked ``examples`` (laid
    over a copy of its text, :mod:`edition.publish.html.overlay`) from the analysis."""
    s = w.source
    src = PageSource(id=s.id, file=s.file, title_zh=s.title_zh, title_ko=s.title_ko, what=what_of(s),
                 title_note=s.title_note, header=header_lines(w.tree))
    tree, _ = overlay(w.tree, examples)
    src.from_tei = True
    src.passages = passages_from_tree(tree)
    # the reader's texts (the search index uses them), of the text layer without the overlay
    theirs = {q.id: q for q in w.passages}
    plain = {el.get(XML_ID): el for el in w.tree.iter() if el.get(XML_ID)}
    for p in src.passages:
        q = theirs.get(p.id)
        if q is not None:
            p.printed, p.reading = q.text, q.reading
        elif p.id in plain:
            p.printed, p.reading = (reader.element_text(plain[p.id], m) for m in ("dip", "read"))
    src.emendations = [dict(e) for e in reader.emendations(tree)]
    if s.copies:                       # what the other witnesses print there
        ew = emendation_witnesses(w.edition, s)
        for e in src.emendations:
            if e["id"] in ew:
                e["witnesses"] = ew[e["id"]]
    twins = twin_links(tree)
    for p in src.passages:
        p.twins = twins.get(p.id, [])
    _apply_links(links, src)
    ems = {e["id"]: e for e in src.emendations}
    para_ids = {p.id for p in src.passages}
    for rid, target in sorted(standoff_notes(tree).items()):
        em = ems.get(rid) or ems.get(target)
        if em is not None and target not in para_ids:
            src.inline[target] = em
    src.by_id = {p.id: p for p in src.passages}
    return src
