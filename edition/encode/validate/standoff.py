"""The checks of a stand-off file (the analysis, :mod:`edition.analyse.standoff`) that no
schema does, and its schema's refusals told element by element."""
from __future__ import annotations

import hashlib
from pathlib import Path

from lxml import etree

from edition.core.tei import NS, XML_ID, TeiError, parse_file
from edition.encode import formats

from .common import Problem, header_source, is_line_element, local
from .schemas import schema_part, standoff_schema

# the parts of a stand-off file's standOff, each with its define in standoff.rng
STANDOFF_PARTS = (("tei:spanGrp[@type='examples']/tei:span", "span.example"),
                  ("tei:fvLib[@n='examples']/tei:fs", "fs.example"),
                  ("tei:fvLib[@n='checks']/tei:fs", "fs.check"),
                  ("tei:linkGrp[@type='rules']/tei:link", "link.rules"),
                  ("tei:linkGrp[@type='parallels']/tei:link", "link.parallel"))


def standoff_parts(root, path, label) -> list[Problem]:
    """The elements of a stand-off file's ``standOff`` that its schema refuses, each
    checked on its own against its define of ``standoff.rng`` (:data:`STANDOFF_PARTS`):
    libxml2 reports an error inside a feature structure only as "standOff has extra
    content" (an fs's features are told apart by ``@name``, which its automata do not
    follow), so the file's own messages do not say which example or check is wrong."""
    out: list[Problem] = []
    for xpath, define in STANDOFF_PARTS:
        part = None
        for el in root.iterfind(f"tei:standOff/{xpath}", NS):
            part = part or schema_part(standoff_schema(), define)
            if part.validate(el):
                continue
            name = el.get(XML_ID) or el.get("n") or (el.get("target") or "").split(" ")[0]
            seen: list[str] = []
            for e in part.error_log:
                if e.message not in seen:
                    seen.append(e.message)
            out += [Problem(path, el.sourceline or 0, f"{label}: <{local(el)}> {name!r}: {m}")
                    for m in seen]
    return out


def check_standoff(root, path, probs, source_file) -> None:
    """A stand-off file (:mod:`edition.analyse.standoff`): the text layer it analyses (its
    ``sourceDesc//ptr``) with that file's sha256; each example ``span`` on a paragraph of
    it, printing what its fs says; links starting with paragraphs."""
    so = root.find("tei:standOff", NS)
    if so is None:
        return                                     # rules.xml: the taxonomy only
    ptr = root.find("tei:teiHeader//tei:sourceDesc//tei:ptr", NS)
    if ptr is None or not ptr.get("target"):
        probs.append(Problem(path, root.sourceline or 0, "a stand-off file names the text "
                             "layer it analyses (teiHeader//sourceDesc//ptr/@target)"))
        return
    text_path = (Path(path).parent / ptr.get("target")).resolve()
    try:
        data = text_path.read_bytes()
        text_root = parse_file(text_path).getroot()
    except (OSError, TeiError):
        return                                      # the pointer check reports it
    sha = root.find("tei:teiHeader//tei:sourceDesc//tei:idno[@type='sha256']", NS)
    if sha is not None and (sha.text or "").strip() != hashlib.sha256(data).hexdigest():
        probs.append(Problem(path, sha.sourceline, f"the text layer {text_path.name} has "
                             "changed since this analysis (its sha256 differs): run "
                             "`liuren analyse`"))
    layer = _TextLayer(text_path, text_root, source_file)
    _check_examples(so, layer, path, probs)
    _check_links(so, layer, path, probs)


class _TextLayer:
    """The text layer a stand-off file analyses: its paragraphs by ``xml:id``, its source
    file, and (a Kanripo witness) the reading text of its passages by line."""

    def __init__(self, text_path: Path, text_root, source_file):
        self.path = text_path
        fmt = formats.of_layer(text_root)
        blocks = not fmt.line_units
        self.paras = {el.get(XML_ID): el for el in text_root.iter(etree.Element)
                      if el.get(XML_ID) and (is_line_element(el) or blocks and local(el) in
                                             ("head", "p", "ab", "trailer") and el.get("n"))}
        self.name = name = header_source(text_root)["file"]
        self.src = source_file(name) if name and "/" not in name else None
        try:
            self.passage = ({p.line: p.text for p in fmt.passages(text_root)} if blocks
                            else None)
        except ValueError:
            self.passage = {}

    def para_of(self, ptr: str):
        """The paragraph ``ptr`` points to, if it points into this text layer."""
        f, _, frag = ptr.partition("#")
        return self.paras.get(frag) if Path(f).name == self.path.name else None


def _check_examples(so, layer: _TextLayer, path, probs) -> None:
    """Each example ``span`` targets a paragraph, points first to its fs, and prints the
    characters its fs says, which are those of its passage (or source line)."""
    name, src, passage = layer.name, layer.src, layer.passage
    fss = {fs.get(XML_ID): fs for fs in so.iterfind("tei:fvLib[@n='examples']/tei:fs", NS)}
    for span in so.iterfind("tei:spanGrp[@type='examples']/tei:span", NS):
        sid = span.get(XML_ID)
        tgt = (span.get("target") or "").split()
        if not tgt or layer.para_of(tgt[0]) is None:
            probs.append(Problem(path, span.sourceline, f"example span {sid!r} does not "
                                 f"target a paragraph of {layer.path.name}"))
            continue
        ana = (span.get("ana") or "").split()
        fs = fss.get(ana[0][1:]) if ana and ana[0].startswith("#") else None
        if fs is None or fs.get("n") != sid:
            probs.append(Problem(path, span.sourceline, f"example span {sid!r}: @ana does "
                                 "not point first to its fs"))
            continue
        if "".join(span.itertext()) != _fs_text(fs):
            probs.append(Problem(path, span.sourceline, f"example span {sid!r} prints "
                                 f"{''.join(span.itertext())[:20]!r}, its fs says "
                                 f"{_fs_text(fs)[:20]!r}"))
        n = int(layer.para_of(tgt[0]).get("n"))
        a, b = _fs_span(fs)
        if passage is not None:
            if passage.get(n, "")[a:b] != _fs_text(fs):
                probs.append(Problem(path, fs.sourceline, f"example {sid!r}: its text is "
                                     f"not characters {a}–{b} of the passage at {name}:{n}"))
        elif src is not None:
            if not (1 <= n <= len(src.lines)) or src.lines[n - 1][a:b] != _fs_text(fs):
                probs.append(Problem(path, fs.sourceline, f"example {sid!r}: its text is "
                                     f"not {name}:{n} characters {a}–{b}"))


def _check_links(so, layer: _TextLayer, path, probs) -> None:
    """Rule links start with a paragraph and point to rules of rules.xml; parallel links
    point to paragraphs."""
    for grp in so.iterfind("tei:linkGrp", NS):
        for link in grp.iterfind("tei:link", NS):
            tg = (link.get("target") or "").split()
            first = 2 if grp.get("type") == "parallels" else 1
            for ptr_ in tg[:first] if grp.get("type") == "rules" else tg:
                if Path(ptr_.partition("#")[0]).name == layer.path.name and \
                        layer.para_of(ptr_) is None:
                    probs.append(Problem(path, link.sourceline, f"{grp.get('type')} link: "
                                         f"{ptr_} is not a paragraph of {layer.path.name}"))
            if grp.get("type") == "rules":
                for r in tg[1:]:
                    if not r.partition("#")[0].endswith("rules.xml"):
                        probs.append(Problem(path, link.sourceline, f"rule link: {r} is "
                                             "not a rule of rules.xml"))


def _fs_value(fs, name: str):
    f = fs.find(f"tei:f[@name='{name}']", NS)
    return f[0] if f is not None and len(f) else None


def _fs_text(fs) -> str:
    v = _fs_value(fs, "text")
    return (v.text if v is not None and v.text is not None else v.get("value", "")) \
        if v is not None else ""


def _fs_span(fs) -> tuple[int, int]:
    v = _fs_value(fs, "span")
    try:
        a, b = (int(x.get("value")) for x in v.iterfind("tei:numeric", NS))
        return a, b
    except (AttributeError, TypeError, ValueError):
        return -1, -1
