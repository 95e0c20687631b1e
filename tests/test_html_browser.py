"""The HTML edition in a real browser: Debian's Chromium driven by Playwright (never a
downloaded browser). Each test saves screenshots under its tmp_path and fails on any console
error, page error or request that leaves the file system.

Skipped, with the reason, only when /usr/bin/chromium or the playwright package is absent on
a developer's machine; under CI (``CI`` set) their absence is a failure, since
scripts/test.sh installs both."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "html" / "root"

try:
    from playwright.sync_api import sync_playwright
except ImportError:          # pragma: no cover - depends on the machine
    sync_playwright = None

_missing = ("/usr/bin/chromium is absent (apt-get install chromium)" if not CHROMIUM.exists()
            else "the playwright package is absent (pip install -e '.[test]')" if sync_playwright is None
            else None)
if _missing and os.environ.get("CI"):
    raise RuntimeError(f"browser tests cannot run in CI: {_missing}")
pytestmark = pytest.mark.skipif(bool(_missing), reason=f"browser tests skipped: {_missing}")

SOURCES = tomllib.loads((ROOT / "sources" / "manifest.toml").read_text(encoding="utf-8"))["source"]


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    from edition.html import build_site
    from test_html_build import build_fixture, findings_for_fixture
    base = tmp_path_factory.mktemp("sites")
    build_site(ROOT, base / "corpus")
    build_fixture(base / "fixture")   # with hostile printings in its atlas
    # the fixture with findings shaped like `liuren check --json`
    build_fixture(base / "checked", checks=findings_for_fixture())
    return {"corpus": base / "corpus", "fixture": base / "fixture", "checked": base / "checked"}


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


class Page:
    """A page that records console errors, page errors and non-file requests."""

    def __init__(self, browser, shots: Path, width=1200):
        self.page = browser.new_page(viewport={"width": width, "height": 900})
        self.problems: list[str] = []
        self.shots = shots
        self.page.on("console", lambda m: m.type in ("error", "warning") and self.problems.append(f"console {m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on("request", lambda r: r.url.startswith("file://") or self.problems.append(f"request: {r.url}"))

    def open(self, site: Path, name: str):
        self.page.goto(f"file://{site}/{name}")
        return self.page

    def shot(self, name: str, full=True):
        self.shots.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(self.shots / f"{name}.png"), full_page=full)

    def close(self):
        pwned = self.page.evaluate("window.__pwned")
        self.page.close()
        assert pwned is None, f"a script from the TEI ran: {pwned}"
        assert self.problems == []


@pytest.fixture
def page(browser, tmp_path):
    p = Page(browser, tmp_path / "screenshots")
    yield p
    p.close()


@pytest.mark.parametrize("entry", SOURCES, ids=[s["id"][:3] for s in SOURCES])
def test_source_page_opens_with_every_paragraph(sites, page, entry):
    pg = page.open(sites["corpus"], f"src-{entry['id']}.html")
    assert entry["title_zh"] in pg.locator("h1").inner_text()
    lines = (ROOT / "sources" / entry["file"]).read_text(encoding="utf-8").split("\n")
    # every non-blank source line is one paragraph on the page, with its citation
    n_lines = sum(1 for line in lines if line.strip())
    assert pg.locator(".para, .heading").count() == n_lines
    last = max(n for n, line in enumerate(lines, 1) if line.strip())
    cite = pg.locator(f"#L{last} .cite")
    cite.evaluate("e => e.scrollIntoView()")   # off-screen pairs are not laid out (content-visibility)
    assert cite.inner_text() == f"{entry['file']}:{last}"
    # every emendation can be opened in both views: its button has a size
    for view in ("diplomatic", "reading"):
        pg.locator(f'input[value="{view}"]').check()
        flat = pg.evaluate("""() => [...document.querySelectorAll('button.em')]
            .filter(b => b.getBoundingClientRect().width === 0).map(b => b.id)""")
        assert flat == [], f"{view}: emendations without a visible mark: {flat}"
    page.shot(f"source-{entry['id'][:3]}", full=False)


def test_reading_and_diplomatic_switch_changes_an_emended_word(sites, page):
    from edition.tei import parse_file, reader
    ems = reader.emendations(parse_file(FIXTURE / "tei" / "fx_0001.xml"))
    em = next(e for e in ems if e["type"] == "substitution")
    pg = page.open(sites["fixture"], "src-fx_0001.html")
    word = pg.locator(f'button[aria-controls="note-{em["id"]}"]')
    assert word.inner_text() == em["corr"]                  # reading view: corrected
    page.shot("fixture-reading")
    pg.locator('input[value="diplomatic"]').check()
    assert word.inner_text() == em["sic"]                   # diplomatic: as printed
    assert "view-diplomatic" in pg.locator("body").get_attribute("class").split()
    page.shot("fixture-diplomatic")
    # keyboard: the switch is a radio group
    pg.locator('input[value="diplomatic"]').focus()
    pg.keyboard.press("ArrowLeft")
    assert word.inner_text() == em["corr"]
    # supplied text shows only in the reading view (the diplomatic view marks the place)
    sup = next(e for e in ems if e["type"] == "omission")
    s_btn = pg.locator(f'button[aria-controls="note-{sup["id"]}"]')
    assert s_btn.inner_text() == sup["corr"]
    pg.locator('input[value="diplomatic"]').check()
    assert s_btn.inner_text() == ""


def test_emendation_note_opens_and_closes(sites, page):
    pg = page.open(sites["fixture"], "src-fx_0001.html")
    btn = pg.locator("button.em-choice").first
    note = pg.locator("#" + btn.get_attribute("aria-controls").replace(".", "\\."))
    assert not note.is_visible()
    btn.focus()
    pg.keyboard.press("Enter")
    assert note.is_visible() and btn.get_attribute("aria-expanded") == "true"
    text = note.inner_text()
    assert "printed" in text and "proposed" in text and "certainty" in text and "Korean commentary" in text
    page.shot("note-open")
    pg.keyboard.press("Escape")
    assert not note.is_visible() and btn.get_attribute("aria-expanded") == "false"
    # every button opens its note; hostile text in notes never runs (checked at close)
    for b in pg.locator("button.em").all():
        b.click()
    page.shot("all-notes-open")


def test_example_card_shows_its_plate_as_a_ring(sites, page):
    pg = page.open(sites["corpus"], "examples.html")
    card = pg.locator("details.card").first
    plate = card.locator(".plate")
    assert not plate.is_visible()
    card.locator("> summary").click()
    assert plate.is_visible()
    cells = plate.locator(".cell")
    assert cells.count() == 12
    box = {c.get_attribute("data-earth"): c.bounding_box() for c in cells.all()}
    # 巳午未申 along the top, 寅丑子亥 along the bottom, 辰卯 left, 酉戌 right
    top = [box[b]["y"] for b in "巳午未申"]
    bottom = [box[b]["y"] for b in "寅丑子亥"]
    assert max(top) - min(top) < 1 and max(bottom) - min(bottom) < 1 and bottom[0] > top[0]
    assert [box[b]["x"] for b in "巳午未申"] == sorted(box[b]["x"] for b in "巳午未申")
    assert box["辰"]["x"] == box["巳"]["x"] and box["酉"]["x"] == box["申"]["x"]
    assert box["巳"]["y"] < box["辰"]["y"] < box["卯"]["y"] < box["寅"]["y"]
    # the four lessons: 第一課 on the right
    names = [n.inner_text() for n in card.locator(".lesson .lname").all()]
    assert names == ["四", "三", "二", "一"]
    assert card.locator("ol.trans li").count() == 3
    card.locator("details.derivation summary").click()
    assert "003:" in card.locator("details.derivation").inner_text()
    page.shot("example-card", full=False)


def test_search_finds_simplified_query_and_follows_a_hit(sites, page):
    pg = page.open(sites["corpus"], "search.html")
    pg.fill("#q", "涉害")
    pg.keyboard.press("Enter")
    n_trad = pg.locator("#results li").count()
    assert n_trad > 0
    pg.fill("#q", "涉害")
    pg.fill("#q", "课")                       # simplified for 課
    pg.keyboard.press("Enter")
    n_simpl = pg.locator("#results li").count()
    assert n_simpl > 0 and "課" in pg.locator("#results li mark").first.inner_text()
    page.shot("search")
    pg.fill("#q", "원수")                     # Korean: the commentary's name of 元首
    pg.keyboard.press("Enter")
    assert pg.locator("#results li.ko").count() > 0
    pg.fill("#q", "课")
    pg.keyboard.press("Enter")
    hit = pg.locator("#results li a.cite").first
    target = hit.inner_text()                  # file:line
    hit.click()
    pg.wait_for_load_state()
    line = target.rsplit(":", 1)[1]
    assert pg.url.endswith(f"#L{line}")
    assert pg.locator(f"#L{line}").is_visible()
    assert pg.locator(f"#L{line} .cite").inner_text() == target
    page.shot("search-hit", full=False)


def test_browser_folds_queries_as_liuren_search_does(sites, page):
    """app.js norm() == edition.normalize.fold, on every corpus line and its simplified form."""
    import opencc
    from edition.normalize import fold
    t2s = opencc.OpenCC("t2s")
    lines = [line for p in sorted((ROOT / "sources").glob("*.txt"))
             for line in p.read_text(encoding="utf-8").split("\n") if line.strip()]
    lines += [t2s.convert(line) for line in lines]
    lines += ["课", "贼克", "尅", "騰蛇", "元武", "無淫", "帷滔", "天后", "干", "ＡＢＣ", "원수"]
    pg = page.open(sites["corpus"], "search.html")
    got = pg.evaluate("(xs) => xs.map(x => window.LiurenSearch.norm(x))", lines)
    bad = [(x, g, fold(x)) for x, g in zip(lines, got) if g != fold(x)]
    assert bad == []


def test_search_shows_hostile_text_as_text(sites, page):
    pg = page.open(sites["fixture"], "search.html")
    pg.fill("#q", "<script>")
    pg.keyboard.press("Enter")
    assert pg.locator("#results li").count() >= 2
    assert "<script>" in pg.locator("#results").inner_text()
    assert pg.locator("#results script, #results img, #results svg").count() == 0
    # both the printed and the corrected reading are searchable
    pg.fill("#q", "止擇")
    pg.keyboard.press("Enter")
    assert "corrected reading" in pg.locator("#results").inner_text()
    pg.fill("#q", "上擇")
    pg.keyboard.press("Enter")
    assert pg.locator("#results li").count() >= 1


def test_every_page_renders_without_errors_at_phone_width(sites, browser, tmp_path):
    for name in ("fixture", "corpus"):
        for path in sorted(sites[name].glob("*.html")):
            if path.name.startswith("rule-") and path.name != "rule-zei_ke.html":
                continue
            # one 課 page stands for all: the one with the most printings compared
            if path.name.startswith("ke-") and path.name not in ("ke-index.html", "ke-geng-wu-4.html",
                                                                  "ke-jia-zi-11.html"):
                continue
            if name == "fixture" and path.name not in ("src-fx_0001.html", "examples.html", "index.html",
                                                       "ke-index.html", "ke-jia-zi-11.html",
                                                       "parallels.html"):
                continue
            p = Page(browser, tmp_path / "screenshots", width=390)
            pg = p.open(sites[name], path.name)
            overflow = pg.evaluate("document.documentElement.scrollWidth")
            assert overflow <= 392, f"{name}/{path.name} scrolls sideways at 390 px ({overflow})"
            p.shot(f"phone-{name}-{path.stem}", full=False)
            p.close()


@pytest.mark.parametrize("name", ["corpus", "checked"])
def test_report_page_filters(sites, page, name):
    pg = page.open(sites[name], "report.html")
    if pg.locator("#report").count() == 0:
        assert name == "corpus" and "not part of this build" in pg.locator("main").inner_text()
        return
    rows = pg.locator("#report tbody tr")
    total = rows.count()
    for status in [o.get_attribute("value") for o in pg.locator("#f-status option").all()][1:]:
        pg.select_option("#f-status", status)
        shown = pg.evaluate("""() => [...document.querySelectorAll('#report tbody tr')]
            .filter(r => r.offsetParent !== null).map(r => r.dataset.status)""")
        assert 0 < len(shown) <= total
        assert set(shown) == {status}
        assert pg.locator("#f-count").inner_text() == f"{len(shown)} findings"
    src = pg.locator("#f-source option").nth(1).get_attribute("value")
    pg.select_option("#f-source", src)
    pairs = pg.evaluate("""() => [...document.querySelectorAll('#report tbody tr')]
        .filter(r => r.offsetParent !== null).map(r => [r.dataset.source, r.dataset.status])""")
    assert {p[0] for p in pairs} <= {src}
    page.shot(f"report-{name}")


def test_printed_and_computed_side_by_side(sites, page):
    pg = page.open(sites["checked"], "examples.html")
    card = pg.locator('details.card[data-status="printed-error-new"]')
    card.locator("> summary").click()
    layouts = card.locator("figure.layout")
    assert [c.inner_text() for c in card.locator("figcaption").all()] == ["printed", "computed"]
    a, b = layouts.nth(0).bounding_box(), layouts.nth(1).bounding_box()
    assert a["x"] + a["width"] <= b["x"]                     # side by side
    assert card.locator(".diff").count() >= 1
    page.shot("printed-vs-computed", full=False)


# ----------------------------------------------------------------- the atlas and the parallels

def test_ke_page_from_an_example_card(sites, page):
    """An example card links to its 課 page: the chart is drawn as a ring, and the other
    printing of the same 課 is one click away (庚午 4: 000:23, 000:59, 003:91)."""
    pg = page.open(sites["corpus"], "examples.html")
    card = pg.locator('details.card:has(a.ke[href="ke-geng-wu-4.html"])').first
    card.locator("> summary").click()
    link = card.locator("a.ke")
    assert link.is_visible() and link.inner_text() == "庚午 4"
    page.shot("card-with-ke-link", full=False)
    link.focus()
    with pg.expect_navigation():
        pg.keyboard.press("Enter")
    assert pg.url.endswith("/ke-geng-wu-4.html")
    assert "庚午日" in pg.locator("h1").inner_text()
    plate = pg.locator(".layouts.chart .plate").first
    assert plate.is_visible() and plate.locator(".cell").count() == 12
    top = {c.get_attribute("data-earth"): c.bounding_box()["y"] for c in plate.locator(".cell").all()}
    assert top["巳"] == top["申"] < top["寅"] == top["亥"]
    printings = pg.locator("article.printing")
    assert printings.count() >= 3
    first = printings.first
    other = first.locator(".also a").first
    target = other.get_attribute("href")
    other.click()
    assert pg.url.endswith(target) and pg.locator(target).is_visible()
    assert pg.evaluate("location.hash") == target
    diff = pg.locator("section.comparison.disagree .diff")
    assert diff.count() >= 4 and diff.first.is_visible()
    page.shot("ke-page")


def test_the_720_index_marks_the_printed_ke_and_follows_one(sites, page):
    pg = page.open(sites["corpus"], "ke-index.html")
    grid = pg.locator("#ke-grid")
    assert grid.locator("tbody tr").count() == 60
    assert grid.locator("tbody td").count() == 720
    marked = grid.locator("td.printed a")
    n = marked.count()
    pages = sorted(p.name for p in sites["corpus"].glob("ke-*.html") if p.name != "ke-index.html")
    assert n == len(pages) and f"{n} of the 720 課" in pg.locator("#ke-count").inner_text()
    page.shot("ke-index", full=False)
    cell = grid.locator("td.printed.disagree a").first
    href = cell.get_attribute("href")
    cell.focus()
    with pg.expect_navigation():
        pg.keyboard.press("Enter")
    assert pg.url.endswith("/" + href)
    assert pg.locator("section.comparison.disagree").count() >= 1
    # and back to its cell of the index
    with pg.expect_navigation():
        pg.locator('a[href^="ke-index.html#k-"]').click()
    assert pg.locator(pg.evaluate("location.hash")).is_visible()


def test_parallels_side_by_side_with_the_difference_marked(sites, page):
    """From 000:47 (「統干之髓」) the parallel link opens its group: the witness 000:79 (「統干之體」)
    beside it, 髓 and 體 marked; the citations lead back to the paragraphs."""
    pg = page.open(sites["corpus"], "src-000_7ab36924039d3ca8.html#L47")
    link = pg.locator("#L47 a.parallel").first
    gid = link.get_attribute("href").split("#")[1]
    with pg.expect_navigation():
        link.click()
    sec = pg.locator(f"section#{gid}")
    assert sec.is_visible()
    base, wit = sec.locator("figure.witness").nth(0), sec.locator("figure.witness").nth(1)
    a, b = base.bounding_box(), wit.bounding_box()
    assert a["x"] + a["width"] <= b["x"] and abs(a["y"] - b["y"]) < 1     # side by side
    assert "髓" in base.locator("mark.var").all_inner_texts()
    m = wit.locator("mark.var", has_text="體")
    assert m.count() == 1 and m.is_visible()
    color = m.evaluate("e => getComputedStyle(e).backgroundColor")
    assert color not in ("rgba(0, 0, 0, 0)", "transparent")
    page.shot("parallels", full=False)
    with pg.expect_navigation():
        wit.locator("figcaption a.cite").click()
    assert pg.url.endswith("#L79") and pg.locator("#L79").is_visible()
