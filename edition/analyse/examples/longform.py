"""A case database exported in long ("tidy") format: one row per claim, 「案號,出處,欄位,值,備註」
(a case's id, the source of the value, the field, its value, a remark), the rows of a case
anywhere in the file (a round-51 red-team export, tests/data/redteam/liuren_cases_long.csv).

Each case (its rows gathered by its id; an id two books each give a day is two cases) is said as
a cast's words (:func:`.columns.sentence`: its fields as a table's cells, in a cast's order) on the
line of its first row, its other rows no text of their own. A kind's names are one (將 月將, 時
占時, 發用 初傳, 日干 and 日支 one 日, a unit the column says dropped); the three 傳 one by one and
their generals are said as the 三傳 and the generals. A field given by two sources (the old book's
value and the researcher's: 「原書」 and 「校正」, 「校正前」 and 「校正後」) is the book's value with the
other as its note 「（午當作子）」, weighed as a correction; a field one source gives twice is said
twice (the reader takes the second for words that contradict the cast's: its claim not certain).
A remark (「原書作午，據推算改」) is not read: its correction is the sources'. A field no column
reads (問事, 占者) is passed over, but kept as written where its value quotes a day (an
explanation quoting a cast).
"""
from __future__ import annotations

import csv
import io

import regex

from . import columns
from .vocab import BRANCHES, STEMS
from .yamlbook import noted
from edition.core.patterns import compiled

_ID = compiled(r"^(?:案號|案号|編號|编号|序號|序号|例號|例|id|case_?id|case|no\.?)$", regex.I)
_FIELD = compiled(r"^(?:欄位|栏位|字段|項目|项目|屬性|属性|field|key|attribute|name)$", regex.I)
_VALUE = compiled(r"^(?:值|數值|数值|內容|内容|value|val)$", regex.I)
_SOURCE = compiled(r"^(?:出處|出处|來源|来源|版本|source|witness)$", regex.I)
_NOTE = compiled(r"^(?:備註|备注|備注|附註|說明|说明|note|notes|remark)$", regex.I)
# the source of the old book's value, and of the researcher's (「校正前」 the print's, 「校正後」 the
# correction's: a review of the change, review_round51/rv51_long_src2.csv)
_PRINT = compiled(r"原書|原书|原文|底本|原刻|原本|[正改訂订]前|print|original|before", regex.I)
_FIX = compiled(r"(?:校正|校改|改正|今改|推算|訂正|订正)(?!前)|correct|after", regex.I)
_ROLE = compiled(f"{_PRINT.pattern}|{_FIX.pattern}", regex.I)
_DAY = compiled(rf"[{STEMS}][{BRANCHES}]")
_POSITIONS = ("初傳", "中傳", "末傳")
_POS_GENERALS = ("初傳天將", "中傳天將", "末傳天將")
# a field by another name (發用 the 初傳; the day by its stem and branch, two rows)
_ALIASES = {"發用": "初傳", "用": "初傳", "發用天將": "初傳天將", "初傳乘": "初傳天將",
            "中傳乘": "中傳天將", "末傳乘": "末傳天將", "傳將": "天將", "三傳天將": "天將"}
_DAY_PARTS = ("日干", "日支")
_KINDS = {"三傳{}": "三傳", "將得{}": "天將"}
# the unit a cell may write after its value, which its column says (「卯時」 under 時, 「神后將」
# under 將, 「夜占」 under 晝夜)
_UNIT = {"{}將": "將", "{}時": "時", "{}占": "占"}


def header(line: str) -> dict[str, int] | None:
    """The columns of a long table's header (id, field, value; source and note when it has them),
    or None when ``line`` is none."""
    cells = columns.csv_cells(line)
    cols = {}
    for i, c in enumerate(x.strip() for x in cells):
        for key, rx in (("id", _ID), ("field", _FIELD), ("value", _VALUE), ("source", _SOURCE),
                        ("note", _NOTE)):
            if key not in cols and rx.match(c):
                cols[key] = i
    return cols if {"id", "field", "value"} <= set(cols) else None


def is_long(lines: list[str]) -> bool:
    """Whether the book is a long table: its first line that holds words is such a header, and
    its field column names the fields of casts (half its rows at least, three kinds): not a wide
    table whose columns happen to be called 例, 項目 and 內容 (a review of the change,
    tests/data/review_round51/rv51_long_wide.csv)."""
    first = next((n for n, t in enumerate(lines) if t.strip()), None)
    cols = header(lines[first]) if first is not None and "," in lines[first] else None
    if cols is None:
        return False
    fields = [_name(r["field"]) for _, r in _rows(lines[:first + 80], first, cols)]
    known = [f for f in fields if f in _DAY_PARTS or columns.column_form(f) is not None]
    return len(known) * 2 >= len(fields) and len(set(known)) >= 3


def _name(field: str) -> str:
    name = columns.column_name(field)
    return _ALIASES.get(name, name)


def read(lines: list[str]) -> list[str]:
    """``lines`` with each case of the long table said as a cast's words on the line of its
    first row (module doc); the other rows no text, but a row of a field no column reads whose
    value holds a day (an explanation quoting a cast: a review of the change, review_round51/
    rv51_long_gloss.csv) kept as it is."""
    first = next(n for n, t in enumerate(lines) if t.strip())
    cols = header(lines[first])
    out = list(lines)
    rows = _rows(lines, first, cols)
    cases = _cases(rows)
    for n, row in rows:
        name = _name(row["field"])
        known = name in _DAY_PARTS or columns.column_form(name) is not None
        if known or not _DAY.search(row["value"]):
            for k in range(n, n + row["_lines"]):
                out[k] = " " * len(lines[k])
    for case in cases:
        fields = _canonical(case["fields"])
        wide = _wide([fields])
        # (a field one source gives two values: both said, which the reader takes for words that
        # contradict the cast's: its claim not certain, a review of the change, review_round51/
        # rv51_long_src.csv:2, where the second value was dropped)
        again = [columns.cell_words(f, v) for f in wide for v, _ in _twice(fields.get(f, []))]
        out[case["line"]] = "，".join([columns.sentence(wide, [_cell(fields, f) for f in wide]),
                                      *again]) + "。"
    return out


def _twice(given: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The values after the first that the first's source gives again, differing."""
    return [(v, s) for v, s in given[1:] if s == given[0][1] and v != given[0][0]]


def _cases(rows: list[tuple[int, dict]]) -> list[dict]:
    """The cases, by their ids: a case's rows from one book or from its editors (原書, 校正); an
    id two books each give a day is two cases (「1」 in two books: a review of the change,
    review_round51/rv51_long_ids.csv), the editors' rows the case's whose id they share."""
    days: dict[str, set] = {}
    for _, row in rows:
        name = _name(row["field"])
        if (name == "日干" or columns.column_form(name) == "{}日") and not _ROLE.search(
                row.get("source", "")):
            days.setdefault(row["id"], set()).add(row.get("source", ""))
    out: dict[tuple, dict] = {}
    for n, row in rows:
        src = row.get("source", "")
        apart = len(days.get(row["id"], ())) > 1 and not _ROLE.search(src)
        key = (row["id"], src if apart else None)
        case = out.setdefault(key, {"line": n, "fields": {}})
        if row["field"]:
            case["fields"].setdefault(_name(row["field"]), []).append((row["value"], src))
    return list(out.values())


def _rows(lines: list[str], first: int, cols: dict[str, int]) -> list[tuple[int, dict]]:
    """Each row after the header (0-based line where it starts) as {id, field, value, …}."""
    text = "\n".join(lines[first + 1:])
    reader = csv.reader(io.StringIO(text.replace("\r", " ")))
    out, start = [], first + 1
    for cells in reader:
        at, start = start, first + 1 + reader.line_num
        if not any(c.strip() for c in cells):
            continue
        row = {k: (cells[i].strip() if i < len(cells) else "") for k, i in cols.items()}
        row["_lines"] = start - at
        if row["id"]:
            out.append((at, row))
    return out


def _canonical(fields: dict) -> dict:
    """A case's fields by one name each: the name the table of columns gives first to its kind
    (月將 for 將, 占時 for 時), 發用 the 初傳, 日干 and 日支 one 日 (each part's print and
    correction: a review of the change, review_round51/rv51_long_src.csv:19), a unit its column
    says dropped."""
    out: dict = {}
    for name, given in fields.items():
        form = columns.column_form(name)
        if name in _DAY_PARTS:
            continue
        if form is not None and name not in _POSITIONS + _POS_GENERALS:
            name = _KINDS.get(form) or columns.first_column(form)
        unit = _UNIT.get(form or "")
        out.setdefault(name, []).extend(
            (v[:-1] if unit and v.endswith(unit) and len(v) > 1 else v, s) for v, s in given)
    if all(p in fields for p in _DAY_PARTS) and "日" not in out:
        parts = [_print_fix(fields[p]) for p in _DAY_PARTS]
        printed = "".join(p for p, _ in parts)
        fixed = "".join(f or p for p, f in parts)
        out["日"] = [(printed, "原書")] + ([(fixed, "校正")] if fixed != printed else [])
    return out


def _wide(cases: list[dict]) -> list[str]:
    """The columns a case's fields are said by, in a cast's order (the 三傳 and their generals
    each one, the 傳 said one by one folded into it)."""
    seen = {f for c in cases for f in c}
    wide = [f for f in seen if columns.column_form(f) is not None
            and f not in _POSITIONS + _POS_GENERALS]
    if any(p in seen for p in _POSITIONS) and "三傳" not in wide:
        wide.append("三傳")
    if any(p in seen for p in _POS_GENERALS) and "天將" not in wide:
        wide.append("天將")
    return sorted(wide, key=columns.cast_order)


def _cell(fields: dict, f: str) -> str:
    """A case's words for the column ``f``: its value, the researcher's as its note."""
    if f == "三傳" and "三傳" not in fields:
        return _joined(fields, _POSITIONS, "")
    if f == "天將" and "天將" not in fields:
        return _joined(fields, _POS_GENERALS, "、")
    if f == "日":
        return _day(fields.get(f, []))
    return _value(fields.get(f, []))


def _day(given: list[tuple[str, str]]) -> str:
    """The day's words, its 日 said, and the other source's stem or branch as a corrector's
    note after it (「己卯日（己校改辛）」: .diplomatic's hand, a review of the change,
    review_round51/rv51_long_src.csv:19)."""
    printed, fixed = _print_fix(given)
    if not printed:
        return ""
    said = printed if printed.endswith("日") else printed + "日"
    diff = [(a, b) for a, b in zip(printed, fixed or "") if a != b]
    if fixed and len(fixed) == len(printed) and len(diff) == 1:
        return f"{said}（{diff[0][0]}校改{diff[0][1]}）"
    return said


def _joined(fields: dict, names: tuple, sep: str) -> str:
    got = [_value(fields.get(n, [])) for n in names]
    return sep.join(got) if all(got) else ""


def _print_fix(given: list[tuple[str, str]]) -> tuple[str, str | None]:
    """The book's value (the one its source says is the print's, else the first) and another
    source's differing one (None: none); two differing values one source gives, neither (a
    review of the change, review_round51/rv51_long_src.csv:2: the second was dropped)."""
    if not given:
        return "", None
    by: dict[str, set] = {}
    for v, src in given:
        by.setdefault(src, set()).add(v)
    if any(len(vs) > 1 for vs in by.values()):
        return given[0][0], None         # (two values one source gives: said both, :func:`read`)
    printed = next((v for v, src in given if _PRINT.search(src)), given[0][0])
    fixed = next((v for v, src in given if _FIX.search(src) and v != printed), None)
    return printed, fixed


def _value(given: list[tuple[str, str]]) -> str:
    """A field's words: the book's value, each word another source gives otherwise followed by
    its note 「（X當作Y）」 (:func:`.yamlbook.noted`; 「酉丑午（午當作巳）」, a review of the change,
    review_round51/rv51_long_src.csv:8)."""
    printed, fixed = _print_fix(given)
    return noted(printed, fixed) if fixed and printed else printed
