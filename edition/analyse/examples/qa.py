"""A treatise in questions and answers (a round-42 red-team book, tests/data/redteam/
liuren_wenda.txt, a master's answers to a disciple: 「問曰：…」 then 「答曰：…」, follow-ups 「又問：若改作
卯時，又當如何？」):

* a turn (:func:`turns`) runs from its label to the next turn's or a blank line; a cast's words
  that run on over the lines after it stay inside its turn (「問曰：…丙寅日戌將巳時起之。…」 then
  「答曰：非也。…三傳當為子巳戌」, :23-27, were read as one cast whose words contradict each other);
* a question's cast runs on into its answer (「問曰：辛巳日午將寅時，何課？」 then 「答曰：…三傳酉丑巳」,
  :120-122), unless the answer calls it wrong (非也, 不然, 之誤): then the answer's words, read
  with the cast's day, 將 and 時, correct the one cast of the question (a disciple's reckoning, :24; another
  book quoted, 「《心鏡》云：「丁酉日午將戌時…三傳巳酉丑。」」, :50, its 三傳 the answer's, :51; the
  master's earlier slip the disciple recalls, :215-216); one that refuses a school (「不可從…乃別家
  之說也」, :141-142) corrects nothing;
* a follow-up that changes only the hour (「又問：若改作卯時，又當如何？」, :34) is a cast of the day
  and the 將 of the question before it, at that hour, its claims its answer's; not bound with
  certainty (the day and the 將 are the exchange's, not its words').
"""
from __future__ import annotations

from .detect import find_inline
from .vocab import BRANCHES, BV, DAY_SAID
from edition.core.patterns import compiled

_Q = compiled(r"^\s*(?:問曰|問云|又問|或問|再問)[：:，]?")
_A = compiled(r"^\s*(?:答曰|答云|師曰|先生曰)[：:，]?")
_WRONG_WORDS = r"非也|不然|非是|之誤|之訛|誤也|誤矣|(?:傳|將)非"
_WRONG = compiled(_WRONG_WORDS)
# the answer's sentences that are no claim of its own: its refusal (「非也。」), a wrong reading it
# reports (「昔人以為吉者，誤讀三傳申亥寅故也」: a review of the change, review_round42/qa1.txt:4)
_REFUSING = compiled(rf"[^。！？]*?(?:{_WRONG_WORDS}|誤讀|誤以|誤作|誤排|誤取"
                          r"|昔人|或以|或謂|俗本|俗以|他書|人多)[^。！？]*(?:[。！？]|$)")
_SHOULD = compiled(rf"(?:三傳)?(?:當作|當為|應作|應為|當是)(?=[{BV}]{{3}}(?![{BV}]))")
_FOLLOW_JIANG = compiled(rf"([{BV}])將")
_SCHOOL = compiled(r"不可從|別家|他家|一家之說|不從")
_FOLLOW = compiled(rf"^\s*(?:又問|再問)[：:，]?(?:若|如)(?:改|更|換)?(?:作|為|以)?(?P<h>[{BV}])時")
WHY = ("a follow-up question at line {n}: the day and the 將 of the cast at line {k}, the hour "
       "its own, its claims its answer's (lines {a}–{b})")


def turns(lines: list[str]) -> dict[int, tuple[str, int, int]]:
    """Each line of a question's or an answer's turn → (q or a, its first line, its last); none
    where the book has fewer than three of each."""
    heads = [(n, "q" if _Q.match(t) else "a") for n, t in enumerate(lines, 1)
             if _Q.match(t) or _A.match(t)]
    if sum(k == "q" for _, k in heads) < 3 or sum(k == "a" for _, k in heads) < 3:
        return {}
    out = {}
    for i, (n, kind) in enumerate(heads):
        stop = heads[i + 1][0] - 1 if i + 1 < len(heads) else len(lines)
        end = next((k - 1 for k in range(n + 1, stop + 1) if not lines[k - 1].strip()
                    or lines[k - 1].lstrip().startswith("【")), stop)
        for k in range(n, end + 1):
            out[k] = (kind, n, end)
    return out


def turn_end(turn: dict, lines: list[str], n: int) -> int | None:
    """The last line a cast at line ``n`` runs on to (module doc: its turn's, or for a question
    its answer's unless the answer refuses it), or None where the line is in no turn."""
    if n not in turn:
        return None
    kind, _, end = turn[n]
    ans = answer(turn, n)
    return ans[1] if kind == "q" and ans is not None and not refuses(lines, ans) else end


def answer(turn: dict, n: int) -> tuple[int, int] | None:
    """The answer's turn (first line, last) after the question's at line ``n``, or None."""
    kind, _, end = turn.get(n, ("", 0, 0))
    nxt = turn.get(end + 1)
    return (nxt[1], nxt[2]) if kind == "q" and nxt and nxt[0] == "a" else None


def refuses(lines: list[str], ans: tuple[int, int]) -> bool:
    """Whether an answer calls its question's cast wrong (非也, 不然, 之誤 …)."""
    return bool(_WRONG.search(_words(lines, ans)))


def _words(lines: list[str], turn: tuple[int, int]) -> str:
    return "".join(lines[k - 1] for k in range(turn[0], turn[1] + 1))


def exchange_fixes(lines: list[str], out: list[dict], turn: dict) -> None:
    """An answer's correction of its question's cast, and the follow-ups' casts (module doc)."""
    for a in sorted({v[1] for v in turn.values() if v[0] == "q"}):
        ans, b = answer(turn, a), turn[a][2]
        if ans is None:
            continue
        follow = _FOLLOW.match(lines[a - 1])
        if follow:
            _follow_up(lines, out, (a, b), ans, follow)
            continue
        words = _words(lines, ans)
        mine = [r for r in out if a <= r["line"] <= b]
        wrong = _WRONG.search(words)
        if len(mine) != 1 or not wrong or _SCHOOL.search(words) or mine[0].get("corrected"):
            continue
        if DAY_SAID.search(words):
            continue             # (an answer that speaks of another day: its words are not this cast's)
        got = _read_with(mine[0]["claims"], words)
        whole = {k: got[k] for k in _FIELDS if got is not None and got.get(k) and None not in got[k]}
        if any(v != mine[0]["claims"].get(k) for k, v in whole.items()):
            fixed = {**mine[0]["claims"], **whole}
            for r in [mine[0]] + _recalled(out, mine[0]):
                r["corrected"] = fixed
                r["correction"] = f"the answer at line {ans[0]}: 「{wrong.group(0)}」"


# (each whole: a 三傳 or its three generals, not one 傳 read of three, 「…中末皆乘…」 alone: a review)
_FIELDS = ("transmissions", "transmission_generals")


def _read_with(c: dict, words: str) -> dict | None:
    """The claims an answer's words make of the cast ``c`` (its day, 將 and 時 said before
    them), or None."""
    if not (c.get("day") and c.get("jiang") and c.get("hour")):
        return None
    said = _REFUSING.sub("", words[words.find("：") + 1:])   # (「非也。」: no claim of the answer's)
    said = _SHOULD.sub("三傳", said)       # (「三傳當作未卯亥」, 「當作巳丑酉」: the answer's own 三傳)
    text = f"{c['day']}日{c['jiang']}將{c['hour']}時，" + said
    got = [x for s, _, x in find_inline(text) if s == 0]
    if not got or got[0].get("jiang") != c["jiang"] or got[0].get("hour") != c["hour"]:
        return None
    # (an answer that casts again on another plate, 「課則不誤，將則誤矣…戌加巳」: no correction of
    # this cast, liuren_wenda.txt:158-160)
    off = (BRANCHES.index(c["jiang"]) - BRANCHES.index(c["hour"])) % 12
    if any((BRANCHES.index(up) - BRANCHES.index(lo)) % 12 != off
           for lo, up in (got[0].get("plate") or {}).items() if lo in BRANCHES and up in BRANCHES):
        return None
    return got[0]


def _recalled(out: list[dict], r: dict) -> list[dict]:
    """The casts before ``r`` that it recalls: the same day, 將, 時 and 三傳 (「先生舉乙亥日酉將丑時，
    書三傳午卯亥」, :215, of :136-137)."""
    key = ("day", "jiang", "hour", "transmissions")
    return [x for x in out if x["line"] < r["line"] and x.get("corrected") is None
            and all(x["claims"].get(k) == r["claims"].get(k) for k in key)]


def _follow_up(lines, out, q: tuple[int, int], ans: tuple[int, int], m) -> None:
    if any(q[0] <= r["line"] <= ans[1] and r["claims"].get("day") for r in out):
        return
    # (the cast of the exchange it follows: its question's, or a follow-up's before it; one that
    # says no 將 carries no plate)
    first = max((k for k in range(1, q[0]) if _Q.match(lines[k - 1])
                 and not _FOLLOW.match(lines[k - 1])), default=0)
    before = sorted((r for r in out if first <= r["line"] < q[0] and r["claims"].get("day")
                     and r["claims"].get("jiang")), key=lambda r: r["line"])
    if not before:
        return
    prev = before[-1]
    # (its own 將 where it names one, 「若改作卯時，而以酉將加之」: a review of the change)
    own = _FOLLOW_JIANG.search(lines[q[0] - 1], m.end())
    c = _read_with({**prev["claims"], "hour": m["h"], "jiang": own[1] if own else
                    prev["claims"]["jiang"]}, _words(lines, ans))
    if c is None:
        return
    c = dict(c)
    c["binding"] = {"certain": False, "polarity": "asserted", "why": WHY.format(
        n=q[0], k=prev["line"], a=ans[0], b=ans[1])}
    out.append({"line": q[0], "start": m.start("h"), "end": m.end(), "kind": "inline",
                "claims": c, "name": "", "origin": "detector", "note": ""})


__all__ = ["answer", "exchange_fixes", "refuses", "turn_end", "turns"]
