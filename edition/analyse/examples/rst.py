"""A book in reStructuredText (a course handbook as Sphinx sources, a round-45 red-team book,
tests/data/redteam/liuren_handbook.rst), read through its markup with every offset kept:

* comments (「..」 and the lines indented under it: an old draft's wrong cast, :338-341),
  directives and their options (「.. note::」, 「:depth: 2」), titles' under- and overlines, and
  substitution and footnote definitions are no text; a directive's body is (a 「.. warning::」
  correcting the cast above it, :322, read by :func:`.threads.under_fixes`);
* inline markup is blank (「**丁亥**\\ 日」, 「*重審*」, 「``子``」, a link's target), a substitution the
  text it stands for (「\\ |將|\\ 將」 with 「.. |將| replace:: 亥」, :11), a footnote's mark 「[#]_」 the
  note its definition makes of the word before it (「三傳亥酉\\ [#]_\\ 未」 and 「.. [#] 原書作酉，當作卯。」:
  「（酉當作卯）」, :345, :351);
* a grid table's borders are a table's rules, its rows read as a Markdown table's, a row over two
  lines read whole on its first (its cells joined); a simple table's columns divided by 「|」 where
  its rule of 「=」 divides them;
* a program's output in a code block, its fields on a line by their labels (「日辰  丙子    月將  申
  占時  寅    夜」, :285), said as a table's cells are;
* a list-table's row (「* - 甲寅」 then 「- 亥」 …) and a field list (「:日: 甲子」, 「:將: 亥」 …) say each
  cell as its column's (:func:`.columns.cell_words`, the header row's or the field's name), the
  row or the list one record.
"""
from __future__ import annotations

import regex

from edition.core.text import char_width

from . import printout
from .columns import column_form
from .latex import put_note
from .wikitext import blocks
from edition.core.patterns import compiled

_DIRECTIVE = compiled(r"^\s*\.\.\s+[\w:-]+::")
_COMMENT = compiled(r"^(?P<ind>\s*)\.\.(?:\s|$)(?!\s*\[)(?!\s*\|)(?!\s*_)")
_OPTION = compiled(r"^\s+:[\w-]+:(?:\s.*)?$")
_SUBST = compiled(r"^\s*\.\.\s+\|(?P<k>[^|]+)\|\s+replace::\s*(?P<v>.*?)\s*$")
_FOOTDEF = compiled(r"^\s*\.\.\s+\[(?P<k>#[\w-]*|\d+|\*)\]\s+(?P<t>.*)$")
_FOOTMARK = compiled(r"(?:\\ )?\[(?P<k>#[\w-]*|\d+|\*)\]_(?:\\ )?")
_ADORN = compiled(r"^\s*([=\-~^\"'`#*+:._])\1{2,}\s*$")
_SIMPLE_RULE = compiled(r"^\s*=+(?:\s+=+)+\s*$")
_GRID_RULE = compiled(r"^\s*\+(?:[-=]+\+)+\s*$")
_GRID_ROW = compiled(r"^\s*\|.*\|\s*$")
_FIELD = compiled(r"^(?P<ind>\s*):(?P<k>[^:\s][^:]{0,5}):\s+(?P<v>\S.*?)\s*$")
_ITEM = compiled(r"^(?P<ind>\s*)(?P<star>\*\s+)?-\s+(?P<v>\S.*?)\s*$")
_INLINE = compiled(r"`(?P<t>[^`<]*?)\s*<[^>]*>`__?|\\ |\*\*|``|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)"
                        r"|`(?P<r>[^`]+)`_|:\w+:`")
_FIELDS = {"初傳天將": "初傳乘", "初將": "初傳乘"}


def is_rst(lines: list[str]) -> bool:
    """Whether ``lines`` are reStructuredText: two directives or more (「.. note::」), or
    titles underlined three times and its escaped spaces (「**甲子**\\ 日」)."""
    directives = sum(bool(_DIRECTIVE.match(t)) for t in lines)
    adorned = sum(bool(_ADORN.match(t)) and bool(lines[k - 1].strip())
                  for k, t in enumerate(lines) if k)
    return directives >= 2 or (adorned >= 3 and any("\\ " in t for t in lines))


def read(lines: list[str]) -> tuple[list[str], dict, dict]:
    """``lines`` read through their markup (module doc), the notes put in at footnotes' marks,
    and the records over several lines (list-table rows, field lists)."""
    out = list(lines)
    subst = {m["k"]: m["v"] for t in lines if (m := _SUBST.match(t))}
    defs = [(m["k"], m["t"]) for t in lines if (m := _FOOTDEF.match(t))]
    auto = [x for k, x in defs if k == "#"]          # (「[#]_」: the 「.. [#]」 notes in order;
    named = {k: x for k, x in defs if k != "#"}      # 「[1]_」, 「[#a]_」: their own, a review of the
    #                                                  change, review_round45/rv45_rst.rst:11)
    _hidden(lines, out)
    cited: dict = {}
    spans: dict = {}
    _fields(lines, out, spans)
    _list_tables(lines, out, spans)
    _grid(lines, out)
    _simple(lines, out)
    _labelled(lines, out, spans)
    marks = 0
    for n, t in enumerate(out, 1):
        chars = list(t)
        for m in _FOOTMARK.finditer(t):
            note = named.get(m["k"]) if m["k"] != "#" else (auto[marks] if marks < len(auto)
                                                             else None)
            marks += m["k"] == "#"
            chars[m.start():m.end()] = " " * (m.end() - m.start())
            if note:
                put_note(chars, (m.start(), m.end()), note, cited, (n, f"[{m['k']}]"))
        t = "".join(chars)
        for k, v in subst.items():
            t = t.replace(f"|{k}|", (v + " " * (len(k) + 2))[:len(k) + 2])
        out[n - 1] = _INLINE.sub(_inline, t)
    return out, cited, blocks(spans)


def _inline(m) -> str:
    words = m["t"] if m["t"] is not None else m["r"] or ""
    return words.ljust(len(m.group(0)))


def _hidden(lines: list[str], out: list[str]) -> None:
    """Comments, directives and their options, adornments, definitions: blank (module doc)."""
    n = 0
    while n < len(lines):
        t = lines[n]
        c = _COMMENT.match(t)
        if c and not _DIRECTIVE.match(t) and not _SUBST.match(t) and not _FOOTDEF.match(t):
            ind, k = len(c["ind"]), n + 1
            while k < len(lines) and (not lines[k].strip() or
                                      len(lines[k]) - len(lines[k].lstrip()) > ind):
                k += 1
            for j in range(n, k):
                out[j] = " " * len(lines[j])
            n = k
            continue
        if (_DIRECTIVE.match(t) or _SUBST.match(t) or _FOOTDEF.match(t)
                or (_ADORN.match(t) and not _SIMPLE_RULE.match(t))
                or (_OPTION.match(t) and n and out[n - 1].strip() == "" and _DIRECTIVE.match(
                    lines[n - 1] if not _OPTION.match(lines[n - 1]) else _directive_above(lines, n)))):
            out[n] = " " * len(t)
        n += 1


def _directive_above(lines: list[str], n: int) -> str:
    k = n - 1
    while k > 0 and _OPTION.match(lines[k]):
        k -= 1
    return lines[k]


def _said(col: str, cell: str) -> str | None:
    return printout.said(_FIELDS.get(col, col), cell)


def _fields(lines: list[str], out: list[str], spans: dict) -> None:
    """A field list's fields said (module doc); one naming a day opens a record to its end."""
    for block in printout.runs(lines, _FIELD):
        n, k = block.start, block.stop
        said = False
        for j in block:
            m = _FIELD.match(lines[j])
            words = _said(m["k"], m["v"])
            out[j] = (words and printout.in_room(lines[j], len(m["ind"]), words)) or " " * len(lines[j])
            said = said or column_form(_FIELDS.get(m["k"], m["k"])) == "{}日"
        if said and k - 1 > n:
            spans[n + 1] = k


def _list_tables(lines: list[str], out: list[str], spans: dict) -> None:
    """A list-table's rows said by its header row's names (module doc)."""
    header, row = None, []
    for n, t in enumerate(lines + [""]):
        m = _ITEM.match(t) if n < len(lines) else None
        if m is None or (m["star"] and row):
            if row and header is None:     # (its names without their glosses: 「天將（初、中、末）」)
                header = [regex.sub(r"（[^）]*）|\([^)]*\)", "", _ITEM.match(lines[j])["v"])
                          for j in row]
            elif row and len(row) == len(header):
                _list_row(lines, out, spans, header, row)
            row = [] if m is None else [n]
            if m is None and not t.strip():
                continue
            if m is None:
                header = None if not _OPTION.match(t) and not _DIRECTIVE.match(t) else header
            continue
        row.append(n)


def _list_row(lines, out, spans, header, row) -> None:
    said = False
    for col, j in zip(header, row):
        m = _ITEM.match(lines[j])
        words = _said(col, m["v"])
        at = len(m["ind"])
        room = len(lines[j]) - at
        words = words[:-1] if words and len(words) == room + 1 else words   # (its comma)
        out[j] = (words and printout.in_room(lines[j], at, words)) or " " * len(lines[j])
        said = said or bool(words and len(words) <= room and column_form(col) == "{}日")
    if said:
        spans[row[0] + 1] = row[-1] + 1


def _grid(lines: list[str], out: list[str]) -> None:
    """A grid table's borders as rules, a row over several lines read on its first, its other
    lines rules (module doc)."""
    n = 0
    while n < len(lines):
        if not _GRID_RULE.match(lines[n]):
            n += 1
            continue
        out[n] = _rule(lines[n])
        k = n + 1
        while k < len(lines) and _GRID_ROW.match(lines[k]):
            k += 1
        if k - n > 2:
            out[n + 1] = _joined(lines[n + 1:k])
            for j in range(n + 2, k):
                out[j] = _rule(lines[j])
        n = k


def _rule(t: str) -> str:
    return "|" + "-" * max(3, len(t) - 2) + "|"


def _joined(rows: list[str]) -> str:
    """A grid table's row over several lines, its cells' lines joined, on its first line."""
    split = [r.strip().strip("|").split("|") for r in rows]
    if len({len(c) for c in split}) != 1:
        return rows[0]
    cells = ["".join(c[i].strip() for c in split) for i in range(len(split[0]))]
    words = "| " + " | ".join(cells) + " |"
    return words.ljust(len(rows[0])) if len(words) <= len(rows[0]) else rows[0]


_CODE = compiled(r"^(?P<ind>\s*)\.\.\s+(?:code-block|code|sourcecode)::|::\s*$")


def _labelled(lines: list[str], out: list[str], spans: dict) -> None:
    """A code block's program output read (:mod:`.printout`)."""
    n = 0
    while n < len(lines):
        t = lines[n]
        if not (_CODE.match(t) or t.rstrip().endswith("::")):
            n += 1
            continue
        ind, k = len(t) - len(t.lstrip()), n + 1
        while k < len(lines) and (not lines[k].strip() or len(lines[k]) - len(lines[k].lstrip()) > ind):
            k += 1
        printout.read_block(lines, out, range(n + 1, k), spans)
        n = k


def _simple(lines: list[str], out: list[str]) -> None:
    """A simple table: its rules a table's rules, its rows' columns divided by 「|」 where the
    rule divides them (by display width: a Han character is two columns wide)."""
    rule = None
    for n, t in enumerate(lines):
        if _SIMPLE_RULE.match(t):
            rule = t
            out[n] = _rule(t)
            continue
        if rule is None or not t.strip():
            rule = None
            continue
        starts = {m.start() for m in regex.finditer(r"=+", rule)} - {rule.index("=")}
        chars, col = list(out[n]), 0
        for i, ch in enumerate(t):
            if col + 1 in starts and ch == " ":
                chars[i] = "|"
            col += char_width(ch)
        out[n] = "".join(chars)


__all__ = ["is_rst", "read"]
