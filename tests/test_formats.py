"""edition.encode.formats: witness formats as adapters behind one protocol, registered by name.

The registry finds a format by name, by a raw file and by its text layer; a new format is one
object registered beside the built-ins; the analysis reads the commentary's emendations from
what the encoder wrote (the TEI's back notes and inline elements), never by running the
detector again.
"""
from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from conftest import checkout_edition
from edition.analyse.witness import load_witness
from edition.core import edition as E
from edition.core.tei import parse_bytes
from edition.encode import emend, formats, kanripo, reader
from edition.encode.formats import Entry, Unit, UnknownFormat

ED = checkout_edition()
# a Kanripo juan in small (ENCODING.md *Kanripo witnesses*): a header, a page break, lines with ¶
MANDOKU = ("#+TITLE: 六壬大全\n#+PROPERTY: ID KR3g0031\n#+PROPERTY: JUAN 卷五\n"
           "<pb:KR3g0031_WYG_005-1a>¶\n　欽定四庫全書¶\n凡占(小字/注)之法¶\n")


def test_the_built_in_formats_are_registered_by_name():
    assert {"plain", "kanripo"} <= set(formats.FORMATS)
    assert formats.get("plain").name == "plain" and formats.get("kanripo").name == "kanripo"
    assert formats.DEFAULT == [formats.get("plain")]


def test_an_unknown_format_is_one_line_naming_the_known_ones():
    with pytest.raises(UnknownFormat) as e:
        formats.of(E.Source(id="x", file="x.txt", format="cbeta"))
    assert str(e.value).startswith("source x: format 'cbeta' is not one of ")
    assert "kanripo" in str(e.value) and "plain" in str(e.value) and "\n" not in str(e.value)


def test_a_raw_file_is_detected_by_its_format():
    assert formats.detect(MANDOKU).name == "kanripo"
    assert formats.detect("甲¶\n乙¶\n").name == "kanripo"          # most lines end with ¶
    # the corpus's own format: a heading, then paragraphs (every bundled source is one)
    for s in ED.sources:
        assert formats.detect(ED.read_text(s)).name == "plain", s.id


def test_a_text_layer_is_owned_by_the_format_that_wrote_it():
    for s in ED.sources:
        assert formats.of_layer(reader.load(ED.tei_path(s))).name == "plain", s.id
    root = kanripo.to_tei(kanripo.parse(MANDOKU, "KR3g0031_005.txt"))
    assert formats.of_layer(root).name == "kanripo"
    assert formats.get("kanripo").diplomatic(root) == MANDOKU


def test_the_units_of_a_kanripo_layer_are_its_blocks():
    root = kanripo.to_tei(kanripo.parse(MANDOKU, "KR3g0031_005.txt"))
    fmt = formats.of_layer(root)
    units = fmt.units(root)
    assert not fmt.line_units and formats.get("plain").line_units
    # 欽定四庫全書 (line 5) is the series heading; line 6 a paragraph with its note inline
    assert [(u.line, u.kind, u.text) for u in units] == [
        (5, "head", "欽定四庫全書"), (6, "p", "凡占（小字注）之法")]
    assert units[1].locate(3) == (6, 3)               # 小 is column 3 of the raw line 6
    assert fmt.emendations(root) == []                # a Kanripo text has no commentary


class Lines:
    """A toy format, one module's worth: a file whose first line is ``%lines``."""
    name = "lines-test"
    line_units = True

    def detect(self, text):
        return text.startswith("%lines\n")

    def owns(self, root):
        return False

    def entry(self, path, text, folder=None):
        return Entry(text.split("\n")[1])


def test_a_new_format_is_one_registered_object():
    fmt = formats.register(Lines())
    try:
        assert formats.get("lines-test") is fmt
        assert formats.detect("%lines\n題\n").name == "lines-test"
        assert formats.detect("題\n\n甲\n").name == "plain"       # the others are unchanged
        assert formats.of(E.Source(id="t", file="t.txt", format="lines-test")) is fmt
        assert fmt.entry(Path("t.txt"), "%lines\n題\n").title == "題"
    finally:
        del formats.FORMATS["lines-test"]


def test_a_book_is_what_the_format_says():
    kr = E.Source(id="KR3g0031_005", file="KR3g0031_005.txt", format="kanripo")
    assert formats.book(kr) == "KR3g0031"
    assert list(formats.books(ED)) == ED.ids               # each plain text its own book


# --------------------------------------------------------------------------- emendations

FIELDS = [f.name for f in fields(emend.Emendation) if f.name != "note"]


@pytest.mark.parametrize("sid", ED.ids)
def test_emendation_records_read_from_the_tei_are_the_encoders(sid):
    """Every record of the commentary's emendations (emend.find_emendations over the raw
    source and the curated table, which the encoder wrote into the TEI) is read back from the
    text layer, field by field: the printed and proposed readings, the lines, the clause and
    the offset of the printed reading in its line."""
    found = emend.find_emendations(ED.source(sid).key, ED.read_text(sid).split("\n"),
                                   curation_path=ED.curation("emendations"))
    read = reader.emendation_records(reader.load(ED.tei_path(sid)))
    assert [r.id for r in read] == [r.id for r in found]
    for a, b in zip(found, read):
        assert {k: getattr(a, k) for k in FIELDS} == {k: getattr(b, k) for k in FIELDS}, a.id
        assert (a.note or None) == b.note, a.id


def test_the_analysis_reads_the_emendations_the_tei_encodes(tmp_path):
    """A text layer whose emendation is edited by hand: the analysis sees the edit (it reads
    the TEI), not what the detector would find in the raw source."""
    w = load_witness(ED, "000")
    first = w.emendation_records[0]
    assert [(r.id, r.start) for r in w.emendation_records] == [
        (r.id, r.start) for r in reader.emendation_records(w.tree)]
    data = ED.tei_path("000").read_bytes().replace(
        f'xml:id="c.{first.id}"'.encode(), b'xml:id="c.edited"')
    got = formats.get("plain").emendations(parse_bytes(data))
    assert got[0].id == "edited" and got[0].sic == first.sic


def test_units_of_a_plain_layer_are_its_lines():
    w = load_witness(ED, "003")
    units = w.units()
    assert all(isinstance(u, Unit) for u in units) and w.line_units
    assert [u.line for u in units] == [p.line for p in w.passages]
    assert units[0].kind == "head" and units[0].line == 1
