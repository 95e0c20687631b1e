"""A table's remark column (備註, 說明) read for what it says of the rows (a practitioner's log
exported from a spreadsheet as TSV, a round-39 red-team book, tests/data/redteam/
liuren_anjuan.txt):

* 「三传原录亥卯未，笔误，应为卯亥未」 (:10) — the row's own cell printed X, to be read Y;
* 「第13条月将应为巳（处暑已过），原误书午」 (:18) — another row's cell, the row named by its number
  (the 編號 or 序號 column);
* 「课体原录重审，已改元首」 (:31) — a cell already changed, its old reading reported: weighed as an
  old reading is (:data:`.variants.OLD_SAID`: when the print agrees, it disputes nothing);
* 「重复，删」 (:26) — the row deleted by the log itself: no cast of the book;
* 「同上，夜占」 (:14) — the row's empty cells are the row above's (and a cell 「同上」 or 「〃」 is the
  cell above's).

A correction is given to the row it names, read again with the corrected cell the way the row
was read (:func:`.columns.row`); one whose clause asks (？), denies (不應, 非) or reports another's
word (或謂, 有人) is not read, nor one whose printed word is not the cell's.
"""
from __future__ import annotations

import regex

from edition.core.normalize import traditional

from . import columns
from .polarity import PRINT_KEPT
from .prose import find_casts
from .variants import OLD_SAID
from .vocab import _GFULL, BRANCHES, BV, GENERAL_CHENG, STEMS, normalise
from edition.core.patterns import compiled

# the word a remark names a cell by → the column it is (its sentence's form, columns._COLUMN)
# (not 日, 將 or 時 alone, which a remark says in other senses: 「约好下次将改为午时面谈」,
# 「回款日应为壬申」, 「到家时应为戌时」, a review of the change, review_round39/rv_remarks.txt)
_SLOTS = {"日干支": "{}日", "日辰": "{}日", "月將": "{}將", "占時": "{}時", "時辰": "{}時",
          "三傳": "三傳{}", "初傳": 0, "中傳": 1, "末傳": 2, "天將": "將得{}", "四課": "四課{}",
          "課體": "名{}", "課名": "名{}"}
_SLOT = "|".join(sorted(_SLOTS, key=len, reverse=True))
_WORD = rf"(?:{_GFULL}|[{BV}]{{1,8}}|\p{{Han}}{{2,4}}課?)"
_OLD = r"(?:原誤書|原誤作|原誤錄|原錄|原作|原記|原書|原寫|原抄|原填|原為|誤作|誤書|誤錄|誤記)"
_TO = r"(?:應為|應作|應是|當作|當為|更正為|訂正為|改為|改作|已改為|已改作|已改|今改)"
# (and a 校記's: 「末傳「亥」疑當作「戌」」, the printed word after its slot and a correction doubted;
# 「占時原作「申」，據三傳改」, 「原作「丑亥丑」，末傳從干上，今改」, the row printing the new word: a
# round-47 red-team article's table, liuren_pdf.txt:225-228; its quotes read through, :func:`_plain`)
_FIX = compiled(
    rf"(?:第(?P<id>\d{{1,4}})[條號行])?(?P<slot>{_SLOT})?"
    rf"(?:{_OLD}(?P<x>{_WORD})[，,、]?(?:係|乃)?(?:筆誤|手誤|有誤|之誤|誤|錯)?[，,]?"
    rf"|(?<=(?:{_SLOT}))(?P<x>[{BV}])(?=疑?{_TO}))?"
    rf"疑?(?P<to>{_TO})(?P<y>{_WORD})"
    rf"|(?P<slot>{_SLOT})?{_OLD}(?P<x>{_WORD})[，,][^。；]{{0,12}}?(?P<to>今改|已改|據[^，,。；]{{1,6}}改)"
    rf"(?P<y>)")
_OLD_AFTER = compiled(rf"{_OLD}(?P<x>{_WORD})")
# (and another row's, 「上一課末傳原作申，應為寅」: a review of the round-48 change,
# tests/data/review_round48/rv48_rem1.md:6)
_NOT_OURS = compiled(r"[?？]|嗎|吗|是否|或謂|或云|有人|認為|以為|說|不應|不當|非$|未必"
                          r"|[上前]一?[課條例行]|前條|下一?[課條例行]")
# a refusal in the clause after (「老师说三传应为申亥寅，不从」, 「…，实误」: a review of the change)
_REFUSED_AFTER = compiled(r"^[，,；;]?\s*(?:不從|不取|未從|實誤|誤也|非是|非也|不可從|不確|不對)")
# another book's row (「旧本第3条三传应为子未寅」: a review of the change)
_ELSEWHERE = compiled(r"[本書书》]\s*$|卷[^，,。]{0,4}$")
# a remark that only deletes its row (「重复，删」; not 「作废合同…」, 「删去的聊天记录…」: a review)
_DELETED = compiled(r"^(?:重複|重復|重出|誤錄|誤入)?[，,、]?(?:刪|刪除|已刪|刪去|作廢)(?:此條|此行|本條)?[。.]?$")
# (not 「同上事，隔日复占」, the same matter another day: a review of the change)
_SAME = compiled(r"^(?:同上|仝上|同前)(?=[，,。；;\s]|$)(?!.*(?:隔日|次日|翌日|明日|改日|另日))")
_DITTO = {"同上", "仝上", "〃", "同前"}
_NUMBER = ("編號", "序號", "no.", "No.")


def table_fixes(lines: list[str], out: list[dict]) -> None:
    """Each table's remarks read (module doc) into the casts of ``out`` (the rows read)."""
    for cols, rows in _tables(lines):
        _read_remarks(cols, rows, lines, out)


def _tables(lines: list[str]) -> list[tuple[tuple, list]]:
    """The tables with a remark column: (header columns and line, [(line, cells)])."""
    got, cols, rows = [], None, []
    joined, more, _ = columns.records(lines)
    for n, line in enumerate(lines, 1):
        if n in more:
            continue                     # (a CSV row's line, read with its first)
        line = joined.get(n, line)
        new = columns.header(line)
        if new is not None:
            cols, rows = (new, n), []
            if any(c in columns.REMARKS or c in columns.QUOTES for c in new):
                got.append((cols, rows))
            continue
        if cols is None or columns.is_rule(line):
            continue
        cells = columns.cells(line, cols[0])
        if cells is None:
            cols = None
            continue
        rows.append((n, cells))
    return got


def _plain(text: str) -> str:
    """A remark without its quotes (「」, “”, 『』), which name the words it corrects."""
    return regex.sub(r"[「」“”『』]", "", text)


def _read_remarks(cols: tuple, rows: list, lines: list[str], out: list[dict]) -> None:
    names, at = cols[0], cols[1]
    remark = next((i for i, c in enumerate(names) if c in columns.REMARKS), None)
    quote = next((i for i, c in enumerate(names) if c in columns.QUOTES), None)
    number = next((i for i, c in enumerate(names) if c in _NUMBER), None)
    by_id = {r[1][number]: r for r in rows if number is not None and r[1][number].isdigit()}
    found = {r["line"]: r for r in out if r.get("origin") == "detector"
             and (r["claims"].get("binding") or {}).get("why") == columns.WHY.format(at)}
    above = None
    for n, cells in rows:
        text = cells[remark] if remark is not None else ""
        if quote is not None and n in found:
            _quoted(found[n], cells[quote], (n, text))
        if _DELETED.match(text):
            if n in found:
                out.remove(found.pop(n))
            continue
        if above is not None and (_SAME.match(text) or any(c in _DITTO for c in cells)):
            _same_as_above(names, (n, cells), above, (text, at), (lines, out, found))
        if n in found and _collated(names, cells, found[n], (n, text), lines):
            above = (n, cells)
            continue
        plain = _plain(text)
        for m in _FIX.finditer(plain):
            if m["id"] and _ELSEWHERE.search(plain, 0, m.start()):
                continue
            target = by_id.get(m["id"]) if m["id"] else (n, cells)
            if target is not None and target[0] in found and _ours(plain, m):
                _correct(names, target, found[target[0]], m, (n, text))
        above = (n, cells)


# a collator's verdict for another witness's reading (「當從乙本」, 「今從乙丙」, 「據乙本改」, 「乙本是」), or
# his own (「三本皆誤，當作子申辰」), doubted or not (「疑當從乙丙」: proposed, not sure); not one he denies
# or reports (「不從乙本」, 「毋從乙本」, 「或謂當從乙本，非也」), nor a witness's history (「丙本蓋從乙本」,
# 「丙本據乙本校改」): a review of the change, tests/data/review_round40/rv_collate.md)
_W = rf"(?:[甲乙丙丁戊]{{1,3}}本?|{columns.WITNESS_NAME})"
_FOLLOW = compiled(rf"(?:當從|宜從|今從|從|據)(?P<w>{_W})(?:為是|改)?|(?P<w>{_W})(?:為是|是|不誤)(?![非])")
_NOT_HIS = compiled(rf"(?:不|毋|勿|未|莫|非|蓋|或謂|或云|或曰|有人)[當宜今]?$|{_W}$")
_REFUSED = compiled(r"^[^。；]{0,6}?(?:非也|非是|誤也|不可從)")
_OWN_WORD = compiled(rf"(?:當作|當為|應作|應為)(?P<y>{_GFULL}(?:[、，·]?{_GFULL}){{2}}|[{BV}]{{3}})")
_BASE = compiled(rf"以(?P<w>{_W})(?:為|居)(?:底本|首)")
_KIND_WORD = {"三傳": rf"[{BV}]{{3}}", "天將": rf"(?:{_GFULL}|[{''.join(GENERAL_CHENG)}]){{3}}"}


def _collated(names: list[str], cells: list[str], r: dict, said: tuple, lines: list[str]
              ) -> bool:
    """A collation's row (columns.witness): the base witness's reading is the print (the first
    witness's, or the one the text takes for its 底本: 「以乙本為底本」 over the table or in the row's
    按語); the collator's 推算 where it is a reading of that kind and differs from it, or the reading
    his 按語 follows (another witness's, or his own 「當作…」), is its proposed correction, read again
    as the row was read. Whether the table is a collation's."""
    kinds = {i: w for i, c in enumerate(names) if (w := columns.witness(c)) is not None}
    reckoned = [i for i, c in enumerate(names) if c in columns.RECKONED]
    first = next((i for i, c in enumerate(names) if c in ("三傳", "天將")), None)
    if first is None or not kinds:
        return False             # (a log's 推算 of when, 「三日內」, and no witness: no collation)
    n, text = said
    kind = names[first]
    base = _declared_base(names, kinds, kind, lines, n, text) or first
    if base != first:                # (the 底本's reading the print: read the row with it)
        again = columns.row("\t".join(_put_cell(cells, first, cells[base])), names)
        if again is None:
            return True
        r["claims"] = dict(again[2], binding=r["claims"].get("binding"))
    printed, to, why = _bare(cells[base]), None, ""
    rc = _bare(cells[reckoned[0]]) if reckoned else ""
    if rc and regex.fullmatch(_KIND_WORD[kind], rc):
        to, why = cells[reckoned[0]], f"the collator's 推算 「{cells[reckoned[0]]}」"
    elif (own := _OWN_WORD.search(text)) is not None:       # (「疑當作…」 proposes it too)
        to, why = own["y"], f"the collator's 按語 「{text}」"
    else:
        fol = [m for m in _FOLLOW.finditer(text) if not _NOT_HIS.search(text, 0, m.start())
               and not _REFUSED.match(text, m.end())]
        named = [i for i, w in kinds.items() if fol and w[1] == kind
                 and _named(w[0], fol[-1]["w"]) and i != base]
        readings = {_bare(cells[i]) for i in named}
        if named and len(readings) == 1:
            to, why = cells[named[0]], f"the collator's 按語 「{text}」, the reading he follows"
    if to is None or _bare(to) == printed:
        return True
    again = columns.row("\t".join(_put_cell(cells, first, to)), names)
    if again is not None and r.get("corrected") is None:
        r["corrected"] = again[2]
        r["correction"] = f"{why} (line {n}): {printed} read {_bare(to)}"
    return True


# the claims a row's 原文 prints over its cells (not its 課名, which a scholar's cell may give by
# another of its names: 比用 for 知一)
_PRINTS = ("day", "jiang", "hour", "plate", "offset", "daytime", "transmissions",
           "transmission_generals", "generals", "lessons", "gan_shang", "zhi_shang")


def _quoted(r: dict, quote: str, said: tuple) -> None:
    """A row's 原文 (columns.QUOTES: the source's sentence as printed) read as the row's print,
    and the row's cells, where they read otherwise, as the scholar's correction of it (with his
    remark, when the row has one: 「原書中傳作戌，當作亥」; a round-44 red-team database,
    liuren_cases.csv:5): one cast in the 原文, or none read from it."""
    # (its commas a spreadsheet's, 「三傳酉未巳, 天將玄武白虎白虎」, and the line its quotes ran over:
    # liuren_cases.csv:33-34)
    words = regex.sub(r"\s*,\s*", "，", regex.sub(r"(?<=[\p{Han}，。；])\s+", "", quote))
    casts = find_casts(traditional(normalise(words))) if quote else []
    if len(casts) != 1:
        return
    q, c = casts[0].claims, r["claims"]
    if _differences(q, c) > 1:
        return              # (another cast than the row's: 「此條原書在前頁」, a review of the change,
    printed = dict(c)       # tests/data/review_round44/rv44_csv1.csv:3; a misprint is one slip)
    for k in _PRINTS:
        v = q.get(k)
        if isinstance(v, list) and isinstance(c.get(k), list) and len(v) == len(c[k]):
            v = [x if x is not None else y for x, y in zip(v, c[k])]
        elif isinstance(v, dict) and isinstance(c.get(k), dict):
            v = {**c[k], **v}
        if v not in (None, [], {}):
            printed[k] = v
    if q.get("unread"):
        printed["unread"] = [*c.get("unread", []), *(f"its 原文's {u}" for u in q["unread"])]
    if {k: printed.get(k) for k in _PRINTS} == {k: c.get(k) for k in _PRINTS}:
        r["claims"] = printed               # (the 原文 and the cells agree: one print)
        return
    r["claims"], r["corrected"] = printed, c
    why = f"its remark 「{said[1]}」" if said[1] else "no remark says why"
    r["correction"] = (f"the row's cells at line {said[0]}, which read otherwise than its "
                       f"原文 「{quote}」 ({why})")


def _differences(q: dict, c: dict) -> int:
    """How many words the 原文's claims ``q`` print otherwise than the cells' ``c`` (a list's
    each; a claim one of them does not make is none)."""
    n = 0
    for k in _PRINTS:
        a, b = q.get(k), c.get(k)
        if a in (None, [], {}) or b in (None, [], {}):
            continue
        if isinstance(a, list) and isinstance(b, list):
            n += sum(x is not None and y is not None and x != y for x, y in zip(a, b))
        elif isinstance(a, dict) and isinstance(b, dict):
            n += sum(a[x] != b[x] for x in a.keys() & b.keys())
        else:
            n += a != b
    return n


def _named(witness: str, said: str) -> bool:
    """Whether the witness (「乙本」, 「抄本」) is one a verdict names (「乙丙」, 「乙本」, 「抄本」)."""
    return witness == said or witness == said + "本" or (
        len(witness) == 2 and witness[0] in said.removesuffix("本") and said[0] in "甲乙丙丁戊")


def _declared_base(names, kinds, kind, lines, n, text) -> int | None:
    """The column of the witness the text takes for its 底本 (module doc), or None."""
    said = _BASE.search(text) or next((m for k in range(max(0, n - 12), n - 1)
                                       if (m := _BASE.search(lines[k]))), None)
    if said is None:
        return None
    return next((i for i, w in kinds.items() if w[1] == kind and _named(w[0], said["w"])), None)


def _put_cell(cells: list[str], i: int, word: str) -> list[str]:
    return cells[:i] + [word] + cells[i + 1:]


def _ours(text: str, m) -> bool:
    start = max(text.rfind(x, 0, m.start()) for x in "，,。；;：:") + 1
    end = min([i for i in (text.find(x, m.end()) for x in "，,。；;") if i >= 0] or [len(text)])
    # (and not one a later clause takes back, 「…，然以法推之仍是寅，不改」: rv47_remarks1.md:5)
    return not (_NOT_OURS.search(text, start, m.start() + len(m["slot"] or ""))
                or _NOT_OURS.search(text[m.end():end]) or _REFUSED_AFTER.match(text[end:])
                or PRINT_KEPT.search(text, end))


def _same_as_above(names: list[str], row: tuple, above: tuple, said: tuple, book: tuple) -> None:
    """A row 「同上」: its empty cells the row above's, read as a cast when it found none."""
    (n, cells), (_, up) = row, above
    lines, out, found = book
    day = next(i for i, c in enumerate(names) if columns.column_form(c) == "{}日")
    if n in found or (cells[day] and cells[day] not in _DITTO):
        return
    filled = [u if (c in _DITTO or not c) and columns.column_form(x) not in (None, "{}占",
                                                                            "將得{}")
              else ("" if c in _DITTO else c) for x, c, u in zip(names, cells, up)]
    got = columns.row("\t".join(filled), names)
    if got is None:
        return
    c = dict(got[2])
    c["binding"] = dict(c.get("binding") or {},
                        why=columns.WHY.format(said[1]) + f", its empty cells the row above's"
                        f" (its remark 「{said[0]}」)")
    line = lines[n - 1]
    start = len(line) - len(line.lstrip())
    r = {"line": n, "start": start, "end": len(line.rstrip()), "kind": "inline", "claims": c,
         "name": "", "origin": "detector", "note": ""}
    out.append(r)
    out.sort(key=lambda x: (x["line"], x["start"]))
    found[n] = r


def _correct(names: list[str], target: tuple, r: dict, m, said: tuple) -> None:
    """The row ``target`` read again with the cell ``m`` corrects (module doc)."""
    if r.get("corrected") is not None:
        return
    x = m["x"] or (lambda o: o["x"] if o else None)(_OLD_AFTER.search(_plain(said[1]), m.end()))
    n, cells = target
    slot = _SLOTS.get(m["slot"] or "")
    if (m["y"] and not _fits(slot, m["y"])) or (x is not None and not _fits(slot, x)):
        return                       # (「三传应为吉兆」: no 三傳)
    # (「已改元首」, 「今改」: the cell that prints the new word already reports its old one; 「原作
    # 「申」，據三傳改」 names the old word alone)
    old = x is not None and (m["to"] in ("已改", "已改為", "已改作", "今改") or not m["y"]) and (
        got := _changed(names, cells, slot, m["y"] or None, x)) is not None
    if not m["y"] and not old:
        return
    if not old:
        got = _changed(names, cells, slot, x, m["y"])
    # (「末传原作申，应为寅」 where the cell prints 寅: the sheet's cells carry its corrections, its old
    # word reported, a round-48 red-team sheet, liuren_table.prn:20, and its 附記 two)
    if got is None and x is not None and m["y"] and (
            got := _changed(names, cells, slot, m["y"], x)) is not None:
        old = True
    if got is None:
        return
    fixed, printed = got
    again = columns.row("\t".join(fixed), names)
    if again is None:
        return
    where = f"the remark of the row at line {said[0]} 「{said[1]}」"
    r["corrected"] = again[2]
    r["correction"] = (f"{OLD_SAID}, {where}: {m['y'] or printed} read {x}" if old
                       else f"{where}: {printed} read {m['y']}")


_FITS = {"{}日": rf"[{STEMS}][{BRANCHES}]", "{}將": f"[{BV}]", "{}時": f"[{BV}]",
         "三傳{}": f"[{BV}]{{3}}", "將得{}": rf"(?:{_GFULL}|[{''.join(GENERAL_CHENG)}]){{3}}",
         "四課{}": rf"[{BV}{STEMS}\s　、]{{8,}}", "名{}": r"\p{Han}{2,4}課?"}


def _fits(slot, word: str) -> bool:
    """Whether ``word`` is a word of the cell ``slot`` names (a branch for a 傳, a day for the
    day's …; no slot named: a branch, a day or a general)."""
    if isinstance(slot, int):
        return bool(regex.fullmatch(f"[{BV}]", word))
    if slot is None:
        return bool(regex.fullmatch(rf"[{BV}]{{1,3}}|[{STEMS}][{BRANCHES}]|{_GFULL}", word))
    return bool(regex.fullmatch(_FITS[slot], word))


def _changed(names: list[str], cells: list[str], slot, x: str | None, y: str
             ) -> tuple[list[str], str] | None:
    """The cells with the one the remark names read ``y`` (where it prints ``x``, when the
    remark says what it prints), and what it printed; or None (no such cell, or two)."""
    forms = [columns.column_form(c) for c in names]
    if isinstance(slot, int):        # (a 傳 of the 三傳 cell, or its own column)
        own = [i for i, f in enumerate(forms) if f == "初傳{}中傳{}末傳{}".split("{}")[slot] + "{}"]
        if own:
            return _put(cells, own[0], x, y)
        at = [i for i, f in enumerate(forms) if f == "三傳{}"]
        if len(at) != 1 or len(y) != 1:
            return None
        cell = cells[at[0]]
        places = [i for i, ch in enumerate(cell) if ch in BV]
        if len(places) != 3 or (x is not None and cell[places[slot]] != x):
            return None
        i = places[slot]
        return cells[:at[0]] + [cell[:i] + y + cell[i + 1:]] + cells[at[0] + 1:], cell[i]
    if slot is None:                 # (no cell named: the one cell that prints x)
        at = [i for i, f in enumerate(forms) if f is not None and x and _bare(cells[i]) == x]
    else:
        at = [i for i, f in enumerate(forms) if f == slot]
    return _put(cells, at[0], x, y) if len(at) == 1 else None


def _put(cells: list[str], i: int, x: str | None, y: str) -> tuple[list[str], str] | None:
    printed = _bare(cells[i])
    if (x is not None and printed != x) or printed == y or not printed:
        return None
    return cells[:i] + [y] + cells[i + 1:], printed


def _bare(cell: str) -> str:
    return regex.sub(r"[\s　、，,]", "", cell)


__all__ = ["table_fixes"]
