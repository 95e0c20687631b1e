"""TEI bytes: the importer's deterministic layout (containers indented, mixed content never
touched: docs/ENCODING.md, *Whitespace*), and where a TEI file differs from a fresh import."""
from __future__ import annotations

import difflib

from lxml import etree

from edition.core import tei
from edition.core.tei import XML_ID, T, TeiError, local, parse_bytes

# Elements of a text layer whose whitespace-only text is indentation (docs/ENCODING.md,
# *Whitespace*), and an emendation note of ``back``; every other element is mixed content.
CONTAINERS = frozenset(T + n for n in (
    "TEI", "teiHeader", "fileDesc", "titleStmt", "editor", "respStmt", "publicationStmt",
    "notesStmt", "sourceDesc", "bibl", "extent", "encodingDesc", "editorialDecl",
    "correction", "segmentation", "interpretation", "normalization", "classDecl", "taxonomy",
    "category", "profileDesc", "langUsage", "text", "body", "back", "div", "table", "row",
    "list", "linkGrp", "choice", "app"))


def container(e: etree._Element) -> bool:
    """An element of a text layer laid out as a container (:func:`edition.core.tei.serialize`)."""
    return e.tag in CONTAINERS or (e.tag == T + "note" and e.get("type") == "emendation")


def serialize(root: etree._Element) -> bytes:
    """The bytes of a text layer (or a collation): the importer's deterministic layout."""
    return tei.serialize(root, container)


def _sig(e) -> tuple:
    def norm(t):
        return "" if t is None or not t.strip() else t
    return (local(e), tuple(sorted(e.attrib.items())), norm(e.text), norm(e.tail))


def _label(e) -> str:
    i = e.get(XML_ID)
    n = e.get("n")
    bits = [local(e)]
    if i:
        bits.append(f'xml:id="{i}"')
    elif n:
        bits.append(f'n="{n}"')
    return "<" + " ".join(bits) + ">"


def _short(t, k=30):
    t = (t or "").strip()
    return repr(t if len(t) <= k else t[:k] + "…")


def diff_tei(existing: bytes, fresh: bytes, path: str, limit: int = 20) -> list[str]:
    """Where a TEI file differs from a fresh import: ``path:line: <element>: what``.
    Empty when they are the same bytes."""
    if existing == fresh:
        return []
    try:
        old = parse_bytes(existing, path).getroot()
    except TeiError as e:
        return [str(e)]
    new = parse_bytes(fresh, path + " (fresh import)").getroot()
    a = [e for e in old.iter() if isinstance(e.tag, str)]
    b = [e for e in new.iter() if isinstance(e.tag, str)]
    sa, sb = [_sig(e) for e in a], [_sig(e) for e in b]
    out: list[str] = []
    sm = difflib.SequenceMatcher(None, sa, sb, autojunk=False)
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        if op == "replace":
            for k in range(max(i2 - i1, j2 - j1)):
                ea = a[i1 + k] if i1 + k < i2 else None
                eb = b[j1 + k] if j1 + k < j2 else None
                if ea is not None and eb is not None:
                    out.append(f"{path}:{ea.sourceline}: {_label(ea)}: " + "; ".join(
                        _differences(ea, eb)))
                elif ea is not None:
                    out.append(f"{path}:{ea.sourceline}: {_label(ea)}: not in a fresh import")
                else:
                    anchor = a[min(i2, len(a) - 1)]
                    out.append(f"{path}:{anchor.sourceline}: a fresh import has {_label(eb)} here")
        elif op == "delete":
            for ea in a[i1:i2]:
                out.append(f"{path}:{ea.sourceline}: {_label(ea)}: not in a fresh import")
        else:
            anchor = a[min(i1, len(a) - 1)]
            for eb in b[j1:j2]:
                out.append(f"{path}:{anchor.sourceline}: a fresh import has {_label(eb)} here")
        if len(out) >= limit:
            out = out[:limit] + [f"{path}: … (more differences)"]
            break
    if not out:
        la, lb = existing.split(b"\n"), fresh.split(b"\n")
        line = next((i + 1 for i, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
        out.append(f"{path}:{line}: differs from a fresh import in layout only (whitespace)")
    return out


def _differences(ea, eb) -> list[str]:
    """How element ``ea`` differs from ``eb`` of a fresh import: name, attributes, text, tail."""
    what = []
    if _sig(ea)[0] != _sig(eb)[0]:
        what.append(f"a fresh import has {_label(eb)} here")
    if _sig(ea)[1] != _sig(eb)[1]:
        da = dict(ea.attrib)
        db = dict(eb.attrib)
        keys = sorted(set(da) | set(db), key=str)
        what += [f"@{etree.QName(k).localname} {da.get(k)!r} ≠ fresh {db.get(k)!r}"
                 for k in keys if da.get(k) != db.get(k)]
    if _sig(ea)[2] != _sig(eb)[2]:
        what.append(f"text {_short(ea.text)} ≠ fresh {_short(eb.text)}")
    if _sig(ea)[3] != _sig(eb)[3]:
        what.append(f"text after it {_short(ea.tail)} ≠ fresh {_short(eb.tail)}")
    return what
