"""`liuren check`: every worked example of the edition cast with the engine and compared.

Thin: the analysis of the edition (:mod:`edition.analyse.run`, computed from its TEI) gives the
checked items (:mod:`edition.analyse.results`); :mod:`edition.publish.findings` lays them out as
a summary table and one block per finding, or ``--json``.
"""
from __future__ import annotations

import click

from edition.analyse.examples.check import STATUSES
from edition.analyse.results import ALL_KINDS
from edition.cli.common import edition_option


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
    inconsistent, not-checkable. Beside a status, its verdict under the book's own school when
    that differs (`liuren school`). Exit 0 whenever the run completes, whatever it finds."""
    from edition.analyse import results, run
    from edition.publish.findings import CheckReport
    results.check_filters(statuses, kinds)
    files = {s.file for s in ed.select_sources(source)} if source else None
    a = run.load(ed)
    for w in a.warnings:
        click.echo(f"liuren: warning: {w}", err=True)
    report = CheckReport.of(a, files, statuses, kinds)
    click.echo(report.json() if as_json else "\n".join(report.lines(show_all)))
