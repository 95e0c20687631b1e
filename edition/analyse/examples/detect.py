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

from edition.analyse.jinkou_text import EXAMPLE, GENERAL_WORDS
from engine import jinkou as jk
from engine import lexicon as lx
from engine.values import (BRANCH_NAMES, STEM_NAMES, branch_name, jiang_for_month, parse_branch,
                           parse_month, parse_stem, stem_name)

from . import grammar
from .polarity import polarity
from .prose import find_casts
from .vocab import _HN, _JN, HOUR_NAMES, _glyph, branch_slot, normalise
from edition.core.patterns import compiled

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

_FULL = compiled(
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


_COMPRESSED = compiled(
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
_JINKOU = compiled(
    rf"假令(?P<month>[^，。]{{1,3}}月)?，?(?P<day>[{S}][{B}])日，?"
    rf"(?:(?:(?P<hour>[{B}])時|(?P<hname>{_HN})時?)，?)?"
    rf"(?P<pos>[{B}])位，(?P<four>[^，。]+、[^，。]+、[^，。]+、[^，。；]+)")


# the claims a 六壬 cast has that a 金口訣 example's words do not: a 六壬 cast read inside an
# example's words with one of them is checked on its own too (review_round73/rv73_jinkou.txt:16:
# 「卯將加未，人立亥位，日上勝先，小吉為用，中太衝，末神后」 with the four positions after it, its planted
# 末 hidden when the 六壬 cast was dropped)
LIUREN_KEYS = ("transmissions", "lessons", "gan_shang", "zhi_shang", "transmission_generals", "plate")


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
    taken = [(s, e) for s, e, _ in out]
    out += [x for x in _free_jinkou(line) if not any(a < x[1] and x[0] < b for a, b in taken)]
    return sorted(out, key=lambda x: x[0])


# 金口訣 examples in other words than 004's (a round-73 red-team 金口訣 juan, KR3g9897: no cast was
# read as one): 假令/如 + month + day + hour, the 地分 by 「地分X」, 「人從X方來」, 「人立X位」 or 「X位」, then
# the four positions labelled (「人元庚金，貴神螣蛇火，將神太沖木，地分午火」, over lines or in a
# column) or listed (「辛金、太常金、勝光火、酉金」, 「丁火太常土小吉土未土」 unpunctuated); a month is
# needed (the check casts from it: rules.check_jinkou_example)
_EL = "木火土金水"
# the look-alikes read as a branch (engine/lexicon.py GLYPHS, their branch readings)
_GL = "".join(lx.glyphs("branch", "reading"))
_DIRECTION = {"正北": "子", "正南": "午", "正東": "卯", "正西": "酉"}
_JK_GEN = GENERAL_WORDS          # (the generals' names and their other forms, engine/lexicon.py)
_JK_JIANG = _JN                  # (the twelve 神 by name, their other forms)
# (or the 月將 after the hour, no month: 「庚辰日戌時，月將太乙」, KR3g9897_001.txt:122)
_JK_HEAD = compiled(
    rf"(?:(?P<month>十二|十一|十|[正一二三四五六七八九])月[，、]?)?(?P<day>[{S}][{B}{_GL}])日[，、]?"
    rf"(?:(?P<hour>[{B}{_GL}])時|(?P<hname>{_HN})時?)(?:[，、]?月將(?P<mj>{_JK_JIANG}))?")
# (not the hour's seat, 「月將傳送加亥位」: a review of the round-73 change, review_round73/rv73_jinkou.txt:10)
_JK_DIFEN = compiled(rf"地分(?:在)?(?P<d>[{B}{_GL}])(?![{_EL}])|人?(?:從|自)(?P<d>[{B}{_GL}]|正[東西南北])方?來"
                          rf"|人?立(?P<d>[{B}{_GL}])位|(?<![{B}加臨])(?P<d>[{B}{_GL}])位")
# a supposition between the date and the positions (「人從寅方來。設其人立辰位，人元壬水…」: the
# positions the supposed 地分's, a review of the round-73 change, rv73_jinkou.txt:7)
_JK_SUPPOSED = compiled(r"設|若|倘|假使|如使")
_SEP = r"[，、；\s　]*"
_JK_REL = compiled(r"(?:人元|貴神|將神|地分)[克剋尅生](?:人元|貴神|將神|地分)")
_JK_DN = compiled(rf"[{S}]日[晝夜旦暮]貴|[晝夜旦暮]占|用[晝夜旦暮]貴")
# what the example says moves (用爻, the 五動 and 三動: 「用爻在貴神，為官動」, KR3g9897_001.txt:79):
# no rule of the corpus says which position moves (004:179 names 官動/妻動/鬼動 without defining
# them), so it is a claim not read and the example is no more than `partial`
_JK_MOVES = compiled(r"用爻在?(?:人元|貴神|將神|地分)|為?(?:官|財|賊|妻|鬼|父母|子孫|兄弟)動")
_JK_FOUR = compiled(
    rf"(?:四位[：:]?{_SEP})?(?:人元)?(?P<s>[{S}])[{_EL}]?{_SEP}(?:貴神)?(?P<g>{_JK_GEN})[{_EL}]?{_SEP}"
    rf"(?:將神)?(?P<j>{_JK_JIANG})[{_EL}]?{_SEP}(?:地分)?(?P<b>[{B}{_GL}])[{_EL}]?")


def _free_jinkou(text: str) -> list[tuple[int, int, dict]]:
    out = []
    for h in _JK_HEAD.finditer(text):
        if not (h["month"] or h["mj"]) or polarity(text, h.start(), h.end()) != "asserted":
            continue            # (another book's, 「俗本載一課云：…」, a supposition, a refusal)
        d = _JK_DIFEN.search(text, h.end(), h.end() + 24)
        four = _JK_FOUR.search(text, d.end() if d else h.end(), (d.end() if d else h.end()) + 40)
        if four is None or (d is None and not four.group(0).startswith(("人元", "四位"))) \
                or _JK_SUPPOSED.search(text, h.end(), four.start()):
            continue
        gap = text[(d.end() if d else h.end()):four.start()]
        if regex.search(rf"[{S}][{B}]日|。.*。", gap):
            continue                    # (another day, or a sentence between: not its positions)
        wei = _DIRECTION.get(d["d"], d["d"]) if d else four["b"]
        # (a look-alike read as the branch, reported: engine/lexicon.py, vocab.branch_slot)
        slots = {w: branch_slot(g, w) for w, g in (("the day's branch", h["day"][1]),
                                                   ("the hour", h["hour"]), ("the 地分", wei),
                                                   ("地分", four["b"])) if g}
        if None in slots.values():
            continue
        try:
            c = {"day": h["day"][0] + slots["the day's branch"].value,
                 "hour": slots["the hour"].value if h["hour"] else HOUR_NAMES[h["hname"]],
                 "jk_month": parse_month(h["month"] + "月") if h["month"] else _month_of_jiang(h["mj"]),
                 "jk_wei": slots["the 地分"].value,
                 "jk_renyuan": stem_name(parse_stem(four["s"])),
                 "jk_guishen": jk.GENERALS[jk.parse_general(four["g"])],
                 "jk_jiangshen": jk.JIANG_NAMES[jk.parse_jiang_name(four["j"])],
                 "jk_difen": slots["地分"].value}
        except (ValueError, KeyError):
            continue
        for w, sl in slots.items():
            _glyph(c, w, sl)
        nxt = _JK_HEAD.search(text, four.end())
        rels = [r.group(0) for r in _JK_REL.finditer(text, four.end(), min(
            four.end() + 80, nxt.start() if nxt else len(text)))
            if polarity(text, r.start(), r.end()) == "asserted"]
        if rels:                        # (the relations it states: 「貴神克人元」, 「將神生地分」)
            c["jk_relations"] = list(dict.fromkeys(rels))
        # (not supposed in the sentence before it, 「若人元克地分，則為妻動」: a review of the change,
        # review_round75/KR3g9875_001.txt:57)
        moves = [m.group(0) for m in _JK_MOVES.finditer(text, four.end(), min(
            four.end() + 120, nxt.start() if nxt else len(text)))
            if polarity(text, m.start(), m.end()) == "asserted" and not regex.search(
                r"若|倘|設|如(?!此|是)|假使", _said_before(text, four.end(), m.start()))]
        if moves:
            c["unread"] = [f"用爻/動 「{'、'.join(dict.fromkeys(moves))}」 (no rule of the corpus "
                           "says which position moves: 004:179 names 官動 and 妻動 undefined)"]
        # (asserted: not 「或以壬日夜貴起之，得六合，非也」, review_round73/rv73_jinkou.txt:13)
        # (nor denied, 「不用夜貴」: review_round76/KR3g9878_001.txt:35)
        dn = next((m for m in _JK_DN.finditer(text, four.end(), four.end() + 24)
                   if polarity(text, m.start(), m.end()) == "asserted" and not regex.search(
                       r"或|若|倘|設", _said_before(text, four.end(), m.start()))
                   and not regex.search(r"[不非勿莫毋]$", text[max(0, m.start() - 2):m.start()])), None)
        if dn:                          # (its 晝/夜 said: 「…甲日夜貴在未」, 「晝占」)
            c["daytime"] = regex.search("[晝旦]", dn.group(0)) is not None
        if h["month"]:
            c["month"] = h["month"] + "月"
        if h["mj"]:     # (its 月將 said: with no month, the check casts from the month it names)
            c["jiang"] = branch_name(jk.parse_jiang_name(h["mj"]))
        out.append((h.start(), four.end(), c))
    return out


# one of the four positions alone on its line, a 金口訣 example's column (「　　　人元戊土」 …
# 「　　　地分子水」 under 「二月丙寅日已時，客從正北來問財，地分子。」, KR3g9897_001.txt:89-93: the
# Kanripo reader takes each for a heading; :func:`jinkou_column`)
# (labelled, or not: 「　　　乙木」 … 「　　　巳火」, each its kind in its place, a review of the change,
# review_round75/KR3g9875_001.txt:39)
_JK_CELLS = tuple(compiled(rf"[　 ]*(?:{lab})?(?:{word})[{_EL}]?[。，]?") for lab, word in (
    ("人元", f"[{S}]"), ("貴神", _JK_GEN), ("將神", _JK_JIANG), ("地分", f"[{B}{_GL}]")))


def dates_jinkou(text: str) -> bool:
    """Whether ``text`` dates a 金口訣 example (:data:`_JK_HEAD`: a day and its hour)."""
    return _JK_HEAD.search(text) is not None


def jinkou_column(head: str, cells: list[str]) -> int:
    """How many of the blocks ``cells`` after a block ``head`` are its 金口訣 example's four
    positions printed one a line (4, in their order 人元 貴神 將神 地分), or 0: ``head`` must
    date a 金口訣 example (:data:`_JK_HEAD`) and name no positions of its own."""
    if len(cells) < 4 or not _JK_HEAD.search(head) or _JK_FOUR.search(head):
        return 0
    four = [c.strip("　 ") for c in cells[:4]]
    ok = all(rx.fullmatch(c) for c, rx in zip(four, _JK_CELLS))
    return 4 if ok else 0


def _said_before(text: str, start: int, at: int) -> str:
    """The words of ``at``'s sentence before it, from ``start`` at the earliest (the words after
    a 金口訣 example's positions)."""
    return text[max(start, text.rfind("。", 0, at) + 1):at]


def _month_of_jiang(name: str) -> int:
    """The month (1–12) whose 月將 is ``name`` (engine.values.jiang_for_month)."""
    j = jk.parse_jiang_name(name)
    return next(m for m in range(1, 13) if jiang_for_month(m) == j)


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
