"""Worked examples: found in a witness's encoded text (detector + the edition's curated file).

    from edition.analyse.examples import find_examples, witness_examples
    exs = witness_examples(w)                      # a Witness of the edition (its TEI text)
    exs = find_examples("001_6ab3c058adbfb16c", lines, curation_path=p, records=recs)

Ids are stable: ``s001-x143-2`` = the 2nd example on line 143 of the source whose key is
``001`` (in start order), so adding an example elsewhere never renames one.
Sources of the examples, in order of authority: the edition's curated file
``tei/curation/examples.toml`` (each entry cited; for the bundled edition it includes the fully
printed layouts of 003 and 000's 成式 boxes), then the detector (:mod:`edition.analyse.examples.detect`).
A curated entry has only the keys of :data:`ENTRY_KEYS`; a printed layout's ``transcription``
table (what the tests of the engine against the print expect, :mod:`.transcription`) is
validated on load and not read by the analysis.
Corrections: an emendation of the commentary (``edition.encode.emend``) inside an example's
span gives its corrected claims (the span re-read with the correction applied); curated
entries may add their own.
"""
from __future__ import annotations

import copy
import dataclasses
import tomllib
from pathlib import Path

import regex

from edition.analyse.jinkou_text import PATTERN_NAME
from engine import lexicon as lx
from edition.core.edition import key_of
from edition.core.normalize import has_kana, is_simplified, kanbun, traditional
from edition.core.text import language

from .cases import ANOTHER_CAST, CAST_OPENS, SAME_TIME_WHY, another_cast, find_cases, header_offset, unasked
from .detect import (LIUREN_KEYS, decode_columns, find_compressed, find_full, find_inline, find_jinkou,
                     parse_claims)
from .model import CLAIM_KEYS, Example, ExampleError, from_fs
from .paragraphs import SAYS, examples_from_paragraphs
from . import adoc, answer_key, aozora, bbs, boxes, columns, diplomatic, endnotes, errata, exam, fixedwidth, hocr, japanese, latex, longform, mail, markdown, mixed_ko, notebook, notes, orgmode, patch, printout, qa, remarks, rst, run_on, sitepost, srt, teixml, threads, twocolumn, under_cast, verse, webpage, wikitext, yamlbook
from .day_heads import follow, rows_under
from .header_block import PILLARS, block_casts, is_birth, recalled, supposed
from .prose import find_casts
from .days import FORECAST, NOT_FORETOLD
from .vocab import JIANG_NAMES, MONTH_NUM_W
from . import grammar
from .polarity import to_answer
from .variants import cite_as, read_with, variants, with_variant
from . import transcription
from .vocab import _GFULL, BRANCHES, BV, GENERALS, STEMS, normalise
from edition.core.patterns import compiled

__all__ = ["Example", "ExampleError", "find_examples", "witness_examples", "from_fs",
           "curation"]


_CACHE: dict = {}


def curation(path: Path | None) -> dict:
    """An edition's ``tei/curation/examples.toml`` (``None`` or a missing file: no curation)."""
    if path is None or not Path(path).exists():
        return {}
    p = Path(path)
    key = (str(p), p.stat().st_mtime_ns)
    if key not in _CACHE:
        try:
            data = tomllib.loads(p.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise ExampleError(f"{p}: not a valid TOML file: {e}") from None
        _check_entries(data, p.name)
        _CACHE[key] = data
    return _CACHE[key]


# the keys of a curated entry (documented in the head of tei/curation/examples.toml)
ENTRY_KEYS = {
    "example": ("source", "line", "match", "occurrence", "keep_span", "kind", "name",
                "claims", "set", "unset", "layout", "corrected", "correction", "korean",
                "note", "why", "transcription"),
    "not_example": ("source", "line", "match", "occurrence", "note", "why"),
}


def _check_entries(data: dict, name: str) -> None:
    """Every entry of a curation file is cited (``why``) and has only known keys; a
    ``transcription`` table is checked by :func:`.transcription.check`."""
    unknown = sorted(set(data) - set(ENTRY_KEYS))
    if unknown:
        raise ExampleError(f"{name}: unknown table(s) {unknown} (known: "
                           f"{', '.join(ENTRY_KEYS)})")
    for table, keys in ENTRY_KEYS.items():
        for i, e in enumerate(data.get(table, []), 1):
            where = f"{name}: {table} {i} ({e.get('source')}:{e.get('line')})"
            if not e.get("why"):
                raise ExampleError(f"{where} has no 'why' (every curated entry is cited)")
            bad = sorted(set(e) - set(keys))
            if bad:
                raise ExampleError(f"{where}: unknown key(s) {bad} (known: {', '.join(keys)})")
            if "transcription" in e:
                transcription.check(e["transcription"], e["source"], e["line"], where)


def _is_zh(line: str) -> bool:
    return language(line) == "lzh" and any("\u4e00" <= ch <= "\u9fff" for ch in line)


def _locate(line: str, match: str, occurrence: int = 1, where: str = "") -> int:
    pos = -1
    for _ in range(occurrence):
        pos = line.find(match, pos + 1)
        if pos < 0:
            raise ExampleError(f"{where}: {match!r} does not occur in the line "
                               f"(occurrence {occurrence})")
    return pos


def _raw_examples(source_id: str, lines: list[str], skip: frozenset = frozenset(),
                  apparatus: tuple = ((), {})) -> list[dict]:
    """Detector proposals, before curation: dicts with line, start, end, kind, name,
    claims, origin, note. ``skip``: lines of case records (:func:`_case_examples`), read as
    their case's; ``apparatus``: the lines with their Markdown footnotes' markers, and the
    footnotes (:mod:`.markdown`)."""
    out: list[dict] = []
    before = None        # the last inline cast of a line before: what 前例/前日 refer to
    parted = False       # a blank line or a title since it: no 注 of its passage after them
    head = None          # the day heading in force (.day_heads)
    cols = None          # the columns a table's header names (.columns), with its line
    # a book written in Korean (not Chinese passages with their translation: twice as many
    # Korean lines as Chinese ones) has its casts in its Korean lines too (.mixed_ko)
    korean = mixed_ko.korean_book(lines)
    # (and a cast's words that run on over its Korean lines are read in their hanja, from a Korean
    # line that ends inside its sentence: 「甲寅日에 戌將을 未時에 加하면 …受剋하여」 then 「下賊上이 되니
    # 三傳은 申巳寅이오」, a round-42 red-team 懸吐 edition, liuren_hyeonto_ko.txt:72-73; not from one
    # that ends its sentence, 「예16) 戊辰日 巳時, 3월 從魁加巳.」, whose chart below is its, certain,
    # liuren_gangui_ko.txt:245)
    runs = [mixed_ko.reading(t) if korean and not _is_zh(t) else t for t in lines]
    # (a book of questions and answers: their turns; a wiki's templates over several lines)
    asks, turn = _turns(lines, apparatus, runs if korean else None)
    wrapped = run_on.wrapped(lines, _is_zh)
    key = answer_key.answers(lines)      # (a textbook's exercises answered at its end)
    # (an exam's questions, their answers in its key; a choice's options: no claims)
    asked, skip = exam.answers(lines), skip | exam.option_lines(lines)
    # (a CSV table's rows whose quoted cells run over lines, read whole on their first: .columns;
    # its header may be the file's first line)
    # (and the lines of a record read whole, .wikitext: no words of their own)
    csv_rows, done, csv_head = columns.records(lines)
    for n, line in enumerate([csv_rows.get(k, t) for k, t in enumerate(lines, 1)], 1):
        if n in done:
            continue                           # (a CSV row's line: read with its first)
        parted = parted or not line.strip() or run_on.is_title(line)
        if n in asked:
            line = asked[n][1]           # (the question with its answer: .exam)
        if columns.is_rule(line):
            continue                           # a Markdown table's rule: the table goes on
        if korean and n > 1 and n not in skip and not _is_zh(line) and mixed_ko.has_cast(line):
            line = mixed_ko.reading(line)      # a Korean line's casts in hanja (.mixed_ko)
        if diplomatic.is_margin(line):
            continue                           # (a margin note: its days name entries, .diplomatic)
        if (n == 1 and not csv_head) or n in skip or not _is_zh(line):
            # (a line passed over ends a heading's rows, a table; but a table's header in English
            # starts one: 「Day | General | Hour | Transmissions | Name」, liuren_en.txt:187)
            head, cols = None, (None if n == 1 or n in skip else _english_header(line, n))
            continue
        if _generals_below(out, lines, line, n):
            continue
        other = _layouts(line, n, out)      # (the days of one list share their words: they
        inline = find_inline(line, None if parted and _NOTE_OPENS.match(line) else before)
        record, rjoined = ([], ()) if inline and turn.get(n, "t")[0] not in "sp" else _record(
            runs, n, turn)
        inline, joined = (record, rjoined) if record else _run_on(
            lines if _KO_ENDED.search(lines[n - 1]) and runs[n - 1] != lines[n - 1] else runs,
            n, inline, before, (skip, wrapped, key, turn))
        head, rows = follow(line, f"{source_id}:{n}", head, inline or other)
        rows = [(ca.start, ca.end, ca.claims) for ca in rows]
        cols, crow, csv = _column_row(lines, line, n, cols, inline or other or rows)
        reread = _reader(inline, rows, head, cols)
        for s, e, c in crow if csv else inline or rows or crow:
            e, c = min(e, len(lines[n - 1].rstrip())), (_answered(c, asked[n][0]) if n in asked
                                                          else c)
            if not any(a < e and s < b for a, b in other) or _liuren_in_jinkou(c, s, e, out, n):
                out.append({"line": n, "start": s, "end": e, "kind": "inline", "claims": c,
                            "name": "", "origin": "detector", "note": ""})
                out[-1].update(_joined_noted(joined, s, c, n, (before, apparatus)) if joined and
                               joined[0] == s else _noted(*_footnoted(line, n, apparatus), s, c, n, reread))
                if joined and joined[0] == s or record:   # (the lines its words were read from)
                    out[-1]["run"] = ([k for _, k in joined[2]] if joined and joined[0] == s
                                      else list(range(n, turn[n][2] + 1)))
                    done |= set(range(n + 1, turn[n][2] + 1)) if record else set()
                before, parted = c, False
    out += block_casts(lines, out, under_cast.HEADING,
                       mixed_ko.reading if korean else (lambda t: t), skip)
    out.sort(key=lambda r: (r["line"], r["start"]))
    _doubted(out, turn)
    _unread_charts(lines, out)
    _later_fixes(lines, out, korean, asks)
    return out


def _later_fixes(lines: list[str], out: list[dict], korean: bool, asks: dict) -> None:
    """The corrections said away from their casts (an errata sheet, a reply, a remark, a margin
    note, an answer, a commentary's dispute), each given to the cast it names (``asks``: the
    book's turns of questions and answers, .qa)."""
    if korean:
        _korean_corrections(lines, out)      # (of the 三傳 a chart under a cast prints too)
        _errata(lines, out)
    _lesson_fixes(lines, out)
    threads.reply_fixes(lines, out)
    threads.later_fixes(lines, out)
    threads.under_fixes(lines, out)
    threads.english_fixes(lines, out)
    threads.typo_fixes(lines, out)
    threads.vietnamese_fixes(lines, out)
    remarks.table_fixes(lines, out)
    diplomatic.margin_fixes(lines, out)
    boxes.remark_fixes(lines, out)
    errata.page_fixes(lines, out)
    verse.verse_fixes(lines, out)
    qa.exchange_fixes(lines, out, asks)
    _commentary_disputes(lines, out)


def _doubted(out: list[dict], turn: dict) -> None:
    """A cast on an OCR line with a word read at low confidence (records of kind ``o``, .hocr),
    or on the lines it runs on to before the next cast (three at most): bound, not with certainty
    (the word may be the OCR's misreading, not the print's slip)."""
    starts = sorted({r["line"] for r in out})
    for r in out:
        n = r["line"]
        nxt = next((k for k in starts if k > n), n + 3)
        if any(turn.get(k, ("",))[0] == "o" for k in range(n, min(nxt, n + 3))):
            b = dict(r["claims"].get("binding") or {})
            b["certain"] = False
            b["why"] = (b.get("why", "") + "; " if b.get("why") else "") + (
                f"a word of its line read by the OCR with low confidence (x_wconf under "
                f"{hocr.DOUBT}): it may be the OCR's misreading, not the print's")
            r["claims"] = {**r["claims"], "binding": b}


def _turns(lines: list[str], apparatus: tuple, korean: list[str] | None) -> tuple[dict, dict]:
    """A book of questions and answers' turns, and the records over several lines: those turns,
    a markup's records (``apparatus``), and a Korean blog's casts with their paragraphs
    (``korean``: its lines' hanja readings, .mixed_ko), the markup's first."""
    asks = qa.turns(lines)
    turn = {**asks, **(apparatus[2] if len(apparatus) > 2 else {})}
    return asks, ({**mixed_ko.paragraphs(lines, korean), **turn} if korean is not None else turn)


def _record(lines: list[str], n: int, turn: dict) -> tuple[list, tuple]:
    """The cast of a record over several lines that opens at line ``n`` (a wiki's template, a
    parameter a line: 「{{六壬課式」, 「|日=甲子」, 「|將=亥」 …, .wikitext), its words joined, its span
    the opening line's, and its joined words (where each line of them starts: its notes are read
    over them, :func:`_joined_noted`); none where it is not one cast."""
    kind, first, last = turn.get(n, ("", 0, 0))
    if kind not in ("t", "s", "p") or first != n:
        return [], ()
    # (a comment's line inside it, 「【批注】…」, is no words of the cast's: read on its own,
    # .diplomatic; a review of the round-49 change, tests/data/review_round49/t_d2cmt.txt:6)
    at = [n] + [k for k in range(n + 1, last + 1) if not diplomatic.is_margin(lines[k - 1])]
    words = [lines[n - 1].rstrip()] + [lines[k - 1].strip() for k in at[1:]]
    got = find_inline("".join(words))
    if len(got) != 1:
        return [], ()
    c = dict(got[0][2])
    # (a lecture's words on a cast, over its cues: bound by their place, not with certainty, .srt)
    c["binding"] = {**(c.get("binding") or {}),
                    "certain": kind == "t" and bool((c.get("binding") or {}).get("certain", True)),
                    "why": (f"a record over lines {n}–{last}, its words joined" if kind == "t" else
                            f"the lecture's words on it over lines {n}–{last} (its cues up to the "
                            "next that names a day), joined: bound by their place" if kind == "s" else
                            f"its paragraph's words over lines {n}–{last} (up to a blank line or the "
                            "next cast), joined: bound by their place")}
    start = len(lines[n - 1]) - len(lines[n - 1].lstrip())
    starts = [(sum(len(w) for w in words[:i]), at[i]) for i in range(len(words))]
    return [(start, max(start + 1, len(lines[n - 1].rstrip())), c)], (start, "".join(words), starts)


# a 注 opening its line (「注曰：…」): the passage before it is the cast it completes (.prose
# COMMENTARY), but not across a blank line or a title (a 歌訣 book's note of a category's verse,
# 「遙克歌」 then 「注曰：四課上下皆無克…名蒿矢」, took the day of a cast two verses before:
# a round-41 red-team book, liuren_gejue.txt:152)
_NOTE_OPENS = compiled(r"^\s*(?:注|註|解|疏)[曰云]")


_KO_ENDED = compiled(r"[.。!?！？]\s*$")


def _run_on(lines: list[str], n: int, inline: list, before, book: tuple) -> tuple[list, tuple]:
    """The line's casts, the last read again with the words that go on with it: the lines after
    it when it says nothing of its chart (:mod:`.run_on`), and its answer in the book's key
    (:mod:`.answer_key`); its claims the joined words', its span the line's, the binding's why
    naming the lines. ``book``: (the lines of case records, whether the book breaks its lines
    inside sentences, the key's answers by exercise line)."""
    skip, wrapped, key, turn = book
    if not inline:
        return inline, ()
    s, e, last = inline[-1]
    says = any(k in last for k in SAYS)
    # (a sentence the line break cuts, in a book that breaks its lines inside sentences: its
    # words go on, whatever it has said; a 三傳 on the line under a cast that printed none)
    if to_answer(lines[n - 1], s):
        return inline, ()        # (a question's options under it: no words of the cast)
    # (and in a book that ends its lines on its sentences, a line that ends on 「，」: its sentence
    # goes on, its words not bound with certainty: 「甲寅日에 戌將을 未時에 加하면…受剋하여」 then
    # 「下賊上이 되니 三傳은 申巳寅이오」, a round-42 red-team 懸吐 edition, liuren_hyeonto_ko.txt:72-73,
    # its planted 三傳 `agrees` on the day's line alone; 「弟子取第三課未為用，」 over a question's lines,
    # liuren_wenda.txt:23-24)
    cut = run_on.cut(lines[n - 1]) if wrapped else run_on.comma_cut(lines[n - 1])
    end = qa.turn_end(turn, lines, n)
    cut = cut or (end is not None and n < end)          # (a turn that goes on: .qa)
    under = [] if cut or _three(last) else run_on.labelled(lines, n, skip)
    if says and not cut and not under and n not in key:
        return inline, ()
    more = under or ([] if says and not cut else run_on.run(lines, n, skip, _is_zh))
    if end is not None:                  # (inside its turn; a record's lines, blank ones
        more = ([k for k in range(n + 1, end + 1) if lines[k - 1].strip()]   # passed over)
                if turn[n][0] == "t" else [k for k in more if k <= end])
    # (each line's words without the room around them: a column's line in a page set in two,
    # .twocolumn, its other column blank)
    extra = "".join(unasked(lines[k - 1]).strip() for k in more)
    why, certain = [], True
    if more:
        where = (f"line {more[0]}" if len(more) == 1 else f"lines {more[0]}–{more[-1]}"
                 + ("" if more[-1] - more[0] + 1 == len(more) else f" ({len(more)} of them)"))
        why.append(f"its words run on over {where}, which name no other day"
                   + ("" if wrapped else ": a line a sentence, bound by their place"))
        certain = wrapped or bool(under) or (n in turn and turn[n][0] not in "sp")
        if under:                # (its label and branches opening the very next line)
            why[-1] = f"its 三傳 on line {more[0]}, the line under it, which names no other day"
    if n in key:
        a, b, words = key[n]
        extra += "。" + words
        why.append(f"its answer in the book's key by chapter and number (line"
                   f"{f's {a}–{b}' if b > a else f' {a}'})")
    if not extra:
        return inline, ()
    own = run_on.backward_blanked(lines[n - 1], e) if more else lines[n - 1]
    again = [x for x in find_inline(own + extra, before) if x[0] == s]
    if not again or not any(k in again[0][2] for k in SAYS):
        return inline, ()
    c = dict(again[0][2])
    b = dict(c.get("binding") or {})
    b["why"] = "; ".join([b.get("why", "one day")] + why)
    b["certain"] = bool(b.get("certain")) and certain
    c["binding"] = b
    # (the joined words, to read their notes with, and where each line of them starts)
    starts = [(0, n)] + [(len(own) + sum(len(unasked(lines[j - 1]).strip()) for j in more[:i]), k)
                         for i, k in enumerate(more)]
    return (inline[:-1] + [(s, min(again[0][1], len(lines[n - 1].rstrip()) or e), c)],
            (s, own + extra, starts))


def _answered(c: dict, k: int) -> dict:
    """A question's claims read with its answer, the binding saying where the answer is."""
    b = dict(c.get("binding") or {})
    b["why"] = "; ".join([b.get("why", "one day"), f"its answer in the book's key (line {k})"])
    return dict(c, binding=b)


def _three(claims: dict) -> bool:
    """Whether a cast's claims hold its whole 三傳."""
    tr = claims.get("transmissions") or ()
    return len(tr) == 3 and None not in tr


def _commentary_disputes(lines: list[str], out: list[dict]) -> None:
    """A commentary's dispute of the classic's 用 given to the cast it corrects
    (.notes.dispute_corrections)."""
    disputes = [(n, *d[1:]) for n, line in enumerate(lines, 1)
                for d in notes.disputed_uses(line)]
    if not disputes:
        return
    casts = [(r["line"], r["claims"], k) for k, r in enumerate(out) if r.get("corrected") is None]
    for k, (corrected, who) in notes.dispute_corrections(disputes, casts).items():
        out[k]["corrected"], out[k]["correction"] = corrected, who


# a chart row no reader read: branches (and stems, generals, a row's label) and little else
# (「　　　上　　　　辰　　　子　　　午　　　丑」, 「　初傳　子　天后　官鬼　甲」, a red-team Korean
# textbook: its cast agreed on its words while the chart under it printed a misprint)
_ROW_LABEL = compiled(r"四課|三傳|初傳|中傳|末傳|第[一二三四]課|[一二三四]課|天盤|地盤|天將|上神|下神|上|下")
_ROW_WORDS = compiled(rf"官鬼|妻財|子孫|父母|兄弟|{'|'.join(sorted(GENERALS, key=len, reverse=True))}"
                           rf"|[{BRANCHES}{STEMS}]|[官財子父兄鬼]|空|[（()）|｜/、·,，\s　]")


def _chart_row(line: str) -> bool:
    t = traditional(normalise(line))
    labelled = bool(regex.match(r"[\s　]*(?:初傳|中傳|末傳)", t))
    return (sum(ch in BRANCHES for ch in t) >= (1 if labelled else 3)
            and not _ROW_WORDS.sub("", _ROW_LABEL.sub("", t)).strip())


def _unread_charts(lines: list[str], out: list[dict]) -> None:
    """An inline cast with chart rows under it (before the next cast, heading or header of four
    pillars, twenty lines at most: a Korean case book prints its chart a paragraph below the
    cast): a 四課 table that fits its day, 三傳 rows and the plate's rows are read into it
    (:mod:`.under_cast`); rows no reader read it says so (``unread``): it does not agree on all
    its words. A chart past the next cast is the cast's when its 四課 fit this cast's day and the
    casts between are of other days (a case's cast, then a sentence recalling another case's
    cast, then the chart: a red-team Korean case book, :413-427), read from its 四課 table (and
    the plate's rows just above it: what stands under the recalled cast is the recalled cast's);
    a recalled or supposed cast (「그때의…」, 「昔占…」, 「若丁巳日…」) takes no chart; rows a cast
    before has read are not read again."""
    taken = {r["line"] for r in out}
    starts = sorted(taken)
    masked = list(lines)                 # (the rows a cast has read: blank for the casts after)
    for r in out:
        if r["kind"] != "inline" or not _takes_chart(lines, r):
            continue
        n, day = r["line"], r["claims"].get("day")
        heads = [m for m in range(n + 1, min(n + 21, len(lines) + 1))
                 if under_cast.HEADING.match(lines[m - 1]) or _other_pillars(lines[m - 1], day)]
        far = min(heads + [n + 21, len(lines) + 1])
        stop = min([m for m in starts if m > n] + [far])
        chart = under_cast.chart_under(masked, n, stop - 1, day, _offset(r["claims"]))
        same = any(x["line"] for x in out if stop <= x["line"] < far
                   and x["claims"].get("day") == day and _takes_chart(lines, x))
        if (stop < far and day and len(day) == 2 and not same and not (chart and any(
                c.field.startswith("lessons.") for c in chart.cells))):
            _, table = under_cast.lesson_table(masked, stop - 1, far - 1, day)
            if table:
                stop = far
                chart = under_cast.chart_under(masked, table[0], stop - 1, day,
                                               _offset(r["claims"]), near=table[0],
                                               ring_start=max(n, table[0] - 4))
        read: list[int] = []
        if chart is not None:
            r["claims"] = under_cast.merge(r["claims"], chart)
            read = list(chart.lines)
            for k in read:
                masked[k - 1] = ""
            r["note"] = "; ".join(x for x in (r["note"], "the chart under it read") if x)
        rows = [k for k in range(n + 1, stop) if k not in taken and k not in read
                and not (k in r.get("run", ()) and _row_said(masked[k - 1], r["claims"]))
                and _chart_row(masked[k - 1])]
        if rows:
            said = f"a chart under the cast (lines {rows[0]}–{rows[-1]}), not read"
            r["claims"] = dict(r["claims"], unread=[*r["claims"].get("unread", []), said])


def _row_said(row: str, c: dict) -> bool:
    """Whether every branch of a row its cast's words ran over is one its claims hold (「三傳戌午寅，」
    in a wiki's template, read; not a box's 四課 grid 「申　巳　巳　寅」, unread)."""
    held = set(c.get("transmissions") or ()) | {c.get(k) for k in ("gan_shang", "zhi_shang",
                                                                  "jiang", "hour")}
    for x in c.get("lessons") or ():
        held |= {(x or {}).get("upper"), (x or {}).get("lower")}
    for a, b in (c.get("plate") or {}).items():
        held |= {a, b}
    return all(ch in held for ch in row if ch in BRANCHES)


def _other_pillars(line: str, day) -> bool:
    """Whether ``line`` holds four pillars of another day than ``day`` (another case's header)."""
    m = PILLARS.search(normalise(line))
    return m is not None and m["d"] != day and not is_birth(line, m)


def _takes_chart(lines: list[str], r: dict) -> bool:
    """Whether a chart under cast ``r`` may be its: not a cast recalled or supposed, nor one a
    question asks about (「庚子日酉將卯時起課，下列說法正確的有（　）」: its options under it, a round-40
    red-team exam paper, liuren_kaoshi.txt:76)."""
    line = lines[r["line"] - 1]
    return not (recalled(line, r["start"]) or supposed(line, r["start"])
                or to_answer(line, r["start"]))


def _offset(c: dict) -> int | None:
    """The offset a cast's claims fix (its offset, or its 將 over its 時), or None."""
    return c["offset"] if c.get("offset") is not None else header_offset(c)


# a Korean book's correction of a 傳 it quoted (「鈔本의 「子」는 「午」의 잘못이니 바로잡는다」, a
# red-team Korean textbook: the quoted cast's misprint was reported as new), or of a 傳 it names
# (「〔편집자 주〕 初傳의 亥는 戌의 오식이다」 under a chart's 三傳 rows, a red-team Korean case book)
_KO_CORRECTS = compiled(rf"(?:(?P<slot>初傳|中傳|末傳)의\s*|(?P<seat>干上|支上)\s*"
                             rf"|三傳(?:의\s*(?P<nth>첫째|둘째|셋째)\s*글자)?\s*)?"
                             rf"(?P<q>[「'‘])?(?P<x>[{BRANCHES}]{{1,3}})(?(q)[」'’])(?:는|은)\s*"
                             rf"[「'‘]?(?P<y>[{BRANCHES}]{{1,3}})[」'’]?(?:의|로)\s*"
                             r"(?:잘못|오자|오기|오식|고쳐|바로잡)")
# (and a 懸吐 edition's translator's note under its cast, 「[역주] 원문의 '戌'은 '酉'의 오자이다.」, 「원문의
# 三傳 '卯亥未'는 '巳丑酉'의 오자이다」, 「원문 三傳의 셋째 글자 '酉'는 '卯'의 오자이다」, 「원문의 干上 '巳'는
# '午'의 오자이다」: a round-42 red-team Korean book, liuren_hyeonto_ko.txt:90, :110, :179, :147)


# (「…오식이 아니다」: it is not a misprint, a review of the change)
_KO_NOT = compiled(r"[이가은는]?\s*(?:아니|아닙)")
# (「…의 오자라고 보는 이가 있으나 잘못이다」: another's view the note refuses, a review of the change)
_KO_REPORTED = compiled(r"\s*(?:이?라고|이?라는|이?라\s*하|고\s*보)")
_KO_OTHER_SLOT = compiled(r"干上|支上|日上|辰上|[一二三四]課|貴人|天將|地盤|天盤")


def _korean_corrections(lines: list[str], out: list[dict]) -> None:
    """The correction a Korean line makes of a 傳 within the twenty lines before it whose 三傳 hold
    the printed branch once: of a quoted cast (its line quotes it 「…」), of the cast on the line
    just above it, or of the 傳 the line names (「初傳의 亥는 戌의 …」, 「三傳의 셋째 글자 …」) where that
    cast has it; the whole 三傳 (「三傳 '卯亥未'는 '巳丑酉'의 오자」) or a seat's branch (「干上 '巳'는
    '午'의 오자」) of the cast that prints it; not when the words before it name another slot (干上, a
    lesson …), nor a branch unquoted without its slot."""
    for n, line in enumerate(lines, 1):
        for m in _KO_CORRECTS.finditer(line):
            if _KO_OTHER_SLOT.search(line, max(0, m.start() - 20), m.start()) or (
                    not m["q"] and not m["slot"]) or _KO_NOT.match(line, m.end()) \
                    or _KO_REPORTED.match(line, m.end()) \
                    or len(m["x"]) != len(m["y"]) or len(m["x"]) == 2:
                continue                 # (「…干上을 보면 「午」는 「子」의 잘못」: not a 傳)
            got = _ko_corrected(lines, out, n, m)
            if got is not None:
                got[0]["corrected"] = got[1]
                got[0]["correction"] = f"the book's note at line {n}: {m['x']} read {m['y']}"


def _ko_corrected(lines: list[str], out: list[dict], n: int, m) -> tuple[dict, dict] | None:
    """(the cast a Korean note corrects, its claims corrected), or None (_korean_corrections)."""
    above = [r for r in out if n - 20 <= r["line"] <= n and r.get("corrected") is None]
    if m["seat"] or len(m["x"]) == 3:
        # (the cast just above the note, whose claim it is: not an earlier one that prints the word
        # where this one's is unread, a review of the change, review_round42/ko1.txt:12)
        last = max((r["line"] for r in above), default=None)
        near = [r for r in above if r["line"] == last]
        key = ("gan_shang" if m["seat"] == "干上" else "zhi_shang") if m["seat"] else "transmissions"
        if len(near) != 1 or "".join(near[0]["claims"].get(key) or ()) != m["x"]:
            return None
        return near[0], {**near[0]["claims"], key: m["y"] if m["seat"] else list(m["y"])}
    slot = ("初中末".index(m["slot"][0]) if m["slot"] else
            ("첫째", "둘째", "셋째").index(m["nth"]) if m["nth"] else None)
    near = [r for r in above if (r["claims"].get("transmissions") or []).count(m["x"]) == (
        1 if slot is None else (r["claims"].get("transmissions") or []).count(m["x"]))
            and ("「" in lines[r["line"] - 1] or r["line"] == n - 1 if slot is None
                 else r["claims"]["transmissions"][slot] == m["x"])]
    # (a note naming its 傳 is the chart's above it, not a cast recalled in between)
    charted = [r for r in near if (r["claims"].get("forms") or {}).get("transmissions")
               == "chart_under"]
    near = charted if slot is not None and charted else near
    if not near:
        return None
    r = near[-1]
    i = slot if slot is not None else r["claims"]["transmissions"].index(m["x"])
    return r, notes.transmission_read(r["claims"], i, m["y"])


# a book's errata at its end (「정오(正誤)」, then 「― 제17례 삼전의 中傳 「寅 青龍 兄弟」는 「申 青龍
# 兄弟」의 잘못이다.」: a red-team Korean case book, liuren_sarye_ko.txt:513-515): the case it names
# by its heading, the 傳 by its slot; the casts of that case whose slot holds the printed branch
_ERRATA_HEAD = compiled(r"^\s*(?:정오|正誤|訂誤|勘誤|정오표|正誤表|勘誤表)\s*(?:[(（][^)）]*[)）])?\s*$")
_ERRATUM = compiled(rf"(?P<ref>제\s*(?P<n>\d+)\s*례|(?:사례|점례)\s*(?P<n>\d+))[^「]*?"
                         rf"(?P<slot>初傳|中傳|末傳)[^「]{{0,6}}「(?P<x>[{BRANCHES}])[^」]*」(?:는|은)\s*"
                         rf"「(?P<y>[{BRANCHES}])[^」]*」의\s*(?:잘못|오자|오기|오식)")


def _errata(lines: list[str], out: list[dict]) -> None:
    """The corrections of a book's errata (above) given to the casts they name."""
    for h, line in enumerate(lines, 1):
        if not _ERRATA_HEAD.match(line):
            continue
        for n in range(h + 1, min(h + 30, len(lines) + 1)):
            for m in _ERRATUM.finditer(lines[n - 1]):
                _erratum(lines, out, m, n)


def _erratum(lines: list[str], out: list[dict], m, n: int) -> None:
    kind = "례" if m["ref"].startswith("제") else m["ref"][:2]
    heads = [k for k, t in enumerate(lines, 1) if under_cast.HEADING.match(t) and k < n]
    mine = [k for k in heads if regex.match(rf"\s*\[?\s*(?:제\s*{m['n']}\s*례|{kind}\s*{m['n']}\b)",
                                             lines[k - 1])]
    if len(mine) != 1:
        return                                   # (no such case, or two: not bound)
    end = min([k for k in heads if k > mine[0]] + [n])
    slot = "初中末".index(m["slot"][0])
    # (the case's own cast: the first after its heading, not a cast recalled inside it)
    near = [r for r in out if mine[0] < r["line"] < end][:1]
    near = [r for r in near if r.get("corrected") is None
            and (r["claims"].get("transmissions") or [None] * 3)[slot] == m["x"]]
    for r in near:
        r["corrected"] = notes.transmission_read(r["claims"], slot, m["y"])
        r["correction"] = f"the book's errata at line {n}: {m['slot']} {m['x']} read {m['y']}"


# a later correction of a lesson of a cast before (「更正：上篇第二课应为辰加未，我打成了卯加未」, a
# red-team blog, liuren_blog.txt:276, of the 四課 table at :259): the nearest cast before it (forty
# lines at most) whose lesson is the printed one
_LESSON_FIX = compiled(rf"(?:更正|勘誤|訂正)[：:]?[^。]{{0,8}}?第([一二三四])課(?:應|当|當)(?:為|爲|作|是)"
                            rf"([{BRANCHES}])加([{BRANCHES}{STEMS}])[，,]?[^。]{{0,6}}?"
                            rf"(?:打成|寫成|誤作|誤為|誤爲|印成|錯成)了?([{BRANCHES}])加([{BRANCHES}{STEMS}])")


_LESSON_FIX_CUE = compiled(r"更正|勘[誤误]|[訂订]正")
_POST_HEAD = compiled(r"^\s*(?:#{1,6}\s|---+\s*$)")


def _lesson_fixes(lines: list[str], out: list[dict]) -> None:
    """The corrections of a lesson a line makes (above), given to the cast they correct."""
    for n, line in enumerate(lines, 1):
        if not _LESSON_FIX_CUE.search(line):
            continue                        # (the fold only for the lines that may say it)
        for m in _LESSON_FIX.finditer(traditional(line)):
            i = "一二三四".index(m.group(1))
            right, wrong = (m.group(2), m.group(3)), (m.group(4), m.group(5))
            # (「上篇」: the post before the one the line is in, not the nearest cast)
            before = n
            if regex.search(r"上篇|前篇|上文|前文|上一篇", m.group(0)):
                heads = [k for k in range(max(1, n - 40), n) if _POST_HEAD.match(lines[k - 1])]
                before = heads[-1] if heads else n
            near = [r for r in out if n - 40 <= r["line"] < before and r.get("corrected") is None
                    and len(r["claims"].get("lessons") or ()) == 4
                    and r["claims"]["lessons"][i] and (r["claims"]["lessons"][i].get("upper"),
                                                        r["claims"]["lessons"][i].get("lower")) == wrong]
            if not near or right[1] != wrong[1]:
                continue                    # (a lower changed too: not one cell's correction)
            r = near[-1]
            lessons = [dict(x) if x else x for x in r["claims"]["lessons"]]
            lessons[i]["upper"] = right[0]
            r["corrected"] = dict(r["claims"], lessons=lessons)
            r["correction"] = (f"the book's correction at line {n}: 第{m.group(1)}課 "
                               f"{wrong[0]} read {right[0]}")


def _liuren_in_jinkou(c: dict, s: int, e: int, out: list[dict], n: int) -> bool:
    """A 六壬 cast with claims of its own inside a 金口訣 example's words (「卯將加未，人立亥位，日上勝先，
    小吉為用，中太衝，末神后」 then the four positions: a review of the round-73 change,
    review_round73/rv73_jinkou.txt:16, its planted 末 hidden): checked on its own too."""
    spans = [r for r in out if r["line"] == n and r["start"] < e and s < r["end"]]
    return bool(spans) and all(r["kind"] == "jinkou" for r in spans) and any(
        k in c for k in LIUREN_KEYS)


def _layouts(line: str, n: int, out: list[dict]) -> list[tuple[int, int]]:
    """The 金口訣 examples, compressed entries and full layouts of line ``n``, added to ``out``;
    the spans they take."""
    taken: list[tuple[int, int]] = []
    found = ([(s, e, "jinkou", c, "") for s, e, c in find_jinkou(line)]
             + [(s, e, "compressed", c, name) for s, e, c, name in find_compressed(line)]
             + [(s, e, "full", c, "") for s, e, c in find_full(line)])
    for s, e, kind, c, name in found:
        if not any(a < e and s < b for a, b in taken):
            taken.append((s, e))
            out.append({"line": n, "start": s, "end": e, "kind": kind, "claims": c,
                        "name": name, "origin": "detector", "note": ""})
    return taken


def _reader(inline, rows, head, cols):
    """How the casts of a line were read, to read it again with a note's reading: ``text ->
    [(start, claims)]`` (running text, a row under a day heading, a table's row)."""
    if inline:
        return lambda t: [(x.start, x.claims) for x in find_casts(t)]
    if rows:
        return lambda t: [(x.start, x.claims) for x in rows_under(t, head)]
    if cols:
        return lambda t: [(g[0], g[2]) for g in [columns.row(t, cols[0], cols[2])] if g]
    return lambda t: []


def _noted(line: str, cited: dict, s: int, c: dict, n: int, reread) -> dict:
    """``corrected``/``correction`` of a cast whose line holds an editor's note giving another
    reading of one of its words (:mod:`.variants`: 「三傳戌末酉（“末”當作“未”）」, 「（按此條末傳當作
    午）」 after a table's row), the cast read again with it the way it was read; or nothing.
    ``cited``: the Markdown footnotes put in as notes, each with what it stands for."""
    again = lambda t: next((x for at, x in reread(t) if at == s), None)   # noqa: E731
    hands = [v for v in variants(line) if v.start >= s and v.hand()]
    if len(hands) > 1 and len(reread(line)) == 1:
        # (a corrector's hand changing two words of one cast: one reading, 「三傳午〔朱改：子〕未申
        # 〔朱改：寅〕」, a review of the round-39 change, review_round39/rv_diplomatic.txt:14)
        t = line
        for v in hands:
            t = with_variant(t, v)
        got = again(t)
        if got is not None and any(got.get(k) != c.get(k) for k in ("transmissions", "day",
                                                                   "hour", "jiang")):
            return {"corrected": got, "correction": "; ".join(v.said(f"line {n}") for v in hands)}
    for v in variants(line):
        if v.start < s:
            continue
        got = read_with(line, v, c, again)
        if got is not None:
            said = v.said(f"line {n}")
            for note, what in cited.items():
                said = cite_as(said, note, f"line {n}", what)
            return {"corrected": got, "correction": said}
    return {}


def _joined_noted(joined: tuple, s: int, c: dict, n: int, book: tuple) -> dict:
    """:func:`_noted` over a cast's joined words (:func:`_run_on`): a note on a line its words
    run on to (「三傳申〔朱改：寅〕子戌」 under its cast, a round-39 red-team manuscript,
    liuren_chaoben.txt:83), cited at its own line; or an endnote a marker there links
    (:mod:`.endnotes`). ``book``: the cast before, the book's apparatus."""
    (before, apparatus), (_, text, starts) = book, joined
    reread = lambda t: [(x[0], x[2]) for x in find_inline(t, before)]   # noqa: E731
    got = _noted(text, {}, s, c, n, reread)
    ends = apparatus[3] if len(apparatus) > 3 else {}
    line_of = lambda i: max((k for off, k in starts if off <= i), default=n)   # noqa: E731
    for t, _at, note, what in ([] if got else endnotes.with_endnotes(text, line_of, ends)):
        got = _noted(t, {note: what}, s, c, n, reread)
        if got:
            return got
    if got.get("correction"):
        at = next((v.start for v in variants(text) if v.said(f"line {n}") == got["correction"]),
                  0)
        k = max((line for off, line in starts if off <= at), default=n)
        got["correction"] = got["correction"].replace(f"(line {n})", f"(line {k})")
    return got


def _footnoted(line: str, n: int, apparatus: tuple) -> tuple[str, dict]:
    """``line`` with its Markdown footnotes put in as notes (:func:`.markdown.with_notes`), and
    what each stands for; ``line`` itself where it has none."""
    marked, notes = apparatus[:2]
    ends = apparatus[3] if len(apparatus) > 3 else {}
    if ends and not notes and n <= len(marked):
        # (a modern edition's endnotes, linked by their markers: .endnotes)
        return endnotes.put_in(line, n, ends)
    if not notes or n > len(marked) or not markdown.MARK.search(marked[n - 1]):
        return line, {}
    return markdown.with_notes(line, marked[n - 1], notes)


def _english_header(line: str, n: int) -> tuple | None:
    cols = columns.header(line)
    return (cols, n, "") if cols is not None else None


def _column_row(lines: list[str], line: str, n: int, cols, found) -> tuple:
    """(the table header in force after ``line``, the row it reads as a cast, whether the line
    is a CSV or TSV row of the table): a header row (「日　月將　時　初中末　課名」) starts a table,
    and each line below it that finds no cast of its own is read as a row (:mod:`.columns`)
    until one reads none; a CSV or TSV row under the header is read as its row (and as nothing
    else), and one that reads no cast does not end the table; a header that names no day under
    a title that gives it (「日干支 辛未   月將 辰」) starts its day's table (:func:`.columns.title`)."""
    new, titled = columns.header(line), ""
    if new is None and not found:
        titled = columns.title(lines, n) or ""
        new = columns.header(line, titled=True) if titled else None
    if new is not None:
        return (new, n, titled), [], columns.delimited_row(line)  # (a CSV header reads nothing else)
    csv = cols is not None and columns.delimited_row(line)
    if cols is None or (found and not csv):
        return None, [], False
    if columns.is_rule(line):
        return cols, [], False
    got = columns.row(line, cols[0], cols[2])
    if got is None:
        return (cols if csv else None), [], csv
    s, e, c = got
    c["binding"] = dict(c.get("binding") or {}, why=columns.WHY.format(cols[1]))
    return cols, [(s, e, c)], csv


def _generals_below(out: list[dict], lines: list[str], line: str, n: int) -> bool:
    """A line of three generals and nothing else under a row whose 三傳 was read without its
    generals: those are its generals (:func:`.columns.generals_below`), read into that row; not
    over a row of branches (a figure's generals over its 三傳, which may run right to left)."""
    gens = columns.generals_below(line)
    last = out[-1] if out else None
    if (gens is None or last is None or last["line"] != n - 1
            or (n < len(lines) and _chart_row(lines[n]))
            or not last["claims"].get("transmissions")
            or last["claims"].get("transmission_generals")):
        return False
    c = dict(last["claims"], transmission_generals=gens)
    c["forms"] = dict(c.get("forms", {}), **{f"transmission_generals.{i}": "generals_below"
                                             for i in range(3)})
    last["claims"] = c
    last["note"] = "; ".join(x for x in (last["note"], f"the 三傳's generals on line {n}") if x)
    return True


def _case_examples(lines: list[str], read: list[str], records: frozenset = frozenset()
                   ) -> tuple[list[dict], frozenset]:
    """The case records of a case collection (:mod:`.cases`), as raw examples of kind
    ``case``, and the lines they hold (header, chart, commentary): a day written in a case's
    commentary (「果辛亥日雨」) is an event of the case, not a cast of its own. A header on the
    first line of a record read whole (``records``: a table of labels and values, .printout) is
    the record's: no case."""
    out, held = [], set()
    read = [normalise(x) for x in read]
    before: dict = {}
    for cs in find_cases(lines, read):
        if cs.line in records:
            continue
        c = cs.claims
        if cs.chart is None:
            # a numbered line or a heading with no chart read under it: its words and what
            # follows are the other readers' (「【例10】重審課」 over a course book's paragraph
            # and a table after it, a red-team book: the case held them, none was read); the
            # case stands only where they read no cast on its line (find_examples)
            if "day" in c and "jiang" in c:
                out.append({"line": cs.line, "start": cs.start, "end": cs.end, "kind": "case",
                            "claims": c, "name": f"case {cs.number}", "origin": "detector",
                            "note": cs.note, "layout": cs.layout, "chartless": True})
                _same_time_fixed(c, before)
            continue
        rec = cs.claims.get("record", {})
        last = max([cs.line] + list(rec.get("chart", ())) + list(rec.get("commentary", ())))
        held.update(range(cs.line, last + 1))
        out.append({"line": cs.line, "start": cs.start, "end": cs.end, "kind": "case",
                    "claims": cs.claims, "name": f"case {cs.number}", "origin": "detector",
                    "note": cs.note, "layout": cs.layout})
        _same_time_fixed(cs.claims, before)
        again = _asked_again(read, rec.get("commentary"), cs)
        diplomatic.recast_margin_hour(read, rec.get("commentary"), again)
        before = _commentary_hour(read, rec, cs.claims, again)
        out[-1].update(_case_note(read, rec, cs.claims) or _header_note(read, cs.line, cs.claims)
                       or before or diplomatic.case_margin_fix(read, rec.get("commentary"), cs.claims, again))
        out += again
    return out, frozenset(held)


def _same_time_fixed(c: dict, before: dict) -> None:
    """A case cast at the same moment as the case before (「同時又為其妻占病…式同前案」), whose
    commentary corrects that case's printed hour or 將 (``before``: its correction, from
    :func:`_commentary_hour`): cast at the corrected moment, its claims updated in place (a round-86
    red-team case book, liuren_duanan_1200-1224.txt:130, whose right claims were reported against
    the header's uncorrected 巳時)."""
    fixed = before.get("corrected") if before else None
    why = (c.get("binding") or {}).get("why", "")
    moved = {k: fixed[k] for k in ("hour", "jiang")
             if fixed and why.startswith(SAME_TIME_WHY) and fixed.get(k) and fixed[k] != c.get(k)}
    if moved:
        c.update(moved)
        c["binding"] = dict(c["binding"], why=f"{why}, as {before['correction']}")


# the editor's note under a case's chart that corrects one of its 傳 (「按：末傳乙未，未當作酉，原稿
# 筆誤，兄爻可證。」, a red-team case book: the book's own correction, reported as a new error)
_CASE_NOTE = compiled(rf"^\s*[按案][：:]?\s*(?P<slot>初傳|中傳|末傳)[^，。]{{0,4}}[，,]\s*"
                           rf"(?P<x>[{BRANCHES}])(?:字)?(?:當作|當為|應作|疑作|係)(?P<y>[{BRANCHES}])")
_SLOT_AT = {"初傳": 0, "中傳": 1, "末傳": 2}


def _case_note(read: list[str], rec: dict, claims: dict) -> dict:
    """``corrected``/``correction`` of a case whose commentary opens on an editor's note that
    corrects one of its 傳 (:data:`_CASE_NOTE`), the printed 傳 being the note's; or nothing."""
    first = (rec.get("commentary") or [None])[0]
    tr = claims.get("transmissions")
    if first is None or not tr:
        return {}
    m = _CASE_NOTE.match(read[first - 1])
    if m is None or tr[_SLOT_AT[m["slot"]]] != m["x"]:
        return {}
    return {"corrected": notes.transmission_read(claims, _SLOT_AT[m["slot"]], m["y"]),
            "correction": f"the book's note at line {first} ({m.group(0).strip()}): "
                          f"{m['slot']} {m['x']} read {m['y']}"}


# the editor's note on a case's header line correcting its hour (「…庚午日辰將寅時，…編者按：寅時當
# 作卯時，是日天明卯初起課，鈔者誤也。」, a red-team case book, liuren_duanan_266-290.txt:237)
# (the note's reason before it: 「（愛圅按：申將申時則是伏吟，今課式非伏吟，以課中亥加戌推之，是申將加未，
# 申時當作未時）」, a round-25 red-team case book, liuren_duanan_316-340.txt:242)
_HEADER_NOTE = compiled(rf"(?:編者|校者)?[按案][：:]?[^）)]{{0,60}}?(?P<x>[{BRANCHES}])時"
                             rf"(?:當作|當為|應作|應為|係)(?P<y>[{BRANCHES}])時")


_OTHERS_SAY = compiled(r"或[謂云曰以]|一說|俗")
_REFUSED_NOTE = compiled(r"[^。）)]{0,6}?(?:此說|其說)?(?:非也|不然|誤矣|不可從)")


def _header_note(read: list[str], line: int, claims: dict) -> dict:
    """``corrected``/``correction`` of a case whose header line holds an editor's note correcting
    its hour (above), the printed hour being the note's; or nothing."""
    m = _HEADER_NOTE.search(read[line - 1])
    if m is None or claims.get("hour") != m["x"]:
        return {}
    if _OTHERS_SAY.search(m.group(0)) and _REFUSED_NOTE.match(read[line - 1], m.end()):
        # (others' correction the note refuses: 「（愛圅按：或謂課式既非伏吟，申時當作未時，此說非也…）」,
        # a review of the round-25 change, liuren_duanan_511-514.txt:17 — no correction of the book)
        return {}
    return {"corrected": dict(claims, hour=m["y"]),
            "correction": f"the book's note at line {line} ({m.group(0).strip()}): the hour "
                          f"{m['x']} read {m['y']}"}


# a commentary that says the header's hour is a copyist's slip and names the hour cast (「案首作寅时，
# 传钞之误也。先生实以卯时布课…今正之」, a round-54 red-team case book, liuren_duanan_491-515.txt:
# 165): the book's own correction of the hour (said of the header, not 「縣志作巳時，誤也，實為午時」 of an
# event, a review of the change, rv54_case.txt:53)
# (and a diary's later entry, 「補記：前記誤書巳時，實午時」: a round-90 red-team case book, liuren_duanan_
# 1225-1249.txt:105, the hour accused as a new error)
_HEAD_SAID = r"(?:(?:案首|首行|原本|原書|原稿|題下|原)作|前記誤?[書作])"
_SLIP = r"[，,]?(?:乃|係|是)?(?:傳鈔|傳寫|鈔者|刊者|抄者)?之?[誤訛]"
# (or names the ground of the right one, 「（按：原書作巳時，據課當為午時…）」: a round-86 red-team case
# book, liuren_duanan_1200-1224.txt:127, the hour accused as a new error)
_COMMENTARY_HOUR = compiled(
    rf"{_HEAD_SAID}(?P<x>[{BRANCHES}])時(?:{_SLIP}[也矣耳]?[。，；]?|[，,]?(?=據|實))"
    rf"[^。]{{0,12}}?(?:實以|實係|實為|實(?=[{BRANCHES}]時)|當作|當為|應作|應為)(?P<y>[{BRANCHES}])時")


# (a note on a line of its own: only its opening, 按/案, before it)
_NOTE_ALONE = compiled(r"[\s　]*[（(]?(?:[^，。）)]{0,6}?[按案])?[：:]?")
# a note that goes on to say this case's hour is right is not the header's (「前記誤書巳時，實午時，乃另一日之記，
# 此案自是巳時，不誤」, review_round92/liuren_duanan_9931-9939.txt:38)
# (only where it says this case's hour is right: not 「…別案亦有此誤」, 「他日重校亦同」, review_round93/
# liuren_duanan_9941-9944.txt:13, liuren_duanan_9945-9949.txt:3)
# (not 「乃另一日之記，與此案無涉」, 「此案辰時不誤」 — review_round94/liuren_duanan_9951-9953.txt:28,
# liuren_duanan_9954-9956.txt:10, `correction-disputed`, left —: 「蓋誤抄另一日之記也」, 「所附鄰人一課，與此
# 案無涉」, 「或謂此案辰時不誤，非也」 say them of the header's slip, review_round95/liuren_duanan_9961-9964.txt:
# 10-28, the book's note dropped)
_NOT_THIS = compiled(rf"[^。]{{0,24}}?(?:[此本]案(?:自是|實是|本是|原是)[{BRANCHES}]時|[此本]案(?:不誤|無誤))")
# (the hour said with its 占 or 布課/起課, 「辰時布課」, 「辰時所占」, or with a client come to ask, 「辰時客來，問信之
# 遲速」: the consultation's — but not 「午時信至，驗如所占」, the cast's 占 after the forecast's hour, nor
# 「申時果有差役來，問其罪狀」, an outcome: review_round90/liuren_duanan_9911-9919.txt:10, :19,
# review_round92/liuren_duanan_9931-9939.txt:10, :20, :68)
# (and after its 將, 「巳將辰時，初傳…」 — not an outcome's, 「果於次日巳將午時到家」: review_round93/
# liuren_duanan_9941-9944.txt:10, review_round92/liuren_duanan_9931-9939.txt:13)
# (an hour of the day before with its 占, 「其人前一日辰時已布課問此」 or 「昨日辰時占此，今補記之」, may be
# another sitting's or this case's written up later — review_round93/liuren_duanan_9941-9944.txt:29,
# review_round94/liuren_duanan_9951-9953.txt:12 —: read as the consultation's, the book's note kept
# for the header, disputed at worst, never the header accused past its own note)
# (not another sitting's, 「附記鄰人一案：同日巳將辰時，占失物…」, nor a later day's, 「次日辰時，其人來問，云信已
# 至」: review_round96/liuren_duanan_9971-9974.txt:23, :34, the note applied to the header)
_SAID_HOUR = compiled(rf"(?<=將加?)(?<![果於于至到次後同][^，。]{{0,4}}將加?)(?P<h>[{BRANCHES}])時(?P<asked>)"
                           rf"|(?P<h>[{BRANCHES}])時(?P<asked>(?<!(?:[次明翌]|[越後過隔][一二三四五六七八九十兩數廿]{{1,3}})日"
                           rf"[，,]?[{BRANCHES}]時)(?:所占|[^。果]{{0,6}}?(?:(?<!所)占|[布起立作排]課"
                           rf"|來[^。果]{{0,4}}?問)))?")


def _commentary_hour(read: list[str], rec: dict, claims: dict, again: list[dict] = ()) -> dict:
    """``corrected``/``correction`` of a case whose commentary corrects its header's hour
    (:data:`_COMMENTARY_HOUR`), the printed hour being the one it names, or its 將
    (:data:`_COMMENTARY_JIANG`); or nothing. ``again``: the casts asked again in the commentary
    (:func:`_asked_again`), a note on the hour of one of them being that cast's (given to it)."""
    span = rec.get("commentary") or ()
    # (every line of the commentary, not its first and last only: a round-90 red-team case book,
    # liuren_duanan_1225-1249.txt:105, a note on the third of four lines)
    for n in range(span[0], span[-1] + 1) if span else ():
        m = _COMMENTARY_HOUR.search(read[n - 1])
        # (a note on a line of its own: the hour said on the line before, 「…午時當有信至。」 then
        # 「（按：原書作午時，據課當為丑時…）」, review_round88/liuren_duanan_9891-9899.txt:43-44)
        alone = m is not None and n > span[0] and _NOTE_ALONE.fullmatch(read[n - 1][:m.start()]) is not None
        before = read[n - 2] if alone else read[n - 1][:m.start()] if m else ""
        said = [f for f in _SAID_HOUR.finditer(before) if f["h"] == m["x"]] if m else []
        if m is not None and not _OF_HEADER.search(read[n - 1], m.start(), m.end() + 12) \
                and _recast_note(again, (n - 1 if alone else n, None if alone else m.start()), m, n):
            # (a note on a recast's hour, on its line or alone on the next, 「越二日戊辰，其人復來占，以巳將
            # 加辰時…」 then 「（按：原書作辰時，據課當為午時。）」: review_round96/liuren_duanan_9971-9974.txt:
            # 11-12, :45-46, the note applied to the header — the header's own note read on, :47)
            continue
        if m is not None and _NOT_THIS.match(read[n - 1], m.end()):
            # (a note said of another entry, the header's hour right: 「前記誤書巳時，實午時，乃另一日之記，此案
            # 自是巳時，不誤」, review_round92/liuren_duanan_9931-9939.txt:38)
            m = None
        if m is not None and "誤" not in m.group(0) and (said and not any(
                f["asked"] is not None for f in said) or notes.appends_a_case(before)):
            # (a note that names no slip, said of an hour just written that is not the consultation's,
            # 「辰時當有信至。（按：原書作辰時，據課當為午時…）」, 「信至當在辰時前後。（按：…）」: the 應期's, not the
            # header's — reviews of the change, review_round87/liuren_duanan_9881-9889.txt:37,
            # review_round89/liuren_duanan_9901-9909.txt:28; but the header's said again with its 占,
            # 「辰時占信……（按：…）」, 「辰時有客來占信」, review_round88/liuren_duanan_9891-9899.txt:34,
            # review_round89/liuren_duanan_9901-9909.txt:3; nor one after a case appended, 「附記鄰人一案：同日
            # 巳將辰時…。（按：原書作辰時，據課當為午時。）」, review_round96/liuren_duanan_9971-9974.txt:23 — a
            # mention of 前案 keeps it, 「…與前案同斷。」, review_round97/liuren_duanan_9981-9984.txt:10-11)
            m = None
        if m is not None and claims.get("hour") == m["x"] != m["y"]:
            return {"corrected": dict(claims, hour=m["y"]),
                    "correction": f"the book's commentary at line {n} ({m.group(0).strip()}): "
                                  f"the hour {m['x']} read {m['y']}"}
        m = _COMMENTARY_JIANG.search(read[n - 1])
        x, y = (_jiang_word(m["x"]), _jiang_word(m["y"])) if m else (None, None)
        if x and y and claims.get("jiang") == x != y:
            fixed = {k: v for k, v in claims.items() if k != "jiang_month"}
            return {"corrected": dict(fixed, jiang=y),
                    "correction": f"the book's commentary at line {n} ({m.group(0).strip()}): "
                                  f"the 將 {x} read {y}"}
    return {}


# a note that says it is the header's (「（按：原書作辰時，據課當為午時，謂首行也。）」 after a recast at 辰:
# review_round97/liuren_duanan_9981-9984.txt:44)
# (not one that clears it, 「…據課當為午時，首行辰時不誤」: review_round98/liuren_duanan_9991-9995.txt:12)
# (nor one that denies it, 「謂再占也，非首行也」: review_round99/liuren_duanan_9961-9963.txt:12 — but 豈非/無非
# affirm, 「豈非首行之誤耶」, 「此無非首行傳寫之訛」: review_round100/liuren_duanan_9951-9953.txt:21, :32; and
# 「安知非首行之誤耶」 — with 是/在/為 after the negation, 「不在首行」, 「非是首行」: review_round101/
# liuren_duanan_9944-9947.txt:12, :23, :34; and 「莫不是首行之誤」, 「安知不是首行之誤耶」, 「得非首行之誤乎」
# affirm, review_round102/liuren_duanan_9926-9928.txt:12, :23, :34)
_OF_HEADER = compiled(r"(?<!(?:(?<![豈無莫知得])非|(?<![豈莫知])不)[是在為]?)(?:首行|案首|題下|前記|首句)"
                           r"(?![^，。）)]{0,4}?(?:不誤|無誤|不錯|是也))")


def _recast_note(again: list[dict], where: tuple, m, n: int) -> bool:
    """Whether the note ``m`` (:data:`_COMMENTARY_HOUR`, on line ``n``) names the hour of a cast
    asked again at ``where`` (its line, and the note's column when on the note's own line: the cast
    before it); the cast then takes the note as the book's correction of it."""
    line, at = where
    for r in again:
        c = r["claims"]
        if r["line"] == line and (at is None or r["start"] < at) and c.get("hour") == m["x"] != m["y"]:
            if r.get("corrected") is None:
                r["corrected"] = dict(c, hour=m["y"])
                r["correction"] = (f"the book's commentary at line {n} ({m.group(0).strip()}): "
                                   f"the hour {m['x']} read {m['y']}")
            return True
    return False


# … and its 將, the right one said before or after (「谷雨未交，实用二月将河魁加辰，案首作三月将，钞者之误
# 也」, a review of the round-55 change, tests/data/review_round55/rv55_case_month_trap.txt:23)
_J_WORD = rf"(?:{MONTH_NUM_W}|[{lx.BRANCHES}]|\p{{Han}}{{2}})將"
_COMMENTARY_JIANG = compiled(
    rf"(?:實用|實以|當用|應用)(?P<y>{_J_WORD})[^。]{{0,16}}?{_HEAD_SAID}(?P<x>{_J_WORD}){_SLIP}"
    rf"|{_HEAD_SAID}(?P<x>{_J_WORD}){_SLIP}[也矣耳]?[。，；]?[^。]{{0,12}}?(?:實用|實以|當用|應用)(?P<y>{_J_WORD})")


def _jiang_word(word: str) -> str | None:
    """The branch of a 將 said by its month (三月將: 酉), its branch or its 神名 (河魁將)."""
    w = word.removesuffix("將")
    n = lx.month_of(w) if w.endswith("月") else None
    if n:
        return grammar.month_jiang(n)
    return w if w in lx.BRANCHES else JIANG_NAMES.get(w)


def _asked_again(read: list[str], lines, cs) -> list[dict]:
    """A cast of another day written whole inside a case's commentary, with its 將 and 時 (「…又以
    課問，得壬申日亥將寅時，初傳巳作太陰」, a red-team case book): an example of its own (kind
    ``inline``), where the case's commentary reading stopped (.cases.commentary_claims).
    ``read``: the lines as the readers see them, normalised."""
    out: list[dict] = []
    if not lines or not cs.claims.get("day"):
        return out
    day, hour = cs.claims["day"], cs.claims.get("hour")
    for n in range(lines[0], lines[1] + 1):
        # (not what the commentary says of another case, nor a birth's pillars: notes.blank, a
        # round-84 red-team case book, liuren_duanan_1175-1199.txt:24, :44)
        if diplomatic.is_margin(read[n - 1]):
            continue                  # (a later reader's note: not the book's, .diplomatic)
        text = notes.blank(read[n - 1], other_days=True)
        # (another day, or a cast opened without one: 「林家又問…是日庚寅，…仍用酉將，申時」, a
        # red-team case book)
        # (or the case's day with another 將 or 時: 「…為癸亥日卯將戌時」 asked again the same day)
        at = min((m.start() for rx in (ANOTHER_CAST, CAST_OPENS) for m in rx.finditer(text)
                  if another_cast(text, m, day, (cs.claims.get("jiang"), hour))), default=None)
        # the same day at another hour (「是日酉時，其兄復來…復占得…」, a red-team case book): read
        # with the case's day in place of 是日 (as long: the spans hold)
        if at is not None:
            # (its day counted or dated before it in the sentence, bare: 「越五日辛巳，宣教臨行，復占，以申將
            # 加巳時…」 — a round-90 red-team case book kept as a diary, liuren_duanan_1225-1249.txt:82, eleven
            # follow-ups unfound, the cast read from 復占 with no day)
            said = [d.start() for d in _DAY_SAID.finditer(text) if d.start() < at and "。" not in text[d.end():at]]
            at = said[-1] if said else at
        same = _SAME_DAY_HOUR.search(text)
        if same:
            text = text[:same.start()] + day + text[same.end():]
            at = same.start() if at is None else min(at, same.start())
        if at is None:
            continue
        for c in find_casts(text[at:]):
            cl = _with_case_jiang(c, cs.claims.get("jiang"))
            if cl is not None and (cl.get("day") != day or cl.get("hour") != hour):
                out.append({"line": n, "start": at + c.start, "end": at + c.end,
                            "kind": "inline", "claims": cl, "origin": "detector",
                            "name": f"case {cs.number}, asked again",
                            "note": "a cast asked again inside the case's commentary"})
    return out


# (not a forecast's, 「當在越三日己巳，其人疑之，即復占」: review_round92/liuren_duanan_9931-9939.txt:77)
# (於/至 before it too: 「病當於越二日戊辰」, 「信至越二日戊辰」 are forecasts, review_round94/liuren_duanan_
# 9954-9956.txt:19, :28 — and 「其子於越二日戊辰，復來占」 a recast lost, review_round93/liuren_duanan_
# 9941-9944.txt:38: a cast lost rather than one accused)
# (nor a forecast's day said before a recast of the same day, 「斷曰：越三日己巳，信當至，其人不信，復占，以巳將加
# 申時…」, 「料越三日己巳信至…即復占」: review_round96/liuren_duanan_9975-9977.txt:10, the recast dated 己巳
# and accused — the day after 斷曰/料, or its words saying 當/必/應; not another 曰, 「門人記曰：越二日戊辰，
# 其人復來占」, nor 當事者, review_round97/liuren_duanan_9981-9984.txt:32, liuren_duanan_9985-9988.txt:42)
_DAY_SAID = compiled(rf"{NOT_FORETOLD}(?:(?:越|後|过|過|隔)[一二三四五六七八九十兩數廿]{{1,3}}日"
                          rf"|(?:是月|本月)[初廿卅一二三四五六七八九十]{{1,3}}日)"
                          rf"[，,、]?[{STEMS}][{BRANCHES}]日?(?=[，,])(?![，,][^，,。]{{0,4}}?{FORECAST})")
_SAME_DAY_HOUR = compiled(rf"是日(?=[，,]?[{STEMS}]?[{BRANCHES}]時)")


def _with_case_jiang(c, jiang: str | None) -> dict | None:
    """The claims of a cast asked again: written whole (day, 將, 時), or with its day and hour
    only, the 將 then the case's (the same month: 「越三日丙戌巳時…」; form ``case_jiang``, not
    printed with the cast, so it never accuses); None for anything else."""
    if c.construct == "day+時+將":
        return c.claims
    cl = c.claims
    if jiang and "day" in cl and "hour" in cl and "jiang" not in cl:
        return dict(cl, jiang=jiang, forms=dict(cl.get("forms") or {}, jiang="case_jiang"))
    return None


def _apply_curation(short: str, lines: list[str], raw: list[dict],
                    curation_path: Path | None = None) -> list[dict]:
    cur = curation(curation_path)
    for e in cur.get("not_example", []):
        if str(e["source"]) != short:
            continue
        where = f"examples.toml {short}:{e['line']}"
        s = _locate(lines[e["line"] - 1], e["match"], e.get("occurrence", 1), where)
        t = s + len(e["match"])
        raw = [r for r in raw if not (r["line"] == e["line"] and r["start"] < t and s < r["end"])]
    for e in cur.get("example", []):
        if str(e["source"]) != short:
            continue
        for n in (e["line"] if isinstance(e["line"], list) else [e["line"]]):
            _curate_one(e, n, short, lines, raw)
    return raw


def _layout_claims(layout: list[str]) -> dict:
    groups = [(int(x.split(":", 1)[0]), x.split(":", 1)[1]) for x in layout]
    groups = [g for g in groups if g[0]]
    return decode_columns([g[1] for g in groups], [g[0] for g in groups])


def _curate_one(e: dict, n: int, short: str, lines: list[str], raw: list[dict]) -> None:
    where = f"examples.toml {short}:{n}"
    line = lines[n - 1]
    s = _locate(line, e["match"], e.get("occurrence", 1), where)
    t = s + len(e["match"])
    hits = [r for r in raw if r["line"] == n and r["start"] < t and s < r["end"]]
    if hits:
        base = hits[0]
        for h in hits[1:]:
            raw.remove(h)
    else:
        base = {"line": n, "kind": e.get("kind", "inline"), "claims": {}, "name": "",
                "origin": "curated", "note": ""}
        raw.append(base)
    if not e.get("keep_span") or "start" not in base:
        base.update(start=s, end=t)
    claims = base["claims"] = _curated_claims(e, base)
    for k in ("kind", "name", "correction", "korean"):
        if k in e:
            base[k] = copy.deepcopy(e[k])
    if "corrected" in e:
        base["corrected"] = _curated_correction(e["corrected"], claims)
    base["note"] = "; ".join(x for x in (base.get("note"), e.get("note"), e["why"]) if x)
    base["origin"] = "curated"


def _curated_claims(e: dict, base: dict) -> dict:
    """The claims of a curated entry ``e`` (its ``claims``, or its ``layout`` decoded, or the
    detector's ``base`` claims; then its ``set`` and ``unset``); records a layout on ``base``."""
    if "claims" in e:
        claims = copy.deepcopy(e["claims"])
    elif "layout" in e:
        claims = {k: v for k, v in base["claims"].items()
                  if k not in ("lessons", "plate", "day", "stem")}
        claims.update(_layout_claims(e["layout"]))
        base["layout"] = tuple(e["layout"])
    else:
        claims = copy.deepcopy(base["claims"])
    claims.update(copy.deepcopy(e.get("set", {})))
    for k in e.get("unset", []):
        claims.pop(k, None)
    for k in ("transmissions", "transmission_generals"):
        if k in claims:                      # TOML has no null: "" = a place not printed
            claims[k] = [x or None for x in claims[k]] + [None] * (3 - len(claims[k]))
    return claims


def _curated_correction(corrected: dict, claims: dict) -> dict:
    """The corrected claims of a curated entry: its ``claims`` with the entry's ``corrected``
    table applied (``unset``, a corrected ``layout``, then the values it sets)."""
    corr = copy.deepcopy(claims)
    for k in corrected.get("unset", []):
        corr.pop(k, None)
    if "layout" in corrected:
        for k in ("lessons", "plate", "day", "stem"):
            corr.pop(k, None)
        corr.update(_layout_claims(corrected["layout"]))
    corr.update({k: v for k, v in corrected.items() if k not in ("unset", "layout")})
    if "stem" in corrected:
        corr.pop("day", None)
    return corr


# how an example's span is read again with an emendation applied, by its kind (a figure too:
# 「辰午戌，辰寅卯丑…」 whose 戌 the commentary corrects to 申, a scholar's own transcription in
# tests/data/redteam; the five texts' figures have curated corrections). A figure's title read
# in another edition (000:39 無淫, 별본 蕪淫: a variant) corrects no claim of it.
_REREAD = {"inline": lambda t: find_inline(t), "full": lambda t: find_full(t),
           "compressed": lambda t: [(s, e, c) for s, e, c, _ in find_compressed(t)]}


def _auto_corrections(file_name: str, lines: list[str], raw: list[dict], recs: list) -> None:
    """An emendation inside an example's span (``recs``: the source's records of
    :func:`edition.encode.emend.find_emendations`): its corrected claims are the span re-read
    with the correction applied."""
    for r in raw:
        if r.get("corrected") is not None or r["kind"] not in _REREAD:
            continue
        line = lines[r["line"] - 1]
        span = line[r["start"]:r["end"]]
        ids = []
        text = span
        for rec in sorted((x for x in recs if x.zh_line == r["line"] and x.start is not None
                           and r["start"] <= x.start < r["end"] and x.corr is not None
                           and x.sic and (r["kind"] == "inline" or x.type != "variant")),
                          key=lambda x: -x.start):
            a = rec.start - r["start"]
            if text[a:a + len(rec.sic)] != rec.sic:
                continue
            text = text[:a] + rec.corr + text[a + len(rec.sic):]
            ids.append(f"{rec.id} ({file_name}:{rec.ko_line})")
        if not ids:
            continue
        found = _REREAD[r["kind"]](text)
        if found:
            c2 = dict(r["claims"])
            c2.update(found[0][2])
            if r["kind"] == "inline":
                more, _ = parse_claims(text)
                for k in ("plate", "generals"):
                    if k in more:
                        c2[k] = more[k]
            if c2 != r["claims"]:
                r["corrected"] = c2
                r["correction"] = "emendation " + ", ".join(sorted(ids))


def _markup_read(read: list[str]) -> tuple[list[str], dict, dict, bool]:
    """A book's lines read through the markup of its format, where it has one: (the lines, the
    notes at each line's marks, the records over several lines, whether it is a lecture's
    subtitles)."""
    tex: dict[int, dict[str, str]] = {}
    spans: dict = {}                               # (a template's lines over several: .wikitext)
    if teixml.is_tei(read):
        read, spans = teixml.read(read)            # (another project's TEI, .teixml)
    elif latex.is_latex(read):
        read, tex = latex.read(read)               # (LaTeX's markup read through, .latex)
    elif hocr.is_hocr(read):
        read, spans = hocr.read(read)              # (a scan's OCR as hOCR, .hocr)
    elif webpage.is_html(read):
        read, tex = webpage.read(read)             # (a web page's markup read through, .webpage)
    elif wikitext.is_wikitext(read):
        read, tex, spans = wikitext.read(read)     # (wikitext read through, .wikitext)
    elif orgmode.is_org(read):
        read, tex, spans = orgmode.read(read)      # (an Org file read through, .orgmode)
    elif boxes.is_boxed(read):
        read, spans = boxes.read(read)             # (a program's boxed reports, .boxes)
    elif srt.is_srt(read):
        read, spans = srt.read(read)               # (a lecture's subtitles, .srt)
        return read, tex, spans, True
    elif sitepost.is_post(read):
        read, spans = sitepost.read(read)          # (a site's post: front matter, shortcodes)
    elif longform.is_long(read):
        read = longform.read(read)                 # (a database in long format, .longform)
    elif yamlbook.is_yaml(read) and (yaml_read := yamlbook.read(read)) is not None:
        read = yaml_read                           # (a database of casts as YAML, .yamlbook)
    elif adoc.is_adoc(read):
        read, spans = adoc.read(read)              # (AsciiDoc, .adoc)
    elif rst.is_rst(read):
        read, tex, spans = rst.read(read)          # (reStructuredText, .rst)
    elif notebook.is_notebook(read):
        read = notebook.read(read)                 # (a Jupyter notebook's JSON, .notebook)
    return read, tex, spans, False


def find_examples(source_id: str, lines: list[str], *, key: str | None = None,
                  file_name: str | None = None, curation_path: Path | None = None,
                  records: list = (), simplified: bool | None = None) -> list[Example]:
    """Every worked example of one source in the corpus format (``lines``: its text, index
    0 = line 1, one passage a line): the detector's proposals (case records first) and the
    curated file merged, corrections read from the commentary's emendation ``records``; ids
    ``s{key}-x{line}-{k}`` (k-th on its line, by start). A text in simplified script
    (``simplified``; None: :func:`edition.core.normalize.is_simplified` decides) is read
    through the simplified fold, character for character: spans and citations are the raw
    text's; a line with kana (Japanese kanbun or prose), through
    :func:`edition.core.normalize.kanbun`."""
    source_id = Path(source_id).name.removesuffix(".txt")
    key = key or key_of(source_id)
    file_name = file_name or f"{source_id}.txt"
    if simplified is None:
        simplified = is_simplified("\n".join(lines))
    book = (source_id, key, file_name, curation_path, records, simplified)
    # (a page set in two columns: each column read on its own, .twocolumn)
    halves = twocolumn.halves(lines)
    if halves is None:
        return _examples(lines, book)
    found = sorted(_examples(halves[0], book) + _examples(halves[1], book),
                   key=lambda x: (x.line, x.start))
    seen: dict[int, int] = {}
    for i, x in enumerate(found):
        k = seen[x.line] = seen.get(x.line, 0) + 1
        found[i] = dataclasses.replace(x, id=f"s{key}-x{x.line}-{k}")
    return found


def _examples(lines: list[str], book: tuple) -> list[Example]:
    """:func:`find_examples` of one reading of a book's lines (``book``: its source, key, file
    name, curation, emendation records, script)."""
    source_id, key, file_name, curation_path, records, simplified = book
    read = [traditional(x) for x in lines] if simplified else list(lines)
    if aozora.is_aozora(read):
        read = aozora.read(read)                   # (Aozora Bunko's notation, .aozora)
    read = [kanbun(x) if has_kana(x) else x for x in read]   # (Japanese: its kana skipped)
    read = [_arrows(_BRACKET_DAY.sub(_bracket_day, x)) for x in read]
    # (a transcription's corrections as a diff: its removed lines the print, .patch)
    printed, (read, pairs) = read, (patch.read(read) if patch.is_patch(read) else (read, {}))
    read, tex, spans, speech = _markup_read(read)
    read = fixedwidth.read(read)                   # (a table in fixed-width columns, .fixedwidth)
    read = columns.box_drawn(read)                 # (a table drawn with box characters)
    read = bbs.read(read) if bbs.is_bbs(read) else read    # (a BBS article's quoted one, .bbs)
    read, rows = printout.tab_labelled(read)       # (a table of labels and values, .printout)
    spans = {**spans, **wikitext.blocks(rows)}
    # (a thread of mails: the lines a reply quotes again are copies, no casts of their own, .mail)
    copied = mail.copies(read) if mail.is_mail(read) else {}
    quoted, read = read, mail.blanked(read, copied)
    marked, footnotes = read, markdown.definitions(read)
    read = markdown.blanked_lines(read)            # (Markdown's markup read through)
    read = [diplomatic.reading(x) for x in read]   # (a transcription's marks read through)
    cases, held = _case_examples(lines, read, frozenset(rows))
    ends = {} if footnotes else endnotes.notes_of(enumerate(read, 1))
    inline = _raw_examples(source_id, read, held, (marked, footnotes, spans, ends))
    if copied:
        mail.reply_fixes(quoted, inline, copied)   # (a reply's correction of the cast it quotes)
    if pairs:
        patch.fixes(printed, inline, pairs, find_inline)
    if speech:
        srt.self_fixes(read, inline, spans)        # (a lecturer's corrections of his words)
    if any(has_kana(x) for x in lines):
        japanese.japanese_fixes(lines, inline)    # (its notes read in their own words)
    said = {r["line"] for r in inline}
    raw = [c for c in cases if not (c.get("chartless") and c["line"] in said)] + inline
    _footnotes_cited(raw, tex)
    raw = _apply_curation(key, lines, raw, curation_path)
    _auto_corrections(file_name, lines, raw, list(records))
    raw.sort(key=lambda r: (r["line"], r["start"]))
    out = []
    per_line: dict[int, int] = {}
    for r in raw:
        k = per_line[r["line"]] = per_line.get(r["line"], 0) + 1
        line = lines[r["line"] - 1]
        claims = {k: r["claims"][k] for k in CLAIM_KEYS if k in r["claims"]}
        corrected = r.get("corrected")
        if corrected is not None:
            corrected = {k: corrected[k] for k in CLAIM_KEYS if k in corrected}
        out.append(Example(
            id=f"s{key}-x{r['line']}-{k}", source=file_name, line=r["line"],
            start=r["start"], end=r["end"], text=line[r["start"]:r["end"]], kind=r["kind"],
            name=r.get("name") or "", claims=claims, corrected=corrected,
            correction=r.get("correction", ""), korean=r.get("korean"),
            note=r.get("note", ""), origin=r.get("origin", "detector"),
            layout=tuple(r.get("layout", ()))))
    return jinkou_names(out, lines)


def _footnotes_cited(raw: list[dict], tex: dict[int, dict[str, str]]) -> None:
    """A correction read from a LaTeX footnote's note (:mod:`.latex`) or a web page's
    (:mod:`.webpage`) cited as the footnote's words."""
    for r in raw:
        for k, notes_at in tex.items() if r.get("correction") else ():
            for note, what in notes_at.items():
                r["correction"] = cite_as(r["correction"], note, f"line {k}", what)


# a day in brackets after a civil date, without 日 (「3月10日（甲寅）亥将寅时，…」, a round-35 red-team
# forum thread, liuren_luntan.txt:99): read as the day it is, 「3月10日　甲寅日亥將寅時」 (the same
# length, the spans the raw text's)
_BRACKET_DAY = compiled(rf"(?<=\d{{1,2}}\s*日)[（(]([{STEMS}][{BRANCHES}])[）)]")


def _bracket_day(m) -> str:
    return "　" + m.group(1) + "日"


# a 三傳 or its generals with arrows between them (「三传：子→巳→戌 天将：白虎→贵人→青龙」, a round-48
# red-team article copied from a phone, liuren_wechat.txt:98): read as a list, 「子、巳、戌」 (the
# spaces around an arrow taken out, the line padded at its end)
_ARROW = compiled(rf"(?<=[{BV}]|{_GFULL})[ 　]*(?:→|⇒|➔|➜|->|－>|—>|=>)[ 　]*(?=[{BV}]|{_GFULL})")


def _arrows(t: str) -> str:
    if "→" not in t and ">" not in t and "⇒" not in t and "➔" not in t and "➜" not in t:
        return t
    said = _ARROW.sub("、", t)
    return said + " " * (len(t) - len(said))


def witness_examples(w) -> list[Example]:
    """The examples of a :class:`edition.analyse.witness.Witness` (its TEI text and the
    edition's curation)."""
    cur = w.edition.curation("examples")
    if not w.line_units:
        # a book in running text (六壬大全): casts found in its blocks without per-line curation
        return examples_from_paragraphs(w.file, w.units())
    return find_examples(w.id, w.lines, key=w.key, file_name=w.file,
                         curation_path=cur if cur.exists() else None,
                         records=w.emendation_records)


def jinkou_names(exs: list[Example], lines: list[str]) -> list[Example]:
    """The 課體 named before a 金口訣 example on its line (004:163 「奇全課，利進卦。…假令…」)."""
    out = []
    for ex in exs:
        if ex.kind == "jinkou" and not ex.name:
            names = [m[1] for m in PATTERN_NAME.finditer(lines[ex.line - 1])
                     if m.start() < ex.start]
            ex = ex.with_(name=names[-1] if names else "")
        out.append(ex)
    return out
