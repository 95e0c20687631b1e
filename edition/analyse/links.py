"""Passage ↔ rule links: which passages **define** a rule (state it) and which merely
**mention** it.

For one source, :func:`find_links` reads every non-blank line and returns
``{line: {"defines": [rule ids], "mentions": [rule ids]}}`` (lines without links are absent;
ids in registry order).  How:

* **defines** — a Chinese passage defines a rule when the registry cites it as the rule's
  defining passage (:attr:`edition.analyse.rules.RuleEntry.cites`: e.g. 003:55 defines 賊克, 元首 and
  重審; 000:3 the nine methods; 000:107 三光; the monthly tables of 002 each spirit they
  place; 004:163 奇全課).  The Korean paragraph that translates a defining passage defines the
  rules of it that it names (Chinese or Korean name).
* **mentions** — every other passage where a rule's name occurs, in the printed or the
  corrected text, after search normalisation (:mod:`edition.core.normalize`: 剋/克, 騰/螣, 無淫/蕪淫,
  帷箔/帷簿, simplified forms…), scanning leftmost-longest so that 冬蛇掩目 is not also 蛇掩目,
  nor 帷簿不修 帷簿.  Names of one character (孤, 寡, 定) are never matched as mentions.  Spirits
  (神煞) are matched only in seed 002: elsewhere 白虎, 朱雀, 玄武 … are the twelve generals.  金口訣
  relations (``engine.jinkou.RELATIONS``) are matched in seed 004 by the phrases of
  ``edition.analyse.jinkou_text.CLAIM_GRAMMAR``.
  In a Korean paragraph a Korean name counts only when the rule is linked to its Chinese
  partner, or when it is quoted (「원수」) and names one rule only — 호시 is both 蒿矢 and 虎視.
* **curation** — ``tei/curation/links.toml`` adds defines/mentions and drops wrong ones per
  passage; every entry is applied and checked (unknown ids or lines are errors).
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path

from edition.analyse.rules import RuleError, lookup, registry
from edition.core.edition import key_of
from edition.core.normalize import fold, has_hangul
from edition.core.text import is_korean

# which kinds of rule each source can mention: 002 is the spirits' tables (its 天獄, 天禍 … are
# spirits, not 課體); 004 is the 金口訣, whose 課 names (反吟課, 連茹課 …) are its own rules.
# Any other witness (a book such as 六壬大全) names methods, 課名 and 課體: DEFAULT_SCOPE.
SCOPE = {
    "000": ("method", "subname", "pattern"),
    "001": ("method", "subname", "pattern"),
    "002": ("spirit",),
    "003": ("method", "subname", "pattern"),
    "004": ("jinkou_pattern", "jinkou_relation"),
}
DEFAULT_SCOPE = ("method", "subname", "pattern")


class LinkError(ValueError):
    """A bad curation entry or input: `where: message`."""


def source_key(source_id: str) -> str:
    """``003``, ``003_03e8…`` or ``003_03e8….txt`` → ``003``; another witness's id is its key
    (:func:`edition.core.edition.key_of`)."""
    return key_of(source_id)


def scope(key: str) -> tuple[str, ...]:
    return SCOPE.get(key, DEFAULT_SCOPE)


# --------------------------------------------------------------------------- name tables

@lru_cache(maxsize=1)
def _defines() -> dict[tuple[str, int], list[str]]:
    """(source key, line) → the rules the registry says the passage defines."""
    out: dict[tuple[str, int], list[str]] = {}
    for e in registry().values():
        for c in e.cites:
            f, _, n = c.rpartition(":")
            out.setdefault((key_of(f), int(n)), []).append(e.id)
    return out


def _tables(key: str, curation_path: Path | None = None):
    return _tables_cached(scope(key), str(curation_path or ""),
                          Path(curation_path).stat().st_mtime_ns
                          if curation_path and Path(curation_path).exists() else 0)


@lru_cache(maxsize=16)
def _tables_cached(kinds: tuple[str, ...], curation_path: str, _mtime: int):
    """(Chinese names, Korean names, relation regexes) of the rules of ``kinds``
    (:func:`scope`), minus the curated ``mention_skip`` pairs."""
    reg = registry()
    skip = _skips(Path(curation_path) if curation_path else None)
    zh: dict[str, list[str]] = {}
    ko: dict[str, list[str]] = {}
    relations: list[tuple[str, re.Pattern]] = []
    for e in reg.values():
        if e.kind not in kinds:
            continue
        if e.kind == "jinkou_relation":
            relations.append((e.id, re.compile(e.match)))
            continue
        names = e.names()
        if e.kind == "jinkou_pattern":     # 鬼合 (鬼合課) is also the head of 鬼合身課 (004:159)
            names = tuple(n for n in names if n.endswith("課") or has_hangul(n))
        for n in names:
            k = fold(n)
            if len(k) < 2 or e.id in skip.get(k, ()):
                continue
            t = ko if has_hangul(k) else zh
            if e.id not in t.setdefault(k, []):
                t[k].append(e.id)
    return zh, ko, relations


_PATTERNS: dict[int, tuple[dict, re.Pattern]] = {}


def _pattern(names: dict[str, list[str]]) -> re.Pattern:
    """One alternation of the names, longest first: ``re`` tries the alternatives in order at
    each position, so a match is the leftmost-longest name."""
    got = _PATTERNS.get(id(names))
    if got is None or got[0] is not names:
        rx = re.compile("|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n))))
        got = _PATTERNS[id(names)] = (names, rx)
    return got[1]


def _scan(text: str, names: dict[str, list[str]]) -> list[tuple[int, int, str]]:
    """Leftmost-longest occurrences of ``names`` in folded ``text``: (start, end, name)."""
    if not text or not names:
        return []
    return [(m.start(), m.end(), m.group()) for m in _pattern(names).finditer(text)]


def _curation_data(path: Path | None) -> dict:
    if path is None or not Path(path).exists():
        return {}
    return _parse_curation(str(path), Path(path).stat().st_mtime_ns)


@lru_cache(maxsize=4)
def _parse_curation(path: str, _mtime: int) -> dict:
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise LinkError(f"{path}: {e}") from None


def _skips(path: Path | None) -> dict[str, tuple[str, ...]]:
    """``[mention_skip]``: folded name → rule ids that this name alone does not mention."""
    reg = registry()
    out = {}
    for name, ids in _curation_data(path).get("mention_skip", {}).items():
        for rid in ids:
            if rid not in reg:
                raise LinkError(f"{path}: mention_skip {name!r}: unknown rule id {rid!r}")
        out[fold(name)] = tuple(ids)
    return out


def curation(path: Path | None) -> dict[tuple[str, int], dict[str, list[str]]]:
    """An edition's ``tei/curation/links.toml``: {(source key, line): {"defines", "mentions",
    "drop"}}; ``None`` or a missing file: no curation."""
    data = _curation_data(path)
    reg = registry()
    out: dict[tuple[str, int], dict[str, list[str]]] = {}
    for k, entry in enumerate(data.get("link", []), 1):
        where = f"{path}: link #{k}"
        p = str(entry.get("passage", ""))
        m = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9_.-]*):(\d+)", p)
        if not m:
            raise LinkError(f"{where}: passage {p!r} is not KEY:line (003:55)")
        got = {key: list(entry.get(key, [])) for key in ("defines", "mentions", "drop")}
        for key, ids in got.items():
            for rid in ids:
                if rid not in reg:
                    raise LinkError(f"{where} ({p}): unknown rule id {rid!r} in {key}")
        out[(m.group(1), int(m.group(2)))] = got
    return out


# --------------------------------------------------------------------------- linking

def _lines(lines) -> dict[int, tuple[str, str]]:
    """Normalise the input to {line: (printed, reading)}."""
    out: dict[int, tuple[str, str]] = {}
    if isinstance(lines, str):
        lines = lines.split("\n")
    if isinstance(lines, dict):
        items = lines.items()
    else:
        items = enumerate(lines, 1)
    for n, t in items:
        if isinstance(t, tuple):
            printed, reading = t
        elif hasattr(t, "text") and hasattr(t, "reading"):
            printed, reading = t.text, t.reading
        else:
            printed = reading = t
        if not isinstance(n, int) or n < 1:
            raise LinkError(f"line number {n!r} is not a positive int")
        printed, reading = printed or "", reading or printed or ""
        if printed.strip() or reading.strip():
            out[n] = (printed, reading)
    return out


def _pick(ids, context: set[str]) -> list[str]:
    """A name shared by several rules: the ones linked in ``context`` (the passage's own
    defines, or the Chinese partner's links) if any, else all of them."""
    if len(ids) > 1:
        inner = [r for r in ids if r in context]
        if inner:
            return inner
    return list(ids)


def _zh_links(text: str, zh, relations, context: set[str], raw: str = "") -> set[str]:
    """Rules named in folded ``text``; relations are matched on the ``raw`` (unfolded) text,
    as the engine's patterns are written (「土在兩頭，一木間之」 has a full-width comma)."""
    found: set[str] = set()
    for _, _, name in _scan(text, zh):
        found.update(_pick(zh[name], context))
    for rid, rx in relations:
        if rx.search(raw):
            found.add(rid)
    return found


def _ko_links(text: str, partner: set[str], zh, ko) -> set[str]:
    found = _zh_links(text, zh, [], partner)       # 漢字 in the Korean: 「극적(剋賊)」
    for s, e, name in _scan(text, ko):
        ids = ko[name]
        linked = [r for r in ids if r in partner]
        if linked:
            found.update(linked)
        elif len(ids) == 1 and s > 0 and text[s - 1] in "「『" and e < len(text) \
                and text[e] in "」』":
            found.update(ids)
    return found


def find_links(source_id: str, lines, readings=None, *, folded: dict[int, str] | None = None,
               curation_path: Path | None = None,
               sections: dict[int, list[str]] | None = None) -> dict[int, dict[str, list[str]]]:
    """Links of one source: ``{line: {"defines": [...], "mentions": [...]}}``.

    ``lines``: the source text (a str), its lines (a list, index 0 = line 1), a dict
    {line: text}, or passages (objects with ``.line``-keyed dict, or ``(printed, reading)``
    tuples as values).  ``readings`` optionally gives the corrected text of each line (same
    shapes); names are looked for in both.  A Chinese line's partner is the next non-blank
    Korean line (as the importer pairs them).  ``folded`` ({line: folded search text}, as
    :func:`edition.publish.index.search_text` makes it) saves folding the text again.
    """
    key = source_key(source_id)
    got = _lines(lines)
    if readings is not None:
        rd = _lines(readings)
        got = {n: (p, rd.get(n, (r, r))[1]) for n, (p, r) in got.items()}
    zh, ko, relations = _tables(key, curation_path)
    defines = _defines()
    reg = registry()
    order = {rid: i for i, rid in enumerate(reg)}
    nums = sorted(got)
    lang = {n: "ko" if is_korean(got[n][0]) else "lzh" for n in nums}
    partner_of: dict[int, int] = {}
    for i, n in enumerate(nums):
        if lang[n] == "lzh" and n != 1 and i + 1 < len(nums) and lang[nums[i + 1]] == "ko":
            partner_of[nums[i + 1]] = n
    cur = curation(curation_path)
    fd = {}
    for n in nums:
        if folded is not None and n in folded:
            fd[n] = folded[n]
        else:
            p_, r_ = got[n]
            fd[n] = fold(p_) + ("\n" + fold(r_) if r_ != p_ else "")
    out: dict[int, dict[str, list[str]]] = {}
    zh_found: dict[int, set[str]] = {}
    zh_def: dict[int, set[str]] = {}
    for n in nums:
        if lang[n] != "lzh":
            continue
        f = fd[n]
        zh_def[n] = set(defines.get((key, n), ())) | set(cur.get((key, n), {}).get("defines", [])) \
            | set((sections or {}).get(n, ()))
        zh_found[n] = _zh_links(f, zh, relations, zh_def[n], "\n".join(got[n]))
    for n in nums:
        f = fd[n]
        c = cur.get((key, n), {"defines": [], "mentions": [], "drop": []})
        if lang[n] == "lzh":
            d = set(zh_def[n])
            m = zh_found[n] - d
        else:
            p = partner_of.get(n)
            pf = (zh_found.get(p, set()) | zh_def.get(p, set())) if p else set()
            found = _ko_links(f, pf, zh, ko)
            found |= set(defines.get((key, n), ()))
            d = {r for r in found if p is not None and r in zh_def.get(p, set())}
            d |= set(c["defines"]) | set(defines.get((key, n), ()))
            m = found - d
        m |= set(c["mentions"])
        d -= set(c["drop"])
        m -= set(c["drop"]) | d
        if d or m:
            out[n] = {"defines": sorted(d, key=order.__getitem__),
                      "mentions": sorted(m, key=order.__getitem__)}
    return out


def section_defines(units, kinds=DEFAULT_SCOPE) -> dict[int, list[str]]:
    """A book without curation (六壬大全): the heading that opens the section of a named 課
    (KR3g0031_005.txt:12 「元首課」, :136 「重審課」) and the first paragraph under it (005:13
    「凡一上克下餘課無克為元首課…」, its definition) define the rule the name names — one rule
    of ``kinds`` (a method, a 課名, a 課體), named by the whole heading."""
    reg = registry()
    out: dict[int, list[str]] = {}
    units = list(units)
    for i, u in enumerate(units):
        if u.kind != "head":
            continue
        name = "".join(ch for ch in u.text if not ch.isspace())
        ids = [r for r in lookup(name) if reg[r].kind in kinds] if 2 <= len(name) <= 8 else []
        if len(ids) != 1:
            continue
        out.setdefault(u.line, []).extend(ids)
        body = next((v for v in units[i + 1:] if v.kind != "head"), None)
        if body is not None and body.kind == "p":
            out.setdefault(body.line, []).extend(ids)
    return out


def witness_links(w) -> dict[int, dict[str, list[str]]]:
    """:func:`find_links` over a :class:`edition.analyse.witness.Witness` (printed and
    corrected text of every passage, the edition's curation; for a witness the registry
    does not cite, the sections of named 課 define them, :func:`section_defines`)."""
    cur = w.edition.curation("links")
    units = w.units()
    cited = any(key_of(c.rpartition(":")[0]) == w.key
                for e in registry().values() for c in e.cites)
    return find_links(w.id, {u.line: (u.text, u.reading) for u in units},
                      curation_path=cur if cur.exists() else None,
                      sections=None if cited else section_defines(units, scope(w.key)))


def ana_value(link: dict[str, list[str]]) -> str:
    """The ``@ana`` of a passage: every linked rule, defines first (``#zei_ke #yuan_shou``)."""
    ids = list(dict.fromkeys([*link.get("defines", []), *link.get("mentions", [])]))
    return " ".join("#" + r for r in ids)


__all__ = ["find_links", "witness_links", "ana_value", "curation", "scope", "LinkError",
           "RuleError"]
