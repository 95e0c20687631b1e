"""``build_site(ed, out)``: the whole static edition of an edition, written atomically.

The site is assembled in memory (a dict of relative path → bytes), then written into a temp
folder that replaces ``out`` only when every page was made (:func:`edition.core.atomic.replace_dir`);
a build that fails midway leaves the previous site as it was. Output is deterministic: sorted
inputs, no timestamps, JSON with sorted keys.

What it shows comes from the edition's analysis (:class:`edition.analyse.run.Analysis`): the
checked findings become cards (:func:`edition.publish.html.examples.cards_for`), and the atlas,
the parallels and the derivations are the analysis's own. Nothing is cast here.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from importlib import resources

from edition.analyse import rules as R
from edition.analyse import run
from edition.analyse.witness import witnesses
from edition.core.atomic import replace_dir
from edition.core.edition import Edition, load
from edition.publish.html import atlas as A
from edition.publish.html import collationpage
from edition.publish.html import data as D
from edition.publish.html import examples as X
from edition.publish.html import pages
from edition.publish.html import parallel as P
from edition.publish.html.searchindex import build_index

STATIC = ("style.css", "app.js", "head.js")


def load_registry() -> list[dict]:
    """Every executable rule of the registry (:mod:`edition.analyse.rules`), for rule pages."""
    out = []
    for e in R.registry().values():
        out.append({"id": e.id, "label": e.zh, "ko": e.ko or "", "parent": e.parent,
                    "kind": e.kind, "aliases": list(e.aliases), "cites": list(e.cites),
                    "code": e.code, "code_file": e.code_file, "desc": e.doc})
    return out


def _edition(ed):
    return ed if isinstance(ed, Edition) else load(ed)


def collect(ed, analysis=None) -> D.Site:
    """Everything the site shows: the edition's witnesses (their TEI text layer) and its
    analysis (``analysis``, by default :func:`edition.analyse.run.load`: checked examples,
    rule links, the atlas, parallels). ``ed``: an :class:`edition.core.edition.Edition` or
    its folder."""
    ed = _edition(ed)
    analysis = analysis if analysis is not None else run.load(ed)
    sources = [D.load_source(w, analysis.links.get(w.file, {}),
                             [e for e in analysis.examples if e.source == w.file])
               for w in witnesses(ed)]
    rules = load_registry()
    return D.Site(root=ed.root, sources=sources, notes=list(analysis.warnings), title=ed.title,
                  intro=ed.intro, rules=rules, cards=X.cards_for(analysis, sources, rules),
                  printings=list(analysis.printings), atlas=analysis.atlas,
                  parallels=list(analysis.parallels), apparatus=dict(analysis.apparatus))


def _counts(site: D.Site) -> dict:
    """Per source: its Chinese and Korean paragraphs, its emendations, its cards by status."""
    counts = {}
    for src in site.sources:
        counts[src.id] = {
            "zh": sum(1 for p in src.passages if p.kind == "p" and p.lang == "lzh"),
            "ko": sum(1 for p in src.passages if p.kind == "p" and p.lang == "ko"),
            "emendations": len(src.emendations),
            "examples": Counter(c.status for c in site.cards if c.source == src.id),
        }
    return counts


def _xref_line(site: D.Site, ke_keys: list) -> str:
    """The home page's line on the 課 pages and the parallel passages."""
    atlas = site.atlas
    n_shared = sum(1 for k in ke_keys if sum(p["resolved"] for p in atlas[k]["passages"]) > 1)
    return pages.join([
        "Cross-references: ", pages.tag("a", {"href": A.INDEX}, f"{len(ke_keys)} of the 720 課"),
        f" are printed ({n_shared} in more than one place), each with its own page; ",
        pages.tag("a", {"href": P.PAGE}, f"{len(site.parallels)} groups of parallel passages"),
        " are shown side by side."])


def _rule_pages(site: D.Site) -> dict[str, str]:
    """The rules index and one page per rule, with the passages and the cards of each."""
    rule_passages: dict[str, list] = {}
    for src in site.sources:
        for p in src.passages:
            for rid, kind in p.rules:
                rule_passages.setdefault(rid, []).append((src, p, kind))
    files = {"rules.html": pages.rules_index(site, rule_passages)}
    for r in site.rules:
        rc = [c for c in site.cards if r["id"] in c.rules]
        files[pages.rule_page(r["id"])] = pages.rule(site, r, rule_passages.get(r["id"], []), rc)
    return files


def _ke_pages(site: D.Site, ke_keys: list) -> dict[str, str]:
    """One page per printed 課 and the index of all 720."""
    recs = {r.id: r for r in site.printings}
    files = {A.ke_page(*k): A.ke(site, k, site.atlas[k], recs) for k in ke_keys}
    files[A.INDEX] = A.index(site, site.atlas, {A.ke_page(*k) for k in ke_keys})
    return files


def render(site: D.Site) -> dict[str, bytes]:
    """Every file of the site, by relative path."""
    site = replace(site, cards=pages.paged(site.cards))     # the examples page of each card
    files: dict[str, str | bytes] = {}
    ke_keys = [k for k, e in site.atlas.items() if e["printed"]]
    par_lines = P.by_line(site.parallels)
    shown = []
    for src in site.sources:
        got, src = pages.source_pages(site, src, site.cards, par_lines)
        files.update(got)
        shown.append(src)
    # a source over several pages: the other pages link to the part that shows each line
    site = replace(site, sources=shown, cards=pages.rehref(site.cards, shown))
    files["index.html"] = pages.home(site, _counts(site), _xref_line(site, ke_keys))
    files.update(pages.examples(site, site.cards))
    files.update(_rule_pages(site))
    files.update(_ke_pages(site, ke_keys))
    files[P.PAGE] = P.page(site, site.parallels)
    files.update(collationpage.pages(site))
    files["report.html"] = pages.report(site)
    files["search.html"] = pages.search()
    js, _ = build_index(site.sources, pages.source_page, site.rules, cards=site.cards,
                        ke=[(A.ke_page(*k), A.ke_label(*k), A.ke_search_text(k, site.atlas[k]))
                            for k in ke_keys], apparatus=site.apparatus)
    files["static/search-index.js"] = js
    static = resources.files("edition.publish.html") / "static"
    for name in STATIC:
        files[f"static/{name}"] = (static / name).read_bytes()
    return {k: (v.encode("utf-8") if isinstance(v, str) else v) for k, v in sorted(files.items())}


def write_site(files: dict[str, bytes], out) -> None:
    with replace_dir(out) as tmp:
        tmp.chmod(0o755)          # mkdtemp makes it 0700; a site is for reading
        for rel, data in files.items():
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)


def build_site(ed, out, analysis=None) -> dict[str, int]:
    """Build the HTML edition of ``ed`` (an Edition or its folder) into ``out``; returns
    bytes per file."""
    files = render(collect(ed, analysis))
    write_site(files, out)
    return {k: len(v) for k, v in files.items()}
