"""Sino-Korean readings (한자음) of the names the commentaries use, to find a name in the Korean
text: the spirits of seed 002 (002:5 「진 위에는 「황은」」 reads 皇恩 as 「황은」) and, through
:func:`edition.analyse.rules.korean_reading`, the Korean name of every rule of the registry.

Text grammar, not a rule: the engine (``engine/spirits.py``) holds the spirits' placement
rules; this module only reads their names in Hangul.
"""
from __future__ import annotations

from itertools import product

# Sino-Korean readings of the characters of the spirits' names (standard 한자음, non-initial
# form), to find a spirit in the Korean commentary; READING_ALT: other readings in use.
READING = dict(zip(
    "三上下丘五亡伏伯信內六刑劫勾厭受吏吞咸哭喜喝喪四地墓外大天女奸姦孤客宿寡小尾巫市"
    "師幡廁廉廢弔往心忌怪恩惑憂懸成戰戲支放散日昏時書曹會月朱枯機橫武歲死殃殺氣池浴淫"
    "游滅火災煞牢猴獄玄生病白皇皮盆盜目破碎神禍空符管索絞繩耳聖腥虎蛇螣血解詔語謾豪豹"
    "賊赦車辰迷邪部醫金鑰長門關陰陳陽雀雄雌雞難雨雷風飛馬驛骨鬼魁魂魄黃"
    ,
    "삼상하구오망복백신내륙형겁구염수리탄함곡희갈상사지묘외대천녀간간고객숙과소미무시"
    "사번측렴폐조왕심기괴은혹우현성전희지방산일혼시서조회월주고기횡무세사앙살기지욕음"
    "유멸화재살뢰후옥현생병백황피분도목파쇄신화공부관색교승이성성호사등혈해조어만호표"
    "적사차진미사부의금약장문관음진양작웅자계난우뢰풍비마역골귀괴혼백황"
))
READING_ALT = {"車": "거", "六": "육"}


def readings(name: str) -> set[str]:
    """Sino-Korean readings of a spirit's name as the commentary writes them (「천서」), with
    the initial-sound variants (雷 뢰/뇌, 女 녀/여, 吏 리/이) and 車 차/거."""
    opts = []
    for i, ch in enumerate(name):
        r = READING.get(ch)
        if r is None:
            return set()
        alts = {r} | set(READING_ALT.get(ch, ""))
        if i == 0:
            alts |= {initial_variant(a) for a in alts}
        opts.append(sorted(alts))
    return {"".join(p) for p in product(*opts)}


def initial_variant(syl: str) -> str:
    """두음법칙: a word-initial ㄹ reads ㄴ (ㅇ before ㅣ/ㅑ/ㅕ/ㅖ/ㅛ/ㅠ), a word-initial ㄴ before
    those vowels reads ㅇ."""
    code = ord(syl) - 0xAC00
    if not 0 <= code < 11172:
        return syl
    ini, med, fin = code // 588, (code % 588) // 28, code % 28
    y_vowels = {2, 6, 7, 12, 17, 20}  # ㅑ ㅕ ㅖ ㅛ ㅠ ㅣ
    if ini == 5:  # ㄹ
        ini = 11 if med in y_vowels else 2
    elif ini == 2 and med in y_vowels:  # ㄴ
        ini = 11
    return chr(0xAC00 + ini * 588 + med * 28 + fin)

