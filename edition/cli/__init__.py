"""The `liuren` command line. Thin: each command parses arguments, calls the library, and
turns domain errors into one clear line (exit 2, no traceback).

Commands live in their own modules (``edition/cli/cmd_*.py``) and are imported only when run,
so that ``liuren cast`` does not pay for lxml or sqlite.
"""
from __future__ import annotations

import importlib
import os
import sys
import traceback

import click

# name -> "module:attribute" of a click.Command
COMMANDS: dict[str, str] = {
    "cast": "edition.cli.cmd_engine:cast",
    "table": "edition.cli.cmd_engine:table",
    "init": "edition.cli.cmd_tei:init",
    "import": "edition.cli.cmd_tei:import_",
    "analyse": "edition.cli.cmd_tei:analyse",
    "validate": "edition.cli.cmd_validate:validate",
    "emendations": "edition.cli.cmd_validate:emendations",
    "spirits": "edition.cli.cmd_rules:spirits",
    "jinkou": "edition.cli.cmd_rules:jinkou",
    "build": "edition.cli.cmd_build:build",
    "check": "edition.cli.cmd_check:check",
    "school": "edition.cli.cmd_school:school",
    "index": "edition.cli.cmd_search:index",
    "search": "edition.cli.cmd_search:search",
    "rules": "edition.cli.cmd_search:rules",
    "xref": "edition.cli.cmd_xref:xref", "parallels": "edition.cli.cmd_xref:parallels",
    "collate": "edition.cli.cmd_collate:collate", "text": "edition.cli.cmd_collate:text",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        target = COMMANDS.get(name)
        if target is None:
            return None
        module, attr = target.split(":")
        return getattr(importlib.import_module(module), attr)


DIST = "liuren-edition"          # the distribution name in pyproject.toml


def version() -> str:
    """The installed distribution's version (package metadata); "unknown" when the package is
    run from a folder that was never installed."""
    from importlib.metadata import PackageNotFoundError, version as dist_version
    try:
        return dist_version(DIST)
    except PackageNotFoundError:
        return "unknown (not installed: pip install -e .)"


def _print_version(ctx, _param, value):
    if value and not ctx.resilient_parsing:
        click.echo(f"liuren {version()}")
        ctx.exit(0)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True,
              callback=_print_version, help="Print the version and exit.")
def cli():
    """liuren: a critical edition of the Da Liu Ren (大六壬) texts, with a casting engine
    that checks their worked examples."""


class UserError(Exception):
    """Raised by commands for bad input that is not a domain error (missing file, …)."""


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI, turning bad input into one line on stderr and exit 2."""
    try:
        rv = cli.main(args=argv, prog_name="liuren", standalone_mode=False)
    except click.exceptions.Exit as e:
        return e.exit_code
    except click.Abort:
        click.echo("liuren: aborted", err=True)
        return 1
    except click.ClickException as e:
        msg = e.format_message().replace("\n", " ")
        click.echo(f"liuren: {msg}", err=True)
        return 2
    except (ValueError, UserError, OSError) as e:
        # domain errors (engine.errors.LiurenError is a ValueError), missing files, …
        msg = str(e).replace("\n", " ")
        if isinstance(e, OSError) and getattr(e, "filename", None):
            msg = f"{e.filename}: {e.strerror or e}"
        click.echo(f"liuren: {msg}", err=True)
        return 2
    except Exception as e:                     # noqa: BLE001 - a bug: one line, not a traceback
        if os.environ.get("LIUREN_DEBUG"):
            raise
        where = traceback.extract_tb(e.__traceback__)[-1]
        click.echo(f"liuren: internal error ({type(e).__name__}: {e}) at "
                   f"{os.path.basename(where.filename)}:{where.lineno}; please report it "
                   "(LIUREN_DEBUG=1 shows the traceback)", err=True)
        return 3
    return rv if isinstance(rv, int) else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
