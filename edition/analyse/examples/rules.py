"""The checks of the rule texts that `liuren check` reports beside the worked examples (the
tables of 002 and the combinations of 004), read from the TEI:

* **spirit cells** (kind ``spirit-cell``, seed 002): every spirit of every printed monthly
  table (``table[@type='spirits']``) against its placement rule in :mod:`engine.spirits`
  (inferred from the tables themselves, :func:`edition.analyse.spirit_tables.infer_rules`).
  One item per month and spirit: ``agrees`` when the spirit is printed exactly where its rule
  puts it; otherwise one item per finding of
  :func:`edition.analyse.spirit_tables.check_tables` (missing, misplaced, extra,
  duplicated), with the commentary's remark on it (its line and the clause naming the spirit)
  and a status:

  ``printed-error-corrected``  the commentary's emendation of the cell (TEI ``choice``,
                               ``surplus`` …) makes the table agree with the rule
  ``correction-disputed``      the commentary flags the spirit but its corrected table still
                               breaks the rule, or it reads the spirit on the printed,
                               rule-breaking branch (「follows table」)
  ``printed-error-new``        the commentary is silent (or only names the spirit where the
                               rule puts it): a finding of this edition
  ``not-checkable``            a spirit without a regular rule (:data:`engine.spirits.IRREGULAR`)

* **金口訣 combination claims** (kind ``jinkou-claim``, seed 004:11–155): every relation
  claim of the sixty combinations (``list[@type='combinations']``) tested on the elements by
  :func:`edition.analyse.jinkou_text.check_combination`: ``agrees``, or ``printed-error-new``
  when one usual reading reconciles it (the relation holds across the 貴神; one word 陰/陽,
  克/生, 上/下 read the other way), else ``inconsistent``;
* **金口訣 examples** (kind ``jinkou``, 004:159–239, the examples marked up in the TEI):
  :func:`check_jinkou_example` casts the four positions from the claimed month, day, hour and
  地分 and compares them with the printed ones (see its docstring for the statuses).

Each item has the JSON shape of a checked example (``id, source, line, name, kind, text,
status, printed, corrected, correction, computed, solutions, fields, hypothesis, options,
korean, why, note``) plus, for spirit cells, ``cell`` and ``commentary``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine import jinkou as jk
from engine import lexicon as lx
from engine import spirits as sp
from engine.values import (MONTH_NAMES, branch_name, day_name, element_name, generates, jiang_for_month, overcomes,
                           parse_branch, parse_day, parse_month, parse_stem, stem_name)

from edition.analyse import jinkou_text as jt
from edition.analyse import spirit_tables as st
from edition.analyse import tables as tb
from edition.analyse.korean import readings
from edition.core.edition import key_of
from edition.encode import reader

from . import witness_examples
from .model import JINKOU_KEYS

RULE_KINDS = ("spirit-cell", "jinkou-claim")
# the passages the 金口訣 課體 conditions come from (engine.jinkou.PATTERNS cite its lines)
JINKOU_SOURCE = jt.SOURCE
MONTH_ZH = ("",) + MONTH_NAMES


@dataclass
class RuleFinding:
    """One checked table cell or claim (same JSON shape as a checked example)."""
    id: str
    source: str
    line: int
    name: str
    kind: str
    text: str
    status: str
    printed: dict
    corrected: dict | None = None
    correction: str | None = None
    computed: dict | None = None
    fields: dict = field(default_factory=dict)
    hypothesis: str | None = None
    why: str | None = None
    note: str | None = None
    extra: dict = field(default_factory=dict)

    def as_json(self) -> dict:
        d = {"id": self.id, "source": self.source, "line": self.line, "name": self.name,
             "kind": self.kind, "text": self.text, "status": self.status,
             "printed": self.printed, "corrected": self.corrected,
             "correction": self.correction, "computed": self.computed, "solutions": [],
             "fields": self.fields, "hypothesis": self.hypothesis, "options": {},
             "korean": None, "why": self.why, "note": self.note}
        d.update(self.extra)
        return d


# --------------------------------------------------------------------------- spirit cells

def _bs(bs) -> list[str]:
    return [branch_name(b) for b in bs]


def _clauses(sentence: str, spirit: str) -> list[str]:
    names = {f"「{r}" for r in readings(spirit)} | {spirit}
    return [c.strip() for c in re.split(r"(?<=[,，])\s*", sentence)
            if any(n in c for n in names)]


def check_spirit_cells(tree) -> list[RuleFinding]:
    """Every spirit of every monthly table (``table[@type='spirits']``) of a TEI text layer
    (seed 002's), printed and as the commentary corrects it."""
    printed = tb.spirit_tables(tree, "dip")
    reading = tb.spirit_tables(tree, "read")
    emends = tb.table_emendations(tree)
    records = {r["id"]: r for r in reader.emendations(tree)}
    ids = tb.spirit_ids(tree)
    source = reader.source_file(tree)
    findings = st.check_tables(printed)
    rfind = {(f.month, f.spirit, f.kind): f for f in st.check_tables(reading)}
    shifted = {(c.month, c.printed): c for c in st.shifted_cells(printed)}
    by: dict = {}
    for f in findings:
        by.setdefault((f.month, f.spirit), []).append(f)
    pos = st.positions(printed)
    rpos = st.positions(reading)
    out: list[RuleFinding] = []
    order = {n: i for i, n in enumerate(sp.ORDER)}
    for m in sorted(printed):
        t = printed[m]
        names = [n for n in pos if m in pos[n]]
        names += [n for n in sp.RULES if n not in names and sp.RULES[n].place(m)]
        for name in sorted(set(names), key=lambda n: (order.get(n, len(order)), n)):
            got = tuple(sorted(pos.get(name, {}).get(m, [])))
            rgot = tuple(sorted(rpos.get(name, {}).get(m, [])))
            sid = ids.get(name, "").removeprefix("sha_") or f"n{order.get(name, 999)}"
            base = f"s{key_of(source)}-t{t.line}-{sid}"
            printed_d = {"month": m, "branches": _bs(got)}
            corrected_d = {"month": m, "branches": _bs(rgot)} if rgot != got else None
            head = f"{MONTH_ZH[m]} {name}"
            rule = sp.RULES.get(name)
            if rule is None:
                months = sp.IRREGULAR.get(name) or {mm: v for mm, v in pos[name].items()}
                out.append(RuleFinding(
                    base, source, t.line, name, "spirit-cell", head + " " + "".join(_bs(got)),
                    "not-checkable", printed_d, corrected_d,
                    why=f"{name} has no regular rule: printed in {len(months)} of "
                        f"{len(printed)} months, no rule places it in {st.MIN_MONTHS} of them",
                    extra={"cell": _bs(got), "finding": None, "commentary": None}))
                continue
            want = tuple(sorted(rule.place(m)))
            comp = {"month": m, "branches": _bs(want), "rule": rule.description,
                    "family": rule.family}
            fs = by.get((m, name), [])
            if not fs:
                out.append(RuleFinding(
                    base, source, t.line, name, "spirit-cell", head + " " + "".join(_bs(got)),
                    "agrees", printed_d, corrected_d, computed=comp,
                    fields={"placement": "agrees"},
                    extra={"cell": _bs(got), "finding": None, "commentary": None}))
                continue
            for f in fs:
                out.append(_spirit_finding(f, base, source, t, head, printed_d, corrected_d,
                                           comp, rfind, shifted, emends, records, want, got,
                                           rgot))
    return out


def _spirit_finding(f, base, source, t, head, printed_d, corrected_d, comp, rfind, shifted,
                    emends, records, want, got, rgot=()) -> RuleFinding:
    m, name = f.month, f.spirit
    wrong = tuple(b for b in got if b not in want)
    cell = {"missing": want, "misplaced": wrong or want, "extra": wrong,
            "duplicated": tuple(b for b in want if got.count(b) > 1)}[f.kind]
    cell = tuple(dict.fromkeys(cell))
    verdict = f.commentary_verdict
    comm = {"line": t.commentary_line, "verdict": verdict,
            "sentences": [c["sentence"] for c in f.commentary],
            "clauses": [cl for c in f.commentary for cl in _clauses(c["sentence"], name)],
            "branches": sorted({branch_name(c["branch"]) for c in f.commentary
                                if c["branch"] is not None})}
    # emendations in the cells concerned (the spirit's printed and expected cells)
    # the emendations of the cells where the correction moves this spirit
    emended = sorted({i for b in set(got) | set(rgot) if got.count(b) != rgot.count(b)
                      for i in emends.get((t.line, b), [])})
    fixed = not any(k[:2] == (m, name) for k in rfind)
    hyp = None
    sh = [shifted[(m, b)] for b in sorted(set(got) | set(rgot)) if (m, b) in shifted]
    if sh:
        c = sh[0]
        hyp = (f"the cell {branch_name(c.printed)} holds the spirits of "
               f"{branch_name(c.belongs)} ({c.share[0]} of the {c.share[1]} ruled spirits "
               f"printed there): a whole cell's list printed under the wrong branch")
    elif f.maybe_printed_as:
        hyp = ("printed in its cell under another name? "
               + "/".join(f.maybe_printed_as) + " (names no rule puts there)")
    correction = None
    if fixed and emended:
        status = "printed-error-corrected"
        correction = "emendation " + ", ".join(_cite_emend(records.get(i), i, source)
                                               for i in emended)
        hyp = (f"the table as the commentary corrects it agrees with the rule (the cell "
               f"{'/'.join(_bs(cell)) or '-'})")
    elif verdict == "flags" or emended:
        status = "correction-disputed"
        if emended:
            correction = "emendation " + ", ".join(_cite_emend(records.get(i), i, source)
                                                   for i in emended)
        still = next((v for k, v in rfind.items() if k[:2] == (m, name)), None)
        hyp = (hyp + "; " if hyp else "") + (
            "the commentary flags it, but its corrected table still has "
            f"{name} {still.kind} (on {''.join(_bs(still.printed)) or '-'}, rule "
            f"{''.join(_bs(want))})" if still else
            "the commentary flags it but proposes no placement the rule agrees with")
    elif verdict == "follows table":
        status = "correction-disputed"
        hyp = (hyp + "; " if hyp else "") + (
            f"the commentary ({source}:{t.commentary_line}) reads {name} on "
            f"{'/'.join(comm['branches'])}, where the table prints it against the rule")
    else:
        status = "printed-error-new"
    printed_txt = "".join(_bs(got)) or "-"
    return RuleFinding(
        f"{base}-{f.kind}", source, t.line, name, "spirit-cell",
        f"{head} {f.kind}: rule {''.join(_bs(want))}, printed {printed_txt}", status,
        printed_d, corrected_d, correction, comp,
        fields={"placement": "differs", "finding": f.kind}, hypothesis=hyp,
        why=None, note=("printed as " + "/".join(f.maybe_printed_as) + "?"
                        if f.maybe_printed_as and not sh else None),
        extra={"cell": _bs(cell), "finding": f.kind, "commentary": comm})


def _cite_emend(rec, i, source) -> str:
    if rec is None:
        return i
    clause = (rec.get("commentary") or "")[:60]
    return f"{i} ({source}:{rec.get('commentary_line')} 「{clause}」)"


# --------------------------------------------------------------------------- combinations

_FLIPS = (("陽", "陰"), ("陰", "陽"), ("克", "生"), ("生", "克"), ("上", "下"), ("下", "上"))


def check_combination_claims(tree) -> list[RuleFinding]:
    """Every relation claim of the sixty combinations (004:11–155), read from a TEI text
    layer's ``list[@type='combinations']``."""
    combos = tb.combinations(tree)
    source = reader.source_file(tree)
    out = []
    seen: dict = {}
    for idx, c in enumerate(combos, 1):
        e = jk.combination_elements(c.stem, c.general, c.branch)
        els = "、".join(f"{a}{element_name(x)}" for a, x in
                       zip((stem_name(c.stem), jk.GENERALS[c.general], branch_name(c.branch)),
                           e))
        for k in jt.check_combination(c):
            n = seen[idx] = seen.get(idx, 0) + 1
            cid = f"s{key_of(source)}-c{idx:02d}-{n}"      # the idx-th combination, n-th claim
            status, hyp = "agrees", None
            if not k.holds:
                hyp = _explain_claim(c, k)
                status = "printed-error-new" if hyp else "inconsistent"
                if not hyp:
                    hyp = (f"no single usual reading makes 「{k.claim}」 hold for "
                           f"{els}")
            out.append(RuleFinding(
                cid, source, c.line, c.label, "jinkou-claim", f"{c.label}：…{k.claim}…",
                status, {"combination": c.label, "claim": k.claim, "kind": k.kind},
                computed={"elements": els, "holds": k.holds},
                fields={"claim": "agrees" if k.holds else "differs"}, hypothesis=hyp,
                note=k.note or None))
    return out


def _explain_claim(c, k) -> str | None:
    if k.note:
        return k.note
    for a, b in _FLIPS:
        if a not in k.claim:
            continue
        for i in [m.start() for m in re.finditer(a, k.claim)]:
            alt = k.claim[:i] + b + k.claim[i + 1:]
            c2 = jt.Combination(c.line, c.stem, c.general, c.branch, "：" + alt)
            got = [x for x in jt.check_combination(c2) if x.claim == alt]
            if got and got[0].holds:
                return f"one word read the other way: 「{alt}」 holds ({a} printed for {b})"
    return None


# --------------------------------------------------------------------------- 金口訣 examples

_ALTS = [(k, v) for k, vs in jk.OPTIONS.items() for v in vs if v != jk.DEFAULTS[k]]


def parse_jinkou_text(text: str, month_default: int | None = None):
    """The printed month, day, hour, 地分 and four positions of an example's words."""
    m = jt.EXAMPLE.search(text)
    if not m:
        return None
    return {"month": parse_month(m["month"]), "day": parse_day(m["day"]),
            "hour": parse_branch(m["hour"]) if m["hour"] else None,
            "difen": parse_branch(m["difen"]),
            "positions": (parse_stem(m["s"]), jk.parse_general(m["g"]),
                          jk.parse_jiang_name(m["j"]), parse_branch(m["b"]))}


def jinkou_from_claims(claims: dict):
    """The month, day, hour, 地分 and four positions of a 金口訣 example, from its structured
    claims in the TEI (``jk_month``, ``day``, ``hour``, ``jk_wei``, ``jk_renyuan``,
    ``jk_guishen``, ``jk_jiangshen``, ``jk_difen``: :func:`edition.analyse.examples.detect.jinkou_claims`),
    in the shape of :func:`parse_jinkou_text`; None when one of them is missing (not checkable)."""
    need = ("day",) + JINKOU_KEYS
    if any(claims.get(k) is None for k in need):
        return None
    return {"month": parse_month(claims["jk_month"]), "day": parse_day(claims["day"]),
            "hour": parse_branch(claims["hour"]) if claims.get("hour") else None,
            **({"daytime": claims["daytime"]} if claims.get("daytime") is not None else {}),
            "difen": parse_branch(claims["jk_wei"]),
            "positions": (parse_stem(claims["jk_renyuan"]),
                          jk.parse_general(claims["jk_guishen"]),
                          jk.parse_jiang_name(claims["jk_jiangshen"]),
                          parse_branch(claims["jk_difen"]))}


def _pos_names(p) -> dict:
    return {"renyuan": stem_name(p[0]), "guishen": jk.GENERALS[p[1]],
            "jiangshen": jk.JIANG_NAMES[p[2]], "difen": branch_name(p[3])}


def _cast(day, jiang_or_month, hour, difen, opts, daytime=None):
    k = jk.cast_jinkou(day, jiang_or_month, hour, difen, daytime, options=opts)
    return k, (k.renyuan, k.guishen, k.jiangshen, k.difen)


def _computed(k, month) -> dict:
    j = k.to_json()
    p = (k.renyuan, k.guishen, k.jiangshen, k.difen)
    out = {"day": j["day"], "month": month, "jiang": j["jiang"], "hour": j["hour"],
           "daytime": j["daytime"], "guiren": j["guiren"], "direction": j["direction"]}
    out.update(_pos_names(p))
    out["relations"] = {f"{r['upper']}/{r['lower']}": r["relation"] for r in j["relations"]}
    out["notation"] = (f"{j['day']}日 {j['hour']}時 月將{j['jiang']} "
                       f"{'晝' if k.daytime else '夜'} 貴人{j['guiren']}{j['direction']}: "
                       + "、".join(k.names))
    return out


_PASSED = re.compile(r"(?:已過|已交|既過|過了)(?:" + "|".join(w.word for w in lx.SOLAR_TERMS) + ")")


def check_jinkou_example(ex, finding_cls):
    """A 金口訣 example (kind ``jinkou``): cast the four positions from its printed month,
    day, hour and 地分 (engine defaults: 人元 by 五子元遁, 將神 with the month's 月將 = 六合
    of its 月建 (003:27), 貴神 on the earthly plate, 順 from 亥–辰, 卯–申 day) and compare
    them with the printed 人元, 貴神, 將神, 地分. Statuses: ``agrees`` (one cast reproduces
    all four and the printed positions satisfy the 課體's condition); ``underdetermined`` (no
    hour printed: every hour that reproduces them is listed); ``school-dependent`` (only a
    non-default option of :data:`engine.jinkou.OPTIONS` does: named); ``printed-error-new``
    (one usual explanation does: 將 and 時 swapped, 晝/夜 swapped, the day off by one; or
    the printed positions break the 課體's
    condition); ``inconsistent`` (nothing reconciles them: the positions were written to fit
    the pattern). Returns a ``finding_cls`` (:class:`edition.analyse.examples.check.Finding`)."""
    p = jinkou_from_claims(ex.claims)
    f = finding_cls(ex, "not-checkable")
    if p is None:
        f.why = ("its claims do not give month, day, 地分 and the four positions "
                 "(jk_month, day, jk_wei, jk_renyuan, jk_guishen, jk_jiangshen, jk_difen)")
        return f
    c = _JinkouCheck(ex.name, p, f)
    default = c.sols({})
    f.why = c.cond_note() or ""
    if default:
        c.settle(default, {})
        if c.rule and not c.cond_p:
            f.status = "printed-error-new"
            f.hypothesis = f"the printed positions do not satisfy the condition of {c.name}"
        else:
            _agreeing(f, ex, p, default)
        return f
    # (not where the 月將 is said, 「月將太乙」: the month is the one it names, detect._free_jinkou)
    # (nor where its words say the 中氣 passed, 「已過秋分」: review_round76/KR3g9878_001.txt:52)
    before = None if ex.claims.get("jiang") or _PASSED.search(ex.text or "") else c.sols(
        {}, month=lx.month_before(p["month"]))
    if before:
        # the 月將 of the month before its 中氣: the month alone does not say which (003:27 「但須每月
        # 中氣後始過宮」; a review of the round-75 change, review_round75/KR3g9875_001.txt:67, 「未過處暑，
        # 月將仍用勝光」, accused as a printing error)
        c.settle(before, {})
        f.why = "; ".join(x for x in (f.why, "the 月將 of the month before its 中氣 (the previous "
                                      "month's 將): the month's day is not said") if x)
        _agreeing(f, ex, p, before)
        return f
    for k_, v_ in _ALTS:
        s = c.sols({k_: v_})
        if s:
            c.settle(s, {k_: v_})
            f.status = "school-dependent"
            f.hypothesis = f"reproduced only under the 金口訣 option {k_}={v_}"
            return f
    # the closest default cast, for the report
    k0, _ = _cast(p["day"], p["month"], c.hours[0], p["difen"], {})
    expl = c.explanations(k0)
    f.fields = c.fields_of(k0)
    if expl:
        c.explained(k0, expl)
    else:
        c.inconsistent(k0)
    return f


def _agreeing(f, ex, p: dict, sols: list) -> None:
    """An example a cast reproduces: `agrees` (one cast) or `underdetermined`, unless a relation
    it states does not hold (:func:`_relations_said`), or, agreeing, it says what moves
    (claim ``unread``: `partial`)."""
    f.status = "agrees" if len(sols) == 1 else "underdetermined"
    _relations_said(f, ex.claims.get("jk_relations") or (), p["positions"])
    un = ex.claims.get("unread") or ()
    if un and f.status == "agrees":
        f.status = "partial"
        f.why = "; ".join(x for x in (f.why, "agrees on the positions; not read: "
                                      + ", ".join(un)) if x)


def _relations_said(f, said, positions) -> None:
    """The relations the text states of two positions (claim ``jk_relations``: 「貴神克人元」), each
    tested on the printed positions' elements: one that does not hold leaves the example
    `unresolved` (a round-73 red-team 金口訣 juan, KR3g9897_002.txt:76 「貴神克人元」 where 貴神 generates
    人元, a planted slip that agreed): which word is wrong, the relation's or a position's, is not said."""
    els, at = jk.position_elements(positions), jk.POSITIONS.index
    wrong = [r for r in said
             if not (overcomes if r[2] in "克剋尅" else generates)(els[at(r[:2])], els[at(r[3:])])]
    if wrong:
        f.status = "unresolved"
        names = "、".join(f"{k}{element_name(e)}" for k, e in zip(jk.POSITIONS, els))
        f.why = (f"not decided: the relation 「{wrong[0]}」 the text states does not hold of the printed "
                 f"positions ({names})" + (f"; {f.why}" if f.why else ""))


class _JinkouCheck:
    """One 金口訣 example being checked: its printed values ``p`` (:func:`jinkou_from_claims`),
    its 課體 rule and whether the printed positions satisfy it, the hours to try, and the
    finding ``f`` it fills."""

    def __init__(self, name: str, p: dict, f):
        self.name, self.p, self.f = name, p, f
        self.rule = jk.PATTERNS.get(name)
        self.printed = {"day": day_name(p["day"]), "month": MONTH_ZH[p["month"]],
                        "hour": branch_name(p["hour"]) if p["hour"] is not None else None,
                        **_pos_names(p["positions"]), "pattern": name or None}
        f.printed_override = self.printed
        self.hours = [p["hour"]] if p["hour"] is not None else list(range(12))
        self.cond_p = bool(self.rule[2](p["positions"], p["day"])) if self.rule else None

    def sols(self, opts, day=None, month=None, jiang=None, swap=False, daytime=None, hrs=None):
        """The casts that reproduce the printed positions, over the hours tried."""
        p = self.p
        out = []
        for h in (hrs or self.hours):
            mj = jiang if jiang is not None else (month or p["month"])
            hh = h
            # (the 晝/夜 the example says, 「冬月卯時日未出，故用夜貴」: the cast's, as a 六壬 cast's said
            # 晝占 is; a review of the round-75 change, review_round75/KR3g9875_001.txt:17)
            dt = daytime if daytime is not None else p.get("daytime")
            if swap:
                # 將 and 時 swapped: the hour laid over the 月將 instead of the 月將 over the
                # hour; 晝/夜 still by the real hour
                mj, hh = branch_name(h), branch_name(jiang_for_month(p["month"]))
                dt = h in jk._DAY_HOURS[dict(jk.DEFAULTS, **opts)["day_hours"]]
            k, got = _cast(day if day is not None else p["day"], mj, hh, p["difen"], opts, dt)
            if got == p["positions"]:
                out.append(k)
        return out

    def fields_of(self, k) -> dict:
        got = (k.renyuan, k.guishen, k.jiangshen, k.difen)
        fl = {n: ("agrees" if a == b else "differs")
              for n, a, b in zip(("renyuan", "guishen", "jiangshen", "difen"), got,
                                 self.p["positions"])}
        if self.rule:
            fl["pattern"] = "agrees" if self.cond_p else "differs"
        return fl

    def cond_note(self) -> str | None:
        name, rule = self.name, self.rule
        if rule:
            return (f"課體 {name} ({JINKOU_SOURCE}:{rule[0]} 「{rule[1]}」) "
                    f"{'holds' if self.cond_p else 'does not hold'} on the printed positions")
        return f"課體 {name}: {jk.NOT_DECIDED[name]}" if name in jk.NOT_DECIDED else None

    def _solutions(self, ks, opts, copy: bool = False) -> list[dict]:
        """The casts ``ks`` as the finding lists them (``copy``: each with its own copy of
        ``opts``)."""
        month = MONTH_ZH[self.p["month"]]
        return [{"day": day_name(k.day), "hour": branch_name(k.hour), "daytime": k.daytime,
                 "options": dict(opts) if copy else opts,
                 "notation": _computed(k, month)["notation"]} for k in ks]

    def settle(self, ks, opts) -> None:
        f = self.f
        f.computed = _computed(ks[0], MONTH_ZH[self.p["month"]])
        f.solutions = self._solutions(ks, opts, copy=True)
        f.fields = self.fields_of(ks[0])
        f.options = dict(jk.DEFAULTS, **opts)

    def explanations(self, k0) -> list[tuple[str, list, dict]]:
        """The usual explanations that reproduce the printed positions (each under the
        defaults, else under one 金口訣 option): (label, casts, options)."""
        p, printed = self.p, self.printed
        jb = branch_name(jiang_for_month(p["month"]))
        tries = [(f"將 and 時 swapped: the hour {printed['hour']} laid over the 月將 {jb} "
                  f"instead of {jb} over {printed['hour']}", dict(swap=True))
                 if p["hour"] is not None else None,
                 # (not where the text says its 晝/夜: 「…戊日夜貴在未」, a round-73 red-team 金口訣
                 # juan, KR3g9897_001.txt:103, a planted 貴神 explained as 晝/夜 swapped)
                 ("晝/夜 swapped", dict(daytime=not k0.daytime))
                 if p["hour"] is not None and p.get("daytime") is None else None,
                 ("the day off by one (" + day_name((p["day"] - 1) % 60) + ")",
                  dict(day=(p["day"] - 1) % 60)),
                 ("the day off by one (" + day_name((p["day"] + 1) % 60) + ")",
                  dict(day=(p["day"] + 1) % 60))]
        expl = []
        for label, kw in (t for t in tries if t):
            for opts in [{}] + [{a: b} for a, b in _ALTS]:
                s = self.sols(opts, **kw)
                if s:
                    lab = label + "".join(f", under the option {a}={b}" for a, b in opts.items())
                    expl.append((lab, s, opts))
                    break
        return expl

    def explained(self, k0, expl) -> None:
        """A printing error the first explanation accounts for (the others listed too)."""
        f = self.f
        lab, s, opts = expl[0]
        f.status = "printed-error-new"
        f.computed = _computed(k0, MONTH_ZH[self.p["month"]])
        f.solutions = self._solutions(s, opts)
        f.options = dict(jk.DEFAULTS)
        f.hypothesis = lab + (" (also: " + "; ".join(e[0] for e in expl[1:]) + ")"
                              if len(expl) > 1 else "")

    def inconsistent(self, k0) -> None:
        f, rule, name = self.f, self.rule, self.name
        f.status = "inconsistent"
        f.computed = _computed(k0, MONTH_ZH[self.p["month"]])
        f.options = dict(jk.DEFAULTS)
        bad = [n for n, v in f.fields.items() if v != "agrees"]
        cc = (rule[2]((k0.renyuan, k0.guishen, k0.jiangshen, k0.difen), self.p["day"])
              if rule else None)
        f.hypothesis = ("no cast and no single usual explanation reproduces the printed "
                        f"{', '.join(bad)}; closest cast {f.computed['notation']}"
                        + (f"; the printed positions satisfy {name}'s condition, the cast "
                           f"{'does too' if cc else 'does not'} (the example was written to "
                           "fit the pattern)" if rule and self.cond_p else ""))


def check_rules(trees) -> list[RuleFinding]:
    """The spirit cells and the 金口訣 combination claims of every TEI text layer in
    ``trees`` that prints them (monthly ``table[@type='spirits']``, seed 002; a
    ``list[@type='combinations']``, seed 004)."""
    out: list[RuleFinding] = []
    for tree in trees:
        if tb.has_spirit_tables(tree):
            out.extend(check_spirit_cells(tree))
        if tb.has_combinations(tree):
            out.extend(check_combination_claims(tree))
    return out


def jinkou_from_edition(ed):
    """The 金口訣 of an edition as encoded: (file name, the combinations of the witness whose
    text layer has ``list[@type='combinations']``, its dated examples as
    :class:`edition.analyse.jinkou_text.JinkouCase`, the 課體 from the words before them)."""
    w = tb.witness_with(ed, tb.has_combinations)
    combos = tb.combinations(w.tree)
    examples = []
    for ex in witness_examples(w):
        p = parse_jinkou_text(ex.text) if ex.kind == "jinkou" else None
        if p is None:
            continue
        examples.append(jt.JinkouCase(ex.line, ex.name or "?", p["month"], p["day"], p["hour"],
                                   p["difen"], p["positions"], ex.text))
    return w.file, combos, examples
