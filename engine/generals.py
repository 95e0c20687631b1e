"""十二天將: 貴人 by the day stem and 晝/夜, the direction of travel, the general on each branch.

003:35 「1.貴人、2.螣蛇、3.朱雀、4.六合、5.勾陳、6.青龍、7.天空、8.白虎、9.太常、10.元武、11.太陰、
12.天后」 (元武 = 玄武, printed 玄武). 003:43 「甲戊庚牛羊，丑未；乙己鼠猴鄉，子申；丙丁豬雞位，亥酉；
壬癸兔蛇藏，巳卯；六辛逢馬虎，午寅。此是貴人方…陽先，後陰」: the first of each gloss pair is
the 晝 貴人, the second the 夜 (003:45 Korean; 001:47 「癸亥日返吟晝占」 has 貴人 巳 over 亥).
"""
from __future__ import annotations

from .errors import BadName, BadOption
from .options import OPTIONS
from .lexicon import GENERAL_SHORT as _SHORT, GENERALS as _WORDS
from .values import branches, canonical, stems

# the printed names, in order (engine/lexicon.py: GENERALS, with the other names and short forms)
GENERAL_NAMES = tuple(w.word for w in sorted(_WORDS, key=lambda w: w.value) if w.form == "name")
# one-character abbreviations as charts print them
GENERAL_SHORT = tuple(_SHORT)
(GUIREN, TENGSHE, ZHUQUE, LIUHE, GOUCHEN, QINGLONG, TIANKONG, BAIHU, TAICHANG, XUANWU,
 TAIYIN, TIANHOU) = range(12)

# 本位 of each general (003:39 「丁巳火螣蛇，丙午火朱雀，…壬子水天后。以上為十二貴神本位」;
# 貴人 己丑土 per the Korean note 003:41): its branch and its stem
GENERAL_HOME = branches("丑巳午卯辰寅戌申未亥酉子")
GENERAL_HOME_STEM = stems("己丁丙乙戊甲戊庚己癸辛壬")

# 003:43 glosses, by stem 甲…癸
GUIREN_DAY = branches("丑子亥亥丑子丑午巳巳")
GUIREN_NIGHT = branches("未申酉酉未申未寅卯卯")

# 003:47 八卦 figure: 乾坎艮震 (戌亥 子 丑寅 卯) 順, 巽離坤兌 (辰巳 午 未申 酉) 逆
SHUN_BAGUA = frozenset(branches("戌亥子丑寅卯"))
# 002:65 (Korean): 亥子丑寅卯辰 順, 巳午未申酉戌 逆
SHUN_HAI_CHEN = frozenset(branches("亥子丑寅卯辰"))


def general_index(name: str) -> int:
    """A general from its name (aliases: 騰蛇, 元武, 天乙 …). Raises :class:`BadName`."""
    n = canonical(str(name).strip())
    try:
        return GENERAL_NAMES.index(n)
    except ValueError:
        raise BadName(f"unknown general {name!r} (expected one of {' '.join(GENERAL_NAMES)})",
                      text=str(name)) from None


def guiren_branch(stem: int, daytime: bool) -> int:
    """The heavenly branch where 貴人 sits (003:43)."""
    return GUIREN_DAY[stem] if daytime else GUIREN_NIGHT[stem]


def direction(seat: int, daytime: bool, rule: str = OPTIONS["gui_direction"].default) -> int:
    """+1 順 (clockwise, 子→丑…) or −1 逆: which way the generals run from 貴人 on the earthly
    `seat`, by the option ``gui_direction`` (engine/options.py; default ``hai_chen``):
    ``hai_chen`` 002:65 亥–辰 順, ``bagua`` 003:47 戌–卯 順, ``day_night`` 003:43 晝順夜逆.
    Raises :class:`BadOption` for another rule."""
    if rule == "hai_chen":
        return 1 if seat in SHUN_HAI_CHEN else -1
    if rule == "bagua":
        return 1 if seat in SHUN_BAGUA else -1
    if rule == "day_night":
        return 1 if daytime else -1
    raise BadOption(f"unknown 貴人 direction {rule!r} (expected one of "
                    f"{', '.join(OPTIONS['gui_direction'].values)})", text=str(rule))


def generals_on(guiren: int, direction_: int) -> tuple[int, ...]:
    """GEN[h] = the general (index) on heavenly branch h."""
    return tuple(((h - guiren) * direction_) % 12 for h in range(12))
