"""A scholar's article typed in LaTeX (a round-41 red-team book, tests/data/redteam/
liuren_latex.tex, an article on a Ming manual's worked examples), read through its markup with
every offset kept, each line its source line:

* the preamble (before 「\\begin{document}」) and comments (an unescaped 「%」 to the line's end: 「%
  舊稿：如戊午日申將亥時，三傳寅亥巳…今刪」, :37, a draft the author struck; a row commented out,
  :106) are no text of the book;
* commands are blanked (「\\emph{」 and its brace, 「\\cite{chen2015}」 whole, 「\\\\」, 「\\hline」), 「\\%」
  is 「%」, 「~」 a space, and a table's cells (「乙卯 & 戌/丑 & 丑戌未 & 重審 \\\\」, :103) are divided
  by 「|」 as a Markdown row's are (:mod:`.columns`);
* TeX's quotes (「`午'」, 「``元首''」) are 「」;
* a footnote (「\\footnote{原刻作`戌'，據推算當作`酉'。…}」, :139, over two lines) is blanked, and
  what it says of the word before it is put in at its mark as the notes of other books are
  (:mod:`.variants`): the print's word and the emendation, 「原刻作`X'…當作`Y'」, as 「（X當作Y）」
  when the words before the mark end with X (a 三傳's branch among its three, 「三傳未卯亥」 :177);
  the other forms as a Markdown footnote's (:func:`.markdown.note_of`). A footnote that says
  none of these is not read; a verbatim block (a chart drawn, :69–83) is kept as it is.
"""
from __future__ import annotations

import regex

from . import markdown
from .notes import _Q
from .polarity import NOT_THEIRS
from .vocab import _GFULL, BRANCHES, BV, STEMS, normalise
from edition.core.patterns import compiled

_BEGIN = compiled(r"^\s*\\begin\{document\}")
_CLASS = compiled(r"^\s*\\documentclass")
_VERB = compiled(r"\\(begin|end)\{(verbatim\*?|CJKverbatim|lstlisting|Verbatim)\}")
# a command whose argument is no text of the book (its key, a label, an environment's name)
_DROPPED = {"cite", "citep", "citet", "label", "ref", "pageref", "eqref", "begin", "end",
            "bibitem", "usepackage", "documentclass", "setCJKmainfont", "setmainfont",
            "linespread", "includegraphics", "vspace", "hspace", "bibliographystyle",
            "bibliography", "newcommand", "renewcommand", "setlength", "input", "include"}
_COMMAND = compiled(r"\\(?:(?P<name>[A-Za-z]+)\*?|(?P<sym>[\\%&_#$~ ,;:!{}'`\"^]))")
# (a word of one character too, a stem printed for a branch, 「原书作甲，当作申」 of 「三传辰甲子」: a
# round-43 red-team Org file's footnote, liuren_org.org:255)
_WORD = rf"(?:{_GFULL}|[{BV}]{{1,3}}|\p{{Han}}{{1,4}})"
# the print's word and its emendation (「原刻作「戌」，據推算當作「酉」」, 「刻本作X，當作Y」, 「X當作Y」)
_EMENDED = compiled(rf"^(?:原刻|原本|刻本|底本|原文|原書|原)?作?{_Q}(?P<x>{_WORD}){_Q}[，,]?"
                         rf"(?:[^。；，,]{{0,8}}[，,])?[^。；]{{0,6}}?(?:當作|當為|應作|應為){_Q}(?P<y>{_WORD}){_Q}")
_BEFORE = 12      # how far back the word a footnote's X names may stand from its mark


def is_latex(lines: list[str]) -> bool:
    """Whether ``lines`` are a LaTeX source: its first line that is not blank a command or a
    comment, and a 「\\begin{document}」 of its own line (not a book that quotes a preamble, a
    review of the change, tests/data/review_round41/rv41_nottex.txt)."""
    first = next((t.lstrip() for t in lines if t.strip()), "")
    return first[:1] in ("\\", "%") and any(_BEGIN.match(t) for t in lines)


def read(lines: list[str]) -> tuple[list[str], dict[int, dict[str, str]]]:
    """``lines`` read through their markup (module doc), and for each line the notes put in at
    its footnotes' marks, each with the footnote it stands for."""
    out = [" " * len(t) for t in lines]
    cited: dict[int, dict[str, str]] = {}
    body = not any(_CLASS.match(t) for t in lines)
    verbatim, state = False, [None, []]     # (the footnote open, and each brace open)
    for n, t in enumerate(lines, 1):
        if not body:
            body = bool(_BEGIN.match(t))
            continue
        v = _VERB.search(t)
        if verbatim or (v and v[1] == "begin"):
            verbatim = not (v and v[1] == "end") if verbatim else not _VERB.search(t, v.end())
            out[n - 1] = t if not v else " " * len(t)
            continue
        out[n - 1] = "".join(_line(t, n, state, cited, out))
    return out, cited


def _line(t: str, n: int, state: list, cited: dict, out: list[str]) -> list[str]:
    """One line read (module doc). ``state``: the footnote still open (its line, column, depth
    and words) and the braces open (each: whether its words are blanked), from the lines
    before."""
    chars, i, depth = list(t), 0, state[1]
    while i < len(t):
        ch, note = t[i], state[0]
        if ch == "%":
            chars[i:] = " " * (len(t) - i)
            break
        if ch == "\\":
            i = _command(t, i, n, chars, state)
            continue
        if ch == "{":
            depth.append(False)
            chars[i] = " "
        elif ch == "}":
            chars[i] = " "
            if depth:
                depth.pop()
            if note is not None and len(depth) == note[2]:
                _close(note, t, chars, cited, out, n, i)
                state[0], note = None, None
        elif ch == "&":
            chars[i] = "|"
        elif ch == "~":
            chars[i] = " "
        if note is not None or (depth and depth[-1]):
            chars[i] = " "
        i += 1
    note = state[0]
    if note is not None:
        note[3].append(t[note[1]:] if note[0] == n else t)
    return _quotes(chars)


def _command(t: str, i: int, n: int, chars: list[str], state: list) -> int:
    """The command at ``t[i]`` blanked (an escaped sign kept, a footnote opened, a brace of its
    argument counted); where the line goes on."""
    m, note, depth = _COMMAND.match(t, i), state[0], state[1]
    if m is None:
        chars[i] = " "
        return i + 1
    name, sym = m["name"], m["sym"]
    chars[m.start():m.end()] = " " * (m.end() - m.start())
    if sym in ("%", "&", "_", "#", "$") and note is None:
        chars[m.end() - 1] = sym
    i = m.end()
    if name and i < len(t) and t[i] == "{":
        if name == "footnote" and note is None:
            state[0] = [n, m.start(), len(depth), []]
        depth.append(name in _DROPPED or name == "footnote")
        chars[i] = " "
        i += 1
    return i


def _close(note, t: str, chars: list[str], cited: dict, out: list[str], n: int, i: int) -> None:
    """A footnote ended at ``t[i]``: its words read, and its note put in at its mark."""
    k, at, _, words = note
    text = "".join(words) + (t[:i] if k != n else t[at:i])
    text = regex.sub(r"(?<!\\)%.*", "", text)
    text = "".join(_quotes(list(regex.sub(r"\\footnote\{|\\[A-Za-z]+\*?(?:\{[^{}]*\})?|[{}~]",
                                            "", text)))).strip()
    host = chars if k == n else list(out[k - 1])
    room = at
    while room < len(host) and host[room] == " ":
        room += 1
    put_note(host, (at, room), text, cited, (k, f"the footnote at line {k} 「{text}」"))
    if k == n:
        chars[:] = host
    else:
        out[k - 1] = "".join(host)


def put_note(chars: list[str], span: tuple[int, int], text: str, cited: dict,
             said: tuple[int, str]) -> None:
    """The note a footnote's ``text`` makes of the words before its mark (:func:`note_of`), put
    in at the mark (its room ``span`` in ``chars``, blank) where it fits; ``cited`` records what
    it stands for under ``said`` (the line it is put in at, and how to cite the footnote)."""
    before = regex.sub(r"[ 　|]", "", normalise("".join(chars[:span[0]])))
    words = note_of(text, before)
    if words and len(words) <= span[1] - span[0]:
        chars[span[0]:span[0] + len(words)] = list(words)
        cited.setdefault(said[0], {})[words] = said[1]


def note_of(text: str, before: str) -> str | None:
    """A footnote's words as a note on the words before its mark (module doc), or None: not one
    that reports another's emendation or refuses it in its sentence (「或以為當作`寅'，非也」,
    「…當作`申'，今不從」), nor one that names a day other than the cast's before its mark (「此指
    甲子一例之占時」: a review of the change, tests/data/review_round41/rv41_tex*.tex)."""
    t = normalise(text)
    days = set(_DAY.findall(t))
    last = _DAY.findall(before)
    if days and (not last or last[-1] not in days):
        return None
    m = _EMENDED.match(t)
    if m and m["x"] != m["y"] and len(m["x"]) == len(m["y"]) and m["x"] in before[-_BEFORE:]:
        said = t[:_SENTENCE_END.search(t, m.end()).start()]
        return None if NOT_THEIRS.search(said) or _REFUSED.search(said) \
            else f"（{m['x']}當作{m['y']}）"
    # (the print kept and its 傳 emended by its slot, 「原書如此。據推算初傳當作申」: a round-43 red-team
    # wiki's reference, liuren_wiki.txt:175; read as a note after a 三傳 is, .notes.SLOT_NOTE)
    slot = _SLOT_SAID.search(t)
    if slot and _AS_PRINTED.match(t) and not NOT_THEIRS.search(t) and not _REFUSED.search(t):
        return f"（{slot['slot']}當作{slot['y']}）"
    return markdown.note_of(text, before)


_DAY = compiled(rf"[{STEMS}][{BRANCHES}](?=日|一例|之例|例|課)")
_SENTENCE_END = compiled(r"[。；;]|$")
_AS_PRINTED = compiled(r"^(?:原書|原刻|原本|刻本|底本)(?:如此|如是|同)")
_SLOT_SAID = compiled(rf"據[^。；，]{{0,6}}?(?P<slot>初傳|中傳|末傳|三傳)(?:當作|當為|應作|應為)"
                          rf"(?P<y>[{BV}]{{1,3}})(?![{BV}])")
# a note that keeps the print or reports another's emendation and refuses it (「原書如此，不誤。舊注謂初傳當作
# 申，誤甚」, 「原書作未，舊注當作申，誤」, 「若用亥將，則初傳當作申」: a review of the round-43 change,
# tests/data/review_round43/rv_wiki*.txt, rv_org.org)
_REFUSED = compiled(r"不誤|誤甚|者誤|[，,]\s*誤|舊注|舊本|他本|前人|或本|或改|校者|若|不可從|不必改|不當作|非[也是。]?$|，非")


def _quotes(chars: list[str]) -> list[str]:
    """TeX's quotes as 「」: 「`X'」 and 「``X''」 (each ` or ' one character, so offsets keep)."""
    t = "".join(chars)
    t = regex.sub(r"``([^`']{1,16})''", lambda m: " 「" + m[1] + "」 ", t)
    t = regex.sub(r"`([^`']{1,16})'", lambda m: "「" + m[1] + "」", t)
    return list(t)


__all__ = ["is_latex", "note_of", "put_note", "read"]
