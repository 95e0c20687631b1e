"""The checks of a collation (``tei/collation/<id>.xml``, :mod:`edition.analyse.collation`)
that no schema does: every ``app`` has one ``lem`` and a ``rdg``, and each reading has a
``@wit`` and an ``@n`` naming a line of its raw file that prints the reading's first
character."""
from __future__ import annotations

import unicodedata

from edition.core.tei import NS, XML_ID

from .common import LINE_NO, SOURCE_FILE, Problem, local, printed_text


def check_collation(root, path, probs, source_file) -> None:
    """Every app of a collation's body, and each of its readings (:func:`check_reading`)."""
    for app in root.iterfind(".//tei:body//tei:app", NS):
        kids = [local(c) for c in app if isinstance(c.tag, str)]
        if kids.count("lem") != 1 or "rdg" not in kids:
            probs.append(Problem(path, app.sourceline, f"<app> {app.get(XML_ID)!r} needs "
                                 "one lem and a rdg at least"))
        for r in app:
            if isinstance(r.tag, str):
                check_reading(r, path, probs, source_file)


def check_reading(r, path, probs, source_file) -> None:
    """A ``lem`` or ``rdg``: its ``@wit``, and its ``@n`` (``file:line``) a line of a raw
    file of ``sources/`` printing its first character (a ``g``: its ``&KR…;`` code)."""
    rid = r.get(XML_ID) or local(r)
    if not r.get("wit"):
        probs.append(Problem(path, r.sourceline, f"reading {rid!r} has no @wit"))
    name, _, line = (r.get("n") or "").rpartition(":")
    src = source_file(name) if name and SOURCE_FILE.fullmatch(name) else None
    if src is None or not LINE_NO.fullmatch(line) or int(line) > len(src.lines):
        probs.append(Problem(path, r.sourceline, f"reading {rid!r}: @n={r.get('n')!r} is "
                             "not file:line of a raw file in sources/"))
        return
    first = next((c for c in printed_text(r) if not c.isspace()
                  and not unicodedata.category(c).startswith("P")), None)
    g = r.find("tei:g", NS)
    if first is None and g is not None:
        first = "&" + (g.get("ref") or "#")[1:] + ";"
    if first is not None and first not in src.lines[int(line) - 1]:
        probs.append(Problem(path, r.sourceline, f"reading {rid!r}: {first!r} is not "
                             f"printed on {name}:{line}"))
