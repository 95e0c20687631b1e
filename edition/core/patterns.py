"""Compiled patterns kept between runs.

The readers compile about a thousand `regex` patterns when their modules load, and `regex`
parses a pattern in Python: a second of every `liuren` command went to parsing the same
patterns again (scripts/bench_edition.py). A compiled `regex` pattern pickles as its compiled
code (`regex._main._pickle`: `_regex.compile` and the code, no parsing), so
:func:`compiled` keeps each pattern it compiles in one file in the user's cache folder
(:func:`edition.core.edition.cache_dir`: ``$LIUREN_CACHE``, else ``$XDG_CACHE_HOME/liuren-edition``,
else ``~/.cache/liuren-edition``), read on first use and
rewritten, atomically, when the process ends having compiled a pattern it did not hold.

The file is named by the cache's format, `regex`'s version and Python's, so code compiled by
another version is never read. A file that cannot be read is ignored and one that cannot be
written is skipped: the cache only saves time, and a pattern is always the one `regex`
compiles from the same words and flags. ``LIUREN_PATTERN_CACHE=0`` turns it off.
"""
from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import sys
from pathlib import Path

import regex

from edition.core.atomic import write_bytes
from edition.core.edition import cache_dir

_FORMAT = "2"
_LIMIT = 6000                # entries kept; past it, only those this process used
_held: dict | None = None    # (pattern, flags) → compiled, from the file and this process
_used: set = set()
_new = 0


def cache_file() -> Path | None:
    """The file the compiled patterns are kept in, or None when the cache is off."""
    if os.environ.get("LIUREN_PATTERN_CACHE", "1") == "0":
        return None
    try:
        root = cache_dir()
    except RuntimeError:     # no home folder to find
        return None
    tag = f"{_FORMAT}|{regex.__version__}|{sys.version}".encode()
    return root / f"patterns-{hashlib.sha256(tag).hexdigest()[:16]}.pickle"


def _load() -> dict:
    path = cache_file()
    got: dict = {}
    if path is not None and path.is_file():
        try:
            with path.open("rb") as f:
                data = pickle.load(f)
            if isinstance(data, dict):
                got = {k: v for k, v in data.items()
                       if isinstance(v, regex.Pattern) and isinstance(k, tuple)
                       and len(k) == 3 and v.pattern == k[0]}
        except Exception:                      # noqa: BLE001 - a damaged file: compile again
            got = {}
    atexit.register(_save)
    return got


def compiled(pattern: str, flags: int = 0) -> regex.Pattern:
    """``regex.compile(pattern, flags)``, from the cache when it holds it."""
    global _held, _new
    if _held is None:
        _held = _load()
    key = (pattern, flags, regex.DEFAULT_VERSION)   # (V0 or V1 when flags name neither)
    _used.add(key)
    got = _held.get(key)
    if got is None:
        got = _held[key] = regex.compile(pattern, flags)
        _new += 1
    return got


def _save() -> None:
    """Write the cache when this process compiled a pattern it did not hold (at exit)."""
    if not _new or _held is None:
        return
    path = cache_file()
    if path is None:
        return
    keep = _held if len(_held) <= _LIMIT else {k: _held[k] for k in _used}
    try:
        write_bytes(path, pickle.dumps(keep, protocol=pickle.HIGHEST_PROTOCOL))
    except (OSError, pickle.PicklingError):    # a read-only or full disk: the cache is skipped
        pass
