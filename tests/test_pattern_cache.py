"""The compiled-pattern cache (edition/core/patterns.py): a pattern read back from the cache
is the one `regex` compiles, a damaged or unwritable cache costs only time, and it can be
turned off. Each case runs in a fresh process, as a `liuren` command does."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
import regex

ROOT = Path(__file__).resolve().parent.parent

# a pattern of the readers (grammar._LISTED's form) and one with a lookbehind of two lengths
PATTERNS = [r"[加臨](?:[子丑寅卯辰巳午未申酉戌亥])、$",
            r"(?<!(?<!不得)[不未勿莫弗](?:[肯願欲敢能])?)(?:[復再重]占)",
            r"(?P<j>[子丑寅卯])將(?:[，,、]\s*)?加?(?P<h>[辰巳午未])時"]
SAMPLES = ["午加戌、", "不得已復占之", "未肯復占", "復占", "丑將，巳時", "寅將加未時", "卯將午時"]

SCRIPT = """
import json, sys
from edition.core import patterns
pats = json.loads(sys.argv[1]); samples = json.loads(sys.argv[2])
out = [[(m.group(0), m.span()) if (m := patterns.compiled(p).search(s)) else None
        for s in samples] for p in pats]
print(json.dumps({"new": patterns._new, "found": out}, ensure_ascii=False))
"""


def run(cache: Path, **env) -> dict:
    import json
    e = {k: v for k, v in os.environ.items() if k != "LIUREN_CACHE"}
    e.update({"XDG_CACHE_HOME": str(cache), "LIUREN_PATTERN_CACHE": "1", **env})
    p = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(PATTERNS), json.dumps(SAMPLES)],
                       cwd=ROOT, env=e, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout.strip().splitlines()[-1])


def expected() -> list:
    return [[[m.group(0), list(m.span())] if (m := regex.compile(p).search(s)) else None
             for s in SAMPLES] for p in PATTERNS]


def files(cache: Path) -> list[Path]:
    return sorted((cache / "liuren-edition").glob("patterns-*.pickle"))


def test_a_second_process_reads_the_patterns_back_and_they_match_as_compiled(tmp_path):
    first = run(tmp_path)
    assert first["new"] == len(PATTERNS) and len(files(tmp_path)) == 1
    second = run(tmp_path)
    assert second["new"] == 0                          # every pattern came from the file
    assert second["found"] == first["found"] == expected()


def test_a_damaged_cache_is_compiled_again_and_rewritten(tmp_path):
    run(tmp_path)
    (f,) = files(tmp_path)
    f.write_bytes(b"not a pickle")
    again = run(tmp_path)
    assert again["new"] == len(PATTERNS)
    assert run(tmp_path)["new"] == 0


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_an_unwritable_cache_folder_costs_only_time(tmp_path):
    tmp_path.chmod(0o500)
    try:
        assert run(tmp_path)["new"] == len(PATTERNS)
        assert run(tmp_path)["new"] == len(PATTERNS)   # nothing kept, nothing raised
    finally:
        tmp_path.chmod(0o700)


def test_a_cache_path_that_is_a_file_costs_only_time(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert run(blocker)["new"] == len(PATTERNS)        # XDG_CACHE_HOME names a file
    assert run(blocker)["new"] == len(PATTERNS)


def test_the_cache_can_be_turned_off(tmp_path):
    assert run(tmp_path, LIUREN_PATTERN_CACHE="0")["new"] == len(PATTERNS)
    assert files(tmp_path) == []
