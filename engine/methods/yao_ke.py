"""遙克 (蒿矢 / 彈射): no 克 in the lessons; an upper that 克 the day stem, or one it 克."""
from __future__ import annotations

from ..lessons import KE, OVERCOMES, ZEI
from ..values import BRANCH_ELEMENT, STEM_ELEMENT
from . import Ctx, Result, b, s
from .she_hai import pick
from .zei_ke import plate_result


def yao_ke(ctx: Ctx) -> Result | None:
    """遙克 (蒿矢/彈射), 003:99 「四課無克號為遙，日與天神互遞招，先取神遙克其日，無則可與日相交」;
    003:101 「先取課上神剋日，否則日克上神。體同用比。克干為蒿矢，干克為彈射」; 000:3.

    Among the lessons' uppers, those that 克 the day stem (蒿矢), else those the stem 克
    (彈射); several → 比 (then 涉害 if 比 does not decide). 中/末 from the plate. Worked
    examples 003:107 (蒿矢, 壬 day) and 003:111 (彈射).
    """
    es = STEM_ELEMENT[ctx.stem]
    hao: list[tuple[int, int]] = []
    dan: list[tuple[int, int]] = []
    for i, (u, _, _, _) in enumerate(ctx.lessons):
        eu = BRANCH_ELEMENT[u]
        if OVERCOMES[eu][es]:
            if all(u != c for c, _ in hao):
                hao.append((u, i + 1))
        elif OVERCOMES[es][eu]:
            if all(u != c for c, _ in dan):
                dan.append((u, i + 1))
    if hao:
        cands, name, kind = hao, "蒿矢", KE
        if ctx.trace is not None:
            ctx.say(f"遙克: {'、'.join(b(c) for c, _ in hao)} 克 the day stem {s(ctx.stem)} → 蒿矢 "
                    "(003:101).")
    elif dan:
        cands, name, kind = dan, "彈射", ZEI
        if ctx.trace is not None:
            ctx.say(f"遙克: no upper 克 {s(ctx.stem)}; {s(ctx.stem)} 克 "
                    f"{'、'.join(b(c) for c, _ in dan)} → 彈射 (003:101).")
    else:
        if ctx.trace is not None:
            ctx.say(f"遙克: no upper 克 the day stem {s(ctx.stem)} nor is 克 by it (003:99).")
        return None
    init, _ = pick(ctx, tuple(cands), kind)
    return plate_result(ctx, "yao_ke", init, ("遙克", name))
