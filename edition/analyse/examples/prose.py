"""Casts written in running text, without punctuation: the wording of 六壬大全 (Kanripo
``KR3g0031``), read on the analysis paragraphs of a juan (line ends, ``¶`` and indentation
removed, each interlinear note inlined as ``（…）``).

:func:`find_casts` finds every cast a paragraph writes and reads its claims:

* **the day**: ``丙戌日``, or a bare 干支 when a claim follows at once (005:1151 「如乙酉未時申將」,
  005:343 「又如甲辰三傳戌午寅」); with an optional year and month before it (006:27
  「如未年二月丁亥日」, 005:1292 「如子年戌月戊寅日」) and a 將 written there (003:292
  「十一月丑將癸丑日」, 005:91 「假令正月將甲子日」, 006:951 「三月將乙巳日」);
* **a stem alone**: ``乙日``, ``甲乙日``, ``戊巳日`` (巳 for 己), ``六癸日``, ``乙辛二日`` — the day is
  one of the stem's six (the checker calls it underdetermined when several fit);
* **several days sharing one claim**: a run of days closed by 日, a count or 以上 (001:423
  「乙酉丙申戊申辛夘壬寅五日返吟」, 005:1178 「癸酉乙酉…壬戌九日俱亥將戌時占是亥子丑為三傳」,
  006:213 「丁邜己邜…丁巳以上係己戌邜三傳也」): one cast per day, each with the shared claims;
* **days each with its three transmissions**: 005:831 「丁卯己卯辛卯日卯子午…乙巳辰巳申乙卯日辰卯子…
  丁酉己酉酉未丑辛酉酉戌未」, 005:346 「戊子日午卯子壬戌日申丑午」 (three branches straight after the
  day);
* **時 and 將 in any order**, anywhere in the cast: ``卯時子將``, ``申將卯時``, ``月將申加子時``,
  ``亥將加午``, the 將 by its name (``以登明加時``, ``月將從魁加時``: 登明 亥, 河魁/天魁 戌, 從魁 酉,
  傳送 申, 小吉 未, 勝光 午, 太乙 巳, 天罡 辰, 太衝/太冲 卯, 功曹 寅, 大吉 丑, 神后 子) or by a
  month (below).

A cast runs from its day to the next day (a day named by its branch alone, 005:69 「又於亥日」,
ends it too; a cast inside a note ends with the note) and is cut after its last claim: at
是也/之例/之類/也/矣/或/此課…, after the 課名 that concludes it (``曰元首課``), where a claim
contradicts the plate or the generals already read (003:619 「天罡臨卯…天罡加丑」), or after
:data:`GAP` characters without a claim (fewer for a stem alone, more for a cast written with
its 將 and 時), so that a claim is kept with its own cast. A statement the text corrects gives
way to the later one (005:343 「…殊不知…當取子水比和者為用三傳子申辰」). A paragraph whose opening
words name 伏吟 or 返吟 (not both) gives its casts that fix nothing of the plate that offset
(005:831, the 杜傳 list), said in the cast's note.

Claims (keys of :mod:`edition.analyse.examples.model`): ``三傳XYZ`` / ``XYZ三傳`` / ``傳逢XYZ``;
``初傳X`` ``中傳X`` ``末傳X`` (also a 將 name: ``中傳小吉``) and their generals (``初傳勾陳``,
``初傳勝光將得白虎``); ``X為用`` ``X發用`` ``用起X`` ``以X為用`` ``X加Y…為用``; ``X加Y`` ``X臨Y``
(plate); ``X上見Y``, ``X上神Y``, ``X上Y為用`` (Y over X); ``干上X`` ``日上X`` ``甲上X`` ``X加干``
``X加日`` ``X加{the day's stem}`` (干上); ``支上X`` ``辰上X`` ``X臨支`` (支上: in this book 辰 is
the day's branch, 005:989 「以辰上見小吉為中傳」); ``日之隂神X`` / ``辰之隂神X`` (第二/第四課
upper); ``一課酉巳`` and ``第二課子加未`` (四課); ``X乘G`` ``G臨X`` (a general on a branch);
``天乙子臨亥順行`` ``大吉為貴神臨亥順行`` ``天乙加戌逆行`` (貴人: branch, seat, direction);
晝占/夜占/夜將 (晝貴/夜貴 as the time only); 返吟/伏吟 (offset 6/0); the 課名 when the text gives
it as the cast's name (``曰X``, ``名X``, ``號X``, ``X課``, ``X格``, ``X卦``: 005:642 「占昴星四課
不備」 names nothing), method names in ``names``, 課體 in ``patterns``;
行年/本命 (``寅命行年在未``), 春占/夏月…, the year and the month (context).

**The 將 by a month.** ``N月將`` is the 月將 of month N after its 中氣: 正月 亥, 二月 戌, … 十二月 子
((12 − N) mod 12; 005:55 「四月丁丑日子時申將」, 003:292 「十一月丑將」). A month written with the
hour but no 將 gives the 將 the same way (claim ``jiang_month`` = N): the checker then also tries
the month's 將 before its 中氣 (005:26 note 「此必正月仍用子將也」: 正月 still on 子).

**Glyphs in stem and branch slots** (engine/lexicon.py, ``../shared/witnesses/README.md``):
variants are read silently (夘/邜 = 卯; 𫝊 = 傳, 尅/剋 = 克 in the wording); readings are read
and recorded in the claim ``glyphs`` (``{field, printed, read, evidence}``): 已 = 巳, 己 = 巳
and the look-alike of 戌 in a branch slot, 戊 = 戌 in a 傳 slot, 巳/已 = 己 in a stem slot (a
day's stem, 第一課's lower).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import regex

from engine import lexicon as lx
from engine.generals import GENERAL_NAMES

# The vocabulary is engine/lexicon.py's (one registry, one policy per glyph and use); these are
# its views for running text.
STEMS = lx.STEMS
BRANCHES = lx.BRANCHES
# glyphs of a branch slot read as a branch (variants, read silently; readings, reported):
# printed → read; 己 (a stem too) is handled apart
BRANCH_VARIANTS = {a: b for a, b in lx.glyphs("branch", "variant", "reading").items()
                   if a not in STEMS}
BV = BRANCHES + "".join(BRANCH_VARIANTS)          # a branch as printed (己 handled apart)
# the 月將 by their names as running text writes them (the single 罡/魁 of the early notation
# only where a name is expected)
JIANG_NAMES = {w: BRANCHES[b] for w, b in lx.jiang_names(prose=True).items()}
_JN = "|".join(sorted(JIANG_NAMES, key=len, reverse=True))
MONTHS = lx.MONTH_WORDS
GENERALS = {w: GENERAL_NAMES[i] for w, i in lx.general_names("prose").items()}
# with the short forms running text reads (the unambiguous ones: engine/lexicon.py SHORT_GENERALS)
GENERAL_ABBR = {w: GENERAL_NAMES[i] for w, i in lx.general_names("prose_short").items()}
_GFULL = "|".join(sorted(GENERALS, key=len, reverse=True))
_GABBR = "|".join(sorted(GENERAL_ABBR, key=len, reverse=True))
# wording variants, one character for one (offsets are kept): read, never reported
WORDING = str.maketrans(lx.wording())
SEASONS = "春夏秋冬"
# the twelve double-hours by their names (時加雞鳴 000:56, 時加日出 000:58)
HOUR_NAMES = {w: BRANCHES[b] for w, b in lx.hour_names().items()}
_HN = "|".join(sorted(HOUR_NAMES, key=len, reverse=True))


def normalise(text: str) -> str:
    """The wording of ``text`` with its variant characters read (same length: offsets hold)."""
    return text.translate(WORDING)


# ----------------------------------------------------------------------------- slots

@dataclass
class Slot:
    """A printed branch/stem slot read: its canonical value and, when read through a glyph or a
    name, how (``policy``: engine/lexicon.py's, or ``name``)."""
    value: str
    printed: str
    evidence: str = ""
    policy: str = ""

    @property
    def variant(self) -> bool:
        """Whether the slot was read through a reading, to report (a variant is read
        silently, a name is no glyph)."""
        return self.policy == "reading"


def branch_slot(s: str, where: str, *, ji_ok: bool = True, use: str = "branch") -> Slot | None:
    """A branch slot as printed (``use``: ``branch``, ``transmission``, ``cell``): a branch, a
    glyph read there (engine/lexicon.py: 夘 variant; 已, 己 = 巳, and 戊 in a 傳 slot:
    readings), or a 將 name; a look-alike is not read."""
    if s == "己" and not ji_ok:
        return None
    r = lx.branch_of(s, use)
    if r is None or r.policy == "lookalike":
        return None
    v = BRANCHES[r.value]
    if r.policy in ("", "variant"):
        return Slot(v, s, policy=r.policy)
    if s in JIANG_NAMES:
        ev = r.note if r.policy == "reading" else f"{s} names {v}"
        return Slot(v, s, ev, r.policy)
    if r.policy != "reading" or len(s) != 1:
        return None
    row = lx.glyph(s, use)
    kind = "傳 slot" if row.use == "transmission" else "branch slot"
    return Slot(v, s, f"{s} in a {kind} ({where}) {r.note}", r.policy)


def stem_slot(s: str, where: str) -> Slot | None:
    r = lx.stem_of(s)
    if r is None or r.policy == "lookalike":
        return None
    if r.policy == "":
        return Slot(s, s)
    return Slot(STEMS[r.value], s, f"{s} in a stem slot ({where}) {r.note}", r.policy)


def _glyph(c: dict, fieldname: str, sl: Slot) -> None:
    if sl.variant:
        g = {"field": fieldname, "printed": sl.printed, "read": sl.value,
             "evidence": sl.evidence}
        gl = c.setdefault("glyphs", [])
        if g not in gl:
            gl.append(g)


def is_day(stem: str, branch: str) -> bool:
    return (stem in STEMS and branch in BRANCHES
            and STEMS.index(stem) % 2 == BRANCHES.index(branch) % 2)


# ----------------------------------------------------------------------------- day groups

_SX = STEMS + "巳已"
# one day token: stem (巳 = 己 only inside a group that ends in 日) + branch
_D = rf"[{_SX}][{BV}]"
_COUNT = r"[二三四五六七八九十]{1,2}日"
_MONTH_W = r"(?:正|十一|十二|冬|臘|[一二三四五六七八九十])月"
_PRE = regex.compile(
    rf"(?P<year>[{STEMS}]?[{BV}]年)?(?P<month>(?:[{STEMS}]?[{BV}]月)|{_MONTH_W})?"
    rf"(?P<mj>將|(?P<mjb>[{BV}])將)?"
    rf"(?:(?P<pj>[{BV}])將(?P<ph>[{BV}])時|(?P<ph2>[{BV}])時(?P<pj2>[{BV}])將)?占?$")
_GROUP = regex.compile(
    rf"(?P<days>(?:{_D}|戌[{BV}])(?:、?(?:{_D}|戌[{BV}]))*)"
    rf"(?P<ri>日|(?P<cnt>{_COUNT})|(?:以|巳|已)上(?:[二三四五六七八九十]{{1,2}}日)?"
    rf"|上[二三四五六七八九十]{{1,2}}日)?"
    rf"|(?<![{STEMS}六加臨上])(?P<six>六)?(?P<stems>[{STEMS}][{_SX}]{{0,4}})(?P<sri>日|{_COUNT})")
# what may follow a bare 干支 for it to be a day (a claim at once)
_OPENS = regex.compile(
    rf"[晝夜][占貴將]|(?:[{STEMS}]?[{BV}]|{_JN})[時將]|三傳|初傳|[干支日辰]上|(?:[{BV}]|{_JN})[加臨]"
    rf"|[返反伏]吟|[一二三四]課|春占|夏占|秋占|冬占|[{BV}][{BV}][{BV}](?![{BV}加臨時將上])"
    rf"|時加(?:{_HN}|[{BV}])|上[干支]上")


@dataclass
class DayGroup:
    start: int             # where the cast's words begin (如/假令, year, month)
    days_start: int
    end: int               # after the group (日, count)
    days: list             # [(stem, branch or None, start)] as read (stem-only: branch None)
    glyphs: list           # glyph records for the days
    stems_only: bool = False
    six: bool = False
    pre: dict = field(default_factory=dict)
    closed: bool = True    # ends in 日 or a count


def _prefix(text: str, at: int) -> tuple[int, dict]:
    """The year/month/將 written just before a day (and 如/假令/假如 before them)."""
    lo = max(0, at - 16)
    window = text[lo:at]
    m = _PRE.search(window)
    pre: dict = {}
    start = at
    if m and m.group(0):
        start = lo + m.start()
        if m.group("year"):
            pre["year"] = m.group("year")[:-1]
        if m.group("month"):
            mo = m.group("month")
            pre["month"] = mo
        if m.group("mj"):
            if m.group("mjb"):
                sl = branch_slot(m.group("mjb"), "the 將")
                if sl:
                    pre["jiang"] = sl
            elif m.group("month"):
                pre["jiang_month_word"] = m.group("month")
        if m.group("pj") or m.group("pj2"):
            # 將 and 時 written before the day (005:1180 「亥將戌時甲子日占三傳辰巳午」)
            pj = branch_slot(m.group("pj") or m.group("pj2"), "the 將")
            ph = branch_slot(m.group("ph") or m.group("ph2"), "the hour")
            if pj and ph:
                pre["jiang"], pre["hour"] = pj, ph
    for w in ("假令", "假如", "如", "又如", "又"):
        if text[max(0, start - len(w)):start] == w:
            start -= len(w)
            break
    return start, pre


def month_number(word: str) -> int | None:
    w = word[:-1] if word.endswith("月") else word
    return MONTHS.get(w)


def _group_matches(text: str):
    """Candidate day groups, tried at every position (a failed candidate such as 「巳申乙卯日」,
    巳 not a stem before 申, must not hide the 「乙卯日」 inside it)."""
    i = 0
    n = len(text)
    starts = set(_SX + "六")
    while i < n:
        if text[i] in starts:
            m = _GROUP.match(text, i)
            if m and m.end() > i and _valid(m):
                yield m
                i = m.end()
                continue
        i += 1


def _tokens(days: str) -> list[str]:
    return regex.findall(rf"({_D}|戌[{BV}])", days)


def _misprint_ok(toks: list[str], closed: bool) -> bool:
    """A list closed by 日/以上 of three days or more keeps its other days when one is not a
    day (006:155 「癸酉丙子戌子丁酉…巳上九日」: 戌子, 戌 for 戊, is left out)."""
    return closed and len(toks) >= 3


def _valid(m) -> bool:
    if m.group("days"):
        closed = bool(m.group("ri"))
        toks = _tokens(m.group("days"))
        good = 0
        for t in toks:
            st = stem_slot(t[0], "")
            br = branch_slot(t[1], "", ji_ok=False)
            if st is None or br is None or not is_day(st.value, br.value):
                if _misprint_ok(toks, closed):
                    continue
                return False
            if st.variant and not closed:
                return False
            good += 1
        return good > 0

    stems = m.group("stems")
    return bool(stems) and stems[0] not in "巳已"


def day_groups(text: str) -> list[DayGroup]:
    out: list[DayGroup] = []
    for m in _group_matches(text):
        if m.group("days"):
            toks = _tokens(m.group("days"))
            pos = m.start("days")
            days = []
            closed = bool(m.group("ri"))
            ok = True
            for t in toks:
                i = text.index(t, pos)
                pos = i + len(t)
                st = stem_slot(t[0], "the day's stem")
                br = branch_slot(t[1], "the day's branch", ji_ok=False)
                if st is None or br is None or not is_day(st.value, br.value):
                    if _misprint_ok(toks, closed):
                        continue
                    ok = False
                    break
                if st.variant and not closed:
                    ok = False            # 巳 as a stem only in a group closed by 日
                    break
                days.append((st.value, br.value, i, st, br))
            if not ok or not days:
                continue
            after = m.end()
            if not closed:
                # a bare 干支: a day only when a claim follows at once, and never 旬 / 人 / 生,
                # nor a lesson's two items (005:609 「三課己未四課卯巳」)
                if not _OPENS.match(text, after):
                    continue
                if m.start() > 0 and text[m.start() - 1] == "課":
                    continue
            if (regex.match(r"旬|生|人|年|月|時|將", text[after:after + 1]) and not closed
                    and not text.startswith("時加", after)):
                continue
            start, pre = _prefix(text, m.start())
            g = DayGroup(start, m.start(), after,
                         [(s, b, i) for s, b, i, _, _ in days], [], closed=closed, pre=pre)
            for k, (s, b, i, st, br) in enumerate(days):
                g.glyphs.append([(f"day{'' if len(days) == 1 else k}", st),
                                 (f"day{'' if len(days) == 1 else k}", br)])
            out.append(g)
        else:
            stems = m.group("stems")
            sts = []
            for k, ch in enumerate(stems):
                sl = stem_slot(ch, "a day's stem")
                if sl is None or (ch in "巳已" and k == 0):
                    sts = []
                    break
                sts.append(sl)
            if not sts:
                continue
            start, pre = _prefix(text, m.start("six") if m.group("six") else m.start("stems"))
            g = DayGroup(start, m.start(), m.end(), [(s.value, None, m.start("stems") + k)
                                                     for k, s in enumerate(sts)],
                         [[("stem", s)] for s in sts], stems_only=True,
                         six=bool(m.group("six")), pre=pre)
            out.append(g)
    # groups must not overlap (a stem group inside a day group's words)
    res: list[DayGroup] = []
    for g in sorted(out, key=lambda g: (g.days_start, -g.end)):
        if res and g.days_start < res[-1].end:
            continue
        if g.stems_only and res and not res[-1].stems_only:
            prev = res[-1]
            # a stem alone straight after a day (「戊寅日己日辰巳午」 005:1181), or repeating the
            # day's stem (「壬辰日巳時辰將…壬日屬陽日取戌加壬」 005:225): the same case
            if g.days_start == prev.end or (len(prev.days) == 1 and len(g.days) == 1
                                            and g.days[0][0] == prev.days[0][0]):
                continue
        res.append(g)
    return res


# ----------------------------------------------------------------------------- claims

_S1 = rf"(?:{_JN}|[{BV}己])"          # a branch slot: branch, variant, 己, or a 將 name
_E = r"[金木水火土]?"                  # an element written after a branch (勝光火臨亥水)


def _rx(p):
    return regex.compile(p)


# not after a count (「逆退三辰為用」), a placement sign, nor the first of a pair of branches
# (「寅夘臨申酉」, 001:505) — a branch after a placement's seat is a new item (「卯臨未巳臨酉」)
_NB = rf"(?<![三數数一二四五六七八九十加臨])(?<!(?<![加臨上在見年])[{BV}己])"


CLAIM_PATTERNS = [
    # (kind, regex) in priority order: an earlier kind wins an overlap
    ("transmissions_ke", _rx(rf"一課([{BV}己])([{BV}己])([{BV}己])(?=是也|也|$)")),
    ("lesson_jia", _rx(rf"第([一二三四])課({_S1})加({_S1})")),
    ("lesson", _rx(rf"(?<![四])第?([一二三四])課({_S1})([{BV}{STEMS}已])")),
    ("hour_jiang", _rx(rf"(?:月將)?({_S1})將加({_S1})時?")),
    ("jiang_hour", _rx(rf"(?:以)?(?:月將)?({_S1})加(?:({_S1})時|時)")),
    ("hour_gz", _rx(rf"(?<![{BV}])[{STEMS}]({_S1})時")),
    ("hour", _rx(rf"(?<![{BV}{STEMS}])({_S1})時")),
    ("hour_name", _rx(rf"時加({_HN})")),
    ("jiang", _rx(rf"(?<![{BV}])({_S1})將(?!得)")),
    ("month_jiang", _rx(rf"({_MONTH_W})將")),
    ("transmissions", _rx(rf"三傳(?:[為是皆俱])?({_S1}|戊)[、，]?({_S1}|戊)[、，]?({_S1}|戊)")),
    ("transmissions_before", _rx(rf"(?<![{BV}])([{BV}己戊])([{BV}己戊])([{BV}己戊])(?:為|作|是)?三傳")),
    ("transmissions_meet", _rx(rf"傳(?:逢|見|遇)([{BV}己])([{BV}己])([{BV}己])(?![{BV}])")),
    ("transmissions_nai", _rx(rf"[乃是]([{BV}己])([{BV}己])([{BV}己])也")),
    ("use_general", _rx(rf"(?:為用|發用)(?:神)?將得({_GFULL})")),
    ("pos_general", _rx(rf"(初|中|末)傳(?:[是乘見得])?({_GFULL})")),
    ("pos", _rx(rf"(初|中|末)傳(?:[是見得為])?({_S1})({_E})(?!(?:為|作)(?:初|中|末)傳)"
                rf"(?:將得({_GFULL}))?")),
    ("pos_short", _rx(rf"(初|末)(?:用|見)({_S1})")),
    ("guiren_seat", _rx(rf"天乙(?:在)?({_S1})?(?:[加臨])({_S1})(?:上)?(順行|逆行)?")),
    ("gui_sits", _rx(rf"(?:[晝夜陽陰])?貴(?:人)?({_S1})坐({_S1})")),
    ("guiren_is", _rx(rf"({_S1})為(晝|夜|陽|陰)?貴(?:神|人)(?:[加臨]({_S1}|[{STEMS}]|干|日))?"
                      rf"(順行|逆行)?")),
    ("guiren_dn", _rx(rf"({_S1})為(晝|夜|陽|陰)貴(?:[加臨]({_S1}|[{STEMS}]|干|日))?")),
    ("gui_dir", _rx(r"([順逆])貴")),
    ("gan_of", _rx(rf"(?:干|日)上?之?(陽|陰)神({_S1})")),
    ("zhi_of", _rx(rf"(?:支|辰)上?之?(陽|陰)神({_S1})")),
    ("gan_shang", _rx(rf"(?:干上|日上)(?!兩|二)(?:神|見|之)?({_S1})(?!加)")),
    # 辰上 is the day's branch's (005:989 「以辰上見小吉為中傳」), not after 在/年 (006:571
    # 「行年在辰上見子」: over the branch 辰)
    ("zhi_shang", _rx(rf"(?<![日])(?:支上|(?<![在年命])辰上)(?![陰陽])(?:神|見)?({_S1})(?!加)")),
    ("stem_shang", _rx(rf"([{STEMS}])上(?:見)?({_S1})")),
    ("on_seat", _rx(rf"(?<![干支日辰])({_S1})上(?:見|神|得)({_S1})")),
    ("on_seat_use", _rx(rf"(?<![干支日辰])({_S1})上(?:見)?({_S1})(?:神)?(?:為用|發用|為初傳)")),
    ("under_use", _rx(rf"({_S1})下(?:神)?為用({_S1})")),
    ("jia_gan", _rx(rf"{_NB}({_S1}){_E}(?:加|臨)(?:干|日)(?![辰干支上])")),
    ("jia_zhi", _rx(rf"{_NB}({_S1}){_E}(?:臨)支")),
    ("jia_stem", _rx(rf"{_NB}({_S1}){_E}(?:加|臨)([{STEMS}])")),
    ("gen_on_plate", _rx(rf"({_S1})乘({_GFULL}|{_GABBR})(?:加|臨)({_S1})")),
    ("jia", _rx(rf"{_NB}({_S1}){_E}(?:加|臨)({_S1}){_E}(?:上)?")),
    ("wei_jia", _rx(rf"{_NB}({_S1})為[^{BV}己加臨為用。]{{1,12}}為?[^{BV}己加臨用。]{{0,4}}加({_S1})"
                    rf"(?:為用|發用|用)")),
    ("pos_after", _rx(rf"{_NB}({_S1})(?:為|作)(初|中|末)傳")),
    ("use_yi2", _rx(rf"以({_S1})為[^用]{{1,2}}(?:發用|為用)")),
    ("use", _rx(rf"{_NB}(?<!為)(?:以|取)?({_S1}){_E}(?:為用|發用|為初傳)")),
    ("use_qi", _rx(rf"用起({_S1})")),
    ("use_yi", _rx(rf"以({_S1})(?:為用|發用)")),
    ("gen_rides", _rx(rf"(?<![{BV}])(?<!{_GFULL})({_GFULL})(?:乘|臨|在)({_S1})(?![{BV}])")),
    ("gen_on", _rx(rf"({_S1})(?:乘({_GFULL}|{_GABBR})|作(?!六合|三合)({_GFULL}|{_GABBR}))")),
    ("gen_wei", _rx(rf"{_NB}({_S1})為({_GFULL})")),
    ("gen_lin", _rx(rf"(?<![天])([朱蛇雀合勾龍空虎常武陰后])臨({_S1})")),
    ("long_shen", _rx(rf"({_S1})為(龍|虎|蛇|雀)神")),
    # 晝占/夜占/夜將; 晝貴/夜貴 only as the time (「夜貴貴勾常」 001:504), not as the day's fixed
    # 晝/夜 貴人 (「酉為夜貴」, 「干上丑晝貴人」, 「晝貴丑坐酉」, 「晝夜貴」)
    ("daytime", _rx(r"(晝|夜)(?:占|將)|(?<![為晝夜陽陰{0}])(晝|夜)貴(?![人{0}])".format(BV))),
    ("fan_yin", _rx(r"[返反]吟(?!者)")),       # 「返吟者有六日…」 begins another statement
    ("fu_yin", _rx(r"伏吟(?!者)")),
    ("nian", _rx(rf"行年(?:在|立)?({_S1})")),
    ("birth", _rx(rf"(?<![{BV}年])({_S1})命|[{STEMS}]({_S1})生命")),
    ("season", _rx(r"([春夏秋冬])(?:占|月|季)")),
]
CHART_KEYS = ("transmissions", "gan_shang", "zhi_shang", "lessons", "plate", "generals",
              "guiren", "offset", "names", "patterns", "jiang", "transmission_generals")
_POS = {"初": 0, "中": 1, "末": 2}
_CN = "一二三四"


def _name_table():
    """{printed form (folded): (canonical, kind)} for 課名: the rule registry's methods,
    sub-names and 課體 (:mod:`edition.analyse.rules`)."""
    from edition.analyse.rules import registry
    out: dict = {}
    for r in registry().values():
        if r.kind not in ("method", "subname", "pattern"):
            continue
        for n in (r.zh, *r.aliases):
            if n in JIANG_NAMES:            # 天罡 河魁 從魁 name a branch, not a 課
                continue
            if n and all("\u4e00" <= c <= "\u9fff" or c in "𫝊" for c in n) and len(n) >= 2:
                out.setdefault(normalise(n), (r.zh, "name" if r.kind != "pattern" else "pattern"))
    return out


_NAMES: dict | None = None
_NAME_RX = None


def _names():
    global _NAMES, _NAME_RX
    if _NAMES is None:
        _NAMES = _name_table()
        alts = "|".join(sorted((regex.escape(n) for n in _NAMES), key=len, reverse=True))
        # a name the text gives the cast: 曰X / 為X / 名X / 號X / 乃X, or X課 / X格 / X卦
        _NAME_RX = regex.compile(
            rf"(?P<pre>曰|為|名曰|名|號|乃為|乃)?(?P<n>{alts})(?P<post>之?課|格|卦)?")
    return _NAMES, _NAME_RX


LODGING = dict(zip(STEMS, "寅辰巳未巳未申戌亥丑"))   # 寄宮 (001:12 「甲課寅兮乙課辰…」)


def read_claims(body: str, stem: str | None = None) -> tuple[dict, int, list]:
    """The claims of one cast's words (normalised text), the end of its last claim and the
    statements a later one replaced. ``stem``: the cast's day stem (for 甲上X, X加甲).
    :func:`read_claims_full` also gives the spans read and the first conflict."""
    c, last, sup, _, _ = read_claims_full(body, stem)
    return c, last, sup


def read_claims_full(body: str, stem: str | None = None, branch: str | None = None):
    """(claims, end of the last claim, superseded statements, claim spans, conflict): the
    conflict is where a claim contradicts the plate or the generals already read — a branch
    over two seats, a seat under two branches, a branch with two generals (003:619
    「天罡臨卯…天罡加丑」: another case begins there), or len(body)."""
    c: dict = {}
    conflict = [len(body)]
    cur_start = [0]
    placed: dict = {}          # every placement read or implied (干上 over the 寄宮, 支上)

    def clash() -> None:
        conflict[0] = min(conflict[0], cur_start[0])

    def corrected() -> bool:
        return bool(_CORRECTS.search(body, 0, cur_start[0]))

    def place(e, h) -> bool:
        if placed.get(e, h) != h or any(k != e and v == h for k, v in placed.items()):
            clash()
            return False
        placed[e] = h
        return True
    taken: list[tuple[int, int]] = []
    events = []
    for pri, (kind, rx) in enumerate(CLAIM_PATTERNS):
        for m in rx.finditer(body, overlapped=False):
            events.append((pri, m.start(), kind, m))
    events.sort(key=lambda e: (e[0], e[1]))
    accepted = []
    nonexclusive = {"daytime", "fan_yin", "fu_yin", "season", "gui_dir"}
    for pri, pos, kind, m in events:
        if kind in nonexclusive:
            accepted.append((pos, pri, kind, m))
            continue
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        taken.append((m.start(), m.end()))
        accepted.append((pos, pri, kind, m))
    # 課名
    names, nrx = _names()
    for m in nrx.finditer(body):
        # a name the text gives: 曰X / 名X / 號X, or X課 / X格 / X卦 (為X alone is a verb
        # phrase too often: 「乃遙克三傳土神」 003:505)
        if not (m.group("pre") in ("曰", "名曰", "名", "號") or m.group("post")):
            continue
        if any(a < m.end("n") and m.start("n") < b for a, b in taken):
            continue
        accepted.append((m.start(), 99, "name", m))
        taken.append((m.start(), m.end()))
    accepted.sort(key=lambda e: (e[0], e[1]))
    trans: list = [None, None, None]
    tgen: list = [None, None, None]
    superseded: list[str] = []
    spans = []

    def slot(s, where, ji_ok=True, use="branch"):
        sl = branch_slot(s, where, ji_ok=ji_ok, use=use)
        if sl is not None:
            _glyph(c, where, sl)
            return sl.value
        return None

    def set_plate(earth, heaven, where):
        e = slot(earth, where)
        h = slot(heaven, where)
        if e and h:
            if place(e, h):
                c.setdefault("plate", {})[e] = h
        return h

    def set_general(h, gen):
        if h is None or gen is None:
            return
        gs = c.setdefault("generals", {})
        if gs.get(h, gen) != gen or any(k != h and v == gen for k, v in gs.items()):
            conflict[0] = min(conflict[0], cur_start[0])
            return
        gs[h] = gen

    def set_trans(i, v, where):
        if v is None:
            return
        if trans[i] is not None and trans[i] != v:
            if not corrected():
                clash()
                return
            superseded.append(f"{'初中末'[i]}傳 {trans[i]} then {v}")
        trans[i] = v

    def set_key(k, v):
        if v is None:
            return
        if k in c and c[k] != v:
            if not corrected():
                clash()
                return
            superseded.append(f"{k} {c[k]} then {v}")
        # 干上/支上 are placements too, for the explicit ones that follow (a clash with an
        # explicit X加Y ends the case); two of them disagreeing is left to the checker
        # (001:448 「丁丑日干上午…支上午」, a misprint)
        if k == "gan_shang" and stem in LODGING:
            placed.setdefault(LODGING[stem], v)
        if k == "zhi_shang" and branch:
            placed.setdefault(branch, v)
        c[k] = v

    last_end = 0
    for pos, pri, kind, m in accepted:
        if m.start() >= conflict[0]:
            break
        cur_start[0] = m.start()
        g = m.groups()
        used = True
        if kind == "lesson_jia":
            i = _CN.index(g[0])
            up, lo = slot(g[1], f"第{g[0]}課 upper"), slot(g[2], f"第{g[0]}課 lower")
            if up and lo:
                ls = c.setdefault("lessons", [None, None, None, None])
                ls[i] = {"upper": up, "lower": lo}
        elif kind == "lesson":
            i = _CN.index(g[0])
            up = slot(g[1], f"第{g[0]}課 upper")
            lo_s = g[2]
            if i == 0:
                sl = stem_slot(lo_s, "第一課 lower (the day's stem)")
                lo = None
                if sl is not None:
                    _glyph(c, "第一課 lower", sl)
                    lo = sl.value
            else:
                lo = slot(lo_s, f"第{g[0]}課 lower", ji_ok=True)
            if up and lo:
                ls = c.setdefault("lessons", [None, None, None, None])
                ls[i] = {"upper": up, "lower": lo}
            else:
                used = False
        elif kind == "hour_jiang":
            set_key("jiang", slot(g[0], "the 將"))
            set_key("hour", slot(g[1], "the hour"))
        elif kind == "jiang_hour":
            set_key("jiang", slot(g[0], "the 將"))
            if g[1]:
                set_key("hour", slot(g[1], "the hour"))
        elif kind in ("hour", "hour_gz"):
            set_key("hour", slot(g[0], "the hour"))
        elif kind == "hour_name":
            set_key("hour", HOUR_NAMES[g[0]])
        elif kind == "jiang":
            set_key("jiang", slot(g[0], "the 將"))
        elif kind == "month_jiang":
            n = month_number(g[0])
            if n:
                set_key("jiang", BRANCHES[lx.month_jiang(n)])
                c["jiang_month"] = n
        elif kind in ("transmissions", "transmissions_before", "transmissions_meet",
                      "transmissions_nai", "transmissions_ke"):
            # 戊 in a 三傳 slot (006:113 「三傳巳戊夘」) is read 戌 and reported (engine/lexicon.py)
            vals = [slot(x, "三傳", use="transmission") for x in g[:3]]
            if all(vals):
                for i, v in enumerate(vals):
                    set_trans(i, v, "三傳")
            else:
                used = False
        elif kind == "use_general":
            tgen[0] = GENERALS[g[0]]
        elif kind == "pos_general":
            i = _POS[g[0]]
            tgen[i] = GENERALS[g[1]]
        elif kind == "pos":
            i = _POS[g[0]]
            set_trans(i, slot(g[1], f"{g[0]}傳"), f"{g[0]}傳")
            if g[3]:
                tgen[i] = GENERALS[g[3]]
        elif kind == "pos_after":
            i = _POS[g[1]]
            set_trans(i, slot(g[0], f"{g[1]}傳"), f"{g[1]}傳")
        elif kind == "pos_short":
            i = _POS[g[0]]
            set_trans(i, slot(g[1], f"{g[0]}傳"), f"{g[0]}傳")
        elif kind == "guiren_seat":
            gr = {}
            if g[0]:
                b = slot(g[0], "貴人")
                if b:
                    gr["branch"] = b
            s = slot(g[1], "貴人's seat")
            if s:
                gr["seat"] = s
            if g[2]:
                gr["direction"] = g[2][0]
            if "branch" in gr and "seat" in gr:
                set_plate(g[1], g[0], "貴人's seat")
                set_general(gr["branch"], "貴人")
            c["guiren"] = dict(c.get("guiren", {}), **gr)
        elif kind == "gui_sits":
            set_plate(g[1], g[0], "貴人's seat")
        elif kind == "guiren_dn":
            # 「酉為夜貴加丁」: the day's 晝/夜 貴人 is a fixed branch, not a claim on this
            # cast's 晝/夜; only where it stands is read
            b = slot(g[0], "貴人")
            if g[2] and b:
                if g[2] in ("干", "日") or (stem and g[2] == stem):
                    set_key("gan_shang", b)
                elif g[2] not in STEMS:
                    set_plate(g[2], g[0], "貴人's seat")
            used = bool(g[2])
        elif kind == "guiren_is":
            b = slot(g[0], "貴人")
            if b is None:
                used = False
            elif g[1]:
                if g[2]:
                    if g[2] in ("干", "日") or (stem and g[2] == stem):
                        set_key("gan_shang", b)
                    elif g[2] not in STEMS:
                        set_plate(g[2], g[0], "貴人's seat")
            else:
                gr = {"branch": b}
                if g[2]:
                    if g[2] in ("干", "日"):
                        set_key("gan_shang", b)
                    elif g[2] in STEMS:
                        if stem and g[2] == stem:
                            set_key("gan_shang", b)
                    else:
                        s = slot(g[2], "貴人's seat")
                        if s:
                            gr["seat"] = s
                            set_plate(g[2], g[0], "貴人's seat")
                if g[3]:
                    gr["direction"] = g[3][0]
                c["guiren"] = dict(c.get("guiren", {}), **gr)
                set_general(b, "貴人")
        elif kind == "gui_dir":
            c["guiren"] = dict(c.get("guiren", {}), direction=g[0])
        elif kind == "gan_of":
            v = slot(g[1], "干's 陰/陽神")
            if g[0] == "陽":
                set_key("gan_shang", v)
            else:
                ls = c.setdefault("lessons", [None, None, None, None])
                ls[1] = dict(ls[1] or {}, upper=v)
        elif kind == "zhi_of":
            v = slot(g[1], "支's 陰/陽神")
            if g[0] == "陽":
                set_key("zhi_shang", v)
            else:
                ls = c.setdefault("lessons", [None, None, None, None])
                ls[3] = dict(ls[3] or {}, upper=v)
        elif kind == "gan_shang":
            set_key("gan_shang", slot(g[0], "干上"))
        elif kind == "zhi_shang":
            set_key("zhi_shang", slot(g[0], "支上"))
        elif kind == "stem_shang":
            if stem and g[0] == stem:
                set_key("gan_shang", slot(g[1], "干上"))
            else:
                used = False
        elif kind == "on_seat":
            set_plate(g[0], g[1], "the plate")
        elif kind == "under_use":
            # 「取酉下神為用子」 (005:568, 冬蛇掩目): 子 is under 酉, and the initial
            h = set_plate(g[1], g[0], "the plate")
            set_trans(0, slot(g[1], "初傳"), "初傳")
        elif kind == "on_seat_use":
            h = set_plate(g[0], g[1], "the plate")
            set_trans(0, h, "初傳")
        elif kind == "jia_gan":
            set_key("gan_shang", slot(g[0], "干上"))
            _use_after(body, m, lambda: set_trans(0, c["gan_shang"], "初傳"))
        elif kind == "jia_zhi":
            set_key("zhi_shang", slot(g[0], "支上"))
        elif kind == "jia_stem":
            if stem == "己" and g[1] == "己":
                # 「寅加己」 on a 己 day (001:368 己巳日): the day's stem (干上) or 巳 (the book
                # writes 己 for 巳, witnesses/README.md) — not read as a placement
                x = slot(g[0], "初傳")
                _use_after(body, m, lambda x=x: set_trans(0, x, "初傳"))
                superseded.append("「加己」 on a 己 day may be 干上 or 巳: no placement read")
            elif stem and g[1] == stem:
                set_key("gan_shang", slot(g[0], "干上"))
                _use_after(body, m, lambda: set_trans(0, c["gan_shang"], "初傳"))
            elif g[1] == "己":
                h = set_plate("己", g[0], "the plate")
                _use_after(body, m, lambda h=h: set_trans(0, h, "初傳"))
            else:
                used = False
        elif kind == "gen_on_plate":
            set_general(slot(g[0], "the plate"), GENERAL_ABBR[g[1]])
            set_plate(g[2], g[0], "the plate")
        elif kind == "jia":
            h = set_plate(g[1], g[0], "the plate")
            _use_after(body, m, lambda h=h: set_trans(0, h, "初傳"))
        elif kind == "wei_jia":
            h = set_plate(g[1], g[0], "the plate")
            set_trans(0, h, "初傳")
        elif kind in ("use", "use_qi", "use_yi", "use_yi2"):
            set_trans(0, slot(g[0], "初傳"), "初傳")
        elif kind == "gen_rides":
            set_general(slot(g[1], "a general's branch"), GENERALS[g[0]])
        elif kind == "gen_on":
            set_general(slot(g[0], "a general's branch"), GENERAL_ABBR[g[1] or g[2]])
        elif kind == "gen_wei":
            set_general(slot(g[0], "a general's branch"), GENERALS[g[1]])
        elif kind == "gen_lin":
            set_general(slot(g[1], "a general's branch"), GENERAL_ABBR[g[0]])
        elif kind == "long_shen":
            set_general(slot(g[0], "a general's branch"), GENERAL_ABBR[g[1]])
        elif kind == "daytime":
            c["daytime"] = (g[0] or g[1]) == "晝"
        elif kind == "fan_yin":
            set_key("offset", 6)
        elif kind == "fu_yin":
            set_key("offset", 0)
        elif kind == "nian":
            c["nian"] = slot(g[0], "行年")
        elif kind == "birth":
            v = g[0] or g[1]
            c["birth"] = slot(v, "本命")
        elif kind == "season":
            c["season"] = g[0]
            used = False                    # context: does not extend the cast
        elif kind == "name":
            canon, what = names[normalise(m.group("n"))]
            key = "names" if what == "name" else "patterns"
            lst = c.setdefault(key, [])
            if canon not in lst:
                lst.append(canon)
        if used:
            spans.append((m.start(), m.end()))
            last_end = max(last_end, m.end())
    if any(trans):
        c["transmissions"] = trans
    if any(tgen):
        c["transmission_generals"] = tgen
    if "lessons" in c and not any(c["lessons"]):
        del c["lessons"]
    if "generals" in c and not c["generals"]:
        del c["generals"]
    if "plate" in c and not c["plate"]:
        del c["plate"]
    return c, last_end, superseded, sorted(spans), conflict[0]


def _use_after(body: str, m, then) -> None:
    """X加Y (or X加干) written as the initial: 為用/發用/用/為初傳 within a few characters after
    it, with no other branch placed in between (005:26 「午加酉為用」, 005:149 「申加巳一下賊上
    發用」, 006:186 「已加子用傳遇天魁」)."""
    tail = body[m.end():m.end() + 9]
    hit = regex.match(r"([^加臨者。]{0,6}?)(為用|發用|為初傳|用(?!神))", tail)
    # nothing between that could be the subject instead (「從魁加亥亥為初傳」: 亥 is)
    if hit and not regex.search(rf"[{BV}己]|{_JN}|者", hit.group(1)):
        then()


# ----------------------------------------------------------------------------- casts

@dataclass
class Cast:
    start: int
    end: int
    claims: dict
    construct: str
    note: str = ""
    group: int = 0          # casts of one list share a group number (>0)
    day_at: int = 0         # where its day (or stem) is written


CONSTRUCTS = ("day+時+將", "day+plate", "day+伏吟/返吟", "day+claims", "stem", "list",
              "list day+三傳", "diagram")

# where a cast's words stop after its last claim: another case begins
_STOPS = regex.compile(r"是也|之例|之類|此課|此名|此乃|此為|此是|此皆|蓋|餘倣此|餘皆|也|矣|或")


def find_casts(text: str) -> list[Cast]:
    """Every cast written in one paragraph of running text (see the module doc). Spaces
    (ASCII or full-width, layout inside a note: 006:280 「己酉辛酉  上九日」) are not read;
    the casts' offsets are offsets of ``text``."""
    keep = [i for i, ch in enumerate(text) if ch not in " 　"]
    if len(keep) == len(text):
        return _find_casts(text)
    squeezed = "".join(text[i] for i in keep)
    keep.append(len(text))

    def back(k: int) -> int:
        return keep[k] if k < len(keep) else len(text)
    out = []
    for ca in _find_casts(squeezed):
        end = keep[ca.end - 1] + 1 if ca.end > 0 else 0
        out.append(Cast(back(ca.start), end, ca.claims, ca.construct, ca.note, ca.group,
                        back(ca.day_at)))
    return out


def _find_casts(text: str) -> list[Cast]:
    norm = normalise(text)
    groups = day_groups(norm)
    out: list[Cast] = []
    gid = 0
    topic = _topic(norm[:groups[0].start]) if groups else None
    for gi, g in enumerate(groups):
        nxt = groups[gi + 1].start if gi + 1 < len(groups) else len(norm)
        nxt = max(nxt, g.end)
        body_from = g.end
        # days each with its 三傳 written straight after (005:831): XYZ then the next day
        direct = None
        dm = regex.match(rf"([{BV}己])([{BV}己])([{BV}己])(?![{BV}加臨上時將])", norm, pos=g.end)
        if dm and (dm.end() == nxt or not norm[dm.end():nxt].strip() or
                   regex.match(r"[皆俱也以]", norm[dm.end():dm.end() + 1])):
            direct = dm
            body_from = dm.end()
        # a cast written inside a note ends with the note
        opened = norm.rfind("（", 0, g.days_start)
        if opened > norm.rfind("）", 0, g.days_start):
            close = norm.find("）", g.days_start)
            if close >= 0:
                nxt = min(nxt, max(close, g.end))
        for bm in _BRANCH_DAY.finditer(norm, g.end, nxt):
            nxt = bm.start()            # a day named by its branch alone: another case
            break
        body = norm[body_from:nxt]
        stem = g.days[0][0] if len(g.days) == 1 or g.stems_only else None
        limit = len(body)
        while True:
            claims, last, superseded, spans, conflict = read_claims_full(
                body[:limit], stem, g.days[0][1] if len(g.days) == 1 else None)
            full = ("jiang" in claims and "hour" in claims) or "jiang" in g.pre
            gap = GAP_FULL if full else GAP_STEM if g.stems_only else GAP
            new = min(limit, conflict, _gap_cut(spans, body, gap),
                      _cut(body[:limit], last))
            if new >= limit:
                break
            limit = new
        shared = claims
        if direct is not None:
            vals = []
            tmp: dict = {}
            for k, x in enumerate(direct.groups()):
                sl = branch_slot(x, "三傳")
                vals.append(sl.value if sl else None)
                if sl:
                    _glyph(tmp, "三傳", sl)
            shared = dict(claims)
            if all(vals):
                shared["transmissions"] = vals
                if tmp.get("glyphs"):
                    shared["glyphs"] = shared.get("glyphs", []) + tmp["glyphs"]
            last = last + (body_from - g.end)
            body_from = g.end
        if not any(k in shared for k in CHART_KEYS) and "hour" not in shared:
            continue
        end = body_from + last
        for w in ("是也", "之例", "之類"):
            if norm.startswith(w, end):
                end += len(w)
        many = len(g.days) > 1 and not g.stems_only
        if many:
            gid += 1
        for k, (s, b, i) in enumerate(g.days if not g.stems_only else [g.days[0]]):
            c = {}
            if g.stems_only:
                c["stem"] = "".join(x[0] for x in g.days)
                if g.six:
                    c["universal"] = True
            else:
                c["day"] = s + b
            for fname, sl in (g.glyphs[k] if not g.stems_only else
                              [x for gl in g.glyphs for x in gl]):
                _glyph(c, "the day" if fname.startswith("day") else "the day's stem", sl)
            pre = g.pre
            if pre.get("year"):
                c["year"] = pre["year"]
            if pre.get("month"):
                c["month"] = pre["month"]
            if isinstance(pre.get("jiang"), Slot):
                _glyph(c, "the 將", pre["jiang"])
                c["jiang"] = pre["jiang"].value
            if isinstance(pre.get("hour"), Slot):
                _glyph(c, "the hour", pre["hour"])
                c["hour"] = pre["hour"].value
            elif pre.get("jiang_month_word"):
                n = month_number(pre["jiang_month_word"])
                if n:
                    c["jiang"] = BRANCHES[lx.month_jiang(n)]
                    c["jiang_month"] = n
            for key, v in shared.items():
                if key == "glyphs":
                    for gl in v:
                        if gl not in c.setdefault("glyphs", []):
                            c["glyphs"].append(gl)
                elif key in ("jiang", "hour") and key in c and c[key] != v:
                    superseded.append(f"{key} {c[key]} then {v}")
                    c[key] = v
                else:
                    c[key] = v
            # a month and an hour without a 將: the month's 將 (module doc)
            if "hour" in c and "jiang" not in c and c.get("month"):
                n = month_number(c["month"])
                if n:
                    c["jiang"] = BRANCHES[lx.month_jiang(n)]
                    c["jiang_month"] = n
            if ("hour" in c) != ("jiang" in c):
                # an hour alone, or a 將 alone, fixes nothing
                for key in ("hour", "jiang", "jiang_month"):
                    c.pop(key, None)
            if not any(key in c for key in CHART_KEYS):
                continue
            note = ""
            if topic is not None and not any(key in c for key in _FIXES_PLATE):
                c["offset"] = topic[0]
                note = f"offset {topic[0]} from the paragraph's subject {topic[1]}; "
            if superseded:
                note += ("read the later of two statements in the cast: "
                         + "; ".join(superseded))
            note = note.rstrip("; ")
            cons = _construct(c, g, direct is not None)
            st = g.start if (k == 0 or not many) else i
            out.append(Cast(st, end, _ordered(c), cons, note, gid if many else 0,
                            i if many else g.days_start))
    return out


GAP = 14        # characters without a claim after which a cast's words are over
GAP_STEM = 10   # … for a stem alone (generic statements: 002:199 「癸日𤣥武主事…傳送乗太常」)
GAP_FULL = 24   # … for a cast written with its 將 and 時 (the 課經's sentences run long:
                # 005:642 「如丙辰日卯時辰將占昴星四課不備剛日取丙合辛辛寄於戌即戌上亥為用」)
# a statement the text corrects: the later one is the cast's (005:345 「三傳戌午寅…殊不知…
# 當取子水比和者為用三傳子申辰」)
_CORRECTS = regex.compile(r"殊不知|非也|者非|之誤|當取|當以|不取")
_BRANCH_DAY = regex.compile(rf"(?<![{STEMS}{BV}己巳已六加臨上])[{BV}]日")


def _gap_cut(spans: list, body: str | None = None, gap: int = GAP) -> int:
    """The end of the last claim before a run of more than :data:`GAP` characters without
    one (the text has moved on: 005:47 「甲日為本身…子上見酉」)."""
    prev = 0
    for a, b in spans:
        if a - prev > gap and not (body is not None and _CORRECTS.search(body, prev, a)):
            return prev if prev else 0
        prev = max(prev, b)
    return 1 << 30


_FIXES_PLATE = ("offset", "jiang", "hour", "plate", "gan_shang", "zhi_shang", "lessons")


def _topic(lead: str):
    """The method a paragraph is about, when its opening words name 伏吟 or 返吟 and not the
    other (005:831 「凢伏吟用起自刑之神…如壬辰日三傳亥辰戌…」, 005:965 「井欄射亦名無親（返吟課
    無克…）無克惟丁未己未…」): its casts that state nothing that fixes the plate are read with
    that offset (0 or 6), and the note says so."""
    fu, fan = "伏吟" in lead, ("返吟" in lead or "反吟" in lead)
    if fu and not fan:
        return 0, "伏吟"
    if fan and not fu:
        return 6, "返吟"
    return None


def _cut(body: str, last: int) -> int:
    """Where the cast's words stop: the first stop word that follows a claim, or the end of
    the 課名 that concludes the case (「…為用曰元首課」, 「…為三陽課也」)."""
    _, nrx = _names()
    cands = [m.start() for m in _STOPS.finditer(body) if m.start() > 0]
    # a sentence-final 也/矣 ends the cast's sentence even before any claim (002:290
    # 「六庚日最緊他日緩矣𤣥武臨午」: the claim after it is another statement)
    hard = [m.start() + 1 for m in regex.finditer(r"[也矣]", body)]
    if hard and not read_claims(body[:hard[0]])[0]:
        return hard[0]
    for m in nrx.finditer(body):
        if m.group("pre") and m.group("post"):
            e = m.end()
            # its 三傳 written straight after the name (006:278 「為斵輪卦卯戌巳三傳也」)
            t = regex.match(rf"[{BV}己戊]{{3}}三傳", body, pos=e)
            e = t.end() if t else e
            cands.append(e + 1 if body[e:e + 1] == "也" else e)
    for p in sorted(cands):
        head, _, _ = read_claims(body[:p])
        if head:
            return p
    return len(body)


def _construct(c: dict, g: DayGroup, direct: bool) -> str:
    if len(g.days) > 1 and not g.stems_only:
        return "list day+三傳" if direct else "list"
    if g.stems_only:
        return "stem"
    if direct:
        return "list day+三傳"
    if "jiang" in c and "hour" in c:
        return "day+時+將"
    if "offset" in c:
        return "day+伏吟/返吟"
    if any(k in c for k in ("plate", "gan_shang", "zhi_shang")):
        return "day+plate"
    return "day+claims"


def _ordered(c: dict) -> dict:
    from .model import CLAIM_KEYS
    return {k: c[k] for k in CLAIM_KEYS if k in c}
