"""The calendar of a moment (docs/engine-rules.md §1; docs/pattern-rules.md §2, §7 A-MOON A-YEAR A-LEAP).

Expected values come from published tables, not from the engine:
- solar-term instants: the U.S. Naval Observatory's equinox and solstice times (UTC, to the minute),
  which the Hong Kong Observatory's and Purple Mountain Observatory's almanacs print in UTC+8, and
  the Hong Kong Observatory's 立春 times;
- day 干支: docs/engine-rules.md §1 (2000-01-01 戊午, 2001-01-01 甲子) and the almanacs (1949-10-01 甲子,
  1900-01-01 甲戌); other days are counted from 2001-01-01 甲子 by hand in the test's docstring;
- lunar dates: the 農曆 printed by the Hong Kong Observatory (春節 2026-02-17, 元宵 2026-03-03,
  除夕 2026-02-16 = 十二月廿九, 閏六月 2025 from 2025-07-25);
- 月宿: 心鏡 xj:L83 「如正月十五日之月宿，先從室數起，便知是星宿。星宿在午宮」.
"""
import datetime as dt
import json

import pytest

from divination.engine.calendar import moment_calendar
from divination.engine.civil_time import zone_named
from divination.engine.cycles import BRANCHES, ganzhi_name
from divination.engine.errors import ChartInputError
from divination.engine.lunar_mansion import moon_mansion
from divination.engine.options import Options
from divination.engine.solar_terms import TERM_NAMES, solar_term

DEFAULT = Options()
CHINA = Options(time_basis="china")
CST = dt.timezone(dt.timedelta(hours=8))


def at(text: str, tz: str = "Asia/Shanghai", options: Options = DEFAULT, **kwargs):
    return moment_calendar(dt.datetime.fromisoformat(text), tz, options, **kwargs)


def pillars(moment) -> list[str]:
    return [ganzhi_name(*p) for p in (moment.year_pillar, moment.month_pillar, moment.day_pillar, moment.hour_pillar)]


# --- solar terms -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("year", "name", "published_cst"),
    [
        (2026, "春分", "2026-03-20T22:46"),   # USNO 14:46 UTC
        (2026, "夏至", "2026-06-21T16:24"),   # USNO 08:24 UTC
        (2026, "秋分", "2026-09-23T08:05"),   # USNO 00:05 UTC (Sept 23)
        (2027, "冬至", "2026-12-22T04:50"),   # USNO 2026-12-21 20:50 UTC; tyme4py files it under 2027
        (2026, "冬至", "2025-12-21T23:03"),   # USNO 2025-12-21 15:03 UTC
        (2026, "立春", "2026-02-04T04:02"),   # HKO
        (2024, "立春", "2024-02-04T16:27"),   # HKO
    ],
)
def test_solar_term_instant_matches_published_time_within_a_minute(year, name, published_cst):
    term = solar_term(year, TERM_NAMES.index(name))
    expected = dt.datetime.fromisoformat(published_cst).replace(tzinfo=CST)
    assert abs(term.utc - expected) < dt.timedelta(minutes=1)


def test_previous_and_next_terms_carry_utc_and_local_instants():
    moment = at("2026-03-21T12:00", "America/New_York")  # 2026-03-21 16:00 UTC, after 春分
    assert moment.previous_term.name == "春分"
    assert moment.next_term.name == "清明"
    assert abs(moment.previous_term.utc - dt.datetime(2026, 3, 20, 14, 46, tzinfo=dt.UTC)) < dt.timedelta(minutes=1)
    assert moment.previous_term.local.utcoffset() == dt.timedelta(hours=-4)  # EDT
    assert moment.previous_general_term.name == "春分" and moment.next_general_term.name == "穀雨"


# --- day pillar and the 子 hour ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("day", "ganzhi"),
    [("2000-01-01", "戊午"), ("2001-01-01", "甲子"), ("1949-10-01", "甲子"), ("1900-01-01", "甲戌")],
)
def test_day_pillar_of_known_dates(day, ganzhi):
    assert ganzhi_name(*at(day + "T12:00").day_pillar) == ganzhi


def test_pillars_of_2026_11_30_afternoon():
    """丙午 year; 亥 month of a 丙 year = 己亥 (丙辛之歲尋庚上); day: 9464 days after 2001-01-01 甲子
    (25 years with 6 leap days = 9131, + 333) → 9464 mod 60 = 44 = 戊申; 14:30 is 未, 戊 day → 己未 (戊癸何方發，壬子是真途)."""
    assert pillars(at("2026-11-30T14:30")) == ["丙午", "己亥", "戊申", "己未"]


def test_23_30_belongs_to_the_next_day_under_zi_hour_2300():
    moment = at("2000-01-01T23:30")
    assert ganzhi_name(*moment.day_pillar) == "己未"
    assert ganzhi_name(*moment.hour_pillar) == "甲子"  # 甲己還加甲
    assert ganzhi_name(*moment.previous_day_pillar) == "戊午"


def test_23_30_stays_in_the_same_day_under_zi_hour_0000_but_takes_the_next_days_zi_stem():
    """子正換日 keeps the day, but the sexagenary hours run on: 戊午 day's 22:00 is 癸亥, so 23:30 is 甲子
    (the 子 hour of the next day 己未: 甲己還加甲), not 壬子 (which came twelve hours before 癸亥)."""
    moment = at("2000-01-01T23:30", options=Options(zi_hour="0000"))
    assert ganzhi_name(*moment.day_pillar) == "戊午"
    assert ganzhi_name(*moment.hour_pillar) == "甲子"
    assert BRANCHES[moment.query_hour] == "子"


def test_late_zi_hour_of_a_wushen_day_is_jiazi_under_zi_hour_0000():
    """Issue 9: 2026-11-30 23:30 (China time) is 戊申日; its late 子 hour is 甲子 (the next day 己酉's 子)."""
    moment = at("2026-11-30T23:30", options=Options(zi_hour="0000"))
    assert ganzhi_name(*moment.day_pillar) == "戊申"
    assert ganzhi_name(*moment.hour_pillar) == "甲子"


@pytest.mark.parametrize("zi_hour", ["2300", "0000"])
def test_hour_pillar_runs_on_without_a_break_from_21_00_to_01_00(zi_hour):
    """The sixty hours run on: 亥 戊申日 (癸亥), then 甲子 from 23:00 and still at 00:30, then 乙丑 at 01:30."""
    options = Options(zi_hour=zi_hour)
    hours = [ganzhi_name(*at(f"2026-{t}", options=options).hour_pillar)
             for t in ("11-30T21:30", "11-30T22:59", "11-30T23:00", "11-30T23:59", "12-01T00:00", "12-01T00:59",
                       "12-01T01:00")]
    assert hours == ["癸亥", "癸亥", "甲子", "甲子", "甲子", "甲子", "乙丑"]


def test_query_hour_follows_the_two_hour_branches():
    assert [BRANCHES[at(f"2026-11-30T{h:02d}:00").query_hour] for h in (0, 1, 3, 11, 13, 22, 23)] == list("子丑寅午未亥子")


# --- month branch, monthly general, year ------------------------------------------------------

def test_month_branch_changes_at_the_exact_jie():
    """驚蟄 2026: 2026-03-05 21:59 CST (HKO)."""
    assert ganzhi_name(*at("2026-03-05T21:57").month_pillar) == "庚寅"
    assert ganzhi_name(*at("2026-03-05T22:01").month_pillar) == "辛卯"


def test_monthly_general_changes_at_the_exact_zhongqi():
    """春分 2026-03-20 22:46 CST: 雨水 亥 before it, 春分 戌 after it."""
    assert BRANCHES[at("2026-03-20T22:44:59").monthly_general] == "亥"
    assert BRANCHES[at("2026-03-20T22:47:00").monthly_general] == "戌"


@pytest.mark.parametrize(("term", "general"), [(pair[:2], pair[2]) for pair in "雨水亥 春分戌 穀雨酉 小滿申 夏至未 大暑午 處暑巳 秋分辰 霜降卯 小雪寅 冬至丑 大寒子".split()])
def test_each_zhongqi_brings_its_monthly_general(term, general):
    """docs/engine-rules.md §1: 雨水亥 春分戌 穀雨酉 小滿申 夏至未 大暑午 處暑巳 秋分辰 霜降卯 小雪寅 冬至丑 大寒子."""
    day_after = solar_term(2026, TERM_NAMES.index(term)).china.replace(tzinfo=None) + dt.timedelta(days=1)
    assert BRANCHES[at(day_after.isoformat()).monthly_general] == general


@pytest.mark.parametrize(("term", "branch"), [(pair[:2], pair[2]) for pair in "立春寅 驚蟄卯 清明辰 立夏巳 芒種午 小暑未 立秋申 白露酉 寒露戌 立冬亥 大雪子 小寒丑".split()])
def test_each_jie_opens_its_month_branch(term, branch):
    """docs/pattern-rules.md §2: 立春→寅 … 小寒→丑."""
    day_after = solar_term(2026, TERM_NAMES.index(term)).china.replace(tzinfo=None) + dt.timedelta(days=1)
    assert BRANCHES[at(day_after.isoformat()).month_branch] == branch


def test_monthly_general_under_the_minor_switch_changes_at_the_jie():
    """general_switch minor: 驚蟄 (卯月) already brings 戌, the 六合 of 卯."""
    minor = Options(general_switch="minor")
    assert BRANCHES[at("2026-03-06T12:00", options=minor).monthly_general] == "戌"
    assert BRANCHES[at("2026-03-06T12:00").monthly_general] == "亥"
    assert at("2026-03-06T12:00", options=minor).previous_general_term.name == "驚蟄"


def test_year_changes_at_lichun():
    """立春 2026-02-04 04:02 CST (HKO): 乙巳 before, 丙午 after."""
    before, after = at("2026-02-04T04:00"), at("2026-02-04T04:04")
    assert (ganzhi_name(*before.year_pillar), BRANCHES[before.year_branch]) == ("乙巳", "巳")
    assert (ganzhi_name(*after.year_pillar), BRANCHES[after.year_branch]) == ("丙午", "午")


def test_year_pillar_year_is_the_year_whose_lichun_began_it():
    assert at("2026-02-04T04:00").year_pillar_year == 2025
    assert at("2026-02-04T04:04").year_pillar_year == 2026


def test_year_branch_changes_at_the_lunar_new_year_with_year_boundary_lunar():
    """春節 2026 is 2026-02-17: between 立春 and it the lunar year is still 乙巳."""
    lunar = Options(year_boundary="lunar")
    assert BRANCHES[at("2026-02-10T12:00", options=lunar).year_branch] == "巳"
    assert BRANCHES[at("2026-02-17T12:00", options=lunar).year_branch] == "午"
    assert ganzhi_name(*at("2026-02-10T12:00", options=lunar).year_pillar) == "丙午"  # the pillar stays with 立春


def test_moment_near_a_term_is_warned_about():
    warnings = [str(w) for w in at("2026-03-20T22:47:30").warnings]  # a warning is a Message: its English
    assert len(warnings) == 1
    assert "春分" in warnings[0] and "2026-03-20 22:46 CST" in warnings[0] and "ΔT" in warnings[0]
    assert at("2026-03-20T22:49:30").warnings == ()


def test_moment_near_lichun_is_warned_about_the_month_and_the_year():
    (warning,) = map(str, at("2026-02-04T04:03").warnings)
    assert "立春" in warning and "the month branch (月建) and the year there depend on ΔT" in warning


# --- zones, daylight saving, range ------------------------------------------------------------

def test_china_daylight_saving_1988_maps_to_standard_time_an_hour_earlier_under_china_time():
    """China kept summer time 1986–1991; on 1988-07-01 clocks showed UTC+9."""
    moment = at("1988-07-01T13:30", options=CHINA)
    assert moment.calendar_time == dt.datetime(1988, 7, 1, 12, 30)
    assert BRANCHES[moment.query_hour] == "午"


def test_china_daylight_saving_1988_keeps_the_clock_under_the_default_local_time():
    """The default basis is the querent's own clock: 13:30 on the summer-time clock is a 未 hour."""
    moment = at("1988-07-01T13:30")
    assert moment.calendar_time == dt.datetime(1988, 7, 1, 13, 30)
    assert BRANCHES[moment.query_hour] == "未"


def test_end_of_china_summer_time_1988_repeats_an_hour():
    """Summer time ended on 1988-09-11 at 02:00 CDT: 01:00–02:00 was lived twice."""
    with pytest.raises(ChartInputError, match="occurs twice"):
        at("1988-09-11T01:30")
    assert at("1988-09-11T01:30", fold=1, options=CHINA).calendar_time == dt.datetime(1988, 9, 11, 1, 30)
    assert at("1988-09-11T01:30", fold=0, options=CHINA).calendar_time == dt.datetime(1988, 9, 11, 0, 30)


def test_zone_far_from_china_takes_its_pillars_from_china_standard_time_under_china_time():
    """Los Angeles 2026-11-29 22:30 PST = 2026-11-30 14:30 CST: the pillars of that afternoon."""
    moment = at("2026-11-29T22:30", "America/Los_Angeles", CHINA)
    assert moment.calendar_time == dt.datetime(2026, 11, 30, 14, 30)
    assert pillars(moment) == ["丙午", "己亥", "戊申", "己未"]


def test_time_basis_local_uses_the_querents_civil_time():
    """2026-11-29 is 丁未 (the day before 戊申); 22:30 is 亥, 丁 day → 辛亥 (丁壬庚子居)."""
    moment = at("2026-11-29T22:30", "America/Los_Angeles", Options(time_basis="local"))
    assert ganzhi_name(*moment.day_pillar) == "丁未"
    assert ganzhi_name(*moment.hour_pillar) == "辛亥"


def test_default_time_basis_is_the_querents_own_civil_time():
    """Issue 9: the hour asked about is the hour where the question is asked (Los Angeles 22:30 is 亥)."""
    moment = at("2026-11-29T22:30", "America/Los_Angeles")
    assert moment.time_basis == "local"
    assert ganzhi_name(*moment.hour_pillar) == "辛亥"


def test_time_basis_solar_applies_longitude_and_equation_of_time():
    """Ürümqi 87.6°E on Beijing time: 2026-11-03 12:00 CST = 04:00 UTC; mean time +5 h 50.4 min = 09:50:24;
    equation of time on 3 November +16 min 26 s (almanac) → true solar time about 10:06:50, 巳 hour."""
    moment = at("2026-11-03T12:00", "Asia/Shanghai", Options(time_basis="solar"), longitude=87.6)
    assert abs(moment.calendar_time - dt.datetime(2026, 11, 3, 10, 6, 50)) < dt.timedelta(minutes=1)
    assert BRANCHES[moment.query_hour] == "巳"


def test_nonexistent_local_time_is_refused():
    with pytest.raises(ChartInputError, match="does not exist") as error:
        at("2026-03-08T02:30", "America/New_York")
    assert error.value.field == "at"


def test_ambiguous_local_time_is_refused_naming_both_instants():
    with pytest.raises(ChartInputError, match="occurs twice") as error:
        at("2026-11-01T01:30", "America/New_York")
    assert error.value.field == "at"
    assert "2026-11-01 05:30 UTC" in error.value.message and "2026-11-01 06:30 UTC" in error.value.message


@pytest.mark.parametrize(("fold", "utc_hour"), [(0, 5), (1, 6)])
def test_fold_chooses_between_the_two_occurrences(fold, utc_hour):
    moment = at("2026-11-01T01:30", "America/New_York", fold=fold)
    assert moment.instant_utc == dt.datetime(2026, 11, 1, utc_hour, 30, tzinfo=dt.UTC)


@pytest.mark.parametrize("day", ["1899-12-31T12:00", "2101-01-01T00:00"])
def test_dates_outside_1900_2100_are_refused(day):
    with pytest.raises(ChartInputError, match="outside the supported range") as error:
        at(day)
    assert error.value.field == "at"


def test_unknown_zone_is_refused():
    with pytest.raises(ChartInputError, match="not a known time zone") as error:
        at("2026-11-30T14:30", "Mars/Olympus_Mons")
    assert error.value.field == "tz"


@pytest.mark.parametrize("region, example", [("Asia", "Asia/Aden"), ("America", "America/Adak"), ("Europe", "Europe/Amsterdam"),
                                             ("Etc", "Etc/GMT")])
def test_a_folder_of_zones_is_refused_naming_a_zone_in_it(region, example):
    with pytest.raises(ChartInputError) as error:
        zone_named(region)
    assert (error.value.message, error.value.field) == (
        f"「{region}」 is a region, not a time zone: give a zone in it, such as {example}.", "tz")


@pytest.mark.parametrize("name", ["Factory", "posixrules", "localtime", "right/UTC", "posix/Asia/Shanghai", "Etc/", "../etc/passwd"])
def test_files_of_the_zone_database_that_are_no_place_are_refused(name):
    with pytest.raises(ChartInputError, match="is not a known time zone") as error:
        zone_named(name)
    assert error.value.field == "tz"


def test_a_zone_in_the_wrong_case_is_refused_with_the_right_spelling():
    with pytest.raises(ChartInputError, match=r"「asia/shanghai」 is not a known time zone \(did you mean Asia/Shanghai\?\)"):
        zone_named("asia/shanghai")


def test_a_zone_named_rightly_is_its_zone():
    assert zone_named("Asia/Shanghai").key == "Asia/Shanghai"


@pytest.mark.parametrize(
    ("kwargs", "options", "field"),
    [
        ({"latitude": 91.0, "longitude": 0.0}, DEFAULT, "lat"),
        ({"longitude": -181.0}, DEFAULT, "lon"),
        ({}, Options(time_basis="solar"), "lon"),
        ({"longitude": 116.4}, Options(daynight="sun"), "lat"),
    ],
)
def test_place_out_of_range_or_missing_is_refused(kwargs, options, field):
    with pytest.raises(ChartInputError) as error:
        at("2026-11-30T14:30", options=options, **kwargs)
    assert error.value.field == field


# --- day and night ----------------------------------------------------------------------------

def test_hours_rule_makes_mao_to_shen_day():
    assert [at(f"2026-11-30T{t}").daytime for t in ("04:59", "05:00", "16:59", "17:00")] == [False, True, True, False]


def test_sun_rule_waits_for_sunrise_at_the_place():
    """Beijing (39.9°N 116.4°E) on 2026-12-22: sunrise about 07:33, sunset about 16:53 CST."""
    sun = Options(daynight="sun")
    place = {"latitude": 39.9, "longitude": 116.4}
    assert at("2026-12-22T06:30", options=sun, **place).daytime is False
    assert at("2026-12-22T06:30").daytime is True  # 卯 hour under the hours rule
    assert at("2026-12-22T12:00", options=sun, **place).daytime is True
    assert at("2026-12-22T17:30", options=sun, **place).daytime is False


# --- lunar date, moon phase, 月宿 -------------------------------------------------------------

def test_lunar_new_year_2026_is_the_first_of_the_first_month_and_a_new_moon():
    moment = at("2026-02-17T12:00")
    assert (moment.lunar_year, moment.lunar_month, moment.lunar_day, moment.lunar_is_leap) == (2026, 1, 1, False)
    assert moment.moon_phase == "朔"
    assert moment.lunar_date_name == "正月初一"


def test_last_day_of_a_29_day_month_is_hui():
    """除夕 2026 is 2026-02-16, 十二月廿九."""
    moment = at("2026-02-16T12:00")
    assert (moment.lunar_month, moment.lunar_day) == (12, 29)
    assert moment.moon_phase == "晦"


def test_full_moon_and_ordinary_days_by_the_lunar_day():
    assert at("2026-03-03T12:00").moon_phase == "望"  # 元宵, 正月十五
    assert at("2026-03-04T12:00").moon_phase == "望"  # 十六
    assert at("2026-03-05T12:00").moon_phase is None  # 十七


def test_leap_month_is_flagged():
    moment = at("2025-07-25T12:00")  # 閏六月初一
    assert (moment.lunar_month, moment.lunar_day, moment.lunar_is_leap) == (6, 1, True)
    assert moment.lunar_date_name == "閏六月初一"


def test_moon_mansion_of_the_fifteenth_of_the_first_month_is_xing_in_wu():
    moment = at("2026-03-03T12:00")  # 正月十五
    assert moment.moon_mansion == "星"
    assert BRANCHES[moment.moon_mansion_branch] == "午"


def test_kui_holds_for_two_days():
    """二月 starts at 奎, which 「留一日」: 初一 奎, 初二 奎, 初三 婁."""
    assert [moon_mansion(2, d) for d in (1, 2, 3)] == ["奎", "奎", "婁"]


def test_leap_month_starts_like_the_month_it_repeats():
    """A-LEAP: 閏六月初一 starts at 鬼, like 六月."""
    assert at("2025-07-25T12:00").moon_mansion == "鬼"


# --- 四立 and 二分二至 days --------------------------------------------------------------------

def test_lichun_day_is_a_sili_day():
    assert at("2026-02-04T20:00").is_sili_day is True
    assert at("2026-02-03T20:00").is_sili_day is False


def test_spring_equinox_day_is_a_fenzhi_day():
    assert at("2026-03-20T08:00").is_fenzhi_day is True
    assert at("2026-03-21T08:00").is_fenzhi_day is False


def test_the_zi_hour_rule_moves_the_flags_with_the_day():
    """立冬 2026-11-07 17:52 CST: 23:30 that evening already belongs to 11-08 under 子初換日."""
    assert at("2026-11-07T23:30").is_sili_day is False
    assert at("2026-11-07T23:30", options=Options(zi_hour="0000")).is_sili_day is True


# --- serialisation ----------------------------------------------------------------------------

def test_to_dict_gives_json_ready_chinese_values():
    data = at("2026-11-30T14:30").to_dict()
    assert data["pillars"] == {"year": "丙午", "month": "己亥", "day": "戊申", "hour": "己未"}
    assert (data["month_branch"], data["monthly_general"], data["query_hour"]) == ("亥", "寅", "未")
    assert data["previous_term"]["name"] == "小雪" and data["next_general_term"]["name"] == "冬至"
    json.dumps(data)
