"""貴人 on 卯酉 and the 干支陰陽 before or behind it (000:195): 歷德, 蹉跎, 微服, 定, 失機."""
from __future__ import annotations

from ..values import MAO, YOU
from .facts import Facts
from .registry import rule


# 勵德: KR3g0031_001.txt:697 「勵徳日辰看前後　天乙立在二八門」 (二八門: 卯酉), KR3g0031_002.txt:573
@rule("li_de", "歷德", "000:195", aliases=("勵德",), korean="력덕")
def li_de(f: Facts):
    """歷德 (000:195): 「貴人臨卯酉為歷德」: 貴人 stands on earthly 卯 or 酉."""
    return f.guiren_seat in (MAO, YOU)


def _yang_yin_fronts(f: Facts):
    u = f.uppers
    return ([f.front(f.under(u[0])), f.front(f.under(u[2]))],
            [f.front(f.under(u[1])), f.front(f.under(u[3]))])


@rule("cuo_tuo", "蹉跎", "000:195", aliases=("貴人蹉跎",), korean="차타")
def cuo_tuo(f: Facts):
    """蹉跎 (000:195): 「干支陰陽在貴人前為蹉跎」 (with 貴人 on 卯酉, 歷德): the four 干支陰陽
    (the lesson uppers) all stand before 貴人. Option ``cuo_tuo`` = ``mao_you``: 001:127
    「天乙卯酉號蹉跎」, 貴人 on 卯 or 酉."""
    if f.options["cuo_tuo"] == "mao_you":
        return f.guiren_seat in (MAO, YOU)
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == 1 for x in a + b)


@rule("wei_fu", "微服", "000:195", korean="미복")
def wei_fu(f: Facts):
    """微服 (000:195): 「（干支陰陽）在貴人後為微服」 (with 貴人 on 卯酉): the four lesson uppers
    all stand behind 貴人."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == -1 for x in a + b)


@rule("ding", "定", "000:195", korean="정")
def ding(f: Facts):
    """定 (000:195): 「陽前陰後為定」 (with 貴人 on 卯酉): the 陽神 (uppers of lessons 1, 3) before
    貴人 and the 陰神 (lessons 2, 4) behind."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == 1 for x in a) and all(x == -1 for x in b)


@rule("shi_ji", "失機", "000:195", korean="실기")
def shi_ji(f: Facts):
    """失機 (000:195): 「陰前陽後為失機」 (with 貴人 on 卯酉)."""
    if f.guiren_seat not in (MAO, YOU):
        return False
    a, b = _yang_yin_fronts(f)
    return all(x == -1 for x in a) and all(x == 1 for x in b)
