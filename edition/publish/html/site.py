"""``build_site(ed, out)``: the whole static edition of an edition, written atomically.

The site is assembled in memory (a dict of relative path → bytes), then written into a temp
folder that replaces ``out`` only when every page was made (:func:`edition.core.atomic.replace_dir`);
a build that fails midway leaves the previous site as it was. Output is deterministic: sorted
inputs, no timestamps, JSON with sorted keys.
"""
from __future__ import annotations

from collections import Counter
from importlib import resources

from edition.core.atomic import replace_dir
from edition.publish.html import atlas as A
from edition.publish.html import data as D
from edition.publish.html import examples as X
from edition.publish.html import pages
from edition.publish.html import parallel as P
from edition.publish.html.searchindex import build_index

STATIC = ("style.css", "app.js", "head.js")


def load_registry() -> list[dict]:
    """Every executable rule of the registry (:mod:`edition.analyse.rules`), for rule pages."""
    from edition.analyse import rules as R
    out = []
    for e in R.registry().values():
        out.append({"id": e.id, "label": e.zh, "ko": e.ko or "", "parent": e.parent,
                    "kind": e.kind, "aliases": list(e.aliases), "cites": list(e.cites),
                    "code": e.code, "code_file": e.code_file, "desc": e.doc})
    return out


def _edition(ed):
    from edition.core.edition import Edition, load
    return ed if isinstance(ed, Edition) else load(ed)


def collect(ed, analysis=None) -> D.Site:
    """Everything the site shows: the edition's witnesses (their TEI text layer) and its
    analysis (:func:`edition.analyse.run.load`: checked examples, rule links, parallels).
    ``ed``: an :class:`edition.core.edition.Edition` or its folder."""
    from edition.analyse import run, xref
    ed = _edition(ed)
    analysis = analysis if analysis is not None else run.load(ed)
    from edition.analyse.results import check_rows
    from edition.analyse.witness import witnesses
    notes: list[str] = list(analysis.warnings)
    sources = [D.load_source(w, analysis.links.get(w.file, {}),
                             [e for e in analysis.examples if e.source == w.file])
               for w in witnesses(ed)]
    site = D.Site(root=ed.root, sources=sources, notes=notes, title=ed.title, intro=ed.intro)
    site.rules = load_registry()
    site.checks = check_rows(analysis)
    site.xref_recs = xref.printings(analysis)
    site.discussions = analysis.discussions
    site.parallels = list(analysis.parallels)
    return site


def render(site: D.Site) -> dict[str, bytes]:
    """Every file of the site, by relative path."""
    files: dict[str, str | bytes] = {}
    card_list = X.cards_for(site)
    atlas = A.build_atlas(site)
    recs = {r.id: r for r in site.xref_recs or []}
    ke_keys = [k for k, e in atlas.items() if e["printed"]]
    ke_pages = {A.ke_page(*k) for k in ke_keys}
    links = A.example_links(atlas)
    for c in card_list:
        got = links.get(c.get("example_id") or "")
        if got and "key" in got:
            c["ke"] = (A.ke_page(*got["key"]), A.ke_label(*got["key"]))
        elif got:
            c["ke_candidates"] = got["candidates"]
    par_lines = P.by_line(site.parallels)
    counts = {}
    for src in site.sources:
        counts[src.id] = {
            "zh": sum(1 for p in src.passages if p.kind == "p" and p.lang == "lzh"),
            "ko": sum(1 for p in src.passages if p.kind == "p" and p.lang == "ko"),
            "emendations": len(src.emendations),
            "examples": Counter(c.get("status") or "computed" for c in card_list if c.get("source") == src.id),
        }
        files[pages.source_page(src)] = pages.source(site, src, card_list, par_lines)
    n_shared = sum(1 for k in ke_keys if sum(p["resolved"] for p in atlas[k]["passages"]) > 1)
    xref_line = pages.join([
        "Cross-references: ", pages.tag("a", {"href": A.INDEX}, f"{len(ke_keys)} of the 720 課"),
        f" are printed ({n_shared} in more than one place), each with its own page; ",
        pages.tag("a", {"href": P.PAGE}, f"{len(site.parallels)} groups of parallel passages"),
        " are shown side by side."])
    files["index.html"] = pages.home(site, counts, xref_line)
    files.update(pages.examples(site, card_list))
    rule_passages: dict[str, list] = {}
    for src in site.sources:
        for p in src.passages:
            for rid, kind in p.rules:
                rule_passages.setdefault(rid, []).append((src, p, kind))
    files["rules.html"] = pages.rules_index(site, rule_passages)
    for r in site.rules:
        rc = [c for c in card_list if r["id"] in c.get("rules", ())]
        files[pages.rule_page(r["id"])] = pages.rule(site, r, rule_passages.get(r["id"], []), rc)
    for k in ke_keys:
        files[A.ke_page(*k)] = A.ke(site, k, atlas[k], recs)
    files[A.INDEX] = A.index(site, atlas, ke_pages)
    files[P.PAGE] = P.page(site, site.parallels)
    files["report.html"] = pages.report(site)
    files["search.html"] = pages.search()
    js, _ = build_index(site.sources, pages.source_page, site.rules, cards=card_list,
                        ke=[(A.ke_page(*k), A.ke_label(*k), A.ke_search_text(k, atlas[k])) for k in ke_keys])
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
