"""A correct print is never accused; a wrong one written in a certain form never agrees.

Property tests of the reader and the verdict gate together (edition/analyse/examples/grammar.py,
check/gate.py): for any day, 將 and 時, the engine's own chart is written in the phrasings the
grammar's forms read (those of 六壬大全 and of the early notation: 「如X日Y時Z將三傳…」,
「初傳…中傳…末傳…」, 「X為用」, 「干上X支上Y」, 「第二課X加Y」, 「天乙X臨Y順行」, 「將得G」,
「假令正月…平旦…登明加甲」 …). Written as the engine casts it, every cast is found and agrees
(or, for a 神名 over the stem 己, is not read: 001:368). With one branch of a claim changed,
a claim read by a certain form never agrees.
"""
from __future__ import annotations

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import engine
from edition.analyse.examples.check import Checker
from edition.analyse.examples.model import Example
from edition.analyse.examples.prose import find_casts
from engine import lexicon as L
from engine.generals import GENERAL_NAMES as G
from engine.generals import GENERAL_SHORT, guiren_branch
from engine.values import BRANCH_NAMES as B
from engine.values import STEM_NAMES as S

JN = {w.value: w.word for w in L.JIANG if w.form == "name"}
HN = {w.value: w.word for w in L.HOURS if w.form == "name"}
LODGE = "寅辰巳未巳未申戌亥丑"          # 寄宮 of 甲 … 癸 (003:11 「甲課寅，乙課辰，丙戊課巳…」)
AMBIGUOUS = "　"      # in a mixed phrasing, the claims after it are read by ambiguous forms


def phrasings(ch) -> dict[str, tuple[str, bool]]:
    """{name: (words, certain)}: the chart ``ch`` as the books write a cast; ``certain`` when
    every claim is read by a form whose roles are unambiguous (grammar.FORMS); where it is not,
    the claims read by an ambiguous form are the last ones, after :data:`AMBIGUOUS`."""
    d = S[ch.stem] + B[ch.branch]
    j, h = B[ch.jiang], B[ch.hour]
    t = "".join(B[x] for x in ch.transmissions)
    tg = [G[x] for x in ch.transmission_generals]
    gs, zs = B[ch.gan_shang], B[ch.zhi_shang]
    dn = "晝" if ch.daytime else "夜"
    month = L.MONTH_NAMES[(12 - ch.jiang) % 12 - 1]
    head = f"如{d}日{h}時{j}將"
    l2 = ch.lessons[1]
    return {
        "三傳": (f"{head}三傳{t}", True),
        "初中末": (f"{head}初傳{t[0]}中傳{t[1]}末傳{t[2]}", True),
        "終傳": (f"{head}初傳{t[0]}中傳{t[1]}終傳{t[2]}", True),
        "為初傳": (f"{head}{t[0]}為初傳{t[1]}為中傳{t[2]}為末傳", True),
        "為用": (f"{head}{t[0]}為用", True),
        "以為用": (f"{head}以{t[0]}為用，中傳{t[1]}，末傳{t[2]}", True),
        "月": (f"假令{month}{d}日{h}時三傳{t}", True),
        "將加時": (f"如{d}日{j}將加{h}時干上{gs}支上{zs}", True),
        # (日上辰 辰上X is the 陰 of 日上 辰 as well as the 支上: an unread claim word, test_grammar.py)
        "日上辰上": (f"{head}日上{gs}辰上{zs}三傳{t}" if gs != "辰" else
                     f"{head}干上{gs}支上{zs}三傳{t}", True),
        "第二課": (f"{head}第二課{B[l2.upper]}加{B[l2.lower]}", True),
        "臨": (f"{head}{JN[ch.plate[ch.branch]]}臨{B[ch.branch]}", True),
        "課名": (f"{d}日{j}將{h}時占三傳{t}{ch.names[0]}課" if ch.names else f"{head}三傳{t}",
                 True),
        "將得": (f"{head}{dn}占初傳{t[0]}將得{tg[0]}", True),
        "三傳將": (f"{head}三傳{t}{dn}占初傳{tg[0]}中傳{tg[1]}末傳{tg[2]}", True),
        "乘": (f"{head}{dn}占{t[0]}乘{tg[0]}", False),
        "乘short": (f"{head}{dn}占{t[0]}乘{GENERAL_SHORT[ch.transmission_generals[0]]}", False),
        "陰神": (f"{head}干上{gs}{AMBIGUOUS}干之陰神{B[l2.upper]}", False),
        # the day's 晝/夜 貴人, whatever the cast's 晝/夜 (006:482 「晝貴丑坐酉夜貴未坐卯」)
        "晝夜貴": (f"{head}三傳{t}{AMBIGUOUS}{B[guiren_branch(ch.stem, True)]}為晝貴"
                   f"{B[guiren_branch(ch.stem, False)]}為夜貴", False),
        "之陰": (f"{head}干上{gs}{AMBIGUOUS}{JN[ch.gan_shang]}之陰{JN[l2.upper]}", False),
        "天乙": (f"{head}天乙{B[ch.guiren]}臨{B[ch.under(ch.guiren)]}"
                 f"{'順' if ch.direction == 1 else '逆'}行", False),
        # G臨X: the general over the earthly X (the checker's other reading of 臨)
        "臨seat": (f"{head}{dn}占{AMBIGUOUS}{G[ch.generals[ch.plate[ch.branch]]]}臨{B[ch.branch]}",
                   False),
        # 貴人在X: its seat, the other reading of 在 (KR3g0031_005.txt:186 「天乙在亥順行」)
        "在seat": (f"{head}{dn}占{AMBIGUOUS}貴人在{B[ch.under(ch.guiren)]}"
                   f"{'順' if ch.direction == 1 else '逆'}行", False),
        # a supposition after the cast claims nothing (「若X加Y則凶」, any X and Y)
        "若": (f"{head}三傳{t}，{AMBIGUOUS}若{B[(ch.hour + 5) % 12]}加{B[ch.hour]}則凶", False),
        "注": (f"{d}日{h}時{j}將三傳{t}（{AMBIGUOUS}{t[0]}乘{tg[0]}）", False),
        "early，": (f"假令{month}{d}日{HN[ch.hour]}時，{JN[ch.plate[B.index(LODGE[ch.stem])]]}臨"
                   f"{S[ch.stem]}，將得{G[ch.generals[ch.plate[B.index(LODGE[ch.stem])]]]}", False),
        # no month, no 將: the hour is the 晝/夜 of the plate a 神名臨X fixes
        "early 時加": (f"假令{d}日時加{h}，{AMBIGUOUS}{JN[ch.plate[ch.branch]]}臨{B[ch.branch]}，"
                     f"將得{G[ch.generals[ch.plate[ch.branch]]]}", False),
        "early 用起": (f"假令{month}{d}日{HN[ch.hour]}，{JN[ch.jiang]}加{h}，用起{JN[ch.transmissions[0]]}",
                     True),
        # what is said of a branch straight after it (grammar Reader.predicates)
        "early 辰上將得": (f"假令{month}{d}日{HN[ch.hour]}{JN[ch.jiang]}加{h}，辰上{JN[ch.zhi_shang]}"
                       f"將得{G[ch.generals[ch.zhi_shang]]}", True),
        "early 又加": (f"假令{month}{d}日{HN[ch.hour]}{JN[ch.jiang]}加{h}，{AMBIGUOUS}{JN[ch.gan_shang]}"
                     f"又加{S[ch.stem]}", False),
        "early 時名": (f"假令{month}{d}日{HN[ch.hour]}時{JN[ch.jiang]}加{HN[ch.hour]}", True),
        "early 用": (f"假令{month}{d}日{h}時，{JN[ch.transmissions[0]]}為用，將得{tg[0]}", True),
        "early 無月": (f"假令{d}日{HN[ch.hour]}{JN[ch.jiang]}加{h}，{JN[ch.gan_shang]}加{S[ch.stem]}",
                     True),
        # (a comma before 日中/日入…: 「己酉日入」 is the day 己酉 with its 日 too)
        "early 無日": (f"假令{month}{d}{'，' if HN[ch.hour][0] == '日' else ''}{HN[ch.hour]}"
                     f"{JN[ch.jiang]}加{h}，{JN[ch.gan_shang]}加{S[ch.stem]}", True),
        "early": (f"假令{month}{d}日{HN[ch.hour]}{JN[ch.plate[B.index(LODGE[ch.stem])]]}"
                  f"加{S[ch.stem]}", True),
    }


def _verdict(words: str):
    cs = find_casts(words)
    if not cs:
        return None
    ex = Example("t-x1", "t.txt", 1, 0, len(words), words, "inline", claims=cs[0].claims)
    return Checker([ex]).check(ex)


# no shrinking: a failure is printed as drawn (shrinking these takes minutes)
QUICK = settings(max_examples=25, deadline=None,
                 phases=[Phase.explicit, Phase.reuse, Phase.generate])
charts = st.builds(lambda d, j, h: engine.cast(d, jiang=j, hour=h),
                   st.integers(0, 59), st.integers(0, 11), st.integers(0, 11))


@QUICK
@given(charts)
def test_a_correct_print_is_found_and_agrees(ch):
    for name, (words, _) in phrasings(ch).items():
        f = _verdict(words)
        assert f is not None, (name, words)
        assert f.status == "agrees", (name, words, f.status, f.why)


@QUICK
@given(charts, st.data())
def test_a_wrong_claim_in_a_certain_form_never_agrees(ch, data):
    for name, (words, certain) in phrasings(ch).items():
        # a branch of the claims (after the day clause) changed to another
        start = max(words.find("將"), words.find("時"), words.find("日")) + 1
        if name == "early":
            start = words.rfind("加") - 2
        elif name.startswith("early 無"):
            start = words.find("加") - 2            # the claims after the day and its hour
        elif name == "early，":
            start = words.find("時，") + 2
        elif name == "early 辰上將得":
            start = words.find("辰上") + 2            # the 神名 on the day's branch
        elif not certain and AMBIGUOUS in words:
            start = words.rfind(AMBIGUOUS)          # change an ambiguous claim only
        end = len(words)
        # a branch, or a 神名 (the early notation's 「登明加甲」), changed
        at = [(i, 1, B.index(words[i])) for i in range(start, end) if words[i] in B
              and words[i:i + 2] != "辰上"]          # 辰上 is the day's branch's seat
        at += [(i, 2, v) for i in range(start, end - 1) for v, w in JN.items()
               if words[i:i + 2] == w]
        if S[ch.stem] == "己" and ("加己" in words or "臨己" in words):
            # 「X加己」 on a 己 day is 干上 X or X over 巳 (己 for 巳): two readings, none certain;
            # the other reading may absorb a change elsewhere (「假令己卯日日昳太乙加巳，太乙加己」:
            # 巳 over 巳 twice, a 伏吟 cast)
            continue
        if not at:
            continue
        i, n, v = data.draw(st.sampled_from(at), label=name)
        k = data.draw(st.integers(1, 11))
        glyphs = B if n == 1 else [JN[x] for x in range(12)]
        wrong = words[:i] + glyphs[(v + k) % 12] + words[i + n:]
        month = next((L.month_of(w) for w in sorted(L.MONTH_NAMES, key=len, reverse=True)
                      if w in words[:i]), None)         # (十二月, not the 二月 inside it)
        seat = wrong[i + n + 1:i + n + 2] if words[i + n:i + n + 1] == "加" else ""
        seat_i = B.index(seat) if seat in B else (
            engine.values.lodging(S.index(seat)) if seat and seat in S else None)
        if (month and seat_i is not None
                and ((v + k) - seat_i + ch.hour) % 12 == L.month_jiang(L.month_before(month))):
            # the month before's 將 at the hour (its 中氣 not yet passed): over the hour, or a
            # placement that gives it (「假令十二月甲子日夜半太沖加甲」: 丑將, before 大寒)
            continue
        upper = wrong[i - 2:i - 1] if wrong[i - 1:i] == "加" and n == 1 else ""
        upper_i = B.index(upper) if upper in B else (
            next((x for x in range(12) if JN[x] == wrong[i - 3:i - 1]), None)
            if wrong[i - 1:i] == "加" else None)
        if month and upper_i is not None and (upper_i - (v + k) + ch.hour) % 12 == L.month_jiang(
                L.month_before(month)):
            # the seat changed, 「…夜半，太沖加亥」 for 加子: the month before's 將 at the hour too
            # (九月's 辰 before 霜降: 卯 over 亥 puts 辰 over 子)
            continue
        if wrong[i] == "辰" and wrong[i - 1] in "加臨":
            continue        # 「X臨辰」 may be over the day's branch (日辰): grammar ``jia_chen``
        f = _verdict(wrong)
        if f is None:
            continue
        assert f.status != "agrees" or not certain, (name, wrong, f.why)
        if f.status in ("printed-error-new", "inconsistent"):
            assert certain, (name, wrong, f.status, f.why)
