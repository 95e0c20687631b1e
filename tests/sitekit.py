"""The sites the HTML tests read, built once and shared (not a test module: test modules import
it, never each other): the fixture checkout's site from a typed analysis, and editions of
六壬大全 from the witnesses beside the checkout. The bundled corpus's own site is the session
fixture ``corpus_site`` of conftest.py."""
from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import kr3g0031_dir
import engine
from edition.analyse import run
from edition.analyse.examples.check import Finding
from edition.analyse.examples.model import Example
from edition.cli import main
from edition.core.edition import load
from edition.publish.html.site import collect, render, write_site

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "html" / "root"


def findings_for_fixture():
    """Two checked examples of the fixture's 「子將丑時甲子日」 (fx_0001.txt:3), typed as the
    analysis holds them (:class:`edition.analyse.examples.check.Finding`): the computed chart is
    the engine's (子將丑時: offset 11, 003:7); the second prints 初 and 末 swapped, so that its
    card must mark them, and carries hostile text in its quote, name and explanation, which
    reach its card, the report and its 課 page."""
    js = engine.cast("甲子", jiang="子", hour="丑").to_json()
    computed = {k: js[k] for k in ("day", "offset", "daytime", "plate", "lessons", "transmissions",
                                   "generals", "transmission_generals", "names", "method")}
    wrong = dict(computed, transmissions=list(reversed(js["transmissions"])))
    first = Example(id="fx-x001", source="fx_0001.txt", line=3, start=0, end=7, text="子將丑時甲子日",
                    kind="full", name="子將丑時甲子日", claims=computed)
    second = Example(id="fx-x002", source="fx_0001.txt", line=7, start=0, end=9,
                     text="<script>window.__pwned='ke'</script>", kind="full",
                     name="<img src=x onerror=\"window.__pwned='kename'\">", claims=wrong)
    return [Finding(first, "agrees", computed=computed),
            Finding(second, "printed-error-new", computed=computed,
                    hypothesis="初 and 末 swapped <script>window.__pwned='hyp'</script>")]


def fixture_analysis(root=FIXTURE, findings=None):
    """The analysis of the fixture checkout (``root``) with ``findings`` (by default
    :func:`findings_for_fixture`) as its checked examples, and what the analysis derives from
    them (:func:`edition.analyse.run.derive`: their 課, the atlas, the derivations)."""
    a = run.load(load(root))
    return run.derive(replace(a, findings=list(findings if findings is not None
                                               else findings_for_fixture()),
                              rule_findings=[]))


def build_fixture(out, checks=None, root=FIXTURE):
    """The fixture site (``root``) built from :func:`fixture_analysis` with the checked
    examples ``checks`` (by default :func:`findings_for_fixture`): the site draws the checker's
    cards and the analysis's atlas, and recasts nothing."""
    write_site(render(collect(root, fixture_analysis(root, checks))), out)
    return out


KR = kr3g0031_dir()
WYG = KR.parent / "KR3g0031-WYG" if KR else None


def build_witness_edition(base: Path) -> Path:
    """An edition of 六壬大全 juan 000 and 001 in two witnesses: `liuren import` of the
    Kanripo master, `liuren import --witness WYG` of the 文淵閣 branch, `liuren collate`,
    `liuren build`; its site."""
    if KR is None or not (WYG / "Readme.org").is_file():
        pytest.skip("the 六壬大全 witnesses (KR3g0031, KR3g0031-WYG) are not beside the checkout")
    for src, name in ((KR, "KR"), (WYG, "WYG")):
        (base / name).mkdir()
        for f in ("Readme.org", "KR3g0031_000.txt", "KR3g0031_001.txt"):
            shutil.copyfile(src / f, base / name / f)
    ed = str(base / "ed")
    assert main(["init", "--empty", ed]) == 0
    assert main(["import", str(base / "KR"), "--edition", ed]) == 0
    assert main(["import", str(base / "WYG"), "--witness", "WYG", "--edition", ed]) == 0
    assert main(["collate", "--edition", ed]) == 0
    assert main(["build", "--edition", ed]) == 0
    return base / "ed" / "build" / "edition"
