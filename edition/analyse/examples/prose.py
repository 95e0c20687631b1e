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

The claims are read by the table of claim forms of :mod:`.grammar`; the days by :mod:`.days`.

**Binding.** Each cast records how its claims are bound to it (claim ``binding``:
``{"certain": bool, "why": …}``): certainly when one day is written with 日 (or with its 將
and 時 before it, or its 三傳 straight after it) and the words are the cast's own; not when
the day is a bare 干支, one of a list sharing a clause, a stem alone, an alternative after
或/又 or the other half of a 旦…夜 pair, a case quoted from another book (「吳越春秋所載…之占」
KR3g0031_000.txt:56), or a cast whose next words contradict it. Each claim field records the
form that read it (``forms``), negated and rejected claims are kept apart (``rejected``), and
the claim words the cast's span holds that no form read are listed (``unread``).

**Alternatives.** After a cast's words, a statement introduced by 或 or 又 (with no day of its
own), or the other half of a 晝…夜 / 旦…暮 pair, is an alternative of the same day and plate:
a cast of its own, bound with the day's 將 and 時, its binding not certain.

**The early notation** (黃帝授三子玄女經 KR5a0297_000.txt): 假令 + month + day + the month's
將 by its 神名 over a branch (「二月庚中日魁加丑丑時也」 :62, 「二月甲戌日魁加辰」 :73): when the
branch placed is the month's 將, it stands over the hour.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import regex

from . import cues, grammar, notes
from .days import LOST, REPORTERS, DayGroup, day_groups
from engine import lexicon as lx
from engine.lexicon import month_of

from .grammar import month_jiang
from .polarity import CORRECTS
from .vocab import (_GCHENG, _GFULL, _HN, _JN, BV, HOUR_NAMES, MONTH_NUM_W, MONTH_W, STEMS, Slot,
                    _glyph,
                    branch_slot, normalise, ordered)
from edition.core.patterns import compiled

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

# 又 begins another cast only where the words after it place the plate again or name a day or
# 晝/夜 (005:406-407 「又酉時占時天罡臨寅」); before 無/不/非/未/自 it goes on with the same cast
# ("nor, again": 005:612 「上下無克又無遥克」, 005:854-855 「中傳支辰又自刑取冲戌為末傳」), and
# elsewhere it ends the cast's words (001:127 「…名貴人蹉跎，事不能成。又貴人臨辰上」)
_NEXT_CAST = (rf"又(?=[晝夜旦暮]|(?:{_JN}|[{BV}])(?:時|將|加|臨|發用|為用)|[{STEMS}][{BV}]日|[{STEMS}]日"
              rf"|{MONTH_W}|三傳|發用|初傳|[日辰]之?[陰陽]神?(?:{_JN}|[{BV}]))")
# 又 after the cast's commentary, before a claim of the same day (the oldest notation: 「…太一火也辛
# 金也火傷金此爲神將傷日又日之隂神大吉」, 「…辰土也小吉亦土也又功曹臨亥爲用」; a red-team book):
# read as an alternative of the cast, its binding not certain
# (and 「若晡時占之則…」 after a few words of judgement: the same day at another hour, 「…終傳送將得
# 螣蛇病在外可治若晡時占之則太衝加申…」, a round-30 red-team classic, KR5a9947_000.txt:47-48)
_MORE = compiled(rf"又(?=[日辰]之?[陰陽]神?(?:{_JN}|[{BV}])|(?:{_JN}|[{BV}])(?:加|臨)(?:{_JN}|[{BV}])"
                      rf"[^。]{{0,3}}?(?:為用|發用))|若以?(?=(?:{_HN})占之?[，、]?則)"
                      rf"|[若如]改(?:作|為|用)(?=(?:{_HN}|[{BV}])時[，、]?則)")
# where a cast's words stop after its last claim: another case begins
# (not 「此為伏吟」 in the middle of a cast, the early notation's 「…大吉加丑此為伏吟登明加壬…」; nor
# 又 of 「X又加Y」, the same branch over the stem too)
# 「若以日昳占之」, 「若晡時占之」, 「若以午時…」: a supposition of another hour (_alternative)
# (and 「如改作午時，則…」, 「若改作X時」: a round-72 red-team 九宗門 juan, KR3g9899_001.txt:36, read as
# the cast's own words and the cast left `partial`)
# (and 「…此八專也若時加辰則…」, the hour said by the plate's 時加, after a sentence's 也 unpunctuated: a
# round-24 red-team classic, KR5a9958_000.txt:116, read as a cast of 「臨丁未」 until stop 58)
# (時加 only with a plate or seat after 則, not an 應期, 「若時加午，則行人至」: review_round88/
# suppose_alt.txt:9, KR5a9835_000.txt:11, :19)
_IF_HOUR = (rf"(?:若以?|[若如]改(?:作|為|用))(?=(?:{_HN})(?:占|時)|[{BV}]時"
            rf"|時加[{BV}][，、]?則?(?:{_JN}|[{BV}](?:加|臨|上)|[干支日辰]上))")
# a day whose stem is a glyph no reading knows (「…作六合㐀申上干上亥」: a metamorphic copy of
# KR3g0031_006.txt:606 with 甲 unknown, its 干上 given to the 壬寅 cast before and accused), before
# 日 or a seat's 上 and another seat (not 「…主㐫辰上卯」, 㐫 for 凶: a review of the change,
# review_round83/KR3g9862_001.txt:21, its claims dropped): the cast before ends there
_LOST_STEM = rf"[{LOST}](?=[{BV}](?:日|上[干支日辰]上))"
_STOPS = compiled(r"是也|之例|之類|此課|此名|此乃|此為(?![伏反返]吟)|此是|此皆|蓋|餘倣此|餘皆"
                       # (not the modern 也是, "also": 「乙酉日，申將丑時，也是夜占。」 liuren_jiangyi.txt:69)
                       r"|(?<!時)也(?!是)|矣|或|又(?!如|於|為|是|作|名|曰|云|主|有|無|不|非|未|自|加|臨)"
                       # (another example on a day that cannot be read, 「…甲子日戌加寅上又如辛丒日酉
                       # 加已」 with a glyph unknown for 丑: its 酉加巳 read as the 甲子 cast's and
                       # accused, a metamorphic copy of KR3g0031_003.txt:399)
                       # (a day, not 「又如戊土日干」: a review of the change, review_round82/
                       # dated_days.txt:17, its claims after it dropped unread)
                       rf"|又(?:如|假令|假如)(?=[{STEMS}][{LOST}醜]日)"
                       # (or a day whose stem is lost, _LOST_STEM)
                       rf"|{_LOST_STEM}"
                       rf"|{_IF_HOUR}"
                       # (the next day's cast, another book's, a student's answer: 「…元首。次日同時
                       # 再占，支上見戌」, 「心鏡引一課，三傳寅申寅」, 「學生答：三傳戌午子」, a review of
                       # the round-31 change: each accused the correct cast before it)
                       r"|(?:次日|翌日|明日|隔日|越日)(?=[^，。]{0,6}占)|\p{Han}{1,4}引一?[課例]"
                       r"|(?:學生|學員|同學|某生)(?:答|曰|云|說)[：:，]"
                       # (a verse or another book begins: 「…逆行歌曰四課無剋莫心煩…神來剋日名蒿矢」, a
                       # round-56 red-team classic, KR5a9928_000.txt:107: its 蒿矢 read as the cast's)
                       r"|(?:歌|詩|訣|頌|賦|經)曰")
# a speaker's judgement after the cast was told, its 三傳 read (「…末朱雀先生曰酉為甲之官鬼乘勾陳
# 臨干」, a red-team book of 占驗 records: what the master says is his commentary, read as such by
# _late_claims); not before (「三月丁卯日日昳來問亡物師曰日上從魁…」: the answer tells the cast)
_SPEAKER = compiled(r"先生曰|師曰|斷曰|判曰|析曰")
CHART_KEYS = ("transmissions", "ju", "gan_shang", "zhi_shang", "lessons", "plate", "generals",
              "guiren", "offset", "names", "patterns", "jiang", "transmission_generals")


def find_casts(text: str, before: dict | None = None) -> list[Cast]:
    """Every cast written in one paragraph of running text (see the module doc). Spaces
    (ASCII or full-width, layout inside a note: 006:280 「己酉辛酉  上九日」) are not read;
    the casts' offsets are offsets of ``text``. An editor's note proposing another reading
    (notes.blank) is skipped as they are."""
    text = notes.blank(text)
    keep = [i for i, ch in enumerate(text) if ch not in " 　"]
    if len(keep) == len(text):
        return _find_casts(text, before)
    squeezed = "".join(text[i] for i in keep)
    keep.append(len(text))

    def back(k: int) -> int:
        return keep[k] if k < len(keep) else len(text)
    out = []
    for ca in _find_casts(squeezed, before):
        end = keep[ca.end - 1] + 1 if ca.end > 0 else 0
        out.append(Cast(back(ca.start), end, ca.claims, ca.construct, ca.note, ca.group,
                        back(ca.day_at)))
    return out


@dataclass
class _Words:
    """One cast's words as read: the claims, where they end, and how they were read."""
    claims: dict
    last: int
    superseded: list
    res: grammar.ReadResult
    limit: int
    contradicted: bool = False     # cut where a later claim contradicts it
    turned: int | None = None      # cut where the other half of a 晝…夜 pair begins


# the next hour of a table of one day's hours under one 將, each with its plate or its 用 (「今以庚午日申將
# 為例，列其十二時發用如左：子時子加辰為用，涉害；丑時戌加卯為用，知一；寅時返吟，寅加申為用；…」, a round-54
# red-team 課經, KR3g9933_001.txt:126-135): an alternative of the cast before it, at that hour
_HOUR_ROW_RX = (rf"(?P<h>[{BV}])時(?=[^。；]{{0,6}}?(?:{grammar.BRANCH_WORD})加(?:{grammar.BRANCH_WORD})"
                rf"|(?:返吟|伏吟|反吟|昴星)|(?:{grammar.BRANCH_WORD})為用)")
_HOUR_ROW = compiled(rf"[；;，、]?{_HOUR_ROW_RX}")
HOUR_ROW_WHY = "one of the hours a table lists under the day and 將 before it"
# the next month of a table of one day and hour by month (「甲子日寅時夜占，正月三傳午卯子…。二月三傳戌午寅，
# 干上戌…」, a round-79 red-team juan, KR3g9887_001.txt:34-46): an alternative at that month's 將
# (grammar form month_row; a row that names its 將, 「二月戌將三傳…」, by its own words; a row by
# a term's window, 「二月雨水後春分前」, grammar.ROW_WINDOW)
_MONTH_ROW_RX = (rf"閏?{MONTH_NUM_W}(?:[{BV}]將|{grammar.ROW_WINDOW}|從前月)?[，、]?"
                 rf"(?=三傳|[返反伏]吟)")
_MONTH_ROW = compiled(rf"[；;，、。]?(?={_MONTH_ROW_RX})")
MONTH_ROW_WHY = "one of the months a table lists under the day and hour before it"
# where the next row of a table by month begins (after a pause, or 「…二月戌將三傳…」 unpunctuated)
_NEXT_ROW = compiled(rf"(?<=[，。；、])(?={_MONTH_ROW_RX})|(?=閏?{MONTH_NUM_W}[{BV}]將[，、]?三傳)")
# the words a table's row may end with after its claims, before the next row: a name or a word
# no form reads (「，重審。」, 「，知一。」, unpunctuated 「…三傳巳申寅自任二月戌將…」)
_ROW_TAIL = compiled(rf"[，、]?[^，。；、{BV}]{{1,6}}?[。；，]?(?={_MONTH_ROW_RX}|{_HOUR_ROW_RX})")


def _row_at(norm: str, at: int) -> int:
    """Where the next row of a table by month or hour begins after a row's words ending at
    ``at``, past a short tail no form reads (:data:`_ROW_TAIL`); ``at`` if none is there."""
    if _ALT.match(norm, at):
        return at
    tail = _ROW_TAIL.match(norm, at)
    return tail.end() if tail else at


def _read_cut(body: str, g: DayGroup, stem, branch, subject: str | None = None) -> _Words:
    """Read a cast's words and cut them after its last claim (module doc), re-reading until the
    cut is stable (``subject``: grammar.read's)."""
    limit = len(body)
    contradicted = False
    turned = None
    while True:
        res = grammar.read(body[:limit], stem, branch, after=body[limit:limit + 12],
                           subject=subject)
        full = ("jiang" in res.claims and "hour" in res.claims) or "jiang" in g.pre
        # (a 六X日 group with a plate of its own is a cast's heading, not a generic statement:
        # 「如六甲日丑加寅，干上皆丑，甲木賊丑土，子加丑亦下賊上，子與甲俱陽，取子為用，三傳子亥戌」, a
        # round-54 red-team 課經, KR3g9933_001.txt:59-62)
        gap = GAP_FULL if full else GAP_STEM if g.stems_only and not (
            g.six and "plate" in res.claims) else GAP
        other = min(_gap_cut(res.spans, body, gap), _cut(body[:limit], res.last))
        if res.conflict < min(limit, other) and res.turn is None and not (
                "hour" in res.claims and _HOUR_ROW.match(body, res.conflict)) and not (
                ("jiang_month" in res.claims or any(x.form == "month_row" for x in res.readings))
                and _MONTH_ROW.match(body, res.conflict)):
            # (a 晝…夜 turn ends the cast without contradicting it, and so does the next hour of
            # a day's table of hours, _HOUR_ROW)
            contradicted = True
        new = min(limit, res.conflict, other)
        if res.turn is not None and res.turn == new:
            turned = new
        if new >= limit:
            return _Words(res.claims, res.last, res.superseded, res, limit, contradicted, turned)
        limit = new


# what may follow a day's 三傳 written straight after it (005:831 「…XYZ皆…」; 005:1180 「乙丑日寅
# 卯辰丙寅日…」; and 「戊辰日卯寅丑為三竒己巳日卯寅丑亦是庚午日午巳辰神遥克日」, a red-team book
# copying 005:1180's manner)
_DIRECT_NEXT = compiled(r"[皆俱也以]|(?:為|亦|乃|是)(?![{b}])|神(?:遥|遙)|三傳".format(b=BV))


# the 三傳 written straight after a day: three branches, one of which may be printed as a
# look-alike (grammar._LOOK, and 甲 for 申, the manuscript habit of KR3g9997's figures), kept as
# printed for the checker to weigh (「壬申日戌酉甲三傳相連逆」, a red-team book in 005:1180's
# manner); not before another branch, a day, a placement or a 傳 word
_DIRECT_LOOK = grammar._LOOK + "甲"
# (not before a day whose branch is lost, 「丁丑日申  戌  戊□日」: 戊 is its stem, a metamorphic copy of
# KR3g0031_005.txt:1181 with 寅 unknown, 申戌戌 read and accused)
_DIRECT = compiled(r"([{b}己{k}])([{b}己{k}])([{b}己{k}])(?![{b}日加臨上時將傳]|[{r}]日)".format(
    b=BV, k=_DIRECT_LOOK, r=LOST))


# (or a pause, a 課's name, and the next day or the end: 「丙子日丑亥酉，丁酉日巳丑酉，」, 「庚戌日辰申午察微，」,
# a lecture's recap, a round-44 red-team book, liuren_srt.srt:849, :859; not 「甲子日申子辰合局」, a
# 三合, a review of the change, tests/data/review_round44/rv44_gram1.txt:8)
_PAUSE = compiled(r"^(?P<name>\p{Han}{2})?[，。；\s]*$")


def _direct_pause(rest: str) -> bool:
    m = _PAUSE.match(rest)
    return bool(m) and (m["name"] is None or grammar.canonical_kind(m["name"]) is not None)


def _bounds(norm: str, groups: list, gi: int) -> tuple[int, int, object]:
    """Where group gi's words begin and end (before the next day, a note's end, a day named by
    its branch alone) and the 三傳 written straight after its days, if any."""
    g = groups[gi]
    nxt = groups[gi + 1].start if gi + 1 < len(groups) else len(norm)
    nxt = max(nxt, g.end)
    body_from = g.end
    # days each with its 三傳 written straight after (005:831): XYZ then the next day
    direct = None
    dm = _DIRECT.match(norm, g.end)
    if dm and sum(x in _DIRECT_LOOK for x in dm.groups()) > 1:
        dm = None
    if dm and (dm.end() == nxt or not norm[dm.end():nxt].strip() or
               _DIRECT_NEXT.match(norm, dm.end()) or _direct_pause(norm[dm.end():nxt])):
        direct = dm
        body_from = dm.end()
    # a cast written inside a note ends with the note
    opened = norm.rfind("（", 0, g.days_start)
    if opened > norm.rfind("）", 0, g.days_start):
        close = norm.find("）", g.days_start)
        if close >= 0:
            nxt = min(nxt, max(close, g.end))
    for bm in _BRANCH_DAY.finditer(norm, g.end, nxt):
        if len(g.days) == 1 and g.days[0][1] == norm[bm.start()] and _RULE_VERB.match(norm, bm.end()):
            # (the cast's own branch in its rule, 「辛未日…上下俱無克，未日取亥上巳為用」: the 井欄射's,
            # a round-56 red-team 課經, KR3g9929_001.txt:110 — the 三傳 and generals were cut off)
            continue
        nxt = bm.start()            # a day named by its branch alone: another case
        break
    return body_from, nxt, direct


# a day of a list said apart after it (「丁酉己酉辛酉三日伏吟…三傳酉未丑惟辛酉日…三傳酉戌未為異」,
# a red-team book): the list's shared words are not that day's; its own follow
_EXCEPT = ("惟", "唯", "獨", "但", "除")


def _excepted(norm: str, groups: list, gi: int) -> set:
    """The days of list ``gi`` that a later group opened by 惟/唯/獨/但/除 names apart, before the
    next list or paragraph's end."""
    out = set()
    days = {(s, b) for s, b, _ in groups[gi].days}
    for ng in groups[gi + 1:gi + 4]:
        if len(ng.days) > 1 or ng.stems_only:
            break
        d = (ng.days[0][0], ng.days[0][1])
        if d in days and norm[max(0, ng.start - 1):ng.start] in _EXCEPT:
            out.add(d)
    return out


def _group_stem(g: DayGroup) -> str | None:
    """The stem the words of a group read as the day's (干上 by 「X加乙」): its one day's, its
    stems', or the stem all its days share (a 六X日 heading's list: the heading's, a misprinted
    day of the list left to the checker)."""
    if len(g.days) == 1 or g.stems_only:
        return g.days[0][0]
    stems = [d[0] for d in g.days]
    top = max(set(stems), key=stems.count)
    ok = len(set(stems)) == 1 or (g.blank is not None and stems.count(top) >= len(stems) - 1)
    return top if ok else None


def _direct_claims(w: _Words, direct) -> dict:
    """The shared claims with the 三傳 written straight after the day."""
    vals = []
    tmp: dict = {}
    for x in direct.groups():
        sl = branch_slot(x, "三傳", use="transmission")
        vals.append(sl.value if sl else (x if x in _DIRECT_LOOK else None))
        if sl:
            _glyph(tmp, "三傳", sl)
    shared = dict(w.claims)
    if all(vals):
        shared["transmissions"] = vals
        shared["forms"] = dict(shared.get("forms", {}), **{f"transmissions.{i}": "list_direct"
                                                         for i in range(3)})
        if tmp.get("glyphs"):
            shared["glyphs"] = shared.get("glyphs", []) + tmp["glyphs"]
    return shared


# the day said again after its 將 and 時 (「正月甲子日，亥將加卯時，晝占晴雨。甲子日々上見戌，支上申…」,
# a round-82 red-team manuscript, KR3g9873_001.txt:25, :26: the cast cut in two, the first
# `not-checkable`, the second without its plate): the same cast's words, within a sentence or two
_RESTATED_GAP = 24
# (not where another example opens between them: 「丁未返吟是兩般（…假令亥將巳時占丁未日…）」,
# KR3g0031_005.txt:977, the 將 and 時 the second's)
_NEW_EXAMPLE = compiled(r"假令|假如|假今|[如若設倘又或]|[（(]")
_RESTATED_THEN = compiled(r"[日干支辰]上|三傳|初傳|發用")
_PLATE_ONLY = frozenset(("jiang", "hour", "daytime", "month", "jiang_month", "offset", "forms", "glyphs"))


def _restated(norm: str, groups: list) -> list:
    """``groups`` without a single day said again straight after the same day's 將 and 時, with
    no other claim between (:data:`_RESTATED_GAP`), and a seat or its 三傳 at once after it
    (:data:`_RESTATED_THEN`): not a second cast of the day, 「乙亥日午刻再占」 (a review of the change,
    review_round82/restated_days.txt:19, accused under the first's hour)."""
    out = []
    for g in groups:
        prev = out[-1] if out else None
        if (prev is not None and len(g.days) == 1 == len(prev.days) and not g.stems_only
                and not prev.stems_only and g.days[0][:2] == prev.days[0][:2]
                and g.days_start - prev.end <= _RESTATED_GAP and g.closed and prev.closed
                and _RESTATED_THEN.match(norm, g.end)
                and not _NEW_EXAMPLE.search(norm, prev.end, g.days_start)):
            said = grammar.read(norm[prev.end:g.days_start], *prev.days[0][:2]).claims
            if {"jiang", "hour"} <= set(said) and set(said) <= _PLATE_ONLY:
                continue
        out.append(g)
    return out


def _find_casts(text: str, before: dict | None = None) -> list[Cast]:
    norm = normalise(text)
    groups = _with_reference(norm, _restated(norm, day_groups(norm)), before)
    out: list[Cast] = []
    gid = 0
    topic = _topic(norm[:groups[0].start]) if groups else None
    for gi, g in enumerate(groups):
        cols = _note_columns(norm, g)
        if cols:
            out += _column_casts(norm, g, cols)
            continue
        body_from, nxt, direct, body = _group_words(norm, groups, gi)
        stem = _group_stem(g)
        w = _read_cut(body, g, stem, g.days[0][1] if len(g.days) == 1 else None)
        w.claims.update(_how(w, body, stem, g.days[0][1] if len(g.days) == 1
                             and not g.stems_only else None))
        _theirs(norm, g, body, w.claims)
        shared = w.claims
        last = w.last
        if direct is not None:
            shared = _direct_claims(w, direct)
            last = last + (body_from - g.end)
            body_from = g.end
        if not any(k in shared for k in CHART_KEYS) and "hour" not in shared:
            like = _like_before(g, body, out)
            if like is not None:
                out.append(like)
            continue
        end = body_from + last
        for wd in ("是也", "之例", "之類"):
            if norm.startswith(wd, end):
                end += len(wd)
        many = len(g.days) > 1 and not g.stems_only
        if many:
            gid += 1
        why = _uncertain(norm, g, many, direct, w, body)
        excepted = _excepted(norm, groups, gi) if many else set()
        for k, (s, b, i) in enumerate(g.days if not g.stems_only else [g.days[0]]):
            if (s, b) in excepted:
                continue
            c = _cast_claims(g, k, s, b, shared, w.superseded)
            if c is None:
                continue
            note = _cast_note(c, topic, w.superseded)
            c["binding"] = _binding(why, c, many and direct is None)
            if g.pre.get("supposed"):
                c["binding"] = {"certain": False, "why": SUPPOSED_WHY, "polarity": "conditional"}
            elif g.pre.get("commentary") is not None and not g.pre.get("continues"):
                c["binding"]["why"] = COMMENTARY_WHY
            cons = _construct(c, g, direct is not None)
            st = g.start if (k == 0 or not many) else i
            alts = _alternatives(norm, (body_from + w.limit, nxt, st, end), g, (c, w, stem),
                                 many, cons)
            out.append(Cast(st, end, ordered(c), cons, note, gid if many else 0,
                            i if many else g.days_start))
            out += alts
    return _list_of_examples(out, norm)


# a paragraph that opens on the cast before it (「同前例，但夜占…」, 「前例若換午時…」, 「又如前日亥將
# 寅時…」: a red-team book in 六壬大全's manner): 前例 is that cast (its day, 將 and 時, the words
# after it changing some), 前日 its day
_REFERENCE = compiled(r"(?:又如|又|如|同)?前(?P<what>日|例)")
REFERENCE_WHY = "its day (and for 前例 its 將 and 時) taken from the cast before it"
# (and 「同日同時以六壬占之」, 「又同日乙丑時…」: the day of the passage before it, with its hour or one
# of its own — a round-77 red-team 三式 compendium, KR5a9892_001.txt:82, :108, whose 六壬 casts take
# the day of the 遁甲 example before them: not found)
# (and 「是日酉時」 with its hour: a review of the change, review_round77/tongri.txt:23)
_ON_THE_DAY = compiled(rf"又?(?:同日|是日(?=同時|[{STEMS}]?[{BV}]時))(?:(?P<same>同時)|[{STEMS}]?(?P<h>[{BV}])時)?")
# a paragraph of commentary opening on the classic's passage before it (「假令十月丙寅日以子時占病」,
# then 「注曰十月將功曹加子日之陽小吉…寅賊天罡為用將得青龍…」, a round-27 red-team commented classic,
# KR5a9951_001.txt:141-146): the cast of that passage, completed by the 注's words
COMMENTARY = compiled(r"(?:注|註|解|疏)[曰云][：:，]?")
COMMENTARY_WHY = "the 注 that completes the passage before it: that passage's day and plate"
# (or the words that go on with a passage the converter ended at a note: ``continues``, set by
# .paragraphs)
_EMPTY = compiled("")
CONTINUES_WHY = ("the words after an interlinear note at which the paragraph was closed: the cast "
                 "before it, by the layout")
_CHANGED_HOUR = compiled(rf"[，、]?若?換(?:為|作|以)?[{STEMS}]?(?P<h>[{BV}])時")
# a commentary opening on a supposition of another hour for the passage's cast (「疏曰若以日中占之則
# 大吉加午神后臨丙…」, a round-28 red-team classic with two layers of commentary, KR5a9949_000.txt:81,
# :146): a cast of the passage's day and 將 at that hour, conditional (SUPPOSED_WHY)
_HOUR_WORD = rf"(?:(?P<n>{_HN})|(?P<b>[{BV}])時|時加(?P<b2>[{BV}]))"   # a named hour, 巳時, 時加巳
_SUPPOSED_AT = compiled(rf"若以{_HOUR_WORD}占之?[，、]?則?")
SUPPOSED_WHY = "the commentary's supposition of another hour for the passage before it"


def _with_reference(norm: str, groups: list, before: dict | None) -> list:
    """``groups`` with a group for a paragraph that opens on the cast ``before`` it (its claims:
    day, jiang, hour), when no day of its own comes first. 「前例若換午時」: the supposition is
    the cast, its hour written; those words are blanked out of the cast's words (no condition)."""
    m = _REFERENCE.match(norm) or _ON_THE_DAY.match(norm) or COMMENTARY.match(norm) or (
        _EMPTY.match(norm) if (before or {}).get("continues") else None)
    day = (before or {}).get("day")
    if not m or not day or (groups and groups[0].start < m.end()):
        return groups
    pre: dict = {"reference": True}
    blank = None
    if m.re is _ON_THE_DAY:
        h = before.get("hour") if m["same"] else m["h"]
        if h:
            pre["hour"], pre["changed_hour"] = Slot(h, h), bool(m["h"])   # (its own hour: written)
        # (its stem said again is the same cast, as after a day written, days.day_groups)
        groups = [g for g in groups if not (g.stems_only and len(g.days) == 1
                                            and g.days[0][0] == day[0])]
        return [DayGroup(0, m.start(), m.end(), [(day[0], day[1], m.start())], [[]], pre=pre)] + groups
    if m.re is not _REFERENCE:
        if m.re is _EMPTY:
            pre["continues"] = True
        # the 注 on the cast before it: its day, 將, hour and plate, the claims its own words
        pre.update({k: Slot(before[k], before[k]) for k in ("jiang", "hour") if before.get(k)})
        pre["commentary"] = {k: before[k] for k in ("plate", "offset", "month", "jiang_month")
                             if k in before}
        # (read as the passage read them: the 注 does not weaken them, 前例's earlier_cast does)
        pre["commentary_forms"] = {k: v for k, v in (before.get("forms") or {}).items()
                                   if k.split(".")[0] in ("jiang", "hour", "plate", "offset")}
        sm = _SUPPOSED_AT.match(norm, m.end()) if m.re is COMMENTARY else None
        if sm is not None and "jiang" in pre:
            # (a supposition of another hour: the passage's day and 將, its own plate)
            h = _supposed_hour(sm)
            pre["hour"], pre["supposed"] = Slot(h, h), True
            pre["commentary"] = {k: before[k] for k in ("month", "jiang_month") if k in before}
            pre["commentary_forms"] = {k: v for k, v in pre["commentary_forms"].items()
                                       if k == "jiang"}
            blank = sm.span()
        return [DayGroup(0, m.start(), m.end(), [(day[0], day[1], m.start())], [[]], pre=pre,
                         blank=blank)] + groups
    if m["what"] == "例":
        pre.update({k: Slot(before[k], before[k]) for k in ("jiang", "hour") if before.get(k)})
        h = _CHANGED_HOUR.match(norm, m.end())
        if h and "jiang" in pre:
            pre["hour"], pre["changed_hour"], blank = Slot(h["h"], h["h"]), True, h.span()
    g = DayGroup(0, m.start(), m.end(), [(day[0], day[1], m.start())], [[]], pre=pre,
                 blank=blank)
    return [g] + groups


def _group_words(norm: str, groups: list, gi: int) -> tuple:
    """Where group gi's words begin and end, its 三傳 written straight after its days (_bounds),
    and its words: without a 課名 heading the next cast, a 六X日 heading's list of days blanked
    out (days._six_list)."""
    g = groups[gi]
    body_from, nxt, direct = _bounds(norm, groups, gi)
    body = _without_next_heading(norm, body_from, nxt, gi + 1 < len(groups))
    if g.blank:
        body = notes.blanked(body, [(g.blank[0] - body_from, g.blank[1] - body_from)])
    return body_from, nxt, direct, body


def _cast_note(c: dict, topic, superseded: list) -> str:
    """The offset a paragraph's subject gives a cast that fixes no plate (set in ``c``), and the
    statements read over, as the cast's note."""
    note = ""
    if topic is not None and not any(key in c for key in _FIXES_PLATE):
        c["offset"] = topic[0]
        c.setdefault("forms", {})["offset"] = "topic"
        note = f"offset {topic[0]} from the paragraph's subject {topic[1]}; "
    if superseded:
        note += "read the later of two statements in the cast: " + "; ".join(superseded)
    return note.rstrip("; ")


# a list of days each with its plate, closed by 「發用之類」 (and its name): KR3g0031_005.txt:69-72
# 「又於亥日未加亥乙未日卯加未丙申日卯加戌壬寅日巳加申辛酉日午加申發用之類則為元首」
_OF_THE_KIND = compiled(r"(?:發用|為用)之(?:類|例)")
_KIND_NAME = compiled(r"[，、]?(?:則|皆|俱|亦)?(?:為|名|曰|是)")


def _list_of_examples(out: list[Cast], norm: str) -> list[Cast]:
    """Each day of a list of days with their plates whose last says 「X加Y發用之類」 has its X
    as the 用 too, and the name said after it (「則為元首」); the binding is a layout convention,
    so not certain."""
    i = 0
    while i < len(out):
        j = i
        while (j + 1 < len(out) and _plate_only(out[j])
               and _next_item(norm, out[j].end, out[j + 1].start)):
            j += 1
        last = out[j]
        m = _OF_THE_KIND.search(norm, last.start, last.end + 6)
        if j > i and m and "plate" in last.claims and len(last.claims["plate"]) == 1:
            names = _kind_name(norm, m.end())
            for k in range(i, j + 1):
                c = dict(out[k].claims)
                if k < j:
                    (x,) = c["plate"].values()
                    c["transmissions"] = [x, None, None]
                    c["forms"] = dict(c.get("forms", {}), **{"transmissions.0": "list_kind"})
                    c["binding"] = {"certain": False, "polarity": "asserted", "why":
                                    "one of a list of days sharing the 「發用之類」 of its last"}
                if names:
                    c["names"] = sorted(set(c.get("names", [])) | set(names))
                    c["forms"] = dict(c.get("forms", {}), names="list_kind")
                out[k] = replace(out[k], claims=ordered(c))
        i = j + 1
    return out


def _next_item(norm: str, end: int, start: int) -> bool:
    """The next cast is the list's next item: straight after, or after one item that is no
    cast (「…己亥日丑加子甲寅日戊加子戊寅日寅加巳…」: 戊 over 子 is read nowhere)."""
    gap = norm[end:start]
    return len(gap) <= 8 and bool(regex.fullmatch(rf"(?:[{STEMS}][{BV}戊己]日?)?[^。，；也]*", gap))


def _plate_only(ca: Cast) -> bool:
    return (set(ca.claims) - {"day", "plate", "forms", "binding", "glyphs"} == set()
            and len(ca.claims.get("plate") or {}) == 1)


def _kind_name(norm: str, at: int) -> list[str]:
    """The 課名 said of a list after its 「之類」 (「則為元首」)."""
    m = _KIND_NAME.match(norm, at)
    if not m:
        return []
    n = grammar.name_pattern().match(norm, m.end())
    if n is None:
        return []
    name = grammar.canonical_name(n.group("n"))
    return [n.group("n")] if name else []


# one plate a column of a note written straight after as many days, the k-th for the k-th day
# (KR3g0031_006.txt:1140 「甲申乙酉(寅加申/辰加酉)」: 甲 lodges in 寅, 乙 in 辰, each 往加辰)
_COLUMN = compiled(rf"[{BV}己巳已](?:加|臨)[{BV}{STEMS}已]")
COLUMN_WHY = "its column of a note written after several days, one a day"


def _note_columns(norm: str, g: DayGroup) -> list[tuple[int, int]] | None:
    """The spans of the note's columns when the note after a group of days is one plate
    clause a day, in order (above); else None."""
    if len(g.days) < 2 or g.stems_only or not norm.startswith("（", g.end):
        return None
    close = norm.find("）", g.end)
    pos, cols = g.end + 1, []
    while 0 <= pos < close:
        m = _COLUMN.match(norm, pos, close)
        if m is None:
            return None
        cols.append(m.span())
        pos = m.end()
    return cols if len(cols) == len(g.days) else None


def _column_casts(norm: str, g: DayGroup, cols: list) -> list[Cast]:
    """One cast a day of the group, each with its own column's plate (:func:`_note_columns`);
    the binding is a layout convention, so it is not certain."""
    out = []
    for k, ((s, b, i), (cs, ce)) in enumerate(zip(g.days, cols)):
        res = grammar.read(norm[cs:ce], s, b)
        c = _cast_claims(g, k, s, b, dict(res.claims), [])
        if c is None:
            continue
        c["forms"] = {**c.get("forms", {}), **_forms(res.readings)}
        c["binding"] = {"certain": False, "why": COLUMN_WHY, "polarity": "asserted"}
        out.append(Cast(i, ce, ordered(c), _construct(c, g, False), "", 0, i))
    return out


def _forms(readings) -> dict:
    """{field: the form that read it}. A field read twice keeps the certain form (「三傳辰申午，
    初用辰」: the 初傳 is the 三傳's, read with certainty, whatever the ambiguous form says)."""
    forms: dict = {}
    sure: dict = {}
    for rd in readings:
        for f in rd.fields:
            if f not in forms or rd.certain or not sure[f]:
                forms[f], sure[f] = rd.form, rd.certain
    return forms


# the chart's claims of a cast another print's or others' words open (「俗本甲申日太乙將申時作三傳午
# 子午，謂之返吟，非也」, .days.REPORTERS): theirs, rejected when the sentence refuses them, neither
# the book's nor refused otherwise (「（或云乙丑日占）」, a review input of round 27,
# tests/data/review_round27/KR5a9901/KR5a9901_001.txt:48); its day and plate the book's too (a round-38 red-team bilingual edition,
# liuren_zhen.txt:217, read the 俗本's 三傳 as the book's and accused it)
# (refused in its first sentence: not 「無謬」, 「不謬」, 「未誤」, nor a sentence that approves, 「是也」,
# 「其說皆同」; a refusal straight after a name, 「…名元首，非也」, may refuse the name alone: the
# claims are then neither the book's nor refused; a review of the change,
# tests/data/review_round38/r1_reporters.txt)
_THEIRS_REFUSED = compiled(r"非也|誤也|(?<![不無未没沒])(?:誤|謬)|不然|非是")
_THEIRS_APPROVED = compiled(r"是也|其說皆同|為是|不誤|無誤|未誤|不謬|無謬|不差|無差|所傳同|相同")
# a sentence said of the reported cast itself (not of another's view of it, 「或以末傳為午，非也」: a
# review of the round-73 change, review_round73/rv73_reported.txt:3)
_OF_IT = compiled(r"\s*此(?!課與)(?![^。]*(?:或|有以|有人|人多))")
_THEIRS_NAMED = compiled(r"(?:名|謂之|曰)[^，。]{1,4}[，、]?$")
_THEIRS_KEEP = ("jiang", "plate", "offset")


# (and 「俗本載一課云：」, 「或云：」 a few words before: the cast is the other print's, refused in its
# first two sentences — 「…斷云白虎臨午…必死。此以酉時作晝，用丁日晝貴亥順行…非也」: a 金口訣 textbook,
# a round-21 red-team book, liuren_jinkou.txt:302, its refused 晝貴 read as the book's)
_REPORTED_BEFORE = compiled(rf"(?:{'|'.join(REPORTERS)})[^。；，]{{0,6}}[云曰][：:]?$")


def _theirs(norm: str, g: DayGroup, body: str, c: dict) -> None:
    said = _REPORTED_BEFORE.search(norm, max(0, g.start - 12), g.start)
    if norm[max(0, g.start - 2):g.start] not in REPORTERS and not said:
        return
    end = body.find("。")
    if said and end >= 0 and not _THEIRS_REFUSED.search(body, 0, end) and _OF_IT.match(body, end + 1):
        end = body.find("。", end + 1)      # (the next sentence, said of it: 「此以酉時作晝…非也」)
    first = body[:end if end >= 0 else len(body)]
    refused = _THEIRS_REFUSED.search(first)
    if refused is None or _THEIRS_APPROVED.search(first):
        return
    theirs = {k: c.pop(k) for k in CHART_KEYS if k in c and k not in _THEIRS_KEEP}
    if theirs and not _THEIRS_NAMED.search(first, 0, refused.start()):
        c["rejected"] = [*c.get("rejected", []), {
            "polarity": "rejected", "form": "reported",
            "text": said.group(0) if said else norm[max(0, g.start - 2):g.start],
            "claims": theirs}]


def _how(w: _Words, body: str, stem=None, branch=None, more_unread=()) -> dict:
    """forms / rejected / unread claims of a cast's words (module doc; and ``more_unread``), and the
    claims said after its commentary (:func:`_late_claims`, for a cast of one day: ``stem``,
    ``branch``)."""
    out: dict = {}
    forms = _forms(w.res.readings)
    rej = [dict(polarity=x["polarity"], form=x["form"], text=x["text"], claims=x["claims"])
           for x in w.res.rejected if x["claims"]]
    if rej:
        out["rejected"] = rej
    # where the words past the cut turn to another case (_late_end)
    turn, holes = _late_end(body, w.limit, (w.claims.get("jiang"), w.claims.get("hour")))
    late, late_spans = ({}, []) if stem is None or branch is None else \
        _late_claims(notes.blanked(body, holes), w, stem, branch, turn)
    for k, v in late.items():
        if k == "forms":
            forms.update(v)
        else:
            out[k] = v
    if forms:
        out["forms"] = forms
    # up to where the cast's words stop, and no further than a gap past its last claim; a cast
    # cut where a later claim contradicts it did not read the words after the cut either
    # (a red-team book: 「…從魁臨丙為天一在巳…中神后將得太常」 agreed on its stub, the error
    # past the cut unseen): those claim words are unread, up to the next stop
    end = min(w.limit, w.last + GAP)
    if w.contradicted:
        end = max(end, _cut(body, len(body)))
    # (others' words a 非也 refutes are no claim of the cast: 「或云太衝將得太陰非也」)
    spans = w.res.spans + late_spans + _refusals(body) + holes
    if "daytime" in w.claims:       # the other half of its 晝…夜 pair, read as an alternative
        spans += [(m.start(), m.end()) for m in _PAIR_HALF.finditer(body, w.limit, turn)]
    un = cues.unread(body, spans, end)
    # (not the 貴人 alone, taken without the words around it: _late_claims)
    if late_spans and set(late) - {"forms", "guiren"}:
        # the words past the cut were read as the cast's: every claim word there
        un += [u for u in cues.unread(body, spans, turn) if u not in un]
    # past the cut, up to the next day or a word that turns to another case: a 傳, 干上 or 支上
    # said after a commentary that _late_claims could not take (another value than the cast's
    # words, a list's day) is unread: the cast does not agree on words it has not read
    un += [f"after the commentary: {u}" for u in cues.unread(body, spans, turn)
           if u not in un and u.split(" ", 1)[0] in _LATE_CUES]
    un += list(more_unread)
    if un:
        out["unread"] = un
    return out


# the other half of a 晝…夜 pair said by its general alone (「…子為用晝乘螣蛇夜乘六合三傳子酉午」,
# a red-team book): an alternative of the cast (_alternative), no unread word of its own
_PAIR_HALF = compiled(rf"[晝夜旦暮](?:占|將|則)?乘(?:{_GCHENG})")


# where the words past a cast's cut turn to another case: an alternative, a supposition, a rule
# (not the 或 of running prose, 「…主行人因官事或媒約出行中傳傳送乘天空…」: only one that opens
# others' words or another plate)
# (nor the 又 of running prose, 「…俱受下賊又俱與日比此為涉害…」, a red-team book: only one before
# another day, example or plate)
_LATE_END = compiled(r"又(?=[{t}]|如|假|以|{s}[加臨])|或(?=[以云曰作謂用日]|{s}|[{t}])|若|如|假令"
                          r"|假如|設|倘|凡|[晝夜旦暮]則|[晝夜旦暮]占|{lost}".format(
                              s=grammar.BRANCH_WORD, t=STEMS, lost=_LOST_STEM))
# the claims taken there (those that name a seat or a 傳 of the cast: _LATE_CUES)
_LATE_FIELDS = ("transmissions", "transmission_generals", "gan_shang", "zhi_shang")


def _late_end(body: str, start: int, plate: tuple = (None, None)) -> tuple[int, list]:
    """Where the words past a cut turn to another case (:data:`_LATE_END`), and the rules said
    on the way: not at a 或 that others' words open and 非也 (or 豈…乎) refutes (「…太衝為用後四太
    常也或云太衝將得太陰非也中終大吉」, 「…或以卯臨孟位取之豈可以卯為用乎亥加辰…」, red-team books: the
    refused claim is read as such, the cast goes on after it), nor at a punctuated sentence of
    凡 (「斷曰…凡太陰乘酉為女媒。巳為男家…初傳未乘白虎…」, a round-27 red-team book, KR3g9948_002.txt
    :58-60: the judgement goes on with its cast after the rule; the rule's own words are a hole,
    neither read nor unread). Unpunctuated, a 凡 still ends the words (its sentence has no end).
    A refusal followed by another 將 or hour than the cast's ``plate`` (將, 時) ends them there."""
    pos, holes = start, []
    row = _NEXT_ROW.search(body, start)          # (the next row of a table by month)
    while True:
        m = _LATE_END.search(body, pos, row.start() if row else len(body))
        if m is None:
            return (row.start() if row else len(body)), holes
        if m.group(0) == "凡":
            stop = body.find("。", m.end(), m.end() + 40)
            if stop < 0:
                return m.start(), holes
            holes.append((m.start(), stop + 1))
            pos = stop + 1
            continue
        refused = _REFUSED.search(body, m.end(), m.end() + 24) if m.group(0) == "或" else None
        if refused is None or _corrected(body, refused.end(), plate):
            return m.start(), holes
        pos = refused.end()


_REFUSED = compiled(r"者?非也|[者之]?誤也|乎")
# the hour or the 將 the book puts in place of the one it refused (「…亥將卯時占訟，或以卯時起課者非也，
# 當用辰時，初傳寅木…」, a review of the round-65 mends, review_round65b/rv65b_alt.txt:3): the words
# after it are that cast's (its alternative), not the refused one's
# (a plate, not 「當於申時至」, a forecast, nor the cast's own, 「或以巳將者誤也，當用子將辰時」: a review
# of the change, review_round67/rv67_alt_day.txt:3, :5)
_CORRECTED_PLATE = compiled(rf"[，、]?(?:當|應|宜|須)(?:用|以|作|起|依)(?P<b>[{BV}])(?P<k>時|將)(?![至到來歸返還])")


def _corrected(body: str, at: int, plate: tuple) -> bool:
    """Whether the words at ``at`` put another 將 or hour in place of the cast's ``plate``."""
    m = _CORRECTED_PLATE.match(body, at)
    # (the cast's own 將 not printed, its month's: 「正月甲午日卯時占，或以戌將者非也，當用亥將」 names it,
    # review_round68/rv68_before.txt:9; nor an event's time, 「當以辰時至」, :7)
    own = plate[m["k"] == "時"] if m is not None else None
    return own is not None and own != m["b"]


def _refusals(body: str) -> list[tuple[int, int]]:
    """The spans of others' words that 非也 refutes (「或云…非也」, 「或以…者非也」)."""
    out = notes.dispute_spans(body)     # (and a commentary's dispute: 「注言中傳送非也」)
    for m in regex.finditer(r"或(?:云|曰|以|謂|作)", body):
        r = _REFUSED.search(body, m.end(), m.end() + 24)
        if r:
            out.append((m.start(), r.end()))
    return out


def _late_claims(body: str, w: _Words, stem, branch, end: int) -> tuple[dict, list]:
    """(claims, spans) said after the cast's commentary, up to ``end``: the next day or the
    first word that turns to another case (:func:`_late_end`): its 傳, their generals, 干上 and
    支上 (「…此元首課也。其法…末傳白虎」; 005:396 「…一重辰加寅…為用三傳辰午申」; 001:487 「…此課
    干上申制鬼」; red-team books: 「…為伏吟課…日取干上寅為用…初傳寅乘螣蛇中傳巳乘勾陳…」). Each is
    recorded with the form ``after_commentary`` (not bound with certainty: it may be said of
    the kind, not of this cast). None when a cut was a contradiction, or when one says another
    value than the cast's words: that is a later statement the reader does not choose."""
    start = w.limit
    if w.contradicted or end - start < 3:
        return {}, []
    said_use = bool((w.claims.get("transmissions") or [None])[0])
    res = grammar.read(body[start:end], stem, branch, use_said=said_use)
    got: dict = {}
    forms: dict = {}
    said = False                    # a claim of the cast said again (the same value) is read
    gui_span = _late_guiren(res, w.claims.get("guiren"), got, forms)
    if gui_span is False:
        return {}, []
    # (the cast's 傳, or those said there too: 「…三傳亥、寅、巳。初傳亥乘朱雀，中傳寅乘天后…」, a
    # round-50 red-team Korean textbook read in hanja, liuren_gyojae_ko.txt:137-138)
    trans = w.claims.get("transmissions") or res.claims.get("transmissions") or [None] * 3
    for rd in res.readings:
        for f in rd.fields:
            head, _, i = f.partition(".")
            if w.turned is not None and head in ("generals", "transmission_generals"):
                # (the generals past a cut at the other half of a 晝…夜 pair are that half's: 「…夜占
                # …三傳午丑申，晝將白虎、貴人、青龍，夜將…」, a review of the round-54 change,
                # rv54_zhoujiang.txt:6, the 晝 list read as the 夜 cast's and accused it)
                continue
            if head == "generals" and rd.polarity == "asserted" and trans.count(i) == 1:
                # the general of one of the cast's 傳, by its branch (「…中傳戌為官鬼(中傳戌土乘
                # 太陰…)」, a red-team book: read by gen_bare, it was dropped silently)
                v = (res.claims.get("generals") or {}).get(i)
                head, i, f = "transmission_generals", str(trans.index(i)), \
                    f"transmission_generals.{trans.index(i)}"
            elif rd.polarity != "asserted" or head not in _LATE_FIELDS:
                continue
            else:
                v = res.claims.get(head)
                v = v[int(i)] if i and isinstance(v, list) else v
            if not isinstance(v, str):
                continue
            cur = w.claims.get(head)
            cur = (cur[int(i)] if isinstance(cur, list) else None) if i else cur
            if cur is not None and cur != v:
                return {}, []
            said = True
            if cur is None:
                if i:
                    lst = got.setdefault(head, list(w.claims.get(head) or [None] * 3))
                    lst[int(i)] = v
                else:
                    got[head] = v
                # (one general after a 終 keeps its form: the checker tries it as the 用's too,
                # check/verdict.py _end_gen_reading; KR5a9938_000.txt:51, a round-52 red-team
                # classic)
                forms[f] = rd.form if rd.form == "gen_after_end" else "after_commentary"
    if not said and gui_span is None:
        return {}, []
    if not said:
        # the 貴人 alone: its words read, the rest past the cut not taken for the cast's
        # (KR5a9978_000.txt:46-49, a round-11 red-team classic: 「…又將得白虎…癸日晝天一在太一…」)
        got["forms"] = forms
        return got, [(gui_span[0] + start, gui_span[1] + start)]
    _late_qin(res, (w, trans), (body, start), stem, got, forms)
    _late_names(res, w, got, forms)
    if forms:
        got["forms"] = forms
    return got, [(a + start, b + start) for a, b in res.spans]


def _late_names(res, w: _Words, got: dict, forms: dict) -> None:
    """The 課名 given after the cast's commentary, once a 傳 was said there too (「…第四課寅上未。
    …取未為用，名知一。三傳未子巳…」, a round-72 red-team 九宗門 juan, KR3g9899_001.txt:87-90: the
    三傳 read, the name lost), where the cast's words named none: uncertain, as a 課名 is."""
    for key in ("names", "patterns"):
        if w.claims.get(key):
            continue
        said = [n for rd in res.readings if rd.form == "name" and rd.polarity == "asserted"
                and key in rd.fields for n in res.claims.get(key) or ()]
        if said:
            got[key] = list(dict.fromkeys(said))
            forms[key] = "after_commentary"


def _late_qin(res, cast: tuple, where: tuple, stem, got: dict, forms: dict) -> None:
    """The 六親 of the cast's 傳 said after its commentary, into ``got`` (``cast``: the cast's
    words and 傳; ``where``: the body and where the late words begin), once a 傳 was said there
    too (the 六親 alone is no restatement of the cast: KR3g9971_001.txt:32's 「…妻財…而招為贅
    婿」 is the judgement's). 「…或以庚為主者非也，當以甲為主，初傳妻財戌土…中傳官鬼午火…」 (a review
    of the dd5e624 change, review_round65/rv65_stem_basis.txt:5: past the 或, a planted 六親
    was not taken); not where another's basis was said in the sentence before it (「以妻而論，
    …次傳官鬼辰土」, review_round65b/rv65b_basis.txt:5), nor another than the cast's words gave."""
    w, trans = cast
    body, start = where
    said = w.claims.get("qin") or {}
    for rd in res.readings:
        for f in rd.fields:
            head, _, b = f.partition(".")
            v = (res.claims.get("qin") or {}).get(b)
            if head != "qin" or rd.polarity != "asserted" or b not in trans or \
                    not isinstance(v, str) or said.get(b, v) != v or grammar.other_basis_in(
                        grammar.sentence_before(body, start + rd.span[0]), stem):
                continue
            got["qin"] = dict(got.get("qin") or said, **{b: v})
            forms[f] = "after_commentary"


def _late_guiren(res, cur, got: dict, forms: dict):
    """The 貴人 said after the commentary (「…삼전 인·신·인, 무의과이다. 낮 점, 귀인 축이 지반 미 위에
    있어 순행한다」, a round-50 red-team Korean textbook, liuren_gyojae_ko.txt:225: its course
    printed 순행 for 역행 was read, then dropped, and the cast agreed): taken when the cast's
    words said no other: the span of its words (None: none said); False when they said another
    (a later statement the reader does not choose)."""
    v = res.claims.get("guiren")
    rd = next((x for x in res.readings if x.polarity == "asserted" and "guiren" in x.fields),
              None)
    if rd is None or not isinstance(v, dict) or not v:
        return None
    if cur and any(k in cur and cur[k] != x for k, x in v.items()):
        return False
    if not cur:
        got["guiren"] = dict(v)
        forms["guiren"] = "after_commentary"
        # (and the 晝/夜 it is taken by, 「…日猶未沒也用晝天一天一在勝先臨小吉逆行」: a round-66 red-team
        # classic, KR5a9908_000.txt:83-84, its 晝 dropped and a correct cast school-dependent)
        day = next((x for x in res.readings if x.polarity == "asserted" and x.form == "daytime"
                    and x.span[1] <= rd.span[0]), None)
        if day is not None and isinstance(res.claims.get("daytime"), bool):
            got["daytime"] = res.claims["daytime"]
            forms["daytime"] = "after_commentary"
    return rd.span


def _cast_claims(g: DayGroup, k: int, s, b, shared: dict, superseded: list) -> dict | None:
    """The claims of the k-th day of a group: its day, what is written before it, the shared
    claims, and the 將 of a month (module doc)."""
    c = _day_claims(g, k, s, b)
    forms: dict = {}
    _before_day(c, g.pre, forms)
    _shared(c, shared, forms, superseded)
    _month_hour(c, forms)
    _jiang_over_hour(c, forms)
    if forms:
        c["forms"] = forms
    if ("hour" in c) != ("jiang" in c):
        # a 將 alone fixes nothing; an hour alone fixes no plate, but it is the 晝/夜 of a cast
        # whose plate another claim fixes (「假令甲子日時加卯，天罡臨巳」)
        keep = "hour" in c and any(k in c for k in CHART_KEYS if k not in ("hour", "jiang"))
        for key in () if keep else ("hour", "jiang", "jiang_month"):
            c.pop(key, None)
            forms.pop(key, None)
    if not any(key in c for key in CHART_KEYS):
        return None
    if g.stems_only and set(c.get("guiren") or ()) <= {"晝", "夜"} and not any(
            key in c for key in CHART_KEYS if key != "guiren"):
        # the 貴人 of some stems and nothing else: the table of the 貴人, a rule, no cast
        # (「甲戊庚三日晝貴在丑夜貴在未」, a round-57 red-team 神煞 book, KR3g9927_002.txt:69)
        return None
    return c


def _day_claims(g: DayGroup, k: int, s, b) -> dict:
    """The k-th day of a group (its stem alone for a group of stems), with its glyphs."""
    c: dict = {}
    if g.stems_only:
        c["stem"] = "".join(x[0] for x in g.days)
        if g.six:
            c["universal"] = True
    else:
        c["day"] = s + b
    for fname, sl in (g.glyphs[k] if not g.stems_only else [x for gl in g.glyphs for x in gl]):
        _glyph(c, "the day" if fname.startswith("day") else "the day's stem", sl)
    return c


def _before_day(c: dict, pre: dict, forms: dict) -> None:
    """What is written before the day (``pre``): year, month, 將 and hour, or a 將 given by
    its month."""
    if pre.get("year"):
        c["year"] = pre["year"]
    if pre.get("month"):
        c["month"] = pre["month"]
    for key, where in (("jiang", "the 將"), ("hour", "the hour")):
        if isinstance(pre.get(key), Slot):
            _glyph(c, where, pre[key])
            c[key] = pre[key].value
            forms[key] = "earlier_cast" if pre.get("reference") and not (
                key == "hour" and pre.get("changed_hour")) else "before_day"
    for key, v in (pre.get("commentary") or {}).items():
        c.setdefault(key, v)
    if pre.get("commentary") is not None:
        forms.update(pre.get("commentary_forms") or {})
    if pre.get("term") and "jiang" not in c:
        c["jiang"] = lx.BRANCHES[lx.term_jiang(pre["term"])]     # 「春分後」: 戌將
        forms["jiang"] = "solar_term"
    if "hour" not in c and pre.get("jiang_month_word"):
        n = month_of(pre["jiang_month_word"])
        if n:
            c["jiang"], c["jiang_month"] = month_jiang(n), n
            forms["jiang"] = "month"


def _shared(c: dict, shared: dict, forms: dict, superseded: list) -> None:
    """The claims the days of a group share (written after them); a 將 or hour given both
    before the day and after it: the later one, noted in ``superseded``."""
    for key, v in shared.items():
        if key == "glyphs":
            for gl in v:
                if gl not in c.setdefault("glyphs", []):
                    c["glyphs"].append(gl)
        elif key == "forms":
            forms.update(v)
        elif key in ("jiang", "hour") and key in c and c[key] != v:
            superseded.append(f"{key} {c[key]} then {v}")
            c[key] = v
        else:
            c[key] = v


def _month_hour(c: dict, forms: dict) -> None:
    """A month and an hour without a 將: the month's 將; a month and its 將 placed over a
    branch with no hour: that branch is the hour (the early notation, module doc)."""
    n = month_of(c["month"]) if c.get("month") else None
    if not n or "jiang" in c:
        return
    if "hour" in c:
        # (the month's 將 after its 中氣, or the month before's: both open, check/claims.py
        # _offsets — 「孟春辛卯日日昳太衝臨辛」 is 子將, before 雨水: a round-56 red-team classic,
        # KR5a9928_001.txt:83, a correct cast nearly accused)
        c["jiang"], c["jiang_month"] = month_jiang(n), n
        forms["jiang"] = "month"
        return
    mj = month_jiang(n)
    seats = [e for e, h in (c.get("plate") or {}).items() if h == mj]
    if len(seats) == 1:
        c["jiang"], c["hour"], c["jiang_month"] = mj, seats[0], n
        forms["jiang"] = forms["hour"] = "month_jiang_over_hour"


def _jiang_over_hour(c: dict, forms: dict) -> None:
    """An hour and, over it, a branch, with no 將 or month: that branch is the 將 (月將加時:
    「假令甲子日平旦登明加寅」, the early notation without its month), read by the form that
    read the placement; the placement is the 將's claim, not a second one."""
    h = c.get("hour")
    plate = c.get("plate") or {}
    if h not in plate:
        return
    if "jiang" in c:
        if forms.get("jiang") not in ("month", "solar_term") or plate[h] == c["jiang"]:
            return
        n = c.get("jiang_month")
        if n and plate[h] != month_jiang(lx.month_before(n)):
            return      # (neither of the month's two: left to the checker, KR5a0297_000.txt:39)
        # the 將 placed over the hour is printed; the month's (or the term's) is inferred, and
        # a month has two (before its 中氣, the month before's: 「二月…春分未至猶以登明加卯」,
        # a red-team book in the oldest notation): the printed one stands (the month is still
        # checked against it, claims_extra.month_jiang_ok) when it is the month before's
        c.pop("jiang_month", None)
    c["jiang"] = plate[h]
    forms["jiang"] = forms.pop(f"plate.{h}", "jia")
    rest = {e: x for e, x in plate.items() if e != h}
    if rest:
        c["plate"] = rest
    else:
        del c["plate"]


# the words after a list of days that give its shared claim to every one of them
# (「…以上九日第三課俱卯戊巳三傳」 KR3g0031_006.txt:279, 「…九日俱亥將戌時占」)
_DISTRIBUTIVE = compiled(r"[，、]?(?:俱|皆|並|均)")
# a case quoted from another book (「吳越春秋所載子胥之占三月甲戌…」 KR3g0031_000.txt:56)
_QUOTED = compiled(r"所載|所記|所云|之占|[經書記訣歌賦鏡金][曰云]")
# the moon's lodging, the sun's station, a solar term: the day is a date, not a cast's
# (not a term that dates the cast: 「假令春分後庚午日」, 「春分未至猶以登明加卯」: its 將)
_CALENDAR = compiled(rf"月宿|宿在|日躔|躔[^於]?[{BV}]|(?:春分|秋分|冬至|夏至)(?![後前未已])")


def _uncertain(norm: str, g: DayGroup, many: bool, direct, w: _Words, body: str) -> str:
    """Why the cast's claims are not bound to it with certainty ('' when they are)."""
    if g.pre.get("continues"):
        return CONTINUES_WHY
    if g.pre.get("commentary") is not None:
        return ""
    if g.pre.get("reference"):
        return REFERENCE_WHY
    if many and direct is None and not (g.counted or _DISTRIBUTIVE.match(body)):
        return "one of a list of days sharing its claims"
    if g.stems_only and not (g.six and "plate" in w.claims):
        # (a 六X日 group on a plate of its own says its claims of each of the six days: bound to
        # them, and checked on all six, check/claims.py every_day — 「又六壬日卯加亥，干上皆辰…六日皆
        # 同」, a review of the round-54 change, rv54_liuri.txt:4, a planted 干上 `unresolved`)
        return "a stem alone: the day is one of several"
    if not g.closed and direct is None and not g.pre.get("jiang"):
        # (a dated day's too, 「八月卅日甲申，辰將加辰時」: the date may be an outcome's or a birth's,
        # 「至二月廿日癸未，午時果至」, 「三月廿日丁卯生」, a review of the stop-56 change, review_round82/
        # dated_days.txt:5, :7, accused when bound with certainty)
        # (even with its own 將, hour and 占 after it: round 97 bound such a day — a diary's 「二十一日丙午，
        # 晴。以戌將加巳時…占」, KR3g9849 — and reviews 98 and 99 found correct casts accused through it
        # in fourteen phrasings: an outcome's date with 來問 or 下世, a forecast after 余語之曰/推其愈期,
        # another's cast with 所得三傳, 「其兄昨日占訟」, a day the book says misremembered — review_round98/
        # dated_*.txt, review_round99/dated_*.txt. Undone: a dated entry's slip stays `unresolved`)
        return "a day written without 日"
    lead = norm[max(0, g.start - 14):g.start]
    cut = max(lead.rfind(x) for x in "。也矣")
    if _QUOTED.search(lead, cut + 1):
        return QUOTED_WHY
    if _CALENDAR.search(norm, g.start, g.end + w.limit) and not any(
            x.form == "jiang_station" for x in w.res.readings):
        # (the sun's station read as the cast's 將, 「日躔天蠍宮」, dates no event: a round-81
        # red-team Qing manual, KR3g9883, sixteen casts unbound)
        return "a calendar or astronomy statement (月宿, 中氣), not a cast"
    if w.contradicted:
        return "the words after it contradict it"
    like = _LIKE_BEFORE.match(body)
    if like and all(a >= like.end() for a, _ in w.res.spans):
        return LIKE_BEFORE_WHY
    return ""


# a day said to be like the cast before it, nothing else said of it (「…終功曹將得青龍。丙寅日亦然。丁卯
# 日則異…」, a round-26 red-team classic, KR5a9953_001.txt:214): that cast's plate and 三傳, not bound
# with certainty (its lessons, seats and generals are the day's own, not copied)
_LIKE = r"(?:亦然|同此|同前|同上|亦同|亦如之|仿此|准此)"      # like the cast before
_LIKE_DAY = compiled(rf"{_LIKE}(?:也)?(?:[。；，]|$)")
_LIKE_KEYS = ("jiang", "hour", "offset", "daytime", "month", "jiang_month", "plate",
              "transmissions", "names", "patterns")
LIKE_DAY_WHY = "a day said to be like the cast before it (亦然, 同此): that cast's plate and 三傳"


def _like_before(g: DayGroup, body: str, out: list) -> Cast | None:
    m = _LIKE_DAY.match(body)
    if m is None or len(g.days) != 1 or g.stems_only or not out or out[-1].group:
        return None
    prev = out[-1].claims
    if prev.get("binding", {}).get("polarity") not in (None, "asserted"):
        return None
    s, b, _ = g.days[0]
    c = _day_claims(g, 0, s, b)
    c.update({k: prev[k] for k in _LIKE_KEYS if k in prev})
    # (the 三傳's generals only on a day of the same stem: the 貴人 is the stem's; a review of the
    # change, 「辛丑日亦然」 after a 丁丑 cast, was blamed on 丁丑's generals)
    if "transmission_generals" in prev and prev.get("day", "")[:1] == s:
        c["transmission_generals"] = prev["transmission_generals"]
    if not any(k in c for k in CHART_KEYS):
        return None
    forms = prev.get("forms", {})
    c["forms"] = {k: v for k, v in forms.items() if k.split(".")[0] in c}
    c["binding"] = {"certain": False, "why": LIKE_DAY_WHY, "polarity": "asserted"}
    return Cast(g.start, g.end + m.end(), ordered(c), out[-1].construct, "", 0, g.days_start)


# a day said to be like the cast before it and closed there (「己丑日同此。夜占，初傳午乘六合…」, a
# red-team 點校本, liuren_zhimi.txt:91): the claims past its full stop may go on with the cast
# before (they did: 丁丑's 夜占 generals), so they are not bound to this day with certainty
_LIKE_BEFORE = compiled(rf"{_LIKE}也?[。；]")
LIKE_BEFORE_WHY = ("a day said to be like the cast before it (同此) and closed: the words after "
                   "may go on with that cast")


QUOTED_WHY = "a case quoted from another book"


def _binding(why: str, c: dict, many: bool = False) -> dict:
    """How the claims are bound to the cast (model.py ``binding``): certain or not, why, and the
    polarity of the whole cast: ``asserted``, ``quoted`` (a case another book reports), or, for
    an alternative, ``conditional`` (the other half of a 晝…夜 pair: 夜占, 如夜占, 夜將, 夜則) or
    ``alternative`` (或, 又)."""
    if not why and c.get("forms", {}).get("offset") == "topic":
        why = "its offset is the paragraph's subject, not written in the cast"
    sure = ("one of a set of days named together (a count, 以上, 各, a 六X日 heading), whose "
            "words are each one's") if many else ("every day of its stem (a 六X日 heading, on a "
                                                  "plate of its own), whose words are each one's"
                                                  ) if c.get("universal") else \
        "one day, written with its claims"
    return {"certain": not why, "why": why or sure,
            "polarity": "quoted" if why == QUOTED_WHY else "asserted"}


# an alternative of the same day: 或 / 又 (not 又如, a new case) / the other half of 晝…夜
# (and 「以夜貴論」: 「…三傳申戌子以晝貴論…初白虎中玄武末天后以夜貴論未臨巳…」, a red-team book)
# (and a supposition of another plate on the same day: 「…天一在大吉臨酉逆行若登明加申則巳上得
# 傳送…當以傳送為用傳登明終功曹」, a red-team book: read into the cast, it superseded its 三傳)
# (and 「…晝占將得六合、天空、玄武；如夜占，則白虎、太陰、螣蛇」, a round-59 red-team book of verses
# and their notes, KR3g9923_001.txt:30: the night's generals gave no cast)
# (and in a note after the cast's sentence, 「…晝占將得白虎、螣蛇、勾陳。（夜占則將得天后青龍朱雀）」, a
# round-60 red-team book of the 畢法賦, KR3g9921_001.txt:42-45; not another copy's reading, 「晝占(明抄本
# 作夜占)」, a round-67 red-team 校注本, KR3g9907_002.txt:22, whose claims went to a 夜 half)
# (not a 或 refusing a basis of the 六親, 「或以庚為主者非也，當以甲為主，初傳…」, 「或以丙為主，誤矣」: the
# cast's words go on, a review of the dd5e624 change, review_round65/rv65_stem_basis.txt:5, and of
# the round-65 mends, review_round65b/rv65b_basis.txt:13; a refused hour is another cast still,
# 「或以卯時起課者非也，當用辰時」, rv65b_alt.txt:3) (nor 「或云平旦用晝貴非也」, others' view refused: a
# round-86 red-team book, KR3g9857_002.txt:62, read as a 晝 cast that took the 末傳 after it; not a 非
# that refuses nothing, 「或曰暮占貴人非亥，將得…」: review_round87/alt_refused.txt:5, :7)
_ALT = compiled(rf"(?:[，、　]|也(?=若(?:時加|[晝夜旦暮]占))|(?:[；;]|。?[（(])(?=[若如]?(?:夜|暮|晝|旦)占))?(?:或(?!以[^，。；]{{1,8}}?(?:為主|論之?|言之?)者?[，、]?(?:非也|誤矣?|非)|(?:云|曰|謂|言)[^，。；]{{1,12}}?(?:非也|(?<![豈莫寧])(?:非是|亦非)(?=[，。；]|$|[矣也確正]|之?[說論])|(?<=[豈莫寧])非是[，,]非也|誤[矣也]?|者非))|{_NEXT_CAST}|若(?=(?:{_JN}|[{BV}])(?:加|臨)(?:{_JN}|[{BV}]|{_HN}))"
                     rf"|(?<![本一]作)[若如]?(?:夜|暮|晝|旦)(?:占[，、]?則(?:將得)?(?=(?:{_GFULL})[、，]?(?:{_GFULL}))|占|將|則|[：:](?={_GFULL})|(?=乘|{_GFULL})"
                     rf"|[：:](?=[{grammar._CELL1}][、，][{grammar._CELL1}])|(?<=[旦暮])治(?=[{grammar._CELL1}]{{3}}))"
                     rf"|(?<=[晝夜][^晝夜）]{{3}})[夜晝](?=[{grammar._CELL1}]{{3}}[）)])"
                     rf"|[若如更再]?以(?:夜|暮|晝|旦)貴(?:(?:論|推)之?[，、]?則?(?:將得)?)?|(?:夜|暮|晝|旦)貴(?:論|推)(?:之?[，、]?則?(?:將得)?)"
                     rf"|{_IF_HOUR}|[；;，、]?(?={_HOUR_ROW_RX})|[；;，、。]?(?={_MONTH_ROW_RX}))")
# the hour a supposition puts in place of the cast's, the 將 kept (「…終勝先將得天后。若以日昳占之，
# 則勝先加未，功曹下賊大吉…」, a round-26 red-team classic, KR5a9953_001.txt:226): a cast on that
# hour, conditional, whose claims are the words after 則
_SUPPOSED_HOUR = compiled(rf"{_HOUR_WORD}(?:占之?)?[，、]?則?")


def _supposed_hour(m) -> str:
    """The branch of the hour a supposition names (:data:`_HOUR_WORD`)."""
    return HOUR_NAMES[m["n"]] if m["n"] else m["b"] or m["b2"]
_PAIR_TURN = compiled(r"([晝夜旦暮])(?:占[，、]?則(?:將得)?|占|將|則|貴(?:(?:論|推)之?[，、]?則?(?:將得)?)?|[：:])?$")


def _alternative_of(norm: str, at: int, nxt: int, g: DayGroup, c: dict, stem, many: bool):
    """(where, alternative or None) of the cast ``c`` whose words end at ``at``."""
    at = _more_at(norm, at, nxt)
    alt = _alternative(norm, at, nxt, g, c, stem)
    if alt is not None and not many and alt[1].get("rejected") and not any(
            key in alt[1] for key in CHART_KEYS if key not in ("jiang", "hour")):
        # 「或以亥為用者非也」: an alternative the book refuses, and nothing else — a claim the
        # cast rejects (a red-team book: it was dropped, and the cast whose default 初傳 the
        # book refuses agreed)
        c["rejected"] = [*c.get("rejected", []), *alt[1]["rejected"]]
        alt = None
    return at, alt


def _more_at(norm: str, at: int, nxt: int) -> int:
    """Where the cast's alternative is looked for: at the end of its words, or at a 又 that
    goes on with claims of the same day after a short commentary (:data:`_MORE`)."""
    if _ALT.match(norm, at):
        return at
    m = _MORE.search(norm, at, min(nxt, at + 30))
    if m and "。" not in norm[at:m.start()] and not _DAY_LIKE.search(norm, at, m.start()):
        return m.start()
    return at


_DAY_LIKE = compiled(rf"[{STEMS}][{BV}]|假令|假今|假如")


# what an alternative keeps of its cast: the day and its 將 and 時; and, for the other half of a
# 晝…夜 pair (the other 貴人), the plate and the 三傳 too
_SAME_DAY = ("day", "year", "month", "jiang", "hour", "jiang_month", "glyphs")
_SAME_PLATE = ("plate", "offset", "transmissions", "gan_shang", "zhi_shang")


# 「晝占」/「夜占」 after a cast that said neither half, on an hour of that half in every school (辰–申
# 晝, 戌–寅 夜; engine/options.py day_hours): the cast's own half said late, its claims the cast's, not
# another half's (「…丙日旦貴在亥，暮貴在酉，晝占貴人乘亥臨申」 on a 申 hour, a round-69 red-team 占天時
# juan, KR3g9905_001.txt:104; 「…末傳寅…乘青龍…夜占初乘天后中乘朱雀」 on a 寅 hour, KR3g9967_001.txt:267)
_OWN_HALF = {"晝占": "辰巳午未申", "旦占": "辰巳午未申", "夜占": "戌亥子丑寅", "暮占": "戌亥子丑寅"}
_OWN_HALF_KEYS = ("generals", "transmission_generals", "guiren", "plate", "names", "patterns")


def _own_half(turn: str, c: dict, w: _Words) -> bool:
    """Whether the words ``w`` after ``turn`` are the cast ``c``'s own half (:data:`_OWN_HALF`); if
    so, their claims join the cast's (generals, the 貴人, the plate, 課名 and 課體; none said
    otherwise), with the forms that read them (an uncertain form stays uncertain)."""
    claims, hour = w.claims, c.get("hour")
    if turn not in _OWN_HALF or "daytime" in c or not hour or hour not in _OWN_HALF[turn]:
        return False
    new = {k: v for k, v in claims.items() if k in CHART_KEYS and k not in ("jiang", "hour")}
    if set(new) - set(_OWN_HALF_KEYS):
        return False
    for k, v in new.items():
        old = c.get(k)
        if isinstance(old, dict) and isinstance(v, dict):
            if any(old.get(x, y) != y for x, y in v.items()):
                return False
        elif old is not None and old != v:
            return False
    for k, v in new.items():
        c[k] = {**c[k], **v} if isinstance(c.get(k), dict) and isinstance(v, dict) else v
    c.setdefault("forms", {}).update({f: name for f, name in _forms(w.res.readings).items()
                                      if f.split(".", 1)[0] in new})
    c["daytime"] = turn[0] in "晝旦"
    return True


def _alt_body(norm: str, m, nxt: int, turn: str) -> tuple[str, str]:
    """The words of an alternative: to the next cast; a supposition's to its sentence's end
    (「若晝占，則三傳將得玄武、天空、六合，干上戌乘朱雀。病者本命巳，行年在亥，亥上見寅乘天空。」: the 年命 is
    the cast's, a round-85 red-team book, KR3g9863_001.txt:200-202, bound to the 晝 supposition and
    near accused), and the words after that sentence (:func:`_supposed_on`)."""
    body = norm[m.end():nxt]
    if (turn[:1] in ("若", "如") or norm[m.start() - 1:m.start()] in ("若", "如")) and "。" in body:
        stop = body.index("。") + 1
        return body[:stop], body[stop:]
    return body, ""


# the querent's 年命 after a supposition: the cast's (「…。來占之人本命在巳，行年在亥…」)
_LIFE_NEXT = compiled(r"[^，。]{0,6}?(?:本命|行年|年命)")


def _first_sentence(rest: str) -> str:
    """The words of ``rest`` to its first full stop (included), or all of them."""
    return rest[:rest.find("。") + 1 or len(rest)]


def _supposed_on(rest: str, w: _Words) -> tuple[bool, list[str]]:
    """(run on, unread) for the sentence after a supposition's first (``rest``): its claims go on
    there when the first said none but a 貴人 (「若夜占，則天將皆易。初傳丑乘天后…」, 「若夜占，則貴人在申
    逆行。三傳將得白虎…」: review_round85/suppose_two.txt:7-9); else that sentence is the
    supposition's or the cast's again, not decided (「若夜占，則三傳將得青龍、勾陳、六合。干上午乘六合…」,
    the 夜 values, review_round85/suppose_two.txt:5; 「…。干上午乘天空，支上寅乘朱雀」, the 晝 values
    again, review_round86/suppose_back.txt:9): its claim words unread, not read as either's."""
    if not rest:
        return False, []
    said = {k for k in CHART_KEYS if k in w.claims} - {"jiang", "hour", "guiren"}
    if not said or (said == {"generals"} and set(w.claims["generals"].values()) == {"貴人"}):
        return True, []
    nxt = _first_sentence(rest)
    if _LIFE_NEXT.match(nxt) or _THIS_TURN.match(nxt):
        return False, []
    return False, [f"after the supposition, its or the cast's: {u}"
                   for u in cues.unread(nxt, [], len(nxt))]


# the words turn back to the cast (「今晝占，…」, 「此課干上午乘白虎」: review_round86/suppose_back.txt:5, :7)
# (not 此時, 此外 …, a supposition's words going on: review_round87/suppose_this.txt:5, :7)
_THIS_TURN = compiled(r"今|此課|本課|此(?:乘|則|三傳|[初中末]傳|發用|干上|支上)")


def _alt_words(norm: str, where: tuple, g: DayGroup, stem, subject, c: dict) -> tuple:
    """(body, words read, unread) of an alternative (``where``: its match, the next cast's start,
    its turn) of the cast ``c``: a supposition's first sentence, or on past it (:func:`_supposed_on`);
    the words that turn back to ``c`` after it read as its (:func:`_this_cast_again`)."""
    body, rest = _alt_body(norm, *where)
    branch = c["day"][1]
    w = _read_cut(body, g, stem, branch, subject)
    on, unread_on = _supposed_on(rest, w)
    if on:
        body += rest
        w = _read_cut(body, g, stem, branch, subject)
    nxt = _first_sentence(rest)
    if not on and _THIS_AGAIN.match(nxt):
        _this_cast_again(nxt, stem, c)
    return body, w, unread_on


# (only 此課/本課 with a seat or a 傳 straight after, in a sentence that supposes nothing and reports no
# one: not 「今人多云…」, 「今干上午乘六合…與晝迥異」, 「此課若以夜論，…」, 「本課換以夜貴…」, the supposition's
# values — a review of the change, review_round92/this_again.txt:3-7, this_again_course.txt:3-5)
# (but 如 and 晝 in 「訟不如意」, 「晝占得之」 suppose nothing: review_round93/this_again_more.txt:7, :9 — the
# other half's 晝/夜 does, _this_cast_again)
_THIS_AGAIN = compiled(r"(?:此課|本課)(?:[干支]上|三傳|[初中末]傳|發用)(?![^。]*?(?:若|(?:^|[，、])如|換|云|謂|說|論))")


THIS_AGAIN_WHY = "its words after a supposition (此課…) may still be the supposition's"


def _this_cast_again(words: str, stem, c: dict) -> None:
    """The claims said where the words turn back to the cast after a supposition (「若夜占，則將得…。
    此課干上午乘青龍，主病」: review_round88/suppose_alt.txt:11, unread, its slip `agrees`): the cast's,
    where it said nothing of them (a general of a branch it has none for, a seat it did not say);
    not when they say another 晝/夜 than the cast's."""
    if "day" not in c or ("daytime" in c and regex.search("[夜暮]" if c["daytime"] else "[晝旦]", words)):
        return
    res = grammar.read(words, stem, c["day"][1])
    got = {k: v for k, v in res.claims.items() if k in CHART_KEYS}
    if "daytime" in got and got.pop("daytime") is not c.get("daytime"):
        return
    forms = c.setdefault("forms", {})
    added = False
    for k, v in got.items():
        if isinstance(v, dict) and isinstance(c.get(k, {}), dict):
            new = {b: x for b, x in v.items() if b not in c.get(k, {})}
            if new:
                c[k] = {**c.get(k, {}), **new}
                forms.update({f"{k}.{b}": "this_cast_again" for b in new})
                added = True
        elif k not in c:
            c[k] = v
            forms[k] = "this_cast_again"
            added = True
    if added and c.get("binding", {}).get("certain"):
        # (the cast's or, read loosely, the supposition's still: 「若夜占，則將得…。此課干上午乘六合，則吉」,
        # the 夜 values, review_round93/this_again_more.txt:3, :5 — not accused, not decided)
        c["binding"] = {**c["binding"], "certain": False, "why": THIS_AGAIN_WHY}


def _alternative(norm: str, at: int, nxt: int, g: DayGroup, c: dict, stem):
    """(end, claims) of an alternative written straight after a cast's words (module doc)."""
    m = _ALT.match(norm, at)
    if not m or m.end() >= nxt or "day" not in c:
        return None
    turn = m.group(0).lstrip("，、　也")
    pair = _PAIR_TURN.search(turn)                            # the other half of 晝…夜
    body, w, unread_on = _alt_words(norm, (m, nxt, turn), g, stem, _bare_subject(c) if pair else None, c)
    if pair and w.turned is not None:
        _back_to_cast(body[w.turned:], stem, c)
    rej = _how(w, body).get("rejected")
    if not any(k in w.claims for k in CHART_KEYS if k not in ("jiang", "hour")):
        return (m.end() + w.last, {"rejected": rej}) if rej else None
    if _own_half(turn, c, w):
        return None
    alt = {k: v for k, v in c.items() if k in _SAME_DAY}
    if pair:
        alt["daytime"] = pair.group(1) in "晝旦"
        # the other half of 晝…夜 has the same plate and 三傳: only its generals differ
        # (「…三傳丑戌未晝乘螣蛇太陰白虎夜則青龍朱雀天后」)
        alt.update({k: c[k] for k in _SAME_PLATE if k in c})
    if turn.startswith("若") and "plate" in w.claims:
        for key in ("hour", "jiang", "offset"):       # another plate supposed: its own 將加時
            alt.pop(key, None)
    month_row = _MONTH_ROW.match(norm, at) if c.get("hour") else None
    if month_row:
        for key in ("jiang", "jiang_month", "offset", "plate"):
            alt.pop(key, None)          # (the row's month gives its own)
    alt.update({k: v for k, v in w.claims.items() if k != "glyphs"})
    alt.update(_how(w, body, more_unread=unread_on))
    # (and 「若晡時占之則…」 without 以, a round-30 red-team classic, KR5a9947_000.txt:48)
    hm = _SUPPOSED_HOUR.match(body) if turn in ("若以", "若") or turn[1:] in ("改作", "改為", "改用") \
        else None
    if hm and c.get("jiang"):
        alt["hour"] = _supposed_hour(hm)
        alt["jiang"] = c["jiang"]
        pair = True                     # (a supposition: conditional)
    if ("hour" in alt) != ("jiang" in alt):
        for key in ("hour", "jiang", "jiang_month"):
            alt.pop(key, None)
    row = _HOUR_ROW.match(norm, at)
    if row and c.get("jiang"):
        alt["hour"], alt["jiang"] = row["h"], c["jiang"]
    if month_row and "jiang" in alt:
        alt["hour"] = c["hour"]
    alt["binding"] = {"certain": False,
                      "why": HOUR_ROW_WHY if row else MONTH_ROW_WHY if month_row and "jiang" in alt
                      else f"an alternative ({turn}) of the cast before it",
                      "polarity": "conditional" if pair else "alternative"}
    return m.end() + w.last, alt


def _alternatives(norm: str, where: tuple, g: DayGroup, cast: tuple, many: bool,
                  cons: str) -> list[Cast]:
    """The alternatives of a cast (``cast``: its claims, its words as read, the day's stem) whose
    words end at ``where`` (its end, the next day's place, the cast's start and end): one written
    after it (:func:`_alternative_of`, which may mark claims of ``c`` rejected), or the other
    晝/夜 of its generals said 傳 by 傳 (:func:`_other_half`); then the next hour of a table of
    hours, each an alternative of the one before (:data:`_HOUR_ROW`). None for a list's day."""
    at, nxt, st, end = where
    c, w, stem = cast
    at, alt = _alternative_of(norm, at, nxt, g, c, stem, many)
    row_at = _row_at(norm, at) if alt is None and c.get("hour") else at
    if row_at != at:
        at, alt = _alternative_of(norm, row_at, nxt, g, c, stem, many)
    if alt is None and w.res.other is not None:
        at, alt = st, (end, _other_half(c, w.res.other))
    if many:
        return []
    out = []
    while alt is not None:
        # (a table's row by month cited at its own place, from its month: its day's word)
        month_at = at + (norm[at:at + 1] in "，、；;。") \
            if alt[1]["binding"].get("why") == MONTH_ROW_WHY else None
        out.append(Cast(at if month_at is None else month_at, alt[0], ordered(alt[1]), cons,
                        "an alternative of the cast before it", 0,
                        g.days_start if month_at is None else month_at))
        if alt[1]["binding"].get("why") not in (HOUR_ROW_WHY, MONTH_ROW_WHY):
            break
        at = _row_at(norm, alt[0])
        alt = _alternative(norm, at, nxt, g, alt[1], stem)
    return out


def _other_half(c: dict, other: dict) -> dict:
    """The other 晝/夜 of a cast whose generals were said 傳 by 傳 for both (grammar form
    tgen_dn_each, 「初傳亥旦乘太陰，暮乘太常；…」): the same day, plate and 三傳, the other half's
    generals, asserted as the cast's are."""
    alt = {k: v for k, v in c.items() if k in _SAME_DAY + _SAME_PLATE}
    alt.update(other)
    # (the book states both: under the day's 貴人 and under the night's, whatever the hour —
    # a slip in either half is the book's, a review of the round-54 change, rv54_dn_each.txt:5, :9)
    alt["binding"] = {"certain": True, "why": "the other 貴人's generals, said 傳 by 傳 with the "
                      "cast's", "polarity": "asserted"}
    return alt


def _back_to_cast(rest: str, stem, c: dict) -> None:
    """The generals of a cast said after the other half of its 晝…夜 pair (「…夜占…晝將白虎、貴人、
    青龍，夜將天后、天空、螣蛇」, a review of the round-54 change, rv54_zhoujiang.txt:6): the words
    where the pair turns back to the cast's own 晝/夜 give its 三傳's generals, when it has none."""
    if "transmission_generals" in c or "daytime" not in c:
        return
    res = grammar.read(rest, stem, c["day"][1])
    gens = res.claims.get("transmission_generals")
    if res.claims.get("daytime") is c["daytime"] and gens and all(gens):
        c["transmission_generals"] = gens
        c.setdefault("forms", {}).update(
            {f"transmission_generals.{i}": "pair_back" for i in range(3)})


def _bare_subject(c: dict) -> str | None:
    """The branch whose general the cast said by a bare 乘G (form gen_bare, or pos: 「初傳午乘青龍」),
    if one: the other half of its 晝…夜 pair says the general of the same branch (「干上亥，晝占乘
    太陰，夜占乘太常」)."""
    forms = c.get("forms", {})
    subj = [k.split(".", 1)[1] for k, v in forms.items()
            if k.startswith("generals.") and v in ("gen_bare", "pos")]
    return subj[0] if len(subj) == 1 else None


# the claim words still looked for past a cast's cut (:func:`_how`): those that name a seat of
# the cast itself, never a generic word
_LATE_CUES = ("初傳", "中傳", "末傳", "三傳", "干上", "支上", "reference")

GAP = 14        # characters without a claim after which a cast's words are over
GAP_STEM = 10   # … for a stem alone (generic statements: 002:199 「癸日𤣥武主事…傳送乗太常」)
GAP_FULL = 24   # … for a cast written with its 將 and 時 (the 課經's sentences run long:
                # 005:642 「如丙辰日卯時辰將占昴星四課不備剛日取丙合辛辛寄於戌即戌上亥為用」)
# a statement the text corrects: the later one is the cast's (005:345 「三傳戌午寅…殊不知…
# 當取子水比和者為用三傳子申辰」)
# (not a branch's day named for what it has: 「寅乃辰日驛馬」, 「申即午日驛馬」, a red-team book)
# (nor a 神煞 of the day's branch, 「丑日馬在亥」, 「子日華蓋在辰」, 「戌日劫煞在亥」: a round-74 red-team
# 神煞 juan, KR3g9895_001.txt:52, the cast's words cut there and its 三傳 lost)
_BRANCH_DAY = compiled(rf"(?<![{STEMS}{BV}己巳已六加臨上乃即為是])[{BV}]日"
                            r"(?!之?(?:驛|[天丁]?馬|華蓋|劫煞|亡神|災煞|桃花|咸池|喜神|天喜|生氣|死神|祿))")
_RULE_VERB = compiled(r"[取以用則]")     # (a rule's days by their branch: 「未日取亥上巳」)


# the reasons that choose the 用, between the lessons and the 用 they choose: no gap (「辰陰太衝三神俱
# 剋其下皆與日比以涉害深者小吉為用」, a round-25 red-team classic in the oldest notation)
_REASON = compiled(r"涉害|[俱皆][剋克尅賊]|與日[比不]|比者|不比|遙[剋克尅]|昴星|別責|八專|無[剋克尅賊]")


_NOTE = compiled(r"[（(][^（()）]*[）)]")


def _noted(body: str, a: int, b: int) -> int:
    """The characters of body[a:b] inside interlinear notes: an aside, no gap in the cast's words
    (「如酉年甲子日申將加戌時占遠行吉凶(此人自言/遠行千里)(故問吉凶/不問歸期)未命行年在亥戌加子為用…」,
    a round-27 red-team 占 book, KR3g9948_001.txt:73-75: the notes had cut the cast)."""
    return sum(m.end() - m.start() for m in _NOTE.finditer(body, a, b))


def _gap_cut(spans: list, body: str | None = None, gap: int = GAP) -> int:
    """The end of the last claim before a run of more than :data:`GAP` characters without
    one (the text has moved on: 005:47 「甲日為本身…子上見酉」)."""
    prev = 0
    for a, b in spans:
        # (a 六X日 heading's list of days, blanked out of the words, is no gap: days._six_list)
        n = a - prev - (body.count("　", prev, a) + _noted(body, prev, a) if body else 0)
        if n > gap and not (body is not None and (CORRECTS.search(body, prev, a) or (
                n <= 2 * gap and _REASON.search(body, prev, a)))):
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


# a cast's claims going on straight after its 課名 (「…曰重審課三傳戌酉申…」) or after a 也
# (「…神后加午返吟也，用功曹，中傳送，終太衝」, 「…中小吉天一所治也終傳送」, the oldest notation):
# not its end
# (and the three generals in a clause of their own: 「三傳子亥戌，退茹也，將乃天后、太陰、天空」, a
# review of the round-28 change, KR3g9941_001.txt:12-14)
_CLAIM_NEXT = compiled(r"也?[，、。]?(?:三傳|初傳|發用|用起|干上|支上|日上|辰上|晝占|夜占|第[一二三四]課|將乃"
                            r"|[用始](?:起)?(?:{s})|中傳?(?:{s})|(?:終|末)傳?(?:{s})|天[一乙](?:為|在|臨|居)|日陰|辰陰"
                            r"|(?:{s})[加臨](?:{s}|[{t}]))"
                            .format(s=grammar.BRANCH_WORD, t=STEMS))


# a gloss closed by 也 in the middle of a cast, its claims going on a few words later (a red-team
# book in the oldest notation: 「…河魁加午天罡臨子仲神也行人在門日陰小吉為用…」, 「…二神俱克下而皆
# 陰也涉害取孟小吉臨亥為用…」, 「…辰上登明即天一也天罡為用…」; 「…比者為用，神后陽神也，將得虎，
# 中登明…」, the 用's general straight after, KR5a9953_001.txt:66): not its end. Not when the words
# between open another statement (若, 凡, 經曰, 或, 如, another hour 「…也义酉時占時天罡臨寅亦是」
# 005:407), nor 「日辰陰陽」 (005:680 「…乃丑巳巳也皆日辰隂陽共處論伏吟」)
_GLOSS_THEN_CLAIM = compiled(
    r"也[^也矣如若凡經或又义曰云假設非不豈時占。]{{0,6}}?(?:日上|(?<![日干])辰上|日陰(?!陽)"
    r"|(?<![日干])辰陰(?!陽)|干上|支上|三傳|初傳|(?<=[陰陽]神?也[，、]?)將得"
    r"|(?:{s})(?:為用|發用|[加臨](?:{s}|[{t}])))".format(s=grammar.BRANCH_WORD, t=STEMS))

_NEXT_OPENS = compiled(r"[，、。]?(?:如|假令|假如|又如|設)")


def _without_next_heading(norm: str, start: int, end: int, more: bool) -> str:
    """A cast's words, without a 課名 that heads the next cast (「…三傳亥丑丑昴星課如庚午日…」:
    昴星 is 庚午's, written before its 如)."""
    body = norm[start:end]
    if more and _NEXT_OPENS.match(norm, end):
        last = None
        for m in grammar.name_pattern().finditer(body):
            last = m
        if last is not None and last.group("post") and not last.group("pre") \
                and last.end() == len(body):
            return body[:last.start()]
    return body


def _in_note(body: str, at: int) -> bool:
    """Whether ``at`` is inside a note （…） of the cast's words: a note's 也 or 此為 ends the
    note, not the cast (「如丙午日巳時酉將（三月將也）三傳酉丑巳」)."""
    return body.count("（", 0, at) + body.count("(", 0, at) > (
        body.count("）", 0, at) + body.count(")", 0, at))


def _goes_on(body: str, at: int) -> bool:
    """Whether the cast's claims go on after the 也 at ``at`` (:data:`_CLAIM_NEXT`,
    :data:`_GLOSS_THEN_CLAIM`)."""
    return bool(_CLAIM_NEXT.match(body, at) or _GLOSS_THEN_CLAIM.match(body, at)
                or (body[at - 1:at] == "非" and _OWN_AFTER_REFUSAL.match(body, at)))


# a refusal 「…非也」 and then the book's own reading of the same cast (「門人以巳為用三傳巳寅亥余曰
# 非也經云…今一課有賊則捨克取賊當以丑為用…三傳丑戌未」, a red-team book of questions and
# answers): the cast goes on to it
_OWN_AFTER_REFUSAL = compiled(r"也[^。]{0,80}?當(?:以|取|用)")


def _cut(body: str, last: int) -> int:
    """Where the cast's words stop: the first stop word that follows a claim, or the end of
    the 課名 that concludes the case (「…為用曰元首課」, 「…為三陽課也」)."""
    nrx = grammar.name_pattern()
    cands = [m.start() for m in _STOPS.finditer(body) if m.start() > 0
             and not _in_note(body, m.start())
             and not (m.group(0) == "也" and _goes_on(body, m.start()))]
    speaker = {m.start() for m in _SPEAKER.finditer(body)}
    # a sentence-final 也/矣 ends the cast's sentence even before any claim (002:290
    # 「六庚日最緊他日緩矣𤣥武臨午」: the claim after it is another statement)
    # (not the early notation's 「魁加丑丑時也」, KR5a0297_000.txt:66: the hour, then the cast)
    hard = [m.start() + 1 for m in regex.finditer(r"(?<!時)[也矣]", body)
            if not _in_note(body, m.start()) and not _goes_on(body, m.start())]
    if hard and not grammar.read(body[:hard[0]]).claims:
        return hard[0]
    for m in nrx.finditer(body):
        if m.group("pre") and m.group("post") and not _CLAIM_NEXT.match(body, m.end()):
            e = m.end()
            # its 三傳 written straight after the name (006:278 「為斵輪卦卯戌巳三傳也」)
            t = regex.match(rf"[{BV}己戊]{{3}}三傳", body, pos=e)
            e = t.end() if t else e
            cands.append(e + 1 if body[e:e + 1] == "也" else e)
    for p in sorted(set(cands) | speaker):
        claims = grammar.read(body[:p]).claims
        if claims and (p not in speaker or p in cands or any(claims.get("transmissions") or [])):
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

