#!/usr/bin/env python3
"""Benchmark the cross-references: `liuren parallels` over the corpus and `liuren xref`
per call, end to end (a fresh process each run, as a user runs them), median of N runs; and
in-process figures (the parallels search alone, one atlas entry, the whole atlas).

Budget: `liuren parallels` < 5 s; `liuren xref` < 0.5 s per call. The atlas's
checked examples are cached (build/cache/xref/); the first run after an input changes re-checks
them (reported separately as "cold").

    python scripts/bench_xref.py [--runs 5] [--json]
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

CALLS = {
    "parallels": ["parallels"],
    "parallels --json": ["parallels", "--json"],
    "parallels --loose": ["parallels", "--loose"],
    "xref 丁丑 --offset 8": ["xref", "丁丑", "--offset", "8"],
    "xref 庚午 --plate 辰加子 --json": ["xref", "庚午", "--plate", "辰加子", "--json"],
    "xref '丙辰 1 夜'": ["xref", "丙辰 1 夜"],
    "xref --shared": ["xref", "--shared"],
    "xref --shared --json": ["xref", "--shared", "--json"],
}


def run_cli(args: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "edition.cli", *args], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    from edition.analyse import parallels as P
    from edition.analyse import run
    from edition.analyse import xref as X
    from edition.analyse.witness import witnesses
    from edition.core.edition import load
    ed = load(ROOT)
    res: dict[str, float] = {}
    t = time.perf_counter()
    an = run.load(ed, refresh=True)             # cold: the whole analysis, written to the cache
    res["analysis cold (examples, checks, links, parallels)"] = time.perf_counter() - t
    units = P.witness_units(witnesses(ed))
    res["parallels search (in process)"] = statistics.median(
        timed(lambda: P.find_parallels(units), a.runs))
    res["parallels --loose search (in process)"] = statistics.median(
        timed(lambda: P.find_parallels(units, loose=True), a.runs))
    recs, disc = X.printings(an), X.discussions(an)
    res["one atlas entry (in process)"] = statistics.median(
        timed(lambda: X.entry("丁丑", 8, recs=recs, disc=disc), a.runs))
    res["whole atlas, 720 entries (in process)"] = statistics.median(
        timed(lambda: X.atlas(recs, disc), a.runs))
    for label, args in CALLS.items():
        res[f"liuren {label}"] = statistics.median(run_cli(args) for _ in range(a.runs))
    if a.json:
        print(json.dumps({k: round(v, 4) for k, v in res.items()}, ensure_ascii=False, indent=2))
    else:
        for k, v in res.items():
            print(f"{k:48s} {v * 1000:8.1f} ms")
    budget = [res[f"liuren {k}"] < 5 for k in CALLS if k.startswith("parallels")]
    budget += [res[f"liuren {k}"] < 0.5 for k in CALLS if k.startswith("xref")]
    return 0 if all(budget) else 1


if __name__ == "__main__":
    sys.exit(main())
