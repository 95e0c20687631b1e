"""Editions as values: `liuren init`, an edition folder chosen by --edition, LIUREN_EDITION or
the current folder, witnesses imported into it (plain, a Kanripo file, a Kanripo repository
folder), checked, validated and built there; the bundled edition read-only.

六壬大全 (Kanripo KR3g0031, juan 000–006) is read from ``../shared/witnesses/KR3g0031`` beside
the checkout (or ``$KR3G0031_DIR``); without it those tests skip, and fail under CI.
"""
from __future__ import annotations

import contextlib
import io
import json
import os

import pytest

from conftest import kr3g0031_dir
from edition.cli import main
from edition.core import edition as E


KR = kr3g0031_dir()
needs_kr = pytest.mark.skipif(KR is None and not os.environ.get("CI"),
                              reason="the 六壬大全 witness (KR3g0031) is not beside the checkout")


def run(*args, env: dict | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = {k: os.environ.get(k) for k in (env or {})}
    os.environ.update(env or {})
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main([str(a) for a in args])
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return code, out.getvalue(), err.getvalue()


# --------------------------------------------------------------------------- choosing one

def test_init_copies_the_bundled_five_and_empty_has_none(tmp_path):
    assert run("init", tmp_path / "a")[0] == 0
    a = E.load(tmp_path / "a")
    b = E.bundled()
    assert [s.id for s in a.sources] == [s.id for s in b.sources]
    for s in a.sources:
        assert a.source_path(s).read_bytes() == b.source_path(s).read_bytes()
        assert a.tei_path(s).read_bytes() == b.tei_path(s).read_bytes()
    assert (tmp_path / "a" / "tei" / "curation" / "examples.toml").is_file()
    assert run("init", "--empty", tmp_path / "b")[0] == 0
    assert E.load(tmp_path / "b").sources == ()
    code, out, err = run("init", tmp_path / "a")
    assert code == 2 and err == f"liuren: {tmp_path / 'a'}: exists and is not an empty folder\n"


def test_the_editions_title_and_intro_are_kept_by_import(tmp_path):
    """`[edition]` title and intro (README, *Editions*): `init` copies the bundled title but not
    its intro (which describes the five texts alone); `init --empty` writes neither; a title
    and intro written into the manifest survive an import, which rewrites it."""
    assert run("init", tmp_path / "a")[0] == 0
    a = E.load(tmp_path / "a")
    assert a.title == E.bundled().title and E.bundled().intro and a.intro == ""
    assert run("init", "--empty", tmp_path / "b")[0] == 0
    m = tmp_path / "b" / "manifest.toml"
    assert E.load(tmp_path / "b").title == "" and "[edition]" in m.read_text(encoding="utf-8")
    m.write_text(m.read_text(encoding="utf-8").replace(
        "\n[edition]\n", '\n[edition]\ntitle = "試驗"\nintro = "One plain text."\n'),
        encoding="utf-8")
    w = tmp_path / "w.txt"
    w.write_text("題\n\n甲子日占。\n", encoding="utf-8")
    assert run("import", w, "--edition", tmp_path / "b")[0] == 0
    b = E.load(tmp_path / "b")
    assert (b.title, b.intro, [s.id for s in b.sources]) == ("試驗", "One plain text.", ["w"])


def test_the_edition_is_chosen_by_option_then_environment_then_folder(tmp_path, monkeypatch):
    E.create(tmp_path / "opt", empty=True)
    E.create(tmp_path / "env", empty=True)
    E.create(tmp_path / "cwd", empty=True)
    monkeypatch.chdir(tmp_path / "cwd")
    env = {E.ENV: str(tmp_path / "env")}
    assert E.select(tmp_path / "opt", environ=env).root == (tmp_path / "opt").resolve()
    assert E.select(None, environ=env).root == (tmp_path / "env").resolve()
    assert E.select(None, environ={}).root == (tmp_path / "cwd").resolve()
    monkeypatch.chdir(tmp_path)
    assert E.select(None, environ={}).bundled


def test_a_missing_or_unreadable_edition_is_one_line_and_exit_2(tmp_path):
    for args, msg in [
        (("check", "--edition", tmp_path / "nope"), f"{tmp_path / 'nope'}: no such edition folder"),
        (("check", "--edition", tmp_path), f"{tmp_path}: not an edition (no manifest.toml; "
                                           "make one with `liuren init DIR`)"),
    ]:
        code, out, err = run(*args)
        assert (code, out, err) == (2, "", f"liuren: {msg}\n")
    (tmp_path / "manifest.toml").write_text("[edition\n", encoding="utf-8")
    code, out, err = run("check", "--edition", tmp_path)
    assert code == 2 and err.startswith(f"liuren: {tmp_path / 'manifest.toml'}: not valid TOML")
    code, out, err = run("check", env={E.ENV: str(tmp_path / "nope")})
    assert (code, err) == (2, f"liuren: {tmp_path / 'nope'}: no such edition folder\n")


def test_the_bundled_edition_is_read_only_and_derives_into_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(E.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    ed = E.select(None, environ={})
    assert ed.bundled and ed.out_dir == tmp_path / "cache" / "bundled"
    w = tmp_path / "w.txt"
    w.write_text("題\n\n甲子日子將丑時占", encoding="utf-8")
    code, out, err = run("import", w)
    assert code == 2 and "the bundled edition is read-only" in err and "liuren init DIR" in err
    assert run("analyse")[0] == 2


def test_an_editions_derived_files_go_to_its_build_folder(tmp_path):
    ed = E.create(tmp_path / "ed", empty=True)
    assert ed.out_dir == (tmp_path / "ed" / "build").resolve()


# --------------------------------------------------------------------------- 六壬大全

@pytest.fixture(scope="module")
def kr_edition(tmp_path_factory):
    if KR is None:
        pytest.fail("the 六壬大全 witness (KR3g0031) is missing under CI")
    folder = tmp_path_factory.mktemp("kr") / "ed"
    assert run("init", folder)[0] == 0
    code, out, err = run("import", KR / "KR3g0031_005.txt", "--edition", folder)
    assert code == 0, err
    return folder


@needs_kr
def test_a_kanripo_file_is_imported_with_its_bytes_and_manifest_entry(kr_edition):
    ed = E.load(kr_edition)
    s = ed.source("KR3g0031_005")
    assert s.format == "kanripo" and s.title_zh == "六壬大全 卷五"
    assert ed.source_path(s).read_bytes() == (KR / "KR3g0031_005.txt").read_bytes()
    assert s.extra["kanripo"] == "KR3g0031" and s.extra["base_edition"] == "WYG"
    # again: nothing changes
    before = (kr_edition / "manifest.toml").read_bytes()
    code, out, err = run("import", KR / "KR3g0031_005.txt", "--edition", kr_edition)
    assert code == 0 and "KR3g0031_005.txt: unchanged" in out
    assert (kr_edition / "manifest.toml").read_bytes() == before


@needs_kr
def test_check_cites_the_raw_file_and_the_line_of_the_day(kr_edition):
    """005:26 「如甲子日卯時子將占…午加酉為用曰元首課」 is cited KR3g0031_005.txt:26, the line
    where its day is written (header lines counted)."""
    raw = (KR / "KR3g0031_005.txt").read_text(encoding="utf-8").split("\n")
    assert raw[25].startswith("如甲子日卯時子將占")
    code, out, err = run("check", "--json", "--source", "KR3g0031_005", "--edition", kr_edition)
    assert code == 0
    rows = json.loads(out)
    assert rows and all(r["source"] == "KR3g0031_005.txt" for r in rows)
    (r,) = [r for r in rows if r["line"] == 26 and r["text"].startswith("如甲子日")]
    assert r["status"] == "agrees" and r["solutions"][0]["day"] == "甲子"
    assert {"status", "computed", "solutions"} <= set(r)
    for r in rows:                         # every cast's day is written on its line
        day = (r["printed"] or {}).get("day")
        if day and r["kind"] == "inline":
            assert day[0] in raw[r["line"] - 1] + raw[r["line"]], r["id"]


@needs_kr
def test_the_edition_validates_and_builds_with_its_pages(kr_edition, tmp_path):
    code, out, err = run("validate", "--edition", kr_edition)
    assert code == 0, out[-2000:]
    code, out, err = run("build", "--edition", kr_edition, "--out", tmp_path / "site")
    assert code == 0, err
    page = (tmp_path / "site" / "src-KR3g0031_005.html").read_text(encoding="utf-8")
    assert 'id="KR3g0031_WYG_005-2a"' in page and "〔005-2a〕" in page
    assert 'id="L27"' in page                       # a line inside a paragraph, citable


@needs_kr
def test_the_whole_repository_folder_goes_through(tmp_path):
    folder = tmp_path / "ed"
    assert run("init", "--empty", folder)[0] == 0
    code, out, err = run("import", KR, "--edition", folder)
    assert code == 0, err
    # juan 007–012 are listed in Readme.org but kept back: a warning each, not a failure
    assert err.count("is listed but not in the folder") == 6
    ed = E.load(folder)
    assert [s.id for s in ed.sources] == [f"KR3g0031_{i:03d}" for i in range(7)]
    assert [s.extra.get("label") for s in ed.sources][5] == "六壬大全 卷五"
    for cmd in (("check",), ("index",), ("build",)):
        code, out, err = run(*cmd, "--edition", folder)
        assert code == 0 and "Traceback" not in err, (cmd, err)


@needs_kr
def test_a_section_of_a_named_ke_defines_it(kr_edition):
    """005:12 「元首課」 opens the section whose first paragraph, 005:13 「凡一上克下餘課無克為
    元首課…」, states the rule: both define 元首 (no curation for this book)."""
    from edition.analyse.links import witness_links
    from edition.analyse.witness import load_witness
    w = load_witness(E.load(kr_edition), "KR3g0031_005")
    assert w.lines[11].strip("　¶") == "元首課" and w.lines[12].startswith("凡一上克下")
    lk = witness_links(w)
    assert lk[12]["defines"] == ["yuan_shou"] and "yuan_shou" in lk[13]["defines"]
    assert "yuan_shou" in lk[26]["mentions"]          # the worked cast only mentions it
