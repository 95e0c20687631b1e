"""Parallel passages (edition/analyse/parallels.py): the repeats of the corpus found, aligned, and
recorded as valid TEI."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from click.testing import CliRunner

from conftest import CUR_EMEND

from edition.analyse import parallels as P
from edition.cli import cli

ROOT = Path(__file__).resolve().parents[1]
S000 = "000_7ab36924039d3ca8.txt"
S003 = "003_03e8aca9396f2189.txt"
FIXTURE = ROOT / "tests" / "fixtures" / "xref" / "999_altered.txt"


def line(source: str, n: int) -> str:
    return (ROOT / "sources" / source).read_text(encoding="utf-8").split("\n")[n - 1]


@pytest.fixture(scope="module")
def units(witnesses):
    return P.witness_units(list(witnesses.values()))


@pytest.fixture(scope="module")
def records(witnesses):
    return {w.file: w.emendation_records for w in witnesses.values()}


@pytest.fixture(scope="module")
def groups(analysis):
    return analysis.parallels


def group_with(groups, source, a, b):
    """The group with witnesses on lines a and b of source."""
    for g in groups:
        lines = {(w.unit.source, w.unit.line) for w in g.witnesses}
        if (source, a) in lines and (source, b) in lines:
            return g
    raise AssertionError(f"no group links {source}:{a} and {source}:{b}: "
                         + "; ".join(f"{g.id} {[w.cite(True) for w in g.witnesses]}" for g in groups))


def test_index_entries_printed_twice_are_found_and_identical(groups):
    # 000:23 prints 涉害 見機 察微 and 000:59 the same three entries again (docs/ENCODING.md:
    # the index entries 23–45 and 59–77 are twins); the whole of line 23 is one witness
    g = group_with(groups, S000, 23, 59)
    base = g.base
    assert (base.unit.line, base.start, base.end) == (23, 0, len(line(S000, 23)))
    (r,) = g.readings
    assert r.witness.text == base.text == line(S000, 23)
    assert r.variants == []


def test_every_line_of_the_first_index_block_has_its_twin(groups):
    # the twin blocks 000:23–45 and 000:59–77 (docs/ENCODING.md, Divisions): every Chinese
    # paragraph of the first is a witness in a group with a paragraph of the second
    first = [n for n in range(23, 46) if line(S000, n) and P.language(line(S000, n)) == "lzh"]
    assert first == [23, 27, 31, 35, 39, 43]
    for n in first:
        partners = {w.unit.line for g in groups if any(
            w.unit.source == S000 and w.unit.line == n for w in g.witnesses) for w in g.witnesses}
        assert partners & set(range(59, 78)), f"000:{n} has no twin in 000:59–77"


def test_every_duplicate_block_the_commentary_names_is_found(groups):
    # the duplicate-block emendations (edition.encode.emend; the commentary at 000:61 and 000:81)
    # name each paragraph of the second copy and its twins (note 「twin=000:23 000:27」)
    import re

    from edition.encode.emend import find_emendations
    src = (ROOT / "sources" / S000).read_text(encoding="utf-8").split("\n")
    twins = [(r.zh_line, int(t)) for r in find_emendations(S000[:-4], src, curation_path=CUR_EMEND)
             if r.type == "duplicate-block"
             for t in re.findall(r"000:(\d+)", (r.note or "").split(";")[0])]
    assert len(twins) >= 8
    for a, b in twins:
        group_with(groups, S000, b, a)


def test_definitions_printed_twice_list_their_differing_characters(groups):
    # 000:47 「統干之髓，元亨利貞…柔順得貞」 against 000:79 「統干之體，…柔順利貞」
    g = group_with(groups, S000, 47, 79)
    l47, l79 = line(S000, 47), line(S000, 79)
    (r,) = g.readings
    subs = {(v.base_text, v.wit_text) for v in r.variants if v.type == "substitution"}
    assert ("髓", "體") in subs and ("得", "利") in subs
    for v in r.variants:                           # offsets point at the printed characters
        assert l47[v.base_start:v.base_end] == v.base_text
        assert l79[v.wit_start:v.wit_end] == v.wit_text
    sui = next(v for v in r.variants if v.base_text == "髓")
    assert l47[sui.base_start - 3:sui.base_end] == "統干之髓"
    assert l79[sui.wit_start - 3:sui.wit_end] == "統干之體"


def test_variants_carry_the_commentarys_emendations(groups):
    # 000:51 「如孟仲季神后勤部相等」 against 000:83 「如孟仲季神復相等」: the commentary emends
    # 后勤部 to 復 (edition.encode.emend); the variant names that emendation
    from edition.encode.emend import find_emendations
    g = group_with(groups, S000, 51, 83)
    (v,) = [v for r in g.readings for v in r.variants if v.base_text == "后勤部"]
    assert v.wit_text == "復" and v.emendations
    src = (ROOT / "sources" / S000).read_text(encoding="utf-8").split("\n")
    recs = {r.id: r for r in find_emendations(S000[:-4], src, curation_path=CUR_EMEND)}
    for rid in v.emendations:
        r = recs[rid]
        assert r.zh_line in (51, 83) and r.sic in line(S000, r.zh_line)
    assert any(recs[rid].corr == "復" for rid in v.emendations)


def test_the_fu_yin_verse_printed_twice_in_003(groups):
    # 003:147 「訣曰：六甲伏吟寅巳申…」 and 003:151 「曰：六甲伏吟寅巳申…」
    g = group_with(groups, S003, 147, 151)
    assert g.base.unit.line == 147
    assert g.base.text.startswith("曰：六甲伏吟")
    assert g.readings[0].variants == []
    assert g.length == len(line(S003, 151))


def test_transposed_notes_are_one_transposition(groups):
    # 000:51 「涉害（綴瑕□等）（即見機、察微）」 against 000:83 「涉害（即見機、察微、綴瑕等）」
    g = group_with(groups, S000, 51, 83)
    moved = [v for r in g.readings for v in r.variants if v.type == "transposition"]
    assert any("綴瑕" in v.base_text for v in moved)
    assert any("綴瑕" in v.wit_text for v in moved)


def test_an_altered_copy_is_reported_at_the_right_places():
    # fixture: 003:147 and a copy with one character changed, one dropped and one added
    text = FIXTURE.read_text(encoding="utf-8")
    lines = text.split("\n")
    base, alt = lines[2], lines[6]
    assert base == line(S003, 147)
    units = P.units_of_text(FIXTURE.name, text)
    assert [u.line for u in units] == [3, 7]
    (g,) = P.find_parallels(units)
    assert (g.base.unit.line, g.readings[0].witness.unit.line) == (3, 7)
    vs = [(v.type, v.base_start, v.base_text, v.wit_start, v.wit_text)
          for v in g.readings[0].variants]
    sub = base.index("寅巳申") + 2                     # 申 → 亥
    om = base.index("六乙便尋") + 2                    # 便 dropped
    ins = base.index("以上各干")                       # 又 added before 以上
    assert vs == [("substitution", sub, "申", sub, "亥"),
                  ("omission", om, "便", om, ""),
                  ("insertion", ins, "", ins - 1, "又")]
    assert alt[ins - 1] == "又" and alt[sub] == "亥"


def test_groups_are_deterministic(units, records, groups):
    a = [g.as_json() for g in P.find_parallels(units, records=records)]
    b = [g.as_json() for g in P.find_parallels(list(reversed(units)), records=records)]
    assert a == [g.as_json() for g in groups]
    assert a == b
    assert [g["id"] for g in a] == [f"par-{i:03d}" for i in range(1, len(a) + 1)]
    keys = [(g["base"]["source"], g["base"]["line"], g["base"]["start"]) for g in a]
    assert keys == sorted(keys)


def test_layouts_and_templates_are_not_parallels(groups):
    # 002:3 is a monthly table (cells between spaces), 003:63/003:103 print the same ring
    # 「申酉戌亥、未子、午丑、巳辰卯寅」 for two different 課: neither is a parallel passage
    cites = {(w.unit.source[:3], w.unit.line) for g in groups for w in g.witnesses}
    assert ("002", 3) not in cites
    pair = {("003", 63), ("003", 103)}
    assert not any(pair <= {(w.unit.source[:3], w.unit.line) for w in g.witnesses}
                   for g in groups)


def test_loose_finds_the_mao_xing_rule_in_two_texts(units):
    # the 昴星 rule: 000:87 「剛日取地盤酉位上神為用…柔日取天盤酉宮下神」 and 003:111
    # 「陽日取酉宮上神為用…陰日取天盤酉下神為用」: a paraphrase, found only with --loose
    strict = P.find_parallels(units)
    loose = P.find_parallels(units, loose=True)
    pair = {(S000, 87), (S003, 111)}

    def has(gs):
        return any(pair <= {(w.unit.source, w.unit.line) for w in g.witnesses} for g in gs)
    assert has(loose) and not has(strict)


def test_min_length_and_source_filter(units):
    assert P.find_parallels(units, min_length=500) == []
    only = P.find_parallels(units, "003")
    assert only and all(any(w.unit.source == S003 for w in g.witnesses) for g in only)
    with pytest.raises(P.ParallelsError, match="unknown source"):
        P.find_parallels(units, "999")
    with pytest.raises(P.ParallelsError, match="min-length"):
        P.find_parallels(units, min_length=2)


def test_cli_parallels_json_and_text():
    r = CliRunner().invoke(cli, ["parallels", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["summary"]["groups"] == len(d["groups"])
    g = d["groups"][0]
    assert {"id", "length", "sources", "base", "witnesses", "n_variants"} <= set(g)
    assert {"cite", "start", "end", "text", "variants", "similarity"} <= set(g["witnesses"][0])
    r = CliRunner().invoke(cli, ["parallels", "--source", "003"])
    assert r.exit_code == 0 and "003_03e8aca9396f2189.txt:147" in r.output


def test_cli_parallels_bad_input():
    from edition.cli import main
    assert main(["parallels", "--source", "999"]) == 2
    assert main(["parallels", "--min-length", "1"]) == 2


def test_a_paragraph_of_one_formula_repeated_is_no_parallel_of_itself():
    """A stress test's paragraph (rt78 k_jia: 「子加丑加寅加…」 over 60,000 characters) took minutes:
    every place of each shingle was paired with every other, and difflib aligned regions of a dozen
    characters thousands long. A shingle found more than MAX_POSTS times is a formula, and a long
    region of few characters no parallel; a real passage repeated is still found."""
    from edition.analyse.parallels import MAX_POSTS, ParallelUnit, _repetitive, find_pairs
    ring = "子加丑加寅加卯加辰加巳加午加未加申加酉加戌加亥加"
    text = ring * (MAX_POSTS + 10)
    assert _repetitive(text) and not _repetitive(ring)
    u = ParallelUnit("a.txt", 1, text, text)
    assert find_pairs([u]) == []
    said = "天罡加孟不得臨仲得半加季得全此求物之大略也"
    v = ParallelUnit("b.txt", 1, "凡占" + said + "餘倣此", "凡占" + said + "餘倣此")
    w = ParallelUnit("c.txt", 1, "經云" + said + "矣", "經云" + said + "矣")
    assert find_pairs([v, w]), "a passage printed twice is a parallel"


def test_notes_nested_beyond_any_text_stay_text():
    """Thousands of nested 「（」 (a stress test's input, rt78 p_paren_nested) made the TEI builder
    recurse past Python's limit (an internal error): notes deeper than NOTE_DEPTH stay text."""
    from edition.encode.spans import NOTE_DEPTH, note_spans
    s = "（" * 3000 + "甲子日" + "）" * 3000
    spans = note_spans(s)
    assert len(spans) == NOTE_DEPTH and spans[0] == (0, len(s))
