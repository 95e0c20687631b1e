"""Benchmark of the search index (budget: build < 3 s, median query < 5 ms): build time of the corpus index, query
latency over all pattern names (p50/p95), and a synthetic corpus 100× larger.

    python scripts/bench_search.py [--scale 100] [--repeat 3] [--json]

The synthetic corpus repeats every passage of the edition `scale` times (copy k's lines are
numbered k·1000 + line, so every passage id stays unique and pairs stay paired); its links
are computed like the real ones (the registry's defining passages only exist once).
Timings are wall clock (time.perf_counter) with CPU time (time.process_time) beside them:
on a loaded machine the CPU figure is the stable one.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from edition.analyse import rules as R  # noqa: E402
from edition.analyse import run  # noqa: E402
from edition.core.edition import load  # noqa: E402
from edition.publish.index import build_index, load_corpus  # noqa: E402
from edition.publish.search import Searcher  # noqa: E402

ED = load(Path(__file__).resolve().parents[1])

OFFSET = 1000


def synthetic(scale: int):
    ps, ems = load_corpus(ED)
    out_p, out_e = [], []
    for k in range(scale):
        d = k * OFFSET
        for p in ps:
            corr = f"p{int(p.corresp[1:]) + d}" if p.corresp and p.corresp[1:].isdigit() else None
            out_p.append(replace(p, id=f"p{p.line + d}" if p.id != "h1" or k else p.id,
                                 line=p.line + d, corresp=corr))
        for e in ems:
            out_e.append({**e, "id": f"{e['id']}-k{k}", "line": e["line"] + d,
                          "commentary_line": e["commentary_line"] + d})
    return out_p, out_e


def pattern_names() -> list[str]:
    reg = R.registry()
    names = []
    for e in reg.values():
        if e.kind in ("method", "subname", "pattern", "jinkou_pattern"):
            names.append(e.zh)
            if e.ko:
                names.append(e.ko)
    return list(dict.fromkeys(names))


def time_build(db: Path, repeat: int, corpus=None, examples: bool = True) -> dict:
    walls, cpus, stats = [], [], None
    corpus = corpus or load_corpus(ED)
    analysis = run.load(ED) if examples else None
    for _ in range(repeat):
        c0, w0 = time.process_time(), time.perf_counter()
        stats = build_index(db, corpus=corpus, analysis=analysis)
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return {"wall_s": round(min(walls), 3), "wall_median_s": round(statistics.median(walls), 3),
            "cpu_s": round(min(cpus), 3), "passages": stats["passages"], "links": stats["links"]}


def time_queries(db: Path, names: list[str], rounds: int = 3) -> dict:
    per = {n: [] for n in names}
    lens = {}
    with Searcher(db) as s:
        for n in names[:20]:                 # warm the page cache
            s.search(n)
        for _ in range(rounds):
            for n in names:
                t = time.perf_counter()
                hits = s.search(n, limit=20)
                per[n].append(time.perf_counter() - t)
                lens[n] = len(hits)
    best = sorted(min(v) for v in per.values())
    q = statistics.quantiles(best, n=100)
    short = sorted(min(per[n]) for n in names if len(n) <= 2)
    longer = sorted(min(per[n]) for n in names if len(n) > 2)
    return {"queries": len(names), "p50_ms": round(statistics.median(best) * 1000, 3),
            "p95_ms": round(q[94] * 1000, 3), "max_ms": round(best[-1] * 1000, 3),
            "p50_1_2_chars_ms": round(statistics.median(short) * 1000, 3) if short else None,
            "p50_3plus_chars_ms": round(statistics.median(longer) * 1000, 3) if longer else None,
            "no_hits": sorted(n for n, k in lens.items() if k == 0)}


ROOT = Path(__file__).resolve().parents[1]
E2E = """
import sys, time
sys.path.insert(0, {scripts!r}); sys.path.insert(0, {root!r})
scale = {scale}
from edition.core.edition import load
from edition.publish.index import build_index, load_corpus
if scale:
    from bench_search import synthetic
    build_index({db!r}, corpus=synthetic(scale))
else:
    build_index({db!r}, corpus=load_corpus(load({root!r})))
"""


def time_process(db: Path, scale: int, repeat: int) -> dict:
    """A whole build in a fresh interpreter (imports, registry, TEI, index), as
    `liuren index --no-check` runs it; scale 0 = the corpus itself."""
    walls, cpus = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        w0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", E2E.format(scripts=str(ROOT / "scripts"),
                                                         root=str(ROOT), scale=scale, db=str(db))],
                       check=True)
        walls.append(time.perf_counter() - w0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return {"wall_s": round(min(walls), 3), "cpu_s": round(min(cpus), 3)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scale", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    R.registry()                              # imports and registry: not the index's cost
    names = pattern_names()
    out = {}
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        real = d / "real.db"
        out["build_corpus"] = time_build(real, a.repeat, examples=False)
        out["build_corpus_with_checked_examples"] = time_build(d / "ex.db", 1)
        out["query_corpus"] = time_queries(real, names)
        big = d / "big.db"
        corpus = synthetic(a.scale)
        out["build_synthetic"] = time_build(big, 1, corpus=corpus, examples=False)
        out["query_synthetic"] = time_queries(big, names, rounds=1)
        out["process_corpus"] = time_process(d / "p1.db", 0, a.repeat)
        out["process_synthetic"] = time_process(d / "p2.db", a.scale, 1)
        out["scale"] = a.scale
        out["ratios"] = {
            "build_wall": round(out["build_synthetic"]["wall_s"] / out["build_corpus"]["wall_s"], 1),
            "build_cpu": round(out["build_synthetic"]["cpu_s"] / out["build_corpus"]["cpu_s"], 1),
            "process_wall": round(out["process_synthetic"]["wall_s"]
                                  / out["process_corpus"]["wall_s"], 1),
            "process_cpu": round(out["process_synthetic"]["cpu_s"]
                                 / out["process_corpus"]["cpu_s"], 1),
            "query_p50": round(out["query_synthetic"]["p50_ms"] / out["query_corpus"]["p50_ms"], 1),
            "query_p95": round(out["query_synthetic"]["p95_ms"] / out["query_corpus"]["p95_ms"], 1),
        }
        out["db_bytes"] = {"corpus": real.stat().st_size, "synthetic": big.stat().st_size}
    if a.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
