"""A case's day taken from the case before it (a red-team case book by a Republican-era hand,
whose cases lean on each other):

* 「同日酉時，又一婦人來占…，將同前。」, 「是日戌時，又一人來占」: the day of the case before;
* 「次日未時」, 「前案之翌日卯時」: the day after it; 「越三日未時」: three days after it;
* 「二月二十二日午時，將同前。」: a lunar date only, in the month of the case before, whose date
  and day are known: the days between them counted;
* 「將同前」: the 將 of the case before, when its header names one;
* 「此與第四二〇案同日同將，酉時來占」: the day (and with 同將 the 將) of the case of that number
  (a round-29 red-team case book, liuren_duanan_416-440.txt:124, its case 420 at :90);
* 「承務之妻…，同時亦為夫占歸期，一課二事，…式同前案，不復列」: the day, 將 and hour of the case before
  (a round-84 red-team case book, liuren_duanan_1175-1199.txt:132, its chart not printed).

The day is derived, not printed: the binding says from what, and is never certain (the case
before may be misprinted, or its own day derived).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.errors import LiurenError
from engine.values import day_name, parse_day
from edition.core.patterns import compiled

_REL = compiled(r"^\s*(?:(?P<same>同日|是日|即日|當日)|(?P<next>前案之翌日|次日|翌日|明日|越日)"
                     r"|越(?P<n>[一二三四五六七八九十])日)")
_NUM = {c: i for i, c in enumerate("一二三四五六七八九十", 1)}
_LUNAR = compiled(r"(?P<m>閏?(?:正|十一|十二|冬|臘|[一二三四五六七八九十]))月"
                       r"(?P<d>初[一二三四五六七八九十]|二十[一二三四五六七八九]?|廿[一二三四五六七八九]"
                       r"|十[一二三四五六七八九]?|三十|卅)日")
_SAME_JIANG = compiled(r"將同前")
# the same moment as the case before (another querent at one cast), not a 同時 of two events
_SAME_TIME = compiled(r"(?:^|[，,、]\s*)(?:同時|同一時)(?:亦|又|並)?(?:[來為]|占|問)")
# … whose chart it does not print again (a header of its own chart keeps it: 「…之弟，同時亦為母占病，
# （…），遙克」 under a case whose hour its commentary corrects, a review of the change,
# review_round84/liuren_duanan_9851-9858.txt:39)
_SAME_CHART = compiled(r"(?:式|課|課式)同(?:前|上)|不復列|不再列|不重列|不另列|一課二事")
# (or the case before's chart said to be its own, 「課式同上案」: a round-86 red-team case book,
# liuren_duanan_1200-1224.txt:68, unfound)
# (and 「課見前案」, the chart there: review_round88/liuren_duanan_9891-9899.txt:12)
_PREV_CHART = compiled(r"(?:式|課式)(?:同|見|如)(?:上|前)案|課見(?:上|前)案"
                            r"|課(?:同|如)(?:上|前)案(?=.*(?:不復列|不再列|不重列|不另列))")


@dataclass(frozen=True)
class Dated:
    """What a case's header gives the case after it: its day, lunar (month, day), 將, hour."""
    day: str | None
    lunar: tuple[str, int] | None
    jiang: str | None
    hour: str | None = None


def _mday(d: str) -> int:
    if d.startswith("初"):
        return _NUM[d[1]]
    if d in ("三十", "卅"):
        return 30
    if d.startswith("二十") or d.startswith("廿"):
        rest = d[2:] if d.startswith("二十") else d[1:]
        return 20 + (_NUM[rest] if rest else 0)
    return 10 + (_NUM[d[1]] if len(d) > 1 else 0)


def lunar(text: str) -> tuple[str, int] | None:
    """The first lunar (month, day of month) a header writes, or None."""
    m = _LUNAR.search(text)
    return (m["m"], _mday(m["d"])) if m else None


def _shift(day: str, n: int) -> str | None:
    """The day ``n`` days after ``day``, or None when ``day`` is no day (a misprint 「甲丑」)."""
    try:
        return day_name((parse_day(day) + n) % 60)
    except LiurenError:
        return None


_DIGIT = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0}
_PLACE = {"十": 10, "百": 100, "千": 1000}


def case_number(s: str) -> int | None:
    """The number of a case as written: 「426」, digit by digit 「四二〇」, or by places 「四百二十」,
    「一百九十一」; None when it is none of these."""
    if s.isascii() and s.isdigit():
        return int(s)
    if s and all(c in _DIGIT for c in s):
        return int("".join(str(_DIGIT[c]) for c in s))
    total, digit = 0, None
    for c in s:
        if c in _DIGIT:
            digit = _DIGIT[c]
        elif c in _PLACE:
            total += (1 if digit is None else digit) * _PLACE[c]
            digit = None
        else:
            return None
    return total + (digit or 0) if s else None


# (or its chart, the whole moment: 「課同第1205案」, 「課式見第1201案」, 「與第1203案同課」 — with no day of its
# own —, a round-86 red-team case book, liuren_duanan_1200-1224.txt:24, :56, unfound or not-checkable)
_N = r"(?P<k>[〇零一二三四五六七八九十百千\d]+)(?:案|例|號)"
_REF = compiled(rf"(?:與|同|如)第?{_N}之?(?:同日|同一日)(?P<j>同將)?"
                     rf"|(?P<c>(?:課式|課|式)(?:同|見|如)第{_N}"
                     rf"|(?:與|同)第?{_N}同(?:課|式))")


def referred(text: str, numbered: dict[int, Dated]) -> tuple[Dated, str, bool, bool] | None:
    """(the case's Dated, the words, whether the 將 is said the same too, whether the whole chart
    is) of a header that gives its day by another case's number (「此與第四二〇案同日同將」, 「課同第
    1205案」), when that case is known and has a day; None otherwise."""
    m = _REF.search(text)
    k = case_number(m["k"]) if m else None
    got = numbered.get(k) if k is not None else None
    if (got is None or got.day is None or _shift(got.day, 0) is None
            or (m["c"] and _NOT_PRINTED.search(text) is None)):
        return None
    return got, m.group(0), bool(m["j"]), bool(m["c"])


# (the chart not printed again: 「課式見…」, 「…，式不復列」; not 「與第9881案同課」, 「課如前案」 of a case with a chart
# of its own, the same 課體 only: a review of the change, review_round87/liuren_duanan_9881-9889.txt:12,
# :21, given that case's day over its own lessons)
# (not 「其式另列」, review_round88/liuren_duanan_9891-9899.txt:18)
# (nor 「式如下」, 「課式另列」: review_round89/liuren_duanan_9901-9909.txt:30, :39; and 「式略」, :48)
# (and 「課式從略」, 「課式如第9912案」: review_round90/liuren_duanan_9911-9919.txt:21, :24)
# (not 「式如上例，列之於下」: review_round92/liuren_duanan_9931-9939.txt:52)
_NOT_PRINTED = compiled(r"課見|式(?:見|同)|式從?略|式如(?=第|前案|上案)|不復列|不再列|不重列|不另列")


def derive(text: str, prev: Dated | None) -> tuple[str, str, tuple | None] | None:
    """(day, why, lunar date) of a header that writes no day, from the case before it; None
    when it says no relation to it, or the case before has no day."""
    if prev is None or prev.day is None or _shift(prev.day, 0) is None:
        return None
    m = _REL.match(text)
    if m:
        n = 0 if m["same"] else 1 if m["next"] else _NUM[m["n"]]
        word = m.group(0).strip()
        lu = (prev.lunar[0], prev.lunar[1] + n) if prev.lunar and prev.lunar[1] + n <= 29 else None
        return (_shift(prev.day, n), f"the day of the case before it ({prev.day}), {word}: "
                f"{n} day{'s' if n != 1 else ''} on", lu)
    lu = lunar(text)
    if lu and prev.lunar and lu[0] == prev.lunar[0] and lu[1] >= prev.lunar[1]:
        n = lu[1] - prev.lunar[1]
        # (the late 子時 the book counts as the next day, said in the header: 「…夜半，約十一時三十
        # 分…依前例，夜子時作次日論」)
        late = bool(_NEXT_DAY.search(text))
        why = (f"the lunar date {lu[0]}月{lu[1]}日 counted from the case before it "
               f"({prev.lunar[0]}月{prev.lunar[1]}日, {prev.day}): {n} days on")
        return (_shift(prev.day, n + late), why + ("; and one more, the header's 「作次日論」"
                                                   if late else ""), lu)
    return None


_NEXT_DAY = compiled(r"作次日論|作次日算|作翌日論|日干支用次日")


def same_time(text: str, prev: Dated | None) -> bool:
    """The header says its cast is the case before's, at the same moment (:data:`_SAME_TIME`),
    its chart not printed again (:data:`_SAME_CHART`), and that case has a day, a 將 and an hour."""
    return bool(prev is not None and prev.day and prev.jiang and prev.hour
                and _shift(prev.day, 0) is not None and (_SAME_TIME.search(text)
                                                          and _SAME_CHART.search(text)
                                                          or _PREV_CHART.search(text)))


def same_jiang(text: str, prev: Dated | None) -> str | None:
    """The 將 of the case before, when the header says 「將同前」 and that case names one."""
    return prev.jiang if prev is not None and _SAME_JIANG.search(text) else None


__all__ = ["Dated", "case_number", "derive", "lunar", "referred", "same_jiang", "same_time"]
