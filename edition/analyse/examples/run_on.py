"""A cast whose words run on over the lines after it, in a plain book that writes one line per
phrase or per speaker's turn (round-31 red-team books: a primer transcribed line by line,
「例一：甲子日亥將卯時，晝占。」 then 「亥加卯，則子加辰…」, 「甲寄寅，寅上見戌…」, 「…三傳戌午寅」,
liuren_xiti.txt:37-42; a lecture's transcript, 「老师：第二个例子。乙酉日，酉将巳时。」 then
「老师：酉加巳。乙寄辰，辰上是申…」, liuren_jiangyi.txt:23-26).

The corpus's format is one paragraph a line (corpus README), so a line that fixes a plate and
says nothing of its chart is a cast of its own there (`not-checkable`). Here the cast is read
again over its line and the lines after it, up to the first that begins something else: a
line that names a day, a heading or a numbered item, a question's line (blanked), a line
that turns back to an earlier example (「剛才那個例子…」), a blank line, or a line in another
language. Its claims are the joined words'.

The binding is certain only in a book whose lines break inside sentences (:func:`wrapped`: a
fifth of its lines of prose or more end on 「，」, 「、」 or a character), where a line is no
paragraph; where each line ends a sentence (a speaker's turn), the words on the lines after it
are the cast's by their place alone, not bound with certainty. A page's mark on a line of its
own (「〔第三頁〕」) is passed over.
"""
from __future__ import annotations

from .notes import compared_blanked
from .vocab import _JN, BRANCHES, BV, STEMS
from edition.core.patterns import compiled

# a line that names a day (「丙午日」, 「乙酉日，酉將巳時」): another cast's
# (with the room a markup's tags left, 「<b>丙午</b>日」 read 「　丙午　　日」: a round-42 red-team web page,
# liuren_html.html:153, the cast before it ran on into its paragraph)
_DAY = compiled(rf"[{STEMS}][ 　]*[{BRANCHES}][ 　]*日")
# a line that begins something else: a heading (「第二章　賊克法」, 「第三講」, 「習題」, 「〔第三頁〕」),
# a numbered item (「一、庚戌日…」, 「（二）」, 「3.」), a labelled example (「例五：」, 「【例9】」)
# (not a lesson of the four said at a line's head, 「第四課の未土は亥水を克す」: a round-39 red-team
# Japanese book, liuren_nihon.txt:64, its cast's 三傳 after it)
_OPENS = compiled(rf"^\s*(?:第[〇零一二三四五六七八九十百\d]+(?:[章講讲節节回篇卷]"
                       rf"|[課课](?![のノ之上下亦俱皆{BV}]|[\s　]+[{BV}]))|[〔【\[#¶]"
                       r"|[一二三四五六七八九十]+[、．.]|[（(][一二三四五六七八九十\d]+[）)]"
                       r"|\d+[、．.）)]|例[〇零一二三四五六七八九十百\d]+"
                       r"|(?:習題|习题|作業|作业|解答|答案|勘誤|勘误|附錄|附录|按語|後記|后记)"
                       # (a verse book's titles, 「元首訣」, 「遙克歌」, and its 卷, 「卷下　遙克…」; a
                       # verse that opens on its day without 日, 「壬申傳送加河魁」: a round-41
                       # red-team 歌訣 book, liuren_gejue.txt:50-51, its note's cast ran on into them)
                       r"|\p{Han}{1,10}(?:訣|诀|歌|賦|赋)\s*$|卷[上中下一二三四五六七八九十]"  # (_TITLE)
                       rf"|[{STEMS}][{BRANCHES}](?:{_JN}|[{BV}])[加臨临])")
# a line that turns back to an example before (「剛才那個例子我說的中傳是…」, 「上次的作業」; not one
# compared with it, 「與前例同為上克下，三傳…」: a review of the change)
_BACK = compiled(r"剛才|刚才|上次|上回|前面那|(?<![與与同如似])(?:前例|上例)|上一例|那個例子|那个例子"
                      r"|前一課|前課|上題|上题")
# a line that opens another cast or what is no claim of this one: the next day or another
# consultation (「次日同時再占…」, 「同上，改為夜占…」), an alternative (又, 或), a supposition (「若誤取
# 午為用，三傳午卯子」), a rule (「凡重審之課…」), another book quoted (「心鏡引一課…」, 「經云…」): a review
# of the change, each carried onto a correct cast and accusing it
# (and a 課's category opening a line, 「重審之課，一下賊上…」: a review of the round-39 change,
# tests/data/review_round39/rv_wrapped.txt:20)
_OTHER = compiled(r"(?:又|或|次日|翌日|明日|同日|是日|另|再占|復占|同上|若|倘|假令|假如|假使|如果|設|凡"
                       r"|\p{Han}{2,4}之課"
                       r"|(?!(?:又|一|亦|故)?名|號|謂)\p{Han}{1,4}(?:云|曰|引))")
# a speaker's or a note's label opening a line (「老師：」, 「學生答：」, 「按：」)
_LABEL = compiled(r"^\s*(?!三傳|初傳|中傳|末傳|四課|干上|支上|天將|課名|課體|貴人|月將|占時|天盤|地盤"
                       r"|課式)(?P<l>[^\s，。：:、；（(【〔]{1,4})[：:]")     # (not 「三傳：寅亥巳」)
# a line whose sentence runs on to the next (a phrase's line)
_OPEN_END = compiled(r"(?:[，、]|\p{Han}|\p{Hiragana}|\p{Katakana})\s*$")   # (kana: a Japanese book)
# a page's mark on a line of its own (「〔第三頁〕」): passed over, the cast goes on after it
# (and a leaf's, 「【葉三上】」: a manuscript's transcription, a round-39 red-team book,
# liuren_chaoben.txt:66)
# (and a reprint's, 「——第十二頁——」: a round-41 red-team book, liuren_kanwu.txt:175)
PAGE = compiled(r"^\s*(?:[〔\[［【](?:第?[〇零一二三四五六七八九十百\d]+[頁页葉叶]"
                     r"|[頁页葉叶][〇零一二三四五六七八九十百\d]+[上下前後后左右ab]?)[〕\]］】]"
                     r"|[—－─]{2,}\s*第[〇零一二三四五六七八九十百\d]+[頁页葉叶]\s*[—－─]{2,})\s*$")
MAX_LINES = 8


def wrapped(lines: list[str], is_zh) -> bool:
    """Whether a book breaks its lines inside sentences: of its lines of Chinese prose (with
    「，」 or 「。」 in them; at least ten), a fifth or more end on 「，」, 「、」 or a character (a
    table's rows, a chart's, a heading end on characters in any book: 0.00–0.03 of the prose
    lines of the five texts and the case books, 0.24 of liuren_xiti.txt's)."""
    zh = [t for t in lines if t.strip() and is_zh(t) and _PROSE.search(t)]
    return len(zh) >= 10 and 5 * sum(bool(_OPEN_END.search(t)) for t in zh) >= len(zh)


_PROSE = compiled(r"[，。]")


_SENTENCE = compiled(r"[^。！？!?]+[。！？!?]?")


def backward_blanked(t: str, end: int) -> str:
    """``t`` with its sentences after ``end`` (the cast's) that turn back to an earlier cast
    (:data:`_BACK`) blanked, offsets kept: 「乙酉日，申將丑時，也是夜占。這個乙酉日上次也出現過，
    上次是酉將巳時，大家別混了。」 (liuren_jiangyi.txt:69: the run's 三傳 went to the day named
    again, the cast left `not-checkable`)."""
    for m in _SENTENCE.finditer(t, end):
        if _BACK.search(m.group(0)):
            t = t[:m.start()] + "　" * (m.end() - m.start()) + t[m.end():]
    return t


def _label(t: str) -> str | None:
    m = _LABEL.match(t)
    return m["l"] if m else None


def run(lines: list[str], n: int, skip, is_zh) -> list[int]:
    """The lines after line ``n`` that go on with its cast (none: an empty list). A line of
    another speaker or a note (「學生答：…」, 「按：…」) is passed over where each line has its
    speaker (a transcript: 「老師：」 opens the cast's), and ends the run where the cast's line has
    none (the note's words go on after it)."""
    out = []
    own = _label(lines[n - 1])
    for k in range(n + 1, min(n + 1 + MAX_LINES, len(lines) + 1)):
        t = lines[k - 1]
        if PAGE.match(t):
            continue
        if (not t.strip() or k in skip or not is_zh(t) or _DAY.search(compared_blanked(t))
                or _OPENS.match(t)
                or _BACK.search(t)):
            break
        who = _label(t)
        if who is not None and who != own:
            if own is None:
                break
            continue
        words = t[_LABEL.match(t).end():] if who is not None else t
        if _OTHER.match(words.lstrip("　 ")):
            break
        out.append(k)
    return out


def comma_cut(line: str) -> bool:
    """Whether ``line`` ends on 「，」 or 「、」 (inside its sentence, in any book)."""
    return bool(_COMMA_END.search(line))


_COMMA_END = compiled(r"[，、]\s*$")


def is_title(line: str) -> bool:
    """Whether ``line`` is a verse book's title or its 卷 (:data:`_OPENS`)."""
    return bool(_TITLE.match(line))


_TITLE = compiled(r"^\s*(?:\p{Han}{1,10}(?:訣|诀|歌|賦|赋)\s*$|卷[上中下一二三四五六七八九十])")


def cut(line: str) -> bool:
    """Whether ``line`` ends inside its sentence (on 「，」, 「、」 or a character)."""
    return bool(_OPEN_END.search(line))


# a line that opens with a 三傳's label and its branches (「三傳亥未戌，六合、白虎、太陰。」; not a
# chart's rows, 「初傳  卯  六合」, read under their cast: a review input, review_round22/b2.txt:9)
_THREE = compiled(rf"^\s*(?:三傳|三传)[：:]?[{BV}]")


def labelled(lines: list[str], n: int, skip) -> list[int]:
    """The line under line ``n`` (a page's mark passed over) when it opens with a 三傳's label
    and names no day (a manuscript's cast, its 三傳 on the line under it: 「辛丑日勝光將子時，
    夜占，返吟…中取支上未，末取干上。」 then 「三傳亥未戌，六合、白虎、太陰。」, a round-39 red-team
    book, liuren_chaoben.txt:161-162); else none."""
    for k in range(n + 1, min(n + 3, len(lines) + 1)):
        t = lines[k - 1]
        if PAGE.match(t):
            continue
        return [k] if k not in skip and _THREE.match(t) and not _DAY.search(t) else []
    return []


__all__ = ["MAX_LINES", "PAGE", "cut", "labelled", "run", "wrapped"]
