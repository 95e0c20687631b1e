"""The checker (edition/analyse/examples/check.py) and `liuren check`, on the examples of the edition.

Examples are the analysis of the edition's TEI (:mod:`edition.analyse.run`), kept as its
stand-off layer (``tei/standoff/``). Expected values are never retyped: they are the printed
claims of the example found at a cited place (``file:line`` and its printed words), compared
with what the engine computes. A handful of cases per status is pinned, each with the passage
that makes it that status.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import tei_tree
from edition.analyse.examples.check import STATUSES, Checker, compile_claims, search
from edition.analyse.examples.model import Example
from edition.cli import cli, main
from edition.core.tei import NS, parse_file

ROOT = Path(__file__).resolve().parent.parent
TEI = ROOT / "tei"
SOURCES = ROOT / "sources"


@pytest.fixture(scope="module")
def examples(analysis):
    return analysis.examples


@pytest.fixture(scope="module")
def findings(analysis):
    return {f.example.id: f for f in analysis.findings}


def at(findings, short: str, line: int, words: str):
    """The finding of the example printed at `short:line` whose span contains `words`."""
    hits = [f for f in findings.values()
            if f.example.source.startswith(short) and f.example.line == line
            and words in f.example.text]
    assert len(hits) == 1, f"{short}:{line} {words!r}: {len(hits)} examples"
    return hits[0]


# --------------------------------------------------------------------------- meta

def test_number_checked_equals_number_marked_up(ed, findings):
    """Every example of the stand-off layer (tei/standoff/*.xml) is checked, and only those."""
    n_fs = n_span = 0
    for s in ed.sources:
        root = parse_file(ed.standoff_path(s)).getroot()
        n_fs += len(root.findall(".//tei:standOff/tei:fvLib[@n='examples']/tei:fs", NS))
        n_span += len(root.findall(".//tei:standOff/tei:spanGrp/tei:span[@type='example']", NS))
    assert len(findings) == n_fs == n_span
    assert all(f.status in STATUSES for f in findings.values())


def test_every_example_is_where_it_says(examples):
    for ex in examples:
        line = (SOURCES / ex.source).read_text(encoding="utf-8").split("\n")[ex.line - 1]
        assert line[ex.start:ex.end] == ex.text, ex.id


def test_solutions_satisfy_the_claims(findings):
    """Every listed cast satisfies every claim it was found for (recomputed here)."""
    from engine import Options, cast
    for f in findings.values():
        if f.status not in ("agrees", "underdetermined") or f.example.kind == "jinkou":
            continue                  # 金口訣 casts: test_every_jinkou_example_is_checked
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


# --------------------------------------------------------------------------- 金口訣 examples
# 004:159–239: the four positions cast by engine/jinkou.py from the printed month, day, hour
# and 地分, compared with the printed 人元、貴神、將神、地分 (read from the example's words in
# the TEI fs; the 課體 from the label of its item).

def _jinkou_printed(f):
    from edition.analyse.examples.rules import parse_jinkou_text
    from engine import jinkou as jk
    p = parse_jinkou_text(f.example.text)
    return (jk.stem_name(p["positions"][0]), jk.GENERALS[p["positions"][1]],
            jk.JIANG_NAMES[p["positions"][2]], jk.branch_name(p["positions"][3]))


def _jinkou_cast(f, sol=None):
    c = f.computed if sol is None else None
    if sol is not None:
        # the notation ends with the four positions: 「…: 乙、朱雀、小吉、巳」
        return tuple(sol["notation"].rsplit(": ", 1)[1].split("、"))
    return (c["renyuan"], c["guishen"], c["jiangshen"], c["difen"])


def test_jinkou_agrees_004_159(findings):
    # 004:159 全身課 「假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金」
    f = at(findings, "004", 159, "甲子日，亥時")
    assert f.status == "agrees" and f.example.name == "全身課"
    assert _jinkou_cast(f) == _jinkou_printed(f)
    assert f.as_json()["printed"]["pattern"] == "全身課"


def test_jinkou_printed_error_new_jiang_and_hour_swapped(findings):
    # 004:163 奇全課 「假令十二月，壬午日，寅時，巳位，乙木、朱雀火、小吉土、巳火」: with 子將 on
    # 寅時 巳 carries 太沖; 小吉 needs the hour laid over the 將
    f = at(findings, "004", 163, "壬午日")
    assert f.status == "printed-error-new" and "swapped" in f.hypothesis
    assert f.fields["jiangshen"] == "differs" and f.fields["renyuan"] == "agrees"
    assert all(_jinkou_cast(f, s) == _jinkou_printed(f) for s in f.solutions)


def test_jinkou_school_dependent_004_231(findings):
    # 004:231 陛升相生課 「假令十二月辛丑日酉時寅位，庚金、勾陳土、太乙火、寅木」: 勾陳 needs 酉
    # counted as day (辰–酉)
    f = at(findings, "004", 231, "辛丑日")
    assert f.status == "school-dependent" and f.options["day_hours"] == "chen-you"
    assert _jinkou_cast(f) == _jinkou_printed(f)


def test_jinkou_inconsistent_004_163_chaoyuan(findings):
    # 004:163 朝元課 「假令四月，丙申日，丑時，丑位，己土、天乙土、大吉土、丑土」: four 土 made to
    # fit 「四位本家」; no usual explanation gives 天乙 and 大吉
    f = at(findings, "004", 163, "丙申日")
    assert f.status == "inconsistent"
    assert _jinkou_cast(f) != _jinkou_printed(f)
    assert "朝元課" in f.why and "holds" in f.why


def test_jinkou_claims_are_the_printed_words(findings):
    """The structured claims of every 金口訣 fs (what the checker reads) say what the
    example's words say, read with the example grammar of 004 (edition.analyse.jinkou_text)."""
    from edition.analyse.examples.rules import jinkou_from_claims, parse_jinkou_text
    jk_f = [f for f in findings.values() if f.example.kind == "jinkou"]
    assert len(jk_f) == 37
    for f in jk_f:
        assert jinkou_from_claims(f.example.claims) == parse_jinkou_text(f.example.text), f.example.id


def test_jinkou_check_reads_the_claims_not_the_words(findings):
    # 004:159 「…壬水、天后水、天罡土、申金」 agrees; the same words with the claimed 人元
    # changed no longer do, and without its 地分 claim it cannot be checked
    from edition.analyse.examples.check import Finding
    from edition.analyse.examples.rules import check_jinkou_example
    f = at(findings, "004", 159, "甲子日，亥時")
    assert f.status == "agrees"
    ex = f.example
    other = ex.with_(claims=dict(ex.claims, jk_renyuan="癸" if ex.claims["jk_renyuan"] != "癸" else "甲"))
    assert check_jinkou_example(other, Finding).status != "agrees"
    gone = ex.with_(claims={k: v for k, v in ex.claims.items() if k != "jk_wei"})
    assert check_jinkou_example(gone, Finding).status == "not-checkable"


def test_every_jinkou_example_is_checked(findings):
    jk_f = [f for f in findings.values() if f.example.kind == "jinkou"]
    assert len(jk_f) == 37 and all(f.status != "not-checkable" for f in jk_f)
    for f in jk_f:
        if f.status in ("agrees", "underdetermined", "school-dependent"):
            assert f.solutions and all(_jinkou_cast(f, s) == _jinkou_printed(f)
                                       for s in f.solutions), f.example.id


# --------------------------------------------------------------------------- table cells, claims

@pytest.fixture(scope="module")
def cells(analysis):
    return [r for r in analysis.rule_findings if r.kind == "spirit-cell"]


@pytest.fixture(scope="module")
def claims(analysis):
    return [r for r in analysis.rule_findings if r.kind == "jinkou-claim"]


def cell(cells, month: int, spirit: str, finding: str | None = None):
    hits = [c for c in cells if c.printed["month"] == month and c.name == spirit
            and c.extra["finding"] == finding]
    assert len(hits) == 1, (month, spirit, finding, len(hits))
    return hits[0]


def test_every_printed_spirit_cell_is_checked(cells):
    """Meta-test: the printed occurrences the items cover are exactly the TEI's cells."""
    from collections import Counter

    from edition.analyse import tables as tb
    from engine.values import BRANCH_NAMES
    tree = tei_tree("002")
    marked = Counter((line, BRANCH_NAMES[b], name) for line, b, name in tb.spirit_cells(tree))
    covered: Counter = Counter()
    for c in {(c.line, c.name): c for c in cells}.values():
        for b in c.printed["branches"]:
            covered[(c.line, b, c.name)] += 1
    assert covered == marked and sum(marked.values()) == len(tb.spirit_cells(tree))
    assert all(c.status in STATUSES for c in cells)


def test_spirit_cell_findings_are_the_engines(cells):
    from engine import spirits as sp
    from edition.analyse import spirit_tables as st
    from edition.analyse import tables as tb
    tables = tb.spirit_tables(tei_tree("002"))
    found = st.check_tables(tables)
    bad = [c for c in cells if c.extra["finding"]]
    assert len(bad) == len(found)
    for c in cells:
        rule = sp.RULES.get(c.name)
        if rule is None:
            assert c.status == "not-checkable"
            continue
        want = sorted(rule.place(c.printed["month"]))
        assert c.computed["branches"] == [sp.branch_name(b) for b in want]
        assert (c.status == "agrees") == (c.printed["branches"] == c.computed["branches"])


def test_spirit_cell_agrees_002_3(cells):
    # 002:3 「子 天書 聖心 …」: 天書 順行 (月建 + 8), 三月 on 子
    c = cell(cells, 3, "天書")
    assert c.status == "agrees" and c.printed["branches"] == c.computed["branches"] == ["子"]


def test_spirit_cell_printed_error_corrected_002_19(cells):
    # 002:19 七月 寅 prints 月皮; 002:21 「「월파」(원각은 「월피(月皮)」로 오기)」 (s002-e002)
    c = cell(cells, 7, "月破", "missing")
    assert c.status == "printed-error-corrected" and "s002-e002" in c.correction
    assert c.printed["branches"] == [] and c.corrected["branches"] == c.computed["branches"]
    assert c.extra["commentary"]["line"] == 21 and c.extra["commentary"]["verdict"] == "flags"
    assert any("월피" in cl for cl in c.extra["commentary"]["clauses"])


def test_spirit_cell_correction_disputed_002_19(cells):
    # 002:19 七月 prints 刑亡 on 辰; 002:21 「진에는 … 「형망」을 띠고」 reads it there
    c = cell(cells, 7, "刑亡", "misplaced")
    assert c.status == "correction-disputed"
    assert c.extra["commentary"]["verdict"] == "follows table"
    assert c.extra["commentary"]["branches"] == c.printed["branches"] != c.computed["branches"]
    # 002:23 八月 喪魁 → 喪魄 (002:25, s002-e003) on 酉: the corrected cell is still not the rule's
    c = cell(cells, 8, "喪魄", "missing")
    assert c.status == "correction-disputed" and "s002-e003" in c.correction
    assert c.corrected["branches"] != c.computed["branches"]


def test_spirit_cell_printed_error_new_002_3(cells):
    # 002:3 三月 prints 飛橫 on 丑 and again on another cell; 002:5 names it on 丑 only
    c = cell(cells, 3, "飛橫", "extra")
    assert c.status == "printed-error-new"
    assert set(c.computed["branches"]) < set(c.printed["branches"])
    assert c.extra["commentary"]["branches"] == c.computed["branches"]


def test_spirit_cell_not_checkable(cells):
    # 皇恩: printed every month (002:3 辰 … 002:19 子) on no regular course
    c = cell(cells, 7, "皇恩")
    assert c.status == "not-checkable" and "no regular rule" in c.why
    assert c.printed["branches"] == ["子"]


def test_combination_claims(claims, witnesses):
    from edition.analyse import jinkou_text as jt
    from edition.analyse import tables as tb
    combos = tb.combinations(witnesses["004_77c0438832264c29"].tree)
    assert len(claims) == sum(len(jt.check_combination(c)) for c in combos)
    # 004:11 甲、貴神、子：上克下 — 甲木 over 貴人土
    first = [c for c in claims if c.id.startswith("s004-c01-")]
    assert first[0].printed["claim"] == "上克下" and first[0].status == "agrees"
    # 004:11 乙、騰蛇、丑: 「上克下」 holds only across the 貴神, 「陽見陰」 with 乙 a yin stem,
    # 「更克人元、地分」 with 螣蛇火 克 neither
    second = {c.printed["claim"]: c for c in claims if c.id.startswith("s004-c02-")}
    assert second["上克下"].status == "printed-error-new" and "遙克" in second["上克下"].hypothesis
    assert second["陽見陰"].status == "printed-error-new" and "陰見陰" in second["陽見陰"].hypothesis
    assert second["克人元、地分"].status == "inconsistent"
    assert {c.status for c in claims if c.line != 11} == {"agrees"}


def test_cli_rule_items_in_json_and_filters():
    r = CliRunner().invoke(cli, ["check", "--source", "002", "--kind", "spirit-cell",
                                 "--status", "printed-error-corrected", "--json"])
    assert r.exit_code == 0, r.output
    rows = json.loads(r.output)
    assert rows and {row["kind"] for row in rows} == {"spirit-cell"}
    assert {row["status"] for row in rows} == {"printed-error-corrected"}
    keys = {"id", "source", "line", "name", "status", "printed", "corrected", "computed",
            "solutions", "fields", "hypothesis", "options", "korean", "cell", "commentary"}
    assert all(keys <= set(row) for row in rows)
    r = CliRunner().invoke(cli, ["check", "--source", "004"])
    assert "table cells and claims" in r.output and "jinkou-claim (004)" in r.output


def test_cli_bad_kind(capsys):
    assert main(["check", "--kind", "wrong"]) == 2
    assert "expected one of" in capsys.readouterr().err


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
    assert "unknown source '999'" in capsys.readouterr().err


def test_korean_scan_reports_a_different_transmission(tmp_path):
    # a paragraph pair in the shape of 001:23/25, the Korean changed to 삼전 미·묘·자
    (tmp_path / "t.txt").write_text("head\n\n如乙亥晝占，三傳未卯亥干上子\n\n"
                                    "예컨대 을해(乙亥)일에 낮 점으로 삼전 미·묘·자요 일간 위에 자를 타니",
                                    encoding="utf-8")
    from edition.analyse.examples.check import korean_scan
    ex = Example("t-x001", "t.txt", 3, 0, 15, "如乙亥晝占，三傳未卯亥干上子", "inline",
                 claims={"day": "乙亥", "transmissions": ["未", "卯", "亥"], "gan_shang": "子"})
    got = korean_scan([ex], {"t.txt": (tmp_path / "t.txt").read_text(encoding="utf-8").split("\n")})
    assert got["t-x001"]["line"] == 5 and "三傳 未卯子" in got["t-x001"]["note"]
    assert "干上" not in got["t-x001"]["note"]
