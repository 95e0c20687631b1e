"""The verdict on each example (:class:`Checker`, :func:`check_all`), the rules its result
comes from (:func:`rule_ids`) and the engine's derivation of its computed chart
(:func:`derivation`)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import regex

from edition.analyse.rules import lookup, registry
from engine import Options, cast, explain
from engine.generals import GENERAL_NAMES
from engine.lexicon import BRANCHES_KO
from engine.values import BRANCH_NAMES, day_name, liu_qin_name, xun_kong

from ..claims_extra import book_definitions, glyph_text, pattern_options, school_alternatives
from ..model import META_KEYS, Example
from ..rules import check_jinkou_example
from ..variants import OLD_SAID, OPEN_SAID
from .cases import check_case
from .claims import (DEFAULT, alternatives, every_day, fixes_plate_only, has_chart_claims,
                     korean_claims)
from .gate import weigh
from .hypotheses import Explanation, hypotheses, leaves, value_at
from .search import _search_any

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
    explanation: Explanation | None = None  # the explanation the verdict rests on (not shown)
    # the claims as another reading of an open seat read them, when the verdict rests on it
    # (seat_readings; not shown: the hypothesis says it)
    read_as: object = None
    # the verdict under the book's own school (edition.analyse.examples.school), set after
    # the check; None: not computed (the same as status/options)
    book_status: str | None = None
    book_options: dict | None = None
    # other witnesses' readings of the cast, each tried (.witnesses: issue 18 §6)
    witnesses: list = field(default_factory=list)
    # a case record (kind ``case``, .cases): every cell compared, printed vs computed
    # (:class:`.cases.CellCheck`)
    cells: list = field(default_factory=list)
    # the 課體 the example claims that its book defines itself, each {name, cite, clause,
    # compiled, unread?} (.school.add_book_verdicts; .definitions)
    definitions: list = field(default_factory=list)

    def as_json(self) -> dict:
        ex = self.example
        return {"id": ex.id, "source": ex.source, "line": ex.line, "name": ex.name,
                "kind": ex.kind, "text": ex.text, "status": self.status,
                "printed": self.printed_override if self.printed_override is not None
                else ex.claims.as_dict(),
                "corrected": None if ex.corrected is None else ex.corrected.as_dict(),
                "correction": ex.correction or None, "computed": self.computed,
                "solutions": self.solutions, "fields": self.fields,
                "hypothesis": self.hypothesis, "options": self.options,
                "korean": self.korean, "why": self.why or None, "note": ex.note or None,
                # the book's school (edition.analyse.examples.school)
                "book_status": self.book_status or self.status,
                "book_options": self.options if self.book_options is None
                else self.book_options} | ({"witnesses": self.witnesses} if self.witnesses
                                           else {}) | ({"cells": [c.as_json() for c in self.cells]}
                                                  if self.cells else {}) | (
            {"definitions": self.definitions} if self.definitions else {})

def _case_note_fixes(ex: Example, v) -> bool:
    """A case whose chart's disputed cells are all those of the one 傳 the book's note corrects
    (its 傳, 六親 and 遁干), the engine's 傳 the note's reading."""
    old, new = ex.claims.get("transmissions") or [], ex.corrected.get("transmissions") or []
    ks = [k for k in range(min(len(old), len(new))) if old[k] != new[k]]
    if len(ks) != 1 or v.status not in ("printed-error-new", "inconsistent", "unresolved"):
        return False
    k = ks[0]
    bad = [x.field for x in v.cells or () if x.result == "differs"]
    ours = {f"transmissions.{k}", f"liuqin.{k}", f"dun_gan.{k}"}
    return bool(bad) and set(bad) <= ours and BRANCH_NAMES[v.chart.transmissions[k]] == new[k]


def _computed(ch, dt, c: dict) -> dict:
    if isinstance(dt, tuple):
        sol = _solution(ch, dt)
        out = {"day": sol["day"], "offset": None, "daytime": sol["daytime"],
               "kong": [BRANCH_NAMES[x] for x in xun_kong(ch.day)], "notation": sol["notation"]}
        if "qin" in c:
            out["qin"] = _qin_computed(ch, c)
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
    if "qin" in c:
        out["qin"] = _qin_computed(ch, c)
    out["notation"] = ch.notation if dt is not None else ch.notation.replace(" 晝", " 晝/夜", 1)
    return out


def _qin_computed(ch, c: dict) -> dict:
    """The 六親 of each branch the text gives one (claim ``qin``), by the cast's day stem."""
    return {b: liu_qin_name(ch.stem, BRANCH_NAMES.index(b)) for b in c["qin"]
            if b in BRANCH_NAMES}

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
            for k, v in best.fields.items()}

def _read_more(corr: dict, claims: dict) -> bool:
    """Whether a correction's claims say items the print's leave unsaid (:func:`.hypotheses.leaves`,
    and the generals of the 傳) and change none the print says: the note completes what the print
    left unreadable (the caller has the correction agree; what the correction's reading lost after
    the note put in, 「三傳午未申①（未下脫申），將得…」's generals, is not weighed)."""
    def items(c) -> dict:
        out = {k: v for k, v in leaves(c) if v is not None}
        out.update({("transmission_generals", i): g
                    for i, g in enumerate(c.get("transmission_generals") or ()) if g})
        return out
    mine, theirs = items(claims), items(corr)
    return any(k not in mine for k in theirs) and all(mine.get(k, v) == v for k, v in theirs.items())


def _completed(f, ex: Example) -> None:
    """A print that leaves a claim unread and agrees with the engine read with its correction."""
    f.status = "printed-error-corrected"
    f.hypothesis = (f"the print leaves a claim unread; read with the correction "
                    f"({ex.correction}) it agrees with the engine")


def _elsewhere(corr: dict, c: dict, best, base, said: str = "") -> bool:
    """Whether a proposed correction that does not agree is of words the print has right, as
    the closest cast has them (a witness's reading of 亥將 where 干上 is wrong: 「…亥將[1]…干上亥」 with
    「[1]「亥將」，明抄本作「子將」」, a round-71 red-team 點校本, KR3g9901_002.txt:13, whose slip went
    `correction-disputed`). The print is then weighed as if no note were there, the note
    reported beside it. Not a note after a whole 三傳 that names no place (variants.OPEN_SAID):
    its place is the checker's to find (_open_note_fits)."""
    if best is None or OPEN_SAID in said or _search_any(corr, base)[0]:
        return False
    words = []
    for k in set(corr) | set(c):
        a, b = c.get(k), corr.get(k)
        if a == b or k in META_KEYS or k == "glyphs":
            continue
        if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            words += [(k, i, x) for i, (x, y) in enumerate(zip(a, b)) if x != y]
        elif isinstance(a, dict) and isinstance(b, dict):
            words += [(k, x, v) for x, v in a.items() if b.get(x) != v]
        else:
            words.append((k, None, a))
    return bool(words) and all(_print_right(best.chart, c, *w) for w in words)


def _print_right(ch, c: dict, k: str, i, v) -> bool:
    """Whether the print's word ``v`` (claim ``k`` of ``c``, its place ``i``) is the cast
    ``ch``'s; False where that is not known (the 將 or the hour: the plate the print's 將 and
    hour give, ``ch``'s)."""
    n = BRANCH_NAMES
    if v is None:
        return False
    other = {"jiang": "hour", "hour": "jiang"}.get(k)
    if other and c.get(other) in n and v in n:
        j, h = (v, c[other]) if k == "jiang" else (c[other], v)
        return (n.index(j) - n.index(h)) % 12 == ch.offset
    if k == "transmissions":
        return n[ch.transmissions[i]] == v
    if k == "transmission_generals":
        return GENERAL_NAMES[ch.transmission_generals[i]] == v
    if k in ("gan_shang", "zhi_shang", "jiang", "hour"):
        at = getattr(ch, k)
        return at is not None and n[at] == v
    if k == "generals" and v in GENERAL_NAMES and i in n:
        return GENERAL_NAMES[ch.generals[n.index(i)]] == v
    if k == "lessons" and isinstance(v, dict) and set(v) == {"upper"}:
        return n[ch.lessons[i].upper] == v["upper"]
    return False


class Checker:
    """Checks examples; holds the list of all examples so that a ring copied from a
    neighbouring example can be recognised."""

    def __init__(self, examples: list[Example], base: Options = DEFAULT,
                 base_patterns: dict | None = None, definitions: dict | None = None,
                 stated: dict | None = None):
        self.examples = examples
        # the options every search starts from: the defaults, or a book's school
        # (edition.analyse.examples.school), casting and 課體, and the 課體 the book defines
        # itself (name → compiled .definitions.Definition)
        self.base, self.base_patterns = base, dict(base_patterns or {})
        self.definitions = dict(definitions or {})
        # the options each file's book states in its own words ({file: {option: value}},
        # edition.analyse.examples.stated): a doubt they settle is no doubt (.gate)
        self.stated = dict(stated or {})
        self.by_source: dict[str, list[Example]] = {}
        for ex in examples:
            self.by_source.setdefault(ex.source, []).append(ex)

    def _others(self, ex: Example):
        near = sorted(self.by_source.get(ex.source, []), key=lambda o: abs(o.line - ex.line))
        # a duplicate printing of the same entry (000:59-75 repeat 000:23-43) is not a source
        return [(o.id, o.cite, o.claims) for o in near
                if o.id != ex.id and o.text != ex.text and "plate" in o.claims]

    def _siblings(self, ex: Example) -> list[str]:
        """The other days of the set of days ``ex``'s day is named in: the examples of its
        passage whose binding names them together and whose claims are ``ex``'s but for the
        day (prose._binding)."""
        b = ex.claims.binding or {}
        if not b.get("certain") or not str(b.get("why", "")).startswith("one of a set of days"):
            return []
        mine = ex.claims.without("day", "glyphs")
        return [o.claims.day for o in self.by_source.get(ex.source, [])
                if o.id != ex.id and o.passage_line == ex.passage_line and o.claims.day
                and o.claims.without("day", "glyphs") == mine]

    def check(self, ex: Example) -> Finding:
        with pattern_options(self.base_patterns), book_definitions(self.definitions):
            f = self._check(ex)
            if ex.kind not in ("jinkou", "case"):     # a case weighs its own cells (.cases)
                weigh(self, f, ex, f.explanation)
        g = glyph_text(ex.claims)        # glyph variants read: reported, never failed
        if g:
            f.hypothesis = g if not f.hypothesis else f"{f.hypothesis}; {g}"
        return f

    def _check(self, ex: Example) -> Finding:
        """The verdict, in order: the print agrees (and a proposed correction is weighed), a
        correction agrees, a school option makes the print agree, a usual explanation of a
        misprint reconciles it, or nothing does."""
        c = ex.claims
        if ex.kind == "jinkou":
            # 金口訣 (004:159–239): the four positions cast by engine/jinkou.py
            return check_jinkou_example(ex, Finding)
        if ex.kind == "case":
            return self._case(ex)
        if not has_chart_claims(c) and not (ex.corrected and has_chart_claims(ex.corrected)):
            return Finding(ex, "not-checkable",
                           why="it claims nothing the engine computes (only the day or context)")
        if fixes_plate_only(c) and not ex.corrected:
            return Finding(ex, "not-checkable",
                           why="it fixes the plate (將/時, 伏吟/返吟) and claims nothing read about "
                               "the chart to compare")
        sols, best = _search_any(c, self.base)
        reading = None
        if not sols:
            rs, rb, reading, rc = self._seat_read(c)
            if rs:
                sols, best, c = rs, rb, rc
        f = Finding(ex, "agrees")
        f.fields = _fields(best)
        f.options = self.base.as_dict()
        f.korean = self._korean(ex)
        corr = ex.corrected if ex.corrected is not None and ex.corrected != c else None
        if sols:
            self._settle(f, sols, c)
            if c is not ex.claims:
                f.hypothesis, f.read_as = reading, c
            if corr is not None:
                self._weigh_correction(f, ex, corr)
            elif ex.corrected is not None and ex.claims.unread and not ex.corrected.get("unread"):
                # (the note's reading reads what the print left unread, and says the same: 「三傳
                # 丑丑寅卯①」 with 「衍一「丑」字」, KR3g9893_001.txt:70)
                _completed(f, ex)
            return f
        elsewhere = corr is not None and _elsewhere(corr, c, best, self.base, ex.correction)
        if corr is not None and not elsewhere:
            self._correction(f, ex, corr, best)
        elif not self._school(f, c):
            self._misprint(f, ex, best)
        if elsewhere:
            said = (f"the proposed correction ({ex.correction}) is of another word than the one "
                    f"that differs, and does not agree either")
            f.why = f"{f.why}; {said}" if f.why else said
        return f

    def _case(self, ex: Example) -> Finding:
        """A case record: every cell of its chart weighed (:mod:`.cases`)."""
        v = check_case(ex, self.base, self.base_patterns)
        f = Finding(ex, v.status, why=v.why, hypothesis=v.hypothesis or None)
        if ex.corrected and v.chart is not None and (
                _case_note_fixes(ex, v) or self._header_fixed(ex, v)):
            # the book's own note corrects the chart (「按：末傳乙未，未當作酉」): every cell the
            # engine disputes is the corrected 傳's, and the engine has the note's reading; or it
            # corrects the header's hour (「編者按：寅時當作卯時」) and the case then agrees
            f.status, f.why = "printed-error-corrected", None
            f.hypothesis = f"the correction ({ex.correction}) agrees with the engine"
        elif ex.corrected and v.status == "agrees" and self._header_fixed(ex, v, disputed=True):
            # (a commentary's 「案首作巳時，傳鈔之誤也。先生實以午時布課」 where the header's 巳 is right:
            # a review of the round-54 change, rv54_case.txt:44)
            f.status = "correction-disputed"
            f.hypothesis = (f"the print agrees with the engine; the proposed correction "
                            f"({ex.correction}) does not")
        if v.chart is not None:
            f.computed = _computed(v.chart, v.chart.daytime, {})
            f.solutions = [_solution(v.chart, v.chart.daytime)]
        f.options = (v.options or self.base).as_dict()
        f.fields = v.fields()
        f.cells = list(v.cells or ())
        return f

    def _header_fixed(self, ex: Example, v, disputed: bool = False) -> bool:
        """A case whose header's hour (or 將) the book's note corrects (its only change) and whose
        cast with the note's reading agrees, cell by cell (``disputed``: a case that agrees as
        printed, whose cast with the note's reading does not)."""
        old, new = dict(ex.claims), dict(ex.corrected)
        was = ("agrees",) if disputed else ("printed-error-new", "inconsistent", "unresolved")
        changed = {k for k in set(old) | set(new) if old.get(k) != new.get(k)}
        # (the hour, or the 將 — with the month it was taken from: 「实用二月将河魁加辰，案首作三月将，
        # 钞者之误也」, a review of the round-55 change, rv55_case_month_trap.txt:23)
        if v.status not in was or changed not in ({"hour"}, {"jiang"}, {"jiang", "jiang_month"}):
            return False
        status = check_case(replace(ex, claims=ex.corrected, corrected=None), self.base,
                            self.base_patterns).status
        return status != "agrees" if disputed else status == "agrees"

    def _korean(self, ex: Example) -> dict | None:
        """The Korean translation's reading of the example, cast when it gives claims."""
        if ex.korean and ex.korean.get("claims"):
            ks, _ = _search_any(korean_claims(ex.claims, ex.korean["claims"]), self.base)
            return dict(ex.korean, agrees=bool(ks),
                        solutions=[_solution(ch, dt) for ch, dt in ks][:24])
        return dict(ex.korean) if ex.korean else None

    def _seat_read(self, c) -> tuple:
        """(solutions, best, reading, claims) of ``c`` with a seat the words leave open read the
        other way (:func:`seat_readings`): the first reading a cast fits; ([], None, None, None)
        when none does. For the print, and for a proposed correction of a print that fails
        (「…終太一(太一一本作太衝)將得青龍」, 青龍 the 用's, a round-84 red-team classic,
        KR5a9886_002.txt:36-38, the note's right reading disputed when 將得 was taken for the 終's
        general only)."""
        for reading, rc in seat_readings(c):
            rs, rb = _search_any(rc, self.base)
            if rs:
                return rs, rb, reading, rc
        return [], None, None, None

    def _weigh_correction(self, f: Finding, ex: Example, corr: dict) -> None:
        """The print agrees: a proposed correction that does not is disputed (as read: the seat
        the print agrees with read one way is not read the other way for the note, 「終太衝將得天一
        （天一一本作太陰）」, a review of the change, review_round84/seat_notes.txt:5)."""
        cs, cb = _search_any(corr, self.base)
        if not cs and ex.correction and ex.correction.startswith(OLD_SAID):
            f.why = f"the editor's change agrees; the old reading does not ({ex.correction})"
        elif not cs:
            f.status = "correction-disputed"
            f.hypothesis = (f"the print agrees with the engine; the proposed correction "
                            f"({ex.correction}) does not: "
                            + _diff_text(cb, corr))
        elif ex.claims.unread and _read_more(corr, ex.claims):
            # (a word the print left out or doubled, which left a claim unread, the note's reading
            # reads it and agrees: 「三傳午未①」 with 「「未」下脫「申」字」, a round-75 red-team 點校本,
            # KR3g9893_002.txt:105; 「三傳丑丑寅卯①」 with 「衍一「丑」字」, 001:70)
            _completed(f, ex)
        else:
            f.why = "the proposed correction does not change the verdict"

    def _corrected(self, f: Finding, sols, corr, best, hypothesis: str) -> None:
        self._settle(f, sols, corr)
        f.fields = _fields(best)
        f.status = "printed-error-corrected"
        f.hypothesis = hypothesis

    def _correction(self, f: Finding, ex: Example, corr: dict, best) -> None:
        """The print fails and a correction is proposed: it agrees (plainly or under one
        school option), or it is disputed, with the explanation of the print if one
        reconciles it."""
        c = ex.claims
        cs, cb = _search_any(corr, self.base)
        if cs:
            self._corrected(f, cs, corr, best, f"the correction ({ex.correction}) agrees with the engine")
            return
        rs, _, reading, _ = self._seat_read(corr)
        if rs:
            # (before the school options, as the print is read: review_round85/KR5a9853_000.txt:12;
            # a book whose 凡例 says 將得 is the 終's is not read, review_round84/seat_notes.txt:7)
            self._corrected(f, rs, corr, best,
                            f"the correction ({ex.correction}) agrees with the engine, {reading}")
            return
        for name, value in alternatives(self.base):
            opts = self.base.replace(**{name: value})
            osols, _ = _search_any(corr, opts)
            if osols:
                self._settle(f, osols, corr)
                f.status = "school-dependent"
                f.options = opts.as_dict()
                f.hypothesis = (f"the correction ({ex.correction}) agrees only under the "
                                f"school option {name}={value}")
                return
        expl = self._explain(ex, c)
        if expl and _open_note_fits(ex, c, corr, expl):
            self._settle(f, expl.solutions, expl.claims)
            f.fields = _fields(best)
            f.status = "printed-error-corrected"
            f.hypothesis = (f"the note's word, read in another place of the 三傳 it follows, "
                            f"agrees: {expl.text} ({ex.correction})")
            return
        f.status = "correction-disputed"
        f.hypothesis = (f"neither the print nor the proposed correction ({ex.correction}) "
                        f"agrees: correction {_diff_text(cb, corr)}"
                        + (f"; the print is reconciled by: {expl.text}" if expl else ""))
        if expl:
            self._settle(f, expl.solutions, expl.claims, keep_status=True)
            f.options = expl.options.as_dict()
        else:
            f.computed = _computed(best.chart, best.daytime, c) if best else None

    def _school(self, f: Finding, c: dict) -> bool:
        """The print fails under the base options: whether another school reading (casting or
        課體 options: :func:`school_alternatives`) makes it agree (then ``f`` says which). The
        print only: a seat the words leave open read the other way (:func:`seat_readings`) on
        top of another school is two readings stacked, and hides a planted general (「…終太一將得
        朱雀」, 朱雀 the 用's under day_hours=mao-you: review_round58/rv58_seat_school.txt:3).
        Under the book's own school (its ``base``) the seat reading is tried alone
        (:meth:`_misprint`)."""
        for label, opts, popts, cite in school_alternatives(c, self.base, self.base_patterns):
            with pattern_options(popts):
                osols, _ = _search_any(c, opts, prune=True)
            if osols:
                self._settle(f, osols, c)
                f.status = "school-dependent"
                f.options = dict(opts.as_dict(), **popts)
                plural = "s" if " and " in label else ""
                f.hypothesis = (f"agrees only under the school option{plural} {label} "
                                f"({cite[:160]})")
                return True
        return False

    def _misprint(self, f: Finding, ex: Example, best) -> None:
        """No school reading helps: a usual explanation of a misprint (``printed-error-new``),
        or none (``inconsistent``, with the closest cast)."""
        c = ex.claims
        expl, reading, rc = self._explain(ex, c), None, c
        if expl is None:
            # (a seat the words leave open, read the other way, and then one misprint: 「…為用傳大吉終
            # 小吉將得朱雀」 with 將得 the 用's, a round-56 red-team classic, KR5a9928_000.txt:57;
            # not before an edit the print allows under a school option: the two are one reading
            # and one edit each, and neither is the book's more than the other — KR5a9924_000.txt:65,
            # a school cast, was accused when the seat reading went first)
            for reading, rc in seat_readings(c):
                expl = self._explain(ex, rc)
                if expl:
                    break
        f.explanation = expl
        if expl:
            self._settle(f, expl.solutions, expl.claims, keep_status=True)
            if reading is not None:
                # (the fields of the claims as read: the 用's general agrees once read as the 用's,
                # a round-59 red-team classic, KR5a9922_000.txt:85, its 支上 the one misprint)
                best = _search_any(rc, self.base)[1]
                f.read_as = rc
            f.fields = _fields(best)
            f.status = "printed-error-new"
            f.hypothesis = expl.text if reading is None else f"{reading}; then {expl.text}"
            f.options = expl.options.as_dict()
            return
        f.status = "inconsistent"
        f.computed = _computed(best.chart, best.daytime, c) if best else None
        f.hypothesis = ("no cast satisfies every printed claim and no single usual explanation "
                        "reconciles them; closest cast " + (f.computed or {}).get("notation", "")
                        + " differs in " + ", ".join(k for k, v in f.fields.items()
                                                     if v != "agrees"))

    def _settle(self, f: Finding, sols, c, keep_status=False):
        ch, dt = sols[0].chart, sols[0].daytime
        f.computed = _computed(ch, dt, c)
        f.solutions = [_solution(s, d) for s, d in sols]
        if not keep_status:
            f.status = "agrees" if len(sols) == 1 or every_day(c, sols) else "underdetermined"

    def _explain(self, ex: Example, c: dict, with_options: bool = True) -> Explanation | None:
        """The first usual explanation that reconciles c (:class:`Explanation`).
        Tiers, in order: explanations that keep the printed plate (干上/支上/X加Y/將時) —
        plainly, then under each school option — then those that drop a plate claim. Within
        the winning tier, other single explanations that also work are listed."""
        hyps = [h for h in hypotheses(c, self._others(ex), ex.layout, self._siblings(ex))
                if has_chart_claims(h.claims)]
        fixing = ("gan_shang", "zhi_shang", "plate", "jiang", "hour", "offset")
        # (another stem of the day changes the plate's words as much as a fixing item does: after
        # every edit that keeps them, 002:183 「如丁丑日干上午…支上午」 is 干上's misprint; and never
        # under a school option: two guesses, and on lists of days it named a day the list's 三傳
        # never meant, KR3g9977_019.txt:296, KR3g9979_018.txt:154)
        keep = [h for h in hyps if not (h.path and h.path[0] in fixing and "copied" not in h.text)
                and h.kind != "day_stem"]
        drop = [h for h in hyps if h not in keep]
        alts = [self.base.replace(**{n: v}) for n, v in alternatives(self.base)]
        tiers = [(keep, [self.base])]
        if with_options:
            tiers.append((keep[:40], alts))
        tiers.append((drop, [self.base]))
        if with_options:
            tiers.append(([h for h in drop if h.kind != "day_stem"][:40], alts))
        for group, optsets in tiers:
            found = []
            for h in group:
                for opts in optsets:
                    sols, _ = _search_any(h.claims, opts, prune=True)
                    if sols and _not_an_edit(sols, h.path, c):
                        break       # (the engine prints what it would drop: another's words went)
                    if sols:
                        nd = opts.non_default()
                        label = h.text + "".join(f", under the school option {k}={v}"
                                                 for k, v in nd.items())
                        found.append(Explanation(label + _engine_has(sols, h.path, c), h.claims,
                                                 sols, opts, h))
                        break
                if len(found) >= 4:
                    break
            if found:
                first = found[0]
                if len(found) > 1 and not first.text.startswith("look-alike"):
                    first = first._replace(text=first.text + " (also reconciled by: "
                                           + "; ".join(f.text for f in found[1:]) + ")")
                return first
        return None

def seat_readings(c):
    """(text, claims) for each other reading of a seat the words leave open (grammar.py): 「X臨辰」
    (``jia_chen``) over the day's branch, as 日 is over its stem (KR3g0031_006.txt:726
    「六合臨日太隂臨辰」); 「G臨X」 (``gen_over``) G over the earthly X rather than X carrying G
    (000:58 「青龍臨酉」). A reading, not an edit: tried before any explanation, and a cast it
    fits agrees."""
    yield from _chen_reading(c)
    yield from _over_reading(c)
    yield from _ji_reading(c)
    yield from _end_gen_reading(c)


def _end_gen_reading(c):
    """「…為用中Y終Z將得G」 (grammar.py ``gen_after_end``; ``mid_or_end`` says 終 so when the 中 was
    read apart): G the 用's general rather than the 終's (KR5a9938_000.txt:51, 103, a round-52
    red-team classic in the oldest notation)."""
    forms = c.forms or {}
    tg = list(c.transmission_generals or ())
    form = forms.get("transmission_generals.2")
    if form != "gen_after_end" or len(tg) != 3 or tg[0]:
        return
    if any(u.startswith("a general") and "將得" in u for u in c.unread or ()):
        # (the 用's own general said and unread, 「太沖將得六合中河魁…終太一將得青龍」: G is the
        # 終's — a red-team classic, KR5a9976_000.txt:219, made school-dependent by the reading;
        # only a 將得 of its own, not any unread general: 「…行者不乘白虎」 after the cast,
        # review_round58/rv58_seat_unread.txt:3, lost the reading and a correct cast its verdict)
        return
    new_forms = {k: v for k, v in forms.items() if k != "transmission_generals.2"}
    new_forms["transmission_generals.0"] = form
    yield (f"「將得{tg[2]}」 after the 終 is read as the 用's general, not the 終's",
           c.replace(transmission_generals=[tg[2], tg[1], None], forms=new_forms))


def _ji_reading(c):
    """「X加己」 on a 己 day: 干上 X (jia_stem), or X over 巳, the books writing 己 for 巳
    (witnesses/README.md; KR3g0031_001.txt:368 「己巳日寅加己發用」)."""
    forms = c.forms or {}
    day = c.day or ""
    if forms.get("gan_shang") != "jia_stem" or not day.startswith("己") or c.gan_shang is None:
        return
    x = c.gan_shang
    if (c.plate or {}).get("巳", x) != x:
        return
    new_forms = {k: v for k, v in forms.items() if k != "gan_shang"}
    new_forms["plate.巳"] = "jia_stem"
    yield (f"「{x}加己」 is read as {x} over 巳 (己 for 巳, a look-alike the books write), not over "
           "the day's stem", c.replace(gan_shang=None, plate=dict(c.plate or {}, 巳=x),
                                      forms=new_forms))


def _over_reading(c):
    forms = c.forms or {}
    gr = c.guiren or {}
    if forms.get("guiren") in ("guiren_lin", "guiren_in") and "seat" in gr and "branch" not in gr:
        # 「貴人臨X」: X carrying 貴人, as 「G臨X」 below the other way round; and the oldest notation's
        # 「天一在X順行」, X the branch 天一 is as well as its seat (「登明加寅，天一在丑」 for 甲 by day: a
        # round-98 red-team 科儀, KR5a9847_001.txt:38, ten right casts `unresolved`)
        said = "貴人臨" if forms["guiren"] == "guiren_lin" else "天一在"
        yield (f"「{said}{gr['seat']}」 is read as {gr['seat']} carrying 貴人, not as its seat",
               c.replace(guiren=dict({k: v for k, v in gr.items() if k != "seat"},
                                     branch=gr["seat"])))
    over = [k.split(".", 1)[1] for k, v in forms.items()
            if v == "gen_over" and k.startswith("generals.")]
    if not over:
        return
    gens = dict(c.generals or {})
    ring = dict(c.ring_generals or {})
    for x in over:
        ring[x] = gens.pop(x)
    new_forms = {k: v for k, v in forms.items() if k not in {f"generals.{x}" for x in over}}
    new_forms.update({f"ring_generals.{x}": "gen_over" for x in over})
    said = "、".join(f"{ring[x]}臨{x}" for x in over)
    yield (f"「{said}」 is read as the general over the earthly {'、'.join(over)} (臨 over a seat, "
           "000:195 「貴人臨卯酉」), not as the branch that carries it",
           c.replace(generals=gens or None, ring_generals=ring, forms=new_forms))


def _chen_reading(c):
    forms = c.forms or {}
    day = c.day or ""
    if forms.get("plate.辰") != "jia_chen" or len(day) != 2 or day[1] == "辰":
        return
    if c.hour == "辰" and forms.get("jiang") not in ("jiang", "before_day", "hour_jiang",
                                                     "jiang_hour"):
        return          # (at the hour 辰 with no 將 printed, 「X加辰」 is the 將 over the hour)
    up = c.plate["辰"]
    if c.zhi_shang not in (None, up):
        return
    plate = {k: v for k, v in c.plate.items() if k != "辰"} or None
    new_forms = {k: v for k, v in forms.items() if k != "plate.辰"}
    new_forms["zhi_shang"] = "jia_chen"
    yield (f"「{up}臨辰」 is read over the day's branch {day[1]} (日辰: 辰 the day's branch, 日 "
           "its stem, KR3g0031_006.txt:726 「六合臨日太隂臨辰」), not over the branch 辰",
           c.replace(plate=plate, zhi_shang=up, forms=new_forms))


def _not_an_edit(sols, path, c) -> bool:
    """Whether every cast ``sols`` has the printed value at ``path`` (a 傳 dropped with its 六親,
    hypotheses._with_its_words, where the 六親 alone was wrong): no edit of that item."""
    if not path or path[0] not in ("transmissions", "gan_shang", "zhi_shang"):
        return False
    printed = c.get(path[0])
    printed = printed[path[1]] if path[0] == "transmissions" and printed else printed
    return printed is not None and all(value_at(ch, path) == printed for ch, _ in sols)


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
    bad = [k for k, v in best.fields.items() if not v]
    if claims and "plate" in claims and "plate" in bad:
        ch = best.chart
        det = [f"over {e} printed {h}, cast {BRANCH_NAMES[ch.plate[BRANCH_NAMES.index(e)]]}"
               for e, h in claims["plate"].items()
               if e in BRANCH_NAMES and h in BRANCH_NAMES
               and ch.plate[BRANCH_NAMES.index(e)] != BRANCH_NAMES.index(h)]
        bad = [b if b != "plate" else "plate (" + "; ".join(det) + ")" for b in bad]
    return (f"closest cast {best.chart.notation} differs in {', '.join(bad)}" if bad
            else f"closest cast {best.chart.notation}")

HANGUL_BRANCH = dict(zip(BRANCHES_KO, BRANCH_NAMES))

_HB = f"[{BRANCHES_KO}]"

def korean_scan(examples: list[Example], texts: dict[str, list[str]]) -> dict[str, dict]:
    """The Korean paragraph after each Chinese paragraph with examples, read for what it
    states of them: 三傳 (「삼전 미·묘·해」) and 干上 (「일간 위에 자를 타니」). A value the
    Korean states that no example of the Chinese paragraph prints is reported on the
    paragraph's examples (curated Korean readings take precedence). ``texts``: the lines of
    each source, by file name."""
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

def check_all(examples: list[Example], texts: dict[str, list[str]] | None = None,
              stated: dict | None = None) -> list[Finding]:
    """Check every example; ``texts`` (lines by file name) lets the Korean paragraphs be read;
    ``stated``: the options each file's book states ({file: {option: value}})."""
    ck = Checker(examples, stated=stated)
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


# said after the steps of a chart whose 晝/夜 no claim fixes (its generals are the default's)
UNSTATED_DAYTIME = ("晝/夜 is not stated and no claim depends on it: the generals above are the "
                    "engine's default (晝) and were not checked.")


def derivation(f: Finding) -> list[str]:
    """The engine's explanation (:func:`engine.explain`) of a finding's computed chart, cast
    from its day, offset, 晝/夜 and options; nothing when the finding has no single computed
    chart (no offset: a claim about the day alone) or its options are not casting options
    (a 課體 option such as ``cuo_tuo`` cannot be cast)."""
    comp = f.computed or {}
    if comp.get("day") is None or comp.get("offset") is None:
        return []
    try:
        chart = cast(comp["day"], comp["offset"], comp.get("daytime"), options=f.options or None)
    except ValueError:
        return []
    steps = [str(s) for s in explain(chart)]
    if comp.get("daytime") is None and steps:
        steps.append(UNSTATED_DAYTIME)
    return steps


def _open_note_fits(ex: Example, c: dict, corr: dict, expl: Explanation) -> bool:
    """A note after a whole 三傳 naming no place (variants.OPEN_SAID) whose word is, in every cast
    the print's one-item explanation finds, the 傳 of another place of that 三傳, the one the
    explanation edits: the note gives the word, the cast the place (「三傳子酉辰（一本作申）」: 申
    the 中傳's)."""
    if OPEN_SAID not in (ex.correction or "") or expl.hypothesis is None or not expl.solutions:
        return False
    printed = dict(leaves(c))
    noted = [(p, v) for p, v in leaves(corr) if printed.get(p) != v]
    mine = dict(leaves(expl.claims))
    edit = [p for p in printed if mine.get(p) != printed[p]]
    if len(noted) != 1 or len(edit) != 1 or edit[0][0] != "transmissions" or \
            noted[0][0][0] != "transmissions" or edit[0] == noted[0][0]:
        return False
    k, word = edit[0][1], noted[0][1]
    return all(BRANCH_NAMES[s.chart.transmissions[k]] == word for s in expl.solutions)
