"""`liuren index`, `liuren search`, `liuren rules`: thin commands over edition.publish.index and
edition.publish.search."""
from __future__ import annotations

import json
from pathlib import Path

import click

from edition.cli.common import edition_option, shown

DB_HELP = ("The index database (default: liuren.db in the edition's build/ folder, or in the "
           "user cache for the bundled edition).")


def _default_db(ed) -> Path:
    from edition.publish.index import default_db
    return default_db(ed)


def _build(db: Path, ed, check: bool = True) -> dict:
    from edition.analyse import run
    from edition.publish.index import build_index, load_corpus
    return build_index(db, corpus=load_corpus(ed), analysis=run.load(ed), check=check)


def _echo_json(obj) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False, indent=2))


def _ensure_index(db: Path, ed) -> None:
    """Build the index when it is missing or was built from another analysis of the edition
    (its text, curation or the toolkit changed; one line on stderr says so)."""
    from edition.analyse.run import fingerprint
    from edition.publish.index import built_from
    if not db.exists() or built_from(db) != fingerprint(ed):
        click.echo(f"liuren: building the index {db} (liuren index)…", err=True)
        _build(db, ed)


@click.command()
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=None, help=DB_HELP)
@click.option("--no-check", is_flag=True,
              help="Do not run the checker: examples are indexed without their status.")
@click.option("--json", "as_json", is_flag=True, help="Print the build statistics as JSON.")
@edition_option
def index(db, no_check, as_json, ed):
    """Build the SQLite index (passages, emendations, examples with their check status, rules,
    links, full text) atomically: into a temporary file, then renamed over DB."""
    stats = _build(db or _default_db(ed), ed, check=not no_check)
    if as_json:
        _echo_json(stats)
        return
    click.echo(f"{shown(stats['db'])}: {stats['passages']} passages, {stats['emendations']} "
               f"emendations, {stats['examples']} examples, {stats['rules']} rules, "
               f"{stats['links']} links ({stats['seconds']:.2f} s, of which examples "
               f"{stats['examples_seconds']:.2f} s)")
    click.echo(stats["examples_note"])


@click.command(context_settings={"ignore_unknown_options": True})
@click.argument("query", nargs=-1, required=True)
@click.option("--defines", "defines_only", is_flag=True,
              help="Only the passages that define the rule QUERY names.")
@click.option("--source", default=None, help="Only this source (its key such as 003, id or file name).")
@click.option("--lang", type=click.Choice(["lzh", "ko"]), default=None,
              help="Only Chinese (lzh) or Korean (ko) passages.")
@click.option("--limit", type=click.IntRange(min=0), default=20, show_default=True,
              help="At most N hits (0: all).")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=None, help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON.")
@edition_option
def search(query, defines_only, source, lang, limit, db, as_json, ed):
    """Search the edition for QUERY: a rule's name (元首, 涉害, 课, 원수, 剋賊 …) or any text
    (several words are searched as one string).
    Passages that define the rule come first, then those that mention it, then other passages
    containing the text. Builds the index first if it is missing."""
    from edition.publish.search import Searcher
    query = " ".join(query)          # unquoted words, and words that look like options (-元)
    db = db or _default_db(ed)
    _ensure_index(db, ed)
    with Searcher(db) as s:
        hits = s.search(query, defines_only=defines_only, source=source, lang=lang, limit=limit)
    if as_json:
        _echo_json(hits.to_json())
    else:
        click.echo("\n".join(hits.lines(query)))


@click.command()
@click.argument("name", required=False)
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=None, help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@edition_option
def rules(name, db, as_json, ed):
    """List every rule (or the rules NAME names) with its code, defining passages, the
    passages that mention it, and its examples with their check status."""
    from edition.publish.search import Searcher
    db = db or _default_db(ed)
    _ensure_index(db, ed)
    with Searcher(db) as s:
        got = s.rules(name)
    if as_json:
        _echo_json(got)
        return
    for r in got:
        ko = f" {r['ko']}" if r["ko"] else ""
        par = f" (of {r['parent']})" if r["parent"] else ""
        click.echo(f"{r['id']}  {r['zh']}{ko}  [{r['kind']}]{par}  {r['code']}  {r['code_file']}")
        if name:
            if r["aliases"]:
                click.echo(f"    aliases: {'、'.join(r['aliases'])}")
            click.echo(f"    defined in: {', '.join(r['defined_in']) or '-'}")
            click.echo(f"    mentioned in: {', '.join(r['mentioned_in']) or '-'}")
            if r["examples"]:
                for e in r["examples"]:
                    click.echo(f"    example {e['id']} {e['cite']} {e['name'] or ''}: "
                               f"{e['status'] or 'not checked'}")
            else:
                click.echo("    examples: -")
        else:
            click.echo(f"    defined in {len(r['defined_in'])}, mentioned in "
                       f"{len(r['mentioned_in'])}, examples {len(r['examples'])}")
