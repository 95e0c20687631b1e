"""The 課體 of seed 000's chapter on persons and households (000:151-167): 遊子, 三交, 上門亂首,
自取, 凌犯, 贅壻, 淫泆, 泆女, 狡童, 蕪淫, 不備 (陽不備, 陰不備), 孤, 寡, 度厄, 無祿."""
from __future__ import annotations

from .. import spirits
from ..generals import LIUHE, TAICHANG, TAIYIN, TIANHOU
from ..values import BRANCHES, DING, MAO, YOU, branches, month_of_branch
from .facts import BE, KE, SI_JI, SI_ZHONG, Facts
from .registry import rule


# 天馬 by 月建 (001:107 正七月 午, 001:95 二八月 申, 001:47 三九月 戌): the monthly spirit 天馬 of
# seed 002's tables (engine.spirits)
TIAN_MA = tuple(spirits.place("天馬", month_of_branch(b)) for b in BRANCHES)


@rule("you_zi", "遊子", "000:151", korean="유자")
def you_zi(f: Facts):
    """遊子 (000:151): 「三傳皆土」 (the first of three alternatives): all three transmissions are
    辰戌丑未."""
    return all(x in SI_JI for x in f.trans)


@rule("you_zi_xun_ding", "遊子", "000:151", aliases=("旬丁",), korean="유자")
def you_zi_xun_ding(f: Facts):
    """遊子 (000:151): 「或見旬丁（每旬丁干所值之神）」: the branch carrying the 旬's 丁 (旬首 + 3)
    is in the 三傳."""
    return any(f.dun[x] == DING for x in f.trans)


@rule("you_zi_tian_ma", "遊子", "000:151", aliases=("天馬",), korean="유자", needs=("month",))
def you_zi_tian_ma(f: Facts):
    """遊子 (000:151): 「或天馬」: the month's 天馬 is in the 三傳 (天馬 正七月 午 001:107, 二八月 申
    001:95, 三九月 戌 001:47: two branches a month from 午)."""
    return TIAN_MA[f.month] in f.trans


@rule("san_jiao", "三交", "000:151", korean="삼교", needs=("hour",))
def san_jiao(f: Facts):
    """三交 (000:151): 「四仲日時占，課傳皆仲，將逢后常陰合」 (後爵陰合 = 后常陰合, 000:153): the
    day branch and the hour are 仲, every branch of the 四課 and the 三傳 is 仲, and a
    transmission rides 天后, 太常, 太陰 or 六合."""
    if f.branch not in SI_ZHONG or f.hour not in SI_ZHONG:
        return False
    if (not all(x in SI_ZHONG for x in f.lesson_branches())
            or not all(x in SI_ZHONG for x in f.trans)):
        return False
    return any(f.generals[x] in (TIANHOU, TAICHANG, TAIYIN, LIUHE) for x in f.trans)


@rule("luan_shou", "上門亂首", "000:151", aliases=("亂首",), korean=None)
def luan_shou(f: Facts):
    """上門亂首 (000:151): 「支臨干克干，為上門亂首」: the day branch stands over the stem's
    寄宮 (干上 = 支) and 克 the stem (「更兼發用」 only aggravates it, 000:153)."""
    return f.uppers[0] == f.branch and KE[f.branch_element][f.stem_element]


@rule("zi_qu", "自取", "000:151", korean=None)
def zi_qu(f: Facts):
    """自取 (000:151): 「干臨支被克為自取」: the stem's 寄宮 stands over the day branch
    (支上 = 寄宮) and the day branch 克 the stem."""
    return f.uppers[2] == f.lodging and KE[f.branch_element][f.stem_element]


@rule("ling_fan", "凌犯", "000:151", korean="능범")
def ling_fan(f: Facts):
    """凌犯 (000:151): 「凡日克辰，乃上凌下，卻得下賊上為用；辰剋日，乃下犯上，卻得上克下為用，
    名凌犯」: the stem 克 the branch and the 初傳 comes from a 賊 lesson, or the branch 克 the
    stem and it comes from a 克 lesson."""
    if f.method not in ("zei_ke", "bi_yong", "she_hai"):
        return False
    want = "賊" if KE[f.stem_element][f.branch_element] else (
        "克" if KE[f.branch_element][f.stem_element] else None)
    if want is None:
        return False
    return any(u == f.trans[0] and r == want for u, r in zip(f.uppers, f.relations))


@rule("zhui_xu", "贅壻", "000:155", aliases=("贅婿",), korean="체서")
def zhui_xu(f: Facts):
    """贅壻 (000:155): 「干臨支克支，臨干被克，更兼發用」 with 「干臨支以動就靜…支臨干以靜
    就動」: the stem's 寄宮 stands over the day branch (支上) and the stem 克 the branch, or the
    day branch stands over the 寄宮 (干上) and is 克 by the stem; and that visitor is the 初傳."""
    if not KE[f.stem_element][f.branch_element]:
        return False
    t0 = f.trans[0]
    return ((f.uppers[2] == f.lodging and t0 == f.lodging)
            or (f.uppers[0] == f.branch and t0 == f.branch))


# 淫佚: 六壬大全's list of the 課 (KR3g0031_001.txt:670 「淫佚后合乗夘酉」)
@rule("yin_yi", "淫泆", "000:159", aliases=("淫佚",), korean="음일")
def yin_yi(f: Facts):
    """淫泆 (000:159): 「初傳卯酉為用，將乘后合」: 卯 or 酉 is the 初傳 and rides 天后 or 六合."""
    t0 = f.trans[0]
    return t0 in (MAO, YOU) and f.generals[t0] in (TIANHOU, LIUHE)


@rule("yi_nu", "泆女", "000:159", korean="일녀")
def yi_nu(f: Facts):
    """泆女 (000:159): 「初傳天后，末傳六合，名泆女」."""
    return f.generals[f.trans[0]] == TIANHOU and f.generals[f.trans[2]] == LIUHE


@rule("jiao_tong", "狡童", "000:159", korean="교동")
def jiao_tong(f: Facts):
    """狡童 (000:159): 「發用起六合，末傳天后，名狡童」."""
    return f.generals[f.trans[0]] == LIUHE and f.generals[f.trans[2]] == TIANHOU


# 旡淫: KR3g0031_001.txt:671 「旡淫三課有尅取」 (旡, a form of 无)
@rule("wu_yin", "蕪淫", "000:163", aliases=("無淫", "芜淫", "无淫", "旡淫"), korean="무음")
def wu_yin(f: Facts):
    """蕪淫 (000:163): 「日辰交互相剋為無淫」: crosswise, 干上 克 the day branch and 支上 克 the
    stem. Option ``wu_yin`` = ``bie_ze``: every 別責 chart (000:7 「俱名無淫」, 000:91)."""
    if f.options["wu_yin"] == "bie_ze":
        return f.method == "bie_ze"
    return KE[BE[f.uppers[0]]][f.branch_element] and KE[BE[f.uppers[2]]][f.stem_element]


def _missing(f: Facts):
    """(yang count, yin count) of the distinct 課, read from 干 for 剛日 and from 支 for 柔日
    (000:163 「陽日從日上起第一課，柔日從辰上起第一課」)."""
    u = f.uppers
    ls = ((u[0], f.lodging), (u[1], u[0]), (u[2], f.branch), (u[3], u[2]))
    order = (0, 1, 2, 3) if f.stem % 2 == 0 else (2, 3, 0, 1)
    seen = set()
    yang = yin = 0
    for i in order:
        if ls[i] in seen:
            continue
        seen.add(ls[i])
        if i % 2 == 0:
            yang += 1
        else:
            yin += 1
    return yang, yin


@rule("bu_bei", "不備", "000:163", aliases=("四課不備",), korean="불비")
def bu_bei(f: Facts):
    """不備 (000:163): 「缺一為不備」: only three distinct 課."""
    return f.n_distinct == 3


@rule("yang_bu_bei", "陽不備", "000:163", korean="양불비")
def yang_bu_bei(f: Facts):
    """陽不備 (000:163): 「第一課干之陽神，第二課干之陰神，第三課支之陽神，第四課支之陰神。
    二陰一陽為陽不備」: of three distinct 課, two are 陰 (lessons 2, 4) and one 陽; counting
    starts at 干 on 剛日, at 支 on 柔日."""
    return f.n_distinct == 3 and _missing(f) == (1, 2)


@rule("yin_bu_bei", "陰不備", "000:163", korean="음불비")
def yin_bu_bei(f: Facts):
    """陰不備 (000:163): 「二陽一陰為陰不備」."""
    return f.n_distinct == 3 and _missing(f) == (2, 1)


# 孤 and 寡 by season, 春夏秋冬 (000:163 「春巳午孤、子丑寡，夏申酉孤、卯辰寡，秋亥子孤、午未寡，
# 冬寅卯孤、酉戌寡」)
GU = tuple(branches(p) for p in ("巳午", "申酉", "亥子", "寅卯"))
GUA = tuple(branches(p) for p in ("子丑", "卯辰", "午未", "酉戌"))


@rule("gu", "孤", "000:163", aliases=("孤寡", "孤辰"), korean="고", needs=("season",))
def gu(f: Facts):
    """孤 (000:163): 「孤寡者，春巳午孤、子丑寡，夏申酉孤、卯辰寡，秋亥子孤、午未寡，冬寅卯孤、
    酉戌寡，以初傳而定」: the 初傳 is the season's 孤."""
    return f.trans[0] in GU[f.season]


@rule("gua", "寡", "000:163", aliases=("孤寡", "寡宿"), korean="과", needs=("season",))
def gua(f: Facts):
    """寡 (000:163): the 初傳 is the season's 寡 (table as for 孤)."""
    return f.trans[0] in GUA[f.season]


def _distinct_rels(f: Facts):
    if f.n_distinct == 4:
        return list(f.relations)
    u, r = f.uppers, f.relations
    ls = ((u[0], f.lodging, r[0]), (u[1], u[0], r[1]), (u[2], f.branch, r[2]), (u[3], u[2], r[3]))
    seen = {}
    for u, pos, r in ls:
        seen.setdefault((u, pos), r)
    return list(seen.values())


@rule("du_e", "度厄", "000:167", aliases=("幼度厄", "長度厄"), korean="도액")
def du_e(f: Facts):
    """度厄 (000:167): 「四課內三上克下為幼，三下賊上為長」: exactly three of the (distinct) 課
    are 上克下, or exactly three are 下賊上."""
    rs = _distinct_rels(f)
    return rs.count("克") == 3 or rs.count("賊") == 3


@rule("wu_lu", "無祿", "000:167", aliases=("絕嗣", "无禄", "绝嗣"), korean="무록")
def wu_lu(f: Facts):
    """無祿 (絕嗣) (000:167): 「四上克下…或四下賊上」: four distinct 課, all 上克下 or all
    下賊上."""
    if f.n_distinct != 4:
        return False
    r = f.relations
    return r[0] == r[1] == r[2] == r[3] and r[0] is not None
