"""Polarity: whether a claim read in a cast's words is the book's own (``asserted``), denied
(``negated``: 非, 不係, 不以…), refused (``rejected``: 「豈可以X為初傳乎」, 「…者非也」, 「…殊不知…」) or
only supposed (``condition``: 若/倘, 如/設/凡 … 則/皆, 「與…不同」), others' practice (``reported``:
諸家, 俗以 …, a rejected claim) or a diviner's of a story the book neither approves nor refuses
(``quoted``: 術人, 術者; neither claim nor refused). The grammar
(:mod:`.grammar`) asks it of every claim it reads; see the grammar's module doc."""
from __future__ import annotations

import regex

from .vocab import BV, STEMS
from edition.core.patterns import compiled

# the words of a note that reports another's emendation or refuses one (「或以為當作`寅'，非也」,
# 「…當作`申'，今不從」): a LaTeX footnote's, a web page's, a wiki reference's (.latex.note_of) and a
# verse book's note on its poem (.verse) make no correction with them
NOT_THEIRS = compiled(r"或以為|或謂|或云|或曰|有以為|有謂|有人|俗本|非也|非是|不從|不可從|未可從|不取|未必")

# the words of a note that keeps the printed word against a correction (「…仍是戌午寅，原文不錯」,
# 「…當從原書作酉，原書不誤」, 「…然以法推之仍是寅，不改」): read by the notes that name a cast's 三傳
# (.threads), a table's remarks (.remarks) and a YAML database's notes (.yamlbook), which make no
# correction with them (reviews of the round-47 and -48 changes, tests/data/review_round47/
# rv47_qfix2.txt, rv47_remarks1.md; review_round48/rv48_yaml1.yaml)
PRINT_KEPT = compiled(r"仍是|仍為|仍從原書|當從原書|不改|不必改|不錯|原文不誤|原書不誤|原書不錯|原刻不誤|原本不誤")

# a statement the text corrects: the later one is the cast's (005:345 「三傳戌午寅…殊不知…
# 當取子水比和者為用三傳子申辰」)
CORRECTS = compiled(r"不知|非也|者非|之誤|當取|當以|不取")
# negation written straight before a claim (「非以子為用」, 「不係三傳戌午寅」)
_NEGATION = compiled(r"(?:亦非|非是|不係|不是|不以|不取|不作|不用|非"
                          r"|(?:不可|不當|不宜|不得|不必|未可|勿|莫|毋)(?:以|取|作|用)?)$")
# 不取/不用 closing the clause before, its object said there (「…辰上戌加子雖上克下賊先於克不取三傳
# 丑亥酉」: the 克 is not taken; the 三傳 after it is the book's, a round-26 red-team book,
# KR3g9952_001.txt:112, unpunctuated): no negation of the claim after it
_CLOSING_NEG = compiled(r"(?:先於\p{Han}{1,2}|故|所以|是以|者|之|皆)(?:不取|不用)$")
# a negation before 以/取 that opens the claim's own words (「不以X為用」, 「不可以X為初傳」)
_NEGATION_YI = compiled(r"(?:不|不可|不當|不宜|不得|不必|未可|勿|莫|毋)$")
# a question that refuses what it names: 「豈可以戌為初傳乎」
# a statement its sentence leaves to the reader to judge, an exam's true-or-false (「己丑日辰將戌時
# 三傳丑未丑。（　）」, a round-40 red-team exam paper, liuren_kaoshi.txt:116: a false statement on
# purpose, read as the book's and accused); its answer is the key's
# (its own clause only, 「…三傳午寅戌，其課名為（　）」 asks the name, not the 三傳: a review of the change,
# tests/data/review_round40/rv_text.txt:5; a whole sentence the bracket follows, 「…干上午，三傳戌午寅。
# （　）」, rv_exam2.txt:4)
EMPTY_BRACKET = r"[（(][\s　]*[）)]"        # (an answer's room: 「（　）」, 「( )」)
_TO_ANSWER = compiled(rf"[^。；？?，、]{{0,40}}?[。.]?\s*{EMPTY_BRACKET}\s*$")
_TO_ANSWER_SENTENCE = compiled(rf"[^。；？?]{{0,60}}?[。.]\s*{EMPTY_BRACKET}\s*$")


def sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence holding ``text[start:end]`` begins and ends (its 。？！ included)."""
    begin = max(text.rfind(x, 0, start) for x in "。；？?！!") + 1
    ends = [i for i in (text.find(x, end) for x in "。；？?！!") if i >= 0]
    return begin, (min(ends) + 1 if ends else len(text))


def to_answer(body: str, end: int) -> bool:
    """Whether the claim ending at ``end`` is in a statement left to the reader to judge
    (:data:`_TO_ANSWER`)."""
    return bool(_TO_ANSWER.match(body, end) or _TO_ANSWER_SENTENCE.match(body, end))


_QUESTION_OPEN = compiled(r"豈|安可|安得|何得|焉得")
_QUESTION_CLOSE = compiled(r"乎|耶|哉|邪")
# said to be wrong straight after it: 「…為用者非也」, 「…之誤」
_REFUTED_AFTER = compiled(r"[者，、]?(?:殊不知|不知)")
# (and the master's word on a disciple's reading: 「弟子以從魁上得小吉為用師曰非也」, a red-team book)
# (and a disciple's question the master refuses: 「弟子曰以未為用可乎師曰不可…」, a round-30 red-team
# classic, KR5a9947_000.txt:57)
_WRONG_AFTER = compiled(r"(?:者)?(?:[，、]?(?:此|是)?大?(?:非也|誤也|謬也|誤矣)|之誤|非是|者誤|者謬"
                             r"|(?:可乎|可否)?[，、。？]?(?:師|先生|玄女|答|余|餘|予)曰[，：]?(?:此|是)?"
                             r"(?:非也|誤也|不然|不可))")
# withdrawn by its speaker straight after it (「三传申、子、午……不对，说错了，申子辰」, a round-31 red-team
# lecture transcript, liuren_jiangyi.txt:25), or said again to be put right (「上次癸丑日那个例子，戌将
# 卯时，我说的中传是申，大家改一下，应该是戌」, :55: the line that corrects was accused with the word it
# withdraws)
# (「不對」 withdraws only when what is right follows, 「不對，說錯了」, 「不對，是…」: not 「不對的同學回去
# 再算」, 「不對的話下課來問我」, nor a word put right that names no branch, 「應該是沒錯的」, 「應該是對
# 的」: a review of the change)
_WITHDRAWN_AFTER = compiled(r"[…\.。，、]*(?:不對[，,。！!…]+(?:說錯了?|講錯了?|是|應該是|應為)|說錯了|講錯了|口誤)")
_SAID_BEFORE = compiled(r"(?:我|剛才|上次|那天)說的(?:是)?$")
_PUT_RIGHT = compiled(rf"[^。]{{0,16}}?(?:改成|改為|應該是|應當是|應為|當作|當為)[^。，沒没對錯]{{0,3}}[{BV}]")
# a supposition in the clause before the claim: 「若酉加亥則凶」 (if 酉 is over 亥), 「倘…」; not a
# supposed day, which is a cast (「若甲乙寅卯日…」 KR3g0031_002.txt:111)
_IF_OPEN = compiled(r"(?:若|倘|設若)([^，。；、則]{0,8})$")
_DAY_IN = compiled(rf"[{STEMS}][{BV}]")
# 如/設/假如/凡 … 則/皆 …: a supposition or a rule when a 則 or 皆 follows in its clause
# (「如子加午則為返吟」, 「凡卯加酉皆為返吟」); the 則-clause of a supposition is one too
# (「倘卯加酉則為返吟」); 「與X不同」 compares (「與子加午之返吟不同」): none claims of the cast
_THEN_OPEN = compiled(r"(?:如|設使|設|假如|假使|凡|凢)([^，。；、則]{0,8})$")
_THEN_AFTER = compiled(r"[^，。；、]{0,6}?[則皆者]")
# 凡 and a consequence after a pause (「凡六丙日子加午，主驚恐」, 「凡甲日申加寅，為干乘驛馬」: a review of
# the round-73 change, review_round73/rv73_reported.txt:5, duanan/liuren_duanan_961-964.txt:20)
_RULE_AFTER = compiled(r"[，、]?(?:主|必|則|皆|為|是|名)")
# 凡 opening the claim's clause, no stem named there: a rule whatever follows (「凡未加卯，主行人中途
# 有阻」 after a cast's judgement, a review of the round-72 change, review_round72/KR3g9702_001.txt:11,
# read as the cast's plate and a correct cast accused); not 「凡六庚日己加申」, a claim of six days
_RULE_OPEN = compiled(rf"(?:凡|凢)([^，。；、則{STEMS}]{{0,8}})$")
_CONSEQUENT = compiled(r"(?:若|倘|設若|如|設使|設|假如|假使|凡|凢)([^，。；則皆]{0,12})[則皆]"
                            r"[^，。；]{0,8}$")
_COMPARED = compiled(r"與[^，。；]{0,8}$")
# a claim in a clause of its own between a supposition and its 則 (「若誤取午為用，三傳午卯子，則有克無
# 賊之法亂矣」: a review of the round-31 change, accused the correct cast it followed)
_IF_CLAUSES = compiled(r"(?:若|倘|如果|假如|假使)[^。；則]{1,24}[，、][^。；則，]{0,6}$")
_THEN_LATER = compiled(r"[^。；則]{0,12}?[，、]則")
# (not the book's own reckoning 「若依月將加時之法推之，三傳酉亥卯，則為重審」, 「如果依本書之法，三傳…，
# 則為元首」: a review of the change, their planted 三傳 let through)
_BY_THE_METHOD = compiled(r"[依按照從據用][^，。；]{0,10}法")
_COMPARED_AFTER = compiled(r"[^，。；]{0,8}?(?:不同|無異|相似|相同|同也|異也)")


# others' practice reported (「諸家以寅加酉為用三傳寅未子本書以子加未為用…」, 「俗以戌臨寅為孟上神
# 取為用三傳戌午寅非也」, 「一云三傳…」): what follows, up to the book's own word, is no claim of
# the book (a red-team book in 六壬大全's manner read 諸家's 三傳 as the book's own; 「術人見干上未來
# 賊日…便以未發用」, a red-team case book, was read as the commentary's own 初傳)
# (餘曰 is 余曰 read through the simplified fold, which makes 余 餘: a review of the round-79 change,
# review_round79/KR3g9888/KR3g9888_001.txt:26, the refused 用 read as the book's)
# the master's or the author's word (_DISCIPLE_REFUSED, _OWN)
_MASTER_SAID = r"(?:師|先生|余|餘|予|答)曰"
# (and a disciple's reading the master then refuses: 「門人以巳為用三傳巳寅亥余曰非也」, a red-team
# book of questions and answers: the disciple's 三傳 was read as the book's)
_REPORTED = compiled(r"諸家|俗(?:以|取|本|說|師|法)|世俗|人多以|人皆以|時師|一云|一說|舊說|舊版|舊刻"
                          r"|他家|他書|或云|或謂|或曰|或人|一家|術家|(?P<t>術人|術者)"
                          r"|(?P<t>(?P<s>某生|學生|學員|同學))(?=(?:常|多|每|或|往往)?誤?(?:以|取|排|起|布|謂))"
                          r"|(?P<t>初學者?)(?=(?:常|多|每|或|往往)?誤(?:以|取|排|起|布|謂))|(?P<d>(?:門人|弟子|門生)(?:問?曰[，：]?)?(?:以|取))"
                          r"|(?P<t>(?P<s>自(?:布|起|排|佈)一?[課课]))")
# (the diviner of a story is others' unless the book then says he was right: 「昔有人於甲戌日…占父病…
# 術者推之四課無克申金遙克日干為用…術者曰不可為也果於寅日卒」, a red-team 占驗 book, KR3g9959_002.txt:
# 72-83, tells what the diviner found; 「術人見干上未來賊日…便以未發用…。不知凡二賊俱發…」, a red-team
# case book, liuren_duanan_166-190.txt:29, refuses it; a refusal may be far or in words of its own,
# a review found, so his reading stays others' unless approved; 術家, a school, is others' always)
_DIVINER_RIGHT = compiled(r"(?<![後后])果(?:驗|然|中|於|如其?言|應)|其言(?:果)?[驗中]|所斷(?:皆)?驗")
# (「不誤」 approves: 「下列起課有誤否？…某生排得三傳巳戌卯」 answered 「不誤。…所排是也」, a round-31
# red-team primer's key, liuren_xiti.txt:116-117, :292-294)
# (his reading refused: others' practice, a rejected claim; neither approved nor refused, it is
# quoted, neither the book's claim nor one it rejects: the story of KR3g9959_002.txt:243, 「術者曰
# 午火克辛為官鬼發用…」, was said to be rejected by the book)
_DIVINER_REFUSED = compiled(r"非也|(?<![不無没沒])誤|不然|非是|殊不知|不知|失之|(?<![不沒没])錯|謬|不驗|妄|不足據"
                               r"|無據|非用")
# (an old edition's reading, 「旧版は三伝を亥丑酉とするが、巳丑酉が正しく」: a review of the round-34
# change, read as the book's and accused)
# (a student's working a primer asks about, 「下列起課有誤否？辛未日寅將丑時，某生以地盤酉上之戌為初傳…
# 排得三傳戌申亥」, a round-31 red-team primer, liuren_xiti.txt:225-228: quoted, or rejected when the
# book refuses it, the book's when it approves it (「某同學排三傳丑、戌、辰，排得對」: a review of the
# change); a beginner's only when said to be wrong (「初學者常誤以巳為初傳」); not 「某生員以事繫獄」, a
# licentiate in a story, a round-15 red-team 占驗 book, KR3g9971_002.txt:89)
# (a disciple's reading is others' only when the master's refusal follows it: 「門人以戌為用…師曰是也」
# approves it, a review of the change found it read as refused)
_DISCIPLE_REFUSED = compiled(rf"{_MASTER_SAID}[，：]?(?:子以[^。]{{0,12}})?(?:非也|誤也|不然|非是|不可)")
# a querent's own chart the master approves or refuses, whichever he says first after it
_SELF_APPROVED = compiled(r"(?P<ok>是也|不差|無差|甚是|不誤|無誤|果(?:驗|如其?言|應)|其言(?:果)?[驗中]"
                               r"|所斷(?:皆|甚)?(?:是|驗)|[排起布算]得對(?![不嗎吗麼么])|沒錯|没錯)|(?P<no>(?<![不無])誤|非也|不然|非是|錯|謬|不對)")


def _self_approved(body: str, at: int) -> bool:
    m = _SELF_APPROVED.search(body, at, at + 240)
    return bool(m and m["ok"])


# the book's own word again: 本書, 當以, 今按, 殊不知 …
_OWN = compiled(r"本書|當以|當取|當作|殊不知|不知|非也|誤也|今|愚|按|案|然|但|故|。"
                     rf"|{_MASTER_SAID}")
# a question that asserts: 「豈非亥為用乎」, 「豈不以…」
_ASSERTING_QUESTION = compiled(r"豈(?:非|不是|不)$")


def reported(body: str, start: int) -> tuple[int, int] | None:
    """The span of others' practice (:data:`_REPORTED`) the claim at ``start`` lies in, up to
    the claim, or None."""
    o = _others(body, start)
    return (o[1].start(), start) if o is not None and o[0] == "reported" else None


def _theirs(body: str, start: int) -> str | None:
    """``reported`` or ``quoted`` where the claim at ``start`` lies in others' words
    (:func:`_others`) or in a rule another book states (:data:`_QUOTED_RULE`), or None."""
    others = _others(body, start)
    if others is not None:
        return others[0]
    return "quoted" if _QUOTED_RULE.search(body, max(0, start - 16), start) else None


def _others(body: str, start: int):
    """(``reported`` or ``quoted``, the word) when the claim at ``start`` lies in others' words,
    or None: ``quoted`` for a diviner's of a story (術人, 術者) the book neither approves nor
    refuses (:data:`_DIVINER_REFUSED`), neither its claim nor one it rejects."""
    last = _reporter(body, start)
    if last is None:
        return None
    if last["t"] and not _DIVINER_REFUSED.search(body, last.end(), last.end() + 200):
        return "quoted", last
    return "reported", last


def _reporter(body: str, start: int):
    """The last word of others' practice before ``start`` whose words run on to it, or None."""
    last = None
    for m in _REPORTED.finditer(body, max(0, start - 80), min(len(body), start + 1)):
        # (a querent's own chart runs longer: 「其人自布一課，用辰將加巳，得四課丑甲、子丑、酉戌、
        # 申酉，三傳子亥戌，初傳子乘天后，謂為知一」, a round-26 red-team case book,
        # liuren_duanan_341-365.txt:174, refused on the line after: its words are the querent's;
        # approved (「先生曰：是也，布得不差」, a review of the change), they are the book's)
        if m.start() < start - 40 and not m["s"]:
            continue
        if m["s"] and _self_approved(body, m.end()):
            continue
        if m["d"] and not _DISCIPLE_REFUSED.search(body, m.end(), m.end() + 60):
            continue
        if m["t"] and _DIVINER_RIGHT.search(body, m.end(), m.end() + 200):
            continue
        last = m
    if last is None or _OWN.search(body, last.end(), start):
        return None
    return last


# a rule another book states, quoted inside a cast's words up to the cast's own 今 or 而 or the
# sentence's end (「…經云子加巳主雨，今子加辰…」: a round-69 red-team 占天時 juan, KR3g9905_001.txt:76, its 子加巳
# read as the cast's plate): neither the book's claim nor one it refuses
# (not over 而: 「歌曰元首之課事順，而初傳巳火乘六合」 turns to the cast, a review of the round-70
# change, review_round70/rv70_quote.txt:9; 「書曰：伏吟而白虎臨辰」, KR5a9904_001.txt:102, is left
# `partial` by it)
_QUOTED_RULE = compiled(r"(?:經|書|賦|訣|歌|古人|古法|心鏡|畢法)(?:云|曰)[：:，「『]?[^。；今而]*$")


def polarity(body: str, start: int, end: int) -> str:
    """``asserted``, ``negated``, ``rejected``, ``reported`` (others' practice, :func:`reported`),
    ``quoted`` (a diviner's of a story, :func:`_others`) or ``condition`` for the claim at body[start:end] (module doc). 「非X者」 names those that are not X, a condition, not a denial
    (KR3g0031_005.txt:809 「…刑克日干非秋占者多㐫象也」: unless divined in autumn); a claim
    supposed by 若/倘 in its clause is a condition too (KR3g0031_003.txt:976 「若戌加寅卯辰則為酒食」,
    005:1091 「若天乙在辰戌為貴人坐獄」)."""
    if _ASSERTING_QUESTION.search(body, max(0, start - 3), start):
        return "asserted"                   # 「豈非亥為用乎」: a question that asserts
    if (_NEGATION.search(body, max(0, start - 3), start)
            and not _CLOSING_NEG.search(body, max(0, start - 8), start)) or (
            body[start:start + 1] in "以取"                       # 「不以X為用」, 「勿以…」
            and _NEGATION_YI.search(body, max(0, start - 2), start)):
        return "condition" if body[end:end + 1] == "者" else "negated"
    sup = _IF_OPEN.search(body, max(0, start - 10), start)
    if sup and not _DAY_IN.search(sup.group(1)) or _RULE_OPEN.search(body, max(0, start - 9), start):
        return "condition"
    sup = _THEN_OPEN.search(body, max(0, start - 11), start)
    if sup and not _DAY_IN.search(sup.group(1)) and (_THEN_AFTER.match(body, end) or (
            sup.group(0)[0] in "凡凢" and _RULE_AFTER.match(body, end))):
        return "condition"
    sup = _CONSEQUENT.search(body, max(0, start - 24), start)
    if sup and not _DAY_IN.search(sup.group(1)):
        return "condition"
    if _COMPARED.search(body, max(0, start - 9), start) and _COMPARED_AFTER.match(body, end):
        return "condition"
    sup = _IF_CLAUSES.search(body, max(0, start - 30), start)
    if sup and not _DAY_IN.search(sup.group(0)) and not _BY_THE_METHOD.search(sup.group(0)) \
            and _THEN_LATER.match(body, end):
        return "condition"      # 「若誤取午為用，三傳午卯子，則…」: between a 若 clause and its 則
    if _WRONG_AFTER.match(body, end) or (
            _WRONG_AFTER.match(body, end + 1) and body[end:end + 1] in "為者") or (
            _WRONG_AFTER.match(body, end + 2) and body[end:end + 2] in ("為用", "發用")):
        return "rejected"
    if _REFUTED_AFTER.match(body, end):      # 「人多以子為用，殊不知賊先於克也」
        return "rejected"
    if _WITHDRAWN_AFTER.match(body, end) or (
            _SAID_BEFORE.search(body, max(0, start - 6), start) and _PUT_RIGHT.match(body, end)):
        return "rejected"
    theirs = _theirs(body, start)
    if theirs is not None:
        return theirs
    clause_start = max(body.rfind(x, 0, start) for x in "。也矣")
    q = _QUESTION_OPEN.search(body, clause_start + 1, start)
    if q:
        close = _QUESTION_CLOSE.search(body, end, min(len(body), end + 10))
        if close and not regex.search(r"[。也]", body[end:close.start()]):
            return "rejected"
        # 安得/何得/焉得/安可 ask "how could…" with no particle at the sentence's end too (「…殊不知
        # 四課惟亥丑下賊上，寅加乙本無克，安得以寅為用。」, a review's case book)
        if q.group(0) != "豈" and regex.match(r"[^，、。；]{0,4}(?:[。；]|$)", body[end:]):
            return "rejected"
    return "asserted"
