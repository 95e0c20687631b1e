"""An e-text in Aozora Bunko's notation (a Japanese 書き下し edition of a Chinese book, a round-46
red-team book, tests/data/redteam/liuren_aozora.txt), read with every offset kept, before its
kana are (:func:`edition.core.normalize.kanbun`):

* the block that explains its marks (between its lines of dashes, :4-17) and the colophon
  (「底本：…」 to the end) are no text;
* ruby (「丙寅《ひのえとら》の日」, 「｜天罡《てんかう》」) and the editor's marks (「［＃（ヲ）］」 okurigana,
  「［＃レ］」 「［＃二］」 返り点, 「［＃「重審」に傍点］」, 「［＃３字下げ］」) are read through: each taken out, the
  rest of its clause moved up, the room left at the clause's end (:func:`.diplomatic._moved`);
* a few phrases of the Japanese reading are said in the Chinese order the grammar reads (「子の時に
  小吉を加へて」 「小吉加子時」, :80; 「發用は戌にして天空に乘じ、午に傳へて白虎、寅に終りて六合なり」
  「三傳戌午寅，天空、白虎、六合」, :56; 「三傳も亦た亥・卯・未」 「三傳亥・卯・未」, :114), the rest of the
  line as it is (its kana are read through after);
* an emendation 「亥［＃「亥」は底本では「子」］」 (:51: the edition reads 亥 where its base text printed
  子) reads as the base text's word with the edition's correction, 「子（子當作亥）」: the print is
  the base text's, the correction the editor's (it may be wrong: :98).
"""
from __future__ import annotations

from .diplomatic import _moved
from .vocab import _GFULL, _JN, BRANCHES, BV, STEMS
from edition.core.patterns import compiled

_MARK = compiled(r"［＃[^［］]*］|《[^《》]*》|｜")
_EMEND = compiled(r"［＃「(?P<x>[^「」]{1,4})」は底本では「(?P<y>[^「」]{1,4})」］")
_RULE = compiled(r"^-{10,}\s*$")
_G = rf"(?:{_GFULL})"
# a day's emendation stands before its 日 (「癸卯《みづのとう》［＃「癸卯」は底本では「癸酉」］の日」, :75): the
# note after the 日, the day read as a day
_DAY_NOTE = compiled(rf"(?P<d>[{STEMS}][{BRANCHES}])(?P<s0>[　\s]*)(?P<n>（[^）]{{2,12}}當作[^）]{{2,12}}）)"
                          rf"(?P<s>[　\s]*(?:の)?)日")
_READINGS = (
    (compiled(rf"(?P<h>[{BV}])の時に(?P<j>{_JN}|[{BV}])を加[へふ]"), "{j}加{h}時"),
    (compiled(rf"發用は(?P<a>[{BV}])にして(?P<g1>{_G})に乘じ、(?P<b>[{BV}])に傳へて(?P<g2>{_G})、"
                   rf"(?P<c>[{BV}])に終りて(?P<g3>{_G})"), "三傳{a}{b}{c}，{g1}、{g2}、{g3}"),
    (compiled(r"三傳も亦た"), "三傳"),
)


def is_aozora(lines: list[str]) -> bool:
    """Whether ``lines`` are in Aozora Bunko's notation (its marks 「［＃」 three times or more, and
    ruby 「《…》」)."""
    return (sum(t.count("［＃") for t in lines) >= 3 and any("《" in t and "》" in t for t in lines))


def read(lines: list[str]) -> list[str]:
    """``lines`` read through their notation (module doc)."""
    out = list(lines)
    rules = [n for n, t in enumerate(lines) if _RULE.match(t)]
    if len(rules) >= 2:
        for n in range(rules[0], rules[1] + 1):
            out[n] = " " * len(lines[n])
    colophon = next((n for n, t in enumerate(lines) if t.startswith("底本：")), len(lines))
    for n in range(len(lines)):
        out[n] = " " * len(lines[n]) if n >= colophon else _line(out[n])
    return out


def _line(t: str) -> str:
    for m in reversed(list(_EMEND.finditer(t))):
        t = _emended(t, m)
    for m in reversed(list(_MARK.finditer(t))):
        t = _moved(t, m.start(), m.end(), "")
    t = _DAY_NOTE.sub(lambda m: m["d"] + "日" + m["n"] + "　" * (len(m["s0"]) + len(m["s"])), t)
    for rx, said in _READINGS:
        for m in reversed(list(rx.finditer(t))):
            words = said.format(**m.groupdict())
            if len(words) <= m.end() - m.start():
                t = t[:m.start()] + words + "　" * (m.end() - m.start() - len(words)) + t[m.end():]
    return t


def _emended(t: str, m) -> str:
    """The base text's word where the edition prints its correction, the note in the mark's
    room (module doc)."""
    x, y = m["x"], m["y"]
    at = t.rfind(x, 0, m.start())
    diff = [(a, b) for a, b in zip(x, y) if a != b] if len(x) == len(y) else []
    if len(x) == 2 and x[0] in STEMS and diff and diff[0][0] in STEMS:
        # (a day whose stem the edition changed: no note the checker reads says it, 「乙亥［＃「乙亥」
        # は底本では「丁亥」］」; the edition's day read as printed, a review of the change,
        # tests/data/review_round46/rv46_aozora.txt:20, where the base text's was accused)
        return t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():]
    # (a word that differs in one character is noted by it: 「癸卯」 for 「癸酉」, 「（酉當作卯）」)
    note = (f"（{diff[0][1]}當作{diff[0][0]}）" if len(diff) == 1 and diff[0][0] in BRANCHES
            and diff[0][1] in BRANCHES else f"（{y}當作{x}）")
    if at < 0 or len(x) != len(y) or len(note) > m.end() - m.start():
        return t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():]
    t = t[:at] + y + t[at + len(x):]
    return t[:m.start()] + note + " " * (m.end() - m.start() - len(note)) + t[m.end():]


__all__ = ["is_aozora", "read"]
