"""The checker (edition/examples/check.py) and `liuren check`, on the examples of the edition.

Examples are read from the TEI: from ``tei/*.xml`` when the importer has embedded them,
otherwise from a copy of the TEI files into which :func:`edition.examples.embed_examples`
puts them (the encoding the importer uses). Expected values are never retyped: they are the
printed claims of the example found at a cited place (``file:line`` and its printed words),
compared with what the engine computes. A handful of cases per status is pinned, each with
the passage that makes it that status.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from edition.cli import cli, main
from edition.examples import (embed_examples, examples_from_tei, find_examples, load_examples,
                              source_ids)
from edition.examples.check import STATUSES, Checker, check_all, compile_claims, search
from edition.examples.model import Example
from edition.tei import NS, parse_file

ROOT = Path(__file__).resolve().parent.parent
TEI = ROOT / "tei"
SOURCES = ROOT / "sources"


@pytest.fixture(scope="module")
def tei_dir(tmp_path_factory) -> Path:
    if all(examples_from_tei(parse_file(TEI / f"{s}.xml")) for s in source_ids()):
        return TEI
    d = tmp_path_factory.mktemp("tei")
    for sid in source_ids():
        tree = parse_file(TEI / f"{sid}.xml")
        lines = (SOURCES / f"{sid}.txt").read_text(encoding="utf-8").split("\n")
        embed_examples(tree, find_examples(sid, lines))
        tree.write(str(d / f"{sid}.xml"), encoding="UTF-8", xml_declaration=True)
    return d


@pytest.fixture(scope="module")
def examples(tei_dir):
    exs, where = load_examples(tei_dir=tei_dir)
    assert where == "tei"
    return exs


@pytest.fixture(scope="module")
def findings(examples):
    return {f.example.id: f for f in check_all(examples)}


def at(findings, short: str, line: int, words: str):
    """The finding of the example printed at `short:line` whose span contains `words`."""
    hits = [f for f in findings.values()
            if f.example.source.startswith(short) and f.example.line == line
            and words in f.example.text]
    assert len(hits) == 1, f"{short}:{line} {words!r}: {len(hits)} examples"
    return hits[0]


# --------------------------------------------------------------------------- meta

def test_number_checked_equals_number_marked_up(tei_dir, findings):
    n_fs = n_seg = 0
    for sid in source_ids():
        root = parse_file(tei_dir / f"{sid}.xml").getroot()
        n_fs += len(root.findall(".//tei:back/tei:div[@type='examples']/tei:fvLib/tei:fs", NS))
        n_seg += len(root.findall(".//tei:body//tei:seg[@type='example']", NS))
    assert len(findings) == n_fs
    assert n_seg <= n_fs
    assert all(f.status in STATUSES for f in findings.values())


def test_every_example_is_where_it_says(examples):
    for ex in examples:
        line = (SOURCES / ex.source).read_text(encoding="utf-8").split("\n")[ex.line - 1]
        assert line[ex.start:ex.end] == ex.text, ex.id


def test_embedding_keeps_the_text(tei_dir):
    from edition.tei import reader
    for sid in source_ids():
        tree = parse_file(tei_dir / f"{sid}.xml")
        assert reader.diplomatic(tree) == (SOURCES / f"{sid}.txt").read_text(encoding="utf-8")
        for seg in tree.getroot().iterfind(".//tei:seg[@type='example']", NS):
            fs = tree.getroot().find(f".//tei:fs[@n='{seg.get('{http://www.w3.org/XML/1998/namespace}id')}']", NS)
            assert fs is not None and seg.get("ana") == "#" + fs.get("{http://www.w3.org/XML/1998/namespace}id")


def test_solutions_satisfy_the_claims(findings):
    """Every listed cast satisfies every claim it was found for (recomputed here)."""
    from engine import Options, cast
    for f in findings.values():
        if f.status not in ("agrees", "underdetermined"):
            continue
        p = compile_claims(f.example.claims)
        for sol in f.solutions:
            ch = cast(sol["day"], sol["offset"] or 0,
                      True if sol["daytime"] is None else sol["daytime"], Options(f.options))
            assert all(fn(ch) for _, fn in p.tests), (f.example.id, sol)


# --------------------------------------------------------------------------- agrees

def test_agrees_003_59_yuanshou(findings):
    # 003:59 元首課 「三傳巳丑酉。巳丑酉，巳酉亥卯，酉丑卯丁，丑寅卯辰、子巳、亥午、戌酉申未」
    f = at(findings, "003", 59, "元首課")
    assert f.status == "agrees"
    assert f.computed["transmissions"] == f.example.claims["transmissions"]
    assert f.computed["day"] == f.example.claims["day"]
    assert f.fields == {k: "agrees" for k in f.fields}


def test_agrees_001_23_yihai(findings):
    # 001:23 「如乙亥晝占，三傳未卯亥干上子」 (Korean 001:25)
    f = at(findings, "001", 23, "如乙亥晝占")
    assert f.status == "agrees"
    assert f.computed["transmissions"] == f.example.claims["transmissions"]
    assert f.computed["gan_shang"] == f.example.claims["gan_shang"]


def test_agrees_compressed_000_35_wuyi(findings):
    # 000:35 無依（寅申寅）… decoded column by column: 庚戌, 返吟
    f = at(findings, "000", 35, "無依")
    assert f.status == "agrees"
    assert f.computed["offset"] == 6 and f.computed["day"] == f.example.claims["day"]


# --------------------------------------------------------------------------- printed errors

def test_printed_error_new_003_139_ring_copied(findings):
    # 003:139 八專例1: the ring 丑寅卯辰、子巳、亥午、戌酉申未 is 003:59's; the 四課 need offset 9
    f = at(findings, "003", 139, "二課無克")
    ring = at(findings, "003", 59, "元首課")
    assert f.status == "printed-error-new"
    assert f.example.claims["plate"] == ring.example.claims["plate"]
    assert ring.example.id in f.hypothesis and "003_03e8aca9396f2189.txt:59" in f.hypothesis
    assert f.fields["plate"] == "differs"
    assert f.computed["transmissions"] == f.example.claims["transmissions"]


def test_printed_error_new_002_183_dingchou(findings):
    # 002:183 「如丁丑日干上午害干與支合，支上午」: both 干上 and 支上 printed 午
    f = at(findings, "002", 183, "丁丑日")
    assert f.status == "printed-error-new"
    assert "干上" in f.hypothesis
    assert f.computed["zhi_shang"] == f.example.claims["zhi_shang"]
    assert f.computed["gan_shang"] != f.example.claims["gan_shang"]


def test_printed_error_new_glyph_000_27(findings):
    # 000:27 冬蛇掩目 … 丑戊卯: 戊 where 第二課's lower 戌 belongs
    f = at(findings, "000", 27, "冬蛇掩目")
    assert f.status == "printed-error-new"
    assert "look-alike" in f.hypothesis and "戊" in f.hypothesis
    # the Korean (000:29 무일) reads 戊 as the day stem: that reading fails
    assert f.korean["agrees"] is False


def test_printed_error_corrected(findings):
    # 001:159 「干上午為旬首」 → 支上午 (s001-e017, Korean 001:161)
    f = at(findings, "001", 159, "如辛丑日")
    assert f.status == "printed-error-corrected"
    assert "s001-e017" in f.example.correction
    assert f.computed["zhi_shang"] == f.example.corrected["zhi_shang"]
    # 001:63 「得救乘龍加申」 → 午乘龍加申 (s001-e010, Korean 001:65)
    f = at(findings, "001", 63, "得救")
    assert f.status == "printed-error-corrected" and "s001-e010" in f.example.correction
    # 001:179 「干加干」 → 干加支 (s001-e020, Korean 001:181)
    f = at(findings, "001", 179, "干加干")
    assert f.status == "printed-error-corrected" and "s001-e020" in f.example.correction


def test_correction_disputed(findings):
    # 000:23 涉害: the commentary (000:25, s000-e010) reads 辰稈 as 辰壬, a 壬 day
    f = at(findings, "000", 23, "涉害")
    assert f.status == "correction-disputed"
    assert "s000-e010" in f.example.correction
    assert f.computed["transmissions"] == f.example.claims["transmissions"]
    # 001:67 辛未: 巳加與 → 巳加丑 (s001-e012); at 干上巳 巳 sits on 戌 (馬入墓鄉)
    f = at(findings, "001", 67, "如辛未日")
    assert f.status == "correction-disputed"
    assert f.computed["plate"]["戌"] == "巳"


def test_school_dependent(findings):
    # 003:163 杜傳格 三傳亥辰戌 against 003's own verse 003:147 「壬辰壬午亥巳申」
    f = at(findings, "003", 163, "杜傳格")
    assert f.status == "school-dependent"
    assert f.options["fu_yin"] != "verse"
    assert f.computed["transmissions"] == f.example.claims["transmissions"]
    # 001:143 「如甲辰日三傳戌申午」: a 涉害 decided by 000:83's 孟-first reading
    f = at(findings, "001", 143, "甲辰日三傳戌申午")
    assert f.status == "school-dependent"
    assert "she_hai" in f.hypothesis


def test_underdetermined_lists_every_cast(findings):
    # 001:43 「六癸日三傳卯戌巳」: only the stem is printed; every 癸 day and offset is searched
    f = at(findings, "001", 43, "六癸日三傳卯戌巳")
    assert f.status == "underdetermined"
    assert len(f.solutions) > 1
    assert all(s["day"][0] == "癸" for s in f.solutions)
    assert len({(s["day"], s["offset"]) for s in f.solutions}) == len(f.solutions)


def test_not_checkable_jinkou(findings):
    # 004:179 「假令十二月，庚子日，戌時，戌位，丙火、玄武水、神后水、戌土」: 金口訣
    f = at(findings, "004", 179, "庚子日，戌時")
    assert f.status == "not-checkable" and "金口訣" in f.why


def test_inconsistent_when_two_claims_each_need_a_fix():
    # synthetic: 干上 and 第一課 upper disagree, and so do 支上 and 第三課 upper
    ex = Example("t-x001", "t.txt", 1, 0, 1, "x", "inline", claims={
        "day": "甲子", "gan_shang": "子", "zhi_shang": "寅",
        "lessons": [{"upper": "丑"}, None, {"upper": "卯"}, None]})
    assert Checker([ex]).check(ex).status == "inconsistent"


def test_day_claims_leave_the_plate_free(findings):
    # 001:11 「甲寅日用丑…則為空」: 丑 is 旬空 on 甲寅 whatever the plate
    f = at(findings, "001", 11, "甲寅日用丑")
    assert f.status == "agrees" and f.solutions[0]["offset"] is None
    assert set(f.example.claims["kong"]) <= set(f.computed["kong"])


def test_search_finds_every_offset_for_a_bare_day():
    sols, best, p = search({"day": "甲子", "transmissions": [None, None, None]})
    assert len(p.offsets) == 12 and len(sols) == 12


# --------------------------------------------------------------------------- CLI

def test_cli_json_shape():
    r = CliRunner().invoke(cli, ["check", "--source", "003", "--json"])
    assert r.exit_code == 0, r.output
    rows = json.loads(r.output)
    assert rows and all(row["source"].startswith("003") for row in rows)
    keys = {"id", "source", "line", "name", "status", "printed", "corrected", "computed",
            "solutions", "fields", "hypothesis", "options", "korean"}
    assert all(keys <= set(row) for row in rows)


def test_cli_table_and_status_filter():
    r = CliRunner().invoke(cli, ["check", "--status", "school-dependent"])
    assert r.exit_code == 0
    assert "school-dependent" in r.output and "003_03e8aca9396f2189.txt:163" in r.output


def test_cli_bad_status(capsys):
    assert main(["check", "--status", "wrong"]) == 2
    assert "expected one of" in capsys.readouterr().err


def test_cli_bad_source(capsys):
    assert main(["check", "--source", "999"]) == 2
    assert "no such source" in capsys.readouterr().err


def test_embedded_examples_are_valid_tei_all(tei_dir):
    """The encoding (seg type="example" + fvLib of fs in back) is valid TEI All."""
    from edition.tei.validate import SchemaError, find_tei_all, load_schema
    try:
        schema = load_schema(find_tei_all())
    except SchemaError as e:
        pytest.skip(str(e))
    for sid in ("001_6ab3c058adbfb16c", "000_7ab36924039d3ca8"):
        tree = parse_file(tei_dir / f"{sid}.xml")
        assert schema.validate(tree), str(schema.error_log.last_error)


def test_korean_scan_reports_a_different_transmission(tmp_path):
    # a paragraph pair in the shape of 001:23/25, the Korean changed to 삼전 미·묘·자
    (tmp_path / "t.txt").write_text("head\n\n如乙亥晝占，三傳未卯亥干上子\n\n"
                                    "예컨대 을해(乙亥)일에 낮 점으로 삼전 미·묘·자요 일간 위에 자를 타니",
                                    encoding="utf-8")
    from edition.examples.check import korean_scan
    ex = Example("t-x001", "t.txt", 3, 0, 15, "如乙亥晝占，三傳未卯亥干上子", "inline",
                 claims={"day": "乙亥", "transmissions": ["未", "卯", "亥"], "gan_shang": "子"})
    got = korean_scan([ex], tmp_path)
    assert got["t-x001"]["line"] == 5 and "三傳 未卯子" in got["t-x001"]["note"]
    assert "干上" not in got["t-x001"]["note"]


def test_embedding_twice_gives_the_same_tree():
    from lxml import etree
    sid = "000_7ab36924039d3ca8"
    tree = parse_file(TEI / f"{sid}.xml")
    exs = find_examples(sid, (SOURCES / f"{sid}.txt").read_text(encoding="utf-8").split("\n"))
    embed_examples(tree, exs)
    once = etree.tostring(tree)
    embed_examples(tree, exs)
    assert etree.tostring(tree) == once
