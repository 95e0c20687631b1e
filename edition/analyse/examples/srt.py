"""The subtitles of a recorded lecture (SubRip 「.srt」, or WebVTT; a round-44 red-team book,
tests/data/redteam/liuren_srt.srt): numbered cues, each a timing line 「00:41:07,300 -->
00:41:11,950」 and one or two lines of speech, a blank line between cues. Read with every
offset kept:

* a cue's number and its timing line are no text (read as blank);
* the lecturer's words on a cast run on over the cues after the one that names its day (「好，我们看
  甲子日，」 / 「亥将加卯时，」 / 「三传是戌、午、寅，这是重审课。」, :15-25), up to the cue that names
  another day (or twelve cues at most): a block read as one record, its words joined
  (:func:`read`), bound by their place in the talk — not with certainty, as a book's lines that
  end their sentences are not (a digression, a student's guess, a board note may come between);
* WebVTT's header, NOTE and STYLE blocks, cue identifiers and its spans (「<v 老师>」, 「<c.slide>」)
  are no text; a cue in another voice than the lecturer's is a student's turn (:func:`_webvtt`);
* a board note 「[板书：癸丑日 申将 卯时 三传 午 亥 辰 重审]」 (:62) is a cast of its own, on its line;
* the lecturer puts himself right (「三传戌、午、申——」 then 「不对不对，末传是寅，午上是寅，我刚才说成申了。」,
  :120-125; 「不对，是酉，申上是酉。未、申、酉，弹射。」, :533-538; 「酉发用——」 then 「不对不对，…卯发用，」,
  :815-820), and the transcribers' note corrects his slip of the tongue (「（字幕组注：此处老师口误，末传
  应为丑）」, :251): each corrects what he said first (:func:`self_fixes`), in their order (the last
  word stands); a note or a correction may be wrong (the checker weighs it).
"""
from __future__ import annotations

import regex

from .polarity import sentence
from .threads import _fixed
from .vocab import BRANCHES, BV, STEMS, normalise
from edition.core.patterns import compiled

_TIMING = compiled(r"^\s*(?:\d{1,2}:)?\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*(?:\d{1,2}:)?\d{2}:\d{2}"
                        r"[,.]\d{1,3}(?:\s.*)?$")
_NUMBER = compiled(r"^\s*\d{1,5}\s*$")
_DAY = compiled(rf"[{STEMS}][{BRANCHES}]日|[{STEMS}][{BRANCHES}](?=[，,\s]*\S?[将將])")
# a cast's day says its 將 or hour after it, on its cue or the next (not 「这个课是我庚午日给一个朋友占
# 的，」, the day of an event: a review of the change, tests/data/review_round44/rv44_srt1.srt:75)
_PLATE_SAID = compiled(rf"[{BRANCHES}](?:將|将|時|时)|加[{BRANCHES}]|(?:將|将)[{BRANCHES}]")
# a student's turn (「学生：老师，末传是不是戌？」): no words of the lecturer's cast (a review of the
# change: 「学生：老师，是亥发用吗？」 read as the cast's 用, rv44_srt1.srt:35)
_STUDENT = compiled(r"^\s*(?:學生|学生|同學|同学|聽眾|听众|問|问)[甲乙丙丁ABC\d]?[：:]")
_BOARD = compiled(r"^\s*[\[［【(（]\s*(?:板书|板書|字幕|画面|畫面|屏幕|投影)[：:]")
MAX_CUES = 12


def is_srt(lines: list[str]) -> bool:
    """Whether a book is subtitles: five timing lines or more."""
    return sum(1 for t in lines[:2000] if _TIMING.match(t)) >= 5


# WebVTT's own lines and marks (a round-49 red-team lecture, tests/data/redteam/liuren_lecture.vtt):
# its header 「WEBVTT - …」, its NOTE, STYLE and REGION blocks (up to a blank line), a cue's
# identifier of any words on the line before its timing (「slide-1」, 「fanyin-1b」), and the spans
# of a cue's text (「<v 老师>」, 「<c.slide>」, 「</c>」, 「<i>」, a karaoke time 「<00:01:02.500>」): no
# text; a voice's name says whose words a cue's are
_VTT_BLOCK = compiled(r"^(?:WEBVTT|NOTE|STYLE|REGION)(?:[ \t]|$)")
_VTT_TAG = compiled(r"</?(?:v|c|i|b|u|ruby|rt|lang)(?:[.\s][^>]*)?>|<(?:\d{2}:)?\d{2}:\d{2}\.\d{3}>")
_VOICE = compiled(r"<v(?:\.[\w.-]+)?\s+(?P<who>[^>]+?)\s*>")


def _blank(t: str) -> str:
    return " " * len(t)


def _webvtt(lines: list[str], out: list[str]) -> None:
    """WebVTT's header, blocks and cue identifiers blank in ``out``, its spans blanked, and the
    cues of any voice but the lecturer's (the voice most cues have: 「<v 学员甲>老师，…三传卯亥未？」
    is a student's guess, liuren_lecture.vtt:274) blank, as a student's turn is."""
    n, inside = 0, False
    for n, t in enumerate(lines):
        if inside or (n == 0 or not lines[n - 1].strip()) and _VTT_BLOCK.match(t):
            inside = bool(t.strip())
            out[n] = _blank(t) if inside else t
        elif n + 1 < len(lines) and _TIMING.match(lines[n + 1]) and t.strip():
            out[n] = _blank(t)
    voices = [m["who"] for t in lines for m in _VOICE.finditer(t)]
    main = max(set(voices), key=voices.count) if voices else None
    other = False
    for n, t in enumerate(out):
        if not t.strip() or _TIMING.match(lines[n]):
            other = False
            continue
        said = [m["who"] for m in _VOICE.finditer(t)]
        other = _others(said[0], main) if said else other
        out[n] = _blank(t) if other else _VTT_TAG.sub(lambda m: _blank(m.group(0)), t)


# whose words a voice's are by its name: a student's (「<v 学员甲>」), or the teacher's (「<v 王老师>」,
# the lecturer under a second name: a review of the change, tests/data/review_round49/v1.vtt:36)
_STUDENT_VOICE = compiled(r"學員|学员|學生|学生|同學|同学|聽眾|听众|觀眾|观众|提問|提问|student", regex.I)
_TEACHER_VOICE = compiled(r"老師|老师|先生|教授|講師|讲师|主講|主讲|teacher|lecturer", regex.I)


def _others(who: str, main: str | None) -> bool:
    """Whether a cue in the voice ``who`` is another's than the lecturer's (``main``: the voice
    most cues have): a student's by its name; else any voice but the main one, unless its name
    says a teacher (and a lecturer whose cues carry no voice, only his students': theirs are
    others', v3.vtt:13)."""
    if _STUDENT_VOICE.search(who):
        return True
    if _TEACHER_VOICE.search(who):
        return False
    return main is not None and who != main and not _STUDENT_VOICE.search(main)


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` with their cues' numbers and timings blank, and the blocks of speech on each
    cast (module doc) as records of kind ``s`` (line → (``s``, first line, last line))."""
    out = list(lines)
    if lines and lines[0].startswith("WEBVTT"):
        _webvtt(lines, out)
    cue = []                                   # the first text line of each cue
    for n, t in enumerate(lines, 1):
        if _TIMING.match(t):
            out[n - 1] = " " * len(t)
            if n > 1 and _NUMBER.match(lines[n - 2]):
                out[n - 2] = " " * len(lines[n - 2])
            if n < len(lines) and lines[n].strip():
                cue.append(n + 1)
    for n, t in enumerate(out, 1):
        if _STUDENT.match(t):
            out[n - 1] = " " * len(t)
    spans: dict = {}
    named = [i for i, n in enumerate(cue) if any(_DAY.search(out[k - 1]) for k in (n, n + 1)
                                                  if k <= len(out) and out[k - 1].strip())]
    days = [i for i in named if _names_day(out, cue[i], cue[i + 1] if i + 1 < len(cue) else None)
            and not _BOARD.match(out[cue[i] - 1])]
    for i in days:
        # (up to the next cue that names a day, a cast's or not: 「这个课是我庚午日给一个朋友占的」
        # ends it too, and a recap's 「丙子日丑亥酉，…」)
        stop = min(next((k for k in named if k > i), len(cue)), i + MAX_CUES)
        stop = next((k for k in range(i + 1, stop) if _BOARD.match(out[cue[k] - 1])), stop)
        last = (cue[stop] - 1) if stop < len(cue) else len(lines)
        last = max(k for k in range(cue[i], last + 1) if out[k - 1].strip())
        if last > cue[i]:
            # (its words in the one cue that names its day, 「丙子日亥将戌时，三传辰巳午，重审，」 /
            # 「六合、朱雀、螣蛇。」: one utterance, bound as a record's lines are, liuren_lecture.vtt:617)
            one = i + 1 >= len(cue) or last < cue[i + 1] - 1
            spans[cue[i]] = (last, "t" if one else "s")
    return out, {k: (kind, a, b) for a, (b, kind) in spans.items() for k in range(a, b + 1)}


def _names_day(out: list[str], n: int, after: int | None) -> bool:
    """Whether the cue whose text opens at line ``n`` names a cast's day (its one or two lines):
    the day, and its 將 or hour after it on this cue or the next (``after``: its first line)."""
    words = "".join(out[k - 1] for k in (n, n + 1) if k <= len(out) and out[k - 1].strip())
    day = _DAY.search(words)
    if day is None:
        return False
    more = words[day.end():] + ("".join(out[k - 1] for k in (after, after + 1)
                                         if k <= len(out) and out[k - 1].strip()) if after else "")
    return bool(_PLATE_SAID.search(more[:24]))


_NOT_SO = r"不對(?:[，,、\s]*不對)?[，,。…—\s]*"
_SELF = compiled(
    rf"{_NOT_SO}(?:[^。？?]{{0,12}}?(?P<slot>初傳|中傳|末傳)(?:是|應該是|應是|應為)(?P<y>[{BV}])"
    rf"|[^。？?]{{0,16}}?(?<!不是|非|不)(?P<u>[{BV}])發用|是(?P<z>[{BV}])(?![{BV}]))")
_SAID_AS = compiled(rf"說成(?P<x>[{BV}])了")
_THREE = compiled(rf"(?<![{BV}])([{BV}])[、，]([{BV}])[、，]([{BV}])(?![{BV}])")
# (a note of the very words it stands by: 「此处老师口误」; not 「下一讲那个例子末传应为丑，与本课无关」, a
# review of the change, rv44_srt1.srt:55)
_NOTE = compiled(rf"[（(](?:字幕組?|聽打|校對|整理者?)注[：:](?=[^）)]*(?:此處|這裡|這裏|口誤))"
                      rf"(?![^）)]*(?:無關|下一講|上一講|別的|另一))[^）)]*?(?P<slot>初傳|中傳|末傳)"
                      rf"(?:應為|應作|當作|當為|應是)(?P<y>[{BV}])")
# not his correction: a sentence that asks, or a 不對 of what another says (「有的书说末传是巳，不对，末传是
# 巳的说法是错的」, a review of the change, rv44_srt1.srt:67)
_ASKS = compiled(r"[?？]|吧|嗎|吗")
_OTHERS = compiled(r"說|说|謂|云|以為|認為|講")
_REFUSED_AFTER = compiled(r"^[^，。]{0,3}?(?:的說法|之說|說法|是錯|錯的|不對)")


def self_fixes(lines: list[str], out: list[dict], turn: dict) -> None:
    """The lecturer's and the transcribers' corrections of what he said (module doc), given to
    the cast of the block of speech they stand in."""
    for r in out:
        kind, a, b = turn.get(r["line"], ("", 0, 0))
        if kind != "s" or a != r["line"] or r.get("corrected") is not None:
            continue
        text = normalise("".join(lines[k - 1].strip() for k in range(a, b + 1)))
        c, said = r["claims"], []
        for m in sorted([*_SELF.finditer(text), *_NOTE.finditer(text)], key=lambda m: m.start()):
            if m.re is _SELF and not _his(text, m):
                continue
            fixed = _one(c, m, text)
            if fixed is not None:
                c = fixed
                said.append(m.group(0).strip("，,。—…"))
        if said:
            r["corrected"] = c
            r["correction"] = ("what the lecture or its transcribers say after it, in the block of "
                               f"lines {a}–{b}: 「{'」, 「'.join(said)}」")


def _his(text: str, m) -> bool:
    """Whether a 不對 and the words after it are the lecturer's own correction (not asked, not
    of another's saying, not refused after)."""
    start, end = sentence(text, m.start(), m.end())
    return not (_ASKS.search(text, start, end) or _OTHERS.search(text, start, m.start())
                or _REFUSED_AFTER.match(text, m.end()))


def _one(c: dict, m, text: str) -> dict | None:
    """``c`` with one correction (module doc) read, or None where it reads none of it."""
    tr = c.get("transmissions") or []
    if m.re is not _NOTE and m["u"] and tr[:1] and tr[0] != m["u"]:
        return _fixed(c, tr[0], m["u"], 0)       # (the 用 he said first: 「酉发用——」)
    if len(tr) != 3 or None in tr:
        return None
    if m.re is _NOTE or m["slot"]:
        i = "初中末".index(m["slot"][0])
        return _fixed(c, tr[i], m["y"], i) if tr[i] != m["y"] else None
    if m["u"]:
        return _fixed(c, tr[0], m["u"], 0) if tr[0] != m["u"] else None
    # (「是酉」: the word he said wrong is the one he names (「我刚才说成申了」), or his 三傳 again)
    as_ = _SAID_AS.search(text, m.end(), m.end() + 24)
    if as_ and tr.count(as_["x"]) == 1:
        return _fixed(c, as_["x"], m["z"], tr.index(as_["x"]))
    again = _THREE.search(text, m.end(), m.end() + 24)
    if again and list(again.groups()) != tr and m["z"] in again.groups():
        return dict(c, transmissions=list(again.groups()))
    return None


__all__ = ["is_srt", "read", "self_fixes"]
