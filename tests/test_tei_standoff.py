"""The stand-off layer (tei/standoff/*.xml): the analysis of each witness kept beside its text
layer — worked examples, their checks, passage ↔ rule links, parallel passages — how it is
written, read back and validated, and that writing it never touches the text layer.

Expected values come from the modules that compute them (edition.analyse.*, run here on the
edition's TEI) and from the source texts (cited file:line), never from the stand-off itself.
The sad paths edit a copy of the committed stand-off of 000 once each and assert the message.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from conftest import assert_problems_not_exceptions, tei_all_path

from conftest import checkout_edition
from edition.analyse import standoff
from edition.core.tei import NS, T, XML_ID, parse_bytes, parse_file
from edition.encode.validate import Validator, load_schema, project_schema

ROOT = Path(__file__).resolve().parent.parent
ED = checkout_edition()
SOURCE_IDS = ED.ids


def _lines(sid):
    return ED.read_text(sid).split("\n")


@pytest.fixture(scope="module")
def trees():
    return {sid: parse_file(ED.standoff_path(sid)) for sid in SOURCE_IDS}


# --------------------------------------------------------------------------- the layer

def test_committed_standoff_is_a_fresh_analysis(analysis):
    """`liuren analyse --check` is clean: the committed files are what the analysis writes."""
    assert [(p.name, st) for p, st in standoff.write(ED, analysis, check=True)
            if st != "unchanged"] == []


def test_standoff_points_to_its_text_layer_and_its_sha(trees):
    import hashlib
    for sid, t in trees.items():
        r = t.getroot()
        ptr = r.find(".//tei:sourceDesc//tei:ptr", NS)
        assert ptr.get("target") == f"../{sid}.xml"
        sha = r.find(".//tei:sourceDesc//tei:idno[@type='sha256']", NS).text
        assert sha == hashlib.sha256(ED.tei_path(sid).read_bytes()).hexdigest()


def test_the_text_layer_holds_no_analysis():
    """The encoder knows nothing about checking: no example, rule link or parallel in
    tei/<id>.xml (only the divisions' @ana, curated with the texts' parts)."""
    for sid in SOURCE_IDS:
        r = parse_file(ED.tei_path(sid)).getroot()
        assert r.find(".//tei:seg[@type='example']", NS) is None
        assert r.find(".//tei:fvLib", NS) is None
        assert r.find(".//tei:linkGrp[@type='rules']", NS) is None
        assert r.find(".//tei:linkGrp[@type='parallels']", NS) is None
        assert not [p for p in r.iterfind(".//tei:body//tei:p[@ana]", NS)]


# --------------------------------------------------------------------------- examples

@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_examples_in_the_standoff_are_the_analysis_examples(sid, trees, analysis):
    """Every example the analysis finds is in the stand-off, read back by the checker's own
    from_fs, and its words are its source line's characters."""
    got = standoff.read_examples(trees[sid])
    want = [e.as_dict() for e in analysis.examples if e.source == f"{sid}.txt"]
    assert [{k: v for k, v in d.items() if k != "rules"} for d in got] == want
    assert len(got) > 0
    lines = _lines(sid)
    for d in got:
        a, b = d["span"]
        assert d["text"] == lines[d["line"] - 1][a:b]
    spans = trees[sid].getroot().findall(".//tei:spanGrp/tei:span", NS)
    assert [s.get(XML_ID) for s in spans] == [d["id"] for d in got]
    assert all("".join(s.itertext()) == d["text"] for s, d in zip(spans, got))


def test_001_23_inline_example_with_its_claims(trees):
    """001:23 「如乙亥晝占，三傳未卯亥干上子」: one example on those characters of p23, its fs
    claims day 乙亥, 晝, 三傳 未卯亥, 干上 子."""
    assert "如乙亥晝占，三傳未卯亥干上子" in _lines("001_6ab3c058adbfb16c")[22]
    ex = [d for d in standoff.read_examples(trees["001_6ab3c058adbfb16c"])
          if d["line"] == 23 and "乙亥晝占" in d["text"]]
    assert len(ex) == 1
    c = ex[0]["claims"]
    assert (c["day"], c["daytime"], c["transmissions"], c["gan_shang"]) == (
        "乙亥", True, ["未", "卯", "亥"], "子")
    span = trees["001_6ab3c058adbfb16c"].getroot().find(
        f".//tei:span[@xml:id='{ex[0]['id']}']", NS)
    assert span.get("target") == "../001_6ab3c058adbfb16c.xml#p23"


def test_004_159_jinkou_fs_round_trips_with_its_positions(trees):
    """004:159 全身課 「假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金」: its fs claims
    the month, day, hour, the 地分 stated (申位) and the four printed positions."""
    from edition.analyse.examples.model import from_fs
    words = "假令五月，甲子日，亥時，申位，壬水、天后水、天罡土、申金"
    assert words in _lines("004_77c0438832264c29")[158]
    root = trees["004_77c0438832264c29"].getroot()
    fss = [fs for fs in root.iterfind(".//tei:fvLib[@n='examples']/tei:fs", NS)
           if fs.find(f"{T}f[@name='text']/{T}string").text == words]
    assert len(fss) == 1
    ex = from_fs(fss[0])
    c = ex.claims
    assert (c["jk_month"], c["day"], c["hour"], c["jk_wei"]) == (5, "甲子", "亥", "申")
    pos = words.rsplit("，", 1)[1].split("、")            # 壬水 天后水 天罡土 申金
    assert (c["jk_renyuan"], c["jk_guishen"], c["jk_jiangshen"], c["jk_difen"]) == tuple(
        w[:-1] for w in pos)
    assert from_fs(ex.to_fs()) == ex
    jk = [d for d in standoff.read_examples(trees["004_77c0438832264c29"]) if d["kind"] == "jinkou"]
    assert len(jk) == 37


def test_003_59_example_names_its_method(trees):
    """003:59, the first full layout of the 賊克 section (元首: 「一上克下」), links to the
    rules of its one computed cast: the method 賊克 and its 課名 元首 (in rules.xml)."""
    ex = [d for d in standoff.read_examples(trees["003_03e8aca9396f2189"]) if d["line"] == 59]
    assert len(ex) == 1 and ex[0]["rules"][:2] == ["zei_ke", "yuan_shou"]
    span = trees["003_03e8aca9396f2189"].getroot().find(f".//tei:span[@xml:id='{ex[0]['id']}']", NS)
    assert span.get("ana").split()[:3] == [f"#fs-{ex[0]['id']}", "rules.xml#zei_ke",
                                           "rules.xml#yuan_shou"]


def test_004_163_jinkou_example_names_its_pattern(trees):
    from edition.analyse.rules import lookup
    ex = [d for d in standoff.read_examples(trees["004_77c0438832264c29"])
          if d["line"] == 163 and "壬午日" in d["text"]]
    assert len(ex) == 1 and "奇全課，" in _lines("004_77c0438832264c29")[162]
    assert ex[0]["rules"] == lookup("奇全課") and ex[0]["rules"][0].startswith("jk_")


def test_example_rule_links_are_the_checkers(trees, analysis):
    got = {d["id"]: d["rules"] for sid in SOURCE_IDS
           for d in standoff.read_examples(trees[sid]) if d["rules"]}
    assert got == analysis.example_rules and len(got) > 100


def test_every_check_is_recorded_with_its_status(trees, analysis):
    for sid, t in trees.items():
        fss = t.getroot().findall(".//tei:fvLib[@n='checks']/tei:fs", NS)
        want = [f for f in analysis.findings if f.example.source == f"{sid}.txt"] + \
            [r for r in analysis.rule_findings if r.source == f"{sid}.txt"]
        assert len(fss) == len(want)
        got = {fs.get("n"): fs.find(f"{T}f[@name='status']/{T}symbol").get("value") for fs in fss}
        assert got == {(x.example.id if hasattr(x, "example") else x.id): x.status for x in want}


# --------------------------------------------------------------------------- links, parallels

@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_links_in_the_standoff_are_the_analysis_links(sid, trees, analysis):
    got = standoff.read_links(trees[sid])
    want = {ln: v for ln, v in analysis.links[f"{sid}.txt"].items()}
    assert {k: {kk: vv for kk, vv in v.items() if vv} for k, v in got.items()} == \
        {k: {kk: vv for kk, vv in v.items() if vv} for k, v in want.items()}
    assert any(v["defines"] for v in got.values()) and any(v["mentions"] for v in got.values())


def test_003_55_defines_zei_ke_and_003_75_only_mentions_it(trees):
    """003:55 is the 賊克 verse (「訣云：取課先從下克呼…」): it defines 賊克 and its sub-names;
    003:75, the 涉害 verse, defines 涉害 and only mentions 賊克 (「即下克上為賊克也」)."""
    lines = _lines("003_03e8aca9396f2189")
    assert lines[54].startswith("訣云：取課先從下克呼") and "賊克" in lines[74]
    lk = standoff.read_links(trees["003_03e8aca9396f2189"])
    assert {"zei_ke", "zhong_shen", "yuan_shou"} <= set(lk[55]["defines"])
    assert "she_hai" in lk[75]["defines"] and "zei_ke" in lk[75]["mentions"]


@pytest.mark.parametrize("sid", SOURCE_IDS)
def test_parallels_in_the_standoff_are_the_analysis_groups(sid, trees, analysis):
    want = []
    for g in analysis.parallels:
        if not any(w.unit.source == f"{sid}.txt" for w in g.witnesses):
            continue
        targets = []
        for w in g.witnesses:
            t = {"source": w.unit.source, "line": w.unit.line}
            if t not in targets:
                targets.append(t)
        if len(targets) > 1:
            want.append({"id": g.id, "targets": targets})
    assert standoff.read_parallels(trees[sid]) == want


def test_000_printed_twice_is_a_parallel_group(trees):
    """000:23-45 are printed again at 000:59-77 (000:61 「앞 글 … 전부 겹쳐 나오는 것」)."""
    lines = _lines("000_7ab36924039d3ca8")
    assert lines[22][:12] == lines[58][:12] and "겹쳐 나오는" in lines[60]
    pairs = [{(x["source"][:3], x["line"]) for x in g["targets"]}
             for g in standoff.read_parallels(trees["000_7ab36924039d3ca8"])]
    assert {("000", 23), ("000", 59)} in pairs


# --------------------------------------------------------------------------- validation

S000 = "000_7ab36924039d3ca8"


@pytest.fixture(scope="module")
def v():
    return Validator([("project schema", load_schema(project_schema()))], ED.sources_dir,
                     [(standoff.STANDOFF, [("project schema", load_schema(standoff.schema()))])])


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    """A folder with 000's text layer and the stand-off folder beside it (as in tei/)."""
    d = tmp_path_factory.mktemp("tei")
    shutil.copy(ED.tei_path(S000), d / f"{S000}.xml")
    (d / "standoff").mkdir()
    for name in (f"{S000}.xml", "rules.xml"):
        shutil.copy(ED.standoff_dir / name, d / "standoff" / name)
    return d


def fixture_text(copy) -> str:
    return (copy / "standoff" / f"{S000}.xml").read_text(encoding="utf-8")


def check_edit(v, copy, old: str, new: str) -> tuple[list[str], int]:
    text = fixture_text(copy)
    assert old in text, old
    i = text.index(old)
    line = text.count("\n", 0, i) + 1
    path = copy / "standoff" / "edited.xml"
    path.write_text(text[:i] + new + text[i + len(old):], encoding="utf-8")
    return [str(p).replace(str(path), "t.xml") for p in v.check_file(path)[0]], line


def test_committed_standoff_is_valid_against_both_schemas(v, copy):
    tree = parse_file(copy / "standoff" / f"{S000}.xml")
    for rng in (standoff.schema(), tei_all_path()):
        s = load_schema(rng)
        assert s.validate(tree), s.error_log
    assert v.check_file(copy / "standoff" / f"{S000}.xml")[0] == []
    assert v.check_file(copy / "standoff" / "rules.xml")[0] == []


def test_span_must_print_what_its_fs_says(v, copy):
    """The span says 辰壬 where 000:23 prints 辰稈 (the commentary's correction is not the print)."""
    msgs, line = check_edit(v, copy, ">涉害（午辰寅）（午辰寅）辰稈", ">涉害（午辰寅）（午辰寅）辰壬")
    printed = _lines(S000)[22][:20]                   # 000:23 as printed: …辰稈巳戌、…
    assert "辰稈" in printed
    assert f"t.xml:{line}: example span 's000-x23-1' prints {printed.replace('稈', '壬')!r}, " \
           f"its fs says {printed!r}" in msgs


def test_fs_text_must_be_the_source_span(v, copy):
    text = fixture_text(copy)
    old = "<string>涉害（午辰寅）（午辰寅）辰稈"
    new = "<string>涉害（午辰寅）（午辰寅）辰壬"
    line = text.count("\n", 0, text.index('<fs xml:id="fs-s000-x23-1"')) + 1
    path = copy / "standoff" / "edited.xml"
    path.write_text(text.replace(old, new, 1).replace(">涉害（午辰寅）（午辰寅）辰稈",
                                                      ">涉害（午辰寅）（午辰寅）辰壬", 1), encoding="utf-8")
    msgs = [str(p).replace(str(path), "t.xml") for p in v.check_file(path)[0]]
    ex = next(d for d in standoff.read_examples(parse_file(ED.standoff_path(S000)))
              if d["id"] == "s000-x23-1")
    a, b = ex["span"]
    assert f"t.xml:{line}: example 's000-x23-1': its text is not {S000}.txt:23 characters {a}–{b}" \
        in msgs


def test_span_must_target_a_paragraph(v, copy):
    msgs, line = check_edit(v, copy, f'target="../{S000}.xml#p23" ana="#fs-s000-x23-1',
                            f'target="../{S000}.xml#p23.n1" ana="#fs-s000-x23-1')
    assert f"t.xml:{line}: example span 's000-x23-1' does not target a paragraph of {S000}.xml" in msgs


def test_span_without_its_fs_pointer(v, copy):
    msgs, line = check_edit(v, copy, 'ana="#fs-s000-x23-1', 'ana="rules.xml#she_hai')
    assert f"t.xml:{line}: example span 's000-x23-1': @ana does not point first to its fs" in msgs


def test_rule_link_to_nothing_dangles(v, copy):
    msgs, line = check_edit(v, copy, "rules.xml#zei_ke", "rules.xml#no_such_rule")
    assert any(m.startswith(f"t.xml:{line}: dangling pointer") and "no xml:id 'no_such_rule' in "
               "rules.xml" in m for m in msgs), msgs


def test_rule_link_must_start_with_a_paragraph(v, copy):
    text = fixture_text(copy)
    i = text.index('<link type="defines" target="')
    old = text[i:text.index('"/>', i) + 3]
    para = old.split('target="')[1].split()[0]
    msgs, line = check_edit(v, copy, old, old.replace(para, f"../{S000}.xml#p23.n1", 1))
    assert f"t.xml:{line}: rules link: ../{S000}.xml#p23.n1 is not a paragraph of {S000}.xml" in msgs


def test_unknown_link_group_is_refused_by_the_project_schema(v, copy):
    msgs, _ = check_edit(v, copy, '<linkGrp type="parallels">', '<linkGrp type="echoes">')
    assert any("project schema:" in m for m in msgs)


def test_a_changed_text_layer_is_reported(v, copy):
    text = fixture_text(copy)
    i = text.index('<idno type="sha256">') + len('<idno type="sha256">')
    line = text.count("\n", 0, i) + 1
    msgs, _ = check_edit(v, copy, text[i:i + 8], "00000000")
    assert f"t.xml:{line}: the text layer {S000}.xml has changed since this analysis (its " \
           "sha256 differs): run `liuren analyse`" in msgs


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["<span ", "<fs xml:id=", "<f name=\"span\">", "<numeric value=",
                        "<string>", " ana=\"#", "<link type=\"defines\"", "<link type=\"parallel\"",
                        "<vColl", "target=\"../"]),
       st.integers(min_value=0, max_value=60), st.integers(min_value=0, max_value=12),
       st.text(alphabet="<>&\"'/=#:-.0123456789 xfsp稈（）", max_size=8))
def test_any_edit_of_the_standoff_gives_problems_not_exceptions(v, copy, anchor, offset, length,
                                                               insert):
    """Hand edits of the stand-off layer: `file:line: message`s, never a crash."""
    text = fixture_text(copy)
    start = text.index(anchor) + offset
    edited = text[:start] + insert + text[start + length:]
    path = copy / "standoff" / "fuzz.xml"
    path.write_bytes(edited.encode("utf-8"))
    assert_problems_not_exceptions(v, edited, str(path))
    parse_bytes  # noqa: B018 - the parser is exercised through the validator


def test_the_standoff_is_a_kind_of_file_the_analysis_gives_the_validator():
    """The encoder's validator knows text layers and collations; the stand-off format's
    module gives it the stand-off's kind (the encoder never imports the analysis)."""
    so = parse_file(ED.standoff_path(S000)).getroot()
    text = parse_file(ED.tei_path(S000)).getroot()
    assert standoff.STANDOFF.is_kind(so) and not standoff.STANDOFF.is_kind(text)
    v = standoff.validator(None, ED)
    assert v.kind_of(so)[0] is standoff.STANDOFF and v.kind_of(text)[0].name == "text"
    assert Validator([], ED.sources_dir).kind_of(so)[0].name == "text"
