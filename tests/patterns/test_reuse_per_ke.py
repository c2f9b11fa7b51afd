"""match_chart reuses what the 課, hour, month and settings alone decide: its results are those of evaluating
every entry on the chart's own facts, for every 課, with and without a month, a moment or a querent."""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, SEXAGENARY
from divination.engine.moment import chart_from_moment
from divination.patterns import Facts, MissingInput, PatternSettings, match_chart
from divination.patterns.registry import ENTRIES, evaluate, missing_inputs

# Settings that send facts to the moment: 歲馬 reads the year, 土旺用事 the solar terms, the lunar months the
# lunar date; with the defaults those entries read only the 課 and the month.
MOMENT_READINGS = PatternSettings(yima="year", season="tuwang", month_count="lunar", leap="next", void2="seated")


def every_entry_evaluated(chart, settings=PatternSettings()):
    facts = Facts(chart, settings)
    missing = missing_inputs(chart)
    return [found for item in ENTRIES if (found := evaluate(item, facts, settings, missing)) is not None]


@pytest.mark.parametrize("month", [None, "寅", "未", "亥"])
def test_every_ke_matches_as_evaluated_on_its_own_facts(month):
    for day in SEXAGENARY:
        for k in range(12):
            hour = (k * 5) % 12
            chart = chart_from_ke(day, BRANCHES[(hour + k) % 12], BRANCHES[hour], month=month)
            assert match_chart(chart) == every_entry_evaluated(chart), (day, k, month)


def test_every_ke_with_a_querent_and_no_moment_matches_as_evaluated():
    for index, day in enumerate(SEXAGENARY):
        chart = chart_from_ke(day, BRANCHES[index % 12], BRANCHES[(index * 7) % 12], month="辰",
                              birth_year=1940 + index, sex=("male", "female")[index % 2], query_year=2026)
        assert match_chart(chart) == every_entry_evaluated(chart), day


@pytest.mark.parametrize("readings", [PatternSettings(), MOMENT_READINGS], ids=["defaults", "moment readings"])
def test_moments_of_a_year_match_as_evaluated(readings):
    start = dt.datetime(2026, 1, 1, 0, 20)
    for n in range(0, 365 * 24, 29):
        moment = start + dt.timedelta(hours=n)
        querent = {"birth_year": 1950 + n % 60, "sex": ("male", "female")[n % 2]} if n % 3 else {}
        chart = chart_from_moment(moment, "Asia/Shanghai", **querent)
        assert match_chart(chart, readings) == every_entry_evaluated(chart, readings), moment


def test_a_moment_input_asked_for_and_caught_still_counts_as_asked():
    # An entry that catches a missing moment input and answers from its other clauses depends on the moment.
    facts = Facts(chart_from_ke("丁卯", "亥", "丑"))
    try:
        _ = facts.MP
    except MissingInput:
        pass
    assert facts.asked == {"MP"}
