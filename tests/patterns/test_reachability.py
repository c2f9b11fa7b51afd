"""Entries no chart can show under the engine's rules, and why (issue 10, point 6).

The claims are checked against every chart: 60 days × 12 monthly generals × 12 hours, with the day and the
night noble (the `noble` parameter makes either possible at any hour), and for the entries of the month the
twelve months as well.
"""
from functools import lru_cache

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import SEXAGENARY
from divination.patterns.facts import Facts
from divination.patterns.reachability import unreachable
from divination.patterns.registry import ENTRIES, NOT_EVALUATED, entry, evaluate, missing_inputs
from divination.patterns.settings import PatternSettings

XUANWU_ELSEWHERE = ("rulin", "shilu", "kuihu", "fangu", "bucheng", "jielu")


def test_xuanwu_never_stands_on_yin_to_wei():
    """玄武 runs nine places from the noble: forward from 亥–辰 it reaches 申–丑, backward from 巳–戌 the same."""
    reasons = unreachable()
    for key in XUANWU_ELSEWHERE:
        assert "玄武 stands only on 申–丑" in str(reasons[f"jingwei.taotuo.{key}"])
    assert "jingwei.taotuo.fucang" not in reasons  # 亥 伏藏 occurs


def test_thirty_four_positions_lie_where_their_general_never_stands():
    direction = [i for i, why in unreachable().items() if "the generals run forward from a noble" in str(why)]
    assert len(direction) == 34


def test_the_positions_read_from_the_initial_itself_are_not_claimed():
    """R-SCOPE P1 reads the heaven branch of the initial, which can be any branch."""
    assert not [i for i, why in unreachable(PatternSettings(scope="initial")).items() if "noble" in str(why)]


def test_the_nine_methods_never_give_congge():
    assert "巳酉丑" in str(unreachable()["jingwei.jinju.shun.congge"])


def test_the_texts_own_reasons_are_kept():
    reasons = unreachable()
    assert "lost" in str(reasons["xinjing.ganhe.bingxin"]) and "not defined" in str(reasons["xinjing.bazhun_wufu.fu4"])


def _charts(months=(None,)):
    for day in SEXAGENARY:
        for general in range(12):
            for hour in range(12):
                for daytime in (True, False):
                    for month in months:
                        if month is not None and hour:
                            continue  # the month's entries below read neither the hour nor the plate's hour
                        yield chart_from_ke(day, general, hour, daytime=daytime, month=month)


@lru_cache(maxsize=1)
def _shown_anywhere() -> frozenset[str]:
    """The claimed entries that some chart shows (there should be none)."""
    settings = PatternSettings()
    claimed = [entry(i) for i in unreachable()]
    shown = set()
    for months, items in (((None,), [e for e in claimed if e.inputs == {"C"}]),
                          (tuple(range(12)), [e for e in claimed if e.inputs == {"C", "MB"}])):
        for chart in _charts(months):
            facts, missing = Facts(chart, settings), missing_inputs(chart)
            for item in items:
                found = evaluate(item, facts, settings, missing)
                if found is not None and found.status != NOT_EVALUATED:
                    shown.add(item.id)
    return frozenset(shown)


@pytest.mark.parametrize("entry_id", sorted(i for i in unreachable() if entry(i).inputs <= {"C", "MB"}))
def test_an_entry_said_to_be_unreachable_shows_on_no_chart(entry_id):
    assert entry_id not in _shown_anywhere()


def test_every_entry_of_the_ke_alone_that_no_chart_shows_is_explained():
    """Over the 720 課 with either noble (entries of the 課 alone read the hour only through the noble, but for
    天網 and 天煩, which occur)."""
    settings = PatternSettings()
    items = [e for e in ENTRIES if e.inputs == {"C"}]
    seen = set()
    for day in SEXAGENARY:
        for k in range(12):
            for daytime in (True, False):
                chart = chart_from_ke(day, k, 0, daytime=daytime)
                facts, missing = Facts(chart, settings), missing_inputs(chart)
                seen |= {e.id for e in items if evaluate(e, facts, settings, missing) is not None}
    assert sorted(e.id for e in items if e.id not in seen and e.id not in unreachable()) == []
