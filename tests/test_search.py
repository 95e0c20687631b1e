"""`liuren index` / `liuren search` / `liuren rules` (edition.publish.index, edition.publish.search).

The defining passages expected first are quoted from the texts (the test checks the quote
is in the cited passage, printed or corrected)."""
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import SOURCES, checkout_edition, index_db
from edition.analyse import rules as R
from edition.cli import main
from edition.core.normalize import fold
from edition.publish.search import MARK_CLOSE, MARK_OPEN, Searcher, SearchError
from edition.encode import reader

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    path = tmp_path_factory.mktemp("index") / "liuren.db"
    stats = index_db(path)
    assert stats["passages"] > 0 and stats["links"] > 0
    return path


@pytest.fixture(scope="module")
def s(db):
    with Searcher(db) as se:
        yield se


@pytest.fixture(scope="module")
def texts():
    out = {}
    for key, f in SOURCES.items():
        for p in reader.passages(reader.load(checkout_edition().tei_path(key))):
            out[f"{key}:{p.line}"] = p
    return out


def full(cite):
    return R.full_cite(cite)


def leading_defines(hits):
    out = []
    for h in hits:
        if h.kind != "defines":
            break
        out.append(f"{h.source}:{h.line}")
    return out


# --------------------------------------------------------------------------- defining passages

# name → (passage, quote) pairs: the passages that state the rule (000:3-7 九宗門, 000:47-103
# 課體 of the methods, 003:51-175 the 訣 and named examples of each method)
METHOD_DEFS = {
    "賊克": [("003:55", "取課先從下克呼"), ("000:3", "一克賊")],
    "重審": [("000:3", "賊為重審"), ("003:63", "重審課：下賊上"), ("000:47", "重審：凡下賊上")],
    "元首": [("000:3", "克為元首"), ("003:59", "元首課：上克下"), ("000:47", "元首：凡上克下")],
    "比用": [("000:3", "二比用"), ("003:67", "常將天日相比取")],
    "知一": [("003:71", "知一課，用一陽比者"), ("000:83", "知一（即比用）")],
    "涉害": [("000:3", "三涉害"), ("003:75", "涉害由來是本家"), ("000:83", "涉害（即見機、察微、綴瑕等）")],
    "見機": [("000:3", "用孟為見機"), ("003:95", "見機格，同比以先見又孟")],
    "察微": [("000:3", "仲季為察微"), ("003:91", "察微格，同比以先見者為仲")],
    "綴瑕": [("000:83", "綴瑕等")],
    "遙克": [("000:3", "四遙克"), ("003:99", "四課無克號為遙")],
    "蒿矢": [("000:3", "神遙剋日為蒿矢"), ("003:99", "克干為蒿矢")],
    "彈射": [("000:3", "為彈射"), ("003:99", "干克為彈射")],
    "昴星": [("000:3", "五昴星"), ("003:111", "無遙始向昴星尋")],
    "虎視": [("000:3", "名虎視"), ("003:115", "虎視，剛日酉宮上丑")],
    "冬蛇掩目": [("000:3", "名冬蛇掩目"), ("003:119", "冬蛇掩目，柔日天盤酉下午")],
    "別責": [("000:7", "八別責"), ("003:123", "三課無克別責名"), ("000:91", "別責（蕪淫）")],
    "八專": [("000:7", "九八專"), ("003:135", "兩課無克號八專"), ("000:95", "八專日干支同位無克")],
    "帷簿不修": [("003:135", "名帷簿不修"), ("000:7", "俱名帷箔不修")],
    "獨足": [("000:95", "即名獨足")],
    "伏吟": [("000:7", "六伏吟"), ("003:147", "六甲伏吟寅巳申"), ("000:99", "十二辰各居本位")],
    "不虞": [("003:167", "不虞格。有克用克")],
    "自任": [("000:7", "名自任"), ("003:159", "自任格，無克用刑")],
    "自信": [("003:171", "自信格。無克，用支上神")],
    "杜傳": [("003:163", "杜傳格，剛日遇自刑")],
    "返吟": [("000:7", "七返吟"), ("000:103", "十二辰各居沖位")],
    "無依": [("000:103", "返吟（井欄射、無親、無依）")],
    "無親": [("000:7", "名無親"), ("000:103", "無親")],      # 000:7 prints 元親 (s000-e006)
}


def test_every_method_and_subname_has_a_case():
    names = {c[1] for c in R.read_taxonomy()}
    assert names == set(METHOD_DEFS)


@pytest.mark.parametrize("name", sorted(METHOD_DEFS))
def test_method_search_returns_defining_passages_first(s, texts, name):
    hits = s.search(name, limit=None)
    lead = leading_defines(hits)
    for cite, quote in METHOD_DEFS[name]:
        p = texts[cite]
        assert quote in p.text or quote in p.reading, (cite, quote)
        assert full(cite) in lead, (name, cite, lead)
    # defines strictly before mentions
    kinds = [h.kind for h in hits]
    assert kinds == sorted(kinds, key=lambda k: k != "defines")


PATTERNS = [e for e in R.registry().values() if e.kind in ("pattern", "jinkou_pattern")]


@pytest.mark.parametrize("rule", PATTERNS, ids=[e.id for e in PATTERNS])
def test_pattern_search_returns_its_defining_passage_first(s, texts, rule):
    hits = s.search(rule.zh, limit=None)
    lead = leading_defines(hits)
    for c in rule.cites:
        f, _, n = c.rpartition(":")
        p = texts[f"{f[:3]}:{n}"]
        # the cited passage really names the pattern
        assert any(fold(x) in fold(p.text) + fold(p.reading) for x in rule.names()), c
        assert c in lead, (rule.zh, c, lead)


# --------------------------------------------------------------------------- scripts, variants

def _cites(hits):
    return {f"{h.source}:{h.line}" for h in hits}


def test_simplified_queries(s):
    assert _cites(s.search("课", limit=None)) == _cites(s.search("課", limit=None))
    assert _cites(s.search("贼", limit=None)) == _cites(s.search("賊", limit=None))
    assert s.search("贼克")[0].rules[0] == "zei_ke"
    h = s.search("涉害")
    assert h[0].kind == "defines" and "she_hai" in h[0].rules


def test_korean_queries(s, texts):
    for ko, rid, cite in [("원수", "yuan_shou", "000:5"), ("섭해", "she_hai", "000:5")]:
        hits = s.search(ko, limit=None)
        assert hits[0].kind == "defines" and hits[0].lang == "ko" and rid in hits[0].rules
        assert ko in texts[cite].text and full(cite) in leading_defines(hits)
        assert MARK_OPEN + ko + MARK_CLOSE in hits[0].snippet


def test_ke_variants(s, texts):
    # 000:3 prints both 「遙克」 and 「神遙剋日」
    assert "遙剋" in texts["000:3"].text
    a = _cites(s.search("遙剋", limit=None))
    assert a == _cites(s.search("遙克", limit=None)) == _cites(s.search("遙尅", limit=None))
    assert full("000:3") in a


def test_teng_variants(s, texts):
    assert "螣蛇" in texts["003:23"].text
    assert full("003:23") in _cites(s.search("騰蛇", limit=None))


def test_xuan_wu_variants(s, texts):
    assert "元武" in texts["003:39"].text and "玄武" not in texts["003:39"].text
    assert full("003:39") in _cites(s.search("玄武", limit=None))
    assert full("003:39") in _cites(s.search("元武", limit=None))
    # 元 alone is not folded: 元首 does not find 玄首-like text, nor 玄武 passages for 元首
    assert full("003:39") not in _cites(s.search("元首", limit=None))


def test_wu_yin_variants(s, texts):
    assert "無淫" in texts["000:39"].text and "蕪淫" in texts["003:123"].text
    for q in ("蕪淫", "無淫", "芜淫"):
        got = _cites(s.search(q, limit=None))
        assert {full("000:39"), full("003:123")} <= got, q


def test_wei_bo_variants(s, texts):
    assert "帷箔" in texts["000:43"].text and "帷簿" in texts["003:135"].text
    assert "帷滔" in texts["000:95"].text
    for q in ("帷箔", "帷簿", "帷滔"):
        got = _cites(s.search(q, limit=None))
        assert {full("000:43"), full("003:135"), full("000:95")} <= got, q


def test_hou_is_not_hou(s, texts):
    got = s.search("天后", limit=None)
    assert got and all("天后" in texts[f"{h.source[:3]}:{h.line}"].text + texts[
        f"{h.source[:3]}:{h.line}"].reading for h in got)


# --------------------------------------------------------------------------- emendations

def _emendation(eid):
    for key in SOURCES:
        for e in reader.emendations(reader.load(checkout_edition().tei_path(key))):
            if e["id"] == eid:
                return e
    raise KeyError(eid)


@pytest.mark.parametrize("eid,context", [("s000-e006", "{}親"), ("s000-e016", "{}")])
def test_printed_and_corrected_forms(s, texts, eid, context):
    e = _emendation(eid)
    cite = f"{e['source'][:3]}:{e['line']}"
    p = texts[cite]
    printed, corrected = context.format(e["sic"]), context.format(e["corr"])
    assert printed in p.text and printed not in p.reading
    assert corrected in p.reading and corrected not in p.text
    for q in (printed, corrected):
        hits = [h for h in s.search(q, limit=None) if f"{h.source}:{h.line}" == full(cite)]
        assert hits, q
        assert MARK_OPEN + q + MARK_CLOSE in hits[0].snippet


# --------------------------------------------------------------------------- hostile input

HOSTILE = ['"', '""', "'", "%", "_", "%%", "%元%", "_首", "*", "元*", "^元", "AND", "OR", "NOT",
           "NEAR(元 首)", "元首 OR 重審", '"元首', "a:b", "norm:元", "-元", "(", ")", "\\",
           "'; DROP TABLE passages; --", "x" * 100_000, "元" * 5000, "", "   ", "\x00", "\ue000",
           "\ue001", "。", "（", "\n", "\t元\t", "🀄"]


@pytest.mark.parametrize("q", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_queries_are_safe(s, q):
    hits = s.search(q, limit=None)
    fq = fold(q.strip())
    for h in hits:
        if h.score == 1.0:      # a text match: the literal (folded) query is in the passage
            row = s.conn.execute("SELECT norm FROM passages WHERE source = ? AND line = ?",
                                 (h.source, h.line)).fetchone()
            assert fq in row[0]
    assert s.resolve(q) is not None


def test_percent_and_underscore_are_literal(s):
    assert s.search("%", limit=None) == []
    assert s.search("_首", limit=None) == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.sampled_from(list('元首賊克课원수"%_*()^:-. 　。（）\\\'ANDORNT')), max_size=12))
def test_any_query_text_matches_are_substrings(s, q):
    fq = fold(q.strip())
    for h in s.search(q, limit=None):
        if h.score == 1.0:
            row = s.conn.execute("SELECT norm FROM passages WHERE source = ? AND line = ?",
                                 (h.source, h.line)).fetchone()
            assert fq in row[0]


def test_bad_options(s):
    with pytest.raises(SearchError, match="--lang"):
        s.search("元首", lang="fr")
    with pytest.raises(SearchError, match="--limit"):
        s.search("元首", limit=-1)


# --------------------------------------------------------------------------- filters, rules, CLI

def test_filters(s):
    hits = s.search("元首", source="003", limit=None)
    assert hits and all(h.source.startswith("003") for h in hits)
    hits = s.search("元首", lang="ko", limit=None)
    assert hits and all(h.lang == "ko" for h in hits)
    hits = s.search("元首", defines_only=True, limit=None)
    assert hits and all(h.kind == "defines" for h in hits)
    assert len(s.search("元首", limit=2)) == 2


def test_rules_listing(s):
    got = s.rules("元首")
    assert [r["id"] for r in got] == ["yuan_shou"]
    r = got[0]
    assert full("003:59") in r["defined_in"] and r["code"] == "engine.methods.zei_ke:zei_ke"
    assert len(s.rules()) == len(R.registry())
    with pytest.raises(SearchError, match="no rule called"):
        s.rules("nothing at all")


def test_examples_table(db):
    conn = sqlite3.connect(db)
    cols = [r[1] for r in conn.execute("PRAGMA table_info(examples)")]
    assert cols == ["id", "source", "line", "passage_id", "kind", "text", "name", "method",
                    "rules", "status", "detail"]
    n = conn.execute("SELECT count(*) FROM examples").fetchone()[0]
    from edition.analyse import run
    assert n == len(run.load(checkout_edition()).examples) > 200
    # 003:59 元首課 is linked to the rule that produced its result
    rows = conn.execute("SELECT rules FROM examples WHERE source = ? AND line = 59",
                        (SOURCES["003"],)).fetchall()
    assert rows and any("yuan_shou" in json.loads(r[0]) for r in rows)


def test_schema_is_documented(db):
    doc = (ROOT / "docs" / "readme" / "65-search.md").read_text(encoding="utf-8")
    conn = sqlite3.connect(db)
    for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE "
                             "'%\\_fts\\_%' ESCAPE '\\' AND name NOT LIKE 'passage\\_chars\\_%' "
                             "ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"):
        assert f"`{t}`" in doc, t
        for col in conn.execute(f"PRAGMA table_info({t})"):
            if t not in ("passages_fts", "passage_chars"):
                assert f"`{col[1]}`" in doc, (t, col[1])


def test_cli_search_json(db, capsys):
    assert main(["search", "元首", "--db", str(db), "--json", "--limit", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out) == 3
    assert set(out[0]) == {"source", "line", "lang", "kind", "snippet", "rules", "score", "total"}
    assert out[0]["kind"] == "defines"
    assert main(["search", "元首", "--db", str(db), "--json", "--limit", "0"]) == 0
    every = json.loads(capsys.readouterr().out)
    assert len(every) > 3 and {h["total"] for h in every + out} == {len(every)}


def test_cli_search_says_when_the_limit_cuts(db, capsys):
    assert main(["search", "元首", "--db", str(db), "--json", "--limit", "0"]) == 0
    total = len(json.loads(capsys.readouterr().out))
    assert main(["search", "元首", "--db", str(db), "--limit", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 * 2 + 1
    assert lines[-1] == f"2 of {total} passages shown (--limit 0 shows all)"
    assert main(["search", "元首", "--db", str(db), "--limit", str(total)]) == 0
    assert " of " not in capsys.readouterr().out.splitlines()[-1]


def test_cli_search_hostile_and_rules(db, capsys):
    for q in ['"', "%", "NEAR(", "x" * 20000, "", "-元首", "--", "-"]:
        assert main(["search", q, "--db", str(db)]) == 0, q
    capsys.readouterr()
    assert main(["rules", "원수", "--db", str(db), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["id"] == "yuan_shou"
    assert main(["rules", "no-such", "--db", str(db)]) == 2
    assert "no rule called" in capsys.readouterr().err


def test_cli_missing_index_is_built(tmp_path, capsys, monkeypatch):
    import edition.publish.index as ix
    calls = []
    real = ix.build_index

    def fake(path, **kw):
        calls.append(path)
        return real(path, **dict(kw, check=False))
    monkeypatch.setattr(ix, "build_index", fake)
    db = tmp_path / "new.db"
    assert main(["search", "元首", "--db", str(db), "--limit", "1", "--edition", str(ROOT)]) == 0
    assert calls == [db] and db.exists()
    assert "building the index" in capsys.readouterr().err


def test_not_an_index(tmp_path):
    bad = tmp_path / "x.db"
    sqlite3.connect(bad).execute("CREATE TABLE t (x)").connection.commit()
    with pytest.raises(SearchError, match="not a liuren index"):
        Searcher(bad)


def test_build_is_atomic(db, tmp_path, monkeypatch):
    target = tmp_path / "keep.db"
    target.write_bytes(b"previous")
    import edition.publish.index as I

    def boom(*a, **k):
        raise RuntimeError("boom")
    monkeypatch.setattr(I, "_full_text", boom)      # fails while the temporary file is written
    with pytest.raises(RuntimeError):
        index_db(target, examples=False)
    assert target.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.db"]


def test_opens_in_datasette(db):
    datasette_app = pytest.importorskip("datasette.app")
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    async def run():
        ds = datasette_app.Datasette(files=[str(db)])
        await ds.invoke_startup()
        name = Path(db).stem
        out = {}
        for path in (f"/{name}.json", f"/{name}/passage_chars.json?_size=1",
                     f"/{name}/passages.json?_search=元首課&_shape=array&_col=id"):
            r = await ds.client.get(path)
            out[path] = r
        return out
    # a thread of its own: Playwright's sync API (the browser tests) keeps an event loop
    # running in the main thread for the whole session
    with ThreadPoolExecutor(1) as pool:
        got = pool.submit(asyncio.run, run()).result()
    assert all(r.status_code == 200 for r in got.values())
    hits = list(got.values())[-1].json()
    assert {"id": R.full_cite("003:59")} in hits          # 003:59 「元首課：上克下」


def test_cli_index_and_source_filter(tmp_path, capsys):
    db = tmp_path / "cli.db"
    assert main(["index", "--db", str(db), "--no-check", "--json", "--edition", str(ROOT)]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["passages"] > 0 and db.exists()
    assert main(["search", "元首", "--db", str(db), "--json", "--limit", "0",
                 "--source", SOURCES["003"]]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out and {h["source"] for h in out} == {SOURCES["003"]}
    lead = [h["line"] for h in out if h["kind"] == "defines"]
    assert out[0]["kind"] == "defines" and {55, 59} <= set(lead)   # 003:55 verse, 003:59 元首課
    assert main(["search", "元首", "--db", str(db), "--source", "%"]) == 0
    assert "no passage matches" in capsys.readouterr().out


def test_every_rule_is_linked_and_defined(db):
    conn = sqlite3.connect(db)
    unlinked = conn.execute("SELECT id FROM rules r WHERE NOT EXISTS (SELECT 1 FROM links l "
                            "WHERE l.rule_id = r.id)").fetchall()
    assert unlinked == []
    undefined = conn.execute("SELECT id FROM rules r WHERE kind != 'jinkou_relation' AND NOT "
                             "EXISTS (SELECT 1 FROM links l WHERE l.rule_id = r.id AND "
                             "l.kind = 'defines')").fetchall()
    assert undefined == []


def test_two_builds_give_identical_bytes(tmp_path):
    a, b = tmp_path / "a.db", tmp_path / "b.db"
    index_db(a, examples=False)
    index_db(b, examples=False)
    assert a.read_bytes() == b.read_bytes()
