"""Worked examples: found (detector + curated file), embedded in the TEI, checked.

    from edition.analyse.examples import find_examples, load_examples, embed_examples
    exs = find_examples("001_6ab3c058adbfb16c", lines)   # detector + tei/curation/examples.toml
    embed_examples(tree, exs)     # seg type="example" around each printed span + fvLib in back
    load_examples()               # from the TEI when embedded, else find_examples over sources/

Ids are stable: ``s001-x143-2`` = the 2nd example on line 143 of seed 001 (in start order), so
adding an example elsewhere never renames one.
Sources of the examples, in order of authority: the curated file ``tei/curation/examples.toml``
(each entry cited; it includes the fully printed layouts of 003 and 000's 成式 boxes, converted
from the printed-examples engineer's transcription ``tests/data/printed_examples.toml``, ids
kept), then the detector (:mod:`edition.analyse.examples.detect`). Corrections: an emendation of
the commentary (``edition.encode.emend``) inside an example's span gives its corrected claims
(the span re-read with the correction applied); curated entries may add their own.
"""
from __future__ import annotations

import copy
import tomllib
from pathlib import Path

from .detect import (find_compressed, find_full, find_inline, find_jinkou, parse_claims)
from .model import CLAIM_KEYS, Example, ExampleError, from_fs

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "sources"
CURATION = ROOT / "tei" / "curation" / "examples.toml"

__all__ = ["Example", "ExampleError", "find_examples", "load_examples", "embed_examples",
           "from_fs", "source_ids", "curation"]


def source_ids() -> list[str]:
    return sorted(p.stem for p in SOURCES.glob("*.txt"))


def _full_id(short: str) -> str:
    for s in source_ids():
        if s.startswith(str(short)):
            return s
    raise ExampleError(f"unknown source {short!r}")


_CACHE: dict = {}


def curation(path: Path | None = None) -> dict:
    p = Path(path or CURATION)
    key = (str(p), p.stat().st_mtime_ns if p.exists() else None)
    if key not in _CACHE:
        data = tomllib.loads(p.read_text(encoding="utf-8")) if p.exists() else {}
        for i, e in enumerate(data.get("example", []) + data.get("not_example", []), 1):
            if not e.get("why"):
                raise ExampleError(f"{p.name}: entry {i} ({e.get('source')}:{e.get('line')}) "
                                   "has no 'why' (every curated entry is cited)")
        _CACHE[key] = data
    return _CACHE[key]


def _is_zh(line: str) -> bool:
    han = sum(1 for ch in line if "\u4e00" <= ch <= "\u9fff")
    hangul = sum(1 for ch in line if "\uac00" <= ch <= "\ud7a3")
    return han > 0 and hangul * 5 < han


def _locate(line: str, match: str, occurrence: int = 1, where: str = "") -> int:
    pos = -1
    for _ in range(occurrence):
        pos = line.find(match, pos + 1)
        if pos < 0:
            raise ExampleError(f"{where}: {match!r} does not occur in the line "
                               f"(occurrence {occurrence})")
    return pos


def _from_printed(pe: dict) -> dict:
    """Claims of a transcribed layout (tests/data/printed_examples.toml)."""
    c: dict = {}
    if pe.get("day"):
        c["day"] = pe["day"]
    if pe.get("jiang") and pe.get("hour"):
        c["jiang"], c["hour"] = pe["jiang"], pe["hour"]
    if pe.get("transmissions"):
        c["transmissions"] = list(pe["transmissions"])
    elif pe.get("initial"):
        c["transmissions"] = [pe["initial"], None, None]
    if pe.get("lessons"):
        c["lessons"] = [{"upper": x[0], "lower": x[1]} for x in pe["lessons"]]
    if pe.get("plate"):
        c["plate"] = dict(pe["plate"])
    if pe.get("names"):
        c["names"] = list(pe["names"])
    if pe.get("method"):
        c["method"] = pe["method"]
    return c


def _raw_examples(source_id: str, lines: list[str]) -> list[dict]:
    """Detector proposals, before curation: dicts with line, start, end, kind, name,
    claims, origin, note."""
    out: list[dict] = []
    for n, line in enumerate(lines, 1):
        if n == 1 or not _is_zh(line):
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
        for s, e, c in find_inline(line):
            if free(s, e):
                add(s, e, "inline", c)
    return out


def _apply_curation(source_id: str, lines: list[str], raw: list[dict],
                    curation_path: Path | None = None) -> list[dict]:
    short = source_id[:3]
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
    from .detect import decode_columns
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
    base["claims"] = claims
    for k in ("kind", "name", "correction", "korean"):
        if k in e:
            base[k] = copy.deepcopy(e[k])
    if "corrected" in e:
        corr = copy.deepcopy(claims)
        for k in e["corrected"].get("unset", []):
            corr.pop(k, None)
        if "layout" in e["corrected"]:
            for k in ("lessons", "plate", "day", "stem"):
                corr.pop(k, None)
            corr.update(_layout_claims(e["corrected"]["layout"]))
        corr.update({k: v for k, v in e["corrected"].items() if k not in ("unset", "layout")})
        if "stem" in e["corrected"]:
            corr.pop("day", None)
        base["corrected"] = corr
    base["note"] = "; ".join(x for x in (base.get("note"), e.get("note"), e["why"]) if x)
    base["origin"] = "curated"


def _auto_corrections(source_id: str, lines: list[str], raw: list[dict]) -> None:
    """An emendation inside an inline example's span: its corrected claims are the span
    re-read with the correction applied."""
    try:
        from edition.encode.emend import find_emendations
        recs = find_emendations(source_id, lines)
    except Exception:                       # the emendation engine is optional here
        return
    for r in raw:
        if r.get("corrected") is not None or r["kind"] not in ("inline",):
            continue
        line = lines[r["line"] - 1]
        span = line[r["start"]:r["end"]]
        ids = []
        text = span
        for rec in sorted((x for x in recs if x.zh_line == r["line"] and x.start is not None
                           and r["start"] <= x.start < r["end"] and x.corr is not None
                           and x.sic), key=lambda x: -x.start):
            a = rec.start - r["start"]
            if text[a:a + len(rec.sic)] != rec.sic:
                continue
            text = text[:a] + rec.corr + text[a + len(rec.sic):]
            ids.append(f"{rec.id} ({short_cite(source_id, rec.ko_line)})")
        if not ids:
            continue
        found = find_inline(text)
        if found:
            c2 = dict(r["claims"])
            c2.update(found[0][2])
            more, _ = parse_claims(text)
            for k in ("plate", "generals"):
                if k in more:
                    c2[k] = more[k]
            if c2 != r["claims"]:
                r["corrected"] = c2
                r["correction"] = "emendation " + ", ".join(sorted(ids))


def short_cite(source_id: str, line: int) -> str:
    return f"{source_id}.txt:{line}"


def find_examples(source_id: str, lines: list[str], *,
                  curation_path: Path | None = None) -> list[Example]:
    """Every worked example of one source: the detector's proposals, the transcribed layouts
    and the curated file merged; ids ``s{seed}-x{line}-{k}`` (k-th on its line, by start)."""
    source_id = Path(source_id).stem
    if len(source_id) == 3:
        source_id = _full_id(source_id)
    raw = _raw_examples(source_id, lines)
    raw = _apply_curation(source_id, lines, raw, curation_path)
    _auto_corrections(source_id, lines, raw)
    raw.sort(key=lambda r: (r["line"], r["start"]))
    out = []
    per_line: dict[int, int] = {}
    for r in raw:
        k = per_line[r["line"]] = per_line.get(r["line"], 0) + 1
        line = lines[r["line"] - 1]
        claims = {k: r["claims"][k] for k in CLAIM_KEYS if k in r["claims"]}
        out.append(Example(
            id=f"s{source_id[:3]}-x{r['line']}-{k}", source=f"{source_id}.txt", line=r["line"],
            start=r["start"], end=r["end"], text=line[r["start"]:r["end"]], kind=r["kind"],
            name=r.get("name") or "", claims=claims, corrected=r.get("corrected"),
            correction=r.get("correction", ""), korean=r.get("korean"),
            note=r.get("note", ""), origin=r.get("origin", "detector"),
            layout=tuple(r.get("layout", ()))))
    return out


def examples_from_sources(source: str | None = None) -> list[Example]:
    out = []
    for sid in source_ids():
        if source and not sid.startswith(source):
            continue
        text = (SOURCES / f"{sid}.txt").read_text(encoding="utf-8")
        out.extend(find_examples(sid, text.split("\n")))
    return out


# --------------------------------------------------------------------------- TEI

def embed_examples(tree, examples: list[Example], rules: dict[str, list[str]] | None = None) -> int:
    """Mark up each example in a TEI tree: wrap its printed span in the Chinese paragraph
    ``p[@n=line]`` in ``<seg type="example" xml:id="{id}" ana="#fs-{id}">`` when the span lies
    in one text node of that paragraph (else point at it from the fs alone), and add the
    feature structures in ``back/div[@type='examples']/fvLib``. ``rules`` (``{id: rule ids}``,
    :func:`edition.analyse.examples.check.example_rules`) adds after the fs pointer the taxonomy ids
    of the rules that produced the example's result: ``ana="#fs-s003-x59-1 #zei_ke
    #yuan_shou"`` (issue 6). Returns the number of segs."""
    from lxml import etree

    from edition.core.tei import NS, T, XML_ID
    root = tree.getroot() if hasattr(tree, "getroot") else tree
    text_el = root.find("tei:text", NS)
    back = text_el.find("tei:back", NS)
    if back is None:
        back = etree.SubElement(text_el, T + "back")
    for old in back.findall("tei:div[@type='examples']", NS):
        back.remove(old)
    for seg in list(root.iterfind(".//tei:body//tei:seg[@type='example']", NS)):
        _unwrap(seg)
    div = etree.Element(T + "div", {"type": "examples"})
    divs = back.findall("tei:div", NS)
    back.insert(back.index(divs[-1]) + 1 if divs else 0, div)
    lib = etree.SubElement(div, T + "fvLib", {"n": "examples"})
    nseg = 0
    for ex in examples:
        fs = ex.to_fs()
        p = root.find(f".//tei:body//*[@xml:id='p{ex.line}']", NS)
        if p is not None and _wrap(p, ex):
            nseg += 1
            ids = (rules or {}).get(ex.id)
            if ids:
                seg = p.find(f".//tei:seg[@xml:id='{ex.id}']", NS)
                seg.set("ana", " ".join([f"#{ex.fs_id}"] + [f"#{r}" for r in ids]))
        else:
            fs.set("corresp", f"#{p.get(XML_ID)}" if p is not None and p.get(XML_ID) else "")
            if not fs.get("corresp"):
                del fs.attrib["corresp"]
        lib.append(fs)
    return nseg


def _unwrap(seg) -> None:
    """Undo a previous embedding: put the seg's content back in its place."""
    parent = seg.getparent()
    i = parent.index(seg)
    text, tail = seg.text or "", seg.tail or ""
    kids = list(seg)
    prev = parent[i - 1] if i > 0 else None

    def add(prev_el, s):
        if prev_el is None:
            parent.text = (parent.text or "") + s
        else:
            prev_el.tail = (prev_el.tail or "") + s
    add(prev, text)
    parent.remove(seg)
    for k, c in enumerate(kids):
        parent.insert(i + k, c)
    last = kids[-1] if kids else prev
    add(last, tail)


def _wrap(p, ex: Example) -> bool:
    """Wrap ex's span (diplomatic character offsets in the printed line) in a
    ``seg type="example"``; the span may hold notes, gaps and emendation markup, but must
    not cut through an element. Returns False (the fs then points at the paragraph) when it
    cannot be placed."""
    from edition.core.tei import T
    if p.tag == T + "list":
        pos = 0
        for item in p.iterchildren(T + "item"):
            n = _dip_len(item, inner=True)
            if pos <= ex.start and ex.end <= pos + n:
                return _wrap_in(item, ex.start - pos, ex.end - pos, ex)
            pos += n
        return False
    if p.tag == T + "table":
        return False
    return _wrap_in(p, ex.start, ex.end, ex)


def _dip_len(el, inner: bool = False) -> int:
    from edition.encode import reader
    if inner:
        return len(reader._text(el, "dip", set()))
    return len(reader._child(el, "dip", set()))


def _wrap_in(cont, s: int, e: int, ex: Example) -> bool:
    from lxml import etree

    from edition.core.tei import T, XML_ID
    kids = [c for c in cont if isinstance(c.tag, str)]
    if len(kids) != len(cont):          # comments / PIs: leave the paragraph alone
        return False
    # text slots: slot 0 = cont.text, slot i = tail of kids[i-1]; child i spans between
    slots = []
    pos = 0
    t0 = cont.text or ""
    slots.append((pos, pos + len(t0)))
    pos += len(t0)
    spans = []
    for c in kids:
        n = _dip_len(c)
        spans.append((pos, pos + n))
        pos += n
        tl = c.tail or ""
        slots.append((pos, pos + len(tl)))
        pos += len(tl)
    # entirely inside one child: recurse into its printed content
    for c, (a, b) in zip(kids, spans):
        if a <= s and e <= b and (a < s or e < b or b - a == e - s) and not (a == s and b == e):
            tag = c.tag
            off = a + (1 if tag == T + "note" and c.get("type") == "interlinear" else 0)
            if tag == T + "choice":
                c = c.find(T + "sic")
            elif tag == T + "app":
                c = c.find(T + "lem")
            elif tag in (T + "gap", T + "supplied", T + "corr"):
                return False
            if c is None:
                return False
            return _wrap_in(c, s - off, e - off, ex)
    ks = next((k for k, (a, b) in enumerate(slots) if a <= s <= b), None)
    ke = next((k for k, (a, b) in reversed(list(enumerate(slots))) if a <= e <= b), None)
    if ks is None or ke is None or ks > ke:
        return False
    seg = etree.Element(T + "seg", {"type": "example", XML_ID: ex.id, "ana": f"#{ex.fs_id}"})
    os_, oe = s - slots[ks][0], e - slots[ke][0]

    def get(k):
        return (cont.text or "") if k == 0 else (kids[k - 1].tail or "")

    def put(k, v):
        if k == 0:
            cont.text = v
        else:
            kids[k - 1].tail = v
    first, last = get(ks), get(ke)
    if ks == ke:
        seg.text = first[os_:oe]
        seg.tail = first[oe:]
        put(ks, first[:os_])
    else:
        seg.text = first[os_:]
        put(ks, first[:os_])
        moved = kids[ks:ke]
        for c in moved:
            seg.append(c)            # moves c (with its tail) into seg
        moved[-1].tail = last[:oe]
        seg.tail = last[oe:]
    cont.insert(ks, seg)
    return True


def examples_from_tei(tree) -> list[Example] | None:
    """The examples embedded in a TEI tree (None when the file has none)."""
    from edition.core.tei import NS, T
    root = tree.getroot() if hasattr(tree, "getroot") else tree
    fss = root.findall(".//tei:back/tei:div[@type='examples']/tei:fvLib/tei:fs", NS)
    if not fss:
        return None
    return [from_fs(fs) for fs in fss if fs.tag == T + "fs"]


def load_examples(source: str | None = None, tei_dir: Path | None = None) -> tuple[list[Example], str]:
    """All examples (or one source's), read from the TEI when embedded there, else found in
    ``sources/``. Returns (examples, where) with where = "tei" | "sources" | "mixed"."""
    from edition.analyse.tables import jinkou_patterns, tree as load_tree
    tei_dir = Path(tei_dir or ROOT / "tei")
    out: list[Example] = []
    kinds = set()
    for sid in source_ids():
        if source and not sid.startswith(source):
            continue
        xml = tei_dir / f"{sid}.xml"
        exs = None
        if xml.exists():
            t = load_tree(xml)
            exs = examples_from_tei(t)
            if exs and any(ex.kind == "jinkou" and not ex.name for ex in exs):
                # the 課體 a 金口訣 example illustrates: the label of its item (004:159 …)
                pats = jinkou_patterns(t)
                exs = [ex.with_(name=pats.get(ex.id, "")) if ex.kind == "jinkou"
                       and not ex.name else ex for ex in exs]
        if exs is None:
            text = (SOURCES / f"{sid}.txt").read_text(encoding="utf-8")
            exs = find_examples(sid, text.split("\n"))
            exs = jinkou_names(exs, text.split("\n"))
            kinds.add("sources")
        else:
            kinds.add("tei")
        out.extend(exs)
    where = kinds.pop() if len(kinds) == 1 else ("mixed" if kinds else "sources")
    return out, where


def jinkou_names(exs: list[Example], lines: list[str]) -> list[Example]:
    """Without the TEI: the 課體 named before a 金口訣 example on its line (004:163
    「奇全課，利進卦。…假令…」)."""
    from edition.analyse.jinkou_text import PATTERN_NAME
    out = []
    for ex in exs:
        if ex.kind == "jinkou" and not ex.name:
            names = [m[1] for m in PATTERN_NAME.finditer(lines[ex.line - 1])
                     if m.start() < ex.start]
            ex = ex.with_(name=names[-1] if names else "")
        out.append(ex)
    return out
