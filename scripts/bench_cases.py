#!/usr/bin/env python3
"""Benchmark and measure a case collection (issue 20): import a witness into a fresh edition
and check it, as a new user would (`liuren init --empty`, `liuren import`, `liuren check
--json`, each a fresh process), and report

* the time of import + check (budget 5 s);
* the cases found, and those whose day and plate (將 and 時) were read;
* the chart cells printed and read (a cell with a value of its slot, or a glyph of another
  slot: 丑 where a general stands), by field;
* the statuses, the cases flagged (``printed-error-new``) and their certain cells, cited.

    python scripts/bench_cases.py [WITNESS.txt] [--json]

WITNESS defaults to ../shared/witnesses/duanan/liuren_duanan_01-31.txt beside the checkout.
"""
from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT.parent / "shared" / "witnesses" / "duanan" / "liuren_duanan_01-31.txt"
BUDGET_S = 5.0
# the printed chart cells the measure counts (issue 20: ring, lessons, transmissions,
# generals, 遁干, 六親); the notes, 空亡 and the names are claims of their own
CHART_CELLS = ("plate", "ring_generals", "lessons", "lesson_generals", "transmissions",
               "transmission_generals", "dun_gan", "liuqin")


def cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "edition.cli", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True)


def measure(rows: list[dict]) -> dict:
    cases = [r for r in rows if r["kind"] == "case"]
    plate = [r for r in cases if r["printed"].get("day") and r["printed"].get("jiang")
             and r["printed"].get("hour")]
    printed = collections.Counter()
    read = collections.Counter()
    for r in cases:
        for c in r.get("cells", ()):
            head = c["field"].split(".")[0]
            if head not in CHART_CELLS:
                continue
            if c["printed"]:
                printed[head] += 1
                if c["result"] != "unread":
                    read[head] += 1
    flagged = [r for r in cases if r["status"] == "printed-error-new"]
    return {
        "cases": len(cases), "cases_with_day_and_plate": len(plate),
        "cells_printed": sum(printed.values()), "cells_read": sum(read.values()),
        "cells_read_share": round(sum(read.values()) / max(1, sum(printed.values())), 4),
        "cells_by_field": {k: [read[k], printed[k]] for k in printed},
        "statuses": dict(collections.Counter(r["status"] for r in cases)),
        "book_statuses": dict(collections.Counter(r["book_status"] for r in cases)),
        "flagged": [{"case": r["name"], "cite": f"{r['source']}:{r['line']}",
                     "cells": [f"{c['field']} printed {c['printed']}, cast {c['computed']} "
                               f"({c['where']})" for c in r["cells"] if c["certain"]]}
                    for r in flagged],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("witness", nargs="?", type=Path, default=DEFAULT)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if not a.witness.is_file():
        print(f"bench_cases: no witness at {a.witness}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        ed = Path(tmp) / "ed"
        assert cli("init", "--empty", ed).returncode == 0
        t = time.perf_counter()
        imp = cli("import", a.witness, "--edition", ed)
        chk = cli("check", "--json", "--edition", ed)
        took = time.perf_counter() - t
        if imp.returncode or chk.returncode:
            print(imp.stderr + chk.stderr, file=sys.stderr)
            return 1
        res = measure(json.loads(chk.stdout))
    res.update(import_and_check_s=round(took, 2), budget_s=BUDGET_S, within_budget=took <= BUDGET_S)
    if a.json:
        print(json.dumps(res, ensure_ascii=False, indent=1))
        return 0
    print(f"{a.witness.name}: {res['cases']} cases found, {res['cases_with_day_and_plate']} with "
          f"their day, 將 and 時; {res['cells_read']} of {res['cells_printed']} printed chart cells "
          f"read ({100 * res['cells_read_share']:.1f} %)")
    print("statuses: " + ", ".join(f"{k} {v}" for k, v in res["statuses"].items())
          + "; under the book's school: "
          + ", ".join(f"{k} {v}" for k, v in res["book_statuses"].items()))
    for f in res["flagged"]:
        print(f"flagged {f['case']} ({f['cite']}): " + "; ".join(f["cells"]))
    print(f"import + check {took:.2f} s (budget {BUDGET_S:.0f} s: "
          f"{'ok' if res['within_budget'] else 'OVER'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
