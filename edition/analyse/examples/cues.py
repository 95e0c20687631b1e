"""Unread claims: the words of a cast that state a claim about the chart (a 傳, 干上, a general,
晝/夜, a 課名…) and that no form of the grammar read. A cast that agrees on what was read says what
it could not read (``partial``), and a cast with such a word is not accused (gate.py)."""
from __future__ import annotations

import regex

from .grammar import _COUNT_SEAT, _S1, name_pattern
from .days import LOST
from .vocab import _GFULL, _JN, BV, STEMS
from edition.core.patterns import compiled

# words that state a claim about the chart: each occurrence must lie inside a claim read
_CUES = (
    ("初傳", rf"初傳(?:[是見得為乘])?(?:{_S1}|{_GFULL})"),
    ("中傳", rf"(?:中|次)傳(?:[是見得為乘])?(?:{_S1}|{_GFULL})"),
    ("末傳", rf"(?:末|(?<!始)終)傳(?:[是見得為乘])?(?:{_S1}|{_GFULL})"),
    # 中/終 and a 神名 without 傳, after a 用 (「用起勝光，中功曹，終河魁」): no form reads them
    ("中傳", rf"(?<![傳課其之始用日隅禺])中(?:{_JN})"), ("末傳", rf"(?<![始])終(?:{_JN})"),
    ("三傳", rf"三傳(?:[為是皆俱])?{_S1}|(?:[{BV}己]){{3}}(?:為|作|是)?三傳"
             # (a 傳 lost or a code, 「三傳&KR0412;申子」: a round-83 red-team damaged copy,
             # KR3g9869_001.txt:129, its 中傳 and 末傳 neither read nor said unread)
             rf"|三傳(?:[為是皆俱])?(?:&KR\d+;|[{LOST}])"),
    # (and 辰上X, the oldest notation's 支上, where no form read it: 「日上辰辰上巳」 is the 支上 as
    # well as the 陰 of 日上 辰, tests/test_soundness.py)
    ("干上", rf"(?:干上|日上)(?:神|見|之)?{_S1}"), ("支上", rf"(?:支上|(?<![加臨日干])辰上)(?:神|見)?{_S1}"),
    ("晝/夜", r"[晝夜]占|(?<![平元])[旦暮]占"),
    # 「日之陰陽X Y」: the day's (or its branch's) 陰神 and 陽神 in one phrase; no form reads it,
    # the order of the two not being sure
    ("陰神/陽神", rf"[日干辰支]之?陰陽(?:{_S1})"),
    # a branch named as the 晝/夜 貴人 (006:298 「干上丑晝貴人」)
    ("貴人", rf"(?:{_S1})(?:為|是|作)?[晝夜陰陽]貴(?:人|神)?|[晝夜陰陽]貴(?:人|神)?(?:{_S1})"),
    # the 三傳's element (006:951 「三傳土遇丁馬用」): a claim no form reads
    ("三傳 element", r"三傳(?:皆|俱|純|全)?[金木水火土](?![局神日])"),
    # the 用 and the plate: 「…戊加未發用…」 (001:484: 戊 for 戌 over 未 as the 用),
    # 「…午勝光加酉上克下…」 (006:154)
    # (not the 刑 of a 伏吟's chain: 「巳刑在申發用功曹」, the red-team KR5a9964_000.txt:153, 申 the
    # 刑 of 巳, 功曹 the 用)
    ("用", rf"(?<![{_COUNT_SEAT}])(?<!刑在?)(?:{_S1})(?:為用|發用)"),
    # the 用 said through a relation whose subject is open (「天罡下賊上為用」, 「太一剋傳送為用」:
    # the upper or the lower, grammar.py use/use_rel): no form reads it
    ("用 (by a relation)", rf"(?:{_S1})[金木水火土]?(?:下賊上|上[剋克尅]下|[剋克尅賊](?:{_S1}))者?(?:為用|發用)"),
    ("X加Y", rf"(?:{_S1})(?:加|臨|上見)(?:{_S1}|[{STEMS}])"),
    # (and 作G with a general's full name: 「初傳午作白虎」; not 作六合, a relation as well)
    ("a general", rf"(?:乘|將得|作(?!六合|三合|六害|六儀))(?:{_GFULL})"
                  rf"|(?<!天)(?:{_GFULL})(?:乘|臨|在){_S1}"),
    # a Japanese reading's words in its order, read through its kana (「發用は戌にして天空に乘じ、午に傳へて
    # 白虎、寅に終りて六合なり」, 「子の時に小吉を加へて」, 「三傳も亦た亥・卯・未」: a round-46 red-team
    # edition, liuren_aozora.txt:56, :80, :114, their kana read as spaces): claims no form reads
    ("用", rf"發用[\s　]+(?:{_S1})"), ("a general", rf"(?:{_GFULL})[\s　]+乘"),
    ("中傳", rf"(?<![三初中末終])(?:{_S1})[\s　]+傳"), ("末傳", rf"(?:{_S1})[\s　]+終"),
    ("X加Y", rf"(?:{_JN}|{_S1})[\s　]+加"), ("三傳", rf"三傳[\s　]+亦?[\s　]*{_S1}"),
    # a 課名 the cast is given that no name of the registry reads (006:27 「為官爵課也」, 006:635
    # 「為合和美課也」): the cast does not agree on every word it says
    ("課名", r"(?:為|曰|名曰|名)(?!此|一|二|三|四|其|本|正|上|下|用|初|中|末|干|支)\p{Han}{2,4}?[課卦](?!體|式|傳|中|上)"),
)
# a claim given by reference to another cast (「三傳同上」, 「課同前」, 「餘並同前」, 「將同前例」, 「三傳與丙寅日
# 同」, 「式見上」: a round-76 red-team book, KR3g9891_001.txt:78, 002:22, 002:38, whose planted slips
# through them agreed): no form resolves it, the cast says more than was read
_CUES += (("reference (a claim by reference)", rf"(?:三傳|課|將|干上|支上|餘)(?:並|亦|俱|皆)?同(?:上|前)例?"
                                   rf"|(?:三傳|課|將)[^，。；與]{{0,3}}與(?:前課|上課|前?[{STEMS}][{BV}]日)[^，。；]{{0,4}}?同"
                                   rf"|式見上|三傳亦同|(?:三傳|將)[、，]?(?:將|三傳)?並?如前"),)
# a lacuna (□, ■: a character lost in the print, 「終□魁」, 「將得□□」, 「功□加申」): whatever claim
# it held is not read (a round-60 red-team classic in two damaged witnesses, KR5a9920_000.txt:46:
# 「將得□□」 `agrees` on the claims left, the lost one unsaid)
# (beside a claim's word only: not one in the judgement after the cast, 「…主□財之喜」, a review of the
# round-60 change, review_round60/rv60_lacuna.txt:8, where it kept a planted 干上 from being accused)
_NEXT_TO_CLAIM = f"[{BV}{STEMS}加臨上傳將得中終末用日時乘為見天太神功從河小大登勝貴螣朱六勾青白玄后陰常]"
# (and one item of a list of them, 「戌、□、寅」, 「朱雀、□□、太陰」: a review of the round-61 change,
# review_round61/rv61_lacuna.txt:3, :5, where the cue was lost)
_CUES += (("a lacuna", rf"(?<![□■])(?:(?<={_NEXT_TO_CLAIM}[、，]?)[□■]+|[□■]+(?=[、，]?{_NEXT_TO_CLAIM}))"),)
# the word of a cue that begins with its subject (a branch another claim may have read)
_CUE_WORD = {"X加Y": r"[加臨]|上見", "貴人": r"[晝夜陰陽]貴", "用 (by a relation)": r"為用|發用"}
_CUE_RX = compiled("|".join(f"(?P<c{i}>{p})" for i, (_, p) in enumerate(_CUES)))


def unread(body: str, spans: list, end: int) -> list[str]:
    """The claim words in body[:end] that no claim read covers (``中傳``, ``a general 白虎``…):
    a cast that agrees on what was read says what it could not read."""
    out = []
    # a name of the registry the cast is given by 為 (「…為兩貴引從」 006:300, 「又為鑄印」 006:114),
    # which no form reads (為X alone is a verb phrase too often to be read as a claim)
    for m in name_pattern().finditer(body, 0, end):
        if m.group("pre") in ("為", "乃為") and not m.group("post") and not any(
                a <= m.start("n") < b for a, b in spans):
            item = f"課名 「{body[max(0, m.start() - 2):m.end() + 2]}」"
            if item not in out:
                out.append(item)
    for m in _CUE_RX.finditer(body, 0, end, overlapped=True):
        label = _CUES[int(m.lastgroup[1:])][0]
        # read when its claim word lies in a claim read (a cue may run on into the next claim's
        # subject: 005:612 「亥為初傳寅作中傳」, the cue 「初傳寅」 across 「亥為初傳」 and 「寅作中傳」);
        # a placement's word is its 加/臨 (「初傳戌臨辰」: 戌 read as the 初傳, 臨辰 not read), a
        # 貴人's its 貴 (「干上丑晝貴人」: 丑 read as 干上, 晝貴人 not read)
        at = m.start()
        if label in _CUE_WORD:
            at = m.start() + regex.search(_CUE_WORD[label], m.group(0)).start()
        if any(a <= at < b for a, b in spans):
            continue
        item = f"{label} 「{body[max(0, m.start() - 2):m.end() + 2]}」"
        if item not in out:
            out.append(item)
    return out
