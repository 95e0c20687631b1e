"""The verdict on a case record (kind ``case``, :mod:`..cases`): every printed cell of its chart
and every fact of its header compared with the cast they fix, each disagreement weighed.

**The cast.** The header's day (the one the chart fits), 月將 and 占時 fix it; 晝/夜 is the
hour's by the option ``day_hours``. The chart fixes it again: its ring gives the offset (the
offset most of its twelve cells fit), 第一課's and 第三課's lowers the day.

**Each cell** is compared with what the cast gives there. A cell that depends on another
printed cell is compared through it, so that one misprint is counted once: the 遁干, 六親 and
general of a 傳 are those of the branch printed in its row, a lesson's general that of its
printed upper, a note (暗鬼, 丁神, 空亡, 落空) the fact of its row's printed 遁干 and branch; the
ring, the lessons' uppers and lowers, the 三傳's branches, the ring's generals (by seat), the
旬空 and the branches 落空 are compared with the cast itself.

**The verdict**, in order:

* no cell differs: ``agrees`` (``partial`` when a cell could not be read in its slot);
* one school option (``engine.options``: a 涉害 rule, a 伏吟 rule, the 晝/夜 hours, the
  貴人's direction …) makes every differing cell agree: ``school-dependent``;
* else each cell that still differs is weighed (``printed-error-new`` when one or more are
  certain printing errors, else ``unresolved``). A cell is a **certain** printing error when all
  of these hold:

  - the cast is fixed twice: the header's day, 將 and 時 are read, the ring's offset and the
    lessons' day are the header's, and the cast agrees with nine in ten of the chart's cells
    (a misprint is local; a rule the engine lacks is not);
  - no school option makes it agree (one that does makes it ``school``, not an error);
  - it is no reading of the glyph registry (engine/lexicon.py: 戊 in a branch cell is 戌 …);
  - no other printing of the same fact agrees with it (the general of a branch printed twice
    alike, a 傳 whose 遁干, 六親 and general follow the printed branch: the book's own cast,
    not a misprint);
  - it holds a value of its slot or a glyph of another slot (丑 in a general's place); a cell
    no registry reads is ``unread`` and abstains.

  The 課體 names never accuse (the book may define them in its own words): a name the engine
  decides otherwise is reported in ``why``; a name the engine does not model is listed.

The finding's ``cells`` lists every cell compared (``field``, ``printed``, ``read``,
``computed``, ``result``: agrees, differs, unread, school, reading; ``certain``, ``where``
``file:line``, ``why``), ``fields`` their result by field (``plate``, ``ring_generals``,
``lessons``, ``lesson_generals``, ``transmissions``, ``transmission_generals``, ``dun_gan``,
``liuqin``, ``transmission_notes``, ``kong``, ``luo_kong``, ``jiang``, ``names``, ``patterns``).
"""
from __future__ import annotations

from dataclasses import dataclass

from edition.core.normalize import traditional
from engine import OPTIONS, Options, cast
from engine import lexicon as lx
from engine.generals import GENERAL_NAMES, guiren_branch
from engine.values import (BRANCH_NAMES, STEM_ELEMENT, STEM_NAMES, day_name,
                           dun_gan, hour_stem, liu_qin_name, lodging, overcomes, xun_kong, xun_shou, yi_ma)

from ..cases import (POSITIONS, CaseChart, best_chart, header_offset, lesson_offset,
                     method_words, prose_chart, ring_offset)
from ..clock import Clock, clock_hour
from ..claims_extra import (hour_daytime, month_branch, month_jiang_ok, pattern_options,
                           pattern_test)
from ..model import Example
from ..vocab import normalise
from .claims import EXTRA_NAMES, NAME_ALIASES

# a misprint is local: the cast must agree with this share of the chart's read cells
AGREE_SHARE = 0.9
CHART_FIELDS = ("plate", "ring_generals", "lessons", "lesson_generals", "transmissions",
                "transmission_generals", "dun_gan", "liuqin", "transmission_notes")
FIELD_ORDER = ("day", "jiang", "hour", "hour_pillar", "kong", "luo_kong") + CHART_FIELDS + ("names", "patterns")
_GENERAL_FIELDS = ("ring_generals", "lesson_generals", "transmission_generals")


def _branch(x) -> int | None:
    return BRANCH_NAMES.index(x) if isinstance(x, str) and len(x) == 1 and x in BRANCH_NAMES \
        else None


def _stem(x) -> int | None:
    return STEM_NAMES.index(x) if isinstance(x, str) and len(x) == 1 and x in STEM_NAMES \
        else None


@dataclass
class CellCheck:
    """One compared cell (module doc)."""
    field: str
    printed: str
    read: str | None
    computed: str | None
    result: str = "agrees"
    certain: bool = False
    where: str = ""
    why: str = ""
    doubt: str = ""          # known when compared: why it cannot be a certain printing error

    def as_json(self) -> dict:
        return {"field": self.field, "printed": self.printed, "read": self.read,
                "computed": self.computed, "result": self.result, "certain": self.certain,
                "where": self.where, "why": self.why or None}


def chart_of(ex: Example) -> CaseChart | None:
    """The chart of a case, read again from its layout (``LINE:text``, raw)."""
    if not ex.layout:
        return None
    nums, raw = [], []
    for x in ex.layout:
        n, _, t = x.partition(":")
        nums.append(int(n))
        raw.append(t)
    read = [normalise(traditional(t)) for t in raw]
    ch = best_chart(raw, read, 0, len(raw))
    if ch is None and ex.claims.get("day"):           # a chart in words (cases.prose_chart)
        ch = prose_chart(read, 0, len(read), ex.claims["day"])
    if ch is None:
        return None
    lines = {i + 1: n for i, n in enumerate(nums)}

    def fix(c):
        return type(c)(c.field, c.printed, c.value, lines.get(c.line, c.line), c.col, c.note,
                       c.policy)
    return CaseChart([fix(c) for c in ch.cells], [lines.get(n, n) for n in ch.lines],
                 {k: lines.get(v, v) for k, v in ch.rows.items()})


# --- what the cast gives at each cell -----------------------------------------------------------

def _dun(day: int, b: int) -> str:
    d = dun_gan(day, b)
    return lx.DUN_KONG if d is None else STEM_NAMES[d]


def _general_of(ch, h: int) -> str:
    return GENERAL_NAMES[ch.generals[h]]


def expected(ch, printed: dict) -> dict:
    """field → the value the cast ``ch`` gives there; the cells that depend on another
    printed cell (module doc) through that cell's printed value (``printed``: field → read)."""
    B = BRANCH_NAMES
    out: dict = {}
    for e in range(12):
        out[f"plate.{B[e]}"] = B[ch.plate[e]]
        out[f"ring_generals.{B[e]}"] = _general_of(ch, ch.plate[e])
    for i, le in enumerate(ch.lessons):
        out[f"lessons.{i}.upper"] = B[le.upper]
        out[f"lessons.{i}.lower"] = STEM_NAMES[le.lower] if le.lower_is_stem else B[le.lower]
        if le.lower_is_stem and printed.get(f"lessons.{i}.lower") == B[lodging(le.lower)]:
            # 第一課 said over the stem's 寄宮 (「辛寄戌。第一課未加戌…」, a red-team case book)
            out[f"lessons.{i}.lower"] = B[lodging(le.lower)]
        up = printed.get(f"lessons.{i}.upper")
        ub = _branch(up)
        out[f"lesson_generals.{i}"] = GENERAL_NAMES[le.general] if ub is None else \
            _general_of(ch, ub)
    for i, t in enumerate(ch.transmissions):
        out[f"transmissions.{i}"] = B[t]
        p = printed.get(f"transmissions.{i}")
        b = t if _branch(p) is None else _branch(p)
        out[f"transmission_generals.{i}"] = _general_of(ch, b)
        out[f"dun_gan.{i}"] = _dun(ch.day, b)
        out[f"liuqin.{i}"] = liu_qin_name(ch.stem, b)
    return out


def _note_holds(ch, note: str, stem_printed: str | None, branch_printed: str | None) -> bool | None:
    """Whether a 傳's note holds of its row's printed 遁干 and branch (None: not modelled or
    not readable)."""
    kind = lx.TRANSMISSION_NOTES.get(note, (None,))[0]
    kong = set(xun_kong(ch.day))
    b = _branch(branch_printed)
    s = _stem(stem_printed)
    if kind == "dun_ke":
        return None if s is None else overcomes(STEM_ELEMENT[s], STEM_ELEMENT[ch.stem])
    if kind == "ding":
        return None if stem_printed is None else stem_printed == "丁"
    if kind == "kong":
        return None if b is None else b in kong
    if kind == "luo_kong":
        return None if b is None else ch.under(b) in kong
    return None


# --- comparing ------------------------------------------------------------------------------------

def _printed_values(chart: CaseChart) -> dict:
    return {c.field: c.value for c in chart.cells}


def compare(ch, chart: CaseChart, ex: Example) -> list[CellCheck]:
    """Every cell of the chart and every header fact compared with the cast ``ch``."""
    file = ex.source
    pv = _printed_values(chart)
    exp = expected(ch, pv)
    out = []
    # (a group no cell of which is printed, a chart without its ring: 四課 and 三傳 only, a round-29
    # red-team case book, liuren_duanan_416-440.txt:49-52; one cell left blank in a printed
    # group stays unread, where a misprint may hide)
    shown = {c.field.split(".")[0] for c in chart.cells if c.value is not None or c.printed.strip()}
    for cell in chart.cells:
        where = f"{file}:{cell.line}"
        if cell.field.startswith("transmission_notes."):
            out.append(_note_check(ch, cell, pv, exp, where))
            continue
        if cell.field not in exp or cell.field.split(".")[0] not in shown:
            continue
        cc = CellCheck(cell.field, cell.printed, cell.value, exp[cell.field], where=where)
        _result(cc, cell)
        if cc.result == "differs":
            # the general of the cast's own branch where the branch beside it is misprinted
            # (「阴 辰」 for 卯's 太陰 over a misprinted 辰: one error, not two; a red-team book)
            own = _own_general(ch, cell.field)
            if own is not None and own == cell.value:
                cc.computed, cc.result = own, "agrees"
                cc.why = "the value of the cast's own branch (the branch beside it differs)"
        out.append(cc)
    out += _header_checks(ch, ex.claims, f"{file}:{ex.line}")
    return out


def _own_general(ch, field: str) -> str | None:
    """The general of the cast's own upper (lesson) or 傳 for a general cell, and the 遁干 and
    六親 of the cast's own 傳 for theirs (「父 壬辰 常 中」 for 壬戌: 壬 is 戌's 遁干, a red-team
    case book liuren_duanan_291-315.txt:240); None for any other cell (the ring's generals are
    over their own seats already)."""
    head, key = field.split(".")[:2]
    if head == "lesson_generals":
        return GENERAL_NAMES[ch.lessons[int(key)].general]
    if head == "transmission_generals":
        return GENERAL_NAMES[ch.transmission_generals[int(key)]]
    if head == "dun_gan":
        return _dun(ch.day, ch.transmissions[int(key)])
    if head == "liuqin":
        return liu_qin_name(ch.stem, ch.transmissions[int(key)])
    return None


def _result(cc: CellCheck, cell) -> None:
    if cell.value is None:
        if cell.policy == "lookalike":
            cc.result = "differs"
            cc.why = f"look-alike: {cell.note}"
        elif _foreign(cell.printed):
            cc.result = "differs"
            cc.why = f"{cell.printed} is no value of this slot"
        else:
            cc.result = "unread"
            cc.why = f"{cell.printed!r} is not read in this slot"
        return
    if cell.value != cc.computed:
        cc.result = "differs"
    elif cell.policy == "reading":
        cc.result = "reading"
        cc.why = cell.note


def _foreign(printed: str) -> bool:
    """A glyph of another slot: a branch, a stem or a general where another is expected."""
    p = normalise(traditional(printed))
    return len(p) == 1 and (p in BRANCH_NAMES or p in STEM_NAMES
                            or lx.general_of(p, "cell") is not None)


def _note_check(ch, cell, pv: dict, exp: dict, where: str) -> CellCheck:
    """A 傳's note, of its row as printed (a 遁干 not printed: the cast's of the branch); a note
    printed before its row's entry (field ending ``either``) is the row above's where it fails
    of its own and holds of that one."""
    _, k, m = cell.field.split(".")
    holds = _row_note(ch, cell.value, int(k), pv, exp)
    above = None
    if m.endswith("either") and holds is False:
        above = _row_note(ch, cell.value, int(k) - 1, pv, exp)
    cc = CellCheck(cell.field, cell.printed, cell.value, None, where=where)
    if cell.value not in lx.TRANSMISSION_NOTES:
        cc.result = "unmodelled"
        cc.why = f"the note {cell.value} is not modelled"
    elif holds is None:
        cc.result = "unread"
        cc.why = f"the note {cell.value}: its row is not read"
    elif above:
        cc.computed = cell.value
        cc.why = (f"{cell.value}, printed before the {POSITIONS[int(k)]}傳's entry, holds of the "
                  f"row above (its line broken after the entry)")
    elif not holds:
        cc.result = "differs"
        cc.why = f"{cell.value} does not hold of the row as printed"
    else:
        cc.computed = cell.value
    return cc


def _row_note(ch, note: str, k: int, pv: dict, exp: dict) -> bool | None:
    """Whether the note holds of the ``k``-th 傳's row as printed (None: the row is not read)."""
    stem = pv.get(f"dun_gan.{k}") if f"dun_gan.{k}" in pv else exp.get(f"dun_gan.{k}")
    return _note_holds(ch, note, stem, pv.get(f"transmissions.{k}"))


def _header_checks(ch, c: dict, where: str) -> list[CellCheck]:
    """The header's facts: 旬空, 落空, the 將 of the month."""
    out = []
    kong = [BRANCH_NAMES[x] for x in xun_kong(ch.day)]
    if "kong" in c:
        out.append(_set_check("kong", c["kong"], kong, where))
    if "luo_kong" in c:
        luo = [BRANCH_NAMES[ch.plate[x]] for x in xun_kong(ch.day)]
        out.append(_set_check("luo_kong", c["luo_kong"], luo, where))
    if c.get("hour_pillar") and len(c.get("hour") or "") == 1 and c["hour"] in BRANCH_NAMES:
        out.append(_pillar_check(ch, c, where))
    if _day(c) is not None and _day(c) != ch.day:
        out.append(_day_check(ch, c, where))
    ho = header_offset(c)
    if ho is not None and ho != ch.offset:
        clock = clock_of(c)
        moved = next((h for h in clock.hours_within()[1:]
                      if (_branch(c["jiang"]) - _branch(h)) % 12 == ch.offset), None) if clock else None
        if moved:       # the chart's hour is the clock's, corrected by less than an hour
            out.append(CellCheck("hour", c["hour"], c["hour"], moved, "reading", where=where,
                                 why=f"the clock 「{clock.words}」 is {c['hour']}時; the chart is "
                                     f"cast for {moved}時, within an hour of it (a clock corrected "
                                     f"to local time)"))
        else:
            out.append(_plate_check(ch, c, where, clock))
    elif month_jiang_ok(c) is False:
        out.append(CellCheck("jiang", c["jiang"], c["jiang"], None, "differs", where=where,
                             why=f"{c['jiang']}將 is not a 將 of {c['month']}",
                             doubt="the month or the 將 may be the misprint"))
    return out


def clock_of(c) -> Clock | None:
    """The clock time a case header's hour was read from (claim ``forms`` hour ``clock``, its
    words in ``record``), or None."""
    words = (c.get("record") or {}).get("clock")
    if (c.get("forms") or {}).get("hour") != "clock" or not words:
        return None
    return clock_hour(words)


def _pillar_check(ch, c: dict, where: str) -> CellCheck:
    """The header's 時柱 against the 占時 it names and the cast's day (engine.values.hour_stem,
    五鼠遁): its branch is the 占時, its stem the day's for that hour."""
    h = BRANCH_NAMES.index(c["hour"])
    want = STEM_NAMES[hour_stem(ch.day, h)] + c["hour"]
    got = c["hour_pillar"]
    if h == 0 and got == STEM_NAMES[hour_stem((ch.day + 1) % 60, 0)] + "子":
        # the late 子時 (晚子時): the day kept, the 時柱 by the next day's stem (a red-team case
        # book: 「四柱：壬辰　辛亥　己丑　丙子（晚子时，日柱不换，时柱依次日起）」); a school, not a misprint
        return CellCheck("hour_pillar", got, got, got, "agrees", where=where,
                         why="the late 子時: its 時柱 by the next day's stem")
    return CellCheck("hour_pillar", got, got, want, "agrees" if got == want else "differs",
                     where=where, why="" if got == want else
                     f"the 占時 is {c['hour']} and the day {day_name(ch.day)}: its 時柱 is {want}")


def _day_check(ch, c: dict, where: str) -> CellCheck:
    """The header's day against the day the chart is cast for (its lessons print it): one
    character apart is a misprint of the header (one edit the chart supports), else no
    decision."""
    printed, cast_day = c["day"], day_name(ch.day)
    apart = sum(a != b for a, b in zip(printed, cast_day))
    doubt = ("the header writes several days: the cast's may be another" if
             len((c.get("record") or {}).get("days") or ()) > 1 else
             "" if apart == 1 else
             "the header's day and the chart's differ in both characters: another cast, or two "
             "misprints")
    return CellCheck("day", printed, printed, cast_day, "differs", where=where,
                     why=f"the lessons print {cast_day}", doubt=doubt)


def _month_jiang(c: dict) -> tuple[int, ...]:
    """The two 將 of the header's month (after its 中氣, and the month before's), or ()."""
    b = month_branch(c.get("month"))
    if b is None:
        return ()
    n = (b - 2) % 12 + 1
    return (lx.month_jiang(n), lx.month_jiang(lx.month_before(n)))


def _plate_check(ch, c: dict, where: str, clock: Clock | None = None) -> CellCheck:
    """The header's 將 and 時 give another offset than the chart's: the one edit the month
    supports (a 將 its month cannot have, read as the month's; or the 時, when the 將 is the
    month's), else no decision."""
    j, h, o = _branch(c["jiang"]), _branch(c["hour"]), ch.offset
    months = _month_jiang(c)
    # an hour read from a ``clock`` time (..clock) is no printed 時: never the edit (the hours
    # the clock reaches within an hour's correction excuse the 將: _header_checks); a 將 edit
    # is weighed with the clock's own hour only (one that needs a neighbour hour as well is two
    # slips, the likelier the hour's: a review of the change, 「上午八点五十…亥将」 cast for 午時)
    edits = [("jiang", c["jiang"], BRANCH_NAMES[m]) for m in months
             if m != j and (m - h) % 12 == o]
    if j in months and not clock:
        edits.append(("hour", c["hour"], BRANCH_NAMES[(j - o) % 12]))
    label = f"{c['jiang']}將{c['hour']}時"
    if len(edits) == 1:
        f, printed, fix = edits[0]
        return CellCheck(f, printed, printed, fix, "differs", where=where,
                         why=f"{label} gives offset {header_offset(c)}, the chart {o}; the month "
                             f"{c.get('month')} has the 將 {'、'.join(BRANCH_NAMES[m] for m in months)}"
                             + (f" (the 時 read from the clock 「{clock.words}」)" if clock else ""))
    return CellCheck("jiang", label, label, None, "differs", where=where,
                     why=f"{label} gives offset {header_offset(c)}, the chart {o}",
                     doubt="the 將 or the 時 may be the misprint (the month does not decide)")


def _set_check(key: str, printed: list, computed: list, where: str) -> CellCheck:
    if any(x is None for x in printed):     # (a branch of the pair lost: unread)
        shown = "".join(x or "□" for x in printed)
        return CellCheck(key, shown, None, "".join(computed), "unread", where=where)
    ok = sorted(printed) == sorted(computed)
    return CellCheck(key, "".join(printed), "".join(printed), "".join(computed),
                     "agrees" if ok else "differs", where=where)


def _said_names(c: dict, source: str) -> tuple[dict, dict]:
    """The claims with the 課名 the commentary gives (``record.said``, field ``names``) added to
    the header's, and where each was said (``{name: source:line}``)."""
    said = [s for s in (c.get("record") or {}).get("said") or () if s["field"] == "names"]
    c2, at = dict(c), {}
    for s in said:
        # (the methods' names only: a 課體 the commentary names is often the book's own, defined
        # where it is said, 「天罡加日本，名天狱故也」, liuren_duanan_01-31.txt:258 — the engine's
        # 天獄 is another)
        header = {traditional(n) for n in (c2.get("names") or []) + (c2.get("patterns") or [])}
        if s["value"] in method_words() and traditional(s["value"]) not in header:
            c2["names"] = [*(c2.get("names") or []), s["value"]]
            at[s["value"]] = f"{source}:{s['line']}"
    return c2, at


def name_checks(ch, c: dict, where: str) -> list[CellCheck]:
    """The 課名 (``names``) and 課體 (``patterns``) of the header, and of the commentary
    (:func:`_said_names`): agrees, differs, or ``unmodelled`` (a name no rule of the engine
    decides). They never accuse (module doc)."""
    out = []
    c, at = _said_names(c, where.rsplit(":", 1)[0])
    for n in c.get("names") or ():
        where_n = at.get(n, where)
        a = NAME_ALIASES.get(n, n)
        ok = n in ch.names or a in ch.names or a in EXTRA_NAMES.get(ch.method, ())
        if not ok:
            # a name that is a 課體 too (蕪淫: the 九門's name of 別責, and 日辰交互相剋 000:163):
            # the pattern may hold where the method is another (「元首，芜淫」, a red-team book)
            test, unknown = pattern_test([n], c)
            ok = not unknown and bool(test(ch))
        out.append(CellCheck("names", n, n, "・".join(ch.names), "agrees" if ok else "differs",
                             where=where_n, why="" if ok else "the book may name its 課 in its own "
                             "words (a 課名 never accuses)"))
    for n in c.get("patterns") or ():
        test, unknown = pattern_test([n], c)
        if unknown:
            out.append(CellCheck("patterns", n, n, None, "unmodelled", where=at.get(n, where),
                                 why="no rule of the engine decides it"))
            continue
        ok = test(ch)
        out.append(CellCheck("patterns", n, n, n if ok else None, "agrees" if ok else "differs",
                             where=at.get(n, where), why="" if ok else "the engine's rule does not find it; "
                             "the book may define it in its own words (a 課體 never accuses)"))
    return out


# --- the cast ----------------------------------------------------------------------------------

def _day(c: dict) -> int | None:
    d = c.get("day")
    if not isinstance(d, str) or len(d) != 2 or _stem(d[0]) is None or _branch(d[1]) is None:
        return None
    s, b = _stem(d[0]), _branch(d[1])
    return next((x for x in range(60) if x % 10 == s and x % 12 == b), None)


def chart_day(chart: CaseChart) -> int | None:
    """The day the chart's lessons print: 第一課's lower (the stem) and 第三課's (the branch)."""
    pv = _printed_values(chart)
    return _day({"day": (pv.get("lessons.0.lower") or "") + (pv.get("lessons.2.lower") or "")})


def casts(c: dict, chart: CaseChart, opts: Options) -> list:
    """The casts the header and the chart give under ``opts``: the header's day and the
    lessons' (when they differ), the header's offset and the ring's (likewise), each 晝 or 夜
    by its hour (both when no hour is read, or the header and the ring differ)."""
    days = [d for d in dict.fromkeys((_day(c), chart_day(chart))) if d is not None]
    offs = [o for o in dict.fromkeys((header_offset(c), ring_offset(chart))) if o is not None]
    if not offs and (o := lesson_offset(chart)) is not None:
        offs = [o]                          # (neither ring nor 將/時: the 四課's own)
    if not days or not offs:
        return []
    dt = hour_daytime(c, opts) if len(offs) == 1 else None     # a 時 misprinted: either
    if isinstance(c.get("daytime"), bool):
        dt = c["daytime"]                   # 晝占/夜占 in the header (a red-team book)
    else:
        # (or the commentary's 「此课昼占」: .cases._THIS_DN, one said)
        said = {s["value"] for s in (c.get("record") or {}).get("said") or ()
                if s["field"] == "daytime"}
        if len(said) == 1 and len(offs) == 1:
            dt = said.pop() == "晝"
    return [cast(day, o, d, opts) for day in days for o in offs
            for d in ([dt] if dt is not None else [True, False])]


def _differs(cells: list[CellCheck]) -> list[CellCheck]:
    return [x for x in cells if x.result == "differs" and x.field not in ("names", "patterns")]


def best_cast(c: dict, chart: CaseChart, ex: Example, opts: Options):
    """(cast, cells) under ``opts``: the cast with the fewest differing cells, or (None, [])."""
    best = None
    for ch in casts(c, chart, opts):
        cells = compare(ch, chart, ex)
        if best is None or len(_differs(cells)) < len(_differs(best[1])):
            best = (ch, cells)
    return best or (None, [])


# --- school options --------------------------------------------------------------------------------

def school_fix(c: dict, chart: CaseChart, ex: Example, base: Options, diffs: list[CellCheck]):
    """The one school option value (``engine.options``, other than ``base``'s) that makes the
    most differing cells agree and none that agreed differ: ``(label, Options, fixed fields,
    cast, cells)``, or None."""
    bad0 = {x.field for x in diffs}
    best, also = None, []
    for label, opts, ch, cells in _under_options(c, chart, ex, base):
        bad = {x.field for x in _differs(cells)}
        fixed = bad0 - bad
        if not fixed or bad - bad0:
            continue
        if best is None or len(fixed) > len(best[2]):
            best, also = (label, opts, fixed, ch, cells), []
        elif fixed == best[2]:
            also.append(label)
    if best is not None and also:            # every option that does as much, in table order
        best = (best[0] + " (or " + ", ".join(also) + ")",) + best[1:]
    return best


def _under_options(c: dict, chart: CaseChart, ex: Example, base: Options):
    """(label, Options, cast, cells) of the case cast under each school option value other than
    ``base``'s, in table order (where it casts at all)."""
    for name, o in OPTIONS.items():
        for v in o.values:
            if v == base[name]:
                continue
            opts = base.replace(**{name: v})
            ch, cells = best_cast(c, chart, ex, opts)
            if ch is not None:
                yield f"{name}={v}", opts, ch, cells


# --- certainty -------------------------------------------------------------------------------------

def cast_fixed(c: dict, chart: CaseChart, ch, cells: list[CellCheck]) -> str:
    """'' when the cast is fixed twice (module doc), else why not."""
    ho = header_offset(c)
    if _day(c) is None or ho is None:
        return "the header's day, 將 or 時 is not read: the chart alone fixes the cast"
    ro = ring_offset(chart)
    plate = [x for x in cells if x.field in ("jiang", "hour") and x.result == "differs"]
    if ro != ho and (ro != ch.offset or not plate or plate[0].doubt):
        return (f"the ring fits offset {ro}, the header's {c['jiang']}將{c['hour']}時 offset "
                f"{ho}: which is printed wrong is not decided")
    cd = chart_day(chart)
    day = [x for x in cells if x.field == "day" and x.result == "differs"]
    if cd is not None and cd != _day(c) and (cd != ch.day or not day or day[0].doubt):
        return f"the lessons print the day {day_name(cd)}, the header {c['day']}"
    read = [x for x in cells if x.field.split(".")[0] in CHART_FIELDS
            and x.result != "unread"]
    ok = sum(x.result in ("agrees", "reading") for x in read)
    if read and ok < AGREE_SHARE * len(read):
        return (f"the cast agrees with {ok} of the chart's {len(read)} read cells: the "
                "disagreement is not local (a rule the engine may lack)")
    return ""


def _heavenly(field: str, pv: dict, ch) -> int | None:
    """The heavenly branch a general cell is printed for."""
    head, key = field.split(".")[:2]
    if head == "ring_generals":
        return ch.plate[BRANCH_NAMES.index(key)]
    if head == "lesson_generals":
        b = _branch(pv.get(f"lessons.{key}.upper"))
        return ch.lessons[int(key)].upper if b is None else b
    b = _branch(pv.get(f"transmissions.{key}"))
    return ch.transmissions[int(key)] if b is None else b


def _same_general(cc: CellCheck, chart: CaseChart, ch) -> str:
    pv = _printed_values(chart)
    h = _heavenly(cc.field, pv, ch)
    for cell in chart.cells:
        if (cell.field != cc.field and cell.field.split(".")[0] in _GENERAL_FIELDS
                and _heavenly(cell.field, pv, ch) == h and cell.value == cc.read):
            return (f"the general of {BRANCH_NAMES[h]} is printed {cc.read} again "
                    f"({cell.field}): the book's own reading")
    return ""


def _seat_of(lower: str | None) -> int | None:
    """The earthly seat of a lesson's lower: a branch, or the stem's 寄宮."""
    return _branch(lower) if _stem(lower) is None else lodging(_stem(lower))


def _same_plate(cc: CellCheck, chart: CaseChart, ch) -> str:
    """Another printing of the branch over the same seat (the ring and a lesson's upper, a
    lesson's upper and the next lesson's lower) that agrees with this cell."""
    pv = _printed_values(chart)
    head, key = cc.field.split(".")[:2]
    if head == "plate":
        seat = BRANCH_NAMES.index(key)
        others = [f"lessons.{i}.upper" for i in range(4)
                  if _seat_of(pv.get(f"lessons.{i}.lower")) == seat]
    elif cc.field.endswith(".upper"):
        i = int(key)
        seat = _seat_of(pv.get(f"lessons.{i}.lower"))
        others = ([f"plate.{BRANCH_NAMES[seat]}"] if seat is not None else []) + (
            [f"lessons.{i + 1}.lower"] if i in (0, 2) else [])
    else:
        i = int(key)
        others = [f"lessons.{i - 1}.upper"] if i in (1, 3) else []
    same = [f for f in others if pv.get(f) == cc.read]
    return (f"{cc.read} is printed the same in {', '.join(same)}: the book's chart is "
            "consistent there") if same else ""


def _row_follows(cc: CellCheck, chart: CaseChart, ch) -> str:
    """A 傳 printed otherwise than the cast: '' when its row's 遁干, 六親 or general follow the
    cast's branch (a misprint of the branch), else why not."""
    pv = _printed_values(chart)
    k = int(cc.field.split(".")[1])
    p, t = _branch(cc.read), ch.transmissions[k]
    if p is None:
        return ""
    deps = {f"dun_gan.{k}": (_dun(ch.day, p), _dun(ch.day, t)),
            f"liuqin.{k}": (liu_qin_name(ch.stem, p), liu_qin_name(ch.stem, t)),
            f"transmission_generals.{k}": (_general_of(ch, p), _general_of(ch, t))}
    to_p = [f for f, (a, b) in deps.items() if a != b and pv.get(f) == a]
    to_t = [f for f, (a, b) in deps.items() if a != b and pv.get(f) == b]
    if to_t and not to_p:
        return ""
    if to_p:
        return (f"its row ({', '.join(to_p)}) follows the printed {cc.read}: the book's own "
                "三傳, not a misprint of the branch")
    return "its row does not tell the printed branch from the cast's"


def _same_row_value(cc: CellCheck, chart: CaseChart, ch) -> str:
    """A 遁干 or 六親 printed alike in another row of the same branch; a stem printed for a
    旬空 branch that counts the 旬 on (甲 on the first 空, 乙 on the second: another way to
    write it, no misprint)."""
    pv = _printed_values(chart)
    head, k = cc.field.split(".")[:2]
    b = pv.get(f"transmissions.{k}")
    if head == "dun_gan" and cc.computed == lx.DUN_KONG and _branch(b) is not None:
        on = STEM_NAMES[(_branch(b) - xun_shou(ch.day)) % 12 % 10]
        if cc.read == on:
            return f"{on} counts the 旬 on over the 空 branch {b}: another way to write 空"
    for j in range(3):
        if str(j) != k and pv.get(f"transmissions.{j}") == b and pv.get(f"{head}.{j}") == cc.read:
            return f"{head}.{j} of the same branch is printed {cc.read} too"
    return ""


def _luo_kong_ring(cc: CellCheck, chart: CaseChart, ch) -> str:
    pv = _printed_values(chart)
    ring = sorted(pv.get(f"plate.{BRANCH_NAMES[x]}") or "" for x in xun_kong(ch.day))
    return "the ring prints the same branches over the 空 seats" if sorted(cc.read) == ring else ""


def _branch_unread(cc: CellCheck, chart: CaseChart, ch) -> str:
    """A 傳's general, 遁干 or 六親 whose branch is unread, where the book's other 傳 are not the
    cast's: it may be its own 傳's (「兄 空㐀 龙 中」 under the book's 辰…寅, the engine's 卯…丑: its
    龙 weighed against the engine's 中傳 and accused, a metamorphic copy of liuren_duanan_01-31.txt
    :72 with 卯 unknown)."""
    pv = _printed_values(chart)
    k = int(cc.field.split(".")[1])
    printed = [_branch(pv.get(f"transmissions.{j}")) for j in range(3)]
    if printed[k] is not None:
        return ""
    own = any(p is not None and p != ch.transmissions[j] for j, p in enumerate(printed) if j != k)
    return ("its 傳's branch is unread and the book's other 傳 are not the cast's: it may be its "
            "own 傳's") if own else ""


def _either(*fns):
    return lambda cc, chart, ch: next((w for w in (f(cc, chart, ch) for f in fns) if w), "")


_SUPPORT = {"plate": _same_plate, "lessons": _same_plate, "transmissions": _row_follows,
            "ring_generals": _same_general, "lesson_generals": _same_general,
            "transmission_generals": _either(_same_general, _branch_unread),
            "luo_kong": _luo_kong_ring, "dun_gan": _either(_same_row_value, _branch_unread),
            "liuqin": _either(_same_row_value, _branch_unread)}
def weigh_cells(cells: list[CellCheck], c: dict, chart: CaseChart, ch, fixed_by: set) -> None:
    """Mark each differing cell ``school`` (an option fixes it) or certain, or say why not."""
    not_fixed = cast_fixed(c, chart, ch, cells)
    for cc in _differs(cells):
        if cc.field in fixed_by:
            cc.result = "school"
            continue
        head = cc.field.split(".")[0]
        why = not_fixed or cc.doubt or (
            _SUPPORT[head](cc, chart, ch) if head in _SUPPORT else "")
        if why:
            cc.why = "; ".join(x for x in (cc.why, why) if x)
        else:
            cc.certain = True


# --- the verdict -----------------------------------------------------------------------------------

@dataclass
class CaseVerdict:
    """What the checker says of a case: the status, the cast it settled on (with the options
    it needs), every cell compared, and the explanation."""
    status: str
    chart: object = None
    options: Options | None = None
    cells: list = None
    hypothesis: str = ""
    why: str = ""

    def fields(self) -> dict:
        """The result of each field (module doc): the worst of its cells."""
        rank = ("agrees", "reading", "unmodelled", "school", "unread", "differs")
        out: dict = {}
        for cc in self.cells or ():
            k = cc.field.split(".")[0]
            r = "agrees" if cc.result == "reading" else cc.result
            if k not in out or rank.index(r) > rank.index(out[k]):
                out[k] = r
        return {k: out[k] for k in FIELD_ORDER if k in out}


# the chart's cell of each claim the commentary restates (..cases.SAID_FIELDS)
_SAID_CELL = {"gan_shang": "lessons.0.upper", "zhi_shang": "lessons.2.upper"}


def _said_computed(ch, f: str) -> str | None:
    head, _, i = f.partition(".")
    if head == "transmissions":
        return BRANCH_NAMES[ch.transmissions[int(i)]]
    if head == "transmission_generals":
        return GENERAL_NAMES[ch.transmission_generals[int(i)]]
    if head in _SAID_CELL:
        return BRANCH_NAMES[ch.gan_shang if head == "gan_shang" else ch.zhi_shang]
    if head == "generals" and i in BRANCH_NAMES:
        return GENERAL_NAMES[ch.generals[BRANCH_NAMES.index(i)]]
    if head == "qin" and i in BRANCH_NAMES:
        return liu_qin_name(ch.stem, BRANCH_NAMES.index(i))
    if head == "kong":
        return "".join(BRANCH_NAMES[x] for x in xun_kong(ch.day))
    if head == "plate" and i in BRANCH_NAMES:
        return BRANCH_NAMES[ch.plate[BRANCH_NAMES.index(i)]]
    if head == "void" and i:
        return "空" if _void(ch, i) else "不空"
    if head == "guiren" and i in ("晝", "夜"):
        return BRANCH_NAMES[guiren_branch(ch.stem, i == "晝")]
    if head == "guiren" and i == "direction":
        return "順" if ch.direction > 0 else "逆"
    if head == "yi_ma" and i in BRANCH_NAMES:
        return BRANCH_NAMES[yi_ma(BRANCH_NAMES.index(i))]
    if head == "day":
        return day_name(ch.day)
    if head == "bu_bei":
        # (four lessons, or fewer: 「缺一為不備」 000:163; the commentary's 不備 of two alike)
        return "是" if ch.n_distinct < 4 else "否"
    if head == "use_lesson" and i:
        # (「用起第三課」: the 初傳 that lesson's upper)
        les = ch.lessons["一二三四".index(i)]
        return "是" if les.upper == ch.transmissions[0] else "否"
    return None


def _void(ch, key: str) -> bool:
    """Whether a 傳 (by its place, 初/中/末) or a branch is void as a commentary says it (grammar
    void_pos, void_branch): in the 旬空, or over a 旬空 seat (落空; the commentaries use 空亡 and
    落空 of either, liuren_duanan_01-31.txt:218 「发用、中传空亡，末传又加空亡之上」): either note
    of a chart's row holds of it (:func:`_note_holds`)."""
    b = ch.transmissions["初中末".index(key)] if key in "初中末" else BRANCH_NAMES.index(key)
    return any(_note_holds(ch, note, None, BRANCH_NAMES[b]) for note in ("空亡", "落空"))


def _said_cell(ch, f: str) -> str:
    """The chart's cell of a claim the commentary restates: 第一課's or 第三課's upper for 干上/支上,
    the ring's general over the seat under a branch for its general, the 傳's own cell."""
    head, _, i = f.partition(".")
    if head == "generals" and i in BRANCH_NAMES:
        return f"ring_generals.{BRANCH_NAMES[ch.under(BRANCH_NAMES.index(i))]}"
    if head == "qin" and i in BRANCH_NAMES and BRANCH_NAMES.index(i) in ch.transmissions:
        return f"liuqin.{ch.transmissions.index(BRANCH_NAMES.index(i))}"
    return _SAID_CELL.get(f, f)


def _own_seat_general(ch, f: str, said, at: dict | None = None) -> str | None:
    """For a general the commentary gives a branch it also names as 干上 or 支上, or as the 傳 said
    last before it (``at``, the general's own said entry): the general of the cast's own 干上/支上
    or 傳 (None otherwise)."""
    head, _, b = f.partition(".")
    if head == "qin":
        # (the 六親 of a 傳 misprinted with it, 「初传妻财丑土」 for 子: the 六親 is the 初傳's, one error)
        pos = [s for s in said if s["field"].startswith("transmissions.") and s["value"] == b
               and at and s["line"] == at["line"] and 0 <= at["col"] - s["col"] <= 6]
        i = int(pos[-1]["field"].split(".")[1]) if pos else None
        return None if i is None else liu_qin_name(ch.stem, ch.transmissions[i])
    if head != "generals":
        return None
    for s in said:
        if s["field"] in _SAID_CELL and s["value"] == b:
            seat = ch.gan_shang if s["field"] == "gan_shang" else ch.zhi_shang
            return GENERAL_NAMES[ch.generals[seat]]
    # (a 傳 misprinted with its general, 「中传亥乘朱雀」 for 戌: the general is the 中傳's, one
    # error — a round-57 red-team case book, liuren_duanan_566-590.txt:153; the 傳 said last before
    # the general, not the first with that branch: 「初传亥乘贵人，中传亥乘太阴」, a review of the
    # change, rv57_case_sup.txt:11)
    pos = [s for s in said if s["field"].startswith("transmissions.") and s["value"] == b
           and (s["line"], s["col"]) <= (at["line"], at["col"])] if at else []
    if pos:
        i = int(pos[-1]["field"].split(".")[1])
        return GENERAL_NAMES[ch.generals[ch.transmissions[i]]]
    return None


def commentary_checks(ch, ex: Example, cells: list[CellCheck]) -> list[CellCheck]:
    """The claims the commentary restates (``record.said``, :func:`..cases.commentary_claims`),
    each compared with the cast (field ``said.…``). One that differs is a **certain** printing
    error when the form that read it is certain of its roles and the chart above prints the
    cast's value in that cell (the book's chart and the engine agree; its commentary alone
    says otherwise: 「初傳午作太陰」 under a chart 「丁巳 陰 初」, a red-team book). Where the chart
    prints what the commentary says, the book states its cast twice: neither is a misprint
    (the chart's cell is no longer certain)."""
    said = (ex.claims.get("record") or {}).get("said") or ()
    chart_cell = {cc.field: cc for cc in cells}
    out, seen = [], set()
    for s in said:
        f, v = s["field"], s["value"]
        comp = _said_computed(ch, f)
        if f == "hour" and header_offset(ex.claims) == ch.offset:
            comp = ex.claims["hour"]    # (「今丁酉日午时」, .cases._RESTATED: the header's, the cast's)
        if comp is None or (f, v) in seen:
            continue
        seen.add((f, v))
        cc = CellCheck("said." + f, v, v, comp, where=f"{ex.source}:{s['line']}")
        out.append(cc)
        if v == comp or (f == "kong" and set(v) == set(comp)):
            continue
        own = _own_seat_general(ch, f, said, s)
        if own == v:
            # the general of the cast's own 干上/支上 beside a misprinted seat (「此课干上戌作天后」
            # for 辰: one error, not two; as check_case does for a chart's cells)
            cc.computed, cc.why = own, "the general of the cast's own seat (its branch differs)"
            continue
        cc.result = "differs"
        printed = chart_cell.get(_said_cell(ch, f))
        heads = [chart_cell.get(k) for k in ("kong", "luo_kong")]
        if f.startswith("void.") and all(h is not None and h.result == "agrees" for h in heads):
            # a 傳 or a branch said void that the header's own 空亡 and 落空 leave out (「（辰巳空亡，
            # 酉戌落空）」 and 「初末俱空」 of a 末 卯: a round-65 red-team case book,
            # liuren_duanan_766-790.txt:135, :140): the book's header and the engine agree
            cc.certain = True
            cc.why = (f"the header prints the 空亡 {heads[0].printed} and the 落空 "
                      f"{heads[1].printed} ({heads[0].where}), the cast's")
        elif printed is not None and printed.read == v:
            printed.certain = False
            printed.doubt = cc.why = (f"the chart ({printed.where}) and the commentary "
                                      f"({cc.where}) both print {v}: the book's own cast")
        elif s["certain"] and printed is not None and printed.result in ("agrees", "reading"):
            cc.certain = True
            cc.why = f"the chart above prints {comp} ({printed.where})"
        else:
            cc.why = ("the chart does not print this cell" if printed is None else
                      f"read by the form {s['form']}, whose roles are ambiguous"
                      if not s["certain"] else "the chart's cell differs too")
    return out


def _cite(cc: CellCheck) -> str:
    return (f"{_label(cc.field)} printed {cc.printed}"
            + (f", the cast has {cc.computed}" if cc.computed else "") + f" ({cc.where})")


def _label(field: str) -> str:
    head, *rest = field.split(".")
    if head == "said":
        return "the commentary's " + _label(".".join(rest))
    names = {"plate": "the ring over {0}", "ring_generals": "the general over {0}",
             "lessons": "第{n}課 {1}", "lesson_generals": "第{n}課's general",
             "transmissions": "{p}傳", "transmission_generals": "{p}傳's general",
             "dun_gan": "{p}傳's 遁干", "liuqin": "{p}傳's 六親",
             "transmission_notes": "{p}傳's note", "kong": "空亡", "luo_kong": "落空",
             "hour_pillar": "the 時柱", "qin": "六親 of {0}", "void": "{0} 空亡 or 落空",
             "generals": "general on {0}", "gan_shang": "干上", "zhi_shang": "支上",
             "jiang": "the 月將", "hour": "the 占時", "day": "the day"}
    if head not in names:
        return field
    if head == "void" and rest and rest[0] in "初中末":
        rest = [rest[0] + "傳"]
    i = int(rest[0]) if rest and rest[0].isdigit() else 0
    return names[head].format(*rest, n="一二三四"[i] if head.startswith("lesson") else "",
                              p=POSITIONS[i] if i < 3 else "")


def check_case(ex: Example, base: Options, base_patterns: dict | None = None) -> CaseVerdict:
    """The verdict on one case (module doc), under the options ``base`` (the defaults, or the
    book's school) and the 課體 options ``base_patterns``."""
    c = ex.claims
    chart = chart_of(ex)
    if chart is None and header_offset(c) is not None:
        # no chart printed (「课式不复列」, a red-team case book): the header's cast, checked by
        # what its commentary says of it
        chart = CaseChart([], [], {})
    if chart is None or _day(c) is None:
        return CaseVerdict("not-checkable", why="no chart, or no day read in its header")
    with pattern_options(base_patterns or {}):
        ch, cells = best_cast(c, chart, ex, base)
        if ch is None:
            return CaseVerdict("not-checkable", why="neither the header nor the ring fixes the "
                                                    "plate")
        opts, label, fixed = base, "", set()
        diffs = _differs(cells)
        sf = school_fix(c, chart, ex, base, diffs) if diffs else None
        if sf is not None:
            label, fixed = sf[0], sf[2]
            if not _differs(sf[4]):             # the option alone reconciles the print
                ch, cells, opts = sf[3], sf[4], sf[1]
                for cc in cells:
                    if cc.field in fixed:
                        cc.result = "school"
        weigh_cells(cells, c, chart, ch, fixed)
        cells += commentary_checks(ch, ex, cells)
        cells += name_checks(ch, c, f"{ex.source}:{ex.line}")
        if sf is None and any(x.field == "names" and x.result == "differs" for x in cells):
            alt = _school_names(c, chart, ex, base, {x.printed for x in cells if x.field == "names"
                                                     and x.result == "differs"})
            if alt is not None:
                label, opts, ch, cells = alt
    return _settle(CaseVerdict("agrees", ch, opts, cells), label)


def _school_names(c: dict, chart: CaseChart, ex: Example, base: Options, differ: set):
    """A 課名 the engine gives only under a school option, every other cell agreeing as well
    (「涉害、见机…」 with 「取孟上之辰为用，名见机」: 見機 under she_hai=meng_zhong, a round-54
    red-team case book, liuren_duanan_491-515.txt:53): ``(label, Options, cast, cells)`` with the
    names that ``differ`` under ``base`` marked ``school``, or None."""
    where = f"{ex.source}:{ex.line}"
    for label, opts, ch, cells in _under_options(c, chart, ex, base):
        if _differs(cells):
            continue
        weigh_cells(cells, c, chart, ch, set())
        cells += commentary_checks(ch, ex, cells)
        names = name_checks(ch, c, where)
        if _differs(cells) or any(x.result == "differs" for x in names):
            continue
        for x in names:
            if x.field == "names" and x.printed in differ:
                x.result = "school"
        return label, opts, ch, cells + names
    return None


def _settle(v: CaseVerdict, label: str) -> CaseVerdict:
    cells = v.cells
    certain = [x for x in cells if x.certain]
    unsure = [x for x in _differs(cells) if not x.certain]
    school = [x for x in cells if x.result == "school"]
    unread = [x for x in cells if x.result == "unread"]
    names = [x for x in cells if x.field in ("names", "patterns") and x.result == "differs"]
    said = []
    if certain:
        v.status = "printed-error-new"
        v.hypothesis = "printing error: " + "; ".join(_cite(x) for x in certain)
    elif unsure:
        v.status = "unresolved"
    elif school:
        v.status = "school-dependent"
        v.hypothesis = f"agrees only under the school option {label}"
    elif unread or names:
        v.status = "partial" if unread else "unresolved"
    if school and v.status != "school-dependent":
        said.append(f"under the school option {label}: " + ", ".join(x.field for x in school))
    if unsure:
        # (beside a certain error, the doubt is about another cell: 「also」, not the verdict's)
        said.append(("also not decided: " if certain else "not decided: ")
                    + "; ".join(f"{_cite(x)}: {x.why}" for x in unsure))
    if names:
        said.append("課名/課體 the engine decides otherwise: " + "、".join(x.printed for x in names)
                    + " (the book may define them in its own words)")
    if unread:
        said.append("not read: " + "; ".join(f"{_label(x.field)} 「{x.printed}」" for x in unread))
    um = [x.printed for x in cells if x.result == "unmodelled"]
    if um:
        said.append("課體 and notes the engine does not model: " + "、".join(um))
    v.why = "; ".join(said)
    return v
