"""Every sentence practice mode says, each whole, with named values: each marked for the catalogues (`_`) and
said in the reader's language.

Three kinds, by the key's first word:
- `rule.…` states a rule without this chart's answer (shown at every try);
- `hint.…` names a typical mistake, or points at the rule, without giving the answer (the first try);
- `explain.…` applies the rule to this chart and names the answer (shown when the answer is revealed).
`answer.…` are the messages for input no reading makes sense of.
The rules are those of docs/engine-rules.md §1–§4, as the method pages (/methods/) teach them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Final

from divination.engine.messages import _

TEXTS: Final = {
    # ---- input no reading makes sense of --------------------------------------------------------
    "answer.not_text": _("The answer {field} must be written as text."),
    "answer.too_long": _("The answer {field} is too long ({length} characters)."),
    "answer.not_a_branch": _("「{given}」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥."),
    "answer.not_a_stem": _("「{given}」 is not one of the ten stems 甲乙丙丁戊己庚辛壬癸 (write 空 for a branch that "
                           "takes none)."),
    "answer.not_a_method": _("「{given}」 is not one of the nine methods 伏吟 返吟 八專 賊剋 比用 涉害 遙剋 別責 "
                             "昴星."),
    "answer.not_a_subname": _("「{given}」 is not a sub-name of the nine methods (重審 元首 知一 見機 察微 綴瑕 蒿矢 "
                              "彈射 虎視 "
                             "冬蛇掩目 獨足 自任 自信 杜傳 無依 井欄射); leave it blank where the method gives none."),
    "answer.not_a_general": _("「{given}」 is not one of the twelve generals 貴人 螣蛇 朱雀 六合 勾陳 青龍 天空 白虎 "
                              "太常 玄武 太陰 天后."),
    "answer.not_a_kin": _("「{given}」 is not one of the five kin 父母 兄弟 子孫 妻財 官鬼."),
    "answer.not_a_direction": _("「{given}」 is not a direction: the generals run 順 (forward) or 逆 (backward)."),
    "answer.subname_as_method": _("「{given}」 is a sub-name of {method}, not a method: give {method} as the method "
                                  "and "
                                  "{given} as the sub-name."),
    "answer.method_as_subname": _("「{given}」 is a method, not a sub-name: give it as the method."),
    "answer.void_pair": _("「{given}」: the void is two different branches, e.g. 戌亥."),
    "answer.depth_item": _("「{given}」: write each 涉害 depth as a branch and a number, e.g. 亥6 丑2."),
    "answer.depth_count": _("The depth of {branch} must be a whole number from 0 to 30, not 「{given}」."),
    "answer.list_length": _("{field} takes {length} {what}, in order."),
    "answer.not_an_object": _("answers must be an object of answers by name, e.g. {{\"initial\": \"亥\"}}."),
    "answer.not_of_step": _("{name} is not answered at the step {step}: its answers are {names}."),
    "answer.plate_object": _("heaven_plate must be an object from earth branch to heaven branch, e.g. {{\"子\": "
                             "\"戌\"}}."),
    "answer.noble_object": _("noble must be an object with branch and direction, e.g. {{\"branch\": \"酉\", "
                             "\"direction\": \"順\"}}."),
    "answer.nothing": _("Write at least one answer before checking."),

    # ---- a chart drawn at random --------------------------------------------------------------------
    "random.subname_of_another": _("{subname} is not a sub-name of {method}: its sub-names are {subnames}."),
    "random.no_subnames": _("{subname} is not a sub-name of {method}, which gives none."),
    "random.moment_with_choice": _("A chart of a chosen method, sub-name or pattern is drawn from the 720 課: "
                                  "choose 課, or leave the choice open."),
    "random.no_pattern": _("None of the 720 課 shows this pattern with that method or sub-name."),
    "random.no_ke": _("None of the 720 課 takes that method with that sub-name under the default options."),

    # ---- the API's body ----------------------------------------------------------------------------
    "api.post_only": _("POST a JSON body with chart, step, answers and reveal to this address."),
    "api.too_large": _("The body is larger than {size} KB."),
    "api.not_json": _("The body is not JSON: {error}."),
    "api.not_an_object": _("The body must be a JSON object with chart, step, answers and reveal."),
    "api.unknown_field": _("The body has no field {name}: give chart, step, answers and reveal."),
    "api.missing_field": _("The body needs {name}."),
    "api.reveal": _("reveal must be true or false."),
    "api.chart_object": _("chart must be an object of chart parameters, as in a chart URL, e.g. {{\"day\": \"丁卯\", "
                          "\"general\": \"亥\", \"hour\": \"丑\"}}."),
    "api.chart_parameter": _("chart has no parameter {name}."),
    "api.step": _("step must be the name of a step, e.g. \"initial\"."),

    # ---- the monthly general and the query hour --------------------------------------------------
    "rule.monthly_general": _("The monthly general (月將) changes at each 中氣: 雨水 亥, 春分 戌, 穀雨 酉, 小滿 申, "
                              "夏至 未, "
                             "大暑 午, 處暑 巳, 秋分 辰, 霜降 卯, 小雪 寅, 冬至 丑, 大寒 子."),
    "rule.monthly_general.minor": _("This chart changes the monthly general (月將) at each 節, as some modern schools "
                                    "do: "
                                   "from 驚蟄 亥, from 清明 戌, and so on, one 節 before the 中氣."),
    "hint.monthly_general": _("Find the last 中氣 before the moment (the chart's solar terms are in China time): its "
                              "general holds until the next."),
    "hint.monthly_general.month_branch": _("You gave the month branch (月建), which changes at the 節 and runs "
                                           "forward; "
                                           "the monthly "
                                          "general changes at the 中氣 and runs backward (雨水 亥, 春分 戌 …)."),
    "hint.monthly_general.other_switch": _("You changed the general at the {other} ; this chart changes it at the "
                                           "{this} "
                                          "(option 月將交換 · general changes)."),
    "explain.monthly_general": _("The last {kind} was {term} ({when} China time): the monthly general is {general}."),
    "rule.query_hour": _("The query hour (占時) is the two-hour period of the calendar time: 子 23–01, 丑 01–03, 寅 "
                         "03–05 … "
                         "亥 21–23."),
    "hint.query_hour": _("Read the hour from the calendar time, {time}: each hour begins at an odd clock hour (子 at "
                         "23:00, 丑 at 01:00 …)."),
    "hint.query_hour.local_time.china": _("You read the hour from the local clock; this chart reads it in China "
                                          "standard time, "
                                         "UTC+8 (option 曆法時間 · time basis): the calendar time is {time}."),
    "hint.query_hour.local_time.solar": _("You read the hour from the local clock; this chart reads it in true solar "
                                          "time at the "
                                         "place (option 曆法時間 · time basis): the calendar time is {time}."),
    "explain.query_hour.china": _("The calendar time is {time}, China standard time: the {hour} hour."),
    "explain.query_hour.local": _("The calendar time is {time}, the querent's civil time: the {hour} hour."),
    "explain.query_hour.solar": _("The calendar time is {time}, true solar time at the place: the {hour} hour."),

    # ---- the plates ------------------------------------------------------------------------------
    "rule.heaven_plate": _("The monthly general is placed on the query hour of the earth plate, and the other branches "
                           "of the "
                          "heaven plate follow in order, the same way round as the earth plate."),
    "hint.heaven_plate": _("The monthly general {general} stands on the hour {hour}; go round from there in order, one "
                           "branch to each palace."),
    "hint.heaven_plate.backward": _("You went round the wrong way: the heaven plate runs the same way as the earth "
                                    "plate (子丑寅… over 子丑寅…)."),
    "hint.heaven_plate.swapped": _("You put the hour on the general: it is the monthly general {general} that stands "
                                   "on the hour {hour}."),
    "explain.heaven_plate": _("k = general − hour = {k}: over earth {earth} stands {heaven}."),

    # ---- the four lessons ------------------------------------------------------------------------
    "rule.lessons.1": _("一課 (干上) is the heaven branch over the day stem's lodging (寄宮: 甲寅 乙辰 丙巳 丁未 戊巳 "
                        "己未 庚申 辛戌 壬亥 "
                        "癸丑)."),
    "rule.lessons.2": _("二課 is the heaven branch over 一課's upper, that branch taken on the earth plate."),
    "rule.lessons.3": _("三課 (支上) is the heaven branch over the day branch."),
    "rule.lessons.4": _("四課 is the heaven branch over 三課's upper, that branch taken on the earth plate."),
    "hint.lessons.1": _("The day stem {stem} lodges in {lodging} (寄宮): 一課 is the heaven branch standing over earth "
                        "{lodging}."),
    "hint.lessons.1.lodging": _("{lodging} is where the stem {stem} lodges, on the earth plate; 一課 is the heaven "
                                "branch standing over it."),
    "hint.lessons.1.branch": _("That is the heaven branch over the day branch (三課); 一課 stands over the stem's "
                               "lodging "
                               "{lodging}."),
    "hint.lessons.2": _("Take 一課's upper on the earth plate and read the heaven branch over it."),
    "hint.lessons.3": _("三課 is the heaven branch standing over the day branch {branch}."),
    "hint.lessons.3.branch": _("{branch} is the day branch itself, on the earth plate; 三課 is the heaven branch "
                               "standing over it."),
    "hint.lessons.4": _("Take 三課's upper on the earth plate and read the heaven branch over it."),
    "hint.lessons.down": _("You went down the plates: the next lesson is the heaven branch over {lower}, not the earth "
                           "branch under it."),
    "hint.lessons.follows": _("This one is right for your {previous}, but your {previous} is wrong: correct it first."),
    "explain.lessons.1": _("{stem} lodges in {lodging}; over earth {lodging} stands {upper}."),
    "explain.lessons.2": _("Over earth {lower}, the upper of 一課, stands {upper}."),
    "explain.lessons.3": _("Over the day branch {lower} stands {upper}."),
    "explain.lessons.4": _("Over earth {lower}, the upper of 三課, stands {upper}."),

    # ---- the initial transmission: the rules -----------------------------------------------------
    "rule.method": _("The nine methods are tried in order, and the first that applies chooses the initial: 伏吟 (k = "
                     "0), "
                     "返吟 "
                    "(k = 6), 八專 (the stem lodges in the day branch), 賊剋, 比用, 涉害 (lessons with 賊 or 剋), "
                    "遙剋, 別責, 昴星."),
    "rule.subname": _("Most methods name the 課 by how they decided (重審 or 元首, 知一, 見機 察微 綴瑕, 蒿矢 or "
                      "彈射, 虎視 or "
                     "冬蛇掩目 …); leave it blank where the method gives none."),
    "rule.initial": _("The initial transmission (初傳, 發用) is the branch the deciding method chooses."),
    "rule.depths": _("涉害: walk forward over the earth plate from where a candidate stands to its own home, not "
                     "counting the home; "
                    "count each branch and lodged stem whose element overcomes a 賊 candidate, or that a 剋 candidate "
                    "overcomes."),
    "hint.method.order": _("Try the nine methods in their order, 伏吟 返吟 八專 賊剋 比用 涉害 遙剋 別責 昴星: the "
                           "first that applies "
                           "decides."),
    "hint.depths.not_counted": _("No 涉害 depths are counted on this chart: leave them out."),
    "hint.depths.not_candidates": _("{branches}: only the 涉害 candidates are counted."),

    # 伏吟 返吟
    "hint.fuyin.missed": _("The plates lie still: every heaven branch stands on its own earth branch (k = 0). 伏吟 "
                           "decides before every other method."),
    "hint.fuyin.wrong": _("伏吟 needs the plates to lie still, every branch on itself (k = 0); here k = {k}."),
    "hint.fanyin.missed": _("The plates face each other: every heaven branch stands on its clash (k = 6). 返吟 decides "
                            "before the methods after it."),
    "hint.fanyin.wrong": _("返吟 needs the plates to face each other, every branch on its clash (k = 6); here k = "
                           "{k}."),
    "hint.fuyin.yang": _("伏吟 without 賊剋: a yang day takes 干上 (自任), a yin day 支上 (自信). {stem} is a yang "
                         "stem."),
    "hint.fuyin.yin": _("伏吟 without 賊剋: a yang day takes 干上 (自任), a yin day 支上 (自信). {stem} is a yin "
                        "stem."),
    "hint.fuyin.subname": _("自任 is the yang day's 伏吟, 自信 the yin day's; 杜傳 when the initial punishes itself "
                            "(辰午酉亥)."),
    "hint.fuyin.duchuan": _("The initial {initial} punishes itself (辰 午 酉 亥 are self-punishing): this 伏吟 is "
                            "杜傳."),
    "hint.fuyin.not_duchuan": _("杜傳 needs an initial that punishes itself (辰 午 酉 亥); {initial} does not."),
    "hint.fanyin.horse": _("返吟 without 賊剋 (井欄射): the initial is the post horse (驛馬) of the day branch "
                          "(申子辰 → 寅, 寅午戌 → 申, 巳酉丑 → 亥, 亥卯未 → 巳)."),
    "hint.fanyin.horse_of_lodging": _("The post horse is counted from the day branch {branch}, not from the stem's "
                                      "lodging."),
    "hint.fanyin.subname": _("返吟 with 賊剋 is 無依; without 賊剋 it is 井欄射."),
    # 八專
    "hint.bazhuan.missed": _("{day} is an 八專 day (the stem lodges in the day branch) and no lesson has 賊 or 剋: "
                             "八專 "
                             "decides."),
    "hint.bazhuan.not_day": _("八專 needs a day whose stem lodges in its own branch (甲寅 庚申 丁未 己未 癸丑); {day} "
                              "is not one."),
    "hint.bazhuan.with_zeike": _("On an 八專 day a lesson with 賊 or 剋 still goes by the usual rule (賊剋, 比用, "
                                 "涉害): "
                                 "{lesson} is {relation}."),
    "hint.bazhuan.yang": _("On a yang day 八專 counts three forward from 干上, 干上 itself being the first."),
    "hint.bazhuan.yin": _("On a yin day 八專 counts three backward from the upper of 四課, that upper itself being the "
                          "first."),
    "hint.bazhuan.start": _("Count the branch you start from as the first: three forward (or backward) ends two "
                            "branches on."),
    "hint.bazhuan.yang_base": _("A yang day counts forward from 干上; the yin day counts backward from 四課's upper."),
    "hint.bazhuan.yin_base": _("A yin day counts backward from the upper of 四課; the yang day counts forward from "
                               "干上."),
    "hint.bazhuan.dushu": _("When the count comes back to 干上 itself, all three transmissions are one branch: that is "
                            "獨足."),
    "hint.bazhuan.not_dushu": _("獨足 is when the count comes back to 干上 itself, so that all three transmissions "
                                "are one "
                                "branch."),
    # 賊剋 比用 涉害
    "hint.zeike.present": _("{lesson} is {relation}: 遙剋, 別責 and 昴星 come only when no lesson has 賊 or 剋."),
    "hint.zeike.absent": _("No lesson has 賊 or 剋 (compare each upper with its lower by the five elements): 賊剋, "
                           "比用 and "
                           "涉害 need one."),
    "hint.zeike.ke_before_zei": _("You took {given}, the upper of a 剋 lesson (上剋下), but {lessons} is 賊 (下賊上): "
                                  "a 賊 "
                                  "lesson "
                                 "comes first, and the 剋 lessons are set aside (重審)."),
    "hint.zeike.ke_before_zeis": _("You took {given}, the upper of a 剋 lesson (上剋下), but {lessons} are 賊 "
                                   "(下賊上): the 賊 "
                                   "lessons "
                                  "come first, and the 剋 lessons are set aside."),
    "hint.zeike.no_relation": _("{given} over {lower}: neither overcomes the other, so this lesson gives no initial; "
                                "take a lesson with 賊 or 剋."),
    "hint.zeike.took_lower": _("{given} is the lower of {lesson}; the initial is the upper of the lesson (上神), the "
                               "branch standing over it."),
    "hint.zeike.not_in_lessons": _("{given} is not the upper of any of the four lessons; here the initial is the upper "
                                   "of a lesson with {relation}."),
    "hint.zeike.single": _("There is only one {relation} lesson: it gives the initial by 賊剋 itself; 比用 and 涉害 "
                           "compare "
                           "several."),
    "hint.zeike.several": _("There are several {relation} candidates ({candidates}): 賊剋 alone cannot choose; compare "
                            "them by 比用, then 涉害."),
    "hint.zeike.subname": _("重審 is the one 賊 lesson (下賊上), 元首 the one 剋 lesson (上剋下); here the lesson is "
                            "{relation}."),
    "hint.biyong.polarity": _("{candidates} are the {relation} candidates: 比用 keeps the one whose polarity matches "
                              "the "
                              "day stem "
                             "{stem} ({polarity}); {given} is {given_polarity} (子寅辰午申戌 are yang, 丑卯巳未酉亥 "
                             "yin)."),
    "hint.biyong.not_shehai": _("Only one candidate shares the day stem's polarity: 比用 decides (知一), and 涉害 is "
                                "not "
                                "needed."),
    "hint.biyong.subname": _("When 比用 keeps one candidate the 課 is 知一."),
    "hint.shehai.not_biyong_several": _("{count} candidates share the day stem's polarity ({polarity}): 比用 cannot "
                                        "choose between them, so 涉害 compares them."),
    "hint.shehai.not_biyong_none": _("None of the candidates shares the day stem's polarity ({polarity}): 比用 cannot "
                                     "choose, so 涉害 compares them all."),
    "hint.shehai.pool": _("{given} does not share the day stem's polarity ({polarity}): only the candidates that do go "
                          "on to 涉害."),
    "hint.shehai.count": _("涉害: you counted {branch} as {given}; it is {actual}. {reason}"),
    "reason.shehai.stems": _("The stems lodged on the way count too (寄宮): {stems}."),
    "reason.shehai.branches": _("The branches on the way count too, not only the stems lodged in them."),
    "reason.shehai.home": _("The walk stops before the candidate's own home: {home} itself is not counted."),
    "reason.shehai.path": _("Walking forward from {start}: {path}."),
    "hint.shehai.other_school": _("{given} is the answer of the 孟仲季 school (六壬斷案, 六壬指南), which skips the "
                                  "count; this "
                                  "chart "
                                 "counts the depth of harm (六壬大全; option 涉害 · school)."),
    "hint.shehai.depth_school": _("{given} is the answer of the depth count (六壬大全); this chart follows the 孟仲季 "
                                  "school "
                                  "(option "
                                 "涉害 · school): the count is skipped, the candidate on a 孟 wins, then one on a 仲."),
    "hint.shehai.biyong_ge": _("This chart applies 六壬大全's 比用格 (option 比用格): when the 涉害 choice is neither "
                               "of the day "
                               "stem's "
                              "element nor generating it, the candidate that is wins."),
    "hint.shehai.not_biyong_ge": _("This chart does not apply 比用格 (option 比用格): the 涉害 choice stands."),
    "hint.shehai.stems": _("涉害: counting only the branches, {given} comes out deepest; but the stems lodged on the "
                           "way "
                           "count too (寄宮). Count every candidate again with them."),
    "hint.shehai.stems_tie": _("涉害: counting only the branches, {given} comes out deepest; but the stems lodged on "
                               "the "
                               "way count "
                              "too (寄宮), and with them the candidates are even. {tie_break}"),
    "hint.shehai.backward": _("涉害 walks forward (順) over the earth plate, from where the candidate stands to its "
                              "own "
                              "home; walked backward, {given} comes out deepest."),
    "hint.shehai.relation": _("A 賊 candidate counts what overcomes it, a 剋 candidate what it overcomes; counted the "
                              "other way round, {given} comes out deepest."),
    "hint.shehai.depth.zei": _("涉害: {given} has not suffered most. For each 賊 candidate walk forward from where it "
                               "stands to its "
                              "home and count the branches and lodged stems that overcome it."),
    "hint.shehai.depth.ke": _("涉害: {given} has not suffered most. For each 剋 candidate walk forward from where it "
                              "stands to its "
                             "home and count the branches and lodged stems it overcomes."),
    "hint.shehai.meng": _("The depths are tied: the candidate standing on a 孟 (寅申巳亥) wins (見機); {given} stands "
                          "on "
                          "{ground}, a {ground_class}."),
    "hint.shehai.zhong": _("The depths are tied and none stands on a 孟: the one on a 仲 (子午卯酉) wins (察微); "
                           "{given} "
                           "stands on {ground}, a {ground_class}."),
    "hint.shehai.zhuixia_yang": _("Still tied after 孟 and 仲: a yang day takes the first tied candidate on the 干 "
                                  "side, "
                                  "lessons 1–2 (綴瑕)."),
    "hint.shehai.zhuixia_yin": _("Still tied after 孟 and 仲: a yin day takes the first tied candidate on the 支 side, "
                                 "lessons 3–4 (綴瑕)."),
    "hint.shehai.no_tie": _("The depth count decided without a tie: there is no tie-break, so no sub-name (見機, 察微 "
                            "and "
                            "綴瑕 name the tie-breaks)."),
    "hint.shehai.tie_subname": _("The depths are tied: the tie-break names the 課 (見機 on a 孟, 察微 on a 仲, else "
                                 "綴瑕)."),
    # 遙剋
    "hint.yaoke.missed": _("Before 別責 and 昴星 look for 遙剋: an upper that overcomes the day stem {stem} "
                           "({element}), or "
                           "one the stem overcomes."),
    "hint.yaoke.absent": _("No upper overcomes the day stem {stem} ({element}), and the stem overcomes none of them: "
                           "there is no 遙剋."),
    "hint.yaoke.haoshi_first": _("An upper that overcomes the day stem (蒿矢) comes before one the stem overcomes "
                                 "(彈射); "
                                 "{given} is overcome by {stem}."),
    "hint.yaoke.polarity": _("Several uppers qualify for {subname}: prefer the one whose polarity matches the day stem "
                             "{stem} ({polarity})."),
    "hint.yaoke.order": _("Several uppers qualify for {subname} and more than one has the day stem's polarity (or none "
                          "has): take the first in lesson order."),
    "hint.yaoke.unrelated": _("{given} ({element}) neither overcomes the day stem {stem} ({stem_element}) nor is "
                              "overcome by it."),
    "hint.yaoke.not_an_upper": _("{given} is not the upper of any of the four lessons; 遙剋 compares the lessons' "
                                 "uppers "
                                 "with the day stem."),
    "hint.yaoke.subname": _("蒿矢 is an upper overcoming the day stem; 彈射 an upper the day stem overcomes."),
    # 別責 昴星
    "hint.biezhe.three": _("Only three lessons are distinct ({later} repeats {earlier}): that is 別責; 昴星 needs four "
                           "distinct lessons."),
    "hint.maoxing.four": _("All four lessons are distinct: that is 昴星; 別責 needs a lesson repeated."),
    "hint.biezhe.yang": _("On a yang day 別責 takes the upper standing on the lodging of the day stem's partner "
                          "(干合: 甲己 "
                          "乙庚 丙辛 丁壬 戊癸)."),
    "hint.biezhe.yin": _("On a yin day 別責 takes the branch one ahead of the day branch in its trine (三合: 申子辰 "
                         "亥卯未 寅午戌 "
                         "巳酉丑): the branch itself."),
    "hint.biezhe.yin_rule_on_yang": _("You used the yin day's rule (the day branch's trine); {stem} is a yang stem: "
                                      "take the upper standing on the lodging of its partner (干合)."),
    "hint.biezhe.yang_rule_on_yin": _("You used the yang day's rule (the partner stem's lodging); {stem} is a yin "
                                      "stem: take the branch one ahead of the day branch in its trine."),
    "hint.biezhe.earth": _("{given} is the partner's lodging on the earth plate; take the heaven branch standing over "
                           "it."),
    "hint.biezhe.upper": _("On a yin day 別責 takes the trine branch itself, not the heaven branch over it."),
    "hint.maoxing.yang": _("A yang day looks up (虎視): the initial is the heaven branch standing over earth 酉."),
    "hint.maoxing.yin": _("A yin day looks down (冬蛇掩目): the initial is the earth branch under heaven 酉."),
    "hint.maoxing.yin_way": _("You looked down from heaven 酉, the yin day's way (冬蛇掩目); {stem} is a yang stem: "
                              "look up "
                              "from earth 酉 (虎視)."),
    "hint.maoxing.yang_way": _("You looked up from earth 酉, the yang day's way (虎視); {stem} is a yin stem: look "
                               "down "
                               "from heaven 酉 (冬蛇掩目)."),
    "hint.maoxing.subname": _("虎視 is the yang day's 昴星 (looking up from earth 酉), 冬蛇掩目 the yin day's "
                              "(looking down "
                              "from heaven 酉)."),
    "hint.subname.none": _("{method} gives no sub-name here: leave it blank."),
    "hint.subname.missing": _("This 課 has a sub-name: name how {method} decided."),

    # ---- middle and final ------------------------------------------------------------------------
    "rule.chain": _("For 賊剋, 比用, 涉害 and 遙剋 the middle is the upper of the initial (the heaven branch over it) "
                    "and the "
                    "final the upper of the middle."),
    "rule.own.八專": _("八專 sets its own middle and final: both are 干上, the upper of 一課."),
    "rule.own.別責": _("別責 sets its own middle and final: both are 干上, the upper of 一課."),
    "rule.own.昴星": _("昴星 sets its own middle and final: on a yang day (虎視) 支上 then 干上, on a yin day "
                     "(冬蛇掩目) 干上 then "
                     "支上."),
    "rule.own.伏吟": _("伏吟: the middle is what the initial punishes (刑: 寅→巳→申→寅, 丑→戌→未→丑, 子⇄卯) and the "
                     "final what the "
                     "middle "
                    "punishes; a self-punishing initial (辰午酉亥) takes 支上 or 干上 as the middle (杜傳); a "
                    "self-punishing "
                    "middle, "
                    "or a final that would repeat the initial, gives the middle's clash (沖) as the final."),
    "rule.own.返吟": _("返吟 with 賊剋: the initial, its clash (沖), the initial again. Without 賊剋 (井欄射): the "
                     "post horse, "
                     "then 支上, then 干上."),
    "hint.chain.down": _("You went down: the next transmission is the heaven branch standing over the one before it, "
                         "not the earth branch under it."),
    "hint.chain.follows": _("Your final follows rightly from your middle, but the middle is wrong: correct it first."),
    "hint.chain": _("The middle is the heaven branch standing over the initial, taken on the earth plate; the final "
                    "the one over the middle."),
    "hint.own.chain_used": _("{method} does not chain upper over upper: it sets its own middle and final."),
    "hint.own.ganshang": _("For {method} both the middle and the final are 干上, the upper of 一課."),
    "hint.own.maoxing_order": _("A yang day's 昴星 (虎視) runs 支上 then 干上; a yin day's (冬蛇掩目) 干上 then 支上."),
    "hint.own.fuyin_middle": _("The middle of 伏吟 is what the initial punishes (刑: 寅→巳→申→寅, 丑→戌→未→丑, "
                               "子⇄卯)."),
    "hint.own.fuyin_clash_middle": _("The middle of 伏吟 is what the initial punishes (刑), not its clash (沖); the "
                                     "clash "
                                     "comes in only for the final."),
    "hint.own.fuyin_duchuan": _("The initial punishes itself: the middle is 支上 on a yang day or when the initial "
                                "came "
                                "from 賊剋, "
                               "干上 on a yin day, and the other one if that is the initial itself (杜傳)."),
    "hint.own.fuyin_final": _("The final of 伏吟 is what the middle punishes (刑), unless the middle punishes itself "
                              "or "
                              "punishes back the initial."),
    "hint.own.fuyin_final_clash.self": _("{middle} punishes itself: the final is then the clash (沖) of the middle."),
    "hint.own.fuyin_final_clash.back": _("{middle} punishes back the initial: the final is then the clash (沖) of the "
                                         "middle."),
    "hint.own.fanyin": _("返吟 with 賊剋 runs the initial, its clash (沖), and the initial again."),
    "hint.own.jinglan_order": _("井欄射 runs the post horse, then 支上, then 干上."),
    "explain.chain": _("The middle is the upper of the initial: over earth {initial} stands {middle}. The final is the "
                       "upper of the middle: over earth {middle} stands {final}."),

    # ---- the generals ----------------------------------------------------------------------------
    "rule.noble.branch": _("The noble by the day stem, as this chart's table sings it: 「{song}」 ({source}); each "
                           "stem "
                           "has "
                          "a day noble and a night noble (牛 丑, 羊 未, 鼠 子, 猴 申, 豬 亥, 雞 酉, 蛇 巳, 兔 卯, 馬 "
                          "午, 虎 寅)."),
    "rule.noble.direction": _("The generals run forward (順) when the noble stands on earth 亥子丑寅卯辰, backward "
                              "(逆) when "
                              "it stands on 巳午未申酉戌."),
    "rule.generals": _("From the noble the twelve generals follow one to a branch, forward or backward: 貴人 螣蛇 "
                       "朱雀 六合 勾陳 "
                       "青龍 天空 "
                      "白虎 太常 玄武 太陰 天后. A transmission's general is the one riding its branch."),
    "hint.noble.branch.day": _("Read the noble off the verse by the day stem {stem}; this chart asks for the day noble "
                               "(晝貴)."),
    "hint.noble.branch.night": _("Read the noble off the verse by the day stem {stem}; this chart asks for the night "
                                 "noble (夜貴)."),
    "hint.noble.day_night.day": _("You took the night noble; this chart asks for the day noble (晝貴): {reason}"),
    "hint.noble.day_night.night": _("You took the day noble; this chart asks for the night noble (夜貴): {reason}"),
    "hint.noble.day_night_or_table.day": _("{given} is this chart's night noble, and the day noble by the table "
                                           "{table} "
                                          "(「{song}」); this chart asks for the day noble (晝貴) by {this_table} "
                                          "(「{this_song}」; option 貴人 · noble table): {reason}"),
    "hint.noble.day_night_or_table.night": _("{given} is this chart's day noble, and the night noble by the table "
                                             "{table} "
                                            "(「{song}」); this chart asks for the night noble (夜貴) by {this_table} "
                                            "(「{this_song}」; option 貴人 · noble table): {reason}"),
    "reason.daytime.hour": _("the {hour} hour is a day hour (卯 to 申 are day)."),
    "reason.nighttime.hour": _("the {hour} hour is a night hour (卯 to 申 are day)."),
    "reason.daytime.dawn": _("the {hour} hour is a day hour by 占事略決's rule (寅 to 酉 are day; option 晝夜 · "
                             "day or night)."),
    "reason.nighttime.dawn": _("the {hour} hour is a night hour by 占事略決's rule (寅 to 酉 are day; option 晝夜 · "
                               "day or night)."),
    "reason.daytime.sun": _("the sun is up at the querent's place (option 晝夜 · day or night)."),
    "reason.nighttime.sun": _("the sun is down at the querent's place (option 晝夜 · day or night)."),
    "reason.daytime.forced": _("the chart asks for the day noble (晝貴), whatever the hour."),
    "reason.nighttime.forced": _("the chart asks for the night noble (夜貴), whatever the hour."),
    "hint.noble.ground": _("You gave the earth branch under the noble; give the branch the noble itself rides on the "
                           "heaven plate."),
    "hint.noble.other_table": _("{given} is the noble by the table {table} (「{song}」); this chart reads it by "
                                "{this_table} "
                               "(「{this_song}」; option 貴人 · noble table)."),
    "hint.noble.direction": _("Look at the earth branch under the noble: 亥子丑寅卯辰 run forward (順), 巳午未申酉戌 "
                              "backward (逆)."),
    "hint.noble.direction_by_heaven": _("You judged by the noble's own branch; judge by the earth branch it stands "
                                        "on."),
    "hint.generals.forward": _("Count forward (順) from the noble on {noble}, one general to a branch, to the "
                               "transmission's branch {branch}."),
    "hint.generals.backward": _("Count backward (逆) from the noble on {noble}, one general to a branch, to the "
                                "transmission's branch {branch}."),
    "hint.generals.direction.forward": _("You counted the generals the wrong way round: here they run forward (順)."),
    "hint.generals.direction.backward": _("You counted the generals the wrong way round: here they run backward (逆)."),
    "hint.generals.earth": _("You took the general over earth {branch}; a transmission's general is the one riding the "
                             "heaven branch {branch} itself."),
    "hint.generals.off_by_one": _("貴人 itself rides the noble's branch: start the count there with 貴人, then 螣蛇 "
                                  "on the "
                                  "next branch."),
    "explain.noble.branch.day": _("For a {stem} day the day noble is {noble}."),
    "explain.noble.branch.night": _("For a {stem} day the night noble is {noble}."),
    "explain.noble.direction.forward": _("The noble {noble} stands on earth {ground}: the generals run forward (順)."),
    "explain.noble.direction.backward": _("The noble {noble} stands on earth {ground}: the generals run backward "
                                          "(逆)."),
    "explain.generals": _("The general riding {branch} is {general}."),

    # ---- void, hidden stems, kin -----------------------------------------------------------------
    "rule.void": _("旬空: the day's decade (旬) starts on a 甲 day; the two branches its ten days leave out are void."),
    "rule.hidden_stems": _("遁干: counting from the decade's 甲 day, each branch takes the stem of its day (甲子旬: "
                           "子甲 丑乙 "
                           "…); a void branch takes none."),
    "rule.hidden_stems.next": _("遁干: counting from the decade's 甲 day, each branch takes the stem of its day "
                                "(甲子旬: 子甲 "
                                "丑乙 …); "
                               "this chart gives the two void branches the next decade's 甲 and 乙 (option 空亡遁干, "
                               "六壬指南)."),
    "rule.kin": _("六親 by element against the day stem: what generates it is 父母, the same element 兄弟, what it "
                  "generates "
                  "子孫, "
                 "what it overcomes 妻財, what overcomes it 官鬼."),
    "hint.void": _("Count back from {day} to the 甲 day that opens its decade; the decade's ten days run to 癸, and "
                   "the "
                   "two branches after that are void."),
    "hint.void.from_day": _("Count from the 甲 day that opens the decade, not from the day {day} itself."),
    "hint.void.one": _("One of your two branches is void, the other is not."),
    "hint.hidden_stems": _("Count from the decade's 甲 day: 甲{head}旬 gives {head} the stem 甲, the next branch 乙, "
                           "and so "
                           "on."),
    "hint.hidden_stems.lodging": _("{stem} lodges in {branch} (寄宮); the hidden stem comes from the decade instead."),
    "hint.hidden_stems.void": _("{branch} is void in this decade: it takes no stem (write 空)."),
    "hint.hidden_stems.next_decade": _("{branch} is void, and this chart gives the void branches the next decade's 甲 "
                                       "and 乙 "
                                      "(option 空亡遁干 · void branches' stems: 六壬指南)."),
    "hint.hidden_stems.no_next_decade": _("That is the next decade's stem, which 六壬指南 gives a void branch; this "
                                          "chart "
                                          "gives "
                                         "{branch}, void, no stem (option 空亡遁干 · void branches' stems)."),
    "hint.hidden_stems.not_void": _("{branch} is not void in this decade: it takes a stem."),
    "hint.hidden_stems.jiazi": _("You counted from 甲子; count from this day's decade, the 甲{head}旬."),
    "hint.kin": _("Compare the element of {branch} with the element of the day stem {stem} ({element})."),
    "hint.kin.generating_reversed": _("You reversed 生: what generates the day stem is 父母, what the day stem "
                                      "generates "
                                      "is 子孫."),
    "hint.kin.overcoming_reversed": _("You reversed 剋: what overcomes the day stem is 官鬼, what the day stem "
                                      "overcomes "
                                      "is 妻財."),
    "hint.kin.by_branch": _("Kin is judged against the day stem {stem} ({element}), not the day branch."),
    "explain.void": _("{day} is in the 甲{head}旬: {void} are void."),
    "explain.hidden_stems": _("In the 甲{head}旬 {branch} takes {stem}."),
    "explain.hidden_stems.next_decade": _("In the 甲{head}旬 {branch} is void; it takes the next decade's {stem}."),
    "explain.hidden_stems.void": _("In the 甲{head}旬 {branch} is void: it takes no stem."),
    "explain.kin": _("{branch} is {element}; against the day stem {stem} ({stem_element}) it is {kin}."),
    "rule.pattern": _("A 課體 is named by its passage: the chart shows it when the passage's conditions hold on its "
                      "lessons and transmissions."),
    "hint.pattern": _("The chart does not show this one: test each name's conditions on the lessons and the "
                      "transmissions."),
    "explain.pattern": _("This chart shows {name} ({passage}): {reading}"),
}


def _same(text: str) -> str:
    return text


# The reader's language, given by the web layer when Django starts (languages.apps: gettext, and the chart's
# terms in the page's script); the checker stays free of Django and says English without it.
translate: Callable[[str], str] = _same
term: Callable[[str], str] = _same


def say(key: str, **values: object) -> str:
    """The sentence `key` in the reader's language, its values filled in (the chart's terms in the page's script)."""
    return translate(TEXTS[key]).format(**{name: term(v) if isinstance(v, str) else v for name, v in values.items()})
