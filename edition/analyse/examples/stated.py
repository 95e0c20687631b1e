"""A book's school stated in its own words (issue 17 §4): the sentences in which a book says how
it counts what the engine leaves to a school option, read once for the whole book.

Two statements are read (:data:`_FORMS`):

* the 晝 hours (option ``day_hours``, engine/options.py): 「卯至申為晝，酉至寅為夜」 (a red-team
  classic in the oldest notation, KR5a9962_000.txt:28) → ``mao-shen``; 「本書以卯至酉為晝」 (the
  red-team schools book, KR3g9995_008.txt:80) → ``mao-you``; 「辰至酉為晝」 → ``chen-you``;
* 涉害 by the 孟仲季 of the seats (``she_hai=meng_zhong``): 「涉害以孟仲季論」, 「涉害…先孟次仲」.

Not a statement: one the book reports as others' (或以, 俗以, 諸家, 一云 … before it) or refuses
(非也, 誤 … after it); two statements of one book that disagree state nothing (both are kept,
said, and neither used).

What a statement does (:mod:`.school`, :mod:`.check.gate`): the book's school takes the stated
value, whatever its casts would infer, and says so with the passage (``liuren school``: ``stated
…``); a cast that names generals but not 晝/夜, whose print agrees under the other 晝/夜, is no
longer held back as "the book's count of the 晝 hours may not be the option day_hours" when the
book states its count and the checker counts so (the red-team classic's 000:152, a planted
general at 申時, was `unresolved` though the book says 「卯至申為晝」 in its 起例).
"""
from __future__ import annotations

from dataclasses import dataclass

from edition.core.normalize import traditional
from edition.core.patterns import compiled


@dataclass(frozen=True)
class Stated:
    """One option value a book states: the option, its value, where (``file:line``) and the
    words."""
    option: str
    value: str
    cite: str
    words: str

    def as_json(self) -> dict:
        return {"option": self.option, "value": self.value, "cite": self.cite,
                "words": self.words}

    def line(self) -> str:
        return f"{self.option}={self.value} stated ({self.cite} 「{self.words}」)"


# 「(自)卯(時)至申(時)為晝」: the first and the last 晝 hour
_DAY_HOURS = compiled(r"(?:自|從)?([卯辰])時?(?:至|到|迄|盡)([申酉])時?(?:為|爲|屬|是|皆)晝")
_DAY_VALUES = {("卯", "申"): "mao-shen", ("卯", "酉"): "mao-you", ("辰", "酉"): "chen-you"}
# others' practice before it, a refusal after it: no statement of the book's
# (「諸家不同有以卯至申為晝者有以辰至酉為晝者」, KR3g9995_008.txt:79; 「假如按"卯至酉为昼"的说法」, a
# red-team blog, liuren_blog.txt:351)
_OTHERS_BEFORE = compiled(r"或以|或云|或謂|俗以|俗說|俗師|諸家|一云|一說|舊說|他書|術者|時師|有以"
                               r"|假如|假若|假使")
_REFUSED_AFTER = compiled(r"[者也]?(?:非也|誤|不然|非是|謬|不可)|[\"”」]?的?說法")


# 涉害 by the seat's 孟仲季 (option she_hai=meng_zhong): 「涉害以孟仲季論」 (KR3g9995_008.txt:19),
# 「涉害之法不計深淺但觀所臨之孟仲季」 (KR5a9974_000.txt:72), 「涉害為宗先孟次仲」 (KR5a9966_000.txt:52),
# 「俱比俱不比者涉害取孟次取仲」 (KR5a9962_000.txt:34; red-team books all)
# (not the 孟 that breaks a tie of depth, 「深淺相等則取臨孟上」 (KR3g9967_001.txt:86, 涉害 by depth),
# nor one refused, 「不採用只論孟仲季」; 「不計深淺」 says it)
_SHE_HAI = compiled(r"涉害(?:不計(?:深淺|重數)|[^。等不非勿]){0,14}?(?:以|取|觀|論|先)"
                         r"[^。等不非勿]{0,4}?孟(?:仲季|次取?仲|上)")
# the boundary hours said as 晝 (「凡占時值卯酉二時者，俱作晝論」, a round-27 red-team case book,
# liuren_duanan_366-390.txt:5): 卯 and 酉 both 晝 is mao-you (卯 alone is every count's)
# (not 「卯酉二時為晝夜之交」, a review of the change: the boundary, not a count)
_BOUNDARY_DAY = compiled(r"卯酉二?時?(?:者)?[，、]?(?:俱|皆|並|均)?(?:作|為|爲|屬|以)[晝昼](?![夜暮])(?:論)?")
# the statement forms: (option, pattern, its value from the match)
_FORMS = (("day_hours", _DAY_HOURS, lambda m: _DAY_VALUES.get((m.group(1), m.group(2)))),
          ("day_hours", _BOUNDARY_DAY, lambda m: "mao-you"),
          ("she_hai", _SHE_HAI, lambda m: "meng_zhong"))


# the words every statement holds (晝 or its simplified form, 涉害): the fold only for the units
# that may hold one
_CUE = compiled(r"[晝昼]|涉害")


def find(units, file: str) -> list[Stated]:
    """The statements of a book's school in the passages ``units`` of ``file`` (module doc)."""
    out: list[Stated] = []
    for u in units:
        if not _CUE.search(u.text):
            continue
        text = traditional(u.text)
        for option, rx, value_of in _FORMS:
            for m in rx.finditer(text):
                value = value_of(m)
                if value is None or _OTHERS_BEFORE.search(text, _clause(text, m.start()),
                                                          m.start()) \
                        or _REFUSED_AFTER.match(text, m.end()):
                    continue
                out.append(Stated(option, value, f"{file}:{_line(u, m.start())}", m.group(0)))
    return out


# where the words before a statement that may make it others' begin: its clause, after the book's
# own word (「…有以辰至酉為晝者本書以卯至酉為晝」, KR3g9995_008.txt:79-80)
_CLAUSE_OPEN = compiled(r"[。，；：]|本書|今|余|予|吾")


def _clause(text: str, at: int) -> int:
    start = max(0, at - 12)
    opens = [m.end() for m in _CLAUSE_OPEN.finditer(text, start, at)]
    return opens[-1] if opens else start


def _line(u, at: int) -> int:
    """The raw line of a position in a unit's text (its first line when it cannot say)."""
    try:
        return u.locate(at)[0]
    except (AttributeError, IndexError, ValueError):
        return u.line


def values(stated) -> dict[str, str]:
    """{option: value} of the statements of one book, an option stated two ways left out."""
    by: dict[str, set[str]] = {}
    for s in stated:
        by.setdefault(s.option, set()).add(s.value)
    return {k: next(iter(v)) for k, v in by.items() if len(v) == 1}
