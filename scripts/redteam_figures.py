#!/usr/bin/env python3
"""The red-team figures (issue 17; docs/readme/64-audit-agrees.md): each book of
tests/data/redteam imported as a new user imports a book (`liuren init --empty`, `liuren import`,
`liuren check --json`, each a fresh process) and its statuses counted; with ``--planted`` the
accusations (``printed-error-new``, ``inconsistent``) outside the planted lines of
tests/test_redteam.py ``BOOKS`` are listed, cited, for reading.

    python scripts/redteam_figures.py [--jobs 2] [--json] [--planted]

A second witness (a folder named ``X-SIGLUM``) is imported alone, as its own book.
"""
from __future__ import annotations

import argparse
import ast
import collections
import json
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "redteam"
ACCUSING = ("printed-error-new", "inconsistent")


def books() -> list[Path]:
    out = sorted(p for p in DATA.iterdir() if p.is_dir() and p.name.startswith("KR"))
    out += sorted(DATA.glob("*.txt")) + sorted(DATA.glob("*.tex")) + sorted(DATA.glob("*.html"))
    out += sorted(DATA.glob("*.org")) + sorted(DATA.glob("*.srt")) + sorted(DATA.glob("*.csv"))
    out += sorted(DATA.glob("*.xml")) + sorted(DATA.glob("*.ipynb")) + sorted(DATA.glob("*.rst"))
    out += sorted(DATA.glob("*.adoc")) + sorted(DATA.glob("*.diff"))
    out += sorted(DATA.glob("*.yaml")) + sorted(DATA.glob("*.prn"))
    out += sorted(DATA.glob("*.docx")) + sorted(DATA.glob("*.vtt"))
    out += sorted(DATA.glob("*.epub")) + sorted(DATA.glob("*.odt")) + sorted(DATA.glob("*.hocr"))
    out += sorted(p for p in DATA.glob("*.md") if p.name != "README.md")
    out += sorted((DATA / "duanan").glob("*.txt"))
    return out


def planted() -> dict[str, set[int]]:
    """The planted lines of tests/test_redteam.py ``BOOKS``, by the name of what is imported
    (a file's stem, a folder's name: two witnesses of one work apart; read from the file's
    text: the test module is not imported)."""
    tree = ast.parse((ROOT / "tests" / "test_redteam.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "BOOKS":
            value = ast.literal_eval(node.value)
            return {Path(path).stem: set(lines) for path, _, _, lines in value.values()}
    return {}


def run_book(path: Path) -> tuple[str, list[dict], float]:
    liuren = [sys.executable, "-m", "edition.cli"]
    t = time.perf_counter()
    with tempfile.TemporaryDirectory() as d:
        ed = str(Path(d) / "ed")
        subprocess.run(liuren + ["init", "--empty", ed], check=True, capture_output=True, cwd=ROOT)
        subprocess.run(liuren + ["import", str(path), "--edition", ed], check=True,
                       capture_output=True, cwd=ROOT)
        out = subprocess.run(liuren + ["check", "--edition", ed, "--json"], check=True,
                             capture_output=True, cwd=ROOT, text=True).stdout
    fs = json.loads(out)
    return path.stem, (fs["findings"] if isinstance(fs, dict) else fs), time.perf_counter() - t


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--planted", action="store_true",
                    help="list the accusations outside the planted lines")
    a = ap.parse_args(argv)
    with ThreadPoolExecutor(a.jobs) as ex:
        got = list(ex.map(run_book, books()))
    marks = planted()
    total: collections.Counter = collections.Counter()
    rows, stray = [], []
    for name, fs, secs in got:
        c = collections.Counter(f["status"] for f in fs)
        total.update(c)
        rows.append({"book": name, "findings": len(fs), "seconds": round(secs, 2), **c})
        lines = marks.get(name, set())
        stray += [f"{f['source']}:{f['line']} {f['status']}" for f in fs
                  if f["status"] in ACCUSING and f["line"] not in lines
                  and not name.endswith(("-ZTDZ",))]
    if a.json:
        print(json.dumps({"books": rows, "total": dict(total), "unplanted_accusations": stray},
                         ensure_ascii=False, indent=1))
        return 0
    for r in rows:
        print(f"{r['book']:28} {r['findings']:5}  agrees {r.get('agrees', 0):4}  accused "
              f"{sum(r.get(s, 0) for s in ACCUSING):3}  {r['seconds']:5.1f} s")
    print(f"{len(rows)} files, {sum(total.values())} findings: " + ", ".join(
        f"{k} {v}" for k, v in sorted(total.items())))
    if a.planted:
        print(f"accusations outside the planted lines: {len(stray)}")
        for s in stray:
            print("  " + s)
    return 0


if __name__ == "__main__":
    sys.exit(main())
