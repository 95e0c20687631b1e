"""The checker's claims: what a worked example asserts, compiled into the days, offsets and
晝/夜 to search and a test per claim (:func:`compile_claims`); the names and fields the
verdicts speak of."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import OPTIONS, Options
from engine.generals import GENERAL_NAMES, guiren_branch
from engine.lexicon import DUN_KONG, SAN_HE
from engine.patterns import dun_gan
from engine.values import (BRANCH_NAMES, LIU_QIN_NAMES, STEM_NAMES, canonical, liu_qin,
                           xun_kong, yi_ma)

from ..claims_extra import month_jiang_ok, pattern_test

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

GENERAL_CLAIMS = ("generals", "transmission_generals", "guiren", "patterns", "ring_generals",
                  "lesson_generals")

# the cells of a case's chart (edition/analyse/examples/cases.py) beside the claims above
CASE_CHART_KEYS = ("ring_generals", "lesson_generals", "dun_gan", "liuqin", "luo_kong")

PLATE_CLAIMS = ("offset", "jiang", "hour", "plate", "lessons", "gan_shang", "zhi_shang",
                "transmissions", "ju", "generals", "transmission_generals", "names", "method",
                "patterns") + CASE_CHART_KEYS

CHART_KEYS = ("offset", "jiang", "plate", "lessons", "gan_shang", "zhi_shang", "transmissions",
              "ju", "generals", "transmission_generals", "guiren", "names", "method",
              "patterns") + CASE_CHART_KEYS

# claims about the day beside the chart (its 旬空, the 六親 of a branch, its 驛馬)
DAY_KEYS = ("kong", "qin", "yi_ma")

# printed 課名 → the names the engine gives (variants of the same name)
NAME_ALIASES = {"無淫": "蕪淫", "不修帷箔": "帷簿不修", "帷箔不修": "帷簿不修", "不修": "帷簿不修",
                "帷滔不修": "帷簿不修", "帷薄不修": "帷簿不修", "不修帷薄": "帷簿不修",
                "比用": "知一", "反吟": "返吟", "井欄射": "返吟"}

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
class SearchProblem:
    """Claims compiled for the search: candidate days/offsets/晝夜 and per-field tests."""
    days: list
    offsets: list
    daytimes: list
    tests: list                      # (field, fn(chart) -> bool)
    static: dict = field(default_factory=dict)   # field -> bool (independent of the cast)
    unreadable: dict = field(default_factory=dict)  # field -> the printed glyphs

def _days(c: dict, unread: dict) -> list:
    days = list(range(60))
    if "day" in c:
        d = c["day"]
        ok = (len(d) == 2 and d[0] in STEM_NAMES and d[1] in BRANCH_NAMES
              and STEM_NAMES.index(d[0]) % 2 == BRANCH_NAMES.index(d[1]) % 2)
        if ok:
            s, b = STEM_NAMES.index(d[0]), BRANCH_NAMES.index(d[1])
            return [x for x in range(60) if x % 10 == s and x % 12 == b]
        unread["day"] = [d]
    elif "stem" in c:
        st = [STEM_NAMES.index(x) for x in c["stem"] if x in STEM_NAMES]
        if len(st) != len(c["stem"]):
            unread["stem"] = [c["stem"]]
        days = [x for x in range(60) if x % 10 in st] or days
    return days


def _offsets(c: dict, unread: dict, static: dict) -> list:
    offsets = list(range(12))
    if "offset" in c:
        offsets = [int(c["offset"]) % 12]
    if "jiang" in c and "hour" in c:      # one of the two alone does not fix the plate
        try:
            o = (_b(c["jiang"]) - _b(c["hour"])) % 12
        except Unreadable as e:
            unread.setdefault("jiang", []).append(str(e.args[0]))
        else:
            if "offset" in c and o != offsets[0]:
                static["jiang"] = False
            # (a 將 from a month and an hour alone, form ``month`` (prose._month_hour), no 中氣
            # said, and a placement printed that decides it: the month's own, or the month
            # before's — 「孟春辛卯日日昳太衝臨辛」 is 子將, before 雨水, a round-56 red-team classic,
            # KR5a9928_001.txt:83; without a placement the month before's stays an explanation,
            # 「假令二月甲子日寅時，三傳午卯子」 unresolved, tests/test_grammar.py)
            month = ((c.get("forms") or {}).get("jiang") == "month" and "jiang_month" in c
                     and any(k in c for k in ("plate", "gan_shang", "zhi_shang", "lessons")))
            offsets = [o, (o + 1) % 12] if month and "offset" not in c else [o]
    # a claim set about the day alone (旬空, 驛馬, which branch is 貴人) leaves the plate free:
    # one representative offset, reported as None
    if not any(k in c for k in PLATE_CLAIMS) and not (
            "guiren" in c and ("seat" in c["guiren"] or "direction" in c["guiren"])):
        return [None]
    return offsets


def _daytimes(c: dict) -> list:
    if "daytime" in c:
        return [bool(c["daytime"])]
    return [True, False] if any(k in c for k in GENERAL_CLAIMS if k != "guiren") or (
        set(c.get("guiren") or ()) - {"晝", "夜"}) else [None]


# --- one test per claim: its builder reads the printed value (Unreadable when a glyph is not
# a branch, stem or general) and returns fn(chart) -> bool

def _t_plate(c):
    pl = [(_b(e), _b(h)) for e, h in c["plate"].items()]
    return lambda ch: all(ch.plate[e] == h for e, h in pl)


def _t_lessons(c):
    ls = [(i, _b(le["upper"]) if le.get("upper") else None,
           _bs(le["lower"]) if le.get("lower") else None)
          for i, le in enumerate(c["lessons"]) if le]

    def t(ch):
        for i, up, lo in ls:
            L = ch.lessons[i]
            if up is not None and L.upper != up:
                return False
            if lo is not None and (L.lower != lo[0] or L.lower_is_stem != lo[1]):
                return False
        return True
    return t


def _t_attr(key):
    def build(c):
        v = _b(c[key])
        return lambda ch: getattr(ch, key) == v
    return build


def _t_positions(key, parse):
    """初·中·末 claims (None = not printed), compared position by position."""
    def build(c):
        seq = [None if x is None else parse(x) for x in c[key]]
        return lambda ch: all(x is None or getattr(ch, key)[i] == x for i, x in enumerate(seq))
    return build


def _t_generals(c):
    gs = [(_b(h), _g(g)) for h, g in c["generals"].items()]
    return lambda ch: all(ch.generals[h] == g for h, g in gs)


def _t_guiren(c):
    gr = c["guiren"]
    b = _b(gr["branch"]) if "branch" in gr else None
    s = _b(gr["seat"]) if "seat" in gr else None
    d = {"順": 1, "逆": -1}.get(gr.get("direction"))
    # the day's 晝/夜 貴人, whatever the cast's 晝/夜 (「晝貴丑坐酉夜貴未坐卯」 006:482)
    fixed = [(dn == "晝", _b(gr[dn])) for dn in ("晝", "夜") if dn in gr]
    return lambda ch: ((b is None or ch.guiren == b) and (s is None or ch.guiren_seat == s)
                       and (d is None or ch.direction == d)
                       and all(guiren_branch(ch.stem, dt) == x for dt, x in fixed))


def _t_names(c):
    wanted = [(n, NAME_ALIASES.get(n, n)) for n in c["names"]]
    # the name as printed, or its usual alias (比用 is 知一 in 000/003, a 涉害 rule in
    # 六壬大全 KR3g0031_005.txt:341 「比用格」)
    return lambda ch: all(n in ch.names or a in ch.names or a in EXTRA_NAMES.get(ch.method, ())
                          for n, a in wanted)


def _t_method(c):
    m = c["method"]
    return lambda ch: ch.method == m


def _t_patterns(c):                          # 課體 names (claims_extra.pattern_test)
    return pattern_test(c["patterns"], c)[0]


def _t_ju(c):
    """The 三傳 form the 三合 局 named (a set: 寅午戌 火局 in any order); 土局 any three of
    辰戌丑未 (000:199 「土局（辰戌丑未）」, engine/lexicon.py SAN_HE)."""
    ju = SAN_HE[c["ju"]]
    return lambda ch: (set(ch.transmissions) <= ju if len(ju) == 4
                       else set(ch.transmissions) == ju)


def _t_kong(c):
    ks = [_b(x) for x in c["kong"]]
    return lambda ch: set(ks) <= set(xun_kong(ch.day))


def _t_ring_generals(c):
    """A case's ring: the general printed beside each earthly seat (cases.py)."""
    gs = [(_b(e), _g(g)) for e, g in c["ring_generals"].items()]
    return lambda ch: all(ch.generals[ch.plate[e]] == g for e, g in gs)


def _t_lesson_generals(c):
    gs = [(i, _g(g)) for i, g in enumerate(c["lesson_generals"]) if g is not None]
    return lambda ch: all(ch.lessons[i].general == g for i, g in gs)


def _stem_or_kong(x) -> int | None:
    if x == DUN_KONG:
        return None
    if isinstance(x, str) and len(x) == 1 and x in STEM_NAMES:
        return STEM_NAMES.index(x)
    raise Unreadable(x)


def _t_dun_gan(c):
    """遁干 of each 傳 (the 旬's stem on it; 空 in the 旬空)."""
    ds = [(i, _stem_or_kong(x)) for i, x in enumerate(c["dun_gan"]) if x is not None]
    return lambda ch: all(dun_gan(ch.day, ch.transmissions[i]) == d for i, d in ds)


def _qin(x) -> int:
    if x in LIU_QIN_NAMES:
        return LIU_QIN_NAMES.index(x)
    raise Unreadable(x)


def _t_liuqin(c):
    qs = [(i, _qin(x)) for i, x in enumerate(c["liuqin"]) if x is not None]
    return lambda ch: all(liu_qin(ch.stem, ch.transmissions[i]) == q for i, q in qs)


def _t_qin(c):
    """The 六親 the text gives a branch (grammar qin_before, qin_of): by the day's stem."""
    qs = [(_b(b), _qin(q)) for b, q in c["qin"].items()]
    return lambda ch: all(liu_qin(ch.stem, b) == q for b, q in qs)


def _t_luo_kong(c):
    """落空: the heavenly branches over the two 空 seats."""
    ls = {_b(x) for x in c["luo_kong"]}
    return lambda ch: ls <= {ch.plate[k] for k in xun_kong(ch.day)}


TESTS = (("plate", _t_plate), ("lessons", _t_lessons), ("gan_shang", _t_attr("gan_shang")),
         ("zhi_shang", _t_attr("zhi_shang")), ("transmissions", _t_positions("transmissions", _b)),
         ("ju", _t_ju),
         ("generals", _t_generals),
         ("transmission_generals", _t_positions("transmission_generals", _g)),
         ("guiren", _t_guiren), ("names", _t_names), ("method", _t_method),
         ("patterns", _t_patterns), ("kong", _t_kong), ("ring_generals", _t_ring_generals),
         ("lesson_generals", _t_lesson_generals), ("dun_gan", _t_dun_gan),
         ("liuqin", _t_liuqin), ("qin", _t_qin), ("luo_kong", _t_luo_kong))


def compile_claims(c: dict) -> SearchProblem:
    """The claims compiled for the search: the days, offsets and 晝/夜 they leave, a test per
    claim about the chart (:data:`TESTS`), the claims judged without a cast, and the printed
    values that cannot be read."""
    unread: dict = {}
    static: dict = {}
    days = _days(c, unread)
    offsets = _offsets(c, unread, static)
    tests: list = []
    for key, build in TESTS:
        if key not in c:
            continue
        try:
            tests.append((key, build(c)))
        except Unreadable as e:
            unread.setdefault(key, []).append(str(e.args[0]))
    if month_jiang_ok(c) is False:          # a 將 that its month cannot have: reported
        static["month"] = False
    if "yi_ma" in c:
        try:
            static["yi_ma"] = all(yi_ma(_b(k)) == _b(v) for k, v in c["yi_ma"].items())
        except Unreadable as e:
            unread.setdefault("yi_ma", []).append(str(e.args[0]))
    return SearchProblem(days, offsets, _daytimes(c), tests, static, unread)


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

def fixes_plate_only(c: dict) -> bool:
    """The claims fix the plate (將/時, an offset, or one cell of the plate alone on a day, with
    or without an hour: 「乙未日卯加未」) and say nothing else about the chart (nor refuse anything), and their
    month does not contradict the 將: nothing to compare (「六月己巳日卯時」)."""
    keys = {k for k in (*CHART_KEYS, *DAY_KEYS) if k in c}
    # (an hour without a 將 gives the 晝/夜 only: 「假令己酉日人定神后加丑」)
    one_cell = keys == {"plate"} and len(c["plate"]) == 1 and "day" in c
    # (and for every day of a stem, 「凡六庚日己加申」, 「六辛日午加辛」 (干上 午): KR3g0031_001.txt:714-715,
    # which agree on all six days since round 54 (verdict._every_day), a cell and nothing to compare)
    one_cell = one_cell or bool(c.get("universal")) and (
        (keys == {"plate"} and len(c["plate"]) == 1) or keys in ({"gan_shang"}, {"zhi_shang"}))
    return ((bool(keys) and keys <= {"offset", "jiang"} or one_cell)
            and not c.get("rejected") and month_jiang_ok(c) is not False)


def has_chart_claims(c: dict) -> bool:
    return any(k in c for k in (*CHART_KEYS, *DAY_KEYS))


def every_day(c: dict, sols) -> bool:
    """A claim about every day of a stem (「六丙日酉加巳…三傳酉丑巳…六日一例」: ``universal``) that
    holds on each of its days, on one plate and one 晝/夜: it agrees (several solutions are the
    days it names, not a choice left open). So does a claim of the day's 晝/夜 貴人 alone, on
    every plate (a claim of the stem only)."""
    stems = {STEM_NAMES.index(x) for x in c.get("stem", "") if x in STEM_NAMES}
    days = {s.day for s, _ in sols}
    if set(c.get("guiren", ())) and set(c["guiren"]) <= {"晝", "夜"} and not any(
            k in c for k in CHART_KEYS if k != "guiren"):
        # (the day's 晝 and 夜 貴人, nothing else: a claim of the stem alone, whatever the plate —
        # 「甲戊庚日晝貴在丑，夜貴在未」, a round-55 red-team book, KR3g9931_001.txt:12; 「戊子日，日入…戊
        # 日夜貴在未」, a red-team 金口訣 book, liuren_jinkou.txt:230)
        return len(days) == 1 if "day" in c else days == {d for d in range(60) if d % 10 in stems}
    return (bool(c.get("universal")) and days == {d for d in range(60) if d % 10 in stems}
            and len({(s.offset, s.daytime) for s, _ in sols}) == 1)
