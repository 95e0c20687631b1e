"""A book's own definitions of its 課 names, read from its words and compiled into tests.

A book that teaches the 課體 defines each in one sentence, 「凡課…為X課」, most often as the
first paragraph under a heading 「X課」 (六壬大全 KR3g0031_006.txt:228-229 「斵輪課 / 凡課卯加庚或加辛
為用曰斵輪課」). The engine's rule of the same name (:mod:`engine.patterns`) follows the bundled
000's chapter; another book may define the name otherwise. A cast the book names X is then
checked against **the book's** definition as well (issue 17 §4): under the book's school the
book's definition decides (:func:`.claims_extra.pattern_test`), and a definition that could not
be compiled is reported as such, never used to accuse.

:func:`find` finds the definitional sentences of a witness's passages; :func:`compile_clause`
reads the condition between 凡(課) and 為X課 with a table of atoms (:data:`ATOMS`), each a form
of words with a test on the chart's facts (:mod:`engine.patterns.facts`) and the passage it was
taken from. A clause is **compiled** only when its atoms read all of it but the connecting words
(:data:`FILLERS`); otherwise its unread words are kept and the definition is not used.

Atoms (each cited where the form is read):

* ``plate`` — X加Y (or X加Y或加Z) with an optional role: 卯 over 庚's 寄宮 (申) or 辛's (戌) as
  初傳 (006:229 「卯加庚或加辛為用」); 魁罡 over the day's stem or branch as 初傳 (006:643
  「魁罡加日辰發用」); 戌 over 己/巳 as 中傳 (006:171 「戌加己中傳」, the same passage reads its
  己 as 巳: 「已太乙也為爐」);
* ``role`` — X為用 / X發用 / 初傳X為用 (006:1301 「初傳卯酉為用」, 006:128 「勝光為用」);
* ``meets`` — 遇X Y: each in the 三傳 (006:128 「遇太冲神后」);
* ``rides`` — 乘G: the general on the subject just named (else the 初傳), one of those given
  (006:1301 「將乘后合」);
* ``all`` — 三傳皆土/孟/仲/季 (006:933 「三傳皆土」, 006:1006 「三傳皆仲」);
* ``course`` — 天乙順行/逆行 (005:1081 「天乙順行」);
* ``day`` — 四仲日 and its kin, 陽日/陰日 (006:1006 「凡四仲日占」);
* ``days`` — a list of days (000:191 「凡戊子、戊午…辛酉十日為九丑日」), or of the day's branch
  (000:183 「卯酉日占」);
* ``state`` — 旺相 / 有氣 / 囚死 / 休囚 of the subject (else the 初傳) in the cast's season
  (005:1081 「旺相氣發用」), undecided without a season;
* ``seat`` — 貴人 臨 X: its earthly seat (000:195 「貴人臨卯酉」);
* ``front`` — 日辰 居前/在後 of 貴人, with 有氣 the day's stem and branch 旺相 (005:1081
  「日辰有氣居前」, 000:179 「日辰在後」).

A punctuated book says the name again after its clause (000:195 「貴人臨卯酉為歷德」): the
clause stops there. 乘 takes its subject before it (000:119 「太歲月將，乘天乙而發用」: 太歲 or 月將
rides 天乙 and is the 初傳), and 乘吉將 the auspicious generals (000:107).

Terms that name a branch by the day or the date: 旬首, 旬尾 (006:749), 太嵗, 月建, 月將 (005:1310);
by the chart: 干上神/日上神/日神, 支上神/辰上神, 干支上神 (000:195), 用神 (the 初傳, 000:107);
by class: 孟神, 仲神, 季神 (000:203);
a term the cast does not give (太嵗 without a year) leaves the atom undecided (None), and an
undecided test never refutes.
"""
from __future__ import annotations

from dataclasses import dataclass

import regex

from engine import lexicon as lx
from engine.patterns.facts import SI_JI, SI_MENG, SI_ZHONG
from engine.patterns.seasons import STATE
from engine.values import BRANCH_ELEMENT, LODGING
from edition.core.patterns import compiled

# words that join the atoms of a clause and say nothing themselves
FILLERS = frozenset("凡凢課卦之而及又併并者更也的得遇值逢其與有，、")
ELEMENTS = "木火土金水"

_BR = lx.BRANCHES
_JIANG = lx.jiang_names()
# terms naming one or more branches (longest first in the patterns)
_FIXED_TERMS: dict[str, tuple[int, ...]] = {
    **{b: (i,) for i, b in enumerate(_BR)},
    **{w: (v,) for w, v in _JIANG.items() if len(w) >= 2},
    "魁罡": (_JIANG["魁"], _JIANG["罡"]), "罡魁": (_JIANG["罡"], _JIANG["魁"]),
    # the four groups (006:1007 「四仲加日辰」)
    "四孟": tuple(sorted(SI_MENG)), "四仲": tuple(sorted(SI_ZHONG)), "四季": tuple(sorted(SI_JI)),
    # 孟神 (005:299 「以寅申巳亥孟神用」; 000:203 「孟神發用」), 仲神, 季神
    "孟神": tuple(sorted(SI_MENG)), "仲神": tuple(sorted(SI_ZHONG)), "季神": tuple(sorted(SI_JI)),
}
# terms the day or the date gives: 旬首 (and its 儀, 005:1224 「旬首之儀」: 甲子旬用子 …), 旬尾
# (006:749), 旬丁 (006:933-934: the branch the 旬's 丁 falls on), 天馬 (006:935 「正月起午順行六
# 陽位」), 太嵗 月建 月將 (005:1280, :1310)
_DATE_TERMS = ("旬首之儀", "旬儀", "旬首", "旬尾", "旬丁", "天馬", "太嵗", "太歲", "月建", "月將",
               # and the chart's own: the uppers over the day's stem and branch (000:195 「干支上神
               # 發用」, 005:798 「以日神為用」), the 初傳 (用神: 000:107 「用神日辰旺乘吉將」)
               "日辰上神", "干支上神", "干上神", "日上神", "支上神", "辰上神", "日神", "用神")
DING = lx.STEMS.index("丁")
_TERM = "|".join(sorted([*map(regex.escape, _FIXED_TERMS), *_DATE_TERMS], key=len, reverse=True))
_TERMS = rf"(?:(?:{_TERM})(?:或|及|與)?)+"
_SEAT = rf"(?:日辰|干支|日|干|支|[{lx.STEMS}已]|{_TERM})"
_GEN = lx.general_names("cell")
_GENS = "|".join(sorted(map(regex.escape, _GEN), key=len, reverse=True))
_ROLE = r"(?P<role>為用|發用|作用|為初傳|初傳|中傳|末傳|入傳|發用或入傳|為用或入傳)?"


def _terms(text: str) -> list[str]:
    return regex.findall(_TERM, text)


def _term_values(term: str, f) -> tuple[int, ...] | None:
    """The branches a term names on chart facts ``f`` (None: the cast does not give it)."""
    if term in _FIXED_TERMS:
        return _FIXED_TERMS[term]
    if term == "旬丁":
        return tuple(b for b in range(12) if f.dun[b] == DING)
    if term == "天馬":
        return None if f.month is None else ((6 + 2 * (f.month - 2)) % 12,)
    if term in ("日辰上神", "干支上神"):
        return (f.over(f.lodging), f.over(f.branch))
    v = {"旬首": f.xun_shou, "旬首之儀": f.xun_shou, "旬儀": f.xun_shou, "旬尾": f.xun_wei,
         "太嵗": f.year, "太歲": f.year, "月建": f.month, "月將": f.jiang,
         "干上神": f.over(f.lodging), "日上神": f.over(f.lodging), "日神": f.over(f.lodging),
         "支上神": f.over(f.branch), "辰上神": f.over(f.branch), "用神": f.trans[0]}[term]
    return None if v is None else (v,)


def _seat_values(seat: str, f) -> tuple[int, ...] | None:
    if seat in ("日", "干"):
        return (f.lodging,)
    if seat == "支":
        return (f.branch,)
    if seat in ("日辰", "干支"):
        return (f.lodging, f.branch)
    if seat in lx.STEMS:
        s = lx.STEMS.index(seat)
        # 己 and 已 are one glyph in the prints: 己's 寄宮 or the branch 巳 (006:171)
        return (LODGING[s], 5) if seat == "己" else (LODGING[s],)
    if seat == "已":
        return (5, LODGING[5])
    return _term_values(seat, f)


@dataclass(frozen=True)
class Atom:
    """One condition of a definition: its kind, the words it read and their span."""
    kind: str
    words: str
    args: tuple
    span: tuple[int, int]

    def holds(self, f, last: tuple[int, ...] | None) -> bool | None:
        return _TESTS[self.kind](self, f, last)


def _subjects(words: str, f) -> tuple[int, ...] | None:
    out: list[int] = []
    for t in _terms(words):
        v = _term_values(t, f)
        if v is None:
            return None
        out += v
    return tuple(out)


def _role_ok(role: str, x: int, f) -> bool:
    if not role:
        return True
    if role in ("為用", "發用", "作用", "為初傳", "初傳"):
        return f.trans[0] == x
    if role == "中傳":
        return f.trans[1] == x
    if role == "末傳":
        return f.trans[2] == x
    return x in f.trans


def _seats(names, f) -> list[int] | None:
    """The earthly seats ``names`` give on chart facts ``f`` (None: one the cast does not give)."""
    seats: list[int] = []
    for s in names:
        v = _seat_values(s, f)
        if v is None:
            return None
        seats += v
    return seats


def _t_plate(a: Atom, f, last) -> bool | None:
    xs = _subjects(a.args[0], f)
    seats = _seats(a.args[1], f)
    if xs is None or seats is None:
        return None
    return any(f.under(x) in seats and _role_ok(a.args[2], x, f) for x in xs)


def _t_role(a: Atom, f, last) -> bool | None:
    xs = _subjects(a.args[0], f)
    return None if xs is None else any(_role_ok(a.args[1], x, f) for x in xs)


def _t_meets(a: Atom, f, last) -> bool | None:
    xs = _subjects(a.args[0], f)
    return None if xs is None else all(x in f.trans for x in xs)


def _t_rides(a: Atom, f, last) -> bool | None:
    """乘G: the general on the subject (its own, else the one just named, else the 初傳) is one
    of those given; 乘吉將 one of the auspicious (engine.patterns.facts ``ji_jiang``, 000:107)."""
    gens = f.ji_jiang if "吉" in a.args[0] else {_GEN[g] for g in regex.findall(_GENS, a.args[0])}
    subject = a.args[1] if len(a.args) > 1 else ""
    if subject:
        on = _subjects(subject, f)
        if on is None:
            return None
    else:
        on = last if last is not None else (f.trans[0],)
    role = a.args[2] if len(a.args) > 2 else ""
    return any(f.generals[x] in gens and _role_ok(role, x, f) for x in on)


def _t_all(a: Atom, f, last) -> bool:
    k = a.args[0].lstrip("四")
    if k in "陽陰":
        return all(x % 2 == (0 if k == "陽" else 1) for x in f.trans)
    if k in ELEMENTS:
        return all(BRANCH_ELEMENT[x] == ELEMENTS.index(k) for x in f.trans)
    group = {"孟": SI_MENG, "仲": SI_ZHONG, "季": SI_JI}[k]
    return all(x in group for x in f.trans)


# the 旺相休囚死 (engine.patterns.seasons STATE 0–4) each word of a state names
_STATE_WANT = {"旺相": (0, 1), "旺相氣": (0, 1), "有氣": (0, 1), "囚死": (3, 4), "休囚": (2, 3)}


def _t_state(a: Atom, f, last) -> bool | None:
    """旺相 / 有氣 (STATE 旺 or 相) or 囚死 / 休囚 of the subject (else the 初傳) in the cast's
    season; None when the cast gives no season."""
    if f.season is None:
        return None
    xs = _subjects(a.args[0], f) if a.args[0] else (f.trans[0],)
    if xs is None:
        return None
    want = _STATE_WANT[a.args[1]]
    if a.args[2]:
        # 「干支上神旺相發用」: the one of them that is the 用 is 旺相
        return any(STATE[f.season][BRANCH_ELEMENT[x]] in want and _role_ok(a.args[2], x, f)
                   for x in xs)
    return all(STATE[f.season][BRANCH_ELEMENT[x]] in want for x in xs)


def _t_seat(a: Atom, f, last) -> bool | None:
    """貴人's earthly seat is one of those named (000:195 「貴人臨卯酉」)."""
    seats = _seats(a.args[0], f)
    return None if seats is None else f.guiren_seat in seats


def _t_front(a: Atom, f, last) -> bool | None:
    """日辰 in front of 貴人 (居前, 在前) or behind it (在後), counted along its travel
    (engine.patterns.facts ``front``; 005:1081 「日辰有氣居前」, 000:179 「日辰在後」); 有氣: the
    day's stem and branch 旺 or 相 in the season (None when the cast gives none)."""
    want = 1 if a.args[0] == "前" else -1
    placed = f.front(f.lodging) == want and f.front(f.branch) == want
    if not a.args[1] or not placed:
        return placed
    if f.season is None:
        return None
    return all(STATE[f.season][e] in _STATE_WANT["有氣"] for e in (f.stem_element, f.branch_element))


def _t_days(a: Atom, f, last) -> bool:
    """The day is one of those listed (000:191 「凡戊子、戊午、壬子…十日為九丑日」), or its branch
    one of those named (000:183 「卯酉日占」)."""
    names = regex.findall(rf"[{lx.STEMS}]?[{_BR}]", a.args[0])
    if all(len(n) == 2 for n in names):
        return any(f.stem == lx.STEMS.index(n[0]) and f.branch == _BR.index(n[1]) for n in names)
    return f.branch in {_BR.index(n[-1]) for n in names}


def _t_course(a: Atom, f, last) -> bool:
    return f.direction == (1 if a.args[0] == "順" else -1)


def _t_day(a: Atom, f, last) -> bool:
    k = a.args[0]
    if k in ("四孟", "四仲", "四季"):
        return f.branch in {"四孟": SI_MENG, "四仲": SI_ZHONG, "四季": SI_JI}[k]
    return (f.stem % 2 == 0) == (k in ("陽", "剛"))


_TESTS = {"plate": _t_plate, "role": _t_role, "meets": _t_meets, "rides": _t_rides,
          "all": _t_all, "course": _t_course, "day": _t_day, "state": _t_state, "seat": _t_seat,
          "front": _t_front, "days": _t_days}
_STATES = "|".join(sorted(_STATE_WANT, key=len, reverse=True))
_DAYLIST = rf"(?:[{lx.STEMS}][{_BR}]、?){{2,}}"

# the atoms, tried at each place of a clause in this order (module doc)
ATOMS: tuple[tuple[str, regex.Pattern], ...] = (
    ("plate", compiled(rf"(?P<x>{_TERMS})加(?P<y>{_SEAT})(?:(?:或加|或|、)?(?P<y2>{_SEAT}))*"
                            rf"{_ROLE}")),
    ("role", compiled(rf"(?:初傳)?(?P<x>{_TERMS})(?P<role>發用或入傳|為用或入傳|為用|發用"
                           r"|作用|為初傳|入傳)")),
    ("role", compiled(rf"用起(?P<x>{_TERMS})(?P<role>)")),
    # 遇X, 見X, 傳中見X (000:151 「或見旬丁」, 000:127 「傳中見卯」)
    ("meets", compiled(rf"(?:傳中)?[遇見](?P<x>(?>{_TERMS}))(?!為用|發用|作用|入傳)")),
    # the subject before 乘, a comma between, 而 before the role (000:119 「太歲月將，乘天乙而發用」)
    ("rides", compiled(rf"(?P<x>{_TERMS})[，、]?乘(?P<g>(?:(?:{_GENS}|吉將|吉神)或?)+)"
                            rf"而?{_ROLE}")),
    ("rides", compiled(rf"將?乘(?P<g>(?:(?:{_GENS}|吉將|吉神)或?)+)")),
    ("all", compiled(r"三傳(?:皆|俱)(?P<k>四?[孟仲季]|[木火土金水陽陰])")),
    ("all", compiled(r"傳用(?P<k>四[孟仲季])")),
    ("course", compiled(r"(?:天乙|貴人)(?P<d>[順逆])行")),
    ("day", compiled(r"(?P<k>四孟|四仲|四季|陽|陰|剛|柔)日占?")),
    ("days", compiled(rf"(?P<ds>{_DAYLIST})(?:[二三四五六七八九十]{{1,2}}日|日)"
                           rf"|(?P<ds>[{_BR}]{{1,4}})日占")),
    # not a branch after 日/干 (「日辰旺相」: the day's stem and branch, no term here)
    ("state", compiled(rf"(?:(?<![日干支])(?P<x>{_TERMS}))?(?P<s>{_STATES}){_ROLE}")),
    ("seat", compiled(rf"(?:貴人|天乙)(?:臨|加|在)(?P<y>{_SEAT})(?:(?:或|、)?(?P<y2>{_SEAT}))*")),
    ("front", compiled(r"日辰(?P<qi>有氣)?(?:在|居)(?P<w>前|後)")),
)


def _atom(kind: str, m) -> Atom:
    if kind == "plate":
        seats = tuple(s for s in [m.group("y"), *m.captures("y2")] if s)
        return Atom(kind, m.group(0), (m.group("x"), seats, m.group("role") or ""), m.span())
    if kind == "role":
        return Atom(kind, m.group(0), (m.group("x"), m.group("role") or "為用"), m.span())
    if kind == "rides":
        return Atom(kind, m.group(0), (m.group("g"), m.groupdict().get("x") or "",
                                       m.groupdict().get("role") or ""), m.span())
    if kind == "state":
        return Atom(kind, m.group(0), (m.group("x") or "", m.group("s"), m.group("role") or ""),
                    m.span())
    if kind == "seat":
        return Atom(kind, m.group(0), (tuple(s for s in [m.group("y"), *m.captures("y2")] if s),),
                    m.span())
    if kind == "front":
        return Atom(kind, m.group(0), (m.group("w"), bool(m.group("qi"))), m.span())
    key = {"meets": "x", "all": "k", "course": "d", "day": "k", "days": "ds"}[kind]
    return Atom(kind, m.group(0), (m.group(key),), m.span())


@dataclass(frozen=True)
class Definition:
    """A book's definition of one 課 name: where, its words, what was read of them."""
    name: str                         # the canonical name (the claims' 課體/課名 form)
    printed: str                      # the name as printed
    source: str
    line: int
    clause: str                       # the condition, between 凡(課) and 為X課
    groups: tuple[tuple[Atom, ...], ...] = ()   # alternatives (…或…), each a conjunction
    unread: str = ""                  # words no atom read (not compiled when not empty)

    @property
    def cite(self) -> str:
        return f"{self.source}:{self.line}"

    @property
    def compiled(self) -> bool:
        return bool(self.groups) and not self.unread

    def holds(self, f) -> bool | None:
        """The definition on chart facts ``f``: True, False, or None (undecided: a term the
        cast does not give, or not compiled)."""
        if not self.compiled:
            return None
        results = [_conj(g, f) for g in self.groups]
        if True in results:
            return True
        return None if None in results else False

    def brief(self) -> dict:
        """What a finding says of it: name, cite, clause, compiled, and unread if any."""
        return {"name": self.name, "cite": self.cite, "clause": self.clause,
                "compiled": self.compiled, **({"unread": self.unread} if self.unread else {})}

    def as_json(self) -> dict:
        """``liuren school --json``: :meth:`brief` with the printed name and the atoms read."""
        b = self.brief()
        unread = {"unread": b.pop("unread")} if "unread" in b else {}
        return {"name": b.pop("name"), "printed": self.printed, **b,
                "atoms": [[a.kind + " " + a.words for a in g] for g in self.groups], **unread}


def _conj(atoms: tuple[Atom, ...], f) -> bool | None:
    out: bool | None = True
    last = None
    for a in atoms:
        r = a.holds(f, last)
        if a.kind in ("plate", "role"):
            last = _subjects(a.args[0], f)
        if r is False:
            return False
        if r is None:
            out = None
    return out


def compile_clause(clause: str) -> tuple[tuple[tuple[Atom, ...], ...], str]:
    """The atoms of a clause, grouped into alternatives at a 或 no atom read, and the words no
    atom read (besides :data:`FILLERS`)."""
    atoms: list[Atom] = []
    i, gaps = 0, []
    gap = ""
    while i < len(clause):
        for kind, rx in ATOMS:
            m = rx.match(clause, i)
            if m and m.end() > i:
                atoms.append(_atom(kind, m))
                gaps.append(gap)
                gap = ""
                i = m.end()
                break
        else:
            gap += clause[i]
            i += 1
    gaps.append(gap)
    groups: list[list[Atom]] = [[]]
    for a, before in zip(atoms, gaps):
        if groups[-1] and "或" in before:
            groups.append([])
        groups[-1].append(a)
    unread = "".join(c for g in gaps for c in g if c not in FILLERS and c != "或")
    return tuple(tuple(g) for g in groups if g), unread


# 凡(課|卦)… 為/曰/名曰/名為 X 課: the definitional sentence (module doc); a punctuated book
# gives the name first, then its definition up to the hexagram (000:127 「軒蓋：值勝光為用，遇
# 太沖神后，統升之體」)
_DEF = compiled(r"(?:凡|凢)(?:課|卦)?(?P<c>\p{Han}{2,48}?)(?:為|曰|名曰|名為|謂之)"
                     r"(?P<n>\p{Han}{2,3}?)(?:課|格|卦)")
_DEF_HEAD = compiled(r"(?:^|[。）\s])(?P<n>\p{Han}{2,3}?)(?:課|格)?：(?P<c>[\p{Han}，、]{2,48}?)"
                          r"(?:，統|。|（|$)")

# 「X課者…也」, 「X課乃…也」: the name, then what it is (a red-team book in 六壬大全's manner:
# 「斬關課者魁罡加四仲發用也」)
_DEF_ZHE = compiled(r"(?:^|[。）\s也])(?P<n>\p{Han}{2,3}?)(?:課|格|卦)(?:者|乃)[，、]?"
                         r"(?P<c>[\p{Han}，、]{2,48}?)(?:者也|是也|也)")


def find(units, source: str, canonical) -> list[Definition]:
    """The definitions among a witness's passages ``units`` (``.kind``, ``.line``, ``.text``):
    each 凡…為X課 sentence whose X ``canonical`` knows (``canonical(word) -> name | None``),
    and, in the paragraph under a heading 「X課」, 凡…為X without 課 (005:780-781 「伏吟課 / 凢課
    月將加時十二神各居本宫取神克日為用曰伏吟如子加子之類」), compiled. The first definition of a
    name in a witness stands."""
    out: dict[str, Definition] = {}
    head = ""
    for u in units:
        text = "".join(ch for ch in u.text if not ch.isspace())
        if u.kind == "head":
            head = text.removesuffix("課")
            continue
        if u.kind != "p":
            continue
        found = [*_DEF.finditer(text), *_DEF_HEAD.finditer(text), *_DEF_ZHE.finditer(text)]
        if head and canonical(head) and canonical(head) not in out:
            found.append(regex.search(rf"(?:凡|凢)(?:課|卦)?(?P<c>\p{{Han}}{{2,48}}?)"
                                      rf"(?:為|曰|名曰|名為|謂之)(?P<n>{regex.escape(head)})", text))
        head = ""
        for m in filter(None, found):
            _add(out, m, canonical, source, u.line)
    return list(out.values())


def _add(out: dict, m, canonical, source: str, line: int) -> None:
    name = canonical(m.group("n"))
    if not name or name in out:
        return
    clause = m.group("c").strip("，、")
    # a punctuated book says the name again at the clause's end (000:195 「貴人臨卯酉為歷德」,
    # 000:207 「三傳俱陽為六陽，俱陰為六陰」): the condition stops there
    said = regex.search(rf"(?:為|曰|名){regex.escape(m.group('n'))}(?!日)", clause)
    if said and said.start() > 0:
        clause = clause[:said.start()].strip("，、")
    groups, unread = compile_clause(clause)
    out[name] = Definition(name, m.group("n"), source, line, clause, groups, unread)


__all__ = ["ATOMS", "Atom", "Definition", "FILLERS", "compile_clause", "find"]
