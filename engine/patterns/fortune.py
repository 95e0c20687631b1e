"""The auspicious 課體 of seed 000's chapter (000:107-147): 三光, 三陽, the 三奇 (旬奇, 干奇, 遁奇,
連茹), 六儀, 時泰, 龍德, 富貴, 軒蓋, 鑄印 (and 破印, 001:107, which spoils it), 斬輪, 引從, 斬關,
開口, 一旬周遍."""
from __future__ import annotations

from ..generals import GUIREN, LIUHE, QINGLONG, XUANWU
from ..values import (CHEN, CHOU, DE, HAI, LU, MAO, SHEN, SI, WU, XU, YIN, YOU, ZI, branches,
                      stems, yi_ma)
from .facts import BE, KE, Facts
from .registry import rule
from .seasons import STATE


# 000:111 旬奇: 「甲子、甲戌旬用丑，甲申、甲午旬用子，甲辰、甲寅旬用亥」 (keyed by 旬首 branch)
XUN_QI = {ZI: CHOU, XU: CHOU, SHEN: ZI, WU: ZI, CHEN: HAI, YIN: HAI}
# 000:111 干奇: 「甲日午，乙日巳，丙日辰，丁日卯，戊日寅，已日丑，庚日未，辛日申，壬日酉，癸日戌」
GAN_QI = branches("午巳辰卯寅丑未申酉戌")
# 000:115 支儀: 「子儀午，丑儀巳，寅儀辰，卯儀卯，巳儀丑，奪儀寅，午儀未，未儀申，申儀酉，酉儀戌，
# 戌儀亥，亥儀子」 (奪 = 辰, 000:117)
ZHI_YI = branches("午巳辰卯寅丑未申酉戌亥子")
# 000:111 遁奇 「乙丙丁甲戊庚」: the 遁干 of the three transmissions
DUN_YI_BING_DING = frozenset(stems("乙丙丁"))
DUN_JIA_WU_GENG = frozenset(stems("甲戊庚"))


@rule("san_guang", "三光", "000:107", korean="삼광", needs=("season",))
def san_guang(f: Facts):
    """三光 (000:107): 「用神日辰旺乘吉將」 with the note 「用神即春木旺火相，日辰即，春甲乙，
    夏丙丁。吉將即貴人、青龍、常、合之類」: the 初傳, the day stem and the day branch are all
    旺 or 相 in the season, and the 初傳 rides a 吉將 (000:109: 세 자가 모두 당령하여 기를
    얻고, 또 길장을 타며)."""
    st = STATE[f.season]
    return (st[BE[f.trans[0]]] <= 1 and st[f.stem_element] <= 1 and st[f.branch_element] <= 1
            and f.generals[f.trans[0]] in f.ji_jiang)


@rule("san_yang", "三陽", "000:111", korean="삼양", needs=("season",))
def san_yang(f: Facts):
    """三陽 (000:111): 「天乙順行，日辰吉將旺相發用」: 貴人 runs 順; the 初傳 is 旺 or 相;
    and (option ``san_yang``) 干上 and 支上 ride 吉將 (000:113), or the 日 (the stem's 寄宮)
    and 辰 (the day branch) both stand before 貴人 (the mirror of 三陰, 000:179)."""
    if f.direction != 1 or STATE[f.season][BE[f.trans[0]]] > 1:
        return False
    if f.options["san_yang"] == "qian":
        return f.front(f.lodging) == 1 and f.front(f.branch) == 1
    return f.generals[f.uppers[0]] in f.ji_jiang and f.generals[f.uppers[2]] in f.ji_jiang


@rule("san_qi", "三奇", "000:111", aliases=("旬奇", "日奇", "月奇", "星奇"), korean="삼기")
def san_qi(f: Facts):
    """三奇 (旬奇) (000:111): 「凡課得旬日之奇發用，或入傳」 (人傳 = 入傳) with 「如甲子、
    甲戌旬用丑，甲申、甲午旬用子，甲辰、甲寅旬用亥」: the 旬奇 is the 初傳 or in the 三傳;
    001:111 「三奇入傳，謂甲子甲戌旬丑為奇之類是也」."""
    return XUN_QI[f.xun_shou] in f.trans


@rule("gan_qi", "干奇", "000:111", aliases=("三奇",), korean="간기")
def gan_qi(f: Facts):
    """干奇 (000:111): 「（甲日午，乙日巳，丙日辰，丁日卯，戊日寅，已日丑，庚日未，辛日申，
    壬日酉，癸日戌）為干奇」, counted with 三奇 (發用 or 入傳): the day stem's 干奇 is in
    the 三傳 (已日 read 己日)."""
    return GAN_QI[f.stem] in f.trans


@rule("dun_qi", "遁奇", "000:111", aliases=("三奇", "天上三奇", "地下三奇"), korean="둔기")
def dun_qi(f: Facts):
    """遁奇 (000:111): 「乙丙丁甲戊庚（名遁奇）」; 001:111 「三奇乙丙丁為天上三奇，甲戊庚為
    地下三奇也。如值此神入傳」: the stems the 旬 puts on the three transmissions (遁干) are
    乙丙丁 or 甲戊庚."""
    st = {f.dun[x] for x in f.trans}
    return st == DUN_YI_BING_DING or st == DUN_JIA_WU_GENG


@rule("lian_ru", "連茹", "000:111", aliases=("三奇", "順連茹", "逆連茹", "進茹", "退茹"),
      korean="연여")
def lian_ru(f: Facts):
    """連茹 counted as 三奇 (000:111): 「（亥子丑至辰巳午六課）為順連茹，（巳午未至戌亥子六課）
    亦為三奇；（亥酉戌至午巳辰六課）為逆連茹，（巳辰卯至子亥戌六課）亦為三奇」: the three
    transmissions are three successive branches, forward or backward (all twelve starts);
    001:179 「得進茹…則宜進，得退茹…則宜止」."""
    a, b, c = f.trans
    return ((b - a) % 12 == 1 and (c - b) % 12 == 1) or ((a - b) % 12 == 1 and (b - c) % 12 == 1)


@rule("liu_yi", "六儀", "000:115", aliases=("旬儀", "支儀"), korean="육의")
def liu_yi(f: Facts):
    """六儀 (000:115): 「旬儀支儀，發用入傳」 with 「旬儀，如甲子旬用子之類。支儀者，子儀午，
    丑儀巳，寅儀辰，卯儀卯，巳儀丑，奪儀寅，午儀未…亥儀子也」 (奪 = 辰, 000:117): the 旬首
    or the day branch's 支儀 is in the 三傳."""
    t = f.trans
    return f.xun_shou in t or ZHI_YI[f.branch] in t


@rule("shi_tai", "時泰", "000:119", aliases=("時太",), korean="시태", needs=("year", "month"))
def shi_tai(f: Facts):
    """時泰 (000:119, printed 時太): 「用起太歲，月建乘青龍六合，而帶財德之神」 (表龍 = 青龍,
    000:121): the 初傳 is the 太歲, the 月建 rides 青龍 or 六合, and the 初傳 or the 月建 is the
    day's 財 (an element the stem 克) or 日德. The alternative 「或入傳又在年命者」 is not
    implemented (it does not say what must stand on the 年命)."""
    if f.trans[0] != f.year or f.generals[f.month] not in (QINGLONG, LIUHE):
        return False
    return any(KE[f.stem_element][BE[x]] or x == DE[f.stem] for x in (f.year, f.month))


@rule("long_de", "龍德", "000:119", korean="용덕", needs_any=("year", "jiang"))
def long_de(f: Facts):
    """龍德 (000:119): 「太歲月將，乘天乙而發用」: the 初傳 is the 太歲 or the 月將 and rides
    貴人."""
    t0 = f.trans[0]
    return f.generals[t0] == GUIREN and (t0 == f.year or t0 == f.jiang)


@rule("fu_gui", "富貴", "000:123", korean="부귀", needs=("season",))
def fu_gui(f: Facts):
    """富貴 (000:123): 「天乙乘旺相，臨日干及行年發用，又干支逢祿馬」: 貴人's branch is 旺 or
    相, 貴人 stands on the stem's 寄宮 (or on the 行年, when given) and is the 初傳, and 干上 or
    支上 is the stem's 祿 or the branch's 驛馬. Option ``fu_gui``."""
    if f.options["fu_gui"] == "lu_ma":
        return False
    gz = f.guiren
    if f.trans[0] != gz or not f.wang_xiang(gz):
        return False
    if f.guiren_seat != f.lodging and (f.nian is None or f.guiren_seat != f.nian):
        return False
    lm = (LU[f.stem], yi_ma(f.branch))
    return f.uppers[0] in lm or f.uppers[2] in lm


@rule("xuan_gai", "軒蓋", "000:127", korean="헌개")
def xuan_gai(f: Facts):
    """軒蓋 (000:127): 「值勝光為用，遇太沖神后」: 午 (勝光) is the 初傳 and 卯 (太沖) and 子
    (神后) are in the 三傳; 001:107 「卯加午位軒車駕…午為馬，卯為車，子為華蓋，三神並遇」."""
    t = f.trans
    return t[0] == WU and MAO in t and ZI in t


@rule("zhu_yin", "鑄印", "000:127", korean="주인")
def zhu_yin(f: Facts):
    """鑄印 (000:127): 「戌加巳，傳中見卯」: heavenly 戌 over earthly 巳 (offset 5) and 卯 in the
    三傳 (太常, 太沖 only enhance it)."""
    return f.offset == (XU - SI) % 12 and MAO in f.trans


@rule("po_yin", "破印", "001:107", korean="파인", needs=("hour",))
def po_yin(f: Facts):
    """破印 (001:107): 「鑄印課為鑄成符印之象，占時為辰沖破其戌，為破印則不吉」: a 鑄印 chart
    cast at the hour 辰."""
    return f.hour == CHEN and zhu_yin(f)


@rule("zhan_lun", "斬輪", "000:131", aliases=("斫輪",), korean="참륜")
def zhan_lun(f: Facts):
    """斬輪 (000:131): 「卯加庚辛發用，得辛酉…（卯為車輪，金為刀斧木就金斬故名。）」: 卯 as
    初傳 over the 寄宮 of 庚 (申) or 辛 (戌). Option ``zhan_lun``: 斫輪 (001:115) 「以卯加申」,
    卯 over 申 wherever it stands; ``shen_you`` (六壬大全 KR3g0031_006.txt:251 「卯加庚辛申酉發用」):
    卯 as 初傳 over 申, 酉 or 戌."""
    if f.options["zhan_lun"] == "jia_shen":
        return f.offset == (MAO - SHEN) % 12
    if f.options["zhan_lun"] == "shen_you":
        return f.trans[0] == MAO and f.under(MAO) in (SHEN, YOU, XU)
    return f.trans[0] == MAO and f.under(MAO) in (SHEN, XU)


@rule("yin_cong", "引從", "000:131", aliases=("前引後從",), korean="인종")
def yin_cong(f: Facts):
    """引從 (000:131): 「凡日辰干支前後上神發用，為初末二傳，是前引後從也」; 001:31 「如庚辰日
    干上丑，初傳寅為引，末傳子為從是也」: the 初傳 is the branch after 干上 (or 支上) and the 末傳
    the branch before it."""
    a, c = f.trans[0], f.trans[2]
    for x in (f.uppers[0], f.uppers[2]):
        if a == (x + 1) % 12 and c == (x - 1) % 12:
            return True
    return False


@rule("zhan_guan", "斬關", "000:147", korean="참관")
def zhan_guan(f: Facts):
    """斬關 (000:147): 「魁罡加日辰發用」: 戌 (河魁) or 辰 (天罡) as 初傳 standing on the stem's
    寄宮 or on the day branch. Option ``zhan_guan`` = ``lin`` (六壬斷案,
    liuren_duanan_01-31.txt:58): 戌 or 辰 over the 寄宮 or the day branch, 初傳 or not."""
    if f.options["zhan_guan"] == "lin":
        return f.uppers[0] in (XU, CHEN) or f.uppers[2] in (XU, CHEN)
    t0 = f.trans[0]
    return t0 in (XU, CHEN) and f.under(t0) in (f.lodging, f.branch)


@rule("kai_kou", "開口", "000:147", korean="개구")
def kai_kou(f: Facts):
    """開口 (000:147): 「旬尾加旬首，或旬首乘元武，或旬首位上神乘元武發用，名開口」: heavenly
    旬尾 over earthly 旬首; or the 旬首 rides 玄武; or the branch over the 旬首's place rides
    玄武 and is the 初傳."""
    xs = f.xun_shou
    if f.over(xs) == f.xun_wei or f.generals[xs] == XUANWU:
        return True
    h = f.over(xs)
    return f.generals[h] == XUANWU and f.trans[0] == h


@rule("yi_xun_zhou_bian", "一旬周遍", "000:147", korean="일순주변")
def yi_xun_zhou_bian(f: Facts):
    """一旬周遍 (000:147): 「旬尾加干，旬首加支，名曰一旬周遍」: 干上 is the 旬尾 and 支上 the
    旬首. Option ``yi_xun_zhou_bian`` (default ``either``, 001:159 「旬首旬尾俱見干支上者」):
    either way round."""
    xs, xw = f.xun_shou, f.xun_wei
    g, z = f.uppers[0], f.uppers[2]
    if g == xw and z == xs:
        return True
    return f.options["yi_xun_zhou_bian"] == "either" and g == xs and z == xw
