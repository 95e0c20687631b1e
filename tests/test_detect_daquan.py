"""The detector on running text (edition/examples/prose.py, diagram.py, paragraphs.py) and the
checker's new claims, on 六壬大全 (Kanripo KR3g0031, juan 000–006) and on invented text.

Real lines are read from the witness (``../shared/witnesses/KR3g0031`` beside the checkout,
or ``$KR3G0031_DIR``) through the toolkit's own Kanripo encoder (:mod:`edition.encode.kanripo`:
its paragraphs, notes inlined as （…）, line ends removed); each pinned case
is found by its printed words at its ``file:line`` and its expected values are the printed
words cited beside it. Invented text is rendered from engine charts and must read back exactly
(property tests), as in ``tests/test_examples_detect.py``.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import kr3g0031_dir
from edition.analyse.examples.check import Checker
from edition.analyse.examples.check.claims import TESTS
from edition.analyse.examples.diagram import read_diagram
from edition.analyse.examples.model import META_KEYS, Example
from edition.analyse.examples.prose import find_casts
from engine import cast
from engine.generals import GENERAL_NAMES
from engine.values import BRANCH_NAMES as B, STEM_NAMES as S, day_name


WITNESS = kr3g0031_dir("KR3g0031_005.txt")


@pytest.fixture(scope="module")
def exs():
    if WITNESS is None:
        if os.environ.get("CI"):
            pytest.fail("the 六壬大全 witness (KR3g0031) is missing under CI")
        pytest.skip("the 六壬大全 witness is not beside the checkout")
    return load(WITNESS, [f"{i:03d}" for i in range(7)])


def load(wdir: Path, juans) -> list[Example]:
    """The examples of juan ``juans`` of the witness, as an edition importing them finds them."""
    from edition.analyse.examples.paragraphs import examples_from_paragraphs
    from edition.encode import kanripo
    out = []
    for j in juans:
        p = wdir / f"KR3g0031_{j}.txt"
        root = kanripo.to_tei(kanripo.parse(p.read_text(encoding="utf-8"), p.name), {})
        out.extend(examples_from_paragraphs(p.name, kanripo.paragraphs(root)))
    return out


@pytest.fixture(scope="module")
def checked(exs):
    ck = Checker(exs)
    return {ex.id: ck.check(ex) for ex in exs}


def at(exs, juan: str, line: int, words: str) -> list[Example]:
    """The examples whose day is written at KR3g0031_{juan}.txt:{line} and whose printed words
    contain `words`."""
    hits = [e for e in exs if e.source == f"KR3g0031_{juan}.txt" and e.line == line
            and words in e.text]
    assert hits, f"{juan}:{line} {words!r}: no example"
    return hits


def one(exs, juan, line, words) -> Example:
    hits = at(exs, juan, line, words)
    assert len(hits) == 1, f"{juan}:{line} {words!r}: {len(hits)} examples"
    return hits[0]


# ============================================================================ the five misreadings

def test_bie_ze_cast_named_mao_xing_is_read_by_its_rule(exs, checked):
    # 005:642 「如丙辰日卯時辰將占昴星四課不備剛日取丙合辛辛寄於戌即戌上亥為用」: 昴星 is not the
    # cast's name (no 曰/課/格); the 別責 rule's 初傳 亥 over 戌 is read, and agrees
    ex = one(exs, "005", 642, "即戌上亥為用")
    c = ex.claims
    assert (c["day"], c["jiang"], c["hour"]) == ("丙辰", "辰", "卯")
    assert c["plate"] == {"戌": "亥"} and c["transmissions"][0] == "亥"
    assert "names" not in c
    assert checked[ex.id].status == "agrees"


def test_lesson_with_si_for_the_stem_ji(exs, checked):
    # 005:744 「又如己未日亥將酉時占一課酉巳二課亥酉」: 巳 is the stem 己 (witnesses/README.md)
    ex = one(exs, "005", 744, "一課酉巳")
    assert ex.claims["lessons"][0] == {"upper": "酉", "lower": "己"}
    g = ex.claims["glyphs"]
    assert any(x["printed"] == "巳" and x["read"] == "己" for x in g)
    f = checked[ex.id]
    assert f.status == "agrees" and "printed 巳, read 己" in f.hypothesis


def test_du_chuan_list_is_school_not_misprint(exs, checked):
    # 005:831 「凢伏吟用起自刑之神…葢用日則終投干辰用辰則終投日…乙亥日三傳辰亥巳乙酉日三傳辰酉卯」
    for words in ("乙亥日三傳辰亥巳", "乙酉日三傳辰酉卯"):
        ex = one(exs, "005", 834, words)
        assert ex.claims["offset"] == 0              # the paragraph's subject: 伏吟
        f = checked[ex.id]
        assert f.status == "school-dependent" and f.options["fu_yin"] == "dian_dao"


def test_claims_stay_with_their_own_day(exs):
    # 005:341-345 「…戊辰丙子日例同此推又如甲辰三傳戌午寅…殊不知…當取子水比和者為用三傳子申辰」
    assert not [e for e in exs if e.source.endswith("005.txt") and e.claims.get("day") == "丙子"
                and 341 <= e.line <= 345]
    ex = one(exs, "005", 343, "如甲辰三傳")
    assert ex.claims["transmissions"] == ["子", "申", "辰"]      # the text's correction wins


def test_yong_and_ke_name_are_claims(exs, checked):
    # 005:26 「如甲子日卯時子將占…午加酉為用曰元首課」
    ex = one(exs, "005", 26, "午加酉為用")
    assert ex.claims["plate"] == {"酉": "午"} and ex.claims["transmissions"][0] == "午"
    assert ex.claims["names"] == ["元首"]
    assert checked[ex.id].status == "agrees"


# ========================================================================== how a cast is written

def test_day_hour_jiang_in_any_order(exs):
    # 005:1151 「如乙酉未時申將初傳亥加戌」 (a bare 干支), 006:1190 「如甲戍日卯時亥將」 (戍 for 戌),
    # 003:292 「十一月丑將癸丑日壬子時」 (the 將 before the day, the hour as a 干支)
    c = one(exs, "005", 1151, "未時申將").claims
    assert (c["day"], c["hour"], c["jiang"]) == ("乙酉", "未", "申")
    c = one(exs, "003", 292, "癸丑日").claims
    assert (c["day"], c["jiang"], c["hour"]) == ("癸丑", "丑", "子")
    c = one(exs, "006", 1190, "卯時亥將").claims
    assert c["day"] == "甲戌" and any(g["printed"] == "戍" for g in c["glyphs"])


def test_jiang_by_its_name(exs):
    # 003:504 「假令正月癸未日寅時占以登明加時」 — 登明 is 亥; 003:602 「以傳送加時」 — 申
    c = one(exs, "003", 504, "登明加時").claims
    assert (c["jiang"], c["hour"]) == ("亥", "寅")
    assert c["transmissions"][1:] == ["未", "辰"]               # 「中傳小吉…末傳天罡」
    assert c["transmission_generals"] == ["白虎", "太陰", "螣蛇"]
    c = one(exs, "003", 602, "以傳送加時").claims
    assert (c["jiang"], c["hour"]) == ("申", "午")


def test_jiang_by_month(exs):
    # 006:951 「如三月將乙巳日午時」: 三月's 將 is 酉 ((12 − 3) mod 12)
    c = one(exs, "006", 951, "三月將").claims
    assert (c["jiang"], c["jiang_month"], c["hour"]) == ("酉", 3, "午")
    # 003:1092 「如三月辛未日申時」: a month and an hour, no 將 written
    c = one(exs, "003", 1092, "三月辛未日申時").claims
    assert (c["jiang"], c["jiang_month"]) == ("酉", 3)


def test_month_and_jiang_must_agree(exs, checked):
    # 005:1073 「假令六月戊寅日午時寅將」: 六月 has 午 (or 巳); the verse 005:1065 「六月戊寅寅時」
    f = checked[one(exs, "005", 1073, "午時寅將").id]
    assert f.status == "printed-error-new" and "將 and 時 swapped" in f.hypothesis


def test_plate_gan_zhi_shang(exs):
    # 001:419 「如甲子日干上戌支上申」, 005:126 「如正月甲寅日日上酉」 (日上 = 干上),
    # 005:987-989 「假令正月將辛丑日巳時占…以辰上見小吉為中傳」 (辰上 = 支上)
    c = one(exs, "001", 419, "干上戌").claims
    assert (c["gan_shang"], c["zhi_shang"]) == ("戌", "申")
    assert one(exs, "005", 126, "日上酉").claims["gan_shang"] == "酉"
    c = one(exs, "005", 987, "辛丑日巳時").claims
    assert c["lessons"][:2] == [{"upper": "辰", "lower": "辛"}, {"upper": "戌", "lower": "辰"}]


def test_named_fan_yin_without_an_hour_and_a_shared_list(exs, checked):
    # 001:423 「如乙酉丙申戊申辛夘壬寅五日返吟」: five casts, each 返吟
    days = [e.claims["day"] for e in at(exs, "001", 423, "五日返吟")]
    assert days == ["乙酉", "丙申", "戊申", "辛卯", "壬寅"]
    for e in at(exs, "001", 423, "五日返吟"):
        assert e.kind == "list" and e.claims["offset"] == 6
        # 返吟 alone fixes the plate and claims nothing to compare with it (every day has a 返吟)
        assert checked[e.id].status == "not-checkable"


def test_stem_alone_with_one_cell_is_not_checkable(exs, checked):
    # 001:714 「凡六庚日己加申」: every 庚 day, 巳 (printed 己) over 申 — one cell of the plate and
    # nothing else said of the chart (it was `underdetermined`, six solutions, until round 54:
    # a 六X日 claim holding on all six days agrees, and a cell alone has nothing to compare)
    ex = one(exs, "001", 714, "六庚日己加申")
    assert ex.claims["stem"] == "庚" and ex.claims["plate"] == {"申": "巳"}
    assert ex.claims["universal"]
    f = checked[ex.id]
    assert f.status == "not-checkable" and "fixes the plate" in f.why


def test_list_sharing_hour_jiang_and_three_transmissions(exs, checked):
    # 005:1175 「…癸酉乙酉丙戌丁酉戊戌己酉庚戌辛酉壬戌九日俱亥將戌時占是亥子丑為三傳」
    hits = at(exs, "005", 1178, "九日俱亥將戌時")
    assert [e.claims["day"] for e in hits] == ["癸酉", "乙酉", "丙戌", "丁酉", "戊戌", "己酉",
                                               "庚戌", "辛酉", "壬戌"]
    for e in hits:
        assert (e.claims["jiang"], e.claims["hour"]) == ("亥", "戌")
        assert e.claims["transmissions"] == ["亥", "子", "丑"]
        assert checked[e.id].status == "agrees"


def test_list_of_days_each_with_its_transmissions(exs):
    # 005:840 「乙巳辰巳申」 (a bare 干支), 005:842 「丁酉己酉酉未丑辛酉酉戌未」 (two days share)
    assert one(exs, "005", 840, "乙巳辰巳申").claims["transmissions"] == ["辰", "巳", "申"]
    hits = at(exs, "005", 842, "酉未丑")
    got = {e.claims["day"]: e.claims["transmissions"] for e in hits}
    assert got["丁酉"] == got["己酉"] == ["酉", "未", "丑"]


def test_diagram_005_28(exs, checked):
    # 005:28-30, the 課式 of 005:26 甲子日卯時子將
    ex = one(exs, "005", 28, "（隂亥甲/）")
    c = ex.claims
    assert ex.kind == "diagram" and c["day"] == "甲子"
    assert c["transmissions"] == ["午", "卯", "子"]
    assert c["transmission_generals"] == ["青龍", "朱雀", "天后"]
    assert c["lessons"] == [{"upper": "亥", "lower": "甲"}, {"upper": "申", "lower": "亥"},
                            {"upper": "酉", "lower": "子"}, {"upper": "午", "lower": "酉"}]
    assert c["generals"] == {"亥": "太陰", "酉": "太常"}
    assert len(c["plate"]) == 12 and c["plate"]["申"] == "巳"   # 「(己午未申/)」: 己 for 巳
    assert (c["jiang"], c["hour"]) == ("子", "卯")              # from the cast it figures
    assert checked[ex.id].status == "agrees"


def test_a_stem_lookalike_in_a_figure_is_a_reading(exs, checked):
    # 006:147 「(陰亥申/)」: 申 printed in the stem's place of 第一課 (006:146 「甲子日…」): a
    # look-alike of the registry, reported as a reading (issue 17), and the figure is tied to
    # the cast it follows through it
    f = checked[one(exs, "006", 147, "（陰亥申/）").id]
    assert f.status == "agrees" and "申 in a stem slot is read 甲" in f.hypothesis
    assert "from the cast it figures (line 146)" in f.example.note


def test_a_figure_whose_lessons_give_another_day_than_its_cast(exs, checked):
    # 005:794 「如癸巳日午時午將…伏吟」, its figure 005:795-797 prints 丑 in 課3-4 (癸丑's, not
    # 癸巳's 巳): which is wrong is not said, so the figure is not said to agree
    f = checked[one(exs, "005", 795, "（丑癸/）").id]
    assert f.status == "partial" and "line 794: 癸巳日" in f.why


def test_diagram_lookalike_is_reported(exs, checked):
    # 005:703 「(后丑戊/  戌未)」: 戊 printed for 第二課's lower 戌, where only a branch can stand:
    # a reading of the glyph registry (engine/lexicon.py), reported, not an error
    f = checked[one(exs, "005", 703, "（后戌丁/）").id]
    assert f.status == "agrees" and "printed 戊, read 戌" in f.hypothesis


# ============================================================================ the claims

def test_initial_middle_final_with_their_generals(exs):
    # 003:529 「假令正月丙辰日辰時占以登明加時勝光火臨亥水為用初傳勝光将得白虎中𫝊大吉将得朱雀
    # 末𫝊傳送将得𤣥武」
    c = one(exs, "003", 529, "丙辰日辰時").claims
    assert c["plate"] == {"亥": "午"} and c["transmissions"] == ["午", "丑", "申"]
    assert c["transmission_generals"] == ["白虎", "朱雀", "玄武"]


def test_guiren_seat_and_direction(exs, checked):
    # 005:1094 「如乙丑日酉時戌將天乙子臨亥順行」: 子 is 乙's 晝 貴人, at 酉時
    ex = one(exs, "005", 1094, "天乙子臨亥順行")
    assert ex.claims["guiren"] == {"branch": "子", "seat": "亥", "direction": "順"}
    assert ex.claims["patterns"] == ["三陽"]
    f = checked[ex.id]
    assert f.status == "school-dependent" and f.options["day_hours"] == "mao-you"


def test_general_on_a_branch_and_ke_ti_name(exs):
    # 003:469 「假如正月甲戌日已時西方太冲乗太陰」; 006:245 「…卯加申為用曰斵輪課」
    assert one(exs, "003", 469, "太冲乗太陰").claims["generals"] == {"卯": "太陰"}
    c = one(exs, "006", 245, "斵輪課").claims
    assert c["patterns"] == ["斬輪"] and c["plate"] == {"申": "卯"}


# ============================================================================ school options

def test_bi_yong_ge(exs, checked):
    # 005:341 「…戊子日午卯子壬戌日申丑午庚子日戌申午乙卯日亥酉未皆用比不用渉害故名比用」
    for line, words in ((346, "戊子日午卯子"), (347, "壬戌日申丑午"), (347, "庚子日戌申午")):
        f = checked[one(exs, "005", line, words).id]
        assert f.status == "school-dependent" and f.options["bi_yong_ge"] == "sheng_gan"


def test_fan_yin_mo_po(exs, checked):
    # 006:278-279 「辛酉返吟一課卯酉子是也尉山人取法末傳取破」
    f = checked[one(exs, "006", 278, "辛酉返吟").id]
    assert f.status == "school-dependent" and f.options["fan_yin_mo"] == "po"


def test_engine_options_reproduce_the_lists():
    # 005:831-850 杜傳 list under fu_yin=dian_dao; 006:278-279 辛酉 返吟 under fan_yin_mo=po
    du = {"壬辰": "亥辰戌", "壬午": "亥午子", "乙亥": "辰亥巳", "乙酉": "辰酉卯", "丁卯": "卯子午",
          "壬申": "亥申寅", "乙丑": "辰丑戌", "乙巳": "辰巳申", "丁酉": "酉未丑", "辛亥": "亥戌未"}
    for d, t in du.items():
        ch = cast(d, 0, options={"fu_yin": "dian_dao"})
        assert "".join(B[x] for x in ch.transmissions) == t, d
    ch = cast("辛酉", 6, options={"fan_yin_mo": "po"})
    assert "".join(B[x] for x in ch.transmissions) == "卯酉子"


# ============================================================================ invented text

GEN = {"貴人": "貴", "螣蛇": "螣", "朱雀": "朱", "六合": "六", "勾陳": "勾", "青龍": "青",
       "天空": "空", "白虎": "白", "太常": "常", "玄武": "𤣥", "太陰": "隂", "天后": "后"}


def _render_diagram(ch) -> list[str]:
    """A chart laid out as 005:28-30 prints it."""
    b = lambda x: B[x]                                         # noqa: E731
    g = lambda h: GEN[GENERAL_NAMES[ch.generals[h]]]           # noqa: E731
    L = ch.lessons
    over = lambda e: b(ch.plate[B.index(e)])                   # noqa: E731
    right = "".join(over(e) for e in "申酉戌亥")
    left = "".join(over(e) for e in "巳辰卯寅")
    stem = S[ch.stem]
    line1 = "　" * 16 + f"({g(L[0].upper)}{b(L[0].upper)}{stem}/)" + "　" * 3 + f"({right}/)"
    san = "".join(f"({g(t)}/){b(t)}" for t in ch.transmissions)
    line2 = ("　" + san + "　" * 2 + f"({g(L[2].upper)}{b(L[1].upper)}{b(L[1].lower)}/  "
             f"{b(L[2].upper)}{b(L[2].lower)})" + "　" * 2 + f"({over('未')}/  {over('午')})"
             + "　" * 2 + f"({over('子')}/{over('丑')})")
    line3 = "　" * 18 + f"({b(L[3].upper)}{b(L[3].lower)}/)" + "　" * 3 + f"({left}/)"
    return [line1, line2, line3]


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 59), st.integers(0, 11), st.booleans())
def test_diagram_reads_back(d, o, daytime):
    ch = cast(d, o, daytime)
    c = read_diagram(_render_diagram(ch))
    assert c["day"] == day_name(d)
    assert c["plate"] == {B[x]: B[ch.plate[x]] for x in range(12)}
    assert c["transmissions"] == [B[x] for x in ch.transmissions]
    assert c["transmission_generals"] == [GENERAL_NAMES[x] for x in ch.transmission_generals]
    L = ch.lessons
    assert c["lessons"][0] == {"upper": B[L[0].upper], "lower": S[ch.stem]}
    assert c["lessons"][3] == {"upper": B[L[3].upper], "lower": B[L[3].lower]}
    for i in (0, 2):
        assert c["generals"][B[L[i].upper]] == GENERAL_NAMES[ch.generals[L[i].upper]]
    ex = Example("t-x1", "t.txt", 1, 0, 1, "t", "diagram", claims=c)
    assert Checker([ex]).check(ex).status == "agrees"


# the manuscript's habits in a figure's branch cells (witnesses/README.md: 甲/申, 末/未; 西 for
# 酉, 戊 for 戌): every one a reading there, any number of them, with or without a general
_HABITS = str.maketrans("申酉未戌", "甲西末戊")


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 59), st.integers(0, 11), st.booleans())
def test_a_figure_in_the_manuscripts_habits_agrees(d, o, daytime):
    ch = cast(d, o, daytime)
    c = read_diagram([x.translate(_HABITS) for x in _render_diagram(ch)])
    assert c["plate"] == {B[x]: B[ch.plate[x]] for x in range(12)}
    ex = Example("t-x1", "t.txt", 1, 0, 1, "t", "diagram", claims=c)
    f = Checker([ex]).check(ex)
    assert f.status == "agrees", (f.status, f.why, f.hypothesis)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 59), st.integers(0, 11), st.integers(0, 11))
def test_prose_cast_reads_back(d, j, h):
    """「如{day}日{hour}時{jiang}將占{初}加{seat}為用三傳{三傳}」 (the wording of 005:26) with the
    chart's own values: read back exactly, and the checker agrees."""
    ch = cast(d, jiang=j, hour=h)
    init = ch.transmissions[0]
    seat = (init - ch.offset) % 12
    t = "".join(B[x] for x in ch.transmissions)
    text = f"如{day_name(d)}日{B[h]}時{B[j]}將占{B[init]}加{B[seat]}為用三傳{t}是也"
    (c,) = find_casts(text)
    cl = c.claims
    assert (cl["day"], cl["hour"], cl["jiang"]) == (day_name(d), B[h], B[j])
    assert cl["plate"] == {B[seat]: B[init]} and cl["transmissions"] == list(t)
    ex = Example("t-x1", "t.txt", 1, c.start, c.end, text, "inline", claims=cl)
    assert Checker([ex]).check(ex).status == "agrees"


def test_variant_glyphs_in_slots():
    # witnesses/README.md: 夘/邜 = 卯, 戍 = 戌, 已 = 巳, 巳 = 己 (a day's stem), 己 = 巳 (a branch),
    # 𫝊 = 傳, 尅/剋 = 克 — all read; engine/lexicon.py: 夘/邜, 𫝊 … are variants (read silently),
    # 戍, 已, 巳/己 by slot are readings (recorded as a glyph)
    (c,) = find_casts("如巳未日夘時戍將占三𫝊已酉丑")
    cl = c.claims
    assert cl["day"] == "己未" and (cl["hour"], cl["jiang"]) == ("卯", "戌")
    assert cl["transmissions"] == ["巳", "酉", "丑"]
    assert {(g["printed"], g["read"]) for g in cl["glyphs"]} == {
        ("巳", "己"), ("戍", "戌"), ("已", "巳")}
    # 戊 in a 傳 slot is read 戌 (KR3g0031_006.txt:113 「三傳巳戊夘」), reported, not an error
    (c,) = find_casts("如壬子日申將卯時占三傳巳戊夘")
    assert c.claims["transmissions"] == ["巳", "戌", "卯"]
    assert [(g["printed"], g["read"]) for g in c.claims["glyphs"]] == [("戊", "戌")]
    (c,) = find_casts("如丙子日午加己發用")              # 己 is not the day's stem: 巳
    assert c.claims["plate"] == {"巳": "午"} and c.claims["transmissions"][0] == "午"
    assert c.claims["glyphs"][0]["printed"] == "己"
    (c,) = find_casts("如甲子日邜時子將占為遥尅課")       # 遥尅 = 遙克, a method's name
    assert c.claims["names"] == ["遙克"] and c.claims["hour"] == "卯"
    (c,) = find_casts("如己巳日寅加己發用")              # 001:368: on a 己 day 己 may be either:
    assert "plate" not in c.claims and c.claims["gan_shang"] == "寅"   # read 干上, the checker
    # tries 寅 over 巳 as a reading (check/verdict.py seat_readings)
    # a glyph read is reported and the verdict still agrees (005:744, 一課酉巳 on 己未)
    (c,) = find_casts("如己未日亥將酉時占一課酉巳")
    ex = Example("t-x1", "t.txt", 1, c.start, c.end, "t", "inline", claims=c.claims)
    f = Checker([ex]).check(ex)
    assert f.status == "agrees" and "glyph: 第一課 lower printed 巳, read 己" in f.hypothesis


def test_stem_only_and_six_stems():
    # a stem alone (乙日, 六癸日) is one of its six days
    (c,) = find_casts("六癸日初傳丑中戌末傳未是也")
    assert c.claims["stem"] == "癸" and c.claims["universal"] is True
    (c,) = find_casts("如乙日酉加辰")
    assert {k: v for k, v in c.claims.items() if k not in META_KEYS} == {
        "stem": "乙", "plate": {"辰": "酉"}}
    assert c.claims["binding"]["certain"] is False      # a stem alone: one of six days


def test_a_second_placement_of_one_branch_begins_another_case():
    # 003:619 「天罡臨卯…天罡加丑」: 辰 cannot stand over both
    (c,) = find_casts("假令甲日寄在寅天罡臨卯事在今日前灾已過天罡加丑事在今日後")
    assert c.claims["plate"] == {"卯": "辰"}


def test_generic_on_the_bundled_wording():
    # the same detector reads the bundled texts' punctuated wording: 001:23
    (c,) = [x for x in find_casts("如乙亥晝占，三傳未卯亥干上子，乃貴人為用神所克是也")]
    assert c.claims["day"] == "乙亥" and c.claims["daytime"] is True
    assert c.claims["transmissions"] == ["未", "卯", "亥"] and c.claims["gan_shang"] == "子"


def test_a_bare_list_with_its_use_before_the_three_transmissions(exs, checked):
    # 005:818-819 「如丁巳辛巳己巳自用巳三傳己申寅丁丑辛丑己丑用丑三傳丑戌未」: each day of a
    # list written without 日 gets the 三傳 after 用X (己 in the 傳 slot read 巳); a list's shared
    # clause is not certain, so it never accuses
    first = at(exs, "005", 818, "自用巳三傳")
    assert [e.claims["day"] for e in first] == ["丁巳", "辛巳", "己巳"]
    assert all(e.claims["transmissions"] == ["巳", "申", "寅"] for e in first)
    second = at(exs, "005", 819, "用丑三傳丑戌未")
    assert [e.claims["day"] for e in second][:3] == ["丁丑", "辛丑", "己丑"]
    for e in first + second:
        assert e.claims["binding"]["certain"] is False
        assert checked[e.id].status not in ("printed-error-new", "inconsistent")


def test_a_note_with_one_column_a_day(exs, checked):
    # 006:1140 「甲申乙酉(寅加申/辰加酉)丙子丁亥(巳加子/未加亥)」: the k-th column is the k-th
    # day's plate (亂首: the stem's 寄宮 goes onto the day's branch, 甲 寅, 乙 辰, 丙 巳, 丁 未);
    # a day with one cell of its plate alone claims nothing to compare
    got = {e.claims["day"]: e.claims["plate"] for e in at(exs, "006", 1140, "")
           if "plate" in e.claims}
    assert got["甲申"] == {"申": "寅"} and got["乙酉"] == {"酉": "辰"}
    assert got["丙子"] == {"子": "巳"} and got["丁亥"] == {"亥": "未"}
    # 「戊寅巳卯(巳加寅/未加卯)」: 巳 for the stem 己 after a day of the same list, a reading
    assert got["戊寅"] == {"寅": "巳"} and got["己卯"] == {"卯": "未"}
    ji = next(e for e in at(exs, "006", 1140, "") if e.claims["day"] == "己卯")
    assert [(g["printed"], g["read"]) for g in ji.claims["glyphs"]] == [("巳", "己")]
    for e in at(exs, "006", 1140, ""):
        if "plate" in e.claims:
            assert checked[e.id].status == "not-checkable"


def test_a_counted_list_with_the_first_two_of_its_three_transmissions_after_yi_ke(exs, checked):
    # 006:155-156 (a note) 「癸酉丙子戌子丁酉庚子己酉壬子辛酉巳上九日首一課午卯子三傳」: 「一課午卯」 is
    # not a lesson (午 over 卯) but the first two of 午卯子 before 三傳; the days counted by
    # 巳上九日 share it with certainty (戌子, 戌 for 戊, is no day and left out)
    hits = [e for e in exs if e.source == "KR3g0031_006.txt" and e.line in (155, 156)
            and "九日首一課" in e.text]
    assert [e.claims["day"] for e in hits] == ["癸酉", "丙子", "丁酉", "庚子", "己酉", "壬子", "辛酉"]
    for e in hits:
        assert e.claims["transmissions"] == ["午", "卯", "子"] and "lessons" not in e.claims
        assert e.claims["binding"]["certain"] is True


def test_a_day_named_by_jin_ri_without_ri(exs, checked):
    # 005:92 「假令今日甲子以甲為日課中功曹發用」: 今日 names the day; 功曹 (寅) is the 初傳
    e = one(exs, "005", 92, "甲子")
    assert e.claims["day"] == "甲子" and e.claims["transmissions"][0] == "寅"
    assert checked[e.id].status not in ("printed-error-new", "inconsistent")


def test_you_inside_one_cast_does_not_split_it(exs, checked):
    # 005:611-613 「假如乙未日寅將辰時占…上下無克又無遥克當以昴星觀之從魁加亥亥為初傳寅作中傳巳作末傳」:
    # 又 before 無 is "nor": one cast, its 三傳 read, nothing listed unread
    (e,) = [x for x in exs if x.source == "KR3g0031_005.txt" and x.line == 611]
    assert e.claims["transmissions"] == ["亥", "寅", "巳"] and not e.claims.get("unread")
    # 005:854-855 「假如壬辰日酉時酉將占剛日用自刑中傳支辰又自刑取冲戌為末傳曰杜傳格」: 又 before 自
    # is "again": the 末傳 戌 is this cast's
    (f,) = [x for x in exs if x.source == "KR3g0031_005.txt" and x.line == 855]
    assert f.claims["day"] == "壬辰" and f.claims["transmissions"][2] == "戌"


def test_a_ke_name_no_rule_reads_leaves_the_cast_partial(exs, checked):
    # 006:27 「…傳遇魁常為官爵課也」: 官爵 is no name of the registry, so the cast cannot agree on
    # every word it says: partial, the name listed unread
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 27]
    assert any(u.startswith("課名") and "官爵" in u for u in e.claims.get("unread", []))
    assert checked[e.id].status == "partial"


def test_a_verse_names_its_first_transmission_before_chu_chuan(exs, checked):
    # 006:1134 「正月酉時庚午日傳送初傳午克庚」: the month and hour before the day give 亥將酉時;
    # 傳送 (申) is the 初傳 and 午 is what overcomes 庚 (the engine: 初傳 申 at offset 2)
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 1134]
    c = e.claims
    assert (c["day"], c["jiang"], c["hour"], c["transmissions"][0]) == ("庚午", "亥", "酉", "申")
    assert checked[e.id].status == "agrees"


def test_a_san_he_ju_is_a_set_unless_its_order_is_the_casts(exs, checked):
    # 006:588-589 「乙酉日三傳申子辰水局」: 申子辰 in the 局's own order names the set (ju), no
    # order is claimed; 006:590 「丙申丙辰丙子三日傳逢水局」: the 局 alone; 001:495 「三傳戌午寅火局」:
    # another order than 寅午戌 is the 三傳's own, and the 局 besides
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 588]
    assert e.claims["ju"] == "水局" and "transmissions" not in e.claims
    meet = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 590]
    assert [x.claims["day"] for x in meet] == ["丙申", "丙辰", "丙子"]
    assert all(x.claims["ju"] == "水局" for x in meet)
    assert all(checked[x.id].status == "agrees" for x in meet)
    (f,) = [x for x in exs if x.source == "KR3g0031_001.txt" and x.line == 495]
    assert f.claims["ju"] == "火局" and f.claims["transmissions"] == ["戌", "午", "寅"]


def test_the_ju_claim_is_tested_as_a_set():
    test = dict(TESTS)["ju"]({"ju": "火局"})
    fire = [c for c in (cast(d, o) for d in range(60) for o in range(12))
            if set(c.transmissions) == {2, 6, 10}]
    assert fire and all(test(c) for c in fire)
    assert not test(cast(0, 0))


def test_a_table_of_days_under_its_heading(exs, checked):
    # 001:716-722 「凡昴星止十六課 … 丁丑(辰丁/戊丁)戊寅(酉戊/)…」: each cell is one 課 of its day,
    # the upper over the day's stem (its 干上), and the heading names them all 昴星; the engine's
    # 昴星 charts are the book's (every cell read agrees). 戊 in a cell is read 戌.
    cells = [x for x in exs if x.source == "KR3g0031_001.txt" and 718 <= x.line <= 722
             and "昴星" in (x.claims.get("names") or [])]
    assert len(cells) == 15        # the 16th, 「巳己　(巳/)」, names no day
    got = {(x.claims["day"], x.claims["gan_shang"]) for x in cells}
    assert {("丁丑", "辰"), ("丁丑", "戌"), ("戊寅", "酉"), ("乙未", "卯"), ("乙未", "寅")} <= got
    for x in cells:
        assert x.claims["binding"]["certain"] is False
        assert checked[x.id].status == "agrees"
    # 001:704-705 「凢干支相害…止五日 / 丙寅(申丙/寅丙)…」: a heading the registry does not name:
    # the cells are read (day and 干上), no name claimed
    (a, b) = [x for x in exs if x.source == "KR3g0031_001.txt" and x.line == 705
              and x.claims["day"] == "丙寅"]
    assert {a.claims["gan_shang"], b.claims["gan_shang"]} == {"申", "寅"}
    assert "names" not in a.claims and "patterns" not in a.claims


def test_a_month_by_its_season_in_a_plate(exs, checked):
    # 006:1059-1061 「占人當六月丁卯卯時㸔仲秋加仲夏被克…（仲秋加仲夏是酉加午也）」: 六月's 將 午
    # over 卯 puts 酉 over 午, as the note says
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 1059]
    assert e.claims["plate"] == {"午": "酉"} and e.claims["month"] == "六月"
    assert checked[e.id].status == "agrees"


def test_a_figure_without_generals_in_its_san_chuan_row(exs, checked):
    # 006:791-797 「陽神作𤣥武課」, 「陰神作𤣥武課」: 課式 whose 三傳 row prints the bare branches
    # (「戌　午　寅」), a label before the first row and the ring annotated with 𤣥武's places
    # (「𤣥女走處」): read like any 課式, the day from 第一課's lower and 第三課's
    got = {e.line: e.claims for e in exs if e.source == "KR3g0031_006.txt" and e.kind == "diagram"}
    assert (got[791]["day"], got[791]["transmissions"]) == ("甲子", ["戌", "午", "寅"])
    assert (got[795]["day"], got[795]["transmissions"]) == ("乙卯", ["寅", "未", "子"])
    assert "transmission_generals" not in got[791]
    for e in exs:
        if e.source == "KR3g0031_006.txt" and e.line in (791, 795) and e.kind == "diagram":
            assert checked[e.id].status == "agrees"


def test_a_general_on_a_position_without_chuan_and_a_seat_after_zuo(exs, checked):
    # 006:186 「如丙子日未時子將已加子用傳遇天魁末乘太常為鑄印課」: 末乘太常 is the 末傳's general
    # (its 課式 006:188-190 prints 「(常/)卯」), not the 初傳's
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 186]
    assert e.claims["transmission_generals"] == [None, None, "太常"]
    assert checked[e.id].status == "agrees"
    # 006:482 「甲子日晝貴丑坐酉夜貴未坐卯為貴人…」: 卯 is 未's seat, not a branch 貴人 rides
    (e,) = [x for x in exs if x.source == "KR3g0031_006.txt" and x.line == 482]
    assert e.claims["plate"] == {"酉": "丑", "卯": "未"} and "generals" not in e.claims
    # its seats agree; the name it is given, 「為貴人蹉跎」, no form reads (grammar.unread)
    f = checked[e.id]
    assert f.status == "partial" and "貴人蹉跎" in f.why


def test_fei_x_zhe_is_a_condition_not_a_denial(exs, checked):
    # 005:808-809 「惟庚寅日三傳申寅巳末太乙為勾陳刑克日干非秋占者多㐫象也」: 非秋占者 ("unless
    # divined in autumn") is a condition of the judgement, not a claim the book refuses
    f = checked[one(exs, "005", 809, "庚寅日").id]
    assert not f.example.claims.get("rejected")
    assert f.status == "agrees"


def test_a_general_over_a_seat_is_tried_as_a_reading(exs, checked):
    # 「G臨X」: X carries G (001:368 「…寅加己發用作官星順貴朱臨寅」: the 用 寅 carries 朱雀), or
    # G over the earthly X (000:58 「…十二月戊寅時加日出而亦以為青龍臨酉」: 子將 卯時, 午 over
    # 酉 carries 青龍); the checker tries the second reading before any edit
    f = checked[one(exs, "000", 58, "十二月戊寅").id]
    assert f.example.claims["forms"]["generals.酉"] == "gen_over"
    assert f.status == "agrees" and "over the earthly 酉" in f.hypothesis
    f = checked[one(exs, "001", 368, "己巳日").id]
    # (its 「寅加己」 on a 己 day read as 寅 over 巳, 己 for 巳: a reading, said; 朱臨寅 as 寅
    # carrying 朱雀, no reading)
    assert f.status == "agrees" and f.hypothesis.startswith("「寅加己」 is read as 寅 over 巳")


def test_a_figure_without_its_middle_lessons_is_not_sure_of_its_last():
    """A 課式 that prints no 第二/第三課 group (a red-team book, tests/data/redteam/KR3g9979/
    KR3g9979_018.txt:119-121, 戊日's 三光 figure with 丑/卯 under 卯/戊): its last group may be
    第二課's as well as 第四課's; read as 第四課, with the form diagram_partial (not certain: the
    checker does not accuse it)."""
    lines = ["　　　　　　　　　(朱卯戊/)　　　(午未空申酉/)¶",
             "　(貴/)丑(隂/)亥(常/)酉　　　　　　　　(巳/辰)　　(戌/亥)¶",
             "　　　　　　　　　(貴丑卯/)　　(卯寅貴丑子/)¶"]
    c = read_diagram(lines)
    assert c["lessons"][3] == {"upper": "丑", "lower": "卯"}
    assert c["forms"] == {"lessons.3": "diagram_partial"}


def test_a_cast_on_the_cast_before_it():
    """A paragraph that opens on the cast before it (a red-team book in 六壬大全's manner,
    KR3g9969_001.txt:46-61): 前例 is that cast (its day, 將 and 時; 「若換午時」 its hour written),
    前日 its day; the binding is not certain (the claims are never accused) and says why."""
    from edition.analyse.examples.prose import REFERENCE_WHY, find_casts
    before = {"day": "甲子", "jiang": "申", "hour": "巳"}
    (night,) = find_casts("同前例但夜占則申作螣蛇亥作勾陳寅作白虎", before)
    assert (night.claims["day"], night.claims["jiang"], night.claims["hour"]) == ("甲子", "申", "巳")
    assert night.claims["daytime"] is False
    assert night.claims["binding"] == {"certain": False, "why": REFERENCE_WHY,
                                       "polarity": "asserted"}
    (noon,) = find_casts("前例若換午時則三傳辰午申", before)
    assert (noon.claims["hour"], noon.claims["transmissions"]) == ("午", ["辰", "午", "申"])
    (other,) = find_casts("又如前日亥將寅時夜占三傳午卯子", before)
    assert (other.claims["day"], other.claims["jiang"], other.claims["hour"]) == ("甲子", "亥", "寅")
    assert find_casts("同前例但夜占則申作螣蛇", None) == []
    # a day of its own comes first: no reference
    (own,) = find_casts("前日乙丑日子將寅時三傳午卯子", before)
    assert own.claims["day"] == "乙丑"


def test_a_cast_on_the_cast_before_it_in_a_plain_text_book():
    """In a plain-text book (a paragraph a line, as ../shared/witnesses/README.md describes it),
    前例/前日 refer to the last cast of a line before, as in a Kanripo juan's paragraphs: the
    Korean lines between are no casts."""
    from edition.analyse.examples import _raw_examples
    lines = ["# 試", "假令甲子日亥將加寅時，初傳午，中卯，末子，名曰元首。", "번역문.",
             "同前例，但換午時，初傳子，中巳，末戌。", "又如前日，亥將加午時，三傳子巳戌。"]
    got = {r["line"]: r["claims"] for r in _raw_examples("probe", lines)}
    assert (got[4]["day"], got[4]["jiang"], got[4]["hour"]) == ("甲子", "亥", "午")
    assert (got[5]["day"], got[5]["transmissions"]) == ("甲子", ["子", "巳", "戌"])
    assert not got[4]["binding"]["certain"] and not got[5]["binding"]["certain"]
    assert _raw_examples("probe", lines[:1] + lines[3:4]) == []
