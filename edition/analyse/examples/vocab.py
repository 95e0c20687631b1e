"""The words of running text (六壬大全, Kanripo ``KR3g0031``, and any text read like it): the
vocabulary the day groups (:mod:`.days`) and the claim forms (:mod:`.grammar`) are written in,
and the slots a printed branch or stem is read through.

**Glyphs in stem and branch slots** (engine/lexicon.py, ``../shared/witnesses/README.md``):
variants are read silently (夘/邜 = 卯; 𫝊 = 傳, 尅/剋 = 克 in the wording); readings are read
and recorded in the claim ``glyphs`` (``{field, printed, read, evidence}``): 已 = 巳, 己 = 巳
and the look-alike of 戌 in a branch slot, 戊 = 戌 in a 傳 slot, 巳/已 = 己 in a stem slot (a
day's stem, 第一課's lower).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine import lexicon as lx
from engine.generals import GENERAL_NAMES

from .model import CLAIM_KEYS
from edition.core.patterns import compiled

# The vocabulary is engine/lexicon.py's (one registry, one policy per glyph and use); these are
# its views for running text.
STEMS = lx.STEMS
BRANCHES = lx.BRANCHES
# glyphs of a branch slot read as a branch (variants, read silently; readings, reported):
# printed → read; 己 (a stem too) is handled apart
BRANCH_VARIANTS = {a: b for a, b in lx.glyphs("branch", "variant", "reading").items()
                   if a not in STEMS}
BV = BRANCHES + "".join(BRANCH_VARIANTS)          # a branch as printed (己 handled apart)
# a stem as printed: a stem, or a glyph of a stem slot read as one (巳/已 → 己, a reading)
SV = STEMS + "".join(a for a in lx.glyphs("stem", "variant", "reading") if a not in STEMS)
# a glyph only a stem slot reads, no branch (景, the Tang taboo of 丙: engine/lexicon.py)
STEM_ONLY = "".join(a for a in SV if a not in STEMS and lx.branch_of(a) is None)
# a day said with its 日 (「丁卯日」): where another cast's words begin, read by the readers that ask
# whether a line or a note names a day (.qa, .variants, .patch, .printout, .twocolumn)
DAY_SAID = compiled(rf"[{STEMS}][{BRANCHES}]日")
# (and with the branches' variants: 「丁夘日」)
DAY_WORD = compiled(rf"[{STEMS}][{BV}]日")
# the 月將 by their names as running text writes them, with the early notation's single 魁 and
# 罡 (黃帝授三子玄女經 KR5a0297_000.txt:66 「魁加丑」), which name a branch alone but not inside
# 「魁罡」 (:55: which one is meant is not written)
JIANG_NAMES = {w: BRANCHES[b] for w, b in lx.jiang_names().items()}
# (not the 魁 of 從魁/河魁/天魁, nor the 罡 of 天罡, when a match begins inside the name; nor
# after a Kanripo code, which may be the name's first character: 「&KR0025;魁臨亥」 in a red-team
# WYG witness, its code for 從: 從魁 read as the lone 魁, 河魁, accused a correct cast)
_ALONE = {"魁": "(?<![罡從河天;])魁(?!罡)", "罡": "(?<![魁天;])罡(?!魁)"}
_JN = "|".join(_ALONE.get(n, n) for n in sorted(JIANG_NAMES, key=len, reverse=True))
# a 將 written that is no 將 (a review of the round-22 change): 「其子將赴省試」 (his son is to go),
# 「未將」 before a verb (not yet); read alike by the grammar's form jiang and a case header's lines
NOT_JIANG_BEFORE = "其之"
NOT_JIANG_VERBS = "赴往至行出來要欲去入歸到"
# a month as running text writes it before a day or an hour: 正月 … 十二月, 冬月, 臘月, and by its
# season 孟春 … 季冬 (月 optional; engine/lexicon.py SEASON_MONTHS)
# a solar term (engine/lexicon.py SOLAR_TERMS: 「春分後」 gives the 將 戌)
TERM_W = "(?:" + "|".join(sorted((w.word for w in lx.SOLAR_TERMS), key=len, reverse=True)) + ")"
# a month by its number (正月 … 十二月, 冬月, 臘月)
MONTH_NUM_W = r"(?:正|十一|十二|冬|臘|[一二三四五六七八九十])月"
# (or by its pipe, 「律中姑洗」, 「夾鍾之月」: engine/lexicon.py PITCH_MONTHS; not a pipe alone,
# 「重於大呂」, nor a sound's, 「聞鐘聲律中黃鍾」: a review of the change, review_round75/KR5a9875_000.txt:25)
_PIPE = "|".join(lx.PITCH_MONTHS)
MONTH_W = (rf"(?:{MONTH_NUM_W}|[孟仲季][春夏秋冬]月?"
           rf"|建[{BRANCHES}]之月|斗建[{BRANCHES}]|(?<![聲音鳴樂])律中(?:{_PIPE})(?:之月)?|(?:{_PIPE})之月)")
# a month by its season as a branch, in a plate's slot (「仲秋加仲夏」 = 酉加午, KR3g0031_006.txt:1061)
MONTH_BRANCH_NAMES = {w: BRANCHES[b] for w, b in lx.month_branch_names().items()}
_MN = "|".join(MONTH_BRANCH_NAMES)
GENERALS = {w: GENERAL_NAMES[i] for w, i in lx.general_names("prose").items()}
# with the short forms running text reads (the unambiguous ones: engine/lexicon.py SHORT_GENERALS)
GENERAL_ABBR = {w: GENERAL_NAMES[i] for w, i in lx.general_names("prose_short").items()}
_GFULL = "|".join(sorted(GENERALS, key=len, reverse=True))
_GABBR = "|".join(sorted(GENERAL_ABBR, key=len, reverse=True))
# after 乘 a general is expected, and every short form is one (「乘空臨水」 KR3g0031_002.txt:321,
# 「若乗陰、六、玄、后」 002:147): the five running text does not read elsewhere (作合, 作空亡, 作陰私,
# 作六害, 作元吉: engine/lexicon.py SHORT_GENERALS) are read there too, unless the word they open
# follows (空亡, 陰神, 陰私, 陰日, 六害, 六儀, 元吉 …)
GENERAL_CHENG = {w: GENERAL_NAMES[i] for w, i in lx.general_names("cell").items()}
_AFTER_CHENG_NOT = {"空": "亡", "陰": "神私日陽氣", "六": "害儀親甲丁", "元": "吉首辰", "合": "局"}
# nor when another general's short form follows: a list of kinds (「乘陰合主奸」, 「巳上乘合龍貴」
# KR3g0031_003.txt), not the general of one branch
_SHORT_ALL = "".join(w.word for w in lx.SHORT_GENERALS)
# (nor 后 before a count, 後 in simplified script: 「將得后二」, a general named by its place from
# 天一, a review of the round-79 change, review_round79/KR5a9880_000.txt:18, read 天后 and accused;
# but 天后 before a count of days, 「末乘后二日内至」, review_round80/hou_count.txt:11)
_GCHENG = "|".join([_GFULL] + [f"(?:{_GABBR})(?![{_SHORT_ALL}])(?!(?<=后)[一二三四五六](?![日天時月年]))"]
                   + [f"{w}(?![{nxt}{_SHORT_ALL}])" for w, nxt in _AFTER_CHENG_NOT.items()])
# the 六親 by their names (engine/lexicon.py LIU_QIN: 父母 兄弟 子孫 妻財 官鬼), and the one-character
# words running text writes for them before a branch (「發用財申，中傳鬼丑」; not 子, 孫, 妻)
QIN_W = "|".join(w.word for w in lx.LIU_QIN if w.form == "name")
QIN_SHORT = "財鬼官父兄"
# wording variants, one character for one (offsets are kept): read, never reported
WORDING = str.maketrans(lx.wording())
# what a machine conversion to traditional writes (幹 for 干: engine/lexicon.py, use ``machine``),
# read as the character it stands for in its slots only (幹上, 遁幹); no search fold
_MACHINE = lx.glyphs("machine")
_MACHINE_SLOT = compiled(rf"(?<![樹才骨主枝軀能])[{''.join(_MACHINE)}](?=上)"
                              rf"|(?<=遁)[{''.join(_MACHINE)}]")
# the twelve double-hours by their names (時加雞鳴 000:56, 時加日出 000:58)
HOUR_NAMES = {w: BRANCHES[b] for w, b in lx.hour_names().items()}
# (a night watch only as the cast's hour: after 將 or 交, or before 占/時/將, a 點 or 初 between,
# or a note: 「申將四更」, 「二更占」, 「三更二點（…）占」 — not an event's time, 「一更失物，亥時…」,
# 「三鼓賊入其室」, 「五更天」: a review of the round-80 change, review_round80/geng_hours.txt:5, :7, :13)
_WATCH = "|".join(sorted((w for w in HOUR_NAMES if w[-1] in "更鼓"), key=len, reverse=True))
_HN = "|".join(sorted((w for w in HOUR_NAMES if w[-1] not in "更鼓"), key=len, reverse=True)) + (
    rf"|(?<=[將交])(?:{_WATCH})|(?:{_WATCH})(?=(?:初|[一二三四五]點)?(?:[（(][^）)]*[）)])?[占時將])")


# the 天一's 治 written under a taboo (理: engine/lexicon.py, use ``course``), in its clause: 「天一晝理
# X臨Y」, 「天一夜理」, and its course after its seat, 「…臨戌順理」
_COURSE = lx.glyphs("course")
# (in the clause only: not 「天乙在登明臨寅，逆理者凶」, 「…順理之人」, the words, a review of the round-79
# change, review_round79/li_tianyi.txt:5, :11, a correct cast accused)
_TABOO_COURSE = compiled(rf"(?:(?<=天[乙一][晝夜旦暮]?)|(?<=天[乙一][^。；，、]{{1,10}}?[順逆]))"
                              rf"[{''.join(_COURSE)}](?![者之而事])")


# a scribe's repetition mark, the character before it written again (「甲子日々上見戌」 日日上, 「三傳亥戌々」
# 亥戌戌, 「巳丑〻」, 「巳丑ゝ」: a round-82 red-team manuscript, KR3g9873_001.txt:25, :48, :64,
# KR3g9873_002.txt:94, each 三傳 unread and its cast `partial`)
_REPEAT = "々〻ゝ"


def _repeated(t: str) -> str:
    out = list(t)
    for i in range(1, len(out)):
        if out[i] in _REPEAT and "\u3400" <= out[i - 1] <= "\u9fff":
            out[i] = out[i - 1]
    return "".join(out)


def normalise(text: str) -> str:
    """The wording of ``text`` with its variant characters read, and the old names of the three
    傳 where they name one (same length: offsets hold)."""
    t = text.translate(WORDING)
    if any(c in t for c in _REPEAT):
        t = _repeated(t)
    if any(c in t for c in _MACHINE):
        t = _MACHINE_SLOT.sub(lambda m: _MACHINE[m.group(0)], t)
    if "天" in t and any(c in t for c in _COURSE):
        t = _TABOO_COURSE.sub(lambda m: _COURSE[m.group(0)], t)
    if "端" in t or "易" in t or "計" in t or "计" in t:
        t = _OLD_NAME.sub(_old_name, t)
    if "發用" in t:
        t = _FA_YONG_FIRST.sub("初傳", t)
    if "中見" in t or "末歸" in t:
        t = _MID_END_SEEN.sub(lambda m: m.group(1)[0] + "傳", t)
    if "辰" in t:
        t = _DAY_APART.sub(_day_apart, t)
    if "也" in t or "則" in t:
        t = _topicalised(t)
    if "其傳" in t:
        t = _ITS_COURSE.sub("三傳", t)
    return t


# the oldest notation's 三傳 as a bare list of three 神名, 「其傳勝先太衝神后」: read as 「三傳勝先太衝神后」 (a
# round-102 red-team classic, KR5a9841_001.txt:32, thirty 三傳 unread, a planted 中傳 `agrees`); not another
# day's, 「與丙子日日出相反，彼其傳傳送天罡神后」 (review_round107/wenda_yongwen.txt:11, a cast of its own made
# and accused). (「天一治X，臨Y，」 with its commas stays unread: read, the other half's 「天一治小吉，臨寅，
# 順行，暮治也」 accused correct casts, review_round107/wenda_yongwen.txt:3, shufei_prose.txt:3)
_ITS_COURSE = compiled(rf"(?<![彼他前後])其傳(?=(?:{_JN}){{3}})")


# a claim said as a topic and its comment (a 疏's manner: 「干上所見，子也」, 「支上之神，申也，乘青龍」, 「初傳者，
# 戌也。其所乘者，六合也」, 「其中，午也，乘白虎」, 「初傳所乘者，玄武也」, 「為用者午」, 「其三傳則辰、申、子也」: a
# round-100 red-team 疏, KR3g9843_001.txt:23-60, every claim unread and five planted slips missed) — read
# as the plain form (「干上子」, 「支上申乘青龍」, 「初傳戌乘六合」, 「中傳午乘白虎」, 「初傳玄武」, 「初傳午」,
# 「三傳辰、申、子」), the same length (the rest padded with 「　」)
_B1 = rf"(?:{_JN}|[{BV}])"
_G1 = rf"(?:{_GFULL})"
_OPEN = r"(?<=^|[，。；：、\s也])"         # (也 too: unpunctuated, 「…卯也其中酉也乘勾陳」, KR3g9843_002.txt)
_TOPICS = (
    (compiled(rf"(?P<k>[干支日辰]上)(?:所見|所得|之神)[，,]?(?P<x>{_B1})也(?:[，,]?(?P<g>乘{_G1}))?"),
     lambda m: m["k"] + m["x"] + (m["g"] or "")),
    (compiled(rf"(?<![為作以取])(?P<k>[初中末]傳)者[，,]?(?P<x>{_B1})也"
                   rf"(?:[，,。]?(?:其?所乘者?[，,]?(?P<g>{_G1})也|乘(?P<h>{_G1})))?"),
     lambda m: m["k"] + m["x"] + ("乘" + (m["g"] or m["h"]) if m["g"] or m["h"] else "")),
    # (after the 用 or a 傳 just said, no 四課 between: not 其中 "among them", 「四課上神午未卯辰，其中，卯也」,
    # review_round103/liuren_duanan_9807-9809.txt:21)
    # (nor straight after a list of 干上/支上, 「為用者辰…；干上午，支上卯，其中，卯也」: review_round104/
    # liuren_duanan_9787-9790.txt:3 — but 「辰上之神，天罡也。其中，功曹也」 is the 中傳, KR5a9843_001.txt:106)
    # (nor after a 干上X/支上X said after the 用 at all, 「干上巳，支上子，二神皆吉，其中，子也」: review_round105/
    # liuren_duanan_9770-9772.txt:3 — but 「其中，戌也，干上之神也，…其末，辰也」, KR3g9843_001.txt:142)
    (compiled(rf"(?<=(?:[初中]傳|為用|用者|所乘)(?:(?![干支]上{_B1})[^四課]){{0,30}})(?<![干支日辰]上(?:{_B1})[，、,]?)"
                   rf"{_OPEN}其(?P<k>[中末])[，,]?(?P<x>{_B1})也"
                   rf"(?:[，,]?乘(?P<g>{_G1}))?"),
     lambda m: m["k"] + "傳" + m["x"] + ("乘" + m["g"] if m["g"] else "")),
    # (「其中乘太常，其末乘貴人」 after the 三傳 just said: theirs — not 其中 "among them" elsewhere, nor
    # 「其中乘青龍者，午也」, review_round103/liuren_duanan_9810-9813.txt:12)
    (compiled(rf"(?<=(?:三傳|[初中末]傳)[^。]{{0,16}})其(?P<k>[中末])乘(?P<g>{_G1})(?!者)"),
     lambda m: m["k"] + "傳" + m["g"]),
    (compiled(rf"{_OPEN}(?P<k>[初中末])傳?之?所乘者?[，,]?(?P<g>{_G1})也"),
     lambda m: m["k"] + "傳" + m["g"]),
    # (not 「舊注以為用者神后，非也」: another's, a round-101 red-team classic, KR5a9843_001.txt:179)
    (compiled(rf"(?<!以)為用者(?P<x>{_B1})(?:[，,]?(?:其?所乘者?[，,]?(?P<g>{_G1})也|乘(?P<h>{_G1}))|(?=[。，,；也]))"),
     lambda m: "初傳" + m["x"] + ("乘" + (m["g"] or m["h"]) if m["g"] or m["h"] else "")),
)
_THEN_THREE = compiled(r"其?三傳則(?=[\p{Han}])")


# (not another's word refused, 「或曰初傳者，巳也，非也」: left as written, review_round103/topic_said.txt:3, read
# as an alternative cast)
# (and a disciple's, refused a few words on, 「門人周生謂初傳者，巳也，先生曰：不然」: review_round104/
# liuren_duanan_9787-9790.txt:21)
# (非 of 是非 refuses too, and 誤 of 恐誤, and any 謂 is another's word: 「初傳者，巳也，…主口舌是非」 and
# 「邵先生謂末傳者，酉也」 then leave their slips unread, review_round105/liuren_duanan_9770-9772.txt:12, :21,
# but read, 「是非初傳，乃中傳也」, 「門人所謂初傳者，酉也」, 「術士李先生謂初傳者，午也」 and 「初傳者，巳也，恐誤，
# 當是辰」 accused correct casts: review_round106/liuren_duanan_9747-9749.txt:37, 9753-9755.txt:12,
# review_round107/liuren_duanan_9730-9732.txt:3, :12)
_TOPIC_REFUSED_AFTER = compiled(r"[，,]?[^。；]{0,8}?(?:非|誤|不然|不是)")
_TOPIC_OTHERS = compiled(r"(?:或(?:曰|云|謂|以)|舊注|舊說|俗|諸家|人皆|謂|以為)[^。；，]{0,4}$")


def _topicalised(t: str) -> str:
    for rx, plain in _TOPICS:
        t = rx.sub(lambda m, plain=plain: _plain_topic(m, plain), t)
    return _THEN_THREE.sub(lambda m: "　" * (len(m.group(0)) - 2) + "三傳", t)


def _plain_topic(m, plain) -> str:
    """The plain form of the topic ``m`` (``plain``), padded to its length; the words as written
    where they are refused after or said of another."""
    t = m.string
    if _TOPIC_REFUSED_AFTER.match(t, m.end()) or _TOPIC_OTHERS.search(t, 0, m.start()):
        return m.group(0)
    w = plain(m)
    return w + "　" * (len(m.group(0)) - len(w))


# the day written the old way, its stem (日) and its branch (辰) apart: 「日甲辰子」, 「乙日亥辰」 — read as
# 「甲子日，」, 「乙亥日，」 (same length; 「今日丙辰寅」, 丙寅 in the book, stays 丙辰: 今日 writes the day
# whole elsewhere), where stem and branch make a day and no hour, 將 or seat follows (a round-69 red-team
# classic in the oldest notation, KR5a9906_000.txt:58, :62, :71: nineteen casts unfound)
# (not after 今: 「今日甲辰午正」, 「今日甲辰寅卯空」 are the day 甲辰, a review of the change,
# review_round69/rv69_oldday.txt:3, :5; nor before an hour's 正/初/刻 or another branch)
_DAY_APART = compiled(rf"(?:(?<=^|[，。；：\s令月])日([{STEMS}])辰|([{STEMS}])日(?=[{BRANCHES}]辰))"
                           rf"([{BRANCHES}])(辰)?(?![時將加臨上見得為日正初刻空{BRANCHES}])")


def _day_apart(m) -> str:
    stem = m.group(1) or m.group(2)
    if bool(m.group(1)) == bool(m.group(4)) or not is_day(stem, m.group(3)):
        return m.group(0)
    return stem + m.group(3) + "日，"


# (nor a day or an hour after it, 「末歸亥日到家」, 「中見卯日當至」: a review of the round-65 mends,
# review_round65b/rv65b_seen_case.txt:10, :28, correct cases accused)
_NOT_A_TRANSMISSION = "定成決遂可知能必曾嘗時日月年刻之孫息女"
# what follows a word that names a 傳 (its 六親, its 遁干, the branch or 神名), not a word of another sense
_NAMES_A_BRANCH = (rf"(?:{QIN_W})?(?:[{STEMS}](?=[{BV}]))?(?:{_JN}|[{BV}])"
                   rf"(?![{_NOT_A_TRANSMISSION}])")
# 「中見X」, 「末歸X」 opening a clause: the 中傳 and the 末傳 (「發用乘天后；中見官鬼寅木作玄武，末歸父母巳火
# 乘白虎」, a round-64 red-team case book, liuren_duanan_741-765.txt:118, its planted 中 unread)
_MID_END_SEEN = compiled(rf"(?<=^|[，。；、：\s])(中見|末歸)(?={_NAMES_A_BRANCH})")


# 發用 before the branch it names is the 初傳 (「以日論之，發用官鬼午火乘貴人，中傳…」, a review of the
# dd5e624 change, review_round65/rv65_other_basis.txt:7: unread, a planted 六親 after it missed);
# opening its clause only (not 「申加午發用申」 KR3g0031_001.txt, the 用 named before and said again;
# nor 「兄弟寅乘白虎發用官鬼申乘螣蛇為中傳」 unpunctuated, a round-61 red-team book, KR3g9919_002.txt:26)
_FA_YONG_FIRST = compiled(rf"(?<=^|[，。；：\s])發用(?={_NAMES_A_BRANCH})")


# the old names of the three 傳 (engine/lexicon.py OLD_TRANSMISSION_NAMES: 發端 初傳, 移易 中傳,
# 歸計 末傳), read as the words of today where they name one: before the branch they name (「發端天罡」,
# 「歸計在神后」; not 「歸計未定」, 「歸計已成」, their ordinary sense), after 為/以 (「以太一為發端」) or
# after the branch (「神后發端」 = 神后發用, 「登明移易」). Not 「病之發端在飲食」, 「移易其居」 (a round-62
# red-team classic in the oldest notation, KR5a9916: its 傳 were unread, three planted slips agreed).
# 歸計 before its branch is the oldest notation's 終 (「…移易Y歸計Z將得G」: G the 用's as likely as the
# 終's, grammar gen_after_end), written 「，終」 (「　，終」 for 歸計在).
_OLD_WORDS = {w.word: w.value for w in lx.OLD_TRANSMISSION_NAMES}
_OLD_W = "|".join(_OLD_WORDS)
# (not after 之, 「事之發端已虛」, nor before 已, already: a round-63 red-team case book,
# liuren_duanan_716-740.txt:14, where 已 was read 巳 and a correct case accused; and by its 門, as
# 六壬斷案 names them, 「歸計門見酉乘玄武」, 「發端門申作白虎」, :128, :211)
_OLD_NAME = compiled(
    rf"(?|(?<![之的])(?P<w>{_OLD_W})(?P<z>在|門見?)?(?P<f>)(?=(?:{QIN_W})?"
    rf"(?:[{STEMS}](?=[{BV}]))?(?:{_JN}|[{BV}])"
    rf"(?<!已)(?![定成決遂可知能必曾嘗時之{BV}孫息女]))"
    rf"|(?<=[為为以])(?P<w>{_OLD_W})|(?<=(?:{_JN}|[{BV}]))(?P<w>{_OLD_W})(?P<b>))")


def _old_name(m) -> str:
    i = _OLD_WORDS[m["w"]]
    z = m["z"] or ""
    if m["f"] is not None and i == 2 and z in ("", "在"):
        return "　，終" if z else "，終"       # (the oldest notation's 終: see above)
    if m["b"] is not None and i == 0:
        return "發用"                          # (「神后發端」)
    word = "初中末"[i] + "傳"
    if m["f"] is None and word in m.string[max(0, m.start() - 5):m.start()]:
        return m["w"]       # (「末傳午為歸計」 names the 末傳's 門, KR3g9948_001.txt:30: nothing more)
    return {"": word, "在": word + "是", "門": word + "是", "門見": "　" + word + "見"}[z]


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
    if s in JIANG_NAMES or s in MONTH_BRANCH_NAMES:
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



LODGING = dict(zip(STEMS, "寅辰巳未巳未申戌亥丑"))   # 寄宮 (001:12 「甲課寅兮乙課辰…」)


def ordered(c: dict) -> dict:
    """A claim set in the order of :data:`.model.CLAIM_KEYS` (how it is written to the TEI)."""
    return {k: c[k] for k in CLAIM_KEYS if k in c}


# the names of the methods and their kinds a table's row or a 課名 cell says (grammar's form
# transmissions_row; .columns: a 課名 column's cell that names none is no claim, 「王甲」 under 「Name」,
# a review of the round-36 change, tests/data/review_round36/t1_tables.txt:6)
METHOD_NAMES = ("(?:元首|重審|知一|比用|涉害|見機|察微|遙克|遥克|蒿矢|彈射|昴星|虎視|冬蛇|別責|八專|伏吟|返吟"
                "|自任|自信|杜傳|無依|無親|連茹|進茹|退茹)")
