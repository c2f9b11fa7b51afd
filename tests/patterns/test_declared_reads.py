"""Each entry declares what it reads (`Entry.inputs`, and `also_reads` for what decides only a flag), and the
matcher reuses a result by the declared inputs alone (registry.match_chart): so no entry may read an input of the
moment or the querent it does not declare. The facts' read-recording (`Facts.moment_reads`) checks every entry
over the 720 課 and a year of moments, with and without a querent, under the settings that send facts to the
moment."""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, SEXAGENARY
from divination.engine.moment import chart_from_moment
from divination.patterns.facts import SEX, Facts
from divination.patterns.registry import ENTRIES, MOMENT_INPUTS, entry, evaluate, inputs_of_readings, missing_inputs
from divination.patterns.settings import PatternSettings
from tests.patterns.test_reuse_per_ke import MOMENT_READINGS


def undeclared_reads(chart, readings) -> dict[str, set[str]]:
    """Per entry, the moment's and the querent's inputs its test read on the chart without declaring them (nor the
    readings bringing them)."""
    facts, missing, found = Facts(chart, readings, count_moment_reads=True), missing_inputs(chart), {}
    for item in ENTRIES:
        facts.moment_reads.clear()
        evaluate(item, facts, readings, missing)
        if undeclared := facts.asked - set(item.moment_inputs) - inputs_of_readings(readings):
            found[item.id] = undeclared
    return found


def test_the_entries_of_the_ke_alone_read_nothing_of_the_moment_on_any_of_the_720_ke():
    for day in SEXAGENARY:
        for k in range(12):
            chart = chart_from_ke(day, BRANCHES[k], BRANCHES[0], month="寅", birth_year=1990, sex="female",
                                  query_year=2026)
            assert undeclared_reads(chart, PatternSettings()) == {}, (day, k)


@pytest.mark.parametrize("readings", [PatternSettings(), MOMENT_READINGS], ids=["defaults", "moment readings"])
def test_no_entry_reads_what_it_does_not_declare_over_a_year_of_moments(readings):
    start = dt.datetime(2026, 1, 1, 0, 20)
    for n in range(0, 365 * 24, 37):
        querent = {"birth_year": 1950 + n % 60, "sex": ("male", "female")[n % 2]} if n % 2 else {}
        chart = chart_from_moment(start + dt.timedelta(hours=n), "Asia/Shanghai", **querent)
        assert undeclared_reads(chart, readings) == {}, chart.calendar.local


def test_shuangju_declares_the_querents_sex_its_flag_reads():
    # 孀居's reading splits by sex (the gloss of jw:L133): a woman loses her husband, a man his post.
    assert entry("jingwei.shuangju").moment_inputs == (SEX,)
    assert entry("jingwei.shuangju.chu").moment_inputs == (SEX,)


def test_the_readings_that_send_a_fact_of_the_ke_to_the_moment_bring_its_input():
    assert inputs_of_readings(PatternSettings()) == frozenset()
    assert inputs_of_readings(MOMENT_READINGS) == {"YR", "LD", "JQ"}


def test_an_entry_of_the_ke_alone_reads_no_input_of_the_moment():
    assert entry("jingwei.xuantai").moment_inputs == ()
    assert set(MOMENT_INPUTS).isdisjoint({"C", "MB"})
