"""Worked examples of a witness given as analysis paragraphs (a Kanripo juan of 六壬大全):
the prose casts of :mod:`.prose` and the 課式 of :mod:`.diagram`, as
:class:`~edition.analyse.examples.model.Example` values the checker takes.

    from edition.analyse.examples.paragraphs import examples_from_paragraphs
    exs = examples_from_paragraphs("KR3g0031_005.txt", paras)

``paras``: a witness's units (:meth:`edition.analyse.witness.Witness.units`, a Kanripo juan's
blocks; or the converter's paragraphs, :func:`edition.encode.kanripo.paragraphs`), each with
``line`` (raw, 1-based), ``text`` (notes inlined as ``（…）``; for a ``diagram`` the figure's
rows joined by ``\\n``), ``kind`` (``diagram``, or a block of running text) and
``locate(offset) -> (line, column)``.

An example's ``line`` is the raw line where its day is written (a diagram: its first line),
its ``start``/``end`` the span of its words in the paragraph's text, its id
``s{file stem}-x{line}-{k}`` (the k-th example whose day is on that line, by position), its
``kind`` ``inline`` (one cast), ``list`` (one day of several sharing a claim, or of a list of
days each with its 三傳) or ``diagram``, and its note says how the cast is written
(:data:`edition.analyse.examples.prose.CONSTRUCTS`).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import regex

from edition.core.normalize import is_simplified, traditional
from engine import lexicon as lx

from . import endnotes, notes
from .day_heads import follow, opens_row, rows_under
from .day_tables import table_casts
from .detect import LIUREN_KEYS, dates_jinkou, find_jinkou, jinkou_column
from .diagram import read_diagram
from .diplomatic import glosses_read, marks_at, paren_marks
from .model import Example
from .prose import COMMENTARY, COMMENTARY_WHY, CONTINUES_WHY, find_casts
from .variants import cite_as, read_with, variants
from .vocab import BRANCHES, STEMS, ordered
from edition.core.patterns import compiled


def _with_hour(c: dict, prev) -> tuple[dict, str]:
    """A 課式 is the figure of the cast written just before it (005:26 「如甲子日卯時子將占…」 then
    005:28-30): when that cast has the same day and gives 將 and 時, the figure is read with them
    (its 晝/夜 then follows the hour, by the option ``day_hours``)."""
    if not prev:
        return c, ""
    line, pc = prev
    if pc.get("day") and pc.get("day") == figure_day(c) and "jiang" in pc and "hour" in pc:
        offs = {(BRANCHES.index(h) - BRANCHES.index(e)) % 12
                for e, h in (c.get("plate") or {}).items() if e in BRANCHES and h in BRANCHES}
        o = (BRANCHES.index(pc["jiang"]) - BRANCHES.index(pc["hour"])) % 12
        if len(offs) == 1 and o not in offs:
            # the figure's own ring says otherwise (005:1073 「午時寅將」, ring offset 4):
            # each is checked on its own
            return c, (f"not read with the {pc['jiang']}將{pc['hour']}時 of the cast it figures "
                       f"(line {line}): its ring has offset {offs.pop()}, not {o}")
        d = dict(c, jiang=pc["jiang"], hour=pc["hour"])
        return ordered(d), f"將 and 時 from the cast it figures (line {line})"
    day, pday = figure_day(c), pc.get("day")
    if day and pday and day != pday and (day[0] == pday[0] or day[1] == pday[1]):
        # the same stem (or branch), another branch (or stem): the figure's lessons give another
        # day than the cast just before it says (005:794 「如癸巳日…」, its figure 005:795 prints
        # 丑 for 課3-4, 癸丑's): which is wrong is not said, so the figure does not agree on
        # everything
        said = (f"the day of the cast it follows (line {line}: {pday}日), where its lessons give "
                f"{day}")
        return ordered(dict(c, unread=[*c.get("unread", []), said])), said
    return c, ""


def figure_day(c: dict) -> str | None:
    """A figure's day, its stem read through a look-alike of the registry (KR3g0031_006.txt:147
    申 printed for 甲 in the stem's place, engine/lexicon.py)."""
    d = c.get("day")
    if d and d[0] not in STEMS:
        r = lx.glyph(d[0], "stem")
        if r is not None:
            return r.read + d[1:]
    return d


def _proposed(p, casts, src: str, read=find_casts, ends: dict | None = None) -> dict:
    """day_at -> (claims, who proposes) for each cast an editor's note in its words proposes
    another reading of (:mod:`.variants`), or an endnote its marker links it to
    (:mod:`.endnotes`; ``ends``: the file's endnotes): the cast read again with the proposed
    word."""
    out = {}
    noted = [(p.text, v, None) for v in variants(p.text)]
    for text, at, note, what in endnotes.with_endnotes(p.text, lambda i: _line(p, i), ends or {}):
        noted += [(text, v, what) for v in variants(text) if v.start < at and v.note == note]
    for text, v, what in noted:
        # (or the cast before it, whose claims its commentary's words go on with: 「…未加亥、卯加未，
        # …見機格也。三傳未辰亥②」, KR3g9901_001.txt:63-65, a 三傳 read after the cast's span; the
        # cast is taken only when the word changes its claims, read_with)
        # (a day of a list: that day's cast, 「乙酉、丁未④、乙巳…六日」, KR3g9893_002.txt:27)
        ca = next((c for c in casts if c.day_at == v.start), None) or next(
            (c for c in casts if c.start <= v.start < c.end), None) or next(
            (c for c in reversed(casts) if c.start <= v.start), None)
        if ca is None or ca.day_at in out:
            continue
        got = read_with(text, v, ca.claims, lambda t, at=ca.day_at: next(
            (c.claims for c in read(t) if c.day_at == at), None))
        if got is not None:
            where = f"{src}:{_line(p, v.start)}"
            said = v.said(where)
            out[ca.day_at] = (got, cite_as(said, v.note, where, _cited(what, src)) if what else said)
    return out


def _endnotes(paras) -> dict:
    """The endnotes of a file's blocks (:func:`.endnotes.notes_of`), its raw lines rebuilt from
    the blocks that hold a marker."""
    lines = []
    for p in paras:
        if p.kind == "diagram" or not notes.MARKER.search(p.text):
            continue
        starts = [0, *_line_starts(p), len(p.text)]
        lines += [(_line(p, a), p.text[a:b]) for a, b in zip(starts, starts[1:])]
    return endnotes.notes_of(lines)


def _cited(what: str, src: str) -> str:
    """An endnote's citation (:func:`.endnotes.with_endnotes`) with its file: 「the endnote ②
    (KR3g9901_001.txt:75) 「…」」."""
    return what.replace("(line ", f"({src}:", 1)


def _under_heading(p, src: str, head, casts: list) -> tuple:
    """(the day heading in force after paragraph ``p``, its casts, how they were read): the
    rows of the paragraphs under a day heading, one a raw line (:func:`.day_heads.follow`)."""
    starts: list[int] = []

    def row_starts() -> list[int]:
        starts[:] = _row_starts(p)
        return starts
    new, rows = follow(p.text, f"{src}:{p.line}", head, casts, row_starts)
    if not rows:
        return new, casts, find_casts
    return new, rows, lambda text: rows_under(text, new, starts)


def _row_starts(p) -> list[int]:
    """Where each raw line of a paragraph's text begins, but a line indented deeper than the
    first, which goes on with the row above (「子加丑：子亥戌。晝：后、陰、玄；夜：虎、」 / 「　常、玄。干上丑，
    支上亥。…」, a round-65 red-team 課經 table, KR3g9911_001.txt:32-33: its 干上 and 支上 were lost
    to a row of their own, and a planted 支上 agreed, a review of the change,
    review_round66/KR3g9866_001.txt:21-22)."""
    first = _column(p, 0)
    # (but one that opens on a plate of its own, 「　又亥加卯：戌午寅」, is a row: review_round67)
    return [i for i in _line_starts(p) if _column(p, i) <= first or opens_row(p.text[i:i + 12])]


def _line_starts(p) -> list[int]:
    """Where each raw line of a paragraph's text but the first begins."""
    out, last = [], None
    for i in range(len(p.text)):
        n = _line(p, i)
        if last is not None and n != last:
            out.append(i)
        last = n
    return out


def _column(p, at: int) -> int:
    """The raw column of a position in a paragraph's text (0 where it is not known)."""
    try:
        return p.locate(at)[1]
    except (IndexError, AttributeError):
        return 0


def _line(p, at: int) -> int:
    """The raw line of a position in a paragraph's text."""
    try:
        return p.locate(at)[0]
    except (IndexError, AttributeError):
        return p.line


# what a passage's cast says of the chart beyond its plate: with none, the 注 after it that
# completes it (prose.COMMENTARY) is the cast, and the passage's row is dropped
SAYS = ("transmissions", "lessons", "generals", "transmission_generals", "gan_shang", "zhi_shang",
         "guiren", "names", "patterns")


_DAY = compiled(rf"[{STEMS}][{BRANCHES}]")


_PASSAGE = compiled(r"假令|假如|假使")


def _several(text: str, casts: list) -> bool:
    """Whether a paragraph's last passage holds several casts (「假令正月甲子日…又正月癸卯日…」): a 注
    after it says which it is about, so it is bound to none. Not when the last cast opens a passage
    of its own (「…將得白虎假令十月庚申日雞鳴功曹加丑」, a 注 and then the next 經 in one paragraph)."""
    inline = [ca for ca in casts if not ca.construct.startswith("list")]
    return len(inline) > 1 and not _PASSAGE.search(text, max(0, inline[-1].day_at - 8),
                                                  inline[-1].day_at)


def _reference(text: str, before, seen: tuple, layout: tuple):
    """The cast a paragraph may refer to (:func:`_before_note`), marked ``continues`` when the
    paragraph goes on with it (:func:`_goes_on`)."""
    ref = _before_note(text, before, *seen)
    if ref is not None and _goes_on(*layout, text):
        ref = dict(ref, continues=True)
    return ref


def _before_note(text: str, before, seen_day: bool, many: bool = False):
    """The cast a paragraph may refer to: for a 注 (prose.COMMENTARY), the last cast only when
    no day was written since where no cast was read (a round-27 red-team classic, KR5a9951_001.txt:
    231-232: 「壬戌日時在戌太一為月將占求財」 not read, its 注 was given to the 癸酉 cast before it
    and accused it)."""
    note = COMMENTARY.match(text.lstrip("　 "))
    if note and (seen_day or many or not ((before or {}).get("binding") or {}).get("certain")
                 or text.lstrip("　 ")[note.end():note.end() + 1] == "凡"):
        # (nor of a cast not bound with certainty, nor after a passage of several casts, nor a
        # 注 that opens on a rule, 「注曰凡神后加卯為刑…此課…」: a review of the change)
        return None
    return before


def _goes_on(prev, last_row, rows: list, text: str) -> bool:
    """Whether a paragraph goes on with the cast of the one before it, which the converter
    ended at an interlinear note over two lines (「如酉年甲子日申將加戌時占遠行吉凶(此人自言/遠行千里)¶
    　　(故問吉凶/不問歸期)¶ 未命行年在亥戌加子為用曰元首課三傳戌申午…」, a round-27 red-team 占
    book, KR3g9948_001.txt:73-75): the paragraph before ends with that note and that cast, which
    says nothing of the chart beyond its plate, and this one writes no day before its claims."""
    if prev is None or last_row is None or last_row not in rows or last_row[8] != prev.line:
        return False
    prev_text = prev.text
    if not prev_text.rstrip().endswith(("）", ")")):
        return False
    if any(k in last_row[6] for k in SAYS) or last_row[3] < len(prev_text.rstrip()) - 40:
        return False
    if not (last_row[6].get("binding") or {}).get("certain"):
        return False              # (「占人當六月丁卯卯時…」 in a verse, 006:1059: no day's 日)
    if _OPENS_OTHER.match(text.lstrip("　 ")):
        return False              # (a verse, a quotation: 「歌曰神后加卯為刑德…」, a review)
    d = _DAY.search(text)
    return d is None or d.start() > 12


# a note cut at a comma, a verse after it (「（…三傳亥卯未，初傳亥乘六合，）中末若逢龍后吉，先憂後喜轉為
# 真。」); the note that opens on 此 after a verse (「（此寅將加辰時也，晝占，…）」)
_CUT_NOTE = compiled(r"[，、][　 ]*[）)](?=[^（(）)]*$)")
_THIS_NOTE = compiled(r"[　 ]*[（(]此")
_OTHER_HALF = compiled(r"[若如]?[晝夜旦暮]占?則")


def _resumed(above, last_row, rows: list, p):
    """(the row of the cast of the paragraph before read again with the note paragraph ``p``
    that goes on with it, how much of ``p.text`` it took), or None — a verse's lines and their
    interlinear notes (a round-59 red-team book, KR3g9923_001.txt:34-36: 「（…三傳亥卯未，初傳亥乘
    六合，）」, then the verse, then 「（中白虎，末天空，…）」, the cast's 中 and 末 unread and a planted
    general agreed; :21-24, the verse 「壬子戌臨子上坐，上來克下號元首。」 and its note 「（此寅將加辰時
    也，晝占，干上酉乘太常，三傳戌申午…）」; and the other 晝/夜 opening the note, 「（夜占則將得天后青龍
    朱雀）」, a round-60 red-team book, KR3g9921_001.txt:45): the note's words up to its own first
    day are the cast's. Not when they say nothing more of it (「（此言上克下之象…假令丙午日…）」: a
    review of the change, review_round59/KR3g9859_001.txt:29)."""
    if above is None or last_row is None or last_row not in rows or last_row[8] != above.line:
        return None
    lead = len(p.text) - len(p.text.lstrip("　 "))
    t = p.text[lead:]
    if not t.startswith(("（", "(")):
        return None
    at = above.text
    cut = _CUT_NOTE.search(at)
    start, end = last_row[2], last_row[3]
    verse = end >= len(at.rstrip("。　 ")) - 1 and at.rfind("）", 0, start) >= 0  # after a note
    last = at[end:].strip("。，　 ）)") == ""                  # the paragraph's last words
    if cut and end <= cut.start() + 1 and not at[end:cut.start()].strip("，、　 "):
        head = at[start:cut.start() + 1]               # the note cut after its comma
    elif (_THIS_NOTE.match(p.text) and verse) or (_OTHER_HALF.match(t, 1) and (verse or last)):
        head = at[start:end] + "，"                    # the verse's cast, or the other 晝/夜
    else:
        return None
    day = _DAY.search(t, 1)
    close = regex.search(r"[）)]", t)
    stop = min(x for x in (day.start() if day else None, close.start() if close else None,
                           len(t)) if x is not None)
    joined = head + t[1:stop]
    again = find_casts(joined, None)
    if not again or again[0].claims.get("day") != last_row[6].get("day") \
            or again[0].end <= len(head) or _said(again[0].claims) == _said(last_row[6]):
        return None
    note = "; ".join(x for x in (last_row[7], f"its words go on in the note at line {p.line}")
                     if x)
    row = (*last_row[:4], joined[:again[0].end], last_row[5], again[0].claims, note, last_row[8])
    return row, lead + 1 + again[0].end - len(head)


def _said(c: dict) -> dict:
    """What a cast's claims say of its chart (:data:`SAYS`)."""
    return {k: c[k] for k in SAYS if k in c}


# a paragraph that opens something else: a verse, a quotation, a rule, a heading's word
_OPENS_OTHER = compiled(r"\p{Han}{0,3}[曰云][：:，]?|凡|[又或若如假設]")


def _completed(casts: list, rows: list, last_row) -> None:
    if not casts or last_row is None or last_row not in rows:
        return
    first = casts[0].claims
    if first.get("binding", {}).get("why") not in (COMMENTARY_WHY, CONTINUES_WHY) \
            or first.get("day") != last_row[6].get("day"):
        return
    if not any(k in last_row[6] for k in SAYS):
        rows.remove(last_row)


def _disputes(paras, rows: list, corrections: dict) -> None:
    """A commentary's dispute of the classic's 用 given to the cast it corrects
    (.notes.dispute_corrections), among the prose casts no note corrects already."""
    disputes = [(_line(p, d[0]), *d[1:]) for p in paras if p.kind != "diagram"
                for d in notes.disputed_uses(p.text)]
    casts = [(r[0], r[6], (r[0], r[1])) for r in rows
             if r[5] == "inline" and (r[0], r[1]) not in corrections]
    corrections.update(notes.dispute_corrections(disputes, casts))


def _folded(paras: list) -> tuple[list, list | None]:
    """A book in simplified script read through the simplified fold, character for character
    (its spans and citations the printed text's), as :func:`.find_examples` reads a plain text:
    a 六壬大全 juan in Kanripo's layout converted to simplified found a third of its casts
    fewer without it (「甲辰日辰临甲」: a metamorphic run of the witness, KR3g0031 t2s). With
    the paragraphs as printed (None: not folded)."""
    if not is_simplified("\n".join(p.text for p in paras)):
        return paras, None
    return [replace(p, text=traditional(p.text)) for p in paras], paras


def _figure_rows(p, last_cast) -> list:
    """The row of a 課式 figure (none when it shows neither 三傳 nor lessons)."""
    c = read_diagram(p.text.split("\n"))
    if not (c.get("transmissions") or c.get("lessons")):
        return []
    note = "cast: diagram"
    c, how = _with_hour(c, last_cast)
    if how:
        note += "; " + how
    return [(p.line, 0, 0, len(p.text), p.text, "diagram", c, note, p.line)]


_OTHER_WORDS = compiled(r"[　 ]*(?:又|或|次日|明日|翌日|若|假令|如|凡|論曰|經曰|訣曰|歌曰|注曰|一說)")


def _blocks(paras: list) -> tuple[list, list, dict[int, str]]:
    """The paragraphs as read (:func:`_folded`), the blocks the casts are looked for in
    (:func:`_columns`), and each block's printed text when the fold read it."""
    read, raw = _folded(paras)
    blocks, printed = _columns(read, raw)
    return read, blocks, printed


def _columns(paras: list, raw: list | None = None) -> tuple[list, dict[int, str]]:
    """A 金口訣 example whose four positions are printed one a line under its date (each of
    them a block of its own, read as a heading) joined into the date's block
    (:func:`.detect.jinkou_column`; KR3g9897_001.txt:89-93); with the joined blocks' printed
    text by their first line when ``raw``, the paragraphs as printed, is given (:func:`_folded`)."""
    out, i = [], 0
    printed: dict[int, str] = {}
    while i < len(paras):
        p = paras[i]
        n = 0 if p.kind == "diagram" else jinkou_column(
            p.text, [q.text for q in paras[i + 1:i + 5] if q.kind != "diagram"])
        # (and the paragraph after them, the example's words: its 晝/夜, its 月將, its relations,
        # 「冬月卯時日未出，故用夜貴」, a review of the change, review_round75/KR3g9875_001.txt:17)
        # (not another cast's, 「又乙亥日子將亥時夜占…」, 「次日酉時…夜占」, nor a rule, 「論曰：貴神克人元…」:
        # a review of the change, review_round76/KR3g9878_001.txt:16, :26, :71)
        nxt = paras[i + 1 + n] if n and i + 1 + n < len(paras) else None
        if nxt is not None and nxt.kind == "p" and not dates_jinkou(nxt.text) \
                and not _OTHER_WORDS.match(nxt.text) and not _DAY.search(nxt.text):
            n += 1
        for q in paras[i + 1:i + 1 + n]:
            p = _joined(p, q)
        if raw is not None:
            printed[p.line] = "".join(q.text for q in raw[i:i + 1 + n])   # (as _joined)
        out.append(p)
        i += 1 + n
    return out, printed


def _joined(p, q):
    """Block ``q`` read on after block ``p``, each character keeping its raw place (a
    witness's unit, edition/encode/formats/base.py ``Unit``, or a Kanripo block)."""
    shift = len(p.text)
    if hasattr(p, "offsets"):
        line, col = q.locate(0)
        return replace(p, text=p.text + q.text, reading=p.reading + q.reading, offsets=(
            *p.offsets, (shift, line, col), *((shift + o, ln, c) for o, ln, c in q.offsets)))
    return replace(p, text=p.text + q.text, starts=(*p.starts, *(shift + o for o in q.starts)),
                   points=(*p.points, *q.points))


MARKED_WHY = ("its words read through a transcriber's mark (圈去, 乙轉, 旁補), which may be a later "
              "hand's, wrong")


def _marked(text: str, casts: list) -> list:
    """A cast whose words hold a mark of :func:`.diplomatic.paren_marks` is read as the mark has it,
    but not bound with certainty: the mark may be a later hand's, wrong (「三傳子巳(圈去)午戌」 under
    a 凡例 that says so, a review of the stop-56 change, review_round82/KR3g9894_001.txt:18-22,
    the first hand's right reading accused)."""
    spans = marks_at(text)
    for ca in casts:
        if any(ca.start <= a < ca.end for a in spans):
            ca.claims["binding"] = {**ca.claims.get("binding", {}), "certain": False,
                                    "why": MARKED_WHY}
    return casts


def examples_from_paragraphs(source: str, paras) -> list[Example]:
    src, stem = Path(source).name, Path(source).stem
    rows = []
    corrections: dict = {}     # (line, day_at) -> (claims, who proposes): an editor's note
    last_cast = None           # the last prose cast before a figure: (line, claims)
    heading = False            # the table heading in force (.day_tables), False: none
    before = None              # the last prose cast: what 前例/前日 refer to (prose._REFERENCE)
    last_row = None            # its row
    seen_day = False           # a day written since, where no cast was read
    prev = None                # the paragraph before
    many = False               # the last paragraph with casts held several
    head = None                # the day heading in force (.day_heads), None: none
    paras, blocks, printed = _blocks(list(paras))
    ends = _endnotes(paras)    # a modern edition's endnotes by their markers (.endnotes)
    for p in blocks:
        above, prev = prev, p
        if p.kind == "diagram":
            rows += _figure_rows(p, last_cast)
            last_cast = None
            continue
        cells, heading = table_casts(p.text, heading)
        taken = set()
        # (金口訣 examples: their words are no 六壬 cast's, .detect.find_jinkou)
        jinkou = find_jinkou(p.text)
        for s, e, c in jinkou:
            rows.append((_line(p, s), s, s, e, p.text[s:e], "jinkou", ordered(c),
                         "cast: 金口訣 (the four positions)", p.line))
        for day_at, start, end, c in cells:
            taken.add(day_at)
            rows.append((_line(p, day_at), day_at, start, end, p.text[start:end], "list",
                         ordered(c), "cast: table (a cell of a table of days under its heading)",
                         p.line))
        resumed = _resumed(above, last_row, rows, p)
        if resumed is not None:
            # the note's words the cast before took are blanked; the rest is read as usual
            (row, used), before = resumed, resumed[0][6]
            rows[rows.index(last_row)] = last_row = row
            p = replace(p, text="　" * used + p.text[used:])
        # (an editor's glosses read through, .diplomatic.glosses_read, and a transcription's
        # marks in its notes, .diplomatic.paren_marks)
        casts = _marked(p.text, find_casts(paren_marks(glosses_read(p.text)), _reference(
            p.text, before, (seen_day, many), (above, last_row, rows))))
        _completed(casts, rows, last_row)
        head, casts, read = _under_heading(p, src, head, casts)
        proposed = _proposed(p, casts, src, read, ends)
        for ca in casts:
            if ca.day_at in taken or any(s <= ca.day_at < e for s, e, _ in jinkou) and not any(
                    k in ca.claims for k in LIUREN_KEYS):
                continue        # (a 六壬 cast in a 金口訣 example's words keeps its own claims)
            line = _line(p, ca.day_at)
            kind = "list" if ca.construct.startswith("list") else "inline"
            note = "; ".join(x for x in (f"cast: {ca.construct}", ca.note) if x)
            rows.append((line, ca.day_at, ca.start, ca.end, p.text[ca.start:ca.end], kind,
                         ca.claims, note, p.line))
            if ca.day_at in proposed:
                corrections[(line, ca.day_at)] = proposed[ca.day_at]
            if kind == "inline":
                last_cast = (line, ca.claims)
                before = ca.claims
                last_row = rows[-1]
        seen_day = bool(_DAY.search(p.text)) and not casts
        if casts:
            many = _several(p.text, casts)
    rows.sort(key=lambda r: (r[0], r[1]))
    _disputes(paras, rows, corrections)
    return _examples(rows, corrections, src, stem, printed)


def _examples(rows: list, corrections: dict, src: str, stem: str,
              printed: dict[int, str]) -> list[Example]:
    """The rows as examples, ids ``s{stem}-x{line}-{k}`` (the k-th of its line); each one's
    words as ``printed`` (by its paragraph's first line) when the fold read them (:func:`_folded`)."""
    out: list[Example] = []
    per: dict[int, int] = {}
    for line, _, s, e, text, kind, c, note, para in rows:
        k = per[line] = per.get(line, 0) + 1
        text = printed[para][s:e] if para in printed else text
        names = c.get("names", []) + c.get("patterns", [])
        corr, who = corrections.get((line, _), (None, ""))
        out.append(Example(id=f"s{stem}-x{line}-{k}", source=src, line=line, start=s, end=e,
                           text=text, kind=kind, name=names[0] if names else "", claims=c,
                           note=note, para=para, corrected=corr, correction=who))
    return out
