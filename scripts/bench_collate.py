#!/usr/bin/env python3
"""Benchmark of ``liuren collate`` (edition.analyse.collate) at 1×, 2× and 4× the juan of
六壬大全 at hand, two witnesses (master and WYG), and beside CollateX.

Budget (issue #18): all 13 juan in two witnesses (about 2 × 450,000 characters) collated in
at most 10 s and 500 MB, growing linearly. Only juan 000–006 are here (about 2 × 100,000
units), so the witnesses are made longer by concatenation: the text layers of every juan at
hand, master against WYG, repeated 1, 2 and 4 times, with a few variants injected into the
WYG copy of each repeat (an omission, an addition, a substitution, a transposition every
20,000 units). Each scale runs in a process of its own, which reports its wall time (from
the TEI text layers to the collation's TEI bytes: reading, streams, alignment, apps,
serialisation) and its peak memory (``resource.getrusage``, the whole process).

``--collatex`` also times CollateX (PyPI ``collatex``, if installed) and the same pipeline on
one pair of 4,000 characters (KR3g0031_005 from its line 100, WYG with injected variants),
one token per character (CollateX splits on whitespace, which would make unpunctuated
Chinese one token), each in a process of its own.

    python scripts/bench_collate.py [--scales 1,2,4] [--collatex] [--timeout S] [--json]
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

BUDGET_S, BUDGET_MB = 10.0, 500
TARGET_UNITS = 450_000          # 13 juan, one witness


def folder(name: str) -> Path:
    for parent in ROOT.parents:
        p = parent / "shared" / "witnesses" / name
        if p.is_dir():
            return p
    sys.exit(f"bench_collate: ../shared/witnesses/{name} not found")


def tei_layers() -> list[tuple[bytes, bytes]]:
    """(master TEI, WYG TEI) bytes of every juan at hand, as `liuren import` writes them."""
    from edition.encode import kanripo as k
    from edition.encode.serialize import serialize
    out = []
    a, b = folder("KR3g0031"), folder("KR3g0031-WYG")
    for p in sorted(a.glob("KR3g0031_*.txt")):
        pair = []
        for f in (p, b / p.name):
            pair.append(serialize(k.to_tei(k.parse(f.read_text(encoding="utf-8"), f.name), {})))
        out.append(tuple(pair))
    return out


def inject(text: str, n: int) -> str:
    """Variant ``n % 4`` in the middle of a paragraph's text: omission, addition,
    substitution, transposition (two characters swapped)."""
    m = len(text) // 2
    if len(text) < 8 or not all("\u4e00" <= c <= "\u9fff" for c in text[m:m + 2]):
        return text
    return (text[:m] + text[m + 1:], text[:m] + "天" + text[m:],
            text[:m] + "地" + text[m + 1:], text[:m] + text[m + 1] + text[m] + text[m + 2:])[n % 4]


def units(data: bytes, shift: int, every: int = 0, state=None):
    """The units of one TEI text layer (lines shifted, variants injected every ``every``)."""
    from edition.core.tei import parse_bytes
    from edition.encode import kanripo as k
    for p in k.paragraphs(parse_bytes(data)):
        offsets = tuple((s, ln + shift, col) for s, (ln, col) in zip(p.starts, p.points))
        text = p.text
        if every and state is not None:
            state[0] += len(text)
            if state[0] >= every:
                new = inject(text, state[1])
                if new != text:
                    state[0], text = 0, new
                    state[1] += 1
        yield text, p.line + shift, offsets, 0, len(text), p.id


def run_scale(scale: int) -> dict:
    """One scale, in this process: the figures of issue #18."""
    from edition.analyse import collate as C
    from edition.analyse import collation as CN
    from edition.core.edition import Source
    layers = tei_layers()
    t0, c0 = time.perf_counter(), time.process_time()
    state = [0, 0]
    a = C.stream("master", "KR3g0031.txt", (u for r in range(scale) for n, (x, _) in
                                            enumerate(layers) for u in units(x, (r * 10 + n) * 10_000)))
    b = C.stream("WYG", "WYG/KR3g0031.txt", (u for r in range(scale) for n, (_, y) in
                                             enumerate(layers)
                                             for u in units(y, (r * 10 + n) * 10_000, 20_000, state)))
    c1 = time.process_time()
    col = C.collate([a, b])
    c2 = time.process_time()
    src = Source(id="KR3g0031", file="KR3g0031.txt", format="kanripo", siglum="master")
    data = CN.tei_bytes(src, col)
    c3, t3 = time.process_time(), time.perf_counter()
    return {"scale": scale, "units": [len(a), len(b)], "injected": state[1],
            "apps": col.counts(), "seconds": round(t3 - t0, 3),
            "read_and_streams": round(c1 - c0, 3), "align_and_apps": round(c2 - c1, 3),
            "tei": round(c3 - c2, 3), "tei_bytes": len(data),
            "cpu_seconds": round(c3 - c0, 3),
            "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def pair_4000() -> tuple[str, str]:
    """4,000 characters of KR3g0031_005 (from its line 100) and the same in WYG with a
    variant every 500 characters."""
    from edition.analyse import collate as C
    layers = tei_layers()
    x, y = layers[5]
    a = C.stream("A", "a", units(x, 0))
    b = C.stream("B", "b", units(y, 0, 500, [0, 0]))
    i = next(k for k in range(len(a)) if a.lines[k] >= 100)
    j = next(k for k in range(len(b)) if b.lines[k] >= 100)
    return a.text(i, i + 4000, inner=False), b.text(j, j + 4000, inner=False)


def run_pair(tool: str) -> dict:
    a, b = pair_4000()
    t0 = time.perf_counter()
    if tool == "collatex":
        from collatex import Collation, collate
        c = Collation.create_from_dict({"witnesses": [
            {"id": "A", "tokens": [{"t": ch} for ch in a]},
            {"id": "B", "tokens": [{"t": ch} for ch in b]}]})
        collate(c, output="json", segmentation=False)
        n = None
    else:
        from edition.analyse import collate as C
        col = C.collate([C.stream("A", "a", [(a, 1, (), 0, len(a), "p")]),
                         C.stream("B", "b", [(b, 1, (), 0, len(b), "p")])])
        n = len(col.apps)
    return {"tool": tool, "chars": [len(a), len(b)], "apps": n,
            "seconds": round(time.perf_counter() - t0, 3),
            "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def child(args: list[str], timeout: float) -> dict:
    cmd = [sys.executable, __file__] + args
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"args": args, "error": f"timed out after {timeout:.0f} s"}
    if p.returncode:
        return {"args": args, "error": (p.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(p.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scales", default="1,2,4")
    ap.add_argument("--collatex", action="store_true")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--pair", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_scale(args.one)))
        return 0
    if args.pair:
        print(json.dumps(run_pair(args.pair)))
        return 0
    rows = [child(["--one", s], args.timeout) for s in args.scales.split(",")]
    pairs = []
    if args.collatex:
        pairs = [child(["--pair", t], args.timeout) for t in ("liuren", "collatex")]
    if args.json:
        print(json.dumps({"scales": rows, "pair_4000": pairs}, ensure_ascii=False, indent=1))
        return 0
    ok = True
    for r in rows:
        if "error" in r:
            print(f"{r['args']}: {r['error']}")
            ok = False
            continue
        per = r["cpu_seconds"] / r["units"][0] * 1e6
        print(f"{r['scale']}×: {r['units'][0]:,} + {r['units'][1]:,} units, {r['injected']} "
              f"injected → {sum(r['apps'].values())} apps {r['apps']}; {r['seconds']:.2f} s "
              f"wall, CPU {r['cpu_seconds']:.2f} s (read {r['read_and_streams']:.2f}, align "
              f"{r['align_and_apps']:.2f}, TEI {r['tei']:.2f}), {per:.1f} µs CPU/unit, peak "
              f"{r['peak_mb']:.0f} MB")
    good = [r for r in rows if "error" not in r]
    if good:
        big = max(good, key=lambda r: r["units"][0])
        est = big["seconds"] / big["units"][0] * TARGET_UNITS
        cpu = big["cpu_seconds"] / big["units"][0] * TARGET_UNITS
        ok = ok and est <= BUDGET_S and big["peak_mb"] <= BUDGET_MB
        print(f"13 juan (2 × {TARGET_UNITS:,}) at the {big['scale']}× rate: about {est:.1f} s "
              f"wall, {cpu:.1f} s CPU; peak {big['peak_mb']:.0f} MB at "
              f"{big['units'][0]:,} units (budget {BUDGET_S:.0f} s, {BUDGET_MB} MB)")
    for p in pairs:
        print(f"4,000-character pair, {p.get('tool', p.get('args'))}: "
              + (p["error"] if "error" in p else f"{p['seconds']:.2f} s, peak {p['peak_mb']:.0f} MB"))
    if len(pairs) == 2 and all("error" not in p for p in pairs):
        print(f"CollateX / liuren: {pairs[1]['seconds'] / max(pairs[0]['seconds'], 1e-6):,.0f}× "
              f"the time, {pairs[1]['peak_mb'] / pairs[0]['peak_mb']:.1f}× the memory")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
