"""A scholar's edition typed in Markdown (a round-36 red-team book, tests/data/redteam/
liuren_jiaokan.md, a critical edition collated from three witnesses):

* its markup is read through: footnote markers inside casts (「戊申[^15]日」, 「辰將[^8]丑時」,
  「晝[^10]占」), emphasis by its pairs (「三傳**午**亥辰」) and HTML comments (「<!-- 校者按：… -->」) are blanked,
  offsets kept, and a footnote's definition line (「[^11]: 巳，乙本作「午」；丙本同甲本。」) is no
  running text (its 干支 are the witnesses', not casts);
* its footnotes are the apparatus: a note on the word before its marker is read as the notes of
  other books are (:mod:`.variants`), translated into their forms —
  「巳，乙本作「午」」 (a witness's reading, no judgement) as 「（巳一本作午）」;
  「…按：…當從乙本」 or 「當作「午」」 (the editor's judgement for another word) as 「（巳當作午）」;
  a judgement for the printed word (「寅，乙本作「申」…當作「寅」」, 「丙本排印之誤」) as a reading
  refused; 「酉，原作「午」，據丙本改」 (the text already emended) as 「（舊本作午今改酉）」.
  A note that says none of these is not read.
"""
from __future__ import annotations

import regex

from .notes import _Q
from .vocab import _GFULL, BV, STEMS, normalise
from edition.core.patterns import compiled

_LABEL = r"[^\]\s]{1,12}"
MARK = compiled(rf"\[\^{_LABEL}\]")
_DEF = compiled(rf"^\s*\[\^(?P<l>{_LABEL})\]:\s*(?P<t>.*)$")
# (emphasis by its pairs, 「**午**」, 「*貴人*」: not an exercise's blanks 「三傳__」, 「三傳____，名曰____」,
# a review of the change, tests/data/review_round36/m2_plain_blanks.txt)
_MARKUP = compiled(rf"\[\^{_LABEL}\](?!:)|<!--.*?-->")
_EMPHASIS = compiled(r"(\*\*|\*)(?=[^\s*])([^*\n]+?)(?<=[^\s*])\1")

_W = r"\p{Han}{1,3}本"
_Y = rf"(?:{_GFULL}|[{BV}]{{1,3}})"
# the lemma: the printed word the note is on (「巳，」, 「太陰，」, 「寅時，」 with its unit)
_LEMMA = compiled(rf"^{_Q}(?P<x>{_Y})(?P<u>[時將])?{_Q}[，,：:]")
_READS = compiled(rf"(?P<w>{_W})作{_Q}(?P<y>{_Y})(?P<u>[時將])?{_Q}")
# (「底本作」, 「原刻作」…: a punctuated reprint's 校記, 「「申」，底本作「戌」，據推算改。」, a round-50 red-team
# EPUB, liuren_dianjiao.epub's notes)
_OLD = compiled(rf"(?:原|底本|底本原|原刻|原本|舊本|原書)作{_Q}(?P<y>[{BV}]{{1,3}})(?P<u>[時將])?{_Q}[，,]?據(?P<w>[^，。；]{{1,12}})改")
# the word said with its correction, its slot named or not (「中傳「辰」當作「戌」。」, 「「未」當作「申」」:
# a punctuated reprint's 校記 on the word its mark stands after, liuren_dianjiao.epub's notes)
# (and after a comma, 「「辰」，疑當作「卯」。」: a 點校本's endnote, a round-71 red-team book,
# KR3g9901_001.txt:75, .endnotes)
# (and a day of a list, its reason between: 「「丁未」，諸本同。以例推之，當作「乙未」。」, a round-75 red-team
# 點校本, KR3g9893_002.txt:37, on the fourth day of 「乙丑、乙亥、乙酉、丁未④、乙巳、乙卯六日」)
_SAID_SHOULD = compiled(rf"^(?:[初中末]傳)?{_Q}(?P<x>{_Y}|[{STEMS}][{BV}]){_Q}字?[，,]?"
                             rf"(?:諸本同[。，]?(?:以例推之|以文意推之|以理推之)[，,]?)?(?:當作|當為|應作|疑當作)"
                             rf"{_Q}(?P<y>{_Y}|[{STEMS}][{BV}]){_Q}")
# a word printed once too often, or left out (a 點校本's 校勘記: 「衍一「丑」字。」, 「「晝」字衍。」,
# 「「勾陳」下脫「青龍」二字。」; not a note that supplies it in the text, 「「寅」下原脫「卯」字，據明抄本補」:
# the text prints it in 〔〕 already)
_STRUCK = compiled(rf"^(?:衍一?{_Q}(?P<x>[{BV}晝夜]){_Q}字|{_Q}(?P<x>[{BV}晝夜]){_Q}字衍)[。]?$")
_LEFT = compiled(rf"^{_Q}(?P<x>{_Y}){_Q}下脫{_Q}(?P<y>{_Y}){_Q}[一二]?字?[。]?$")
# a note that refuses or doubts what it says (「…，非也，底本不誤，今不改。」, 「…？恐未必然，仍其舊。」: a
# review of the change, tests/data/review_round50/t_fn.txt:2, :6)
# (and 「…，存疑」, 未詳, 待考: a review of the round-72 change, review_round72/KR3g9702_001.txt:9)
_DOUBTED = compiled(r"非也|非是|不誤|不改|仍其舊|仍舊|未必|[?？]|或謂|或云|不可從|無據|存疑|未詳|待考|俟考")
_FOLLOW = compiled(rf"[當宜]從(?P<w>{_W})|從(?P<w>{_W})(?:為是|改)")
_SHOULD = compiled(rf"當作{_Q}(?P<y>{_Y})[時將]?{_Q}")
# a judgement that refuses a reading (「乙本誤」, 「形近而誤」, 「皆非」, 「…為是，非也」)
_REFUSES = compiled(r"誤|訛|譌|非也|皆非|非是|不可從|無據|不足據")


def definitions(lines: list[str]) -> dict[str, tuple[int, str]]:
    """The footnotes' texts by label, with their (1-based) lines."""
    out = {}
    for n, t in enumerate(lines, 1):
        m = _DEF.match(t)
        if m:
            out.setdefault(m["l"], (n, m["t"].strip()))
    return out


def blanked(line: str) -> str:
    """``line`` with its markup blanked (module doc), offsets kept; a definition line blank."""
    if _DEF.match(line):
        return " " * len(line)
    if "[" not in line and "*" not in line and "_" not in line and "<" not in line:
        return line
    line = _MARKUP.sub(lambda m: " " * len(m.group(0)), line)
    return _EMPHASIS.sub(lambda m: " " * len(m[1]) + m[2] + " " * len(m[1]), line)


def blanked_lines(lines: list[str]) -> list[str]:
    """Each line :func:`blanked`, and an HTML comment over several lines blank from its 「<!--」 to
    its 「-->」 (a review of the change: a wrong cast inside one was accused)."""
    out, inside = [], False
    for t in lines:
        if inside:
            end = t.find("-->")
            if end < 0:
                out.append(" " * len(t))
                continue
            t, inside = " " * (end + 3) + t[end + 3:], False
        t = blanked(t)
        opened = t.find("<!--")
        if opened >= 0:
            t, inside = t[:opened] + " " * (len(t) - opened), True
        out.append(t)
    return out


def note_of(text: str, before: str) -> str | None:
    """A footnote's text as a note of the kind :mod:`.variants` reads (module doc), on the word
    that ends ``before`` (the text up to the marker, folded); None when it is none of those."""
    t = normalise(text)
    old = _OLD.search(t)
    if old:
        u = old["u"] or ""
        m = regex.search(rf"[{BV}]{{{len(old['y'])}}}(?={u}$)", before)
        return (f"（舊本作{old['y']}{u}今改{m.group(0)}{u}）" if m and m.group(0) != old["y"]
                else None)
    extra = _STRUCK.match(t)
    clause = regex.split(r"[，。；：,;]", before)[-1]
    if extra and extra["x"] in clause:
        # (「衍一「丑」字」, 「「晝」字衍」: a round-75 red-team 點校本, KR3g9893_001.txt:88, 002:66)
        x = extra["x"]
        return f"（下「{x}」字衍）" if x * 2 in clause else f"（「{x}」字衍）"
    left = _LEFT.match(t)
    if left and left["x"] in clause:
        return f"（{left['x']}下脫{left['y']}）"       # (「「未」下脫「申」字」: KR3g9893_002.txt:118)
    said = _SAID_SHOULD.match(t)
    # (the word in the clause the mark ends, 「三傳酉辰亥[1]」 with 「「辰」，疑當作「寅」」: a round-71
    # red-team 點校本, KR3g9901_002.txt:88 and :101)
    if said and said["x"] in clause and said["y"] != said["x"] \
            and not _DOUBTED.search(t):
        return f"（{said['x']}當作{said['y']}）"
    lemma = _LEMMA.match(t)
    if lemma is None or not before.endswith(lemma["x"] + (lemma["u"] or "")):
        return None
    x = lemma["x"]
    reads = {m["w"]: m["y"] for m in _READS.finditer(t) if m["y"] != x and len(m["y"]) == len(x)}
    ys = set(reads.values())
    follow, should = _FOLLOW.search(t), _SHOULD.search(t)
    if follow:              # (the witness it follows: one that reads another word, or the print)
        return f"（{x}當作{reads[follow['w']]}）" if follow["w"] in reads else None
    if should:              # (当作 a witness's word, or the print's; of another word: not this note)
        return f"（{x}當作{should['y']}）" if should["y"] in ys else None
    if _REFUSES.search(t) or len(ys) != 1:
        return None         # (a reading refused, or several: no reading proposed)
    return f"（{x}一本作{ys.pop()}）"


def with_notes(line: str, raw: str, notes: dict[str, tuple[int, str]]) -> tuple[str, dict]:
    """``line`` (blanked) with each footnote of ``raw`` that reads as a note put in at its
    marker, and what each such note stands for (its label, line and text, to cite)."""
    out, cited, shift = line, {}, 0
    for m in MARK.finditer(raw):
        label = m.group(0)[2:-1]
        if label not in notes:
            continue
        n, text = notes[label]
        note = note_of(text, regex.sub(r"[ 　]", "", normalise(line[:m.start()])))
        if note is None:
            continue
        at = m.start() + shift
        out = out[:at] + note + out[at:]
        shift += len(note)
        cited[note] = f"the footnote [^{label}] (line {n}) 「{text}」"
    return out, cited


__all__ = ["MARK", "blanked", "blanked_lines", "definitions", "note_of", "with_notes"]
