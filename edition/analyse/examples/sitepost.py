"""A static site's post as its Markdown source (Hugo or Jekyll: a round-46 red-team blog post,
tests/data/redteam/liuren_hugo.md), read with every offset kept, before Markdown is:

* the YAML front matter between its 「---」 lines is no text, but a list of casts it holds
  (「casts:」 then 「  - 日: 甲子」, 「    将: 亥」, 「    时: 卯」, 「    三传: 戌午寅」, :21-47) is read as rows
  are, each field said as its column's cell (:func:`.columns.cell_words`), each item one record;
* a shortcode holding a cast (「{{< cast day="丙寅" jiang="申" hour="戌" sanchuan="丑亥酉" >}}」, :89)
  is said as its cells (「丙寅日，申將，戌時，三傳丑亥酉，」); other shortcodes' tags
  (「{{% note %}}」, 「{{% /note %}}」) are blank, their body text; a template's comment
  (「{{/* 旧稿：甲子日亥将卯时，三传戌午申 */}}」, :78, an old wrong draft) is no text;
* a fenced block's program output (「```text」 … 「```」): its labelled lines said as cells
  (「[日] 癸酉   [将] 亥   [时] 午   昼占」, 「三传: 未  子  巳」, 「天将: 朱雀 白虎 贵人」, :142-153), the
  output of one cast one record (:mod:`.printout`).
"""
from __future__ import annotations

import regex

from . import printout
from .columns import column_form
from .wikitext import blocks
from edition.core.patterns import compiled

_FENCE = compiled(r"^\s*(```|~~~)")
_SHORTCODE = compiled(r"\{\{[<%]\s*/?\s*(?P<name>[\w-]+)(?P<attrs>[^{}]*?)\s*[>%]\}\}")
_ATTR = compiled(r'(?P<k>[\w-]+)\s*=\s*"(?P<v>[^"]*)"')
_COMMENT = compiled(r"\{\{/\*.*?\*/\}\}", regex.DOTALL)
_ITEM = compiled(r"^(?P<ind>\s*)(?:-\s+)?(?P<k>[^\s:：]{1,6})\s*[:：]\s*(?P<v>\S.*?)\s*$")
# a shortcode's attributes by the columns they name
_KEYS = {"day": "日", "ri": "日", "jiang": "將", "yuejiang": "將", "hour": "時", "shi": "時",
         "sanchuan": "三傳", "chuan": "三傳", "tianjiang": "天將", "generals": "天將",
         "name": "課名", "kename": "課名", "keti": "課體"}


def is_post(lines: list[str]) -> bool:
    """Whether ``lines`` are a site's post: front matter (「---」 first, its close within 120
    lines) and shortcodes (two at least), or front matter holding a list of casts."""
    if not lines or lines[0].strip() != "---":
        return False
    close = next((k for k in range(1, min(len(lines), 120)) if lines[k].strip() == "---"), None)
    shortcodes = sum(1 for t in lines if "{{<" in t or "{{%" in t)
    return close is not None and shortcodes >= 2


def read(lines: list[str]) -> tuple[list[str], dict]:
    """``lines`` read as a post (module doc), and its records over several lines."""
    text = _COMMENT.sub(lambda m: regex.sub(r"[^\n]", " ", m.group(0)), "\n".join(lines))
    out = text.split("\n")
    spans: dict = {}
    close = next(k for k in range(1, len(lines)) if lines[k].strip() == "---")
    _front_matter(out, close, spans)
    for n, t in enumerate(out):
        if n > close:
            out[n] = _SHORTCODE.sub(_shortcode, t)
    _fences(out, spans, close + 1)
    return out, blocks(spans)




def _front_matter(out: list[str], close: int, spans: dict) -> None:
    """The front matter blank, but the fields of a list of casts said (module doc)."""
    start = None
    for n in range(close + 1):
        t, m = out[n], _ITEM.match(out[n])
        words = printout.said(m["k"], m["v"]) if m and n else None
        said = printout.in_room(t, len(m["ind"]), words) if words else None
        if said:
            out[n] = said
            if t.lstrip().startswith("- "):
                start = n + 1
            if start is not None and column_form(m["k"]) is not None:
                spans[start] = n + 1
        else:
            out[n] = " " * len(t)
            start = None if not (m and m["k"] in ("备注", "備註", "備注")) else start
    for a, b in list(spans.items()):
        if b <= a:
            del spans[a]


def _shortcode(m) -> str:
    attrs = {_KEYS.get(a["k"].lower()): a["v"] for a in _ATTR.finditer(m["attrs"])}
    words = "".join(printout.said(k, v) or "" for k, v in attrs.items() if k)
    room = len(m.group(0))
    return words.ljust(room) if "日" in attrs and len(words) <= room else " " * room


def _fences(out: list[str], spans: dict, start: int) -> None:
    """A fenced block's program output read (:mod:`.printout`)."""
    lines, opened = list(out), None
    for n in range(start, len(lines)):
        if _FENCE.match(lines[n]):
            if opened is not None:
                printout.read_block(lines, out, range(opened + 1, n), spans)
            opened = None if opened is not None else n


__all__ = ["is_post", "read"]
