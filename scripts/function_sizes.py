"""List the functions of edition/ and engine/ longer than a screen (the house style: ≤ 80 lines).

    python scripts/function_sizes.py            # the functions over 80 lines, longest first
    python scripts/function_sizes.py --max 60   # another limit

A function's length counts its lines from ``def`` to its last line, docstring and comments
included, decorators not. Nested functions are measured on their own and count within the
function that holds them too. tests/test_layout.py fails on any function over 80 lines.
"""
from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("edition", "engine")
LIMIT = 80


class Function(NamedTuple):
    name: str          # qualified: module.Class.function
    path: Path         # relative to the repository
    line: int          # of its ``def``
    lines: int         # its length


def _module(path: Path) -> str:
    parts = list(path.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def functions(root: Path = ROOT, packages=PACKAGES) -> Iterator[Function]:
    """Every function and method of ``packages`` under ``root``, with its length."""
    for pkg in packages:
        for path in sorted((root / pkg).rglob("*.py")):
            rel = path.relative_to(root)
            tree = ast.parse(path.read_text(encoding="utf-8"), str(rel))
            yield from _walk(tree, _module(rel), rel)


def _walk(node: ast.AST, prefix: str, rel: Path) -> Iterator[Function]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            name = f"{prefix}.{child.name}"
            yield Function(name, rel, child.lineno, child.end_lineno - child.lineno + 1)
            yield from _walk(child, name, rel)
        elif isinstance(child, ast.ClassDef):
            yield from _walk(child, f"{prefix}.{child.name}", rel)
        else:
            yield from _walk(child, prefix, rel)


def long_functions(limit: int = LIMIT, root: Path = ROOT, packages=PACKAGES) -> list[Function]:
    """The functions over ``limit`` lines, longest first."""
    return sorted((f for f in functions(root, packages) if f.lines > limit),
                  key=lambda f: (-f.lines, f.name))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max", type=int, default=LIMIT, help=f"the limit (default {LIMIT})")
    args = ap.parse_args()
    found = long_functions(args.max)
    for f in found:
        print(f"{f.lines:5d}  {f.path}:{f.line}  {f.name}")
    print(f"{len(found)} function{'s' * (len(found) != 1)} over {args.max} lines")


if __name__ == "__main__":
    main()
