"""賊克 (重審 / 元首): exactly one 下賊上, else exactly one 上克下."""
from __future__ import annotations

from ..lessons import KE, NONE, ZEI
from . import Ctx, Result, b


def candidates(ctx: Ctx) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The 發用 candidates of the four lessons: ``(kind, ((upper, lesson_no), …))``.

    003:55 「先視下克上，否則用上克下矣」: if any lesson has 賊, only the 賊 count (kind
    :data:`~engine.lessons.ZEI`); else the 克 (kind KE); else kind NONE and no candidates.
    Identical lessons count once: a candidate is its upper branch, in order of first sight.
    """
    if ctx.cands is not None:
        return ctx.cands
    zei: list[tuple[int, int]] = []
    ke: list[tuple[int, int]] = []
    seen_zei: list[int] = []
    seen_ke: list[int] = []
    i = 0
    for u, _, _, rel in ctx.lessons:
        i += 1
        if rel == ZEI:
            if u not in seen_zei:
                seen_zei.append(u)
                zei.append((u, i))
        elif rel == KE:
            if u not in seen_ke:
                seen_ke.append(u)
                ke.append((u, i))
    if zei:
        ctx.cands = (ZEI, tuple(zei))
    elif ke:
        ctx.cands = (KE, tuple(ke))
    else:
        ctx.cands = (NONE, ())
    return ctx.cands


def zei_ke(ctx: Ctx) -> Result | None:
    """賊克 (重審/元首), 003:55 「取課先從下克呼，若無下克上為初。初傳本位明中次，中上因加是末居」.

    One 下賊上 → 重審 (003:63); else one 上克下 → 元首 (003:59); 000:3 「一克賊。（賊為重審）
    （克為元首）」. 中 = the heavenly branch over the initial's earthly position, 末 = over 中's.
    """
    kind, cands = candidates(ctx)
    if kind == NONE:
        if ctx.trace is not None:
            ctx.say("賊克: no lesson has 賊 or 克 (003:55).")
        return None
    label = "賊" if kind == ZEI else "克"
    if len(cands) != 1:
        if ctx.trace is not None:
            ctx.say(f"賊克: {len(cands)} {label} candidates ({'、'.join(b(c) for c, _ in cands)}); "
                    "not a single one (003:63 「下克或二三四侵」).")
        return None
    init = cands[0][0]
    if ctx.trace is not None:
        ctx.say(f"賊克: the only {label} is lesson {cands[0][1]}'s upper {b(init)} → "
                f"{'重審' if kind == ZEI else '元首'} (003:55, 003:59/63).")
    return plate_result(ctx, "zei_ke", init, ("重審",) if kind == ZEI else ("元首",))


def plate_result(ctx: Ctx, method: str, init: int, names: tuple[str, ...]) -> Result:
    """中 and 末 read off the plate (003:55 「初傳本位明中次，中上因加是末居」)."""
    mid = (init + ctx.offset) % 12
    last = (mid + ctx.offset) % 12
    if ctx.trace is not None:
        ctx.say(f"中 = the branch over {b(init)} = {b(mid)}; 末 = over {b(mid)} = {b(last)} (003:55).")
    return Result(method, (init, mid, last), names)
