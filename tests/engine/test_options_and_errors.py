"""School options travel in a short stable token; bad input raises ChartInputError naming the field."""
import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.errors import ChartInputError
from divination.engine.options import OPTION_SPECS, Options
from divination.engine.params import canonical_params, chart_from_params


def test_default_options_token_writes_every_option():
    assert Options().to_token() == "z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"


def test_a_token_made_before_the_local_default_still_decodes_to_china_time():
    """Links made while China time was the default carry tc: they keep their chart (issue 9, point 6)."""
    old = Options.from_token("z23.tc.dh.na.sd.b0.ew.gq.yl")
    assert old == Options(time_basis="china")
    assert old.dashi == "commentary" and old.earth_month == "four" and old.life_order == "forward"
    assert old.void_stem == "none" and old.spirit_text == "printed" and old.noble_table == "jiawugeng"


def test_an_old_link_rebuilds_the_chart_it_was_made_for():
    """New York 2026-11-30 09:00 EST is 22:00 CST: the 亥 hour in China time, the 巳 hour on the querent's clock."""
    old = chart_from_params({"at": "2026-11-30T09:00", "tz": "America/New_York", "o": "z23.tc.dh.na.sd.b0.ew.gq.yl"})
    new = chart_from_params({"at": "2026-11-30T09:00", "tz": "America/New_York"})
    assert old.calendar.time_basis == "china" and old.query_hour == 11        # 22:00 CST: 亥
    assert new.calendar.time_basis == "local" and new.query_hour == 5         # 09:00 EST: 巳


def test_old_token_b_is_still_the_table_that_swaps_only_jia():
    assert Options.from_token("z23.tc.dh.nb.sd.b0.ew.gq.yl").noble_table == "xieji"


def test_a_pattern_token_of_an_old_link_gives_its_dashi_to_the_options():
    """dashi was a pattern setting (t<code> in p); an old link's p still decides the chart's 大時 and 小時."""
    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑", "o": "z23.tc.dh.na.sd.b0.ew.gq.yl",
                               "p": "tm"})
    assert chart.options.dashi == "common"
    assert chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑",
                              "o": "z23.tc.dh.na.sd.b0.ew.gq.yl.hc", "p": "tm"}).options.dashi == "commentary"


def test_options_token_round_trips_every_value():
    for spec in OPTION_SPECS:
        for value in spec.values:
            options = Options(**{spec.name: value})
            assert Options.from_token(options.to_token()) == options


def test_unknown_token_part_is_refused():
    with pytest.raises(ChartInputError) as error:
        Options.from_token("z23.q9")
    assert error.value.field == "o"


@pytest.mark.parametrize("params,field", [
    ({"day": "甲丑", "general": "亥", "hour": "丑"}, "day"),
    ({"day": "丁卯", "general": "X", "hour": "丑"}, "general"),
    ({"day": "丁卯", "general": "亥"}, "hour"),
    ({"at": "1899-12-31T12:00", "tz": "Asia/Shanghai"}, "at"),
    ({"at": "2101-01-01T12:00", "tz": "Asia/Shanghai"}, "at"),
    ({"at": "2026-11-30T14:30", "tz": "Mars/Olympus"}, "tz"),
    ({"at": "2026-03-08T02:30", "tz": "America/New_York"}, "at"),
    ({"at": "2026-11-01T01:30", "tz": "America/New_York"}, "at"),
    ({"at": "yesterday", "tz": "Asia/Shanghai"}, "at"),
    ({"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "deepest"}, "shehai"),
    ({"day": "丁卯" * 40, "general": "亥", "hour": "丑"}, "day"),
    ({"day": "丁卯", "general": "亥", "hour": "丑", "at": "2026-11-30T14:30"}, "at"),
])
def test_bad_input_names_the_field(params, field):
    with pytest.raises(ChartInputError) as error:
        chart_from_params(params)
    assert error.value.field == field
    assert error.value.message


def test_repeated_local_time_is_accepted_once_the_fold_is_chosen():
    first = chart_from_params({"at": "2026-11-01T01:30", "tz": "America/New_York", "fold": "0"})
    second = chart_from_params({"at": "2026-11-01T01:30", "tz": "America/New_York", "fold": "1"})
    assert second.calendar.instant_utc - first.calendar.instant_utc == __import__("datetime").timedelta(hours=1)


def test_canonical_params_rebuild_the_same_chart():
    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "mengzhongji"})
    params = canonical_params(chart)
    assert params == {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "night",
                      "o": "z23.tl.dh.na.sm.b0.ew.gq.yl.hc.m4.lf.vn.xp"}
    assert chart_from_params(params).to_dict() == chart.to_dict()


def test_canonical_params_of_a_moment_keep_the_zone_and_local_time():
    chart = chart_from_params({"at": "2026-11-30T14:30", "tz": "Europe/Paris"})
    params = canonical_params(chart)
    assert params["at"] == "2026-11-30T14:30" and params["tz"] == "Europe/Paris"
    assert chart_from_params(params).to_dict() == chart.to_dict()


def test_noble_override_forces_the_day_noble_at_a_night_hour():
    assert chart_from_params({"day": "甲戌", "general": "戌", "hour": "寅", "noble": "day"}).daytime is True


def test_travel_year_of_a_man_born_1990_asked_in_2026():
    """Nominal age 37; men start at 丙寅 at age 1 and go forward: 36 steps from 丙寅 is 壬寅; 本命 庚午."""
    chart = chart_from_ke("丁卯", "亥", "丑", birth_year=1990, sex="male", query_year=2026)
    assert chart.querent.age == 37
    assert chart.to_dict()["querent"]["travel_year"] == "壬寅"
    assert chart.to_dict()["querent"]["natal_year"] == "庚午"


def test_travel_year_of_a_woman_runs_backward_from_renshen():
    """A woman of nominal age 2 stands one step back from 壬申: 辛未."""
    chart = chart_from_ke("丁卯", "亥", "丑", birth_year=2025, sex="female", query_year=2026)
    assert chart.to_dict()["querent"]["travel_year"] == "辛未"


def test_canonical_params_keep_seconds_when_given():
    chart = chart_from_params({"at": "2026-11-22T15:23:20", "tz": "Asia/Shanghai"})
    assert canonical_params(chart)["at"] == "2026-11-22T15:23:20"


def test_place_errors_name_the_lon_and_lat_parameters():
    with pytest.raises(ChartInputError) as error:
        chart_from_params({"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "time_basis": "solar"})
    assert error.value.field == "lon"
