"""The README says what is true: the two fresh-machine commands, every school option with its
default, and the `liuren cast` output it shows is what the command prints."""
import re
from pathlib import Path

from edition.cli import main
from engine.options import OPTIONS, PATTERN_OPTIONS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_two_commands_for_a_fresh_machine():
    assert "bash scripts/build.sh" in README and "bash scripts/test.sh" in README
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "scripts/test.sh" in ci
    assert "pytest" in (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")


def test_how_to_run_liuren_after_the_install_command():
    """`liuren` lives in .venv/ (scripts/env.sh), not on the PATH: the README says how to run
    it right after `bash scripts/build.sh`, and build.sh ends by saying the same."""
    after = README.split("bash scripts/build.sh", 1)[1].split("\n## ", 1)[0]
    assert ". .venv/bin/activate" in after and ".venv/bin/liuren" in after
    build = (ROOT / "scripts" / "build.sh").read_text(encoding="utf-8")
    tail = build.split("liuren build", 1)[1]
    assert ". .venv/bin/activate" in tail and ".venv/bin/liuren" in tail and "echo" in tail


def test_where_to_get_kanripo_texts_and_tei_all():
    assert "https://github.com/kanripo/KR3g0031" in README and "branch" in README
    assert "tei_all.rng" in README and "4.9.0" in README and "TEI Consortium" in README


def test_every_school_option_is_listed_with_its_default():
    for opt in list(OPTIONS.values()) + list(PATTERN_OPTIONS.values()):
        row = next((l for l in README.splitlines() if l.startswith(f"| `{opt.name}` |")), None)
        assert row, f"README lacks option {opt.name}: run python scripts/options_table.py"
        assert f"**`{opt.default}`**" in row, f"README shows a stale default for {opt.name}"
        for v in opt.values:
            assert f"`{v}`" in row


def test_cast_example_is_real_output(capsys):
    m = re.search(r"```\n\$ liuren cast 丁丑 --jiang 丑 --hour 巳\n(.*?)\n```", README, re.S)
    assert m, "README lost its liuren cast example"
    assert main(["cast", "丁丑", "--jiang", "丑", "--hour", "巳"]) == 0
    assert capsys.readouterr().out.rstrip("\n") == m.group(1)
