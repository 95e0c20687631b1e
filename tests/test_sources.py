"""The raw witnesses in sources/ are the corpus files, unchanged (manifest checksums)."""
import hashlib
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = tomllib.loads((ROOT / "sources" / "manifest.toml").read_text(encoding="utf-8"))


def test_manifest_lists_every_source_file():
    listed = {s["file"] for s in MANIFEST["source"]}
    on_disk = {p.name for p in (ROOT / "sources").glob("*.txt")}
    assert listed == on_disk and len(listed) == 5


def test_checksums_match():
    for s in MANIFEST["source"]:
        data = (ROOT / "sources" / s["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == s["sha256"], s["file"]
        assert s["id"] + ".txt" == s["file"]
        assert not data.endswith(b"\n"), "corpus README: no file ends with a newline"
