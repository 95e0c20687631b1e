"""比用 (知一): of several candidates, the one of the day stem's parity."""
from __future__ import annotations

from . import Ctx, Result, b
from .zei_ke import candidates, plate_result


def bi(ctx: Ctx, cands):
    """The candidates 比 with the day: same parity as the stem (陽日用陽，陰用陰, 003:63)."""
    p = ctx.stem % 2
    return tuple(c for c in cands if c[0] % 2 == p)


def bi_yong(ctx: Ctx) -> Result | None:
    """比用 (知一), 003:63 「下克或二三四侵，不然上克亦同論，常將天日相比取，陽日用陽陰用陰」.

    000:3 「二比用。（即知一）」; 000:51 「二上克下，或二下賊上…與日干比者為用神」. Applies when
    exactly one of several candidates has the day stem's parity; 中/末 from the plate.
    Worked example 003:67 (壬 day, 三傳 戌酉申).
    """
    kind, cands = candidates(ctx)
    if len(cands) < 2:
        return None
    same = bi(ctx, cands)
    if len(same) != 1:
        if ctx.trace is not None:
            ctx.say(f"比用: {len(same)} of the candidates {'、'.join(b(c) for c, _ in cands)} share "
                    f"the day stem's parity ({'陽' if ctx.yang else '陰'}); not decisive (003:79).")
        return None
    init = same[0][0]
    if ctx.trace is not None:
        ctx.say(f"比用: of {'、'.join(b(c) for c, _ in cands)} only {b(init)} is "
                f"{'陽' if ctx.yang else '陰'} like the day → 知一 (003:63).")
    return plate_result(ctx, "bi_yong", init, ("知一",))
