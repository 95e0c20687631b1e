"""The structured paragraphs of a plain witness and its curated divisions.

A division of ``tei/curation/divisions.toml`` may say how its Chinese paragraphs are encoded
(``structure``): a 002 monthly table, a 000 成式 chart, the 004 combinations, named patterns,
000's index entries (docs/ENCODING.md, *Structured Chinese paragraphs*). Here: the layouts
that recognise each shape, the spans they lay over the printed line, and the divisions read
and checked.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

import regex

from edition.core.tei import TeiError
from engine.lexicon import BRANCHES, STEMS

from .spans import Span
from edition.core.patterns import compiled

DIVISIONS_WHERE = "tei/curation/divisions.toml"


class SourceError(TeiError):
    """A source or curation file the importer cannot encode (``file:line: message``)."""



def divisions(path: Path) -> dict[str, list[dict]]:
    """``tei/curation/divisions.toml`` of an edition, by source (id or key); {} without it."""
    return _divisions(str(path), path.stat().st_mtime_ns if path.exists() else 0)


@lru_cache(maxsize=8)
def _divisions(path: str, _mtime: int) -> dict[str, list[dict]]:
    p = Path(path)
    if not p.exists():
        return {}
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise SourceError(p, 0, f"not a valid TOML file: {e}") from None
    out: dict[str, list[dict]] = {}
    for d in data.get("div", []):
        out.setdefault(str(d.get("source", "")), []).append(d)
    return out



COMBO = compiled(
    rf"(?:^|(?<=[。．]))([{STEMS}])、([^、：，。]{{2,3}})、([{BRANCHES}])(?=[：，])")
PATTERN = compiled(r"(?:^|(?<=。))([^\s。，：、]{1,8}課)，([^\s。，：、]{1,4}卦)(?=。)")
# 000:47-55, 000:79-207: 「元首：…」「知一（即比用）：…」 a name, its alias notes, a colon
NAMED = compiled(r"(?:^|(?<=[。）]))([^\s。，：、（）]{2,4})((?:（[^（）]*）)*)(?=：)")


def table_layout(s: str) -> list[tuple[str, list[tuple[int, int]]]] | None:
    """A 002 monthly table: branch 子…亥 each followed by spirit names, all separated by one
    ASCII space (002:3). Returns rows of (branch, cell spans) or None if not that shape."""
    if not s or s != s.strip(" ") or "  " in s:
        return None
    toks, pos = [], 0
    for t in s.split(" "):
        if not t or regex.search(r"\s", t):
            return None
        toks.append((pos, pos + len(t)))
        pos += len(t) + 1
    rows: list[tuple[str, list]] = []
    for a, b in toks:
        t = s[a:b]
        if len(t) == 1 and t in BRANCHES:
            if BRANCHES.index(t) != len(rows):
                return None
            rows.append((t, [(a, b)]))
        elif not rows:
            return None
        else:
            rows[-1][1].append((a, b))
    if len(rows) != 12 or any(len(cells) < 2 for _, cells in rows):
        return None
    return rows


GANZHI = STEMS + BRANCHES
LESSON_ROW = compiled(f"[{GANZHI}](?:\u3000[{GANZHI}]){{3}}")   # 巳　酉　亥　卯 (000:11)
RING_EDGE = compiled(f"[{BRANCHES}](?:\u3000[{BRANCHES}]){{3}}")  # 丑　寅　卯　辰
RING_SIDE = compiled(f"[{BRANCHES}]\u3000{{5}}[{BRANCHES}]")     # 子　　　　　巳


def _space_tokens(s: str) -> list[tuple[int, int]] | None:
    """Offsets of the tokens of a line printed as tokens separated by single ASCII spaces."""
    if not s or s != s.strip(" ") or "  " in s:
        return None
    toks, pos = [], 0
    for t in s.split(" "):
        toks.append((pos, pos + len(t)))
        pos += len(t) + 1
    return toks


def chart_layout(s: str) -> list[tuple[str, list[tuple[int, int]]]] | None:
    """A printed chart of 000's 成式 (000:11, 000:15, 000:19), flattened to one line of tokens
    separated by single ASCII spaces: the 課 name, the three transmissions 初中末 one branch
    each, then (000:11, 000:15) the four lessons as their two printed rows (upper, lower,
    「巳　酉　亥　卯」「酉　丑　卯　丁」, 000:13) and the plate as its four printed rows (the ring
    of twelve branches: top edge, two sides, bottom edge), then whatever follows (000:15's and
    000:19's search entry 「（申亥寅）亥戌、酉、申。」). Rows of (role, cell spans) or None."""
    toks = _space_tokens(s)
    if toks is None or len(toks) < 4:
        return None
    t = [s[a:b] for a, b in toks]
    if not regex.fullmatch(r"[^\s（）、。，]{2,4}", t[0]) or any(
            len(x) != 1 or x not in BRANCHES for x in t[1:4]):
        return None
    rows = [("name", toks[:1]), ("transmissions", toks[1:4])]
    rest = 4
    if (len(t) >= 10 and LESSON_ROW.fullmatch(t[4]) and LESSON_ROW.fullmatch(t[5])
            and RING_EDGE.fullmatch(t[6]) and RING_SIDE.fullmatch(t[7])
            and RING_SIDE.fullmatch(t[8]) and RING_EDGE.fullmatch(t[9])):
        rows += [("lessons", toks[4:6]), ("plate", toks[6:10])]
        rest = 10
    if rest < len(toks):
        rows.append(("entry", toks[rest:]))
    return rows


# 000:23 「涉害（午辰寅）（午辰寅）辰稈巳戌、…。見機（子未寅）…」: entries ending in 。, each
# opening with the 課 name and its 三傳 printed twice in notes (000:25)
ENTRY_NAME = compiled(r"[^\s（）、。，：]{2,4}(?=（)")


def structure_spans(kind: str, s: str) -> list[Span]:
    """Spans for a structured paragraph (``table``/``chart``/``combinations``/``patterns``/
    ``named``/``entries``)."""
    spans: list[Span] = []
    if kind in ("table", "chart"):
        rows = table_layout(s) if kind == "table" else chart_layout(s)
        for name, cells in rows:
            row = Span(cells[0][0], cells[-1][1], "row", {"n": name})
            spans.append(row)
            for j, (a, b) in enumerate(cells):
                label = j == 0 and (kind == "table" or name == "name")
                spans.append(Span(a, b, "cell", {"role": "label"} if label else {}))
        return spans
    if kind == "entries":
        starts = [0] + [m.end() for m in regex.finditer("。", s) if m.end() < len(s)]
        for k, a in enumerate(starts):
            b = starts[k + 1] if k + 1 < len(starts) else len(s)
            spans.append(Span(a, b, "item", {}))
            m = ENTRY_NAME.match(s, a)
            if m:
                spans.append(Span(m.start(), m.end(), "term", {"type": "pattern"}))
        return spans
    rx = {"combinations": COMBO, "patterns": PATTERN, "named": NAMED}[kind]
    ms = list(rx.finditer(s))
    starts = [m.start() for m in ms]
    if not starts or starts[0] != 0:
        starts = [0] + starts
    for k, a in enumerate(starts):
        b = starts[k + 1] if k + 1 < len(starts) else len(s)
        spans.append(Span(a, b, "item", {}))
    for m in ms:
        spans.append(Span(m.start(), m.end(), "label", {"kind": kind}))
        if kind == "patterns":
            spans.append(Span(m.start(1), m.end(1), "term", {"type": "pattern"}))
            spans.append(Span(m.start(2), m.end(2), "term", {"type": "gua"}))
        elif kind == "named":
            spans.append(Span(m.start(1), m.end(1), "term", {"type": "pattern"}))
    return spans


STRUCTURES = ("table", "chart", "combinations", "patterns", "named", "entries")
LISTS = ("combinations", "patterns", "named", "entries")


def _para_kind(source_id: str, divs: list[dict], line_no: int, s: str) -> str | None:
    """Which structure a Chinese paragraph gets: the ``structure`` of the innermost division
    around it that has one (tei/curation/divisions.toml); a table only when the paragraph
    has exactly the table's shape (:func:`table_layout`), else it stays a ``p``."""
    kind = None
    for d in sorted(divs, key=lambda d: (d["first"], -d["last"])):
        if d["first"] <= line_no <= d["last"] and d.get("structure"):
            kind = d["structure"]
    if kind == "table" and table_layout(s) is None:
        return None
    if kind == "chart" and chart_layout(s) is None:
        return None
    return kind


def _check_divs(source_id, divs, langs, partner, nlines) -> None:
    where = DIVISIONS_WHERE
    seen = set()
    for d in divs:
        for k in ("id", "first", "last", "type", "n"):
            if k not in d:
                raise SourceError(where, 0, f"division of {source_id} lacks '{k}'")
        if d["id"] in seen or not regex.fullmatch(r"d-[a-z0-9-]+", d["id"]):
            raise SourceError(where, 0, f"division id {d['id']!r} of {source_id} is duplicated or not d-slug")
        seen.add(d["id"])
        if not (1 < d["first"] <= d["last"] <= nlines) or langs.get(d["first"]) != "lzh":
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: line {d['first']} "
                                         "is not a Chinese paragraph")
        if langs.get(d["last"]) != "ko" and d["last"] in partner:
            raise SourceError(where, 0, f"division {d['id']} of {source_id} splits the pair at line {d['last']}")
    for a in divs:
        for b in divs:
            if a is not b and a["first"] < b["first"] <= a["last"] < b["last"]:
                raise SourceError(where, 0, f"divisions {a['id']} and {b['id']} of {source_id} overlap")
    ids = {d["id"] for d in divs}
    for d in divs:
        if d.get("structure") not in (None, *STRUCTURES):
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: structure "
                                        f"{d['structure']!r} is not one of {', '.join(STRUCTURES)}")
        if d.get("twin") and d["twin"] not in ids:
            raise SourceError(where, 0, f"division {d['id']} of {source_id}: twin {d['twin']} unknown")
