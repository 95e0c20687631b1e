"""`liuren validate` and edition.encode.validate: the project schema, TEI All, the checks no
schema does, and hostile files (nothing is expanded or fetched).

TEI All is compiled once for the whole module (it takes seconds); the CLI reuses it through
the per-process cache of :func:`edition.encode.validate.load_schema`.
"""
from __future__ import annotations

import json
import re
import socket
import threading
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from edition.cli import main
from edition.core.tei import XML_ID, parse_bytes, parse_file
from conftest import assert_problems_not_exceptions, checkout_edition, tei_all_path
from edition.analyse import standoff
from edition.encode.validate import (SchemaError, Validator, find_tei_all, load_schema,
                                     printed_text, project_schema)

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "tests" / "fixtures" / "tei"
VALID = FIX / "valid.xml"
SOURCE = "000_7ab36924039d3ca8.txt"
LINES = (ROOT / "sources" / SOURCE).read_text(encoding="utf-8").split("\n")
ED = checkout_edition()
SRC_DIR = ROOT / "sources"
PROJECT_RNG = project_schema()
STANDOFF_RNG = standoff.schema()


@pytest.fixture(scope="module")
def tei_all():
    return load_schema(tei_all_path())


@pytest.fixture(scope="module")
def project():
    return load_schema(PROJECT_RNG)


@pytest.fixture(scope="module")
def v(project, tei_all):
    return Validator([("project schema", project), ("TEI All", tei_all)], SRC_DIR,
                     [(standoff.STANDOFF, [("project schema", load_schema(standoff.schema())),
                                           ("TEI All", tei_all)])])


def valid_text() -> str:
    return VALID.read_text(encoding="utf-8")


def mutate(old: str, new: str, *, last: bool = False) -> tuple[str, int]:
    """valid.xml with one edit, and the line (1-based) the edit is on."""
    text = valid_text()
    assert text.count(old) >= 1, old
    i = text.rindex(old) if last else text.index(old)
    return text[:i] + new + text[i + len(old):], text.count("\n", 0, i) + 1


def check(v, text: str, name="t.xml"):
    return [str(p) for p in v.check_tree(parse_bytes(text.encode("utf-8"), name), name)]


# --- the happy path --------------------------------------------------------------------------

def test_valid_fixture_is_valid_against_both_schemas_and_all_checks(v, project, tei_all):
    tree = parse_file(VALID)
    assert project.validate(tree), project.error_log
    assert tei_all.validate(tree), tei_all.error_log
    assert v.check_file(VALID) == ([], sum(1 for _ in tree.iter(etree.Element)))


def test_fixture_texts_are_the_source_lines():
    """The fixture's paragraphs are real lines of 000 (so its sic and clauses are real)."""
    tree = parse_file(VALID)
    for p in tree.iterfind(".//{*}body//{*}p"):
        assert printed_text(p) == LINES[int(p.get("n")) - 1]


@pytest.mark.parametrize("source", [s.id for s in ED.sources] + [f"standoff/{s.id}" for s in ED.sources]
                         + ["standoff/rules"])
def test_real_tei_files_are_valid(v, source):
    """Every committed TEI file, text layer and stand-off: both schemas and every check."""
    path = ROOT / "tei" / f"{source}.xml"
    assert path.is_file(), f"{path} missing: run `liuren import`"
    problems, elements = v.check_file(path)
    assert not problems, "\n".join(map(str, problems[:40]))
    assert elements > 100


def test_validation_never_mutates(v):
    tree = parse_file(VALID)
    before = etree.tostring(tree, method="c14n2")
    v.check_tree(tree, "valid.xml")
    assert etree.tostring(tree, method="c14n2") == before


# --- sad paths: each asserts the message -------------------------------------------------------

def test_not_well_formed():
    problems, n = Validator([], SRC_DIR).check_file(FIX / "not_well_formed.xml")
    assert [str(p) for p in problems] == [
        f"{FIX / 'not_well_formed.xml'}:4: not well-formed XML: Opening and ending tag mismatch: "
        "p line 4 and body, line 4, column 34"]
    assert n == 0


def test_unknown_element_is_refused_by_both_schemas(v):
    text, line = mutate("擇一。", "擇一。<foo/>")
    assert check(v, text) == [
        f"t.xml:{line}: project schema: Did not expect element foo there",
        f"t.xml:{line}: project schema: Element p has extra content: foo",
        f"t.xml:{line}: TEI All: Did not expect element foo there",
        f"t.xml:{line}: TEI All: Element p has extra content: foo",
    ]


def test_dangling_pointer(v):
    text, line = mutate('corresp="#p85">', 'corresp="#p86">')
    assert check(v, text) == [f"t.xml:{line}: dangling pointer @corresp='#p86': no xml:id 'p86' in this file"]


def test_dangling_pointer_to_the_taxonomy(v):
    text, line = mutate('ana="#zhi_yi"', 'ana="#zhi_yi #no_such_rule"')
    assert check(v, text) == [
        f"t.xml:{line}: dangling pointer @ana='#no_such_rule': no xml:id 'no_such_rule' in this file"]


def test_pointer_to_another_file(v, tmp_path):
    (tmp_path / "other.xml").write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><p xml:id="x1"/></TEI>', encoding="utf-8")
    text, line = mutate('role="commentator"', 'role="commentator" corresp="other.xml#x1 other.xml#x2 gone.xml#x1"')
    name = str(tmp_path / "t.xml")
    assert check(v, text, name) == [
        f"{name}:{line}: dangling pointer @corresp='other.xml#x2': no xml:id 'x2' in other.xml",
        f"{name}:{line}: dangling pointer @corresp='gone.xml#x1': file 'gone.xml' not found",
    ]


def test_pointer_schemes(v):
    text, line = mutate('role="commentator"', 'role="commentator" corresp="https://tei-c.org/ rule:zhi_yi"')
    assert check(v, text) == [
        f"t.xml:{line}: dangling pointer @corresp='rule:zhi_yi': scheme 'rule' is not allowed "
        "(use #id, file.xml#id or an https: URI)"]


def test_duplicate_id_is_refused_by_the_parser():
    text, line = mutate('xml:id="p123"', 'xml:id="p83"')
    with pytest.raises(ValueError) as e:
        parse_bytes(text.encode(), "t.xml")
    assert str(e.value) == f"t.xml:{line}: not well-formed XML: ID p83 already defined, line {line}, column 63"


def test_duplicate_id_in_a_tree_built_in_memory(v):
    """A tree the importer builds is not parsed: the validator checks ids itself."""
    tree = parse_file(VALID)
    p123 = tree.find(".//{*}p[@n='123']")
    p123.set(XML_ID, "p83")
    msgs = [str(p) for p in v.check_tree(tree, "t.xml")]
    first = tree.find(".//{*}p[@n='83']").sourceline
    assert f"t.xml:{p123.sourceline}: duplicate xml:id 'p83' (first at line {first})" in msgs


def test_sic_not_in_its_source_line(v):
    text, line = mutate("<sic>上</sic>", "<sic>丙</sic>")
    assert check(v, text) == [
        f"t.xml:{line}: printed text differs from {SOURCE}:83 at character 20: "
        "TEI '丙擇課之陰陽，與日干比者', source '上擇課之陰陽，與日干比者'",
        f"t.xml:{line}: <sic> '丙' does not occur in its source line {SOURCE}:83",
    ]


def test_standoff_sic_is_checked_against_the_targeted_line(v):
    """A standoff note's seg[@type='sic'] is checked against the line its @target is on."""
    text, line = mutate('해야 한다</quote>', '해야 한다</quote><seg type="sic">上擇</seg><seg type="corr">止擇</seg>')
    assert check(v, text) == []
    text, line = mutate('해야 한다</quote>', '해야 한다</quote><seg type="sic">乙擇</seg><seg type="corr">止擇</seg>')
    assert check(v, text) == [f"t.xml:{line}: <seg type='sic'> '乙擇' does not occur in its source line {SOURCE}:83"]


def test_commentary_clause_not_in_commentary_line(v):
    text, line = mutate("마땅히 「지택」으로", "마땅히 「정택」으로", last=True)
    assert check(v, text) == [
        f"t.xml:{line}: the commentary's clause '저본의 「상택」은 마땅히 「정택」으로'… does not occur in {SOURCE}:85"]


def test_line_beyond_the_source(v):
    text, line = mutate('n="123"', 'n="300"')
    assert check(v, text) == [f"t.xml:{line}: @n='300' is not a line of {SOURCE} (1–209)"]


def test_blank_line(v):
    text, line = mutate('n="123"', 'n="124"')
    assert check(v, text) == [f"t.xml:{line}: printed text differs from {SOURCE}:124 at character 1: "
                              f"TEI {LINES[122][:12]!r}, source ''"]


def test_paragraph_without_line(v):
    text, line = mutate(' n="83" xml:lang="lzh"', ' xml:lang="lzh"')
    assert check(v, text) == [
        f"t.xml:{line}: project schema: Element p failed to validate attributes",
        f"t.xml:{line}: <p> has no source line @n",
    ]


def test_wrong_attribute_value_is_reported_once_at_its_line(v):
    text, line = mutate('type="section"', 'type="bogus"')
    assert check(v, text) == [f"t.xml:{line}: project schema: Invalid attribute type for element div"]


# the embedded analysis of the text layer before the stand-off split, one construct each:
# valid TEI (TEI All says nothing), refused by the project schema and named by the validator
STANDOFF = "it belongs to the stand-off layer tei/standoff/ (`liuren analyse`)"
OLD_ANALYSIS = {
    "seg-example": ("擇一。", '<seg type="example" xml:id="s000-x83-1" ana="#zhi_yi">擇一。</seg>', False, [
        "project schema: Element seg failed to validate attributes",
        f"<seg type='example'> 's000-x83-1' is a worked example: {STANDOFF}"]),
    "ana-on-p": ('<p xml:id="p83" n="83" xml:lang="lzh"', '<p xml:id="p83" n="83" xml:lang="lzh" ana="#zhi_yi"',
                 False, ["project schema: Invalid attribute ana for element p",
                         f"@ana on <p> 'p83' links a passage to rules: {STANDOFF}"]),
    "ana-on-head": ('<head xml:id="h1" n="1" xml:lang="ko"', '<head xml:id="h1" n="1" xml:lang="ko" ana="#zhi_yi"',
                    False, ["project schema: Invalid attribute ana for element head",
                            f"@ana on <head> 'h1' links a passage to rules: {STANDOFF}"]),
    "examples-div": ("</back>", '<div type="examples"><fvLib n="examples"><fs xml:id="fs-s000-x83-1" '
                     'type="example" n="s000-x83-1"><f name="line"><numeric value="83"/></f></fs>'
                     '</fvLib></div></back>', True, [
                         "project schema: Did not expect element div there",
                         f"<div type='examples'> in <back> is analysis: {STANDOFF}"]),
    "rules-links": ("</back>", '<linkGrp type="rules"><link type="defines" target="#p83 #zhi_yi"/></linkGrp></back>',
                    True, ["project schema: Element linkGrp failed to validate attributes",
                           "project schema: Element link failed to validate attributes",
                           f"<linkGrp type='rules'> in <back> is analysis: {STANDOFF}"]),
    "parallel-links": ("</back>", '<linkGrp type="parallels"><link type="parallel" n="par-001" '
                       'target="#p83 #p123"/></linkGrp></back>', True, [
                           "project schema: Element linkGrp failed to validate attributes",
                           "project schema: Element link failed to validate attributes",
                           f"<linkGrp type='parallels'> in <back> is analysis: {STANDOFF}"]),
}


@pytest.mark.parametrize("case", OLD_ANALYSIS)
def test_a_text_layer_with_the_old_analysis_is_refused(v, tei_all, case):
    """The text layer holds no analysis (docs/ENCODING.md, *Stand-off analysis*): a worked
    example seg, @ana on a paragraph or the heading, the examples' fvLib, the rules and
    parallels link groups are refused — by the project schema only (they are valid TEI) —
    and the validator says where they belong. The division's @ana (valid.xml) stays."""
    old, new, last, msgs = OLD_ANALYSIS[case]
    text, line = mutate(old, new, last=last)
    assert tei_all.validate(parse_bytes(text.encode("utf-8"), "t.xml"))
    assert check(v, text) == [f"t.xml:{line}: {m}" for m in msgs]


# --- the stand-off layer's schema: the examples' and checks' feature structures ------------

S003 = "003_03e8aca9396f2189"


@pytest.fixture(scope="module")
def so_copy(tmp_path_factory):
    """003's text layer and its stand-off (with rules.xml) as they lie in tei/."""
    d = tmp_path_factory.mktemp("tei")
    (d / "standoff").mkdir()
    (d / f"{S003}.xml").write_bytes(ED.tei_path(S003).read_bytes())
    for name in (f"{S003}.xml", "rules.xml"):
        (d / "standoff" / name).write_bytes((ED.standoff_dir / name).read_bytes())
    return d


def edit_fs(so_copy, fid: str, old: str, new: str) -> tuple[Path, int]:
    """The stand-off of 003 with one edit inside the fs ``fid``, written beside the original;
    the line of that fs."""
    text = (so_copy / "standoff" / f"{S003}.xml").read_text(encoding="utf-8")
    i = text.index(f'<fs xml:id="{fid}"')
    j = text.index("<fs xml:id=", i + 1)
    pattern = re.compile(r">\s*<".join(map(re.escape, old.split("><"))))  # the file is indented
    assert pattern.search(text, i, j), old
    path = so_copy / "standoff" / "edited.xml"
    path.write_text(text[:i] + pattern.sub(lambda _: new, text[i:j], 1) + text[j:],
                    encoding="utf-8")
    return path, text.count("\n", 0, i) + 1


# 003:59 元首課 「元首課：上克下，三傳巳丑酉。…」: its example and its check, one edit each
SO_EDITS = {
    "kind-not-in-KINDS": ("fs-s003-x59-1", '<f name="kind"><symbol value="full"/>',
                          '<f name="kind"><symbol value="table"/>',
                          ["Element symbol failed to validate attributes"]),
    "claim-key-not-in-CLAIM_KEYS": ("fs-s003-x59-1", '<f name="method">', '<f name="school">',
                                    ["Element f failed to validate attributes",
                                     "Element fs failed to validate content"]),
    "features-out-of-order": ("fs-s003-x59-1", '<f name="kind"><symbol value="full"/></f><f name="name">'
                              '<string>元首</string></f>', '<f name="name"><string>元首</string></f>'
                              '<f name="kind"><symbol value="full"/></f>',
                              ["Element f failed to validate attributes",
                               "Did not expect element string there",
                               "Did not expect element symbol there",
                               "Did not expect element fs there",
                               "Element fs has extra content: f"]),
    "source-not-a-file-name": ("fs-s003-x59-1", f"<string>{S003}.txt</string>",
                               f"<string>../{S003}.txt</string>",
                               ["Error validating datatype string",
                                "Element string failed to validate content"]),
    "line-not-numeric": ("fs-s003-x59-1", '<f name="line"><numeric value="59"/>',
                         '<f name="line"><string>59</string>', ["Did not expect element string there"]),
    "status-not-in-STATUSES": ("check-s003-x59-1", '<symbol value="agrees"/>', '<symbol value="agreed"/>',
                               ["Element symbol failed to validate attributes"]),
    "check-without-status": ("check-s003-x59-1", '<f name="status"><symbol value="agrees"/></f>', "",
                             ["Element f failed to validate attributes",
                              "Did not expect element string there"]),
    "no-solution": ("check-s003-x59-1", '<f name="solutions"><numeric value="1"/>',
                    '<f name="solutions"><numeric value="0"/>',
                    ["Element fs has extra content: f"]),
}


@pytest.mark.parametrize("case", SO_EDITS)
def test_standoff_feature_structures_have_the_models_shape(v, so_copy, case):
    """An example's fs is exactly what model.py Example.to_fs writes (features in order, kinds
    and claim keys of the code, a source that is a file name), a check's what standoff.py
    writes (a status of the checker first): anything else is refused, and the message names
    the fs (libxml2 alone says only "standOff has extra content")."""
    fid, old, new, msgs = SO_EDITS[case]
    path, line = edit_fs(so_copy, fid, old, new)
    got = [str(p).replace(str(path), "t.xml") for p in v.check_file(path)[0]]
    assert got == [f"t.xml:{line}: project schema: <fs> {fid!r}: {m}" for m in msgs]


def test_standoff_structure_error_is_the_files(v, so_copy):
    """An error outside the features (an unknown link group) is reported as libxml2 gives it."""
    text = (so_copy / "standoff" / f"{S003}.xml").read_text(encoding="utf-8")
    i = text.index('<linkGrp type="parallels">')
    path = so_copy / "standoff" / "edited.xml"
    path.write_text(text.replace('<linkGrp type="parallels">', '<linkGrp type="echoes">'), encoding="utf-8")
    got = [str(p).replace(str(path), "t.xml") for p in v.check_file(path)[0]]
    # libxml2 names the first link group it cannot fit, which may precede the edited one
    groups = {text.count("\n", 0, m.start()) + 1 for m in re.finditer("<linkGrp ", text[:i + 1])}
    assert len(got) == 1, got
    line, _, msg = got[0].removeprefix("t.xml:").partition(": ")
    assert int(line) in groups and msg == "project schema: Element standOff has extra content: linkGrp"


def test_a_witness_of_any_name_is_valid(tmp_path, tei_all, capsys):
    """`liuren import` takes a witness of any file name (edition/encode/witness.py): its text
    layer's header names w.txt, and its examples' fs give that short name as a symbol
    (model.py: 12 characters or fewer). Both layers pass both schemas. The witness is
    001:1-40, which prints the inline example 001:23 「如乙亥晝占，三傳未卯亥干上子」."""
    from edition.core.edition import create
    from edition.analyse.standoff import validator
    from edition.encode.validate import edition_files
    lines = ED.read_text("001").split("\n")
    assert "如乙亥晝占，三傳未卯亥干上子" in lines[22]
    ed = create(tmp_path / "ed", empty=True)
    w = tmp_path / "w.txt"
    w.write_text("\n".join(lines[:40]) + "\n", encoding="utf-8")
    assert main(["import", str(w), "--edition", str(ed.root)]) == 0
    capsys.readouterr()
    from edition.core.edition import load
    ed = load(ed.root)
    so = parse_file(ed.standoff_path("w")).getroot()
    sources = so.findall(".//{*}fs[@type='example']/{*}f[@name='source']/{*}symbol")
    assert sources and {s.get("value") for s in sources} == {"w.txt"}
    problems = validator(tei_all_path(), ed).run(edition_files(ed)).problems
    assert [str(p) for p in problems] == []


def test_emendation_without_resp(v):
    text, line = mutate('<supplied xml:id="e-000-123-1" resp="#commentary"', '<supplied xml:id="e-000-123-1"')
    msgs = check(v, text)
    assert f"t.xml:{line}: emendation <supplied> 'e-000-123-1' has no @resp" in msgs
    assert any(m.endswith("project schema: Element supplied failed to validate attributes") for m in msgs)
    assert not any("TEI All" in m for m in msgs)  # TEI does not require @resp: the project does


def test_emendation_cert_outside_the_project_scale(v):
    """`unknown` is a TEI certainty but not one of this project's grades (ENCODING.md)."""
    text, line = mutate('cert="high"><sic>', 'cert="unknown"><sic>')
    assert check(v, text) == [
        f"t.xml:{line}: project schema: Element choice failed to validate attributes",
        f"t.xml:{line}: emendation <choice> 'e-000-83-1' has @cert='unknown', not one of high|medium|low",
    ]


def test_checksum_and_line_count(v):
    text, line = mutate("13043dc1", "13043dc2")
    text2, line2 = mutate('quantity="209">209', 'quantity="210">210')
    sha = "13043dc1cea2677c0a01e45e9c1dddbab3e0dd459daf699318a80b7ddadcfd5a"
    assert check(v, text) == [f"t.xml:{line}: sha256 of sources/{SOURCE} is {sha}, "
                              f"the header says 13043dc2{sha[8:]}"]
    assert check(v, text2) == [f"t.xml:{line2}: sources/{SOURCE} has 209 lines, the header says 210"]


def test_header_without_source(v):
    text, line = mutate(f'<idno type="file">{SOURCE}</idno>', '<idno type="file">../etc/passwd</idno>')
    msgs = check(v, text)
    assert f"t.xml:{line}: source file '../etc/passwd' is not a file name of sources/" in msgs


def test_wrong_root():
    text = '<?xml version="1.0"?>\n<TEI xmlns="http://example.org/not-tei"><teiHeader/></TEI>'
    assert check(Validator([], SRC_DIR), text) == [
        "t.xml:2: root element is '{http://example.org/not-tei}TEI', not TEI in namespace "
        "http://www.tei-c.org/ns/1.0"]


def test_missing_file_and_directory(tmp_path):
    v = Validator([], SRC_DIR)
    assert [str(p) for p in v.check_file(tmp_path / "gone.xml")[0]] == [f"{tmp_path / 'gone.xml'}: no such file"]
    assert [str(p) for p in v.check_file(tmp_path)[0]] == [f"{tmp_path}: is a directory, not a TEI file"]


# --- hostile files: nothing is expanded, nothing is fetched -----------------------------------

class Listener:
    """A local TCP port that records every connection: a fetch would show up here."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.05)
        self.port = self.sock.getsockname()[1]
        self.hits = 0
        self._stop = threading.Event()
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    def _run(self):
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.hits += 1
            conn.close()

    def close(self):
        self._stop.set()
        self._t.join()
        self.sock.close()


@pytest.fixture
def listener():
    lst = Listener()
    yield lst
    lst.close()


def test_listener_would_see_a_fetch(listener):
    """The guard itself works: a real connection is counted."""
    with socket.create_connection(("127.0.0.1", listener.port)):
        pass
    for _ in range(100):
        if listener.hits:
            break
        threading.Event().wait(0.01)
    assert listener.hits == 1


def test_external_entity_is_refused_not_expanded():
    problems, _ = Validator([], SRC_DIR).check_file(FIX / "external_entity.xml")
    assert [str(p) for p in problems] == [
        f"{FIX / 'external_entity.xml'}:2: DOCTYPE declarations are not allowed (entities are never resolved)"]
    assert "root:" not in str(problems)


def test_billion_laughs_is_refused_not_expanded():
    problems, n = Validator([], SRC_DIR).check_file(FIX / "billion_laughs.xml")
    # The DOCTYPE is refused before libxml2 reads a single entity declaration.
    assert [str(p) for p in problems] == [
        f"{FIX / 'billion_laughs.xml'}:2: DOCTYPE declarations are not allowed (entities are never resolved)"]
    assert n == 0 and "lollol" not in str(problems)


def test_remote_entity_and_dtd_are_never_fetched(listener, tmp_path):
    url = f"http://127.0.0.1:{listener.port}"
    docs = {
        "entity.xml": f'<!DOCTYPE TEI [<!ENTITY x SYSTEM "{url}/x">]>\n'
                      '<TEI xmlns="http://www.tei-c.org/ns/1.0"><p>&x;</p></TEI>',
        "dtd.xml": f'<!DOCTYPE TEI SYSTEM "{url}/tei.dtd">\n<TEI xmlns="http://www.tei-c.org/ns/1.0"/>',
        "param.xml": f'<!DOCTYPE TEI [<!ENTITY % p SYSTEM "{url}/p.ent"> %p;]>\n'
                     '<TEI xmlns="http://www.tei-c.org/ns/1.0"/>',
    }
    for name, text in docs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        problems, _ = Validator([], SRC_DIR).check_file(tmp_path / name)
        assert [str(p) for p in problems] == [
            f"{tmp_path / name}:1: DOCTYPE declarations are not allowed (entities are never resolved)"]
    assert listener.hits == 0


def test_external_pointer_and_xinclude_are_not_followed(v, listener):
    url = f"http://127.0.0.1:{listener.port}"
    text, line = mutate('role="commentator"', f'role="commentator" facs="{url}/img.png"')
    assert check(v, text) == []
    text, line = mutate("擇一。", f'擇一。<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{url}/x" parse="text"/>')
    msgs = check(v, text)
    assert f"t.xml:{line}: TEI All: Element p has extra content: include" in msgs
    assert listener.hits == 0


def test_schema_with_a_remote_part_is_refused(listener, tmp_path):
    rng = tmp_path / "evil.rng"
    rng.write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0">\n'
                   f'<include href="http://127.0.0.1:{listener.port}/tei_all.rng"/></grammar>',
                   encoding="utf-8")
    with pytest.raises(SchemaError) as e:
        load_schema(rng)
    assert str(e.value) == (f"{rng}:2: schema refers to 'http://127.0.0.1:{listener.port}/tei_all.rng'; "
                            "remote schema parts are never fetched")
    assert listener.hits == 0


def test_too_deep_nesting_is_refused(tmp_path):
    deep = tmp_path / "deep.xml"
    deep.write_text('<TEI xmlns="http://www.tei-c.org/ns/1.0">' + "<div>" * 5000 + "</div>" * 5000 + "</TEI>",
                    encoding="utf-8")
    problems, _ = Validator([], SRC_DIR).check_file(deep)
    assert len(problems) == 1 and problems[0].line == 1
    assert problems[0].message.startswith("not well-formed XML: Excessive depth in document: 256")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(min_value=0, max_value=4000), st.integers(min_value=0, max_value=40),
       st.text(alphabet="<>&\"'/=#:abcp 上擇□（）", max_size=8))
def test_any_edit_gives_problems_not_exceptions(v, start, length, insert):
    """Whatever a hand edit does to the file, validation reports `file:line: message`s."""
    text = valid_text()
    start = min(start, len(text))
    edited = text[:start] + insert + text[start + length:]
    tree = assert_problems_not_exceptions(v, edited)
    if tree is not None and edited == text:
        assert v.check_tree(tree, "t.xml") == []


# --- the schema and the code agree -----------------------------------------------------------

def _schema_list(define: str, rng_path: Path = PROJECT_RNG) -> list[str]:
    """The values a define of a project schema enumerates, in the schema's order."""
    rng = parse_file(rng_path)
    ns = {"r": "http://relaxng.org/ns/structure/1.0"}
    d = rng.find(f".//r:define[@name='{define}']", ns)
    return [v.text for v in d.iterfind(".//r:value", ns)]


def _schema_values(define: str, rng_path: Path = PROJECT_RNG) -> set[str]:
    return set(_schema_list(define, rng_path))


def test_schema_types_and_grades_are_the_emendation_engines():
    from edition.encode import emend
    assert _schema_values("emendation.type") == set(emend.TYPES)
    assert _schema_values("cert") == set(emend.CERTS)


def test_standoff_schema_lists_are_the_codes():
    """The claim keys, example kinds and check statuses that standoff.rng allows are exactly
    model.py CLAIM_KEYS and KINDS and the checker's STATUSES, in the code's order: a key,
    kind or status added to the code and not to the schema (or the reverse) fails here."""
    from edition.analyse.examples.check import STATUSES
    from edition.analyse.examples.model import CLAIM_KEYS, KINDS
    assert _schema_list("claim.key", STANDOFF_RNG) == list(CLAIM_KEYS)
    assert _schema_list("example.kind", STANDOFF_RNG) == list(KINDS)
    assert _schema_list("check.status", STANDOFF_RNG) == list(STATUSES)


def test_schema_division_types_cover_the_curation():
    curation = tomllib.loads((ROOT / "tei" / "curation" / "divisions.toml").read_text(encoding="utf-8"))
    rng = parse_file(PROJECT_RNG)
    ns = {"r": "http://relaxng.org/ns/structure/1.0"}
    div = rng.find(".//r:define[@name='div']//r:attribute[@name='type']", ns)
    allowed = {v.text for v in div.iterfind(".//r:value", ns)}
    assert {d["type"] for d in curation["div"]} <= allowed


# --- finding TEI All -------------------------------------------------------------------------

def test_find_tei_all(tmp_path, monkeypatch):
    rng = tmp_path / "tei_all.rng"
    rng.write_text("<grammar/>", encoding="utf-8")
    assert find_tei_all(rng, environ={}) == rng
    assert find_tei_all(None, environ={"TEI_ALL_RNG": str(rng)}) == rng
    # beside an edition folder: ../shared/tei/tei_all.rng
    from edition.core.edition import Edition
    (tmp_path / "shared" / "tei").mkdir(parents=True)
    (tmp_path / "shared" / "tei" / "tei_all.rng").write_text("<grammar/>", encoding="utf-8")
    import edition.encode.validate.schemas as V
    monkeypatch.setattr(V, "package_root", lambda: tmp_path / "x" / "toolkit")
    monkeypatch.chdir(tmp_path)
    assert find_tei_all(None, environ={}, ed=Edition(tmp_path / "ed")) == \
        tmp_path / "shared" / "tei" / "tei_all.rng"
    # nowhere: None (the command then says TEI All was not checked)
    (tmp_path / "a" / "b").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "a" / "b")
    assert find_tei_all(None, environ={}, ed=Edition(tmp_path / "a" / "b" / "ed")) is None
    with pytest.raises(SchemaError) as e:
        find_tei_all(tmp_path / "nope.rng", environ={})
    assert str(e.value) == f"TEI All schema not found: {tmp_path / 'nope.rng'} (given by --tei-all)"
    with pytest.raises(SchemaError) as e:
        find_tei_all(None, environ={"TEI_ALL_RNG": "/nonexistent/tei_all.rng"})
    assert str(e.value) == "TEI All schema not found: /nonexistent/tei_all.rng (given by TEI_ALL_RNG)"


def test_validate_without_tei_all_says_so(tmp_path, monkeypatch, capsys):
    """No TEI All anywhere: the project schemas are checked and the output says plainly that
    TEI All was not."""
    import edition.encode.validate.schemas as V
    monkeypatch.setattr(V, "tei_all_candidates", lambda ed=None: [tmp_path / "none.rng"])
    monkeypatch.delenv("TEI_ALL_RNG", raising=False)
    code = main(["validate", str(VALID)])
    out, err = capsys.readouterr()
    assert code == 0 and "TEI All was not checked" in err and "(TEI All NOT checked)" in out


def test_bad_schema_file(tmp_path):
    rng = tmp_path / "bad.rng"
    rng.write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0"><start><ref name="x"/></start></grammar>',
                   encoding="utf-8")
    with pytest.raises(SchemaError) as e:
        load_schema(rng)
    assert str(e.value).startswith(f"{rng}: not a usable RELAX NG schema: ")


# --- the command -----------------------------------------------------------------------------

def run(capsys, *args):
    code = main(["validate", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_valid_file(capsys, tei_all):
    code, out, err = run(capsys, VALID)
    n = sum(1 for _ in parse_file(VALID).iter(etree.Element))
    assert code == 0 and err == ""
    assert out.startswith(f"valid: 1 file, {n} elements, project schema tei/schema + TEI All ")
    assert out.count("\n") == 1


def test_cli_invalid_files(capsys, tmp_path, tei_all):
    from edition.cli.common import shown     # relative when the checkout is beside tmp_path
    text, line = mutate('corresp="#p85">', 'corresp="#p86">')
    bad = tmp_path / "bad.xml"
    bad.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, VALID, bad, FIX / "external_entity.xml")
    lines = out.splitlines()
    assert code == 1 and err == ""
    assert lines[:2] == [
        f"{shown(bad)}:{line}: dangling pointer @corresp='#p86': no xml:id 'p86' in this file",
        "tests/fixtures/tei/external_entity.xml:2: DOCTYPE declarations are not allowed (entities are never resolved)",
    ]
    assert lines[2].startswith("invalid: 2 errors in 2 of 3 files, ")


def test_cli_json(capsys, tmp_path, tei_all):
    code = main(["validate", "--json", str(FIX / "not_well_formed.xml")])
    out = json.loads(capsys.readouterr().out)
    assert code == 1
    assert set(out) == {"files", "elements", "seconds", "valid", "tei_all", "errors"}
    assert out["valid"] is False and out["files"] == 1
    assert out["errors"] == [{"file": "tests/fixtures/tei/not_well_formed.xml", "line": 4,
                              "message": "not well-formed XML: Opening and ending tag mismatch: "
                                         "p line 4 and body, line 4, column 34"}]


def test_cli_missing_file_and_directory(capsys, tmp_path):
    code, out, err = run(capsys, tmp_path / "gone.xml")
    assert (code, out, err) == (2, "", f"liuren: {tmp_path / 'gone.xml'}: no such file\n")
    code, out, err = run(capsys, tmp_path)
    assert (code, out, err) == (2, "", f"liuren: {tmp_path}: is a directory, not a TEI file\n")


def test_cli_tei_all_not_found(capsys, tmp_path, monkeypatch):
    code, out, err = run(capsys, VALID, "--tei-all", tmp_path / "nope.rng")
    assert (code, out) == (2, "")
    assert err == f"liuren: TEI All schema not found: {tmp_path / 'nope.rng'} (given by --tei-all)\n"
    monkeypatch.setenv("TEI_ALL_RNG", str(tmp_path / "env.rng"))
    code, out, err = run(capsys, VALID)
    assert (code, out) == (2, "")
    assert err == f"liuren: TEI All schema not found: {tmp_path / 'env.rng'} (given by TEI_ALL_RNG)\n"


def test_default_files_are_the_manifests_sources_and_the_standoff(tmp_path, capsys):
    from edition.core.edition import create
    from edition.encode.validate import edition_files
    ed = create(tmp_path / "ed")
    assert edition_files(ed) == [ed.tei_path(s) for s in ed.sources] + sorted(
        ed.standoff_dir.glob("*.xml"))
    ed.tei_path("000").unlink()
    code, out, err = run(capsys, "--edition", ed.root)
    assert (code, out) == (2, "")
    assert err == f"liuren: {ed.tei_path('000')}: no such file (run `liuren import`)\n"


def test_cli_help():
    assert main(["validate", "--help"]) == 0
