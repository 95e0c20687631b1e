"""A modern edition's endnotes (a 點校本's 校記 gathered at the end of each 節) linked to the markers
inside its casts: 「三傳未辰亥②」 … 「②「辰」，疑當作「卯」。」 (a round-71 red-team 點校本,
tests/data/redteam/KR3g9901/KR3g9901_001.txt:65 and :75, whose endnotes were not read: a slip they
flag rightly was `unresolved`).

A marker's note is a later line that opens on the same marker, in the run of endnotes after it
(the notes gathered after the casts, each 節 numbering its markers from ① again, at the 節's end
or all at the chapter's end: :func:`notes_of`). Its words are read as a footnote's
are (:func:`.markdown.note_of`: a witness's reading 「「酉」，明抄本作「亥」」 as 「（酉一本作亥）」, the
editor's 「「辰」，疑當作「卯」」 as 「（辰當作卯）」, 「原作「卯」，據文意改」 as the old reading the editor
changed), and the cast is read again with it (:mod:`.variants`). A marker with no such note, or a
note none of those forms reads (「此句原脫，據四庫本補」), proposes nothing.
"""
from __future__ import annotations

import regex

from .markdown import note_of
from .notes import MARKER
from .vocab import normalise
from edition.core.patterns import compiled

# (the circled numbers ①–⑳, the bracketed ⑴–⒇, the dotted ⒈–⒛, the negative circled ❶–❿)
_RUNS = ((0x2460, 0x2473), (0x2474, 0x2487), (0x2488, 0x249B), (0x2776, 0x277F))


def label(mark: str) -> int | None:
    """The number a marker stands for (「②」, 「[2]」, 「〔2〕」, 「［２］」 → 2)."""
    if len(mark) == 1:
        k = ord(mark)
        return next((k - a + 1 for a, b in _RUNS if a <= k <= b), None)
    digits = normalise(mark).strip("[]〔〕［］").translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    return int(digits) if digits.isdigit() else None


# a line that opens on a marker followed by its words: an endnote (not a marker alone)
_OPENS = compiled(rf"^[ \t　]*(?P<m>{MARKER.pattern})(?P<t>\S.*?)\s*¶?$")


def notes_of(lines) -> dict[tuple[int, int, int], tuple[int, str]]:
    """Each marker of ``lines`` ``(line, text)`` that has an endnote, ``(line, number, k)`` (the
    k-th marker of that number on its line), with the endnote ``(line, text)``. A run of endnotes
    (no marker in running text between them) is given to the markers just before it: the k notes
    of a number to the last k markers of that number not given one yet, in order. So the notes of
    each 節 after it, or of every 節 at the chapter's end (a review of the round-72 change,
    review_round72/rv72_endnotes_chapter.txt:8, where 節一's ① was given to 節二's), and a marker
    with no note (「校記以①②③等圈碼標之」 in the 點校說明, KR3g9901_001.txt:15) takes none."""
    out: dict = {}
    waiting: dict[int, list] = {}
    run: list = []

    def given() -> None:
        by: dict[int, list] = {}
        for k, note in run:
            by.setdefault(k, []).append(note)
        for k, ns in by.items():
            marks = waiting.get(k, [])
            take = marks[len(marks) - min(len(marks), len(ns)):]
            out.update(zip(take, ns[len(ns) - len(take):]))
            del marks[len(marks) - len(take):]
        run.clear()

    for n, t in lines:
        m = _OPENS.match(t)
        if m and (k := label(m["m"])) is not None:
            run.append((k, (n, m["t"])))
            continue
        marks = [(mk, label(mk.group(0))) for mk in MARKER.finditer(t)]
        if run and marks:
            given()
        seen: dict[int, int] = {}
        for _, k in marks:
            if k is not None:
                seen[k] = seen.get(k, -1) + 1
                waiting.setdefault(k, []).append((n, k, seen[k]))
    given()
    return out


def with_endnotes(text: str, line_of, notes: dict) -> list[tuple[str, int, str, str]]:
    """For each marker inside ``text`` whose endnote reads as a note (module doc): ``(text
    with the note put in after the marker, where the marker ends, the note as put in, what it
    stands for)``; ``line_of(offset)`` is the raw line of an offset, ``notes`` :func:`notes_of`'s."""
    out = []
    if not notes:
        return out
    seen: dict[tuple[int, int], int] = {}
    for m in MARKER.finditer(text):
        n, k = line_of(m.start()), label(m.group(0))
        if k is None:
            continue
        seen[(n, k)] = seen.get((n, k), -1) + 1
        got = notes.get((n, k, seen[(n, k)]))     # (none for an endnote's own marker)
        if got is None:
            continue
        before = regex.sub(r"[ 　]", "", normalise(text[:m.start()]))
        note = note_of(got[1], before)
        if note is None:
            continue
        out.append((text[:m.end()] + note + text[m.end():], m.end(), note,
                    f"the endnote {m.group(0)} (line {got[0]}) 「{got[1]}」"))
    return out


def put_in(line: str, n: int, notes: dict) -> tuple[str, dict]:
    """``line`` (line ``n`` of a book read line by line) with each endnote that reads as a note
    put in after its marker, and what each stands for (as :func:`.markdown.with_notes`)."""
    out, cited, shift = line, {}, 0
    for text, at, note, what in with_endnotes(line, lambda i: n, notes):
        out = out[:at + shift] + note + out[at + shift:]
        shift += len(note)
        cited[note] = what
    return out, cited
