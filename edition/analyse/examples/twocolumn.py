"""A page set in two columns, as 「pdftotext -layout」 gives it (a journal article, a round-47
red-team book, tests/data/redteam/liuren_pdf.txt): most lines hold the left column's words, a gap
of spaces, and the right column's, each column read down on its own (a cast's words go on down
its column while the other column holds another cast: 「〈占失物〉條：己巳日丑將巳時，」 beside 「又甲子日
酉將戌時，三傳子亥戌，」, :96).

The book is read twice, once for each column (:func:`halves`): the left column's words in their
places and the right's blank, then the right column's and the left's blank; a line across both
(a title, a footnote, a table's row, a page's number) is the left reading's. Every offset is the
line's own, so each cast is cited where its words are.

A book is set in two columns when a quarter of its lines or more (ten at least) are two columns'
words (:func:`_columns`: one gap of three spaces or more between two runs of Han text), the gaps
ending where the others' end, the left column fourteen Han characters wide at least (within :data:`SLACK` display columns of one
another: a Han character is two wide); a line is split at that gap, a line whose words start
there is the right column's alone.
"""
from __future__ import annotations

from collections import Counter

from edition.core.text import display_width

from .vocab import DAY_SAID
from edition.core.patterns import compiled

GAP = compiled(r"(?<=\S) {3,}(?=\S)")
SLACK = 8            # (the right column's own indent: 「    賊克之課最多」, :67)
MIN_LINES = 10
# (a column fourteen Han characters wide at least: not a verse's couplets set apart, 「一上克下為元首
# 尊長臨人事可求」, a review of the change, tests/data/review_round47/rv47_cols2.txt)
MIN_GUTTER = 28


def _gap_end(t: str) -> tuple[int, int] | None:
    """The one gap of a line between words (its end's index and display column), or None."""
    gaps = list(GAP.finditer(t.rstrip()))
    if len(gaps) != 1:
        return None
    return gaps[0].end(), display_width(t[:gaps[0].end()])


def _columns(t: str) -> int | None:
    """The display column where a line's right column starts, where the line is two columns'
    words: one gap between words, each side a column's line of words (three Han characters or
    more each, and the right side at least half the left's width: not a list's row and its
    name, 「甲子日亥將加卯時，三傳戌午寅      重審」, nor a program's indented string, a review of the
    change, tests/data/review_round47/rv47_cols1.txt)."""
    g = _gap_end(t)
    if g is None:
        return None
    left, right = t[:g[0]].strip(), t[g[0]:].strip()
    han = [sum("\u4e00" <= ch <= "\u9fff" for ch in x) for x in (left, right)]
    return g[1] if min(han) >= 3 and 2 * display_width(right) >= display_width(left) else None


def gutter(lines: list[str]) -> int | None:
    """The display column where a two-column book's right column starts (the first of the
    :data:`SLACK` columns where most of its lines' one gap ends), or None: not such a book."""
    ends = Counter(c for t in lines if (c := _columns(t)) is not None)
    if not ends:
        return None
    start = max(ends, key=lambda c: (sum(ends[c + i] for i in range(SLACK + 1)), -c))
    split = sum(ends[start + i] for i in range(SLACK + 1))
    filled = sum(bool(t.strip()) for t in lines)
    return start if split >= MIN_LINES and 4 * split >= filled and start >= MIN_GUTTER else None


def halves(lines: list[str]) -> tuple[list[str], list[str]] | None:
    """The book's lines as its left column's reading and its right column's (module doc), or
    None where it is not set in two columns."""
    start = gutter(lines)
    if start is None:
        return None
    cuts = [_cut(t, start) for t in lines]
    left = [((0, c) if c else None, c < len(t) or display_width(t.rstrip()) <= start + 1)
            for t, c in zip(lines, cuts)]
    right = [((c, len(t)) if c < len(t) else None, c < len(t)) for t, c in zip(lines, cuts)]
    return _read(lines, left, start, 0), _read(lines, right, start, start)


def _cut(t: str, start: int) -> int:
    """Where a line's right column begins: at its one gap's end, 0 for a line of the right
    column alone, its length for a line of none."""
    g = _gap_end(t)
    lead = len(t) - len(t.lstrip(" "))
    if g and start - 2 <= g[1] <= start + SLACK:
        return g[0]
    return 0 if t.strip() and start - 2 <= lead <= start + SLACK else len(t)


# a line of a column that ends inside its words (not on a stop, a comma or a closing bracket)
_ENDS = "。，、；：！？」』）)．.,;:!?"
_STOPS = "。，、；：！？．.,;:!?"      # (the phrase's end on the next line: not a bracket's, 「「巳」，」)
HEAD = 12            # (the words that end its phrase on the next line: this many at most)


def _read(lines: list[str], segs: list, start: int, at: int) -> list[str]:
    """One column's reading: each line's words of that column in their places, the rest blank;
    a line that ends inside its words (a word cut at the column's edge, 「此外如戊寅」 then
    「日酉將辰時，三傳子巳戌，」, :122-123) read with the next line's words up to their phrase's
    end (「日酉將辰時，」), those blank on the next line, when it goes on the same paragraph (not
    indented, :func:`_opens`)."""
    out = [" " * len(t) for t in lines]
    words = [lines[k][seg[0]:seg[1]] if seg else "" for k, (seg, _) in enumerate(segs)]
    first = list(words)
    for k, (seg, col) in enumerate(segs):
        if seg is None:
            continue
        a = seg[0]
        text = words[k]
        nxt = words[k + 1] if k + 1 < len(lines) else ""
        head = ""
        if (col and text.strip() and text.rstrip()[-1] not in _ENDS and k + 1 < len(lines)
                and segs[k + 1][1] and nxt.strip() and not _opens(lines[k + 1], first[k + 1], at)):
            body = nxt.lstrip()
            stop = next((i for i, ch in enumerate(body[:HEAD]) if ch in _STOPS), None)
            # (and up to the sentence before another cast's day on it: 「昴星，三傳午戌辰。」按丁卯日
            # 午將卯時，」 under 「〈占失脫〉條原文：「丁卯日午將」, :155-156, the quoted cast's words)
            day = DAY_SAID.search(body)
            end = max((body.rfind(ch, 0, day.start()) for ch in "。；」"), default=-1) if day else -1
            stop = end if stop is not None and end > stop else stop
            if stop is not None:
                head = body[:stop + 1]
                i = nxt.index(body)
                words[k + 1] = nxt[:i] + " " * len(head) + body[len(head):]
        said = text.rstrip() + head
        out[k] = (out[k][:a] + said + out[k][a + len(said):]) if a + len(said) <= len(lines[k]) \
            else out[k][:a] + said
    return out


def _opens(t: str, words: str, at: int) -> bool:
    """Whether a column's line opens a paragraph: indented in its column by two Han characters'
    room or more."""
    lead = display_width(t[:len(t) - len(words.lstrip())]) - at if at else len(words) - len(
        words.lstrip())
    return lead >= 4 if at else lead >= 2


__all__ = ["gutter", "halves"]
