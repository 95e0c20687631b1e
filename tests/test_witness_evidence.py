"""Other witnesses as evidence (issue 18 §6): the checker tries another witness's (or a
parallel passage's) reading of a cast the print gets wrong, and the emendation notes cite the
witnesses that agree or disagree with the printed text.

The cast is 001:23 「如乙亥晝占，三傳未卯亥干上子」 (sources/001_6ab3c058adbfb16c.txt:23, a cast
the checker finds in agreement: 三傳 未卯亥 for 乙亥 晝 with 子 over the stem). The synthetic
base witness prints 午 for 未 in its 初傳 (another branch: 末, the look-alike of 未 in
witnesses/README.md, is read 未 in a 傳 slot since round 35, a reading and no misprint,
engine/lexicon.py); its other witness WYG prints 未, as 001:23 does. (The emendation and
collation tests below keep 末: they weigh no verdict.)
"""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from edition.analyse import collate as C
from edition.analyse.examples.check.witnesses import WitnessReading, reread
from edition.analyse.examples.model import Example
from edition.cli import main

CAST = "如乙亥晝占，三傳{}卯亥干上子，乃貴人為用神所克是也。"        # 001:23, 初傳 left open
MISPRINT = "午"
KO = ("을해일 낮점에 삼전이 미·묘·해이다. 저본의 「삼전말묘해(三傳末卯亥)」의 「말」은 마땅히 "
      "「미(未)」로 해야 한다.")


def run(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def edition(root, base: str, others: dict[str, str], name: str = "t.txt"):
    """An edition of one plain text (``base``) and its witnesses (siglum → text)."""
    ed = root / "ed"
    assert run("init", "--empty", ed)[0] == 0
    for sig, text in [("base", base), *others.items()]:
        (root / sig).mkdir()
        (root / sig / name).write_text(text, encoding="utf-8")
    assert run("import", root / "base" / name, "--edition", ed, "--no-analyse")[0] == 0
    for sig in others:
        code, _, err = run("import", root / sig / name, "--witness", sig, "--edition", ed,
                           "--no-analyse")
        assert code == 0, err
    return ed


def findings(ed) -> list[dict]:
    code, out, err = run("check", "--json", "--edition", ed)
    assert code == 0, err
    return [r for r in json.loads(out) if r.get("kind") == "inline"]


def test_a_witness_whose_reading_makes_the_cast_agree_settles_the_verdict(tmp_path):
    ed = edition(tmp_path, f"六壬例\n{CAST.format(MISPRINT)}\n", {"WYG": f"六壬例\n{CAST.format('未')}\n"})
    (f,) = findings(ed)
    assert f["text"] == "如乙亥晝占，三傳午卯亥干上子"
    assert f["status"] == "printed-error-corrected"
    assert f["hypothesis"].startswith("WYG reads 未 for 午 here (WYG/t.txt:2); with it the cast "
                                      "agrees: an emendation ope codicum")
    assert f["why"].startswith("the print alone is ")           # the print's own verdict kept
    assert f["computed"]["transmissions"] == list("未卯亥")      # 001:23
    (w,) = f["witnesses"]
    assert (w["siglum"], w["kind"], w["status"]) == ("WYG", "witness", "agrees")
    assert w["reads"] == [{"printed": "午", "reading": "未", "cite": "WYG/t.txt:2"}]
    assert w["text"] == "如乙亥晝占，三傳未卯亥干上子"


def test_without_the_witness_the_print_alone_is_weighed(tmp_path):
    ed = tmp_path / "ed"
    assert run("init", "--empty", ed)[0] == 0
    (tmp_path / "t.txt").write_text(f"六壬例\n{CAST.format(MISPRINT)}\n", encoding="utf-8")
    assert run("import", tmp_path / "t.txt", "--edition", ed, "--no-analyse")[0] == 0
    (f,) = findings(ed)
    assert f["status"] != "printed-error-corrected" and "witnesses" not in f


def test_a_witness_whose_reading_does_not_agree_is_listed_not_followed(tmp_path):
    # 申 for 未: no cast of 乙亥 晝 with 子 over the stem has 申 as 初傳 (001:23: 未)
    ed = edition(tmp_path, f"六壬例\n{CAST.format(MISPRINT)}\n", {"WYG": f"六壬例\n{CAST.format('申')}\n"})
    (f,) = findings(ed)
    assert f["status"] != "printed-error-corrected"
    (w,) = f["witnesses"]
    assert w["siglum"] == "WYG" and w["status"] != "agrees"
    assert f"WYG reads 申 for 午 here (WYG/t.txt:2); with it the verdict would be {w['status']}" \
        in f["why"]


def test_an_orthographic_variant_is_the_same_words(tmp_path):
    # 夘 = 卯 (engine/lexicon.py, witnesses/README.md): no reading to try
    ed = edition(tmp_path, f"六壬例\n{CAST.format(MISPRINT)}\n",
                 {"WYG": f"六壬例\n{CAST.format(MISPRINT).replace('卯', '夘')}\n"})
    (f,) = findings(ed)
    assert "witnesses" not in f and f["status"] != "printed-error-corrected"


def test_a_parallel_passage_is_evidence_but_never_the_verdict(tmp_path):
    # the same sentence printed by two books: b prints 未 (as 001:23), a prints 午
    line = "四閉格謂用神遙克貴人也。" + CAST + "旬首即儀神，加臨日干年命上必中。"
    ed = tmp_path / "ed"
    assert run("init", "--empty", ed)[0] == 0
    for name, c in (("a.txt", MISPRINT), ("b.txt", "未")):
        (tmp_path / name).write_text(f"{name}\n{line.format(c)}\n", encoding="utf-8")
    assert run("import", tmp_path / "a.txt", tmp_path / "b.txt", "--edition", ed,
               "--no-analyse")[0] == 0
    by = {f["source"]: f for f in findings(ed)}
    a, b = by["a.txt"], by["b.txt"]
    assert b["status"] == "agrees" and "witnesses" not in b
    assert a["status"] != "printed-error-corrected"
    (w,) = a["witnesses"]
    assert (w["kind"], w["status"], w["reads"][0]["reading"], w["reads"][0]["cite"]) == (
        "parallel", "agrees", "未", "b.txt:2")
    assert "the parallel b:2 reads 未 for 午 here (b.txt:2); with it the cast agrees (a parallel " \
           "passage" in a["why"]


def test_emendation_notes_cite_the_witnesses_that_agree_and_disagree(tmp_path):
    # the Korean commentary emends 末 to 未 (the formula of 000:5); WYG prints 未, XYZ 末
    text = "六壬例\n\n{}\n\n" + KO + "\n"
    ed = edition(tmp_path, text.format(CAST.format("末")),
                 {"WYG": text.format(CAST.format("未")), "XYZ": text.format(CAST.format("末"))})
    code, out, err = run("emendations", "--json", "--edition", ed)
    assert code == 0, err
    (em,) = json.loads(out)
    assert (em["sic"], em["corr"]) == ("末", "未")
    assert em["witnesses"] == {"agree": ["XYZ"], "disagree": [
        {"siglum": "WYG", "says": "WYG reads 未 for 末 here (WYG/t.txt:3)", "cite": "WYG/t.txt:3"}]}
    code, out, _ = run("emendations", "--edition", ed)
    assert "witnesses: WYG reads 未 for 末 here (WYG/t.txt:3); XYZ prints it as printed" in out
    code, out, _ = run("emendations", "--json")                    # the bundled: one witness each
    assert code == 0 and not any("witnesses" in r for r in json.loads(out))


# --------------------------------------------------------------------------- the parts

def _units(text: str):
    return [(text, 2, ((0, 2, 0),), 0, len(text), "p2")]


def test_other_readings_give_substantive_differences_on_the_span_and_at_its_edges():
    base = "如乙亥晝占，三傳末卯亥干上子，是也。"
    other = "如乙亥晝占，三傳未夘亥干上子云，是也。"   # 未 for 末, 夘 = 卯, 云 added at the end
    col = C.collate([C.stream("A", "a.txt", _units(base)), C.stream("B", "B/a.txt", _units(other))])
    block = C.block_of(col.base, 2)
    assert block == (0, len(col.base))
    got = C.other_readings(col, "A", block, base.index("如"), base.index("，是"))
    assert [(o.siglum, base[o.start:o.end], o.reading, o.cite, o.subtype) for o in got] == [
        ("B", "末", "未", "B/a.txt:2", "substitution"), ("B", "", "云", "B/a.txt:2", "addition")]
    assert got[1].start == base.index("，是")            # added just after the cast's words
    # outside the span: nothing
    assert C.other_readings(col, "A", block, 0, base.index("三")) == []


@pytest.mark.parametrize("readings, words", [
    # 亥 added before 干 (an addition inside the cast's words): the 末傳 the print lacks
    ([WitnessReading("B", 11, 11, "亥", "", "B/a.txt:2")], "如乙亥晝占，三傳未卯亥干上子"),
    # a word before the cast read longer: the cast's words move, they do not change
    ([WitnessReading("B", 0, 1, "或曰", "又", "B/a.txt:2")], "如乙亥晝占，三傳未卯干上子"),
])
def test_reread_places_the_witness_words_and_reads_the_cast_over_them(readings, words):
    passage = "又如乙亥晝占，三傳未卯干上子，是也。"
    assert passage[11] == "干"
    end = passage.index("，是")
    ex = Example(id="x", source="a.txt", line=2, start=1, end=end, text=passage[1:end],
                 kind="inline", claims={})
    got = reread(ex, passage, readings)
    assert got is not None and got.text == words and got.claims["day"] == "乙亥"
    if "亥干" in words:
        assert got.claims["transmissions"] == list("未卯亥")          # 001:23


def test_a_long_passage_is_reread_around_the_cast_only():
    """A transcription in one paragraph of 25,000 characters took 17 s to weigh its parallels, each
    re-reading the whole: a passage longer than ``LONG`` is re-read over its sentences within
    ``WINDOW`` of the cast, with the same cast read there (at its place in the whole)."""
    from edition.analyse.examples.check import witnesses as W
    filler = "凡占者先看日辰，次看三傳。" * (W.LONG // 13 + 200)
    cast = "如乙亥晝占，三傳未卯干上子，是也。"
    passage = filler + cast + filler
    at, end = len(filler) + 1, len(filler) + cast.index("，是")
    gan = len(filler) + cast.index("干")
    lo, hi = W._window(passage, at, end)
    assert 0 < lo <= at - W.WINDOW and end + W.WINDOW <= hi < len(passage)
    assert passage[lo - 1] == "。" and passage[hi - 1] == "。"
    assert W._window(cast, 1, 5) == (0, len(cast))
    ex = Example(id="x", source="a.txt", line=2, start=at, end=end, text=passage[at:end],
                 kind="inline", claims={})
    got = reread(ex, passage, [WitnessReading("B", gan, gan, "亥", "", "B/a.txt:2")])
    assert got is not None and got.claims["transmissions"] == list("未卯亥")
    assert passage[got.start:got.start + 5] == "如乙亥晝占"           # (at its place in the whole)
    # an unpunctuated passage: cut WINDOW away
    flat = "凡占者先看日辰次看三傳" * (W.LONG // 11 + 400)
    lo, hi = W._window(flat + cast + flat, len(flat), len(flat) + 10)
    assert (lo, hi) == (len(flat) - W.WINDOW, len(flat) + 10 + W.WINDOW)
