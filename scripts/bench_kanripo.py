#!/usr/bin/env python3
"""Benchmark of edition.encode.kanripo on the seven juan of 六壬大全 (KR3g0031_000-006).

Budget: parse + encode (``to_tei``) + serialize all seven juan in well under 2 s. Also times
the way back (re-parse the bytes, ``diplomatic``, ``paragraphs``), which is not budgeted.
Figures are the best of ``--repeat`` runs, wall and process CPU time (on a loaded machine
wall time says little). Writes nothing.

    python scripts/bench_kanripo.py [FOLDER] [--repeat N] [--json]

FOLDER defaults to ``$LIUREN_KANRIPO``, else ``shared/witnesses/KR3g0031`` beside an ancestor
of the checkout.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BUDGET_S = 2.0


def default_folder() -> Path | None:
    if os.environ.get("LIUREN_KANRIPO"):
        return Path(os.environ["LIUREN_KANRIPO"])
    for parent in ROOT.parents:
        p = parent / "shared" / "witnesses" / "KR3g0031"
        if p.is_dir():
            return p
    return None


def timed(fn) -> tuple[float, float]:
    c0, t0 = time.process_time(), time.perf_counter()
    fn()
    return time.perf_counter() - t0, time.process_time() - c0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", nargs="?", type=Path, default=None)
    ap.add_argument("--repeat", type=int, default=5, help="runs (the best is kept)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    folder = args.folder or default_folder()
    if folder is None or not folder.is_dir():
        print(f"bench_kanripo: no Kanripo folder ({folder or 'set LIUREN_KANRIPO'})", file=sys.stderr)
        return 2

    from edition.encode import kanripo
    from edition.core.tei import parse_bytes
    from edition.encode.serialize import serialize

    repo = kanripo.read_repository(folder)
    raws = {p.name: p.read_bytes().decode("utf-8") for p in repo.files}
    out: dict[str, bytes] = {}

    def encode():
        for name, raw in raws.items():
            out[name] = serialize(kanripo.to_tei(kanripo.parse(raw, name), {}))

    def back():
        for name, data in out.items():
            root = parse_bytes(data).getroot()
            assert kanripo.diplomatic(root) == raws[name], name
            kanripo.paragraphs(root)

    enc = min(timed(encode) for _ in range(args.repeat))
    dec = min(timed(back) for _ in range(args.repeat))
    per = {}
    for name, raw in raws.items():
        per[name] = round(min(timed(lambda: serialize(kanripo.to_tei(kanripo.parse(raw, name))))
                              for _ in range(args.repeat))[0], 4)
    lines = sum(len(r.split("\n")) for r in raws.values())
    result = {
        "files": len(raws), "lines": lines, "bytes": sum(len(r.encode()) for r in raws.values()),
        "encode_wall_s": round(enc[0], 3), "encode_cpu_s": round(enc[1], 3), "budget_s": BUDGET_S,
        "back_wall_s": round(dec[0], 3), "back_cpu_s": round(dec[1], 3),
        "per_file_wall_s": per, "cpus": os.cpu_count(), "load": round(os.getloadavg()[0], 2),
    }
    if args.json:
        print(json.dumps(result, indent=1, ensure_ascii=False))
    else:
        print(f"{result['files']} files, {lines} lines, {result['bytes']} bytes; "
              f"best of {args.repeat} runs; {result['cpus']} CPUs, load {result['load']}")
        print(f"parse + to_tei + serialize: {enc[0]:.3f} s wall, {enc[1]:.3f} s CPU (budget {BUDGET_S} s)")
        print(f"re-parse + diplomatic + paragraphs: {dec[0]:.3f} s wall, {dec[1]:.3f} s CPU")
        for name, t in per.items():
            print(f"  {t:7.4f} s  {name}")
    return 0 if enc[0] < BUDGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
