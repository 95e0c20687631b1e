#!/usr/bin/env python3
"""Measure the built edition as a reader meets it, in Debian's Chromium (Playwright).

    python scripts/bench_site.py [--site DIR] [--json FILE] [--only NAME …] [--no-axe]
                                 [--load-only [--against OTHER_SITE]]

Without ``--site`` the corpus site is built into a temporary folder first. For each kind of
page (the home page, the source pages, the examples, the collation pages of an edition with
witnesses, the rules and one rule page, the 720 index and one 課 page, the parallels, the
report and the search) it prints

- ``axe``: axe-core's violations (``axe-playwright-python``), by impact, in the default state
  and with every emendation and variant note and every ``<details>`` (cards, rule lists)
  opened;
- ``notes``: the share of emendation and variant notes on screen after their button is pressed, at
  390 px and at 1280 px (the button is first scrolled to the middle of the screen, as a
  reader taps what he sees; a note is on screen when half the screen, or all of it if it is
  shorter, is visible), and the median distance from the button to the note;
- ``tabs``: the Tab presses from the top of the page to the first emendation button, and the
  key presses by the page's skip link 「Skip to the first emendation」 (Tabs to it, Enter);
- ``label``: the smallest font size of a label inside a chart (plate, lessons,
  transmissions) and how many are under 11 px, and the plate cells whose text runs out of
  the cell, with every card opened, at 390 px;
- ``load``: the load time at 390 px with the CPU slowed four times (CDP
  ``Emulation.setCPUThrottlingRate``), ``loadEventEnd``, median of five, against the 1.5 s
  budget. The machine may be shared: compare figures taken in one run (``--site`` twice).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BUDGET = 1.5

# JS: open every note and every <details> (the "opened" state of the axe runs)
OPEN_ALL = """() => {
  for (const b of document.querySelectorAll('button.em[aria-expanded="false"], button.var[aria-expanded="false"]')) b.click();
  for (const d of document.querySelectorAll('details')) d.open = true;
}"""

# JS: the smallest label inside a chart, and the plate cells whose text runs out of them
LABELS = """() => {
  const sel = '.plate .cell span, .lessons span, ol.trans span';
  let min = Infinity, small = 0, n = 0;
  for (const el of document.querySelectorAll(sel)) {
    if (!el.textContent.trim() || !el.getClientRects().length) continue;
    const fs = parseFloat(getComputedStyle(el).fontSize);
    n++; if (fs < min) min = fs; if (fs < 11) small++;
  }
  const out = [];
  for (const cell of document.querySelectorAll('.plate .cell')) {
    const c = cell.getBoundingClientRect();
    if (!c.width) continue;
    const spans = [...cell.querySelectorAll('span')].filter(s => s.textContent.trim());
    // the text's own extent (a Range) must stay inside the cell's width, each label's box
    // inside the cell's height, and no two labels may overlap
    const boxes = spans.map(s => s.getBoundingClientRect());
    let bad = spans.some(s => { const r = document.createRange(); r.selectNodeContents(s);
                                const t = r.getBoundingClientRect();
                                return t.left < c.left - .5 || t.right > c.right + .5; }) ||
              boxes.some(b => b.top < c.top - .5 || b.bottom > c.bottom + .5);
    for (let i = 0; i < boxes.length && !bad; i++) for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.left < b.right - .5 && b.left < a.right - .5 && a.top < b.bottom - .5 && b.top < a.bottom - .5) { bad = true; break; }
    }
    if (bad) out.push((cell.closest('[id]') || {}).id + ' ' + cell.dataset.earth + ' ' + cell.textContent);
  }
  return {min: n ? min : null, small, n, overflow: out};
}"""

NOTE_ON_SCREEN = """([id, before]) => {
  const b = document.getElementById(id);
  const n = document.getElementById(b.getAttribute('aria-controls'));
  const vh = window.innerHeight, r = n.getBoundingClientRect(), br = b.getBoundingClientRect();
  const vis = Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0));
  return {on: !n.hidden && r.height > 0 && vis >= Math.min(r.height, vh / 2) - 1,
          dist: Math.round(r.top - br.bottom),
          focus_in: n.contains(document.activeElement)};
}"""


def _key(name: str, prefix: str) -> str:
    """A page's kind: the three digits of a bundled text (``src-003_….html`` → 003), else its
    whole name (``src-KR3g0031_005-2.html`` → KR3g0031_005-2)."""
    stem = name[len(prefix):-len(".html")]
    return stem[:3] if stem[:3].isdigit() else stem


def kinds(site: Path) -> list[tuple[str, str]]:
    srcs = sorted(p.name for p in site.glob("src-*.html"))
    pages = [("home", "index.html")] + [(f"source {_key(n, 'src-')}", n) for n in srcs]
    pages += [("examples", "examples.html")]
    pages += [(f"examples {_key(p.name, 'examples-')}", p.name)
              for p in sorted(site.glob("examples-*.html"))]
    pages += [(f"collation {_key(p.name, 'collation-')}", p.name)
              for p in sorted(site.glob("collation-*.html"))]
    pages += [("rules", "rules.html"), ("rule", "rule-zei_ke.html"), ("720 index", "ke-index.html"),
              ("課 page", "ke-geng-wu-4.html"), ("parallels", "parallels.html"),
              ("report", "report.html"), ("search", "search.html?q=涉害")]
    return [(k, n) for k, n in pages if (site / n.split("?")[0]).exists()]


def axe_counts(page, axe) -> dict:
    # preload: no fetch of the stylesheet (the page's CSP forbids it)
    res = axe.run(page, options={"resultTypes": ["violations"], "preload": False}).response
    out = {}
    for v in res["violations"]:
        out.setdefault(v["impact"] or "none", []).append(f"{v['id']}×{len(v['nodes'])}")
    return out


def notes(browser, url: str, width: int) -> dict:
    page = browser.new_page(viewport={"width": width, "height": 844 if width < 500 else 900})
    page.goto(url)
    ids = page.evaluate("() => [...document.querySelectorAll('button.em[aria-controls], button.var[aria-controls]')].map(b => b.id)")
    on, dist, focus = 0, [], 0
    for i in ids:
        page.evaluate("id => document.getElementById(id).scrollIntoView({block: 'center'})", i)
        page.locator(f"#{i.replace('.', chr(92) + '.')}").click()
        page.wait_for_timeout(30)
        r = page.evaluate(NOTE_ON_SCREEN, [i, None])
        on += r["on"]
        focus += r["focus_in"]
        dist.append(r["dist"])
        page.keyboard.press("Escape")
        if page.evaluate("id => document.getElementById(id).getAttribute('aria-expanded')", i) == "true":
            page.locator(f"#{i.replace('.', chr(92) + '.')}").click()
    page.close()
    return {"n": len(ids), "on": on, "focus_in": focus,
            "median_dist": statistics.median(dist) if dist else None}


def tabs_to_first(browser, url: str, limit=2000) -> int | None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(url)
    if not page.evaluate("() => !!document.querySelector('button.em')"):
        page.close()
        return None
    n = 0
    while n < limit:
        page.keyboard.press("Tab")
        n += 1
        if page.evaluate("() => document.activeElement && document.activeElement.matches('button.em')"):
            page.close()
            return n
    page.close()
    return -1


def keys_via_skip_link(browser, url: str, limit=60) -> int | None:
    """Tab presses to the page's 「Skip to the first emendation」 link and Enter, when the page
    has such a link and it leads the focus to the first emendation; else None."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(url)
    if not page.evaluate("() => [...document.querySelectorAll('a.skip')].some(a => a.textContent.includes('first emendation'))"):
        page.close()
        return None
    n = 0
    while n < limit:
        page.keyboard.press("Tab")
        n += 1
        if page.evaluate("() => document.activeElement.matches('a.skip') && document.activeElement.textContent.includes('first emendation')"):
            break
    page.keyboard.press("Enter")
    ok = page.evaluate("() => document.activeElement.matches('button.em')")
    page.close()
    return n + 1 if ok else None


def load_once(browser, url: str) -> float:
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url, wait_until="load")
    t = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventEnd")
    ctx.close()
    return t / 1000


def load_time(browser, url: str, runs=5) -> float:
    return statistics.median(load_once(browser, url) for _ in range(runs))


def compare_loads(browser, site: Path, other: Path, runs=5) -> None:
    """The load times of the two sites' pages of each kind, measured in turn (so that both
    meet the same load of a shared machine): median and minimum of ``runs`` each."""
    print(f"| page | load {other.name} median (min) | load {site.name} median (min) |")
    print("|---|---:|---:|")
    names = dict(kinds(other))
    for kind, name in kinds(site):
        old = names.get(kind)
        a, b = [], []
        for _ in range(runs):
            if old:
                a.append(load_once(browser, f"file://{other}/{old}"))
            b.append(load_once(browser, f"file://{site}/{name}"))
        fa = f"{statistics.median(a):.2f} ({min(a):.2f})" if a else "—"
        print(f"| {kind} | {fa} | {statistics.median(b):.2f} ({min(b):.2f}) |", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", type=Path)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--no-axe", action="store_true")
    ap.add_argument("--load-only", action="store_true", help="only the load times")
    ap.add_argument("--against", type=Path, help="with --load-only: another build, measured in turn")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright
    from axe_playwright_python.sync_playwright import Axe
    site = args.site
    if site is None:
        from edition.publish.html import build_site
        site = Path(tempfile.mkdtemp(prefix="bench-site-")) / "edition"
        build_site(ROOT, site)
    site = site.resolve()
    axe = Axe()
    results = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        if args.load_only and args.against:
            compare_loads(browser, site, args.against.resolve())
            browser.close()
            return 0
        for kind, name in kinds(site):
            if args.only and not any(o in name or o == kind for o in args.only):
                continue
            url = f"file://{site}/{name}"
            t0 = time.perf_counter()
            r: dict = {"page": name}
            if args.load_only:
                r["load_390_cpu4"] = round(load_time(browser, url), 3)
                results[kind] = r
                print(f"{kind:12} {r['load_390_cpu4']:.2f}{'' if r['load_390_cpu4'] < BUDGET else ' OVER'}", flush=True)
                continue
            if not args.no_axe:
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.goto(url)
                page.wait_for_timeout(100)        # app.js marks the scroll boxes after the load event
                r["axe_default"] = axe_counts(page, axe)
                page.evaluate(OPEN_ALL)
                r["axe_opened"] = axe_counts(page, axe)
                page.close()
            if name.startswith("src-"):
                r["notes_390"] = notes(browser, url, 390)
                r["notes_1280"] = notes(browser, url, 1280)
                r["tabs"] = tabs_to_first(browser, url)
                r["keys_skip"] = keys_via_skip_link(browser, url)
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(url)
            page.evaluate("() => { for (const d of document.querySelectorAll('details')) d.open = true; }")
            r["labels"] = page.evaluate(LABELS)
            page.close()
            r["load_390_cpu4"] = round(load_time(browser, url), 3)
            r["seconds"] = round(time.perf_counter() - t0, 1)
            results[kind] = r
            print(f"{kind:12} {json.dumps(r, ensure_ascii=False)}", flush=True)
        browser.close()
    if args.load_only:
        if args.json:
            args.json.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
        return 0
    print()
    print("| page | axe violations, serious+critical / all (default; opened) | notes on screen 390 · 1280 "
          "| Tabs to 1st emendation (plain; by skip link) | smallest chart label px (labels < 11 px) "
          "| cells overflowing | load 390 px, CPU ×4 (s) |")
    print("|---|---|---|---|---|---|---|")
    for kind, r in results.items():
        def sev(d):
            if d is None:
                return "—"
            bad = sum(int(x.split("×")[1]) for k in ("serious", "critical") for x in d.get(k, []))
            return f"{bad}/{sum(int(x.split('×')[1]) for v in d.values() for x in v)}"
        n3, n12 = r.get("notes_390"), r.get("notes_1280")
        notes_s = f"{n3['on']}/{n3['n']} · {n12['on']}/{n12['n']}" if n3 else "—"
        lab = r["labels"]
        lab_s = f"{lab['min']:.1f} ({lab['small']})" if lab["min"] else "—"
        ok = "" if r["load_390_cpu4"] < BUDGET else " OVER"
        tabs = "—" if r.get("tabs") is None else f"{r['tabs']}; {r.get('keys_skip') or '—'}"
        print(f"| {kind} | {sev(r.get('axe_default'))}; {sev(r.get('axe_opened'))} | {notes_s} | "
              f"{tabs} | {lab_s} | {len(lab['overflow'])} | "
              f"{r['load_390_cpu4']:.2f}{ok} |")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
