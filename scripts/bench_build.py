#!/usr/bin/env python3
"""Time `liuren build` on the corpus and report page weights.

    python scripts/bench_build.py [--runs 5] [--out DIR] [--cold]

``--cold``: every run recomputes the analysis (``edition.analyse.run`` keeps it in the
edition's build/cache/), as a fresh clone does.

Prints the wall time of each phase (read TEI + engine + checker, render, atomic write) as the
median over the runs, the total against the 5 s budget, and bytes per page.
"""
from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edition.publish.html.site import collect, render, write_site  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--cold", action="store_true", help="recompute the analysis every run")
    ap.add_argument("--edition", type=Path, default=ROOT, help="edition folder (default: the checkout)")
    args = ap.parse_args()
    from edition.analyse import run
    from edition.core.edition import load
    ed = load(args.edition)
    out = args.out or Path(tempfile.mkdtemp(prefix="bench-site-")) / "edition"
    phases: dict[str, list[float]] = {"collect": [], "render": [], "write": [], "total": []}
    files = {}
    for _ in range(args.runs):
        t0 = time.perf_counter()
        site = collect(ed, run.load(ed, refresh=args.cold))
        t1 = time.perf_counter()
        files = render(site)
        t2 = time.perf_counter()
        write_site(files, out)
        t3 = time.perf_counter()
        for k, v in zip(phases, (t1 - t0, t2 - t1, t3 - t2, t3 - t0)):
            phases[k].append(v)
    print(f"build of {ed.root.name} into {out}: {args.runs} runs, median seconds")
    for k, v in phases.items():
        print(f"  {k:8} {statistics.median(v):7.3f}   (min {min(v):.3f}, max {max(v):.3f})")
    total = statistics.median(phases["total"])
    print(f"  budget   5.000   {'OK' if total < 5 else 'OVER'}")
    print("page weights (bytes, and gzip -9 as a server would send them):")
    for name, data in files.items():
        if name.endswith((".html", ".js", ".css")) and not name.startswith(("rule-", "ke-")) \
                or name == "ke-index.html":
            print(f"  {len(data):>9}  {len(gzip.compress(data, 9, mtime=0)):>8}  {name}")
    for prefix in ("rule-", "ke-"):
        sizes = [(len(d), len(gzip.compress(d, 9, mtime=0)), n) for n, d in files.items()
                 if n.startswith(prefix) and n != "ke-index.html"]
        if sizes:
            big = max(sizes)
            print(f"  {big[0]:>9}  {big[1]:>8}  {prefix}*.html: largest of {len(sizes)} ({big[2]}); "
                  f"smallest {min(sizes)[0]}, total {sum(x[0] for x in sizes)}")
    print(f"  {sum(len(d) for d in files.values()):>9}  {'':>8}  all {len(files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
