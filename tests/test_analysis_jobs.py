"""The witnesses of an edition are read in forked processes at once (edition/analyse/run.py,
`_read_witnesses`): the analysis is the same, finding by finding, as when they are read one
after another (``LIUREN_JOBS=1``), and a witness that cannot be read is said the same way."""
from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

import pytest

from edition.analyse import run as analysis_run
from edition.cli import main
from edition.core import edition as E

DATA = Path(__file__).parent / "data" / "redteam"
# a Kanripo book, a case book and a plain book: three witnesses of three formats
BOOKS = [DATA / "KR3g9999", DATA / "duanan" / "liuren_duanan_1275-1299.txt",
         DATA / "liuren_wechat.txt"]


def run(*args) -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main([str(a) for a in args])


def summary(a) -> dict:
    return {"sources": a.sources,
            "findings": [(f.example.source, f.example.line, f.example.id, f.status, f.why,
                          f.book_status, f.hypothesis) for f in a.findings],
            "definitions": {k: [d.name for d in v] for k, v in a.definitions.items()},
            "stated": a.stated, "links": a.links, "warnings": a.warnings,
            "schools": repr(a.schools)}


@pytest.fixture(scope="module")
def edition(tmp_path_factory):
    folder = tmp_path_factory.mktemp("jobs") / "ed"
    assert run("init", "--empty", folder) == 0
    for b in BOOKS:
        assert run("import", b, "--edition", folder) == 0
    return folder


def test_read_at_once_or_one_by_one_the_analysis_is_the_same(edition, monkeypatch, tmp_path):
    monkeypatch.setenv("LIUREN_JOBS", "1")
    one = summary(analysis_run.analyse(E.load(edition)))
    monkeypatch.setenv("LIUREN_JOBS", "2")
    monkeypatch.setattr(analysis_run.os, "cpu_count", lambda: 2)
    real = analysis_run._read_witness

    def noted(w):                    # which process read each witness
        with (tmp_path / "readers").open("a") as f:
            f.write(f"{os.getpid()}\n")
        return real(w)
    monkeypatch.setattr(analysis_run, "_read_witness", noted)
    both = summary(analysis_run.analyse(E.load(edition)))
    assert len(one["sources"]) == 3 and len(one["findings"]) > 100
    assert both == one
    readers = (tmp_path / "readers").read_text().split()
    assert len(readers) == 3 and str(os.getpid()) not in readers


def test_a_witness_that_cannot_be_read_is_said_the_same_way(edition, monkeypatch):
    def broken(w):
        if w.file.startswith("liuren_wechat"):
            raise ValueError("a broken curation entry")
        return real(w)
    real = analysis_run.witness_examples
    monkeypatch.setattr(analysis_run, "witness_examples", broken)
    got = {}
    for jobs in ("1", "2"):
        monkeypatch.setenv("LIUREN_JOBS", jobs)
        monkeypatch.setattr(analysis_run.os, "cpu_count", lambda: 2)
        got[jobs] = summary(analysis_run.analyse(E.load(edition)))
    assert got["1"] == got["2"]
    assert "liuren_wechat.txt: examples not read: a broken curation entry" in got["2"]["warnings"]
