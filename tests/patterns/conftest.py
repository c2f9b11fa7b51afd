"""Shared helpers for the pattern tests: a chart of one 課 and its matches by id."""
import pytest

from divination.engine.chart import chart_from_ke
from divination.patterns.registry import match_chart
from divination.patterns.settings import PatternSettings

BRANCHES = "子丑寅卯辰巳午未申酉戌亥"


def ke_chart(day: str, k: int, hour: str = "子", **extra):
    """The chart of a 課: day 干支, plate offset k (月將 = hour + k), query hour (night noble at 子)."""
    general = BRANCHES[(BRANCHES.index(hour) + k) % 12]
    return chart_from_ke(day, general, hour, **extra)


@pytest.fixture
def found():
    """found(day, k, hour="子", settings=PatternSettings(), **chart options) → {id: Match}."""
    def matches(day: str, k: int, hour: str = "子", settings: PatternSettings = PatternSettings(), **extra):
        return {m.entry.id: m for m in match_chart(ke_chart(day, k, hour, **extra), settings)}
    return matches


@pytest.fixture
def ke():
    """ke(day, k, hour="子", **chart options) → the Chart."""
    return ke_chart
