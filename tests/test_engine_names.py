"""Names ↔ ints over the whole range, and the parsers on arbitrary text (hypothesis)."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from engine.errors import LiurenError
from engine.generals import GENERAL_NAMES, general_index
from engine.values import (BRANCH_NAMES, STEM_NAMES, branch_name, day_name, parse_branch,
                           parse_day, parse_stem)


def test_round_trips_over_the_whole_range():
    assert [parse_day(day_name(d)) for d in range(60)] == list(range(60))
    assert [parse_branch(branch_name(b)) for b in range(12)] == list(range(12))
    assert [parse_stem(s) for s in STEM_NAMES] == list(range(10))
    assert [general_index(g) for g in GENERAL_NAMES] == list(range(12))
    assert len({day_name(d) for d in range(60)}) == 60


@given(st.text(max_size=4))
@settings(max_examples=300, deadline=None)
def test_parse_day_accepts_exactly_the_sixty(text):
    try:
        d = parse_day(text)
    except LiurenError as e:
        assert "\n" not in str(e)
        t = text.strip().removesuffix("日")
        assert not (len(t) == 2 and t[0] in STEM_NAMES and t[1] in BRANCH_NAMES
                    and STEM_NAMES.index(t[0]) % 2 == BRANCH_NAMES.index(t[1]) % 2)
    else:
        assert day_name(d) == text.strip().removesuffix("日")


@given(st.text(max_size=3))
@settings(max_examples=200, deadline=None)
def test_parse_branch_on_any_text(text):
    try:
        b = parse_branch(text)
    except LiurenError:
        assert text.strip() not in BRANCH_NAMES or len(text.strip()) != 1
    else:
        assert branch_name(b) == text.strip()


# --- months: one parser (engine.values.parse_month) for every command and text reader --------

def test_month_words_round_trip_and_jiang():
    from engine.values import MONTH_NAMES, jiang_for_month, month_branch, month_name, parse_month
    assert [parse_month(month_name(m)) for m in range(1, 13)] == list(range(1, 13))
    assert len(MONTH_NAMES) == 12
    # the words both former parsers accepted: 正/一 … 十二, with or without 月, digits, ints;
    # and 冬 (十一月), 臘 (十二月)
    words = "正 一 二 三 四 五 六 七 八 九 十 十一 十二".split()
    nums = [1, 1] + list(range(2, 13))
    for w, n in zip(words, nums):
        assert parse_month(w) == parse_month(w + "月") == parse_month(str(n)) == parse_month(n) == n
    assert parse_month("冬月") == parse_month("冬") == 11
    assert parse_month("臘月") == parse_month(" 臘 ") == 12
    assert parse_month("１２") == 12
    # 003:27 「正月建寅，六合之亥即是」: month 1 建寅, 月將 亥; one branch back a month
    assert branch_name(month_branch(1)) == "寅" and branch_name(jiang_for_month("正月")) == "亥"
    assert [branch_name(jiang_for_month(m)) for m in range(1, 13)] == list("亥戌酉申未午巳辰卯寅丑子")


@given(st.one_of(st.text(max_size=4), st.integers(-3, 20)))
@settings(max_examples=300, deadline=None)
def test_parse_month_on_any_input(text):
    from engine.errors import BadOption
    from engine.values import MONTH_WORDS, is_month, parse_month
    try:
        m = parse_month(text)
    except BadOption as e:
        assert "\n" not in str(e) and "month" in str(e)
    else:
        assert 1 <= m <= 12 and is_month(text)
        t = str(text).strip().removesuffix("月")
        assert (MONTH_WORDS[t] if t in MONTH_WORDS else int(t)) == m


# --- the 旬, 十二長生 by element, month of a 月建 (engine.values, read by the 課體 rules) ----------

def test_xun_shou_wei_kong_and_dun_gan():
    from engine.values import dun_gan, xun_kong, xun_shou, xun_wei
    # 001:159 「如辛丑日，干上卯為旬尾也，干上午為旬首，乙丑日干上子為旬首，支上酉為旬尾是也」
    assert (branch_name(xun_shou(parse_day("辛丑"))), branch_name(xun_wei(parse_day("辛丑")))) == ("午", "卯")
    assert (branch_name(xun_shou(parse_day("乙丑"))), branch_name(xun_wei(parse_day("乙丑")))) == ("子", "酉")
    # 001:155 「暗財，遁干之財，如丁卯占人命上乘午，遁干見庚是也」
    assert dun_gan(parse_day("丁卯"), parse_branch("午")) == parse_stem("庚")
    for d in range(60):   # the ten stems on ten branches, none on the two 空 (000:163 「十干不到之地」)
        got = {b: dun_gan(d, b) for b in range(12)}
        assert sorted(s for s in got.values() if s is not None) == list(range(10))
        assert {b for b, s in got.items() if s is None} == set(xun_kong(d))


def test_element_stage():
    from engine.values import STAGE_NAMES, element_stage
    stage = {n: i for i, n in enumerate(STAGE_NAMES)}
    wood, fire, earth, metal = 0, 1, 2, 3
    # 001:71 「庚辛日干上巳為官，乃金之長生。戊己日干上寅為官，乃火土之長生」
    assert element_stage(metal, parse_branch("巳")) == stage["長生"]
    assert element_stage(fire, parse_branch("寅")) == element_stage(earth, parse_branch("寅")) == stage["長生"]
    # 000:187 「甲木死於午，午火絕在亥」
    assert element_stage(wood, parse_branch("午")) == stage["死"]
    assert element_stage(fire, parse_branch("亥")) == stage["絕"]


def test_month_of_branch_inverts_month_branch():
    from engine.values import month_branch, month_of_branch
    assert [month_of_branch(month_branch(m)) for m in range(1, 13)] == list(range(1, 13))
    assert month_of_branch(parse_branch("寅")) == 1 and month_of_branch(parse_branch("丑")) == 12
