"""The checker's claims: what a worked example asserts, compiled into the days, offsets and
晝/夜 to search and a test per claim (:func:`compile_claims`); the names and fields the
verdicts speak of."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import OPTIONS, Options
from engine.generals import GENERAL_NAMES
from engine.values import BRANCH_NAMES, STEM_NAMES, canonical, xun_kong, yi_ma

STATUSES = ("agrees", "partial", "printed-error-corrected", "printed-error-new",
            "correction-disputed", "school-dependent", "underdetermined", "unresolved",
            "inconsistent", "not-checkable")

DEFAULT = Options()

def alternatives(base: Options = DEFAULT) -> tuple[tuple[str, str], ...]:
    """Every value of every school option other than ``base``'s (the defaults, or a book's
    school: :mod:`edition.analyse.examples.school`), in the table's order."""
    return tuple((name, v) for name, o in OPTIONS.items() for v in o.values if v != base[name])


# every non-default value of every school option, in the table's order
ALTERNATIVES = alternatives(DEFAULT)

GENERAL_CLAIMS = ("generals", "transmission_generals", "guiren", "patterns")

PLATE_CLAIMS = ("offset", "jiang", "hour", "plate", "lessons", "gan_shang", "zhi_shang",
                "transmissions", "generals", "transmission_generals", "names", "method",
                "patterns")

CHART_KEYS = ("offset", "jiang", "plate", "lessons", "gan_shang", "zhi_shang", "transmissions",
              "generals", "transmission_generals", "guiren", "names", "method", "patterns")

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
    from ..claims_extra import month_jiang_ok  # a 將 that its month cannot have: reported
    if month_jiang_ok(c) is False:
        static["month"] = False
    if "patterns" in c:                      # 課體 names (claims_extra.pattern_test)
        from ..claims_extra import pattern_test
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
