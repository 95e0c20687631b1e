"""An examination paper and its key (a round-40 red-team paper, tests/data/redteam/
liuren_kaoshi.txt): sections numbered 「一、單選題」, 「三、判斷題」, 「四、填空題」, questions numbered
「1．」 under them, and at the end 「參考答案」 with the same sections, answering by number:

* a fill-in's blank (「1．丁丑日丑將巳時，三傳________。」) and a choice's bracket (「1．甲子日亥將卯時，其
  三傳為（　）」 with its options 「A．午寅戌　　B．申辰子」) are filled with the key's answer (「1．巳丑酉」,
  「1.D」: the option's words), and the question is read as the book's cast with it;
* a true-or-false statement (「4．己丑日辰將戌時三傳丑未丑。（　）」) the key marks √ is the book's; one
  it marks × is refused by it (read with 「，非也」).

Unanswered, a question's claims are the reader's to judge (polarity.to_answer). Multiple choice
(several letters) is not read.

    answers(lines) -> {question's line: (the key's line, the question's words with its answer)}
"""
from __future__ import annotations

from .polarity import EMPTY_BRACKET
from .prose import find_casts
from edition.core.patterns import compiled

_SECTION = compiled(r"^\s*(?P<n>[一二三四五六七八九十]+)[、．.]\s*(?P<k>單選|单选|判斷|判断|填空|是非)")
_ANY_SECTION = compiled(r"^\s*[一二三四五六七八九十]+[、．.]\s*\S")
_KEY = compiled(r"^\s*(?:參考答案|参考答案|答案|試題答案|试题答案|標準答案|标准答案)")
_CHAPTER = compiled(r"^\s*(?:第[〇一二三四五六七八九十百\d]+[章講讲篇卷單单元]|[《〈].{1,30}[》〉].{0,12}(?:試卷|试卷|考試|考试|測驗|测验))")
_ITEM = compiled(r"^\s*(?P<n>\d{1,3})\s*[．.、]\s*")
_OPTION = compiled(r"(?P<l>[A-HＡ-Ｈ])\s*[．.、]\s*(?P<w>.+?)\s*(?=[\s　]+[A-HＡ-Ｈ]\s*[．.、]|$)")
_MARKS = compiled(r"(?P<n>\d{1,3})\s*[．.、]\s*(?P<a>[A-HＡ-Ｈ]|[√×✓✗對錯对错])(?![A-HＡ-Ｈ])")
_BLANK = compiled(rf"_{{2,}}|＿{{2,}}|{EMPTY_BRACKET}")
_JUDGED = compiled(rf"[。.]?[\s　]*{EMPTY_BRACKET}")
_TRUE = "√✓對对"
_KIND = {"单选": "單選", "判断": "判斷", "是非": "判斷"}


def answers(lines: list[str]) -> dict[int, tuple[int, str]]:
    """Each answered question's words with its answer (module doc), by the question's line: the
    questions before a key, answered by that key (up to the next chapter or key: a review of the
    change found a chapter's questions filled from the next chapter's key)."""
    keys = [n for n, t in enumerate(lines, 1) if _KEY.match(t)]
    out: dict = {}
    start = 1
    for key in keys:
        end = next((n for n in range(key + 1, len(lines) + 1)
                    if _CHAPTER.match(lines[n - 1]) or _KEY.match(lines[n - 1])), len(lines) + 1)
        out.update(_answered(lines, (start, key, end)))
        start = end
    return out


def _answered(lines: list[str], block: tuple[int, int, int]) -> dict:
    start, key, end = block
    out = {}
    for (kind, section, number), (q, options) in _questions(lines, start, key).items():
        got = _answer(lines, (key, end), kind, section, number)
        if got is None:
            continue
        k, a = got
        text = lines[q - 1]
        if kind == "判斷":
            if a not in _TRUE and _claim_kinds(_JUDGED.sub("。", text, count=1)) != 1:
                continue         # (false, but which of its claims is not said: a review)
            filled = _JUDGED.sub("。" if a in _TRUE else "，非也。", text, count=1)
        elif kind == "單選":
            if a not in options:
                continue
            filled = _BLANK.sub(options[a], text, count=1)
        else:
            filled = _BLANK.sub(a, text, count=1)
        if filled != text:
            out[q] = (k, filled)
    return out


_QUESTION = compiled(rf"^\s*\d{{1,3}}\s*[．.、].*{EMPTY_BRACKET}")
_OPTION_LINE = compiled(r"^\s*[（(]?[A-HＡ-Ｈ]\s*[）)．.、]")


def option_lines(lines: list[str]) -> frozenset[int]:
    """The lines of a choice question's options (「　　B．戊辰日申將子時三傳子申戌」 under 「3．下列說法
    正確的是（　）」): a candidate answer, no claim of the book (a review of the change, tests/data/
    review_round40/rv_exam1.txt:9, read as a cast and accused)."""
    out, under = set(), False
    for n, t in enumerate(lines, 1):
        if _QUESTION.match(t):
            under = True
        elif under and _OPTION_LINE.match(t):
            out.add(n)
        elif t.strip():
            under = False
    return frozenset(out)


def _claim_kinds(text: str) -> int:
    """How many kinds of the chart's claims a statement makes (三傳, generals, 課名 …)."""
    casts = find_casts(text)
    return len({k for k in _STATED if casts[0].claims.get(k)}) if casts else 0


# the chart's claims a statement may make (not its plate)
_STATED = ("transmissions", "transmission_generals", "generals", "lessons", "gan_shang",
           "zhi_shang", "names", "patterns", "guiren")


def _questions(lines: list[str], start: int, key: int) -> dict:
    """(kind, section numeral, number) → (question's line, its options by letter)."""
    out: dict = {}
    kind = section = None
    last = None
    for n in range(start, key):
        t = lines[n - 1]
        s = _SECTION.match(t)
        if s:
            kind, section, last = _KIND.get(s["k"], s["k"]), s["n"], None
            continue
        if _ANY_SECTION.match(t) and not _ITEM.match(t):
            kind = section = last = None
            continue
        it = _ITEM.match(t)
        if kind and it and _BLANK.search(t):
            last = (kind, section, int(it["n"]))
            out[last] = (n, {})
            after = t[_BLANK.search(t).end():].strip()     # (its options on its own line)
            for o in _OPTION.finditer(after):
                out[last][1][_letter(o["l"])] = o["w"].strip()
            continue
        if last is not None and kind == "單選":
            for o in _OPTION.finditer(t.strip()):
                out[last][1][_letter(o["l"])] = o["w"].strip()
    return out


def _answer(lines: list[str], key: tuple[int, int], kind: str, section: str, number: int):
    """(the key's line, the answer) of a question, or None."""
    at = None
    for n in range(key[0] + 1, key[1]):
        t = lines[n - 1]
        s = _SECTION.match(t)
        if s:
            at = (_KIND.get(s["k"], s["k"]), s["n"])
            continue
        if _ANY_SECTION.match(t) and not _ITEM.match(t):
            at = None
            continue
        if at != (kind, section):
            continue
        if kind in ("單選", "判斷"):
            for m in _MARKS.finditer(t):
                a = _letter(m["a"])
                if int(m["n"]) == number and (kind == "單選") == (a in "ABCDEFGH"):
                    return n, a       # (a letter judges nothing: 「A」 for 正確, a review)
        else:
            it = _ITEM.match(t)
            if it and int(it["n"]) == number:
                words = t[it.end():].strip().rstrip("。")
                return (n, words) if words else None
    return None


def _letter(a: str) -> str:
    return chr(ord(a) - 0xFEE0) if "Ａ" <= a <= "Ｈ" else a


__all__ = ["answers", "option_lines"]
