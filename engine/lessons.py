"""四課: the four lessons and their 賊/克 relations.

003:11 「甲課寅，乙課辰，丙戊課巳，丁己課未，庚課申，辛課戌，壬課亥，癸課丑」 (寄宮, in
:data:`engine.values.LODGING`); 003:19 worked through for 甲子日子將丑時: 1 = the heavenly branch
over the stem's 寄宮, 2 = over lesson 1's upper, 3 = over the day branch, 4 = over lesson 3's
upper. 003:55 「下盤克上盤課為賊…上克下為克」.

Lessons are tuples ``(upper, lower, lower_pos, rel)`` of ints: ``lower`` is the stem for
lesson 1 (a branch otherwise), ``lower_pos`` the earthly position (the 寄宮 for lesson 1),
``rel`` one of :data:`NONE`, :data:`ZEI`, :data:`KE`.
"""
from __future__ import annotations

from typing import NamedTuple

from .values import BRANCH_ELEMENT, LODGING, STEM_ELEMENT

NONE, ZEI, KE = 0, 1, 2
RELATION_NAMES = (None, "賊", "克")

# OVERCOMES[a][b]: element a 克 element b (木→土→水→火→金→木)
OVERCOMES = tuple(tuple((a + 2) % 5 == b for b in range(5)) for a in range(5))

# REL[lower_element][upper_element] -> NONE / ZEI / KE (賊 when the lower 克 the upper)
REL = tuple(
    tuple(ZEI if OVERCOMES[lo][up] else KE if OVERCOMES[up][lo] else NONE for up in range(5))
    for lo in range(5))

# stems lodged at each earthly position (003:11), for the 涉害 walk
LODGERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(10) if LODGING[s] == x) for x in range(12))


class Lesson(NamedTuple):
    """One 課 as the public API shows it (ints; ``relation`` a string or None)."""
    upper: int
    lower: int
    lower_is_stem: bool
    relation: str | None
    general: int


def four_lessons(stem: int, branch: int, offset: int):
    """The four lessons as tuples ``(upper, lower, lower_pos, rel)``."""
    be = BRANCH_ELEMENT
    lod = LODGING[stem]
    u1 = (lod + offset) % 12
    u2 = (u1 + offset) % 12
    u3 = (branch + offset) % 12
    u4 = (u3 + offset) % 12
    return (
        (u1, stem, lod, REL[STEM_ELEMENT[stem]][be[u1]]),
        (u2, u1, u1, REL[be[u1]][be[u2]]),
        (u3, branch, branch, REL[be[branch]][be[u3]]),
        (u4, u3, u3, REL[be[u3]][be[u4]]),
    )


def n_distinct(lessons) -> int:
    """How many different 課 (identical ones count once: same upper over the same earthly
    position; lesson 1 sits on its stem's 寄宮). 2 = 八專 (干支同位), 3 = 不備."""
    return len({(u, pos) for u, _, pos, _ in lessons})
