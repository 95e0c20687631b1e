"""課體 and 格: the named patterns judged on a finished chart (seeds 000 and 001).

Seed 000's 課體 chapter (``000_7ab36924039d3ca8.txt:107-207``) pairs some sixty patterns with
a hexagram; seed 001 (``001_6ab3c058adbfb16c.txt``, 考試第三) names many more 格 in verse
with glosses and short worked examples. Every pattern whose condition can be decided from
a chart plus the date facts it names (太歲, 月建, season and 旺相休囚, 旬, 行年/本命, 占時)
is a rule here: a function whose docstring opens with the Chinese name and the passage it
implements, quoting the clause. Patterns that cannot be decided are listed in
:data:`UNDECIDABLE` with the reason.

Public API::

    detect(chart, ctx=None, options=None) -> list[Pattern]
    detect_explain(chart, ctx=None, options=None) -> list[tuple[str, str, str]]
    PATTERN_RULES: dict[rule id -> Rule]       (the registry; for the search index)
    OPTIONS: dict[name -> Option]             (school options where the texts disagree)
    UNDECIDABLE: dict[name -> (cite, reason)]

A pattern that needs a date fact absent from the :class:`Context` is not reported;
:func:`detect_explain` says which facts it needed.

The modules, one subject each:

* ``registry``: the ``@rule`` decorator, the rules by id and the names they are found by, the
  pattern options in force; ``simplified``: the names' simplified spellings;
* ``context``: the date facts (:class:`Context`); ``seasons``: the season and 旺相休囚死;
  ``facts``: what the rules read of a chart, computed once; ``detect``: detection;
* the rules, in registry order (the order of their passages): seed 000's chapter in
  ``fortune`` (000:107-147), ``households`` (000:151-167), ``calamities`` (000:175-195),
  ``guiren_seat`` (000:195) and ``shapes`` (000:199-207); seed 001's 科名 in ``exams``
  (001:3-57), 前程 in ``office`` (001:59-131), 經商 in ``trade`` (001:135-179);
* ``undecidable``: the patterns no chart decides.

The relations, the 旬, the 十二長生, 驛馬 and 三合 are engine.values'; the generals'
constants and 貴人 engine.generals'; 天馬 and 生氣 by month engine.spirits'.
"""
from __future__ import annotations

# The rule modules register their rules on import: this order is the registry's.
from . import fortune, households, calamities, guiren_seat, shapes  # noqa: F401  (seed 000)
from . import exams, office, trade  # noqa: F401  (seed 001)
from ..values import dun_gan, xun_shou
from .context import Context, context_from_moment
from .detect import Pattern, detect, detect_explain
from .exams import mu_gui
from .facts import Facts
from .registry import OPTIONS, PATTERN_RULES, Rule, registry_json, rule, rules_named
from .seasons import SEASON_NAMES, STATE, season_of_month, state
from .undecidable import UNDECIDABLE

__all__ = ["Context", "context_from_moment", "Pattern", "detect", "detect_explain", "Facts",
           "OPTIONS", "PATTERN_RULES", "Rule", "registry_json", "rule", "rules_named",
           "SEASON_NAMES", "STATE", "season_of_month", "state", "UNDECIDABLE", "mu_gui",
           "dun_gan", "xun_shou"]
