"""``build_site(root, out)``: the whole static edition, written atomically.

The site is assembled in memory (a dict of relative path → bytes), then written into a temp
folder that replaces ``out`` only when every page was made (:func:`edition.atomic.replace_dir`);
a build that fails midway leaves the previous site as it was. Output is deterministic: sorted
inputs, no timestamps, JSON with sorted keys.
"""
from __future__ import annotations

from collections import Counter
from importlib import resources
from pathlib import Path

from edition.atomic import replace_dir
from edition.html import data as D
from edition.html import examples as X
from edition.html import atlas as A
from edition.html import pages
from edition.html import parallel as P
from edition.html.searchindex import build_index
from edition.tei import NS, XML_ID, XML_LANG, parse_file

STATIC = ("style.css", "app.js", "head.js")
PROJECT = Path(__file__).resolve().parents[2]


def load_rules(root: Path, notes: list) -> list[dict]:
    """Rule categories of ``tei/taxonomy.xml`` (``category/@xml:id`` with ``catDesc``)."""
    path = root / "tei" / "taxonomy.xml"
    if not path.exists():
        notes.append("tei/taxonomy.xml: no rule taxonomy yet; rule pages are empty")
        return []
    tree = parse_file(path)
    out = []
    for cat in tree.getroot().iter("{%s}category" % NS["tei"]):
        rid = cat.get(XML_ID)
        if not rid:
            continue
        descs = {d.get(XML_LANG) or "": " ".join("".join(d.itertext()).split())
                 for d in cat.findall("tei:catDesc", NS)}
        label = descs.get("lzh") or next((v for v in descs.values() if v), rid)
        parent = (cat.get("corresp") or "").lstrip("#") or None
        out.append({"id": rid, "label": label, "ko": descs.get("ko", ""), "parent": parent,
                    "desc": " · ".join(v for k, v in sorted(descs.items()) if v)})
    return out          # taxonomy order: each method, then its sub-names


def load_registry(notes: list) -> list[dict] | None:
    """Every executable rule of ``edition.rules.registry()`` (issue 6), or None without it."""
    try:
        from edition import rules as R
    except ImportError:
        return None
    out = []
    for e in R.registry().values():
        out.append({"id": e.id, "label": e.zh, "ko": e.ko or "", "parent": e.parent,
                    "kind": e.kind, "aliases": list(e.aliases), "cites": list(e.cites),
                    "code": e.code, "code_file": e.code_file, "desc": e.doc})
    return out


def collect(root: Path) -> D.Site:
    root = Path(root)
    notes: list[str] = []
    sources = [D.load_source(root, e, notes) for e in D.load_manifest(root)]
    site = D.Site(root=root, sources=sources, notes=notes)
    site.project = root.resolve() == PROJECT.resolve()
    registry = load_registry(notes) if root.resolve() == PROJECT.resolve() else None
    site.rules = registry if registry is not None else load_rules(root, notes)
    if root.resolve() == PROJECT.resolve():
        site.checks = X.load_checks(root, notes)
    else:   # `liuren check` reads the project's own TEI, not another checkout's
        notes.append(f"liuren check: runs on the project checkout only, not on {root}")
        site.checks = None
    site.xref_recs = load_printings(notes) if site.project else []
    site.parallels = P.find_groups(site)
    return site


def load_printings(notes: list) -> list:
    """Every example resolved to its 課 (``edition.xref.printings()``, cached in
    ``build/cache/xref/``; a fresh clone computes it once), or [] without the atlas."""
    try:
        from edition import xref
    except ImportError:
        notes.append("edition.xref: not in this checkout; the 課 pages are empty")
        return []
    return list(xref.printings())


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
    static = resources.files("edition.html") / "static"
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


def build_site(root, out) -> dict[str, int]:
    """Build the edition of checkout ``root`` into ``out``; returns bytes per file."""
    files = render(collect(Path(root)))
    write_site(files, out)
    return {k: len(v) for k, v in files.items()}
