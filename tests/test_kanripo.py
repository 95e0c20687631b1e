"""edition.encode.kanripo: Kanripo (mandoku) witnesses ↔ TEI, losslessly.

The seven juan of 六壬大全 (KR3g0031_000-006) are read from the shared witnesses folder
(``$LIUREN_KANRIPO``, else ``shared/witnesses/KR3g0031`` beside an ancestor of the checkout);
without it these tests are skipped, and under ``CI`` they fail. Expected values are read from
the raw files (cited ``file:line``), not retyped.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from edition.encode import kanripo as k
from edition.core.tei import TEI_NS, XML_ID, parse_bytes
from edition.encode.serialize import serialize
from edition.encode.validate import find_tei_all, load_schema

ROOT = Path(__file__).resolve().parent.parent
T = "{%s}" % TEI_NS
NS = {"t": TEI_NS}


def _find_shared(rel: str, env: str) -> Path | None:
    if os.environ.get(env):
        return Path(os.environ[env])
    for parent in ROOT.parents:
        p = parent / "shared" / rel
        if p.exists():
            return p
    return None


def _missing(what: str):
    if os.environ.get("CI"):
        pytest.fail(f"{what} (required in CI)")
    pytest.skip(what)


WITNESSES = _find_shared("witnesses/KR3g0031", "LIUREN_KANRIPO")


@pytest.fixture(scope="module")
def folder() -> Path:
    if WITNESSES is None or not (WITNESSES / "Readme.org").is_file():
        _missing("the Kanripo witness folder KR3g0031 is absent "
                 "(set LIUREN_KANRIPO or put it in shared/witnesses/)")
    return WITNESSES


@pytest.fixture(scope="module")
def juan(folder) -> dict[str, str]:
    """file name → raw text of every juan present (000-006)."""
    files = sorted(folder.glob("KR3g0031_*.txt"))
    assert files, f"no KR3g0031_*.txt in {folder}"
    return {p.name: p.read_bytes().decode("utf-8") for p in files}


@pytest.fixture(scope="module")
def built(juan) -> dict[str, tuple]:
    """file name → (Doc, TEI root re-parsed from its serialized bytes)."""
    out = {}
    for name, raw in juan.items():
        doc = k.parse(raw, name)
        out[name] = (doc, parse_bytes(serialize(k.to_tei(doc, {}))).getroot())
    return out


@pytest.fixture(scope="module")
def tei_all():
    path = find_tei_all() or _find_shared("tei/tei_all.rng", "TEI_ALL_RNG")
    if path is None or not path.is_file():
        _missing("TEI All (tei_all.rng) is absent: set TEI_ALL_RNG")
    return load_schema(path)


def lines_of(raw: str) -> list[str]:
    return raw.split("\n")


def check_locate(paras, raw: str) -> None:
    """Every character of every reading text maps back to its raw character (（ ） to the
    note's ( ), a diagram's \\n to the end of its row: its ¶), and offsets past the end do not."""
    lines = lines_of(raw)
    for p in paras:
        for i, ch in enumerate(p.text):
            line, col = p.locate(i)
            if ch == "\n":                                   # after the row: its ¶, if any
                assert lines[line - 1][col:] in ("¶", ""), (p.id, i, line, col)
                continue
            want = {"（": "(", "）": ")"}.get(ch, ch)          # or a （ ） printed as such
            assert lines[line - 1][col] in (want, ch), (p.id, i, ch, line, col)
        p.locate(len(p.text))
        with pytest.raises(IndexError):
            p.locate(len(p.text) + 1)


# =========================================================================== the seven juan

def test_lossless_on_every_juan(built, juan):
    for name, (doc, root) in built.items():
        assert k.diplomatic(root) == juan[name], name


def test_every_juan_is_valid_tei_all(built, tei_all):
    for name, (_, root) in built.items():
        assert tei_all.validate(etree.ElementTree(root)), (name, str(tei_all.error_log)[:2000])


def test_one_lb_per_text_line_numbered_as_the_file(built, juan):
    for name, (_, root) in built.items():
        raw_lines = lines_of(juan[name])[:-1]            # every juan ends with a newline
        want = [i for i, ln in enumerate(raw_lines, 1)
                if not ln.startswith("#") and not re.fullmatch(r"<pb:[^>]*>¶", ln)]
        got = [int(e.get("n")) for e in root.iter(T + "lb")]
        assert got == want, name
        m = root.find(".//t:extent/t:measure", NS)
        assert m.get("unit") == "lines" and int(m.get("quantity")) == len(lines_of(juan[name]))


def test_page_breaks_keep_the_page_id(built, juan):
    for name, (_, root) in built.items():
        want = re.findall(r"^<pb:([^>]*)>¶$", juan[name], re.M)
        pbs = list(root.iter(T + "pb"))
        assert [e.get(XML_ID) for e in pbs] == want, name
        for e in pbs:
            text_id, ed, page = e.get(XML_ID).split("_")
            assert (e.get("n"), e.get("ed")) == (page, ed)
    # 005:25 <pb:KR3g0031_WYG_005-2a>¶
    root = built["KR3g0031_005.txt"][1]
    pb = root.find(".//t:pb[@n='005-2a']", NS)
    assert pb.get(XML_ID) == "KR3g0031_WYG_005-2a" and pb.get("ed") == "WYG"


def test_header_lines_kept_and_described(built, juan):
    for name, (doc, root) in built.items():
        header = [ln for ln in lines_of(juan[name]) if ln.startswith("#")]
        x = root.find("t:teiHeader/t:xenoData[@type='mandoku-header']", NS)
        assert x.text.split("\n") == header
        assert root.findtext(".//t:sourceDesc/t:bibl/t:idno[@type='file']", namespaces=NS) == name
        title = root.findtext(".//t:titleStmt/t:title[@type='main']", namespaces=NS)
        assert title == f"{doc.title} {doc.juan}"
    root = built["KR3g0031_005.txt"][1]             # 005:2 #+TITLE, 005:4 ID, 005:5 BASEEDITION, 005:6 JUAN
    assert root.findtext(".//t:titleStmt/t:title", namespaces=NS) == "六壬大全 卷五"
    assert root.findtext(".//t:bibl/t:idno[@type='kanripo']", namespaces=NS) == "KR3g0031"
    assert root.find(".//t:bibl/t:edition", NS).get("n") == "WYG"


def test_sha256_is_of_the_raw_bytes(folder, built):
    import hashlib
    for name, (_, root) in built.items():
        want = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        assert root.findtext(".//t:bibl/t:idno[@type='sha256']", namespaces=NS) == want


def note_reading(raw_lines: list[str], first: int, last: int) -> str:
    """The note of lines first..last read line by line, col1 then col2 (computed from the raw
    lines with a plain regex, independently of the module)."""
    out = ""
    for n in range(first, last + 1):
        if raw_lines[n - 1].startswith("<pb:"):
            continue
        parts = re.findall(r"\(([^()]*)\)", raw_lines[n - 1])
        part = parts[-1] if n == first else parts[0]
        out += part.replace("/", "", 1)
    return out


def test_a_note_over_four_lines_reads_col1_then_col2_line_by_line(built, juan):
    """005:93-96 「氣動蟾分體(蟾者…分體半/月之數也…首日為發)」 then 「　　(用每氣十五日…」:
    the columns read line by line give 「分體半月之數也」 and 「首日為發用每氣十五日」."""
    raw_lines = lines_of(juan["KR3g0031_005.txt"])
    root = built["KR3g0031_005.txt"][1]
    p = root.find(".//t:p[@n='93']", NS)
    notes = p.findall("t:note", NS)
    assert len(notes) == 1 and notes[0].get("type") == "interlinear" and notes[0].get("place") == "inline"
    assert [e.get("n") for e in notes[0].iter(T + "lb")] == ["94", "95", "96"]
    para = next(x for x in k.paragraphs(root) if x.id == "p93")
    expected = note_reading(raw_lines, 93, 96)
    assert para.text == raw_lines[92][:raw_lines[92].index("(")] + "（" + expected + "）"
    assert "分體半月之數也" in expected and "首日為發用每氣十五日" in expected


def test_a_note_goes_on_across_a_page_break(built, juan):
    """005:105-107: 「妻財相氣論(…為妻)」, <pb:…005-6b>, 「　　(財主財帛事動…)」 (為妻財)."""
    raw_lines = lines_of(juan["KR3g0031_005.txt"])
    root = built["KR3g0031_005.txt"][1]
    note = root.find(".//t:p[@n='105']/t:note", NS)
    assert [etree.QName(e).localname for e in note if etree.QName(e).localname != "seg"] == ["pb", "lb"]
    assert note.find("t:pb", NS).get(XML_ID) == raw_lines[105][4:-2]
    para = next(x for x in k.paragraphs(root) if x.id == "p105")
    assert note_reading(raw_lines, 105, 107) in para.text and "為妻財主財帛" in para.text


def test_a_glyph_code_is_a_g_declared_in_the_header(built, juan):
    """002:50 「…筆墨&KR0987;葢…」."""
    raw = juan["KR3g0031_002.txt"]
    root = built["KR3g0031_002.txt"][1]
    codes = list(dict.fromkeys(re.findall(r"&(KR[0-9]+);", raw)))
    assert [g.get(XML_ID) for g in root.iterfind(".//t:charDecl/t:glyph", NS)] == codes
    line50 = lines_of(raw)[49]
    assert "&KR0987;" in line50
    lb = root.find(".//t:lb[@n='50']", NS)
    block = lb.getparent()
    g = block.find("t:g[@ref='#KR0987']", NS)
    assert g is not None
    para = next(x for x in k.paragraphs(root) if x.id == block.get(XML_ID))
    i = para.text.index("&KR0987;")
    assert para.locate(i) == (50, line50.index("&KR0987;"))


def test_headings_and_divisions(built, juan):
    raw_lines = lines_of(juan["KR3g0031_005.txt"])
    root = built["KR3g0031_005.txt"][1]
    juan_div = root.find(".//t:body/t:div", NS)
    assert juan_div.get("type") == "juan" and juan_div.get("n") == "005"
    heads = juan_div.findall("t:head", NS)
    # 005:8 欽定四庫全書 (the series), 005:9 「　六壬大全卷五」 (the juan)
    assert [(h.get("n"), h.get("type")) for h in heads] == [("8", "series"), ("9", "juan")]
    # 005:10-12 「　　課經一」「　諸事起例斷章法」「　　元首課」: one run of headings, one section
    first = juan_div.find("t:div", NS)
    assert [h.get("n") for h in first.findall("t:head", NS)] == ["10", "11", "12"]
    by_id = {p.id: p for p in k.paragraphs(root)}
    assert by_id["h12"].text == raw_lines[11].strip("\u3000¶") == "元首課"
    # 005:74 「　　訂訛」 after a paragraph that fills its last column (005:73)
    assert by_id["h74"].kind == "head" and by_id["h74"].text == raw_lines[73].strip("\u3000¶")
    assert any(d.get(XML_ID) == "d74" for d in root.iter(T + "div"))
    # 005:1356 the juan's title again after the text: its trailer
    tr = juan_div.find("t:trailer", NS)
    assert tr.get("n") == "1356" and by_id["h1356"].text == raw_lines[1355].strip("\u3000¶")
    # every 課 named alone on an indented line (005:12 「　　元首課」, 006:11 「　　官爵課」) and
    # every 心鏡/袖中金/訂訛 rubric opens a section
    for name, (doc, _) in built.items():
        heads = {b.lines[0] for b in doc.blocks if b.kind == "head" and b.role == "section"}
        rubrics = [i for i, ln in enumerate(lines_of(juan[name]), 1)
                   if re.fullmatch(r"\u3000\u3000(?:[^\u3000()]{1,6}課|心鏡|袖中金|訂訛)¶", ln)]
        assert rubrics or name not in ("KR3g0031_005.txt", "KR3g0031_006.txt")
        assert set(rubrics) <= heads, (name, sorted(set(rubrics) - heads))


def test_a_diagram_is_one_block_of_three_rows(built, juan):
    """005:28-30, the 課式 of 甲子日卯時子將 (005:26-27)."""
    raw_lines = lines_of(juan["KR3g0031_005.txt"])
    root = built["KR3g0031_005.txt"][1]
    ab = root.find(".//t:ab[@n='28']", NS)
    assert ab.get("type") == "diagram"
    assert [e.get("n") for e in ab.iter(T + "lb")] == ["28", "29", "30"]
    assert ab.find("t:note", NS) is None and len(ab.findall("t:seg[@type='cell']", NS)) == 10
    para = next(x for x in k.paragraphs(root) if x.id == "p28")
    rows = [ln[:-1].replace("(", "（").replace(")", "）") for ln in raw_lines[27:30]]
    assert para.kind == "diagram" and para.text.split("\n") == rows
    check_locate([para], juan["KR3g0031_005.txt"])
    # every diagram: three rows, the middle one with the three transmissions
    for name, (doc, root) in built.items():
        for b in doc.blocks:
            if b.kind == "diagram":
                assert len(b.lines) == 3, (name, b)
                assert k.TRANSMISSIONS_ROW.fullmatch(doc.lines[b.lines[1] - 1].content), (name, b)


def test_a_cast_locates_on_its_raw_line(built, juan):
    """005:26 「如甲子日卯時子將占寅命行年在未…」: the day 甲子 is on line 26, column 1."""
    raw = juan["KR3g0031_005.txt"]
    line26 = lines_of(raw)[25]
    root = built["KR3g0031_005.txt"][1]
    para = next(p for p in k.paragraphs(root) if "如甲子日卯時子將占" in p.text)
    assert para.id == "p26" and para.line == 26
    i = para.text.index("甲子日")
    assert para.locate(i) == (26, line26.index("甲子"))
    # the note of 005:27 starts after 元首課 and maps to its "("
    j = para.text.index("（")
    assert para.locate(j) == (27, lines_of(raw)[26].index("("))


def test_every_reading_character_maps_back(built, juan):
    for name, (_, root) in built.items():
        check_locate(k.paragraphs(root), juan[name])


def test_paragraph_ids_and_first_lines(built):
    for name, (doc, root) in built.items():
        paras = k.paragraphs(root)
        assert [(p.id, p.line, p.kind) for p in paras] == [(b.id, b.lines[0], b.kind) for b in doc.blocks]
        for p in root.find("t:text", NS).iter(T + "p"):
            assert p.get(XML_ID) == "p" + p.get("n")


def test_the_real_juan_warnings_are_the_two_labelled_diagrams(built):
    """006:791 and 006:1048: a diagram's first row shares its line with text."""
    warnings = [w for name, (doc, _) in built.items() for w in doc.warnings]
    assert warnings == ["KR3g0031_006.txt:791: diagram row begins with text '陽神作𤣥武課': kept in the diagram",
                        "KR3g0031_006.txt:1048: diagram row begins with text '加酉是四仲': kept in the diagram"]


# =========================================================================== the repository

def test_read_repository_orders_the_juan_and_warns_for_missing_ones(folder):
    repo = k.read_repository(folder)
    readme = (folder / "Readme.org").read_text(encoding="utf-8").split("\n")
    listed = [(i, m.group(1)) for i, ln in enumerate(readme, 1)
              if (m := re.search(r"\[\[file:([^:\]]+)", ln))]
    present = [f for _, f in listed if (folder / f).is_file()]
    assert [p.name for p in repo.files] == present
    assert repo.title == "六壬大全" and repo.id == "KR3g0031"
    assert ("WYG", "【四庫全書・文淵閣】") in repo.editions
    missing = [(i, f) for i, f in listed if not (folder / f).is_file()]
    assert [w for w in repo.warnings] == [
        f"Readme.org:{i}: {f} ({repo.toc[[j.file for j in repo.toc].index(f)].label}) is listed but not in the folder"
        for i, f in missing]
    meta = repo.meta(repo.files[5], k.parse(repo.files[5].read_text(encoding="utf-8"), repo.files[5].name))
    assert meta["label"] == "六壬大全 卷五" and meta["edition_name"] == "【四庫全書・文淵閣】"


def test_read_repository_bad_folders(tmp_path):
    with pytest.raises(k.KanripoError) as e:
        k.read_repository(tmp_path / "nope")
    assert str(e.value) == f"{tmp_path / 'nope'}: not a folder (expected a Kanripo repository)"
    (tmp_path / "KR1a0001_001.txt").write_text("#+TITLE: x\n<pb:KR1a0001_A_001-1a>¶\n甲¶\n", encoding="utf-8")
    repo = k.read_repository(tmp_path)
    assert [p.name for p in repo.files] == ["KR1a0001_001.txt"] and repo.id == "KR1a0001"
    assert repo.warnings == (f"{tmp_path}: no Readme.org: juan files taken in name order",)
    # a Readme.org that lists no juan (its links lost in a copy): the files, in name order, said
    (tmp_path / "Readme.org").write_text("#+TITLE: x\n* 目次\n - [[fileKR1a0001_001txt001-1a][x]]\n",
                                         encoding="utf-8")
    repo = k.read_repository(tmp_path)
    assert [p.name for p in repo.files] == ["KR1a0001_001.txt"]
    assert repo.warnings == ("Readme.org: lists no juan file: juan files taken in name order",)
    (tmp_path / "Readme.org").write_bytes(b"\xff\xfe")
    with pytest.raises(k.KanripoError) as e:
        k.read_repository(tmp_path)
    assert str(e.value).startswith(f"{tmp_path / 'Readme.org'}: not UTF-8")


def test_is_kanripo(juan):
    for name, raw in juan.items():
        assert k.is_kanripo(raw), name
    for p in sorted((ROOT / "sources").glob("*.txt")):
        assert not k.is_kanripo(p.read_text(encoding="utf-8")), p.name
    assert k.is_kanripo("甲¶\n乙¶\n") and not k.is_kanripo("甲\n\n乙\n") and not k.is_kanripo("")


# =========================================================================== hostile text

def roundtrip(raw: str, name: str = "KR9z9999_001.txt"):
    doc = k.parse(raw, name)
    root = k.to_tei(doc, {})
    assert k.diplomatic(root) == raw
    again = parse_bytes(serialize(root)).getroot()
    assert k.diplomatic(again) == raw
    check_locate(k.paragraphs(again), raw)
    return doc, again


@pytest.mark.parametrize("raw", [
    "", "\n", "\n\n", "¶", "¶\n", "#a", "#a\n", "#+TITLE: x\n#+PROPERTY: JUAN 卷一\n",
    "甲", "甲¶¶\n", "(a/b)", "(a/b)¶\n(c/d)¶", "(((a/b/c)))¶\n", "a)b(c¶\n(¶\n)¶\n/¶\n",
    "<pb:X_Y_1-1a>¶\n<pb:X_Y_1-1a>¶\n<pb:bad>¶\n<pb:X_Y_1-1a>\n<pb:p1_a_b-c>¶\n",
    "&KR0317;&KR;&KR12a;&kr1;¶\n(&KR0001;/&KR0002;)¶\n",
    "\x00\x0b\ud800\ufffe\uffff\r¶\r\n#\x01\n", "#\x01\n#+TITLE: y\n",
    "\u3000\u3000\u3000¶\n\u3000¶\n\u3000\u3000(a/b)¶\n", "  ¶\n\t¶\n",
    "]]>&amp;<x/>\"'¶\n",
])
def test_hostile_text_round_trips(raw):
    roundtrip(raw)


def test_hostile_text_warnings_name_file_and_line():
    doc = k.parse("#+TITLE: t\n甲(乙¶\n<pb:X_Y_1-1a>¶\n<pb:X_Y_1-1a>¶\n丙\n#x¶\n(a/b/c)¶\n", "f.txt")
    assert doc.warnings == (
        "f.txt:2: unbalanced '(' or ')': kept as text",
        "f.txt:4: page break '<pb:X_Y_1-1a>¶' repeats a page id: kept as a text line",
        "f.txt:5: text line without a final ¶",
        "f.txt:6: '#' line after the text began: kept as a text line",
        "f.txt:7: note part '(a/b/c)' has more than one '/': the second stays in col2",
    )


PIECES = st.sampled_from([
    "甲", "子", "乙丑", "\u3000", "\u3000\u3000", "(", ")", "/", "(a/b)", "(甲乙/丙)", "(/)", "()", "（", "）",
    "(丁/)", "&KR0317;", "&KR1;", "&KR", ";", "¶", "#", "<pb:", ">", "  ", " ", "\t", "\r",
    "\x00", "\x1f", "\ud800", "\ufffe", "\U0002a6a5", "𫝊", "e\u0301", "<", "&", "]]>", "\u200b",
    "(青/)午(朱/)邜(天/后)子\u3000\u3000(常申亥/  酉子)", "\u3000" * 8 + "(隂亥甲/)\u3000\u3000\u3000(己午未申/)",
    "甲" * 21, "甲" * 20 + "(a/b)",
])
LINE = st.one_of(
    st.lists(PIECES, max_size=8).map("".join),
    st.lists(PIECES, max_size=6).map(lambda p: "".join(p) + "¶"),
    st.sampled_from(["#+TITLE: 六壬大全", "# -*- mode: mandoku-view; -*-", "#+PROPERTY: JUAN 卷五",
                     "<pb:KR3g0031_WYG_005-2a>¶", "<pb:KR3g0031_WYG_005-2b>¶", "<pb:X>¶", "", "¶",
                     "\u3000\u3000元首課¶", "\u3000六壬大全卷五¶", "欽定四庫全書¶"]),
    st.text(max_size=12),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINE, max_size=14), st.booleans())
def test_property_any_mixture_round_trips(lines, final_newline):
    raw = "\n".join(lines) + ("\n" if final_newline else "")
    roundtrip(raw)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(st.lists(LINE, max_size=14), st.booleans())
def test_property_hostile_tei_is_valid_tei_all(tei_all, lines, final_newline):
    raw = "\n".join(lines) + ("\n" if final_newline else "")
    _, root = roundtrip(raw)
    assert tei_all.validate(etree.ElementTree(root)), str(tei_all.error_log)[:2000]


def test_diplomatic_refuses_a_tree_it_cannot_read():
    doc = k.parse("甲(a/b)¶\n", "f.txt")
    root = k.to_tei(doc)
    root.find(".//t:note", NS).append(etree.Element(T + "hi"))
    with pytest.raises(k.KanripoError) as e:
        k.diplomatic(root)
    assert str(e.value) == "f.txt:1: unexpected <hi> in p1.n1"
    root = k.to_tei(doc)
    root.find(".//t:measure", NS).set("quantity", "7")
    with pytest.raises(k.KanripoError) as e:
        k.diplomatic(root)
    assert str(e.value) == "f.txt: the header counts 7 lines, the text has 1"


def test_a_file_name_xml_cannot_hold_is_refused_and_meta_is_cleaned():
    with pytest.raises(k.KanripoError) as e:
        k.parse("甲¶\n", "a\x01.txt")
    assert str(e.value) == "'a\\x01.txt': a file name with characters XML cannot hold"
    root = k.to_tei(k.parse("#+PROPERTY: BASEEDITION WYG\n甲¶\n", "f.txt"),
                    {"title": "t\x00", "edition_name": "\ufffe名"})
    assert root.findtext(".//t:titleStmt/t:title", namespaces=NS) == "t\ufffd"
    assert root.findtext(".//t:bibl/t:edition", namespaces=NS) == "\ufffd名"
