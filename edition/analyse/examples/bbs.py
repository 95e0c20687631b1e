"""A BBS article saved from its terminal (PTT's: a round-51 red-team article, tests/data/redteam/
liuren_ptt.txt; its colours dropped at import, edition.encode.witness.terminal_codes):

* the earlier article it answers, quoted under 「※ 引述《user (nickname)》之銘言：」 with each line
  opening 「: 」 (:7-21), is another author's words — its casts are not this book's (the author
  refutes one, :47-51): no text, as a mail's quoted reply is (:mod:`.mail`);
* the header's frame and fields (作者, 看板, 標題, 時間) and the site's lines (「※ 發信站:」,
  「※ 文章網址:」) are no text either;
* a reader's push (「推 user: 例九三傳應該是辰午申吧」, 「→ user: …」, 「噓 user: …」, their time at the
  end) is another's words too: a guess there (「…對嗎」) is no cast of the book's (a review of the
  change, tests/data/review_round51/rv51_bbs.txt:24).
"""
from __future__ import annotations

import regex
from edition.core.patterns import compiled

_SITE = compiled(r"^\s*※\s*(?:發信站|发信站|文章網址|文章网址|引述《|編輯|编辑)[:：《]?")
_HEADER = compiled(r"^\s*(?:作者|看板|標題|标题|時間|时间)\s")
_QUOTED = compiled(r"^\s*[:：]\s")
_PUSH = compiled(r"^(?:推|噓|→)\s*[\w.\-]+\s*[:：]")


def is_bbs(lines: list[str]) -> bool:
    """Whether a book is a BBS article: its site's lines, or its header's fields."""
    head = lines[:12]
    return any(_SITE.match(t) for t in lines) and sum(bool(_HEADER.match(t)) for t in head) >= 2


def read(lines: list[str]) -> list[str]:
    """``lines`` with the quoted article, the header and the site's lines blank (module doc)."""
    out = list(lines)
    head = _header_lines(lines)
    for n, t in enumerate(lines):
        if _QUOTED.match(t) or _PUSH.match(t) or n in head or (
                _SITE.match(t) and not regex.search(r"更正|勘誤|订正|訂正", t)):
            out[n] = " " * len(t)
    return out


# the header's frame (「┌───┐」, 「───」)
_FRAME = compiled(r"^[\s─━═┌┐└┘│┃║╔╗╚╝-]*$")


def _header_lines(lines: list[str]) -> set[int]:
    """The header's lines: its fields and frame from the top, up to the first other line (not a
    line of the body that opens 「時間」: a review of the change, review_round51/rv51_bbs.txt:11)."""
    out = set()
    for n, t in enumerate(lines[:12]):
        if _HEADER.match(t):
            out.add(n)
        elif not (_FRAME.match(t) and t.strip()):
            break
    return out


__all__ = ["is_bbs", "read"]
