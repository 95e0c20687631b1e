"""TEMPORARY dev converter: Kanripo (mandoku) juan → analysis paragraphs.

Stands in for ``edition/kanripo.py`` (written in parallel by another helper) until it lands;
only ``scripts/dev/check_kanripo.py`` and ``tests/test_detect_daquan.py`` use it. Same shape:
``paragraphs(lines) -> [Para(id, line, text, kind, locate)]`` where

* ``lines`` are the raw file lines (header included; citations are 1-based over them);
* line ends, ``¶``, indentation and page-break lines are removed; each interlinear note
  ``(col1/col2)`` is inlined as ``（col1col2）``; a note continued on the following lines
  (a line that is only ``(…/…)`` parts after the note of the line before, 005:90-93) is
  merged into the one note;
* a paragraph runs on while its lines are full (21 rows: 四庫 columns; a note counts the
  longer of its two half-columns) at its indentation or one deeper (a hanging indent), and
  stops at a short line, a heading or a diagram;
* ``kind`` is ``text`` or ``diagram`` (a 課式: consecutive lines made only of spaced
  note groups, 005:28-30); a diagram's ``text`` is its raw lines (without ``¶``) joined by
  ``\\n``, since its geometry is what carries the reading;
* ``locate(offset) -> (line, column)`` maps an offset of ``text`` back to the raw line
  (1-based) and column (0-based) of the character.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

FULL = 20           # a line of at least this many rows runs on into the next
_NOTE = re.compile(r"\(([^()]*)\)")


@dataclass
class Para:
    id: str
    line: int
    text: str
    kind: str
    where: list = field(default_factory=list, repr=False)   # per character: (line, col)

    def locate(self, offset: int) -> tuple[int, int]:
        if not self.where:
            raise IndexError(offset)
        return self.where[min(max(offset, 0), len(self.where) - 1)]


def _width(body: str) -> int:
    w = 0
    pos = 0
    for m in _NOTE.finditer(body):
        w += len(body[pos:m.start()])
        a, _, b = m.group(1).partition("/")
        w += max(len(a), len(b))
        pos = m.end()
    return w + len(body[pos:])


def _indent(raw: str) -> int:
    return len(raw) - len(raw.lstrip("　 "))


def is_diagram_line(raw: str) -> bool:
    """A 課式 line: after the indentation only note groups and single characters, in at
    least two space-separated groups, with few characters outside notes (005:28-30)."""
    s = raw.rstrip("¶").strip("　 ")
    if not s.startswith("(") and not (len(s) > 1 and s[1] == "("):
        return False
    groups = [g for g in re.split(r"　+", s) if g]
    outside = len(_NOTE.sub("", s).replace("　", "").replace(" ", ""))
    notes = _NOTE.findall(s)
    return (len(groups) >= 2 and outside <= 4 and len(notes) >= 2
            and all(len(n) <= 16 for n in notes))


def _inline(raw: str, n: int, col0: int) -> tuple[str, list]:
    """raw line body (from column col0) → text with notes inlined, and per-char (line, col)."""
    out, where = [], []
    i = col0
    while i < len(raw):
        ch = raw[i]
        if ch == "(":
            j = raw.find(")", i)
            if j < 0:
                j = len(raw)
            a, sep, b = raw[i + 1:j].partition("/")
            out.append("（")
            where.append((n, i))
            for k, c in enumerate(a):
                out.append(c)
                where.append((n, i + 1 + k))
            for k, c in enumerate(b):
                out.append(c)
                where.append((n, i + 1 + len(a) + 1 + k))
            out.append("）")
            where.append((n, j))
            i = j + 1
            continue
        out.append(ch)
        where.append((n, i))
        i += 1
    return "".join(out), where


def _clean(text: str, where: list) -> tuple[str, list]:
    """Drop spaces (ASCII and full-width) inside the running text: they are layout."""
    keep = [(c, w) for c, w in zip(text, where) if c not in " 　"]
    return "".join(c for c, _ in keep), [w for _, w in keep]


def paragraphs(lines: list[str], stem: str = "") -> list[Para]:
    rows = []            # (n, raw without ¶)
    for n, raw in enumerate(lines, 1):
        if raw.startswith("#") or raw.startswith("<pb:"):
            continue
        body = raw.rstrip("\n").removesuffix("¶")
        rows.append((n, body))
    out: list[Para] = []
    cur: dict | None = None

    def close():
        nonlocal cur
        if cur and cur["text"]:
            t, w = cur["text"], cur["where"]
            if cur["kind"] == "text":
                t, w = _clean(t, w)
            if t:
                out.append(Para(f"{stem}p{cur['line']}", cur["line"], t, cur["kind"], w))
        cur = None

    i = 0
    while i < len(rows):
        n, body = rows[i]
        if not body.strip("　 "):
            close()
            i += 1
            continue
        split = _diagram_tail(body)
        if split and i + 1 < len(rows) and _sanzhuan_line(rows[i + 1][1]):
            # text, then the first line of a 課式 on the same line (006:1048): the text runs
            # on in its paragraph, the figure keeps the line with the text blanked
            t, w = _inline(body[:split], n, _indent(body))
            if cur is None:
                cur = {"line": n, "text": "", "where": [], "kind": "text",
                       "indent": _indent(body)}
            cur["text"] += t
            cur["where"] += w
            close()
            rows[i] = (n, "　" * split + body[split:])
            body = rows[i][1]
        if is_diagram_line(body):
            close()
            text, where = [], []
            first = n
            while i < len(rows) and (is_diagram_line(rows[i][1]) or _sanzhuan_line(rows[i][1])):
                m, b = rows[i]
                if text:
                    text.append("\n")
                    where.append((m, -1))
                for k, c in enumerate(b):
                    text.append(c)
                    where.append((m, k))
                i += 1
            out.append(Para(f"{stem}p{first}", first, "".join(text), "diagram", where))
            continue
        ind = _indent(body)
        s = body[ind:]
        # a continuation of the previous line's note: only (…) parts
        if (cur and s.startswith("(") and _NOTE.sub("", s).strip("　 ") == ""
                and cur["text"].endswith("）")):
            t, w = _inline(body, n, ind)
            # merge: drop the closing bracket before and the opening one now
            cur["text"] = cur["text"][:-1] + t[1:]
            cur["where"] = cur["where"][:-1] + w[1:]
            cur["last_full"] = _width(body) >= FULL
            i += 1
            continue
        heading = ind >= 2 and _width(s) <= 12
        # a full line runs on at the same indentation, or one deeper (a hanging indent,
        # 001:355-356 「凡徳加干…神能¶　化鬼為吉也」)
        if cur is None or heading or not cur["last_full"] or ind not in (cur["indent"],
                                                                         cur["indent"] + 1):
            close()
            cur = {"line": n, "text": "", "where": [], "kind": "text", "indent": ind}
        t, w = _inline(body, n, ind)
        cur["text"] += t
        cur["where"] += w
        cur["last_full"] = _width(body) >= FULL and not heading
        i += 1
        if heading:
            close()
    close()
    return out


def _diagram_tail(body: str) -> int | None:
    """Where a diagram begins on a line that starts with text: after a run of spaces, a tail
    that is a diagram line on its own."""
    m = re.search(r"[^　]　{3,}(?=\()", body)
    if m and is_diagram_line("　" * (m.end()) + body[m.end():]):
        return m.end()
    return None


def _sanzhuan_line(raw: str) -> bool:
    """The middle line of a 課式 begins with the 三傳 and their generals: 「(青/)午(朱/)邜…」."""
    s = raw.rstrip("¶").strip("　 ")
    return bool(re.match(r"^\([^()/]{1,2}/[^()]?\)\S", s)) and is_diagram_line(
        "　" + re.sub(r"^(\([^()]*\)\S)+", "(x/)", s))
