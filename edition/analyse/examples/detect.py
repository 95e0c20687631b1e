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

from engine import lexicon as lx
from engine.generals import GENERAL_NAMES
from engine.values import BRANCH_NAMES, STEM_NAMES

B = BRANCH_NAMES
S = STEM_NAMES
# glyphs of a branch slot (not a stem: 己 there is the stem): read, or kept as printed
READ = {a: b for a, b in lx.glyphs("branch", "variant", "reading").items() if a not in S}
LOOKALIKE = {a: b for a, b in lx.glyphs("branch", "lookalike").items() if a not in S}
BX = B + "".join(READ) + "".join(LOOKALIKE)          # a branch slot as printed
# the generals as running text writes them, short forms only the unambiguous ones (no 六 元 合
# 空 陰: engine/lexicon.py SHORT_GENERALS)
GENERAL_ABBR = {w: GENERAL_NAMES[i] for w, i in lx.general_names("prose_short").items()}
_G = "|".join(sorted(GENERAL_ABBR, key=len, reverse=True))

# --- day expressions -----------------------------------------------------------------------
_DAY = regex.compile(
    rf"(?P<pre>(?:[{S}]?[{B}]年)?(?:[{S}]?[{B}]月)?)"
    rf"(?:(?P<six>(?:六[{S}])+)日"
    rf"|(?P<day>[{S}][{B}])(?:日|(?=[晝夜](?:占|貴)))"
    rf"|(?<![{S}{B}六])(?P<stems>[{S}]{{1,3}})日(?![{B}]))")
_HOUR = regex.compile(rf"\G(?:(?P<h1>[{B}])時(?P<j1>[{B}])將|(?P<j2>[{B}])將(?P<h2>[{B}])時)")

# --- claims inside an example --------------------------------------------------------------
_CLAIMS = [
    ("transmissions", regex.compile(rf"三傳([{BX}])[、，]?([{BX}])[、，]?([{BX}])")),
    ("initial", regex.compile(rf"初傳([{BX}])")),
    ("middle", regex.compile(rf"中傳([{BX}])")),
    ("final", regex.compile(rf"末傳([{BX}])")),
    ("gan_shang", regex.compile(rf"干上([{BX}])(?!將)")),
    ("zhi_shang", regex.compile(rf"支上([{BX}])")),
    ("lesson", regex.compile(rf"([一二三四])課([{BX}])([{BX}{S}])")),
    ("guiren", regex.compile(rf"([{BX}])貴(?:人)?(?:加|臨)([{BX}])(順行|逆行)?")),
    ("gen_on_plate", regex.compile(rf"([{BX}])乘({_G})(?:加|臨)([{BX}])")),
    ("gen_on", regex.compile(rf"([{BX}])(?:乘|作)({_G})")),
    ("gen_rides", regex.compile(rf"(?<![{BX}晝夜])({_G})乘([{BX}])")),
    ("gen_bare", regex.compile(rf"(?:[晝夜][將占])?乘({_G})")),
    ("jia_gan", regex.compile(rf"([{BX}])加干")),
    ("jia_zhi", regex.compile(rf"([{BX}])加支")),
    ("jia", regex.compile(rf"([{BX}])(?:加|臨)([{BX}])(?:上)?(發用)?")),
    ("fa_yong", regex.compile(rf"([{BX}])發用")),
    ("daytime", regex.compile(r"(晝|夜)(?:占|貴|將)")),
    ("direction", regex.compile(r"[晝夜]貴(順行|逆行)")),
    ("fan_yin", regex.compile(r"[返反]吟")),
    ("fu_yin", regex.compile(r"伏吟")),
    ("mao_xing", regex.compile(r"昴星")),
]
CHART_CLAIMS = ("transmissions", "gan_shang", "zhi_shang", "lessons", "plate", "generals",
                "guiren", "offset", "method", "jiang")


def _branch(c: str) -> str:
    return c     # as printed: :func:`read_glyphs` reads the slots once the claims are read


def _read(x, where: str, glyphs: list, stem: bool = False):
    """A slot's printed glyph through its policy: the value read (a reading recorded in
    ``glyphs``), or the glyph as printed (a value, a look-alike)."""
    if not isinstance(x, str) or len(x) != 1 or x in (S if stem else B):
        return x
    r = lx.stem_of(x) if stem else lx.branch_of(x)
    if r is None or r.policy not in ("variant", "reading"):
        return x
    v = (S if stem else B)[r.value]
    if r.policy == "reading":
        g = {"field": where, "printed": x, "read": v,
             "evidence": f"{x} in a {'stem' if stem else 'branch'} slot ({where}) {r.note}"}
        if g not in glyphs:
            glyphs.append(g)
    return v


def read_glyphs(c: dict) -> dict:
    """The claims with every branch and stem slot read through engine/lexicon.py's policies."""
    gl = list(c.get("glyphs") or [])
    if "transmissions" in c:
        c["transmissions"] = [_read(x, "三傳", gl) for x in c["transmissions"]]
    for k, where in (("gan_shang", "干上"), ("zhi_shang", "支上")):
        if k in c:
            c[k] = _read(c[k], where, gl)
    for i, le in enumerate(c.get("lessons") or []):
        if le:
            n = f"第{'一二三四'[i]}課"
            le["upper"] = _read(le.get("upper"), n + " upper", gl)
            le["lower"] = _read(le.get("lower"), n + " lower", gl, stem=i == 0)
    if "guiren" in c:
        gr = c["guiren"]
        for k, where in (("branch", "貴人"), ("seat", "貴人's seat")):
            if k in gr:
                gr[k] = _read(gr[k], where, gl)
    if "plate" in c:
        c["plate"] = {_read(e, "the plate", gl): _read(h, "the plate", gl)
                      for e, h in c["plate"].items()}
    if "generals" in c:
        c["generals"] = {_read(h, "a general's branch", gl): g for h, g in c["generals"].items()}
    if gl:
        c["glyphs"] = gl
    return c


def _gname(g: str) -> str:
    return GENERAL_ABBR[g]


def parse_claims(text: str) -> tuple[dict, int]:
    """The claims of one example's text and the end of the last claim (0 if none)."""
    c: dict = {}
    last = 0
    taken: list[tuple[int, int]] = []

    def free(m) -> bool:
        return not any(a < m.end() and m.start() < b for a, b in taken)

    def take(m):
        nonlocal last
        taken.append((m.start(), m.end()))
        last = max(last, m.end())

    last_branch = None
    events = []
    for kind, rx in _CLAIMS:
        for m in rx.finditer(text):
            events.append((m.start(), _CLAIMS.index((kind, rx)), kind, m))
    events.sort(key=lambda e: (e[0], e[1]))
    # claims in priority order (the list order), then position; overlaps go to the first
    by_priority = sorted(events, key=lambda e: (e[1], e[0]))
    accepted = []
    for ev in by_priority:
        m = ev[3]
        if ev[2] in ("daytime", "direction", "fan_yin", "fu_yin", "mao_xing"):
            accepted.append(ev)
            last = max(last, m.end())
            continue
        if free(m):
            take(m)
            accepted.append(ev)
    accepted.sort(key=lambda e: (e[0], e[1]))
    trans = [None, None, None]
    for pos, _, kind, m in accepted:
        g = m.groups()
        if kind == "transmissions":
            trans = [_branch(x) for x in g]
            last_branch = g[2]
        elif kind in ("initial", "middle", "final"):
            trans[("initial", "middle", "final").index(kind)] = _branch(g[0])
            last_branch = g[0]
        elif kind in ("gan_shang", "zhi_shang", "jia_gan", "jia_zhi"):
            key = "gan_shang" if kind in ("gan_shang", "jia_gan") else "zhi_shang"
            c[key] = _branch(g[0])
            last_branch = g[0]
        elif kind == "lesson":
            ls = c.setdefault("lessons", [None, None, None, None])
            ls["一二三四".index(g[0])] = {"upper": _branch(g[1]), "lower": g[2]}
            last_branch = g[1]
        elif kind == "guiren":
            gr = {"branch": g[0], "seat": g[1]}
            if g[2]:
                gr["direction"] = g[2][0]
            c["guiren"] = gr
            c.setdefault("plate", {})[g[1]] = g[0]
            c.setdefault("generals", {})[g[0]] = "貴人"
            last_branch = g[0]
        elif kind == "gen_on_plate":
            c.setdefault("generals", {})[g[0]] = _gname(g[1])
            c.setdefault("plate", {})[g[2]] = g[0]
            last_branch = g[0]
        elif kind == "gen_on":
            c.setdefault("generals", {})[g[0]] = _gname(g[1])
            last_branch = g[0]
        elif kind == "gen_rides":
            c.setdefault("generals", {})[g[1]] = _gname(g[0])
            last_branch = g[1]
        elif kind == "gen_bare":
            if last_branch is not None:
                c.setdefault("generals", {})[last_branch] = _gname(g[0])
        elif kind == "jia":
            c.setdefault("plate", {})[g[1]] = g[0]
            if g[2]:
                trans[0] = g[0]
            last_branch = g[0]
        elif kind == "fa_yong":
            trans[0] = g[0]
            last_branch = g[0]
        elif kind == "daytime":
            c["daytime"] = g[0] == "晝"
        elif kind == "direction":
            c.setdefault("guiren", {})["direction"] = g[0][0]
        elif kind == "fan_yin":
            c["offset"] = 6
        elif kind == "fu_yin":
            c["offset"] = 0
        elif kind == "mao_xing":
            c["method"] = "mao_xing"
    if any(trans):
        c["transmissions"] = trans
    return read_glyphs(c), last


def _day_claims(m) -> dict:
    c: dict = {}
    pre = m.group("pre") or ""
    for ym in regex.finditer(rf"([{S}]?[{B}])(年|月)", pre):
        c["year" if ym.group(2) == "年" else "month"] = ym.group(1)
    if m.group("day"):
        d = m.group("day")
        if S.index(d[0]) % 2 == B.index(d[1]) % 2:
            c["day"] = d
        else:
            c["stem"] = d[0]
    elif m.group("six"):
        c["stem"] = "".join(m.group("six")[1::2])
        c["universal"] = True
    else:
        c["stem"] = m.group("stems")
    return c


def find_inline(line: str) -> list[tuple[int, int, dict]]:
    """Inline examples of one Chinese line: (start, end, claims)."""
    days = []
    for m in _DAY.finditer(line):
        if not (m.group("day") or m.group("six") or m.group("stems")):
            continue
        days.append(m)
    out = []
    for i, m in enumerate(days):
        start = m.start() if m.group("pre") else m.start("six") if m.group("six") else (
            m.start("day") if m.group("day") else m.start("stems"))
        # 如 just before the day is part of the printed example
        if start > 0 and line[start - 1] == "如":
            start -= 1
        stop = days[i + 1].start() if i + 1 < len(days) else len(line)
        claims = _day_claims(m)
        hm = _HOUR.match(line, m.end())
        body_from = m.end()
        if hm:
            claims["jiang"] = hm.group("j1") or hm.group("j2")
            claims["hour"] = hm.group("h1") or hm.group("h2")
            body_from = hm.end()
        body = line[body_from:stop]
        # an example stops at 是也 or at the first full stop after its last claim
        cut = body.find("是也")
        if cut >= 0:
            body = body[:cut + 2]
        more, last = parse_claims(body)
        claims.update(more)
        if not any(k in claims for k in CHART_CLAIMS):
            continue
        end = body_from + last if last else body_from
        if line.startswith("是也", end):
            end += 2
        out.append((start, end, claims))
    return out


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
        columns = []
        nxt = 1
        for g in groups:
            if len(g) > 1 and g[1] in S:
                col = 1
            elif len(g) >= 5:
                col = 4
            else:
                col = max(nxt, 2)
                if col > 3:
                    col = 3
            columns.append(col)
            nxt = col + 1
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


_JINKOU = regex.compile(
    rf"假令(?P<month>[^，。]{{1,3}}月)?，?(?P<day>[{S}][{B}])日，?(?:(?P<hour>[{B}])時，?)?"
    rf"(?P<pos>[{B}])位，(?P<four>[^，。]+、[^，。]+、[^，。]+、[^，。；]+)")


def find_jinkou(line: str) -> list[tuple[int, int, dict]]:
    out = []
    for m in _JINKOU.finditer(line):
        c = {"day": m.group("day")}
        if m.group("hour"):
            c["hour"] = m.group("hour")
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
    from edition.analyse.jinkou_text import EXAMPLE
    from engine import jinkou as jk
    from engine.values import branch_name, parse_branch, parse_month, parse_stem, stem_name
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
