"""The hand transcription of a fully printed layout: a curated entry's ``[example.transcription]``.

The 23 fully printed layouts of the bundled edition (003's worked examples, 000's 成式 boxes)
are curated entries of ``tei/curation/examples.toml`` whose chart claims (day, 三傳, 四課,
plate, 課名, method, 將/時) go, like every entry's, into the stand-off layer. What the print
says *about* those claims, and what the tests of the engine against the print expect, is kept
in the entry's ``transcription`` table and nowhere else; the analysis does not read it (it
does not reach the stand-off layer):

=====================  ==================================================================
``id``                 the layout's stable name, ``SSS-LLL-word`` (source key, line, a
                       word): ``003-139-bazhuan-1``; required
``segments``           the printed segments, each verbatim in ``match`` (whitespace
                       aside): ``transmissions`` (三傳 初中末), ``lessons_upper`` and
                       ``lessons_lower`` (the 四課 rows, read right to left), ``plate`` (the
                       ring over 巳午未申 / 辰酉 / 卯戌 / 寅丑子亥), ``jiang_hour``
                       (``子將丑時``), ``initial`` (the words naming the 用神 alone)
``day_printed``        true when the day 干支 is printed in ``match``; otherwise it is
                       deduced (stem = 第一課's lower item, branch = 第三課's), and ``why``
                       says how
``korean_line``        the Korean paragraph that reads the layout; required
``korean_plate_unread``  why the Korean's ring is not machine-read (it describes it
                       around glosses)
``korean_differs``     what the Korean adds or reads otherwise (not a chart field)
``plate_labels``       printed words inside the ring that are glosses, not branches
``initial_note``       how the 用神 is named, where only it is printed
``names_from``         where the 課名 is printed; ``method_from`` the 訣 of the method
``also``               another printing of the same 課 (``file:line``)
``plate_copied_from``  the id of the layout whose ring this one reprints
``expect``             recorded disagreements of the engine with the print, field →
                       reason: ``printing-error: …`` (the evidence, cited ``NNN:line``),
                       ``school-option: NAME=VALUE …`` (under that option the engine
                       agrees), ``engine-bug: …``; and ``offset_from`` = ``plate`` |
                       ``lessons`` | ``jiang``, the printed witness of the offset followed
                       when they differ
``rejects``            ``"NAME=VALUE"`` → the fields that disagree with the print under
                       that school reading (the print is evidence against it);
                       ``rejects_why`` says how (unless a ``school-option`` reason in
                       ``expect`` does)
``engine_bug``         a known engine bug: its comparison is expected to fail
=====================  ==================================================================

Fields compared (:data:`FIELDS`): ``plate``, ``lessons``, ``transmissions``, ``initial``,
``method``, ``names``. :func:`check` validates one table (``TranscriptionError``, one line
saying where and what); :func:`edition.analyse.examples.curation` calls it on load.
"""
from __future__ import annotations

import re

from engine import Options

from .model import ExampleError

FIELDS = ("plate", "lessons", "transmissions", "initial", "method", "names")
SEGMENTS = ("transmissions", "lessons_upper", "lessons_lower", "plate", "jiang_hour", "initial")
OFFSET_WITNESSES = ("plate", "lessons", "jiang")
NOTES = ("korean_plate_unread", "korean_differs", "plate_labels", "initial_note",
         "names_from", "method_from", "also", "plate_copied_from", "rejects_why", "engine_bug")
# key → the type its value must have (segments, expect, rejects: checked by their own rules)
KEYS = {"id": str, "segments": dict, "day_printed": bool, "korean_line": int,
        "expect": dict, "rejects": dict, **{k: str for k in NOTES}}
REQUIRED = ("id", "korean_line")
ID = re.compile(r"(\d{3})-(\d{3})-[a-z]+(?:-\d+)?")
REASON = re.compile(r"(printing-error|school-option|engine-bug): \S")
CITATION = re.compile(r"\d{3}(_[0-9a-f]+\.txt)?:\d+")


class TranscriptionError(ExampleError):
    """A malformed ``[example.transcription]`` table: `where: message`."""


def check(t: dict, source: str, line: int, where: str) -> None:
    """Validate the transcription table ``t`` of the curated entry at ``source:line``."""
    if not isinstance(t, dict):
        raise TranscriptionError(f"{where}: transcription must be a table")
    _check_keys(t, where)
    if not isinstance(line, int):
        raise TranscriptionError(f"{where}: a transcription belongs to an entry of one line")
    m = ID.fullmatch(t["id"])
    if not m or (m[1], int(m[2])) != (str(source), line):
        raise TranscriptionError(f"{where}: transcription id {t['id']!r} is not "
                                 f"{source}-{line:03d}-<word>")
    bad = [k for k, v in t.get("segments", {}).items()
           if k not in SEGMENTS or not isinstance(v, str) or not v.strip()]
    if bad:
        raise TranscriptionError(f"{where}: bad segment(s) {sorted(bad)} (a non-empty text "
                                 f"each, one of {', '.join(SEGMENTS)})")
    for field, reason in t.get("expect", {}).items():
        _check_expect(field, reason, f"{where} expect.{field}")
    for claim, fields in t.get("rejects", {}).items():
        _check_option(claim, f"{where} rejects {claim!r}")
        if not isinstance(fields, list) or not fields or set(fields) - set(FIELDS):
            raise TranscriptionError(f"{where}: rejects {claim!r} must list fields of "
                                     f"{', '.join(FIELDS)}")
    option_why = any(str(r).startswith("school-option") for r in t.get("expect", {}).values())
    if "rejects" in t and "rejects_why" not in t and not option_why:
        raise TranscriptionError(f"{where}: rejects without rejects_why (or a school-option "
                                 "reason in expect that says why)")


def _check_keys(t: dict, where: str) -> None:
    unknown = sorted(set(t) - set(KEYS))
    if unknown:
        raise TranscriptionError(f"{where}: unknown transcription key(s) {unknown} "
                                 f"(known: {', '.join(KEYS)})")
    missing = [k for k in REQUIRED if k not in t]
    if missing:
        raise TranscriptionError(f"{where}: transcription lacks {', '.join(missing)}")
    for k, v in t.items():
        if not isinstance(v, KEYS[k]) or (KEYS[k] is int and isinstance(v, bool)):
            raise TranscriptionError(f"{where}: transcription {k} must be "
                                     f"{KEYS[k].__name__}, not {v!r}")


def _check_expect(field: str, reason, where: str) -> None:
    if field == "offset_from":
        if reason not in OFFSET_WITNESSES:
            raise TranscriptionError(f"{where}: {reason!r} is not one of "
                                     f"{', '.join(OFFSET_WITNESSES)}")
        return
    if field not in FIELDS:
        raise TranscriptionError(f"{where}: not a compared field ({', '.join(FIELDS)})")
    if not isinstance(reason, str) or not REASON.match(reason):
        raise TranscriptionError(f"{where}: a reason opens with printing-error:, "
                                 "school-option: or engine-bug:")
    if reason.startswith("printing-error") and not CITATION.search(reason):
        raise TranscriptionError(f"{where}: a printing error cites its evidence (NNN:line)")
    if reason.startswith("school-option"):
        _check_option(school_option(reason), where)


def school_option(reason: str) -> str:
    """``"school-option: fu_yin=example — …"`` → ``"fu_yin=example"``."""
    return reason.split(": ", 1)[1].split()[0]


def _check_option(claim: str, where: str) -> None:
    try:
        Options.parse([claim])
    except ValueError as e:
        raise TranscriptionError(f"{where}: {e}") from None


__all__ = ["FIELDS", "SEGMENTS", "OFFSET_WITNESSES", "TranscriptionError", "check",
           "school_option"]
