"""The checked items of an analysis, selected and put together: chart findings (worked
examples) and rule findings (table cells, claims), as the JSON rows of ``liuren check --json``
(:func:`rows`, printed by :mod:`edition.publish.findings`). The HTML edition reads the typed
findings themselves (:mod:`edition.publish.html.examples`).

    findings, items = select(analysis, files={"001_6ab3c058adbfb16c.txt"}, kinds=["inline"])
    rows(findings, statuses=["printed-error-new"]) + rows(items, statuses=["printed-error-new"])
"""
from __future__ import annotations

from edition.analyse.examples.check import STATUSES
from edition.analyse.examples.model import KINDS
from edition.analyse.examples.rules import RULE_KINDS

ALL_KINDS = KINDS + RULE_KINDS


class BadFilter(ValueError):
    """An unknown status or kind asked for (names the allowed values)."""


def check_filters(statuses=(), kinds=()) -> None:
    for s in statuses:
        if s not in STATUSES:
            raise BadFilter(f"--status {s!r}: expected one of {', '.join(STATUSES)}")
    for k in kinds:
        if k not in ALL_KINDS:
            raise BadFilter(f"--kind {k!r}: expected one of {', '.join(ALL_KINDS)}")


def select(analysis, files: set[str] | None = None, statuses=(), kinds=()):
    """(findings, rule findings) of the sources in ``files`` (None: all), filtered by kind;
    statuses filter the rows (:func:`rows`)."""
    check_filters(statuses, kinds)
    fs = [f for f in analysis.findings if files is None or f.example.source in files]
    if kinds:
        fs = [f for f in fs if f.example.kind in kinds]
    rs = [] if kinds and not set(kinds) & set(RULE_KINDS) else [
        r for r in analysis.rule_findings
        if (files is None or r.source in files) and (not kinds or r.kind in kinds)]
    return fs, rs


def rows(items, statuses=()) -> list[dict]:
    out = [x.as_json() for x in items]
    return [r for r in out if not statuses or r["status"] in statuses]


def summary(findings) -> dict[str, dict[str, int]]:
    """{source: {status: count}} over checked examples."""
    out: dict[str, dict[str, int]] = {}
    for f in findings:
        row = out.setdefault(f.example.source, {s: 0 for s in STATUSES})
        row[f.status] += 1
    return out
