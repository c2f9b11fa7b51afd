"""What the calendar keeps per term interval (月建, 月將, the year, the terms as the zone shows them, the days the
terms fall on) and per day in force (its pillars, the lunar date, 月宿) gives every moment the calendar it would have
computed alone: whichever moment, zone and school options
filled the interval's entry first, at the exact minute of a 節氣, around midnight and 23:00 (子時), across the
clock changes of daylight-saving zones, under every time basis."""
import dataclasses
import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from divination.engine import calendar
from divination.engine.calendar import moment_calendar
from divination.engine.errors import ChartInputError
from divination.engine.options import Options
from divination.engine.solar_terms import solar_term

ZONES = ("Asia/Shanghai", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham")
OPTIONS = st.builds(Options, zi_hour=st.sampled_from(("2300", "0000")), time_basis=st.sampled_from(("local", "china", "solar")),
                    general_switch=st.sampled_from(("major", "minor")), year_boundary=st.sampled_from(("lichun", "lunar")))
# Near a term (to the minute, either side), near midnight or 23:00 of the day it falls on, or anywhere.
NEAR_A_TERM = st.builds(lambda year, index, minutes: solar_term(year, index).utc + dt.timedelta(minutes=minutes),
                        st.integers(1950, 2090), st.integers(0, 23), st.integers(-3 * 24 * 60, 3 * 24 * 60))
MINUTE_OF_A_TERM = st.builds(lambda year, index, seconds: solar_term(year, index).utc + dt.timedelta(seconds=seconds),
                             st.integers(1950, 2090), st.integers(0, 23), st.integers(-150, 150))
INSTANTS = st.one_of(NEAR_A_TERM, MINUTE_OF_A_TERM)


def _local(instant: dt.datetime, tz: str, hour: int | None) -> dt.datetime:
    """The wall time of the instant in the zone, or that day at `hour`:59 or 0:01 (midnight, 23:00 子時)."""
    from zoneinfo import ZoneInfo

    wall = instant.astimezone(ZoneInfo(tz)).replace(tzinfo=None, microsecond=0)
    return wall if hour is None else wall.replace(hour=hour, minute=59 if hour in (22, 23) else 1)


def _forget():
    calendar._term_interval.cache_clear()
    calendar._calendar_day.cache_clear()


def _alone(local, tz, options, lon):
    """The calendar computed with nothing kept from any other moment."""
    _forget()
    return _calendar(local, tz, options, lon)


def _calendar(local, tz, options, lon):
    try:
        return moment_calendar(local, tz, options, longitude=lon, latitude=None, fold=0).to_dict()
    except ChartInputError as error:  # a skipped wall time: refused alike either way
        return error.field, error.message


@given(INSTANTS, st.sampled_from(ZONES), OPTIONS, st.sampled_from((None, 22, 23, 0)),
       INSTANTS, st.sampled_from(ZONES), OPTIONS, st.sampled_from((None, 23, 0)), st.floats(-179.5, 179.5))
def test_a_moment_after_another_in_its_interval_has_its_own_calendar(
        instant, tz, options, hour, first_instant, first_tz, first_options, first_hour, lon):
    local = _local(instant, tz, hour)
    expected = _alone(local, tz, options, lon)
    # Another moment first: the same interval or not, another zone or not, other options or the same.
    for other in ((first_instant, first_tz, first_options, first_hour), (instant, first_tz, first_options, first_hour),
                  (instant + dt.timedelta(hours=12), tz, options, hour)):
        _forget()
        _calendar(_local(other[0], other[1], other[3]), other[1], other[2], lon)
        assert _calendar(local, tz, options, lon) == expected, other


@pytest.mark.parametrize("tz", ZONES)
def test_every_minute_around_a_term_has_its_own_calendar(tz):
    # 立春 2026 (2026-02-04 04:02 China time): the minutes either side, all kept in one interval entry or two.
    term = solar_term(2026, 3).utc.replace(second=0)
    for options in (Options(), Options(general_switch="minor", zi_hour="0000"), Options(time_basis="china")):
        _forget()
        minutes = [_local(term + dt.timedelta(minutes=m), tz, None) for m in range(-3, 4)]
        kept = [_calendar(local, tz, options, None) for local in minutes]
        assert kept == [_alone(local, tz, options, None) for local in minutes]


def test_the_same_wall_time_in_two_zones_shows_each_zones_term_times():
    at = dt.datetime(2026, 2, 4, 12, 0)
    shanghai = moment_calendar(at, "Asia/Shanghai", Options())
    london = moment_calendar(at, "Europe/London", Options())
    assert shanghai.previous_term.local.isoformat() == "2026-02-04T04:02:08+08:00"
    assert london.previous_term.local.isoformat() == "2026-02-03T20:02:08+00:00"
    # 立春 falls on the day in Shanghai, on the day before in London (docs/engine-rules.md §1: the day is the zone's).
    assert shanghai.is_sili_day and not london.is_sili_day


def test_true_solar_time_at_two_longitudes_puts_a_term_on_each_ones_own_day():
    # 立春 2026 at 2026-02-03 20:02 UTC: true solar time (equation of time −14 min) is about 00:48 on the 4th at
    # 75°E, 21:48 on the 3rd at 30°E.
    at = dt.datetime(2026, 2, 4, 12, 0)
    solar = Options(time_basis="solar", zi_hour="0000")
    east = moment_calendar(at, "Asia/Dubai", solar, longitude=75.0)
    west = moment_calendar(at, "Asia/Dubai", solar, longitude=30.0)
    assert east.pillar_date == west.pillar_date == dt.date(2026, 2, 4)
    assert east.is_sili_day and not west.is_sili_day


def test_a_moment_calendar_has_every_field_of_the_dataclass_as_its_own_init_would_set_them():
    # moment_calendar makes it without the frozen dataclass's __init__ (calendar._calendar_moment).
    cal = moment_calendar(dt.datetime(2026, 11, 1, 1, 30), "America/New_York", Options(), fold=1)
    assert set(vars(cal)) == {field.name for field in dataclasses.fields(cal)}
    again = dataclasses.replace(cal)
    assert again == cal and hash(again) == hash(cal) and repr(again) == repr(cal)
    with pytest.raises(dataclasses.FrozenInstanceError):
        cal.tz = "UTC"  # type: ignore[misc]
