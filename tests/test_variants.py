"""An editor's note that proposes another reading of a word of its cast (edition/analyse/
examples/variants.py) is checked as a proposed correction: the red-team book in 六壬大全's WYG
manner (tests/data/redteam/KR3g9988) prints three misprints its notes correct and two right
readings its notes would spoil."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

from edition.analyse import run as analysis_run
from edition.analyse.examples.variants import variants, with_variant
from edition.cli import main
from edition.core import edition as E

BOOK = Path(__file__).parent / "data" / "redteam" / "KR3g9988"


def test_the_notes_that_propose_a_reading():
    t = "三傳申亥辰（一本作寅）申乘青龍"
    (v,) = variants(t)
    assert (v.printed, v.proposed, t[v.start]) == ("辰", "寅", "辰")
    assert with_variant(t, v).startswith("三傳申亥寅（")
    (v,) = variants("三傳未酉卯（酉字疑亥之訛）未乘朱雀")
    assert (v.printed, v.proposed) == ("酉", "亥")
    (v,) = variants("辰乘太隂（案太隂當作天后）酉乘勾陳")
    assert (v.printed, v.proposed) == ("太陰", "天后")
    # the printed word already the reading the note keeps: nothing proposed
    assert variants("辰加卯下賊上為用（辰舊本作戌誤）") == []
    assert variants("（四仲即與桃花咸池煞同一本春寅夏午秋酉冬子）") == []


def test_a_misprint_its_note_corrects_is_corrected_and_a_wrong_note_disputed(tmp_path):
    folder = tmp_path / "ed"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(["init", "--empty", str(folder)]) == 0
        assert main(["import", str(BOOK), "--edition", str(folder)]) == 0
    fs = {f.example.line: f for f in analysis_run.load(E.load(folder)).findings
          if f.example.source.startswith("KR3g9988")}
    # KR3g9988_013.txt:194 「三傳申亥辰（一本作寅）」 (the engine: 申亥寅), :201 「未酉卯（酉字疑亥之
    # 訛）」 (未亥卯), :203 「辰乘太隂（案太隂當作天后）」 (天后)
    for line in (194, 201, 203):
        assert fs[line].status == "printed-error-corrected", (line, fs[line].status)
        assert "the book's note" in fs[line].example.correction
    # :196 「亥子丑（一本作寅）」 and :205 「戌酉申（申字疑寅之訛）」: the print is right
    for line in (196, 205):
        assert fs[line].status == "correction-disputed", (line, fs[line].status)


def test_a_correction_of_one_of_two_casts_named_as_the_former():
    """「前例末傳當作“戌”，後例不誤」 after two casts quoted side by side
    (tests/data/review_round32/b1_prose.txt:5): the text's own correction of the first cast's
    末傳; a lone 「前例…當作」 is another cast's, not read."""
    t = "《甲書》：“丁丑日午將巳時，三傳申酉亥。”《乙書》：“戊申日卯將丑時，三傳子寅辰。”前例末傳當作“戌”，後例不誤。"
    (v,) = variants(t)
    assert (v.printed, v.proposed, v.start) == ("亥", "戌", t.index("申酉亥") + 2)
    (v,) = variants(t.replace("前例末傳當作“戌”，後例不誤", "前例不誤，後例中傳當作“午”"))
    assert (v.printed, v.proposed, v.start) == ("寅", "午", t.index("子寅辰") + 1)
    assert variants("“戊申日卯將丑時，三傳子寅辰。”前例末傳當作“戌”。") == []
