"""What the commands share: the ``--edition`` option and short path display."""
from __future__ import annotations

import functools
import os
from pathlib import Path

import click

from edition.core.edition import ENV, select


def edition_option(f):
    """``--edition DIR`` (else ``$LIUREN_EDITION``, else the edition in the current folder,
    else the bundled one); the command receives the :class:`edition.core.edition.Edition` as
    ``ed``."""
    @click.option("--edition", "edition_dir", metavar="DIR", default=None,
                  type=click.Path(path_type=Path),
                  help=f"The edition folder to work on (default: ${ENV}, else the edition in "
                       "the current folder, else the bundled five texts).")
    @functools.wraps(f)
    def wrapper(*args, edition_dir=None, **kw):
        return f(*args, ed=select(edition_dir), **kw)
    return wrapper


def shown(p) -> str:
    """A path as the user should read it: relative to the working directory when near it."""
    p = Path(p).resolve()
    try:
        rel = os.path.relpath(p)
    except ValueError:                 # pragma: no cover - another drive
        return str(p)
    return str(p) if rel.startswith(os.pardir + os.sep + os.pardir) else rel
