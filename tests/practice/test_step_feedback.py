"""The other steps checked, each typical mistake with the hint it must give (docs/engine-rules.md §1–§4, /methods/).

丁卯日 亥將 丑時 (六壬大全 課經) throughout unless said: k = 10, lessons 巳/丁 卯/巳 丑/卯 亥/丑,
亥酉未 by 涉害, the night noble 酉 on earth 亥 (順), the 甲子旬 with 戌亥 void.
"""
import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.params import chart_from_params
from divination.practice.answers import read_item
from divination.practice.checker import check


@pytest.fixture(scope="module")
def dingmao():
    return chart_from_ke("丁卯", "亥", "丑")


def marked(chart, step, **typed):
    """Check a step with answers as typed (keyword `heaven_plate__子` stands for `heaven_plate.子`)."""
    answers = {name.replace("__", "."): read_item(name.replace("__", "."), text) for name, text in typed.items()}
    return check(chart, step, answers)


# 月將 占時 (a moment: 2026-11-30 14:30 in Berlin, after 小雪, before 大雪; 21:30 China time) -------------------
@pytest.fixture(scope="module")
def berlin():
    """By the local clock (the default time basis) the 未 hour."""
    return chart_from_params({"at": "2026-11-30T14:30", "tz": "Europe/Berlin"})


@pytest.fixture(scope="module")
def berlin_in_china_time():
    """The same moment read in China standard time (time_basis china): the 亥 hour."""
    return chart_from_params({"at": "2026-11-30T14:30", "tz": "Europe/Berlin", "time_basis": "china"})


def test_the_month_branch_given_as_the_monthly_general(berlin):
    result = marked(berlin, "general", monthly_general="亥", query_hour="未")
    assert result.field("monthly_general").hint == ("You gave the month branch (月建), which changes at the 節 and runs "
                                                    "forward; the monthly general changes at the 中氣 and runs backward "
                                                    "(雨水 亥, 春分 戌 …).")
    assert result.field("query_hour").correct


def test_the_query_hour_read_from_the_local_clock_on_a_chart_in_china_time(berlin_in_china_time):
    result = marked(berlin_in_china_time, "general", monthly_general="寅", query_hour="未")
    assert result.field("monthly_general").correct
    assert result.field("query_hour").hint == ("You read the hour from the local clock; this chart reads it in China "
                                               "standard time, UTC+8 (option 曆法時間 · time basis): the calendar time is 21:30.")


def test_the_query_hour_one_off_points_at_where_each_hour_begins(berlin):
    assert marked(berlin, "general", query_hour="申").field("query_hour").hint == (
        "Read the hour from the calendar time, 14:30: each hour begins at an odd clock hour (子 at 23:00, 丑 at 01:00 …).")


def test_the_monthly_general_revealed_names_the_last_major_term(berlin):
    field = marked(berlin, "general", monthly_general="子").field("monthly_general")
    assert field.expected == "寅"
    assert field.explanation == "The last 中氣 was 小雪 (2026-11-22 15:23 China time): the monthly general is 寅."


def test_a_ke_chart_has_no_general_step(dingmao):
    from divination.engine.errors import ChartInputError

    with pytest.raises(ChartInputError) as raised:
        check(dingmao, "general", {})
    assert raised.value.field == "step"


# 天地盤 --------------------------------------------------------------------------------------------
def test_a_heaven_plate_turned_the_wrong_way(dingmao):
    """亥 on 丑, so 戌 on 子 going forward; turned backward 子 would carry 子 (亥 − 1 on 丑 + 1 …)."""
    field = marked(dingmao, "plates", heaven_plate__子="子").field("heaven_plate.子")
    assert field.hint == "You went round the wrong way: the heaven plate runs the same way as the earth plate (子丑寅… over 子丑寅…)."


def test_the_hour_put_on_the_general(dingmao):
    """With 丑 put on 亥 instead of 亥 on 丑, 寅 would stand on 子."""
    field = marked(dingmao, "plates", heaven_plate__子="寅").field("heaven_plate.子")
    assert field.hint == "You put the hour on the general: it is the monthly general 亥 that stands on the hour 丑."


def test_the_plates_may_be_checked_a_few_palaces_at_a_time(dingmao):
    result = marked(dingmao, "plates", heaven_plate__丑="亥", heaven_plate__子="戌")
    assert [f.name for f in result.answered] == ["heaven_plate.子", "heaven_plate.丑"]
    assert all(f.correct for f in result.answered) and not result.all_correct


# 四課 ----------------------------------------------------------------------------------------------
def test_the_lodging_itself_given_as_the_first_lesson(dingmao):
    field = marked(dingmao, "lessons", lessons__1="未").field("lessons.1")
    assert field.hint == "未 is where the stem 丁 lodges, on the earth plate; 一課 is the heaven branch standing over it."


def test_the_branch_lesson_given_as_the_first(dingmao):
    field = marked(dingmao, "lessons", lessons__1="丑").field("lessons.1")
    assert field.hint == "That is the heaven branch over the day branch (三課); 一課 stands over the stem's lodging 未."


def test_a_second_lesson_right_for_a_wrong_first_says_so(dingmao):
    """A first lesson 未 (wrong) carries 巳 over it: 二課 巳 follows from it."""
    field = marked(dingmao, "lessons", lessons__1="未", lessons__2="巳").field("lessons.2")
    assert field.hint == "This one is right for your 一課, but your 一課 is wrong: correct it first."


def test_a_lesson_read_down_the_plates(dingmao):
    """Under 丑 (heaven) is earth 卯; the fourth lesson is the heaven branch over earth 丑, 亥."""
    field = marked(dingmao, "lessons", lessons__3="丑", lessons__4="卯").field("lessons.4")
    assert field.hint == "You went down the plates: the next lesson is the heaven branch over 丑, not the earth branch under it."


# 中傳 末傳 ------------------------------------------------------------------------------------------
def test_a_chained_middle_read_down_the_plates(dingmao):
    """The initial 亥 stands on earth 丑: the middle is what stands over earth 亥, 酉, not 丑."""
    field = marked(dingmao, "transmissions", middle="丑").field("middle")
    assert field.hint == ("You went down: the next transmission is the heaven branch standing over the one before it, "
                          "not the earth branch under it.")


def test_a_final_right_for_a_wrong_middle(dingmao):
    result = marked(dingmao, "transmissions", middle="卯", final="丑")
    assert result.field("final").hint == "Your final follows rightly from your middle, but the middle is wrong: correct it first."


def test_fuyin_final_by_the_clash_of_a_self_punishing_middle():
    """壬辰 酉時 酉將 (杜傳): 亥, then 支上 辰, which punishes itself: the final is its clash 戌."""
    chart = chart_from_ke("壬辰", "酉", "酉")
    field = marked(chart, "transmissions", middle="辰", final="辰").field("final")
    assert field.hint == "辰 punishes itself: the final is then the clash (沖) of the middle."


def test_fuyin_middle_is_the_punishment_not_the_clash():
    """丙辰 申時 申將 (自任): 巳 punishes 申; its clash is 亥."""
    field = marked(chart_from_ke("丙辰", "申", "申"), "transmissions", middle="亥").field("middle")
    assert field.hint == ("The middle of 伏吟 is what the initial punishes (刑), not its clash (沖); "
                          "the clash comes in only for the final.")


def test_bazhuan_sets_its_own_middle_and_final():
    """甲寅 辰時 丑將: 丑亥亥; chaining upper over upper from 丑 would give 戌."""
    field = marked(chart_from_ke("甲寅", "丑", "辰"), "transmissions", middle="戌").field("middle")
    assert field.hint == "八專 does not chain upper over upper: it sets its own middle and final."


def test_maoxing_order_of_zhishang_and_ganshang():
    """戊申 卯時 辰將 (虎視): 戌, then 支上 酉, then 干上 午."""
    result = marked(chart_from_ke("戊申", "辰", "卯"), "transmissions", middle="午", final="酉")
    assert result.field("middle").hint == "A yang day's 昴星 (虎視) runs 支上 then 干上; a yin day's (冬蛇掩目) 干上 then 支上."


def test_jinglanshe_order():
    result = marked(chart_from_ke("辛丑", "亥", "巳"), "transmissions", middle="辰", final="未")
    assert result.field("middle").hint == "井欄射 runs the post horse, then 支上, then 干上."


# 天將 ----------------------------------------------------------------------------------------------
def test_the_day_noble_on_a_night_chart(dingmao):
    field = marked(dingmao, "generals", noble__branch="亥").field("noble.branch")
    assert field.hint == ("You took the day noble; this chart asks for the night noble (夜貴): "
                          "the 丑 hour is a night hour (卯 to 申 are day).")


def test_the_xinjing_day_noble_at_the_yin_hour_is_the_books_not_the_default():
    """心鏡 (魄化) 甲戌日 寅時 戌將 puts 白虎 on 午 with the day noble 丑; the default rule takes the night noble 未."""
    chart = chart_from_ke("甲戌", "戌", "寅")
    field = marked(chart, "generals", noble__branch="丑").field("noble.branch")
    assert field.hint == ("丑 is this chart's day noble, and the night noble by the table 協紀辨方書 "
                          "(「甲羊，戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎」); this chart asks for the night "
                          "noble (夜貴) by 六壬大全 (「甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎」; option 貴人 · "
                          "noble table): the 寅 hour is a night hour (卯 to 申 are day).")
    assert field.expected == "未"


def test_the_direction_judged_by_the_nobles_own_branch(dingmao):
    """酉 is among 巳午未申酉戌, but it stands on earth 亥: forward."""
    field = marked(dingmao, "generals", noble__direction="逆").field("noble.direction")
    assert field.hint == "You judged by the noble's own branch; judge by the earth branch it stands on."


def test_the_direction_is_read_forgivingly(dingmao):
    for typed in ("順", "顺", "forward", " 順 "):
        assert marked(dingmao, "generals", noble__direction=typed).field("noble.direction").correct


def test_a_general_counted_the_wrong_way_round(dingmao):
    """Forward from 酉: 貴人 酉, 螣蛇 戌, 朱雀 亥 … 太陰 未; backward 未 would carry 朱雀."""
    field = marked(dingmao, "generals", generals__final="朱雀").field("generals.final")
    assert field.hint == "You counted the generals the wrong way round: here they run forward (順)."


def test_a_general_starting_the_count_one_off(dingmao):
    field = marked(dingmao, "generals", generals__middle="螣蛇").field("generals.middle")
    assert field.hint == "貴人 itself rides the noble's branch: start the count there with 貴人, then 螣蛇 on the next branch."


def test_the_generals_in_their_short_names(dingmao):
    result = marked(dingmao, "generals", generals__initial="雀", generals__middle="貴", generals__final="陰")
    assert all(f.correct for f in result.answered)


# 旬空 遁干 六親 -------------------------------------------------------------------------------------
def test_the_void_in_either_order_and_any_spacing(dingmao):
    for typed in ("戌亥", "亥戌", "亥 戌", "戌、亥", "戌，亥", "　戌　亥　"):
        assert marked(dingmao, "qualities", void=typed).field("void").correct


def test_half_the_void(dingmao):
    assert marked(dingmao, "qualities", void="酉戌").field("void").hint == "One of your two branches is void, the other is not."


def test_a_void_transmission_takes_no_hidden_stem(dingmao):
    field = marked(dingmao, "qualities", hidden_stems__initial="壬").field("hidden_stems.initial")
    assert field.hint == "亥 is void in this decade: it takes no stem (write 空)."
    assert marked(dingmao, "qualities", hidden_stems__initial="空").field("hidden_stems.initial").correct


def test_the_lodged_stem_given_as_the_hidden_stem(dingmao):
    field = marked(dingmao, "qualities", hidden_stems__final="丁").field("hidden_stems.final")
    assert field.hint == "丁 lodges in 未 (寄宮); the hidden stem comes from the decade instead."


def test_kin_with_overcoming_reversed(dingmao):
    """亥 (water) overcomes 丁 (fire): 官鬼; 妻財 is what the stem overcomes."""
    field = marked(dingmao, "qualities", kin__initial="妻財").field("kin.initial")
    assert field.hint == "You reversed 剋: what overcomes the day stem is 官鬼, what the day stem overcomes is 妻財."


def test_kin_with_generating_reversed(dingmao):
    """未 (earth) is what 丁 (fire) generates: 子孫."""
    field = marked(dingmao, "qualities", kin__final="父母").field("kin.final")
    assert field.hint == "You reversed 生: what generates the day stem is 父母, what the day stem generates is 子孫."


def test_kin_in_their_short_names_and_simplified_forms(dingmao):
    result = marked(dingmao, "qualities", kin__initial="官", kin__middle="妻财", kin__final="子孙")
    assert all(f.correct for f in result.answered)


def test_the_noble_of_the_other_time_or_another_table_is_named_with_the_song():
    """甲子 子將 午時, a day chart: 甲戊庚牛羊 gives 甲 the day noble 丑 and the night noble 未; 協紀辨方書 the day noble 未."""
    chart = chart_from_ke("甲子", "子", "午")
    field = marked(chart, "generals", noble__branch="未").field("noble.branch")
    assert field.hint == ("未 is this chart's night noble, and the day noble by the table 協紀辨方書 "
                          "(「甲羊，戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎」); this chart asks for the day noble "
                          "(晝貴) by 六壬大全 (「甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎」; option 貴人 · noble "
                          "table): the 午 hour is a day hour (卯 to 申 are day).")


def test_void_branches_take_the_next_decades_stems_under_liuren_zhinans_option():
    """六壬指南 (void_stem next): in the 甲子旬 the void 戌 亥 take the 甲戌旬's 甲 and 乙; 亥 is 丁卯's initial."""
    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑", "void_stem": "next"})
    field = marked(chart, "qualities", hidden_stems__initial="空").field("hidden_stems.initial")
    assert field.expected == "乙"
    assert field.hint == ("亥 is void, and this chart gives the void branches the next decade's 甲 and 乙 "
                          "(option 空亡遁干 · void branches' stems: 六壬指南).")


def test_the_next_decades_stem_on_a_chart_that_gives_void_branches_none(dingmao):
    field = marked(dingmao, "qualities", hidden_stems__initial="乙").field("hidden_stems.initial")
    assert field.hint == ("That is the next decade's stem, which 六壬指南 gives a void branch; this chart gives 亥, "
                          "void, no stem (option 空亡遁干 · void branches' stems).")
