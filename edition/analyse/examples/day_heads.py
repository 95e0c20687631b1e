"""Rows under a day heading: a table whose day is written once, on a line of its own, and whose
rows below it give the plate and the 三傳 (a red-team 課格 book, KR3g9965_001.txt:63-88):

    丁卯日
    　未將亥時　三傳未卯亥　元首
    　酉將子時　三傳子酉午　遙克

or a course book's 「甲子日（亥將）」 over rows that give the hour alone. Each row is one cast of
the heading's day (and of its 將, when the heading names one), read by the same grammar as a
cast that writes its day (:func:`.prose.find_casts`), the heading's words put before the row's.

A heading stays in force over the rows below it until a line reads no row (a section title, a
line of prose) or writes a day of its own; a short line with no branch (the table's column header)
is passed over. A row that reads nothing with the heading's day is
no row. The binding is the layout's, as sure as a list's shared day: certain, its reason said.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from edition.core.normalize import traditional

from .prose import Cast, find_casts
from .vocab import BV, STEMS, branch_slot, is_day, normalise, stem_slot
from edition.core.patterns import compiled

# a line that is a day and nothing else: 「丁卯日」, 「（一）甲子日（亥將）」, 「甲子日：」
_HEAD = compiled(
    rf"^[\s　]*(?:[（(]?[一二三四五六七八九十\d]+[）)、.．]\s*)?"
    rf"(?P<s>[{STEMS}])(?P<b>[{BV}])日"
    # (and a 課經 table's 「甲子日十二課(此以子將/徧加十二時)」, its note a note: a round-65 red-team
    # book, KR3g9911_001.txt:27, its twelve rows 「子加丑：子亥戌。晝：…」 found no cast)
    rf"(?:十二課|諸課|各課|課)?"
    rf"(?:[（(](?:(?P<j>[{BV}])將|月將(?P<j2>[{BV}]))[）)]|[（(][^（()）]{{0,24}}[）)])?[\s　：:]*$")
WHY = "a row under the day heading {where} (the day written once over its rows)"
# a row that names its own 將 (「亥將寅時」, 「月將亥」), not 天將/將得
_JIANG_SAID = compiled(rf"[{BV}]將|月將")
# a row's plate (opens_row): its 將, its hour, a branch 加 or 臨 another
_PLATE_SAID = compiled(rf"[{BV}]將|月將|[{BV}]時|[{BV}](?:將)?[加臨][{BV}]")
# what a row's plate may follow: its number (「第二」, 「（三）」), its 課名, 又; not a remark, a rule
# or a supposition (按, 凡, 大凡, 至如, 若 …: 「按午加寅，他日多得…此日則否」, review_round66/rv66_head_rule.txt:6,
# 「至如卯加亥之類…」, review_round68/rv68_heads.txt:5; 「知一
# 子加丑：…」, 「第二子加寅：…」, a review of the change, review_round67/KR3g9867_001.txt:12-13)
_NOT_A_ROW = compiled(r"[ 　\t]*(?:按|案|凡|大凡|大抵|至如|至於|若|如|倘|假|蓋|夫|或|注|此|其|故|然|經|書|云|曰|謂|每)")


def opens_row(text: str) -> bool:
    """Whether ``text`` opens on a row's plate (within its first ten characters: after a
    number, a 課名 or 又), not on a remark or a rule."""
    t = normalise(text)
    return not _NOT_A_ROW.match(t) and bool(_PLATE_SAID.search(t, 0, 10))


@dataclass(frozen=True)
class Heading:
    day: str
    jiang: str | None
    where: str              # how the heading is cited in a cast's binding


def heading(text: str, where: str = "") -> Heading | None:
    """The day (and 將) of a line that is a day heading and nothing else, or None."""
    m = _HEAD.match(normalise(text))
    if not m:
        return None
    st, br = stem_slot(m["s"], "the day's stem"), branch_slot(m["b"], "the day's branch")
    if st is None or br is None or not is_day(st.value, br.value):
        return None
    j = m["j"] or m["j2"]
    js = branch_slot(j, "the 將") if j else None
    return Heading(st.value + br.value, js.value if js else None, where)


# the words of a table's column header (「時辰　三傳　天將　課名」, 「日　月將　時　初中末　課名」)
_HEADER = compiled(r"時辰|月將|三傳|初中末|天將|課名|四課|干上|支上|貴人|晝夜|日|時|將|備註|[\s　|｜]")


def keeps(text: str) -> bool:
    """A table's column header under the heading (「時辰　三傳　天將　課名」, nothing but those
    words) neither reads a row nor ends the heading."""
    t = traditional(normalise(text)).strip()
    return bool(t) and not _HEADER.sub("", t)


def follow(text: str, where: str, head: Heading | None, found, starts=None
           ) -> tuple[Heading | None, list[Cast]]:
    """(the heading in force after ``text``, the rows it reads as casts): a line (or paragraph)
    that is a day heading starts one; under it, text that finds no cast of its own (``found``)
    is read as rows (``starts()``: where its rows begin, asked only then) until text reads none;
    a table's column header is passed over."""
    new = heading(text, where)
    if new is not None:
        return new, []
    if head is None or found:
        return None, []
    if keeps(text):
        return head, []
    rows = rows_under(text, head, starts() if starts else None)
    if not rows and (_GOES_ON.match(text) or _NOT_A_ROW.match(normalise(text))):
        # (a row's last words, indented on a line of their own; a remark or a rule among the rows,
        # 「按午加寅，他日多得寅午戌為炎上，此日則否」 then 「亥加辰：…」, review_round66/rv66_head_rule.txt:6-7)
        return head, []
    return (head if rows else None), rows


# a row's words that went on to an indented line of their own (「　宜退，近求則得。」 under 「子加丑：…」,
# a round-65 red-team 課經 table, KR3g9911_001.txt:34): short, they neither read a row nor end the heading
_GOES_ON = compiled(r"^[ 　\t]+[^\n]{1,24}$")


def rows_under(text: str, head: Heading, starts: list[int] | None = None) -> list[Cast]:
    """The casts of the rows of ``text`` under the heading ``head``; ``starts``: where each row
    begins (a paragraph's raw lines; default: the text is one row). Empty when a row writes a
    day of its own or no row reads a cast."""
    if find_casts(text):
        return []
    bounds = sorted(set([0] + [s for s in (starts or []) if 0 < s < len(text)]))
    out: list[Cast] = []
    for a, b in zip(bounds, bounds[1:] + [len(text)]):
        row = text[a:b]
        said = _JIANG_SAID.search(normalise(row))
        pre = head.day + "日" + (f"{head.jiang}將" if head.jiang and not said else "")
        for ca in find_casts(pre + row):
            if ca.claims.get("day") != head.day or ca.end <= len(pre) or not opens_row(row):
                # (a row opens on its 將, its hour or its 加: words without them go on with the row
                # above, 「　龍、雀、后。干上寅，支上子。伏吟自任。」, a round-65 red-team 課經 table,
                # KR3g9911_001.txt:30 — read as a row, its 干上 and 支上 alone made a cast; and a
                # remark or a rule with a 加 is no row, 「按午加寅，他日多得寅午戌為炎上，此日則否」,
                # 「凡亥加卯、卯加亥之類…」, a review of the change, review_round66/rv66_head_rule.txt:6, :10)
                continue
            c = dict(ca.claims)
            c["binding"] = dict(c.get("binding") or {}, why=WHY.format(where=head.where))
            start = a + max(0, ca.start - len(pre))
            out.append(replace(ca, start=start, end=a + ca.end - len(pre), claims=c,
                               day_at=start, construct="day+claims" if ca.construct == "stem"
                               else ca.construct,
                               note=("; ".join(x for x in (ca.note, "day from its heading")
                                               if x))))
    return out


__all__ = ["Heading", "WHY", "follow", "heading", "keeps", "opens_row", "rows_under"]
