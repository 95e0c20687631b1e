"""天地盤: the heavenly plate laid on the fixed earthly plate.

003:7 「太陽加時佈局，以時為地盤…再以太陽加時上，作天盤」: the 月將 (太陽) is laid over the
hour; the heavenly branch over earthly x is ``x + offset`` with ``offset = (月將 − 時) mod 12``.
The offset alone fixes the plate (60 days × 12 offsets = the 720 課).
"""
from __future__ import annotations

from .errors import BadPlate
from .lexicon import parse_hour, parse_jiang, parse_plate
from .values import BRANCH_NAMES

# PLATES[offset] = the 12 heavenly branches over earthly 子…亥
PLATES: tuple[tuple[int, ...], ...] = tuple(
    tuple((x + o) % 12 for x in range(12)) for o in range(12))

# The ring as the books print it (003:7, corpus README): earthly positions of each printed
# row: top 巳午未申, then 辰·酉, 卯·戌, bottom 寅丑子亥.
RING_ROWS = ((5, 6, 7, 8), (4, 9), (3, 10), (2, 1, 0, 11))


def offset_from(jiang, hour) -> int:
    """(月將 − 占時) mod 12. Arguments are branch ints or words (子, 神后, 子將; 丑, 雞鳴)."""
    return (parse_jiang(jiang) - parse_hour(hour)) % 12


def offset_from_plate(text: str) -> int:
    """From the books' 'X加Y' or 'X臨Y' (heavenly X over earthly Y, each a branch or a 神名:
    001:83; KR5a0297_000.txt:39 「天罡加巳」): '子加丑' → 11, '丑臨巳' → 8."""
    x, y = parse_plate(text)
    return (x - y) % 12


def check_offset(offset) -> int:
    if isinstance(offset, bool) or not isinstance(offset, int):
        try:
            offset = int(str(offset).strip())
        except ValueError:
            raise BadPlate(f"an offset is an integer 0–11, not {offset!r}",
                           text=str(offset)) from None
    if not 0 <= offset < 12:
        raise BadPlate(f"offset out of range: {offset} (expected 0–11)", text=str(offset))
    return offset


def plate(offset: int) -> tuple[int, ...]:
    return PLATES[check_offset(offset)]


def ring_text(offset: int) -> list[str]:
    """The plate as the books print it: four lines (巳午未申 / 辰·酉 / 卯·戌 / 寅丑子亥)."""
    p = PLATES[offset]
    n = BRANCH_NAMES
    return [
        " ".join(n[p[x]] for x in RING_ROWS[0]),
        n[p[4]] + " " * 7 + n[p[9]],
        n[p[3]] + " " * 7 + n[p[10]],
        " ".join(n[p[x]] for x in RING_ROWS[3]),
    ]


def ring_compact(offset: int) -> str:
    """One line as 003 prints it: '丑寅卯辰、子巳、亥午、戌酉申未'."""
    p = PLATES[offset]
    n = BRANCH_NAMES
    return (
        "".join(n[p[x]] for x in (5, 6, 7, 8)) + "、" + n[p[4]] + n[p[9]] + "、"
        + n[p[3]] + n[p[10]] + "、" + "".join(n[p[x]] for x in (2, 1, 0, 11))
    )
