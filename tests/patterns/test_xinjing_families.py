"""Each family of 大六壬心鏡 卷三 on charts that must and must not match, worked out by hand.

Conventions: k = 月將 − 占時, the upper on earth g is g + k; 干上 = upper on the stem's lodging (甲寅 乙辰
丙戊巳 丁己未 庚申 辛戌 壬亥 癸丑), 支上 = upper on the day branch. 下賊上 (賊) beats 上克下 (克); among several,
比用 takes the one of the stem's polarity. Nobles (甲戊庚牛羊 …): day 卯–申 hours, night otherwise; the generals run
forward when the noble stands on 亥子丑寅卯辰. Month states: 旺 ruler, 相 it generates, 休 generates it, 囚 克s it,
死 it 克s.
"""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.patterns import Facts, MissingInput, match_chart
from divination.patterns.registry import MATCH, NOT_EVALUATED

from .test_xinjing_vectors import br, holds, outcome


def moment(*when, **querent):
    return chart_from_moment(dt.datetime(*when), "Asia/Shanghai", **querent)


def reported(chart):
    return {m.entry.id: m for m in match_chart(chart) if m.entry.work == "xinjing"}


# --- 寡宿 / 孤辰 (xj:L3) ------------------------------------------------------------------------

def test_guasu_guchen_when_the_initial_is_void():
    """甲子日 申將 子時 (k=8): 戌 on 寅 (甲木克戌土, 下賊上) is the only 克 → 初傳 戌; 甲子旬 leaves 戌亥 void."""
    found = outcome("xinjing.guasu_guchen", chart_from_ke("甲子", "申", "子"))
    assert found.components == ("initial", "branch:戌", "branch:亥")


def test_guasu_guchen_not_when_the_initial_is_full():
    """甲子日 伏吟 (子將 子時): 初傳 寅, not void."""
    assert not holds("xinjing.guasu_guchen", chart_from_ke("甲子", "子", "子"))


def test_guasu_guchen_for_an_initial_seated_on_the_void_only_under_void2_seated():
    """丁卯日 申將 子時 (k=8): 未/亥 (上克下) is the only 克 → 初傳 未, standing on 亥, void in 甲子旬."""
    chart = chart_from_ke("丁卯", "申", "子")
    assert not holds("xinjing.guasu_guchen", chart)
    assert holds("xinjing.guasu_guchen", chart, void2="seated")


# --- 龍戰 (xj:L7, L11) -------------------------------------------------------------------------

def test_longzhan_on_a_mao_day():
    assert holds("xinjing.longzhan.ri", chart_from_ke("丁卯", "辰", "子"))
    assert not holds("xinjing.longzhan.ri", chart_from_ke("乙丑", "辰", "子"))


def test_longzhan_when_the_initial_is_you_and_the_ground_reading():
    """乙丑日 辰將 子時 (k=4): 酉 on 巳 (火克金, 下賊上) is the only 賊 → 初傳 酉. Under A-LI ground it stands
    on 巳, not on 卯 or 酉."""
    chart = chart_from_ke("乙丑", "辰", "子")
    assert holds("xinjing.longzhan.yong", chart)
    assert not holds("xinjing.longzhan.yong", chart, li="ground")


def test_longzhan_by_the_travel_year():
    """A man born 1999 is 26 in 2024: 行年 from 丙寅 forward 25 steps = 辛卯."""
    chart = chart_from_ke("甲子", "申", "子", birth_year=1999, sex="male", query_year=2024)
    assert Facts(chart).N == br("卯")
    assert holds("xinjing.longzhan.nian", chart) and holds("xinjing.longzhan", chart)


def test_longzhan_xingde_needs_day_initial_and_travel_year_together():
    """丁卯日 酉將 午時 (k=3): the only 克 is 酉/午 (下賊上) → 初傳 酉; a 卯 day; the man's 行年 辛卯."""
    chart = chart_from_ke("丁卯", "酉", "午", birth_year=1999, sex="male", query_year=2024)
    assert holds("xinjing.longzhan.xingde", chart)
    # A woman of the same age: 壬申 backward 25 steps = 丁未, not on the gates.
    assert not holds("xinjing.longzhan.xingde",
                     chart_from_ke("丁卯", "酉", "午", birth_year=1999, sex="female", query_year=2024))
    assert reported(chart_from_ke("丁卯", "酉", "午"))["xinjing.longzhan.xingde"].needs == ("XN",)


# --- 勵德 (xj:L15) -----------------------------------------------------------------------------

def test_lide_yin_before_yang_behind():
    """甲子日 辰將 子時 (k=4), night: 貴人 未 on 卯 (forward). 干上 午 and 支上 辰 lie 3 and 1 before 卯, so
    lessons 2 and 4 stand before the noble; 寅 and 子 lie behind it (lessons 1 and 3)."""
    chart = chart_from_ke("甲子", "辰", "子")
    assert holds("xinjing.lide", chart)
    assert outcome("xinjing.lide.yinqian_yanghou", chart).components == (
        "general:貴人", "lesson:1", "lesson:2", "lesson:3", "lesson:4")


def test_lide_one_pair_alone_is_partial_only_when_pairs_are_read_each():
    """乙丑日 巳將 子時 (k=5), night: 貴人 申 on 卯 (forward). 支上 午 lies 3 before 卯 and 丑 10 (behind): the 辰
    pair holds; 干上 酉 lies opposite (6), so the 日 pair does not."""
    chart = chart_from_ke("乙丑", "巳", "子")
    assert not holds("xinjing.lide.yinqian_yanghou", chart)
    found = outcome("xinjing.lide.yinqian_yanghou", chart, pair="each")
    assert (found.partial, found.components[1:]) == ((1, 2), ("lesson:3", "lesson:4"))


def test_lide_not_when_the_noble_is_off_the_gates():
    """甲子日 申將 子時 (k=8): 未 stands on 亥."""
    assert not holds("xinjing.lide", chart_from_ke("甲子", "申", "子"))


# --- 贅婿 (xj:L19) -----------------------------------------------------------------------------

def test_zhuixu_the_stem_rides_and_overcomes_the_branch():
    """甲戌日 辰將 子時 (k=4): 支上 = 寅, 甲's lodging; 甲木克戌土; 寅/戌 is the only 克 → 初傳 寅."""
    chart = chart_from_ke("甲戌", "辰", "子")
    assert holds("xinjing.zhuixu.jiqi", chart) and not holds("xinjing.zhuixu.jiaren", chart)
    assert outcome("xinjing.zhuixu", chart).flags == ("校改",)


def test_zhuixu_the_branch_rides_the_stem_and_is_overcome():
    """甲戌日 申將 子時 (k=8): 干上 = 戌, the day branch, 克ed by 甲 (下賊上, the only one) → 初傳 戌."""
    chart = chart_from_ke("甲戌", "申", "子")
    assert holds("xinjing.zhuixu.jiaren", chart) and not holds("xinjing.zhuixu.jiqi", chart)


# --- 物類 / 新故 (xj:L23, L27) -------------------------------------------------------------------

def test_wulei_water_initial_on_a_wood_day_has_qi():
    """甲子日 巳將 子時 (k=5): 賊 未/甲, 子/未, 巳/子; 比用 takes the yang 子 → 初傳 子: 水生木 (有氣)."""
    chart = chart_from_ke("甲子", "巳", "子")
    assert holds("xinjing.wulei.youqi", chart)
    assert not holds("xinjing.wulei.xiongdi", chart) and not holds("xinjing.wulei.zulei", chart)


def test_wulei_wood_initial_is_a_brother_unless_only_other_branches_count():
    """甲子日 伏吟: 初傳 寅, 木 like 甲 (A-BI default); under A-BI other, 寅 is 甲's own lodging."""
    chart = chart_from_ke("甲子", "子", "子")
    assert holds("xinjing.wulei.xiongdi", chart)
    assert not holds("xinjing.wulei.xiongdi", chart, bi="other")


def test_wulei_zulei_is_the_stems_trine():
    """乙丑日 未將 子時 (k=7): 賊 午/亥 and 卯/申; 比用 takes the yin 卯 → 初傳 卯 ∈ 亥卯未."""
    assert holds("xinjing.wulei.zulei", chart_from_ke("乙丑", "未", "子"))


def test_wulei_zulei_never_on_an_earth_day():
    """己丑日 伏吟: 初傳 丑; earth has no trine in the text."""
    assert not holds("xinjing.wulei.zulei", chart_from_ke("己丑", "子", "子"))


def test_wulei_dead_thing_when_the_initial_sits_on_its_tomb():
    """甲子日 未將 子時 (k=7): 克 酉/甲, 未/子, 寅/未; 比用 → 寅, which stands on 未, 木's 墓."""
    assert holds("xinjing.wulei.siwu", chart_from_ke("甲子", "未", "子"))
    assert not holds("xinjing.wulei.siwu", chart_from_ke("甲子", "子", "子"))


def test_wulei_living_thing_by_the_month():
    """Same chart: 寅 木 is 旺 in a 寅 month, 死 in a 申 month."""
    assert holds("xinjing.wulei.shengwu", chart_from_ke("甲子", "未", "子", month="寅"))
    assert not holds("xinjing.wulei.shengwu", chart_from_ke("甲子", "未", "子", month="申"))


def test_wulei_needs_the_month_only_when_no_class_holds_without_it():
    """伏吟 甲子 matches (兄弟) without a month; TV1's 未 on a 癸 day is none of the month-free classes."""
    assert holds("xinjing.wulei", chart_from_ke("甲子", "子", "子"))
    with pytest.raises(MissingInput):
        outcome("xinjing.wulei", chart_from_ke("癸酉", "亥", "午"))


def test_xingu_firm_day_new_or_old_by_the_month():
    """甲子 伏吟: 初傳 寅, yang; 旺 in 寅月 → 新物; 死 in 申月 → 故物."""
    assert holds("xinjing.xingu.gang_xin", chart_from_ke("甲子", "子", "子", month="寅"))
    assert not holds("xinjing.xingu.gang_gu", chart_from_ke("甲子", "子", "子", month="寅"))
    assert holds("xinjing.xingu.gang_gu", chart_from_ke("甲子", "子", "子", month="申"))


def test_xingu_firm_day_with_a_yin_initial_is_old_without_the_month():
    """丙寅日 伏吟: no 克, a 剛日 takes 干上 巳 (yin) → 故物."""
    chart = chart_from_ke("丙寅", "子", "子")
    assert Facts(chart).chu == br("巳")
    assert holds("xinjing.xingu.gang_gu", chart)


def test_xingu_yi_day_by_what_stands_on_the_stem():
    """乙丑: 伏吟 puts 辰 on 乙 (新); 酉將 子時 (k=9) puts 丑 on 辰 (舊)."""
    assert holds("xinjing.xingu.rou_xin", chart_from_ke("乙丑", "子", "子"))
    assert holds("xinjing.xingu.rou_gu", chart_from_ke("乙丑", "酉", "子"))
    assert not holds("xinjing.xingu.rou_gu", chart_from_ke("乙丑", "子", "子"))


def test_xingu_other_yielding_days_have_no_rule():
    """丁卯日 酉將 子時 (k=9): 辰 on 未 (丁's lodging), but the text works only 乙."""
    assert not holds("xinjing.xingu.rou_xin", chart_from_ke("丁卯", "酉", "子"))


# --- 八迍五福, 始終 (xj:L31–L39) -----------------------------------------------------------------

def test_fu2_mother_and_child():
    """甲子日 辰將 子時 (k=4): 辰/子 is the only 克 → 辰 申 子: 土生金生水."""
    assert holds("xinjing.bazhun_wufu.fu2", chart_from_ke("甲子", "辰", "子"))
    assert not holds("xinjing.bazhun_wufu.fu2", chart_from_ke("癸酉", "亥", "午"))


def test_zhun3_judged_from_the_stem():
    """TV1 under A-QIU stem: 癸水's 墓 is 辰, not 未, and 癸 does not 克 未."""
    assert not holds("xinjing.bazhun_wufu.zhun3", chart_from_ke("癸酉", "亥", "午"), qiu="stem")


def test_bazhun_wufu_needs_the_month():
    assert reported(chart_from_ke("癸酉", "亥", "午"))["xinjing.bazhun_wufu"].needs == ("MB",)


def test_shizhong_on_tv1():
    """癸酉 k=5, 寅月: 未 朱雀 (凶) … 巳 貴人 (吉): 先凶後吉; 未克子, 子克巳: 相剋; 未 死: 已往.
    Scores 未 −2, 子 (白虎, 休) −1, 巳 (貴人, 相) +2: not 善惡等分."""
    chart = chart_from_ke("癸酉", "亥", "午", month="寅")
    assert [holds(f"xinjing.shizhong.{s}", chart) for s in (
        "xianxiong_houji", "xiangke", "yiwang", "xianji_houxiong", "shoumo_juzang", "mo_ke_chu", "chu_ke_mo",
        "fanglai", "shane_dengfen")] == [True] * 3 + [False] * 6


def test_shizhong_good_then_bad():
    """甲子日 申將 子時 (k=8): 戌 午 寅; night noble 未 on 亥 forward: 戌 六合 (吉), 寅 白虎 (凶)."""
    assert holds("xinjing.shizhong.xianji_houxiong", chart_from_ke("甲子", "申", "子"))


def test_shizhong_both_ends_good_and_the_end_overcomes_the_beginning():
    """甲子 伏吟: 寅 巳 申; noble 未 on 未 backward: 寅 青龍, 申 天后; 申金克寅木."""
    chart = chart_from_ke("甲子", "子", "子")
    assert holds("xinjing.shizhong.shoumo_juzang", chart) and holds("xinjing.shizhong.mo_ke_chu", chart)


def test_shizhong_the_beginning_overcomes_the_end():
    """甲子日 未將 子時: 寅 酉 辰: 寅木克辰土."""
    assert holds("xinjing.shizhong.chu_ke_mo", chart_from_ke("甲子", "未", "子"))


def test_shizhong_generating_chain():
    assert holds("xinjing.shizhong.xiangsheng", chart_from_ke("甲子", "辰", "子"))


def test_shizhong_good_and_bad_even():
    """甲子日 丑將 子時 (k=1), 寅月: 辰/卯 賊 → 辰 巳 午; noble 未 on 午 backward: 辰 六合 +1 土死 −1,
    巳 朱雀 −1 火相 +1, 午 螣蛇 −1 火相 +1: the sum is 0."""
    assert holds("xinjing.shizhong.shane_dengfen", chart_from_ke("甲子", "丑", "子", month="寅"))


# --- 干合 (xj:L43–L55) ---------------------------------------------------------------------------

def test_ganhe_jiaji_in_the_sixth_month():
    """己卯日 未將 子時 (k=7): 戌/卯 is the only 賊 → 初傳 戌; in 甲戌旬 戌 hides 甲: 甲己, 六月 (未)."""
    chart = chart_from_ke("己卯", "未", "子", month="未")
    assert holds("xinjing.ganhe.jiaji", chart)
    assert not holds("xinjing.ganhe.jiaji", chart_from_ke("己卯", "未", "子", month="午"))
    # A-GANHE 干上: 寅 on 未 hides 戊 in 甲戌旬, no pair with 己.
    assert not holds("xinjing.ganhe.jiaji", chart, ganhe="ganshang")


def test_ganhe_yigeng_in_spring():
    """乙亥 伏吟: 初傳 辰, which hides 庚 in 甲戌旬."""
    chart = chart_from_ke("乙亥", "子", "子", month="寅")
    assert Facts(chart).chu == br("辰")
    assert holds("xinjing.ganhe.yigeng", chart)
    assert not holds("xinjing.ganhe.yigeng", chart_from_ke("乙亥", "子", "子", month="未"))


def test_ganhe_by_season_alone():
    """乙丑日 未將 子時 (k=7): 初傳 卯 hides 丁 in 甲子旬, no 乙庚 pair; A-GANHE season asks only an 乙 (or 庚)
    day in spring."""
    chart = chart_from_ke("乙丑", "未", "子", month="寅")
    assert not holds("xinjing.ganhe.yigeng", chart)
    assert holds("xinjing.ganhe.yigeng", chart, ganhe="season")


def test_ganhe_dingren_in_summer():
    """壬午日 丑將 子時 (k=1): 丑/子 is the only 克 → 初傳 丑, hiding 丁 in 甲戌旬."""
    assert holds("xinjing.ganhe.dingren", chart_from_ke("壬午", "丑", "子", month="未"))


def test_ganhe_wugui_when_water_rules():
    """癸酉日 卯將 子時 (k=3): 辰/癸 is the only 克 → 初傳 辰, hiding 戊 in 甲子旬; 子月."""
    assert holds("xinjing.ganhe.wugui", chart_from_ke("癸酉", "卯", "子", month="子"))
    assert not holds("xinjing.ganhe.wugui", chart_from_ke("癸酉", "卯", "子", month="午"))


def test_ganhe_bingxin_is_lost_and_never_holds():
    assert not any(holds("xinjing.ganhe.bingxin", chart_from_ke(day, k, 0, month=month), ganhe=rule)
                   for day in ("丙寅", "辛未") for k in range(12) for month in "寅巳申亥未"
                   for rule in ("chu", "season"))


# --- 曲直 稼穡 從革 潤下 (xj:L59–L71) --------------------------------------------------------------

@pytest.mark.parametrize("entry_id, day, general, expected", [
    # 己巳 申將 子時 (k=8): 卯/己 is the only 克 → 卯 亥 未.
    ("xinjing.quzhi", "己巳", "申", True),
    # 乙丑 辰將 子時 (k=4): 酉/巳 賊 → 酉 丑 巳.
    ("xinjing.congge", "乙丑", "辰", True),
    # 甲子 辰將 子時 (k=4): 辰/子 → 辰 申 子.
    ("xinjing.runxia", "甲子", "辰", True),
    ("xinjing.quzhi", "甲子", "辰", False),
    # 己丑 伏吟: 丑 戌 未 on an earth day.
    ("xinjing.jiase", "己丑", "子", True),
    # 乙丑 伏吟: 辰 丑 戌 are all 季, but 乙 is no earth day.
    ("xinjing.jiase", "乙丑", "子", False),
])
def test_the_element_bureaus(entry_id, day, general, expected):
    assert holds(entry_id, chart_from_ke(day, general, "子")) is expected


# --- 九丑 (xj:L75, L79) --------------------------------------------------------------------------

def test_jiuchou_with_the_vermilion_bird_on_a_firm_day():
    """壬午日 未將 子時 (k=7): 丑 on 午. Night noble of 壬 is 卯, on 申 → backward: 卯 貴人 寅 螣蛇 丑 朱雀."""
    chart = chart_from_ke("壬午", "未", "子")
    assert holds("xinjing.jiuchou.zhuque", chart) and holds("xinjing.jiuchou.gang", chart)
    assert not holds("xinjing.jiuchou.rou", chart) and not holds("xinjing.jiuchou.baihu", chart)
    # 亥 (壬's lodging) is 9 behind 申 along the backward procession: no 重陽.
    assert not holds("xinjing.jiuchou.chongyang", chart)


def test_jiuchou_with_the_hook_at_noon():
    """壬午日 丑將 午時 (k=7): the day noble 巳 stands on 戌 → backward: 巳 貴人 辰 螣蛇 卯 朱雀 寅 六合 丑 勾陳."""
    assert holds("xinjing.jiuchou.gouchen", chart_from_ke("壬午", "丑", "午"))


def test_jiuchou_with_the_tiger_on_a_yielding_day_and_the_two_times():
    """乙卯日 戌將 子時 (k=10): 丑 on 卯; night noble 申 on 戌, backward: 丑 is the seventh, 白虎.
    大時 and 小時 both stand on 卯 in 正月 (寅), not in 二月 (大時 辰, 小時 子)."""
    chart = chart_from_ke("乙卯", "戌", "子", month="寅")
    assert holds("xinjing.jiuchou.baihu", chart) and holds("xinjing.jiuchou.rou", chart)
    assert holds("xinjing.jiuchou.dashi_xiaoshi", chart)
    assert not holds("xinjing.jiuchou.dashi_xiaoshi", chart_from_ke("乙卯", "戌", "子", month="卯"))
    # A-DASHI on_chart (now the engine option dashi): 卯 is neither on 日辰 (寅, 丑) nor among 亥 酉 未.
    on_chart = chart_from_ke("乙卯", "戌", "子", month="寅", options=Options(dashi="on_chart"))
    assert not holds("xinjing.jiuchou.dashi_xiaoshi", on_chart)


def test_jiuchou_double_yin():
    """辛酉日 戌將 午時 (k=4): 丑 on 酉; day noble 午 on 寅 (forward): 戌 (辛) and 酉 lie 8 and 7 after 寅:
    behind the noble on a 柔日: 重陰."""
    assert holds("xinjing.jiuchou.chongyin", chart_from_ke("辛酉", "戌", "午"))


# --- 二煩 (xj:L83–L91) ----------------------------------------------------------------------------

def test_tianfan_the_sun_mansion_on_a_zhong_as_initial():
    """丁卯日 酉將 午時: 午 is a 仲 hour, 初傳 酉 = 月將. With k = 3, 辰 stands on 丑: 杜傳 too."""
    chart = chart_from_ke("丁卯", "酉", "午")
    assert outcome("xinjing.tianfan", chart).flags == ("校改",)
    assert holds("xinjing.duchuan", chart)


def test_tianfan_requires_the_initial_unless_loose():
    """甲子日 申將 子時: 子 is a 仲 hour, but 初傳 戌 is not 申."""
    chart = chart_from_ke("甲子", "申", "子")
    assert not holds("xinjing.tianfan", chart)
    assert holds("xinjing.tianfan", chart, fayong="loose")


def test_difan_the_moon_mansion_on_a_zhong_as_initial():
    """2024-01-01 08:30 (甲子日 丑將 辰時, k=9) is 十一月二十: from 斗, counting 奎 and 井 twice, day 20 is 星 (午);
    午 stands on 酉; 午/酉 (上克下) is the only 克 → 初傳 午. 辰 is no 仲 hour: no 天煩."""
    chart = moment(2024, 1, 1, 8, 30)
    assert (Facts(chart).yuesu, Facts(chart).chu) == ("星", br("午"))
    assert holds("xinjing.difan", chart)
    assert not holds("xinjing.tianfan", chart) and not holds("xinjing.tiandifan", chart)


class TestTheVexationsOfGengziDay:
    """2024-08-04 06:30: 庚子日 午將 卯時 (k=3), 七月初一 (朔): the 月宿 is 張 (午) = the 日宿 午. No lesson has a
    克; 遙剋: 午 克 庚 → 初傳 午 (中 酉, 末 子). 卯 is a 仲 hour and 午 stands on 卯: 天煩 and 地煩; 辰 on 丑: 杜傳.
    A man born 1984 (41 in 2024) has 行年 丙午; a woman born 1986 (39) has 行年 甲午."""

    def test_both_vexations_and_the_blocked_transmission(self):
        chart = moment(2024, 8, 4, 6, 30)
        for entry_id in ("xinjing.tianfan", "xinjing.difan", "xinjing.tiandifan", "xinjing.duchuan"):
            assert holds(entry_id, chart), entry_id

    def test_a_man_meets_the_sun_mansion(self):
        chart = moment(2024, 8, 4, 6, 30, birth_year=1984, sex="male")
        assert Facts(chart).N == br("午")
        assert holds("xinjing.duchuan.nan_ri", chart) and holds("xinjing.tianfan.xianwang", chart)
        assert not holds("xinjing.duchuan.nv_yue", chart) and not holds("xinjing.difan.sizhong", chart)

    def test_a_woman_meets_the_moon_mansion_on_a_zhong_day(self):
        chart = moment(2024, 8, 4, 6, 30, birth_year=1986, sex="female")
        assert Facts(chart).N == br("午")
        assert holds("xinjing.duchuan.nv_yue", chart) and holds("xinjing.difan.sizhong", chart)
        assert not holds("xinjing.duchuan.nan_ri", chart)

    def test_a_man_on_whose_travel_year_the_sun_mansion_stands(self):
        """A man born 1999 (26) has 行年 辛卯; with k = 3, 午 stands on 卯: 抵 under A-DI stands_on only."""
        chart = moment(2024, 8, 4, 6, 30, birth_year=1999, sex="male")
        assert not holds("xinjing.duchuan.nan_ri", chart)
        assert holds("xinjing.duchuan.nan_ri", chart, di="stands_on")

    def test_without_a_querent_the_travel_year_omens_are_not_evaluated(self):
        found = reported(moment(2024, 8, 4, 6, 30))
        assert found["xinjing.duchuan.nan_ri"].status == NOT_EVALUATED
        assert found["xinjing.duchuan.nan_ri"].needs == ("SX", "XN")


# --- 天禍 天寇 (xj:L95–L107) ----------------------------------------------------------------------

def test_tianhuo_names_the_general_on_the_transmissions():
    """立秋 2020 fell on 7 August, 壬午; yesterday 辛巳. 10:30 is 巳時 with 午將 (k=1): 壬's 亥 stands on 戌,
    辛's lodging: 天禍. 子/亥 … 丑/子 (上克下) → 丑 寅 卯. Day noble of 壬 is 巳 on 辰 (forward): 丑 太常,
    寅 玄武, 卯 太陰: 玄武 only (盜)."""
    chart = moment(2020, 8, 7, 10, 30)
    assert holds("xinjing.tianhuo.xuanwu", chart)
    assert not any(holds(f"xinjing.tianhuo.{g}", chart) for g in ("baihu", "zhuque", "gouchen", "tiankong"))


def test_tianhuo_not_at_another_hour_of_the_lichun_day():
    """2010-02-04 12:00: 子將 午時 (k=6) puts 辰 on 戌, not on 寅."""
    assert not holds("xinjing.tianhuo", moment(2010, 2, 4, 12, 0))


def test_tiankou_the_moon_mansion_on_yesterdays_branch_at_the_equinox():
    """春分 2000 fell on 20 March, 丁丑 (yesterday 丙子), 二月十五: from 奎 (twice) … 張 (twice), day 15 is 張 (午).
    10:30 is 巳時 with 亥將 (k=6): 午 stands on 子, the 離神: 天寇."""
    chart = moment(2000, 3, 20, 10, 30)
    assert (Facts(chart).yuesu, Facts(chart).Z_prev) == ("張", br("子"))
    assert holds("xinjing.tiankou", chart)
    # A-LIXI fixed: the 離神 of 春分 is 寅; A-LIXI ym: the 月宿 午 would itself have to be 子.
    assert not holds("xinjing.tiankou", chart, lixi="fixed")
    assert not holds("xinjing.tiankou", chart, lixi="ym")


# --- 天網 天獄 (xj:L111–L119) ----------------------------------------------------------------------

def test_tianwang_water_hour_and_water_initial_against_a_fire_stem():
    """丙寅日 巳將 子時 (k=5): 子 水 克 丙; 子/巳 (上克下 on the stem) … 初傳 子."""
    assert holds("xinjing.tianwang", chart_from_ke("丙寅", "巳", "子"))
    # 伏吟: 初傳 巳 does not 克 丙.
    assert not holds("xinjing.tianwang", chart_from_ke("丙寅", "子", "子"))


def test_tianyu_out_of_season_is_no_heavens_prison():
    """TV2 in a 午 month: 未 土 is 相 (fire rules), so three of the four evils hold: 「四凶天獄是其由」 names all
    four, so this is no 天獄 and no partial one either."""
    assert "xinjing.tianyu" not in reported(chart_from_ke("乙酉", "亥", "午", month="午"))


def test_tianyu_the_dipper_on_the_stems_prosperity():
    """壬申日 辰將 子時 (k=4), 寅月: 未/卯 賊 → 初傳 未 on 卯: 死 in spring, 木's 墓, 克ed by 卯; 辰 on 子 = 壬水's
    帝旺: 己身兄弟患."""
    chart = chart_from_ke("壬申", "辰", "子", month="寅")
    assert holds("xinjing.tianyu.xiongdi", chart)
    assert not holds("xinjing.tianyu.fumu", chart) and not holds("xinjing.tianyu.qizi", chart)


# --- 三奇 (xj:L123–L131) ---------------------------------------------------------------------------

class TestTheDeathMarvelOfJiaziDay:
    """2024-03-01 18:30: 甲子日 亥將 酉時 (k=2), 正月廿一 → 角 (辰). 辰 on 寅 (干上) and on 寅's 辰 … both 賊 are 辰
    → 初傳 辰: 死奇卦. 辰 stands on 寅 (甲's 臨官: neither 長生, 帝旺 nor 墓), on the stem: 吉凶在旬內.
    The year 甲辰 carries 午; 日奇 亥 is on none of 日上 辰, 辰上 寅, 歲上 午."""

    chart = staticmethod(lambda: moment(2024, 3, 1, 18, 30))

    def test_death_marvel_on_the_stem(self):
        chart = self.chart()
        assert holds("xinjing.sanqi.siqi", chart) and holds("xinjing.sanqi.jia_ri", chart)
        assert not holds("xinjing.sanqi.jia_chen", chart) and not holds("xinjing.sanqi.jia_sui", chart)
        assert not any(holds(f"xinjing.sanqi.jia_{p}", chart) for p in ("meng", "zhong", "ji"))

    def test_star_and_moon_marvels_without_the_sun(self):
        chart = self.chart()
        assert holds("xinjing.sanqi.xingqi_lin", chart) and holds("xinjing.sanqi.yueqi_lin", chart)
        assert not holds("xinjing.sanqi.riqi_jie", chart)
        assert holds("xinjing.sanqi", chart)


def test_death_marvel_on_the_branch_and_the_year_with_the_dipper_on_the_prosperity():
    """2020-02-15 16:30: 戊子日 子將 申時 (k=4), 正月廿二 → 亢 (辰). 辰/子 (上克下) is the only 克 → 初傳 辰.
    辰 is 支上 (吉凶在月內) and stands on the year 庚子's 子 (歲上: 吉凶在年內); 子 is 戊土's 帝旺 when earth
    grows with water (加仲: 己身兄弟), its 胎 when it grows with fire (A-CS)."""
    chart = moment(2020, 2, 15, 16, 30)
    assert (Facts(chart).yuesu, Facts(chart).Y) == ("亢", br("子"))
    for reading in ("siqi", "jia_chen", "jia_sui", "jia_zhong", "xingqi_lin"):
        assert holds(f"xinjing.sanqi.{reading}", chart), reading
    assert not holds("xinjing.sanqi.jia_ri", chart)
    fire_earth = chart_from_moment(dt.datetime(2020, 2, 15, 16, 30), "Asia/Shanghai",
                                   options=Options(earth_growth="fire"))
    assert not holds("xinjing.sanqi.jia_zhong", fire_earth)


def test_death_marvel_with_the_dipper_on_the_stems_birth():
    """2023-09-15 06:30: 丙子日 巳將 卯時 (k=2), 八月初一 → 角 (辰). 辰/寅 (下賊上) is the only 克 → 初傳 辰, standing
    on 寅, 丙火's 長生: 加孟, 憂父母."""
    chart = moment(2023, 9, 15, 6, 30)
    assert holds("xinjing.sanqi.jia_meng", chart)
    assert not holds("xinjing.sanqi.jia_zhong", chart) and not holds("xinjing.sanqi.jia_ji", chart)


def test_the_sun_marvel_frees_the_star_marvel():
    """甲子日 辰將 子時 (k=4): 支上 辰 carries both 星奇 and 日奇 (月將 辰): 日出則星月沒, decided without the year."""
    chart = chart_from_ke("甲子", "辰", "子")
    assert outcome("xinjing.sanqi.riqi_jie", chart).components == ("lesson:3",)
    assert not holds("xinjing.sanqi.xingqi_lin", chart)


# --- 魄化 三陰 (xj:L135–L143) ----------------------------------------------------------------------

def test_pohua_travel_year_under_tian_kui():
    """TV5 (壬戌 k=11) for a man born 1991, 34 in 2024: 行年 己亥; 戌 stands on 亥: 自身喪."""
    chart = chart_from_ke("壬戌", "午", "未", month="未", birth_year=1991, sex="male", query_year=2024)
    assert Facts(chart).N == br("亥")
    assert holds("xinjing.pohua.zishen", chart)


def test_pohua_with_the_initial_from_a_yin_lesson():
    """壬申日 寅將 子時 (k=2), 六月: 支上 戌 = 死神 (巳 + 5); night noble 卯 on 丑, forward: 戌 白虎. The one 賊 is
    子/戌 (lesson 4) → 初傳 子: 用在陰 憂女, 下賊上 內喪."""
    chart = chart_from_ke("壬申", "寅", "子", month="未")
    assert holds("xinjing.pohua.nv", chart) and holds("xinjing.pohua.neisang", chart)
    assert not holds("xinjing.pohua.nan", chart) and not holds("xinjing.pohua.waisang", chart)


class TestTheThreeShadowsOfBingyinDay:
    """丙寅日 辰將 子時 (k=4): 酉/巳 (火克金, 下賊上) is the only 克 → 酉 丑 巳. Night noble of 丙 is 酉, on 巳 →
    backward: 寅 白虎 (on 戌), 子 玄武 (on 申), 3 and 5 after 巳 (丙's lodging): 一陰. In 子月 酉 is 休 and 巳 死,
    巳克酉: 二陰. A man born 1984 has 行年 午, and the hour 子 克s it: 三陰."""

    def test_all_three(self):
        chart = chart_from_ke("丙寅", "辰", "子", month="子", birth_year=1984, sex="male", query_year=2024)
        found = reported(chart)["xinjing.sanyin"]
        assert (found.status, found.outcome.partial) == (MATCH, None)

    def test_in_spring_the_second_fails_and_so_does_sanyin(self):
        """寅月: 巳 is 相. Two of three are 一陰 and 三陰's own conditions, not 三陰."""
        chart = chart_from_ke("丙寅", "辰", "子", month="寅", birth_year=1984, sex="male", query_year=2024)
        assert not holds("xinjing.sanyin.er", chart)
        assert holds("xinjing.sanyin.yi", chart) and holds("xinjing.sanyin.san", chart)
        assert "xinjing.sanyin" not in reported(chart)

    def test_the_first_alone_needs_no_month(self):
        assert holds("xinjing.sanyin.yi", chart_from_ke("丙寅", "辰", "子"))


def test_sanyin_the_commentarys_other_definition():
    """甲子日 辰將 子時 (k=4), 寅月: noble 未 on 卯 forward, 辰 (支上) carries 玄武; 寅 and 子 lie behind 卯;
    初傳 辰 土 is 死 in spring."""
    assert holds("xinjing.sanyin.alt", chart_from_ke("甲子", "辰", "子", month="寅"))
    assert not holds("xinjing.sanyin.alt", chart_from_ke("甲子", "辰", "子", month="午"))


# --- 飛魂 喪門 伏殃 (xj:L147–L155) -------------------------------------------------------------------

def test_feihun_the_wandering_soul_on_the_stem_with_a_malign_initial():
    """甲子日 酉將 子時 (k=9), 正月: 游魂 亥 = 干上; 午/酉 (上克下) → 初傳 午; night noble 未 on 戌 backward:
    午 螣蛇."""
    chart = chart_from_ke("甲子", "酉", "子", month="寅")
    assert holds("xinjing.feihun", chart)
    assert not holds("xinjing.feihun", chart, fayong="strict")


def test_sangmen_with_the_white_tiger():
    """己巳 伏吟 at noon, 正月: 喪門 未 is 干上; day noble 子 on 子 forward: 未 白虎. The initial is 巳 (伏吟,
    柔日: 支上), so strict 發用 rules it out."""
    chart = chart_from_ke("己巳", "午", "午", month="寅")
    assert holds("xinjing.sangmen", chart) and holds("xinjing.sangmen.baihu", chart)
    assert not holds("xinjing.sangmen", chart, fayong="strict")


def test_fuyang_heavens_ghost_on_the_stem():
    """甲子日 未將 子時 (k=7), 正月: 天鬼 酉 = 干上; read 天鬼 for the verse's 天魁."""
    assert outcome("xinjing.fuyang", chart_from_ke("甲子", "未", "子", month="寅")).flags == ("校改",)


def test_fuyang_on_the_branch_alone_depends_on_the_travel_year():
    """甲子日 酉將 子時 (k=9), 正月: 酉 is 支上, not 日上 (亥): only the 行年 could carry it."""
    found = reported(chart_from_ke("甲子", "酉", "子", month="寅"))["xinjing.fuyang"]
    assert (found.status, found.needs) == (NOT_EVALUATED, ("XN",))


# --- 天羅地網 (xj:L159) -----------------------------------------------------------------------------

def test_diwang_on_the_stem_with_the_vermilion_bird():
    """甲子日 未將 子時 (k=7): 甲 lodges in 寅: 天羅 卯, 地網 酉 = 干上; noble 未 on 子 forward: 酉 朱雀 (火災)."""
    chart = chart_from_ke("甲子", "未", "子")
    assert holds("xinjing.tianluo_diwang.diwang", chart) and holds("xinjing.tianluo_diwang", chart)
    assert holds("xinjing.tianluo_diwang.zhuque", chart)


def test_tianluo_by_the_travel_year():
    """Same chart for a man born 1982 (43 in 2024): 行年 申, on which 卯 (天羅) stands."""
    chart = chart_from_ke("甲子", "未", "子", birth_year=1982, sex="male", query_year=2024)
    assert outcome("xinjing.tianluo_diwang.tianluo", chart).components == ("branch:卯", "travel_year")


def test_tianluo_as_the_initial_with_the_serpent():
    """丙寅日 丑將 午時 (k=7): 丙 lodges in 巳: 天羅 午, 地網 子. 克 子/丙, 未/子, 酉/寅; 比用 → 初傳 子; day noble
    亥 on 辰 forward: 子 螣蛇."""
    assert holds("xinjing.tianluo_diwang.tengshe", chart_from_ke("丙寅", "丑", "午"))


def test_a_net_off_the_chart_with_the_tiger_depends_on_the_travel_year():
    """Same chart: 天羅 午 carries 白虎 but is neither the initial nor on 日上 (子) or 辰上 (酉). For a man born 1984
    (行年 午, carrying 丑) it is not cast."""
    assert reported(chart_from_ke("丙寅", "丑", "午"))["xinjing.tianluo_diwang.baihu"].needs == ("XN",)
    chart = chart_from_ke("丙寅", "丑", "午", birth_year=1984, sex="male", query_year=2024)
    assert not holds("xinjing.tianluo_diwang.baihu", chart)
