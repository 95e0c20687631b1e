"""Emendations proposed or declined by the Korean commentary (corpus README; docs/ENCODING.md,
*Emendations*).

The sources alternate a classical-Chinese paragraph and a Korean paragraph (translation and
editor's commentary).  The commentary proposes corrections of the printed Chinese in a small
set of formulas, e.g. (000_7ab36924039d3ca8.txt:5)

    저본의 「일요극사(日遙剋社)」의 「사」는 마땅히 「신(神)」으로 해야 한다

or, in seed 001 (001_6ab3c058adbfb16c.txt:13), the reverse order

    저본은 「경인일용미(庚寅日用未)」를 「경인일화미(庚寅日和未)」로 잘못 씀.

Two layers decide what is an emendation:

1. **Detectors** (``regex`` patterns over each Korean paragraph, :data:`DETECTORS`).  The
   *specific* detectors parse both readings; when the commentary gives the hanja of both and
   the printed reading occurs exactly once in the Chinese paragraph, the record is built
   automatically (cert ``high``).  The *generic* detectors (빠졌, 착행, 중복, 다른 본 …) only
   say "something is proposed here".
2. **The curated table** ``tei/curation/emendations.toml``: one entry per place the detectors
   cannot decide (hangul-only readings, gaps, misplaced notes, duplicated blocks, variant
   editions …), each with the Korean words it is anchored on (``at``), the printed text, the
   proposed reading and a justification; plus ``[[not_emendation]]`` entries for wording that
   looks like an emendation but is not (a gloss, a caution to the reader), each justified.

Every detector hit must be consumed by a record or by a ``not_emendation`` entry
(:func:`unresolved` lists the rest, and the tests require it to be empty), and every
sentence with emendation wording (:data:`WORDING`) must fall inside a record's clause or a
``not_emendation`` clause (:func:`coverage_gaps`): coverage is measured, not assumed.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from edition.core.edition import key_of
from edition.core.patterns import compiled

__all__ = ["Emendation", "find_emendations", "proposals", "unresolved", "coverage_gaps", "EmendError",
           "TYPES", "CERTS", "detect", "Candidate"]

TYPES = ("substitution", "omission", "surplus", "transposition", "misplaced-note",
         "duplicate-block", "gap-declined", "gap-filled", "variant",
         "translation-correction", "example-correction")
CERTS = ("high", "medium", "low")



class EmendError(ValueError):
    """A curated entry that does not fit its source: `source:line: message`."""


@dataclass(frozen=True)
class Emendation:
    id: str
    type: str
    zh_line: int
    ko_line: int
    sic: str
    corr: str | None
    start: int | None
    cert: str
    clause: str
    note: str | None


# --------------------------------------------------------------------------- detectors

HANGUL = compiled(r"\p{Hangul}")


def _q(name: str) -> str:
    """A quotation 「한글(漢字)」 of the commentary; the hanja part is optional."""
    return (rf"「(?P<{name}>[^「」()]*?)(?:\((?P<{name}h>[^()「」]*)\))?」")


# A clause is only read as an emendation when it speaks of the printed text.
TEXT_WORDS = compiled(r"저본|원각|원서|원문|각본|각판")

# Specific detectors: both readings are quoted.  (name, pattern, needs TEXT_WORDS in clause)
SPECIFIC = [
    # 「X(漢)」(의 「x」)는 마땅히 「Y(漢)」로 해야 한다 — 000:5, 000:53 (also 마눌히, 000:141)
    # (and with the reason between, before 마땅히: 「미장해시(未將亥時)」는 장과 시가 서로 뒤바뀌었으니,
    # 마땅히 「해장미시(亥將未時)」로 해야 한다 — a scholar's own transcription, tests/data/redteam)
    ("should", compiled(
        _q("a") + r"(?:의\s*" + _q("s") + r")?\s*(?:두 글자|자|글자)?\s*(?:은|는|이|가)\s*"
        r"(?:(?:[^「」()]{1,60}?\s)?마[땅눌]히\s*)?" + _q("b") + r"\s*(?:으로|로)\s*(?:해야|하고)"),
     True),
    # 「Y」를 「X」로 잘못 씀 — 001:9 … 001:181 (correct reading first!)
    ("miswritten", compiled(
        _q("b") + r"\s*(?:을|를)\s*" + _q("a") + r"\s*(?:으로|로)\s*잘못\s*(?:씀|쓰고|썼)"), True),
    # 「X」는 「Y」(자)의 오다 / 오류로 마땅하다 / 각오이다 — 000:9, 000:209, 002:25
    ("error_of", compiled(
        _q("a") + r"\s*(?:은|는)\s*" + _q("b") + r"(?:\s*자)?의\s*(?:오다|오이다|오류|각오|오기)"),
     False),
    # 「X□Y」는 「Z」 자 하나가 빠졌다 — 000:9, 000:125, 000:205
    ("gap_filled", compiled(
        _q("a") + r"\s*(?:은|는)\s*" + _q("b") + r"\s*자 하나가 빠졌"), False),
    # 저본은 「X」로 되어 있다 / 원각은 「X」로 오기 / 저본은 「X」로 표제 — 000:9, 002:21
    ("written_as", compiled(
        r"(?:저본|원각)(?:은|에|는)\s*" + _q("a") + r"\s*(?:으로|로)\s*(?:되어|오기|표제)"),
     False),
    # 저본의 「X」는 곧 … — an identification (000:9, 000:101, 000:153 …)
    ("gloss", compiled(r"저본의\s*" + _q("a") + r"\s*(?:은|는)\s*곧"), False),
]

# Generic detectors: only "an emendation is spoken of here".
GENERIC = [
    ("missing", compiled(r"빠졌|빠져|빠진|빠뜨렸")),
    ("declined", compiled(r"보충하지 않|메우지 않|메워 넣지 않")),
    ("surplus", compiled(r"연오|연\(衍\)|\(衍\)|잔류")),
    ("misplaced", compiled(r"줄을 잘못|착행|흐트러져")),
    ("duplicate", compiled(r"중복|겹쳐 나[오와]|겹쳐 내니|정본")),
    ("variant", compiled(r"다른 본|별본|여러 집|다른 책")),
    ("unspecified", compiled(r"오류가 있|오탈|잔오")),
    ("mislabel", compiled(r"로 표하나")),
    ("collate", compiled(r"정정(?:할|해야)|참교")),
]
DETECTORS = [name for name, _, _ in SPECIFIC] + [name for name, _ in GENERIC]

# Wording that marks an emendation (coverage is measured against this, see coverage_gaps).
WORDING = compiled(
    r"저본|원각(?:은|에)|원서에|각판|각본|마땅히\s*「[^「」]*」\s*(?:으로|로)\s*(?:해야|하고)|"
    r"빠졌|빠져|빠진|빠뜨렸|연오|연문|\(衍|착행|중복|오탈|오류|로 오기|잔오|잘못|다른 본|별본|"
    r"여러 집|다른 책|보충하지|메우지|메워 넣지|정본|겹쳐 나[오와]|겹쳐 내니|로 표하나|정정(?:할|해야)|참교")


@dataclass(frozen=True)
class Candidate:
    """One detector hit in a Korean paragraph."""
    kind: str
    ko_line: int
    span: tuple[int, int]
    groups: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def specific(self) -> bool:
        return self.kind in {n for n, _, _ in SPECIFIC}


def detect(line: str, ko_line: int = 0) -> list[Candidate]:
    """All detector hits in one Korean paragraph, in order of position."""
    out: list[Candidate] = []
    for name, pat, needs_text in SPECIFIC:
        for m in pat.finditer(line):
            if needs_text and not TEXT_WORDS.search(clause_at(line, m.start())[0]):
                continue
            out.append(Candidate(name, ko_line, m.span(), {k: v for k, v in m.groupdict().items()}))
    for name, pat in GENERIC:
        for m in pat.finditer(line):
            out.append(Candidate(name, ko_line, m.span(), {}))
    out.sort(key=lambda c: (c.span, DETECTORS.index(c.kind)))
    return out


# --------------------------------------------------------------------------- clauses

_SENT_END = compiled(r"(?<=[다음씀함요음][.。])\s|(?<=[.。]\))\s")


def clause_at(line: str, pos: int) -> tuple[str, int, int]:
    """The commentary's clause around ``pos``: the enclosing parenthesis (when it is a remark
    of more than a few characters, not a hanja gloss) else the sentence.  Returns the clause
    verbatim and its span in the line."""
    depth, i = 0, pos - 1
    while i >= 0:
        ch = line[i]
        if ch == ")":
            depth += 1
        elif ch == "(":
            if depth == 0:
                break
            depth -= 1
        i -= 1
    if i >= 0:
        depth, j = 0, pos
        while j < len(line):
            ch = line[j]
            if ch == "(":
                depth += 1
            elif ch == ")":
                if depth == 0:
                    break
                depth -= 1
            j += 1
        inner = line[i + 1:j]
        if j < len(line) and HANGUL.search(inner) and len(inner) > 12:
            return inner, i + 1, j
    # sentence (a parenthesis never ends a sentence here)
    start = 0
    for m in _SENT_END.finditer(line, 0, pos):
        if _paren_depth(line, m.start()) == 0:
            start = m.end()
    end = len(line)
    for m in _SENT_END.finditer(line, pos):
        if _paren_depth(line, m.start()) == 0:
            end = m.start()
            break
    return line[start:end], start, end


def _paren_depth(line: str, pos: int) -> int:
    return line.count("(", 0, pos) - line.count(")", 0, pos)


# --------------------------------------------------------------------------- printed text

# Forms the commentary quotes differently from the print (only for *finding* the printed
# text; the record always keeps the printed form).  Each pair is one character for one.
_VARIANTS = {"剋": "克", "尅": "克", "爲": "為", "冲": "沖", "秆": "稈", "孽": "孼",
             "・": "、", "·": "、"}


def _norm(s: str) -> str:
    return "".join(_VARIANTS.get(c, c) for c in s)


def _find_all(hay: str, needle: str) -> list[int]:
    h, n = _norm(hay), _norm(needle)
    out, i = [], h.find(n)
    while n and i >= 0:
        out.append(i)
        i = h.find(n, i + 1)
    return out


def _trim(sic: str, corr: str) -> tuple[int, str, str]:
    """Strip the common prefix and suffix of two readings: (offset into sic, sic, corr)."""
    a, b = _norm(sic), _norm(corr)
    p = 0
    while p < min(len(a), len(b)) and a[p] == b[p]:
        p += 1
    s = 0
    while s < min(len(a), len(b)) - p and a[len(a) - 1 - s] == b[len(b) - 1 - s]:
        s += 1
    return p, sic[p:len(sic) - s], corr[p:len(corr) - s]


def _hanja_of_sub(g: dict) -> str | None:
    """「일요극사(日遙剋社)」의 「사」 → 社 (the syllable's position in the hangul reading)."""
    a, ah, s = g.get("a"), g.get("ah"), g.get("s")
    if not s:
        return ah
    if g.get("sh"):
        return g["sh"]
    if ah and a and len(a) == len(ah) and a.count(s) == 1:
        i = a.index(s)
        return ah[i:i + len(s)]
    return None


# --------------------------------------------------------------------------- curation

@lru_cache(maxsize=8)
def _parse(data: bytes) -> dict:
    return tomllib.loads(data.decode("utf-8"))


def curation(path: Path | None) -> dict:
    """The curated table of an edition (``tei/curation/emendations.toml``), parsed once per
    distinct content; ``None``: no curation (an edition without the file)."""
    if path is None:
        return {}
    p = Path(path)
    try:
        return _parse(p.read_bytes())
    except FileNotFoundError:
        raise EmendError(f"{p}: no such curation file") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise EmendError(f"{p}: not a valid TOML file: {e}") from None


def _short(source: str) -> str:
    """The key curation entries and record ids use for a source
    (:func:`edition.core.edition.key_of`)."""
    return key_of(source)


def _is_zh(text: str) -> bool:
    return bool(text.strip()) and not HANGUL.search(text)


def _locate(src: str, entry: dict, zh: str, sic: str) -> int | None:
    """Offset of ``sic`` in the Chinese paragraph, per the entry's hints."""
    where = f"{src}:{entry['ko']}"
    if "start" in entry:
        return entry["start"]
    if "after" in entry:
        hits = _find_all(zh, entry["after"])
        k = entry.get("after_occurrence", 1)
        if len(hits) < k:
            raise EmendError(f"{where}: 'after' text {entry['after']!r} not in the Chinese paragraph")
        base = hits[k - 1] + len(entry["after"])
        if not sic:
            return base
        i = _norm(zh).find(_norm(sic), base)
        if i < 0:
            raise EmendError(f"{where}: {sic!r} not found after {entry['after']!r}")
        return i
    if not sic:
        return None
    offset = 0
    hay = zh
    if "within" in entry:
        w = _find_all(zh, entry["within"])
        if not w:
            raise EmendError(f"{where}: 'within' text {entry['within']!r} not in the Chinese paragraph")
        offset = w[entry.get("within_occurrence", 1) - 1]
        hay = zh[offset:offset + len(entry["within"])]
    hits = _find_all(hay, sic)
    if not hits:
        raise EmendError(f"{where}: printed text {sic!r} not found in the Chinese paragraph")
    k = entry.get("occurrence")
    if k is None:
        if len(hits) > 1:
            raise EmendError(f"{where}: printed text {sic!r} occurs {len(hits)} times; "
                             "say which with 'occurrence'")
        k = 1
    return offset + hits[k - 1]


def _readings(cand: Candidate) -> tuple[str | None, str | None]:
    """(printed, proposed) as the commentary quotes them in hanja, when it does."""
    g = cand.groups
    if cand.kind in ("should", "miswritten"):
        return _hanja_of_sub(g), g.get("bh")
    if cand.kind == "error_of":
        return g.get("ah"), g.get("bh")
    if cand.kind == "gap_filled":
        a, b = g.get("ah"), g.get("bh")
        if a and b and a.count("□") == 1:
            return a, a.replace("□", b)
        return a, None
    return g.get("ah"), None


def _in_context(zh: str, sic: str, ctx: str | None) -> list[int]:
    """Where ``sic`` stands in the Chinese paragraph by the words it is quoted in (「진오술(辰午戌)」의
    「술」: the 戌 of the one 辰午戌, where 戌 alone occurs more than once), or []."""
    if not ctx:
        return []
    at = _find_all(zh, ctx)
    if len(at) != 1 or _norm(ctx).count(_norm(sic)) != 1:
        return []
    return [at[0] + _norm(ctx).find(_norm(sic))]


def _auto(src: str, cand: Candidate, lines: list[str]) -> dict | None:
    """A record for a specific hit whose readings are given in hanja, or None."""
    g = cand.groups
    if cand.kind in ("should", "miswritten"):
        sic = _hanja_of_sub(g)
        corr = g.get("bh")
    elif cand.kind == "error_of":
        sic, corr = g.get("ah"), g.get("bh")
    elif cand.kind == "gap_filled":
        sic, corr = g.get("ah"), g.get("bh") or g.get("b")
        if sic is None or "□" not in sic or not corr or HANGUL.search(corr):
            return None
        return {"type": "gap-filled", "sic": "□", "corr": corr, "within": sic, "cert": "high"}
    else:
        return None
    if not sic or not corr:
        return None
    zh_line = cand.ko_line - 2
    if zh_line < 1 or not _is_zh(lines[zh_line - 1]):
        return None
    full = _find_all(lines[zh_line - 1], sic)
    cert = "high"
    if len(full) != 1:
        ctx = _in_context(lines[zh_line - 1], sic, g.get("ah") if g.get("s") else None)
        if ctx:
            full = ctx
        elif len(sic) >= 3 and len(full) > 1:
            # the same words printed more than once (a cast's 三傳 in its prose and in its figure,
            # 「三傳子辰戌。子辰戌，…」): the proposal is marked at each, less sure
            cert = "medium"
        else:
            return None
    p, tsic, tcorr = _trim(sic, corr)
    if not tsic:
        return None
    # a reading that only drops characters is superfluous text (000:189 作造孼 → 作孽)
    return {"type": "surplus" if tcorr == "" else "substitution", "sic": tsic, "corr": tcorr,
            "starts": [x + p for x in full], "cert": cert}


def find_emendations(source_id: str, lines: list[str], *, curation_path: Path | None = None
                     ) -> list[Emendation]:
    """Every emendation the commentary of one source proposes or declines.

    ``lines`` is the source split on ``'\\n'`` (index 0 = line 1).  Records are ordered by
    the Korean paragraph, then by the position of the commentary's words in it; ids are
    ``s000-e001`` … in that order."""
    recs, _, _ = _build(_short(source_id), lines, curation(curation_path))
    return recs


def proposals(source_id: str, lines: list[str], *, curation_path: Path | None = None
              ) -> tuple[list[Emendation], list[Candidate]]:
    """:func:`find_emendations` and :func:`unresolved` from one reading of the source (an
    import reports the proposals no record places)."""
    recs, left, _ = _build(_short(source_id), lines, curation(curation_path))
    return recs, left


def unresolved(source_id: str, lines: list[str], *, curation_path: Path | None = None
               ) -> list[Candidate]:
    """Detector hits consumed by no record and no ``not_emendation`` entry."""
    return _build(_short(source_id), lines, curation(curation_path))[1]


def coverage_gaps(source_id: str, lines: list[str], *, curation_path: Path | None = None
                  ) -> list[tuple[int, str]]:
    """(ko_line, words) for each emendation wording outside every record clause and every
    ``not_emendation`` clause."""
    return _build(_short(source_id), lines, curation(curation_path))[2]


def _build(src: str, lines: list[str], cur: dict):
    """(records, detector hits left unconsumed, uncovered wording) of one source."""
    b = _Build(src, lines)
    for order, e in enumerate(e for e in cur.get("emendation", []) if str(e["source"]) == src):
        b.curated(order, e)
    for e in (e for e in cur.get("not_emendation", []) if str(e["source"]) == src):
        b.not_emendation(e)
    b.automatic()
    left = b.left()
    gaps = b.coverage_gaps()
    b.drafts.sort(key=lambda d: d[:5])
    recs = [Emendation(id=f"s{src}-e{i:03d}", **d[5]) for i, d in enumerate(b.drafts, 1)]
    return recs, left, gaps


def _overlaps(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


class _Build:
    """What :func:`_build` gathers over one source: the detector hits of each Korean paragraph,
    the hits consumed so far, the clauses covered, and the records drafted
    (``(ko, pos, zh_line, start, order, fields)``: curated entries in their order, automatic
    records after them)."""

    def __init__(self, src: str, lines: list[str]):
        self.src, self.lines = src, lines
        self.drafts: list = []
        self.covered: dict = {}        # ko -> list of clause spans
        self.consumed: set = set()
        self.cands_by_ko = {ko: detect(text, ko) for ko, text in enumerate(lines, 1)
                            if HANGUL.search(text) and ko > 1}

    def span_of(self, e: dict) -> tuple[int, int]:
        """Where an entry's ``at`` words are in its Korean paragraph."""
        src, lines, ko = self.src, self.lines, e["ko"]
        if not (1 <= ko <= len(lines)) or not HANGUL.search(lines[ko - 1]):
            raise EmendError(f"{src}:{ko}: not a Korean paragraph")
        i = lines[ko - 1].find(e["at"])
        if i < 0:
            raise EmendError(f"{src}:{ko}: curated words {e['at']!r} not in the paragraph")
        return i, i + len(e["at"])

    def cover(self, ko: int, pos: int) -> str:
        """The clause of paragraph ``ko`` at ``pos``, now covered."""
        clause, c0, c1 = clause_at(self.lines[ko - 1], pos)
        self.covered.setdefault(ko, []).append((c0, c1))
        return clause

    def curated(self, order: int, e: dict) -> None:
        """A curated entry: its readings from the entry, else from the specific hit it is on."""
        src, lines, ko = self.src, self.lines, e["ko"]
        sp = self.span_of(e)
        hits = [c for c in self.cands_by_ko.get(ko, []) if _overlaps(c.span, sp)]
        for c in hits:
            self.consumed.add((ko, c.span, c.kind))
        cand = next((c for c in hits if c.specific), None)
        t = e.get("type")
        if t not in TYPES:
            raise EmendError(f"{src}:{ko}: unknown emendation type {t!r}")
        zh_line = e.get("zh", ko - 2)
        if not (1 <= zh_line <= len(lines)) or not _is_zh(lines[zh_line - 1]):
            raise EmendError(f"{src}:{ko}: line {zh_line} is not a Chinese paragraph")
        sic, corr, start = _curated_readings(src, e, cand, lines[zh_line - 1], zh_line)
        cert = e.get("cert", "high")
        if cert not in CERTS:
            raise EmendError(f"{src}:{ko}: unknown certainty {cert!r}")
        if not e.get("why"):
            raise EmendError(f"{src}:{ko}: curated entry at {e['at']!r} has no justification")
        clause = self.cover(ko, sp[0])
        self.drafts.append((ko, sp[0], zh_line, start or 0, order,
                            dict(type=t, zh_line=zh_line, ko_line=ko, sic=sic, corr=corr,
                                 start=start, cert=cert, clause=clause, note=e.get("note"))))

    def not_emendation(self, e: dict) -> None:
        """Wording that is no emendation: its clause is covered and its hits consumed."""
        sp = self.span_of(e)
        if not e.get("why"):
            raise EmendError(f"{self.src}:{e['ko']}: not_emendation at {e['at']!r} has no "
                             "justification")
        _, c0, c1 = clause_at(self.lines[e["ko"] - 1], sp[0])
        self.covered.setdefault(e["ko"], []).append((c0, c1))
        for c in self.cands_by_ko.get(e["ko"], []):
            if _overlaps(c.span, sp) or (not c.specific and c0 <= c.span[0] < c1):
                self.consumed.add((e["ko"], c.span, c.kind))

    def automatic(self) -> None:
        """Automatic records for the specific hits nobody curated."""
        src, lines = self.src, self.lines
        for ko, cands in self.cands_by_ko.items():
            for c in cands:
                if (ko, c.span, c.kind) in self.consumed or not c.specific:
                    continue
                auto = _auto(src, c, lines)
                if auto is None:
                    continue
                self.consumed.add((ko, c.span, c.kind))
                clause = self.cover(ko, c.span[0])
                zh_line = ko - 2
                zh = lines[zh_line - 1]
                starts = auto.get("starts") or [
                    _locate(src, {"ko": ko, "within": auto["within"]}, zh, auto["sic"])]
                note = None if len(starts) == 1 else (
                    f"the printed words stand {len(starts)} times in the paragraph: the "
                    "proposal is marked at each")
                for start in starts:
                    self.drafts.append((ko, c.span[0], zh_line, start, 10_000,
                                        dict(type=auto["type"], zh_line=zh_line, ko_line=ko,
                                             sic=zh[start:start + len(auto["sic"])],
                                             corr=auto["corr"], start=start, cert=auto["cert"],
                                             clause=clause, note=note)))

    def left(self) -> list[Candidate]:
        """Hits consumed by nothing (a generic hit inside a record's clause is consumed by it)."""
        out = []
        for ko, cands in self.cands_by_ko.items():
            for c in cands:
                if (ko, c.span, c.kind) in self.consumed:
                    continue
                if not c.specific and any(a <= c.span[0] < b for a, b in self.covered.get(ko, [])):
                    continue
                out.append(c)
        return out

    def coverage_gaps(self) -> list[tuple[int, str]]:
        gaps = []
        for ko, text in enumerate(self.lines, 1):
            if ko == 1 or not HANGUL.search(text):
                continue
            for m in WORDING.finditer(text):
                if not any(a <= m.start() < b for a, b in self.covered.get(ko, [])):
                    gaps.append((ko, m.group(0)))
        return gaps


def _curated_readings(src: str, e: dict, cand, zh: str, zh_line: int):
    """(sic, corr, start) of a curated entry: the printed text as printed at its place, the
    proposed reading (None when declined), both trimmed to what differs when taken from the
    detector's hit."""
    ko = e["ko"]
    sic = e.get("sic")
    corr = e.get("corr")
    trim = False
    if sic is None and cand is not None:
        sic, qcorr = _readings(cand)
        trim = e.get("trim", True)
        if corr is None:
            corr = qcorr
    if sic is None:
        raise EmendError(f"{src}:{ko}: curated entry at {e['at']!r} gives no printed text")
    if e.get("declined"):
        corr = None
    start = None if e.get("anchored", True) is False else _locate(src, e, zh, sic)
    if start is not None and _norm(zh[start:start + len(sic)]) != _norm(sic):
        raise EmendError(f"{src}:{ko}: {sic!r} is not at offset {start} of line {zh_line}")
    if start is not None:
        sic = zh[start:start + len(sic)]        # keep the printed form exactly
        if trim and corr and sic:
            p, sic, corr = _trim(sic, corr)
            start += p
    return sic, corr, start


# --------------------------------------------------------------------------- summary

def summary(ed) -> dict:
    """Counts by source and type over an edition (the figures of the README section); a text
    without the Korean commentary (a Kanripo juan) counts none."""
    out = {}
    cur = ed.curation("emendations")
    cur = cur if cur.exists() else None
    for s in ed.sources:
        lines = ed.read_text(s).split("\n")
        recs = find_emendations(s.key, lines, curation_path=cur)
        by_type = {t: sum(r.type == t for r in recs) for t in TYPES}
        out[s.file] = {"total": len(recs), "types": {t: n for t, n in by_type.items() if n},
                       "cert": {c: sum(r.cert == c for r in recs) for c in CERTS},
                       "unresolved": len(unresolved(s.key, lines, curation_path=cur)),
                       "coverage_gaps": len(coverage_gaps(s.key, lines, curation_path=cur))}
    return out


if __name__ == "__main__":       # python -m edition.encode.emend  → the counts table
    import json
    import sys

    from edition.core.edition import select
    s = summary(select())
    if "--json" in sys.argv[1:]:
        print(json.dumps(s, ensure_ascii=False, indent=1, sort_keys=True))
    else:
        print(f"{'source':26} {'total':>5}  {'high/med/low':>12}  types")
        for name, v in s.items():
            c = v["cert"]
            print(f"{name:26} {v['total']:5}  {c['high']:4}/{c['medium']}/{c['low']:<4}  "
                  + ", ".join(f"{t} {n}" for t, n in v["types"].items())
                  + (f"  UNRESOLVED {v['unresolved']}" if v["unresolved"] else "")
                  + (f"  UNCOVERED {v['coverage_gaps']}" if v["coverage_gaps"] else ""))
