"""The 720-課 atlas: every worked example resolved to its 課, and the 課 printed in more than
one place compared with each other.

A 課 is a day (60 干支) and an offset (月將 − 占時, 0–11; 003:7): 720 in all (003:47
「此定律，720課皆然」, 000:7 「凡傳七百二十，總不外此」). 晝/夜 changes only the generals
(003:43), so it is recorded per printing, not part of the key.

The printings are the checked examples of the edition's analysis
(:mod:`edition.analyse.run`): an example resolves to the 課 of the checker's solutions (the
casts that agree with the print, or with the hypothesis that reconciles it). One solution →
**resolved**; several → **candidates** (001's short cases often give only the day and the
三傳: 「如乙亥晝占，三傳未卯亥」 001:23).

Two printings of one 課 are compared field by field on what both print (三傳, 四課, plate,
干上/支上, 課名, method, 晝夜, generals, 將/時): ``agree`` / ``disagree`` with both values. A
printing repeated character for character (the twin index blocks 000:23–45 and 000:59–77)
is marked ``repeat``: it is the same print twice, not independent evidence.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

from edition.analyse.examples.model import Claims
from edition.analyse.rules import get as get_rule
from edition.analyse.rules import lookup
from edition.core.normalize import CHAR_VARIANTS, WORD_VARIANTS
from edition.core.text import language
from engine import cast
from engine.chart import table
from engine.lexicon import BRANCHES
from engine.methods import METHOD_NAMES
from engine.plate import check_offset
from engine.values import day_name, parse_day

# the fields two printings of one 課 can share, in the order they are reported
FIELDS = ("transmissions", "lessons", "gan_shang", "zhi_shang", "plate", "names", "method",
          "daytime", "jiang", "hour", "generals", "transmission_generals", "guiren")


class XrefError(ValueError):
    """Bad input to the atlas (a 課 that does not exist, contradictory plate options)."""


# --------------------------------------------------------------------------- printings

@dataclass(frozen=True)
class Printing:
    """One worked example, resolved (or not) to its 課."""
    id: str
    source: str
    line: int
    start: int
    end: int
    text: str
    kind: str
    name: str
    status: str
    claims: Claims                 # the example's (a dict given is held as Claims)
    keys: tuple                    # ((day name, offset), …): the 課 it can be
    daytime: bool | None           # 晝 True / 夜 False when the solutions fix it
    corrected: Claims | None = None
    correction: str = ""
    hypothesis: str = ""
    why: str = ""
    korean_line: int | None = None
    origin: str = "checker"

    def __post_init__(self):
        # frozen: the claims given (a dict, from a reader or a test) are held as Claims
        object.__setattr__(self, "claims", Claims.of(self.claims, self.id))
        if self.corrected is not None:
            object.__setattr__(self, "corrected", Claims.of(self.corrected, self.id))

    @property
    def resolved(self) -> bool:
        return len(self.keys) == 1

    @property
    def cite(self) -> str:
        return f"{self.source}:{self.line}"

    def as_json(self) -> dict:
        d = asdict(self)
        d["claims"] = copy.deepcopy(self.claims.as_dict())
        d["corrected"] = None if self.corrected is None else copy.deepcopy(self.corrected.as_dict())
        d["keys"] = [{"day": k[0], "offset": k[1]} for k in self.keys]
        d["cite"] = self.cite
        d["resolved"] = self.resolved
        return d


def printings(analysis) -> list[Printing]:
    """Every checked example of an :class:`edition.analyse.run.Analysis`, resolved to its 課."""
    out = []
    for f in analysis.findings:
        ex = f.example
        sols = list(f.solutions or [])
        if not sols and f.status != "not-checkable" and f.computed:
            sols = [f.computed]
        # a solution with no offset (「甲寅 (any plate)」: a claim about the day alone, such
        # as its 旬空, 001:11) names no 課
        keys = tuple(sorted({(s["day"], int(s["offset"])) for s in sols
                             if s.get("offset") is not None and s.get("day")},
                            key=lambda k: (_day_index(k[0]), k[1])))
        dts = {s.get("daytime") for s in sols}
        daytime = dts.pop() if len(dts) == 1 else None
        if daytime is None and isinstance(ex.claims.daytime, bool):
            daytime = ex.claims.daytime
        kl = (ex.korean or {}).get("line")
        out.append(Printing(
            id=ex.id, source=ex.source, line=ex.line, start=ex.start, end=ex.end, text=ex.text,
            kind=ex.kind, name=ex.name, status=f.status, claims=ex.claims, keys=keys,
            daytime=daytime, corrected=ex.corrected, correction=ex.correction or "",
            hypothesis=f.hypothesis or "", why=f.why or "", korean_line=kl, origin="checker"))
    return out


def discussions(analysis) -> dict[str, list[dict]]:
    """The passages that *define* the rules a 課 is named by: for every method id
    (``zei_ke``) and every 課名 the engine gives any of the 720 (``元首``), the defining
    passages of its rules (:mod:`edition.analyse.links`: 003:55 defines 賊克, 元首 and 重審;
    000:47 and 000:79 define 元首), as ``{"rule","zh","source","line","cite","lang"}``."""

    charts = table()
    methods = sorted({c.method for c in charts})
    names = sorted({n for c in charts for n in c.names})
    by_rule: dict[str, list[tuple[str, int]]] = {}
    for src, lines in sorted(analysis.links.items()):
        for ln, v in sorted(lines.items()):
            for rid in v.get("defines", ()):
                by_rule.setdefault(rid, []).append((src, ln))
    out: dict[str, list[dict]] = {}
    for key, ids in [(m, [m]) for m in methods] + [(n, lookup(n)) for n in names]:
        rows = []
        for rid in ids:
            for src, ln in by_rule.get(rid, ()):
                text, lang = analysis.passages.get(src, {}).get(ln, ("", "lzh"))
                rows.append({"rule": rid, "zh": get_rule(rid).zh, "source": src, "line": ln,
                             "cite": f"{src}:{ln}", "lang": lang or language(text)})
        out[key] = rows
    return out


# --------------------------------------------------------------------------- 課 keys

def _day_index(day: str) -> int:
    return parse_day(day)


def key_of(day, offset) -> tuple[str, int]:
    """(day name, offset) of a 課, validated: ('丁丑', 8)."""
    return day_name(parse_day(day)), check_offset(offset)


# --------------------------------------------------------------------------- comparing

def _norm(c: dict) -> dict:
    """Claims with the derivable fields filled in: 干上 = 第一課 upper, 支上 = 第三課 upper
    (003:19)."""
    c = dict(c or {})
    ls = c.get("lessons") or []
    if "gan_shang" not in c and len(ls) > 0 and ls[0] and ls[0].get("upper"):
        c["gan_shang"] = ls[0]["upper"]
    if "zhi_shang" not in c and len(ls) > 2 and ls[2] and ls[2].get("upper"):
        c["zhi_shang"] = ls[2]["upper"]
    return c


def _cmp_value(a, b):
    """(shared, differing) parts of two claims of one field, ignoring what either leaves out
    (None); None when nothing is shared."""
    if isinstance(a, dict) and isinstance(b, dict):
        order = BRANCHES                                   # plate positions in branch order
        common = sorted(set(a) & set(b), key=lambda k: (order.find(str(k)) % 99, str(k)))
        common = [k for k in common if a[k] is not None and b[k] is not None]
        if not common:
            return None
        diff = {k: [a[k], b[k]] for k in common if _cmp_value(a[k], b[k]) not in (None, True)}
        return True if not diff else diff
    if isinstance(a, list) and isinstance(b, list):
        if all(isinstance(x, str) or x is None for x in a + b) and len(a) != len(b):
            return True if sorted(map(str, a)) == sorted(map(str, b)) else {"all": [a, b]}
        pairs = [(i, x, y) for i, (x, y) in enumerate(zip(a, b)) if x is not None and y is not None]
        if not pairs:
            return None
        diff = {}
        for i, x, y in pairs:
            r = _cmp_value(x, y)
            if r not in (None, True):
                diff[str(i + 1)] = [x, y]
        return True if not diff else diff
    if a is None or b is None:
        return None
    return True if a == b else {"value": [a, b]}


def _name_key(name: str) -> str:
    """Names compared up to the project's variant table (edition.core.normalize: 無淫 → 蕪淫, 帷箔 →
    帷簿; without OpenCC, which costs a fifth of a second to load: 課名 are printed in
    traditional forms) and word order."""
    s = "".join(CHAR_VARIANTS.get(c, c) for c in name)
    for a, b in WORD_VARIANTS:
        s = s.replace(a, b)
    return "".join(sorted(s))


def names_accepted(names, chart) -> bool:
    """Every printed 課名 is a name the engine gives this 課 (its 課名 or its method's name),
    up to variant forms and word order: 000:71 「無淫」 = 蕪淫 (000:41), 000:43 「不修帷箔」 =
    帷簿不修 (003:135)."""
    ok = {_name_key(n) for n in (*chart.names, METHOD_NAMES[chart.method])}
    return all(_name_key(n) in ok for n in names)


def compare(a: Printing, b: Printing, chart=None) -> dict:
    """Field-by-field comparison of two printings of one 課: ``{"agree": [fields],
    "complementary": [fields], "disagree": {field: {"a": value, "b": value, "where": …}},
    "repeat": bool}``. Two different 課名 that the engine both gives this 課 (別責 and its
    課名 蕪淫) are ``complementary``, not a disagreement (needs ``chart``)."""
    ca, cb = _norm(a.claims), _norm(b.claims)
    agree, disagree, compl = [], {}, []
    for f in FIELDS:
        if f not in ca or f not in cb:
            continue
        if f == "names" and chart is not None and _cmp_value(ca[f], cb[f]) is not True and \
                names_accepted(ca[f], chart) and names_accepted(cb[f], chart):
            compl.append(f)
            continue
        r = _cmp_value(ca[f], cb[f])
        if r is None:
            continue
        if r is True:
            agree.append(f)
        else:
            disagree[f] = {"a": ca[f], "b": cb[f], "where": r}
    return {"a": a.id, "b": b.id, "a_cite": a.cite, "b_cite": b.cite,
            "repeat": _bare(a.text) == _bare(b.text), "agree": agree,
            "complementary": compl, "disagree": disagree}


def _bare(s: str) -> str:
    return "".join(c for c in s if not c.isspace())


# --------------------------------------------------------------------------- the atlas

def by_key(recs: list[Printing]) -> dict[tuple[str, int], list[Printing]]:
    out: dict[tuple[str, int], list[Printing]] = {}
    for r in recs:
        for k in r.keys:
            out.setdefault(k, []).append(r)
    return out


def _passage(r: Printing, key, others: list[Printing]) -> dict:
    d = {"id": r.id, "cite": r.cite, "source": r.source, "line": r.line,
         "span": [r.start, r.end], "text": r.text, "kind": r.kind, "name": r.name,
         "status": r.status, "resolved": r.resolved, "candidates": len(r.keys),
         "daytime": r.daytime, "commentary_line": r.korean_line,
         "hypothesis": r.hypothesis or None,
         "links": [o.id for o in others if o.id != r.id and o.resolved and r.resolved]}
    return d


def entry(day, offset, daytime: bool | None = None, options=None, *,
          recs: list[Printing], disc: dict, chart=None, night: bool = False) -> dict:
    """One 課: its chart (晝, or 夜 with ``daytime=False``) and every printing of it, the
    resolved ones linked to each other and compared pairwise. ``night``: also give the 夜
    chart as ``chart_night`` (the generals change with 晝/夜, 003:43). ``discussed``: the
    passages that define its method and its 課名 (:func:`discussions`)."""
    key = key_of(day, offset)
    ps = sorted(by_key(recs).get(key, []), key=lambda r: (r.source, r.line, r.start))
    if chart is None:
        chart = cast(key[0], key[1], True if daytime is None else daytime, options)
    resolved = [r for r in ps if r.resolved]
    comps = [compare(a, b, chart) for i, a in enumerate(resolved) for b in resolved[i + 1:]]
    out = {"day": key[0], "offset": key[1], "notation": chart.notation,
           "chart": chart.to_json()}
    if night:
        out["chart_night"] = cast(key[0], key[1], False, options).to_json()
    seen: set = set()
    out["discussed"] = []
    for k in (chart.method, *chart.names):
        for row in disc.get(k, ()):
            if (row["rule"], row["cite"]) not in seen:
                seen.add((row["rule"], row["cite"]))
                out["discussed"].append(row)
    return {**out,
            "printed": bool(resolved), "possible": bool(ps) and not resolved,
            "passages": [_passage(r, key, resolved) for r in ps],
            "comparisons": comps,
            "disagreements": [c for c in comps if c["disagree"]]}


def atlas(recs: list[Printing], disc: dict, options=None) -> dict[tuple[str, int], dict]:
    """All 720 課, keyed ``(day name, offset)`` (``("丁丑", 8)``), day-major: for the HTML 課
    pages and index. Each value is :func:`entry` (``chart`` cast 晝, ``chart_night`` 夜, default
    options unless ``options``)."""
    groups = by_key(recs)
    out = {}
    for d in range(60):
        for o in range(12):
            k = (day_name(d), o)
            out[k] = entry(d, o, options=options, recs=recs if k in groups else [],
                           chart=cast(d, o, True, options), night=True, disc=disc)
    return out


def shared(recs: list[Printing], disc: dict) -> list[dict]:
    """The 課 printed (resolved) in more than one place, with the pairwise comparisons:
    ``[{"day","offset","notation","printings":[…],"comparisons":[…],"disagreements":[…],
    "independent": bool}]`` — ``independent`` when at least two printings are not a
    character-for-character repeat of each other."""
    out = []
    for key, ps in by_key(recs).items():
        res = [r for r in ps if r.resolved]
        if len(res) < 2:
            continue
        e = entry(*key, recs=recs, chart=cast(key[0], key[1], True), disc=disc)
        e.pop("chart")
        e.pop("discussed")
        e["printings"] = [p for p in e.pop("passages") if p["resolved"]]
        e["independent"] = any(not c["repeat"] for c in e["comparisons"])
        out.append(e)
    out.sort(key=lambda e: (_day_index(e["day"]), e["offset"]))
    return out


def summary(recs: list[Printing], sh: list[dict]) -> dict:
    """Figures of the atlas (``sh``: :func:`shared` of the same printings)."""
    groups = by_key(recs)
    return {"examples": len(recs),
            "resolved": sum(r.resolved for r in recs),
            "candidates_only": sum(len(r.keys) > 1 for r in recs),
            "unresolved": sum(not r.keys for r in recs),
            "printed_ke": sum(any(r.resolved for r in ps) for ps in groups.values()),
            "possible_ke": len(groups),
            "shared_ke": len(sh),
            "shared_independent": sum(e["independent"] for e in sh),
            "disagreements": sum(len(e["disagreements"]) for e in sh)}
