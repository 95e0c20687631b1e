"""`liuren school`: each book's own school, inferred from its worked casts, with the evidence
(:mod:`edition.analyse.examples.school`)."""
from __future__ import annotations

import json

import click

from edition.cli.common import edition_option


@click.command("school")
@click.option("--source", "source", default=None, metavar="S",
              help="Only the book of this source (a book id such as KR3g0031, a source id, "
                   "a key such as 001).")
@click.option("--json", "as_json", is_flag=True,
              help='Print {"books": [{"source", "school", "evidence"}, …]}.')
@edition_option
def school(source, as_json, ed):
    """For each book (the juan of a Kanripo text together, each plain text alone), the school
    options its casts follow: every option value with the casts it wins and loses against the
    defaults, and the values taken (wins ≥ 2 and wins > 2 × losses)."""
    from edition.analyse import run
    from edition.analyse.examples import school as S
    a = run.load(ed)
    books = S.select(a.schools, ed, source)
    click.echo(json.dumps(S.report_json(books), ensure_ascii=False, indent=1) if as_json
               else S.report_text(books))
