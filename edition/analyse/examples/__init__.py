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
import tomllib
from pathlib import Path

import regex

from edition.analyse.jinkou_text import PATTERN_NAME
from edition.core.edition import key_of
from edition.core.normalize import is_simplified, traditional
from edition.core.text import language

from .cases import ANOTHER_CAST, CAST_OPENS, another_cast, find_cases
from .detect import (decode_columns, find_compressed, find_full, find_inline, find_jinkou,
                     parse_claims)
from .model import CLAIM_KEYS, Example, ExampleError, from_fs
from .paragraphs import examples_from_paragraphs
from .prose import find_casts
from . import transcription
from .vocab import BRANCHES, STEMS, normalise

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


def _raw_examples(source_id: str, lines: list[str], skip: frozenset = frozenset()
                  ) -> list[dict]:
    """Detector proposals, before curation: dicts with line, start, end, kind, name,
    claims, origin, note. ``skip``: lines of case records (:func:`_case_examples`), read as
    their case's."""
    out: list[dict] = []
    before = None        # the last inline cast of a line before: what 前例/前日 refer to
    for n, line in enumerate(lines, 1):
        if n == 1 or n in skip or not _is_zh(line):
            continue
        taken: list[tuple[int, int]] = []

        def add(s, e, kind, claims, name="", origin="detector", note=""):
            taken.append((s, e))
            out.append({"line": n, "start": s, "end": e, "kind": kind, "claims": claims,
                        "name": name, "origin": origin, "note": note})

        def free(s, e):
            return not any(a < e and s < b for a, b in taken)
        for s, e, c in find_jinkou(line):
            if free(s, e):
                add(s, e, "jinkou", c)
        for s, e, c, name in find_compressed(line):
            if free(s, e):
                add(s, e, "compressed", c, name)
        for s, e, c in find_full(line):
            if free(s, e):
                add(s, e, "full", c)
        # (the days of one list share their words: they overlap one another, not the layouts)
        other = list(taken)
        for s, e, c in find_inline(line, before):
            if not any(a < e and s < b for a, b in other):
                add(s, e, "inline", c)
                before = c
    return out


def _case_examples(lines: list[str], read: list[str]) -> tuple[list[dict], frozenset]:
    """The case records of a case collection (:mod:`.cases`), as raw examples of kind
    ``case``, and the lines they hold (header, chart, commentary): a day written in a case's
    commentary (「果辛亥日雨」) is an event of the case, not a cast of its own."""
    out, held = [], set()
    read = [normalise(x) for x in read]
    for cs in find_cases(lines, read):
        c = cs.claims
        if cs.chart is None and not ("day" in c and "jiang" in c):
            continue                     # a numbered line with neither chart nor cast
        rec = cs.claims.get("record", {})
        last = max([cs.line] + list(rec.get("chart", ())) + list(rec.get("commentary", ())))
        held.update(range(cs.line, last + 1))
        out.append({"line": cs.line, "start": cs.start, "end": cs.end, "kind": "case",
                    "claims": cs.claims, "name": f"case {cs.number}", "origin": "detector",
                    "note": cs.note, "layout": cs.layout})
        out += _asked_again(read, rec.get("commentary"), cs)
    return out, frozenset(held)


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
        text = read[n - 1]
        # (another day, or a cast opened without one: 「林家又問…是日庚寅，…仍用酉將，申時」, a
        # red-team case book)
        # (or the case's day with another 將 or 時: 「…為癸亥日卯將戌時」 asked again the same day)
        at = min((m.start() for rx in (ANOTHER_CAST, CAST_OPENS) for m in rx.finditer(text)
                  if another_cast(text, m, day, (cs.claims.get("jiang"), hour))), default=None)
        # the same day at another hour (「是日酉時，其兄復來…復占得…」, a red-team case book): read
        # with the case's day in place of 是日 (as long: the spans hold)
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


_SAME_DAY_HOUR = regex.compile(rf"是日(?=[，,]?[{STEMS}]?[{BRANCHES}]時)")


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


def find_examples(source_id: str, lines: list[str], *, key: str | None = None,
                  file_name: str | None = None, curation_path: Path | None = None,
                  records: list = (), simplified: bool | None = None) -> list[Example]:
    """Every worked example of one source in the corpus format (``lines``: its text, index
    0 = line 1, one passage a line): the detector's proposals (case records first) and the
    curated file merged, corrections read from the commentary's emendation ``records``; ids
    ``s{key}-x{line}-{k}`` (k-th on its line, by start). A text in simplified script
    (``simplified``; None: :func:`edition.core.normalize.is_simplified` decides) is read
    through the simplified fold, character for character: spans and citations are the raw
    text's."""
    source_id = Path(source_id).name.removesuffix(".txt")
    key = key or key_of(source_id)
    file_name = file_name or f"{source_id}.txt"
    if simplified is None:
        simplified = is_simplified("\n".join(lines))
    read = [traditional(x) for x in lines] if simplified else list(lines)
    cases, held = _case_examples(lines, read)
    raw = cases + _raw_examples(source_id, read, held)
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
