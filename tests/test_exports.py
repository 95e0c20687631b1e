"""Books brought as a program's output rather than a transcription: a case database exported in
long format (edition/analyse/examples/longform.py) and a scanned book's OCR as hOCR
(edition/analyse/examples/hocr.py). The casts are computed by the engine (甲子日亥將卯時: 三傳
戌午寅, 重審; 乙丑日申將子時: 巳丑酉); each file is written here as its program writes it."""
from __future__ import annotations

import contextlib
import io
import json

from edition.cli import main

LONG = """案號,出處,欄位,值,備註
1,原書,日,甲子,
1,原書,月將,亥,
1,原書,占時,卯,
2,原書,日,乙丑,
1,原書,初傳,戌,
1,原書,中傳,午,
1,原書,末傳,寅,
1,原書,課名,重審,
2,原書,月將,申,
2,原書,占時,子,
2,原書,初傳,巳,
2,原書,中傳,丑,
2,原書,末傳,亥,
2,校正,末傳,酉,"原書作亥，據推算改"
2,原書,問事,"婚姻, 可成",
"""

WORD = "<span class='ocrx_word' title='bbox 0 0 1 1; x_wconf {c}'>{w}</span>"
HOCR = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml">
 <head><title>scan</title><meta name='ocr-system' content='tesseract 5.3.0' /></head>
 <body>
  <div class='ocr_page' id='page_1' title='bbox 0 0 1000 1400'>
   <p class='ocr_par'>
    <span class='ocr_line' title="bbox 100 100 900 130">
     {a}
    </span>
    <span class='ocr_line' title="bbox 100 140 900 170">
     {b}
    </span>
   </p>
  </div>
 </body>
</html>
"""


def _checked(tmp_path, name: str, text: str) -> dict[int, dict]:
    folder = tmp_path / "ed"
    assert main(["init", "--empty", str(folder)]) == 0
    book = tmp_path / name
    book.write_text(text, encoding="utf-8")
    assert main(["import", str(book), "--edition", str(folder)]) == 0
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["check", "--edition", str(folder), "--json"]) == 0
    return {f["line"]: f for f in json.loads(out.getvalue())}


def test_a_long_table_s_cases_are_read_by_their_ids(tmp_path):
    """Each case (its rows anywhere in the file) said as a row of a wide table on the line of its
    first row; a field two sources give (原書, 校正) read as the book's value and its correction;
    a field no column reads (問事, its value quoted with a comma) passed over."""
    found = _checked(tmp_path, "cases_long.csv", LONG)
    assert sorted(found) == [2, 5]
    a, b = found[2], found[5]
    assert a["status"] == "agrees" and a["printed"]["transmissions"] == list("戌午寅")
    assert a["printed"]["names"] == ["重審"]
    assert b["status"] == "printed-error-corrected" and b["printed"]["transmissions"] == list("巳丑亥")
    assert b["corrected"]["transmissions"] == list("巳丑酉")


def test_an_ocr_line_with_a_word_read_at_low_confidence_accuses_nothing(tmp_path):
    """Each OCR line one line of the book, its words joined, where it opens in the file; a line
    holding a word read with low confidence (x_wconf 41) binds its cast without certainty: its
    disagreement (a 末傳 the OCR read 子 for 酉) is `unresolved`, never the book's error, while the
    same slip read with confidence is flagged."""
    a = "".join(WORD.format(c=95, w=w) for w in ("甲子日亥將", "卯時三傳", "戌午寅"))
    slip = "".join(WORD.format(c=c, w=w) for c, w in ((93, "乙丑日申將子時三傳巳"), (41, "丑"),
                                                      (90, "子")))
    found = _checked(tmp_path / "d", "scan.hocr", HOCR.format(a=a, b=slip))
    assert [(n, f["status"]) for n, f in sorted(found.items())] == [(7, "agrees"), (10, "unresolved")]
    assert "low confidence" in found[10]["printed"]["binding"]["why"]
    sure = "".join(WORD.format(c=90, w=w) for w in ("乙丑日申將子時三傳巳", "丑", "子"))
    found = _checked(tmp_path / "s", "scan.hocr", HOCR.format(a=a, b=sure))
    assert found[10]["status"] == "printed-error-new"
