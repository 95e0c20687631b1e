"""The cards of the site (:class:`edition.publish.html.cards.Card`), one per checked item of
the analysis: its worked examples (:class:`edition.analyse.examples.check.Finding`), then its
table cells and claims (:class:`edition.analyse.examples.rules.RuleFinding`), in the order
``liuren check`` lists them. Each card carries the printed, corrected and computed charts laid
out for drawing, the 課 the example resolves to (the analysis's atlas) and the engine's
derivation of its computed chart (the analysis's). Nothing is recast here.
"""
from __future__ import annotations

from dataclasses import dataclass

from edition.analyse.examples.check import Finding
from edition.analyse.examples.model import Claims
from edition.analyse.examples.rules import RuleFinding
from edition.publish.findings import chart_view
from edition.publish.html import atlas as A
from edition.publish.html.cards import Card, card_anchor, chart_layout, claims_layout
from engine.methods import METHOD_NAMES
from engine.options import OPTIONS, PATTERN_OPTIONS

# the statuses whose card says why apart from the explanation: what was not read (partial),
# what was considered (unresolved)
WHY_APART = ("partial", "unresolved")


@dataclass(frozen=True)
class CardContext:
    """What a card needs from the rest of the site: the pages of the sources (by file), the
    rules (by name), the 課 of each example and the derivations."""
    sources: dict               # file → PageSource
    rule_ids: dict              # rule label (漢字) → rule id
    ke: dict                    # example id → {"key": (day, offset)} or {"candidates": n}
    derivations: dict           # example id → the engine's steps


def cards_for(analysis, sources, rules) -> list[Card]:
    """Every checked item of ``analysis`` as a card: the examples, then the table cells and
    claims. ``sources``: the site's :class:`~edition.publish.html.data.PageSource` list;
    ``rules``: the registry's rules as the site lists them (``{"id", "label", …}``)."""
    at = CardContext(sources={s.file: s for s in sources},
                     rule_ids={r["label"]: r["id"] for r in rules},
                     ke=A.example_links(analysis.atlas), derivations=analysis.derivations)
    return ([example_card(f, at) for f in analysis.findings]
            + [rule_card(r, at) for r in analysis.rule_findings])


def _method(comp: dict) -> str:
    names = comp.get("names") or []
    method = comp.get("method") or ""
    method = METHOD_NAMES.get(method, method)
    return "、".join([method, *[n for n in names if n != method]])


def _explanation(f: Finding) -> str:
    """The checker's explanation, why it decided so (apart for :data:`WHY_APART`), the casts of
    an underdetermined example and the Korean reading, in one paragraph."""
    out = [x for x in (f.hypothesis, None if f.status in WHY_APART else f.why) if x]
    sols = f.solutions or []
    if f.status == "underdetermined" and sols:
        out.append(f"{len(sols)} casts agree with what is printed: " +
                   "、".join(str(s.get("notation", s)) for s in sols[:24]) + ("…" if len(sols) > 24 else ""))
    k = f.korean
    if k:
        out.append("Korean reading: " + (k.get("note") or k.get("text") or "") if isinstance(k, dict) else str(k))
    return " ".join(out)


def non_default(options: dict | None) -> tuple:
    """((option, value), …) of ``options`` that differ from the engine's defaults (casting
    and 課體 options, :mod:`engine.options`), in their order."""
    out = []
    for k, v in (options or {}).items():
        opt = OPTIONS.get(k) or PATTERN_OPTIONS.get(k)
        if opt is None or v != opt.default:
            out.append((k, v))
    return tuple(out)


def _book(f: Finding) -> dict:
    """The verdict under the book's own school (:mod:`edition.analyse.examples.school`) and its
    options, when it differs from the verdict under the defaults."""
    if not f.book_status or f.book_status == f.status:
        return {}
    return {"book_status": f.book_status, "book_options": non_default(f.book_options)}


def _rules(comp: dict, at: CardContext) -> tuple:
    """The rules of a computed chart: its method, and the rules its 課體 names are."""
    rules = [comp["method"]] if comp.get("method") else []
    rules += [at.rule_ids[n] for n in comp.get("names") or [] if n in at.rule_ids]
    return tuple(sorted(set(rules)))


def _ke(example_id: str, at: CardContext) -> dict:
    """The card's 課: its page and label when the example resolves to one, else the number of
    its candidates."""
    got = at.ke.get(example_id)
    if got and "key" in got:
        return {"ke": (A.ke_page(*got["key"]), A.ke_label(*got["key"]))}
    return {"ke_candidates": got["candidates"]} if got else {}


def _lay(d: Claims | dict | None) -> dict | None:
    """The layout of printed claims (read by attribute), of a computed chart or of a table
    cell's values; None for nothing."""
    if not d:
        return None
    return claims_layout(d) if isinstance(d, Claims) else chart_layout(d)


def _shown(v):
    """A value as a card without a chart shows it: claims as their dict (``as_dict``)."""
    return v.as_dict() if isinstance(v, Claims) else v


def _card(at: CardContext, *, fid, file, line, name, text, status, printed, corrected,
          computed, hypothesis, **more) -> Card:
    """What every card has, whatever it checks."""
    src = at.sources.get(file)
    comp = computed or {}
    return Card(
        anchor=card_anchor(fid), example_id=str(fid), source=src.id if src else file, file=file,
        line=line, cite=f"{file}:{line}", quote=text or "",
        href=f"src-{src.id}.html#L{line}" if src else None, name=name or "",
        hypothesis=hypothesis or "", status=status,
        title=" · ".join(x for x in (name or "", comp.get("notation") or "") if x) or str(fid),
        method=_method(comp) if comp else "", printed=_lay(printed), corrected=_lay(corrected),
        computed=_lay(comp),
        # a table cell (002) or a 金口訣 claim (004) has no chart: shown as its values
        values={k: _shown(v) for k, v in (("printed", printed), ("corrected", corrected),
                                          ("computed", computed)) if v},
        rules=_rules(comp, at), **_ke(str(fid), at), **more)


def example_card(f: Finding, at: CardContext) -> Card:
    """The card of a checked worked example."""
    ex = f.example
    return _card(at, fid=ex.id, file=ex.source, line=ex.line, name=ex.name, text=ex.text,
                 status=f.status,
                 printed=f.printed_override if f.printed_override is not None else ex.claims,
                 corrected=ex.corrected, computed=f.computed, hypothesis=f.hypothesis,
                 explanation=_explanation(f), n_solutions=len(f.solutions or []),
                 derivation=tuple(at.derivations.get(ex.id, ())),
                 why=f.why if f.status in WHY_APART else "", case_chart=chart_view(f),
                 definitions=tuple((d["name"], d["cite"], d["clause"], d["compiled"],
                                    d.get("unread", "")) for d in f.definitions), **_book(f))


def rule_card(r: RuleFinding, at: CardContext) -> Card:
    """The card (a table row) of a checked 神煞 table cell or 金口訣 claim."""
    return _card(at, fid=r.id, file=r.source, line=r.line, name=r.name, text=r.text,
                 status=r.status, printed=r.printed, corrected=r.corrected,
                 computed=r.computed, hypothesis=r.hypothesis,
                 explanation=" ".join(x for x in (r.hypothesis, r.why) if x))
