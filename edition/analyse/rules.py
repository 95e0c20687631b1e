"""The rule registry: every executable rule of the engine, with a stable id.

One :class:`RuleEntry` per rule:

* the nine transmission methods (九宗門) and their sub-names (課名) — ids, Chinese and Korean
  names from the edition's taxonomy ``tei/taxonomy.xml`` (which this registry extends), code in
  ``engine/methods/<id>.py``;
* every 課體/格 of :data:`engine.patterns.PATTERN_RULES` (seeds 000 and 001), same ids;
* every monthly spirit (神煞) with a regular placement rule, :data:`engine.spirits.spirit_rules`
  (seed 002), id ``sha_`` + the pinyin of its name;
* the 金口訣 課體 of :data:`engine.jinkou.PATTERNS` (seed 004, id ``jk_…``) and the relations the
  sixty combinations assert, :data:`engine.jinkou.RELATIONS` (id ``jkr_…``; matched in the
  text by :data:`edition.analyse.jinkou_text.CLAIM_GRAMMAR`).

Each entry has its Chinese name, aliases and variant spellings (accepted on search), its
Korean name, the passages that define it (``cites``: full ``file:line``), its parent (a
sub-name's method) and its code location (``module:qualname`` and ``path:line``, found with
:mod:`inspect`).  Ids are ASCII pinyin; the registry is deterministic (same order every run).

    from edition.analyse import rules
    reg = rules.registry()               # {id: RuleEntry}, in a stable order
    rules.lookup("元首")                  # ['yuan_shou'] — Chinese, alias, Korean, simplified …
    rules.taxonomy_categories()          # [(id, zh, ko, parent)] for the TEI header
"""
from __future__ import annotations

import importlib
import inspect
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from edition.analyse.jinkou_text import CLAIM_GRAMMAR
from edition.analyse.korean import READING, initial_variant, readings
from edition.core.edition import bundled, package_root, toolkit_file
from edition.core.normalize import fold_query
from edition.core.tei import T, XML_ID, XML_LANG, parse_file
from engine import jinkou, spirits
from engine.methods import METHODS
from engine.patterns import PATTERN_RULES

KINDS = ("method", "subname", "pattern", "spirit", "jinkou_pattern", "jinkou_relation")


class RuleError(ValueError):
    """A bad rule name or a broken registry."""


@dataclass(frozen=True)
class RuleEntry:
    id: str
    kind: str                          # KINDS
    zh: str                            # canonical Chinese name
    ko: str | None                     # Korean name (Hangul)
    aliases: tuple[str, ...] = ()      # other names and variant spellings (Chinese or Korean)
    parent: str | None = None          # a sub-name's method
    cites: tuple[str, ...] = ()        # defining passages, full 'file:line'
    code: str = ""                     # module:qualname
    code_file: str = ""                # path:line (relative to the checkout)
    doc: str = ""                      # first line of the code's docstring, or the rule's gloss
    match: str | None = field(default=None, compare=False)   # regex for relations (templates)

    def names(self) -> tuple[str, ...]:
        """Every form this rule may be written in (name, aliases, Korean)."""
        out = [self.zh, *self.aliases]
        if self.ko:
            out.append(self.ko)
        return tuple(dict.fromkeys(n for n in out if n))

    def to_json(self) -> dict:
        return {"id": self.id, "kind": self.kind, "zh": self.zh, "ko": self.ko,
                "aliases": list(self.aliases), "parent": self.parent, "cites": list(self.cites),
                "code": self.code, "code_file": self.code_file, "doc": self.doc}


def full_cite(short: str) -> str:
    """``003:55`` → ``003_03e8aca9396f2189.txt:55``: a rule's defining passage in the bundled
    texts, whose short keys its citations use (full forms pass through)."""
    src, _, line = short.partition(":")
    if src.endswith(".txt") and line.isdigit():
        return short
    if line.isdigit():
        for s in bundled().sources:
            if s.key == src:
                return f"{s.file}:{line}"
    raise RuleError(f"bad citation {short!r} (expected NNN:line)")


# --------------------------------------------------------------------------- the nine methods

# Defining passages of each method and sub-name (the passage states the rule), read from the
# texts: 000:3-7 (九宗門), 000:47-103 (the 課體 of the nine methods), 003:51-175 (each method's
# 訣 and its named examples).  Also aliases the taxonomy does not carry.
METHOD_DATA: dict[str, dict] = {
    "zei_ke": {"cites": ("000:3", "003:55"), "aliases": ("克賊", "賊剋", "剋賊", "賊尅")},
    # 000:3 「（賊為重審）（克為元首）」; 000:47 「元首：凡上克下」「重審：凡下賊上」 (and its twin 000:79)
    "zhong_shen": {"cites": ("000:3", "000:47", "000:79", "003:55", "003:63")},
    "yuan_shou": {"cites": ("000:3", "000:47", "000:79", "003:55", "003:59")},
    "bi_yong": {"cites": ("000:3", "000:51", "000:83", "003:67")},
    # 003:67 「又即所課知一」, 003:71 「知一課，用一陽比者」, 000:83 「知一（即比用）」
    "zhi_yi": {"cites": ("000:3", "000:51", "000:83", "003:67", "003:71")},
    "she_hai": {"cites": ("000:3", "000:51", "000:83", "003:75", "003:79")},
    "jian_ji": {"cites": ("000:3", "003:95")},      # 000:3 「用孟為見機」; 003:95 「見機格，同比以先見又孟」
    "cha_wei": {"cites": ("000:3", "003:91")},      # 000:3 「仲季為察微」; 003:91 「察微格，同比以先見者為仲」
    "zhui_xia": {"cites": ("000:51", "000:83")},    # named only in the 涉害 課體 (000:51 「綴瑕□等」)
    "yao_ke": {"cites": ("000:3", "000:55", "000:87", "003:99"), "aliases": ("遙剋", "遥克")},
    "hao_shi": {"cites": ("000:3", "000:55", "000:87", "003:99")},   # 003:99 「克干為蒿矢」
    "dan_she": {"cites": ("000:3", "000:55", "000:87", "003:99")},   # 003:99 「干克為彈射」
    "mao_xing": {"cites": ("000:3", "000:55", "000:87", "003:111")},
    "hu_shi": {"cites": ("000:3", "000:55", "000:87", "003:111", "003:115")},
    "dong_she": {"cites": ("000:3", "000:55", "000:87", "003:111", "003:119"),
                 "aliases": ("蛇掩目",)},
    # 003:123 「又名蕪淫格」, 000:91 「別責（蕪淫）」: 蕪淫 is 別責's 課名 (and a 課體, wu_yin)
    "bie_ze": {"cites": ("000:7", "000:91", "003:123"), "aliases": ("蕪淫", "無淫")},
    "ba_zhuan": {"cites": ("000:7", "000:95", "003:135")},
    # 000:7 「俱名帷箔不修」, 000:95 「帷滔不修」, 003:135 「名帷簿不修」; printed 「不修帷箔」 000:43
    "wei_bo": {"cites": ("000:7", "000:95", "003:135"),
               # (and 帷薄, the 薄 of 帷薄 in the histories: a round-72 red-team 九宗門 juan,
               # tests/data/redteam/KR3g9899/KR3g9899_002.txt:66 「名帷薄不修」, unread)
               "aliases": ("帷箔不修", "帷滔不修", "不修帷箔", "不修帷簿", "帷簿", "帷箔", "帷薄不修",
                           "不修帷薄")},
    "du_zu": {"cites": ("000:95",)},                # 000:95 「三傳總歸一神，即名獨足」
    "fu_yin": {"cites": ("000:7", "000:99", "003:147", "003:151", "003:155")},
    "bu_yu": {"cites": ("000:7", "003:167")},       # 000:7 「名不庚」 read 不虞 (000:9)
    "zi_ren": {"cites": ("000:7", "000:99", "003:159")},
    "zi_xin": {"cites": ("000:7", "000:99", "003:171")},
    "du_chuan": {"cites": ("003:163",)},            # 003:163 「杜傳格，剛日遇自刑，用支為中，末取沖」
    "fan_yin": {"cites": ("000:7", "000:103"), "aliases": ("反吟", "井欄射")},
    "wu_yi": {"cites": ("000:7", "000:103")},       # 000:9 「또 이름하여 「무의」」
    "wu_qin": {"cites": ("000:7", "000:103")},      # 000:7 「名元親」 read 無親 (000:9)
}


def _code_of(obj) -> tuple[str, str]:
    mod = inspect.getmodule(obj)
    path = Path(inspect.getsourcefile(obj)).resolve()
    try:
        rel = path.relative_to(package_root())
    except ValueError:
        rel = path
    src, line = inspect.getsourcelines(obj)
    for i, ln in enumerate(src):         # past any decorators, to the def itself
        if ln.lstrip().startswith(("def ", "async def ", "class ")):
            line += i
            break
    qual = getattr(obj, "__qualname__", getattr(obj, "__name__", "?"))
    return f"{mod.__name__}:{qual}", f"{rel.as_posix()}:{line}"


def _first_line(doc: str | None) -> str:
    return (doc or "").strip().split("\n")[0].strip()


def read_taxonomy(path: Path | None = None) -> list[tuple[str, str, str, str | None]]:
    """The categories of ``tei/taxonomy.xml``: (id, zh, ko, parent id)."""
    root = parse_file(path or toolkit_file("taxonomy.xml")).getroot()
    out = []
    for c in root.iter(T + "category"):
        descs = {d.get(XML_LANG): (d.text or "").strip() for d in c.iter(T + "catDesc")}
        par = c.get("corresp")
        out.append((c.get(XML_ID), descs.get("lzh", ""), descs.get("ko") or None,
                    par[1:] if par and par.startswith("#") else None))
    return out


def _methods() -> list[RuleEntry]:
    out = []
    for rid, zh, ko, parent in read_taxonomy():
        data = METHOD_DATA.get(rid)
        if data is None:        # a category that is not a method or a sub-name
            continue
        meth = parent or rid
        if meth not in METHODS:
            raise RuleError(f"tei/taxonomy.xml: category {rid} names no method of engine.methods")
        fn = getattr(importlib.import_module(f"engine.methods.{meth}"), meth)
        code, where = _code_of(fn)
        out.append(RuleEntry(
            id=rid, kind="subname" if parent else "method", zh=zh, ko=ko,
            aliases=tuple(data.get("aliases", ())), parent=parent,
            cites=tuple(full_cite(c) for c in data["cites"]), code=code, code_file=where,
            doc=_first_line(fn.__doc__)))
    missing = set(METHOD_DATA) - {e.id for e in out}
    if missing:
        raise RuleError(f"tei/taxonomy.xml: no category for {sorted(missing)}")
    return out


# --------------------------------------------------------------------------- 課體 (patterns)

def _patterns(taken: set[str]) -> list[RuleEntry]:
    out = []
    for rid, r in PATTERN_RULES.items():
        if rid in taken:
            raise RuleError(f"pattern id {rid} is also a method id")
        code, where = _code_of(r.func)
        out.append(RuleEntry(id=rid, kind="pattern", zh=r.name,
                             ko=r.korean or korean_reading(r.name),
                             aliases=tuple(a for a in r.aliases if a != r.name), cites=(r.cite,),
                             code=code, code_file=where, doc=_first_line(r.func.__doc__)))
    return out


# --------------------------------------------------------------------------- pinyin and Korean
# Readings of the characters of the spirits' and the 金口訣 names (ids are ASCII pinyin, STYLE.md).
_PINYIN = dict(zip(
    "一三上下丘並中之二五亡人伏伯位信俱元克入內全兩六分刑剋劫勾升厭反受叩合同吏吞吟和咸哭喜喝喪四在地墓"
    "外大天夾奇女奸姦孤官客家宿寡將小尾局巫市師幡廁廉廢弔往心忌怪恩惑憂懸成戰戲所支放散斬日昏時書曹會"
    "月朝朱枯機橫次正武歲死殃殺毀比氣池浴淫游滅火災為煞牢猴獄玄生病白皇皮盂盆盜目相破碎神祿禍空符管純"
    "索絞繩耳聖腥茹虎蛇螣血覆見解詔語課謾豪豹貴賊赦身車辰近迷連遙遠邪部醫金鍵鎖鑰長門間關陛陰陳陽隔雀"
    "雄雌雞難雨雷頭風飛馬驛骨鬼魁魂魄黃",
    ("yi san shang xia qiu bing zhong zhi er wu wang ren fu bo wei xin ju yuan ke ru nei quan liang "
     "liu fen xing ke jie gou sheng yan fan shou kou he tong li tun yin he xian ku xi he sang si zai "
     "di mu wai da tian jia qi nv jian jian gu guan ke jia su gua jiang xiao wei ju wu shi shi fan ce "
     "lian fei diao wang xin ji guai en huo you xuan cheng zhan xi suo zhi fang san zhan ri hun shi "
     "shu cao hui yue chao zhu ku ji heng ci zheng wu sui si yang sha hui bi qi chi yu yin you mie huo "
     "zai wei sha lao hou yu xuan sheng bing bai huang pi yu pen dao mu xiang po sui shen lu huo kong "
     "fu guan chun suo jiao sheng er sheng xing ru hu she teng xue fu jian jie zhao yu ke man hao bao "
     "gui zei she shen che chen jin mi lian yao yuan xie bu yi jin jian suo yao chang men jian guan bi "
     "yin chen yang ge que xiong ci ji nan yu lei tou feng fei ma yi gu gui kui hun po huang").split()))
# Sino-Korean readings not in edition.analyse.korean.READING (standard 한자음, non-initial form)
_HANJA_KO = dict(zip("一並中之二人位俱元克入全兩分剋升反叩合同吟和在夾奇官家將局所斬朝次正毀比為盂相祿純茹"
                     "覆見課貴身近連遙遠鍵鎖間陛隔頭",
                     "일병중지이인위구원극입전량분극승반고합동음화재협기관가장국소참조차정훼비위우상록순여"
                     "복견과귀신근련요원건쇄간폐격두"))


# Korean names for the registry's rules whose engine data gives none (the patterns engineer
# may adopt them in engine.patterns): standard 한자음, 두음법칙 on the first syllable.
KOREAN_SUPPLEMENT = {
    "上門亂首": "상문난수", "自取": "자취", "絕胎": "절태", "斗鬼臨干": "두귀임간",
    "太陽入課": "태양입과", "旬首臨干": "순수임간", "貴遇頭沖": "귀우두충", "龍傷太歲": "용상태세",
    "履天羅": "이천라", "赤鳥作鬼": "적조작귀",
}


def pinyin_id(name: str) -> str:
    """ASCII pinyin of a name, syllables joined by ``_`` (characters without a reading —
    placeholders, punctuation — are skipped)."""
    parts = [_PINYIN[c] for c in name if c in _PINYIN]
    if not parts:
        raise RuleError(f"no pinyin for {name!r}")
    return "_".join(parts)


def korean_reading(name: str) -> str | None:
    """The Sino-Korean reading of a name (두음법칙 on the first syllable), None if a character
    has no known reading."""
    if name in KOREAN_SUPPLEMENT:
        return KOREAN_SUPPLEMENT[name]
    out = []
    for i, c in enumerate(name):
        if c in "XY、":                  # placeholders and punctuation of the relation templates
            out.append(c)
            continue
        r = READING.get(c) or _HANJA_KO.get(c)
        if r is None:
            return None
        out.append(initial_variant(r) if i == 0 else r)
    return "".join(out)


def _unique(base: str, taken: set[str]) -> str:
    rid, k = base, 2
    while rid in taken:
        rid = f"{base}_{k}"
        k += 1
    taken.add(rid)
    return rid


# --------------------------------------------------------------------------- 神煞 (seed 002)

def _spirits(taken: set[str]) -> list[RuleEntry]:
    src = Path(inspect.getsourcefile(spirits)).read_text(encoding="utf-8").split("\n")
    rel = Path(inspect.getsourcefile(spirits)).resolve().relative_to(package_root()).as_posix()
    out = []
    for name, rule in spirits.spirit_rules.items():
        rid = _unique("sha_" + pinyin_id(name), taken)
        lines = sorted({int(m.group(1)) for ev in rule.evidence
                        for m in [re.match(r"002:(\d+)", ev)] if m})
        at = next((i + 1 for i, ln in enumerate(src) if ln.lstrip().startswith(f"'{name}': Rule(")),
                  0)
        ko = korean_reading(name)
        alts = sorted(readings(name) - {ko}) if ko else []
        out.append(RuleEntry(
            id=rid, kind="spirit", zh=name, ko=ko, aliases=tuple(alts),
            cites=tuple(full_cite(f"002:{n}") for n in lines),
            code=f"engine.spirits:RULES[{name!r}]", code_file=f"{rel}:{at}",
            doc=f"{name}: {rule.description}"))
    return out


# --------------------------------------------------------------------------- 金口訣 (seed 004)

def _jinkou(taken: set[str]) -> list[RuleEntry]:
    out = []
    for name, (line, gloss, fn) in jinkou.PATTERNS.items():
        base = name.removesuffix("課")
        rid = _unique("jk_" + pinyin_id(base), taken)
        code, where = _code_of(fn)
        ko = korean_reading(name)
        out.append(RuleEntry(
            id=rid, kind="jinkou_pattern", zh=name, ko=ko, aliases=(base,) if len(base) > 1 else (),
            cites=(full_cite(f"004:{line}"),), code=f"engine.jinkou:PATTERNS[{name!r}]",
            code_file=where.rsplit(":", 1)[0] + ":" + where.rsplit(":", 1)[1], doc=f"{name}: {gloss}"))
    path = Path(inspect.getsourcefile(jinkou)).resolve().relative_to(package_root()).as_posix()
    for name, fn in jinkou.RELATIONS.items():
        rid = _unique("jkr_" + pinyin_id(name), taken)
        out.append(RuleEntry(
            id=rid, kind="jinkou_relation", zh=name, ko=korean_reading(name),
            cites=(), code=f"engine.jinkou:RELATIONS[{name!r}]",
            code_file=f"{path}:{fn.__code__.co_firstlineno}",
            doc=f"{name}: a relation of 人元/貴神/將神/地分 asserted in the sixty combinations "
                "(004:11-157), checked by edition.analyse.jinkou_text.check_combination",
            match=CLAIM_GRAMMAR[name].pattern))
    return out


# --------------------------------------------------------------------------- the registry

@lru_cache(maxsize=1)
def _registry() -> tuple[RuleEntry, ...]:
    entries = _methods()
    taken = {e.id for e in entries}
    pats = _patterns(taken)
    taken |= {e.id for e in pats}
    entries += pats
    entries += _spirits(taken)
    entries += _jinkou(taken)
    ids = [e.id for e in entries]
    if len(ids) != len(set(ids)):
        raise RuleError("duplicate rule ids in the registry")
    for e in entries:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", e.id):
            raise RuleError(f"rule id {e.id!r} is not ASCII pinyin")
    return tuple(entries)


def registry() -> dict[str, RuleEntry]:
    """{id: RuleEntry} for every executable rule, in a stable order (methods and sub-names in
    taxonomy order, then patterns, spirits, 金口訣)."""
    return {e.id: e for e in _registry()}


@lru_cache(maxsize=1)
def name_index() -> dict[str, tuple[str, ...]]:
    """Folded name → rule ids carrying it (as name, alias or Korean name)."""
    idx: dict[str, list[str]] = {}
    for e in _registry():
        if e.kind == "jinkou_relation" and any(c in e.zh for c in "XY"):
            continue
        for n in e.names():
            k = fold_query(n)
            if k and e.id not in idx.setdefault(k, []):
                idx[k].append(e.id)
    return {k: tuple(v) for k, v in idx.items()}


def lookup(name: str) -> list[str]:
    """The ids of the rules called ``name`` (Chinese in either script, an alias or variant,
    the Korean name, or the id itself); [] if none."""
    q = fold_query(name)
    if not q:
        return []
    reg = registry()
    if q in reg:
        return [q]
    hits = list(name_index().get(q, ()))
    if not hits and q.endswith(("課", "格")) and len(q) > 2:
        hits = list(name_index().get(q[:-1], ()))
    if not hits and (q + "課") in name_index():
        hits = list(name_index()[q + "課"])
    return hits


def get(rule_id: str) -> RuleEntry:
    try:
        return registry()[rule_id]
    except KeyError:
        raise RuleError(f"unknown rule id {rule_id!r}") from None


def taxonomy_categories() -> list[tuple[str, str, str | None, str | None]]:
    """Every rule as a TEI taxonomy category: (id, zh, ko, parent id), in registry order —
    the taxonomy of ``tei/taxonomy.xml`` first, unchanged, then the categories this registry
    adds (patterns, spirits, 金口訣)."""
    return [(e.id, e.zh, e.ko, e.parent) for e in _registry()]


def taxonomy_xml() -> str:
    """The ``<taxonomy xml:id="rules">`` element for every rule (TEI, flat, as ENCODING.md)."""
    lines = ['<taxonomy xmlns="http://www.tei-c.org/ns/1.0" xml:id="rules">']
    for rid, zh, ko, parent in taxonomy_categories():
        par = f" corresp={quoteattr('#' + parent)}" if parent else ""
        ko_d = f'<catDesc xml:lang="ko">{escape(ko)}</catDesc>' if ko else ""
        lines.append(f'  <category xml:id="{rid}"{par}><catDesc xml:lang="lzh">{escape(zh)}'
                     f"</catDesc>{ko_d}</category>")
    lines.append("</taxonomy>")
    return "\n".join(lines) + "\n"
