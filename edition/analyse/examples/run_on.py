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

import regex

from .vocab import BRANCHES, STEMS

# a line that names a day (「丙午日」, 「乙酉日，酉將巳時」): another cast's
_DAY = regex.compile(rf"[{STEMS}][{BRANCHES}]日")
# a line that begins something else: a heading (「第二章　賊克法」, 「第三講」, 「習題」, 「〔第三頁〕」),
# a numbered item (「一、庚戌日…」, 「（二）」, 「3.」), a labelled example (「例五：」, 「【例9】」)
_OPENS = regex.compile(r"^\s*(?:第[〇零一二三四五六七八九十百\d]+[章講讲節节課课回篇卷]|[〔【\[#]"
                       r"|[一二三四五六七八九十]+[、．.]|[（(][一二三四五六七八九十\d]+[）)]"
                       r"|\d+[、．.）)]|例[〇零一二三四五六七八九十百\d]+"
                       r"|(?:習題|习题|作業|作业|解答|答案|勘誤|勘误|附錄|附录|按語|後記|后记))")
# a line that turns back to an example before (「剛才那個例子我說的中傳是…」, 「上次的作業」)
_BACK = regex.compile(r"剛才|刚才|上次|上回|前面那|前例|上例|上一例|那個例子|那个例子|前一課|前課|上題|上题")
# a line whose sentence runs on to the next (a phrase's line)
_OPEN_END = regex.compile(r"(?:[，、]|\p{Han})\s*$")
# a page's mark on a line of its own (「〔第三頁〕」): passed over, the cast goes on after it
PAGE = regex.compile(r"^\s*[〔\[［【]第?[〇零一二三四五六七八九十百\d]+[頁页葉叶][〕\]］】]\s*$")
MAX_LINES = 8


def wrapped(lines: list[str], is_zh) -> bool:
    """Whether a book breaks its lines inside sentences: of its lines of Chinese prose (with
    「，」 or 「。」 in them; at least ten), a fifth or more end on 「，」, 「、」 or a character (a
    table's rows, a chart's, a heading end on characters in any book: 0.00–0.03 of the prose
    lines of the five texts and the case books, 0.24 of liuren_xiti.txt's)."""
    zh = [t for t in lines if t.strip() and is_zh(t) and _PROSE.search(t)]
    return len(zh) >= 10 and 5 * sum(bool(_OPEN_END.search(t)) for t in zh) >= len(zh)


_PROSE = regex.compile(r"[，。]")


def run(lines: list[str], n: int, skip, is_zh) -> int:
    """The last line (1-based) of the run of lines after line ``n`` that go on with its cast;
    ``n`` when none does."""
    last = n
    for k in range(n + 1, min(n + 1 + MAX_LINES, len(lines) + 1)):
        t = lines[k - 1]
        if PAGE.match(t):
            continue
        if (not t.strip() or k in skip or not is_zh(t) or _DAY.search(t) or _OPENS.match(t)
                or _BACK.search(t)):
            break
        last = k
    return last


__all__ = ["MAX_LINES", "PAGE", "run", "wrapped"]
