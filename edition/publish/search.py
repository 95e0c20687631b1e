"""Search the index by pattern name or by any text (``liuren search``).

    with Searcher(db_path) as s:
        hits = s.search("元首")          # [Hit], defining passages first

A query is folded like the text (:mod:`edition.core.normalize`); when it names a rule (Chinese in
either script, an alias or variant, the Korean name, or the rule id — looked up in the index's
``rule_names``), the passages linked to that rule come first: those that **define** it, then
those that mention it; then every other passage whose printed or corrected text contains the
query.  Queries of 3+ characters use the trigram index, shorter ones the per-character index
(see :mod:`edition.publish.index`).  Any input is safe: the query is only ever a bound parameter or a
quoted FTS5 phrase, never SQL or FTS syntax.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass
from pathlib import Path

from edition.core.normalize import fold, fold_query

from .index import SEP, char_tokens

MARK_OPEN, MARK_CLOSE = "【", "】"
SNIPPET_BEFORE, SNIPPET_AFTER = 24, 48
LANGS = ("lzh", "ko")


class SearchError(ValueError):
    """Bad search input or a missing/old index (one line)."""


@dataclass(frozen=True)
class Hit:
    source: str
    line: int
    lang: str
    kind: str            # "defines" | "mentions"
    snippet: str
    rules: list
    score: float

    def to_json(self) -> dict:
        return asdict(self)


class Hits(list):
    """The hits shown (a list of :class:`Hit`) and ``total``: how many passages matched before
    ``limit`` cut them."""

    def __init__(self, hits=(), total: int | None = None):
        super().__init__(hits)
        self.total = len(self) if total is None else total

    @property
    def cut(self) -> bool:
        return self.total > len(self)

    def to_json(self) -> list[dict]:
        """``[{source, line, lang, kind, snippet, rules, score, total}]``: each hit with the
        number of matching passages (the list holds ``total`` when no limit cut it)."""
        return [dict(h.to_json(), total=self.total) for h in self]

    def lines(self, query: str) -> list[str]:
        """The hits as ``liuren search`` prints them, ending "20 of 30 …" when cut."""
        if not self:
            return [f"no passage matches {query!r}"]
        out = []
        for h in self:
            rules = ",".join(h.rules[:6]) + ("…" if len(h.rules) > 6 else "")
            out.append(f"{h.source}:{h.line} [{h.lang}] {h.kind:<8} {rules}")
            out.append(f"    {h.snippet}")
        if self.cut:
            out.append(f"{len(self)} of {self.total} passages shown (--limit 0 shows all)")
        return out


def fts_phrase(text: str) -> str:
    """``text`` as one FTS5 string (a phrase): double quotes doubled, nothing else special."""
    return '"' + text.replace('"', '""') + '"'


class Searcher:
    def __init__(self, db_path: str | Path):
        p = Path(db_path)
        if not p.exists():
            raise SearchError(f"no index at {p} (build it with: liuren index --db {p})")
        self.conn = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
        try:
            meta = dict(self.conn.execute("SELECT key, value FROM meta"))
        except sqlite3.DatabaseError:
            raise SearchError(f"{p} is not a liuren index (rebuild it with: liuren index "
                              f"--db {p})") from None
        self.max_len = int(meta.get("max_norm_length", "0"))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.conn.close()

    # ----------------------------------------------------------------------- rules

    def resolve(self, query: str) -> list[str]:
        """Rule ids named by ``query`` ([] if it names none)."""
        q = fold_query(query)
        if not q:
            return []
        c = self.conn
        if c.execute("SELECT 1 FROM rules WHERE id = ?", (query.strip(),)).fetchone():
            return [query.strip()]
        cands = [q]
        if len(q) > 2 and q[-1] in "課格":
            cands.append(q[:-1])
        cands.append(q + "課")
        for k in cands:
            rows = c.execute("SELECT n.rule_id FROM rule_names n JOIN rules r ON r.id = n.rule_id "
                             "WHERE n.name = ? ORDER BY r.rowid", (k,)).fetchall()
            if rows:
                return list(dict.fromkeys(r[0] for r in rows))
        return []

    # ----------------------------------------------------------------------- text

    def text_matches(self, q: str) -> list[int]:
        """rowids of passages whose folded text contains ``q`` (already folded)."""
        if not q or len(q) > self.max_len:
            return []
        if len(q) >= 3:
            sql = "SELECT rowid FROM passages_fts WHERE passages_fts MATCH ?"
            arg = fts_phrase(q)
        else:
            toks = char_tokens(q)
            if not toks.strip(SEP + " "):
                # only punctuation: the per-character index cannot tell which; use LIKE
                return [r[0] for r in self.conn.execute(
                    "SELECT rowid FROM passages WHERE instr(norm, ?) > 0", (q,))]
            # the per-character index maps all punctuation to one token: confirm with instr
            sql = ("SELECT c.rowid FROM passage_chars c JOIN passages p ON p.rowid = c.rowid "
                   "WHERE passage_chars MATCH ? AND instr(p.norm, ?) > 0")
            try:
                return [r[0] for r in self.conn.execute(sql, (fts_phrase(toks), q))]
            except sqlite3.OperationalError:
                return [r[0] for r in self.conn.execute(
                    "SELECT rowid FROM passages WHERE instr(norm, ?) > 0", (q,))]
        try:
            return [r[0] for r in self.conn.execute(sql, (arg,))]
        except sqlite3.OperationalError:
            # FTS5 refuses some phrases (e.g. nothing but separators): fall back to instr
            return [r[0] for r in self.conn.execute(
                "SELECT rowid FROM passages WHERE instr(norm, ?) > 0", (q,))]

    # ----------------------------------------------------------------------- search

    def search(self, query: str, *, defines_only: bool = False, source: str | None = None,
               lang: str | None = None, limit: int | None = 20) -> Hits:
        if lang is not None and lang not in LANGS:
            raise SearchError(f"--lang must be one of {', '.join(LANGS)}, not {lang!r}")
        if limit is not None and limit < 0:
            raise SearchError(f"--limit must be 0 or more, not {limit}")
        q = fold_query(query or "")
        if not q:
            return Hits()
        c = self.conn
        rids = self.resolve(query)
        order = {r: i for i, r in enumerate(rids)}
        linked = self._linked(rids)
        text_rows = set(self.text_matches(q))
        keep = self._filter(set(linked) | text_rows, source, lang)
        ranked = _ranked(keep, linked, text_rows, defines_only)
        total = len(ranked)
        if limit:
            ranked = ranked[:limit]
        if not ranked:
            return Hits()
        names = [q] + self._names(rids)
        info = {}
        ph = ",".join("?" * len(ranked))
        for r in c.execute(f"SELECT rowid, source, line, lang, text, reading FROM passages "
                           f"WHERE rowid IN ({ph})", [r for _, r in ranked]):
            info[r[0]] = r
        hits = []
        for neg, rowid in ranked:
            _, src_file, line, plang, text, reading = info[rowid]
            lk = linked.get(rowid)
            if lk:
                rl = sorted(set(lk["defines"]) | set(lk["mentions"]), key=order.__getitem__)
                rl = [r for r in rl if r in lk["defines"]] + [r for r in rl if r not in lk["defines"]]
            else:
                rl = [r[0] for r in c.execute(
                    "SELECT rule_id FROM links WHERE passage_id = ? ORDER BY kind, rowid",
                    (f"{src_file}:{line}",))]
            hits.append(Hit(source=src_file, line=line, lang=plang,
                            kind="defines" if lk and lk["defines"] else "mentions",
                            snippet=snippet(text, reading, names), rules=rl, score=-neg))
        return Hits(hits, total)

    def _linked(self, rids: list[str]) -> dict[int, dict[str, list[str]]]:
        """The passages (rowids) linked to the rules ``rids``: {rowid: {kind: [rule ids]}}."""
        linked: dict[int, dict[str, list[str]]] = {}
        if rids:
            ph = ",".join("?" * len(rids))
            for rowid, rid, kind in self.conn.execute(
                    f"SELECT p.rowid, l.rule_id, l.kind FROM links l JOIN passages p "
                    f"ON p.id = l.passage_id WHERE l.rule_id IN ({ph})", rids):
                linked.setdefault(rowid, {"defines": [], "mentions": []})[kind].append(rid)
        return linked

    def _filter(self, rows: set[int], source: str | None, lang: str | None) -> set[int]:
        """The rows of ``rows`` in ``source`` and of language ``lang`` (both optional)."""
        if not rows or (not source and not lang):
            return rows
        conds, args = [], []
        if source:
            w = source.strip().removesuffix(".txt")
            conds.append("(src = ? OR source = ? OR source LIKE ? ESCAPE '\\')")
            esc = w.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            args += [w, w + ".txt", esc + "%" if len(w) >= 3 else "\x00"]
        if lang:
            conds.append("lang = ?")
            args.append(lang)
        ok = {r[0] for r in self.conn.execute(
            f"SELECT rowid FROM passages WHERE {' AND '.join(conds)}", args)}
        return rows & ok

    def _names(self, rids: list[str]) -> list[str]:
        if not rids:
            return []
        ph = ",".join("?" * len(rids))
        names = [r[0] for r in self.conn.execute(
            f"SELECT DISTINCT name FROM rule_names WHERE rule_id IN ({ph})", rids)]
        return sorted(names, key=lambda n: (-len(n), n))

    # ----------------------------------------------------------------------- rules listing

    def rules(self, name: str | None = None) -> list[dict]:
        """Every rule (or those ``name`` resolves to) with its defining passages, the passages
        that mention it, and its examples with their check status."""
        c = self.conn
        if name:
            ids = self.resolve(name)
            if not ids:
                raise SearchError(f"no rule called {name!r} (try a Chinese name, an alias, the "
                                  "Korean name or an id; `liuren rules` lists them)")
        else:
            ids = [r[0] for r in c.execute("SELECT id FROM rules ORDER BY rowid")]
        out = []
        for rid in ids:
            r = c.execute("SELECT id, kind, zh, ko, aliases, parent, cites, code, code_file, doc "
                          "FROM rules WHERE id = ?", (rid,)).fetchone()
            links = {"defines": [], "mentions": []}
            for src, line, kind in c.execute(
                    "SELECT source, line, kind FROM links WHERE rule_id = ? ORDER BY source, line",
                    (rid,)):
                links[kind].append(f"{src}:{line}")
            exs = [{"id": e[0], "cite": f"{e[1]}:{e[2]}", "name": e[3], "status": e[4]}
                   for e in c.execute(
                       "SELECT e.id, e.source, e.line, e.name, e.status FROM examples e, "
                       "json_each(e.rules) j WHERE j.value = ? ORDER BY e.source, e.line, e.id",
                       (rid,))]
            out.append({"id": r[0], "kind": r[1], "zh": r[2], "ko": r[3],
                        "aliases": json.loads(r[4]), "parent": r[5], "cites": json.loads(r[6]),
                        "code": r[7], "code_file": r[8], "doc": r[9],
                        "defined_in": links["defines"], "mentioned_in": links["mentions"],
                        "examples": exs})
        return out


def _ranked(keep: set[int], linked: dict, text_rows: set[int],
            defines_only: bool) -> list[tuple[float, int]]:
    """(−score, rowid) of the hits, best first: a passage defining the rule 3, mentioning it
    2, matching the text only 1, plus 0.5 for a linked passage that matches the text too.
    Ranked without touching the rows: passages are stored in (source, line) order, so the
    rowid orders ties; only the hits shown are read and given a snippet."""
    ranked = []
    for rowid in keep:
        lk = linked.get(rowid)
        if lk and lk["defines"]:
            base = 3.0
        elif lk:
            base = 2.0
        elif defines_only:
            continue
        else:
            base = 1.0
        if defines_only and base < 3.0:
            continue
        ranked.append((-(base + (0.5 if lk and rowid in text_rows else 0.0)), rowid))
    ranked.sort()
    return ranked


def snippet(text: str, reading: str, names: list[str]) -> str:
    """A window of the printed text (or of the reading, when only it matches) around the first
    occurrence of the first of ``names`` (folded; the query first, then the rule's names) that
    occurs, marked 【…】; the start of the text when none does."""
    texts = [(src, fold(src)) for src in (text, reading or "")]
    for n in names:
        for src, f in texts:
            i = f.find(n) if n else -1
            if i >= 0 and len(f) == len(src):
                s, e = i, i + len(n)
                a = max(0, s - SNIPPET_BEFORE)
                b = min(len(src), e + SNIPPET_AFTER)
                return (("…" if a > 0 else "") + src[a:s] + MARK_OPEN + src[s:e] + MARK_CLOSE
                        + src[e:b] + ("…" if b < len(src) else ""))
    n = SNIPPET_BEFORE + SNIPPET_AFTER
    return text[:n] + ("…" if len(text) > n else "")


def search(db_path, query: str, **kw) -> Hits:
    with Searcher(db_path) as s:
        return s.search(query, **kw)
