"""A diplomatic transcription's marks read through (a transcription of a Qing manuscript, a
round-39 red-team book, tests/data/redteam/liuren_chaoben.txt, its 凡例 at :7-11), each line
character for character (its length kept; a change moves words only inside its clause, up to
the next punctuation, so the spans of the clauses after it hold):

* 「丑亥酉〔朱改：未〕」 — a corrector's hand changed the word before: read as the note 「（酉朱改未）」,
  which proposes 未 for 酉 as another copy's reading is proposed (:mod:`.variants`: the hand may
  be wrong, the checker weighs both; a review of the change found a day's stem read as the hand
  has it, and the right ink accused);
* 「未卯〔旁補：亥〕」 — a word added beside the line: read in its place (「未卯亥」);
* 「子午〔塗〕未寅」 — a word struck out: read without it (「子未寅」);
* the same in a Kanripo transcription's notes (:func:`paren_marks`, read by .paragraphs, which binds
  the cast read through them without certainty): 「子卯（圈去）寅辰」 (「子寅辰」), 「（圈去二字）」,
  「申（旁補亥）寅」 (「申亥寅」), 「卯午（乙轉）子」 (two characters to be swapped, 「午卯子」);
* 「中朱〔?〕雀」 — an uncertain reading, and 「戌将加〔二〕未時〔一〕」 (a Japanese edition's 返り点, a
  round-39 red-team book, liuren_nihon.txt:71; or a footnote's number): the mark passed over;
* 「【眉批】丙寅日夜占條，中傳當乘太陰」 (:63), 「【眉批】末傳當是辰，辛寄戌，戌上見辰也。」 (:163) — a
  margin note transcribed on its own line after the passage it faces (:func:`margin_fixes`): a
  correction of a 傳 or its general, given to the cast it names (its day, and 晝占/夜占 when it
  says), or, naming none, to the cast just above; a note that names no slot, asks, or
  confirms (「朱改寅是」) corrects nothing.
"""
from __future__ import annotations

from .polarity import NOT_THEIRS, PRINT_KEPT
from .threads import _fixed
from .vocab import _GFULL, _JN, BRANCHES, BV, GENERAL_CHENG, GENERALS, JIANG_NAMES, STEMS
from edition.core.patterns import compiled

_MARK = compiled(r"(?P<w>\S)?〔(?:(?P<hand>朱改|朱筆改|墨改|校改)[：:](?P<to>[^〔〕]{1,4})"
                      r"|(?P<add>旁補|旁注補|補)[：:](?P<ins>[^〔〕]{1,4})|(?P<del>塗|塗去|刪)"
                      r"|(?P<q>[?？]|[一二三四五上中下レ]))〕")
# a general's full name → the character a note names it by (太陰 → 陰, 太常 → 常)
_SHORT = {full: ch for ch, full in GENERAL_CHENG.items() if ch in full and len(full) == 2}
# each hand said in its note by two characters (notes.HANDS: the note keeps the mark's length)
_HAND_NOTE = {"朱改": "朱改", "朱筆改": "朱改", "墨改": "墨改", "校改": "校改"}
_CLAUSE_END = compiled(r"[，。、；：,;:（）「」\s]|$")


# a punctuated edition's (點校本's) emendation: the print's wrong word in round brackets and the
# editor's in square ones, 「三傳未（午）〔亥〕卯」 (the convention of modern critical editions:
# 「誤字加圓括號，改正之字加方括號」): read as the editor's proposal for the printed word,
# 「未午（校改亥）卯」 (as long: a note after the word, .notes HANDS), weighed like a corrector's
# (each a word of a slot, a branch, a stem or a general: not a gloss and a supplied word,
# 「太乙（巳）〔加〕從魁」, nor a gloss and a note's number 「神后（子）〔一〕」: a review of the change,
# tests/data/review_round50/t_dip.txt:6)
_SLOT_WORD = rf"[{STEMS}{BRANCHES}]|{_GFULL}"
_EMENDED = compiled(rf"（(?P<x>{_SLOT_WORD})）〔(?P<y>{_SLOT_WORD})〕")


# an editor's gloss of a 神名 by its branch, or of a general by its common name, in square
# brackets or round ones: 「三傳登明〔亥〕、傳送〔申〕、太一〔巳〕」, 「將得天乙〔貴人〕」 (a review of the round-75
# change, review_round75/KR3g9876_001.txt:16-18, :36; its 凡例 「神名之下間注地支，亦加〔〕號」, review_
# round76/KR3g9879_001.txt:11-12: the 三傳 and the generals unread): read through, the printed word
# kept; in square brackets whatever branch it names (the editor's, not the book's: 「河魁〔辰〕」,
# :16), in round ones only its own (「未（午）」 is a misprint and its reading, .notes); and a branch
# glossed by its 神名, a general's short form after 作/乘 by its name (「午〔勝光〕」, 「初傳辰作合〔六合〕」:
# a review of the change, review_round77/KR3g9881_001.txt:46-47, :34)
_GLOSS = compiled(rf"(?P<w>{_JN}|{_GFULL}|[{BRANCHES}]|(?<=[作乘])\p{{Han}})"
                       rf"(?:〔(?P<sq>[{BRANCHES}]|{_JN}|{_GFULL})〕|（(?P<rd>[{BRANCHES}]|{_JN}|{_GFULL})）)")


def _glossed(m) -> bool:
    w, g = m["w"], m["sq"] or m["rd"]
    if w in JIANG_NAMES:
        return g in BRANCHES and (bool(m["sq"]) or JIANG_NAMES[w] == g)
    if w in BRANCHES:
        return JIANG_NAMES.get(g) == w
    return GENERALS.get(g) == (GENERALS.get(w) or GENERAL_CHENG.get(w)) is not None


def glosses(text: str) -> list[tuple[int, int]]:
    """The spans of the editor's glosses in ``text`` (:data:`_GLOSS`): no word supplied."""
    return [(m.end("w"), m.end()) for m in _GLOSS.finditer(text) if _glossed(m)]


def glosses_read(text: str) -> str:
    """``text`` with its editor's glosses read through (:data:`_GLOSS`; its length kept)."""
    if "〔" not in text and "（" not in text:
        return text
    for a, b in reversed(glosses(text)):
        text = _moved(text, a, b, "")
    return text


# the same marks as a transcription's notes in round brackets (a Kanripo-style transcription of a
# manuscript, whose 凡例 says so: 「三傳子卯(圈去)寅辰」, 「三傳申(旁補亥)寅」, 「三傳卯午(乙轉)子」 = 午卯子,
# 「將得青龍白虎(圈去二字)白虎玄武」, a round-82 red-team manuscript, KR3g9873_001.txt:14-17, :59, :76,
# :85, KR3g9873_002.txt:41, each 三傳 or its generals unread): a word struck (圈去, and how many
# characters), added beside the line (旁補), or two characters marked to be swapped (乙轉, 倒乙)
_PAREN_MARK = compiled(r"[（(](?:(?P<add>旁補|旁注補)(?P<ins>[^（）()]{1,2})|(?P<del>圈去|塗去|抹去|點去)"
                            r"(?:(?P<n>[一二三])字)?|(?P<swap>乙轉|倒乙))[）)]")


def marks_at(line: str) -> list[int]:
    """Where the marks of :data:`_PAREN_MARK` stand in ``line``."""
    return [m.start() for m in _PAREN_MARK.finditer(line)] if "(" in line or "（" in line else []


def paren_marks(line: str) -> str:
    """``line`` with the marks of :data:`_PAREN_MARK` read (its length kept)."""
    if not (("（" in line or "(" in line) and _PAREN_MARK.search(line)):
        return line
    out = line
    for m in reversed(list(_PAREN_MARK.finditer(line))):
        a = m.start()
        if m["add"]:
            out = _moved(out, a, m.end(), m["ins"])
        elif m["del"]:
            n = "一二三".index(m["n"]) + 1 if m["n"] else 1
            if a >= n and _CLAUSE_END.match(out, a - n) is None:
                out = _moved(out, a - n, m.end(), "")
        elif a >= 2 and all(_CLAUSE_END.match(out, k) is None for k in (a - 2, a - 1)):
            out = _moved(out[:a - 2] + out[a - 1] + out[a - 2] + out[a:], a, m.end(), "")
    return out


def reading(line: str) -> str:
    """``line`` with its marks read (module doc); as it is when it has none."""
    line = glosses_read(line)
    if "〔" not in line:
        return line
    line = _EMENDED.sub(lambda m: f"{m['x']}（校改{m['y']}）", line)
    out = line
    for m in reversed(list(_MARK.finditer(line))):
        if m["hand"]:
            out = _hand(out, m)
            continue
        start = m.start(0) + (0 if m["w"] is None else 1)
        if m["add"]:
            out = _moved(out, start, m.end(), m["ins"])
        elif m["del"]:
            out = _moved(out, m.start(0), m.end(), "")
        else:
            out = _moved(out, start, m.end(), "")
    return out


def _hand(t: str, m) -> str:
    """The hand's change read as a note: where the mark stands (「酉〔朱改：未〕，」 as 「（酉朱改未）」),
    or, inside a word (「丙〔朱改：戊〕寅日」, 「申〔朱改：寅〕子戌」), at its clause's end naming the word it changes
    (「申子戌（申朱改寅）」, 「丙寅日太衝將申時（丙朱改戊）」), when the clause prints that word once."""
    at = m.start(0) + (0 if m["w"] is None else 1)
    end = _CLAUSE_END.search(t, m.end()).start()
    whole = next((g for g in GENERALS if len(g) == 2 and t.endswith(g, 0, at)), None)
    if whole and m["to"] in GENERALS and whole in _SHORT and GENERALS[m["to"]] in _SHORT:
        # (a general's whole name changed, 「中太陰〔朱改：太常〕」: a review of the change, review_
        # round39/rv_diplomatic.txt:15; said by the characters that tell them apart)
        note = f"（{_SHORT[whole]}{_HAND_NOTE[m['hand']]}{_SHORT[GENERALS[m['to']]]}）"
        return _put(t, at, m.end(), note) if end == m.end() else t
    note = f"（{m['w']}{_HAND_NOTE[m['hand']]}{m['to']}）"
    if end == m.end():
        return _put(t, at, m.end(), note) if m["w"] and len(note) <= m.end() - at else t
    if m["w"] is None or len(note) != m.end() - at or t.count(m["w"], _clause_start(t, at),
                                                            end) != 1:
        return t
    moved = _moved(t, at, m.end(), "")
    return moved[:end - len(note)] + note + moved[end:]


def _clause_start(t: str, at: int) -> int:
    return max(t.rfind(x, 0, at) for x in "，。、；：,;:") + 1


def _put(t: str, a: int, b: int, words: str) -> str:
    return t[:a] + words + "　" * (b - a - len(words)) + t[b:]


def _moved(t: str, a: int, b: int, words: str) -> str:
    """``t`` with ``t[a:b]`` read ``words``, the rest of its clause moved up and the room left
    at the clause's end."""
    end = _CLAUSE_END.search(t, b).start()
    rest = t[b:end]
    return t[:a] + words + rest + "　" * (b - a - len(words)) + t[end:]


# (and a document's comment 【批注】 and tracked change said on its own line 【修訂】, edition.encode.
# office: a line beside the text, which neither ends a table nor opens a cast)
# (and a reprint's later readers, 【夾批】 and a reader by his name, 「【梅溪批】」: a round-96 red-team case
# book, liuren_duanan_1250-1274.txt:50, :61; not the author's own, 「【先生批】」, review_round97/
# liuren_duanan_9981-9984.txt:21)
_MARGIN = compiled(r"^\s*[【〔\[](?:眉批|眉注|旁批|頭注|天頭批|批注|修訂|夾批|夹批|尾批|總批|总批|(?!先生|夫子|自|原|本)\p{Han}{2,3}批)[】〕\]][：:]?(?P<t>.*)$")
_OF_DAY = compiled(rf"(?P<day>[{STEMS}][{BRANCHES}])(?:日(?:(?P<dn>晝|夜)占)?[^，。]{{0,4}}?條|日?[課例])")
# (and a query that proposes, 「末傳疑當作寅」, 「初傳所乘疑當作太陰」: a Word document's comments, a
# round-49 red-team transcription, liuren_jiaozhu.docx; a proposal, weighed like the others)
# (and with the printed word refused first, 「初傳非午，當為辰」: the round-96 reprint, :61)
_SLOT_FIX = compiled(rf"(?P<slot>初傳|中傳|末傳)(?:非[{BV}][，,]?)?疑?(?:當作|當為|當是|應作|應為|應是)(?P<y>[{BV}])"
                          rf"(?![{BV}])|(?P<gslot>初傳|中傳|末傳)(?:[{BV}]?(?:當乘|應乘)|(?:[{BV}]上?)?(?:所乘|之將)"
                          rf"[，,]?疑?(?:當作|當為|當是|應作|應為|應是))(?P<g>{_GFULL})")
_ASKED = compiled(r"[?？]|歟|乎|耶|或曰|或云|他本")
# (「或謂末傳當作未，非。」: a review of the change, tests/data/review_round45/rv45_tei.xml:9; a note
# naming another cast's day, 「前辛未課末傳當作未」, :15, is that cast's)
_REFUSED_AFTER = compiled(r"[，,]?\s*(?:非|誤|不可從|不從|不必)")
MARGIN_BACK = 12


def is_margin(line: str) -> bool:
    """Whether ``line`` is a margin note transcribed on its own line (「【眉批】…」)."""
    return ("批" in line or "注" in line or "修訂" in line) and bool(_MARGIN.match(line))


def margin_fixes(lines: list[str], out: list[dict]) -> None:
    """The margin notes of ``lines`` (module doc), each given to its cast."""
    for n, line in enumerate(lines, 1):
        m = _MARGIN.match(line)
        if m is None or _ASKED.search(m["t"]):
            continue
        fix = _slot_proposed(m["t"])
        if fix is None or _of_later(m["t"], fix):
            continue
        named = _OF_DAY.search(m["t"], 0, fix.start())
        above = [r for r in out if n - MARGIN_BACK <= r["line"] < n]
        if named:
            night = {"晝": True, "夜": False}.get(named["dn"] or "")
            above = [r for r in above if r["claims"].get("day") == named["day"]
                     and (night is None or r["claims"].get("daytime") in (night, None))]
            if night is not None and len(above) > 1:
                above = [r for r in above if r["claims"].get("daytime") is night]
        else:
            above = [r for r in above if r["line"] == max(x["line"] for x in above)]
        if len(above) != 1 or above[0].get("corrected") is not None:
            continue
        r = above[0]
        fixed, said = _slot_fixed(fix, r["claims"])
        if fixed is not None:
            r["corrected"] = fixed
            r["correction"] = f"the margin note at line {n} 「{m['t'].strip()}」: {said}"


def _slot_proposed(t: str):
    """The proposal of a 傳 or a 傳's general in a note's words ``t`` (:data:`_SLOT_FIX`), or None
    where the note reports another's word, or refuses it, or proposes and keeps the print (「末傳疑
    當作酉，然以法推之仍是未，原刻不誤」: a review of the round-49 change, tests/data/review_round49/
    t_note.txt:4)."""
    fix = _SLOT_FIX.search(t)
    if fix is None or NOT_THEIRS.search(t) or _REFUSED_AFTER.match(t, fix.end()) or PRINT_KEPT.search(t, fix.end()):
        return None
    return fix


# the words of a note that name a cast asked again (復占, 再占, 重占, 復來占, 其人復來占之時, 又為占之, 又來占):
# 復/再/重 with at most 來 or 為(之) before 占 — not 復按/再詳/復核 ("on looking again": review_round102/
# liuren_duanan_9921-9923.txt:12, :23, the header's note given to a recast), nor 又 alone before 占 ("moreover",
# 「又占時當作午」: _MOREOVER)
_AGAIN_ASKED = r"(?:[復再重](?:來|為之?)?|又(?:來|為之?))"
_ASK = r"(?:占卜?|卜|[起布]課)"
# a note that names another cast or case than the one above it (「此與後課參看」, 「下條再占之時」, 第N占: review_
# round102/liuren_duanan_9921-9923.txt:34, liuren_duanan_9924-9925.txt:13, :24 — given to the wrong cast, or
# to a recast where one was lost): nobody's
_ELSEWHERE = compiled(r"[下後后次他前別另][條課案文]|[後后]占|第[二三四五六七八九十][占課]")
# a note said of a cast asked again (「【眉批】復占末傳當乘貴人」), not the case's own
_OF_LATER = compiled(rf"{_AGAIN_ASKED}{_ASK}")


def _of_later(t: str, fix) -> bool:
    """Whether the proposal ``fix`` of a note ``t`` (:func:`_slot_proposed`) is said of a cast asked
    again (:data:`_OF_LATER` before it)."""
    return fix is not None and _OF_LATER.search(t, 0, fix.start()) is not None


def _slot_fixed(fix, claims: dict) -> tuple[dict | None, str]:
    """``claims`` with the 傳 or general a note proposes (:func:`_slot_proposed`), and what the note
    says; None where the cast prints no such 傳, or the note's already (none to correct)."""
    i = "初中末".index((fix["slot"] or fix["gslot"])[0])
    said = f"{fix['slot'] or fix['gslot']} read {fix['y'] or fix['g']}"
    if not fix["slot"]:
        return _general(claims, i, fix["g"]), said
    printed = (list(claims.get("transmissions") or ()) + [None] * 3)[i]
    return (None if printed in (None, fix["y"]) else _fixed(claims, printed, fix["y"], i)), said


# a reader's note on a case's hour, 「【眉批】時當作午」 (the round-96 reprint, :83): the note's first word, or
# after 占/起課/首行/案首 (not an 應期's, 「應期之時當為午」: review_round97/liuren_duanan_9985-9988.txt:31;
# 「起課之時當作午」, review_round98/liuren_duanan_9991-9995.txt:35 — not a recast's, 「復占之時當作午」, 「其人
# 復來占之時…」, review_round99/liuren_duanan_9964-9965.txt:12, review_round100/liuren_duanan_9954-9956.txt:22;
# but 占時 is the header's, 「又占時當作午」, :11 — not 復占時/再占時/重占時, 「其人復來占時」:
# review_round101/liuren_duanan_9951-9954.txt:43; and 「復核此占之時」, 「復按此占之時」 are the header's,
# review_round101/liuren_duanan_9948-9950.txt:11, review_round102/liuren_duanan_9921-9923.txt:12; so is
# 「占卜之時」, review_round101/liuren_duanan_9951-9954.txt:11)
_HOUR_FIX = compiled(rf"(?:(?<=^\s*)|(?<=[，。；：:]\s*)|(?<=(?<!{_AGAIN_ASKED}|又){_ASK}之"
                          rf"|(?<!{_AGAIN_ASKED})占|首行|案首))"
                          rf"時疑?(?:當作|當為|應作|應為)"
                          rf"(?P<y>[{BV}])")
# (「又占時當作午」 is the header's only where no cast is asked again in the case: with 「其人又占」 in its
# commentary, 又 may be "again" — review_round101/liuren_duanan_9948-9950.txt:22 —, the note is nobody's)
_MOREOVER = compiled(r"又占$")


def case_margin_fix(read: list[str], span, claims: dict, again: list[dict] = ()) -> dict:
    """``corrected``/``correction`` of a case whose commentary holds a later reader's note
    (:data:`_MARGIN`, on a line of its own) correcting one of its 傳, a 傳's general or its hour,
    weighed like a corrector's (the reader may be wrong: the print kept where the engine agrees);
    or nothing. ``span``: the commentary's first and last lines; ``again``: the casts asked again
    in it (examples._asked_again)."""
    for n in range(span[0], span[-1] + 1) if span else ():
        m = _MARGIN.match(read[n - 1])
        if m is None or _ASKED.search(m["t"]) or NOT_THEIRS.search(m["t"]) or _ELSEWHERE.search(m["t"]):
            continue
        fix, hour = _slot_proposed(m["t"]), _HOUR_FIX.search(m["t"])
        if _of_later(m["t"], fix):
            fix = None                # (the recast's: recast_margin_hour)
        if hour is not None and again and _MOREOVER.search(m["t"], 0, hour.start()):
            hour = None
        fixed, said = None, None
        if fix is not None:
            fixed, said = _slot_fixed(fix, claims)
        elif hour is not None and claims.get("hour") not in (None, hour["y"]) \
                and not _REFUSED_AFTER.match(m["t"], hour.end()) and not PRINT_KEPT.search(m["t"]):
            fixed, said = dict(claims, hour=hour["y"]), f"the hour {claims['hour']} read {hour['y']}"
        if fixed is not None:
            return {"corrected": fixed, "correction": f"the margin note at line {n} 「{m['t'].strip()}」: {said}"}
    return {}


# a reader's note on the hour of a cast asked again in the commentary, 「【眉批】復占之時當作午」, 「其人復來占之時
# 當作午」 (review_round99/liuren_duanan_9964-9965.txt:12, review_round100/liuren_duanan_9954-9956.txt:22: the
# recast's slip accused, its correction unread): what :data:`_HOUR_FIX` refuses as the header's (not 「又占時」,
# "moreover"; nor 「不復占之時」)
_RECAST_HOUR_FIX = compiled(rf"(?<![不未勿莫弗])(?:{_AGAIN_ASKED}{_ASK}之?|又{_ASK}之)"
                                 rf"時疑?(?:當作|當為|應作|應為)(?P<y>[{BV}])")


def recast_margin_hour(read: list[str], span, again: list[dict]) -> None:
    """Give a later reader's note on a recast's hour (:data:`_RECAST_HOUR_FIX`), or on one of its
    傳 or their generals (:data:`_OF_LATER`: 「復占末傳當乘貴人」), on a line of its own in the
    commentary ``span``, to the one cast asked again before it (``again``: examples._asked_again),
    as that cast's correction, weighed like a corrector's; nothing where no such cast, or more than
    one, stands before the note, or where the note names another (:data:`_ELSEWHERE`)."""
    for n in range(span[0], span[-1] + 1) if span else ():
        m = _MARGIN.match(read[n - 1])
        if m is None or _ASKED.search(m["t"]) or NOT_THEIRS.search(m["t"]) or PRINT_KEPT.search(m["t"]) \
                or _ELSEWHERE.search(m["t"]):
            continue
        hour, fix = _RECAST_HOUR_FIX.search(m["t"]), _slot_proposed(m["t"])
        fix = fix if _of_later(m["t"], fix) else None
        if hour is not None and _REFUSED_AFTER.match(m["t"], hour.end()):
            hour = None
        before = [r for r in again if span[0] <= r["line"] < n]
        if (hour is None and fix is None) or len(before) != 1 or before[0]["line"] < n - MARGIN_BACK \
                or before[0].get("corrected") is not None:
            continue
        r, c = before[0], before[0]["claims"]
        fixed, said = _slot_fixed(fix, c) if fix is not None else (None, None)
        if hour is not None and c.get("hour") not in (None, hour["y"]):
            fixed, said = dict(c, hour=hour["y"]), f"the hour {c['hour']} read {hour['y']}"
        if fixed is not None:
            r["corrected"] = fixed
            r["correction"] = f"the margin note at line {n} 「{m['t'].strip()}」: {said}"


def _general(c: dict, i: int, g: str) -> dict | None:
    gens = list(c.get("transmission_generals") or ())
    g = GENERALS.get(g, g)
    if len(gens) != 3 or gens[i] in (None, g):
        return None
    gens[i] = g
    return dict(c, transmission_generals=gens)


__all__ = ["case_margin_fix", "is_margin", "margin_fixes", "reading", "recast_margin_hour"]
