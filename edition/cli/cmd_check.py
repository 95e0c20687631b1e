"""`liuren check`: every worked example of the edition cast with the engine and compared.

Thin: the analysis of the edition (:mod:`edition.analyse.run`, computed from its TEI) gives the
checked items (:mod:`edition.analyse.results`); this prints a summary table and one block per
finding, or ``--json``.
"""
from __future__ import annotations

import json

import click

from edition.analyse.examples.check import STATUSES
from edition.analyse.results import ALL_KINDS
from edition.cli.common import edition_option
from edition.core.edition import key_of


DEFAULT_BLOCKS = ("printed-error-corrected", "printed-error-new", "correction-disputed",
                  "school-dependent", "inconsistent")


def _claims_text(c: dict | None) -> str:
    if not c:
        return "—"
    parts = []
    for k, v in c.items():
        if k == "lessons":
            v = " ".join(f"{le.get('upper', '?')}/{le.get('lower', '?')}" if le else "·"
                         for le in v)
        elif k in ("plate", "generals", "yi_ma"):
            v = " ".join(f"{a}:{b}" for a, b in v.items())
        elif k == "guiren":
            v = " ".join(f"{a}={b}" for a, b in v.items())
        elif k == "glyphs":          # read through a variant glyph: printed → read
            v = " ".join(f"{g.get('printed')}→{g.get('read')}" for g in v if isinstance(g, dict))
        elif isinstance(v, list):
            v = "".join(str(x) if x else "·" for x in v) if all(
                not isinstance(x, (dict, list)) for x in v) else json.dumps(v, ensure_ascii=False)
        elif isinstance(v, dict):
            v = " ".join(f"{a}:{b}" for a, b in v.items())
        elif isinstance(v, bool):
            v = ("晝" if v else "夜") if k == "daytime" else str(v).lower()
        parts.append(f"{k} {v}")
    return "; ".join(parts)


def _rule_block(d: dict) -> list[str]:
    """A table cell (002) or a 金口訣 claim (004)."""
    out = [f"{d['id']}  {d['source']}:{d['line']}  [{d['status']}]  {d['kind']}",
           f"  printed     {d['text']}"]
    if d["kind"] == "spirit-cell":
        comp = d["computed"]
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
        comp = d["computed"]
        out.append(f"  elements    {comp['elements']}")
    if d["hypothesis"]:
        out.append(f"  explanation {d['hypothesis']}")
    if d["why"]:
        out.append(f"  why         {d['why']}")
    return out


def _status(d: dict) -> str:
    """``[status]``, and beside it the verdict under the book's own school when it differs
    (``[school-dependent → book: agrees]``)."""
    book = d.get("book_status")
    return f"[{d['status']}]" if not book or book == d["status"] else \
        f"[{d['status']} → book: {book}]"


def _block(d: dict) -> list[str]:
    out = [f"{d['id']}  {d['source']}:{d['line']}  {_status(d)}  {d['name'] or d['kind']}",
           f"  printed     {d['text']}",
           f"  claims      {_claims_text(d['printed'])}"]
    if d["corrected"] is not None:
        out.append(f"  corrected   {_claims_text(d['corrected'])}")
        out.append(f"  by          {d['correction']}")
    comp = d["computed"]
    if comp and "transmissions" in comp:
        out.append(f"  computed    {comp['notation']}: 三傳 {''.join(comp['transmissions'])}, "
                   f"干上 {comp['gan_shang']}, 支上 {comp['zhi_shang']}, "
                   f"{'・'.join(comp['names'])} ({comp['method']})")
    elif comp:
        out.append(f"  computed    {comp['notation']}")
    if len(d["solutions"]) > 1:
        out.append(f"  solutions   {len(d['solutions'])}: "
                   + ", ".join(s["notation"] for s in d["solutions"][:12])
                   + (" …" if len(d["solutions"]) > 12 else ""))
    bad = {k: v for k, v in d["fields"].items() if v != "agrees"}
    if bad:
        out.append("  fields      " + ", ".join(f"{k} {v}" for k, v in bad.items()))
    if d["hypothesis"]:
        out.append(f"  explanation {d['hypothesis']}")
    if d["why"]:
        out.append(f"  why         {d['why']}")
    if d.get("note") and d["status"] != "agrees":
        out.append(f"  note        {d['note']}")
    if d["korean"]:
        k = d["korean"]
        verdict = ("" if "agrees" not in k else
                   " — the Korean reading agrees with the engine" if k["agrees"]
                   else " — the Korean reading does not agree with the engine")
        out.append(f"  Korean      {d['source']}:{k.get('line')}: {k.get('text', '')}{verdict}")
        if k.get("note"):
            out.append(f"              {k['note']}")
    return out


@click.command("check")
@click.option("--source", "source", default=None, metavar="S",
              help="Only this source (id, key such as 001, or file name).")
@click.option("--status", "statuses", multiple=True, metavar="S",
              help="Only examples with this status (repeatable): " + ", ".join(STATUSES) + ".")
@click.option("--kind", "kinds", multiple=True, metavar="K",
              help="Only items of this kind (repeatable): " + ", ".join(ALL_KINDS) + ".")
@click.option("--all", "show_all", is_flag=True, help="A block for every example, agreements too.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list, one object per example.")
@edition_option
def check(source, statuses, kinds, show_all, as_json, ed):
    """Cast every worked example of the edition and compare it with what is printed; check
    every cell of the monthly 神煞 tables against the spirits' rules and every relation claim
    of the 金口訣 combinations.

    Statuses: agrees, partial (agrees on the claims read, some written claims unread),
    printed-error-corrected, printed-error-new, correction-disputed, school-dependent,
    underdetermined, unresolved (a disagreement the checker cannot attribute with certainty),
    inconsistent, not-checkable. Exit 0 whenever the run
    completes, whatever it finds."""
    from edition.analyse import results, run

    results.check_filters(statuses, kinds)
    files = {s.file for s in ed.select_sources(source)} if source else None
    a = run.load(ed)
    for w in a.warnings:
        click.echo(f"liuren: warning: {w}", err=True)
    findings, items = results.select(a, files, (), kinds)
    rows = results.rows(findings, statuses)
    rule_rows = results.rows(items, statuses)
    if as_json:
        click.echo(json.dumps(rows + rule_rows, ensure_ascii=False, indent=1))
        return
    table = results.summary(findings)
    short = {"agrees": "agree", "partial": "partial", "unresolved": "unresolved",
             "printed-error-corrected": "err-corr",
             "printed-error-new": "err-new", "correction-disputed": "disputed",
             "school-dependent": "school", "underdetermined": "underdet",
             "inconsistent": "inconsist", "not-checkable": "n/c"}
    click.echo(f"{len(findings)} examples (read from tei); statuses:")
    width = max([28] + [len(s) + 2 for s in table])
    head = f"{'source':<{width}}" + "".join(f"{short[s]:>10}" for s in STATUSES) + f"{'total':>8}"
    click.echo(head)
    totals = {s: 0 for s in STATUSES}
    order = {f: i for i, f in enumerate(a.sources)}
    for sid in sorted(table, key=lambda x: (order.get(x, len(order)), x)):
        row = table[sid]
        click.echo(f"{sid:<{width}}" + "".join(f"{row[s]:>10}" for s in STATUSES)
                   + f"{sum(row.values()):>8}")
        for s in STATUSES:
            totals[s] += row[s]
    click.echo(f"{'all':<{width}}" + "".join(f"{totals[s]:>10}" for s in STATUSES)
               + f"{sum(totals.values()):>8}")
    if items:
        click.echo("")
        click.echo(f"{len(items)} table cells and claims (read from tei); statuses:")
        click.echo(f"{'kind':<28}" + "".join(f"{short[s]:>10}" for s in STATUSES)
                   + f"{'total':>8}")
        by: dict = {}
        for r in items:
            by.setdefault((r.kind, r.source), {s: 0 for s in STATUSES})[r.status] += 1
        for (kind, sid), row in sorted(by.items()):
            click.echo(f"{kind + ' (' + key_of(sid) + ')':<28}"
                       + "".join(f"{row[s]:>10}" for s in STATUSES) + f"{sum(row.values()):>8}")
    shown = rows if (show_all or statuses) else [r for r in rows if r["status"] in DEFAULT_BLOCKS]
    for r in shown:
        click.echo("")
        for line in _block(r):
            click.echo(line)
    if show_all or statuses or kinds:
        for r in rule_rows:
            click.echo("")
            for line in _rule_block(r):
                click.echo(line)
        return
    # by default one line per finding (a block each with --kind, --status or --all)
    shown = [r for r in rule_rows if r["status"] in DEFAULT_BLOCKS]
    if shown:
        click.echo("")
        click.echo(f"{len(shown)} findings in table cells and claims (a block each: "
                   "--kind spirit-cell, --kind jinkou-claim):")
    for r in shown:
        c = r.get("commentary")
        said = f"; commentary {c['line']}: {c['verdict']}" if c else ""
        click.echo(f"{r['id']}  {r['source']}:{r['line']}  [{r['status']}]  {r['text']}{said}")
