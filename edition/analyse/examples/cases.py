"""Case records of a case collection: 六壬斷案 (邵彥和, ed. 程銓 愛圅; the witness
``liuren_duanan_01-31.txt`` of ``../shared/witnesses/duanan``, whose README describes the layout),
and any text laid out like it.

A **case** is its header, its chart and its commentary (liuren_duanan_01-31.txt:11-19):

* the **header** 「01）韩太守占祈雪，建炎三年己酉岁十一月初四己卯日寅将酉时，（申酉空亡,丑寅落空），
  铸印，乘轩，知一，励德。」: a number and 「）」 open it; it gives the question, the date (year,
  month, the day 干支), the 月將 and the 占時 (``X將Y時`` or ``Y時X將``, :11, :128), the 旬空 and
  the branches 落空 (those over the two 空 seats), then the 課體 names (words of two characters
  or names the engine knows; the rest is commentary: 「占晴雨」, 「斷語遺失」).
* the **chart**, six lines (tabs, runs of spaces, full-width spaces: any whitespace; a cell is
  one character, a note 「（暗鬼）」 one item):

  - two generals: those beside 午 and 未 (the top of the ring);
  - the ring's top row: the general of 巳, the heavenly branches over 巳午未申, the general of
    申;
  - three rows, each a ring row, a 四課 row and one 三傳 entry. The ring rows: the general of 辰
    and the branch over 辰, the branch over 酉 and its general (the 初 row); the same of 卯 and
    戌 (the 中 row); the general of 寅, the branches over 寅丑子亥, the general of 亥 (the 末 row).
    The 四課 rows, read right to left (第四課 first as printed): the generals (初 row), the
    uppers (中 row), the lowers (末 row; 第一課's lower is the day's stem, 第三課's the day's
    branch). The entry: 六親, 遁干 (``空`` where it falls in the 旬空) + branch, general, 初/中/末,
    notes (暗鬼 丁神 空亡 落空: engine/lexicon.py TRANSMISSION_NOTES);
  - two generals: those beside 丑 and 子 (the bottom of the ring).

  The three rows are found by their 初/中/末 and cut from both ends: the entry from the right,
  the ring from the left, the four lessons between.
* the **commentary**: the lines after the chart up to the next header.

A simplified-script witness is read through the simplified fold (``edition.core.normalize.
traditional``, then the registry's wording variants): the reader sees 將 時 貴 龍 陰 陳, while the
claims' citations and the layout keep the bytes as printed. Glyphs in a slot have the
registry's policy, as in the other readers (:mod:`.diagram`): a reading is read and recorded
(``glyphs``), a look-alike is kept as printed for the checker to weigh.

**Other hands' layouts** (red-team case books): a heading 「第一百九十一案」 on a line of its own
with the date on the next (「光緒五年己卯六月三十日壬申，庚戌時，午將。」: the day after a month's
day, the hour by its 干支, 將 and 時 a comma apart), four pillars (「四柱：丙子　辛丑　戊戌　庚寅」:
the day, and the hour when only the 時柱 gives it; a 時柱 is checked against the 占時 by 五鼠遁),
the 將 said apart (「月將傳送」, 「小吉為將」, or by a solar term: 「時已過清明」); charts by labelled
blocks (:func:`find_labelled_chart`) and charts in words (:func:`prose_chart`: 「干上申，支上子。
初傳丑乘白虎…」, read by the grammar's forms that name the 傳, the lesson or the seat).

**Two days in a header.** An event's day may stand before the cast's (:30 「庚辰日浙江大旱，
九月十五日癸丑日辰將辰時」): the cast belongs to the day the chart fits (第一課's lower, the stem,
and 第三課's, the branch: 癸 and 丑, :35), and the binding says so.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache

import regex

import engine
from engine import lexicon as lx
from engine import patterns as P
from engine.generals import GENERAL_NAMES
from engine.values import LIU_QIN_NAMES

from . import grammar
from . import case_dates as cd
from . import diplomatic, threads
from .days import DAY_OF_MONTH, LOST
from .clock import clock_hour
from .notes import APPENDED_CASE, OTHER_BY_MOMENT, blanked, others_blanked
from .polarity import EMPTY_BRACKET, polarity, sentence
from .vocab import (_HN, _JN, BRANCHES, BV, HOUR_NAMES, JIANG_NAMES, LODGING, MONTH_NUM_W, QIN_SHORT, QIN_W,
                    STEMS, SV, TERM_W, Slot, _glyph, branch_slot,
                    is_day, normalise, ordered, stem_slot)
from edition.core.patterns import compiled

# --- the header ------------------------------------------------------------------------------

# (four digits too: cases 1000 on, a round-76 red-team case book, liuren_duanan_1000-1024.txt, whose
# headers were read as bare casts and no chart at all; not a date, 「1937.8，其人果…」, a review of
# the change, review_round76/duanan/liuren_duanan_690-695.txt:38)
HEADER = compiled(r"^\s*(?P<n>\d{1,4})\s*(?:[）)、]|[．.](?!\d))")
_B, _S = f"[{BRANCHES}]", f"[{STEMS}]"
# a day as printed: its stem and branch slots may hold a glyph the registry reads there (vocab SV,
# BV and 己: engine/lexicon.py GLYPHS), read by :func:`_day_read` (a round-78 red-team case book in
# OCR, liuren_duanan_1075-1099.txt:6 「乙己日」, :54 and :16 its variant of 戌 in either slot: no day)
_DS, _DB = f"[{SV}]", f"[{BV}己]"
_DAY = compiled(rf"({_DS}{_DB})日")
# the 將 by its branch or its 神名 (「功曹將」), before or after the hour (:11 「寅将酉时」, :128
# 「卯时卯将」), 加 between them or not
_J = rf"(?:{_B}|{_JN})"
# (已 for 巳 beside 將 and 時, a reading of the branch slot: 「癸酉日卯将已时」, a round-59 red-team
# case book, liuren_duanan_616-640.txt:230: neither the 將 nor the 時 was read; and every variant
# or reading of a branch slot, 醜 for 丑 in a machine conversion, 「丙寅日醜將午時」, a round-80 red-team
# case book, liuren_duanan_1100-1124.txt:16)
_BR = "".join(a for a in lx.glyphs("cell", "variant", "reading") if a not in STEMS)
_JY, _BY = rf"(?:{_B}|{_JN}|[{_BR}])", f"[{BRANCHES}{_BR}]"
_PLATE = (compiled(rf"(?P<j>{_JY})將(?:[，,、]\s*)?加?(?P<h>{_BY})時"),   # (「辰將，巳時」 too)
          compiled(rf"(?P<h>{_BY})時(?:[，,、]\s*)?加?(?P<j>{_JY})將"),   # (「庚戌時，午將」)
          compiled(rf"(?P<j>{_J})將加(?P<h>{_B})"),
          compiled(rf"(?P<j>{_J})加(?P<h>{_B})時"))            # 「從魁加未時」
# the 將 by its month, 「正月將未時」, 「四月將，卯時」 (its 中氣's 將; a month's day before it,
# 「二月初六甲子日」, is the date)
_MONTH_PLATE = compiled(rf"(?P<m>{MONTH_NUM_W})將(?:[，,、]\s*)?加?(?P<h>{_B})時")
# a modern header's labels: 「月将：亥（登明）　占时：辰」, 「月将：申（传送），未时」 (a red-team case book)
_LABEL_J = compiled(rf"月將[：:]\s*(?P<j>{_J})")
_LABEL_H = compiled(rf"占時[：:]\s*(?P<h>{_B})|(?<=月將[：:][^，。]{{0,12}}[，,、]\s*)(?P<h>{_B})時")
_BARE_DAY = compiled(rf"(?|({_S}{_B})(?=[，,\s]*{_B}[將時])"     # 「己卯寅將酉時」: no 日
                          # (the 干支 after a month's day: 「六月三十日壬申，庚戌時」)
                          rf"|(?<={DAY_OF_MONTH})({_S}{_B}))")
# (also 「戌亥空」, 「旬空戌亥」, 「落空子丑」: the wordings of other collections)
# (已 for 巳 there, a reading of the branch slot: 「（辰已空亡，酉戌落空）」, a round-53 red-team case
# book, liuren_duanan_466-490.txt:220: the header's 落空, 課名 and 課體 were lost after it)
# (and every variant or reading of a branch: a metamorphic copy of liuren_duanan_01-31.txt:231
# with 戌 in its variant form (engine/lexicon.py), 「（X亥空亡，申酉落空）」, its 落空, 課名 and 課體
# lost: a case `unresolved` by its 課體 agreed)
# (and a branch lost, 「（申□空亡，巳午落空），元首。」: the pair and the 課名 after it were lost, a
# round-83 red-team worn copy, liuren_duanan_1150-1174.txt:114; the lost one unread)
_BK = f"[{BV}{_BR}{LOST}]"
_LOST_CHAR = compiled(f"[{LOST}]")
# a page's running footer inside a case (「·45·  六壬断案」: a round-83 red-team worn copy,
# liuren_duanan_1150-1174.txt:213, between two chart rows: the chart cut there, unsaid)
_FOOTER = compiled(r"\s*[·・•、]\s*[0-9０-９]+\s*[·・•、]")
_KONG = compiled(rf"(?:(?P<k>{_BK}{_BK})(?:空亡|旬空|空(?![亡\p{{Han}}]))|(?:旬空|空亡)(?P<k>{_BK}{_BK}))"
                      rf"[，,、\s]*(?:(?P<l>{_BK}{_BK})落空|落空(?P<l>{_BK}{_BK}))?")


def _pair(s: str, c: dict, where: str) -> list[str | None]:
    """Two branches of a 空亡 pair, 已 read 巳 and reported in ``c``'s glyphs (:data:`_KONG`); a
    lost one None (unread)."""
    return [None if _lost(x) else _header_branch(x, c, where) for x in s]
# the 時柱 of four pillars: a 干支 hour straight after the day pillar (「壬午日　丁未時」)
_HOUR_PILLAR = compiled(rf"{_S}{_B}日[\s，,、]*({_S}{_B})時")
# 「四柱：丙子　辛丑　戊戌　庚寅」: year, month, day and hour pillars after the word
_FOUR_PILLARS = compiled(rf"四柱[：:]?\s*({_S}{_B})[\s、，,]+({_S}{_B})[\s、，,]+({_S}{_B})"
                              rf"[\s、，,]+({_S}{_B})")
_LONE_JIANG = compiled(rf"(?P<j>{_J})將")
_YEAR = compiled(rf"({_S}{_B})(?:年|歲)(?!生)")
_BIRTH = compiled(rf"({_S}{_B})年?生")
_AGE = compiled(r"[一二三四五六七八九十]+歲")     # 「丁丑年三十三歲」 (:201): a birth year
_MONTH = compiled(r"(閏?)(正|十一|十二|冬|臘|[一二三四五六七八九十])月")
# (and ASCII's full stop, an OCR's or a keyboard's: 「…,反吟,元胎,励德,斩关.」 lost 斩关 unread,
# a metamorphic copy of liuren_duanan_01-31.txt:138, tests/test_metamorphic.py)
_NAME_SEP = compiled(r"[，,、。．.；;：:\s）)（(]+")
# a header word that is no 課體 name (a question, a remark): these characters mark it
# (and a transcriber's 「（下缺）」: a round-83 red-team worn copy, liuren_duanan_1150-1174.txt:82)
_NOT_NAME = compiled(r"[占生日年月歲作斷遺失時曰本名故因乃也之缺]")


@cache
def method_words() -> frozenset[str]:
    """The engine's 課名 (a method and its sub-names): claim ``names``; other 課體: claim
    ``patterns``. Every name the engine gives a chart under its default options (別責 蕪淫, 八專
    帷簿不修 獨足, 伏吟 不虞 …, from its 720 charts: 15 ms, so taken when a case is first read, not
    when the module is imported), and the other spellings and options' names the books write (a
    課名 the engine gives but a hand list lacked was checked as a 課體 and failed: 「別責，蕪淫」)."""
    return frozenset(n for d in range(60) for o in range(12)
                     for n in engine.cast(d, o).names) | {"比用", "綴瑕", "反吟", "井欄射", "無淫"}


@cache
def known_names() -> frozenset[str]:
    """Every 課名 and 課體 name the engine can test (the methods and their sub-names, the
    patterns with their aliases)."""
    names = set(method_words())
    for r in P.PATTERN_RULES.values():
        names.add(r.name)
        names.update(r.aliases)
    return frozenset(names)


@dataclass
class Header:
    """A case's header as read (folded text): its number, the claims it gives, the days it
    names (``(day, offset in the line)``), the names and the words that are no names."""
    number: str
    text: str
    claims: dict
    days: list
    names: list = field(default_factory=list)
    other: list = field(default_factory=list)
    derived: str = ""            # how its day was taken from the case before (.case_dates)
    clock: str = ""              # the clock time its hour was read from (.clock)
    block: bool = False          # a program's block (_program_header): the case ends at a blank


def _day_read(printed: str, c: dict) -> str | None:
    """A header's day as the registry reads its slots (``_DAY``), the readings recorded in ``c``;
    None when it is no day."""
    st, br = stem_slot(printed[0], "the day's stem"), branch_slot(printed[1], "the day's branch")
    if st is None or br is None or not is_day(st.value, br.value):
        return None
    for sl in (st, br):
        _glyph(c, "the day", sl)
    return st.value + br.value


def _header_plate(date: str, c: dict) -> str:
    """The header's 將 and 時 into ``c`` (:data:`_PLATE`, a modern header's labels, or said
    apart); the clock time said beside them, if any (:func:`_jiang_said_apart`)."""
    for rx in _PLATE:
        pm = rx.search(date)
        if pm:
            c["jiang"], c["hour"] = (_header_branch(JIANG_NAMES.get(pm["j"], pm["j"]), c, "the 將"),
                                     _header_branch(pm["h"], c, "the hour"))
            return ""
    jm, hm = _LABEL_J.search(date), _LABEL_H.search(date)
    if jm and hm:
        c["jiang"], c["hour"] = JIANG_NAMES.get(jm["j"], jm["j"]), hm["h"]
        return ""
    return _jiang_said_apart(date, c)


def _header_branch(x: str, c: dict, where: str) -> str:
    """A header's branch, 已 read 巳 (醜 丑: a chart's slot) and reported in ``c``'s glyphs."""
    sl = branch_slot(x, where, use="cell")
    _glyph(c, where, sl)
    return sl.value


def read_header(text: str) -> Header | None:
    """The header of a case (``text``: its line, folded), or None when the line opens none."""
    m = HEADER.match(text)
    if not m:
        return None
    c: dict = {}
    clock = ""
    km = _KONG.search(text, m.end())
    date_end = km.start() if km else len(text)
    date = text[:date_end]
    mj = _MONTH_PLATE.search(date)
    later = any(rx.search(date, mj.end()) for rx in _PLATE) if mj else False
    if mj and lx.month_of(mj["m"]) and not later:
        # the 將 of a month (its 中氣's): 「二月初六甲子日正月将未时」, a round-55 red-team case book,
        # liuren_duanan_516-540.txt:21 (its 凡例 says so at :5); read as the hour's 將, five
        # correct cases were accused (not an event's time before the cast's own 將 and 時: 「马于
        # 正月将午时走失，二月十八丁卯日戌将未时」, a review of the change, rv55_case_month_trap.txt:6)
        n = lx.month_of(mj["m"])
        c["jiang"], c["hour"], c["jiang_month"] = grammar.month_jiang(n), mj["h"], n
    else:
        clock = _header_plate(date, c)
    # the days with 日, and a day written without it before the 將 and 時 (「…甲辰日得吏部关子，
    # 十四日戊申午将申时」: the event's day, then the cast's; a red-team book)
    days = sorted({(day, d.start()) for rx in (_DAY, _BARE_DAY) for d in rx.finditer(date)
                   if (day := _day_read(d.group(1), c))}, key=lambda x: x[1])
    # four pillars (「癸卯年 辛酉月 壬午日 丁未時」, 「四柱：丙子　辛丑　戊戌　庚寅」, red-team case
    # books): the 時柱, and the day and the hour when nothing else names them
    hp, fp = _HOUR_PILLAR.search(date), _FOUR_PILLARS.search(date)
    if hp or fp:
        c["hour_pillar"] = hp.group(1) if hp else fp.group(4)
    if fp and not days:
        days = [(fp.group(3), fp.start(3))]
    lone = _LONE_JIANG.search(date) if fp and "hour" not in c else None
    if lone:                # (「…戊戌　庚寅。子將。」: the hour is the 時柱's)
        c["jiang"], c["hour"] = JIANG_NAMES.get(lone["j"], lone["j"]), fp.group(4)[1]
    # (and a program's 「貴人：晝貴丑臨酉逆布」, liuren_ruanjian.txt:5; not one that lists both,
    # 「貴人：晝貴子臨巳逆　夜貴申臨丑順」, a review of the change)
    dn = regex.search(r"(晝|夜)占", date) or (
        regex.search(r"貴人[：:]\s*(晝|夜)貴", date) if len(regex.findall(r"[晝夜]貴", date)) == 1
        else None)
    if dn:
        c["daytime"] = dn.group(1) == "晝"
    born = [b for b in _BIRTH.finditer(date)] + [y for y in _YEAR.finditer(date)
                                                  if _AGE.match(date, y.end())]
    years = [y for y in _YEAR.finditer(date) if not _AGE.match(date, y.end())]
    if years:
        c["year"] = years[-1].group(1)
    if born:
        c["birth"] = born[0].group(1)[1]
    if km:
        c["kong"] = _pair(km["k"], c, "空亡")
        if km["l"]:
            c["luo_kong"] = _pair(km["l"], c, "落空")
    h = Header(m["n"], text, c, days, clock=clock)
    if km:
        _names(text[km.end():], h)
    return h


# the 將 said apart from the hour (a red-team case book): 「未時，月將傳送」, or given by the solar
# term the day is past (「亥時，時已過清明」, 「時在立春後、雨水前」: engine/lexicon.py SOLAR_TERMS)
# (the 將 named before the term: 「小雪后，功曹将」, 「处暑后午将」, a red-team case book of a modern
# hand; 后 for 後 in its simplified script)
_JIANG_NAMED = compiled(rf"月將[：:]?\s*(?P<j>{_J})|(?P<j>{_J})為將|(?<![{BRANCHES}])(?P<j>{_J})將(?!軍)")
# (「時在小雪之後」, 「時雨水甫過兩日」, 「霜降已過三日」, 「是日交大雪」: a red-team case book)
_JIANG_APART = compiled(rf"(?:過|交)(?P<t>{TERM_W})|(?P<t>{TERM_W})之?[後后]"
                             rf"|(?P<t>{TERM_W})(?:甫|已|既|剛|初)?過")
_HOUR_APART = compiled(rf"(?<![{BRANCHES}])(?:{_S})?(?P<h>{_B})時")
# (or by its name, a clause of its own: 「其一，平旦，某人占遷居」, a round-28 red-team case book,
# liuren_duanan_391-415.txt:145)
_HOUR_NAMED = compiled(rf"(?:^|[，,、\s])(?P<n>{_HN})(?=[，,、\s。]|$)")


def _hour_apart(date: str) -> str | None:
    """The hour a header says apart from the 將: 巳時, or a named double-hour (平旦)."""
    hm = _HOUR_APART.search(date)
    if hm is not None:
        return hm["h"]
    nm = _HOUR_NAMED.search(date)
    return HOUR_NAMES[nm["n"]] if nm else None


def _hour_or_clock(text: str):
    """(the hour said apart from the 將, the clock time it was read from or None): 巳時 or a named
    double-hour; else a clock time's double-hour, read, not printed (.clock)."""
    hour = _hour_apart(text)
    ck = None if hour else clock_hour(text)
    return (hour or (ck.branch if ck else None)), ck


def _jiang_said_apart(date: str, c: dict) -> str:
    """The 將 and the hour of a header that says them apart (:data:`_JIANG_APART`): both, or
    neither; the words of the clock time the hour was read from, if it was."""
    jm = _JIANG_NAMED.search(date) or _JIANG_APART.search(date)
    # (or a clock time for the hour: 「下午三点一刻，用子将」, a red-team case book)
    hour, ck = _hour_or_clock(date)
    if not (jm and hour):
        return ""
    j = JIANG_NAMES.get(jm["j"], jm["j"]) if jm.groupdict().get("j") else \
        BRANCHES[lx.term_jiang(jm["t"])]
    c["jiang"], c["hour"] = j, hour
    if ck:
        c["forms"] = dict(c.get("forms") or {}, hour="clock")
        return ck.words
    return ""


def _month_before(text: str, at: int) -> str | None:
    """The month written last before offset ``at`` (「十一月初四己卯日」 → 十一月)."""
    ms = [mm for mm in _MONTH.finditer(text[:at]) if not mm.group(1)]
    return ms[-1].group(2) + "月" if ms else None


def _names(rest: str, h: Header) -> None:
    """The 課體 names after the 空亡 group: names the engine knows, and other words of two
    characters that are no question or remark (:data:`_NOT_NAME`)."""
    for w in _NAME_SEP.split(rest):
        if not w:
            continue
        if w in known_names() or (len(w) == 2 and not _NOT_NAME.search(w)
                                  and all("\u4e00" <= ch <= "\u9fff" for ch in w)):
            h.names.append(w)
        else:
            h.other.append(w)


# --- the chart -------------------------------------------------------------------------------

_ITEM = compiled(r"[（(][^）)]*[）)]|\S")
GENERAL_CELLS = {w: GENERAL_NAMES[i] for w, i in lx.general_names("cell").items()}
GENERAL_GLYPHS = lx.glyphs("general", "reading")
NOTE_WORDS = lx.TRANSMISSION_NOTES
POSITIONS = "初中末"
TOP, LEFT, RIGHT, BOTTOM = "巳午未申", "辰卯", "酉戌", "寅丑子亥"
# the ring rows of the three 三傳 rows: (seats of the heavenly branches printed, the general
# printed before them, the general after them)
RING_ROWS = {0: ("辰酉", "辰", "酉"), 1: ("卯戌", "卯", "戌"), 2: ("寅丑子亥", "寅", "亥")}
LESSON_ROWS = {0: "general", 1: "upper", 2: "lower"}


@dataclass(frozen=True)
class Cell:
    """One printed cell of a chart: its field (``plate.巳``, ``ring_generals.巳``,
    ``lessons.0.upper``, ``lesson_generals.0``, ``transmissions.0``, ``dun_gan.0`` …), the
    glyph(s) as printed, the value read (None: not readable in its slot), and where: the raw
    line and column."""
    field: str
    printed: str
    value: str | None
    line: int
    col: int
    note: str = ""          # a reading of the registry (已 read 巳 …)
    policy: str = ""        # the registry's policy of the glyph in its slot


@dataclass
class CaseChart:
    """A case's chart as read: its cells and the lines it takes."""
    cells: list
    lines: list            # raw line numbers, in order
    rows: dict             # role → raw line number: gens_top, top, 初, 中, 末, gens_bottom


def _items(text: str) -> list[tuple[str, int]]:
    """The non-space items of a chart line with their columns: a character, or a note."""
    return [(m.group(0), m.start()) for m in _ITEM.finditer(text)]


def _is_general(ch: str) -> bool:
    return normalise(ch) in GENERAL_CELLS or ch in GENERAL_GLYPHS


def _general(ch: str, fieldname: str, line: int, col: int) -> Cell:
    if ch in GENERAL_GLYPHS:
        g = lx.glyph(ch, "general")
        return Cell(fieldname, ch, GENERAL_CELLS.get(GENERAL_GLYPHS[ch]), line, col,
                    f"{ch} in a general slot {g.note}", "reading")
    return Cell(fieldname, ch, GENERAL_CELLS.get(normalise(ch)), line, col)


def _branch(ch: str, fieldname: str, line: int, col: int, use: str = "cell") -> Cell:
    sl = branch_slot(normalise(ch), fieldname, use=use) if len(ch) == 1 else None
    if sl is None:
        r = lx.branch_of(normalise(ch), use) if len(ch) == 1 else None
        if r is not None and r.policy == "lookalike":
            return Cell(fieldname, ch, None, line, col, r.note, "lookalike")
        return Cell(fieldname, ch, None, line, col)
    return Cell(fieldname, ch, sl.value, line, col, sl.evidence, sl.policy)


def _stem(ch: str, fieldname: str, line: int, col: int) -> Cell:
    sl = stem_slot(normalise(ch), fieldname) if len(ch) == 1 else None
    if sl is None:
        return Cell(fieldname, ch, None, line, col)
    return Cell(fieldname, ch, sl.value, line, col, sl.evidence, sl.policy)


def _is_gen_line(items) -> bool:
    return len(items) == 2 and all(_is_general(x) for x, _ in items)


def _lost(x: str) -> bool:
    """A character a worn copy lost (□, ■) or a font lacked (Extension A and beyond, PUA)."""
    return bool(_LOST_CHAR.fullmatch(x))


def _is_top_line(items) -> bool:
    # (a lacuna at an end or over a seat, 「蛇辰巳午未□」: a round-83 red-team worn copy,
    # liuren_duanan_1150-1174.txt:22, the row dropped and its legible cells with it, `agrees`)
    # (its four branches or lacunae: not a header's wrapped end, 「龙德，□□□」, a review of the
    # change, review_round83/liuren_duanan_9841-9844.txt:13, read as the top row and accused)
    ends = [_is_general(items[0][0]), _is_general(items[-1][0])] if items else []
    return (len(items) == 6 and all(len(x) == 1 for x, _ in items) and any(ends)
            and (all(ends) or (
                (_lost(items[0][0]) or _lost(items[5][0]))
                and all(x in BV or x in _BR or _lost(x) for x, _ in items[1:5])
                and sum(_lost(x) for x, _ in items) <= 2)))


def _is_cell_line(items) -> bool:
    """A line of chart cells (a 三傳 row whose 初/中/末 is not printed): nine items at least,
    nearly all of them branches, stems, generals or 六親."""
    cells = [x for x, _ in items if len(x) == 1]
    known = sum(x in BRANCHES or _is_dun(x) or _is_general(x) or _is_qin(x) for x in cells)
    return len(items) >= 9 and known >= 0.8 * len(items)


def _row_end(items) -> int | None:
    """The index of a 三傳 row's 初/中/末 (the last one followed only by notes), or None."""
    for i in range(len(items) - 1, -1, -1):
        if items[i][0] in POSITIONS:
            return i if all(len(x) > 1 for x, _ in items[i + 1:]) else None
    return None


def find_chart(raw: list[str], lines: list[str], start: int, stop: int) -> CaseChart | None:
    """The chart in lines ``start``..``stop`` (0-based, stop excluded; ``lines`` as read,
    ``raw`` as printed), read after a header: its six lines, each by its shape (module doc).
    None if no 三傳 row is found. Each cell's ``printed`` is the raw text."""
    rows: dict = {}
    order = []
    for i in range(start, min(stop, start + 9)):
        items = _items(lines[i])
        if not items or _FOOTER.match(lines[i]):
            continue
        k = _row_end(items)
        done = [p for p in POSITIONS if p in rows]
        if k is not None and items[k][0] not in rows:
            rows[items[k][0]] = i
        elif "top" in rows and len(done) < 3 and _is_cell_line(items):
            rows[POSITIONS[len(done)]] = i          # a row printed without its 初/中/末
        elif _is_top_line(items) and "top" not in rows and not (set(rows) & set(POSITIONS)):
            rows["top"] = i
        elif _is_gen_line(items):
            rows["gens_bottom" if set(rows) & set(POSITIONS) else "gens_top"] = i
        elif set(rows) & set(POSITIONS):
            break
        else:
            continue
        order.append(i)
    if not set(rows) & set(POSITIONS):
        return None
    cells: list = []
    for role, i in rows.items():
        got: list = []
        _READERS[role if role in _READERS else "row"](lines[i], i + 1, role, got)
        cells += [replace(x, printed=raw[i][x.col:x.col + len(x.printed)]) for x in got]
    if "top" in rows:
        # (a row the copy lost, 「六亥    辰阴…初」 then 「龙酉申未午常…末」: its cells unread, not
        # passed over — a round-83 red-team worn copy, liuren_duanan_1150-1174.txt:241, `agrees`
        # with its 中傳, uppers and ring cells lost)
        for role in (p for p in POSITIONS if p not in rows):
            _row("", rows["top"] + 1, role, cells)
    return CaseChart(_lessons_left_first(_two_lesson_rows(cells)), [i + 1 for i in order],
                     {r: i + 1 for r, i in rows.items()})


def _two_lesson_rows(cells: list) -> list:
    """The four lessons printed in two rows, no generals over them (「午 卯 寅 亥」 over 「卯 子 亥
    庚」 beside the 初 and 中 rows, the 末 row holding its 傳 alone: a round-25 red-team case book,
    liuren_duanan_316-340.txt:232-236): the first row is the uppers, the second the lowers (its
    第一課's a stem). Taken only when the first row's four are all branches and the second
    row's 第一課 cell a stem; else the cells as read."""
    by = {c.field: c for c in cells}
    first = [by.get(f"lesson_generals.{i}") for i in range(4)]
    second = [by.get(f"lessons.{i}.upper") for i in range(4)]
    third = [by.get(f"lessons.{i}.lower") for i in range(4)]
    if not all(first) or not all(second) or any(c and c.printed for c in third):
        return cells
    if not all(normalise(c.printed) in BRANCHES for c in first) or \
            lx.stem_of(normalise(second[0].printed)) is None:
        return cells
    moved = {id(c): _branch(c.printed, f"lessons.{i}.upper", c.line, c.col)
             for i, c in enumerate(first)}
    moved.update({id(c): (_stem(c.printed, "lessons.0.lower", c.line, c.col) if i == 0 else
                          _branch(c.printed, f"lessons.{i}.lower", c.line, c.col))
                  for i, c in enumerate(second)})
    gone = {id(c) for c in third if c is not None}
    return [moved.get(id(c), c) for c in cells if id(c) not in gone]


def _lessons_left_first(cells: list) -> list:
    """The four lessons laid left to right, 第一課 on the left (a round-26 red-team case book,
    liuren_duanan_341-365.txt:7, its 凡例: 「四課自左而右，第一課居左」; :46-51): 第一課's lower
    is the day's stem wherever it is printed, so a lowers' row whose leftmost cell is a stem
    and whose rightmost is a branch is read from the left. Else the cells as read (right to
    left, the witness's own layout)."""
    by = {c.field: c for c in cells}
    lowers = [by.get(f"lessons.{i}.lower") for i in range(4)]
    if not all(lowers):
        return cells
    right, left = normalise(lowers[0].printed), normalise(lowers[3].printed)
    # (己 and 戊 are also the look-alikes of 巳 and 戌 a lower may print: a stem at the left that
    # is neither, or one of them facing a plain branch at the right, is the day's; the middle
    # lowers hold no stem but those look-alikes — a review of the change: 「…巳」 printed 己 in a
    # chart laid left to right kept it right to left and accused it)
    if len(left) != 1 or len(right) != 1 or left not in STEMS:
        return cells
    if left in "己戊" and right not in BRANCHES:
        return cells
    if any(x in STEMS and x not in "己戊" for x in (normalise(c.printed) for c in lowers[:3])):
        return cells

    def flip(c: Cell) -> Cell:
        # (the cells' values as read; only the two lowers that change role are read again,
        # in their new slot: a stem's, a branch's)
        head, _, rest = c.field.partition(".")
        if head == "lesson_generals":
            return replace(c, field=f"lesson_generals.{3 - int(rest)}")
        n, part = rest.split(".")
        i = 3 - int(n)
        if part == "lower" and i == 0:
            return replace(_stem(c.printed, "lessons.0.lower", c.line, c.col), printed=c.printed)
        if part == "lower" and i == 3:
            return replace(_branch(c.printed, "lessons.3.lower", c.line, c.col), printed=c.printed)
        return replace(c, field=f"lessons.{i}.{part}")
    return [flip(c) if c.field.startswith(("lessons.", "lesson_generals.")) else c
            for c in cells]


def _gens_top(text: str, line: int, role: str, cells: list) -> None:
    for (ch, col), seat in zip(_items(text), "午未"):
        cells.append(_general(ch, f"ring_generals.{seat}", line, col))


def _gens_bottom(text: str, line: int, role: str, cells: list) -> None:
    for (ch, col), seat in zip(_items(text), "丑子"):
        cells.append(_general(ch, f"ring_generals.{seat}", line, col))


def _top(text: str, line: int, role: str, cells: list) -> None:
    it = _items(text)
    cells.append(_general(it[0][0], "ring_generals.巳", line, it[0][1]))
    for (ch, col), seat in zip(it[1:5], TOP):
        cells.append(_branch(ch, f"plate.{seat}", line, col))
    cells.append(_general(it[5][0], "ring_generals.申", line, it[5][1]))


def _row(text: str, line: int, role: str, cells: list) -> None:
    """A 三傳 row: the entry from the right, the ring from the left, the lessons between. A
    part that cannot be placed leaves its cells unread (``value`` None, ``printed`` empty)."""
    k = POSITIONS.index(role)
    every = _items(text)
    notes = [x for x in every if len(x[0]) > 1]       # wherever printed: the 傳's notes
    it = [x for x in every if len(x[0]) == 1]
    end = _row_end(it)
    end = len(it) if end is None else end + 1         # no 初/中/末 printed: the row's end
    seats, g1, g2 = RING_ROWS[k]
    n = len(seats) + 2
    s, has = _entry_start(it, end, n + 4)
    left = it[:s]
    # (the ring's bottom row alone, no lessons beside it: the lessons in two rows above, a
    # round-25 red-team case book, :_two_lesson_rows)
    ring_only = k == 2 and len(left) == n and _is_general(left[0][0]) and _is_general(left[-1][0])
    _ring_row(left if ring_only else left[:-4], seats, (g1, g2), line, cells)
    if len(left) >= 4 and not ring_only:
        _lesson_row(left[-4:], k, line, cells)
    else:
        part = LESSON_ROWS[k]
        cells += [Cell(f"lesson_generals.{i}" if part == "general" else f"lessons.{i}.{part}",
                       "", None, line, 0) for i in range(4)]
    _entry(it[s:end], has, k, line, cells)
    start = it[s][1] if s < len(it) else None
    for m, (note, col) in enumerate(notes):
        # a note printed before the entry is its own row's or, its line broken after the entry,
        # the row above's: the check takes the one of which it holds (「   （空亡）鬼 甲午 龙 中」
        # under 「父 空辰 六 初」, a round-58 red-team case book, liuren_duanan_591-615.txt:11,
        # read as the 中傳's alone: a correct case was accused; 「（空亡）鬼 空卯 虎 中」, its own
        # row's, read as the row above's alone: review_round58/rv58_case_own.txt:7)
        tag = "either" if k > 0 and start is not None and col < start else ""
        cells.append(Cell(f"transmission_notes.{k}.{m}{tag}", note, note[1:-1].strip(), line, col))


def _is_qin(x: str) -> bool:
    return lx.liu_qin_of(x) is not None


def _is_dun(x: str) -> bool:
    return x == lx.DUN_KONG or lx.stem_of(x) is not None


def _entry_start(it, end: int, want: int) -> tuple[int, tuple[bool, bool]]:
    """Where a row's 三傳 entry begins (``end``: past its 初/中/末, or past the row when none is
    printed), and whether it prints its 六親 and its 遁干: 「父 辛巳 玄 初」, each optional. The
    fullest reading is taken, unless its 六親 could be a lesson's branch (子, 子孫) and a
    shorter one leaves ``want`` items before it (the ring and the four lessons)."""
    mark = end < len(it) + 1 and end > 0 and it[end - 1][0] in POSITIONS
    b = end - (3 if mark else 2)                  # the branch: before the general (and mark)
    for dun in (True, False):
        # (the 六親 written whole, 「子孫」, 「父母」, 「兄弟」 …: its first character no lesson's —
        # reviews of the stop-56 change, review_round82/liuren_duanan_9821-9827.txt:42,
        # review_round83/liuren_duanan_9841-9844.txt:3, four lessons accused)
        q = b - dun - 2
        if q == want and (not dun or _is_dun(it[b - 1][0])) and lx.liu_qin_of(
                it[q][0] + it[q + 1][0]) is not None:
            return q, (True, dun)
    options, unknown = [], []
    for qin, dun in ((True, True), (False, True), (True, False), (False, False)):
        s = b - dun - qin
        if s < 0:
            continue
        if (dun and not _is_dun(it[b - 1][0])) or (qin and not _is_qin(it[s][0])):
            # (a 六親 or a 遁干 it cannot read, where the lessons leave room for it: that item
            # is the entry's, unread, not a lesson's — 「㐀 丁亥 阴 末」 for 「子 丁亥…」, 「财 㐀辰 陈
            # 初」 for 「…甲辰…」 shifted the four lessons and accused them, metamorphic copies of
            # liuren_duanan_01-31.txt with 子 or 甲 unknown)
            if s == want and not any(_known_cell(it[k][0]) and not ok for k, ok in (
                    (b - 1, not dun or _is_dun(it[b - 1][0])), (s, not qin or _is_qin(it[s][0])))):
                unknown.append((s, (qin, dun)))
            continue
        options.append((s, (qin, dun)))
    if not options:
        return unknown[0] if unknown else (max(b, 0), (False, False))
    s, (qin, dun) = options[0]
    if qin and it[s][0] in BRANCHES:
        return next((o for o in options if o[0] == want), options[0])
    if s != want and unknown:
        return unknown[0]
    return options[0]


def _known_cell(x: str) -> bool:
    """Whether a chart item is a branch, a stem, a general or a 六親 (else unknown)."""
    return x in BRANCHES or _is_dun(x) or _is_general(x) or _is_qin(x) or x in POSITIONS


def _ring_row(ring, seats: str, gens: tuple[str, str], line: int, cells: list) -> None:
    """A ring row: general, the branches over ``seats``, general; a general not printed (or
    a branch short) leaves those cells unread."""
    full = len(ring) == len(seats) + 2               # as laid out: each item in its place
    lead = full or (bool(ring) and _is_general(ring[0][0]) and len(ring) > len(seats))
    tail = full or (len(ring) > 1 and _is_general(ring[-1][0])
                    and len(ring) - lead > len(seats))
    bs = ring[int(lead):len(ring) - int(tail)]
    for seat, item in ((gens[0], ring[0] if lead else None),
                       (gens[1], ring[-1] if tail else None)):
        cells.append(_general(item[0], f"ring_generals.{seat}", line, item[1]) if item
                     else Cell(f"ring_generals.{seat}", "", None, line, 0))
    if len(bs) == len(seats):
        for (ch, col), seat in zip(bs, seats):
            cells.append(_branch(ch, f"plate.{seat}", line, col))
    else:
        cells += [Cell(f"plate.{seat}", "", None, line, 0) for seat in seats]


def _lesson_row(lessons, k: int, line: int, cells: list) -> None:
    """Four lesson cells printed right to left: 第四課 first."""
    part = LESSON_ROWS[k]
    for j, (ch, col) in enumerate(lessons):
        i = 3 - j
        if part == "general":
            cells.append(_general(ch, f"lesson_generals.{i}", line, col))
        elif part == "lower" and i == 0:
            cells.append(_stem(ch, "lessons.0.lower", line, col))
        else:
            cells.append(_branch(ch, f"lessons.{i}.{part}", line, col))


def _qin_cell(q: str, k: int, line: int, col: int) -> Cell:
    """The 六親 word of the k-th 傳 (「妻財」, 「財」)."""
    qv = lx.liu_qin_of(normalise(q))
    return Cell(f"liuqin.{k}", q, None if qv is None else LIU_QIN_NAMES[qv], line, col)


def _dun_cell(d: str, k: int, line: int, col: int) -> Cell:
    """The 遁干 of the k-th 傳: a stem, or 空 (no stem in the 旬)."""
    if normalise(d) == lx.DUN_KONG:
        return Cell(f"dun_gan.{k}", d, lx.DUN_KONG, line, col)
    return _stem(d, f"dun_gan.{k}", line, col)


def _entry(entry, has: tuple[bool, bool], k: int, line: int, cells: list) -> None:
    """A 三傳 entry: [六親] [遁干] branch general (初/中/末), as :func:`_entry_start` found it."""
    it = list(entry)
    if it and it[-1][0] in POSITIONS:
        it.pop()
    qin, dun = has
    if qin:
        q, qc = it.pop(0)
        if len(it) > 2 + dun and lx.liu_qin_of(q + it[0][0]) is not None:
            q += it.pop(0)[0]           # (written whole: 「子孫」)
        cells.append(_qin_cell(q, k, line, qc))
    if dun:
        d, dc = it.pop(0)
        cells.append(_dun_cell(d, k, line, dc))
    names = (f"transmissions.{k}", f"transmission_generals.{k}")
    if len(it) != 2:
        cells += [Cell(f, "", None, line, 0) for f in names]
        return
    (b, bc), (g, gc) = it
    cells.append(_branch(b, names[0], line, bc, use="transmission"))
    cells.append(_general(g, names[1], line, gc))


_READERS = {"gens_top": _gens_top, "gens_bottom": _gens_bottom, "top": _top, "row": _row}


# --- a chart laid out by labels -------------------------------------------------------------
# A modern hand lays its chart out by labelled blocks (a red-team case book, 六壬斷案's manner by
# another practitioner): 「地盤 子 丑 …」「天盤 未 申 …」「天將 常 玄 …」, the twelve seats in order;
# 「天地盤：」 and a ring of general+branch pairs (「雀卯 蛇辰 貴巳 后午」 over 巳午未申, then 辰/酉,
# 卯/戌, 寅丑子亥); 「四課」 and its rows of generals, uppers and lowers (right to left, the stem
# last); 「三傳」 and its entries, one a line (「初傳 妻財 庚午 天后」, 「妻財 己酉 太陰 初」).
# (a note on the label: 「天地盤（新式）：」, a red-team case book's square ring)
_BLOCK = compiled(r"^\s*(地盤|天盤|天將|天地盤|四課|課式|三傳)\s*(?:[（(][^）)]{1,6}[）)])?\s*[：:]?")
_TOKEN = compiled(r"[（(][^）)]*[）)]|[^\s（(]+")
_RING_PAIRS = ("巳午未申", "辰酉", "卯戌", "寅丑子亥")


def _tokens(text: str, at: int = 0) -> list[tuple[str, int]]:
    return [(m.group(0), m.start()) for m in _TOKEN.finditer(text, at)]


def best_chart(raw: list[str], lines: list[str], start: int, stop: int) -> CaseChart | None:
    """The chart in lines ``start``..``stop`` as laid out in 六壬斷案's manner
    (:func:`find_chart`) or by labelled blocks (:func:`find_labelled_chart`): the reading with
    more cells read (a labelled 「三傳 妻財 己酉 太陰 初」 is a row of the first manner too)."""
    got = [ch for ch in (find_chart(raw, lines, start, stop),
                         find_labelled_chart(raw, lines, start, stop)) if ch is not None]
    return max(got, key=lambda ch: sum(c.value is not None for c in ch.cells), default=None)


def find_labelled_chart(raw: list[str], lines: list[str], start: int, stop: int
                        ) -> CaseChart | None:
    """A chart laid out by labelled blocks (above) in lines ``start``..``stop``, or None when
    no 三傳 block is read."""
    cells: list = []
    used: list[int] = []
    rows: dict = {}
    i, end = start, min(stop, start + 20)
    while i < end:
        m = _BLOCK.match(lines[i])
        if not m:
            if used and rows.get("初"):
                break
            i += 1
            continue
        label = m.group(1)
        got: list = []
        at = i
        i = max(i + 1, _BLOCK_READERS[label](lines, i, m.end(), end, got, rows))
        cells += got
        used += [at + 1] + [c.line for c in got]      # (the label too: read again from them)
    if not any(c.field.startswith("transmissions.") and c.value for c in cells):
        return None
    cells = [replace(x, printed=raw[x.line - 1][x.col:x.col + len(x.printed)]) for x in cells]
    return CaseChart(cells, sorted(set(used)), {k: v for k, v in rows.items() if k in POSITIONS})


def _seats_line(lines, i, at, end, got, rows) -> int:
    """「地盤 子 丑 …」, 「天盤 …」, 「天將 …」: twelve items, read once all three are there."""
    label = _BLOCK.match(lines[i]).group(1)
    toks = _tokens(lines[i], at)
    # (a 天盤 row said to run from the seat 子: 「天盤：酉戌亥…（自子位起）」, the 地盤 implied)
    if label == "天盤" and "地盤" not in rows and regex.search(r"[（(]自子位起[）)]", lines[i]):
        toks = [t for t in toks if t[0][0] not in "（("]
        rows["地盤"] = [(b, None, None) for b in BRANCHES]
    if len(toks) == 1 and len(toks[0][0]) == 12:       # (「地盤：子丑寅卯…」, written together)
        toks = [(ch, toks[0][1] + j) for j, ch in enumerate(toks[0][0])]
    rows[label] = [(x, c, i + 1) for x, c in toks]
    if not all(k in rows for k in ("地盤", "天盤")):
        return i + 1
    seats = [normalise(x) for x, _, _ in rows["地盤"]]
    if len(seats) != 12 or not all(x in BRANCHES for x in seats):
        return i + 1
    for key, fieldname, cell in (("天盤", "plate", _branch), ("天將", "ring_generals", _general)):
        if key in rows and key + " read" not in rows:
            rows[key + " read"] = True
            got += [cell(x, f"{fieldname}.{seat}", n, c) for seat, (x, c, n) in zip(seats, rows[key])]
    return i + 1


def seat_rows(lines: list[str], start: int, stop: int) -> tuple[list, list[int]]:
    """(the cells, the lines, 1-based) of a plate written as labelled rows of twelve in
    lines[start:stop] (「天盤　午 未 …」 over 「地盤　子 丑 …」, 「天將 …」): read once 天盤 and
    地盤 are both there (:func:`_seats_line`); ([], []) otherwise."""
    got: list = []
    rows: dict = {}
    for i in range(start, stop):
        m = _BLOCK.match(lines[i])
        toks = _tokens(lines[i], m.end()) if m else []
        if m and m.group(1) in ("地盤", "天盤", "天將") and (
                len(toks) == 12 or (len(toks) == 1 and len(toks[0][0]) == 12)):
            _seats_line(lines, i, m.end(), stop, got, rows)     # (not a 四課 table's 天將 row)
    if not got:
        return [], []
    return got, sorted({n for _, _, n in rows.get("地盤", ()) if n} | {c.line for c in got})


def _ring_block(lines, i, at, end, got, rows) -> int:
    """「天地盤：」 and four lines of general+branch pairs (or branch+general)."""
    k = i if _tokens(lines[i], at) else i + 1
    for seats in _RING_PAIRS:
        if k >= end:
            break
        chars = [(ch, c) for tok, c0 in _tokens(lines[k]) for ch, c in
                 ((tok[j], c0 + j) for j in range(len(tok)))]
        if len(chars) != 2 * len(seats):
            break
        for seat, j in zip(seats, range(0, len(chars), 2)):
            (a, ca), (b, cb) = chars[j], chars[j + 1]
            (g, cg), (br, cbr) = ((a, ca), (b, cb)) if _is_general(a) else ((b, cb), (a, ca))
            got.append(_branch(br, f"plate.{seat}", k + 1, cbr))
            got.append(_general(g, f"ring_generals.{seat}", k + 1, cg))
        k += 1
    return k


def _lesson_block(lines, i, at, end, got, rows) -> int:
    """「四課」 and its rows of four: generals (on the label's line or the next), uppers, lowers,
    printed right to left (第一課 last, its lower the stem)."""
    placed = _LESSON_PLACED.findall(lines[i], at)
    if len(placed) == 4:        # 「四課：亥加戊，巳加亥，子加午，午加子。」, 第一課 first
        for n, m in enumerate(_LESSON_PLACED.finditer(lines[i], at)):
            got += _lesson_cells(n, m.group(1), m.start(1), m.group(2), m.start(2), i + 1)
        return i + 1
    pairs = _tokens(lines[i], at)
    if len(pairs) == 4 and all(len(x) == 2 for x, _ in pairs) and (
            pairs[0][0][1] in STEMS or pairs[3][0][1] in STEMS):
        # 「四課：寅戊　亥寅　未戌　辰未」: upper and lower together, 第一課 where the stem is
        # (a red-team case book of a Taiwan hand: 第一課 first)
        order = range(4) if pairs[0][0][1] in STEMS else range(3, -1, -1)
        for n, (x, c) in zip(order, pairs):
            got += _lesson_cells(n, x[0], c, x[1], c + 1, i + 1)
        return i + 1
    if len(pairs) == 4 and all(len(x) == 2 and _is_general(x[0]) and normalise(x[1]) in BV
                               for x, _ in pairs):
        return _generals_with_uppers(lines, i, pairs, end, got)
    k = i
    toks = _tokens(lines[i], at)
    parts = ["general", "upper", "lower"]
    if not toks:
        k += 1
    while parts and k < end:
        toks = _tokens(lines[k], at if k == i else 0)
        if len(toks) != 4:
            break
        part = parts.pop(0)
        if part == "general" and not all(_is_general(x) for x, _ in toks):
            part = parts.pop(0)
        for j, (x, c) in enumerate(toks):
            n = 3 - j
            if part == "general":
                got.append(_general(x, f"lesson_generals.{n}", k + 1, c))
            elif part == "lower" and n == 0:
                got.append(_stem(x, "lessons.0.lower", k + 1, c))
            else:
                got.append(_branch(x, f"lessons.{n}.{part}", k + 1, c))
        k += 1
    return k


def _generals_with_uppers(lines, i, pairs, end, got) -> int:
    """「四課：蛇子　龍申　貴丑　勾酉」 over 「申　辰　酉　戊」: each general with its upper, the lowers on
    the next line, right to left (a program's block, liuren_ruanjian.txt:9-10)."""
    for j, (x, c) in enumerate(pairs):
        got.append(_general(x[0], f"lesson_generals.{3 - j}", i + 1, c))
        got.append(_branch(x[1], f"lessons.{3 - j}.upper", i + 1, c + 1))
    lows = _tokens(lines[i + 1]) if i + 1 < end else []
    if len(lows) != 4:
        return i + 1
    for j, (x, c) in enumerate(lows):
        got.append(_stem(x, "lessons.0.lower", i + 2, c) if j == 3 else
                   _branch(x, f"lessons.{3 - j}.lower", i + 2, c))
    return i + 2


_LESSON_PLACED = compiled(r"(\S)加(\S)")


def _lesson_cells(n: int, upper: str, ucol: int, lower: str, lcol: int, line: int) -> list:
    """第n+1課's two cells: its upper, and its lower (第一課's the day's stem)."""
    return [_branch(upper, f"lessons.{n}.upper", line, ucol),
            _stem(lower, "lessons.0.lower", line, lcol) if n == 0 else
            _branch(lower, f"lessons.{n}.lower", line, lcol)]
_ENTRY_BARE = compiled(rf"({_B})({'|'.join(GENERAL_NAMES)})(?=[，,、。；\s]|$)")
_POS_WORD = {"初傳": 0, "中傳": 1, "末傳": 2, "初": 0, "中": 1, "末": 2}


# 「課式：一課子加辛，二課寅加子，三課巳加卯，四課未加巳。」: the four lessons in words
_LESSON_WORDS = compiled(r"([一二三四])課(\S)加(\S)")
# 「三傳：巳（官鬼，天后）　未（父母，螣蛇）　酉（兄弟，六合）」: the three on one line
_ENTRY_WORDS = compiled(r"(\S)[（(]([^）)，,、]*)[，,、]([^）)]*)[）)]")


def _lessons_in_words(lines, i, at, end, got, rows) -> int:
    """「課式：」 and its four lessons said 「N課X加Y」 (第一課's lower the stem)."""
    for m in _LESSON_WORDS.finditer(lines[i], at):
        n = "一二三四".index(m.group(1))
        got += _lesson_cells(n, m.group(2), m.start(2), m.group(3), m.start(3), i + 1)
    return i + 1


def _entries_in_words(lines, i, at, got, rows) -> bool:
    """The three 傳 on the label's line, each 「X（六親，G）」 or 「XG」 (「三傳：申天后，寅青龍，
    巳朱雀。」, a red-team case book); whether they were."""
    bare = list(_ENTRY_BARE.finditer(lines[i], at))
    if len(bare) == 3:
        for pos, m in enumerate(bare):
            got.append(_branch(m.group(1), f"transmissions.{pos}", i + 1, m.start(1),
                               use="transmission"))
            got.append(_general(m.group(2), f"transmission_generals.{pos}", i + 1, m.start(2)))
            rows["初中末"[pos]] = i + 1
        return True
    ms = list(_ENTRY_WORDS.finditer(lines[i], at))
    if len(ms) != 3 or not all(_is_general(m.group(3).strip()) for m in ms):
        return False
    for pos, m in enumerate(ms):
        if lx.liu_qin_of(normalise(m.group(2).strip())) is not None:
            got.append(_qin_cell(m.group(2), pos, i + 1, m.start(2)))
        got.append(_branch(m.group(1), f"transmissions.{pos}", i + 1, m.start(1),
                           use="transmission"))
        got.append(_general(m.group(3).strip(), f"transmission_generals.{pos}", i + 1, m.start(3)))
        rows["初中末"[pos]] = i + 1
    return True


# 「三傳：初甲子 妻財 螣蛇　中戊辰 兄弟 玄武　末壬申 子孫 青龍」: the three on one line, each opened by
# its 初/中/末 with its 遁干 (〇 where there is none) and branch, then its 六親 and general in
# either order (a program's block, liuren_ruanjian.txt:11)
_ENTRY_OPENED = compiled(rf"(?P<p>[初中末])傳?[：:]?\s*(?P<d>[{STEMS}〇○空])?(?P<b>\S)"
                              rf"(?:\s+(?P<x>[^\s初中末]{{1,2}}))?(?:\s+(?P<y>[^\s初中末]{{1,2}}))?(?=\s|$)")


def _entries_opened(lines, i, at, got, rows) -> bool:
    """The three 傳 on the label's line, each opened by its position (:data:`_ENTRY_OPENED`);
    whether they were."""
    ms = list(_ENTRY_OPENED.finditer(lines[i], at))
    if [m["p"] for m in ms] != list(POSITIONS):
        return False
    for m in ms:
        words = [(m[k], m.start(k)) for k in ("x", "y") if m[k]]
        gens = [w for w in words if _is_general(w[0])]
        qins = [w for w in words if w not in gens and _is_qin(normalise(w[0]))]
        if len(gens) != 1 or len(gens) + len(qins) != len(words):
            return False
    for pos, m in enumerate(ms):
        if m["d"] and m["d"] in STEMS:
            got.append(_dun_cell(m["d"], pos, i + 1, m.start("d")))
        got.append(_branch(m["b"], f"transmissions.{pos}", i + 1, m.start("b"), use="transmission"))
        for k in ("x", "y"):
            if m[k] and _is_general(m[k]):
                got.append(_general(m[k], f"transmission_generals.{pos}", i + 1, m.start(k)))
            elif m[k]:
                got.append(_qin_cell(m[k], pos, i + 1, m.start(k)))
        rows["初中末"[pos]] = i + 1
    return True


def _transmission_block(lines, i, at, end, got, rows) -> int:
    """「三傳」 and an entry a line: [初傳] [六親] [遁干+]branch general [初/中/末] (notes); or the
    three on its line, each with its 六親 and general in a note, or each opened by its
    position."""
    if _entries_in_words(lines, i, at, got, rows) or _entries_opened(lines, i, at, got, rows):
        return i + 1
    k = i if _tokens(lines[i], at) else i + 1
    n = 0
    while n < 3 and k < end:
        toks = [(x, c) for x, c in _tokens(lines[k], at if k == i else 0) if x[0] not in "（("]
        pos = next((_POS_WORD[x] for x, _ in toks if x in _POS_WORD), n)
        toks = [(x, c) for x, c in toks if x not in _POS_WORD]
        qins = [t for t in toks if _is_qin(normalise(t[0]))]
        gens = [t for t in toks if _is_general(t[0])]
        rest = [t for t in toks if t not in qins and t not in gens]
        if qins and not rest and normalise(qins[0][0]) in BRANCHES:
            # (「初　子　兄　六合」, 「子　螣蛇」: 子 the 傳, not 子孫; a red-team book)
            rest = [qins.pop(0)]
        if len(qins) > 1 or len(gens) != 1 or len(rest) != 1 or len(rest[0][0]) > 2:
            break
        for q, qc in qins:      # (「妻財 庚午 天后」, or 「巳 妻財 貴人」: in either order)
            got.append(_qin_cell(q, pos, k + 1, qc))
        (b, bc), (g, gc) = rest[0], gens[0]
        if len(b) == 2:
            got.append(_dun_cell(b[0], pos, k + 1, bc))
            b, bc = b[1], bc + 1
        got.append(_branch(b, f"transmissions.{pos}", k + 1, bc, use="transmission"))
        got.append(_general(g, f"transmission_generals.{pos}", k + 1, gc))
        rows["初中末"[pos]] = k + 1
        n += 1
        k += 1
    return k


_BLOCK_READERS = {"地盤": _seats_line, "天盤": _seats_line, "天將": _seats_line,
                  "天地盤": _ring_block, "四課": _lesson_block, "課式": _lessons_in_words,
                  "三傳": _transmission_block}


# --- cells → claims --------------------------------------------------------------------------

def case_chart_claims(chart: CaseChart) -> dict:
    """The claims of a chart's cells (canonical values; a cell not readable in its slot is
    left out, a look-alike kept as printed), with the glyph readings (``glyphs``)."""
    c: dict = {}
    lists = {"lessons": [None] * 4, "lesson_generals": [None] * 4, "transmissions": [None] * 3,
             "transmission_generals": [None] * 3, "dun_gan": [None] * 3, "liuqin": [None] * 3,
             "transmission_notes": [[], [], []]}
    maps: dict = {"plate": {}, "ring_generals": {}}
    for cell in chart.cells:
        v = cell.value if cell.value is not None else (
            cell.printed if cell.policy == "lookalike" else None)
        if v is None:
            continue
        if cell.policy == "reading":
            _glyph(c, _where(cell.field), Slot(v, cell.printed, cell.note, "reading"))
        head, *rest = cell.field.split(".")
        if head in maps:
            maps[head][rest[0]] = v
        elif head == "lessons":
            i = int(rest[0])
            lists["lessons"][i] = dict(lists["lessons"][i] or {}, **{rest[1]: v})
        elif head == "transmission_notes":
            lists[head][int(rest[0])].append(v)
        else:
            lists[head][int(rest[0])] = v
    for k, v in maps.items():
        if v:
            c[k] = {s: v[s] for s in BRANCHES if s in v}
    for k, v in lists.items():
        if any(v):
            c[k] = v
    return c


def _where(fieldname: str) -> str:
    """A cell's field as the glyph report names it (``lessons.0.lower`` → 第一課 lower)."""
    head, *rest = fieldname.split(".")
    if head == "lessons":
        return f"第{'一二三四'[int(rest[0])]}課 {rest[1]}"
    if head == "plate":
        return f"the ring over {rest[0]}"
    if head in ("transmissions", "dun_gan", "liuqin"):
        return f"{POSITIONS[int(rest[0])]}傳" + ("" if head == "transmissions" else f" {head}")
    return fieldname


# --- cases -------------------------------------------------------------------------------------

@dataclass
class Case:
    """One case record: where its header, chart and commentary are (raw lines, 1-based), its
    header's span, its claims and its chart's raw lines (``layout``: ``LINE:text``)."""
    number: str
    line: int
    start: int
    end: int
    claims: dict
    layout: tuple
    chart: CaseChart | None
    commentary: tuple[int, int] | None
    note: str = ""


def _offset_votes(pairs) -> dict[int, int]:
    """How many (upper, lower) pairs of branches give each offset of the plate."""
    votes: dict[int, int] = {}
    for up, lo in pairs:
        if up and lo and up in BRANCHES and lo in BRANCHES:     # (a cell not read: None)
            o = (BRANCHES.index(up) - BRANCHES.index(lo)) % 12
            votes[o] = votes.get(o, 0) + 1
    return votes


def header_offset(c: dict) -> int | None:
    """The offset a header's (or a cast's) 將 over its 時 give, or None."""
    j, h = c.get("jiang"), c.get("hour")
    if not all(isinstance(x, str) and len(x) == 1 and x in BRANCHES for x in (j, h)):
        return None
    return (BRANCHES.index(j) - BRANCHES.index(h)) % 12


def ring_offset(chart: CaseChart) -> int | None:
    """The offset that most of the ring's read cells fit, when they are most of the ring
    (seven of twelve at least)."""
    votes = _offset_votes((cell.value, cell.field[6:]) for cell in chart.cells
                          if cell.field.startswith("plate."))
    if not votes:
        return None
    o = max(votes, key=lambda k: (votes[k], -k))
    return o if votes[o] >= 7 else None


def lesson_offset(chart: CaseChart) -> int | None:
    """The offset the chart's 四課 give (each upper over its lower, 第一課's lower the stem's
    寄宮), when two lessons at least agree and no other offset has as many: a chart with neither
    a ring nor 將/時 in its header (「課式：一課未加辛，二課辰加未…」, a red-team case book)."""
    v = {cell.field: cell.value for cell in chart.cells}
    lower = [v.get(f"lessons.{i}.lower") for i in range(4)]
    lower[0] = LODGING.get(lower[0], lower[0])
    votes = _offset_votes((v.get(f"lessons.{i}.upper"), lower[i]) for i in range(4))
    best = sorted(votes.items(), key=lambda kv: -kv[1])
    if not best or best[0][1] < 2 or (len(best) > 1 and best[1][1] == best[0][1]):
        return None
    return best[0][0]


def _chart_day(chart: CaseChart | None) -> tuple[str | None, str | None]:
    """The day's stem and branch the chart prints: 第一課's lower and 第三課's."""
    if chart is None:
        return None, None
    v = {cell.field: cell.value for cell in chart.cells}
    return v.get("lessons.0.lower"), v.get("lessons.2.lower")


def _choose_day(h: Header, chart: CaseChart | None, c: dict) -> None:
    """The cast's day among the header's days: the one the chart fits (module doc); said in
    the claim ``binding``."""
    st, br = _chart_day(chart)
    days = [d for d, _ in h.days]
    if not days:
        if st and br and is_day(st, br):
            c["day"] = st + br
            c["binding"] = {"certain": False, "why": "the header writes no day; the chart's "
                            f"lessons give {st}{br}", "polarity": "asserted"}
        return
    fits = [d for d in days if (d[0], d[1]) == (st, br)]
    bare = [d.group(1) for d in _BARE_DAY.finditer(h.text)]
    pick = fits[-1] if fits else (bare[-1] if bare and bare[-1] in days else days[-1])
    c["day"] = pick
    month = _month_before(h.text, dict(h.days)[pick])
    if month:
        c["month"] = month
    if len(days) == 1:
        why = "the header's day" + ("" if fits or not (st and br) else
                                    f"; the chart's lessons give {st} and {br}")
        c["binding"] = {"certain": bool(fits) or not (st and br), "why": why,
                        "polarity": "asserted"}
        return
    others = "、".join(d + "日" for d in days if d != pick)
    why = (f"the header names {others} and {pick}日; the chart fits {pick}日 (第一課's lower "
           f"{st}, 第三課's {br}): the cast is {pick}日's" if fits else
           f"the header names {others} and {pick}日; the chart fits neither (lessons {st}, "
           f"{br}): the day next to the 將 and 時 is taken")
    c["binding"] = {"certain": bool(fits), "why": why, "polarity": "asserted"}


# a case headed by its number in words on a line of its own, its date on the next line
# (「第一百九十一案」 then 「光緒五年己卯六月三十日壬申，庚戌時，午將。」, a red-team case book)
# (and 「第216例　问股票何时解套」: 例 for 案, its question after it on the line, a red-team case
# book of a modern hand)
# (and 「例一〇、問合夥」, 「【案例十七】問官司」: a red-team case book of a Taiwan hand, its
# numbers written digit by digit)
_NAMED_HEAD = compiled(r"^\s*(?:第(?P<n>[〇零一二三四五六七八九十百千\d]+)[案例]|案(?P<n>[〇零一二三四五六七八九十百\d]+)"
                            r"|例(?P<n>[〇零一二三四五六七八九十百\d]+)(?=[、，．.：:\s])|【(?:案例|例)(?P<n>[〇零一二三四五六七八九十百\d]+)】)"
                            r"(?:[\s：:]*$|[\s　：:、，．.]*(?<=[\s　：:、，．.】])[^。\s][^。]{0,30}$)")


_N = r"[〇零一二三四五六七八九十百千\d]+"
_ANY_HEAD = compiled(rf"^\s*(?:第(?P<n>{_N})[案例]|【(?:案例|例)(?P<n>{_N})】|例(?P<n>{_N})[、．.：:])")


_ASKS = compiled(rf"{EMPTY_BRACKET}(?:\s*$|[\s　]*[A-HＡ-Ｈ]\s*[．.、])")


def _heads(read: list[str]) -> list[tuple[int, Header, int, int]]:
    """The case headers: (line index, header, start of its number, the line that opens the
    case), a numbered line (「1）…」) or a named heading's date line (the line after 「第N案」,
    when it names a day)."""
    out = []
    prev = None               # what the last header gives the next (.case_dates)
    heading = None            # a diary's date line over the entries without a day (_diary)
    numbered: dict = {}       # case number → what its header gives (「與第四二〇案同日」)
    for i, t in enumerate(read):
        # (not a numbered question whose options stand under it: 「1．庚子日酉將卯時起課，下列說法正確
        # 的有（　）」, a round-40 red-team exam paper, liuren_kaoshi.txt:76)
        h = None if _ASKS.search(t) else read_header(t)
        if h is not None:
            if h.days:
                heading = None
            elif heading is not None:
                heading = _diary(h, t[HEADER.match(t).end():], heading)
            prev = _dated(h, t[HEADER.match(t).end():], prev, numbered)
            numbered[int(h.number)] = prev
            out.append((i, h, HEADER.match(t).start("n"), i))
            continue
        if _DIARY_DATE.match(t):
            heading = _diary_line(i, t)
            continue
        if (_PROGRAM_LABEL.match(t) or _PROGRAM_HEAD.search(t)) and (not out or i > out[-1][3] + 3):
            got = _program_header(read, i)
            if got is not None:
                h, at = got
                prev = _dated(h, h.text, prev, numbered)
                out.append((at, h, 0, i))
                continue
        m = _NAMED_HEAD.match(t)
        j = next((k for k in range(i + 1, min(i + 3, len(read))) if read[k].strip()), None)
        if m and j is not None:
            h = read_header("0、" + read[j])
            if h is None:
                continue
            nxt = _dated(h, read[j], prev, numbered)
            if (k := cd.case_number(m["n"])) is not None:
                numbered[k] = nxt
            if h.days:
                h.number = m["n"]
                out.append((j, h, 0, i))
            prev = nxt
    return out


# a program's output pasted as it came (「【六壬排盘 v3.2】 公历：2011年3月14日 13:20　农历：…」 then
# 「四柱：辛卯　辛卯　戊辰　己未　月将：亥（登明）　旬空：戌亥　贵人：昼贵丑临酉逆布」, a round-35 red-team
# notebook, liuren_ruanjian.txt:4-5; 「【大六壬排盘】」, 「日期：2009年3月13日 8:40 星期五（丁巳日）」,
# 「月将：亥　占时：辰　昼占」, a round-35 red-team forum thread, liuren_luntan.txt:46-48): no number
# opens the case; its label lines do, up to the chart's first labelled block, when together they
# name a day (by its pillars or with 日) and a labelled 月將
_PROGRAM_HEAD = compiled(rf"^\s*{_FOUR_PILLARS.pattern}")
_PROGRAM_LABEL = compiled(r"^\s*(?:【[^】]{1,16}】|(?:公曆|西曆|陽曆|日期|時間|起課時間)[：:])[^。]*$")
_PROGRAM_LINES = 4


def _program_header(read: list[str], i: int) -> tuple[Header, int] | None:
    """(the header, the line of its day) of a program's block opening at line ``i``
    (:data:`_PROGRAM_LABEL`, or its four pillars); None when its lines name no day and no
    labelled 月將."""
    block = []
    for k in range(i, min(i + _PROGRAM_LINES, len(read))):
        if not read[k].strip() or (k > i and (_BLOCK.match(read[k]) or HEADER.match(read[k]))):
            break
        block.append(k)
    text = "　".join(read[k].strip() for k in block)
    if not _LABEL_J.search(text):
        return None
    h = read_header("0、" + text)
    at = next((k for k in block if _DAY.search(read[k]) or _FOUR_PILLARS.search(read[k])), None)
    if h is None or not h.days or at is None:
        return None
    h.number, h.block = f"{at + 1}行", True
    return h, at


# a diary's date line, on a line of its own over numbered entries that write no day (「一月七日，戊子日，
# 大吉將。」 then 「391）其一，辰時，…」, 「392）又一人來問，同日酉時，…」, a round-28 red-team case book,
# liuren_duanan_391-415.txt:6-17): the entries' day, and the 將 of those that name none
_DIARY_DATE = compiled(rf"^\s*(?:[^，。：:\d]{{0,8}}?月[^，。：:]{{0,4}}?日[，,、\s]*)?{_S}{_B}日[^。：:]{{0,24}}?。?"
                            rf"(?:[^。：:]{{0,16}}。)?\s*$")


def _diary_line(n: int, line: str) -> tuple | None:
    """(line index, day, 將) of a diary's date line (:data:`_DIARY_DATE`), None unless it names
    one day, and says no outcome (「三月廿二日，甲寅日，果和息。」, a commentary's last line: a review of
    the change, liuren_duanan_601-607.txt:79); its 將 by name or by branch (not by a solar
    term), or None."""
    days = [x for d in _DAY.finditer(line) if (x := _day_read(d.group(1), {}))]
    if len(days) != 1 or _OUTCOME.search(line):
        return None
    jm = _JIANG_NAMED.search(line)
    return n, days[0], JIANG_NAMES.get(jm["j"], jm["j"]) if jm else None


_OUTCOME = compiled(r"果|遂|驗|應在|乃[^將]|得之|已而")


def _diary(h: Header, entry: str, heading: tuple) -> tuple:
    """A numbered entry under a diary's date line (:func:`_diary_line`): the line's day, or the
    day the entry counts from the entry before it under that line (「次日」, 「同日」: a review of
    the change, liuren_duanan_501-507.txt:16, :25), and the line's 將 with the entry's own hour
    when the entry names no 將 of its own (「此時已交雨水，換登明將」: the entry's first). The
    heading as the next entry under it counts from."""
    n, day, jiang = heading
    got = cd.derive(entry, cd.Dated(day, None, None))
    if got is not None and got[0]:
        day, why = got[0], f"{got[1]}, under the diary's date line (line {n + 1})"
    else:
        why = f"the diary's date line above it (line {n + 1}): {day}"
    h.days, h.derived = [(day, 0)], why
    if "jiang" in h.claims or jiang is None:
        return n, day, jiang
    hour, ck = _hour_or_clock(entry[:m.start()] if (m := _KONG.search(entry)) else entry)
    if hour:
        h.claims["jiang"], h.claims["hour"] = jiang, hour
        if ck:
            h.claims["forms"] = dict(h.claims.get("forms") or {}, hour="clock")
            h.clock = ck.words
    return n, day, jiang


SAME_TIME_WHY = "the day, 將 and hour of the case before it"


def _dated(h: Header, date: str, prev: cd.Dated | None, numbered: dict) -> cd.Dated:
    """A header's day (its own, or the case before's by 同日/次日/越N日/a lunar date, or a case's
    of that number 「與第N案同日」: then set in ``h`` with ``derived``, and its 將 by 「將同前」 or
    「同日同將」), and what it gives the case after it."""
    if not h.days:
        ref, hm = cd.referred(date, numbered), _hour_apart(date)
        # (the case before's cast at the same moment: not a header that says its hour, 「适交未时」,
        # nor one naming another case, 「此与第9851案同日」: a review of the change,
        # review_round84/liuren_duanan_9851-9858.txt:57, :66)
        if (not ref and not hm and "jiang" not in h.claims and "hour" not in h.claims
                and cd.same_time(date, prev)):
            h.days, h.derived = [(prev.day, 0)], (f"{SAME_TIME_WHY} "
                                                   f"({prev.day}, {prev.jiang}將{prev.hour}時), 同時")
            h.claims.update(jiang=prev.jiang, hour=prev.hour)
            return prev
        got = ((ref[0].day, f"the day of the case it names ({ref[0].day}), 「{ref[1]}」",
                ref[0].lunar) if ref else cd.derive(date, prev))
        if got is not None:
            h.days, h.derived = [(got[0], 0)], got[1]
            if ref and ref[3] and ref[0].jiang and ref[0].hour and not hm and "jiang" not in h.claims:
                # (its chart the case's it names: its 將 and hour too)
                h.derived = f"the day, 將 and hour of the case it names ({ref[0].day}), 「{ref[1]}」"
                h.claims.update(jiang=ref[0].jiang, hour=ref[0].hour)
            j = (h.claims.get("jiang") or (ref[0].jiang if ref and ref[2] else None)
                 or (None if ref else cd.same_jiang(date, prev)))
            if hm and j and "hour" not in h.claims:
                h.claims.update(jiang=j, hour=hm)
            elif hm and "hour" not in h.claims:
                h.claims["hour"] = hm
            return cd.Dated(got[0], got[2], h.claims.get("jiang"), h.claims.get("hour"))
        return cd.Dated(None, None, None)
    return cd.Dated(h.days[-1][0], cd.lunar(date), h.claims.get("jiang"), h.claims.get("hour"))


_SECTION_END = compiled(r"^\s*(?:[=＝\-－─━*＊_]{4,}|-- ?)\s*$")


def find_cases(lines: list[str], read: list[str]) -> list[Case]:
    """Every case record of a witness: ``lines`` the raw text, ``read`` the same as the
    readers see it (the simplified fold and the wording variants: same lengths), index 0 =
    line 1."""
    heads = _heads(read)
    chat = threads.is_chat(read)
    # (a 「第N案」 heading ends the case before it, even when its own header is not read, and
    # when its cast follows on the line: 「【例11】庚午日酉將辰時（即例3）。第三課…」, a red-team
    # course book whose 【例10】 had taken 【例11】–【例13】 for its chart)
    named = [i for i, t in enumerate(read) if _NAMED_HEAD.match(t) or _ANY_HEAD.match(t)]
    out = []
    for k, (i, h, start, _) in enumerate(heads):
        stop = heads[k + 1][3] if k + 1 < len(heads) else len(read)
        stop = min([stop] + [n for n in named if n > i])
        if h.block:
            # (a program's block and the notes under it, up to a blank line: a thread's next post
            # after it, liuren_luntan.txt:50-56)
            stop = next((n for n in range(i + 1, stop) if not read[n].strip()), stop)
        # (a chat's next message ends it: 「3. 甲午日戌將申時，辰午申…」 in one message took another
        # cast twelve lines on for its chart, a round-37 red-team chat log, liuren_qunliao.txt:299;
        # in a chat only, not a case book with a time on a line, a review of the change)
        if chat:
            stop = next((n for n in range(i + 1, stop) if threads.MESSAGE.match(read[n])), stop)
        # (a rule line, or a mail's signature 「-- 」, ends it: a numbered list of casts in a mail
        # took the rest of the thread for its last item's commentary, its casts unread, a round-44
        # red-team mail thread, liuren_mail.txt:82)
        stop = next((n for n in range(i + 1, stop) if _SECTION_END.match(read[n])), stop)
        subs = [n for n in range(i + 1, stop) if _SUB_HEAD.match(read[n])]
        if len(subs) < 2 or not _SUB_HEAD.match(read[subs[0]])["n"] == "一":
            out += _charts_of(lines, read, i, h, stop, start)
            continue
        for j, s in enumerate(subs):
            sh = _sub_header(read[i], read[s], h, _SUB_HEAD.match(read[s])["n"])
            out.append(_case(lines, read, s, sh, subs[j + 1] if j + 1 < len(subs) else stop))
    return out


# a second chart under one case, after a line that introduces it (「…其式如左：」, 「今正其課如左：」):
# the case asked again later (「申時復來…姑復占之…仍用辰將加申時…其式如左」: a case of its own,
# its 將 and 時 from that line), or the case's chart put right after a first one the text refuses
# (「其自起之課初傳申，誤…今正其課如左」: the case is the second chart's); a red-team case book,
# liuren_duanan_266-290.txt:127-134, :179-192
# (and a chart's label: 「都頭原式（巳將加巳時）：」 over the first, 「先生改式（辰將加巳時）：」 over the
# second, a round-27 red-team case book, liuren_duanan_366-390.txt:163, :170)
_ANOTHER_CHART = compiled(r"如[左下][：:。]?\s*$|式(?:[（(][^（()）]{0,12}[）)])?[：:]\s*$")
# the second chart's label says it is the master's correction of the first (改式, 正式, 今式)
_CORRECTED_LABEL = compiled(r"[改正今]式|正其課")
# … or that it is the wrong one (「都頭誤式（巳將加巳時）：」 after 「先生正式（辰將加巳時）：」, a review of
# the change: the refused second chart was taken for the case's)
_WRONG_LABEL = compiled(r"[誤原錯]式|自[起布排]之?[課式]")
# … or a line saying the hour was wrong and the chart is cast again below (「后知其时有误，实为午时，另
# 起课如下。（寅卯空亡，辰巳落空），重审。」 under a first chart, a round-28 red-team case book,
# liuren_duanan_391-415.txt:103: the first chart, right for its hour, is withdrawn 「前课不用」;
# the case's chart is the second, at the hour the line names)
_RECAST = compiled(r"(?:另|重|再|改)(?:起|排|布)一?[課式]")
# (a chart of a supposed hour is no recast: 「若其人未时来占，则当另起课如下：」, a review)
# (and 設以/設加/試以, 「設以午時起之，丙寅日巳將午時，（…）其式如下」: review_round103/liuren_duanan_9801-9803.txt:43)
# (and 又如/若如, 「又如午時來占…」: review_round104/liuren_duanan_9781-9783.txt:27 — not 「其人又如約來占」, a
# real recast, review_round105/liuren_duanan_9767-9769.txt:45; and 如 opening a clause, 「如其人未時來問，…其式
# 如下」, liuren_duanan_9773-9775.txt:44)
_SUPPOSED_CHART = compiled(r"若[^。]{0,16}?則|假令|假如|倘|設若|設(?:以|加|使|令|用|或)|試以|又如(?![約期命言])"
                           r"|若如|(?<=^|[，。：:；\s])如(?:其|某|彼)(?!所?[約期命言囑請託])")
_RECAST_HOUR = compiled(rf"(?:實為|實是|實係|實系|實乃|應為|當為|實在|乃是)(?P<h>{_B})時")
_AGAIN = compiled(r"復占|再占|又占|復來")
_REFUSED = compiled(r"誤|非也|不對|錯")
_AGAIN_PLATE = compiled(rf"(?P<j>{_B})將加(?P<h>{_B})時")


def _charts_of(lines: list[str], read: list[str], i: int, h: Header, stop: int,
               start: int = 0) -> list[Case]:
    """The case at line ``i`` (0-based), and the case asked again after it under the same
    header (above); the case's chart put right when the first is refused."""
    first = _case(lines, read, i, h, stop, start)
    if first.chart is None:
        return [first]
    again = _again_header(read, max(first.chart.lines), stop, h)
    if again is not None:
        k, h2 = again
        return [_case(lines, read, i, h, k, start), _case(lines, read, k, h2, stop)]
    k = next((n for n in range(max(first.chart.lines), stop) if _ANOTHER_CHART.search(read[n])
              and not HEADER.match(read[n])), None)
    if k is not None and _supposed(read[k]):
        # (a chart of a supposed hour: 「若其人未时来占，则当另起课如下：」, a review of the change,
        # liuren_duanan_501-507.txt:52; the case is the first, its commentary ends there)
        return [_case(lines, read, i, h, k, start)]
    recast = _recast(lines, read, (i, start), h, (max(first.chart.lines), k or stop, stop))
    if recast is not None:
        return [recast]
    if k is None:
        return [first]
    between = "".join(read[max(first.chart.lines):k + 1])
    if _AGAIN.search(between):
        pm = _AGAIN_PLATE.search(read[k])
        if pm is None:
            return [first]
        h2 = replace(h, number=f"{h.number}（復占）", names=[], other=[],
                     claims=_another_hour(_label_claims(h, pm)))
        return [_case(lines, read, i, h, k, start), _case(lines, read, k, h2, stop)]
    first_label = "".join(read[i + 1:min(first.chart.lines) - 1])
    if len(read[k].strip()) <= 24 and _WRONG_LABEL.search(read[k]):
        return [first]          # (the second chart labelled as the wrong one: 「都頭誤式」)
    if _CORRECTED_LABEL.search(read[k]) and not _CORRECTED_LABEL.search(first_label):
        pm = _AGAIN_PLATE.search(read[k])
        h2 = h if pm is None else replace(h, claims=_label_claims(h, pm))
        again = _second_chart(lines, read, (i, start), h2, (k, stop))
        if again is not None:
            return [again]
    if _REFUSED.search(between):
        again = _second_chart(lines, read, (i, start), h, (k, stop))
        if again is not None:
            return [again]
    return [first]


def _recast(lines: list[str], read: list[str], at: tuple, h: Header, span: tuple):
    """The case headed at ``at`` read from the chart cast again after a line saying so (_RECAST:
    「…实为午时，另起课如下」), between the first chart and the next chart's line (``span``: from,
    to, stop), at the hour it names; None when there is no such line or no chart under it."""
    a, b, stop = span
    n = next((n for n in range(a, b) if _RECAST.search(read[n]) and not HEADER.match(read[n])
              and not _supposed(read[n])), None)
    if n is None:
        return None
    hm = _RECAST_HOUR.search(read[n])
    h2 = h
    if hm is not None:
        claims = _another_hour(dict(h.claims, hour=hm["h"]))
        h2 = replace(h, claims=claims, names=[], other=[])
        km = _KONG.search(read[n])
        if km:          # (the line's own note and 課體: 「…（寅卯空亡，辰巳落空），重審。」)
            if km["l"]:
                claims["luo_kong"] = _pair(km["l"], claims, "落空")
            _names(read[n][km.end():], h2)
    return _second_chart(lines, read, at, h2, (n, stop))


def _supposed(line: str) -> bool:
    """A chart's line that supposes another hour (_SUPPOSED_CHART), not one naming the real hour
    (「实为申时，倘以未时断之则误，另起课如下」, a review: a recast)."""
    return bool(_SUPPOSED_CHART.search(line)) and not _RECAST_HOUR.search(line)


def _another_hour(claims: dict) -> dict:
    """A header's claims for a chart at another hour: without the first cast's 時柱 and 落空."""
    return {k: v for k, v in claims.items() if k not in ("hour_pillar", "luo_kong")}


def _label_claims(h: Header, pm) -> dict:
    """The header's claims with the 將 and 時 the line over a second chart names (_AGAIN_PLATE)."""
    return dict(h.claims, jiang=JIANG_NAMES.get(pm["j"], pm["j"]), hour=pm["h"])


def _second_chart(lines: list[str], read: list[str], at: tuple, h: Header, chart: tuple):
    """The case headed at ``at`` (line index, start) read from its second chart (at ``chart``:
    line index, stop), or None when no chart is read there."""
    (i, start), (k, stop) = at, chart
    again = _case(lines, read, k, h, stop)
    if again.chart is None:
        return None
    return replace(again, line=i + 1, start=start, end=len(lines[i].rstrip()))


# the case asked again under a header of its own, after the first chart (「复占：越三日，病势转剧，…
# 九月十四乙未日辰将巳时，（辰巳空亡，卯辰落空），昴星，冬蛇掩目。」 and its chart, a round-25 red-team
# case book, liuren_duanan_316-340.txt:130)
# (and after the days between, 「越三日复来占，四月初九乙亥日酉将巳时，（…）」, 「次日复来占：…」: a round-71
# red-team case book, liuren_duanan_866-890.txt:17, whose second chart's commentary accused the first)
_AGAIN_HEAD = compiled(r"^\s*(?:(?:越|過|隔)[一二三四五六七八九十]{1,2}日|次日|翌日|明日)?[，、]?"
                            r"(?:復占|再占|又占|復來占|再來占)[：:，,]")


def _again_header(read: list[str], after: int, stop: int, h: Header) -> tuple[int, Header] | None:
    """(line, header) of the case asked again under a header of its own (above), or None."""
    for n in range(after, stop):
        m = _AGAIN_HEAD.match(read[n])
        if m is None:
            if _SAME_DAY_AGAIN.match(read[n]) and h.days:
                return _same_day_again(read, n, stop, h)
            again = _headed_again(read, n, stop, h)
            if again is not None:
                return again
            continue
        h2 = read_header("0、" + read[n][m.end():])
        if h2 is not None and not h2.days and h.days:
            # (its day by the case's: 「复占：是日卯时，其弟为兄再占，未将卯时，（午未空亡，…）」, a
            # round-59 red-team case book, liuren_duanan_616-640.txt:138: its chart not read)
            _dated(h2, read[n][m.end():], cd.Dated(h.days[-1][0], None, None), {})
        # (a header's own 空亡 note: not a prediction 「又占：…过霜降，辛丑日午时必到」, a review of
        # the change)
        if h2 is None or not h2.days or "jiang" not in h2.claims or "kong" not in h2.claims:
            return None
        h2.number = f"{h.number}（復占）"
        return n, h2
    return None


# the words of a line that say the cast under it was asked again (又/復/再/亦 … 占, 覆 a 射覆, 射, 卜, 問; 佔 as
# OpenCC's s2t writes 占, 「陸妻復來佔夫兄歸期」: a round-80 red-team case book, liuren_duanan_1100-1124.txt:266)
# (and a new asker the same day, 「同日申時，鄰人來占失物」: review_round104/liuren_duanan_9781-9783.txt:44 —
# not a story, 「昔有人來占失物」, review_round105/liuren_duanan_9767-9769.txt:11: _STORY)
_ASKED_AGAIN_WORDS = compiled(r"(?:又|復|再|亦)[^，。]{0,8}?(?:占|佔|覆|射|卜|問)|來(?:求)?(?:占|佔|問|卜)")
# a line quoting another case (「按：前第1203案…」, 「參看前案」: review_round103/liuren_duanan_9801-9803.txt:11,
# review_round104/liuren_duanan_9781-9783.txt:11, 「按：前第1208案…亦占於此時」)
# (and another juan's or the case above's, 「見前卷孫某來卜婚」, 「如上案所載」: review_round105/
# liuren_duanan_9767-9769.txt:28)
# (not 見上, 所載: 「錢某見上課不吉，未時又來占」 is a recast, review_round106/liuren_duanan_9747-9749.txt:28; nor
# 曾 alone, a surname, 「曾某復來占」, :11)
_QUOTED_CASE = compiled(r"^\s*[按案注][：:]|第[0-9０-９一二三四五六七八九十百千]+案|前案|後案|參看|相參"
                        r"|[前上]卷|上案")
# (and 去歲…, 曾經: 「去歲王某…其人又如約來占」, 「曾經來占」, review_round107/liuren_duanan_9727-9729.txt:11, :45)
_STORY = compiled(r"昔(?!日)|嘗有|曾有|曾經|往年|向年|從前|舊時|去[歲年]|前年|昔年")


def _headed_again(read: list[str], n: int, stop: int, h: Header) -> tuple[int, Header] | None:
    """A cast asked again under a header of its own without a number, whatever the words before it
    (「同日申時，縣尉又覆一物，壬午日酉將申時，（申酉空亡，酉戌落空），元首…」, 「越五日丙申巳時，其子復來占文書
    何時到，丙申日酉將巳時，（…）」, 「同日未時，復以李氏占，…」: a round-99 red-team case book,
    liuren_duanan_1275-1299.txt:22, :152, :250, nine second charts read as recasts without their chart,
    a slip in one missed): its day, 將, 時 and 空亡 note all on the line, words saying it was asked
    again (:data:`_ASKED_AGAIN_WORDS`), and a chart straight under it; not a supposition, nor a chart
    the line calls wrong (nor another case's chart quoted, 「按：前第1203案，壬午日酉將申時，（…），與此課相
    參，其式如下」, a student's, 「門人周生自起此課，…列式如下」, nor a header with no chart over the next
    case's: review_round103/liuren_duanan_9801-9803.txt:11, :27, liuren_duanan_9804-9806.txt:53)."""
    line = read[n]
    if HEADER.match(line) or _supposed(line) or _WRONG_LABEL.search(line) or _REFUSED.search(line) \
            or not _ASKED_AGAIN_WORDS.search(line) or _QUOTED_CASE.search(line) or _STORY.search(line):
        return None
    h2 = read_header("0、" + line)
    if h2 is None or not h2.days or not {"jiang", "hour", "kong"} <= h2.claims.keys():
        return None
    chart = find_chart(read, read, n + 1, min(stop, n + 9))
    if chart is None or min(chart.lines) > n + 3:
        return None
    h2.number = f"{h.number}（又占）"
    return n, h2


# the case asked again the same day at another hour, on a line of its own without a number
# (「同日亥時（晚上九點一刻）又占，陶君為其妻問病，（寅卯空亡，亥子落空），遙克，蒿矢。」 and its chart,
# a round-26 red-team case book, liuren_duanan_341-365.txt:118: its chart was read as the first
# case's second): the day of the case before (.case_dates), the hour of its own line
# (and 「同日亥时，其子之妇又来问夫归期」, 「是日戌时，其伙友又来为同一欠户占之」: a round-29 red-team
# case book, liuren_duanan_416-440.txt:157, :262)
# (and 「是日申时，吴监生方出门，其家仆持书至…复入求占。…庚午日申时酉将复占，（戌亥空亡…）」, a round-54
# red-team case book, liuren_duanan_491-515.txt:105: 復入求占)
# (and another person's cast of the same question, 「其友郑秀才亦为之起一课，午时，（…）」, 「其弟亦起一课，申时」:
# a round-71 red-team case book, liuren_duanan_866-890.txt:46, :167)
_SAME_DAY_AGAIN = compiled(r"^\s*(?:(?:同日|是日|即日|當日)[^。]{0,30}?(?:又|復|再)[來入]?(?:求|為[^，。]{0,12}?)?"
                                r"(?:占|問)|其(?:友|弟|兄|子|妻|父|母|妹|姊|侄|姪|婿|師|徒)[^，。]{0,8}?亦(?:為之?)?起一?課)")


def _same_day_again(read: list[str], n: int, stop: int, h: Header) -> tuple[int, Header] | None:
    """The case asked again the same day (above): with its own 空亡 note or a chart under it (a
    review of the change: 「同日亥時…又占，…遙克，蒿矢。」 with no note, its chart and commentary were
    read as the first case's commentary)."""
    line = read[n]
    h2 = read_header("0、" + line)
    if h2 is None or ("kong" not in h2.claims
                      and find_chart(read, read, n + 1, min(stop, n + 9)) is None):
        return None
    if not h2.days:
        _dated(h2, line, cd.Dated(h.days[-1][0], None, None), {})
    if not h2.days or "hour" not in h2.claims:
        return None
    h2.number = f"{h.number}（又占）"
    return n, h2


# the questions of one case asked apart (「其一，卯時占訟。（寅卯落空）涉害，見機。」 then its chart
# and judgement, 「其二，申時占財。…」, a red-team case book: the second's 初傳 was read as the
# first's and accused it): each a case of its own, the date line's day (and 將) with its hour
# (the question's own hour on its line: 「其一，卯時占訟」; not the 其一/其二 of a judgement, a review of
# the change found a case's chart lost to them)
_SUB_HEAD = compiled(rf"^\s*其(?P<n>[一二三四五六七八九十])[，,、：:。\s][^。]{{0,12}}?{_B}時")


def _sub_header(date_line: str, sub: str, h: Header, n: str) -> Header:
    """The header of one question of a case: the date line (without its 空亡 note and its
    number) and the question's line read as one header; the case's header when that reads no
    day."""
    m = HEADER.match(date_line)
    date = date_line[m.end():] if m else date_line
    km = _KONG.search(date)
    sh = read_header("0、" + (date[:km.start()] if km else date).rstrip() + "，" + sub.strip())
    if sh is None or not sh.days:
        return h
    sh.number = f"{h.number}（其{n}）"
    sh.names = [x for x in sh.names if not x.startswith("其")]
    return sh


def _record(h: Header, chart, commentary, read: list[str], c: dict) -> dict:
    """The case's ``record`` claim: its number, lines, the days and clock of its header and
    what its commentary restates."""
    rec = {"number": h.number}
    if h.clock:
        rec["clock"] = h.clock
    if len(h.days) > 1:
        rec["days"] = [d for d, _ in h.days]
    if chart is not None:
        rec["chart"] = [min(chart.lines), max(chart.lines)]
    if commentary:
        rec["commentary"] = list(commentary)
        said = commentary_claims(read, commentary, c.get("day"), (c.get("jiang"), c.get("hour")),
                                 c.get("transmissions") or ())
        if said:
            rec["said"] = said
    return rec


def _case(lines: list[str], read: list[str], i: int, h: Header, stop: int, start: int = 0
          ) -> Case:
    stop = _own_stop(read, i, stop, h.days[0][0] if len(h.days) == 1 else None,
                     (h.claims.get("jiang"), h.claims.get("hour")))
    try:
        chart = best_chart(lines, read, i + 1, stop)
        if chart is None and len(h.days) == 1:
            # (first the header's own line, when its day is another case's: a case whose chart is
            # lost, told there in words, 「此與第四二〇案同日同將，酉時來占，三傳丑亥酉，初傳丑乘勾陳…
            # 此案舊錄失其課式」, a round-29 red-team case book, liuren_duanan_416-440.txt:124; a
            # header that writes its day is an inline cast of its own, .prose)
            own = read[:i] + [others_blanked(read[i])] + read[i + 1:] if h.derived else None
            chart = ((prose_chart(own, i, i + 1, h.days[0][0]) if own else None)
                     or prose_chart(read, i + 1, stop, h.days[0][0]))
    except (IndexError, ValueError, KeyError) as e:      # any text goes through: no chart
        chart, h.other = None, h.other + [f"(the chart could not be read: {e})"]
    c = dict(h.claims)
    _choose_day(h, chart, c)
    if h.derived:
        c["binding"] = {"certain": False, "why": h.derived, "polarity": "asserted"}
    if chart is not None:
        c.update(case_chart_claims(chart))
        if "jiang" not in c:                # no 將/時 written: the ring's offset
            o = ring_offset(chart)
            if o is not None:
                c["offset"] = o
    names = [n for n in h.names]
    if names:
        meth = [n for n in names if n in method_words()]
        pats = [n for n in names if n not in method_words()]
        if meth:
            c["names"] = meth
        if pats:
            c["patterns"] = pats
    # (a chart said in words, prose_chart, is the commentary's too: its 贵人顺行, 四课不备 are said
    # claims, a review of the round-72 change, review_round72/duanan/liuren_duanan_951-956.txt:16)
    last_chart = (max(chart.lines) if chart.rows else min(chart.lines) - 1) if chart else i + 1
    body = [n for n in range(last_chart, stop) if read[n].strip()]
    body = [n for n in body if not _section(read[n])]
    commentary = (body[0] + 1, body[-1] + 1) if body else None
    raised = _hour_raised(read, commentary, c.get("hour"), c.get("day"))
    if raised:
        # the hour the commentary says the cast was raised at (the 真太陽時 of a clock time): the
        # header's is the clock's (「钟表七时二十分，俗以为辰时…真太阳时约六时三十分，尚在卯时，故以卯时起课」,
        # a round-75 red-team case book, liuren_duanan_967-991.txt:262, `unresolved`)
        c["hour"], c["hour_raised"] = raised[0], {"printed": c.get("hour"), "line": raised[1]}
    c["record"] = _record(h, chart, commentary, read, c)
    layout = tuple(f"{n}:{lines[n - 1]}" for n in (chart.lines if chart else ()))
    note = ""
    if h.other:
        note = "header words that are no 課體 name: " + "、".join(h.other)
    if raised:
        note = "; ".join(x for x in (note, f"the cast raised at {raised[0]}時 (its commentary, line "
                                            f"{raised[1]}), the header's hour {c['hour_raised']['printed']}") if x)
    return Case(h.number, i + 1, start, len(lines[i].rstrip()), ordered(c), layout, chart,
                commentary, note)


_RAISED = compiled(rf"(?:以|用|作|按|依)(?P<h>{_B})時(?:起課|立課|布課|排課)")
# the clock time made true solar time before it (not a copyist's slip the commentary corrects,
# 「案首作寅時，傳鈔之誤也。先生實以卯時布課」: the book's correction, examples._COMMENTARY_HOUR)
_SOLAR_TIME = compiled(r"真太陽時|平太陽時|均時差|標準時|東經|經度")


def _hour_raised(read: list[str], commentary, hour: str | None,
                 day: str | None = None) -> tuple[str, int] | None:
    """The hour the commentary says the case was raised at (「故以卯時起課」) after making the
    clock's time true solar time (:data:`_SOLAR_TIME` before it on its line), when it is one and
    not the header's ``hour``: (hour, line). Not in a supposition (「若…作辰時起課，則…」)."""
    if not commentary or not isinstance(hour, str):
        return None
    said: list = []
    for n in range(commentary[0], commentary[1] + 1):
        t = not_this_cast(read[n - 1], hour)
        # (not a cast asked again after it, :90; the case's own day is no other, review_round76/
        # duanan/liuren_duanan_690-695.txt:19)
        other = next((m for m in ANOTHER_CAST.finditer(t) if m.group(0)[:2] != day), None)
        if other:
            t = t[:other.start()]
        for sent in regex.finditer(r"[^。！？]+", t):
            for m in _RAISED.finditer(sent.group(0)):
                # (not supposed, 「若不校正，按北京时间7时10分作辰时起课」, nor refused, 「不可用申時起課」:
                # liuren_duanan_791-815.txt:92, :76)
                before, after = sent.group(0)[:m.start()], sent.group(0)[m.end():]
                if not regex.search(r"若|倘|如果|假如|假令|或(?:以|依|用|謂|云|按)", before) and not regex.search(
                        r"(?:不可|不當|不宜|不|勿|莫|毋|非|誤)$", before) and not regex.match(
                        r"者?[，,]?(?:謬|誤|非|不可)", after) and _SOLAR_TIME.search(
                        t, 0, sent.start() + m.start()):
                    said.append((m["h"], n))
    hours = {h for h, _ in said}
    return said[0] if len(hours) == 1 and hour not in hours else None


# a line that opens with a cast of its own: its day with 日, its 將 or 時 a few words on
_LINE_CAST = compiled(rf"^\s*(?:又|或|[○●◎]|\d{{1,4}}[.、)）]\s*)?(?P<d>{_S}{_B})日[^。；]{{0,12}}?[將時]")


def _own_stop(read: list[str], i: int, stop: int, day: str | None, plate: tuple = (None, None)
              ) -> int:
    """Where a case's lines end: at the next header (``stop``), or before, at a line that opens
    with a cast of another day (:data:`_LINE_CAST`): a book whose casts are tables of labels with
    prose casts between them (a Word document's, a round-49 red-team transcription,
    liuren_jiaozhu.docx: 「日辰\t壬寅日　酉將巳時　晝占」 … then 「壬午日，申將加辰時，晝占。干上卯…」)
    — the prose cast is no line of the table's chart or commentary. (Not a cast the commentary
    tells of, 「越三日，债主自来问，得己丑日午将巳时」, liuren_duanan_121-140.txt:115: the case's, asked
    again; nor a birth, 「其夫辛巳生，…时客于淮上」, :34.) The case's own day opens another cast where
    its 將 or 時 is another than the case's ``plate`` (「甲子日子時巳將」 under 「第七案 甲子日卯時 / 亥將」,
    a round-50 red-team reprint, liuren_dianjiao.epub)."""
    if day is None:
        return stop
    if None in plate and i + 1 < len(read) and not _LINE_CAST.match(read[i + 1]):
        # (the header's 將 and 時 over its first two lines, 「甲子日卯時」 / 「亥將，晝占」; not another
        # cast's on the next line: a review of the change, review_round50/t_case.txt:4)
        head = "".join(read[i:i + 2])
        j, h = _ONE_J.search(head), _ONE_H.search(head)
        plate = (plate[0] or (JIANG_NAMES.get(j["j"], j["j"]) if j else None),
                 plate[1] or (h["h"] if h else None))
    for n in range(i + 1, stop):
        m = _LINE_CAST.match(read[n])
        if m is not None and (m["d"] != day or _other_plate(read[n], m.end("d"), plate)):
            return n
    return stop


_ONE_J = compiled(rf"(?P<j>{_J})將")
_ONE_H = compiled(rf"(?P<h>{_B})時")


def _other_plate(text: str, at: int, plate: tuple) -> bool:
    """Whether the 將 and 時 said after a day (at ``at``) differ from the case's ``plate`` where
    the case says them."""
    at += text[at:at + 1] == "日"
    pm = next((p for rx in _PLATE if (p := rx.match(text, at))), None)
    if pm is None:
        return False
    said = (JIANG_NAMES.get(pm["j"], pm["j"]), pm["h"])
    return any(a is not None and a != b for a, b in zip(plate, said))


# --- a chart in words ------------------------------------------------------------------------

# where a case's chart in words ends: its judgement or what came of it
_JUDGED = compiled(r"^\s*(?:斷曰|判曰|斷|後驗|驗|占曰|按)[：:曰]")
# the forms a chart in words is read by: those that name the 傳, the lesson or the seat in words
# (and the 三傳 with their generals, 「三傳：巳寅子，朱雀、青龍、太常」, read by that form since its label's
# colon is: round 48, tests/data/review_round37/m3_timestamp_agrees.txt:13)
PROSE_CHART_FORMS = frozenset({"pos", "pos_general", "transmissions", "transmissions_list",
                               "gan_shang", "zhi_shang", "lesson", "lesson_jia", "lesson_shang",
                               "mid_end_after", "transmissions_then_gens"})


def prose_chart(read: list[str], start: int, stop: int, day: str) -> CaseChart | None:
    """A case's chart said in words under its header, before its judgement (「干上申，支上子。
    初傳丑乘白虎，中傳寅乘天空，末傳卯乘青龍。」, 「一課甲上未，二課未上子…初傳寅天后…」: a
    red-team case book), as the cells of its 傳 and lessons (干上 is 第一課's upper, 支上 第三課's);
    None when no 傳 is said."""
    cells, used = [], []
    for n in range(start, stop):
        text = read[n]
        if _JUDGED.match(text):
            break
        res = grammar.read(text, day[0], day[1])
        got = [cell for rd in res.readings if rd.polarity == "asserted"
               and rd.form in PROSE_CHART_FORMS for f in rd.fields
               for cell in _word_cells(res.claims, f, n + 1, rd.span[0])]
        if got:
            cells += got
            used.append(n + 1)
    if not any(c.field.startswith("transmissions.") for c in cells):
        return None
    return CaseChart(cells, used, {})


def _word_cells(c: dict, f: str, line: int, col: int) -> list[Cell]:
    head, _, i = f.partition(".")
    if head in ("gan_shang", "zhi_shang") and c.get(head):
        return [Cell(f"lessons.{0 if head == 'gan_shang' else 2}.upper", c[head], c[head], line,
                     col)]
    if head == "lessons" and i and (c.get("lessons") or [None] * 4)[int(i)]:
        le = c["lessons"][int(i)]
        return [Cell(f"lessons.{i}.{part}", le[part], le[part], line, col)
                for part in ("upper", "lower") if le.get(part)]
    v = _said_value(c, f)
    if head in ("transmissions", "transmission_generals") and i and v:
        return [Cell(f, v, v, line, col)]
    tr = c.get("transmissions") or []
    if head == "generals" and i in tr and tr.count(i) == 1 and (c.get("generals") or {}).get(i):
        # (a 傳's general by its branch: 「初傳丑乘勾陳」, the header of a case whose chart is
        # lost, liuren_duanan_416-440.txt:124)
        g = c["generals"][i]
        return [Cell(f"transmission_generals.{tr.index(i)}", g, g, line, col)]
    return []


# --- the commentary's claims ------------------------------------------------------------------

# the claims of the case's own cast the commentary restates, checked against it (check/cases.py
# commentary_checks): its 三傳 one by one, their generals, 干上 and 支上 (「初傳巳火臨子被克，上見
# 玄武」 liuren_duanan_01-31.txt:17; 「此課干上戌作天后…初傳辰為今日官鬼，乘天后」, a red-team book)
# (and the 六親 it gives a branch, 「巳为癸之财」, and the 旬空, 「癸未日甲戌旬，申亥空亡」: a round-61
# red-team case book, liuren_duanan_666-690.txt:211, its planted 申亥 unread and agreed)
# (and the upper over the 行年 or 本命, 「行年在卯，上见亥」, and a 傳 or a branch said void, 「中传落空」: a
# round-63 red-team case book, liuren_duanan_716-740.txt:66, :149, :264, planted slips agreed unread;
# and the 六親 after a branch's element, 「初传亥水子孙乘玄武」, a round-66 one, liuren_duanan_791-815.txt:262)
# (and the day's 驛馬, 「驿马寅临子」: a round-73 red-team case book, liuren_duanan_916-940.txt:99)
SAID_FIELDS = ("transmissions", "transmission_generals", "gan_shang", "zhi_shang", "generals",
               "qin", "kong", "plate", "void", "use_lesson", "guiren", "yi_ma")
# the forms taken there: those that name the seat or the 傳 in words (初傳X, 干上X, X為用, 三傳XYZ);
# not a placement over 日 (the commentary's 日 may be the day's branch: 「辰臨日作蛇」 on a 庚辰 day,
# liuren_duanan_01-31.txt:86; 「天罡加日本，名天獄」 :258), nor a general a 傳 「見」s (「中末傳見
# 貴人」 :156: sees, not carries)
# (and 「中末皆丑乘白虎」, a round-54 red-team case book, liuren_duanan_491-515.txt:50; 「干上支上皆辰乘
# 六合」, a round-56 one, liuren_duanan_541-565.txt:55)
SAID_FORMS = frozenset({"pos", "pos_dun_open", "pos_after", "pos_general", "transmissions", "transmissions_before",
                        "transmissions_list", "use", "gan_shang", "zhi_shang", "mid_end",
                        "mid_end_after", "transmissions_gens", "mid_end_same", "mid_end_same_gen", "mid_end_pair",
                        "first_end_same",
                        "mid_end_same_rides", "ganzhi_shang", "qin_before", "qin_of", "kong_xun",
                        "kong_after", "ming_seat", "on_seat", "void_pos", "void_pair", "void_branch",
                        "qin_after", "lesson_shang", "lesson_jia", "lesson_rides", "use_lesson",
                        "gui_sits", "gui_at_seat", "gui_of_day", "yi_ma", "jia_zuo"})
# (and the general a seat's branch carries, 「干上未作太陰」: generals, by the forms that say it of
# the branch they name; a red-team case book)
SAID_GENERAL_FORMS = frozenset({"gan_shang", "zhi_shang", "pos", "pos_dun_open", "pos_general", "lesson_rides", "jia_zuo", "seat_sees_zuo",
                                "gen_rides", "first_end_same", "ming_seat"})
# where the commentary turns to another cast: a day of its own (「…又以課問，得壬申日亥將寅時，初傳
# 巳作太陰」), or the case asked again
ANOTHER_CAST = compiled(rf"{_S}{_B}日|又以課問|又占|復占|再占|又得")


# another day that opens a cast of its own (its 將 or 時 a few words on, or 又以課問…): the
# commentary's claims of the case end there; a day named for an event ends its line only (「…恐難過
# 九月初三庚申日。」 and the next paragraph 「先生析曰…中傳亥乘天后…」, a red-team case book)
# (「…王女士又問薪資能否談成。是日庚寅，霜降已過，卯將申時…」, a red-team case book: another cast)
# (not the hour's pillar, 「时加壬寅，时旬空在辰巳」, nor a 時旬: a round-65 red-team case book,
# liuren_duanan_766-790.txt:14, where the 年命's uppers after it went unread)
# (nor a day foretold, 「今得此课，三日后癸未日必有大雨，未时云起」: a round-70 red-team case book,
# liuren_duanan_841-865.txt:16, whose commentary on the next line went unread)
CAST_OPENS = compiled(rf"(?<!時加?|時柱)(?<!時柱為)(?<![後后至到於過])(?<![後后至到於過][一二三四五六七八九十]?日?){_S}{_B}日?[^。；]{{0,10}}?[將時](?!辰|旬)"
                           rf"|又以課問|又問|又占|復占|再占|又得|復來占|再來占|亦(?:為之?)?起一?課"
                           # (「其人再三請，復為之占，以巳將加申時，干上寅…」: review_round96/liuren_duanan_
                           # 9975-9977.txt:30, its claims read as the case's and a correct case accused;
                           # not 「又為占病所忌」, review_round97/liuren_duanan_9985-9988.txt:10; but 「復為占
                           # 之」, review_round98/liuren_duanan_9991-9995.txt:45)
                           # (not refused, 「先生不復為占之」, 「不肯復為占之」, 「弗復為占之」: review_round99/
                           # liuren_duanan_9961-9963.txt:14, review_round100/liuren_duanan_9954-9956.txt:32,
                           # review_round101/liuren_duanan_9941-9943.txt:31 — the negation, and a modal after it,
                           # 不必/未便/不宜, review_round102/liuren_duanan_9929-9932.txt:11, :21, :41; but 「不得已
                           # 復為占之」, 「未幾又為占之」, 「不得不復為占之」 are made, review_round101/…:11, :21,
                           # review_round102/liuren_duanan_9929-9932.txt:31)
                           rf"|(?<!(?<!不得)[不未勿莫弗](?:[肯願欲敢能忍曾必便宜可須])?)(?:復|再|又)為(?:[^，,。占]{{1,3}}?占|占之)")


# a supposition, whose claims are another reading's (「若以夜貴論，貴人在申…支上未乘螣蛇」, a red-team
# case book: the 夜 reading, not the case's cast)
# case 07's 「凡传用，若干支阴阳已先据其位」 (liuren_duanan_01-31.txt:75) is a rule, no supposition of
# a reading; a supposition ends its line only, the next paragraph is the case's again)
# (and 「若照北京时间作午时，则为戊申日戌将午时，三传辰、申、子…不取」: another hour supposed, a
# red-team case book; its 初傳 was read as the commentary's)
# (and the note that the case was cast with the wrong 將, giving the right one's 三傳: 「按：此課誤用戌將。
# 是日穀雨已過七日，當用酉將，三傳應為辰午申…」, a red-team case book, liuren_duanan_291-315.txt:101:
# its 初傳 was read as the commentary's and a correct chart accused)
# (and 「若不校正，按北京时间7时10分作辰时起课，则…三传亥、戌、未」: a round-66 red-team case book,
# liuren_duanan_791-815.txt:100, its 三傳 read as the case's and a correct chart accused; an hour or
# a 將 by its branch, not 「若问吉凶，照天将看之」, a review of the change, review_round67)
_SUPPOSE = compiled(r"若(?:以|用|作|論|依|從|照|按|換|改)|若[^，。；]{0,12}[，,]?則為|假令|假如|倘"
                         rf"|若不?[^，。；]{{0,8}}[，,]?(?:按|照|依|以|用|作)[^。；]{{0,24}}?{_B}[時將]")
# the other 貴人's reading, 「若是夜占，則貴人在卯，初傳酉乘天空…」 (a round-99 red-team case book,
# liuren_duanan_1275-1299.txt:20, five correct cases accused): a supposition where the case's hour is of
# the other half, or of either (寅, 卯, 申, 酉: the books count the 晝 hours apart); not the case's own
# half, 「辰時屬晝，若晝占則用陽貴…」 (review_round102/liuren_duanan_9933-9935.txt:10, its slip missed)
# (and the other half's reading going on at a line's or a sentence's start, 「夜貴之課，初傳戌乘白虎…」 after
# 「若是夜占，…夜貴順行。」 on the line before: review_round105/liuren_duanan_9761-9763.txt:21)
# (that one only where the case's hour is surely of the other half: not at 酉, 「夜貴之課」 the case's own,
# review_round106/liuren_duanan_9744-9746.txt:3)
_SUPPOSE_DN = compiled(r"(?:(?P<if>若)(?:是|為|係|在|逢|值)?|(?<=^\s*|[。；]))(?P<dn>[晝夜旦暮])(?:占|間|貴|時)"
                       r"(?(if)|之課)")
_SURELY_DAY, _SURELY_NIGHT = "辰巳午未", "戌亥子丑"


# (and 設 supposing an hour or a 將, 「設加午時，則初傳者，子也」, 「設使午時…」: review_round103/liuren_duanan_
# 9810-9813.txt:30, review_round104/liuren_duanan_9784-9786.txt:3 — not 「其家設以酒食」, :12)
# (and 設或, 「設用夜貴」, 「設以午為月將，加辰時」: review_round105/liuren_duanan_9764-9766.txt:3, :12, :21 —
# 設或 before an hour, not 「設或遲延，則難救」, review_round106/liuren_duanan_9741-9743.txt:21)
_SUPPOSE_SET = compiled(rf"設(?:若|使|令|如)|設(?:以|加|用|或)[^，。；]{{0,8}}?(?:{_B}[時將]|月將|[晝夜陰陽旦暮]貴)")
# (and a number reported otherwise, 「若報五數，則辰將加辰，伏吟，三傳未丑戌」: a round-102 red-team case book,
# liuren_duanan_1300-1324.txt:70, a correct case accused)
# (not the case's own plate said after 若夫, 「若夫此課，則巳將加辰」: review_round106/liuren_duanan_9744-9746.txt:12)
_SUPPOSE_PLATE = compiled(rf"若(?![夫此本今])(?:(?!此課|本課|今課)[^，。；]){{0,12}}[，,]?則[^，。；]{{0,3}}?{_B}將加")
# where the words come back to the case after a supposition: a sentence or clause opening 今, 此課, 本課,
# 實 (「…若夜占則用陰貴。此課辰時晝占，…」, review_round103/liuren_duanan_9807-9809.txt:19; 「設使午時…；今辰時，
# 初傳辰…」, review_round104/liuren_duanan_9784-9786.txt:3); else the supposition runs to the line's end
# (「若是夜占，則…貴人在酉。夜貴逆行，初傳辰乘青龍…」, :21, a correct case accused when it ended at 。)
# (not 「今試以未時推之」, the supposition going on, review_round105/liuren_duanan_9761-9763.txt:12; nor 其實
# or 但此, which may go on with it too, 「其實未時之課，…」, 「但此時貴人亦逆行」: review_round106/
# liuren_duanan_9741-9743.txt:12, liuren_duanan_9744-9746.txt:21)
_BACK_TO_CASE = compiled(r"[。；;]\s*(?=今(?![試若設假如使])|此課|本課|實|然此|而此)")


def _of_the_other_half(m, hour: str | None) -> bool:
    """Whether the reading of a half of the day ``m`` (:data:`_SUPPOSE_DN`) supposes the other half
    than the case's ``hour``: with 若, unless the hour is surely of the half it names; without 若
    (「夜貴之課」), only where the hour is surely of the other half."""
    if hour is None:
        return bool(m["if"])
    own, other = (_SURELY_DAY, _SURELY_NIGHT) if m["dn"] in "晝旦" else (_SURELY_NIGHT, _SURELY_DAY)
    return hour not in own and (bool(m["if"]) or hour in other)


def _supposed_blanked(text: str, hour: str | None) -> str:
    """``text`` with each supposition of the other 貴人 (「若夜占」, :data:`_SUPPOSE_DN`, where it is
    not the half of the case's ``hour`` for certain) or of another hour (:data:`_SUPPOSE_SET`) blanked
    up to where the words come back to the case (:data:`_BACK_TO_CASE`), or to the line's end."""
    spans = [m.start() for rx in (_SUPPOSE_SET, _SUPPOSE_PLATE) for m in rx.finditer(text)]
    spans += [m.start() for m in _SUPPOSE_DN.finditer(text) if _of_the_other_half(m, hour)]
    out = []
    for a in sorted(spans):
        back = _BACK_TO_CASE.search(text, a)
        out.append((a, back.end() if back else len(text)))
    return blanked(text, out) if out else text


# 「若…，則」 before a 傳: another cast supposed when its 傳 are not the chart's (「若交寅時，則初傳巳乘
# 朱雀…」, a review of the round-57 change, rv57_case_sup.txt:29, accused); the case's own when they
# are (「若交午時，則初傳午火乘朱雀得令」 on a chart whose 初傳 is 午: its 朱雀 a planted slip, a review
# of the round-52 change, rv52_case_hour.txt:14)
_SUPPOSE_THEN = compiled(r"若[^，。；]{0,12}[，,]?則(?=[初中末三]傳)")
# the note saying the case was cast with the wrong 將: the commentary's reading ends there, on this
# line and the next (a review: the note over two lines, 「按：此課誤用申將。…」 / 「依未將戌時起課，
# 三傳應為…」); 「當用X將」 ends the line's reading only when the right one's 三傳 follow (「當用申將，
# 課自不誤」 confirms the chart, a review: its line was left unread)
_WRONG_JIANG = compiled(r"誤用[^，。；]{0,3}將")
# a clause about the chart another 將 gives (「都頭猶用巳將，是以得伏吟，三傳巳申寅，…誤矣」, a round-27
# red-team case book, liuren_duanan_366-390.txt:177): not the case's, to the sentence's end
_OTHER_JIANG = compiled(rf"(?:猶|自|誤|錯|還|卻)?(?:以|用)(?P<j>{_B})將")
_NOT_BEFORE = compiled(r"(?:不可|不當|不宜|不應|未可|不|非|勿|莫|毋)$")
_RIGHT_JIANG = compiled(r"當用[^，。；]{0,3}將(?=[^。]{0,12}?三傳(?:應|當)(?:為|作))")


# a question, asked of the chart and answered after it (「问：末传午乘朱雀否？」 then 「答：非也。末传午
# 乘青龙…」, a round-29 red-team case book, liuren_duanan_416-440.txt:33-34: the student's 朱雀 was
# read as the commentary's and a correct case accused): no claim; the answer's words are
# (only the question: its answer on the same line is the book's, 「问：末传卯乘天后否？答：非也，末传卯
# 乘太常」, and so are the words of the sentence before a rhetorical question, 「末传戌乘玄武，何以知
# 其财不即得？」: a review of the change, liuren_duanan_601-607.txt:52, :14)
_ASKED = compiled(r"^\s*(?:[^，。：:]{0,4}?問|或問|客問)[：:]")
_ANSWER = compiled(r"(?:答|曰)[：:，]")
_QUESTION = compiled(r"[^，。；：:？?]*(?:[？?]|(?:否|乎|嗎|么|麼)(?=[，。；]|\s*$))")


def unasked(text: str) -> str:
    """``text`` with its questions blanked (offsets kept): a line opening 「問：」 up to its answer
    (all of it when none follows), and each clause asked (？, 否, 乎)."""
    spans = [(m.start(), m.end()) for m in _QUESTION.finditer(text)]
    if _ASKED.match(text):
        a = _ANSWER.search(text, _ASKED.match(text).end())
        spans.append((0, a.start() if a else len(text)))
    return blanked(text, spans)


# another hour supposed, to the sentence's end (「若占于午时，则三传未亥卯，初传未作朱雀…奈占时已在巳何！」,
# 「若在辰时占，气尚未交，则以巳加辰，课变昴星，三传申寅申…」, a round-52 red-team case book,
# liuren_duanan_441-465.txt:47, 181: its 三傳 read as the case's, correct charts accused); and
# another case's words inside a clause, up to 此 or the clause's end (「同日二课，前案寅时为侄占婚，
# 三传酉巳丑，金局克日；此课…」, 「彼三传未卯亥，此三传卯亥未」, :87, :161)
# (an hour by its branch, supposed with 占/在/於/改: not 「若時刻不差」, 「若問何時」, 「若當時便行」, nor
# the case's own hour: a review of the change, tests/data/review_round52/rv52_case_hour*.txt)
# (and 「若是申时占，则卯将加申，干上见子…」: a round-82 red-team case book, liuren_duanan_1125-1149.txt:80,
# its 干上 and 三傳 read as the case's, a correct case accused)
# (to the sentence's end, or to a 「則不然」 that turns back: 「若是申时来占则不然，今寅时占，初传辰乘
# 白虎」, a review of the change, review_round82/liuren_duanan_9821-9827.txt:20, its planted 白虎
# blanked with the supposition)
# (not before 「，今」 or 「，此課」, which may be the supposition's own, 「若是剛日，此課初傳寅乘白虎」,
# 「若是申時來占，今日干上見巳」: a review of the change, review_round83/liuren_duanan_9831-9837.txt:31,
# :21, accused)
_SUPPOSED_END = r"[^。！？；]*?(?:則不然|則否|[。！？；]|$)"
_HOUR_SUPPOSED = compiled(rf"若(?:是|係|為)?(?:占|在|改|換|以|作)?(?:於|于|在|為|作|用)?(?P<h>{_B})時"
                               rf"{_SUPPOSED_END}")
# the rule for the other kind of day, supposed (「若是刚日，则于地盘酉上仰视天盘，取所加之神为用，名虎视」
# in a 柔日 case, :132, and 「若是柔日…名冬蛇掩目」 in a 剛日 one, :216: its 課名 read as the case's,
# `unresolved`), when the case's day is of the other kind; 陽日/陰日 after 是/係/為/值 only (「若遇陰日」
# is an overcast day: a review of the change, review_round82/liuren_duanan_9828-9829.txt:10)
_KIND_SUPPOSED = compiled(rf"(?:若(?:是|係|為|遇|值)?(?P<k>剛日|柔日)|若(?:是|係|為|值)(?P<k>陽日|陰日))"
                               rf"{_SUPPOSED_END}")
# (前案/前課 inside a clause only: one that opens it is the cast before to the sentence's end, _BEFORE;
# up to the clause that turns to this case, 「此課」, 「今課」, 「本課」)
# (and 彼 before its hour or its 晝/夜: 「惟彼卯时昼占，贵人在丑，初传申乘青龙…；此寅时夜占…」, a
# round-55 red-team case book, liuren_duanan_516-540.txt:134, the other case's generals accused
# this one)
# (彼 before an hour only in a comparison, 此 said after it in the sentence, up to 此則 or 此X時
# too: 「彼午时来占，初传丑…」 is the querent, a review of the round-55 change, rv55_case_bi.txt:26, :44)
# (and another case by its number or the same day's earlier cast by its hour, notes.OTHER_BY_MOMENT:
# 「第1205案庚申日，寅將加未，三傳亦戌巳子…；此課支上酉作勾陳…」, a round-86 red-team case book,
# liuren_duanan_1200-1224.txt:169, read as a cast that ended the commentary's reading; to 此三傳 too,
# 「第9881案巳时亦得此三传，初传…」, a review of the change, review_round87/liuren_duanan_9881-9889.txt:49)
_OTHER_CASE = compiled(rf"(?:(?<=[，,]\s*)(?:前案|前課)|彼(?=三傳|[初中末]傳|課|案)|{OTHER_BY_MOMENT})[^；。]*?"
                            rf"(?=(?:此|今|本)(?:課|案|占|則|{_B}時|三傳|[初中末]傳|發用)|；|。|$)"
                            # (a comparison runs on to its 此, past a 「；」: 「惟彼卯时昼占，贵人在丑，
                            # 逆行；初传子乘螣蛇…皆彼案之传也；此寅时夜占…」, rv55_case_bi.txt:16)
                            rf"|彼(?=(?:{_B}[時將]|[晝夜]占)[^。]*此)[^。]*?(?=此)")


# another's view, to its sentence's end (「酉时或以为昼夜之交，当用夜贵未。先生曰：…此课昼占…」, a round-75
# red-team case book, liuren_duanan_967-991.txt:82: a supposition to the line's end, it took the
# master's 此课昼占 with it and a correct case was `school-dependent`)
# A view that prescribes another reading (「當用夜貴」) runs on over the sentences that give it (「或以為
# 日猶未沒，當用晝貴。晝貴巳臨戌，初傳午乘天后…。先生曰：…」, a review of the change, review_round75/
# duanan/liuren_duanan_992-999.txt:38) to a sentence that turns back (先生曰, 然, 今, 此課 …), or to the
# line's end; one that only interprets (「或以青龍為喜神」, :48) ends with its clause.
_VIEW_OPEN = compiled(r"或以|或謂|或云|或曰")
_SENT_END = compiled(r"[。！？]|$")
_CLAUSE_END = compiled(r"[，,；。！？]|$")
_PRESCRIBES = compiled(r"當用|當作|當取|當為|應用|則")
_REFUSED_IN = compiled(r"非也|非是|謬|誤矣|不然|不可從")
_TURN = compiled(r"[^。！？]{0,6}?(?:曰[：:]|然(?!則)|但|今|此課|本課|實|殊不知|非也|謬)")
_SUPPOSED_BACK = compiled(r"若[^。！？]*?(?:非此課|此課不用|非本課)[^。！？]*[。！？]?")


def _views(text: str) -> list[tuple[int, int]]:
    """The spans of another's view (:data:`_VIEW_OPEN`) and of a supposition whose sentence turns
    back (「若用夜贵，则贵人酉临午，亦是逆行，然非此课所用。」, :30: the case's words after it were lost)."""
    spans = [m.span() for m in _SUPPOSED_BACK.finditer(text)]
    for m in _VIEW_OPEN.finditer(text):
        end = _SENT_END.search(text, m.start()).end()
        if _REFUSED_IN.search(text, m.end(), end):
            # (refused in its own sentence, 「或以…當用晝貴，非也。」, 「…末傳申乘玄武，此說非也」: to
            # the sentence's end only; a review of the round-76 change, review_round76/duanan/
            # liuren_duanan_680-686.txt:9, :19)
            spans.append((m.start(), end))
            continue
        if not _PRESCRIBES.search(text, m.end(), end):
            spans.append((m.start(), _CLAUSE_END.search(text, m.end()).end()))
            continue
        while end < len(text) and not _TURN.match(text, end):
            end = _SENT_END.search(text, end).end()
        spans.append((m.start(), end))
    return spans


def not_this_cast(text: str, hour: str | None = None, day: str | None = None) -> str:
    """``text`` with another hour's supposition (not ``hour``'s, the case's), the rule of the
    other kind of day than ``day``'s (剛/柔), another's view and another case's words blanked
    (offsets kept)."""
    spans = [(m.start(), m.end()) for m in _HOUR_SUPPOSED.finditer(text) if m["h"] != hour]
    if day and day[0] in STEMS:
        yang = STEMS.index(day[0]) % 2 == 0         # (甲丙戊庚壬: 剛日, 陽日)
        spans += [m.span() for m in _KIND_SUPPOSED.finditer(text)
                  if (m["k"] in ("剛日", "陽日")) != yang]
    spans += [(m.start(), m.end()) for m in _OTHER_CASE.finditer(text)]
    spans += _views(text)
    return blanked(text, spans) if spans else text


_SENTENCE = compiled(r"[^。；;]*")
_PLATE_SAID = compiled(rf"(?P<j>{_B})將加(?P<h>{_B})")
_NOT_RECAST = compiled(r"(?:不必|不須|無須|毋庸|不用|未|勿|不)[^，。；]{0,2}$")


def _recast_other(text: str, end: int, plate: tuple) -> int | None:
    """Where the sentence of a cast made again at another plate starts (「先生以寅將加申，再起一課：干上戌，
    …」: a round-102 red-team case book, liuren_duanan_1300-1324.txt:172, a correct case accused); not
    one refused (「此事不必另起一課」) nor the case's own chart cast again (「重排課式」 with no plate or
    the case's: review_round106/liuren_duanan_9750-9752.txt:10)."""
    for m in _RECAST.finditer(text, 0, end):
        if _NOT_RECAST.search(text, 0, m.start()):
            continue
        start = max(text.rfind("。", 0, m.start()), text.rfind("；", 0, m.start())) + 1
        said = _PLATE_SAID.search(_SENTENCE.match(text, start).group(0))
        if said and (said["j"], said["h"]) != tuple(plate):
            return start
    return None


def _another_supposed(text: str, end: int, day: str, trans) -> object | None:
    """A 「若…，則初傳X…」 (:data:`_SUPPOSE_THEN`) whose 傳 differ from the chart's ``trans``."""
    m = _SUPPOSE_THEN.search(text, 0, end)
    if m is None or not trans:
        return None
    said = grammar.read(text[m.end():end], day[0], day[1]).claims.get("transmissions") or ()
    return m if any(x is not None and i < len(trans) and trans[i] is not None and x != trans[i]
                    for i, x in enumerate(said)) else None


def commentary_claims(read: list[str], lines: tuple[int, int], day: str | None,
                      plate: tuple = (None, None), trans=()) -> list[dict]:
    """What the commentary (raw lines ``lines``, 1-based, of the folded text ``read``) says of
    the case's cast, clause by clause (「；」 and 「。」 end one): each claim of
    :data:`SAID_FIELDS` with where it is (line, column), the form that read it and whether the
    form is certain of its roles. Reading stops where another cast begins
    (:data:`ANOTHER_CAST`; the case's own day with another 將 or 時 than ``plate``, the case's
    (將, 時): 「是日上午十时许，其妻已先问过一课，为丁酉日申将巳时…三传子、卯、午」, a red-team case
    book) or a supposition (:data:`_SUPPOSE`; 「若…，則初傳X」 whose 傳 are not ``trans``, the
    chart's); a claim not asserted (a condition, a refusal) is not taken."""
    if not day:
        return []
    out: list[dict] = []
    for n in range(lines[0], lines[1] + 1):
        if diplomatic.is_margin(read[n - 1]):
            # (a later reader's note, 「【眉批】卯時日猶未出，當用夜貴…則干上午乘朱雀…」: not the book's — a
            # round-96 red-team reprint with 批注, liuren_duanan_1250-1274.txt:49, its other 貴人's
            # generals read as the case's and a correct case accused; weighed as a correction only,
            # .diplomatic.case_margin_fix)
            continue
        text = _supposed_blanked(not_this_cast(unasked(read[n - 1]), plate[1], day), plate[1])
        # (not a pair that is no day, 「今日丁辰酉」: 日 丁, 辰 酉, the day 丁酉 — a round-75 red-team
        # case book, liuren_duanan_967-991.txt:30, whose commentary went unread from there)
        cast = next((m for m in CAST_OPENS.finditer(text) if _no_day_pair(m, day)
                     and another_cast(text, m, day, plate)), None)
        other = next((m for m in ANOTHER_CAST.finditer(text) if m.group(0)[:2] != day
                      and _no_day_pair(m, day)), None)
        stop = min([m.start() for m in (cast, other) if m is not None], default=None)
        end = len(text) if stop is None else stop
        wrong = _WRONG_JIANG.search(text, 0, end)
        # (a cast made again for another matter, 「是日申時，何某又為其母問病，先生以寅將加申，再起一課：干上戌，
        # …三傳戌辰戌」: not the case's, from its sentence on, and the lines after — a round-102 red-team
        # case book, liuren_duanan_1300-1324.txt:172, a correct case accused)
        recast = _recast_other(text, end, plate)
        cuts = [m.start() for m in (_SUPPOSE.search(text, 0, end), wrong,
                                    _RIGHT_JIANG.search(text, 0, end),
                                    _another_supposed(text, end, day, trans)) if m is not None]
        if recast is not None:
            cuts.append(recast)
        before = -1                 # (where the sentence about the cast before ends)
        for cl in regex.finditer(r"[^；。;]+", text[:min(cuts) if cuts else stop]):
            oj = _OTHER_JIANG.search(cl.group(0))
            if oj and _NOT_BEFORE.search(cl.group(0), max(0, oj.start() - 3), oj.start()):
                oj = None           # (「不可用未將」 refuses it: the clause is the case's)
            if _BEFORE.match(cl.group(0)) or (oj and plate[0] and oj["j"] != plate[0]):
                # the cast before said again (「前課知一，干上申乘玄武…；中傳卯空，末傳子…。」):
                # to the sentence's end
                before = text.find("。", cl.start())
                before = len(text) if before < 0 else before
            if cl.start() < before:
                continue
            # (the words after the clause, where the book may refuse it: 「術人…便以未發用…。不知凡
            # 二賊俱發…」, a red-team case book, liuren_duanan_166-190.txt:29, polarity.reported)
            # (and the next lines: a querent's own chart approved or refused there, 「先生曰：是也」)
            after = (text[cl.end():] + "".join(read[n:n + 2]))[:240]
            _clause_claims(_others_blanked(cl.group(0)), cl.start(), n, day, after, out)
        if cast is not None or wrong is not None or recast is not None:
            break           # (a day named for an event ends its line only: 「恐難過九月初三庚申日」)
    return out


_EDITORS_FIX = compiled(r"[當應][作為]|之[訛誤]|筆誤")

# a commentary comparing two casts clause by clause (「然前课初传未作朱雀，此课初传未作青龙；彼课中传亥作天空，
# 此课中传亥作螣蛇」, a round-71 red-team case book, liuren_duanan_866-890.txt:24, the 前课's claims
# accusing the second cast): the parts said of the other cast, from its name to the next 此課, are
# not this one's (and another case's by its number or the same day's earlier cast by its hour,
# notes.OTHER_BY_MOMENT)
# (and another day's, 「明日壬申，昼贵在巳，非今日之贵也」: a review input of round 70,
# review_round70/liuren_duanan_901-904.txt:10, read as the case's own 晝貴 once the chart said in
# words left the commentary its own lines, stop 52)
_OTHER_PART = compiled(r"(?:[^，,：:]{0,6}曰[：:])?(?:然|而|且|但|蓋|惟|唯)?(?:前課|彼課|前案|前占|上課|初課|初占之課|前一課|第一課式"
                            rf"|(?:明日|次日|翌日|昨日|前日|後日|他日)(?=[{STEMS}][{BRANCHES}])|{OTHER_BY_MOMENT}"
                            # (and another asker's by its hour, 「其夫申時所得，三傳丑戌未…；此課三傳酉巳丑」:
                            # a round-102 red-team case book, liuren_duanan_1300-1324.txt:23)
                            # (a kin or a named other, 「同日王某申時所得」: review_round106/liuren_duanan_9750-9752.txt:
                            # 12; not 其人, the case's own asker, 「其人辰時所占」, :28)
                            rf"|[^，,]{{0,4}}?(?:(?:其|彼)[夫妻子女父母兄弟友翁婿]|鄰人|\p{{Han}}某)[^，,]{{0,4}}?"
                            rf"[{BRANCHES}]時所(?:得|占|起|問))")
_THIS_PART = compiled(r"(?:然|而|且|但|蓋|惟|唯)?(?:此課|今課|本課|後課|今)")


def _others_blanked(clause: str) -> str:
    """``clause`` with its parts about the other cast blanked (:data:`_OTHER_PART`)."""
    spans, other = [], False
    for part in regex.finditer(r"[^，,]+", clause):
        if _OTHER_PART.match(part.group(0)):
            other = True
        elif _THIS_PART.match(part.group(0)):
            other = False
        if other:
            spans.append(part.span())
    return blanked(clause, spans)


_QIN_FORMS = ("qin_before", "qin_of", "qin_after")


def _clause_claims(t: str, col: int, n: int, day: str, after: str, out: list) -> None:
    """The claims of one clause of a commentary (:func:`commentary_claims`), each with where it
    is; where its words contradict each other the reading goes on from there (「初传甲寅乘天空，中
    传己未乘天空，末传子乘勾陈」: the second 天空 and the 末传 were dropped silently and a planted slip
    agreed, a review of the round-53 change, tests/data/review_round53/rv53_case_dun.txt:22)."""
    if _EDITORS_FIX.search(t):
        return      # (an editor's correction quotes the print: 「按：末傳乙未，未當作酉」, its own claims)
    for m in _RESTATED.finditer(t):
        # the day and hour said again (「今丁酉日午时」, 「今日丁辰酉，时加卯」: 日 the stem, 辰 the
        # branch; a round-75 red-team case book, liuren_duanan_967-991.txt:166, a planted 午 agreed)
        d = m["d"] or m["s"] + m["b"]
        out.extend({"field": f, "value": v, "line": n, "col": col + m.start(), "form": "restated",
                    "certain": False} for f, v in (("day", d), ("hour", m["h"] or m["h2"])))
    for m in (m for m in _THIS_DN.finditer(t) if polarity(t, m.start(), m.end()) == "asserted"
              and not _DN_DENIED.search(t, *sentence(t, m.start(), m.end()))):
        # the case's own 晝/夜, said (not supposed, 「若此課夜占，則…」, nor refused, 「或謂此課夜占，
        # 非也」: a review of the change, review_round75/duanan/liuren_duanan_992-999.txt:18, :28) (「此课昼占」 at 酉, 「此课夜占」 at 卯: a round-75 red-team case
        # book, liuren_duanan_967-991.txt:82, :144, `school-dependent` on the 晝 hours)
        out.append({"field": "daytime", "value": m["dn"], "line": n, "col": col + m.start(),
                    "form": "this_daytime", "certain": True})
    for m in _POS_NAMED.finditer(t):
        # a 傳 and the 神名 of another branch (「末传丑为小吉，乘太常」, a round-72 red-team case
        # book, liuren_duanan_891-915.txt:147: one of the two misprinted, the grammar cuts there):
        # both said, neither certain
        b = JIANG_NAMES[m["jn"]]
        if b != m["b"]:
            out.extend({"field": f"transmissions.{grammar._POS[m['p']]}", "value": v, "line": n,
                        "col": col + m.start(), "form": "pos_name_clash", "certain": False}
                       for v in (m["b"], b))
    pos = 0
    while pos < len(t):
        res = grammar.read(t[pos:], day[0], day[1], after=after, said=True)
        prev = None
        for rd in res.readings:
            words = t[pos + rd.span[0]:pos + rd.span[1]]
            if rd.form == "name" and rd.polarity == "asserted":
                # the 課名 the commentary gives the case (「取卯为用，名重审」, 「此课重审、斩关」: a
                # round-56 red-team case book whose 凡例 puts them there, liuren_duanan_541-565.txt:8,
                # a planted 課名 agreed unread); checked as the header's are, never accusing
                out.extend({"field": "names", "value": name, "line": n,
                            "col": col + pos + rd.span[0], "form": "name", "certain": False}
                           for name in grammar.names_in(words))
                continue
            if rd.form in _BEI and rd.polarity == "asserted":
                # the lessons all four or fewer, 「四课不备」/「四课俱全」 (a round-72 red-team case book,
                # liuren_duanan_891-915.txt:103, a planted 俱全 unread): ``bu_bei`` 是/否
                out.append({"field": "bu_bei", "value": _BEI[rd.form], "line": n,
                            "col": col + pos + rd.span[0], "form": rd.form, "certain": rd.certain})
                continue
            forms = SAID_GENERAL_FORMS if any(f.startswith("generals.") for f in rd.fields) \
                else SAID_FORMS
            ok = rd.form in forms or _rides_the_seat(t[pos:], res.claims, prev, rd)
            if rd.form not in _QIN_FORMS:
                prev = rd           # (「中传酉为官鬼，乘天空」: 乘 rides the 傳, its 六親 said between)
            if rd.polarity != "asserted" or not ok or (
                    rd.form == "pos_general" and "見" in words) or _seat_chen(rd, words, day):
                continue
            for f, v in _said_fields(res.claims, rd.fields):
                if v is not None:
                    out.append({"field": f, "value": v, "line": n, "col": col + pos + rd.span[0],
                                "form": rd.form, "certain": rd.certain})
        if not 0 < res.conflict < len(t) - pos:
            return
        pos += res.conflict


_BEI = {"lessons_incomplete": "是", "lessons_complete": "否"}
# (said of the chart: the commentary's words about it follow, not an event's, 「今庚子日申時，客果至」, a
# review of the change, review_round75/duanan/liuren_duanan_992-999.txt:78)
_RESTATED = compiled(rf"今日?(?:(?P<d>{_S}{_B})日?|(?P<s>{_S})辰(?P<b>{_B}))[，、]?(?:時加(?P<h2>{_B})|(?P<h>{_B})時)"
                          rf"(?=[，、。]?(?:[晝夜]|{_S}日|{_B}[時加臨上]|干上|支上|日之[陰陽]|辰之[陰陽]|四課|天盤|[初中末]傳|起課))")
# (nor refused in its sentence, 「有人以此課為夜占，謬矣」, 「不得謂此課夜占也」: review_round76/duanan/
# liuren_duanan_680-686.txt:39, :49)
_DN_DENIED = compiled(r"謬|非也|非是|不得|不可|誤矣|豈")


_THIS_DN = compiled(r"(?:此課|本課|是課|今課)(?:為|係|乃|屬|是)?(?P<dn>[晝夜])占")
_POS_NAMED = compiled(rf"(?P<p>[初中次末終])傳(?P<b>[{BV}])為(?P<jn>{_JN})")


# a commentary's clause about the cast before (a case asked again: 「前課知一，干上申乘玄武，…初傳午
# 為壬之財」, a red-team case book, liuren_duanan_266-290.txt:136): not the case's
# (or appended, another's: 「附記鄰人一案：同日巳將辰時，占失物，初傳子乘螣蛇。」, review_round96/liuren_duanan_
# 9971-9974.txt:23, its 初傳 read as the case's and a correct case accused)
_BEFORE = compiled(r"\s*(?:[^，。：:]{0,6}曰[：:])?\s*(?:前課|前案|前占|上課|初占之課"
                        rf"|{APPENDED_CASE})")


def _no_day_pair(m, day: str | None = None) -> bool:
    """Whether a match opening with a stem and a branch opens with a day (their parities one),
    and not the day ``day`` said 日X辰Y (「今日丙辰午」 on a 丙午 day: a review of the change,
    review_round75/duanan/liuren_duanan_992-999.txt:68)."""
    w = m.group(0)
    if len(w) < 2 or w[0] not in STEMS or w[1] not in BRANCHES:
        return True
    if day and w[1] == "辰" and w[0] + w[2:3] == day and m.string.endswith("今日", 0, m.start()):
        return False
    return STEMS.index(w[0]) % 2 == BRANCHES.index(w[1]) % 2


def another_cast(text: str, m, day: str, plate: tuple) -> bool:
    """Whether the cast opened at ``m`` (:data:`CAST_OPENS`) is not the case's: another day, or
    the case's day said with another 將 or 時 than ``plate``, the case's (將, 時)."""
    if m.group(0)[:2] != day:
        return True
    pm = next((p for rx in _PLATE if (p := rx.match(text, m.start() + 2 + (text[m.start() + 2:
               m.start() + 3] == "日")))), None)
    return pm is not None and None not in plate and (
        JIANG_NAMES.get(pm["j"], pm["j"]), pm["h"]) != tuple(plate)


def _seat_chen(rd, words: str, day: str) -> bool:
    """「辰上X」 in a case's commentary on a day whose branch is not 辰: over the seat 辰 (「四課惟
    辰上子為下賊上」, a red-team case book: read as 支上 it accused a correct case), not 支上 —
    the case books call the day's branch 支."""
    return rd.form == "zhi_shang" and words.startswith("辰上") and day[1] != "辰"


# the words a bare 乘G may follow the seat or 傳 it rides by (its element, its 六親 word)
# (and 為 before the 六親 word: 「中傳酉為官鬼，乘天空」, a red-team case book, liuren_duanan_291-315.txt:144)
_RIDES_GAP = compiled(rf"[金木水火土]?(?:為?(?:{QIN_W}|[{QIN_SHORT}]))?[，、]?")


def _rides_the_seat(text: str, claims: dict, prev, rd) -> bool:
    """A bare 乘G (form gen_bare) straight after the seat or 傳 that names its branch (「中傳亥乘
    天后」, 「干支上皆寅乘青龍」, red-team case books: a misprinted general went unseen): the general of
    that branch, said by the commentary (not certain: gen_bare's roles)."""
    if rd.form == "gen_on" and prev is not None and prev.form == "lesson_rides":
        return prev.span[0] < rd.span[0] < prev.span[1]     # (「一課午乘青龍」: 午's general)
    if rd.form != "gen_bare" or prev is None or prev.form not in SAID_FORMS:
        return False
    subj = [f.split(".", 1)[1] for f in rd.fields if f.startswith("generals.")]
    named = {_said_value(claims, f) for f in prev.fields}
    return len(subj) == 1 and subj[0] in named and bool(
        _RIDES_GAP.fullmatch(text, prev.span[1], rd.span[0]))


def _said_fields(c: dict, fields) -> list[tuple[str, str]]:
    """Each field a reading filled with its value; a lesson (「二課酉上見亥」, 「第一課庚上見酉」: forms
    lesson_shang, lesson_jia) is its upper over its lower, 干上 over the stem, a round-69 red-team
    case book's commentaries (liuren_duanan_816-840.txt:122)."""
    out = []
    for f in fields:
        head, _, i = f.partition(".")
        if head == "guiren":
            # the day's 晝 or 夜 貴人 (「夜贵未临寅」, 「甲日昼贵在丑，夜贵在未」: a round-70 red-team case
            # book, liuren_duanan_841-865.txt:177, :257; its seat is the plate's, said apart)
            # (and its course, 「贵人顺行」, 「昼贵顺治」: a round-72 red-team case book,
            # liuren_duanan_891-915.txt:71, a planted 顺行 for 逆行 unread)
            out.extend((f"guiren.{k}", v) for k, v in (c.get("guiren") or {}).items()
                       if k in ("晝", "夜", "direction") and isinstance(v, str))
            continue
        if head == "lessons":
            les = (c.get("lessons") or [None] * 4)[int(i)]
            if les and les.get("upper") and les.get("lower"):
                lo = les["lower"]
                out.append(("gan_shang", les["upper"]) if lo in STEMS
                           else (f"plate.{lo}", les["upper"]))
            continue
        v = _said_value(c, f)
        if v is not None:
            out.append((f, v))
    return out


def _said_value(c: dict, f: str) -> str | None:
    head, _, i = f.partition(".")
    if head not in SAID_FIELDS:
        return None
    v = c.get(head)
    if head == "kong" and isinstance(v, list):
        return "".join(v)           # (the pair as printed, 「申亥」)
    if i and isinstance(v, dict):
        v = v.get(i)
    elif i:
        v = v[int(i)] if isinstance(v, list) and int(i) < len(v) else None
    return v if isinstance(v, str) else None


def _section(text: str) -> bool:
    """A section heading between cases (「宅  墓」, 「天  時」): two characters spaced out."""
    t = text.split()
    return len(t) == 2 and all(len(x) == 1 for x in t)


__all__ = ["ANOTHER_CAST", "CAST_OPENS", "Case", "Cell", "CaseChart", "Header", "find_cases", "find_chart",
           "find_labelled_chart", "best_chart", "read_header",
           "case_chart_claims", "ring_offset", "known_names", "method_words"]
