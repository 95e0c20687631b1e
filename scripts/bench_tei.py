#!/usr/bin/env python3
"""Benchmark of the TEI tools against their budget:

* ``liuren validate`` for the whole corpus (both schemas, TEI All compiled once): < 20 s;
* ``liuren emendations --json``: < 1 s;
* ``liuren import --check`` (a fresh import compared with tei/, writes nothing), when the
  command exists.

Each command runs as a subprocess, as a user would run it; the figures are wall time and the
child's CPU time (user + sys: on a loaded machine wall time says little), the best of
``--repeat`` runs. Then an in-process breakdown of ``validate``: schema compilation and the
checks of each file. Prints a table, or JSON with ``--json``. Writes nothing.

    python scripts/bench_tei.py [--repeat N] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BUDGET = {"validate": 20.0, "emendations --json": 1.0}


def timed(argv: list[str]) -> tuple[float, float, int]:
    """(wall seconds, child CPU seconds, exit code) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode not in (0, 1):
        sys.stderr.write(proc.stderr.decode("utf-8", "replace"))
    return wall, cpu, proc.returncode


def best(argv, repeat):
    runs = [timed(argv) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs), runs[-1][2]


def has_import_check() -> bool:
    p = subprocess.run([sys.executable, "-m", "edition.cli", "import", "--help"], cwd=ROOT,
                       capture_output=True, text=True)
    return p.returncode == 0 and "--check" in p.stdout


def breakdown() -> dict:
    from edition.core.edition import load
    from edition.analyse.standoff import validator
    from edition.encode.validate import edition_files, find_tei_all, load_schema
    ed = load(ROOT)
    out = {}
    t = time.perf_counter()
    rng = find_tei_all(ed=ed)
    if rng is not None:
        load_schema(rng)
    out["compile TEI All" if rng else "TEI All not found: not compiled"] = time.perf_counter() - t
    t = time.perf_counter()
    v = validator(rng, ed)
    out["compile the project schemas"] = time.perf_counter() - t
    for f in edition_files(ed):
        t = time.perf_counter()
        problems, n = v.check_file(f)
        out[f"check {f.name} ({n} elements, {len(problems)} problems)"] = time.perf_counter() - t
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per command (best is kept)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    liuren = [sys.executable, "-m", "edition.cli"]
    commands = {"validate": liuren + ["validate"],
                "emendations --json": liuren + ["emendations", "--json"]}
    if has_import_check():
        commands["import --check"] = liuren + ["import", "--check"]
    results = {}
    for name, argv in commands.items():
        wall, cpu, code = best(argv, args.repeat)
        results[name] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "exit": code,
                         "budget_s": BUDGET.get(name)}
    parts = {k: round(v, 3) for k, v in breakdown().items()}
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"commands": results, "validate_breakdown_s": parts,
                          "cpus": os.cpu_count(), "load": round(load, 2)}, indent=1))
        return 0
    print(f"{os.cpu_count()} CPUs, load average {load:.2f}; best of {args.repeat} runs")
    print(f"{'command':<26} {'wall s':>8} {'cpu s':>8} {'budget s':>9}  exit")
    for name, r in results.items():
        b = f"{r['budget_s']:.0f}" if r["budget_s"] else "-"
        print(f"liuren {name:<19} {r['wall_s']:>8.2f} {r['cpu_s']:>8.2f} {b:>9}  {r['exit']}")
    print("\nvalidate, in process:")
    for k, v in parts.items():
        print(f"  {v:8.3f} s  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
