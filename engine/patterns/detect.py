"""Detection: the patterns present in a chart, or every rule's verdict with the date facts it
lacked.

A pattern that needs a date fact absent from the :class:`~engine.patterns.Context` is not
reported; :func:`detect_explain` says which facts it needed.
"""
from __future__ import annotations

from typing import Mapping, NamedTuple

from .context import Context
from .facts import Facts, chart_facts
from .registry import PATTERN_RULES, resolve_options


class Pattern(NamedTuple):
    name: str   # Chinese name as the text prints it
    rule: str   # ascii id, key of PATTERN_RULES
    cite: str   # full source file name and line

    def to_json(self) -> dict:
        return {"name": self.name, "rule": self.rule, "cite": self.cite}


_FACT_NAMES = ("year", "month", "season", "hour", "jiang", "nian", "birth", "si_li")
_AVAIL: dict[tuple, frozenset] = {}


def _available(f: Facts) -> frozenset:
    key = (f.year is None, f.month is None, f.season is None, f.hour is None,
           f.jiang is None, f.nian is None, f.birth is None, f.si_li is None)
    a = _AVAIL.get(key)
    if a is None:
        a = _AVAIL[key] = frozenset(k for k in _FACT_NAMES if getattr(f, k) is not None)
    return a


_PLAN: dict[frozenset, tuple] = {}


def _plan(avail: frozenset) -> tuple:
    """(rule function, Pattern) for the rules runnable with the facts available (cached per set
    of facts)."""
    p = _PLAN.get(avail)
    if p is None:
        p = tuple((r.func, Pattern(r.name, r.id, r.cite)) for r in PATTERN_RULES.values()
                  if all(n in avail for n in r.needs)
                  and (not r.needs_any or any(n in avail for n in r.needs_any)))
        _PLAN[avail] = p
    return p


def detect(chart, ctx: Context | None = None, options: Mapping[str, str] | None = None
           ) -> list[Pattern]:
    """The patterns present in `chart`, in registry order. Patterns needing a date fact that
    `ctx` lacks are not reported (see :func:`detect_explain`)."""
    f = chart_facts(chart, ctx, resolve_options(chart, options))
    return [p for fn, p in _plan(_available(f)) if fn(f)]


def detect_explain(chart, ctx: Context | None = None, options: Mapping[str, str] | None = None,
                   only: tuple[str, ...] | None = None) -> list[tuple[str, str, str]]:
    """For every rule (``only``: for these rule ids alone, in that order): ``(rule id, status,
    note)`` with status ``present``, ``absent`` or ``needs`` (the note then names the missing
    date facts)."""
    f = chart_facts(chart, ctx, resolve_options(chart, options))
    avail = _available(f)
    out = []
    for r in PATTERN_RULES.values() if only is None else [PATTERN_RULES[i] for i in only]:
        missing = [n for n in r.needs if n not in avail]
        if r.needs_any and not any(n in avail for n in r.needs_any):
            missing.append(" or ".join(r.needs_any))
        if missing:
            out.append((r.id, "needs", f"{r.name} ({r.cite}) needs {', '.join(missing)}"))
            continue
        v = r.func(f)
        if v is None:
            out.append((r.id, "needs", f"{r.name} ({r.cite}) needs season"))
        else:
            out.append((r.id, "present" if v else "absent", f"{r.name} ({r.cite})"))
    return out
