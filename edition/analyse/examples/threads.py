"""Corrections a text makes of a cast later on, away from it (a round-35 red-team forum thread,
tests/data/redteam/liuren_luntan.txt):

* a reply's correction of the cast in the post it answers: post #10 「回复 9楼 小六子 的帖子」 then
  「你排错了，中传应该是戌。」 and 「丁巳日亥将午时，三传巳戌卯」 (:80-82), of post #9's 「丁巳日亥将午时
  …三传巳亥卯」 (:75): the reply's 三傳 given to the one cast of that post whose 三傳 the post
  writes, when the reply writes one cast of the same day;
* a poster's own later correction naming the printed 三傳 and the right one: 「更正：我上面甲寅
  那课把中传写错了…应该是丑亥亥，不是丑子亥。」 (:111), of 「…三传丑子亥…」 (:99): given to the
  nearest cast before it (forty lines at most) whose 三傳 is the printed one.

Each is the text's own correction (``corrected``, ``correction``), checked like a note's: it
may be right (``printed-error-corrected``) or wrong (``correction-disputed``).
"""
from __future__ import annotations

import regex

from edition.core.normalize import traditional

from .vocab import BRANCHES, BV, STEMS

# a post's head: 「#10 青木 发表于 …」, 「10楼 …」, 「第10楼」
_POST = regex.compile(r"^\s*(?:#(?P<n>\d{1,4})\s|第?(?P<n>\d{1,4})\s*[樓楼][\s：:])")
# the post it answers, in its first lines: 「回复 9楼 小六子 的帖子」
_REPLY = regex.compile(r"回[復复覆]\s*(?:第\s*)?(?P<n>\d{1,4})\s*[樓楼#]")
# 「中傳應該是戌」, 「末傳應為巳」 (a reply's words to the one it answers)
_SLOT = regex.compile(rf"(?P<slot>初傳|中傳|末傳)(?:應該|應當|應)(?:是|為|作)(?P<y>[{BV}])(?![{BV}])")
# 「更正：…應該是丑亥亥，不是丑子亥」, 「…三傳應為丑亥亥，我打成了丑子亥」
_FIX = regex.compile(rf"(?:更正|勘誤|訂正)[：:]?[^。]{{0,80}}?(?:應該|應當|應|當)(?:是|為|作)"
                     rf"(?P<y>[{BV}]{{3}})[，,]?\s*(?:不是|而非|非|打成了?|寫成了?|誤作)(?P<x>[{BV}]{{3}})")
# a correction the same post takes back or refuses (「…應該是戌？不對，…」): not the post's
_DOUBTED = regex.compile(r"[?？]|嗎|吗|吧")
MAX_BACK = 40
_DAY = regex.compile(rf"[{STEMS}][{BRANCHES}]")


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
        said = [(k, s) for k in range(a, b + 1) for s in _SLOT.finditer(traditional(lines[k - 1]))
                if _own(traditional(lines[k - 1]), s)]
        if said:
            _give(out, where[int(m["n"])], (a, b), said[0][1], f"a reply in the text at line "
                  f"{said[0][0]} (to post {m['n']}): {said[0][1].group(0)}")


# a slot said to be wrong by someone the reply reports (「有人說末傳應該是申，不對」) or confirmed
# (「中傳應該是戌沒錯」), or asked (「…應該是戌？」): not the reply's correction (a review of the change,
# tests/data/review_round35/r1_thread.txt:7, :24)
_REPORTED = regex.compile(r"(?:說|謂|云|以為|認為|講)[^，。；]{0,4}$")
_CONFIRMED = regex.compile(r"[^，。；]{0,3}?(?:沒錯|不錯|無誤|是對的|對的|正確)")


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


def later_fixes(lines: list[str], out: list[dict]) -> None:
    """A later correction naming the printed 三傳 and the right one (module doc)."""
    for n, line in enumerate(lines, 1):
        if "正" not in line and "誤" not in line and "误" not in line:
            continue                         # (the fold only for the lines that may say it)
        for m in _FIX.finditer(traditional(line)):
            # (of the day it names, when it names one: 「更正：我上面甲寅那課…」, not another's cast
            # of the same 三傳, a review of the change)
            day = _DAY.findall(m.group(0))
            near = [r for r in out if n - MAX_BACK <= r["line"] < n and r.get("corrected") is None
                    and "".join(x or "?" for x in r["claims"].get("transmissions") or ()) == m["x"]
                    and (not day or r["claims"].get("day") == day[-1])]
            if not near:
                continue
            r = near[-1]
            r["corrected"] = dict(r["claims"], transmissions=list(m["y"]))
            r["correction"] = f"the text's later correction at line {n}: 三傳 {m['x']} read {m['y']}"


# an author's correction in English of a cast quoted a few lines before (a sinologist's monograph:
# 「戊申日丑將巳時，三傳子申午」 then 「…the received text reads 午 here, which must be an error for
# 辰.」, a round-36 red-team book, liuren_en.txt:86, :89-90; one such correction wrong, :134)
_ENGLISH = regex.compile(
    rf"reads?\s+(?P<x>[{BV}])\s*(?:here|there|in this place)?\s*,?\s*which\s+(?:must|should|can only)"
    rf"\s+be\s+(?:an?\s+)?(?:error|mistake|misprint|corruption|slip)\s+for\s+(?P<y>[{BV}])"
    rf"|(?P<x>[{BV}])\s+(?:must be|is)\s+(?:an?\s+)?(?:error|mistake|misprint|corruption|slip)\s+for"
    rf"\s+(?P<y>[{BV}])")
ENGLISH_BACK = 10


def english_fixes(lines: list[str], out: list[dict]) -> None:
    """An author's correction in English (above), read over its paragraph's lines, given to the
    nearest cast before it (ten lines at most) whose 三傳 holds the printed branch once."""
    n = 0
    while n < len(lines):
        if not lines[n].strip() or "error" not in lines[n] and "mistake" not in lines[n] \
                and "misprint" not in lines[n] and "corruption" not in lines[n] \
                and "slip" not in lines[n]:
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
        for m in _ENGLISH.finditer(text):
            at = max(k for s, k in starts if s <= m.start())
            _english_fix(out, at, m)
        n = k + 1


def _english_fix(out: list[dict], n: int, m) -> None:
    near = [r for r in out if n - ENGLISH_BACK <= r["line"] <= n and r.get("corrected") is None
            and (r["claims"].get("transmissions") or []).count(m["x"]) == 1]
    if not near:
        return
    r = near[-1]
    tr = list(r["claims"]["transmissions"])
    tr[tr.index(m["x"])] = m["y"]
    r["corrected"] = dict(r["claims"], transmissions=tr)
    r["correction"] = f"the author's correction at line {n} 「{m.group(0)}」: {m['x']} read {m['y']}"


__all__ = ["english_fixes", "later_fixes", "reply_fixes"]
