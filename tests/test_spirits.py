"""月令神煞 (seed 002): rules inferred from the printed tables (the rules: engine.spirits), and
the cell-by-cell check (edition.analyse.spirit_tables).

The tables are read from the TEI (``tei/002_….xml``, ``table[@type='spirits']``, one ``row``
per branch, one ``cell`` per spirit); the text witness ``sources/002`` read by
``edition.analyse.spirit_tables.parse_tables`` gives the same tables (tested)."""
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import tei_tree
from edition.analyse import spirit_tables as st
from edition.analyse.korean import readings
from edition.cli.cmd_rules import spirits as spirits_cmd
from engine import spirits as sp
from engine.errors import LiurenError
from engine.values import branch_name, chong, parse_branch, yi_ma

from edition.analyse import tables as tb

SRC_PATH = Path(__file__).resolve().parent.parent / "sources" / "002_233c5c9395c9c43f.txt"
TREE = tei_tree("002")
TABLES = tb.spirit_tables(TREE, "dip")


def test_tei_tables_are_the_printed_tables():
    # the TEI's cells are the witness's tokens, month by month (002:3 … 002:39)
    witness = st.parse_tables(SRC_PATH.read_text(encoding="utf-8"))
    assert sorted(witness) == sorted(TABLES)
    for m, t in TABLES.items():
        assert (t.line, t.cells, t.commentary_line, t.commentary) == \
            (witness[m].line, witness[m].cells, witness[m].commentary_line, witness[m].commentary)
    # the reading text applies the commentary's emendations in the cells: 七月 寅 月皮 → 月破
    # (002:21 「「월파」(원각은 「월피(月皮)」로 오기)」)
    read = tb.spirit_tables(TREE, "read")
    assert "月皮" in TABLES[7].cells[parse_branch("寅")]
    assert "月破" in read[7].cells[parse_branch("寅")]
    assert "月皮" not in read[7].cells[parse_branch("寅")]


def test_ten_monthly_tables():
    assert sorted(TABLES) == list(range(3, 13))
    assert [TABLES[m].line for m in range(3, 13)] == list(range(3, 40, 4))
    for t in TABLES.values():
        assert sorted(t.cells) == list(range(12))
        assert t.commentary_line == t.line + 2
    # 002:3 「子 天書 聖心 … 丑 天詔 …」
    assert TABLES[3].cells[0][:2] == ["天書", "聖心"] and TABLES[3].cells[1][0] == "天詔"


def test_frozen_rules_are_the_inferred_ones():
    rules, irregular = st.infer_rules(TABLES)
    assert rules == sp.RULES
    assert {n: r.evidence for n, r in rules.items()} == \
        {n: r.evidence for n, r in sp.RULES.items()}
    assert {n: {m: tuple(b) for m, b in c.items()} for n, c in irregular.items()} == \
        sp.IRREGULAR
    names = {n for t in TABLES.values() for cell in t.cells.values() for n in cell}
    assert set(sp.ORDER) == names == set(sp.RULES) | set(sp.IRREGULAR)


def test_every_rule_explains_most_printed_months():
    for name, rule in sp.RULES.items():
        months = {int(e.split(":")[1][:-1]) for e in rule.evidence}
        assert len(months) >= st.MIN_MONTHS, name
        for e in rule.evidence:       # evidence cells really hold the spirit
            line, b = int(e.split(":")[1][:-1]), parse_branch(e[-1])
            m = next(m for m, t in TABLES.items() if t.line == line)
            assert name in TABLES[m].cells[b] and b in rule.place(m)


def test_yuepo_opposite_month_branch_as_the_commentary_says():
    # 002:5 「진과 서로 충하는 술은 본월의 「월파」」; 002:9 「사와 서로 충하는 해는 본월의 「월파」」
    for m in range(1, 13):
        assert sp.place("月破", m) == chong(sp.month_branch(m))
    assert branch_name(sp.place("月破", 3)) == "戌" and branch_name(sp.place("月破", 4)) == "亥"


def test_yima_by_sanhe_as_the_commentary_says():
    # 002:13 「신은 본월의 「역마」」 (五月); 002:5 「인은 본월의 「역마」」 (三月)
    assert branch_name(sp.place("驛馬", 5)) == "申" and branch_name(sp.place("驛馬", 3)) == "寅"
    for m in range(1, 13):
        assert sp.place("驛馬", m) == yi_ma(sp.month_branch(m))


def test_check_tables_is_consistent_with_the_cells():
    findings = st.check_tables(TABLES)
    flagged = {(f.spirit, f.month) for f in findings}
    for name, rule in sp.RULES.items():
        for m, t in TABLES.items():
            got = sorted(b for b in range(12) for n in t.cells[b] if n == name)
            want = sorted(rule.place(m))
            if (name, m) not in flagged:
                assert got == want, (name, m)
            else:
                assert got != want, (name, m)
    for f in findings:
        assert f.kind in {"missing", "misplaced", "extra", "duplicated"}
        assert f.line == TABLES[f.month].line


def test_commentary_flag_on_yuepi():
    # 002:21 「「월파」(원각은 「월피(月皮)」로 오기)」: 七月 寅 prints 月皮 for 月破
    f = next(f for f in st.check_tables(TABLES) if f.spirit == "月破" and f.month == 7)
    assert f.kind == "missing" and f.commentary_verdict == "flags"
    assert "月皮" in f.maybe_printed_as


def test_commentary_flag_on_sifangxin():
    # 002:25 「이 격에 열거한 「사방심(四放心)」은 「사폐」의 각오(刻訛)이다」
    f = next(f for f in st.check_tables(TABLES) if f.spirit == "四廢" and f.month == 8)
    assert f.commentary_flags and "四放心" in f.maybe_printed_as


def test_shifted_cells_of_the_eighth_month():
    # 002:25 「술·해 두 격의 소열에도 착행이 있으니」: whole lists printed one cell early
    shifted = st.shifted_cells(TABLES)
    assert shifted and all(s.month == 8 for s in shifted)
    assert all((s.belongs - s.printed) % 12 in (1, 2) for s in shifted)


def test_readings_find_spirits_in_commentary():
    assert "천거" in readings("天車") and "뇌살" in readings("雷煞")
    assert {"리신", "이신"} <= readings("吏神")
    said = st.commentary_on("皇恩", TABLES[3].commentary)
    assert said and said[0]["branch"] == parse_branch("辰")   # 「진 위에는 「황은」」


def test_table_places_every_ruled_spirit():
    for m in range(1, 13):
        t = sp.table(m)
        placed = [n for names in t.values() for n in names]
        for name, rule in sp.RULES.items():
            assert placed.count(name) == len(rule.place(m))


def test_summary_counts():
    findings = st.check_tables(TABLES)
    s = st.summary(findings)
    assert s["findings"] == len(findings) == sum(s["by_kind"].values())


def test_bad_input():
    with pytest.raises(LiurenError, match="month"):
        sp.table(13)
    with pytest.raises(LiurenError, match="unknown spirit"):
        sp.place("天王", 3)
    assert sp.place("皇恩", 3) is None   # no regular rule


def test_cli():
    r = CliRunner().invoke(spirits_cmd, ["3"])
    assert r.exit_code == 0 and r.output.startswith("3月 (月建 辰)")
    r = CliRunner().invoke(spirits_cmd, ["三月", "--json", "--check", str(SRC_PATH)])
    j = json.loads(r.output)
    assert j["month_branch"] == "辰" and "月破" in j["table"]["戌"]
    assert all(f["month"] == 3 for f in j["findings"])
    # --check alone reads the TEI; --source-file a text witness: the same findings
    r2 = CliRunner().invoke(spirits_cmd, ["三月", "--json", "--check"])
    r3 = CliRunner().invoke(spirits_cmd, ["三月", "--json", "--source-file", str(SRC_PATH)])
    assert json.loads(r2.output) == j == json.loads(r3.output)
    r = CliRunner().invoke(spirits_cmd, ["正月", "--check"])
    assert r.exit_code != 0 and "no printed table for month 1" in str(r.exception)


def test_rules_agree_with_seed_001():
    # 001:47 「春占戌為天喜，夏占丑為天喜，冬占未為天喜，三九月戌為天馬是也」: stated in another
    # text, these agree with the rules inferred from seed 002's tables alone
    for months, want in (((1, 2, 3), "戌"), ((4, 5, 6), "丑"), ((10, 11, 12), "未")):
        for m in months:
            assert branch_name(sp.place("天喜", m)) == want
    assert branch_name(sp.place("天馬", 3)) == branch_name(sp.place("天馬", 9)) == "戌"


def test_cli_all_months_summary():
    r = CliRunner().invoke(spirits_cmd, ["all", "--check", str(SRC_PATH), "--json"])
    assert r.exit_code == 0, r.output
    j = json.loads(r.output)
    findings = st.check_tables(TABLES)
    assert j["summary"] == st.summary(findings) and len(j["findings"]) == len(findings)
    r = CliRunner().invoke(spirits_cmd, ["all", "--json"])     # the TEI by default
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["summary"] == j["summary"]


def test_a_homophone_reading_names_a_spirit_only_with_its_characters():
    """「천사」 reads both 天赦 and 天師. The Korean of 九月's table says 「유에는 「희신」「천사」가
    있고」: the 酉 cell of 九月 prints 天師, not 天赦, so the 天赦 finding of 九月 has no
    commentary, while the sentence names 天師 (the cell decides the homophone)."""
    t = TABLES[9]
    assert "天師" in t.cells[parse_branch("酉")] and "天赦" not in t.cells[parse_branch("酉")]
    names = frozenset(n for m in TABLES.values() for cell in m.cells.values() for n in cell)
    assert st.commentary_on("天赦", t.commentary, names, t.cells) == []
    assert [c["branch"] for c in st.commentary_on("天師", t.commentary, names, t.cells)] == \
        [parse_branch("酉")]
    assert st.commentary_on("天師", t.commentary, names) == []   # without the table: undecided
    f = next(x for x in st.check_tables(TABLES) if x.spirit == "天赦" and x.month == 9)
    assert f.commentary_verdict == "silent"
