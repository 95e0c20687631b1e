"""The example detector (edition/analyse/examples/detect.py) and the TEI feature structure (model.py).

Property tests render what a source prints for an engine chart — an inline case in the
wording of 001 (001:23 「如乙亥晝占，三傳未卯亥干上子」, 001:43 「丁巳日干上亥，支上酉」), a full
layout as 003 prints it (003:59), a compressed index entry as 000 prints it (000:23, decoded
column by column) — and require the detector to read back exactly the chart's values.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from edition.analyse.examples.check import Checker
from edition.analyse.examples.detect import (BX, RING_SEATS, decode_columns, find_compressed, find_full,
                                     find_inline, parse_claims)
from edition.analyse.examples.model import Example, from_fs
from engine import cast
from engine.values import BRANCH_NAMES as B, STEM_NAMES as S, day_name

days = st.integers(0, 59)
offsets = st.integers(0, 11)


def _b(x):
    return B[x]


@settings(max_examples=150, deadline=None)
@given(days, offsets, st.booleans())
def test_inline_sentence_reads_back(d, o, daytime):
    ch = cast(d, o, daytime)
    t = "".join(_b(x) for x in ch.transmissions)
    line = (f"如{day_name(d)}日{'晝' if daytime else '夜'}占，三傳{t}，干上{_b(ch.gan_shang)}，"
            f"支上{_b(ch.zhi_shang)}是也。")
    found = find_inline(line)
    assert len(found) == 1
    s, e, c = found[0]
    assert line[s:e].startswith("如") and line[s:e].endswith("是也")
    assert c["day"] == day_name(d)
    assert c["daytime"] is daytime
    assert c["transmissions"] == list(t)
    assert c["gan_shang"] == _b(ch.gan_shang) and c["zhi_shang"] == _b(ch.zhi_shang)


@settings(max_examples=60, deadline=None)
@given(days, offsets)
def test_inline_example_of_a_real_chart_is_consistent(d, o):
    """What the detector reads from a sentence rendered from a chart is satisfied by that
    chart: the checker never calls it an error (agrees, or underdetermined when the printed
    claims fit several casts)."""
    ch = cast(d, o)
    t = "".join(_b(x) for x in ch.transmissions)
    line = f"如{day_name(d)}日三傳{t}，干上{_b(ch.gan_shang)}是也。"
    s, e, c = find_inline(line)[0]
    ex = Example("t-x001", "test.txt", 1, s, e, line[s:e], "inline", claims=c)
    f = Checker([ex]).check(ex)
    assert f.status in ("agrees", "underdetermined")
    assert any(sol["offset"] == o for sol in f.solutions)


@settings(max_examples=100, deadline=None)
@given(days, offsets)
def test_full_layout_reads_back(d, o):
    """003:59's printing: 三傳, the 四課 rows right to left, the ring over 巳午未申 辰酉 卯戌 寅丑子亥."""
    ch = cast(d, o)
    t = "".join(_b(x) for x in ch.transmissions)
    les = ch.lessons[::-1]
    upper = "".join(_b(le.upper) for le in les)
    lower = "".join(S[le.lower] if le.lower_is_stem else _b(le.lower) for le in les)
    ring = [_b(ch.plate[B.index(seat)]) for seat in RING_SEATS]
    ring_txt = "".join(ring[:4]) + "、" + "".join(ring[4:6]) + "、" + "".join(ring[6:8]) + "、" \
        + "".join(ring[8:])
    line = f"元首課：上克下。{t}，{upper}，{lower}，{ring_txt}。"
    (s, e, c), = find_full(line)
    assert c["day"] == day_name(d)
    assert c["transmissions"] == list(t)
    assert [le["upper"] for le in c["lessons"]] == [_b(le.upper) for le in ch.lessons]
    assert c["plate"] == {B[x]: _b(ch.plate[x]) for x in range(12)}


@settings(max_examples=100, deadline=None)
@given(days, offsets)
def test_compressed_columns_decode(d, o):
    """000's index entries read the layout column by column, right to left (decoded from 000:23
    against 003:87): [干上, stem, over 申酉戌亥], [第二課, over 未子], [第三課, over 午丑],
    [第四課, over 巳辰卯寅]."""
    ch = cast(d, o)
    L = ch.lessons
    P = lambda x: _b(ch.plate[B.index(x)])  # noqa: E731
    cols = [_b(L[0].upper) + S[L[0].lower] + P("申") + P("酉") + P("戌") + P("亥"),
            _b(L[1].upper) + _b(L[1].lower) + P("未") + P("子"),
            _b(L[2].upper) + _b(L[2].lower) + P("午") + P("丑"),
            _b(L[3].upper) + _b(L[3].lower) + P("巳") + P("辰") + P("卯") + P("寅")]
    t = "".join(_b(x) for x in ch.transmissions)
    line = f"涉害（{t}）（{t}）" + "、".join(cols) + "。"
    (s, e, c, name), = find_compressed(line)
    assert name == "涉害"
    assert c["day"] == day_name(d)
    assert c["plate"] == {B[x]: _b(ch.plate[x]) for x in range(12)}
    assert c == {**decode_columns(cols, [1, 2, 3, 4]), "transmissions": list(t), "names": ["涉害"]}


def test_no_chart_claim_no_example():
    # 001:59 「如甲乙日春占，得木火神為旺相」 names days but claims nothing about a chart
    assert find_inline("旺謂旺相，休謂休囚，如甲乙日春占，得木火神為旺相，得金水神為休囚。") == []


def test_lookalike_glyph_is_kept_as_printed():
    # engine/values.py: look-alikes are printing errors, reported, never silently read
    (_, _, c), = find_inline("如丙辰日三傳寅末子是也")
    assert c["transmissions"] == ["寅", "末", "子"]
    assert "末" in BX


def test_claim_parsers_on_cited_wording():
    # 001:59 「晝占丑貴加子順行」: 貴人 丑 on 子, running 順
    c, _ = parse_claims("干上卯，晝占丑貴加子順行")
    assert c["guiren"] == {"branch": "丑", "seat": "子", "direction": "順"}
    assert c["plate"] == {"子": "丑"} and c["daytime"] is True
    # 001:63 「申乘龍加巳」: 青龍 on 申, 申 over 巳
    c, _ = parse_claims("晝占申乘龍加巳")
    assert c["generals"] == {"申": "青龍"} and c["plate"] == {"巳": "申"}
    # 001:39 「一課子乙，二課申子」
    c, _ = parse_claims("一課子乙，二課申子")
    assert c["lessons"][:2] == [{"upper": "子", "lower": "乙"}, {"upper": "申", "lower": "子"}]


# --------------------------------------------------------------------------- fs round trip

branch = st.sampled_from(list(B))
claims_st = st.fixed_dictionaries(
    {"day": st.builds(day_name, days)},
    optional={
        "offset": offsets,
        "daytime": st.booleans(),
        "transmissions": st.lists(st.one_of(st.none(), branch), min_size=3, max_size=3),
        "gan_shang": branch,
        "plate": st.dictionaries(branch, branch, max_size=12),
        "lessons": st.lists(st.one_of(st.none(), st.fixed_dictionaries(
            {"upper": branch, "lower": branch})), min_size=4, max_size=4),
        "generals": st.dictionaries(branch, st.sampled_from(["貴人", "青龍", "白虎"]), max_size=3),
        "names": st.lists(st.sampled_from(["元首", "涉害", "見機"]), max_size=2),
    })


@settings(max_examples=150, deadline=None)
@given(claims_st, st.one_of(st.none(), claims_st),
       st.text(alphabet=st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF) | st.sampled_from("，。 　（）"),
               min_size=1, max_size=30))
def test_fs_round_trip(claims, corrected, text):
    ex = Example("s001-x001", "001_6ab3c058adbfb16c.txt", 23, 3, 3 + len(text), text, "inline",
                 name="四閉", claims=claims, corrected=corrected,
                 korean={"line": 25, "text": "을해(乙亥)일에 낮 점으로", "claims": {"day": "乙亥"}},
                 layout=("1:戌壬未", "2:酉戌午"))
    fs = ex.to_fs()
    again = from_fs(etree.fromstring(etree.tostring(fs)))
    assert again == ex


# --------------------------------------------------------------------------- curated file

def _lines(sid):
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    return (root / "sources" / f"{sid}.txt").read_text(encoding="utf-8").split("\n")


def test_curated_entry_must_be_found_in_its_line(tmp_path):
    import pytest

    from edition.analyse.examples import ExampleError, find_examples
    bad = tmp_path / "examples.toml"
    bad.write_text('[[example]]\nsource = "001"\nline = 23\nmatch = "如乙亥夜占"\n'
                   'why = "test"\n', encoding="utf-8")
    with pytest.raises(ExampleError, match=r"001:23.*does not occur"):
        find_examples("001_6ab3c058adbfb16c", _lines("001_6ab3c058adbfb16c"), curation_path=bad)


def test_curated_entry_needs_a_citation(tmp_path):
    import pytest

    from edition.analyse.examples import ExampleError, find_examples
    bad = tmp_path / "examples.toml"
    bad.write_text('[[example]]\nsource = "001"\nline = 23\nmatch = "如乙亥晝占"\n',
                   encoding="utf-8")
    with pytest.raises(ExampleError, match="no 'why'"):
        find_examples("001_6ab3c058adbfb16c", _lines("001_6ab3c058adbfb16c"), curation_path=bad)


ENTRY = 'source = "003"\nline = 59\nmatch = "元首課"\nwhy = "003:59 test"\n'


@pytest.mark.parametrize("extra, msg", [
    ('whyy = "x"\n', r"example 1 \(003:59\): unknown key\(s\) \['whyy'\]"),
    ('[example.transcription]\nid = "003-059-yuanshou"\n', r"transcription lacks korean_line"),
    ('[example.transcription]\nid = "003-063-x"\nkorean_line = 61\n',
     r"id '003-063-x' is not 003-059-<word>"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = "61"\n',
     r"korean_line must be int, not '61'"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\nrow = "x"\n',
     r"unknown transcription key\(s\) \['row'\]"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\n'
     '[example.transcription.segments]\nring = "丑寅卯辰"\n', r"bad segment\(s\) \['ring'\]"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\n'
     '[example.transcription.expect]\nplate = "misprint"\n',
     r"expect.plate: a reason opens with printing-error:"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\n'
     '[example.transcription.expect]\nplate = "printing-error: the ring is wrong"\n',
     r"a printing error cites its evidence"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\n'
     '[example.transcription.expect]\ntransmissions = "school-option: fu_yin=nope"\n',
     r"expect.transmissions: option fu_yin: unknown value 'nope'"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\nrejects_why = "x"\n'
     '[example.transcription.rejects]\n"she_hai=meng_zhong" = ["sanchuan"]\n',
     r"rejects 'she_hai=meng_zhong' must list fields of plate"),
    ('[example.transcription]\nid = "003-059-x"\nkorean_line = 61\n'
     '[example.transcription.rejects]\n"she_hai=meng_zhong" = ["names"]\n',
     r"rejects without rejects_why"),
])
def test_curated_entry_keys_and_transcription_are_checked(tmp_path, extra, msg):
    """Only the documented keys (tei/curation/examples.toml's head); a printed layout's
    ``[example.transcription]`` is validated on load (edition/analyse/examples/transcription.py):
    one line saying which entry and what is wrong."""
    from edition.analyse.examples import ExampleError, curation
    bad = tmp_path / "examples.toml"
    bad.write_text("[[example]]\n" + ENTRY + extra, encoding="utf-8")
    with pytest.raises(ExampleError, match=msg) as e:
        curation(bad)
    assert str(e.value).startswith("examples.toml: example 1 (003:59)") and "\n" not in str(e.value)


def test_curated_entry_replaces_the_proposal(tmp_path):
    from edition.analyse.examples import find_examples
    cur = tmp_path / "examples.toml"
    cur.write_text('[[example]]\nsource = "001"\nline = 23\nmatch = "如乙亥晝占，三傳未卯亥干上子"\n'
                   'set = { guiren = { branch = "子" } }\nwhy = "001:23 test"\n', encoding="utf-8")
    exs = find_examples("001_6ab3c058adbfb16c", _lines("001_6ab3c058adbfb16c"), curation_path=cur)
    hit = [e for e in exs if e.line == 23 and "乙亥" in e.text]
    assert len(hit) == 1 and hit[0].claims["guiren"] == {"branch": "子"}
    assert hit[0].claims["transmissions"] == ["未", "卯", "亥"]     # the detector's reading kept
    assert hit[0].origin == "curated"


def test_jinkou_detector_reads_the_positions():
    # 004:163 「假令十二月，壬午日，寅時，巳位，乙木、朱雀火、小吉土、巳火」 (the words as
    # printed in the source line)
    from pathlib import Path
    from edition.analyse.examples.detect import find_jinkou
    line = (Path(__file__).resolve().parent.parent / "sources" / "004_77c0438832264c29.txt"
            ).read_text(encoding="utf-8").split("\n")[162]
    hits = [c for s_, e_, c in find_jinkou(line) if "壬午日" in line[s_:e_]]
    assert len(hits) == 1
    c = hits[0]
    words = next(line[s_:e_] for s_, e_, _ in find_jinkou(line) if "壬午日" in line[s_:e_])
    pos = words.rsplit("，", 1)[1].split("、")
    assert (c["day"], c["hour"], c["jk_month"], c["jk_wei"]) == ("壬午", "寅", 12, "巳")
    assert (c["jk_renyuan"], c["jk_guishen"], c["jk_jiangshen"], c["jk_difen"]) == tuple(
        w[:-1] for w in pos)
