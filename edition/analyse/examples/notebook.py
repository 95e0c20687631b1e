"""A Jupyter notebook (「.ipynb」, its JSON as Jupyter saves it, a round-45 red-team book,
tests/data/redteam/liuren_notebook.ipynb: a researcher's markdown cells quoting a book's casts
with her notes, code cells and their outputs), read with every offset kept:

* the JSON's keys and brackets are no text (「"cell_type": "markdown",」, 「"outputs": [」);
* a string of a cell's source or an output's text (「"> 「甲子日亥將卯時，三傳戌午寅，重審。」\\n",」) is
  read as its line: its quotes and its 「\\n」 blank, an escape the character it stands for
  (「\\"」 「"」), a terminal's colour codes (「\\u001b[0;31m」) blank; the markdown it holds (a
  quotation's 「>」, a table's 「|」 rows) is read as Markdown is;
* a dict's pairs whose keys name a table's columns (「{"日": "甲子", "将": "亥", "时": "卯", "三传":
  "戌午寅"}」, :312) are said as a row's cells are (「甲子日，亥將，卯時，三傳戌午寅」,
  :func:`.columns.cell_words`), each in its pair's room.
"""
from __future__ import annotations

from . import printout
from .columns import column_form
from edition.core.patterns import compiled

_KEY = compiled(r'^\s*"[^"\\]{1,40}"\s*:')
_STRING = compiled(r'^(?P<lead>\s*)"(?P<s>.*)"(?P<tail>,?\s*)$')
_ESCAPE = compiled(r'\\\\\\"|\\u001b\[[0-9;]*m|\\u[0-9a-fA-F]{4}|\\.')
_PAIR = compiled(r'"\s*(?P<k>[^"\s]{1,4})\s*"\s*:\s*"\s*(?P<v>[^"\s]{1,12})\s*"')
_TAG = compiled(r"<[^<>]{0,200}>")


def is_notebook(lines: list[str]) -> bool:
    """Whether ``lines`` are a Jupyter notebook's JSON (its first line 「{」, its cells and its
    nbformat named)."""
    first = next((t for t in lines if t.strip()), "")
    text = "\n".join(lines[:40]) + "\n".join(lines[-40:])
    return first.strip() == "{" and '"cells"' in text and '"nbformat"' in text


def read(lines: list[str]) -> list[str]:
    """``lines`` read as a notebook's text (module doc)."""
    return [_line(t) for t in lines]


def _line(t: str) -> str:
    m = _STRING.match(t)
    if m is None or _KEY.match(t):
        return " " * len(t)
    chars = list(" " * len(m["lead"]) + " " + _unescaped(m["s"]) + " " + " " * len(m["tail"]))
    said = "".join(chars)
    pairs = [p for p in _PAIR.finditer(said) if column_form(p["k"]) is not None]
    for run in _runs(said, pairs):            # (a dict's pairs said together, in their room)
        words = "".join(printout.said(p["k"], p["v"]) for p in run)
        a, b = run[0].start(), run[-1].end()
        if len(words) <= b - a:
            chars[a:b] = list(words.ljust(b - a))
    for tag in _TAG.finditer(said):              # (an output's HTML rendering: its tags blank)
        chars[tag.start():tag.end()] = " " * (tag.end() - tag.start())
    return "".join(chars)


def _runs(said: str, pairs: list) -> list[list]:
    """The pairs of one dict together (those with only 「,」 and spaces between them)."""
    out: list[list] = []
    for p in pairs:
        if out and not said[out[-1][-1].end():p.start()].strip(" ,"):
            out[-1].append(p)
        else:
            out.append([p])
    return out


def _unescaped(s: str) -> str:
    """A JSON string's content with its escapes read, each in its own room (a 「\\n」 blank)."""
    out, i = [], 0
    for e in _ESCAPE.finditer(s):
        out.append(s[i:e.start()])
        code = e.group(0)
        ch = {'\\"': '"', '\\\\\\"': '"', "\\\\": "\\", "\\t": " ", "\\/": "/"}.get(code, "")
        if code.startswith("\\u") and len(code) == 6 and code != "\\u001b":
            ch = chr(int(code[2:], 16))
        out.append(" " * (len(code) - len(ch)) + ch)
        i = e.end()
    out.append(s[i:])
    return "".join(out)


__all__ = ["is_notebook", "read"]
