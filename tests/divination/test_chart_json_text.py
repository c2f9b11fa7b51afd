"""The chart's JSON text, written from the parts many charts share (the 課's parts, the spirits, the options,
runs of patterns), says what `json.dumps(chart_json(…))` says: for 課 and moments, with querents, months,
school options and pattern settings, on the first chart of a key and on later ones."""
import datetime as dt
import json

from hypothesis import given
from hypothesis import strategies as st

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, SEXAGENARY
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.interface import chart_json, chart_json_text
from divination.patterns.registry import match_chart, match_runs
from divination.patterns.settings import PatternSettings

OPTIONS = (Options(), Options(shehai="mengzhongji", biyong_ge="yes", void_stem="next", life_order="yin_backward", earth_month="wei",
                   noble_table="xieji", spirit_text="emended", dashi="on_chart"),
           Options(general_switch="minor", year_boundary="lunar", earth_growth="fire", zi_hour="0000", time_basis="china"))
SETTINGS = (PatternSettings(), PatternSettings(scope="anywhere"),
            PatternSettings(yima="year", season="tuwang", month_count="lunar", leap="next", void2="seated"))
QUERENTS = (None, (1985, "female"), (1940, "male"))


def _same_json(chart, settings):
    text = chart_json_text(chart, settings)
    assert text == json.dumps(chart_json(chart, settings), ensure_ascii=False)


@given(st.sampled_from(SEXAGENARY), st.integers(0, 11), st.integers(0, 11), st.sampled_from((None, *BRANCHES)),
       st.sampled_from(OPTIONS), st.sampled_from(SETTINGS), st.sampled_from(QUERENTS))
def test_a_ke_charts_json_text_is_its_json(day, general, hour, month, options, settings, querent):
    born = {"birth_year": querent[0], "sex": querent[1], "query_year": 2026} if querent else {}
    for _ in range(2):  # the first chart of its key, then one that reuses it
        _same_json(chart_from_ke(day, general, hour, month=month, options=options, **born), settings)


@given(st.datetimes(dt.datetime(1999, 1, 1), dt.datetime(2080, 12, 31)), st.sampled_from(OPTIONS),
       st.sampled_from(SETTINGS), st.sampled_from(QUERENTS), st.integers(1, 600))
def test_a_moment_charts_json_text_is_its_json(at, options, settings, querent, minutes):
    born = {"birth_year": querent[0], "sex": querent[1]} if querent else {}
    for moment in (at, at + dt.timedelta(minutes=minutes), at + dt.timedelta(days=minutes)):
        _same_json(chart_from_moment(moment, "Asia/Shanghai", options=options, **born), settings)


def test_the_runs_of_a_chart_are_its_matches_and_shared_runs_recur():
    at = dt.datetime(2026, 11, 30, 14, 30)
    first = chart_from_moment(at, "Asia/Shanghai", birth_year=1985, sex="female")
    later = chart_from_moment(at + dt.timedelta(minutes=7), "Asia/Shanghai", birth_year=1990, sex="male")
    match_chart(first)
    runs = match_runs(later)
    assert [m for run, _ in runs for m in run] == match_chart(later)
    again = match_runs(chart_from_moment(at + dt.timedelta(minutes=9), "Asia/Shanghai", birth_year=1990, sex="male"))
    assert [run for run, shared in runs if shared] == [run for run, shared in again if shared]
    assert all(a is b for (a, _), (b, _) in zip([r for r in runs if r[1]], [r for r in again if r[1]], strict=True))
