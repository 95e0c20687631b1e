"""The usual explanations of a misprint, tried in order when no cast agrees with a print:
將 and 時 swapped, a look-alike glyph, a ring copied from a neighbour, the day off by one,
晝/夜 swapped, one printed item or claim wrong, the day's stem misprinted (its branch kept), a
column of a compressed entry garbled."""
from __future__ import annotations

import copy
from typing import NamedTuple

from engine import Options
from engine.lexicon import misprints
from engine.values import BRANCH_NAMES, STEM_NAMES, day_name, parse_day

from ..claims_extra import month_jiang_variant
from ..detect import decode_columns

# printed glyphs that may be a misprint of another value, printed → the values tried in order
# (engine/lexicon.py MISPRINTS; a slot reading such as 已 → 巳 is the readers', never a misprint)
GLYPHS = misprints()

def _chars(v):                  # the day: each of its characters
    return (((i,), ch) for i, ch in enumerate(v))

def _whole(v):
    return (((), v),)

def _places(v):                 # 三傳: each place printed
    return (((i,), x) for i, x in enumerate(v) if x is not None)

def _lesson_parts(v):           # 四課: the upper and lower of each lesson printed
    return (((i, part), le[part]) for i, le in enumerate(v) if le
            for part in ("upper", "lower") if le.get(part))

def _seats(v):                  # the ring: the branch over each seat
    return (((e,), h) for e, h in v.items())

def _carriers(v):               # the generals: the branch each is printed on
    return (((h,), h) for h in v)

# the printed items a hypothesis may touch, in the order they are tried: (claim, the first
# element of their paths, the items of the claim as (rest of the path, value))
LEAVES = (("day", "day", _chars), ("gan_shang", "gan_shang", _whole),
          ("zhi_shang", "zhi_shang", _whole), ("jiang", "jiang", _whole),
          ("hour", "hour", _whole), ("transmissions", "transmissions", _places),
          ("lessons", "lessons", _lesson_parts), ("plate", "plate", _seats),
          ("generals", "generals_key", _carriers), ("qin", "qin", _seats))

def leaves(c: dict):
    """(path, value) of every single printed item a hypothesis may touch."""
    for claim, head, items in LEAVES:
        if claim in c:
            for rest, v in items(c[claim]):
                yield (head,) + rest, v

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
    elif k in ("plate", "generals", "qin"):
        c[k].pop(path[1], None)
    return c

def _copy(c) -> dict:
    """A deep copy of claims ``c`` (an example's :class:`..model.Claims`, or a dict) as a
    dict, to edit."""
    return copy.deepcopy(dict(c))

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
    if k == "qin":
        return f"the 六親 of {path[1]}" if len(path) > 1 else "the 六親"
    if k == "generals_key":
        return f"the branch carrying a general ({path[1]})"
    return {"gan_shang": "干上", "zhi_shang": "支上", "jiang": "the 月將", "hour": "the hour",
            "daytime": "晝/夜", "offset": "the offset", "names": "the 課名", "method": "the method",
            "guiren": "貴人", "kong": "the 旬空", "transmission_generals": "the 三傳's generals",
            "dun_gan": "the 三傳's 遁干"}.get(k, k)

def _column_variants(c: dict, layout) -> list:
    """Compressed entries (000): one printed column group garbled or copied — re-decode the
    entry without that group, or without its ring entries."""
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

class Hypothesis(NamedTuple):
    """A usual explanation of a misprint: what it says, the claims read with it, the claim
    path it drops (None: no single printed item), its kind (:data:`KINDS`) and the claim
    paths it edits."""
    text: str
    claims: dict
    path: tuple | None
    kind: str = "drop_item"
    touched: tuple = ()


# the kinds of explanation: an edit of printed words (``swap`` 將/時, ``lookalike``, ``copied``
# ring, ``daytime`` 晝/夜, ``drop_item`` one printed item, ``drop_claim`` one claim, ``column``
# of a compressed entry), or a reading that accuses nobody (``month``: the 將 of the month
# before its 中氣), or a guess the passage does not support (``day_off``); in the order
# :func:`hypotheses` tries them (:data:`BY_KIND`)
KINDS = ("swap", "month", "lookalike", "copied", "day_off", "daytime", "drop_item",
         "drop_claim", "day_stem", "column")
# (and ``sibling``: a day's stem against the other days of its set, tried last: _sibling_stem)

class Explanation(NamedTuple):
    """The explanation that reconciles a print: its text, the claims read with it, the casts
    that then agree, the school options they need, and the hypothesis it came from."""
    text: str
    claims: dict
    solutions: list
    options: Options
    hypothesis: Hypothesis | None = None

def hypotheses(c: dict, others: list[tuple[str, str, dict]] = (), layout=(),
               siblings: list[str] = ()):
    """Modified claims, in the order the usual explanations are tried: (text, claims).
    ``siblings``: the other days of the set of days the cast's day is named in (the days of
    a 六X日 heading's list, a count), whose words they share."""
    for text, claims, path, kind, touched in _hypotheses(c, others, layout):
        if kind == "day_stem" and claims.get("day") in siblings:
            continue        # (a day its list names already: no reading of this one)
        yield Hypothesis(text, claims, path, kind, touched)
    yield from _sibling_stem(c, siblings)


def _sibling_stem(c: dict, siblings) -> list:
    """The day's stem misprinted in a set of days that share their words, when every other day
    of the set (two or more) has one stem and the day read with it is a day (「六乙日伏吟乙丑乙卯
    乙巳乙未乙酉己亥皆…」, a red-team book: 己亥 for 乙亥): an edit the passage supports."""
    stems = {d[0] for d in siblings}
    day = c.get("day")
    if len(siblings) < 2 or len(stems) != 1 or not day or day[0] in stems:
        return []
    alt = stems.pop() + day[1:]
    try:
        parse_day(alt)
    except ValueError:
        return []
    d = _copy(c)
    d["day"] = alt
    return [Hypothesis(f"the day's stem misprinted: the other days of its list ("
                       f"{'、'.join(siblings)}) are {alt[0]}'s; read {alt}", d, None, "sibling",
                       (("day",),))]

def _swap(c: dict, others, layout):
    if "jiang" in c and "hour" in c:
        d = _copy(c)
        d["jiang"], d["hour"] = c["hour"], c["jiang"]
        yield (f"將 and 時 swapped: read {c['hour']}將{c['jiang']}時", d, None, "swap",
               (("jiang",), ("hour",)))

def _month(c: dict, others, layout):
    mj = month_jiang_variant(c)              # a month's 將 before its 中氣
    if mj:
        yield mj[0], mj[1], None, "month", (("jiang",),)

def _lookalike(c: dict, others, layout):
    for path, v in list(leaves(c)):
        for alt in GLYPHS.get(v, ""):
            yield (f"look-alike glyph: {_desc_path(path)} printed {v}, read {alt}",
                   _set(c, path, alt), None, "lookalike", (path,))

def _copied(c: dict, others, layout):
    if "plate" in c:
        for oid, cite, oc in others:
            if oc.get("plate") == c["plate"] and oc is not c:
                d = _drop(c, ("plate",))
                yield (f"the ring is copied from {oid} ({cite}), character for character", d,
                       ("plate",), "copied", (("plate",),))

def _day_off(c: dict, others, layout):
    if "day" in c and len(c["day"]) == 2 and c["day"][0] in STEM_NAMES and \
            c["day"][1] in BRANCH_NAMES:
        try:
            di = parse_day(c["day"])
            for step in (-1, 1):
                d = _copy(c)
                d["day"] = day_name((di + step) % 60)
                yield (f"the day off by one: {c['day']} read {d['day']}", d, None, "day_off",
                       (("day",),))
        except ValueError:
            pass

def _day_stem(c: dict, others, layout):
    # the day's stem misprinted, its branch kept (a red-team book in the oldest notation: 「壬辰日
    # 平旦太衝加寅日上得從魁…」 for 庚辰, whose 干上 從魁 only 庚 gives): the stems of the branch's
    # parity (the others are no day: parse_day), one at a time
    day = c.get("day")
    if not (day and len(day) == 2 and day[0] in STEM_NAMES and day[1] in BRANCH_NAMES):
        return
    for s in STEM_NAMES:
        alt = s + day[1]
        try:
            parse_day(alt)
        except ValueError:
            continue
        if s == day[0]:
            continue
        d = _copy(c)
        d["day"] = alt
        yield (f"the day's stem misprinted: {day} read {alt}", d, None, "day_stem",
               (("day", 0),))

def _daytime(c: dict, others, layout):
    if "daytime" in c:
        d = _copy(c)
        d["daytime"] = not c["daytime"]
        yield (f"晝/夜 swapped: read {'夜' if c['daytime'] else '晝'}", d, None, "daytime",
               (("daytime",),))

def _drop_item(c: dict, others, layout):
    # one printed item wrong (the rest fits a cast): items that fix the plate come last
    items = [(path, v) for path, v in leaves(c) if path[0] not in ("day", "generals_key")]
    # (a 將 the words did not print, taken from a month or a solar term, after the hour that
    # was printed: 「假令雨水後戊辰日隅中」 for 日中 blamed its 亥 first, a round-54 red-team
    # classic, KR5a9932_000.txt:122)
    # (not when 「X加Y」 at the hour prints the 將 beside it, 「假令建亥之月丙申日日出天罡加卯」: the
    # month is then the odd one out, KR5a9930_001.txt:153, a round-55 red-team classic)
    forms = c.get("forms") or {}
    derived = forms.get("jiang") in _DERIVED_JIANG and c.get("hour") not in (c.get("plate") or {})
    # (a 六親 word first: a 傳 dropped takes its 六親 with it, _with_its_words, and would explain
    # a wrong 六親 as a wrong 傳 that the engine has too)
    items.sort(key=lambda pv: (pv[0][0] != "qin",
                               pv[0][0] in ("gan_shang", "zhi_shang", "plate", "jiang", "hour"),
                               derived and pv[0][0] == "jiang"))
    for path, v in items:
        yield (f"one printed item wrong: {_desc_path(path)} ({v})", _with_its_words(c, path, v),
               path, "drop_item", (path,))


def _with_its_words(c: dict, path, v) -> dict:
    """``c`` without the printed item at ``path``; a 傳's, 干上's or 支上's branch takes with it
    the general and the 六親 said of that branch, when no other slot prints it: one character
    misprinted, not three claims (「中傳官鬼子乘貴人」 for 亥, 「干上戌土父母乘太陰」 for 辰: a
    round-63 red-team book, KR3g9915_001.txt:83, KR3g9915_002.txt:80, `inconsistent` and
    `unresolved` where one edit explains them)."""
    d = _drop(c, path)
    if path[0] not in ("transmissions", "gan_shang", "zhi_shang") or not isinstance(v, str):
        return d
    elsewhere = [x for p2, x in leaves(c) if p2 != path and p2[0] in (
        "transmissions", "gan_shang", "zhi_shang", "plate", "lessons")]
    if v in elsewhere or v in (c.get("plate") or {}):
        return d
    for k in ("generals", "qin"):
        if k in d and v in d[k]:
            d[k] = {b: x for b, x in d[k].items() if b != v}
            if not d[k]:
                del d[k]
    return d

# the forms of a 將 read from a month or a solar term (prose.py), not printed as a 將
_DERIVED_JIANG = ("month", "solar_term", "month_jiang_over_hour", "term_jiang")


def _drop_claim(c: dict, others, layout):
    for k in ("generals", "guiren", "names", "method", "daytime", "offset", "jiang",
              "transmission_generals", "kong", "dun_gan"):
        if k in c:
            yield (f"one printed claim wrong: {_desc_path((k,))}", _drop(c, (k,)), (k,),
                   "drop_claim", ((k,),))

def _column(c: dict, others, layout):
    if layout:
        for text, d in _column_variants(c, layout):
            yield text, d, None, "column", ()

# each kind of explanation (:data:`KINDS`, in the order they are tried) → its hypotheses:
# fn(claims, other examples, layout) yielding (text, claims, path, kind, touched)
BY_KIND = {"swap": _swap, "month": _month, "lookalike": _lookalike, "copied": _copied,
           "day_off": _day_off, "day_stem": _day_stem, "daytime": _daytime, "drop_item": _drop_item,
           "drop_claim": _drop_claim, "column": _column}

def _hypotheses(c: dict, others, layout):
    for kind in KINDS:
        yield from BY_KIND[kind](c, others, layout)

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
