"""The machine interface the API and the CLI share: pattern settings read from parameters, and the chart JSON."""
from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from divination.engine.chart import Chart, options_dict
from divination.engine.errors import ChartInputError
from divination.engine.options import Options
from divination.engine.params import KNOWN
from divination.engine.shensha.placing import placed_spirits_json_text
from divination.passages import passage_path
from divination.patterns.registry import Match, match_chart, match_runs
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings

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
    """The pattern settings of a request: the token `p`, then any setting named on its own (which wins)."""
    return PatternSettings.of(str(values.get("p") or "").strip(), PatternSettings.named_entries(values))


def chart_json(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The chart's machine interface with its patterns (matches, partial matches, entries not evaluated).

    Each pattern's `passage` is the path of its passage page, `passage_key` the key the matcher cites.
    """
    patterns = [dict(pattern_json(match)) for match in match_chart(chart, settings)]
    return chart.to_dict() | {"pattern_settings": settings.to_token(), "patterns": patterns}


@lru_cache(maxsize=16384)
def pattern_json(match: Match) -> dict[str, Any]:
    """One pattern of the JSON, written once for a result the matcher reuses on every chart of its 課."""
    row = match.to_dict()
    return row | {"passage": passage_path(row["passage"]), "passage_key": row["passage"]}


def chart_json_text(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> str:
    """`json.dumps(chart_json(chart, settings), ensure_ascii=False)`, with the parts many charts share written
    once: the parts of the 課 (per `Chart.ke_key`), the spirits, the options, each pattern (they are most
    of a chart's JSON). Only the pillars, the querent, the calendar and the warnings are written per chart."""
    cal = chart.calendar
    rows = ", ".join(text for run, shared in match_runs(chart, settings)
                     if (text := _run_text(run) if shared else ", ".join(map(_pattern_text, run))))
    return (f'{{"pillars": {_dumps(chart.pillars_dict())}, {_ke_text(_KeFields(chart))}, '
            f'"spirits": {placed_spirits_json_text(chart.spirit_key)}, "querent": {_dumps(chart.querent_dict())}, '
            f'"calendar": {_dumps(cal.to_dict()) if cal is not None else "null"}, {_options_text(chart.options)}, '
            f'"warnings": {_dumps(chart.warnings_list())}, "pattern_settings": {_dumps(settings.to_token())}, '
            f'"patterns": [{rows}]}}')


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class _KeFields:
    """A chart standing for every chart of its `ke_key` (their `ke_dict` is the same)."""

    __slots__ = ("chart", "key")

    def __init__(self, chart: Chart):
        self.chart, self.key = chart, chart.ke_key

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _KeFields) and self.key == other.key


# The items of a JSON object, without its braces.
@lru_cache(maxsize=16384)
def _ke_text(fields: _KeFields) -> str:
    return _dumps(fields.chart.ke_dict())[1:-1]


@lru_cache(maxsize=256)
def _options_text(options: Options) -> str:
    return _dumps(options_dict(options))[1:-1]


@lru_cache(maxsize=8192)
def _run_text(run: tuple[Match, ...]) -> str:
    """A run of results the matcher shares between the charts of a key, as JSON list items."""
    return ", ".join(map(_pattern_text, run))


@lru_cache(maxsize=16384)
def _pattern_text(match: Match) -> str:
    return json.dumps(pattern_json(match), ensure_ascii=False)
