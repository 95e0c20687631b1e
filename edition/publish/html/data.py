"""Everything the site shows, gathered once: the manifest, each source's TEI (or, when a
checkout has no TEI yet, the plain source), emendations, rule taxonomy, check results and
engine charts. Every optional part degrades to an empty list and the page says what is
missing; nothing here writes.
"""
from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from edition.core.tei import NS, XML_ID, XML_LANG, parse_file
from edition.publish.html import plain
from edition.publish.html.teihtml import local


class BuildError(ValueError):
    """The site cannot be built from this checkout (names the file and what is wrong)."""


@dataclass
class Passage:
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
class Source:
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


@dataclass
class Site:
    root: Path
    sources: list
    rules: list = field(default_factory=list)      # dicts {"id","names","ko","desc","parent"}
    checks: list | None = None                     # None: no checker in this checkout
    charts: list = field(default_factory=list)     # dicts (see cards.card_from_chart)
    notes: list = field(default_factory=list)      # what was missing, shown on the home page
    project: bool = False                          # the project checkout (not a fixture)
    xref_recs: list | None = None                  # edition.analyse.xref.Printing of every example (atlas)
    parallels: list = field(default_factory=list)  # edition.analyse.parallels.Group (parallel passages)


def _get(obj, key, default=None):
    if isinstance(obj, dict):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _reader():
    try:
        return importlib.import_module("edition.encode.reader")
    except ImportError:
        return None


def _text_of(el, printed: bool) -> str:
    """Plain text of an element, printed (sic, surplus) or reading (corr, supplied)."""
    out = [el.text or ""]
    for ch in el:
        name = local(ch)
        if name == "choice":
            want = ("sic", "orig") if printed else ("corr", "reg")
            for c in ch:
                if local(c) in want:
                    out.append(_text_of(c, printed))
        elif name == "supplied":
            if not printed:
                out.append(_text_of(ch, printed))
        elif name == "surplus":
            if printed:
                out.append(_text_of(ch, printed))
        elif name == "gap":
            out.append("□")
        elif name == "note":
            out.append("（" + _text_of(ch, printed) + "）")
        elif name in ("fs", "f", "interpGrp", "interp", "linkGrp", "link"):
            pass
        elif name:
            out.append(_text_of(ch, printed))
        out.append(ch.tail or "")
    return "".join(out)


def _ids(ptrs: str | None) -> list[str]:
    return [p[1:] if p.startswith("#") else p for p in (ptrs or "").split()]


PARA = ("p", "head", "table", "list", "ab")


def passages_from_tree(tree) -> list[Passage]:
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
        out.append(Passage(id=el.get(XML_ID) or f"L{line}", line=line, lang=lang, el=el,
                           corresp=corresp[0] if corresp else None,
                           printed=_text_of(el, True), reading=_text_of(el, False),
                           rules=rules, kind="head" if name == "head" else "p", divs=divs))
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


def emendations_from_tree(tree, source_file: str) -> list[dict]:
    """The emendation records as ``reader.emendations`` gives them, read from the standoff
    notes (ENCODING.md, *Emendations*); used only when ``edition.encode.reader`` is absent."""
    root = tree.getroot()
    by_id = {el.get(XML_ID): el for el in root.iter() if isinstance(el.tag, str) and el.get(XML_ID)}
    out = []
    for note in root.iter("{%s}note" % NS["tei"]):
        if note.get("type") != "emendation":
            continue
        xid = note.get(XML_ID) or ""
        rid = xid[2:] if xid.startswith("c.") else xid
        tgt = by_id.get((_ids(note.get("target")) or [""])[0])
        com = by_id.get((_ids(note.get("corresp")) or [""])[0])
        sic = corr = None
        seg_sic = note.find("tei:seg[@type='sic']", NS)
        seg_corr = note.find("tei:seg[@type='corr']", NS)
        holder = note.find("tei:choice", NS)
        if holder is None and tgt is not None and local(tgt) not in PARA:
            holder = tgt
        if holder is not None:
            s_el = holder if local(holder) in ("sic", "surplus", "gap", "seg") else holder.find("tei:sic", NS)
            c_el = holder if local(holder) == "supplied" else holder.find("tei:corr", NS)
            if local(holder) == "gap":
                sic = "□" * int(holder.get("quantity") or 1)
            elif s_el is not None:
                sic = "".join(s_el.itertext())
            if c_el is not None:
                corr = "".join(c_el.itertext())
        if seg_sic is not None:
            sic = "".join(seg_sic.itertext())
            corr = "".join(seg_corr.itertext()) if seg_corr is not None else None
        para = tgt
        while para is not None and local(para) not in PARA:
            para = para.getparent()
        line = int(para.get("n")) if para is not None and para.get("n") else None
        if para is not None and para.get(XML_LANG) == "ko" and para.get("corresp"):
            zh = by_id.get(_ids(para.get("corresp"))[0])
            if zh is not None and zh.get("n"):
                line = int(zh.get("n"))
        quote = note.find("tei:quote", NS)
        out.append({"id": rid, "source": source_file, "line": line, "sic": sic or "", "corr": corr,
                    "type": note.get("subtype"), "cert": note.get("cert"),
                    "commentary_line": int(com.get("n")) if com is not None and com.get("n") else None,
                    "commentary": "".join(quote.itertext()) if quote is not None else ""})
    return out


def _apply_links(tree, src: Source, notes: list) -> None:
    """Defines/mentions of each passage from ``edition.analyse.links`` (issue 6) when the checkout
    has it: ``@ana`` in the TEI does not say which of the two a link is."""
    try:
        links = importlib.import_module("edition.analyse.links")
    except ImportError:
        return
    try:
        found = links.links_for_tree(tree)
    except ValueError as e:        # a source the registry does not know (a fixture, a new witness)
        notes.append(f"{src.file}: rule links from @ana only ({e})")
        return
    for p in src.passages:
        link = found.get(p.line)
        sections = [(r, k) for r, k in p.rules if k == "section"]
        if link is None:
            p.rules = [(r, "mentions") for r, k in p.rules if k != "section"] + sections
            continue
        own = [(r, "defines") for r in link.get("defines", [])]
        own += [(r, "mentions") for r in link.get("mentions", []) if r not in link.get("defines", [])]
        seen = {r for r, _ in own}
        p.rules = own + [(r, k) for r, k in sections if r not in seen]


def load_manifest(root: Path) -> list[dict]:
    path = root / "sources" / "manifest.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BuildError(f"{path}: no such file (the site lists the sources of the manifest)") from None
    except tomllib.TOMLDecodeError as e:
        raise BuildError(f"{path}: {e}") from None
    return sorted(data.get("source", []), key=lambda s: s["id"])


def load_source(root: Path, entry: dict, notes: list) -> Source:
    src = Source(id=entry["id"], file=entry["file"], title_zh=entry.get("title_zh", ""),
                 title_ko=entry.get("title_ko", ""), what=entry.get("what", ""),
                 title_note=entry.get("title_note", ""))
    tei_path = root / "tei" / f"{src.id}.xml"
    if tei_path.exists():
        tree = parse_file(tei_path)
        src.from_tei = True
        src.passages = passages_from_tree(tree)
        reader = _reader()
        if reader is not None:
            # the reader's texts are the reference (the search index uses them)
            theirs = {_get(p, "id"): p for p in reader.passages(tree)}
            for p in src.passages:
                q = theirs.get(p.id)
                if q is not None:
                    p.printed = _get(q, "text", p.printed)
                    p.reading = _get(q, "reading", p.reading)
            src.emendations = [dict(e) for e in reader.emendations(tree)]
        else:
            src.emendations = emendations_from_tree(tree, src.file)
        twins = twin_links(tree)
        for p in src.passages:
            p.twins = twins.get(p.id, [])
        _apply_links(tree, src, notes)
        ems = {e["id"]: e for e in src.emendations}
        para_ids = {p.id for p in src.passages}
        for rid, target in sorted(standoff_notes(tree).items()):
            em = ems.get(rid) or ems.get(target)
            if em is not None and target not in para_ids:
                src.inline[target] = em
    else:
        text_path = root / "sources" / src.file
        try:
            text = text_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise BuildError(f"{text_path}: no such file (listed in sources/manifest.toml)") from None
        src.passages = passages_from_tree(plain.tree_from_text(src.id, text))
        notes.append(f"{src.file}: no TEI file tei/{src.id}.xml yet; shown from the plain source, without emendations")
    src.by_id = {p.id: p for p in src.passages}
    return src
