"""What ``liuren check`` prints: the checked items of an analysis as a summary table and one
block per finding, or as the JSON rows (:func:`edition.analyse.results.rows`). A case record's
block shows its printed chart beside the computed one as the book lays it out, the differing
cells marked (:class:`ChartView`, which the site draws too).

    report = CheckReport.of(analysis, files={"003_03e8aca9396f2189.txt"})
    print("\\n".join(report.lines()))        # or report.json()
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from edition.analyse import results
from edition.analyse.examples.check import STATUSES
from edition.core.edition import key_of
from edition.core.text import display_width
from engine import lexicon as lx
from engine.values import LIU_QIN_NAMES

# the statuses that get a block of their own by default (the others: --all or --status)
DEFAULT_BLOCKS = ("printed-error-corrected", "printed-error-new", "correction-disputed",
                  "school-dependent", "unresolved", "inconsistent")
# a status as a column head of the summary table
SHORT = {"agrees": "agree", "partial": "partial", "printed-error-corrected": "err-corr",
         "printed-error-new": "err-new", "correction-disputed": "disputed",
         "school-dependent": "school", "underdetermined": "underdet", "unresolved": "unresolv",
         "inconsistent": "inconsist", "not-checkable": "n/c"}


def _claim_value(k: str, v) -> str:
    """One claim's value as the block prints it (a lesson upper/lower, a plate X:Y, …)."""
    if k == "lessons":
        return " ".join(f"{le.get('upper', '?')}/{le.get('lower', '?')}" if le else "·" for le in v)
    if k in ("plate", "generals", "yi_ma"):
        return " ".join(f"{a}:{b}" for a, b in v.items())
    if k == "guiren":
        return " ".join(f"{a}={b}" for a, b in v.items())
    if k == "glyphs":          # read through a variant glyph: printed → read
        return " ".join(f"{g.get('printed')}→{g.get('read')}" for g in v if isinstance(g, dict))
    if isinstance(v, list):
        return "".join(str(x) if x else "·" for x in v) if all(
            not isinstance(x, (dict, list)) for x in v) else json.dumps(v, ensure_ascii=False)
    if isinstance(v, dict):
        return " ".join(f"{a}:{b}" for a, b in v.items())
    if isinstance(v, bool):
        return ("晝" if v else "夜") if k == "daytime" else str(v).lower()
    return v


def claims_text(c: dict | None) -> str:
    """A finding's claims (printed or corrected) on one line: ``day 丁丑; transmissions 巳丑酉``."""
    if not c:
        return "—"
    return "; ".join(f"{k} {_claim_value(k, v)}" for k, v in c.items())


def rule_block(d: dict) -> list[str]:
    """The block of a table cell (002) or a 金口訣 claim (004)."""
    out = [f"{d['id']}  {d['source']}:{d['line']}  [{d['status']}]  {d['kind']}",
           f"  printed     {d['text']}"]
    comp = d["computed"]
    if d["kind"] == "spirit-cell":
        if comp:
            out.append(f"  rule        {comp['rule']}")
        if d["corrected"] is not None:
            out.append(f"  corrected   {''.join(d['corrected']['branches']) or '-'}"
                       + (f"  by {d['correction']}" if d["correction"] else ""))
        c = d.get("commentary")
        if c:
            said = "; ".join(c["clauses"]) or "—"
            out.append(f"  commentary  {d['source']}:{c['line']} ({c['verdict']}): {said}")
    else:
        out.append(f"  elements    {comp['elements']}")
    return out + _why(d)


def _why(d: dict) -> list[str]:
    return ([f"  explanation {d['hypothesis']}"] if d["hypothesis"] else []) + (
        [f"  why         {d['why']}"] if d["why"] else [])


def _computed(comp: dict | None) -> list[str]:
    if comp and "transmissions" in comp:
        return [f"  computed    {comp['notation']}: 三傳 {''.join(comp['transmissions'])}, "
                f"干上 {comp['gan_shang']}, 支上 {comp['zhi_shang']}, "
                f"{'・'.join(comp['names'])} ({comp['method']})"]
    return [f"  computed    {comp['notation']}"] if comp else []


def _korean(d: dict) -> list[str]:
    k = d["korean"]
    if not k:
        return []
    verdict = ("" if "agrees" not in k else
               " — the Korean reading agrees with the engine" if k["agrees"]
               else " — the Korean reading does not agree with the engine")
    out = [f"  Korean      {d['source']}:{k.get('line')}: {k.get('text', '')}{verdict}"]
    return out + ([f"              {k['note']}"] if k.get("note") else [])


def status_label(d: dict) -> str:
    """``[status]``, and beside it the verdict under the book's own school when it differs
    (``[school-dependent → book: agrees]``)."""
    book = d.get("book_status")
    return f"[{d['status']}]" if not book or book == d["status"] else \
        f"[{d['status']} → book: {book}]"


def block(d: dict, chart: ChartView | None = None) -> list[str]:
    """The block of a worked example: printed, corrected and computed (a case: its printed
    chart beside the computed one, ``chart``), the fields that do not agree, the explanation,
    the Korean reading."""
    out = [f"{d['id']}  {d['source']}:{d['line']}  {status_label(d)}  {d['name'] or d['kind']}",
           f"  printed     {d['text']}",
           f"  claims      {claims_text(d['printed'])}"]
    if d["corrected"] is not None:
        out += [f"  corrected   {claims_text(d['corrected'])}", f"  by          {d['correction']}"]
    out += _computed(d["computed"])
    if len(d["solutions"]) > 1:
        out.append(f"  solutions   {len(d['solutions'])}: "
                   + ", ".join(s["notation"] for s in d["solutions"][:12])
                   + (" …" if len(d["solutions"]) > 12 else ""))
    if chart is not None:
        out += chart.lines()
    bad = {k: v for k, v in d["fields"].items() if v != "agrees"}
    if bad:
        out.append("  fields      " + ", ".join(f"{k} {v}" for k, v in bad.items()))
    out += _why(d)
    if d.get("note") and d["status"] != "agrees":
        out.append(f"  note        {d['note']}")
    return out + _korean(d)


# --- a case's chart as the book lays it out (issue 20) --------------------------------------------

_GAP = None           # an empty cell of the ring's middle
# the cells of each printed line of a case's chart, in print order
# (edition/analyse/examples/cases.py, module doc; liuren_duanan_01-31.txt:12-17)
CASE_LAYOUT = (
    (_GAP, "ring_generals.午", "ring_generals.未"),
    ("ring_generals.巳", "plate.巳", "plate.午", "plate.未", "plate.申", "ring_generals.申"),
    ("ring_generals.辰", "plate.辰", _GAP, _GAP, "plate.酉", "ring_generals.酉", "|",
     "lesson_generals.3", "lesson_generals.2", "lesson_generals.1", "lesson_generals.0", "|",
     "liuqin.0", "dun_gan.0", "transmissions.0", "transmission_generals.0", "初"),
    ("ring_generals.卯", "plate.卯", _GAP, _GAP, "plate.戌", "ring_generals.戌", "|",
     "lessons.3.upper", "lessons.2.upper", "lessons.1.upper", "lessons.0.upper", "|",
     "liuqin.1", "dun_gan.1", "transmissions.1", "transmission_generals.1", "中"),
    ("ring_generals.寅", "plate.寅", "plate.丑", "plate.子", "plate.亥", "ring_generals.亥", "|",
     "lessons.3.lower", "lessons.2.lower", "lessons.1.lower", "lessons.0.lower", "|",
     "liuqin.2", "dun_gan.2", "transmissions.2", "transmission_generals.2", "末"),
    (_GAP, "ring_generals.丑", "ring_generals.子"),
)
_LAYOUT_TEXT = {_GAP: "   ", "|": "  "}
_QIN_SHORT = {w.value: w.word for w in reversed(lx.LIU_QIN) if w.form == "short"}   # 官鬼 → 官
# the cells a chart view marks: those that differ, fall to a school option or are not read
MARKED = ("differs", "school", "unread")


def _short(fieldname: str, value: str | None) -> str | None:
    """A computed value in one cell's width: a general's one-character form, a 六親's."""
    if value is None:
        return None
    head = fieldname.split(".")[0]
    if head in ("ring_generals", "lesson_generals", "transmission_generals"):
        r = lx.general_of(value)
        return lx.GENERAL_SHORT[r.value] if r else value
    if head == "liuqin" and value in LIU_QIN_NAMES:
        return _QIN_SHORT[LIU_QIN_NAMES.index(value)]
    return value


def case_rows(values: dict, marked=frozenset()) -> tuple:
    """A chart's six lines as the book lays them out: each line a tuple of ``(text, mark)``,
    ``mark`` None for the layout (a gap, the space between the ring, the 四課 and the 三傳, a
    label 初/中/末, the notes that follow a 傳's row) and else whether the cell is marked.
    ``values`` maps a cell's field (``plate.巳``, ``lessons.0.upper``, …) to its text; an
    empty cell is ``·``."""
    out = []
    for k, row in enumerate(CASE_LAYOUT):
        items = []
        for f in row:
            if f in _LAYOUT_TEXT:
                items.append((_LAYOUT_TEXT[f], None))
            elif len(f) == 1:
                items.append((f + " ", None))
            else:
                items.append((values.get(f) or "·", f in marked))
        notes = values.get(f"transmission_notes.{k - 2}") if k in (2, 3, 4) else None
        if notes:
            items.append((notes, None))
        out.append(tuple(items))
    return tuple(out)


def case_text(rows) -> list[str]:
    """:func:`case_rows` as text: a cell and a space, ``*`` for the space of a marked cell."""
    return ["".join(t if m is None else t + ("*" if m else " ") for t, m in row).rstrip()
            for row in rows]


@dataclass(frozen=True)
class ChartView:
    """A case's chart, printed and computed, as the book lays it out (:func:`case_rows`), from
    a case finding's cells (:class:`edition.analyse.examples.check.cases.CellCheck`): the cells
    that differ, fall to a school option or are not read marked in both; where the cast
    agrees the computed chart shows the printed glyph."""
    printed: tuple
    computed: tuple
    notation: str = ""               # the computed cast (``己卯 …``)
    marked: tuple = ()               # the marked cells (CellCheck), in the finding's order

    @classmethod
    def of(cls, cells, notation: str = "") -> "ChartView":
        printed: dict = {}
        computed: dict = {}
        for c in cells:
            f = c.field
            if f.startswith("transmission_notes."):
                k = ".".join(f.split(".")[:2])
                printed[k] = printed.get(k, "") + c.printed
                computed[k] = computed.get(k, "") + (c.printed if c.result == "agrees"
                                                     else "（?）")
                continue
            printed[f] = c.printed
            agree = c.result in ("agrees", "reading")
            computed[f] = c.printed if agree else (_short(f, c.computed) or "?")
        marked = tuple(c for c in cells if c.result in MARKED)
        fields = {c.field for c in marked}
        return cls(case_rows(printed, fields), case_rows(computed, fields), notation, marked)

    def lines(self) -> list[str]:
        """The printed chart beside the computed one (``liuren check``), then the marked
        cells: ``field printed→computed (result[, certain])``."""
        printed, computed = case_text(self.printed), case_text(self.computed)
        w = max(display_width(x) for x in printed) + 4
        out = [f"  chart       {'printed':<{w}}computed {self.notation}".rstrip()]
        out += [f"              {a}{' ' * (w - display_width(a))}{b}".rstrip()
                for a, b in zip(printed, computed)]
        marks = [f"{c.field} {c.printed}→{c.computed or '?'} ({c.result}"
                 + (", certain" if c.certain else "") + ")" for c in self.marked]
        return out + (["  cells       " + "; ".join(marks)] if marks else [])


def chart_view(f) -> ChartView | None:
    """The chart view of a case finding (:class:`ChartView`), None for any other."""
    if not f.cells:
        return None
    return ChartView.of(f.cells, (f.computed or {}).get("notation", ""))


def _counts(label: str, width: int, row: dict) -> str:
    return (f"{label:<{width}}" + "".join(f"{row[s]:>10}" for s in STATUSES)
            + f"{sum(row.values()):>8}")


def _head(first: str, width: int) -> str:
    return f"{first:<{width}}" + "".join(f"{SHORT[s]:>10}" for s in STATUSES) + f"{'total':>8}"


@dataclass
class CheckReport:
    """The checked items of one ``liuren check`` run: the examples and the table cells and
    claims selected, as findings (for the summary) and as JSON rows filtered by status."""
    findings: list
    items: list
    rows: list[dict]
    rule_rows: list[dict]
    order: dict                 # source file → its place in the edition
    statuses: tuple = ()
    kinds: tuple = ()
    charts: dict = field(default_factory=dict)    # a case's id → its ChartView

    @classmethod
    def of(cls, analysis, files: set[str] | None = None, statuses=(), kinds=()) -> "CheckReport":
        findings, items = results.select(analysis, files, (), kinds)
        charts = {f.example.id: v for f in findings if (v := chart_view(f)) is not None}
        return cls(findings, items, results.rows(findings, statuses),
                   results.rows(items, statuses),
                   {f: i for i, f in enumerate(analysis.sources)}, tuple(statuses), tuple(kinds),
                   charts)

    def json(self) -> str:
        return json.dumps(self.rows + self.rule_rows, ensure_ascii=False, indent=1)

    def summary_lines(self) -> list[str]:
        """The examples by source and status, then the table cells and claims by kind."""
        table = results.summary(self.findings)
        width = max([28] + [len(s) + 2 for s in table])
        out = [f"{len(self.findings)} examples (read from tei); statuses:", _head("source", width)]
        totals = {s: 0 for s in STATUSES}
        for sid in sorted(table, key=lambda x: (self.order.get(x, len(self.order)), x)):
            out.append(_counts(sid, width, table[sid]))
            for s in STATUSES:
                totals[s] += table[sid][s]
        out.append(_counts("all", width, totals))
        if self.items:
            by: dict = {}
            for r in self.items:
                by.setdefault((r.kind, r.source), {s: 0 for s in STATUSES})[r.status] += 1
            out += ["", f"{len(self.items)} table cells and claims (read from tei); statuses:",
                    _head("kind", 28)]
            out += [_counts(f"{kind} ({key_of(sid)})", 28, row) for (kind, sid), row in sorted(by.items())]
        return out

    def lines(self, show_all: bool = False) -> list[str]:
        """The summary, a block per example (by default those of DEFAULT_BLOCKS), then the
        table cells and claims: a block each with --kind, --status or --all, else one line per
        finding."""
        out = self.summary_lines()
        every = show_all or self.statuses
        for r in (self.rows if every else [r for r in self.rows if r["status"] in DEFAULT_BLOCKS]):
            out += [""] + block(r, self.charts.get(r["id"]))
        if every or self.kinds:
            for r in self.rule_rows:
                out += [""] + rule_block(r)
            return out
        shown = [r for r in self.rule_rows if r["status"] in DEFAULT_BLOCKS]
        if shown:
            out += ["", f"{len(shown)} findings in table cells and claims (a block each: "
                        "--kind spirit-cell, --kind jinkou-claim):"]
        for r in shown:
            c = r.get("commentary")
            said = f"; commentary {c['line']}: {c['verdict']}" if c else ""
            out.append(f"{r['id']}  {r['source']}:{r['line']}  [{r['status']}]  {r['text']}{said}")
        return out
