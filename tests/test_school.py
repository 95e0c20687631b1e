"""The book's own school (edition/analyse/examples/school.py), `liuren school`, and the verdict
of every finding under its book's school (``book_status``, ``book_options``).

On the bundled edition (each text its own book) and on 六壬大全 juan 000–004 (the development
juan; ``../shared/witnesses/KR3g0031`` beside the checkout or ``$KR3G0031_DIR``, skipped
without it). Expected values are the printed words, cited ``file:line``; the schools
themselves are computed by the module, and the tests check them against the rule and the
passages.
"""
from __future__ import annotations

import contextlib
import io
import json
import os

import pytest

from conftest import kr3g0031_dir
from edition.analyse.examples import school as S
from edition.cli import main
from edition.core import edition as E
from edition.encode import formats
from engine import OPTIONS
from engine.options import PATTERN_OPTIONS

F001 = "001_6ab3c058adbfb16c.txt"
F003 = "003_03e8aca9396f2189.txt"
ALL_OPTIONS = list(OPTIONS) + list(PATTERN_OPTIONS)


def run(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def school_of(analysis, book: str) -> S.School:
    hits = [b for b in analysis.schools if b.book == book]
    assert len(hits) == 1, f"{book}: {len(hits)} schools"
    return hits[0]


def evidence_of(sch: S.School, option: str, value: str) -> S.Evidence:
    hits = [e for e in sch.evidence if (e.option, e.value) == (option, value)]
    assert hits, f"{sch.book}: no evidence for {option}={value}"
    return hits[0]


def assert_follows_the_rule(sch: S.School) -> None:
    """The school is what the rule makes of the evidence: a value taken has wins ≥ 2 and
    wins > 2 × losses and the largest net of its option's qualifying values; every other
    option is at its default."""
    taken = sch.non_default()
    for e in sch.evidence:
        assert e.wins == len(e.won) and e.losses == len(e.lost)
        if taken.get(e.option) == e.value:
            assert e.wins >= 2 and e.wins > 2 * e.losses
    for opt in ALL_OPTIONS:
        q = [e for e in sch.evidence if e.option == opt and e.wins >= 2 and e.wins > 2 * e.losses]
        if q:
            assert taken[opt] == max(q, key=lambda e: e.net).value
        else:
            assert opt not in taken


# --------------------------------------------------------------------------- the rule

def test_the_rule_on_counts():
    def ev(v, w, l, opt="she_hai"):
        return S.Evidence(opt, v, tuple(f"x:{i}" for i in range(w)),
                          tuple(f"y:{i}" for i in range(l)))
    assert not ev("meng_zhong", 1, 0).qualifies          # one cast is not a school
    assert ev("meng_zhong", 2, 0).qualifies
    assert not ev("meng_zhong", 2, 1).qualifies          # 2 > 2 × 1 fails
    assert ev("meng_zhong", 3, 1).qualifies
    assert not ev("meng_zhong", 8, 4).qualifies
    # two values of one option: the larger net
    assert S.choose([ev("example", 3, 0, "fu_yin"), ev("dian_dao", 9, 1, "fu_yin")]) == {
        "fu_yin": "dian_dao"}
    assert S.choose([ev("bagua", 1, 4, "gui_direction")]) == {}


def test_a_book_is_a_kanripo_text_or_a_plain_source():
    kr = E.Source(id="KR3g0031_005", file="KR3g0031_005.txt", format="kanripo")
    plain = E.Source(id="001_6ab3c058adbfb16c", file=F001)
    assert formats.book(kr) == "KR3g0031" and formats.book(plain) == "001_6ab3c058adbfb16c"
    # a plain text named like a juan is still its own book (the format decides)
    assert formats.book(E.Source(id="KR3g0031_005", file="KR3g0031_005.txt")) == "KR3g0031_005"


# --------------------------------------------------------------------------- the bundled texts

def test_each_bundled_text_is_its_own_book(ed, analysis):
    assert [b.book for b in analysis.schools] == ed.ids
    for b in analysis.schools:
        assert_follows_the_rule(b)


def test_schools_survive_the_analysis_cache(analysis):
    """The analysis is cached with pickle: the schools (and their Options) read back equal."""
    import pickle
    back = pickle.loads(pickle.dumps(analysis.schools, protocol=pickle.HIGHEST_PROTOCOL))
    assert back == analysis.schools
    assert [b.options for b in back] == [b.options for b in analysis.schools]


def test_001_follows_meng_zhong(analysis):
    """001:35 「如未年乙卯日，三傳未亥卯」 and 001:143 「如甲辰日三傳戌申午」: 涉害 by 孟仲
    (000:83), where counting the depth gives 亥卯未 and 寅子戌 (engine/options.py she_hai)."""
    sch = school_of(analysis, "001_6ab3c058adbfb16c")
    assert sch.non_default() == {"she_hai": "meng_zhong"}
    e = evidence_of(sch, "she_hai", "meng_zhong")
    assert e.won == (f"{F001}:35", f"{F001}:143") and e.lost == ()


def test_003_one_cast_is_not_a_school(analysis):
    """003:163 杜傳格 「三傳亥辰戌」 is won by fu_yin=example, one cast: 003 keeps the verse's
    rule it teaches (003:147), the default."""
    sch = school_of(analysis, "003_03e8aca9396f2189")
    e = evidence_of(sch, "fu_yin", "example")
    assert e.won == (f"{F003}:163",)
    assert "fu_yin" not in sch.non_default()


def test_book_status_under_the_books_school(analysis):
    """001:143 「如甲辰日三傳戌申午」: school-dependent under the defaults, agrees under 001's
    own school (she_hai=meng_zhong)."""
    f = next(f for f in analysis.findings if f.example.cite == f"{F001}:143"
             and "甲辰日三傳戌申午" in f.example.text)
    assert f.status == "school-dependent"
    assert f.book_status == "agrees" and f.book_options["she_hai"] == "meng_zhong"
    row = f.as_json()
    assert row["status"] == "school-dependent" and row["book_status"] == "agrees"
    # a book at the defaults: the verdict under its school is the verdict
    for g in analysis.findings:
        if g.example.source == F003:
            assert g.book_status == g.status


def test_cli_school_text_and_json(ed):
    code, out, err = run("school", "--edition", ed.root)
    assert code == 0 and err == ""
    assert "001_6ab3c058adbfb16c: she_hai=meng_zhong" in out.splitlines()
    assert "  she_hai=meng_zhong  +2 −0  (taken)" in out.splitlines()
    # the rules a school is reported by first (issue 20): 001's 涉害 follows 孟仲 at 001:35 and
    # 001:143 (「乙卯日，三傳未亥卯」, 「甲辰日三傳戌申午」)
    assert "  涉害: she_hai=meng_zhong (2 casts follow it)" in out.splitlines()
    code, out, err = run("school", "--edition", ed.root, "--json")
    d = json.loads(out)
    assert code == 0 and list(d) == ["books"]
    assert [b["source"] for b in d["books"]] == ed.ids
    for b in d["books"]:
        assert list(b) == ["source", "school", "evidence", "rules", "definitions", "stated"]
        assert b["stated"] == []                 # (no bundled text states its school)
        assert list(b["school"]) == ALL_OPTIONS
        assert [r["option"] for r in b["rules"]] == list(S.RULES)
        for r in b["rules"]:
            assert r["value"] == b["school"][r["option"]]
            assert all(c.rsplit(":", 1)[1].isdigit() for c in r["follows"] + r["against"])
        for e in b["evidence"]:
            assert list(e) == ["option", "value", "wins", "losses", "won", "lost"]
            assert e["wins"] == len(e["won"]) and e["losses"] == len(e["lost"])
            assert all(c.rsplit(":", 1)[1].isdigit() for c in e["won"] + e["lost"])
    code, out, _ = run("school", "--edition", ed.root, "--source", "001", "--json")
    assert [b["source"] for b in json.loads(out)["books"]] == ["001_6ab3c058adbfb16c"]


def test_cli_school_bad_source(ed):
    code, out, err = run("school", "--edition", ed.root, "--source", "nope")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("liuren: unknown source 'nope'")


def test_cli_check_shows_book_status(ed):
    code, out, _ = run("check", "--edition", ed.root, "--source", "001", "--json")
    rows = json.loads(out)
    chart = [r for r in rows if "book_status" in r]
    assert code == 0 and chart and all("book_options" in r for r in chart)
    code, out, _ = run("check", "--edition", ed.root, "--source", "001")
    line = next(ln for ln in out.splitlines() if ln.startswith("s001-x143-") and ":143" in ln
                and "book:" in ln)
    assert "[school-dependent → book: agrees]" in line


# --------------------------------------------------------------------------- 六壬大全 000–004

KR = kr3g0031_dir("KR3g0031_004.txt")
DEV = [f"KR3g0031_{i:03d}.txt" for i in range(5)]      # 005–006 are held out


@pytest.fixture(scope="module")
def daquan(tmp_path_factory):
    """An edition of 六壬大全 juan 000–004 alone (imported as a scholar would)."""
    if KR is None:
        if os.environ.get("CI"):
            pytest.fail("the 六壬大全 witness (KR3g0031) is missing under CI")
        pytest.skip("the 六壬大全 witness is not beside the checkout")
    folder = tmp_path_factory.mktemp("school") / "ed"
    assert run("init", "--empty", folder)[0] == 0
    code, out, err = run("import", *[KR / f for f in DEV], "--edition", folder)
    assert code == 0, err
    return E.load(folder)


def test_daquan_is_one_book(daquan):
    assert list(formats.books(daquan)) == ["KR3g0031"]
    assert [s.file for s in formats.books(daquan)["KR3g0031"]] == DEV


def test_daquan_school_json_and_rule(daquan):
    code, out, err = run("school", "--edition", daquan.root, "--json")
    d = json.loads(out)
    assert code == 0 and [b["source"] for b in d["books"]] == ["KR3g0031"]
    b = d["books"][0]
    assert list(b["school"]) == ALL_OPTIONS
    from edition.analyse import run as R
    sch = school_of(R.load(daquan), "KR3g0031")
    assert sch.as_json() == b
    assert_follows_the_rule(sch)
    # every cast cited is one of the book's juan
    for e in sch.evidence:
        assert all(c.split(":")[0] in DEV for c in e.won + e.lost)


def test_daquan_guiren_direction(daquan):
    """KR3g0031_003.txt:603 「假令正月壬子日辰時…用天乙加戌逆行」: 貴人 on 戌 runs 逆 as the
    default (hai_chen) has it; bagua runs it 順 from 戌 (003:47 乾), day_night 順 by day
    (辰時; 003:43): both lose the cast, and the book keeps hai_chen."""
    from edition.analyse import run as R
    sch = school_of(R.load(daquan), "KR3g0031")
    for v in ("bagua", "day_night"):
        e = evidence_of(sch, "gui_direction", v)
        assert "KR3g0031_003.txt:603" in e.lost
        assert e.losses > e.wins
    assert "gui_direction" not in sch.non_default()


def test_daquan_cli_source_names_the_book(daquan):
    code, out, err = run("school", "--edition", daquan.root, "--source", "KR3g0031_003")
    assert code == 0 and out.splitlines()[0].startswith("KR3g0031: ")
    code, out, err = run("check", "--edition", daquan.root, "--json")
    rows = [r for r in json.loads(out) if "book_status" in r]
    sch = json.loads(run("school", "--edition", daquan.root, "--json")[1])["books"][0]
    taken = {k: v for k, v in sch["school"].items()
             if v != {**{n: o.default for n, o in OPTIONS.items()},
                      **{n: o.default for n, o in PATTERN_OPTIONS.items()}}[k]}
    if not taken:                    # a book at the defaults: no verdict changes
        assert all(r["book_status"] == r["status"] for r in rows)


def test_what_a_book_states_of_its_school():
    """A book's statement of its 晝 hours (edition/analyse/examples/stated.py) is read, unless it
    is others' or refused; two that disagree state nothing."""
    from edition.analyse.examples import stated as ST
    from edition.encode.formats.base import Unit

    def said(text):
        return [(s.option, s.value, s.cite) for s in ST.find([Unit(5, text, text)], "b.txt")]
    # the red-team classic's 起例 (KR5a9962_000.txt:28), the schools book's (KR3g9995_008.txt:80)
    assert said("壬癸晝治太乙夜治大衝卯至申為晝酉至寅為夜") == [("day_hours", "mao-shen", "b.txt:5")]
    assert said("本書以卯至酉為晝戌至寅為夜") == [("day_hours", "mao-you", "b.txt:5")]
    assert said("自辰時至酉時為晝") == [("day_hours", "chen-you", "b.txt:5")]
    assert said("或以卯至酉為晝") == [] and said("卯至酉為晝者非也") == []
    # (KR3g9995_008.txt:79-80: others' two, then the book's own)
    assert said("晝夜之分諸家不同有以卯至申為晝者有以辰至酉為晝者本書以卯至酉為晝") == [
        ("day_hours", "mao-you", "b.txt:5")]
    # 涉害 by 孟仲季 (KR3g9995_008.txt:19, KR5a9966_000.txt:52, KR5a9974_000.txt:72); not the 孟
    # that breaks a tie of depth (KR3g9967_001.txt:86), nor one refused (liuren_jiaocai.txt:263)
    for t in ("今涉害以孟仲季論不計重數", "俱比不比涉害為宗先孟次仲", "涉害之法不計深淺但觀所臨之孟仲季"):
        assert said(t) == [("she_hai", "meng_zhong", "b.txt:5")], t
    assert said("謂之涉害涉者度也害者剋也深淺相等則取臨孟上者為用") == []
    assert said("按涉害深淺計算，不採用只論孟仲季") == []
    two = ST.find([Unit(1, "卯至申為晝", ""), Unit(9, "卯至酉為晝", "")], "b.txt")
    assert len(two) == 2 and ST.values(two) == {}


def test_a_stated_count_of_the_day_hours_settles_the_doubt(tmp_path):
    """The round-23 classic states 「卯至申為晝」 (KR5a9962_000.txt:28): its planted general at 申時
    (000:156 將得太常 for 太陰, the cast at :152) is accused, not held back as a book that may
    count the 晝 hours otherwise; `liuren school` says where the book states it."""
    from pathlib import Path
    book = Path(__file__).parent / "data" / "redteam" / "KR5a9962"
    folder = tmp_path / "ed"
    assert run("init", "--empty", folder)[0] == 0
    assert run("import", book, "--edition", folder)[0] == 0
    from edition.analyse import run as analysis_run
    fs = analysis_run.load(E.load(folder)).findings
    (f,) = [f for f in fs if f.example.source.endswith("_000.txt") and f.example.line == 152]
    assert f.status == "printed-error-new", (f.status, f.why)
    code, out, _ = run("school", "--edition", folder, "--json")
    assert code == 0
    (b,) = json.loads(out)["books"]
    assert {"option": "day_hours", "value": "mao-shen", "cite": "KR5a9962_000.txt:28",
            "words": "卯至申為晝"} in b["stated"]
    # (and its 涉害, 「俱比俱不比者涉害取孟次取仲」 across :35-36)
    assert {"option": "she_hai", "value": "meng_zhong", "cite": "KR5a9962_000.txt:35",
            "words": "涉害取孟次取仲"} in b["stated"]
    assert b["school"]["she_hai"] == "meng_zhong"
    code, out, _ = run("school", "--edition", folder)
    assert "stated at KR5a9962_000.txt:28" in out
