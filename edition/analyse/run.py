"""The analysis of an edition, computed from its encoded text: one :class:`Analysis`.

    a = analyse(ed)            # every witness: examples, checks, rule links, parallels
    a = load(ed)               # the same, from the cache when nothing it depends on changed

What it holds (each computed by its own module, in this order):

* the worked examples of every witness (:mod:`edition.analyse.examples`), checked against the
  engine (:mod:`edition.analyse.examples.check`); an example the checker cannot decide, or on
  which it fails, is ``not-checkable`` with the reason — an analysis never fails a witness;
* the monthly spirit cells and the 金口訣 relation claims of the witnesses that print them
  (:mod:`edition.analyse.examples.rules`);
* the 課體 each witness defines in its own words (:mod:`edition.analyse.examples.definitions`);
* each book's own school (:mod:`edition.analyse.examples.school`), its own definitions among
  it, and every example's verdict under it;
* the rules each example's result comes from (:func:`edition.analyse.examples.check.rule_ids`);
* passage ↔ rule links (:mod:`edition.analyse.links`);
* parallel passages across all witnesses (:mod:`edition.analyse.parallels`);
* the apparatus of each text with other witnesses (:mod:`edition.analyse.apparatus`): its
  variant sites placed in the base's blocks, and the other witnesses' blocks the base does
  not print;
* what the pages show of the checked examples (:func:`derive`): each example resolved to its
  課 (:func:`edition.analyse.xref.printings`), the 720-課 atlas with the charts of every 課
  (:func:`edition.analyse.xref.atlas`), and the engine's derivation of each computed chart
  (:func:`edition.analyse.examples.check.derivation`). The site renders these; it casts
  nothing.

The result is kept in the edition's derived folder (``build/cache/`` of an edition, a user
cache directory for the bundled one), keyed by the edition's text layer, its curation and the
toolkit's code, so a changed input is never served stale. ``liuren analyse`` writes it as the
edition's TEI stand-off layer (:mod:`edition.analyse.standoff`).
"""
from __future__ import annotations

import gc
import hashlib
from functools import lru_cache
import pickle
from dataclasses import dataclass, field

from edition.core.atomic import write_bytes
from edition.core.edition import Edition, package_root

from . import evidence
from .apparatus import apparatus
from . import links as L
from .examples import definitions, school, stated
from .examples.grammar import canonical_name
from . import parallels as P
from . import xref
from .examples import witness_examples
from .examples.check import check_all, derivation, rule_ids
from .examples.rules import check_rules
from .witness import witnesses

CACHE_VERSION = "1"


@dataclass
class Analysis:
    """Everything the analysis stage computes for an edition (no lxml trees: picklable)."""
    sources: list[str]                                   # file names, manifest order
    examples: list = field(default_factory=list)         # Example
    findings: list = field(default_factory=list)         # Finding, one per example
    rule_findings: list = field(default_factory=list)    # RuleFinding (table cells, claims)
    example_rules: dict = field(default_factory=dict)    # example id → rule ids
    links: dict = field(default_factory=dict)            # file → {line: {defines, mentions}}
    parallels: list = field(default_factory=list)        # parallels.Parallel
    apparatus: dict = field(default_factory=dict)        # file → apparatus.TextApparatus
    passages: dict = field(default_factory=dict)         # file → {line: (text, lang)}
    ids: dict = field(default_factory=dict)              # file → {line: xml:id of its passage}
    discussions: dict = field(default_factory=dict)      # 課名/method → defining passages (xref)
    schools: list = field(default_factory=list)          # examples.school.School, one a book
    definitions: dict = field(default_factory=dict)      # file → the 課體 it defines itself
    stated: dict = field(default_factory=dict)           # file → the school its book states
    printings: list = field(default_factory=list)        # xref.Printing, one per example
    atlas: dict = field(default_factory=dict)            # (day, offset) → xref.entry, all 720
    derivations: dict = field(default_factory=dict)      # example id → engine.explain steps
    key: str = ""                                        # :func:`fingerprint` of its inputs
    warnings: list = field(default_factory=list)         # "file: what could not be analysed"


def analyse(ed: Edition) -> Analysis:
    """The whole analysis of ``ed``'s encoded text (see the module doc)."""
    # the analysis makes millions of small objects and frees few: the collector's default
    # threshold (700 allocations) has it walk the young objects thousands of times for
    # nothing. A larger one for the analysis saves a tenth of its time
    # (scripts/bench_edition.py); the caller's is restored after.
    old = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    try:
        return _analyse(ed)
    finally:
        gc.set_threshold(*old)


def _analyse(ed: Edition) -> Analysis:
    ws = witnesses(ed)
    a = Analysis(sources=[w.file for w in ws])
    texts = {}
    for w in ws:
        texts[w.file] = w.lines
        a.passages[w.file] = {u.line: (u.text, u.lang) for u in w.units()}
        a.ids[w.file] = {u.line: u.id or f"p{u.line}" for u in w.units()}
        try:
            a.examples.extend(witness_examples(w))
        except ValueError as e:                # a broken curation entry: say which, go on
            a.warnings.append(f"{w.file}: examples not read: {e}")
        a.definitions[w.file] = definitions.find(w.units(), w.file, canonical_name)
        a.stated[w.file] = stated.find(w.units(), w.file)
        try:
            a.links[w.file] = L.witness_links(w)
        except ValueError as e:
            a.warnings.append(f"{w.file}: rule links not made: {e}")
    a.stated = school.by_book(ed, a.stated)            # (a statement holds for its whole book)
    said = {f: stated.values(v) for f, v in a.stated.items()}
    a.findings = check_all(a.examples, texts, said)    # an example it cannot check: not-checkable
                                                       # each book's own school, and the
    a.schools = school.schools(ed, a.examples,         # verdicts under it (book_status)
                               a.definitions, a.stated)
    school.add_book_verdicts(a.findings, a.examples, ed, a.schools)
    recs = {w.file: w.emendation_records for w in ws}
    a.parallels = P.find_parallels(P.witness_units(ws), records=recs)
    a.apparatus, cols, warnings = apparatus(ed)
    a.warnings += warnings
    # other witnesses' and parallel passages' readings of the casts the print gets wrong
    a.warnings += evidence.weigh(ed, a.findings, a.examples, a.passages, a.parallels, cols,
                                 said)
    for w in ws:
        try:
            a.rule_findings.extend(check_rules([w.tree]))
        except ValueError as e:                # a table or list not in the expected shape
            a.warnings.append(f"{w.file}: tables and claims not checked: {e}")
    for f in a.findings:
        ids = rule_ids(f)
        if ids:
            a.example_rules[f.example.id] = ids
    a.discussions = xref.discussions(a)
    return derive(a)


def derive(a: Analysis) -> Analysis:
    """What ``a``'s checked examples give the pages, set on ``a``: each example resolved to
    its 課 (``printings``), the 720 課 with their 晝 and 夜 charts and their printings compared
    (``atlas``), and the steps by which the engine reaches each computed chart
    (``derivations``, by example id)."""
    a.printings = xref.printings(a)
    a.atlas = xref.atlas(a.printings, a.discussions)
    a.derivations = {f.example.id: steps for f in a.findings if (steps := derivation(f))}
    return a


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the toolkit's own code (``engine`` and ``edition``): a cached analysis made
    by other code is never used. Taken once per process, so that a process whose files change
    under it (a checkout updated while it runs) never files its analysis under the new code."""
    h = hashlib.sha256(CACHE_VERSION.encode())
    root = package_root()
    for pkg in ("engine", "edition"):
        for p in sorted((root / pkg).rglob("*.py")):
            h.update(p.relative_to(root).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


_MEMO: dict[str, Analysis] = {}


def fingerprint(ed: Edition) -> str:
    """What an analysis of ``ed`` depends on: its TEI, curation and manifest, and the code."""
    return ed.fingerprint(code_fingerprint())[:24]


def load(ed: Edition, *, refresh: bool = False) -> Analysis:
    """The analysis of ``ed``, from memory or the derived folder's cache when its inputs
    (the edition's TEI, curation and manifest, the toolkit's code) are unchanged, else
    computed and cached (a cache that cannot be written is skipped, never an error)."""
    key = fingerprint(ed)
    if not refresh and key in _MEMO:
        return _MEMO[key]
    path = ed.out_dir / "cache" / f"analysis-{key}.pickle"
    if not refresh and path.is_file():
        try:
            with path.open("rb") as f:
                got = pickle.load(f)
            if isinstance(got, Analysis):
                _MEMO[key] = got
                return got
        except Exception:                      # noqa: BLE001 - a damaged cache is rebuilt
            pass
    got = analyse(ed)
    got.key = key
    _MEMO.clear()
    _MEMO[key] = got
    try:
        for old in path.parent.glob("analysis-*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
        write_bytes(path, pickle.dumps(got, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        pass
    return got
