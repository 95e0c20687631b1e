#!/usr/bin/env python3
"""Benchmark an edition made as a scholar makes one: `liuren init`, then `liuren import` of a
Kanripo repository folder (六壬大全 juan 000–006), then `check`, `index` and `build`, each a
fresh `liuren` process, as the README's commands run them.

Budgets: the bundled edition plus juan 000–006 imported, checked, indexed and built together in
≤ 30 s on a 2-core machine; the check of one cast median ≤ 5 ms; no HTML page over 1 MB.

    python scripts/bench_edition.py [--witness ../shared/witnesses/KR3g0031] [--empty] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def liuren(*args) -> float:
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "edition.cli", *map(str, args)],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"liuren {' '.join(map(str, args))} failed ({p.returncode}): {p.stderr.strip()}")
    return time.perf_counter() - t


def per_cast(folder: Path) -> dict:
    """The check of each cast on its own (the whole edition's examples as context), median."""
    from edition.analyse.examples import witness_examples
    from edition.analyse.examples.check import Checker
    from edition.analyse.witness import witnesses
    from edition.core.edition import load
    ws = witnesses(load(folder))
    exs = [ex for w in ws for ex in witness_examples(w)]
    ck = Checker(exs)
    times: dict[str, list[float]] = {}
    for ex in exs:
        t = time.perf_counter()
        ck.check(ex)
        times.setdefault(ex.source, []).append(time.perf_counter() - t)
    every = [x for v in times.values() for x in v]
    return {"casts": len(every), "median_ms": round(statistics.median(every) * 1000, 3),
            "max_ms": round(max(every) * 1000, 1),
            "median_ms_by_source": {k: round(statistics.median(v) * 1000, 3)
                                    for k, v in sorted(times.items())}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--witness", type=Path, default=ROOT.parent / "shared" / "witnesses" / "KR3g0031")
    ap.add_argument("--empty", action="store_true", help="start from an empty edition")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if not (a.witness / "Readme.org").is_file():
        sys.exit(f"{a.witness}: not a Kanripo repository folder")
    base = Path(tempfile.mkdtemp(prefix="bench-edition-"))
    folder = base / "ed"
    res: dict = {"cpus": os.cpu_count(), "load": round(os.getloadavg()[0], 2)}
    res["init_s"] = liuren("init", *(["--empty"] if a.empty else []), folder)
    steps = {"import": ["import", a.witness], "check": ["check"], "index": ["index"],
             "build": ["build"]}
    for name, args in steps.items():
        res[f"{name}_s"] = liuren(*args, "--edition", folder)
    res["total_s"] = sum(res[f"{k}_s"] for k in steps)
    res["budget_s"] = 30
    res["check_per_cast"] = per_cast(folder)
    pages = sorted(((p.stat().st_size, p.name) for p in (folder / "build" / "edition").glob("*.html")),
                   reverse=True)
    res["pages"] = len(pages)
    res["largest_pages"] = [{"page": n, "bytes": s} for s, n in pages[:5]]
    res["pages_over_1MB"] = [n for s, n in pages if s > 1_000_000]
    res = {k: (round(v, 3) if isinstance(v, float) else v) for k, v in res.items()}
    if a.json:
        print(json.dumps(res, ensure_ascii=False, indent=1))
    else:
        print(f"{res['cpus']} CPUs, load average {res['load']}; edition in {folder}")
        for k in ("init", *steps):
            print(f"  liuren {k:<8} {res[f'{k}_s']:7.2f} s")
        print(f"  import + check + index + build {res['total_s']:.2f} s (budget 30 s: "
              f"{'ok' if res['total_s'] <= 30 else 'OVER'})")
        c = res["check_per_cast"]
        print(f"  check per cast: {c['casts']} casts, median {c['median_ms']} ms (budget 5 ms), "
              f"max {c['max_ms']} ms")
        print(f"  {res['pages']} pages; largest " + ", ".join(
            f"{p['page']} {p['bytes'] / 1e6:.2f} MB" for p in res["largest_pages"][:3])
            + f"; over 1 MB: {len(res['pages_over_1MB'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
