"""課體 / 格 rules (engine/patterns/): the texts' own examples, and properties over the 720 課.

Each example below is a chart a passage names (a day with its 干上/支上, 三傳, 月將 and hour,
or a plate); it is cast with the engine, the transmissions the passage prints are checked
when it prints them, and the pattern the passage illustrates must be detected. Expected
values are the passages' (cited ``file:line``), never computed here.
"""
from __future__ import annotations


import pytest

from engine import cast
from engine.errors import BadName, BadOption
from engine.generals import GUIREN_DAY, GUIREN_NIGHT
from engine.patterns import (OPTIONS, PATTERN_RULES, UNDECIDABLE, Context, Pattern, detect,
                             detect_explain, mu_gui, registry_json, season_of_month, state,
                             xun_shou)
from engine.values import (BRANCH_NAMES, LODGING, day_name, parse_branch, parse_day,
                           parse_stem)

SIX = {s: [day_name(d) for d in range(60) if d % 10 == "甲乙丙丁戊己庚辛壬癸".index(s)]
       for s in "甲乙丙丁戊己庚辛壬癸"}
ALL = [(d, o) for d in range(60) for o in range(12)]


def b(c: str) -> int:
    return parse_branch(c)


def chuan(chart) -> str:
    return "".join(BRANCH_NAMES[x] for x in chart.transmissions)


def plate_for(day: str, where: str) -> int:
    """Offset from 'gan:X' (X over the stem's 寄宮), 'zhi:X' (X over the day branch) or an int."""
    d = parse_day(day)
    kind, _, x = where.partition(":")
    base = LODGING[d % 10] if kind == "gan" else d % 12
    return (b(x) - base) % 12


def rules_of(chart, ctx=None, options=None) -> set[str]:
    return {p.rule for p in detect(chart, ctx, options)}


# (cite, days, plate, daytime, context, 三傳 as printed or None, rule, engine options)
# plate: 'gan:X' / 'zhi:X' / ('jiang', 'hour') / ('chuan', '三傳') — the last casts every offset
# whose 三傳 are the printed ones.
EXAMPLES = [
    ("001:11 六甲日夜占丑加干", SIX["甲"], "gan:丑", False, None, None, "lian_mu_gui_ren", None),
    ("001:11 六庚日晝占未加干", SIX["庚"], "gan:未", True, None, None, "lian_mu_gui_ren", None),
    ("001:15 斗鬼 六丁六己日返吟，干上丑", SIX["丁"] + SIX["己"], "gan:丑", True, None, None,
     "dou_gui_lin_gan", None),
    ("001:15 斗鬼 六癸日返吟，干上未", SIX["癸"], "gan:未", True, None, None, "dou_gui_lin_gan",
     None),
    ("001:15 魁罡 甲辰甲戌旬中，辰戌加臨日干", [day_name(d) for d in range(40, 50)]
     + [day_name(d) for d in range(10, 20)], "gan:辰", True, None, None, "kui_gang_lin_gan",
     None),
    ("001:23 德入天門 六壬日伏吟", SIX["壬"], "gan:亥", True, None, None, "de_ru_tian_men", None),
    ("001:23 德入天門 丙辰日反吟", ["丙辰"], "gan:亥", True, None, None, "de_ru_tian_men", None),
    ("001:23 德入天門 丁亥日伏吟", ["丁亥"], "gan:未", True, None, None, "de_ru_tian_men", None),
    ("001:23 四閉 乙亥晝占 三傳未卯亥干上子", ["乙亥"], "gan:子", True, None, "未卯亥", "si_bi",
     None),
    ("001:27 貴人生日 六乙日干上子晝占", SIX["乙"], "gan:子", True, None, None,
     "gui_ren_sheng_ri", None),
    ("001:27 貴人生日 六庚日干上未", SIX["庚"], "gan:未", False, None, None, "gui_ren_sheng_ri",
     None),
    ("001:31 引從 庚辰日干上丑，初傳寅…末傳子", ["庚辰"], "gan:丑", True, None, "寅未子",
     "yin_cong", None),
    ("001:31 壬子年戊申月庚辰日申時巳將 三傳巳寅亥 四路驛馬", ["庚辰"], ("巳", "申"), True,
     dict(year="子", month="申"), "巳寅亥", "si_lu_yi_ma", None),
    ("001:35 文德 丁巳日三傳亥申巳…夜占乘朱", ["丁巳"], ("chuan", "亥申巳"), False, None,
     "亥申巳", "wen_de", None),
    ("001:39 天心 辛巳年戊戌月己卯日戌時卯將 三傳巳戌卯", ["己卯"], ("卯", "戌"), True,
     dict(year="巳", month="戌"), "巳戌卯", "pan_zhu", None),
    ("001:39 天心 甲子年壬申月乙巳日酉時巳將", ["乙巳"], ("巳", "酉"), True,
     dict(year="子", month="申"), None, "pan_zhu", None),
    ("001:43 兩貴夾拱 壬子日干上辰，初傳巳，末傳卯", ["壬子"], "gan:辰", True, None, None,
     "liang_gui_jia_gong", None),
    ("001:43 兩貴夾拱 六癸日三傳卯戌巳，占人年命在酉", SIX["癸"], ("chuan", "卯戌巳"), True,
     dict(nian="酉"), "卯戌巳", "liang_gui_jia_gong", None),
    ("001:43 兩貴夾拱 丁巳日干上亥，支上酉，占人年命在午", ["丁巳"], "gan:亥", True,
     dict(nian="午"), None, "liang_gui_jia_gong", None),
    ("001:43 雨露潤澤 甲午日 一課亥甲", ["甲午"], "gan:亥", True, None, None, "yu_lu_run_ze",
     None),
    ("001:43 根斷源消 庚子日 一課亥庚", ["庚子"], "gan:亥", True, None, None,
     "gen_duan_yuan_xiao", None),
    ("001:47 貴人加亥發用 丁亥日伏吟晝占", ["丁亥"], "gan:未", True, None, None,
     "gui_deng_tian_men", None),
    ("001:47 貴人加亥發用 癸亥日返吟晝占", ["癸亥"], "gan:未", True, None, None,
     "gui_deng_tian_men", None),
    ("001:75 傳神互克 丙辰日三傳寅未子", ["丙辰"], ("chuan", "寅未子"), True, None, "寅未子",
     "chuan_shen_hu_ke", None),
    ("001:75 傳神互克 丙子日三傳子未寅", ["丙子"], ("chuan", "子未寅"), True, None, "子未寅",
     "chuan_shen_hu_ke", None),
    ("001:79 催官使者 六甲日三傳辰午申，晝占，申作虎鬼", SIX["甲"], ("chuan", "辰午申"), True,
     None, "辰午申", "cui_guan_shi_zhe", None),
    ("001:83 內戰 戊辰日三傳寅未子，寅加酉", ["戊辰"], ("chuan", "寅未子"), True, None, "寅未子",
     "nei_zhan", None),
    ("001:83 祿神臨支 庚午…日，支上申", ["庚午"], "zhi:申", True, None, None, "lu_shen_lin_zhi",
     None),
    ("001:83 祿神臨支 庚子日，支上申", ["庚子"], "zhi:申", True, None, None, "lu_shen_lin_zhi",
     None),
    ("001:83 祿神臨支 辛亥日支上酉", ["辛亥"], "zhi:酉", True, None, None, "lu_shen_lin_zhi",
     None),
    ("001:83 富貴課 丙寅日，干上申…支上巳", ["丙寅"], "gan:申", True, None, None, "fu_gui_lu_ma",
     None),
    ("001:95 貴遇頭沖 丁巳日干上亥為馬，晝占乘貴", ["丁巳"], "gan:亥", True, None, None,
     "gui_yu_tou_chong", None),
    ("001:103 常貴入官鄉 庚子日三傳巳戌卯，晝占巳乘常", ["庚子"], ("chuan", "巳戌卯"), True, None,
     "巳戌卯", "chang_gui_ru_guan", None),
    ("001:95 貴遇頭沖 丁巳日干上亥為馬，晝占乘貴", ["丁巳"], "gan:亥", True, None, None,
     "gui_yu_tou_chong", None),
    ("001:103 常貴入官鄉 丙戌日三傳亥申巳，晝占亥乘貴", ["丙戌"], ("chuan", "亥申巳"), True, None,
     "亥申巳", "chang_gui_ru_guan", None),
    # 001:103 needs 申 to carry 青龍 with 貴人 丑 on 戌: the generals run 逆 from a 戌 seat,
    # which is 002:65's split (亥–辰 順), not 003:47's (gui_direction=hai_chen).
    ("001:103 月將乘龍 甲子日巳時申將占，發用申乘龍", ["甲子"], ("申", "巳"), True, None, None,
     "yue_jiang_cheng_long", {"gui_direction": "hai_chen"}),
    ("001:115 絕處逢生 六甲日申加巳發用", SIX["甲"], 3, True, None, None,
     "jue_chu_feng_sheng", None),
    ("001:115 迴環 庚子日，干上辰，三傳子申辰", ["庚子"], "gan:辰", True, None, "子申辰",
     "hui_huan", None),
    ("001:119 催官符 辛未日干上午三傳卯亥未", ["辛未"], "gan:午", True, None, "卯亥未",
     "cui_guan_fu", None),
    ("001:123 鬼臨三四 辛未日干上酉，三課午，四課巳", ["辛未"], "gan:酉", True, None, None,
     "gui_lin_san_si", None),
    ("001:131 赤鳥作鬼 六甲日干上酉，夜占雀作日鬼臨干上", SIX["甲"], "gan:酉", False, None, None,
     "chi_niao_zuo_gui", None),
    ("001:139 干財支墓 甲子日三傳辰午申", ["甲子"], ("chuan", "辰午申"), True, None, "辰午申",
     "gan_cai_zhi_mu", None),
    ("001:139 干財支墓 乙酉日三傳丑戌未", ["乙酉"], ("chuan", "丑戌未"), True, None, "丑戌未",
     "gan_cai_zhi_mu", None),
    ("001:139 病符 壬申日，干上申，酉年占", ["壬申"], "gan:申", True, dict(year="酉"), None,
     "bing_fu", None),
    ("001:139 祿神乘旺 六乙日干上卯…春占", SIX["乙"], "gan:卯", True, dict(season="春"), None,
     "lu_shen_cheng_wang", None),
    ("001:143 交車相加 辛丑日，干上子…支上卯", ["辛丑"], "gan:子", True, None, None,
     "jiao_che_xiang_jia", None),
    ("001:147 干神空亡 辛未日戌空", ["辛未"], "gan:子", True, None, None, "gan_shen_kong_wang",
     None),
    ("001:147 絕財逢旺 辛丑日三傳卯戌巳…春占", ["辛丑"], ("chuan", "卯戌巳"), True,
     dict(season="春"), "卯戌巳", "jue_cai_feng_wang", None),
    ("001:147 生氣青龍 六丙日干上寅夜占乘龍，三月", SIX["丙"], "gan:寅", False, dict(month="辰"),
     None, "sheng_qi_qing_long", None),
    ("001:147 生氣青龍 乙未日支上巳，日占乘龍，六月", ["乙未"], "zhi:巳", True, dict(month="未"),
     None, "sheng_qi_qing_long", None),
    ("001:151 明生暗克 庚寅日干上巳支上亥", ["庚寅"], "gan:巳", True, None, None,
     "ming_sheng_an_ke", None),
    ("001:151 恩多怨深 乙未日三傳午丑申", ["乙未"], ("chuan", "午丑申"), True, None, "午丑申",
     "en_duo_yuan_shen", None),
    ("001:159 日祿空亡 辛巳日干上酉旬空", ["辛巳"], "gan:酉", True, None, None, "ri_lu_kong_wang",
     None),
    ("001:159 一旬周遍 辛丑日，干上卯為旬尾", ["辛丑"], "gan:卯", True, None, None,
     "yi_xun_zhou_bian", None),
    ("001:159 一旬周遍 乙丑日干上子為旬首，支上酉為旬尾", ["乙丑"], "gan:子", True, None, None,
     "yi_xun_zhou_bian", None),
    ("001:163 二破 巳年寅月己未日申時亥將占，亥加申發用", ["己未"], ("亥", "申"), True,
     dict(year="巳", month="寅"), None, "er_po", None),
    # 001:163 needs 酉 to carry 玄武 with 貴人 子 on 辰: 順 from a 辰 seat (002:65's split).
    ("001:163 元武持刀 乙巳日三傳酉巳丑，晝占酉乘武克干", ["乙巳"], ("chuan", "酉巳丑"), True,
     None, "酉巳丑", "xuan_wu_chi_dao", {"gui_direction": "hai_chen"}),
    ("001:163 空亡脫氣 癸丑日，干上寅", ["癸丑"], "gan:寅", True, None, None, "kong_wang_tuo_qi",
     None),
    ("001:179 互相羅網 癸未日，干上申為支網，支上寅為干羅", ["癸未"], "gan:申", True, None, None,
     "hu_xiang_luo_wang", None),
    ("001:179 受生 乙亥日，干上亥", ["乙亥"], "gan:亥", True, None, None, "shou_sheng", None),
    ("001:179 就生 庚辰日，支上申", ["庚辰"], "zhi:申", True, None, None, "jiu_sheng", None),
    # 000's 成式 (000:61, 000:65: the Korean names the 三傳's own 格局)
    ("000:61 涉害 午辰寅 逆間傳", SIX["壬"], ("chuan", "午辰寅"), True, None, "午辰寅",
     "jian_chuan", None),
    ("000:61 察微 辰申子 三合水局", SIX["庚"] + SIX["壬"], ("chuan", "辰申子"), True, None,
     "辰申子", "run_xia", None),
    ("000:61 蒿矢 戌丑辰 三支皆土", list(map(day_name, range(60))), ("chuan", "戌丑辰"), True,
     None, "戌丑辰", "jia_se", None),
    ("000:65 彈射 巳申亥 皆四孟", SIX["壬"], ("chuan", "巳申亥"), True, None, "巳申亥",
     "yuan_tai", None),
    ("000:65 冬蛇掩目 午戌寅 三合火局", list(map(day_name, range(60))), ("chuan", "午戌寅"), True, None, "午戌寅",
     "yan_shang", None),
    ("000:111 三奇入傳 / 001:111 三傳亥子丑為聯珠", list(map(day_name, range(60))),
     ("chuan", "亥子丑"), True, None, "亥子丑", "lian_zhu", None),
]


def _charts(days, plate, daytime, options):
    for day in days:
        if isinstance(plate, tuple) and plate[0] == "chuan":
            for o in range(12):
                c = cast(day, o, daytime=daytime, options=options)
                if chuan(c) == plate[1]:
                    yield c
        elif isinstance(plate, tuple):
            yield cast(day, jiang=plate[0], hour=plate[1], daytime=daytime, options=options)
        elif isinstance(plate, int):
            yield cast(day, plate, daytime=daytime, options=options)
        else:
            yield cast(day, plate_for(day, plate), daytime=daytime, options=options)


@pytest.mark.parametrize("cite,days,plate,daytime,ctx,printed,rule,options", EXAMPLES,
                         ids=[e[0] for e in EXAMPLES])
def test_printed_example(cite, days, plate, daytime, ctx, printed, rule, options):
    assert rule in PATTERN_RULES
    charts = list(_charts(days, plate, daytime, options))
    assert charts, f"{cite}: no chart of the listed days has the printed 三傳"
    context = Context.parse(**ctx) if ctx else None
    for c in charts:
        if printed is not None:
            assert chuan(c) == printed, f"{cite}: {c.notation} casts {chuan(c)}"
        got = rules_of(c, context)
        assert rule in got, (f"{cite}: {rule} not detected on {c.notation} "
                             f"({chuan(c)}); detected {sorted(got)}")


def test_mo_zhu_chu_cai_example_day():
    """001:143 「末助初財，如甲辰日三傳戌申午」: 甲辰 never casts 戌申午 (a misprinted day; 甲子
    and 甲寅 do). The pattern holds on those 甲 days."""
    assert not [o for o in range(12) if chuan(cast("甲辰", o)) == "戌申午"]
    charts = [c for d in SIX["甲"] for o in range(12) if chuan(c := cast(d, o)) == "戌申午"]
    assert charts
    assert all("mo_zhu_chu_cai" in rules_of(c) for c in charts)


def test_cuo_tuo_001_examples():
    """001:127 「六甲日晝占丑臨酉，或夜貴居晝方，如六甲日夜占，未加卯，名貴人蹉跎」 (option
    cuo_tuo=mao_you)."""
    for day in SIX["甲"]:
        c = cast(day, (b("丑") - b("酉")) % 12, daytime=True)
        assert "cuo_tuo" in rules_of(c, options={"cuo_tuo": "mao_you"})
        c = cast(day, (b("未") - b("卯")) % 12, daytime=False)
        assert "cuo_tuo" in rules_of(c, options={"cuo_tuo": "mao_you"})


def test_long_shang_tai_sui_example():
    """001:123 「如六甲日晝貴順行，於申酉年占，午乘龍克其太歲是也」."""
    n = 0
    for day in SIX["甲"]:
        for o in range(12):
            c = cast(day, o, daytime=True)
            if c.direction == 1:
                n += 1
                for y in "申酉":
                    assert "long_shang_tai_sui" in rules_of(c, Context.parse(year=y))
    assert n


def test_gan_xian_gui_convention():
    """001:59: 甲午日干上卯晝占 丑貴加子順行, 寅 in 貴前二位; 庚午日干上酉夜占 未貴加午逆行,
    干神 in 貴後二位 — the 前/後 convention the rules use (三陽 option qian, 三陰, 蹉跎)."""
    from engine.patterns.facts import chart_facts
    from engine.patterns.registry import resolve_options
    c = cast("甲午", plate_for("甲午", "gan:卯"), daytime=True)
    assert (c.guiren, c.guiren_seat, c.direction) == (b("丑"), b("子"), 1)
    f = chart_facts(c, None, resolve_options(c, None))
    assert f.front(b("寅")) == 1 and (b("寅") - f.guiren_seat) * f.direction % 12 == 2
    c = cast("庚午", plate_for("庚午", "gan:酉"), daytime=False)
    assert (c.guiren, c.guiren_seat, c.direction) == (b("未"), b("午"), -1)
    f = chart_facts(c, None, resolve_options(c, None))
    assert f.front(b("申")) == -1 and (b("申") - f.guiren_seat) * f.direction % 12 == 10


# --- claims the texts make about the whole set of 課 ------------------------------------------

def test_fu_gui_only_six():
    """001:83 「干支互乘祿馬，名富貴課…此例止有六課」."""
    hits = [(d, o) for d, o in ALL if "fu_gui_lu_ma" in rules_of(cast(d, o))]
    assert len(hits) == 6, [(day_name(d), o) for d, o in hits]
    assert (parse_day("丙寅"), plate_for("丙寅", "gan:申")) in hits


def test_cui_guan_fu_list():
    """001:119 「如辛未日干上午三傳卯亥未是也。此外又有丁丑丁巳日，干上亥，辛卯辛亥日干上午，
    壬午壬寅日干上未六課」: exactly these seven (day, 干上)."""
    listed = {("辛未", "午"), ("丁丑", "亥"), ("丁巳", "亥"), ("辛卯", "午"), ("辛亥", "午"),
              ("壬午", "未"), ("壬寅", "未")}
    got = set()
    for d, o in ALL:
        c = cast(d, o)
        if "cui_guan_fu" in rules_of(c):
            got.add((day_name(d), BRANCH_NAMES[c.gan_shang]))
    assert got == listed


def test_xun_shou_mu_gui_list():
    """001:23 「如又作幕貴更吉。如乙丑己巳日夜占用子，乙酉己丑日晝占用申，辛丑日夜占用午，辛酉日
    晝占用寅是也。餘無例」: the (day, 晝/夜) whose 旬首 is the 簾幕貴人 are exactly these."""
    listed = {("乙丑", False), ("己巳", False), ("乙酉", True), ("己丑", True), ("辛丑", False),
              ("辛酉", True)}
    got = {(day_name(d), dt) for d in range(60) for dt in (True, False)
           if xun_shou(d) == mu_gui(d % 10, dt)}
    assert got == listed


def test_liang_gui_ganzhi_only_ding_gui():
    """001:43 「丁巳日干上亥，支上酉，占人年命在午，乃干支兩貴拱年命也。（此格惟丁癸日有，丙壬
    日無也。）」: 干上 and 支上 as the two 貴人 flanking a 年命 occurs on 丁 and 癸 days only."""
    stems = set()
    for d, o in ALL:
        s = d % 10
        pair = {GUIREN_DAY[s], GUIREN_NIGHT[s]}
        c = cast(d, o)
        if {c.gan_shang, c.zhi_shang} == pair:
            for n in range(12):
                m = (n + o) % 12
                if {(c.gan_shang - m) % 12, (c.zhi_shang - m) % 12} == {1, 11}:
                    stems.add("甲乙丙丁戊己庚辛壬癸"[s])
    assert stems == {"丁", "癸"}


def test_mu_gui_examples():
    """001:11 「如六甲日用未，六庚日用丑則為墓…六丙日用亥，六辛日用午則為克」: the 簾幕貴人 of
    those stems, by day or by night, includes the branch named."""
    for s, x in (("甲", "未"), ("庚", "丑"), ("丙", "亥"), ("辛", "午")):
        assert b(x) in {mu_gui(parse_stem(s), True), mu_gui(parse_stem(s), False)}


# --- properties over the 720 課 ---------------------------------------------------------------

MENG, ZHONG, JI = set(map(b, "寅申巳亥")), set(map(b, "子午卯酉")), set(map(b, "辰戌丑未"))
FRAMES = {"run_xia": "申子辰", "yan_shang": "寅午戌", "qu_zhi": "亥卯未", "cong_ge": "巳酉丑"}


@pytest.fixture(scope="module")
def table():
    out = []
    for d, o in ALL:
        for dt in (True, False):
            c = cast(d, o, daytime=dt)
            out.append((c, rules_of(c)))
    return out


def test_properties_720(table):
    for c, rs in table:
        t = set(c.transmissions)
        if "yuan_tai" in rs:          # 000:203 「傳用四孟」
            assert t <= MENG
        if {"you_zi", "jia_se"} & rs:  # 000:151 「三傳皆土」, 000:199 土局
            assert t <= JI
        for r, frame in FRAMES.items():  # 000:199 「凡三傳行三合」
            if r in rs:
                assert t == set(map(b, frame))
        if "jue_tai" in rs or "de_sang_lu_jue" in rs:  # 000:203, 001:119 返吟
            assert c.offset == 6
        if "zhu_yin" in rs:           # 000:127 「戌加巳」
            assert c.plate[b("巳")] == b("戌") and b("卯") in t
        if "xuan_gai" in rs:          # 000:127 「值勝光為用」
            assert c.transmissions[0] == b("午")
        if "wu_lu" in rs:             # 000:167 四課 all 克 or all 賊
            assert c.n_distinct == 4
        if {"bu_bei", "yang_bu_bei", "yin_bu_bei"} & rs:  # 000:163 「缺一為不備」
            assert c.n_distinct == 3
        if "san_jiao" in rs:
            assert t <= ZHONG
        if "li_de" in rs:             # 000:195 「貴人臨卯酉」
            assert c.guiren_seat in (b("卯"), b("酉"))
    # every pattern that needs no date fact occurs somewhere in the 720 課 (晝 and 夜)
    seen = set().union(*(rs for _, rs in table))
    no_ctx = {r.id for r in PATTERN_RULES.values() if not r.needs and not r.needs_any}
    assert no_ctx <= seen, sorted(no_ctx - seen)


def test_distinct_lessons_bu_bei(table):
    """不備 fires exactly on the charts with three distinct 課 (000:163)."""
    for c, rs in table:
        assert ("bu_bei" in rs) == (c.n_distinct == 3)
        if c.n_distinct == 3:
            assert ("yang_bu_bei" in rs) != ("yin_bu_bei" in rs)


def test_day_only_patterns_ignore_plate(table):
    """干神空亡 (001:147) depends on the day alone: all 12 plates agree."""
    by_day = {}
    for c, rs in table:
        by_day.setdefault(c.day, set()).add("gan_shen_kong_wang" in rs)
    assert all(len(v) == 1 for v in by_day.values())
    assert by_day[parse_day("辛未")] == {True}


# --- context, options, errors -----------------------------------------------------------------

def test_context_needed_patterns_not_reported_without_context():
    c = cast("己卯", jiang="卯", hour="戌")
    assert "pan_zhu" not in rules_of(c)
    why = {r: (st, note) for r, st, note in detect_explain(c)}
    assert why["pan_zhu"][0] == "needs" and "year" in why["pan_zhu"][1]
    assert why["pan_zhu"][1].startswith("盤珠 (000_7ab36924039d3ca8.txt:199)")
    assert why["yin_cong"][0] in ("present", "absent")


def test_context_parse():
    ctx = Context.parse(year="辛巳", month="戌", season="春", nian="午")
    assert (ctx.year, ctx.month, ctx.season, ctx.nian) == (5, 10, 0, 6)
    assert ctx.to_json() == {"year": "巳", "month": "戌", "nian": "午", "season": "春"}
    with pytest.raises(BadName, match="context year"):
        Context.parse(year="甲")
    with pytest.raises(BadName, match="season"):
        Context.parse(season="夏天")
    with pytest.raises(BadName):
        Context(month=12)


def test_season_and_states():
    """000:107 「春木旺火相」; 001:59 「甲乙日春占，得木火神為旺相，得金水神為休囚」."""
    spring = season_of_month(b("卯"))
    assert spring == 0
    assert [state(e, spring) for e in range(5)] == [0, 1, 4, 3, 2]  # 木旺 火相 土死 金囚 水休
    assert season_of_month(b("午")) == 1 and season_of_month(b("酉")) == 2
    assert season_of_month(b("子")) == 3


def test_options():
    c = cast("己未", 3)
    with pytest.raises(BadOption, match="unknown pattern option"):
        detect(c, options={"nope": "x"})
    with pytest.raises(BadOption, match="unknown value"):
        detect(c, options={"pan_zhu": "x"})
    for o in OPTIONS.values():
        assert o.default in o.values and set(o.citations) == set(o.values)
    # 一旬周遍: 001:159's 乙丑 example (旬首 on 干) is lost under 000:147's reading
    c = cast("乙丑", plate_for("乙丑", "gan:子"))
    assert "yi_xun_zhou_bian" in rules_of(c)
    assert "yi_xun_zhou_bian" not in rules_of(c, options={"yi_xun_zhou_bian": "wei_gan"})
    # 富貴: either definition can be switched off
    c = cast("丙寅", plate_for("丙寅", "gan:申"))
    assert "fu_gui_lu_ma" not in rules_of(c, options={"fu_gui": "tian_yi"})
    # 九丑 (000:191): 戊子, 丑 over 卯 as 初傳 (offset 10), at the 仲 hour 子 (子時戌將)
    c = cast("戊子", jiang="戌", hour="子")
    assert c.transmissions[0] == b("丑") and "jiu_chou" in rules_of(c)
    assert "jiu_chou" not in rules_of(cast("戊子", jiang="亥", hour="丑"))  # 丑 hour: not 仲


def test_jiu_chou_days_only():
    """九丑 fires only on the 九丑日 of 000:191 (ten days with 己卯, nine as printed)."""
    ten = {parse_day(x) for x in "戊子 戊午 壬子 壬午 乙卯 乙酉 己卯 己酉 辛卯 辛酉".split()}
    for d, o in ALL:
        for h in (0, 3, 6, 9):
            c = cast(d, jiang=(h + o) % 12, hour=h)
            if "jiu_chou" in rules_of(c):
                assert d in ten
                nine = "jiu_chou" in rules_of(c, options={"jiu_chou_days": "nine"})
                assert nine == (d != parse_day("己卯"))


def test_registry():
    names = {r.name for r in PATTERN_RULES.values()}
    for n in ("三光", "三陽", "三奇", "六儀", "時泰", "龍德", "富貴", "軒蓋", "鑄印", "斬輪", "引從",
              "斬關", "遊子", "三交", "贅壻", "淫泆", "蕪淫", "度厄", "無祿", "天禍", "天獄",
              "天網", "魄化", "三陰", "龍戰", "死絕", "九丑", "鬼墓", "歷德", "盤珠", "潤下",
              "元胎", "連珠", "間傳", "六陽", "六陰", "文德", "簾幕貴人", "兩貴夾拱", "雨露潤澤",
              "根斷源消", "德入天門", "四閉", "六路驛馬", "龍奮", "蛇封", "干財支墓", "交車相合"):
        assert n in names, n
    for r in PATTERN_RULES.values():
        assert r.id.isascii() and r.id == r.id.lower()
        doc = (r.func.__doc__ or "").strip()
        assert doc.startswith(r.name), r.id
        short = r.cite.split("_")[0] + ":" + r.cite.rsplit(":", 1)[1]
        assert short in doc, (r.id, short)
    assert "無淫" in PATTERN_RULES["wu_yin"].aliases and "蕪淫" == PATTERN_RULES["wu_yin"].name
    assert all(isinstance(v, tuple) and len(v) == 2 for v in UNDECIDABLE.values())
    js = registry_json()
    assert len(js) == len(PATTERN_RULES) and js[0]["id"] == "san_guang"


def test_cited_lines_exist():
    """Every rule's citation points at a classical-Chinese line that contains its name or an
    alias (or, for the 000 三傳 families, the family heading)."""
    from pathlib import Path
    src = Path(__file__).resolve().parent.parent / "sources"
    lines = {}
    for r in PATTERN_RULES.values():
        fname, line = r.cite.rsplit(":", 1)
        if fname not in lines:
            lines[fname] = (src / fname).read_text(encoding="utf-8").split("\n")
        text = lines[fname][int(line) - 1]
        assert any(n in text for n in (r.name,) + r.aliases + ("全局",)), (r.id, r.cite)


def test_detect_is_deterministic_and_json():
    c = cast("乙巳", jiang="巳", hour="酉")
    ctx = Context.parse(year="子", month="申", season="秋", nian="午", birth="寅")
    a, b_ = detect(c, ctx), detect(c, ctx)
    assert a == b_ and all(isinstance(p, Pattern) for p in a)
    assert [p.to_json()["rule"] for p in a] == [p.rule for p in a]
    order = list(PATTERN_RULES)
    assert [order.index(p.rule) for p in a] == sorted(order.index(p.rule) for p in a)


def test_rules_named_and_simplified():
    from engine.patterns import rules_named
    assert rules_named("蕪淫") == rules_named("無淫") == rules_named("芜淫") == ["wu_yin"]
    assert set(rules_named("三奇")) == {"san_qi", "gan_qi", "dun_qi", "lian_ru"}
    assert rules_named("天心") == ["pan_zhu"] and rules_named("聯珠") == ["lian_zhu"]
    assert "帘幕贵人" in PATTERN_RULES["lian_mu_gui_ren"].aliases
    from engine.patterns.simplified import SIMPLIFIED
    for rid, names in SIMPLIFIED.items():      # every simplified spelling names a rule
        assert rid in PATTERN_RULES and set(names) <= set(PATTERN_RULES[rid].aliases), rid


def test_registry_follows_the_passages():
    """The registry (and so every list of patterns) runs in the order of the texts: seed 000's
    chapter (000:107-207), then seed 001's 格 (001:7-179), each in line order; 破印 (001:107,
    「成為符印忌辰沖」) stands after the 鑄印 it spoils (000:127)."""
    order = [(r.cite.split("_")[0], int(r.cite.rsplit(":", 1)[1])) for r in PATTERN_RULES.values()
             if r.id != "po_yin"]
    assert order == sorted(order)
    ids = list(PATTERN_RULES)
    assert ids.index("po_yin") == ids.index("zhu_yin") + 1


def test_context_from_moment():
    """天禍 needs 四立日 (000:175): 2026-02-04 is 立春 (04:02 UTC+8)."""
    from engine.calendar import moment, parse_when
    from engine.patterns import context_from_moment
    m = moment(parse_when("2026-02-04 18:30"), tz="Asia/Shanghai")
    ctx = context_from_moment(m, nian=b("午"))
    assert ctx.si_li is True and ctx.year == m.year % 12 and ctx.month == m.month_branch
    assert ctx.hour == m.hour and ctx.nian == b("午")
    assert context_from_moment(moment(parse_when("2026-02-05 18:30"))).si_li is False


def test_dun_gan():
    """遁干 as 遁奇 uses it: 001:155 「暗財，遁干之財，如丁卯占人命上乘午，遁干見庚是也」; the two
    空 branches get none (000:163 「十干不到之地」)."""
    from engine.patterns import dun_gan
    assert dun_gan(parse_day("丁卯"), b("午")) == parse_stem("庚")
    assert dun_gan(parse_day("丁卯"), b("戌")) is None and dun_gan(parse_day("丁卯"), b("亥")) is None


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=4), st.text(max_size=3))
def test_context_parse_never_crashes(year, season):
    """Open input (CLI strings): either a Context or one BadName (a ValueError), nothing else."""
    try:
        ctx = Context.parse(year=year or None, season=season or None)
    except BadName as e:
        assert "context" in str(e) and "\n" not in str(e)
    else:
        assert ctx.year is None or 0 <= ctx.year < 12
