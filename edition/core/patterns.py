"""Compiled patterns kept between runs.

The readers compile about a thousand `regex` patterns when their modules load, and `regex`
parses a pattern in Python: a second of every `liuren` command went to parsing the same
patterns again (scripts/bench_edition.py). A compiled `regex` pattern pickles as its compiled
code (`regex._main._pickle`: `_regex.compile` and the code, no parsing), so :func:`compiled`
keeps each pattern it compiles in one file in the user's cache folder
(:func:`edition.core.edition.cache_dir`: ``$LIUREN_CACHE``, else ``$XDG_CACHE_HOME/liuren-edition``,
else ``~/.cache/liuren-edition``), read on first use and rewritten, atomically, when the process
ends having compiled a pattern it did not hold (merged with what another process wrote meanwhile).

The compiled code is fed to `regex`'s C extension unchecked, so the file is guarded:
- its name holds the cache's format and the versions of `regex`, of its compiled extension (its
  MAGIC, CODE_SIZE, size and time) and of Python: code compiled by another build is never read;
- it opens with a checksum of what follows: a damaged file (a flipped bit once made `_regex`
  loop for ever, a review of the change) is refused before it is unpickled;
- it is unpickled by :class:`_Unpickler`, which builds nothing but `regex` patterns;
- it is read only below :data:`_MAX_BYTES`.

A pattern is keyed by its words, its flags and `regex.DEFAULT_VERSION` (a V1 default compiles
the same words otherwise); LOCALE patterns, which depend on the process's locale, are never
kept. A file that cannot be read is ignored and one that cannot be written is skipped: the cache
only saves time. ``LIUREN_PATTERN_CACHE=0`` turns it off.
"""
from __future__ import annotations

import atexit
import hashlib
import io
import os
import pickle
import sys
from pathlib import Path

import regex
from regex import _regex

from edition.core.atomic import write_bytes
from edition.core.edition import cache_dir

_FORMAT = b"liuren-edition patterns 3\n"
_LIMIT = 3000                # entries kept; past it, only those this process used
_MAX_BYTES = 32_000_000
_held: dict | None = None    # (pattern, flags, default version) → compiled
_used: set = set()
_new = 0
_path: Path | None = None    # found once, at the first use (a later chdir changes nothing)


def _build_tag() -> str:
    ext = Path(_regex.__file__)
    try:
        st = ext.stat()
        built = f"{st.st_size}|{st.st_mtime_ns}"
    except OSError:
        built = "?"
    return (f"{regex.__version__}|{getattr(_regex, 'MAGIC', '?')}|{getattr(_regex, 'CODE_SIZE', '?')}"
            f"|{built}|{sys.version}")


def cache_file() -> Path | None:
    """The file the compiled patterns are kept in, or None when the cache is off or has no
    absolute folder to live in."""
    if os.environ.get("LIUREN_PATTERN_CACHE", "1") == "0":
        return None
    try:
        root = cache_dir()
    except RuntimeError:     # no home folder to find
        return None
    if not root.is_absolute():
        return None
    tag = hashlib.sha256(_FORMAT + _build_tag().encode()).hexdigest()[:16]
    return root / f"patterns-{tag}.pickle"


class _Unpickler(pickle.Unpickler):
    """Builds dicts, tuples, strings and numbers, and `regex` patterns by `_regex.compile`:
    nothing else."""

    def find_class(self, module, name):
        if name == "compile" and module in ("_regex", "regex._regex"):
            return _regex.compile
        raise pickle.UnpicklingError(f"{module}.{name} is not a pattern")


def _read(path: Path | None) -> dict:
    """The patterns kept in ``path``, or {} when it is missing, too large, damaged or of
    another kind."""
    if path is None:
        return {}
    try:
        with path.open("rb") as f:
            head = f.read(len(_FORMAT) + 32)
            if head[:len(_FORMAT)] != _FORMAT or os.fstat(f.fileno()).st_size > _MAX_BYTES:
                return {}
            body = f.read()
        if hashlib.sha256(body).digest() != head[len(_FORMAT):]:
            return {}
        data = _Unpickler(io.BytesIO(body)).load()
    except Exception:                          # noqa: BLE001 - unreadable: compile again
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items()
            if isinstance(k, tuple) and len(k) == 3 and isinstance(v, regex.Pattern)
            and v.pattern == k[0]}


def compiled(pattern: str, flags: int = 0) -> regex.Pattern:
    """``regex.compile(pattern, flags)``, from the cache when it holds it."""
    global _held, _new, _path
    if flags & regex.LOCALE:
        return regex.compile(pattern, flags)
    if _held is None:
        _path = cache_file()
        _held = _read(_path)
        atexit.register(_save)
    key = (pattern, int(flags), int(regex.DEFAULT_VERSION))
    _used.add(key)
    got = _held.get(key)
    if got is None:
        got = _held[key] = regex.compile(pattern, flags)
        _new += 1
    return got


def _save() -> None:
    """Write the cache when this process compiled a pattern it did not hold (at exit), with
    what another process kept meanwhile."""
    if not _new or _held is None or _path is None:
        return
    keep = {**_read(_path), **_held}
    if len(keep) > _LIMIT:
        keep = {k: keep[k] for k in _used if k in keep}
    try:
        body = pickle.dumps(keep, protocol=pickle.HIGHEST_PROTOCOL)
        write_bytes(_path, _FORMAT + hashlib.sha256(body).digest() + body)
    except (OSError, pickle.PicklingError):    # a read-only or full disk: the cache is skipped
        pass
