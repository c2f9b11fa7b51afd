"""The readings the texts leave open, each a setting whose default is the text's plainest reading
(issue 10, points 3 and 5), and every reading of the catalog's §7 a setting (the README's claim).
"""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.moment import chart_from_moment
from divination.engine.options import OPTION_SPECS, Options
from divination.engine.params import KNOWN
from divination.patterns import Facts, PatternSettings, match_chart
from divination.patterns.registry import MATCH
from divination.patterns.settings import PATTERN_SETTING_SPECS

BRANCHES = "子丑寅卯辰巳午未申酉戌亥"


def shanghai(at):
    return chart_from_moment(dt.datetime.fromisoformat(at), "Asia/Shanghai")


def shown(chart, **settings):
    return {m.entry.id for m in match_chart(chart, PatternSettings(**settings)) if m.status == MATCH}


# --- 弦望晦朔 (A-MOON): 「弦望晦朔為四正日」 (xj:L91 註), one day each by default ---------------------------

@pytest.mark.parametrize(("day", "one", "two", "astronomical"), [
    # 2026-01-03 十一月十五, the full moon at 18:03 China time.
    ("2026-01-03", "望", "望", "望"),
    # 十一月十六: 望 only by the two-day convention.
    ("2026-01-04", None, "望", None),
    # 十二月初七: 上弦 only by the two-day convention; the quarter falls on 初八 (2026-01-26).
    ("2026-01-25", None, "上弦", None),
    ("2026-01-26", "上弦", "上弦", "上弦"),
    # 十一月廿二 holds the astronomical last quarter; 廿三 is the one-day 下弦.
    ("2026-01-10", None, "下弦", "下弦"),
    ("2026-01-11", "下弦", "下弦", None),
    # 十一月三十, the month's last day, and 十二月初一.
    ("2026-01-18", "晦", "晦", "晦"),
    ("2026-01-19", "朔", "朔", "朔"),
])
def test_moon_phase_days(day, one, two, astronomical):
    chart = shanghai(f"{day}T12:00")
    assert [Facts(chart, PatternSettings(moon_days=rule)).MP for rule in ("one", "two", "astronomical")] == [
        one, two, astronomical]


def test_moon_phase_days_default_to_one_day_each():
    assert PatternSettings().moon_days == "one"


# --- 行年 (A-XINGNIAN): the texts use it without defining it; the engine's 虛歲 convention by default ----------

@pytest.mark.parametrize(("sex", "nominal", "actual"), [
    # Born 1990, asked in 2024: 虛歲 35 → 丙寅 + 34 = 庚子 (子); 周歲 34 → 己亥 (亥).
    ("male", "子", "亥"),
    # A woman: 壬申 − 34 = 戊戌 (戌); 周歲 34: 壬申 − 33 = 己亥 (亥).
    ("female", "戌", "亥"),
])
def test_travel_year_by_nominal_or_full_years(sex, nominal, actual):
    chart = chart_from_ke("甲子", "子", "子", birth_year=1990, sex=sex, query_year=2024)
    assert [BRANCHES[Facts(chart, PatternSettings(travel_age=rule)).N] for rule in ("nominal", "actual")] == [
        nominal, actual]


# --- 八迍·三 (xj:L35): the example counts one 迍 for 仰見丘 and 俯見仇 together -------------------------------

def test_zhun3_needs_both_the_tomb_and_the_foe():
    """甲子日 亥將 酉時 (k=2): 辰/寅 is the only 克 → 初傳 辰 on 寅: 寅 克 辰 (仇), but 辰 is no 墓 of 木 (丘)."""
    chart = chart_from_ke("甲子", "亥", "酉")
    assert "xinjing.bazhun_wufu.zhun3" not in shown(chart)
    assert "xinjing.bazhun_wufu.zhun3" in shown(chart, zhun3="either")


def test_zhun3_of_the_example_has_both():
    """TV1, 癸酉日 亥將 午時: 未 on 寅, 木's 墓 and 克ed by 寅."""
    assert "xinjing.bazhun_wufu.zhun3" in shown(chart_from_ke("癸酉", "亥", "午"))


# --- 重陽/重陰 (xj:L79 註): defined on their own; inside 九丑 only under the setting ----------------------------

def test_chongyang_as_the_commentary_defines_it():
    """丙申日 子將 子時 (伏吟): night noble 酉 on 酉, backward; 巳 (丙's lodging) and 申 lie 4 and 1 places before
    it: 剛日日辰在天乙前, 重陽. 丙申 is no 九丑 day, so inside 九丑 it is not read."""
    chart = chart_from_ke("丙申", "子", "子")
    assert "xinjing.jiuchou.chongyang" in shown(chart)
    assert "xinjing.jiuchou.chongyang" not in shown(chart, chongyang="jiuchou")


# --- 真月宿 (A-LIXI, xj:L107 註 「心月狐在卯…遇此乃真月宿也」) ----------------------------------------------

def test_tiankou_with_a_true_moon_mansion():
    """2020-09-22 10:00, 秋分 on 戊辰, 月宿 心: 天寇 by either reading."""
    chart = shanghai("2020-09-22T10:00")
    assert "xinjing.tiankou" in shown(chart) and "xinjing.tiankou" in shown(chart, true_mansion="true")


def test_tiankou_with_another_mansion_only_when_any_mansion_counts():
    """2020-03-20 12:00, 春分 on 壬戌, 月宿 斗: no true 月宿."""
    chart = shanghai("2020-03-20T12:00")
    assert "xinjing.tiankou" in shown(chart) and "xinjing.tiankou" not in shown(chart, true_mansion="true")


# --- 十二長生 (A-CS): xj:L119 「乙生於亥」 by default; 陽順陰逆 as the engine's option, for chart and patterns --

def test_yin_stem_stages_forward_by_element_or_backward_by_stem():
    assert [Facts(chart_from_ke("乙丑", "子", "子")).stage(b) for b in (11, 6)] == ["長生", "死"]
    backward = chart_from_ke("乙丑", "子", "子", options=Options(life_order="yin_backward"))
    assert [Facts(backward).stage(b) for b in (11, 6)] == ["死", "長生"]


def test_the_heavens_prison_follows_the_yin_stems_own_birth():
    """TV2 (乙酉日 亥將 午時 正月): 辰 on 亥, 乙木's 長生 by the element (日本); under 陽順陰逆 乙 is born in 午."""
    backward = chart_from_ke("乙酉", "亥", "午", month="寅", options=Options(life_order="yin_backward"))
    assert "xinjing.tianyu" in shown(chart_from_ke("乙酉", "亥", "午", month="寅"))
    assert "xinjing.tianyu" not in shown(backward)


# --- 比 (A-BI polarity): 劫財 of the other polarity only ---------------------------------------------------

def test_jiecai_of_the_other_polarity():
    """乙丑日 丑將 子時 (k=1): 初傳 寅, yang wood on a yin wood day: 劫財 either way."""
    assert "jingwei.jiecai.chu" in shown(chart_from_ke("乙丑", "丑", "子"), bi="polarity")


def test_a_shoulder_is_no_jiecai_when_polarity_splits():
    """乙丑日 未將 子時 (k=7): 初傳 卯, yin wood on a yin wood day: 比肩, not 劫財, under the split."""
    chart = chart_from_ke("乙丑", "未", "子")
    assert "jingwei.jiecai.chu" in shown(chart)
    assert "jingwei.jiecai.chu" not in shown(chart, bi="polarity")


# --- 干合局 (A-GANJU huaqi): the 化氣 of the stem's 五合 -------------------------------------------------------

def test_the_huaqi_reading_makes_a_ji_day_its_own_earth_ju():
    """己丑日 子將 子時 (伏吟): 甲己化土, 己 is earth: 劫財·干合局比干 under huaqi; no trine at k = 0 otherwise."""
    chart = chart_from_ke("己丑", "子", "子")
    assert "jingwei.jiecai.ju_gan" not in shown(chart)
    assert "jingwei.jiecai.ju_gan" in shown(chart, ganju="huaqi")


# --- 日照免災 (xj:L131): the remedy of a 星奇 or 月奇 present --------------------------------------------------

def test_the_sun_marvel_alone_is_no_marvel():
    """2024-01-01 04:30: 甲子日 丑將 寅時; 日奇 丑 stands on 甲 (日上), but neither 星奇 辰 nor 月奇 午 stands on
    日上, 辰上 or 歲上: nothing to cancel, so no 日照免災 and no 三奇."""
    found = shown(shanghai("2024-01-01T04:30"))
    assert not {"xinjing.sanqi", "xinjing.sanqi.riqi_jie"} & found


def test_the_sun_marvel_counts_alone_as_fu_de_under_the_setting():
    """The same chart, `riqi` marvel (xj:L123 「日為福德」): 日奇 on 日上 is a 奇 of its own."""
    found = shown(shanghai("2024-01-01T04:30"), riqi="marvel")
    assert {"xinjing.sanqi", "xinjing.sanqi.riqi_jie"} <= found


def test_the_sun_marvel_cancels_the_star_marvel_it_meets():
    """甲子日 辰將 子時 (k=4): 支上 辰 is 星奇 and, as the 月將, 日奇 too: 日照免災, and no 星奇臨."""
    chart = chart_from_ke("甲子", "辰", "子")
    found = {m.entry.id: m for m in match_chart(chart)}
    assert found["xinjing.sanqi.riqi_jie"].status == MATCH and "xinjing.sanqi.xingqi_lin" not in found


# --- every reading of the pattern catalog's §7 is a setting -------------------------------------------------

# Code → the (setting, value) pairs of its readings, default and alternatives, as the catalog lists them;
# engine options where the reading changes the chart itself.
CATALOG_READINGS = {
    "A-CS": [("earth_growth", "water"), ("earth_growth", "fire"), ("life_order", "forward"),
             ("life_order", "yin_backward")],
    "A-GAN": [("gan_branch", "lodge"), ("gan_branch", "lu")],
    "A-GANJU": [("ganju", "full"), ("ganju", "half"), ("ganju", "any"), ("ganju", "huaqi")],
    "A-GZJU": [("gzju", "two"), ("gzju", "one"), ("gzju", "ju3")],
    "A-EARTHJU": [("earth_ju", "split"), ("earth_ju", "never")],
    "A-GANSHANG": [("ganshang", "yang"), ("ganshang", "yin")],
    "A-BI": [("bi", "element"), ("bi", "other"), ("bi", "polarity")],
    "A-PAIR": [("pair", "both"), ("pair", "each")],
    "A-SHANG": [("shang", "either"), ("shang", "both")],
    "A-SEASON": [("season", "jian"), ("season", "lunar"), ("season", "tuwang")],
    "A-MONTH": [("month_count", "jian"), ("month_count", "lunar")],
    "A-MOON": [("moon_days", "two"), ("moon_days", "astronomical"), ("moon_days", "one")],
    "A-YEAR": [("year_boundary", "lichun"), ("year_boundary", "lunar")],
    "A-YIMA": [("yima", "day"), ("yima", "month"), ("yima", "year")],
    "A-HE": [("he", "he6"), ("he", "he5"), ("he", "he6_lu")],
    "A-XING": [("xing", "directed"), ("xing", "mutual")],
    "A-SCOPE": [("scope", "ground"), ("scope", "initial"), ("scope", "anywhere")],
    "A-FRONT": [("front", "procession"), ("front", "clockwise")],
    "A-LI": [("li", "branch"), ("li", "ground")],
    "A-DI": [("di", "equals"), ("di", "stands_on")],
    "A-LIXI": [("lixi", "prev_day"), ("lixi", "fixed"), ("lixi", "ym"), ("true_mansion", "true")],
    "A-QIU": [("qiu", "ground"), ("qiu", "stem")],
    "A-DASHI": [("dashi", "commentary"), ("dashi", "on_chart"), ("dashi", "common")],  # an engine option now
    "A-GANHE": [("ganhe", "chu"), ("ganhe", "ganshang"), ("ganhe", "season")],
    "A-GUI": [("noble_table", "jiawugeng"), ("noble_table", "jiayang")],
    "A-XINGNIAN": [("travel_age", "nominal"), ("travel_age", "actual")],
    "A-LEAP": [("leap", "same"), ("leap", "next")],
    "A-VOID2": [("void2", "heaven"), ("void2", "seated")],
    "A-STRICT-FAYONG": [("fayong", "stated"), ("fayong", "loose"), ("fayong", "strict")],
}


def test_every_reading_of_the_catalogs_ambiguity_register_is_a_setting():
    values = {spec.name: set(spec.values) for spec in (*PATTERN_SETTING_SPECS, *OPTION_SPECS)}
    missing = [(code, name, value) for code, readings in CATALOG_READINGS.items() for name, value in readings
               if value not in values.get(name, ())]
    assert missing == []


def test_the_day_noble_at_any_hour_is_a_chart_parameter():
    """A-GUI's other reading, 寅 as a day hour (TV4), is the chart's `noble=day`."""
    assert "noble" in KNOWN
