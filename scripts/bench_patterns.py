#!/usr/bin/env python3
"""Benchmark 課體/格 detection: `engine.patterns.detect` over all 720 課 × 晝 and 夜 (1,440
charts, cast beforehand), with no date context and with a full one (year, month, season,
hour, 行年, 本命, 四立) so that every rule runs. Reports the median of N runs of CPU time
(`time.process_time`, robust to other processes loading the machine) and of wall time; the
budget is checked on CPU time.

Budget: pattern detection adds under 50 µs per cast on average over the 720 課.

    python scripts/bench_patterns.py [--runs 5] [--json]
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

from engine import cast  # noqa: E402
from engine.patterns import PATTERN_RULES, Context, detect  # noqa: E402

BUDGET_US = 50.0


def charts():
    return [cast(d, o, dt) for d in range(60) for o in range(12) for dt in (True, False)]


def contexts(n: int):
    """Full contexts varied by chart index (deterministic), so no rule is skipped."""
    return [Context(year=i % 12, month=(i * 5) % 12, hour=(i * 7) % 12, nian=(i * 11) % 12,
                    birth=(i * 3) % 12, si_li=(i % 4 == 0)) for i in range(n)]


def run(cs, ctxs) -> tuple[float, float]:
    """(CPU seconds, wall seconds) for one pass over the charts."""
    t, w = time.process_time(), time.perf_counter()
    if ctxs is None:
        for c in cs:
            detect(c)
    else:
        for c, x in zip(cs, ctxs):
            detect(c, x)
    return time.process_time() - t, time.perf_counter() - w


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    cs = charts()
    full = contexts(len(cs))
    res = {"charts": len(cs), "rules": len(PATTERN_RULES), "budget_us": BUDGET_US}
    for name, ctxs in (("no_context", None), ("full_context", full)):
        run(cs, ctxs)  # warm-up
        ts = [run(cs, ctxs) for _ in range(a.runs)]
        cpu = statistics.median(t[0] for t in ts)
        wall = statistics.median(t[1] for t in ts)
        res[name] = {"median_total_ms": round(cpu * 1e3, 2),
                     "per_chart_us": round(cpu / len(cs) * 1e6, 2),
                     "wall_per_chart_us": round(wall / len(cs) * 1e6, 2)}
    ok = all(res[k]["per_chart_us"] < BUDGET_US for k in ("no_context", "full_context"))
    res["within_budget"] = ok
    if a.json:
        print(json.dumps(res, ensure_ascii=False, indent=1))
    else:
        print(f"{res['charts']} charts, {res['rules']} rules, median of {a.runs} runs")
        for k in ("no_context", "full_context"):
            r = res[k]
            print(f"  {k:13s} {r['median_total_ms']:8.2f} ms CPU total  "
                  f"{r['per_chart_us']:7.2f} µs/chart CPU  ({r['wall_per_chart_us']:.2f} µs "
                  f"wall; budget {BUDGET_US:.0f} µs)")
        print("within budget" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
