"""Within one key (課, hour, month, settings) an entry that reads the moment or the querent gives the result it
gave for the same values of what it read, and is evaluated afresh on others: every chart of a key still
matches as every entry evaluated on its own facts, whichever charts of the key came before it."""
import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from divination.engine.moment import chart_from_moment
from divination.patterns.registry import match_chart
from divination.patterns.settings import PatternSettings
from tests.patterns.test_reuse_per_ke import MOMENT_READINGS, every_entry_evaluated

SETTINGS = (PatternSettings(), MOMENT_READINGS, PatternSettings(moon_days="astronomical", travel_age="actual",
                                                                lixi="prev_day", true_mansion="true"))
QUERENTS = ({}, {"birth_year": 1961, "sex": "male"}, {"birth_year": 1990, "sex": "female"},
            {"birth_year": 1990, "sex": "male"}, {"birth_year": 2000, "sex": "female"})


def _charts_of_one_key(start: dt.datetime, querents):
    """Moments sixty days apart keep the day's 干支 and the hour: within a month's term, the same key; the
    minutes apart change nothing but the querent; the lunar date, the phase and the terms around move on."""
    for days in (0, 60, 360, 420, 720, 1080, 1440, 2160, 2880, 3600, 4320):
        for minutes, querent in zip((0, 1, 7, 30, 55), querents, strict=False):
            yield chart_from_moment(start + dt.timedelta(days=days, minutes=minutes), "Asia/Shanghai", **querent)


@given(st.datetimes(dt.datetime(2002, 1, 1), dt.datetime(2060, 12, 31)), st.sampled_from(SETTINGS),
       st.permutations(QUERENTS))
def test_each_chart_of_a_key_matches_as_evaluated_on_its_own_facts(start, readings, querents):
    for chart in _charts_of_one_key(start, querents):
        assert match_chart(chart, readings) == every_entry_evaluated(chart, readings), chart.calendar.local


def test_the_days_around_the_four_li_match_as_evaluated():
    # 土旺用事 (the 18 days before each 立) and the 四立 days: the solar-term facts move day by day.
    for readings in (PatternSettings(), MOMENT_READINGS):
        for year in (2026, 2027):
            for month, day in ((2, 4), (5, 5), (8, 7), (11, 7)):
                for offset in range(-20, 3):
                    for hour in (0, 9, 23):
                        at = dt.datetime(year, month, day, hour, 10) + dt.timedelta(days=offset)
                        chart = chart_from_moment(at, "Asia/Shanghai", birth_year=1980, sex="female")
                        assert match_chart(chart, readings) == every_entry_evaluated(chart, readings), at


def test_a_term_day_in_one_zone_is_not_reused_for_another_zone_on_the_same_day():
    # 立春 2026 fell at 2026-02-04 04:02 China time, 2026-02-03 20:02 in London: on 2026-02-04 a Shanghai chart
    # stands on the 四立 day, a London chart of the same 課 (same day, hour, month) does not (天禍 needs it).
    for hour in range(5, 23):
        shanghai = chart_from_moment(dt.datetime(2026, 2, 4, hour, 30), "Asia/Shanghai")
        london = chart_from_moment(dt.datetime(2026, 2, 4, hour, 30), "Europe/London")
        assert shanghai.calendar.is_sili_day and not london.calendar.is_sili_day
        match_chart(shanghai)
        assert match_chart(london) == every_entry_evaluated(london, PatternSettings()), hour
