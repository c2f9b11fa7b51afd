"""What the pattern pages and the chart page show of patterns: links and context, built from the matcher."""
from __future__ import annotations

from urllib.parse import urlencode

from divination.engine.cycles import BRANCHES
from divination.engine.ke import Ke
from divination.pattern_survey import EXAMPLE_HOUR, example_general

CHART_PATH = "/chart/"


def chart_link(params: dict[str, str]) -> str:
    """A link to the chart builder; the chart page redirects it to its canonical URL."""
    return f"{CHART_PATH}?{urlencode(params)}"


def ke_chart_link(ke: Ke) -> str:
    """The example chart of a 課 (general BRANCHES[k] on the 子 hour)."""
    return chart_link({"day": ke.day_name, "general": example_general(ke.k), "hour": BRANCHES[EXAMPLE_HOUR]})
