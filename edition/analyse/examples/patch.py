"""A transcription's correction history as a unified diff (「git format-patch」's mails: a
volunteer's corrections of a handbook's transcription and a reviewer's revert, a round-47
red-team book, tests/data/redteam/liuren_patch.diff), read as the text and its emendations:

* the lines outside the hunks are no text of the book (the mail's headers, the commit's message,
  which names the lines it changed by the transcription's numbers, not the file's; the
  diffstat; 「diff --git」, 「index」, 「---」, 「+++」 and 「@@」 lines);
* a hunk's context line is the text; a removed line and the added line that rewrites it (the
  most like it in its hunk, :data:`SAME` of its characters at least, among those of the same day,
  將 and 時 where there are) are a reading and its
  emendation: the removed line is read as the print, the added one as the patch's correction of
  it (a correction the checker weighs like a note's: right, or disputed when the removed line was
  right, :82-83 and :160-161), where the removed line names a day; where it names none (a cast's
  四課 line under its day's line, :127-128) the added line is read, where the removed one
  stands (the cast's words run on over it);
* an added line that rewrites none is text (a cast the old transcription had left out, :116), a
  removed line that none rewrites is no text (a line deleted as a dittography, :138), a line
  moved whole (removed and added the same) is read where it was added.
"""
from __future__ import annotations

from difflib import SequenceMatcher

from .vocab import DAY_SAID
from edition.core.patterns import compiled

_HUNK = compiled(r"^@@ -\d+(?:,(?P<a>\d+))? \+\d+(?:,(?P<b>\d+))? @@")
SAME = 0.8


def is_patch(lines: list[str]) -> bool:
    """Whether ``lines`` are a unified diff: a hunk's head, with its files' 「---」 and 「+++」."""
    return (any(_HUNK.match(t) for t in lines) and any(t.startswith("--- ") for t in lines)
            and any(t.startswith("+++ ") for t in lines))


def read(lines: list[str]) -> tuple[list[str], dict[int, int]]:
    """``lines`` read as the text its hunks hold (module doc), and each removed line read as a
    print → the added line that emends it (1-based)."""
    out = [" " * len(t) for t in lines]
    pairs: dict[int, int] = {}
    n = 0
    while n < len(lines):
        m = _HUNK.match(lines[n])
        if m is None:
            n += 1
            continue
        old, new = int(m["a"] or 1), int(m["b"] or 1)
        k, body = n + 1, []
        while k < len(lines) and (old > 0 or new > 0) and lines[k][:1] in (" ", "-", "+", "\\", ""):
            mark = lines[k][:1] or " "
            old -= mark in " -"
            new -= mark in " +"
            body.append(k)
            k += 1
        _hunk(lines, out, body, pairs)
        n = k
    return out, pairs


def _hunk(lines: list[str], out: list[str], body: list[int], pairs: dict[int, int]) -> None:
    removed = [k for k in body if lines[k][:1] == "-"]
    added = [k for k in body if lines[k][:1] == "+"]
    for k in body:
        if lines[k][:1] in (" ", "+"):
            out[k] = " " + lines[k][1:]
    taken: set[int] = set()
    for k in removed:
        text = lines[k][1:]
        # (the added lines of the same cast first, its day, 將 and 時: not a cast the patch adds
        # beside it, a review of the change, tests/data/review_round47/rv47_patch1.diff:8-10)
        free = [j for j in added if j not in taken]
        same = [j for j in free if _cast(lines[j]) == _cast(text) and _cast(text) != (None,) * 3]
        score, best = max(((SequenceMatcher(None, text, lines[j][1:]).ratio(), j)
                           for j in same or free), default=(0.0, None))
        if best is None or score < SAME or score == 1.0:
            if best is not None and score == 1.0:
                taken.add(best)                    # (a line moved whole: read where it is added)
            continue
        taken.add(best)
        # (read where the removed line stands, the added one blank: a cast's words run on over
        # them, 「假令丁丑日丑將加巳時，晝占，」 then its rewritten 三傳 line, a review of the change,
        # tests/data/review_round47/rv47_patch3.diff:8-10)
        out[k], out[best] = " " + (text if DAY_SAID.search(text) else lines[best][1:]), " " * len(
            lines[best])
        if DAY_SAID.search(text):
            pairs[k + 1] = best + 1


_JIANG = compiled(r"(\S)將")
_HOUR = compiled(r"(\S)時")


def _cast(t: str) -> tuple:
    """A line's first day, 將 and 時 as written (None where it writes none)."""
    return tuple((m.group(0) if rx is DAY_SAID else m.group(1)) if (m := rx.search(t)) else None
                 for rx in (DAY_SAID, _JIANG, _HOUR))


def _said(c: dict) -> dict:
    return {k: v for k, v in c.items() if k not in ("binding", "forms", "glyphs", "unread")}


def fixes(lines: list[str], out: list[dict], pairs: dict[int, int], find_inline) -> None:
    """Each removed line's cast corrected by the added line that rewrites it (module doc):
    its claims read again with the added line's."""
    for a, b in pairs.items():
        here = [r for r in out if r["line"] == a]
        again = find_inline(" " + lines[b - 1][1:])
        if len(here) != 1 or len(again) != 1 or here[0].get("corrected") is not None:
            continue
        r = here[0]
        fixed = {**r["claims"], **again[0][2]}
        if _said(fixed) == _said(r["claims"]):
            continue                               # (its punctuation or a variant glyph)
        r["corrected"] = fixed
        r["correction"] = f"the patch's added line {b} 「{lines[b - 1][1:].strip()}」"


__all__ = ["fixes", "is_patch", "read"]
