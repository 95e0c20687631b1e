"""edition.core.tei: the one element builder (and its explicit choice for an empty text), text
appending, names and ids, the header parts and the byte layout every TEI writer shares."""
from __future__ import annotations

from lxml import etree

from edition.core import tei
from edition.core.tei import T, XML_ID, XML_ILLEGAL, element, sub


def _text(e) -> str:
    return etree.tostring(e, encoding="unicode")


def test_an_empty_text_is_written_only_when_the_caller_keeps_it():
    """``<x/>`` and ``<x></x>`` are different bytes: the Kanripo writer keeps an empty text
    (keep_empty), the header and stand-off writers leave it out."""
    root = element("TEI")
    sub(root, "a", None, "")
    sub(root, "b", None, "", keep_empty=True)
    sub(root, "c", None, None, keep_empty=True)
    sub(root, "d", None, "甲")
    assert _text(root) == (f'<TEI xmlns="{tei.TEI_NS}"><a/><b></b><c/><d>甲</d></TEI>')


def test_attributes_whose_value_is_none_are_left_out_in_order():
    e = element("note", {XML_ID: "n1", "type": None, "place": "inline"})
    assert list(e.attrib.items()) == [(XML_ID, "n1"), ("place", "inline")]
    assert e.nsmap == {None: tei.TEI_NS}


def test_text_is_appended_in_document_order():
    p = element("p")
    tei.append_text(p, "甲")
    sub(p, "g", {"ref": "#KR1"})
    tei.append_text(p, "乙")
    tei.append_text(p, "")
    tei.append_text(p, "丙")
    assert p.text == "甲" and p[0].tail == "乙丙"


def test_names_pointers_and_ids():
    root = etree.fromstring(f'<TEI xmlns="{tei.TEI_NS}" xmlns:x="urn:x"><p xml:id="p1"/>'
                            '<x:p xml:id="p2"/><!-- c --></TEI>')
    p, xp, comment = root
    assert tei.local(p) == "p" and tei.local(xp) == "{urn:x}p" and tei.local(comment) == ""
    assert tei.root_of(root.getroottree()) is root and tei.root_of(root) is root
    assert tei.ids(root) == {"p1": p, "p2": xp}
    assert tei.ptr_id("#p1") == "p1"
    assert tei.ptr_id("other.xml#p1") is None and tei.ptr_id(None) is None


def test_characters_xml_cannot_hold():
    assert XML_ILLEGAL.findall("a\x00b\tc\x1fd\ufffe\n") == ["\x00", "\x1f", "\ufffe"]


def test_header_parts():
    bibl = element("bibl")
    tei.source_idnos(bibl, "003.txt", "ab12")
    tei.line_extent(bibl, 5)
    assert [(tei.local(e), e.get("type") or e.get("quantity"), e.text) for e in bibl.iter()
            if e is not bibl] == [("idno", "file", "003.txt"), ("idno", "sha256", "ab12"),
                                  ("extent", None, None), ("measure", "5", "5")]
    ts = element("titleStmt")
    rs = tei.resp_stmt(ts, "importer", "TEI conversion", "liuren-edition")
    assert rs.get(XML_ID) == "importer" and [c.text for c in rs] == ["TEI conversion",
                                                                      "liuren-edition"]


def _doc():
    root = element("TEI")
    body = sub(sub(root, "text"), "body")
    p = sub(body, "p", None, "甲")
    sub(p, "g", {"ref": "#KR1"})
    sub(body, "p")
    return root


def test_serialize_indents_the_containers_its_caller_names_only():
    data = tei.serialize(_doc(), lambda e: e.tag in (T + "TEI", T + "text", T + "body", T + "p"))
    assert data.decode() == (
        "<?xml version='1.0' encoding='UTF-8'?>\n"
        f'<TEI xmlns="{tei.TEI_NS}">\n  <text>\n    <body>\n      <p>甲<g ref="#KR1"/></p>\n'
        "      <p/>\n    </body>\n  </text>\n</TEI>\n")
    # mixed content (<p>甲<g/></p>) is never indented; nothing is a container: one line
    assert tei.serialize(_doc(), lambda e: False).count(b"\n") == 2
