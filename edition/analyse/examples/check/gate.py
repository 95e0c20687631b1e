"""Flag only what is certain: the last step of every verdict (:func:`weigh`).

``printed-error-new`` (and ``inconsistent``) accuse the book. They stand only when all of
these hold; otherwise the verdict is ``unresolved`` and says what could not be decided and
what was considered:

* the cast's claims are bound to it with certainty (claim ``binding``, :mod:`..prose`: one day
  written with its claims; a figure; not a list's shared clause, an alternative, a quotation),
  and its words are read whole (no claim ``unread``: a claim word no form read may be where the
  reading went astray);
* every claim the explanation edits was read by a form whose roles are unambiguous
  (:data:`..grammar.FORMS` ``certain``) and printed, not inferred (a 將 from a month is not a
  printed item: KR5a0297_000.txt:39 prints 二月, not 戌);
* the explanation is an edit of printed words that the passage supports: one item, a 將/時
  swap, a look-alike, a ring copied from a neighbour, 晝/夜 swapped, a column of a compressed
  entry, a day's stem against the other days of the set it is named in (all of one other stem:
  hypotheses._sibling_stem) — and with it exactly one cast agrees under the default options (the rest of the
  passage fixes it). A guess the passage does not support (the day off by one) and a 課名 the
  book may define in its own words (the 課名 is not the engine's) never accuse, nor does a
  print whose other claims agree once its 課名 is set aside (the edit would only serve the name);
* the edit is not a **reading** of the glyph registry (engine/lexicon.py: 戊 in a 傳 slot is
  戌, 巳/已 in a stem slot is 己, 已 and 己 in a branch slot are 巳): a reading is reported as
  such and the verdict is the reading's.

``agrees`` needs every claim in the cast's words to be read: a cast whose words hold claim
words no form read (claim ``unread``) is ``partial`` and lists them.

A claim the book **rejects** (claim ``rejected``: 「豈可以戌為初傳乎」, 「…者非也」, a statement
refuted after 殊不知) is checked as rejected: when the engine gives exactly what the book
refuses, the verdict is ``school-dependent`` with the option that avoids it, or ``unresolved``
saying that the book's rule is not modelled — never ``agrees``.
"""
from __future__ import annotations

from engine import Options
from engine import lexicon as lx
from engine.generals import GENERAL_NAMES
from engine.values import BRANCH_NAMES as BRANCHES

from ..grammar import FORM_BY_NAME
from ..model import Claims
from .claims import DEFAULT, alternatives, every_day
from .hypotheses import leaves
from .search import _search_any

ACCUSING = ("printed-error-new", "inconsistent")
# kinds of explanation that edit printed words and may accuse (hypotheses.KINDS)
EDITS = ("swap", "lookalike", "copied", "day_stem", "daytime", "drop_item", "drop_claim", "column",
         "sibling")
# claims that never accuse alone: names the book may define itself, and what it infers
NEVER_ACCUSED = ("names", "patterns", "method")
# how the day clause gives a field (prose._cast_claims): printed, or inferred
PRINTED_FORMS = {"before_day": True, "list_direct": True, "month": False, "term_jiang": False,
                 "month_jiang_over_hour": False, "topic": False, "after_commentary": False,
                 "diagram_partial": False, "diagram_head_general": True, "diagram_head_second": True,
                 "case_jiang": False,
                 "earlier_cast": False, "pair_back": True}
_NOT_PRINTED_WHY = {"after_commentary": "{key} is read after the cast's commentary (prose.py "
                                        "_late_claims), not bound with certainty",
                    "diagram_partial": "{key} is the last group of a 課式 without its 第二/第三課 "
                                       "(diagram.py): it may be 第二課's",
                    "case_jiang": "{key} is the case's, not written with the cast asked again",
                    "earlier_cast": "{key} is the cast's before it (前例), not written again"}
# readings of the glyph registry (engine/lexicon.py), by slot: (printed, read). Where the slot
# is fixed by a figure, a look-alike is reported as a reading too (issue 17: "a look-alike
# reported as a reading"): it can be nothing else there (申 in a 課式's stem place,
# KR3g0031_006.txt:147 and :778; 甲 or 末 in a 課式's cell). In running text a look-alike may
# be a word of its own (末, the last) and stays a misprint to weigh; a compressed entry's
# columns are found by their shape (000:27), so its cells are not fixed either.
# A 傳 slot is fixed by the word 三傳 before the three (「三傳亥午牛」): a branch's look-alike
# there (牛 for 午, 末 for 未, 了 for 子) can be no word of its own, and is a reading too (a
# round-35 red-team book, raw OCR of a lithograph: 「三傳亥午牛」 was accused, liuren_ocr.txt:93)
READINGS = {"branch": set(lx.glyphs("branch", "reading").items()),
            "transmission": set(lx.glyphs("transmission", "reading").items())
            | set(lx.glyphs("branch", "lookalike").items()),
            "stem": set(lx.glyphs("stem", "reading", "lookalike").items()),
            "cell": set(lx.glyphs("cell", "reading", "lookalike").items())}
_FIGURES = ("full", "compressed", "diagram", "jinkou")


def _key(path) -> str:
    """The ``forms`` key of a claim path (``("transmissions", 0)`` → ``transmissions.0``)."""
    k = path[0]
    if k == "generals_key":
        return f"generals.{path[1]}"
    if k in ("transmissions", "lessons", "plate") and len(path) > 1:
        return f"{k}.{path[1]}"
    return k


def _slot(path) -> str:
    k = path[0]
    if k == "transmissions":
        return "transmission"
    if (k == "day" and path[1] == 0) or (k == "lessons" and path[1:] == (0, "lower")):
        return "stem"
    return "branch"


def reading_of(expl, ex_claims: Claims, kind: str = "") -> str | None:
    """The registry reading an explanation amounts to, if it is one (module doc): the value
    printed at the path it edits (``ex_claims``) and the value it reads there."""
    h = expl.hypothesis if expl is not None else None
    if h is None or h.kind != "lookalike" or not h.touched:
        return None
    path = h.touched[0]
    printed, read = dict(leaves(ex_claims)).get(path), dict(leaves(h.claims)).get(path)
    slot = _slot(path)
    readings = READINGS[slot]
    if kind == "diagram" and slot in ("branch", "transmission"):
        # a 課式's ring, 課 and 三傳 cells are the figure's branch cells
        readings = readings | READINGS["cell"]
    if (printed, read) in readings:
        return f"{printed} in a {slot} slot is read {read} (a reading, not an error)"
    return None


def _certain_field(ex, key: str) -> tuple[bool, str]:
    forms = ex.claims.forms
    if forms is None:                       # a figure, or the plain detector's reading
        return True, ""
    name = next((forms[k] for k in forms if k == key or k.startswith(key + ".")), None)
    if name is None:
        return True, ""                     # the day itself
    if key == "jiang" and _plate_prints_jiang(ex):
        # (a month's 將 that the 將加時 printed too confirms: 「三月癸卯日夜半從魁加子」, a round-54
        # red-team classic, KR5a9932_001.txt:29, held a planted 用 unresolved)
        return True, ""
    if name in PRINTED_FORMS:
        ok = PRINTED_FORMS[name]
        return ok, "" if ok else _NOT_PRINTED_WHY.get(
            name, "{key} is inferred ({name}), not printed").format(key=key, name=name)
    form = FORM_BY_NAME.get(name)
    if form is not None and not form.certain:
        return False, f"{key} was read by the form {name}, whose roles are ambiguous"
    return True, ""


def _plate_prints_jiang(ex) -> bool:
    """The 將 over the hour is printed as a placement read with certainty (「從魁加子」 at 子時)."""
    c = ex.claims
    forms = c.forms or {}
    plate = c["plate"] if "plate" in c else None
    hour = c["hour"] if "hour" in c else None
    jiang = c["jiang"] if "jiang" in c else None
    if not (plate and hour and jiang) or plate.get(hour) != jiang:
        return False
    form = FORM_BY_NAME.get(forms.get(f"plate.{hour}", ""))
    return form is not None and form.certain


def doubts(ex, expl, status: str = "printed-error-new",
           base: Options = DEFAULT, stated: dict | None = None) -> list[str]:
    """Why an accusation would not be certain ([] when it is). ``inconsistent`` (no single edit
    reconciles the print) stands when every chart claim was read with certainty. ``base``: the
    options the checker starts from (the defaults, or the book's school); ``stated``: those the
    book states in its own words ({option: value}, :mod:`..stated`)."""
    out = []
    b = ex.claims.binding
    if b and not b.get("certain", True) and ex.kind not in _FIGURES:
        out.append(f"the claims are not bound to one cast with certainty ({b.get('why')})")
    # a cast not read whole may be misbound too; not for a 課名 alone, which never accuses and
    # names no cell (a red-team book: 「螣蛇為遊子」, 「旬丑為旬奇」 held planted errors unresolved)
    unread = [u for u in ex.claims.unread or () if not u.startswith("課名")]
    if unread:
        out.append("its words hold claim words no form read (" + ", ".join(unread) + ")")
    # the other 晝/夜, claims read by uncertain forms, a 課式's head general of another layout
    out += [x for x in (_other_daytime(ex, base, stated), _on_uncertain_claims(ex, base),
                        _head_general(ex, expl)) if x]
    h = expl.hypothesis if expl is not None else None
    if h is None:
        if status != "inconsistent":
            out.append("no single edit of the print reconciles it")
        for key in ex.claims.forms or {}:
            ok, why = _certain_field(ex, key)
            if not ok:
                out.append(why)
        return out
    if h.kind not in EDITS:
        out.append(f"the explanation ({h.kind.replace('_', ' ')}) is not supported by the "
                   "passage")
    if expl.options != base:
        out.append("the edit needs a school option too")
    if len(expl.solutions) != 1 and not every_day(ex.claims, expl.solutions):
        out.append(f"with it {len(expl.solutions)} casts agree, not one")
    forms = ex.claims.forms or {}
    if forms.get("jiang") == "term_jiang" and any(p[0] in ("hour", "jiang") for p in h.touched):
        # (the 將 a solar term gives, against the hour: the term is printed too, and either may be
        # the misprint — 「時值小滿後」 for 處暑後, a review of the round-63 mends,
        # review_round63/rv63_term.txt:11, where the hour was blamed)
        out.append("the hour and the solar term that gives the 將 disagree: either may be misprinted")
    for path in h.touched:
        if path[0] in NEVER_ACCUSED:
            out.append(f"the {path[0]} may be the book's own definition")
            continue
        ok, why = _certain_field(ex, _key(path))
        if not ok:
            out.append(why)
        elif path[0] == "guiren" and not _same_tianyi(ex, expl):
            out.append("the 天一's branch may be the book's own rule of the 貴人")
    return out


def _same_tianyi(ex, expl) -> bool:
    """The 天一 the print names (its branch) is the cast's: only its seat or course is at
    stake (「天一在傳送臨未順行」, grammar ``guiren_seat_full``), not the book's rule of the 貴人."""
    g = ex.claims.guiren or {}
    if "branch" not in g or not expl.solutions:
        return True
    ch = expl.solutions[0].chart
    return g["branch"] in BRANCHES and BRANCHES.index(g["branch"]) == ch.guiren


def _head_general(ex, expl) -> str:
    """'' unless a 課式's head general (form ``diagram_head_general``: at the head of its 第二/第三課
    group, 第三課's in 六壬大全's figures, diagram.py) is, in the cast the explanation finds, the
    general of 第二課's upper and not of 第三課's: another hand's layout (a red-team book of 占驗
    records meant it as 第二課's, and five correct figures were accused), not an error."""
    c = ex.claims
    heads = [k.split(".", 1)[1] for k, v in (c.forms or {}).items() if v == "diagram_head_general"]
    ls = c["lessons"] if "lessons" in c else None
    second = (ls[1] or {}).get("upper") if ls and len(ls) > 1 and ls[1] else None
    if not heads or expl is None:
        return ""
    gens = c["generals"] if "generals" in c else {}
    if not second or second not in BRANCHES:
        # (第二課's upper lost, □: whose the head general is cannot be told, 「(白□亥/  亥申)」 in
        # another hand's layout, a round-83 red-team draft — the checker failed on None, then
        # accused the figure)
        if any(gens.get(x) != GENERAL_NAMES[s.chart.generals[BRANCHES.index(x)]]
               for x in heads for s in expl.solutions):
            return ("the 課式's head general may be 第二課's (its upper unread) as well as 第三課's: "
                    "another hand's layout cannot be ruled out")
        return ""
    for x in heads:
        g = gens.get(x)
        for s in expl.solutions:
            on = s.chart.generals
            if GENERAL_NAMES[on[BRANCHES.index(second)]] == g != GENERAL_NAMES[on[BRANCHES.index(x)]]:
                return (f"the 課式's head general {g} is 第二課 {second}'s in the cast, not 第三課 "
                        f"{x}'s: another hand's layout (diagram.py reads it as 第三課's, "
                        "六壬大全's)")
    return ""


GENERAL_KEYS = ("generals", "transmission_generals", "guiren")


def without_key(c: Claims, key: str) -> Claims:
    """``c`` without the claim of one ``forms`` key (``generals.酉``: that branch's general;
    ``transmissions.0``: the 初傳, the others kept; ``gan_shang``: the whole claim)."""
    k, _, sub = key.partition(".")
    if k not in c:
        return c
    v = c[k]
    if sub and isinstance(v, dict):
        return c.replace(**{k: {a: b for a, b in v.items() if a != sub} or None})
    if sub.isdigit() and isinstance(v, (list, tuple)):
        w = [None if i == int(sub) else x for i, x in enumerate(v)]
        return c.replace(**{k: w if any(x is not None for x in w) else None})
    return c.replace(**{k: None})


def _on_uncertain_claims(ex, opts0: Options = DEFAULT) -> str:
    """'' unless the claims read with certainty agree by themselves under ``opts0``: then the
    disagreement rests on a name the book may define in its own words (:data:`NEVER_ACCUSED`:
    「…為斬關課」 on a chart that is not the engine's 斬關, which another 將 would make one),
    or on a claim read by a form whose roles are ambiguous (「夜占酉乘螣蛇」: whose general is
    whose), whatever edit elsewhere (a 將/時 swap) would also reconcile it. (A value inferred by a
    rule, the month's 將, stays: it is never edited, 月將 before 中氣 aside.)"""
    c = ex.claims
    weak = [k for k in NEVER_ACCUSED if k in c]
    forms = c.forms or {}
    doubtful = [k for k in forms if forms[k] not in PRINTED_FORMS and not _certain_field(ex, k)[0]]
    if not weak and not doubtful:
        return ""
    rest = c.chart().without(*weak)
    for key in doubtful:
        rest = without_key(rest, key)
    sols, _ = _search_any(rest, opts0, prune=True)
    if not sols:
        return ""
    said = [f"the {'/'.join(weak)} it names, which the book may define in its own words"] if weak \
        else []
    said += [f"{', '.join(doubtful)}, read by a form whose roles are ambiguous"] if doubtful else []
    return "its claims read with certainty agree without " + " and ".join(said)


# the hours that are 晝 or 夜 by any count of the 晝 hours (卯…申, 辰…酉, 卯…酉, and 寅 at sunrise
# in summer, 003:504): only the twilight hours 寅卯辰 申酉戌 may be counted either way
_CLEAR_HOURS = frozenset("巳午未亥子丑")


def _other_daytime(ex, opts0: Options = DEFAULT, stated: dict | None = None) -> str:
    """'' unless the print names generals, does not write 晝/夜, and agrees under the other
    晝/夜: then its 晝/夜 was inferred from the hour by a convention (option ``day_hours``), and
    the disagreement is the convention's, not the print's (KR3g0031_003.txt:504 uses the 晝
    貴人 at 寅時 in 正月). Searched under ``opts0``, the checker's base. Not when the book
    states its count of the 晝 hours (``stated``) and ``opts0`` counts so (:mod:`..stated`:
    「卯至申為晝」)."""
    c = ex.claims
    if "daytime" in c or not any(k in c for k in GENERAL_KEYS):
        return ""
    if (stated or {}).get("day_hours") == opts0["day_hours"]:
        return ""
    if c.get("hour") in _CLEAR_HOURS:
        return ""       # (巳午未 are 晝 and 亥子丑 夜 by every count: a red-team book's 巳時)
    base = c.chart()
    for dt in (True, False):
        sols, _ = _search_any(base.replace(daytime=dt), opts0, prune=True)
        if sols:
            return (f"the print agrees if its hour is counted as {'晝' if dt else '夜'}: 晝/夜 is "
                    "not written, and the book's count of the 晝 hours may not be the option "
                    "day_hours")
    return ""


def weigh(checker, f, ex, expl) -> None:
    """Apply the module's rules to a finding (in place). ``expl``: the explanation the verdict
    rests on, if any."""
    r = reading_of(expl, ex.claims, ex.kind)
    if r and f.status in ACCUSING:
        f.status = "agrees" if len(f.solutions) == 1 else "underdetermined"
        f.hypothesis = r
        return
    if f.status in ACCUSING:
        why = doubts(ex, expl, f.status, checker.base, checker.stated.get(ex.source))
        if why:
            was = f.status
            f.status = "unresolved"
            f.why = ("not decided (" + "; ".join(why) + ")"
                     + (f"; considered: {f.hypothesis}" if f.hypothesis else "")
                     + f"; it would have been {was}")
    _rejected(f, ex, checker.base)
    un = ex.claims.unread
    if un and f.status == "agrees":
        f.status = "partial"
        f.why = "agrees on the claims read; not read: " + ", ".join(un)
    elif un:
        f.why = ((f.why + "; ") if f.why else "") + "not read: " + ", ".join(un)


def _claims_with(c: Claims, rej: dict) -> dict:
    """The claims about the chart ``c`` with the claims ``rej`` a book rejects put in (of the
    三傳, the places it names; ``c``'s elsewhere), as a new dict."""
    out = dict(c.chart())
    for k, v in rej.items():
        if k == "transmissions":
            cur = list(out.get(k) or [None, None, None])
            out[k] = [x if x is not None else cur[i] for i, x in enumerate(v)]
        else:
            out[k] = v
    return out


def _rejected(f, ex, opts0: Options = DEFAULT) -> None:
    """A rejected claim that the engine gives (module doc), under the options ``opts0`` (the
    defaults, or the book's school) and, to avoid it, one other option value."""
    rejs = ex.claims.rejected or []
    if not rejs or f.status not in ("agrees", "underdetermined", "partial"):
        return
    # the claims as read for the verdict (another reading of an open seat, when it rests on one)
    base = (f.read_as or ex.claims).chart()
    for rej in rejs:
        sols, _ = _search_any(_claims_with(base, rej["claims"]), opts0)
        if not sols or len(sols) != len(f.solutions or sols):
            continue                         # the engine does not give what is refused
        said = f"the book rejects 「{rej['text']}」 ({rej['polarity']}), which the engine gives"
        # a refused 晝/夜 (「俗師以酉時為夜用夜貴…」, a red-team book whose school counts 酉 a day
        # hour): what the hour is, is the school's question, tried first, the 晝/夜 left to it
        hour_said = "daytime" in rej["claims"] and "hour" in base
        alts = sorted(alternatives(opts0), key=lambda nv: not (hour_said and nv[0] == "day_hours"))
        for name, value in alts:
            opts = opts0.replace(**{name: value})
            rc = dict(rej["claims"])
            if hour_said and name == "day_hours":
                rc.pop("daytime")
            ok, _ = _search_any(base, opts, prune=True)
            bad, _ = _search_any(_claims_with(base, rc), opts, prune=True)
            if ok and not bad:
                f.status = "school-dependent"
                f.options = opts.as_dict()
                f.hypothesis = f"{said}; the school option {name}={value} avoids it"
                return
        f.status = "unresolved"
        f.why = f"{said}; no school option avoids it: the book's rule is not modelled"
        f.options = opts0.as_dict()
        return
