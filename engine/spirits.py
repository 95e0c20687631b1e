"""月令神煞 (seed 002): the monthly spirit tables, the placement rule of each spirit inferred
from the tables themselves, and a cell-by-cell check of the printed tables.

The source (``002_233c5c9395c9c43f.txt``) prints, for months 3–12, one line per month listing
each earthly branch followed by the spirits on it (lines 3, 7, …, 39), each followed by a
Korean commentary paragraph (lines 5, 9, …, 41). Month n's 月建 is 寅 for month 1, so 三月 建辰
(002:5 「삼월은 진을 세우고」).

A rule places a spirit on one branch (or, for a few, on a pair of opposite branches) as a
function of the month number n:

* ``lin``    b = c + k·n — k = 1 順行 one branch a month (月建 + constant), k = 11 逆行, k = 3 or 9
  the 四孟/四仲/四季 rotation of the 三合, k = 4 or 8 a 三合 triad, k = 2 every other branch;
* ``season`` b = c + k·⌊(n−1)/3⌋ — one branch per season (春 = months 1–3, 夏 4–6, …);
* ``half``   b = c + k·⌊(n−1)/2⌋ + d·((n−1) mod 2) — alternating months (聖心, 受死);
* ``block4`` b = c + k·((n−1) mod 4) + e·⌊(n−1)/4⌋ — 孟, 仲, 季 blocks of four (往亡).

The parameters of every rule are those that best explain the printed cells (each correct cell
+1, each expected cell missing −1, each extra cell −1; the simpler family wins ties) — computed
by :func:`infer_rules` from the tables, frozen in :data:`RULES`, and re-derived in the tests.
A spirit whose best rule explains fewer than :data:`MIN_MONTHS` of the ten printed months has no
regular rule and is listed in :data:`IRREGULAR`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product

from .errors import BadOption
from .values import BRANCH_NAMES, branch_name

SOURCE = "002_233c5c9395c9c43f.txt"
MIN_MONTHS = 7
MONTH_WORDS_KO = {"정월": 1, "이월": 2, "삼월": 3, "사월": 4, "오월": 5, "유월": 6, "칠월": 7,
                  "팔월": 8, "구월": 9, "시월": 10, "십일월": 11, "십이월": 12}
SEASON_NAMES = "春夏秋冬"


def month_branch(month: int) -> int:
    """月建: month 1 建寅 (003:27 「正月建寅」)."""
    return (month + 1) % 12


def parse_month(text) -> int:
    t = str(text).strip().removesuffix("月")
    words = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
             "九": 9, "十": 10, "十一": 11, "十二": 12}
    m = int(t) if t.isdigit() else words.get(t, 0)
    if not 1 <= m <= 12:
        raise BadOption(f"month must be 1–12 (or 三月 …), not {text!r}")
    return m


# --- parsing ------------------------------------------------------------------------------

@dataclass(frozen=True)
class MonthTable:
    month: int
    line: int                          # line of the table in the source
    cells: dict                        # branch -> list of spirit names, in printed order
    commentary_line: int
    commentary: str


def parse_tables(source: str) -> dict[int, MonthTable]:
    """The monthly tables of seed 002: a line that lists the twelve branches in order, each
    followed by spirit names, and the Korean paragraph after it that names its month."""
    lines = source.split("\n")
    out: dict[int, MonthTable] = {}
    for i, line in enumerate(lines):
        toks = line.split()
        if not toks or toks[0] != "子":
            continue
        cells: dict[int, list[str]] = {}
        expect = 0
        for tok in toks:
            if len(tok) == 1 and expect < 12 and tok == BRANCH_NAMES[expect]:
                cells[expect] = []
                expect += 1
            elif cells:
                cells[expect - 1].append(tok)
        if expect != 12:
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        comm = lines[j] if j < len(lines) else ""
        m = re.match(r"(십이월|십일월|정월|이월|삼월|사월|오월|유월|칠월|팔월|구월|시월)", comm)
        if not m:
            continue
        month = MONTH_WORDS_KO[m[1]]
        out[month] = MonthTable(month, i + 1, cells, j + 1, comm)
    return out


# --- rules --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Rule:
    family: str                 # lin | season | half | block4
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
        else:  # pragma: no cover - frozen data only uses the four families
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


def _families(simple: bool):
    """Candidate rules: the two-parameter families first; the three-parameter ones (half,
    block4) are tried only for spirits the simple ones leave unexplained."""
    if simple:
        for k in range(12):
            for c in range(12):
                yield Rule("lin", c, k), 0
                yield Rule("season", c, k), 0
                yield Rule("lin", c, k, pair=True), 1
    else:
        for k in range(12):
            for d in range(12):
                for c in range(12):
                    yield Rule("half", c, k, d), 2
                    yield Rule("block4", c, k, d), 2
        for k in range(12):
            for c in range(12):
                for j in (1, 11):
                    for p in range(3):
                        yield Rule("drift", c, k, j, p=p), 2


def _positions(tables: dict[int, MonthTable]) -> dict[str, dict[int, list[int]]]:
    pos: dict[str, dict[int, list[int]]] = {}
    for m, t in sorted(tables.items()):
        for b, names in t.cells.items():
            for n in names:
                pos.setdefault(n, {}).setdefault(m, []).append(b)
    return pos


def _score(places, cells: dict[int, list[int]], months) -> tuple[int, int]:
    score = supported = 0
    for m, want in zip(months, places):
        got = cells.get(m, ())
        hit = sum(1 for b in want if b in got)
        score += hit - (len(want) - hit) - sum(1 for b in got if b not in want)
        supported += bool(want) and hit == len(want)
    return score, supported


def _season_table(cells, months) -> "Rule":
    """The branch printed most often in each season (earliest branch on a tie)."""
    seasons = []
    for s in range(4):
        counts: dict[int, int] = {}
        for m in months:
            if (m - 1) // 3 == s:
                for b in cells.get(m, ()):
                    counts[b] = counts.get(b, 0) + 1
        seasons.append(max(sorted(counts), key=lambda b: counts[b]) if counts else -1)
    return Rule("seasontab", 0, 0, seasons=tuple(seasons))


def _best(fams, cells, months):
    best = None
    for rule, cost, places in fams:
        s, sup = _score(places, cells, months)
        key = (s, -cost)
        if best is None or key > best[0]:
            best = (key, rule, sup)
    return best


def infer_rules(tables: dict[int, MonthTable]) -> tuple[dict[str, "Rule"], dict[str, dict]]:
    """Infer each spirit's rule from the printed tables. Returns (rules, irregular) where
    irregular maps a name to its printed cells {month: [branches]}."""
    months = sorted(tables)
    simple = [(r, c, tuple(r.place(m) for m in months)) for r, c in _families(True)]
    rich = None
    rules: dict[str, Rule] = {}
    irregular: dict[str, dict] = {}
    for name, cells in _positions(tables).items():
        best = _best(simple, cells, months)
        if best[2] < MIN_MONTHS:
            if rich is None:
                rich = [(r, c, tuple(r.place(m) for m in months)) for r, c in _families(False)]
            other = _best(rich, cells, months)
            if other[2] >= MIN_MONTHS and other[0] > best[0]:
                best = other
        if best[2] < MIN_MONTHS:
            tab = _season_table(cells, months)
            other = _best([(tab, 3, tuple(tab.place(m) for m in months))], cells, months)
            if other[2] >= MIN_MONTHS:
                best = other
        _, rule, sup = best
        if sup >= MIN_MONTHS:
            ev = tuple(f"002:{tables[m].line}{branch_name(b)}" for m in months
                       for b in sorted(rule.place(m)) if b in cells.get(m, []))
            rules[name] = Rule(rule.family, rule.c, rule.k, rule.d, rule.pair, rule.p,
                               rule.seasons, ev)
        else:
            irregular[name] = {m: list(bs) for m, bs in sorted(cells.items())}
    return rules, irregular


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
        from .errors import BadName
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




# --- Korean readings, to find a spirit in the commentary ----------------------------------

def _readings(name: str) -> set[str]:
    """Sino-Korean readings of a spirit's name as the commentary writes them (「천서」), with
    the initial-sound variants (雷 뢰/뇌, 女 녀/여, 吏 리/이) and 車 차/거."""
    opts = []
    for i, ch in enumerate(name):
        r = READING.get(ch)
        if r is None:
            return set()
        alts = {r} | set(READING_ALT.get(ch, ""))
        if i == 0:
            alts |= {_initial_variant(a) for a in alts}
        opts.append(sorted(alts))
    return {"".join(p) for p in product(*opts)}


def _initial_variant(syl: str) -> str:
    """두음법칙: a word-initial ㄹ reads ㄴ (ㅇ before ㅣ/ㅑ/ㅕ/ㅖ/ㅛ/ㅠ), a word-initial ㄴ before
    those vowels reads ㅇ."""
    code = ord(syl) - 0xAC00
    if not 0 <= code < 11172:
        return syl
    ini, med, fin = code // 588, (code % 588) // 28, code % 28
    y_vowels = {2, 6, 7, 12, 17, 20}  # ㅑ ㅕ ㅖ ㅛ ㅠ ㅣ
    if ini == 5:  # ㄹ
        ini = 11 if med in y_vowels else 2
    elif ini == 2 and med in y_vowels:  # ㄴ
        ini = 11
    return chr(0xAC00 + ini * 588 + med * 28 + fin)


_FLAG = re.compile(r"오기|오류|잔오|각오|각와|착행|겹쳐|정정|마땅|잘못|와전|연문|두 곳")
_BRANCH_KO = "자축인묘진사오미신유술해"
_CELL_KO = re.compile(r"(?:^|[\s,，·])([자축인묘진사오미신유술해])(?=\s?(?:위|에|격|는|은|의|과|와|이|로|을|를|$))")


def commentary_on(spirit: str, text: str, others: frozenset[str] = frozenset(),
                  cells: dict[int, list[str]] | None = None) -> list[dict]:
    """Sentences of a commentary paragraph that name `spirit` (by its Korean reading in 「」 or
    by its characters), each with the branch the sentence is about, when it names one, and
    whether it flags an error.

    A reading that another spirit in `others` shares (「천사」 is both 天赦 and 天師) names
    `spirit` only when the commentary adds the characters (「천사(天赦)」) or when the branch
    the sentence is about prints `spirit` and none of its homophones (`cells`, the month's
    printed table)."""
    mine = _readings(spirit)
    same = spirit.replace("殺", "煞")  # 天殺/天煞: one spirit in two spellings, not a homophone
    homophones = {o for o in others if o.replace("殺", "煞") != same and _readings(o) & mine}
    shared = set().union(*(_readings(o) for o in homophones)) if homophones else set()
    strong = {f"「{r}」" for r in mine - shared} | {f"「{r}(" for r in mine - shared}
    strong |= {f"「{r}({spirit}" for r in mine} | {spirit}
    weak = {f"「{r}」" for r in mine & shared}
    out = []
    for sent in re.split(r"(?<=[.。])\s+", text):
        pos = [sent.find(n) for n in strong if n in sent]
        names = strong
        if not pos and weak and cells is not None:
            wpos = [sent.find(n) for n in weak if n in sent]
            if wpos:
                b = _branch_before(sent, min(wpos))
                if b is not None and spirit in cells.get(b, ()) and \
                        not homophones & set(cells.get(b, ())):
                    pos, names = wpos, weak
        if not pos:
            continue
        at = min(pos)
        branch = _branch_before(sent, at)
        # an error marker counts only in the clause that names the spirit
        clauses = re.split(r"(?<=[,，])\s*", sent)
        flags = any(_FLAG.search(cl) for cl in clauses if any(n in cl for n in names))
        out.append({"sentence": sent.strip(), "branch": branch, "flags": flags})
    return out


def _branch_before(sent: str, at: int) -> int | None:
    """The branch (자, 축 …) the sentence names last before position `at`."""
    cells = [m for m in _CELL_KO.finditer(sent[:at])]
    return _BRANCH_KO.index(cells[-1][1]) if cells else None


# --- checking the printed tables ----------------------------------------------------------

@dataclass(frozen=True)
class Finding:
    spirit: str
    month: int
    kind: str                        # missing | misplaced | extra | duplicated
    expected: tuple[int, ...]
    printed: tuple[int, ...]         # where the table prints it (with repeats)
    line: int
    commentary: tuple[dict, ...] = ()
    maybe_printed_as: tuple[str, ...] = ()

    @property
    def commentary_flags(self) -> bool:
        return any(c["flags"] for c in self.commentary)

    @property
    def commentary_verdict(self) -> str:
        """'flags' (an error marker in a sentence naming the spirit), 'follows table' (names
        it on the printed, rule-breaking branch), 'follows rule', 'mentions', or 'silent'."""
        if not self.commentary:
            return "silent"
        if self.commentary_flags:
            return "flags"
        at = {c["branch"] for c in self.commentary}
        wrong = set(self.printed) - set(self.expected)
        if at & wrong:
            return "follows table"
        if at & set(self.expected):
            return "follows rule"
        return "mentions"

    def to_json(self) -> dict:
        return {"spirit": self.spirit, "month": self.month, "kind": self.kind,
                "expected": [branch_name(b) for b in self.expected],
                "printed": [branch_name(b) for b in self.printed],
                "cite": f"{SOURCE}:{self.line}",
                "commentary": self.commentary_verdict,
                "commentary_sentences": [c["sentence"] for c in self.commentary],
                "maybe_printed_as": list(self.maybe_printed_as)}


def check_tables(tables: dict[int, MonthTable], rules: dict[str, Rule] | None = None
                 ) -> list[Finding]:
    """Every cell of every printed table against the rules: for each spirit with a rule and
    each printed month, report it missing (nowhere), misplaced (only elsewhere), extra (also
    elsewhere) or duplicated (twice in its cell), with what the commentary says."""
    rules = RULES if rules is None else rules
    pos = _positions(tables)
    printed_names = frozenset(pos)
    out: list[Finding] = []
    for m in sorted(tables):
        t = tables[m]
        # tokens printed in a cell where no rule puts them (candidates for a misprint)
        stray = {b: [n for n in t.cells[b] if n not in rules or b not in rules[n].place(m)]
                 for b in range(12)}
        for name in (n for n in ORDER if n in rules):
            want = rules[name].place(m)
            got = pos.get(name, {}).get(m, [])
            kinds = []
            for b in sorted(want):
                c = got.count(b)
                if c == 0:
                    kinds.append("misplaced" if any(x not in want for x in got) else "missing")
                elif c > 1:
                    kinds.append("duplicated")
            if any(x not in want for x in got) and "misplaced" not in kinds:
                kinds.append("extra")
            if not kinds:
                continue
            comm = tuple(commentary_on(name, t.commentary, printed_names, t.cells))
            maybe = tuple(n for b in sorted(want) for n in stray[b] if n != name)
            for kind in dict.fromkeys(kinds):
                out.append(Finding(name, m, kind, tuple(sorted(want)), tuple(sorted(got)),
                                   t.line, comm, maybe if kind == "missing" else ()))
    return out


@dataclass(frozen=True)
class ShiftedCell:
    month: int
    line: int
    printed: int          # the cell as printed
    belongs: int          # the cell the rules put most of its spirits in
    share: tuple[int, int]  # (spirits belonging there, spirits with a rule in the cell)


def shifted_cells(tables: dict[int, MonthTable], rules: dict[str, Rule] | None = None
                  ) -> list[ShiftedCell]:
    """Printed cells most of whose ruled spirits belong to another branch: a whole cell's
    list printed under the wrong branch (e.g. 八月, 002:23)."""
    rules = RULES if rules is None else rules
    out = []
    for m in sorted(tables):
        t = tables[m]
        for b in range(12):
            votes: dict[int, int] = {}
            ruled = 0
            for n in t.cells[b]:
                if n in rules and rules[n].place(m):
                    ruled += 1
                    for x in rules[n].place(m):
                        votes[x] = votes.get(x, 0) + 1
            if not votes:
                continue
            top = max(sorted(votes), key=lambda x: votes[x])
            if top != b and votes[top] * 2 > ruled:
                out.append(ShiftedCell(m, t.line, b, top, (votes[top], ruled)))
    return out


def summary(findings: list[Finding]) -> dict:
    kinds: dict[str, int] = {}
    verdicts: dict[str, int] = {}
    for f in findings:
        kinds[f.kind] = kinds.get(f.kind, 0) + 1
        verdicts[f.commentary_verdict] = verdicts.get(f.commentary_verdict, 0) + 1
    return {"findings": len(findings), "by_kind": dict(sorted(kinds.items())),
            "by_commentary": dict(sorted(verdicts.items()))}


# Sino-Korean readings of the characters of the spirits' names (standard 한자음, non-initial
# form), to find a spirit in the Korean commentary; READING_ALT: other readings in use.
READING = dict(zip(
    "三上下丘五亡伏伯信內六刑劫勾厭受吏吞咸哭喜喝喪四地墓外大天女奸姦孤客宿寡小尾巫市"
    "師幡廁廉廢弔往心忌怪恩惑憂懸成戰戲支放散日昏時書曹會月朱枯機橫武歲死殃殺氣池浴淫"
    "游滅火災煞牢猴獄玄生病白皇皮盆盜目破碎神禍空符管索絞繩耳聖腥虎蛇螣血解詔語謾豪豹"
    "賊赦車辰迷邪部醫金鑰長門關陰陳陽雀雄雌雞難雨雷風飛馬驛骨鬼魁魂魄黃"
    ,
    "삼상하구오망복백신내륙형겁구염수리탄함곡희갈상사지묘외대천녀간간고객숙과소미무시"
    "사번측렴폐조왕심기괴은혹우현성전희지방산일혼시서조회월주고기횡무세사앙살기지욕음"
    "유멸화재살뢰후옥현생병백황피분도목파쇄신화공부관색교승이성성호사등혈해조어만호표"
    "적사차진미사부의금약장문관음진양작웅자계난우뢰풍비마역골귀괴혼백황"
))
READING_ALT = {"車": "거", "六": "육"}


# --- frozen output of infer_rules(parse_tables(002)); tests/test_spirits.py re-derives it.
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
