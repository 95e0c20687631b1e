"""A case's header written over several lines: the four pillars on one line, the 月將 on
another (「霜降(10월 23일)이 지났으므로 卯將, 未時이다.」 then 「사주: 戊子年 癸亥月 丁巳日
丁未時」, a red-team Korean case book, liuren_jeomrye_ko.txt:154-155). No line holds a cast
by itself; the header's lines together do: the day of the 四柱, the hour of its 時柱, and the
one 將 the header names. Taken only when the header names one 將 and no hour other than the
時柱's.
"""
from __future__ import annotations

from .vocab import BRANCHES, NOT_JIANG_BEFORE, NOT_JIANG_VERBS, STEMS, normalise
from edition.core.patterns import compiled

_GZ = rf"[{STEMS}][{BRANCHES}]"
PILLARS = compiled(rf"(?P<y>{_GZ})年\s*(?P<m>{_GZ})月\s*(?P<d>{_GZ})日\s*(?P<h>{_GZ})時")
# (「卯將」, 「월장: 辰 (秋分 9월 23일 이후)」, 「月將：辰」 (read on the line as printed: a Korean
# line's hanja reading drops 월장): a red-team Korean case book)
# (not 「其子將赴省試」, his son is to go; 「未將」, not yet: a review of the change)
_JIANG = compiled(rf"(?<![{STEMS}{BRANCHES}{NOT_JIANG_BEFORE}])(?P<j>[{BRANCHES}])將"
                       rf"(?![軍{NOT_JIANG_VERBS}])")
# the querent's birth written in pillars (「본명: 庚午年 戊子月 壬申日 庚子時」): no cast, and no
# other case's header
BIRTH = compiled(r"(?:본명|本命|생년|生年|출생|命造|乾造|坤造|年命|命)\s*[:：]?\s*$")
# a line that closes a header before it: another case's judgement or its heading mark
_CLOSES = compiled(r"^\s*(?:○|◎|●|■|斷曰|判曰|占曰|판단|결과|後果|后果)")
_LABELLED = compiled(rf"(?:월장|月將)\s*[:：]\s*(?P<j>[{BRANCHES}])(?![{BRANCHES}])")
_HOUR = compiled(rf"(?<![{STEMS}{BRANCHES}])(?P<h>[{BRANCHES}])時")


def block_casts(lines: list[str], found: list[dict], heading, read=lambda t: t,
                skip: frozenset = frozenset()) -> list[dict]:
    """The casts of headers over several lines (module doc) in ``lines`` (``read``: how a line
    is read, the hanja reading of a Korean one) on lines holding no cast (``found``: the casts
    read), none of the same day in the six lines after (the case says its cast again: 「壬戌日
    巳時에 丑將을 쓰니…」 two lines below its 사주, liuren_jeomrye_ko.txt:182); a header is the
    run of non-blank lines holding the pillars, after a ``heading`` line at most; ``skip``: the
    lines of case records (:mod:`.cases`), read as their case's."""
    out = []
    taken = {r["line"] for r in found} | set(skip)
    for n, line in enumerate(lines, 1):
        if n in taken:
            continue
        m = PILLARS.search(normalise(line))
        if not m or is_birth(line, m):
            continue
        block = _block(lines, n, heading)
        if any(k in taken for k in block):
            continue
        text = " ".join(normalise(read(lines[k - 1])) for k in block)
        said = " ".join(normalise(lines[k - 1]) for k in block)
        # (X將 in the reading, which leaves out a refusal: 「立春이 지났다고 亥將을 쓰는 분이 있는데
        # 잘못이다」, liuren_sarye_ko.txt:82; the label in the line as printed)
        js = {x["j"] for x in _JIANG.finditer(text)} | {x["j"] for x in _LABELLED.finditer(said)}
        hours = {x["h"] for x in _HOUR.finditer(text)} - {m["h"][1]}
        if len(js) != 1 or hours or any(
                n < r["line"] <= n + 6 and r["claims"].get("day") == m["d"]
                and not recalled(lines[r["line"] - 1], r["start"]) for r in found):
            continue
        (j,) = js
        where = ", ".join(str(k) for k in block if _JIANG.search(normalise(read(lines[k - 1])))
                          or _LABELLED.search(normalise(lines[k - 1])))
        out.append({"line": n, "start": m.start(), "end": m.end(), "kind": "inline",
                    "claims": {"day": m["d"], "hour": m["h"][1], "jiang": j,
                               "hour_pillar": m["h"], "year": m["y"], "month": m["m"] + "月",
                               "forms": {"hour": "hour_gz", "jiang": "header_block"},
                               "binding": {"certain": True, "polarity": "asserted",
                                           "why": f"one header: the 四柱 of line {n}, the 將 "
                                                  f"of line {where}"}},
                    "name": "", "origin": "detector", "note": ""})
    return out


def is_birth(line: str, m) -> bool:
    """Whether the pillars ``m`` of ``line`` are the querent's birth (:data:`BIRTH`)."""
    return bool(BIRTH.search(normalise(line)[:m.start()]))


def _ends(line: str, heading) -> bool:
    """Whether ``line`` is not a header's: blank, a heading, another header's pillars, a
    judgement (「斷曰」) or a case's mark (「○問訟」): a review of the change found a 將 taken
    from the case above."""
    if not line.strip() or heading.match(line) or _CLOSES.match(line):
        return True
    m = PILLARS.search(normalise(line))
    return m is not None and not is_birth(line, m)


def _block(lines: list[str], n: int, heading) -> list[int]:
    """The header's lines around line ``n``: the lines before it (four at most, after a
    heading, a blank line, a judgement or another header's pillars) and after it (two at
    most)."""
    up = n
    while up > 1 and n - up < 4 and not _ends(lines[up - 2], heading):
        up -= 1
    down = n
    while down < len(lines) and down - n < 2 and not _ends(lines[down], heading):
        down += 1
    return list(range(up, down + 1))


# a cast recalled from another time in its sentence (「작년에 본 己丑日 子將 辰時의 課가 생각났다」,
# 「그때의 己丑日 子將 辰時 課는…」, 「昔占甲子日亥將寅時…」: a review of the change): its words are
# its claims; the chart under it is the case's
_RECALL = compiled(r"그때|어제|작년|지난번|지난해|예전|생각[나났]|떠올[랐리]|昔|昨|往年|前年|曾占|記得|上次")


def recalled(line: str, at: int) -> bool:
    """Whether the sentence of ``line`` holding position ``at`` recalls a cast (above)."""
    s = max(line.rfind(x, 0, at) for x in "。.!?！？") + 1
    e = min([i for i in (line.find(x, at) for x in "。.!?！？") if i >= 0] + [len(line)])
    return bool(_RECALL.search(line, s, e))


# a cast supposed (「若丁巳日卯將申時，則課不同」, 「만약 …」: a review of the change): not 假令/假如,
# which open the worked casts of the oldest books
_SUPPOSED = compiled(r"(?:(?<![假])若|設若|倘若?|如果|만약|만일)\s*(?:是|於|在)?\s*$")


def supposed(line: str, at: int) -> bool:
    """Whether the cast at ``at`` of ``line`` is opened by a supposition (above)."""
    return bool(_SUPPOSED.search(line[max(0, at - 4):at]))


__all__ = ["PILLARS", "block_casts", "is_birth", "recalled", "supposed"]
