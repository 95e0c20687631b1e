#!/usr/bin/env python3
"""Benchmark the engine: all 720 課 × 晝 and 夜 (1,440 casts) in one process, median of 5
runs, with the (day, offset, options) cache off and on; then `liuren table --json` end to end.

Budget: 1,440 casts < 20 ms; `liuren table --json` < 1 s.

    python scripts/bench_engine.py [--runs 5] [--json]
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

from engine import cast, set_cache  # noqa: E402
from engine.options import DEFAULT  # noqa: E402


def all_casts() -> float:
    t = time.perf_counter()
    for d in range(60):
        for o in range(12):
            cast(d, o, True, DEFAULT)
            cast(d, o, False, DEFAULT)
    return time.perf_counter() - t


def bench(cache: bool, runs: int) -> list[float]:
    set_cache(cache)
    if cache:
        all_casts()  # warm the cache: the figure is for casts served from it
    return [all_casts() for _ in range(runs)]


def bench_cli(runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.run([sys.executable, "-m", "edition.cli", "table", "--json"], cwd=ROOT,
                           capture_output=True, check=True)
        out.append(time.perf_counter() - t)
        assert len(json.loads(p.stdout)) == 720
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    res = {}
    for name, cache in (("uncached", False), ("cached", True)):
        ts = bench(cache, a.runs)
        res[name] = {"median_ms": statistics.median(ts) * 1e3,
                     "per_cast_us": statistics.median(ts) / 1440 * 1e6,
                     "runs_ms": [round(t * 1e3, 3) for t in ts]}
    set_cache(True)
    ts = bench_cli(a.runs)
    res["table_json_cli"] = {"median_ms": statistics.median(ts) * 1e3,
                             "runs_ms": [round(t * 1e3, 1) for t in ts]}
    if a.json:
        print(json.dumps(res, indent=2))
    else:
        for name in ("uncached", "cached"):
            r = res[name]
            print(f"1,440 casts ({name:8}): median {r['median_ms']:.2f} ms "
                  f"({r['per_cast_us']:.2f} µs/cast) over {a.runs} runs; budget 20 ms")
        r = res["table_json_cli"]
        print(f"liuren table --json end to end: median {r['median_ms']:.0f} ms over {a.runs} "
              "runs; budget 1000 ms")
    ok = res["uncached"]["median_ms"] < 20 and res["table_json_cli"]["median_ms"] < 1000
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
