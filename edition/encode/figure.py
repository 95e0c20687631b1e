"""A case's chart as a TEI ``figure``: the printed lines of a chart, each a row of cells.

A case collection (六壬斷案, ``../shared/witnesses/duanan``, README) prints under each case's
header 「NN）…」 a chart of six lines: the ring of twelve branches with the generals around it,
the 四課 and the 三傳 table (liuren_duanan_01-31.txt:12-17). Its text layer is::

    <figure xml:id="f12" type="chart" n="12">
      <table rows="6">
        <row xml:id="p12" n="12" xml:lang="lzh"><cell role="space">	 	</cell><cell>六</cell><cell>陈</cell></row>
        <row xml:id="p13" n="13" xml:lang="lzh"><cell>朱</cell><cell>戌</cell>…</row>
        …
        <row xml:id="p15" n="15" xml:lang="lzh">…<cell>中</cell><cell><note xml:id="p15.n1"
          type="interlinear" place="inline">暗鬼</note></cell></row>

* each row is one source line (``xml:id`` p{line}, ``@n`` its line: the citation unit, as a
  ``p`` is), a paragraph-level element of the text;
* each printed character is a cell, an interlinear note 「（暗鬼）」 one cell holding its note, and
  each run of whitespace (tabs, spaces, full-width spaces: the layout of the figure) a cell
  ``role="space"`` holding it as printed. The row's cells, concatenated, are its line byte for
  byte (:func:`edition.encode.reader.element_text`).

Which lines make a chart: the run of lines right after a case's header (a line opening
「NN）」) whose every character, notes apart, is a chart's — a branch, a stem, a general's short
form, a 六親, 初/中/末, 空 (engine/lexicon.py, read through the simplified fold) — three lines at
least, one of them a 三傳 row (初, 中 or 末). A line holding an emendation or a lost character
(□) keeps its plain encoding, and so does the rest of its chart.
"""
from __future__ import annotations

from lxml import etree

from edition.core.normalize import traditional
from edition.core.tei import XML_ID, XML_LANG, element, sub
from engine import lexicon as lx
from edition.core.patterns import compiled

CASE_HEADER = compiled(r"^\s*\d{1,3}\s*[）)、．.]")
_ITEM = compiled(r"（[^（）]*）|\s+|\S")
_NOTE = compiled(r"（[^（）]*）")
_WORDING = str.maketrans(lx.wording())
CHART_GLYPHS = frozenset(
    lx.BRANCHES + lx.STEMS + "初中末" + lx.DUN_KONG
    + "".join(w for w in lx.general_names("cell") if len(w) == 1)
    + "".join(w.word for w in lx.LIU_QIN if len(w.word) == 1))
MIN_ROWS, MAX_ROWS = 3, 8


def is_chart_line(s: str) -> bool:
    """Every character of ``s``, its notes and whitespace apart, is a chart's (module doc)."""
    bare = "".join(_NOTE.sub("", s).split())
    return bool(bare) and all(traditional(c).translate(_WORDING) in CHART_GLYPHS for c in bare)


def chart_runs(paras: list[tuple[int, str]], blocked: set[int] = frozenset()
               ) -> list[list[tuple[int, str]]]:
    """The charts of a witness: runs of ``(line, text)`` paragraphs (non-blank lines, in
    order) right after a case's header (module doc). ``blocked``: lines that keep their plain
    encoding (an emendation there); a run stops before one."""
    out = []
    for k, (n, s) in enumerate(paras):
        if not CASE_HEADER.match(s):
            continue
        run = []
        for m, t in paras[k + 1:k + 1 + MAX_ROWS]:
            if m != (run[-1][0] + 1 if run else n + 1) or m in blocked or not is_chart_line(t):
                break
            run.append((m, t))
        if len(run) >= MIN_ROWS and any(c in "初中末" for _, t in run for c in _NOTE.sub("", t)):
            out.append(run)
    return out


def chart_figure(run: list[tuple[int, str]]) -> tuple[etree._Element, int]:
    """The ``figure`` of one chart (module doc) and the number of its notes."""
    first = run[0][0]
    fig = element("figure", {XML_ID: f"f{first}", "type": "chart", "n": str(first)})
    table = sub(fig, "table", {"rows": str(len(run))})
    notes = 0
    for n, s in run:
        row = sub(table, "row", {XML_ID: f"p{n}", "n": str(n), XML_LANG: "lzh"})
        k = 0
        for m in _ITEM.finditer(s):
            item = m.group(0)
            if item.isspace():
                sub(row, "cell", {"role": "space"}, item)
            elif item.startswith("（"):
                k += 1
                sub(sub(row, "cell"), "note", {XML_ID: f"p{n}.n{k}", "type": "interlinear",
                                                "place": "inline"}, item[1:-1])
            else:
                sub(row, "cell", None, item)
        notes += k
    return fig, notes


__all__ = ["chart_runs", "chart_figure", "is_chart_line", "CHART_GLYPHS"]
