"""The machine interface the API and the CLI share: pattern settings read from parameters, and the chart JSON."""
from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from divination.engine.calendar import CalendarMoment, Pillar
from divination.engine.chart import Chart, options_dict
from divination.engine.cycles import BRANCHES, ganzhi_name
from divination.engine.errors import ChartInputError
from divination.engine.options import Options
from divination.engine.params import KNOWN
from divination.engine.shensha.placing import SpiritKey, placed_spirits_json_text
from divination.passages import passage_path
from divination.patterns.registry import Match, match_chart
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
    """`json.dumps(chart_json(chart, settings), ensure_ascii=False)`, written from its parts (chart_json_parts)."""
    return "".join(chart_json_parts(chart, settings))


def chart_json_parts(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> list[str]:
    """`chart_json_text` in parts: the chart's own text, then a part many charts share, by turns. The shared
    ones (the parts of the 課 per `Chart.ke_key`, the spirits, the options, the patterns: most of a chart's
    JSON) are written once and are the same string on every chart that has them, so a writer may keep what
    it makes of them (its UTF-8, chart_json_bytes); only the pillars, the querent, the calendar and the
    warnings are written per chart."""
    cal = chart.calendar
    return [
        f'{{"pillars": {_chart_pillars_text(tuple(chart.pillars_dict().items()))}, ', _ke_text(_Standing(chart.ke_key, chart)),
        ', "spirits": ', _spirits_text(chart.spirit_key),
        f', "querent": {_dumps(chart.querent_dict()) if chart.querent else "null"}, '
        f'"calendar": {_calendar_text(cal) if cal is not None else "null"}, ',
        _options_text(chart.options),
        f', "warnings": {_dumps(chart.warnings_list()) if chart.warnings else "[]"}, '
        f'"pattern_settings": {_dumps(settings.to_token())}, "patterns": [',
        ", ".join(map(_pattern_text, match_chart(chart, settings))),
        "]}",
    ]


def chart_json_bytes(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> bytes:
    """`chart_json_text` in UTF-8, each shared part encoded once."""
    return utf8_of_parts(chart_json_parts(chart, settings))


def utf8_of_parts(parts: list[str]) -> bytes:
    """The UTF-8 of parts as chart_json_parts gives them: the chart's own encoded, the shared ones kept."""
    return b"".join(_utf8(part) if index % 2 else part.encode() for index, part in enumerate(parts))


@lru_cache(maxsize=1024)
def _utf8(shared: str) -> bytes:
    # Looked up by a string some cache of this module holds: its hash is kept in it, its equality is identity.
    return shared.encode()


@lru_cache(maxsize=4096)
def _spirits_text(key: SpiritKey) -> str:
    return placed_spirits_json_text(key)


# `json.dumps(value, ensure_ascii=False)`, without making an encoder on every call.
_dumps = json.JSONEncoder(ensure_ascii=False).encode


def _calendar_text(cal: CalendarMoment) -> str:
    """`_dumps(cal.to_dict())`: the moment's own values written per chart, the pillars and branches, the four
    terms and the lunar day each written once for the values they show."""
    # ISO dates and times need no escaping in JSON; the rest as the encoder writes it.
    moment = (f'"instant_utc": "{cal.instant_utc.isoformat()}", "local": "{cal.local.isoformat()}", '
              f'"tz": {_dumps(cal.tz)}, "longitude": {_number(cal.longitude)}, "latitude": {_number(cal.latitude)}, '
              f'"time_basis": {_dumps(cal.time_basis)}, "calendar_time": "{cal.calendar_time.isoformat()}", '
              f'"pillar_date": "{cal.pillar_date.isoformat()}", "year_pillar_year": {cal.year_pillar_year:d}')
    pillars = _pillars_text(cal.year_pillar, cal.month_pillar, cal.day_pillar, cal.hour_pillar,
                            cal.previous_day_pillar, cal.month_branch, cal.monthly_general, cal.query_hour,
                            cal.daytime, cal.year_branch, cal.query_year)
    terms = _terms_text(_Same(cal.previous_term, cal.next_term, cal.previous_general_term, cal.next_general_term))
    day = _lunar_day_text(cal.lunar_year, cal.lunar_month, cal.lunar_day, cal.lunar_is_leap, cal.lunar_date_name,
                          cal.moon_phase, cal.moon_mansion, cal.moon_mansion_branch, cal.is_sili_day, cal.is_fenzhi_day)
    warnings = _dumps([str(w) for w in cal.warnings]) if cal.warnings else "[]"
    return f'{{{moment}, {pillars}, {terms}, {day}, "warnings": {warnings}}}'


@lru_cache(maxsize=4096)
def _chart_pillars_text(pillars: tuple[tuple[str, str | None], ...]) -> str:
    # The encoder makes its C encoder afresh for every object it writes: a few µs, more than a look-up.
    return _dumps(dict(pillars))


def _number(value: float | None) -> str:
    return "null" if value is None else _dumps(value)


@lru_cache(maxsize=4096, typed=True)  # typed: True and 1 are equal keys but write as true and 1
def _pillars_text(year: Pillar, month: Pillar, day: Pillar, hour: Pillar, previous_day: Pillar, month_branch: int,
                  monthly_general: int, query_hour: int, daytime: bool, year_branch: int, query_year: int) -> str:
    b = BRANCHES
    return _dumps({"pillars": {"year": ganzhi_name(*year), "month": ganzhi_name(*month), "day": ganzhi_name(*day),
                               "hour": ganzhi_name(*hour)},
                   "previous_day_pillar": ganzhi_name(*previous_day), "month_branch": b[month_branch],
                   "monthly_general": b[monthly_general], "query_hour": b[query_hour], "daytime": daytime,
                   "year_branch": b[year_branch], "query_year": query_year})[1:-1]


@lru_cache(maxsize=1024)
def _terms_text(terms: _Same) -> str:
    previous, following, general_since, general_until = terms.objects
    return _dumps({"previous_term": previous.to_dict(), "next_term": following.to_dict(),
                   "previous_general_term": general_since.to_dict(), "next_general_term": general_until.to_dict()})[1:-1]


@lru_cache(maxsize=4096, typed=True)
def _lunar_day_text(year: int, month: int, day: int, is_leap: bool, name: str, moon_phase: str | None, mansion: str,
                    mansion_branch: int, is_sili_day: bool, is_fenzhi_day: bool) -> str:
    return _dumps({"lunar_year": year, "lunar_month": month, "lunar_day": day, "lunar_is_leap": is_leap,
                   "lunar_date": name, "moon_phase": moon_phase, "moon_mansion": mansion,
                   "moon_mansion_branch": BRANCHES[mansion_branch], "is_sili_day": is_sili_day,
                   "is_fenzhi_day": is_fenzhi_day})[1:-1]


class _Standing:
    """A chart (with its pattern settings) standing for every chart of the same key, which says everything a
    cached part depends on: `Chart.ke_key` for the parts of the 課, `results_key` for the patterns."""

    __slots__ = ("chart", "key", "settings")

    def __init__(self, key: tuple, chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS):
        self.key, self.chart, self.settings = key, chart, settings

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Standing) and self.key == other.key


# The items of a JSON object, without its braces.
@lru_cache(maxsize=16384)
def _ke_text(fields: _Standing) -> str:
    return _dumps(fields.chart.ke_dict())[1:-1]


@lru_cache(maxsize=256)
def _options_text(options: Options) -> str:
    return _dumps(options_dict(options))[1:-1]


class _Same:
    """Immutable objects known by identity, for what the engine hands out again and again as the same objects
    (the terms of an interval): hashing them would walk every field. A cache that keeps the key keeps the
    objects, so their ids stay their own."""

    __slots__ = ("ids", "objects")

    def __init__(self, *objects: object):
        self.objects = objects
        self.ids = tuple(map(id, objects))

    def __hash__(self) -> int:
        return hash(self.ids)

    def __eq__(self, other: object) -> bool:
        # Two objects alive at once have different ids: the same ids are the same objects.
        return isinstance(other, _Same) and self.ids == other.ids


@lru_cache(maxsize=16384)
def _pattern_text(match: Match) -> str:
    return json.dumps(pattern_json(match), ensure_ascii=False)
