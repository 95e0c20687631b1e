"""TEI inline markup → HTML, both views in one DOM.

Every emendation is rendered once with both its printed and its proposed form; the page's
view switch (``body.view-reading`` / ``body.view-diplomatic``) shows one or the other by CSS:

- ``choice/sic/corr``  → ``<button class="em em-choice">`` with ``.dipl`` (printed) and ``.read``
  (proposed) spans;
- ``supplied``         → ``.em-supplied``: only in the reading view, in ⟨ ⟩;
- ``surplus``          → ``.em-surplus``: plain in the diplomatic view, struck through in { } in
  the reading view;
- ``gap``              → ``.gap`` □ (a button when the commentary says something about it);
- ``note``             → ``.inote`` small, in its printed （ ）.

All text is escaped (:mod:`edition.publish.html.markup`); unknown elements keep their text in a
``span.t-<name>`` so that nothing printed is ever lost from the page.
"""
from __future__ import annotations

from lxml import etree

from edition.publish.html.markup import Markup, esc, join, tag
from edition.core.tei import XML_ID, T

EMENDING = {"choice", "supplied", "surplus", "gap", "del", "add", "unclear"}


def local(el) -> str:
    t = el.tag
    if not isinstance(t, str):
        return ""
    return etree.QName(t).localname if t.startswith("{") else t


def _children(el, ctx) -> Markup:
    text = esc if ctx.marks is None else ctx.marks.text    # a block with variant sites
    parts = [text(el.text)]
    for ch in el:
        parts.append(render(ch, ctx))
        parts.append(text(ch.tail))
    return join(parts)


def _not_printed(ctx, make):
    """``make()`` for what the printed text does not hold (a correction, a supplement): the
    variant sites count the printed units only."""
    if ctx.marks is None:
        return make()
    ctx.marks.counting += 1
    try:
        return make()
    finally:
        ctx.marks.counting -= 1


def _child(el, name):
    for ch in el:
        if local(ch) == name:
            return ch
    return None


# what the reading does with the printed text, by the record's type (docs/ENCODING.md,
# *Emendations*); the accessible name reads "printed 2, corrected 3"
VERB = {"substitution": "corrected", "transposition": "corrected", "misplaced-note": "moved",
        "variant": "variant", "gap-filled": "filled", "omission": "supplied",
        "surplus": "deleted", "duplicate-block": "a duplicate"}
NO_READING = {"gap-declined": "left unfilled", "surplus": "marked surplus, nothing deleted",
              "variant": "a variant, no reading proposed"}


def em_label(em: dict) -> str:
    """The accessible name of an emendation's button, in the page's language (English):
    what is printed and what the reading puts there, e.g. 「printed 2, corrected 3」 for 003:167
    (the record's ``sic`` and ``corr``, ``reader.emendations``)."""
    typ = em.get("type") or ""
    sic, corr = em.get("sic") or "", em.get("corr")
    printed = f"printed {sic}" if sic else "nothing printed"
    if corr is None:
        return f"{printed}, {NO_READING.get(typ, 'questioned, no correction proposed')}"
    if corr == "":
        return f"{printed}, deleted"
    return f"{printed}, {VERB.get(typ, 'corrected')} {corr}"


def _em_button(el, ctx, cls: str, inner) -> Markup:
    """Wrap an emended stretch in a button that opens its note, if it has one. Its name says
    what is printed and what is read (:func:`em_label`); the note is ``note-<id>``. ``inner``
    makes the stretch's markup: it is called once the button's id is recorded in ``ctx.used``,
    so that the ids are in the order of the page (an emendation inside another after it)."""
    eid = el.get(XML_ID)
    em = ctx.emendations.get(eid) if eid else None
    if em is None:
        return tag("span", {"class_": f"em {cls}"}, inner())
    rid = em["id"]
    ctx.used.append(rid)
    if ctx.marks is not None:
        ctx.marks.in_button += 1          # a variant site inside it gets no button of its own
    try:
        content = inner()
    finally:
        if ctx.marks is not None:
            ctx.marks.in_button -= 1
    return tag("button", {"type": "button", "class_": f"em {cls}", "id": f"em-{rid}",
                          "data-cert": em.get("cert"), "aria-expanded": "false",
                          "aria-controls": f"note-{rid}", "aria-label": em_label(em),
                          "title": "show the note on this emendation"}, content)


# ------------------------------------------------------------------ elements, one function each

def _choice(el, ctx) -> Markup:
    """``choice/sic/corr`` (or ``orig/reg``): the printed and the proposed form, one per view."""
    sic, corr = _child(el, "sic"), _child(el, "corr")
    if sic is None:
        sic = _child(el, "orig")
    if corr is None:
        corr = _child(el, "reg")
    return _em_button(el, ctx, "em-choice", lambda: join([
        tag("span", {"class_": "dipl"}, _children(sic, ctx) if sic is not None else ""),
        tag("span", {"class_": "read"},
            _not_printed(ctx, lambda: _children(corr, ctx)) if corr is not None else ""),
    ]))


def _supplied(el, ctx) -> Markup:
    """``supplied``, or a ``corr`` outside ``choice`` (an addition): the reading view only."""
    return _em_button(el, ctx, "em-supplied", lambda: tag("span", {"class_": "read"},
                                                          _not_printed(ctx, lambda: _children(el, ctx))))


def _pb(el, ctx) -> Markup:
    """A page of a Kanripo witness: its page id; a page break without one shows nothing."""
    if not el.get(XML_ID):
        return Markup("")
    return tag("span", {"class_": "pb", "id": el.get(XML_ID), "role": "note",
                        "title": f"page {el.get(XML_ID)}"}, f"〔{el.get('n') or el.get(XML_ID)}〕")


def _nothing(el, ctx) -> Markup:
    """Not printed text: a reading's apparatus, anchors, pointers, and the analytic markup
    (claims, links), which is shown elsewhere."""
    return Markup("")


def _surplus(el, ctx) -> Markup:
    return _em_button(el, ctx, "em-surplus", lambda: tag("span", {"class_": "surplus"}, _children(el, ctx)))


def _gap(el, ctx) -> Markup:
    filled = el.get(XML_ID) in ctx.filled
    inner = tag("span", {"class_": "gap filled" if filled else "gap",
                         "title": "lost characters (□), filled by the commentary" if filled else "lost characters (□)"},
                "□" * _quantity(el))

    def make():                         # counted in the button, when it is one
        return inner if ctx.marks is None else ctx.marks.element(inner, _quantity(el))
    if el.get(XML_ID) in ctx.emendations:
        return _em_button(el, ctx, "em-gap", make)
    return make()


def _note(el, ctx) -> Markup:
    if el.get("type") not in (None, "interlinear"):
        return Markup("")     # editorial notes are not printed text (reader.py)
    body = _children(el, ctx)
    return tag("span", {"class_": "inote", "title": "interlinear note"},
               tag("span", {"class_": "br"}, "（"), body, tag("span", {"class_": "br"}, "）"))


def _sic(el, ctx) -> Markup:
    """A substitution without a proposed reading: printed in both views."""
    return _em_button(el, ctx, "em-sic", lambda: tag("span", {"class_": "t-sic"}, _children(el, ctx)))


def _example_span(el, ctx) -> Markup:
    """The printed span of a worked example, with its mark 例 linking to its card."""
    inner = _children(el, ctx)
    xid = el.get(XML_ID)
    return tag("span", {"class_": "ex-span", "id": f"span-{xid}"}, inner,
               tag("a", {"class_": "ex-mark", "href": f"#{ctx.examples[xid]}",
                         "title": "a worked example: open its card"}, "例"))


def _seg(el, ctx) -> Markup:
    """An emended ``seg`` (a button), a column or a cell of a Kanripo diagram, or a plain span."""
    if el.get(XML_ID) in ctx.emendations:
        return _em_button(el, ctx, f"em-seg em-{el.get('type') or 'seg'}",
                          lambda: tag("span", {"class_": "t-seg"}, _children(el, ctx)))
    if el.get("type") == "col":
        return tag("span", {"class_": f"col col{el.get('n') or 1}"}, _children(el, ctx))
    if el.get("type") == "cell":
        return tag("span", {"class_": "cell"}, "（", _children(el, ctx), "）")
    return _plain(el, ctx)


def _app(el, ctx) -> Markup:
    """A variant the commentary cites: the printed lemma is the text."""
    lem = _child(el, "lem")
    return _em_button(el, ctx, "em-app",
                      lambda: tag("span", {"class_": "t-lem"}, _children(lem, ctx) if lem is not None else ""))


def _label(el, ctx) -> Markup:
    return tag("span", {"class_": "t-label"}, _children(el, ctx))


def _lb(el, ctx) -> Markup:
    """A line of a Kanripo witness: its number, an anchor for file:line citations (the
    paragraph's own first line has the paragraph's anchor); a plain line break otherwise."""
    n = el.get("n")
    if n is None:
        return tag("br")
    first = ctx.line is not None and n == str(ctx.line)
    num = tag("span", {"class_": "ln", "id": None if first else f"L{n}", "aria-hidden": "true"}, n)
    return join([Markup("") if first else tag("br"), num])


def glyph(code: str) -> Markup:
    """A character outside Unicode, by its Kanripo code (``KR0295``): 〓 with its code."""
    return tag("span", {"class_": "g", "title": f"a character outside Unicode ({code})"}, "〓")


def _g(el, ctx) -> Markup:
    """A character outside Unicode, by its Kanripo code."""
    g = glyph((el.get("ref") or "").lstrip("#"))
    return g if ctx.marks is None else ctx.marks.element(g)


def _table(el, ctx) -> Markup:
    if el.get("type") == "spirits":
        return _spirit_table(el, ctx)
    return tag("table", {"class_": "t-table"}, join(render(r, ctx) for r in el if local(r) == "row"))


def _row(el, ctx) -> Markup:
    return tag("tr", None, join(render(c, ctx) for c in el if local(c) == "cell"))


def _cell(el, ctx) -> Markup:
    if el.get("role") == "label":
        return tag("th", {"scope": "row"}, _children(el, ctx))
    return tag("td", None, _children(el, ctx))


def _list(el, ctx) -> Markup:
    return tag("ul", {"class_": "t-list"}, join(render(i, ctx) for i in el if local(i) == "item"))


def _item(el, ctx) -> Markup:
    return tag("li", None, _children(el, ctx))


def _edited(el, ctx) -> Markup:
    """``del``, ``add``, ``unclear``: a button when an emendation record concerns them."""
    name = local(el)
    return _em_button(el, ctx, f"em-{name}", lambda: tag("span", {"class_": f"t-{name}"}, _children(el, ctx)))


def _plain(el, ctx) -> Markup:
    """Any other element keeps its text, in a ``span.t-<name>``: nothing printed is lost."""
    return tag("span", {"class_": f"t-{local(el)}"}, _children(el, ctx))


def _figure(el, ctx) -> Markup:
    """A case's chart (edition/encode/figure.py) drawn as printed: each row a line of the
    figure with its anchor (``L{line}``, the figure's first line is the block's own), each
    cell in its place, the whitespace between them kept (``white-space: pre``)."""
    rows = []
    for r in el.iter(T + "row"):
        n = r.get("n")
        cells = []
        for c in r:
            if local(c) != "cell":
                continue
            cls = "sp" if c.get("role") == "space" else "c"
            cells.append(tag("span", {"class_": cls}, _children(c, ctx)))
        first = ctx.line is not None and n == str(ctx.line)
        rows.append(tag("span", {"class_": "chart-row", "id": None if first or not n else f"L{n}"},
                        tag("span", {"class_": "ln", "aria-hidden": "true"}, n or ""), join(cells)))
    return tag("figure", {"class_": "t-chart"}, join(rows))


# the emendation markup and what is not text, before anything else (an example's span
# inside them is theirs); then the example spans; then the rest
FIRST = {"choice": _choice, "supplied": _supplied, "corr": _supplied, "pb": _pb,
         "rdg": _nothing, "anchor": _nothing, "ptr": _nothing, "surplus": _surplus, "gap": _gap,
         "note": _note, "sic": _sic}
ELEMENTS = {"seg": _seg, "app": _app, "label": _label, "lb": _lb, "g": _g, "table": _table,
            "row": _row, "cell": _cell, "list": _list, "item": _item, "figure": _figure,
            **dict.fromkeys(("fs", "f", "interpGrp", "interp", "linkGrp", "link", "span",
                             "spanGrp"), _nothing),
            **dict.fromkeys(("del", "add", "unclear"), _edited)}


def render(el, ctx) -> Markup:
    """One TEI element (inline) as HTML; its tail is the caller's business. The emendation
    buttons it places are recorded in ``ctx.used``, in page order."""
    name = local(el)
    if not name:            # comment or processing instruction: not text
        return Markup("")
    if name in FIRST:
        return FIRST[name](el, ctx)
    if el.get(XML_ID) and el.get(XML_ID) in ctx.examples:     # the printed span of an example
        return _example_span(el, ctx)
    return ELEMENTS.get(name, _plain)(el, ctx)


def _spirit_table(el, ctx) -> Markup:
    """A 神煞 table (002: each row a branch, its label cell first, then the spirits on it,
    002:3 「子 天書 聖心 …」) as two columns: the branch, and the spirits as a list that wraps,
    so the table is never wider than the page and nothing is hidden in a scroll box."""
    rows = []
    for r in el:
        if local(r) != "row":
            continue
        cells = [c for c in r if local(c) == "cell"]
        head = [c for c in cells if c.get("role") == "label"][:1]
        rest = [c for c in cells if c not in head]
        rows.append(tag("tr", None,
                        tag("th", {"scope": "row"}, _children(head[0], ctx)) if head else tag("td", None, ""),
                        tag("td", None, tag("ul", {"class_": "spirits"},
                                            join(tag("li", None, _children(c, ctx)) for c in rest)))))
    return tag("table", {"class_": "t-table t-spirits"}, tag("tbody", None, join(rows)))


def _quantity(el) -> int:
    try:
        q = int(el.get("quantity") or 1)
    except ValueError:
        q = 1
    return max(1, min(q, 50))


class Ctx:
    """What inline rendering needs: the emendations by id; collects the ones it placed."""

    def __init__(self, emendations: dict, filled=frozenset(), examples=None, line=None,
                 marks=None):
        self.emendations = emendations      # inline element xml:id → emendation record
        self.marks = marks                  # variants.Marks of the block, when it has sites
        self.line = line                    # the paragraph's first line (its own anchor)
        self.filled = filled                # ids of gaps a <supplied corresp=…> fills
        self.examples = examples or {}      # xml:id of an example's printed span → card anchor
        self.used: list[str] = []           # inline ids placed, in order


def render_inline(el, ctx) -> Markup:
    return _children(el, ctx)
