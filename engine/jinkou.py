"""金口訣 (seed 004): the four positions, their relations, the 課體 conditions — the rules as
data and pure functions; reading and checking the text of 004 is the edition's
(``edition/analyse/jinkou_text.py``).

Four positions, top to bottom (``004_77c0438832264c29.txt:161``, the Korean note to the 課體
part: 「인원·귀신·장신·지분의 차서」):

* 人元 — a stem: the stem that the 五子元遁 of the day stem puts on the 地分 branch (甲己日
  起甲子, 乙庚日起丙子, 丙辛日起戊子, 丁壬日起庚子, 戊癸日起壬子);
* 貴神 — one of the twelve 天將;
* 將神 — the heavenly branch over the 地分 when the 月將 is laid over the hour (003:27);
* 地分 — the branch the querent points to.

Conventions, determined from the 37 dated examples of 004:159-239 (see
``docs/readme/50-rules.md`` for the counts):

* 人元 by 五子元遁 from the day stem onto the 地分: all 37 examples agree.
* 月將 of a month: the text's "十二月" examples use 子, "五月" 未, "六月" 午 — the 月將 of the
  month once its 中氣 has passed, i.e. the 六合 of the month branch (003:27;
  :func:`engine.values.jiang_for_month`). 將神 = 地分 + (月將 − 時): 32 of 36 examples with an
  hour agree.
* 貴神: the day stem's 貴人 by 003:43 (甲戊庚 丑/未 …, day first), laid on the **earthly**
  plate at its own branch, running 順 (forward) when that seat is in 亥子丑寅卯辰 and 逆 in
  巳午未申酉戌; the 貴神 is the general that falls on the 地分. 32 of 36 agree with day hours
  卯–申 (option ``guiren_plate="heaven"``, the 六壬 placement on the heavenly plate, fits 6;
  the 003:35 「陽順陰逆」 direction, day 順 / night 逆, fits 28: option ``direction``). The
  八卦 split of 003:47 (戌–卯 順) gives the same as 亥–辰 here, since on the earthly plate 貴人
  never sits on 辰 or 戌 (003:43 「辰戌貴人不臨之地」). The direction is the chart's own
  (:func:`engine.generals.direction`): this module's option ``direction`` names two of the
  values of the chart's option ``gui_direction`` (:data:`DIRECTION_RULES`: ``seat`` =
  ``hai_chen``, ``daynight`` = ``day_night``), with the same default.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from . import lexicon
from .errors import BadName, BadOption
from .generals import GENERAL_HOME, GENERAL_HOME_STEM, direction, general_index, guiren_branch
from .generals import GENERAL_NAMES as GENERALS
from .values import (BRANCH_ELEMENT, STEM_ELEMENT, branch_name, chong, day_name, day_stem,
                     element_name, gan_he, generates, is_month, jiang_for_month, liu_he,
                     overcomes, parse_branch, parse_day, parse_month, relation, stem_name,
                     xun_kong)

# 月將 names (神后 = 子 … 登明 = 亥), as printed; their other forms (太衝, 天魁, 太吉 004:187 …) and
# the generals' (貴神 004:11, 騰蛇, 元武 …) are engine/lexicon.py's
JIANG_NAMES = tuple(w.word for w in sorted(lexicon.JIANG, key=lambda w: w.value)
                    if w.form == "name")

POSITIONS = ("人元", "貴神", "將神", "地分")
OPTIONS = {"guiren_plate": ("earth", "heaven"), "direction": ("seat", "daynight"),
           "day_hours": ("mao-shen", "chen-you")}
DEFAULTS = {"guiren_plate": "earth", "direction": "seat", "day_hours": "mao-shen"}
# this module's option direction → the value of the chart's option gui_direction it means
# (engine/options.py; engine.generals.direction): 順 from a seat in 亥–辰 (002:65), or 晝順夜逆
# (003:43)
DIRECTION_RULES = {"seat": "hai_chen", "daynight": "day_night"}
_DAY_HOURS = {"mao-shen": frozenset(range(3, 9)), "chen-you": frozenset(range(4, 10))}


def parse_general(text: str | int) -> int:
    """A general from an int 0–11 or its name as 004 writes it (貴神, 騰蛇, 元武 …). Raises
    :class:`BadName`."""
    if isinstance(text, int):
        if 0 <= text < 12:
            return text
        raise BadName(f"general out of range: {text}")
    return general_index(str(text).strip())


def parse_jiang_name(text: str) -> int:
    """A 月將 by any of its 神名 (engine/lexicon.py: JIANG) or as a branch."""
    t = text.strip()
    i = lexicon.jiang_names().get(t)
    return i if i is not None else parse_branch(t)


def wu_zi_yuan_dun(day_st: int, b: int) -> int:
    """五子元遁: the stem on branch b in a day of stem `day_st` (甲己日 甲子 …)."""
    return (2 * (day_st % 5) + b) % 10


def position_elements(p: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The elements of four positions (人元 a stem, 貴神 a general, 將神 and 地分 branches), top
    to bottom."""
    return (STEM_ELEMENT[p[0]], general_element(p[1]), BRANCH_ELEMENT[p[2]], BRANCH_ELEMENT[p[3]])


def general_element(g: int) -> int:
    return BRANCH_ELEMENT[GENERAL_HOME[g]]


def _options(options) -> dict:
    opts = dict(DEFAULTS)
    for k, v in dict(options or {}).items():
        if k not in OPTIONS:
            raise BadOption(f"unknown 金口訣 option {k!r} (expected one of {', '.join(OPTIONS)})")
        if v not in OPTIONS[k]:
            raise BadOption(f"unknown value {v!r} for option {k} "
                            f"(expected one of {', '.join(OPTIONS[k])})")
        opts[k] = v
    return opts


def pair_relation(upper: int, lower: int, adjacent: bool) -> str | None:
    """The name the texts give to how an upper element stands to a lower one:
    上克下, 下克上 (= 下賊上), 上生下, 下生上, 比和; across a position 遙克 / 遙生."""
    return (_ADJACENT if adjacent else _APART)[relation(upper, lower)]


# engine.values.relation (upper to lower) → the names 004 gives to it
_ADJACENT = {"比": "比和", "克": "上克下", "被克": "下克上", "生": "上生下", "被生": "下生上"}
_APART = {"比": "比和", "克": "遙克", "被克": "遙克", "生": "遙生", "被生": "遙生"}


@dataclass(frozen=True)
class Jinkou:
    day: int
    hour: int | None
    jiang: int | None
    difen: int
    renyuan: int        # stem
    guishen: int        # general
    jiangshen: int      # branch
    daytime: bool
    guiren: int         # branch where 貴人 starts
    direction: int      # +1 順, -1 逆
    options: dict = field(default_factory=dict, compare=False)

    @property
    def elements(self) -> tuple[int, int, int, int]:
        return position_elements((self.renyuan, self.guishen, self.jiangshen, self.difen))

    @property
    def names(self) -> tuple[str, str, str, str]:
        return (stem_name(self.renyuan), GENERALS[self.guishen],
                JIANG_NAMES[self.jiangshen], branch_name(self.difen))

    def relations(self) -> list[dict]:
        e = self.elements
        out = []
        for i in range(4):
            for j in range(i + 1, 4):
                out.append({"upper": POSITIONS[i], "lower": POSITIONS[j],
                            "relation": pair_relation(e[i], e[j], j == i + 1)})
        return out

    def to_json(self) -> dict:
        e = self.elements
        return {
            "day": day_name(self.day),
            "hour": None if self.hour is None else branch_name(self.hour),
            "jiang": None if self.jiang is None else branch_name(self.jiang),
            "daytime": self.daytime,
            "guiren": branch_name(self.guiren),
            "direction": "順" if self.direction > 0 else "逆",
            "positions": [
                {"position": "人元", "name": stem_name(self.renyuan), "element": element_name(e[0])},
                {"position": "貴神", "name": GENERALS[self.guishen], "element": element_name(e[1])},
                {"position": "將神", "name": JIANG_NAMES[self.jiangshen],
                 "branch": branch_name(self.jiangshen), "element": element_name(e[2])},
                {"position": "地分", "name": branch_name(self.difen), "element": element_name(e[3])},
            ],
            "relations": self.relations(),
            "options": dict(self.options),
        }



def cast_jinkou(day, month_or_jiang, hour, difen, daytime: bool | None = None, *,
                options=None) -> Jinkou:
    """Cast the four positions.

    ``month_or_jiang``: a month (int 1–12 or '十二月') — its 月將 is the 六合 of the month
    branch (003:27) — or a 月將 given as a branch character ('子') or name ('神后').
    ``daytime`` defaults from the hour by option ``day_hours`` (卯–申 day).
    """
    opts = _options(options)
    d = parse_day(day)
    db = parse_branch(difen)
    h = parse_branch(hour)
    if is_month(month_or_jiang):
        jiang = jiang_for_month(month_or_jiang)
    else:
        try:
            jiang = parse_jiang_name(str(month_or_jiang))
        except BadName:
            raise BadOption(f"not a month or a 月將: {month_or_jiang!r}") from None
    if daytime is None:
        daytime = h in _DAY_HOURS[opts["day_hours"]]
    offset = (jiang - h) % 12
    jiangshen = (db + offset) % 12
    st = day_stem(d)
    gb = guiren_branch(st, daytime)
    if opts["guiren_plate"] == "earth":
        # 金口訣: 貴人 sits on its own earthly branch; the general on the 地分 is read
        seat, target = gb, db
    else:
        # 六壬: 貴人 rides the heavenly branch gb, seated over earthly gb − offset; the
        # generals go with the heavenly branches, so read the one on the 將神
        seat, target = (gb - offset) % 12, jiangshen
    dr = direction(seat, daytime, DIRECTION_RULES[opts["direction"]])
    guishen = ((target - gb) * dr) % 12
    return Jinkou(day=d, hour=h, jiang=jiang, difen=db, renyuan=wu_zi_yuan_dun(st, db),
                  guishen=guishen, jiangshen=jiangshen, daytime=bool(daytime), guiren=gb,
                  direction=dr, options=opts)


# --- the relations the sixty combinations assert (004:11-155) -----------------------------
# A combination is (人元 stem s, 貴神 general g, branch b): in the sixty combinations the third
# item stands for both 將神 and 地分 (the commentary calls it 장신 and 지분 in the same
# paragraph, 004:25 「오화의 장신」, 「지분의 오화」). e = their elements, top to bottom. A
# relation is named by the phrase of the text; X and Y stand for the elements the phrase names
# (「兩金克一木」: x = 金, y = 木), passed as x and y (None when the name has no X/Y). How the
# text writes each phrase is the edition's (edition/analyse/jinkou_text.py, CLAIM_GRAMMAR).

Relation = Callable[[tuple[int, int, int], int, int, int, "int | None", "int | None"], bool]


def combination_elements(stem: int, general: int, branch: int) -> tuple[int, int, int]:
    """The elements of 人元, 貴神 (its 本位, 003:39) and branch."""
    return STEM_ELEMENT[stem], general_element(general), BRANCH_ELEMENT[branch]


def _sandwich(e, s, g, b, x, y):
    """X on both ends, Y between (人元 and branch X, 貴神 Y)."""
    return e[0] == e[2] == x and e[1] == y


RELATIONS: dict[str, Relation] = {
    "二上克下": lambda e, s, g, b, x, y: overcomes(e[0], e[2]) and overcomes(e[1], e[2]),
    "兩X克一Y": lambda e, s, g, b, x, y: (e.count(x) == 2 and y in e and x != y
                                        and overcomes(x, y)),
    "一X生二Y": lambda e, s, g, b, x, y: (e.count(y) == 2 and e.count(x) == 1
                                        and generates(x, y)),
    "兩X夾一Y": _sandwich,
    "兩X為一Y間之": _sandwich,
    "X在兩頭一Y間之": _sandwich,
    "二X為Y所間": _sandwich,
    "X在中心間之": lambda e, s, g, b, x, y: e[0] == e[2] and e[1] == x,
    "神將同家": lambda e, s, g, b, x, y: GENERAL_HOME[g] == b,
    "純陰": lambda e, s, g, b, x, y: s % 2 == 1 and GENERAL_HOME[g] % 2 == 1 and b % 2 == 1,
    "陰見陰": lambda e, s, g, b, x, y: s % 2 == 1 and b % 2 == 1,
    "陽見陰": lambda e, s, g, b, x, y: s % 2 == 0 and b % 2 == 1,
    "比和": lambda e, s, g, b, x, y: e[0] == e[1] == e[2],
    "上克下": lambda e, s, g, b, x, y: overcomes(e[0], e[1]) or overcomes(e[1], e[2]),
    "下克上": lambda e, s, g, b, x, y: overcomes(e[2], e[1]) or overcomes(e[1], e[0]),
    "上生下": lambda e, s, g, b, x, y: generates(e[0], e[1]) or generates(e[1], e[2]),
    "下生上": lambda e, s, g, b, x, y: generates(e[2], e[1]) or generates(e[1], e[0]),
    "遙相克": lambda e, s, g, b, x, y: overcomes(e[0], e[2]) or overcomes(e[2], e[0]),
    "克人元、地分": lambda e, s, g, b, x, y: overcomes(e[1], e[0]) and overcomes(e[1], e[2]),
    "神克將": lambda e, s, g, b, x, y: overcomes(e[1], e[2]),
    "神生將": lambda e, s, g, b, x, y: generates(e[1], e[2]),
    "將克神": lambda e, s, g, b, x, y: overcomes(e[2], e[1]),
    "X克Y神": lambda e, s, g, b, x, y: e[2] == x and e[1] == y and overcomes(e[2], e[1]),
    "人元克貴神": lambda e, s, g, b, x, y: overcomes(e[0], e[1]),
    "人元生貴神": lambda e, s, g, b, x, y: generates(e[0], e[1]),
    "貴神克人元": lambda e, s, g, b, x, y: overcomes(e[1], e[0]),
    "貴神生人元": lambda e, s, g, b, x, y: generates(e[1], e[0]),
    "人元受克": lambda e, s, g, b, x, y: overcomes(e[1], e[0]) or overcomes(e[2], e[0]),
    "將克人元": lambda e, s, g, b, x, y: overcomes(e[2], e[0]),
    "人元克將": lambda e, s, g, b, x, y: overcomes(e[0], e[2]),
    "一X克": lambda e, s, g, b, x, y: (e[0] == x and overcomes(e[0], e[1])
                                     and overcomes(e[0], e[2])),
}


def relation_holds(name: str, stem: int, general: int, branch: int, x: int | None = None,
                   y: int | None = None) -> bool:
    """Whether relation `name` of :data:`RELATIONS` holds of the combination (stem, general,
    branch), X and Y being the elements x and y. Raises :class:`BadName`."""
    test = RELATIONS.get(name)
    if test is None:
        raise BadName(f"unknown 金口訣 relation {name!r}", text=str(name))
    return bool(test(combination_elements(stem, general, branch), stem, general, branch, x, y))


# --- the 課體 (004:159-239) ----------------------------------------------------------------

def _els(p):
    s, g, j, b = p
    return STEM_ELEMENT[s], general_element(g), BRANCH_ELEMENT[j], BRANCH_ELEMENT[b]


def _sanqi(p, day):
    s, g, j, b = p
    trio = {s, GENERAL_HOME_STEM[g], wu_zi_yuan_dun(day_stem(day), j)}
    return trio in ({1, 2, 3}, {0, 4, 6})


# 課體 conditions (004:163-239), over printed or cast positions p = (人元, 貴神, 將神, 地分)
# and the day; each cites the line that states it.
PATTERNS: dict[str, tuple[int, str, object]] = {
    "奇全課": (163, "神干、將干、人元兼三奇全 (乙丙丁 or 甲戊庚)", lambda p, d: _sanqi(p, d)),
    "朝元課": (163, "四位本家 (all four of one element)", lambda p, d: len(set(_els(p))) == 1),
    "俱比課": (171, "四位皆比", lambda p, d: len(set(_els(p))) == 1),
    "正比課": (175, "主客比 (人元 = 地分)", lambda p, d: _els(p)[0] == _els(p)[3]),
    "近比課": (175, "干神比 (人元 = 貴神)", lambda p, d: _els(p)[0] == _els(p)[1]),
    "次比課": (179, "神將比 (貴神 = 將神)", lambda p, d: _els(p)[1] == _els(p)[2]),
    "遠比課": (179, "將與位比", lambda p, d: _els(p)[2] == _els(p)[3]),
    "將位伏吟課": (183, "將與位同", lambda p, d: p[2] == p[3]),
    "神將伏吟課": (183, "天干克將神，伏吟 (貴神 on its own branch as 將神)",
                 lambda p, d: GENERAL_HOME[p[1]] == p[2] and overcomes(_els(p)[0], _els(p)[2])),
    "反吟課": (187, "將位相沖", lambda p, d: chong(p[2]) == p[3]),
    "神將反吟課": (187, "神將相沖", lambda p, d: chong(GENERAL_HOME[p[1]]) == p[2]),
    "反鬼入門課": (191, "神將反吟，門戶 (卯酉) 相見",
                 lambda p, d: {GENERAL_HOME[p[1]], p[2]} == {3, 9}),
    "關課": (191, "酉上見木", lambda p, d: p[3] == 9 and _els(p)[2] == 0),
    "隔課": (195, "卯上見土", lambda p, d: p[3] == 3 and _els(p)[2] == 2),
    "鎖課": (195, "卯上見金", lambda p, d: p[3] == 3 and _els(p)[2] == 3),
    "斬關課": (199, "關上見金", lambda p, d: p[3] == 9 and _els(p)[2] == 0 and _els(p)[1] == 3),
    "毀隔課": (199, "隔上見木", lambda p, d: p[3] == 3 and _els(p)[2] == 2 and _els(p)[1] == 0),
    "叩鍵課": (203, "鎖上見火", lambda p, d: p[3] == 3 and _els(p)[2] == 3 and _els(p)[1] == 1),
    "官合課": (203, "貴神與人元合 (干合 with the general's stem)",
              lambda p, d: gan_he(p[0]) == GENERAL_HOME_STEM[p[1]]),
    "正合課": (207, "神將支合，主客無克",
              lambda p, d: liu_he(GENERAL_HOME[p[1]]) == p[2]
              and not (overcomes(_els(p)[0], _els(p)[3]) or overcomes(_els(p)[3], _els(p)[0]))),
    "鬼合課": (207, "主客相刑 (克), 神將支合",
              lambda p, d: liu_he(GENERAL_HOME[p[1]]) == p[2]
              and (overcomes(_els(p)[0], _els(p)[3]) or overcomes(_els(p)[3], _els(p)[0]))),
    "日時比合課": (211, "將與干皆比", lambda p, d: _els(p)[2] == _els(p)[0]),
    "空亡課": (211, "三位落空",
              lambda p, d: sum(x in xun_kong(d) for x in (GENERAL_HOME[p[1]], p[2], p[3])) >= 3),
    "鬼空課": (215, "神將六合，位落空亡 (鬼動 not decided)",
              lambda p, d: liu_he(GENERAL_HOME[p[1]]) == p[2] and p[3] in xun_kong(d)),
    "四大空亡課": (215, "甲子甲午旬課中見水，甲申甲寅旬課中見金",
                 lambda p, d: (d - d % 10) % 12 in (0, 6) and 4 in _els(p)
                 or (d - d % 10) % 12 in (8, 2) and 3 in _els(p)),
    "分局相生課": (219, "神生干、將生位",
                 lambda p, d: generates(_els(p)[1], _els(p)[0]) and generates(_els(p)[2], _els(p)[3])),
    "分局相剋課": (219, "神克干、將克位",
                 lambda p, d: overcomes(_els(p)[1], _els(p)[0]) and overcomes(_els(p)[2], _els(p)[3])),
    "合局相生課": (223, "干生神、位生將",
                 lambda p, d: generates(_els(p)[0], _els(p)[1]) and generates(_els(p)[3], _els(p)[2])),
    "合局相剋課": (223, "干克神、位克將",
                 lambda p, d: overcomes(_els(p)[0], _els(p)[1]) and overcomes(_els(p)[3], _els(p)[2])),
    "連茹課": (227, "地分、將神、貴神三位相連",
              lambda p, d: (p[2] - p[3]) % 12 == (GENERAL_HOME[p[1]] - p[2]) % 12 in (1, 11)),
    "陛升相生課": (231, "自下次第生上",
                 lambda p, d: all(generates(_els(p)[i + 1], _els(p)[i]) for i in range(3))),
    "陛升相剋課": (231, "自下次第克上",
                 lambda p, d: all(overcomes(_els(p)[i + 1], _els(p)[i]) for i in range(3))),
    "覆盂相生課": (235, "自上次第生本位",
                 lambda p, d: all(generates(_els(p)[i], _els(p)[i + 1]) for i in range(3))),
    "覆盂相剋課": (235, "自上次第克本位",
                 lambda p, d: all(overcomes(_els(p)[i], _els(p)[i + 1]) for i in range(3))),
    "陰陽並比課": (239, "上二比克下二比",
                 lambda p, d: _els(p)[0] == _els(p)[1] and _els(p)[2] == _els(p)[3]
                 and overcomes(_els(p)[0], _els(p)[2])),
    "陰陽並克課": (239, "下二比克上二比",
                 lambda p, d: _els(p)[0] == _els(p)[1] and _els(p)[2] == _els(p)[3]
                 and overcomes(_els(p)[2], _els(p)[0])),
}
NOT_DECIDED = {
    "鬼合身課": "name only (004:159), no condition",
    "官祿全身課": "name only (004:159), no condition",
    "全身課": "三合全，無官鬼，無劫煞，只財爻動 (004:159): 劫煞 and 爻 are not defined in the text",
}


__all__ = ["GENERALS", "JIANG_NAMES", "POSITIONS", "OPTIONS", "DEFAULTS", "DIRECTION_RULES",
           "Jinkou", "cast_jinkou", "jiang_for_month", "parse_month", "parse_general",
           "parse_jiang_name", "wu_zi_yuan_dun", "general_element", "pair_relation",
           "RELATIONS", "combination_elements", "relation_holds", "PATTERNS", "NOT_DECIDED"]
