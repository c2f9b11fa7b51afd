"""How far each school option and pattern setting reaches (/methods/schools/): the 課 its other values change, as the
rules the options name decide them, and the pages that say so."""
import re

import pytest

from divination.engine.cycles import BRANCHES
from divination.engine.reach import KE_HOUR, KE_MONTH, MOMENT, reach
from divination.patterns.survey import setting_reach


def test_the_mengzhongji_school_gives_the_printed_other_answer_of_ding_mao_with_either_noble():
    # 丁卯日 亥將 丑時 (k = 10; its example chart: 戌將 子時): 六壬大全 亥酉未 by the depth count, 六壬斷案 丑亥酉.
    changes = [c for c in reach("shehai", "mengzhongji").changes if (c.day, c.general) == ("丁卯", "戌")]
    assert [(c.transmissions, c.parts, c.daytime) for c in changes] == [(("亥酉未", "丑亥酉"), ("transmissions",), None)]


def test_the_xieji_noble_table_changes_only_the_jia_days_and_both_their_nobles():
    # 協紀辨方書: as 甲戊庚牛羊 except 甲, day 未 night 丑: the six 甲 days, twelve placements each.
    found = reach("noble_table", "xieji")
    assert found.ke_changed == 72
    assert {c.day for c in found.changes} == {"甲子", "甲戌", "甲申", "甲午", "甲辰", "甲寅"}
    assert {c.daytime for c in found.changes} == {True, False}
    assert {c.noble_ground for c in found.changes if c.daytime and c.general == "子"} == {("丑", "未")}


def test_earth_born_in_fire_changes_the_life_stages_of_the_wu_and_ji_days_alone():
    found = reach("earth_growth", "fire")
    assert found.ke_changed == 12 * 12
    assert {c.day[0] for c in found.changes} == {"戊", "己"}
    assert {c.parts for c in found.changes} == {("life_stages",)}


def test_yin_stems_counted_backward_change_every_yin_day():
    assert {c.day[0] for c in reach("life_order", "yin_backward").changes} == set("乙丁己辛癸")
    assert reach("life_order", "yin_backward").ke_changed == 360


def test_zhanshi_day_changes_the_noble_at_the_yin_and_you_hours_only():
    # 占事略決 「從寅至酉為旦」: 寅 and 酉 become day hours; every other hour keeps its noble.
    found = reach("daynight", "zhanshi")
    assert found.over == KE_HOUR and found.total == 8640
    assert {c.hour for c in found.changes} == {"寅", "酉"}
    assert found.charts_changed == 2 * 720


def test_the_wei_earth_month_changes_the_seasons_of_the_chen_xu_and_chou_months_only():
    # 占事略決: only 未 is earth's month; 辰 is wood's, 戌 metal's, 丑 water's.
    found = reach("earth_month", "wei")
    assert found.over == KE_MONTH
    assert {c.month for c in found.changes} == {"辰", "戌", "丑"}
    assert found.charts_changed == 3 * 720


def test_the_next_decades_stems_change_every_ke_through_its_two_void_branches():
    assert reach("void_stem", "next").ke_changed == 720


@pytest.mark.parametrize("option, value", [("zi_hour", "0000"), ("time_basis", "china"), ("general_switch", "minor"),
                                           ("year_boundary", "lunar"), ("daynight", "sun")])
def test_an_option_that_decides_which_ke_a_moment_gives_changes_no_ke(option, value):
    found = reach(option, value)
    assert found.over == MOMENT and found.changes == ()


def test_a_default_changes_nothing():
    assert reach("shehai", "depth").changes == ()
    assert setting_reach("membership", "gloss").changes == ()


def test_a_reading_of_the_moment_is_not_surveyed_on_the_ke():
    # 歲馬 by the year branch: no 課 has a year.
    assert setting_reach("yima", "year").needs_moment
    assert setting_reach("season", "lunar").needs_moment


def test_the_membership_readings_change_only_the_patterns_of_the_three_whose_text_says_so():
    # 懸胎、關隔、稼穡: the entries the catalog's membership reading is about (docs/pattern-rules.md A-MEMBER).
    found = setting_reach("membership", "catalog")
    names = {item.names[0].split("·")[0] for c in found.changes for item in c.gained + c.lost + c.otherwise}
    assert names == {"懸胎", "順懸胎", "關隔", "稼穡"}


def test_the_month_horse_reads_the_month_so_it_is_surveyed_in_each_month():
    # 月馬 by the month branch: 前程's horse moves with the month.
    found = setting_reach("yima", "month")
    assert {c.month for c in found.changes} == set(range(12))
    assert any(c.gained for c in found.changes) and any(c.lost for c in found.changes)
    assert BRANCHES[found.changes[0].month] == found.changes[0].month_name


# --- the pages ---------------------------------------------------------------------------------------------------


def text_of(page: str) -> str:
    """A page's words without the marks of their language (<span lang="zh-Hant">課</span>)."""
    return re.sub(r"</?span[^>]*>", "", page)


def test_the_schools_page_says_how_many_ke_each_other_value_changes_with_its_list_one_click_away(client):
    page = text_of(client.get("/methods/schools/").content.decode())
    assert "It changes the chart on 23 of the 720 課." in page
    assert 'href="/methods/schools/option/shehai/mengzhongji/"' in page
    assert "It changes 2,160 of the 8,640 charts of a 課 in a month, on 720 of the 720 課." in page
    assert 'href="/methods/schools/reading/membership/catalog/"' in page


def test_the_list_links_each_ke_under_both_readings(client):
    page = text_of(client.get("/methods/schools/option/shehai/mengzhongji/").content.decode())
    assert 'href="/ke/%E4%B8%81%E5%8D%AF/%E6%88%8C/%E5%AD%90/?v=1"' in page
    assert 'href="/ke/%E4%B8%81%E5%8D%AF/%E6%88%8C/%E5%AD%90/?v=1&amp;shehai=mengzhongji">丑亥酉</a>' in page


def test_a_pattern_setting_list_links_the_patterns_it_changes(client):
    page = client.get("/methods/schools/reading/membership/catalog/").content.decode()
    assert 'href="/patterns/jingwei.guange/"' in page


def test_no_option_code_shows_on_the_schools_page(client):
    page = client.get("/methods/schools/").content.decode()
    assert ">v0<" not in page and ">lodge<" not in page


@pytest.mark.parametrize("path", ["/methods/schools/option/shehai/nonsense/", "/methods/schools/option/nonsense/x/",
                                  "/methods/schools/reading/bi/nonsense/"])
def test_an_unknown_option_or_value_is_not_found(client, path):
    assert client.get(path).status_code == 404


def test_a_page_number_out_of_range_shows_the_last_page(client):
    assert client.get("/methods/schools/option/dashi/common/?page=99999").status_code == 200
