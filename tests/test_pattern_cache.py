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


@pytest.mark.parametrize("at", [0, 40, 200, -20, -1])
def test_a_flipped_bit_is_refused_before_the_code_reaches_regex(tmp_path, at):
    """A damaged file once fed `_regex` code that looped for ever (a review of the change): the
    checksum refuses any change to the file, header or body."""
    run(tmp_path)
    (f,) = files(tmp_path)
    data = bytearray(f.read_bytes())
    data[at] ^= 0x10
    f.write_bytes(bytes(data))
    got = run(tmp_path)
    assert got["new"] == len(PATTERNS) and got["found"] == expected()


def test_a_file_that_builds_anything_but_patterns_is_refused(tmp_path):
    """A pickle with a right checksum that would call something else (here os.getcwd) is refused
    by the unpickler, which builds only `regex` patterns."""
    import hashlib
    import pickle
    from edition.core import patterns
    run(tmp_path)
    (f,) = files(tmp_path)
    body = pickle.dumps({(PATTERNS[0], 0, 0): os.getcwd})
    f.write_bytes(patterns._FORMAT + hashlib.sha256(body).digest() + body)
    assert run(tmp_path)["new"] == len(PATTERNS)


def test_two_commands_at_once_keep_both_their_patterns(tmp_path):
    """A process writes what another kept meanwhile with its own (merged, not overwritten)."""
    import json
    first = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "LIUREN_PATTERN_CACHE": "1"}
    first.pop("LIUREN_CACHE", None)
    code = ("import json, sys; from edition.core import patterns; "
            "[patterns.compiled(p) for p in json.loads(sys.argv[1])]")
    for part in (PATTERNS[:1], PATTERNS[1:]):
        subprocess.run([sys.executable, "-c", code, json.dumps(part)], cwd=ROOT, env=first,
                       check=True, timeout=120)
    assert run(tmp_path)["new"] == 0


def test_the_default_version_is_part_of_the_key(tmp_path):
    """A run under regex's V1 default keeps its code apart from V0's (the same words compile
    otherwise: a review of the change found a V1 run serving later V0 runs)."""
    e = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "LIUREN_PATTERN_CACHE": "1"}
    e.pop("LIUREN_CACHE", None)
    code = ("import regex; regex.DEFAULT_VERSION = regex.V1; from edition.core import patterns; "
            "patterns.compiled(r'[[a-z]--[aeiou]]')")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=e, check=True, timeout=120)
    v0 = ("from edition.core import patterns; import regex; "
          "p = patterns.compiled(r'[[a-z]--[aeiou]]'); "
          "print(bool(p.search('b')), bool(regex.compile(r'[[a-z]--[aeiou]]').search('b')))")
    out = subprocess.run([sys.executable, "-c", v0], cwd=ROOT, env=e, check=True, timeout=120,
                         capture_output=True, text=True).stdout.strip()
    assert out == "False False"       # (V1 would find the consonant)


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
