"""A chart as a user names it (``liuren cast``, ``liuren xref``): a day with exactly one way of
fixing the plate — 月將 and 占時 (003:7 「子將丑時」), an offset, a plate written 「X加Y」
(001:83), a moment of the calendar — or a chart notation (``丁丑 8 晝``); and the school options
given as ``NAME=VALUE``, split into casting options and 課體 pattern options.

    chart, moment = chart_for("丁丑", jiang="丑", hour="巳")
    opts, pattern_opts = split_options(["she_hai=meng_zhong", "ji_jiang=six"])
"""
from __future__ import annotations

from .calendar import moment as moment_of, parse_when
from .chart import cast, from_notation
from .errors import BadPlate
from .options import PATTERN_OPTIONS, Options
from .patterns import Context, context_from_moment
from .plate import offset_from_plate
from .values import day_name


def split_options(pairs) -> tuple[Options, dict[str, str]]:
    """``NAME=VALUE`` pairs → (casting :class:`Options`, {pattern option: value})."""
    pairs = list(pairs or ())
    popts = {k.strip(): v.strip() for k, _, v in (p.partition("=") for p in pairs)
             if k.strip() in PATTERN_OPTIONS}
    opts = Options.parse([p for p in pairs if p.partition("=")[0].strip() not in PATTERN_OPTIONS])
    return opts, popts


def chart_for(day: str | None = None, *, jiang=None, hour=None, offset=None, plate=None,
              at=None, tz: str = "Asia/Shanghai", zi_boundary: str = "midnight",
              daytime: bool | None = None, options: Options | None = None,
              notation: bool = False, with_at: bool = True):
    """(chart, moment): the chart named by exactly one of ``jiang``/``hour``, ``offset``,
    ``plate`` or ``at`` (a moment, ``YYYY-MM-DD HH:MM`` in ``tz``; its day must agree with a
    ``day`` given too), or — with ``notation`` — by ``day`` written as a chart notation.
    ``moment`` is the calendar's reading of ``at`` (None otherwise). :class:`BadPlate` (one
    line) for anything else."""
    options = options or Options()
    ways = (("--jiang/--hour", jiang or hour), ("--offset", offset), ("--plate", plate)) + (
        (("--at", at),) if with_at else ())
    given = [n for n, v in ways if v not in (None, "")]
    if notation and day is not None and len(str(day).split()) >= 3:
        if given:
            raise BadPlate(f"a chart notation ({day!r}) already fixes the plate; drop "
                           + ", ".join(given))
        ch = from_notation(day)
        if daytime is not None and daytime != ch.daytime:
            ch = cast(ch.day, ch.offset, daytime, ch.options)
        return ch, None
    if len(given) != 1:
        raise BadPlate("give exactly one of " + ", ".join(n for n, _ in ways)
                       + (f" (got {', '.join(given)})" if given else ""))
    if at:
        m = moment_of(parse_when(at), tz=tz, zi_boundary=zi_boundary, day_hours=options.day_hours)
        if day and day_name(m.day) != str(day).strip().rstrip("日"):
            raise BadPlate(f"DAY {day} contradicts --at {at} ({day_name(m.day)})")
        return cast(m.day, daytime=m.daytime if daytime is None else daytime, options=options,
                    jiang=m.jiang, hour=m.hour), m
    if not day:
        raise BadPlate("missing DAY (e.g. 丁丑)" + (" or a chart notation (e.g. '丁丑 8 晝')"
                                                    if notation else ", or give --at"))
    if jiang or hour:
        return cast(day, daytime=daytime, options=options, jiang=jiang, hour=hour), None
    o = offset_from_plate(plate) if plate else offset
    return cast(day, o, daytime, options), None


def context_for(moment=None, *, year=None, month=None, season=None, nian=None, birth=None):
    """The date context the 課體 patterns read (``engine.patterns.Context``): from a moment of
    the calendar when there is one, the values given overriding it."""
    if moment is None:
        return Context.parse(year=year, month=month, season=season, nian=nian, birth=birth)
    ctx = context_from_moment(moment, nian=nian, birth=birth, season=season)
    if year or month:
        ctx = Context.parse(year=year or ctx.year, month=month or ctx.month, season=season,
                            hour=ctx.hour, nian=nian, birth=birth, si_li=ctx.si_li)
    return ctx
