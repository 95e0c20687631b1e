"""Every fully printed worked example of seed 003 and the 成式 of seed 000, cast and compared.

The layouts are curated entries of ``tei/curation/examples.toml`` (section "printed layouts"):
their chart claims — day, 三傳, 四課, plate, 課名, method, 將/時 — are read here from the stand-off
layer the analysis writes from them (``tei/standoff/<id>.xml``, by the checker's own reader);
what the print says about those claims and what this test expects is the entry's hand
transcription ``[example.transcription]`` (its id, the printed segments, the Korean line, the
recorded disagreements; ``edition/analyse/examples/transcription.py``). No chart fact is
written twice.

Each layout is cast with the engine and compared field by field: plate, 四課, 三傳, method and
課名. A disagreement must be *recorded* under ``[example.transcription.expect]`` with its
reason; the test fails when an unrecorded disagreement appears **or** a recorded one
disappears. A ``school-option: NAME=VALUE`` reason is verified by re-casting under that
option, which must then agree on every field. No example is ever dropped: a detector scans
the sources for printed 四課 rows and every hit must be transcribed.

Layout of a printed 課 (corpus README; 003_03e8aca9396f2189.txt:59 read by its Korean :61):
三傳; 四課 as two rows read right to left (rightmost = 第一課, lower item = day stem); the
plate as a ring over 巳午未申 / 辰·酉 / 卯·戌 / 寅丑子亥.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import printed_layouts, standoff_examples

from edition.analyse.examples import transcription
from engine.values import (
    BRANCH_NAMES,
    STEM_NAMES,
    branch_name,
    lodging,
    parse_branch,
    parse_day,
    parse_stem,
    stem_name,
)

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "sources"


def _layout(entry: dict, example: dict) -> dict:
    """One layout as this test reads it: the transcription's keys, the stand-off example's
    place and printed words, and its chart claims in the printed notation (四課 as
    upper+lower, 三傳 as a string of three, or the 初傳 alone where only the 用神 is named)."""
    t = entry["transcription"]
    c = example["claims"]
    ex = {**t, "source": example["source"], "line": example["line"], "raw": example["text"],
          "match": entry["match"], "claims": c, "day": c["day"], "plate": c["plate"],
          "segments": t.get("segments", {})}
    for k in ("names", "method", "jiang", "hour"):
        if k in c:
            ex[k] = c[k]
    if "lessons" in c:
        ex["lessons"] = [d["upper"] + d["lower"] for d in c["lessons"]]
    tr = c.get("transmissions")
    if tr and all(tr):
        ex["transmissions"] = "".join(tr)
    elif tr:
        assert tr[0] and not any(tr[1:]), f"{t['id']}: 三傳 printed in part: {tr}"
        ex["initial"] = tr[0]
    ex["kind"] = ("full" if "transmissions" in ex and "lessons" in ex
                  else "lessons-plate" if "lessons" in ex else "plate")
    return ex


EXAMPLES: list[dict] = [_layout(x["entry"], x["example"]) for x in printed_layouts()]
BY_ID = {e["id"]: e for e in EXAMPLES}

# Earthly positions in the order a printed ring lists them (corpus README).
RING = "巳午未申辰酉卯戌寅丑子亥"
FIELDS = ("plate", "lessons", "transmissions", "initial", "method", "names")
# Chinese name of each method key (the nine methods, 000:3-7).
METHOD_NAMES = {
    "zei_ke": "賊克", "bi_yong": "比用", "she_hai": "涉害", "yao_ke": "遙克", "mao_xing": "昴星",
    "bie_ze": "別責", "ba_zhuan": "八專", "fu_yin": "伏吟", "fan_yin": "返吟",
}
# Spelling variants of 課名 between the witnesses (000 prints 帷箔/無淫, 003 帷簿/蕪淫).
NAME_VARIANTS = {"帷箔不修": "帷簿不修", "不修帷箔": "帷簿不修", "無淫": "蕪淫"}

# Korean syllables for the branches and stems, as the translation spells them.
KO_BRANCH = dict(zip("자축인묘진사오미신유술해", BRANCH_NAMES))
KO_STEM = dict(zip("갑을병정무기경신임계", STEM_NAMES))


def source_lines(name: str) -> list[str]:
    return (SOURCES / name).read_text(encoding="utf-8").split("\n")


def squeeze(s: str) -> str:
    return re.sub(r"\s", "", s)


def cite(ex: dict, line: int | None = None) -> str:
    return f"{ex['source']}:{line or ex['line']}"


# --- reading the transcription -----------------------------------------------------------

def printed_plate(ex: dict) -> dict[int, int]:
    return {parse_branch(k): parse_branch(v) for k, v in ex["plate"].items()}


def printed_lessons(ex: dict) -> list[tuple[int, int]]:
    """(upper, lower) per 課, 第一課 first; 第一課's lower is a stem int."""
    out = []
    for i, pair in enumerate(ex["lessons"]):
        upper = parse_branch(pair[0])
        lower = parse_stem(pair[1]) if i == 0 else parse_branch(pair[1])
        out.append((upper, lower))
    return out


def plate_rotation(plate: dict[int, int]) -> int | None:
    """The offset if the printed plate is one rotation of the earthly plate, else None."""
    offsets = {(h - x) % 12 for x, h in plate.items()}
    return offsets.pop() if len(offsets) == 1 else None


def lessons_offset(ex: dict) -> int | None:
    """The offset the printed 四課 imply (each upper = its lower + offset), else None."""
    lessons = printed_lessons(ex)
    seats = [lodging(lessons[0][1])] + [lower for _, lower in lessons[1:]]
    offsets = {(upper - seat) % 12 for (upper, _), seat in zip(lessons, seats)}
    return offsets.pop() if len(offsets) == 1 else None


def deduced_day(ex: dict) -> str:
    """Day stem from 第一課's lower item, day branch from 第三課's lower item."""
    return ex["lessons"][0][1] + ex["lessons"][2][1]


def offset_witnesses(ex: dict) -> dict[str, int | None]:
    """Each printed witness of the offset: the ring, the 四課, the 將/時 when printed."""
    witnesses = {"plate": plate_rotation(printed_plate(ex))}
    if "lessons" in ex:
        witnesses["lessons"] = lessons_offset(ex)
    if "jiang" in ex:
        witnesses["jiang"] = (parse_branch(ex["jiang"]) - parse_branch(ex["hour"])) % 12
    return witnesses


def cast_offset(ex: dict) -> int:
    """The offset to cast with: every printed witness of it must agree, unless the transcription
    says which one to follow (``expect.offset_from``) — then the others are recorded as
    disagreements by the comparison itself."""
    witnesses = offset_witnesses(ex)
    chosen = ex.get("expect", {}).get("offset_from")
    if chosen:
        assert witnesses.get(chosen) is not None, f"{cite(ex)}: offset_from={chosen} has no offset"
        return witnesses[chosen]
    values = {v for v in witnesses.values() if v is not None}
    assert len(values) == 1, f"{cite(ex)}: printed offsets disagree {witnesses}; record expect.offset_from"
    return values.pop()


# --- the Korean reading ------------------------------------------------------------------

def _ko(seq: str, table=KO_BRANCH) -> str:
    return "".join(table[c] for c in seq.split("·"))


KO_B = "[자축인묘진사오미신유술해]"
KO_TR = re.compile(rf"삼전(?: 한 행은|이 위에서 아래로) ({KO_B}·{KO_B}·{KO_B})(?:이요|요|다)")
KO_ROWS = re.compile(rf"사과(?:를 열해 내면,)? 윗 행은 ({KO_B}·{KO_B}·{KO_B}·{KO_B})(?:이요|요), "
                     rf"아래 행은 ({KO_B}·{KO_B}·{KO_B})(?:와|과) 일간 ([갑을병정무기경신임계])")
KO_RING = re.compile(rf"윗줄은 (?:왼쪽에서 오른쪽으로 )?({KO_B}·{KO_B}·{KO_B}·{KO_B})(?:이요|요), "
                     rf"왼쪽은 (?:위에서 아래로 )?({KO_B}·{KO_B})(?:이요|요), "
                     rf"오른쪽은 (?:위에서 아래로 )?({KO_B}·{KO_B})(?:이요|요), "
                     rf"아래줄은 (?:왼쪽에서 오른쪽으로 )?({KO_B}·{KO_B}·{KO_B}·{KO_B})")
# 000's 成式 commentary spells the 三傳, the lessons and the ring out position by position.
KO_B_CJK = f"[{BRANCH_NAMES}]"
KO_TR_000 = re.compile(rf"초전 ({KO_B})\({KO_B_CJK}\)·중전 ({KO_B})\({KO_B_CJK}\)·말전 ({KO_B})")
KO_LESSON_000 = re.compile(rf"제(일|이|삼|사)과는 ({KO_B})(?:가|이) ({KO_B}|[갑을병정무기경신임계])")
KO_RING_000 = re.compile(
    rf"지반의 사·오·미·신 (?:네 자리 )?위는 차례로 ({KO_B}·{KO_B}·{KO_B}·{KO_B})이고, "
    rf"지반의 진위 위는 ({KO_B}), 유위 위는 ({KO_B})이며, "
    rf"지반의 묘위 위는 ({KO_B}), 술위 위는 ({KO_B})이고, "
    rf"지반의 인·축·자·해 (?:네 자리 )?위는 차례로 ({KO_B}·{KO_B}·{KO_B}·{KO_B})")


def korean_reading(ex: dict) -> dict[str, object]:
    """What the Korean paragraph states, where it states it in a recognised form."""
    text = source_lines(ex["source"])[ex["korean_line"] - 1]
    out: dict[str, object] = {}
    if m := KO_TR.search(text):
        out["transmissions"] = _ko(m[1])
    if m := KO_ROWS.search(text):
        upper, lower = _ko(m[1]), _ko(m[2]) + KO_STEM[m[3]]
        out["lessons"] = [upper[3 - i] + lower[3 - i] for i in range(4)]
    if m := KO_RING.search(text):
        # left column = over 辰 then 卯; right column = over 酉 then 戌 (top to bottom)
        top, left, right, bottom = (_ko(g) for g in m.groups())
        ring = top + left[0] + right[0] + left[1] + right[1] + bottom
        out["plate"] = dict(zip(RING, ring))
    if m := KO_RING_000.search(text):
        top, chen, you, mao, xu, bottom = (_ko(g) for g in m.groups())
        out["plate"] = dict(zip(RING, top + chen + you + mao + xu + bottom))
    if m := KO_TR_000.search(text):
        out["transmissions"] = _ko("·".join(m.groups()))
    if "lessons" not in out:
        found = {}
        for m in KO_LESSON_000.finditer(text):
            n = "일이삼사".index(m[1])
            lower = KO_STEM[m[3]] if n == 0 else KO_BRANCH[m[3]]
            found[n] = KO_BRANCH[m[2]] + lower
        if len(found) == 4:
            out["lessons"] = [found[i] for i in range(4)]
    return out



# --- the transcription against the source (no engine needed) ------------------------------

@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_transcription_matches_the_source(ex):
    """The printed words are on the cited line, each printed segment occurs in them, and the
    stand-off's claims are what the segments say: the 四課 rows read right to left, the
    三傳, the ring in print order, the 將/時, the day (printed, or deduced from the 四課)."""
    lines = source_lines(ex["source"])
    line = lines[ex["line"] - 1]
    assert ex["raw"] in line, f"{cite(ex)}: raw text is not on the cited line"
    raw = squeeze(ex["raw"])
    seg = ex["segments"]
    for key, words in seg.items():
        assert squeeze(words) in raw, f"{cite(ex)}: segment {key} {words!r} not in the printed line"
    if "initial" in ex:
        assert ex["initial"] in seg["initial"], cite(ex)
    if "transmissions" in ex:
        assert ex["transmissions"] == re.sub(f"[^{BRANCH_NAMES}]", "", seg["transmissions"])
        assert len(ex["transmissions"]) == 3
    if "lessons" in ex:
        # rows read right to left: the rightmost column is 第一課
        up, lo = seg["lessons_upper"], seg["lessons_lower"]
        assert ex["lessons"] == [up[3 - i] + lo[3 - i] for i in range(4)], cite(ex)
        parse_stem(lo[3])
        assert ex["day"] == deduced_day(ex), f"{cite(ex)}: day is not the one the 四課 give"
    if ex.get("day_printed"):
        assert ex["day"] in ex["raw"], f"{cite(ex)}: day said printed but not in raw"
    parse_day(ex["day"])
    if "jiang" in ex:
        assert seg["jiang_hour"] == f"{ex['jiang']}將{ex['hour']}時", cite(ex)
    assert "daytime" not in ex["claims"], f"{cite(ex)}: 晝/夜 is never printed for these layouts"
    # the printed ring, read in print order, must contain the transcribed heavenly branches
    ring = "".join(ex["plate"][e] for e in RING)
    printed = iter(squeeze(seg["plate"]))
    assert all(c in printed for c in ring), f"{cite(ex)}: plate {ring} is not the printed ring"
    assert sorted(ex["plate"]) == sorted(BRANCH_NAMES)
    # the Korean paragraph follows the Chinese one (corpus README: alternating paragraphs)
    assert ex["korean_line"] == ex["line"] + 2
    assert re.search("[\uac00-\ud7a3]", lines[ex["korean_line"] - 1]), f"{cite(ex)}: no Korean"


@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_korean_reading_agrees_with_the_transcription(ex):
    """The Korean paragraph states the reading explicitly; wherever it states a field in a
    recognised form it must equal the transcription.  Full examples must have their 三傳
    and 四課 read back this way (plate where the Korean spells it out plainly)."""
    ko = korean_reading(ex)
    if ex["kind"] == "full":
        assert {"transmissions", "lessons"} <= set(ko), f"{cite(ex, ex['korean_line'])}: {ko}"
    if "transmissions" in ko:
        assert ko["transmissions"] == ex["transmissions"], cite(ex, ex["korean_line"])
    if "lessons" in ko:
        assert ko["lessons"] == ex["lessons"], cite(ex, ex["korean_line"])
    if "plate" in ko:
        assert ko["plate"] == ex["plate"], cite(ex, ex["korean_line"])
    else:
        assert "korean_plate_unread" in ex, f"{cite(ex, ex['korean_line'])}: plate not read; say why"


def test_every_printed_layout_is_transcribed():
    """Never drop an example: every printed 四課 pair of rows (four branches, then three
    branches and a stem) on a Chinese line of 000 or 003 is transcribed, and vice versa."""
    rows = re.compile(f"[{BRANCH_NAMES}]{{4}}[，,]?[{BRANCH_NAMES}]{{3}}[{STEM_NAMES}]")
    found = set()
    for name in ("000_7ab36924039d3ca8.txt", "003_03e8aca9396f2189.txt"):
        for n, line in enumerate(source_lines(name), 1):
            if not re.search("[\uac00-\ud7a3]", line) and rows.search(squeeze(line)):
                found.add((name, n))
    transcribed = {(e["source"], e["line"]) for e in EXAMPLES if "lessons" in e}
    assert found == transcribed
    assert len({e["id"] for e in EXAMPLES}) == len(EXAMPLES)
    # and every full layout the stand-off layer holds for 000 and 003 is transcribed
    full = {(x["source"], x["line"]) for key in ("000", "003") for x in standoff_examples(key)
            if x["kind"] == "full"}
    assert full == {(e["source"], e["line"]) for e in EXAMPLES}


def test_recorded_reasons_are_well_formed():
    # the fields the curation loader accepts in expect/rejects are the ones compared here
    assert transcription.FIELDS == FIELDS
    for ex in EXAMPLES:
        for field, reason in ex.get("expect", {}).items():
            if field == "offset_from":
                assert reason in ("plate", "lessons", "jiang"), cite(ex)
                continue
            assert field in FIELDS, f"{cite(ex)}: unknown field {field}"
            assert re.match(r"(printing-error|school-option|engine-bug): \S", reason), cite(ex)
            if reason.startswith("printing-error"):
                assert re.search(r"\d{3}(_[0-9a-f]+\.txt)?:\d+", reason), f"{cite(ex)}: cite evidence"


# --- the engine against the print ---------------------------------------------------------

def computed_fields(chart) -> dict[str, object]:
    lessons = []
    for lesson in chart.lessons:
        lower = stem_name(lesson.lower) if lesson.lower_is_stem else branch_name(lesson.lower)
        lessons.append(branch_name(lesson.upper) + lower)
    return {
        "plate": {branch_name(x): branch_name(chart.plate[x]) for x in range(12)},
        "lessons": lessons,
        "transmissions": "".join(branch_name(b) for b in chart.transmissions),
        "method": chart.method,
        "names": sorted(NAME_VARIANTS.get(n, n) for n in chart.names),
    }


def disagreements(ex: dict, chart) -> dict[str, tuple[object, object]]:
    got = computed_fields(chart)
    out: dict[str, tuple[object, object]] = {}
    if got["plate"] != ex["plate"]:
        out["plate"] = (ex["plate"], got["plate"])
    if "lessons" in ex and got["lessons"] != ex["lessons"]:
        out["lessons"] = (ex["lessons"], got["lessons"])
    if "transmissions" in ex and got["transmissions"] != ex["transmissions"]:
        out["transmissions"] = (ex["transmissions"], got["transmissions"])
    if "initial" in ex and got["transmissions"][0] != ex["initial"]:
        out["initial"] = (ex["initial"], got["transmissions"][0])
    if "method" in ex and got["method"] != ex["method"]:
        out["method"] = (ex["method"], got["method"])
    if "names" in ex:
        # a printed 課名 must be among the engine's names (or be its method's name: 別責, 八專)
        have = set(got["names"]) | {METHOD_NAMES[chart.method]}
        if not {NAME_VARIANTS.get(n, n) for n in ex["names"]} <= have:
            out["names"] = (ex["names"], got["names"])
    return out


def cast_example(ex: dict, daytime: bool, options: dict[str, str] | None = None,
                 offset: int | None = None):
    from engine import cast

    offset = cast_offset(ex) if offset is None else offset
    return cast(parse_day(ex["day"]), offset, daytime, options)


def printing_errors(ex: dict) -> set[str]:
    return {f for f, r in ex.get("expect", {}).items() if r.startswith("printing-error")}


def _explain(chart) -> str:
    try:
        from engine import explain

        return "\n".join(explain(chart))
    except Exception as exc:  # explain() is a debugging aid only
        return f"(explain unavailable: {exc})"


def _report(ex, chart, diff) -> str:
    lines = [f"{cite(ex)} {ex['id']}: {ex['raw']}"]
    for field, (printed, computed) in sorted(diff.items()):
        lines.append(f"  {field}: printed {printed} | engine {computed}")
    lines.append(_explain(chart))
    return "\n".join(lines)


def _params():
    out = []
    for ex in EXAMPLES:
        marks = []
        if "engine_bug" in ex:
            marks.append(pytest.mark.xfail(strict=True, reason=ex["engine_bug"]))
        out.append(pytest.param(ex, id=ex["id"], marks=marks))
    return out


@pytest.mark.parametrize("ex", _params())
def test_engine_agrees_with_the_print_or_the_difference_is_recorded(ex):
    expected = {f: r for f, r in ex.get("expect", {}).items() if f != "offset_from"}
    for daytime in (True, False):  # day/night is never printed for these examples
        chart = cast_example(ex, daytime)
        diff = disagreements(ex, chart)
        assert set(diff) == set(expected), (
            f"unrecorded: {sorted(set(diff) - set(expected))}; "
            f"recorded but gone: {sorted(set(expected) - set(diff))}\n" + _report(ex, chart, diff))


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if any(
    r.startswith("school-option") for r in e.get("expect", {}).values())],
    ids=lambda e: e["id"])
def test_school_option_reconciles_the_print(ex):
    """A ``school-option: NAME=VALUE`` reason is a claim: under that option the engine agrees."""
    options = {}
    for reason in ex["expect"].values():
        if reason.startswith("school-option: "):
            name, value = reason.split(": ", 1)[1].split()[0].split("=", 1)
            options[name] = value
    for daytime in (True, False):
        chart = cast_example(ex, daytime, options)
        diff = disagreements(ex, chart)
        assert set(diff) == printing_errors(ex), _report(ex, chart, diff)


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if "rejects" in e], ids=lambda e: e["id"])
def test_the_print_rejects_the_other_school_readings(ex):
    """``[example.rejects]``: under NAME=VALUE the listed fields (and only those, printing
    errors aside) disagree with the print — the example is evidence against that reading."""
    for claim, fields in ex["rejects"].items():
        name, value = claim.split("=", 1)
        chart = cast_example(ex, True, {name: value})
        diff = set(disagreements(ex, chart)) - printing_errors(ex)
        assert diff == set(fields), f"{claim}: " + _report(ex, chart, disagreements(ex, chart))


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if "offset_from" in e.get("expect", {})],
                         ids=lambda e: e["id"])
def test_the_followed_offset_is_the_most_consistent_reading(ex):
    """When the printed ring and the printed 四課 imply different offsets, the one the transcription
    follows must leave strictly fewer fields in disagreement than every other witness."""
    chosen = cast_offset(ex)
    best = set(disagreements(ex, cast_example(ex, True)))
    for name, offset in offset_witnesses(ex).items():
        if offset is not None and offset != chosen:
            other = set(disagreements(ex, cast_example(ex, True, offset=offset)))
            assert len(other) > len(best), f"{cite(ex)}: offset {offset} ({name}) gives {other}"
    if "plate_copied_from" in ex:
        source = BY_ID[ex["plate_copied_from"]]
        assert squeeze(ex["segments"]["plate"]) == squeeze(source["segments"]["plate"])
        assert source["plate"] == ex["plate"]


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if "jiang" in e], ids=lambda e: e["id"])
def test_printed_jiang_and_hour_give_the_printed_plate(ex):
    """子將丑時 (003:7, 003:15): cast from the 月將 and the hour, not from an offset."""
    from engine import cast, offset_from

    assert offset_from(ex["jiang"], ex["hour"]) == cast_offset(ex)
    chart = cast(parse_day(ex["day"]), None, jiang=parse_branch(ex["jiang"]), hour=parse_branch(ex["hour"]))
    assert disagreements(ex, chart) == {}, _report(ex, chart, disagreements(ex, chart))


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if "also" in e], ids=lambda e: e["id"])
def test_another_printing_of_the_same_ke_is_transcribed_alike(ex):
    """``also`` (000:11 and 003:59 print the same 元首, 000:15 and 003:63 the same 重審): the
    other printing is a transcribed layout with the same day, 三傳, 四課 and plate."""
    m = re.match(r"(\d{3}_[0-9a-f]+\.txt):(\d+) ", ex["also"])
    assert m, f"{cite(ex)}: also {ex['also']!r} cites no file:line"
    (other,) = [e for e in EXAMPLES if (e["source"], e["line"]) == (m[1], int(m[2]))]
    for k in ("day", "transmissions", "lessons", "plate", "names", "method"):
        assert other.get(k) == ex.get(k), f"{cite(ex)} / {cite(other)}: {k}"
