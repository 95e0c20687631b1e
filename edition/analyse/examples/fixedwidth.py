"""A table set in fixed-width columns, its cells padded with spaces and no mark between them (a
spreadsheet saved as 「formatted text (space delimited)」, a round-48 red-team book,
tests/data/redteam/liuren_table.prn): read as a tab-delimited table is (each row a row and nothing else, :mod:`.columns`).

Its header is a line whose words name a table's columns (:func:`.columns.header`: the day's
among them), two spaces or more between them; each column runs from where its name starts (by
display width: a Han character is two columns wide) to where the next one's starts. Each line
under it is sliced there: a line with words in its first column or its day's starts a row, a line
with neither goes on with the row above, each cell's words joined to its own (a 三傳 「寅  未」 then
「子」 under it, a remark wrapped every nine characters, :24-25); a line whose day column holds
no day and whose first column is no number (a title across the columns) ends the table. A row is
said on its first line, its cells divided by tabs, its other lines a table's rules.
"""
from __future__ import annotations

import regex

from edition.core.text import char_width, display_columns, display_width

from . import columns
from .vocab import BRANCHES, BV, STEMS
from edition.core.patterns import compiled

_WORD = compiled(r"\S+(?: \S+)*")
_DAY = compiled(rf"^[{STEMS}][{BRANCHES}]")
_BRANCHES_SPACED = compiled(rf"[{BV}](?: [{BV}])+")   # (「戌 午 寅」: one 三傳, :91)


def _header(t: str) -> tuple[list[str], list[int]] | None:
    """A fixed-width header's column names and where each starts, or None."""
    if "|" in t or "\t" in t or "," in t or "，" in t or "  " not in t.strip():
        return None
    names = columns.header(t)
    words = list(_WORD.finditer(t))
    if names is None or len(words) != len(names):
        return None
    at = display_columns(t)
    return names, [at[w.start()] for w in words]


def _fits(t: str, starts: list[int]) -> bool:
    """Whether a line's words keep to the columns: a space (or nothing) just before each column
    it reaches, not words running across (prose under the table, 「　　丁丑日丑将巳时，三传…」: a
    review of the change, tests/data/review_round48/rv48_fw1b.txt:8)."""
    cover: dict[int, str] = {}
    for ch, c in zip(t, display_columns(t)):
        for k in range(c, c + char_width(ch)):
            cover[k] = ch
    end = display_width(t)
    return all(cover.get(c - 1, " ") in " 　" for c in starts[1:] if c < end)


def _slice(t: str, starts: list[int]) -> list[str]:
    cells = [""] * len(starts)
    for ch, c in zip(t, display_columns(t)):
        i = max([k for k, s in enumerate(starts) if c + 1 >= s] or [0])
        cells[i] += ch
    return [regex.sub(r"\s+", " ", x).strip() for x in cells]


def read(lines: list[str]) -> list[str]:
    """``lines`` with each fixed-width table said as a tab-delimited one (module doc)."""
    out = list(lines)
    head = None
    row: list[int] = []
    cells: list[str] = []
    blanks: list[int] = []
    for n, t in enumerate(lines + [""]):
        new = _header(t) if n < len(lines) else None
        if new is not None and new == head:
            out[n] = columns.RULE   # (the header again at a page's head, a row going on under it, :51)
            continue
        if new is not None:
            _said(out, row, cells)
            head, row, cells, blanks = new, [], [], []
            out[n] = "\t".join(new[0])
            continue
        if head is None:
            continue
        if not t.strip():
            _said(out, row, cells)
            row, cells = [], []
            blanks.append(n)     # (a page's blank lines: the table goes on after them, :58)
            continue
        if not _fits(t, head[1]):
            _said(out, row, cells)
            head, row, cells, blanks = None, [], [], []   # (prose across the columns: it ends)
            continue
        got = _slice(t, head[1])
        day = next((i for i, c in enumerate(head[0]) if columns.column_form(c) == "{}日"), None)
        opens = bool(got[0]) or (day is not None and bool(got[day]))
        if opens and not (regex.match(r"^\d+$", got[0]) or (day is not None and _DAY.match(got[day]))):
            _said(out, row, cells)
            head, row, cells, blanks = None, [], [], []   # (a title or a note: the table ends)
            continue
        for k in blanks:
            out[k] = columns.RULE
        blanks = []
        if opens or not row:
            _said(out, row, cells)
            row, cells = [n], got
        else:
            row.append(n)
            cells = [a + _joined(a, b) for a, b in zip(cells, got)]
    return out


def _joined(a: str, b: str) -> str:
    """A cell's words on its next line, after its words on the line above (no space between
    Han characters, as the sheet wrapped them)."""
    if not b:
        return ""
    return b if not a or regex.match(r"\p{Han}|\p{P}", b) else " " + b


def _said(out: list[str], row: list[int], cells: list[str]) -> None:
    if not row:
        return
    cells = [c.replace(" ", "") if _BRANCHES_SPACED.fullmatch(c) else c for c in cells]
    out[row[0]] = "\t".join(cells)
    for k in row[1:]:
        out[k] = columns.RULE


__all__ = ["read"]
