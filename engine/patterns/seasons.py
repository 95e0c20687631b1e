"""The season of a chart's date and the 旺相休囚死 of an element in it.

旺相休囚死 by season (000:107 「用神即春木旺火相」; 001:59 「甲乙日春占，得木火神為旺相，得金水神
為休囚」): the season's element 旺, what it generates 相, what generates it 休, what overcomes it
囚, what it overcomes 死. Seasons by month branch: 寅卯辰 春, 巳午未 夏, 申酉戌 秋, 亥子丑 冬 (a
:class:`~engine.patterns.Context` may state the season instead).
"""
from __future__ import annotations

from ..lexicon import SEASONS as SEASON_NAMES
from ..values import FIRE, METAL, WATER, WOOD, month_of_branch, relation

SEASON_ELEMENT = (WOOD, FIRE, METAL, WATER)
# the state of an element by how the season's element stands to it (engine.values.relation)
_STATE_BY_RELATION = {"比": 0, "生": 1, "被生": 2, "被克": 3, "克": 4}


def state(element: int, season: int) -> int:
    """旺相休囚死 (0–4) of an element in a season (000:107, 001:59)."""
    return _STATE_BY_RELATION[relation(SEASON_ELEMENT[season], element)]


# STATE[season][element]
STATE = tuple(tuple(state(e, s) for e in range(5)) for s in range(4))


def season_of_month(month: int) -> int:
    """寅卯辰 春, 巳午未 夏, 申酉戌 秋, 亥子丑 冬: the season of a 月建, three months each from
    正月 (engine.values.month_of_branch)."""
    return (month_of_branch(month) - 1) // 3


__all__ = ["SEASON_NAMES", "SEASON_ELEMENT", "STATE", "state", "season_of_month"]
