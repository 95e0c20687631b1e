"""課體 and 格: the named patterns judged on a finished chart (seeds 000 and 001).

Seed 000's 課體 chapter (``000_7ab36924039d3ca8.txt:107-207``) pairs some sixty patterns with
a hexagram; seed 001 (``001_6ab3c058adbfb16c.txt``, 考試第三) names many more 格 in verse
with glosses and short worked examples. Every pattern whose condition can be decided from
a chart plus the date facts it names (太歲, 月建, season and 旺相休囚, 旬, 行年/本命, 占時)
is a rule here: a function whose docstring opens with the Chinese name and the passage it
implements, quoting the clause. Patterns that cannot be decided are listed in
:data:`UNDECIDABLE` with the reason.

Public API::

    detect(chart, ctx=None, options=None) -> list[Pattern]
    detect_explain(chart, ctx=None, options=None) -> list[tuple[str, str, str]]
    PATTERN_RULES: dict[rule id -> Rule]       (the registry; for the search index)
    OPTIONS: dict[name -> PatternOption]      (school options where the texts disagree)
    UNDECIDABLE: dict[name -> (cite, reason)]

A pattern that needs a date fact absent from the :class:`Context` is not reported;
:func:`detect_explain` says which facts it needed.

Conventions used throughout, each from the texts:

* 旺相休囚死 by season (000:107 「用神即春木旺火相」; 001:59 「甲乙日春占，得木火神為旺相，
  得金水神為休囚」): the season's element 旺, what it generates 相, what generates it 休,
  what overcomes it 囚, what it overcomes 死. Seasons by month branch: 寅卯辰 春, 巳午未 夏,
  申酉戌 秋, 亥子丑 冬 (a :class:`Context` may state the season instead).
* 長生 … 墓 … 絕 by element, yin stems sharing their yang partner's places, 土 with 火
  (001:71 「庚辛日干上巳為官，乃金之長生。戊己日干上寅為官，乃火土之長生」; 000:187
  「甲木死於午，午火絕在亥」).
* 吉將 = 貴人 青龍 太常 六合 (000:107 「吉將即貴人、青龍、常、合之類」; option ``ji_jiang``).
* 前/後 of 貴人 counted along the generals' direction of travel, earthly seat against earthly
  seat (001:59 「干居貴前…甲午日，干上卯，晝占丑貴加子順行，干神加卯，寅在貴前二位」);
  1–5 places ahead is 前, 1–5 behind is 後.
* 干之陽神/陰神, 支之陽神/陰神 = the uppers of lessons 1, 2, 3, 4 (000:163).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Mapping, NamedTuple

from .errors import BadName, BadOption
from .generals import GUIREN_DAY, GUIREN_NIGHT
from .values import (BRANCH_ELEMENT, BRANCH_NAMES, DE, LODGING, LU, STEM_ELEMENT, STEM_NAMES,
                     branch_name, parse_branch, yi_ma)

# --- small tables -----------------------------------------------------------------------------

(ZI, CHOU, YIN, MAO, CHEN, SI, WU, WEI, SHEN, YOU, XU, HAI) = range(12)
MU, HUO, TU, JIN, SHUI = range(5)  # 木火土金水 (as engine.values)
(GUIREN, TENGSHE, ZHUQUE, LIUHE, GOUCHEN, QINGLONG, TIANKONG, BAIHU, TAICHANG, XUANWU,
 TAIYIN, TIANHOU) = range(12)

BE = BRANCH_ELEMENT
SE = STEM_ELEMENT
SEASON_NAMES = "春夏秋冬"
SEASON_ELEMENT = (MU, HUO, JIN, SHUI)
STATE_NAMES = "旺相休囚死"


def _gen(a: int, b: int) -> bool:
    return (a + 1) % 5 == b


def _ke(a: int, b: int) -> bool:
    return (a + 2) % 5 == b


# GEN[a][b] / KE[a][b] as tables (speed)
GEN = tuple(tuple(_gen(a, b) for b in range(5)) for a in range(5))
KE = tuple(tuple(_ke(a, b) for b in range(5)) for a in range(5))


def state(element: int, season: int) -> int:
    """旺相休囚死 (0–4) of an element in a season (000:107, 001:59)."""
    se = SEASON_ELEMENT[season]
    if element == se:
        return 0
    if GEN[se][element]:
        return 1
    if GEN[element][se]:
        return 2
    if KE[element][se]:
        return 3
    return 4


# STATE[season][element]
STATE = tuple(tuple(state(e, s) for e in range(5)) for s in range(4))


def season_of_month(month: int) -> int:
    """寅卯辰 春, 巳午未 夏, 申酉戌 秋, 亥子丑 冬."""
    return ((month - YIN) % 12) // 3


# 長生 by element (001:71: 金 巳, 火土 寅; 000:187: 木 死午, 火 絕亥)
EL_CHANG_SHENG = (HAI, YIN, YIN, SI, SHEN)
CHANG_SHENG, DI_WANG, SI_STAGE, MU_STAGE, JUE = 0, 4, 7, 8, 9


def el_stage(element: int, b: int) -> int:
    """Index into 長生 沐浴 冠帶 臨官 帝旺 衰 病 死 墓 絕 胎 養 of branch b for an element."""
    return (b - EL_CHANG_SHENG[element]) % 12


def xun_shou(day: int) -> int:
    """旬首: the branch of the 甲 day opening the 旬 (甲子旬 → 子)."""
    return (day - day % 10) % 12


def xun_wei(day: int) -> int:
    """旬尾: the branch of the 癸 day closing the 旬 (甲子旬 → 酉; 001:159 甲午旬 → 卯)."""
    return (xun_shou(day) + 9) % 12


def xun_kong(day: int) -> tuple[int, int]:
    s = xun_shou(day)
    return ((s + 10) % 12, (s + 11) % 12)


def dun_gan(day: int, b: int) -> int | None:
    """遁干: the stem the 旬 of `day` puts on branch b (None on the two 空 branches)."""
    k = (b - xun_shou(day)) % 12
    return k if k < 10 else None


# 000:111 旬奇: 「甲子、甲戌旬用丑，甲申、甲午旬用子，甲辰、甲寅旬用亥」 (keyed by 旬首 branch)
XUN_QI = {ZI: CHOU, XU: CHOU, SHEN: ZI, WU: ZI, CHEN: HAI, YIN: HAI}
# 000:111 干奇: 「甲日午，乙日巳，丙日辰，丁日卯，戊日寅，已日丑，庚日未，辛日申，壬日酉，癸日戌」
GAN_QI = tuple(parse_branch(c) for c in "午巳辰卯寅丑未申酉戌")
# 000:115 支儀: 「子儀午，丑儀巳，寅儀辰，卯儀卯，巳儀丑，奪儀寅，午儀未，未儀申，申儀酉，酉儀戌，
# 戌儀亥，亥儀子」 (奪 = 辰, 000:117)
ZHI_YI = tuple(parse_branch(c) for c in "午巳辰卯寅丑未申酉戌亥子")
# 000:191 九丑日 「戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日」 (+己卯, 000:193)
def _day(stem: str, br: str) -> int:
    s = STEM_NAMES.index(stem)
    b = BRANCH_NAMES.index(br)
    return (6 * s - 5 * b) % 60


JIU_CHOU_NINE = frozenset(_day(d[0], d[1]) for d in
                          ("戊子", "戊午", "壬子", "壬午", "乙卯", "乙酉", "己酉", "辛卯", "辛酉"))
JIU_CHOU_TEN = JIU_CHOU_NINE | {_day("己", "卯")}

MENG = frozenset((YIN, SHEN, SI, HAI))
YI_MA = tuple(yi_ma(x) for x in range(12))
DUN_YI_BING_DING = frozenset((1, 2, 3))   # 乙丙丁 as offsets from the 旬首
DUN_JIA_WU_GENG = frozenset((0, 4, 6))    # 甲戊庚
ZHONG = frozenset((ZI, WU, MAO, YOU))
JI4 = frozenset((CHEN, XU, CHOU, WEI))
# 000:199 全局: 申子辰 水, 寅午戌 火, 亥卯未 木, 巳酉丑 金 (as sets of the 三傳)
SAN_HE_OF = {frozenset((SHEN, ZI, CHEN)): SHUI, frozenset((YIN, WU, XU)): HUO,
             frozenset((HAI, MAO, WEI)): MU, frozenset((SI, YOU, CHOU)): JIN}


def is_liu_he(a: int, b: int) -> bool:
    return (a + b) % 12 == 1


def tian_ma(month: int) -> int:
    """天馬 by month: 正七月 午 (001:107), 二八月 申 (001:95), 三九月 戌 (001:47)."""
    return (WU + 2 * (month - YIN)) % 12


def sheng_qi(month: int) -> int:
    """生氣 by month: 三月 寅, 六月 巳 (001:147 「三月為生氣」「六月為生氣」)."""
    return (month - 2) % 12


def tian_cai(month: int) -> int:
    """天財: 「正月起辰順行六陽神」 (001:163): 寅月 辰, 卯月 午, …"""
    return (CHEN + 2 * (month - YIN)) % 12


# --- context and results ----------------------------------------------------------------------

@dataclass(frozen=True)
class Context:
    """Date facts some patterns name. All optional; branches are ints 0–11 (子 = 0).

    year: 太歲 (the year branch); month: 月建 (the month branch); season: 0–3 春夏秋冬
    (default: from ``month``); hour: 占時 (used when the chart was cast by offset only);
    nian: 行年; birth: 本命; si_li: True when the day is 立春/立夏/立秋/立冬 (天禍, 000:175).
    """
    year: int | None = None
    month: int | None = None
    season: int | None = None
    hour: int | None = None
    nian: int | None = None
    birth: int | None = None
    si_li: bool | None = None

    def __post_init__(self):
        for name in ("year", "month", "hour", "nian", "birth"):
            v = getattr(self, name)
            if v is not None and not (isinstance(v, int) and 0 <= v < 12):
                raise BadName(f"context {name}: a branch 0–11 or 子…亥, not {v!r}", text=str(v))
        if self.season is not None and not (isinstance(self.season, int) and 0 <= self.season < 4):
            raise BadName(f"context season: 0–3 or 春夏秋冬, not {self.season!r}",
                          text=str(self.season))

    @classmethod
    def parse(cls, *, year=None, month=None, season=None, hour=None, nian=None, birth=None,
              si_li=None) -> "Context":
        """From characters (as the CLI receives them): ``Context.parse(year='巳', season='春')``.
        A year or month may be given as a 干支 ('辛巳'): its branch is used."""
        def br(v, what):
            if v is None or isinstance(v, int):
                return v
            t = str(v).strip()
            if t.endswith(("年", "月", "時")):
                t = t[:-1]
            if len(t) == 2 and t[0] in STEM_NAMES:
                t = t[1]
            try:
                return parse_branch(t)
            except BadName:
                raise BadName(f"context {what}: unknown branch {v!r}", text=str(v)) from None
        if season is not None and not isinstance(season, int):
            t = str(season).strip()
            if t not in SEASON_NAMES or len(t) != 1:
                raise BadName(f"context season: one of 春夏秋冬, not {season!r}", text=t)
            season = SEASON_NAMES.index(t)
        return cls(year=br(year, "year"), month=br(month, "month"), season=season,
                   hour=br(hour, "hour"), nian=br(nian, "nian (行年)"),
                   birth=br(birth, "birth (本命)"), si_li=si_li)

    def to_json(self) -> dict:
        d = {}
        for k in ("year", "month", "hour", "nian", "birth"):
            v = getattr(self, k)
            if v is not None:
                d[k] = branch_name(v)
        if self.season is not None:
            d["season"] = SEASON_NAMES[self.season]
        if self.si_li is not None:
            d["si_li"] = self.si_li
        return d


SI_LI_TERMS = ("立春", "立夏", "立秋", "立冬")


def context_from_moment(moment, *, nian=None, birth=None, season=None) -> Context:
    """A :class:`Context` from an ``engine.calendar.Moment`` (duck-typed: ``year`` 干支,
    ``month_branch``, ``hour``, ``when``, ``jie``): 太歲 = the year's branch, 月建 = the month
    branch, 占時 = the hour, and 四立 = the last 節 passed is a 立 term that fell on the
    querent's civil date (天禍, 000:175 「四立日占」)."""
    jie = getattr(moment, "jie", None)
    si_li = None
    if jie is not None:
        when = moment.when
        si_li = (jie.name in SI_LI_TERMS
                 and jie.instant.astimezone(when.tzinfo).date() == when.date())
    return Context(year=moment.year % 12, month=moment.month_branch, season=season,
                   hour=moment.hour, nian=nian, birth=birth, si_li=si_li)


class Pattern(NamedTuple):
    name: str   # Chinese name as the text prints it
    rule: str   # ascii id, key of PATTERN_RULES
    cite: str   # full source file name and line

    def to_json(self) -> dict:
        return {"name": self.name, "rule": self.rule, "cite": self.cite}


# --- school options ---------------------------------------------------------------------------

# The pattern options live with the casting options in engine/options.py: one place.
from .options import PATTERN_OPTIONS as OPTIONS  # noqa: E402
from .options import Option as PatternOption  # noqa: E402,F401



_OPT_CACHE: dict = {}


def _resolve_options(chart, options) -> dict[str, str]:
    """The pattern options in force: defaults, then any the chart's Options carry (once the
    tables are merged), then `options`. Cached per (chart options, options)."""
    copts = getattr(chart, "options", None)
    try:
        key = (copts, tuple(sorted(dict(options).items())) if options else None)
        hit = _OPT_CACHE.get(key)
    except TypeError:
        key, hit = None, None
    if hit is not None:
        return hit
    out = _resolve_options_uncached(copts, options)
    if key is not None and len(_OPT_CACHE) < 256:
        _OPT_CACHE[key] = out
    return out


def _resolve_options_uncached(copts, options) -> dict[str, str]:
    out = {k: o.default for k, o in OPTIONS.items()}
    if copts is not None:
        try:
            d = copts.as_dict() if hasattr(copts, "as_dict") else dict(copts)
        except TypeError:
            d = {}
        for k, v in d.items():
            if k in OPTIONS:
                out[k] = v
    if options:
        for k, v in dict(options).items():
            if k not in OPTIONS:
                raise BadOption(f"unknown pattern option {k!r} (known: {', '.join(OPTIONS)})",
                                text=str(k))
            out[k] = v
    for k, v in out.items():
        if v not in OPTIONS[k].values:
            raise BadOption(f"pattern option {k}: unknown value {v!r} "
                            f"(expected one of {', '.join(OPTIONS[k].values)})", text=str(v))
    return out


# --- facts computed once per chart ------------------------------------------------------------

class Facts:
    """Everything the rules read, computed once (ints and small tuples)."""
    __slots__ = ("day", "stem", "branch", "lodging", "offset", "uppers", "relations", "trans",
                 "trans_set", "ju", "generals", "guiren", "direction", "guiren_seat", "daytime",
                 "method", "n_distinct", "stem_element", "branch_element", "kong", "xun_shou",
                 "year", "month", "season", "hour", "jiang", "nian", "birth", "si_li",
                 "options", "ji_jiang")
    # day, stem, branch: of the chart; lodging: the stem's 寄宮; offset: 月將 − 占時;
    # uppers, relations: the four lessons' upper branch and 賊/克; trans (trans_set): 初中末;
    # ju: the 三合 局 (or 土) the 三傳 form; generals: general on each heavenly branch;
    # guiren, guiren_seat, direction: 貴人's branch, its earthly seat, ±1; n_distinct: lessons;
    # stem_element, branch_element; xun_shou, kong: the day's 旬首 and 旬空; year … si_li: the
    # date context; options: the pattern options; ji_jiang: the generals counted auspicious

    def under(self, h: int) -> int:
        return (h - self.offset) % 12

    def over(self, x: int) -> int:
        return (x + self.offset) % 12

    def front(self, seat: int) -> int:
        """+1 if earthly seat is 1–5 places ahead of 貴人's seat along the generals' travel,
        −1 if 1–5 behind, 0 otherwise."""
        k = ((seat - self.guiren_seat) * self.direction) % 12
        return 1 if 1 <= k <= 5 else (-1 if 7 <= k <= 11 else 0)


def _facts(chart, ctx: Context | None, opts: dict[str, str]) -> Facts:
    f = Facts()
    f.day = chart.day
    f.stem = s = chart.stem
    f.branch = chart.branch
    f.lodging = LODGING[s]
    f.offset = off = chart.offset
    ls = chart.lessons
    f.uppers = (ls[0].upper, ls[1].upper, ls[2].upper, ls[3].upper)
    f.relations = (ls[0].relation, ls[1].relation, ls[2].relation, ls[3].relation)
    f.trans = t = tuple(chart.transmissions)
    f.trans_set = ts = frozenset(t)
    f.ju = SAN_HE_OF.get(ts, TU if ts <= JI4 else None)
    gz = chart.guiren
    d = chart.direction
    f.guiren = gz
    f.direction = d
    f.guiren_seat = (gz - off) % 12
    g = getattr(chart, "generals", None)
    f.generals = tuple(g) if g is not None else tuple(((h - gz) * d) % 12 for h in range(12))
    f.daytime = chart.daytime
    f.method = chart.method
    f.n_distinct = chart.n_distinct
    f.stem_element = SE[s]
    f.branch_element = BE[f.branch]
    f.xun_shou = xun_shou(chart.day)
    f.kong = ((f.xun_shou + 10) % 12, (f.xun_shou + 11) % 12)
    ctx = ctx or _EMPTY
    f.year = ctx.year
    f.month = ctx.month
    f.season = ctx.season if ctx.season is not None else (
        season_of_month(ctx.month) if ctx.month is not None else None)
    hour = chart.hour if chart.hour is not None else ctx.hour
    f.hour = hour
    f.jiang = chart.jiang if chart.jiang is not None else (
        (hour + off) % 12 if hour is not None else None)
    f.nian = ctx.nian
    f.birth = ctx.birth
    f.si_li = ctx.si_li
    f.options = opts
    f.ji_jiang = JI_JIANG_SIX if opts["ji_jiang"] == "six" else JI_JIANG_FOUR
    return f


_EMPTY = Context()
JI_JIANG_FOUR = frozenset((GUIREN, QINGLONG, TAICHANG, LIUHE))
JI_JIANG_SIX = JI_JIANG_FOUR | {TAIYIN, TIANHOU}


def _wx(f: Facts, b: int) -> bool:
    """b is 旺 or 相 in the season."""
    return STATE[f.season][BE[b]] <= 1


def _nianming(f: Facts) -> tuple[int, ...]:
    return tuple(x for x in (f.nian, f.birth) if x is not None)


# --- the registry -----------------------------------------------------------------------------

SRC000 = "000_7ab36924039d3ca8.txt"
SRC001 = "001_6ab3c058adbfb16c.txt"


@dataclass(frozen=True)
class Rule:
    id: str
    name: str
    cite: str                      # full 'file:line'
    func: Callable = field(repr=False, compare=False)
    aliases: tuple[str, ...] = ()
    korean: str | None = None
    needs: tuple[str, ...] = ()    # context facts required (any rule may use more if present)
    needs_any: tuple[str, ...] = ()  # at least one of these is required

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "aliases": list(self.aliases),
                "korean": self.korean, "cite": self.cite, "needs": list(self.needs),
                "needs_any": list(self.needs_any), "doc": (self.func.__doc__ or "").strip()}


PATTERN_RULES: dict[str, Rule] = {}


def rule(id_: str, name: str, cite: str, *, aliases=(), korean=None, needs=(), needs_any=()):
    src, _, line = cite.partition(":")
    full = {"000": SRC000, "001": SRC001}[src] + ":" + line

    def deco(fn):
        if id_ in PATTERN_RULES:
            raise ValueError(f"duplicate pattern rule {id_}")
        PATTERN_RULES[id_] = Rule(id_, name, full, fn, tuple(aliases), korean, tuple(needs),
                                  tuple(needs_any))
        return fn
    return deco


# ============================================================================================
# Seed 000: the 課體 chapter (000:107-207)
# ============================================================================================

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
    xs = f.xun_shou
    st = {(x - xs) % 12 for x in f.trans}
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
    if f.trans[0] != gz or not _wx(f, gz):
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
    寄宮 or on the day branch."""
    t0 = f.trans[0]
    return t0 in (XU, CHEN) and f.under(t0) in (f.lodging, f.branch)


@rule("kai_kou", "開口", "000:147", korean="개구")
def kai_kou(f: Facts):
    """開口 (000:147): 「旬尾加旬首，或旬首乘元武，或旬首位上神乘元武發用，名開口」: heavenly
    旬尾 over earthly 旬首; or the 旬首 rides 玄武; or the branch over the 旬首's place rides
    玄武 and is the 初傳."""
    xs = f.xun_shou
    if f.over(xs) == (xs + 9) % 12 or f.generals[xs] == XUANWU:
        return True
    h = f.over(xs)
    return f.generals[h] == XUANWU and f.trans[0] == h


@rule("yi_xun_zhou_bian", "一旬周遍", "000:147", korean="일순주변")
def yi_xun_zhou_bian(f: Facts):
    """一旬周遍 (000:147): 「旬尾加干，旬首加支，名曰一旬周遍」: 干上 is the 旬尾 and 支上 the
    旬首. Option ``yi_xun_zhou_bian`` (default ``either``, 001:159 「旬首旬尾俱見干支上者」):
    either way round."""
    xs, xw = f.xun_shou, (f.xun_shou + 9) % 12
    g, z = f.uppers[0], f.uppers[2]
    if g == xw and z == xs:
        return True
    return f.options["yi_xun_zhou_bian"] == "either" and g == xs and z == xw


@rule("you_zi", "遊子", "000:151", korean="유자")
def you_zi(f: Facts):
    """遊子 (000:151): 「三傳皆土」 (the first of three alternatives): all three transmissions are
    辰戌丑未."""
    return all(x in JI4 for x in f.trans)


@rule("you_zi_xun_ding", "遊子", "000:151", aliases=("旬丁",), korean="유자")
def you_zi_xun_ding(f: Facts):
    """遊子 (000:151): 「或見旬丁（每旬丁干所值之神）」: the branch carrying the 旬's 丁 (旬首 + 3)
    is in the 三傳."""
    return (f.xun_shou + 3) % 12 in f.trans


@rule("you_zi_tian_ma", "遊子", "000:151", aliases=("天馬",), korean="유자", needs=("month",))
def you_zi_tian_ma(f: Facts):
    """遊子 (000:151): 「或天馬」: the month's 天馬 is in the 三傳 (天馬 正七月 午 001:107, 二八月 申
    001:95, 三九月 戌 001:47: two branches a month from 午)."""
    return tian_ma(f.month) in f.trans


def _all_lesson_branches(f: Facts):
    """The branches printed in the 四課: the four uppers and the lowers of lessons 2–4."""
    u = f.uppers
    return (u[0], u[1], u[2], u[3], u[0], f.branch, u[2])


@rule("san_jiao", "三交", "000:151", korean="삼교", needs=("hour",))
def san_jiao(f: Facts):
    """三交 (000:151): 「四仲日時占，課傳皆仲，將逢后常陰合」 (後爵陰合 = 后常陰合, 000:153): the
    day branch and the hour are 仲, every branch of the 四課 and the 三傳 is 仲, and a
    transmission rides 天后, 太常, 太陰 or 六合."""
    if f.branch not in ZHONG or f.hour not in ZHONG:
        return False
    if not all(x in ZHONG for x in _all_lesson_branches(f)) or not all(x in ZHONG for x in f.trans):
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
    want = "賊" if KE[f.stem_element][f.branch_element] else ("克" if KE[f.branch_element][f.stem_element] else None)
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
    return (f.uppers[2] == f.lodging and t0 == f.lodging) or (f.uppers[0] == f.branch and t0 == f.branch)


@rule("yin_yi", "淫泆", "000:159", korean="음일")
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


@rule("wu_yin", "蕪淫", "000:163", aliases=("無淫", "芜淫", "无淫"), korean="무음")
def wu_yin(f: Facts):
    """蕪淫 (000:163): 「日辰交互相剋為無淫」: crosswise, 干上 克 the day branch and 支上 克 the
    stem. Option ``wu_yin`` = ``bie_ze``: every 別責 chart (000:7 「俱名無淫」, 000:91)."""
    if f.options["wu_yin"] == "bie_ze":
        return f.method == "bie_ze"
    return KE[BE[f.uppers[0]]][f.branch_element] and KE[BE[f.uppers[2]]][f.stem_element]


def _missing(f: Facts):
    """(yang count, yin count) of the distinct 課, read from 干 for 剛日 and from 支 for 柔日
    (000:163 「陽日從日上起第一課，柔日從辰上起第一課」)."""
    ls = ((f.uppers[0], f.lodging), (f.uppers[1], f.uppers[0]), (f.uppers[2], f.branch), (f.uppers[3], f.uppers[2]))
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


GU = ((SI, WU), (SHEN, YOU), (HAI, ZI), (YIN, MAO))
GUA = ((ZI, CHOU), (MAO, CHEN), (WU, WEI), (YOU, XU))


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
    ls = ((f.uppers[0], f.lodging, f.relations[0]), (f.uppers[1], f.uppers[0], f.relations[1]), (f.uppers[2], f.branch, f.relations[2]),
          (f.uppers[3], f.uppers[2], f.relations[3]))
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


@rule("tian_huo", "天禍", "000:175", korean="천화", needs=("si_li",))
def tian_huo(f: Facts):
    """天禍 (000:175): 「四立日占，得今日干支臨昨日干支，或昨日干支臨今日干支」: on a 立春/立夏/
    立秋/立冬 day, today's stem (its 寄宮) or branch stands over yesterday's, or yesterday's over
    today's."""
    if not f.si_li:
        return False
    ys, yb = (f.stem - 1) % 10, (f.branch - 1) % 12
    lg, ylg = f.lodging, LODGING[ys]
    return (f.over(ylg) == lg or f.over(yb) == f.branch or f.over(lg) == ylg or f.over(f.branch) == yb)


@rule("tian_yu", "天獄", "000:175", korean="천옥")
def tian_yu(f: Facts):
    """天獄 (000:175): 「囚死墓神發用，斗加日本」: 辰 (天罡, 斗) stands over the stem's 寄宮 (the
    day's 本位, 000:177), and the 初傳 is the stem's 墓, or 囚 or 死 in the season (the season
    is needed only for the latter)."""
    if f.over(f.lodging) != CHEN:
        return False
    t0 = f.trans[0]
    if el_stage(f.stem_element, t0) == MU_STAGE:
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
    return el_stage(f.stem_element, t0) == SI_STAGE and el_stage(BE[t0], f.under(t0)) == JUE


@rule("jiu_chou", "九丑", "000:191", korean="구축", needs=("hour",))
def jiu_chou(f: Facts):
    """九丑 (000:191): 「凡戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日為九丑日。
    如四仲時占，丑臨日加四仲發用」: on a 九丑 day (option ``jiu_chou_days``), at a 仲 hour, 丑
    is the 初傳 and stands on a 仲 (「臨日」 read as "on such a day": 丑 as 初傳 standing on the
    day branch itself never occurs in the 720 課)."""
    days = JIU_CHOU_TEN if f.options["jiu_chou_days"] == "ten" else JIU_CHOU_NINE
    return (f.day in days and f.hour in ZHONG and f.trans[0] == CHOU and f.under(CHOU) in ZHONG)


@rule("gui_mu", "鬼墓", "000:195", korean="귀묘")
def gui_mu(f: Facts):
    """鬼墓 (000:195): 「干支上神發用，或作干鬼干墓，支鬼支墓」: 干上 or 支上 is the 初傳 and is
    both 鬼 (克) and 墓 of the stem, or both 鬼 and 墓 of the day branch."""
    t0 = f.trans[0]
    if t0 != f.uppers[0] and t0 != f.uppers[2]:
        return False
    e = BE[t0]
    return ((KE[e][f.stem_element] and el_stage(f.stem_element, t0) == MU_STAGE)
            or (KE[e][f.branch_element] and el_stage(f.branch_element, t0) == MU_STAGE))


@rule("li_de", "歷德", "000:195", korean="력덕")
def li_de(f: Facts):
    """歷德 (000:195): 「貴人臨卯酉為歷德」: 貴人 stands on earthly 卯 or 酉."""
    return f.guiren_seat in (MAO, YOU)


def _yang_yin_fronts(f: Facts):
    u = f.uppers
    return ([f.front(f.under(u[0])), f.front(f.under(u[2]))],
            [f.front(f.under(u[1])), f.front(f.under(u[3]))])


@rule("cuo_tuo", "蹉跎", "000:195", aliases=("貴人蹉跎",), korean="차타")
def cuo_tuo(f: Facts):
    """蹉跎 (000:195): 「干支陰陽在貴人前為蹉跎」 (with 貴人 on 卯酉, 歷德): the four 干支陰陽
    (the lesson uppers) all stand before 貴人. Option ``cuo_tuo`` = ``mao_you``: 001:127
    「天乙卯酉號蹉跎」, 貴人 on 卯 or 酉."""
    if f.options["cuo_tuo"] == "mao_you":
        return f.guiren_seat in (MAO, YOU)
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == 1 for x in a + b)


@rule("wei_fu", "微服", "000:195", korean="미복")
def wei_fu(f: Facts):
    """微服 (000:195): 「（干支陰陽）在貴人後為微服」 (with 貴人 on 卯酉): the four lesson uppers
    all stand behind 貴人."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == -1 for x in a + b)


@rule("ding", "定", "000:195", korean="정")
def ding(f: Facts):
    """定 (000:195): 「陽前陰後為定」 (with 貴人 on 卯酉): the 陽神 (uppers of lessons 1, 3) before
    貴人 and the 陰神 (lessons 2, 4) behind."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == 1 for x in a) and all(x == -1 for x in b)


@rule("shi_ji", "失機", "000:195", korean="실기")
def shi_ji(f: Facts):
    """失機 (000:195): 「陰前陽後為失機」 (with 貴人 on 卯酉)."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == -1 for x in a) and all(x == 1 for x in b)


@rule("pan_zhu", "盤珠", "000:199", aliases=("天心", "天心課"), korean="반주",
      needs=("year", "month", "hour"))
def pan_zhu(f: Facts):
    """盤珠 (天心) (000:199): 「太歲月建及日時並三傳，皆在四課之中，或歲月日時俱在四課之上」:
    the 太歲, 月建, day branch and hour are all among the 四課's branches; option ``pan_zhu`` =
    ``tian_xin`` (default): 001:39 「歲月日時俱見三傳之中或在四課之上者為天心課」, also when
    all four are in the 三傳."""
    four = (f.year, f.month, f.branch, f.hour)
    ke = set(_all_lesson_branches(f))
    if all(x in ke for x in four):
        return True
    return f.options["pan_zhu"] == "tian_xin" and all(x in f.trans for x in four)


def _san_he(f: Facts, element: int) -> bool:
    """The 三傳 form the 局 of `element` (土: all four 季 branches, 000:199 「土局（辰戌丑未）」)."""
    return f.ju == element


@rule("run_xia", "潤下", "000:199", aliases=("全局", "水局"), korean="윤하")
def run_xia(f: Facts):
    """潤下 (000:199): 「全局…水局（申子辰）…凡三傳行三合」: the 三傳 are 申子辰."""
    return _san_he(f, SHUI)


@rule("yan_shang", "炎上", "000:199", aliases=("全局", "火局"), korean="염상")
def yan_shang(f: Facts):
    """炎上 (000:199): 「火局（寅午戌）」: the 三傳 are 寅午戌."""
    return _san_he(f, HUO)


@rule("qu_zhi", "曲直", "000:199", aliases=("全局", "木局"), korean="곡직")
def qu_zhi(f: Facts):
    """曲直 (000:199): 「木局（亥卯未）」: the 三傳 are 亥卯未."""
    return _san_he(f, MU)


@rule("cong_ge", "從革", "000:199", aliases=("全局", "金局"), korean="종혁")
def cong_ge(f: Facts):
    """從革 (000:199): 「金局（巳酉丑）」: the 三傳 are 巳酉丑."""
    return _san_he(f, JIN)


@rule("jia_se", "稼穡", "000:199", aliases=("全局", "土局"), korean="가색")
def jia_se(f: Facts):
    """稼穡 (000:199): 「土局（辰戌丑未）」: the three transmissions are all 辰戌丑未."""
    return _san_he(f, TU)


@rule("yuan_tai", "元胎", "000:203", korean="원태")
def yuan_tai(f: Facts):
    """元胎 (000:203): 「孟神發用，傳用四孟」: all three transmissions are 孟 (寅申巳亥)."""
    return all(x in MENG for x in f.trans)


@rule("bing_tai", "病胎", "000:203", korean="병태")
def bing_tai(f: Facts):
    """病胎 (000:203): 「如寅加巳、巳加申，為進步長生，名病胎，乃上生下」: a 元胎 chart whose
    孟 generate the 孟 they stand on."""
    return yuan_tai(f) and all(GEN[BE[x]][BE[f.under(x)]] for x in f.trans)


@rule("sheng_tai", "生胎", "000:203", korean="생태")
def sheng_tai(f: Facts):
    """生胎 (000:203): 「寅加亥、亥加申，為退步長生，名生胎，乃下生上」: a 元胎 chart whose 孟 are
    generated by the 孟 under them."""
    return yuan_tai(f) and all(GEN[BE[f.under(x)]][BE[x]] for x in f.trans)


@rule("jue_tai", "絕胎", "000:203", korean=None)
def jue_tai(f: Facts):
    """絕胎 (000:203): 「返吟為絕胎」: a 元胎 chart on a 返吟 plate (offset 6)."""
    return f.offset == 6 and yuan_tai(f)


@rule("lian_zhu", "連珠", "000:207", aliases=("聯珠",), korean="연주")
def lian_zhu(f: Facts):
    """連珠 (000:207): 「用神在一方，相連作中末…或寅卯辰之類」; 001:111 「三傳亥子丑為聯珠」: the
    三傳 are three successive branches (forward or backward)."""
    return lian_ru(f)


@rule("jian_chuan", "間傳", "000:207", aliases=("問傳", "進間", "退間"), korean="간전")
def jian_chuan(f: Facts):
    """間傳 (000:207, printed 問傳): 「凡課間位作三傳」: each transmission two places from the
    last, all forward or all backward (001:79 「間退…進間」)."""
    a, b, c = f.trans
    return ((b - a) % 12 == 2 and (c - b) % 12 == 2) or ((a - b) % 12 == 2 and (b - c) % 12 == 2)


def _liu_chun_branches(f: Facts):
    if f.options["liu_chun"] == "ke_chuan":
        return f.trans + _all_lesson_branches(f)
    return f.trans


@rule("liu_yang", "六陽", "000:207", aliases=("六純",), korean="육양")
def liu_yang(f: Facts):
    """六陽 (六純) (000:207): 「三傳俱陽為六陽」 (option ``liu_chun``)."""
    return all(x % 2 == 0 for x in _liu_chun_branches(f))


@rule("liu_yin", "六陰", "000:207", aliases=("六純",), korean="육음")
def liu_yin(f: Facts):
    """六陰 (六純) (000:207): 「俱陰為六陰」; 000:179 「如課傳六陰俱備為六陰」 (option
    ``liu_chun``)."""
    return all(x % 2 == 1 for x in _liu_chun_branches(f))


# ============================================================================================
# Seed 001: the named 格 (考試第三)
# ============================================================================================

@rule("mu_shen_fu_ri", "墓神覆日", "001:7", korean="묘신복일")
def mu_shen_fu_ri(f: Facts):
    """墓神覆日 (001:7): 「墓神覆日，如甲乙日干上未，丙丁日干上戌是也」 (干勁沖天未 = 干上未,
    001:9): 干上 is the stem's 墓."""
    return el_stage(f.stem_element, f.uppers[0]) == MU_STAGE


def mu_gui(stem: int, daytime: bool) -> int:
    """簾幕貴人: 「日占用夜貴，夜占用晝貴」 (001:11)."""
    return GUIREN_NIGHT[stem] if daytime else GUIREN_DAY[stem]


@rule("lian_mu_gui_ren", "簾幕貴人", "001:11", aliases=("幕貴", "簾幕貴"), korean="염막귀인")
def lian_mu_gui_ren(f: Facts):
    """簾幕貴人 (001:11): 「簾幕貴者，日占用夜貴，夜占用晝貴是也。如得此神加臨日干年命之上，
    必中。如六甲日夜占丑加干，六庚日晝占未加干是也」: the other 貴人 of the day stands over the
    stem's 寄宮 (干上), or over the 行年/本命 when given. (Spoilt by 空 克 墓, 「則不吉」.)"""
    m = mu_gui(f.stem, f.daytime)
    if f.uppers[0] == m:
        return True
    return any(f.over(x) == m for x in _nianming(f))


@rule("kui_gang_lin_gan", "魁罡", "001:11", aliases=("魁罡加干", "河魁", "天罡"),
      korean="천강 하괴")
def kui_gang_lin_gan(f: Facts):
    """魁罡 (001:11 「魁罡將遇青雲客」, gloss 001:15): 「如甲辰甲戌旬中，辰戌加臨日干處命 [年命]
    者必中」: in a 甲辰 or 甲戌 旬, 辰 or 戌 is 干上 (or stands over the 行年/本命 when given)."""
    if f.xun_shou not in (CHEN, XU):
        return False
    return f.uppers[0] in (CHEN, XU) or any(f.over(x) in (CHEN, XU) for x in _nianming(f))


@rule("cong_kui_lin_gan", "從魁", "001:11", aliases=("從魁臨干",), korean="종귀")
def cong_kui_lin_gan(f: Facts):
    """從魁 (001:11 「從魁生扶魁可掄」, gloss 001:15): 「從魁酉也…如此神加臨日干，作生合吉將，
    亦必中」: 酉 is 干上, generates the stem or is 六合 with its 寄宮, and rides a 吉將."""
    if f.uppers[0] != YOU or f.generals[YOU] not in f.ji_jiang:
        return False
    return GEN[JIN][f.stem_element] or is_liu_he(YOU, f.lodging)


@rule("dou_gui_lin_gan", "斗鬼臨干", "001:11", aliases=("斗鬼",), korean=None)
def dou_gui_lin_gan(f: Facts):
    """斗鬼臨干 (001:11 「斗鬼臨干名必得」, gloss 001:15): 「丑中有斗宿，未中有鬼宿，丑未相加合而
    成魁。如加日干年命上，必中。如六丁六己日返吟，干上丑，六癸日返吟，干上未是也」: 丑 over 未 or
    未 over 丑 on the stem's 寄宮 (or on the 行年/本命 when given)."""
    places = (f.lodging,) + _nianming(f)
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
    return f.uppers[0] == j or any(f.over(x) == j for x in _nianming(f))


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
    return f.uppers[0] == f.xun_shou or any(f.over(x) == f.xun_shou for x in _nianming(f))


@rule("gui_ren_sheng_ri", "貴人生日", "001:27", korean="귀인생일")
def gui_ren_sheng_ri(f: Facts):
    """貴人生日 (001:27): 「貴人生日，如六乙日干上子，晝占。六庚日干上未」: 貴人 is 干上 and
    its branch generates the stem."""
    return f.uppers[0] == f.guiren and GEN[BE[f.guiren]][f.stem_element]


def _ma_sources(f: Facts):
    return [x for x in (f.year, f.month, f.branch, f.hour) if x is not None]


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
    for n in _nianming(f):
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
    return (GEN[BE[u[0]]][f.stem_element] and GEN[BE[u[1]]][BE[u[0]]] and GEN[BE[u[2]]][f.branch_element]
            and GEN[BE[u[3]]][BE[u[2]]])


@rule("gen_duan_yuan_xiao", "根斷源消", "001:43", aliases=("四課源消",), korean="근단원소")
def gen_duan_yuan_xiao(f: Facts):
    """根斷源消 (001:43): 「謂四下生其四上也。如庚子日，一課亥庚，二課寅亥，三課卯子，四課午卯」:
    every lower generates its upper; 001:159 「四課源消」."""
    u = f.uppers
    return (GEN[f.stem_element][BE[u[0]]] and GEN[BE[u[0]]][BE[u[1]]] and GEN[f.branch_element][BE[u[2]]]
            and GEN[BE[u[2]]][BE[u[3]]])


@rule("gui_deng_tian_men", "貴登天門", "001:47", korean="귀등천문")
def gui_deng_tian_men(f: Facts):
    """貴登天門 (001:47): 「又有貴人加亥發用者，如丁亥日伏吟晝占。癸亥日返吟晝占是也」: 貴人
    stands on earthly 亥 and is the 初傳. (The 年命 reading 「丑未二貴加地盤亥上…如占人年命值之」
    is not implemented.)"""
    return f.guiren_seat == HAI and f.trans[0] == f.guiren


@rule("chuan_shen_hu_ke", "傳神互克", "001:75", aliases=("遞克",), korean="전신호극")
def chuan_shen_hu_ke(f: Facts):
    """傳神互克 (001:75): 「一自上遞克。如丙辰日三傳寅未子，初克中，中克末，末克干。二，自下遞克，
    如丙子日三傳子未寅，末克中，中克初，初克干是也」."""
    a, b, c = (BE[x] for x in f.trans)
    return (KE[a][b] and KE[b][c] and KE[c][f.stem_element]) or (KE[c][b] and KE[b][a] and KE[a][f.stem_element])


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
    return el_stage(f.stem_element, t0) == JUE and el_stage(BE[t0], f.under(t0)) == CHANG_SHENG


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
    for e in (MU, HUO, JIN, SHUI):
        if GEN[e][BE[g]] and _san_he(f, e):
            return True
    return False


FAN_BEN = (JIN, SHUI, MU, HUO)  # 001:119 春金局，夏水，秋木，冬火局


@rule("fan_ben_sha", "返本煞", "001:119", korean="반본살", needs=("season",))
def fan_ben_sha(f: Facts):
    """返本煞 (001:119): 「返本煞，春得金局，夏水秋木冬火局是也」: the 三傳 form the season's
    三合 局."""
    return _san_he(f, FAN_BEN[f.season])


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


@rule("jiao_che_xiang_he", "交車相合", "001:135", aliases=("交車",), korean="교차상합")
def jiao_che_xiang_he(f: Facts):
    """交車相合 (001:135): 「交車相合，謂交互六合也」 (001:137: 일간 상신과 일지·일지 상신과
    일간이 서로 교호하여 육합을 맺는 것): 干上 is 六合 with the day branch and 支上 with the
    stem's 寄宮."""
    return is_liu_he(f.uppers[0], f.branch) and is_liu_he(f.uppers[2], f.lodging)


@rule("gan_cai_zhi_mu", "干財支墓", "001:139", korean="간재지묘")
def gan_cai_zhi_mu(f: Facts):
    """干財支墓 (001:139): 「干財支墓，如甲子日三傳辰午申，乙酉日三傳丑戌未」: the 初傳 is the
    stem's 財 (the stem 克 it) and the day branch's 墓."""
    t0 = f.trans[0]
    return KE[f.stem_element][BE[t0]] and el_stage(f.branch_element, t0) == MU_STAGE


@rule("bing_fu", "病符", "001:139", korean="병부", needs=("year",))
def bing_fu(f: Facts):
    """病符 (001:139): 「病符，如壬申日，干上申，酉年占為病符，作日干之長生，主舊事再新」: 干上
    is last year's 太歲 (病符) and the stem's 長生."""
    g = f.uppers[0]
    return g == (f.year - 1) % 12 and el_stage(f.stem_element, g) == CHANG_SHENG


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
    return any(KE[f.stem_element][BE[x]] and el_stage(BE[x], f.under(x)) == JUE and st[BE[x]] == 0
               for x in f.trans)


@rule("sheng_qi_qing_long", "生氣青龍", "001:147", korean="생기청룡", needs=("month",))
def sheng_qi_qing_long(f: Facts):
    """生氣青龍 (001:147): 「生氣青龍，謂龍乘生氣，加干支上也。如六丙日干上寅夜占乘龍，三月為
    生氣，乙未日支上巳，日占乘龍，六月為生氣是也」: the month's 生氣 (two branches before the
    month: 辰 → 寅, 未 → 巳) is 干上 or 支上 and rides 青龍."""
    q = sheng_qi(f.month)
    return q in (f.uppers[0], f.uppers[2]) and f.generals[q] == QINGLONG


@rule("ming_sheng_an_ke", "明生暗克", "001:151", korean="명생암극")
def ming_sheng_an_ke(f: Facts):
    """明生暗克 (001:151): 「如庚寅日干上巳支上亥，各乘長生氣，乃交車反作脫氣」: 干上 is the
    stem's 長生 and 支上 the branch's, while crosswise the branch generates 干上 and the stem
    generates 支上 (脫氣)."""
    g, z = f.uppers[0], f.uppers[2]
    return (el_stage(f.stem_element, g) == CHANG_SHENG and el_stage(f.branch_element, z) == CHANG_SHENG
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


@rule("tian_cai", "天財", "001:163", aliases=("天財臨命",), korean="천재", needs=("month",))
def tian_cai_(f: Facts):
    """天財 (001:163): 「天財，正月起辰順行六陽神，如加日干年命上最吉」: the month's 天財 is 干上
    (or stands over the 行年/本命 when given)."""
    c = tian_cai(f.month)
    return f.uppers[0] == c or any(f.over(x) == c for x in _nianming(f))


@rule("er_po", "二破", "001:163", korean="이파", needs=("year", "month"))
def er_po(f: Facts):
    """二破 (001:163): 「二破者，歲破月破是也…如巳年寅月己未日申時亥將占，亥加申發用，亥為歲破，
    申為月破」: the 初傳 is the 歲破 standing on the 月破."""
    t0 = f.trans[0]
    return t0 == (f.year + 6) % 12 and f.under(t0) == (f.month + 6) % 12


@rule("xuan_wu_chi_dao", "元武持刀", "001:163", aliases=("玄武持刀",), korean="현무지도")
def xuan_wu_chi_dao(f: Facts):
    """元武持刀 (001:163): 「元武持刀，謂元武金煞克其干支也。如乙巳日三傳酉巳丑，晝占酉乘武克干
    是也」: a transmission of 金 (申酉) rides 玄武 and 克 the stem or the day branch."""
    return any(f.generals[x] == XUANWU and BE[x] == JIN and (KE[JIN][f.stem_element] or KE[JIN][f.branch_element])
               for x in f.trans)


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


# --- patterns that cannot be decided ---------------------------------------------------------

UNDECIDABLE: dict[str, tuple[str, str]] = {
    "官爵": ("000:123", "「太歲日將年命□馬印綬入傳」: a character is lost and the clause does not "
             "say how 太歲, 日將 and 年命 stand to the 驛馬 and 印綬"),
    "亨通": ("000:135", "「三傳處生及旺」 does not say of what the seats are 生/旺 (seat generating "
             "the transmission, or its 長生/帝旺 place)"),
    "五行不備 / 鑄印不成 / 鑄印損模": ("000:127", "the three ways 鑄印 is spoilt: 「火少金多」 has no "
                                  "measure, 「臨日破並水神」 and 「火旺日乘蛇雀值空亡，日破日辰無氣」 "
                                  "do not say which branch"),
    "昴星逢蛇虎": ("001:47", "unnamed (「昴星陰陽二課，如傳見魁罡，將乘龍虎者必中」)"),
    "繁昌": ("000:135", "needs the 行年 of two people (夫妻行年), and 「德孕旺孕」 are not defined"),
    "榮華": ("000:139", "「祿馬貴從臨干支年…雙為發用」: which of 祿馬貴 must stand where, and what "
             "「雙」 pairs, is not stated"),
    "德慶": ("000:139", "「日辰干及德神發用，並在年命乘吉將」: the clause is garbled (日辰干及) and the "
             "Korean paraphrase (000:141) does not resolve which 德神"),
    "合歡": ("000:143", "「日辰過天干作合」 does not define the 合 it means, and it needs both 本命 "
             "and 行年 generals"),
    "和美": ("000:143", "「上下□互相合」: a character is lost (000:145) where the pairs to be 合 "
             "are named"),
    "刑德": ("000:147", "「更有刑德」 only lists 德 and 刑 relations, with no "
                          "condition on a chart"),
    "沖破": ("000:159", "「干支沖辰皆破」 and 「破碎煞」: 破 and 破碎煞 are not defined in the corpus"),
    "解離": ("000:163", "needs the 行年 of husband and wife (夫妻行年沖剋)"),
    "孤辰/寡宿 (空亡)": ("000:163", "「地盤空亡為孤辰，天盤空亡為寡宿」 does not say which branch "
                   "(初傳? any?) is meant; the seasonal 孤寡 table is implemented (gu, gua)"),
    "侵害": ("000:167", "「干支害神上下相加發用，臨行年」: the 發用 on 干/支 cannot also stand on the "
             "行年 unless they coincide; reading unclear"),
    "刑傷": ("000:167", "「三刑發用，並行的 [行年]」: which 刑 relation (with its seat? with 干?) is "
             "not stated"),
    "二煩 (天煩/地煩)": ("000:171", "needs the lunar phase (朔望弦晦) and the moon's lunar mansion "
                    "(月宿), not date facts the engine has"),
    "天寇": ("000:175", "needs the 四離/四難 days and the moon's lunar mansion (月宿加難辰)"),
    "死奇": ("000:183", "「月行度到角亢之分，或月宿臨太歲日辰」: needs the moon's lunar mansion; "
             "「每秒」 is corrupt (000:185)"),
    "死絕 (喪車游魂)": ("000:187", "「或喪車游魂等發用」: the spirits 喪車 and 遊魂 are not defined in "
                    "the corpus (the 死鄉/絕鄉 reading is implemented as si_jue)"),
    "殃咎": ("000:191", "「三傳處克，日又夾克，內戰外戰，乘墓坐墓」: 「日又夾克」 does not say by which "
             "branches the stem is flanked, nor whether all four clauses must hold; 內戰/外戰 are "
             "神 against 將 (000:193), which needs the generals' elements (given only in seed "
             "004: 天后水, 騰蛇火 …) — unlike 001:83, where 內戰 is 下克上"),
    "元胎 (不育)": ("000:203", "「子孫空亡為不育」: 子孫 is a 六親 relation; which branch is meant "
                 "(any 子孫 in the 課傳?) is not stated"),
    "連珠 (歲月日時連)": ("000:207", "「或歲月日時連」 / 「三傳孟傳季相連」: what 連 means for the date "
                     "(consecutive branches?) is not stated; the 三傳 reading is implemented"),
    "朱雀生太歲 (三凶)": ("001:3", "the 三凶 include 「榜將出」 (the moment results are posted), not a "
                    "chart fact; 幕官 is defined only by example"),
    "上下遞生 / 干支生合 / 傳將遞生": ("001:7", "defined in the 婚姻門, which is not in the corpus"),
    "劫煞": ("001:19", "劫煞 is not defined in the corpus"),
    "天后臨門": ("001:35", "unnamed (「如天后乘太歲臨門戶，加干支發用，必中」), and its examples do not "
               "fit it: 乙卯日 never casts the printed 三傳 未亥卯, and in 壬子日三傳午卯子 the 午 "
               "on 酉 stands on neither 干 nor 支 (computed)"),
    "皇恩/天喜/天詔": ("001:47", "spirits defined only for some months (正七月 未 皇恩; 春 戌 夏 丑 冬 未 天喜)"),
    "箭數 (武試)": ("001:55", "an interpretation of the 發用 (which 課 it comes from), not a "
                 "pattern"),
    "干先貴": ("001:59", "a reading of time (速/遲), not a pattern; its convention for 前/後 is used "
             "here"),
    "官乘天馬": ("001:95", "「六甲日申為官星，二八月中又為天馬」: where the 官星 that is 天馬 must "
                 "stand (課傳? 干上?) is not stated"),
    "天城天吏": ("001:87", "「有城有吏」: where 寅 and 申 must stand is not stated"),
    "學堂": ("001:95", "the 學堂 are 干支 pairs (己亥, 丙寅 …) whose use on a plate is not defined"),
    "勾刃臨身": ("001:95", "「干支上乘此二神」: 勾陳 and 羊刃 on 干上/支上 — which one of them, both? "
               "not stated"),
    "盜 (傷官)": ("001:123", "defined only by one example (丙寅日三傳子亥戌)"),
    "太陽西墜": ("001:131", "「月將臨酉戌亥子丑等宮」: 等 leaves the set open"),
    "貴坐/貴生/貴合": ("001:135", "reading of 貴人 against the 年命; not named 格"),
    "華蓋作墓 / 關神作墓": ("001:135", "華蓋 and 關神 are defined only by one example each"),
    "無處逃生 / 同類相爭 / 舍損就益 / 人甘自苦 / 不受福德": (
        "001:143", "defined only by single examples with several features each; no general "
                   "condition is stated"),
    "暗財 / 財傷年命": ("001:155", "need the 遁干 of the 年命上神 and the 年命: the condition is given "
                   "only by example"),
    "長生無氣": ("001:159", "defined by one example"),
}


# Simplified spellings (generated once with OpenCC t2s; data, accepted on input)
SIMPLIFIED: dict[str, tuple[str, ...]] = {
    "san_yang": ("三阳",),
    "lian_ru": ("连茹", "顺连茹", "逆连茹", "进茹",),
    "liu_yi": ("六仪", "旬仪", "支仪",),
    "shi_tai": ("时泰", "时太",),
    "long_de": ("龙德",),
    "fu_gui": ("富贵",),
    "xuan_gai": ("轩盖",),
    "zhu_yin": ("铸印",),
    "zhan_lun": ("斩轮", "斫轮",),
    "yin_cong": ("引从", "前引后从",),
    "zhan_guan": ("斩关",),
    "kai_kou": ("开口",),
    "you_zi": ("游子",),
    "you_zi_xun_ding": ("游子",),
    "you_zi_tian_ma": ("游子", "天马",),
    "luan_shou": ("上门乱首", "乱首",),
    "zhui_xu": ("赘壻", "赘婿",),
    "bu_bei": ("不备", "四课不备",),
    "yang_bu_bei": ("阳不备",),
    "yin_bu_bei": ("阴不备",),
    "du_e": ("长度厄",),
    "tian_huo": ("天祸",),
    "tian_yu": ("天狱",),
    "tian_wang": ("天网",),
    "san_yin": ("三阴",),
    "long_zhan": ("龙战",),
    "si_jue": ("死绝", "灾厄",),
    "li_de": ("历德",),
    "cuo_tuo": ("贵人蹉跎",),
    "shi_ji": ("失机",),
    "pan_zhu": ("盘珠", "天心课",),
    "run_xia": ("润下",),
    "cong_ge": ("从革",),
    "jia_se": ("稼穑",),
    "jue_tai": ("绝胎",),
    "lian_zhu": ("连珠", "联珠",),
    "jian_chuan": ("间传", "问传", "进间", "退间",),
    "liu_yang": ("六阳", "六纯",),
    "liu_yin": ("六阴", "六纯",),
    "lian_mu_gui_ren": ("帘幕贵人", "幕贵", "帘幕贵",),
    "long_fen": ("龙奋",),
    "tai_yang_ru_ke": ("太阳入课",),
    "de_ru_tian_men": ("德入天门",),
    "si_bi": ("四闭", "四闭格",),
    "xun_shou_lin_gan": ("旬首临干", "仪神临干",),
    "gui_ren_sheng_ri": ("贵人生日",),
    "si_lu_yi_ma": ("四路驿马",),
    "liu_lu_yi_ma": ("六路驿马",),
    "liang_gui_jia_gong": ("两贵夹拱", "两贵拱",),
    "yu_lu_run_ze": ("雨露润泽",),
    "gen_duan_yuan_xiao": ("根断源消", "四课源消",),
    "gui_deng_tian_men": ("贵登天门",),
    "chuan_shen_hu_ke": ("传神互克", "递克",),
    "nei_zhan": ("内战",),
    "lu_shen_lin_zhi": ("禄神临支",),
    "luo_wang": ("罗网", "天罗", "地网", "罗网课",),
    "fu_gui_lu_ma": ("富贵", "富贵课",),
    "chang_gui_ru_guan": ("常贵入官乡",),
    "yue_jiang_cheng_long": ("月将乘龙",),
    "jue_chu_feng_sheng": ("绝处逢生",),
    "hui_huan": ("回环", "回环课",),
    "de_sang_lu_jue": ("德丧禄绝",),
    "long_shang_tai_sui": ("龙伤太岁",),
    "gui_lin_san_si": ("鬼临三四",),
    "lu_tian_luo": ("履天罗",),
    "xian_di_yu": ("陷地狱", "必地狱",),
    "chi_niao_zuo_gui": ("赤鸟作鬼",),
    "jiao_che_xiang_he": ("交车相合", "交车",),
    "gan_cai_zhi_mu": ("干财支墓",),
    "lu_shen_cheng_wang": ("禄神乘旺",),
    "mo_zhu_chu_cai": ("末助初财",),
    "jiao_che_xiang_jia": ("交车相加", "交车",),
    "jue_cai_feng_wang": ("绝财逢旺",),
    "sheng_qi_qing_long": ("生气青龙",),
    "ri_lu_kong_wang": ("日禄空亡",),
    "tian_cai": ("天财", "天财临命",),
    "kong_wang_tuo_qi": ("空亡脱气",),
    "hu_xiang_luo_wang": ("互相罗网",),
}

for _id, _names in SIMPLIFIED.items():
    _r = PATTERN_RULES[_id]
    PATTERN_RULES[_id] = replace(_r, aliases=_r.aliases + tuple(n for n in _names
                                                                if n not in _r.aliases))


def rules_named(name: str) -> list[str]:
    """Rule ids whose name or alias (traditional, variant or simplified) is `name`."""
    n = name.strip()
    return [r.id for r in PATTERN_RULES.values() if n == r.name or n in r.aliases]


# --- detection --------------------------------------------------------------------------------

_RULE_LIST = tuple(PATTERN_RULES.values())
_FACT_NAMES = ("year", "month", "season", "hour", "jiang", "nian", "birth", "si_li")


_AVAIL: dict[tuple, frozenset] = {}


def _available(f: Facts) -> frozenset:
    key = (f.year is None, f.month is None, f.season is None, f.hour is None,
           f.jiang is None, f.nian is None, f.birth is None, f.si_li is None)
    a = _AVAIL.get(key)
    if a is None:
        a = _AVAIL[key] = frozenset(k for k in _FACT_NAMES if getattr(f, k) is not None)
    return a


_PLAN: dict[frozenset, tuple] = {}


def _plan(avail: frozenset) -> tuple:
    """(rule function, Pattern) for the rules runnable with the facts available (cached per set
    of facts)."""
    p = _PLAN.get(avail)
    if p is None:
        p = tuple((r.func, Pattern(r.name, r.id, r.cite)) for r in _RULE_LIST
                  if all(n in avail for n in r.needs)
                  and (not r.needs_any or any(n in avail for n in r.needs_any)))
        _PLAN[avail] = p
    return p


def detect(chart, ctx: Context | None = None, options: Mapping[str, str] | None = None
           ) -> list[Pattern]:
    """The patterns present in `chart`, in registry order. Patterns needing a date fact that
    `ctx` lacks are not reported (see :func:`detect_explain`)."""
    f = _facts(chart, ctx, _resolve_options(chart, options))
    return [p for fn, p in _plan(_available(f)) if fn(f)]


def detect_explain(chart, ctx: Context | None = None, options: Mapping[str, str] | None = None,
                   only: tuple[str, ...] | None = None) -> list[tuple[str, str, str]]:
    """For every rule (``only``: for these rule ids alone, in that order): ``(rule id, status,
    note)`` with status ``present``, ``absent`` or ``needs`` (the note then names the missing
    date facts)."""
    f = _facts(chart, ctx, _resolve_options(chart, options))
    avail = _available(f)
    out = []
    for r in _RULE_LIST if only is None else [PATTERN_RULES[i] for i in only]:
        missing = [n for n in r.needs if n not in avail]
        if r.needs_any and not any(n in avail for n in r.needs_any):
            missing.append(" or ".join(r.needs_any))
        if missing:
            out.append((r.id, "needs", f"{r.name} ({r.cite}) needs {', '.join(missing)}"))
            continue
        v = r.func(f)
        if v is None:
            out.append((r.id, "needs", f"{r.name} ({r.cite}) needs season"))
        else:
            out.append((r.id, "present" if v else "absent", f"{r.name} ({r.cite})"))
    return out


def registry_json() -> list[dict]:
    """The registry as data (for the search index), in registry order."""
    return [r.to_json() for r in _RULE_LIST]
