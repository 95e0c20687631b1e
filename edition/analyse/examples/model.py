"""A worked example as structured data, and its TEI feature structure.

An :class:`Example` is one worked case printed in a source: where it is (the Chinese
paragraph's line and the character span of the printed words), what kind it is (``full`` —
三傳, 四課 and plate printed as in 003:59; ``compressed`` — 000's one-line index entries, e.g.
000:23; ``inline`` — the short cases of 001, e.g. 001:23 「如乙亥晝占，三傳未卯亥干上子」;
``jinkou`` — 004's 金口訣 cases, checked by ``engine.jinkou``; ``list`` — one day of several
sharing one claim or of a list of days each with its 三傳, 六壬大全 KR3g0031_001.txt:423
「乙酉丙申戊申辛夘壬寅五日返吟」; ``diagram`` — a 3-line 課式 of 六壬大全 juan 005–006,
KR3g0031_005.txt:28-30, :mod:`edition.analyse.examples.diagram`; ``case`` — a case record of a
case collection, header, six-line chart and commentary, 六壬斷案 liuren_duanan_01-31.txt:11-19,
:mod:`edition.analyse.examples.cases`), and its **claims**: what the
print asserts about the chart, a :class:`Claims` — a frozen dataclass with one field per
claim, named as in ``liuren cast --json``, None where nothing is claimed:

======================  ========================================================================
``day``                 the day 干支 (``"乙亥"``)
``stem``                only the stem is given (``六乙日``, ``乙日``): the day is one of six
``offset``              (月將 − 占時) mod 12, when stated as such or read off a printed ring
``jiang`` / ``hour``    ``子將丑時`` (003:7), ``申時巳將`` (001:31)
``daytime``             晝 (True) / 夜 (False) when the text says 晝占/夜占/晝貴/夜貴
``plate``               ``{earthly: heavenly}``, possibly partial (``X加Y`` → ``plate[Y] = X``)
``lessons``             four entries, 第一課 first, each ``{"upper","lower"}`` or None (not given)
``gan_shang``           干上 (= 第一課 upper); ``zhi_shang`` 支上 (= 第三課 upper)
``transmissions``       初中末, None for a place not printed
``generals``            ``{heavenly branch: general}`` (``晝將乘朱`` on 干上 寅 → ``{"寅": "朱雀"}``)
``transmission_generals``  初中末 generals, None where not printed (``初蛇末龍`` 001:19)
``ju``                  the 三合 局 the 三傳 form, a set and not an order (``寅午戌火局``,
                        ``傳逢水局`` KR3g0031_006.txt:617): a name of engine.lexicon.SAN_HE
``guiren``              ``{"branch","seat","direction"}`` (any subset; 001:59 「丑貴加子順行」)
``names`` / ``method``  課名 printed (``["元首"]``), the method section it illustrates
``kong``                旬空 claimed for the day (list of branches); ``yi_ma`` ``{of: 馬}``
``year`` / ``month``    太歲 / 月建 (干支) — context, not cast: reported, never failed
                        (a 金口訣 example's ``month`` is its printed words, ``五月``)
``universal``           a stem's six days all cast alike (``六乙日``): the claims hold for each
``jk_month``            金口訣 (004:159–239): the month as a number 1–12 (``五月`` → 5)
``jk_wei``              金口訣: the 地分 stated before the positions (「申位」 → ``申``)
``jk_renyuan`` …        金口訣: the four printed positions, canonical names: ``jk_renyuan``
                        人元 (stem), ``jk_guishen`` 貴神 (general), ``jk_jiangshen`` 將神
                        (月將 name, ``天罡``), ``jk_difen`` 地分 (branch); e.g. 004:159
                        「壬水、天后水、天罡土、申金」 → 壬, 天后, 天罡, 申
``jk_relations``        金口訣: the relations the text states of two positions, as printed
                        (「貴神克人元」, 「將神生地分」: KR3g9897_002.txt:76), tested on the printed
                        positions (:func:`edition.analyse.examples.rules.check_jinkou_example`)
``patterns``            課體 names the text gives the cast (``為三陽課``, ``曰斵輪課`` → 斬輪),
                        canonical registry names; tested with ``engine.patterns`` and the date
                        facts below (:mod:`edition.analyse.examples.claims_extra`)
``jiang_month``         the 將 was read from a month N (``三月將``, or a month and an hour):
                        (12 − N) mod 12; the month before's is tried as an explanation (both
                        searched when the month and an hour alone gave it, form ``month``)
``season``              春/夏/秋/冬 as the text gives it (``春占``): context for 課體
``nian`` / ``birth``    行年 / 本命 branch (``寅命行年在未``): context for 課體
``forms``               how each field was read: ``{field: form}`` (``transmissions.0``,
                        ``plate.巳`` …), the forms of :data:`.grammar.FORMS` (``month``,
                        ``before_day``, ``topic`` … for what the cast's day clause gives)
``rejected``            claims the book negates or refutes, kept apart: list of ``{polarity,
                        form, text, claims}`` (:func:`.polarity.polarity`)
``unread``              claim words inside the cast's span that no form read (``中傳 「…」``)
``binding``             ``{certain, why, polarity}``: how the claims are bound to this cast, and
                        the cast's polarity (asserted, quoted, conditional, alternative: :mod:`.prose`)
``ring_generals``       a case's ring: ``{earthly seat: general}`` (liuren_duanan_01-31.txt:12-17)
``lesson_generals``     the generals printed over the 四課, 第一課 first
``dun_gan``             the 三傳's 遁干 (a stem, or ``空`` in the 旬空), 初中末
``liuqin``              the 三傳's 六親 (父母 兄弟 子孫 妻財 官鬼), 初中末
``qin``                 the 六親 the text gives a branch, ``{branch: 六親}`` (「官鬼申」, 「巳為癸之財」):
                        how it stands to the day's stem
``luo_kong``            the branches the header says 落空 (over the two 空 seats)
``hour_pillar``         a case header's 時柱 among four pillars (``丁未時`` after ``壬午日``): its
                        branch is the 占時 and its stem the day's 五鼠遁 stem of that hour
``transmission_notes``  the notes after each 傳 (暗鬼 丁神 空亡 落空), three lists
``record``              a case's lines: ``{number, chart: [first, last], commentary: [first,
                        last]}``
``glyphs``              slots read through a variant glyph: list of ``{field, printed, read,
                        evidence}`` (``巳`` read ``己`` as 第一課's lower, 005:744); reported by the
                        checker, never failed
======================  ========================================================================

A :class:`Claims` is read by attribute (``ex.claims.transmissions``) and is also the read-only
mapping of the fields it claims, in :data:`CLAIM_KEYS` order (``c["day"]``, ``"plate" in c``,
``dict(c)``), so that tables keyed by field name (the checker's tests, :mod:`.check.claims`)
read it alike. It never changes: ``c.replace(day="乙亥")`` and ``c.without("plate")`` give new
claims, ``dict(c)`` a dict to edit, ``c.as_dict()`` the JSON and TEI value; ``c.chart()`` is the
claims about the chart alone (without :data:`META_KEYS`, how they were read). An
:class:`Example` given a dict of claims (a reader, a test) holds it as :class:`Claims`.

:meth:`Example.to_fs` gives the TEI ``fs`` (valid TEI All, see the README section *Examples
in the TEI*), :func:`from_fs` reads it back: ``from_fs(ex.to_fs()) == ex``.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from lxml import etree

from edition.core.tei import T, TEI_NS, XML_ID

KINDS = ("full", "compressed", "inline", "jinkou", "list", "diagram", "case")
# how the claims were read (not claims about the chart: the checker weighs its verdicts by them)
META_KEYS = ("forms", "rejected", "unread", "binding", "record")
# the claims of a 金口訣 example (kind ``jinkou``), read by :func:`edition.analyse.examples.detect.jinkou_claims`
JINKOU_KEYS = ("jk_month", "jk_wei", "jk_renyuan", "jk_guishen", "jk_jiangshen", "jk_difen")


class ExampleError(ValueError):
    """A malformed example (curated entry or feature structure): `where: message`."""


@dataclass(frozen=True, eq=False, repr=False)
class Claims(Mapping):
    """What a print asserts about one cast (the module doc's table): one field per claim,
    None where nothing is claimed. Also the read-only mapping of the fields claimed, in
    :data:`CLAIM_KEYS` order; equal to any mapping with the same items (a dict too)."""
    day: str | None = None
    stem: str | None = None
    offset: int | None = None
    jiang: str | None = None
    hour: str | None = None
    daytime: bool | None = None
    plate: dict | None = None
    lessons: list | None = None
    gan_shang: str | None = None
    zhi_shang: str | None = None
    transmissions: list | None = None
    generals: dict | None = None
    transmission_generals: list | None = None
    ju: str | None = None
    guiren: dict | None = None
    names: list | None = None
    method: str | None = None
    kong: list | None = None
    yi_ma: dict | None = None
    year: str | None = None
    month: str | None = None
    universal: bool | None = None
    jk_month: int | None = None
    jk_wei: str | None = None
    jk_renyuan: str | None = None
    jk_guishen: str | None = None
    jk_jiangshen: str | None = None
    jk_difen: str | None = None
    jk_relations: list | None = None
    patterns: list | None = None
    jiang_month: int | None = None
    season: str | None = None
    nian: str | None = None
    birth: str | None = None
    ring_generals: dict | None = None
    lesson_generals: list | None = None
    dun_gan: list | None = None
    liuqin: list | None = None
    qin: dict | None = None
    luo_kong: list | None = None
    hour_pillar: str | None = None
    transmission_notes: list | None = None
    glyphs: list | None = None
    forms: dict | None = None
    rejected: list | None = None
    unread: list | None = None
    binding: dict | None = None
    record: dict | None = None

    @classmethod
    def from_dict(cls, d: Mapping, where: str = "claims") -> "Claims":
        """Claims from a mapping of claim keys (a key given as None claims nothing);
        :class:`ExampleError` names ``where`` and any key that is not a claim."""
        bad = set(d) - _CLAIM_SET
        if bad:
            raise ExampleError(f"{where}: unknown claim key(s) {sorted(bad)}")
        return cls(**d)

    @classmethod
    def of(cls, c: Mapping, where: str = "claims") -> "Claims":
        """``c`` if it is :class:`Claims`, else :meth:`from_dict`."""
        return c if isinstance(c, Claims) else cls.from_dict(c, where)

    def as_dict(self) -> dict:
        """The claims made, in :data:`CLAIM_KEYS` order: the value of ``liuren check --json``
        and of the TEI ``fs type="claims"`` (a new dict; the values are the claims' own)."""
        return {k: v for k in CLAIM_KEYS if (v := getattr(self, k)) is not None}

    def replace(self, **changes) -> "Claims":
        """These claims with ``changes`` (a value None: no longer claimed)."""
        bad = set(changes) - _CLAIM_SET
        if bad:
            raise ExampleError(f"claims: unknown claim key(s) {sorted(bad)}")
        return replace(self, **changes)

    def without(self, *keys: str) -> "Claims":
        """These claims without ``keys``."""
        return self.replace(**dict.fromkeys(keys))

    def chart(self) -> "Claims":
        """The claims about the chart: these without how they were read (:data:`META_KEYS`)."""
        return self.without(*META_KEYS)

    @property
    def meta(self) -> dict:
        """How the claims were read (:data:`META_KEYS`), those given: ``{key: value}``."""
        return {k: v for k in META_KEYS if (v := getattr(self, k)) is not None}

    def __getitem__(self, key: str) -> Any:
        v = getattr(self, key) if key in _CLAIM_SET else None
        if v is None:
            raise KeyError(key)
        return v

    # (Mapping's own get and in go through __getitem__ and KeyError: the checker asks them
    # a million times an edition)
    def __contains__(self, key) -> bool:
        return key in _CLAIM_SET and getattr(self, key) is not None

    def get(self, key, default=None):
        v = getattr(self, key) if key in _CLAIM_SET else None
        return default if v is None else v

    def __iter__(self) -> Iterator[str]:
        return (k for k in CLAIM_KEYS if getattr(self, k) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"Claims({self.as_dict()!r})"


# the claim keys: the fields of :class:`Claims`, in order (the order of the TEI and the JSON)
CLAIM_KEYS = tuple(f.name for f in fields(Claims))
_CLAIM_SET = frozenset(CLAIM_KEYS)


@dataclass(frozen=True)
class Example:
    id: str                      # s001-x143-2 (k-th example on line 143 of seed 001)
    source: str                  # file name in sources/
    line: int                    # the Chinese paragraph (1-based)
    start: int                   # character span of the printed words in that line
    end: int
    text: str                    # the printed words (line[start:end])
    kind: str                    # KINDS
    name: str = ""               # 課名 or the pattern the example illustrates
    claims: Claims = field(default_factory=Claims)    # a dict given is held as Claims
    corrected: Claims | None = None      # claims after the proposed correction
    correction: str = ""                 # who proposes it: emendation ids / curated citation
    korean: dict | None = None           # {"line", "text", "claims"?, "note"} when it differs
    note: str = ""                       # curator's note (decoding, provenance)
    origin: str = "detector"             # detector | curated
    layout: tuple = ()                   # compressed entries: "N:chars" per printed column
                                         # group (N = column 1–4, 0 = a stray group); a
                                         # case: its chart's raw lines, "LINE:text"
    para: int = 0                        # the passage the span is in, by its first line, when
                                         # it is not ``line`` (a Kanripo paragraph runs on over
                                         # several lines; ``line`` is where the day is written)

    @property
    def passage_line(self) -> int:
        """The first line of the passage whose text ``start``/``end`` index."""
        return self.para or self.line

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ExampleError(f"{self.id}: kind {self.kind!r} is not one of {', '.join(KINDS)}")
        # frozen: the claims given (a dict, from a reader or a test) are held as Claims
        object.__setattr__(self, "claims", Claims.of(self.claims, self.id))
        if self.corrected is not None:
            object.__setattr__(self, "corrected", Claims.of(self.corrected, self.id))

    @property
    def cite(self) -> str:
        return f"{self.source}:{self.line}"

    def as_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "line": self.line,
                "span": [self.start, self.end], "text": self.text, "kind": self.kind,
                "name": self.name, "claims": self.claims.as_dict(),
                "corrected": None if self.corrected is None else self.corrected.as_dict(),
                "correction": self.correction, "korean": self.korean, "note": self.note,
                "origin": self.origin, "layout": list(self.layout),
                **({"para": self.para} if self.para else {})}

    def with_(self, **kw) -> "Example":
        return replace(self, **kw)

    # ------------------------------------------------------------------ TEI

    @property
    def fs_id(self) -> str:
        return f"fs-{self.id}"

    def to_fs(self) -> etree._Element:
        """The TEI feature structure of this example (``fs type="example"``)."""
        fs = _E("fs", {XML_ID: self.fs_id, "type": "example", "n": self.id})
        _f(fs, "source", self.source)
        _f(fs, "line", self.line)
        if self.para:
            _f(fs, "para", self.para)
        _f(fs, "span", [self.start, self.end])
        _f(fs, "text", self.text, force_string=True)
        _f(fs, "kind", self.kind)
        if self.name:
            _f(fs, "name", self.name, force_string=True)
        _f(fs, "printed", _claims_fs(self.claims))
        if self.corrected is not None:
            _f(fs, "corrected", _claims_fs(self.corrected))
        if self.correction:
            _f(fs, "correction", self.correction, force_string=True)
        if self.korean is not None:
            _f(fs, "korean", self.korean)
        if self.note:
            _f(fs, "note", self.note, force_string=True)
        _f(fs, "origin", self.origin)
        if self.layout:
            _f(fs, "layout", list(self.layout))
        return fs


# --------------------------------------------------------------------------- fs encoding

def _E(tag: str, attrib: dict | None = None) -> etree._Element:
    return etree.Element(T + tag, attrib or {}, nsmap={None: TEI_NS})


def _claims_fs(claims: Claims) -> etree._Element:
    fs = _E("fs", {"type": "claims"})
    for k, v in claims.items():
        _f(fs, k, v)
    return fs


def _value(v: Any, force_string: bool = False) -> etree._Element:
    """Python value → TEI feature value: str → symbol (short names) or string, bool →
    binary, int → numeric, None → empty string, list → vColl list, dict → fs type="map"."""
    if isinstance(v, etree._Element):
        return v
    if v is None:
        return _E("string")
    if isinstance(v, bool):
        return _E("binary", {"value": "true" if v else "false"})
    if isinstance(v, int):
        return _E("numeric", {"value": str(v)})
    if isinstance(v, str):
        if not force_string and v and len(v) <= 12 and not any(c.isspace() for c in v):
            return _E("symbol", {"value": v})
        e = _E("string")
        e.text = v
        return e
    if isinstance(v, (list, tuple)):
        e = _E("vColl", {"org": "list"})
        for x in v:
            e.append(_value(x))
        return e
    if isinstance(v, dict):
        e = _E("fs", {"type": "map"})
        for k, x in v.items():
            if not _is_ncname(str(k)):
                raise ExampleError(f"feature name {k!r} is not an XML name")
            _f(e, str(k), x)
        return e
    raise ExampleError(f"cannot encode {v!r} as a TEI feature value")


def _f(parent: etree._Element, name: str, v: Any, force_string: bool = False) -> None:
    f = etree.SubElement(parent, T + "f", {"name": name})
    f.append(_value(v, force_string))


def _is_ncname(s: str) -> bool:
    return bool(s) and not s[0].isdigit() and all(c.isalnum() or c in "_-." for c in s)


def _read(e: etree._Element) -> Any:
    tag = etree.QName(e).localname
    if tag == "symbol":
        return e.get("value")
    if tag == "string":
        return e.text if e.text is not None else None
    if tag == "binary":
        return e.get("value") == "true"
    if tag == "numeric":
        return int(e.get("value"))
    if tag == "vColl":
        return [_read(x) for x in e if isinstance(x.tag, str)]
    if tag == "fs":
        return {f.get("name"): _read(_only(f)) for f in e.iter(T + "f") if f.getparent() is e}
    raise ExampleError(f"line {e.sourceline}: unexpected feature value <{tag}>")


def _only(f: etree._Element) -> etree._Element:
    kids = [x for x in f if isinstance(x.tag, str)]
    if len(kids) != 1:
        raise ExampleError(f"line {f.sourceline}: <f name={f.get('name')!r}> must hold one value")
    return kids[0]


def from_fs(fs: etree._Element) -> Example:
    """Read an ``fs type="example"`` back into an :class:`Example`."""
    if fs.tag != T + "fs" or fs.get("type") != "example":
        raise ExampleError(f"line {fs.sourceline}: not an <fs type=\"example\">")
    d = _read(fs)
    try:
        span = d["span"]
        return Example(
            id=fs.get("n") or d.get("id"), source=d["source"], line=d["line"], start=span[0],
            end=span[1], text=d["text"] or "", kind=d["kind"], name=d.get("name") or "",
            claims=_norm_claims(d["printed"]),
            corrected=_norm_claims(d["corrected"]) if "corrected" in d else None,
            correction=d.get("correction") or "", korean=d.get("korean"),
            note=d.get("note") or "", origin=d.get("origin") or "detector",
            layout=tuple(d.get("layout") or ()), para=d.get("para") or 0)
    except KeyError as e:
        raise ExampleError(f"line {fs.sourceline}: example fs lacks feature {e}") from None


def _norm_claims(c: dict) -> Claims:
    """The claims of an ``fs type="claims"`` (a feature that is no claim key is left out)."""
    return Claims.from_dict({k: c[k] for k in CLAIM_KEYS if k in c})
