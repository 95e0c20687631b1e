"""The search for solutions: every cast consistent with a claim set, and the closest one."""
from __future__ import annotations

import itertools
from typing import NamedTuple

from engine import Options, cast
from engine.values import lodging

from ..claims_extra import hour_daytime    # 晝/夜 of a printed hour, by option day_hours
from .claims import DEFAULT, SearchProblem, Unreadable, _b, compile_claims

def _cast(d, o, dt, opts):
    return cast(d, 0 if o is None else o, True if dt is None else dt, opts)

def _pruned_offsets(c: dict, p: SearchProblem) -> list:
    """Offsets that the plate claims leave possible (no cast needed): X加Y fixes
    (X − Y) mod 12, 干上 with one stem fixes it from the stem's seat, 支上 with one branch."""
    offs = set(p.offsets)
    try:
        for e, h in (c.get("plate") or {}).items():
            offs &= {(_b(h) - _b(e)) % 12}
        stems = {d % 10 for d in p.days}
        if "gan_shang" in c and len(stems) == 1:
            offs &= {(_b(c["gan_shang"]) - lodging(stems.pop())) % 12}
        brs = {d % 12 for d in p.days}
        if "zhi_shang" in c and len(brs) == 1:
            offs &= {(_b(c["zhi_shang"]) - brs.pop()) % 12}
    except Unreadable:
        return p.offsets
    return sorted(offs)

class Solution(NamedTuple):
    """A cast that satisfies the claims: the chart, and its 晝/夜 as searched (None: not a
    claim; ``("free", dt)``: the claims are about the day alone, any plate)."""
    chart: object
    daytime: object

class Best(NamedTuple):
    """The cast with the fewest disagreeing claims, with each claim's result (True, False,
    None for unreadable)."""
    chart: object
    fields: dict
    n_bad: int
    daytime: object

def search(c: dict, opts: Options = DEFAULT, prune: bool = False, first: bool = False):
    """(solutions, best, problem): every cast (:class:`Solution`) satisfying the claims, and the
    cast with the fewest disagreeing fields with its per-field results (:class:`Best`).
    `prune`: skip offsets the plate claims exclude (faster; `best` is then only among the
    remaining casts). `first`: only whether a cast satisfies them — the first solution
    alone, no `best`, each cast's tests stopped at the first that fails (the book's school,
    :mod:`..school`, asks this of every option)."""
    p = compile_claims(c)
    hdt = hour_daytime(c, opts) if len(p.daytimes) == 2 else None
    if hdt is not None:
        p.daytimes = [hdt]
    sols = []
    best = None
    bad_static = [k for k, v in p.static.items() if not v]
    offsets = _pruned_offsets(c, p) if prune else p.offsets
    if (prune or first) and (bad_static or p.unreadable):
        return [], None, p
    for d, o, dt in itertools.product(p.days, offsets, p.daytimes):
        ch = _cast(d, o, dt, opts)
        if first:
            if all(fn(ch) for _, fn in p.tests):
                return [Solution(ch, dt) if o is not None else Solution(ch, ("free", dt))], None, p
            continue
        res = {}
        nbad = len(bad_static) + len(p.unreadable)
        for name, fn in p.tests:
            ok = fn(ch)
            res[name] = ok
            if not ok:
                nbad += 1
        if nbad == 0:
            sols.append(Solution(ch, dt) if o is not None else Solution(ch, ("free", dt)))
        if best is None or nbad < best.n_bad:
            best = Best(ch, res, nbad, dt)
    if best is not None:
        res = dict(best.fields)
        for k, v in p.static.items():
            res[k] = v
        for k in p.unreadable:
            res[k] = None
        best = best._replace(fields=res)
    return sols, best, p

def _search_any(c, opts=DEFAULT, prune=False):
    """(solutions, best) of :func:`search`. Pruned, the callers want the solutions only: most
    such searches (a school option, an explanation tried) find none, which the search of the
    first solution tells at less cost, each cast's tests stopped at the first that fails."""
    if prune and not search(c, opts, prune=True, first=True)[0]:
        return [], None
    sols, best, p = search(c, opts, prune)
    return sols, best
