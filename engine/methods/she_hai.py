"""涉害 (見機 / 察微 / 綴瑕): several candidates, all or none 比 — the deepest harm wins."""
from __future__ import annotations

from ..lessons import LODGERS, OVERCOMES, ZEI
from ..values import (BRANCH_ELEMENT, CLASS_NAMES, MENG, STEM_ELEMENT, ZHONG, generates,
                      meng_zhong_ji)
from . import Ctx, Result, b, s, seat
from .bi_yong import bi
from .zei_ke import candidates, plate_result

_CLASS = tuple(meng_zhong_ji(x) for x in range(12))


def _walk(c: int, st: int):
    """The earthly positions from the seat `st` forward to the candidate's home `c`
    (inclusive both ends): 003:77 「只能就克處地盤涉歸本家」."""
    return [(st + k) % 12 for k in range((c - st) % 12 + 1)]


def _count(c: int, st: int, attacker: bool) -> int:
    """How many branches and lodged stems on the walk 克 `c` (or, if `attacker`, are 克 by c)."""
    ec = BRANCH_ELEMENT[c]
    n = 0
    for p in _walk(c, st):
        els = [BRANCH_ELEMENT[p]] + [STEM_ELEMENT[x] for x in LODGERS[p]]
        for e in els:
            if (OVERCOMES[ec][e] if attacker else OVERCOMES[e][ec]):
                n += 1
    return n


# DEPTH[attacker][c][seat]
DEPTH = tuple(tuple(tuple(_count(c, st, a) for st in range(12)) for c in range(12))
              for a in (False, True))


def depth(ctx: Ctx, c: int, kind: int) -> int:
    """涉害 depth of candidate `c` (option ``she_hai_count``): ``shou_ke`` counts what
    overcomes it on the way home (003:79 「以受克多者取用」); ``by_relation`` counts, for a
    上克下 candidate, what it overcomes (003:93 Korean: 例3's depths are equal)."""
    attacker = ctx.opts.she_hai_count == "by_relation" and kind != ZEI
    return DEPTH[attacker][c][seat(ctx, c)]


def _gang_rou(ctx: Ctx, tied):
    """剛日 干上, 柔日 支上 (003:79 「復向柔辰剛日查」; 000:83 「陽日取干上神，陰日取支上神」)."""
    want = ctx.gan_shang if ctx.yang else ctx.zhi_shang
    for c in tied:
        if c[0] == want:
            if ctx.trace is not None:
                ctx.say(f"涉害: still tied; {'剛日 takes 干上' if ctx.yang else '柔日 takes 支上'} "
                        f"{b(want)} → 綴瑕 (003:79, 000:83).")
            return c[0], "綴瑕"
    if ctx.trace is not None:
        ctx.say(f"涉害: still tied and {'干上' if ctx.yang else '支上'} {b(want)} is not among "
                f"them; the first seen, {b(tied[0][0])}, is taken (003:91) → 綴瑕.")
    return tied[0][0], "綴瑕"


def choose(ctx: Ctx, cands, kind: int) -> tuple[int, str | None]:
    """The 涉害 choice among `cands` ((branch, lesson_no) in order of first sight).
    Returns (branch, sub-name or None)."""
    if ctx.opts.she_hai == "depth":
        ds = [(depth(ctx, c[0], kind), c) for c in cands]
        if ctx.trace is not None:
            if ctx.trace is not None:
                ctx.say("涉害 depths (003:77, walk seat → home on the earthly plate, counting "
                        "branches and lodged stems): " + "、".join(
                            f"{b(c)} on {b(seat(ctx, c))}: {d}" for d, (c, _) in ds))
        top = max(d for d, _ in ds)
        tied = [c for d, c in ds if d == top]
        if len(tied) == 1:
            if ctx.trace is not None:
                ctx.say(f"涉害: {b(tied[0][0])} is deepest ({top}).")
            return tied[0][0], None
        for cls, name in ((MENG, "見機"), (ZHONG, "察微")):
            tier = [c for c in tied if _CLASS[seat(ctx, c[0])] == cls]
            if tier:
                if ctx.trace is not None:
                    ctx.say(f"涉害: tied at {top}; {len(tier)} on a {CLASS_NAMES[cls]} seat, the "
                            f"first seen {b(tier[0][0])} → {name} (003:79 「孟深仲淺季無取」, "
                            f"003:{95 if cls == MENG else 91} 「先見」).")
                return tier[0][0], name
        return _gang_rou(ctx, tied)
    # meng_zhong: 000:51/83 — no counting
    for cls in (MENG, ZHONG, 2):
        tier = [c for c in cands if _CLASS[seat(ctx, c[0])] == cls]
        if not tier:
            continue
        name = "見機" if cls == MENG else "察微"
        if len(tier) == 1:
            if ctx.trace is not None:
                ctx.say(f"涉害 (孟仲季): {b(tier[0][0])} is the only candidate on a "
                        f"{CLASS_NAMES[cls]} seat → {name} (000:83, 000:3).")
            return tier[0][0], name
        if ctx.trace is not None:
            ctx.say(f"涉害 (孟仲季): {len(tier)} candidates on {CLASS_NAMES[cls]} seats.")
        return _gang_rou(ctx, tier)
    raise AssertionError("no candidate")  # pragma: no cover


def she_hai(ctx: Ctx) -> Result | None:
    """涉害 (見機/察微/綴瑕), 003:75 「涉害由來是本家，路途多克最堪誇。孟深仲淺季無取，
    復向柔辰剛日查」, 003:79 「或下上克俱同俱不同，則不能比，只能就克處地盤涉歸本家，以受克多者取用」.

    Several candidates of which all or none are 比 with the day: take the 比 ones (or all, if
    none is), walk each from its seat to its home, and take the deepest; options
    ``she_hai`` and ``she_hai_count``. Worked examples 003:83, 87, 91 (察微), 95 (見機).
    """
    kind, cands = candidates(ctx)
    if len(cands) < 2:
        return None
    same = bi(ctx, cands)
    if len(same) == 1:
        return None
    pool = same if same else cands
    if ctx.trace is not None:
        ctx.say(f"涉害: {'all' if same else 'none'} of the {len(cands)} candidates are 比; "
                f"comparing {'、'.join(b(c) for c, _ in pool)} (003:79).")
    friendly = bi_yong_ge(ctx, pool)
    if friendly is not None:
        return plate_result(ctx, "she_hai", friendly, ("涉害", "比用"))
    init, sub = choose(ctx, pool, kind)
    return plate_result(ctx, "she_hai", init, ("涉害",) + ((sub,) if sub else ()))


def bi_yong_ge(ctx: Ctx, pool) -> int | None:
    """比用格 (option ``bi_yong_ge=sheng_gan``): of the 涉害 candidates ``pool`` the one that
    generates the day's stem or shares its element, when only one does; else None. The same
    涉害 step chooses among several 克 inside 遙克 and 返吟 (:func:`pick`, 003:101 「體同用比」)."""
    if ctx.opts.bi_yong_ge != "sheng_gan":
        return None
    friendly = [c for c in pool if _friendly(ctx.stem, c[0])]
    if len(friendly) != 1:
        return None
    if ctx.trace is not None:
        ctx.say(f"比用格: of {'、'.join(b(c) for c, _ in pool)} only {b(friendly[0][0])} "
                f"generates the day's stem {s(ctx.stem)} or shares its element "
                "(六壬大全 005:341 「用神畏日干所勝以比和者為用」; option bi_yong_ge).")
    return friendly[0][0]


def _friendly(stem: int, c: int) -> bool:
    """比和 with the day's stem (六壬大全 005:341 「子生甲木比者為用」): the branch's element
    generates the stem's, or is the stem's."""
    es, ec = STEM_ELEMENT[stem], BRANCH_ELEMENT[c]
    return ec == es or generates(ec, es)


def pick(ctx: Ctx, cands, kind: int) -> tuple[int, str]:
    """比用 then 涉害 among `cands` (for 遙克 and 返吟, which say 「體同用比」, 003:101)."""
    if len(cands) == 1:
        return cands[0][0], "single"
    same = bi(ctx, cands)
    if len(same) == 1:
        if ctx.trace is not None:
            ctx.say(f"比: of {'、'.join(b(c) for c, _ in cands)} only {b(same[0][0])} has the day "
                    f"stem {s(ctx.stem)}'s parity (003:101 「體同用比」).")
        return same[0][0], "bi_yong"
    pool = same if same else cands
    friendly = bi_yong_ge(ctx, pool)
    if friendly is not None:
        return friendly, "bi_yong_ge"
    init, _ = choose(ctx, pool, kind)
    return init, "she_hai"
