"""Shared fixtures: the checkout's own edition (the bundled five texts, ``manifest.toml``,
``sources/``, ``tei/`` at the top of the repository) and its analysis."""
from __future__ import annotations

from pathlib import Path

import pytest

from edition.core import edition as E

ROOT = Path(__file__).resolve().parent.parent


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
