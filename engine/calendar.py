"""Casting from a date: day 干支, hour branch, 月將 by the last 中氣, month and year 干支.

The astronomy (instants of the 24 solar terms) and the sexagenary day count come from
`lunar_python` (PyPI ``lunar-python``), which computes in China Standard Time (UTC+8, no
daylight saving). We convert every datetime to a fixed UTC+8 clock before asking it, and read
the *hour* and the *civil date* on the querent's own clock (``tz``).

Rules implemented here, with their passages:

* 月將 (the sun's station) changes at each 中氣: 雨水 → 亥, 春分 → 戌, … each 中氣 one branch
  back (``003_03e8aca9396f2189.txt:27`` 「正月建寅，六合之亥即是。但須每月中氣後始過宮。如寅建
  必須雨水中氣過度後乃以亥為太陽，即月將」). So the 月將 is the 六合 of the month branch once the
  month's 中氣 has passed.
* The hour branch: 子 = 23:00–01:00, 丑 = 01:00–03:00, … (DOMAIN; the 12 double hours).
* Month 干支 by 節 (立春 opens 寅 month), year 干支 by 立春 (lunar_python's ``…Exact``).

School options (named, with defaults):

* ``zi_boundary``: ``"midnight"`` (default) — the day changes at 00:00 and 23:00–24:00 is the
  子時 *of the same day* (晚子時), which is the day printed in a civil almanac (萬年曆) for that
  date, so a querent reading an almanac finds the same day; ``"23"`` — the day changes at
  23:00 (the 早子/晚子 school in which 子時 opens the next day).
* ``day_hours`` (which hours count as 晝 for the 貴人): ``"mao-shen"`` (default: 卯 … 申 are day,
  酉 … 寅 night — the common six-and-six split); ``"chen-you"`` (辰 … 酉 day); ``"mao-you"``
  (卯 … 酉 day, 戌 … 寅 night: 六壬大全's worked casts, engine/options.py). See
  ``docs/readme/50-rules.md`` for what the 金口訣 examples of seed 004 say about this.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lunar_python import Solar

from .errors import BadOption, LiurenError
from .values import branch_name, day_name, month_of_branch, parse_day
from .values import jiang_for_month  # noqa: F401  (re-exported; engine.values owns it)

CST = timezone(timedelta(hours=8), "UTC+08")  # lunar_python's clock (China Standard Time)


class BadDate(LiurenError):
    """A date/time that cannot be read, or a time zone that is not known."""


# The 24 solar terms, 立春 first. Even index = 節 (opens a month), odd index = 中氣.
TERM_NAMES = ("立春", "雨水", "驚蟄", "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至",
              "小暑", "大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪",
              "大雪", "冬至", "小寒", "大寒")
TERM_NAMES_SIMPLIFIED = ("立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种",
                         "夏至", "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降",
                         "立冬", "小雪", "大雪", "冬至", "小寒", "大寒")
# lunar_python also names the terms just outside a lunar year in upper-case pinyin
_PINYIN_KEYS = {"DA_XUE": 20, "DONG_ZHI": 21, "XIAO_HAN": 22, "DA_HAN": 23, "LI_CHUN": 0,
                "YU_SHUI": 1, "JING_ZHE": 2}
_TERM_INDEX = {n: i for i, n in enumerate(TERM_NAMES_SIMPLIFIED)} | _PINYIN_KEYS

ZI_BOUNDARIES = ("midnight", "23")
DAY_HOURS = {
    "mao-shen": frozenset(range(3, 9)),   # 卯辰巳午未申
    "chen-you": frozenset(range(4, 10)),  # 辰巳午未申酉
    "mao-you": frozenset(range(3, 10)),   # 卯…酉 (六壬大全, engine/options.py day_hours)
}


def is_zhongqi(term: int) -> bool:
    return term % 2 == 1


def jiang_of_zhongqi(term: int) -> int:
    """月將 after 中氣 `term` (003:27): 雨水 → 亥, 春分 → 戌, … one branch back each 中氣."""
    if not is_zhongqi(term):
        raise BadOption(f"{TERM_NAMES[term]} is a 節, not a 中氣")
    return (11 - (term - 1) // 2) % 12


def month_branch_of_jie(term: int) -> int:
    """月建 opened by 節 `term`: 立春 → 寅, 驚蟄 → 卯, …"""
    return (2 + term // 2) % 12


def hour_branch(hour: int) -> int:
    """The double hour of a clock hour 0–23: 23 and 0 → 子, 1 and 2 → 丑, …"""
    return ((hour + 1) // 2) % 12


def is_daytime(hour_br: int, day_hours: str = "mao-shen") -> bool:
    """晝 or 夜 for the 貴人, by the hour branch (option ``day_hours``)."""
    try:
        return hour_br in DAY_HOURS[day_hours]
    except KeyError:
        raise BadOption(f"unknown day_hours {day_hours!r} (expected one of "
                        f"{', '.join(DAY_HOURS)})") from None


@dataclass(frozen=True)
class SolarTerm:
    term: int            # index into TERM_NAMES
    instant: datetime    # aware, UTC+8

    @property
    def name(self) -> str:
        return TERM_NAMES[self.term]


@dataclass(frozen=True)
class Moment:
    """What a date gives the caster."""
    when: datetime          # aware, in the querent's zone
    day: int                # 0–59
    hour: int               # branch
    jiang: int              # 月將 (branch)
    daytime: bool
    year: int               # 干支 0–59 (by 立春)
    month: int              # 干支 0–59 (by 節)
    month_branch: int       # 月建
    solar_term: SolarTerm   # last 中氣 passed
    jie: SolarTerm          # last 節 passed
    zi_boundary: str = "midnight"
    day_hours: str = "mao-shen"

    @property
    def offset(self) -> int:
        """(月將 − 占時) mod 12, the plate's offset."""
        return (self.jiang - self.hour) % 12

    @property
    def lunar_month(self) -> int:
        """Month number 1–12 by 節 (寅 month = 1)."""
        return month_of_branch(self.month_branch)

    def to_json(self) -> dict:
        return {
            "when": self.when.isoformat(),
            "day": day_name(self.day),
            "hour": branch_name(self.hour),
            "jiang": branch_name(self.jiang),
            "offset": self.offset,
            "daytime": self.daytime,
            "year": day_name(self.year),
            "month": day_name(self.month),
            "month_branch": branch_name(self.month_branch),
            "solar_term": {"name": self.solar_term.name,
                           "at": self.solar_term.instant.isoformat()},
            "jie": {"name": self.jie.name, "at": self.jie.instant.isoformat()},
            "options": {"zi_boundary": self.zi_boundary, "day_hours": self.day_hours},
        }


def zone(tz: str) -> ZoneInfo:
    try:
        return ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError, TypeError):
        raise BadDate(f"unknown time zone {tz!r} (use an IANA name such as Asia/Shanghai)",
                      text=str(tz)) from None


def parse_when(text: str) -> datetime:
    """A naive datetime from 'YYYY-MM-DD HH:MM[:SS]' (or ISO 'T'). Raises :class:`BadDate`."""
    t = str(text).strip()
    try:
        return datetime.fromisoformat(t.replace("/", "-"))
    except ValueError:
        raise BadDate(f"cannot read the date {t!r} (expected YYYY-MM-DD HH:MM)",
                      text=t) from None


def _cst_datetime(s) -> datetime:
    return datetime(s.getYear(), s.getMonth(), s.getDay(), s.getHour(), s.getMinute(),
                    s.getSecond(), tzinfo=CST)


def solar_terms(year: int) -> list[SolarTerm]:
    """Every solar term lunar_python knows around Gregorian `year`, in order, deduplicated."""
    seen: dict[datetime, SolarTerm] = {}
    for y in (year - 1, year, year + 1):
        table = Solar.fromYmd(y, 7, 1).getLunar().getJieQiTable()
        for key, s in table.items():
            inst = _cst_datetime(s)
            seen[inst] = SolarTerm(_TERM_INDEX[key], inst)
    return [seen[k] for k in sorted(seen)]


def last_term(instant: datetime, *, zhongqi: bool) -> SolarTerm:
    """The last 中氣 (or 節) at or before `instant` (aware)."""
    at = instant.astimezone(CST)
    best = None
    for st in solar_terms(at.year):
        if is_zhongqi(st.term) == zhongqi and st.instant <= at:
            best = st
    assert best is not None  # the table starts a year before
    return best


def moment(when: datetime, tz: str = "Asia/Shanghai", zi_boundary: str = "midnight",
           day_hours: str = "mao-shen") -> Moment:
    """Cast the date facts of `when` (naive datetimes are read in `tz`)."""
    if zi_boundary not in ZI_BOUNDARIES:
        raise BadOption(f"unknown zi_boundary {zi_boundary!r} (expected midnight or 23)")
    if day_hours not in DAY_HOURS:
        raise BadOption(f"unknown day_hours {day_hours!r} (expected one of "
                        f"{', '.join(DAY_HOURS)})")
    if not isinstance(when, datetime):
        raise BadDate(f"not a datetime: {when!r}")
    z = zone(tz)
    local = when.replace(tzinfo=z) if when.tzinfo is None else when.astimezone(z)
    civil = local.date()
    if zi_boundary == "23" and local.hour == 23:
        civil = civil + timedelta(days=1)
    day = parse_day(Solar.fromYmd(civil.year, civil.month, civil.day)
                    .getLunar().getDayInGanZhi())
    hour = hour_branch(local.hour)
    zq = last_term(local, zhongqi=True)
    jie = last_term(local, zhongqi=False)
    cst = local.astimezone(CST)
    lunar = Solar.fromYmdHms(cst.year, cst.month, cst.day, cst.hour, cst.minute,
                             cst.second).getLunar()
    return Moment(
        when=local, day=day, hour=hour, jiang=jiang_of_zhongqi(zq.term),
        daytime=is_daytime(hour, day_hours),
        year=parse_day(lunar.getYearInGanZhiExact()),
        month=parse_day(lunar.getMonthInGanZhiExact()),
        month_branch=month_branch_of_jie(jie.term), solar_term=zq, jie=jie,
        zi_boundary=zi_boundary, day_hours=day_hours)


__all__ = ["BadDate", "Moment", "SolarTerm", "TERM_NAMES", "CST", "moment", "parse_when",
           "hour_branch", "is_daytime", "jiang_for_month", "jiang_of_zhongqi",
           "month_branch_of_jie", "solar_terms", "last_term", "DAY_HOURS", "ZI_BOUNDARIES"]
