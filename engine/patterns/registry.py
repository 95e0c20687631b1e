"""The registry of 課體/格 rules: the ``@rule`` decorator, the rules by id, the names they are
found by, and the pattern options in force for a chart.

A rule is a function of the chart's :class:`~engine.patterns.facts.Facts` returning True,
False, or None (it needed a date fact the context lacks); its docstring opens with the Chinese
name and the passage it implements, quoting the clause.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..errors import BadOption
# The pattern options live with the casting options in engine/options.py: one place.
from ..options import PATTERN_OPTIONS as OPTIONS
from .simplified import SIMPLIFIED

SRC000 = "000_7ab36924039d3ca8.txt"
SRC001 = "001_6ab3c058adbfb16c.txt"
_SOURCES = {"000": SRC000, "001": SRC001}


@dataclass(frozen=True)
class Rule:
    id: str
    name: str
    cite: str                      # full 'file:line'
    func: Callable = field(repr=False, compare=False)
    aliases: tuple[str, ...] = ()
    korean: str | None = None
    needs: tuple[str, ...] = ()    # context facts required (any rule may use more if present)
    needs_any: tuple[str, ...] = ()  # at least one of these is required

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "aliases": list(self.aliases),
                "korean": self.korean, "cite": self.cite, "needs": list(self.needs),
                "needs_any": list(self.needs_any), "doc": (self.func.__doc__ or "").strip()}


# the rules by id, in registry order: the order the package imports its rule modules, each
# in the order of its passages (engine/patterns/__init__.py)
PATTERN_RULES: dict[str, Rule] = {}


def rule(id_: str, name: str, cite: str, *, aliases=(), korean=None, needs=(), needs_any=()):
    """Register the decorated function as the rule `id_`: its name as the text prints it, the
    passage (``000:107``), other names (the simplified spellings of :data:`SIMPLIFIED` are
    added), its Korean name and the date facts it needs (all of ``needs``, one of
    ``needs_any``)."""
    src, _, line = cite.partition(":")
    full = _SOURCES[src] + ":" + line
    aliases = tuple(aliases)
    aliases += tuple(n for n in SIMPLIFIED.get(id_, ()) if n not in aliases)

    def deco(fn):
        if id_ in PATTERN_RULES:
            raise ValueError(f"duplicate pattern rule {id_}")
        PATTERN_RULES[id_] = Rule(id_, name, full, fn, aliases, korean, tuple(needs),
                                  tuple(needs_any))
        return fn
    return deco


def rules_named(name: str) -> list[str]:
    """Rule ids whose name or alias (traditional, variant or simplified) is `name`."""
    n = name.strip()
    return [r.id for r in PATTERN_RULES.values() if n == r.name or n in r.aliases]


def registry_json() -> list[dict]:
    """The registry as data (for the search index), in registry order."""
    return [r.to_json() for r in PATTERN_RULES.values()]


# --- the pattern options in force ----------------------------------------------------------

_OPT_CACHE: dict = {}


def resolve_options(chart, options) -> dict[str, str]:
    """The pattern options in force: defaults, then any the chart's Options carry (once the
    tables are merged), then `options`. Cached per (chart options, options)."""
    copts = getattr(chart, "options", None)
    try:
        key = (copts, tuple(sorted(dict(options).items())) if options else None)
        hit = _OPT_CACHE.get(key)
    except TypeError:
        key, hit = None, None
    if hit is not None:
        return hit
    out = _resolve_options_uncached(copts, options)
    if key is not None and len(_OPT_CACHE) < 256:
        _OPT_CACHE[key] = out
    return out


def _resolve_options_uncached(copts, options) -> dict[str, str]:
    out = {k: o.default for k, o in OPTIONS.items()}
    if copts is not None:
        try:
            d = copts.as_dict() if hasattr(copts, "as_dict") else dict(copts)
        except TypeError:
            d = {}
        for k, v in d.items():
            if k in OPTIONS:
                out[k] = v
    if options:
        for k, v in dict(options).items():
            if k not in OPTIONS:
                raise BadOption(f"unknown pattern option {k!r} (known: {', '.join(OPTIONS)})",
                                text=str(k))
            out[k] = v
    for k, v in out.items():
        if v not in OPTIONS[k].values:
            raise BadOption(f"pattern option {k}: unknown value {v!r} "
                            f"(expected one of {', '.join(OPTIONS[k].values)})", text=str(v))
    return out
