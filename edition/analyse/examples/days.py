"""Day groups of running text: where a cast's day (or stem, or list of days) is written,
with the year, month and 將 written before it (:func:`day_groups`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import regex

from engine import lexicon as lx
from engine.values import day_name, parse_day

from .vocab import (_HN, _JN, BRANCHES, BV, DAY_WORD, HOUR_NAMES, MONTH_W, STEM_ONLY, STEMS, TERM_W, Slot, branch_slot,
                    is_day, stem_slot)
from edition.core.patterns import compiled

# (and 景, the Tang taboo of 丙, closed by 日: 「景午日」, engine/lexicon.py)
_SX = STEMS + "巳已" + STEM_ONLY
# one day token: stem (巳 = 己 only inside a group that ends in 日) + branch
# 中 printed for 申 as a yang day's branch, closed by 日 (KR5a0297_000.txt:66 「假今二月庚中日」):
# a reading of the glyph registry, reported
_READ_DAYS = "|".join(lx.DAY_READINGS)      # engine/lexicon.py: 庚中 for 庚申 …
_D = rf"(?:[{_SX}][{BV}]|(?:{_READ_DAYS})(?=日))"
_COUNT = r"[二三四五六七八九十]{1,2}日"
# the glyphs outside the common CJK block (Extension A and beyond, the private use area): a
# character a copy could not type or a font lacked, as unknown as a lacuna □
RARE = "\u3400-\u4dbf\U00020000-\U0003ffff\ue000-\uf8ff"
# a character lost (□, ■) or rare: a character class's contents, for every reader of lost glyphs
# (grammar._LOST, where the 天一's verb may stand, takes □, ■ and Kanripo codes only)
LOST = f"□■{RARE}"
_PRE = compiled(
    # (the month with a pause after it, 「假令三月，丙子日人定」: a round-73 red-team classic,
    # KR5a9898_001.txt:153, its month unread in every punctuated cast)
    # (a season's three months leave the month open, 「冬三月神后為將」: the 將 said, a round-75
    # red-team classic, KR5a9894_001.txt:121; its 三月 no month)
    rf"(?P<year>[{STEMS}]?[{BV}]年)?(?:[春夏秋冬]三月[，、]?)?"
    # (but 「夏五月」, 「秋七月」: the season then its month, a review of the change, review_round75/
    # KR5a9875_000.txt:20)
    rf"(?P<month>(?:[{STEMS}]?[{BV}]月)|(?!(?<=[春夏秋冬])三月){MONTH_W})?"
    rf"(?:(?<=[月春夏秋冬])[，、]|(?(month)(?<=[簇蔟鍾鐘洗呂賓則射])[，、]|(?!)))?"
    # a solar term (「春分後」, 「清明後未交穀雨」): its 將 (engine/lexicon.py SOLAR_TERMS)
    rf"(?:(?P<term>{TERM_W})後(?:未(?:交|至|過|到){TERM_W})?)?"
    # (「X為將」 after a month or a season only: not the army's, 「主帥以從魁為將，丙子日」, a review of
    # the change, review_round75/KR5a9875_001.txt:38, accused)
    # (after a pause, 「孟冬，太衝為將」, or a solar term, 「春分後從魁為將」: review_round76/
    # KR5a9877_000.txt:19, :24)
    rf"(?P<mj>將|(?P<mjb>[{BV}])將|(?<=[月春夏秋冬後][，、]?)(?P<mjn>{_JN})為將[，、]?)?"
    # (and 「X將加Y(時)」, 「以X將加Y時」; with a pause before the day only at a sentence's start,
    # _prefix: 「五月未將亥時，己巳日占」, 「正月亥將加寅，甲子日為人占婚」, 「寅時子將，丙午日占財」, a
    # known gap of stop 57, their plates unread)
    rf"(?:以?(?P<pj>[{BV}])將(?:加(?P<ph>[{BV}])時?|(?P<ph>[{BV}])時)|(?P<ph2>[{BV}])時(?P<pj2>[{BV}])將"
    rf"|(?P<ph3>[{BV}])時)?(?P<pause>[，、])?占?$")
_GROUP = compiled(
    rf"(?P<days>(?:{_D}|戌[{BV}])(?:、?(?:{_D}|戌[{BV}]))*)"
    rf"(?P<ri>之?日|(?P<cnt>{_COUNT})|(?:以|巳|已)上(?:[二三四五六七八九十]{{1,2}}日)?"
    rf"|上[二三四五六七八九十]{{1,2}}日)?"
    # (not the 六 of a month's day, 「四月十六己巳日」, 「廿六」, 「初六」: a round-76 red-team case book,
    # liuren_duanan_1000-1024.txt:212, read as every 己 day)
    rf"|(?<![{STEMS}六加臨上十廿卅初念])(?P<six>六)?(?P<stems>[{STEMS}](?:(?(six)六?)[{_SX}]){{0,4}})"
    # (a day whose branch a lacuna took, 「假令九月壬□日」: its stem alone — a round-60 red-team
    # classic in two damaged witnesses, KR5a9920_000.txt:56, gave no finding)
    # (or a glyph outside the common block, which no reading knows: 「壬㐀日巳加申」, a metamorphic
    # copy of KR3g0031_005.txt:71 with 寅 unknown, its 巳加申 read as the 丙申 cast's before it)
    # (and, lost so, without 日 before a claim that opens at once, 「庚㐀子將卯時占」, 「甲㐀上干上亥」:
    # metamorphic copies of KR3g0031_005.txt:94, KR3g0031_006.txt:606 with 辰, 申 unknown, their
    # claims read as the day's before them and accused)
    # (not a name with 曰 typed 日, 「門人丙𡎺日：」: a review of the change, review_round82/dated_days.txt:11)
    # (and only before a plate or a seat, 「庚㐀子將」, 「甲㐀上干上」: not a name, 「丁𡎺將赴任」, 「庚𢒰上書」,
    # a review of the change, review_round83/KR3g9862_001.txt:13-19, phantom casts)
    rf"(?:(?P<lost>(?<=[{STEMS}])[{LOST}])(?:(?P<sri>日|{_COUNT})(?![：:「])|(?=[{BV}][將時]|上[干支日辰]上))"
    rf"|(?P<sri>日|{_COUNT}))")
# what may follow a bare 干支 for it to be a day (a claim at once)
_OPENS = compiled(
    rf"[晝夜][占貴將]|(?:[{STEMS}]?[{BV}]|{_JN})[時將]|三傳|初傳|[干支日辰]上|（?(?:[{BV}]|{_JN})[加臨]"
    rf"|[返反伏]吟|[一二三四]課|春占|夏占|秋占|冬占|[{BV}][{BV}][{BV}](?![{BV}加臨時將上])"
    rf"|時加(?:{_HN}|[{BV}])|上[干支]上|自?用[{BV}](?=三傳)"
    rf"|{MONTH_W}占?[{BV}]時"
    # the early notation's named double-hour (「假令正月甲子平旦登明加寅」)
    rf"|，?(?:{_HN})")


# a month's day written before a 干支 (「光緒五年己卯六月三十日壬申，庚戌時，午將」, a red-team case
# book): the 干支 is that day's (and 廿日, 卅日: 「八月卅日甲申」, a round-82 red-team manuscript,
# KR3g9873_001.txt:66, unfound)
DAY_OF_MONTH = r"月(?:(?:初|廿|卅|念)?[一二三四五六七八九十]{1,3}|廿|卅)日"
# (or without its month, a 筆記's dates after the month said before, 「二十四日丁亥，陳公忽病…」: a round-90
# red-team 筆記, KR3g9855_001.txt:50, unfound — a day of the month in two characters at least, not a count)
# (not a count, 「經二十日甲辰」, 「凡十五日壬寅」: review_round91/dated_alone.txt:5, :7)
# (nor 「未及二十日丙午」, 「逾十五日壬寅」, 「又十二日己亥」: review_round96/date_count.txt:3-7, phantoms — but
# 初X is no count, 「又初五日己巳，李生復來占」: review_round97/date_again.txt:3; 「又廿日丙戌」 is,
# review_round98/date_count2.txt:3)
_NO_DATE_AFTER = r"越後后过過隔在期應當以於于約至數第內内經凡共計歷閱積\d一二三四五六七八九十"
_DATE_ALONE = (rf"(?:(?<![{_NO_DATE_AFTER}])初[一二三四五六七八九十]{{1,2}}"
               rf"|(?<![{_NO_DATE_AFTER}及逾踰又再滿满足])"
               r"(?:[廿念][一二三四五六七八九]?|卅|十[一二三四五六七八九]|[二三]十[一二三四五六七八九]?))日")
DATE_BEFORE = compiled(rf"(?:{DAY_OF_MONTH}|{_DATE_ALONE})$")


# another print's or others' words just before a day (「俗本甲申日太乙將申時作三傳午子午，謂之返吟，
# 非也」): its chart's claims theirs when refused (prose._theirs; a round-38 red-team bilingual
# edition, liuren_zhen.txt:217, read them as the book's and accused it); the cast's words begin
# at its day as before
REPORTERS = ("俗本", "一本", "他本", "別本", "舊本", "或謂", "或云", "或曰", "諸家", "俗以")


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
    counted: bool = False  # closed by a count or 以上 (「…五日返吟」, 「…以上九日」): the days are
                           # named as one set, whose shared words belong to every one
    blank: tuple | None = None   # the list of a 六X日 heading (_six_list): not words of the cast


_SENTENCE_START = compiled(r"(?:^|[。；：！？」』\n]|(?:又|復|再)占[，、])(?:又|假令|假如|如)?$")
# the moment said before the day in words (a round-86 red-team book, KR3g9857: 「黃昏，太衝將，癸酉日占母病」,
# 「晡時，神后加申，辛丑日」, 「雞鳴時，功曹將，壬子日」, 「日昳，癸未日，從魁加未」, 「十二月子將，己亥日日昳占」,
# unpunctuated 「人定時神后將辛亥日」, 「夜半大吉加子壬午日」; each unread): a named hour, an hour, a 將 (by its
# branch or 神名, over an hour or not), a 神名 over an hour, a month; at a sentence's start, or, without a
# pause, both the hour and the 將
_TOKEN = (rf"(?:(?P<hn>{_HN})(?:時|占)?|(?P<hb>[{BV}])時|以?(?P<jb>[{BV}]|{_JN})將(?:加(?P<jh>[{BV}])時?)?"
          rf"|以?(?P<pn>{_JN})加(?P<ph>[{BV}])時?|(?P<mo>{MONTH_W}))")
_SAID_BEFORE = compiled(rf"(?:{_TOKEN}(?P<pause>[，、])?){{1,4}}$")


def _pre_of(m) -> dict:
    """The year, month, solar term, 將 and hour a :data:`_PRE` match holds."""
    pre: dict = {}
    if m.group("year"):
        pre["year"] = m.group("year")[:-1]
    if m.group("month"):
        pre["month"] = m.group("month")
    if m.group("term"):
        pre["term"] = m.group("term")
    if m.group("mj"):
        if m.group("mjb") or m.group("mjn"):
            sl = branch_slot(m.group("mjb") or m.group("mjn"), "the 將")
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
    if m.group("ph3") and (m.group("month") or m.group("mjb")):
        # a month (or a 將) and an hour before the day, the 將 the month's (KR3g0031_006.txt:
        # 1134 「正月酉時庚午日」; 005:1180 「亥將戌時甲子日」)
        ph = branch_slot(m.group("ph3"), "the hour")
        if ph:
            pre["hour"] = ph
    return pre


def _pause_ok(text: str, lo: int, m, at: int) -> bool:
    """A plate before a pause is the cast's after a sentence's end only (「甲子日亥將寅時，乙丑日子將卯
    時」 keeps 甲子's), and before a day that opens a cast (:func:`_opens_cast`)."""
    return not m.group("pause") or bool((m.group("pj") or m.group("pj2") or m.group("ph3"))
                                        and _SENTENCE_START.search(text, 0, lo + m.start())
                                        and _opens_cast(text, at))


# what follows a day that a cast opens (its 占, a plate, a seat, its hour, 晝/夜): not an event's day
# after an outcome's moment, 「黃昏，太衝加戌，戊辰日雨至」 (a review of the change, review_round87/
# pre_outcome.txt:5, accused with the plate before it)
# (and 「…日，其人叩門問病」: review_round88/moment_first.txt:9, a person come to ask, not any 占 or 問 in
# the clause, 「戊辰日大雨如所占」, 「乙丑日官司問罪」: review_round89/outcome_again.txt:11, :13; 晝/夜 with
# 占, a 貴 or a pause, 「戊辰日晝，鄰人來」, review_round89/night_moment.txt:9, not 「戊辰日夜大雨」)
# (and 「…，丙寅日果復占」: asked again after 果; 「…，某甲為其父占病」, 「客來占病」, 「鄰人來問失物」, 「友人卜
# 行人」: review_round90/moment_words.txt:5-11)
_CAST_AFTER = compiled(rf"[，,、]?(?:[晝夜旦暮]?占|(?:果|竟|遂)(?:復|又|再)來?占"
                            rf"|[^，,。]{{0,4}}?為[^，,。]{{0,4}}?[占卜]|(?:其人|有人)[^，,。]{{0,4}}?(?:[占卜]|問)"
                            rf"|[^，,。]{{0,3}}?(?:來|友人|客)[^，,。]{{0,2}}?(?:[占卜]|問(?![安候好]))"
                            rf"|(?:[{BV}]|{_JN})(?:加|將|臨)|[干支日辰]上|三傳|[晝夜旦暮](?:占|貴|將|[，,])|又|{_HN}"
                            rf"|[{BV}]時)")


def _opens_cast(text: str, at: int) -> bool:
    """Whether the day at ``at`` is followed by a cast's words (:data:`_CAST_AFTER`)."""
    d = DAY_WORD.match(text, at)
    return bool(_CAST_AFTER.match(text, d.end() if d else at + 2))


def _prefix(text: str, at: int) -> tuple[int, dict]:
    """The year/month/將 written just before a day (and 如/假令/假如 before them)."""
    lo = max(0, at - 16)
    window = text[lo:at]
    m = _PRE.search(window)
    pre: dict = {}
    start = at
    if m and not _pause_ok(text, lo, m, at):
        m = None
    if m and m.group(0):
        start = lo + m.start()
        pre = _pre_of(m)
    said = _said_before(text, at, pre) if "jiang" not in pre and "hour" not in pre else None
    start = start if said is None else said
    for w in ("假令", "假今", "假如", "如", "又如", "又"):   # 假今: KR5a0297_000.txt:39
        if text[max(0, start - len(w)):start] == w:
            start -= len(w)
            break
    return start, pre


_DAY_JUST_BEFORE = compiled(rf"[{STEMS}][{BV}]日占?$")


def _said_before(text: str, at: int, pre: dict) -> int | None:
    """Where the moment said before the day in words begins (:data:`_SAID_BEFORE`), its 將, hour and
    month put in ``pre``; None when there is none."""
    lo = max(0, at - 24)
    m = _SAID_BEFORE.search(text, lo, at)
    if m is None:
        return None
    def br(w: str) -> str | None:
        sl = branch_slot(w, "the 將 or the hour")
        return sl.value if sl else None
    hours = [HOUR_NAMES[w] for w in m.captures("hn")] + [br(w) for w in m.captures("hb") + m.captures("jh")]
    jiang = [br(w) for w in m.captures("jb")]
    for pn, ph in zip(m.captures("pn"), m.captures("ph")):
        # (a 神名 over an hour: the 將 over it, the hour said or not)
        if not hours or br(ph) in hours:
            jiang.append(br(pn))
            hours.append(br(ph))
    if None in hours or None in jiang:
        return None
    paused = bool(m.captures("pause"))
    at_start = _SENTENCE_START.search(text, 0, m.start())
    # (unpunctuated, not the words of the day just before: 「假令八月壬申日隅中天罡加巳甲戌日嫁女」, a review of
    # the change, review_round87/KR5a9840_000.txt:11)
    # (a day just before, not any within six characters: review_round88/KR3g9836_001.txt:12, :15)
    alone = hours and jiang and not paused and not _DAY_JUST_BEFORE.search(text, 0, m.start())
    if len(set(hours)) > 1 or len(set(jiang)) > 1 or not (hours or jiang) or not (
            at_start or alone) or not _opens_cast(text, at):
        return None
    words = m.group(0)
    if jiang:
        pre["jiang"] = Slot(jiang[0], words)
    if hours:
        pre["hour"] = Slot(hours[0], words)
    if m.captures("mo") and "month" not in pre:
        pre["month"] = m.captures("mo")[0]
    return m.start()


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


def _day_branch(stem: str, ch: str, where: str) -> Slot | None:
    read = lx.DAY_READINGS.get(stem + ch)      # a day read otherwise (engine/lexicon.py)
    if read:
        return Slot(read[0][1], ch, f"{ch} in a day's branch slot ({where}) is read {read[0][1]} "
                                    f"({read[1]})", "reading")
    return branch_slot(ch, where, ji_ok=False)


def _tokens(days: str) -> list[str]:
    return regex.findall(rf"([{_SX}][{BV}]|{_READ_DAYS}|戌[{BV}])", days)


def _misprint_ok(toks: list[str], closed: bool) -> bool:
    """A list closed by 日/以上 of three days or more keeps its other days when one is not a
    day (006:155 「癸酉丙子戌子丁酉…巳上九日」: 戌子, 戌 for 戊, is left out)."""
    return closed and len(toks) >= 3


def _valid(m) -> bool:
    if m.group("days"):
        return _read_days(m.string, m) is not None

    stems = m.group("stems")
    return bool(stems) and stems[0] not in "巳已"


def _read_days(text: str, m) -> list | None:
    """The days of a group of 干支 as (stem, branch, at, stem slot, branch slot), or None when
    the group is not one (module doc)."""
    toks = _tokens(m.group("days"))
    pos = m.start("days")
    closed = bool(m.group("ri"))
    days = []
    for t in toks:
        i = text.index(t, pos)
        pos = i + len(t)
        st = stem_slot(t[0], "the day's stem")
        br = _day_branch(t[0], t[1], "the day's branch")
        if st is None or br is None or not is_day(st.value, br.value):
            if _misprint_ok(toks, closed):
                continue
            return None
        if st.variant and not closed and not days:
            return None                   # 巳 as a stem: in a group closed by 日, or after a
                                          # day of the same list (006:1140 「戊寅巳卯(巳加寅/…)」)
        days.append((st.value, br.value, i, st, br))
    return days or None


# a bare 干支 that names the 旬's head, the month's pillar or the year's (「己卯日旬首甲戌平旦」, 「月建
# 戊寅丙戌日」, 「歲次乙丑」: a round-74 red-team classic dated by the calendar, KR5a9896_000.txt:68,
# :79, bound to the 旬首 or read as a second day of a list)
_CALENDAR_BEFORE = compiled(r"(?:旬首|旬頭|月建|建|歲次|歲在|太歲在?|年)$")
_IN_XUN = compiled(r"(?P<h>甲[子戌申午辰寅])旬中?$")


# a bare 干支 counted from the cast before and asked again (「越五日癸巳，又占，寅將加酉時」, 「後五日丙戌
# 復占申將加辰時」: a round-84 red-team book of 占驗 records, KR3g9865_001.txt:93, _002.txt:67, three
# such casts unfound, their claims given to the cast before): a day, as if closed by 日; not an
# outcome's date before 又占 (「期在甲子，又占…亦同」, 「應在壬辰，再占得…」: a review of the change,
# review_round84/again_bare.txt:5, :7, read as casts and accused)
# (or its plate at once, and 占, 「越三日丙申，以未將加巳時占之」: a round-86 red-team book, KR3g9857_001.txt:
# 151-152, unfound; not a forecast's moment, 「斷其越三日己巳，巳將加午時，病當愈」: a review of the change,
# review_round87/counted_plate.txt:5, :7; but 「…，為其子占病」, 「…起課」: review_round88/counted_recast.txt:
# 5, :9 — not 「…，必有音問」, 「…，驗如所占」, 「…醫至，問之即愈」, review_round89/counted_forecast.txt:5-9)
_ASKED_AGAIN = compiled(rf"[，,、]?(?:(?:又|復|再|重)(?:來)?占|以?(?:[{BV}]|{_JN})將加?[{BV}]時"
                             rf"(?:[^，,。]{{0,3}}?(?:占|起課)|[，,](?:(?:又|復|再)?為[^，,。]{{0,3}}占|其人[^，,。]{{0,3}}(?:占|問))))")
# (or later in its sentence, 復/再/又 with 占, or its plate and 占 — not 所占 —: 「越五日辛巳，宣教臨行，復占，
# 以申將加巳時…」, 「越三日丙申，法明復來，以戌將加丑時再占」: a round-90 red-team case book kept as a diary,
# liuren_duanan_1225-1249.txt:82, :48, eleven follow-ups unfound)
# (not 「又應前占」, an outcome, nor 「可再來占之」, 「其家或再來占，亦不出此課」, forecasts: review_round91/
# counted_outcome.txt:5, :7, review_round94/days_after.txt:7 — 「其家或再為之占」, a recast, lost:
# review_round93/days_more.txt:7)
# (nor after a forecast said of the day, 「越三日己巳，信當至，其人不信，復占…」: the recast the same day's,
# review_round96/liuren_duanan_9975-9977.txt:10 — not 當事者, nor 當晚/當夜/當時 with 復/再/又…占 after it in
# its clause, review_round97/days_said2.txt:3, review_round99/days_when.txt:3-7; but 「信當日可至」, 「當晚信
# 至」 are, review_round98/date_count2.txt:5, review_round100/days_tonight.txt:3-7)
# (當日/當天 too, 「越二日戊辰，當日其人復來占」: review_round101/days_sameday.txt:3-5, liuren_duanan_9951-9954.txt:
# 32 — but not a recast refused, 「當夜信至不必再卜」, 「毋庸再卜」, :9, review_round102/days_ke.txt:7; and 可
# before arriving, 「越三日己巳，行人可歸」, :11 — not 「病少可」, 「未可知」, 「不可復待」, review_round102/
# days_ke.txt:3-9 — nor asked, 「問行人可歸否」, review_round103/days_keyi.txt:3-7)
FORECAST = (r"(?:當(?!事|[日天晚夜時刻][^，,。]{0,6}?(?<![不必勿莫未須用庸])(?:復|再|又)[^，,。]{0,3}?[占卜])"
            r"|必|應|(?<![不未])可(?=[歸至到來愈癒成解])(?![^，,。]{0,4}?[否乎耶歟]))")
_ASKED_LATER = compiled(rf"[，,](?![^，,。]{{0,4}}?{FORECAST})[^。]{{0,20}}?(?:(?<![可當宜須或])(?:復|再|又)[^，,。]{{0,3}}?(?<![所前])占"
                             rf"|以(?:[{BV}]|{_JN})將加?[{BV}]時?[^，,。]{{0,3}}?(?<!所)占)")
# (not an 應期, 「當在後五日丙戌，又占…亦同」; and 越兩日, 越二十一日, 後數日, 越旬日: a review of the change,
# review_round85/counted_again.txt:5-13)
# (nor after 以, 於, 約, 至: an outcome's words, 「病癒期以後兩日癸未，又占…」, 「雨至於後數日丁卯，再占…」, 「財
# 至約後二十一日壬寅，又占…」: a review of the change, review_round86/counted_outcome.txt:5-9)
# (the words before a count that make its day an outcome's or a forecast's: also examples._DAY_SAID)
# (and 謂/言, 「余謂越三日己巳，行人可歸」: review_round101/days_sameday.txt:11)
NOT_FORETOLD = r"(?<![在期應當以於于約至料謂言]|斷曰?[：:]?)"
_COUNTED_BEFORE = compiled(NOT_FORETOLD + r"(?:(?:越|後|過|隔)[一二三四五六七八九十兩數廿]{1,3}日"
                                r"|[一二三四五六七八九十兩數]{1,3}日後|次日|翌日|明日|越日|越旬日?)[，,、]?$")


def _bare_day_ok(text: str, m, closed: bool) -> bool:
    """A bare 干支 (no 日) is a day only when 今日 names it or a claim follows at once, and never
    before 旬 / 人 / 生, nor a lesson's two items (005:609 「三課己未四課卯巳」)."""
    after = m.end()
    if not closed and text.startswith("旬", after):
        return False                  # a 旬 named by its head (「值甲申旬空」, a red-team book)
    if closed or text.endswith(("今日", "是日", "值"), 0, m.start()):   # (是日甲子, 值甲子日)
        return True                   # 「假令今日甲子」 (KR3g0031_005.txt:92): named a day
    if DATE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
        # 「六月三十日壬申」: the 干支 of a dated day (not a birth's, 「三月廿日丁卯生」: a review of
        # the stop-56 change, review_round82/dated_days.txt:7)
        # (not 人: 「…卅日丁卯人定」, 「丁卯人來問病」, a review of the change, review_round83/
        # dated_person.txt:5, :7, casts lost)
        return not regex.match(r"生|旬", text[after:after + 1])
    if not _OPENS.match(text, after) or (m.start() > 0 and text[m.start() - 1] in "課加臨"):
        # (nor a seat's stem and the next placement's branch, 「寅加己酉加寅」: a round-86 red-team
        # book, KR3g9857_002.txt:79-81, its cast cut there)
        return False
    cal = _CALENDAR_BEFORE.search(text, max(0, m.start() - 3), m.start())
    if cal and not (cal.group(0).startswith("旬") and not DAY_WORD.search(
            text, max(0, cal.start() - 8), cal.start())):
        # (the 旬's head after the day, the month's or the year's pillar; but the day itself
        # where none was said before, 「假令九月旬首甲子平旦」: a review of the round-74 change,
        # review_round74/KR5a9874_001.txt:19)
        return False
    return not (regex.match(r"旬|生|人|年|月|時|將", text[after:after + 1])
                and not text.startswith("時加", after)
                and not regex.match(_HN, text[after:after + 2]))      # 人定


# a day an outcome happened on, not a cast's (「丙寅日果雨，蓋三傳午卯子…故也」, 「己丑日果愈，以支上戌乘天后故
# 也」: the cast's claims said again after it; a review of the change, review_round87/pre_outcome.txt:7,
# :9, read as casts that took them, one accused, and the real cast accused for the words it lost)
# (not one asked again, 「己巳日果復來，以巳將加午時…占」, 「丁亥日遂以午將加未時占之」: review_round88/
# event_recast.txt:5-9)
# (but 「己巳日果來，以末傳午…故也」, 「乙丑日果以疾卒」, 「戊子日竟再來，為人所獲」 are outcomes: review_round89/
# outcome_again.txt:5-9 — a cast asked again says its plate or 占)
# (and 「庚辰日果以戌將加未時，為其兄卜病」, 「癸未日果以申將加未時，其人携子復來問」, not 「…大雨，占者服其神」:
# review_round91/event_recast.txt:5-9; nor 「…大雨，鄉人皆來問其故」, review_round93/days_more.txt:5 — the
# asker straight after the moment; not 「…，鄰人為其兄來卜病」, review_round94/days_after.txt:5, a recast lost
# rather than 「縣官為其事問之」, 「其子為之問醫」 read as casts, review_round95/days_event.txt:3, days_event2.txt:3)
# (and 「己巳日果復來求占」, 「乙丑日竟又來，問其弟病」; not 「戊子日果以午將加申時大雨」, the outcome's moment:
# review_round90/outcome_recast.txt:5-9)
_EVENT_AFTER = compiled(rf"[，,]?(?:果|竟|遂)(?!(?:復|又|再)來?[，,]?(?:[^，,。]{{0,4}}?(?:占|問|卜)|(?:以|為[^，,。]{{0,4}})?[{BV}]將)"
                             rf"|來?[，,]?(?:以|為[^，,。]{{0,4}})?(?:[{BV}]將加?[{BV}]?時?[，,]?(?:為[^，,。]{{0,4}}|其人[^，,。]{{0,4}}"
                             rf"|[^，,。]{{0,2}})(?:占(?![者驗])|卜(?![者之])|問|起課)|占))")


def _day_group(text: str, m) -> DayGroup | None:
    if _EVENT_AFTER.match(text, m.end()):
        return None
    days = _read_days(text, m)
    closed = bool(m.group("ri")) or bool((_ASKED_AGAIN.match(text, m.end()) or _ASKED_LATER.match(text, m.end()))
                                         and _COUNTED_BEFORE.search(text, max(0, m.start() - 10), m.start()))
    if days is None or not _bare_day_ok(text, m, closed):
        return None
    at = m.start()
    if len(days) > 1 and _CALENDAR_BEFORE.search(text, max(0, at - 3), at):
        days, at = days[1:], days[1][2]     # (「月建戊寅丙戌日」: the month's pillar, then the day)
    start, pre = _prefix(text, at)
    g = DayGroup(start, at, m.end(), [(s, b, i) for s, b, i, _, _ in days], [],
                 closed=closed, pre=pre, counted=bool(m.group("ri")) and m.group("ri") != "日")
    for k, (_, _, _, st, br) in enumerate(days):
        name = f"day{'' if len(days) == 1 else k}"
        g.glyphs.append([(name, st), (name, br)])
    return g


def _stem_group(text: str, m) -> DayGroup | None:
    stems = m.group("stems").replace("六", "")   # 「六丁六己日」 (001:15)
    if m.group("lost") and len(stems) != 1:
        return None
    sts = []
    for k, ch in enumerate(stems):
        sl = stem_slot(ch, "a day's stem")
        if sl is None or (ch in "巳已" and k == 0):
            return None
        sts.append(sl)
    if not sts:
        return None
    start, pre = _prefix(text, m.start("six") if m.group("six") else m.start("stems"))
    xun = _IN_XUN.search(text, max(0, m.start() - 5), m.start())
    if xun and len(sts) == 1 and not m.group("six"):
        # (the stem's day in the 旬 named before it, 「甲戌旬中丁日」: 丁丑, a round-74 red-team
        # classic, KR5a9896_000.txt:72, `underdetermined` as a stem alone)
        d = day_name(parse_day(xun["h"]) + STEMS.index(sts[0].value))   # (its head a 甲 day)
        start, pre = _prefix(text, xun.start())
        return DayGroup(start, m.start(), m.end(), [(d[0], d[1], m.start("stems"))],
                        [[("day", sts[0])]], pre=pre)
    return DayGroup(start, m.start(), m.end(),
                    [(s.value, None, m.start("stems") + k) for k, s in enumerate(sts)],
                    [[("stem", s)] for s in sts], stems_only=True, six=bool(m.group("six")),
                    pre=pre)


_SAME_AFTER = compiled(r"[^，。；]{0,2}?(?:不同|同|異)")


def _compared(text: str, g) -> bool:
    """A day named to compare the cast with, not a cast: 「丙子日卯時子將與甲子日同三傳午卯子」."""
    return text[g.days_start - 1:g.days_start] == "與" and bool(_SAME_AFTER.match(text, g.end))


def _dun_gan(text: str, g) -> bool:
    """The 三傳's 遁干 written with their branches, not days: 「三傳巳寅亥…遁干癸巳庚寅丁亥晝占…」
    (a round-24 red-team 賦, KR3g9956_001.txt:101: read as days they shared the 晝占 generals)."""
    return bool(regex.search(r"遁(?:干|得)?(?:為|是|乃)?$", text[max(0, g.days_start - 4):g.days_start]))


# a 六X日 heading, a word or two (伏吟, 返吟課), then its days listed without 日 (a red-team
# book: 「六乙日伏吟乙丑乙卯乙巳乙未乙酉乙亥皆以辰加乙為用三傳辰戌未」)
# (and a note after the word: 「六乙日伏吟(月將加本時也)乙丑乙卯…」, another red-team book)
_SIX_QUAL = compiled(rf"[^，。；：、（）\s{_SX}{BV}]{{0,4}}(?:（[^（）]{{0,14}}）)?[，：]?")
_SIX_LIST = compiled(rf"{_D}(?:、?{_D}){{2,}}")


def _six_list(text: str, g: DayGroup) -> DayGroup:
    """A 六X日 heading followed by its days, listed without 日: one list of days, each with the
    words after the list and the heading's own (伏吟); the listed days (all but one of the
    heading's stem: a misprint stays to be checked) are blanked out of its words."""
    q = _SIX_QUAL.match(text, g.end)
    m = _SIX_LIST.match(text, q.end())
    if not m:
        return g
    days = []
    for t in _tokens(m.group(0)):
        i = text.index(t, m.start() if not days else days[-1][2] + 2)
        st, br = stem_slot(t[0], "the day's stem"), _day_branch(t[0], t[1], "the day's branch")
        if st is None or br is None or st.variant or not is_day(st.value, br.value):
            return g
        days.append((st.value, br.value, i, st, br))
    if sum(d[0] != g.days[0][0] for d in days) > 1 or len(days) > 6:
        return g
    return DayGroup(g.start, g.days_start, g.end, [(s, b, i) for s, b, i, _, _ in days],
                    [[(f"day{k}", st), (f"day{k}", br)] for k, (_, _, _, st, br) in enumerate(days)],
                    pre=g.pre, counted=True, blank=(m.start(), m.end()))


# the day written the old way, its stem (日) and its branch (辰) said apart: 「日在庚，辰在午」, 「以壬為日，
# 以申為辰」 (a round-69 red-team classic in the oldest notation, KR5a9906_000.txt:67, :75: unfound; 「日甲
# 辰子」 and 「乙日亥辰」 are read by vocab.normalise)
_APART = compiled(rf"日在([{STEMS}])[，、]?辰在([{BV}])|以([{STEMS}])為日[，、]?以([{BV}])為辰")


_APART_SUPPOSED = compiled(r"(?:若|如|設|倘|假使|與)$")


def _apart_group(text: str, m) -> DayGroup | None:
    if _APART_SUPPOSED.search(text, max(0, m.start() - 2), m.start()) or text.startswith("者", m.end()):
        return None     # (「若以庚為日…則…」, 「此與日在庚，辰在午者不同」: review_round70/rv70_oldday.txt)
    st = stem_slot(m.group(1) or m.group(3), "the day's stem")
    br = _day_branch(st.value if st else "", m.group(2) or m.group(4), "the day's branch")
    if st is None or br is None or not is_day(st.value, br.value):
        return None
    start, pre = _prefix(text, m.start())
    return DayGroup(start, m.start(), m.end(), [(st.value, br.value, m.start())],
                    [[("day", st), ("day", br)]], pre=pre)


# a branch's day in the 旬 named before it (「甲申旬中酉日」: 乙酉, a round-75 red-team classic,
# KR5a9894_000.txt:102, not found): the 旬's one day of that branch
_XUN_BRANCH = compiled(rf"(?P<h>甲[子戌申午辰寅])旬中?(?P<b>[{BV}])日")


def _xun_branch_group(text: str, m) -> DayGroup | None:
    br = branch_slot(m["b"], "the day's branch")
    if br is None:
        return None
    k = (BRANCHES.index(br.value) - BRANCHES.index(m["h"][1])) % 12
    if k >= 10:
        return None                     # (the 旬's two empty branches: no day of it)
    d = day_name(parse_day(m["h"]) + k)
    start, pre = _prefix(text, m.start())
    return DayGroup(start, m.start("b"), m.end(), [(d[0], d[1], m.start("b"))],
                    [[("day", br)]], pre=pre)


def day_groups(text: str) -> list[DayGroup]:
    """Every day group of a text, in order, none overlapping another."""
    out = [_six_list(text, g) if g.six and len(g.days) == 1 else g
           for m in _group_matches(text)
           for g in [(_day_group if m.group("days") else _stem_group)(text, m)] if g
           and not _compared(text, g) and not _dun_gan(text, g)]
    if "旬" in text:
        out += [g for m in _XUN_BRANCH.finditer(text) if (g := _xun_branch_group(text, m))]
    if "辰在" in text or "為辰" in text:
        out += [g for m in _APART.finditer(text) if (g := _apart_group(text, m))
                and not _compared(text, g) and not _dun_gan(text, g)]
    blanks = [g.blank for g in out if g.blank]
    out = [g for g in out if not any(a <= g.days_start < b for a, b in blanks)]
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
