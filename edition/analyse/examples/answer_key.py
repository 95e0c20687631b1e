"""A textbook's exercises and its answer key (a round-31 red-team primer, liuren_xiti.txt): each
chapter (「第二章　賊克法」) ends with numbered exercises under 「習題」 that give a cast and ask for
its chart (「一、丙寅日，午將，申時，求三傳。」, claims none), and the key at the book's end
(「習題解答」) answers them by chapter (and section, 「第二節」) and number, without the day
(「第二章　一、三傳酉亥丑，重審。」, an answer over several lines up to the next number). The answer
is the exercise's cast's words, bound by the book's own numbering.

    answers(lines) -> {exercise's line: (first line of its answer, last line, its words)}
"""
from __future__ import annotations

from .case_dates import case_number
from .notes import others_blanked
from .run_on import PAGE
from edition.core.patterns import compiled

_N = r"[〇零一二三四五六七八九十百\d]+"
# (a chapter, a lecture; not a section 「第二節」 nor a lesson 「第四課　亥加酉」: a review of the change,
# both read as chapters and other chapters' answers given to their exercises)
_CHAPTER = compiled(rf"^\s*第(?P<c>{_N})[章講讲篇](?:[\s　]+|$)")
# a section of a chapter (「第二節」): its exercises numbered anew, its answers under it in the key
# (a review of the change: two sections' answers given to one's exercises)
_SECTION = compiled(rf"^\s*第(?P<s>{_N})[節节](?:[\s　]+|$)")
_EXERCISES = compiled(r"^\s*(?:習題|习题|練習|练习|作業|作业|課後作業|课后作业)[：:]?\s*$")
_KEY = compiled(r"^\s*(?:習題解答|习题解答|習題答案|习题答案|題解|题解|參考答案|参考答案|答案)[：:]?\s*$")
_ITEM = compiled(rf"(?P<k>{_N})[、．.]")


def _heads(t: str, chapter, section) -> tuple:
    """(chapter, section, the rest of the line, whether a heading opened it)."""
    m = _CHAPTER.match(t)
    if m:
        chapter, section, t = case_number(m["c"]), None, t[m.end():]
    s = _SECTION.match(t)
    if s:
        section, t = case_number(s["s"]), t[s.end():]
    return chapter, section, t, bool(m or s)


def _exercises(lines: list[str], end: int) -> dict:
    """(chapter, section, number) → line of each exercise before the key (line ``end``)."""
    out: dict = {}
    chapter, section, within = None, None, False
    for n in range(1, end):
        chapter, section, t, head = _heads(lines[n - 1], chapter, section)
        if head:
            within = False
            continue
        if _EXERCISES.match(t):
            within = True
            continue
        it = _ITEM.match(t.lstrip("　 "))
        if within and chapter is not None and it and case_number(it["k"]) is not None:
            out.setdefault((chapter, section, case_number(it["k"])), n)
    return out


def answers(lines: list[str]) -> dict[int, tuple[int, int, str]]:
    """Each exercise's answer in the key: {exercise line: (first line, last line, words)}; empty
    when the book has no key, or its numbers name no exercise. An answer goes on over the lines
    after its number up to the next number or chapter, a note (按, 注意, 又 …), a line with no
    punctuation (a heading: 「勘誤表」) or a blank line; a page's mark is passed over."""
    key = next((n for n, t in enumerate(lines, 1) if _KEY.match(t)), None)
    if key is None:
        return {}
    ex = _exercises(lines, key)
    out: dict = {}
    chapter, section, cur = None, None, None   # cur: [exercise line or None, first, last, words]
    for n in range(key + 1, len(lines) + 1):
        t = lines[n - 1]
        if PAGE.match(t):
            continue
        chapter, section, t, m = _heads(t, chapter, section)
        if m:
            cur = None
        body = t.strip("　 ")
        it = _ITEM.match(body)
        if it and chapter is not None:
            cur = [ex.get((chapter, section, case_number(it["k"]))), n, n, body[it.end():]]
        elif cur is not None and body and _PUNCT.search(body) and not _NOTE.match(body):
            cur[2], cur[3] = n, cur[3] + body
        elif not m:
            cur = None
        if cur is not None and cur[0] is not None:
            out[cur[0]] = (cur[1], cur[2], others_blanked(cur[3]))
    return out


_PUNCT = compiled(r"[，。、；：]")
_NOTE = compiled(r"(?:按|案|注|註|又|另|附|右)[：:，]?")


__all__ = ["answers"]
