"""The books' vocabulary, one registry: every glyph and word the toolkit reads, with its
citation and one policy per use.

Values are small ints (:mod:`engine.values`); this module holds their names and the other ways
the books write them. Everything else derives from it: the engine's input aliases
(``values.ALIASES``), the claim readers' words (``edition/analyse/examples``: prose, detect,
diagram), the checker's look-alike hypotheses, the search folds (``edition.core.normalize``,
shipped to the browser). Citations are ``file:line``: ``003:27`` in the bundled corpus
(``sources/``), ``KR3g0031_005.txt:230`` in 六壬大全 and ``KR5a0297_000.txt:66`` in 黃帝授三子玄女經
(``../shared/witnesses``), whose README lists the variant glyphs of both.

**Uses** — where a glyph stands:

* ``wording``: a character of running text (``prose.normalise`` reads it before any claim);
* ``branch``: a branch slot of running text (三傳 X, X加Y, 干上X …);
* ``cell``: a branch slot of a printed chart (a 課式 diagram's ring or 四課); a glyph with no
  ``cell`` row has its ``branch`` policy there;
* ``stem``: a stem slot (a day's stem, 第一課's lower);
* ``transmission``: a 三傳 slot, in running text or a chart; without a ``transmission`` row,
  the ``branch`` policy;
* ``general``: a general slot of a chart;
* ``search``: the search form (``liuren search`` and the HTML search).

**Policies** — what a reader does with it:

* ``variant``: the same value in another form, read silently (夘 → 卯, 𫝊 → 傳);
* ``reading``: a slot-dependent reading, read and reported as a reading, never as an error
  (戍 in a branch slot → 戌; 巳 in a stem slot → 己; 戊 in a 傳 slot → 戌);
* ``lookalike``: a possible misprint: kept as printed, the checker may propose the other value
  (末/未, 甲/申);
* ``fold``: search only: both forms find each other.

A glyph has exactly one policy per use (``tests/test_lexicon.py``). 冲/沖/衝 fold one way,
onto 沖 (the engine's 太沖, 000:127; 000:103 「各居沖位」), in the wording and in search.
"""
from __future__ import annotations

from typing import NamedTuple

from .errors import BadName, BadPlate

# --- the stems and the branches (the only declaration of the two strings) ----------------

STEMS = "甲乙丙丁戊己庚辛壬癸"            # 003:11 「甲課寅，乙課辰，丙戊課巳…」
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"      # 003:27, 003:7
# Korean syllables, as the Korean translation glosses them: 002:185 (자(子) 인(寅) 묘(卯)
# 사(巳) 오(午) 해(亥)), 002:181 (신(申) 술(戌)), 000:13 (축(丑) 유(酉)), 000:9 (진(辰)),
# 000:185 (미(未…)); 000:17 병(丙), 000:13 정(丁), 000:25 임(壬), 001:45 갑(甲…), 001:25 을(乙…),
# 001:85 무(戊…), 000:193 기(己…), 001:13 경(庚…), 001:69 신(辛…), 001:97 계(癸…)
STEMS_KO = "갑을병정무기경신임계"
BRANCHES_KO = "자축인묘진사오미신유술해"
# Hanyu pinyin, as a monograph in English names a day (「the wushen example」, a round-36 red-team
# book, tests/data/redteam/liuren_en.txt:84)
STEMS_PINYIN = ("jia", "yi", "bing", "ding", "wu", "ji", "geng", "xin", "ren", "gui")
BRANCHES_PINYIN = ("zi", "chou", "yin", "mao", "chen", "si", "wu", "wei", "shen", "you", "xu", "hai")

USES = ("wording", "branch", "cell", "stem", "transmission", "general", "course", "machine",
        "search")
POLICIES = ("variant", "reading", "lookalike", "fold")


class Word(NamedTuple):
    """A word naming a value: ``value`` is a branch (神名, hour names), a general index or a
    month; ``form`` how it stands to the name printed on output (``name``)."""
    word: str
    value: int
    form: str
    cite: str
    prose: bool = True     # read in running text (False: only where a name is expected)


class Glyph(NamedTuple):
    """One glyph in one use: its policy, the value or character it is read as, and why
    (``note`` ends with its citation)."""
    printed: str
    use: str
    policy: str
    read: str
    note: str


class Reading(NamedTuple):
    """How a written word was read: its value (an int), the policy (``""`` as written,
    ``variant``, ``reading``, ``lookalike``, or ``name`` for a 神名, an hour name, 丑將), and
    why, with its citation (empty for the character itself)."""
    value: int
    policy: str
    note: str


# --- 月將 by their 神名 ------------------------------------------------------------------------
# 六壬大全 卷二 heads a chapter with each: KR3g0031_002.txt:29 「登明亥」 … :465 「神后子」.
# ``early``: the oldest notation (黃帝授三子玄女經, witnesses/README.md): 勝先 for 勝光, 太一 for
# 太乙, 罡/魁 alone for 天罡/河魁 (checked by their plates: KR5a0297_000.txt:66 魁加丑 with 太一臨申,
# offset 9 both; :68 魁加辰 with 勝先臨子, offset 6 both).

JIANG: tuple[Word, ...] = (
    Word("神后", 0, "name", "KR3g0031_002.txt:465 「神后子」"),
    Word("神後", 0, "early", "後 for 后 (the two are one character in simplified script); no passage "
         "prints it; only where a name is expected (a round-71 red-team classic, KR5a9902)",
         prose=False),
    Word("大吉", 1, "name", "KR3g0031_002.txt:431 「大吉丑」"),
    Word("太吉", 1, "variant", "004:187 「太常土、太吉土、酉金」 (「太吉之卦」 KR3g0031_006.txt:58 "
         "is no 將: not read in running text)", prose=False),
    Word("功曹", 2, "name", "KR3g0031_002.txt:400 「功曹寅」"),
    Word("功曺", 2, "variant", "KR3g0031_003.txt:323 「功曺青龍」"),
    Word("太沖", 3, "name", "000:127 「遇太沖神后」"),
    Word("太衝", 3, "variant", "KR3g0031_002.txt:368 「太衝卯」"),
    Word("太冲", 3, "variant", "000:129 「태충(太冲)」; KR3g0031_001.txt:653"),
    Word("大衝", 3, "early", "the older spelling of 太衝 (大 for 太, as 大吉 beside 太吉 004:187); no "
         "passage of the corpus or the witnesses prints it"),
    Word("大沖", 3, "early", "大衝 with 沖 for 衝 (as 太沖 beside 太衝); no passage prints it"),
    Word("天罡", 4, "name", "KR3g0031_002.txt:334 「天罡辰」"),
    Word("天剛", 4, "early", "剛 for 罡, the spelling of older manuscripts; no passage of the corpus "
         "or the witnesses prints it"),
    Word("罡", 4, "early", "KR5a0297_000.txt:22 「罡加孟神在内」 (天罡 :19)", prose=False),
    Word("太乙", 5, "name", "KR3g0031_002.txt:297 「太乙巳」"),
    Word("太一", 5, "early", "KR5a0297_000.txt:18 「壬癸晝太一」 (壬癸's 晝 貴人 is 巳, 003:43), "
         "KR5a0297_000.txt:66 「魁加丑…太一臨申」"),
    Word("勝光", 6, "name", "KR3g0031_002.txt:258 「勝光午」"),
    Word("勝先", 6, "early", "KR5a0297_000.txt:59 「巳時勝先加癸」 (二月 戌將 over 巳 = 午 over 丑, "
         "癸's 寄宮), :68 「魁加辰勝先臨子」"),
    Word("小吉", 7, "name", "KR3g0031_002.txt:218 「小吉未」"),
    Word("少吉", 7, "early", "少 for 小, the spelling of older manuscripts (as 太吉 beside 大吉); no passage "
         "of the corpus or the witnesses prints it; 「少吉多凶」 is a judgement: not read in running "
         "text (a round-71 red-team classic, KR5a9902)", prose=False),
    Word("傳送", 8, "name", "KR3g0031_002.txt:168 「傳送申」"),
    Word("傅送", 8, "reading", "KR5a0297_000.txt:76 「魁加辰傅送爲青龍而加甲」: 傅 printed for 傳 "
         "(offset 6 both)"),
    Word("從魁", 9, "name", "KR3g0031_002.txt:113 「從魁酉」"),
    Word("河魁", 10, "name", "KR3g0031_002.txt:72 「河魁戍」"),
    Word("天魁", 10, "variant", "KR3g0031_002.txt:74 「河魁即天魁」; KR3g0031_005.txt:230"),
    Word("魁", 10, "early", "KR5a0297_000.txt:66 「魁加丑丑時也」", prose=False),
    Word("登明", 11, "name", "KR3g0031_002.txt:29 「登明亥」"),
    Word("登眀", 11, "variant", "KR3g0031_001.txt:49 「登眀未」"),
    Word("徵明", 11, "early", "the older name of 登明 (亥); no passage of the corpus or the witnesses "
         "prints it"),
)

# --- the twelve double-hours by their names ---------------------------------------------------
# Read only where an hour is written (時加雞鳴 KR3g0031_000.txt:56, 時加日出 :58): 日中, 日入,
# 日出 are also words of running text (KR3g0031_005.txt:706 「日中末」, 002:123 「臨日入傳」).

HOURS: tuple[Word, ...] = (
    Word("夜半", 0, "name", "KR3g0031_005.txt:1138 「鶴夜半鳴」 = :1158 「鶴鳴於子」"),
    Word("雞鳴", 1, "name", "KR3g0031_000.txt:56 「時加雞鳴」"),
    Word("鷄鳴", 1, "variant", "KR3g0031_005.txt:1137 「鷄鳴乎丑」, :1158 「鷄鳴於丑」"),
    Word("鶏鳴", 1, "variant", "鶏, another form of 雞 (鷄 above); no passage prints it"),
    Word("平旦", 2, "name", "the usual name; no passage of the corpus or the witnesses prints it"),
    Word("平明", 2, "variant", "the usual variant of 平旦; no passage prints it"),
    Word("日出", 3, "name", "000:183 「卯為日出月入之門」; KR3g0031_000.txt:58 「時加日出」"),
    Word("食時", 4, "name", "the usual name; no passage prints it"),
    Word("蚤食", 4, "variant", "the older name of 食時; no passage prints it"),
    Word("早食", 4, "variant", "早 for 蚤, the usual spelling of 蚤食; no passage prints it"),
    Word("隅中", 5, "name", "the usual name; no passage prints it"),
    Word("禺中", 5, "variant", "KR3g0031_000.txt:28 「禺中四術」"),
    Word("日中", 6, "name", "the usual name; no passage prints it as an hour"),
    Word("正中", 6, "variant", "a variant of 日中; no passage prints it"),
    Word("日昳", 7, "name", "the usual name; no passage prints it"),
    Word("日映", 7, "variant", "KR3g0031_000.txt:27 「雞鳴日出日映」"),
    Word("日昃", 7, "variant", "the usual variant of 日昳; no passage prints it"),
    Word("日跌", 7, "variant", "跌 for 昳, a usual variant; no passage prints it"),
    Word("晡時", 8, "name", "the usual name; no passage prints it"),
    Word("餔時", 8, "variant", "餔 for 晡, the usual variant; no passage prints it"),
    Word("日晡", 8, "variant", "the usual variant of 晡時; no passage prints it"),
    Word("日入", 9, "name", "000:183 「酉為日入月出之門」"),
    Word("黃昏", 10, "name", "the usual name; no passage prints it"),
    Word("黄昏", 10, "variant", "黄, the form of 黃 六壬大全 prints (KR3g0031_002.txt:35 「髪黄」)"),
    Word("人定", 11, "name", "the usual name; no passage prints it as an hour"),
    # the night watches (更, 鼓: 一更 戌 … 五更 寅, the usual count; no passage of the corpus or the
    # witnesses prints them as an hour): a round-80 red-team book, tests/data/redteam/KR3g9885,
    # whose 凡例 says 「凡言更者，一更戌，二更亥，三更子，四更丑，五更寅」 (KR3g9885_001.txt:14-15): twenty
    # casts' hours and 將 unread, a watch printed for another (「申將四更」 for 三更) agreed
    *(Word(f"{n}{w}", b, "variant", "a night watch (KR3g9885_001.txt:14-15, a red-team book's 凡例)")
      for w in "更鼓" for n, b in (("一", 10), ("二", 11), ("三", 0), ("四", 1), ("五", 2))),
    Word("初更", 10, "variant", "the first watch (KR3g9885_001.txt:15 「初更定更皆一更也」, a red-team book)"),
    Word("定更", 10, "variant", "the first watch (KR3g9885_001.txt:15, a red-team book)"),
    Word("昏時", 10, "variant", "黃昏 (戌), KR3g9885_001.txt:85 「昏時」, a red-team book"),
)

# --- the twelve generals (十二天將) ---------------------------------------------------------------
# ``name``: the form printed on output (engine.generals.GENERAL_NAMES); ``alias``: another name
# in the books' running text; ``title``: 貴神, the 金口訣's word for 貴人 (004:11), read there;
# ``simplified``: accepted on input. ``short``: the one-character forms, every one in a chart
# cell; in running text only the unambiguous ones, which open no other word the books write
# where a general is expected (after 乘/作): not 六 (001:151 「又與辰作六害」; 六合 is written in
# full, KR3g0031_005.txt:41 「辰乘六合」), 元 (KR3g0031_006.txt:22 「作元吉之象」, 004:11 人元; 元武
# in full, 003:39), 合 (作合, to combine, 000:143), 空 (作空亡) or 陰 (作陰私, 陰神). Measured on
# the bundled edition and 六壬大全 000–006: no finding changes for dropping them (the claims
# that need them are written in full).

GENERALS: tuple[Word, ...] = (
    Word("貴人", 0, "name", "003:23 「1.貴人、2.螣蛇、3.朱雀」 … 「12.天后」; 003:35"),
    Word("螣蛇", 1, "name", "003:35"),
    Word("朱雀", 2, "name", "003:35"),
    Word("六合", 3, "name", "003:35"),
    Word("勾陳", 4, "name", "003:35"),
    Word("青龍", 5, "name", "003:35"),
    Word("天空", 6, "name", "003:35"),
    Word("白虎", 7, "name", "003:35"),
    Word("太常", 8, "name", "003:35"),
    Word("玄武", 9, "name", "003:23 「10.元武」, printed 玄武 002:3"),
    Word("太陰", 10, "name", "003:35"),
    Word("天后", 11, "name", "003:35"),
    Word("天乙", 0, "alias", "003:35 「第三天乙。即貴人」; 000:111 「天乙順行」"),
    Word("天一", 0, "alias", "KR5a0297_000.txt:16 「天一所在甲戊庚且大吉」, :56 「小吉爲天一臨戌上」"),
    Word("貴神", 0, "title", "004:11 「甲、貴神、子」", prose=False),
    Word("騰蛇", 1, "alias", "004:59 「癸、騰蛇、未」"),
    Word("螣虵", 1, "alias", "no passage prints it; 虵, the variant of 蛇, accepted on input"),
    Word("元武", 9, "alias", "003:23 「10.元武」; 003:39 「癸亥水元武」"),
    Word("句陳", 4, "alias", "no passage prints it; the usual variant of 勾陳, accepted on input"),
    Word("白獸", 7, "alias", "KR5a0297_000.txt:37 「無螣蛇白獸相尅」 (the Tang taboo form of 虎)"),
    Word("白武", 7, "alias", "no passage prints it; 武 for 虎, the Tang taboo as 白獸 (a round-79 "
         "red-team classic, KR5a9890_000.txt:90)"),
    # (older and taboo names a scribe may write, none printed in the corpus or the witnesses: a
    # round-71 red-team classic in the oldest notation, KR5a9902, whose generals went unread)
    Word("滕蛇", 1, "alias", "no passage prints it; 滕 for 螣, accepted on input"),
    Word("鉤陳", 4, "alias", "no passage prints it; 鉤 for 勾, accepted on input"),
    Word("蒼龍", 5, "alias", "no passage prints it; the 蒼龍 of the east, 青龍's older name"),
    Word("真武", 9, "alias", "no passage prints it; the Song taboo form of 玄武"),
    Word("大常", 8, "alias", "no passage prints it; 大 for 太 (as 大吉)"),
    Word("天後", 11, "alias", "no passage prints it; 後 for 后; only where a general is expected "
         "(先天後天 is no general)", prose=False),
    Word("贵人", 0, "simplified", "simplified 貴人", prose=False),
    Word("腾蛇", 1, "simplified", "simplified 騰蛇", prose=False),
    Word("勾陈", 4, "simplified", "simplified 勾陳", prose=False),
    Word("句陈", 4, "simplified", "simplified 句陳", prose=False),
    Word("青龙", 5, "simplified", "simplified 青龍", prose=False),
    Word("太阴", 10, "simplified", "simplified 太陰", prose=False),
)

# ``short``: a chart prints these (KR3g0031_005.txt:28-30 「(青/)午(朱/)邜(天/后)子」 「隂亥甲」
# 「常申亥」 「螣貴」); running text writes them after 乘/作 (001:3 「晝將乘朱」, 001:79 「申作虎鬼」).
# GENERAL_SHORT below is the engine's output form of each.
SHORT_GENERALS: tuple[Word, ...] = (
    Word("貴", 0, "short", "KR3g0031_005.txt:30 「螣貴」; 001:59 「丑貴加子」"),
    Word("蛇", 1, "short", "000:127 「乘蛇雀」"),
    Word("螣", 1, "short", "KR3g0031_005.txt:30 「螣貴」"),
    Word("朱", 2, "short", "001:3 「晝將乘朱」"),
    Word("雀", 2, "short", "000:127 「乘蛇雀」"),
    Word("合", 3, "short", "000:159 「將乘后合」; running text: not read (作合, to combine: 000:143 "
         "「日辰過天干作合」, KR3g0031_001.txt:706 「上神作合」)", prose=False),
    Word("六", 3, "short", "002:147 「若乗陰、六、玄、后」; running text: not read (作六害)",
         prose=False),
    Word("勾", 4, "short", "KR3g0031_002.txt:65 「乗勾主獄」"),
    Word("青", 5, "short", "KR3g0031_005.txt:29 「(青/)午」"),
    Word("龍", 5, "short", "001:63 「乘龍加申」"),
    Word("空", 6, "short", "KR3g0031_002.txt:321 「乗空臨水」; running text: not read (作空亡 "
         "KR3g0031_005.txt:1169)", prose=False),
    Word("白", 7, "short", "a chart cell: KR3g0031_005.txt:228 「(白/)戍」"),
    Word("虎", 7, "short", "001:79 「申作虎鬼」"),
    Word("常", 8, "short", "001:103 「巳乘常作官星」"),
    Word("玄", 9, "short", "002:147 「若乗陰、六、玄、后」"),
    Word("武", 9, "short", "001:163 「酉乘武克干」"),
    Word("元", 9, "short", "KR3g0031_002.txt:282 「乗元見天目」; running text: not read "
         "(作元吉, 人元)",
         prose=False),
    Word("陰", 10, "short", "002:147 「若乗陰、六、玄、后」; running text: not read (作陰私 "
         "KR3g0031_002.txt:933, 陰神, 陰日)", prose=False),
    Word("后", 11, "short", "000:159 「將乘后合」"),
    Word("後", 11, "short", "a chart cell in traditional script writing 天后 天後 (the alias above; "
         "OpenCC s2t turns 后 into 後: a round-80 red-team case book so converted, "
         "liuren_duanan_1100-1124.txt:11); running text: not read (之後, 前後)", prose=False),
    Word("陳", 4, "short", "a chart cell of 六壬斷案, read through the simplified fold (陈 → 陳): "
         "liuren_duanan_01-31.txt:12 「六陈」 (勾陳 on 子, 己卯日寅將酉時 夜); running text: not read "
         "(a surname, liuren_duanan_01-31.txt:45 「与姓陈吏人不和」)", prose=False),
)
# the engine's one-character form of each general, in order (engine.generals.GENERAL_SHORT)
GENERAL_SHORT = "貴蛇雀合勾龍空虎常玄陰后"

# --- months ------------------------------------------------------------------------------------
# Month n (1–12) counts from the 寅 month: 003:27 「正月建寅」. 冬 (十一月) and 臘 (十二月) are the
# usual names of the last two months (no passage of the corpus prints them).
MONTH_WORDS: dict[str, int] = {
    "正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    "十": 10, "十一": 11, "冬": 11, "十二": 12, "臘": 12}
# The months by season, 孟/仲/季 + 春夏秋冬 (孟春 正月 … 季冬 十二月); as a branch, the month's 建
# (KR3g0031_006.txt:1059-1061 「六月丁卯卯時㸔仲秋加仲夏…（仲秋加仲夏是酉加午也）」).
SEASON_MONTHS: dict[str, int] = {f"{a}{s}": 3 * i + j + 1
                                 for i, s in enumerate("春夏秋冬") for j, a in enumerate("孟仲季")}
MONTH_WORDS.update(SEASON_MONTHS)
# The months by the pitch-pipe that answers them, 「律中X」 (禮記·月令: 孟春之月…律中大蔟 … 季冬之月…律中
# 大呂; no passage of the corpus prints them; the oldest notation dates casts so, a round-75 red-team
# classic, KR5a9894_001.txt:16 「假令大蔟之月，丁酉之日夜半」), with their variant writings
PITCH_MONTHS: dict[str, int] = {
    "太簇": 1, "大蔟": 1, "太蔟": 1, "泰簇": 1, "大簇": 1, "夾鍾": 2, "夾鐘": 2, "姑洗": 3,
    "仲呂": 4, "中呂": 4, "蕤賓": 5, "林鍾": 6, "林鐘": 6, "夷則": 7, "南呂": 8, "無射": 9,
    "无射": 9, "應鍾": 10, "應鐘": 10, "黃鍾": 11, "黄鍾": 11, "黃鐘": 11, "黄鐘": 11, "大呂": 12}
MONTH_BRANCHES: tuple[Word, ...] = tuple(
    Word(w, (n + 1) % 12, "month", "KR3g0031_006.txt:1059-1061 「仲秋加仲夏是酉加午也」")
    for w, n in SEASON_MONTHS.items())
MONTH_NAMES = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月",
               "十一月", "十二月")


# The four seasons, in order (000:163 「春巳午孤、子丑寡，夏申酉孤…秋亥子孤…冬寅卯孤」); a season
# is 0–3, its months 寅卯辰, 巳午未, 申酉戌, 亥子丑.
SEASONS = "春夏秋冬"


def month_jiang(month: int) -> int:
    """The 月將 of month n (1–12) once its 中氣 has passed: the 六合 of the month's branch,
    (12 − n) mod 12 (003:27 「正月建寅，六合之亥即是。但須每月中氣後始過宮」): 正月 亥, 二月 戌, …
    十二月 子 (KR3g0031_005.txt:55 「四月丁丑日子時申將」)."""
    return (12 - month) % 12


def month_before(month: int) -> int:
    """The month before month n (1–12): 正月's is 十二月. Its 將 is the month's own until the
    month's 中氣 (003:27 「但須每月中氣後始過宮」)."""
    return (month - 2) % 12 + 1


def month_of(word: str) -> int | None:
    """A month 1–12 from its word, with or without 月 (正月, 十二, 冬月, 臘), or by the branch of
    its 建 with 月 (寅月 正月 … 丑月 十二月: 003:27 「正月建寅」; 建寅之月, 斗建寅), or by its pipe
    (律中大蔟, 夾鍾之月: :data:`PITCH_MONTHS`); None if it is none."""
    w = str(word).strip()
    # (and 建X之月, 斗建X: the oldest notation's, a round-55 red-team classic, KR5a9930_001.txt:153)
    jian = w.removeprefix("斗").startswith("建")
    w = w.removeprefix("斗").removeprefix("建").replace("之月", "月")
    if w[:1] in BRANCHES and (w[1:] == "月" or (jian and w[1:] == "")):
        return (BRANCHES.index(w[0]) - 2) % 12 + 1
    # (a pipe: 「律中姑洗」, 「夾鍾之月」)
    pipe = PITCH_MONTHS.get(w.removeprefix("律中").removesuffix("月"))
    return pipe or MONTH_WORDS.get(w.removesuffix("月"))


# The twenty-four solar terms, 立春 (正月節) … 大寒 (十二月中): after a month's 中氣 its 將 is
# month_jiang(n) (003:27 「但須每月中氣後始過宮」); after its 節, before the 中氣, the 將 is still
# the month before's. A cast dated by a term (「假令春分後庚午日」, 「清明後未交穀雨」) has that 將
# (``Word.value``: the 將's branch). Variants: 啓蟄 (the older name of 驚蟄), 谷雨 (穀).
_TERMS = ("立春", "雨水", "驚蟄", "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至", "小暑",
          "大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
          "小寒", "大寒")
SOLAR_TERMS: tuple[Word, ...] = tuple(
    Word(w, month_jiang(i // 2 + 1) if i % 2 else month_jiang(month_before(i // 2 + 1)),
         "name", "003:27 「正月建寅，六合之亥即是。但須每月中氣後始過宮」")
    for i, w in enumerate(_TERMS)) + (
    Word("啓蟄", month_jiang(1), "variant", "the older name of 驚蟄; no passage prints it"),
    Word("驚蛰", month_jiang(1), "variant", "蛰 for 蟄; no passage prints it"),
    Word("谷雨", month_jiang(3), "variant", "谷 for 穀; no passage prints it"),
)


def term_jiang(word: str) -> int | None:
    """The 將 after the solar term ``word`` (:data:`SOLAR_TERMS`), or None."""
    return next((x.value for x in SOLAR_TERMS if x.word == word), None)


# --- the sun's station ----------------------------------------------------------------------------
# The 月將 is the sun's place among the twelve stations (星次): 娵訾 亥, 降婁 戌, 大梁 酉, 實沈 申,
# 鶉首 未, 鶉火 午, 鶉尾 巳, 壽星 辰, 大火 卯, 析木 寅, 星紀 丑, 玄枵 子 (003:27 「正月建寅，六合之亥即
# 是。但須每月中氣後始過宮」: the 將 changes 宮 with the sun). A cast dated 「太陽躔娵訾」, 「日纏降婁之
# 次」 or 「日在戌宮」 has that 將 (``value``: the branch). No passage of the corpus or the witnesses
# dates a cast so; a round-62 red-team book does (tests/data/redteam/KR3g9917).
_STATIONS = ("玄枵", "星紀", "析木", "大火", "壽星", "鶉尾", "鶉火", "鶉首", "實沈", "大梁", "降婁", "娵訾")
STATIONS: tuple[Word, ...] = tuple(
    Word(w, i, "name", "the sun's station (星次) of the branch; " + "no passage of the corpus or the witnesses prints it")
    for i, w in enumerate(_STATIONS)) + (
    Word("實沉", 8, "variant", "沉 for 沈"), Word("娵觜", 11, "variant", "觜 for 訾"),
) + tuple(
    # the twelve 宮 of the 時憲曆 (the Western signs, Qing: 白羊 降婁 戌 … 雙魚 娵訾 亥), the sun's
    # sign giving the 將 as its station does (a round-81 red-team Qing manual, KR3g9883_001.txt:15-27
    # its 凡例: seven casts' 將 unread, a sign printed for another agreed)
    Word(w, b, "variant", "the sun's sign (宮) of the 時憲曆, the station's (KR3g9883_001.txt:15-27, "
                          "a red-team book)")
    for w, b in (("寶瓶", 0), ("磨羯", 1), ("摩羯", 1), ("人馬", 2), ("天蠍", 3), ("天秤", 4),
                 ("雙女", 5), ("室女", 5), ("獅子", 6), ("巨蟹", 7), ("雙子", 8), ("金牛", 9),
                 ("白羊", 10), ("雙魚", 11)))


# --- the old names of the three 傳 ---------------------------------------------------------------
# The old books name the 初傳, 中傳 and 末傳 by their 門: 發端, 移易, 歸計 (liuren_duanan_01-31.txt:126
# 「末传为归计，不宜逢绝之意欤」, :115 「酉为归计门」, 酉 its 末傳). ``value``: the 傳 (0 初, 1 中, 2 末).
OLD_TRANSMISSION_NAMES: tuple[Word, ...] = (
    Word("發端", 0, "old", "the 初傳's 門; no passage of the corpus or the witnesses prints it so "
                          "(KR3g0031_002.txt:616 「凡事造釁發端者」 is the word's ordinary sense)"),
    Word("移易", 1, "old", "the 中傳's 門; no passage of the corpus or the witnesses prints it"),
    Word("歸計", 2, "old", "liuren_duanan_01-31.txt:126 「末传为归计」, :115 「酉为归计门」"),
    Word("发端", 0, "simplified", "發端 in simplified script"),
    Word("归计", 2, "simplified", "歸計 in simplified script"),
)


# --- 陰神/陽神 and 三合 ------------------------------------------------------------------------------
# A 陰神/陽神 phrase names the upper of one of the 四課 (index 0–3): 000:163 「第一課千(干)之陽神，
# 第二課千之陰神，第三課支之陽神，第四課支之陰神」; 辰 for the day's branch in 六壬大全
# (KR3g0031_005.txt:492 「三神者日之隂神辰之陽神辰之隂神也」). The early notation writes 陰/陽
# alone, of the day and its branch (KR5a0297_000.txt:36 「日辰隂陽中」, :70 「辰傷其陽神」).
SHEN_PHRASES: dict[str, int] = {
    "日之陽神": 0, "干之陽神": 0, "日之陰神": 1, "干之陰神": 1,
    "辰之陽神": 2, "支之陽神": 2, "辰之陰神": 3, "支之陰神": 3}
EARLY_WORDS: dict[str, str] = {
    "天一": "貴人",     # KR5a0297_000.txt:16, 56
    "陰": "陰神",       # KR5a0297_000.txt:36 「日辰隂陽」
    "陽": "陽神",       # KR5a0297_000.txt:36; :70 「陽神」
}

# 三合 (000:199 「全局（潤下、炎上、曲直、從革、稼穡）：水局（申子辰）、火局（寅午戌）、木局（亥卯未）、
# 金局（巳酉丑）、土局（辰戌丑未）」): a set of branches, NOT an ordered 三傳.
_SAN_HE = ((("水局", "潤下"), "申子辰"), (("木局", "曲直"), "亥卯未"), (("火局", "炎上"), "寅午戌"),
           (("金局", "從革"), "巳酉丑"), (("土局", "稼穡"), "辰戌丑未"))
SAN_HE: dict[str, frozenset[int]] = {
    n: frozenset(BRANCHES.index(c) for c in bs) for names, bs in _SAN_HE for n in names}
# each name → the 局's element name (潤下 → 水局): the one form a claim keeps; and the order the
# 局 is listed in (寅午戌), which names the set (「寅午戌火局」), where another order (「三傳戌午寅
# 火局」 KR3g0031_001.txt:495) is the 三傳's own
SAN_HE_NAME: dict[str, str] = {n: names[0] for names, _ in _SAN_HE for n in names}
SAN_HE_ORDER: dict[str, str] = {n: bs for names, bs in _SAN_HE for n in names}

# --- 六親 and the notes of a case's 三傳 table -------------------------------------------------------
# A case collection (六壬斷案, witnesses/duanan/README.md) prints each 傳 as 六親, 遁干 + branch,
# general, 初/中/末 and notes: liuren_duanan_01-31.txt:14 「父 辛巳 玄 初」. The 六親 is the branch's
# relation to the day's stem (engine.values.liu_qin): value 0 父母 (生我), 1 兄弟 (比), 2 子孫 (我生),
# 3 妻財 (我克), 4 官鬼 (克我); the chart prints one character, 官 and 鬼 alike (README: 「官 is
# used for 鬼」).
LIU_QIN: tuple[Word, ...] = (
    Word("父母", 0, "name", "the usual name; the cases print 父"),
    Word("兄弟", 1, "name", "the usual name; the cases print 兄"),
    Word("子孫", 2, "name", "the usual name; the cases print 子"),
    Word("妻財", 3, "name", "the usual name; the cases print 財"),
    Word("官鬼", 4, "name", "the usual name; the cases print 官 or 鬼"),
    Word("父", 0, "short", "liuren_duanan_01-31.txt:14 「父 辛巳 玄 初」 (巳 fire gives 己 earth)"),
    Word("兄", 1, "short", "liuren_duanan_01-31.txt:15 「兄 甲戌 朱 中」 (戌 earth, 己 earth)"),
    Word("子", 2, "short", "liuren_duanan_01-31.txt:25 「子 戊申 龙 中」 (戊 earth gives 申 metal)"),
    Word("財", 3, "short", "liuren_duanan_01-31.txt:26 「财 壬子 蛇 末」 (戊 earth overcomes 子 water)"),
    Word("官", 4, "short", "liuren_duanan_01-31.txt:102 「官 癸巳 阴 中」 (巳 fire overcomes 庚 metal)"),
    Word("鬼", 4, "short", "liuren_duanan_01-31.txt:16 「鬼 己卯 虎 末」 (卯 wood overcomes 己 earth)"),
    Word("孫", 2, "short", "the usual short form of 子孫; no passage prints it"),
    Word("妻", 3, "short", "the usual short form of 妻財; no passage prints it"),
)
# where the 遁干 of a 傳 falls in the 旬空 the table prints 空 in its place (README;
# liuren_duanan_01-31.txt:62 「兄 空申 空 中（空亡）」, 辛巳日: 甲戌旬, 申酉 空)
DUN_KONG = "空"
# the notes after a 傳 (liuren_duanan_01-31.txt), each a fact of the cast: ``dun_ke`` the 遁干
# overcomes the day's stem, ``ding`` the 遁干 is 丁, ``kong`` the 傳 is 旬空, ``luo_kong`` it
# stands over a 旬空 seat (the header's 「丑寅落空」 lists the branches over the two 空 seats)
TRANSMISSION_NOTES: dict[str, tuple[str, str]] = {
    "暗鬼": ("dun_ke", "liuren_duanan_01-31.txt:15 「兄 甲戌 朱 中（暗鬼）」 (甲 overcomes 己)"),
    "丁神": ("ding", "liuren_duanan_01-31.txt:35 「鬼 丁未 阴 末（丁神）」"),
    "空亡": ("kong", "liuren_duanan_01-31.txt:62 「兄 空申 空 中（空亡）」"),
    "落空": ("luo_kong", "liuren_duanan_01-31.txt:63 「父 丁丑 蛇 末（落空）」 (丑 over 申, 空)"),
}


def liu_qin_of(word: str) -> int | None:
    """The 六親 (0–4, :data:`LIU_QIN`) a word names, or None."""
    w = str(word).strip()
    return next((x.value for x in LIU_QIN if x.word == w), None)


# --- glyphs --------------------------------------------------------------------------------------

_README = "witnesses/README.md"
_WYG = f"in the WYG witness, on the same line ({_README}: the 文淵閣 forms)"
_JI = (f"stands for the stem 己 ({_README}: 巳 for the stem 己; 已 likewise, "
       "KR3g0031_002.txt:200 「六已日」, KR3g0031_003.txt:862 「甲已日」)")
_UNSEEN = "no passage of the corpus or the witnesses prints it; the checker may propose it"
# the wording: one character for one (offsets hold), read before any claim
_WORDING = (
    ("𫝊", "傳"), ("尅", "克"), ("剋", "克"), ("将", "將"), ("攴", "支"), ("隂", "陰"),
    ("𤣥", "玄"), ("乗", "乘"), ("凢", "凡"), ("觧", "解"), ("竒", "奇"), ("渉", "涉"),
    ("㣲", "微"), ("弹", "彈"), ("盖", "蓋"), ("徳", "德"), ("闗", "關"), ("逰", "遊"),
    ("别", "別"), ("脩", "修"), ("専", "專"), ("遥", "遙"), ("聫", "聯"), ("斵", "斫"),
    ("斲", "斫"), ("叅", "參"), ("髙", "高"), ("㸔", "看"), ("曺", "曹"), ("眀", "明"),
    ("壻", "婿"), ("衝", "沖"), ("冲", "沖"), ("騰", "螣"), ("觔", "斤"), ("夘", "卯"),
    ("邜", "卯"), ("丒", "丑"), ("爲", "為"), ("靑", "青"),
    # the middle dots that part a list's words (「三伝は辰・申・子」): read as its 、
    ("・", "、"), ("·", "、"), ("‧", "、"),
    # the Japanese forms a Japanese book prints without kana on the line (「三伝未戌丑」 quoted)
    ("伝", "傳"), ("発", "發"), ("弾", "彈"), ("独", "獨"), ("昼", "晝"),
    # the 文淵閣 forms the WYG witness of 六壬大全 prints where master has the usual character
    # (witnesses/README.md; the same line of both): a collation types them orthographic
    ("戦", "戰"), ("𢧐", "戰"), ("𦔳", "助"), ("𠑽", "充"), ("𨒪", "速"), ("𩔰", "顯"), ("𩦸", "驥"),
)
_WORDING_CITE = {
    "𫝊": "KR3g0031_005.txt:1156 「入𫝊」",
    "尅": "KR5a0297_000.txt:29 「無令尅其許嫁日辰」",
    "剋": "000:3 「遙剋」", "斵": "KR3g0031_006.txt:228 「斵輪課」 = 001:115 「斫輪」",
    "斲": "斲 the standard form of 斵", "衝": "KR3g0031_002.txt:368 「太衝卯」 = 000:127 「太沖」",
    "冲": "000:129 「太冲」", "騰": "004:59 「騰蛇」 = 003:35 「螣蛇」",
    "夘": f"{_README}; KR3g0031_001.txt:653 「夘輪」", "邜": f"{_README}; KR3g0031_005.txt:29",
    "丒": "the variant of 丑 the 異體字 dictionaries list; no passage of the books here prints it (a "
          "copy of 六壬大全 with 丒 for 丑, tests/test_metamorphic.py, accused five correct casts)",
    "脩": "KR3g0031_005.txt:723 「帷簿不脩」 = 003:135 「帷簿不修」",
    "爲": "KR5a0297_000.txt:56 「謂小吉爲天一臨戌上」",
    "・": "a Japanese textbook (a round-39 red-team book, tests/data/redteam/liuren_nihon.txt:60 "
          "「三伝は辰・申・子、天将は玄武・青龍・勾陳なり」)",
    "·": "the Korean books' list dot (a red-team Korean textbook, liuren_gangui_ko.txt:54 「三傳은 "
         "午·卯·子」, read by mixed_ko as 、)",
    "‧": "the list dot of Taiwanese typesetting, as 「·」: no passage of the books here prints it",
    "伝": "a Japanese textbook's 漢文 quoted without kana (liuren_nihon.txt:72 「三伝未戌丑」)",
    "発": "a Japanese textbook (liuren_nihon.txt:64 「発用」)",
    "弾": "a Japanese textbook (liuren_nihon.txt:137 「弾射」)",
    "独": "a Japanese textbook (liuren_nihon.txt:203 「独足課」)",
    "昼": "a Japanese textbook (liuren_nihon.txt:63 「子将辰時、昼」); the simplified form too",
    "靑": "the form Korean books print (a red-team Korean textbook, tests/data/redteam/"
          "liuren_gangui_ko.txt:114 「靑龍」)",
    "戦": "KR3g0031_005.txt:523 「自戦作事」 (the Japanese form) = KR3g0031_003.txt:733 「充戰」",
    "𢧐": f"KR3g0031_005.txt:523 「自戦作事」: 𢧐 {_WYG}",
    "𦔳": f"KR3g0031_003.txt:11 「晝將人助」: 𦔳 {_WYG}",
    "𠑽": f"KR3g0031_003.txt:733 「蛇虎充戰」: 𠑽 {_WYG}",
    "𨒪": f"KR3g0031_003.txt:879 「其應速」: 𨒪 {_WYG}",
    "𩔰": f"KR3g0031_005.txt:750 「明顯術人」: 𩔰 {_WYG}",
    "𩦸": f"KR3g0031_006.txt:649 「萬里驥」: 𩦸 {_WYG}",
}

GLYPHS: tuple[Glyph, ...] = tuple(
    Glyph(a, "wording", "variant", b, _WORDING_CITE.get(a, f"{_README} (Kanripo forms)"))
    for a, b in _WORDING) + (
    # branch slots of running text
    Glyph("夘", "branch", "variant", "卯", f"is the variant of 卯 ({_README})"),
    Glyph("邜", "branch", "variant", "卯", f"is the variant of 卯 ({_README})"),
    Glyph("丒", "branch", "variant", "丑", "is the variant of 丑 (no passage of the books here prints it)"),
    Glyph("戍", "branch", "reading", "戌", f"is the variant of 戌 ({_README})"),
    Glyph("已", "branch", "reading", "巳", f"is the variant of 巳 ({_README})"),
    Glyph("己", "branch", "reading", "巳", f"stands for 巳 ({_README})"),
    Glyph("末", "branch", "lookalike", "未", f"looks like 未 ({_README}: 末/未)"),
    Glyph("牛", "branch", "lookalike", "午", f"looks like 午 ({_UNSEEN})"),
    Glyph("了", "branch", "lookalike", "子", f"looks like 子 ({_UNSEEN})"),
    # the confusions of OCR (a round-35 red-team book, the raw OCR of a lithograph:
    # tests/data/redteam/liuren_ocr.txt:120 「三傳午展寅」, :188 「三傳辰西寅」, :244 「三傳申戌于」)
    Glyph("展", "branch", "lookalike", "辰", "looks like 辰 (liuren_ocr.txt:120, OCR)"),
    Glyph("于", "branch", "lookalike", "子", "looks like 子 (liuren_ocr.txt:244, OCR)"),
    Glyph("由", "branch", "lookalike", "申", "looks like 申 (liuren_ocr.txt:131 「庚由日」, OCR)"),
    Glyph("西", "branch", "lookalike", "酉", "looks like 酉 (liuren_ocr.txt:188, OCR)"),
    # a chart's branch slots: stems and 西 are no other word there
    # 戊 where only a branch can stand is 戌 (the 戊/戌/戍 family of one shape): a reading in
    # every branch slot of a chart, as in a 傳 slot, never an error (a 課式's 第二課 lower,
    # KR3g0031_005.txt:703; 第四課 upper, :1074)
    Glyph("戊", "cell", "reading", "戌",
          "is the look-alike of 戌, the only branch it can be in a chart's branch slot "
          "(KR3g0031_005.txt:703 第二課 lower)"),
    Glyph("甲", "cell", "lookalike", "申", f"looks like 申 ({_README}: 甲/申)"),
    Glyph("西", "cell", "lookalike", "酉", f"looks like 酉 ({_UNSEEN})"),
    # 醜 where only a branch can stand (a chart's cell, a case header's 將 and 時) is 丑: a simplified
    # text converted to traditional by machine (OpenCC s2t writes 醜 for 丑: a metamorphic run of
    # liuren_duanan_01-31.txt; a round-80 red-team case book so converted, liuren_duanan_1100-1124
    # .txt:16 「醜將」, a second chart lost behind it, its commentary laid on the first case: five
    # accusations); not in running text, where it is the word (「家醜將外揚」, 「出醜時」: a review of
    # the round-80 change, review_round80/chou_words.txt:7, :13, read as a 將 and an hour)
    Glyph("醜", "cell", "reading", "丑",
          "is 丑 as a machine conversion to traditional writes it (OpenCC s2t: "
          "liuren_duanan_1100-1124.txt:16 「醜將」, a red-team case book), the only branch it can be "
          "in a chart's branch slot"),
    # 三傳
    Glyph("戊", "transmission", "reading", "戌",
          "is the look-alike of 戌, the only branch it can be in a 傳 slot "
          "(KR3g0031_006.txt:113 「三傳巳戊夘」)"),
    # stem slots
    Glyph("巳", "stem", "reading", "己", _JI),
    Glyph("已", "stem", "reading", "己", _JI),
    Glyph("申", "stem", "lookalike", "甲", "looks like 甲 (KR3g0031_006.txt:147 申 for 甲)"),
    Glyph("戌", "stem", "lookalike", "戊", f"looks like 戊 ({_UNSEEN})"),
    # (戍, the variant of 戌, where only a stem can stand is 戊: the family of one shape, as 戊 in a
    # branch slot is 戌 — a round-78 red-team case book in OCR, liuren_duanan_1075-1099.txt:16
    # 「戍申日」, :193 「戍辰日」, no day read)
    Glyph("戍", "stem", "reading", "戊",
          "is the look-alike of 戊, the only stem it can be in a stem slot "
          "(liuren_duanan_1075-1099.txt:16, a red-team OCR)"),
    Glyph("王", "stem", "lookalike", "壬", f"looks like 壬 ({_UNSEEN})"),
    # the Tang taboos a manuscript copied under them keeps (唐諱): 景 for 丙 (李昞's name), closed
    # by 日 or over a stem's place (「景午日」, 「登明加景」), never the word (景星, 景象, 「日景午時」);
    # 理 for 治 (高宗's name) in the 天一's clause (「天一晝理小吉臨戌順行」): a round-79 red-team
    # classic in the oldest notation, KR5a9890: its 丙 days unfound, sixteen correct casts
    # accused (「將得G天一晝理…」 read 天一 as the 終's general)
    Glyph("景", "stem", "reading", "丙",
          "is 丙 under the Tang taboo (唐諱, 李昞), the only stem it can be in a stem slot "
          "(KR5a9890_000.txt:59 「景子日」, a red-team classic)"),
    # what a machine conversion to traditional writes for 干 (OpenCC s2t: 幹上, 遁幹), read before
    # 上 and after 遁 only, and never after 樹/才/骨/主/枝/軀 (「樹幹上有子」, a review of the round-80
    # change, review_round80/gan_zhan.txt:7, read as 干上); no search fold (幹 才幹): a round-80
    # red-team case book so converted, liuren_duanan_1100-1124.txt, its 幹上 never read. (佔 for 占
    # is not read: 「其宅昔為賊夜佔」 is occupied by night, review_round80/gan_zhan.txt:5, accused)
    Glyph("幹", "machine", "variant", "干",
          "is 干 as a machine conversion writes it (liuren_duanan_1100-1124.txt:243 「幹上醜」)"),
    Glyph("理", "course", "variant", "治",
          "is 治 under the Tang taboo (唐諱, 李治) in the 天一's clause (KR5a9890_000.txt:61-62 "
          "「天一晝理」, a red-team classic)"),
    # general slots of a chart
    Glyph("臼", "general", "reading", "白", "is the look-alike of 白 (KR3g0031_005.txt:858)"),
)

# The checker's look-alike hypotheses: a printed value that may be a misprint of another, tried
# in this order (edition/analyse/examples/check/hypotheses.py). Besides the lookalike glyphs
# above, a printed *value* may be a misprint: a branch for a word's character (未 for 末 or 朱,
# 午 for 牛, 辰 for 長 …), 干/千 for 午.
MISPRINTS: tuple[tuple[str, str], ...] = (
    ("末", "未"), ("牛", "午"), ("了", "子"), ("戊", "戌"), ("戌", "戊"), ("甲", "申"),
    ("申", "甲"), ("王", "壬"), ("干", "午"), ("千", "午"), ("未", "末"), ("未", "朱"),
    ("朱", "未"), ("午", "牛"), ("子", "了"), ("辰", "長"), ("酉", "西"), ("西", "酉"),
    ("展", "辰"), ("于", "子"), ("由", "申"),
)

# --- search folds ------------------------------------------------------------------------------
# The search form folds every wording variant of the Basic Multilingual Plane (the browser walks
# UTF-16 units, so 𫝊 and 𤣥 are left as printed in both) plus these; OpenCC s2t does the rest
# except for SEARCH_KEEP (edition.core.normalize).
SEARCH_FOLDS: tuple[Glyph, ...] = (
    Glyph("游", "search", "fold", "遊", "000:151 「遊子」; 002:7 「游神」"),
)
# whole words (same length), because their characters are common alone (元 in 元首, 無 in 無親,
# 薄 in 薄蝕)
SEARCH_WORDS: tuple[tuple[str, str, str], ...] = (
    ("元武", "玄武", "003:23 「10.元武」; 003:39 「癸亥水元武」 (the Qing taboo form of 玄)"),
    ("無淫", "蕪淫", "000:39 「無淫」 ↔ 000:91 「別責（蕪淫）」, commentary 000:41"),
    ("帷箔", "帷簿", "000:43 「不修帷箔」"),
    ("帷滔", "帷簿", "000:95 「八專（帷滔不修、獨足）」 (corrected to 帷箔, 000:97)"),
    ("帷薄", "帷簿", "帷薄不修, the usual spelling of 003:135 「帷簿不修」"),
)
# Characters printed in the corpus that OpenCC s2t would change into a *different* character
# with another meaning: never folded. 后 (天后) is not 後, 干 (天干) not 幹, 丑 (the branch) not
# 醜, 斗 (斗罡 000:171) not 鬥, 占 (to divine) not 佔, 咸 (咸池 002) not 鹹, 云 (訣云 003:55) not
# 雲, 里 not 裏, 准 not 準, 尸 not 屍, 于 not 於.
SEARCH_KEEP = frozenset("丑于云准占后咸尸干斗里")

# A whole day read otherwise: 中 printed for 申 (KR5a0297_000.txt:66 「二月庚中日魁加丑丑時也
# 太一臨申」: 庚中 is no day; 庚申's 寄宮 申 under 太一 fits, offset 9).
# 中 is no branch; after a yang stem (the stems of the 申 days) it is read 申 wherever it stands.
DAY_READINGS: dict[str, tuple[str, str]] = {
    f"{s}中": (f"{s}申", "KR5a0297_000.txt:66 「假今二月庚中日」: 中 for 申") for s in "甲丙戊庚壬"}
# … and a branch's look-alike closed by 日 after a stem of its parity (the OCR of a lithograph:
# tests/data/redteam/liuren_ocr.txt:39 「甲了日」, :167 「辛末日」), but 于 and 由, words of their own
# before 日 (「庚于日為鬼」, 「…由日上…」: a review of the change read 「庚于日」 as a day)
DAY_READINGS.update({
    f"{s}{g.printed}": (f"{s}{g.read}", f"{g.printed} {g.note}")
    for g in GLYPHS if g.use == "branch" and g.policy == "lookalike" and g.printed not in "于由"
    for s in STEMS if STEMS.index(s) % 2 == BRANCHES.index(g.read) % 2})
# (not 醜 closed by 日, 「乙醜日」: 「其女自恨己醜日夜悲泣」 is her own ugliness, a review of the round-81
# change, review_round81/chou_day.txt:5, a correct cast lost and a false one accused)
# words of the early notation read otherwise (今 for 令: KR5a0297_000.txt:39, 66, 76 「假今」)
WORD_READINGS: dict[str, tuple[str, str]] = {
    "假今": ("假令", "KR5a0297_000.txt:39 「假今二月乙未日」")}


# --- derived views -------------------------------------------------------------------------------

def glyph(printed: str, use: str) -> Glyph | None:
    """The row of ``printed`` in ``use`` (a ``cell`` or ``transmission`` glyph without a row of
    its own has its ``branch`` row), or None: the glyph is read as itself."""
    for u in (use, "branch") if use in ("cell", "transmission") else (use,):
        for g in GLYPHS:
            if g.printed == printed and g.use == u:
                return g
    return None


def glyphs(use: str, *policies: str) -> dict[str, str]:
    """{printed: read} of the glyphs of one use (with the ``branch`` rows a cell or 傳 slot
    inherits), restricted to some policies."""
    keys = {g.printed for g in GLYPHS if g.use == use}
    if use in ("cell", "transmission"):
        keys |= {g.printed for g in GLYPHS if g.use == "branch"}
    out = {}
    for g in GLYPHS:
        if g.printed in keys and g.printed not in out:
            r = glyph(g.printed, use)
            if r and (not policies or r.policy in policies):
                out[r.printed] = r.read
    return out


def wording() -> dict[str, str]:
    """The wording variants, printed → read (one character for one)."""
    return {g.printed: g.read for g in GLYPHS if g.use == "wording"}


def search_folds() -> dict[str, str]:
    """The search folds of single characters, printed → search form: the wording variants of
    the BMP and :data:`SEARCH_FOLDS`."""
    out = {a: b for a, b in wording().items() if ord(a) < 0x10000 and a != b}
    out.update((g.printed, g.read) for g in SEARCH_FOLDS)
    return out


def misprints() -> dict[str, str]:
    """The checker's look-alike hypotheses, printed → the values it may stand for, in order."""
    out: dict[str, str] = {}
    for a, b in MISPRINTS:
        out[a] = out.get(a, "") + b
    return out


def jiang_names(prose: bool = False) -> dict[str, int]:
    """{神名: branch}: every form, or those read in running text."""
    return {w.word: w.value for w in JIANG if w.prose or not prose}


def hour_names() -> dict[str, int]:
    return {w.word: w.value for w in HOURS}


def month_branch_names() -> dict[str, int]:
    """{孟春: 寅 …}: a month by its season, as the branch of the month (its 建)."""
    return {w.word: w.value for w in MONTH_BRANCHES}


def general_names(use: str = "input") -> dict[str, int]:
    """{word: general index} for a use: ``input`` every full name and alias (no short form);
    ``prose`` the full names of running text; ``prose_short`` those and the short forms read in
    running text; ``cell`` the full names of running text and every short form."""
    full = {w.word: w.value for w in GENERALS if use == "input" or w.prose}
    if use in ("input", "prose"):
        return full
    short = {w.word: w.value for w in SHORT_GENERALS if use == "cell" or w.prose}
    return {**full, **short}


def input_aliases() -> dict[str, str]:
    """Spellings accepted on input, → the printed form: every wording variant and every other
    name of a general (engine.values.ALIASES)."""
    names = [w.word for w in GENERALS if w.form == "name"]
    out = {a: b for a, b in wording().items() if a != b}
    out.update((w.word, names[w.value]) for w in GENERALS if w.form != "name")
    return out


# --- reading a word ------------------------------------------------------------------------------

def _named(word: str) -> Reading | None:
    for table in (JIANG, HOURS, MONTH_BRANCHES):
        for w in table:
            if w.word == word:
                if w.form == "reading":
                    return Reading(w.value, "reading",
                                   f"{word} is read {_name(table, w.value)}: {w.cite}")
                return Reading(w.value, "name", f"{word} names {BRANCHES[w.value]}")
    return None


def _name(table, value: int) -> str:
    return next(w.word for w in table if w.value == value and w.form == "name")


def branch_of(word: str, use: str = "branch") -> Reading | None:
    """A branch word read in a slot of ``use`` (``branch``, ``cell``, ``transmission``): a
    branch, a glyph with a policy there (variant, reading, lookalike: the caller decides whether
    it reads a look-alike), a 神名 (大吉, 罡, 勝先), an hour name (平旦), 丑將 or 巳時. None if the
    word names no branch."""
    w = str(word).strip()
    if len(w) == 1:
        if w in BRANCHES:
            return Reading(BRANCHES.index(w), "", "")
        g = glyph(w, use)
        if g is not None and g.read in BRANCHES:
            return Reading(BRANCHES.index(g.read), g.policy, g.note)
        return _named(w)
    named = _named(w)
    if named is not None:
        return named
    if len(w) == 2 and w[-1] in "將時":
        inner = branch_of(w[0], use)
        if inner is not None and inner.policy in ("", "variant"):
            return Reading(inner.value, "name", f"{w} names {BRANCHES[inner.value]}")
    return None


def stem_of(word: str) -> Reading | None:
    """A stem in a stem slot: a stem, or a glyph with a policy there (巳/已 → 己, a reading;
    申 → 甲, a look-alike)."""
    w = str(word).strip()
    if len(w) == 1 and w in STEMS:
        return Reading(STEMS.index(w), "", "")
    g = glyph(w, "stem") if len(w) == 1 else None
    if g is not None and g.read in STEMS:
        return Reading(STEMS.index(g.read), g.policy, g.note)
    return None


def general_of(word: str, use: str = "input") -> Reading | None:
    """A general (index) from any of its names in ``use`` (see :func:`general_names`)."""
    w = str(word).strip()
    i = general_names(use).get(w)
    if i is None:
        return None
    form = next((x.form for x in GENERALS + SHORT_GENERALS if x.word == w), "name")
    return Reading(i, "" if form == "name" else "name", "" if form == "name" else
                   f"{w} names {_name(GENERALS, i)}")


_SLOTS = {  # what a 將 slot and an hour slot accept besides a branch, for the message
    "月將": "a 神名 (大吉, 天罡 …) or 丑將",
    "hour": "an hour name (平旦, 雞鳴 …) or 巳時",
}


def _parse(word, what: str) -> int:
    if isinstance(word, int) and not isinstance(word, bool):
        if 0 <= word < 12:
            return word
        raise BadName(f"{what} out of range: {word} (expected 0–11)", text=str(word))
    w = str(word).strip()
    example = _SLOTS[what]
    other_names, other_suffix = (HOURS, "時") if what == "月將" else (JIANG, "將")
    r = branch_of(w)
    if r is not None and (len(w) > 1 and w.endswith(other_suffix)
                          or any(x.word == w for x in other_names + MONTH_BRANCHES)):
        r = None          # an hour name for a 將, a 將 for an hour, a month (仲秋) for either
    if r is None or r.policy == "lookalike":
        hint = f" (did you mean {BRANCHES[r.value]}?)" if r is not None else ""
        raise BadName(f"unknown {what} {w!r}{hint}: expected a branch ({BRANCHES}), {example}",
                      text=w)
    return r.value


def parse_jiang(word) -> int:
    """The 月將 as the books write it: 丑, 大吉, 丑將, 罡 … (an int 0–11 passes). :class:`BadName`."""
    return _parse(word, "月將")


def parse_hour(word) -> int:
    """The 占時 as the books write it: 巳, 巳時, 平旦 … (an int 0–11 passes). :class:`BadName`."""
    return _parse(word, "hour")


def parse_plate(text: str) -> tuple[int, int]:
    """(heavenly, earthly) from the books' 「X加Y」 or 「X臨Y」 (heavenly X over earthly Y), each
    side a branch word (丑, 大吉, 天罡, 丑將): '丑臨巳' → (1, 5). :class:`BadPlate`."""
    t = str(text).strip()
    seps = [i for i, c in enumerate(t) if c in "加臨"]
    for i in seps:
        x, y = branch_of(t[:i]), branch_of(t[i + 1:])
        if x is not None and y is not None and "lookalike" not in (x.policy, y.policy):
            return x.value, y.value
    raise BadPlate(f"a plate is written X加Y or X臨Y (heavenly X over earthly Y, each a branch or "
                   f"a 神名), not {text!r}", text=t)
