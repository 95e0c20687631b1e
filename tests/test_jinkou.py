"""金口訣 (seed 004): casting (engine.jinkou), the sixty combinations' claims and the dated 課體
examples (edition.analyse.jinkou_text).

Expected values are the texts' own, read from the TEI (``list[@type='combinations']`` and the
examples marked up in 004:159–239); the text witness sources/004 gives the same (tested)."""
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import checkout_edition, tei_tree
from edition.analyse import jinkou_text as jt
from edition.cli.cmd_rules import jinkou as jinkou_cmd
from engine import jinkou as jk
from engine.errors import LiurenError
from engine.values import branch_name, jiang_for_month, parse_month

from edition.analyse import tables as tb
from edition.analyse.examples.rules import jinkou_from_edition

SRC = (Path(__file__).resolve().parent.parent / "sources" /
       "004_77c0438832264c29.txt").read_text(encoding="utf-8")
# from the TEI: the combinations list (004:11–155) and the examples marked up in 004:159–239
_, COMBOS, EXAMPLES = jinkou_from_edition(checkout_edition())


def test_tei_gives_what_the_witness_prints():
    assert COMBOS == jt.parse_combinations(SRC, 11, 155)
    assert EXAMPLES == jt.parse_examples(SRC, 157)
    assert tb.combination_items(tei_tree("004")) == len(COMBOS) == 60


def test_sixty_combinations_in_sexagenary_order():
    assert len(COMBOS) == 60
    assert jt.sequence_findings(COMBOS) == []
    assert COMBOS[0].label == "甲、貴人、子" and COMBOS[0].line == 11
    assert COMBOS[-1].label == "癸、天空、亥" and COMBOS[-1].line == 155


def test_continuation_paragraph_attached():
    # 004:147 「更傷母，為課中陰見陰也…」 continues 辛、騰蛇、酉 of 004:143
    c = next(c for c in COMBOS if c.label == "辛、螣蛇、酉")
    assert "更傷母" in c.text


def test_every_combination_claim_is_tested_against_its_elements():
    checks = [k for c in COMBOS for k in jt.check_combination(c)]
    assert len(checks) > 80
    for k in checks:
        c = k.combination
        e = (jk.STEM_ELEMENT[c.stem], jk.general_element(c.general),
             jk.BRANCH_ELEMENT[c.branch])
        if k.kind == "神克將":
            assert k.holds == jk.overcomes(e[1], e[2])
        if k.kind == "比和":
            assert k.holds == (e[0] == e[1] == e[2])


def test_claim_checker_on_constructed_combinations():
    def check(label_text):
        return jt.check_combination(jt.parse_combinations(label_text)[0])
    # 甲木 over 貴人土: 上克下 holds; 甲 over 白虎金: fails
    assert [k.holds for k in check("甲、貴神、子：上克下")] == [True]
    assert [k.holds for k in check("甲、白虎、子：上克下")] == [False]
    # 二X克一Y counts the elements literally
    assert [k.holds for k in check("辛、白虎、卯：二上克下")] == [True]
    assert [k.holds for k in check("乙、天空、卯：兩木克一土")] == [True]
    assert [k.holds for k in check("乙、天空、卯：兩火克一土")] == [False]
    # a general statement (「凡…」) is not a claim
    assert check("辛、騰蛇、酉：凡為陽見陽，陰見陰皆為不比，故凶。") == []


def test_failing_claims_are_reported_with_line():
    fails = [k for c in COMBOS for k in jt.check_combination(c) if not k.holds]
    for k in fails:
        assert k.combination.line in range(11, 156)
        assert k.claim in k.combination.text


def test_renyuan_by_wu_zi_yuan_dun_in_every_example():
    # 004:161 (Korean): the four positions are printed 人元·貴神·將神·地分
    assert len(EXAMPLES) == 37
    for ex in EXAMPLES:
        want = jk.wu_zi_yuan_dun(ex.day % 10, ex.difen)
        assert want == ex.printed[0], (ex.line, ex.text)
        assert ex.printed[3] == ex.difen


def test_first_example_reproduced():
    # 004:159 「假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金」
    ex = EXAMPLES[0]
    assert ex.line == 159 and ex.pattern == "全身課"
    k = jk.cast_jinkou(ex.day, ex.month, ex.hour, ex.difen)
    assert (k.renyuan, k.guishen, k.jiangshen, k.difen) == ex.printed
    assert k.names == ("壬", "天后", "天罡", "申")


def _agreeing(options):
    return sum(1 for ex in EXAMPLES if ex.hour is not None
               and not jt.check_example(ex, options).mismatches)


def test_default_conventions_fit_the_examples_best():
    dated = sum(1 for ex in EXAMPLES if ex.hour is not None)
    default = _agreeing(None)
    assert default > dated * 0.8
    assert default > _agreeing({"guiren_plate": "heaven"})
    assert default > _agreeing({"direction": "daynight"})


def test_pattern_conditions_hold_on_printed_positions():
    # every dated 課體 example with a decidable condition satisfies it as printed
    for ex in EXAMPLES:
        r = jt.check_example(ex)
        if ex.pattern in jk.PATTERNS:
            assert r.condition_printed is not None
        else:
            assert ex.pattern in jk.NOT_DECIDED


def test_relations_named_as_in_texts():
    assert jk.pair_relation(0, 2, True) == "上克下"     # 木克土
    assert jk.pair_relation(2, 0, True) == "下克上"
    assert jk.pair_relation(2, 3, True) == "上生下"
    assert jk.pair_relation(3, 2, True) == "下生上"
    assert jk.pair_relation(1, 1, True) == "比和"
    assert jk.pair_relation(3, 0, False) == "遙克"


def test_jiang_for_month_and_month_words():
    # 003:27 「正月建寅，六合之亥」; 004:159 「假令五月，甲子日，亥時，申位，…天罡土」: 月將 未 over
    # 亥 puts 辰 (天罡) on 申
    assert branch_name(jiang_for_month(12)) == "子"
    assert branch_name(jiang_for_month(parse_month("五月"))) == "未"
    assert parse_month("正月") == 1
    # every month word of the examples' grammar is a month of engine.values
    for ex in EXAMPLES:
        m = jt.EXAMPLE.search(ex.text)
        assert parse_month(m["month"]) == ex.month


def test_bad_input():
    with pytest.raises(LiurenError, match="month"):
        jk.cast_jinkou("甲子", 13, "亥", "申")
    with pytest.raises(LiurenError, match="option"):
        jk.cast_jinkou("甲子", 5, "亥", "申", options={"school": "x"})
    with pytest.raises(LiurenError, match="branch"):
        jk.cast_jinkou("甲子", 5, "亥", "X")


def test_cli_text_and_json():
    r = CliRunner().invoke(jinkou_cmd, ["--day", "甲子", "--month", "5", "--hour", "亥",
                                        "--difen", "申"])
    assert r.exit_code == 0, r.output
    assert "天后" in r.output and "天罡 (辰)" in r.output
    r = CliRunner().invoke(jinkou_cmd, ["--day", "甲子", "--jiang", "未", "--hour", "亥",
                                        "--difen", "申", "--json"])
    import json
    j = json.loads(r.output)
    assert [p["name"] for p in j["positions"]] == ["壬", "天后", "天罡", "申"]


def test_cli_bad_input_is_one_line():
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-c", "from edition.cli import main; import sys; "
                        "sys.exit(main(['jinkou','--day','甲丑','--month','5','--hour','亥',"
                        "'--difen','申']))"], capture_output=True, text=True)
    assert p.returncode == 2
    assert p.stderr.strip().count("\n") == 0 and "甲丑" in p.stderr


def test_json_shapes_for_the_checker():
    ex = jt.check_example(EXAMPLES[0])
    j = ex.to_json()
    assert j["line"] == 159 and j["printed"] == ["壬", "天后", "天罡", "申"]
    assert j["cast"] == j["printed"] and j["mismatches"] == [] and ex.ok
    k = jt.check_combination(COMBOS[0])[0].to_json()
    assert k["line"] == 11 and k["combination"] == "甲、貴人、子" and k["holds"] is True


def test_cli_check_reports_every_failure_with_its_line():
    path = Path(__file__).resolve().parent.parent / "sources" / "004_77c0438832264c29.txt"
    r = CliRunner().invoke(jinkou_cmd, ["--check", str(path)])
    assert r.exit_code == 0, r.output
    # --check alone reads the TEI, --source-file a text witness: the same report
    assert CliRunner().invoke(jinkou_cmd, ["--check"]).output == r.output
    assert CliRunner().invoke(jinkou_cmd, ["--source-file", str(path)]).output == r.output
    fails = [k for c in COMBOS for k in jt.check_combination(c) if not k.holds]
    bad = [e for e in EXAMPLES if not jt.check_example(e).ok]
    lines = r.output.strip().split("\n")
    assert len(lines) == len(fails) + len(bad) + 1
    assert lines[-1].startswith(f"60 combinations, {len(fails) + sum(1 for c in COMBOS for k in jt.check_combination(c) if k.holds)} claims")


def test_claim_grammar_writes_every_engine_relation_in_order():
    # the text grammar (edition) and the relations (engine) are one list, tried in one order:
    # 「二上克下」 takes its span before 「上克下」 (004:11)
    assert list(jt.CLAIM_GRAMMAR) == list(jk.RELATIONS)
    for name, rx in jt.CLAIM_GRAMMAR.items():
        groups = set(rx.groupindex)
        assert groups == {g for g, v in (("x", "X"), ("y", "Y")) if v in name}, name
    # a relation with its X and Y: 「兩金克一木」 holds of 庚、白虎、寅 (庚 金, 白虎 本位 申 金
    # by 003:39, 寅 木: two 金 and one 木)
    combo = jt.parse_combinations("庚、白虎、寅：兩金克一木")[0]
    assert [k.holds for k in jt.check_combination(combo)] == [True]
    assert jk.relation_holds("兩X克一Y", combo.stem, combo.general, combo.branch, 3, 0)
    with pytest.raises(LiurenError, match="relation"):
        jk.relation_holds("三X克Y", 0, 0, 0)


def test_direction_is_the_charts():
    """One owner for the 貴人 direction (engine.generals.direction): 金口訣's option direction
    names two values of the chart's gui_direction, with the same default (seat = hai_chen,
    002:65), and with 貴人 on the heavenly plate the 金口訣 runs the generals the way the chart
    does, for every day stem, 晝/夜 and plate."""
    import inspect

    from engine import cast
    from engine.generals import direction
    from engine.options import OPTIONS
    gd = OPTIONS["gui_direction"]
    assert set(jk.DIRECTION_RULES.values()) <= set(gd.values)
    assert jk.DIRECTION_RULES[jk.DEFAULTS["direction"]] == gd.default
    assert inspect.signature(direction).parameters["rule"].default == gd.default
    with pytest.raises(LiurenError, match="direction"):
        direction(0, True, "clockwise")
    for day in range(10):
        for hour in range(12):
            for jiang in range(12):
                for daytime in (True, False):
                    for opt, rule in jk.DIRECTION_RULES.items():
                        k = jk.cast_jinkou(day, branch_name(jiang), hour, 0, daytime,
                                           options={"guiren_plate": "heaven", "direction": opt})
                        c = cast(day, (jiang - hour) % 12, daytime, {"gui_direction": rule})
                        assert (k.guiren, k.direction) == (c.guiren, c.direction)
