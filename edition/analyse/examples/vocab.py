"""The words of running text (六壬大全, Kanripo ``KR3g0031``, and any text read like it): the
vocabulary the day groups (:mod:`.days`) and the claim forms (:mod:`.grammar`) are written in,
and the slots a printed branch or stem is read through.

**Variant glyphs in stem and branch slots** (``../shared/witnesses/README.md``): 夘/邜 = 卯,
戍 = 戌, 已 = 巳, 己 = 巳 in a branch slot, 巳 = 己 in a stem slot (a day's stem, 第一課's
lower); 𫝊 = 傳, 尅/剋 = 克 in the wording. A slot read through a variant is read as the
canonical value and recorded in the claim ``glyphs``: ``{field, printed, read, evidence}``.
"""
from __future__ import annotations

from dataclasses import dataclass

from .model import CLAIM_KEYS

STEMS = "甲乙丙丁戊己庚辛壬癸"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
# variant glyphs of a branch slot (witnesses/README.md): printed → read
BRANCH_VARIANTS = {"夘": "卯", "邜": "卯", "戍": "戌", "已": "巳"}
BV = BRANCHES + "".join(BRANCH_VARIANTS)          # a branch as printed (己 handled apart)
# the twelve 月將 by their names (the names engine.jinkou and 003 use; 天魁 = 河魁 005:230)
JIANG_NAMES = {"神后": "子", "大吉": "丑", "功曹": "寅", "功曺": "寅", "太衝": "卯", "太冲": "卯",
               "天罡": "辰", "太乙": "巳", "勝光": "午", "小吉": "未", "傳送": "申", "從魁": "酉",
               "河魁": "戌", "天魁": "戌", "登明": "亥", "登眀": "亥",
               # the early notation (黃帝授三子玄女經 KR5a0297_000.txt): 勝先 (:57), 太一 (:52),
               # 魁 alone for 河魁 (:62 「二月庚中日魁加丑丑時也」: 二月's 將 戌), 罡 for 天罡,
               # 傅送 printed for 傳送 (:73)
               "勝先": "午", "太一": "巳", "魁": "戌", "罡": "辰", "傅送": "申"}
# 魁 and 罡 alone name a branch, not inside 「魁罡」 (KR5a0297_000.txt:55: which one is meant
# is not written)
_ALONE = {"魁": "(?<!罡)魁(?!罡)", "罡": "(?<!魁)罡(?!魁)"}
_JN = "|".join(_ALONE.get(n, n) for n in sorted(JIANG_NAMES, key=len, reverse=True))
MONTHS = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
          "十": 10, "十一": 11, "十二": 12, "冬": 11, "臘": 12}
GENERALS = {
    "貴人": "貴人", "天乙": "貴人", "螣蛇": "螣蛇", "騰蛇": "螣蛇", "朱雀": "朱雀", "六合": "六合",
    "勾陳": "勾陳", "青龍": "青龍", "天空": "天空", "白虎": "白虎", "太常": "太常", "玄武": "玄武",
    "元武": "玄武", "太陰": "太陰", "天后": "天后",
}
GENERAL_ABBR = dict(GENERALS, **{
    "貴": "貴人", "蛇": "螣蛇", "螣": "螣蛇", "朱": "朱雀", "雀": "朱雀", "合": "六合", "六": "六合",
    "勾": "勾陳", "青": "青龍", "龍": "青龍", "空": "天空", "白": "白虎", "虎": "白虎", "常": "太常",
    "玄": "玄武", "武": "玄武", "陰": "太陰", "后": "天后"})
_GFULL = "|".join(sorted(GENERALS, key=len, reverse=True))
_GABBR = "|".join(sorted(GENERAL_ABBR, key=len, reverse=True))
# wording variants, one character for one (offsets are kept): read, never reported
WORDING = str.maketrans({"𫝊": "傳", "尅": "克", "剋": "克", "将": "將", "攴": "支", "隂": "陰",
                         "𤣥": "玄", "乗": "乘", "凢": "凡", "觧": "解", "竒": "奇", "渉": "涉",
                         "㣲": "微", "弹": "彈", "盖": "蓋", "徳": "德", "闗": "關", "逰": "遊",
                         "别": "別", "脩": "修", "専": "專", "遥": "遙", "聫": "聯", "斵": "斫",
                         "叅": "參", "髙": "高", "㸔": "看", "曺": "曹", "眀": "明", "壻": "婿",
                         "衝": "衝", "冲": "衝", "沖": "衝", "騰": "螣", "觔": "斤", "爲": "為"})
SEASONS = "春夏秋冬"
# the twelve double-hours by their names (時加雞鳴 000:56, 時加日出 000:58)
HOUR_NAMES = {"夜半": "子", "雞鳴": "丑", "鷄鳴": "丑", "平旦": "寅", "日出": "卯", "食時": "辰",
              "隅中": "巳", "禺中": "巳", "日中": "午", "日昳": "未", "日映": "未", "晡時": "申",
              "日入": "酉", "黄昏": "戌", "黃昏": "戌", "人定": "亥"}
_HN = "|".join(sorted(HOUR_NAMES, key=len, reverse=True))


def normalise(text: str) -> str:
    """The wording of ``text`` with its variant characters read (same length: offsets hold)."""
    return text.translate(WORDING)


# ----------------------------------------------------------------------------- slots

@dataclass
class Slot:
    """A printed branch/stem slot read: its canonical value and, when read through a variant
    glyph or a name, how."""
    value: str
    printed: str
    evidence: str = ""

    @property
    def variant(self) -> bool:
        return bool(self.evidence) and self.printed not in JIANG_NAMES


def branch_slot(s: str, where: str, *, ji_ok: bool = True) -> Slot | None:
    """A branch slot as printed: a branch, a variant glyph, 己 (= 巳) or a 將 name."""
    if s in BRANCHES:
        return Slot(s, s)
    if s in BRANCH_VARIANTS:
        return Slot(BRANCH_VARIANTS[s], s, f"{s} in a branch slot ({where}) is the variant of "
                                          f"{BRANCH_VARIANTS[s]} (witnesses/README.md)")
    if s == "己" and ji_ok:
        return Slot("巳", s, f"己 in a branch slot ({where}) stands for 巳 (witnesses/README.md)")
    if s in JIANG_NAMES:
        return Slot(JIANG_NAMES[s], s, f"{s} names {JIANG_NAMES[s]}")
    return None


def stem_slot(s: str, where: str) -> Slot | None:
    if s in STEMS:
        return Slot(s, s)
    if s in "巳已":
        return Slot("己", s, f"{s} in a stem slot ({where}) stands for the stem 己 "
                             "(witnesses/README.md: 巳 for the stem 己; 已 likewise, 002:200 "
                             "「六已日」, 003:862 「甲已日」)")
    return None


def _glyph(c: dict, fieldname: str, sl: Slot) -> None:
    if sl.variant:
        g = {"field": fieldname, "printed": sl.printed, "read": sl.value,
             "evidence": sl.evidence}
        gl = c.setdefault("glyphs", [])
        if g not in gl:
            gl.append(g)


def is_day(stem: str, branch: str) -> bool:
    return (stem in STEMS and branch in BRANCHES
            and STEMS.index(stem) % 2 == BRANCHES.index(branch) % 2)



LODGING = dict(zip(STEMS, "寅辰巳未巳未申戌亥丑"))   # 寄宮 (001:12 「甲課寅兮乙課辰…」)


def ordered(c: dict) -> dict:
    """A claim set in the order of :data:`.model.CLAIM_KEYS` (how it is written to the TEI)."""
    return {k: c[k] for k in CLAIM_KEYS if k in c}
