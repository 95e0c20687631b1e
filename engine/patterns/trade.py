"""The 格 of seed 001's 經商 (trade, 001:135-179): 交車相合, 干財支墓, 病符, 祿神乘旺, 末助初財,
交車相加, 干神空亡, 絕財逢旺, 生氣青龍, 明生暗克, 恩多怨深, 日祿空亡, 天財, 二破, 元武持刀, 空亡脫氣,
互相羅網, 受生, 就生."""
from __future__ import annotations

from .. import spirits
from ..generals import QINGLONG, XUANWU
from ..values import BRANCHES, CHEN, LU, METAL, YIN, chong, element_stage, liu_he, month_of_branch
from .facts import BE, GEN, KE, STAGE_JUE, STAGE_MU, STAGE_SHENG, Facts
from .registry import rule
from .seasons import STATE


@rule("jiao_che_xiang_he", "交車相合", "001:135", aliases=("交車",), korean="교차상합")
def jiao_che_xiang_he(f: Facts):
    """交車相合 (001:135): 「交車相合，謂交互六合也」 (001:137: 일간 상신과 일지·일지 상신과
    일간이 서로 교호하여 육합을 맺는 것): 干上 is 六合 with the day branch and 支上 with the
    stem's 寄宮."""
    return liu_he(f.uppers[0]) == f.branch and liu_he(f.uppers[2]) == f.lodging


@rule("gan_cai_zhi_mu", "干財支墓", "001:139", korean="간재지묘")
def gan_cai_zhi_mu(f: Facts):
    """干財支墓 (001:139): 「干財支墓，如甲子日三傳辰午申，乙酉日三傳丑戌未」: the 初傳 is the
    stem's 財 (the stem 克 it) and the day branch's 墓."""
    t0 = f.trans[0]
    return KE[f.stem_element][BE[t0]] and element_stage(f.branch_element, t0) == STAGE_MU


@rule("bing_fu", "病符", "001:139", korean="병부", needs=("year",))
def bing_fu(f: Facts):
    """病符 (001:139): 「病符，如壬申日，干上申，酉年占為病符，作日干之長生，主舊事再新」: 干上
    is last year's 太歲 (病符) and the stem's 長生."""
    g = f.uppers[0]
    return g == (f.year - 1) % 12 and element_stage(f.stem_element, g) == STAGE_SHENG


@rule("lu_shen_cheng_wang", "祿神乘旺", "001:139", korean="록신승왕", needs=("season",))
def lu_shen_cheng_wang(f: Facts):
    """祿神乘旺 (001:139): 「祿神乘旺，如六乙日干上卯為旺祿，春占又為旺氣」: 干上 is the stem's
    祿 and is 旺 in the season."""
    return f.uppers[0] == LU[f.stem] and STATE[f.season][BE[f.uppers[0]]] == 0


@rule("mo_zhu_chu_cai", "末助初財", "001:143", korean="말조초재")
def mo_zhu_chu_cai(f: Facts):
    """末助初財 (001:143): 「末助初財，如甲辰日三傳戌申午，末傳午生戌財」: the 初傳 is the stem's
    財 and the 末傳 generates it."""
    a, c = BE[f.trans[0]], BE[f.trans[2]]
    return KE[f.stem_element][a] and GEN[c][a]


@rule("jiao_che_xiang_jia", "交車相加", "001:143", aliases=("交車",), korean="교차상가")
def jiao_che_xiang_jia(f: Facts):
    """交車相加 (001:143): 「交車相加，如辛丑日，干上子為支財，支上卯為干財是也」: 干上 is the day
    branch's 財 and 支上 the stem's 財."""
    return KE[f.branch_element][BE[f.uppers[0]]] and KE[f.stem_element][BE[f.uppers[2]]]


@rule("gan_shen_kong_wang", "干神空亡", "001:147", aliases=("日干逢空",), korean="간신공망")
def gan_shen_kong_wang(f: Facts):
    """干神空亡 (001:147): 「日干逢空…干神空亡，如辛未日戌空，即辛空是也」: the stem's 寄宮 is
    旬空."""
    return f.lodging in f.kong


@rule("jue_cai_feng_wang", "絕財逢旺", "001:147", korean="절재봉왕", needs=("season",))
def jue_cai_feng_wang(f: Facts):
    """絕財逢旺 (001:147): 「絕財逢旺，謂財坐絕鄉，卻乘時令之旺氣，如辛丑日三傳卯戌巳，卯為日財，
    加於申之絕地。春占卯為旺氣」: a transmission is the stem's 財, stands on its own 絕 and is
    旺 in the season."""
    st = STATE[f.season]
    return any(KE[f.stem_element][BE[x]] and element_stage(BE[x], f.under(x)) == STAGE_JUE
               and st[BE[x]] == 0 for x in f.trans)


# 生氣 by 月建 (001:147 「三月為生氣」 寅, 「六月為生氣」 巳): the monthly spirit 生氣 of seed 002's
# tables (engine.spirits)
SHENG_QI = tuple(spirits.place("生氣", month_of_branch(b)) for b in BRANCHES)


@rule("sheng_qi_qing_long", "生氣青龍", "001:147", korean="생기청룡", needs=("month",))
def sheng_qi_qing_long(f: Facts):
    """生氣青龍 (001:147): 「生氣青龍，謂龍乘生氣，加干支上也。如六丙日干上寅夜占乘龍，三月為
    生氣，乙未日支上巳，日占乘龍，六月為生氣是也」: the month's 生氣 (two branches before the
    month: 辰 → 寅, 未 → 巳) is 干上 or 支上 and rides 青龍."""
    q = SHENG_QI[f.month]
    return q in (f.uppers[0], f.uppers[2]) and f.generals[q] == QINGLONG


@rule("ming_sheng_an_ke", "明生暗克", "001:151", korean="명생암극")
def ming_sheng_an_ke(f: Facts):
    """明生暗克 (001:151): 「如庚寅日干上巳支上亥，各乘長生氣，乃交車反作脫氣」: 干上 is the
    stem's 長生 and 支上 the branch's, while crosswise the branch generates 干上 and the stem
    generates 支上 (脫氣)."""
    g, z = f.uppers[0], f.uppers[2]
    return (element_stage(f.stem_element, g) == STAGE_SHENG
            and element_stage(f.branch_element, z) == STAGE_SHENG
            and GEN[f.branch_element][BE[g]] and GEN[f.stem_element][BE[z]])


@rule("en_duo_yuan_shen", "恩多怨深", "001:151", korean="은다원심")
def en_duo_yuan_shen(f: Facts):
    """恩多怨深 (001:151): 「如乙未日三傳午丑申，干生安裝 [初傳]，是恩也。初生中，中生末，末剋日干」."""
    a, b, c = (BE[x] for x in f.trans)
    return GEN[f.stem_element][a] and GEN[a][b] and GEN[b][c] and KE[c][f.stem_element]


@rule("ri_lu_kong_wang", "日祿空亡", "001:159", korean="일록공망")
def ri_lu_kong_wang(f: Facts):
    """日祿空亡 (001:159): 「日祿空亡，如辛巳日干上酉旬空，旺祿既空，不宜坐用」: 干上 is the
    stem's 祿 and it is 旬空."""
    return f.uppers[0] == LU[f.stem] and LU[f.stem] in f.kong


def tian_cai(month: int) -> int:
    """天財: 「正月起辰順行六陽神」 (001:163): 寅月 辰, 卯月 午, …"""
    return (CHEN + 2 * (month - YIN)) % 12


@rule("tian_cai", "天財", "001:163", aliases=("天財臨命",), korean="천재", needs=("month",))
def tian_cai_(f: Facts):
    """天財 (001:163): 「天財，正月起辰順行六陽神，如加日干年命上最吉」: the month's 天財 is 干上
    (or stands over the 行年/本命 when given)."""
    c = tian_cai(f.month)
    return f.uppers[0] == c or any(f.over(x) == c for x in f.nianming())


@rule("er_po", "二破", "001:163", korean="이파", needs=("year", "month"))
def er_po(f: Facts):
    """二破 (001:163): 「二破者，歲破月破是也…如巳年寅月己未日申時亥將占，亥加申發用，亥為歲破，
    申為月破」: the 初傳 is the 歲破 standing on the 月破."""
    t0 = f.trans[0]
    return t0 == chong(f.year) and f.under(t0) == chong(f.month)


@rule("xuan_wu_chi_dao", "元武持刀", "001:163", aliases=("玄武持刀",), korean="현무지도")
def xuan_wu_chi_dao(f: Facts):
    """元武持刀 (001:163): 「元武持刀，謂元武金煞克其干支也。如乙巳日三傳酉巳丑，晝占酉乘武克干
    是也」: a transmission of 金 (申酉) rides 玄武 and 克 the stem or the day branch."""
    return any(f.generals[x] == XUANWU and BE[x] == METAL
               and (KE[METAL][f.stem_element] or KE[METAL][f.branch_element]) for x in f.trans)


@rule("kong_wang_tuo_qi", "空亡脫氣", "001:163", korean="공망탈기")
def kong_wang_tuo_qi(f: Facts):
    """空亡脫氣 (001:163): 「空亡脫氣，如癸丑日，干上寅，本是脫氣空亡」: 干上 is generated by the
    stem (脫氣) and is 旬空."""
    g = f.uppers[0]
    return GEN[f.stem_element][BE[g]] and g in f.kong


@rule("hu_xiang_luo_wang", "互相羅網", "001:179", korean="호상라망")
def hu_xiang_luo_wang(f: Facts):
    """互相羅網 (001:179): 「如癸未日，干上申為支網，支上寅為干羅」: 干上 is the 地網 (day branch
    + 1) and 支上 the 天羅 (寄宮 + 1)."""
    return f.uppers[0] == (f.branch + 1) % 12 and f.uppers[2] == (f.lodging + 1) % 12


@rule("shou_sheng", "受生", "001:179", korean="수생")
def shou_sheng(f: Facts):
    """受生 (001:179): 「受生者，如乙亥日，干上亥，支來生干」: the day branch stands over the
    stem's 寄宮 and generates the stem."""
    return f.uppers[0] == f.branch and GEN[f.branch_element][f.stem_element]


@rule("jiu_sheng", "就生", "001:179", korean="취생")
def jiu_sheng(f: Facts):
    """就生 (001:179): 「就生干，如庚辰日，支上申，干加干 [支] 而就生」: the stem's 寄宮 stands
    over the day branch and the branch generates the stem."""
    return f.uppers[2] == f.lodging and GEN[f.branch_element][f.stem_element]
