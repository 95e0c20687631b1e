"""The page of a collated text (``collation-<id>.html``): its witnesses, the variants counted
by type (orthographic, punctuation, layout, substantive and its subtypes, and the line breaks
one witness makes where another does not), and every variant with each witness's reading and
its ``file:line``, linked to its place in the text. Layout is counted, and listed apart
(closed), never mixed with the readings. A long list goes on over more pages
(:func:`edition.publish.html.variants.collation_parts`), so that no page grows past the
budget of the others.
"""
from __future__ import annotations

from edition.publish.html import variants as V
from edition.publish.html.markup import Markup, join, lang_runs, tag
from edition.publish.html.pages import layout, line_href, page_of_line, pages_links, source_page


def pages(site) -> dict[str, str]:
    """Every collation page of the site, by file name."""
    out = {}
    for src in site.sources:
        app = site.apparatus.get(src.file)
        if app is not None:
            out.update(text_pages(src, app))
    return out


def _counts(app) -> Markup:
    """The variants by type, and the line breaks (layout, never an app)."""
    subs: dict[str, int] = {}
    for s in app.sites:
        if s.subtype:
            subs[s.subtype] = subs.get(s.subtype, 0) + 1
    rows = []
    for t in ("substantive", "orthographic", "punctuation", "layout"):
        of = ", ".join(f"{v} {k}" for k, v in sorted(subs.items())) if t == "substantive" else ""
        rows.append(tag("tr", None, tag("th", {"scope": "row"}, t),
                        tag("td", {"class_": "num"}, app.counts.get(t, 0)), tag("td", None, of)))
    for g, n in app.line_breaks.items():
        rows.append(tag("tr", None, tag("th", {"scope": "row"}, f"line breaks ({g})"),
                        tag("td", {"class_": "num"}, n),
                        tag("td", None, "places, in the text both print alike, where one "
                                        "witness begins a line and the other does not")))
    return tag("table", {"class_": "counts-by-type", "id": "counts"},
               tag("caption", None, "Variants by type"),
               tag("thead", None, tag("tr", None, tag("th", {"scope": "col"}, "type"),
                                      tag("th", {"scope": "col"}, "n"),
                                      tag("th", {"scope": "col"}, "of which"))),
               tag("tbody", None, join(rows)))


def _witnesses(app) -> Markup:
    return tag("ul", {"class_": "witness-list"}, join(
        tag("li", None, tag("strong", None, g), " ",
            lang_runs(n), " ",
            tag("code", None, f)) for g, n, f in app.witnesses))


def _row(site, app, src) -> Markup:
    """One variant: its id (linked to its place in the text), its type, each reading."""
    line = site.places[0].line if site.places else None
    where = (tag("a", {"href": f"{page_of_line(src, line)}#var-{site.id}"}, site.id)
             if site.type in V.SHOWN_TYPES and site.places else site.id)
    cells = [tag("td", None, where), tag("td", None, V.kind(site))]
    for r in site.readings:
        file, _, line = r.cite.rpartition(":")
        cite = (tag("a", {"href": line_href(src, line), "class_": "cite"}, r.cite)
                if file == app.file else tag("code", {"class_": "cite"}, r.cite))
        text = V.reading_markup(r.text) if r.text else tag("span", {"class_": "muted", "lang": "en"}, "omits")
        cells.append(tag("td", None, tag("span", {"lang": "zh-Hant", "class_": "rd"}, text), " ",
                         tag("span", {"class_": "wc"}, cite, " (in a note)" if r.in_note else "")))
    return tag("tr", {"id": site.id}, join(cells))


def _table(sites, app, src, caption: str) -> Markup:
    head = [tag("th", {"scope": "col"}, "variant"), tag("th", {"scope": "col"}, "type")]
    head += [tag("th", {"scope": "col"}, g) for g, _, _ in app.witnesses]
    return tag("div", {"class_": "scroll", "data-label": caption},
               tag("table", {"class_": "variants"}, tag("caption", None, caption),
                   tag("thead", None, tag("tr", None, join(head))),
                   tag("tbody", None, join(_row(s, app, src) for s in sites))))


def _parts_nav(app, n: int, k: int) -> Markup:
    if n == 1:
        return Markup("")
    return pages_links([(V.collation_page(app.source, i), str(i), i == k) for i in range(1, n + 1)],
                       "pages of this collation")


def text_pages(src, app) -> dict[str, str]:
    """The collation page of one text (over several pages when its list is long)."""
    page = source_page(src)
    parts = V.collation_parts(app)
    out = {}
    for k, part in enumerate(parts, 1):
        shown = [s for s in part if s.type in V.SHOWN_TYPES]
        lay = [s for s in part if s.type not in V.SHOWN_TYPES]
        body = join([
            tag("h1", None, "Collation: ", tag("span", {"lang": "zh-Hant"}, src.title_zh)),
            tag("p", None, tag("a", {"href": page}, "↑ the text"), " · ",
                tag("code", None, f"tei/collation/{src.id}.xml"), " (TEI, parallel segmentation)"),
            tag("p", {"class_": "lede"},
                "The witnesses of this text aligned character by character (liuren collate). "
                "Each place where they differ is a variant, typed; a variant is marked in the "
                "text, where a button opens it and the witness switch shows each witness's "
                "reading. Page and line breaks are layout: counted here, never marked."),
            _witnesses(app), _counts(app) if k == 1 else "",
            _parts_nav(app, len(parts), k),
            _table(shown, app, src, f"Variants ({len(shown)})") if shown else
            tag("p", {"class_": "empty"}, "No variant in the text: the witnesses read alike."),
            tag("details", {"class_": "layout-variants"},
                tag("summary", None, f"Layout: {len(lay)} (a text in a note in one witness only)"),
                _table(lay, app, src, f"Layout ({len(lay)})")) if lay else "",
        ])
        name = V.collation_page(src.id, k)
        out[name] = layout(f"Collation: {src.title_zh}", body, name, page_class="page-collation")
    return out
