"""Claims the checker reads beyond the chart's own fields (hooks called from :mod:`.check`):

* ``patterns`` — 課體 names (``為三光課``, ``曰斫輪課``), tested with :func:`engine.patterns.detect_explain`
  on each candidate cast, with the date facts the claims give (``year``, ``month``, ``season``,
  ``nian`` 行年, ``birth`` 本命). A name whose rule needs a fact the cast does not give cannot
  be refuted: it is not held against the cast (the finding says so in ``why``);
* ``hour`` with no 晝/夜 written: the 晝/夜 of the hour by the school option ``day_hours``
  (so that a generals claim is judged as the book counts the hours: 六壬大全 ``mao-you``);
* ``glyphs`` — the slots read through a variant glyph (:mod:`.prose`): reported in the
  finding, never failed;
* ``jiang_month`` — a 將 given by a month: also the month's 將 before its 中氣 (the previous
  month's), as an explanation (005:26 note 「此必正月仍用子將也」).
"""
from __future__ import annotations

from itertools import combinations

from engine import OPTIONS, Options
from engine import patterns as P
from engine.calendar import is_daytime
from engine.lexicon import month_before, month_jiang, month_of
from engine.options import PATTERN_OPTIONS
from engine.patterns import SEASON_NAMES, Context
from engine.patterns.facts import chart_facts
from engine.patterns.registry import resolve_options
from engine.values import BRANCH_NAMES


def month_branch(word: str | None) -> int | None:
    """月建 of a printed month: 「四月」 → 巳 (正月建寅), 「戌月」 → 戌."""
    if not word:
        return None
    w = word[:-1] if word.endswith("月") else word
    if w and w[-1] in BRANCH_NAMES:
        return BRANCH_NAMES.index(w[-1])
    n = month_of(word)
    return None if n is None else (n + 1) % 12


def _hour(c: dict, chart) -> int | None:
    """The claimed hour (a branch), when the chart ``chart`` (if given) is the one its 將 and hour
    make: with a misprinted hour the 將 it gives would be wrong (「戊寅日丑将辰时…龙德」 on a chart
    of 丑將卯時, a review of the round-60 change, review_round60/rv60_case.txt:48)."""
    h, j = str(c.get("hour") or ""), str(c.get("jiang") or "")
    if len(h) != 1 or h not in BRANCH_NAMES:
        return None
    hb = BRANCH_NAMES.index(h)
    if chart is not None and len(j) == 1 and j in BRANCH_NAMES \
            and (BRANCH_NAMES.index(j) - hb) % 12 != chart.offset:
        return None
    return hb


def context(c: dict, chart=None):
    """The :class:`engine.patterns.Context` of a claim set (None when it gives no date fact); its
    hour only where ``chart`` is the one the claimed 將 and hour make."""
    def br(x):
        if not x:
            return None
        x = str(x)
        return BRANCH_NAMES.index(x[-1]) if x[-1] in BRANCH_NAMES else None
    # (and the hour: a chart cast by offset knows its 將 through it — 龍德's 「月將乘天乙而發用」
    # was `absent` on a case whose 將 the header prints, a round-60 red-team case book,
    # liuren_duanan_641-665.txt:6)
    kw = {"year": br(c.get("year")), "month": month_branch(c.get("month")),
          "hour": _hour(c, chart),
          "nian": br(c.get("nian")), "birth": br(c.get("birth"))}
    s = c.get("season")
    if s and s in SEASON_NAMES:
        kw["season"] = SEASON_NAMES.index(s)
    if not any(v is not None for v in kw.values()):
        return None
    return Context(**kw)


# what the text says of the lessons' number, not a 課體 the engine names (grammar lessons_incomplete,
# lessons_complete): 「四課不備」 fewer than four distinct lessons (000:163 「缺一為不備」; the 八專's
# two too, 005:730 「外不隔而内不備」: not the 課體 不備, three alone), 「四課俱全」 all four
LESSON_STATEMENTS = {"四課不備": lambda ch: ch.n_distinct < 4, "四課俱全": lambda ch: ch.n_distinct == 4}


def pattern_test(names: list[str], c: dict):
    """fn(chart) -> bool for the 課體 claimed (see the module doc), and the names that no rule
    of the engine decides (not tested). A name the book defines itself, when its definition is
    in force (:class:`book_definitions`), holds when the book's definition holds or is
    undecided on the chart, or when the engine's rule holds (the book's later words may widen
    its definition: 斵輪 KR3g0031_006.txt:229 「卯加庚或加辛」, :251 「卯加庚辛申酉」); with
    ``alone`` the book's definition alone decides."""
    said = [LESSON_STATEMENTS[n] for n in names if n in LESSON_STATEMENTS]
    names = [n for n in names if n not in LESSON_STATEMENTS]
    own = {n: _BOOK_DEFINITIONS[n] for n in names if n in _BOOK_DEFINITIONS}
    ids = {n: P.rules_named(n) for n in names}
    unknown = [n for n, r in ids.items() if not r and n not in own]
    only = tuple(dict.fromkeys(r for rids in ids.values() for r in rids))   # the rules named

    def by_book(ch, ctx) -> dict:
        f = chart_facts(ch, ctx, resolve_options(ch, _PATTERN_OVERRIDE or None))
        return {n: d.holds(f) is not False for n, (d, _alone) in own.items()}

    def test(ch) -> bool:
        if not all(t(ch) for t in said):
            return False
        ctx = context(c, ch)
        book = by_book(ch, ctx) if own else {}
        st = {rid: s for rid, s, _ in P.detect_explain(ch, ctx, _PATTERN_OVERRIDE or None,
                                                       only=only)} if only else {}
        for n, rids in ids.items():
            got = [st.get(r) for r in rids]
            engine = "present" in got or "needs" in got
            if n in own:
                ok = book[n] if own[n][1] else book[n] or engine
            else:
                ok = engine or not rids
            if not ok:
                return False
        return True
    return test, unknown


def hour_daytime(c: dict, opts) -> bool | None:
    """晝/夜 of the claimed hour under ``day_hours`` when the text does not say it."""
    h = c.get("hour")
    if "daytime" in c or not isinstance(h, str) or h not in BRANCH_NAMES:
        return None
    return is_daytime(BRANCH_NAMES.index(h), opts.day_hours)


def glyph_text(c: dict) -> str:
    """The glyph hypotheses of a claim set, as one line for the finding."""
    gl = c.get("glyphs") or []
    return "; ".join(f"glyph: {g['field']} printed {g['printed']}, read {g['read']} "
                     f"({g['evidence']})" for g in gl)


def month_jiang_variant(c: dict):
    """(text, claims) reading a month's 將 as the month before's (its 中氣 not yet passed)."""
    n = c.get("jiang_month")
    if not n or "jiang" not in c:
        return None
    d = dict(c)
    d["jiang"] = BRANCH_NAMES[month_jiang(month_before(n))]     # the month before's
    return (f"the 將 of the month before its 中氣: {c['jiang']}將 (month {n}) read "
            f"{d['jiang']}將", d)


# --------------------------------------------------------------------------- school options

_PATTERN_OVERRIDE: dict = {}
_BOOK_DEFINITIONS: dict = {}      # name → (the book's compiled Definition, alone?)


def school_alternatives(c: dict, base=None, base_patterns: dict | None = None):
    """The school readings tried, in order, when the base (the defaults, or a book's school:
    :mod:`.school`) fails: ``(label, Options, pattern options, citation)`` — every other value
    of one casting option, then (for a claim set with 課體 names) of one pattern option, then
    two casting options together (六壬大全 005:855-859: a 伏吟 杜傳 at 酉時 needs ``fu_yin``
    and ``day_hours`` both). The Options and pattern options returned are the base's with
    the alternative's values put in (pattern options: those off their default)."""
    base = Options() if base is None else base
    bp = {n: v for n, v in (base_patterns or {}).items() if v != PATTERN_OPTIONS[n].default}
    singles = [(n, v) for n, o in OPTIONS.items() for v in o.values if v != base[n]]
    psingles = [(n, v) for n, o in PATTERN_OPTIONS.items() for v in o.values
                if v != bp.get(n, o.default)]
    for n, v in singles:
        yield f"{n}={v}", base.replace(**{n: v}), bp, OPTIONS[n].citations[v]
    if c.get("patterns"):
        for n, v in psingles:
            yield f"{n}={v}", base, bp | {n: v}, PATTERN_OPTIONS[n].citations[v]
        for n, v in singles:
            for pn, pv in psingles:
                yield (f"{n}={v} and {pn}={pv}", base.replace(**{n: v}), bp | {pn: pv},
                       f"{OPTIONS[n].citations[v][:80]} …; "
                       f"{PATTERN_OPTIONS[pn].citations[pv][:80]} …")
    for (n1, v1), (n2, v2) in combinations(singles, 2):
        if n1 != n2:
            yield (f"{n1}={v1} and {n2}={v2}", base.replace(**{n1: v1, n2: v2}), bp,
                   f"{OPTIONS[n1].citations[v1][:80]} …; {OPTIONS[n2].citations[v2][:80]} …")


class _Scoped:
    """``with X(value):`` — a module-wide setting the 課體 tests read, restored on exit (the
    checks nest: a book's school inside the defaults)."""
    store: dict = {}

    def __init__(self, value: dict):
        self.value = value
        self.outer: dict = {}

    def __enter__(self):
        self.outer = dict(self.store)
        self.store.clear()
        self.store.update(self.value)

    def __exit__(self, *exc):
        self.store.clear()
        self.store.update(self.outer)


class pattern_options(_Scoped):
    """``with pattern_options({...}):`` — the 課體 tests read these pattern options."""
    store = _PATTERN_OVERRIDE


class book_definitions(_Scoped):
    """``with book_definitions({name: Definition}):`` — a 課體 the book defines itself (and whose
    definition compiled, :mod:`.definitions`) is tested by the book's definition as well as the
    engine's rule of that name (``alone``: by the book's definition alone)."""
    store = _BOOK_DEFINITIONS

    def __init__(self, value: dict, alone: bool = False):
        super().__init__({n: (d, alone) for n, d in value.items()})


def month_jiang_ok(c: dict) -> bool | None:
    """A 將 written with its month: one of the month's two 將 (after its 中氣, (12 − N) mod 12,
    or before it, the month before's) — 005:1073 「六月戊寅日午時寅將」 is not (六月 has 午/巳:
    the 將 and 時 are swapped, 005:1065 「六月戊寅寅時」). None when it cannot be said."""
    if "jiang" not in c or "jiang_month" in c or not c.get("month"):
        return None
    b = month_branch(c["month"])
    j = c["jiang"]
    if b is None or not isinstance(j, str) or j not in BRANCH_NAMES:
        return None
    n = (b - 2) % 12 + 1                 # 月建 寅 = 正月
    return BRANCH_NAMES.index(j) in ((12 - n) % 12, (13 - n) % 12)
