"""The 格 of seed 001's 科名 (the examinations, 001:3-57): 墓神覆日, 簾幕貴人, 魁罡, 從魁,
斗鬼臨干, 龍奮, 蛇封, 太陽入課, 德入天門, 四閉, 旬首臨干, 貴人生日, 四路驛馬, 六路驛馬, 文德,
兩貴夾拱, 雨露潤澤, 根斷源消, 貴登天門."""
from __future__ import annotations

from ..generals import GUIREN_DAY, GUIREN_NIGHT, QINGLONG, TENGSHE, ZHUQUE, guiren_branch
from ..values import CHEN, CHOU, DE, HAI, METAL, WEI, XU, YOU, element_stage, liu_he
from .facts import BE, GEN, KE, STAGE_MU, YI_MA, Facts
from .registry import rule


@rule("mu_shen_fu_ri", "墓神覆日", "001:7", korean="묘신복일")
def mu_shen_fu_ri(f: Facts):
    """墓神覆日 (001:7): 「墓神覆日，如甲乙日干上未，丙丁日干上戌是也」 (干勁沖天未 = 干上未,
    001:9): 干上 is the stem's 墓."""
    return element_stage(f.stem_element, f.uppers[0]) == STAGE_MU


def mu_gui(stem: int, daytime: bool) -> int:
    """簾幕貴人: 「日占用夜貴，夜占用晝貴」 (001:11)."""
    return guiren_branch(stem, not daytime)


@rule("lian_mu_gui_ren", "簾幕貴人", "001:11", aliases=("幕貴", "簾幕貴"), korean="염막귀인")
def lian_mu_gui_ren(f: Facts):
    """簾幕貴人 (001:11): 「簾幕貴者，日占用夜貴，夜占用晝貴是也。如得此神加臨日干年命之上，
    必中。如六甲日夜占丑加干，六庚日晝占未加干是也」: the other 貴人 of the day stands over the
    stem's 寄宮 (干上), or over the 行年/本命 when given. (Spoilt by 空 克 墓, 「則不吉」.)"""
    m = mu_gui(f.stem, f.daytime)
    if f.uppers[0] == m:
        return True
    return any(f.over(x) == m for x in f.nianming())


@rule("kui_gang_lin_gan", "魁罡", "001:11", aliases=("魁罡加干", "河魁", "天罡"),
      korean="천강 하괴")
def kui_gang_lin_gan(f: Facts):
    """魁罡 (001:11 「魁罡將遇青雲客」, gloss 001:15): 「如甲辰甲戌旬中，辰戌加臨日干處命 [年命]
    者必中」: in a 甲辰 or 甲戌 旬, 辰 or 戌 is 干上 (or stands over the 行年/本命 when given)."""
    if f.xun_shou not in (CHEN, XU):
        return False
    return f.uppers[0] in (CHEN, XU) or any(f.over(x) in (CHEN, XU) for x in f.nianming())


@rule("cong_kui_lin_gan", "從魁", "001:11", aliases=("從魁臨干",), korean="종귀")
def cong_kui_lin_gan(f: Facts):
    """從魁 (001:11 「從魁生扶魁可掄」, gloss 001:15): 「從魁酉也…如此神加臨日干，作生合吉將，
    亦必中」: 酉 is 干上, generates the stem or is 六合 with its 寄宮, and rides a 吉將."""
    if f.uppers[0] != YOU or f.generals[YOU] not in f.ji_jiang:
        return False
    return GEN[METAL][f.stem_element] or liu_he(YOU) == f.lodging


@rule("dou_gui_lin_gan", "斗鬼臨干", "001:11", aliases=("斗鬼",), korean=None)
def dou_gui_lin_gan(f: Facts):
    """斗鬼臨干 (001:11 「斗鬼臨干名必得」, gloss 001:15): 「丑中有斗宿，未中有鬼宿，丑未相加合而
    成魁。如加日干年命上，必中。如六丁六己日返吟，干上丑，六癸日返吟，干上未是也」: 丑 over 未 or
    未 over 丑 on the stem's 寄宮 (or on the 行年/本命 when given)."""
    places = (f.lodging,) + f.nianming()
    return any((x == CHOU and f.over(x) == WEI) or (x == WEI and f.over(x) == CHOU)
               for x in places)


@rule("long_fen", "龍奮", "001:19", korean="용분")
def long_fen(f: Facts):
    """龍奮 (001:19): 「龍奮者，初蛇末龍也」: 初傳 rides 螣蛇, 末傳 青龍."""
    return f.generals[f.trans[0]] == TENGSHE and f.generals[f.trans[2]] == QINGLONG


@rule("she_feng", "蛇封", "001:19", korean="사봉")
def she_feng(f: Facts):
    """蛇封 (001:19): 「蛇封者，初龍末蛇也」: 初傳 rides 青龍, 末傳 螣蛇."""
    return f.generals[f.trans[0]] == QINGLONG and f.generals[f.trans[2]] == TENGSHE


@rule("tai_yang_ru_ke", "太陽入課", "001:19", korean=None, needs=("jiang",))
def tai_yang_ru_ke(f: Facts):
    """太陽入課 (001:19): 「太陽即月將，如此神加臨日干年命上，必中」: the 月將 stands over the
    stem's 寄宮 (干上), or over the 行年/本命 when given."""
    j = f.jiang
    return f.uppers[0] == j or any(f.over(x) == j for x in f.nianming())


@rule("de_ru_tian_men", "德入天門", "001:23", korean="덕입천문")
def de_ru_tian_men(f: Facts):
    """德入天門 (001:23): 「日德加亥發用…以六壬日伏吟最的…如丙辰日反吟，丁亥日伏吟是也」: the
    日德 is the 初傳 and stands on earthly 亥."""
    return f.trans[0] == DE[f.stem] and f.under(f.trans[0]) == HAI


@rule("si_bi", "四閉", "001:23", aliases=("四閉格",), korean="사폐")
def si_bi(f: Facts):
    """四閉 (001:23): 「四閉格謂用神遙克貴人也。如乙亥晝占，三傳未卯亥干上子，乃貴人為用神所克
    是也」: the 初傳 克 the branch 貴人 rides."""
    return KE[BE[f.trans[0]]][BE[f.guiren]]


@rule("xun_shou_lin_gan", "旬首臨干", "001:23", aliases=("儀神臨干",), korean=None)
def xun_shou_lin_gan(f: Facts):
    """旬首臨干 (001:23): 「旬首即儀神，加臨日干年命上必中」: the 旬首 is 干上 (or stands over
    the 行年/本命 when given)."""
    return f.uppers[0] == f.xun_shou or any(f.over(x) == f.xun_shou for x in f.nianming())


@rule("gui_ren_sheng_ri", "貴人生日", "001:27", korean="귀인생일")
def gui_ren_sheng_ri(f: Facts):
    """貴人生日 (001:27): 「貴人生日，如六乙日干上子，晝占。六庚日干上未」: 貴人 is 干上 and
    its branch generates the stem."""
    return f.uppers[0] == f.guiren and GEN[BE[f.guiren]][f.stem_element]


@rule("si_lu_yi_ma", "四路驛馬", "001:31", korean="사로역마", needs=("year", "month", "hour"))
def si_lu_yi_ma(f: Facts):
    """四路驛馬 (001:31): 「如壬子年戊申月庚辰日申時巳將占，三傳巳寅亥，寅為歲月日時四路驛馬」:
    the 驛馬 of the year, month, day and hour branches coincide and are in the 三傳."""
    m = YI_MA[f.branch]
    return (m in f.trans_set and YI_MA[f.year] == m and YI_MA[f.month] == m and YI_MA[f.hour] == m)


@rule("liu_lu_yi_ma", "六路驛馬", "001:31", korean="육로역마",
      needs=("year", "month", "hour", "nian", "birth"))
def liu_lu_yi_ma(f: Facts):
    """六路驛馬 (001:31): 「六路驛馬，年月日時年命六處之馬也…又占人年命上更得申子辰等神為六路
    驛馬」: the four roads' 驛馬 meet in the 三傳 and the 行年 and 本命 have the same 驛馬."""
    m = YI_MA[f.branch]
    return (m in f.trans_set and YI_MA[f.year] == m and YI_MA[f.month] == m and YI_MA[f.hour] == m
            and YI_MA[f.nian] == m and YI_MA[f.birth] == m)


@rule("wen_de", "文德", "001:35", aliases=("文德格",), korean="문덕격")
def wen_de(f: Facts):
    """文德 (001:35): 「朱德作官星，名文德格。如丁巳日三傳亥申巳，亥為官德，夜占乘朱是也」: a
    transmission is the 日德, is the stem's 官 (克 the stem) and rides 朱雀."""
    d = DE[f.stem]
    return d in f.trans and KE[BE[d]][f.stem_element] and f.generals[d] == ZHUQUE


@rule("liang_gui_jia_gong", "兩貴夾拱", "001:43", aliases=("兩貴拱",), korean="양귀협공")
def liang_gui_jia_gong(f: Facts):
    """兩貴夾拱 (001:43): 「謂初末傳乘晝夜貴人，拱其干神，或初末干支乘日夜貴人拱占人之年命是也。
    如壬子日干上辰，初傳巳，末傳卯，為兩貴夾拱干神」: the 初傳 and 末傳 are the 晝 and 夜 貴人
    and 干上 lies between them; or (行年/本命 given) the 初末, or 干上 and 支上, are the two 貴人
    and the branch over the 年命 lies between them (001:43 「此格惟丁癸日有，丙壬日無也」)."""
    pair = {GUIREN_DAY[f.stem], GUIREN_NIGHT[f.stem]}
    a, c = f.trans[0], f.trans[2]

    def between(x, p, q):
        return (p - x) % 12 in (1, 11) and (q - x) % 12 in (1, 11) and p != q

    if {a, c} == pair and between(f.uppers[0], a, c):
        return True
    for n in f.nianming():
        m = f.over(n)
        if {a, c} == pair and between(m, a, c):
            return True
        if {f.uppers[0], f.uppers[2]} == pair and between(m, f.uppers[0], f.uppers[2]):
            return True
    return False


@rule("yu_lu_run_ze", "雨露潤澤", "001:43", korean="우로윤택")
def yu_lu_run_ze(f: Facts):
    """雨露潤澤 (001:43): 「謂四上生其四下也。如甲午日，一課亥甲，二課申亥，三課卯午，四課子卯」:
    every upper generates its lower (lesson 1's lower is the stem)."""
    u = f.uppers
    return (GEN[BE[u[0]]][f.stem_element] and GEN[BE[u[1]]][BE[u[0]]]
            and GEN[BE[u[2]]][f.branch_element]
            and GEN[BE[u[3]]][BE[u[2]]])


@rule("gen_duan_yuan_xiao", "根斷源消", "001:43", aliases=("四課源消",), korean="근단원소")
def gen_duan_yuan_xiao(f: Facts):
    """根斷源消 (001:43): 「謂四下生其四上也。如庚子日，一課亥庚，二課寅亥，三課卯子，四課午卯」:
    every lower generates its upper; 001:159 「四課源消」."""
    u = f.uppers
    return (GEN[f.stem_element][BE[u[0]]] and GEN[BE[u[0]]][BE[u[1]]]
            and GEN[f.branch_element][BE[u[2]]]
            and GEN[BE[u[2]]][BE[u[3]]])


@rule("gui_deng_tian_men", "貴登天門", "001:47", korean="귀등천문")
def gui_deng_tian_men(f: Facts):
    """貴登天門 (001:47): 「又有貴人加亥發用者，如丁亥日伏吟晝占。癸亥日返吟晝占是也」: 貴人
    stands on earthly 亥 and is the 初傳. (The 年命 reading 「丑未二貴加地盤亥上…如占人年命值之」
    is not implemented.)"""
    return f.guiren_seat == HAI and f.trans[0] == f.guiren
