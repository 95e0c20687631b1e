"""Parallel passages side by side: each group of :func:`edition.analyse.parallels.find_parallels`
with its witnesses in columns, the characters that differ from the base marked at the aligned
variant offsets, and the apparatus under them.

The groups are the analysis's (:attr:`edition.analyse.run.Analysis.parallels`, over the
Chinese passages of the witnesses): their offsets are offsets in the printed line, which is
the source line byte for byte (``docs/ENCODING.md``).
"""
from __future__ import annotations

from edition.publish.html.markup import Markup, join, tag
from edition.publish.html.pages import layout, line_href, page_of_line

PAGE = "parallels.html"


def by_line(groups) -> dict[tuple[str, int], list[str]]:
    """(source file, line) → the ids of the groups with a witness in that paragraph."""
    out: dict[tuple[str, int], list[str]] = {}
    for g in groups:
        for w in g.witnesses:
            ids = out.setdefault((w.unit.source, w.unit.line), [])
            if g.id not in ids:
                ids.append(g.id)
    return out


def marked_text(text: str, start: int, spans) -> Markup:
    """``text`` (the witness span, beginning at ``start`` in the printed line) with each
    ``(s, e, type, title)`` of ``spans`` (line offsets) marked; an empty span (what the other
    witness has and this one lacks) is a caret ‸ at its place."""
    spans = sorted(spans, key=lambda s: (s[0], s[1]))
    out, pos = [], start
    end = start + len(text)
    for s, e, typ, title in spans:
        s, e = max(s, pos), min(max(e, s), end)
        if s > end:
            continue
        out.append(text[pos - start:s - start])
        if e > s:
            out.append(tag("mark", {"class_": f"var v-{typ}", "title": title}, text[s - start:e - start]))
        else:
            out.append(tag("mark", {"class_": f"var gap v-{typ}", "title": title}, "‸"))
        pos = max(pos, e)
    out.append(text[pos - start:])
    return join(out)


def _cite(site, unit, line) -> Markup:
    src = next((s for s in site.sources if s.file == unit.source), None)
    text = f"{unit.source}:{line}"
    return tag("a", {"href": line_href(src, line), "class_": "cite"}, text) if src else text


def _em_link(site, unit, eid: str) -> Markup:
    src = next((s for s in site.sources if s.file == unit.source), None)
    em = next((e for e in src.emendations if e.get("id") == eid), None) if src is not None else None
    if em is not None:
        return tag("a", {"href": f"{page_of_line(src, em.get('line'))}#note-{eid}"}, eid)
    return tag("code", None, eid)


def _title(v) -> str:
    return v.describe()


def group(site, g) -> Markup:
    base = g.base
    base_spans = []
    for rd in g.readings:
        for v in rd.variants:
            base_spans.append((v.base_start, v.base_end, v.type,
                               f"{rd.witness.cite()} {_title(v)}"))
    cols = [tag("figure", {"class_": "witness base"},
                tag("figcaption", None, _cite(site, base.unit, base.unit.line), " ",
                    tag("span", {"class_": "muted"}, f"[{base.start}:{base.end}] base")),
                tag("p", {"lang": "zh-Hant"}, marked_text(base.text, base.start, base_spans)))]
    app = []
    for rd in g.readings:
        w = rd.witness
        spans = [(v.wit_start, v.wit_end, v.type, _title(v)) for v in rd.variants]
        cols.append(tag("figure", {"class_": "witness"},
                        tag("figcaption", None, _cite(site, w.unit, w.unit.line), " ",
                            tag("span", {"class_": "muted"}, f"[{w.start}:{w.end}] similarity {rd.ratio:.2f}")),
                        tag("p", {"lang": "zh-Hant"}, marked_text(w.text, w.start, spans))))
        items = []
        for v in rd.variants:
            ems = [_em_link(site, base.unit if v.base_end > v.base_start else w.unit, e) for e in v.emendations]
            items.append(tag("li", {"class_": f"v-{v.type}"},
                             tag("span", {"class_": "vtype"}, v.type), " ",
                             tag("span", {"lang": "zh-Hant"}, v._describe()),
                             join([" · emended: ", join(ems, ", ")]) if ems else ""))
        app.append(tag("div", {"class_": "apparatus"},
                       tag("p", None, "Against ", _cite(site, w.unit, w.unit.line), ": ",
                           f"{rd.matched} characters match, {len(rd.variants)} variant(s)"),
                       tag("ol", None, join(items)) if items else ""))
    app.append(collation(site, g))
    n = len(g.witnesses)
    return tag("section", {"class_": "pgroup", "id": g.id, "aria-label": f"parallel group {g.id}"},
               tag("h2", None, tag("code", None, g.id), f" · {n} witnesses · {g.length} characters · "
                   f"{g.n_variants} variant(s)",
                   " · across sources" if len(g.sources) > 1 else ""),
               tag("div", {"class_": "witnesses", "style": None}, join(cols)),
               join(app))


def _cite_at(site, cite: str) -> Markup:
    """A ``file:line`` cite, linked to its line when the site shows that file."""
    file, _, line = cite.rpartition(":")
    src = next((s for s in site.sources if s.file == file), None)
    return tag("a", {"href": line_href(src, line), "class_": "cite"}, cite) if src else cite


def collation(site, g) -> Markup:
    """The group's character-level apparatus (:func:`edition.analyse.parallels.apparatus`):
    each variant typed, each reading with the line that prints it; layout (a note printed
    inline in one witness, interlinear in another) is counted, not listed."""
    apps = [a for a in getattr(g, "apparatus", ()) if a.type != "layout"]
    layout = len(getattr(g, "apparatus", ())) - len(apps)
    if not apps and not layout:
        return ""
    items = []
    for a in apps:
        kind = a.type + (f" ({a.subtype})" if a.subtype else "")
        reads = join((join([_cite_at(site, a.cites[k]), " ",
                            tag("span", {"lang": "zh-Hant"}, f"「{v}」" if v else "om.")])
                      for k, v in a.readings.items()), " ‖ ")
        items.append(tag("li", {"class_": f"v-{a.type}"}, tag("span", {"class_": "vtype"}, kind),
                         " ", reads))
    note = f"; {layout} layout (notes inline or interlinear)" if layout else ""
    return tag("details", {"class_": "apparatus collation"},
               tag("summary", None, f"Character-level apparatus: {len(apps)} variant(s){note}"),
               tag("ol", None, join(items)) if items else "")


def page(site, groups) -> str:
    n_var = sum(g.n_variants for g in groups)
    cross = sum(len(g.sources) > 1 for g in groups)
    longest = max(groups, key=lambda g: (g.length, g.id), default=None)
    most = max(groups, key=lambda g: (g.n_variants, g.id), default=None)
    toc = tag("ol", {"class_": "ptoc"}, join(
        tag("li", None, tag("a", {"href": f"#{g.id}"}, g.id), " ",
            join((w.cite(short=True) for w in g.witnesses), " · "),
            tag("span", {"class_": "muted"}, f" ({g.n_variants} variant(s))"))
        for g in groups)) if groups else tag("p", {"class_": "empty"}, "No parallel passages found in this build.")
    figures = ""
    if groups:
        figures = tag("p", {"class_": "counts", "id": "par-count"},
                      tag("strong", None, f"{len(groups)} groups"),
                      f", {sum(len(g.witnesses) for g in groups)} witnesses, {n_var} variants, "
                      f"{cross} across sources; longest ", tag("a", {"href": f"#{longest.id}"}, longest.id),
                      f" ({longest.length} characters), most variant ", tag("a", {"href": f"#{most.id}"}, most.id),
                      f" ({most.n_variants}).")
    body = join([
        tag("h1", None, "Parallel passages"),
        tag("p", {"class_": "lede"},
            "The places where the texts print the same words twice: within one text (000 prints its index and "
            "its 課體 definitions twice) or across texts. Each group shows its witnesses side by side; the first "
            "is the base, and the characters in which a witness differs from it are marked in both "
            "(‸ marks what one of them lacks). Alignment: character by character after folding variant forms "
            "(liuren parallels)."),
        figures,
        tag("nav", {"aria-label": "parallel groups"}, toc),
        join(group(site, g) for g in groups),
    ])
    return layout("Parallel passages", body, PAGE, page_class="page-parallels")
