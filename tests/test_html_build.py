"""The HTML edition without a browser: escaping, anchors, determinism, atomic replacement,
the CLI. The fixture checkout (tests/fixtures/html/root) is encoded as docs/ENCODING.md says
and carries hostile markup in its text, notes, commentary, attributes and manifest."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from lxml import html as lhtml

from edition.cli import main
from edition.publish.html import build_site
from edition.publish.html import site as site_mod
from edition.publish.html.searchindex import char_map, normalize
from edition.core.tei import parse_file
from sitekit import (FIXTURE, KR, ROOT, WYG, build_fixture, build_witness_edition,
                     findings_for_fixture)

HOSTILE = re.compile(r"window\.__pwned")


@pytest.fixture(scope="module")
def fx_site(tmp_path_factory):
    return build_fixture(tmp_path_factory.mktemp("fx") / "site")


def _docs(site):
    for path in sorted(site.glob("*.html")):
        yield path, lhtml.fromstring(path.read_bytes())


def test_hostile_text_is_shown_never_markup(fx_site):
    seen_text = []
    for path, doc in _docs(fx_site):
        for el in doc.iter():
            if not isinstance(el.tag, str):
                continue
            # only our own scripts, by src, and no inline handlers anywhere
            if el.tag == "script":
                assert el.get("src") in ("static/app.js", "static/search-index.js", "static/head.js"), path.name
                assert not (el.text or "").strip(), path.name
            assert el.tag not in ("img", "svg", "iframe", "object", "b", "i"), f"{path.name}: <{el.tag}> from the TEI"
            for attr in el.attrib:
                assert not attr.lower().startswith("on"), f"{path.name}: {el.tag}[{attr}]"
        seen_text.append(doc.text_content())
    text = "\n".join(seen_text)
    # the hostile strings of the fixture are all on the page, as text
    tei = parse_file(FIXTURE / "tei" / "fx_0001.xml")
    hostile = {s for s in tei.getroot().itertext() if HOSTILE.search(s)}
    hostile |= {v for el in tei.getroot().iter() if isinstance(el.tag, str)
                for v in el.attrib.values() if HOSTILE.search(v)}
    assert len(hostile) >= 8
    for s in hostile:
        assert s in text, s
    # the new pages: a 課 page (printings with hostile text), the 720 index, the parallels
    ke = {p.name: lhtml.fromstring(p.read_bytes()).text_content() for p in fx_site.glob("ke-*.html")}
    assert set(ke) == {"ke-index.html", "ke-jia-zi-11.html"}
    for f in findings_for_fixture():
        for s in (f.example.text, f.example.name, f.hypothesis):
            if s:
                assert s in ke["ke-jia-zi-11.html"], s
    par = lhtml.fromstring((fx_site / "parallels.html").read_bytes())
    for line in (21, 23):
        printed = "".join(tei.getroot().xpath(f"//*[@n='{line}']")[0].itertext())
        assert HOSTILE.search(printed)
        witness = [w.text_content() for w in par.find_class("witness")
                   if f"fx_0001.txt:{line}" in w.find("figcaption").text_content()]
        assert witness and all(HOSTILE.search(t) for t in witness)


def test_search_index_cannot_close_a_script(fx_site):
    js = (fx_site / "static" / "search-index.js").read_text(encoding="utf-8")
    assert js.startswith("window.LIUREN_INDEX=") and "</" not in js
    assert "window.__pwned='note'" in js      # the text is searchable, as data


def test_every_emendation_has_a_note_and_inline_ones_a_button(fx_site):
    from edition.encode import reader
    doc = lhtml.fromstring((fx_site / "src-fx_0001.html").read_bytes())
    tree = parse_file(FIXTURE / "tei" / "fx_0001.xml")
    ems = reader.emendations(tree)
    assert ems
    for em in ems:
        note = doc.get_element_by_id(f"note-{em['id']}")
        assert note.get("role") == "note"
        assert em["commentary"] in note.text_content()
        assert f"fx_0001.txt:{em['commentary_line']}" in note.text_content()
    # inline emendations: a button whose printed/proposed spans carry sic and corr
    for em in ems:
        buttons = doc.xpath(f'//button[@aria-controls="note-{em["id"]}"]')
        if em["type"] == "translation-correction":
            assert not buttons
            continue
        assert len(buttons) == 1, em["id"]
        b = buttons[0]
        if em["type"] == "substitution":
            assert b.find_class("dipl")[0].text_content() == em["sic"]
            assert b.find_class("read")[0].text_content() == em["corr"]


def test_every_source_line_has_its_anchor(corpus_site):
    manifest = {"source": [s.meta for s in __import__("conftest").checkout_edition().sources]}
    for entry in manifest["source"]:
        lines = (ROOT / "sources" / entry["file"]).read_text(encoding="utf-8").split("\n")
        want = {f"L{n}" for n, line in enumerate(lines, 1) if line.strip()}
        doc = lhtml.fromstring((corpus_site / f"src-{entry['id']}.html").read_bytes())
        have = {el.get("id") for el in doc.iter() if isinstance(el.tag, str) and (el.get("id") or "").startswith("L")}
        assert want == have, entry["file"]
        # each citation reads file:line
        cites = {a.text_content() for a in doc.find_class("cite")}
        assert {f"{entry['file']}:{w[1:]}" for w in want} == cites


def test_two_builds_are_byte_identical(tmp_path, corpus_site):
    """A second build gives the session's corpus site byte for byte."""
    a, b = corpus_site, tmp_path / "b"
    build_site(ROOT, b)
    fa = {p.relative_to(a): p.read_bytes() for p in a.rglob("*") if p.is_file()}
    fb = {p.relative_to(b): p.read_bytes() for p in b.rglob("*") if p.is_file()}
    assert fa.keys() == fb.keys() and len(fa) > 10
    assert [k for k in fa if fa[k] != fb[k]] == []


def test_a_failed_build_leaves_the_previous_site(tmp_path, monkeypatch):
    out = tmp_path / "site"
    build_site(FIXTURE, out)
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}

    written = []
    real_write = Path.write_bytes

    def failing_write(self, data):          # fail midway: after some files are written
        written.append(self)
        if len(written) == 5:
            raise OSError(28, "No space left on device (injected)")
        return real_write(self, data)

    monkeypatch.setattr(Path, "write_bytes", failing_write)
    with pytest.raises(OSError, match="injected"):
        build_site(FIXTURE, out)
    monkeypatch.undo()
    assert len(written) == 5
    after = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]      # no temp left behind


def test_a_render_error_leaves_the_previous_site(tmp_path, monkeypatch):
    out = tmp_path / "site"
    build_site(FIXTURE, out)
    before = (out / "index.html").read_bytes()

    def boom(*a, **k):
        raise ValueError("report page failed (injected)")

    monkeypatch.setattr(site_mod.pages, "report", boom)
    assert main(["build", "--root", str(FIXTURE), "--out", str(out)]) == 2
    assert (out / "index.html").read_bytes() == before


def test_cli_build_and_bad_edition(tmp_path, capsys):
    out = tmp_path / "site"
    assert main(["build", "--edition", str(FIXTURE), "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert re.search(r"site: \d+ pages, \d+ files, \d+ bytes", said)
    assert (out / "index.html").exists() and (out / "src-fx_0001.html").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["build", "--edition", str(empty), "--out", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    assert err == f"liuren: {empty}: not an edition (no manifest.toml; make one with `liuren init DIR`)\n"
    assert not (tmp_path / "x").exists()
    assert main(["build", "--edition", str(tmp_path / "gone"), "--out", str(tmp_path / "x")]) == 2
    assert capsys.readouterr().err == f"liuren: {tmp_path / 'gone'}: no such edition folder\n"


def test_pages_are_relative_and_offline(fx_site):
    for path, doc in _docs(fx_site):
        for el in doc.iter():
            if not isinstance(el.tag, str):
                continue
            for attr in ("href", "src", "action"):
                v = el.get(attr)
                if v:
                    assert not re.match(r"^(https?:)?//", v), f"{path.name}: {v}"
                    if not v.startswith("#"):
                        target = v.split("#")[0].split("?")[0]
                        assert (fx_site / target).exists(), f"{path.name}: {v}"


@pytest.mark.parametrize("a,b", [("課", "课"), ("賊克", "贼克"), ("剋", "克"), ("尅", "克"),
                                 ("騰蛇", "螣蛇"), ("元武", "玄武"), ("蕪淫", "無淫"),
                                 ("帷簿", "帷箔"), ("帷滔", "帷箔"), ("涉害", "涉害")])
def test_the_shipped_table_folds_scripts_and_variants(a, b):
    cmap = char_map(set(a + b))
    assert normalize(a, cmap) == normalize(b, cmap)
    assert len(normalize(a, cmap)) == len(a)          # positions are kept for highlighting


@pytest.mark.parametrize("a,b", [("後", "后"), ("幹", "干")])
def test_the_shipped_table_keeps_hou_and_gan_apart(a, b):
    cmap = char_map({a, b})
    assert normalize(a, cmap) != normalize(b, cmap)


def test_the_shipped_table_is_fold_over_the_corpus():
    """The browser's table gives ``edition.core.normalize.fold`` (liuren search's normalisation)
    for every corpus line, and its simplified form (OpenCC t2s) folds to the same."""
    import opencc
    from edition.core.normalize import fold
    t2s = opencc.OpenCC("t2s")
    text = "".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "sources").glob("*.txt")))
    cmap = char_map(set(text))
    for line in text.split("\n"):
        assert normalize(line, cmap) == fold(line)
        simp = t2s.convert(line)
        if len(simp) == len(line):
            assert normalize(simp, cmap) == fold(simp)


def _charset(fontfile: str, index: str) -> set[int]:
    import subprocess
    out = subprocess.run(["fc-query", "-i", index, "-f", "%{charset}", fontfile],
                         capture_output=True, text=True, check=True).stdout
    cps = set()
    for part in out.split():
        a, _, b = part.partition("-")
        cps.update(range(int(a, 16), int(b or a, 16) + 1))
    return cps


def test_the_font_stack_covers_every_character_of_the_corpus():
    """The CSS stacks name system fonts; on this machine at least one of them is installed
    (scripts/test.sh installs fonts-wqy-microhei) and together they have a glyph for every
    character of the five sources, Hanzi and Hangul (no tofu in the screenshots)."""
    import os
    import shutil
    import subprocess
    if shutil.which("fc-list") is None:
        if os.environ.get("CI"):
            raise AssertionError("fontconfig (fc-list) is missing in CI")
        pytest.skip("fontconfig (fc-list) is absent: cannot tell which fonts Chromium would use")
    css = (ROOT / "edition" / "publish" / "html" / "static" / "style.css").read_text(encoding="utf-8")
    stacks = {k: re.findall(r'"([^"]+)"', re.search(rf"--{k}:(.*?);", css, re.S).group(1)) for k in ("zh", "ko")}
    listing = subprocess.run(["fc-list", "--format", "%{family}\t%{file}\t%{index}\n"],
                             capture_output=True, text=True, check=True).stdout
    chars = set()
    for path in (ROOT / "sources").glob("*.txt"):
        chars |= {ord(c) for c in path.read_text(encoding="utf-8") if ord(c) > 0x2FFF}
    for key, families in stacks.items():
        files = {(f, i) for line in listing.splitlines() if line.count("\t") == 2
                 for fam, f, i in [line.split("\t")]
                 if set(fam.split(",")) & set(families)}
        assert files, f"no font of the --{key} stack is installed: {families}"
        covered = set().union(*(_charset(f, i) for f, i in sorted(files)))
        missing = sorted(chars - covered)
        assert not missing, f"--{key}: no glyph for {''.join(map(chr, missing[:40]))}"


def test_a_card_marks_where_print_and_engine_differ():
    """001:31 「庚辰日申時巳將占，三傳巳寅亥」: altering one printed branch is the only
    difference marked; the rest of the printed layout matches the engine's chart."""
    import engine
    from edition.publish.html import cards
    from edition.publish.html.cards import Card, chart_layout
    chart = engine.cast("庚辰", jiang="巳", hour="申").to_json()
    trans = list(chart["transmissions"])
    printed = {"transmissions": list(trans), "lessons": [dict(chart["lessons"][0]), None, None, None],
               "plate": dict(chart["plate"])}
    same = cards.card(Card(anchor="a", title="t", printed=chart_layout(printed),
                           computed=chart_layout(chart)))
    assert not [el for el in lhtml.fromstring(same).iter() if "diff" in (el.get("class") or "").split()]
    assert not cards.differs(chart_layout(printed), chart_layout(chart))
    wrong = "子" if trans[2] != "子" else "丑"
    printed["transmissions"][2] = wrong
    html = cards.card(Card(anchor="a", title="t", printed=chart_layout(printed),
                           computed=chart_layout(chart)))
    doc = lhtml.fromstring(html)
    marked = [el.text_content() for el in doc.iter() if "diff" in (el.get("class") or "").split()]
    assert marked == [wrong]
    assert cards.differs(chart_layout(printed), chart_layout(chart))


def test_checker_findings_fill_the_report_and_the_cards(tmp_path):
    build_fixture(tmp_path / "s")
    report = lhtml.fromstring((tmp_path / "s" / "report.html").read_bytes())
    rows = report.xpath("//table[@id='report']/tbody/tr")
    assert [r.get("data-status") for r in rows] == ["agrees", "printed-error-new"]
    assert {o.get("value") for o in report.xpath("//select[@id='f-status']/option")} == {"", "!agrees", "agrees", "printed-error-new"}
    assert "window.__pwned='hyp'" in report.text_content() and not report.xpath("//tbody//script")
    ex = lhtml.fromstring((tmp_path / "s" / "examples-fx_0001.html").read_bytes())
    cards_ = ex.find_class("card")
    index = lhtml.fromstring((tmp_path / "s" / "examples.html").read_bytes())
    assert [a.get("href") for a in index.xpath("//a[@data-prefixes]")] == ["examples-fx_0001.html"]
    assert [c.get("data-status") for c in cards_] == ["agrees", "printed-error-new"]
    diff = [el.text_content() for el in cards_[1].iter() if "diff" in (el.get("class") or "").split()]
    js = findings_for_fixture()[0].computed
    t = js["transmissions"]
    assert diff == ([t[2], t[0]] if t[0] != t[2] else [])
    assert not [el for el in cards_[0].iter() if "diff" in (el.get("class") or "").split()]
    assert "003:" in cards_[0].find_class("derivation")[0].text_content()
    # the example's printed span (seg xml:id = the finding's id) links to its card on the page
    page = lhtml.fromstring((tmp_path / "s" / "src-fx_0001.html").read_bytes())
    span = page.get_element_by_id("span-fx-x001")
    mark = span.find_class("ex-mark")[0]
    assert mark.get("href") == "#ex-fx-x001" and page.get_element_by_id("ex-fx-x001").tag == "details"
    home = lhtml.fromstring((tmp_path / "s" / "index.html").read_bytes())
    assert "agrees 1" in home.text_content() and "printed error (new finding) 1" in home.text_content()


def test_no_page_repeats_an_id_and_every_fragment_link_resolves(corpus_site):
    _ids_unique_and_links_resolve(corpus_site)


def _ids_unique_and_links_resolve(site):
    from collections import Counter
    ids_of = {}
    docs = dict(_docs(site))
    for path, doc in docs.items():
        ids = Counter(el.get("id") for el in doc.iter() if isinstance(el.tag, str) and el.get("id"))
        assert [i for i, n in ids.items() if n > 1] == [], path.name
        ids_of[path.name] = set(ids)
    for path, doc in docs.items():
        for a in doc.iter("a"):
            href = a.get("href") or ""
            if "#" in href:
                page, frag = href.split("#", 1)
                assert frag in ids_of[page or path.name], f"{path.name}: {href}"


# ----------------------------------------------------------------- the atlas and the parallels

def _cls(el) -> list[str]:
    return (el.get("class") or "").split()


def test_ke_pages_and_the_720_index(corpus_site):
    """One 課 page for each 課 an example resolves to (edition.analyse.xref), every one marked and
    linked on the 60 × 12 index, with the count."""
    from edition.analyse import xref
    from conftest import checkout_edition
    from edition.analyse import run
    recs = xref.printings(run.load(checkout_edition()))
    printed = {k for k, ps in xref.by_key(recs).items() if any(r.resolved for r in ps)}
    from edition.publish.html.atlas import ke_page
    pages = {p.name for p in corpus_site.glob("ke-*.html")} - {"ke-index.html"}
    assert pages == {ke_page(*k) for k in printed} and len(pages) > 50
    idx = lhtml.fromstring((corpus_site / "ke-index.html").read_bytes())
    grid = idx.get_element_by_id("ke-grid")
    rows = grid.xpath("./tbody/tr")
    assert len(rows) == 60 and all(len(r.xpath("./td")) == 12 for r in rows)
    assert rows[0].xpath("./th")[0].text_content() == "甲子" and rows[59].xpath("./th")[0].text_content() == "癸亥"
    marked = grid.xpath(".//td[contains(concat(' ', @class, ' '), ' printed ')]")
    assert {td.xpath("./a/@href")[0] for td in marked} == pages
    assert f"{len(pages)} of the 720 課" in idx.get_element_by_id("ke-count").text_content()


def _corpus_doc(site, name):
    return lhtml.fromstring((site / name).read_bytes())


def test_a_ke_page_links_the_printings_of_one_ke(corpus_site):
    """003:59 prints 「元首課…巳丑酉，巳酉亥卯，酉丑卯丁，丑寅卯辰、子巳、亥午、戌酉申未」: 丁丑
    (酉丑卯丁: the day stem 丁 under 第一課, 丑 under 第三課) with 丑 over 巳, offset 8; 000:11
    prints the same 課 in its 成式 box. The 課 page lists both, linked both ways, with the
    chart drawn, and the card of each example links to the page."""
    doc = _corpus_doc(corpus_site, "ke-ding-chou-8.html")
    arts = {a.get("aria-label"): a for a in doc.find_class("printing")}
    c000, c003 = "000_7ab36924039d3ca8.txt:11", "003_03e8aca9396f2189.txt:59"
    assert c000 in arts and c003 in arts
    for a, b in ((c000, c003), (c003, c000)):
        also = [x.get("href") for x in arts[a].find_class("also")[0].iter("a")]
        assert f"#{arts[b].get('id')}" in also
        cite = arts[a].find_class("cite")[0]
        src, line = a.rsplit(":", 1)
        assert cite.get("href") == f"src-{src[:-4]}.html#L{line}"
    plate = doc.find_class("chart")[0].find_class("plate")[0]
    cells = {c.get("data-earth"): c.find_class("h")[0].text_content() for c in plate.find_class("cell")}
    assert cells["巳"] == "丑" and cells["子"] == "申"           # 丑寅卯辰 over 巳午未申 (003:59)
    for a in arts.values():
        link = next(x.get("href") for x in a.iter("a") if "example card" in x.text_content())
        page, anchor = link.split("#")
        assert anchor == a.get("id").replace("p-", "ex-", 1)
        card = _corpus_doc(corpus_site, page).get_element_by_id(anchor)
        assert [x.get("href") for x in card.find_class("ke")] == ["ke-ding-chou-8.html"]


def test_disagreements_between_printings_are_marked(corpus_site):
    """庚午 4: 000:23 prints the fourth lesson 「寅壬」 (…、寅壬酉申未午), 003:91 「…戌午子庚」 with
    lessons 寅戌: the comparison marks 第四課 in the table and in both drawings."""
    doc = _corpus_doc(corpus_site, "ke-geng-wu-4.html")
    comps = [s for s in doc.find_class("comparison") if "disagree" in _cls(s)]
    assert comps
    pair = next(s for s in comps if "000_7ab36924039d3ca8.txt:23" in s.get("aria-label")
                and "003_03e8aca9396f2189.txt:91" in s.get("aria-label"))
    rows = pair.xpath(".//tr[@data-field]")
    assert [r.get("data-field") for r in rows] == ["lessons"]
    where = rows[0].find_class("where")[0].text_content()
    assert "第四課" in where and "寅/壬" in where and "寅/戌" in where
    figs = pair.find_class("printed")
    marked = [[el.text_content() for el in f.iter() if "diff" in _cls(el)] for f in figs]
    assert marked == [["壬"], ["戌"]]


def test_parallels_page_shows_every_group_with_its_variants(corpus_site):
    """Every group of liuren parallels is on the page; 000:47 「統干之髓」 against 000:79
    「統干之體」 is marked at the aligned offsets in both witnesses, and the source page
    links each witness paragraph to its group."""
    from conftest import checkout_edition
    from edition.analyse import run
    groups = run.load(checkout_edition()).parallels
    doc = _corpus_doc(corpus_site, "parallels.html")
    shown = [s.get("id") for s in doc.find_class("pgroup")]
    assert shown == [g.id for g in groups] and len(shown) > 10
    g = next(g for g in groups if (g.base.unit.line, g.readings[0].witness.unit.line) == (47, 79)
             and g.base.unit.source.startswith("000"))
    sec = doc.get_element_by_id(g.id)
    base, wit = sec.find_class("witness")[:2]
    assert "髓" in [m.text_content() for m in base.find_class("var")]
    assert "體" in [m.text_content() for m in wit.find_class("var")]
    v = next(v for v in g.readings[0].variants if v.base_text == "髓")
    line47 = (ROOT / "sources" / "000_7ab36924039d3ca8.txt").read_text(encoding="utf-8").split("\n")[46]
    line79 = (ROOT / "sources" / "000_7ab36924039d3ca8.txt").read_text(encoding="utf-8").split("\n")[78]
    assert line47[v.base_start] == "髓" and line79[v.wit_start] == "體"
    src = _corpus_doc(corpus_site, "src-000_7ab36924039d3ca8.html")
    for line in (47, 79):
        hrefs = [a.get("href") for a in src.get_element_by_id(f"L{line}").find_class("parallel")]
        assert f"parallels.html#{g.id}" in hrefs


def test_builds_without_a_cache_and_with_one_are_identical(tmp_path, monkeypatch):
    """A fresh clone has no analysis cache: the analysis is computed, cached in the edition's
    derived folder, and the next build (reading the cache) writes the same bytes."""
    from edition.analyse import run
    from edition.core.edition import create
    ed = create(tmp_path / "ed")
    monkeypatch.setattr(run, "_MEMO", {})
    a, b = tmp_path / "a", tmp_path / "b"
    build_site(ed, a)
    assert list((ed.out_dir / "cache").glob("analysis-*.pickle"))
    monkeypatch.setattr(run, "_MEMO", {})
    build_site(ed, b)
    fa = {p.relative_to(a): p.read_bytes() for p in a.rglob("*") if p.is_file()}
    fb = {p.relative_to(b): p.read_bytes() for p in b.rglob("*") if p.is_file()}
    assert fa.keys() == fb.keys()
    assert [str(k) for k in fa if fa[k] != fb[k]] == []


def test_a_finding_without_a_chart_shows_its_values_not_an_empty_plate(corpus_site):
    """002's 神煞 table cells (「三月 天書 子」, 002:3) are checked as values, not charts: on the
    examples page each is a table row (its id the card's anchor) with the printed and the
    computed value and no ring; under the table on the source page the claims that do not
    agree are listed, and the rest is one link away."""
    import json
    doc = _corpus_doc(corpus_site, "src-002_233c5c9395c9c43f.html")
    row = doc.get_element_by_id("L3")
    assert "天書" in row.text_content()
    ex = _corpus_doc(corpus_site, "examples-002_233c5c9395c9c43f.html")
    rows = [r for r in ex.iter("tr") if r.get("id", "").startswith("ex-s002-t3-")]
    assert rows and all(not r.find_class("plate") for r in rows)
    heads = [th.text_content() for th in rows[0].getparent().getparent().xpath("./thead//th")]
    assert heads[:2] == ["name", "printed"] and "computed" in heads
    tian_shu = ex.get_element_by_id("ex-s002-t3-tian_shu")
    assert tian_shu.xpath("./th")[0].text_content() == "天書" and tian_shu.xpath("./td")[0].text_content() == "子"
    # every status but agrees is listed under 002:3 on the source page
    statuses = {r.get("id"): r.get("data-status") for r in rows}
    under = {r.get("id") for r in doc.iter("tr") if r.get("id", "").startswith("ex-s002-t3-")}
    assert under == {k for k, v in statuses.items() if v != "agrees"}
    # every card of the search index and every link to a card reaches a card or a row
    js = (corpus_site / "static" / "search-index.js").read_text(encoding="utf-8")
    idx = json.loads(js[len("window.LIUREN_INDEX="):].rstrip().rstrip(";").replace("<\\/", "</"))
    ids = {}
    for c in idx["cards"]:
        page, anchor = c[0].split("#")
        if page not in ids:
            ids[page] = {el.get("id") for el in _corpus_doc(corpus_site, page).iter() if isinstance(el.tag, str)}
        assert anchor in ids[page], c[0]


def _bundled_findings():
    """The checked examples of the bundled edition, as its analysis holds them."""
    from edition.analyse import run
    from edition.core.edition import load
    return run.load(load(ROOT)).findings


def _report_rows(site) -> dict:
    """The report's rows by the anchor of the card they link to."""
    rows = _corpus_doc(site, "report.html").xpath("//table[@id='report']/tbody/tr")
    return {r.xpath("./td[3]/a")[0].get("href").split("#")[1]: r for r in rows}


def test_the_verdict_under_the_books_school_is_shown_beside_the_status(corpus_site):
    """A finding whose verdict under its book's own school (``liuren school``: 001's
    she_hai=meng_zhong) differs from its verdict under the defaults shows both, with that
    school's options, in its report row and on its card; a finding whose two verdicts agree
    shows one. The verdicts are the analysis's (``liuren check --json``: ``status``,
    ``book_status``, ``book_options``)."""
    from edition.publish.html.cards import STATUS_TEXT, card_anchor
    from edition.publish.html.examples import non_default
    from edition.publish.html.pages import examples_page
    findings = _bundled_findings()
    differ = {card_anchor(f.example.id): f for f in findings if f.book_status != f.status}
    assert differ, "the bundled edition has findings whose book verdict differs (001)"
    rows = _report_rows(corpus_site)
    assert {a for a, r in rows.items() if r.get("data-book-status")} == set(differ)
    pages = {}
    for a, f in differ.items():
        opts = [f"{k}={v}" for k, v in non_default(f.book_options)]
        status = rows[a].xpath("./td[2]")[0]
        assert rows[a].get("data-book-status") == f.book_status
        assert [b.get("class") for b in status.find_class("badge")] == [
            f"badge st-{f.status}", f"badge st-{f.book_status}"]
        assert opts and all(o in status.text_content() for o in opts)
        name = examples_page(f.example.source.rsplit(".", 1)[0])
        if name not in pages:
            pages[name] = _corpus_doc(corpus_site, name)
        card = pages[name].get_element_by_id(a)
        head = card.xpath("./summary")[0]
        assert [b.get("class") for b in head.find_class("badge")] == [
            f"badge st-{f.status}", f"badge st-{f.book_status}"]
        said = card.find_class("book-school")[0].text_content()
        assert STATUS_TEXT[f.book_status] in said and all(o in said for o in opts)
    same = [card_anchor(f.example.id) for f in findings if f.book_status == f.status]
    assert same and not any(rows[a].find_class("book-verdict") for a in same if a in rows)


def test_partial_and_unresolved_findings_say_why(corpus_site):
    """A finding the checker leaves ``unresolved`` (or ``partial``) says why: what it
    considered (or what it could not read), in its report row and on its card, apart from its
    explanation; the other findings' cards have no such paragraph."""
    from edition.publish.html.cards import card_anchor
    from edition.publish.html.pages import examples_page
    findings = _bundled_findings()
    why = {card_anchor(f.example.id): f for f in findings if f.status in ("partial", "unresolved")}
    assert why and all(f.why for f in why.values())
    rows = _report_rows(corpus_site)
    for a, f in why.items():
        assert f.why in rows[a].find_class("why")[0].text_content()
        page = _corpus_doc(corpus_site, examples_page(f.example.source.rsplit(".", 1)[0]))
        card = page.get_element_by_id(a)
        assert f.why in card.find_class("why")[0].text_content()
        assert all(f.why not in p.text_content() for p in card.find_class("explain"))
    page = _corpus_doc(corpus_site, "examples-003_03e8aca9396f2189.html")
    assert page.find_class("card") and not page.find_class("why")


# ----------------------------------------------------------------- the site of an edition of one's own

RAW_000 = KR / "KR3g0031_000.txt" if KR else None


@pytest.fixture(scope="module")
def kr_site(tmp_path_factory):
    """`liuren init --empty`, then `liuren import` of a Kanripo repository folder (its
    Readme.org and juan 000, 提要), then `liuren build`: the site of an edition of 六壬大全."""
    import os
    import shutil
    if KR is None:
        if os.environ.get("CI"):
            pytest.fail("the 六壬大全 witness (KR3g0031) is missing under CI")
        pytest.skip("the 六壬大全 witness (KR3g0031) is not beside the checkout")
    base = tmp_path_factory.mktemp("kr")
    repo = base / "KR3g0031"
    repo.mkdir()
    for name in ("Readme.org", "KR3g0031_000.txt"):
        shutil.copyfile(KR / name, repo / name)
    assert main(["init", "--empty", str(base / "ed")]) == 0
    assert main(["import", str(repo), "--edition", str(base / "ed")]) == 0
    assert main(["build", "--edition", str(base / "ed")]) == 0
    return base / "ed" / "build" / "edition"


@pytest.fixture(scope="module")
def wit_site(tmp_path_factory):
    return build_witness_edition(tmp_path_factory.mktemp("wit"))


def test_an_imported_edition_repeats_no_id(wit_site):
    """A Kanripo page gives each id once: a heading's own first line is its block's anchor
    L<n>, not a second one on its line number (KR3g0031_001.txt:8 「欽定四庫全書」 is a heading)."""
    _ids_unique_and_links_resolve(wit_site)
    doc = _corpus_doc(wit_site, "src-KR3g0031_001.html")
    assert doc.get_element_by_id("L8").get("class") == "heading"
    # every line that prints something has its anchor, the juan's closing title too
    # (KR3g0031_001.txt:851 「　六壬大全巻一¶」, after the text: a trailer)
    raw = (KR / "KR3g0031_001.txt").read_text(encoding="utf-8").split("\n")
    assert raw[850] == "\u3000六壬大全巻一¶"
    # a long juan is shown over several pages (src-KR3g0031_001.html, then -2, -3 …)
    parts = sorted(wit_site.glob("src-KR3g0031_001-*.html"),
                   key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    pages = [doc] + [_corpus_doc(wit_site, p.name) for p in parts]
    ids = {el.get("id") for d in pages for el in d.iter()
           if isinstance(el.tag, str) and el.get("id")}
    assert {f"L{n}" for n, t in enumerate(raw, 1)
            if t.replace("¶", "").strip("\u3000 ") and not t.startswith("<pb:")} <= ids
    assert "六壬大全巻一" in pages[-1].get_element_by_id("L851").text_content()


def test_the_home_page_of_an_imported_edition_describes_it(kr_site):
    """The heading and introduction come from the edition, not from the bundled five texts: the
    book is 六壬大全 (KR3g0031_000.txt:2 「#+TITLE: 六壬大全」), and "What it is" names the
    Kanripo text and its base edition (Readme.org 「|       WYG|【四庫全書・文淵閣】|」)."""
    doc = _corpus_doc(kr_site, "index.html")
    assert doc.xpath("//h1")[0].text_content() == "六壬大全"
    lede = doc.find_class("lede")[0].text_content()
    assert "六壬大全" in lede and "Five classical texts" not in lede and "Korean" not in lede
    rows = doc.xpath("//table[@class='sources']/tbody/tr")
    assert len(rows) == 1
    what = rows[0].xpath("./td")[1].text_content()
    assert "KR3g0031" in what and "【四庫全書・文淵閣】" in what


def test_a_text_without_commentary_has_no_commentary_and_no_switch(kr_site, corpus_site):
    doc = _corpus_doc(kr_site, "src-KR3g0031_000.html")
    text = doc.text_content()
    assert "Korean commentary" not in text and "emendations proposed" not in text
    assert not doc.xpath("//input[@name='view']") and not doc.find_class("viewswitch")
    # a text with emendations keeps its switch (000: the commentary's 58 emendations)
    bundled = _corpus_doc(corpus_site, "src-000_7ab36924039d3ca8.html")
    assert len(bundled.xpath("//input[@name='view']")) == 2
    assert "proposed by the Korean commentary" in bundled.text_content()


def test_the_kanripo_header_lines_are_shown(kr_site):
    """The file's `#` lines (KR3g0031_000.txt:1-6) are on the page, each at its anchor."""
    raw = RAW_000.read_text(encoding="utf-8").split("\n")
    header = [(n, line) for n, line in enumerate(raw, 1) if line.startswith("#")]
    assert [n for n, _ in header] == list(range(1, len(header) + 1)) and len(header) >= 5
    doc = _corpus_doc(kr_site, "src-KR3g0031_000.html")
    for n, line in header:
        assert doc.get_element_by_id(f"L{n}").text_content() == line


def test_the_status_badges_open_their_findings_and_are_explained(kr_site, corpus_site):
    """Each badge of the home page links to the report filtered by its source and status, where
    as many findings carry that source and status as the badge counts; each status shown is
    explained in a sentence (the meanings of docs/readme/60-check.md, *Statuses*)."""
    from urllib.parse import parse_qs, urlsplit
    from edition.publish.html.cards import STATUS_MEANING, STATUS_TEXT
    for site in (kr_site, corpus_site):
        doc = _corpus_doc(site, "index.html")
        report = _corpus_doc(site, "report.html")
        badges = doc.xpath("//table[@class='sources']//a[contains(@class, 'badge')]")
        assert badges
        for a in badges:
            url = urlsplit(a.get("href"))
            q = {k: v[0] for k, v in parse_qs(url.query).items()}
            assert url.path == "report.html" and set(q) == {"source", "status"}
            n = int(a.text_content().rsplit(" ", 1)[1])
            rows = report.xpath(f"//table[@id='report']/tbody/tr[@data-source='{q['source']}']"
                                f"[@data-status='{q['status']}']")
            assert len(rows) == n, a.get("href")
        shown = {c.split("st-", 1)[1] for a in badges for c in a.get("class").split() if c.startswith("st-")}
        legend = doc.xpath("//dl[@class='status-list']")[0]
        assert [dt.text_content() for dt in legend.xpath("./dt")] == [
            STATUS_TEXT[s] for s in STATUS_TEXT if s in shown]
        assert [dd.text_content() for dd in legend.xpath("./dd")] == [
            STATUS_MEANING[s] for s in STATUS_TEXT if s in shown]
    js = (ROOT / "edition" / "publish" / "html" / "static" / "app.js").read_text(encoding="utf-8")
    assert 'asked.get("status")' in js and 'asked.get("source")' in js


def test_the_720_grid_names_the_jiang_and_the_hour_of_each_offset(corpus_site):
    """offset = 月將 − 占時 (mod 12): 003:59 prints 丁丑 with 丑 over 巳 (「丑寅卯辰、子巳…」) as
    offset 8, so the column 8 names 丑將加巳時 among its twelve pairs, and every pair of every
    column differs by its offset."""
    B = "子丑寅卯辰巳午未申酉戌亥"
    idx = _corpus_doc(corpus_site, "ke-index.html")
    heads = idx.get_element_by_id("ke-grid").xpath("./thead/tr/th")[1:]
    assert len(heads) == 12
    for o, th in enumerate(heads):
        pairs = re.findall(r"(.)將加(.)時", th.get("title"))
        assert len(pairs) == 12 and {h for _, h in pairs} == set(B)
        assert all((B.index(j) - B.index(h)) % 12 == o for j, h in pairs)
        assert th.xpath("./small")[0].text_content() == f"{B[o]}加子"
    assert "丑將加巳時" in heads[8].get("title") and "子將加辰時" in heads[8].get("title")
    assert "月將 − 占時" in idx.find_class("ke-columns")[0].text_content()


def test_the_bundled_home_page_reads_its_manifest(corpus_site):
    """The bundled edition's title and intro are its manifest's [edition] table."""
    import tomllib
    head = tomllib.loads((ROOT / "manifest.toml").read_text(encoding="utf-8"))["edition"]
    doc = _corpus_doc(corpus_site, "index.html")
    assert doc.xpath("//h1")[0].text_content() == head["title"]
    assert doc.find_class("lede")[0].text_content().startswith(head["intro"])


def test_an_edition_title_and_intro_are_text_never_markup(tmp_path):
    """An edition's own [edition] title and intro (manifest.toml) head its home page, as text."""
    import shutil
    root = tmp_path / "fx"
    shutil.copytree(FIXTURE, root)
    m = root / "manifest.toml"
    m.write_text(m.read_text(encoding="utf-8").replace(
        'title = "fixture"',
        'title = "試驗 <b>edition</b>"\nintro = "An intro <script>window.__pwned=\'intro\'</script>."'),
        encoding="utf-8")
    out = build_fixture(tmp_path / "site", root=root)
    doc = _corpus_doc(out, "index.html")
    assert doc.xpath("//h1")[0].text_content() == "試驗 <b>edition</b>"
    assert doc.find_class("lede")[0].text_content().startswith(
        "An intro <script>window.__pwned='intro'</script>.")
    assert not doc.xpath("//main//script") and not doc.xpath("//h1//b")


# ----------------------------------------------------------------- the apparatus beside its reading

def _raw_variants(name: str) -> list[tuple[int, str, str]]:
    """``(line, master's reading, WYG's reading, in a note)`` of every character where the two
    raw files differ (Kanripo's WYG branch keeps the 文淵閣 forms on the same lines: `diff`
    shows the lines, each differing pair is one character or one &KR…; code; a note is
    printed in ``(…)``)."""
    tok = re.compile(r"&KR[0-9]+;|.")
    a = (KR / name).read_text(encoding="utf-8").split("\n")
    b = (WYG / name).read_text(encoding="utf-8").split("\n")
    out = []
    for n, (x, y) in enumerate(zip(a, b), 1):
        if x != y:
            tx, ty = tok.findall(x), tok.findall(y)
            assert len(tx) == len(ty), n
            out += [(n, p, q, tx[:k].count("(") > tx[:k].count(")"))
                    for k, (p, q) in enumerate(zip(tx, ty)) if p != q]
    return out


def _shown(s: str) -> str:
    """A reading as the page prints it: a &KR…; code as 〓."""
    return re.sub(r"&KR[0-9]+;", "〓", s)


def test_each_variant_is_marked_at_its_reading_with_its_note(wit_site):
    """KR3g0031_001.txt and its WYG witness differ in nine characters on eight lines (`diff`:
    001:29 昴 / &KR0295;, 從 / &KR0025; on 45, 99, 521, 576, 655, 664, 魄 / &KR0334; twice on
    688, once in a note): each is a button on the master's character, its WYG reading beside
    it (hidden until the switch shows it), its note (hidden until the button opens it) giving
    both readings with their file:line and the type, orthographic."""
    want = _raw_variants("KR3g0031_001.txt")
    assert len(want) == 9 and [w[0] for w in want].count(688) == 2 and sum(w[3] for w in want) == 1
    doc = _corpus_doc(wit_site, "src-KR3g0031_001.html")
    buttons = doc.xpath("//div[@id='text']//button[contains(@class, 'var')]")
    assert len(buttons) == len(want)
    for b, (line, master, wyg, in_note) in zip(buttons, want):
        note = doc.get_element_by_id(b.get("aria-controls"))
        assert note.get("hidden") is not None and b.get("aria-expanded") == "false"
        rows = {tr.xpath("./th")[0].text: [td.text_content() for td in tr.xpath("./td")]
                for tr in note.xpath(".//table[@class='readings']/tbody/tr")}
        note_ = " (in a note)" if in_note else ""
        assert rows == {"master": [master, f"KR3g0031_001.txt:{line}{note_}"],
                        "WYG": [_shown(wyg), f"WYG/KR3g0031_001.txt:{line}{note_}"]}
        assert "orthographic" in note.text_content()
        assert b.find_class("vb")[0].text_content() == master
        shown = b.find_class("vr")
        assert [r.get("data-wit") for r in shown] == ["WYG"] and shown[0].get("hidden") is not None
        assert shown[0].text_content() == _shown(wyg)
        assert master in b.get("aria-label") and "WYG" in b.get("aria-label")
        # the button stands in the block of its line, in the line's printed text
        block = b.xpath("ancestor::div[starts-with(@id, 'L')][1]")[0]
        assert int(block.get("id")[1:]) <= line


def test_a_text_with_witnesses_has_its_switch_and_its_collation_page(wit_site, kr_site):
    """The witness switch names each witness (the base checked); the collation page, linked
    from the source page and the home page, counts the variants by type (nine orthographic,
    none else: the `diff` above) and lists each, linked to its place. A text without another
    witness has neither; 000 has another witness but no variant: no switch, a collation page
    that says so."""
    doc = _corpus_doc(wit_site, "src-KR3g0031_001.html")
    radios = doc.xpath("//fieldset[contains(@class, 'witswitch')]//input[@name='witness']")
    assert [(r.get("value"), r.get("checked") is not None) for r in radios] == [
        ("master", True), ("WYG", False)]
    assert doc.xpath("//a[@href='collation-KR3g0031_001.html']")
    home = _corpus_doc(wit_site, "index.html")
    assert home.xpath("//a[@href='collation-KR3g0031_001.html']")
    col = _corpus_doc(wit_site, "collation-KR3g0031_001.html")
    counts = {tr.xpath("./th")[0].text_content(): tr.xpath("./td")[0].text_content()
              for tr in col.get_element_by_id("counts").xpath("./tbody/tr")}
    assert counts == {"substantive": "0", "orthographic": "9", "punctuation": "0", "layout": "0",
                      "line breaks (WYG)": "0"}
    rows = col.xpath("//table[@class='variants']/tbody/tr")
    assert [r.get("id") for r in rows] == [f"v{k}" for k in range(1, 10)]
    for r, (line, master, wyg, _) in zip(rows, _raw_variants("KR3g0031_001.txt")):
        assert r.xpath("./td/a")[0].get("href") == f"src-KR3g0031_001.html#var-{r.get('id')}"
        text = r.text_content()
        assert f"KR3g0031_001.txt:{line}" in text and _shown(wyg) in text and master in text
    assert not _corpus_doc(wit_site, "src-KR3g0031_000.html").xpath("//input[@name='witness']")
    assert "No variant" in _corpus_doc(wit_site, "collation-KR3g0031_000.html").text_content()
    plain = _corpus_doc(kr_site, "src-KR3g0031_000.html")
    assert not plain.find_class("witswitch") and not plain.find_class("witnesses-line")
    assert not list(kr_site.glob("collation-*.html"))


def test_search_finds_a_word_in_any_witness(wit_site):
    """WYG/KR3g0031_001.txt:29 prints 「五&KR0295;星法」 where the master prints 「五昴星法」: liuren
    search finds each reading in its own witness, and the browser's index holds the WYG
    block, opening the text's page in that witness at its line."""
    import json
    line = (WYG / "KR3g0031_001.txt").read_text(encoding="utf-8").split("\n")[28]
    assert "五&KR0295;星法" in line
    ed = wit_site.parent.parent
    from edition.analyse import run
    from edition.core.edition import load
    from edition.publish.index import build_index, load_corpus
    from edition.publish.search import search
    e = load(ed)
    build_index(ed / "build" / "t.db", corpus=load_corpus(e), analysis=run.load(e))
    got = [(h.source, h.line) for h in search(ed / "build" / "t.db", "五&KR0295;星")]
    assert got == [("WYG/KR3g0031_001.txt", 29)]
    got = [(h.source, h.line) for h in search(ed / "build" / "t.db", "五昴星")]
    assert got == [("KR3g0031_001.txt", 29)]
    js = (wit_site / "static" / "search-index.js").read_text(encoding="utf-8")
    idx = json.loads(js[js.index("=") + 1:].rstrip().rstrip(";"))
    wsrc = [k for k, s in enumerate(idx["sources"]) if s["file"] == "WYG/KR3g0031_001.txt"]
    assert len(wsrc) == 1 and idx["sources"][wsrc[0]]["wit"] == "WYG"
    assert idx["sources"][wsrc[0]]["page"] == "src-KR3g0031_001.html"
    rows = [r for r in idx["rows"] if r[0] == wsrc[0] and r[1] == 29]
    assert len(rows) == 1 and "五&KR0295;星法" in rows[0][3] and rows[0][7] == 29


def test_imported_pages_are_under_a_megabyte(wit_site):
    """Every page of the imported edition is at most 1 MB (the budget of the bundled pages)."""
    big = [(p.name, p.stat().st_size) for p in wit_site.glob("*.html") if p.stat().st_size > 1_000_000]
    assert big == []


def test_a_long_text_goes_on_over_pages(wit_site, tmp_path, monkeypatch):
    """With budgets of 60 KB, the 001 page and its examples run over several pages, each
    within the budget (and its page chrome), naming its lines; every line of the text is an
    anchor on exactly one of them; every link into them (cards, the collation, parallels, the
    report) lands on the part that holds its target; the search index knows where each part
    begins."""
    import json
    from edition.core.edition import load
    from edition.publish.html import pages
    from edition.publish.html.site import collect, render, write_site
    monkeypatch.setattr(pages, "SOURCE_BUDGET", 60_000)
    monkeypatch.setattr(pages, "EXAMPLES_BUDGET", 60_000)
    out = tmp_path / "site"
    write_site(render(collect(load(wit_site.parent.parent))), out)
    parts = sorted(out.glob("src-KR3g0031_001*.html"))
    assert len(parts) >= 4 and len(list(out.glob("examples-KR3g0031_001*.html"))) >= 3
    for p in parts:
        assert p.stat().st_size < 60_000 + 40_000, p.name
        assert _corpus_doc(out, p.name).find_class("parts")
    raw = (KR / "KR3g0031_001.txt").read_text(encoding="utf-8").split("\n")
    where = {}
    for p in parts:
        for el in _corpus_doc(out, p.name).xpath("//*[starts-with(@id, 'L')]"):
            if el.get("id")[1:].isdigit():
                assert el.get("id") not in where, el.get("id")
                where[el.get("id")] = p.name
    printed = [n for n, t in enumerate(raw, 1)            # lines that print something
               if t.replace("¶", "").strip("　 ") and not t.startswith("<pb:")]
    assert {f"L{n}" for n in printed} <= set(where)
    _ids_unique_and_links_resolve(out)
    js = (out / "static" / "search-index.js").read_text(encoding="utf-8")
    idx = json.loads(js[js.index("=") + 1:].rstrip().rstrip(";"))
    src = next(s for s in idx["sources"] if s["file"] == "KR3g0031_001.txt")
    assert [name for _, name in src["parts"]] == [p.name for p in
                                                  sorted(parts, key=lambda p: (len(p.name), p.name))]
    for first, name in src["parts"][1:]:
        assert where[f"L{first}"] == name


PLAIN = {   # a plain text and two witnesses: each kind of site, in the text and in a note
    "base": "千字文\n天地玄黃，宇宙洪荒。\n日月盈昃，辰宿列張（注在此）。\n",
    "WYG": "千字文\n天地玄黃。宇宙洪荒。\n日月盈仄，辰宿列張（注在彼）。\n",
    "X": "千字文\n天地黃，宇宙大洪荒。\n日月盈昃，辰宿張列（注在此）。\n",
}


def _as_read_by(p, siglum: str) -> str:
    """A paragraph's text as the witness switch shows it for ``siglum`` (app.js, done on the
    parsed page): at each site its reading where it has one of its own, else the base's."""
    import copy
    p = copy.deepcopy(p)
    for site in p.xpath(".//*[@data-var and contains(@class, 'var')]"):
        mine = [r for r in site.find_class("vr") if siglum in r.get("data-wit").split()]
        if mine:
            for b in site.find_class("vb") + p.xpath(f".//span[@data-var='{site.get('data-var')}']"):
                b.drop_tree()
    for r in p.xpath(".//span[contains(@class, 'vr')]"):
        if siglum not in r.get("data-wit").split():
            r.drop_tree()
    for ln in p.find_class("ln"):
        ln.drop_tree()
    return p.text_content()


def test_the_page_holds_the_text_of_every_witness(tmp_path):
    """A plain text in three witnesses (a punctuation, a substitution, a change in a note in
    one; an omission, an addition, a transposition in the other): switched to a witness, each
    line of the page reads as that witness's file prints it, and the base's as the base's."""
    ed = tmp_path / "ed"
    assert main(["init", "--empty", str(ed)]) == 0
    for sig, text in PLAIN.items():
        (tmp_path / sig).mkdir()
        (tmp_path / sig / "t.txt").write_text(text, encoding="utf-8")
        more = [] if sig == "base" else ["--witness", sig]
        assert main(["import", str(tmp_path / sig / "t.txt"), "--edition", str(ed),
                     "--no-analyse", *more]) == 0
    assert main(["collate", "--edition", str(ed)]) == 0
    assert main(["build", "--edition", str(ed), "--out", str(tmp_path / "site")]) == 0
    doc = _corpus_doc(tmp_path / "site", "src-t.html")
    assert len(doc.xpath("//div[@id='text']//button[contains(@class, 'var')]")) == 6
    for sig, text in PLAIN.items():
        for n, line in enumerate(text.split("\n")[1:3], 2):
            assert _as_read_by(doc.get_element_by_id(f"L{n}").xpath("./p")[0], sig) == line, (sig, n)
