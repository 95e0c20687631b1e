"""What ``liuren check`` prints: the checked items of an analysis as a summary table and one
block per finding, or as the JSON rows (:func:`edition.analyse.results.rows`).

    report = CheckReport.of(analysis, files={"003_03e8aca9396f2189.txt"})
    print("\\n".join(report.lines()))        # or report.json()
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from edition.analyse import results
from edition.analyse.examples.check import STATUSES
from edition.core.edition import key_of

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


def block(d: dict) -> list[str]:
    """The block of a worked example: printed, corrected and computed, the fields that do not
    agree, the explanation, the Korean reading."""
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
    bad = {k: v for k, v in d["fields"].items() if v != "agrees"}
    if bad:
        out.append("  fields      " + ", ".join(f"{k} {v}" for k, v in bad.items()))
    out += _why(d)
    if d.get("note") and d["status"] != "agrees":
        out.append(f"  note        {d['note']}")
    return out + _korean(d)


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

    @classmethod
    def of(cls, analysis, files: set[str] | None = None, statuses=(), kinds=()) -> "CheckReport":
        findings, items = results.select(analysis, files, (), kinds)
        return cls(findings, items, results.rows(findings, statuses),
                   results.rows(items, statuses),
                   {f: i for i, f in enumerate(analysis.sources)}, tuple(statuses), tuple(kinds))

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
            out += [""] + block(r)
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
