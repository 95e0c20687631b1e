"""Lossless: the TEI gives back every source byte for byte (docs/ENCODING.md), and the
reading text applies the commentary's corrections."""
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edition.core.tei import parse_bytes

from conftest import checkout_edition
from edition.core.text import language
from edition.encode import build, reader
from edition.encode.formats.plain import import_source
from edition.encode.emend import Emendation

ROOT = Path(__file__).resolve().parent.parent
ED = checkout_edition()
SOURCE_IDS = ED.ids


def _source(sid: str) -> str:
    return (ROOT / "sources" / f"{sid}.txt").read_bytes().decode("utf-8")


@pytest.fixture(scope="module")
def fresh():
    return {sid: parse_bytes(import_source(ED, sid)[0], f"tei/{sid}.xml") for sid in SOURCE_IDS}


@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_committed_tei_reproduces_source_byte_for_byte(sid):
    tree = reader.load(ED.tei_path(sid))
    assert reader.diplomatic(tree).encode("utf-8") == (ROOT / "sources" / f"{sid}.txt").read_bytes()


@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_fresh_import_reproduces_source(sid, fresh):
    assert reader.diplomatic(fresh[sid]) == _source(sid)


@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_reading_changes_exactly_the_lines_with_inline_corrections(sid, fresh):
    tree = fresh[sid]
    dip, rd = reader.diplomatic(tree).split("\n"), reader.reading(tree).split("\n")
    assert len(dip) == len(rd)
    changed = {i + 1 for i, (a, b) in enumerate(zip(dip, rd)) if a != b}
    ids = set(tree.getroot().xpath("//@xml:id"))
    expected = set()
    for e in reader.emendations(tree):
        if e["id"] not in ids:                      # standoff only: not applied
            continue
        if e["type"] == "surplus" or (e["type"] not in ("variant", "gap-declined")
                                      and e["corr"] is not None and e["sic"] != e["corr"]):
            expected.add(e["line"])
    assert changed == expected


def test_reading_applies_a_substitution_000_51():
    # 000_7ab36924039d3ca8.txt:53: 저본의 「상택(上擇)」은 마땅히 「지택(止擇)」으로 해야 한다
    tree = reader.load(ED.tei_path("000"))
    line = reader.reading(tree).split("\n")[51 - 1]
    printed = reader.diplomatic(tree).split("\n")[51 - 1]
    assert "上擇" in printed and "止擇" in line and "上擇" not in line


def test_reading_fills_a_gap_000_7():
    # 000_7ab36924039d3ca8.txt:9: 「취□마(取□馬)」는 「역(驛)」 자 하나가 빠졌다
    tree = reader.load(ED.tei_path("000"))
    assert "取□馬" in reader.diplomatic(tree).split("\n")[7 - 1]
    assert "取驛馬" in reader.reading(tree).split("\n")[7 - 1]


def test_notes_keep_their_brackets_and_gaps_their_squares():
    for sid in SOURCE_IDS:
        text = _source(sid)
        tree = reader.load(ED.tei_path(sid))
        root = tree.getroot()
        T = "{http://www.tei-c.org/ns/1.0}"
        notes = root.findall(f".//{T}note[@type='interlinear']")
        gaps = root.findall(f".//{T}text//{T}gap")
        # every full-width bracket pair of a Chinese line is one note (all are balanced)
        zh = [ln for i, ln in enumerate(text.split("\n")) if i and ln and language(ln) == "lzh"]
        assert len(notes) == sum(ln.count("（") for ln in zh), sid
        assert sum(int(g.get("quantity")) for g in gaps) == sum(ln.count("□") for ln in zh), sid


# --------------------------------------------------------------------------- hypothesis

# printable text that XML 1.0 can hold, with the characters that matter here over-weighted
ALPHABET = st.one_of(
    st.sampled_from(list("<>&\"'（）□ \u3000\t\r;#]]>") + ["&amp;", "（", "）", "□"]),
    st.characters(min_codepoint=0x20, max_codepoint=0xD7FF, exclude_characters="\n\r"),
    st.characters(min_codepoint=0x4E00, max_codepoint=0x4E80),
    st.characters(min_codepoint=0xAC00, max_codepoint=0xAC80),
)
PARA = st.lists(ALPHABET, min_size=1, max_size=40).map("".join).filter(lambda s: s != "")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(head=PARA, paras=st.lists(PARA, min_size=1, max_size=8),
       blanks=st.lists(st.integers(1, 3), min_size=8, max_size=8), final_newline=st.booleans())
def test_arbitrary_paragraphs_survive_import(head, paras, blanks, final_newline):
    text = head
    for p, b in zip(paras, blanks):
        text += "\n" * (b + 1) + p
    if final_newline:
        text += "\n"
    data, built = build.import_text("w_test", text, file_name="w_test.txt", meta={}, records=[])
    tree = parse_bytes(data, "w_test.xml")
    assert reader.diplomatic(tree) == text
    assert reader.reading(tree) == text                       # no emendations: nothing changes
    again, _ = build.import_text("w_test", text, file_name="w_test.txt", meta={}, records=[])
    assert again == data                                      # deterministic


@st.composite
def text_with_records(draw):
    """A Chinese paragraph with random emendations laid on it (nested, overlapping, in notes)."""
    zh = draw(st.lists(st.sampled_from(list("甲乙丙丁（）□，。<&")), min_size=1, max_size=30).map("".join))
    ko = "저본의 글자는 마땅히 고쳐야 한다"
    recs = []
    for k in range(draw(st.integers(0, 4))):
        typ = draw(st.sampled_from(["substitution", "omission", "surplus", "variant",
                                    "gap-filled", "gap-declined", "transposition"]))
        a = draw(st.integers(0, len(zh)))
        if typ == "omission":
            sic, corr = "", draw(st.sampled_from(["戊", "己庚"]))
        else:
            b = draw(st.integers(a, min(len(zh), a + 4)))
            if a == b:
                continue
            sic = zh[a:b]
            corr = {"surplus": "", "gap-declined": None}.get(typ, draw(st.sampled_from(["辛", "", "壬癸"])))
        recs.append(Emendation(id=f"w-e{k + 1:03d}", type=typ, zh_line=3, ko_line=5, sic=sic,
                               corr=corr, start=a, cert="high", clause=ko, note=None))
    return zh, ko, recs


@settings(max_examples=150, deadline=None)
@given(text_with_records())
def test_random_emendations_keep_the_text_and_round_trip(case):
    zh, ko, recs = case
    text = "題\n\n" + zh + "\n\n" + ko
    data, built = build.import_text("w_test", text, file_name="w_test.txt", meta={}, records=recs)
    tree = parse_bytes(data, "w_test.xml")
    assert reader.diplomatic(tree) == text
    got = reader.emendations(tree)
    assert [(g["id"], g["sic"], g["corr"], g["type"], g["line"], g["commentary_line"]) for g in got] \
        == [(r.id, r.sic, r.corr, r.type, 3, 5) for r in recs]
