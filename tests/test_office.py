"""A transcription brought as a word processor's document (edition/encode/office.py): a Word
file (.docx, Office Open XML) or an OpenDocument text (.odt), its supervisor's emendations as
tracked changes, queries as comments, 校記 as footnotes. The documents are written here, part
by part, as Word and LibreOffice write them (the elements of ECMA-376 Part 1 §17 and ODF 1.3
§5, §6 and §5.5 tracked changes); the casts in them are computed by the engine (甲子日亥將寅時:
三傳 午卯子, 元首; 丙寅日申將戌時: 丑亥酉), so every expectation is the engine's or the
document's own words."""
from __future__ import annotations

import contextlib
import io
import json
import zipfile

import pytest

from edition.cli import main
from edition.encode import epub, office

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
ODF = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
       'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
       'xmlns:dc="http://purl.org/dc/elements/1.1/"')
WHO = 'w:author="王師" w:date="2024-03-01T09:00:00Z"'


def _r(t: str) -> str:
    return f'<w:r><w:rPr><w:rFonts w:eastAsia="宋体"/></w:rPr><w:t xml:space="preserve">{t}</w:t></w:r>'


def _del(t: str, i: int = 1) -> str:
    return f'<w:del w:id="{i}" {WHO}><w:r><w:delText>{t}</w:delText></w:r></w:del>'


def _ins(t: str, i: int = 2) -> str:
    return f'<w:ins w:id="{i}" {WHO}><w:r><w:t>{t}</w:t></w:r></w:ins>'


def _p(*parts: str) -> str:
    return "<w:p>" + "".join(parts) + "</w:p>"


def _docx(path, body: str, comments: str = "", footnotes: str = "") -> None:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", f'<?xml version="1.0" encoding="UTF-8"?><w:document '
                   f'xmlns:w="{W}"><w:body>{body}<w:sectPr/></w:body></w:document>')
        if comments:
            z.writestr("word/comments.xml", f'<w:comments xmlns:w="{W}">{comments}</w:comments>')
        if footnotes:
            z.writestr("word/footnotes.xml", f'<w:footnotes xmlns:w="{W}"><w:footnote '
                       f'w:type="separator" w:id="-1"><w:p/></w:footnote>{footnotes}</w:footnotes>')


BODY = "".join([
    _p(_r("六壬課例校注")),
    # a 傳 the supervisor changed (its run split in the word, as Word splits it; a proofing mark)
    _p(_r("甲子日亥將加寅時，三傳午"), '<w:proofErr w:type="spellStart"/>', _r("卯"), _del("午"),
       _ins("子"), '<w:bookmarkStart w:id="0" w:name="a"/>', _r("，名元首。")),
    # a footnote's 校記 and a soft line break inside the paragraph
    _p(_r("丙寅日申將戌時，"), '<w:r><w:br/></w:r>', _r("三傳丑亥"), _r("酉"),
       '<w:r><w:footnoteReference w:id="1"/></w:r>', _r("。")),
    # a comment on a cast
    _p('<w:commentRangeStart w:id="0"/>', _r("又丙寅日申將戌時，三傳丑亥未。"),
       '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>'),
    # a table of casts
    "<w:tbl>" + "".join(
        "<w:tr>" + "".join(f"<w:tc><w:p>{_r(c)}</w:p></w:tc>" for c in row) + "</w:tr>"
        for row in (("日辰", "月將", "占時", "三傳"), ("甲子", "亥", "寅", "午卯子"))) + "</w:tbl>",
])
COMMENTS = f'<w:comment w:id="0" w:author="李生" w:initials="L"><w:p>{_r("末傳當作酉")}</w:p></w:comment>'
FOOTNOTES = f'<w:footnote w:id="1"><w:p>{_r("原刻作「酉」，與推算合。")}</w:p></w:footnote>'


def test_a_word_document_is_read_as_text_in_the_notations_a_plain_book_has(tmp_path):
    doc = tmp_path / "jiaozhu.docx"
    _docx(doc, BODY, COMMENTS, FOOTNOTES)
    text, said = office.text_of(doc.read_bytes())
    lines = text.split("\n")
    assert lines[0] == "六壬課例校注"
    # the print kept, the supervisor's change beside it as a corrector's mark
    assert lines[1] == "甲子日亥將加寅時，三傳午卯午〔校改：子〕，名元首。"
    # a soft line break a new line; the footnote's mark where it is referenced
    assert lines[2:4] == ["丙寅日申將戌時，", "三傳丑亥酉[^1]。"]
    assert lines[4:6] == ["又丙寅日申將戌時，三傳丑亥未。", "【批注】李生：末傳當作酉"]
    assert lines[6:8] == ["日辰\t月將\t占時\t三傳", "甲子\t亥\t寅\t午卯子"]
    assert "[^1]: 原刻作「酉」，與推算合。" in lines
    assert "1 tracked change(s) by 王師" in said and "1 comment(s)" in said and "1 footnote(s)" in said


@pytest.mark.parametrize("old,new,line,after", [
    ("午", "子", "午〔校改：子〕", None),                      # a word for a word
    ("三傳午卯午", "三傳午卯子", "三傳午卯午〔校改：子〕", None),      # the words both share set apart
    ("中太陰", "中太常", "中太陰〔校改：太常〕", None),            # a general's name changed whole
    ("", "亥", "", "【修訂】補「亥」"),                          # a word added: a proposal
    ("子", "", "子", "【修訂】刪「子」"),                         # a word struck out: a proposal
    ("甲子日亥將", "丙寅日申將", "甲子日亥將", "【修訂】「甲子日亥將」改作「丙寅日申將」"),   # too long
])
def test_a_tracked_change_is_said_in_the_print_s_words(old, new, line, after):
    assert office.change_marks(old, new) == (line, after)


def test_an_opendocument_text_is_read_like_a_word_document(tmp_path):
    changes = ('<text:tracked-changes><text:changed-region text:id="c1"><text:deletion>'
               '<office:change-info><dc:creator>王師</dc:creator></office:change-info>'
               '<text:p>午</text:p></text:deletion></text:changed-region>'
               '<text:changed-region text:id="c2"><text:insertion><office:change-info>'
               '<dc:creator>王師</dc:creator></office:change-info></text:insertion>'
               '</text:changed-region></text:tracked-changes>')
    body = ('<text:h text:outline-level="1">六壬課例</text:h>'
            '<text:p>甲子日亥將加寅時，三傳午卯<text:change text:change-id="c1"/>'
            '<text:change-start text:change-id="c2"/>子<text:change-end text:change-id="c2"/>'
            '，名元首。<office:annotation><dc:creator>李生</dc:creator><text:p>是</text:p>'
            '</office:annotation></text:p>'
            '<text:p>丙寅日申將戌時，<text:s text:c="2"/>三傳丑亥酉<text:note text:id="n1" '
            'text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>'
            '<text:p>原刻如此。</text:p></text:note-body></text:note>。</text:p>')
    doc = tmp_path / "liyi.odt"
    with zipfile.ZipFile(doc, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        z.writestr("content.xml", f'<?xml version="1.0" encoding="UTF-8"?><office:document-'
                   f'content {ODF}><office:body><office:text>{changes}{body}</office:text>'
                   f'</office:body></office:document-content>')
    text, said = office.text_of(doc.read_bytes())
    assert text.split("\n")[:4] == ["六壬課例", "甲子日亥將加寅時，三傳午卯午〔校改：子〕，名元首。",
                                    "【批注】李生：是", "丙寅日申將戌時，  三傳丑亥酉[^1]。"]
    assert "[^1]: 原刻如此。" in text and "OpenDocument" in said


def _check(folder) -> list[dict]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["check", "--edition", str(folder), "--json"]) == 0
    return json.loads(out.getvalue())


def test_an_imported_document_is_checked_its_changes_weighed_as_proposals(tmp_path, capsys):
    """`liuren import` of a .docx stores its text (sources/<stem>.txt, the print with the marks),
    says what it did in one warning naming the file, and `liuren check` weighs each change as a
    corrector's proposal: the 午 the supervisor changed to 子 is the book's slip, corrected."""
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    doc = tmp_path / "jiaozhu.docx"
    _docx(doc, BODY, COMMENTS, FOOTNOTES)
    capsys.readouterr()
    assert main(["import", str(doc), "--edition", str(folder)]) == 0
    err = [x for x in capsys.readouterr().err.splitlines() if "warning" in x]
    assert len(err) == 1 and f"{doc}:1: a Word document (.docx): read as text" in err[0]
    stored = folder / "sources" / "jiaozhu.txt"
    assert stored.read_text(encoding="utf-8") == office.text_of(doc.read_bytes())[0]
    assert not (folder / "sources" / "jiaozhu.docx").exists()
    found = {f["line"]: f for f in _check(folder)}
    assert found[2]["status"] == "printed-error-corrected"
    assert "〔校改：子〕" in found[2]["correction"] and found[2]["corrected"]["transmissions"] == list("午卯子")
    # the comment's 「末傳當作酉」 under the cast printing 未 is a proposal weighed like a margin note's
    assert found[5]["corrected"]["transmissions"] == list("丑亥酉")
    assert found[5]["status"] == "printed-error-corrected"


@pytest.mark.parametrize("raw,said", [
    (b"PK\x03\x04" + b"\x00" * 40, "a damaged zip archive"),
    (office.OLE + b"\x00" * 64, "a legacy binary Word (.doc)"),
])
def test_a_document_that_cannot_be_read_is_one_line(tmp_path, capsys, raw, said):
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    bad = tmp_path / "bad.docx"
    bad.write_bytes(raw)
    capsys.readouterr()
    assert main(["import", str(bad), "--edition", str(folder)]) != 0
    err = capsys.readouterr().err
    assert f"bad.docx: {said}" in err and "Traceback" not in err and err.count("\n") == 1


def test_a_zip_that_is_no_document_and_a_document_that_does_not_parse_are_one_line(tmp_path, capsys):
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    other = tmp_path / "pics.zip"
    with zipfile.ZipFile(other, "w") as z:
        z.writestr("a.txt", "甲子日")
    broken = tmp_path / "broken.docx"
    with zipfile.ZipFile(broken, "w") as z:
        z.writestr("word/document.xml", "<w:document><w:body>")
    for path, said in ((other, "no Word (.docx), OpenDocument text (.odt) or EPUB"),
                       (broken, "its word/document.xml cannot be read")):
        capsys.readouterr()
        assert main(["import", str(path), "--edition", str(folder)]) != 0
        err = capsys.readouterr().err
        assert said in err and "Traceback" not in err and err.count("\n") == 1


def test_a_margin_note_under_a_cast_that_prints_no_transmissions_corrects_nothing(tmp_path):
    """Found by the first document read here: a margin note 「末傳當作寅」 under a cast that prints
    its day, 將 and 時 only stopped the checker (an internal error); it corrects nothing."""
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    book = tmp_path / "meipi.txt"
    book.write_text("眉批本\n\n丁卯日子將巳時占。\n【眉批】末傳當作寅\n", encoding="utf-8")
    assert main(["import", str(book), "--edition", str(folder)]) == 0
    (f,) = _check(folder)
    assert f["line"] == 3 and f["corrected"] is None and f["status"] == "not-checkable"


XH = ('<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" '
      'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>t</title></head><body>{}</body></html>')


def _epub(path, docs: dict[str, str], spine: list[str]) -> None:
    """An EPUB 3 as a publisher writes it: 「mimetype」 first and stored, the container, the
    package document (manifest and spine, in another order), the XHTML documents."""
    items = "".join(f'<item id="{k}" href="text/{k}.xhtml" media-type="application/xhtml+xml"/>'
                    for k in docs)
    refs = "".join(f'<itemref idref="{k}"/>' for k in spine)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        z.writestr("META-INF/container.xml", '<container xmlns="urn:oasis:names:tc:opendocument:'
                   'xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/c.opf" '
                   'media-type="application/oebps-package+xml"/></rootfiles></container>')
        z.writestr("OEBPS/c.opf", f'<package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
                   f'<manifest>{items}</manifest><spine>{refs}</spine></package>')
        for k, body in docs.items():
            z.writestr(f"OEBPS/text/{k}.xhtml", XH.format(body))


def test_an_epub_is_read_in_its_spine_s_order_its_notes_as_footnotes(tmp_path):
    """A reprint as an EPUB: its chapters in the spine's order (not the manifest's), a document
    the spine leaves out (an advertisement) no text, a note reference a footnote's mark and the
    note (an <aside epub:type="footnote">, an endnote in another document) its definition, a
    ruby's reading and soft hyphens no text, a table's row one line; a punctuated edition's
    「（午）〔亥〕」 the editor's proposal for the printed word (.diplomatic)."""
    doc = tmp_path / "dianjiao.epub"
    _epub(doc, {
        "ad": "<p>新書預告：甲子日亥將寅時，三傳午卯子。</p>",
        "c2": ('<h2>二</h2><p>壬午日，申將加辰時，晝占。三傳未（午）〔亥〕卯，朱雀、天空、太陰乘之。'
               '<a epub:type="noteref" href="notes.xhtml#e1">［一］</a></p>'
               '<table><tr><th>日辰</th><th>三傳</th></tr><tr><td>甲子</td><td>午卯子</td></tr></table>'),
        "c1": ('<h1>一</h1><p><ruby>丙寅<rt>bǐngyín</rt></ruby>日申將戌時，三\u00ad傳丑亥酉'
               '<a epub:type="noteref" href="#n1">［一］</a>。<br/>又一例。</p>'
               '<aside epub:type="footnote" id="n1"><p>［一］原刻作「戌」。</p></aside>'),
        "notes": '<h2>校記</h2><ol epub:type="endnotes"><li id="e1"><p>「午」當作「亥」。</p></li></ol>',
    }, ["c1", "c2", "notes"])
    text, said = epub.text_of(doc.read_bytes())
    lines = text.split("\n")
    assert lines[:6] == ["一", "丙寅日申將戌時，三傳丑亥酉[^1]。", "又一例。", "二",
                         "壬午日，申將加辰時，晝占。三傳未（午）〔亥〕卯，朱雀、天空、太陰乘之。[^2]",
                         "日辰\t三傳"]
    assert "[^1]: 原刻作「戌」。" in lines and "[^2]: 「午」當作「亥」。" in lines
    assert "新書預告" not in text and "bǐngyín" not in text and "1 soft hyphen" in said
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    assert main(["import", str(doc), "--edition", str(folder)]) == 0
    found = {f["line"]: f for f in _check(folder)}
    assert found[5]["status"] == "printed-error-corrected"
    assert found[5]["corrected"]["transmissions"] == list("未亥卯")
