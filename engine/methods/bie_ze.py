"""別責 (蕪淫): three distinct lessons, no 克, no 遙克."""
from __future__ import annotations

from ..values import LODGING, gan_he, san_he_next
from . import Ctx, Result, b, s


def bie_ze(ctx: Ctx) -> Result | None:
    """別責 (蕪淫), 003:123 「三課無克別責名，剛日先傳干上神，柔日支前三合取，中末都來干上神」;
    「陽日取干合之上神，陰日最支前三合為用，中末均取干上神，又名蕪淫格」; 000:91 「合干者，如戊日合癸，
    癸課寄丑，取丑上神為用…支三合前一辰者，如巳酉丑，酉日用丑，丑日用酉」.

    剛日: the heavenly branch over the 寄宮 of the stem that 干合 the day stem; 柔日: the branch
    after the day branch in its 三合 (the branch itself, not the one over it: 003:131 辛酉日
    三傳 丑酉酉). 中 = 末 = 干上. Worked examples 003:127 (丙辰) and 003:131 (辛酉).

    000:91 is not consistent with itself: 「未日用亥」 follows 「支前三合」 (亥卯未: after 未
    comes 亥), while 「丑日用酉」 takes the branch *before* 丑 (巳酉丑). The engine follows
    003:123 and 000:91's own 「酉日用丑」/「未日用亥」, so a 丑 day takes 巳; 「丑日用酉」 is
    probably 巳 misprinted (the only 柔日 別責 days it changes are 辛丑, offsets 3 and 9).
    """
    if ctx.n != 3:
        return None
    if ctx.yang:
        partner = gan_he(ctx.stem)
        init = (LODGING[partner] + ctx.offset) % 12
        if ctx.trace is not None:
            ctx.say(f"別責: 剛日; {s(ctx.stem)} combines with {s(partner)}, lodged at "
                    f"{b(LODGING[partner])}; the branch over it is {b(init)} (003:123, 000:91).")
    else:
        init = san_he_next(ctx.branch)
        if ctx.trace is not None:
            ctx.say(f"別責: 柔日; the branch after {b(ctx.branch)} in its 三合 is {b(init)} "
                    "(003:123 「支前三合」, 003:131).")
    if ctx.trace is not None:
        ctx.say(f"中 = 末 = 干上 {b(ctx.gan_shang)} (003:123).")
    return Result("bie_ze", (init, ctx.gan_shang, ctx.gan_shang), ("別責", "蕪淫"))
