"""The 格 of seed 001's 前程 (an official's career, 001:59-131): 傳神互克, 催官使者, 內戰,
祿神臨支, 羅網, 富貴 (干支互乘祿馬), 貴遇頭沖, 常貴入官鄉, 月將乘龍, 絕處逢生, 迴環, 催官符, 返本煞,
德喪祿絕, 龍傷太歲, 鬼臨三四, 履天羅, 陷地獄, 赤鳥作鬼."""
from __future__ import annotations

from ..generals import BAIHU, GUIREN, QINGLONG, TAICHANG, ZHUQUE
from ..values import CHEN, FIRE, LU, METAL, WATER, WOOD, XU, element_stage, yi_ma
from .facts import BE, GEN, KE, STAGE_JUE, STAGE_SHENG, YI_MA, Facts
from .registry import rule


@rule("chuan_shen_hu_ke", "傳神互克", "001:75", aliases=("遞克",), korean="전신호극")
def chuan_shen_hu_ke(f: Facts):
    """傳神互克 (001:75): 「一自上遞克。如丙辰日三傳寅未子，初克中，中克末，末克干。二，自下遞克，
    如丙子日三傳子未寅，末克中，中克初，初克干是也」."""
    a, b, c = (BE[x] for x in f.trans)
    return ((KE[a][b] and KE[b][c] and KE[c][f.stem_element])
            or (KE[c][b] and KE[b][a] and KE[a][f.stem_element]))


@rule("cui_guan_shi_zhe", "催官使者", "001:79", aliases=("鬼爻逢虎",), korean="최관사자")
def cui_guan_shi_zhe(f: Facts):
    """催官使者 (001:79): 「鬼爻逢虎，謂虎作日干之鬼，名催官使者…如六甲日三傳辰午申，晝占，申作
    虎鬼」: a transmission that 克 the stem rides 白虎."""
    return any(f.generals[x] == BAIHU and KE[BE[x]][f.stem_element] for x in f.trans)


@rule("nei_zhan", "內戰", "001:83", korean="내전")
def nei_zhan(f: Facts):
    """內戰 (001:83): 「內戰，謂下克上也。如戊辰日三傳寅未子，寅加酉，未加寅，子加未。皆下賊上
    神是也」: every transmission is 克 by the branch it stands on."""
    return all(KE[BE[f.under(x)]][BE[x]] for x in f.trans)


@rule("lu_shen_lin_zhi", "祿神臨支", "001:83", korean="록신임지")
def lu_shen_lin_zhi(f: Facts):
    """祿神臨支 (001:83): 「祿神臨支，謂日祿加支上。如庚午子日，支上申。辛亥日支上酉」."""
    return f.uppers[2] == LU[f.stem]


@rule("luo_wang", "羅網", "001:83", aliases=("天羅", "地網", "羅網課"), korean="라망")
def luo_wang(f: Facts):
    """羅網 (001:83): 「如值干之天羅發用…值支之地網發用」, the 天羅 one place after the stem's
    寄宮 and the 地網 one after the day branch (001:179 「癸未日，干上申為支網，支上寅為干羅」):
    the 初傳 is the 天羅 or the 地網."""
    return f.trans[0] in ((f.lodging + 1) % 12, (f.branch + 1) % 12)


@rule("fu_gui_lu_ma", "富貴", "001:83", aliases=("富貴課",), korean="부귀과")
def fu_gui_lu_ma(f: Facts):
    """富貴 (001:83): 「干支互乘祿馬，名富貴課。如丙寅日，干上申，為支馬，支上巳為干祿。此例止有
    六課」: 干上 is the day branch's 驛馬 and 支上 the stem's 祿. Option ``fu_gui``."""
    if f.options["fu_gui"] == "tian_yi":
        return False
    return f.uppers[0] == yi_ma(f.branch) and f.uppers[2] == LU[f.stem]


@rule("gui_yu_tou_chong", "貴遇頭沖", "001:95", aliases=("貴人帶馬",), korean=None)
def gui_yu_tou_chong(f: Facts):
    """貴遇頭沖 (001:95): 「頭沖驛馬也。如貴人帶馬，見於課傳，主徵召。如丁巳日干上亥為馬，晝占
    乘貴是也」: the day branch's 驛馬 rides 貴人 and appears in the 四課 or the 三傳."""
    m = YI_MA[f.branch]
    return m == f.guiren and (m in f.trans_set or m in f.uppers)


@rule("chang_gui_ru_guan", "常貴入官鄉", "001:103", korean="상귀입관향")
def chang_gui_ru_guan(f: Facts):
    """常貴入官鄉 (001:103): 「如庚子日三傳巳戌卯，晝占巳乘常作官星。丙戌日三傳亥申巳，晝占亥乘
    貴作官星是也」: a transmission that 克 the stem (官星) rides 太常 or 貴人."""
    return any(f.generals[x] in (TAICHANG, GUIREN) and KE[BE[x]][f.stem_element] for x in f.trans)


@rule("yue_jiang_cheng_long", "月將乘龍", "001:103", korean="월장승룡", needs=("jiang",))
def yue_jiang_cheng_long(f: Facts):
    """月將乘龍 (001:103): 「如甲子日巳時申將占，發用申乘龍，又作月將是也」: the 初傳 is the
    月將 and rides 青龍."""
    return f.trans[0] == f.jiang and f.generals[f.jiang] == QINGLONG


@rule("jue_chu_feng_sheng", "絕處逢生", "001:115", korean="절처봉생")
def jue_chu_feng_sheng(f: Facts):
    """絕處逢生 (001:115): 「如六甲日申加巳發用，申為日之絕神，加巳之長生上」: the 初傳 is the
    stem's 絕 and stands on its own 長生."""
    t0 = f.trans[0]
    return (element_stage(f.stem_element, t0) == STAGE_JUE
            and element_stage(BE[t0], f.under(t0)) == STAGE_SHENG)


@rule("hui_huan", "迴環", "001:115", aliases=("迴環課", "回環"), korean="회환")
def hui_huan(f: Facts):
    """迴環 (001:115): 「三傳四課相同為迴環課，如庚子日，干上辰，三傳子申辰是也」: the 三傳 are
    exactly the branches over the 四課."""
    return set(f.trans) == set(f.uppers)


@rule("cui_guan_fu", "催官符", "001:119", aliases=("三合生官",), korean="최관부")
def cui_guan_fu(f: Facts):
    """催官符 (001:119): 「三合生官，謂官星加干，三傳合局生之。名為催官符。如辛未日干上午三傳
    卯亥未是也」: 干上 克 the stem, and the 三傳 form a 三合 whose element generates 干上."""
    g = f.uppers[0]
    if not KE[BE[g]][f.stem_element]:
        return False
    for e in (WOOD, FIRE, METAL, WATER):
        if GEN[e][BE[g]] and f.ju == e:
            return True
    return False


FAN_BEN = (METAL, WATER, WOOD, FIRE)  # 001:119 春金局，夏水，秋木，冬火局


@rule("fan_ben_sha", "返本煞", "001:119", korean="반본살", needs=("season",))
def fan_ben_sha(f: Facts):
    """返本煞 (001:119): 「返本煞，春得金局，夏水秋木冬火局是也」: the 三傳 form the season's
    三合 局."""
    return f.ju == FAN_BEN[f.season]


@rule("de_sang_lu_jue", "德喪祿絕", "001:119", korean="덕상록절")
def de_sang_lu_jue(f: Facts):
    """德喪祿絕 (001:119): 「陽日返吟，名德喪祿絕」: a 剛日 on a 返吟 plate (offset 6)."""
    return f.offset == 6 and f.stem % 2 == 0


@rule("long_shang_tai_sui", "龍傷太歲", "001:123", korean=None, needs=("year",))
def long_shang_tai_sui(f: Facts):
    """龍傷太歲 (001:123): 「太歲有人君之象，故不宜為龍神所傷。如六甲日晝貴順行，於申酉年占，午乘
    龍克其太歲是也」: the branch 青龍 rides 克 the 太歲."""
    q = f.generals.index(QINGLONG)
    return KE[BE[q]][BE[f.year]]


@rule("gui_lin_san_si", "鬼臨三四", "001:123", korean="귀림삼사")
def gui_lin_san_si(f: Facts):
    """鬼臨三四 (001:123): 「日鬼加臨支兩課為鬼臨三四，辛未日干上酉，三課午，四課巳是也」: the
    uppers of lessons 3 and 4 both 克 the stem."""
    return KE[BE[f.uppers[2]]][f.stem_element] and KE[BE[f.uppers[3]]][f.stem_element]


@rule("lu_tian_luo", "履天羅", "001:127", korean=None)
def lu_tian_luo(f: Facts):
    """履天羅 (001:127): 「又貴人臨辰上，為履天羅」: 貴人 stands on earthly 辰."""
    return f.guiren_seat == CHEN


@rule("xian_di_yu", "陷地獄", "001:127", aliases=("必地獄",), korean="함지옥")
def xian_di_yu(f: Facts):
    """陷地獄 (001:127): 「臨戌上為必地獄」 (必 = 陷, 001:129): 貴人 stands on earthly 戌."""
    return f.guiren_seat == XU


@rule("chi_niao_zuo_gui", "赤鳥作鬼", "001:127", korean=None)
def chi_niao_zuo_gui(f: Facts):
    """赤鳥作鬼 (001:127, gloss 001:131): 「如作鬼加干，必有彈章參劾也。六甲日干上酉，夜占雀作日鬼臨干上是也」:
    干上 rides 朱雀 and 克 the stem."""
    g = f.uppers[0]
    return f.generals[g] == ZHUQUE and KE[BE[g]][f.stem_element]
