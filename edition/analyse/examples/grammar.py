"""The grammar of claims: one table of claim forms (:data:`FORMS`), and the reader that applies
it to one cast's words (:func:`read`).

A **form** is a way the books write one claim about a chart: its pattern, the claim fields it
fills, whether its role words are unambiguous (``certain``: the branch it names can only be
that field's — 「三傳子申辰」, 「干上午」, 「卯時子將」 — where 「X乘G」, 「G臨X」, 陰神/陽神 or a
貴人 phrase may give a role to the wrong branch), and the passages it was written from
(``examples``: ``file:line`` and the words, normalised as :func:`.vocab.normalise` reads them;
``tests/test_grammar.py`` reads every one and checks that the form fills its fields).

Forms are tried in the order of the table; an earlier form wins an overlap, except the
``nonexclusive`` ones (晝/夜, 返吟/伏吟, a season, a direction), which may share characters.

Every claim read is recorded with **how it was read** (:class:`ClaimReading`): its form, its span in
the cast's words, the fields it filled, its **polarity** and whether the form is certain:

* ``asserted`` — the book states it of this cast;
* ``negated`` — under 非, 不係, 亦非, 不是, 不以… (「非以子為用」);
* ``rejected`` — asked to be refused (「豈可以X為初傳乎」), said to be wrong (「…者非也」), or
  stated as others' practice and then refuted by the book (「三傳戌午寅…殊不知…當取子…」:
  KR3g0031_005.txt:343-345). Rejected and negated claims are not the cast's claims: they go to
  ``rejected`` and the checker checks them as what the book refuses.

Polarity is decided in :mod:`.polarity`; the claim words of a cast that no form read (a cast
that agrees on what was read says what it could not read) are found in :mod:`.cues`.

A cast's claims that contradict each other (a branch over two seats, two 初傳 with no
refutation between them) end the cast where the contradiction begins (003:619
「天罡臨卯…天罡加丑」: another case begins there), as before.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

import regex

from edition.analyse.rules import registry
from engine import lexicon as lx
from engine.calendar import is_daytime
from engine.generals import GENERAL_NAMES
from engine.values import BRANCH_ELEMENT, ELEMENT_NAMES, LIU_QIN_NAMES, day_index, dun_gan, liu_he, xun_shou, xun_wei

from .polarity import CORRECTS, polarity, reported, to_answer
from .vocab import (METHOD_NAMES, _GABBR, _GCHENG, _GFULL, _HN, _JN, BRANCHES, BV, GENERAL_ABBR,
                    GENERAL_CHENG, GENERALS,
                    HOUR_NAMES, JIANG_NAMES, LODGING, MONTH_NUM_W, MONTH_W, NOT_JIANG_BEFORE, NOT_JIANG_VERBS, QIN_SHORT, QIN_W, TERM_W,
                    STEM_ONLY, STEMS, _glyph,
                    _MN, branch_slot, normalise, stem_slot)
from edition.core.patterns import compiled

# a general by one character, as a table's note writes the three of a 三傳 (「晝貴陰常」)
_CELL1 = "".join(w for w in GENERAL_CHENG if len(w) == 1)
# a branch slot: branch, variant, 己, or a 將 name (not the 子 of 子孫, a 六親 word)
# (not 子孫, 子息: the 六親 word; nor 己土, the stem: 巳 is 火, 「功曹遙剋己土為用」 a red-team book)
# (not 辰 after 之 before 為用, a branch in general: 「取天上酉所臨之辰爲用」, a round-80 red-team case
# book, liuren_duanan_1100-1124.txt:107, read 初傳 辰 and accused; but 「甲子日之辰時」 is the hour,
# a review of the round-80 change, review_round80/zhi_chen.txt:7)
_S1 = rf"(?:{_JN}|[{BV}己](?<!子(?=[孫息]))(?<!己(?=土))(?!(?<=之辰)為用))"
# a general's own 「乘X臨Y」 after it in a list of the 傳's generals (「中朱雀乘卯臨未，末天后」: pos_general),
# or its seat, 「中螣蛇臨卯」, 「中天后加寅」, 「中太陰臨丑乘亥」 (review_round102/rides_pause.txt:3-9)
_RIDES_ON = rf"(?:乘[{BV}]臨[{BV}]|[臨加][{BV}](?:乘[{BV}])?)?"
# a 六親 word written before a 傳's branch (「發用財申，中傳鬼丑，末傳子孫子」)
_LQ = rf"(?:{QIN_W}|[{QIN_SHORT}])?"
# the full 六親 words only, where a seat's or a pair's branch follows (「干上兄弟丑土作天空」, 「中末皆
# 父母丑土作天后」: a round-62 red-team case book, liuren_duanan_691-715.txt:33, :126, unread)
_LQ2 = rf"(?:{QIN_W})?"
BRANCH_WORD = _S1
# a plate's slot also takes a month by its season, as its 建 (「仲秋加仲夏」 酉加午, 006:1061)
_SP = rf"(?:{_MN}|{_S1})"
_E = r"[金木水火土]?"                  # an element written after a branch (勝光火臨亥水)
# a 三傳 slot also takes the look-alikes of a branch, kept as printed for the checker to weigh
# (未 printed 末, 午 牛, 子 了: 「三傳寅末子」; 戊 for 戌 006:113 「三傳巳戊夘」)
# a 傳 slot's look-alikes, kept as printed for the checker (末牛了展于由西, engine/lexicon.py) and
# the glyphs read there (戊 for 戌)
_LOOK = "".join(lx.glyphs("branch", "lookalike")) + "".join(
    k for k in lx.glyphs("transmission", "reading") if k not in BV)
_ST = rf"(?:{_S1}|[{_LOOK}])"
# the twelve generals' one-character names (貴蛇雀合勾龍空虎常玄陰后)
_SHORT_ONE = "貴蛇雀合勾龍空虎常玄陰后"
# one of them straight after a 傳's branch (form mid_end_short): not the word it opens (空亡, 陰神,
# 合局: 「…終登明空亡」, a review of the round-54 change, rv54_old_short.txt:5), nor the first of a
# full name (玄武, 勾陳, 貴人: 「中末勝先玄武乘河魁」, KR5a9987_000.txt:149), nor one of a list
# (「乘陰合主奸」), though 空亡 may follow it (「終傳送蛇空亡」, rv54_old_short.txt:4)
_NOT_GEN = r"空亡|陰[神私日陽氣]|合局"
_SHORT_CELL = (rf"(?!{_NOT_GEN})([{_SHORT_ONE}])"
               rf"(?![人陳武局]|(?!{_NOT_GEN})[{_SHORT_ONE}])")
# a look-alike's branch (末 → 未), to tell a 傳 said twice, once through a look-alike, from a clash
# (「支上未為中傳…三傳戌末酉（“末”當作“未”）」, a red-team course book, liuren_jiaocai.txt:285)
_SAME_GLYPH = lx.glyphs("branch", "lookalike")
# a placement listed after another (「…午加戌、申加子、辰加申」): one of the four lessons
_LISTED = compiled(rf"[加臨](?:{_S1})、$")
# the claims about the chart itself (not its date: the day, 將, hour, month)
_CHART_FIELDS = {"plate", "lessons", "gan_shang", "zhi_shang", "transmissions", "generals",
                 "transmission_generals", "offset", "guiren", "lesson_generals"}
# the chart's fields a statement to judge says (polarity.to_answer), not its plate
_JUDGED = {"transmissions", "transmission_generals", "generals", "lessons", "gan_shang",
           "zhi_shang", "names", "patterns", "guiren", "lesson_generals"}
# not after a count (「逆退三辰為用」), a placement sign or a seat (「夜貴未坐卯為貴人」, 006:482:
# 卯 is 未's seat, not the branch 貴人 rides), nor the first of a pair of branches
# (「寅夘臨申酉」, 001:505) — a branch after a placement's seat is a new item (「卯臨未巳臨酉」)
_COUNT_SEAT = "三數数一二四五六七八九十坐"     # a count or 坐 before a branch: no subject
# (一 of 天一/太一 is no count: 「太一加壬為天一勝先為用」)
_NB = rf"(?<![{_COUNT_SEAT.replace('一', '')}加臨])(?<!(?<![天太])一)(?<!(?<![加臨上在見年寄前後一])[{BV}己])"
# 用 that is not 發用: 用夜將 / 用旦將 / 用神 / 用陰貴 (「亥加子用夜將」: use the night 貴人), nor 用起
# (the 用 is what follows it: 「登明加寅，用起勝光」), nor 用事 (holds sway: 「旺相用事」)
_YONG = r"用(?![神夜晝旦暮將貴起陰陽事])"
# what is said of a branch straight after it (Reader.predicates); not 「為天一前一」, a place
# (為用 with the relation that makes it the 用: 「辰陰太衝剋天罡上剋下為用」, 「辰陰功曹受從魁之賊為用」,
# the oldest notation, a red-team book; not 「X剋Y下賊上為用」, whose 用 is Y; 「X剋Y為用」 with no
# relation word: Reader.predicates, only where Y is X's own lower)
# 「中末皆X」: the 中傳 and the 末傳 one branch (its 遁干 before it, not a 旬's head), the forms
# mid_end_same, mid_end_same_gen, mid_end_same_rides (not 中傳 ending the clause before, 「X為中傳，
# 末傳Y」, nor 「在中末」; nor after a branch's 作/是/乃/即, 「卯刑子，子作中傳，末傳是午」, a round-77 red-team
# 譯注本, liuren_yizhu.txt:76, 中 and 末 read 午 and a correct cast accused, but 「於是中末皆未」, 「乃中末
# 俱歸干上亥」: a review of the change, review_round77/mid_end.txt:13, :15; apart by 「，」 only as
# 「中傳，末傳皆X」, not 「右二課中，末傳皆寅」, :11)
_NOT_MID_END = rf"(?<![為在])(?<![{BV}](?:作|是|乃|即))"
# (and 「中末二傳皆戌」: a review of the change, review_round77/mid_end.txt:17, a planted 戌 unread)
_MID_END_SAME = (rf"{_NOT_MID_END}中(?:傳)?(?:、?(?:終|末)(?:二?傳)?(?:皆|俱|並)?|(?<=中傳)，(?:終|末)(?:傳)?(?:皆|俱|並))"
                 rf"(?:是|為)?{_LQ2}"
                 rf"(?:[{STEMS}空](?=[{BV}](?!旬)))?({_S1})(?!旬)(?!{_S1}){_E}")
# a general by one character after 作 or 乘 (「中传未作常」, 「日上巳作雀」: 六壬斷案's commentaries,
# liuren_duanan_01-31.txt 「作蛇」, 「作武」, 「作后」; a round-60 red-team case book, liuren_duanan_641-665.txt:24,
# unread): the unambiguous short forms, not before another's nor 德 (龍德)
# (not 后 before 應/來, 後應: 「末传酉作后应」, a review of the round-60 change,
# review_round60/rv60_case.txt:30, where 天后 was read and a correct case accused; a verb or a noun
# may follow the others, 「中传午作蛇为祸」, 「作勾地网」: a review of the round-61 change,
# review_round61/rv61_case.txt:10, where punctuation was required after it and a planted 螣蛇 agreed)
_ZUO_SHORT = rf"(?<=[作乘])(?:{_GABBR})(?![{_SHORT_ONE}德])(?<!后(?=[應应來来]))"
_PRED_RX = (r"(?P<yang>為(?:日|干|辰|支)之?陽神?)"
            r"|又?神?(?:[金木水火土]?(?:下賊上|上[剋克尅]下|[剋克尅](?:{s})[金木水火土]?上[剋克尅]下"
            r"|下?受(?:{s}|日|干|辰)[金木水火土]?之?[賊剋克尅](?:下賊上)?)者?)?(?P<use>為用|發用|為初傳"
            # (and the 中/末 by their seat: 「午を初伝とし、干上戌を中伝、支上辰を末伝とす」, a round-39
            # red-team Japanese book, liuren_nihon.txt:168, read 「干上戌為中傳」)
            # (not 「為末傳所剋」, 「為初傳之…」: the 傳 does something to it, a review of the round-61
            # change, review_round61/rv61_suosheng.txt:3, 干上卯 read as the 末傳)
            r"|為(?P<upos>[中次末終])傳)(?<!傳(?=[所之]))(?<!為初傳(?=[所之]))(?<!用(?=所))"
            r"|又?(?:(?:為|是|即)(?P<gui>天[乙一]|貴人)(?![前後神之所])|(?P<gui>天[乙一])所(?:治|居|立)也?)"
            r"(?:[，、]?[加臨居立在](?P<seat>{s}))?上?"
            # (its element may come first: 「干上兄弟丑土作天空」, a round-62 red-team case book,
            # liuren_duanan_691-715.txt:33)
            r"(?:(?P<dir>[順逆])行)?|[金木水火土]?[，、]?其?(?:(?:將得|乘)(?P<gen>{g})|作(?!六合)(?P<gen>{f}|{z}))"
            r"|又?(?:為|是)(?:天[乙一]|貴人?)?之?(?P<place>[前後][一二三四五六])(?![{b}日辰位合])")
# (即天一, 天一所治: 「太一即天一也」, 「中小吉天一所治也」, the oldest notation, a red-team book)
# (作G with a general's full name: 「干上未作太陰」, 六壬斷案's manner; not 作合, 作鬼, nor 作六合, the
# relation as well as the general: 006:569 「子與干上丑作六合」)
_PRED = compiled(_PRED_RX.format(g=_GCHENG, s=_S1, b=BV, f=_GFULL, z=_ZUO_SHORT))
_BARE_KE = compiled(rf"[金木水火土]?[剋克尅]({_S1})[金木水火土]?(?:為用|發用)")
# 次傳 for 中傳; 終傳 for 末傳 (KR3g0031_006.txt:707 「終傳天罡乘六合」)
_POS = {"初": 0, "用": 0, "中": 1, "次": 1, "末": 2, "終": 2}
# 天一 (天乙, 貴人) that opens a clause of its own, its seat or its direction (「天一晝在徵明臨亥順行」,
# 「天乙在申逆治」, 「貴人臨卯」): not the general of the branch said before it
_TIANYI_CLAUSE = r"(?:天[乙一]|貴人)[晝夜旦暮]?(?:在|居|立|臨|加|順|逆|治|所|之神)"
_CN = "一二三四"



def month_jiang(n: int) -> str:
    """The 月將 of month N after its 中氣 (engine/lexicon.py ``month_jiang``: 正月 亥, 二月 戌…)."""
    return BRANCHES[lx.month_jiang(n)]


# ----------------------------------------------------------------------------- readings

@dataclass
class ClaimReading:
    """How one claim was read: its form, its span in the cast's words, the fields it filled,
    its polarity and whether the form's roles are unambiguous."""
    form: str
    span: tuple[int, int]
    fields: list = field(default_factory=list)
    polarity: str = "asserted"
    certain: bool = True

    def as_dict(self) -> dict:
        return {"form": self.form, "span": list(self.span), "fields": list(self.fields),
                "polarity": self.polarity, "certain": self.certain}


@dataclass
class ReadResult:
    """What :func:`read` gives for one cast's words."""
    claims: dict
    last: int                      # the end of the last claim read
    superseded: list               # statements a later one replaced (text)
    spans: list                    # spans of the claims read
    conflict: int                  # where a contradicting claim begins (or len(body))
    readings: list                 # ClaimReading, in order
    rejected: list                 # {"polarity", "form", "span", "text", "claims"}
    turn: int | None = None        # where the other half of a 晝…夜 pair begins (== conflict)
    other: dict | None = None      # the other 晝/夜's claims, said 傳 by 傳 (tgen_dn_each)


# ----------------------------------------------------------------------------- the reader

class Reader:
    """The state of reading one cast's words: the claims so far, every placement read or
    implied (干上 over the 寄宮, 支上), and where a contradiction begins."""

    def __init__(self, body: str, stem: str | None, branch: str | None):
        self.body, self.stem, self.branch = body, stem, branch
        self.c: dict = {}
        self.conflict = len(body)
        self.cur = 0
        self.placed: dict = {}
        self.trans: list = [None, None, None]
        self.tgen: list = [None, None, None]
        self.superseded: list[str] = []
        self.replaced: dict = {}           # field → the value a later statement replaced
        self.last_branch = None            # the heavenly branch of the last claim read
        self.reach = 0                     # where the current claim's words end (為用 after it)
        self.prev_end = 0                  # where the claims read so far end
        self.filled: list[str] = []        # fields filled by the current form
        self.said_daytime = False          # 晝占/夜占 (or 將) written, not a 貴 phrase
        self.turn: int | None = None       # where the other half of a 晝…夜 pair begins
        self.as_form: str | None = None    # the form a handler says its words were read by
        self.use_said = False              # the 用 was said before these words (read())
        self.dn_tgen: list = [None, None, None]  # a 傳's general under 晝 and 夜 (tgen_dn_each)
        self.dn_spans: list = []           # where tgen_dn_each read (its 晝/夜 are no 晝占/夜占)
        self.term: tuple | None = None     # the 將 a solar term gives, and where (form term_jiang)
        self.skipped: list = []            # words of a supposition passed over (no claim words)

    # -- bookkeeping
    def clash(self) -> None:
        self.conflict = min(self.conflict, self.cur)

    def corrected(self) -> bool:
        # (a claim may open with the marker's last word: 「…不知當取子為用」, the claim 「取子為用」)
        end = self.cur + (self.body[self.cur:self.cur + 1] in "以取")
        return bool(CORRECTS.search(self.body, 0, end))

    def place(self, e, h) -> bool:
        if self.placed.get(e, h) != h or any(k != e and v == h for k, v in self.placed.items()):
            self.clash()
            return False
        self.placed[e] = h
        return True

    def day(self) -> int | None:
        """The cast's day (0–59), when its stem and branch are known and pair."""
        if not (self.stem and self.branch and self.stem in STEMS and self.branch in BRANCHES
                and STEMS.index(self.stem) % 2 == BRANCHES.index(self.branch) % 2):
            return None
        return day_index(STEMS.index(self.stem), BRANCHES.index(self.branch))

    def slot(self, s, where, ji_ok=True, use="branch"):
        sl = branch_slot(s, where, ji_ok=ji_ok, use=use)
        if sl is not None:
            _glyph(self.c, where, sl)
            return sl.value
        return None

    # -- fields
    def set_plate(self, earth, heaven, where, open_seat=False):
        """X over a seat. An ``open_seat`` (one the words leave open, jia_chen) is recorded but
        not placed: a placement elsewhere is no clash with it, another X over it is."""
        e = self.slot(earth, where)
        h = self.slot(heaven, where)
        if not (e and h):
            return h
        if open_seat and self.c.get("plate", {}).get(e, h) != h:
            self.clash()
        elif open_seat or self.place(e, h):
            self.c.setdefault("plate", {})[e] = h
            self.filled.append(f"plate.{e}")
            self.last_branch = h
        return h

    def set_general(self, h, gen):
        if h is None or gen is None:
            return
        gs = self.c.setdefault("generals", {})
        if gs.get(h, gen) != gen or any(k != h and v == gen for k, v in gs.items()):
            self.clash()
            return
        gs[h] = gen
        self.filled.append(f"generals.{h}")

    def set_trans(self, i, v):
        if v is None:
            return
        if self.trans[i] is not None and _SAME_GLYPH.get(v) == self.trans[i]:
            return               # (「支上未為中傳」, then 「三傳戌末酉」: the look-alike, no clash)
        if self.trans[i] is not None and self.trans[i] != v:
            if not self.corrected():
                self.clash()
                return
            self.superseded.append(f"{'初中末'[i]}傳 {self.trans[i]} then {v}")
            self.replaced.setdefault("transmissions", [None, None, None])[i] = self.trans[i]
        self.trans[i] = v
        self.filled.append(f"transmissions.{i}")
        self.last_branch = v

    def set_tgen(self, i, g):
        # (another general for a 傳 already given one is another reading: 「…晝占…初天后中太陰末
        # 玄武若以夜貴論…初白虎中太常末玄武」, a red-team book: the 夜 list overwrote the 晝's)
        if g is not None and self.tgen[i] not in (None, g):
            if not self.corrected():        # (a statement the text corrects: the later one's)
                self.clash()
                return
            self.superseded.append(f"{'初中末'[i]}傳's general {self.tgen[i]} then {g}")
        self.tgen[i] = g
        self.filled.append(f"transmission_generals.{i}")

    def set_key(self, k, v):
        if v is None:
            return
        c = self.c
        if k in c and c[k] != v:
            if not self.corrected():
                self.clash()
                return
            self.superseded.append(f"{k} {c[k]} then {v}")
            self.replaced[k] = c[k]
        # 干上/支上 are placements too, for the explicit ones that follow (a clash with an
        # explicit X加Y ends the case); two of them disagreeing is left to the checker
        # (001:448 「丁丑日干上午…支上午」, a misprint)
        if k == "gan_shang" and self.stem in LODGING:
            self.placed.setdefault(LODGING[self.stem], v)
        if k == "zhi_shang" and self.branch:
            self.placed.setdefault(self.branch, v)
        c[k] = v
        self.filled.append(k)
        if k in ("gan_shang", "zhi_shang"):
            self.last_branch = v

    def set_cell(self, head: str, key, v, empty) -> bool:
        """One cell of a claim kept by place or seat (``dun_gan`` by 傳, ``ring_generals`` by
        seat; ``empty`` the claim before any cell): another value there is a clash."""
        box = self.c.setdefault(head, empty)
        if (box.get(key) if isinstance(box, dict) else box[key]) not in (None, v):
            self.clash()
            return False
        box[key] = v
        self.filled.append(f"{head}.{key}")
        return True

    def set_lesson(self, i, up=None, lo=None):
        ls = self.c.setdefault("lessons", [None, None, None, None])
        le = dict(ls[i] or {})
        if up:
            le["upper"] = up
            self.last_branch = up           # (「日陰從魁乘玄武」: 玄武 on 從魁)
        if lo:
            le["lower"] = lo
        ls[i] = le
        self.filled.append(f"lessons.{i}")

    def guiren(self, **kw):
        self.c["guiren"] = dict(self.c.get("guiren", {}), **kw)
        self.filled.append("guiren")

    def predicates(self, end: int, h, which: str = "use gui gen place",
                   seat: str | None = None, lower: str | None = None) -> None:
        """What is said of the branch ``h`` just read, straight after it (at ``end``): 為用/發用
        (the 初傳), 為天一/為貴人 (it carries 貴人), 將得G (the general on it), 為前N/後N (the
        general by its place from 天一), one after another
        (「日陰太一為天一又為用」, 「辰上太衝將得玄武」: the early notation says each of the branch
        just named; KR5a0297_000.txt:59 「勝先加癸將得螣蛇」). ``which``: the predicates read."""
        if h is None:
            return
        pos = end
        # the branch named again as the subject of what is said of it (「辰陰天罡天罡剋神后為用」, a
        # round-25 red-team classic)
        again = regex.match(rf"{_S1}", self.body, pos=pos)
        sl = branch_slot(again.group(0), "") if again else None
        if sl is not None and sl.value == h and (
                _PRED.match(self.body, again.end()) or _BARE_KE.match(self.body, again.end())):
            pos = again.end()
        # 「X剋Y為用」 with no relation word (「辰上從魁辰陰勝先剋從魁為用」, a round-25 red-team
        # classic): the 用 is X only where Y is X's own lower (上剋下); where Y stands over X
        # (「辰上勝先勝先剋從魁為用」, 從魁 over 勝先: 下賊上, the 用 從魁, a review of the change)
        # it is not read
        bk = _BARE_KE.match(self.body, pos)
        if bk and "use" in which and lower is not None:
            y = branch_slot(bk.group(1), "")
            # (辰 or 支 for the day's branch, 支上's lower: 「辰上河魁克辰為用」, the oldest notation)
            if (y is not None and y.value == lower) or (bk.group(1) in "辰支" and lower == self.branch):
                self.set_trans(0, h)
                self.reach = max(self.reach, bk.end())
                return
        while (p := _PRED.match(self.body, pos)) is not None:
            kind = next(k for k in ("yang", "use", "gui", "gen", "place") if p.group(k))
            if kind == "yang":
                # 「登明加庚爲日之陽神將得朱雀」: 干上 said again by its name (玄女經's manner),
                # and the general it carries after it
                pos = self.reach = max(self.reach, p.end())
                which += " gen"
                continue
            if kind not in which:
                break
            if kind == "use":
                self.set_trans(_POS[p.group("upos") or "初"], h)
                if _MID_NEXT.match(self.body, p.end()) or _GEN_LIST.match(self.body, p.end()):
                    # (the 中/終 or the three 傳's generals follow: their forms read them)
                    self.reach = max(self.reach, p.end())
                    break
            elif kind == "gui":
                gr = {"branch": h}
                at = p.group("seat") or seat       # (「勝先加卯為天一」: the seat of X加Y)
                if at and (s := self.slot(at, "貴人's seat")):
                    gr["seat"] = s
                    self.set_plate(at, h, "貴人's seat")
                if p.group("dir"):
                    gr["direction"] = p.group("dir")
                self.guiren(**gr)
                self.set_general(h, "貴人")
            elif kind == "gen":
                at = p.start() + (self.body[p.start()] in "，、")
                if _GEN_LIST.match(self.body, at) or _GEN_BY_POS.match(self.body, at):
                    # (the first of three generals: the 三傳's, not this branch's alone: 「…終取日上
                    # 大吉將得朱雀太陰勾陳」, a red-team classic, KR5a9957_001.txt:20)
                    break
                self.set_general(h, GENERAL_CHENG[p.group("gen")])
            else:                               # 前N/後N from 天一 (_h_gen_place)
                self.set_general(h, _by_place(*p.group("place")))
            pos = self.reach = max(self.reach, p.end())

    def use_after(self, m, then, subject: str | None = None) -> None:
        """X加Y (or X加干) written as the initial: 為用/發用/用/為初傳 within a few characters
        after it, with no other branch placed in between (005:26 「午加酉為用」, 005:149
        「申加巳一下賊上發用」, 006:186 「已加子用傳遇天魁」; not 「用夜將」)."""
        tail = self.body[m.end():m.end() + 9]
        hit = regex.match(rf"([^加臨。]{{0,6}}?)(為用|發用|為初傳|{_YONG})", tail)
        if not hit:
            return
        # nothing between that could be the subject instead (「從魁加亥亥為初傳」: 亥 is), unless
        # it is the subject again, said to be the 比 one (005:342 「取子加戌子生甲木比者為用」)
        # 「發用財申」: the 用 is the branch written after it, not the subject (a red-team book:
        # 「四課午加卯，為重審課，發用財申」 read 午 as the 初傳 and accused a correct print)
        nxt = regex.match(rf"{_LQ}({_S1})", self.body, pos=m.end() + hit.end())
        subject = subject or m.group(1)
        if hit.group(2) in ("發用", "用") and nxt and nxt.group(1) != subject:
            return          # (「申加午發用申為乙徳」, 001:359: the same 申, its next clause)
        between = hit.group(1)
        if regex.search(r"[何誰孰奚]", between) or regex.match(r"者?[何誰孰奚]", self.body, pos=m.end() + hit.end()):
            return          # (a question, 「登明加寅，其用何神」, 「…，何神為用」: a round-102 red-team
                            # classic, KR5a9841_001.txt:30, the asker's words read as the 用 and accused;
                            # not 「太衝加未為用，何也」, which says it and asks why: review_round106/
                            # wenda_qiyong.txt:3)
        if (hit.group(2) == "用" and between.endswith("比")) or regex.search(r"[二兩俱並]", between):
            # 「子加丑丑加寅二下賊上比用取子」 (a red-team book): two candidates, 比用 the method
            # that chooses between them; neither X加Y is the 用 by itself
            return
        if _LISTED.search(self.body, 0, m.start()) and regex.search(r"依|法", between):
            # (nor the last of the four lessons listed before the method that takes the 用: 「四課戌
            # 加甲、午加戌、申加子、辰加申，依賊剋法發用」, a round-40 red-team exam paper, liuren_kaoshi.
            # txt:149; but one lesson, 「第二課午加戌，依賊剋法發用」, is it: a review of the change)
            return
        if between.startswith(subject) and between.endswith("比者"):
            between = between[len(subject):-2]
        if not regex.search(rf"[{BV}己]|{_JN}|者", between):
            then()
            self.reach = m.end() + hit.end()


# ----------------------------------------------------------------------------- handlers
# each takes the reader and the match and returns whether the claim was read

def _h_key(key: str, where: str):
    """A handler that reads group 1 as a branch slot into the claim ``key``."""
    def handler(r: Reader, m) -> bool:
        # (辰上 after the branch 辰 was said an upper in the cast's words, on a day whose branch is
        # not 辰: 「丑上見辰，辰土克癸水，上克下；辰上未」, the lessons' chain, not the 支上 — a
        # round-41 red-team 歌訣 book's note, liuren_gejue.txt:47-48; left unread)
        if key == "zhi_shang" and m.group(0).startswith("辰") and r.branch != "辰" \
                and _UPPER_CHEN.search(r.body, 0, m.start()):
            return False
        r.set_key(key, r.slot(m.group(1), where))
        return True
    return handler


_h_hour = _h_key("hour", "the hour")
_h_jiang = _h_key("jiang", "the 將")


def _h_hour_half(r: Reader, m) -> bool:
    """An hour by its half (form hour_half); 「X初」 alone only where no hour was read (「丑を初とし」,
    丑 the 初傳: a Japanese red-team book, liuren_aozora.txt:219, its cast cut there)."""
    if m["alone"] is not None and "hour" in r.c:
        return False
    return _h_hour(r, m)


def _h_jiang_station(r: Reader, m) -> bool:
    """The 將 by the sun's station or 宮 (form jiang_station), before the chart's claims."""
    if any(k in r.c for k in _CHART_FIELDS) or any(r.trans) or any(r.tgen):
        return False
    b = BRANCHES[_STATION_OF[m.group(1)]] if m.group(1) else m.group(2)
    r.set_key("jiang", r.slot(b, "the 將"))
    return True


def _h_term_jiang(r: Reader, m) -> bool:
    """The 將 after the solar term (``after``) or before it (the term before's), kept until the
    words are read (read(): only where no 將 is printed)."""
    i = _TERM_INDEX[m.group(1)] - (m["after"] is None)
    if r.term is None:
        r.term = (BRANCHES[lx.SOLAR_TERMS[i % 24].value], (m.start(), m.end()))
    return False


def _h_seat_key(key: str, where: str):
    """干上X / 支上X, and the 用 when it follows at once (KR3g0031_001.txt:493 「丙子日干上子發用」,
    :487 「己丑日支上寅發用」); not a 用 further on, which is often another word (006:338 「干上子
    支上卯為俱旺自在坐用」, 001:23 「…干上子，乃貴人為用神所克」)."""
    def handler(r: Reader, m) -> bool:
        # (辰上 after the branch 辰 was said an upper in the cast's words, on a day whose branch is
        # not 辰: 「丑上見辰，辰土克癸水，上克下；辰上未」, the lessons' chain, not the 支上 — a
        # round-41 red-team 歌訣 book's note, liuren_gejue.txt:47-48; left unread)
        if key == "zhi_shang" and m.group(0).startswith("辰") and r.branch != "辰" \
                and _UPPER_CHEN.search(r.body, 0, m.start()):
            return False
        if "皆" in m.group(0) and r.branch is not None:
            return False        # (干上皆X of a 六X日 group only, not a verse's list of days)
        r.set_key(key, r.slot(m.group(1), where))
        r.predicates(m.end(), r.c.get(key),   # (and 「辰上太衝將得玄武」, 「辰上小吉為天一」)
                     lower=r.branch if key == "zhi_shang" else None)
        # and its 陰 said as what stands on it (「日上大吉，大吉上勝先」: the oldest notation)
        w = regex.escape(m.group(1))
        # (or as 陰 alone: 「日上河魁，陰勝先；辰上傳送，陰天罡」, 「日上天罡陰太衝」, a round-54 red-team
        # classic with its 注, KR5a9932_000.txt:60, KR5a9932_001.txt:15)
        # (and 「日上功曹之陰太衝」, a review of the change, rv54_old_zhiyin.txt:4)
        yin = regex.match(rf"[，、]?(?:{w}上(?:見|神|得)?|之?陰神?(?:[為是見])?)({_S1})", r.body,
                          pos=max(m.end(), r.reach))
        # (not 辰: 「日上辰辰上未」 is 干上 辰 and 支上 未)
        if yin and m.group(1) != "辰" and (up := r.slot(yin.group(1), where + "'s 陰神")):
            r.set_lesson(1 if key == "gan_shang" else 3, up=up)
            r.reach = yin.end()
        return True
    return handler


_UPPER_CHEN = compiled(r"上(?:見|得|是|亦|乃)?辰(?![上陰陽])")
_h_gan_shang = _h_seat_key("gan_shang", "干上")
_h_zhi_shang = _h_seat_key("zhi_shang", "支上")


# (the four lessons listed, their placements later in the sentence: 「四課卯加戌，上剋下；未加寅、子加未」,
# a round-74 red-team 神煞 juan, KR3g9895_001.txt:131, read as the 第四課 and a correct cast accused)
_MORE_JIA = compiled(rf"[^。]{{0,10}}?[；，、](?:{_S1})加(?:{_S1}|[{STEMS}])[、，](?:{_S1})加")


def _h_lesson_jia(r: Reader, m) -> bool:
    g = m.groups()
    if g[0] == "四" and not r.body.startswith("第", m.start()) and _MORE_JIA.match(r.body, m.end()):
        return False
    i = _CN.index(g[0])
    if g[2] in STEMS and (g[2] != "己" or (i == 0 and r.stem == "己")):
        # 第一課 over the day's stem: its upper is the 干上 (「一課亥加甲」)
        up = r.slot(g[1], "第一課 upper")
        if i != 0 or g[2] != r.stem or not up:
            return False
        r.set_key("gan_shang", up)
        return True
    up, lo = r.slot(g[1], f"第{g[0]}課 upper"), r.slot(g[2], f"第{g[0]}課 lower")
    if up and lo:
        r.set_lesson(i, up, lo)
        # and the 用 said of its upper at once (「第四課寅加酉下賊上為用」, a red-team book)
        r.use_after(m, lambda: r.set_trans(0, up), subject=g[1])
    return True


def _h_lesson_pairs(r: Reader, m) -> bool:
    """The four lessons as pairs, in the order the stem's end gives (第一課's lower the stem); or
    as two rows, the uppers' over the lowers' (「四課　巳　卯　申　午」 over 「卯　丑　午　乙」, read on as one
    sentence: a round-44 red-team mail's attachment, liuren_mail.txt:228-229), where the pairs
    cannot be four lessons (the 第二課's lower not the 第一課's upper, or the 第四課's not the 第三課's)
    and the rows can."""
    glyphs = [m.group(k) for k in range(1, 9)]
    pairs = _lesson_order([(glyphs[2 * k], glyphs[2 * k + 1]) for k in range(4)])
    if pairs is not None and not _chained(pairs):
        rows = _lesson_order(list(zip(glyphs[:4], glyphs[4:])))
        pairs = rows if rows is not None and _chained(rows) else pairs
    if pairs is None:
        return False
    for n, (up, lo) in enumerate(pairs):
        if not _lesson_said(r, _CN[n], up, lo):
            return False
    return True


def _h_lessons_four_shang(r: Reader, m) -> bool:
    g = m.groups()
    return all(_lesson_said(r, _CN[n], g[2 * n + 1], g[2 * n]) for n in range(4))


def _lesson_order(pairs: list) -> list | None:
    """(upper, lower) pairs as printed → 第一課 first, by the end the stem stands at; or None."""
    if pairs[0][1] in STEMS and pairs[3][1] not in STEMS:
        return pairs
    if pairs[3][1] in STEMS and pairs[0][1] not in STEMS:
        return pairs[::-1]
    return None


def _chained(lessons: list) -> bool:
    """Whether the 第二課's lower is the 第一課's upper and the 第四課's the 第三課's."""
    return lessons[1][1] == lessons[0][0] and lessons[3][1] == lessons[2][0]


# 「四課丑卯、亥丑俱下賊上」: the four lessons, two of them named, not the 第四課 (a round-69 red-team
# 占天時 juan, KR3g9905_001.txt:53, a correct cast accused)
# (after 、 or / only: 「四課子午，寅酉下賊上」 names the fourth, a review of the change,
# review_round69/rv69_half.txt:7)
# (unpunctuated too: 「四課酉己亥酉無克」, a round-24 red-team book, KR3g9956_002.txt:99, read as the
# 第四課 酉 over 巳 once its 三傳皆酉 was read, stop 52)
_PAIR_AFTER = compiled(rf"[、/]?\s*(?:{_S1})[{BV}{STEMS}已]")


def _h_lesson_rides(r: Reader, m) -> bool:
    r.set_key("gan_shang" if m.group(1) == "一" else "zhi_shang",
              r.slot(m.group(2), f"第{m.group(1)}課 upper"))
    return True


def _h_use_lesson(r: Reader, m) -> bool:
    return r.set_cell("use_lesson", m.group(1), "是", {})


def _h_lesson(r: Reader, m) -> bool:
    if m.group(1) == "四" and not r.body.startswith("第", m.start()) \
            and _PAIR_AFTER.match(r.body, m.end()):
        return False
    return _lesson_said(r, *m.groups())


def _h_lesson_shang(r: Reader, m) -> bool:
    """「一課甲上未，二課未上子」: the lesson's lower, 上, its upper."""
    n, lo, up = m.groups()
    return _lesson_said(r, n, up, lo)


def _h_lesson_shang_wei(r: Reader, m) -> bool:
    """「巳上未為一課，未上申為二課」: the lower, 上, the upper, 為 which lesson; the first's lower
    the stem's lodging (「戊寄巳，巳上未為一課」), read as the stem."""
    lo, up, n = m.groups()
    if n == "一" and LODGING.get(r.stem) == lo:
        lo = r.stem
    return _lesson_said(r, n, up, lo)


def _lesson_said(r: Reader, n: str, up_text: str, lo_text: str) -> bool:
    i = _CN.index(n)
    up = r.slot(up_text, f"第{n}課 upper")
    if i == 0:
        sl = stem_slot(lo_text, "第一課 lower (the day's stem)")
        lo = None
        if sl is not None:
            _glyph(r.c, "第一課 lower", sl)
            lo = sl.value
    else:
        lo = r.slot(lo_text, f"第{n}課 lower", ji_ok=True)
    if up and lo:
        r.set_lesson(i, up, lo)
        return True
    return False


def _h_hour_jiang(r: Reader, m) -> bool:
    r.set_key("jiang", r.slot(m.group(1), "the 將"))
    r.set_key("hour", r.slot(m.group(2), "the hour"))
    return True


def _h_jiang_hour(r: Reader, m) -> bool:
    r.set_key("jiang", r.slot(m.group(1), "the 將"))
    if m.group(2):
        r.set_key("hour", r.slot(m.group(2), "the hour"))
    return True


def _h_jiang_hour_name(r: Reader, m) -> bool:
    r.set_key("jiang", r.slot(m.group(1), "the 將"))
    r.set_key("hour", HOUR_NAMES[m.group(2)])
    return True


def _h_hour_name(r: Reader, m) -> bool:
    r.set_key("hour", HOUR_NAMES[m.group(1)])
    return True


def _h_hour_name_ri(r: Reader, m) -> bool:
    r.set_key("hour", HOUR_NAMES["日" + m.group(1)])
    return True


def _h_ju(r: Reader, m) -> bool:
    """A 三合 局 the 三傳 form: a set (model: ``ju``). Its three branches in the 局's own order
    name the set (「寅午戌火局」); in another order they are the 三傳 as well (KR3g0031_001.txt:495
    「三傳戌午寅火局」)."""
    name = m.group("ju")
    r.c["ju"] = lx.SAN_HE_NAME[name]
    r.filled.append("ju")
    three = m.groupdict().get("three")
    if three and not lx.SAN_HE_ORDER[name].startswith(three) and len(set(three)) == 3:
        for i, x in enumerate(three):
            r.set_trans(i, r.slot(x, "三傳"))
    elif m.groupdict().get("comma") and m.group(0).startswith("三傳"):
        # 「三傳寅午戌，火局」: the set, and the order it may also mean (not certain: a review of
        # the change, tests/data/review_round52/rv52_ju.txt:3, 寅午戌 printed for 戌午寅)
        r.as_form = "ju_order"
        for i, x in enumerate(three):
            r.set_trans(i, r.slot(x, "三傳"))
    return True


def _h_month_after(r: Reader, m) -> bool:
    r.c["month"] = m.group(1)
    r.filled.append("month")
    return True


def _h_month_jiang(r: Reader, m) -> bool:
    n = lx.month_of(m.group(1))
    if n:
        r.set_key("jiang", month_jiang(n))
        r.c["jiang_month"] = n
    return True


def _h_month_row(r: Reader, m) -> bool:
    if "jiang" in r.c and m.start() > 0:
        # the next row, whatever its 將 (a row may repeat the one before's: 「三月酉將…四月酉將…」):
        # the words before are the row before's
        r.clash()
        return True
    if m["named"]:                          # (a row that names its 將: 「二月戌將三傳…」)
        r.set_key("jiang", r.slot(m["named"], "the 將"))
        return True
    if m["term"]:                           # (a row by its term's window: 「正月雨水前」)
        i = _TERM_INDEX[m["term"]] - (m["side"] == "前")
        r.set_key("jiang", BRANCHES[lx.SOLAR_TERMS[i % 24].value])
        return True
    n = lx.month_of(m.group(1))
    if not n:
        return False
    if m["qi"] and m["qi"] != "節後":        # (「三月節前」 戌, 「三月中氣後」 酉)
        r.set_key("jiang", month_jiang(n if m["qi"] == "中氣後" else lx.month_before(n)))
        return True
    r.set_key("jiang", month_jiang(n))      # (the next row's month contradicts the row before)
    if r.c.get("jiang") == month_jiang(n):
        r.c["jiang_month"] = n
    return True


def _h_transmissions(r: Reader, m) -> bool:
    # 戊 in a 三傳 slot (006:113 「三傳巳戊夘」) is read 戌 and reported (engine/lexicon.py); a
    # look-alike (末 for 未) is kept as printed for the checker to weigh
    vals = [r.slot(x, "三傳", use="transmission") or (x if x in _LOOK else None)
            for x in m.groups()[:3]]
    if not all(vals):
        return False
    for i, v in enumerate(vals):
        r.set_trans(i, v)
    return True


def _h_trans_then_gens(r: Reader, m) -> bool:
    if not _h_transmissions(r, m):
        return False
    for i in range(3):
        r.set_tgen(i, GENERALS[m.group(4 + i)])
    return True


def _h_use_rides_then(r: Reader, m) -> bool:
    vals = [r.slot(m.group(k), "三傳", use="transmission") for k in (1, 3, 4)]
    if not all(vals):
        return False
    for i, v in enumerate(vals):
        r.set_trans(i, v)
    gens = [m.group(2), m.group(5), m.group(6)]
    for i, g in enumerate(gens if all(gens) else gens[:1]):
        r.set_tgen(i, GENERALS[g])
    return True


def _h_three_riding(r: Reader, m) -> bool:
    """初X乘G 中Y乘G 末Z乘G: the three 傳 with their generals."""
    vals = [r.slot(m[f"b{i}"], "三傳", use="transmission") for i in range(3)]
    if not all(vals):
        return False
    for i, v in enumerate(vals):
        r.set_trans(i, v)
        r.set_tgen(i, GENERALS[m[f"g{i}"]])
    return True


def _h_tgen_after_end(r: Reader, m) -> bool:
    for i in range(3):
        r.set_tgen(i, GENERALS[m[f"g{i}"]])
    return True


def _h_tgen_first_head(r: Reader, m) -> bool:
    r.set_tgen(0, GENERALS[m.group(1)])
    return True


def _h_tgen_short(r: Reader, m) -> bool:
    for i in range(3):
        r.set_tgen(i, GENERAL_CHENG[m.group(1 + i)])
    return True


def _h_trans_verse(r: Reader, m) -> bool:
    if not _h_transmissions(r, m):
        return False
    for i in range(3) if m.group(4) else ():
        r.set_tgen(i, GENERAL_CHENG[m.group(4 + i)])
    return True


def _h_tgen_pair(r: Reader, m) -> bool:
    g = GENERALS.get(m.group(3)) or GENERAL_CHENG.get(m.group(3))
    if g is None:
        return False
    for i in ("初中末".index(m.group(1)), 2):
        r.set_tgen(i, g)
    return True


def _h_all_seat(r: Reader, m) -> bool:
    """「三傳皆日上酉」 (KR3g0031_005.txt:732): the three 傳 are all the branch on the day's stem
    (or branch)."""
    v = r.slot(m.group(2), "三傳")
    if v is None:
        return False
    r.set_key("gan_shang" if m.group(1) in ("日", "干") else "zhi_shang", v)
    for i in range(3):
        r.set_trans(i, v)
    return True


def _h_all_same(r: Reader, m) -> bool:
    v = r.slot(m.group(1), "三傳")
    for i in range(3):
        r.set_trans(i, v)
    return v is not None


def _h_tgen_list(r: Reader, m) -> bool:
    for i in range(3):
        r.set_tgen(i, GENERALS[m.group(i + 1)])
    if m.group(4):
        r.set_trans(1, r.slot(m.group(4), "中傳"))
        r.set_trans(2, r.slot(m.group(5), "末傳"))
    return True


def _h_tgen3(r: Reader, m) -> bool:
    """The three 傳's generals, in their places (full names, or one character: tgen_by_pos)."""
    for i in range(3):
        r.set_tgen(i, GENERAL_CHENG[m.group(i + 1)])
    return True


def _h_tgen_day(r: Reader, m) -> bool:
    for i in range(3):
        r.set_tgen(i, GENERALS.get(m.group(i + 1)) or GENERAL_CHENG[m.group(i + 1)])
    return True


def _h_ring_seats(r: Reader, m) -> bool:
    for it in regex.finditer(rf"([{BV}])上({_S1})", m.group(0)):
        r.set_plate(it.group(1), it.group(2), "the plate")
    return True


def _h_ganzhi_shang(r: Reader, m) -> bool:
    v = r.slot(m.group(1), "干上/支上")
    r.set_key("gan_shang", v)
    r.set_key("zhi_shang", v)
    if m.group(2):
        r.set_general(v, GENERAL_CHENG[m.group(2)])
    return True


def _set_place(r: Reader, day_side: bool, yin: bool, v: str) -> None:
    """The upper of a place: the day's (干上, 日陰) or its branch's (支上, 辰陰)."""
    if yin:
        r.set_lesson(1 if day_side else 3, up=v)
    else:
        r.set_key("gan_shang" if day_side else "zhi_shang", v)


def _h_seats_both(r: Reader, m) -> bool:
    """Two of the four places said together of one branch (「日陰辰上俱太衝」): each its upper."""
    v = r.slot(m.group(5), "the two places'")
    if not v:
        return False
    for who, side in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        _set_place(r, who in "干日", side[-1] == "陰", v)
    if m.group(6):
        r.set_general(v, GENERAL_CHENG[m.group(6)])
    seat = r.slot(m.group(7), "the seat") if m.group(7) else None
    if seat:
        r.set_plate(seat, m.group(5), "the plate")
    return True


def _h_yin_both(r: Reader, m) -> bool:
    v = r.slot(m.group(1), "日陰/辰陰")
    r.set_lesson(1, up=v)
    r.set_lesson(3, up=v)
    if m.group(2):
        r.set_general(v, GENERAL_CHENG[m.group(2)])
    return True


# a lesson by its place: 日上/日陽 the first, 日陰 the second, 辰上/辰陽 the third, 辰陰 the fourth
_LESSON_AT = {("日", "上"): 0, ("日", "陽"): 0, ("日", "陰"): 1, ("辰", "上"): 2, ("辰", "陽"): 2,
              ("辰", "陰"): 3}


def _h_lesson_gen(r: Reader, m) -> bool:
    if _RULE_WORD.search(sentence_before(r.body, m.start())):
        return False
    who = "日" if m.group(1) in "日干" else "辰"
    i = _LESSON_AT[(who, m.group(2)[-1])]
    return r.set_cell("lesson_generals", i, GENERAL_CHENG[m.group(3)], [None, None, None, None])


def _h_gen_after_end(r: Reader, m) -> bool:
    if r.trans[2] is None or r.tgen[2] is not None or r.tgen[0] is not None:
        return False
    r.set_tgen(2, GENERAL_CHENG[m.group(1)])
    return True


def _h_nothing(r: Reader, m) -> bool:
    return True


def _h_use_far(r: Reader, m) -> bool:
    """遙剋X為用, X the 用; not the day's stem written as a branch (巳 for 己 on a 己 day, the
    lodging of the stem: 「干陰傳送遙剋寅為用（甲寄寅）」, a review of the change, tests/data/review_round53/rv53_far_*.txt)."""
    sl = branch_slot(m.group(1), "初傳")
    if sl is None or r.stem and (LODGING.get(r.stem) == sl.value
                                 or (r.stem == "己" and sl.value == "巳")):
        return False
    r.set_trans(0, r.slot(m.group(1), "初傳"))
    return True


def _h_use_general_place(r: Reader, m) -> bool:
    r.set_tgen(0, "天空" if m.group(3) else _by_place(m.group(1), m.group(2)))
    return True


def _h_gen_opposite(r: Reader, m) -> bool:
    r.set_general(r.slot(m.group(1), "a general's branch"), "天空")
    return True


def _h_use_seat_of(r: Reader, m) -> bool:
    r.set_plate(m.group(2), m.group(1), "the plate")
    r.set_trans(0, getattr(branch_slot(m.group(2), "初傳"), "value", None))
    return True


def _h_ganzhi_pair(r: Reader, m) -> bool:
    """「干支上寅午二神」: the two seats' branches, in either order (KR3g9939_002.txt:52, its 干上
    午 and 支上 寅 said before): what the words before said; unread when they said none."""
    two = {getattr(branch_slot(x, "干上/支上"), "value", None) for x in m.group(1, 2)}
    said = {r.c.get("gan_shang"), r.c.get("zhi_shang")}
    if None in said:
        return False        # (said alone, its order open: its words unread, a review of the change)
    if said != two:
        r.clash()
        return False
    return True


def _h_gen_then_use(r: Reader, m) -> bool:
    r.set_tgen(0, GENERAL_CHENG[m.group(1)])
    return True


def _h_first_end_same(r: Reader, m) -> bool:
    """The 初傳 and the 末傳 one branch (form first_end_same), and the general it carries."""
    v = r.slot(m.group(1), "初傳")
    r.set_trans(0, v)
    r.set_trans(2, v)
    if m.group(2):
        r.set_general(v, GENERAL_CHENG[m.group(2)])
    return True


def _h_mid_end_pair(r: Reader, m) -> bool:
    """The 中傳 and the 末傳, two branches after 中末 (form mid_end_pair); not said of both
    (「中末亥子皆水」, 中 子 and 末 亥: the pair in the element's order, a review of the round-59
    change, review_round59/rv59_case.txt:29 — the words taken, no claim: 「中末传酉申皆生壬水」 read
    末傳 酉 by pos accused a correct case)."""
    # (nor 兩/二 or an element after them: 「中末亥子两水克丁火」, a review of the round-60 change,
    # review_round60/rv60_case.txt:21)
    if regex.match(r"[，、]?(?:皆|俱|並|同|均|兩|两|二|[金木水火土])", r.body, pos=m.end()):
        return True
    for i in (1, 2):
        r.set_trans(i, r.slot(m.group(i), "中傳" if i == 1 else "末傳"))
    return True


def _h_pair_rides_each(r: Reader, m) -> bool:
    """Two 傳 and their two generals in order (form pair_rides_each), and the 六親 of both."""
    i, j = _POS[m.group(1)], _POS[m.group(3)]
    if i >= j:
        return False
    for k, b, g in ((i, m.group(2), m.group(6)), (j, m.group(4), m.group(7))):
        v = r.slot(b, "初中末"[k] + "傳")
        r.set_trans(k, v)
        r.set_tgen(k, GENERAL_CHENG[g])
        if m["q"] and v and not _other_basis(r, m.start()):
            r.set_cell("qin", v, LIU_QIN_NAMES[lx.liu_qin_of(m["q"])], {})
    return True


def _h_mid_end(r: Reader, m) -> bool:
    """The 中傳 and 末傳 (one group: both the same branch), and the generals written after the
    用 (whose branch the form before read), the 中 and the 終."""
    g = m.groups()
    if len(g) == 2:                         # 中末皆X (將得G)
        gen = g[1]
        own = r.trans[0] is not None and (r.c.get("generals") or {}).get(r.trans[0])
        # (乘 straight after the branch says the general rides it, 中 and 末 alike: 「中末皆丑乘白虎」,
        # a round-54 red-team case book's commentary, liuren_duanan_491-515.txt:50)
        rides = regex.match(r"[金木水火土]?[乘作]", m.string, pos=m.end(1)) is not None
        if gen and r.tgen[0] is None and not own and not rides \
                and not regex.search(r"[中末終]傳", m.group(0)):
            # the 用's general as likely as theirs (「大吉為用中終皆登明將得天空」, 天空 the
            # 用's, a red-team book): not bound, an unread claim word (but 「初傳亥乘貴人，中、末
            # 傳午乘青龍」 names the 傳 it speaks of: a red-team course book; nor when the 用's own
            # general was said with it: 「用登明將得玄武中終皆河魁將得太陰」, a round-25 classic)
            gen = None
            r.reach = m.end(1)
        for i in (1, 2):
            r.set_trans(i, r.slot(g[0], "中傳" if i == 1 else "末傳"))
            if gen:
                r.set_tgen(i, GENERAL_CHENG[gen])
        return True
    g0, mid, g1, end, g2, g3 = g if len(g) == 6 else g + (None,)
    r.set_trans(1, r.slot(mid, "中傳"))
    r.set_trans(2, r.slot(end, "末傳"))
    if g3:                                  # 「…中X終Y將得G1G2」: the 中's and the 終's
        if g1:
            r.reach = m.end(4)              # a 中 with its own general: the pair is not read
            g2 = None
        else:
            g1, g2 = g2, g3
    elif g2 and not (g0 or g1):
        # one general after the list may be the 用's as well as the 終's (a red-team book:
        # 「…為用中大吉終太一將得螣蛇」, 螣蛇 the 用's): not bound, an unread claim word
        g2 = None
        r.reach = m.end(4)
    for i, gen in enumerate((g0, g1, g2)):
        if gen:
            r.set_tgen(i, GENERAL_CHENG[gen])
    return True


_LAST_YANG = compiled(r"(?:(日|干)|(辰|支))(?:之?陽神?|上)", flags=regex.REVERSE)


def _h_its_yin(r: Reader, m) -> bool:
    """其陰X: the 陰 of the 陽 said last (「日之陽神…其陰功曹」: 第二課; 辰: 第四課)."""
    last = _LAST_YANG.search(r.body, 0, m.start())
    if last is None:
        return False
    v = r.slot(m.group(1), "陰神")
    r.set_lesson(1 if last.group(1) else 3, up=v)
    r.predicates(m.end(), v, "gen")
    return True


def _seat_key(word: str) -> str:
    """The claim a seat word names: 干上/日上 the stem's, 支上/辰上 the branch's."""
    return "gan_shang" if word in ("干上", "日上") else "zhi_shang"


def _h_mid_end_seat(r: Reader, m) -> bool:
    v = r.slot(m.group(2), "中末")
    r.set_trans(1, v)
    r.set_trans(2, v)
    r.set_key(_seat_key(m.group(1)), v)
    return True


_SEAT = "干上|日上|支上|辰上"


def _h_mid_end_free(r: Reader, m) -> bool:
    """中X … 終Y after the 用 (form mid_end_free): the 中傳 and 末傳, their generals, and the
    seat each is taken from (中取辰上X: X is the 支上)."""
    seat1, mid, g1, seat2, end, g2 = m.groups()
    if (r.trans[0] is None and not r.use_said) or r.trans[1] is not None or \
            r.trans[2] is not None:
        return False
    for i, seat, v, gen in ((1, seat1, mid, g1), (2, seat2, end, g2)):
        b = r.slot(v, "中傳" if i == 1 else "末傳")
        r.set_trans(i, b)
        if seat:
            r.set_key(_seat_key(seat), b)
        if gen:
            r.set_tgen(i, GENERAL_CHENG[gen])
    return True


def _h_mid_end_after(r: Reader, m) -> bool:
    mid, g1, end, g2 = m.groups()
    r.set_trans(1, r.slot(mid, "中傳"))
    r.set_trans(2, r.slot(end, "末傳"))
    for i, gen in ((1, g1), (2, g2)):
        if gen:
            r.set_tgen(i, GENERAL_CHENG[gen])
    return True


def _trans_gen(r: Reader, i: int, x: str, gen: str | None) -> None:
    """The i-th 傳 and, when written, its general."""
    r.set_trans(i, r.slot(x, "初中末"[i] + "傳"))
    if gen:
        r.set_tgen(i, GENERAL_CHENG[gen])


def _h_trans_gens(r: Reader, m) -> bool:
    """用X乘G中Y乘G終Z乘G: the three 傳 and the generals written after each."""
    g = m.groups()
    for i in range(3):
        _trans_gen(r, i, g[2 * i], g[2 * i + 1])
    return True


def _h_use_general(r: Reader, m) -> bool:
    r.set_tgen(0, GENERAL_CHENG[m.group(1)])
    return True


def _h_use_after_reason(r: Reader, m) -> bool:
    _trans_gen(r, 0, m.group(1), m.group(2))
    return True


def _h_tgen_dn_each(r: Reader, m) -> bool:
    day_first = m.group(3) in "旦晝"
    if day_first == (m.group(5) in "旦晝") or not _own_dun(r, m):
        return False
    gens = [GENERAL_CHENG[m.group(k)] for k in (4, 6)]
    i = _POS[m.group(1)]
    r.set_trans(i, r.slot(m.group(2), f"{m.group(1)}傳"))
    # (set when the cast's 晝/夜 is known, at the end of read(): a general set now would make its
    # 夜占 the other half of a pair, _h_daytime)
    r.dn_tgen[i] = dict(zip((day_first, not day_first), gens))
    r.dn_spans.append((m.start(), m.end()))
    r.filled.append(f"transmission_generals.{i}")
    return True


def _h_pos_general(r: Reader, m) -> bool:
    g = m.group(2)
    r.set_tgen(_POS[m.group(1)], GENERALS.get(g) or GENERAL_CHENG[g])
    return True


def _h_mid_or_end(r: Reader, m) -> bool:
    if m.group(1) == "終" and r.tgen[0] is None:
        r.as_form = "gen_after_end"     # (the 用's general as likely: _end_gen_reading)
    _trans_gen(r, _POS[m.group(1)], m.group(2), m.group(3))
    return True


def _h_pos_take(r: Reader, m) -> bool:
    pos, seat, side, x = m.groups()
    v = r.slot(x, "初中末"[_POS[pos]] + "傳")
    r.set_trans(_POS[pos], v)
    if seat:
        r.set_plate(seat, x, "the plate")
    elif v:
        r.set_lesson(1 if side in "干日" else 3, up=v)
    return True


def _h_chain_take(r: Reader, m) -> bool:
    x, y, z, w = (r.slot(v, "三傳") for v in m.groups())
    if None in (x, y, w):
        return False
    r.set_plate(m.group(1), m.group(2), "the plate")
    r.set_plate(m.group(2), m.group(3), "the plate")
    for i, v in enumerate((x, y, w)):
        r.set_trans(i, v)
    return True


def _h_pos_seat(r: Reader, m) -> bool:
    v = r.slot(m.group(3), "初中末"[_POS[m.group(1)]] + "傳")
    r.set_trans(_POS[m.group(1)], v)
    r.set_key(_seat_key(m.group(2)), v)
    return True


def _own_dun(r: Reader, m) -> bool:
    """No stem before the 傳's branch, or the stem the day's 旬 puts on it (「中傳己未」 on a 壬戌
    day; not 「末傳己亥相衝」 with 己 for 巳, a review of the change, tests/data/review_round53/rv53_pos_lookalike.txt:3; nor
    「中传己丑」 printed for 己未, liuren_duanan_466-490.txt:238)."""
    at = m.start(2) - 1
    if at <= m.start(1) or m.string[at] not in STEMS:
        return True
    d = r.day()
    sl = branch_slot(m.group(2), "遁干")     # (not r.slot: _h_pos reads and reports it)
    return d is not None and sl is not None and \
        dun_gan(d, BRANCHES.index(sl.value)) == STEMS.index(m.string[at])


def _h_pos(r: Reader, m) -> bool:
    g = m.groups()
    named, g = g[3], g[:3] + g[4:]
    if not _own_dun(r, m):
        # another stem than the 旬's before the branch: a misprint of one or the other, or 己 for
        # 巳 and the branch a word of its own (「末傳己亥相衝」): read, not certain
        r.as_form = "pos_dun_open"
    i = _POS[g[0]]
    v = r.slot(g[1], f"{g[0]}傳")
    if named and JIANG_NAMES.get(named) != v:
        # its 神名 said after it, another branch's (「中傳卯為登明，乘勾陳」): one of the two is
        # misprinted, which is not said: the words contradict themselves, the cast is cut there
        r.clash()
        return False
    r.set_trans(i, v)
    if g[3] == "乘" or g[6]:
        # 「中傳午乘天空」: the branch carries the general (as gen_bare read it, now certain)
        r.set_general(v, GENERAL_CHENG[g[4] or g[6]])
    elif g[4]:
        r.set_tgen(i, GENERAL_CHENG[g[4]])
    if g[5]:
        r.set_plate(g[5], g[1], "the plate")
    return True


def _h_pos_after(r: Reader, m) -> bool:
    r.set_trans(_POS[m.group(2)], r.slot(m.group(1), f"{m.group(2)}傳"))
    return True


def _h_pos_after_gen(r: Reader, m) -> bool:
    _h_pos_after(r, m)
    if m.group(3):
        i = _POS[m.group(2)]
        if i == 2 and r.tgen[0] is None and "將得" in m.group(0):
            # 「…Z為末傳將得G」 (歸計, a round-62 red-team classic in the oldest notation,
            # KR5a9916_000.txt:81): the 用's general as likely as the 末's, as after 終
            # (_end_gen_reading)
            r.as_form = "gen_after_end"
        r.set_tgen(i, GENERAL_CHENG[m.group(3)])
    return True


def _h_pos_dun(r: Reader, m) -> bool:
    i = _POS[m.group(1)]
    r.set_trans(i, r.slot(m.group(2), f"{m.group(1)}傳"))
    r.set_cell("dun_gan", i, m.group(3), [None, None, None])
    return True


def _h_dun_three(r: Reader, m) -> bool:
    for i, x in enumerate(m.groups()):
        r.set_cell("dun_gan", i, x, [None, None, None])
    return True


def _h_chain(r: Reader, m) -> bool:
    for i, x in enumerate(m.groups()):
        r.set_trans(i, r.slot(x, f"{'初中末'[i]}傳"))
    return True


def _h_pos_short(r: Reader, m) -> bool:
    r.set_trans(_POS[m.group(1)], r.slot(m.group(2), f"{m.group(1)}傳"))
    return True


_DN_PAIR = compiled(r"(?<!天[乙一])[晝夜旦暮](?:治|在|居)")


def _pair_near(r: Reader, m) -> bool:
    """The other half's 晝/夜 治/在 said just before or after the match (:data:`_DN_PAIR`)."""
    return bool(_DN_PAIR.search(r.body[max(0, m.start() - 16):m.start()] + "|"
                                + r.body[m.end():m.end() + 6]))
# 天一 with its 晝/夜 (「天一晝治…」), and its course after the seat (forms guiren_seat*)
# (its verb a character the print lost or Unicode lacks, 「天一夜&KR7801;從魁臨寅」, a 缺筆 治 in a
# round-79 red-team classic, KR5a9890_000.txt:100: 天一 was read as the 終's general, and accused)
_LOST = r"(?:&KR[0-9]+;|[□■])"
_TIANYI_DN = rf"天[乙一](?:[晝夜旦暮](?=[在治居]|{_LOST}))?"
# (after a pause too, with its verb: 「天一在大吉上加辰，順行」)
_COURSE = r"(順(?:行|治)?|逆(?:行|治)?|[，、][順逆][行治])?"


def _h_guiren_seat(r: Reader, m) -> bool:
    g = m.groups()
    dn = m.group(0)[2:3]
    if dn and dn in "晝夜旦暮":
        # (「天一晝治大吉」: the 天一 of 晝, the cast's by day; not the other half of a pair)
        v = dn in "晝旦"
        if r.c.get("daytime", v) is not v:
            return False
        if _pair_near(r, m):
            # (both 天一 said, 「天一晝治神后臨卯順行夜治傳送臨亥」: the seats are the plate's, the
            # cast's 貴人 is neither said — a review of the round-55 change, rv55_old_tianyi.txt:6)
            if m.group(1):
                r.set_plate(m.group(2), m.group(1), "貴人's seat")
            return True
        r.c["daytime"] = v
        r.filled.append("daytime")
    gr = {}
    if g[0]:
        b = r.slot(g[0], "貴人")
        if b:
            gr["branch"] = b
    s = r.slot(g[1], "貴人's seat")
    if s:
        gr["seat"] = s
    if g[2]:
        gr["direction"] = g[2].lstrip("，、")[0]
    if "branch" in gr and "seat" in gr:
        r.set_plate(g[1], g[0], "貴人's seat")
        r.set_general(gr["branch"], "貴人")
    r.guiren(**gr)
    return True


def _h_guiren_named(r: Reader, m) -> bool:
    b = r.slot(m.group(1), "貴人")
    if b:
        r.guiren(branch=b)
        r.set_general(b, "貴人")
    return True


def _h_gui_sits(r: Reader, m) -> bool:
    r.set_plate(m.group(3), m.group(2), "貴人's seat")
    if m.group(1):
        _gui_of_day(r, m.group(2), m.group(1))
    return True


_DN = {"晝": "晝", "陽": "晝", "旦": "晝", "夜": "夜", "陰": "夜", "暮": "夜"}


# 「S日晝貴X，夜貴Y」 without 在 (a round-69 red-team 占天時 juan, KR3g9905_001.txt:48, unread): after
# the cast's own stem's 日 (_rule_of_a_stem), or after the other half said so (the form's lookbehind)
_BARE_GUI = compiled(rf"[晝夜旦暮]貴(?:{_S1})")


_PAIR_FIRST = compiled(rf"([{STEMS}])日[，、]?[晝夜旦暮](?:天[乙一]|貴人|貴神|貴)在?(?:{_S1})[，、；]?$")


def _h_gui_of_day(r: Reader, m) -> bool:
    if (m.group(0)[1:3] == "貴在" or _BARE_GUI.match(m.group(0))) and _rule_of_a_stem(r, m):
        return False
    first = _PAIR_FIRST.search(r.body, 0, m.start())
    if first and first.group(1) != r.stem:
        return False            # (the other half of another stem's rule: 「庚日晝貴丑，夜貴未」)
    _gui_of_day(r, m.group(2), m.group(1))
    return True


_STEM_DAY_BEFORE = compiled(rf"([{STEMS}])日[，、]?$")


def _rule_of_a_stem(r: Reader, m) -> bool:
    """「X貴在Y」 said of a stem's days, not of this cast's: after another stem's 日 (「甲戊庚日晝貴在
    丑，夜貴在未」 is a rule, a round-55 red-team book, KR3g9931_001.txt:12), or first in the words of
    a day given by its stem alone (「壬日夜貴在卯，卯臨地盤子」 explains the cast before it, a red-team
    course book, liuren_jiaocai.txt:390). The cast's own day is read (「甲子日旦貴在丑，暮貴在未」,
    「…丙日旦貴在亥」 on a 丙 day: a round-69 red-team book)."""
    before = r.body[:m.start()]
    said = _STEM_DAY_BEFORE.search(before)
    if said:
        return said.group(1) != r.stem
    return not before.strip("，、") and r.branch is None


# the other half of the day's 貴人 said near (「晝貴在巳，巳臨丑，順治；夜貴在卯，卯臨亥」), or this
# one refused (「晝貴在亥，亥臨丑，今夜占，不取」): a review of the round-56 change, rv56_guiseat.txt:4-5
_GUI_OTHER = {v: compiled(rf"[{''.join(k for k, x in _DN.items() if x != v)}]貴(?:人)?在")
              for v in ("晝", "夜")}
_GUI_REFUSED = compiled(r"[^。]{0,8}?(?:不取|不用|非也|今[晝夜旦暮]占)")


def _h_gui_named_after(r: Reader, m) -> bool:
    b = r.slot(m.group(1), "貴人")
    if b is None:
        return False
    r.guiren(branch=b)
    r.set_general(b, "貴人")
    return True


def _h_gui_at_seat(r: Reader, m) -> bool:
    dn, b, seat, course = m.groups()
    if _rule_of_a_stem(r, m):
        r.set_plate(seat, b, "貴人's seat")    # (the plate said all the same: 「子加申」)
        return True
    _gui_of_day(r, b, dn)
    h = r.set_plate(seat, b, "貴人's seat")
    v = _DN[dn] == "晝"
    near = r.body[max(0, m.start() - 20):m.start()] + "|" + r.body[m.end():m.end() + 20]
    if h is None or r.c.get("daytime", v) is not v or _pair_near(r, m) \
            or _GUI_OTHER[_DN[dn]].search(near) or _GUI_REFUSED.match(r.body, m.end()):
        return True             # (the other half's, or both said: the plate's seat only)
    r.c["daytime"] = v
    r.filled.append("daytime")
    r.guiren(branch=h, seat=r.slot(seat, "貴人's seat"),
             **({"direction": course} if course else {}))
    return True


def _gui_of_day(r: Reader, printed: str, dn: str) -> None:
    """The day's 晝 or 夜 貴人 is a fixed branch (engine/generals.py GUIREN_DAY/NIGHT), whatever
    this cast's 晝/夜: claim ``guiren`` 晝/夜 (006:482 「晝貴丑坐酉夜貴未坐卯」)."""
    b = r.slot(printed, "貴人")
    if b is not None:
        r.guiren(**{_DN[dn]: b})


def _gui_at(r: Reader, b, where, printed, ji_open: bool = False,
            label: str = "貴人's seat") -> None:
    """Where a branch ``b`` (printed ``printed``) stands: on the day (干上) or on a seat; another
    stem is not read. ``ji_open``: 「加己」 on a 己 day may be 干上 or 巳 (001:368), not read."""
    if where in ("干", "日") or (r.stem and where == r.stem and not (ji_open and where == "己")):
        r.set_key("gan_shang", b)
    elif where not in STEMS:
        r.set_plate(where, printed, label)


def _h_guiren_dn(r: Reader, m) -> bool:
    # 「酉為夜貴加丁」: the day's 晝/夜 貴人 is a fixed branch, not a claim on this cast's
    # 晝/夜 (_gui_of_day), and where it stands
    g = m.groups() + (None,)
    b = r.slot(g[0], "貴人")
    if b is None:
        return False
    _gui_of_day(r, g[0], g[1])
    if g[2]:
        _gui_at(r, b, g[2], g[0])
    return True


def _h_guiren_is(r: Reader, m) -> bool:
    g = m.groups()
    b = r.slot(g[0], "貴人")
    if b is None:
        return False
    if g[1]:
        if g[2]:
            _gui_at(r, b, g[2], g[0])
        return True
    r.predicates(m.end(), b, "use gen")      # 「…為天一又為用」
    gr = {"branch": b}
    if g[2]:
        if g[2] in ("干", "日") or (r.stem and g[2] == r.stem):
            r.set_key("gan_shang", b)
        elif g[2] not in STEMS:
            s = r.slot(g[2], "貴人's seat")
            if s:
                gr["seat"] = s
                r.set_plate(g[2], g[0], "貴人's seat")
    if g[3]:
        gr["direction"] = g[3][0]
    r.guiren(**gr)
    r.set_general(b, "貴人")
    return True


def _h_gens_after_tianyi(r: Reader, m) -> bool:
    """The generals of the 三傳 said after the 天一 clause (form gens_after_tianyi): the 用's,
    and the 中's and the 終's when written."""
    if r.trans[0] is None:
        return False                     # (no 用 read before: whose general is not said)
    for i, g in enumerate(m.groups()):
        if g:
            r.set_tgen(i, GENERAL_CHENG.get(g, GENERAL_CHENG.get(g[:2])))
    return True


def _h_gui_dir(r: Reader, m) -> bool:
    r.guiren(direction=m.group(1))
    return True


def _h_yin_is_pos(r: Reader, m) -> bool:
    up = r.set_plate(m.group(1), m.group(2), "the plate")
    r.set_trans(_POS[m.group(3)], up)
    return True


def _h_yin_of(r: Reader, m) -> bool:
    r.set_plate(m.group(1), m.group(2), "陰神")
    return True


def _h_is_yin_of(r: Reader, m) -> bool:
    r.set_plate(m.group(2), m.group(1), "陰神")
    return True


def _h_of_day(r: Reader, m) -> bool:
    """「X為日之陰」: X is the day's (干/日) or its branch's (支/辰) 陽神/陰神 (000:163)."""
    v = r.slot(m.group(1), "陰神/陽神")
    gan = m.group(2) in "干日"
    if m.group(3) == "陽":
        r.set_key("gan_shang" if gan else "zhi_shang", v)
    else:
        r.set_lesson(1 if gan else 3, up=v)
    return True


_PLACE = {"前": 1, "後": -1}


def _by_place(side: str, count: str) -> str:
    """The general 前N/後N from 天一 (``side`` 前/後, ``count`` 一…六)."""
    return GENERAL_NAMES[_PLACE[side] * ("一二三四五六".index(count) + 1) % 12]


def _h_gen_place(r: Reader, m) -> bool:
    """A general named by its place before (前) or after (後) 天一 in the order of the twelve
    (engine/generals.py: 前一 螣蛇 … 前五 青龍, 後一 天后 … 後五 白虎, 六 天空)."""
    x = r.slot(m.group(1), "a general's branch")
    r.set_general(x, _by_place(m.group(2), m.group(3)))
    if m.group(4):
        _gui_at(r, x, m.group(4), m.group(1), ji_open=True, label="the plate")
    r.predicates(m.end(), x, "use")        # 「從魁為前一為用」
    return True


def _h_yi_ma(r: Reader, m) -> bool:
    of, ma = (r.branch, m.group(1)) if m.group(1) else \
        (m.group(2), m.group(3)) if m.group(2) else (m.group(4), m.group(5))
    of = r.slot(of, "驛馬's branch") if of else None
    ma = r.slot(ma, "驛馬")
    if not (of and ma):
        return False
    r.c.setdefault("yi_ma", {})[of] = ma
    r.filled.append(f"yi_ma.{of}")
    return True


def _h_pos_place(r: Reader, m) -> bool:
    """The general of a 傳 by its place from 天一 (「用在天一前二」), or 天一 itself (「終即天一也」)."""
    g = _by_place(m.group(2), m.group(3)) if m.group(2) else GENERAL_NAMES[0]
    r.set_tgen(_POS[m.group(1)], g)
    return True


def _h_shen_of(upper_key: str, lesson: int, where: str):
    """日/辰之陽神 is 干上/支上; 日/辰之陰神 the upper of 第二/第四課 (000:163)."""
    def handler(r: Reader, m) -> bool:
        v = r.slot(m.group(2), where)
        if m.group(1) == "陽":
            r.set_key(upper_key, v)
        else:
            r.set_lesson(lesson, up=v)
        # (the lesson's lower: 第二/第四課's is 干上/支上, 支上's the day's branch)
        low = r.c.get(upper_key) if m.group(1) == "陰" else r.branch if upper_key == "zhi_shang" \
            else None
        r.predicates(m.end(), v, lower=low)  # 「日陰勝先為用」, 「辰陰小吉為天一」
        return True
    return handler


def _h_seat_lin(r: Reader, m) -> bool:
    """「日上X臨Y」, 「日陰X臨Y」, 「辰上X臨Y」, 「辰陰X臨Y」: X the lesson's upper, over Y (a stem
    over its lodging)."""
    gan, zhi, which, side, x, y = m.groups()
    day_side = (gan or which or zhi) in "干日"
    v = r.slot(x, "干上" if day_side else "支上")
    if not v:
        return False
    _set_place(r, day_side, side == "陰", v)
    seat = LODGING[y] if y in STEMS else y
    if not (y in STEMS and y != r.stem and y != "己"):
        r.set_plate(seat, x, "the plate")
    r.predicates(m.end(), v, lower=None if y in STEMS else y)
    return True


def _h_lesson_use(r: Reader, m) -> bool:
    """「日陰為用」: the upper of the lesson named, said before (form lesson_use)."""
    day, side = m.groups()
    if side == "陽":
        v = r.c.get("gan_shang" if day == "日" else "zhi_shang")
    else:
        v = ((r.c.get("lessons") or [None] * 4)[1 if day == "日" else 3] or {}).get("upper")
    if v is None:
        return False
    r.set_trans(0, v)
    return True


_h_gan_of = _h_shen_of("gan_shang", 1, "干's 陰/陽神")
_h_zhi_of = _h_shen_of("zhi_shang", 3, "支's 陰/陽神")


def _h_stem_shang(r: Reader, m) -> bool:
    if r.stem and m.group(1) == r.stem:
        r.set_key("gan_shang", r.slot(m.group(2), "干上"))
        return True
    return False


def _h_ming_seat(r: Reader, m) -> bool:
    who, seat, upper, gen = m.groups()
    key = "nian" if who == "行年" else "birth"
    if who != "年命":
        r.c[key] = r.slot(seat, who)
    h = r.set_plate(seat, upper, "the plate")
    if gen:
        r.set_general(h, GENERALS[gen])
    r.last_branch = None
    return True


def _h_seat_rides(r: Reader, m) -> bool:
    if r.body[max(0, m.start() - 2):m.start()].startswith(m.group(1)):
        # (the upper just named, 「干上戌，戌上乘六合」: the 戌 that rides, not the seat 戌 — a review
        # of the round-56 change, rv56_seat_rides.txt:5)
        return False
    e = r.slot(m.group(1), "a seat")
    if e is None or not r.set_cell("ring_generals", e, GENERALS[m.group(2)], {}):
        return False
    r.last_branch = None
    return True


def _h_on_seat(r: Reader, m) -> bool:
    h = r.set_plate(m.group(1), m.group(2), "the plate")
    r.predicates(m.end(), h, "use")          # 「取酉上神丑為用」
    return True


def _h_under_use(r: Reader, m) -> bool:
    # 「取酉下神為用子」 (005:568, 冬蛇掩目): 子 is under 酉, and the initial
    r.set_plate(m.group(2), m.group(1), "the plate")
    r.set_trans(0, r.slot(m.group(2), "初傳"))
    return True


def _h_on_seat_use(r: Reader, m) -> bool:
    h = r.set_plate(m.group(1), m.group(2), "the plate")
    r.set_trans(0, h)
    return True


def _h_jia_gan(r: Reader, m) -> bool:
    r.set_key("gan_shang", r.slot(m.group(1), "干上"))
    r.use_after(m, lambda: r.set_trans(0, r.c.get("gan_shang")))
    r.predicates(m.end(), r.c.get("gan_shang"), "gui place")
    return True


def _h_jia_stem(r: Reader, m) -> bool:
    x, s = m.group(1), m.group(2)
    if s not in STEMS:
        # (景 for 丙, a taboo: 「登明加景」, a reading reported; on a 丙 day only, not 「天罡加景風之
        # 位」 on a 戊 day, a review of the round-79 change, review_round79/jing_words.txt:7)
        sl = stem_slot(s, "the stem under 干上")
        if sl.value != r.stem:
            return False
        _glyph(r.c, "the stem under 干上", sl)
        s = sl.value
    if r.stem and s == r.stem:
        # (on a 己 day 「寅加己」 may be 巳 too, the book writing 己 for 巳, witnesses/README.md:
        # the checker tries that reading, check/verdict.py seat_readings; 001:368 己巳日)
        r.set_key("gan_shang", r.slot(x, "干上"))
        r.use_after(m, lambda: r.set_trans(0, r.c.get("gan_shang")))
        r.predicates(m.end(), r.c.get("gan_shang"), "gui place gen")   # 「小吉加庚為天一」
    elif s == "己":
        h = r.set_plate("己", x, "the plate")
        r.use_after(m, lambda: r.set_trans(0, h))
    elif r.stem:
        # another stem than the day's: X over that stem's lodging (「太一臨庚」 on a day printed 甲寅,
        # a red-team classic's misprinted stem: the words name the day's own stem), not certain
        r.set_plate(LODGING[s], x, "the plate")
    else:
        return False
    return True


def _h_subject_general(r: Reader, m) -> bool:
    """「勝先加癸將得螣蛇」 (KR5a0297_000.txt:57), 「太一臨申将得朱雀」 (:62): the general is
    the one on the branch just placed."""
    x, seat = m.group(1), m.group(2)
    if seat in STEMS:
        if not (r.stem and seat == r.stem):
            return False
        r.set_key("gan_shang", r.slot(x, "干上"))
        h = r.c.get("gan_shang")
    else:
        h = r.set_plate(seat, x, "the plate")
    if m.group(3):
        r.set_trans(0, h)
    r.set_general(h, GENERAL_CHENG[m.group(4)])
    return True


def _h_gen_on_plate(r: Reader, m) -> bool:
    r.set_general(r.slot(m.group(1), "the plate"), GENERAL_CHENG[m.group(2)])
    r.set_plate(m.group(3), m.group(1), "the plate")
    return True


def _h_jia(r: Reader, m) -> bool:
    h = r.set_plate(m.group(2), m.group(1), "the plate")
    r.use_after(m, lambda: r.set_trans(0, h))
    r.predicates(m.end(), h, "gui", seat=m.group(2))     # 「勝先加卯為天一順行」
    return True


def _h_jia_rides_role(r: Reader, m) -> bool:
    r.set_trans(_POS[m.group(4)] if m.group(4) else 0, _placed_carrying(r, m))
    return True


def _h_jia_zuo(r: Reader, m) -> bool:
    _placed_carrying(r, m)
    return True


def _h_seat_sees_zuo(r: Reader, m) -> bool:
    # (not 作六合 of two branches in 六合, 「卯上見戌，作六合，卯戌相合」: a review of the change,
    # review_round76/duanan/liuren_duanan_700-702.txt:20)
    a, b = r.slot(m.group(1), "the seat"), r.slot(m.group(2), "the upper")
    if m.group(3) == "六合" and a and b and liu_he(BRANCHES.index(a)) == BRANCHES.index(b):
        return False
    h = r.set_plate(m.group(1), m.group(2), "the plate")
    r.set_general(h, GENERAL_CHENG.get(m.group(3), m.group(3)))
    return True


def _placed_carrying(r: Reader, m):
    """「X臨Y，作G」: X over Y carrying G; X."""
    h = r.set_plate(m.group(2), m.group(1), "the plate")
    r.set_general(h, GENERAL_CHENG.get(m.group(3), m.group(3)))
    return h


def _h_jia_row_trans(r: Reader, m) -> bool:
    r.set_plate(m.group(2), m.group(1), "the plate")
    for i in range(3):
        _trans_gen(r, i, m.group(3 + i), None)
    return True


def _h_jia_chen(r: Reader, m) -> bool:
    own = r.branch == "辰"
    if own:
        r.as_form = "jia"           # the day's own branch: one reading, ``jia``'s
    # else open between two seats (「支上戌，戌臨辰」 may say 戌 over the day's branch again)
    h = r.set_plate("辰", m.group(1), "the plate", open_seat=not own)
    if not own and r.conflict <= m.start():
        return True                 # another X over 辰: the cast ends here
    r.use_after(m, lambda: r.set_trans(0, h))
    r.predicates(m.end(), h, "")        # (「小吉臨辰爲辰之陽神將得天空」)
    return True


def _h_jia_hour_name(r: Reader, m) -> bool:
    r.set_plate(HOUR_NAMES[m.group(2)], m.group(1), "the plate")
    return True


def _h_wei_jia(r: Reader, m) -> bool:
    h = r.set_plate(m.group(2), m.group(1), "the plate")
    r.set_trans(0, h)
    return True


def _h_use(r: Reader, m) -> bool:
    r.set_trans(0, r.slot(m.group(1), "初傳"))
    return True


def _h_use_said(r: Reader, m) -> bool:
    """X為用 (發用, 為初傳), and the general said of it straight after (「寅為用乘白虎」)."""
    v = r.slot(m.group(1), "初傳")
    r.set_trans(0, v)
    # (the 中/終 after it read it: mid_end; 將得G after it: use_general)
    if not _MID_NEXT.match(r.body, m.end()) and not _USE_GEN.match(r.body, m.end()):
        r.predicates(m.end(), v, "gen")
    return True


# not 天一 opening the 貴人's clause (「天一登明臨戌」, 「天一在大吉」): form mid_end
# (晝/夜 and 治 too: 「…終小吉將得青龍天一夜在神后臨子逆行」, 「將得青龍天一治辰順行」, a round-52
# red-team classic, KR5a9938_000.txt:99, 51: 天一 read as the 終's general, correct casts accused)
_NOT_GUI = rf"(?!天[一乙][晝夜旦暮]?(?:在|居|立|臨|加|治|{_LOST}|{_JN}|[{BV}]))"
_USE_GEN = compiled(r"神?[，、]?其?將得")
_GEN_LIST = compiled(rf"(?:將得|乘)(?:{_GFULL})[、，]?(?:{_GFULL})[、，]?(?:{_GFULL})")
# the three 傳's generals by their places, without their branches (form tgen_by_pos)
_GEN_BY_POS_RX = (rf"將得({_GCHENG})[，、；]?中(?:傳)?(?:乘|將得|得)?({_GCHENG})[，、；]?"
                  rf"(?:終|末)(?:傳)?(?:乘|將得|得)?({_GCHENG})")
_GEN_BY_POS = compiled(_GEN_BY_POS_RX)
# (the 中's general after the 用's, a tgen_by_pos run: 「…終功曹將得六合中白虎終天后」 is no 終's
# 六合, a review of the round-55 change, rv55_old_bypos.txt:3)
_BY_POS_NEXT = rf"[，、；]?中(?:傳)?(?:乘|將得|得)?(?:{_GCHENG})"
_MID_NEXT = compiled(rf"(?:[，、；]?(?:乘|將得)(?:{_GCHENG}))?[，、；]?(?:中|次|傳(?!送)(?:{_S1}))")


def _h_use_qi(r: Reader, m) -> bool:
    """用起X, and the general it carries (「用起神后將得青龍」)."""
    v = r.slot(m.group(1), "初傳")
    r.set_trans(0, v)
    r.predicates(m.end(), v, "gen")
    return True


def _h_use_named(r: Reader, m) -> bool:
    """用X將得G: the 用 and its general, the 初傳's (not X's by its branch: where X is misprinted, the
    general stays the 用's, and one edit of X reconciles the print — 「三月癸卯日夜半從魁加子…用從魁
    將得龍」 for 河魁, a round-54 red-team classic, KR5a9932_001.txt:29-30, was inconsistent)."""
    v = r.slot(m.group(1), "初傳")
    r.set_trans(0, v)
    p = _NAMED_GEN.match(r.body, m.end())
    if p is None or _GEN_LIST.match(r.body, p.start() + (r.body[p.start()] in "，、")):
        r.predicates(m.end(), v, "gen")
        return True
    r.set_tgen(0, GENERAL_CHENG[p.group(1)])
    r.reach = max(r.reach, p.end())
    return True


_NAMED_GEN = compiled(rf"[，、]?(?:將得|乘)({_GCHENG})")


def _over(r: Reader, lower: str) -> str | None:
    """The branch the words read so far put over ``lower``: a placement, or a seat's 陰 (the upper
    of 第二課 over 干上, of 第四課 over 支上)."""
    if lower in r.placed:
        return r.placed[lower]
    ls = r.c.get("lessons") or [None] * 4
    for seat, i in (("gan_shang", 1), ("zhi_shang", 3)):
        if r.c.get(seat) == lower and ls[i]:
            return ls[i].get("upper")
    return None


def _h_use_ke_placed(r: Reader, m) -> bool:
    """「X剋Y為用」 where the words before placed one on the other: X over Y, 上剋下, the 用 X; Y over
    X, 下賊上, the 用 Y (「日上天罡陰太衝…太衝剋天罡為用」, a round-54 red-team classic, KR5a9932_001
    .txt:62-63: 太衝 over 天罡). Nothing read otherwise: the relation alone does not say which."""
    x, y = (branch_slot(m.group(k), "") for k in (1, 2))
    if x is None or y is None:
        return False
    x_over, y_over = _over(r, y.value) == x.value, _over(r, x.value) == y.value
    if x_over == y_over:
        # (neither placed, or each over the other: 返吟's 「從魁剋太衝為用」, a review of the round-54
        # change, rv54_old_fanyin.txt:4, the 用 太衝 by 下賊上 — the relation does not say which)
        return False
    use = m.group(1) if x_over else m.group(2)
    r.set_trans(0, r.slot(use, "初傳"))
    return True


def _h_use_seat(r: Reader, m) -> bool:
    """用日上X (用辰上X): the 用 is X, the seat's; and the general it carries."""
    v = r.slot(m.group(2), "初傳")
    r.set_trans(0, v)
    r.set_key(_seat_key(m.group(1)), v)
    r.predicates(m.end(), v, "gen")
    return True


def _h_gen_rides(r: Reader, m) -> bool:
    _rides_or_over(r, m, GENERALS[m.group(1)])
    return True


def _rides_or_over(r: Reader, m, gen: str) -> None:
    """G乘X / G在X: X carries G. G臨X may say the same (001:368 「…寅加己發用…順貴朱臨寅」: the
    用 寅 carries 朱雀) or put G over the earthly X (臨 over a seat: 000:195 「貴人臨卯酉」,
    000:58 「青龍臨酉」): read as the first, by the form ``gen_over``, whose other reading the
    checker tries (check/verdict.py seat_readings). G在X too: KR3g0031_005.txt:186 「天乙在亥順行」
    is 貴人's seat (亥 opens the seats of 順), 006:113 「天乙在巳加子為用」 the branch that carries
    it."""
    r.set_general(r.slot(m.group(2), "a general's branch"), gen)
    if "臨" in m.group(0) or "在" in m.group(0):
        r.as_form = "gen_over"


def _h_named_pos_gen(r: Reader, m) -> bool:
    """A branch named a 傳, and its general (form named_pos_gen)."""
    _trans_gen(r, _POS[m.group(2)], m.group(1), m.group(3))
    return True


def _h_gen_on(r: Reader, m) -> bool:
    x = r.slot(m.group(1), "a general's branch")
    g = GENERAL_CHENG[m.group(2) or m.group(3)]
    # 為中傳/為末傳 after it (「官鬼寅乘螣蛇為中傳」, a round-61 red-team book, KR3g9919_001.txt:69):
    # the 傳 and its general, one claim each (a misprinted branch is then one error, not two:
    # 「子孫酉乘白虎為末傳」 for 申, KR3g9919_002.txt:19)
    pm = regex.match(r"[，、]?為([中次末終])傳(?![所之])", r.body, pos=m.end())
    if pm and r.trans[_POS[pm.group(1)]] in (None, x):
        r.set_trans(_POS[pm.group(1)], x)
        r.set_tgen(_POS[pm.group(1)], g)
        r.reach = max(r.reach, pm.end())
        return True
    r.set_general(x, g)
    # 發用 straight after (「子孫子乘天后發用中傳亥…」, a red-team book): X is the 用
    um = regex.match(r"(?:發用|為用|為初傳)(?![神之所者])", r.body, pos=m.end())
    if um and r.trans[0] in (None, x):   # (not 「寅乘天后為用之財」: a review of the change)
        r.set_trans(0, x)
        r.reach = max(r.reach, um.end())
    return True


def _h_gen_wei(r: Reader, m) -> bool:
    r.set_general(r.slot(m.group(1), "a general's branch"), GENERALS[m.group(2)])
    return True


def _h_gen_wei_jia(r: Reader, m) -> bool:
    x = r.slot(m.group(1), "a general's branch")
    r.set_general(x, GENERALS[m.group(2)])
    _gui_at(r, x, m.group(3), m.group(1), ji_open=True, label="the plate")   # 「…而加甲」
    return True


def _h_xun_general(r: Reader, m) -> bool:
    """旬首/旬尾 乘/作 a general (KR3g0031_006.txt:766 「甲辰日旬首作𤣥武」): the branch the day's
    旬 opens (closes) with; read only when the cast is one day (a list's days differ)."""
    day = r.day()
    if day is None:
        return False
    h = (xun_shou if m.group(1) == "旬首" else xun_wei)(day)
    r.set_general(BRANCHES[h], GENERAL_ABBR[m.group(2)])
    return True


def _h_gen_lin(r: Reader, m) -> bool:
    _rides_or_over(r, m, GENERAL_ABBR[m.group(1)])
    return True


_AFTER_LIST = compiled(rf"(?:三傳|傳(?:逢|見|遇))(?:[為是皆俱])?([{BV}己戊])([{BV}己戊])([{BV}己戊])[，、]?$")


def _h_gen_bare(r: Reader, m) -> bool:
    """「干上寅，晝將乘朱」 (001:3): the general rides the branch of the claim before it; not when
    a branch no form read stands between (「以天罡為用，中從魁，終功曹，乘玄武」 with the 終 unread;
    「三傳卯午午卯為己之官鬼乘青龍」): its subject is that one. Straight after 發用/為用 it is
    the 用's (「斷曰驛馬發用乘青龍」, a round-26 red-team book, KR3g9952_002.txt:22: read as the
    辰 of 日上辰 before it)."""
    if r.body.endswith(("發用", "為用"), 0, m.start()) or regex.search(
            r"(?:發用|為用)[雖而又亦則]?$", r.body[r.prev_end:m.start()]):
        # (and a word between, 「支上午破碎發用雖乘貴人」: the 用's, 破碎 酉, not the 午 read
        # before it — a round-57 red-team 神煞 book, KR3g9927_002.txt:18, nearly accused)
        if r.trans[0] is None:
            return False
        r.set_general(r.trans[0], GENERAL_CHENG[m.group(1)])
        return True
    if r.last_branch is None or regex.search(rf"[{BV}]|{_JN}|[。；](?![又亦]乘)\p{{Han}}", r.body,
                                             pos=r.prev_end, endpos=m.start()):
        # (nor across a sentence with a subject of its own: 「…三傳酉辰亥，將得勾陳、玄武、朱雀。夫星
        # 臨干而乘勾陳」, the 官鬼 over the stem, not the 末傳 亥: a round-55 red-team book,
        # KR3g9931_001.txt:80)
        return False
    lst = _AFTER_LIST.search(r.body, 0, m.start())
    if lst and lst.group(1) != lst.group(3):
        # straight after the 三傳 listed, one 乘G may be the 用's as well as the last's
        # (KR3g0031_006.txt:1022 「…卯加子為用傳逢卯午酉乘太陰為三交課」: 太陰 is the 用's, as 三交
        # wants; a red-team book's 「傳逢午卯子乘太陰」): not bound, an unread claim word — unless
        # the first and the last are one branch (「三傳午子午乘青龍」)
        return False
    # a 傳 named between rides it (「三傳申亥寅初傳驛馬乘青龍」: the 初傳 申, not the last read)
    pos = [p for p in regex.finditer(r"(初|中|末|終)傳", r.body, pos=r.prev_end, endpos=m.start())]
    if pos:
        i = _POS[pos[-1].group(1)]
        if r.trans[i] is None:
            return False
        r.set_general(r.trans[i], GENERAL_CHENG[m.group(1)])
        return True
    r.set_general(r.last_branch, GENERAL_CHENG[m.group(1)])
    return True


def _h_gui_jia(r: Reader, m) -> bool:
    """「丑貴加子順行」 (001:59): 貴人 is the branch, over the seat, in the direction."""
    b, s = r.slot(m.group(1), "貴人"), r.slot(m.group(2), "貴人's seat")
    if not (b and s):
        return False
    gr = {"branch": b, "seat": s}
    if m.group(3):
        gr["direction"] = m.group(3)[0]
    r.set_plate(m.group(2), m.group(1), "貴人's seat")
    r.set_general(b, "貴人")
    r.guiren(**gr)
    return True


def _h_long_shen(r: Reader, m) -> bool:
    r.set_general(r.slot(m.group(1), "a general's branch"), GENERAL_ABBR[m.group(2)])
    return True


def _is_day(m) -> bool:
    """Whether a match of the form daytime says 晝 (or 旦), not 夜 (or 暮)."""
    return next(g for g in m.groups() if g) in "晝旦"


_BEFORE_CAST = compiled(r"(?<!同)前(?:占|課|案|例)")     # (not 「同前課夜占」, review_round68)


# a half of the 貴人 refused before its 以 (「不可更以夜貴推之」, 「不必再以夜貴推之」: a review of the
# round-80 change, review_round80/geng_again.txt:5, :9, the refused 夜 taken for the cast's)
_NOT_BY = compiled(r"(?:不可|不必|不宜|不當|勿|莫|毋)(?:更|再)?以$")
# … unless the book refutes that refusal (「人謂不可更以夜貴推之，余謂不然」, review_round81/not_by.txt:7)
_NOT_BY_REFUTED = compiled(r"[^。]{0,12}?(?:謂|曰)(?:不然|非也)")


def _h_daytime(r: Reader, m) -> bool:
    if any(a <= r.cur < b for a, b in r.dn_spans):
        return False            # (a half of 「初傳亥暮乘太常，晝乘太陰」: tgen_dn_each read it)
    if _BEFORE_CAST.search(r.body, max(0, m.start() - 4), m.start()):
        return False            # (the cast before's, 「前占用晝天一此則夜也」: review_round67/rv67_alt_day.txt:9)
    # groups: 1 晝占/晝將, 2 旦占, 3 …則, 4 晝 before its general, 5 從晝天一 (「故從晝天一在
    # 登明」, the oldest notation), 6 晝貴 (not said of the cast)
    if m.group(5) and _NOT_BY.search(r.body, max(0, m.start() - 6), m.start()) \
            and not _NOT_BY_REFUTED.match(r.body, m.end()):
        return False            # (「卯時屬晝，不可更以夜貴推之」: the half refused, review_round80)
    v = _is_day(m)
    said = any(m.group(i) for i in (1, 2, 3, 4, 5))
    # (not inside the words that gave the generals: 「三傳卯丑亥，用夜將，將得青龍、白虎、玄武」, a
    # round-52 red-team book, KR3g9939_001.txt:121, is the cast's own 夜)
    if said and not r.said_daytime and (r.c.get("generals") or any(r.tgen)) \
            and not (m.group(4) or m.group(5)) and m.start() >= r.prev_end:
        # (not 晝/夜 before the general it gives, 「用晝乘青龍」: that general is its half's)
        # 晝/夜 said after generals were read for a cast that said none (「…初傳丑乘螣蛇夜則初
        # 乘白虎」, 「…戌乘白虎亦鬼也夜占則戌乘青龍」): those were the other 晝/夜's, and this is
        # the other half of the pair (a red-team book: the night's generals were read into the
        # day's cast and accused it)
        r.c["daytime"] = not v
        r.said_daytime = True
    hour = r.c.get("hour")
    # (「更以夜貴推之則…」, reckoned again by the other 貴人: a supposition as 「夜占則」, a round-80
    # red-team book, KR3g9885_002.txt:53, its 夜 taken for the 日中 cast's)
    # (with its 則 only: 「日已入，更以夜貴推之，…」 is the cast's own night, a review of the
    # round-80 change, review_round80/geng_again.txt:17)
    again = m.group(5) and r.body[max(0, m.start() - 2):m.start()] in ("更以", "再以") \
        and regex.match(r"貴(?:論|推)之?[，、]?則", r.body[m.end():m.end() + 6])
    if (m.group(3) or again or r.body.startswith("則", m.end())) and not r.said_daytime \
            and r.c.get("daytime") is None and hour is not None and hour in BRANCHES \
            and is_daytime(BRANCHES.index(hour)) is not v:
        # 「夜占則…」 after a cast that said no 晝/夜 and whose hour is the other's (卯–申 晝, the
        # engine's default): a supposition of the other half (「丁丑亥將加卯時，太乙發用元首推」 and its
        # note 「夜占則反此…」, a review of the round-61 change, review_round61/KR3g9861_001.txt:14-15,
        # read as a night cast): the cast ends here, its alternative begins — unless the cast's
        # own 晝/夜 is said after it (「夜占則貴人在酉，今晝占，三傳丑亥酉…」, a review of the round-62
        # change, review_round62/rv62_night.txt:3: no claim, the words after it the cast's)
        own = regex.search("晝占" if not v else "夜占", r.body, pos=m.end())
        if own:
            r.prev_end = max(r.prev_end, own.start())    # (the supposition's words skipped)
            r.skipped.append((m.start(), own.start()))
            return False
        r.turn = r.cur if r.turn is None else min(r.turn, r.cur)
        r.clash()
        return False
    if said and r.said_daytime and r.c.get("daytime") is not v:
        # the other half of a 晝…夜 pair (「晝占…夜占…」, 「…如夜占…」): the cast ends here and
        # its alternative begins (prose.py); a turn, not a contradiction
        r.turn = r.cur if r.turn is None else min(r.turn, r.cur)
        r.clash()
        return False
    r.c["daytime"] = v
    r.said_daytime = r.said_daytime or any(m.group(i) for i in (1, 2, 4, 5))
    r.filled.append("daytime")
    return True


def _h_fan_yin(r: Reader, m) -> bool:
    if _in_a_rule(r, m):
        return False
    r.set_key("offset", 6)
    return True


def _h_fu_yin(r: Reader, m) -> bool:
    if _in_a_rule(r, m):
        return False
    r.set_key("offset", 0)
    return True


def _in_a_rule(r: Reader, m) -> bool:
    """返吟/伏吟 said in a 凡 sentence, a rule (「凡天地盤同位，即伏吟也，此課不然」, a review of the
    round-69 change, review_round69/rv69_quote_name.txt:11, accused the cast's 將)."""
    return "凡" in sentence_before(r.body, m.start())


def _h_kong(r: Reader, m) -> bool:
    d = r.day()
    if d is None or "kong" in r.c or (
            m.group(1) and STEMS[0] + BRANCHES[xun_shou(d)] != m.group(1)):
        return False
    pair = [r.slot(x, "旬空") for x in m.groups()[1:]]
    if None in pair or pair[0] == pair[1]:
        return False
    r.c["kong"] = pair
    r.filled.append("kong")
    r.last_branch = None        # (「…辰巳空玄武乘空」: 乘空 says no general of 巳, KR5a9998_000.txt:45)
    return True


# another's stem named as the basis of the 六親 said after it: 「以父之年干論」, 「妻以庚為主」, 「自妻觀之」
# (not 「論財則…」, 「以日為主」, 「以父母爻為文書」: a review of the round-63 mends,
# review_round63/rv63_qin_basis.txt:3-9, planted 六親 hidden by a guard that took any 論 or 為主)
_PERSON = r"(?:[父母妻夫兄弟子女兒孫他彼客](?![母弟孫財鬼爻])|其人)"
# (and 「以父命論之」, 「以妻論」, 「以妻言之」, 「以庚金為主」 — not the day's own stem, 「以甲為主」 on a 甲
# day: a review of the round-64 mends, review_round64/rv64_qin_basis.txt:3-11, four correct casts
# accused by a guard narrowed too far)
# (a person's only after 以/自/從 (「其人言父病」, 「夫論訟者」, 「子言」 speak; 「以子孫論」, 「以丙子論之」
# are no person; 「以妻為主」 is: a review of the dd5e624 change, review_round65/rv65_person_speaks.txt,
# rv65_fu_particle.txt, rv65_qin_words.txt, ten planted 六親 hidden), not one refused (「或以庚為主者
# 非也」, rv65_stem_basis.txt:5); its scope the clause to 。 or ；(「以妻言之，寅木為財；以日言之，…」)
# (and 「以妻而論」, 「自妻視之」, 「以父親論之」, 「以妻年丁火論之」; not 主, the querent himself, 「以主論之，主即
# 占者也」; a refusal past a comma, 「或以庚為主者，非也」: a review of the round-65 mends,
# review_round65b/rv65b_basis.txt)
_OTHER_BASIS = compiled(rf"(?:(?:以|自|從|依)其?{_PERSON}親?[之的]?(?:年|命|本命|年命)?"
                             rf"(?:干|[{STEMS}](?:[{BV}]|[金木水火土])?)?而?(?:論|言|觀|視|為主)"
                             rf"|以(?P<st>[{STEMS}])[金木水火土]?為主)(?![^。；]{{0,4}}?(?:非|誤))")


def other_basis_in(text: str, stem: str | None) -> bool:
    """Whether ``text`` names another's stem as the basis of the 六親 said in it (prose.py: the
    六親 read after a cast's commentary, its basis said before)."""
    return any(b["st"] != stem for b in _OTHER_BASIS.finditer(text))


def sentence_before(text: str, at: int) -> str:
    """The words of the sentence (to 。 or ；) before ``at``."""
    return text[max(text.rfind("。", 0, at), text.rfind("；", 0, at)) + 1:at]


def _other_basis(r: Reader, at: int) -> bool:
    """Whether the sentence before ``at`` names another's stem as the basis of its 六親."""
    return other_basis_in(sentence_before(r.body, at), r.stem)


def _h_qin(r: Reader, m) -> bool:
    """A branch's 六親 (how it stands to the day's stem, engine/values.py liu_qin): 「官鬼申」,
    「財爻卯」, 「巳為癸之財」; said of another stem than the day's, no claim."""
    if any(m.group(k) and m.group(k) in STEMS and m.group(k) != r.stem
           for k in ("s", "s2") if k in m.re.groupindex):
        return False
    # (not counted from another's stem named before it in the sentence: 「以父之年干論，官鬼子水臨辰」,
    # 「妻以庚為主，妻財卯木臨巳」, a review of the round-62 change, review_round62/rv62_qin_person.txt:3,
    # :5, where correct casts were accused)
    if _other_basis(r, m.start()):
        return False
    q = lx.liu_qin_of(m["q"].rstrip("爻").removesuffix("神"))
    b = r.slot(m["b"], "六親")
    if q is None or b is None or (m["e"] and ELEMENT_NAMES[BRANCH_ELEMENT[BRANCHES.index(b)]] != m["e"]):
        return False        # (an element not the branch's: something else is said)
    return r.set_cell("qin", b, LIU_QIN_NAMES[q], {})


def _h_void(r: Reader, m) -> bool:
    """A 傳 (by its place) or a branch said void (forms void_pos, void_pair, void_branch): the
    claim ``void`` {place or branch: 空}, checked against a case's cast (check/cases.py)."""
    clause = r.body[max(r.body.rfind(x, 0, m.start()) for x in "，。；、：") + 1:m.start()]
    if regex.search(r"凡|若|如|倘|假", clause):
        return False        # (a rule, 「凡末传空亡，主事有始无终」; a supposition: review_round65b)
    if regex.search(r"[年歲時月]空|[年歲時月]旬", sentence_before(r.body, m.start())):
        # (another 旬's void, 「申酉为年空，初传酉金，酉亦空亡」: review_round67; not 太歲 named for
        # something else, 「太岁丁巳，亥为岁破，…中传落空」, review_round68/liuren_duanan_806-807.txt:12)
        return False
    first = m.group(1)
    if first in "初中末":
        keys = [g for g in m.groups()[:2] if g and g in "初中末"]
    else:
        keys = [b] if (b := r.slot(first, "空亡")) else []
    return bool(keys) and all(r.set_cell("void", k, "空", {}) for k in keys)


def _h_nian(r: Reader, m) -> bool:
    r.c["nian"] = r.slot(m.group(1), "行年")
    # the 行年 is a seat: a general said after it (「行年立巳上乘六合」, a round-25 red-team book) is
    # the upper's over it, not the last branch read's
    r.last_branch = None
    return True


# the seats a cast's words name for a 行年 or a 本命 (_h_ming_upper), and the persons they belong to
_NIAN_NAMED = compiled(rf"(?:行|[人男女婦夫父母兄弟妻子])年(?:在|立)在?({_S1})")
_MING_NAMED = compiled(rf"命(?:在|立|居)({_S1})")
_PERSONS = "男女婦夫父母兄弟妻子孫"


def _h_supposed(r: Reader, m) -> bool:
    """A form read only for its polarity (a supposition's words): no claim of the cast, and
    unread where the words are asserted after all."""
    return False


def _h_ming_upper(r: Reader, m) -> bool:
    """The upper over the 行年 or 本命 named before (form ming_upper): not when two were named, nor
    when a person said of it named none (「男年立寅女年立申男年上見天罡」, 「其父本命在卯病者本命在酉
    父命上見登明」: a review of the round-59 change, review_round59/KR5a9858_000.txt:9, :15, where
    the seat named last was taken and correct casts were `unresolved`)."""
    ming = m.group(1).endswith("命")
    seat = r.c.get("birth" if ming else "nian")
    before = r.body[:m.start()]
    who = before[-1:] if m.group(1) in ("年", "命") else ""
    named = _MING_NAMED.findall(before) if ming else _NIAN_NAMED.findall(before)
    if seat is None or len(set(named)) > 1 or (who and who in _PERSONS):
        return False
    h = r.set_plate(seat, m.group(2), "the plate")
    r.predicates(m.end(), h)            # (and 「本命上戌乘朱雀」: the upper's general)
    return True


def _h_birth(r: Reader, m) -> bool:
    r.c["birth"] = r.slot(m.group(1), "本命")
    return True


def _h_season(r: Reader, m) -> bool:
    r.c["season"] = m.group(1)
    return False                    # context: does not extend the cast


def _h_bu_bei(r: Reader, m) -> bool:
    """「四課不備」: fewer than four distinct lessons (claims_extra.LESSON_STATEMENTS: 000:163
    「缺一為不備」, and the 八專's two, 005:730 「外不隔而内不備」); 「四課俱全」: all four."""
    said = "四課不備" if m.group(0)[-2:] in ("不備", "不全", "缺一") else "四課俱全"
    lst = r.c.setdefault("patterns", [])
    if said not in lst:
        lst.append(said)
    r.filled.append("patterns")
    return True


def names_in(words: str) -> list[str]:
    """The 課名 and 課體 names in ``words`` (a reading of the form ``name``), as printed
    (normalised): 蕪淫 stays 蕪淫, a name of 別責 and a 課體 too."""
    names, rx = _names()
    return list(dict.fromkeys(normalise(m.group("n")) for m in rx.finditer(words)
                              if normalise(m.group("n")) in names))


def _h_name(r: Reader, m) -> bool:
    names, _ = _names()
    canon, what = names[normalise(m.group("n"))]
    key = "names" if what == "name" else "patterns"
    lst = r.c.setdefault(key, [])
    if canon not in lst:
        lst.append(canon)
    r.filled.append(key)
    return True


# ----------------------------------------------------------------------------- the table

@dataclass(frozen=True)
class Form:
    """One way of writing a claim: see the module doc."""
    name: str
    pattern: regex.Pattern
    handler: Callable[[Reader, object], bool]
    fields: tuple[str, ...]
    certain: bool = True
    nonexclusive: bool = False
    examples: tuple[tuple[str, str], ...] = ()
    own_clause: bool = False       # opens a statement of its own: the words before it do not
                                   # negate or refute it (polarity is not asked)
    said_only: bool = False        # read in a case's commentary only (read(said=True)): what it
                                   # claims is checked against the case's chart there


def _f(name, pattern, handler, fields, certain=True, nonexclusive=False, examples=(),
       own_clause=False, said_only=False):
    return Form(name, compiled(pattern), handler, tuple(fields.split()), certain,
                nonexclusive, tuple(examples), own_clause, said_only)


_C1 = "001_6ab3c058adbfb16c.txt"
_D0 = "KR3g0031_000.txt"
_D3 = "KR3g0031_003.txt"
_XN = "KR5a0297_000.txt"
# a relation that makes a branch the 用, written between it and 為用 (form use_rel)
# (and the day's stem named: 「功曹遙剋己土為用」, 「剋庚為用」; 己 with its element, else 巳 may be meant)
# (己 after 遙剋 is the day's stem, not 巳: 「功曹遙尅己為用」, a red-team classic, KR5a9958_000.txt:201)
_REL = (rf"(?:與(?:日干?|干|辰|支|日辰)相?比和?|(?:遙|相)?[剋克尅賊](?:(?:日干?|干|辰|支)(?:[{STEMS}]{_E})?"
        rf"|[{STEMS.replace('己', '')}]{_E}|己土)|遙[剋克尅賊]己"
        rf"|[受被]日干?[剋克尅]|為日所[剋克尅]|比和)")
# (not 下賊上/上克下: its subject may be the lower, 003:524 「傳送金/已火下克上為用」: 巳 below 申)


# the method names a table's row ends with (form transmissions_row): .vocab METHOD_NAMES
_ROW_NAMES = METHOD_NAMES


def _at(name: str, line: int, words: str) -> tuple[str, str]:
    return f"{name}:{line}", words


# each solar term's place among the twenty-four (engine/lexicon.py SOLAR_TERMS; its variants)
_TERM_INDEX = {w.word: k for k, w in enumerate(lx.SOLAR_TERMS[:24])}
_TERM_INDEX.update({"啓蟄": 2, "驚蛰": 2, "谷雨": 5})
# what a table's row by month may say between its month and its 三傳 (form month_row): the month's
# 節 or 中氣 and a side of it (before the 節 or the 中氣, the month before's 將; after the 中氣, the
# month's; after the 節, either, kept open as jiang_month: 003:27 「但須每月中氣後始過宮」), or a
# solar term's window (「正月雨水前」, 「二月雨水後春分前」: the first term's side gives the 將,
# engine/lexicon.py SOLAR_TERMS); prose._MONTH_ROW_RX finds rows by it
ROW_WINDOW = rf"(?P<qi>節[前後]|中氣[前後])|(?P<term>{TERM_W})(?P<side>[前後])(?:(?:{TERM_W})[前後])?"
# the sun's stations (engine/lexicon.py STATIONS): the 將
_STATION_OF = {w.word: w.value for w in lx.STATIONS}
_STATION = "|".join(_STATION_OF)
_SIGN = "|".join(w.word for w in lx.STATIONS if "時憲曆" in w.cite)
# the 三合 局 names (engine/lexicon.py SAN_HE: 水局 潤下 …)
_JU = "|".join(sorted(lx.SAN_HE, key=len, reverse=True))
# the one-character generals read in running text (engine/lexicon.py SHORT_GENERALS, prose)
_GSHORT = "".join(w for w in GENERAL_ABBR if len(w) == 1)

FORMS: tuple[Form, ...] = (
    # a 三合 局 with its three branches is a set, not an ordered 三傳 (issue 17: 「寅午戌火局」);
    # after 傳 a 局 alone (KR3g0031_006.txt:616 「傳逢水局」); 會成/合成 between (「三傳申子辰會成水局」,
    # a red-team case book: the set, its 三傳 printed 子申辰 above it)
    # (and a comma between after the 局's own order, 「三传寅午戌，火局脱甲木之气」 of the 三傳 戌午寅, a
    # round-52 red-team case book, liuren_duanan_441-465.txt:38: the set, read as the order it
    # accused a correct chart; 「三傳戌午寅，火局」 is the order, as before; not
    # a 局 another seat makes, 「支上傳送…與子辰合為申子辰水局」, KR3g9939_001.txt:23: no 三傳's)
    _f("ju_branches",
       rf"(?:三傳(?:[為是皆俱])?|(?<!(?<!三傳[皆俱]?)[合會][為成]))(?P<three>[{BV}]{{3}})(?:(?<=寅午戌|申子辰|亥卯未|巳酉丑)(?P<comma>[，、]))?(?:[會合]成|[會合]|成|為|是|作)?(?P<ju>{_JU})", _h_ju,
       "ju transmissions", examples=[_at("KR3g0031_001.txt", 495, "三傳戌午寅火局")]),
    # (the name ju_branches's reading takes after the 局's own order and a comma: _h_ju)
    _f("ju_order", r"(?!)", _h_ju, "ju transmissions", certain=False),
    # (and 三傳 with the 局 straight after: KR3g0031_001.txt:504 「三傳木局脱干」)
    _f("ju_meet", rf"(?:傳(?:逢|見|遇|成|作|為|皆)|三傳(?:皆|俱|純|全)?)(?P<ju>{_JU})", _h_ju, "ju",
       examples=[_at("KR3g0031_006.txt", 617, "傳逢水局")]),
    _f("transmissions_ke", rf"一課([{BV}己])([{BV}己])([{BV}己])(?=是也|也|$)", _h_transmissions,
       "transmissions", certain=False),
    # the lessons said to be fewer than four, or all four (「四課不備」, 「四課俱全」: six 六壬斷案-style
    # commentaries, 「四课俱全」, a round-69 red-team case book, liuren_duanan_816-840.txt, unread);
    # not in a rule or a supposition (凡/若/如), nor 「四課全無剋」 (all four have no 剋)
    _f("lessons_incomplete", r"(?<![若如凡非])四課(?:俱|皆|並)?(?:不備|不全|缺一)", _h_bu_bei, "patterns",
       examples=[_at("KR3g0031_005.txt", 642, "四課不備")]),
    _f("lessons_complete", r"(?<![若如凡非])四課(?:俱|皆|並)?(?:全備|完備|齊備|備|全|完)"
       # (ending its clause, or a 神, 天一 or 將得 after it unpunctuated: not 「四課全凶」, 「四課全無剋」, a
       # review of the round-72 change, review_round72/rv72_jiuzong.txt:6; nor a kanbun verb whose kana
       # were blanked, 「四課備はらず、」 read 「四課備，、」: liuren_aozora.txt:207)
       rf"(?=[，。；、](?![，、])|[也矣]|$|天[乙一]|將得|(?:{_S1}))",
       _h_bu_bei, "patterns"),
    # (and without 第 in a punctuated edition: 「一課亥加甲；亥上得申，二課申加亥」, a red-team book;
    # not after a count of lessons, 「實止三課」)
    # the four listed as upper+lower pairs, 第一課 at the end where the stem is (「四課酉戊,丑酉,午寅,
    # 戌午」, 「四課亥/甲，申/亥，酉/子，午/酉」, 「四課辰卯 卯寅 未午 午丙」: red-team textbooks)
    _f("lesson_pairs", r"四課[：:]?[\s　]*" + r"[，,、/\s　]*".join(
           [rf"([{BV}])/?([{BV}{STEMS}已])"] * 4) + rf"(?![{BV}{STEMS}])",
       _h_lesson_pairs, "lessons gan_shang"),
    _f("lesson_jia", rf"(?:第|(?<![止得只備有凡共四])(?<=^|[，、；。\s]))([一二三四])課({_S1})加({_S1}|[{STEMS}])"
                     rf"(?![，、]\s*(?:{_S1})加)",    # (not 「四課卯加庚、戌加卯…」, the four listed)
       _h_lesson_jia, "lessons gan_shang"),
    # not the first two of three branches before 三傳 (KR3g0031_006.txt:155 「首一課午卯子三傳」)
    _f("lesson", rf"(?<![四])第?([一二三四])課({_S1})([{BV}{STEMS}已])(?![{BV}己戊](?:為|作|是)?三傳)",
       _h_lesson, "lessons", examples=[_at(_C1, 39, "一課子乙")]),
    # 「一課甲上未，二課未上子，三課辰上酉，四課酉上寅」 (a red-team case book): lower 上 upper
    # the four lessons listed, each its lower 上 its upper (「四課は己上寅、寅上酉、未上寅、寅上酉」, a
    # round-46 red-team edition, liuren_aozora.txt:141)
    _f("lessons_four_shang", rf"四課[：:]?\s*([{STEMS}]|{_S1})上({_S1})[、，]({_S1})上({_S1})[、，]"
                             rf"({_S1})上({_S1})[、，]({_S1})上({_S1})(?![{BV}])", _h_lessons_four_shang,
       "lessons gan_shang"),
    # (not 「四課己上寅、寅上酉、未上寅、寅上酉」, the four lessons listed, its first read as the 第四課:
    # a round-46 red-team edition, liuren_aozora.txt:141, a correct cast accused)
    # (and unpunctuated after a lesson said, 「二課子上戌四課辰上寅俱上克下」: a round-56 red-team
    # 課經, KR3g9929_002.txt:31 — read as 支上 寅, a correct cast accused)
    _f("lesson_shang", rf"(?<![四])(?:第(?=[一二三四])|(?=[一二三])|(?<=三課[^。]{{1,12}}?[，、；,]\s*)(?=四)"
                       rf"|(?<=[一二三]課(?:[{STEMS}]|{_S1})上見?(?:{_S1})[^。；]{{0,8}}?)(?=四))"
                       rf"([一二三四])課([{STEMS}]|{_S1})上見?({_S1})",
       _h_lesson_shang, "lessons"),
    # (and the lesson named after: 「巳上未為一課，未上申為二課；子上寅為三課」, a round-41 red-team
    # 歌訣 book's notes, liuren_gejue.txt:65-66)
    _f("lesson_shang_wei", rf"(?<![{BV}{STEMS}])([{STEMS}]|{_S1})上見?({_S1})為第?([一二三四])課",
       _h_lesson_shang_wei, "lessons"),
    _f("hour_jiang", rf"(?:月將)?({_S1})將加({_S1})時?", _h_hour_jiang, "jiang hour"),
    _f("jiang_hour", rf"(?:以)?(?:月將)?({_S1})加(?:({_S1})時|時)", _h_jiang_hour, "jiang hour",
       examples=[_at(_D3, 504, "以登明加時")]),
    _f("hour_gz", rf"(?<![{BV}])[{STEMS}]({_S1})時", _h_hour, "hour"),
    # (not when it will come to pass: 「應在寅時」, 「應於寅時」, 「期在寅時」)
    _f("hour", rf"(?<![{BV}{STEMS}])(?<!應[在於]?|期[在於]?)({_S1})時", _h_hour, "hour",
       examples=[_at(_C1, 31, "申時")]),
    # the hour by its 初/正 half and 刻 (「午將卯正三刻」, 「辰將寅初」, a round-25 red-team book): after
    # the 將, or before it
    # (or with its 刻 anywhere, or alone between stops: 「日在巳宮，卯初二刻」, 「巳初，日躔玄枵」, a
    # round-62 red-team book dated by the four pillars and the sun, KR3g9917_001.txt:44, :85)
    _f("hour_half", rf"(?|(?<=將[，、]?)([{BV}])(?:初|正)(?:[一二三四]刻)?(?![{BV}])"
                    rf"|(?<![{BV}{STEMS}])([{BV}])(?:初|正)(?:[一二三四]刻)?(?=[，、]?(?:[{BV}]|{_JN})將)"
                    rf"|(?<![{BV}{STEMS}])([{BV}])(?:初|正)[一二三四]刻"
                    rf"|(?<=^|[，。、；])([{BV}])(?:初|正)(?P<alone>)(?=[，。、；]|$))",
       _h_hour_half, "hour", examples=[_at("KR3g9954_001.txt", 33, "午將卯正三刻")]),
    # (and the hour «used», 「用時日出」/「占時日出」)
    # the 將 by its 神名 or branch, then the hour by its name (「壬子日大吉將加食時占求財」, 「天罡將日出
    # 時」: a round-55 red-team book of 年命 chapters, KR3g9931_002.txt:21, :47; the hour was unread
    # and a planted 將 agreed)
    _f("jiang_hour_name", rf"(?<![{BV}{NOT_JIANG_BEFORE}])({_S1})將(?:加|臨)?({_HN})(?:時)?",
       _h_jiang_hour_name, "jiang hour"),
    _f("hour_name", rf"(?:時加|用時|占時)({_HN})", _h_hour_name, "hour",
       examples=[_at(_D0, 56, "時加雞鳴")]),
    # the hour by its branch after 時加 (as 「時加雞鳴」 by its name): 「時加卯」; not the 時 of an
    # hour already written (KR3g0031_006.txt:1233 「…卯時加辰」: what is 加辰 is not said)
    _f("hour_jia", rf"(?<![{BV}{STEMS}])時(?:加|在)([{BV}])(?![加臨上{BV}])", _h_hour, "hour"),
    # the hour by its label, its branch alone (「壬戌日　月將申　占時卯（晝）」, a round-51 red-team BBS
    # article, liuren_ptt.txt:149, as 月將申 is read by jiang_named)
    # (a word of its own: not 「占時未記」, 「占時午後」, a review of the change, review_round51/
    # rv51_hour.txt:6, rv51_hour2.txt:6)
    _f("hour_label", rf"占時(?:[：:]\s*|為|是)?([{BV}])(?=[\s　，。、；：（(）)]|$)", _h_hour, "hour"),
    # the early notation names the double-hour straight after the day (「假令正月甲子日平旦」)
    _f("hour_word", rf"\A[，、]?(?:占)?({_HN})(?:時)?", _h_hour_name, "hour"),
    # (and one that shares the day's 日, said with its 時: 「又占戊午日中時，小吉將」, a round-86 red-team
    # book, KR3g9857_002.txt:74, its hour and 將 unread)
    # (its 將 or plate straight after: not 「丁卯日中時失物，至晡時，勝先加申」, 「戊午日出時起程」, the event's
    # time — a review of the change, review_round92/KR5a9815_000.txt:12, day_hour_word.txt:3-7)
    # (or its 占: 「日中時占」, 「日入時夜占」, 「日中時起課」, review_round93/hour_ri_lost.txt:3-7)
    _f("hour_word_ri", rf"\A(中|出|昳|映|昃|跌|晡|入)時(?=[，、]?(?:(?:[{BV}]|{_JN})(?:將|加)|[晝夜旦暮]?占|起課))",
       _h_hour_name_ri, "hour"),
    # the 月將 named (「天罡為月將」, 「月將勝先」; the oldest notation)
    _f("jiang_named", rf"(?<![{BV}])(?|({_S1})為月將|月將(?:為|是)?({_S1})(?![加臨將{BV}]))", _h_jiang,
       "jiang"),
    # a table's row by month under a day and hour (「甲子日寅時夜占，正月三傳午卯子…。二月三傳戌午寅…」,
    # a round-79 red-team juan of tables by month, KR3g9887_001.txt:34-46, only its first row read):
    # the month's 將 (its 中氣's, or the month before's: jiang_month), or the 將 the row names
    # (「二月戌將三傳…」, a pause before it or none), or the 將 of a row's solar-term window (「正月雨水
    # 前」 the term before's 子, 「二月雨水後春分前」 雨水's 亥: KR3g9887_001.txt:54-58, the rows lost
    # behind the second's 「正月亥將」, :54 `unresolved`). Each row after the first is an alternative
    # of the cast (prose._MONTH_ROW). Nothing but a window (ROW_WINDOW) or 從前月 between the month
    # and its 三傳: not a month dating an event, 「正月入宅，三傳…」, 「八月亦占得三傳…」 (a review of
    # the round-81 change, review_round81/month_events.txt:5, :15)
    _f("month_row", rf"(?<=\A|[，。；、　])閏?({MONTH_NUM_W})(?:{ROW_WINDOW}|從前月)?[，、]?"
                    rf"(?=三傳|[返反伏]吟)"
                    rf"|閏?({MONTH_NUM_W})(?P<named>[{BV}])將[，、]?(?=三傳|[返反伏]吟)",
       _h_month_row, "jiang", certain=False,
       examples=[_at("KR3g9887_001.txt", 35, "二月三傳戌午寅")]),
    # (not 「其子將赴省試」, his son is to go, nor 「未將」 before a verb, not yet: a review)
    # (not the seat of a placement with 將 the noun after it: 「功曹加申將與時衝是為返吟」, 「登明加巳將
    # 時相衝」, a round-56 red-team classic, KR5a9928_001.txt:61, :69 — read as 申將, a correct cast
    # nearly accused)
    # (not 「X將位」, the 將 in its seat: 「未上仍是小吉將位伏吟」, a round-73 red-team 金口訣 juan,
    # KR3g9897_002.txt:15, read as the 將 小吉 and a correct cast accused)
    _f("jiang", rf"(?<![{BV}{NOT_JIANG_BEFORE}])(?<![加臨])({_S1})將(?!得|位|[{NOT_JIANG_VERBS}])"
                rf"(?!與?時相?[衝沖同對])", _h_jiang, "jiang",
       examples=[_at(_C1, 31, "巳將")]),
    # the 將 a solar term said in the cast's words gives (「壬子時，雨水後三日」: 亥將; 「春分前一日」,
    # 「未交雨水」: the term before's), where no 將 is printed (read() sets it last): a round-62
    # red-team book dated by the four pillars and the terms, KR3g9917_001.txt:98, :130, its planted
    # hour and 干上 agreed or unresolved; inferred, not printed (engine/lexicon.py SOLAR_TERMS)
    # (not a question's or an expectation's date: 「問夏至後能愈否」, 「約穀雨後歸」, a review of the
    # round-62 change, review_round62/rv62_term.txt:3, :5, correct casts accused: the phrase ends
    # its clause, or gives its days, and no verb of waiting or asking comes before it)
    # (and only straight after the date's words, 時/日/月/年, a 干支's branch, 刻/初/正, or at the
    # start: not 「某擬清明後，赴京」, 「家書云清明後，到家」, a review of the round-63 mends,
    # review_round63/rv63_term.txt:3, :7, correct casts accused)
    _f("term_jiang", rf"(?<![問約待至到俟期候及於于迨比逮當須])(?<=^|[時日月年刻初正值{BV}][，、]?)"
                     rf"(?|(?:交|過)?({TERM_W})(?P<after>後|已過|既過|已交)|(?:交|過了?)({TERM_W})(?P<after>)"
                     rf"|({TERM_W})(?:前|未交|未至|未到)|(?:未交|未至|未到|未過)({TERM_W}))"
                     rf"(?:[一二三四五六七八九十]{{1,3}}日)?(?=[，。、；\s]|$)",
       _h_term_jiang, "jiang", certain=False, nonexclusive=True),
    _f("month_jiang", rf"({MONTH_W})將", _h_month_jiang, "jiang", certain=False),
    # the 將 by the sun's station or 宮 (engine/lexicon.py STATIONS: 「太陽躔娵訾」, 「日纏降婁之次」,
    # 「日在戌宮」, a round-62 red-team book, KR3g9917: the 將 unread and two planted slips agreed)
    # (日 with 躔/纏/過/入 only: 「甲日在寅宮」 may be the stem's lodging)
    # (not 日入, the hour 酉, 「是日入大梁」 the city; nor after the chart's claims, an outcome's date,
    # 「…將得天空。待太陽躔大火，其事乃成」: a review of the round-62 change,
    # review_round62/rv62_station.txt:3, :5, :9, correct casts accused)
    # (and a sign of the 時憲曆 after 日在 too, 「日在金牛宮」: a round-81 red-team Qing manual,
    # KR3g9883_001.txt:56; a sign always with its 宮, not 「次日過金牛驛」, 「明日過獅子林」: a review of
    # the round-81 change, review_round81/sun_sign.txt:5, :7)
    _f("jiang_station", rf"(?<![待至到俟期候及於于迨比逮當須])(?:太陽(?:躔|纏|在|過|入|臨)|日(?:躔|纏|過)"
                        rf"|(?<!生[時辰])日在(?=(?:{_SIGN})宮))(?:(?!(?:{_SIGN})(?!宮))({_STATION})(?:之次|宮)?|([{BV}])宮)",
       _h_jiang_station, "jiang", examples=[_at("KR3g9917_002.txt", 69, "太陽躔鶉火")]),

    # a verse names the month after the day, then the hour (「丙子正月占午時」): the month's 將
    _f("month_after_day", rf"\A({MONTH_W})(?=占?(?:[{BV}]|{_HN})時)", _h_month_after, "month",
       certain=False, examples=[_at("KR3g0031_006.txt", 212, "正月占午時")]),
    _f("transmissions_all_seat", rf"三傳(?:皆|俱)(日|干|支|辰)上({_S1})", _h_all_seat,
       "transmissions gan_shang zhi_shang",
       examples=[_at("KR3g0031_005.txt", 732, "三傳皆日上酉")]),
    # the three 傳 one branch (an 八專's 獨足: 「三傳皆酉名曰獨足」, a round-72 red-team 九宗門 juan,
    # KR3g9899_002.txt:75, unread); not a 局, a 六親 or a kind (三傳皆火, 三傳皆官鬼), nor a rule's 凡
    _f("transmissions_all_same", rf"(?<![凡若如])三傳(?:皆|俱|並)(?:是|為)?({_S1})(?![{BV}局]|{_S1})", _h_all_same,
       "transmissions", examples=[_at("KR3g9899_002.txt", 75, "三傳皆酉")]),
    # the three generals in a clause of their own after the 三傳 (「三傳亥子丑，將乃天空白虎太陰」,
    # 「三傳子亥戌，退茹也，將乃天后、太陰、玄武」, 「三傳未申酉，朱雀、六合、勾陳」, a round-28 red-team
    # book of 法, KR3g9946_002.txt:13, :15, :18): the 三傳's, each in its place (not four, the
    # lessons'; not after 晝/夜, one half of a pair)
    # the three generals by one character each after the 三傳 or its 末 (「三傳申亥寅，蛇空虎。」, a mail's
    # list whose writer says 「將名寫簡稱」, a round-44 red-team mail thread, liuren_mail.txt:81; 「初午中辰末
    # 寅，將后蛇合。」, a round-44 red-team database's 原文, liuren_cases.csv:17): three and no more, a word
    # of its own
    _f("tgen_short_after",
       rf"(?<=三傳(?:[為是：:])?{_ST}[、，]?{_ST}[、，]?{_ST}[，、]\s*|(?:末|終)傳?{_ST}[，、]\s*)"
       rf"(?:將(?:得|為|是)?)?([{_SHORT_ONE}])([{_SHORT_ONE}])([{_SHORT_ONE}])(?=[，。；、\s]|$)",
       _h_tgen_short, "transmission_generals", certain=False),
    # the 用 with its general, then the 中 and 末 with theirs (「用起寅，青龍乘之，傳戌申，太常、天后。」, a
    # round-44 red-team database's 原文, liuren_cases.csv:74)
    _f("use_rides_then",
       rf"(?:用起|發用|(?<![為發])用)({_S1})[，、]({_GFULL})乘之[，、]傳({_S1})({_S1})(?![{BV}])"
       rf"(?:[，、]({_GFULL})[、，]?({_GFULL}))?",
       _h_use_rides_then, "transmissions transmission_generals"),
    # the 初傳's general said to lead (「中戌末巳，太常為首。」, liuren_cases.csv:27; not 「以貴人為首」, the
    # generals' order)
    # (after the 末傳 said: not 「十二將貴人為首」, a review of the change, review_round44/rv44_gram1.txt:3)
    # the three generals after the 末, 乘 once for all (「發用巳，中寅，末亥；乘貴人、六合、天空」, a round-45
    # red-team handbook, liuren_handbook.rst:263-264: 「乘貴」 was read as 亥's general)
    _f("tgen_list_after_end", rf"(?<=(?:末|終)傳?[{BV}][，、；]\s*)乘(?P<g0>{_GFULL})[、，](?P<g1>{_GFULL})"
                              rf"[、，](?P<g2>{_GFULL})(?![、，]?(?:{_GFULL}))", _h_tgen_after_end,
       "transmission_generals"),
    _f("tgen_first_head", rf"(?<=[{BV}][，、])({_GFULL})為首(?=[，。；]|$)", _h_tgen_first_head,
       "transmission_generals", certain=False),
    # the 遁干 of a 傳 (the 旬's stem on its branch) or of the three (「中傳子遁丙」, 「三傳皆官鬼，遁得癸
    # 丁癸」: a round-56 red-team 課經, KR3g9929_001.txt:49, :107 — a planted 遁干 agreed unread)
    # — not certain: a 遁 supposed of another 旬 (「若甲申旬，則末傳申遁甲」) or counted by another
    # rule (「以五子元遁之」) reads alike, a review of the change, rv56_dun.txt:5-6, both accused
    _f("pos_dun", rf"(初|中|末|終)傳({_S1})遁(?:得|干)?[為是]?([{STEMS}])(?![{BV}])", _h_pos_dun,
       "transmissions dun_gan", certain=False, examples=[_at("KR3g9929_001.txt", 49, "中傳子遁丙")]),
    _f("dun_three", rf"遁(?:得|干)[為是]?([{STEMS}])[、，]?([{STEMS}])[、，]?([{STEMS}])(?![{BV}])",
       _h_dun_three, "dun_gan", certain=False,
       examples=[_at("KR3g9929_001.txt", 107, "遁得癸丁癸")]),
    # the 三傳 as a chain, each passing to the next (「巳傳申，申傳寅，名自信」, a round-56 red-team
    # 課經, KR3g9929_001.txt:69); not 傳送 (申)
    _f("chain", rf"{_NB}({_S1})傳(?!送)({_S1})[，、]?\2傳(?!送)({_S1})(?![{BV}])", _h_chain, "transmissions",
       examples=[_at("KR3g9929_001.txt", 69, "巳傳申，申傳寅")]),
    _f("transmissions_then_gens",
       rf"三傳(?:亦|[為是]|[：:][ 　]*)?({_ST})[、，]?({_ST})[、，]?({_ST})"
       # (and labelled 天將: 「三伝は辰・申・子、天将は玄武・青龍・勾陳なり」, a round-39 red-team Japanese
       # book, liuren_nihon.txt:60, read 「三傳　辰、申、子、天將　玄武、青龍、勾陳」; 將 alone, 「三傳巳戌卯，
       # 將青龍、太常、六合」, a round-40 red-team casebook, liuren_menpai.txt:54)
       # (and the 貴人 said between, 「三傳卯丑亥，用夜將，將得青龍、白虎、玄武」, 「…惟用旦將，將得…」, a
       # round-52 red-team book, KR3g9939_001.txt:121, 126)
       # (and the 課名 said between, 「三傳亥未丑，名杜傳，將得太陰、朱雀、太常」, a round-56 red-team 課經,
       # KR3g9929_001.txt:75)
       rf"(?|[，、]?[ 　]*(?:[^，。；：晝夜]{{1,6}}?也[，、])?(?:名曰?\p{{Han}}{{2,4}}[，、])?(?:[惟但只]?用[晝夜旦暮]將(?!.*用[晝夜旦暮]將)[，、]?)?(?:將(?:乃|得|為|是)?|其將(?:乃|為)?|天將(?:是|為|乃)?[\s　]*|所乘亦?)[：:]?"
       rf"({_GFULL})[、，]?({_GFULL})[、，]?({_GFULL})"
       rf"|[，、]({_GFULL})、({_GFULL})、({_GFULL}))(?![、，]?(?:{_GFULL}))"
       # (not a rule's generals: 「三傳申酉戌，螣蛇、白虎、玄武乘之者凶，今將乃…」, a review of the
       # change, KR3g9941_001.txt:14; but the cast's own, 「三傳亥酉未，白虎、玄武、天后乘之。」, a
       # round-49 red-team transcription, liuren_jiaozhu.docx: its sentence ends there)
       rf"(?:(?=乘之(?:[，。；]|$))|(?![^，。；]{{0,3}}?(?:乘|臨|者|之|則)))"
       # (nor three a bracket says are not the 三傳's: 「貴人→螣蛇→朱雀（此為亥上起貴人順布之序，非三傳
       # 所乘）」, a review of the round-48 change, tests/data/review_round48/rv48_thr1.txt:6)
       rf"(?![（(][^）)]{{0,24}}非)",
       _h_trans_then_gens, "transmissions transmission_generals"),
    # (and a label's colon, 「三傳：寅亥巳」: a review of the round-32 change, unread on its line)
    # (and 亦, the same as the cast before: 「三傳亦丑寅卯，所乘亦螣蛇、朱雀、六合」, a round-47 red-team
    # article, liuren_pdf.txt:71)
    # (not three of four: 「三傳巳亥亥巳」, 「三傳巳、亥、亥、巳」, a table cell printing a 傳 twice, a
    # round-50 red-team transcription, liuren_chaolu.odt: its first three read, a doubled word
    # accused as a 末傳; the fourth written as the three are and a word of its own, not 「三傳亥未丑，
    # 亥、丑皆陰」, a review of the change, tests/data/review_round50/t_gram.txt:4, nor 「三傳子申辰申時」,
    # the hour, a round-31 red-team book, KR3g9963_001.txt:129-130)
    # (and 並, a list's days sharing them: 「癸酉、癸巳、癸丑三日，子將加辰時，晝占，三傳並巳丑酉」, a round-96
    # red-team 類書, KR3g9851_001.txt:64-65, unread)
    _f("transmissions", rf"三傳(?:亦|[為是皆俱並]|[：:]\s*)?({_ST})[、，]?({_ST})[、，]?({_ST})"
                        rf"(?!(?:(?<=[{BV}])|(?<=、[{BV}])、|(?<=，[{BV}])，)[{BV}](?:[、，。；\s]|$))",
       _h_transmissions, "transmissions", examples=[_at(_C1, 23, "三傳未卯亥")]),
    _f("transmissions_list",
       rf"(?:初傳?|發用|用起|(?<![為發])用|始){_LQ}({_S1})[、，]?(?:中傳?|次傳?|傳){_LQ}({_S1})[、，]?"
       rf"(?:末傳?|終傳?){_LQ}({_JN}|[{BV}己](?![{BV}]))",
       _h_transmissions,
       "transmissions"),
    # the 中 and 終 after the 用 (the early notation: 「以天罡為用，中從魁，終功曹」), or both one
    # branch (「中終皆登明」)
    # (傳X終Y: 「勝先為用將得螣蛇傳太衝終神后」, the oldest notation; a red-team book)
    # (two generals after the 終, none after the 中: the 中's and the 終's, 「…為用將得天后中登明
    # 終河魁將得太陰玄武」, a red-team book in the oldest notation; three are the 三傳's, read by
    # transmission_generals)
    # (and a general's full name straight after the 中, without 將得, the 終 next: 「…為用將得
    # 螣蛇中天罡六合終功曹青龍」, the same book; not after the 終; nor 天一 as the second of a pair
    # when a branch or 在 follows it: 「…終天罡將得青龍天一登明臨…」 opens the 貴人's clause, other
    # red-team books, where 「…終登明將得六合天一晝天一登明臨寅」 is the 中's and the 終's)
    # (each general by one character straight after its 傳, 「…為用，將得蛇中小吉常終功曹合」, a round-54
    # red-team classic with its 注, KR5a9932_000.txt:76-77: the 中's and the 終's were unread; and
    # after 「用X將得G」, form use_named: 「用從魁將得龍中小吉常終天罡后」, KR5a9932_001.txt:30)
    # two 傳 and then their two generals, shared out in order (「中傳申末傳酉俱官鬼乘貴人天后」, a
    # round-61 red-team book, KR3g9919_002.txt:35-36: 貴人 was given to 酉 and a correct cast left
    # unresolved), with the 六親 said of both
    _f("pair_rides_each", rf"(初|中|次)傳?({_S1})[，、]?(中|次|末|終)傳?({_S1})[，、]?(?:俱|皆|並|分)"
                          rf"(?:為|是)?(?P<q>{QIN_W})?[，、]?乘({_GFULL})[、]?({_GFULL})"
                          rf"(?![、，]?(?:{_GFULL}))",
       _h_pair_rides_each, "transmissions transmission_generals qin"),
    _f("mid_end_short", rf"(?<=為用|發用|(?<![為發作以取起不勿所可宜何])用(?:{_S1})[，、]?(?:將得|乘)(?:{_GCHENG}))(?:[，、；]?(?:乘|將得)({_GCHENG}))?[，、；]?中傳?({_S1})"
                        rf"{_SHORT_CELL}[，、；]?(?:終|末)傳?({_S1})(?:{_SHORT_CELL})?",
       _h_mid_end, "transmissions transmission_generals"),
    # (and after the 用's place from 天一, 「…為用將得螣蛇用在天一前一中天罡終功曹」: form pos_place)
    _f("mid_end", rf"(?<=為用|發用|用在天[乙一][前後][一二三四五六])(?:[，、；]?(?:乘|將得)({_GCHENG}))?[，、；]?(?:中|次|傳)傳?亦?({_S1})"
                  rf"(?:[，、；]?(?|(?:乘|將得)({_GCHENG})|({_GFULL})(?=[，、；]?(?:終|末))))?"
                  rf"[，、；]?(?:終|末)傳?亦?({_S1})"
                  rf"(?:[，、；]?(?:乘|將得)({_GCHENG})(?:[、，]?{_NOT_GUI}({_GFULL}))?"
                  rf"(?![、，]?{_NOT_GUI}(?:{_GFULL}))(?!{_BY_POS_NEXT}))?",
       _h_mid_end, "transmissions transmission_generals"),
    # 用X乘G中Y乘G終Z乘G: the three 傳 each with its general (the oldest notation)
    # each 傳 with its general's full name after it (「三傳子六合申天后辰白虎」, a round-27 red-team
    # 占 book, KR3g9948_001.txt:23)
    _f("transmissions_paired", rf"三傳(?:[是為])?({_S1})({_GFULL})[，、]?({_S1})({_GFULL})[，、]?({_S1})({_GFULL})",
       _h_trans_gens, "transmissions transmission_generals"),
    _f("transmissions_gens", rf"(?:發用|用起|(?<![為發])用|始)({_S1})"
                             rf"[，、]?(?:乘|將得)({_GCHENG})[，、]?(?:中傳?|次傳?)({_S1})"
                             rf"(?:[，、]?(?:乘|將得)({_GCHENG}))?[，、]?(?:末傳?|終傳?)({_S1})"
                             rf"(?:[，、]?(?:乘|將得)({_GCHENG}))?",
       _h_trans_gens, "transmissions transmission_generals", certain=False),
    # (and without 皆, with the general they carry: 「中末勝先將得白虎」, 八專 in the oldest notation)
    # (the general after them may be the 用's as well as theirs: 「大吉為用中終皆登明將得天空」, a
    # red-team book, 天空 the 用's; not bound with certainty)
    # two 傳 that carry one general, said without their branch (「初乘太陰，中末皆乘六合」, 「初末皆乘
    # 太陰，中乘勾陳」: a round-42 red-team book of questions and answers, liuren_wenda.txt:111, :44)
    # (and without 乘: 「初太陰，中末俱貴人」, a round-53 red-team book, KR3g9937_001.txt:43)
    # (not 六合 without 乘, the relation: 「中末俱六合日辰」, a review of the change)
    _f("tgen_pair", rf"(?<![{BV}])(初|中)(末|終)(?:傳)?(?:皆|俱|並)(?|乘({_GCHENG})|(?!六合)({_GFULL}))", _h_tgen_pair,
       "transmission_generals"),
    # (and by one character straight after it, 「…將得玄中終小吉虎」, the same classic, KR5a9932_001.txt:46;
    # _SHORT_CELL)
    # (乘 straight after the branch: the general rides it, read with certainty — 「中末皆未乘白虎」, a
    # review of the round-54 change, rv54_case.txt:63)
    # (not 中傳 ending the clause of the branch before it: 「官鬼寅乘螣蛇為中傳，末傳丑兄弟乘貴人」, a
    # round-61 red-team book, KR3g9919_001.txt:69, read 中末 丑, a correct cast accused)
    _f("mid_end_same_rides", _MID_END_SAME +
                             rf"乘({_GCHENG})", _h_mid_end, "transmissions transmission_generals"),
    # (not two branches, the 中's and the 末's: 「中末寅卯皆己之官鬼」, liuren_duanan_191-215.txt:26,
    # read once a case's commentary took this form, round 54)
    _f("mid_end_same_gen", _MID_END_SAME +
                           rf"(?|[，、]?(?:將得|乘|作(?!六合|三合|六害|六儀))({_GCHENG})|(?<=(?:將得|乘)(?:{_GCHENG})[，、；]?中[^。]{{1,6}})"
                           rf"{_SHORT_CELL})", _h_mid_end,
       "transmissions transmission_generals", certain=False),
    _f("mid_end_same", _MID_END_SAME + "()",
       _h_mid_end, "transmissions"),
    # the 用's general said before 發用, its branch named in the clause before (「戌土剋壬水為官鬼，
    # 乘白虎發用」, a round-60 red-team book of the 畢法賦, KR3g9921_001.txt:72: unread, a planted
    # general `unresolved`)
    # (not a supposition, 「乘青龍發用則吉；今三傳…」: a review of the change,
    # review_round60/rv60_gen_use.txt:5)
    _f("gen_then_use", rf"(?<=[，、])乘({_GCHENG})而?(?:發用|為用)(?![神之所者則])", _h_gen_then_use,
       "transmission_generals", certain=False),
    # the 初傳 and the 末傳 the same branch (「此课初末俱亥」, 「初末俱巳作白虎」, 「初末皆甲寅作白虎」: round-59
    # and round-60 red-team case books, liuren_duanan_616-640.txt:197, liuren_duanan_641-665.txt:95)
    _f("first_end_same", rf"初(?:傳)?[、，]?(?:末|終)(?:傳)?(?:皆|俱|並)(?:是|為)?{_LQ2}(?:[{STEMS}空](?=[{BV}]))?"
                         rf"({_S1})(?!{_S1}){_E}(?:(?:乘|作)({_GFULL}|{_ZUO_SHORT}))?", _h_first_end_same,
       "transmissions generals"),
    # the 中's and the 末's branches after them, in that order (「中末传酉申皆生壬水」, a round-59
    # red-team case book, liuren_duanan_616-640.txt:255: read 末傳 酉 by pos, a correct case
    # accused; 「中末寅卯皆己之官鬼」, liuren_duanan_191-215.txt:26)
    _f("mid_end_pair", rf"(?<!初){_NOT_MID_END}中(?:傳)?[、，]?(?:終|末)(?:傳)?({_S1})[、，]?({_S1})"
                       rf"(?![{BV}]|[加臨上])", _h_mid_end_pair, "transmissions", certain=False),
    # 「中末俱干上大吉」, 「中末皆歸干上太乙」 (別責, a red-team book): the 中 and 末 are the branch on
    # the seat
    _f("mid_end_seat", rf"{_NOT_MID_END}中(?:傳)?[、，]?(?:終|末)(?:傳)?(?:皆|俱|並)(?:歸|是|為)?({_SEAT})(?:神)?({_S1})",
       _h_mid_end_seat, "transmissions gan_shang zhi_shang", certain=False),
    # 「…爲日之陽神將得朱雀其隂功曹將得天后」: 其陰 is the 陰 of the 陽 said last (日 or 辰)
    _f("its_yin", rf"其陰(?:神)?({_S1})", _h_its_yin, "lessons generals", certain=False),
    # a table's row: the placement, then the 三傳 as three branches, spaces apart (「乙丑　寅加丑
    # 寅卯辰　元首」, a red-team table book: the 三傳 was unread and 18 rows not checkable)
    # (the readers see the row without its spaces: 「寅加丑寅卯辰元首」, then a 課名, a day or the end)
    # (and after 將 and 時, or the hour alone under a heading that gives the 將: 「甲子日（亥將）」
    # over 「卯時　戌午寅　六合白虎天后　重審」, a red-team course book; then the generals may follow)
    _f("transmissions_row", rf"(?<=(?:(?:{_S1})[加臨](?:{_S1})|(?:{_S1})將[，、]?(?:{_S1})時"
                            rf"|(?:{_S1})時[，、]?(?:{_S1})將)[ \t　]*)([{BV}己])([{BV}己])([{BV}己])"
                            rf"(?=[ \t　]|$|[{STEMS}][{BV}]|{_ROW_NAMES}|{_GFULL})", _h_transmissions,
       "transmissions"),
    _f("transmissions_before",
       rf"(?<![{BV}])([{BV}己戊])([{BV}己戊])([{BV}己戊])(?:為|作|是)?三傳", _h_transmissions,
       "transmissions"),
    # a verse's 三傳: its three branches before 傳, the generals by one character after it (「午卯子傳
    # 元首格」, 「寅卯午傳空龍勾」, a round-41 red-team 歌訣 book, liuren_gejue.txt:40, :58; not 傳送):
    # not bound with certainty, a verse drops words
    _f("transmissions_verse", rf"(?<![{BV}])([{BV}])([{BV}])([{BV}])傳(?!送)"
                              rf"(?:([{_CELL1}])([{_CELL1}])([{_CELL1}])(?![\p{{Han}}]))?",
       _h_trans_verse, "transmissions transmission_generals", certain=False),
    _f("transmissions_meet", rf"傳(?:逢|見|遇)([{BV}己])([{BV}己])([{BV}己])(?![{BV}])",
       _h_transmissions, "transmissions", certain=False),
    # 也 may be where the cast's words were cut (prose._cut): 「…順數三至丑乃丑亥亥」 then 也
    # (KR3g0031_005.txt:725 「乃丑亥亥也」)
    _f("transmissions_nai", rf"[乃是]([{BV}己])([{BV}己])([{BV}己])(?=也|$)", _h_transmissions,
       "transmissions", certain=False, examples=[_at("KR3g0031_005.txt", 725, "乃丑亥亥也")]),
    # three generals after 三傳乘 or 晝占乘 (「三傳申戌子晝占乘白虎玄武天后」, 「…晝占三傳乘白虎太常玄武
    # 夜占乘白虎天空太陰」, 「…終午三傳乘白虎貴人青龍」, a round-29 red-team 課經, KR3g9944_001.txt:
    # 29-31, :56, :58): the 三傳's, each in its place (the 夜 half read as the cast's alternative,
    # its words after 夜占)
    _f("tgen_cheng", rf"(?:(?<=[晝夜旦暮]占[，、]?)|\A|三傳)(?:三傳)?乘({_GFULL})[、，]?({_GFULL})[、，]?"
                     rf"({_GFULL})(?![、，]?(?:{_GFULL}))", _h_tgen3, "transmission_generals"),
    # three generals after 將得: the 三傳's (「三傳午卯子將得青龍朱雀天后」)
    # (after the 用 too, or a 神名, and 傳將: 「河魁為用將得天后白虎六合傳勝先終功曹」, 「傳將六合
    # 朱雀螣蛇」; red-team books), and the 中/終 after them
    # (「三傳子未寅晝螣蛇天空天后夜青龍貴人白虎」: 晝/夜 alone before them, and the 夜 half's
    # three at the head of its alternative, prose.py)
    # (and 將乘: 「三傳酉、子、卯，將乘六合、天空、元武」, a round-98 red-team gazetteer, KR3g9847_001.txt:100,
    # unread, and its 「三傳酉、丑、巳，將乘貴人…」 read as 巳 carrying 貴人, :87)
    # (and after the 貴人's course, 「貴人在卯，臨子順行，將得螣蛇、勾陳、白虎」: a round-41 red-team
    # 歌訣 book's notes, liuren_gejue.txt:49)
    # the three 傳's generals by their places, their branches said before (「…為用中終皆取日上小吉將得
    # 螣蛇中天后終天后」, 「將得空，中后，終勾」: a round-55 red-team classic of questions and answers,
    # KR5a9930_000.txt:93; the 用's 螣蛇 was read as 日上小吉's and accused a correct cast)
    _f("tgen_by_pos", _GEN_BY_POS_RX, _h_tgen3, "transmission_generals"),
    # (and after the 課名 said after the 三傳: 「巳傳申，申傳寅，名自信，將得螣蛇、太陰、勾陳」, a round-56
    # red-team 課經, KR3g9929_001.txt:69)
    # (and after the 晝/夜 said after the 三傳: 「三傳辰申子，晝占將得玄武、青龍、螣蛇」, a round-59
    # red-team book of verses and their notes, KR3g9923_001.txt:19; and first in the other half's
    # words, 「…晝占將得太陰白虎勾陳夜占將得太常天空朱雀」, a round-70 red-team 占 book,
    # KR3g9903_002.txt:34-36, the 夜 half dropped unread; not four in a row, the lessons' —
    # 「四課晝占將得青龍、朱雀、太陰、白虎」, review_round70/rv70_pair.txt:3 — unless the fourth opens a
    # clause of its own, 「…白虎天一功曹臨戌」 KR5a9957_000.txt:103, 「…玄武白虎發用」 KR3g9939_002.txt:32)
    _f("transmission_generals", rf"(?:(?<=[{BV}][，、]?|為用|發用|{_JN}|[順逆]行[，、]|[{BV}][，、]名曰?\p{{Han}}{{2,4}}[，、]|[{BV}][，、]\p{{Han}}{{2,4}}課[，、]|[{BV}][，、]?[晝夜]占[，、]?|(?:{_JN})[，、]|(?<!課)[晝夜旦暮]占[，、]?)(?:[晝夜]?(?:將得|將乘|乘)|[晝夜](?=(?:{_GFULL}){{3}}))"
                                rf"|\A(?:將得)?(?=(?:(?:{_GFULL})[、，]?){{2}}(?:{_GFULL}))|傳將得?)({_GFULL})[、，]?"
                                rf"({_GFULL})[、，]?({_GFULL})(?![、，]?(?:{_GFULL})(?![在臨居立治加乘順逆上發為]|{_S1}))"
                                rf"(?:[，、；]?(?:中|次|傳)傳?({_S1})[，、；]?(?:終|末)傳?({_JN}|[{BV}己](?![{BV}])))?",
       _h_tgen_list, "transmission_generals transmissions", certain=False),
    # 晝/夜 and the three generals, a table row's (「…三傳辰巳午　重審晝：勾陳、青龍、天空　夜：…」,
    # a red-team 課格 book; not four, a list of the lessons'): the 三傳's, of that half of the pair
    # (and by one character each in a note: 「（晝貴陰常夜空常陰）」)
    # (and after 晝將/夜將: 「三傳午辰寅，晝將天后、螣蛇、六合」, a round-54 red-team 課經,
    # KR3g9933_001.txt:31)
    # the other 晝/夜's general of the 用, supposed: 「…將得青龍若晝占則將得螣蛇」 (a round-59 red-team
    # classic, KR5a9922_001.txt:57-58: unread, it kept 將得青龍 from being read as the 用's): read
    # as the supposition it is (a conditional claim, no claim of the cast)
    _f("tgen_other_half", rf"(?<=[若如](?:晝|夜|旦|暮)占?[，、]?則?)將得({_GFULL})", _h_supposed,
       "transmission_generals", certain=False),
    _f("tgen_daytime", rf"(?|(?<=[晝夜旦暮](?:占|將|則)?[：:]?)({_GFULL})[、，]?({_GFULL})[、，]?({_GFULL})"
                       rf"(?![、，]?(?:{_GFULL})|[、，]?(?:三|此|其)?[神將者]?(?:俱|皆|並|同|入|不|主|為|則))"
                       rf"|(?:(?<=[（(][晝夜]|[晝夜][^晝夜]{{3}}[晝夜])|\A)([{_CELL1}])([{_CELL1}])([{_CELL1}])"
                       rf"(?=[晝夜）)]|$)"
                       rf"|(?<=(?<![{BV}])[{BV}己]{{3}}[ \t　]*)({_GFULL})[、，]?({_GFULL})[、，]?({_GFULL})"
                       rf"(?![、，]?(?:{_GFULL}))"
                       rf"|(?:(?<=[晝夜旦暮](?:占|將|治)?[：:])|\A)([{_CELL1}])[、，]([{_CELL1}])[、，]([{_CELL1}])(?=[；;。，\s]|$)"
                       rf"|(?:(?<=[旦暮]治)|\A)([{_CELL1}])([{_CELL1}])([{_CELL1}])(?=[旦暮]治|干上|支上|[。，；\s]|$))",
       _h_tgen_day, "transmission_generals"),
    # (a note between: 「太一為用（辛柔日故也）將得螣蛇」, a round-25 red-team classic)
    # the 用's general by its place from 天一, or 對 (天空, facing it: 「天一…與天一相對者天空」),
    # straight after 為用 (「太一為用將得對中河魁為前一」, 「…為用將得前三」, a round-53 red-team
    # classic, KR5a9936_000.txt:60, 38)
    _f("use_general_place", rf"(?<=為用|發用)[，、]?將得(?:([前後])([一二三四五六])|(對)(?![沖衝]))(?![{BV}日辰位合])",
       _h_use_general_place, "transmission_generals", certain=False),
    # a branch facing 天一 (「中河魁為對」: 天空, the same book)
    # (not 「與X為對」, facing each other; nor 對家, 對頭, 對沖: a review of the change)
    _f("gen_opposite", rf"{_NB}(?<!與[^，。]{{0,3}})({_S1})(?:為|是)(?:天[乙一]之?)?對(?![沖衝宮家頭方手面{BV}])",
       _h_gen_opposite, "generals", certain=False, nonexclusive=True),
    # (and a general's short form: 「…太一為用將得玄中終小吉虎」, a round-54 red-team classic,
    # KR5a9932_001.txt:46)
    _f("use_general", rf"(?<=(?:為用|發用)(?:[（(][^（()）]{{1,16}}[）)])?)(?:神)?[，、]?(?:其)?將得({_GCHENG})", _h_use_general,
       "transmission_generals"),
    # the 用 named after the reason that chose it, with its general (the oldest notation: 「比者為用，
    # 勝先將得六合」, 「比者為用，神后陽神也，將得虎」, 「剛日取日上為用，傳送將得天后」, a round-26
    # red-team classic, KR5a9953_001.txt:172, :66, :94): the 神名 after 為用 is the 用
    _f("use_after_reason", rf"(?<=(?:者|[日辰][上陰])為用)[，、]?({_JN})(?:[陰陽]神?也[，、]?)?將得({_GCHENG})",
       _h_use_after_reason, "transmissions transmission_generals"),
    # and 初/中/末 乘G without 傳 (KR3g0031_006.txt:186 「…用傳遇天魁末乘太常」: 太常 on the 末傳,
    # as its 課式 006:188-190 prints 「(常/)卯」)
    # (not the 中 of 傳中/課中/其中, nor 始末: 「課中乘太陰」 says nothing of the 中傳)
    # (and 用乘G, 用晝乘G: the 初傳's, 「…三傳午卯子用晝乘青龍夜玄武」, a red-team book)
    # (after 乘 every short form: 「三傳未卯亥初乘陰中乘空末乘雀」, read as 亥 乘 天空 by gen_bare
    # it was one gate from accusing a correct print, a red-team book)
    # (and the three without 乘, each after the one before: 「三傳巳戌卯初貴人中青龍末太陰」, a
    # red-team book of 占驗 records: they were lost silently)
    # the three 傳 by 初/中/末 and their branches, each riding its general, a tab or a space between
    # (「初子乘青龍\t中巳乘太阴\t末戌乘六合」, a round-50 red-team transcription's table of a case,
    # liuren_chaolu.odt: read one by one, the 初 went unread)
    _f("three_riding", rf"(?<![傳課其始之為發])初(?P<b0>{_S1})乘(?P<g0>{_GFULL})[，、；\s　]+"
                       rf"中(?P<b1>{_S1})乘(?P<g1>{_GFULL})[，、；\s　]+(?:末|終)(?P<b2>{_S1})乘(?P<g2>{_GFULL})",
       _h_three_riding, "transmissions transmission_generals"),
    # a 傳 with the general it carries under each 貴人, 旦 then 暮 (or 晝 then 夜): 「初傳亥旦乘太陰，暮
    # 乘太常；中傳子旦乘天后，暮乘白虎…」 (a round-52 red-team book, KR3g9939_001.txt:40-42). The
    # half of the cast's own 晝/夜 is its claim; the other half an alternative (ReadResult.other)
    _f("tgen_dn_each", rf"(初|中|末|(?<!始)終)傳{_LQ}(?:[{STEMS}](?=[{BV}]))?({_S1})[，、]?"
                       rf"(旦|晝|暮|夜)(?:占|貴)?乘?({_GFULL})[，、；]?"
                       rf"(?!\3)(旦|晝|暮|夜)(?:占|貴)?乘?({_GFULL})",
       _h_tgen_dn_each, "transmissions transmission_generals",
       examples=[_at("KR3g9939_001.txt", 41, "初傳亥旦乘太陰，暮乘太常")]),
    # a branch named the 初傳/中傳/末傳 and then its general (「卯為初傳乘朱雀」: the branch was unread,
    # pos_general took the general alone — found beside a review of the round-61 change); not what a
    # 傳 does to it (「為末傳所剋」)
    # (將得 after the 末傳 only with 乘/作: 「…Z為末傳將得G」 may give the 用's general, as the oldest
    # notation's 「…終Z將得G」 does)
    _f("named_pos_gen", rf"{_NB}({_S1})[金木水火土]?為(?|(初|中|次)傳(?![所之])[，、]?(?:乘|將得|作)"
                        rf"|(末|終)傳(?![所之])[，、]?(?:乘|作))({_GFULL})",
       _h_named_pos_gen, "transmissions transmission_generals"),
    _f("pos_general", rf"(?|(初|中|末|(?<!始)終)傳(?:[是乘見得])?({_GFULL})"
                      rf"|(?<![傳課其始之為發])(初|中|末|用)[晝夜]?乘({_GCHENG})"
                      # (after a 課名 ending in 傳: 「…為末曰杜傳初乘天后」, a round-26 red-team
                      # book, KR3g9952_002.txt:62)
                      rf"|(?<=(?:杜|間|遞|連|斬)傳)(初)[晝夜]?乘({_GCHENG})"
                      rf"|(?<![傳課其始之為發])(初)({_GFULL})(?=[，、]?中(?:{_GFULL}))"
                      # (and after the 初傳 with its branch and 乘: 「初傳亥乘六合，中白虎，末天空」, a
                      # round-59 red-team book of verses and their notes, KR3g9923_001.txt:34-36)
                      # (and after 初乘G: 「初乘太常，中螣蛇，末天空」, the round-96 類書, KR3g9851_001.txt:17)
                      rf"|(?<=初(?:傳[{STEMS}]?(?:{_S1})(?:乘|將得)|乘)?(?:{_GFULL}){_RIDES_ON}[，、]?)(中)({_GFULL})"
                      # (and after the general's own 乘X臨Y: 「初太陰，中朱雀乘卯臨未，末天后」, a round-99
                      # red-team book, KR3g9845_001.txt:110, 末 unread and the planted slip `agrees`)
                      rf"|(?<=中(?:{_GFULL}){_RIDES_ON}[，、]?)(末|終)({_GFULL}))",
       _h_pos_general,
       "transmission_generals"),
    # a 神名 straight before 初傳/中傳/末傳 is that 傳, in verse (KR3g0031_006.txt:1134
    # 「傳送初傳午克庚」: 傳送 is the 初傳; 午 is what overcomes 庚)
    # (not the 用 named just before: 「用起太冲中傳登明」, 太冲 the 初傳)
    # 「中傳支上勝光末傳干上從魁」: each 傳 with the seat it is (a red-team book: 勝光 was read as
    # the 末傳 by the form after, one gate from accusing a correct print)
    _f("pos_seat", rf"(?<![為作])(初|中|次|末|(?<!始)終)傳(?:取|是|為)?({_SEAT})(?:神)?({_S1})", _h_pos_seat,
       "transmissions gan_shang zhi_shang", certain=False),
    # (not 「…中大吉終傳送」: 傳送 the 神名, a red-team book)
    _f("pos_name_before", rf"(?<![傳用為是見得乘起取始上])({_JN})(初|中|末|終)傳(?![是見得為乘送])", _h_pos_after,
       "transmissions",
       examples=[_at("KR3g0031_006.txt", 1134, "傳送初傳午克庚")]),
    # with its general (將得G, 乘G, or 作G with a general's full name, 六壬斷案's manner: 「初传午作螣蛇」,
    # 「中傳午乘天空」, a round-25 red-team book, KR3g9954_001.txt:156, where a bare 乘G left it
    # uncertain; after the seat too: 「末傳寅加亥乘天后」, :128),
    # or the full name alone after it: 「初傳寅天后，中傳未天空」, a red-team case book;
    # 「中传丑土妻财作天后」 with its element and 六親 word between),
    # and its seat after it (KR3g0031_006.txt:298 「初𫝊寅加酉…末傳子加未」); not 辰 or 己, whose
    # seats are open (jia_chen, 001:368): those are left to the forms that read them
    # (and 歸: 「末传归亥，贵人乘之」, a round-28 red-team case book, liuren_duanan_391-415.txt:228, the
    # end the three 傳 come back to; not 「末傳歸於丑宮」, the palace it goes to, a review)
    # (not 天一 that opens its own clause: 「…末傳勝先天一晝在徵明臨亥順行」, the oldest notation, a
    # red-team classic, KR5a9962_000.txt:167: 天一's seat, no general of the 末傳)
    # (the name pos's reading takes when the stem before the branch is not the 旬's: _h_pos)
    _f("pos_dun_open", r"(?!)", _h_pos, "transmissions transmission_generals plate", certain=False),
    # (a 遁干 before the branch, 「中传己未乘朱雀」: 己 no look-alike of 巳 there, a round-53 red-team
    # case book, liuren_duanan_466-490.txt:48, five correct cases accused)
    # (not a 旬 named after it: 「財居中傳甲寅旬中子丑空」, a round-55 red-team book, KR3g9931_002.txt:68)
    # (空 for the 遁干 of a 傳 in the 旬空, as the case books' rows print it: 「中传空亥乘天后」, a
    # round-59 red-team case book, liuren_duanan_616-640.txt:185)
    _f("pos", rf"(初|中|次|末|(?<!始)終)傳(?![{STEMS}][{BV}]旬)(?:[是見得為]|復?歸(?=(?:[{STEMS}空])?(?:{_S1})(?![宮位上]))|復見?)?{_LQ}(?:[{STEMS}空](?=[{BV}]))?(?!未(?:落空|空亡))({_S1})({_E})(?:[，、]?為({_JN})(?=[，、]?(?:將得|乘|作)))?(?:[，、]?(?:空亡|落空)(?=[，、]?(?:將得|乘|作)))?(?!(?:為|作)(?:初|中|末)傳)"
              rf"(?:{_LQ}(?:[，、]?(將得|乘|作(?!六合|三合|六害|六儀))?(?!{_TIANYI_CLAUSE})({_GFULL}|{_ZUO_SHORT})))?"
              rf"(?:(?:加|臨)(?!辰|天罡|罡|己)({_S1})(?![{BV}己])(?:乘({_GFULL}))?)?", _h_pos,
       "transmissions transmission_generals plate",
       examples=[_at(_D3, 504, "中傳小吉")]),
    # the 三傳 as a chain of seats: 「取寅為用寅上見未傳未未上見子終子」 (a round-29 red-team 課經,
    # KR3g9944_001.txt:57-58): the 用, what stands over it (the 中), what over that (the 終), each
    # 傳 as written (a 終 against its own 上見 is the print's to weigh)
    _f("chain_take", rf"({_S1})為用[，、]?\1上見({_S1})[，、]?(?:中傳?|次傳?|傳)\2[，、]?\2上見({_S1})[，、]?"
                     rf"(?:終|末)傳?({_S1})", _h_chain_take, "transmissions plate"),
    # 「初取辰陰未中取未上卯終取卯上亥」, 「初取酉上戌」: each 傳 taken from a seat, a lesson's 陰 or
    # the branch the 傳 before it is (a round-26 red-team book, KR3g9952_001.txt:64, 002:24):
    # the 傳, and what the seat says of the plate
    _f("pos_take", rf"(?<![其之課日隅禺旬年月家道])(初|中|次|末|終)取(?:(?!辰上)({_S1})上(?:神)?|([日辰干支])陰(?:神)?)"
                   rf"({_S1})(?![陰陽上])", _h_pos_take, "transmissions plate lessons", certain=False),
    # (not 「末取未所刑之丑」: the 末 is what 未 punishes, a red-team transcription,
    # liuren_kejing_ko.txt:127)
    # (取X alone: 「初取亥中取辰上未」, certain; a review of the change found the planted error of
    # 「初取亥中取辰上戌」 unresolved while 初取 was read by the uncertain pos_short)
    _f("pos_take_bare", rf"(?<![其之課日隅禺旬年月家道])(初|中|末|終)取({_S1})(?![陰陽上所之])",
       _h_pos_short, "transmissions"),
    _f("pos_short", rf"(初|末)(?:用|見)({_S1})(?![陰陽上所之])", _h_pos_short, "transmissions",
       certain=False),
    # and after an 初傳 with its general (「初傳戌乘白虎中卯末申」): the 中 and 末 that follow
    _f("mid_end_after", rf"(?<=(?:初傳?|用(?:{_SEAT})?)(?:{_S1})(?:[，、；]?(?:乘|將得)(?:{_GCHENG}))?)"
                        rf"[，、；]?(?:中|傳)傳?({_S1})(?:[，、；]?(?:乘|將得)({_GCHENG}))?[，、；]?(?:末|終)傳?"
                        rf"({_JN}|[{BV}己](?![{BV}]))(?:[，、；]?(?:乘|將得)({_GCHENG}))?",
       _h_mid_end_after, "transmissions transmission_generals", certain=False),
    # the 中 and the 終 as a pair, a few words apart, after the 用 was read (the oldest notation:
    # 「…小吉為用將得朱雀小吉為天一前二也中登明終太衝」, 「…為用將得六合中登明為天一終功曹」, 「…登明
    # 自刑中取辰上功曹終太一」; red-team books): not bound with certainty; what stands between is
    # read by its own forms (nonexclusive). Not the 中 of 日中, 隅中, 旬中, 課中, 傳中, 其中 …
    _f("mid_end_free", rf"(?<![傳課其之始用日隅禺旬年月家道])中傳?(?:取({_SEAT}))?({_S1})"
                       rf"(?:[，、；]?(?:乘|將得)({_GCHENG}))?(?:天[乙一]所[治居立]也|[^。中終末用也若或非]{{0,7}}?)"
                       rf"(?:終|末)傳?(?:取({_SEAT}))?({_JN}|[{BV}己](?![{BV}]))"
                       rf"(?:[，、；]?(?:乘|將得)({_GCHENG}))?",
       _h_mid_end_free, "transmissions transmission_generals gan_shang zhi_shang",
       certain=False, nonexclusive=True),
    # (取 without 傳: 「初取亥中取辰上未終取日上辰」, a round-26 red-team book, KR3g9952_002.txt:20;
    # not the 中 of 其中, 日中 …; after mid_end_free, which reads 「中取辰上功曹終太一」 as a pair)
    # the 中 or the 終 alone with its general, a gloss between them (「…中功曹將得騰蛇，是蛇入中傳也，終
    # 天罡將得六合」, a round-26 red-team classic, KR5a9953_001.txt:244: mid_end_free stops at 也):
    # after mid_end_free, not bound with certainty
    # (not before a second general: 「終傳送將得朱雀天后」 晝 and 夜, 「中天罡終功曹將得朱雀句陳」 the 中's
    # and the 終's, a red-team classic, KR5a9970_000.txt:106, :268)
    # one general after a 中…終 list that the list's form left (_h_mid_end: the 用's as likely as
    # the 終's, 「…為用中登明終大吉將得朱雀」, a round-52 red-team classic, KR5a9938_000.txt:103):
    # read as the 終's, not bound with certainty; the checker tries it as the 用's
    # (check/verdict.py seat_readings)
    _f("gen_after_end", rf"(?<=(?<![傳課其之始用日隅禺旬年月家道入])終(?:{_JN}|[{BV}]))[，、]?將得({_GCHENG})"
                        rf"(?![、，]?{_NOT_GUI}(?:{_GFULL}))(?!{_BY_POS_NEXT})", _h_gen_after_end, "transmission_generals",
       certain=False, nonexclusive=True),
    # (not before another general, a pair of 晝 and 夜; but 天一's own clause may follow: 「…為中傳終
    # 登明將得勾陳天一在大吉臨辰順行」, a round-62 red-team classic, KR5a9916_000.txt:45, its 終 unread)
    _f("mid_or_end", rf"(?<![傳課其之始用日隅禺旬年月家道入])(中|終|末)傳?({_JN}|[{BV}](?![{BV}]))[，、]?將得({_GCHENG})"
                     rf"(?![，、]?{_NOT_GUI}(?:{_GCHENG}))",
       _h_mid_or_end, "transmissions transmission_generals", certain=False),
    # (certain, as 干上/辰上 are: a review of the change found 「中取辰上戌」 with 戌 for 未 no longer
    # accused, read here uncertain where the form zhi_shang had read it)
    _f("pos_seat_take", rf"(?<![其之課日隅禺旬年月家道])(初|中|次|末|終)取({_SEAT})(?:神)?({_S1})",
       _h_pos_seat, "transmissions gan_shang zhi_shang"),
    # (not the branch a seat form names: 「辰上小吉為天一」, 「日陰太一為天一」 — read there, with
    # what is said of it: Reader.predicates)
    _f("guiren_is", rf"(?<!坐)(?<![加臨至])(?<!(?:[干支日辰]上|[干支日辰]上?之?[陰陽]神?[為是見]?)(?:神|見)?)({_S1})(?:為(晝|夜|陽|陰)?(?:貴(?:神|人)|天[乙一])|天[乙一]所[治居立]也?)(?!之?[前後][一二三四五六])"
                    rf"(?:[，、]?[加臨居立在]({_S1}|[{STEMS}]|干|日))?上?(順行|逆行)?", _h_guiren_is, "guiren generals plate gan_shang", certain=False,
       examples=[_at(_XN, 56, "小吉爲天一臨戌")]),
    _f("gui_jia", rf"({_S1})貴(?:人)?(?:加|臨)({_S1})(順行|逆行)?", _h_gui_jia, "guiren plate generals",
       certain=False, examples=[_at(_C1, 59, "丑貴加子順行")]),
    _f("gui_dir_after", r"[晝夜]貴([順逆])(?:行|布)", _h_gui_dir, "guiren", certain=False,
       nonexclusive=True),
    # 貴人 臨 X: over the earthly X, its seat (000:195 「貴人臨卯酉為歷德」, 002:548 「貴人若臨辰戌
    # 上者」), as 天乙 (KR5a0297_000.txt:56 「小吉爲天一臨戌上」); not 貴人乘X (X carries it)
    # (順/逆 without 行 too, straight after the seat: 「天一在傳送臨登明順」, a red-team book)
    # (and the 天一 of 晝 or 夜, 在 or 治 its branch: 「天一晝治大吉臨戌順行」, 「天一夜在小吉臨午逆行」,
    # the oldest notation of round-55 and round-52 red-team classics, KR5a9930_000.txt:73,
    # KR5a9938_000.txt:136: unread, a planted course agreed; 治 after the course too)
    # (its branch and its seat both named, 「天一在傳送臨未順行」: no role is open, certain — a round-57
    # red-team classic, KR5a9926_000.txt:123, a planted course `unresolved`)
    # 貴人 with its branch, its seat and its course (「貴人寅臨巳順行」, 「貴人寅臨申逆治」: a round-72
    # red-team 九宗門 juan, KR3g9899_001.txt:174, read as a plate alone and a planted course agreed)
    _f("gui_rides_seat", rf"(?<![{BV}己兩二乘作為晝夜旦暮陽陰])貴[人神]({_S1})(?:加|臨)({_S1})(?:上)?{_COURSE}",
       _h_guiren_seat, "guiren generals plate",
       examples=[_at("KR3g9899_001.txt", 56, "貴人巳臨寅順行")]),
    # (and 在X上臨Y, 「天一在勝先上臨亥順行」: X the 神 it stands on, Y the seat; read 在X上 alone
    # as the seat, the 臨 after it was lost and X taken for the seat)
    _f("guiren_seat_full", rf"{_TIANYI_DN}(?:在|治|居)({_S1})上?(?:[加臨])({_S1})(?:上)?{_COURSE}",
       _h_guiren_seat, "guiren generals plate",
       examples=[_at("KR5a9926_000.txt", 123, "天一在傳送臨未順行")]),
    _f("guiren_seat", rf"{_TIANYI_DN}(?:在|治|居|{_LOST})?({_S1})?(?:[加臨居立])({_S1})(?:上)?{_COURSE}",
       _h_guiren_seat, "guiren", certain=False),
    # 「天一在寅上順行」: 在X上 is the seat (not X carrying 貴人: a red-team book)
    _f("guiren_at", rf"天[乙一]在()({_S1})上(?![加臨])(順行?|逆行?)?", _h_guiren_seat, "guiren",
       certain=False),
    # the branch just named is 天一 too, its seat said after (「太一為用又為天一臨酉逆行」, 「太一又為天一
    # 臨午逆行」: a round-57 red-team classic, KR5a9926_001.txt:65: the 天一's branch unread)
    _f("gui_named_after", rf"(?<=({_S1})(?:為用|發用)?)又為(?=天[乙一][加臨])", _h_gui_named_after,
       "guiren generals", certain=False,
       examples=[_at("KR5a9926_001.txt", 65, "太一又為天一臨午逆行")]),
    # 天一 named by its branch, with no seat (「暮占天一小吉」, the oldest notation; a red-team book)
    _f("guiren_named", rf"(?<=[晝夜旦暮]占)天[乙一](?:在)?({_S1})()(?![加臨居立上{BV}])()",
       _h_guiren_named, "guiren generals", certain=False),
    # (read as 天乙臨X is: an empty group where 天乙's own branch stands)
    # (順治/逆治 after a pause too: 「貴人臨未，逆治」, a round-55 red-team book, KR3g9931_001.txt:60)
    _f("guiren_lin", rf"(?<![{BV}己兩二乘作為])貴[人神]()臨({_S1})(?:上)?(順行|逆行|[，、]?(?:順|逆)治)?(?![{BV}])",
       _h_guiren_seat, "guiren", certain=False),
    # (臨 too: 「晝貴丑臨申逆行夜貴未臨寅順行」)
    _f("gui_sits", rf"([晝夜陽陰])?貴(?:人)?({_S1})(?:坐|臨)({_S1})", _h_gui_sits, "plate guiren",
       certain=False),
    # the day's 晝/夜 天一 named (「晝天一在神后夜天一在傳送」, 「旦天一大吉」: the oldest notation, a
    # red-team book; read as the cast's 貴人 it cut the cast and took the other half's)
    # the day's 晝 (夜) 貴人, its seat and its course: the cast's 貴人 when nothing says the other
    # half (「晝貴在午，午臨子，順治」, 「晝貴在子子臨巳逆治」: a round-55 red-team book, KR3g9931_001.txt:165,
    # KR3g9931_002.txt:69 — the course unread)
    _f("gui_at_seat", rf"(晝|夜|旦|暮)貴(?:人)?在({_S1})[，、]?\2(?:加|臨)({_S1})(?:上)?"
                      rf"(?:[，、]?(順|逆)(?:治|行))?",
       _h_gui_at_seat, "guiren plate daytime", certain=False,
       examples=[_at("KR3g9931_002.txt", 69, "空亡晝貴在子子臨巳逆治")]),
    # (and 「晝貴在丑」, a round-55 red-team book, KR3g9931_001.txt:81)
    # (not after 「X日」 nor first in a day's words: 「壬日夜貴在卯，卯臨地盤子」 explains the cast before
    # it, a red-team course book, liuren_jiaocai.txt:390 — read, the stem alone split the cast)
    _f("gui_of_day", rf"(晝|夜|旦|暮)(?:天[乙一]|貴人|貴神|貴(?=在)|(?<=(?:[{STEMS}]日|貴(?:{_S1}))[，、]?[晝夜旦暮])貴(?={_S1}(?![為是])))(?:在|是|為)?({_S1})(?![坐臨加居立上])",
       _h_gui_of_day, "guiren", certain=False),
    # 「X為晝貴」 (and 「干上丑晝貴人」 006:298, after the claim that read X: dn_after): X is the
    # day's 晝 (陽) or 夜 (陰) 貴人
    _f("dn_after", rf"(?<=({_S1}))(晝|夜|陽|陰)貴(?:人|神)(?![{BV}坐加臨])", _h_guiren_dn,
       "guiren", certain=False, examples=[_at("KR3g0031_006.txt", 298, "干上丑晝貴人")]),
    # (not the end of a range, 「卯至申為晝酉至寅為夜貴人臨亥」: a round-57 red-team 神煞 book,
    # KR3g9927_002.txt:72, read as 寅 over 亥)
    _f("guiren_dn", rf"(?<!至)({_S1})(?:為|是)(晝|夜|陽|陰)貴(?:人|神)?(?:[加臨]({_S1}|[{STEMS}]|干|日))?",
       _h_guiren_dn, "plate gan_shang guiren", certain=False,
       examples=[_at("KR3g0031_006.txt", 303, "酉為夜貴加丁")]),
    # (not 「順逆貴」: both the 晝 and the 夜 貴人, a red-team book read it as 逆)
    _f("gui_dir", r"(?<![順逆])([順逆])(?![順逆])貴", _h_gui_dir, "guiren", certain=False, nonexclusive=True),
    # a lesson's upper said with its seat (the oldest notation, a red-team book: 「日上小吉臨戊」,
    # 「日陰從魁臨小吉」, 「辰上河魁臨申」, 「辰陰神后臨河魁」): the upper, and it over the seat;
    # the seat's 臨 was an unread claim word and left correct casts unresolved
    _f("seat_lin", rf"(?<![加臨])(?:([干日])上|([支辰])上|([干日支辰])上?之?([陽陰])神?)(?!兩|二)"
                   rf"(?:神|見|得)?({_S1}){_E}(?:加|臨)({_S1}|[{STEMS}])(?!上)",
       _h_seat_lin, "gan_shang zhi_shang lessons plate", certain=False,
       examples=[_at("KR3g0031_005.txt", 794, "日上神丑加癸")]),
    # the early notation drops 神: 「日陰功曹」, 「辰之陽勝先」 (issue 17 §5: 陰 for 陰神); not
    # a list of the four (003:812 「日陰辰隂用為合」: 辰 opens the next one)
    # (not after 為, whose subject is before it, nor of a branch that opens a seat: 「丁上登明為日之
    # 陽登明上太衝為日之陰」, a round-27 red-team commented classic, KR5a9951_001.txt:47: of_gan)
    # (written close, 「日陽小吉日陰太一辰陽功曹辰陰河魁」, the oldest notation's four lessons: their roles
    # are sure, a round-65 red-team classic, KR5a9910_000.txt:47-49 defining them, :64; read by
    # gan_of, a planted 日陰 and 辰陽 were `unresolved`); not a seat after it, 「日陰辰上俱太一」 (日陰 and
    # 辰上 both 太一, KR5a9966_000.txt:127-128, a round-17 red-team classic)
    # two of the four places said together, a 日 one and a 辰 one, of one branch or of what they share
    # (「日陰辰上俱太衝」, 「日陰辰上俱下賊上」: 辰 is the place, not the branch 辰 as 日陰; a round-75
    # red-team classic, KR5a9894_001.txt:52 accused, 000:106): each place's upper, or no claim
    # (not 日上辰上 nor 日陰辰陰: ganzhi_shang's and yin_both's)
    _f("seats_both", rf"(?<![為之])(?![日干]上[、，]?[辰支]上|[日干]之?陰神?[、，]?[辰支]之?陰)(日|干)(上|之?[陰陽])神?[、，]?(辰|支)(上|之?[陰陽])神?(?:俱|皆|並)"
                     rf"(?:見|是|得)?({_S1})(?!(?!\5)(?![辰支][上陰陽])(?:{_S1}))(?:[，、]?將得({_GCHENG}))?"
                     # (and the seat it is over, 「日陰辰上俱太一臨從魁」, KR5a9966_000.txt:127)
                     rf"(?:(?:臨|加)({_S1})(?!上))?",
       _h_seats_both, "gan_shang zhi_shang lessons generals",
       examples=[_at("KR5a9894_000.txt", 107, "日陰辰上俱太衝")]),
    _f("seats_joint_yin", rf"(?<![為之])(?![日干]之?陰神?[、，]?[辰支]之?陰)(?:日|干)之?[陰陽]神?[、，]?(?:辰|支)(?:上|之?[陰陽])神?"
                          rf"(?=(?:二|俱|皆|並)(?!(?:見|是|得)?(?:{_S1})))",
       _h_nothing, "", examples=[_at("KR5a9894_001.txt", 55, "日陰辰上俱下賊上")]),
    _f("gan_of_close", rf"(?<![為之上陰陽])日(陽|陰)({_S1})(?![上之]?[陽陰])(?!上)", _h_gan_of,
       "gan_shang lessons transmissions guiren generals",
       examples=[_at("KR5a9910_000.txt", 64, "日陰傳送")]),
    _f("zhi_of_close", rf"(?<![為之上陰陽日])辰(陽|陰)({_S1})(?![上之]?[陽陰])(?!上)", _h_zhi_of,
       "zhi_shang lessons transmissions guiren generals",
       examples=[_at("KR5a9910_000.txt", 64, "辰陽大吉")]),
    # the 用 by its lesson's name (「一下賊上日陰為用」, 「辰陰下賊上為用」, KR5a9910_000.txt:64-65): the
    # upper said of that lesson before
    _f("lesson_use", r"(?:[一二三四]?(?:上[剋克尅]下|下賊上)[，、]?)?([日辰])(陽|陰)神?(?:[一二三四]?(?:上[剋克尅]下|下賊上))?(?:為用|發用)",
       _h_lesson_use, "transmissions"),
    _f("gan_of", rf"(?<!為)(?:干|日)上?之?(陽|陰)(?:神)?[為是見亦]?({_S1})(?!上?之?[陽陰])(?!上(?:{_S1}|見|得|神))", _h_gan_of,
       "gan_shang lessons transmissions guiren generals", certain=False),
    _f("zhi_of", rf"(?<!為)(?:支|辰)上?之?(陽|陰)(?:神)?[為是見亦]?({_S1})(?!上?之?[陽陰])(?!上(?:{_S1}|見|得|神))", _h_zhi_of,
       "zhi_shang lessons transmissions guiren generals", certain=False),
    # and the other way round: 「功曹為日之陰」
    _f("of_gan", rf"{_NB}({_S1})(?:為|是|作)(干|日|支|辰)上?之?(陽|陰)(?:神)?", _h_of_day,
       "gan_shang zhi_shang lessons", certain=False),
    # the 陰神 of a branch is the branch over it (000:163; issue 17 §5, 陰 for 陰神):
    # 「功曹之陰勝先」, 「勝先為功曹之陰」 (午 over 寅)
    # 「X之陰Y為中」: Y over X, and the 中 (or 終) it is (「河魁之陰勝先為中勝先之陰功曹為終」, the oldest
    # notation of a round-55 red-team classic of questions and answers, KR5a9930_001.txt:43: the
    # 中 and 終 were unread)
    _f("yin_is_pos", rf"(?<![干支日辰天太])({_S1})之?陰神?({_S1})(?:為|作)(中|終|末)傳?", _h_yin_is_pos,
       "plate transmissions"),
    # (not a seat's branch, 「日上天罡陰太衝」: the 干上 and its 陰, form gan_shang)
    _f("yin_of", rf"(?<![干支日辰天太])(?<![干支日辰]上)({_S1})之?陰神?[為是見]?({_S1})(?!上?之?[陽陰])",
       _h_yin_of, "plate", certain=False),
    _f("is_yin_of", rf"{_NB}({_S1})(?:為|是)(?<![干支日辰])({_S1})之?陰神?(?!上?之?[陽陰])",
       _h_is_yin_of, "plate", certain=False),
    # a general by its place from 天一 (「太一為前二」: 朱雀, two before 貴人; KR5a0297_000.txt:56)
    # (為 or 天一 said: not 「取未前三合亥」 005:650, 「日辰前一位」 003:484)
    _f("gen_place", rf"{_NB}({_S1})(?:(?:為|是|作)(?:天[乙一]|貴人?)?|(?:天[乙一]|貴人?))之?"
                    rf"([前後])([一二三四五六])(?![{BV}日辰位合])(?:而?(?:加|臨)({_S1}|[{STEMS}]))?",
       _h_gen_place,
       "generals plate gan_shang transmissions", certain=False,
       examples=[_at(_XN, 56, "太一為前二")]),
    # the day's 驛馬 (「驛馬寅臨子」, 「驛馬在申」: a round-73 red-team case book's commentaries,
    # liuren_duanan_916-940.txt:99, a planted 驛馬 unread), or a branch's (「丑以亥為驛馬」); not the
    # year's, the 年命's (「己巳生人驛馬在亥」, a review of the round-73 change, review_round73/duanan/
    # liuren_duanan_961-964.txt:8) or the month's
    # (not 「驛馬亥卯未馬在巳」, the 三合 whose 驛馬 is said after: KR3g9969_002.txt:15)
    _f("yi_ma", rf"(?<![年歲命月時之人生])驛馬(?:在|是|為)?({_S1})(?![{BV}日])|({_S1})以({_S1})為驛馬"
                  # (and a branch's day's 馬, 「未日馬在巳」, 「丑日驛馬在亥」: KR3g9990_012.txt:70)
                  rf"|(?<![{STEMS}])({_S1})日驛?馬(?:在|是|為)({_S1})", _h_yi_ma, "yi_ma",
       certain=False, nonexclusive=True, examples=[_at("KR3g9899_002.txt", 116, "丑以亥為驛馬")]),
    # a 傳's general by its place from 天一 (「用在天一前二」, 「中為天一後三」, 「終即天一也」: a round-73
    # red-team classic, KR5a9898_001.txt:33, a planted place agreed unread)
    _f("pos_place", rf"(用|初|中|次|終|末)傳?(?:在|為|即|是)(?:天[乙一]|貴人)(?:之?([前後])([一二三四五六])"
                    rf"(?![{BV}日辰位合])|(?=也|[，。；]))", _h_pos_place, "transmission_generals",
       certain=False, examples=[_at("KR5a9898_000.txt", 72, "用在天一前一")]),
    # 天一 with its seat after 在 and its direction (「天一在申逆治」, 「天一從魁在寅順治」: the
    # oldest notation, a red-team classic, KR5a9964_000.txt:90, :95)
    # (after a pause too, 「天一在登明，逆行」: a round-99 red-team classic, KR5a9845_001.txt:72, a planted
    # course `agrees`, unread in every cast of its punctuated juan)
    _f("guiren_in", rf"天[乙一]({_S1})?在({_S1})上?[，、]?([順逆])(?:治|行)", _h_guiren_seat, "guiren",
       certain=False),
    # the generals said after it: 將得 the 用's, 傳乘/傳得 the 中's, 終得/終乘 the 終's
    # (「…發用傳送傳登明終功曹天一在申逆治將得六合傳乘天一終得玄武」, the same classic)
    # (中得/終見 too: 「…天一在丑順治將得螣蛇終見白虎」, the red-team KR5a9964_000.txt:154)
    # (not 見貴人, "meets a patron": 「…終見貴人提攜」, a review)
    _f("gens_after_tianyi", rf"(?<=[順逆][治行])將得({_GCHENG})"
                            rf"(?:(?:[傳中][乘得]|中見(?!貴人))({_GCHENG}|天[乙一]))?"
                            rf"(?:(?:終[乘得]|終見(?!貴人))({_GCHENG}|天[乙一]))?", _h_gens_after_tianyi,
       "transmission_generals", certain=False),
    # (貴人 too: KR3g0031_002.txt:536 「若貴人順治」)
    _f("gui_dir_tianyi", r"(?:天[乙一]|貴人|貴神)(?:神)?([順逆])(?:行|治|布)", _h_gui_dir, "guiren",
       certain=False, examples=[_at("KR3g0031_002.txt", 102, "天乙逆治")]),
    # 干支上俱見X: X on the day's stem and on its branch (KR3g0031_005.txt:743-744 「庚申…日辰上見
    # 亥」, across a note's columns)
    # (and 「日上辰上皆X」, 「干上支上俱X」: both seats named, a red-team book; 辰 was read as 干上)
    # the two seats' branches in one breath (「干支上寅午二神欠戌不成火局」, a round-52 red-team book,
    # KR3g9939_002.txt:52): 干上 the first, 支上 the second
    # (and 「干支上寅亥相合」, a red-team case book, liuren_duanan_71-95.txt:60: read as both 寅, it
    # accused a correct case once 干上支上 counted in a commentary, round 56)
    _f("ganzhi_pair", rf"干支上(?:見|得)?({_S1})({_S1})(?:二神|相[合刑沖衝害破剋克])", _h_ganzhi_pair,
       "gan_shang zhi_shang"),
    # (not 「巳上見酉為干上支上寅」, 干上 the end of the clause before: a round-78 red-team juan of
    # the 五行, KR3g9889_001.txt:98, read both 寅 and a correct cast accused)
    _f("ganzhi_shang", rf"(?:干支|(?<![{STEMS}][{BV}])日辰|(?<![為作是即乃])(?:日|干)上[、，]?(?:辰|支))上(?:俱|皆|並)?(?:見|是|得)?({_S1})(?!(?!\1)(?:{_S1}))"
                          # (its general after it: 「日上辰上俱登明將得天一」, a round-72 red-team
                          # classic, KR5a9900_000.txt:73, unread)
                          rf"(?:[，、]?將得({_GCHENG}))?", _h_ganzhi_shang,
       "gan_shang zhi_shang generals"),
    # the two 陰 one branch, and its general (「日陰辰陰俱太衝將得太常」, the same classic, 000:73)
    _f("yin_both", rf"日之?陰神?[、，]?辰之?陰神?(?:俱|皆|並)(?:見|是|得)?({_S1})(?:[，、]?將得({_GCHENG}))?",
       _h_yin_both, "lessons generals"),
    # a lesson's general said of its place alone (「日上將得太陰，辰上將得勾陳」, 「日陰將得天一」: the
    # same classic, 000:99, 001:26, unread): the general of that lesson
    # (not a rule's, 「凡占病，日上將得白虎者凶」: a review of the change, review_round72/rv72_jiuzong.txt:2)
    _f("lesson_gen", rf"(?<![若如凡])(日|干|辰|支)(上|之?[陰陽])神?[，、]?將得({_GCHENG})(?![^，。；]{{0,2}}者)", _h_lesson_gen,
       "lesson_generals"),
    # 用 named by its seat (the oldest notation: 「…無剋陽日用日上功曹將得螣蛇中太一終傳送…」, a
    # red-team classic: the 用 and the 中/終 after it were unread), before the seat's own form
    _f("use_seat", rf"(?<![為發作以取])用取?({_SEAT})({_S1})", _h_use_seat,
       "transmissions gan_shang zhi_shang generals", certain=False),
    # (not the subject of the next placement: 「太衝臨日上神后臨辰上」, 神后 is over 辰)
    # (得 too in the oldest notation: 「日上得登明辰上得從魁」, a red-team book)
    # (not a day's forenoon: 「次日上午阴天」, 「是日上午十时许」, a red-team case book of a modern hand)
    # two seats said together, of what they share (「日上辰上俱上剋下」, 「日上辰陰二下賊上」, 「日上辰陰俱
    # 見河魁」, a round-52 red-team classic, KR5a9938_000.txt:58, :117, :67): words of no claim
    _f("seats_joint", r"(?:日|干|辰|支)上(?:辰|支)(?:上|陰|陽)神?(?=二|俱|皆|並)", _h_nothing, ""),
    # (not 日上 before 辰上, the two seats said together: 「日上辰上俱上剋下」, a round-52 red-team
    # classic, KR5a9938_000.txt:58, its 辰 read as 干上 against the 干上 said before)
    # (干上皆X: the 干上 of every day of a group, 「六丙日酉加巳，干上皆酉」, a round-54 red-team
    # 課經, KR3g9933_001.txt:46)
    _f("gan_shang", rf"(?<![加臨])(?:干上|(?<![次今昨翌當每週周])(?<!(?<!平)明)(?<!是(?=日上午))日上)(?!兩|二|[辰支][上陰陽])[亦皆又]?(?:神|見|之|得|有)?{_LQ2}({_S1})(?![加臨])", _h_gan_shang,
       "gan_shang transmissions guiren generals", examples=[_at(_C1, 119, "干上午")]),
    # 辰上 is the day's branch's (005:989 「以辰上見小吉為中傳」), not after 在/年 (006:571
    # 「行年在辰上見子」: over the branch 辰), nor straight after a 辰 just named (「生年在辰辰上見午」:
    # a red-team book; read 支上, it was one gate from accusing a correct print)
    # (nor after 「…課在辰，」: the seat 辰, a punctuated red-team edition 「乙課在辰，辰上得未」; nor after
    # 寄辰, the stem's seat: 「乙寄辰，辰上是申」, a round-31 red-team lecture, liuren_jiangyi.txt:24; nor
    # after an upper 辰 just named, 「支酉上辰；辰上亥」, :70, or a count of places, 「天盘每位进七辰，辰上
    # 见亥」, a round-32 red-team article, liuren_lunwen.txt:145; but after 「小吉加辰，」 it is the
    # 支上 of the oldest notation (「辰上太乙將得貴人」, tests/test_soundness.py); nor the
    # ground's seat, 「地盘辰上见亥」, a red-team course book, liuren_jiaocai.txt:204)
    # (nor after the 用 辰 just named: 「取與日比者辰為用曰蒿矢辰上見未未上見戌」, the 中 and 末 over
    # it, a round-26 red-team book, KR3g9952_001.txt:171; punctuated, or 辰 by its 神名 天罡: a
    # review of the change, 「天罡發用，辰上見未」; or a sentence before, 「以辰發用，元首課也。辰上未為中」,
    # and after an upper 辰 said with 亦/見, 「支未上亦辰，辰上丑」: a round-41 red-team 歌訣 book's notes,
    # liuren_gejue.txt:48, :227)
    # (宅上 is the 支上 of the case books' commentary: 「宅上亥乃脱神」, 「宅上子作螣蛇」,
    # liuren_duanan_01-31.txt; a round-59 red-team case book's 「宅上未作天空」 unread,
    # liuren_duanan_616-640.txt:43)
    # a ring laid out by its seats, three or more in a row (「卯上小吉，辰上傳送，巳上從魁…」: a round-73
    # red-team classic, KR5a9898_001.txt:61-63, unread, its 辰上 taken for the 支上): each seat's 神
    _f("ring_seats", rf"(?<![日干支{BV}])(?:[{BV}]上(?:{_S1})[，、]?){{2,}}[{BV}]上(?:{_S1})(?![加臨上])",
       _h_ring_seats, "plate", examples=[_at("KR5a9898_001.txt", 62, "小吉，辰上傳送，巳上從魁，午上河魁")]),
    _f("zhi_shang", rf"(?:(?<![日加臨])|(?<=[{STEMS}][{BV}]日))(?:支上|宅上|(?<![在年命辰寄盤課])(?<![在年命寄上一二三四五六七八九十]辰[，、；])(?<!上[亦見是得乃]辰[，、；])(?<!(?:辰|天罡|罡)(?:為用|發用)(?:[^。；上]{{0,6}}|[^。；上]{{0,6}}。[^。；上]{{0,6}}))(?<![{BV}]上(?:{_S1})[，、]?[{BV}]上(?:{_S1})[，、]?)辰上)(?![陰陽])[亦又]?(?:神|見|得|有)?{_LQ2}({_S1})(?![加臨])"
                    rf"(?!(?<=辰)[陰陽])"       # (「辰上辰陰皆下賊上」: 支上 and 辰陰, a red-team book)
                    # (nor 「辰上得未，四課未加辰」: the seat 辰, the lesson said after it names it)
                    rf"(?!(?<=辰上(?:神|見|得)?\1)[，、；]?(?:第?[一二三四]課)?\1[加臨]辰)"
                    # (nor an item of a ring laid out by its seats, 「卯上小吉，辰上傳送，巳上從魁」: the
                    # seat 辰, a round-73 red-team classic, KR5a9898_001.txt:61-62, a correct cast
                    # accused of its 支上)
                    # (but a chain of lessons, 「辰上巳，巳上午」: the next seat the upper just said,
                    # liuren_gejue.txt:220)
                    rf"(?!(?<=辰上(?:神|見|得)?\1)[，、]?(?!辰|\1)[{BV}]上(?:{_S1}))",
       _h_zhi_shang, "zhi_shang transmissions guiren generals",
       examples=[_at(_C1, 161, "支上午")]),
    _f("stem_shang", rf"([{STEMS}])上(?:見)?({_S1})", _h_stem_shang, "gan_shang",
       certain=False),
    _f("subject_general",
       rf"{_NB}({_S1}){_E}(?:加|臨)({_S1}|[{STEMS}])上?(為用)?[，、]?其?將得({_GCHENG})",
       _h_subject_general, "plate gan_shang generals", certain=False,
       examples=[_at(_XN, 59, "勝先加癸將得螣蛇")]),
    # the 年命 on the plate, its seat said as such: 「本命在申上見亥乘天空」, 「行年在子上見卯乘太陰」
    # (a round-25 red-team book of 年命 judgements, KR3g9954_001.txt:33, :128): the seat is the
    # 行年's or 本命's branch, the upper over it, its general; certain (on_seat's roles are not)
    # (a pause before 上見 too: 「行年在申，上見河魁乘螣蛇」, a round-55 red-team book of 年命
    # chapters, KR3g9931_001.txt:135)
    # (and the seat straight after, the general by 作: 「行年亥上見丑乘天后」, 「本命巳上见亥作勾陈」, a
    # red-team case book, liuren_duanan_121-140.txt:35; 「本命未上見酉作太陰」, a round-63 one,
    # liuren_duanan_716-740.txt:66, its planted upper agreed unread)
    # (and a clause between saying the seat is void: 「本命亥，亥亦空亡，上见午作玄武」, 「行年在卯，卯乃空亡，
    # 上见申」, a round-65 red-team case book, liuren_duanan_766-790.txt:152, :163)
    _f("ming_seat", rf"(行年|本命|年命)(?:在|立|居|臨)?({_S1})(?:[，、](?:\2|行年|本命|年命)?(?:亦|又|乃|已)?(?:空亡|落空|空))?"
                    rf"[，、]?上(?:見|得)({_S1})"
                    rf"(?:[，、]?(?:乘|作(?!六害|六合[^，。；]{{0,2}}[日辰干支]))({_GFULL}))?",
       _h_ming_seat, "nian birth plate generals",
       examples=[_at("liuren_duanan_121-140.txt", 35, "本命巳上见亥作勾陈")]),
    # the general over an earthly seat, the upper unnamed (「本命卯上乘勾陳」, 「本命申上乘天后」: a round-55
    # red-team book of 年命 chapters, KR3g9931_001.txt:59, KR3g9931_002.txt:112-113): the ring's
    # general at that seat, as a case's chart prints it; not after 加/臨 (「丑加巳上乘合龍」 003)
    _f("seat_rides", rf"(?:(?<=本命|行年)|(?<=[，。；、]))({_S1})上乘({_GFULL})(?![、，]?(?!\2)(?:{_GFULL}))",
       _h_seat_rides, "ring_generals", certain=False,
       examples=[_at("KR3g9931_001.txt", 59, "本命卯上乘勾陳")]),
    # (and after a 辰 just named: 「生年在辰辰上見午」)
    # (and 有: 「卯上有登明酉上有太一」, 「日上有小吉辰上有神后」, a round-59 red-team classic on 年命,
    # KR5a9922_000.txt:64, KR5a9922_001.txt:50: unread, and a planted upper agreed)
    # (and 「Y上見X，作G」: X over Y carrying G, in a case's commentary, 「本命辰，辰上見午，作螣蛇」,
    # 「巳上見未，作朱雀」: a round-76 red-team case book, liuren_duanan_1000-1024.txt:252, its planted
    # general unread)
    _f("seat_sees_zuo", rf"(?:(?<![干支日辰加臨])|(?<=[在年命]辰))({_S1})上見({_S1})[，、]?(?:作|乘)({_GFULL})", _h_seat_sees_zuo,
       "plate generals", certain=False, said_only=True,
       examples=[_at("liuren_duanan_1000-1024.txt", 252, "巳上見未，作朱雀")]),
    _f("on_seat", rf"(?:(?<![干支日辰加臨])|(?<=[在年命]辰))({_S1})上(?:見|神|得|有)({_S1})", _h_on_seat, "plate transmissions",
       certain=False),
    _f("on_seat_use", rf"(?<![干支日辰加臨])({_S1})上(?:見|神|得)?({_S1})(?:神)?(?:為用|發用|為初傳)",
       _h_on_seat_use, "plate transmissions", certain=False),
    _f("under_use", rf"({_S1})下(?:神)?為用({_S1})", _h_under_use, "plate transmissions",
       certain=False),
    # (not 日 opening a named double-hour: 「大吉加日昳」 is the plate over 未); 加干上/臨日上 too
    # (KR3g0031_001.txt:424 「甲申日亥加干上」), but not 「辰臨日上」, the day's branch over its
    # stem (KR3g0031_003.txt:28 「辰臨日上來生日」)
    _f("jia_gan", rf"{_NB}(?!辰[加臨]日上)({_S1}){_E}(?:加|臨)(?!(?:{_HN})(?!傳))(?:干|日)上?"
                  rf"(?![辰干支上])", _h_jia_gan, "gan_shang transmissions guiren generals"),
    _f("jia_zhi", rf"{_NB}({_S1}){_E}(?:臨)支", _h_zhi_shang, "zhi_shang"),
    # (「X又加Y」: X over Y too, KR5a-style 「勝先加亥勝先又加壬」)
    _f("jia_stem", rf"{_NB}({_S1}){_E}又?(?:加|臨)([{STEMS}]|[{STEM_ONLY}](?![星象色物門風雲光]))", _h_jia_stem,
       "gan_shang plate transmissions guiren generals",
       certain=False),
    _f("gen_on_plate", rf"({_S1})乘({_GCHENG})(?:加|臨)({_S1})", _h_gen_on_plate,
       "generals plate", certain=False),
    # the 用 named before its plate (KR3g0031_005.txt:131 「用得巳加酉上克下」)
    _f("use_de_jia", rf"用得({_S1})(?:加|臨)({_S1})", _h_wei_jia, "plate transmissions",
       certain=False, examples=[_at("KR3g0031_005.txt", 132, "用得巳加酉")]),
    # over 辰 on a day whose branch is not 辰: the branch 辰 (KR3g0031_006.txt:569 「戊申日子時
    # 申將子…加辰發用」), or the day's branch, as 日 is its stem (006:726 「六合臨日太隂臨辰」,
    # 003:375 「日財臨辰」); ambiguous, and the checker tries both (check/verdict.py SEAT_READINGS)
    _f("jia_chen", rf"{_NB}({_S1}){_E}(?:加|臨)辰(?:上)?(?![{BV}己上])", _h_jia_chen,
       "plate transmissions", certain=False,
       examples=[_at("KR3g0031_001.txt", 533, "亥臨辰")]),
    # the early notation puts the 將 over the hour by the hour's name (「從魁加雞鳴」: 酉 over 丑)
    # (not 「臨日入傳」, over the day's stem and entering the 三傳: 001:352)
    _f("jia_hour_name", rf"{_NB}({_S1}){_E}(?:加|臨)({_HN})(?!傳)", _h_jia_hour_name, "plate"),
    # a table's row: the 將 over the hour, a colon, the 三傳 (「子加丑：子亥戌。晝：…」, a round-65 red-team
    # 課經 table under its day heading, KR3g9911_001.txt:32: the 三傳 unread); not certain, a table may
    # give other branches there (「酉加子：亥卯申」, 干上, 支上 and 發用 by its 凡例: a review of the
    # change, review_round66/KR3g9866_001.txt:12-14, :29)
    _f("jia_row_trans", rf"{_NB}({_S1})將?(?:加|臨)({_S1})時?[：:]([{BV}])([{BV}])([{BV}])(?=[。，；、\s]|$)",
       _h_jia_row_trans, "plate transmissions", nonexclusive=True, certain=False,
       examples=[_at("KR3g9911_001.txt", 32, "子加丑：子亥戌")]),
    # (in a case's commentary, with the general it carries after a pause: 「亥临丑，作朱雀」, 「驿马寅
    # 临子，作螣蛇」: a round-73 red-team case book, liuren_duanan_916-940.txt:120, :99, the general
    # unread and a planted one agreed)
    # a placement, the general the branch carries and its 傳 (「天喜辰臨寅乘朱雀發用」, 「驛馬申臨巳作青龍為
    # 中傳」, 「亥臨未作天空為中傳」: a round-74 red-team 神煞 juan, KR3g9895_001.txt:162, :41, 002:94,
    # the general lost and a planted one agreed)
    _f("jia_rides_role", rf"{_NB}({_S1})(?:加|臨)({_S1})[，、]?(?:作|乘)({_GFULL})[，、]?(?:發用|為用|為([初中末終])傳)",
       _h_jia_rides_role, "plate generals transmissions", certain=False,
       examples=[_at("KR3g9895_001.txt", 162, "辰臨寅乘朱雀發用")]),
    _f("jia_zuo", rf"{_NB}({_S1})(?:加|臨)({_S1})[，、](?:作|乘)({_GFULL})", _h_jia_zuo, "plate generals",
       certain=False, said_only=True, examples=[_at("liuren_duanan_916-940.txt", 120, "亥临丑，作朱雀")]),
    _f("jia", rf"{_NB}({_SP}){_E}(?:加|臨)({_SP}){_E}(?:上)?", _h_jia, "plate",
       examples=[_at(_C1, 67, "寅加亥"), _at("KR3g0031_006.txt", 1059, "仲秋加仲夏")]),
    _f("wei_jia", rf"{_NB}({_S1})為[^{BV}己加臨為用。]{{1,12}}為?[^{BV}己加臨用。]{{0,4}}"
                  rf"加({_S1})(?:為用|發用|用)", _h_wei_jia, "plate transmissions", certain=False),
    # 「X為中將得G，Y為終將得G」 (the oldest notation, a red-team book: the 中 and 終 named after
    # their branch, 傳 left out, each with its general); not bound with certainty (為中 alone)
    # (unpunctuated, a branch next, 「功曹為中功曹刑在太一太一為終將得白虎中螣蛇終勾陳」: the 用's
    # generals by place after the 終, tgen_by_pos — a round-55 red-team classic, KR5a9930_000.txt:106)
    _f("pos_after_gen", rf"{_NB}({_S1})(?:為|作)(中|終|末)(?:傳(?!送))?(?:[，、]?(?:將得|乘)({_GCHENG})"
                        rf"(?![中終末]傳?(?:{_GCHENG}))"
                        rf"|(?=[，、；。也]|$|(?:{_S1})|[，、]?將得))", _h_pos_after_gen,
       "transmissions transmission_generals", certain=False),
    _f("pos_after", rf"{_NB}({_S1})(?:為|作)(初|中|末|終)傳(?!送)", _h_pos_after, "transmissions",
       examples=[_at(_D3, 532, "寅為初傳")]),
    _f("use_yi2", rf"以({_S1})為[^用]{{1,2}}(?:發用|為用)", _h_use, "transmissions",
       certain=False),
    # (and the 用 said again straight after the 三傳: 「三傳寅午戌寅為用乘白虎」, with its general)
    # (not the object of a branch's 剋: 「太一剋傳送為用」 leaves which of the two is the 用 open,
    # as 下克上 does, 003:524; read as 傳送 it accused a correct print, a red-team book; but
    # 「無剋功曹為用」, 「日剋勝先為用」: the 用)
    # the 用 named with the relation that makes it: the upper that overcomes (「太一上剋傳送爲用」),
    # the upper a lower 賊s (「功曹受從魁之賊為用」, 「傳送臨丁受日之賊為用」): the oldest notation,
    # a red-team book (the branch before 為用 was read as the 用 and two correct casts accused)
    # (and the branch that overcomes another, said to be 上剋下: 「天罡剋神后上剋下爲用」)
    # (and the day's stem by name, the method after a pause: 「河魁受甲之賊，下賊上為用」, 「太一剋從魁，
    # 上剋下為用」, a round-54 red-team classic with its 注, KR5a9932_000.txt:60-61, :67)
    _f("use_by_relation", rf"{_NB}({_S1}){_E}(?:上[剋克尅](?:{_S1}){_E}|[剋克尅](?:{_S1}|[{STEMS}]){_E}[，、]?上[剋克尅]下"
                          rf"|受(?:{_S1}|[{STEMS}]|日|干|辰){_E}之?[賊剋克尅](?:[，、]?下賊上)?)者?(?:為用|發用)",
       _h_use_said, "transmissions generals", certain=False),
    # (not the 刑 of a 伏吟's chain: 「申刑在寅發用傳送」, the oldest notation, a red-team classic,
    # KR5a9962_000.txt:71: 寅 the 刑 of 申, 傳送 the 用)
    _f("use", rf"(?:(?<=三傳[為是皆俱]?[{BV}己]{{3}})|{_NB}(?<!為)(?<!刑在?)(?<!(?:{_S1})[金木水火土]?[上下遙]?[剋克尅賊]))(?:以|取)?({_S1}){_E}"
              rf"(?:為用|發用|為初傳)", _h_use_said, "transmissions generals",
       examples=[_at(_D3, 353, "丑為用")]),
    # the upper a lower robs, said 「X下賊Y為用」 (the lower X, a branch or the day's stem, robs
    # Y over it: Y is the 用; the oldest notation, a red-team classic, KR5a9964_000.txt:80
    # 「卯下賊辰為用」, :93 「亥下賊勝先為用」); not certain, the 用 of 賊克 being the upper
    _f("use_lower_zei", rf"{_NB}(?:{_S1}|[{STEMS}]){_E}下[賊剋克尅]({_S1}){_E}(?:為用|發用)",
       _h_use_said, "transmissions generals", certain=False),
    # the 用 with the relation that makes it the 用 between (「辰克日發用」, 「戌土克日干壬水為用」,
    # 「子與日比為用」); the clause names no other branch
    # (and 「太衝陰神與日比為用」, 「小吉臨孟為用」: the upper named as a lesson's 陰神, or by its seat's
    # kind — a round-57 red-team classic, KR5a9926_000.txt:95, KR5a9926_001.txt:88: the 用 unread)
    _f("use_meng", rf"{_NB}(?<!為)({_S1})臨[孟仲季](?:上|神)?(?:為用|發用)", _h_use_said,
       "transmissions generals", certain=False,
       examples=[_at("KR5a9926_001.txt", 88, "小吉臨孟為用")]),
    _f("use_rel", rf"{_NB}(?<!為)(?:以|取)?({_S1}){_E}(?:[陰陽]神|神)?{_REL}者?(?:為用|發用|為初傳)", _h_use_said,
       "transmissions generals", certain=False,
       examples=[_at("KR3g0031_005.txt", 444, "戌土克日干壬水為用"),
                 _at("KR3g0031_006.txt", 1129, "辰克日發用")]),
    # 下賊上/上剋下 whose subject is named as an upper, or as what is overcome (「日陰天罡下賊上
    # 為用」, 「辰上河魁上剋下為用」, 「丙火剋從魁金下賊上為用」: the oldest notation): that upper; not
    # a branch after another (003:524 「傳送金/已火下克上為用」: 巳 the lower) — an unread claim word
    # (what is overcome is the upper only under 下賊上: 「日陰太一火剋申金上剋下為用」, 太一 the 用;
    # robbed too, 「酉金賊寅木下賊上為用」, 「寅木賊戌土，下賊上為用」: a round-59 red-team book of verses
    # and their notes, KR3g9923_002.txt:32, KR3g9923_001.txt:28, unread and a planted 中傳 undecided)
    # (and X opening its clause with 上剋下, X the upper: 「辰上神后，天罡上剋下為用」, a round-64
    # red-team classic, KR5a9912_001.txt:23, unread, a planted 日上 undecided)
    _f("use_upper", rf"(?|(?<=[日辰干支](?:上|之?[陰陽])神?)({_S1}){_E}(?:下賊上|上[剋克尅]下)"
                    rf"|(?<=[剋克尅賊])({_S1}){_E}[，、]?下賊上"
                    rf"|(?<=^|[，。；]|[加臨](?:{_S1}|[{STEMS}]))({_S1}){_E}上[剋克尅]下"
                    # (and X opening its clause with 下賊上, after a pause, a general or 四課不備:
                    # 「將得天空，勝先下賊上為用」, 「將得玄武神后下賊上為用」, 「四課不備從魁下賊上為用」, a
                    # round-72 red-team classic, KR5a9900_001.txt:79, 000:93, 000:51: unread)
                    # (and after a placement unpunctuated, 「河魁臨寅河魁下賊上為用」: a round-74
                    # red-team classic, KR5a9896_000.txt:88, unread and a planted 空亡 undecided)
                    rf"|(?<=^|[，。；]|將得(?:{_GCHENG})|四課(?:不備|備)|[加臨](?:{_S1}|[{STEMS}]))({_S1}){_E}下賊上)者?[，、]?(?:為用|發用)", _h_use_said,
       "transmissions generals", certain=False),
    # the seat of an upper said with its general, then the relation that makes it the 用 (「辰之陰神
    # 大吉乘白虎臨寅下賊上為用」, a round-52 red-team book, KR3g9939_002.txt:30-31): X over Y, the 用
    # the seat an upper stands on, the 用 (昴星 on a 柔日: 「柔日取從魁所臨勝光為用」, a round-52
    # red-team book, KR3g9939_002.txt:92-93): X over Y, Y the 用
    _f("use_seat_of", rf"(?<![{BV}])({_S1})所臨(?:之)?(?:神|位)?({_S1})(?:為用|發用|為初傳)",
       _h_use_seat_of, "transmissions plate", certain=False),
    # 遙剋X為用: X (a branch, not the day's stem) the upper that relates to the day from afar
    # (「…辰陰傳送遙剋勝先為用」, a round-53 red-team classic, KR5a9936_000.txt:63: 勝先 the 用)
    _f("use_far", rf"遙[剋克尅]({_JN}|[{BV}](?![{BV}]))為用", _h_use_far, "transmissions",
       certain=False),
    _f("use_rides_seat", rf"(?<=(?<![{BV}])(?P<x>{_S1})乘(?:{_GCHENG}))臨({_S1})上?"
                         rf"(?:下賊上|上[剋克尅]下)者?(?:為用|發用)", _h_wei_jia,
       "transmissions plate", certain=False),
    _f("use_qi", rf"(?:用(?:起|神)|(?<=為用|發用)[，、]?用)({_S1})", _h_use_qi, "transmissions generals", certain=False),
    # 用X將得G: the 用 named after 用, its general straight after (the oldest notation, a red-team
    # classic: 「…勝先火剋從魁金用勝先將得玄武傳太衝終神后」); the 中/終 after it: mid_end_after
    _f("use_ke_placed", rf"{_NB}({_S1}){_E}[剋克尅]({_S1}){_E}(?:為用|發用)", _h_use_ke_placed,
       "transmissions", certain=False),
    _f("use_named", rf"(?<![為發作以取起不勿所可宜何])用({_S1})(?=[，、]?(?:將得|乘)(?:{_GCHENG}))",
       _h_use_named, "transmissions transmission_generals generals"),
    # 發用X將得G (the 用 after 發用, not after a branch it would be said of; after the 刑 of a 伏吟's
    # chain: 「…剛日自任申刑在寅發用傳送將得后…」, a red-team classic, KR5a9962_000.txt:71)
    # (its match begins after 發用, which the form before may have read: 「大吉加癸土剋水發用大吉將得
    # 勾陳」, use_rel, the same book's :111)
    _f("fa_yong_named", rf"(?<=(?:(?<![{BV}己])|(?<=刑在?[{BV}]))發用)({_S1})"
                        rf"(?=[，、]?(?:將得|乘)(?:{_GCHENG}))",
       _h_use_qi, "transmissions generals"),
    # G臨X: X carries G, or G over the earthly X (``_rides_or_over``)
    _f("gen_over", rf"(?<![{BV}])(?<!{_GFULL})({_GFULL})臨({_S1})(?![{BV}])", _h_gen_rides,
       "generals", certain=False, examples=[_at(_C1, 35, "天后臨卯")]),
    _f("gen_rides", rf"(?<![{BV}])(?<!{_GFULL})({_GFULL})(?:乘|臨|在)({_S1})(?![{BV}])",
       _h_gen_rides, "generals", certain=False),
    # G乘X sharing its branch with the placement after it (「貴人乘丑臨寅」, 「螣蛇乘午臨申發用」, a round-66
    # red-team juan on the generals, KR3g9909_001.txt:69-70, :93: 丑臨寅 was read by jia, the general not)
    # (and its 傳 after it, 「玄武乘亥發用」, 「天后乘子為中傳」: a round-69 red-team 占天時 juan,
    # KR3g9905_001.txt:59, :73, the generals unread; the 傳 read by use / pos_after_gen)
    _f("gen_rides_placed", rf"(?<![{BV}])(?<!{_GFULL})({_GFULL})乘({_S1})(?=(?:臨|加)(?:{_S1}|[{STEMS}])"
                           rf"|(?:為)?(?:發用|為用|[初中末]傳(?!送)))",
       _h_gen_rides, "generals", certain=False, nonexclusive=True,
       examples=[_at("KR3g9909_001.txt", 93, "螣蛇乘午臨申")]),
    # (not the seat a 神煞 is put on, 「弔客加戌乘白虎」: the general is the 神煞's branch's, a round-85
    # red-team book, KR3g9863_001.txt:178-179, read as 戌's and near accused; a branch over the seat
    # is read by the jia forms)
    _f("gen_on", rf"(?<![加臨])({_S1})(?:乘({_GCHENG})|作(?!六合|三合|六害|六儀)({_GFULL}|{_GABBR}))"
                 rf"(?![害儀])", _h_gen_on, "generals transmissions", certain=False),
    # the upper over the 行年 or the 本命 the cast's words named before (「行年在卯，行年上見天罡」,
    # 「本命在酉命上神太一」, 「年立子…年上神為太衝」: a round-59 red-team classic, KR5a9922_001.txt:80,
    # KR5a9922_000.txt:104, :49); unread where no seat was named; after gen_on, which reads
    # 「本命上戌乘朱雀」's general where no seat was named, KR3g9954_002.txt:65
    _f("ming_upper", rf"(?<![天太])(行年|[人男女婦夫]?年|本?命)上(?:之)?神?(?:為|見|得|有|是)?({_S1})"
                     rf"(?![加臨上])", _h_ming_upper, "plate", certain=False),
    _f("gen_rides_short", rf"(?<![{BV}晝夜天])([{_GSHORT}])(?:乘|臨)({_S1})"
                          rf"(?![{BV}])", _h_gen_lin, "generals", certain=False,
       examples=[_at(_C1, 3, "朱乘巳")]),
    # (晝將/夜占 before 乘 is the daytime form's, read first: the other half of a pair 「晝占乘雀，
    # 夜占乘蛇」 is a turn)
    # (not the first of a list: 「三傳亥寅巳乘朱雀天后太常」 gives each 傳 its general)
    # a judgement restating the 用 by its 六親 and its general (「斷曰申為甲之官鬼乘青龍發用…」,
    # 「申金為乙木之官鬼發用為夫乘勾陳」, a red-team 占驗 book, KR3g9959_001.txt:188, :250): X carries
    # G; not certain (the subject of 乘)
    # (not the seat after 在/居/入: 「申在亥為甲之官鬼乘白虎」, a review)
    _f("qin_rides", rf"{_NB}(?<![在居入落到])({_S1})[金木水火土]?為(?:(?:[{STEMS}]|日|干)[金木水火土]?之)?"
                    rf"(?:{QIN_W}|[{QIN_SHORT}])(?:印綬)?(?:發用)?(?:為\p{{Han}})?乘({_GFULL})",
       _h_gen_wei, "generals", certain=False),
    # (not a list of generals, 「乘白虎、螣蛇者」; the same general said again is no list: 「勝光乘白虎，
    # 白虎為血神」, 「大吉乘白虎，白虎臨年」, a round-55 red-team book, KR3g9931_001.txt:116, :164)
    _f("gen_bare", rf"乘({_GCHENG})(?![加臨])(?![、，]?(?!\1)(?:{_GFULL}))", _h_gen_bare, "generals",
       certain=False, examples=[_at(_C1, 3, "干上寅，晝將乘朱")]),
    # the general and then the seat: 「傅送爲青龍而加甲」 (KR5a0297_000.txt:76-77, across the
    # line: 申 carries 青龍, over the stem 甲)
    _f("gen_wei_jia", rf"{_NB}({_S1})為({_GFULL})而(?:加|臨)({_S1}|[{STEMS}])", _h_gen_wei_jia,
       "generals plate gan_shang", certain=False),
    _f("gen_wei", rf"{_NB}({_S1})為({_GFULL})", _h_gen_wei, "generals", certain=False,
       examples=[_at(_XN, 76, "傅送爲青龍")]),
    _f("xun_general", rf"(旬首|旬尾)(?:乘|作)({_GFULL}|{_GABBR})", _h_xun_general, "generals",
       certain=False, examples=[_at("KR3g0031_006.txt", 766, "甲辰日旬首作𤣥武")]),
    _f("gen_lin", rf"(?<![天])({_GABBR})臨({_S1})", _h_gen_lin, "generals",
       certain=False),
    _f("long_shen", rf"({_S1})為(龍|虎|蛇|雀)神", _h_long_shen, "generals", certain=False),
    # 晝占/夜占/夜將; 晝貴/夜貴 only as the time (「夜貴貴勾常」 001:504), not as the day's fixed
    # 晝/夜 貴人 (「酉為夜貴」, 「干上丑晝貴人」, 「晝貴丑坐酉」, 「晝夜貴」)
    # 晝占/夜占, 晝將, and the other half of a pair 「…夜則…」 (after a 晝 claim only: 則 alone
    # opens no cast)
    # 旦 and 暮 are 晝 and 夜 in 旦占/暮占 and 旦貴/暮貴 (the 貴人 of the day and of the night);
    # not 平旦 (the hour) nor 元旦, and not before 將 (KR3g0031_001.txt:714 「宅動旦将反生」: 但)
    # (and 晝/夜 straight before the general it gives: 「用晝乘青龍夜玄武」, 「晝將勾陳…夜將…」,
    # a red-team book: one half of a pair, the other half an alternative, prose.py; not 晝貴人,
    # the day's 貴人 named, 006:298 「干上丑晝貴人」)
    # (and a table's 「晝：后、陰、玄；夜：…」, 「旦治后虎合暮治…」: a round-65 red-team 課經 table,
    # KR3g9911_001.txt:29, KR3g9911_002.txt:42, the generals unread; 「旦將天后、勾陳、玄武，暮將…」, a
    # round-70 red-team 占 book, KR3g9903_001.txt:68-70)
    _f("daytime", r"(晝|夜)(?:占|將)|(?<![平元])(旦|暮)(?:占|治(?=[{2}]{{3}})|將(?=(?:{1})[、，]?(?:{1})[、，]?(?:{1}))|(?<=(?<![為發])用[旦暮])將(?!得)(?<!用[晝夜旦暮]將.*用[旦暮]將)(?!.*用[晝夜旦暮]將))|(?<![平元])(晝|夜|旦|暮)占?則"
                  r"|(?<![平元為])(晝|夜)(?=乘|[：:]?(?!貴|天[乙一])(?:{1})(?![乘臨在加])"
                  r"|(?<=[（(晝夜][^晝夜）]{{0,3}}[晝夜])[{2}]{{3}}(?:[）)夜]|$)|[：:][{2}][、，][{2}][、，][{2}])"
                  r"|(?<=[從用當以])(晝|夜)(?=天[乙一]|貴)"
                  # (not the day's 貴人 placed, 「晝貴在丑」: the 晝 of the cast only with its seat,
                  # gui_at_seat; 「甲戊庚日晝貴在丑，夜貴在未」 is a rule, a round-55 red-team book,
                  # KR3g9931_001.txt:12)
                  r"|(?<![為晝夜陽陰旦平元{0}])(晝|夜|旦|暮)貴(?![人在{0}])"
                  .format(BV, _GFULL, _CELL1),
       _h_daytime, "daytime", nonexclusive=True),
    # (not 「有返吟之象」, a likeness)
    _f("fan_yin", r"[返反]吟(?!者|之象)", _h_fan_yin, "offset", nonexclusive=True),
    _f("fu_yin", r"伏吟(?!者|之象)", _h_fu_yin, "offset", nonexclusive=True),
    # a branch's 六親, said with it (「財爻卯加未發用」, 「官鬼申乘白虎為中傳」, 「初传妻财子水乘青龙」;
    # 「巳为癸之财」, 「初傳辰為今日官鬼」): a claim about the day's stem, checked with it (a round-61
    # red-team book, KR3g9919_002.txt:52 「鬼爻酉加午發用」 on a 丁 day, 酉 the 妻財: unread, agreed;
    # a round-62 case book's commentaries). The word before the branch only where the branch is
    # said as a thing (its element, a verb of the plate, a 傳, punctuation after it: not 「妻財未至」,
    # 「父母子女」); the short words (財, 鬼) only after 傳/用 or with 爻; after 為 only the day's stem
    # or 日/干 (「為年之財」 is the year's), and not a seat (「卯加申為…」).
    # a branch's 六親, said with it (「財爻卯加未發用」, 「官鬼申乘白虎為中傳」, 「初传妻财子水乘青龙」;
    # 「巳为癸之财」, 「初傳辰為今日官鬼」, 「亥水克丁為官鬼」, 「未土子孫」): a claim about the day's stem,
    # checked with it (a round-61 red-team book, KR3g9919_002.txt:52 「鬼爻酉加午發用」 on a 丁 day,
    # 酉 the 妻財: unread, agreed). The word before the branch only where the branch is said as a
    # thing (its element, a verb of the plate, a 傳, punctuation after it: not 「妻財未至」, 「父母子
    # 女」), and not where the word ends what was said of the branch before it, unpunctuated (「亥水克
    # 丁為官鬼酉金為財」, 「丑土子孫亥水官鬼酉金財神」, 「巳作青龍為父母寅作朱雀」: KR3g9990_012.txt:20,
    # :80, KR3g9969_001.txt:117, read 官鬼酉 and accused correct casts before this was seen); the
    # short words (財, 鬼) only after 傳/用 or with 爻; after 為 only the day's stem or 日/干 (「為年之
    # 財」 is the year's), or the stem the branch overcomes or gives birth to (「亥水克丁為官鬼」, 「亥水生
    # 甲為父母」, a round-64 red-team book, KR3g9913_001.txt:30) — not 「申為官鬼」 alone
    # (「以父之干論申為官鬼」, a round-63 red-team book, KR3g9915_002.txt:68: the father's) — and not a
    # seat (「卯加申為…」) nor the stem 己 (「卯克己為官鬼」, 卯 the 官鬼, KR3g9999_007.txt:209)
    _f("qin_before", rf"(?|(?<![之的為是乃])(?<!(?:{_JN}|[{BV}])[金木水火土]?)"
                     rf"(?P<q>{QIN_W}|[財鬼官父兄子孫]爻|(?<=傳|用)[{QIN_SHORT}])"
                     rf"(?P<s>)(?P<e>)(?:[{STEMS}空](?=[{BV}]))?(?P<b>{_S1})"
                     rf"(?=[金木水火土]|乘|加|臨|作|發用|為[初中末用]|入傳|空亡|落空|[，。、；：）)]|$))",
       _h_qin, "qin", nonexclusive=True, examples=[_at("KR3g9919_002.txt", 52, "鬼爻酉加午發用")]),
    _f("qin_of", rf"(?<![加臨在居入落到坐克剋尅生{BV}])(?P<b>{_JN}|[{BV}])(?P<e>[金木水火土])?"
                 rf"(?:[克剋尅生](?P<s2>[{STEMS}]|日干?|干))?(?:為|是|乃)"
                 rf"(?|(?:今?日干?|干)(?P<s>)之?|(?P<s>[{STEMS}])[金木水火土]?之|(?<=[克剋尅生]"
                 rf"(?:[{STEMS}]|日干?|干)(?:為|是|乃))(?P<s>))"
                 rf"(?P<q>{QIN_W}|財神|(?<=之)[{QIN_SHORT}])",
       _h_qin, "qin", nonexclusive=True,
       examples=[_at("KR3g9996_009.txt", 88, "午火為甲之子孫發用"),
                 _at("KR3g9996_009.txt", 16, "干上申金為日之財"),
                 _at("KR3g9990_012.txt", 20, "亥水克丁為官鬼")]),
    # (and the word straight after the branch and its element, unpunctuated: 「丑土子孫亥水官鬼酉金財
    # 神」, KR3g9990_012.txt:80)
    _f("qin_after", rf"(?<![加臨在居入落到坐克剋尅生之{BV}])(?P<b>{_JN}|[{BV}])(?P<e>[金木水火土])(?P<s>)"
                    rf"(?P<q>{QIN_W}|財神)",
       _h_qin, "qin", nonexclusive=True, examples=[_at("KR3g9990_012.txt", 79, "丑土子孫亥水官鬼酉金財神")]),
    # the day's 旬空, its 旬 named (「甲寅旬中戌亥空」, a round-55 red-team book of 年命 chapters,
    # KR3g9931_002.txt:23: a planted pair agreed, unread); the day's own 旬 only (not 「兵法甲子旬中
    # 戌亥空亡為孤」 on another 旬's day, nor a year's 旬, a review of the change, rv55_kong.txt:7),
    # and not a pair said alone (「凡戌亥空亡之日…」 is a rule); a statement of its own (「…求官不得
    # 甲辰旬中寅卯空」, a red-team classic, KR5a9998_000.txt:106-107, is no negated 旬空)
    # a 傳 or a branch the commentary says is void (「中传落空」, 「发用、中传空亡」 liuren_duanan_01-31.txt:218,
    # 「中末俱空」 :219, 「酉亦空亡」): 空亡 or 落空, as the commentaries use the words loosely (case 21's
    # 「中传空亡」 of a 中 in the 旬空, its 「末传又加空亡之上」 of one over it; 「中末皆空」 of both, :238);
    # a case's commentary only (a round-62 red-team case book, liuren_duanan_691-715.txt:167, its
    # planted 「中传落空」 agreed unread)
    # (not 未 before 落空, not yet: 「中传酉金未落空」, 「禄已空亡」 already, a review of the round-65
    # mends, review_round65b/rv65b_void_case.txt:11, :20; a branch opening its clause only)
    # a case's commentary names the lessons by number: 「一課午乘青龍」 (第一課's upper, 干上; 第三課's, 支上),
    # and the lesson the 用 is taken from, 「用起第三課」 (its upper the 初傳; not certain: 別責, 八專,
    # 伏吟 take it from none), a round-69 red-team case book, liuren_duanan_816-840.txt:91, :280
    _f("lesson_rides", rf"(?<![四前上同後另再彼])第?([一三])課({_S1})(?=[，、]?(?:乘|作)(?:{_GFULL}|{_GABBR}))",
       _h_lesson_rides, "gan_shang zhi_shang", nonexclusive=True, said_only=True,
       examples=[_at("liuren_duanan_816-840.txt", 91, "一课午乘青龙")]),
    # (not 「用起第一課干合之上神」, 別責's: review_round69/liuren_duanan_841-843.txt:12)
    _f("use_lesson", r"用(?:起|取|出|發)(?:於|自)?第?([一二三四])課(?=[，。；、名為]|$)", _h_use_lesson, "use_lesson",
       certain=False, said_only=True, examples=[_at("liuren_duanan_816-840.txt", 280, "用起第二课")]),
    _f("void_pos", rf"(初|中|末)傳(?:[是為見]|[，、])?{_LQ2}(?:[{STEMS}空](?=[{BV}]))?(?![未已](?:亦?值|為)?(?:落空|空亡))({_S1})?{_E}[，、]?"
                   rf"(?:又|亦|乃|已|俱|皆)?(?:落空|空亡)", _h_void, "void", certain=False, nonexclusive=True,
       said_only=True, examples=[_at("liuren_duanan_01-31.txt", 218, "中传空亡")]),
    _f("void_pair", r"(初|中|末)(初|中|末)傳?(?:俱|皆)(?:落空|空亡|空)(?![地位])", _h_void, "void", certain=False,
       nonexclusive=True, said_only=True, examples=[_at("liuren_duanan_01-31.txt", 219, "中末俱空")]),
    _f("void_branch", rf"(?<=^|[，。；：\s])(?![未已](?:亦?值|為)?(?:落空|空亡))({_S1}){_E}[，、]?"
                      rf"(?:又|亦|乃|已|亦?值|為)?(?:落空|空亡)(?!之[上地位])",
       _h_void, "void", certain=False, nonexclusive=True, said_only=True,
       examples=[_at("liuren_duanan_716-740.txt", 150, "酉亦空亡")]),
    _f("kong_xun", rf"(甲[{BV}])旬中?[，、]?([{BV}])([{BV}])(?:空亡|空)", _h_kong, "kong", own_clause=True),
    # (and 「旬空辰巳」, the 旬 not named: not certain, a review of the change, rv55_kong_ming.txt:7)
    _f("kong_after", rf"()旬空([{BV}])([{BV}])", _h_kong, "kong", certain=False),
    # (and the person's year by 年立: 「人年立子」, 「婦年立辰」, the oldest notation's — the
    # round-59 red-team classic, KR5a9922_000.txt:49)
    _f("nian", rf"(?|行年(?:在|立)?({_S1})|(?<=[人男女婦夫])年立在?({_S1}))", _h_nian, "nian"),
    _f("birth", rf"(?|本命(?:在|立|居)({_S1})|(?<![{BV}年])({_S1})命|[{STEMS}]({_S1})生命)", _h_birth, "birth"),
    _f("season", r"([春夏秋冬])(?:占|月|季)", _h_season, "season", nonexclusive=True),
)
# more cited examples, one for each form whose own line gives none (each read on its line by
# tests/test_grammar.py); the forms left without one are tested on synthetic words there
_CITED = {
    "transmissions_ke": ("KR3g0031_006.txt", 279, "一課卯酉子"),
    "lesson_jia": ("KR3g0031_005.txt", 91, "第二課子加未"),
    "hour_jiang": ("KR3g0031_006.txt", 866, "亥將加午"),
    "hour_gz": ("KR3g0031_000.txt", 30, "壬午時"),
    "month_jiang": ("003_03e8aca9396f2189.txt", 27, "一月將"),
    "transmissions_list": ("KR3g0031_005.txt", 784, "初傳丑中戌末傳未"),
    "transmissions_before": ("KR3g0031_005.txt", 1179, "亥子丑為三傳"),
    "transmissions_meet": ("KR3g0031_006.txt", 626, "𫝊逢寅午戌"),
    "use_general": ("KR3g0031_003.txt", 504, "為用将得白虎"),
    "pos_general": ("000_7ab36924039d3ca8.txt", 127, "末傳天后"),
    "pos_short": ("KR3g0031_003.txt", 511, "初用大吉"),
    "gui_dir_after": (_C1, 3, "夜貴逆行"),
    "guiren_seat": ("KR3g0031_002.txt", 207, "天乙加申"),
    "gui_sits": ("KR3g0031_006.txt", 482, "晝貴丑坐酉"),
    "gui_dir": ("002_233c5c9395c9c43f.txt", 131, "順貴"),
    "gan_of": ("KR3g0031_005.txt", 492, "日之隂神辰"),
    "zhi_of": ("KR3g0031_005.txt", 680, "辰上隂神卯"),
    "stem_shang": (_D3, 924, "丁上辰"),
    "on_seat": ("KR3g0031_002.txt", 549, "丑上見辰"),
    "on_seat_use": ("KR3g0031_005.txt", 550, "酉上戌為用"),
    "under_use": ("KR3g0031_005.txt", 568, "酉下神為用子"),
    "jia_gan": ("000_7ab36924039d3ca8.txt", 191, "丑臨日"),
    "jia_stem": ("000_7ab36924039d3ca8.txt", 131, "卯加庚"),
    "gen_on_plate": (_C1, 35, "午乘天后臨酉"),
    "wei_jia": ("KR3g0031_005.txt", 1095, "寅為旺氣加丑發用"),
    "use_yi2": ("KR3g0031_005.txt", 91, "以神后為辰發用"),
    "use_qi": (_D3, 585, "用起傳送"),
    "gen_rides": ("KR3g0031_002.txt", 729, "六合乘酉"),
    "gen_on": (_C1, 35, "午乘天后"),
    "long_shen": (_C1, 87, "辰為龍神"),
    "daytime": (_C1, 3, "晝將"),
    "fan_yin": ("000_7ab36924039d3ca8.txt", 7, "返吟"),
    "fu_yin": ("000_7ab36924039d3ca8.txt", 7, "伏吟"),
    "season": (_C1, 47, "春占"),
    "nian": ("KR3g0031_005.txt", 26, "行年在未"),
    "birth": ("KR3g0031_005.txt", 26, "占寅命"),
}
FORMS = tuple(f if f.examples or f.name not in _CITED else
              replace(f, examples=(_at(*_CITED[f.name]),)) for f in FORMS)
NAME_FORM = Form("name", compiled("$^"), _h_name, ("names", "patterns"), certain=False)
# 魁 alone (engine/lexicon.py: 河魁, KR5a0297_000.txt:66 「魁加丑」) may be a scribe's 從魁 too (a
# round-71 red-team classic, KR5a9902_000.txt:40 「中魁」 for 從魁, a correct cast accused): whatever
# form read it, its claims are not certain
KUI_FORM = Form("kui_alone", compiled("$^"), _h_name, (), certain=False)
_BARE_KUI = compiled(r"(?<![河從天])魁")
FORM_BY_NAME = {f.name: f for f in (*FORMS, KUI_FORM)}


# ----------------------------------------------------------------------------- 課名

def _name_table():
    """{printed form (folded): (canonical, kind)} for 課名: the rule registry's methods,
    sub-names and 課體 (:mod:`edition.analyse.rules`)."""
    out: dict = {}
    for r in registry().values():
        if r.kind not in ("method", "subname", "pattern"):
            continue
        for n in (r.zh, *r.aliases):
            if n in JIANG_NAMES:            # 天罡 河魁 從魁 name a branch, not a 課
                continue
            if n and all("\u4e00" <= c <= "\u9fff" or c in "𫝊" for c in n) and len(n) >= 2:
                out.setdefault(normalise(n), (r.zh, "name" if r.kind != "pattern" else "pattern"))
    return out


_NAMES: dict | None = None
_NAME_RX = None


def _names():
    global _NAMES, _NAME_RX
    if _NAMES is None:
        _NAMES = _name_table()
        alts = "|".join(sorted((regex.escape(n) for n in _NAMES), key=len, reverse=True))
        # a name the text gives the cast: 曰X / 為X / 名X / 號X / 乃X, or X課 / X格 / X卦
        _NAME_RX = compiled(
            rf"(?P<pre>曰|是為|為|名曰|名|號|乃為|乃|此即|此乃|是|此|即)?(?P<n>{alts})(?P<post>之?課|格|卦)?")
    return _NAMES, _NAME_RX


def name_pattern():
    return _names()[1]


def canonical_name(word: str) -> str | None:
    """The registry's name of a printed 課名 or 課體 (斵輪 → 斬輪), or None."""
    hit = canonical_kind(word)
    return hit[0] if hit else None


def canonical_kind(word: str) -> tuple[str, str] | None:
    """``(registry name, "name" or "pattern")`` of a printed 課名 (a method or its sub-name) or
    課體, or None."""
    return _names()[0].get(normalise(word))


# ----------------------------------------------------------------------------- reading

def _matches(body: str, said: bool = False):
    """(position, priority, form, match) of every form's matches that are kept: an earlier
    form wins an overlap, nonexclusive forms share (a form read in a commentary only, where
    ``said``)."""
    taken: list[tuple[int, int]] = []
    events = []
    for pri, form in enumerate(FORMS):
        if form.said_only and not said:
            continue
        for m in form.pattern.finditer(body, overlapped=False):
            events.append((pri, m.start(), form, m))
    events.sort(key=lambda e: (e[0], e[1]))
    accepted = []
    for pri, pos, form, m in events:
        if form.nonexclusive:
            accepted.append((pos, pri, form, m))
            continue
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        taken.append((m.start(), m.end()))
        accepted.append((pos, pri, form, m))
    names, nrx = _names()
    for m in nrx.finditer(body):
        # a name the text gives: 曰X / 名X / 號X / 是為X, or X課 / X格 / X卦 (為X alone is a
        # verb phrase too often: 「乃遙克三傳土神」 003:505)
        if not (m.group("pre") in ("曰", "是為", "名曰", "名", "號") or m.group("post")
                or _name_said_is(body, m, names) or _name_also(body, m, names)
                or _method_after_relation(body, m, names)
                or _name_after_row(body, m)
                or _name_after_use(body, m, names)):
            continue
        if any(a < m.end("n") and m.start("n") < b for a, b in taken):
            continue
        accepted.append((m.start(), 99, NAME_FORM, m))
        taken.append((m.start(), m.end()))
    accepted.sort(key=lambda e: (e[0], e[1]))
    return accepted


# the relation that makes a 用, said just before 為 and a method's name (「巳加申上克下為元首」,
# 「干上申下賊上為重審」, 「取巳與癸同陰為彈射」: a red-team book in 六壬大全's manner)
_RELATION_BEFORE = compiled(r"(?:上[克剋尅]下|下賊上|[克剋尅]下|賊上|無[克剋尅]|比|同[陰陽])$")


# a table row's 課名, in its column after the 三傳 (the spaces squeezed out: 「丙午　丑加辰　子酉午　
# 遙克」, 「…三傳辰申子　元首（按…）」, a red-team 課格 book): the row's, not a verb phrase
# (and after 三傳 and a comma, the generals between or not: 「三傳卯申丑，元首。」, a round-45 red-team
# notebook, liuren_notebook.ipynb:51; not 「也是戌巳子，六合 太常 腾蛇，知一」, whose 三傳 goes unread,
# liuren_qunliao.txt:281)
# (not three a 合 makes: 「與子辰合為申子辰水局」, a round-52 red-team book, KR3g9939_001.txt:26)
_ROW_TRIPLE = compiled(rf"(?<![{BV}])(?<![合會][為成])[{BV}己]{{3}}(?:(?:{_GFULL}){{3}})?$"
                            rf"|三傳[{BV}己]{{3}}(?:[，、]?(?:{_GFULL})(?:[、，]?(?:{_GFULL})){{2}})?[，、]$")
_ROW_NAME_END = compiled(r"$|[，。、；：（(晝夜]")


def _name_after_row(body: str, m) -> bool:
    return (m.group("pre") is None and bool(_ROW_TRIPLE.search(body, 0, m.start()))
            and bool(_ROW_NAME_END.match(body, m.end())))


# 「是X也」, 「此X也」, 「此即X也」 (a method's name: the cast's name closing its words; the 也 may be
# cut off with the cast's words): a round-69 red-team book; 乃X alone is a verb phrase too often
# (「乃遙克三傳土神」 003:505)
_IS_PRE = ("是", "此", "即", "此即", "此乃")


def _name_also(body: str, m, names: dict) -> bool:
    """「亦X也」: a method's name the cast also has (「亦冬蛇掩目也」, a round-72 red-team 九宗門 juan,
    KR3g9899_002.txt:34, unread)."""
    kind = names.get(normalise(m.group("n")))
    at = m.start("n") - 1
    # (not another's view, 「或以為亦重審也，非是」: a review of the change, rv72_jiuzong.txt:8)
    return (not m.group("pre") and at >= 0 and body[at] == "亦" and bool(kind)
            and kind[1] == "name" and body.startswith("也", m.end())
            and not body.endswith(_NOT_IS, 0, at)
            and not _RULE_WORD.search(sentence_before(body, at))
            and not regex.match(r"[，,]?(?:非是|非也|不然|誤)", body[m.end() + 1:]))


def _name_said_is(body: str, m, names: dict) -> bool:
    # (a method's name, not a 課體 in a rule: 「…以魂入墓即墓神覆日」, 「癸日戌此干竒也」 KR3g0031_001.txt:535,
    # KR3g0031_005.txt:1164)
    kind = names.get(normalise(m.group("n")))
    return (m.group("pre") in _IS_PRE and not m.group("post") and bool(kind) and kind[1] == "name"
            and (m.end() == len(body) or body[m.end()] in "也。")
            and not body.endswith(_NOT_IS, 0, m.start())
            and not _RULE_WORD.search(sentence_before(body, m.start())))


# (nor in a rule or a supposition, 「凡天地盤同位，即伏吟也，此課不然」: rv69_quote_name.txt:11)
_RULE_WORD = compiled(r"凡|若|如|倘|設|假使")


# (「…仍是重審，不是元首」: a round-37 red-team mail, liuren_mail.txt:31; 「人多疑是知一也」, 「或謂此重審也，
# 非也」: a review of the change, review_round69/rv69_quote_name.txt:7, :9)
_NOT_IS = ("不", "非", "未", "豈", "疑", "謂", "為", "云", "曰")


def _name_after_use(body: str, m, names: dict) -> bool:
    """A method's name alone in its clause straight after the 用 (「子時子加辰為用，涉害；丑時…」, a
    table of a day's hours, a round-54 red-team 課經, KR3g9933_001.txt:127)."""
    kind = names.get(normalise(m.group("n")))
    return (m.group("pre") is None and not m.group("post") and bool(kind) and kind[1] == "name"
            and body.endswith(("為用，", "為用、"), 0, m.start())
            and (m.end() == len(body) or body[m.end()] in "；;。，"))


def _method_after_relation(body: str, m, names: dict) -> bool:
    """為X where X is a method's name (元首, 重審 …, not a 課體) straight after the relation that
    gives it: a name, not the verb phrase 為X is elsewhere."""
    if m.group("pre") != "為":
        return False
    kind = names.get(normalise(m.group("n")))
    return bool(kind and kind[1] == "name" and _RELATION_BEFORE.search(body, 0, m.start()))


def _read_as(r: Reader, form: Form, m) -> Form:
    """The form whose certainty a reading has: the one its handler names, or ``kui_alone`` where
    its words hold 魁 alone (:data:`KUI_FORM`)."""
    if _BARE_KUI.search(r.body, m.start(), r.reach):
        return KUI_FORM
    return FORM_BY_NAME[r.as_form] if r.as_form else form


def read(body: str, stem: str | None = None, branch: str | None = None,
         after: str = "", use_said: bool = False, subject: str | None = None,
         said: bool = False) -> ReadResult:
    """Read one cast's words (normalised text): see the module doc. ``stem``/``branch``: the
    cast's day (for 甲上X, X加甲, 支上 placements). ``after``: the words that follow them,
    where a refusal of the last claim may stand (「…以辰為用者非也」, cut at its 也).
    ``use_said``: the cast's 用 was said before these words (the words after its commentary,
    prose.py _late_claims): a 中X…終Y there follows it (form mid_end_free). ``subject``: the
    branch the words before them said a general of (the other half of a 晝…夜 pair, 「干上亥，晝占
    乘太陰，夜占乘太常」: its 乘G rides the same branch, form gen_bare). ``said``: the words are a
    case's commentary (the forms ``said_only`` are read too)."""
    r = Reader(body, stem, branch)
    r.use_said = use_said
    r.last_branch = subject
    whole = body + after
    readings: list[ClaimReading] = []
    rejected: list[dict] = []
    spans = []
    last_end = 0
    theirs = _Reported(body, stem, branch)
    for _, _, form, m in _matches(body, said):
        if m.start() >= r.conflict:
            break
        if not form.nonexclusive and m.start() < r.prev_end:
            continue        # inside words a reading before took on (Reader.predicates)
        pol = "asserted" if form.own_clause else polarity(whole, m.start(), m.end())
        if pol == "asserted" and set(form.fields) & _JUDGED and to_answer(whole, m.end()):
            pol = "quoted"      # (a true-or-false statement's chart: the key says which, not it)
        if pol == "condition" and _supposed_plate(r, form, m):
            break                   # another plate supposed: the cast's alternative (prose.py)
        if pol == "condition" and form.name == "daytime" and r.said_daytime and \
                _is_day(m) is not r.c.get("daytime"):
            pol = "asserted"        # (「…晝占…若以夜貴論…」: the other half's turn, _h_daytime)
        if pol != "asserted":
            theirs_at = reported(whole, m.start()) if pol not in ("condition", "quoted") \
                else None
            if theirs_at:
                theirs.add(form, m, theirs_at[0])   # (「舊說…者非也」 too)
            elif pol not in ("condition", "quoted"):  # (neither claim nor refused)
                rejected.append(_refused(body, form, m, pol, stem, branch))
            spans.append((m.start(), m.end()))
            continue
        r.cur = m.start()
        r.filled = []
        r.reach = m.end()
        r.as_form = None
        if form.handler(r, m):
            spans.append((m.start(), r.reach))
            last_end = max(last_end, r.reach)
            if not form.nonexclusive:
                r.prev_end = max(r.prev_end, r.reach)
            as_form = _read_as(r, form, m)
            readings.append(ClaimReading(as_form.name, (m.start(), r.reach), list(r.filled),
                                         pol, as_form.certain))
    rejected += theirs.entries()
    _term_claim(r, readings, spans)
    spans += r.skipped
    other = _dn_halves(r)
    if r.replaced:
        # what the book states and then refutes (殊不知, 當取…) is a rejected claim
        rejected.append({"polarity": "rejected", "form": "superseded", "span": [0, 0],
                         "text": "; ".join(r.superseded), "claims": dict(r.replaced)})
    c = _claims_of(r, glyphs=True)
    for k in ("lessons", "generals", "plate"):
        if k in c and not any(c[k]):
            del c[k]
    return ReadResult(c, last_end, r.superseded, sorted(spans), r.conflict, readings, rejected,
                      r.turn if r.turn == r.conflict else None, other)


def _term_claim(r: Reader, readings: list, spans: list) -> None:
    """A solar term's 將 (form term_jiang) where no 將 is printed and it dates the cast: before
    the chart's claims (not an outcome's date, 「…三傳巳申亥，清明後當愈」)."""
    # (and only for words that say something of the chart: a date alone, 「戊寅日，酉時。是日交大雪…」,
    # is a case header's, liuren_anli_tw.txt:211, read by its case reader)
    chart_at = min((rd.span[0] for rd in readings if any(
        f.split(".")[0] in _CHART_FIELDS for f in rd.fields)), default=None)
    if r.term and "jiang" not in r.c and chart_at is not None \
            and r.term[1][0] < min(r.conflict, chart_at):
        r.c["jiang"] = r.term[0]
        readings.append(ClaimReading("term_jiang", r.term[1], ["jiang"], "asserted", False))
        spans.append(r.term[1])


def _dn_halves(r: Reader) -> dict | None:
    """The generals said 傳 by 傳 for both 晝 and 夜 (form tgen_dn_each): the half of the cast's
    own 晝/夜 (the 晝 half when it says none, with its 晝) is its claim; the other half's, with
    that 晝/夜, is returned for prose.py to make the cast's alternative."""
    if not any(r.dn_tgen):
        return None
    if "daytime" not in r.c:
        r.c["daytime"] = True
    dn = r.c["daytime"]
    other = [None, None, None]
    for i, half in enumerate(r.dn_tgen):
        if half is not None:
            r.set_tgen(i, half[dn])
            other[i] = half[not dn]
    return {"daytime": not dn, "transmission_generals": other}


def _supposed_plate(r: Reader, form, m) -> bool:
    """「…若登明加申則巳上得傳送…當以傳送為用…」 (a red-team book in the oldest notation): a
    plate supposed straight after 若 that is not the cast's ends the cast there, a turn (the
    words after it are its alternative, prose._ALT), not a contradiction nor the cast's words."""
    if form.name not in ("jia", "jia_hour_name") or r.body[m.start() - 1:m.start()] != "若" \
            or not r.placed:
        return False
    h, e = m.group(1), m.group(2)
    e = HOUR_NAMES.get(e, e)
    h, e = branch_slot(h, "the plate"), branch_slot(e, "the plate")
    if h is None or e is None or r.placed.get(e.value) == h.value:
        return False
    r.cur = m.start() - 1
    r.turn = r.cur if r.turn is None else min(r.turn, r.cur)
    r.clash()
    return True


class _Reported:
    """Others' practice (polarity.reported, 「諸家以…」, 「俗以…非也」): its claims read together,
    one rejected claim — what they say of the plate alone is no practice of theirs (「舊說計亥加丑
    …」)."""

    def __init__(self, body, stem, branch):
        self.body, self.day, self.reader, self.span = body, (stem, branch), None, None

    def add(self, form, m, start: int) -> None:
        if self.reader is None:             # (made when the first is read: read() is hot)
            self.reader, self.span = Reader(self.body, *self.day), [start, m.end()]
        self.span[1] = m.end()
        self.reader.cur = m.start()
        form.handler(self.reader, m)

    def entries(self) -> list[dict]:
        if self.reader is None:
            return []
        c = _claims_of(self.reader)
        if not set(c) - _FACTS:
            return []
        return [{"polarity": "rejected", "form": "reported", "span": self.span,
                 "text": self.body[self.span[0]:self.span[1]], "claims": c}]


def _refused(body, form, m, pol, stem, branch) -> dict:
    """A negated or rejected claim: read on its own, kept apart from the cast's claims."""
    sub = Reader(body, stem, branch)
    sub.cur = m.start()
    form.handler(sub, m)
    if form.name == "tgen_dn_each":
        # (「或謂初傳申旦乘螣蛇，暮乘青龍，非也」 refuses the generals, under a 晝/夜 each, not the 傳's
        # branch: a review of the round-54 change, rv54_dn_each.txt:7 was `unresolved`, the book
        # said to reject the 初傳 申 the engine gives)
        sub.trans = [None, None, None]
    return {"polarity": pol, "form": form.name, "span": [m.start(), m.end()],
            "text": m.group(0), "claims": _claims_of(sub)}


# claims that state where a branch stands, which another school's practice shares
_FACTS = {"plate", "gan_shang", "zhi_shang", "lessons", "jiang", "hour", "daytime"}


def _claims_of(sub: Reader, glyphs: bool = False) -> dict:
    c = sub.c
    if any(sub.trans):
        c["transmissions"] = sub.trans
    if any(sub.tgen):
        c["transmission_generals"] = sub.tgen
    if not glyphs:
        c.pop("glyphs", None)
    return c
