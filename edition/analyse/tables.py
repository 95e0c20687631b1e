"""Readers of the TEI's structured paragraphs that the rule checks need (docs/ENCODING.md,
*Structured Chinese paragraphs*), kept here so that :mod:`edition.encode.reader` stays the TEI
engineer's:

* :func:`spirit_tables` — seed 002's monthly tables, ``table[@type='spirits']`` with one
  ``row`` per branch (``@n``) and one ``cell`` per spirit, as
  :class:`edition.analyse.spirit_tables.MonthTable`
  (printed text, or the reading text with the commentary's emendations applied);
* :func:`combinations` — seed 004's sixty combinations, ``list[@type='combinations']/item``
  (a continuation item with ``@prev`` is attached to the item it continues);
* :func:`spirit_ids` — the taxonomy ids of the spirits (``sha_yue_po`` for 月破).

The trees are the witnesses' text layers (:mod:`edition.analyse.witness`).
"""
from __future__ import annotations

import re
from pathlib import Path

from edition.analyse import jinkou_text as jt
from edition.analyse.rules import registry
from edition.analyse.spirit_tables import MonthTable, month_of_commentary
from edition.analyse.witness import witnesses
from edition.core.tei import NS, XML_ID, T, root_of
from edition.core.tei import ids as id_map
from edition.encode import reader
from engine.errors import BadOption
from engine.jinkou import parse_general
from engine.values import BRANCH_NAMES, parse_branch, parse_month, parse_stem


class TableError(ValueError):
    """A structured paragraph of the TEI that does not have the expected shape."""


def witness_with(ed, test):
    """The first witness of edition ``ed`` whose text layer passes ``test``
    (:func:`has_spirit_tables`, :func:`has_combinations`)."""
    for w in witnesses(ed):
        if test(w.tree):
            return w
    raise TableError(f"no witness of the edition {ed.root} has {test.__doc__ or test.__name__}")


def has_spirit_tables(t) -> bool:
    """monthly spirit tables (table[@type='spirits'])"""
    return root_of(t).find(f".//{{{NS['tei']}}}table[@type='spirits']") is not None


def has_combinations(t) -> bool:
    """金口訣 combinations (list[@type='combinations'])"""
    return root_of(t).find(f".//{{{NS['tei']}}}list[@type='combinations']") is not None


def _text(el, mode: str) -> str:
    return reader.element_text(el, mode)


# --------------------------------------------------------------------------- 002 tables

def _month_of_div(div) -> int | None:
    """The month a ``div[@type='month']/@n`` names (三月 …; :func:`engine.values.parse_month`)."""
    try:
        return parse_month(div.get("n") or "")
    except BadOption:
        return None


def spirit_tables(t, mode: str = "dip") -> dict:
    """``{month: MonthTable}`` from the ``table[@type='spirits']`` of a TEI tree. `mode`
    "dip" gives the printed cells, "read" the cells with the commentary's emendations applied
    (a ``surplus`` cell is then empty and dropped). The month is the one the Korean
    paragraph (``@corresp``) names (002:5 「삼월은 진을 세우고」), else the enclosing
    ``div[@type='month']/@n``."""
    root = root_of(t)
    ids = id_map(root)
    out = {}
    for tab in root.iterfind(".//tei:body//tei:table[@type='spirits']", NS):
        line = int(tab.get("n"))
        cells: dict[int, list[str]] = {}
        for row in tab.iterfind("tei:row", NS):
            b = row.get("n")
            if b not in BRANCH_NAMES or len(b) != 1:
                raise TableError(f"{_where(root)}:{line}: row n={b!r} is not a branch")
            names = []
            for c in row.iterfind("tei:cell", NS):
                if c.get("role") == "label":
                    continue
                v = _text(c, mode).strip()
                if v:
                    names.append(v)
            cells[BRANCH_NAMES.index(b)] = names
        if sorted(cells) != list(range(12)):
            raise TableError(f"{_where(root)}:{line}: the table does not have the twelve rows")
        ko = ids.get((tab.get("corresp") or "").lstrip("#"))
        comm = _text(ko, "dip") if ko is not None else ""
        cline = int(ko.get("n")) if ko is not None else 0
        month = month_of_commentary(comm)
        if month is None:
            div = tab.getparent()
            month = _month_of_div(div) if div is not None else None
        if month is None:
            raise TableError(f"{_where(root)}:{line}: cannot tell the month of this table")
        out[month] = MonthTable(month, line, cells, cline, comm)
    return out


def spirit_cells(t) -> list[tuple[int, int, str]]:
    """Every printed spirit cell: (table line, branch, printed text), in document order."""
    out = []
    for tab in root_of(t).iterfind(".//tei:body//tei:table[@type='spirits']", NS):
        for row in tab.iterfind("tei:row", NS):
            for c in row.iterfind("tei:cell", NS):
                if c.get("role") != "label":
                    out.append((int(tab.get("n")), BRANCH_NAMES.index(row.get("n")),
                                _text(c, "dip")))
    return out


def table_emendations(t) -> dict[tuple[int, int], list[str]]:
    """{(table line, branch): [emendation ids]} for the emendations inside table cells."""
    out: dict = {}
    for tab in root_of(t).iterfind(".//tei:body//tei:table[@type='spirits']", NS):
        for row in tab.iterfind("tei:row", NS):
            for c in row.iterfind("tei:cell", NS):
                for e in c.iter(T + "choice", T + "surplus", T + "supplied", T + "app",
                                T + "sic", T + "seg"):
                    i = e.get(XML_ID)
                    if i and not re.search(r"\.\d+$", i):
                        out.setdefault((int(tab.get("n")), BRANCH_NAMES.index(row.get("n"))),
                                       []).append(i)
    return out


def spirit_ids(t=None) -> dict[str, str]:
    """{spirit name: rule id} of the spirits of the rule registry (``sha_yue_po`` for 月破)."""
    out: dict[str, str] = {}
    for e in registry().values():
        if e.kind == "spirit":
            out.setdefault(e.zh, e.id)
    return out


def _where(root) -> str:
    try:
        return reader.source_file(root.getroottree())
    except Exception:                        # a tree without a header: its file name
        return Path(root.getroottree().docinfo.URL or "?").name


# --------------------------------------------------------------------------- 004

def combinations(t) -> list:
    """The 人元、貴神、地分 combinations of ``list[@type='combinations']`` as
    :class:`edition.analyse.jinkou_text.Combination` (line = the paragraph's ``@n``; the text
    after the label, continuation items appended)."""
    root = root_of(t)
    out: list[list] = []
    by_id: dict[str, int] = {}
    for lst in root.iterfind(".//tei:body//tei:list[@type='combinations']", NS):
        line = int(lst.get("n"))
        for item in lst.iterfind(T + "item"):
            text = _text(item, "dip")
            ms = list(jt.COMBINATION.finditer(text))
            if not ms:
                prev = (item.get("prev") or "").lstrip("#")
                if prev in by_id:
                    out[by_id[prev]][4] += text
                elif out:
                    out[-1][4] += text
                continue
            for k, m in enumerate(ms):
                end = ms[k + 1].start() if k + 1 < len(ms) else len(text)
                out.append([line, parse_stem(m[1]), parse_general(m[2]),
                            parse_branch(m[3]), text[m.end():end]])
            if item.get(XML_ID):
                by_id[item.get(XML_ID)] = len(out) - 1
    return [jt.Combination(*c) for c in out]


def combination_items(t) -> int:
    """The number of labelled combination items marked up (the meta-test's count)."""
    return len(root_of(t).findall(".//tei:body//tei:list[@type='combinations']/tei:item/tei:label",
                                NS))
