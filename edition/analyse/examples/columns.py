"""Tables of casts whose columns a header row names (a red-team course book's 表5-2):

    日　　　月將　　時　　初中末　　課名
    乙亥　　卯　　　辰　　戌酉申　　元首

Each row is read as the sentence its header makes of it (「乙亥日卯將辰時，三傳戌酉申，元首」)
by the grammar every cast goes through (:func:`.prose.find_casts`); its span is the row's.

And a table whose 三傳's generals stand on the line under the row, alone (表5-3, 「天將列在下一行」):

    庚辰日戌將巳時　　寅未子　　重審
    　　　　　　　　　天后　天空　螣蛇

A table typed as CSV or TSV (a scholar's transcription: 「序號,出處,日,月將,時,晝夜,初傳,中傳,末傳,課名,
備註」, a round-33 red-team book, liuren_biao.txt:6) keeps its empty cells in their places, says
a 「X加Y」 cell as the plate and 「卯（白虎）」 as the 傳 with its general.

A table of one day's casts (a program's batch of the twelve hours, a round-43 red-team book,
liuren_dos.txt:323-338: its title 「日干支 辛未   月將 辰」 and the header 「序 占時 時刻 晝夜 三傳 傳將
課體」) names no day in its header: the title just above it gives its day (and 將), and each row is
said with them (:func:`title`).

A row is bound to its table by the layout: the binding says so, and is certain only as far as
the row's own reading is.
"""
from __future__ import annotations

import csv

import regex

from edition.core.normalize import traditional

from .prose import find_casts
from .vocab import _GFULL, _JN, BRANCHES, BV, GENERAL_CHENG, GENERALS, METHOD_NAMES, STEMS, normalise
from edition.core.patterns import compiled

# a column's header word → how its cell is said in a sentence
_COLUMN = {"日": "{}日", "日干支": "{}日", "日辰": "{}日", "月將": "{}將", "將": "{}將",
           "時": "{}時", "占時": "{}時", "時辰": "{}時", "初中末": "三傳{}", "三傳": "三傳{}",
           "課名": "名{}", "課體": "名{}", "干上": "干上{}", "支上": "支上{}",
           "天將": "將得{}", "三傳天將": "將得{}", "將/時": "{}", "將／時": "{}", "將時": "{}",
           "將、時": "{}",      # (「將・時」 folded: a round-42 red-team web page, liuren_html.html:210)
           # (a scholar's table typed as CSV: 「序號,出處,日,月將,時,晝夜,初傳,中傳,末傳,課名,備註」, a
           # round-33 red-team transcription, liuren_biao.txt:6)
           "初傳": "初傳{}", "中傳": "中傳{}", "末傳": "末傳{}", "晝夜": "{}占",
           # (a practitioner's log exported from a spreadsheet, its 四課 cell 「酉丁 亥酉 丑卯 未丑」: a
           # round-39 red-team book, liuren_anjuan.txt:3)
           "四課": "四課{}",
           # (a program's batch table, its 三傳's generals one character each: liuren_dos.txt:325)
           "傳將": "將得{}",
           # (a handbook's simple table: its 初傳's general alone, liuren_handbook.rst:122)
           "初傳乘": "初傳乘{}", "初傳天將": "初傳乘{}",
           # (a grid table's 「| 日辰 | 月將·占時 | 三傳 | 初中末天將 | 課體 |」, liuren_handbook.rst:89)
           "月將、占時": "{}", "初中末天將": "將得{}",
           # (the branch that carries the 貴人: a round-44 red-team database, liuren_cases.csv:1)
           "貴人": "{}乘貴人"}
# the column that quotes the source's sentence, its misprints kept, beside the row's cells (the
# scholar's reading): read for the row's print (:mod:`.remarks`, a round-44 red-team database,
# liuren_cases.csv:1)
QUOTES = ("原文", "原句", "引文", "原書原文", "原文摘錄", "書中原文")
# the columns a table may have beside its casts' (a blogger's summary table: 「| 日期 | 日干支 | 將/時 |
# 課體 | 三傳 | 天將 | 所占 | 應驗 |」): their cells are not read
_OTHER = {"日期", "時間", "所占", "占事", "應驗", "結果", "備註", "序號", "編號", "事由", "問事", "出處",
          "卷", "頁", "說明", "備注", "附註", "所問", "斷語", "占斷", "判斷", "問題", "地點", "求測者",
          "例", "課例", "推算", "今推", "覆推", "推得", "按語", "案語", "校記", "序", "時刻",
          "卷頁", *QUOTES}
# the columns whose cell is the row's remark, read for the row's corrections (:mod:`.remarks`)
REMARKS = ("備註", "備注", "附註", "說明", "按語", "案語", "校記")
# a column a delimited header names that is none of those (a log's own 「客戶」 or 「應期」): a
# short word, not read; the header must then name the day and two more columns that are read
_UNKNOWN = compiled(r"^\p{Han}{1,4}$")
# a header in English (a sinologist's monograph: 「Day | General | Hour | Transmissions | Name」,
# a round-36 red-team book, liuren_en.txt:187): its columns by their Chinese names
_ENGLISH = {"day": "日", "general": "月將", "hour": "時", "transmissions": "三傳", "name": "課名",
            "initial": "初傳", "middle": "中傳", "last": "末傳", "final": "末傳", "generals": "天將",
            "day/night": "晝夜", "source": "出處", "notes": "備註", "note": "備註", "date": "日期",
            "no.": "序號", "pattern": "課體"}
_SPLIT = compiled(r"[\s　]+")
# a row typed with commas or tabs between its cells (CSV, TSV): a cell may be empty
_DELIMITED = compiled(r"[,\t]")
# a cell's plate said as 「X加Y」 (the 將 over the hour), and a 傳 with its general 「卯（白虎）」
_DAY_WRITTEN = compiled(rf"^\s*[{STEMS}][{BRANCHES}]日")
_PLATE_CELL = compiled(rf"^(?:{_JN}|\S)加(?:{_JN}|\S)$")      # (「登明加卯」 too)
_WITH_GENERAL = compiled(rf"^(\S)[（(]({_GFULL})[）)]$")
# (and a wiki table's row separator 「|-」: a round-43 red-team wiki article, liuren_wiki.txt:48)
# (and an Org table's, 「|----+------|」: a round-43 red-team Org file, liuren_org.org:132)
_RULE = compiled(r"^\s*(?:\|?(?:\s*:?-{3,}:?\s*[|+])+\s*:?-*:?\|?|\|-+)\s*$")
WHY = "a row of the table whose columns the header at line {} names"


def _folded(text: str) -> str:
    return traditional(normalise(text)).strip(" 　\r\n")


def first_column(form: str) -> str:
    """The first column the table of columns gives the form ``form`` (「{}將」: 月將)."""
    return next(c for c, f in _COLUMN.items() if f == form)


# a table drawn with box characters in any book (a BBS article's 「│ 15 │丙申　　│辰／酉　│子申辰　│…│」
# between 「├──┼────┤」 rules, a round-51 red-team article, tests/data/redteam/liuren_ptt.txt:112-124):
# its walls a Markdown table's bars, its rules a rule (the table goes on), each as long as it was
_BOX_WALL = "│┃║"
_BOX_RULE = compiled(r"^\s*[┌┐└┘├┤┬┴┼─━═╔╗╚╝╠╣╦╩╬┏┓┗┛┣┫┳┻╋]+[┌┐└┘├┤┬┴┼─━═╔╗╚╝╠╣╦╩╬┏┓┗┛┣┫┳┻╋\s　]*$")


def box_drawn(lines: list[str]) -> list[str]:
    """``lines`` with each table drawn with box characters read as a Markdown table (above): a
    row with three walls at least, a rule beside such a row."""
    rows = {n for n, t in enumerate(lines) if sum(t.count(w) for w in _BOX_WALL) >= 3}
    if not rows:
        return lines
    out = list(lines)
    for n, t in enumerate(lines):
        if n in rows:
            out[n] = t.translate({ord(w): "|" for w in _BOX_WALL})
        elif _BOX_RULE.match(t) and ({n - 1, n + 1} & rows):
            out[n] = RULE.ljust(len(t)) if len(t) >= len(RULE) else " " * len(t)
    return out


def column_name(word: str) -> str:
    """A column's name as a header says it, folded (simplified → traditional; its English name
    its Chinese one)."""
    w = _folded(word)
    return _ENGLISH.get(w.lower(), w)


def _cells(text: str) -> list[str]:
    return _split(_folded(text))


def csv_cells(line: str) -> list[str]:
    """One line's CSV cells; a line the csv module refuses (a lone carriage return inside it,
    「\r,」: any text goes through, tests/test_any_text.py) split at its commas."""
    try:
        return next(csv.reader([line]), [])
    except csv.Error:
        return line.split(",")


def _split(t: str) -> list[str]:
    """The cells of a folded row."""
    if "|" in t:                           # a Markdown row: 「| 庚子 | 子將亥時 | … |」 (or
        return [x.strip() for x in t.strip("|").split("|")]     # without its outer bars)
    if "\t" in t:                          # TSV: empty cells kept in their places
        return [x.strip(" 　") for x in t.split("\t")]
    if "," in t:                           # CSV, its quoted cells too (「"申,酉"」)
        return [x.strip(" 　") for x in csv_cells(t)]
    return [x for x in _SPLIT.split(t) if x]


def _fit(cells: list[str], n: int) -> list[str] | None:
    """A delimited row's cells fitted to the header's ``n``: empty cells past the last column
    dropped (a trailing comma more: a review of the change, it ended the table); None when the
    row has fewer cells, or others past the last column (which cell is missing is not known: a
    row one short in its middle was read shifted, and accused, a review found)."""
    if len(cells) > n:
        return cells[:n] if not any(cells[n:]) else None
    return cells if len(cells) == n else None


_THREE_GENS = compiled(rf"^[\s　]*({_GFULL})[\s　、，·]*({_GFULL})[\s　、，·]*({_GFULL})[\s　]*$")
# a cell of a 將/時 column written as the two branches (a round-41 red-team article's tables,
# 「日 & 將/時 & 三傳 & 課名」 then 「乙卯 & 戌/丑 & 丑戌未 & 重審」, liuren_latex.tex:102–103)
_PAIR_COLUMNS = ("將/時", "將／時", "將、時")
_PAIR_CELL = compiled(rf"^\s*([{BV}])\s*[/／]\s*([{BV}])\s*$")
_DAY_NIGHT_CELL = compiled(r"[（(]([晝夜])(?:占)?[）)]\s*$")


# a 三傳 cell with its branches parted (「子-亥-戌」, 「戌、午、寅」), a generals cell with commas
# (「"玄武,螣蛇,青龍"」): a round-44 red-team database, liuren_cases.csv:5, :3
_PARTED = compiled(rf"^[{BV}](?:\s*[-－—~～、，,·/]\s*[{BV}]){{2}}$")
_GEN_COMMAS = compiled(r"\s*[,，]\s*")


def _said(col: str, cell: str, alone: bool = False) -> str:
    """How a cell is said in the row's sentence (:data:`_COLUMN`); a table's generals without
    their 三傳 (a collation's 天將 table, liuren_huijiao.md:56) said 傳 by 傳."""
    if _COLUMN[col] == "{}乘貴人" and not regex.fullmatch(f"[{BV}]", cell):
        return ""                          # (「丑逆」, 「晝丑夜未」: not one branch, unread)
    if _COLUMN[col] == "三傳{}" and _PARTED.match(cell):
        cell = regex.sub(rf"[^{BV}]", "", cell)
    if _COLUMN[col] == "將得{}":
        cell = _GEN_COMMAS.sub("、", cell)
        full = _full_generals(cell)
        three = _THREE_GENS.match(full) if alone else None
        if three:
            return "，".join(f"{p}傳乘{g}" for p, g in zip("初中末", three.groups()))
        return _COLUMN[col].format(full)
    if _COLUMN[col] == "{}" and _DAY_NIGHT_CELL.search(cell):     # (「未加亥（夜）」)
        m = _DAY_NIGHT_CELL.search(cell)
        return f"{cell[:m.start()]}，{m.group(1)}占"
    if _COLUMN[col] == "{}日" and _DAY_WRITTEN.match(cell):
        return cell                        # (「壬寅日　酉將巳時　晝占」: the day said with its 日)
    if col in ("月將", "將") and _PLATE_CELL.match(cell):
        return cell                        # 「卯加辰」: the plate itself
    pair = _PAIR_CELL.match(cell) if col in _PAIR_COLUMNS else None
    if pair:                               # 「戌/丑」 under 「將/時」 (liuren_latex.tex:103)
        return f"{pair[1]}將{pair[2]}時"
    m = _WITH_GENERAL.match(cell)
    if m and _COLUMN[col].endswith("傳{}"):
        return _COLUMN[col].format(f"{m.group(1)}乘{m.group(2)}")
    return _COLUMN[col].format(cell)


def cell_words(col: str, cell: str) -> str:
    """How a cell of the column ``col`` is said in its row's sentence (a notebook's pair
    「"日": "甲子"」, :mod:`.notebook`)."""
    return _said(col, cell)


def column_form(col: str) -> str | None:
    """How a column's cell is said in its row's sentence (None: a column not read)."""
    return _COLUMN.get(col)


# a table's rule as the readers of other markups write it where a table goes on (AsciiDoc's
# delimiters and the lines of a row over several, .adoc; a fixed-width table's, .fixedwidth)
RULE = "|---|"


def is_rule(text: str) -> bool:
    """A Markdown table's rule line (「|---|---|」): it neither reads a row nor ends a table."""
    return bool(_RULE.match(text))


def header(text: str, titled: bool = False) -> list[str] | None:
    """The columns a header row names (each a key of the table above, or a column that is not
    read), or None when the line is no such header: three columns at least, the day's one of
    them, and one more that is read (``titled``: a table whose title gives its day, :func:`title`:
    the hour's column and the 三傳's instead of the day's)."""
    t = _folded(text)
    cols = _witnessed([_ENGLISH.get(c.lower(), c) for c in _split(t)])
    known = [c for c in cols if c in _COLUMN]
    others = [c for c in cols if c not in _COLUMN and c not in _OTHER and witness(c) is None]
    said = {_COLUMN[c] for c in known}
    dated = ({"{}時", "三傳{}"} <= said and "{}日" not in said) if titled else "{}日" in said
    if (len(cols) < 3 or not dated or len(known) < 2
            or (others and not (("|" in t or _delimited(t)) and len(known) >= 3
                                and all(_UNKNOWN.match(c) for c in others)))):
        return None
    return cols


# a witness's column in a collation's table (「| 例 | 日 | 將／時 | 甲本三傳 | 乙本三傳 | 丙本三傳 | 推算 |
# 按語 |」, a round-40 red-team collation report, liuren_huijiao.md:27): the first witness's is read
# as the row's print (the base text), the others' are its witnesses' readings (.remarks), 推算 the
# collator's own reckoning of the first's kind
# (a witness by its letter or its kind, 「甲本」, 「底本」, 「抄本」, 「明刻本」; not a log's 「版本」 or 「所據本」,
# a review of the change, review_round40/rv_collate.md:28)
WITNESS_NAME = (rf"(?:[{STEMS}]|底|原|今|舊|刻|抄|鈔|寫|宋|元|明|清|萬曆|明刻|明抄|清刻|清抄"
                r"|舊抄|舊刻)本")
_WITNESS = compiled(rf"^(?P<w>{WITNESS_NAME})(?P<k>三傳|天將)?$")
RECKONED = ("推算", "今推", "覆推", "推得")


def witness(col: str) -> tuple[str, str] | None:
    """(witness, what its column gives: 三傳 or 天將) of a witness's column, or None."""
    m = _WITNESS.match(col)
    return (m["w"], m["k"] or "") if m else None


def _witnessed(cols: list[str]) -> list[str]:
    """``cols`` with the first witness's column of each kind named by its kind (read), the
    others' kept (not read): a table without its kind named in them (「甲本」 alone) keeps all."""
    out, seen = [], set()
    for c in cols:
        w = witness(c)
        if w is not None and w[1] and w[1] not in seen:
            seen.add(w[1])
            out.append(w[1])
        else:
            out.append(c)
    return out


def records(lines: list[str]) -> tuple[dict[int, str], set, bool]:
    """The rows of each CSV table of ``lines`` whose quoted cells run over lines (a scholar's
    database exported by a spreadsheet, its 原文 cell 「"甲寅日酉時申將, 占婚。」 and 「初子中亥末戌…"」 on
    the next line, a round-44 red-team book, liuren_cases.csv:5-6): {first line: the row's
    text, its lines joined}, the lines that continue a row (no text of their own), and whether
    the book's first line is a CSV table's header (no title: liuren_cases.csv:1)."""
    joined, more, open_at = {}, set(), None
    table = False
    for n, t in enumerate(lines, 1):
        if open_at is not None:
            joined[open_at] += " " + t.strip("\r\n")
            more.add(n)
            if joined[open_at].count('"') % 2 == 0:
                open_at = None
            continue
        if not t.strip():
            table = False
        elif _csv_header(t):
            table = True
        elif table and t.count('"') % 2 == 1 and "," in t:
            joined[n], open_at = t.rstrip("\r\n"), n
    if open_at is not None:                # (a quote never closed: no row of its lines)
        more -= {k for k in more if k > open_at}
        del joined[open_at]
    return joined, more, bool(lines) and _csv_header(lines[0])


def _csv_header(t: str) -> bool:
    """Whether ``t`` is a CSV or TSV table's header (a line without a comma or a tab is none: the
    fold adds neither, and the header is not worked out for every line of a book)."""
    return ("," in t or "\t" in t) and delimited_row(t) and header(t) is not None


def delimited_row(text: str) -> bool:
    """Whether ``text`` is a CSV or TSV row (three cells or more): under a header, a row of the
    table even when it reads no cast (「42,卷三,六乙日,,,,,,,返吟,」) or its cells do not fit the
    header (then it is read as nothing: not as running text, whose 備註 would give its cast
    another's words)."""
    return _delimited(_folded(text))


def _delimited(t: str) -> bool:
    return bool(_DELIMITED.search(t)) and len(_split(t)) >= 3


def cells(text: str, cols: list[str]) -> list[str] | None:
    """The cells of a row under the header ``cols`` (folded), or None when they do not fit."""
    t = _folded(text)
    got = _split(t)
    if _delimited(t):
        got = _fit(got, len(cols)) or []
    return got if len(got) == len(cols) else None


# a table's title that gives its day and 將 (「日干支 辛未   月將 辰（天罡）」, said by :mod:`.boxes` as
# 「辛未日辰將，」): one day, no hour
_TITLE = compiled(rf"(?P<day>[{STEMS}][{BRANCHES}])日(?:(?P<j>[{BV}])將)?(?![{BV}]時)")


def title(lines: list[str], n: int) -> str | None:
    """The words of the title just above the header at line ``n`` (the nearest line with words,
    up to three back) that give its table's day: 「辛未日辰將」; None when it gives no one day, or
    says an hour or a 三傳 (a cast of its own)."""
    for k in range(n - 1, max(0, n - 4), -1):
        t = _folded(lines[k - 1])
        if not t or is_rule(t):
            continue
        days = list(_TITLE.finditer(t))
        if len({m["day"] for m in days}) != 1 or regex.search(rf"[{BV}]時|三傳|傳", t):
            return None
        m = days[0]
        return f"{m['day']}日" + (f"{m['j']}將" if m["j"] else "")
    return None


_ORDER = {f: i for i, f in enumerate(("{}日", "{}", "{}將", "{}時", "{}占", "三傳{}", "初傳{}",
                                        "中傳{}", "末傳{}", "將得{}", "初傳乘{}", "{}乘貴人",
                                        "干上{}", "支上{}", "四課{}", "名{}"))}


def cast_order(col: str) -> int:
    """Where a column's claim stands in a cast's words (the day, the 將, the 時, …, the 課名; a
    column that is none of them last)."""
    return _ORDER.get(_COLUMN.get(col), len(_ORDER))


def sentence(cols: list[str], got: list[str], titled: str = "") -> str:
    """A row's cells (``got``, under ``cols``) said as a cast's words, in a cast's order whatever
    the table's (「日 時 月將 三傳 課名 天將」, a round-48 red-team sheet, liuren_table.prn:203, its
    generals after the 課名 unread); ``titled``: its table's title, said first."""
    alone = "三傳{}" not in {_COLUMN.get(c) for c in cols}     # (generals without their 三傳)
    said = sorted(((c, v) for c, v in zip(cols, got) if c in _COLUMN and v),
                  key=lambda cv: cast_order(cv[0]))
    return "，".join(x for x in [titled] + [_said(c, v, alone) for c, v in said] if x)


def row(text: str, cols: list[str], titled: str = "") -> tuple[int, int, dict] | None:
    """(start, end, claims) of a row under the header ``cols``, or None when the row has
    another number of cells or reads no cast (``titled``: the words of its table's title, said
    before its cells)."""
    got = cells(text, cols)
    if got is None:
        return None
    words = sentence(cols, got, titled)
    casts = find_casts(words)
    if len(casts) != 1:
        return None
    start = len(text) - len(text.lstrip())
    c = dict(casts[0].claims)
    unread = [f"{col} 「{v}」" for col, v in zip(cols, got) if v and col in _COLUMN
              and not _read(col, c) and _claims(col, v)]
    if unread:
        c["unread"] = [*c.get("unread", []), *unread]
    return start, len(text.rstrip()), c


# the claim a column's cell gives (a cell that gives none is unread: 「06:10」 in a 時 column, a
# review of the change: the row was solved at another hour and agreed)
_CLAIM_OF = {"{}日": ("day",), "{}將": ("jiang", "plate", "offset"), "{}時": ("hour",),
             "{}占": ("daytime",), "{}乘貴人": ("generals",), "初傳{}": ("transmissions",),
             "初傳乘{}": ("transmission_generals",),
             "中傳{}": ("transmissions",),
             "末傳{}": ("transmissions",), "三傳{}": ("transmissions",), "干上{}": ("gan_shang",),
             "支上{}": ("zhi_shang",), "四課{}": ("lessons",), "將得{}": ("transmission_generals", "generals"),
             "名{}": ("names", "patterns"),
             "{}": ("names", "patterns", "jiang", "hour", "plate", "offset")}


def _claims(col: str, cell: str) -> bool:
    """Whether a cell says a claim of its column (a 課名 cell: a method's or a 課's name, not a
    client's 「王甲」)."""
    return _COLUMN[col] != "名{}" or bool(regex.search(rf"{METHOD_NAMES}|課|格", cell))


def _read(col: str, claims: dict) -> bool:
    return any(claims.get(k) not in (None, [], {}) for k in _CLAIM_OF.get(_COLUMN[col], ()))


def _full_generals(cell: str) -> str:
    """A cell of three one-character generals (「龍勾合」, 「貴 陰 常」) in full (青龍勾陳六合); else
    as it is."""
    short = "".join(_SPLIT.split(cell))
    if len(short) == 3 and all(ch in GENERAL_CHENG for ch in short):
        return "".join(GENERAL_CHENG[ch] for ch in short)
    return cell


_GENS = compiled(rf"^[\s　]*({_GFULL})[\s　、]+({_GFULL})[\s　、]+({_GFULL})[\s　]*$")


def generals_below(text: str) -> list[str] | None:
    """The three generals of a line that holds nothing else (the row above's 三傳's), or None."""
    m = _GENS.match(traditional(normalise(text)))
    return [GENERALS[m.group(i)] for i in (1, 2, 3)] if m else None


__all__ = ["RECKONED", "REMARKS", "WHY", "WITNESS_NAME", "cells", "column_form", "column_name", "witness", "delimited_row", "generals_below", "header", "is_rule", "row"]
