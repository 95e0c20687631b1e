"""``liuren build [--out DIR]``: the static HTML edition."""
from __future__ import annotations

from pathlib import Path

import click

from edition.cli.common import edition_option, shown


@click.command()
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path),
              default=None, help="Output folder (default: build/edition/ of the edition; for the "
                                 "bundled edition, a folder in the user cache).")
@click.option("--sizes", is_flag=True, help="List every file with its size in bytes.")
@edition_option
def build(out, sizes, ed):
    """Build the annotated HTML edition: a static site that works offline (file:// or any
    static server). The previous site is replaced only when the whole build succeeds."""
    from edition.publish.html import build_site
    out = out or ed.out_dir / "edition"
    files = build_site(ed, out)
    pages = {k: v for k, v in files.items() if k.endswith(".html")}
    if sizes:
        for name, n in files.items():
            click.echo(f"{n:>9}  {name}")
    click.echo(f"{shown(out)}: {len(pages)} pages, {len(files)} files, {sum(files.values())} bytes")
