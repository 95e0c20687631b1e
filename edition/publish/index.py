"""The SQLite index of the edition (``liuren index``): passages, emendations, examples,
rules and links, with full-text search that works for one- and two-character Chinese queries.

Built with sqlite-utils from an edition's TEI (its passages and emendations, read by
:mod:`edition.analyse.witness`), the rule registry (:mod:`edition.analyse.rules`) and the
edition's analysis (:mod:`edition.analyse.run`: rule links, checked examples, and the blocks
of other witnesses that read otherwise than their base, :func:`witness_rows`).  The schema is
documented in ``docs/readme/65-search.md`` and in :data:`SCHEMA_DOC`; the file opens in
Datasette as is (plain tables, foreign keys, FTS5 tables that Datasette detects).

Full text: SQLite's tokenizers do not segment Chinese, so two indexes over the **folded**
text (:func:`edition.core.normalize.fold`, printed and corrected reading):

* ``passages_fts`` — FTS5 ``trigram`` (substring search, used for queries of 3+ characters);
* ``passage_chars`` — FTS5 ``unicode61`` over the text with every character a token
  (punctuation and spaces become the token :data:`SEP`), so a query of any length is a
  phrase of single characters; used for 1- and 2-character queries (元首, 涉害, 원수).

The build is atomic: written to a temporary file next to the target, then renamed.
"""
from __future__ import annotations

import gc
import json
import os
import sqlite3
import tempfile
import time
from pathlib import Path

import sqlite_utils

from edition.analyse.links import find_links
from edition.analyse.rules import lookup, registry
from edition.analyse.witness import witnesses
from edition.core.edition import key_of
from edition.core.normalize import fold
from edition.encode import reader

SEP = "\ue000"          # token standing for any punctuation or space
READ_SEP = "\ue001"     # token between the printed and the corrected text
CHARS_TOKENIZE = f"unicode61 remove_diacritics 0 tokenchars '{SEP}{READ_SEP}'"
SCHEMA_VERSION = 1


class _Tokens(dict):
    """str.translate table: word characters stay, every other character becomes SEP."""

    def __missing__(self, o: int) -> str:
        c = chr(o)
        v = c if (c.isalnum() or c in (SEP, READ_SEP)) else SEP
        self[o] = v
        return v


_TOKENS = _Tokens()


def char_tokens(folded: str) -> str:
    """Folded text as space-separated single-character tokens (non-word characters → SEP)."""
    return " ".join(folded.translate(_TOKENS))


def search_text(printed: str, reading: str) -> str:
    """The folded search text of a passage: printed, then the reading when it differs."""
    f = fold(printed)
    if reading and reading != printed:
        return f + "\n" + fold(reading)
    return f


def norm_chars(norm: str) -> str:
    """The per-character tokens of a passage's search text (printed, READ_SEP, reading)."""
    return f" {READ_SEP} ".join(char_tokens(part) for part in norm.split("\n"))


# --------------------------------------------------------------------------- collecting rows

def _passage_rows(passages) -> list[dict]:
    by_id = {(p.source, p.id): p for p in passages}
    rows = []
    for p in passages:
        partner = by_id.get((p.source, p.corresp)) if p.corresp else None
        rows.append({
            "id": f"{p.source}:{p.line}", "source": p.source, "src": key_of(p.source),
            "line": p.line, "xml_id": p.id, "lang": p.lang,
            "div": " / ".join(x for x in p.div if x), "text": p.text, "reading": p.reading,
            "partner_line": partner.line if partner else None,
            "translation": partner.text if partner else None,
            "norm": search_text(p.text, p.reading),
        })
    return rows


def witness_rows(analysis) -> list[dict]:
    """The blocks of the other witnesses of each text that its base does not print
    (:attr:`edition.analyse.apparatus.TextApparatus.blocks`), as passages of their own file
    (``WYG/KR3g0031_001.txt:29``): a word one witness reads is found in it. The key is the
    base's, so that ``--source`` of the text finds them too."""
    rows = []
    for app in getattr(analysis, "apparatus", {}).values():
        for b in app.blocks:
            rows.append({
                "id": f"{b.file}:{b.line}", "source": b.file, "src": key_of(app.file),
                "line": b.line, "xml_id": "", "lang": b.lang, "div": "", "text": b.text,
                "reading": b.text, "partner_line": None, "translation": None,
                "norm": search_text(b.text, b.text),
            })
    return rows


def built_from(db_path) -> str | None:
    """The analysis an index was built from (its fingerprint), or None when it cannot be read."""
    try:
        with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'analysis'").fetchone()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def default_db(ed) -> Path:
    """The index of an edition: ``liuren.db`` in its derived folder."""
    return ed.out_dir / "liuren.db"


def load_corpus(ed) -> tuple[list, list[dict]]:
    """(passages, emendations) of every witness of the edition (its TEI)."""
    passages, emendations = [], []
    for w in witnesses(ed):
        passages += w.passages
        emendations += reader.emendations(w.tree)
    return passages, emendations


def _emendation_rows(emendations) -> list[dict]:
    return [{"id": e["id"], "source": e["source"], "line": e["line"],
             "passage_id": f"{e['source']}:{e['line']}", "sic": e["sic"], "corr": e["corr"],
             "type": e["type"], "cert": e["cert"], "commentary_line": e["commentary_line"],
             "commentary": e["commentary"]} for e in emendations]


EXAMPLE_COLUMNS = {"id": str, "source": str, "line": int, "passage_id": str, "kind": str,
                   "text": str, "name": str, "method": str, "rules": str, "status": str,
                   "detail": str}


def example_rows(analysis, check: bool = True) -> tuple[list[dict], str]:
    """Examples with their check status, from the edition's analysis.  Each example is linked
    to the rules that produced its result: the method and 課名 the engine computed for it (the
    printed ones when it was not cast).  Returns (rows, note): where they came from."""
    exs = analysis.examples
    findings = {f.example.id: f for f in analysis.findings} if check else {}
    note = f"{len(exs)} examples from the edition's analysis (tei)"
    note += (", checked by edition.analyse.examples.check.check_all" if check
             else ", not checked (liuren index --no-check)")
    rows = []
    for x in exs:
        f = findings.get(x.id)
        comp = f.computed if f is not None else None
        # the computed chart's method and 課名, else the printed ones
        method, printed = ((comp.get("method"), comp.get("names")) if comp
                           else (x.claims.method, x.claims.names))
        names = [method or ""] + list(printed or []) + [x.name or ""]
        rids: list[str] = []
        for n in names:
            for r in (lookup(n) if n else []):
                if r not in rids:
                    rids.append(r)
        rows.append({"id": x.id, "source": x.source, "line": x.line,
                     "passage_id": f"{x.source}:{x.line}", "kind": x.kind, "text": x.text,
                     "name": x.name or None, "method": method,
                     "rules": json.dumps(rids, ensure_ascii=False),
                     "status": f.status if f is not None else None,
                     "detail": (f.why or None) if f is not None else None})
    return rows, note


# --------------------------------------------------------------------------- build

def build_index(db_path: str | Path, *, corpus: tuple, analysis=None, check: bool = True) -> dict:
    """Build the index at ``db_path`` atomically; return build statistics.

    ``corpus`` = (passages, emendations) (:func:`load_corpus` of an edition; the benchmark
    passes a synthetic one); ``analysis`` (:func:`edition.analyse.run.load`) gives the rule
    links and the examples — without it the links are found here and no example is indexed;
    ``check=False`` leaves the examples' status empty."""
    t0 = time.perf_counter()
    gc_was = gc.isenabled()
    gc.disable()            # a bulk build makes many long-lived objects: no cyclic garbage
    try:
        return _build(Path(db_path), corpus, analysis, check, t0)
    finally:
        if gc_was:
            gc.enable()


def _build(db_path: Path, corpus, analysis, check: bool, t0: float) -> dict:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    ps, ems = corpus
    reg = registry()
    passages = sorted(_passage_rows(ps) + (witness_rows(analysis) if analysis is not None else []),
                      key=lambda r: (r["source"], r["line"]))
    emendations = _emendation_rows(ems)
    link_rows, sources = _link_rows(passages, analysis)
    t_ex = time.perf_counter()
    examples, ex_note = example_rows(analysis, check) if analysis is not None else \
        ([], "examples not indexed")
    t_ex = time.perf_counter() - t_ex
    t_collect = time.perf_counter()

    fd, tmp = tempfile.mkstemp(prefix=".liuren-", suffix=".db.tmp", dir=db_path.parent)
    os.close(fd)
    try:
        conn = sqlite3.connect(tmp)
        conn.execute("PRAGMA journal_mode=OFF")
        conn.execute("PRAGMA synchronous=OFF")
        conn.execute("PRAGMA cache_size=-262144")      # up to 256 MiB: FTS merges in memory
        conn.execute("PRAGMA temp_store=MEMORY")
        db = sqlite_utils.Database(conn)
        _rule_tables(db, reg)
        _passage_table(db, conn, passages)
        _content_tables(db, conn, emendations, examples, link_rows)
        _full_text(conn)
        maxlen = conn.execute("SELECT max(length(norm)) FROM passages").fetchone()[0] or 0
        db["meta"].insert_all([
            {"key": "schema_version", "value": str(SCHEMA_VERSION)},
            {"key": "max_norm_length", "value": str(maxlen)},
            {"key": "sources", "value": json.dumps(sources, ensure_ascii=False)},
            {"key": "examples", "value": ex_note},
            {"key": "analysis", "value": getattr(analysis, "key", "") if analysis else ""},
        ], pk="key")
        conn.commit()
        conn.execute("PRAGMA optimize")
        conn.close()
        os.replace(tmp, db_path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    t1 = time.perf_counter()
    return {"db": str(db_path), "passages": len(passages), "emendations": len(emendations),
            "examples": len(examples), "rules": len(reg), "links": len(link_rows),
            "seconds": round(t1 - t0, 3), "collect_seconds": round(t_collect - t0, 3),
            "examples_seconds": round(t_ex, 3),
            "examples_note": ex_note}


def _link_rows(passages: list[dict], analysis) -> tuple[list[dict], list[str]]:
    """The passage ↔ rule links (the analysis's, else found here) and the sources, sorted."""
    link_rows = []
    by_src: dict[str, dict[int, tuple[str, str]]] = {}
    norms: dict[str, dict[int, str]] = {}
    for p in passages:
        by_src.setdefault(p["source"], {})[p["line"]] = (p["text"], p["reading"])
        norms.setdefault(p["source"], {})[p["line"]] = p["norm"]
    for source in sorted(by_src):
        got = analysis.links.get(source, {}) if analysis is not None else \
            find_links(source, by_src[source], folded=norms[source])
        for line, lk in sorted(got.items()):
            for kind in ("defines", "mentions"):
                for rid in lk[kind]:
                    link_rows.append({"passage_id": f"{source}:{line}", "source": source,
                                      "line": line, "rule_id": rid, "kind": kind})
    return link_rows, sorted(by_src)


def _rule_tables(db, reg: dict) -> None:
    """``rules`` (the registry) and ``rule_names`` (folded name → rule id)."""
    db["rules"].insert_all(
        ({"id": e.id, "kind": e.kind, "zh": e.zh, "ko": e.ko, "parent": e.parent,
          "aliases": json.dumps(list(e.aliases), ensure_ascii=False),
          "cites": json.dumps(list(e.cites), ensure_ascii=False),
          "code": e.code, "code_file": e.code_file, "doc": e.doc} for e in reg.values()),
        pk="id", columns={"id": str, "kind": str, "zh": str, "ko": str, "parent": str,
                          "aliases": str, "cites": str, "code": str, "code_file": str,
                          "doc": str})
    names = []
    seen = set()
    for e in reg.values():
        for n in e.names():
            k = (fold(n), e.id)
            if k[0] and k not in seen:
                seen.add(k)
                names.append({"name": k[0], "rule_id": e.id, "form": n})
    db["rule_names"].insert_all(names, pk=("name", "rule_id"),
                                foreign_keys=[("rule_id", "rules", "id")])


def _passage_table(db, conn, passages: list[dict]) -> None:
    cols = ["id", "source", "src", "line", "xml_id", "lang", "div", "text", "reading",
            "partner_line", "translation", "norm"]
    db["passages"].create({"id": str, "source": str, "src": str, "line": int, "xml_id": str,
                           "lang": str, "div": str, "text": str, "reading": str,
                           "partner_line": int, "translation": str, "norm": str},
                          pk="id", column_order=cols)
    conn.executemany(f"INSERT INTO passages ({', '.join(cols)}) VALUES "
                     f"({', '.join(':' + c for c in cols)})", passages)
    db["passages"].create_index(["source", "line"], unique=True)


def _content_tables(db, conn, emendations, examples, link_rows) -> None:
    """``emendations``, ``examples`` and ``links``, each pointing to its passage."""
    db["emendations"].insert_all(
        emendations, pk="id",
        columns={"id": str, "source": str, "line": int, "passage_id": str, "sic": str,
                 "corr": str, "type": str, "cert": str, "commentary_line": int,
                 "commentary": str},
        foreign_keys=[("passage_id", "passages", "id")])
    db["examples"].create(EXAMPLE_COLUMNS, pk="id",
                          foreign_keys=[("passage_id", "passages", "id")])
    db["examples"].insert_all(examples)
    db["links"].create({"passage_id": str, "source": str, "line": int, "rule_id": str,
                        "kind": str}, pk=("passage_id", "rule_id"),
                       foreign_keys=[("passage_id", "passages", "id"),
                                     ("rule_id", "rules", "id")])
    conn.executemany("INSERT INTO links (passage_id, source, line, rule_id, kind) "
                     "VALUES (:passage_id, :source, :line, :rule_id, :kind)", link_rows)
    db["links"].create_index(["rule_id", "kind"])


def _full_text(conn) -> None:
    """Trigram over the folded text, external content (Datasette sees passages_fts as the
    search index of passages), and one token per character; each merged once at the end."""
    conn.execute("CREATE VIRTUAL TABLE [passages_fts] USING FTS5 ([norm], "
                 "tokenize='trigram', content=[passages])")
    conn.execute("INSERT INTO passages_fts(passages_fts, rank) VALUES ('automerge', 0)")
    conn.execute("INSERT INTO passages_fts(rowid, norm) SELECT rowid, norm FROM passages")
    conn.execute("INSERT INTO passages_fts(passages_fts) VALUES ('optimize')")
    conn.execute(f"CREATE VIRTUAL TABLE passage_chars USING fts5(chars, "
                 f"columnsize=0, tokenize=\"{CHARS_TOKENIZE}\")")
    conn.execute("INSERT INTO passage_chars(passage_chars, rank) VALUES ('automerge', 0)")
    conn.executemany("INSERT INTO passage_chars(rowid, chars) VALUES (?, ?)",
                     ((r, norm_chars(n)) for r, n in
                      conn.execute("SELECT rowid, norm FROM passages")))
    conn.execute("INSERT INTO passage_chars(passage_chars) VALUES ('optimize')")


SCHEMA_DOC = {
    "passages": "one row per passage (a non-blank line of a plain witness, a paragraph of a "
                "Kanripo one; a block of another witness of a text where it reads otherwise "
                "than the base, its file WYG/…): id ('file:line'), source (file name), src (its key: '000'…), line, xml_id (TEI @xml:id), lang ('lzh'|'ko'), div (enclosing "
                "divisions), text (printed), reading (corrected), partner_line and translation "
                "(the paired paragraph), norm (folded search text)",
    "passages_fts": "FTS5 trigram index of passages.norm (queries of 3+ characters)",
    "passage_chars": "FTS5 unicode61 index, one token per character (rowid = passages.rowid)",
    "emendations": "every emendation of the commentary (edition.encode.reader.emendations)",
    "examples": "worked examples with check status (the edition's analysis)",
    "rules": "the rule registry (edition.analyse.rules)",
    "rule_names": "folded name → rule id (names, aliases, variants, Korean)",
    "links": "passage ↔ rule, kind 'defines' or 'mentions' (edition.analyse.links)",
    "meta": "schema_version, max_norm_length, sources, examples note, analysis (the fingerprint of "
            "the analysis it was built from: a search rebuilds an index built from another)",
}
