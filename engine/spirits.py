"""月令神煞 (seed 002): the monthly spirits, each placed by a rule of the month number, frozen
as data (:data:`RULES`), with :func:`place` and :func:`table`.

Seed 002 (``002_233c5c9395c9c43f.txt``) prints the tables of months 3–12 (002:3, 002:7, …,
002:39), each followed by a Korean commentary. Month n's 月建 is 寅 for month 1, so 三月 建辰
(002:5 「삼월은 진을 세우고」; :func:`engine.values.month_branch`).

A rule places a spirit on one branch (or, for a few, on a pair of opposite branches) as a
function of the month number n:

* ``lin``    b = c + k·n — k = 1 順行 one branch a month (月建 + constant), k = 11 逆行, k = 3 or 9
  the 四孟/四仲/四季 rotation of the 三合, k = 4 or 8 a 三合 triad, k = 2 every other branch;
* ``season`` b = c + k·⌊(n−1)/3⌋ — one branch per season (春 = months 1–3, 夏 4–6, …);
* ``half``   b = c + k·⌊(n−1)/2⌋ + d·((n−1) mod 2) — alternating months (聖心, 受死);
* ``block4`` b = c + k·((n−1) mod 4) + e·⌊(n−1)/4⌋ — 孟, 仲, 季 blocks of four (往亡);
* ``drift``  b = c + d·n + k·⌊(n+p)/3⌋ — one branch a month, jumping every three (市曹);
* ``seasontab`` one branch per season from a table, not a progression (戲神).

The parameters of every rule are those that best explain the printed cells; they were inferred
from the tables by :func:`edition.analyse.spirit_tables.infer_rules`, frozen here with the
cells that support them (``evidence``), and are re-derived in ``tests/test_spirits.py``. A
spirit whose best rule explains fewer than seven of the ten printed months has no regular rule
and is listed in :data:`IRREGULAR` with its printed cells. Reading and checking the printed
tables is the edition's work (``edition/analyse/spirit_tables.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import BadName, BadOption
from .lexicon import SEASONS as SEASON_NAMES
from .values import branch_name, month_branch, parse_month

SOURCE = "002_233c5c9395c9c43f.txt"

__all__ = ["SOURCE", "SEASON_NAMES", "Rule", "RULES", "IRREGULAR", "ORDER", "spirit_rules",
           "spirit_names", "place", "table", "month_branch", "parse_month"]


# --- rules --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Rule:
    family: str                 # lin | season | half | block4 | drift | seasontab
    c: int
    k: int
    d: int = 0
    pair: bool = False          # also the opposite branch
    p: int = 0                  # drift: phase of the three-month blocks
    seasons: tuple[int, ...] = ()  # seasontab: 春夏秋冬 branches
    evidence: tuple[str, ...] = field(default=(), compare=False)  # '002:3 三月 子' …

    def place(self, month: int) -> frozenset[int]:
        n = month
        if self.family == "lin":
            b = self.c + self.k * n
        elif self.family == "season":
            b = self.c + self.k * ((n - 1) // 3)
        elif self.family == "half":
            b = self.c + self.k * ((n - 1) // 2) + self.d * ((n - 1) % 2)
        elif self.family == "block4":
            b = self.c + self.k * ((n - 1) % 4) + self.d * ((n - 1) // 4)
        elif self.family == "drift":
            b = self.c + self.d * n + self.k * ((n + self.p) // 3)
        elif self.family == "seasontab":
            b = self.seasons[(n - 1) // 3]
            if b < 0:  # the season is not printed: no placement
                return frozenset()
        else:  # pragma: no cover - frozen data only uses the six families
            raise BadOption(f"unknown rule family {self.family}")
        b %= 12
        return frozenset({b, (b + 6) % 12}) if self.pair else frozenset({b})

    @property
    def description(self) -> str:
        seq = " ".join("".join(branch_name(b) for b in sorted(self.place(m))) or "-"
                       for m in range(1, 13))
        if self.family == "lin":
            k = self.k % 12
            if self.pair and k in (5, 7):
                k = (k + 6) % 12
            rel = (self.place(1) and min(self.place(1)) - month_branch(1)) % 12
            what = {1: f"順行 one branch a month (月建 + {rel})",
                    11: "逆行 one branch a month",
                    3: "the 孟仲季 rotation, three branches forward a month (三合 order)",
                    9: "the 孟仲季 rotation, three branches back a month (三合 order)",
                    4: "a 三合 triad, four branches forward a month",
                    8: "a 三合 triad, four branches back a month",
                    2: "two branches forward a month", 10: "two branches back a month",
                    0: "fixed", 6: "alternating between two opposite branches"}.get(
                        k, f"{k} branches forward a month")
        elif self.family == "season":
            what = "by season: " + " ".join(
                f"{SEASON_NAMES[s]}{branch_name(min(self.place(3 * s + 1)))}" for s in range(4))
        elif self.family == "half":
            what = "by pairs of months (odd and even months on two interleaved courses)"
        elif self.family == "drift":
            what = (f"{'順' if self.d == 1 else '逆'}行 one branch a month, moving "
                    f"{self.k} further every three months")
        elif self.family == "seasontab":
            what = "by season, a table (not a progression): " + " ".join(
                f"{SEASON_NAMES[i]}{branch_name(b) if b >= 0 else '(not printed)'}"
                for i, b in enumerate(self.seasons))
        else:
            what = "四孟, 四仲, 四季 in blocks of four months"
        if self.pair:
            what += ", with the opposite branch"
        return f"{what}; months 1–12: {seq}"


def _ev(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# --- placing and tables -------------------------------------------------------------------

def spirit_names() -> tuple[str, ...]:
    return tuple(n for n in ORDER if n in RULES)


def _month(month) -> int:
    return month if isinstance(month, int) and 1 <= month <= 12 else parse_month(month)


def place(spirit: str, month) -> int | frozenset[int] | None:
    """The branch of `spirit` in `month` by its rule: a branch, a set of two opposite
    branches (pair rules), or None (no regular rule, or a season the source does not print)."""
    rule = RULES.get(spirit)
    if rule is None:
        if spirit in IRREGULAR:
            return None
        raise BadName(f"unknown spirit {spirit!r} (not in the tables of {SOURCE})")
    got = rule.place(_month(month))
    if not got:
        return None
    return next(iter(got)) if len(got) == 1 else got


def table(month) -> dict[int, list[str]]:
    """The month's table as computed from the rules: {branch: [spirits]} in the order the
    spirits first appear in the source."""
    m = _month(month)
    out: dict[int, list[str]] = {b: [] for b in range(12)}
    for name in spirit_names():
        for b in sorted(RULES[name].place(m)):
            out[b].append(name)
    return out



# --- frozen output of edition.analyse.spirit_tables.infer_rules on the tables of 002;
# tests/test_spirits.py re-derives it.
# Evidence '002:7丑' = the cell 丑 of the table printed on line 7 (四月).

RULES: dict[str, Rule] = {
    '天書': Rule('lin', 9, 1, evidence=_ev(
        '002:3子 002:7丑 002:11寅 002:15卯 002:19辰 002:27午 002:31未 002:35申 002:39酉 '
    )),
    '聖心': Rule('half', 11, 1, d=6, evidence=_ev(
        '002:3子 002:7午 002:15未 002:19寅 002:23申 002:27卯 002:31酉 002:35辰 002:39戌 '
    )),
    '天解': Rule('lin', 6, 2, evidence=_ev(
        '002:3子 002:7寅 002:11辰 002:15午 002:19申 002:27子 002:31寅 002:35辰 002:39午 '
    )),
    '風煞': Rule('lin', 3, 5, pair=True, evidence=_ev(
        '002:3子 002:3午 002:7巳 002:7亥 002:11辰 002:11戌 002:15卯 002:15酉 002:19寅 002:19申 002:23丑 '
        '002:27子 002:27午 002:31巳 002:35辰 002:35戌 002:39卯 '
    )),
    '神豪': Rule('lin', 9, 1, evidence=_ev(
        '002:3子 002:7丑 002:11寅 002:15卯 002:19辰 002:23巳 002:27午 002:31未 002:35申 002:39酉 '
    )),
    '市曹': Rule('drift', 3, 6, d=1, p=1, evidence=_ev(
        '002:3子 002:7丑 002:11申 002:15酉 002:19戌 002:23巳 002:27午 002:31未 002:35寅 002:39卯 '
    )),
    '刑亡': Rule('drift', 3, 6, d=1, p=1, evidence=_ev(
        '002:3子 002:7丑 002:11申 002:15酉 002:23巳 002:27午 002:31未 002:35寅 002:39卯 '
    )),
    '天詔': Rule('lin', 10, 1, evidence=_ev(
        '002:3丑 002:7寅 002:11卯 002:15辰 002:19巳 002:27未 002:31申 002:35酉 002:39戌 '
    )),
    '游神': Rule('season', 1, 11, evidence=_ev(
        '002:3丑 002:7子 002:11子 002:15子 002:19亥 002:31戌 002:35戌 002:39戌 '
    )),
    '天赦': Rule('lin', 4, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11未 002:19丑 002:31戌 002:35丑 002:39辰 '
    )),
    '天空': Rule('lin', 4, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11未 002:15戌 002:19丑 002:23辰 002:27未 002:31戌 002:35丑 002:39辰 '
    )),
    '游魂': Rule('lin', 10, 1, evidence=_ev(
        '002:3丑 002:7寅 002:11卯 002:15辰 002:19巳 002:23午 002:27未 002:31申 002:35酉 002:39戌 '
    )),
    '憂神': Rule('seasontab', 0, 0, seasons=(1, 0, 10, 11), evidence=_ev(
        '002:3丑 002:7子 002:11子 002:15子 002:19戌 002:27戌 002:31亥 002:35亥 002:39亥 '
    )),
    '病煞': Rule('lin', 10, 1, evidence=_ev(
        '002:3丑 002:7寅 002:11卯 002:15辰 002:19巳 002:23午 002:27未 002:31申 002:35酉 002:39戌 '
    )),
    '三丘': Rule('season', 1, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11辰 002:15辰 002:19未 002:27未 002:31戌 002:35戌 '
    )),
    '下喪': Rule('lin', 10, 9, evidence=_ev(
        '002:3丑 002:7戌 002:11未 002:15辰 002:19丑 002:27未 002:31辰 002:35丑 002:39戌 '
    )),
    '破碎': Rule('lin', 1, 8, evidence=_ev(
        '002:3丑 002:7酉 002:11巳 002:15丑 002:19酉 002:23巳 002:27丑 002:31酉 002:35巳 002:39丑 '
    )),
    '金神': Rule('lin', 1, 8, evidence=_ev(
        '002:3丑 002:7酉 002:11巳 002:15丑 002:19酉 002:23巳 002:27丑 002:31酉 002:35巳 002:39丑 '
    )),
    '歲煞': Rule('lin', 10, 9, evidence=_ev(
        '002:3丑 002:7戌 002:11未 002:15辰 002:19丑 002:27未 002:31辰 002:35丑 002:39戌 '
    )),
    '喪魄': Rule('lin', 10, 9, evidence=_ev(
        '002:3丑 002:7戌 002:11未 002:15辰 002:19丑 002:27未 002:31辰 002:35丑 002:39戌 '
    )),
    '獄神': Rule('lin', 4, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11未 002:19丑 002:23辰 002:27未 002:31戌 002:35丑 '
    )),
    '玄武': Rule('lin', 10, 1, evidence=_ev(
        '002:3丑 002:7寅 002:11卯 002:15辰 002:19巳 002:23午 002:31申 002:35酉 002:39戌 '
    )),
    '寡宿': Rule('season', 1, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11辰 002:15辰 002:19未 002:27未 002:31戌 002:35戌 002:39戌 '
    )),
    '天車': Rule('season', 1, 3, evidence=_ev(
        '002:3丑 002:7辰 002:11辰 002:15辰 002:19未 002:27未 002:31戌 002:35戌 002:39戌 '
    )),
    '火神': Rule('seasontab', 0, 0, seasons=(1, 0, 10, 11), evidence=_ev(
        '002:3丑 002:7子 002:11子 002:15子 002:23戌 002:27戌 002:31亥 002:35亥 '
    )),
    '飛橫': Rule('lin', 10, 1, evidence=_ev(
        '002:3丑 002:7寅 002:11卯 002:15辰 002:19巳 002:27未 002:31申 002:35酉 002:39戌 '
    )),
    '皇書': Rule('season', 2, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11巳 002:15巳 002:19申 002:23申 002:27申 002:31亥 002:35亥 002:39亥 '
    )),
    '驛馬': Rule('lin', 11, 9, evidence=_ev(
        '002:3寅 002:7亥 002:11申 002:15巳 002:19寅 002:27申 002:31巳 002:35寅 002:39亥 '
    )),
    '信神': Rule('drift', 0, 11, d=1, evidence=_ev(
        '002:3寅 002:15辰 002:19巳 002:23午 002:31未 002:35申 002:39申 '
    )),
    '生氣': Rule('lin', 11, 1, evidence=_ev(
        '002:3寅 002:7卯 002:11辰 002:15巳 002:19午 002:27申 002:31酉 002:35戌 002:39亥 '
    )),
    '地醫': Rule('lin', 11, 1, evidence=_ev(
        '002:3寅 002:7卯 002:11辰 002:15巳 002:19午 002:27申 002:31酉 002:35戌 002:39亥 '
    )),
    '戰雄': Rule('season', 2, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11巳 002:15巳 002:19申 002:23申 002:27申 002:31亥 002:35亥 002:39亥 '
    )),
    '天耳': Rule('season', 2, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11巳 002:15巳 002:19申 002:23申 002:27申 002:31亥 '
    )),
    '弔客': Rule('lin', 11, 1, evidence=_ev(
        '002:3寅 002:7卯 002:11辰 002:15巳 002:19午 002:27申 002:31酉 002:35戌 002:39亥 '
    )),
    '姦淫': Rule('lin', 5, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11申 002:15亥 002:19寅 002:23巳 002:27申 002:31亥 002:35寅 002:39巳 '
    )),
    '奸神': Rule('season', 2, 9, evidence=_ev(
        '002:3寅 002:7亥 002:11亥 002:15亥 002:19申 002:23申 002:27申 002:31巳 002:35巳 '
    )),
    '天猴': Rule('lin', 11, 9, evidence=_ev(
        '002:3寅 002:11申 002:15巳 002:23亥 002:27申 002:31巳 002:35寅 002:39亥 '
    )),
    '血忌': Rule('half', 1, 1, d=6, evidence=_ev(
        '002:3寅 002:7申 002:11卯 002:15酉 002:19辰 002:27巳 002:31亥 002:35午 002:39子 '
    )),
    '吏神': Rule('season', 2, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11巳 002:15巳 002:19申 002:23申 002:27申 002:31亥 002:35亥 002:39亥 '
    )),
    '天吞': Rule('lin', 5, 3, evidence=_ev(
        '002:3寅 002:7巳 002:11申 002:15亥 002:19寅 002:23巳 002:27申 002:31亥 002:35寅 002:39巳 '
    )),
    '天師': Rule('lin', 0, 1, evidence=_ev(
        '002:3卯 002:7辰 002:15午 002:19未 002:23申 002:27酉 002:31戌 002:35亥 002:39子 '
    )),
    '天鬼': Rule('lin', 0, 9, evidence=_ev(
        '002:3卯 002:7子 002:11酉 002:15午 002:19卯 002:23子 002:27酉 002:31午 002:35卯 '
    )),
    '游禍': Rule('lin', 6, 11, evidence=_ev(
        '002:3卯 002:7寅 002:11丑 002:15子 002:27酉 002:31申 002:35未 002:39午 '
    )),
    '天牢': Rule('lin', 0, 1, evidence=_ev(
        '002:3卯 002:7辰 002:11巳 002:15午 002:19未 002:23申 002:27酉 002:31戌 002:35亥 002:39子 '
    )),
    '勾陳': Rule('lin', 0, 1, evidence=_ev(
        '002:3卯 002:7辰 002:11巳 002:15午 002:19未 002:23申 002:27酉 002:31戌 002:35亥 002:39子 '
    )),
    '陰煞': Rule('lin', 6, 11, evidence=_ev(
        '002:3卯 002:7寅 002:11丑 002:15子 002:19亥 002:27酉 002:31申 '
    )),
    '賊神': Rule('season', 3, 3, evidence=_ev(
        '002:3卯 002:7午 002:11午 002:15午 002:19酉 002:27酉 002:31子 002:35子 002:39子 '
    )),
    '血支': Rule('lin', 0, 1, evidence=_ev(
        '002:3卯 002:7辰 002:11巳 002:15午 002:19未 002:23申 002:27酉 002:31戌 002:35亥 002:39子 '
    )),
    '天盜': Rule('season', 3, 3, evidence=_ev(
        '002:3卯 002:7午 002:11午 002:15午 002:19酉 002:27酉 002:31子 002:35子 002:39子 '
    )),
    '浴盆': Rule('season', 4, 3, evidence=_ev(
        '002:3辰 002:7未 002:11未 002:15未 002:19戌 002:27戌 002:31丑 002:35丑 002:39丑 '
    )),
    '地獄': Rule('season', 3, 3, evidence=_ev(
        '002:7午 002:11午 002:15午 002:23酉 002:31子 002:35子 002:39子 '
    )),
    '月符': Rule('season', 4, 3, evidence=_ev(
        '002:3辰 002:7未 002:11未 002:15未 002:19戌 002:27戌 002:31丑 002:35丑 002:39丑 '
    )),
    '火怪': Rule('lin', 1, 9, evidence=_ev(
        '002:3辰 002:7丑 002:11戌 002:15未 002:19辰 002:23丑 002:27戌 002:31未 002:35辰 002:39丑 '
    )),
    '黃幡': Rule('lin', 1, 9, evidence=_ev(
        '002:3辰 002:7丑 002:11戌 002:15未 002:19辰 002:23丑 002:27戌 002:31未 002:35辰 '
    )),
    '天目': Rule('season', 4, 3, evidence=_ev(
        '002:3辰 002:7未 002:11未 002:15未 002:19戌 002:23戌 002:27戌 002:31丑 002:35丑 002:39丑 '
    )),
    '鑰神': Rule('season', 5, 3, evidence=_ev(
        '002:3巳 002:7申 002:11申 002:15申 002:19亥 002:27亥 002:31寅 002:35寅 002:39寅 '
    )),
    '戲神': Rule('seasontab', 0, 0, seasons=(5, 0, 9, 4), evidence=_ev(
        '002:3巳 002:7子 002:11子 002:15子 002:19酉 002:27酉 002:31辰 002:39辰 '
    )),
    '游煞': Rule('lin', 2, 1, evidence=_ev(
        '002:3巳 002:7午 002:11未 002:15申 002:19酉 002:27亥 002:31子 002:35丑 002:39寅 '
    )),
    '喝散': Rule('season', 5, 3, evidence=_ev(
        '002:3巳 002:7申 002:11申 002:15申 002:19亥 002:23亥 002:27亥 002:31寅 002:39寅 '
    )),
    '月鬼': Rule('lin', 8, 11, evidence=_ev(
        '002:3巳 002:7辰 002:11卯 002:15寅 002:19丑 002:23子 002:27亥 002:31戌 002:35酉 002:39申 '
    )),
    '墓門': Rule('lin', 2, 9, evidence=_ev(
        '002:3巳 002:7寅 002:11亥 002:15申 002:19巳 002:23寅 002:27亥 002:31申 002:35巳 002:39寅 '
    )),
    '陽煞': Rule('lin', 8, 3, evidence=_ev(
        '002:3巳 002:7申 002:11亥 002:15寅 002:19巳 002:23申 002:27亥 002:31寅 002:35巳 002:39申 '
    )),
    '劫煞': Rule('lin', 2, 9, evidence=_ev(
        '002:3巳 002:7寅 002:11亥 002:15申 002:19巳 002:23寅 002:27亥 002:35巳 002:39寅 '
    )),
    '時盜': Rule('seasontab', 0, 0, seasons=(5, 3, 9, 0), evidence=_ev(
        '002:3巳 002:7卯 002:11卯 002:15卯 002:19酉 002:27酉 002:31子 002:39子 '
    )),
    '女災': Rule('lin', 2, 9, evidence=_ev(
        '002:3巳 002:11亥 002:15申 002:19巳 002:23寅 002:27亥 002:35巳 002:39寅 '
    )),
    '邪神': Rule('lin', 8, 11, evidence=_ev(
        '002:3巳 002:7辰 002:11卯 002:15寅 002:19丑 002:23子 002:27亥 002:31戌 002:35酉 002:39申 '
    )),
    '天醫': Rule('lin', 9, 3, evidence=_ev(
        '002:3午 002:7酉 002:11子 002:15卯 002:19午 002:27子 002:31卯 002:35午 002:39酉 '
    )),
    '天巫': Rule('lin', 3, 1, evidence=_ev(
        '002:3午 002:7未 002:11申 002:15酉 002:19戌 002:27子 002:31丑 002:35寅 002:39卯 '
    )),
    '風伯': Rule('lin', 9, 11, evidence=_ev(
        '002:3午 002:7巳 002:11辰 002:15卯 002:19寅 002:27子 002:31亥 002:35戌 002:39酉 '
    )),
    '雨煞': Rule('lin', 3, 9, evidence=_ev(
        '002:3午 002:7卯 002:15酉 002:19午 002:27子 002:31酉 002:35午 '
    )),
    '飛廉': Rule('lin', 3, 1, evidence=_ev(
        '002:3午 002:7未 002:11申 002:15酉 002:23亥 002:27子 002:31丑 002:35寅 002:39卯 '
    )),
    '災煞': Rule('lin', 3, 9, evidence=_ev(
        '002:3午 002:7卯 002:11子 002:15酉 002:19午 002:23卯 002:27子 002:31酉 002:35午 002:39卯 '
    )),
    '雌虎': Rule('lin', 3, 1, evidence=_ev(
        '002:3午 002:7未 002:11申 002:15酉 002:19戌 002:23亥 002:27子 002:31丑 002:35寅 002:39卯 '
    )),
    '天獄': Rule('lin', 9, 3, evidence=_ev(
        '002:3午 002:7酉 002:11子 002:15卯 002:19午 002:27子 002:31卯 002:35午 002:39酉 '
    )),
    '火鬼': Rule('season', 6, 3, evidence=_ev(
        '002:3午 002:7酉 002:19子 002:23子 002:27子 002:31卯 002:35卯 002:39卯 '
    )),
    '天雞': Rule('lin', 10, 11, evidence=_ev(
        '002:3未 002:7午 002:11巳 002:15辰 002:19卯 002:31子 002:35亥 '
    )),
    '天煞': Rule('lin', 4, 9, evidence=_ev(
        '002:3未 002:11丑 002:15戌 002:19未 002:23辰 002:31戌 002:35未 002:39辰 '
    )),
    '月煞': Rule('lin', 4, 9, evidence=_ev(
        '002:3未 002:7辰 002:11丑 002:15戌 002:19未 002:23辰 002:27丑 002:31戌 002:35未 002:39辰 '
    )),
    '小煞': Rule('lin', 1, 2, evidence=_ev(
        '002:3未 002:7酉 002:11亥 002:15丑 002:19卯 002:23巳 002:27未 002:31酉 002:35亥 002:39丑 '
    )),
    '死神': Rule('lin', 4, 1, evidence=_ev(
        '002:3未 002:7申 002:11酉 002:15戌 002:19亥 002:23子 002:27丑 002:31寅 002:35卯 002:39辰 '
    )),
    '哭神': Rule('season', 7, 3, evidence=_ev(
        '002:3未 002:7戌 002:11戌 002:15戌 002:19丑 002:23丑 002:31辰 002:35辰 002:39辰 '
    )),
    '五墓': Rule('season', 7, 3, evidence=_ev(
        '002:3未 002:7戌 002:11戌 002:15戌 002:19丑 002:23丑 002:27丑 002:31辰 002:35辰 002:39辰 '
    )),
    '朱雀': Rule('lin', 4, 1, evidence=_ev(
        '002:3未 002:7申 002:11酉 002:19亥 002:23子 002:27丑 002:31寅 002:35卯 002:39辰 '
    )),
    '螣蛇': Rule('lin', 4, 1, evidence=_ev(
        '002:3未 002:7申 002:11酉 002:15戌 002:19亥 002:23子 002:27丑 002:31寅 002:35卯 002:39辰 '
    )),
    '雷煞': Rule('lin', 4, 1, evidence=_ev(
        '002:3未 002:7申 002:11酉 002:15戌 002:19亥 002:23子 002:27丑 002:31寅 002:35卯 002:39辰 '
    )),
    '迷惑': Rule('lin', 4, 9, evidence=_ev(
        '002:3未 002:7辰 002:11丑 002:15戌 002:19未 002:23辰 002:27丑 002:31戌 002:35未 002:39辰 '
    )),
    '往亡': Rule('block4', 2, 3, d=1, evidence=_ev(
        '002:3申 002:7亥 002:11卯 002:15午 002:19酉 002:23子 002:27辰 002:31未 002:35戌 002:39丑 '
    )),
    '大煞': Rule('lin', 11, 11, evidence=_ev(
        '002:3申 002:7未 002:19辰 002:23卯 002:31丑 002:35子 002:39亥 '
    )),
    '死氣': Rule('lin', 5, 1, evidence=_ev(
        '002:3申 002:7酉 002:11戌 002:15亥 002:19子 002:23丑 002:27寅 002:31卯 002:35辰 002:39巳 '
    )),
    '月厭': Rule('lin', 11, 11, evidence=_ev(
        '002:3申 002:7未 002:11午 002:15巳 002:19辰 002:23卯 002:27寅 002:31丑 002:35子 002:39亥 '
    )),
    '謾語': Rule('lin', 5, 1, evidence=_ev(
        '002:3申 002:7酉 002:11戌 002:19子 002:23丑 002:27寅 002:31卯 002:35辰 002:39巳 '
    )),
    '天廁': Rule('lin', 11, 3, evidence=_ev(
        '002:3申 002:7亥 002:11寅 002:15巳 002:19申 002:23亥 002:27寅 002:31巳 002:35申 002:39亥 '
    )),
    '天火': Rule('lin', 11, 11, evidence=_ev(
        '002:3申 002:7未 002:11午 002:19辰 002:23卯 002:27寅 002:31丑 002:39亥 '
    )),
    '昏迷': Rule('lin', 11, 11, evidence=_ev(
        '002:3申 002:7未 002:11午 002:15巳 002:19辰 002:23卯 002:27寅 002:31丑 002:35子 002:39亥 '
    )),
    '內解': Rule('seasontab', 0, 0, seasons=(8, 10, 11, 7), evidence=_ev(
        '002:3申 002:11戌 002:15戌 002:19亥 002:23亥 002:35未 002:39未 '
    )),
    '日煞': Rule('lin', 6, 9, evidence=_ev(
        '002:3酉 002:7午 002:11卯 002:15子 002:19酉 002:23午 002:27卯 002:31子 002:35酉 002:39午 '
    )),
    '四廢': Rule('season', 9, 3, evidence=_ev(
        '002:3酉 002:7子 002:11子 002:15子 002:19卯 002:27卯 002:31午 002:35午 002:39午 '
    )),
    '門神': Rule('season', 9, 3, evidence=_ev(
        '002:3酉 002:7子 002:11子 002:15子 002:19卯 002:23卯 002:27卯 002:31午 002:35午 002:39午 '
    )),
    '喪車': Rule('season', 9, 3, evidence=_ev(
        '002:3酉 002:7子 002:11子 002:15子 002:19卯 002:23卯 002:27卯 002:31午 002:35午 002:39午 '
    )),
    '枯骨': Rule('lin', 6, 1, evidence=_ev(
        '002:3酉 002:7戌 002:11亥 002:15子 002:19丑 002:23寅 002:27卯 002:31辰 002:39午 '
    )),
    '天刑': Rule('seasontab', 0, 0, seasons=(9, 0, 6, 3), evidence=_ev(
        '002:3酉 002:7子 002:11子 002:19午 002:23午 002:27午 002:31卯 002:35卯 002:39卯 '
    )),
    '盜神': Rule('lin', 0, 3, evidence=_ev(
        '002:3酉 002:7子 002:11卯 002:15午 002:19酉 002:23子 002:27卯 002:31午 002:35酉 '
    )),
    '咸池': Rule('lin', 6, 9, evidence=_ev(
        '002:3酉 002:7午 002:11卯 002:15子 002:19酉 002:23午 002:27卯 002:31子 002:35酉 002:39午 '
    )),
    '懸索': Rule('lin', 6, 9, evidence=_ev(
        '002:3酉 002:7午 002:11卯 002:19酉 002:23午 002:27卯 002:31子 002:35酉 002:39午 '
    )),
    '長繩': Rule('lin', 0, 11, evidence=_ev(
        '002:3酉 002:7申 002:11未 002:15午 002:19巳 002:23辰 002:27卯 002:31寅 002:35丑 002:39子 '
    )),
    '大時': Rule('lin', 6, 9, evidence=_ev(
        '002:3酉 002:7午 002:11卯 002:15子 002:19酉 002:31子 002:35酉 002:39午 '
    )),
    '天喜': Rule('season', 10, 3, evidence=_ev(
        '002:7丑 002:11丑 002:15丑 002:19辰 002:27辰 002:31未 002:35未 002:39未 '
    )),
    '天馬': Rule('lin', 4, 2, evidence=_ev(
        '002:7子 002:11寅 002:15辰 002:19午 002:23申 002:27戌 002:31子 002:35寅 002:39辰 '
    )),
    '月破': Rule('lin', 7, 1, evidence=_ev(
        '002:3戌 002:7亥 002:11子 002:15丑 002:23卯 002:27辰 002:31巳 002:35午 002:39未 '
    )),
    '時煞': Rule('lin', 7, 9, evidence=_ev(
        '002:3戌 002:7未 002:11辰 002:15丑 002:19戌 002:27辰 002:31丑 002:35戌 002:39未 '
    )),
    '伏殃': Rule('lin', 7, 1, evidence=_ev(
        '002:3戌 002:7亥 002:11子 002:15丑 002:19寅 002:23卯 002:27辰 002:31巳 002:35午 002:39未 '
    )),
    '白虎': Rule('lin', 7, 1, evidence=_ev(
        '002:3戌 002:11子 002:15丑 002:19寅 002:23卯 002:31巳 002:35午 002:39未 '
    )),
    '上喪': Rule('lin', 1, 3, evidence=_ev(
        '002:3戌 002:7丑 002:11辰 002:15未 002:19戌 002:23丑 002:27辰 002:31未 002:35戌 002:39丑 '
    )),
    '豹尾': Rule('lin', 7, 9, evidence=_ev(
        '002:3戌 002:7未 002:11辰 002:15丑 002:19戌 002:27辰 002:31丑 002:39未 '
    )),
    '信煞': Rule('lin', 8, 1, evidence=_ev(
        '002:7子 002:11丑 002:15寅 002:19卯 002:27巳 002:31午 002:35未 '
    )),
    '成神': Rule('lin', 2, 3, evidence=_ev(
        '002:7寅 002:11巳 002:15申 002:19亥 002:27巳 002:31申 002:35亥 002:39寅 '
    )),
    '受死': Rule('half', 10, 1, d=6, evidence=_ev(
        '002:3亥 002:7巳 002:11子 002:19丑 002:31申 002:35卯 002:39酉 '
    )),
    '天機': Rule('lin', 2, 11, evidence=_ev(
        '002:3亥 002:7戌 002:11酉 002:15申 002:19未 002:23午 002:27巳 002:31辰 002:35卯 002:39寅 '
    )),
    '亡神': Rule('lin', 8, 9, evidence=_ev(
        '002:3亥 002:7申 002:11巳 002:15寅 002:19亥 002:23申 002:27巳 002:31寅 002:35亥 002:39申 '
    )),
    '絞神': Rule('lin', 2, 7, evidence=_ev(
        '002:3亥 002:7午 002:11丑 002:15申 002:19卯 002:23戌 002:27巳 002:31子 002:35未 002:39寅 '
    )),
    '勾神': Rule('lin', 8, 7, evidence=_ev(
        '002:7子 002:11未 002:15寅 002:19酉 002:23辰 002:27亥 002:31午 002:39申 '
    )),
    '飛禍': Rule('seasontab', 0, 0, seasons=(-1, 2, 5, 11), evidence=_ev(
        '002:7寅 002:11寅 002:15寅 002:19巳 002:23巳 002:31亥 002:35亥 002:39亥 '
    )),
    '血腥': Rule('lin', 10, 1, evidence=_ev(
        '002:7寅 002:11卯 002:15辰 002:19巳 002:23午 002:27未 002:31申 002:35酉 002:39戌 '
    )),
    '大禍': Rule('lin', 10, 7, evidence=_ev(
        '002:7寅 002:11酉 002:15辰 002:19亥 002:23午 002:27丑 002:31申 002:35卯 002:39戌 '
    )),
    '孤辰': Rule('season', 5, 3, evidence=_ev(
        '002:7申 002:11申 002:15申 002:19亥 002:23亥 002:27亥 002:31寅 002:35寅 002:39寅 '
    )),
    '滅門': Rule('lin', 4, 7, evidence=_ev(
        '002:7申 002:11卯 002:15戌 002:19巳 002:23子 002:27未 002:31寅 002:35酉 '
    )),
    '煞神': Rule('season', 8, 3, evidence=_ev(
        '002:11亥 002:15亥 002:19寅 002:23寅 002:27寅 002:31巳 002:39巳 '
    )),
}
# printed cells of the spirits without a regular rule: name -> {month: branches}
IRREGULAR: dict[str, dict[int, tuple[int, ...]]] = {
    '管神': {3: (1,), 4: (4,), 5: (4,), 9: (7,), 10: (10,)},
    '會神': {3: (2,), 4: (11,), 6: (0,), 7: (1,), 8: (5,), 9: (5,), 10: (3,), 11: (8,), 12: (4,)},
    '外解': {3: (2,), 4: (8, 9), 5: (0,), 6: (5,), 7: (2,), 8: (8,), 9: (0,), 10: (5,), 11: (2,)},
    '皇恩': {3: (4,), 4: (7,), 5: (3,), 6: (9,), 7: (0,), 8: (5,), 9: (11,), 10: (2,), 11: (5,), 12: (8,)},
    '孤神': {3: (5,)},
    '繩索': {3: (7,), 4: (9,), 5: (6,), 6: (0,), 7: (7,), 8: (7,), 9: (6,), 10: (3,), 11: (7,), 12: (9,)},
    '殺神': {3: (8,), 8: (2,)},
    '戰難': {3: (8,)},
    '解神': {3: (8,), 4: (9,), 5: (10,), 7: (11,), 8: (10,), 9: (6,), 10: (6,), 11: (7,), 12: (7,)},
    '天殺': {4: (4,)},
    '戰雌': {4: (11,), 5: (11,), 7: (2,), 8: (2,), 9: (2,), 12: (5,)},
    '驛心': {5: (1,)},
    '天恩': {5: (5,)},
    '會[部': {5: (9,)},
    '關神': {6: (4,), 7: (7,), 11: (10,), 12: (10,)},
    '天六': {6: (5,)},
    '陰死': {6: (6,)},
    '月皮': {7: (2,)},
    '天神': {7: (10,), 11: (0,)},
    '四放心': {8: (3,)},
    '天時': {8: (6,), 9: (3,)},
    '喪魁': {8: (9,)},
    '大神': {8: (9,)},
    '火災': {10: (8,)},
    '歲神': {11: (4,)},
    '煞神枯骨': {11: (5,)},
    '陰災': {11: (7,)},
    '浴神': {12: (4,)},
    '奸門': {12: (4,)},
    '災神': {12: (11,)},
}
# the spirits in order of first appearance in the tables (002:3 onward)
ORDER = tuple((
    '天書 聖心 天解 風煞 神豪 市曹 刑亡 天詔 管神 游神 天赦 天空 游魂 憂神 病煞 三丘 下喪 破碎 金神 歲煞 喪魄 獄神 玄武 寡宿 天車 火神 飛橫 皇書 '
    '驛馬 信神 生氣 地醫 會神 外解 戰雄 天耳 弔客 姦淫 奸神 天猴 血忌 吏神 天吞 天師 天鬼 游禍 天牢 勾陳 陰煞 賊神 血支 天盜 皇恩 浴盆 地獄 月符 '
    '火怪 黃幡 天目 鑰神 戲神 游煞 喝散 月鬼 墓門 陽煞 劫煞 時盜 女災 邪神 孤神 天醫 天巫 風伯 雨煞 飛廉 災煞 雌虎 天獄 火鬼 天雞 天煞 月煞 小煞 '
    '死神 哭神 五墓 朱雀 螣蛇 雷煞 繩索 迷惑 往亡 大煞 死氣 殺神 月厭 謾語 天廁 天火 昏迷 戰難 解神 內解 日煞 四廢 門神 喪車 枯骨 天刑 盜神 咸池 '
    '懸索 長繩 大時 天喜 天馬 月破 時煞 伏殃 白虎 上喪 豹尾 信煞 成神 受死 天機 亡神 絞神 勾神 飛禍 血腥 大禍 天殺 孤辰 滅門 戰雌 驛心 天恩 會[部 '
    '煞神 關神 天六 陰死 月皮 天神 四放心 天時 喪魁 大神 火災 歲神 煞神枯骨 陰災 浴神 奸門 災神 '
).split())

spirit_rules = {name: RULES[name] for name in ORDER if name in RULES}
