"""``liuren build [--out DIR]``: the static HTML edition."""
from __future__ import annotations

from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[2]


@click.command()
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path),
              default=None, help="Output folder (default: build/edition/ in the checkout).")
@click.option("--root", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=None, hidden=True, help="Checkout to build from (tests).")
@click.option("--sizes", is_flag=True, help="List every file with its size in bytes.")
def build(out, root, sizes):
    """Build the annotated HTML edition: a static site that works offline (file:// or any
    static server). The previous site is replaced only when the whole build succeeds."""
    from edition.publish.html import build_site
    root = root or ROOT
    out = out or root / "build" / "edition"
    files = build_site(root, out)
    pages = {k: v for k, v in files.items() if k.endswith(".html")}
    if sizes:
        for name, n in files.items():
            click.echo(f"{n:>9}  {name}")
    click.echo(f"{out}: {len(pages)} pages, {len(files)} files, {sum(files.values())} bytes")
