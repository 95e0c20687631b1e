"""Layouts of casts that red-team books met and the readers now read (tests/data/redteam/README.md,
the twentieth round): rows under a day heading, tables whose header names the columns, generals
on the line under a row, an editor's note naming the slot it corrects, cases that take their day
from the case before, two questions in one case, a Korean book's casts in hanja."""
from __future__ import annotations

import pytest
import regex

from edition.analyse.examples import find_examples
from edition.analyse.examples.case_dates import Dated, derive, lunar
from edition.analyse.examples.day_heads import heading, keeps, rows_under
from edition.analyse.examples.mixed_ko import has_cast, korean_book, reading
from edition.analyse.examples.variants import variants, with_variant


def _examples(text: str):
    return find_examples("t", ["# 試", ""] + text.split("\n"))


def test_rows_under_a_day_heading():
    # KR3g9965_001.txt:85-88 (a red-team 課格 book): 「己巳日」 over rows of 將, 時 and 三傳
    h = heading("己巳日", "t:1")
    assert (h.day, h.jiang) == ("己巳", None)
    assert heading("甲子日（亥將）").jiang == "亥" and heading("六甲日") is None
    assert heading("甲丑日") is None                     # no such day
    rows = rows_under("戌將丑時　三傳寅亥申　遙克", h)
    assert rows and rows[0].claims["transmissions"] == ["寅", "亥", "申"]
    assert "day heading" in rows[0].claims["binding"]["why"]
    assert rows_under("乙丑日卯將辰時三傳巳午未", h) == []      # a day of its own: no row
    assert keeps("時辰　三傳　天將　課名") and not keeps("六丁六戊六己日課式")


def test_a_kejing_table_under_its_day_heading():
    # KR3g9911_001.txt:28-34 (a round-65 red-team 課經 table): 「甲子日十二課(…)」 over rows 「子加丑：子亥戌。
    # 晝：后、陰、玄；…」; a row gives its plate or is none; an indented short line is passed over
    h = heading("　　甲子日十二課(此以子將/徧加十二時)", "t:1")
    assert h.day == "甲子" and h.jiang is None
    rows = rows_under("子加丑：子亥戌。晝：后、陰、玄；夜：虎、", h)
    assert rows[0].claims["transmissions"] == ["子", "亥", "戌"]
    assert rows[0].claims["transmission_generals"] == ["天后", "太陰", "玄武"]
    assert rows_under("　常、玄。干上丑，支上亥。知一，退茹。事", h) == []
    exs = _examples("甲子日十二課\n子加丑：子亥戌。干上丑，支上亥。知一。\n　宜退，近求則得。\n"
                    "子加寅：戌申午。干上子，支上戌。元首。")
    got = {e.line: e.claims for e in exs}
    assert sorted(got) == [4, 6] and got[6]["transmissions"] == ["戌", "申", "午"]


def test_a_table_under_a_day_heading_in_a_plain_book():
    # liuren_jiaocai.txt:240-247 (a red-team course book): the heading gives the 將, rows the hour
    exs = _examples("甲子日（亥將）\n時辰　三傳　天將　課名\n卯時　戌午寅　六合白虎天后　重審\n"
                    "申時　申子寅　青龍朱雀天后　重審")
    got = {e.line: e.claims for e in exs}
    assert got[5]["jiang"] == "亥" and got[5]["hour"] == "卯"
    assert got[5]["transmissions"] == ["戌", "午", "寅"] and got[6]["day"] == "甲子"


def test_a_table_whose_header_names_its_columns_and_generals_below():
    # liuren_jiaocai.txt:328-345: 「日　月將　時　初中末　課名」, and 表5-3's generals a line down
    exs = _examples("日　　月將　時　初中末　課名\n乙亥　卯　　辰　戌酉申　元首\n\n"
                    "壬午日申將丑時　　午丑申　　重審\n　　　　　玄武　勾陳　白虎")
    got = {e.line: e.claims for e in exs}
    assert (got[4]["day"], got[4]["jiang"], got[4]["hour"]) == ("乙亥", "卯", "辰")
    assert got[4]["transmissions"] == ["戌", "酉", "申"]
    assert got[6]["transmission_generals"] == ["玄武", "勾陳", "白虎"]


def test_an_editors_note_that_names_the_slot_it_corrects():
    # KR3g9965_001.txt:83 「三傳辰申午　元首(按此條末傳當作子)」; liuren_jiaocai.txt:285 a quoted
    # look-alike 「三傳戌末酉（“末”當作“未”）」
    (v,) = variants("未將卯時　三傳辰申午　元首（按此條末傳當作子）")
    assert (v.printed, v.proposed) == ("午", "子")
    (v,) = variants("三傳戌末酉（“末”當作“未”）")
    assert with_variant("三傳戌末酉（“末”當作“未”）", v).startswith("三傳戌未酉")


def test_a_case_takes_its_day_from_the_case_before():
    # liuren_duanan_241-265.txt (a red-team case book): 同日, 次日, 越三日, a lunar date only
    prev = Dated("壬申", ("正", 22), "亥")
    assert derive("同日酉時，又一婦人來占，將同前。", prev)[0] == "壬申"
    assert derive("次日未時，將同前。", prev)[0] == "癸酉"
    assert derive("越三日未時", prev)[0] == "乙亥"
    assert derive("正月二十五日午時", prev)[0] == "乙亥"
    assert derive("二月初一日午時", prev) is None            # another month: not counted
    assert derive("次日未時", Dated(None, None, None)) is None
    assert lunar("三月十五日夜半") == ("三", 15)


def test_cases_leaning_on_each_other_and_two_questions_in_one():
    text = ("第一案　占病\n正月二十二日，壬申日，申時，亥將。\n斷曰：吉。\n\n"
            "第二案　占財\n同日酉時，將同前。\n斷曰：吉。\n\n"
            "第三案　一人二占\n二月初八日，丁亥日，亥將。\n其一，卯時占訟。\n斷曰：吉。\n"
            "其二，申時占財。\n斷曰：吉。")
    exs = [e for e in _examples(text) if e.kind == "case"]
    got = {e.line: e.claims for e in exs}
    assert got[8]["day"] == "壬申" and (got[8]["jiang"], got[8]["hour"]) == ("亥", "酉")
    assert got[8]["binding"]["certain"] is False and "同日" in got[8]["binding"]["why"]
    assert (got[13]["hour"], got[15]["hour"]) == ("卯", "申")
    assert got[13]["day"] == got[15]["day"] == "丁亥"


def test_a_korean_books_casts_in_hanja():
    # liuren_gangui_ko.txt (a red-team Korean textbook)
    line = "예7) 丙辰日 寅時에 亥將. 干上 寅이 戊土를 克하는 上克下 하나뿐이니 元首課이며, 三傳은 寅·亥·申이다."
    r = reading(line)
    assert len(r) == len(line) and "寅、亥、申" in r and "寅時" in r
    assert reading("갑자일 오시에 오장(6월)이면 伏吟이다.").startswith("甲子日 午時")
    # a refusal or a supposition is left out whole
    assert "戌" not in reading("이 課를 흔히 戌·寅·午 彈射課로 잘못 보는데, 이는 옳지 않다.")
    assert has_cast(line) and not has_cast("日干은 地盤 위에 자리가 없다.")
    # the bundled texts pair each Chinese passage with its translation: not a Korean book
    assert korean_book(["예) 甲子日 寅時에 亥將을 쓴다."] * 3 + ["甲子日寅時亥將"])
    assert not korean_book(["甲子日寅時亥將", "갑자일 인시에 해장을 쓴다."])


def test_a_korean_books_correction_of_a_quoted_cast():
    # liuren_gangui_ko.txt:376-381: the quoted line's 三傳戌酉子, 「「子」는 「午」의 잘못」 below
    text = "\n".join(["예) 甲子日 寅時에 亥將을 쓴다."] * 3 + [
        "古鈔本에는 「戊申日辰時巳將，三傳戌酉子，虎視。」라고 적혀 있다.",
        "그러므로 鈔本의 「子」는 「午」의 잘못이니 바로잡는다."])
    (ex,) = [e for e in _examples(text) if e.line == 6]
    assert ex.corrected["transmissions"] == ["戌", "酉", "午"]


def test_a_chart_under_a_prose_cast_that_no_reader_read():
    # liuren_gangui_ko.txt:194-204 (a red-team Korean textbook): the cast agreed on its words
    # while the 三傳 column under it printed a misprint; it is partial now
    text = ("丙寅日未時子將，子加未。\n\n　上　子　未　卯　戌\n　下　未　寅　戌　丙\n"
            "　初傳　子　天后　官鬼　甲\n\n乙丑日辰時申將，三傳酉丑巳。")
    got = {e.line: e.claims for e in _examples(text)}
    assert any("a chart under the cast (lines 5–7)" in u for u in got[3]["unread"])
    assert "unread" not in got[9]


def _statuses(text: str, tmp_path) -> dict:
    """line -> statuses of a plain book's findings, imported and checked as a new user does."""
    import contextlib
    import io
    import json
    from edition.cli import main
    (tmp_path / "book.txt").write_text("# 試\n\n" + text + "\n", encoding="utf-8")
    ed = tmp_path / "ed"
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["init", "--empty", str(ed)]) == 0
        assert main(["import", str(tmp_path / "book.txt"), "--edition", str(ed)]) == 0
        out.truncate(0)
        main(["check", "--edition", str(ed), "--json"])
    got: dict = {}
    for f in json.loads(out.getvalue().lstrip("\x00")):
        got.setdefault(f["line"], []).append(f["status"])
    return got


def test_what_the_review_of_the_change_found(tmp_path):
    # (a review of commit 00955fa): each a correct cast once accused, or a crash
    # Korean refusals in their other forms, and 신장 (神將), are no claims
    assert not mixed_ko_reading_has("예1) 甲子日 卯時 亥將. 초학자는 三傳을 子·午·寅으로 착각하기 쉬운데 틀렸다.", "子、午")
    assert "申將" not in reading("예3) 갑자일 묘시 점, 신장은 天后를 보라.")
    # a misprinted day before 「次日」 is no crash
    text = ("第一案　占病\n正月二十二日，甲丑日，申時，亥將。\n斷曰：吉。\n\n"
            "第二案　占財\n次日酉時，將同前。\n斷曰：吉。")
    _examples(text)
    # an approving master: the disciple's reading is the book's (「師曰是也」)
    from edition.analyse.examples import grammar
    r = grammar.read("門人以戌為用三傳戌午寅師曰是也", "甲", "子")
    assert r.claims["transmissions"] == ["戌", "午", "寅"] and "rejected" not in r.claims
    # the generals line over a figure's branch row (right to left) is not the row's generals
    got = {e.line: e.claims for e in _examples(
        "甲子日亥將卯時，三傳戌午寅，重審。\n　天后　白虎　六合\n　寅　午　戌")}
    assert "transmission_generals" not in got[3]
    # an editor's note after a row under a day heading corrects that row
    st = _statuses("丁卯日\n　酉將子時　三傳子酉未　遙克（按此條末傳當作午）", tmp_path)
    assert st[4] == ["printed-error-corrected"]


def mixed_ko_reading_has(line: str, words: str) -> bool:
    return words in reading(line)


def test_a_lesson_table_and_transmission_rows_under_a_prose_cast():
    # liuren_jiaocai.txt:151-157 (a red-team course book): 四課 left to right, labelled rows;
    # liuren_gangui_ko.txt:245-251: 三傳 rows 「初傳　子　朱雀　妻財　甲」
    from edition.analyse.examples.cases import CaseChart, case_chart_claims
    from edition.analyse.examples.under_cast import lesson_table, transmission_rows

    def claims(cells):
        return case_chart_claims(CaseChart(cells, [], {}))
    lines = ["癸酉日，申將，卯時。", "", "　　　　第一課　第二課　第三課　第四課",
             "天將　　螣蛇　　天空　　玄武　　朱雀", "上神　　午　　　亥　　　寅　　　未",
             "下神　　癸　　　午　　　酉　　　寅"]
    cells, used = lesson_table(lines, 1, 6, "癸酉")
    c = claims(cells)
    assert [x["upper"] for x in c["lessons"]] == ["午", "亥", "寅", "未"] and used == [2, 3, 4, 5]
    assert c["lesson_generals"][0] == "螣蛇"
    assert lesson_table(lines, 1, 6, "甲子") == ([], [])          # not this cast's table
    rows = ["　初傳　子　騰蛇　妻財　甲", "　中傳　辰　玄武　兄弟　戊", "　末傳　申　靑龍　子孫　壬"]
    cells, used = transmission_rows(rows, 0, 3)
    c = claims(cells)
    assert c["transmissions"] == ["子", "辰", "申"] and c["liuqin"] == ["妻財", "兄弟", "子孫"]
    assert c["transmission_generals"] == ["螣蛇", "玄武", "青龍"]
    assert transmission_rows(rows[:2], 0, 2) == ([], [])         # all three or none
    # a sentence naming one 傳 among the rows is not a row (liuren_jeomrye_ko.txt:49)
    said = "판단: 初傳과 末傳이 모두 兄弟 午에 靑龍이 타서 … 中傳 子가 官鬼로 天后를 띠고 干上 亥 역시"
    assert transmission_rows(rows + [said], 0, 4)[1] == [0, 1, 2]



_KO_CASE = """[점례 7] 수능 날의 어머니

2008년 11월 13일 오후 2시 30분. 수능 시험일이었다.
霜降이 지났으므로 卯將, 未時이다.
사주: 戊子年 癸亥月 丁巳日 丁未時

어머니가 와서 아들이 원하는 대학에 붙겠느냐고 물었다.

    天盤  申 酉 戌 亥 子 丑 寅 卯 辰 巳 午 未
    地盤  子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥

    四課  三課  二課  一課
    太陰  朱雀  貴人  勾陳
     酉     丑     亥     卯
     丑     巳     卯     丁

    初傳  亥  貴人  官鬼
    中傳  {mid}  太常  子孫
    末傳  卯  勾陳  父母
{note}
판단: 初傳 亥가 官鬼이나 貴人이 타서 좋다고 보았다.
결과: 합격하였다."""


def test_a_korean_case_its_header_over_lines_and_its_chart_below(tmp_path):
    # liuren_jeomrye_ko.txt:151-169 (a red-team Korean case book): the 將 on one line of the
    # header, the 四柱 on the next; the plate's labelled rows, a 四課 table and 三傳 rows a
    # paragraph below; the editor's note naming the 傳 it corrects (:327)
    from edition.analyse.examples.header_block import block_casts
    for d in "abc":
        (tmp_path / d).mkdir()
    st = _statuses(_KO_CASE.format(mid="未", note=""), tmp_path / "a")
    assert st[7] == ["agrees"]                           # (the 사주 line, line 5 + the 2 of 「# 試」)
    st = _statuses(_KO_CASE.format(mid="午", note=""), tmp_path / "b")
    assert st[7] == ["printed-error-new"]
    st = _statuses(_KO_CASE.format(mid="午", note="    〔편집자 주: 中傳의 午는 未의 오식이다.〕"),
                   tmp_path / "c")
    assert st[7] == ["printed-error-corrected"]
    # two 將 in the header, or an hour other than the 時柱's: no cast
    lines = ["霜降이 지났으므로 卯將, 寅將", "사주: 戊子年 癸亥月 丁巳日 丁未時"]
    assert block_casts(lines, [], regex.compile("^#")) == []
    lines = ["卯將, 申時이다.", "사주: 戊子年 癸亥月 丁巳日 丁未時"]
    assert block_casts(lines, [], regex.compile("^#")) == []
    # the case says its cast again below its 사주: that cast is the case's
    lines = ["卯將, 未時이다.", "사주: 戊子年 癸亥月 丁巳日 丁未時", "", "丁巳日 未時에 卯將"]
    assert block_casts(lines, [{"line": 4, "start": 0, "claims": {"day": "丁巳"}}],
                       regex.compile("^#")) == []


def test_a_chart_past_a_recalled_cast_is_the_cast_above(tmp_path):
    # liuren_jeomrye_ko.txt:413-427: the case's cast, a sentence recalling another case's cast
    # (another day), then the chart: the chart is the case's, not the recalled cast's
    text = _KO_CASE.format(mid="未", note="").replace(
        "어머니가 와서", "그때의 己丑日 子將 辰時 課는 三傳이 卯·亥·未였다. 어머니가 와서")
    got = {e.line: e.claims for e in _examples(text)}
    assert got[7].get("transmissions") == ["亥", "未", "卯"]
    assert got[9].get("transmissions") == ["卯", "亥", "未"]     # its own words only


def test_a_case_asked_again_and_a_chart_put_right_under_one_header():
    # liuren_duanan_266-290.txt (a red-team case book in 六壬斷案's layout): :128 「申时复来…仍用
    # 辰将加申时…其式如左」 and a second chart (a case of its own; 「前课…」 in the commentary
    # is the first's); :186 「其自起之课初传申，误…今正其课如左」 (the case is the second chart's);
    # :237 「编者按：寅时当作卯时」 on the header line
    from pathlib import Path
    p = Path(__file__).parent / "data" / "redteam" / "duanan" / "liuren_duanan_266-290.txt"
    lines = p.read_text(encoding="utf-8").split("\n")
    got = {e.line: e for e in find_examples("liuren_duanan_266-290", lines)}
    assert got[120].claims["hour"] == "未" and got[120].claims["transmissions"][0] == "午"
    again = got[128]
    assert (again.claims["jiang"], again.claims["hour"]) == ("辰", "申")
    assert again.claims["transmissions"] == ["未", "卯", "亥"] and "luo_kong" not in again.claims
    said = {(s["field"], s["value"]) for s in again.claims["record"].get("said", ())}
    # (the 前課's 末傳 子 and 干上 申 are not this one's: its 末傳 亥 is)
    assert ("transmissions.2", "亥") in said and ("transmissions.2", "子") not in said
    assert ("gan_shang", "申") not in said
    assert got[179].claims["transmissions"] == ["亥", "卯", "未"]      # the chart put right
    assert dict(got[237].corrected)["hour"] == "卯" and got[237].claims["hour"] == "寅"


@pytest.mark.parametrize("name", ["c1", "w2", "n1", "n2", "r1", "r3", "b2", "h2", "h3", "k1",
                                  "adj", "bp", "e1", "kc1", "kc2", "l1", "sup"])
def test_what_the_review_of_round_22_found(name, tmp_path):
    # tests/data/review_round22/README.md: no correct cast accused, each correction given to the
    # cast it names (e1, kc1, l1: printed-error-corrected on the case's cast, the others agree)
    from pathlib import Path
    text = (Path(__file__).parent / "data" / "review_round22" / f"{name}.txt").read_text(
        encoding="utf-8")
    st = _statuses(text.split("\n", 1)[1], tmp_path)
    flat = [s for v in st.values() for s in v]
    assert not set(flat) & {"printed-error-new", "inconsistent", "correction-disputed"}, st
    if name in ("e1", "kc1", "l1"):
        assert "printed-error-corrected" in flat, st
