"""The 720-課 atlas in the edition: one page per 課 that a text prints, and an index
of all 720 (60 days × 12 offsets, 003:47 「此定律，720課皆然」).

The data are :mod:`edition.analyse.xref`'s: every example resolved to its 課 (day × offset, 003:7), its
check status, and the field-by-field comparison of two printings of one 課. A 課 page shows the
computed chart (晝 and 夜: the generals change with 晝/夜, 003:43), every passage that prints it
(linked to its paragraph and its card), the printings linked to each other, and what two
printings of the same 課 print differently, marked in both.

Page names are ASCII and stable: ``ke-<stem>-<branch>-<offset>.html`` in pinyin
(``ke-ding-chou-8.html`` for 丁丑, offset 8).
"""
from __future__ import annotations

from edition.analyse.examples.model import Claims
from edition.publish.html import cards
from edition.publish.html.markup import Markup, join, tag
from edition.publish.html.pages import card_href, examples_page, layout, line_href, rule_page
from engine.lexicon import STEMS
from engine.methods import METHOD_NAMES

STEM_PY = ("jia", "yi", "bing", "ding", "wu", "ji", "geng", "xin", "ren", "gui")
BRANCH_PY = ("zi", "chou", "yin", "mao", "chen", "si", "wu", "wei", "shen", "you", "xu", "hai")
DAYS = [STEMS[i % 10] + cards.BRANCHES[i % 12] for i in range(60)]

FIELD_NAMES = {
    "transmissions": "三傳", "lessons": "四課", "gan_shang": "干上", "zhi_shang": "支上",
    "plate": "天地盤", "names": "課名", "method": "法 (method)", "daytime": "晝/夜",
    "jiang": "月將", "hour": "占時", "generals": "天將", "transmission_generals": "三傳天將",
    "guiren": "貴人",
}
INDEX = "ke-index.html"


def ke_page(day: str, offset: int) -> str:
    """``ke-ding-chou-8.html`` for (丁丑, 8)."""
    return f"ke-{STEM_PY[STEMS.index(day[0])]}-{BRANCH_PY[cards.BRANCHES.index(day[1])]}-{int(offset)}.html"


def ke_label(day: str, offset: int) -> str:
    return f"{day} {offset}"


def ke_search_text(key, e: dict) -> str:
    """What the search finds a 課 page by: its day and offset, its notation, its method and
    課名 (the engine's, in Chinese), and the names its printings give it."""
    day, off = key
    chart = e.get("chart") or {}
    names = [METHOD_NAMES.get(chart.get("method"), chart.get("method") or "")] + list(chart.get("names") or [])
    names += [p.get("name") or "" for p in e.get("passages") or [] if p.get("resolved")]
    seen = []
    for n in names:
        if n and n not in seen:
            seen.append(n)
    return " · ".join([f"{day}日 {off}", chart.get("notation") or "", "、".join(seen)])


def example_links(atlas: dict) -> dict[str, dict]:
    """Example id → ``{"key": (day, offset)}`` when it resolves to one 課, or
    ``{"candidates": n}`` when the checker leaves several (001's short cases)."""
    out: dict[str, dict] = {}
    for key, e in atlas.items():
        for p in e["passages"]:
            if p["resolved"]:
                out[p["id"]] = {"key": key}
            elif p["id"] not in out:
                out[p["id"]] = {"candidates": p["candidates"]}
    return out


# --------------------------------------------------------------------------- helpers

def _src_href(site, file: str, line) -> str | None:
    src = next((s for s in site.sources if s.file == file), None)
    return line_href(src, line) if src is not None else None


def _cite_link(site, file: str, line) -> Markup:
    href = _src_href(site, file, line)
    text = f"{file}:{line}"
    return tag("a", {"href": href, "class_": "cite"}, text) if href else tag("span", {"class_": "cite"}, text)


def _rule_link(site, rid: str | None, label: str) -> Markup:
    ids = {r["id"] for r in site.rules}
    if rid and rid in ids:
        return tag("a", {"href": rule_page(rid), "lang": "zh-Hant", "class_": "rule"}, label)
    return tag("span", {"lang": "zh-Hant"}, label)


def _fmt(v) -> str:
    """A claimed value as printed: 亥/寅 for a lesson (upper over lower), 晝/夜 for daytime."""
    if v is None:
        return "—"
    if isinstance(v, bool):
        return "晝" if v else "夜"
    if isinstance(v, dict):
        if "upper" in v or "lower" in v:
            return f"{v.get('upper') or '?'}/{v.get('lower') or '?'}"
        # in branch order (子…亥), then by name: the cache stores claims with sorted keys,
        # a fresh check in the order printed, and both must give the same page
        order = cards.BRANCHES
        keys = sorted(v, key=lambda k: (order.find(str(k)) if str(k) in order else 99, str(k)))
        return "、".join(f"{k}:{_fmt(v[k])}" for k in keys)
    if isinstance(v, (list, tuple)):
        sep = " " if any(isinstance(x, dict) or x is None for x in v) else ""
        return sep.join(_fmt(x) for x in v)
    return str(v)


def _where_label(field: str, k: str) -> str:
    if k in ("value", "all"):
        return ""
    if field == "lessons" and k.isdigit():
        return cards.LESSONS[int(k) - 1] if 0 < int(k) <= 4 else k
    if field in ("transmissions", "transmission_generals") and k.isdigit():
        return cards.STAGES[int(k) - 1] if 0 < int(k) <= 3 else k
    if field == "plate":
        return f"{k}上"
    if field == "names" and k.isdigit():
        return f"name {k}"
    return str(k)


def printed_layout(claims: Claims) -> dict:
    """The parts a printing states, in the card's layout keys (the rest stay empty)."""
    return cards.claims_layout(claims)   # {heavenly: general} goes onto the earthly seats


def draw_printed(claims: Claims, caption: str, other: Claims | None = None) -> Markup:
    """A printing's layout, only what it prints: 三傳, 四課 and the plate, each where given;
    with ``other`` (another printing's claims), the places where the two differ are ``.diff``."""
    d = printed_layout(claims)
    o = printed_layout(other) if other else {}
    row = []
    if d.get("transmissions"):
        row.append(cards.draw_transmissions(d["transmissions"], o.get("transmissions")))
    if any(d.get("lessons") or []):
        row.append(cards.draw_lessons(d["lessons"], o.get("lessons")))
    parts = [tag("figcaption", None, caption)]
    if row:
        parts.append(tag("div", {"class_": "layout-row"}, join(row)))
    if d.get("plate"):
        parts.append(cards.draw_plate(d["plate"], d.get("plate_generals"), f"{caption}: 天地盤",
                                      o.get("plate") or None))
    if len(parts) == 1:
        parts.append(tag("p", {"class_": "muted"}, "no 三傳, 四課 or plate printed"))
    return tag("figure", {"class_": "layout printed"}, join(parts))


# --------------------------------------------------------------------------- 課 page

def _chart_names(site, chart: dict) -> Markup:
    by_label = {r["label"]: r["id"] for r in site.rules}
    bits = [_rule_link(site, chart.get("method"), METHOD_NAMES.get(chart.get("method"), chart.get("method") or ""))]
    bits += [_rule_link(site, by_label.get(n), n) for n in chart.get("names") or []
             if n != METHOD_NAMES.get(chart.get("method"))]
    return join(bits, " ")


def _printing(site, p: dict, rec, key, by_id) -> Markup:
    status = p.get("status") or "unchecked"
    head = [tag("span", {"class_": f"badge st-{status}"}, cards.STATUS_TEXT.get(status, status)), " ",
            _cite_link(site, p["source"], p["line"])]
    if p.get("name"):
        head += [" ", tag("span", {"lang": "zh-Hant", "class_": "pname"}, p["name"])]
    facts = [f"kind: {p.get('kind') or '—'}"]
    if p["resolved"]:
        facts.append("resolves to this 課")
    else:
        facts.append(f"one of {p['candidates']} 課 consistent with what is printed")
    if p.get("daytime") is not None:
        facts.append("晝占 (day)" if p["daytime"] else "夜占 (night)")
    src = next((s for s in site.sources if s.file == p["source"]), None)
    anchor = cards.card_anchor(p["id"])
    card = next((c for c in site.cards if c.anchor == anchor), None)
    links = [tag("a", {"href": card_href(card) if card is not None
                       else f"{examples_page(src.id if src else '')}#{anchor}"},
                 "example card ", tag("code", None, p["id"]))]
    if p.get("commentary_line"):
        links.append(join(["Korean commentary ", _cite_link(site, p["source"], p["commentary_line"])]))
    others = [o for o in p.get("links") or []]
    body = [tag("p", {"class_": "phead"}, join(head)),
            tag("blockquote", {"lang": "zh-Hant", "class_": "ptext"}, p.get("text") or ""),
            tag("p", {"class_": "muted pfacts"}, join(facts, " · "), " · ", join(links, " · "))]
    if p.get("hypothesis"):
        body.append(tag("p", {"class_": "explain"}, p["hypothesis"]))
    if others:
        body.append(tag("p", {"class_": "also"}, "also printed at: ", join(
            (tag("a", {"href": f"#p-{o}"}, by_id[o]["cite"] if o in by_id else o) for o in others), ", ")))
    if rec is not None and p["resolved"] and (rec.claims.plate or rec.claims.lessons
                                             or rec.claims.transmissions):
        body.append(tag("details", {"class_": "as-printed"},
                        tag("summary", None, "as printed"),
                        draw_printed(rec.claims, f"as printed at {p['cite']}")))
    return tag("article", {"class_": "printing", "id": f"p-{p['id']}", "data-status": status,
                           "aria-label": p["cite"]}, join(body))


def _comparison(site, c: dict, recs: dict) -> Markup:
    a, b = recs.get(c["a"]), recs.get(c["b"])
    title = [tag("a", {"href": f"#p-{c['a']}"}, c["a_cite"]), " ↔ ", tag("a", {"href": f"#p-{c['b']}"}, c["b_cite"])]
    if c.get("repeat"):
        title += [" ", tag("span", {"class_": "badge repeat", "title": "printed character for character alike: "
                                    "the same print twice, not independent evidence"}, "repeat")]
    if c["disagree"]:
        title += [" ", tag("span", {"class_": "badge st-printed-error-new"}, f"disagree on {len(c['disagree'])}")]
    else:
        title += [" ", tag("span", {"class_": "badge st-agrees"}, "agree")]
    rows = []
    for field, d in c["disagree"].items():
        where = d.get("where") or {}
        items = []
        for k, (va, vb) in where.items() if isinstance(where, dict) else []:
            lab = _where_label(field, str(k))
            items.append(tag("li", None, tag("span", {"class_": "pos"}, lab, " ") if lab else "",
                             tag("span", {"class_": "diff a"}, _fmt(va)), " ≠ ",
                             tag("span", {"class_": "diff b"}, _fmt(vb))))
        rows.append(tag("tr", {"class_": "disagree", "data-field": field},
                        tag("th", {"scope": "row"}, FIELD_NAMES.get(field, field)),
                        tag("td", {"lang": "zh-Hant"}, _fmt(d.get("a"))),
                        tag("td", {"lang": "zh-Hant"}, _fmt(d.get("b"))),
                        tag("td", {"lang": "zh-Hant"}, tag("ul", {"class_": "where"}, join(items)))))
    table = ""
    if rows:
        table = tag("div", {"class_": "scroll"}, tag("table", {"class_": "cmp"},
                    tag("thead", None, tag("tr", None, tag("th", None, "field"), tag("th", None, c["a_cite"]),
                                           tag("th", None, c["b_cite"]), tag("th", None, "where they differ"))),
                    tag("tbody", None, join(rows))))
    agree = [FIELD_NAMES.get(f, f) for f in c.get("agree") or []]
    compl = [FIELD_NAMES.get(f, f) for f in c.get("complementary") or []]
    notes = []
    if agree:
        notes.append(join(["agree: ", tag("span", {"lang": "zh-Hant"}, join(agree, "、"))]))
    if compl:
        notes.append(join(["complementary (both are names the engine gives this 課): ",
                           tag("span", {"lang": "zh-Hant"}, join(compl, "、"))]))
    drawn = ""
    if c["disagree"] and a is not None and b is not None:
        drawn = tag("div", {"class_": "layouts"},
                    draw_printed(a.claims, f"printed at {c['a_cite']}", b.claims),
                    draw_printed(b.claims, f"printed at {c['b_cite']}", a.claims))
    return tag("section", {"class_": "comparison" + (" disagree" if c["disagree"] else ""),
                           "aria-label": f"{c['a_cite']} and {c['b_cite']}"},
               tag("h3", None, join(title)),
               table, drawn,
               tag("p", {"class_": "muted"}, join(notes, " · ")) if notes else "")


def ke(site, key, e: dict, recs: dict) -> str:
    day, off = key
    chart, night = e["chart"], e.get("chart_night")
    by_id = {p["id"]: p for p in e["passages"]}
    plate = chart.get("plate") or {}
    lede = (f"{day}日, offset {off}: 月將 − 占時 = {off} (003:7), so the heavenly plate puts "
            f"{plate.get('子', '?')} over the earthly 子. 晝 and 夜 give the same plate, lessons and "
            f"transmissions; only the generals change (003:43).")
    layouts = [cards.draw_layout(cards.chart_layout(chart), f"computed, 晝占 (day): {chart.get('notation', '')}")]
    if night and (night.get("generals") != chart.get("generals")
                  or night.get("transmission_generals") != chart.get("transmission_generals")):
        layouts.append(cards.draw_layout(cards.chart_layout(night), f"computed, 夜占 (night): {night.get('notation', '')}"))
    resolved = [p for p in e["passages"] if p["resolved"]]
    cands = [p for p in e["passages"] if not p["resolved"]]
    facts = [("課名 and method", _chart_names(site, chart)),
             ("printed", f"{len(resolved)} printing(s) resolve to this 課"
              + (f"; {len(cands)} more example(s) name it among their candidates" if cands else "")),
             ("printings compared", f"{len(e['comparisons'])} pair(s), {len(e['disagreements'])} disagreeing")]
    sections = [
        tag("h1", None, tag("span", {"lang": "zh-Hant"}, f"{day}日"), f" · offset {off} ",
            tag("span", {"class_": "ko-title"}, e.get("notation", ""))),
        tag("p", {"class_": "lede"}, lede),
        tag("p", None, tag("a", {"href": f"{INDEX}#k-{ke_page(day, off)[3:-5]}"}, "↑ all 720 課")),
        tag("dl", {"class_": "facts"}, join(join([tag("dt", None, k), tag("dd", None, v)]) for k, v in facts)),
        tag("h2", None, "The chart"),
        tag("div", {"class_": "layouts chart"}, join(layouts)),
        tag("h2", {"id": "printings"}, "Printings ", tag("span", {"class_": "muted"}, f"({len(resolved)})")),
        join(_printing(site, p, recs.get(p["id"]), key, by_id) for p in resolved) if resolved
        else tag("p", {"class_": "muted"}, "No example resolves to this 課 alone."),
    ]
    if e["comparisons"]:
        sections += [tag("h2", {"id": "compared"}, "Printings compared"),
                     tag("p", {"class_": "muted"}, "Two printings are compared on what both print; "
                         "where they differ, both values are marked in red, in the table and in the drawings."),
                     join(_comparison(site, c, recs) for c in e["comparisons"])]
    if cands:
        sections += [tag("h2", {"id": "candidates"}, "Examples that may be this 課"),
                     join(_printing(site, p, recs.get(p["id"]), key, by_id) for p in cands)]
    if e.get("discussed"):
        rows = [r for r in e["discussed"] if r.get("lang") == "lzh"]
        sections += [tag("h2", {"id": "rules"}, "Its rules are stated at"),
                     tag("ul", {"class_": "passages"}, join(
                         tag("li", None, tag("span", {"lang": "zh-Hant"}, r["zh"]), " ",
                             _cite_link(site, r["source"], r["line"])) for r in rows))]
    return layout(f"{day} {off}", join(sections), ke_page(day, off), page_class="page-ke")


# --------------------------------------------------------------------------- the index

B = cards.BRANCHES


def jiang_shi(offset: int) -> list[str]:
    """The twelve 將/時 pairs of an offset, 月將 − 占時 = offset (mod 12; 003:7): for offset 8
    子將加辰時, 丑將加巳時, … (the 月將 over the hour's branch)."""
    return [f"{B[(h + offset) % 12]}將加{B[h]}時" for h in range(12)]


def offset_title(offset: int) -> str:
    return f"offset {offset} = 月將 − 占時: " + ", ".join(jiang_shi(offset))

def index(site, atlas: dict, pages: set) -> str:
    printed = [k for k, e in atlas.items() if e["printed"]]
    shared = [k for k in printed if sum(p["resolved"] for p in atlas[k]["passages"]) > 1]
    disagree = [k for k in shared if atlas[k]["disagreements"]]
    possible = [k for k, e in atlas.items() if e["possible"]]
    head = tag("tr", None, tag("th", {"scope": "col"}, "日 \\ offset"),
               join(tag("th", {"scope": "col", "title": offset_title(o)}, str(o),
                        tag("small", {"lang": "zh-Hant"}, f"{B[o]}加子"))
                    for o in range(12)))
    rows = []
    for day in DAYS:
        cells = []
        for o in range(12):
            k = (day, o)
            e = atlas[k]
            n = sum(p["resolved"] for p in e["passages"])
            cid = f"k-{ke_page(day, o)[3:-5]}"
            if e["printed"] and ke_page(day, o) in pages:
                kls = "printed" + (" shared" if n > 1 else "") + (" disagree" if e["disagreements"] else "")
                label = f"{day} offset {o}: printed in {n} place(s)" + (
                    f", {len(e['disagreements'])} disagreeing pair(s)" if e["disagreements"] else "")
                cells.append(tag("td", {"class_": kls, "id": cid},
                                 tag("a", {"href": ke_page(day, o), "title": label, "aria-label": label}, str(n))))
            elif e["possible"]:
                label = f"{day} offset {o}: a candidate of {len(e['passages'])} underdetermined example(s)"
                cells.append(tag("td", {"class_": "possible", "id": cid, "title": label},
                                 tag("span", {"aria-hidden": "true"}, "·"), tag("span", {"class_": "sr"}, label)))
            else:
                cells.append(tag("td", {"id": cid}, ""))
        rows.append(tag("tr", None, tag("th", {"scope": "row", "lang": "zh-Hant"}, day), join(cells)))
    grid = tag("div", {"class_": "scroll"}, tag("table", {"class_": "ke-grid", "id": "ke-grid"},
               tag("caption", None, "The 720 課: 60 days (rows) × 12 offsets (月將 − 占時, columns)"),
               tag("thead", None, head), tag("tbody", {"lang": "zh-Hant"}, join(rows))))
    count = tag("p", {"class_": "counts", "id": "ke-count"},
                tag("strong", None, f"{len(printed)} of the 720 課"), " are printed (an example resolves to them); ",
                f"{len(shared)} in more than one place, {len(disagree)} of them with printings that disagree; "
                f"{len(possible)} more are among the candidates of an underdetermined example.")
    columns = tag("p", {"class_": "ke-columns"},
                  "Each column is an offset, 月將 − 占時 (mod 12; 003:7): the heavenly plate turned so "
                  "that the month general (月將) stands over the hour (占時). Under each offset, the "
                  "general it puts over the hour 子: ", tag("span", {"lang": "zh-Hant"}, "申加子"),
                  " for offset 8, that is ",
                  tag("span", {"lang": "zh-Hant"}, "、".join(jiang_shi(8)[:3])),
                  " … and ", tag("span", {"lang": "zh-Hant"}, "子將加辰時"),
                  "; a column's title lists its twelve pairs.")
    legend = tag("p", {"class_": "legend ke-legend"},
                 tag("span", {"class_": "sw printed"}, "1"), " printed (the number of printings) ",
                 tag("span", {"class_": "sw printed shared"}, "2"), " printed in more than one place ",
                 tag("span", {"class_": "sw printed shared disagree"}, "2"), " printings disagree ",
                 tag("span", {"class_": "sw possible"}, "·"), " a candidate only")
    items = []
    for k in shared:
        e = atlas[k]
        cites = "、".join(p["cite"].split("_")[0] + ":" + str(p["line"]) for p in e["passages"] if p["resolved"])
        items.append(tag("li", {"class_": "disagree" if e["disagreements"] else None},
                         tag("a", {"href": ke_page(*k), "lang": "zh-Hant"}, ke_label(*k)), " ",
                         tag("span", {"class_": "muted"}, cites), " ",
                         tag("span", {"class_": "badge st-printed-error-new"}, f"{len(e['disagreements'])} disagreeing pair(s)")
                         if e["disagreements"] else tag("span", {"class_": "badge st-agrees"}, "agree")))
    body = join([
        tag("h1", None, "The 720 課 ", tag("span", {"lang": "zh-Hant"}, "七百二十課")),
        tag("p", {"class_": "lede"}, "A 課 is a day and an offset: 720 in all (003:47 「此定律，720課皆然」). "
            "Each worked example of the texts is resolved to its 課; a marked cell links to the 課 page, "
            "with its chart, every passage that prints it and what the printings disagree on."),
        count, columns, legend, grid,
        tag("h2", {"id": "shared"}, "課 printed in more than one place ", tag("span", {"class_": "muted"}, f"({len(shared)})")),
        tag("ul", {"class_": "shared"}, join(items)) if items else tag("p", {"class_": "muted"}, "none"),
    ])
    return layout("The 720 課", body, INDEX, page_class="page-ke-index")
