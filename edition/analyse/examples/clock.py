"""A clock time written for the hour of a cast (a modern case book's header: 「正月十七日丙辰日，
下午三点一刻，用子将」, 「晚上十一点半」, 「凌晨三点四十」, 「15:15」; a red-team case book,
tests/data/redteam/duanan/liuren_duanan_291-315.txt:7, :51, :235): the double-hour it falls in.

A clock hour is read only when it is unambiguous: with a part of the day (上午, 下午, 晚上 …) or
written past twelve (「十五点」, 「15:15」, a 24-hour clock). The double-hours begin at the odd
hours (子 23:00–1:00, 丑 1:00–3:00 … DOMAIN.md, the twelve hours), so the minutes never move the
branch. The branch is a conversion, not a printed 時: a book may correct its clock to local time
(a 真太陽時 or a meridian correction, 「以钟点换算时辰」 says the red-team book's 凡例 :5), so the
checker never accuses the hour read here (check/cases.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.values import BRANCH_NAMES
from edition.core.patterns import compiled

_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
           "七": 7, "八": 8, "九": 9}
_NUM = r"(?:[0-9０-９]{1,2}|[〇零一二兩两三四五六七八九十]{1,3})"
# the part of the day, and how it moves an hour of the twelve-hour clock
_PARTS = {"凌晨": "dawn", "半夜": "night", "午夜": "night", "深夜": "night", "夜裡": "night",
          "夜里": "night", "夜間": "night", "夜间": "night",
          "清晨": "am", "早晨": "am", "早上": "am", "上午": "am", "早": "am",
          "中午": "noon", "午後": "pm", "午后": "pm", "下午": "pm",
          "傍晚": "eve", "晚上": "eve", "晚間": "eve", "晚间": "eve", "晚": "eve", "夜": "night"}
_PART = "|".join(sorted(_PARTS, key=len, reverse=True))
CLOCK = compiled(
    rf"(?|(?P<p>{_PART})?\s*(?P<h>{_NUM})\s*[点點](?:[钟鐘])?(?:\s*(?P<m>半|[一二三]刻|{_NUM}\s*分?))?"
    rf"|(?P<p>{_PART})?\s*(?P<h>[0-9０-９]{{1,2}})\s*[:：]\s*(?P<m>[0-9０-９]{{2}})(?![0-9０-９]))")


def _number(s: str) -> int | None:
    """``s`` as a number (arabic, full-width, or Chinese up to 99), None when it is none."""
    s = s.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    if s.isdigit():
        return int(s)
    if len(s) > 1 and s[0] in "〇零":           # 「零五分」
        s = s[1:]
    if "十" in s:
        tens, _, ones = s.partition("十")
        t = 1 if not tens else _DIGITS.get(tens)
        o = 0 if not ones else _DIGITS.get(ones)
        return None if t is None or o is None else t * 10 + o
    if len(s) == 1:
        return _DIGITS.get(s)
    return None


def _hour24(part: str | None, h: int, colon: bool) -> int | None:
    """The hour of a 24-hour clock, or None when ``part`` does not decide it."""
    if h > 24:
        return None
    if h >= 13 or colon and part is None:
        return h % 24
    kind = _PARTS.get(part or "")
    if kind is None:
        return None                      # 「三点」 alone: morning or afternoon
    if kind == "am":
        return h
    if kind == "dawn":
        return 0 if h == 12 else h
    if kind == "noon":
        return h if h >= 11 else h + 12
    if kind == "pm":
        return h + 12 if h < 12 else h
    if kind == "eve":                    # 「傍晚四点半」 16:30 (a review of the change)
        return 0 if h == 12 else h + 12 if h < 12 else h
    return 0 if h == 12 else h + 12 if h >= 6 else h      # 夜: 「夜十点」 22, 「夜里两点」 2


@dataclass(frozen=True)
class Clock:
    """A clock time read: its words, the minute of the day, and the double-hour."""
    words: str
    minute: int

    @property
    def branch(self) -> str:
        return _branch(self.minute)

    def hours_within(self, minutes: int = 60) -> list[str]:
        """The double-hours the clock reaches when corrected by up to ``minutes`` either way
        (its own first): a book's correction to local time moves an hour near a boundary."""
        out = [self.branch]
        for m in range(self.minute - minutes, self.minute + minutes + 1, 5):
            b = _branch(m % 1440)
            if b not in out:
                out.append(b)
        return out


def _branch(minute: int) -> str:
    return BRANCH_NAMES[((minute // 60 + 1) // 2) % 12]


def _minutes(m: str) -> int | None:
    """The minutes of 「半」, 「三刻」, 「四十」, 「零五分」, 「40」 (None when no number)."""
    if not m:
        return 0
    if m == "半":
        return 30
    if m.endswith("刻"):
        return 15 * _DIGITS[m[0]]
    return _number(m.rstrip("分").strip())


# a time of another day or of something else than the asking (「昨晚十点…」, 「…打来电话，上午十点半」
# then 「下午一点四十到」: a review of the change): not the cast's
_OTHER_DAY = compiled(r"[昨前明次翌][天日]?$")


def clock_hour(text: str) -> Clock | None:
    """The one unambiguous clock time of ``text`` (module doc) not of another day (昨晚 …), or
    None: none, or two or more (which is the asking's the words do not say)."""
    got = []
    for m in CLOCK.finditer(text):
        h, mins = _number(m["h"]), _minutes(m["m"] or "")
        if h is None or mins is None or mins >= 60:
            continue
        colon = ":" in m[0] or "：" in m[0]
        h24 = _hour24(m["p"], h, colon)
        if h24 is None:
            continue
        if _OTHER_DAY.search(text[:m.start()].rstrip()):
            continue
        got.append(Clock(m[0].strip(), h24 * 60 + mins))
    return got[0] if len(got) == 1 else None
