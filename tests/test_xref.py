"""The 720-課 atlas (edition/analyse/xref.py): examples resolved to their 課, printings of one 課
linked and compared."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import printed_layouts

from edition.analyse import xref as X
from edition.cli import cli, main
from engine import cast
from engine.values import BRANCH_NAMES

ROOT = Path(__file__).resolve().parents[1]


def transcribed(pid: str) -> tuple[str, int]:
    """(day, offset) of a printed layout, named by its transcription id in
    tei/curation/examples.toml: the day as printed or deduced there, the offset read off its
    printed plate (heavenly over 子), as the stand-off layer holds its claims."""
    (c,) = [x["example"]["claims"] for x in printed_layouts()
            if x["entry"]["transcription"]["id"] == pid]
    return c["day"], BRANCH_NAMES.index(c["plate"]["子"])


@pytest.fixture(scope="module")
def recs(analysis):
    return X.printings(analysis)


@pytest.fixture(scope="module")
def disc(analysis):
    return X.discussions(analysis)


def at(recs, short: str, line: int) -> list[X.Printing]:
    return [r for r in recs if r.source.startswith(short) and r.line == line]


def test_the_same_chart_in_000_and_003_resolves_to_one_ke_and_links_both_ways(recs, disc):
    # 000:11 (元首 成式) and 003:59 (元首課) print the same chart
    (a,), (b,) = at(recs, "000", 11), at(recs, "003", 59)
    assert a.resolved and b.resolved
    assert a.keys == b.keys == (transcribed("003-059-yuanshou"),)
    e = X.entry(*a.keys[0], recs=recs, disc=disc)
    links = {p["id"]: p["links"] for p in e["passages"]}
    assert b.id in links[a.id] and a.id in links[b.id]
    (c,) = [c for c in e["comparisons"] if {c["a"], c["b"]} == {a.id, b.id}]
    assert not c["disagree"] and {"transmissions", "lessons", "plate"} <= set(c["agree"])
    assert not c["repeat"]


def test_every_resolved_printing_agrees_with_its_chart_key(recs):
    for r in recs:
        for day, off in r.keys:
            assert X.key_of(day, off) == (day, off)
        if r.resolved and "day" in r.claims and len(r.claims["day"]) == 2:
            if r.status == "agrees":
                assert r.keys[0][0] == r.claims["day"], r.cite


def test_repeated_index_entries_are_marked_as_one_print(recs, disc):
    # 000:35 and 000:71 print the same entries (無依 無親), character for character
    sh = X.shared(recs, disc)
    for g in sh:
        cites = {(p["source"][:3], p["line"]) for p in g["printings"]}
        if cites == {("000", 35), ("000", 71)}:
            assert not g["independent"]
            assert all(c["repeat"] for c in g["comparisons"])
    assert any({("000", 35), ("000", 71)} == {(p["source"][:3], p["line"]) for p in g["printings"]}
               for g in sh)


def test_disagreeing_printings_are_reported_field_by_field(recs):
    # 000:23 察微 (its fourth lesson printed 「寅壬」) against 003:91 察微格 (「寅戌辰子，
    # 戌午子庚」: 第四課 寅 over 戌): the same 課, one lesson differs
    (a,) = [r for r in at(recs, "000", 23) if r.name == "察微"]
    (b,) = at(recs, "003", 91)
    assert a.keys == b.keys
    c = X.compare(a, b)
    assert "lessons" in c["disagree"]
    (where,) = c["disagree"]["lessons"]["where"].items()
    pos, (x, y) = where
    assert pos == "4" and x["lower"] in a.text and y["lower"] in b.text and x != y
    assert "transmissions" in c["agree"]


def test_compare_ignores_what_only_one_prints_and_names_may_complement():
    base = dict(id="a", source="x.txt", line=1, start=0, end=1, text="甲", kind="full", name="",
                status="agrees", keys=(("辛酉", 11),), daytime=None)
    a = X.Printing(**base, claims={"transmissions": ["丑", "酉", "酉"], "names": ["無淫"],
                                    "plate": {"子": "亥", "丑": "子"}})
    b = X.Printing(**dict(base, id="b", text="乙"),
                   claims={"transmissions": ["丑", None, "酉"], "names": ["別責"],
                           "plate": {"子": "亥", "丑": "丑"}, "daytime": True})
    chart = cast("辛酉", 11)
    c = X.compare(a, b, chart)
    assert c["agree"] == ["transmissions"]
    assert c["complementary"] == ["names"]
    assert c["disagree"] == {"plate": {"a": a.claims["plate"], "b": b.claims["plate"],
                                       "where": {"丑": ["子", "丑"]}}}
    assert X.compare(a, b)["disagree"]["names"]        # without a chart: not known to agree


def test_atlas_has_all_720_and_marks_the_printed(recs, disc):
    a = X.atlas(recs, disc)
    assert len(a) == 720
    assert list(a)[:2] == [("甲子", 0), ("甲子", 1)]
    resolved_keys = {r.keys[0] for r in recs if r.resolved}
    assert {k for k, v in a.items() if v["printed"]} == resolved_keys
    e = a[("丁丑", 8)]
    assert e["chart"]["notation"] == e["notation"] == cast("丁丑", 8).notation
    assert all(not v["passages"] for k, v in a.items() if not v["printed"] and not v["possible"])


def test_a_ke_lists_the_passages_that_state_its_rules(recs, disc):
    # 丁丑 8 is 元首 by 賊克: the registry's defining passages of both rules (edition.analyse.rules
    # cites, e.g. 003:55 「取課先從下克呼」) are among the passages that discuss it
    from edition.analyse.rules import get
    chart = cast("丁丑", 8)
    e = X.entry("丁丑", 8, recs=recs, disc=disc)
    cites = {row["cite"] for row in e["discussed"]}
    assert set(get(chart.method).cites) <= cites
    assert {row["rule"] for row in e["discussed"]} == {chart.method, "yuan_shou"}
    for row in e["discussed"]:
        text = (ROOT / "sources" / row["source"]).read_text("utf-8").split("\n")[row["line"] - 1]
        assert text.strip()


def test_shared_groups_are_sorted_and_have_two_printings(recs, disc):
    sh = X.shared(recs, disc)
    assert sh
    for g in sh:
        assert len(g["printings"]) >= 2
        assert all(p["resolved"] for p in g["printings"])
        n = len(g["printings"])
        assert len(g["comparisons"]) == n * (n - 1) // 2
    keys = [(X._day_index(g["day"]), g["offset"]) for g in sh]
    assert keys == sorted(keys)
    s = X.summary(recs, sh)
    assert s["shared_ke"] == len(sh)
    assert s["disagreements"] == sum(len(g["disagreements"]) for g in sh)


def test_cli_xref_plate_forms_agree():
    outs = []
    for args in (["丁丑", "--offset", "8"], ["丁丑", "--plate", "申加子"], ["丁丑 8 晝"]):
        r = CliRunner().invoke(cli, ["xref", *args, "--json"])
        assert r.exit_code == 0, r.output
        outs.append(json.loads(r.output))
    assert outs[0] == outs[1] == outs[2]
    r = CliRunner().invoke(cli, ["xref", "丁丑", "--jiang", "申", "--hour", "子", "--json"])
    d = json.loads(r.output)
    assert d["passages"] == outs[0]["passages"] and d["chart"]["jiang"] == "申"
    assert {p["cite"] for p in d["passages"]} >= {"000_7ab36924039d3ca8.txt:11",
                                                   "003_03e8aca9396f2189.txt:59"}


def test_cli_xref_text_and_shared():
    r = CliRunner().invoke(cli, ["xref", "丁丑", "--offset", "8"])
    assert r.exit_code == 0 and "003_03e8aca9396f2189.txt:59" in r.output
    r = CliRunner().invoke(cli, ["xref", "--shared", "--json"])
    assert r.exit_code == 0
    assert all(len(g["printings"]) >= 2 for g in json.loads(r.output))


@pytest.mark.parametrize("args, msg", [
    (["xref", "丁丑"], "exactly one of"),
    (["xref", "丁丑", "--offset", "13"], "offset"),
    (["xref", "丁丑", "--offset", "8", "--plate", "子加丑"], "exactly one of"),
    (["xref", "--shared", "丁丑"], "--shared"),
    (["xref", "癸子", "--offset", "1"], "癸子"),
])
def test_cli_xref_bad_input(args, msg, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("liuren: ") and msg in err and "Traceback" not in err
