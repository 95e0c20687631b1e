"""A Korean book's casts: Korean prose with the terms in hanja (a red-team modern textbook,
「예1) 甲子日 寅時에 점을 쳤는데 정월이라 亥將(登明)을 쓴다」, 「三傳은 午·卯·子가 되니 元首課이다」).

The readers of running text read classical Chinese. A Korean line is given to them as its
**hanja reading**, character for character (offsets hold, citations are the line's):

* a day in hangul with 일 is its hanja (「갑자일」 → 甲子日), and on such a line the hour with 시 and
  the 將 with 장 (「오시」 → 午時, 「오장」 → 午將): a stem's or a branch's syllable only there, where
  nothing else is meant;
* 낮 and 밤 standing alone are 晝 and 夜; a month 「4월」, 「정월」 is 四月, 正月; 후 after a solar
  term is 後 (「小滿 후」: the 將 by the term); 「·」 between branches is 、;
* a particle after a label (「三傳은」) is a space, which the readers pass over; any other Korean
  word or particle is a pause (「，」): a particle marks a role the Chinese order does not keep
  (「午가 酉를 賊한다」, 酉 the upper), so the words around it are never read as one form;
* a sentence that refuses or supposes (잘못, 아니, 않, 틀리; 만약, 만일, …라면/다면) is left out
  whole: what it says is not the book's cast, and a Korean refusal is not read as one.

A practitioner's blog writes the whole cast in hangul (a round-49 red-team blog,
tests/data/redteam/liuren_blog_ko.txt: 「갑자일 해장(등명) 인시, 야점」, 「삼전은 오·묘·자, 천장은
등사·구진·백호」, 「초전 사(현무), 중전 축(청룡)」, 「신후장 신시」, 「원수과」): its technical words have
one reading each, read in hanja where their grammar places them (:func:`_hangul_terms`):

* the 將 and the hour after a day, in either order (「해장(등명) 인시」, 「신후장 신시」: 神后 the 將
  子, 신 the hour 申; 「하괴(戌)장 유(酉)시」: the hanja in brackets read first);
* a 傳 or a seat after its label (「삼전 오·묘·자」, 「초전 사(현무)」: 巳 and its general, 「간상 해」),
  the generals after 천장 (「천장은 등사·구진·백호」), 주점/야점 (晝占/夜占), a 課名 with 과 or 격
  (「원수과」, 「섭해과」; 호시 is both 蒿矢 and 虎視: not read);
* each syllable only there: 신 is 申 after a label and 辛 in a day, 사 is 巳 after a label and
  四 in 사과.

What the reading still cannot say (「갑 위 해」, a lesson in words) stays unread.
"""
from __future__ import annotations

import regex

from edition.core.text import language
from engine import lexicon as lx
from edition.core.patterns import compiled

_STEM_KO = dict(zip(lx.STEMS_KO, lx.STEMS))
_BRANCH_KO = dict(zip(lx.BRANCHES_KO, lx.BRANCHES))
_HANGUL = r"\p{Hangul}"
_DAY_KO = compiled(rf"(?<!{_HANGUL})([{lx.STEMS_KO}])([{lx.BRANCHES_KO}])일")
# the hour and the 將 in hangul only in the run 「갑자일 오시에 오장」 (day, hour, 將 one after the
# other): elsewhere 신장 is 神將, 사시 四時, 인장 印章 (a review of the change found 「신장은 天后를
# 보라」 read as 申將, and a correct cast accused)
_RUN_KO = compiled(rf"(?<!{_HANGUL})([{lx.STEMS_KO}])([{lx.BRANCHES_KO}])일[\s,]*"
                        rf"(?:([{lx.BRANCHES_KO}])시(?:에|,)?(?:[\s,]*([{lx.BRANCHES_KO}])장(?=이다|이며|이니|이고|이라|을|를|은|는|이|가|으로|로|에|[^\p{{Hangul}}]|$))?)?")
_NUMS = {1: "正", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九",
         10: "十", 11: "十一", 12: "十二"}
_MONTH_KO = compiled(r"(?<!\d)(1[0-2]|[1-9])월|정월")
_DAY_NIGHT = compiled(rf"(?<!{_HANGUL})(낮|밤)(?=에|이|의|으로|점|[\s,.]|$)")
_TERMS = "|".join(sorted((w.word for w in lx.SOLAR_TERMS), key=len, reverse=True))
_AFTER_TERM = compiled(rf"(?<=(?:{_TERMS})\s?)후")
_RUN = compiled(rf"{_HANGUL}+")
_SENTENCE = compiled(r"[^.。!?]*(?:[.。!?]|$)")
_REFUSES = compiled(r"잘못|아니|아닌|아님|아닙|않|틀리|틀린|틀렸|틀림|오류|그르|그릇|착각|오인|오해"
                         r"|만약|만일|라면|다면|가령")
_DAY_HANJA = compiled(rf"[{lx.STEMS}][{lx.BRANCHES}](?:[(（][\p{{Hangul}}\s]{{1,8}}[)）])?日")
_DOT = compiled(rf"(?<=[{lx.BRANCHES}])·(?=[{lx.BRANCHES}])")
# a particle after a label is the label's (「三傳은 午·卯·子」, 「干上 寅이」 is 干上 then 寅): passed over;
# any other particle marks a role the Chinese word order would not keep (「三課에서도 午가 酉를 賊한다」:
# 酉 is the upper, 午 the lower), so it is a pause and the two words are not read as one form
_LABEL = compiled(r"(?:三傳|初傳|中傳|末傳|干上|支上|日上|辰上|四課|天將|課式|[一二三四]課)$")


def korean_book(lines: list[str]) -> bool:
    """A book written in Korean: twice as many Korean lines as Chinese ones, or four times as
    many as Chinese sentences (its Chinese lines being chart rows: a red-team case collection).
    The bundled texts and a scholar's transcription in their format pair each Chinese passage
    with its translation: those Korean lines restate the Chinese, and are not read for casts."""
    ko = sum(1 for x in lines if x.strip() and language(x) == "ko")
    zh = [x for x in lines if x.strip() and language(x) == "lzh"]
    prose = sum(1 for x in zh if len(x.strip()) > 20 and ("，" in x or "。" in x))
    return ko >= 2 * max(len(zh), 1) or ko >= 4 * max(prose, 1)


def has_cast(line: str) -> bool:
    """Whether a Korean line may write a cast: a day in hanja or in hangul with 日 or 일, or a day
    in hanja with 일 and its 將 or hour (「乙丑일 申장 子시」)."""
    return bool(_DAY_HANJA.search(line) or _DAY_KO.search(line) or _RUN_PLATE.search(line))


# a word's reading in hangul in brackets after it (「甲子(갑자)日에 亥將(해장)을」, 「申(신)午(오)午(오)」: a
# round-42 red-team 懸吐 edition, liuren_hyeonto_ko.txt:32, :158): blank, the hanja read on
_GLOSS = compiled(r"(?<=\p{Han})[(（][\p{Hangul}\s]{1,8}[)）]")


# the technical words in hangul (their standard 한자음): the generals, the 月將's 神名, the 課名
_GENERALS_KO = dict(zip("귀인 등사 주작 육합 구진 청룡 천공 백호 태상 현무 태음 천후".split(),
                        "貴人 螣蛇 朱雀 六合 勾陳 青龍 天空 白虎 太常 玄武 太陰 天后".split()))
_JIANG_KO = dict(zip("신후 대길 공조 태충 천강 태을 승광 소길 전송 종괴 하괴 등명".split(),
                     lx.BRANCHES))
_NAMES_KO = dict(zip(("원수 중심 지일 비용 섭해 견기 찰미 요극 탄사 묘성 별책 팔전 복음 반음 무의 무친 "
                      "자임 자신 두전 불우 무음 독족").split(),
                     ("元首 重審 知一 比用 涉害 見機 察微 遙克 彈射 昴星 別責 八專 伏吟 返吟 無依 無親 "
                      "自任 自信 杜傳 不虞 蕪淫 獨足").split()))
_LABELS_KO = {"삼전": "三傳", "초전": "初傳", "중전": "中傳", "말전": "末傳", "간상": "干上",
              "지상": "支上"}
_BK = rf"(?:[{lx.BRANCHES_KO}](?:[(（][{lx.BRANCHES}][)）])?|[{lx.BRANCHES}])"
_GK = "|".join(_GENERALS_KO)
# a word ends where no syllable goes on, or a particle does (「오가」, 「유입니다」)
_END = (r"(?=(?:이|가|은|는|을|를|로|으로|에|와|과|도|요|이고|이며|이다|입니다|인데|이니|이라|예요)?"
        r"(?!\p{Hangul}))")
_PLATE_KO = (rf"(?P<{{k}}>(?:(?P<{{k}}b>{_BK})(?:[(（][^)）]{{{{1,4}}}}[)）])?(?P<{{k}}w>장|시)"
             rf"|(?P<{{k}}n>{'|'.join(_JIANG_KO)})(?:[(（][^)）]{{{{1,3}}}}[)）])?장)"
             rf"(?:[(（][^)）]{{{{1,4}}}}[)）])?)")
_DAY_ANY = (rf"(?P<d>(?:[{lx.STEMS_KO}][{lx.BRANCHES_KO}]|[{lx.STEMS}][{lx.BRANCHES}])"
            rf"(?:[(（][^)）]{{1,4}}[)）])?일)")
_PARTICLE = r"(?:에는|에|을|를|은|는|으로|로)?"
_RUN_PLATE = compiled(rf"(?<!{_HANGUL}){_DAY_ANY}[\s,，]*{_PLATE_KO.format(k='p')}"
                           rf"(?:{_PARTICLE}[\s,，]*{_PLATE_KO.format(k='q')})?")
# the 將 added to the hour in words (「무진일 신시에 등명(亥)을 더한다」, 「월장 하괴를 사시에 더한다」: a
# round-50 red-team textbook, liuren_gyojae_ko.txt:136), on a line that names a day
_ADDED = compiled(rf"(?<!{_HANGUL})(?:(?P<n>{'|'.join(_JIANG_KO)})|(?P<b>{_BK}))"
                       rf"(?:[(（][^)）]{{1,3}}[)）])?(?:을|를)(?=\s*(?:[{lx.BRANCHES_KO}]시에\s*)?(?:더하|더한|가하|가한))")
_TRIPLE = compiled(rf"(?<!{_HANGUL})삼전(?:은|는|이|:|：)?\s*(?:차례로\s*)?({_BK})\s*[·・,，、]\s*({_BK})\s*[·・,，、]\s*"
                        rf"({_BK}){_END}")
# (a space or a particle between the label and its branch: 「간상신」 is 干上神, the spirit over the
# stem, liuren_gyojae_ko.txt:28, not 干上 申)
_ONE = compiled(rf"(?<!{_HANGUL})(초전|중전|말전|간상|지상)(?:(?:은|는|이|:|：)\s*|\s+)({_BK})"
                     rf"(?:[(（]({_GK})[)）]{_END}|(?:은|는|이|가)?\s*({_GK})(?:을|를|이|가)?(?=\s*(?:타|탄|탈|[,，.。]|$))"
                     rf"|{_END})")
# the 貴人's seat and course in a sentence (「귀인 축이 지반 미 위에 있어 순행한다」, liuren_gyojae_ko.txt:
# 225; 「신이 자 위에 앉아 순행합니다」 after 「을의 귀인은 신」): 「丑貴臨未順行」 (001:59's form)
# (its branch said again before the seat: 「귀인은 축(丑)이고 축이 지반 유 위에 있어 역행한다」, 「귀인 해가
# 지반 술 위이니 역행이다」, 「귀인은 미이고 지반 묘 위에 있으니 순행한다」: liuren_gyojae_ko.txt:40, 111, 121)
# (not the other 晝/夜's, 「밤의 귀인은 유이고…」 in a day's cast: a review of the change)
_GUI = compiled(rf"(?<!{_HANGUL})(?<!(?:밤|낮|야간|주간)(?:의|에)?\s{{0,2}})귀인(?:은|이|는)?\s*({_BK})(?:이고|이며|이|가|은|는)?[\s,，]*"
                     rf"(?:{_BK}(?:이|가)\s*)?(?:지반\s*)?({_BK})\s*"
                     rf"위(?:에|이니|이고|이며)?\s*(?:있어|있고|있으며|있으니|앉아|앉으니|올라)?[^.。]{{0,8}}?(순행|역행)")
# a general and the 貴人's course named in hangul, a word of their own (「주작을 타고」, 「…순행한다」):
# read in hanja, so that a claim no form reads is said unread, never passed over (liuren_gyojae_ko.
# txt:225); not 천반/지반 alone (「천반이 지반과 서로 충하되」 then read as a chart's words, a 課名
# after them unread: liuren_hyeonto_ko.txt:183)
_WORDS_KO = {**_GENERALS_KO, "순행": "順行", "역행": "逆行"}
_WORD_KO = compiled(rf"(?<!{_HANGUL})({'|'.join(_WORDS_KO)})(?=(?:을|를|이|가|은|는|와|과|도|의|에|으로|로|한다|하고|하며|하니)?(?!{_HANGUL}))")
_GENS = compiled(rf"(?<!{_HANGUL})천장(?:은|는|이|:|：)?\s*({_GK})\s*[·・,，、]\s*({_GK})\s*[·・,，、]\s*"
                      rf"({_GK}){_END}")
_DAYTIME_KO = compiled(rf"(?<!{_HANGUL})(주|야)점")
_NAME_KO = compiled(rf"(?<!{_HANGUL})({'|'.join(_NAMES_KO)})(?=과|격)")


def _b(x: str) -> str:
    """A branch said in hangul, with its hanja in brackets or not, or in hanja."""
    han = regex.search(rf"[{lx.BRANCHES}]", x)
    return han.group(0) if han else _BRANCH_KO[x[0]]


def _put(out: list[str], a: int, b: int, words: str) -> None:
    out[a:b] = list(words.rjust(b - a)[:b - a])


def _plate(m, k: str) -> str:
    if m[k + "n"]:
        return _JIANG_KO[m[k + "n"]] + "將"
    if m[k + "b"]:
        return _b(m[k + "b"]) + ("將" if m[k + "w"] == "장" else "時")
    return ""


def _hangul_terms(line: str, out: list[str]) -> None:
    """The technical words of a cast in hangul read in hanja in ``out`` (module doc), each in its
    own room."""
    for m in _RUN_PLATE.finditer(line):
        d = m["d"]
        _put(out, m.start("d"), m.end("d"), _STEM_KO.get(d[0], d[0]) + _BRANCH_KO.get(d[1], d[1])
             + "日")
        for k in ("p", "q"):
            if m[k]:
                _put(out, m.start(k), m.end(k), _plate(m, k))
    for m in _TRIPLE.finditer(line):
        _put(out, m.start(), m.end(), "三傳" + "、".join(_b(m[i]) for i in (1, 2, 3)))
    if _RUN_PLATE.search(line) or _DAY_KO.search(line):
        for m in _ADDED.finditer(line):
            _put(out, m.start(), m.end(), (_JIANG_KO[m["n"]] if m["n"] else _b(m["b"])) + "將")
    for m in _GUI.finditer(line):
        _put(out, m.start(), m.end(), f"{_b(m[1])}貴臨{_b(m[2])}{_WORDS_KO[m[3]]}")
    for m in _WORD_KO.finditer(line):
        if "".join(out[m.start():m.end()]) == m.group(0):
            _put(out, m.start(), m.end(), _WORDS_KO[m[1]])
    for m in _ONE.finditer(line):
        g = m[3] or m[4]
        _put(out, m.start(), m.end(), _LABELS_KO[m[1]] + _b(m[2])
             + ("乘" + _GENERALS_KO[g] if g else ""))
    for m in _GENS.finditer(line):
        _put(out, m.start(), m.end(), "將得" + "、".join(_GENERALS_KO[m[i]] for i in (1, 2, 3)))
    for m in _DAYTIME_KO.finditer(line):
        _put(out, m.start(), m.end(), ("晝" if m[1] == "주" else "夜") + "占")
    for m in _NAME_KO.finditer(line):
        _put(out, m.start(), m.end() + 1, _NAMES_KO[m[1]] + "課")


def reading(line: str) -> str:
    """The hanja reading of a Korean line (module doc), as long as the line."""
    out = list(line)
    _hangul_terms(line, out)
    for s in _SENTENCE.finditer(line):
        if _REFUSES.search(s.group(0)):
            out[s.start():s.end()] = " " * (s.end() - s.start())
    for m in _RUN_KO.finditer(line):
        out[m.start(1):m.start(1) + 3] = [_STEM_KO[m[1]], _BRANCH_KO[m[2]], "日"]
        if m[3]:
            out[m.start(3):m.start(3) + 2] = [_BRANCH_KO[m[3]], "時"]
        if m[4]:
            out[m.start(4):m.start(4) + 2] = [_BRANCH_KO[m[4]], "將"]
    for m in _MONTH_KO.finditer(line):
        word = ("正" if m.group(0) == "정월" else _NUMS[int(m[1])]) + "月"
        width = m.end() - m.start()
        out[m.start():m.end()] = list(word.rjust(width, " ")[-width:])
    for m in _DAY_NIGHT.finditer(line):
        out[m.start()] = "晝" if m[1] == "낮" else "夜"
    for m in _AFTER_TERM.finditer(line):
        out[m.start()] = "後"
    for m in _GLOSS.finditer(line):
        out[m.start():m.end()] = " " * (m.end() - m.start())
    text = "".join(out)
    for m in _RUN.finditer(text):
        label = _LABEL.search(text, max(0, m.start() - 4), m.start()) and len(m.group(0)) <= 2
        out[m.start():m.end()] = (" " if label else "，") + " " * (m.end() - m.start() - 1)
    text = "".join(out)
    # (a Korean line's ASCII comma and full stop are the Chinese readers' 「，」 and 「。」: 「三傳午、卯、
    # 子, 將得螣蛇、…」, liuren_blog_ko.txt:23)
    return _DOT.sub("、", text).replace(",", "，").replace(". ", "。 ").removesuffix(".") + (
        "。" if text.endswith(".") else "")


# (not a case's four pillars 「사주: 戊子年 丁巳月 戊午日 丁巳時」, a header of its own: .header_block)
_PILLARS = compiled(rf"[{lx.STEMS}][{lx.BRANCHES}]年\s*[{lx.STEMS}][{lx.BRANCHES}]月")
_CAST_READ = compiled(rf"[{lx.STEMS}][{lx.BRANCHES}]日")
_PLATE_READ = compiled(rf"[{lx.BRANCHES}](?:將|時)")
PARAGRAPH_MAX = 8


def paragraphs(lines: list[str], read: list[str]) -> dict[int, tuple[str, int, int]]:
    """A Korean blog's casts whose words go on in their paragraph (「예제 1) 갑자일 해장(등명) 인시,
    야점.」, its lessons and its 「삼전은 오·묘·자」 three lines below, a round-49 red-team blog,
    liuren_blog_ko.txt:19-23): each Korean line that writes a day and its 將 or hour (``read``:
    the lines' hanja readings) and the lines after it up to a blank line, the next such line or
    :data:`PARAGRAPH_MAX` lines, one record of kind ``p`` (line → (``p``, first, last)), bound by
    its place — not with certainty. Only a day said with 일 (「갑자일」, 「乙丑일」): a hanja cast
    「戊辰日 巳時」 has its own readers (its chart below, its sentence's run, liuren_gangui_ko.txt:245)."""
    out: dict[int, tuple[str, int, int]] = {}
    casts = [n for n, (t, r) in enumerate(zip(lines, read), 1)
             if language(t) == "ko" and _CAST_READ.search(r) and _PLATE_READ.search(r)
             and not _PILLARS.search(r) and _RUN_PLATE.search(t)]
    for n in casts:
        last = n
        while (last < min(len(lines), n + PARAGRAPH_MAX - 1) and lines[last].strip()
               and last + 1 not in casts):
            last += 1
        if last > n:
            out.update((k, ("p", n, last)) for k in range(n, last + 1))
    return out


__all__ = ["has_cast", "korean_book", "paragraphs", "reading"]
