"""The detector: propose worked examples from a source's wording.

Three shapes are recognised in a Chinese paragraph:

* **inline** cases (seed 001 has dozens): a day expression — ``乙亥日``, ``乙亥晝占``, ``六乙日``,
  ``甲乙日`` — optionally preceded by ``壬子年戊申月`` and followed by ``申時巳將`` — opens an
  example; it runs to the next day expression (or the paragraph's end) and is trimmed after its
  last claim. Claims read inside it: ``三傳未卯亥`` (001:23), ``初傳寅``/``末傳子`` (001:31),
  ``干上子``/``支上酉`` (001:23, 001:43), ``一課子乙`` (001:39), ``X加Y``/``X臨Y`` (001:83),
  ``X加干``, ``X乘龍``/``朱乘巳``/``晝將乘朱`` (001:3), ``申作虎鬼`` (001:79), ``丑貴加子順行``
  (001:59), ``晝占``/``夜占``/``晝貴``/``夜貴`` (晝/夜), ``返吟``/``伏吟`` (offset 6/0), ``昴星``,
  ``X發用`` (初傳). An example with no claim about the chart (``甲乙日春占``) is not proposed.
* **full** layouts (003:59): 三傳, the 四課 rows read right to left, the 12-branch ring;
* **compressed** index entries (000:19–43, printed twice 000:59–77): ``名（三傳）（三傳）`` then
  the layout read **column by column, right to left**: column 1 = 第一課 upper, the day stem,
  then the heavenly branches over 申 酉 戌 亥; column 2 = 第二課 upper and lower, over 未 子;
  column 3 = 第三課 upper and lower (the day branch), over 午 丑; column 4 = 第四課 upper and
  lower, over 巳 辰 卯 寅 (decoded from 000:23 涉害 against 003:87, whose 四課 and ring it
  prints). Columns are often cut short or displaced (000:21 Korean: 오탈·착행); the naive
  decoding here is refined by hand in ``tei/curation/examples.toml``.
* **jinkou** (004:159–239): ``假令十二月，庚子日，戌時，戌位，丙火、玄武水、神后水、戌土``.

Glyphs in a slot have engine/lexicon.py's policy, as in the Kanripo reader (:mod:`.prose`):
a variant is read silently (夘 for 卯), a reading is read and recorded in ``glyphs`` (已 for 巳
and the look-alike of 戌 in a branch slot; 巳/已 for 己 in a stem slot: 第一課's lower), a
look-alike (末 for 未, 牛 午, 了 子) is kept as printed and the checker reports it.
"""
from __future__ import annotations

import regex

from edition.analyse.jinkou_text import EXAMPLE
from engine import jinkou as jk
from engine import lexicon as lx
from engine.values import (BRANCH_NAMES, STEM_NAMES, branch_name, parse_branch, parse_month,
                           parse_stem, stem_name)

from . import grammar
from .prose import find_casts
from .vocab import _HN, HOUR_NAMES, normalise

B = BRANCH_NAMES
S = STEM_NAMES
# glyphs of a branch slot (not a stem: 己 there is the stem): read, or kept as printed
READ = {a: b for a, b in lx.glyphs("branch", "variant", "reading").items() if a not in S}
LOOKALIKE = {a: b for a, b in lx.glyphs("branch", "lookalike").items() if a not in S}
BX = B + "".join(READ) + "".join(LOOKALIKE)          # a branch slot as printed


def parse_claims(text: str) -> tuple[dict, int]:
    """The claims of one example's text and the end of the last claim (0 if none), read by
    the grammar of claims (:mod:`.grammar`), the same for every witness format."""
    res = grammar.read(normalise(text))
    return {k: v for k, v in res.claims.items() if k != "glyphs"}, res.last


def find_inline(line: str, before: dict | None = None) -> list[tuple[int, int, dict]]:
    """Inline examples of one Chinese line: (start, end, claims), read by the grammar of
    running text (:mod:`.prose`, :mod:`.grammar`), the same for every witness format.
    ``before``: the claims of the last cast read before the line (what 前例/前日 refer to)."""
    return [(c.start, c.end, c.claims) for c in find_casts(line, before)]


# --- full layouts (003) and compressed entries (000) ---------------------------------------

_FULL = regex.compile(
    rf"(?P<t>[{B}][，、]?[{B}][，、]?[{B}])[，。]\s*(?P<u>[{B}]{{4}})[，、](?P<l>[{B}]{{3}}[{S}])[，。]"
    rf"(?:\s*(?P<ring>[{B}]{{4}}、[{B}]{{2}}、[{B}]{{2}}、[{B}]{{4}}))?")
RING_SEATS = "巳午未申辰酉卯戌寅丑子亥"   # the order a printed ring lists the seats


def full_claims(m) -> dict:
    t = regex.sub(r"[，、]", "", m.group("t"))
    u, lo = m.group("u"), m.group("l")
    c = {"day": lo[3] + lo[1], "transmissions": list(t),
         "lessons": [{"upper": u[3 - i], "lower": lo[3 - i]} for i in range(4)]}
    if S.index(lo[3]) % 2 != B.index(lo[1]) % 2:
        del c["day"]
        c["stem"] = lo[3]
    if m.group("ring"):
        ring = m.group("ring").replace("、", "")
        c["plate"] = {seat: h for seat, h in zip(RING_SEATS, ring)}
    return c


def find_full(line: str) -> list[tuple[int, int, dict]]:
    return [(m.start(), m.end(), full_claims(m)) for m in _FULL.finditer(line)]


_COMPRESSED = regex.compile(
    rf"(?P<name>[^\s（）、。，：]{{2,4}}?)(?:（(?P<t>[{B}]{{3}})）)(?P<name2>[^\s（）、。，]{{0,2}})"
    rf"(?:（(?P<t2>[{B}]{{3}})）)?(?P<body>[^。（]*)")
COLUMNS = (("l1u", "stem", "申", "酉", "戌", "亥"), ("l2u", "l2l", "未", "子"),
           ("l3u", "l3l", "午", "丑"), ("l4u", "l4l", "巳", "辰", "卯", "寅"))


def decode_columns(groups: list[str], columns: list[int] | None = None) -> dict:
    """Claims from the column groups of a compressed entry. `columns`: the column (1–4) of
    each group (default: by shape — a group whose second item is a stem is column 1, a
    six-item group with a branch there is column 4, the others columns 2 and 3 in order)."""
    if columns is None:
        columns = _columns_by_shape(groups)
    lessons: list = [None, None, None, None]
    plate: dict = {}
    c: dict = {}
    for g, col in zip(groups, columns):
        if not col:
            continue
        slots = COLUMNS[col - 1]
        for slot, ch in zip(slots, g):
            if ch == "·":          # a curated placeholder: the printed item is lost
                continue
            if slot == "stem":
                c["stem"] = ch
                lessons[0] = dict(lessons[0] or {}, lower=ch)
            elif slot[0] == "l":
                i = int(slot[1]) - 1
                lessons[i] = dict(lessons[i] or {}, **{"upper" if slot[2] == "u" else "lower": ch})
            else:
                plate[slot] = ch
    if lessons[2] and "lower" in lessons[2] and "stem" in c:
        st, br = c["stem"], lessons[2]["lower"]
        if st in S and br in B and S.index(st) % 2 == B.index(br) % 2:
            c["day"] = st + br
            del c["stem"]
    if any(lessons):
        c["lessons"] = lessons
    if plate:
        c["plate"] = {k: plate[k] for k in B if k in plate}
    return c


def _columns_by_shape(groups: list[str]) -> list[int]:
    """The column (1–4) of each group of a compressed entry by its shape (see
    :func:`decode_columns`)."""
    columns = []
    nxt = 1
    for g in groups:
        if len(g) > 1 and g[1] in S:
            col = 1
        elif len(g) >= 5:
            col = 4
        else:
            col = min(max(nxt, 2), 3)
        columns.append(col)
        nxt = col + 1
    return columns


def find_compressed(line: str) -> list[tuple[int, int, dict, str]]:
    out = []
    for m in _COMPRESSED.finditer(line):
        name = (m.group("name") + (m.group("name2") or "")).strip("　 ")
        groups = [g for g in regex.split(r"[、，]", m.group("body")) if g]
        chars = "".join(groups)
        if (len(groups) < 2 or any(len(g) < 3 for g in groups)
                or sum(ch in BX + S for ch in chars) < 0.8 * len(chars)):
            continue
        c = decode_columns(groups)
        c["transmissions"] = list(m.group("t"))
        c["names"] = [name]
        out.append((m.start(), m.end(), c, name))
    return out


# (the hour by its name too: 「假令六月，己巳日，晡時，亥位，…」, a red-team 金口訣 book)
_JINKOU = regex.compile(
    rf"假令(?P<month>[^，。]{{1,3}}月)?，?(?P<day>[{S}][{B}])日，?"
    rf"(?:(?:(?P<hour>[{B}])時|(?P<hname>{_HN})時?)，?)?"
    rf"(?P<pos>[{B}])位，(?P<four>[^，。]+、[^，。]+、[^，。]+、[^，。；]+)")


def find_jinkou(line: str) -> list[tuple[int, int, dict]]:
    out = []
    for m in _JINKOU.finditer(line):
        c = {"day": m.group("day")}
        if m.group("hour") or m.group("hname"):
            c["hour"] = m.group("hour") or HOUR_NAMES[m.group("hname")]
        if m.group("month"):
            c["month"] = m.group("month")
        c.update(jinkou_claims(m.group(0)))
        out.append((m.start(), m.end(), c))
    return out


def jinkou_claims(text: str) -> dict:
    """The structured claims of a 金口訣 example's words (004:159 「假令五月，甲子日，亥時，申位，
    壬水、天后水、天罡土、申金」), read with the example grammar of 004
    (:data:`edition.analyse.jinkou_text.EXAMPLE`):
    ``jk_month`` (1–12), ``jk_wei`` (the 地分 stated, 「申位」) and the four printed positions in
    canonical names — ``jk_renyuan`` (人元, a stem), ``jk_guishen`` (貴神, a general),
    ``jk_jiangshen`` (將神, a 月將 name), ``jk_difen`` (地分, a branch). The day and the hour
    (when printed) are the ordinary ``day``/``hour`` claims. Empty when the words do not give
    them all (the checker then reports the example not checkable)."""
    m = EXAMPLE.search(text)
    if not m:
        return {}
    try:
        return {"jk_month": parse_month(m["month"]),
                "jk_wei": branch_name(parse_branch(m["difen"])),
                "jk_renyuan": stem_name(parse_stem(m["s"])),
                "jk_guishen": jk.GENERALS[jk.parse_general(m["g"])],
                "jk_jiangshen": jk.JIANG_NAMES[jk.parse_jiang_name(m["j"])],
                "jk_difen": branch_name(parse_branch(m["b"]))}
    except (ValueError, KeyError):
        return {}
