"""The chart's JSON written from kept parts (the patterns per 課 part and moment values, the calendar's terms per
interval, its pillars and lunar day, the spirits, each shared part's UTF-8) says what json.dumps(chart_json(…))
says, in every zone, for charts asked after others that share some of those parts and not the rest."""
import datetime as dt
import json

from hypothesis import given
from hypothesis import strategies as st

from divination.engine.errors import ChartInputError
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.engine.solar_terms import solar_term
from divination.interface import chart_json, chart_json_bytes, chart_json_parts, chart_json_text
from divination.patterns.settings import PatternSettings

ZONES = ("Asia/Shanghai", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata")
OPTIONS = (Options(), Options(zi_hour="0000", general_switch="minor"), Options(time_basis="china", year_boundary="lunar"),
           Options(time_basis="solar", daynight="sun"))
SETTINGS = (PatternSettings(), PatternSettings(moon_days="astronomical", season="tuwang", travel_age="actual"))
QUERENTS = ({}, {"birth_year": 1985, "sex": "female"}, {"birth_date": dt.date(1990, 2, 4), "sex": "male"})
# Wall times near a term, near midnight and 23:00, or anywhere.
WALL_TIMES = st.one_of(
    st.builds(lambda year, index, minutes: (solar_term(year, index).china + dt.timedelta(minutes=minutes)).replace(tzinfo=None),
              st.integers(2000, 2060), st.integers(0, 23), st.integers(-2 * 24 * 60, 2 * 24 * 60)),
    st.builds(lambda day, minute: dt.datetime.combine(day, dt.time(23 if minute < 60 else 0, minute % 60)),
              st.dates(dt.date(2000, 1, 1), dt.date(2060, 12, 31)), st.integers(0, 119)),
)


def _chart(at, tz, options, querent):
    try:
        return chart_from_moment(at, tz, options=options, longitude=116.4, latitude=39.9, fold=0, **querent)
    except ChartInputError:  # a wall time the clocks skipped
        return None


def _written_as_its_json(chart, settings):
    expected = json.dumps(chart_json(chart, settings), ensure_ascii=False)
    assert chart_json_text(chart, settings) == expected
    assert chart_json_bytes(chart, settings) == expected.encode()


@given(WALL_TIMES, st.sampled_from(ZONES), st.sampled_from(ZONES), st.sampled_from(OPTIONS), st.sampled_from(SETTINGS),
       st.sampled_from(QUERENTS), st.integers(1, 200))
def test_a_moment_charts_text_after_charts_sharing_parts_of_it_is_its_json(at, tz, other_tz, options, settings, querent,
                                                                          minutes):
    # The same wall time in another zone, the same moment with the other querents, a few minutes and a day later.
    for moment, zone, who in [(at, other_tz, querent), *((at, tz, q) for q in QUERENTS),
                              (at + dt.timedelta(minutes=minutes), tz, querent), (at + dt.timedelta(days=1), tz, querent)]:
        chart = _chart(moment, zone, options, who)
        if chart is not None:
            _written_as_its_json(chart, settings)


def test_a_london_chart_after_a_shanghai_chart_of_its_ke_on_the_li_chun_day_is_its_own():
    # 立春 2026 fell on 2026-02-04 in Shanghai (04:02), on 2026-02-03 in London (20:02): 天禍 needs the 四立 day.
    for hour in (19, 20):
        shanghai = chart_from_moment(dt.datetime(2026, 2, 4, hour, 30), "Asia/Shanghai")
        london = chart_from_moment(dt.datetime(2026, 2, 4, hour, 30), "Europe/London")
        assert "xinjing.tianhuo" in {row["id"] for row in json.loads(chart_json_text(shanghai))["patterns"]}
        assert "xinjing.tianhuo" not in {row["id"] for row in json.loads(chart_json_text(london))["patterns"]}
        _written_as_its_json(london, PatternSettings())


def test_the_parts_of_two_charts_of_one_ke_and_day_share_their_shared_parts():
    first = chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai")
    later = chart_from_moment(dt.datetime(2026, 11, 30, 14, 41), "Asia/Shanghai")
    a, b = chart_json_parts(first), chart_json_parts(later)
    assert "".join(a) == chart_json_text(first) and "".join(b) == chart_json_text(later)
    assert a[0] != b[0] or a[4] != b[4]  # the chart's own: the pillars, the calendar (its minute)
    assert all(x is y for x, y in zip(a[1::2], b[1::2], strict=True))  # the 課, spirits, options, patterns
