"""The printed monthly 神煞 tables of seed 002 (``002_233c5c9395c9c43f.txt``): reading them
from a text witness, inferring each spirit's placement rule from them, reading the Korean
commentary on them, and checking every printed cell against the rules.

The witness prints, for months 3–12, one line per month listing each earthly branch followed by
the spirits on it (lines 3, 7, …, 39), each followed by a Korean commentary paragraph (lines 5,
9, …, 41) that opens with its month (002:5 「삼월은 진을 세우고」). The TEI gives the same tables
(:func:`edition.analyse.tables.spirit_tables`, tested).

The rules themselves are the engine's (:data:`engine.spirits.RULES`, the frozen output of
:func:`infer_rules` on these tables, re-derived in ``tests/test_spirits.py``): the parameters of
every rule are those that best explain the printed cells (each correct cell +1, each expected
cell missing −1, each extra cell −1; the simpler family wins ties). A spirit whose best rule
explains fewer than :data:`MIN_MONTHS` of the ten printed months has no regular rule
(:data:`engine.spirits.IRREGULAR`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.lexicon import BRANCHES_KO
from engine.spirits import ORDER, RULES, SOURCE, Rule
from engine.values import BRANCH_NAMES, branch_name

from edition.analyse.korean import readings

__all__ = ["SOURCE", "MIN_MONTHS", "MONTH_WORDS_KO", "month_of_commentary", "MonthTable",
           "parse_tables", "positions", "infer_rules", "commentary_on", "CellFinding",
           "check_tables", "ShiftedCell", "shifted_cells", "summary"]

MIN_MONTHS = 7
# the months as the Korean commentary names them (002:5 「삼월은 …」 … 002:41 「십이월은 …」)
MONTH_WORDS_KO = {"정월": 1, "이월": 2, "삼월": 3, "사월": 4, "오월": 5, "유월": 6, "칠월": 7,
                  "팔월": 8, "구월": 9, "시월": 10, "십일월": 11, "십이월": 12}
_MONTH_KO = re.compile(r"(십이월|십일월|정월|이월|삼월|사월|오월|유월|칠월|팔월|구월|시월)")


def month_of_commentary(text: str) -> int | None:
    """The month a Korean commentary paragraph opens with (002:5 「삼월은 진을 세우고」 → 3),
    or None."""
    m = _MONTH_KO.match(text)
    return MONTH_WORDS_KO[m[1]] if m else None


# --- reading a text witness ---------------------------------------------------------------

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
        month = month_of_commentary(comm)
        if month is None:
            continue
        out[month] = MonthTable(month, i + 1, cells, j + 1, comm)
    return out


# --- inferring the rules ------------------------------------------------------------------

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


def positions(tables: dict[int, MonthTable]) -> dict[str, dict[int, list[int]]]:
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
    for name, cells in positions(tables).items():
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


# --- the Korean commentary -----------------------------------------------------------------

_FLAG = re.compile(r"오기|오류|잔오|각오|각와|착행|겹쳐|정정|마땅|잘못|와전|연문|두 곳")
_BRANCH_KO = BRANCHES_KO
_CELL_KO = re.compile(rf"(?:^|[\s,，·])([{BRANCHES_KO}])(?=\s?(?:위|에|격|는|은|의|과|와|이|로|을|를|$))")


def commentary_on(spirit: str, text: str, others: frozenset[str] = frozenset(),
                  cells: dict[int, list[str]] | None = None) -> list[dict]:
    """Sentences of a commentary paragraph that name `spirit` (by its Korean reading in 「」 or
    by its characters), each with the branch the sentence is about, when it names one, and
    whether it flags an error.

    A reading that another spirit in `others` shares (「천사」 is both 天赦 and 天師) names
    `spirit` only when the commentary adds the characters (「천사(天赦)」) or when the branch
    the sentence is about prints `spirit` and none of its homophones (`cells`, the month's
    printed table)."""
    mine = readings(spirit)
    same = spirit.replace("殺", "煞")  # 天殺/天煞: one spirit in two spellings, not a homophone
    homophones = {o for o in others if o.replace("殺", "煞") != same and readings(o) & mine}
    shared = set().union(*(readings(o) for o in homophones)) if homophones else set()
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
class CellFinding:
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
                 ) -> list[CellFinding]:
    """Every cell of every printed table against the rules: for each spirit with a rule and
    each printed month, report it missing (nowhere), misplaced (only elsewhere), extra (also
    elsewhere) or duplicated (twice in its cell), with what the commentary says."""
    rules = RULES if rules is None else rules
    pos = positions(tables)
    printed_names = frozenset(pos)
    out: list[CellFinding] = []
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
                out.append(CellFinding(name, m, kind, tuple(sorted(want)), tuple(sorted(got)),
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


def summary(findings: list[CellFinding]) -> dict:
    kinds: dict[str, int] = {}
    verdicts: dict[str, int] = {}
    for f in findings:
        kinds[f.kind] = kinds.get(f.kind, 0) + 1
        verdicts[f.commentary_verdict] = verdicts.get(f.commentary_verdict, 0) + 1
    return {"findings": len(findings), "by_kind": dict(sorted(kinds.items())),
            "by_commentary": dict(sorted(verdicts.items()))}
