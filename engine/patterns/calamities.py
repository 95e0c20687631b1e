"""The 課體 of calamity in seed 000's chapter (000:175-195): 天禍, 天獄, 天網, 魄化, 三陰, 龍戰,
死絕, 九丑, 鬼墓."""
from __future__ import annotations

from ..generals import BAIHU, XUANWU
from ..values import CHEN, CHOU, LODGING, MAO, YOU, element_stage, parse_day
from .facts import BE, KE, SI_ZHONG, STAGE_JUE, STAGE_MU, STAGE_SI, Facts
from .registry import rule
from .seasons import STATE


# 000:191 九丑日 「戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日」 (+己卯, 000:193)
JIU_CHOU_NINE = frozenset(parse_day(d) for d in
                          ("戊子", "戊午", "壬子", "壬午", "乙卯", "乙酉", "己酉", "辛卯", "辛酉"))
JIU_CHOU_TEN = JIU_CHOU_NINE | {parse_day("己卯")}


@rule("tian_huo", "天禍", "000:175", korean="천화", needs=("si_li",))
def tian_huo(f: Facts):
    """天禍 (000:175): 「四立日占，得今日干支臨昨日干支，或昨日干支臨今日干支」: on a 立春/立夏/
    立秋/立冬 day, today's stem (its 寄宮) or branch stands over yesterday's, or yesterday's over
    today's."""
    if not f.si_li:
        return False
    ys, yb = (f.stem - 1) % 10, (f.branch - 1) % 12
    lg, ylg = f.lodging, LODGING[ys]
    return (f.over(ylg) == lg or f.over(yb) == f.branch or f.over(lg) == ylg
            or f.over(f.branch) == yb)


@rule("tian_yu", "天獄", "000:175", korean="천옥")
def tian_yu(f: Facts):
    """天獄 (000:175): 「囚死墓神發用，斗加日本」: 辰 (天罡, 斗) stands over the stem's 寄宮 (the
    day's 本位, 000:177), and the 初傳 is the stem's 墓, or 囚 or 死 in the season (the season
    is needed only for the latter)."""
    if f.over(f.lodging) != CHEN:
        return False
    t0 = f.trans[0]
    if element_stage(f.stem_element, t0) == STAGE_MU:
        return True
    if f.season is None:
        return None
    return STATE[f.season][BE[t0]] >= 3


@rule("tian_wang", "天網", "000:175", korean="천망", needs=("hour",))
def tian_wang(f: Facts):
    """天網 (000:175): 「占時與用神克」 (000:177: 정시가 도리어 용신을 극제): the hour branch 克
    the 初傳."""
    return KE[BE[f.hour]][BE[f.trans[0]]]


@rule("po_hua", "魄化", "000:179", korean="백화", needs=("season",))
def po_hua(f: Facts):
    """魄化 (000:179): 「白虎帶死氣，臨日辰行年發用」: the 初傳 rides 白虎, is 死 in the season
    (死氣), and stands on the stem's 寄宮, the day branch or (when given) the 行年."""
    t0 = f.trans[0]
    if f.generals[t0] != BAIHU or STATE[f.season][BE[t0]] != 4:
        return False
    seat = f.under(t0)
    return seat in (f.lodging, f.branch) or seat == f.nian


@rule("san_yin", "三陰", "000:179", korean="삼음", needs=("season", "hour", "nian"))
def san_yin(f: Facts):
    """三陰 (000:179): 「太乙逆行，日辰在後發用，中末各帶囚死，將乘元武白虎，時克行年」 (太乙 =
    天乙, 000:181): 貴人 runs 逆, the stem's 寄宮 and the day branch both stand behind 貴人, the
    中 and 末 are each 囚 or 死, the 初傳 rides 玄武 or 白虎, and the hour 克 the 行年."""
    if f.direction != -1 or f.front(f.lodging) != -1 or f.front(f.branch) != -1:
        return False
    st = STATE[f.season]
    if st[BE[f.trans[1]]] < 3 or st[BE[f.trans[2]]] < 3:
        return False
    return f.generals[f.trans[0]] in (XUANWU, BAIHU) and KE[BE[f.hour]][BE[f.nian]]


@rule("long_zhan", "龍戰", "000:183", korean="용전", needs=("nian",))
def long_zhan(f: Facts):
    """龍戰 (000:183): 「卯酉日占，行年在卯酉上，又遇卯酉入傳，卯酉發用」: a 卯 or 酉 day, the
    行年 on 卯 or 酉, and 卯 or 酉 in the 三傳 (000:185: 삼전에 들어가거나, 나아가 발용하면)."""
    mv = (MAO, YOU)
    return f.branch in mv and f.nian in mv and any(x in mv for x in f.trans)


@rule("si_jue", "死絕", "000:187", aliases=("災厄",), korean="사절")
def si_jue(f: Facts):
    """死絕 (000:187): 「日之死鄉，又加死地之絕鄉發用，如甲木死於午，午火絕在亥」: the 初傳 is the
    stem's 死 and stands on its own 絕 (甲: 午 over 亥). 「或喪車游魂等發用」 is not decidable
    (the spirits are not defined)."""
    t0 = f.trans[0]
    return (element_stage(f.stem_element, t0) == STAGE_SI
            and element_stage(BE[t0], f.under(t0)) == STAGE_JUE)


# 九醜: KR3g0031_001.txt:695 「九醜子午與夘酉」
@rule("jiu_chou", "九丑", "000:191", aliases=("九醜",), korean="구축", needs=("hour",))
def jiu_chou(f: Facts):
    """九丑 (000:191): 「凡戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日為九丑日。
    如四仲時占，丑臨日加四仲發用」: on a 九丑 day (option ``jiu_chou_days``), at a 仲 hour, 丑
    is the 初傳 and stands on a 仲 (「臨日」 read as "on such a day": 丑 as 初傳 standing on the
    day branch itself never occurs in the 720 課)."""
    days = JIU_CHOU_TEN if f.options["jiu_chou_days"] == "ten" else JIU_CHOU_NINE
    return (f.day in days and f.hour in SI_ZHONG and f.trans[0] == CHOU
            and f.under(CHOU) in SI_ZHONG)


@rule("gui_mu", "鬼墓", "000:195", korean="귀묘")
def gui_mu(f: Facts):
    """鬼墓 (000:195): 「干支上神發用，或作干鬼干墓，支鬼支墓」: 干上 or 支上 is the 初傳 and is
    both 鬼 (克) and 墓 of the stem, or both 鬼 and 墓 of the day branch."""
    t0 = f.trans[0]
    if t0 != f.uppers[0] and t0 != f.uppers[2]:
        return False
    e = BE[t0]
    return ((KE[e][f.stem_element] and element_stage(f.stem_element, t0) == STAGE_MU)
            or (KE[e][f.branch_element] and element_stage(f.branch_element, t0) == STAGE_MU))
