"""A database of casts exported as YAML (a scholar's collation of old books' examples, a round-48
red-team book, tests/data/redteam/liuren_huibiao.yaml), read by its structure (PyYAML composes
the document, each node with its line), every line kept:

* a mapping that names a day (「day: 甲子」, 「日辰: 丁未日」) is one cast: its fields (「jiang: 亥」,
  「將: 亥將」, 「plate_offset: 3」 with 「占: 晝」, 「sanchuan: [亥, 子, 丑]」 or a block list or
  「{初: 辰, 中: 申, 末: 子}」, 「generals:」, 「name:」) said as a table's cells are
  (:func:`.columns.cell_words`) in a cast's order, on its day's line (the mapping's first where
  its day is another's), its other lines blank; fields it takes from another by a merge key (「<<: *c36」, :433) are the other's;
* its 「printed:」 mapping is what the old book prints where it differs: the print is read with
  each such word followed by the note 「（X當作Y）」 its field makes of it (the scholar's reading,
  checked as a note's correction is); a 「printed:」 sentence is text, a cast of its own (:286);
* its 「note:」 is text (the scholar's words, read by the readers of notes under a cast);
* comments are no text (a case commented out, :246-253), nor is a list the document names as
  rejected (「rejected:」, 「excluded:」, 「刪」: quotations that look like casts, :436-444), nor
  any other key or scalar that names no cast.
"""
from __future__ import annotations

import regex
import yaml

from . import columns, printout
from .polarity import PRINT_KEPT
from .vocab import BV, GENERALS
from edition.core.patterns import compiled

# the document's keys by the columns they are (:mod:`.columns`)
_KEYS = {"day": "日", "日": "日", "日辰": "日", "日干支": "日", "ri": "日",
         "jiang": "將", "將": "將", "月將": "將", "yuejiang": "將",
         "hour": "時", "時": "時", "占時": "時", "shi": "時",
         "sanchuan": "三傳", "三傳": "三傳", "transmissions": "三傳", "chuan": "三傳",
         "generals": "天將", "天將": "天將", "tianjiang": "天將",
         "name": "課名", "課名": "課名", "課體": "課名", "kename": "課名",
         "占": "晝夜", "晝夜": "晝夜", "daytime": "晝夜"}
# (not 「offset」 alone: a case's line on its page, a review of the change,
# tests/data/review_round48/rv48_yaml1.yaml:6)
_OFFSET = ("plate_offset", "盤")

_REJECTED = compiled(r"^(?:rejected|excluded|deleted|removed|not_casts?|刪|刪除|不取|非課|存疑)$",
                          regex.I)
_HEAD = compiled(r"^\s*(?:-\s+)?(?:&\S+\s+)?[\w\u4e00-\u9fff]+\s*:(?:\s|$)")


def is_yaml(lines: list[str]) -> bool:
    """Whether ``lines`` are a YAML document of casts: most of its lines of words are 「key:」
    lines or list items, and a key names a day."""
    body = [t for t in lines if t.strip() and not t.lstrip().startswith("#")]
    keyed = sum(bool(_HEAD.match(t)) or t.lstrip().startswith("- ") for t in body)
    days = sum(bool(regex.match(r"^\s*(?:-\s+)?(?:day|日|日辰|日干支)\s*:", t)) for t in body)
    return len(body) >= 10 and 3 * keyed >= 2 * len(body) and days >= 2


def read(lines: list[str]) -> list[str] | None:
    """``lines`` read through the document's structure (module doc), or None where it does not
    compose (not YAML after all: read as text)."""
    try:
        root = yaml.compose("\n".join(lines), Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    out = [" " * len(t) for t in lines]
    keep: set[int] = set()
    _walk(root, lines, out, keep)
    for n in keep:
        out[n] = lines[n]
    return out


def _walk(node, lines: list[str], out: list[str], keep: set[int]) -> None:
    if isinstance(node, yaml.MappingNode):
        fields = _fields(node)
        if any(_KEYS.get(k) == "日" for k in fields):
            _cast(node, fields, lines, out, keep)
            return
        for k, v in node.value:
            if not (isinstance(k, yaml.ScalarNode) and _REJECTED.match(str(k.value))):
                _walk(v, lines, out, keep)
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            _walk(v, lines, out, keep)
    elif isinstance(node, yaml.ScalarNode) and isinstance(node.value, str):
        if regex.search(r"\p{Han}", node.value):
            keep.update(_span(node, lines))


def _span(node, lines: list[str], first: int | None = None) -> range:
    """The lines a scalar's words are on (a block scalar's end mark is the next key's line, where
    no word of it is: a review of the change, rv48_yaml2.yaml:9-11)."""
    a, b = node.start_mark.line if first is None else first, node.end_mark.line
    if b > a and (b >= len(lines) or not lines[b][:node.end_mark.column].strip()):
        b -= 1
    return range(a, b + 1)


def _fields(node) -> dict:
    """A mapping's fields by key, those a merge key brings first (its own override them)."""
    out: dict = {}
    for k, v in node.value:
        if isinstance(k, yaml.ScalarNode) and k.value == "<<":
            for m in (v.value if isinstance(v, yaml.SequenceNode) else [v]):
                if isinstance(m, yaml.MappingNode):
                    out.update(_fields(m))
    for k, v in node.value:
        if isinstance(k, yaml.ScalarNode) and k.value != "<<":
            out[str(k.value)] = v
    return out


def _words(v) -> list[str]:
    """A field's words: a scalar's, a list's items', a mapping's values (「{初: 辰, …}」)."""
    if isinstance(v, yaml.ScalarNode):
        return [str(v.value)]
    if isinstance(v, yaml.SequenceNode):
        return [w for x in v.value for w in _words(x)]
    if isinstance(v, yaml.MappingNode):
        return [w for _, x in v.value for w in _words(x)]
    return []


def _cell(col: str, v) -> str:
    words = _words(v)
    if col in ("三傳", "天將"):
        return "、".join(words) if col == "天將" else "".join(words)
    return "·".join(words)


def _cast(node, fields: dict, lines: list[str], out: list[str], keep: set[int]) -> None:
    """One cast's fields said on its mapping's first line (module doc)."""
    printed = fields.get("printed")
    note = fields.get("note") or fields.get("備註") or fields.get("按")
    # (a note that keeps the old book's word, 「…當從原書作酉，原書不誤」: the printed: words read with
    # no correction, a review of the change, rv48_yaml1.yaml:24)
    kept = isinstance(note, yaml.ScalarNode) and bool(PRINT_KEPT.search(str(note.value)))
    old: dict = {}
    for k, x in (_fields(printed) if isinstance(printed, yaml.MappingNode) else {}).items():
        old.setdefault(_KEYS.get(k), x)
    said = []
    for key, v in fields.items():
        col = _KEYS.get(key)
        if col is None:
            continue
        cell = _cell(col, v)
        if col in old:
            cell = _cell(col, old[col]) if kept else noted(_cell(col, old[col]), cell)
        said.append((col, cell))
    words = "".join(printout.said(col, cell) or ""
                    for col, cell in sorted(said, key=lambda cv: columns.cast_order(cv[0])))
    # (the plate by its offset, said after the day)
    offset = next((str(v.value) for k, v in fields.items()
                   if k in _OFFSET and isinstance(v, yaml.ScalarNode)), None)
    if offset is not None and offset.isdigit():
        words = words.replace("日，", f"日，{_offset_words(int(offset))}", 1)
    own = next((k for k, _ in node.value if isinstance(k, yaml.ScalarNode)
                and _KEYS.get(str(k.value)) == "日"), None)
    n = own.start_mark.line if own is not None else node.start_mark.line
    out[n] = words
    if isinstance(printed, yaml.ScalarNode):
        keep.update(_span(printed, lines))
    if isinstance(note, yaml.ScalarNode):
        keep.update(_span(note, lines, note.start_mark.line + 1))


def _offset_words(k: int) -> str:
    """A plate by its offset (the 月將 less the hour, mod 12: 「plate_offset: 3」), said as the
    將 over 子 (「卯加子，」: the plate the offset gives)."""
    return f"{BV[k % 12]}加子，"


def noted(was: str, cell: str) -> str:
    """The old book's word with the note the scholar's reading makes of it: each branch or
    general that differs followed by 「（X當作Y）」; the old word alone where they do not pair."""
    if len(was) == len(cell) == 2 and was[0] == cell[0] and was[1] != cell[1]:
        return f"{was}（{was[1]}當作{cell[1]}）"    # (a day's branch: 「printed: {day: 戊午}」, :369)
    a, b = _units(was), _units(cell)
    if len(a) != len(b):
        return was
    sep = "、" if any(x in GENERALS for x in a) else ""
    return sep.join(x if x == y else f"{x}（{x}當作{y}）" for x, y in zip(a, b))


def _units(cell: str) -> list[str]:
    parts = [p for p in regex.split(r"[、，,\s·]+", cell) if p]
    return parts if len(parts) > 1 else list(cell) if all(c in BV for c in cell) else parts


__all__ = ["is_yaml", "noted", "read"]
