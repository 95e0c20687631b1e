"""Casting from a date, pinned against published almanac values.

Sources of the pinned values (independent of lunar_python):
* 春分 2025: the March equinox 2025 fell at 2025-03-20 09:01 UTC (U.S. Naval Observatory,
  "Earth's Seasons" table) = 17:01 Beijing time.
* 冬至 2026: the December solstice 2026 falls at 2026-12-21 20:50 UTC (USNO) = 2026-12-22
  04:50 Beijing time.
* Day 干支: 2000-01-01 was a 戊午 day and 1949-10-01 a 甲子 day (any 萬年曆).
"""
from datetime import datetime, timezone, timedelta

import pytest
from hypothesis import given, settings, strategies as st
from lunar_python import Solar

from engine import calendar as cal
from engine.errors import LiurenError
from engine.values import branch_name, day_name, parse_branch, parse_day

CST = timezone(timedelta(hours=8))


def at(text, **kw):
    return cal.moment(cal.parse_when(text), **kw)


def test_chunfen_2025_instant_matches_published_value():
    t = cal.last_term(datetime(2025, 3, 21, tzinfo=CST), zhongqi=True)
    assert t.name == "春分"
    published = datetime(2025, 3, 20, 9, 1, tzinfo=timezone.utc)
    assert abs((t.instant - published).total_seconds()) < 60


def test_dongzhi_2026_instant_matches_published_value():
    t = cal.last_term(datetime(2026, 12, 23, tzinfo=CST), zhongqi=True)
    assert t.name == "冬至"
    published = datetime(2026, 12, 21, 20, 50, tzinfo=timezone.utc)
    assert abs((t.instant - published).total_seconds()) < 60


@pytest.mark.parametrize("before, after, term, jiang_before, jiang_after", [
    # 春分 2025-03-20 17:01:29 Beijing: 雨水 → 亥 until then, 春分 → 戌 after (003:27)
    ("2025-03-20 17:01", "2025-03-20 17:02", "春分", "亥", "戌"),
    # 冬至 2026-12-22 04:50:14 Beijing: 小雪 → 寅 until then, 冬至 → 丑 after
    ("2026-12-22 04:50", "2026-12-22 04:51", "冬至", "寅", "丑"),
])
def test_jiang_changes_at_zhongqi_minute(before, after, term, jiang_before, jiang_after):
    b, a = at(before), at(after)
    assert b.solar_term.name != term and a.solar_term.name == term
    assert branch_name(b.jiang) == jiang_before
    assert branch_name(a.jiang) == jiang_after


def test_yushui_gives_hai_as_in_003_27():
    # 003:27 「如寅建必須雨水中氣過度後乃以亥為太陽」
    m = at("2026-02-20 12:00")
    assert m.solar_term.name == "雨水" and branch_name(m.jiang) == "亥"
    assert branch_name(m.month_branch) == "寅"


@pytest.mark.parametrize("date, name", [("2000-01-01 12:00", "戊午"),
                                        ("1949-10-01 10:00", "甲子")])
def test_known_day_ganzhi(date, name):
    assert day_name(at(date).day) == name


def test_zi_hour_boundary_under_both_conventions():
    # 2026-11-29 is a 丁未 day (lunar_python), 11-30 a 戊申 day
    assert day_name(at("2026-11-29 22:59").day) == "丁未"
    assert branch_name(at("2026-11-29 22:59").hour) == "亥"
    late = "2026-11-29 23:00"
    assert branch_name(at(late).hour) == "子"
    assert day_name(at(late).day) == "丁未"                         # midnight school
    assert day_name(at(late, zi_boundary="23").day) == "戊申"       # 23:00 school
    assert day_name(at("2026-11-30 00:00").day) == "戊申"
    assert day_name(at("2026-11-30 00:00", zi_boundary="23").day) == "戊申"
    assert day_name(at("2026-11-29 22:59", zi_boundary="23").day) == "丁未"


def test_year_changes_at_lichun_month_at_jie():
    # 立春 2026-02-04 04:02:08 Beijing
    b, a = at("2026-02-04 04:02:07"), at("2026-02-04 04:03")
    assert (day_name(b.year), day_name(b.month)) == ("乙巳", "己丑")
    assert (day_name(a.year), day_name(a.month)) == ("丙午", "庚寅")
    assert branch_name(a.month_branch) == "寅" and a.lunar_month == 1


def test_other_time_zone_is_converted_for_terms():
    # 2026-12-21 20:51 UTC is after 冬至; 20:49 UTC before
    assert at("2026-12-21 20:51", tz="UTC").solar_term.name == "冬至"
    assert at("2026-12-21 20:49", tz="UTC").solar_term.name == "小雪"
    aware = datetime(2026, 12, 21, 20, 51, tzinfo=timezone.utc)
    assert cal.moment(aware).when.utcoffset() == timedelta(hours=8)


def test_daytime_option():
    assert at("2026-06-01 05:30").daytime is True      # 卯
    assert at("2026-06-01 17:30").daytime is False     # 酉
    assert at("2026-06-01 17:30", day_hours="chen-you").daytime is True
    assert at("2026-06-01 05:30", day_hours="chen-you").daytime is False


def test_jiang_for_month_is_liuhe_of_month_branch():
    assert [branch_name(cal.jiang_for_month(m)) for m in range(1, 13)] == list("亥戌酉申未午巳辰卯寅丑子")


def test_to_json_shape():
    j = at("2026-11-29 18:30").to_json()
    assert j["day"] == "丁未" and j["hour"] == "酉"
    assert set(j) == {"when", "day", "hour", "jiang", "offset", "daytime", "year", "month",
                      "month_branch", "solar_term", "jie", "options"}
    assert j["offset"] == (parse_branch(j["jiang"]) - parse_branch(j["hour"])) % 12


@pytest.mark.parametrize("text", ["", "2026-13-01 10:00", "yesterday", "2026-02-30"])
def test_bad_date(text):
    with pytest.raises(cal.BadDate) as e:
        cal.parse_when(text)
    assert "cannot read the date" in str(e.value) and "\n" not in str(e.value)


def test_bad_zone_and_options():
    with pytest.raises(cal.BadDate, match="unknown time zone"):
        at("2026-01-01 10:00", tz="Mars/Olympus")
    with pytest.raises(LiurenError, match="zi_boundary"):
        at("2026-01-01 10:00", zi_boundary="noon")
    with pytest.raises(LiurenError, match="day_hours"):
        at("2026-01-01 10:00", day_hours="all")
    assert issubclass(cal.BadDate, ValueError)


@settings(max_examples=40, deadline=None)
@given(st.datetimes(min_value=datetime(1901, 3, 1), max_value=datetime(2099, 10, 1)))
def test_properties(dt):
    m = cal.moment(dt)
    # the month branch from our 節 scan agrees with lunar_python's month 干支
    assert m.month % 12 == m.month_branch
    # 月將 is the 六合 of the month branch after the 中氣, of the previous month before it
    assert m.jiang in ((1 - m.month_branch) % 12, (2 - m.month_branch) % 12)
    assert m.solar_term.instant <= m.when and m.jie.instant <= m.when
    # the day is lunar_python's day for the civil date
    s = Solar.fromYmd(dt.year, dt.month, dt.day)
    assert m.day == parse_day(s.getLunar().getDayInGanZhi())
    assert m.hour == ((dt.hour + 1) // 2) % 12
