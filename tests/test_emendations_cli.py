"""`liuren emendations`: every emendation of the TEI as a record.

Expected values are derived from the TEI itself (the standoff notes in ``back`` and the inline
elements they target, read here with plain XPath, independently of edition.encode.reader) and
from the source files; nothing is retyped.
"""
from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from edition.cli import main
from edition.core.tei import NS, XML_ID, XML_LANG, parse_file
from edition.encode.validate import printed_text

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "tests" / "fixtures" / "tei"
# the record's keys, in the order `liuren emendations --json` prints them
KEYS = ["id", "source", "line", "sic", "corr", "type", "cert", "commentary_line", "commentary"]


def run(capsys, *args):
    code = main(["emendations", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *args) -> list[dict]:
    code, out, err = run(capsys, "--json", *args)
    assert (code, err) == (0, ""), err
    return json.loads(out)


def from_tei(files) -> list[dict]:
    """What the TEI says, note by note: the fields that need no interpretation."""
    out = []
    for f in files:
        if not f.is_file() or f.parent.name == "standoff":
            continue
        root = parse_file(f).getroot()
        ids = {e.get(XML_ID): e for e in root.iter() if isinstance(e.tag, str) and e.get(XML_ID)}
        source = root.findtext(".//tei:sourceDesc/tei:bibl/tei:idno[@type='file']", namespaces=NS).strip()
        for n in root.iterfind("tei:text/tei:back//tei:note[@type='emendation']", NS):
            ko = ids[n.get("corresp")[1:]]
            out.append({"note": n, "ids": ids, "id": n.get(XML_ID).removeprefix("c."), "source": source,
                        "type": n.get("subtype"), "cert": n.get("cert"),
                        "commentary_line": int(ko.get("n")),
                        "commentary": "".join(n.find("tei:quote", NS).itertext())})
    return out


@pytest.fixture(scope="module")
def real(ed):
    files = [ed.tei_path(s) for s in ed.sources]
    assert len(files) == 5 and all(f.is_file() for f in files), \
        "the five TEI files are missing: run `liuren import`"
    return from_tei(files)


def test_one_record_per_emendation_note_with_the_tei_fields(capsys, real):
    rows = run_json(capsys)
    assert len(rows) == len(real) > 0
    for row, t in zip(rows, real):
        assert list(row) == KEYS
        assert {k: row[k] for k in ("id", "source", "type", "cert", "commentary_line", "commentary")} == \
               {k: t[k] for k in ("id", "source", "type", "cert", "commentary_line", "commentary")}


def test_shape(capsys):
    from edition.encode.emend import CERTS, TYPES
    rows = run_json(capsys)
    sources = {p.name for p in (ROOT / "sources").glob("*.txt")}
    assert len({r["id"] for r in rows}) == len(rows)
    for r in rows:
        assert r["source"] in sources
        assert isinstance(r["line"], int) and isinstance(r["commentary_line"], int)
        # the commentary follows its Chinese paragraph; one commentary may announce a whole
        # duplicated block (000:61 for 000:59-77)
        assert r["line"] < r["commentary_line"] or r["type"] == "duplicate-block", r
        assert r["type"] in TYPES and r["cert"] in CERTS
        assert isinstance(r["sic"], str) and (r["corr"] is None or isinstance(r["corr"], str))
        assert r["commentary"]
    assert [r["source"] for r in rows] == sorted(r["source"] for r in rows)


def test_line_is_the_chinese_paragraph_and_commentary_the_korean(capsys, real):
    rows = run_json(capsys)
    for row, t in zip(rows, real):
        zh, ko = t["ids"].get(f"p{row['line']}"), t["ids"][f"p{row['commentary_line']}"]
        assert zh is not None and zh.get(XML_LANG) == "lzh", row
        assert ko.get(XML_LANG) == "ko", row


def test_sic_is_printed_in_its_source_line(capsys):
    """The printed reading of every record occurs in the line it cites (sources/, not the TEI)."""
    rows = run_json(capsys)
    lines = {p.name: p.read_text(encoding="utf-8").split("\n") for p in (ROOT / "sources").glob("*.txt")}
    for r in rows:
        at = r["commentary_line"] if r["type"] == "translation-correction" else r["line"]
        assert r["sic"] in lines[r["source"]][at - 1], r


def test_inline_readings_are_the_tei_elements(capsys, real):
    """Where the note targets an inline choice / supplied / surplus, sic and corr are its text."""
    rows = run_json(capsys)
    checked = 0
    for row, t in zip(rows, real):
        if t["note"].find("tei:seg[@type='sic']", NS) is not None:
            seg = t["note"].find("tei:seg[@type='sic']", NS)
            assert row["sic"] == (seg.text or ""), row
            continue
        el = t["ids"][t["note"].get("target").split()[0][1:]]
        name = el.tag.split("}")[1]
        if name == "choice":
            assert row["sic"] == printed_text(el.find("tei:sic", NS)), row
            assert row["corr"] == "".join(el.find("tei:corr", NS).itertext()), row
        elif name == "supplied":
            assert row["corr"] == "".join(el.itertext()), row
        elif name == "surplus":
            assert (row["sic"], row["corr"]) == (printed_text(el), ""), row
        else:
            continue
        checked += 1
    assert checked > len(rows) // 2


def test_json_is_stable(capsys):
    a = run(capsys, "--json")
    b = run(capsys, "--json")
    assert a == b and a[0] == 0


@pytest.mark.parametrize("spelling", ["003", "003_03e8aca9396f2189", "003_03e8aca9396f2189.txt"])
def test_source_filter(capsys, spelling):
    everything = run_json(capsys)
    only = run_json(capsys, "--source", spelling)
    assert only == [r for r in everything if r["source"] == "003_03e8aca9396f2189.txt"]


def test_unknown_source(capsys):
    code, out, err = run(capsys, "--source", "9")
    assert (code, out, err) == (2, "", f"liuren: unknown source '9' in the edition {ROOT} "
                                       "(sources: 000, 001, 002, 003, 004)\n")


def test_human_output_counts_by_source_and_type(capsys):
    rows = run_json(capsys)
    code, out, err = run(capsys)
    assert code == 0 and err == ""
    lines = out.split("\n")
    header = lines[0].split()
    assert header[0] == "source" and header[-1] == "total"
    types = header[1:-1]
    counts = Counter((r["source"], r["type"]) for r in rows)
    by_source = Counter(r["source"] for r in rows)
    table = {ln.split()[0]: ln.split()[1:] for ln in lines[1:lines.index("")]}
    for s in by_source:
        assert table[s] == [str(counts[(s, t)]) for t in types] + [str(by_source[s])]
    assert table["total"][-1] == str(len(rows))
    assert sorted(types) == sorted({r["type"] for r in rows})
    for r in rows:
        assert f"  {r['source']}:{r['line']}  {r['type']}  {r['cert']}  " in out
        assert f"[{r['id']}; {r['source']}:{r['commentary_line']}]" in out


# --- on the fixture (independent of the real files) -----------------------------------------

@pytest.fixture
def fixture_dir(tmp_path):
    """An edition whose one source, 000, is encoded as the fixture valid.xml."""
    (tmp_path / "tei").mkdir()
    (tmp_path / "sources").mkdir()
    shutil.copy(FIX / "valid.xml", tmp_path / "tei" / "000_7ab36924039d3ca8.xml")
    (tmp_path / "manifest.toml").write_text(
        '[edition]\n[[source]]\nid = "000_7ab36924039d3ca8"\nfile = "000_7ab36924039d3ca8.txt"\n',
        encoding="utf-8")
    return tmp_path


def test_fixture_records(capsys, fixture_dir):
    rows = run_json(capsys, "--edition", fixture_dir)
    t = from_tei([fixture_dir / "tei" / "000_7ab36924039d3ca8.xml"])
    lines = (ROOT / "sources" / "000_7ab36924039d3ca8.txt").read_text(encoding="utf-8").split("\n")
    assert [r["id"] for r in rows] == [x["id"] for x in t] == ["e-000-83-1", "e-000-123-1"]
    choice, supplied = (t[0]["ids"][r["id"]] for r in rows)
    assert rows[0] == {"id": "e-000-83-1", "source": "000_7ab36924039d3ca8.txt", "line": 83,
                       "sic": choice.findtext("tei:sic", namespaces=NS),
                       "corr": choice.findtext("tei:corr", namespaces=NS),
                       "type": "substitution", "cert": choice.get("cert"),
                       "commentary_line": 85, "commentary": t[0]["commentary"]}
    assert rows[1]["corr"] == supplied.text and rows[1]["sic"] == "□"
    assert rows[1]["type"] == "gap-filled" and rows[1]["line"] == 123
    for r in rows:
        assert r["sic"] in lines[r["line"] - 1] and r["commentary"] in lines[r["commentary_line"] - 1]


def test_no_tei_files(capsys, tmp_path):
    from edition.core.edition import create
    ed = create(tmp_path / "ed")
    for s in ed.sources:
        ed.tei_path(s).unlink()
    code, out, err = run(capsys, "--edition", ed.root)
    assert (code, out) == (2, "")
    assert err == f"liuren: {ed.tei_path('000')}: no such file (run `liuren import`)\n"


def test_help():
    assert main(["emendations", "--help"]) == 0
