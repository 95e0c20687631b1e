"""返吟 (無依 / 無親): offset 6, every branch on its opposite."""
from __future__ import annotations

from ..lessons import NONE
from ..values import yi_ma
from . import Ctx, Result, b
from .she_hai import pick
from .zei_ke import candidates


def po(x: int) -> int:
    """六破: 子酉 丑辰 寅亥 卯午 巳申 未戌 (六壬大全 KR3g0031_006.txt:1282 「午卯破子酉破…
    辰丑破…戍未破…亥寅破申巳破」): a yang branch's 破 is three back, a yin branch's three on."""
    return (x - 3) % 12 if x % 2 == 0 else (x + 3) % 12


def fan_yin(ctx: Ctx) -> Result | None:
    """返吟 (無依/無親), 000:7 「七返吟。（取□馬為用，名元親）（有克者名無克者）」 (Korean: read
    「取驛馬為用，名無親」, 「有克者名無依」); 000:103 「十二辰各居沖位，取相剋為用；如無克，以支神
    斜射為用。（中傳支，末傳干。）如丑日初傳亥，未日初傳巳是也」. 003 stops before this method.

    With a 克: the usual choice (賊 first, then 比, then 涉害), 中/末 from the plate, so 末 = 初
    (000:35 無依 三傳 寅申寅) → 無依. Without: 初 = 驛馬 of the day branch, 中 = 支上,
    末 = 干上 (000:35 無親 辛丑 三傳 亥未辰) → 無親. Option ``fan_yin_mo=po``: with a 克, 末 is
    the 破 of 中 (六壬大全 KR3g0031_006.txt:278-279 「辛酉返吟一課卯酉子是也尉山人取法末傳取破」).
    """
    if ctx.offset != 6:
        return None
    kind, cands = candidates(ctx)
    if kind != NONE:
        init, how = pick(ctx, cands, kind)
        mid = (init + 6) % 12
        if ctx.opts.fan_yin_mo == "po":
            last = po(mid)
            if ctx.trace is not None:
                ctx.say(f"返吟: a {'賊' if kind == 1 else '克'} gives 初 {b(init)} ({how}); 中 = "
                        f"{b(mid)}, 末 = the 破 of 中 = {b(last)} (六壬大全 006:278-279 「尉山人取法末傳"
                        "取破」; option fan_yin_mo=po) → 無依.")
            return Result("fan_yin", (init, mid, last), ("返吟", "無依"))
        if ctx.trace is not None:
            ctx.say(f"返吟: a {'賊' if kind == 1 else '克'} gives 初 {b(init)} ({how}); 中 = {b(mid)}, "
                    f"末 = {b(init)} from the plate → 無依 (000:103, 000:35).")
        return Result("fan_yin", (init, mid, init), ("返吟", "無依"))
    init = yi_ma(ctx.branch)
    if ctx.trace is not None:
        ctx.say(f"返吟: no 克; 初 = 驛馬 of {b(ctx.branch)} = {b(init)}, 中 = 支上 {b(ctx.zhi_shang)}, "
                f"末 = 干上 {b(ctx.gan_shang)} → 無親 (000:7, 000:103).")
    return Result("fan_yin", (init, ctx.zhi_shang, ctx.gan_shang), ("返吟", "無親"))
