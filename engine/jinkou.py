"""金口訣 (seed 004): the four positions, their relations, and checks of the texts' claims.

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
  month once its 中氣 has passed, i.e. the 六合 of the month branch (003:27). 將神 = 地分 +
  (月將 − 時): 32 of 36 examples with an hour agree.
* 貴神: the day stem's 貴人 by 003:43 (甲戊庚 丑/未 …, day first), laid on the **earthly**
  plate at its own branch, running 順 (forward) when that seat is in 亥子丑寅卯辰 and 逆 in
  巳午未申酉戌; the 貴神 is the general that falls on the 地分. 32 of 36 agree with day hours
  卯–申 (option ``guiren_plate="heaven"``, the 六壬 placement on the heavenly plate, fits 6;
  the 003:35 「陽順陰逆」 direction, day 順 / night 逆, fits 28: option ``direction``). The
  八卦 split of 003:47 (戌–卯 順) gives the same as 亥–辰 here, since on the earthly plate 貴人
  never sits on 辰 or 戌 (003:43 「辰戌貴人不臨之地」).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import BadName, BadOption
from .values import (BRANCH_ELEMENT, STEM_ELEMENT, branch_name, branches,
                     chong, day_name, day_stem, element_name, generates, liu_he, overcomes,
                     parse_branch, parse_day, parse_stem, relation, stem_name, stems, xun_kong,
                     gan_he)

# 十二天將 in their order (003:23, 003:35); aliases as in engine.values.ALIASES
GENERALS = ("貴人", "螣蛇", "朱雀", "六合", "勾陳", "青龍", "天空", "白虎", "太常", "玄武",
            "太陰", "天后")
GENERAL_ALIASES = {"貴神": "貴人", "天乙": "貴人", "騰蛇": "螣蛇", "元武": "玄武",
                   "句陳": "勾陳"}
# 本位 of each general (003:39 「丁巳火螣蛇，丙午火朱雀，…壬子水天后。以上為十二貴神本位」;
# 貴人 己丑土 per the Korean note 003:41)
GENERAL_HOME = branches("丑巳午卯辰寅戌申未亥酉子")
GENERAL_HOME_STEM = stems("己丁丙乙戊甲戊庚己癸辛壬")
# 月將 names (神后 = 子 … 登明 = 亥)
JIANG_NAMES = ("神后", "大吉", "功曹", "太沖", "天罡", "太乙", "勝光", "小吉", "傳送", "從魁",
               "河魁", "登明")
JIANG_ALIASES = {"太吉": "大吉", "天魁": "河魁", "太衝": "太沖"}
# 貴人 by day stem, day and night (003:43 「甲戊庚牛羊，丑未；乙己鼠猴鄉，子申；丙丁豬雞位，
# 亥酉；壬癸兔蛇藏，巳卯；六辛逢馬虎，午寅…陽先，後陰」)
GUIREN_DAY = branches("丑子亥亥丑子丑午巳巳")
GUIREN_NIGHT = branches("未申酉酉未申未寅卯卯")
SHUN_SEATS = frozenset(branches("亥子丑寅卯辰"))  # 順 when 貴人 sits here, 逆 on 巳…戌

POSITIONS = ("人元", "貴神", "將神", "地分")
OPTIONS = {"guiren_plate": ("earth", "heaven"), "direction": ("seat", "daynight"),
           "day_hours": ("mao-shen", "chen-you")}
DEFAULTS = {"guiren_plate": "earth", "direction": "seat", "day_hours": "mao-shen"}
_DAY_HOURS = {"mao-shen": frozenset(range(3, 9)), "chen-you": frozenset(range(4, 10))}
_MONTH_WORDS = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                "九": 9, "十": 10, "十一": 11, "冬": 11, "十二": 12, "臘": 12}


def parse_general(text: str | int) -> int:
    if isinstance(text, int):
        if 0 <= text < 12:
            return text
        raise BadName(f"general out of range: {text}")
    t = GENERAL_ALIASES.get(text.strip(), text.strip())
    if t not in GENERALS:
        raise BadName(f"unknown general {text!r} (expected one of {' '.join(GENERALS)})",
                      text=text)
    return GENERALS.index(t)


def parse_jiang_name(text: str) -> int:
    t = JIANG_ALIASES.get(text.strip(), text.strip())
    if t in JIANG_NAMES:
        return JIANG_NAMES.index(t)
    return parse_branch(t)


def parse_month(text: str | int) -> int:
    """A month 1–12 from 12, '12', '十二月', '正月'. Raises :class:`BadOption`."""
    if isinstance(text, int):
        m = text
    else:
        t = str(text).strip().removesuffix("月")
        m = int(t) if t.isdigit() else _MONTH_WORDS.get(t, 0)
    if not 1 <= m <= 12:
        raise BadOption(f"month must be 1–12 (or 正月 … 十二月), not {text!r}")
    return m


def jiang_for_month(month: int) -> int:
    """月將 of month n after its 中氣 = 六合 of the month branch (003:27): 1 → 亥 … 12 → 子."""
    return liu_he((parse_month(month) + 1) % 12)


def wu_zi_yuan_dun(day_st: int, b: int) -> int:
    """五子元遁: the stem on branch b in a day of stem `day_st` (甲己日 甲子 …)."""
    return (2 * (day_st % 5) + b) % 10


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
        return (STEM_ELEMENT[self.renyuan], general_element(self.guishen),
                BRANCH_ELEMENT[self.jiangshen], BRANCH_ELEMENT[self.difen])

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
    if isinstance(month_or_jiang, int) or str(month_or_jiang).strip().removesuffix("月") \
            in _MONTH_WORDS or str(month_or_jiang).strip().isdigit():
        jiang = jiang_for_month(parse_month(month_or_jiang))
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
    gb = (GUIREN_DAY if daytime else GUIREN_NIGHT)[st]
    if opts["guiren_plate"] == "earth":
        # 金口訣: 貴人 sits on its own earthly branch; the general on the 地分 is read
        seat, target = gb, db
    else:
        # 六壬: 貴人 rides the heavenly branch gb, seated over earthly gb − offset; the
        # generals go with the heavenly branches, so read the one on the 將神
        seat, target = (gb - offset) % 12, jiangshen
    if opts["direction"] == "seat":
        direction = 1 if seat in SHUN_SEATS else -1
    else:
        direction = 1 if daytime else -1
    guishen = ((target - gb) * direction) % 12
    return Jinkou(day=d, hour=h, jiang=jiang, difen=db, renyuan=wu_zi_yuan_dun(st, db),
                  guishen=guishen, jiangshen=jiangshen, daytime=bool(daytime), guiren=gb,
                  direction=direction, options=opts)


# --- the sixty combinations (004:11-155) -------------------------------------------------

_G = "貴神|貴人|天乙|螣蛇|騰蛇|朱雀|六合|勾陳|青龍|天空|白虎|太常|玄武|元武|太陰|天后"
_COMBO = re.compile(rf"([甲乙丙丁戊己庚辛壬癸])、({_G})、([子丑寅卯辰巳午未申酉戌亥])[：，]")


@dataclass(frozen=True)
class Combination:
    line: int
    stem: int
    general: int
    branch: int
    text: str

    @property
    def label(self) -> str:
        return f"{stem_name(self.stem)}、{GENERALS[self.general]}、{branch_name(self.branch)}"


def parse_combinations(source: str, first: int = 1, last: int | None = None) -> list[Combination]:
    """The 人元、貴神、地分 combinations of a source text, each with its text up to the next
    one (continuation paragraphs without a combination are attached to the previous one)."""
    lines = source.split("\n")
    last = last or len(lines)
    out: list[list] = []
    for n in range(first, last + 1):
        line = lines[n - 1]
        ms = list(_COMBO.finditer(line))
        if not ms:
            if out and line and not re.search(r"[가-힣]", line):
                out[-1][4] += line
            continue
        for k, m in enumerate(ms):
            end = ms[k + 1].start() if k + 1 < len(ms) else len(line)
            out.append([n, parse_stem(m[1]), parse_general(m[2]), parse_branch(m[3]),
                        line[m.end():end]])
    return [Combination(*c) for c in out]


_EL = "木火土金水"
# A claim: a phrase of the texts and the test it makes on (人元 S, 貴神 G, 將神/地分 B).
# In the sixty combinations the third item stands for both 將神 and 地分: the commentary
# calls it 장신 and 지분 in the same paragraph (004:25 「오화의 장신」, 「지분의 오화」).


def _two_one(verb):
    def test(m, e, c):
        a, b = _EL.index(m["a"]), _EL.index(m["b"])
        ok = sorted(e).count(a) == 2 and b in e and a != b
        rel = overcomes(a, b) if verb == "克" else generates(a, b)
        return ok and rel
    return test


def _sandwich(m, e, c):
    outer, inner = _EL.index(m["a"]), _EL.index(m["b"])
    return e[0] == e[2] == outer and e[1] == inner


CLAIMS: list[tuple[str, re.Pattern, object]] = [
    ("二上克下", re.compile(r"二上克下"),
     lambda m, e, c: overcomes(e[0], e[2]) and overcomes(e[1], e[2])),
    ("兩X克一Y", re.compile(r"[兩二](?P<a>[木火土金水])克一(?P<b>[木火土金水])"), _two_one("克")),
    ("一X生二Y", re.compile(r"一(?P<b0>[木火土金水])生二(?P<a0>[木火土金水])"),
     lambda m, e, c: e.count(_EL.index(m["a0"])) == 2 and e.count(_EL.index(m["b0"])) == 1
     and generates(_EL.index(m["b0"]), _EL.index(m["a0"]))),
    ("兩X夾一Y", re.compile(r"兩(?P<a>[木火土金水])夾一(?P<b>[木火土金水])"), _sandwich),
    ("兩X為一Y間之", re.compile(r"兩(?P<a>[木火土金水])為一(?P<b>[木火土金水])間之"), _sandwich),
    ("X在兩頭一Y間之", re.compile(r"(?P<a>[木火土金水])在兩頭，一(?P<b>[木火土金水])間之"),
     _sandwich),
    ("二X為Y所間", re.compile(r"二(?P<a>[木火土金水])為(?P<b>[木火土金水])所間"), _sandwich),
    ("X在中心間之", re.compile(r"(?P<b>[木火土金水])在中心間之"),
     lambda m, e, c: e[0] == e[2] and e[1] == _EL.index(m["b"])),
    ("神將同家", re.compile(r"神將同家"), lambda m, e, c: GENERAL_HOME[c.general] == c.branch),
    ("純陰", re.compile(r"純陰"),
     lambda m, e, c: c.stem % 2 == 1 and GENERAL_HOME[c.general] % 2 == 1 and c.branch % 2 == 1),
    ("陰見陰", re.compile(r"陰見陰"), lambda m, e, c: c.stem % 2 == 1 and c.branch % 2 == 1),
    ("陽見陰", re.compile(r"陽見陰"), lambda m, e, c: c.stem % 2 == 0 and c.branch % 2 == 1),
    ("比和", re.compile(r"比和"), lambda m, e, c: e[0] == e[1] == e[2]),
    ("上克下", re.compile(r"(?<![二兩])上克下"),
     lambda m, e, c: overcomes(e[0], e[1]) or overcomes(e[1], e[2])),
    ("下克上", re.compile(r"下克上"), lambda m, e, c: overcomes(e[2], e[1]) or overcomes(e[1], e[0])),
    ("上生下", re.compile(r"上生下"), lambda m, e, c: generates(e[0], e[1]) or generates(e[1], e[2])),
    ("下生上", re.compile(r"下生上"), lambda m, e, c: generates(e[2], e[1]) or generates(e[1], e[0])),
    ("遙相克", re.compile(r"遙相[剋克]"),
     lambda m, e, c: overcomes(e[0], e[2]) or overcomes(e[2], e[0])),
    ("克人元、地分", re.compile(r"克人元、地分"),
     lambda m, e, c: overcomes(e[1], e[0]) and overcomes(e[1], e[2])),
    ("神克將", re.compile(r"神克將|(?<=[。，：])克將(?:神)?"),
     lambda m, e, c: overcomes(e[1], e[2])),
    ("神生將", re.compile(r"神生將"), lambda m, e, c: generates(e[1], e[2])),
    ("將克神", re.compile(r"將克神|將神克貴神"), lambda m, e, c: overcomes(e[2], e[1])),
    ("X克Y神", re.compile(r"(?P<a>[木火土金水])克(?P<b>[木火土金水])神"),
     lambda m, e, c: e[2] == _EL.index(m["a"]) and e[1] == _EL.index(m["b"])
     and overcomes(e[2], e[1])),
    ("人元克貴神", re.compile(r"人元(?:土)?克(?:貴)?神(?!將)|人元克貴"),
     lambda m, e, c: overcomes(e[0], e[1])),
    ("人元生貴神", re.compile(r"人元(?:土)?生貴神|人元生白虎"), lambda m, e, c: generates(e[0], e[1])),
    ("貴神克人元", re.compile(r"貴神(?:又)?克人元|人元為\S{2}所克"),
     lambda m, e, c: overcomes(e[1], e[0])),
    ("貴神生人元", re.compile(r"(?:貴神|天后)生人元"), lambda m, e, c: generates(e[1], e[0])),
    ("人元受克", re.compile(r"人元受克"),
     lambda m, e, c: overcomes(e[1], e[0]) or overcomes(e[2], e[0])),
    ("將克人元", re.compile(r"將(?:神)?(?:遙|反)?克人元|地分遙克人元"),
     lambda m, e, c: overcomes(e[2], e[0])),
    ("人元克將", re.compile(r"人元(?:遙|反)?克將|人元返克"), lambda m, e, c: overcomes(e[0], e[2])),
    ("一X克", re.compile(r"一(?P<a>[木火土金水])克皆"),
     lambda m, e, c: e[0] == _EL.index(m["a"]) and overcomes(e[0], e[1]) and overcomes(e[0], e[2])),
]


@dataclass(frozen=True)
class ClaimCheck:
    combination: Combination
    claim: str          # the phrase as printed
    kind: str
    holds: bool
    note: str = ""

    def to_json(self) -> dict:
        c = self.combination
        return {"line": c.line, "combination": c.label, "claim": self.claim,
                "kind": self.kind, "holds": self.holds, "note": self.note}


_GENERAL_STATEMENT = re.compile(r"凡[^。]*。")


def check_combination(c: Combination) -> list[ClaimCheck]:
    """Every relation claim of one combination, tested on its elements. General statements
    (「凡為陽見陽，陰見陰皆為不比」) are not claims about the combination and are skipped."""
    e = (STEM_ELEMENT[c.stem], general_element(c.general), BRANCH_ELEMENT[c.branch])
    text = _GENERAL_STATEMENT.sub(lambda m: "\u3000" * len(m[0]), c.text)
    out = []
    taken: list[tuple[int, int]] = []
    for kind, rx, test in CLAIMS:
        for m in rx.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            ok = bool(test(m, e, c))
            note = ""
            if not ok and kind == "上克下" and overcomes(e[0], e[2]):
                note = "holds only across the 貴神 (人元 克 地分, 遙克)"
            if not ok and kind == "下克上" and overcomes(e[2], e[0]):
                note = "holds only across the 貴神 (地分 克 人元, 遙克)"
            out.append(ClaimCheck(c, m[0], kind, ok, note))
    out.sort(key=lambda k: text.find(k.claim))
    return out


def sequence_findings(combos: list[Combination]) -> list[str]:
    """The combinations follow the sixty 甲子: the n-th has stem n mod 10, branch n mod 12."""
    out = []
    for n, c in enumerate(combos):
        if (c.stem, c.branch) != (n % 10, n % 12):
            out.append(f"{c.line}: combination {n + 1} is {c.label}, expected "
                       f"{day_name(n)} in the sixty-day order")
    return out


# --- the dated 課體 examples (004:159-239) ------------------------------------------------

_EXAMPLE = re.compile(
    r"假令(?P<month>十二|十一|十|[正一二三四五六七八九])月，?(?P<day>[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥])日，?"
    r"(?:(?P<hour>[子丑寅卯辰巳午未申酉戌亥])時，?)?(?P<difen>[子丑寅卯辰巳午未申酉戌亥])位，"
    rf"(?P<s>[甲乙丙丁戊己庚辛壬癸])[{_EL}]?、(?P<g>{_G})[{_EL}]?、(?P<j>\S\S)[{_EL}]?、"
    rf"(?P<b>[子丑寅卯辰巳午未申酉戌亥])[{_EL}]?")
_PATTERN_NAME = re.compile(r"([^\s，。、：；]{1,6}課)，[^\s，。]{1,3}[卦課]。")


@dataclass(frozen=True)
class Example:
    line: int
    pattern: str            # the 課體 name it illustrates
    month: int
    day: int
    hour: int | None
    difen: int
    printed: tuple[int, int, int, int]  # 人元 stem, 貴神, 將神 branch, 地分
    text: str


def parse_examples(source: str, first: int = 1, last: int | None = None) -> list[Example]:
    lines = source.split("\n")
    last = last or len(lines)
    out = []
    for n in range(first, last + 1):
        line = lines[n - 1]
        for m in _EXAMPLE.finditer(line):
            names = [p for p in _PATTERN_NAME.finditer(line) if p.start() < m.start()]
            pat = names[-1][1] if names else "?"
            out.append(Example(
                n, pat, _MONTH_WORDS[m["month"]], parse_day(m["day"]),
                parse_branch(m["hour"]) if m["hour"] else None, parse_branch(m["difen"]),
                (parse_stem(m["s"]), parse_general(m["g"]), parse_jiang_name(m["j"]),
                 parse_branch(m["b"])), m[0]))
    return out


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


@dataclass(frozen=True)
class ExampleCheck:
    example: Example
    cast: Jinkou | None
    mismatches: tuple[str, ...]      # positions where the printed value differs from the cast
    condition_printed: bool | None   # the 課體 condition on the printed positions
    condition_cast: bool | None      # … on the cast positions

    @property
    def ok(self) -> bool:
        return not self.mismatches and self.condition_printed is not False

    def to_json(self) -> dict:
        ex = self.example
        names = (stem_name(ex.printed[0]), GENERALS[ex.printed[1]],
                 JIANG_NAMES[ex.printed[2]], branch_name(ex.printed[3]))
        return {"line": ex.line, "pattern": ex.pattern, "text": ex.text,
                "printed": list(names),
                "cast": None if self.cast is None else list(self.cast.names),
                "mismatches": list(self.mismatches),
                "condition": PATTERNS[ex.pattern][1] if ex.pattern in PATTERNS
                else NOT_DECIDED.get(ex.pattern),
                "condition_printed": self.condition_printed,
                "condition_cast": self.condition_cast}


def check_example(ex: Example, options=None) -> ExampleCheck:
    cast = None
    mism: list[str] = []
    if ex.hour is not None:
        cast = cast_jinkou(ex.day, ex.month, ex.hour, ex.difen, options=options)
        got = (cast.renyuan, cast.guishen, cast.jiangshen, cast.difen)
        names = (stem_name, lambda g: GENERALS[g], lambda j: JIANG_NAMES[j], branch_name)
        for i in range(4):
            if got[i] != ex.printed[i]:
                mism.append(f"{POSITIONS[i]} printed {names[i](ex.printed[i])}, "
                            f"cast {names[i](got[i])}")
    else:
        want = wu_zi_yuan_dun(day_stem(ex.day), ex.difen)
        if want != ex.printed[0]:
            mism.append(f"人元 printed {stem_name(ex.printed[0])}, cast {stem_name(want)}")
    rule = PATTERNS.get(ex.pattern)
    cp = cc = None
    if rule:
        cp = bool(rule[2](ex.printed, ex.day))
        if cast is not None:
            cc = bool(rule[2]((cast.renyuan, cast.guishen, cast.jiangshen, cast.difen), ex.day))
    return ExampleCheck(ex, cast, tuple(mism), cp, cc)


__all__ = ["GENERALS", "JIANG_NAMES", "Jinkou", "cast_jinkou", "jiang_for_month",
           "wu_zi_yuan_dun", "pair_relation", "parse_combinations", "check_combination",
           "sequence_findings", "parse_examples", "check_example", "PATTERNS", "NOT_DECIDED",
           "Combination", "ClaimCheck", "Example", "ExampleCheck"]
