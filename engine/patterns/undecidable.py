"""The 課體/格 of seeds 000 and 001 that cannot be decided from a chart and the date facts a
:class:`~engine.patterns.Context` holds: each with the passage and the reason."""
from __future__ import annotations

UNDECIDABLE: dict[str, tuple[str, str]] = {
    "官爵": ("000:123", "「太歲日將年命□馬印綬入傳」: a character is lost and the clause does not "
             "say how 太歲, 日將 and 年命 stand to the 驛馬 and 印綬"),
    "亨通": ("000:135", "「三傳處生及旺」 does not say of what the seats are 生/旺 (seat generating "
             "the transmission, or its 長生/帝旺 place)"),
    "五行不備 / 鑄印不成 / 鑄印損模": ("000:127", "the three ways 鑄印 is spoilt: 「火少金多」 has no "
                                  "measure, 「臨日破並水神」 and 「火旺日乘蛇雀值空亡，日破日辰無氣」 "
                                  "do not say which branch"),
    "昴星逢蛇虎": ("001:47", "unnamed (「昴星陰陽二課，如傳見魁罡，將乘龍虎者必中」)"),
    "繁昌": ("000:135", "needs the 行年 of two people (夫妻行年), and 「德孕旺孕」 are not defined"),
    "榮華": ("000:139", "「祿馬貴從臨干支年…雙為發用」: which of 祿馬貴 must stand where, and what "
             "「雙」 pairs, is not stated"),
    "德慶": ("000:139", "「日辰干及德神發用，並在年命乘吉將」: the clause is garbled (日辰干及) and the "
             "Korean paraphrase (000:141) does not resolve which 德神"),
    "合歡": ("000:143", "「日辰過天干作合」 does not define the 合 it means, and it needs both 本命 "
             "and 行年 generals"),
    "和美": ("000:143", "「上下□互相合」: a character is lost (000:145) where the pairs to be 合 "
             "are named"),
    "刑德": ("000:147", "「更有刑德」 only lists 德 and 刑 relations, with no "
                          "condition on a chart"),
    "沖破": ("000:159", "「干支沖辰皆破」 and 「破碎煞」: 破 and 破碎煞 are not defined in the corpus"),
    "解離": ("000:163", "needs the 行年 of husband and wife (夫妻行年沖剋)"),
    "孤辰/寡宿 (空亡)": ("000:163", "「地盤空亡為孤辰，天盤空亡為寡宿」 does not say which branch "
                   "(初傳? any?) is meant; the seasonal 孤寡 table is implemented (gu, gua)"),
    "侵害": ("000:167", "「干支害神上下相加發用，臨行年」: the 發用 on 干/支 cannot also stand on the "
             "行年 unless they coincide; reading unclear"),
    "刑傷": ("000:167", "「三刑發用，並行的 [行年]」: which 刑 relation (with its seat? with 干?) is "
             "not stated"),
    "二煩 (天煩/地煩)": ("000:171", "needs the lunar phase (朔望弦晦) and the moon's lunar mansion "
                    "(月宿), not date facts the engine has"),
    "天寇": ("000:175", "needs the 四離/四難 days and the moon's lunar mansion (月宿加難辰)"),
    "死奇": ("000:183", "「月行度到角亢之分，或月宿臨太歲日辰」: needs the moon's lunar mansion; "
             "「每秒」 is corrupt (000:185)"),
    "死絕 (喪車游魂)": ("000:187", "「或喪車游魂等發用」: the spirits 喪車 and 遊魂 are not defined in "
                    "the corpus (the 死鄉/絕鄉 reading is implemented as si_jue)"),
    "殃咎": ("000:191", "「三傳處克，日又夾克，內戰外戰，乘墓坐墓」: 「日又夾克」 does not say by which "
             "branches the stem is flanked, nor whether all four clauses must hold; 內戰/外戰 are "
             "神 against 將 (000:193), which needs the generals' elements (given only in seed "
             "004: 天后水, 騰蛇火 …) — unlike 001:83, where 內戰 is 下克上"),
    "元胎 (不育)": ("000:203", "「子孫空亡為不育」: 子孫 is a 六親 relation; which branch is meant "
                 "(any 子孫 in the 課傳?) is not stated"),
    "連珠 (歲月日時連)": ("000:207", "「或歲月日時連」 / 「三傳孟傳季相連」: what 連 means for the date "
                     "(consecutive branches?) is not stated; the 三傳 reading is implemented"),
    "朱雀生太歲 (三凶)": ("001:3", "the 三凶 include 「榜將出」 (the moment results are posted), not a "
                    "chart fact; 幕官 is defined only by example"),
    "上下遞生 / 干支生合 / 傳將遞生": ("001:7", "defined in the 婚姻門, which is not in the corpus"),
    "劫煞": ("001:19", "劫煞 is not defined in the corpus"),
    "天后臨門": ("001:35", "unnamed (「如天后乘太歲臨門戶，加干支發用，必中」), and its examples do not "
               "fit it: 乙卯日 never casts the printed 三傳 未亥卯, and in 壬子日三傳午卯子 the 午 "
               "on 酉 stands on neither 干 nor 支 (computed)"),
    "皇恩/天喜/天詔": ("001:47", "spirits defined only for some months (正七月 未 皇恩; 春 戌 夏 丑 冬 未 天喜)"),
    "箭數 (武試)": ("001:55", "an interpretation of the 發用 (which 課 it comes from), not a "
                 "pattern"),
    "干先貴": ("001:59", "a reading of time (速/遲), not a pattern; its convention for 前/後 is used "
             "here"),
    "官乘天馬": ("001:95", "「六甲日申為官星，二八月中又為天馬」: where the 官星 that is 天馬 must "
                 "stand (課傳? 干上?) is not stated"),
    "天城天吏": ("001:87", "「有城有吏」: where 寅 and 申 must stand is not stated"),
    "學堂": ("001:95", "the 學堂 are 干支 pairs (己亥, 丙寅 …) whose use on a plate is not defined"),
    "勾刃臨身": ("001:95", "「干支上乘此二神」: 勾陳 and 羊刃 on 干上/支上 — which one of them, both? "
               "not stated"),
    "盜 (傷官)": ("001:123", "defined only by one example (丙寅日三傳子亥戌)"),
    "太陽西墜": ("001:131", "「月將臨酉戌亥子丑等宮」: 等 leaves the set open"),
    "貴坐/貴生/貴合": ("001:135", "reading of 貴人 against the 年命; not named 格"),
    "華蓋作墓 / 關神作墓": ("001:135", "華蓋 and 關神 are defined only by one example each"),
    "無處逃生 / 同類相爭 / 舍損就益 / 人甘自苦 / 不受福德": (
        "001:143", "defined only by single examples with several features each; no general "
                   "condition is stated"),
    "暗財 / 財傷年命": ("001:155", "need the 遁干 of the 年命上神 and the 年命: the condition is given "
                   "only by example"),
    "長生無氣": ("001:159", "defined by one example"),
}
