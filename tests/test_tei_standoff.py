"""The analyses the importer writes into the TEI (issues 4, 6, 8): worked examples, passage ↔
rule links, parallel passages — how they are encoded, read back, and validated.

Expected values come from the modules that compute them (edition.analyse.examples, edition.analyse.links,
edition.analyse.parallels, run here on sources/) and from the source texts (cited file:line), never
from the TEI itself. The sad paths edit ``tests/fixtures/tei/standoff.xml`` (lines 1, 23, 25,
59, 61 of 000 as the importer writes them) once each and assert the message.
"""
from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_validate import assert_problems_not_exceptions

from edition.analyse import links as links_mod
from edition.analyse import parallels as parallels_mod
from edition.analyse.examples import find_examples
from edition.core.tei import NS, T, XML_ID, parse_bytes, parse_file
from edition.encode import reader
from edition.encode.validate import PROJECT_RNG, Validator, find_tei_all, load_schema, printed_text

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "tei" / "standoff.xml"
MANIFEST = {s["id"]: s for s in tomllib.loads(
    (ROOT / "sources" / "manifest.toml").read_text(encoding="utf-8"))["source"]}
SOURCE_IDS = sorted(MANIFEST)


def _lines(sid):
    return (ROOT / "sources" / f"{sid}.txt").read_text(encoding="utf-8").split("\n")


@pytest.fixture(scope="module")
def trees():
    return {sid: reader.load(sid) for sid in SOURCE_IDS}


# --------------------------------------------------------------------------- examples (issue 4)

@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_examples_in_the_tei_are_the_checkers_examples(sid, trees):
    """Every example edition.analyse.examples finds in the source is in the TEI, read back by the
    checker's own from_fs, and its seg prints exactly the example's characters of its line."""
    got = reader.examples(trees[sid])
    want = [e.as_dict() for e in find_examples(sid, _lines(sid))]
    assert [{k: v for k, v in d.items() if k not in ("marked", "rules")} for d in got] == want
    assert len(got) > 0
    root = trees[sid].getroot()
    lines = _lines(sid)
    for d in got:
        a, b = d["span"]
        assert d["text"] == lines[d["line"] - 1][a:b]
        if d["marked"]:
            seg = root.find(f".//{T}seg[@{XML_ID}='{d['marked']}']")
            assert seg.get("type") == "example" and printed_text(seg) == d["text"]
            para = next(x for x in seg.iterancestors() if x.get("n") and x.tag != T + "item")
            assert int(para.get("n")) == d["line"]


def test_001_23_inline_example_is_marked_with_its_claims(trees):
    """001:23 「如乙亥晝占，三傳未卯亥干上子」 (issue 4's own example): one seg on those
    characters of p23, its fs claims day 乙亥, 晝, 三傳 未卯亥, 干上 子."""
    line = _lines("001_6ab3c058adbfb16c")[22]
    assert "如乙亥晝占，三傳未卯亥干上子" in line
    ex = [d for d in reader.examples(trees["001_6ab3c058adbfb16c"])
          if d["line"] == 23 and "乙亥晝占" in d["text"]]
    assert len(ex) == 1
    c = ex[0]["claims"]
    assert (c["day"], c["daytime"], c["transmissions"], c["gan_shang"]) == (
        "乙亥", True, ["未", "卯", "亥"], "子")
    p23 = trees["001_6ab3c058adbfb16c"].getroot().find(f".//{T}p[@n='23']")
    segs = [s for s in p23.iter(T + "seg") if s.get(XML_ID) == ex[0]["marked"]]
    assert [printed_text(s) for s in segs] == [ex[0]["text"]]


def test_a_source_without_examples_data_still_gets_a_fs_per_example(tmp_path):
    """A new witness: the detector's examples are embedded too (000:23's compressed entry,
    copied into a witness, is found again)."""
    from edition.encode import build
    text = "新本\n\n" + _lines("000_7ab36924039d3ca8")[22] + "\n"
    data, built = build.import_text("009_witness", text, file_name="009_witness.txt",
                                    meta={"title_zh": "新本"}, records=[])
    t = parse_bytes(data, "009_witness.xml")
    assert reader.diplomatic(t) == text
    ex = reader.examples(t)
    assert built.counts["examples"] == len(ex) > 0
    assert all(d["marked"] for d in ex)
    assert reader.links(t) == {}        # no rule scope declared for a new witness
    # and it is valid: project schema, TEI All and every check, against its own text
    (tmp_path / "009_witness.txt").write_text(text, encoding="utf-8")
    vv = Validator([("project schema", load_schema(PROJECT_RNG)), ("TEI All", load_schema(find_tei_all()))],
                   sources_dir=tmp_path)
    assert [str(p) for p in vv.check_tree(t, "009_witness.xml")] == []


def test_004_159_jinkou_fs_round_trips_with_its_positions(trees):
    """004:159 全身課 「假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金」: its fs claims
    the month, day, hour, the 地分 stated (申位) and the four printed positions 人元 壬, 貴神
    天后, 將神 天罡, 地分 申 (read here from the source line itself), and reads back unchanged."""
    from edition.analyse.examples.model import from_fs
    line = _lines("004_77c0438832264c29")[158]
    words = "假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金"
    assert words in line
    root = trees["004_77c0438832264c29"].getroot()
    fss = [fs for fs in root.iterfind(f".//{T}back/{T}div[@type='examples']/{T}fvLib/{T}fs")
           if fs.find(f"{T}f[@name='text']/{T}string").text == words]
    assert len(fss) == 1
    ex = from_fs(fss[0])
    c = ex.claims
    assert (c["jk_month"], c["day"], c["hour"], c["jk_wei"]) == (5, "甲子", "亥", "申")
    pos = words.rsplit("，", 1)[1].split("、")            # 壬水 天后水 天罡土 申金
    assert (c["jk_renyuan"], c["jk_guishen"], c["jk_jiangshen"], c["jk_difen"]) == tuple(
        w[:-1] for w in pos)
    again = from_fs(ex.to_fs())
    assert again == ex and again.claims == c
    # every 金口訣 example carries them (the checker reads nothing else)
    jk = [d for d in reader.examples(trees["004_77c0438832264c29"]) if d["kind"] == "jinkou"]
    assert len(jk) == 37
    assert all({"jk_month", "jk_wei", "jk_renyuan", "jk_guishen", "jk_jiangshen",
                "jk_difen", "day"} <= set(d["claims"]) for d in jk)


def test_003_59_example_seg_names_its_method(trees):
    """003:59, the first full layout of the 賊克 section (元首: 「一上克下」), links to the
    rules of its one computed cast: the method 賊克 and its 課名 元首."""
    root = trees["003_03e8aca9396f2189"].getroot()
    ex = [d for d in reader.examples(trees["003_03e8aca9396f2189"]) if d["line"] == 59]
    assert len(ex) == 1 and ex[0]["marked"]
    assert ex[0]["rules"][:2] == ["zei_ke", "yuan_shou"]
    seg = root.find(f".//{T}seg[@{XML_ID}='{ex[0]['marked']}']")
    assert seg.get("ana").split() == [f"#fs-{ex[0]['id']}", "#zei_ke", "#yuan_shou"]


def test_004_163_jinkou_seg_names_its_pattern(trees):
    """004:163 「奇全課，利進卦。…假令十二月，壬午日，…」: the example links to the 金口訣
    rule of the 課體 its item names."""
    from edition.analyse.rules import lookup
    ex = [d for d in reader.examples(trees["004_77c0438832264c29"])
          if d["line"] == 163 and "壬午日" in d["text"]]
    assert len(ex) == 1
    assert "奇全課，" in _lines("004_77c0438832264c29")[162]
    assert ex[0]["rules"] == lookup("奇全課") and ex[0]["rules"][0].startswith("jk_")


def test_example_rule_links_are_the_checkers(trees):
    """The rules on each marked example's seg are those :func:`rule_ids` gives for the
    checker's finding on the examples read back from the TEI (no second computation)."""
    from edition.analyse.examples import load_examples
    from edition.analyse.examples.check import example_rules
    exs, where = load_examples()
    assert where == "tei"
    want = example_rules(exs)
    got = {d["id"]: d["rules"] for sid in SOURCE_IDS for d in reader.examples(trees[sid])
           if d["rules"]}
    marked = {d["id"] for sid in SOURCE_IDS for d in reader.examples(trees[sid]) if d["marked"]}
    assert got == {k: v for k, v in want.items() if k in marked}
    assert len(got) > 100


# --------------------------------------------------------------------------- links (issue 6)

@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_links_in_the_tei_are_find_links(sid, trees):
    t = trees[sid]
    got = reader.links(t)
    assert got == links_mod.links_for_tree(t)
    assert any(v["defines"] for v in got.values()) and any(v["mentions"] for v in got.values())
    cats = {c.get(XML_ID) for c in t.getroot().iter(T + "category")}
    assert all(r in cats for v in got.values() for r in v["defines"] + v["mentions"])


def test_003_55_defines_zei_ke_and_003_75_only_mentions_it(trees):
    """003:55 is the 賊克 verse (「訣云：取課先從下克呼…」): it defines 賊克 and its sub-names;
    003:75, the 涉害 verse, defines 涉害 and only mentions 賊克 (「即下克上為賊克也」)."""
    lines = _lines("003_03e8aca9396f2189")
    assert lines[54].startswith("訣云：取課先從下克呼") and "賊克" in lines[74]
    lk = reader.links(trees["003_03e8aca9396f2189"])
    assert {"zei_ke", "zhong_shen", "yuan_shou"} <= set(lk[55]["defines"])
    assert "she_hai" in lk[75]["defines"] and "zei_ke" in lk[75]["mentions"]
    p75 = trees["003_03e8aca9396f2189"].getroot().find(f".//{T}p[@n='75']")
    assert "#zei_ke" in p75.get("ana").split() and "#she_hai" in p75.get("ana").split()


# --------------------------------------------------------------------------- parallels (issue 8)

@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_parallels_in_the_tei_are_the_corpus_groups(sid, trees):
    want = []
    for g in parallels_mod.find_parallels():
        if not any(w.unit.source == f"{sid}.txt" for w in g.witnesses):
            continue
        targets = []
        for w in g.witnesses:
            t = {"source": w.unit.source, "line": w.unit.line}
            if t not in targets:
                targets.append(t)
        if len(targets) > 1:
            want.append({"id": g.id, "targets": targets})
    assert reader.parallels(trees[sid]) == want


def test_000_printed_twice_is_a_parallel_group(trees):
    """000:23-45 are printed again at 000:59-77 (000:61 「앞 글 … 전부 겹쳐 나오는 것」)."""
    lines = _lines("000_7ab36924039d3ca8")
    assert lines[22][:12] == lines[58][:12] and "겹쳐 나오는" in lines[60]
    groups = reader.parallels(trees["000_7ab36924039d3ca8"])
    pairs = [{(x["source"][:3], x["line"]) for x in g["targets"]} for g in groups]
    assert {("000", 23), ("000", 59)} in pairs


# --------------------------------------------------------------------------- validation

@pytest.fixture(scope="module")
def project():
    return load_schema(PROJECT_RNG)


@pytest.fixture(scope="module")
def v(project):
    return Validator([("project schema", project)])


def fixture_text() -> str:
    return FIXTURE.read_text(encoding="utf-8")


def mutate(old: str, new: str) -> tuple[str, int]:
    text = fixture_text()
    assert text.count(old) >= 1, old
    i = text.index(old)
    return text[:i] + new + text[i + len(old):], text.count("\n", 0, i) + 1


def check(v, text: str, name="t.xml"):
    return [str(p) for p in v.check_tree(parse_bytes(text.encode("utf-8"), name), name)]


def test_fixture_is_valid_against_both_schemas_and_all_checks():
    tree = parse_file(FIXTURE)
    for rng in (PROJECT_RNG, find_tei_all()):
        s = load_schema(rng)
        assert s.validate(tree), s.error_log
    vv = Validator([("project schema", load_schema(PROJECT_RNG))])
    assert vv.check_file(FIXTURE)[0] == []
    r = tree.getroot()
    # it holds every construct: an example seg and its fs, @ana, defines links, parallels
    assert r.find(".//tei:body//tei:seg[@type='example']", NS) is not None
    assert r.find(".//tei:back/tei:div[@type='examples']/tei:fvLib/tei:fs[@type='example']", NS) is not None
    assert r.find(".//tei:body//tei:p[@ana]", NS) is not None
    assert r.find(".//tei:back/tei:linkGrp[@type='rules']/tei:link[@type='defines']", NS) is not None
    assert r.find(".//tei:back/tei:linkGrp[@type='parallels']/tei:link", NS) is not None
    assert r.find(".//tei:back/tei:linkGrp[@type='twins']", NS) is not None


def test_example_seg_is_not_an_emendation(v):
    """No @resp/@cert on a worked example (it is not the commentary's), and none asked for."""
    text = fixture_text()
    assert check(v, text) == []
    assert 'type="example" xml:id="s000-' in text and 'resp="#commentary" cert="high"><sic>稈' in text


def test_example_seg_without_its_fs_pointer(v):
    text, line = mutate(' ana="#fs-s000-x23-1"', "")
    msgs = check(v, text)
    assert any(m.startswith(f"t.xml:{line}: project schema:") for m in msgs)
    assert f"t.xml:{line}: example <seg> 's000-x23-1': @ana does not point to one fs of back/div[@type='examples']" in msgs


def test_example_seg_names_rules_after_its_fs(v):
    """Rules after the fs pointer (issue 6) are accepted when they are categories of the
    taxonomy; a pointer to anything else (a paragraph) or to nothing is a validation problem,
    a bare word a schema error."""
    ok, _ = mutate(' ana="#fs-s000-x23-1"', ' ana="#fs-s000-x23-1 #she_hai"')
    assert check(v, ok) == []
    bad, line = mutate(' ana="#fs-s000-x23-1"', ' ana="#fs-s000-x23-1 #p23"')
    assert check(v, bad) == [f"t.xml:{line}: example <seg> 's000-x23-1': @ana '#p23' "
                             "is not a rule of the taxonomy"]
    bad, line = mutate(' ana="#fs-s000-x23-1"', ' ana="#fs-s000-x23-1 #no_such_rule"')
    assert check(v, bad) == [f"t.xml:{line}: dangling pointer @ana='#no_such_rule': no xml:id "
                             "'no_such_rule' in this file"]
    bare, line = mutate(' ana="#fs-s000-x23-1"', ' ana="#fs-s000-x23-1 she_hai"')
    assert any(m.startswith(f"t.xml:{line}: project schema:") for m in check(v, bare))


def test_example_fs_text_must_be_the_source_span(v):
    """The fs says 辰壬 where 000:23 prints 辰稈 (the commentary's correction is not the print)."""
    text, _ = mutate("<string>涉害（午辰寅）（午辰寅）辰稈", "<string>涉害（午辰寅）（午辰寅）辰壬")
    fs_line = text.count("\n", 0, text.index('<fs xml:id="fs-s000-x23-1"')) + 1
    seg_line = text.count("\n", 0, text.index('xml:id="s000-x23-1"')) + 1
    msgs = check(v, text)
    assert any(m.startswith(f"t.xml:{fs_line}: example 's000-x23-1': text '涉害（午辰寅）（午辰寅）辰壬")
               and "is not 000_7ab36924039d3ca8.txt:23 characters 0–" in m for m in msgs), msgs
    assert any(m.startswith(f"t.xml:{seg_line}: example <seg> 's000-x23-1' prints '涉害（午辰寅）（午辰寅）辰稈")
               for m in msgs), msgs


def test_example_fs_with_an_unknown_claim_is_refused_by_the_project_schema(v):
    text, line = mutate('<f name="transmissions">', '<f name="colour">')
    back = text.count("\n", 0, text.index("<div type=\"emendations\">")) + 1  # libxml2 names back's first child
    assert check(v, text) == [f"t.xml:{back}: project schema: Element back has extra content: div"]


def test_example_fs_with_a_bad_number(v):
    text, line = mutate('<f name="line"><numeric value="23"/>', '<f name="line"><numeric value="x23"/>')
    msgs = check(v, text)
    assert any(m.startswith("t.xml:") and "project schema:" in m for m in msgs)
    assert any("lacks a numeric line, a two-number span or a text" in m for m in msgs)


def test_paragraph_ana_must_name_rules(v):
    text, line = mutate('xml:id="p25" n="25" xml:lang="ko" corresp="#p23" ana="#',
                        'xml:id="p25" n="25" xml:lang="ko" corresp="#p23" ana="#p23 #')
    assert f"t.xml:{line}: @ana '#p23' of <p> 'p25' is not a rule of the taxonomy" in check(v, text)


def test_paragraph_ana_dangling(v):
    text, line = mutate('xml:id="p25" n="25" xml:lang="ko" corresp="#p23" ana="#',
                        'xml:id="p25" n="25" xml:lang="ko" corresp="#p23" ana="#no_such_rule #')
    assert (f"t.xml:{line}: dangling pointer @ana='#no_such_rule': no xml:id 'no_such_rule' in this file"
            in check(v, text))


def test_defines_link_must_be_in_the_paragraphs_ana(v):
    """p23 mentions 涉害, 見機, 察微 (its @ana); saying it defines 蒿矢 (in p59's @ana) is refused."""
    text = fixture_text()
    i = text.index('<link type="defines" target="#p3 ')
    line = text.count("\n", 0, i) + 1
    text = text[:i] + '<link type="defines" target="#p23 #hao_shi"/>' + text[i:]
    assert check(v, text) == [f"t.xml:{line}: defines link: #hao_shi is not in the @ana of #p23"]


def test_defines_link_must_start_with_a_paragraph(v):
    text, line = mutate('<link type="defines" target="#p3 ', '<link type="defines" target="#she_hai #p3 ')
    msgs = check(v, text)
    assert any(m.endswith("project schema: Element back has extra content: linkGrp") for m in msgs)
    assert f"t.xml:{line}: a defines link must start with a paragraph (#p{{line}})" in msgs


def test_parallel_target_must_be_a_paragraph(v):
    text, line = mutate('<link type="parallel" n="par-001" target="#p23 #p59"/>',
                        '<link type="parallel" n="par-001" target="#p23 #p23.n1"/>')
    msgs = check(v, text)
    assert any(m.endswith("project schema: Element back has extra content: linkGrp") for m in msgs)
    assert f"t.xml:{line}: parallel 'par-001': #p23.n1 is not a paragraph" in msgs


def test_unknown_link_group_is_refused_by_the_project_schema(v):
    text, line = mutate('<linkGrp type="parallels">', '<linkGrp type="echoes">')
    assert any(m.startswith("t.xml:") and "project schema:" in m for m in check(v, text))


def test_parallel_into_another_file_resolves_there(v, tmp_path):
    """A cross-file target (``001_….xml#p3``) is checked against that file beside this one."""
    other = "001_6ab3c058adbfb16c.xml"
    shutil.copy(ROOT / "tei" / other, tmp_path / other)
    ok, line = mutate('target="#p23 #p59"', f'target="#p23 #p59 {other}#p3"')
    (tmp_path / "000.xml").write_text(ok, encoding="utf-8")
    assert [str(p) for p in v.check_file(tmp_path / "000.xml")[0]] == []
    bad = ok.replace(f"{other}#p3", f"{other}#p9999")
    (tmp_path / "000.xml").write_text(bad, encoding="utf-8")
    assert [str(p) for p in v.check_file(tmp_path / "000.xml")[0]] == [
        f"{tmp_path / '000.xml'}:{line}: dangling pointer @target='{other}#p9999': no xml:id 'p9999' in {other}"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["<seg type=\"example\"", "<fs xml:id=", "<f name=\"span\">", "<numeric value=",
                        "<string>", " ana=\"#", "<link type=\"defines\"", "<link type=\"parallel\"",
                        "<vColl", "target=\"#"]),
       st.integers(min_value=0, max_value=60), st.integers(min_value=0, max_value=12),
       st.text(alphabet="<>&\"'/=#:-.0123456789 xfsp稈（）", max_size=8))
def test_any_edit_of_the_analyses_gives_problems_not_exceptions(v, anchor, offset, length, insert):
    """Hand edits near the examples, links and parallels: `file:line: message`s, never a crash."""
    text = fixture_text()
    start = text.index(anchor) + offset
    edited = text[:start] + insert + text[start + length:]
    assert_problems_not_exceptions(v, edited)
