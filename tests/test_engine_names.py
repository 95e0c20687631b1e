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
