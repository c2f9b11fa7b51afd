"""本命 and 行年 from the birth date, the year boundary, the noble tables and the schools of issue 9 (docs/engine-rules.md §1, §4, §8).

Expected values: 立春 2026 at 2026-02-04 04:02 CST and 2025 at 2025-02-03 22:10 CST (Hong Kong Observatory);
春節 2026-02-17 (HKO); 1984 was 甲子; 行年 men from 丙寅 forward, women from 壬申 backward, one a year of age;
the three noble songs as printed; 占事略決 「從寅至酉為旦」 and its earth month 未; 陽順陰逆; 六壬指南's 遁干.
"""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.errors import ChartInputError
from divination.engine.generals import NOBLE_SONGS, NOBLE_TABLES
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.engine.params import canonical_params, chart_from_params

ANIMALS = dict(zip("鼠牛虎兔龍蛇馬羊猴雞狗豬", range(12)))


def gz(pair) -> str:
    return STEMS[pair[0]] + BRANCHES[pair[1]]


def moment_chart(at: str, **params):
    return chart_from_params({"at": at, "tz": "Asia/Shanghai", **params})


# --- 本命 around 立春 -------------------------------------------------------------------------------

@pytest.mark.parametrize(("birth_date", "natal"), [
    ("2026-02-03", "乙巳"),    # the day before 立春 2026: still the 乙巳 year
    ("2026-02-05", "丙午"),
    ("1990-01-20", "己巳"),    # born in January 1990: the year pillar is 1989's
    ("1990-06-01", "庚午"),
])
def test_natal_year_is_the_year_pillar_at_birth(birth_date, natal):
    chart = moment_chart("2026-11-30T14:30", birth_date=birth_date, sex="male")
    assert gz(chart.querent.natal_year) == natal


def test_birth_on_the_day_of_lichun_is_decided_by_the_birth_time():
    """立春 2026 fell at 04:02 China time: born at 03:00 乙巳, at 05:00 丙午; without a time, a warning."""
    before = moment_chart("2026-11-30T14:30", birth_date="2026-02-04", birth_time="03:00", sex="female")
    after = moment_chart("2026-11-30T14:30", birth_date="2026-02-04", birth_time="05:00", sex="female")
    assert gz(before.querent.natal_year) == "乙巳" and gz(after.querent.natal_year) == "丙午"
    unknown = moment_chart("2026-11-30T14:30", birth_date="2026-02-04", sex="female")
    assert any("立春" in w and "birth time" in w for w in map(str, unknown.warnings))


def test_bare_birth_year_says_it_cannot_decide_a_birth_before_lichun():
    chart = moment_chart("2026-11-30T14:30", birth_year="1990", sex="male")
    assert gz(chart.querent.natal_year) == "庚午"
    warning = next(w for w in map(str, chart.warnings) if "本命" in w)
    assert "己巳" in warning and "1990-02-04" in warning and "birth_date" in warning


def test_birth_date_gives_age_and_travel_year_one_year_less_before_lichun():
    """Born 1990-01-20 (己巳 year, 1989): in 2026 (丙午) the nominal age is 38, not 37; 行年 male 丙寅 + 37 = 癸卯."""
    by_date = moment_chart("2026-11-30T14:30", birth_date="1990-01-20", sex="male")
    assert by_date.querent.age == 38 and gz(by_date.querent.travel_year) == "癸卯"
    by_year = moment_chart("2026-11-30T14:30", birth_year="1990", sex="male")
    assert by_year.querent.age == 37 and gz(by_year.querent.travel_year) == "壬寅"


def test_birth_date_keeps_its_canonical_link():
    chart = moment_chart("2026-11-30T14:30", birth_date="1990-01-20", birth_time="08:15", sex="female")
    params = canonical_params(chart)
    assert params["birth_date"] == "1990-01-20" and params["birth_time"] == "08:15" and "birth_year" not in params
    assert chart_from_params(params).to_dict() == chart.to_dict()


@pytest.mark.parametrize(("params", "field"), [
    ({"birth_date": "1990-13-01", "sex": "male"}, "birth_date"),
    ({"birth_date": "1990-01-20", "birth_time": "25:00", "sex": "male"}, "birth_time"),
    ({"birth_time": "08:00", "sex": "male", "birth_year": "1990"}, "birth_time"),
    ({"birth_date": "1990-01-20", "birth_year": "1991", "sex": "male"}, "birth_year"),
    ({"birth_date": "2027-01-20", "sex": "male"}, "birth_date"),
    ({"birth_date": "1990-01-20"}, "sex"),
])
def test_bad_birth_input_names_the_field(params, field):
    with pytest.raises(ChartInputError) as error:
        moment_chart("2026-11-30T14:30", **params)
    assert error.value.field == field


# --- year_boundary moves 太歲, 本命, age and 行年 together ---------------------------------------------

def test_lunar_year_boundary_moves_age_and_travel_year_with_the_year_branch():
    """2026-02-10 is after 立春 (丙午) but before 春節 2026-02-17 (still 乙巳 by the lunar year)."""
    lichun = moment_chart("2026-02-10T12:00", birth_date="1990-06-01", sex="male")
    lunar = moment_chart("2026-02-10T12:00", birth_date="1990-06-01", sex="male", year_boundary="lunar")
    assert BRANCHES[lichun.calendar.year_branch] == "午" and BRANCHES[lunar.calendar.year_branch] == "巳"
    assert lichun.querent.age == 37 and lunar.querent.age == 36
    assert gz(lichun.querent.travel_year) == "壬寅" and gz(lunar.querent.travel_year) == "辛丑"


def test_lunar_year_boundary_takes_the_natal_year_from_the_lunar_year_of_birth():
    """Born 2026-02-10: 丙午 by 立春 (02-04), 乙巳 by the lunar year (春節 02-17)."""
    by_lichun = moment_chart("2026-11-30T14:30", birth_date="2026-02-10", sex="male")
    by_lunar = moment_chart("2026-11-30T14:30", birth_date="2026-02-10", sex="male", year_boundary="lunar")
    assert gz(by_lichun.querent.natal_year) == "丙午" and gz(by_lunar.querent.natal_year) == "乙巳"


def test_year_spirits_follow_the_year_boundary():
    lichun = moment_chart("2026-02-10T12:00")
    lunar = moment_chart("2026-02-10T12:00", year_boundary="lunar")
    tai_sui = [next(BRANCHES[s.branches[0]] for s in c.spirits() if s.key == "tai_sui") for c in (lichun, lunar)]
    assert tai_sui == ["午", "巳"]


# --- the noble tables against their songs -------------------------------------------------------

def song_pairs(song: str) -> dict[int, list[int]]:
    """Each clause's stems and the animals after them, in order: 「甲戊庚牛羊」 → 甲戊庚: 丑, 未."""
    found: dict[int, list[int]] = {}
    stems: list[int] = []
    for char in song:
        if char in STEMS:
            if stems and found.get(stems[-1]):
                stems = []
            stems.append(STEMS.index(char))
        elif char in ANIMALS:
            for stem in stems:
                found.setdefault(stem, []).append(ANIMALS[char])
        elif char == "，":
            stems = []
    return found


def test_jiawugeng_table_is_its_song_first_animal_by_day_second_by_night():
    pairs = song_pairs("甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎")
    assert {stem: list(NOBLE_TABLES["jiawugeng"][stem]) for stem in range(10)} == pairs


def test_full_jiayang_song_gives_each_stems_day_noble_and_its_pair_by_night():
    day = {stem: animals[0] for stem, animals in song_pairs(NOBLE_SONGS["jiayang"][0]).items()}
    assert day == {0: 7, 4: 1, 6: 1, 1: 8, 5: 0, 2: 9, 3: 11, 8: 3, 9: 5, 7: 2}   # 甲羊 戊庚牛 乙猴 己鼠 …
    for stem in range(10):
        assert NOBLE_TABLES["jiayang"][stem][0] == day[stem]
        assert set(NOBLE_TABLES["jiayang"][stem]) == set(NOBLE_TABLES["jiawugeng"][stem])


def test_xieji_table_differs_from_jiawugeng_only_on_jia():
    assert NOBLE_TABLES["xieji"][0] == (7, 1)                      # 甲 day 未, night 丑
    assert NOBLE_TABLES["xieji"][1:] == NOBLE_TABLES["jiawugeng"][1:]


# --- the schools of point 8 ----------------------------------------------------------------------

def test_zhanshi_boundary_gives_the_day_noble_at_yin_as_case_68_prints():
    """六壬斷案 案68, 甲戌日 戌將 寅時: 白虎 on 午 needs the day noble (丑) at the 寅 hour; 占事略決 counts 寅 as 旦."""
    common = chart_from_ke("甲戌", "戌", "寅")
    zhanshi = chart_from_ke("甲戌", "戌", "寅", options=Options(daynight="zhanshi"))
    assert common.daytime is False and zhanshi.daytime is True
    assert zhanshi.general_on(6) == "白虎"


@pytest.mark.parametrize(("hour", "day"), [("丑", False), ("寅", True), ("酉", True), ("戌", False)])
def test_zhanshi_day_runs_from_yin_to_you(hour, day):
    assert chart_from_ke("甲子", "子", hour, options=Options(daynight="zhanshi")).daytime is day


def test_zhanshi_boundary_applies_to_a_moment_too():
    chart = chart_from_moment(dt.datetime(2026, 11, 30, 4, 0), "Asia/Shanghai", options=Options(daynight="zhanshi"))
    assert BRANCHES[chart.query_hour] == "寅" and chart.daytime is True


def test_zhanshi_earth_month_is_wei_alone():
    """占事略決: 辰月 is spring's (wood 旺), 未月 earth's; the usual table gives 辰月 to earth."""
    usual = chart_from_ke("甲子", "子", "午", month="辰").seasonal_states()
    wei = chart_from_ke("甲子", "子", "午", month="辰", options=Options(earth_month="wei")).seasonal_states()
    assert usual["土"] == "旺" and wei["木"] == "旺" and wei["土"] == "死"
    assert chart_from_ke("甲子", "子", "午", month="未", options=Options(earth_month="wei")).seasonal_states()["土"] == "旺"


def test_yin_stems_count_their_stages_backward_under_yang_forward_yin_backward():
    """陽順陰逆: 乙 長生午 沐浴巳 冠帶辰 臨官卯 帝旺寅 … 墓戌; the default counts 乙 as wood, 長生亥 forward."""
    chart = chart_from_ke("乙丑", "子", "午", options=Options(life_order="yin_backward"))
    stages = {BRANCHES[b]: chart.life_stage_of(b) for b in range(12)}
    assert stages["午"] == "長生" and stages["卯"] == "臨官" and stages["寅"] == "帝旺" and stages["戌"] == "墓"
    assert chart_from_ke("乙丑", "子", "午").life_stage_of(11) == "長生"
    yang = chart_from_ke("甲子", "子", "午", options=Options(life_order="yin_backward"))
    assert yang.life_stage_of(11) == "長生"                        # a yang stem still counts forward


def test_void_branches_take_the_next_decades_jia_and_yi_under_liuren_zhinan():
    """丁卯 is in the 甲子旬: 戌亥 void. 六壬指南 gives them the next 旬's 甲 and 乙 (甲戌, 乙亥)."""
    assert chart_from_ke("丁卯", "亥", "丑").hidden_stem(10) is None
    chart = chart_from_ke("丁卯", "亥", "丑", options=Options(void_stem="next"))
    assert STEMS[chart.hidden_stem(10)] == "甲" and STEMS[chart.hidden_stem(11)] == "乙"
    assert STEMS[chart.hidden_stem(0)] == "甲"                      # the decade's own stems do not move
