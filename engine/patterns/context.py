"""The date facts some 課體 name (太歲, 月建, season, 占時, 行年, 本命, 四立), read from the command
line's characters or from a moment of the calendar."""
from __future__ import annotations

from dataclasses import dataclass

from ..calendar import TERM_NAMES
from ..errors import BadName
from ..values import STEM_NAMES, branch_name, parse_branch
from .seasons import SEASON_NAMES

# 四立: 立春, 立夏, 立秋, 立冬, the 節 opening each season (every sixth term from 立春)
SI_LI_TERMS = TERM_NAMES[0::6]


def _branch_of(v, what: str) -> int | None:
    """A branch from an int, a character, or a 干支 ('辛巳': its branch), with or without 年/月/時."""
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


def _season_of(season) -> int | None:
    if season is None or isinstance(season, int):
        return season
    t = str(season).strip()
    if t not in SEASON_NAMES or len(t) != 1:
        raise BadName(f"context season: one of 春夏秋冬, not {season!r}", text=t)
    return SEASON_NAMES.index(t)


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
        season = _season_of(season)
        return cls(year=_branch_of(year, "year"), month=_branch_of(month, "month"),
                   season=season, hour=_branch_of(hour, "hour"),
                   nian=_branch_of(nian, "nian (行年)"), birth=_branch_of(birth, "birth (本命)"),
                   si_li=si_li)

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


EMPTY = Context()


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
