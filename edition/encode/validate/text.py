"""The checks of a text layer that no schema does (docs/ENCODING.md): its emendations carry
who and how sure, it holds no analysis, its header names its source file with the right
sha256 and line count, and every paragraph prints its source line byte for byte (a Kanripo
text layer: its diplomatic text is the raw file)."""
from __future__ import annotations

from lxml import etree

from edition.core.tei import NS, T, XML_ID
from edition.encode import kanripo

from .common import (CERTS, LINE_NO, PRINTED, SOURCE_FILE, Problem, SourceFile, header_source,
                     is_line_element, line_element_of, line_text, local, pointee, printed_text)


def check_emendations(root, path, probs) -> None:
    """Every emendation carries ``xml:id``, ``@resp`` and ``@cert`` (docs/ENCODING.md,
    *Emendations*: who proposes it, how sure). The project schema says so too, but
    libxml2 only reports "failed to validate attributes": this names what is missing."""
    for el in root.iterfind("tei:text//*", NS):
        if not is_emendation(el):
            continue
        what = f"<{local(el)}>" + (f" {el.get(XML_ID)!r}" if el.get(XML_ID) else "")
        for attr in ("xml:id", "resp", "cert"):
            if el.get(XML_ID if attr == "xml:id" else attr) is None:
                probs.append(Problem(path, el.sourceline, f"emendation {what} has no @{attr}"))
        cert = el.get("cert")
        if cert is not None and cert not in CERTS:
            probs.append(Problem(path, el.sourceline, f"emendation {what} has @cert={cert!r}, "
                                 f"not one of {'|'.join(CERTS)}"))


def check_no_analysis(root, path, probs) -> None:
    """The analysis is the stand-off layer's (:mod:`edition.analyse.standoff`): the
    constructs that embedded it in the text layer before are named, one line each."""
    where = "it belongs to the stand-off layer tei/standoff/ (`liuren analyse`)"
    text = root.find("tei:text", NS)
    if text is None:
        return
    for seg in text.iterfind("tei:body//tei:seg[@type='example']", NS):
        probs.append(Problem(path, seg.sourceline, f"<seg type='example'> "
                             f"{seg.get(XML_ID) or ''!r} is a worked example: {where}"))
    for el in text.iterfind("tei:body//*[@ana]", NS):
        if is_line_element(el):
            probs.append(Problem(path, el.sourceline, f"@ana on <{local(el)}> "
                                 f"{el.get(XML_ID) or ''!r} links a passage to rules: {where}"))
    for el in text.iterfind("tei:back/*", NS):
        kind = (local(el), el.get("type"))
        if kind in (("div", "examples"), ("linkGrp", "rules"), ("linkGrp", "parallels")):
            probs.append(Problem(path, el.sourceline, f"<{kind[0]} type={kind[1]!r}> in "
                                 f"<back> is analysis: {where}"))


def is_emendation(el) -> bool:
    """Inline emendation elements (not their ``sic``/``corr`` parts) and standoff notes."""
    name = local(el)
    parent = el.getparent()
    in_back = any(local(a) == "back" for a in el.iterancestors())
    if name == "note":
        return el.get("type") == "emendation"
    if in_back:
        return False
    if name in ("choice", "supplied", "surplus", "app"):
        return True
    if name == "seg":  # a typed seg flags a place (liuren.rng `seg`); an example is analysis
        return el.get("type") not in (None, "example")
    if name == "sic":
        return local(parent) != "choice"
    return False


def check_source_lines(root, path, probs, source_file) -> None:
    """The header's source file, then every paragraph prints its line, every printed reading
    occurs in its line, every commentary clause in its paragraph."""
    src = check_source_header(root, path, probs, source_file)
    if src is None:
        return
    text = root.find("tei:text", NS)
    if text is None:
        return
    _check_line_texts(text, src, path, probs)
    _check_readings(text, root, src, path, probs)
    _check_clauses(text, root, src, path, probs)


def _line_of(el, src: SourceFile) -> int | None:
    """The source line (1-based int) of a paragraph-level element, or None if bad."""
    n = el.get("n") or ""
    return int(n) if LINE_NO.fullmatch(n) and int(n) <= len(src.lines) else None


def _check_line_texts(text, src: SourceFile, path, probs) -> None:
    """Every paragraph-level element has ``@n``, a line of the source, and prints it."""
    name = src.name
    for el in text.iter(etree.Element):
        if not is_line_element(el):
            continue
        n = el.get("n")
        if n is None:
            probs.append(Problem(path, el.sourceline, f"<{local(el)}> has no source line @n"))
            continue
        if _line_of(el, src) is None:
            probs.append(Problem(path, el.sourceline,
                                 f"@n={n!r} is not a line of {name} (1–{len(src.lines)})"))
            continue
        line = src.lines[int(n) - 1]
        printed = line_text(el)
        if printed != line:
            i = next((k for k, (a, b) in enumerate(zip(printed, line)) if a != b),
                     min(len(printed), len(line)))
            probs.append(Problem(path, el.sourceline,
                                 f"printed text differs from {name}:{n} at character {i + 1}: "
                                 f"TEI {printed[i:i + 12]!r}, source {line[i:i + 12]!r}"))


def _check_readings(text, root, src: SourceFile, path, probs) -> None:
    """Every sic (surplus, orig, lem) occurs, as printed, in its source line; so does a
    standoff reading (seg[@type='sic'] of an emendation note) in the line it targets."""
    name = src.name
    for el in text.iter(*(T + x for x in PRINTED)):
        holder = line_element_of(el, root)
        if holder is None:
            probs.append(Problem(path, el.sourceline,
                                 f"<{local(el)}> belongs to no paragraph with a source line @n"))
            continue
        n = _line_of(holder, src)
        if n is None:
            continue  # reported above
        printed = printed_text(el)
        if printed not in src.lines[n - 1]:
            probs.append(Problem(path, el.sourceline,
                                 f"<{local(el)}> {printed!r} does not occur in its source line {name}:{n}"))
    for seg in text.iterfind("tei:back//tei:note[@type='emendation']/tei:seg[@type='sic']", NS):
        holder = line_element_of(seg, root)
        n = _line_of(holder, src) if holder is not None else None
        printed = printed_text(seg)
        if n is not None and printed not in src.lines[n - 1]:
            probs.append(Problem(path, seg.sourceline,
                                 f"<seg type='sic'> {printed!r} does not occur in its source line {name}:{n}"))


def _check_clauses(text, root, src: SourceFile, path, probs) -> None:
    """The commentary's clause occurs in the commentary paragraph."""
    for note in text.iterfind("tei:back//tei:note[@type='emendation']", NS):
        ko = pointee(root, note.get("corresp"))
        q = note.find("tei:quote", NS)
        if ko is None or q is None or not is_line_element(ko):
            continue
        n = _line_of(ko, src)
        clause = "".join(q.itertext())
        if n is not None and clause not in src.lines[n - 1]:
            probs.append(Problem(path, q.sourceline,
                                 f"the commentary's clause {clause[:20]!r}… does not occur in {src.name}:{n}"))


def check_source_header(root, path, probs, source_file) -> SourceFile | None:
    """The header names a file of ``sources/`` whose sha256 and line count it gives."""
    head = header_source(root)
    name = head["file"]
    if not name:
        probs.append(Problem(path, head["at"], "the header names no source file "
                             "(teiHeader//sourceDesc//idno[@type='file'])"))
        return None
    if not SOURCE_FILE.fullmatch(name):
        probs.append(Problem(path, head["at"], f"source file {name!r} is not a file name of sources/"))
        return None
    src = source_file(name)
    if src is None:
        probs.append(Problem(path, head["at"], f"source file {name} not found in sources/"))
        return None
    if head["sha256"] and head["sha256"][0] != src.sha256:
        probs.append(Problem(path, head["sha256"][1],
                             f"sha256 of sources/{name} is {src.sha256}, the header says {head['sha256'][0]}"))
    if head["lines"] and head["lines"][0] != str(len(src.lines)):
        probs.append(Problem(path, head["lines"][1],
                             f"sources/{name} has {len(src.lines)} lines, the header says {head['lines'][0]}"))
    return src


def check_kanripo(root, path, probs, source_file) -> None:
    """A Kanripo witness (docs/ENCODING.md, *Kanripo witnesses*): its header names its raw
    file, and its diplomatic text is that file, byte for byte; every ``lb`` names a line
    of it, in order."""
    src = check_source_header(root, path, probs, source_file)
    last = 0
    for lb in root.iterfind(".//tei:body//tei:lb", NS):
        n = lb.get("n") or ""
        if not LINE_NO.fullmatch(n) or (src is not None and int(n) > len(src.lines)):
            probs.append(Problem(path, lb.sourceline, f"<lb> @n={n!r} is not a line of the file"))
            continue
        if int(n) <= last:
            probs.append(Problem(path, lb.sourceline, f"<lb> @n={n} does not follow line {last}"))
        last = int(n)
    if src is None:
        return
    try:
        text = kanripo.diplomatic(root)
    except ValueError as e:
        probs.append(Problem(path, root.sourceline or 0, f"the text cannot be read back: {e}"))
        return
    back = text.split("\n")
    if back != src.lines:
        i = next((k for k, (a, b) in enumerate(zip(back, src.lines)) if a != b),
                 min(len(back), len(src.lines)))
        probs.append(Problem(path, 0, f"the diplomatic text differs from {src.name}:{i + 1}"))
