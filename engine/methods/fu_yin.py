"""伏吟 (不虞 / 自任 / 自信 / 杜傳): offset 0, every branch on its own seat."""
from __future__ import annotations

from ..lessons import NONE
from ..values import SELF_PUNISHING, chong, xing
from . import Ctx, Result, b


def fu_yin(ctx: Ctx) -> Result | None:
    """伏吟 (不虞/自任/自信/杜傳), 003:147 「六甲伏吟寅巳申，六丙六戊巳申寅，六乙便尋辰戌未，
    六庚申寅巳三刑，六己丁中臨亥酉，辰先日後末取刑。丑卯巳未便無克，辰刑沖處三傳神。六癸便為丑戌未，
    壬辰壬午亥巳申。更有四壬別立法，日先辰次末取刑。以上各干伏吟法，剛日柔辰中末分」;
    003:159 「有克取克，無克取三刑，遇自刑則取其沖」; 000:7, 000:99.

    初: a 克 if there is one (不虞; only lesson 1 can have one: 乙 and 癸 days); else 剛日 干上
    (自任), 柔日 支上 (自信). 中 = 刑 of 初, 末 = 刑 of 中. A self-punishing 初 (辰午酉亥) turns
    (option ``fu_yin``):

    * ``verse`` (003:147): 柔日 → 干上 (「辰先日後」); 剛日 (壬, 干上亥) → 支上 (「四壬…日先辰次」),
      but 壬辰/壬午, whose 支上 punishes itself too, → the 沖 (「壬辰壬午亥巳申」); a 克 → 沖
      (「六乙便尋辰戌未」);
    * ``example`` (003:163 杜傳 壬辰 亥辰戌): as the verse, but 剛日 always → 支上;
    * ``generic`` (003:159): always the 沖;
    * ``dian_dao`` (六壬大全 KR3g0031_001.txt:45-46 「次傳顛倒日辰併（陽日用辰隂日用日）」,
      KR3g0031_005.txt:881 「發用干自刑則次傳取支發用支自刑則次傳取干」): an 初 taken from 干上
      turns to 支上, one taken from 支上 to 干上, with a 克 too (005:834 「乙亥日三傳辰亥巳」).

    A self-punishing 中 gives its 沖 as 末 (003:159, 003:163 「末取沖」); a 末 that would repeat
    初 (子卯 punish each other) is replaced by the 沖 of 中 (003:147 「辰刑沖處」).
    Worked examples 003:159 (自任 丙辰), 163 (杜傳 壬辰), 167 (不虞 癸丑), 171 (自信 丁丑).
    """
    if ctx.offset != 0:
        return None
    init, name, has_ke = _initial(ctx)
    names = ["伏吟", name]
    if init in SELF_PUNISHING:
        names.append("杜傳")
        mid = _turned_middle(ctx, init, has_ke)
    else:
        mid = xing(init)
        if ctx.trace is not None:
            ctx.say(f"伏吟: 中 = the 刑 of {b(init)} = {b(mid)} (000:99 「中取初刑」).")
    if mid in SELF_PUNISHING and "杜傳" not in names:
        names.append("杜傳")
    return Result("fu_yin", (init, mid, _last(ctx, init, mid)), tuple(names))


def _initial(ctx: Ctx) -> tuple[int, str, bool]:
    """初 and its name: 不虞 (a 克 in lesson 1), else 自任 (剛日 干上) or 自信 (柔日 支上)."""
    gs, zs = ctx.gan_shang, ctx.zhi_shang
    if ctx.lessons[0][3] != NONE:
        if ctx.trace is not None:
            ctx.say(f"伏吟: lesson 1 has a {'賊' if ctx.lessons[0][3] == 1 else '克'}: 初 = 干上 "
                    f"{b(gs)} → 不虞 (003:159 「有克取克」, 003:167).")
        return gs, "不虞", True
    if ctx.yang:
        if ctx.trace is not None:
            ctx.say(f"伏吟: no 克, 剛日: 初 = 干上 {b(gs)} → 自任 (000:99, 003:159).")
        return gs, "自任", False
    if ctx.trace is not None:
        ctx.say(f"伏吟: no 克, 柔日: 初 = 支上 {b(zs)} → 自信 (000:99, 003:171).")
    return zs, "自信", False


def _turned_middle(ctx: Ctx, init: int, has_ke: bool) -> int:
    """中 after a self-punishing 初 (杜傳), by the option ``fu_yin`` (see :func:`fu_yin`)."""
    mode = ctx.opts.fu_yin
    gs, zs = ctx.gan_shang, ctx.zhi_shang
    if mode == "dian_dao":
        from_gan = has_ke or ctx.yang
        mid = zs if from_gan else gs
        why = ("支上 (初 from 干上; 六壬大全 005:881 「發用干自刑則次傳取支」)" if from_gan
               else "干上 (初 from 支上; 六壬大全 005:881 「發用支自刑則次傳取干」)")
    elif mode == "generic" or has_ke:
        mid = chong(init)
        why = "its 沖 (003:159 「遇自刑則取其沖」" + ("; 003:147 「六乙便尋辰戌未」)" if has_ke
                                               else ")")
    elif not ctx.yang:
        mid = gs
        why = "干上 (003:147 「辰先日後」)"
    elif mode == "example" or zs not in SELF_PUNISHING:
        mid = zs
        why = ("支上 (003:163 「剛日遇自刑，用支為中」)" if mode == "example"
               else "支上 (003:147 「四壬別立法，日先辰次」)")
    else:
        mid = chong(init)
        why = "its 沖, 支上 punishing itself too (003:147 「壬辰壬午亥巳申」)"
    if ctx.trace is not None:
        ctx.say(f"伏吟: 初 {b(init)} punishes itself; 中 = {why} = {b(mid)} "
                f"(option fu_yin={mode}).")
    return mid


def _last(ctx: Ctx, init: int, mid: int) -> int:
    """末: the 沖 of a self-punishing 中, else the 刑 of 中 unless it repeats 初 (then the 沖)."""
    if mid in SELF_PUNISHING:
        last = chong(mid)
        if ctx.trace is not None:
            ctx.say(f"伏吟: 中 {b(mid)} punishes itself; 末 = its 沖 {b(last)} (003:159, 003:163).")
        return last
    last = xing(mid)
    if last == init:
        last = chong(mid)
        if ctx.trace is not None:
            ctx.say(f"伏吟: the 刑 of {b(mid)} would repeat 初; 末 = its 沖 {b(last)} "
                    "(003:147 「辰刑沖處」).")
    elif ctx.trace is not None:
        ctx.say(f"伏吟: 末 = the 刑 of {b(mid)} = {b(last)} (000:99 「末取中刑」).")
    return last
