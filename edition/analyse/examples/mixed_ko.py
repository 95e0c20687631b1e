"""A Korean book's casts: Korean prose with the terms in hanja (a red-team modern textbook,
「예1) 甲子日 寅時에 점을 쳤는데 정월이라 亥將(登明)을 쓴다」, 「三傳은 午·卯·子가 되니 元首課이다」).

The readers of running text read classical Chinese. A Korean line is given to them as its
**hanja reading**, character for character (offsets hold, citations are the line's):

* a day in hangul with 일 is its hanja (「갑자일」 → 甲子日), and on such a line the hour with 시 and
  the 將 with 장 (「오시」 → 午時, 「오장」 → 午將): a stem's or a branch's syllable only there, where
  nothing else is meant;
* 낮 and 밤 standing alone are 晝 and 夜; a month 「4월」, 「정월」 is 四月, 正月; 후 after a solar
  term is 後 (「小滿 후」: the 將 by the term); 「·」 between branches is 、;
* a particle after a label (「三傳은」) is a space, which the readers pass over; any other Korean
  word or particle is a pause (「，」): a particle marks a role the Chinese order does not keep
  (「午가 酉를 賊한다」, 酉 the upper), so the words around it are never read as one form;
* a sentence that refuses or supposes (잘못, 아니, 않, 틀리; 만약, 만일, …라면/다면) is left out
  whole: what it says is not the book's cast, and a Korean refusal is not read as one.

What the reading cannot say in hanja (the 三傳 in hangul 「유·축·사」) stays unread.
"""
from __future__ import annotations

import regex

from edition.core.text import language
from engine import lexicon as lx

_STEM_KO = dict(zip(lx.STEMS_KO, lx.STEMS))
_BRANCH_KO = dict(zip(lx.BRANCHES_KO, lx.BRANCHES))
_HANGUL = r"\p{Hangul}"
_DAY_KO = regex.compile(rf"(?<!{_HANGUL})([{lx.STEMS_KO}])([{lx.BRANCHES_KO}])일")
# the hour and the 將 in hangul only in the run 「갑자일 오시에 오장」 (day, hour, 將 one after the
# other): elsewhere 신장 is 神將, 사시 四時, 인장 印章 (a review of the change found 「신장은 天后를
# 보라」 read as 申將, and a correct cast accused)
_RUN_KO = regex.compile(rf"(?<!{_HANGUL})([{lx.STEMS_KO}])([{lx.BRANCHES_KO}])일[\s,]*"
                        rf"(?:([{lx.BRANCHES_KO}])시(?:에|,)?(?:[\s,]*([{lx.BRANCHES_KO}])장(?=이다|이며|이니|이고|이라|을|를|은|는|이|가|으로|로|에|[^\p{{Hangul}}]|$))?)?")
_NUMS = {1: "正", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九",
         10: "十", 11: "十一", 12: "十二"}
_MONTH_KO = regex.compile(r"(?<!\d)(1[0-2]|[1-9])월|정월")
_DAY_NIGHT = regex.compile(rf"(?<!{_HANGUL})(낮|밤)(?=에|이|의|으로|점|[\s,.]|$)")
_TERMS = "|".join(sorted((w.word for w in lx.SOLAR_TERMS), key=len, reverse=True))
_AFTER_TERM = regex.compile(rf"(?<=(?:{_TERMS})\s?)후")
_RUN = regex.compile(rf"{_HANGUL}+")
_SENTENCE = regex.compile(r"[^.。!?]*(?:[.。!?]|$)")
_REFUSES = regex.compile(r"잘못|아니|아닌|아님|아닙|않|틀리|틀린|틀렸|틀림|오류|그르|그릇|착각|오인|오해"
                         r"|만약|만일|라면|다면|가령")
_DAY_HANJA = regex.compile(rf"[{lx.STEMS}][{lx.BRANCHES}](?:[(（][\p{{Hangul}}\s]{{1,8}}[)）])?日")
_DOT = regex.compile(rf"(?<=[{lx.BRANCHES}])·(?=[{lx.BRANCHES}])")
# a particle after a label is the label's (「三傳은 午·卯·子」, 「干上 寅이」 is 干上 then 寅): passed over;
# any other particle marks a role the Chinese word order would not keep (「三課에서도 午가 酉를 賊한다」:
# 酉 is the upper, 午 the lower), so it is a pause and the two words are not read as one form
_LABEL = regex.compile(r"(?:三傳|初傳|中傳|末傳|干上|支上|日上|辰上|四課|天將|課式|[一二三四]課)$")


def korean_book(lines: list[str]) -> bool:
    """A book written in Korean: twice as many Korean lines as Chinese ones, or four times as
    many as Chinese sentences (its Chinese lines being chart rows: a red-team case collection).
    The bundled texts and a scholar's transcription in their format pair each Chinese passage
    with its translation: those Korean lines restate the Chinese, and are not read for casts."""
    ko = sum(1 for x in lines if x.strip() and language(x) == "ko")
    zh = [x for x in lines if x.strip() and language(x) == "lzh"]
    prose = sum(1 for x in zh if len(x.strip()) > 20 and ("，" in x or "。" in x))
    return ko >= 2 * max(len(zh), 1) or ko >= 4 * max(prose, 1)


def has_cast(line: str) -> bool:
    """Whether a Korean line may write a cast: a day in hanja or in hangul with 일."""
    return bool(_DAY_HANJA.search(line) or _DAY_KO.search(line))


# a word's reading in hangul in brackets after it (「甲子(갑자)日에 亥將(해장)을」, 「申(신)午(오)午(오)」: a
# round-42 red-team 懸吐 edition, liuren_hyeonto_ko.txt:32, :158): blank, the hanja read on
_GLOSS = regex.compile(r"(?<=\p{Han})[(（][\p{Hangul}\s]{1,8}[)）]")


def reading(line: str) -> str:
    """The hanja reading of a Korean line (module doc), as long as the line."""
    out = list(line)
    for s in _SENTENCE.finditer(line):
        if _REFUSES.search(s.group(0)):
            out[s.start():s.end()] = " " * (s.end() - s.start())
    for m in _RUN_KO.finditer(line):
        out[m.start(1):m.start(1) + 3] = [_STEM_KO[m[1]], _BRANCH_KO[m[2]], "日"]
        if m[3]:
            out[m.start(3):m.start(3) + 2] = [_BRANCH_KO[m[3]], "時"]
        if m[4]:
            out[m.start(4):m.start(4) + 2] = [_BRANCH_KO[m[4]], "將"]
    for m in _MONTH_KO.finditer(line):
        word = ("正" if m.group(0) == "정월" else _NUMS[int(m[1])]) + "月"
        width = m.end() - m.start()
        out[m.start():m.end()] = list(word.rjust(width, " ")[-width:])
    for m in _DAY_NIGHT.finditer(line):
        out[m.start()] = "晝" if m[1] == "낮" else "夜"
    for m in _AFTER_TERM.finditer(line):
        out[m.start()] = "後"
    for m in _GLOSS.finditer(line):
        out[m.start():m.end()] = " " * (m.end() - m.start())
    text = "".join(out)
    for m in _RUN.finditer(text):
        label = _LABEL.search(text, max(0, m.start() - 4), m.start()) and len(m.group(0)) <= 2
        out[m.start():m.end()] = (" " if label else "，") + " " * (m.end() - m.start() - 1)
    text = "".join(out)
    return _DOT.sub("、", text)


__all__ = ["has_cast", "korean_book", "reading"]
