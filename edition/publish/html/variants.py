"""The apparatus beside its reading: the variant sites of a text with other witnesses marked
in its source page, each a button that opens its note (each witness's reading, its
``file:line`` and the site's type), a witness switch that shows the text as each witness
reads it, and a page per collated text (counts by type, every variant).

The sites are the analysis's (:class:`edition.analyse.apparatus.TextApparatus`): each placed
in a block of the base witness by its *units* (:func:`edition.analyse.collate.text_units`:
characters and ``&KR…;`` codes, never punctuation, note brackets or layout). The renderer
(:mod:`edition.publish.html.teihtml`) hands the text of a block to :class:`Marks` in order,
which counts its units and wraps those of a site. Layout sites (a text printed in a note by
one witness only) and line breaks are counted on the collation page, never marked.
"""
from __future__ import annotations

from edition.encode.kanripo import GLYPH
from edition.analyse.collate import text_units
from edition.publish.html.markup import Markup, esc, join, lang_runs, tag
from edition.publish.html.teihtml import glyph

SHOWN_TYPES = ("substantive", "orthographic", "punctuation")     # marked in the text


PART_BUDGET = 400_000        # bytes of readings (estimated) on one page of a collation


def collation_page(source_id: str, part: int = 1) -> str:
    """``collation-<id>.html``; a long list of variants goes on over ``collation-<id>-2.html``…"""
    return f"collation-{source_id}.html" if part == 1 else f"collation-{source_id}-{part}.html"


def collation_parts(app) -> list[list]:
    """The variants of a collation page by page (each under :data:`PART_BUDGET`, estimated
    from the length of its readings): every page, the first even when there is no variant."""
    parts: list[list] = [[]]
    size = 0
    for s in app.sites:
        n = 300 + sum(3 * len(r.text) + 120 for r in s.readings)
        if parts[-1] and size + n > PART_BUDGET:
            parts.append([])
            size = 0
        parts[-1].append(s)
        size += n
    return parts


def site_pages(app) -> dict[str, str]:
    """Where each site is listed: ``{site id: collation page#id}``."""
    return {s.id: f"{collation_page(app.source, k)}#{s.id}"
            for k, part in enumerate(collation_parts(app), 1) for s in part}


def reading_markup(text: str) -> Markup:
    """A reading as written (``&KR…;`` codes as :func:`glyph`)."""
    out, at = [], 0
    for m in GLYPH.finditer(text):
        out += [text[at:m.start()], glyph(m.group(1))]
        at = m.end()
    return join(out + [text[at:]])


def said(text: str) -> str:
    """A reading in words for an accessible name: 〓 and its code for ``&KR…;``, 「omits」 for
    nothing."""
    return GLYPH.sub(lambda m: f"〓 ({m.group(1)})", text) if text else "omits"


def kind(site) -> str:
    return site.type + (f", {site.subtype}" if site.subtype else "")


def label(site) -> str:
    """The accessible name of a site's button: 「variant v1, orthographic: master 昴; WYG 〓
    (KR0295)」."""
    return (f"variant {site.id}, {kind(site)}: "
            + "; ".join(f"{r.siglum} {said(r.text)}" for r in site.readings))


def by_block(app) -> dict[str, list]:
    """``{block xml:id: [(place, site, first)]}``: the places of every site marked in the text
    (not layout), ``first`` for the place that carries its button."""
    out: dict[str, list] = {}
    for s in app.sites if app is not None else ():
        if s.type not in SHOWN_TYPES:
            continue
        for n, p in enumerate(s.places):
            out.setdefault(p.block, []).append((p, s, n == 0))
    return out


class Marks:
    """The sites of one block as its text is rendered: :meth:`text` and :meth:`element` count
    the units handed to them and wrap those of a site (the first place of a site is its
    button, with every witness's reading; a later one a span that the switch hides). A point
    (another witness adds words) is a button after the unit before it; a difference of
    punctuation there wraps the base's punctuation that follows that unit. ``placed``: the
    sites whose button is on the page, ``inert``: those placed inside another button (their
    note is shown as it is)."""

    def __init__(self, places: list):
        self.ranges = sorted(((p.start, p.end, s, first) for p, s, first in places
                              if p.end > p.start), key=lambda x: (x[0], x[1]))
        self.points: dict[int, list] = {}
        for p, s, first in places:
            if p.end == p.start:
                self.points.setdefault(p.start, []).append(s)
        self.unit = 0
        self.counting = 0            # > 0: inside what the base does not print (a correction)
        self.in_button = 0           # > 0: inside another button (an emendation)
        self.placed: list[str] = []
        self.inert: list[str] = []
        self._k = 0
        self._punct: list | None = None      # punctuation sites waiting for their punctuation
        self._pbuf: list[str] = []

    def _range_at(self, u: int):
        while self._k < len(self.ranges) and self.ranges[self._k][1] <= u:
            self._k += 1
        if self._k < len(self.ranges) and self.ranges[self._k][0] <= u:
            return self.ranges[self._k]
        return None

    # ------------------------------------------------------------------ what

    def text(self, s: str | None) -> Markup:
        """A text node of the block, its sites wrapped."""
        if not s:
            return Markup("")
        if self.counting:
            return esc(s)
        out: list = []
        plain: list[str] = []
        frag = None                          # (range, [tokens]) being wrapped
        held: list[str] = []                 # non-units met inside it
        for t, what in text_units(s):
            if self._punct is not None:
                if what == "punct":
                    self._pbuf.append(t)
                    continue
                out.append(self._close_punct())
            if what != "unit":
                (held if frag is not None else plain).append(t)
                continue
            r = self._next_unit(out, plain)
            if frag is not None and frag[0] is not r:
                out.append(self._fragment(frag))
                plain += held
                held, frag = [], None
            if frag is not None:
                frag[1].extend(held + [t])
                held = []
            elif r is not None:
                out.append(esc("".join(plain)))
                plain, frag = [], (r, [t])
            else:
                plain.append(t)
            if self.unit in self.points:
                if frag is not None:
                    out.append(self._fragment(frag))
                    frag = None
                out += [esc("".join(plain + held)), self._points(self.unit)]
                plain, held = [], []
        if frag is not None:
            out.append(self._fragment(frag))
        out.append(esc("".join(plain + held)))
        return join(out)

    def _next_unit(self, out: list, plain: list):
        """Count one unit; its range (or None). Points before the block's first unit go
        first."""
        if self.unit == 0 and 0 in self.points:
            out += [esc("".join(plain)), self._points(0)]
            plain.clear()
        r = self._range_at(self.unit)
        self.unit += 1
        return r

    def element(self, markup: Markup, units: int = 1) -> Markup:
        """An element that prints ``units`` units (a ``g``, a gap's □): wrapped when they
        belong to a site."""
        if self.counting:
            return markup
        out: list = [self._close_punct()] if self._punct is not None else []
        r = self._next_unit(out, [])
        self.unit += units - 1
        out.append(self._fragment((r, [markup])) if r is not None else markup)
        if self.unit in self.points:
            out.append(self._points(self.unit))
        return join(out)

    def end(self) -> Markup:
        """What is left at the block's end: a punctuation site waiting, the points not
        placed yet (a block without units)."""
        out = [self._close_punct()] if self._punct is not None else []
        return join(out + [self._points(k) for k in sorted(self.points)])

    # ------------------------------------------------------------------ markup

    def _fragment(self, frag) -> Markup:
        (_, _, site, first), toks = frag
        base = join(t if isinstance(t, Markup) else esc(t) for t in toks)
        if first and site.id not in self.placed and site.id not in self.inert:
            return self._button(site, tag("span", {"class_": "vb"}, base))
        return tag("span", {"class_": "vb", "data-var": site.id}, base)

    def _points(self, k: int) -> Markup:
        """The point sites at ``k``: their buttons; those of punctuation wait for the base's
        punctuation that follows (:meth:`_close_punct`)."""
        sites = self.points.pop(k, [])
        self._punct = [s for s in sites if s.type == "punctuation"] or None
        self._pbuf = []
        return join(self._button(s, tag("span", {"class_": "vb empty"}, ""))
                    for s in sites if s.type != "punctuation")

    def _close_punct(self) -> Markup:
        """The punctuation the base prints after a punctuation site's unit, its site's part
        (the base's reading) in the site's button; an empty reading: a caret."""
        sites, text = self._punct or [], "".join(self._pbuf)
        self._punct, self._pbuf = None, []
        out = []
        for s in sites:
            r0 = s.readings[0].text
            i = text.find(r0) if r0 else -1
            if i < 0:
                out.append(self._button(s, tag("span", {"class_": "vb empty"}, "")))
                continue
            out += [esc(text[:i]), self._button(s, tag("span", {"class_": "vb"}, r0))]
            text = text[i + len(r0):]
        return join(out + [esc(text)])

    def _button(self, site, base: Markup) -> Markup:
        inner = join([base, readings_shown(site)])
        if self.in_button:
            self.inert.append(site.id)
            return tag("span", {"class_": f"var v-{site.type}", "id": f"var-{site.id}",
                                "data-var": site.id, "title": label(site)}, inner)
        self.placed.append(site.id)
        return tag("button", {"type": "button", "class_": f"var v-{site.type}",
                              "id": f"var-{site.id}", "data-var": site.id,
                              "aria-expanded": "false", "aria-controls": f"note-var-{site.id}",
                              "aria-label": label(site)}, inner)


def readings_shown(site) -> Markup:
    """The other witnesses' readings of a site, hidden until the switch shows one: one span
    per distinct reading, ``data-wit`` the witnesses that print it (its units; for a
    difference of punctuation, its punctuation)."""
    def shown(r):
        return r.text if site.type == "punctuation" else r.units
    base = shown(site.readings[0])
    groups: dict[str, list[str]] = {}
    for r in site.readings[1:]:
        if shown(r) != base:
            groups.setdefault(shown(r), []).append(r.siglum)
    return join(tag("span", {"class_": "vr empty" if not text else "vr",
                             "data-wit": " ".join(sig), "hidden": True},
                    reading_markup(text))
                for text, sig in groups.items())


# ---------------------------------------------------------------------- the notes

def _cite(cite: str, base_file: str) -> Markup:
    """A reading's ``file:line``: the base's links to its line on this page."""
    file, _, line = cite.rpartition(":")
    if file == base_file:
        return tag("a", {"class_": "cite", "href": f"#L{line}"}, cite)
    return tag("code", {"class_": "cite"}, cite)


def readings_table(site, base_file: str, names: dict) -> Markup:
    """Each witness's reading of a site, with its ``file:line`` (and ``in a note`` when a
    witness prints it in an interlinear note); the base's links to its line."""
    rows = []
    for r in site.readings:
        where = _cite(r.cite, base_file)
        rows.append(tag("tr", None,
                        tag("th", {"scope": "row"}, r.siglum,
                            tag("span", {"class_": "muted"}, f" {names.get(r.siglum, '')}")
                            if names.get(r.siglum) else ""),
                        tag("td", {"lang": "zh-Hant", "class_": "rd"},
                            reading_markup(r.text) if r.text else tag("span", {"class_": "muted", "lang": "en"}, "omits")),
                        tag("td", None, where, " (in a note)" if r.in_note else "")))
    return tag("table", {"class_": "readings"},
               tag("thead", None, tag("tr", None, tag("th", None, "witness"),
                                      tag("th", None, "reads"), tag("th", None, "where"))),
               tag("tbody", None, join(rows)))


def note(site, app, href: str, inline: bool = True) -> Markup:
    """The note of one site: its type, each witness's reading with its ``file:line``, the
    way to its entry on the collation page. Hidden until its button opens it (app.js moves
    it under the button); a site placed inside another button has no button of its own and
    its note is shown as it is. ``href``: its entry on the collation page (:func:`site_pages`)."""
    names = {g: n for g, n, _ in app.witnesses}
    return tag("aside", {"class_": "em-note var-note" if inline else "em-note var-note standoff",
                         "id": f"note-var-{site.id}", "role": "note", "tabindex": "-1",
                         "aria-label": f"variant {site.id}", "hidden": inline},
               tag("p", {"class_": "em-head"},
                   tag("strong", None, f"variant {kind(site)}"), " ",
                   tag("span", {"class_": "muted"}, "· ",
                       tag("a", {"href": href},
                           f"{site.id} in the collation"))),
               readings_table(site, app.file, names),
               tag("button", {"type": "button", "class_": "em-close", "hidden": True},
                   "close (Esc)") if inline else "")


# ---------------------------------------------------------------------- the source page

def marked(app) -> int:
    return sum(1 for s in app.sites if s.type in SHOWN_TYPES)


def counts_text(app) -> str:
    """「9 variants: 9 orthographic」 (the marked ones), layout counted apart."""
    parts = [f"{app.counts.get(t, 0)} {t}" for t in SHOWN_TYPES if app.counts.get(t)]
    n = marked(app)
    out = f"{n} variant{'s' * (n != 1)}" + (f": {', '.join(parts)}" if parts else "")
    lay = app.counts.get("layout", 0) + sum(app.line_breaks.values())
    return out + (f"; {lay} layout difference{'s' * (lay != 1)} not marked" if lay else "")


def switch(app) -> Markup:
    """The witness switch of a source page: one radio per witness, the base checked; only
    where a site is marked in the text."""
    if app is None or not marked(app):
        return Markup("")
    radios = [tag("label", None,
                  tag("input", {"type": "radio", "name": "witness", "value": g,
                                "checked": k == 0}),
                  " ", g, " ", tag("small", None, "(", lang_runs(n), ")"))
              for k, (g, n, _) in enumerate(app.witnesses)]
    return tag("fieldset", {"class_": "viewswitch witswitch"},
               tag("legend", None, "Witness"), join(radios))


def status(app) -> Markup:
    """A source page's line on its witnesses: who they are, what the collation found, and
    the way to the collation page."""
    if app is None:
        return Markup("")
    wits = join((join([tag("strong", None, g), " ", tag("span", {"class_": "muted"}, f)])
                 for g, _, f in app.witnesses), ", ")
    return tag("p", {"class_": "witnesses-line"}, "Witnesses: ", wits, ". ",
               tag("a", {"href": collation_page(app.source)}, "Collation"), ": ",
               counts_text(app), ".")


def home_line(app) -> Markup:
    """The home page's line under a text with other witnesses."""
    if app is None:
        return Markup("")
    return tag("span", {"class_": "witnesses-line"}, tag("br"),
               "Witnesses ", ", ".join(g for g, _, _ in app.witnesses), " · ",
               tag("a", {"href": collation_page(app.source)}, "collation"), ": ",
               counts_text(app))
