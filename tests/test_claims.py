"""The claims of a worked example as one typed value (issue 19): :class:`Claims`
(edition/analyse/examples/model.py), a frozen dataclass with a field per claim, read by
attribute and, by the checker, as the read-only mapping of what it claims; handed unchanged
from the analysis to the checker's JSON, the atlas and the site.

Expected values are what 001:23 prints: 「如乙亥晝占，三傳未卯亥干上子」 — the day 乙亥, 晝,
三傳 未 卯 亥, 干上 子."""
from __future__ import annotations

import dataclasses
import json
import pickle
from pathlib import Path

import pytest
from lxml import etree

from edition.analyse import xref as X
from edition.analyse.examples import find_examples
from edition.analyse.examples.check import Checker
from edition.analyse.examples.model import (CLAIM_KEYS, JINKOU_KEYS, META_KEYS, Claims, Example,
                                            ExampleError, from_fs)
from edition.publish.html.atlas import printed_layout
from edition.publish.html.cards import chart_layout

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "001_6ab3c058adbfb16c"
WORDS = "如乙亥晝占，三傳未卯亥干上子"          # 001:23
PRINTED = {"day": "乙亥", "daytime": True, "transmissions": ["未", "卯", "亥"], "gan_shang": "子"}


@pytest.fixture(scope="module")
def ex_001_23():
    lines = (ROOT / "sources" / f"{SOURCE}.txt").read_text(encoding="utf-8").split("\n")
    hits = [e for e in find_examples(SOURCE, lines) if e.line == 23 and e.text == WORDS]
    assert len(hits) == 1, [e.text for e in find_examples(SOURCE, lines) if e.line == 23]
    return hits[0]


def test_an_example_holds_its_claims_as_claims(ex_001_23):
    c = ex_001_23.claims
    assert isinstance(c, Claims)
    assert (c.day, c.daytime, c.transmissions, c.gan_shang) == ("乙亥", True, ["未", "卯", "亥"], "子")
    assert c.plate is None and c.zhi_shang is None          # not printed: not claimed
    chart = c.chart()                                       # without how it was read
    assert chart == PRINTED and PRINTED == chart            # equal to a dict of the same items
    assert dict(chart) == {**chart} == chart.as_dict() == PRINTED
    assert set(c) - set(chart) == set(c.meta) <= set(META_KEYS)
    assert {k: getattr(c, k) for k in c} == dict(c)


def test_the_fields_are_the_claim_keys_in_order():
    assert tuple(f.name for f in dataclasses.fields(Claims)) == CLAIM_KEYS
    assert set(META_KEYS) <= set(CLAIM_KEYS) and set(JINKOU_KEYS) <= set(CLAIM_KEYS)


def test_the_mapping_is_what_is_claimed_in_claim_key_order():
    # given out of order: iterated, written and serialised in CLAIM_KEYS order
    c = Claims.from_dict({"gan_shang": "子", "transmissions": ["未", "卯", "亥"], "day": "乙亥",
                          "daytime": True})
    assert list(c) == ["day", "daytime", "gan_shang", "transmissions"]
    assert list(c.as_dict()) == list(c) and len(c) == 4
    assert "day" in c and "plate" not in c and "bogus" not in c
    assert c["day"] == "乙亥" and c.get("plate") is None and c.get("plate", {}) == {}
    with pytest.raises(KeyError):
        c["plate"]
    with pytest.raises(KeyError):
        c["bogus"]


def test_false_zero_and_empty_are_claims_none_is_not():
    """夜 (daytime False), offset 0 (伏吟: the 將 over its own 時) and an empty plate are claims;
    None is the field's default: nothing claimed."""
    c = Claims(daytime=False, offset=0, plate={}, names=[])
    assert list(c) == ["offset", "daytime", "plate", "names"]
    assert c.as_dict() == {"offset": 0, "daytime": False, "plate": {}, "names": []}
    assert not Claims() and len(Claims()) == 0 and Claims() == {}
    assert Claims.from_dict({"day": "乙亥", "plate": None}) == {"day": "乙亥"}


def test_claims_never_change():
    c = Claims.from_dict(PRINTED)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.day = "甲子"
    with pytest.raises(TypeError):
        c["day"] = "甲子"                   # a read-only mapping
    d = dict(c)                             # the way to edit: a dict copy
    d["day"] = "甲子"
    assert c.day == "乙亥"
    assert c.replace(day="甲子").day == "甲子" and c.day == "乙亥"
    assert "gan_shang" not in c.without("gan_shang") and c.gan_shang == "子"
    with pytest.raises(TypeError):
        hash(c)                             # holds lists and dicts, like the dict it was


def test_chart_leaves_out_how_the_claims_were_read():
    forms = {"transmissions.0": "san_chuan"}
    binding = {"certain": True, "why": "one day written with its claims"}
    c = Claims.from_dict(dict(PRINTED, forms=forms, binding=binding))
    assert c.chart() == PRINTED and isinstance(c.chart(), Claims)
    assert c.meta == {"forms": forms, "binding": binding}
    assert c.forms is forms                 # the values are the claims' own, not copies


def test_unknown_keys_say_where():
    with pytest.raises(ExampleError, match=r"^t-x1: unknown claim key\(s\) \['bogus'\]$"):
        Example("t-x1", "t.txt", 1, 0, 1, "x", "inline", claims={"day": "乙亥", "bogus": 1})
    with pytest.raises(ExampleError, match=r"unknown claim key\(s\) \['bogus'\]"):
        Example("t-x1", "t.txt", 1, 0, 1, "x", "inline", corrected={"bogus": 1})
    with pytest.raises(ExampleError, match="bogus"):
        Claims.from_dict(PRINTED).replace(bogus=1)


def test_an_example_given_a_dict_holds_claims_and_round_trips(ex_001_23):
    ex = Example("s001-x23-1", f"{SOURCE}.txt", 23, 0, len(WORDS), WORDS, "inline",
                 claims=PRINTED, corrected=dict(PRINTED, gan_shang="丑"))
    assert isinstance(ex.claims, Claims) and isinstance(ex.corrected, Claims)
    assert ex.with_(claims=Claims.from_dict(PRINTED)) == ex
    assert from_fs(etree.fromstring(etree.tostring(ex.to_fs()))) == ex
    d = ex.as_dict()
    assert type(d["claims"]) is dict and type(d["corrected"]) is dict
    json.dumps(d, ensure_ascii=False)
    assert pickle.loads(pickle.dumps(ex_001_23)) == ex_001_23      # the analysis cache


def test_the_tei_writes_the_claims_in_claim_key_order():
    ex = Example("t-x1", "t.txt", 1, 0, 1, "x", "inline",
                 claims={"gan_shang": "子", "transmissions": ["未", "卯", "亥"], "day": "乙亥"})
    fs = ex.to_fs().find("{*}f[@name='printed']/{*}fs")
    assert [f.get("name") for f in fs] == ["day", "gan_shang", "transmissions"]


def test_the_json_of_a_finding_is_plain_dicts(ex_001_23):
    f = Checker([ex_001_23]).check(ex_001_23)
    row = f.as_json()
    assert type(row["printed"]) is dict and row["printed"] == ex_001_23.claims.as_dict()
    assert row["corrected"] is None
    json.dumps(row, ensure_ascii=False)


def test_a_printing_holds_claims_and_its_json_only_what_is_claimed():
    p = X.Printing(id="a", source="x.txt", line=1, start=0, end=1, text="甲", kind="inline",
                   name="", status="agrees", claims=PRINTED, keys=(("乙亥", 11),), daytime=True)
    assert isinstance(p.claims, Claims) and p.claims.transmissions == ["未", "卯", "亥"]
    js = p.as_json()
    assert js["claims"] == PRINTED and list(js["claims"]) == list(Claims.from_dict(PRINTED))
    assert js["corrected"] is None


def test_the_site_lays_out_printed_claims_as_the_dict_did():
    """The atlas reads the claims by attribute; its layout is what the card's adapter makes
    of the same claims as a dict (the plate, 四課 and 三傳 printed, the rest empty)."""
    c = Claims.from_dict(dict(PRINTED, plate={"子": "亥"}, generals={"亥": "貴人"}))
    assert printed_layout(c) == chart_layout(c.as_dict())
    assert printed_layout(c)["plate_generals"] == {"子": "貴人"}
    assert [t["branch"] for t in printed_layout(c)["transmissions"]] == ["未", "卯", "亥"]
