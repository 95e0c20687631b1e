"""Shared fixtures: the checkout's own edition (the bundled five texts, ``manifest.toml``,
``sources/``, ``tei/`` at the top of the repository) and its analysis."""
from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

import pytest

from edition.core import edition as E
from edition.core.tei import parse_bytes
from edition.encode.validate import find_tei_all

ROOT = Path(__file__).resolve().parent.parent


def missing(what: str):
    """Skip a test whose shared data is absent; under CI, where it is required, fail it."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} (required in CI)")
    pytest.skip(what)


def run_cli(*args) -> tuple[int, str, str]:
    """``liuren ARGS`` in process: (exit code, stdout, stderr)."""
    from edition.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def shared_dir(inside: str = "") -> Path | None:
    """``../shared`` beside the checkout (or $LIUREN_SHARED) when it holds ``inside``, else None."""
    for base in (os.environ.get("LIUREN_SHARED"), ROOT.parent / "shared"):
        if base and (Path(base) / inside).is_dir():
            return Path(base)
    return None


def kr3g0031_dir(probe: str = "Readme.org") -> Path | None:
    """The 六壬大全 witness (``$KR3G0031_DIR``, else ``../shared/witnesses/KR3g0031``) when the
    file ``probe`` is in it, else None."""
    for d in (os.environ.get("KR3G0031_DIR"), ROOT.parent / "shared" / "witnesses" / "KR3g0031"):
        if d and Path(d, probe).is_file():
            return Path(d)
    return None


def checkout_edition() -> E.Edition:
    """The edition of this checkout (the bundled texts), read from its manifest."""
    return E.load(ROOT)


@pytest.fixture(scope="session")
def ed() -> E.Edition:
    return checkout_edition()


@pytest.fixture(scope="session")
def analysis(ed):
    from edition.analyse import run
    return run.load(ed)


@pytest.fixture(scope="session")
def witnesses(ed):
    from edition.analyse.witness import witnesses as ws
    return {w.id: w for w in ws(ed)}


def tei_tree(source: str):
    """The TEI text layer of a source of the checkout's edition (``"002"``, an id or a file)."""
    from edition.analyse.witness import load_witness
    return load_witness(checkout_edition(), source).tree


CUR_EMEND = ROOT / "tei" / "curation" / "emendations.toml"


# {key: file name} of the checkout's five sources ("003" → "003_03e8aca9396f2189.txt")
SOURCES = {s.key: s.file for s in checkout_edition().sources}


def index_db(path, *, examples: bool = True, check: bool = True) -> dict:
    """Build the SQLite index of the checkout's edition at ``path`` (as `liuren index`)."""
    from edition.analyse import run
    from edition.publish.index import build_index, load_corpus
    ed = checkout_edition()
    return build_index(path, corpus=load_corpus(ed), analysis=run.load(ed) if examples else None,
                       check=check)


# --- the fully printed layouts (tests/test_printed_examples.py, tests/test_xref.py)

def standoff_examples(key: str) -> list[dict]:
    """The worked examples of a source of the checkout's edition (``"003"``) as its stand-off
    layer holds them (``tei/standoff/<id>.xml``, read back by the checker's own reader)."""
    from edition.analyse import standoff
    from edition.core.tei import parse_file
    ed = checkout_edition()
    return standoff.read_examples(parse_file(ed.standoff_path(SOURCES[key].removesuffix(".txt"))))


def printed_layouts() -> list[dict]:
    """The fully printed layouts of 003 and 000: each entry of ``tei/curation/examples.toml``
    with an ``[example.transcription]`` table (read by the curation loader, which validates
    it), as ``{"entry": the curated entry, "example": its example in the stand-off layer}``
    — the chart claims are the stand-off's, the test expectations the transcription's."""
    from edition.analyse.examples import curation
    entries = [e for e in curation(checkout_edition().curation("examples"))["example"]
               if "transcription" in e]
    by_key = {e["source"]: standoff_examples(e["source"]) for e in entries}
    out = []
    for e in entries:
        hits = [x for x in by_key[e["source"]] if x["line"] == e["line"] and x["text"] == e["match"]]
        assert len(hits) == 1, f"{e['transcription']['id']}: {len(hits)} stand-off examples"
        out.append({"entry": e, "example": hits[0]})
    return out


# --- validation helpers shared by the validator's and the stand-off layer's tests

def tei_all_path() -> Path:
    """TEI All for these tests: found as `liuren validate` finds it; under CI its absence is a
    failure, elsewhere a skip (a fresh machine has no ../shared beside the checkout)."""
    p = find_tei_all()
    if p is None:
        if os.environ.get("CI"):
            pytest.fail("TEI All (tei_all.rng) not found: CI must validate against it")
        pytest.skip("TEI All not found beside the checkout (give TEI_ALL_RNG)")
    return p


def assert_problems_not_exceptions(v, edited: str, name: str = "t.xml"):
    """Parse and check an edited file (``name``: where it lies, for its relative pointers):
    every failure is a `name:line: message`, never an exception. Returns the tree, or None
    when the edit is not well-formed XML."""
    try:
        tree = parse_bytes(edited.encode("utf-8"), name)
    except ValueError as e:
        assert str(e).startswith(f"{name}:")
        return None
    for p in v.check_tree(tree, name):
        assert str(p).startswith(f"{name}:") and p.message
    return tree


@pytest.fixture(scope="session")
def corpus_site(tmp_path_factory):
    """The bundled edition's site, built once for every test that reads it."""
    from edition.publish.html import build_site
    out = tmp_path_factory.mktemp("corpus") / "site"
    build_site(ROOT, out)
    return out
