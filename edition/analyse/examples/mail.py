"""An e-mail thread saved as text (a round-44 red-team book, tests/data/redteam/liuren_mail.txt:
messages with their headers 「From: …」, replies that quote the message they answer with 「> 」 and
「> > 」, a reply written under the quoted line it answers):

* a quoted line the file holds before, unquoted or quoted less deep (「> 2. 丁亥日巳將戌時…」, :189, of
  :78), is a copy of it: no cast of its own (:func:`copies`; the copy is read as blank, its
  length kept); a quoted line the file does not hold before is read as any line is;
* a reply written under a quoted cast corrects it where it says the cast is wrong and writes its
  三傳 again (「> 2. 丁亥日…三傳酉辰亥，貴虎雀，元首。」 then 「不對。…所以是重審，不是元首。三傳午丑申，玄武、
  勾陳、天后。」, :189-191), or its generals (「三傳對，天將錯。…三傳的將是青龍、貴人、白虎。」, :202-203)
  (:func:`reply_fixes`): the correction is the quoted cast's, given to the line it copies; a
  reply that asks (「中傳應是午吧？」, :61) or says nothing is wrong corrects nothing.
"""
from __future__ import annotations

import regex

from edition.core.normalize import traditional

from .polarity import sentence
from .vocab import _GFULL, BRANCHES, BV, GENERALS, STEMS
from edition.core.patterns import compiled

_QUOTE = compiled(r"^\s*(?:>\s?)+")
_HEAD = compiled(r"^(?:From|To|Date|Subject|寄件者|收件者|發件人|发件人|主旨|主題)[:：]\s*\S"
                      r"|(?:寫道|写道|wrote)[:：]\s*$", regex.IGNORECASE)
_WRONG = compiled(r"不對|不对|錯了|错了|[錯错](?=[。，,；]|$)|有誤|有误|不是(?!我)")
_ASKED = compiled(r"[?？]|吧|嗎|吗|是不是")
# a reply that finds the quoted cast right (「我排的也是這樣，沒錯」, 「老師寫的才對」): it corrects
# nothing, whatever else it says of a slip (a review of the change, tests/data/review_round44/
# rv44_mail1.txt:23, :41, rv44_mail2.txt:19)
_RIGHT = compiled(r"沒錯|没错|才對|才对|是對的|是对的|不錯|不错|無誤|无误|也是這樣|也是这样|對的|对的")
# not the replier's own 三傳: another's (「志豪回信說三傳應是申亥子」), a supposed one (「如果取上克下，三傳是
# 丑酉巳」), the slip he made (「寫成三傳戌午子」): a review of the change, rv44_mail1.txt:23, :26, :41
_NOT_HIS = compiled(r"說|说|謂|云|以為|認為|如果|若|假如|假若|倘|寫成|写成|打成|說成|说成|算成")
_TRANS = compiled(rf"三傳(?:應該是|應當是|應是|應作|應為|應|當作|當為|是|為)?[：:]?"
                       rf"(?P<t>[{BV}]{{3}})(?![{BV}])"
                       rf"(?:[，、]\s*(?:將(?:是|為|得)?)?(?P<g>{_GFULL}[、，]?{_GFULL}[、，]?{_GFULL}))?")
_GENS = compiled(rf"(?:天將|的將|將)(?:應該是|應是|應為|是|為)[：:]?"
                      rf"(?P<g>{_GFULL}[、，]?{_GFULL}[、，]?{_GFULL})")
_ONE_GEN = compiled(_GFULL)
_DAY = compiled(rf"([{STEMS}][{BRANCHES}])日")
MIN_COPY = 6           # a quoted line shorter than this is no copy (「> 」 alone, 「> 好」)


def is_mail(lines: list[str]) -> bool:
    """Whether a book is a thread of mails: five quoted lines or more, and a mail's header or a
    quotation's attribution (「… 寫道：」)."""
    return (sum(bool(_QUOTE.match(t)) for t in lines) >= 5
            and any(_HEAD.search(t) for t in lines))


def unquoted(t: str) -> str:
    return _QUOTE.sub("", t, count=1)


def copies(lines: list[str]) -> dict[int, int]:
    """Each quoted line that copies a line before it (module doc) → the line it copies (the
    first that holds its words, unquoted or less deep)."""
    first: dict[str, int] = {}
    out: dict[int, int] = {}
    for n, t in enumerate(lines, 1):
        words = unquoted(t).strip()
        if len(words) < MIN_COPY:
            continue
        if _QUOTE.match(t) and words in first:
            out[n] = first[words]
        else:
            first.setdefault(words, n)
    return out


def blanked(lines: list[str], copied: dict[int, int]) -> list[str]:
    """``lines`` with the copies read as blank (their lengths kept)."""
    return [" " * len(t) if n in copied else t for n, t in enumerate(lines, 1)]


def reply_fixes(lines: list[str], out: list[dict], copied: dict[int, int]) -> None:
    """A reply's correction of the quoted cast above it (module doc)."""
    n = 1
    while n <= len(lines):
        if not _QUOTE.match(lines[n - 1]):
            n += 1
            continue
        a = n
        while n <= len(lines) and _QUOTE.match(lines[n - 1]):
            n += 1
        b = n
        while n <= len(lines) and lines[n - 1].strip() and not _QUOTE.match(lines[n - 1]):
            n += 1
        # (a block quoting two casts, one of them edited, is not bound: a review of the change,
        # tests/data/review_round44/rv44_mail1.txt:28-30)
        days = {d for k in range(a, b) for d in _DAY.findall(traditional(lines[k - 1]))}
        if b < n and len(days) <= 1:
            _correct(lines, out, [copied[k] for k in range(a, b) if k in copied], (b, n - 1))


def _correct(lines: list[str], out: list[dict], origins: list[int], reply: tuple[int, int]
             ) -> None:
    quoted = [r for r in out if r["line"] in origins
              or set(r.get("run") or ()) & set(origins)]
    if len(quoted) != 1 or quoted[0].get("corrected") is not None:
        return                                  # (none, or two: not bound)
    r = quoted[0]
    text = traditional("".join(lines[k - 1].strip() for k in range(reply[0], reply[1] + 1)))
    if (not _WRONG.search(text) or _RIGHT.search(text)
            or any(d != r["claims"].get("day") for d in _DAY.findall(text))):
        return                                  # (nothing wrong, or another day's cast)
    fixed, said = {}, ""
    for m in _TRANS.finditer(text):
        if _ASKED.search(_sentence(text, m)) or _NOT_HIS.search(_clause(text, m)):
            continue
        fixed["transmissions"] = list(m["t"])
        if m["g"]:
            fixed["transmission_generals"] = _generals(m["g"])
        said = m.group(0)
    for m in _GENS.finditer(text):
        if (not _ASKED.search(_sentence(text, m)) and not _NOT_HIS.search(_clause(text, m))
                and "transmission_generals" not in fixed):
            fixed["transmission_generals"], said = _generals(m["g"]), m.group(0)
    c = r["claims"]
    if not fixed or all(c.get(k) == v for k, v in fixed.items()):
        return
    if "transmissions" in fixed and "transmission_generals" not in fixed:
        fixed["transmission_generals"] = None   # (the generals move with the 傳)
    r["corrected"] = {**{k: v for k, v in c.items() if k != "generals"},
                      **{k: v for k, v in fixed.items() if v is not None}}
    if fixed.get("transmission_generals", 0) is None:
        r["corrected"].pop("transmission_generals", None)
    r["correction"] = (f"the reply under its quotation at lines {reply[0]}–{reply[1]}: "
                       f"「{said}」")


def _clause(text: str, m) -> str:
    """The words of ``m``'s sentence before it."""
    return text[sentence(text, m.start(), m.end())[0]:m.start()]


def _sentence(text: str, m) -> str:
    start, end = sentence(text, m.start(), m.end())
    return text[start:end]


def _generals(words: str) -> list[str]:
    return [GENERALS.get(g, g) for g in _ONE_GEN.findall(words)]


__all__ = ["blanked", "copies", "is_mail", "reply_fixes", "unquoted"]
