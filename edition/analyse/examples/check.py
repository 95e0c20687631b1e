"""The checker: every worked example cast with the engine and compared field by field.

For one :class:`~edition.analyse.examples.model.Example` the checker searches every cast consistent
with what is printed — the day (fixed, or one of the six days of a stem when only 六X日 is
printed, or all sixty), the plate offset (fixed by 將/時, 返吟/伏吟 or a printed ring, else
0–11), 晝/夜 (fixed, or both when a claim depends on the generals, else irrelevant) — and
compares each claim (see :mod:`edition.analyse.examples.model`). The verdict is one of:

``agrees``                  exactly one cast satisfies every printed claim
``underdetermined``         several do (a partial example): every one is listed
``printed-error-corrected`` none does, and the correction proposed by the edition (an
                            emendation of the commentary, or a curated reading) does
``correction-disputed``     a correction is proposed and no cast satisfies it
``school-dependent``        only a non-default school option (``engine.options``) satisfies it
``printed-error-new``       none does, nobody flagged it, and one usual explanation reconciles
                            it (將/時 swapped, a look-alike glyph, a ring copied from another
                            example, a day off by one, 晝/夜 swapped, one printed item wrong)
``inconsistent``            no cast and no single explanation satisfies the claims
``not-checkable``           the example claims nothing the engine computes (said why)
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from engine import OPTIONS, Options, cast
from engine.generals import GENERAL_NAMES
from engine.values import (BRANCH_NAMES, STEM_NAMES, canonical, day_name, xun_kong, yi_ma)

from .model import Example

STATUSES = ("agrees", "printed-error-corrected", "printed-error-new", "correction-disputed",
            "school-dependent", "underdetermined", "inconsistent", "not-checkable")
DEFAULT = Options()
# every non-default value of every school option, in the table's order
ALTERNATIVES = tuple((name, v) for name, o in OPTIONS.items() for v in o.values if v != o.default)
GENERAL_CLAIMS = ("generals", "transmission_generals", "guiren", "patterns")
PLATE_CLAIMS = ("offset", "jiang", "hour", "plate", "lessons", "gan_shang", "zhi_shang",
                "transmissions", "generals", "transmission_generals", "names", "method",
                "patterns")
CHART_KEYS = ("offset", "jiang", "plate", "lessons", "gan_shang", "zhi_shang", "transmissions",
              "generals", "transmission_generals", "guiren", "names", "method", "patterns")
# printed glyphs that look like another value (engine/values.py: printing errors, not aliases)
GLYPHS = {"末": "未", "牛": "午", "了": "子", "戍": "戌", "已": "巳", "己": "巳", "巳": "己",
          "戊": "戌", "戌": "戊", "甲": "申", "申": "甲", "王": "壬", "干": "午", "千": "午",
          "未": "末朱", "朱": "未", "午": "牛", "子": "了", "辰": "長", "酉": "西"}
# printed 課名 → the names the engine gives (variants of the same name)
NAME_ALIASES = {"無淫": "蕪淫", "不修帷箔": "帷簿不修", "帷箔不修": "帷簿不修", "不修": "帷簿不修",
                "帷滔不修": "帷簿不修", "比用": "知一", "反吟": "返吟", "井欄射": "返吟"}
EXTRA_NAMES = {"bi_yong": ("知一", "比用"), "zei_ke": ("賊克",), "she_hai": ("涉害",),
               "yao_ke": ("遙克",), "mao_xing": ("昴星",), "bie_ze": ("別責", "蕪淫"),
               "ba_zhuan": ("八專", "帷簿不修"), "fu_yin": ("伏吟",), "fan_yin": ("返吟",)}


class Unreadable(Exception):
    pass


def _b(x) -> int:
    if isinstance(x, str) and len(x) == 1:
        i = BRANCH_NAMES.find(x)
        if i >= 0:
            return i
    raise Unreadable(x)


def _bs(x) -> tuple[int, bool]:
    """A branch, or a stem (lesson 1's lower item): (index, is_stem)."""
    if isinstance(x, str) and len(x) == 1:
        if x in BRANCH_NAMES:
            return BRANCH_NAMES.index(x), False
        if x in STEM_NAMES:
            return STEM_NAMES.index(x), True
    raise Unreadable(x)


def _g(x) -> int:
    n = canonical(str(x))
    if n in GENERAL_NAMES:
        return GENERAL_NAMES.index(n)
    raise Unreadable(x)


# --------------------------------------------------------------------------- one claim set

@dataclass
class Problem:
    """Claims compiled for the search: candidate days/offsets/晝夜 and per-field tests."""
    days: list
    offsets: list
    daytimes: list
    tests: list                      # (field, fn(chart) -> bool)
    static: dict = field(default_factory=dict)   # field -> bool (independent of the cast)
    unreadable: dict = field(default_factory=dict)  # field -> the printed glyphs


def compile_claims(c: dict) -> Problem:
    unread: dict = {}
    static: dict = {}
    tests: list = []

    def guard(fieldname, fn):
        try:
            return fn()
        except Unreadable as e:
            unread.setdefault(fieldname, []).append(str(e.args[0]))
            return None

    # days
    days = list(range(60))
    if "day" in c:
        d = c["day"]
        ok = (len(d) == 2 and d[0] in STEM_NAMES and d[1] in BRANCH_NAMES
              and STEM_NAMES.index(d[0]) % 2 == BRANCH_NAMES.index(d[1]) % 2)
        if ok:
            s, b = STEM_NAMES.index(d[0]), BRANCH_NAMES.index(d[1])
            days = [x for x in range(60) if x % 10 == s and x % 12 == b]
        else:
            unread["day"] = [d]
    elif "stem" in c:
        st = [STEM_NAMES.index(x) for x in c["stem"] if x in STEM_NAMES]
        if len(st) != len(c["stem"]):
            unread["stem"] = [c["stem"]]
        days = [x for x in range(60) if x % 10 in st] or days
    # offsets
    offsets = list(range(12))
    if "offset" in c:
        offsets = [int(c["offset"]) % 12]
    if "jiang" in c and "hour" in c:      # one of the two alone does not fix the plate
        def jh():
            j, h = _b(c["jiang"]), _b(c["hour"])
            return (j - h) % 12
        o = guard("jiang", jh)
        if o is not None:
            if "offset" in c and o != offsets[0]:
                static["jiang"] = False
            offsets = [o]
    # a claim set about the day alone (旬空, 驛馬, which branch is 貴人) leaves the plate free:
    # one representative offset, reported as None
    plate_free = not any(k in c for k in PLATE_CLAIMS) and not (
        "guiren" in c and ("seat" in c["guiren"] or "direction" in c["guiren"]))
    if plate_free:
        offsets = [None]
    # 晝/夜
    needs_dt = any(k in c for k in GENERAL_CLAIMS)
    if "daytime" in c:
        daytimes = [bool(c["daytime"])]
    else:
        daytimes = [True, False] if needs_dt else [None]

    if "plate" in c:
        pl = guard("plate", lambda: [(_b(e), _b(h)) for e, h in c["plate"].items()])
        if pl is not None:
            tests.append(("plate", lambda ch, pl=pl: all(ch.plate[e] == h for e, h in pl)))
    if "lessons" in c:
        def les():
            out = []
            for i, le in enumerate(c["lessons"]):
                if not le:
                    continue
                up = _b(le["upper"]) if le.get("upper") else None
                lo = _bs(le["lower"]) if le.get("lower") else None
                out.append((i, up, lo))
            return out
        ls = guard("lessons", les)
        if ls is not None:
            def t(ch, ls=ls):
                for i, up, lo in ls:
                    L = ch.lessons[i]
                    if up is not None and L.upper != up:
                        return False
                    if lo is not None and (L.lower != lo[0] or L.lower_is_stem != lo[1]):
                        return False
                return True
            tests.append(("lessons", t))
    for key, attr in (("gan_shang", "gan_shang"), ("zhi_shang", "zhi_shang")):
        if key in c:
            v = guard(key, lambda key=key: _b(c[key]))
            if v is not None:
                tests.append((key, lambda ch, v=v, attr=attr: getattr(ch, attr) == v))
    def by_position(key, parse):
        """初·中·末 claims (None = not printed), compared position by position."""
        if key in c:
            seq = guard(key, lambda: [None if x is None else parse(x) for x in c[key]])
            if seq is not None:
                tests.append((key, lambda ch: all(
                    x is None or getattr(ch, key)[i] == x for i, x in enumerate(seq))))

    by_position("transmissions", _b)
    if "generals" in c:
        gs = guard("generals", lambda: [(_b(h), _g(g)) for h, g in c["generals"].items()])
        if gs is not None:
            tests.append(("generals", lambda ch, gs=gs: all(ch.generals[h] == g for h, g in gs)))
    by_position("transmission_generals", _g)
    if "guiren" in c:
        gr = c["guiren"]

        def gtest():
            b = _b(gr["branch"]) if "branch" in gr else None
            s = _b(gr["seat"]) if "seat" in gr else None
            d = {"順": 1, "逆": -1}.get(gr.get("direction"))
            return b, s, d
        g3 = guard("guiren", gtest)
        if g3 is not None:
            b, s, d = g3
            tests.append(("guiren", lambda ch, b=b, s=s, d=d: (
                (b is None or ch.guiren == b) and (s is None or ch.guiren_seat == s)
                and (d is None or ch.direction == d))))
    if "names" in c:
        wanted = [(n, NAME_ALIASES.get(n, n)) for n in c["names"]]
        # the name as printed, or its usual alias (比用 is 知一 in 000/003, a 涉害 rule in
        # 六壬大全 KR3g0031_005.txt:341 「比用格」)
        tests.append(("names", lambda ch, w=wanted: all(
            n in ch.names or a in ch.names or a in EXTRA_NAMES.get(ch.method, ())
            for n, a in w)))
    if "method" in c:
        tests.append(("method", lambda ch, m=c["method"]: ch.method == m))
    from .claims_extra import month_jiang_ok  # a 將 that its month cannot have: reported
    if month_jiang_ok(c) is False:
        static["month"] = False
    if "patterns" in c:                      # 課體 names (claims_extra.pattern_test)
        from .claims_extra import pattern_test
        tests.append(("patterns", pattern_test(c["patterns"], c)[0]))
    if "kong" in c:
        ks = guard("kong", lambda: [_b(x) for x in c["kong"]])
        if ks is not None:
            tests.append(("kong", lambda ch, ks=ks: set(ks) <= set(xun_kong(ch.day))))
    if "yi_ma" in c:
        ym = guard("yi_ma", lambda: [(_b(k), _b(v)) for k, v in c["yi_ma"].items()])
        if ym is not None:
            static["yi_ma"] = all(yi_ma(k) == v for k, v in ym)
    return Problem(days, offsets, daytimes, tests, static, unread)


def _cast(d, o, dt, opts):
    return cast(d, 0 if o is None else o, True if dt is None else dt, opts)


def _pruned_offsets(c: dict, p: Problem) -> list:
    """Offsets that the plate claims leave possible (no cast needed): X加Y fixes
    (X − Y) mod 12, 干上 with one stem fixes it from the stem's seat, 支上 with one branch."""
    from engine.values import lodging
    offs = set(p.offsets)
    try:
        for e, h in (c.get("plate") or {}).items():
            offs &= {(_b(h) - _b(e)) % 12}
        stems = {d % 10 for d in p.days}
        if "gan_shang" in c and len(stems) == 1:
            offs &= {(_b(c["gan_shang"]) - lodging(stems.pop())) % 12}
        brs = {d % 12 for d in p.days}
        if "zhi_shang" in c and len(brs) == 1:
            offs &= {(_b(c["zhi_shang"]) - brs.pop()) % 12}
    except Unreadable:
        return p.offsets
    return sorted(offs)


def search(c: dict, opts: Options = DEFAULT, prune: bool = False):
    """(solutions, best): every cast (chart) satisfying the claims, and the cast with the
    fewest disagreeing fields with its per-field results. `prune`: skip offsets the plate
    claims exclude (faster; `best` is then only among the remaining casts)."""
    p = compile_claims(c)
    from .claims_extra import hour_daytime    # 晝/夜 of a printed hour, by option day_hours
    hdt = hour_daytime(c, opts) if len(p.daytimes) == 2 else None
    if hdt is not None:
        p.daytimes = [hdt]
    sols = []
    best = None
    bad_static = [k for k, v in p.static.items() if not v]
    offsets = _pruned_offsets(c, p) if prune else p.offsets
    if prune and (bad_static or p.unreadable):
        return [], None, p
    for d, o, dt in itertools.product(p.days, offsets, p.daytimes):
        ch = _cast(d, o, dt, opts)
        res = {}
        nbad = len(bad_static) + len(p.unreadable)
        for name, fn in p.tests:
            ok = fn(ch)
            res[name] = ok
            if not ok:
                nbad += 1
        if nbad == 0:
            sols.append((ch, dt) if o is not None else (ch, ("free", dt)))
        if best is None or nbad < best[2]:
            best = (ch, res, nbad, dt)
    if best is not None:
        res = dict(best[1])
        for k, v in p.static.items():
            res[k] = v
        for k in p.unreadable:
            res[k] = None
        best = (best[0], res, best[2], best[3])
    return sols, best, p


def korean_claims(printed: dict, override: dict) -> dict:
    """The Korean reading: the printed claims with what the translation states instead."""
    kc = dict(printed)
    override = dict(override)
    for k in override.pop("unset", []):
        kc.pop(k, None)
    kc.update(override)
    if "stem" in override:
        kc.pop("day", None)
    if "day" in override:
        kc.pop("stem", None)
    for k, v in override.items():
        if v is None:
            kc.pop(k, None)
    return kc


def has_chart_claims(c: dict) -> bool:
    return any(k in c for k in CHART_KEYS) or "kong" in c or "yi_ma" in c


# --------------------------------------------------------------------------- hypotheses

def _leaves(c: dict):
    """(path, value) of every single printed item a hypothesis may touch."""
    for k in ("day",):
        if k in c:
            for i, ch in enumerate(c[k]):
                yield (k, i), ch
    for k in ("gan_shang", "zhi_shang", "jiang", "hour"):
        if k in c:
            yield (k,), c[k]
    if "transmissions" in c:
        for i, x in enumerate(c["transmissions"]):
            if x is not None:
                yield ("transmissions", i), x
    if "lessons" in c:
        for i, le in enumerate(c["lessons"]):
            if le:
                for part in ("upper", "lower"):
                    if le.get(part):
                        yield ("lessons", i, part), le[part]
    if "plate" in c:
        for e, h in c["plate"].items():
            yield ("plate", e), h
    if "generals" in c:
        for h in c["generals"]:
            yield ("generals_key", h), h


def _set(c: dict, path, value) -> dict:
    c = _copy(c)
    k = path[0]
    if k == "day":
        s = list(c["day"])
        s[path[1]] = value
        c["day"] = "".join(s)
    elif k in ("gan_shang", "zhi_shang", "jiang", "hour"):
        c[k] = value
    elif k == "transmissions":
        c[k][path[1]] = value
    elif k == "lessons":
        c[k][path[1]][path[2]] = value
    elif k == "plate":
        c[k][path[1]] = value
    elif k == "generals_key":
        g = c["generals"].pop(path[1])
        c["generals"][value] = g
    return c


def _drop(c: dict, path) -> dict:
    c = _copy(c)
    k = path[0]
    if len(path) == 1:
        c.pop(k, None)
        if k in ("jiang", "hour"):          # the 將 and the 時 fix the plate together
            c.pop("hour" if k == "jiang" else "jiang", None)
            c.pop("jiang_month", None)
    elif k == "transmissions":
        c[k][path[1]] = None
    elif k == "lessons":
        if len(path) > 2 and c[k][path[1]]:
            le = dict(c[k][path[1]])
            le.pop(path[2], None)
            c[k][path[1]] = le or None
        else:
            c[k][path[1]] = None
    elif k in ("plate", "generals"):
        c[k].pop(path[1], None)
    return c


def _copy(c: dict) -> dict:
    import copy
    return copy.deepcopy(c)


def _desc_path(path) -> str:
    k = path[0]
    if k == "day":
        return "the day"
    if k == "transmissions":
        return "初中末"[path[1]] + "傳"
    if k == "lessons":
        return f"第{'一二三四'[path[1]]}課 {'upper' if path[2] == 'upper' else 'lower'}" \
            if len(path) > 2 else f"第{'一二三四'[path[1]]}課"
    if k == "plate":
        return f"the heavenly branch over {path[1]}" if len(path) > 1 else "the ring"
    if k == "generals":
        return f"the general on {path[1]}" if len(path) > 1 else "the generals"
    if k == "generals_key":
        return f"the branch carrying a general ({path[1]})"
    return {"gan_shang": "干上", "zhi_shang": "支上", "jiang": "the 月將", "hour": "the hour",
            "daytime": "晝/夜", "offset": "the offset", "names": "the 課名", "method": "the method",
            "guiren": "貴人"}.get(k, k)


def _column_variants(c: dict, layout) -> list:
    """Compressed entries (000): one printed column group garbled or copied — re-decode the
    entry without that group, or without its ring entries."""
    from .detect import decode_columns
    groups = [(int(x.split(":", 1)[0]), x.split(":", 1)[1]) for x in layout]
    out = []
    for i, (col, chars) in enumerate(groups):
        if col == 0:
            continue
        rest = [g for j, g in enumerate(groups) if j != i and g[0]]
        base = {k: v for k, v in c.items() if k not in ("lessons", "plate", "day", "stem")}
        d = dict(base, **decode_columns([g[1] for g in rest], [g[0] for g in rest]))
        out.append((f"printed column {col} ({chars}) garbled: the rest of the entry fits", d))
        keep = chars[:2]
        rest2 = [g if j != i else (col, keep) for j, g in enumerate(groups) if g[0]]
        d2 = dict(base, **decode_columns([g[1] for g in rest2], [g[0] for g in rest2]))
        out.append((f"the ring entries of printed column {col} ({chars[2:]}) wrong", d2))
    return out


def hypotheses(c: dict, others: list[tuple[str, str, dict]] = (), layout=()):
    """Modified claims, in the order the usual explanations are tried: (text, claims)."""
    if "jiang" in c and "hour" in c:
        d = _copy(c)
        d["jiang"], d["hour"] = c["hour"], c["jiang"]
        yield f"將 and 時 swapped: read {c['hour']}將{c['jiang']}時", d, None
    from .claims_extra import month_jiang_variant
    mj = month_jiang_variant(c)              # a month's 將 before its 中氣
    if mj:
        yield mj[0], mj[1], None
    for path, v in list(_leaves(c)):
        for alt in GLYPHS.get(v, ""):
            yield (f"look-alike glyph: {_desc_path(path)} printed {v}, read {alt}",
                   _set(c, path, alt), None)
    if "plate" in c:
        for oid, cite, oc in others:
            if oc.get("plate") == c["plate"] and oc is not c:
                d = _drop(c, ("plate",))
                yield (f"the ring is copied from {oid} ({cite}), character for character", d,
                       ("plate",))
    if "day" in c and len(c["day"]) == 2 and c["day"][0] in STEM_NAMES and \
            c["day"][1] in BRANCH_NAMES:
        try:
            from engine.values import parse_day
            di = parse_day(c["day"])
            for step in (-1, 1):
                d = _copy(c)
                d["day"] = day_name((di + step) % 60)
                yield f"the day off by one: {c['day']} read {d['day']}", d, None
        except ValueError:
            pass
    if "daytime" in c:
        d = _copy(c)
        d["daytime"] = not c["daytime"]
        yield f"晝/夜 swapped: read {'夜' if c['daytime'] else '晝'}", d, None
    # one printed item wrong (the rest fits a cast): items that fix the plate come last
    items = [(path, v) for path, v in _leaves(c) if path[0] not in ("day", "generals_key")]
    items.sort(key=lambda pv: pv[0][0] in ("gan_shang", "zhi_shang", "plate", "jiang", "hour"))
    for path, v in items:
        yield f"one printed item wrong: {_desc_path(path)} ({v})", _drop(c, path), path
    for k in ("generals", "guiren", "names", "method", "daytime", "offset", "jiang",
              "transmission_generals"):
        if k in c:
            yield f"one printed claim wrong: {_desc_path((k,))}", _drop(c, (k,)), (k,)
    if layout:
        for text, d in _column_variants(c, layout):
            yield text, d, None


# --------------------------------------------------------------------------- verdicts

@dataclass
class Finding:
    example: Example
    status: str
    computed: dict | None = None
    solutions: list = field(default_factory=list)
    fields: dict = field(default_factory=dict)
    hypothesis: str | None = None
    options: dict = field(default_factory=dict)
    korean: dict | None = None
    why: str = ""
    printed_override: dict | None = None   # 金口訣: the printed positions read from the words

    def as_json(self) -> dict:
        ex = self.example
        return {"id": ex.id, "source": ex.source, "line": ex.line, "name": ex.name,
                "kind": ex.kind, "text": ex.text, "status": self.status,
                "printed": self.printed_override if self.printed_override is not None
                else ex.claims, "corrected": ex.corrected,
                "correction": ex.correction or None, "computed": self.computed,
                "solutions": self.solutions, "fields": self.fields,
                "hypothesis": self.hypothesis, "options": self.options,
                "korean": self.korean, "why": self.why or None, "note": ex.note or None}


def _computed(ch, dt, c: dict) -> dict:
    if isinstance(dt, tuple):
        sol = _solution(ch, dt)
        out = {"day": sol["day"], "offset": None, "daytime": sol["daytime"],
               "kong": [BRANCH_NAMES[x] for x in xun_kong(ch.day)], "notation": sol["notation"]}
        if sol["daytime"] is not None:
            out["guiren"] = {"branch": BRANCH_NAMES[ch.guiren]}
        return out
    j = ch.to_json()
    out = {"day": j["day"], "offset": j["offset"],
           "daytime": None if dt is None else j["daytime"],
           "plate": j["plate"],
           "lessons": [{"upper": le["upper"], "lower": le["lower"]} for le in j["lessons"]],
           "gan_shang": BRANCH_NAMES[ch.gan_shang], "zhi_shang": BRANCH_NAMES[ch.zhi_shang],
           "transmissions": j["transmissions"], "method": j["method"], "names": j["names"]}
    if dt is not None:
        out["transmission_generals"] = j["transmission_generals"]
        out["guiren"] = j["guiren"]
        if "generals" in c:
            out["generals"] = {h: j["generals"][h] for h in c["generals"] if h in j["generals"]}
    out["notation"] = ch.notation if dt is not None else ch.notation.replace(" 晝", " 晝/夜", 1)
    return out


def _solution(ch, dt) -> dict:
    if isinstance(dt, tuple):          # the plate is free: the claims are about the day
        dt = dt[1]
        return {"day": day_name(ch.day), "offset": None,
                "daytime": None if dt is None else ch.daytime,
                "notation": day_name(ch.day) + " (any plate)"
                + ("" if dt is None else " 晝" if ch.daytime else " 夜")}
    return {"day": day_name(ch.day), "offset": ch.offset,
            "daytime": None if dt is None else ch.daytime,
            "notation": ch.notation if dt is not None else ch.notation.replace(" 晝", " 晝/夜", 1)}


def _fields(best) -> dict:
    if best is None:
        return {}
    return {k: ("agrees" if v else "unreadable" if v is None else "differs")
            for k, v in best[1].items()}


def _search_any(c, opts=DEFAULT, prune=False):
    sols, best, p = search(c, opts, prune)
    return sols, best


class Checker:
    """Checks examples; holds the list of all examples so that a ring copied from a
    neighbouring example can be recognised."""

    def __init__(self, examples: list[Example]):
        self.examples = examples
        self.by_source: dict[str, list[Example]] = {}
        for ex in examples:
            self.by_source.setdefault(ex.source, []).append(ex)

    def _others(self, ex: Example):
        near = sorted(self.by_source.get(ex.source, []), key=lambda o: abs(o.line - ex.line))
        # a duplicate printing of the same entry (000:59-75 repeat 000:23-43) is not a source
        return [(o.id, o.cite, o.claims) for o in near
                if o.id != ex.id and o.text != ex.text and "plate" in o.claims]

    def check(self, ex: Example) -> Finding:
        f = self._check(ex)
        from .claims_extra import glyph_text     # glyph variants read: reported, never failed
        g = glyph_text(ex.claims)
        if g:
            f.hypothesis = g if not f.hypothesis else f"{f.hypothesis}; {g}"
        return f

    def _check(self, ex: Example) -> Finding:
        c = ex.claims
        if ex.kind == "jinkou":
            # 金口訣 (004:159–239): the four positions cast by engine/jinkou.py
            from .rules import check_jinkou_example
            return check_jinkou_example(ex, Finding)
        if not has_chart_claims(c) and not (ex.corrected and has_chart_claims(ex.corrected)):
            return Finding(ex, "not-checkable",
                           why="it claims nothing the engine computes (only the day or context)")
        sols, best = _search_any(c)
        f = Finding(ex, "agrees")
        f.fields = _fields(best)
        f.options = DEFAULT.as_dict()
        if ex.korean and ex.korean.get("claims"):
            ks, kb = _search_any(korean_claims(c, ex.korean["claims"]))
            f.korean = dict(ex.korean, agrees=bool(ks),
                            solutions=[_solution(ch, dt) for ch, dt in ks][:24])
        elif ex.korean:
            f.korean = dict(ex.korean)
        corr = ex.corrected if ex.corrected is not None and ex.corrected != c else None
        if sols:
            self._settle(f, sols, c)
            if corr is not None:
                cs, cb = _search_any(corr)
                if not cs:
                    f.status = "correction-disputed"
                    f.hypothesis = (f"the print agrees with the engine; the proposed correction "
                                    f"({ex.correction}) does not: "
                                    + _diff_text(cb, corr))
                else:
                    f.why = "the proposed correction does not change the verdict"
            return f
        # the print fails
        if corr is not None:
            cs, cb = _search_any(corr)
            if cs:
                self._settle(f, cs, corr)
                f.fields = _fields(best)
                f.status = "printed-error-corrected"
                f.hypothesis = f"the correction ({ex.correction}) agrees with the engine"
                return f
            for name, value in ALTERNATIVES:
                opts = Options({name: value})
                osols, _ = _search_any(corr, opts)
                if osols:
                    self._settle(f, osols, corr)
                    f.status = "school-dependent"
                    f.options = opts.as_dict()
                    f.hypothesis = (f"the correction ({ex.correction}) agrees only under the "
                                    f"school option {name}={value}")
                    return f
            f.status = "correction-disputed"
            expl = self._explain(ex, c)
            f.hypothesis = (f"neither the print nor the proposed correction ({ex.correction}) "
                            f"agrees: correction {_diff_text(cb, corr)}"
                            + (f"; the print is reconciled by: {expl[0]}" if expl else ""))
            if expl:
                self._settle(f, expl[2], expl[1], keep_status=True)
                f.options = expl[3].as_dict()
            else:
                f.computed = _computed(best[0], best[3], c) if best else None
            return f
        from .claims_extra import pattern_options, school_alternatives
        for label, opts, popts, cite in school_alternatives(c):   # one option, then two
            with pattern_options(popts):
                osols, obest = _search_any(c, opts, prune=True)
            if osols:
                self._settle(f, osols, c)
                f.status = "school-dependent"
                f.options = dict(opts.as_dict(), **popts)
                plural = "s" if " and " in label else ""
                f.hypothesis = (f"agrees only under the school option{plural} {label} "
                                f"({cite[:160]})")
                return f
        expl = self._explain(ex, c)
        if expl:
            text, claims2, sols2, opts = expl
            self._settle(f, sols2, claims2, keep_status=True)
            f.fields = _fields(best)
            f.status = "printed-error-new"
            f.hypothesis = text
            f.options = opts.as_dict()
            return f
        f.status = "inconsistent"
        f.computed = _computed(best[0], best[3], c) if best else None
        f.hypothesis = ("no cast satisfies every printed claim and no single usual explanation "
                        "reconciles them; closest cast " + (f.computed or {}).get("notation", "")
                        + " differs in " + ", ".join(k for k, v in f.fields.items()
                                                     if v != "agrees"))
        return f

    def _settle(self, f: Finding, sols, c, keep_status=False):
        ch, dt = sols[0]
        f.computed = _computed(ch, dt, c)
        f.solutions = [_solution(s, d) for s, d in sols]
        if not keep_status:
            f.status = "agrees" if len(sols) == 1 else "underdetermined"

    def _explain(self, ex: Example, c: dict, with_options: bool = True):
        """The first usual explanation that reconciles c: (text, claims, solutions, opts).
        Tiers, in order: explanations that keep the printed plate (干上/支上/X加Y/將時) —
        plainly, then under each school option — then those that drop a plate claim. Within
        the winning tier, other single explanations that also work are listed."""
        hyps = [(t, c2, path) for t, c2, path in hypotheses(c, self._others(ex), ex.layout)
                if has_chart_claims(c2)]
        fixing = ("gan_shang", "zhi_shang", "plate", "jiang", "hour", "offset")
        keep = [h for h in hyps if not (h[2] and h[2][0] in fixing and "copied" not in h[0])]
        drop = [h for h in hyps if h not in keep]
        tiers = [(keep, [DEFAULT])]
        if with_options:
            tiers.append((keep[:40], [Options({n: v}) for n, v in ALTERNATIVES]))
        tiers.append((drop, [DEFAULT]))
        if with_options:
            tiers.append((drop[:40], [Options({n: v}) for n, v in ALTERNATIVES]))
        for group, optsets in tiers:
            found = []
            for text, c2, path in group:
                for opts in optsets:
                    sols, _ = _search_any(c2, opts, prune=True)
                    if sols:
                        nd = opts.non_default()
                        label = text + "".join(f", under the school option {k}={v}"
                                               for k, v in nd.items())
                        found.append((label + _engine_has(sols, path, c), c2, sols, opts))
                        break
                if len(found) >= 4:
                    break
            if found:
                text, c2, sols, opts = found[0]
                if len(found) > 1 and not text.startswith("look-alike"):
                    text += " (also reconciled by: " + "; ".join(f[0] for f in found[1:]) + ")"
                return text, c2, sols, opts
        return None


def value_at(ch, path) -> str | None:
    """What the cast has at a claim path (for the explanation)."""
    if path is None:
        return None
    k = path[0]
    n = BRANCH_NAMES
    if k == "transmissions" and len(path) > 1:
        return n[ch.transmissions[path[1]]]
    if k == "lessons" and len(path) > 1:
        le = ch.lessons[path[1]]
        if len(path) > 2 and path[2] == "lower":
            return STEM_NAMES[le.lower] if le.lower_is_stem else n[le.lower]
        return n[le.upper]
    if k == "plate":
        if len(path) > 1:
            i = BRANCH_NAMES.find(path[1])          # a look-alike seat (已 for 巳) names none
            return n[ch.plate[i]] if i >= 0 else None
        return "".join(n[ch.plate[x]] for x in (5, 6, 7, 8, 4, 9, 3, 10, 2, 1, 0, 11))
    if k in ("gan_shang", "zhi_shang"):
        return n[getattr(ch, k)]
    if k == "transmissions":
        return "".join(n[x] for x in ch.transmissions)
    if k == "names":
        return "・".join(ch.names)
    if k == "method":
        return ch.method
    return None


def _engine_has(sols, path, c: dict | None = None) -> str:
    if path == ("generals",) and c and "generals" in c:
        def gv(ch):
            out = []
            for h in c["generals"]:
                if len(h) == 1 and h in BRANCH_NAMES:
                    out.append(h + GENERAL_NAMES[ch.generals[BRANCH_NAMES.index(h)]])
            return "、".join(out) or None
        vals = sorted({v for v in (gv(ch) for ch, _ in sols) if v})
    else:
        vals = sorted({v for v in (value_at(ch, path) for ch, _ in sols) if v is not None})
    return f"; the engine has {'/'.join(vals)}" if vals else ""


def _diff_text(best, claims: dict | None = None) -> str:
    if best is None:
        return "no cast"
    bad = [k for k, v in best[1].items() if not v]
    if claims and "plate" in claims and "plate" in bad:
        ch = best[0]
        det = [f"over {e} printed {h}, cast {BRANCH_NAMES[ch.plate[BRANCH_NAMES.index(e)]]}"
               for e, h in claims["plate"].items()
               if e in BRANCH_NAMES and h in BRANCH_NAMES
               and ch.plate[BRANCH_NAMES.index(e)] != BRANCH_NAMES.index(h)]
        bad = [b if b != "plate" else "plate (" + "; ".join(det) + ")" for b in bad]
    return (f"closest cast {best[0].notation} differs in {', '.join(bad)}" if bad
            else f"closest cast {best[0].notation}")


HANGUL_BRANCH = dict(zip("자축인묘진사오미신유술해", BRANCH_NAMES))
_HB = "[자축인묘진사오미신유술해]"


def korean_scan(examples: list[Example], texts: dict[str, list[str]]) -> dict[str, dict]:
    """The Korean paragraph after each Chinese paragraph with examples, read for what it
    states of them: 三傳 (「삼전 미·묘·해」) and 干上 (「일간 위에 자를 타니」). A value the
    Korean states that no example of the Chinese paragraph prints is reported on the
    paragraph's examples (curated Korean readings take precedence). ``texts``: the lines of
    each source, by file name."""
    import regex
    by: dict = {}
    for ex in examples:
        if ex.kind in ("inline", "full"):
            by.setdefault((ex.source, ex.line), []).append(ex)
    out: dict[str, dict] = {}
    for (src, line), exs in by.items():
        lines = texts.get(src, [])
        if line + 1 >= len(lines):
            continue
        ko = lines[line + 1]
        tr = ["".join(HANGUL_BRANCH[x] for x in m) for m in regex.findall(
            rf"삼전\s*({_HB})·({_HB})·({_HB})", ko)]
        gs = [HANGUL_BRANCH[m] for m in regex.findall(rf"일간 위에 ({_HB})[를을]", ko)]
        ztr = {"".join(x or "" for x in (ex.corrected or ex.claims).get("transmissions") or [])
               for ex in exs} | {"".join(x or "" for x in ex.claims.get("transmissions") or [])
                                 for ex in exs}
        zgs = {(ex.corrected or ex.claims).get("gan_shang") for ex in exs} | {
            ex.claims.get("gan_shang") for ex in exs}
        diffs = [f"三傳 {t}" for t in tr if t not in ztr] + [f"干上 {g}" for g in gs
                                                             if g not in zgs]
        if diffs:
            for ex in exs:
                if not ex.korean:
                    out[ex.id] = {"line": line + 2, "note": "the Korean paragraph states "
                                  + ", ".join(diffs) + ", which the Chinese does not print"}
    return out


def check_all(examples: list[Example], texts: dict[str, list[str]] | None = None
              ) -> list[Finding]:
    """Check every example; ``texts`` (lines by file name) lets the Korean paragraphs be read."""
    ck = Checker(examples)
    ko = korean_scan(examples, texts or {})
    found = [_guarded(ck, ex) for ex in examples]
    for f in found:
        if f.korean is None and f.example.id in ko:
            f.korean = ko[f.example.id]
    return found


def _guarded(ck: Checker, ex: Example) -> Finding:
    """One example's verdict; should the checker fail on it (any text at all goes through),
    the example is not-checkable with the reason, and the others are checked as usual."""
    try:
        return ck.check(ex)
    except Exception as e:                 # noqa: BLE001 - never a traceback on any text
        return Finding(ex, "not-checkable", why=f"the checker failed on this example "
                                               f"({type(e).__name__}: {e}); please report it")


def summary(findings: list[Finding]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for f in findings:
        row = out.setdefault(f.example.source, {s: 0 for s in STATUSES})
        row[f.status] += 1
    return out


# --------------------------------------------------------------------------- rule links (issue 6)

CHART_RULE_KINDS = ("method", "subname", "pattern")


def rule_ids(f: Finding) -> list[str]:
    """The rules that produced a checked example's result, as taxonomy ids of
    :mod:`edition.analyse.rules` (docs/ENCODING.md *Worked examples*):

    * a chart example whose search settled on **one** cast (``len(f.solutions) == 1``: the
      print, its correction or its one reconciling explanation): the engine's method of that
      cast, then the rules of its 課名 (``computed["names"]``: 003:59 → ``zei_ke``,
      ``yuan_shou``); several casts (``underdetermined``) or none link nothing;
    * a 金口訣 example (kind ``jinkou``): the 課體 it illustrates (``example.name``, the
      ``term[@type='pattern']`` of its item, 004:163 奇全課 → ``jk_qi_quan``), when the registry
      has a rule for it.
    """
    from edition.analyse.rules import lookup, registry
    reg = registry()
    ex = f.example
    if ex.kind == "jinkou":
        return [r for r in (lookup(ex.name) if ex.name else [])
                if reg[r].kind == "jinkou_pattern"][:1]
    if not f.computed or len(f.solutions or ()) != 1:
        return []
    out: list[str] = []
    m = f.computed.get("method")
    for r in ([m] if m in reg else []) + [r for n in f.computed.get("names") or ()
                                           for r in lookup(n)]:
        if r not in out and reg[r].kind in CHART_RULE_KINDS:
            out.append(r)
    return out


def example_rules(examples: list[Example]) -> dict[str, list[str]]:
    """``{example id: rule ids}`` for every example that links to a rule (:func:`rule_ids`).
    Chart examples are checked exactly as ``liuren check`` checks them (:class:`Checker`
    over the same list); 金口訣 examples need only their 課體 name, so they are not cast."""
    ck = Checker(examples)
    out = {}
    for ex in examples:
        f = Finding(ex, "not-checkable") if ex.kind == "jinkou" else ck.check(ex)
        ids = rule_ids(f)
        if ids:
            out[ex.id] = ids
    return out
