"""`liuren cast` and `liuren table` through edition.cli.main (and a few real subprocesses)."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from edition.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cast_human_layout(capsys):
    code, out, err = run(capsys, "cast", "丁丑", "--jiang", "丑", "--hour", "巳")
    assert code == 0 and err == ""
    lines = out.splitlines()
    # 003:59 元首: 三傳 巳丑酉; 四課 巳酉亥卯 / 酉丑卯丁; ring 丑寅卯辰、子巳、亥午、戌酉申未
    assert "元首" in lines[1]
    assert [ln.split()[1] for ln in lines if ln.strip()[:1] in "初中末" and len(ln.split()) == 3
            ] == ["巳", "丑", "酉"]
    assert "  巳 酉 亥 卯" in lines and "  酉 丑 卯 丁" in lines
    i = lines.index(next(ln for ln in lines if ln.startswith("天地盤")))
    assert lines[i + 1].split() == ["丑", "寅", "卯", "辰"]
    assert lines[i + 2].split() == ["子", "巳"] and lines[i + 3].split() == ["亥", "午"]
    assert lines[i + 4].split() == ["戌", "酉", "申", "未"]
    assert "notation: 丁丑 丑將巳時 晝" in lines


def test_cast_json_and_plate_form(capsys):
    code, out, _ = run(capsys, "cast", "丁丑", "--plate", "丑加巳", "--json")
    d = json.loads(out)
    assert code == 0 and d["offset"] == 8 and d["transmissions"] == ["巳", "丑", "酉"]
    assert d["daytime"] is True and "jiang" not in d


def test_cast_options_night_and_explain(capsys):
    code, out, _ = run(capsys, "cast", "壬辰", "--offset", "0", "--night", "--option",
                       "fu_yin=example", "--explain", "--json")
    d = json.loads(out)
    assert code == 0 and d["transmissions"] == ["亥", "辰", "戌"]      # 003:163
    assert d["options"]["fu_yin"] == "example" and d["daytime"] is False
    assert d["notation"] == "壬辰 0 夜 fu_yin=example"
    assert any("003:163" in s for s in d["explain"])


def test_cast_explain_human(capsys):
    code, out, _ = run(capsys, "cast", "庚午", "--offset", "4", "--explain")
    assert code == 0 and "explain:" in out and "察微" in out


# The books' own wording (engine/lexicon.py): 003:59 元首 is 丁丑日 丑將巳時 (offset 8); 大吉 names
# 丑 (KR3g0031_002.txt:431 「大吉丑」), 隅中 巳; 「X臨Y」 as 「X加Y」 (001:83).
@pytest.mark.parametrize("argv", [
    ["--jiang", "大吉", "--hour", "巳"],
    ["--jiang", "丑將", "--hour", "巳"],
    ["--jiang", "丑", "--hour", "巳時"],
    ["--jiang", "大吉", "--hour", "隅中"],
    ["--plate", "丑臨巳"],
    ["--plate", "大吉加巳"],
])
def test_cast_accepts_the_books_wording(capsys, argv):
    code, out, err = run(capsys, "cast", "丁丑", *argv, "--json")
    d = json.loads(out)
    assert code == 0 and err == "" and d["offset"] == 8 and d["transmissions"] == ["巳", "丑", "酉"]
    if "--jiang" in argv:
        assert d["jiang"] == "丑" and d["hour"] == "巳" and d["notation"] == "丁丑 丑將巳時 晝"


def test_cast_early_notation_plate(capsys):
    # KR5a0297_000.txt:59 「假令二月癸丑日巳時勝先加癸」: 二月's 將 戌 over 巳 (offset 5) = 勝先 (午)
    # over 癸's 寄宮 丑
    code, out, _ = run(capsys, "cast", "癸丑", "--plate", "勝先加丑", "--json")
    assert code == 0 and json.loads(out)["offset"] == 5
    code, out, _ = run(capsys, "cast", "癸丑", "--jiang", "戌", "--hour", "巳", "--json")
    assert code == 0 and json.loads(out)["offset"] == 5


@pytest.mark.parametrize("argv,needle", [
    (["cast", "丁丑", "--jiang", "末", "--hour", "巳"], "did you mean 未"),
    (["cast", "丁丑", "--jiang", "平旦", "--hour", "巳"], "'平旦'"),
    (["cast", "丁丑", "--jiang", "丑", "--hour", "大吉"], "'大吉'"),
    (["cast", "丁丑", "--jiang", "丑將將", "--hour", "巳"], "'丑將將'"),
    (["cast", "丁丑", "--plate", "丑臨"], "X臨Y"),
    (["cast", "丁丑", "--plate", "大吉加末"], "X加Y"),
    (["cast", "甲丑", "--offset", "3"], "甲丑"),
    (["cast", "丁丑", "--jiang", "丑", "--hour", "X"], "'X'"),
    (["cast", "丁丑"], "exactly one"),
    (["cast", "丁丑", "--offset", "3", "--plate", "子加丑"], "exactly one"),
    (["cast", "丁丑", "--offset", "13"], "offset"),
    (["cast", "丁丑", "--plate", "子丑"], "X加Y"),
    (["cast", "丁丑", "--offset", "3", "--option", "nope=1"], "unknown option"),
    (["cast", "丁丑", "--offset", "3", "--option", "fu_yin=maybe"], "fu_yin"),
    (["cast", "--offset", "3"], "DAY"),
    (["table", "--option", "she_hai"], "NAME=VALUE"),
])
def test_bad_input_is_one_line_exit_2(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("liuren: ") and needle in err
    assert "Traceback" not in err


def test_version(capsys):
    """`liuren --version` names the installed distribution's version (pyproject.toml)."""
    import tomllib
    from pathlib import Path
    want = tomllib.loads((Path(__file__).parent.parent / "pyproject.toml").read_text(
        encoding="utf-8"))["project"]["version"]
    code, out, err = run(capsys, "--version")
    assert code == 0 and err == "" and out == f"liuren {want}\n"


def test_version_without_package_metadata(capsys, monkeypatch):
    import importlib.metadata as md

    def missing(name):
        raise md.PackageNotFoundError(name)
    monkeypatch.setattr(md, "version", missing)
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("liuren unknown") and out.count("\n") == 1


def _help_options(capsys, command: str) -> list[str]:
    """The option names the --help of ``command`` lists after "School options):"."""
    assert main([command, "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    listed = text.split("School options): ", 1)[1].split(". Repeatable", 1)[0]
    return listed.split(", ")


@pytest.mark.parametrize("command,plate", [("cast", ["丁丑", "--offset", "3"]), ("table", [])])
def test_unknown_option_lists_what_help_lists(capsys, command, plate):
    names = _help_options(capsys, command)
    assert "she_hai" in names and len(names) == len(set(names))
    code, out, err = run(capsys, command, *plate, "-o", "foo=bar")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.split("(known: ", 1)[1].rstrip(")\n").split(", ") == names


def test_cast_help_lists_the_pattern_options_too(capsys):
    from engine.options import OPTIONS, PATTERN_OPTIONS
    assert _help_options(capsys, "cast") == list(OPTIONS) + list(PATTERN_OPTIONS)
    assert _help_options(capsys, "table") == list(OPTIONS)     # the table names no 課體


def test_xref_without_a_day_names_day_and_shared(capsys):
    code, out, err = run(capsys, "xref")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "DAY" in err and "--shared" in err


def test_table_json(capsys):
    code, out, _ = run(capsys, "table", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 720
    assert all("jiang" not in r for r in rows)
    assert {r["method"] for r in rows} == {"zei_ke", "bi_yong", "she_hai", "yao_ke", "mao_xing",
                                           "bie_ze", "ba_zhuan", "fu_yin", "fan_yin"}
    assert rows[0]["day"] == "甲子" and rows[0]["offset"] == 0


def test_table_text_and_option(capsys):
    code, out, _ = run(capsys, "table", "--option", "fu_yin=generic")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 720
    assert any(ln.startswith("壬子  0 亥巳申") for ln in lines)   # generic: 自刑 → 沖


@pytest.mark.skipif(importlib.util.find_spec("engine.calendar") is None,
                    reason="engine.calendar not present")
def test_cast_at(capsys):
    code, out, _ = run(capsys, "cast", "--at", "2024-03-01 10:00", "--json")
    d = json.loads(out)
    assert code == 0 and d["moment"]["day"] == d["day"] and d["daytime"] is True
    assert d["offset"] == (("子丑寅卯辰巳午未申酉戌亥".index(d["jiang"])
                            - "子丑寅卯辰巳午未申酉戌亥".index(d["hour"])) % 12)
    code, _, err = run(capsys, "cast", "--at", "yesterday")
    assert code == 2 and err.startswith("liuren: ")


@given(day=st.text(max_size=3), offset=st.text(max_size=3))
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_cli_never_tracebacks(capsys, day, offset):
    if day.startswith("-") or offset.startswith("-"):
        return
    code = main(["cast", day, "--offset", offset])
    out, err = capsys.readouterr()
    assert code in (0, 2)
    if code == 2:
        assert err.startswith("liuren: ") and err.count("\n") == 1
    else:
        assert "notation:" in out


def test_subprocess_entry_point():
    cmd = [sys.executable, "-m", "edition.cli"]
    ok = subprocess.run(cmd + ["cast", "辛丑", "--offset", "6", "--json"], capture_output=True,
                        text=True, check=False)
    assert ok.returncode == 0 and json.loads(ok.stdout)["names"] == ["返吟", "無親"]  # 000:35
    bad = subprocess.run(cmd + ["cast", "甲丑", "--offset", "1"], capture_output=True, text=True,
                         check=False)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_an_internal_error_is_one_line_not_a_traceback(monkeypatch, capsys):
    """A bug (not bad input) still gives one line, naming where, and exit 3; LIUREN_DEBUG=1
    shows the traceback."""
    import engine.query as q

    def boom(*a, **k):
        raise TypeError("sequence item 0: expected str instance, dict found")
    monkeypatch.setattr(q, "chart_for", boom)
    assert main(["cast", "甲子", "--offset", "1"]) == 3
    err = capsys.readouterr().err
    assert err.startswith("liuren: internal error (TypeError: sequence item 0") and err.count("\n") == 1
    assert "please report it" in err
    monkeypatch.setenv("LIUREN_DEBUG", "1")
    with pytest.raises(TypeError):
        main(["cast", "甲子", "--offset", "1"])
