"""Search normalisation: fold the ways readers type a name onto one form.

``fold(text)`` maps a string, **character for character** (the result has the same length, so
a match found in the folded text marks the same characters in the printed text), onto the
search form:

1. full-width ASCII → ASCII, CJK compatibility ideographs → their unified form;
2. simplified → traditional with OpenCC ``s2t`` applied one character at a time (课 → 課,
   贼 → 賊, 涉害 stays), **except** the characters in :data:`KEEP`: characters the texts
   themselves print that ``s2t`` would turn into another traditional character — 后 → 後 and
   干 → 幹 above all (天后 is a general, 干 the stem), also 丑 → 醜, 云 → 雲, 斗 → 鬥 … The list
   is computed, not guessed: every corpus character that ``s2t`` changes is in :data:`KEEP` or
   in :data:`CHAR_VARIANTS` (``tests/test_normalize.py`` checks it against ``sources/``);
3. the project variant table (``engine/lexicon.py``, one registry with the claim readers), for
   forms OpenCC leaves alone (verified in the tests): :data:`CHAR_VARIANTS`, every wording
   variant the readers read silently (剋/尅 → 克 as in 賊克 000:3 「一克賊」, 騰 → 螣 as in 003:23
   「2.螣蛇」, 冲/衝 → 沖, 隂 → 陰, 夘/邜 → 卯, 脩 → 修, 斵/斲 → 斫 …; only those of the Basic
   Multilingual Plane, which the browser can fold too) and 游 → 遊; and :data:`WORD_VARIANTS`,
   which apply only to a whole word because their characters are common alone (元 in 元首, 無
   in 無親, 薄 in 薄蝕): 元武 → 玄武 (003:23 「10.元武」 vs 「玄」), 無淫 → 蕪淫 (000:39 「無淫」,
   its commentary 000:41 「별본은 「무음(蕪淫)」」), 帷箔/帷滔/帷薄 → 帷簿 (000:43 「帷箔」, 000:95
   「帷滔」, the usual 帷薄不修).

Korean (Hangul) is NFC-normalised and otherwise left as typed.

``fold`` is what both the index and the query go through; :func:`query_forms` is how a query
is expanded to the registry's names (``edition.analyse.rules``).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

import opencc

from engine import lexicon
from edition.core.patterns import compiled

# Characters printed in the corpus that OpenCC s2t would change into a *different* character
# with another meaning (run `python -m edition.core.normalize` to list every corpus character s2t
# changes): never folded (engine/lexicon.py SEARCH_KEEP: 后 天后 not 後, 干 天干 not 幹 …). The
# other corpus characters s2t changes are mere simplified/variant shapes and are folded (剥 → 剝
# as in 000:167 「統剝之體」, 群 → 羣, 并 → 並, 凶 → 兇, 伙 → 夥, 灶 → 竈, 秆 → 稈).
KEEP = lexicon.SEARCH_KEEP

# project variants (single characters; OpenCC leaves them alone): each → its search form
CHAR_VARIANTS: dict[str, str] = lexicon.search_folds()

# whole words (same length, applied after the characters are folded)
WORD_VARIANTS: tuple[tuple[str, str], ...] = tuple((a, b) for a, b, _ in lexicon.SEARCH_WORDS)


@lru_cache(maxsize=1)
def _s2t():
    return opencc.OpenCC("s2t")


@lru_cache(maxsize=None)
def fold_char(c: str) -> str:
    """The search form of one character (always one character)."""
    o = ord(c)
    if 0xFF01 <= o <= 0xFF5E:                       # full-width ASCII
        c = chr(o - 0xFEE0)
    elif 0xF900 <= o <= 0xFAFF or 0x2F800 <= o <= 0x2FA1F:   # compatibility ideographs
        n = unicodedata.normalize("NFKC", c)
        if len(n) == 1:
            c = n
    if c in CHAR_VARIANTS:
        return CHAR_VARIANTS[c]
    if c in KEEP or not _is_han(c):
        return c.lower() if c.isascii() else c
    t = _s2t().convert(c)
    if len(t) != 1:
        return c
    return CHAR_VARIANTS.get(t, t)


def _is_han(c: str) -> bool:
    o = ord(c)
    return (0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0x20000 <= o <= 0x3134F)


class _Table(dict):
    """A str.translate table filled on demand with :func:`fold_char`."""

    def __missing__(self, o: int) -> str:
        v = fold_char(chr(o))
        self[o] = v
        return v


_TABLE = _Table()


def fold(text: str) -> str:
    """Fold ``text`` to its search form, character for character: ``len(fold(t)) == len(t)``
    for NFC input (Hangul syllables, ideographs)."""
    if not text:
        return ""
    out = text.translate(_TABLE)
    for a, b in WORD_VARIANTS:
        if a in out:
            out = out.replace(a, b)
    return out


def fold_query(text: str) -> str:
    """A query's search form: NFC (typed Hangul jamo become syllables), trimmed, folded."""
    return fold(unicodedata.normalize("NFC", text or "").strip())


@lru_cache(maxsize=None)
def traditional_char(c: str) -> str:
    """The traditional form of one character as a simplified-script witness is read: OpenCC
    s2t, except :data:`KEEP` (后 天后, 干 天干, 丑 …: engine/lexicon.py SEARCH_KEEP) and what
    is not Han; always one character. The registry's wording variants are read after it
    (``edition.analyse.examples.vocab.normalise``)."""
    if c in KEEP or not _is_han(c):
        return c
    t = _s2t().convert(c)
    return t if len(t) == 1 else c


class _S2T(dict):
    def __missing__(self, o: int) -> str:
        v = traditional_char(chr(o))
        self[o] = v
        return v


_S2T_TABLE = _S2T()


def traditional(text: str) -> str:
    """``text`` read through the simplified fold, character for character (same length: a
    citation ``file:line`` and every offset hold): 韩太守占祈雪…己卯日寅将酉时 → …己卯日寅將酉時
    (liuren_duanan_01-31.txt:11)."""
    return text.translate(_S2T_TABLE) if text else ""


# a witness is in simplified script when at least this share of its Han characters are
# simplified forms (s2t changes them, not a KEEP character nor a registry variant): measured
# 19 % in 六壬斷案 (liuren_duanan_01-31.txt) against at most 2.2 % in the traditional witnesses
# (the bundled five, 六壬大全 juan 000-006, KR5a0297), whose few (台, 征 …) are shared forms —
# and when its traditional forms (t2s changes them: 為, 將, 傳 …) are fewer: at least 15 % of
# the traditional witnesses, at most 0.4 % of the simplified books. A traditional juan in
# Kanripo's normalised forms (盗 凶 灾 内 户: 11 % of one, a review of the round-79 change,
# review_round79/KR3g9888/KR3g9888_002.txt) is traditional by its 為 and 將; a simplified book
# quoting traditional passages (39 % of it, review_round80/simp_quotes.txt) is simplified.
SIMPLIFIED_SHARE = 0.08


@lru_cache(maxsize=None)
def _traditional_form(c: str) -> bool:
    return _t2s().convert(c) != c


@lru_cache(maxsize=1)
def _t2s():
    return opencc.OpenCC("t2s")


def is_simplified(text: str) -> bool:
    """Whether ``text`` is written in simplified script (:data:`SIMPLIFIED_SHARE`; two such
    characters at least, and fewer traditional forms)."""
    han = changed = trad = 0
    for c in text:
        if _is_han(c):
            han += 1
            if c not in CHAR_VARIANTS and traditional_char(c) != c:
                changed += 1
            elif _traditional_form(c):
                trad += 1
    return changed >= 2 and changed >= SIMPLIFIED_SHARE * han and trad < changed


# Japanese kanbun-kundoku (kana among the characters: 「甲子ノ日、亥ノ將ヲ卯ノ時ニ加ヘテ占フ。三傳ハ戌午寅
# ナリ」, a round-33 red-team Edo manual, liuren_wa.txt), and Japanese prose with casts in kanji


def _is_kana(c: str) -> bool:
    return "\u3040" <= c <= "\u30ff" and c != "・"


def has_kana(text: str) -> bool:
    """Whether ``text`` holds kana (a line read by :func:`kanbun`)."""
    return any(_is_kana(c) for c in text)


@lru_cache(maxsize=1)
def _jp2t():
    return opencc.OpenCC("jp2t")


def kanbun(text: str) -> str:
    """``text`` as the readers read a line with kana, character for character (same length): a
    single kana (a particle, 「ノ」 「ヲ」 「ニ」) turned to a full-width space, which the readers
    skip, a longer run (an inflection, 「ヘテ」 「ナレバ」) to a comma and spaces (a clause's
    end: 「陽日ナレバ陽神申ヲ用フ」 is not 「…日陽神申…」), a clause the kana negate (「ズ」,
    「ナシ」, 「ではなく」: 「四課ニ剋ナシ」, 「卯ヲ初傳トセズ」) blanked whole, and the clause before
    a refusal too (「或ル人…卯亥未ト爲ス、然ラズ」, 「…間違いである」: a review of the change), the
    Japanese forms of its characters turned to the traditional ones (OpenCC jp2t: 将 → 將, 伝 → 傳,
    竜 → 龍), and its iteration mark 々 a pause: 「亥ノ將ヲ卯ノ時ニ加ヘテ占フ」 is read 「亥將卯時加，占」;
    「午を初伝とし」 「午為初傳，　」."""
    out = []
    for m in _KANA_RUN.finditer(text):
        run, other = m.group("kana"), m.group("other")
        if run:
            out.append("　" if len(run) == 1 else "，" + "　" * (len(run) - 1))
        else:
            out.append("".join(_jp_char(c) for c in other))
    read = "".join(out)
    for m in _AS_SLOT.finditer(text):       # (「午を初伝とし」: 午為初傳)
        read = read[:m.start()] + "為" + read[m.end():]
    for m in _NEGATED.finditer(text):
        start = _clause_start(text, m.start())
        if m.group("refused") and not _CYCLIC.search(text, start, m.start()):
            start = _clause_start(text, max(0, start - 1))   # (what it refuses: the clause before)
        read = read[:start] + "　" * (m.end() - start) + read[m.end():]
    return read


# 「XをY伝とす」 (a round-39 red-team Japanese book, liuren_nihon.txt:167 「午を初伝とし、干上戌を中伝、
# 支上辰を末伝とす」): the particle read 為
_AS_SLOT = compiled(r"[をヲ](?=[初中末終次][伝傳])")
_CYCLIC = compiled(f"[{lexicon.STEMS}{lexicon.BRANCHES}]")


def _clause_start(text: str, at: int) -> int:
    return max(text.rfind(x, 0, at) for x in "，、。；：") + 1


def _jp_char(c: str) -> str:
    if c in "々〻":
        # (Japanese's iteration mark is a word's own, 日々 "daily", 人々: a pause, never the
        # character again — 「訴状を日々上申すれども」 read 日日上申, 干上申, and accused: a review of
        # the stop-56 change, tests/data/review_round82/repeat_nihon.txt:18)
        return "，"
    if c not in _SHINJITAI:
        return c
    t = _jp2t().convert(c)
    return t if len(t) == 1 else c


# the Japanese forms folded (OpenCC jp2t), and only these: jp2t also turns characters that are
# traditional forms already (余 → 餘, 予 → 豫, 為 → 爲: a review of the change, 「余謂…當作」 then
# no longer read as the author's own)
_SHINJITAI = frozenset("将伝竜乗亀帰単戦断験関覚観当発対経続読実参旧応気霊蔵来満学会挙図数辺変"
                       "区駅拠悪権厳沢択晩仏円剣継軽鉄点転伝徳恵総窓壮荘装臓")


_KANA_RUN = compiled(r"(?P<kana>[\u3040-\u30fa\u30fc-\u30ff]+)|(?P<other>[^\u3040-\u30fa\u30fc-\u30ff]+)")
# kana that negate the clause they end (ズ, ザル, ナシ, ナク, マジ; ない, ず, ではなく …), and the
# words that refuse the clause before (然ラズ, 非ナリ, 間違い, 誤りである)
# (not 「必ズ」 「必ず」, 「違いない」 (no doubt), 「トナシ」 (爲し), nor a bare ない/ず of modern prose:
# a review of the change, each blanked a correct or planted claim; a refusal blanks the clause
# before it only when its own names no branch: 「然ラズ」, 「これは間違いです」, not 「亥丑酉は誤り」)
_NEGATED = compiled(
    r"(?P<refused>然[ラら][ズず]|非[ナな][リり]|間違[いっ]|誤[リり])"
    r"|(?:(?<!必)ズ|ザル|ザレ|ザリ|(?<!ト)ナシ|ナク|ナケレ|マジ|ではなく|ではない|にあらず|に非ず|でない"
    r"|じゃない)(?![\u3040-\u30ff])")


def has_hangul(text: str) -> bool:
    return any("\uac00" <= c <= "\ud7a3" for c in text)


def changed_by_s2t(chars) -> list[tuple[str, str]]:
    """The characters of ``chars`` that OpenCC s2t turns into another single character."""
    out = []
    for c in sorted(set(chars)):
        if _is_han(c):
            t = _s2t().convert(c)
            if t != c:
                out.append((c, t))
    return out


if __name__ == "__main__":  # pragma: no cover - a maintenance aid: python -m edition.core.normalize [SOURCES]
    import sys
    from pathlib import Path
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "sources")
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt")))
    for c, t in changed_by_s2t(text):
        print(c, "→", t, "(kept)" if c in KEEP else "(variant)" if c in CHAR_VARIANTS else "(FOLDED)")
