"""The checker: every worked example cast with the engine and compared field by field.

For one :class:`~edition.analyse.examples.model.Example` the checker searches every cast consistent
with what is printed — the day (fixed, or one of the six days of a stem when only 六X日 is
printed, or all sixty), the plate offset (fixed by 將/時, 返吟/伏吟 or a printed ring, else
0–11), 晝/夜 (fixed, or both when a claim depends on the generals, else irrelevant) — and
compares each claim (see :mod:`edition.analyse.examples.model`). The verdict is one of:

``agrees``                  exactly one cast satisfies every printed claim
``underdetermined``         several do (a partial example): every one is listed
``printed-error-corrected`` none does, and the correction proposed by the edition (an
                            emendation of the commentary, or a curated reading) does, or
                            another witness's reading of the cast's words does
                            (:mod:`.witnesses`: an emendation *ope codicum*)
``correction-disputed``     a correction is proposed and no cast satisfies it
``school-dependent``        only a non-default school option (``engine.options``) satisfies it
``printed-error-new``       none does, nobody flagged it, and one usual explanation reconciles
                            it (將/時 swapped, a look-alike glyph, a ring copied from another
                            example, a day off by one, 晝/夜 swapped, one printed item wrong)
``inconsistent``            no cast and no single explanation satisfies the claims
``not-checkable``           the example claims nothing the engine computes (said why)

The checker in four parts, each one job: :mod:`.claims` (what an example asserts, compiled),
:mod:`.search` (the casts consistent with it), :mod:`.hypotheses` (the usual explanations of a
misprint), :mod:`.verdict` (the status, its explanation, the rules a result comes from); the
verdict is weighed by :mod:`.gate` (flag only what is certain) and, where the text has other
witnesses, by :mod:`.witnesses` (their readings of a cast the print gets wrong).
"""
from .claims import (ALTERNATIVES, CHART_KEYS, DEFAULT, GENERAL_CLAIMS, PLATE_CLAIMS, STATUSES,
                     SearchProblem, Unreadable, compile_claims, has_chart_claims, korean_claims)
from .gate import without_key
from .hypotheses import Explanation, Hypothesis, hypotheses, value_at
from .search import Best, Solution, search
from .verdict import Checker, Finding, check_all, derivation, korean_scan, rule_ids

__all__ = ["ALTERNATIVES", "CHART_KEYS", "DEFAULT", "GENERAL_CLAIMS", "PLATE_CLAIMS", "STATUSES",
           "SearchProblem", "Unreadable", "compile_claims", "has_chart_claims", "korean_claims",
           "Explanation", "Hypothesis", "hypotheses", "value_at", "Best", "Solution", "search",
           "Checker", "Finding", "check_all", "derivation", "korean_scan", "rule_ids",
           "without_key"]
