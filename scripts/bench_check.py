#!/usr/bin/env python3
"""Benchmark the checker: find every example of an edition (detector + curated file), check
them all (partial-example search, school options and explanations included), median of N runs
in one process with the engine's cache cleared before each; then `liuren check --json` end to
end in a fresh process (the analysis cache then answers: a second run is the common case).

Budget: `liuren check` over the whole corpus < 3 s.

    python scripts/bench_check.py [--runs 5] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edition.analyse.examples import witness_examples  # noqa: E402
from edition.analyse.examples.check import check_all  # noqa: E402
from edition.analyse.witness import witnesses  # noqa: E402
from edition.core.edition import load  # noqa: E402
from engine import set_cache  # noqa: E402


def once(ed) -> tuple[float, float, int]:
    set_cache(True)                       # clears the engine's caches
    t0 = time.perf_counter()
    ws = witnesses(ed)
    exs = [ex for w in ws for ex in witness_examples(w)]
    t1 = time.perf_counter()
    check_all(exs, {w.file: w.lines for w in ws})
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1, len(exs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--edition", type=Path, default=ROOT, help="edition folder (default: the checkout)")
    a = ap.parse_args()
    ed = load(a.edition)
    runs = [once(ed) for _ in range(a.runs)]
    find = statistics.median(r[0] for r in runs)
    check = statistics.median(r[1] for r in runs)
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "edition.cli", "check", "--json", "--edition",
                        str(a.edition)], cwd=ROOT, capture_output=True, text=True)
    cli = time.perf_counter() - t
    n = len(json.loads(p.stdout)) if p.returncode == 0 else None
    res = {"examples": runs[0][2], "find_s": round(find, 3), "check_s": round(check, 3),
           "cli_check_json_s": round(cli, 3), "cli_examples": n, "budget_s": 3.0,
           "within_budget": cli < 3.0}
    if a.json:
        print(json.dumps(res))
    else:
        print(f"{res['examples']} examples: find {find:.3f} s, check {check:.3f} s "
              f"(median of {a.runs}); `liuren check --json` end to end {cli:.3f} s "
              f"(budget 3 s: {'ok' if res['within_budget'] else 'OVER'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
