"""The editors' notes that propose another reading of a word before them (「（午一本作子）」,
「（神后當作登明）」, 「（按此條末傳當作子）」): their patterns (read by :mod:`.variants`, which applies
them to the casts), and their spans, which the readers of running text skip (:func:`blank`): a
note between a 傳 and its general (「終神后（神后當作登明）將得勾陳」, a round-25 red-team classic in
the oldest notation) does not cut the cast's words."""
from __future__ import annotations

import regex

from .vocab import _GFULL, _HN, _JN, _SHORT_ALL, BV, DAY_WORD, JIANG_NAMES, MONTH_W, STEMS, normalise
from edition.core.patterns import compiled

# the corrector's hands a transcription marks (〔朱改：X〕, 〔墨改：X〕; 〔校改：X〕, an editor's, and a
# document's tracked change, edition.encode.office), read as notes 「（午朱改子）」: .diplomatic
# (and 旁改, a hand beside the line: 「三傳申戌午(旁改作子)」, a round-82 red-team manuscript,
# KR3g9873_001.txt:89, its misprint the hand corrects left as the print's)
HANDS = ("朱改", "墨改", "校改", "旁改")
_HAND = "|".join(HANDS)
# a word a note may name: a branch, a 神名, a general
NOTE_WORD = rf"(?:{_GFULL}|{_JN}|[{BV}])"
# (the word quoted, and a look-alike named: 「三傳戌末酉（“末”當作“未”）」, a red-team course book)
_Q = "[“”\"「」『』]?"
VARIANT_NOTE = compiled(
    # (and the word after 一本: 「將乃貴人、天后、太陰（一本太陰作太常）」, a round-28 red-team book,
    # KR3g9946_002.txt:44)
    # (and a corrector's hand, 「（朱改作未）」: .diplomatic)
    rf"（(?P<xa>{NOTE_WORD})?(?:一本|一作|別本|别本|他本|又本|俗本|{_HAND})(?:(?P<xb>{NOTE_WORD})作|作?)"
    rf"(?P<alt>{NOTE_WORD})）"
    # (and 疑當作, and more said after it in the note: 「（「申」疑當作「寅」。按：酉加辰，寅加酉…）」, a
    # round-67 red-team 校注本, KR3g9907_001.txt:69, 「(寅疑當作丑按干上見午…)」 002:49: accused as
    # new errors, the notes unread)
    rf"|（(?:臣等謹?案|案|按)?{_Q}(?P<x>{NOTE_WORD}|\p{{Han}}){_Q}字?(?:疑當?[作為]|疑|當作|當為|應作|恐是|恐係)"
    rf"{_Q}(?P<y>{NOTE_WORD}){_Q}(?:字?之(?:訛|誤|譌))?(?:也)?"
    # (not one the editor takes back, 「…今仍其舊」: a review of the change, review_round68/rv68_notes.txt:3)
    rf"(?![^（）]*(?:仍其舊|仍舊|不改|姑仍|未敢|存疑))(?:[。，；按][^（）]*"
    # (or the copyist's slip it was, straight after: 「（白虎當作青龍傳寫誤也）」, a round-84 red-team
    # classic, KR5a9886_001.txt:89-90, 「（六合當作句陳傳誤）」, KR5a9970_000.txt:179, 「（寅當作卯舊本
    # 誤）」, review_round85/note_reasons.txt:7; not a note refusing the reading, 「（白虎當作天后者誤）」,
    # 「…之說誤也」, 「…亦誤」, 「…舊注誤」: a review of the change, review_round84/note_tails.txt:5-13)
    rf"|(?:傳寫|傳鈔|傳抄|轉寫|鈔寫|抄寫|刊刻|刻本|舊本|舊刻|原本|底本|涉上|涉下|涉前|涉後|形似|形近|字形相近"
    rf"|音近|筆|傳)(?:而|之)?[誤訛譌]也?)?）"
    # (a general's one character for another: 「中小吉將得天后（后一作空）」, a red-team classic,
    # KR5a9958_000.txt:236: 天空; the printed character found in the word before)
    rf"|（(?P<xs>[{_SHORT_ALL}])(?:一本|一作|別本|别本|他本|又本|{_HAND})作?(?P<ys>[{_SHORT_ALL}])）"
    # (a day's stem the corrector's hand changed, 「丙〔朱改：戊〕寅日」 read 「丙寅日…（丙朱改戊）」:
    # .diplomatic; a review of the round-39 change found it read as the hand has it, and accused)
    rf"|（(?P<xs>[{STEMS}])(?:{_HAND})(?P<ys>[{STEMS}])）"
    # (a day of a list, 「丁未④」 with the endnote 「「丁未」，諸本同。以例推之，當作「乙未」」 read 「（丁未當作
    # 乙未）」: a round-75 red-team 點校本, KR3g9893_002.txt:27, .markdown.note_of)
    rf"|（{_Q}(?P<xs>[{STEMS}][{BV}]){_Q}(?:當作|當為|應作|疑當作){_Q}(?P<ys>[{STEMS}][{BV}]){_Q}）")


# a note that says a word is printed once too often (「三傳子寅寅辰（下「寅」字衍。）」, a round-67 red-team
# 校注本, KR3g9907_001.txt:54-55: the doubled 寅 read as the 中傳 and a correct cast accused): the
# last of the two (下) or the first (上) is proposed away
# (and a word struck out that is not doubled, 「十一月丙申日戌時丑將，晝夜占①」 with 「①「晝」字衍。」: a
# round-75 red-team 點校本, KR3g9893_002.txt:49, .markdown.note_of 「（「晝」字衍）」: the last before, when
# the note says no more: ``alone``)
EXTRA_NOTE = compiled(rf"（(?P<w>[上下])?{_Q}(?P<x>[{BV}晝夜]){_Q}(?:(?P<alone>字衍)|字?衍(?:[。，；][^（）]*)?)）")
# a word the editor supplied in the text, in square brackets (a 點校本's 〔〕: 「三傳寅〔卯〕③辰」 with
# 「③「寅」下原脫「卯」字，據明抄本補。」, a round-75 red-team 點校本, KR3g9893_002.txt:57: its 三傳 unread):
# the print without it, the editor's reading with it (not 「未（午）〔亥〕」, the wrong word and the
# right one, .diplomatic)
SUPPLIED = compiled(rf"(?<!）)〔(?P<y>[{BV}]{{1,2}}|{_GFULL})〕")
# a word left out, supplied by the note (「三傳午未①」 with 「①「未」下脫「申」字。」, KR3g9893_002.txt:106;
# 「將得勾陳、天空③」 with 「③「勾陳」下脫「青龍」二字。」, KR3g9893_001.txt:37): 「（未下脫申）」, the word
# after the last X before the note
LEFT_OUT = compiled(rf"（(?P<x>[{BV}]|{_GFULL})下脫(?P<y>[{BV}]{{1,2}}|{_GFULL})）")
# (and 「（下脫X字）」 straight after the word it completes, 「終傳（下脫送字）」: 傳送, a round-84 red-team
# classic, KR5a9886_001.txt:68, read as 終 with a bare 傳; the word before and X make a 神名 or a general)
# (not a count, 「（下脫一字）」: a review of the change, review_round85/left_out_one.txt:5)
LEFT_OUT_HERE = compiled(r"（下?脫(?P<y>(?![一二三四五六七八九十兩數])\p{Han}{1,2}?)字?）")
LEFT_WORD = compiled(rf"(?:{_JN}|{_GFULL})")


# a note that names the slot it corrects (a red-team 課格 book: 「…三傳辰申午　元首（按此條末傳
# 當作子）」, 「（按此條三傳當作巳卯丑）」): the slot of the last 三傳 written before it
SLOT_NOTE = compiled(rf"（(?:臣等謹?案|案|按)?(?:此條|此)?(?P<slot>初傳|中傳|末傳|終傳|三傳)"
                           rf"(?:當作|當為|應作|疑作)(?P<y>[{BV}]{{1,3}})(?:之誤|之訛)?(?:也)?）")

# a correction said in the running text straight after the cast it corrects, not in a note (a
# modern article on old books' examples: 「《壬林拾穗》卷二：“甲寅日寅将丑时，三传辰巳未。”此课末传当作
# “午”」, 「此例末传“巳”当作“亥”」, 「“卯”为“寅”之讹，三传当作子未寅」, a round-32 red-team article,
# liuren_lunwen.txt:47, :145, :189: the quoted cast was accused as a new error)
PROSE_SLOT = compiled(rf"(?:此(?:課|例))?(?P<slot>初傳|中傳|末傳|終傳|三傳){_Q}(?P<x>[{BV}])?{_Q}"
                           rf"(?:當作|當為|應作|應為){_Q}(?P<y>[{BV}]{{1,3}}){_Q}(?![\p{{Han}}])")
# (a general: 「…三传子未寅，螣蛇、天后、天后。”…中传未当乘天空」, liuren_lunwen.txt:79; 「末传酉乘白虎。”
# …末传当乘螣蛇」, :77)
PROSE_GENERAL = compiled(rf"(?P<slot>初傳|中傳|末傳|終傳)[{BV}]?(?:當乘|應乘)(?P<y>{_GFULL})")
# (a general or an hour quoted and put right in the running text: 「則卯上當乘六合，「天后」當作「六合」」,
# 「未上當乘螣蛇，「朱雀」二字誤」, 「以三傳求之，當是午時，「未」字涉上…而誤」: a round-47 red-team article
# set in two columns, liuren_pdf.txt:163, :114-115, :150)
PROSE_QUOTED = compiled(rf"[“「『](?P<x>{_GFULL})[”」』](?:二字)?(?:當作|當為|應作|應為)"
                             rf"[“「『](?P<y>{_GFULL})[”」』]"
                             rf"|(?:當乘|應乘)(?P<y>{_GFULL})[，,]?[“「『](?P<x>{_GFULL})[”」』]"
                             r"(?:二字)?(?:誤|訛|之誤|之訛)"
                             rf"|(?:當是|當作|當為|應是|應為)(?P<y>[{BV}])時[，,]?[“「『](?P<x>[{BV}])"
                             r"[”」』]字?[^。；]{0,16}?(?:誤|訛)")
PROSE_MISPRINT = compiled(rf"{_Q}(?P<x>[{BV}]){_Q}(?:為|乃|係){_Q}(?P<y>[{BV}]){_Q}字?之(?:訛|誤|譌)")

# another edition's reading the note itself refuses (「酉將辰正二刻（一本作巳將誤）」, a round-25
# red-team book): no reading to propose, and no claim of the cast
_REFUSED = compiled(r"（(?:一本|一作|別本|别本|他本|又本|俗本|舊本)作?[^（）]{1,8}?(?:誤|非)也?）")

# the old reading an editor reports having changed (「辰將酉時（舊本作申時今改酉時）」, a round-25 red-team
# book, KR3g9954_001.txt:175): the printed word is the new one, the old one is the witness's reading
# (.variants: evidence; the emendation may be wrong)
# (and a 三傳's three, 「原作「未亥卯」，據四庫本改」 read 「（舊本作未亥卯今改未亥寅）」: a 點校本's endnote, a
# review of the round-72 change, review_round72/KR3g9702_001.txt:24)
OLD_READING = compiled(rf"（(?:舊本|原本|元本|底本)作(?P<old>{NOTE_WORD}|[{BV}]{{3}})(?P<unit>[時將])?[，,]?今改(?:作|為)?"
                            rf"(?P<new>{NOTE_WORD}|[{BV}]{{3}})(?P=unit)?）")


# a birth's pillars, not a cast (「其妻生於甲子年丙寅月庚午日」, 「女命庚寅年戊寅月甲子日酉時生」, 「自言生于庚午年庚辰
# 月丙辰日巳时」: round-84 red-team books, KR3g9865_001.txt:30-31, _002.txt:13-14, liuren_duanan_1175-1199
# .txt:44, each read as a cast that took the real cast's claims, one accused `inconsistent`): pillars
# after 生/命/造, or a year's pillar and a day with 生 after them (its hour between)
# (not a cast's own day, its plate after it, after a title (先生, 門生, 學生, 書生, 醫生 …: review_round87/
# birth_scholar.txt:7-9): 「先生於丙午年庚寅月戊寅日亥將
# 加巳時為人占病」, 「門生癸卯年戊午月癸巳日未將加申時」, 「學生庚午年癸未月丁亥日，午將加未時」 — a comma
# between —, nor 生員, 生意 … after the day: reviews of the change, review_round84/birth_words.txt:5-11,
# review_round86/birth_moment.txt:7-11; but 「兄先生於辛卯年…丁亥日」, 「…丁亥日生女」 are births,
# review_round85/birth_first.txt:5-9)
# (the plate, or a consultation said at once: 「…壬寅日復為其占，得酉將申時」, review_round84/
# liuren_duanan_9851-9858.txt:28; not a birth's hour, 「生于庚午年庚辰月丙辰日巳时，问宅中安否」)
# (after 生 with no title, 命 or 造 a birth whatever follows, unpunctuated 「女命辛卯年庚寅月丁亥日為其占婚」,
# 「其子生於辛卯年辛卯月甲子日午時占其壽」: review_round86/KR3g9845_001.txt:13, :16, read as casts and
# accused; but not a birth the cast is made at, 「…乙卯日午時生女，其母即以未將加午時晝占」, 「…生子，即以申將加
# 巳時占之」: review_round86/birth_moment.txt:5, :15, the cast lost — its moment said after 即以, not 「即以本命
# 論之」, 「即以此課斷之」: review_round87/birth_scholar.txt:11, :13)
_CAST_NEXT = (rf"(?![，,]?(?:[{BV}]將|[{BV}][時时][^，,。生]{{0,2}}?(?:[{BV}]將|占|加)|(?:{_JN})(?:加|臨)"
              rf"|(?:又|復|再)?(?:為[^，,。]{{0,3}})?占))")
# (and 即以生時起課, 即以當時起課, 即以月將未加巳時占; not 即以是時推其命: review_round88/birth_jiyi.txt:5-11;
# 即以其時立課, 即以未將加午時作課, not 即以生時起命宮: review_round89/birth_course.txt:5-9)
_AT_BIRTH = (rf"(?![子女男兒]?[，,]?(?:其[父母祖兄家]|[^，,。]{{0,3}}?)即以(?:月將)?(?:[{BV}][將加]|(?:{_JN})(?:加|將)"
             rf"|[{BV}生當是其此]時)[^，,。]{{0,6}}?(?:占|[起布立作排]一?(?:課|式)))")
_PILLARS = rf"(?:[{STEMS}][{BV}][年月]){{1,2}}"
_BORN = r"(?:生(?![員意剋克尅氣旺財]))?"
# (not 讀書生於…, 業醫生於…: a birth, review_round88/KR3g9835_001.txt:14-20)
_TITLE = "(?:(?<=[先門學諸監貢])|(?<=(?<![讀業習學攻])[書醫儒]))"
_NO_TITLE = "(?<![先門學諸監貢])(?<!(?<![讀業習學攻])[書醫儒])"
# (a 將 after the day is never a birth's: 「有讀書生於壬子年丙午月丙寅日，巳將加辰時，占功名」, 讀書生 a scholar,
# review_round89/title_scholar.txt:5)
# (but not one the child was born under, 「…丙子日，小吉加午而生」: review_round90/birth_words.txt:9, whose
# plate is the birth's too)
# (not 「…午將加申時生辰適至」: review_round91/birth_under.txt:5)
_JIANG_NEXT = rf"(?![，,]?(?:[{BV}]將|(?:{_JN})(?:加|將))(?![^，,。]{{0,4}}?生(?![辰日時年])))"
_BORN_UNDER = rf"(?:[，,]?(?:{_JN}|[{BV}])(?:將)?加[{BV}][時时]?而?生)?"
_BIRTH = compiled(rf"(?>(?:{_NO_TITLE}生[於于]?|命|造){_PILLARS}(?:[{STEMS}][{BV}]日{_JIANG_NEXT})?(?:[{BV}][時时])?"
                       rf"{_BORN}{_BORN_UNDER})"
                       rf"{_AT_BIRTH}"
                       rf"|{_TITLE}生[於于]?{_PILLARS}(?:[{STEMS}][{BV}]日{_CAST_NEXT})?(?:[{BV}][時时])?{_BORN}"
                       rf"|(?>[{STEMS}][{BV}]年(?:[{STEMS}][{BV}]月)?[{STEMS}][{BV}]日"
                       rf"(?:[{BV}][時时])?生(?![員意剋克尅氣旺財])){_AT_BIRTH}")
# what a commentary says of another cast (「前課申乘六合，此乘青龍」, 「前案未将加午，发用辰土乘六合」,
# 「前案戊辰日未将加卯，三传子辰申，水局发用，故主雨；此课…」: round-84 red-team books, KR3g9865_001.txt:55-56,
# liuren_duanan_1175-1199.txt:24, :223, bound to this cast or read as one asked again), from a part
# that opens on its name to the sentence's end (。；？！), a part naming a day of its own, or the words
# that turn to this cast (此課, 本案 …; not a bare 此 or 今, 「今觀其三傳」, 「此亦夏月之占」, 「今人多誤讀
# 之」: a review of the change, review_round84/other_cast2.txt:7-13, its claims given to this cast and
# accused). Not 該案 (the case in question) nor 第N案 (a case's own heading): review_round84/
# other_cast.txt:5, :7.
# (and another case by its number with its moment, 「第1220案巳時，…三傳巳寅亥；此課申時…」: a round-86
# red-team case book, liuren_duanan_1200-1224.txt:188, its 三傳 read as this case's and accused)
OTHER_BY_NUMBER = rf"第[\d〇一二三四五六七八九十百千]+案(?=[{BV}][時将將]|[{STEMS}][{BV}]日)"
# (and, in a case's commentary only, the same day's earlier cast by its hour, 「前以未時，巳加子為用…；今以戌時」:
# in running text 「丁亥日，前以午將加未時晝占…；今以午將加申時又占…」 writes both casts, a review of the
# change, review_round87/other_moment.txt:5, the first blanked)
_EARLIER_HOUR = rf"前以(?=[{BV}][時时將将])"
OTHER_BY_MOMENT = rf"{OTHER_BY_NUMBER}|{_EARLIER_HOUR}"
# (前以 in running text too, but not straight after the day, whose first cast it writes: review_round88/
# other_turn.txt:11, review_round87/other_moment.txt:5)
# (and one appended, 「附記鄰人一案：同日巳將辰時，占失物，初傳子乘螣蛇」: review_round96/liuren_duanan_9971-9974.txt:
# 23; .cases._BEFORE in a case's commentary — not 「他人一課只斷一事，此課…」, a general word, review_round97/
# liuren_duanan_9985-9988.txt:20)
# (and 「又鄰人一案：…」: review_round98/liuren_duanan_9991-9995.txt:22)
APPENDED_CASE = r"(?:附[記錄][^，,：:。]{0,6}?|又(?:鄰人|他人|友人|其友))一[案課]"
_APPENDED = compiled(APPENDED_CASE)
_OTHER_CAST = compiled(r"(?:[^，,：:]{0,6}曰[：:])?(?:然|而|且|但|蓋|惟|唯|參見?|見)?(?:前案|彼案|上案|前課|彼課"
                            rf"|{APPENDED_CASE}"
                            rf"|{OTHER_BY_NUMBER}|(?<![{STEMS}][{BV}]日[，,]?){_EARLIER_HOUR})")
# (and 今占, 今發用, 又占 …: 「前課初傳戌乘六合，今占初傳寅乘太陰」, 「前案訟未決，今其人復來，是日戌時，又占」: a
# review of the change, review_round85/other_turn.txt:7-19, liuren_duanan_9861-9867.txt:43; these only
# after the part that names the other cast, whose own words they may be, 「前案其人再占，得三傳子亥戌…」, 「前課
# 乃今日辰時所占」, 「彼課係其人復來所問」: review_round86/other_turn_words.txt:7-11) (and 「…，今子乘螣蛇發用」,
# a round-86 red-team book, KR3g9857_001.txt:41-42)
_THIS_CAST = compiled(r"此課|此案|今課|本課|本案|後課|此(?:乘|則|卻|却|作|三傳|[初中末]傳|發用|干上|支上)")
_THIS_LATER = compiled(rf"今(?:占|日|又|亦|以|發用|干上|支上|三傳|[初中末]傳|其人|則"
                            rf"|(?=(?:[{BV}]|{_GFULL}|{_JN})(?:乘|為|作|加|臨)))"
                            r"|(?:又|復|再)占|復來")
# a day that opens a cast of its own in the other cast's sentence (「前課既驗，越三日乃戊寅日，酉將加巳時」, 「至戊寅
# 日，其人來占」, 「丙子日為其子占病」: review_round86/other_day_own.txt:7-19, lost), not the other cast's named
# again (「即甲子日之課」, 「乃乙亥日所占」: review_round85/other_day_late.txt:7, :9) (and 「越一日即壬戌日，其人復
# 來，未將戌時又占」, review_round86/liuren_duanan_9871-9879.txt:46, lost)
_NEW_DAY_NEXT = compiled(rf"[，,]?(?:[{BV}](?:將|時)|(?:{_JN})(?:加|臨)|又|復|再|[晝夜]?占"
                              rf"|(?:為|其人)[^。；]{{0,10}}?(?:占|來|問))(?![^，,。；]*?(?:所占|之課|之占|所問|所得))")


# (after 於/在 only a cast asked again, 「其人於壬申日復來，巳將加午時占」: review_round88/other_turn.txt:9)
# (not its own moment, 「前案，其人於壬申日午將加辰時占…」: review_round89/other_quote.txt:11)
_NEW_DAY_AGAIN = compiled(r"[，,]?(?:又|復|再)")


def _turn(norm: str, p: int, part_end: int, end: int) -> int | None:
    """Where the words turn from the other cast (named at ``p``, its part ending at ``part_end``)
    to this one, in its sentence (ending at ``end``) or at the next one's start (「前案發用寅乘太陰；
    今發用戌乘天后」: then ``end``); None when they do not."""
    # (not the words the other cast is said to say, 「前案斷云：今子乘白虎發用…；此課…」: review_round87/
    # other_quote.txt:7)
    # (only its first word: the words after the quotation may turn, 「前案斷云：子乘白虎發用，病者必死，今發用戌
    # 乘太陰」, review_round88/other_turn.txt:7)
    quoted = norm[part_end - 1:part_end] in "云曰謂言" and norm[part_end:part_end + 1] in "：:"
    hits = [m.start() for m in (_THIS_CAST.search(norm, p + 2, end),
                                _THIS_LATER.search(norm, part_end + 2 if quoted else part_end, end)) if m]
    if hits:
        return min(hits)
    nxt = end + 1 + len(_CONNECTIVE.match(norm, end + 1).group(0))
    return end if _THIS_CAST.match(norm, nxt) or _THIS_LATER.match(norm, nxt) else None


# (「…。而此課子乘白虎居中傳」: review_round87/other_quote.txt:11)
_CONNECTIVE = compiled(r"(?:而|然|但|惟|唯|且)?")


def other_casts(norm: str, with_day: bool) -> list[tuple[int, int]]:
    """The spans of :data:`_OTHER_CAST`. ``with_day``: also where the other cast's day is named
    with it (a case book's commentary, where that case is checked on its own: .cases); in running
    text such a cast is read as a cast of its own (「前案丙寅日，巳將加辰時，…」: review_round84/
    other_cast.txt:9), and one that does not turn to this cast may be the cast just said (「…干上酉，
    支上辰。前課如此，三傳…」: review_round86/other_same_cast.txt:5, :7, its planted slips unread)."""
    spans = []
    for sentence in regex.finditer(r"[^。；;？！?!]+", norm):
        start, text = sentence.start(), sentence.group(0)
        end = start + len(text)
        for m in regex.finditer(r"(?:^|(?<=[，,：:]))[^，,：:]*", text):
            if not _OTHER_CAST.match(norm, start + m.start(), start + m.end()):
                continue
            p, part_end = start + m.start(), start + m.end()
            own_day = DAY_WORD.search(norm, p, part_end)
            this = _turn(norm, p, part_end, end)
            if not with_day and (own_day or this is None):
                continue
            ends = [end] if this is None else [this]
            # (not the other cast's own day after 於/在, 「前案，其人於壬申日為其妻占…」: review_round87/
            # other_quote.txt:13)
            day = next((d for d in DAY_WORD.finditer(norm, part_end if own_day else p + 2, end)
                        if (_NEW_DAY_AGAIN if norm[d.start() - 1] in "於于在" else _NEW_DAY_NEXT).match(
                            norm, d.end())), None)
            if day:
                cut = max(norm.rfind(c, p, day.start()) for c in "，,：:")
                ends.append(cut + 1 if cut >= part_end else day.start())
            spans.append((p, min(ends)))
    return spans


# the moment an outcome came, said in words before its day at a sentence's start (「斷曰：三日內雨。黃昏，
# 太衝加戌，丙寅日果雨」: a review of the change, review_round87/pre_outcome.txt:7, read as the cast's plate
# and accused; 「五月申時，己丑日果愈」, :9): not the cast's, unless the day is asked again (果…占)
_MOMENT_WORD = rf"(?:{MONTH_W}|(?:{_HN})時?|[{BV}]時|(?:[{BV}]|{_JN})將(?:加[{BV}]時?)?|(?:{_JN})加[{BV}]時?)"
_OUTCOME_MOMENT = compiled(rf"(?<=^|[。；！？])(?:{_MOMENT_WORD}[，、]?){{1,4}}"
                                rf"(?=[{STEMS}][{BV}]日[，,]?(?:果|竟|遂)(?![^，,。]{{0,8}}?占|(?:復|又|再)來?[，,]?[^，,。]{{0,4}}?(?:問|卜)))")


def appends_a_case(text: str) -> bool:
    """Whether ``text`` appends another case (:data:`APPENDED_CASE`, 「附記鄰人一案：…」)."""
    return _APPENDED.search(text) is not None


def blank(text: str, other_days: bool = False) -> str:
    """``text`` with each such note (inlined as ``（…）``) turned to full-width spaces, which the
    readers skip (offsets kept); ``text`` itself when it holds none or its folding changes its
    length. ``other_days``: what is said of another cast with its day blanked too
    (:func:`other_casts`)."""
    text = _markers_blanked(text)
    if not regex.search(r"[（誤非前生命造案課果竟遂]", text):
        return text                     # (the folding makes no （ of another character)
    norm = normalise(text)
    if len(norm) != len(text):
        return text
    # (and a commentary's dispute, 「注以河魁為用誤也當以天罡為用」: the correction it proposes is
    # weighed on the cast it corrects, :func:`dispute_corrections`; read again as the
    # commentary's own cast it accused the book of the 疏's wrong correction, a review)
    # (not one that goes on with the cast, 「…當以從魁為用將得天一中大吉…」: its words are the
    # commentary's reading of the cast, KR5a9966_000.txt:92)
    spans = [m.span() for rx in (VARIANT_NOTE, SLOT_NOTE, _REFUSED, OLD_READING)
             for m in rx.finditer(norm)]
    spans += [m.span() for m in _DISPUTE.finditer(norm) if not _GOES_ON.match(norm, m.end())]
    spans += [m.span() for rx in (_COMPARED, _BIRTH, _OUTCOME_MOMENT) for m in rx.finditer(norm)]
    spans += other_casts(norm, other_days)
    return blanked(text, spans)


# a clause comparing the cast with an earlier one (「與前甲辰日河魁將辰時之返吟不同」, a review of the
# round-39 change, tests/data/review_round39/rv_wrapped.txt:18: the earlier day took the cast's
# 三傳 after it and was accused): no cast of its own
_COMPARED = compiled(rf"(?:與|同|如|較|比)前[^，。；]{{0,3}}?[{STEMS}][{BV}]日[^，。；]*?"
                          r"(?:不同|相同|同|異|相似|相類|一例)[^，。；]*")


def compared_blanked(text: str) -> str:
    """``text`` with its clauses comparing the cast with an earlier one blanked (:data:`_COMPARED`)."""
    return blanked(text, [m.span() for m in _COMPARED.finditer(normalise(text))])


# a clause about another case, example or exercise, named or by number (a case header's 「言前案三傳
# 戌午寅已驗」, 「彼案三傳戌午寅」; an answer's 「第二題三傳丑亥酉，本題三傳子申辰」: reviews of the
# round-31 and round-32 changes, each read as the case's or the exercise's own): blanked where the
# words are read as one cast's (cases.py, a header's line as its chart; answer_key.py)
_OTHER_ONE = compiled(r"[^，。；]*(?:前案|彼案|上案|該案|前課|前例|前題|上題"
                           r"|第[〇零一二三四五六七八九十百千\d]+[案例題])[^，。；]*")


def others_blanked(text: str) -> str:
    """``text`` with its clauses about another case or exercise blanked (:data:`_OTHER_ONE`)."""
    return blanked(text, [m.span() for m in _OTHER_ONE.finditer(text)])


# a modern edition's footnote markers inside a cast (「三傳巳丑酉①，將得…」, 「將得天后[2]、白虎」, 〔3〕: a
# round-71 red-team 點校本, KR3g9901_001.txt:23, KR3g9901_002.txt:20, a list cut by one): skipped
MARKER = compiled(r"[\u2460-\u249B\u2776-\u277F]|\[\d{1,3}\]|〔\d{1,3}〕|［[0-9０-９]{1,3}］")


def _markers_blanked(text: str) -> str:
    return blanked(text, [m.span() for m in MARKER.finditer(text)])


def blanked(text: str, spans) -> str:
    """``text`` with each span ``(a, b)`` turned to full-width spaces, which the readers skip
    (offsets kept): a note, a rule said in a judgement, a question, a list of days."""
    if not spans:
        return text
    chars = list(text)
    for a, b in spans:
        chars[a:b] = "　" * (b - a)
    return "".join(chars)


# a commentary that says the classic's 用 is wrong and gives its own (「假令二月辛巳日隅中魁加巳占病以
# 傳送為用」 then 「注曰經以傳送為用誤也當以太衝…」, a round-27 red-team commented classic,
# KR5a9951_001.txt:147-149): the book's own correction of that cast, weighed as a note's is (the
# engine agreeing with it: printed-error-corrected; with the classic: correction-disputed).
# And a sub-commentary (疏) saying the same of the 注's 中 or 終 (「疏曰注言中傳送非也神后臨戌功曹臨子
# 中當功曹」, 「疏曰注以勝先為終誤也功曹臨子天罡臨寅當終天罡」, 「疏曰注以小吉為終非也當終從魁」, the last
# one wrong: a round-28 red-team classic with two layers, KR5a9949_000.txt:65, :100, :151): the
# place is named before the word (言中X) or after it (以X為終), and again with the new word (中當Y,
# 當終Y); the reasons between (「神后臨戌功曹臨子」) are the 疏's own claims. Not a word said of a
# seat (「經云終小吉非也此誤以太衝所臨之地為終當取太衝本位之上登明…」, KR5a9976_000.txt:201-203:
# 太衝 names the seat, 登明 on it is the 注's 終; the dispute is not read).
# (a full stop after 非也 too: 「疏曰：注言中太一，非也。傳送臨巳，登明臨申，中當為登明」, a round-54
# red-team classic, KR5a9932_000.txt:149-150), and a second place disputed with the first, 「注以天罡
# 為中河魁為終非也…中當河魁終當天罡」 (KR5a9932_001.txt:51: the first is read)
_WORD = rf"(?:{_JN}|[{BV}])"
_POS = "用|中|終|末"
_DISPUTE = compiled(
    rf"(?P<who>經|注)(?:以|云|言|作)(?|(?P<pos>{_POS})傳?(?P<x>{_WORD})|(?P<x>{_WORD})(?:為|發)(?P<pos>{_POS})傳?)"
    rf"(?:(?P<xb>{_WORD})(?:為|發)(?P<posb>{_POS})傳?)?(?:者)?[，、]?(?:誤也|非也|誤矣|誤|非)[，、。]?"
    rf"(?P<mid>[^。當]{{0,16}}?)(?:(?P<pos2>{_POS})傳?)?當(?:以|取|用|為|作)?(?:(?P<pos3>{_POS})傳?)?"
    rf"(?P<y>{_WORD})(?!本位|所臨|之?上|[臨加])")
_POS_INDEX = {"用": 0, "中": 1, "終": 2, "末": 2}


# the disputed word put in another place between (「注言中天罡非也天罡乃終也中當功曹」: the 注 swapped
# the 中 and the 終, a review of the change, KR5a9941_000.txt:14)
_MOVED = compiled(rf"(?P<x>{_WORD})(?:乃|為|是|當為|當在)(?P<pos>{_POS})")


def disputed_uses(text: str) -> list[tuple[int, int, str, str, str, int | None]]:
    """(where, the 傳's place 0–2, the word disputed, the commentary's, the words, the place
    the disputed word is said to have instead or None) of each dispute in ``text``."""
    out = []
    text = normalise(text)
    for m in _DISPUTE.finditer(text):
        x, y = JIANG_NAMES.get(m["x"], m["x"]), JIANG_NAMES.get(m["y"], m["y"])
        k = _POS_INDEX[m["pos"]]
        again = m["pos2"] or m["pos3"]
        if again and m["posb"] and _POS_INDEX[again] == _POS_INDEX[m["posb"]] != k:
            # (the second place disputed is the one put right: 「注以從魁為中天罡為終非也…終當傳送」,
            # a review of the round-54 change, rv54_shu.txt:10)
            k, x = _POS_INDEX[m["posb"]], JIANG_NAMES.get(m["xb"], m["xb"])
        if again and _POS_INDEX[again] != k:
            continue            # (the new word for another place: not this dispute's)
        # (not others' dispute the 注 reports and refuses: 「或云經以河魁為用誤也當以從魁此說非也」,
        # a review of the change)
        if x != y and not _OTHERS.search(text, max(0, m.start() - 4), m.start()) \
                and not _SAID_WRONG.match(text, m.end()):
            mv = next((_POS_INDEX[v["pos"]] for v in _MOVED.finditer(m["mid"])
                       if JIANG_NAMES.get(v["x"], v["x"]) == x and _POS_INDEX[v["pos"]] != k), None)
            out.append((m.start(), k, x, y, m.group(0), mv))
    return out


def dispute_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the disputed words (「注言中傳送非也」): a claim the commentary refuses, read as
    such (not an unread claim of its own cast)."""
    norm = normalise(text)
    if len(norm) != len(text):
        return []
    return [(m.start(), m.start("mid")) for m in _DISPUTE.finditer(norm)]


_GOES_ON = compiled(r"(?:為用|為中|為終|為末|也)?[，、]?(?:將得|乘|中|次|終|末|傳)")
_OTHERS = compiled(r"(?:或云|或曰|或謂|一云|一說|俗以|俗云|諸家|人多)[，：:]?$")
_SAID_WRONG = compiled(r"[^。]{0,8}?(?:此說|其說|此言|其言)?(?:非也|不然|謬也|誤矣|非是)")


def dispute_corrections(disputes, casts: list) -> dict:
    """{key: (corrected claims, who proposes)}: each dispute ``(line, k, x, y, words, moved)``
    (in text order; :func:`disputed_uses`) given to the cast it corrects, of ``casts`` ``(line,
    claims, key)`` in text order: the last asserted one within the eight lines before it whose
    k-th 傳 is ``x``, not one another dispute corrected already; ``x`` put in the place
    ``moved`` when the commentary says so."""
    out: dict = {}
    for n, k, x, y, words, moved in disputes:
        for line, claims, key in reversed(casts):
            if key in out or not n - 8 <= line <= n:
                continue
            tr = claims.get("transmissions") or [None] * 3
            if tr[k] == x and \
                    (claims.get("binding") or {}).get("polarity", "asserted") == "asserted":
                fixed = transmission_read(claims, k, y)
                if moved is not None:
                    fixed = transmission_read(fixed, moved, x)
                out[key] = (fixed,
                            f"the book's commentary at line {n} ({words}): "
                            + ("the 用" if k == 0 else f"the {'初中末'[k]}傳") + f" {x} read {y}")
                break
    return out


def transmission_read(claims: dict, k: int, y: str) -> dict:
    """``claims`` with the k-th 傳 read ``y``: a cast as the book's own correction reads it."""
    tr = list(claims["transmissions"])
    tr[k] = y
    return dict(claims, transmissions=tr)
