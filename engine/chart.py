"""The chart: :func:`cast` (pure), the frozen :class:`Chart`, :func:`explain`, the notation.

A chart is fixed by (day, offset, 晝/夜, options): 003:7 the plate, 003:11-19 the four lessons,
003:35-47 the generals, 003:51-175 and 000:3-7 the three transmissions. The method chain
(:func:`derive`) is: 伏吟 at offset 0, 返吟 at 6; otherwise 賊克 → 比用 → 涉害 on the lessons'
克; then 八專 (two lessons), 遙克, 昴星 (four lessons), 別責 (three).
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from .errors import BadOption, BadPlate
from .generals import GENERAL_NAMES, direction, generals_on, guiren_branch
from .lessons import RELATION_NAMES, Lesson, four_lessons, n_distinct
from .methods import METHOD_NAMES, Ctx
from .methods.ba_zhuan import ba_zhuan
from .methods.bi_yong import bi_yong
from .methods.bie_ze import bie_ze
from .methods.fan_yin import fan_yin
from .methods.fu_yin import fu_yin
from .methods.mao_xing import mao_xing
from .methods.she_hai import she_hai
from .methods.yao_ke import yao_ke
from .methods.zei_ke import zei_ke
from .options import DEFAULT, OPTIONS, Options
from .plate import PLATES, check_offset, offset_from, ring_text
from .lexicon import parse_hour, parse_jiang
from .values import (BRANCH_NAMES, STEM_NAMES, day_name, parse_branch, parse_day)

# GENS[guiren][dir>0] = general on each heavenly branch
_GENS = tuple((generals_on(g, -1), generals_on(g, 1)) for g in range(12))
_DAY_SETS = {"mao-shen": frozenset(range(3, 9)), "chen-you": frozenset(range(4, 10)),
             "mao-you": frozenset(range(3, 10))}


def derive(stem: int, branch: int, offset: int, opts: Options = DEFAULT, trace=None):
    """The lessons (raw tuples), their distinct count and the :class:`Result` of the first
    method that applies. `trace`: a list to receive the reasoning, or None."""
    lessons = four_lessons(stem, branch, offset)
    n = n_distinct(lessons)
    ctx = Ctx(stem, branch, offset, lessons, n, opts, trace)
    if offset == 0:
        return lessons, n, fu_yin(ctx)
    if offset == 6:
        return lessons, n, fan_yin(ctx)
    r = zei_ke(ctx) or bi_yong(ctx) or she_hai(ctx)
    if r is not None:
        return lessons, n, r
    if n == 2:
        if opts.ba_zhuan_yao_ke == "first":
            r = yao_ke(ctx)
        else:
            ctx.say("八專 days with no 克 do not try 遙克 (003:135 「無克不復取遙克」; option "
                    "ba_zhuan_yao_ke=skip).")
        return lessons, n, r or ba_zhuan(ctx)
    r = yao_ke(ctx)
    if r is None:
        r = mao_xing(ctx) if n == 4 else bie_ze(ctx)
    return lessons, n, r


_CORE: dict = {}
_CHARTS: dict = {}
_caching = True


def set_cache(on: bool) -> None:
    """Turn the caches on or off (and clear them): :func:`derive` results by (day, offset,
    options) and charts by (day, offset, 晝/夜, options, 月將, 時). Charts are immutable, so
    a cached chart is the same value a fresh cast would give."""
    global _caching
    _caching = bool(on)
    _CORE.clear()
    _CHARTS.clear()


def _core(day: int, offset: int, opts: Options):
    if _caching:
        key = (day, offset, opts)
        hit = _CORE.get(key)
        if hit is None:
            hit = _CORE[key] = derive(day % 10, day % 12, offset, opts)
        return hit
    return derive(day % 10, day % 12, offset, opts)


@dataclass(frozen=True)
class Chart:
    """A cast chart (frozen). Branches, stems and generals are ints; see the module doc."""

    day: int
    stem: int
    branch: int
    offset: int
    daytime: bool
    jiang: int | None
    hour: int | None
    plate: tuple[int, ...]
    lessons: tuple[Lesson, Lesson, Lesson, Lesson]
    n_distinct: int
    gan_shang: int
    zhi_shang: int
    transmissions: tuple[int, int, int]
    transmission_generals: tuple[int, int, int]
    method: str
    names: tuple[str, ...]
    guiren: int
    direction: int
    generals: tuple[int, ...]   # generals[h] = the general on heavenly branch h
    options: Options

    # --- queries -------------------------------------------------------------------------

    def under(self, h: int) -> int:
        """The earthly position under heavenly branch h."""
        return (parse_branch(h) - self.offset) % 12

    def general_of(self, h: int) -> int:
        """The general (index into GENERAL_NAMES) on heavenly branch h."""
        return self.generals[parse_branch(h)]

    @property
    def guiren_seat(self) -> int:
        return (self.guiren - self.offset) % 12

    @property
    def method_name(self) -> str:
        return METHOD_NAMES[self.method]

    # --- notation ------------------------------------------------------------------------

    @property
    def notation(self) -> str:
        """One line that round-trips: ``丁丑 8 晝`` or ``丁丑 丑將巳時 晝``, then any option
        that is not the default as ``name=value``."""
        plate = (f"{BRANCH_NAMES[self.jiang]}將{BRANCH_NAMES[self.hour]}時"
                 if self.jiang is not None else str(self.offset))
        parts = [day_name(self.day), plate, "晝" if self.daytime else "夜"]
        parts += [f"{k}={v}" for k, v in self.options.non_default().items()]
        return " ".join(parts)

    @classmethod
    def from_notation(cls, text: str) -> "Chart":
        return from_notation(text)

    # --- output --------------------------------------------------------------------------

    def to_json(self) -> dict:
        n = BRANCH_NAMES
        g = GENERAL_NAMES
        d = {"day": day_name(self.day)}
        if self.jiang is not None:
            d["jiang"] = n[self.jiang]
            d["hour"] = n[self.hour]
        d.update({
            "offset": self.offset,
            "daytime": self.daytime,
            "plate": {n[x]: n[self.plate[x]] for x in range(12)},
            "lessons": [
                {"upper": n[le.upper],
                 "lower": STEM_NAMES[le.lower] if le.lower_is_stem else n[le.lower],
                 "relation": le.relation, "general": g[le.general]}
                for le in self.lessons],
            "n_distinct": self.n_distinct,
            "transmissions": [n[x] for x in self.transmissions],
            "transmission_generals": [g[x] for x in self.transmission_generals],
            "method": self.method,
            "names": list(self.names),
            "guiren": {"branch": n[self.guiren], "seat": n[self.guiren_seat],
                       "direction": "順" if self.direction > 0 else "逆",
                       "time": "晝" if self.daytime else "夜"},
            "generals": {n[h]: g[self.generals[h]] for h in range(12)},
            "options": self.options.as_dict(),
            "notation": self.notation,
        })
        return d


_FIELDS = tuple(f.name for f in fields(Chart))
_new = object.__new__
_tnew = tuple.__new__
_setdict = object.__setattr__


def _daytime_of(hour: int, opts: Options) -> bool:
    return hour in _DAY_SETS[opts.day_hours]


def cast(day, offset=None, daytime=None, options=None, *, jiang=None, hour=None) -> Chart:
    """Cast a chart. `day`: 0–59 or '丁丑'; `offset` = (月將 − 占時) mod 12, or give `jiang`
    and `hour` (branches, as ints or as the books write them: 丑, 大吉, 丑將; 巳, 巳時, 平旦 —
    engine/lexicon.py); `daytime`: 晝 (True) / 夜 (False) — if None, taken from `hour` by
    the ``day_hours`` option, or 晝 when cast by offset alone; `options`: :class:`Options`,
    a mapping of option names to values, or None (defaults)."""
    d = day if type(day) is int and 0 <= day < 60 else parse_day(day)
    opts = options if type(options) is Options else Options.coerce(options)
    if jiang is not None or hour is not None:
        if jiang is None or hour is None:
            raise BadPlate("give both the 月將 (jiang) and the hour, or an offset")
        j, h = parse_jiang(jiang), parse_hour(hour)
        o = (j - h) % 12
        if offset is not None and check_offset(offset) != o:
            raise BadPlate(f"offset {offset} contradicts {BRANCH_NAMES[j]}將{BRANCH_NAMES[h]}時 "
                           f"(offset {o})")
        if daytime is None:
            daytime = _daytime_of(h, opts)
    else:
        if offset is None:
            raise BadPlate("no plate: give an offset, or the 月將 and the hour")
        o = offset if type(offset) is int and 0 <= offset < 12 else check_offset(offset)
        j = h = None
        if daytime is None:
            daytime = True
    daytime = bool(daytime)
    if _caching:
        key = (d, o, daytime, opts, j, h)
        chart = _CHARTS.get(key)
        if chart is None:
            chart = _CHARTS[key] = _build(d, o, daytime, opts, j, h)
        return chart
    return _build(d, o, daytime, opts, j, h)


def _build(d: int, o: int, daytime: bool, opts: Options, j, h) -> Chart:
    lessons, n, r = _core(d, o, opts)
    stem = d % 10
    gui = guiren_branch(stem, daytime)
    dr = direction((gui - o) % 12, daytime, opts.gui_direction)
    gens = _GENS[gui][dr > 0]
    rn = RELATION_NAMES
    l1, l2, l3, l4 = lessons
    t = r.transmissions
    # the frozen dataclass's own __init__ sets 20 fields one by one; filling the instance
    # dict at once gives the same object at a third of the cost (scripts/bench_engine.py)
    chart = _new(Chart)
    _setdict(chart, "__dict__", dict(zip(_FIELDS, (
        d, stem, d % 12, o, daytime, j, h, PLATES[o],
        (_tnew(Lesson, (l1[0], l1[1], True, rn[l1[3]], gens[l1[0]])),
         _tnew(Lesson, (l2[0], l2[1], False, rn[l2[3]], gens[l2[0]])),
         _tnew(Lesson, (l3[0], l3[1], False, rn[l3[3]], gens[l3[0]])),
         _tnew(Lesson, (l4[0], l4[1], False, rn[l4[3]], gens[l4[0]]))),
        n, l1[0], l3[0], t, (gens[t[0]], gens[t[1]], gens[t[2]]), r.method, r.names,
        gui, dr, gens, opts))))
    return chart


def from_notation(text: str) -> Chart:
    """Parse a chart notation (see :attr:`Chart.notation`) and cast it."""
    toks = str(text).split()
    if len(toks) < 3:
        raise BadPlate(f"a chart notation is 'DAY OFFSET|X將Y時 晝|夜 [name=value …]', "
                       f"not {text!r}", text=str(text))
    day, plate, dn = toks[0], toks[1], toks[2]
    if dn not in ("晝", "夜"):
        raise BadPlate(f"notation {text!r}: expected 晝 or 夜, not {dn!r}", text=str(text))
    opts = Options.parse(toks[3:])
    if plate.endswith("時") and "將" in plate:
        j, _, h = plate[:-1].partition("將")
        return cast(day, daytime=dn == "晝", options=opts, jiang=j, hour=h)
    return cast(day, plate, daytime=dn == "晝", options=opts)


def explain(chart: Chart) -> list[str]:
    """The derivation step by step: plate, lessons, each method tried and why the winner won,
    then the generals."""
    n = BRANCH_NAMES
    g = GENERAL_NAMES
    o = chart.offset
    steps = []
    if chart.jiang is not None:
        steps.append(f"月將 {n[chart.jiang]} over the hour {n[chart.hour]}: offset "
                     f"({n[chart.jiang]} − {n[chart.hour]}) mod 12 = {o} (003:7).")
    steps.append(f"Plate: the heavenly branch over earthly x is x + {o}; "
                 + "、".join(f"{n[x]}上{n[chart.plate[x]]}" for x in range(12)) + " (003:7).")
    stem, br = chart.stem, chart.branch
    lod = (chart.gan_shang - o) % 12
    steps.append(f"Day {day_name(chart.day)}: {STEM_NAMES[stem]} lodges at {n[lod]} (003:11).")
    for i, le in enumerate(chart.lessons, 1):
        lower = STEM_NAMES[le.lower] if le.lower_is_stem else n[le.lower]
        rel = {"賊": "下賊上 (賊)", "克": "上克下 (克)"}.get(le.relation, "no 克")
        steps.append(f"Lesson {i}: {n[le.upper]} over {lower} — {rel} (003:19, 003:55).")
    kind = {4: "four distinct lessons", 3: "three distinct lessons (不備)",
            2: "two distinct lessons (八專, 干支同位)", 1: "one distinct lesson"}[chart.n_distinct]
    steps.append(f"{kind}.")
    if o == 0:
        steps.append("Offset 0: every branch on its own seat → 伏吟 (003:147, 000:7).")
    elif o == 6:
        steps.append("Offset 6: every branch on its opposite → 返吟 (000:7, 000:103).")
    trace: list[str] = []
    _, _, r = derive(stem, br, o, chart.options, trace)
    steps.extend(trace)
    t = chart.transmissions
    steps.append(f"三傳 {n[t[0]]}{n[t[1]]}{n[t[2]]} by {METHOD_NAMES[r.method]} ({r.method}); "
                 f"課名 {'・'.join(r.names)}.")
    gd = {"bagua": "003:47 八卦", "hai_chen": "002:65 亥–辰 / 巳–戌",
          "day_night": "003:43 晝順夜逆"}[chart.options.gui_direction]
    steps.append(f"貴人 ({'晝' if chart.daytime else '夜'}, 003:43) is {n[chart.guiren]}, on "
                 f"earthly {n[chart.guiren_seat]}: the generals run "
                 f"{'順' if chart.direction > 0 else '逆'} ({gd}); 三傳 carry "
                 + "、".join(g[x] for x in chart.transmission_generals) + ".")
    steps.append("Options: " + ", ".join(f"{k}={v}" for k, v in chart.options.as_dict().items())
                 + ".")
    return steps


def table(options=None, daytime: bool = True) -> list[Chart]:
    """All 720 課 (60 days × offsets 0–11), day-major."""
    opts = Options.coerce(options)
    return [cast(d, o, daytime, opts) for d in range(60) for o in range(12)]


# --- the layout the books print ------------------------------------------------------------

def layout(chart: Chart) -> list[str]:
    """Human text laid out as the books print a chart: 三傳 with generals, the 四課 as two rows
    read right to left (the rightmost column is lesson 1), then the plate as a ring."""
    n = BRANCH_NAMES
    g = GENERAL_NAMES
    short = "貴蛇雀合勾龍空虎常玄陰后"
    head = f"{day_name(chart.day)}日"
    if chart.jiang is not None:
        head += f" {n[chart.jiang]}將加{n[chart.hour]}時"
    head += f" (offset {chart.offset}) {'晝' if chart.daytime else '夜'}占"
    out = [head, f"課名 {'・'.join(chart.names)}  [{chart.method_name} {chart.method}]", "", "三傳"]
    for label, b_, gi in zip("初中末", chart.transmissions, chart.transmission_generals):
        out.append(f"  {label} {n[b_]} {g[gi]}")
    out.append("")
    out.append("四課 (read right to left: 四 三 二 一)")
    ls = chart.lessons[::-1]
    out.append("  " + " ".join(short[le.general] for le in ls))
    out.append("  " + " ".join(n[le.upper] for le in ls))
    out.append("  " + " ".join(STEM_NAMES[le.lower] if le.lower_is_stem else n[le.lower]
                               for le in ls))
    out.append("")
    out.append("天地盤 (heavenly branches over 巳午未申 / 辰·酉 / 卯·戌 / 寅丑子亥)")
    out.extend("  " + row for row in ring_text(chart.offset))
    out.append("")
    out.append(f"貴人 {n[chart.guiren]} on {n[chart.guiren_seat]}, "
               f"{'順' if chart.direction > 0 else '逆'}行")
    nd = chart.options.non_default()
    out.append("options: " + (", ".join(f"{k}={v}" for k, v in nd.items()) if nd
                              else "defaults (" + ", ".join(
                                  f"{k}={v}" for k, v in chart.options.as_dict().items()) + ")"))
    out.append(f"notation: {chart.notation}")
    return out


__all__ = ["Chart", "cast", "explain", "from_notation", "derive", "table", "layout",
           "set_cache", "offset_from", "OPTIONS", "BadOption"]
