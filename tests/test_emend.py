"""Emendations of the Korean commentary (edition/encode/emend.py, tei/curation/emendations.toml).

Expected readings are the commentary's own words, cited file:line.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from conftest import CUR_EMEND
import regex
from hypothesis import given, strategies as st

from edition.encode.emend import (CERTS, TYPES, WORDING, EmendError,
                               Emendation, clause_at, coverage_gaps, detect, find_emendations,
                               unresolved, _trim)

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "sources").glob("0*.txt"))
CUR = tomllib.loads(CUR_EMEND.read_text(encoding="utf-8"))
HANGUL = regex.compile(r"\p{Hangul}")


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")


ALL = {p.name: (_lines(p), find_emendations(p.name, _lines(p), curation_path=CUR_EMEND)) for p in SOURCES}


def _src(short: str) -> tuple[str, list[str], list[Emendation]]:
    name = next(n for n in ALL if n.startswith(short))
    return (name, *ALL[name])


# --------------------------------------------------------------------------- the corpus

def test_five_sources():
    assert len(ALL) == 5


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_anchored_sic_is_printed_where_it_says(name):
    lines, recs = ALL[name]
    for r in recs:
        zh = lines[r.zh_line - 1]
        assert zh.strip() and not HANGUL.search(zh), f"{name}:{r.zh_line} is not Chinese ({r.id})"
        assert HANGUL.search(lines[r.ko_line - 1]), f"{name}:{r.ko_line} is not Korean ({r.id})"
        if r.start is not None:
            assert zh[r.start:r.start + len(r.sic)] == r.sic, f"{r.id} at {name}:{r.zh_line}"
        else:
            assert r.sic == "", f"{r.id}: an unanchored record has no printed text"


@pytest.mark.parametrize("name", sorted(ALL))
def test_fields_are_well_formed(name):
    lines, recs = ALL[name]
    for r in recs:
        assert r.type in TYPES and r.cert in CERTS, r
        assert r.clause and r.clause in lines[r.ko_line - 1], f"{r.id}: clause not verbatim"
        if r.type == "omission" or r.type == "gap-filled":
            assert r.corr, f"{r.id}: an omission or filled gap supplies text"
        if r.type == "gap-declined":
            assert r.corr is None, r.id
        if r.type == "substitution" and r.corr is not None:
            assert r.corr != r.sic and r.sic, r.id


@pytest.mark.parametrize("name", sorted(ALL))
def test_ids_unique_ordered_and_stable(name):
    lines, recs = ALL[name]
    ids = [r.id for r in recs]
    short = name[:3]
    assert ids == [f"s{short}-e{i:03d}" for i in range(1, len(ids) + 1)]
    assert find_emendations(name, lines, curation_path=CUR_EMEND) == recs                 # deterministic
    assert find_emendations(short, lines, curation_path=CUR_EMEND) == recs                # short id accepted
    keys = [(r.ko_line, lines[r.ko_line - 1].find(r.clause)) for r in recs]
    assert keys == sorted(keys), "ids follow the order of the commentary"


def test_ids_do_not_depend_on_the_order_of_the_curated_table(tmp_path):
    text = CUR_EMEND.read_text(encoding="utf-8")
    blocks = regex.split(r"\n(?=\[\[)", text)
    head, body = blocks[0], blocks[1:]
    shuffled = tmp_path / "reversed.toml"
    shuffled.write_text(head + "\n" + "\n".join(reversed(body)), encoding="utf-8")
    for name, (lines, recs) in ALL.items():
        assert find_emendations(name, lines, curation_path=shuffled) == recs, name


@pytest.mark.parametrize("name", sorted(ALL))
def test_ko_line_is_the_partner_unless_the_commentary_speaks_of_a_block(name):
    lines, recs = ALL[name]
    for r in recs:
        if r.ko_line != r.zh_line + 2:
            # only a duplicated block is spoken of from another paragraph (000:61, 000:81)
            assert r.type == "duplicate-block" and r.note.startswith("twin="), r


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_detector_hit_is_resolved(name):
    lines, _ = ALL[name]
    left = [(c.ko_line, c.kind, lines[c.ko_line - 1][c.span[0]:c.span[1]])
            for c in unresolved(name, lines, curation_path=CUR_EMEND)]
    assert left == []


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_emendation_wording_is_covered(name):
    """Coverage is measured: each 저본/빠졌/착행/중복/다른 본… lies in a record's clause or in a
    justified not_emendation clause."""
    lines, _ = ALL[name]
    assert coverage_gaps(name, lines, curation_path=CUR_EMEND) == []


def test_every_base_text_mention_is_accounted_for():
    """The brief's figures (grep -c): 31 lines of 000 and 16 of 001 mention 저본; every
    mention (46 and 17) falls inside a record's clause or a justified not_emendation."""
    for short in ("000", "001"):
        name, lines, recs = _src(short)
        assert sum("저본" in x for x in lines) == {"000": 31, "001": 16}[short]
        assert not [g for g in coverage_gaps(name, lines, curation_path=CUR_EMEND) if g[1] == "저본"]
        with_records = {r.ko_line for r in recs}
        silenced = {e["ko"] for e in CUR["not_emendation"] if e["source"] == short}
        for n, x in enumerate(lines, 1):
            if "저본" in x:
                assert n in with_records | silenced, f"{name}:{n}"


def test_no_dead_curation():
    """Each curated entry yields a record whose clause holds its words; each not_emendation
    entry silences at least one wording or detector hit."""
    for e in CUR["emendation"]:
        name, lines, recs = _src(e["source"])
        assert any(r.ko_line == e["ko"] and e["at"] in lines[e["ko"] - 1] and
                   r.clause in lines[e["ko"] - 1] for r in recs), e["at"]
        assert e["why"].strip()
    for e in CUR["not_emendation"]:
        name, lines, _ = _src(e["source"])
        text = lines[e["ko"] - 1]
        clause, a, b = clause_at(text, text.index(e["at"]))
        hits = [m for m in WORDING.finditer(text) if a <= m.start() < b]
        hits += [c for c in detect(text, e["ko"]) if a <= c.span[0] < b]
        assert hits, f"not_emendation at {e['source']}:{e['ko']} silences nothing"


# ------------------------------------------------------------- readings from the commentary

def _one(short, zh_line, sic):
    _, _, recs = _src(short)
    found = [r for r in recs if r.zh_line == zh_line and r.sic == sic]
    assert len(found) == 1, (short, zh_line, sic, found)
    return found[0]


def test_readings_given_in_hanja():
    # 000:5 저본의 「일요극사(日遙剋社)」의 「사」는 마땅히 「신(神)」으로 해야 한다
    r = _one("000", 3, "社")
    assert (r.type, r.corr, r.cert, r.ko_line) == ("substitution", "神", "high", 5)
    # 000:25 「진간(辰秆)」의 「간」 → 壬: the print has the variant 稈
    assert _one("000", 23, "稈").corr == "壬"
    # 001:13 저본은 「경인일용미(庚寅日用未)」를 「경인일화미(庚寅日和未)」로 잘못 씀
    assert _one("001", 11, "和").corr == "用"
    # 001:69 two corrections in one clause
    assert _one("001", 67, "與").corr == "丑" and _one("001", 67, "為").corr == "加"
    # 000:189 「작조얼(作造孼)」 → 「작얼(作孽)」: only a character to drop
    r = _one("000", 187, "造")
    assert (r.type, r.corr) == ("surplus", "")


def test_readings_given_in_hangul_only():
    # 000:85 「상택」은 마땅히 「지택」 — the hanja are at 000:53 (上擇 → 止擇)
    r = _one("000", 83, "上")
    assert r.corr == "止" and lines_at("000", 83)[r.start:r.start + 2] == "上擇"
    # 000:125 「년명□마(年命□馬)」는 「역」 자 하나가 빠졌다
    r = _one("000", 123, "□")
    assert (r.type, r.corr) == ("gap-filled", "驛")


def lines_at(short, n):
    return _src(short)[1][n - 1]


def test_gaps_declined_and_omissions():
    r = _one("000", 147, "□")            # 000:149 감히 메워 넣지 않는다
    assert (r.type, r.corr) == ("gap-declined", None)
    _, lines, recs = _src("000")
    (om,) = [r for r in recs if r.type == "omission" and r.zh_line == 191]
    assert om.corr == "己卯、"             # 000:193 기묘(己卯) 하루를 빠뜨렸다
    assert lines[190][om.start - 3:om.start] == "乙酉、"
    (xin,) = [r for r in recs if r.type == "omission" and r.zh_line == 7]
    assert lines[6][xin.start - 2:xin.start] == "名自" and xin.corr == "信"   # 000:9


def test_duplicate_blocks_point_to_their_twins():
    _, lines, recs = _src("000")
    dup = [r for r in recs if r.type == "duplicate-block"]
    assert {r.zh_line for r in dup if r.ko_line == 61} == {59, 63, 67, 71, 75}
    for r in dup:
        twins = [int(x.split(":")[1]) for x in r.note.split(";")[0][len("twin="):].split()]
        for t in twins:        # the twin is an earlier Chinese paragraph sharing text
            assert t < r.zh_line and not HANGUL.search(lines[t - 1])
            a, b = lines[t - 1], lines[r.zh_line - 1]
            assert any(a[i:i + 12] in b for i in range(0, len(a) - 12, 6)), (r.id, t)
    (d3,) = [r for r in _src("003")[2] if r.type == "duplicate-block"]
    assert d3.zh_line == 151 and d3.note.startswith("twin=003:147")


def test_the_misplaced_note_matches_its_twin():
    # 000:77: the second 不修帷箔 of 000:75 misplaces its notes; the twin 000:43 does not
    r = _one("000", 75, "不修（亥戌戌）帷箔（亥戌戌）")
    assert r.type == "misplaced-note" and r.corr in lines_at("000", 43)


# --------------------------------------------------------------------------- detectors

def kinds(text):
    return [c.kind for c in detect(text)]


def test_detect_should_with_a_sub_quotation():
    (c, *_) = [c for c in detect("(저본의 「일요극사(日遙剋社)」의 「사」는 마땅히 「신(神)」으로 해야 한다)")
               if c.specific]
    assert c.kind == "should"
    assert (c.groups["a"], c.groups["ah"], c.groups["s"], c.groups["b"], c.groups["bh"]) == \
        ("일요극사", "日遙剋社", "사", "신", "神")


def test_detect_should_tolerates_the_typo_and_needs_the_base_text():
    assert "should" in kinds("(저본의 「토상(土象)」은 마눌히 「사상(士象)」으로 해야 한다)")
    # no 저본 in the clause: a verse quoted as advice is not an emendation
    assert "should" not in kinds("그는 「갑(甲)」은 마땅히 「을(乙)」로 해야 한다고 말한다.")


def test_detect_miswritten_reads_correct_first():
    cs = [c for c in detect("(저본은 「신가오(申加午)」를 「갑가오(甲加午)」로 잘못 씀.)") if c.specific]
    assert [c.kind for c in cs] == ["miswritten"]
    assert cs[0].groups["ah"] == "甲加午" and cs[0].groups["bh"] == "申加午"


def test_detect_gap_filled_error_of_written_as():
    assert "gap_filled" in kinds("저본의 「수□지위(受□之位)」는 「기(氣)」 자 하나가 빠졌다.")
    assert "error_of" in kinds("「문」은 「간(間)」 자의 오다.")
    assert "written_as" in kinds("(원각은 「월피(月皮)」로 오기)")
    assert "gloss" in kinds("(저본의 「일천」은 곧 일간이다)")


@pytest.mark.parametrize("text,kind", [
    ("저본은 여기 한 글자가 빠졌다.", "missing"),
    ("여기에 그대로 싣고 보충하지 않는다.", "declined"),
    ("여섯 자에 연오(衍誤)가 있다.", "surplus"),
    ("두 난이 줄을 잘못하여 합쳐 읽으면", "misplaced"),
    ("저본의 각판(刻版)이 한 번 중복되었기에", "duplicate"),
    ("(다른 본은 「시태(時泰)」로 한다)", "variant"),
    ("글자에 오탈이 있어", "unspecified"),
])
def test_generic_detectors(text, kind):
    assert kind in kinds(text)


def test_nothing_detected_in_plain_translation():
    assert detect("이것은 건괘(乾卦)의 체에 통속하고, 무릇 점치면 일이 당당함을 주한다.") == []


def test_clause_is_the_parenthesis_or_the_sentence():
    s = "앞 문장이다. 뒤 문장은 길다(저본의 「인연(人淵)」은 마땅히 「재연(在淵)」으로 해야 한다), 끝이다. 다음."
    c, a, b = clause_at(s, s.index("저본"))
    assert c == "저본의 「인연(人淵)」은 마땅히 「재연(在淵)」으로 해야 한다" and s[a:b] == c
    c2, _, _ = clause_at(s, s.index("뒤"))
    assert c2.startswith("뒤 문장은") and c2.endswith("끝이다.")


# ------------------------------------------------------------- synthetic sources, errors

EMPTY = "# nothing curated\n"


def _cur(tmp_path, text=EMPTY):
    p = tmp_path / "cur.toml"
    p.write_text(text, encoding="utf-8")
    return p


def test_auto_record_on_a_synthetic_source(tmp_path):
    lines = ["제목", "", "甲乙社丙。", "",
             "번역이다(저본의 「을사(乙社)」의 「사」는 마땅히 「신(神)」으로 해야 한다)."]
    (r,) = find_emendations("009_x", lines, curation_path=_cur(tmp_path))
    assert r == Emendation("s009_x-e001", "substitution", 3, 5, "社", "神", 2, "high",
                           "저본의 「을사(乙社)」의 「사」는 마땅히 「신(神)」으로 해야 한다", None)


def test_ambiguous_print_is_left_to_curation(tmp_path):
    lines = ["제목", "", "社甲社。", "", "(저본의 「사(社)」는 마땅히 「신(神)」으로 해야 한다)"]
    cur = _cur(tmp_path)
    assert find_emendations("009", lines, curation_path=cur) == []
    (c,) = unresolved("009", lines, curation_path=cur)
    assert c.kind == "should" and c.ko_line == 5
    fixed = _cur(tmp_path, '[[emendation]]\nsource = "009"\nko = 5\nat = "「사(社)」"\n'
                 'type = "substitution"\noccurrence = 2\nwhy = "test"\n')
    (r,) = find_emendations("009", lines, curation_path=fixed)
    assert (r.sic, r.corr, r.start) == ("社", "神", 2)
    assert unresolved("009", lines, curation_path=fixed) == []


@pytest.mark.parametrize("entry,message", [
    ('at = "없는 말"\ntype = "substitution"\nsic = "社"\nwhy = "x"', "not in the paragraph"),
    ('at = "「사(社)」"\ntype = "substitution"\nsic = "神"\nwhy = "x"', "not found in the Chinese"),
    ('at = "「사(社)」"\ntype = "substitution"\nsic = "社"', "no justification"),
    ('at = "「사(社)」"\ntype = "fix"\nsic = "社"\nwhy = "x"', "unknown emendation type"),
    ('at = "「사(社)」"\ntype = "substitution"\nsic = "社"\ncert = "sure"\nwhy = "x"',
     "unknown certainty"),
])
def test_bad_curation_is_reported_with_its_place(tmp_path, entry, message):
    lines = ["제목", "", "甲社。", "", "(저본의 「사(社)」는 마땅히 「신(神)」으로 해야 한다)"]
    cur = _cur(tmp_path, f'[[emendation]]\nsource = "009"\nko = 5\n{entry}\n')
    with pytest.raises(EmendError, match=message) as e:
        find_emendations("009", lines, curation_path=cur)
    assert str(e.value).startswith("009:5:")
    assert isinstance(e.value, ValueError)


def test_record_ids_use_the_source_key():
    """A corpus file's key is its three digits (000_7ab36924039d3ca8 → s000-e…); another
    witness's key is its id (KR3g0031_005 → sKR3g0031_005-e…)."""
    from edition.encode.emend import _short
    assert _short("000_7ab36924039d3ca8.txt") == _short("000_7ab36924039d3ca8") == "000"
    assert _short("KR3g0031_005.txt") == "KR3g0031_005"
    assert find_emendations("abc", ["x"], curation_path=CUR_EMEND) == []


@given(st.text(alphabet="甲乙丙丁社神", max_size=8), st.text(alphabet="甲乙丙丁社神", max_size=8))
def test_trim_keeps_the_difference(a, b):
    p, sic, corr = _trim(a, b)
    assert a[:p] + sic + a[p + len(sic):] == a
    assert a[:p] + corr + a[p + len(sic):] == b


def test_summary_matches_the_records():
    from conftest import checkout_edition
    from edition.encode.emend import summary
    s = summary(checkout_edition())
    assert set(s) == set(ALL)
    for name, v in s.items():
        assert v["total"] == len(ALL[name][1]) == sum(v["types"].values()) == sum(v["cert"].values())
        assert v["unresolved"] == 0 and v["coverage_gaps"] == 0


def test_a_new_books_corrections_without_curation():
    # a scholar's own transcription (tests/data/redteam/liuren_kejing_ko.txt): no curated table,
    # the commentary's formulas read as the five texts' are
    lines = ["例", "", "三傳辰午申。辰午戌，辰寅卯丑，寅子丑壬。未申酉戌、午亥、巳子、辰卯寅丑。", "",
             "저본의 삼전 행 「진오술(辰午戌)」의 「술」은 마땅히 「신(申)」으로 해야 한다.", "",
             "如庚辰日未將亥時晝占，三傳辰申子。", "",
             "저본의 「미장해시(未將亥時)」는 장과 시가 서로 뒤바뀌었으니, 마땅히 「해장미시(亥將未時)」로 해야 한다.",
             "", "三傳子辰戌。子辰戌，未戌丑辰。", "",
             "저본의 삼전 「자진술(子辰戌)」은 중전과 말전이 뒤바뀌었으니, 마땅히 「자술진(子戌辰)」으로 해야 한다."]
    recs = find_emendations("kejing", lines)
    # 戌 stands five times in :3: placed by the words it is quoted in, 辰午戌
    r = next(x for x in recs if x.zh_line == 3)
    assert (r.sic, r.corr, r.cert, lines[2][r.start - 2:r.start + 1]) == ("戌", "申", "high", "辰午戌")
    # the reason between 는 and 마땅히
    r = next(x for x in recs if x.zh_line == 7)
    assert (r.sic, r.corr) == ("未將亥", "亥將未")
    # the same three characters printed twice (the 三傳 in prose and in the figure): each, less sure
    two = [x for x in recs if x.zh_line == 11]
    assert [(x.sic, x.corr, x.cert) for x in two] == [("辰戌", "戌辰", "medium")] * 2
    assert not unresolved("kejing", lines)
