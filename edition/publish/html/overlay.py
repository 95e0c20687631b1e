"""The stand-off examples laid over a copy of the text layer, for display only.

The analysis keeps each worked example as character offsets in its passage
(:mod:`edition.analyse.standoff`); the source page shows the printed words of an example as
one span with its 例 mark. :func:`overlay` wraps those words in ``seg[@type='example']`` in an
in-memory copy of the witness's TEI (never written): when the words lie in one paragraph and
do not cut through an element; otherwise the example is shown on its card only.
"""
from __future__ import annotations

import copy

from lxml import etree

from edition.core.tei import NS, T, XML_ID
from edition.encode import formats, reader


def overlay(tree, examples) -> tuple[object, int]:
    """A copy of ``tree`` with a ``seg type="example" xml:id="{example id}"`` around the
    printed span of each example of ``examples`` that can be wrapped; returns (copy, number
    wrapped)."""
    root = copy.deepcopy(tree.getroot() if hasattr(tree, "getroot") else tree)
    n = 0
    if not formats.of_layer(root).line_units:
        _pages_into_blocks(root)
        return root.getroottree(), 0
    for ex in examples:
        para = getattr(ex, "para", 0) or ex.line
        p = root.find(f".//tei:body//*[@xml:id='p{para}']", NS)
        if p is not None and _wrap(p, ex):
            n += 1
    return root.getroottree(), n


def _pages_into_blocks(root) -> None:
    """A page break between two blocks of a Kanripo witness is shown at the head of the block
    that follows it (the display copy only)."""
    blocks = ("head", "p", "ab", "trailer")
    order = [e for e in root.iter() if isinstance(e.tag, str)]
    at = {id(e): i for i, e in enumerate(order)}
    for pb in [e for e in order if etree.QName(e).localname == "pb"
               and etree.QName(e.getparent()).localname == "div"]:
        nxt = next((e for e in order[at[id(pb)] + 1:] if etree.QName(e).localname in blocks), None)
        if nxt is None:
            continue
        pb.getparent().remove(pb)
        pb.tail = nxt.text
        nxt.text = None
        nxt.insert(0, pb)


def _wrap(p, ex) -> bool:
    """Wrap ex's span (diplomatic character offsets in the printed line) in a
    ``seg type="example"``; the span may hold notes, gaps and emendation markup, but must
    not cut through an element. Returns False (the fs then points at the paragraph) when it
    cannot be placed."""
    if p.tag == T + "list":
        pos = 0
        for item in p.iterchildren(T + "item"):
            n = _dip_len(item, inner=True)
            if pos <= ex.start and ex.end <= pos + n:
                return _wrap_in(item, ex.start - pos, ex.end - pos, ex)
            pos += n
        return False
    if p.tag == T + "table":
        return False
    return _wrap_in(p, ex.start, ex.end, ex)


def _dip_len(el, inner: bool = False) -> int:
    if inner:
        return len(reader._text(el, "dip", set()))
    return len(reader._child(el, "dip", set()))


def _wrap_in(cont, s: int, e: int, ex) -> bool:
    kids = [c for c in cont if isinstance(c.tag, str)]
    if len(kids) != len(cont):          # comments / PIs: leave the paragraph alone
        return False
    # text slots: slot 0 = cont.text, slot i = tail of kids[i-1]; child i spans between
    slots = []
    pos = 0
    t0 = cont.text or ""
    slots.append((pos, pos + len(t0)))
    pos += len(t0)
    spans = []
    for c in kids:
        n = _dip_len(c)
        spans.append((pos, pos + n))
        pos += n
        tl = c.tail or ""
        slots.append((pos, pos + len(tl)))
        pos += len(tl)
    # entirely inside one child: recurse into its printed content
    for c, (a, b) in zip(kids, spans):
        if a <= s and e <= b and (a < s or e < b or b - a == e - s) and not (a == s and b == e):
            tag = c.tag
            off = a + (1 if tag == T + "note" and c.get("type") == "interlinear" else 0)
            if tag == T + "choice":
                c = c.find(T + "sic")
            elif tag == T + "app":
                c = c.find(T + "lem")
            elif tag in (T + "gap", T + "supplied", T + "corr"):
                return False
            if c is None:
                return False
            return _wrap_in(c, s - off, e - off, ex)
    ks = next((k for k, (a, b) in enumerate(slots) if a <= s <= b), None)
    ke = next((k for k, (a, b) in reversed(list(enumerate(slots))) if a <= e <= b), None)
    if ks is None or ke is None or ks > ke:
        return False
    seg = etree.Element(T + "seg", {"type": "example", XML_ID: ex.id})
    os_, oe = s - slots[ks][0], e - slots[ke][0]

    def get(k):
        return (cont.text or "") if k == 0 else (kids[k - 1].tail or "")

    def put(k, v):
        if k == 0:
            cont.text = v
        else:
            kids[k - 1].tail = v
    first, last = get(ks), get(ke)
    if ks == ke:
        seg.text = first[os_:oe]
        seg.tail = first[oe:]
        put(ks, first[:os_])
    else:
        seg.text = first[os_:]
        put(ks, first[:os_])
        moved = kids[ks:ke]
        for c in moved:
            seg.append(c)            # moves c (with its tail) into seg
        moved[-1].tail = last[:oe]
        seg.tail = last[oe:]
    cont.insert(ks, seg)
    return True
