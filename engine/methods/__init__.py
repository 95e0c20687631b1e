"""三傳: the nine methods (九宗門), one module each, tried in the order of DOMAIN.md.

003:51 「六壬最難的問題，就是發三傳…其法有九」; 000:3-7 lists them (「凡傳七百二十，總不外此」).
Each method is a function ``method(ctx) -> Result | None`` (None: the method does not apply).
``ctx`` is a :class:`Ctx`; when ``ctx.trace`` is a list, the method appends its reasoning
(for :func:`engine.explain`), otherwise it stays silent and fast.
"""
from __future__ import annotations

from typing import NamedTuple

from ..values import BRANCH_NAMES, STEM_NAMES

METHODS = ("zei_ke", "bi_yong", "she_hai", "yao_ke", "mao_xing", "bie_ze", "ba_zhuan",
           "fu_yin", "fan_yin")
METHOD_NAMES = {
    "zei_ke": "賊克", "bi_yong": "比用", "she_hai": "涉害", "yao_ke": "遙克", "mao_xing": "昴星",
    "bie_ze": "別責", "ba_zhuan": "八專", "fu_yin": "伏吟", "fan_yin": "返吟",
}


class Result(NamedTuple):
    method: str
    transmissions: tuple[int, int, int]
    names: tuple[str, ...]


class Ctx:
    """What the methods read: day, plate offset, lessons (see :mod:`engine.lessons`), options."""

    __slots__ = ("stem", "branch", "offset", "lessons", "n", "opts", "trace", "gan_shang",
                 "zhi_shang", "yang", "cands")

    def __init__(self, stem, branch, offset, lessons, n, opts, trace=None):
        self.stem = stem
        self.branch = branch
        self.offset = offset
        self.lessons = lessons
        self.n = n
        self.opts = opts
        self.trace = trace
        self.gan_shang = lessons[0][0]
        self.zhi_shang = lessons[2][0]
        self.yang = stem % 2 == 0
        self.cands = None  # memo of zei_ke.candidates

    def say(self, text: str) -> None:
        if self.trace is not None:
            self.trace.append(text)


def b(x: int) -> str:
    return BRANCH_NAMES[x]


def s(x: int) -> str:
    return STEM_NAMES[x]


def seat(ctx: Ctx, upper: int) -> int:
    """The earthly position under heavenly `upper`."""
    return (upper - ctx.offset) % 12
