"""八專 (帷簿不修 / 獨足): two distinct lessons (干支同位), no 克."""
from __future__ import annotations

from . import Ctx, Result, b


def ba_zhuan(ctx: Ctx) -> Result | None:
    """八專 (帷簿不修/獨足), 003:135 「兩課無克號八專，陽日陽神順行三，陰日陰神逆三數，中末都來干上眠」;
    「剛日，以干課（第一課）上神順數三神為用，中末傳干上；柔日，以支陰第四課上神逆數三神為用，
    名帷簿不修」; 000:95 「如中末相併，三傳總歸一神，即名獨足」.

    Counting includes the start (003:139 「以干上亥順三丑」, 003:143 「以支陰丑逆三數亥」).
    Worked examples 003:139 (甲寅, 丑亥亥) and 003:143 (丁未, 亥戌戌).
    """
    if ctx.n != 2:
        return None
    if ctx.yang:
        init = (ctx.gan_shang + 2) % 12
        if ctx.trace is not None:
            ctx.say(f"八專: 剛日; from 干上 {b(ctx.gan_shang)} count three forward → {b(init)} "
                    "(003:135, 003:139).")
    else:
        start = ctx.lessons[3][0]
        init = (start - 2) % 12
        if ctx.trace is not None:
            ctx.say(f"八專: 柔日; from lesson 4's upper {b(start)} count three backward → {b(init)} "
                    "(003:135, 003:143).")
    if ctx.trace is not None:
        ctx.say(f"中 = 末 = 干上 {b(ctx.gan_shang)} (003:135).")
    names = ("八專", "帷簿不修") + (("獨足",) if init == ctx.gan_shang else ())
    return Result("ba_zhuan", (init, ctx.gan_shang, ctx.gan_shang), names)
