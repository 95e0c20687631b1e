"""Witnesses of one text: `liuren import PATH --witness SIGLUM`, `liuren collate` (the
alignment, the typing of its sites, the TEI apparatus that TEI All and teiphy read) and
`liuren text` (each witness rebuilt byte for byte).

The core is tested on small texts written here; the development material (六壬大全 master
against its WYG branch, 黃帝授三子玄女經 HFL against ZTDZ) is read from
``../shared/witnesses`` beside the checkout: without it those tests skip, and fail under CI.
Expected values are read from the witnesses themselves (their differing lines), never from
the program's output.
"""
from __future__ import annotations

import difflib
import json
import os
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT, missing, run_cli
from edition.analyse import collate as C
from edition.core import edition as E
from edition.core.tei import NS, XML_ID, parse_file

SHARED = ROOT.parent / "shared" / "witnesses"


_missing, run = missing, run_cli


def units(text: str, line: int = 1):
    """One unit of ``text`` starting on ``line``, a new raw line after each \\n."""
    offsets, n = [], line
    for m in re.finditer(r"[^\n]*\n?", text):
        if m.group():
            offsets.append((m.start(), n, 0))
            n += 1
    return [(text, line, tuple(offsets), 0, len(text), "p1")]


def coll(a: str, b: str, *more: str) -> C.Collation:
    sig = ["A", "B", "C", "D"]
    return C.collate([C.stream(sig[k], f"{sig[k]}.txt", units(t))
                      for k, t in enumerate((a, b) + more)])


def kinds(col: C.Collation) -> list[tuple]:
    return [(a.type, a.subtype, a.readings["A"], a.readings["B"]) for a in col.apps]


# =========================================================================== streams

def test_layout_is_not_text_and_punctuation_stands_beside_the_units():
    # a ZTDZ line: text, ¶, an HFL page id, ¶ (KR5a0297-ZTDZ/KR5a0297_000.txt:17)
    s = C.stream("Z", "z.txt", units("罡臨日辰¶<md:KR5a0297_HFL_000-001b>¶\n　甲（乙/丙）&KR0025;，丁。"))
    assert s.seq[:4] == "罡臨日辰" and len(s) == 9
    assert s.text(0, len(s)) == "罡臨日辰甲乙丙&KR0025;，丁"
    assert list(s.notes) == [0, 0, 0, 0, 0, 1, 1, 0, 0]
    assert s.punct == {8: "，", 9: "。"}
    assert [s.lines[i] for i in (0, 4, 8)] == [1, 2, 2]


# =========================================================================== alignment

@settings(max_examples=200, deadline=None)
@given(st.text("甲乙丙丁戊己", max_size=60), st.text("甲乙丙丁戊己", max_size=60))
def test_the_opcodes_cover_both_texts_and_rebuild_the_second(a, b):
    ops = C.align(a, b)
    out, i, j = [], 0, 0
    for tag, i1, i2, j1, j2 in ops:
        assert (i1, j1) == (i, j)
        if tag == "equal":
            assert a[i1:i2] == b[j1:j2]
        out.append(b[j1:j2])
        i, j = i2, j2
    assert (i, j) == (len(a), len(b)) and "".join(out) == b


def test_long_texts_are_anchored_and_a_moved_block_stays_aligned():
    rnd = random.Random(18)
    a = "".join(rnd.choice("甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥") for _ in range(60_000))
    b = a[:20_000] + "天" + a[20_000:40_000] + a[40_100:]     # one addition, 100 omitted
    ops = C.align(a, b)
    diff = [op for op in ops if op[0] != "equal"]
    assert [(t, i2 - i1, j2 - j1) for t, i1, i2, j1, j2 in diff] == [("insert", 0, 1),
                                                                     ("delete", 100, 0)]


# =========================================================================== typing

def test_a_kanripo_code_or_a_variant_form_is_orthographic():
    # 從/&KR0025; (KR3g0031-WYG/KR3g0031_001.txt:45), 戦/𢧐 (KR3g0031_005.txt:523)
    assert kinds(coll("從兹玉厯自戦作事", "&KR0025;兹玉厯自𢧐作事")) == [
        ("orthographic", "", "從", "&KR0025;"), ("orthographic", "", "戦", "𢧐")]
    assert C.is_orthographic("剋", "尅") and not C.is_orthographic("巳", "已")


def test_the_orthographic_pairs_are_the_glyph_registrys():
    # issue 19 §1: the collation's pairs derive from engine/lexicon.py (its wording variants)
    from engine import lexicon
    pairs = C.orthographic_pairs()
    for printed, read in lexicon.wording().items():
        assert frozenset((printed, read)) in pairs, printed
    assert frozenset("夘邜") in pairs and frozenset("戦𢧐") in pairs      # read as one character
    # the WYG's forms of juan 000-006 (witnesses/README.md; the same line of master and WYG:
    # KR3g0031_003.txt:11 助/𦔳, :733 充/𠑽, :879 速/𨒪, 005:523 戦/𢧐, :750 顯/𩔰, 006:649 驥/𩦸)
    for pair in ("助𦔳", "充𠑽", "速𨒪", "戦𢧐", "顯𩔰", "驥𩦸"):
        assert frozenset(pair) in pairs, pair
    # readings and look-alikes of a slot are no orthographic pairs (a substantive variant)
    for a, b in (("戍", "戌"), ("巳", "已"), ("末", "未"), ("甲", "申")):
        assert frozenset((a, b)) not in pairs and not C.is_orthographic(a, b)


def test_omission_addition_substitution_transposition():
    assert kinds(coll("甲乙丙丁戊己庚", "甲乙丁戊己庚辛")) == [
        ("substantive", "omission", "丙", ""), ("substantive", "addition", "", "辛")]
    assert kinds(coll("甲乙丙丁戊己", "甲乙巳丁戊己")) == [("substantive", "substitution", "丙", "巳")]
    assert kinds(coll("天地玄黃宇宙洪荒日月", "天地黃玄宇宙洪荒日月")) == [
        ("substantive", "transposition", "玄黃", "黃玄")]
    col = coll("甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥",
               "甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申甲乙酉戌亥")
    col2 = coll("甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥",
                "丙丁戊己庚辛壬癸子丑寅卯辰巳午未申甲乙酉戌亥")
    assert kinds(col)[0][:2] == ("substantive", "addition")
    a, b = col2.apps
    assert (a.subtype, b.subtype, a.corresp, b.corresp) == ("transposition", "transposition",
                                                            b.id, a.id)


def test_punctuation_and_notes_are_layout_not_text():
    # 002:175 prints 六壬大全 卷一 with punctuation and its notes inline (KR3g0031_001.txt:426)
    assert kinds(coll("甲乙，丙丁。", "甲乙丙丁")) == [("punctuation", "", "，", ""),
                                                  ("punctuation", "", "。", "")]
    col = coll("甲乙（丙丁）戊", "甲乙丙丁戊")
    assert kinds(col) == [("layout", "", "丙丁", "丙丁")]
    assert col.apps[0].notes == {"A": True, "B": False}


def test_a_site_is_its_characters_and_cites_the_line_of_each_reading():
    col = coll("甲乙丙\n丁戊己\n庚辛壬", "甲乙\n丙丁戊\n巳庚辛壬")
    (a,) = col.apps
    assert (a.readings, a.cites) == ({"A": "己", "B": "巳"}, {"A": "A.txt:2", "B": "B.txt:3"})


def test_three_witnesses_share_one_app_where_their_sites_overlap():
    col = coll("甲乙丙丁戊己庚", "甲乙巳丁戊己庚", "甲乙丁戊己庚")
    (a,) = col.apps
    assert a.readings == {"A": "丙", "B": "巳", "C": ""} and a.type == "substantive"


# =========================================================================== an edition

HEADER = """# -*- mode: mandoku-view; -*-
#+TITLE: 試經
#+PROPERTY: ID KR9z0001
#+PROPERTY: BASEEDITION AAA
#+PROPERTY: WITNESS {w}
#+PROPERTY: JUAN 卷一
"""
BASE = HEADER.format(w="AAA") + """<pb:KR9z0001_AAA_001-1a>¶
欽定四庫全書¶
　試經巻一¶
天一所在甲戊庚且大吉夕小吉乙巳晝神後夜傳¶
送丙丁從魁六辛晝勝先夜功曹壬癸晝太一¶
<pb:KR9z0001_AAA_001-1b>¶
罡臨日辰者會在日辰前為巳過(罡加孟/神在内)自戦¶
"""
OTHER = HEADER.format(w="BBB") + """<md:KR9z0001_AAA_001-1a>¶<pb:KR9z0001_BBB_001-1a>
欽定四庫全書¶
　試經巻一¶
天一所在甲戊庚且大吉夕小吉乙巳晝神後夜傳送丙丁¶
&KR0025;魁六辛晝勝先夜功曹壬癸晝太¶<md:KR9z0001_AAA_001-1b>¶
罡臨日辰者會在日辰前為已過(罡加孟/神在内)自𢧐¶
"""
README = """#+TITLE: 試經 / BBB
* 版本
 |       AAA|【甲本】|
 |       BBB|【乙本】|
目次
 - [[file:KR9z0001_001.txt][試經 卷一]]
"""


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """An edition of one Kanripo juan (witness AAA) and its witness BBB, written above."""
    root = tmp_path_factory.mktemp("collate")
    for name, text in (("a", BASE), ("b", OTHER)):
        (root / name).mkdir()
        (root / name / "KR9z0001_001.txt").write_bytes(text.encode("utf-8"))
        (root / name / "Readme.org").write_text(README.replace("BBB", "AAA", 1) if name == "a"
                                                else README, encoding="utf-8")
    ed = root / "ed"
    assert run("init", "--empty", ed)[0] == 0
    assert run("import", root / "a", "--edition", ed, "--no-analyse")[0] == 0
    code, out, err = run("import", root / "b", "--witness", "BBB", "--edition", ed, "--no-analyse")
    assert code == 0, err
    return root, ed


def test_a_witness_is_copied_listed_and_encoded(small):
    root, ed_dir = small
    ed = E.load(ed_dir)
    (s,) = ed.sources
    assert (s.base_siglum, s.witness_name) == ("AAA", "【甲本】")
    (c,) = s.copies
    assert (c.siglum, c.name, c.file) == ("BBB", "【乙本】", "BBB/KR9z0001_001.txt")
    assert (ed_dir / "sources" / c.file).read_bytes() == OTHER.encode("utf-8")
    for path in (ed.tei_path(s), ed.tei_path(s, "BBB")):
        wits = parse_file(path).getroot().iterfind(".//tei:sourceDesc/tei:listWit/tei:witness", NS)
        assert [w.get("n") for w in wits] == ["AAA", "BBB"]
    code, out, _ = run("import", root / "b", "--witness", "BBB", "--edition", ed_dir, "--no-analyse")
    assert code == 0 and "unchanged" in out and E.load(ed_dir) == ed
    code, _, err = run("import", root / "a", "--witness", "AAA", "--edition", ed_dir)
    assert code == 2 and "already the siglum of its base witness" in err
    assert run("import", "--check", "--edition", ed_dir)[0] == 0


def test_each_witness_is_rebuilt_byte_for_byte(small):
    _, ed = small
    for sig, want in ((None, BASE), ("BBB", OTHER)):
        args = ["text", "KR9z0001_001", "--edition", ed] + (["--witness", sig] if sig else [])
        code, out, _ = run(*args)
        assert code == 0 and out == want
    code, _, err = run("text", "KR9z0001_001", "--witness", "CCC", "--edition", ed)
    assert code == 2 and err.startswith("liuren: ") and "CCC" in err


def test_the_small_collation_finds_each_difference_at_its_lines(small):
    _, ed = small
    code, out, err = run("collate", "--json", "--edition", ed)
    assert code == 0, err
    (t,) = json.loads(out)["texts"]
    got = [(v["type"], v.get("subtype", ""), v["readings"]["AAA"], v["readings"]["BBB"],
            v["cites"]["AAA"], v["cites"]["BBB"]) for v in t["variants"]]
    base, other = BASE.split("\n"), OTHER.split("\n")

    def at(lines, s):            # the line (1-based) printing s
        return next(n for n, x in enumerate(lines, 1) if s in x)
    f, g = "KR9z0001_001.txt", "BBB/KR9z0001_001.txt"
    assert got == [
        ("orthographic", "", "從", "&KR0025;", f"{f}:{at(base, '從')}", f"{g}:{at(other, '&KR0025;')}"),
        ("substantive", "omission", "一", "", f"{f}:{at(base, '太一')}", f"{g}:{at(other, '晝太')}"),
        ("substantive", "substitution", "巳", "已", f"{f}:{at(base, '為巳')}", f"{g}:{at(other, '為已')}"),
        ("orthographic", "", "戦", "𢧐", f"{f}:{at(base, '戦')}", f"{g}:{at(other, '𢧐')}")]


def test_the_collation_file_is_valid_tei_and_teiphy_reads_it(small, tmp_path):
    _, ed = small
    path = ed / "tei" / "collation" / "KR9z0001_001.xml"
    root = parse_file(path).getroot()
    assert root.find(".//tei:variantEncoding", NS).get("method") == "parallel-segmentation"
    apps = root.findall(".//tei:app", NS)
    assert [a.get(XML_ID) for a in apps] == ["v1", "v2", "v3", "v4"]
    assert [a.find("tei:lem", NS).get("wit") for a in apps] == ["#AAA"] * 4
    code, out, err = run("validate", "--edition", ed, "--json")
    report = json.loads(out)
    assert report["valid"], report["errors"]
    if report["tei_all"] is None:
        _missing("TEI All was not found: the collation was not checked against it")
    to_nexus(path, tmp_path)


def to_nexus(path: Path, tmp: Path) -> str:
    """teiphy's NEXUS of a collation file (its Python API, as its CLI does)."""
    teiphy = pytest.importorskip("teiphy") if not os.environ.get("CI") else __import__("teiphy")
    from lxml import etree
    coll = teiphy.Collation(etree.parse(str(path)))
    out = tmp / (path.stem + ".nex")
    coll.to_file(out)
    text = out.read_text(encoding="utf-8")
    assert text.startswith("#NEXUS") and "Matrix" in text
    return text


# =========================================================================== shared witnesses

def _folder(name: str) -> Path:
    p = SHARED / name
    if not (p / "Readme.org").is_file():
        _missing(f"the witness folder {name} is absent (../shared/witnesses)")
    return p


@pytest.fixture(scope="module")
def daquan(tmp_path_factory):
    """六壬大全 juan 000–006: master, then --witness WYG, collated."""
    master, wyg = _folder("KR3g0031"), _folder("KR3g0031-WYG")
    ed = tmp_path_factory.mktemp("daquan") / "ed"
    run("init", "--empty", ed)
    assert run("import", master, "--edition", ed, "--no-analyse")[0] == 0
    assert run("import", wyg, "--witness", "WYG", "--edition", ed, "--no-analyse")[0] == 0
    code, out, err = run("collate", "--json", "--edition", ed)
    assert code == 0, err
    return master, wyg, ed, json.loads(out)["texts"]


def _differing_lines(a: Path, b: Path) -> list[tuple[int, int]]:
    x = a.read_text(encoding="utf-8").split("\n")
    y = b.read_text(encoding="utf-8").split("\n")
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, x, y, autojunk=False).get_opcodes():
        if tag != "equal":
            assert tag == "replace" and i2 - i1 == j2 - j1       # same lines, other forms
            out += [(i1 + k + 1, j1 + k + 1) for k in range(i2 - i1)]
    return out


def test_every_line_where_wyg_differs_is_a_variant_with_both_readings(daquan):
    master, wyg, _, texts = daquan
    lines = 0
    for t in texts:
        f = t["file"]
        diff = _differing_lines(master / f, wyg / f)
        lines += len(diff)
        raw_a = (master / f).read_text(encoding="utf-8").split("\n")
        raw_b = (wyg / f).read_text(encoding="utf-8").split("\n")
        found = {(int(v["cites"]["master"].rsplit(":", 1)[1]), int(v["cites"]["WYG"].rsplit(":", 1)[1]))
                 for v in t["variants"]}
        assert set(diff) == found, (f, sorted(set(diff) ^ found))
        for v in t["variants"]:
            a, b = v["readings"]["master"], v["readings"]["WYG"]
            la, lb = (int(v["cites"][k].rsplit(":", 1)[1]) for k in ("master", "WYG"))
            assert a and b and a in raw_a[la - 1] and b in raw_b[lb - 1]
            # a glyph of the WYG branch: a Kanripo code or a supplementary-plane form
            assert v["type"] == "orthographic", v
            assert b.startswith("&KR") or ord(b[0]) >= 0x20000 or ord(a[0]) >= 0x20000, v
    assert lines == 28          # witnesses/README.md: 「The two differ on 28 lines」


def test_every_witness_of_the_daquan_is_rebuilt_and_every_file_converts(daquan, tmp_path):
    master, wyg, ed, texts = daquan
    from edition.encode.witness import rebuilt_text
    e = E.load(ed)
    for s in e.sources:
        assert rebuilt_text(e, s).encode("utf-8") == (master / s.file).read_bytes()
        assert rebuilt_text(e, s, "WYG").encode("utf-8") == (wyg / s.file).read_bytes()
    for p in sorted((ed / "tei" / "collation").glob("*.xml")):
        to_nexus(p, tmp_path)
    assert len(list((ed / "tei" / "collation").glob("*.xml"))) == len(texts) == 7


def test_hfl_and_ztdz_differ_in_layout_only(tmp_path):
    hfl, ztdz = _folder("KR5a0297"), _folder("KR5a0297-ZTDZ")
    ed = tmp_path / "ed"
    run("init", "--empty", ed)
    assert run("import", hfl, "--edition", ed, "--no-analyse")[0] == 0
    assert run("import", ztdz, "--witness", "ZTDZ", "--edition", ed, "--no-analyse")[0] == 0
    code, out, _ = run("collate", "--json", "--edition", ed)
    (t,) = json.loads(out)["texts"]
    assert [w["siglum"] for w in t["witnesses"]] == ["HFL", "ZTDZ"]   # Readme.org's 版本
    assert [v for v in t["variants"] if v["type"] != "layout"] == []
    # the text lines break alike; the pages and the line numbers do not: 「罡臨日辰者…」 is
    # KR5a0297_000.txt:19 and ZTDZ/KR5a0297_000.txt:17, with the HFL page id after its ¶
    assert t["line_breaks"] == {"ZTDZ": 0}
    h = (hfl / "KR5a0297_000.txt").read_text(encoding="utf-8").split("\n")
    z = (ztdz / "KR5a0297_000.txt").read_text(encoding="utf-8").split("\n")
    assert h[18].startswith("罡臨日辰者") and z[16].startswith("罡臨日辰者") and "<md:" in z[16]
    e = E.load(ed)
    from edition.encode.witness import rebuilt_text
    assert rebuilt_text(e, "KR5a0297_000", "ZTDZ").encode() == (ztdz / "KR5a0297_000.txt").read_bytes()


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text("甲乙丙丁戊，。", max_size=30), min_size=2, max_size=3))
def test_every_witness_is_recoverable_from_the_apparatus(texts):
    col = C.collate([C.stream(f"W{k}", f"w{k}.txt", units(t)) for k, t in enumerate(texts)])
    for s in col.streams:
        assert C.rebuild(col, s.siglum) == s.full()


# =========================================================================== parallels

def test_every_parallel_group_has_an_apparatus_that_keeps_each_side(analysis, ed):
    from edition.analyse import parallels as P
    lines = {s.file: ed.read_text(s).split("\n") for s in ed.sources}
    assert analysis.parallels
    for g in analysis.parallels:
        col, sigla = P.collation(g)
        assert [a.as_json() for a in col.apps] == [a.as_json() for a in g.apparatus]
        for s, w in zip(col.streams, g.witnesses):
            assert C.rebuild(col, s.siglum) == s.full()
            assert sigla[s.siglum] == w.cite()
        for a in g.apparatus:
            for sig, r in a.readings.items():
                file, line = a.cites[sig].rsplit(":", 1)
                first = next((c for c in r if c.strip() and not C._punct(c)), None)
                assert first is None or first in lines[file][int(line) - 1], (g.id, a.id, sig)


def test_a_kanripo_parallel_is_cited_on_the_line_that_prints_it(tmp_path):
    # 「婦年上神傷夫家之門…」 begins on KR5a0297_000.txt:45 (its paragraph on :39) and again on :48
    hfl = _folder("KR5a0297")
    ed = tmp_path / "ed"
    run("init", ed)
    assert run("import", hfl, "--edition", ed)[0] == 0
    code, out, _ = run("parallels", "--json", "--edition", ed)
    raw = (hfl / "KR5a0297_000.txt").read_text(encoding="utf-8").split("\n")
    groups = [g for g in json.loads(out)["groups"] if "KR5a0297_000.txt" in g["sources"]]
    assert groups
    for g in groups:
        for w in [g["base"]] + g["witnesses"]:
            n = int(w["cite"].rsplit(":", 1)[1])
            here = raw[n - 1].rstrip("¶") + raw[n].rstrip("¶")
            assert w["text"][:4] in here and w["text"][0] in raw[n - 1], w
    cites = {w["cite"] for g in groups for w in [g["base"]] + g["witnesses"]}
    assert {"KR5a0297_000.txt:45", "KR5a0297_000.txt:48"} <= cites
    assert raw[44].endswith("又無令婦年上神傷夫¶")


PIECES = ["甲", "乙", "丙", "&KR0025;", "（", "）", "(", ")", "/", "¶", "<md:X_Y_000-001a>",
          "，", "。", "\n", "　", "\x01", "𢧐", "戦"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.sampled_from(PIECES), max_size=25).map("".join),
                min_size=2, max_size=3))
def test_any_text_collates_into_a_well_formed_apparatus(texts):
    from edition.analyse import collation as CN
    from edition.core.tei import parse_bytes
    col = C.collate([C.stream(f"W{k}", f"w{k}.txt", units(t)) for k, t in enumerate(texts)])
    for s in col.streams:
        assert C.rebuild(col, s.siglum) == s.full()
    src = E.Source(id="t", file="t.txt", siglum="W0",
                   copies=tuple(E.Copy(f"W{k}", "", f"W{k}/t.txt", "") for k in range(1, len(texts))))
    root = parse_bytes(CN.tei_bytes(src, col)).getroot()
    assert len(root.findall(".//tei:app", NS)) == len(col.apps)
    for s in col.streams:                        # the file gives back every witness
        assert witness_text(root, s.siglum) == s.full().replace("\x01", "\ufffd")


def witness_text(root, siglum: str) -> str:
    """A witness's text read from a collation file: the common text, and in each app the
    reading whose @wit names it (``g`` → its ``&KR…;`` code)."""
    out: list[str] = []

    def walk(e):
        out.append(e.text or "")
        for c in e:
            tag = c.tag.split("}")[1]
            if tag == "g":
                out.append("&" + c.get("ref")[1:] + ";")
            elif tag == "app":
                walk(next(r for r in c if r.get("wit") == f"#{siglum}"))
            out.append(c.tail or "")
    for ab in root.iterfind(".//tei:body//tei:ab", NS):
        walk(ab)
    return "".join(out)


def test_collate_check_and_an_edition_without_witnesses(small, tmp_path):
    _, ed = small
    assert run("collate", "--check", "--edition", ed)[0] == 0
    path = ed / "tei" / "collation" / "KR9z0001_001.xml"
    keep = path.read_bytes()
    path.write_bytes(keep.replace(b"v1", b"v0", 1))
    try:
        code, out, _ = run("collate", "--check", "--edition", ed)
        assert code == 1 and "differs" in out
    finally:
        path.write_bytes(keep)
    plain = tmp_path / "plain"
    run("init", "--empty", plain)
    code, out, _ = run("collate", "--edition", plain)
    assert code == 0 and "No text of the edition has another witness" in out


def test_a_known_form_against_another_character_is_substantive():
    """A form of the registry (𤣥 = 玄) is orthographic against its own character only: 𤣥 for 白
    in a 課式 cell is a reading of substance (the red-team KR3g9959-WYG/KR3g9959_002.txt:35),
    not a rare form of the basic planes; an unknown supplementary form still is one."""
    from edition.analyse.collate import is_orthographic
    assert is_orthographic("玄", "𤣥") and is_orthographic("陰", "隂")
    assert not is_orthographic("白", "𤣥")
    assert is_orthographic("戰", "𢧐")
