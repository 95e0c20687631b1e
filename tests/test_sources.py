"""The raw witnesses in sources/ are the corpus files, unchanged (manifest checksums)."""
import hashlib

from conftest import checkout_edition

ED = checkout_edition()


def test_manifest_lists_every_source_file():
    listed = {s.file for s in ED.sources}
    on_disk = {p.name for p in ED.sources_dir.glob("*.txt")}
    assert listed == on_disk and len(listed) == 5


def test_checksums_match():
    for s in ED.sources:
        data = ED.source_path(s).read_bytes()
        assert hashlib.sha256(data).hexdigest() == s.sha256, s.file
        assert s.id + ".txt" == s.file and s.format == "plain"
        assert not data.endswith(b"\n"), "corpus README: no file ends with a newline"


def test_keys_are_the_three_digits():
    assert [s.key for s in ED.sources] == ["000", "001", "002", "003", "004"]
