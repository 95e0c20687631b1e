"""A book's own definitions of its 課體 (edition/analyse/examples/definitions.py): found in its
words, compiled by the atom table, and used under the book's school (issue 17 §4).

The clauses are quoted from the books with their ``file:line``; what a compiled clause must hold
on is read off the clause itself (卯加庚或加辛為用: 卯 the 初傳, standing on 庚's 寄宮 申 or 辛's 戌).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import shared_dir
from edition.analyse.examples.claims_extra import book_definitions, pattern_test
from edition.analyse.examples.definitions import (ATOMS, FILLERS, Definition, compile_clause,
                                                  find)
from edition.analyse.examples.grammar import canonical_name
from edition.analyse.examples.school import infer
from edition.publish.html import cards
from engine import cast
from engine.patterns.facts import chart_facts
from engine.patterns.registry import resolve_options
from engine.values import BRANCH_NAMES

ROOT = Path(__file__).resolve().parent.parent


def define(name: str, clause: str, cite: str = "test:1") -> Definition:
    source, _, line = cite.rpartition(":")
    groups, unread = compile_clause(clause)
    return Definition(name, name, source, int(line), clause, groups, unread)


def facts(day: str, offset: int, daytime: bool = True):
    ch = cast(day, offset, daytime)
    return ch, chart_facts(ch, None, resolve_options(ch, None))


def _with(ch, offset_initial: tuple[str, str]) -> bool:
    """卯 is the 初傳 of ``ch`` and stands on the given earthly branch."""
    first, seat = offset_initial
    return (BRANCH_NAMES[ch.transmissions[0]] == first
            and BRANCH_NAMES[(ch.transmissions[0] - ch.offset) % 12] == seat)


# ---------------------------------------------------------------------------- compiling

COMPILED = [
    # (cite, name, clause, atom kinds)
    ("KR3g0031_006.txt:229", "斬輪", "卯加庚或加辛為用", ["plate"]),
    ("KR3g0031_006.txt:128", "軒蓋", "的勝光為用遇太冲神后", ["role", "meets"]),
    ("KR3g0031_006.txt:643", "斬關", "魁罡加日辰發用", ["plate"]),
    ("KR3g0031_006.txt:1301", "淫泆", "初傳卯酉為用將乘后合", ["role", "rides"]),
    ("KR3g0031_006.txt:933", "遊子", "三傳皆土遇旬丁天馬為用", ["all", "role"]),
    ("000_7ab36924039d3ca8.txt:127", "軒蓋", "值勝光為用，遇太沖神后", ["role", "meets"]),
    ("KR3g0031_005.txt:1081", "三陽", "天乙順行日辰有氣居前旺相氣發用",
     ["course", "front", "state"]),
    ("KR3g0031_005.txt:1310", "龍德", "太嵗月將乘貴人發用", ["rides"]),
    ("000_7ab36924039d3ca8.txt:119", "龍德", "太歲月將，乘天乙而發用者", ["rides"]),
    ("000_7ab36924039d3ca8.txt:151", "遊子", "三傳皆土，或見旬丁", ["all", "meets"]),
    ("000_7ab36924039d3ca8.txt:191", "九丑", "戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日",
     ["days"]),
    ("000_7ab36924039d3ca8.txt:195", "歷德", "貴人臨卯酉", ["seat"]),
    ("000_7ab36924039d3ca8.txt:203", "元胎", "孟神發用，傳用四孟", ["role", "all"]),
]


@pytest.mark.parametrize("cite,name,clause,kinds", COMPILED, ids=[c[0] for c in COMPILED])
def test_a_clause_the_atoms_read_whole_compiles(cite, name, clause, kinds):
    d = define(name, clause, cite)
    assert d.compiled, d.unread
    assert [a.kind for g in d.groups for a in g] == kinds


NOT_COMPILED = [
    ("KR3g0031_005.txt:13", "元首", "一上克下餘課無克"),
    ("KR3g0031_006.txt:1007", "三交", "四仲日占四仲加日辰三傳皆仲皆逢陰合"),
    ("KR3g0031_005.txt:1280", "時泰", "用起太嵗月建乘青龍六合又帶財徳之神"),
]


@pytest.mark.parametrize("cite,name,clause", NOT_COMPILED, ids=[c[0] for c in NOT_COMPILED])
def test_a_clause_with_unread_words_is_not_compiled_and_decides_nothing(cite, name, clause):
    d = define(name, clause, cite)
    assert not d.compiled and d.unread
    _, f = facts("甲子", 3)
    assert d.holds(f) is None


def test_no_word_of_negation_or_condition_is_a_filler():
    """A clause saying 無/不/非 (005:13 「餘課無克」) must never compile by dropping the word."""
    assert not FILLERS & set("無不非未莫勿")
    assert "無" in define("元首", "一上克下餘課無克").unread


def test_a_day_named_by_its_clause_is_no_definition_of_the_ke():
    """000:191 「凡戊子…辛酉十日為九丑日。如四仲時占，丑臨日加四仲發用」 defines the 九丑 *days*:
    the clause is not cut at 為九丑, so it is not compiled (the 課 needs the 四仲 hour and 丑)."""
    class U:
        kind, line = "p", 191
        text = "九丑：凡戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日為九丑日。如四仲時占"
    from edition.analyse.examples.grammar import canonical_name
    (d,) = [x for x in find([U()], "000_7ab36924039d3ca8.txt", canonical_name) if x.name == "九丑"]
    assert not d.compiled and "九丑" in d.unread


def test_a_state_with_a_role_needs_the_one_that_is_the_use():
    # 「干支上神旺相發用」: the 干上 or 支上 that is the 初傳 is 旺相 (not both)
    from engine.patterns import Context
    d = define("x", "干支上神旺相發用")
    ch = cast("甲子", jiang="寅", hour="寅")         # 伏吟: 初傳 寅 = 干上, 木 旺 in 春
    f = chart_facts(ch, Context(season=0), resolve_options(ch, None))
    assert BRANCH_NAMES[ch.transmissions[0]] == "寅" and d.holds(f) is True


def test_every_atom_kind_has_a_test():
    d = define("x", "卯加庚為用")
    kinds = {k for k, _ in ATOMS}
    assert kinds == {"plate", "role", "meets", "rides", "all", "course", "day", "state", "seat",
                     "front", "days"}
    assert d.groups[0][0].kind in kinds


# ---------------------------------------------------------------------------- what they hold on

def test_zhan_lun_by_the_book_holds_where_its_words_say():
    """006:229 「卯加庚或加辛為用」: 卯 the 初傳 over 申 (庚) or 戌 (辛); not 卯 over 酉."""
    d = define("斬輪", "卯加庚或加辛為用", "KR3g0031_006.txt:229")
    seen = {True: 0, False: 0}
    for day in ("辛丑", "甲子", "丁卯", "庚午", "壬申"):
        for off in range(12):
            ch, f = facts(day, off)
            want = any(_with(ch, ("卯", s)) for s in ("申", "戌"))
            assert d.holds(f) is want, (day, off)
            seen[want] += 1
    assert seen[True] and seen[False]


def test_a_term_the_cast_does_not_give_leaves_the_definition_undecided():
    """006:933 遊子 names 天馬, a month's (「正月起午順行六陽位」): without a month, undecided."""
    d = define("遊子", "三傳皆土遇旬丁天馬為用", "KR3g0031_006.txt:933")
    for day in ("甲子", "乙丑", "戊辰"):
        for off in range(12):
            ch, f = facts(day, off)
            got = d.holds(f)
            earth = all(BRANCH_NAMES[t] in "辰戌丑未" for t in ch.transmissions)
            if not earth:
                assert got is False
            else:
                assert got in (True, None)


def _every_chart(season: int | None = None):
    from engine.patterns import Context
    for day in range(60):
        for off in range(12):
            for dt in (True, False):
                ch = cast(day, off, dt)
                ctx = Context(season=season) if season is not None else None
                yield ch, chart_facts(ch, ctx, resolve_options(ch, None))


def test_the_new_atoms_hold_where_their_words_say():
    from engine.patterns.seasons import STATE
    from engine.values import BRANCH_ELEMENT
    yang = define("六陽", "三傳俱陽", "000_7ab36924039d3ca8.txt:207")
    li_de = define("歷德", "貴人臨卯酉", "000_7ab36924039d3ca8.txt:195")
    jiu_chou = define("九丑", "戊子、戊午、壬子、壬午、乙卯、乙酉、己酉、辛卯、辛酉十日",
                      "000_7ab36924039d3ca8.txt:191")
    yuan_tai = define("元胎", "孟神發用，傳用四孟", "000_7ab36924039d3ca8.txt:203")
    wang = define("x", "旺相發用")
    seen = set()
    for ch, f in _every_chart(season=0):                    # 春: 木 旺, 火 相
        t = [BRANCH_NAMES[x] for x in ch.transmissions]
        assert yang.holds(f) is all(x in "子寅辰午申戌" for x in t)
        assert li_de.holds(f) is (BRANCH_NAMES[(ch.guiren - ch.offset) % 12] in "卯酉")
        day = "甲乙丙丁戊己庚辛壬癸"[ch.stem] + BRANCH_NAMES[ch.branch]
        assert jiu_chou.holds(f) is (day in ("戊子", "戊午", "壬子", "壬午", "乙卯", "乙酉", "己酉",
                                             "辛卯", "辛酉"))
        assert yuan_tai.holds(f) is all(x in "寅申巳亥" for x in t)
        assert wang.holds(f) is (STATE[0][BRANCH_ELEMENT[ch.transmissions[0]]] <= 1)
        seen |= {yang.holds(f), li_de.holds(f), jiu_chou.holds(f), yuan_tai.holds(f)}
    assert seen == {True, False}
    # without a season 旺相 is undecided
    _, f = facts("甲子", 3)
    assert wang.holds(f) is None


# ---------------------------------------------------------------------------- under the school

def test_the_books_definition_admits_what_the_engine_rule_does_not():
    """丁卯日 返吟 gives 三傳 卯酉卯 with 卯 over 酉: not 斬輪 by the engine's default (卯 over
    申 or 戌, 000:131), 斬輪 by a book that defines it 卯加酉為用 (a definition of the form of
    006:229)."""
    ch = cast("丁卯", 6, True)
    assert _with(ch, ("卯", "酉"))
    test = pattern_test(["斬輪"], {})[0]
    assert test(ch) is False
    with book_definitions({"斬輪": define("斬輪", "卯加酉為用")}):
        assert pattern_test(["斬輪"], {})[0](ch) is True
    with book_definitions({"斬輪": define("斬輪", "卯加庚為用")}, alone=True):
        assert pattern_test(["斬輪"], {})[0](ch) is False
    assert test(ch) is False                       # the scope is restored on exit


def test_an_undecided_definition_never_fails_the_cast():
    """遊子 by 006:933 on an earth 三傳 whose 初傳 is not the 旬丁: it turns on 天馬, a month's,
    and the cast gives no month: the book's definition alone does not fail it."""
    d = define("遊子", "三傳皆土遇旬丁天馬為用", "KR3g0031_006.txt:933")
    hit = None
    for day in ("甲子", "乙丑", "戊辰", "己巳", "庚午", "辛未"):
        for off in range(12):
            ch, f = facts(day, off)
            if d.holds(f) is None:
                hit = ch
                break
        if hit:
            break
    assert hit is not None
    with book_definitions({"遊子": d}, alone=True):
        assert pattern_test(["遊子"], {})[0](hit) is True


# ---------------------------------------------------------------------------- in the books

class _Unit:
    def __init__(self, line, text, kind="p"):
        self.line, self.text, self.kind = line, text, kind


def _units(path: Path) -> list[_Unit]:
    """The passages of a Kanripo juan: a heading line 「　　X課」 alone, or a paragraph of the
    lines after it (markup and page breaks dropped)."""
    out: list[_Unit] = []
    lines = path.read_text(encoding="utf-8").split("\n")
    cur: _Unit | None = None
    for i, raw in enumerate(lines, 1):
        t = raw.rstrip("¶")
        if t.startswith("<") or t.startswith("#"):
            continue
        if re.fullmatch(r"　+\S{1,6}", t) or not t.strip():
            cur = None
            if t.strip():
                out.append(_Unit(i, t.strip(), "head"))
            continue
        if cur is None:
            cur = _Unit(i, "")
            out.append(cur)
        cur.text += re.sub(r"\(.*?\)", "", t)
    return out


@pytest.mark.parametrize("juan", ["005", "006"])
def test_every_heading_of_a_named_ke_has_its_definition_found(juan):
    """六壬大全 juan 005–006 open each 課 with a heading 「　　X課」 and its definition 「凡…為X課」
    (KR3g0031_006.txt:228-229): each heading whose name the registry knows has one."""
    sh = shared_dir("witnesses/KR3g0031")
    if sh is None:
        pytest.skip("the 六壬大全 witness is not beside the checkout")
    path = sh / "witnesses" / "KR3g0031" / f"KR3g0031_{juan}.txt"
    units = _units(path)
    found = {d.name: d for d in find(units, path.name, canonical_name)}
    heads = [canonical_name(u.text.removesuffix("課")) for u in units
             if u.kind == "head" and u.text.endswith("課")]
    heads = [h for h in heads if h]
    assert heads
    missing = [h for h in heads if h not in found]
    assert not missing
    if juan == "006":
        assert found["斬輪"].compiled and found["斬輪"].cite == f"{path.name}:229"


def test_the_school_reports_the_books_definitions_with_their_evidence():
    """``liuren school`` lists each definition, compiled or not, cited ``file:line``."""

    own = define("斬輪", "卯加庚或加辛為用", "KR3g0031_006.txt:229")
    other = define("元首", "一上克下餘課無克", "KR3g0031_005.txt:13")
    sch = infer("KR3g0031", [], [own, other, define("斬輪", "卯加酉為用", "x:9")])
    j = sch.as_json()["definitions"]
    assert [(d["name"], d["cite"], d["compiled"]) for d in j] == [
        ("斬輪", "KR3g0031_006.txt:229", True), ("元首", "KR3g0031_005.txt:13", False)]
    assert set(sch.compiled()) == {"斬輪"}
    text = "\n".join(sch.lines())
    assert "斬輪 (KR3g0031_006.txt:229 「卯加庚或加辛為用」): the book's definition +0 −0" in text
    assert "元首 (KR3g0031_005.txt:13 「一上克下餘課無克」): not compiled" in text


def test_a_card_says_which_definition_of_its_book_it_names():
    """The HTML card of a cast whose 課體 the book defines cites the definition and says
    whether it was compiled (used) or not (with what was not read)."""
    c = cards.Card(anchor="a", title="t", definitions=(
        ("斬輪", "KR3g0031_006.txt:229", "卯加庚或加辛為用", True, ""),
        ("三光", "KR3g0031_005.txt:1020", "用神日辰旺相吉神在中", False, "用神日辰旺相吉神在中")))
    html = str(cards.card(c))
    assert html.count('class="book-definition"') == 2
    assert "KR3g0031_006.txt:229" in html and "tested by that definition" in html
    assert "not compiled (not read: 用神日辰旺相吉神在中); not used" in html


def test_a_name_then_what_it_is_is_a_definition():
    """「X課者…也」 and 「X課乃…也」 define X as 「凡…為X課」 does (a red-team book in 六壬大全's
    manner, tests/data/redteam/KR3g9995/KR3g9995_008.txt:148 「斬關課者魁罡加四仲發用也」: its two
    斬關 casts, 魁罡 over a 仲 as the 用, agree under the book's definition)."""
    from edition.analyse.examples.grammar import canonical_name

    class U:
        kind, line = "p", 148
        text = "斬關課者魁罡加四仲發用也子午為天地之關卯酉為日月之門"
    (d,) = find([U()], "KR3g9995_008.txt", canonical_name)
    assert (d.name, d.clause, d.compiled) == ("斬關", "魁罡加四仲發用", True)
    U.text = "伏吟課乃十二神各居本宮也"
    assert [x.name for x in find([U()], "x.txt", canonical_name)] == ["伏吟"]
    # a sentence about the 課 that is no 「X課者…也」 defines nothing
    U.text = "日來支上兩課者主外人至及進人口也"
    assert find([U()], "x.txt", canonical_name) == []
