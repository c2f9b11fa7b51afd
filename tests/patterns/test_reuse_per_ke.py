"""match_chart reuses what the 課, hour, month and settings alone decide: its results are those of evaluating
every entry on the chart's own facts, for every 課, with and without a month, a moment or a querent."""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, SEXAGENARY
from divination.engine.moment import chart_from_moment
from divination.patterns.facts import Facts, MissingInput
from divination.patterns.registry import ENTRIES, evaluate, match_chart, missing_inputs
from divination.patterns.settings import PatternSettings

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


def test_two_charts_of_one_key_match_each_as_evaluated_on_its_own_facts():
    # One day, one 未 hour, one month: the second chart reuses what the first left, its querent is its own.
    first = chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai", birth_year=1961, sex="male")
    second = chart_from_moment(dt.datetime(2026, 11, 30, 14, 31), "Asia/Shanghai", birth_year=1990, sex="female")
    for readings in (PatternSettings(), MOMENT_READINGS):
        assert match_chart(first, readings) == every_entry_evaluated(first, readings)
        assert match_chart(second, readings) == every_entry_evaluated(second, readings)


def test_a_moment_input_read_on_a_chart_that_has_it_counts_as_read():
    facts = Facts(chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai"), count_moment_reads=True)
    _ = facts.MP
    assert facts.asked == {"MP"}


def test_a_field_kept_from_an_earlier_read_counts_its_moment_reads_again():
    # 月宿's branch comes from the lunar date: the second entry to read it reads the moment too.
    facts = Facts(chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai"), count_moment_reads=True)
    _ = facts.Ym
    facts.moment_reads.clear()
    _ = facts.Ym
    assert facts.asked == {"LD"}


def test_a_field_of_the_ke_alone_reads_nothing_of_the_moment():
    facts = Facts(chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai"), count_moment_reads=True)
    _ = facts.void3, facts.DW
    assert facts.asked == set()


def test_a_moment_input_asked_for_and_caught_still_counts_as_asked():
    # An entry that catches a missing moment input and answers from its other clauses depends on the moment.
    facts = Facts(chart_from_ke("丁卯", "亥", "丑"), count_moment_reads=True)
    for _ in range(2):  # and again, when the lack is kept
        facts.moment_reads.clear()
        try:
            _ = facts.MP
        except MissingInput:
            pass
        assert facts.asked == {"MP"}


def test_a_kept_lack_read_again_holds_no_frames_of_the_earlier_reads():
    # A chart without a querent is asked its 行年 by every entry reading it: each read raises the kept lack,
    # which must not carry (and keep alive) the frames of every read before it.
    facts = Facts(chart_from_ke("丁卯", "亥", "丑"))
    for _ in range(50):
        with pytest.raises(MissingInput) as raised:
            _ = facts.N
    depth, frame = 0, raised.value.__traceback__
    while frame is not None:
        depth, frame = depth + 1, frame.tb_next
    assert raised.value.code == "XN" and depth < 5
