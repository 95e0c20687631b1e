"""The rule registry (edition.analyse.rules) and the passage ↔ rule links (edition.analyse.links).

Expected links come from the texts: each case quotes the passage it cites, and the test
checks the quote is there before checking the link."""
import importlib
import re
from pathlib import Path

import pytest

from conftest import SOURCES, checkout_edition
from edition.analyse import links as L
from edition.analyse import rules as R
from edition.core.tei import T, XML_ID, parse_file
from edition.encode import reader

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def all_links(analysis):
    return analysis.links


@pytest.fixture(scope="module")
def texts():
    out = {}
    for key in SOURCES:
        for p in reader.passages(reader.load(checkout_edition().tei_path(key))):
            out[(key, p.line)] = p
    return out


def _at(all_links, cite):
    key, line = cite.split(":")
    return all_links[SOURCES[key]].get(int(line), {"defines": [], "mentions": []})


# ----------------------------------------------------------------------------- registry

def test_registry_ids_unique_ascii_and_taxonomy_first():
    reg = R.registry()
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in reg)
    tax = R.read_taxonomy()
    cats = R.taxonomy_categories()
    assert cats[:len(tax)] == tax                       # tei/taxonomy.xml unchanged, extended
    assert len(cats) == len(reg) and len({c[0] for c in cats}) == len(cats)
    from engine.methods import METHODS
    assert [c[0] for c in cats if c[3] is None][:9] == list(METHODS)


def test_registry_covers_every_executable_rule():
    from engine import jinkou, spirits
    from engine.patterns import PATTERN_RULES
    reg = R.registry()
    kinds = {}
    for e in reg.values():
        kinds.setdefault(e.kind, set()).add(e.zh if e.kind != "pattern" else e.id)
    assert set(PATTERN_RULES) == kinds["pattern"]
    assert set(spirits.spirit_rules) == kinds["spirit"]
    assert set(jinkou.PATTERNS) == kinds["jinkou_pattern"]
    assert set(jinkou.RELATIONS) == kinds["jinkou_relation"]
    assert len(kinds["method"]) == 9


def test_code_locations_resolve():
    for e in R.registry().values():
        mod, _, qual = e.code.partition(":")
        importlib.import_module(mod)
        path, _, line = e.code_file.rpartition(":")
        src = (ROOT / path).read_text(encoding="utf-8").split("\n")
        assert 1 <= int(line) <= len(src), e
        if e.kind in ("method", "subname", "pattern"):
            assert src[int(line) - 1].lstrip().startswith("def " + qual.split(".")[-1]), e
        elif e.kind == "spirit":
            assert src[int(line) - 1].lstrip().startswith(f"'{e.zh}': Rule("), e


def test_cites_are_real_lines():
    lens = {k: len((ROOT / "sources" / f).read_text(encoding="utf-8").split("\n"))
            for k, f in SOURCES.items()}
    for e in R.registry().values():
        for c in e.cites:
            f, _, n = c.rpartition(":")
            assert f in SOURCES.values() and 1 <= int(n) <= lens[f[:3]], (e.id, c)
    assert set(lens) == {"000", "001", "002", "003", "004"}


@pytest.mark.parametrize("name,ids", [
    ("元首", ["yuan_shou"]), ("원수", ["yuan_shou"]), ("섭해", ["she_hai"]), ("贼克", ["zei_ke"]),
    ("剋賊", ["zei_ke"]), ("遥克", ["yao_ke"]), ("帷滔不修", ["wei_bo"]), ("不修帷箔", ["wei_bo"]),
    ("冬蛇掩目", ["dong_she"]), ("反吟", ["fan_yin", "jk_fan_yin"]), ("zei_ke", ["zei_ke"]),
    ("호시", ["hao_shi", "hu_shi"]),        # 蒿矢 and 虎視 read alike
    ("nothing", []), ("", []),
])
def test_lookup(name, ids):
    assert R.lookup(name) == ids


def test_unknown_citation_is_an_error():
    with pytest.raises(R.RuleError, match="bad citation"):
        R.full_cite("9:1")


# ----------------------------------------------------------------------------- links

# (passage, quote from it, rules it defines) — the quote is asserted to be in the passage
DEFINES = [
    ("003:55", "取課先從下克呼，若無下克上為初", {"zei_ke", "yuan_shou", "zhong_shen"}),
    ("000:3", "一克賊。（賊為重審）（克為元首）二比用", {"zei_ke", "zhong_shen", "yuan_shou",
                                              "bi_yong", "she_hai", "yao_ke", "mao_xing"}),
    ("000:7", "六伏吟", {"fu_yin", "fan_yin", "bie_ze", "ba_zhuan", "zi_ren"}),
    ("003:99", "克干為蒿矢，干克為彈射", {"yao_ke", "hao_shi", "dan_she"}),
    ("003:123", "又名蕪淫格", {"bie_ze"}),
    ("000:95", "即名獨足", {"ba_zhuan", "du_zu", "wei_bo"}),
    ("003:163", "杜傳格，剛日遇自刑", {"du_chuan"}),
    ("000:107", "三光：用神日辰旺乘吉將", {"san_guang"}),
    ("004:163", "奇全課", {"jk_qi_quan"}),
    ("002:3", "天書", {"sha_tian_shu"}),
]


@pytest.mark.parametrize("cite,quote,ids", DEFINES)
def test_defines(all_links, texts, cite, quote, ids):
    key, line = cite.split(":")
    p = texts[(key, int(line))]
    assert quote in p.text or quote in p.reading
    assert ids <= set(_at(all_links, cite)["defines"])


def test_the_nine_methods_are_defined_in_000_3_and_000_7(all_links):
    from engine.methods import METHODS
    got = set(_at(all_links, "000:3")["defines"]) | set(_at(all_links, "000:7")["defines"])
    assert set(METHODS) <= got


def test_index_entries_mention_but_do_not_define(all_links, texts):
    # 000:23: 「涉害（午辰寅）…見機（子未寅）…察微（辰申子）」 — the compressed index, not a rule
    assert texts[("000", 23)].text.startswith("涉害（午辰寅）")
    got = _at(all_links, "000:23")
    assert got["defines"] == []
    assert {"she_hai", "jian_ji", "cha_wei"} <= set(got["mentions"])


def test_korean_translation_defines_what_it_names(all_links, texts):
    # 000:5 translates 000:3: 「…과명은 「원수(元首)」라 한다」
    assert "원수(元首)" in texts[("000", 5)].text
    assert "yuan_shou" in _at(all_links, "000:5")["defines"]
    # 003:101 translates 003:99 (蒿矢/彈射): 호시 there is 蒿矢, not 虎視 (昴星)
    got = _at(all_links, "003:101")
    assert "hao_shi" in got["defines"] and "hu_shi" not in got["defines"] + got["mentions"]


def test_generals_are_not_spirits_outside_002(all_links, texts):
    # 003:23 「…8.白虎…10.元武」: the twelve generals, not the spirits of 002
    assert "白虎" in texts[("003", 23)].text
    got = _at(all_links, "003:23")
    assert not [r for r in got["defines"] + got["mentions"] if r.startswith("sha_")]


def test_corrected_reading_links(all_links, texts):
    # 000:7 prints 「名元親」; the commentary (000:9) reads 無親 — linked through the reading
    p = texts[("000", 7)]
    assert "元親" in p.text and "無親" in p.reading
    assert "wu_qin" in _at(all_links, "000:7")["defines"]


def test_jinkou_relations_found_by_the_engines_patterns(all_links, texts):
    hits = [(line, l) for line, l in all_links[SOURCES["004"]].items()
            if "jkr_er_shang_ke_xia" in l["mentions"]]
    assert hits
    for line, _ in hits:
        p = texts[("004", line)]
        assert "二上克下" in p.text or "二上克下" in p.reading


def test_leftmost_longest_scan():
    names = {"帷簿": ["a"], "帷簿不修": ["b"], "蛇掩目": ["c"], "冬蛇掩目": ["d"]}
    got = L._scan("名帷簿不修，冬蛇掩目", names)
    assert [n for _, _, n in got] == ["帷簿不修", "冬蛇掩目"]


def test_find_links_on_plain_lines_matches_the_tei(witnesses):
    text = (ROOT / "sources" / SOURCES["004"]).read_text(encoding="utf-8")
    plain = L.find_links("004_77c0438832264c29.txt", text)
    tei = L.witness_links(witnesses["004_77c0438832264c29"])
    assert plain == tei


def test_curation_errors_are_reported(tmp_path):
    bad = tmp_path / "links.toml"
    bad.write_text('[[link]]\npassage = "000:3"\ndefines = ["no_such_rule"]\n', encoding="utf-8")
    with pytest.raises(L.LinkError, match="unknown rule id 'no_such_rule'"):
        L.curation(bad)
    bad.write_text('[[link]]\npassage = "3"\n', encoding="utf-8")
    with pytest.raises(L.LinkError, match="is not KEY:line"):
        L.curation(bad)
    assert L.curation(None) == {} and L.curation(tmp_path / "none.toml") == {}


def test_another_witness_gets_the_default_scope():
    """A witness that is not one of the five (a book such as 六壬大全) may name methods, 課名
    and 課體 (DEFAULT_SCOPE): 「元首課」 on its line is a mention of yuan_shou."""
    assert L.scope("KR3g0031_005") == L.DEFAULT_SCOPE
    got = L.find_links("KR3g0031_005", {26: "下午加酉為用曰元首課"})
    assert "yuan_shou" in got[26]["mentions"]


def test_ana_value_and_taxonomy_xml_are_tei():
    assert L.ana_value({"defines": ["zei_ke"], "mentions": ["yuan_shou", "zei_ke"]}) == \
        "#zei_ke #yuan_shou"
    from lxml import etree
    root = etree.fromstring(R.taxonomy_xml().encode())
    ids = [c.get(XML_ID) for c in root.iter(T + "category")]
    assert ids == list(R.registry())
    from edition.core.edition import toolkit_file
    tax = parse_file(toolkit_file("taxonomy.xml")).getroot()
    assert [c.get(XML_ID) for c in tax.iter(T + "category")] == ids[:len(R.read_taxonomy())]
