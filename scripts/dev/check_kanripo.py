"""Dev harness: the detector and the checker over 六壬大全 juan 000–006 (Kanripo KR3g0031).

    python scripts/dev/check_kanripo.py [--dir ../shared/witnesses/KR3g0031] [--juan 005]
                                        [--all] [--json OUT]

Prints the number of casts per way of writing them (``edition.analyse.examples.prose.CONSTRUCTS``), per
status, every verdict that does not agree (id, ``file:line``, the printed words, claims,
computed cast, explanation, note), and the median check time per cast.

Uses the TEMPORARY dev converter ``scripts/dev/kanripo_dev.py`` by default; ``--converter
edition`` uses the real one when the checkout has it (``edition.encode.kanripo``), and
``--paras-json`` reads paragraphs the real converter dumped elsewhere.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

DEFAULT_DIR = ROOT.parent.parent / "shared" / "witnesses" / "KR3g0031"


class _Para:
    """A paragraph dumped by the real converter (``--paras-json``): id, line, kind, text and
    the runs that map offsets back to (line, column)."""

    def __init__(self, d):
        self.id, self.line, self.kind, self.text = d["id"], d["line"], d["kind"], d["text"]
        self.starts, self.points = d["starts"], d["points"]

    def locate(self, offset):
        import bisect
        i = bisect.bisect_right(self.starts, offset) - 1
        line, col = self.points[i]
        return line, col + (offset - self.starts[i])


def paragraphs(path: Path, converter: str, dumped: dict | None = None):
    lines = path.read_text(encoding="utf-8").split("\n")
    if dumped is not None:
        return [_Para(d) for d in dumped[path.stem[-3:]]]
    if converter == "edition":
        try:                                  # the real converter (main's layout)
            from edition.encode import kanripo
        except ImportError:
            from edition import kanripo
        doc = kanripo.parse("\n".join(lines), path.name)
        return kanripo.paragraphs(kanripo.to_tei(doc))
    import kanripo_dev
    return kanripo_dev.paragraphs(lines, path.stem)


def load(wdir: Path, juans, converter: str = "dev", dumped: dict | None = None):
    from edition.analyse.examples.paragraphs import examples_from_paragraphs
    exs = []
    for j in juans:
        p = wdir / f"KR3g0031_{j}.txt"
        exs.extend(examples_from_paragraphs(p.name, paragraphs(p, converter, dumped)))
    return exs


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    ap.add_argument("--juan", action="append")
    ap.add_argument("--all", action="store_true", help="print every verdict")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--converter", default="dev", choices=("dev", "edition"))
    ap.add_argument("--paras-json", type=Path,
                    help="paragraphs dumped from the real converter: {juan: [{id, line, kind, "
                         "text, starts, points}]}")
    a = ap.parse_args(argv)
    wdir = a.dir if a.dir.exists() else Path("/work/shared/witnesses/KR3g0031")
    juans = a.juan or [f"{i:03d}" for i in range(7)]
    from edition.analyse.examples.check import STATUSES, Checker
    dumped = json.loads(a.paras_json.read_text(encoding="utf-8")) if a.paras_json else None
    exs = load(wdir, juans, a.converter, dumped)
    ck = Checker(exs)
    found, times = [], []
    for ex in exs:
        t = time.perf_counter()
        found.append(ck.check(ex))
        times.append(time.perf_counter() - t)
    cons = Counter(ex.note.split(";")[0].removeprefix("cast: ") for ex in exs)
    print(f"{len(exs)} casts in juan {', '.join(juans)}")
    print("by construct:")
    for k, v in sorted(cons.items(), key=lambda kv: -kv[1]):
        print(f"  {k:<18}{v:>6}")
    by_j: dict = {}
    for f in found:
        by_j.setdefault(f.example.source, Counter())[f.status] += 1
    print("by status:")
    print(f"  {'juan':<20}" + "".join(f"{s[:10]:>11}" for s in STATUSES))
    tot = Counter()
    for src in sorted(by_j):
        tot.update(by_j[src])
        print(f"  {src:<20}" + "".join(f"{by_j[src][s]:>11}" for s in STATUSES))
    print(f"  {'all':<20}" + "".join(f"{tot[s]:>11}" for s in STATUSES))
    med = statistics.median(times) * 1000
    print(f"check time per cast: median {med:.2f} ms, max {max(times) * 1000:.1f} ms, "
          f"total {sum(times):.2f} s")
    for f in found:
        if f.status == "agrees" and not a.all:
            continue
        d = f.as_json()
        print()
        print(f"{d['id']}  {d['source']}:{d['line']}  [{d['status']}]  {d['name'] or d['kind']}")
        print(f"  printed     {d['text']}")
        print(f"  claims      {json.dumps(d['printed'], ensure_ascii=False)}")
        if d["computed"]:
            print(f"  computed    {d['computed'].get('notation')} 三傳 "
                  f"{''.join(d['computed'].get('transmissions') or [])} "
                  f"{'・'.join(d['computed'].get('names') or [])}")
        if len(d["solutions"]) > 1:
            print(f"  solutions   {len(d['solutions'])}: "
                  + ", ".join(s["notation"] for s in d["solutions"][:8]))
        bad = {k: v for k, v in d["fields"].items() if v != "agrees"}
        if bad:
            print(f"  fields      {bad}")
        if d["hypothesis"]:
            print(f"  explanation {d['hypothesis']}")
        if d["why"]:
            print(f"  why         {d['why']}")
        if d["note"]:
            print(f"  note        {d['note']}")
    if a.json:
        a.json.write_text(json.dumps([f.as_json() for f in found], ensure_ascii=False,
                                     indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
