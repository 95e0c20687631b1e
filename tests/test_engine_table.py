"""All 720 課: invariants, and a stored perft-style fingerprint per school option.

Regenerate the fingerprint (after a *deliberate* rule change, with the reason in the commit):
    python -m tests.test_engine_table --write
"""
from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine import METHODS, cast, derive
from engine.lessons import NONE
from engine.methods import Ctx
from engine.methods.zei_ke import candidates
from engine.options import DEFAULT, variants
from engine.values import BRANCH_NAMES

FINGERPRINT = Path(__file__).parent / "data" / "fingerprint.json"
ALL = [(d, o) for d in range(60) for o in range(12)]


def label(opts) -> str:
    nd = opts.non_default()
    return ",".join(f"{k}={v}" for k, v in nd.items()) or "default"


def fingerprint(opts) -> dict:
    methods, names, shun = Counter(), Counter(), 0
    h = hashlib.sha256()
    for d, o in ALL:
        day, night = cast(d, o, True, opts), cast(d, o, False, opts)
        methods[day.method] += 1
        names["・".join(day.names)] += 1
        shun += (day.direction > 0) + (night.direction > 0)
        line = (f"{d} {o} {''.join(BRANCH_NAMES[x] for x in day.transmissions)} {day.method} "
                f"{'・'.join(day.names)} {day.transmission_generals} "
                f"{night.transmission_generals}\n")
        h.update(line.encode("utf-8"))
    return {"methods": dict(sorted(methods.items())), "names": dict(sorted(names.items())),
            "shun_day_and_night": shun, "digest": h.hexdigest()}


def all_fingerprints() -> dict:
    return {label(v): fingerprint(v) for v in variants()}


def breakdown(want: dict, got: dict) -> str:
    rows = []
    for key in ("methods", "names"):
        for k in sorted(set(want[key]) | set(got[key])):
            a, b = want[key].get(k, 0), got[key].get(k, 0)
            rows.append(f"  {key[:-1]:6} {k:24} stored {a:4}  now {b:4}" + ("  <--" if a != b
                                                                            else ""))
    return "\n".join(rows)


def test_every_ke_has_exactly_one_method_and_a_consistent_one():
    for opts in variants():
        for d, o in ALL:
            lessons, n, r = derive(d % 10, d % 12, o, opts)
            assert r is not None and r.method in METHODS, (d, o, label(opts))
            kind, cands = candidates(Ctx(d % 10, d % 12, o, lessons, n, opts))
            m = r.method
            assert (m == "fu_yin") == (o == 0), (d, o)
            assert (m == "fan_yin") == (o == 6), (d, o)
            if o in (0, 6):
                continue
            # 賊克/比用/涉害 exactly when a lesson has a 克 (003:55, 003:63, 003:79)
            assert (m in ("zei_ke", "bi_yong", "she_hai")) == (kind != NONE), (d, o)
            if m == "zei_ke":
                assert len(cands) == 1
            if m in ("bi_yong", "she_hai"):
                assert len(cands) >= 2
            if m == "ba_zhuan":
                assert n == 2
            if m == "mao_xing":
                assert n == 4
            if m == "bie_ze":
                assert n == 3


def test_methods_are_tried_in_order_each_ke_once():
    """Exactly one method per 課: none of the earlier ones in the chain applies."""
    from engine.methods.bi_yong import bi_yong
    from engine.methods.zei_ke import zei_ke
    for d, o in ALL:
        if o in (0, 6):
            continue
        lessons, n, r = derive(d % 10, d % 12, o)
        ctx = Ctx(d % 10, d % 12, o, lessons, n, DEFAULT)
        if r.method == "bi_yong":
            assert zei_ke(ctx) is None
        if r.method == "she_hai":
            assert zei_ke(ctx) is None and bi_yong(ctx) is None


def test_fu_yin_only_at_offset_0_and_fan_yin_only_at_6():
    for d, o in ALL:
        m = cast(d, o).method
        assert (m == "fu_yin") == (o == 0) and (m == "fan_yin") == (o == 6)


def test_result_depends_only_on_the_offset():
    """Every (月將, 占時) pair with the same offset gives the same chart (晝/夜 held fixed)."""
    for d in range(0, 60, 7):
        for j in range(12):
            for h in range(12):
                a = cast(d, jiang=j, hour=h, daytime=True)
                b = cast(d, (j - h) % 12, True)
                assert (a.offset, a.plate, a.lessons, a.transmissions, a.names, a.method,
                        a.transmission_generals) == (
                    b.offset, b.plate, b.lessons, b.transmissions, b.names, b.method,
                    b.transmission_generals)


def test_eight_zhuan_days_are_the_days_whose_stem_lodges_on_their_branch():
    """003:135 「象干支同位」: two distinct lessons off the 伏吟/返吟 offsets ⇔ 干支同位."""
    from engine.values import LODGING
    for d, o in ALL:
        if o in (0, 6):
            continue
        assert (cast(d, o).n_distinct == 2) == (LODGING[d % 10] == d % 12)


@pytest.mark.parametrize("opts", variants(), ids=label)
def test_fingerprint(opts):
    stored = json.loads(FINGERPRINT.read_text(encoding="utf-8"))
    want = stored[label(opts)]
    got = fingerprint(opts)
    assert got == want, (f"fingerprint of {label(opts)} changed:\n{breakdown(want, got)}\n"
                         f"  shun {want['shun_day_and_night']} -> {got['shun_day_and_night']}\n"
                         f"  digest {want['digest'][:12]} -> {got['digest'][:12]}")


def test_fingerprint_covers_every_variant():
    stored = json.loads(FINGERPRINT.read_text(encoding="utf-8"))
    assert set(stored) == {label(v) for v in variants()}
    assert all(sum(v["methods"].values()) == 720 for v in stored.values())


if __name__ == "__main__":  # pragma: no cover
    if "--write" in sys.argv:
        from edition.core.atomic import write_text
        write_text(FINGERPRINT, json.dumps(all_fingerprints(), ensure_ascii=False, indent=1)
                   + "\n")
        print(f"wrote {FINGERPRINT}")
    else:
        print(json.dumps(all_fingerprints(), ensure_ascii=False, indent=1))
