"""The text of seed 004 (``004_77c0438832264c29.txt``, the 金口訣): how it writes the sixty
combinations, the relations they assert and the dated 課體 examples, and the checks of what it
prints against the engine (``engine/jinkou.py``, which holds the rules: the cast, the relations
as predicates, the 課體 conditions).

* The sixty combinations (004:11–155): 「甲、貴神、子：上克下…」 — 人元 stem, 貴神, branch, then
  the text up to the next one (:func:`parse_combinations`; the TEI list gives the same,
  :func:`edition.analyse.tables.combinations`).
* Their relation claims: :data:`CLAIM_GRAMMAR` writes each relation of
  :data:`engine.jinkou.RELATIONS` as the phrases of the text (「兩金克一木」 for 兩X克一Y, its
  X and Y the named groups ``x`` and ``y``); :func:`check_combination` tests each phrase found
  on the combination's elements.
* The dated examples (004:159–239): 「假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金」
  (:data:`EXAMPLE`), each illustrating the 課體 named before it (:data:`PATTERN_NAME`);
  :func:`check_example` casts them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.jinkou import (GENERALS, JIANG_NAMES, NOT_DECIDED, PATTERNS, POSITIONS, Jinkou,
                           cast_jinkou, combination_elements, parse_general, parse_jiang_name,
                           relation_holds, wu_zi_yuan_dun)
from engine import lexicon
from engine.lexicon import BRANCHES, STEMS, general_names
from engine.values import (ELEMENT_NAMES, branch_name, day_name, day_stem, overcomes,
                           parse_branch, parse_day, parse_month, parse_stem, stem_name)

__all__ = ["SOURCE", "GENERAL_WORDS", "COMBINATION", "Combination", "parse_combinations",
           "CLAIM_GRAMMAR", "ClaimCheck", "check_combination", "sequence_findings", "EXAMPLE",
           "PATTERN_NAME", "JinkouCase", "parse_examples", "ExampleCheck", "check_example"]

SOURCE = "004_77c0438832264c29.txt"
_EL = ELEMENT_NAMES            # 木火土金水

# --- the sixty combinations (004:11-155) -------------------------------------------------

# the generals as 004 writes them (004:11 「甲、貴神、子」 and 「乙、騰蛇、丑」, 004:31 元武,
# 004:87 貴人)
# (every name engine/lexicon.py accepts on input)
GENERAL_WORDS = "|".join(sorted(general_names("input"), key=len, reverse=True))
_S, _B = f"[{STEMS}]", f"[{BRANCHES}]"
COMBINATION = re.compile(rf"({_S})、({GENERAL_WORDS})、({_B})[：，]")


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
        ms = list(COMBINATION.finditer(line))
        if not ms:
            if out and line and not re.search(r"[가-힣]", line):
                out[-1][4] += line
            continue
        for k, m in enumerate(ms):
            end = ms[k + 1].start() if k + 1 < len(ms) else len(line)
            out.append([n, parse_stem(m[1]), parse_general(m[2]), parse_branch(m[3]),
                        line[m.end():end]])
    return [Combination(*c) for c in out]


# --- the relations the combinations assert, as the text writes them ---------------------
# One entry per relation of engine.jinkou.RELATIONS, in the order they are tried (an earlier
# phrase takes its span of text first: 「二上克下」 before 「上克下」). The groups x and y are the
# elements the relation's X and Y stand for.

CLAIM_GRAMMAR: dict[str, re.Pattern] = {
    "二上克下": re.compile(r"二上克下"),
    "兩X克一Y": re.compile(r"[兩二](?P<x>[木火土金水])克一(?P<y>[木火土金水])"),
    "一X生二Y": re.compile(r"一(?P<x>[木火土金水])生二(?P<y>[木火土金水])"),
    "兩X夾一Y": re.compile(r"兩(?P<x>[木火土金水])夾一(?P<y>[木火土金水])"),
    "兩X為一Y間之": re.compile(r"兩(?P<x>[木火土金水])為一(?P<y>[木火土金水])間之"),
    "X在兩頭一Y間之": re.compile(r"(?P<x>[木火土金水])在兩頭，一(?P<y>[木火土金水])間之"),
    "二X為Y所間": re.compile(r"二(?P<x>[木火土金水])為(?P<y>[木火土金水])所間"),
    "X在中心間之": re.compile(r"(?P<x>[木火土金水])在中心間之"),
    "神將同家": re.compile(r"神將同家"),
    "純陰": re.compile(r"純陰"),
    "陰見陰": re.compile(r"陰見陰"),
    "陽見陰": re.compile(r"陽見陰"),
    "比和": re.compile(r"比和"),
    "上克下": re.compile(r"(?<![二兩])上克下"),
    "下克上": re.compile(r"下克上"),
    "上生下": re.compile(r"上生下"),
    "下生上": re.compile(r"下生上"),
    "遙相克": re.compile(r"遙相[剋克]"),
    "克人元、地分": re.compile(r"克人元、地分"),
    "神克將": re.compile(r"神克將|(?<=[。，：])克將(?:神)?"),
    "神生將": re.compile(r"神生將"),
    "將克神": re.compile(r"將克神|將神克貴神"),
    "X克Y神": re.compile(r"(?P<x>[木火土金水])克(?P<y>[木火土金水])神"),
    "人元克貴神": re.compile(r"人元(?:土)?克(?:貴)?神(?!將)|人元克貴"),
    "人元生貴神": re.compile(r"人元(?:土)?生貴神|人元生白虎"),
    "貴神克人元": re.compile(r"貴神(?:又)?克人元|人元為\S{2}所克"),
    "貴神生人元": re.compile(r"(?:貴神|天后)生人元"),
    "人元受克": re.compile(r"人元受克"),
    "將克人元": re.compile(r"將(?:神)?(?:遙|反)?克人元|地分遙克人元"),
    "人元克將": re.compile(r"人元(?:遙|反)?克將|人元返克"),
    "一X克": re.compile(r"一(?P<x>[木火土金水])克皆"),
}


def _xy(m: re.Match) -> tuple[int | None, int | None]:
    """The elements a phrase names for X and Y (「兩金克一木」 → 金, 木)."""
    g = m.groupdict()
    return tuple(_EL.index(g[k]) if g.get(k) else None for k in ("x", "y"))


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
    e = combination_elements(c.stem, c.general, c.branch)
    text = _GENERAL_STATEMENT.sub(lambda m: "\u3000" * len(m[0]), c.text)
    out = []
    taken: list[tuple[int, int]] = []
    for kind, rx in CLAIM_GRAMMAR.items():
        for m in rx.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            ok = relation_holds(kind, c.stem, c.general, c.branch, *_xy(m))
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

# (the hour by its name too: 「…己巳日，晡時，亥位，…」, 「…癸酉日，夜半，丑位，…」, a red-team
# 金口訣 book; engine/lexicon.py hour_names)
_HOUR_NAMES = "|".join(sorted(lexicon.hour_names(), key=len, reverse=True))
EXAMPLE = re.compile(
    rf"假令(?P<month>十二|十一|十|[正一二三四五六七八九])月，?(?P<day>{_S}{_B})日，?"
    rf"(?:(?:(?P<hour>{_B})時|(?P<hname>{_HOUR_NAMES})時?)，?)?(?P<difen>{_B})位，"
    rf"(?P<s>{_S})[{_EL}]?、(?P<g>{GENERAL_WORDS})[{_EL}]?、(?P<j>\S\S)[{_EL}]?、"
    rf"(?P<b>{_B})[{_EL}]?")
# the 課體 an example illustrates, named before it (004:163 「奇全課，利進卦。」)
PATTERN_NAME = re.compile(r"([^\s，。、：；]{1,6}課)，[^\s，。]{1,3}[卦課]。")


@dataclass(frozen=True)
class JinkouCase:
    line: int
    pattern: str            # the 課體 name it illustrates
    month: int
    day: int
    hour: int | None
    difen: int
    printed: tuple[int, int, int, int]  # 人元 stem, 貴神, 將神 branch, 地分
    text: str


def parse_examples(source: str, first: int = 1, last: int | None = None) -> list[JinkouCase]:
    """The dated examples of a source text (lines `first`…`last`), each with the 課體 named
    last before it on its line (004:163 「奇全課，利進卦。…假令…」), else '?'."""
    lines = source.split("\n")
    last = last or len(lines)
    out = []
    for n in range(first, last + 1):
        line = lines[n - 1]
        for m in EXAMPLE.finditer(line):
            names = [p for p in PATTERN_NAME.finditer(line) if p.start() < m.start()]
            pat = names[-1][1] if names else "?"
            out.append(JinkouCase(
                n, pat, parse_month(m["month"]), parse_day(m["day"]),
                (parse_branch(m["hour"]) if m["hour"] else
                 lexicon.hour_names()[m["hname"]] if m["hname"] else None),
                parse_branch(m["difen"]),
                (parse_stem(m["s"]), parse_general(m["g"]), parse_jiang_name(m["j"]),
                 parse_branch(m["b"])), m[0]))
    return out


@dataclass(frozen=True)
class ExampleCheck:
    example: JinkouCase
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


def check_example(ex: JinkouCase, options=None) -> ExampleCheck:
    """Cast a dated example from its printed month, day, hour and 地分 (options of
    :data:`engine.jinkou.OPTIONS`) and compare the four positions with the printed ones; test
    its 課體's condition (:data:`engine.jinkou.PATTERNS`) on the printed and the cast positions.
    Without an hour only the 人元 (五子元遁) is checked."""
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
