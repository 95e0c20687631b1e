"""engine/lexicon.py, the one registry of the books' vocabulary: one policy per glyph and use,
every entry cited (and each quoted citation found in its passage), names ↔ ints over the whole
domain, every derived table equal to what the registry gives, one declaration of the stem and
branch strings, and the search probes of issue 19 (帷薄不修, 斫輪/斵輪/斲轮).

The witnesses (六壬大全 KR3g0031, 黃帝授三子玄女經 KR5a0297) are read from ``../shared/witnesses``
beside the checkout; without them those tests skip, and fail under CI."""
from __future__ import annotations

import ast
import collections
import contextlib
import importlib
import io
import json
import os
from pathlib import Path

import pytest
import regex

from conftest import ROOT
from edition.analyse import rules as R
from edition.cli import main
from edition.core import normalize
from engine import lexicon as L
from engine.errors import BadName, BadPlate

WITNESSES = ROOT.parent / "shared" / "witnesses"
HAVE_SHARED = (WITNESSES / "KR3g0031" / "Readme.org").is_file()
needs_shared = pytest.mark.skipif(not HAVE_SHARED and not os.environ.get("CI"),
                                  reason="../shared/witnesses is not beside the checkout")
B, S = L.BRANCHES, L.STEMS


# --------------------------------------------------------------------------- one policy

def test_each_glyph_has_exactly_one_policy_per_use():
    rows = collections.Counter((g.printed, g.use) for g in L.GLYPHS + L.SEARCH_FOLDS)
    assert [k for k, n in rows.items() if n > 1] == []
    for g in L.GLYPHS + L.SEARCH_FOLDS:
        assert g.use in L.USES and g.policy in L.POLICIES, g
        assert len(g.printed) == 1 and g.printed != g.read, g
        assert (g.policy == "fold") == (g.use == "search"), g
    # resolved (a cell or 傳 slot inherits the branch row): one row, so one policy, per use
    for printed in {g.printed for g in L.GLYPHS}:
        for use in L.USES:
            r = L.glyph(printed, use)
            assert r is None or r.printed == printed
    # a slot policy reads into the slot's values
    for g in L.GLYPHS:
        values = {"branch": B, "cell": B, "transmission": B, "stem": S}.get(g.use)
        if values:
            assert g.read in values, g


def test_the_slot_policies_the_brief_decides():
    # witnesses/README.md: 夘/邜 = 卯 (a variant, read silently); 戍 = 戌, 已 = 巳 in a branch
    # slot, 巳 = 己 in a stem slot, 己 = 巳 in a branch slot: readings, reported, never errors —
    # the same policy for every witness format
    assert L.glyph("夘", "branch").policy == L.glyph("邜", "wording").policy == "variant"
    for printed, use, read in (("戍", "branch", "戌"), ("已", "branch", "巳"), ("己", "branch", "巳"),
                               ("巳", "stem", "己"), ("已", "stem", "己"),
                               ("戊", "transmission", "戌"), ("戍", "cell", "戌")):
        g = L.glyph(printed, use)
        assert (g.policy, g.read) == ("reading", read), (printed, use)
    # 戊 where only a branch can stand (a 傳 slot, a chart's branch cell) is 戌, a reading; in
    # running text 戊 is the stem, no branch at all
    assert L.glyph("戊", "cell").policy == "reading" and L.glyph("戊", "branch") is None
    for printed, read in (("末", "未"), ("牛", "午"), ("了", "子")):
        assert (L.glyph(printed, "branch").policy, L.glyph(printed, "branch").read) == (
            "lookalike", read)
    assert L.branch_of("戍").policy == "reading" and L.branch_of("夘").policy == "variant"
    assert L.branch_of("末").policy == "lookalike"
    assert L.glyph("戍", "wording") is None and L.glyph("戍", "search") is None


def test_chong_folds_one_way_everywhere():
    # 000:127 「太沖」, 000:129 「太冲」, KR3g0031_002.txt:368 「太衝」: one form, 沖, in the wording
    # (the claim readers) and in search
    assert {L.wording()[c] for c in "冲衝"} == {"沖"} and "沖" not in L.wording()
    assert {normalize.fold(c) for c in "冲沖衝"} == {"沖"}
    assert {normalize.fold(w) for w in ("太冲", "太沖", "太衝")} == {"太沖"}


def test_search_folds_are_the_wording_variants_and_the_explicit_folds():
    sf = L.search_folds()
    for a, b in L.wording().items():
        if ord(a) < 0x10000:
            assert sf[a] == b and normalize.fold(a) == normalize.fold(b), a
        else:
            assert a not in sf          # the browser walks UTF-16 units: not folded anywhere
    for g in L.SEARCH_FOLDS:
        assert normalize.fold(g.printed) == normalize.fold(g.read)
    for a, b, _ in L.SEARCH_WORDS:
        assert len(a) == len(b) and normalize.fold(a) == normalize.fold(b)
    # the readings and look-alikes are no search folds (戍 garrison, 已 already, 末 end …)
    for c in "戍已己末牛了西":
        assert normalize.fold(c) == c


# --------------------------------------------------------------------------- citations

CITE = regex.compile(
    r"(?:(?P<file>KR\w+_\d{3}\.txt)|(?<![\w.])(?P<key>\d{3}))?:(?P<line>\d+)(?:[-–]\d+)?"
    r"(?:\s*「(?P<q>[^」]*)」)?")


def _entries():
    for w in L.JIANG + L.HOURS + L.GENERALS + L.SHORT_GENERALS:
        yield w.word, w.cite
    for g in L.GLYPHS + L.SEARCH_FOLDS:
        yield g.printed + "/" + g.use, g.note
    for a, _, cite in L.SEARCH_WORDS:
        yield a, cite
    for table in (L.DAY_READINGS, L.WORD_READINGS):
        for a, (_, cite) in table.items():
            yield a, cite


def test_every_entry_cites_its_passage_or_says_none_prints_it():
    for what, cite in _entries():
        assert cite.strip(), what
        assert (CITE.search(cite) or "README" in cite or "no passage" in cite
                or "simplified" in cite or "standard form" in cite or "usual" in cite), (what, cite)


def _line(file: str | None, key: str | None, n: int) -> str | None:
    if key:
        path = next((ROOT / "sources").glob(f"{key}_*.txt"))
    else:
        path = WITNESSES / file.split("_")[0] / file
        if not path.is_file():
            return None
    lines = path.read_text(encoding="utf-8").splitlines()
    # a passage may run over the next physical line (KR5a0297 breaks words: 「天¶罡」)
    return "".join(x.rstrip("¶") for x in lines[n - 1:n + 1])


def _bare(s: str) -> str:
    return regex.sub(r"[()/\s　]", "", s)


def test_quoted_citations_are_found_in_their_passages():
    checked, missing = 0, []
    for what, cite in _entries():
        file = key = None
        for m in CITE.finditer(cite):
            file, key = (m["file"], None) if m["file"] else (None, m["key"]) if m["key"] else (
                file, key)
            if not m["q"] or not (file or key):
                continue
            text = _line(file, key, int(m["line"]))
            if text is None:
                continue
            checked += 1
            for part in m["q"].split("…"):
                if part and part not in text and _bare(part) not in _bare(text):
                    missing.append((what, f"{file or key}:{m['line']}", part))
    assert not missing, missing
    assert checked >= (60 if HAVE_SHARED else 15)


@needs_shared
def test_the_shen_names_are_the_headings_of_liuren_daquan_juan_2():
    # KR3g0031_002.txt heads a chapter with each 月將: 「　　　登明亥」 … 「　　　神后子」
    text = (WITNESSES / "KR3g0031" / "KR3g0031_002.txt").read_text(encoding="utf-8")
    heads = regex.findall(r"(?m)^　+(\p{Han}{2})(\p{Han})¶$", text)
    got = {name: L.branch_of(b).value for name, b in heads if name in L.jiang_names()}
    assert len(got) == 12 and got == {w.word: w.value for w in L.JIANG if w.form == "name"
                                      and w.word != "太沖"} | {"太衝": 3}


@needs_shared
def test_the_early_notation_plates_agree_with_their_months():
    # KR5a0297_000.txt:59 「假令二月癸丑日巳時勝先加癸」: 二月's 將 戌 over 巳 = 勝先 (午) over 丑 (癸's
    # 寄宮); :66 「魁加丑丑時也太一臨申」; :68 「魁加辰勝先臨子」; :76 「魁加辰傅送爲青龍而加甲」 (甲: 寅)
    off = lambda t: (lambda x, y: (x - y) % 12)(*L.parse_plate(t))          # noqa: E731
    assert (L.month_jiang(2) - B.index("巳")) % 12 == off("勝先加丑") == 5
    assert off("魁加丑") == off("太一臨申") == 9
    assert off("魁加辰") == off("勝先臨子") == off("傅送加寅") == 6
    line = (WITNESSES / "KR5a0297" / "KR5a0297_000.txt").read_text(encoding="utf-8").splitlines()
    assert "勝先加癸" in line[58] and "魁加丑丑時也太一臨申" in line[65]
    assert "傅送爲青龍而加" in line[75] and "庚中日" in line[65]


# --------------------------------------------------------------------------- round trips

def test_names_round_trip_over_the_whole_domain():
    from engine.generals import GENERAL_NAMES, GENERAL_SHORT, general_index
    from engine.jinkou import JIANG_NAMES, parse_jiang_name
    from engine.values import (MONTH_NAMES, STEM_NAMES, liu_he, month_branch, parse_month,
                               parse_stem)
    assert len(set(S)) == 10 and len(set(B)) == 12 and S == STEM_NAMES
    assert len(set(L.STEMS_KO)) == 10 and len(set(L.BRANCHES_KO)) == 12
    assert [L.stem_of(c).value for c in S] == [parse_stem(c) for c in S] == list(range(10))
    for b in range(12):
        assert L.branch_of(B[b]) == (b, "", "")
        assert L.parse_jiang(B[b]) == L.parse_jiang(B[b] + "將") == L.parse_jiang(b) == b
        assert L.parse_hour(B[b]) == L.parse_hour(B[b] + "時") == b
        assert L.parse_jiang(JIANG_NAMES[b]) == parse_jiang_name(JIANG_NAMES[b]) == b
        assert L.parse_plate(f"{B[b]}加{B[(b + 5) % 12]}") == (b, (b + 5) % 12)
    # every form of a 神名 and of an hour reads its branch; one printed name per branch
    for table, parse in ((L.JIANG, L.parse_jiang), (L.HOURS, L.parse_hour)):
        assert sorted(w.value for w in table if w.form == "name") == list(range(12))
        for w in table:
            assert parse(w.word) == w.value == L.branch_of(w.word).value, w.word
    # generals: every name, alias and short form reads its general
    assert [general_index(g) for g in GENERAL_NAMES] == list(range(12))
    for w in L.GENERALS:
        assert general_index(w.word) == w.value == L.general_of(w.word).value, w.word
    cell = L.general_names("cell")
    for w in L.SHORT_GENERALS:
        assert cell[w.word] == w.value
    assert [cell[c] for c in GENERAL_SHORT] == list(range(12))
    # months → 將: 003:27 「正月建寅，六合之亥即是」; KR3g0031_002.txt:73 「降婁二月將」 (河魁 戌)
    for n in range(1, 13):
        assert L.month_of(MONTH_NAMES[n - 1]) == parse_month(MONTH_NAMES[n - 1]) == n
        assert L.month_jiang(n) == liu_he(month_branch(n)) == (12 - n) % 12
    assert (B[L.month_jiang(1)], B[L.month_jiang(2)], B[L.month_jiang(12)]) == ("亥", "戌", "子")
    assert L.month_of("冬月") == 11 and L.month_of("臘") == 12 and L.month_of("閏") is None


def test_shen_phrases_and_san_he():
    # 000:163 「第一課千之陽神，第二課千之陰神，第三課支之陽神，第四課支之陰神」
    assert [L.SHEN_PHRASES[p] for p in ("干之陽神", "干之陰神", "支之陽神", "支之陰神")] == [0, 1, 2, 3]
    assert L.SHEN_PHRASES["日之陰神"] == 1 and L.SHEN_PHRASES["辰之陰神"] == 3
    # 000:199: 水局（申子辰）… a set of branches, not an ordered 三傳
    assert L.SAN_HE["水局"] == L.SAN_HE["潤下"] == {8, 0, 4}
    assert L.SAN_HE["炎上"] == frozenset(B.index(c) for c in "寅午戌")
    assert all(isinstance(v, frozenset) for v in L.SAN_HE.values())
    assert L.EARLY_WORDS["天一"] == "貴人" and L.general_of("天一").value == 0


def test_a_month_by_its_season():
    # 孟春 正月 … 季冬 十二月; as a branch the month's 建: KR3g0031_006.txt:1059-1061
    # 「仲秋加仲夏…（仲秋加仲夏是酉加午也）」
    assert [L.month_of(w) for w in ("孟春", "仲春月", "季夏", "孟秋", "季冬")] == [1, 2, 6, 7, 12]
    assert L.parse_plate("仲秋加仲夏") == (B.index("酉"), B.index("午"))
    assert L.branch_of("孟春").value == B.index("寅") and L.branch_of("季冬").value == B.index("丑")
    # a month is no 將 and no hour (the 將 of 仲秋 is 辰, not its 建 酉)
    for bad in ("仲秋", "孟春"):
        with pytest.raises(BadName):
            L.parse_jiang(bad)
        with pytest.raises(BadName):
            L.parse_hour(bad)


def test_a_month_by_the_branch_of_its_jian():
    # 寅月 正月 … 丑月 十二月 (003:27 「正月建寅」); a bare branch is no month
    assert [L.month_of(w) for w in ("寅月", "卯月", "子月", "丑月")] == [1, 2, 11, 12]
    assert L.month_of("寅") is None


def test_parsers_refuse_what_is_not_a_branch_word():
    for bad in ("末", "X", "", "丑將將", "平旦", "大吉時"):
        with pytest.raises(BadName):
            L.parse_jiang(bad)
    for bad in ("大吉", "丑將", "牛"):
        with pytest.raises(BadName):
            L.parse_hour(bad)
    for bad in ("子丑", "丑加", "加巳", "丑加甲", "末加巳", "丑臨巳臨"):
        with pytest.raises(BadPlate):
            L.parse_plate(bad)
    with pytest.raises(BadName):
        L.parse_jiang(12)


# --------------------------------------------------------------------------- derived tables

def test_every_derived_table_is_the_registrys():
    from edition.analyse.examples import claims_extra, detect, diagram, vocab
    hypotheses = importlib.import_module("edition.analyse.examples.check.hypotheses")
    from edition.analyse import spirit_tables
    from edition.analyse.examples.check import verdict
    from engine import generals, jinkou, values
    assert values.BRANCH_NAMES is B and values.STEM_NAMES is S
    assert values.ALIASES == L.input_aliases() and values.MONTH_WORDS == L.MONTH_WORDS
    assert values.ALIASES["騰蛇"] == "螣蛇" and values.ALIASES["剋"] == "克"
    assert generals.GENERAL_SHORT == tuple(L.GENERAL_SHORT)
    assert jinkou.JIANG_NAMES == tuple(w.word for w in sorted(L.JIANG, key=lambda w: w.value)
                                       if w.form == "name")
    assert generals.GENERAL_NAMES == tuple(w.word for w in L.GENERALS if w.form == "name")
    assert [jinkou.parse_jiang_name(n) for n in jinkou.JIANG_NAMES] == list(range(12))
    # the reader of running text (every witness format: edition/analyse/examples/vocab.py)
    assert (vocab.STEMS, vocab.BRANCHES) == (S, B)
    # the months running text reads are the registry's, each by every word of it
    assert vocab.MONTH_BRANCH_NAMES == {w.word: B[w.value] for w in L.MONTH_BRANCHES}
    for w in L.MONTH_WORDS:
        assert regex.fullmatch(vocab.MONTH_W, w + "月"), w
    assert vocab.BRANCH_VARIANTS == {"夘": "卯", "邜": "卯", "丒": "丑", "戍": "戌", "已": "巳"}
    # every name of a 月將, the early notation's single 魁 and 罡 too (read alone, not in 魁罡)
    assert vocab.JIANG_NAMES == {w: B[v] for w, v in L.jiang_names().items()}
    assert vocab.JIANG_NAMES["勝先"] == "午" and vocab.JIANG_NAMES["魁"] == "戌"
    assert vocab.HOUR_NAMES == {w.word: B[w.value] for w in L.HOURS}
    assert vocab.WORDING == str.maketrans(L.wording())
    assert vocab.GENERAL_ABBR == {w: generals.GENERAL_NAMES[i]
                                  for w, i in L.general_names("prose_short").items()}
    assert {"六", "元"}.isdisjoint(vocab.GENERAL_ABBR) and vocab.GENERAL_ABBR["貴"] == "貴人"
    # the plain reader reads through the same grammar; its compressed entries keep look-alikes
    assert not hasattr(detect, "GENERAL_ABBR")
    assert detect.LOOKALIKE == L.glyphs("branch", "lookalike")
    assert detect.LOOKALIKE.items() >= {"末": "未", "牛": "午", "了": "子", "展": "辰"}.items()
    assert detect.READ == vocab.BRANCH_VARIANTS
    # the diagrams: every short form in a chart cell
    assert diagram.GENERAL_ABBR["六"] == "六合" and diagram.GENERAL_ABBR["元"] == "玄武"
    assert set(diagram.LOOKALIKES) == set("甲末牛了西展于由") and set(diagram.STEM_LOOKALIKES) == set(
        "申戌王")
    assert diagram.GENERAL_GLYPHS == {"臼": "白"}
    # the checker
    assert hypotheses.GLYPHS == L.misprints() and hypotheses.GLYPHS["未"] == "末朱"
    assert not set(hypotheses.GLYPHS) & set(L.glyphs("branch", "reading"))
    assert claims_extra.month_of is L.month_of
    # search
    assert normalize.CHAR_VARIANTS == L.search_folds() and normalize.KEEP == L.SEARCH_KEEP
    assert normalize.WORD_VARIANTS == tuple((a, b) for a, b, _ in L.SEARCH_WORDS)
    # Korean
    assert spirit_tables._BRANCH_KO == L.BRANCHES_KO
    assert verdict.HANGUL_BRANCH == dict(zip(L.BRANCHES_KO, B))


def _python_files():
    for top in ("edition", "engine"):
        yield from (ROOT / top).rglob("*.py")


def test_the_stem_and_branch_strings_are_declared_once():
    owners = collections.defaultdict(set)
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for name, s in (("stems", S), ("branches", B), ("stems_ko", L.STEMS_KO),
                                ("branches_ko", L.BRANCHES_KO)):
                    if s in node.value:
                        owners[name].add(path.relative_to(ROOT).as_posix())
    assert dict(owners) == {k: {"engine/lexicon.py"} for k in ("stems", "branches", "stems_ko",
                                                                "branches_ko")}


def test_the_lookalike_xu_is_in_at_most_two_modules():
    holders = [p for p in _python_files() if "戍" in p.read_text(encoding="utf-8")]
    assert len(holders) <= 2 and ROOT / "engine" / "lexicon.py" in holders


# --------------------------------------------------------------------------- readers

def test_both_readers_apply_the_same_policies():
    from edition.analyse.examples.detect import find_inline
    from edition.analyse.examples.prose import find_casts
    # plain text (the bundled corpus' reader) and Kanripo text: 戍 in a 三傳 slot is read 戌 and
    # reported; 夘 is read silently
    for claims in ([c for _, _, c in find_inline("甲子日三傳戍子辰")][0],
                   find_casts("如甲子日三傳戍子辰")[0].claims):
        assert claims["transmissions"] == ["戌", "子", "辰"]
        assert [(g["printed"], g["read"]) for g in claims["glyphs"]] == [("戍", "戌")]
    for claims in ([c for _, _, c in find_inline("甲子日三傳夘子辰")][0],
                   find_casts("如甲子日三傳夘子辰")[0].claims):
        assert claims["transmissions"] == ["卯", "子", "辰"] and "glyphs" not in claims
    # a look-alike stays as printed for the checker to propose
    (c,) = [c for _, _, c in find_inline("甲子日三傳末子辰")]
    assert c["transmissions"] == ["末", "子", "辰"]


# --------------------------------------------------------------------------- search probes

def _run(*args) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue()


def test_the_search_forms_of_the_probes_fold_together():
    assert len({normalize.fold(q) for q in ("斫輪", "斵輪", "斲轮", "斲輪")}) == 1
    assert len({normalize.fold(q) for q in ("帷薄不修", "帷簿不修", "帷簿不脩", "帷箔不修",
                                            "帷滔不修")}) == 1
    assert normalize.fold("薄") == "薄"          # 薄 alone is not folded (薄蝕 …)


@pytest.fixture(scope="module")
def daquan_edition(tmp_path_factory):
    if not HAVE_SHARED:
        pytest.skip("../shared/witnesses is not beside the checkout")
    ed = tmp_path_factory.mktemp("daquan") / "ed"
    assert _run("init", ed)[0] == 0
    kr = WITNESSES / "KR3g0031"
    assert _run("import", kr / "KR3g0031_005.txt", kr / "KR3g0031_006.txt", "--no-analyse",
                "--edition", ed)[0] == 0
    return ed


def _hits(ed, query) -> set[str]:
    code, out = _run("search", query, "--edition", ed, "--json", "--limit", "0")
    assert code == 0
    return {f"{h['source']}:{h['line']}" for h in json.loads(out)}


@needs_shared
def test_wei_bo_bu_xiu_finds_the_ba_zhuan_passages_in_both_books(daquan_edition):
    # 000:95 「八專（帷滔不修、獨足）」, 003:135 「名帷簿不修」, KR3g0031_005.txt:723 「帷簿不脩(八專…」
    text = (WITNESSES / "KR3g0031" / "KR3g0031_005.txt").read_text(encoding="utf-8")
    assert "帷簿不脩" in text.splitlines()[722]
    got = _hits(daquan_edition, "帷薄不修")
    assert {R.full_cite("000:95"), R.full_cite("003:135"), "KR3g0031_005.txt:723"} <= got


@needs_shared
@pytest.mark.parametrize("query", ["斫輪", "斵輪", "斲轮"])
def test_zhuo_lun_finds_both_books_in_every_form(daquan_edition, query):
    # 001:115 「斫輪百斧方成器」 (bundled), KR3g0031_006.txt:228 「斵輪課」 (六壬大全)
    text = (WITNESSES / "KR3g0031" / "KR3g0031_006.txt").read_text(encoding="utf-8")
    assert "斵輪課" in text.splitlines()[227]
    got = _hits(daquan_edition, query)
    assert {R.full_cite("001:115"), "KR3g0031_006.txt:228"} <= got
