"""School options: every place where the texts disagree, in one table.

Each option has a name, its values, a default, the passage behind each value and a one-line
description. The default is seed 003's reading wherever 003 speaks (003 teaches the casting step by step). Every chart
records the options it was cast with (``Chart.options``, ``to_json()["options"]`` and, for
values other than the default, the notation).

Citations are ``source-id:line`` (``003`` = ``sources/003_03e8aca9396f2189.txt``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .errors import BadOption


@dataclass(frozen=True)
class Option:
    name: str
    values: tuple[str, ...]
    default: str
    citations: Mapping[str, str]   # value -> passage and a short quotation
    description: str


OPTIONS: dict[str, Option] = {o.name: o for o in (
    Option(
        "she_hai",
        ("depth", "meng_zhong"),
        "depth",
        {
            "depth": "003:75-81 「涉害由來是本家，路途多克最堪誇。孟深仲淺季無取，復向柔辰剛日查」"
                     "(walk each candidate home, count the 克; ties: 孟 seat, then 仲, first seen "
                     "first, 003:91 「同比以先見者為仲」, 003:95 「同比以先見又孟」; last tie "
                     "剛日干上/柔日支上)",
            "meng_zhong": "000:51, 000:83 「看孟神有克者為用，如無克以仲季為用神。如孟仲季神復相等，"
                          "陽日取干上神，陰日取支上神」(no counting: a candidate on a 孟 seat, "
                          "else 仲, else 季; ties 剛日干上/柔日支上); 001:35 「乙卯日，三傳未亥卯」 "
                          "follows it (depth would give 亥卯未), but it misses 003:83 例1; "
                          "六壬大全 KR3g0031_005.txt:299 「以寅申巳亥孟神用為見機格」 and its casts "
                          "005:307 「庚子日戌時申將…以午加庚四孟位者用為見機格」, 005:402 "
                          "「己丑日卯時…卯臨未巳臨酉以巳為初傳是已為孟」",
        },
        "涉害: how the initial is chosen among several 比 (or no 比) candidates",
    ),
    Option(
        "she_hai_count",
        ("by_relation", "shou_ke"),
        "by_relation",
        {
            "by_relation": "003:83-95, the four worked examples and their Korean: a 下賊上 "
                           "candidate counts what overcomes it, a 上克下 candidate what it "
                           "overcomes — the only count under which 例2 is decided by depth "
                           "(003:89 「午之涉害最深」) and 例3 is a tie (003:91 察微格, 003:93 "
                           "Korean: the depths are equal)",
            "shou_ke": "003:79 「以受克多者取用」 read literally (every candidate counts what "
                       "overcomes it); names 例2 見機 and 例3 plain 涉害, against 003:87-93; "
                       "001:143 「甲辰日三傳戌申午」 needs it (by_relation gives 寅子戌)",
        },
        "涉害 depth: what is counted along the way (branches and lodged stems, seat to home)",
    ),
    Option(
        "fu_yin",
        ("verse", "example", "generic", "dian_dao"),
        "verse",
        {
            "verse": "003:147 (repeated 003:151) 「…壬辰壬午亥巳申。更有四壬別立法，日先辰次末取刑…」",
            "example": "003:163 杜傳格 「剛日遇自刑，用支為中，末取沖。三傳亥辰戌」(壬辰日)",
            "generic": "003:159 「有克取克，無克取三刑，遇自刑則取其沖」; 000:7, 000:99 "
                       "(a self-punishing branch always turns to its 沖)",
            "dian_dao": "六壬大全 KR3g0031_001.txt:45-46 「若也自刑為發用次傳顛倒日辰併（陽日用辰"
                        "隂日用日）次傳更復自刑者冲取末傳」; KR3g0031_005.txt:881 「杜傳（伏吟課發用"
                        "干自刑則次傳取支發用支自刑則次傳取干…次傳復自刑則末傳取冲）」 and the list "
                        "005:831-850 「乙亥日三傳辰亥巳乙酉日三傳辰酉卯…乙丑日辰丑戌」 (a 克 too: "
                        "初 from 干上 turns to 支上)",
        },
        "伏吟: where the 刑 chain goes when it meets a self-punishing branch (辰午酉亥)",
    ),
    Option(
        "gui_direction",
        ("hai_chen", "bagua", "day_night"),
        "hai_chen",
        {
            "bagua": "003:47 「其立於干、坎、艮、震四陽卦位上，則順轉之…巽、離、坤、兌四陰卦上，則逆轉。"
                     "此定律，720課皆然」(seat 戌亥子丑寅卯 順, 辰巳午未申酉 逆)",
            "hai_chen": "002:65 (Korean: 貴人 on 亥子丑寅卯辰 順, on 巳午未申酉戌 逆); the "
                        "short examples of 001 follow it where the two differ: 001:35 "
                        "「乙卯日，三傳未亥卯，夜占…天后臨卯發用」, 001:87 「戊辰日，支上丑，晝占，"
                        "午為龍神加酉」, 001:163 「乙巳日三傳酉巳丑，晝占酉乘武」",
            "day_night": "003:43 「白天為陽順行，夜為陰逆行」(晝 順, 夜 逆, whatever the seat)",
        },
        "十二天將: which way the generals run from 貴人, by the earthly seat under 貴人. "
        "Default hai_chen, not 003's figure: 003 contradicts itself (003:43 vs 003:47) and every "
        "worked example that prints a general where the readings differ follows hai_chen",
    ),
    Option(
        "ba_zhuan_yao_ke",
        ("skip", "first"),
        "skip",
        {
            "skip": "003:135 「有克取克，無克不復取遙克」",
            "first": "000:95 「八專日干支同位無克，又無遙克」(遙克 is tried before 八專)",
        },
        "八專 days without 克: whether 遙克 is tried before the 八專 rule",
    ),
    Option(
        "day_hours",
        ("mao-shen", "mao-you", "chen-you"),
        "mao-shen",
        {
            "mao-shen": "000:183 「卯為日出月入之門，酉為日入月出之門」; 001:127 「晝貴居夜方，"
                        "如六甲日晝占丑臨酉…夜貴居晝方…未加卯」(卯…申 晝, 酉…寅 夜)",
            "chen-you": "engine/calendar.py option day_hours (辰…酉 晝); no passage of the "
                        "corpus states it",
            "mao-you": "六壬大全 (卯…酉 晝, 戌…寅 夜): KR3g0031_005.txt:1094 「乙丑日酉時戌將天乙"
                       "子臨亥順行」 (子, 乙's 晝 貴人, at 酉時); 005:26 卯時 and 005:1327 酉時 "
                       "with their 課式' generals by day; 005:307 and 005:1292 戌時, 005:350 寅時, "
                       "by night",
        },
        "which hour branches count as 晝 when day/night is not given (--hour, --at)",
    ),
    Option(
        "bi_yong_ge",
        ("off", "sheng_gan"),
        "off",
        {
            "off": "003:75-81 (涉害 compares the candidates' depth alone)",
            "sheng_gan": "六壬大全 KR3g0031_005.txt:341 「凢渉害課用神畏日干所勝以比和者為用曰比用格…"
                         "戌土畏甲木為不比不取渉害當取子水比和者為用三傳子申辰…戊子日午卯子壬戌日申丑午"
                         "庚子日戌申午乙卯日亥酉未皆用比不用渉害故名比用」 (of the 涉害 candidates the "
                         "one that generates the day's stem or shares its element, when only one "
                         "does); the same 涉害 step inside 遙克 and 返吟 (005:953 「返吟…有尅照常尅賊比渉"
                         "等項論」)",
        },
        "涉害: whether a candidate friendly to the day's stem (比用格) is taken before the depth",
    ),
    Option(
        "fan_yin_mo",
        ("chu", "po"),
        "chu",
        {
            "chu": "000:103 「十二辰各居沖位，取相剋為用」 with 中 and 末 read off the plate (000:35 "
                   "無依 三傳寅申寅; 六壬大全 KR3g0031_005.txt:936 庚戌 返吟 寅申寅)",
            "po": "六壬大全 KR3g0031_006.txt:278-279 「辛酉返吟一課卯酉子是也尉山人取法末傳取破」 "
                  "(返吟 with a 克: 末 = the 破 of 中, 006:280-281 「俱返吟卦俱卯酉子三傳」)",
        },
        "返吟 with a 克: 末 read off the plate (= 初) or the 破 of 中 (尉山人)",
    ),
)}

# Options of the 課體/格 rules (engine/patterns/): where the texts define a pattern two ways.
# They do not change the cast, only which patterns are reported; `liuren cast -o NAME=VALUE`
# accepts both tables.
PATTERN_OPTIONS: dict[str, Option] = {o.name: o for o in (
    Option(
        "ji_jiang", ("four", "six"), "four",
        {"four": "000:107 「吉將即貴人、青龍、常、合之類」 (the four named)",
         "six": "000:151 「將逢后常陰合」 (三交 groups 天后 太陰 with 太常 六合; the four plus "
                "太陰 天后)"},
        "吉將: which generals count as auspicious (三光, 三陽, 從魁)"),
    Option(
        "san_yang", ("ji_jiang", "qian"), "ji_jiang",
        {"ji_jiang": "000:111 「天乙順行，日辰吉將旺相發用」, 000:113 (Korean: 일간·일지가 또 "
                     "길장을 타며 — 干上 and 支上 ride 吉將)",
         "qian": "000:179 三陰 「太乙逆行，日辰在後發用」 (its mirror: 日辰 before 貴人)"},
        "三陽: whether 日辰 must ride 吉將 or stand before 貴人"),
    Option(
        "fu_gui", ("both", "tian_yi", "lu_ma"), "both",
        {"tian_yi": "000:123 「天乙乘旺相，臨日干及行年發用，又干支逢祿馬」",
         "lu_ma": "001:83 「干支互乘祿馬，名富貴課。如丙寅日，干上申，為支馬，支上巳為干祿。"
                  "此例止有六課」",
         "both": "report either definition of 富貴 (000:123 and 001:83 name different "
                 "conditions)"},
        "富貴: the two texts define it differently"),
    Option(
        "zhan_lun", ("ji_gong", "jia_shen", "shen_you"), "ji_gong",
        {"ji_gong": "000:131 「卯加庚辛發用」 (卯 over 申 or 戌, the 寄宮 of 庚 and 辛, as 初傳)",
         "jia_shen": "001:115 斫輪 「卯為車輪，申為斧斤，以卯加申，有斫輪之象…如初傳空陷則不吉」 "
                     "(卯 over 申 only, anywhere on the plate)",
         "shen_you": "六壬大全 KR3g0031_006.txt:251 「斵輪（卯加庚辛申酉發用）」, 006:288 "
                     "「卯加申酉為用名斵輪卦」 (卯 as 初傳 over 申, 酉 or 戌; 006:280 the 返吟 "
                     "days 「俱卯酉子三傳斵輪卦」)"},
        "斬輪/斫輪: where 卯 must stand"),
    Option(
        "zhan_guan", ("fa_yong", "lin"), "fa_yong",
        {"fa_yong": "000:147 「斬關：魁罡加日辰發用」; 六壬大全 KR3g0031_006.txt:643 「凡卦魁罡加日辰發用"
                    "為斬闗課」 (辰 or 戌 on the stem's 寄宮 or the day branch, as the 初傳)",
         "lin": "六壬斷案 names 斬關 where 辰 or 戌 stands over the stem's 寄宮 or the day branch "
                "without being the 初傳: liuren_duanan_01-31.txt:58 「辛巳日辰將亥時…重審，斬關」 "
                "(支上 戌, 三傳 卯申丑), :88 「壬寅日丑將申時…斬關」 (干上 辰, 三傳 子巳戌), :168 "
                "「戊子日戌將巳時…斬關」 (干上 戌, 三傳 巳戌卯), :191 「癸巳日戌將未時…斬關」 "
                "(干上 辰, 三傳 申亥寅)"},
        "斬關: whether 魁罡 on 日辰 must be the 初傳"),
    Option(
        "yi_xun_zhou_bian", ("either", "wei_gan"), "either",
        {"wei_gan": "000:147 「旬尾加干，旬首加支，名曰一旬周遍」",
         "either": "001:159 「旬首旬尾俱見干支上者，如辛丑日，干上卯為旬尾…乙丑日干上子為旬首，"
                   "支上酉為旬尾」 (the 乙丑 example has 旬首 on the stem)"},
        "一旬周遍: whether 旬首/旬尾 may stand either way round on 干上/支上"),
    Option(
        "jiu_chou_days", ("ten", "nine"), "ten",
        {"ten": "000:191 「…十日為九丑日」 and 000:193 (Korean: the list omits 己卯)",
         "nine": "000:191 as printed: nine days 戊子 戊午 壬子 壬午 乙卯 乙酉 己酉 辛卯 辛酉"},
        "九丑日: the printed list has nine days though it says 十日"),
    Option(
        "cuo_tuo", ("ganzhi_qian", "mao_you"), "ganzhi_qian",
        {"ganzhi_qian": "000:195 「干支陰陽在貴人前為蹉跎」 (with 貴人 on 卯酉 = 歷德)",
         "mao_you": "001:127 「天乙卯酉號蹉跎…貴人立卯酉之上…名貴人蹉跎」"},
        "蹉跎: 000 names 貴人 on 卯酉 歷德 and keeps 蹉跎 for 干支 before 貴人; 001 names "
        "貴人 on 卯酉 蹉跎"),
    Option(
        "pan_zhu", ("tian_xin", "si_ke"), "tian_xin",
        {"tian_xin": "001:39 「歲月日時俱見三傳之中或在四課之上者為天心課」 (two worked examples)",
         "si_ke": "000:199 「太歲月建及日時並三傳，皆在四課之中，或歲月日時俱在四課之上」 "
                  "(歲月日時 must be among the 四課 either way)"},
        "盤珠 (天心): whether 歲月日時 in the 三傳 suffice"),
    Option(
        "liu_chun", ("san_chuan", "ke_chuan"), "san_chuan",
        {"san_chuan": "000:207 「三傳俱陽為六陽，俱陰為六陰」",
         "ke_chuan": "000:179 「如課傳六陰俱備為六陰」 (四課 and 三傳)"},
        "六陽/六陰: the 三傳 alone or the 四課 and 三傳"),
    Option(
        "wu_yin", ("jiao_ke", "bie_ze"), "jiao_ke",
        {"jiao_ke": "000:163 「日辰交互相剋為蕪淫」",
         "bie_ze": "000:7 「俱名無淫」, 000:39, 000:91 「別責（蕪淫）」 (every 別責 chart)"},
        "蕪淫: the 課體 chapter's definition or the name the 九門 give 別責"),
)}


ORDER = tuple(OPTIONS)


class Options:
    """An immutable, hashable set of option values (all options, defaults filled in).
    Each option is also an attribute (``opts.she_hai``)."""

    __slots__ = ORDER + ("_values", "_hash")

    def __init__(self, values: Mapping[str, str] | None = None, **kw: str):
        merged = dict(values or {})
        merged.update(kw)
        vals = []
        for name in merged:
            if name not in OPTIONS:
                raise BadOption(f"unknown option {name!r} (known: {', '.join(ORDER)})",
                                text=name)
        for name in ORDER:
            opt = OPTIONS[name]
            v = merged.get(name, opt.default)
            if v not in opt.values:
                raise BadOption(f"option {name}: unknown value {v!r} "
                                f"(expected one of {', '.join(opt.values)})", text=str(v))
            vals.append(v)
            object.__setattr__(self, name, v)
        object.__setattr__(self, "_values", tuple(vals))
        object.__setattr__(self, "_hash", hash(self._values))

    def __setattr__(self, name, value):
        raise AttributeError("Options is immutable")

    def __reduce__(self):
        # rebuilt from its values (the slots cannot be set on an immutable instance): an
        # analysis holding Options can be cached (pickle) and read back
        return (Options, (self.as_dict(),))

    def __getitem__(self, name: str) -> str:
        try:
            return self._values[ORDER.index(name)]
        except ValueError:
            raise BadOption(f"unknown option {name!r}", text=name) from None

    def __eq__(self, other) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        nd = self.non_default()
        return "Options(" + ", ".join(f"{k}={v!r}" for k, v in nd.items()) + ")"

    @property
    def key(self) -> tuple[str, ...]:
        return self._values

    def as_dict(self) -> dict[str, str]:
        return dict(zip(ORDER, self._values))

    def non_default(self) -> dict[str, str]:
        return {k: v for k, v in zip(ORDER, self._values) if v != OPTIONS[k].default}

    def replace(self, **kw: str) -> "Options":
        d = self.as_dict()
        d.update(kw)
        return Options(d)

    @classmethod
    def coerce(cls, options: "Options | Mapping[str, str] | None") -> "Options":
        if options is None:
            return DEFAULT
        if isinstance(options, Options):
            return options
        if isinstance(options, Mapping):
            return cls(options)
        raise BadOption(f"options must be a mapping of name to value, not {options!r}")

    @classmethod
    def parse(cls, items) -> "Options":
        """From ``["she_hai=meng_zhong", …]`` (the CLI's ``--option NAME=VALUE``)."""
        d: dict[str, str] = {}
        for item in items:
            name, sep, value = str(item).partition("=")
            if not sep:
                raise BadOption(f"an option is NAME=VALUE, not {item!r}", text=str(item))
            d[name.strip()] = value.strip()
        return cls(d)


DEFAULT = Options()


def variants() -> list[Options]:
    """Every combination of option values that changes the transmissions (for fingerprints):
    one option moved off its default at a time, plus the default itself."""
    out = [DEFAULT]
    for name in ORDER:
        for v in OPTIONS[name].values:
            if v != OPTIONS[name].default:
                out.append(DEFAULT.replace(**{name: v}))
    return out
