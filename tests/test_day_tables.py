"""Tables of days under a heading (edition/analyse/examples/day_tables.py), on the words of
六壬大全 KR3g0031_001.txt:704-722 as its Kanripo paragraphs join them (notes inlined as （…））."""
from __future__ import annotations

from edition.analyse.examples.day_tables import heading_name, headings, table_casts


def test_a_heading_names_what_the_table_holds():
    assert heading_name("昴星") == ("昴星", "name")          # 001:716 「凡昴星止十六課」
    assert heading_name("干支相害犯外好裏芽槎者") is None        # 001:704: no registry name
    assert [h for _, h in headings("凡昴星止十六課")] == [("昴星", "name")]
    assert headings("凡䘮弔全逢惟十日") == [(0, None)]           # 001:722, 惟 for 止


def test_each_cell_is_a_cast_of_its_day_under_the_heading_before_it():
    # 001:705 holds the rows of 001:704's heading and, at its end, the next heading
    text = "丙寅（申丙寅丙）壬申（寅壬申壬）凢上神作合支加干隣近相㑹止三日"
    cells, after = table_casts(text, None)
    assert [(c["day"], c["gan_shang"]) for _, _, _, c in cells] == [
        ("丙寅", "申"), ("丙寅", "寅"), ("壬申", "寅"), ("壬申", "申")]
    assert after is None                                   # 上神作合: no registry name
    # 001:719 under 「凡昴星止十六課」: 戊 in a cell is 戌, a reading
    cells, after = table_casts("丁丑（辰丁戊丁）戊寅（酉戊）", ("昴星", "name"))
    assert [(c["day"], c["gan_shang"], c["names"]) for _, _, _, c in cells] == [
        ("丁丑", "辰", ["昴星"]), ("丁丑", "戌", ["昴星"]), ("戊寅", "酉", ["昴星"])]
    assert cells[1][3]["glyphs"][0]["printed"] == "戊"
    assert after == ("昴星", "name")


def test_no_table_without_a_heading_and_no_cell_of_another_stem():
    assert table_casts("丙寅（申丙寅丙）", False) == ([], False)   # no heading in force
    cells, _ = table_casts("丙寅（申丁）", None)                     # 丁 is not 丙寅's stem
    assert cells == []
    # a paragraph with neither a heading nor a row ends the table
    assert table_casts("凡六庚日己加申皆丁神臨宅", ("昴星", "name")) == ([], False)
