"""What the 課體 rules read of a chart, computed once per chart (ints and small tuples), and the
tables derived from engine.values that they share.

Conventions, each from the texts:

* 前/後 of 貴人 counted along the generals' direction of travel, earthly seat against earthly
  seat (001:59 「干居貴前…甲午日，干上卯，晝占丑貴加子順行，干神加卯，寅在貴前二位」);
  1–5 places ahead is 前, 1–5 behind is 後.
* 干之陽神/陰神, 支之陽神/陰神 = the uppers of lessons 1, 2, 3, 4 (000:163).
* 吉將 = 貴人 青龍 太常 六合 (000:107 「吉將即貴人、青龍、常、合之類」; option ``ji_jiang``).
"""
from __future__ import annotations

from ..generals import GUIREN, LIUHE, QINGLONG, TAICHANG, TAIYIN, TIANHOU
from ..values import (BRANCH_ELEMENT, BRANCHES, EARTH, JI_CLASS, LODGING, MENG, STAGE_NAMES,
                      STEM_ELEMENT, ZHONG, dun_gan, generates, meng_zhong_ji, overcomes, san_he,
                      san_he_element, xun_kong, xun_shou, xun_wei, yi_ma)
from .context import EMPTY, Context
from .seasons import STATE, season_of_month

BE = BRANCH_ELEMENT     # the element of a branch
SE = STEM_ELEMENT       # the element of a stem
# GEN[a][b]: element a generates b; KE[a][b]: a overcomes b (engine.values, as tables)
GEN = tuple(tuple(generates(a, b) for b in range(5)) for a in range(5))
KE = tuple(tuple(overcomes(a, b) for b in range(5)) for a in range(5))
# places of the 十二長生 (engine.values.STAGE_NAMES) the rules name
STAGE_SHENG, STAGE_SI, STAGE_MU, STAGE_JUE = (STAGE_NAMES.index(n) for n in "長生 死 墓 絕".split())
# 四孟 寅申巳亥, 四仲 子午卯酉, 四季 辰戌丑未 (engine.values.meng_zhong_ji)
SI_MENG, SI_ZHONG, SI_JI = (frozenset(b for b in BRANCHES if meng_zhong_ji(b) == k)
                            for k in (MENG, ZHONG, JI_CLASS))
# the 三合 局 a set of 三傳 forms, by its element (000:199 「凡三傳行三合」; engine.values.san_he);
# 土局 is any three of 辰戌丑未 (000:199 「土局（辰戌丑未）」)
SAN_HE_JU = {frozenset(san_he(b)): san_he_element(b) for b in BRANCHES}
YI_MA = tuple(yi_ma(b) for b in BRANCHES)    # 驛馬 of each branch (engine.values.yi_ma)
# the 旬 of each day 0–59 (engine.values): 旬首, 旬尾, 旬空, and the 遁干 on each branch
XUN = tuple((xun_shou(d), xun_wei(d), xun_kong(d), tuple(dun_gan(d, b) for b in BRANCHES))
            for d in range(60))
JI_JIANG_FOUR = frozenset((GUIREN, QINGLONG, TAICHANG, LIUHE))
JI_JIANG_SIX = JI_JIANG_FOUR | {TAIYIN, TIANHOU}


class Facts:
    """Everything the rules read, computed once (ints and small tuples)."""
    __slots__ = ("day", "stem", "branch", "lodging", "offset", "uppers", "relations", "trans",
                 "trans_set", "ju", "generals", "guiren", "direction", "guiren_seat", "daytime",
                 "method", "n_distinct", "stem_element", "branch_element", "kong", "xun_shou",
                 "xun_wei", "dun", "year", "month", "season", "hour", "jiang", "nian", "birth",
                 "si_li", "options", "ji_jiang")
    # day, stem, branch: of the chart; lodging: the stem's 寄宮; offset: 月將 − 占時;
    # uppers, relations: the four lessons' upper branch and 賊/克; trans (trans_set): 初中末;
    # ju: the 三合 局 (or 土) the 三傳 form; generals: general on each heavenly branch;
    # guiren, guiren_seat, direction: 貴人's branch, its earthly seat, ±1; n_distinct: lessons;
    # stem_element, branch_element; xun_shou, xun_wei, kong, dun: the day's 旬首, 旬尾, 旬空
    # and the 遁干 on each branch (None on the 空); year … si_li: the date context; options:
    # the pattern options; ji_jiang: the generals counted auspicious

    def under(self, h: int) -> int:
        return (h - self.offset) % 12

    def over(self, x: int) -> int:
        return (x + self.offset) % 12

    def front(self, seat: int) -> int:
        """+1 if earthly seat is 1–5 places ahead of 貴人's seat along the generals' travel,
        −1 if 1–5 behind, 0 otherwise."""
        k = ((seat - self.guiren_seat) * self.direction) % 12
        return 1 if 1 <= k <= 5 else (-1 if 7 <= k <= 11 else 0)

    def wang_xiang(self, b: int) -> bool:
        """b is 旺 or 相 in the season."""
        return STATE[self.season][BE[b]] <= 1

    def nianming(self) -> tuple[int, ...]:
        """The 行年 and the 本命, those given."""
        return tuple(x for x in (self.nian, self.birth) if x is not None)

    def lesson_branches(self) -> tuple[int, ...]:
        """The branches printed in the 四課: the four uppers and the lowers of lessons 2–4."""
        u = self.uppers
        return (u[0], u[1], u[2], u[3], u[0], self.branch, u[2])


def chart_facts(chart, ctx: Context | None, opts: dict[str, str]) -> Facts:
    """The facts of `chart` with the date context `ctx` and the pattern options `opts`."""
    f = Facts()
    f.day = chart.day
    f.stem = s = chart.stem
    f.branch = chart.branch
    f.lodging = LODGING[s]
    f.offset = chart.offset
    ls = chart.lessons
    f.uppers = (ls[0].upper, ls[1].upper, ls[2].upper, ls[3].upper)
    f.relations = (ls[0].relation, ls[1].relation, ls[2].relation, ls[3].relation)
    f.trans = t = tuple(chart.transmissions)
    f.trans_set = ts = frozenset(t)
    f.ju = SAN_HE_JU.get(ts, EARTH if ts <= SI_JI else None)
    gz = chart.guiren
    d = chart.direction
    f.guiren = gz
    f.direction = d
    f.guiren_seat = (gz - f.offset) % 12
    g = getattr(chart, "generals", None)
    f.generals = tuple(g) if g is not None else tuple(((h - gz) * d) % 12 for h in range(12))
    f.daytime = chart.daytime
    f.method = chart.method
    f.n_distinct = chart.n_distinct
    f.stem_element = SE[s]
    f.branch_element = BE[f.branch]
    f.xun_shou, f.xun_wei, f.kong, f.dun = XUN[chart.day]
    ctx = ctx or EMPTY
    f.year = ctx.year
    f.month = ctx.month
    f.season = ctx.season if ctx.season is not None else (
        season_of_month(ctx.month) if ctx.month is not None else None)
    hour = chart.hour if chart.hour is not None else ctx.hour
    f.hour = hour
    f.jiang = chart.jiang if chart.jiang is not None else (
        (hour + f.offset) % 12 if hour is not None else None)
    f.nian = ctx.nian
    f.birth = ctx.birth
    f.si_li = ctx.si_li
    f.options = opts
    f.ji_jiang = JI_JIANG_SIX if opts["ji_jiang"] == "six" else JI_JIANG_FOUR
    return f
