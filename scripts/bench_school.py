#!/usr/bin/env python3
"""Benchmark the book's own school (edition/analyse/examples/school.py) on top of the checker:
find every example of an edition, check them all (as `liuren check`), then infer each book's
school and re-check the findings under it (``book_status``), median of N runs in one process
with the engine's cache cleared before each check (the school then runs after the check, as
in ``liuren analyse``).

Budget: the school (inference + verdicts under it) ≤ 2 s on top of the check, for an edition
with the seven juan of 六壬大全 (KR3g0031_000–006, about 430 casts).

    python scripts/bench_school.py --edition DIR [--runs 3] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edition.analyse.examples import school, witness_examples  # noqa: E402
from edition.analyse.examples.check import check_all  # noqa: E402
from edition.analyse.witness import witnesses  # noqa: E402
from edition.core.edition import load  # noqa: E402
from engine import set_cache  # noqa: E402

BUDGET = 2.0


def once(ed) -> dict:
    ws = witnesses(ed)
    exs = [ex for w in ws for ex in witness_examples(w)]
    set_cache(True)                       # clears the engine's caches
    t0 = time.perf_counter()
    found = check_all(exs, {w.file: w.lines for w in ws})
    t1 = time.perf_counter()
    books = school.schools(ed, exs)
    t2 = time.perf_counter()
    school.add_book_verdicts(found, exs, ed, books)
    t3 = time.perf_counter()
    return {"examples": len(exs), "casts": len(school.casts(exs)), "check_s": t1 - t0,
            "infer_s": t2 - t1, "book_verdicts_s": t3 - t2,
            "changed": sum(f.book_status != f.status for f in found),
            "schools": {b.book: b.non_default() for b in books}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--edition", type=Path, default=ROOT, help="edition folder (default: the checkout)")
    a = ap.parse_args()
    ed = load(a.edition)
    runs = [once(ed) for _ in range(a.runs)]
    med = {k: round(statistics.median(r[k] for r in runs), 3)
           for k in ("check_s", "infer_s", "book_verdicts_s")}
    school_s = round(med["infer_s"] + med["book_verdicts_s"], 3)
    res = {"examples": runs[0]["examples"], "casts": runs[0]["casts"], **med,
           "book_status_differs": runs[0]["changed"],
           "school_s": school_s, "budget_s": BUDGET, "within_budget": school_s <= BUDGET,
           "schools": runs[0]["schools"]}
    if a.json:
        print(json.dumps(res, ensure_ascii=False))
    else:
        print(f"{res['examples']} examples ({res['casts']} casts): check {med['check_s']:.3f} s; "
              f"school {school_s:.3f} s (inference {med['infer_s']:.3f} s, verdicts under it "
              f"{med['book_verdicts_s']:.3f} s; median of {a.runs}; budget {BUDGET} s: "
              f"{'ok' if res['within_budget'] else 'OVER'}); book_status differs from status "
              f"on {res['book_status_differs']}")
        for b, nd in res["schools"].items():
            print(f"  {b}: " + (", ".join(f"{k}={v}" for k, v in nd.items()) or "the defaults"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
