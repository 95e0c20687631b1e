"""Corrections a text makes of a cast later on, away from it, each the text's own correction
(``corrected``, ``correction``), checked like a note's: right (``printed-error-corrected``) or
wrong (``correction-disputed``). Each is given to one cast: the one it names, or the one near it
that prints what it corrects (a typo put right in the next words: the nearest); where two could
be meant, to none.

* a reply's correction of the cast in the post it answers (a round-35 red-team forum thread,
  tests/data/redteam/liuren_luntan.txt): post #10 「回复 9楼 小六子 的帖子」 then 「你排错了，中传应该是
  戌。」 and 「丁巳日亥将午时，三传巳戌卯」 (:80-82), of post #9's 「…三传巳亥卯」 (:75)
  (:func:`reply_fixes`);
* a note right under a cast naming the word it prints and the right one (「> 「丙寅日申將戌時，三傳丑
  未酉，重審。」」 then 「原书中传作未，按推算应为亥（…）。」, a round-45 red-team notebook,
  liuren_notebook.ipynb:27-29; 「原书末将作玄武，按推算应为朱雀。」, :41) (:func:`under_fixes`);
* a poster's own 更正 naming the printed 三傳 and the right one (「更正：我上面甲寅那课…应该是
  丑亥亥，不是丑子亥。」 :111, of :99; forty lines back at most) (:func:`later_fixes`);
* a writer's typo put right in the next words (「打错了，是子时」, a round-37 red-team chat log,
  liuren_qunliao.txt:51) (:func:`typo_fixes`);
* a translator's note in Vietnamese (「Chú thích: trung truyền nguyên bản in 亥 …, phải là 戌」, a
  round-37 red-team edition, liuren_vi.txt:85) (:func:`vietnamese_fixes`);
* an author's correction in English (「…the received text reads 午 here, which must be an error
  for 辰」, a round-36 red-team monograph, liuren_en.txt:89-90) (:func:`english_fixes`).
"""
from __future__ import annotations

import regex

from edition.core.normalize import traditional
from engine import lexicon as lx
from engine.generals import GENERAL_NAMES

from .grammar import canonical_name
from .polarity import NOT_THEIRS, PRINT_KEPT
from .vocab import _GFULL, BRANCHES, BV, GENERALS, STEMS, normalise
from edition.core.patterns import compiled

# a post's head: 「#10 青木 发表于 …」, 「10楼 …」, 「第10楼」
_POST = compiled(r"^\s*(?:#(?P<n>\d{1,4})\s|第?(?P<n>\d{1,4})\s*[樓楼][\s：:])")
# a message's head in an exported chat (「2021-04-03 20:21:05 小張」, a round-37 red-team chat log,
# tests/data/redteam/liuren_qunliao.txt:48): another speaker's turn, which ends a case record
# (a head alone on its line, its sender's name after the time: not a case's 「2019-08-26 15:40 林君來電，
# 問求職。」, a review of the change)
MESSAGE = compiled(r"^\s*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]\d{1,2}:\d{2}(?::\d{2})?\s+"
                        r"(?P<who>[^\s，。,.：:；;！？!?]{1,24}(?:\s*[（(][^）)]{1,8}[）)])?)\s*$")


def is_chat(lines: list[str]) -> bool:
    """Whether a book is a chat's export: a fifth or more of its lines are message heads (ten at
    least)."""
    heads = sum(bool(MESSAGE.match(t)) for t in lines)
    return heads >= 10 and 5 * heads >= sum(bool(t.strip()) for t in lines)


def _senders(lines: list[str]) -> list[str | None]:
    """The sender of the message each line is in (None outside a chat's messages)."""
    out, who = [], None
    for t in lines:
        m = MESSAGE.match(t)
        if m:
            who = regex.sub(r"\s*[（(].*", "", m["who"])
        out.append(who)
    return out
# the post it answers, in its first lines: 「回复 9楼 小六子 的帖子」
_REPLY = compiled(r"回[復复覆]\s*(?:第\s*)?(?P<n>\d{1,4})\s*[樓楼#]")
# 「中傳應該是戌」, 「末傳應為巳」 (a reply's words to the one it answers)
_SLOT = compiled(rf"(?P<slot>初傳|中傳|末傳)(?:應該|應當|應)(?:是|為|作)(?P<y>[{BV}])(?![{BV}])")
# 「更正：…應該是丑亥亥，不是丑子亥」, 「…三傳應為丑亥亥，我打成了丑子亥」
_FIX = compiled(rf"(?:更正|勘誤|訂正)[：:]?[^。]{{0,80}}?(?:應該|應當|應|當)(?:是|為|作)"
                     rf"(?P<y>[{BV}]{{3}})[，,]?\s*(?:不是|而非|非|打成了?|寫成了?|誤作)(?P<x>[{BV}]{{3}})")
# (and one 傳's, the cast named by its day: 「更正：例③壬午日那一课，末传我打成了“午”，应该是“子”」, a round-48
# red-team article copied from a phone, liuren_wechat.txt:239, of :42)
_SLOT_FIX = compiled(rf"(?:更正|勘誤|訂正)[：:]?(?P<pre>[^。]{{0,40}}?)(?P<slot>初傳|中傳|末傳)"
                          rf"[^，。]{{0,4}}?(?:打成了?|寫成了?|誤作|印成了?|錯成了?)[「“]?(?P<x>[{BV}])[」”]?"
                          rf"[，,]?(?:應該|應當|應|當)(?:是|為|作)[「“]?(?P<y>[{BV}])(?![{BV}])")
# a correction the same post takes back or refuses (「…應該是戌？不對，…」): not the post's
_DOUBTED = compiled(r"[?？]|嗎|吗|吧")
MAX_BACK = 40
_DAY = compiled(rf"[{STEMS}][{BRANCHES}]")


def _posts(lines: list[str]) -> list[tuple[int, int, int]]:
    """(number, first line, last line) of each post (1-based lines)."""
    heads = [(int(m["n"]), k) for k, t in enumerate(lines, 1) if (m := _POST.match(t))]
    return [(n, k, (heads[j + 1][1] - 1) if j + 1 < len(heads) else len(lines))
            for j, (n, k) in enumerate(heads)]


def reply_fixes(lines: list[str], out: list[dict]) -> None:
    """A reply's correction of the cast in the post it answers (module doc): the reply says
    the slot is wrong (「中傳應該是戌」) and writes the cast again on the same day with its
    whole 三傳 (「丁巳日亥將午時，三傳巳戌卯」): that 三傳 is the correction (a slot alone is not:
    「初傳應該是未」 of 「卯亥未」 moves the other two as well, 未卯亥)."""
    posts = _posts(lines)
    where = {n: (a, b) for n, a, b in posts}
    for _, a, b in posts:
        m = next((r for k in range(a, min(a + 3, b + 1)) if (r := _REPLY.search(lines[k - 1]))), None)
        if m is None or int(m["n"]) not in where:
            continue
        said = [(k, s) for k in range(a, b + 1) for t in (traditional(lines[k - 1]),)
                for s in _SLOT.finditer(t) if _own(t, s)]
        if said:
            _give(out, where[int(m["n"])], (a, b), said[0][1], f"a reply in the text at line "
                  f"{said[0][0]} (to post {m['n']}): {said[0][1].group(0)}")


# a slot said to be wrong by someone the reply reports (「有人說末傳應該是申，不對」) or confirmed
# (「中傳應該是戌沒錯」), or asked (「…應該是戌？」): not the reply's correction (a review of the change,
# tests/data/review_round35/r1_thread.txt:7, :24)
_REPORTED = compiled(r"(?:說|謂|云|以為|認為|講)[^，。；]{0,4}$")
_CONFIRMED = compiled(r"[^，。；]{0,3}?(?:沒錯|不錯|無誤|是對的|對的|正確)")


def _own(t: str, s) -> bool:
    start = max(t.rfind(x, 0, s.start()) for x in "，。；：") + 1
    return not (_DOUBTED.search(t, s.end(), s.end() + 3) or _REPORTED.search(t, start, s.start())
                or _CONFIRMED.match(t, s.end()))


def _one_cast(out: list[dict], span: tuple[int, int]) -> dict | None:
    casts = [r for r in out if span[0] <= r["line"] <= span[1]
             and len(r["claims"].get("transmissions") or ()) == 3]
    return casts[0] if len(casts) == 1 else None


def _give(out: list[dict], target: tuple[int, int], reply: tuple[int, int], slot, why: str
          ) -> None:
    """The reply's cast as the correction of the one cast of the post it answers: of the same
    day, 將 and 時 (not another hour's cast the reply adds: a review of the change), whose 三傳
    has the branch the reply says in the slot it says, where the post's has another."""
    r, again = _one_cast(out, target), _one_cast(out, reply)
    if r is None or again is None or r.get("corrected") is not None:
        return                               # (none, or two: not bound)
    tr, i = again["claims"]["transmissions"], "初中末".index(slot["slot"][0])
    if (any(again["claims"].get(k) != r["claims"].get(k) for k in ("day", "jiang", "hour"))
            or None in tr or tr[i] != slot["y"] or r["claims"]["transmissions"][i] == slot["y"]):
        return
    # (with the generals the reply gives them, which move with the 傳: 「…三傳未卯亥，太陰、朱雀、
    # 天空」 for 「三傳卯亥未，朱雀、天空、太陰」, :196 and :190)
    fixed = {k: again["claims"][k] for k in ("transmissions", "transmission_generals", "generals")
             if k in again["claims"]}
    r["corrected"] = {**{k: v for k, v in r["claims"].items()
                         if k not in ("transmission_generals", "generals")}, **fixed}
    r["correction"] = f"{why}, and its cast at line {again['line']}: 三傳 {''.join(tr)}"


# a note on a book's page that names its printed 三傳 and the slot's right branch (「第三個例子書上印的
# 三傳是丑辰未，我排出來中傳應該是戌」, a round-44 red-team mail thread, liuren_mail.txt:144, of the page
# forwarded below it, :163): the one cast forty lines before or after that prints that 三傳
_PRINTED = compiled(rf"(?:印|刻|寫|抄)的?三傳(?:是|為|作)(?P<x>[{BV}]{{3}})(?![{BV}])[，,]?"
                         rf"[^。？?]{{0,12}}?(?P<slot>初傳|中傳|末傳)(?:應該|應當|應|當)(?:是|為|作)"
                         rf"(?P<y>[{BV}])(?![{BV}])")


def later_fixes(lines: list[str], out: list[dict]) -> None:
    """A later correction naming the printed 三傳 and the right one (module doc)."""
    for n, line in enumerate(lines, 1):
        if "三" in line and ("印" in line or "刻" in line or "寫" in line or "写" in line):
            _printed_fix(traditional(line), n, out)
        if "三" in line and regex.search("[應应當当]", line):
            _quoted_fix(normalise(traditional(line)), n, out)
        if "正" not in line and "誤" not in line and "误" not in line:
            continue                         # (the fold only for the lines that may say it)
        for m in _NUMBERED_FIX.finditer(traditional(line)):
            _numbered_fix(m, n, out, lines)
        for m in _SLOT_FIX.finditer(traditional(line)):
            _slot_fix(m, n, out, lines)
        for m in _FIX.finditer(traditional(line)):
            # (of the day it names, when it names one: 「更正：我上面甲寅那課…」, not another's cast
            # of the same 三傳, a review of the change)
            day = _DAY.findall(m.group(0))
            near = [r for r in out if n - MAX_BACK <= r["line"] < n and r.get("corrected") is None
                    and "".join(x or "?" for x in r["claims"].get("transmissions") or ()) == m["x"]
                    and (not day or r["claims"].get("day") == day[-1])]
            if len(near) != 1:
                continue                     # (none, or two: not bound)
            r = near[0]
            r["corrected"] = dict(r["claims"], transmissions=list(m["y"]))
            r["correction"] = f"the text's later correction at line {n}: 三傳 {m['x']} read {m['y']}"


# a note that names a cast by its day (and its 將 and 時) and quotes its printed 三傳 and the right one
# (「表中第三行甲子日亥将午时一例，三传“子巳戌”中“子”当作“未”，应为“未子巳”」, a round-47 red-team
# handbook's admonition, liuren_kecheng.adoc:88, of its table's row :68): the one cast of that day
# forty lines above it that prints that 三傳
_QUOTED = compiled(rf"三傳[「“『]?(?P<x>[{BV}]{{3}})[」”』]?(?![{BV}])[^。？?]{{0,16}}?"
                        rf"(?<![不非未])(?:應為|應作|當為|當作|應是|當是)[「“『]?"
                        rf"(?P<y>[{BV}]{{3}})(?![{BV}])")


# (a note that doubts it, or keeps the print: 「或疑…當作「戌午申」，今以法推之，仍是戌午寅，原文不錯」, a
# review of the change, tests/data/review_round47/rv47_qfix2.txt:9)
_DOUBTS = compiled(r"或疑|或謂|或以為|非也")


def _said_to(t: str, i: int) -> str:
    """``t`` up to the end of the sentence that goes on at ``i`` (its stop included)."""
    end = next((k for k in range(i, len(t)) if t[k] in "。；;？?！!"), len(t))
    return t[:end + 1]


def _quoted_fix(t: str, n: int, out: list[dict]) -> None:
    for m in _QUOTED.finditer(t):
        # (one day named before it: not 「癸卯日一例蓋抄自上文丙午日，三傳…」, which names the cast it
        # corrects and the one it was copied from, a review of the change, rv47_qfix1b.txt:5)
        days = set(_DAY.findall(t, 0, m.start()))
        said = _said_to(t, m.end())
        if (len(days) != 1 or m["x"] == m["y"] or NOT_THEIRS.search(said)
                or _NOT_OWN.search(said) or _DOUBTS.search(t) or PRINT_KEPT.search(t)):
            continue
        (day,) = days
        own = [r["claims"] for r in out if r["line"] == n and r["claims"].get("day") == day]
        near = [r for r in out if n - MAX_BACK <= r["line"] < n and r.get("corrected") is None
                and r["claims"].get("day") == day
                and "".join(x or "?" for x in r["claims"].get("transmissions") or ()) == m["x"]
                and all(r["claims"].get(k) == c[k] for c in own[:1] for k in ("jiang", "hour")
                        if c.get(k))]
        if len(near) != 1:
            continue                         # (none, or two: not bound)
        r = near[0]
        r["corrected"] = dict(r["claims"], transmissions=list(m["y"]))
        r["correction"] = (f"the text's note at line {n}: 三傳 printed {m['x']}, read {m['y']}")


# (not one of another article's cast, 「我上一篇文章里的戊寅日那课」, nor one the next lines refute,
# 「作者回复：没打错」: a review of the change, tests/data/review_round48/rv48_thr1.txt:11-14)
_OTHER_TEXT = compiled(r"[上前另]一?篇|別的文章|别的文章|他文|書中|书中|原書|原书")
_NOT_A_SLIP = compiled(r"沒打錯|没打错|沒有打錯|没有打错|確是|确是|沒錯|没错|不誤|不错|不錯")


def _slot_fix(m, n: int, out: list[dict], lines: list[str]) -> None:
    """A later 更正 of one 傳 of the cast of the day it names (:data:`_SLOT_FIX`)."""
    if _OTHER_TEXT.search(m["pre"]) or any(_NOT_A_SLIP.search(t) for t in lines[n:n + 2]):
        return
    day = _DAY.findall(m["pre"])
    i = "初中末".index(m["slot"][0])
    # (anywhere before it: it names the cast's day, and the 傳 it prints; 「文末更正」, 197 lines on)
    near = [r for r in out if r["line"] < n and r.get("corrected") is None
            and day and r["claims"].get("day") == day[-1]
            and len(r["claims"].get("transmissions") or ()) == 3
            and r["claims"]["transmissions"][i] == m["x"]]
    if len(near) != 1 or _DOUBTED.search(m.string, m.end(), m.end() + 3):
        return                               # (none, or two: not bound)
    r = near[0]
    tr = list(r["claims"]["transmissions"])
    tr[i] = m["y"]
    r["corrected"] = dict(r["claims"], transmissions=tr)
    r["correction"] = f"the text's later correction at line {n}: {m['slot']} {m['x']} read {m['y']}"


# a later 更正 of a cast by its number and its whole 三傳 (「※ 更正：例二十五 三傳應為 卯→寅→丑（原文中
# 末兩傳打反），其餘不變」, a round-51 red-team BBS article, liuren_ptt.txt:248, of :160 「例二十五　癸巳
# 日…」): the one cast before it whose line opens with that number
_EX_NO = r"(?:例|案|第)[〇零一二三四五六七八九十百\d]{1,6}(?:例|案|則|題)?"
_NUMBERED_FIX = compiled(
    rf"(?:更正|勘誤|訂正)[：:]?\s*(?P<ex>{_EX_NO})(?![〇零一二三四五六七八九十百\d])[，,\s之的]*三傳"
    rf"(?:應為|應作|應是|當作|當為|應該是|更正為|改為)\s*"
    rf"(?P<y>[{BV}](?:\s*[→\-－、·・，,]?\s*[{BV}]){{2}})(?![{BV}])")


def _ex_label(line: str) -> str | None:
    """The number a line opens with (「例二十五　癸巳日…」: 例二十五)."""
    m = _EX_LABEL.match(traditional(line))
    return m.group(1) if m else None


_EX_LABEL = compiled(rf"\s*({_EX_NO})(?![〇零一二三四五六七八九十百\d])")


def _numbered_fix(m, n: int, out: list[dict], lines: list[str]) -> None:
    """A later 更正 of the cast its number names (:data:`_NUMBERED_FIX`)."""
    # (nor one of another article's, 「（這是指上一篇的例十二，本篇的例十二沒問題）」: a review of the
    # change, tests/data/review_round52/rv52_bbs_fix.txt:38)
    if _DOUBTED.search(m.string, m.end(), m.end() + 3) or any(
            _NOT_A_SLIP.search(t) for t in lines[n:n + 2]) or _OTHER_TEXT.search(m.string) \
            or _NOT_A_SLIP.search(m.string, m.end()):
        return
    ex = m["ex"]
    y = regex.sub(rf"[^{BV}]", "", m["y"])
    near = [r for r in out if r["line"] < n and r.get("corrected") is None
            and _ex_label(lines[r["line"] - 1]) == ex
            and len(r["claims"].get("transmissions") or ()) == 3]
    if len(near) != 1:
        return                               # (none, or two: not bound)
    r = near[0]
    x = "".join(t or "?" for t in r["claims"]["transmissions"])
    if x == y:
        return
    r["corrected"] = dict(r["claims"], transmissions=list(y))
    r["correction"] = f"the text's later correction at line {n}: {ex} 三傳 {x} read {y}"


# a note its writer takes back (「我原先以為書上印的三傳是申酉戌，末傳應該是亥，…知道是我自己錯了，書不錯」:
# a review of the change, tests/data/review_round44/rv44_gram1.txt:10)
_TAKEN_BACK = compiled(r"以為|以为|原先|本來|本来|[我自己][^。]{0,4}錯了|書不錯|书不错|沒錯|没错")


def _printed_fix(t: str, n: int, out: list[dict]) -> None:
    for m in _PRINTED.finditer(t):
        if (_DOUBTED.search(t, m.end(), m.end() + 3) or _CONFIRMED.match(t, m.end())
                or _TAKEN_BACK.search(t)):
            continue
        near = [r for r in out if abs(r["line"] - n) <= MAX_BACK and r["line"] != n
                and "".join(x or "?" for x in r["claims"].get("transmissions") or ()) == m["x"]]
        i = "初中末".index(m["slot"][0])
        if len(near) != 1 or near[0].get("corrected") is not None or m["x"][i] == m["y"]:
            continue                         # (none, or two: not bound)
        r = near[0]
        tr = list(m["x"])
        tr[i] = m["y"]
        r["corrected"] = dict(r["claims"], transmissions=tr)
        r["correction"] = (f"the text's note at line {n}: 三傳 printed {m['x']}, "
                           f"{m['slot']} read {m['y']}")


# (and a bracketed note by its writer's name, 「〔打字者按：原書中傳作戌，疑當作辰〕」 under a cast's
# figure and its comment, a round-46 red-team transcription, liuren_big5.txt:30; 「原書中傳天將作天空」)
_NOTE_HEAD = r"(?:[〔【\[（(]\s*)?(?:[^：:〕】\]）)\s，。]{0,6}?[按案注])?[：:]?\s*"
_UNDER = compiled(
    rf"^\s*(?:[>＞]\s*)?{_NOTE_HEAD}原[書刻本文](?P<slot>[初中末])(?P<what>傳天將|天將|傳將|傳|將)作"
    rf"(?P<x>{_GFULL}|[{BV}])[，,、]?\s*(?:(?![^，。]*?(?:同|若|如|則|舊|諸本|他本|或|一本))"
    rf"[^，。；？?]{{0,10}}[，,])?[^，。；？?]{{0,8}}?(?<![不非未])"
    rf"(?:應為|應作|當作|當為|應是|當是)"
    rf"(?P<y>{_GFULL}|[{BV}])(?![{BV}])(?P<rest>[^。？?\n]*)")
# (or its 課名: 「原书作元首。第一课卯加辛，下贼上，只此一贼，当为重审」, liuren_notebook.ipynb:53)
_UNDER_NAME = compiled(rf"^\s*(?:[>＞]\s*)?{_NOTE_HEAD}原[書刻本文](?:課名)?作(?P<x>\p{{Han}}{{2}})"
                            r"[。，,；]\s*[^？?]{0,30}?(?<![不非未])(?:當為|應為|當作|應作|當是|應是)"
                            r"(?P<y>\p{Han}{2})(?P<rest>[^。？?\n]*)")
_DAY_SAID = compiled(rf"[{STEMS}][{BRANCHES}](?:日|[，、\s])|(?<![初中末三])傳[{BV}]|又一[課例]|又[占問]")
UNDER_LINES = 12      # (a note under a cast's figure and its comment: the last cast above, this near)
UNDER_BACK = 6
# a note that asks, reports another's word or refuses it (「…按推算應為未之說非」, 「有人以為應為子，誤」,
# 「是否應為亥？」, 「未必應為未」, 「或謂當為涉害，今不從」, 「《指南》以為應為午，不可從」: a review of the
# change, tests/data/review_round45/rv45_under.txt)
_NOT_OWN = compiled(r"[?？]|是否|嗎|吗|吧|待查|待考|以為|之說|說|謂|云|《|不從|不可從|未必|誤甚"
                         r"|不誤|[，,]\s*[誤非]|非$|若|則|舊註|舊注|諸本|與推算同|者非")


def _own_note(t: str, m) -> bool:
    """Whether a note under a cast says its correction as its own (its sentence up to the
    correction's end neither asks, reports nor refuses)."""
    said = _said_to(t, m.end("y"))
    return not (_NOT_OWN.search(said) or NOT_THEIRS.search(said))


def under_fixes(lines: list[str], out: list[dict]) -> None:
    """A note right under a cast, naming the word it prints and the right one (module doc),
    given to that cast: the last one above, across blank lines only."""
    for n, line in enumerate(lines, 1):
        if "原" not in line:
            continue
        t = normalise(traditional(line))
        m = _UNDER.match(t) or _UNDER_NAME.match(t)
        if m is None or not _own_note(t, m):
            continue
        k = n - 1
        while k > max(0, n - UNDER_BACK) and not lines[k - 1].strip():
            k -= 1
        above = [r for r in out if r["line"] == k or k in (r.get("run") or ())]
        if not above and lines[n - 1].lstrip()[:1] in "〔【[（(":
            last = max((r["line"] for r in out if n - UNDER_LINES <= r["line"] < n), default=None)
            # (and no other day named between: a cast the checker found not, a review of the
            # change, tests/data/review_round46/rv46_under.txt:5-6)
            between = "".join(lines[k - 1] for k in range(last + 1, n)) if last else ""
            above = [] if _DAY_SAID.search(between) else [r for r in out if r["line"] == last]
        if len(above) != 1 or above[0].get("corrected") is not None:
            continue
        if m.re is _UNDER_NAME:
            _name_under(above[0], m, n, line)
            continue
        r, i = above[0], "初中末".index(m["slot"])
        general = m["what"] != "傳"
        got = list(r["claims"].get("transmission_generals" if general else "transmissions") or ())
        x = GENERALS.get(m["x"], m["x"]) if general else m["x"]
        y = GENERALS.get(m["y"], m["y"]) if general else m["y"]
        if len(got) != 3 or got[i] not in (x, y) or x == y:
            continue
        key = "transmission_generals" if general else "transmissions"
        # (a cast that prints the note's word already, 「{{< cast … sanchuan="戌午寅" >}}」 under
        # 「原书末传作申，当作寅」, a round-46 red-team post, liuren_hugo.md:76-81: the book printed X,
        # the cast as given reads Y, the note's correction)
        was = got[i]
        got[i] = y
        fixed = dict(r["claims"], **{key: list(got)})
        if was == y:
            got[i] = x
            r["claims"] = dict(r["claims"], **{key: got})
        r["corrected"] = fixed
        r["correction"] = f"the note under it at line {n}: 「{line.strip()}」"


def _name_under(r: dict, m, n: int, line: str) -> None:
    """A note under a cast correcting the 課名 it prints (above)."""
    x, y = canonical_name(m["x"]), canonical_name(m["y"])
    names = list(r["claims"].get("names") or ())
    if x is None or y is None or x == y or x not in names:
        return
    names[names.index(x)] = y
    r["corrected"] = dict(r["claims"], names=names)
    r["correction"] = f"the note under it at line {n}: 「{line.strip()}」"


# a typo its writer puts right in the next words (「丁卯日戌將亥時，三傳亥酉未」 then 「打錯了，是子時」,
# liuren_qunliao.txt:49, :51): the hour or the 將 of the nearest cast before (six lines at most)
_TYPO = compiled(rf"(?:打錯|寫錯|打成|筆誤|手誤|錯打)了?[，,：:\s]*(?:應該|應|當)?(?:是|為|作)"
                      rf"(?P<y>[{BV}])(?P<u>[時將])")
TYPO_BACK = 6


# not one asked (「是不是打錯了，是未時吧？」) or denied (「不是打錯了」, 「沒打錯」): a review of the change
_NOT_SO = compiled(r"(?:不是|沒|没|未|非|是不是)$")


def typo_fixes(lines: list[str], out: list[dict]) -> None:
    """A typo its writer puts right (above), given to the cast it names the hour or 將 of: in a
    chat, the writer's own last cast (another's in between is not it: a review of the change)."""
    senders = _senders(lines) if is_chat(lines) else [None] * len(lines)
    for n, line in enumerate(lines, 1):
        if "錯" not in line and "错" not in line and "誤" not in line and "误" not in line \
                and "打成" not in line:
            continue
        t = traditional(line)
        for m in _TYPO.finditer(t):
            if _NOT_SO.search(t[:m.start()]) or regex.search(r"[?？]|吧|嗎|吗", t[m.end():]):
                continue
            key = "hour" if m["u"] == "時" else "jiang"
            near = [r for r in out if n - TYPO_BACK <= r["line"] < n
                    and senders[r["line"] - 1] == senders[n - 1]]
            if near and near[-1].get("corrected") is None \
                    and near[-1]["claims"].get(key) not in (None, m["y"]):
                r = near[-1]
                r["corrected"] = dict(r["claims"], **{key: m["y"]})
                r["correction"] = (f"its writer's correction at line {n} 「{m.group(0)}」: "
                                   f"{r['claims'][key]}{m['u']} read {m['y']}{m['u']}")


# a translator's note in Vietnamese under the passage it corrects (「Chú thích: trung truyền nguyên bản
# in 亥 (Hợi), có lẽ là lỗi in. … vậy trung truyền phải là 戌 (Tuất)」, a round-37 red-team book,
# tests/data/redteam/liuren_vi.txt:85 of :79; a general, :113; a day, :227): the word as printed
# and the one the note puts, each in characters, given to the nearest cast before (eight lines)
# that prints it (in the 傳 the note names, when it names one)
# (not denied, 「không phải là lỗi」, 「không phải là 酉」, 「…là sai」, 「đúng với…」; the hour and the 將 by
# 「giờ」 and 「tướng」; the word it puts in the same sentence, or in a later one whose last subject
# before it is the note's own or none (「…vậy trung truyền phải là 戌」, 「Phải là 太常」, not 「Quý nhân
# ban đêm của ngày Canh phải là 未」); of the day the note names
# when it names one: a review of the change, tests/data/review_round37/v1_refusals.txt,
# v2_twocasts.txt)
_VI_SLOTS = {"sơ truyền": 0, "trung truyền": 1, "mạt truyền": 2, "giờ": "hour", "tướng": "jiang"}
_VI = compiled(rf"(?:(?P<slot>sơ truyền|trung truyền|mạt truyền|giờ|tướng)\s+)?nguyên bản "
                    rf"(?:in|ghi|chép|khắc)\s+(?P<x>[{STEMS}][{BRANCHES}]|{_GFULL}|[{BV}])(?![{BV}])",
                    regex.I)
_VI_TO = compiled(rf"(?<!không )(?:phải là|đúng là|nên là|sửa thành)\s+"
                       rf"(?P<y>[{STEMS}][{BRANCHES}]|{_GFULL}|[{BV}])", regex.I)
_VI_DENIED = compiled(r"không phải là lỗi|không (?:có )?lỗi|không sai|là sai|chẳng phải|đúng với",
                           regex.I)
# another subject a later sentence's 「phải là」 may be said of (「Quý nhân … phải là 未」)
_VI_SUBJECT = compiled(r"quý nhân|thiên tướng|sơ truyền|trung truyền|mạt truyền|giờ|tướng|ngày")


def _vi_put(line: str, m) -> str | None:
    """The word the note at ``m`` puts for its printed one (above), or None."""
    for k, sent in enumerate(regex.split(r"[.。]", line[m.end():])[:3]):
        to = _VI_TO.search(sent)
        if _VI_DENIED.search(sent[:to.start()] if to else sent):
            return None
        if to:
            said = _VI_SUBJECT.findall(sent[:to.start()].lower())
            return to["y"] if k == 0 or not said or said[-1] == (m["slot"] or "").lower() else None
    return None


VI_BACK = 8


def vietnamese_fixes(lines: list[str], out: list[dict]) -> None:
    """A translator's note in Vietnamese (above), given to the cast it corrects."""
    for n, line in enumerate(lines, 1):
        if "nguyên bản" not in line:
            continue
        for m in _VI.finditer(line):
            x, y = m["x"], _vi_put(line, m)
            if y is None or len(x) != len(y) or (x in GENERAL_NAMES) != (y in GENERAL_NAMES):
                continue
            days = {d for d in _DAY.findall(line) if d not in (x, y)}
            near = [(r, fixed) for r in out if n - VI_BACK <= r["line"] < n
                    and r.get("corrected") is None and (not days or r["claims"].get("day") in days)
                    and (fixed := _fixed(r["claims"], x, y, _VI_SLOTS.get((m["slot"] or "").lower())))
                    is not None]
            if len(near) == 1:               # (none, or two: not bound)
                (r, fixed), = near
                r["corrected"] = fixed
                r["correction"] = f"the translator's note at line {n} 「{m.group(0)}」: {x} read {y}"


def _fixed(c: dict, x: str, y: str, slot) -> dict | None:
    """``c`` with its printed ``x`` read ``y`` (a day, a general, the hour or the 將, or a 傳; the
    ``slot`` the note names: a 傳's index, ``hour`` or ``jiang``), or None when it does not
    print ``x`` there."""
    if slot in ("hour", "jiang"):
        return dict(c, **{slot: y}) if c.get(slot) == x else None
    if len(x) == 2 and x[0] in STEMS:
        return dict(c, day=y) if c.get("day") == x else None
    if x in GENERAL_NAMES:
        gens = list(c.get("transmission_generals") or ())
        if gens.count(x) == 1:
            gens[gens.index(x)] = y
            return dict(c, transmission_generals=gens)
        on = dict(c.get("generals") or {})        # (「子乘六合，巳乘太陰…」: by the branch)
        at = [b for b, g in on.items() if g == x]
        if len(at) == 1:
            on[at[0]] = y
            return dict(c, generals=on)
        return None
    tr = list(c.get("transmissions") or ())
    i = slot
    if i is None:
        i = tr.index(x) if tr.count(x) == 1 else None
    if i is None or len(tr) != 3 or tr[i] != x:
        return None
    tr[i] = y
    return dict(c, transmissions=tr)


# an author's correction in English of a cast quoted near it (a sinologist's monograph:
# 「戊申日丑將巳時，三傳子申午」 then 「…the received text reads 午 here, which must be an error for
# 辰.」, a round-36 red-team book, liuren_en.txt:86, :89-90; one such correction wrong, :134)
_W = rf"(?:{_GFULL}|[{BV}])"
_ENGLISH = compiled(
    rf"reads?\s+(?P<x>{_W})\s*(?:here|there|in this place)?\s*,?\s*which\s+(?:must|should|can only)"
    rf"\s+be\s+(?:an?\s+)?(?:error|mistake|misprint|corruption|slip)\s+for\s+(?P<y>{_W})"
    rf"|(?P<x>{_W})\s+(?:must be|is)\s+(?:an?\s+)?(?:error|mistake|misprint|corruption|slip)\s+for"
    rf"\s+(?P<y>{_W})", regex.I)
# (a translator's notes, a round-38 red-team bilingual edition, liuren_zhen.txt:30, :60, :91,
# :110: 「The text has 未; read 酉.」, 「For 亥 read 戌.」, 「Emend 太常 to 太陰」, 「申 is clearly a
# copyist's slip; the correct branch is 寅.」: each opening its sentence or the note, not 「for 子 read
# 午」 inside a sentence about something else, a review of the change)
_ENGLISH_NOTE = compiled(
    rf"(?:^|(?<=[.?!]\s{{1,3}})|(?<=\[?note\]?:?\s{{0,3}}))(?:"
    rf"the\s+(?:text|print|edition)\s+(?:has|reads|gives|prints)\s+(?P<x>{_W})\s*[;,.]\s*read\s+(?P<y>{_W})"
    rf"|for\s+(?P<x>{_W}),?\s+read\s+(?P<y>{_W})|emend\s+(?P<x>{_W})\s+to\s+(?P<y>{_W})"
    rf"|(?P<x>{_W})\s+is\s+(?:clearly|evidently|obviously|plainly|surely)?\s*an?\s+(?:copyist's\s+|"
    rf"scribal\s+|printer's\s+|graphic\s+)?(?:error|mistake|misprint|slip|corruption)\s*[;,:]\s*the\s+"
    rf"(?:correct|right|true)\s+(?:branch|general|reading|word|character)\s+is\s+(?P<y>{_W}))", regex.I)
# the next sentence refusing it (「Not followed.」, 「The plate forbids it.」, 「…; we keep the base text」)
_REFUSED_NEXT = compiled(r"\s*(?:not followed|not adopted|rejected|the plate (?:forbids|rules)|"
                              r"this (?:is|would be) (?:wrong|mistaken)|but\b|we (?:keep|retain|do not))",
                              regex.I)
# not the author's (「Ho Peng Yoke thinks 午 is an error for 子, but…」), not asked (「Could it be
# that 申 is an error for 子?」), not of an hour or a general (「The Ming print gives the hour as 酉;
# 酉 is an error for 巳」): a review of the change, tests/data/review_round36/e1_english.txt
_OTHERS = compiled(r"\b(?:thinks?|thought|believes?|believed|suggests?|suggested|argues?|argued"
                        r"|holds?|held|claims?|claimed|supposes?|proposes?|proposed|takes?|took|says?"
                        r"|said|maintains?|according to|some|others|editors?|might|could|would|tempted"
                        r"|do not|don't|never|not|translation|translator|English|rendering)\b"
                        r"|\b[A-Z][a-z]+\s*(?:\(\d{4}\))?\s*:", regex.I)
_REFUTED = compiled(r"\b(?:but|however|yet)\b", regex.I)
_ASKED = compiled(r"^\s*(?:could|can|might|would|is|was|should)\b", regex.I)
_NOT_TRANSMISSION = compiled(r"\b(?:hour|general|noble|month|day-time|daytime|night)\b", regex.I)
_PINYIN_DAY = compiled(rf"\b({'|'.join(lx.STEMS_PINYIN)})({'|'.join(lx.BRANCHES_PINYIN)})\b",
                            regex.I)
_SENTENCE_END = compiled(r"[.?!](?=\s|$)")
ENGLISH_AROUND = (10, 4)


def english_fixes(lines: list[str], out: list[dict]) -> None:
    """An author's correction in English (above), read over its paragraph's lines, given to the
    one cast near it (ten lines before, four after) whose 三傳 holds the printed branch once,
    of the day the sentence names in pinyin when it names one (「In the wushen case, …」)."""
    n = 0
    while n < len(lines):
        if not lines[n].strip() or not regex.search(r"error|mistake|misprint|corruption|slip|read"
                                                    r"|emend", lines[n], regex.I):
            n += 1
            continue
        a = n
        while a > 0 and lines[a - 1].strip():
            a -= 1                            # (the paragraph's first line)
        starts, text = [], ""
        for k in range(a, len(lines)):
            if not lines[k].strip():
                break
            starts.append((len(text), k + 1))
            text += lines[k].strip() + " "
        for m in sorted([*_ENGLISH.finditer(text), *_ENGLISH_NOTE.finditer(text)],
                        key=lambda m: m.start()):
            if _authors(text, m):
                _english_fix(out, max(k for s, k in starts if s <= m.start()), m,
                             _days_named(text, m))
        n = k + 1


def _authors(text: str, m) -> bool:
    """Whether the correction ``m`` is the author's own statement (above)."""
    ends = [e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())]
    start = ends[-1] if ends else 0
    stop = _SENTENCE_END.search(text, m.end())
    before, after = text[start:m.start()], text[m.end():stop.end() if stop else len(text)]
    return not (_OTHERS.search(before) or _REFUTED.search(after) or after.rstrip().endswith("?")
                or _ASKED.match(before) or _NOT_TRANSMISSION.search(before)
                or regex.search(r";\s*we\s+(?:keep|retain|do not)", after, regex.I)
                or _REFUSED_NEXT.match(text, stop.end() if stop else len(text)))


def _days_named(text: str, m) -> set[str]:
    ends = [e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())]
    said = text[ends[-1] if ends else 0:m.start()]
    out = set()
    for d in _PINYIN_DAY.finditer(said):
        s, b = lx.STEMS_PINYIN.index(d[1].lower()), lx.BRANCHES_PINYIN.index(d[2].lower())
        if s % 2 == b % 2:
            out.add(lx.STEMS[s] + lx.BRANCHES[b])
    return out


def _english_fix(out: list[dict], n: int, m, days: set[str]) -> None:
    back, ahead = ENGLISH_AROUND
    x, y = m["x"], m["y"]
    if (x in GENERAL_NAMES) != (y in GENERAL_NAMES):
        return
    near = [(r, fixed) for r in out if n - back <= r["line"] <= n + ahead
            and r.get("corrected") is None and (not days or r["claims"].get("day") in days)
            and (fixed := _in_one_place(r["claims"], x, y)) is not None]
    if len(near) != 1:
        return                               # (none, or two: not bound)
    (r, fixed), = near
    r["corrected"] = fixed
    r["correction"] = f"the author's correction at line {n} 「{m.group(0)}」: {x} read {y}"


def _in_one_place(c: dict, x: str, y: str) -> dict | None:
    """``c`` with ``x`` read ``y`` where the cast prints ``x`` in one place only (a 傳, the hour,
    the 將, the day's branch; a general), or None (nowhere, or in two places)."""
    if x in GENERAL_NAMES:
        return _fixed(c, x, y, None)
    tr = list(c.get("transmissions") or ())
    places = [("transmissions", i) for i, b in enumerate(tr) if b == x] + [
        (k, None) for k in ("hour", "jiang") if c.get(k) == x] + (
        [("day", None)] if (c.get("day") or "  ")[1] == x else []) + [
        ("lessons", i) for i, ls in enumerate(c.get("lessons") or ()) if ls and x in ls.values()]
    if len(places) != 1 or places[0][0] == "lessons":
        return None                           # (a lesson's too: which one is meant is not said)
    key, i = places[0]
    if key == "transmissions":
        tr[i] = y
        return dict(c, transmissions=tr)
    return dict(c, day=c["day"][0] + y) if key == "day" else dict(c, **{key: y})


__all__ = ["MESSAGE", "english_fixes", "is_chat", "later_fixes", "reply_fixes", "typo_fixes",
           "vietnamese_fixes"]
