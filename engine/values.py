"""Values and relations: stems, branches, elements, and the relations the texts use.

Domain values are small ints (python-chess style); 漢字 are names for them, printed in
traditional form, accepted on input with the aliases in :data:`ALIASES`.

Citations are ``source-id:line`` into ``sources/`` (the seed prefix is enough to find the file:
``003`` = ``003_03e8aca9396f2189.txt``).
"""
from __future__ import annotations

from . import lexicon
from .errors import BadDay, BadName, BadOption

# --- names -------------------------------------------------------------------------------

BRANCH_NAMES = lexicon.BRANCHES
STEM_NAMES = lexicon.STEMS
ELEMENT_NAMES = "木火土金水"
WOOD, FIRE, EARTH, METAL, WATER = range(5)

BRANCHES = tuple(range(12))
STEMS = tuple(range(10))
(ZI, CHOU, YIN, MAO, CHEN, SI, WU, WEI, SHEN, YOU, XU, HAI) = BRANCHES
(JIA, YI, BING, DING, WU_STEM, JI, GENG, XIN, REN, GUI) = STEMS

# Variant spellings accepted on input, mapped to the canonical (traditional) form: the
# registry's wording variants (剋/尅 → 克 …) and the other names of the generals (騰蛇, 元武,
# 天乙 …), engine/lexicon.py. Look-alike glyphs (末 for 未 …) and slot readings (已 → 巳 in a
# branch slot, 巳 → 己 in a stem slot) are not aliases: the readers apply them by slot and
# report them.
ALIASES: dict[str, str] = lexicon.input_aliases()


def branches(s: str) -> tuple[int, ...]:
    """Read a table written as the book prints it: ``branches("寅辰巳未")`` → (2, 4, 5, 7)."""
    return tuple(parse_branch(c) for c in s)


def stems(s: str) -> tuple[int, ...]:
    return tuple(parse_stem(c) for c in s)


def branch_name(b: int) -> str:
    return BRANCH_NAMES[b % 12]


def stem_name(s: int) -> str:
    return STEM_NAMES[s % 10]


def element_name(e: int) -> str:
    return ELEMENT_NAMES[e]


def parse_branch(text: str | int) -> int:
    """A branch from its character (or an int 0–11). Raises :class:`BadName`."""
    if isinstance(text, int):
        if 0 <= text < 12:
            return text
        raise BadName(f"branch out of range: {text}")
    t = str(text).strip()
    i = BRANCH_NAMES.find(t) if len(t) == 1 else -1
    if i < 0:
        raise BadName(f"unknown branch {t!r} (expected one of {BRANCH_NAMES})", text=t)
    return i


def parse_stem(text: str | int) -> int:
    """A stem from its character (or an int 0–9). Raises :class:`BadName`."""
    if isinstance(text, int):
        if 0 <= text < 10:
            return text
        raise BadName(f"stem out of range: {text}")
    t = str(text).strip()
    i = STEM_NAMES.find(t) if len(t) == 1 else -1
    if i < 0:
        raise BadName(f"unknown stem {t!r} (expected one of {STEM_NAMES})", text=t)
    return i


def canonical(name: str) -> str:
    """The canonical spelling of a name (aliases folded; unknown names returned unchanged)."""
    return ALIASES.get(name, name)


# --- the sixty days ------------------------------------------------------------------------

def day_index(stem: int, branch: int) -> int:
    """Index 0–59 of the 干支 (甲子 = 0). Raises :class:`BadDay` for mixed parity (甲丑)."""
    if stem % 2 != branch % 2:
        raise BadDay(f"impossible day {stem_name(stem)}{branch_name(branch)}: "
                     "a stem and a branch of different parity never pair")
    return (6 * stem - 5 * branch) % 60


def day_stem(day: int) -> int:
    return day % 10


def day_branch(day: int) -> int:
    return day % 12


def day_name(day: int) -> str:
    return stem_name(day % 10) + branch_name(day % 12)


def parse_day(text: str | int) -> int:
    """A day 干支 ('丁丑', optionally followed by 日) → 0–59. Raises :class:`BadDay`/:class:`BadName`."""
    if isinstance(text, int):
        if 0 <= text < 60:
            return text
        raise BadDay(f"day index out of range: {text}")
    t = str(text).strip()
    if t.endswith("日"):
        t = t[:-1]
    if len(t) != 2:
        raise BadDay(f"a day is two characters, stem and branch (e.g. 丁丑), not {t!r}", text=t)
    return day_index(parse_stem(t[0]), parse_branch(t[1]))


DAYS = tuple(range(60))


def is_yang_stem(s: int) -> bool:
    """剛日 (yang stem: 甲丙戊庚壬) vs 柔日 (yin stem)."""
    return s % 2 == 0


# --- elements and the 生/克 cycle (DOMAIN; 003:55 'X克Y' throughout) ------------------------

# 寅卯 木, 巳午 火, 申酉 金, 亥子 水, 辰戌丑未 土
BRANCH_ELEMENT = (WATER, EARTH, WOOD, WOOD, EARTH, FIRE, FIRE, EARTH, METAL, METAL, EARTH, WATER)
STEM_ELEMENT = (WOOD, WOOD, FIRE, FIRE, EARTH, EARTH, METAL, METAL, WATER, WATER)


def generates(a: int, b: int) -> bool:
    """生: element a generates element b (木→火→土→金→水→木)."""
    return (a + 1) % 5 == b


def overcomes(a: int, b: int) -> bool:
    """克: element a overcomes element b (木→土→水→火→金→木)."""
    return (a + 2) % 5 == b


def relation(a: int, b: int) -> str:
    """How element a stands to b: '比' same, '生' a生b, '克' a克b, '被生' b生a, '被克' b克a."""
    if a == b:
        return "比"
    if generates(a, b):
        return "生"
    if overcomes(a, b):
        return "克"
    if generates(b, a):
        return "被生"
    return "被克"


# 六親 (engine/lexicon.py LIU_QIN): how a branch stands to the day's stem, by element: 生我 父母,
# 比 兄弟, 我生 子孫, 我克 妻財, 克我 官鬼 (liuren_duanan_01-31.txt:14-16 「父 辛巳」「兄 甲戌」「鬼 己卯」
# on a 己 day)
LIU_QIN_NAMES = tuple(w.word for w in lexicon.LIU_QIN if w.form == "name")
_LIU_QIN = {"生": 0, "比": 1, "被生": 2, "被克": 3, "克": 4}


def liu_qin(stem: int, branch: int) -> int:
    """The 六親 of ``branch`` on a day of ``stem``: 0 父母, 1 兄弟, 2 子孫, 3 妻財, 4 官鬼
    (:data:`LIU_QIN_NAMES`)."""
    return _LIU_QIN[relation(BRANCH_ELEMENT[branch % 12], STEM_ELEMENT[stem % 10])]


def liu_qin_name(stem: int, branch: int) -> str:
    """The 六親 of ``branch`` on a day of ``stem`` by its name (父母 兄弟 子孫 妻財 官鬼)."""
    return LIU_QIN_NAMES[liu_qin(stem, branch)]


# --- branch relations -----------------------------------------------------------------------

def liu_he(b: int) -> int:
    """六合: 子丑 寅亥 卯戌 辰酉 巳申 午未 (003:27 '正月建寅，六合之亥')."""
    return (1 - b) % 12


def chong(b: int) -> int:
    """沖: the opposite branch."""
    return (b + 6) % 12


# 刑 (003:155 伏吟 '無克取三刑，遇自刑…'): 寅→巳→申→寅, 丑→戌→未→丑, 子↔卯; 辰午酉亥 自刑.
XING = branches("卯戌巳子辰申午丑寅酉未亥")
SELF_PUNISHING = frozenset(branches("辰午酉亥"))


def xing(b: int) -> int:
    return XING[b]


def hai(b: int) -> int:
    """六害: 子未 丑午 寅巳 卯辰 申亥 酉戌."""
    return (7 - b) % 12


# 三合: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金 (生, 旺, 墓)
SAN_HE_ELEMENT = {0: WATER, 3: WOOD, 2: FIRE, 1: METAL}  # keyed by branch % 4


def san_he(b: int) -> tuple[int, int, int]:
    """The 三合 frame of b as (長生, 帝旺, 墓): 子 → (申, 子, 辰)."""
    wang = {0: ZI, 3: MAO, 2: WU, 1: YOU}[b % 4]
    return ((wang - 4) % 12, wang, (wang + 4) % 12)


def san_he_element(b: int) -> int:
    return SAN_HE_ELEMENT[b % 4]


def san_he_next(b: int) -> int:
    """The branch after b in its 三合 (生→旺→墓→生): 酉 → 丑 (003:131 '巳酉丑支前三合之丑')."""
    return (b + 4) % 12


def yi_ma(b: int) -> int:
    """驛馬: the branch opposite the 長生 of b's 三合 (申子辰 → 寅)."""
    return chong(san_he(b)[0])


MENG, ZHONG, JI_CLASS = 0, 1, 2
CLASS_NAMES = "孟仲季"


def meng_zhong_ji(b: int) -> int:
    """孟 寅申巳亥 (0), 仲 子午卯酉 (1), 季 辰戌丑未 (2) (003:79)."""
    return {2: MENG, 0: ZHONG, 1: JI_CLASS}[b % 3]


# --- stems --------------------------------------------------------------------------------

# 寄宮 (003:11 '甲課寅，乙課辰，丙戊課巳，丁己課未，庚課申，辛課戌，壬課亥，癸課丑')
LODGING = branches("寅辰巳未巳未申戌亥丑")


def lodging(s: int) -> int:
    return LODGING[s]


def gan_he(s: int) -> int:
    """干合: 甲己 乙庚 丙辛 丁壬 戊癸."""
    return (s + 5) % 10


# 祿 (003:31 '陽從祿，陰干取刃': the yang stems lodge at their 祿, the yin ones at their 刃)
LU = branches("寅卯巳午巳午申酉亥子")


def lu(s: int) -> int:
    return LU[s]


def ren(s: int) -> int:
    """刃: the branch after 祿 (for the yin stems 003:31 makes it their 寄宮)."""
    return (LU[s] + 1) % 12


# 日德: 甲己寅 乙庚申 丙辛巳 丁壬亥 戊癸巳
DE = branches("寅申巳亥巳寅申巳亥巳")


def de(s: int) -> int:
    return DE[s]


# 十二長生 stages; yang stems run forward from their 長生, yin stems backward.
STAGE_NAMES = ("長生", "沐浴", "冠帶", "臨官", "帝旺", "衰", "病", "死", "墓", "絕", "胎", "養")
CHANG_SHENG = branches("亥午寅酉寅酉巳子申卯")


def stage(s: int, b: int) -> int:
    """Index into :data:`STAGE_NAMES` of stem s at branch b."""
    start = CHANG_SHENG[s]
    return (b - start) % 12 if s % 2 == 0 else (start - b) % 12


def element_stage(e: int, b: int) -> int:
    """Index into :data:`STAGE_NAMES` of element e at branch b, counted forward from the 長生 of
    its yang stem (木 亥, 火 寅, 土 寅 with 火, 金 巳, 水 申): the yin stems share their yang
    partner's places (001:71 「庚辛日干上巳為官，乃金之長生。戊己日干上寅為官，乃火土之長生」;
    000:187 「甲木死於午，午火絕在亥」)."""
    return (b - CHANG_SHENG[2 * e]) % 12


# --- 旬 and 旬空 ------------------------------------------------------------------------------

def xun_start(day: int) -> int:
    """The 甲 day opening the 旬 of `day` (0, 10, …, 50)."""
    return day - day % 10


def xun_name(day: int) -> str:
    return "甲" + branch_name(day_branch(xun_start(day)))


def xun_shou(day: int) -> int:
    """旬首: the branch of the 甲 day opening the 旬 (甲子旬 → 子; 001:23 「旬首即儀神」)."""
    return day_branch(xun_start(day))


def xun_wei(day: int) -> int:
    """旬尾: the branch of the 癸 day closing the 旬 (甲子旬 → 酉; 甲午旬 → 卯, 001:159 「如辛丑日，干上卯為旬尾
    也」)."""
    return (xun_shou(day) + 9) % 12


def xun_kong(day: int) -> tuple[int, int]:
    """旬空: the two branches the 旬 of `day` does not reach (甲子旬 → 戌亥)."""
    b0 = xun_shou(day)
    return ((b0 + 10) % 12, (b0 + 11) % 12)


def dun_gan(day: int, b: int) -> int | None:
    """遁干: the stem the 旬 of `day` puts on branch b, None on its two 空 branches (001:155
    「遁干之財，如丁卯占人命上乘午，遁干見庚是也」; 000:163 「十干不到之地」)."""
    k = (b - xun_shou(day)) % 12
    return k if k < 10 else None


def hour_stem(day: int, b: int) -> int:
    """The stem of hour b on `day` (五鼠遁: 甲己日 from 甲子, 乙庚 丙子, 丙辛 戊子, 丁壬 庚子,
    戊癸 壬子), as a header's four pillars print it (KR3g0031_003.txt:292 「癸丑日壬子時」)."""
    return (2 * (day_stem(day) % 5) + b) % 10


# --- months -------------------------------------------------------------------------------
# Month n (1–12) counts from the 寅 month: month 1 建寅 (003:27 「正月建寅」). On input a month
# is a number or a word, with or without 月 (3, 三月, 正月, 十二 …): lexicon.MONTH_WORDS.

MONTH_NAMES = lexicon.MONTH_NAMES
MONTH_WORDS = lexicon.MONTH_WORDS


def _month_word(text) -> str:
    return str(text).strip().removesuffix("月")


def is_month(text) -> bool:
    """Whether `text` is written as a month (an int, decimal digits or a month word, with or
    without 月), in range or not; a 月將 ('子', '神后') is not."""
    if isinstance(text, int):
        return True
    t = _month_word(text)
    return t.isdecimal() or t in MONTH_WORDS


def parse_month(text: str | int) -> int:
    """A month 1–12 from 12, '12', '十二月', '十二', '正月', '一月', '冬月', '臘月'. Raises
    :class:`BadOption`."""
    if isinstance(text, int):
        m = text
    else:
        t = _month_word(text)
        m = int(t) if t.isdecimal() else MONTH_WORDS.get(t, 0)
    if not 1 <= m <= 12:
        raise BadOption(f"month must be 1–12 (or 正月 … 十二月), not {text!r}")
    return m


def month_name(month: int) -> str:
    """正月, 二月, … 十二月."""
    return MONTH_NAMES[month - 1]


def month_branch(month: int) -> int:
    """月建 of month n (1–12): month 1 建寅 (003:27 「正月建寅」)."""
    return (month + 1) % 12


def month_of_branch(b: int) -> int:
    """The month n (1–12) whose 月建 is b: 寅 → 1, … 丑 → 12 (003:27 「正月建寅」)."""
    return (b - 2) % 12 + 1


def jiang_for_month(month: str | int) -> int:
    """月將 of month n once its 中氣 has passed: the 六合 of the month branch (003:27
    「正月建寅，六合之亥即是。但須每月中氣後始過宮」): 1 → 亥, 2 → 戌, … 12 → 子. `month` as
    :func:`parse_month` reads it."""
    return lexicon.month_jiang(parse_month(month))
