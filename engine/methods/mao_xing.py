"""昴星 (虎視 / 冬蛇掩目): four distinct lessons, no 克, no 遙克 — look to 酉."""
from __future__ import annotations

from ..values import YOU
from . import Ctx, Result, b


def mao_xing(ctx: Ctx) -> Result | None:
    """昴星 (虎視/冬蛇掩目), 003:103 「無遙始向昴星尋，陽仰陰俯酉中神，剛日先辰而後日，柔日先日而後辰」;
    003:105 「陽日取酉宮上神為用，中傳支上，末取干上；陰日取天盤酉下神為用，中取干上，末取支上」.

    Only with four distinct lessons (003:123 「只三課，不取昴星」). Worked examples 003:115
    (虎視, 戊寅 三傳 丑午酉) and 003:119 (冬蛇掩目, 丁 day 三傳 午戌寅).
    """
    if ctx.n != 4:
        return None
    if ctx.yang:
        init = (YOU + ctx.offset) % 12
        if ctx.trace is not None:
            ctx.say(f"昴星: 剛日 looks up: the heavenly branch over earthly 酉 is {b(init)} → 虎視; "
                    f"中 = 支上 {b(ctx.zhi_shang)}, 末 = 干上 {b(ctx.gan_shang)} (003:105).")
        return Result("mao_xing", (init, ctx.zhi_shang, ctx.gan_shang), ("昴星", "虎視"))
    init = (YOU - ctx.offset) % 12
    if ctx.trace is not None:
        ctx.say(f"昴星: 柔日 looks down: the earthly branch under heavenly 酉 is {b(init)} → 冬蛇掩目; "
                f"中 = 干上 {b(ctx.gan_shang)}, 末 = 支上 {b(ctx.zhi_shang)} (003:105).")
    return Result("mao_xing", (init, ctx.gan_shang, ctx.zhi_shang), ("昴星", "冬蛇掩目"))
