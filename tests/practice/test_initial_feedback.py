"""The initial transmission checked against the worked examples of the nine methods, each with a typical
mistake and the feedback it must give: the first decision of the rules (docs/engine-rules.md §3, /methods/) it departs from.

The examples are 六壬大全's (課經) of docs/engine-rules.md §6 (tests/engine/test_worked_examples.py) and the
corpus's own (心鏡 卷三: 正月癸酉日午時; docs/engine-rules.md §6, tests/engine/test_corpus_examples.py). Answers are read as a
student types them.
"""
import pytest

from divination.engine.chart import chart_from_ke
from divination.practice.answers import read_item
from divination.practice.checker import check
from tests.engine.test_worked_examples import WORKED_EXAMPLES


def checked(day, hour, general, **typed):
    """Check the initial step of a 課 (day, query hour, monthly general) with answers as typed."""
    chart = chart_from_ke(day, general, hour)
    return check(chart, "initial", {name: read_item(name, text) for name, text in typed.items()})


@pytest.mark.parametrize("day, hour, general, transmissions, method, subname", WORKED_EXAMPLES,
                         ids=[f"{r[0]}{r[1]}時{r[2]}將" for r in WORKED_EXAMPLES])
def test_the_printed_answer_of_each_worked_example_is_right(day, hour, general, transmissions, method, subname):
    result = checked(day, hour, general, method=method, subname=subname or "", initial=transmissions[0])
    assert result.all_correct
    assert result.departure is None


# 賊剋 ------------------------------------------------------------------------------------------------
def test_yuanshou_called_chongshen_is_told_which_relation_names_which():
    """甲子 卯時 子將: the one lesson with a relation is 四課 午 over 酉, 剋 (fire overcomes metal): 元首."""
    result = checked("甲子", "卯", "子", method="賊剋", subname="重審", initial="午")
    assert [f.name for f in result.fields if f.answered and not f.correct] == ["subname"]
    assert result.departure == ("重審 is the one 賊 lesson (下賊上), 元首 the one 剋 lesson (上剋下); "
                                "here the lesson is 剋.")


def test_one_zei_lesson_needs_no_biyong():
    """丙戌 巳時 申將: only 一課 申 over 丙 is 賊 (fire overcomes metal): 重審, nothing to compare."""
    result = checked("丙戌", "巳", "申", method="比用", initial="申")
    assert not result.field("method").correct and result.field("initial").correct
    assert result.departure == ("There is only one 賊 lesson: it gives the initial by 賊剋 itself; "
                                "比用 and 涉害 compare several.")


def test_the_ke_lesson_taken_before_the_zei_lesson_is_told_that_zei_comes_first():
    """庚戌 寅時 申將 (返吟): 一課 寅 over 庚 is 賊 (metal overcomes wood), 二課 申 over 寅 剋: 賊 first."""
    result = checked("庚戌", "寅", "申", method="返吟", subname="無依", initial="申")
    assert result.departure == ("You took 申, the upper of a 剋 lesson (上剋下), but 一課 is 賊 (下賊上): a 賊 lesson "
                                "comes first, and the 剋 lessons are set aside (重審).")


def test_the_ke_lesson_taken_before_several_zei_lessons_of_the_xinjing_example():
    """心鏡 正月癸酉日午時亥將 (xj:L35): 一課 三課 四課 are 賊, 二課 亥 over 午 剋 (water overcomes fire)."""
    result = checked("癸酉", "午", "亥", method="比用", subname="知一", initial="亥")
    assert result.departure == ("You took 亥, the upper of a 剋 lesson (上剋下), but 一課、三課、四課 are 賊 (下賊上): "
                                "the 賊 lessons come first, and the 剋 lessons are set aside.")


def test_a_lesson_without_relation_gives_no_initial():
    result = checked("丙戌", "巳", "申", method="賊剋", initial="亥")
    assert result.departure == ("亥 over 申: neither overcomes the other, so this lesson gives no initial; "
                                "take a lesson with 賊 or 剋.")


# 比用 ------------------------------------------------------------------------------------------------
def test_biyong_keeps_the_candidate_of_the_day_stems_polarity():
    """壬辰 巳時 辰將: 戌 (over 壬) and 卯 (over 辰) are 剋; 壬 is yang, 戌 yang, 卯 yin: 知一 戌."""
    result = checked("壬辰", "巳", "辰", method="比用", subname="知一", initial="卯")
    assert result.departure == ("戌、卯 are the 剋 candidates: 比用 keeps the one whose polarity matches the day stem "
                                "壬 (陽); 卯 is 陰 (子寅辰午申戌 are yang, 丑卯巳未酉亥 yin).")


def test_several_candidates_are_not_decided_by_zeike_alone():
    result = checked("壬辰", "巳", "辰", method="賊剋", subname="元首", initial="戌")
    assert result.departure == ("There are several 剋 candidates (戌、卯): 賊剋 alone cannot choose; "
                                "compare them by 比用, then 涉害.")


# 涉害 ------------------------------------------------------------------------------------------------
def test_shehai_the_mengzhongji_schools_answer_is_named_as_that_school():
    """丁卯 丑時 亥將: 六壬大全 counts 亥 6 against 丑 2 (亥酉未); 六壬斷案 and 中黃經 take 丑 on a 仲 (docs/engine-rules.md §5)."""
    result = checked("丁卯", "丑", "亥", method="涉害", initial="丑")
    assert result.departure == ("丑 is the answer of the 孟仲季 school (六壬斷案, 六壬指南), which skips the count; this "
                                "chart counts the depth of harm (六壬大全; option 涉害 · school).")


def test_shehai_a_count_without_the_lodged_stems_is_told_which_stems_count():
    """亥 (water) on 丑 walks 丑…戌: earths 丑 辰 未 戌 and the lodged earth stems 戊 (in 巳) and 己 (in 未): 6."""
    result = checked("丁卯", "丑", "亥", method="涉害", initial="亥", depths="亥4 丑2")
    depths = result.field("depths")
    assert result.field("initial").correct and not depths.correct
    assert depths.hint == ("涉害: you counted 亥 as 4; it is 6. The stems lodged on the way count too (寄宮): "
                           "巳（戊）、未（己）.")


def test_shehai_counts_given_right_are_right():
    result = checked("丁卯", "丑", "亥", method="涉害", subname="", initial="亥", depths="亥 6，丑 2")
    assert result.field("depths").correct and result.all_correct


def test_shehai_a_tie_broken_by_the_zhong_when_the_stems_were_forgotten():
    """庚戌 辰時 申將: 辰 (on 子) and 寅 (on 戌) both count 2 with the stems; without them 寅 2, 辰 1. 察微: 辰."""
    result = checked("庚戌", "辰", "申", method="涉害", subname="察微", initial="寅")
    assert result.departure == ("涉害: counting only the branches, 寅 comes out deepest; but the stems lodged on the way "
                                "count too (寄宮), and with them the candidates are even. The depths are tied and none "
                                "stands on a 孟: the one on a 仲 (子午卯酉) wins (察微); 寅 stands on 戌, a 季.")


def test_shehai_decided_by_the_count_alone_has_no_subname():
    result = checked("丁卯", "丑", "亥", method="涉害", subname="見機", initial="亥")
    assert result.departure == ("The depth count decided without a tie: there is no tie-break, so no sub-name "
                                "(見機, 察微 and 綴瑕 name the tie-breaks).")


def test_shehai_walked_backward_is_told_to_walk_forward():
    """庚午 子時 寅將 (the example chart of 庚午, k = 2): 子 wins only if the walk goes backward."""
    result = checked("庚午", "子", "寅", method="涉害", initial="子")
    assert result.departure == ("涉害 walks forward (順) over the earth plate, from where the candidate stands to its own "
                                "home; walked backward, 子 comes out deepest.")


# 遙剋 ------------------------------------------------------------------------------------------------
def test_haoshi_comes_before_danshe():
    """壬辰 巳時 申將: 未 and 戌 (earth) overcome 壬 (蒿矢); 巳 (fire) is overcome by it (彈射)."""
    result = checked("壬辰", "巳", "申", method="遙剋", subname="彈射", initial="巳")
    assert result.departure == ("An upper that overcomes the day stem (蒿矢) comes before one the stem overcomes (彈射); "
                                "巳 is overcome by 壬.")


def test_yaoke_is_looked_for_before_maoxing():
    """壬申 申時 亥將: no lesson has 賊剋, and 巳 (fire) is overcome by 壬 (water): 彈射, before 昴星."""
    result = checked("壬申", "申", "亥", method="昴星", subname="虎視", initial="戌")
    assert result.departure == ("Before 別責 and 昴星 look for 遙剋: an upper that overcomes the day stem 壬 (水), "
                                "or one the stem overcomes.")


def test_yaoke_on_a_chart_with_zeike_is_told_that_a_lesson_has_it():
    result = checked("丙戌", "巳", "申", method="遙剋", initial="申")
    assert result.departure == "一課 is 賊: 遙剋, 別責 and 昴星 come only when no lesson has 賊 or 剋."


# 昴星 ------------------------------------------------------------------------------------------------
def test_hushi_looks_up_from_earth_you_on_a_yang_day():
    """戊申 卯時 辰將 (k = 1): over earth 酉 stands 戌 (虎視); under heaven 酉 is earth 申, the yin day's way."""
    result = checked("戊申", "卯", "辰", method="昴星", subname="虎視", initial="申")
    assert result.departure == ("You looked down from heaven 酉, the yin day's way (冬蛇掩目); 戊 is a yang stem: "
                                "look up from earth 酉 (虎視).")


def test_dongshe_looks_down_from_heaven_you_on_a_yin_day():
    """丁丑 辰時 丑將 (k = 9): under heaven 酉 is earth 子 (冬蛇掩目); over earth 酉 stands 午, the yang day's way."""
    result = checked("丁丑", "辰", "丑", method="昴星", subname="冬蛇掩目", initial="午")
    assert result.departure == ("You looked up from earth 酉, the yang day's way (虎視); 丁 is a yin stem: "
                                "look down from heaven 酉 (冬蛇掩目).")


def test_maoxing_subnames_by_the_days_polarity():
    result = checked("戊申", "卯", "辰", method="昴星", subname="冬蛇掩目", initial="戌")
    assert result.departure == ("虎視 is the yang day's 昴星 (looking up from earth 酉), 冬蛇掩目 the yin day's "
                                "(looking down from heaven 酉).")


# 別責 ------------------------------------------------------------------------------------------------
def test_biezhe_with_the_yin_days_rule_on_a_yang_day():
    """丙辰 卯時 辰將: 丙 is yang, its partner 辛 lodges in 戌, over which stands 亥; 申 is 辰's trine-next (the yin rule)."""
    result = checked("丙辰", "卯", "辰", method="別責", initial="申")
    assert result.departure == ("You used the yin day's rule (the day branch's trine); 丙 is a yang stem: take the upper "
                                "standing on the lodging of its partner (干合).")


def test_three_distinct_lessons_are_biezhe_not_maoxing():
    """丙辰 卯時 辰將: 四課 午 over 巳 repeats 一課 (丙 lodges in 巳)."""
    result = checked("丙辰", "卯", "辰", method="昴星", initial="亥")
    assert result.departure == ("Only three lessons are distinct (四課 repeats 一課): that is 別責; "
                                "昴星 needs four distinct lessons.")


# 八專 ------------------------------------------------------------------------------------------------
def test_bazhuan_counts_ganshang_itself_as_the_first():
    """甲寅 辰時 丑將: 干上 亥; three forward with 亥 first: 亥 子 丑. Starting after 亥 ends on 寅."""
    result = checked("甲寅", "辰", "丑", method="八專", initial="寅")
    assert result.departure == "Count the branch you start from as the first: three forward (or backward) ends two branches on."


def test_dushu_is_named_when_the_count_returns_to_ganshang():
    """己未 未時 酉將: three back from 四課's upper 亥 is 酉, 干上 itself: 酉酉酉, 獨足."""
    result = checked("己未", "未", "酉", method="八專", subname="", initial="酉")
    assert [f.name for f in result.fields if f.answered and not f.correct] == ["subname"]
    assert result.departure == "When the count comes back to 干上 itself, all three transmissions are one branch: that is 獨足."


def test_bazhuan_with_zeike_goes_by_the_usual_rule():
    """癸丑 is an 八專 day; 癸丑 with general 子 on the 子 hour (k = 0) is 伏吟, so take k = 2: 一課 卯 over 癸."""
    chart = chart_from_ke("癸丑", "寅", "子")
    assert any(lesson.relation for lesson in chart.lessons)
    result = check(chart, "initial", {"method": "八專", "initial": chart.transmissions.initial})
    lesson = next(l for l in chart.lessons if l.relation)
    relation = {"zei": "賊", "ke": "剋"}[lesson.relation]
    assert result.departure == (f"On an 八專 day a lesson with 賊 or 剋 still goes by the usual rule (賊剋, 比用, 涉害): "
                                f"{'一二三四'[lesson.number - 1]}課 is {relation}.")


# 伏吟 ------------------------------------------------------------------------------------------------
def test_ziren_a_yang_fuyin_takes_ganshang():
    """丙辰 申時 申將: the plates lie still, no 賊剋; 丙 is yang: 干上 巳 (自任), not 支上 辰."""
    result = checked("丙辰", "申", "申", method="伏吟", subname="自任", initial="辰")
    assert result.departure == "伏吟 without 賊剋: a yang day takes 干上 (自任), a yin day 支上 (自信). 丙 is a yang stem."


def test_zixin_a_yin_fuyin_takes_zhishang():
    """丁丑 未時 未將: 丁 is yin: 支上 丑 (自信), not 干上 未."""
    result = checked("丁丑", "未", "未", method="伏吟", subname="自信", initial="未")
    assert result.departure == "伏吟 without 賊剋: a yang day takes 干上 (自任), a yin day 支上 (自信). 丁 is a yin stem."


def test_duchuan_is_named_when_the_initial_punishes_itself():
    """壬辰 酉時 酉將: 干上 亥 punishes itself: 杜傳."""
    result = checked("壬辰", "酉", "酉", method="伏吟", subname="自任", initial="亥")
    assert result.departure == "The initial 亥 punishes itself (辰 午 酉 亥 are self-punishing): this 伏吟 is 杜傳."


def test_plates_lying_still_are_fuyin_before_any_method():
    result = checked("丙辰", "申", "申", method="昴星", initial="巳")
    assert result.departure == ("The plates lie still: every heaven branch stands on its own earth branch (k = 0). "
                                "伏吟 decides before every other method.")


# 返吟 ------------------------------------------------------------------------------------------------
def test_plates_facing_each_other_are_fanyin():
    result = checked("庚戌", "寅", "申", method="賊剋", subname="重審", initial="寅")
    assert result.departure == ("The plates face each other: every heaven branch stands on its clash (k = 6). "
                                "返吟 decides before the methods after it.")


def test_jinglanshe_takes_the_day_branchs_post_horse():
    """辛丑 巳時 亥將: no 賊剋; 丑's post horse is 亥 (巳酉丑 → 亥), not 干上 辰."""
    result = checked("辛丑", "巳", "亥", method="返吟", subname="井欄射", initial="辰")
    assert result.departure == ("返吟 without 賊剋 (井欄射): the initial is the post horse (驛馬) of the day branch "
                                "(申子辰 → 寅, 寅午戌 → 申, 巳酉丑 → 亥, 亥卯未 → 巳).")


def test_the_post_horse_of_the_stems_lodging_is_not_the_day_branchs():
    """辛 lodges in 戌, whose post horse is 申 (寅午戌 → 申)."""
    result = checked("辛丑", "巳", "亥", method="返吟", subname="井欄射", initial="申")
    assert result.departure == "The post horse is counted from the day branch 丑, not from the stem's lodging."


def test_fanyin_with_zeike_is_wuyi():
    result = checked("庚戌", "寅", "申", method="返吟", subname="井欄射", initial="寅")
    assert result.departure == "返吟 with 賊剋 is 無依; without 賊剋 it is 井欄射."


# the answer, when revealed -----------------------------------------------------------------------------
def test_the_revealed_answer_names_the_rule_that_decided():
    result = checked("丁卯", "丑", "亥", method="涉害", initial="丑")
    data = result.to_dict(reveal=True)["fields"]
    assert data["initial"]["expected"] == "亥"
    assert data["method"]["expected"] == "涉害"
    assert data["subname"]["expected"] is None
    assert data["initial"]["explanation"] == "亥 has suffered most (depth 6)."


def test_a_hint_never_gives_the_answer_before_it_is_revealed():
    result = checked("丁卯", "丑", "亥", method="涉害", initial="丑")
    data = result.to_dict(reveal=False)["fields"]
    assert "expected" not in data["initial"] and "explanation" not in data["initial"]
