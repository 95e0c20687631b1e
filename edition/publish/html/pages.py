"""The pages of the site, as functions returning Markup (see :mod:`edition.publish.html.markup`).
All links are relative and the site is flat (one folder), so it works from file:// and from
any static server."""
from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, replace
from urllib.parse import quote

from edition.analyse.evidence import witness_note
from edition.publish.html import cards
from edition.publish.html import variants as V
from edition.publish.html.markup import Markup, join, lang_runs, tag
from edition.publish.html.data import _ids
from edition.publish.html.teihtml import Ctx, em_label, local, render, render_inline
from edition.core.edition import key_of
from edition.core.tei import XML_ID

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'none'; base-uri 'none'; form-action 'none'")
NAV = [("index.html", "Texts"), ("examples.html", "Examples"), ("rules.html", "Rules"),
       ("ke-index.html", "720 課"), ("parallels.html", "Parallels"),
       ("report.html", "Consistency report"), ("search.html", "Search")]
LANG_HTML = {"lzh": "zh-Hant", "ko": "ko"}


def source_page(src) -> str:
    """The (first) page of a source: ``src-<id>.html``."""
    return f"src-{src.id}.html"


def page_of_line(src, line) -> str:
    """The page of a source that shows its raw line ``line``: its only page, or the part
    (``src-<id>-2.html`` …, :attr:`PageSource.parts`) whose lines hold it."""
    if not src.parts or line is None:
        return source_page(src)
    k = bisect_right([first for first, _ in src.parts], int(line)) - 1
    return src.parts[max(k, 0)][1]


def line_href(src, line) -> str:
    """A link to raw line ``line`` of a source from another page: ``src-<id>.html#L<line>``."""
    return f"{page_of_line(src, line)}#L{line}"


def _here(src, line, frag: str | None = None) -> str:
    """A link from a page of a source to its line ``line`` (or to ``frag``, an id in that
    line's block): ``#L<line>`` on a source of one page, with the page's name when the
    source is shown over several."""
    frag = frag or f"L{line}"
    return f"{page_of_line(src, line)}#{frag}" if src.parts else f"#{frag}"


def rule_page(rule_id: str) -> str:
    return f"rule-{rule_id}.html"


def layout(title: str, body: Markup, current: str, scripts=("app.js",), page_class="", skips=()) -> str:
    """A whole page. ``skips``: more skip links (href, text) after 「Skip to content」, the
    first Tab stops of the page (a source page: the text, its first emendation and example)."""
    nav = join(tag("a", {"href": href, "aria-current": "page" if href == current else None}, label)
               for href, label in NAV)
    html = join([
        Markup("<!DOCTYPE html>\n"),
        Markup('<html lang="en">\n<head>\n<meta charset="utf-8">\n'),
        tag("meta", {"name": "viewport", "content": "width=device-width, initial-scale=1"}), "\n",
        tag("meta", {"http-equiv": "Content-Security-Policy", "content": CSP}), "\n",
        tag("title", None, f"{title} · 大六壬 edition"), "\n",
        tag("link", {"rel": "stylesheet", "href": "static/style.css"}), "\n",
        tag("script", {"src": "static/head.js"}, ""), "\n",
        Markup("</head>\n"),
        tag("body", {"class_": f"view-reading {page_class}".strip()},
            tag("div", {"class_": "skips"},
                tag("a", {"class_": "skip", "href": "#main"}, "Skip to content"),
                join(tag("a", {"class_": "skip", "href": h}, t) for h, t in skips)),
            tag("header", {"class_": "site"},
                tag("a", {"class_": "brand", "href": "index.html"}, tag("span", {"lang": "zh-Hant"}, "大六壬"), " edition"),
                tag("nav", {"aria-label": "site"}, nav)),
            tag("main", {"id": "main"}, body),
            tag("footer", {"class_": "site"},
                "Static edition built by ", tag("code", None, "liuren build"),
                ". Citations are ", tag("code", None, "file:line"), " of the witnesses in ",
                tag("code", None, "sources/"), "."),
            join(tag("script", {"src": f"static/{s}"}, "") for s in scripts)),
        Markup("\n</html>\n"),
    ])
    return str(html)


# ---------------------------------------------------------------- home

DEFAULT_TITLE = "The Da Liu Ren texts 大六壬"
UNTITLED = ("", "a liuren edition")         # what `liuren init --empty` wrote before titles were optional


def _book(src) -> str:
    """The book a witness belongs to: a Kanripo file's ``#+TITLE``, else its title."""
    for _, line in src.header:
        if line.startswith("#+TITLE:"):
            return line.split(":", 1)[1].strip()
    return src.title_zh


def edition_title(site) -> str:
    """The manifest's ``[edition] title``, else the one book all its witnesses belong to (六壬大全
    for its juan), else the toolkit's own."""
    if site.title not in UNTITLED:
        return site.title
    books = {_book(s) for s in site.sources}
    return books.pop() if len(books) == 1 else DEFAULT_TITLE


def edition_intro(site, counts) -> str:
    """The manifest's ``[edition] intro``, else what the edition holds, from its sources:
    each Kanripo text with its juan, and the plain texts with and without a Korean side."""
    if site.intro:
        return site.intro
    parts, books = [], {}
    for src in site.sources:
        if src.header:
            books.setdefault(_book(src), []).append(src)
    for book, srcs in books.items():
        juan = "、".join(s.title_zh.removeprefix(book).strip() or s.title_zh for s in srcs)
        parts.append(f"{book}, {len(srcs)} juan ({juan}), as the Kanseki Repository transcribes "
                     "it, without translation or commentary")
    plain = [s for s in site.sources if not s.header]
    ko = sum(1 for s in plain if counts[s.id]["ko"])
    if ko:
        parts.append(f"{ko} text{'s' * (ko != 1)} in classical Chinese with a Korean "
                     "translation and commentary")
    if len(plain) - ko:
        n = len(plain) - ko
        parts.append(f"{n} text{'s' * (n != 1)} in classical Chinese")
    n = len(site.sources)
    return (f"{n} witness{'es' * (n != 1)} of Liu Ren divination: " + "; ".join(parts) + "."
            if parts else "An edition with no texts yet: add them with liuren import.")


def _lede(site, counts) -> Markup:
    """The edition's introduction, then what its pages show: the Korean beside the Chinese
    and the reading/diplomatic switch only when some text has them."""
    ko = any(c["ko"] for c in counts.values())
    em = any(c["emendations"] for c in counts.values())
    how = ("Each page shows the Chinese and the Korean side by side, paragraph by paragraph"
           if ko else "Each page shows a text as its file prints it, line by line")
    if em:
        how += ("; the emendations the commentary proposes can be read applied (reading) or as "
                "printed (diplomatic)")
    return join([edition_intro(site, counts), " ", how, "."])


def status_href(src, status: str) -> str:
    """Where a source's findings of one status are listed: the consistency report, filtered
    (app.js reads ``?source=&status=``); engine charts without a verdict are on the examples
    page."""
    if status == "computed":
        return examples_page(src.id)
    return f"report.html?source={quote(src.file)}&status={quote(status)}"


def _status_badges(src, st: Counter) -> Markup:
    return join((tag("a", {"class_": f"badge st-{k}", "href": status_href(src, k),
                           "title": f"{cards.STATUS_TEXT.get(k, k)}: {cards.STATUS_MEANING.get(k, '')}"},
                     f"{cards.STATUS_TEXT.get(k, k)} {v}")
                 for k, v in sorted(st.items())), " ")


def _status_legend(counts) -> Markup:
    """Each status shown in the table, with what it means in one sentence."""
    seen = {k for c in counts.values() for k in c["examples"]}
    shown = [k for k in cards.STATUS_TEXT if k in seen]
    if not shown:
        return Markup("")
    return tag("section", {"class_": "statuses", "aria-labelledby": "h-statuses"},
               tag("h2", {"id": "h-statuses"}, "What the statuses say"),
               tag("p", None, "Every worked example is cast with the engine and compared with "
                   "what the text prints; a badge counts the examples of each verdict and opens "
                   "them in the ", tag("a", {"href": "report.html"}, "consistency report"), "."),
               tag("dl", {"class_": "status-list"}, join(
                   join([tag("dt", None, tag("span", {"class_": f"badge st-{k}"}, cards.STATUS_TEXT[k])),
                         tag("dd", None, cards.STATUS_MEANING.get(k, ""))]) for k in shown)))


def home(site, counts, xref_line=None) -> str:
    rows = []
    for src in site.sources:
        c = counts[src.id]
        st = c["examples"]
        ex = _status_badges(src, st) if st else tag("span", {"class_": "muted"}, "—")
        rows.append(tag("tr", None,
                        tag("td", None, tag("a", {"href": source_page(src), "lang": "zh-Hant", "class_": "title"}, src.title_zh),
                            tag("br"), tag("span", {"lang": "ko"}, src.title_ko), tag("br"),
                            tag("code", {"class_": "file"}, src.file)),
                        tag("td", None, src.what,
                            tag("span", {"class_": "muted note"}, " ", src.title_note) if src.title_note else "",
                            V.home_line(site.apparatus.get(src.file))),
                        tag("td", {"class_": "num"}, c["zh"], " / ", c["ko"]),
                        tag("td", {"class_": "num"}, c["emendations"] if src.from_tei else tag("span", {"class_": "muted"}, "no TEI yet")),
                        tag("td", None, ex)))
    notes = ""
    if site.notes:
        notes = tag("section", {"class_": "notice", "aria-label": "what this build lacks"},
                    tag("h2", None, "What this build lacks"),
                    tag("ul", None, join(tag("li", None, n) for n in site.notes)))
    body = join([
        tag("h1", None, lang_runs(edition_title(site))),
        tag("p", {"class_": "lede"}, _lede(site, counts)),
        tag("table", {"class_": "sources"},
            tag("thead", None, tag("tr", None, tag("th", None, "Text"), tag("th", None, "What it is"),
                                   tag("th", None, "Passages (漢 / 한)"), tag("th", None, "Emendations"),
                                   tag("th", None, "Examples by status"))),
            tag("tbody", None, join(rows))),
        _status_legend(counts),
        tag("p", {"class_": "xref-line"}, xref_line) if xref_line else "",
        notes,
    ])
    return layout("Texts", body, "index.html", page_class="page-home")


# ---------------------------------------------------------------- source

def _cite(src, line: int) -> Markup:
    return tag("a", {"class_": "cite", "href": f"#L{line}", "title": "link to this paragraph"}, f"{src.file}:{line}")


def _em_note(src, em: dict, el_resp: str | None, inline: bool = True) -> Markup:
    """The note of one emendation: what is printed, what the reading puts there, who proposes
    it (the Korean commentary, linked to its paragraph) and how sure, and the commentary's own
    clause. app.js moves it under the line of its button when the button is pressed."""
    eid = em["id"]
    line = em.get("commentary_line")
    who = "the Korean commentary" if (el_resp or "#commentary").lstrip("#") == "commentary" else el_resp
    label = em_label(em)
    items = []
    if em.get("sic") or em.get("corr"):
        items += [
            ("printed", tag("span", {"lang": "zh-Hant", "class_": "sic"}, em.get("sic") or "—")),
            ("proposed", tag("span", {"lang": "zh-Hant", "class_": "corr"},
                             em.get("corr") if em.get("corr") else
                             "(delete)" if em.get("corr") == "" else "none: the commentary proposes no reading")),
        ]
    items += [
        ("proposed by", join([who, ", ", tag("a", {"href": _here(src, line)}, f"{src.file}:{line}")]) if line else who),
        ("certainty", em.get("cert") or "—"),
        ("kind", em.get("type") or "—"),
    ]
    if em.get("witnesses"):             # the other witnesses of the text (edition.analyse.evidence)
        items.append(("witnesses", witness_note(em["witnesses"])))
    dl = tag("dl", None, join(join([tag("dt", None, k), tag("dd", None, v)]) for k, v in items))
    clause = em.get("commentary")
    return tag("aside", {"class_": "em-note" if inline else "em-note standoff", "id": f"note-{eid}", "role": "note",
                         "tabindex": "-1", "aria-label": f"emendation: {label}", "hidden": inline},
               tag("p", {"class_": "em-head"},
                   tag("strong", None, label), " ",
                   tag("span", {"class_": "muted"}, "· ", tag("code", None, eid), " at ",
                       f"{src.file}:{em.get('line')}"),
                   "" if inline else " (not marked in the text: it concerns the paragraph as a whole or its translation)"),
               dl,
               tag("blockquote", {"lang": "ko"}, clause) if clause else "",
               tag("button", {"type": "button", "class_": "em-close", "hidden": True}, "close (Esc)") if inline else "")


def _resp_map(src) -> dict:
    """xml:id → @resp of the element or of its first child that has one (corr, supplied…)."""
    out = {}
    for p in src.passages:
        for el in p.el.iter():
            xid = el.get("{http://www.w3.org/XML/1998/namespace}id")
            if xid:
                out[xid] = next((c.get("resp") for c in [el, *el]
                                 if isinstance(c.tag, str) and c.get("resp")), None)
    return out


def _para(src, p, ctx_args, rules_by_id, twins_href, pars=(), places=()) -> tuple[Markup, Ctx]:
    """A paragraph with its citation and links; the context it was rendered in says what it
    placed (its emendations, ``ctx.marks``: its variant sites)."""
    ctx = Ctx(*ctx_args, line=p.line, marks=V.Marks(places) if places else None)
    if local(p.el) in ("table", "list", "figure"):
        text = tag("div", {"class_": "structured"}, render(p.el, ctx), _marks_end(ctx))
    else:
        text = tag("p", None, render_inline(p.el, ctx), _marks_end(ctx))
    extras = []
    box = rules_box(p.rules, rules_by_id)
    if box:
        extras.append(box)
    for t in p.twins:
        href, label = twins_href(t)
        extras.append(tag("a", {"class_": "twin", "href": href, "title": "the same block printed elsewhere"},
                          "twin: ", label))
    for gid in pars:
        extras.append(tag("a", {"class_": "parallel", "href": f"parallels.html#{gid}",
                                "title": "the same words printed elsewhere, side by side"},
                          "parallel ", gid))
    cls = "para zh" if p.lang == "lzh" else "para ko"
    out = tag("div", {"class_": cls, "id": f"L{p.line}", "lang": LANG_HTML.get(p.lang, p.lang)},
              tag("div", {"class_": "meta", "lang": "en"}, _cite(src, p.line), " ", join(extras, " ")),
              text)
    return out, ctx


def _marks_end(ctx) -> Markup:
    """The variant sites of a block not placed among its units (a block that prints none)."""
    return ctx.marks.end() if ctx.marks is not None else Markup("")


def rules_box(rules, rules_by_id) -> Markup | None:
    """The rules a paragraph defines or mentions (``edition.links``), as one control: a
    ``<details>`` whose summary names the rules it defines and counts the others, with the
    links inside (one Tab stop per paragraph, however many rules)."""
    defines = [r for r, k in rules if k == "defines"]
    mentions = [r for r, k in rules if k == "mentions"]
    if not defines and not mentions:
        return None

    def name(r):
        return rules_by_id.get(r, {}).get("label", r)

    def chips(items, kind):
        return join((tag("a", {"href": rule_page(r), "class_": f"rule {kind}", "lang": "zh-Hant"}, name(r))
                     for r in items), " ")
    head = []
    if defines:
        shown = "、".join(name(r) for r in defines[:3]) + ("…" if len(defines) > 3 else "")
        head += ["defines ", tag("span", {"lang": "zh-Hant"}, shown)]
    if mentions:
        head += [" · " if defines else "", f"mentions {len(mentions)} rule{'s' if len(mentions) > 1 else ''}"]
    body = []
    if defines:
        body.append(tag("span", {"class_": "rk"}, "defines ", chips(defines, "defines")))
    if mentions:
        body.append(tag("span", {"class_": "rk"}, "mentions ", chips(mentions, "mentions")))
    return tag("details", {"class_": "rules-box"},
               tag("summary", {"title": "the rules of this paragraph"}, join(head)),
               tag("span", {"class_": "rules-list"}, join(body, " ")))


def _div_head(src, d, rules_by_id, line_of) -> Markup:
    xid = d.get(XML_ID) or ""
    bits = [tag("span", {"lang": "zh-Hant", "class_": "div-name"}, d.get("n") or xid)]
    if d.get("type"):
        bits.append(tag("span", {"class_": "muted"}, " · ", d.get("type")))
    rules = [r.lstrip("#") for r in (d.get("ana") or "").split()]
    if rules:
        bits.append(tag("span", {"class_": "rules"}, " ", join(
            (tag("a", {"href": rule_page(r), "class_": "rule"}, rules_by_id.get(r, {}).get("label", r)) for r in rules), " ")))
    for t in (d.get("corresp") or "").split():
        t = t.lstrip("#")
        first = line_of.get(t)
        bits.append(tag("a", {"class_": "twin", "href": _here(src, first, t)}, " printed twice: see the twin block",
                         f" ({src.file}:{first})" if first else ""))
    return tag("h2", {"class_": "div-head", "id": xid or None, "title": "editorial division"}, join(bits))


@dataclass(frozen=True)
class SourceView:
    """What the page of one source needs beside its passages: its rules, its emendations by id
    and by line and who proposes each, the gaps a reading fills, where each division begins,
    its cards (and the anchors of its examples' cards) and its parallels."""
    src: object                      # data.PageSource
    rules_by_id: dict
    ems_by_id: dict
    ems_by_line: dict
    resp: dict                       # emendation id → @resp of its inline element
    filled: frozenset                # ids of the gaps a <supplied corresp=…> fills
    line_of: dict                    # xml:id of a passage or a division → its first line
    examples: dict                   # example id → its card's anchor
    cards: tuple                     # the cards of this source
    par_lines: dict                  # (file, line) → parallel group ids
    app: object = None               # its apparatus (analyse.apparatus.TextApparatus), if any
    places: dict = None              # block xml:id → its variant sites (variants.by_block)
    sites: dict = None               # site id → the site
    site_pages: dict = None          # site id → its entry on the collation page

    @classmethod
    def of(cls, site, src, card_list, par_lines) -> "SourceView":
        ems_by_line: dict = {}
        for e in src.emendations:
            ems_by_line.setdefault(e.get("line"), []).append(e)
        line_of = {p.id: p.line for p in src.passages}
        for p in src.passages:                      # first line of each div, for twin links
            for d in p.divs:
                if d.get(XML_ID) and d.get(XML_ID) not in line_of:
                    line_of[d.get(XML_ID)] = p.line
        resp_inline = _resp_map(src)
        here = tuple(c for c in card_list if c.source == src.id)
        app = site.apparatus.get(src.file)
        return cls(src=src, app=app, places=V.by_block(app),
                   sites={s.id: s for s in app.sites} if app else {},
                   site_pages=V.site_pages(app) if app else {}, rules_by_id={r["id"]: r for r in site.rules},
                   ems_by_id={e["id"]: e for e in src.emendations}, ems_by_line=ems_by_line,
                   resp={em["id"]: resp_inline.get(iid) for iid, em in src.inline.items()},
                   filled=frozenset(t for p in src.passages for el in p.el.iter()
                                    if local(el) == "supplied" for t in _ids(el.get("corresp"))),
                   line_of=line_of, examples={c.example_id: c.anchor for c in here if c.example_id},
                   cards=here, par_lines=par_lines or {})

    def twins_href(self, xid) -> tuple[str, str]:
        ln = self.line_of.get(xid)
        return (_here(self.src, ln), f"{self.src.file}:{ln}") if ln else (f"#{xid}", xid)

    def para(self, p) -> tuple[Markup, Ctx]:
        """A paragraph and the context it was rendered in (what it placed, in page order)."""
        return _para(self.src, p, (self.src.inline, self.filled, self.examples), self.rules_by_id,
                     self.twins_href, self.par_lines.get((self.src.file, p.line), ()),
                     self.places.get(p.id, ()))

    def heading(self, p) -> tuple[Markup, list]:
        """A heading, and the notes of the variant sites it places."""
        places = self.places.get(p.id, ())
        ctx = Ctx({}, line=p.line, marks=V.Marks(places) if places else None)
        text = render_inline(p.el, ctx)
        out = tag("div", {"class_": "heading", "id": f"L{p.line}"},
                  tag("div", {"class_": "meta"}, _cite(self.src, p.line)),
                  tag("p", {"lang": LANG_HTML.get(p.lang, p.lang)}, text, _marks_end(ctx)))
        notes = self.var_notes([ctx])
        return out, notes, ctx.marks.placed if ctx.marks is not None else []

    def var_notes(self, ctxs) -> list[Markup]:
        """The notes of the variant sites placed in these contexts: hidden under their
        button's pair, or shown as they are when the site has no button of its own."""
        out = []
        for ctx in ctxs:
            if ctx.marks is not None:
                out += [V.note(self.sites[i], self.app, self.site_pages[i])
                        for i in ctx.marks.placed]
                out += [V.note(self.sites[i], self.app, self.site_pages[i], inline=False)
                        for i in ctx.marks.inert]
        return out


def _pair(v: SourceView, p, partner, placed: set) -> tuple[Markup, list[str], list[str], list[str]]:
    """A paragraph with its translation (``partner``), the notes of their emendations and
    variant sites and the cards printed in them: (markup, emendation ids, example ids, ids of
    the variant sites with a button), in page order. ``placed``: the emendations whose notes
    are on the page already (updated)."""
    left, ctx = v.para(p)
    right, ctx2 = v.para(partner) if partner is not None else (Markup(""), None)
    ctxs = [c for c in (ctx, ctx2) if c is not None]
    used = [u for c in ctxs for u in c.used]
    var_ids = [i for c in ctxs if c.marks is not None for i in c.marks.placed]
    lines = {p.line} | ({partner.line} if partner is not None else set())
    notes = [v.ems_by_id[u] for u in used if u in v.ems_by_id]
    # emendations of these lines without an inline place (translation corrections, …)
    for ln in sorted(lines):
        for e in v.ems_by_line.get(ln, []):
            if e["id"] not in used and e["id"] not in placed:
                notes.append(e)
    placed.update(e["id"] for e in notes)
    note_html = join([join(_em_note(v.src, e, v.resp.get(e["id"]), e["id"] in used) for e in notes),
                      join(v.var_notes(ctxs))])
    here, ex_ids = _cards_here([c for c in v.cards if c.line in lines])
    out = tag("section", {"class_": "pair" if partner is not None else "pair single",
                          "aria-label": f"{v.src.file}:{p.line}"},
              left, right,
              tag("div", {"class_": "notes"}, note_html) if note_html else "",
              here)
    return out, used, ex_ids, var_ids


@dataclass(frozen=True)
class PageBlock:
    """One block of a source page (a heading, a division's head, a pair) with its first line
    and the ids it places, in page order: emendation buttons, example cards, variant sites."""
    line: int
    html: Markup
    em_ids: tuple = ()
    ex_ids: tuple = ()
    var_ids: tuple = ()
    heading: bool = False            # a heading: on the page of the block after it


def _text(v: SourceView) -> list[PageBlock]:
    """The blocks of a source's text (headings, division heads, pairs), in page order."""
    done, blocks, placed, chain = set(), [], set(), []
    for p in v.src.passages:
        if p.id in done:
            continue
        done.add(p.id)
        if p.kind == "head":
            head, notes, vs = v.heading(p)
            blocks.append(PageBlock(p.line, join([head, tag("div", {"class_": "notes"}, join(notes))
                                                  if notes else ""]), var_ids=tuple(vs),
                                    heading=True))
            continue
        heads = join(_div_head(v.src, d, v.rules_by_id, v.line_of) for d in p.divs if d not in chain)
        chain = p.divs
        partner = v.src.by_id.get(p.corresp) if p.corresp else None
        if partner is not None and partner.id in done:
            partner = None
        if partner is not None:
            done.add(partner.id)
        block, ems, exs, vs = _pair(v, p, partner, placed)      # a division's head with its first pair
        blocks.append(PageBlock(p.line, join([heads, block]), tuple(ems), tuple(exs), tuple(vs)))
    return blocks


def _page_nav(em_ids: list[str], ex_ids: list[str], var_ids=()) -> tuple[Markup, list]:
    """The page's own navigation (the text, the next emendation, the next example, the next
    variant) and its skip links."""
    first_em = f"#em-{em_ids[0]}" if em_ids else None
    first_ex = f"#{ex_ids[0]}" if ex_ids else None
    nav = [tag("a", {"href": "#text"}, "Text")]
    skips = [("#text", "Skip to the text")]
    if first_em:
        nav.append(tag("a", {"href": first_em, "class_": "next", "data-next": "em"},
                       "Next emendation ", tag("span", {"class_": "muted"}, f"({len(em_ids)})")))
        skips.append((first_em, "Skip to the first emendation"))
    if first_ex:
        nav.append(tag("a", {"href": first_ex, "class_": "next", "data-next": "ex"},
                       "Next example ", tag("span", {"class_": "muted"}, f"({len(ex_ids)})")))
        skips.append((first_ex, "Skip to the first example"))
    if var_ids:
        nav.append(tag("a", {"href": f"#var-{var_ids[0]}", "class_": "next", "data-next": "var"},
                       "Next variant ", tag("span", {"class_": "muted"}, f"({len(var_ids)})")))
    return tag("nav", {"class_": "pagenav", "aria-label": "this page"}, join(nav, " ")), skips


SOURCE_BUDGET = 600_000     # bytes of text blocks on one source page (≤ 1 MB, ≤ 1.5 s a page)


def source_pages(site, src, card_list=(), par_lines=None) -> tuple[dict[str, str], object]:
    """The pages of one source, and the source as the other pages link to it: one page, or,
    when its text passes :data:`SOURCE_BUDGET` bytes, several cut between blocks
    (``src-<id>.html``, ``src-<id>-2.html`` …, each about the budget's size), the source then
    with its :attr:`~edition.publish.html.data.PageSource.parts` (the links between its
    parts are made again once they are known)."""
    view = SourceView.of(site, src, card_list, par_lines)
    blocks = _text(view)
    cuts = _cuts([len(b.html.encode("utf-8")) for b in blocks], SOURCE_BUDGET,
                 [b.heading for b in blocks])
    if len(cuts) == 1:
        return {source_page(src): _source_page(view, blocks, [], 0)}, src
    names = [source_page(src)] + [f"src-{src.id}-{k}.html" for k in range(2, len(cuts) + 1)]
    parts = tuple((0 if k == 0 else blocks[a].line, names[k]) for k, (a, _) in enumerate(cuts))
    src = replace(src, parts=parts)
    view = SourceView.of(site, src, card_list, par_lines)
    blocks = _text(view)
    firsts = [1] + [line for line, _ in parts[1:]]
    ranges = [(a, b - 1) for a, b in zip(firsts, firsts[1:])] + [(firsts[-1], None)]
    return {names[k]: _source_page(view, blocks[a:b], ranges, k)
            for k, (a, b) in enumerate(cuts)}, src


def _cuts(sizes: list[int], budget: int, glued=()) -> list[tuple[int, int]]:
    """``[start, end)`` of each page: the blocks in order, a new page when the next block
    would pass ``budget`` (a block larger than it is a page of its own), never just after
    a block ``glued`` to the next (a heading)."""
    out, a, size = [], 0, 0
    for k, n in enumerate(sizes):
        if size and size + n > budget and not (k and k - 1 < len(glued) and glued[k - 1]):
            out.append((a, k))
            a, size = k, 0
        size += n
    out.append((a, len(sizes)))
    return out


def pages_links(links, label: str, el: str = "nav") -> Markup:
    """Links to the pages of a long text or list, ``(href, text, current)`` each: at the head
    of a page a navigation landmark named ``label``, elsewhere (its foot, an index) the same
    links in an ``el`` of their own, since a page has one landmark of a name."""
    body = join(["Pages: ", join((tag("a", {"href": h, "aria-current": "page" if cur else None}, t)
                                 for h, t, cur in links), " · ")])
    attrs = {"class_": "parts", "aria-label": label} if el == "nav" else {"class_": "parts"}
    return tag(el, attrs, body)


def _parts_nav_source(src, ranges: list, k: int, el: str = "nav") -> Markup:
    """The pages of a source shown over several, by the lines each holds."""
    if not ranges:
        return Markup("")
    return pages_links([(name, _range(a, b), i == k)
                        for i, ((_, name), (a, b)) in enumerate(zip(src.parts, ranges))],
                       "pages of this text", el)


def _range(a: int, b: int | None) -> str:
    return f"lines {a}–{b}" if b is not None else f"from line {a}"


def _source_page(view, blocks: list, ranges: list, k: int) -> str:
    """One page of a source: its text (or the blocks of one of its parts) with its
    emendations, rules, parallels, variants and the cards of its examples, under a toolbar
    (the reading/diplomatic and the witness switch) and its navigation."""
    src = view.src
    em_ids = [i for b in blocks for i in b.em_ids]
    switch, legend, status = _toolbar(src, em_ids)
    nav, skips = _page_nav(em_ids, [i for b in blocks for i in b.ex_ids],
                           [i for b in blocks for i in b.var_ids])
    parts = _parts_nav_source(src, ranges, k)
    foot = _parts_nav_source(src, ranges, k, "p")
    lines = f", {_range(*ranges[k])}" if ranges else ""
    body = join([
        tag("h1", None, tag("span", {"lang": "zh-Hant"}, src.title_zh), " ", tag("span", {"lang": "ko", "class_": "ko-title"}, src.title_ko)),
        tag("p", {"class_": "lede"}, src.what, " ", tag("code", None, src.file)),
        V.status(view.app),
        tag("div", {"class_": "toolbar"}, switch, V.switch(view.app), legend,
            tag("p", {"class_": "muted"}, status)),
        nav, parts,
        tag("div", {"class_": "text", "id": "text", "tabindex": "-1"},
            _file_header(src) if k == 0 else "", join(b.html for b in blocks)),
        foot,
    ])
    name = src.parts[k][1] if src.parts else source_page(src)
    return layout(f"{src.title_zh} ({src.file}{lines})", body, name,
                  page_class="page-source lined" if src.header else "page-source", skips=skips)


def _toolbar(src, inline_ids) -> tuple[Markup, Markup, str]:
    """(reading/diplomatic switch, legend, status line) of a source page. The switch and the
    emendation marks of the legend only where the text has an emendation to switch; the
    Korean commentary is named as their author only where the text has a Korean side."""
    n_em = len(src.emendations)
    marks = [tag("span", {"class_": "gap"}, "□"), " lost  ",
             tag("span", {"class_": "inote"}, "（注）"), " interlinear note"]
    if not (n_em or inline_ids):
        status = ("No emendation is proposed for this text: it is shown as printed."
                  if src.from_tei else
                  "No TEI for this source yet: the text is shown from the plain witness, without emendations.")
        return Markup(""), tag("p", {"class_": "legend"}, join(marks)), status
    switch = tag("fieldset", {"class_": "viewswitch"},
                 tag("legend", None, "Text"),
                 tag("label", None, tag("input", {"type": "radio", "name": "view", "value": "reading", "checked": True}),
                     " reading ", tag("small", None, "(corrections applied and marked)")),
                 tag("label", None, tag("input", {"type": "radio", "name": "view", "value": "diplomatic"}),
                     " diplomatic ", tag("small", None, "(as printed)")))
    legend = tag("p", {"class_": "legend"},
                 tag("span", {"class_": "em em-choice"}, tag("span", {"class_": "read"}, "正")), " emended  ",
                 tag("span", {"class_": "em em-supplied"}, tag("span", {"class_": "read"}, "補")), " supplied  ",
                 tag("span", {"class_": "em em-surplus"}, tag("span", {"class_": "surplus"}, "衍")), " surplus  ",
                 join(marks))
    korean = any(p.lang == "ko" for p in src.passages)
    status = (f"{n_em} emendations proposed by {'the Korean commentary' if korean else 'its editor'}; "
              "select one to open its note.")
    return switch, legend, status


def _file_header(src) -> Markup:
    """A Kanripo file's header lines (``#+TITLE``, ``#+PROPERTY: …``, a ``SOURCE`` line), shown as
    the file prints them, each with its anchor ``L<n>`` for a citation ``file:n``."""
    if not src.header:
        return Markup("")
    first, last = src.header[0][0], src.header[-1][0]
    lines = join((join([tag("span", {"id": f"L{n}", "class_": "hline"}, text), "\n"])
                  for n, text in src.header))
    return tag("section", {"class_": "file-header", "aria-label": "the file's header lines"},
               tag("div", {"class_": "meta", "lang": "en"},
                   tag("a", {"class_": "cite", "href": f"#L{first}"}, f"{src.file}:{first}–{last}"),
                   " the file's header, as it prints it"),
               tag("pre", {"lang": "zh-Hant"}, lines))


GROUP_OVER = 6      # more cards than this under one pair (002's table cells) are one control


def _cards_here(here: list) -> tuple[Markup, list[str]]:
    """The example cards printed in a pair, under it (without the derivation, which is on the
    examples page), and their ids in page order (each card, each group of claims). Findings
    without a chart (a 神煞 table's cells, 137 for 002:3; 004's 金口訣 claims) are the rows
    of one table; many of them under one pair are one ``<details>`` that counts them by
    status, so that they are one Tab stop."""
    if not here:
        return Markup(""), []
    charts = [c for c in here if not cards.is_value_card(c)]
    values = [c for c in here if cards.is_value_card(c)]
    out = [cards.card(replace(c, derivation=(), more=card_href(c)), None) for c in charts]
    if values and len(values) <= GROUP_OVER:
        table = cards.value_table(values, join(["checked claims; rule, family and explanation on ",
                                                tag("a", {"href": card_href(values[0])}, "the examples page")]),
                                  full=False, table_id=f"checks-{values[0].anchor}")
        out.append(tag("div", {"class_": "scroll"}, table))
    elif values:
        # many claims (a 神煞 table): the ones that do not agree here, every one on the examples page
        counts = Counter(c.status for c in values)
        badges = join((tag("span", {"class_": f"badge st-{k}"}, f"{cards.STATUS_TEXT.get(k, k)} {v}")
                       for k, v in sorted(counts.items(), key=lambda kv: (kv[0] == "agrees", kv[0]))), " ")
        odd = [c for c in values if c.status != "agrees"]
        every = tag("a", {"href": card_href(values[0])}, f"all {len(values)} on the examples page")
        inner = (tag("div", {"class_": "scroll"},
                     cards.value_table(odd, join([f"the {len(odd)} that do not agree; ", every]), full=False))
                 if odd else tag("p", None, "Every claim agrees: ", every))
        out.append(tag("details", {"class_": "cards-group", "id": f"checks-{values[0].anchor}"},
                       tag("summary", None, f"{len(values)} claims checked here ", badges), inner))
    ids = [c.anchor for c in charts] + ([f"checks-{values[0].anchor}"] if values else [])
    return tag("div", {"class_": "notes cards-here"}, join(out)), ids


# ---------------------------------------------------------------- examples

EXAMPLES_BUDGET = 700_000   # bytes of cards and tables on one examples page (≤ 1 MB a page)


def examples_page(source_id: str, part: int = 1) -> str:
    """The page of a source's worked examples: ``examples-<source id>.html`` (one page per
    source keeps each page small: 002's 1,356 checked table cells would make one page of all
    the examples 1.9 MB); a source whose cards pass :data:`EXAMPLES_BUDGET` goes on over
    ``examples-<source id>-2.html``, … (:func:`paged`)."""
    name = f"examples-{source_id or 'engine'}"
    return f"{name}.html" if part == 1 else f"{name}-{part}.html"


def card_href(c) -> str:
    """Where a card is: its examples page (:attr:`Card.page`, set by :func:`paged`), at the
    card's anchor."""
    return f"{c.page or examples_page(c.source)}#{c.anchor}"


def rehref(card_list, sources) -> list:
    """The cards, those of a source shown over several pages linked to the part that shows
    their line (``Card.href``); the others as they were."""
    split = {s.id: s for s in sources if s.parts}
    return [replace(c, href=line_href(split[c.source], c.line)) if c.source in split and c.href
            else c for c in card_list]


def _anchor_prefixes(src_id: str) -> str:
    """The anchors of a source's cards begin with ``ex-s003-`` (checker findings, ``s003-x139-1``)
    or ``ex-003-`` (the stated examples of a checkout without a checker): examples.html sends an
    old link ``examples.html#ex-s003-…`` on to the source's page by these."""
    k = key_of(src_id)
    return f"ex-s{k}- ex-{k}-"


def _value_table(these: list) -> Markup:
    """The claims of one printed line, as one table (a long one a closed ``<details>``)."""
    href = these[0].href
    cap = join([f"{len(these)} claims of ",
                tag("a", {"href": href}, these[0].cite) if href else these[0].cite])
    table = tag("div", {"class_": "scroll"}, cards.value_table(these, cap))
    if len(these) > GROUP_OVER:     # 137 rows: one control, opened by a link to a row
        st = Counter(c.status for c in these)
        table = tag("details", {"class_": "cards-group"},
                    tag("summary", None, f"{these[0].cite}: {len(these)} claims ",
                        join((tag("span", {"class_": f"badge st-{k}"}, f"{cards.STATUS_TEXT.get(k, k)} {v}")
                              for k, v in sorted(st.items(), key=lambda kv: (kv[0] == "agrees", kv[0]))), " ")),
                    table)
    return table


def _example_items(cs: list) -> list[tuple[list, Markup]]:
    """What a source's examples page shows, in order: each chart card, then the table of the
    claims of each line, as ``(cards, markup)``."""
    charts = [c for c in cs if not cards.is_value_card(c)]
    values = [c for c in cs if cards.is_value_card(c)]
    out = [([c], cards.card(c, c.href)) for c in charts]
    for line in sorted({c.line or 0 for c in values}):
        these = [c for c in values if (c.line or 0) == line]
        out.append((these, _value_table(these)))
    return out


def paged(card_list) -> list:
    """The cards, each with the examples page it is on (``Card.page``): a source's cards in
    the order of its page, on ``examples-<id>.html`` until they fill :data:`EXAMPLES_BUDGET`
    bytes, then on the next part (a line's table of claims stays whole)."""
    at: dict[int, str] = {}
    for sid in sorted({c.source for c in card_list}):
        part, size = 1, 0
        for group, markup in _example_items([c for c in card_list if c.source == sid]):
            n = len(markup.encode("utf-8"))
            if size and size + n > EXAMPLES_BUDGET:
                part, size = part + 1, 0
            size += n
            for c in group:
                at[id(c)] = examples_page(sid, part)
    return [replace(c, page=at[id(c)]) for c in card_list]


def _parts(cs: list) -> list[tuple[str, list]]:
    """A source's examples pages in order, each with its cards."""
    out: dict[str, list] = {}
    for c in cs:
        out.setdefault(c.page or examples_page(c.source), []).append(c)
    return list(out.items())


def _lines(cs: list) -> str:
    ls = [c.line for c in cs if c.line]
    return f"lines {min(ls)}–{max(ls)}" if ls else "engine charts"


def _parts_nav(parts: list, here: str, el: str = "nav") -> Markup:
    """The pages of one source's examples, by the lines they hold (only when there are more
    than one)."""
    if len(parts) < 2:
        return Markup("")
    return pages_links([(name, _lines(cs), name == here) for name, cs in parts],
                       "pages of these examples", el)


def _badges(cs: list) -> Markup:
    st = Counter(c.status for c in cs)
    return join((tag("span", {"class_": f"badge st-{k}"}, f"{cards.STATUS_TEXT.get(k, k)} {v}")
                 for k, v in sorted(st.items())), " ")


EXAMPLES_LEDE = ("Each card draws the chart as the books print it: the three transmissions, the four lessons "
                 "read right to left, and the plate as the ring of twelve around an empty centre "
                 "(巳午未申 on top, 寅丑子亥 at the bottom). Open a card to see it. Findings without a chart "
                 "(a 神煞 table's cells, a 金口訣 claim) are the rows of a table.")


def _source_examples(site, sid: str, cs: list) -> tuple[Markup, dict[str, str]]:
    """A source's examples pages (one, or more when its cards pass the budget) and its item
    in the index."""
    src = next((s for s in site.sources if s.id == sid), None)
    title = (join([tag("span", {"lang": "zh-Hant"}, src.title_zh), " ", tag("code", None, src.file)])
             if src else (sid or "Engine charts"))
    badges, parts, out = _badges(cs), _parts(cs), {}
    for name, these in parts:
        shown = {id(c) for c in these}
        items = [m for group, m in _example_items(cs) if id(group[0]) in shown]
        body = join([
            tag("h1", None, "Worked examples: ", title),
            tag("p", None, tag("a", {"href": "examples.html"}, "↑ every text's examples"), " · ",
                tag("a", {"href": source_page(src)}, "the text") if src else ""),
            tag("p", {"class_": "lede"}, EXAMPLES_LEDE), tag("p", None, badges),
            _parts_nav(parts, name),
            tag("section", {"class_": "cards"}, join(items)),
            _parts_nav(parts, name, "p"),
        ])
        out[name] = layout(f"Worked examples: {src.title_zh if src else sid}", body, name,
                           page_class="page-examples")
    item = tag("li", None, tag("a", {"href": parts[0][0], "data-prefixes": _anchor_prefixes(sid) if sid else None},
                               title), f" · {len(cs)} examples ", badges,
               join([" · ", _parts_nav(parts, "", "span")]) if len(parts) > 1 else "")
    return item, out


def examples(site, card_list) -> dict[str, str]:
    """``examples.html`` (the index: each source's examples by status, and the way on for a link
    to a card made before the examples had a page per source) and the pages of each source."""
    out, items = {}, []
    for sid in sorted({c.source for c in card_list}):
        item, pages_ = _source_examples(site, sid, [c for c in card_list if c.source == sid])
        items.append(item)
        out.update(pages_)
    content = (tag("ul", {"class_": "example-pages"}, join(items)) if items else
               tag("p", {"class_": "empty"}, "No worked examples are available in this build yet."))
    body = join([
        tag("h1", None, "Worked examples"), tag("p", {"class_": "lede"}, EXAMPLES_LEDE),
        tag("p", None, _badges(card_list)) if card_list else "",
        content,
    ])
    out["examples.html"] = layout("Worked examples", body, "examples.html", page_class="page-examples-index")
    return out


# ---------------------------------------------------------------- rules

KIND_NAMES = [
    ("method", "Transmission methods 九宗門"),
    ("subname", "Sub-names of the methods"),
    ("pattern", "Patterns 課體 / 格"),
    ("spirit", "Spirits 神煞"),
    ("jinkou_pattern", "金口訣 patterns"),
    ("jinkou_relation", "金口訣 relations"),
]


def _count(rule_passages, rid, kind=None) -> int:
    return sum(1 for _, p, k in rule_passages.get(rid, []) if p.lang == "lzh" and (kind is None or k == kind))


def rules_index(site, rule_passages) -> str:
    if not site.rules:
        content = tag("p", {"class_": "empty"},
                      "No rule taxonomy in this build yet (",
                      tag("code", None, "tei/taxonomy.xml"), " does not exist).")
    else:
        def item(r):
            return tag("li", {"class_": "sub" if r.get("parent") and r.get("kind", "subname") == "subname" else None},
                       tag("a", {"href": rule_page(r["id"]), "lang": "zh-Hant"}, r["label"]), " ",
                       tag("span", {"lang": "ko"}, r.get("ko", "")), " ",
                       tag("code", None, r["id"]), " ",
                       tag("span", {"class_": "muted"},
                           f"defined in {_count(rule_passages, r['id'], 'defines')}, "
                           f"mentioned in {_count(rule_passages, r['id'], 'mentions')} Chinese passages"))
        kinds = [k for k, _ in KIND_NAMES]
        groups = []
        methods = [r for r in site.rules if r.get("kind", "method") in ("method", "subname")]
        if methods:       # each method followed by its sub-names, as the taxonomy lists them
            order = []
            for r in methods:
                if r.get("kind", "method") == "method" or not r.get("parent"):
                    order.append(r)
                    order += [x for x in methods if x.get("parent") == r["id"] and x is not r]
            groups.append(tag("section", None, tag("h2", None, "Transmission methods 九宗門 and their sub-names"),
                              tag("ul", {"class_": "rule-list"}, join(item(r) for r in order))))
        for k, title in KIND_NAMES[2:]:
            rs = [r for r in site.rules if r.get("kind") == k]
            if rs:
                groups.append(tag("section", None, tag("h2", None, title, " ", tag("span", {"class_": "muted"}, f"({len(rs)})")),
                                  tag("ul", {"class_": "rule-list"}, join(item(r) for r in rs))))
        others = [r for r in site.rules if r.get("kind", "method") not in kinds]
        if others:
            groups.append(tag("section", None, tag("h2", None, "Other rules"),
                              tag("ul", {"class_": "rule-list"}, join(item(r) for r in others))))
        content = join(groups)
    body = join([tag("h1", None, "Rules"),
                 tag("p", {"class_": "lede"}, "Every rule the engine executes, with the passages that define it and those that mention it."),
                 content])
    return layout("Rules", body, "rules.html", page_class="page-rules")


def _cite_href(site, cite: str):
    """``003_03e8….txt:55`` → (href, text) into the source page."""
    file, _, line = cite.rpartition(":")
    src = next((s for s in site.sources if s.file == file), None)
    return (line_href(src, line) if src else None), cite


def rule(site, r, passages, card_list) -> str:
    by_id = {x["id"]: x for x in site.rules}

    def plist(kind):
        items = [(src, p) for src, p, k in passages if k == kind and p.lang == "lzh"]
        if not items:
            return tag("p", {"class_": "muted"}, "none yet")
        return tag("ul", {"class_": "passages"}, join(
            tag("li", None, tag("a", {"href": line_href(src, p.line)}, f"{src.file}:{p.line}"), " ",
                tag("span", {"lang": "zh-Hant"}, p.reading[:100] + ("…" if len(p.reading) > 100 else "")))
            for src, p in items))
    parent = by_id.get(r.get("parent") or "")
    subs = [x for x in site.rules if x.get("parent") == r["id"]]
    facts = []
    if r.get("kind"):
        facts.append(("kind", dict(KIND_NAMES).get(r["kind"], r["kind"])))
    if parent:
        facts.append(("part of", tag("a", {"href": rule_page(parent["id"]), "lang": "zh-Hant"}, parent["label"])))
    if subs:
        facts.append(("sub-names", join((tag("a", {"href": rule_page(x["id"]), "lang": "zh-Hant"}, x["label"]) for x in subs), "、")))
    if r.get("aliases"):
        facts.append(("also written", tag("span", {"lang": "zh-Hant"}, join(r["aliases"], "、"))))
    if r.get("cites"):
        facts.append(("cited passages", join((tag("a", {"href": h}, t) for h, t in (_cite_href(site, c) for c in r["cites"])), ", ")))
    if r.get("code"):
        facts.append(("code", join([tag("code", None, r["code"]), " (", tag("code", None, r.get("code_file", "")), ")"])))
    body = join([
        tag("h1", None, tag("span", {"lang": "zh-Hant"}, r["label"]), " ",
            tag("span", {"lang": "ko", "class_": "ko-title"}, r.get("ko", "")), " ", tag("code", None, r["id"])),
        tag("p", {"class_": "lede"}, r.get("desc", "")) if r.get("desc") else "",
        tag("dl", {"class_": "facts"}, join(join([tag("dt", None, k), tag("dd", None, v)]) for k, v in facts)) if facts else "",
        tag("h2", None, "Defining passages"), plist("defines"),
        tag("h2", None, "Mentions"), plist("mentions"),
        tag("h2", None, "Divisions about this rule"), plist("section"),
        tag("h2", None, "Examples"),
        tag("ul", {"class_": "examples"}, join(
            tag("li", None, tag("span", {"class_": f"badge st-{c.status}"},
                                cards.STATUS_TEXT.get(c.status, c.status)), " ",
                tag("a", {"href": card_href(c), "lang": "zh-Hant"}, c.title), " ",
                tag("a", {"href": c.href, "class_": "muted"}, c.cite))
            for c in card_list)) if card_list else tag("p", {"class_": "muted"}, "none yet"),
    ])
    return layout(r["label"], body, rule_page(r["id"]), page_class="page-rule")


# ---------------------------------------------------------------- report

def _report_row(c) -> Markup:
    """One checked item in the report: where, its status (and beside it the verdict under the
    book's own school and its options, when that differs), its card, its explanation (and, for
    a partial or unresolved one, what was not read or what was considered)."""
    return tag("tr", {"data-source": c.file, "data-status": c.status,
                      "data-book-status": c.book_status, "hidden": c.status == "agrees"},
               tag("td", None, tag("a", {"href": c.href}, c.cite) if c.href else c.cite),
               tag("td", None, cards.badge(c.status), cards.book_badge(c, options=True)),
               tag("td", {"lang": "zh-Hant"}, tag("a", {"href": card_href(c)}, c.name or c.example_id)),
               tag("td", None, c.hypothesis,
                   tag("span", {"class_": "why"}, " " if c.hypothesis else "", c.why) if c.why else ""))


def _report_filters(site) -> Markup:
    """The report's filters: by source file and by status (app.js), and the count shown."""
    sources = sorted({c.file for c in site.cards})
    statuses = sorted({c.status for c in site.cards})
    return tag("div", {"class_": "filters"},
               tag("label", None, "Source ", tag("select", {"id": "f-source"},
                   tag("option", {"value": ""}, "all"), join(tag("option", {"value": s}, s) for s in sources))),
               " ",
               tag("label", None, "Status ", tag("select", {"id": "f-status"},
                   tag("option", {"value": ""}, "all"),
                   tag("option", {"value": "!agrees", "selected": True}, "all but agrees"),
                   join(tag("option", {"value": s}, cards.STATUS_TEXT.get(s, s)) for s in statuses))),
               " ", tag("output", {"id": "f-count", "aria-live": "polite"},
                        f"{sum(1 for c in site.cards if c.status != 'agrees')} findings"))


def report(site) -> str:
    """Every checked item of the analysis, one row each (those that agree hidden until the
    filter asks for them)."""
    content = tag("table", {"class_": "report", "id": "report"},
                  tag("thead", None, tag("tr", None, tag("th", None, "Where"), tag("th", None, "Status"),
                                         tag("th", None, "Example"), tag("th", None, "Explanation"))),
                  tag("tbody", None, join(_report_row(c) for c in site.cards)))
    body = join([tag("h1", None, "Consistency report"),
                 tag("p", {"class_": "lede"}, "Every worked example cast with the engine and compared with what is printed",
                     " and with the corrections the commentary proposes." if any(s.emendations for s in site.sources) else "."),
                 _report_filters(site), content])
    return layout("Consistency report", body, "report.html", page_class="page-report")


# ---------------------------------------------------------------- search

def search() -> str:
    body = join([
        tag("h1", None, "Search"),
        tag("form", {"class_": "search", "role": "search", "id": "search-form"},
            tag("label", {"for": "q"}, "Search the texts, the example cards and the 課 pages (漢字 traditional or simplified, 한글)"), " ",
            tag("input", {"type": "search", "id": "q", "name": "q", "autocomplete": "off",
                          "placeholder": "涉害 · 课 · 원수"}),
            " ", tag("button", {"type": "submit"}, "Search")),
        tag("p", {"id": "search-status", "class_": "muted", "aria-live": "polite"}, "Type a query."),
        tag("ol", {"id": "results", "class_": "results", "aria-label": "passages"}, ""),
        tag("section", {"class_": "more-results", "hidden": True, "aria-labelledby": "h-cards"},
            tag("h2", {"id": "h-cards"}, "Example cards", tag("span", {"class_": "count"}, "")),
            tag("ol", {"id": "results-cards", "class_": "results"}, "")),
        tag("section", {"class_": "more-results", "hidden": True, "aria-labelledby": "h-ke"},
            tag("h2", {"id": "h-ke"}, "課 pages", tag("span", {"class_": "count"}, "")),
            tag("ol", {"id": "results-ke", "class_": "results"}, "")),
        tag("noscript", None, tag("p", None, "Search needs JavaScript; every text is also on its own page.")),
    ])
    return layout("Search", body, "search.html", scripts=("search-index.js", "app.js"), page_class="page-search")
