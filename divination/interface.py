"""The machine interface the API and the CLI share: pattern settings read from parameters, and the chart JSON."""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from divination.engine.chart import Chart
from divination.engine.errors import ChartInputError
from divination.engine.params import KNOWN, versioned
from divination.passages import passage_path
from divination.patterns.registry import Match, match_chart
from divination.patterns.settings import (
    DEFAULT_SETTINGS,
    PATTERN_SETTING_SPECS,
    SETTINGS_BY_VERSION,
    PatternSettings,
)

# Every parameter of a chart: its inputs and school options (divination.engine.params), the pattern settings.
PARAMETERS = frozenset(KNOWN | {"p"} | {spec.name for spec in PATTERN_SETTING_SPECS})
# Parameters of the chart pages that the machine interface has no use for, and what to give instead.
PAGE_ONLY = {
    "step": "step chooses a step of the chart page (/chart/); the JSON holds every step",
    "city": "city is a choice of the start form; give the place as lat and lon",
}


def refuse_unknown(names) -> None:
    """A parameter the chart does not read is refused, not ignored: a misspelt option would go unseen."""
    for name in sorted(set(names) - PARAMETERS):
        reason = PAGE_ONLY.get(name) or "it is not a parameter of a chart (docs/api.md lists them)"
        raise ChartInputError(f"Unknown parameter 「{name[:40]}」: {reason}.", name[:40])


def pattern_settings_from(values: Mapping[str, Any]) -> PatternSettings:
    """The pattern settings of a request: the token `p` (or the defaults of the link's version `v`), then any
    setting named on its own (which wins)."""
    token = str(values.get("p") or "").strip() or versioned(values, SETTINGS_BY_VERSION)
    return PatternSettings.of(token, PatternSettings.named_entries(values))


def chart_json(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The chart's machine interface with its patterns (matches, partial matches, entries not evaluated).

    Each pattern's `passage` is the path of its passage page, `passage_key` the key the matcher cites.
    """
    patterns = [dict(pattern_json(match)) for match in match_chart(chart, settings)]
    return chart.to_dict() | {"pattern_settings": settings.to_token(), "patterns": patterns}


def pattern_json(match: Match) -> dict[str, Any]:
    """One pattern of the JSON: the match, its passage as the path of its page and as the key the matcher cites."""
    row = match.to_dict()
    return row | {"passage": passage_path(row["passage"]), "passage_key": row["passage"]}


def chart_json_text(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> str:
    """The chart's JSON as the API and `manage.py chart --batch` write it (Chinese as it is, not escaped)."""
    return json.dumps(chart_json(chart, settings), ensure_ascii=False)
