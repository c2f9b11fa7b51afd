"""The 720 課 surveyed once: each 課 as a chart, and which 課-only patterns it shows (pure Python).

A 課 is a day 干支 and a placement k; its chart puts the monthly general k steps after 子 on the
子 hour (so a night chart). The survey is static for given options and pattern settings, so it is
computed once per pair and kept in memory.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES
from divination.engine.ke import Ke, all_ke
from divination.engine.options import DEFAULT_OPTIONS, Options
from divination.patterns.facts import Facts
from divination.patterns.registry import MATCH, Entry, Match, entry, evaluate, match_chart, missing_inputs
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings

EXAMPLE_HOUR = 0  # 子: the monthly general of the example chart is then BRANCHES[k]


def ke_chart(ke: Ke, options: Options = DEFAULT_OPTIONS) -> Chart:
    """The example chart of a 課: general BRANCHES[k] on the 子 hour."""
    return chart_from_ke((ke.day_stem, ke.day_branch), ke.k, EXAMPLE_HOUR, options=options)


@lru_cache(maxsize=8)
def ke_charts(options: Options = DEFAULT_OPTIONS) -> tuple[Chart, ...]:
    """The example charts of the 720 課, in cycle order."""
    return tuple(ke_chart(ke, options) for ke in all_ke(options))


def example_general(k: int) -> str:
    return BRANCHES[(EXAMPLE_HOUR + k) % 12]


@lru_cache(maxsize=8)
def ke_matches(settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS
               ) -> tuple[tuple[Match, ...], ...]:
    """For each of the 720 課 (cycle order), the entries that fully match its example chart."""
    return tuple(tuple(m for m in match_chart(chart, settings) if m.status == MATCH) for chart in ke_charts(options))


@lru_cache(maxsize=8)
def frequencies(settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS) -> dict[str, int]:
    """How many of the 720 課 show each entry (entries that never match are absent: count 0)."""
    return dict(Counter(m.entry.id for found in ke_matches(settings, options) for m in found))


def by_entry(settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS
             ) -> dict[str, tuple[tuple[Chart, Match], ...]]:
    """The survey by entry: the example charts showing each entry, in cycle order, each with the entry's match
    there (one pass over the 720 課, then a look-up per entry)."""
    return _by_entry(settings, options)  # one cache key however it is called


@lru_cache(maxsize=8)
def _by_entry(settings: PatternSettings, options: Options) -> dict[str, tuple[tuple[Chart, Match], ...]]:
    found: dict[str, list[tuple[Chart, Match]]] = {}
    for chart, matches in zip(ke_charts(options), ke_matches(settings, options)):
        for match in matches:
            found.setdefault(match.entry.id, []).append((chart, match))
    return {entry_id: tuple(shown) for entry_id, shown in found.items()}


def ke_matching(entry_id: str, settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS
                ) -> tuple[tuple[Chart, Match], ...]:
    """The example charts of the 課 that show an entry, in cycle order, each with the entry's match there."""
    return by_entry(settings, options).get(entry_id, ())


def ke_showing(entry_id: str, settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS
               ) -> list[Chart]:
    """The example charts of the 課 that show an entry, in cycle order."""
    return [chart for chart, _ in ke_matching(entry_id, settings, options)]


def flags_seen(entry_id: str, settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS
               ) -> set[str]:
    """The flags (勿實論, 校改, 依底本 …) an entry carries on the 720 課 that show it."""
    return {flag for _, m in ke_matching(entry_id, settings, options) for flag in (m.outcome.flags if m.outcome else ())}


@dataclass(frozen=True)
class Reading:
    """One value of a pattern setting an entry reads, and the 課 the entry shows under it (the others at their
    defaults): `gained` and `lost` against the default reading."""

    setting: str
    value: str
    is_default: bool
    count: int
    gained: tuple[Ke, ...]
    lost: tuple[Ke, ...]


class _Noting(PatternSettings):
    """Pattern settings that note which of them a test reads (to find the readings an entry may rest on; each is then
    checked by evaluating the entry under its other values, so a setting read in passing is no harm)."""

    def __getattribute__(self, name: str):
        if name in _SETTING_NAMES:
            noted = object.__getattribute__(self, "__dict__").get("noted")
            if noted is not None:
                noted.add(name)
        return object.__getattribute__(self, name)


_SETTING_NAMES = frozenset(spec.name for spec in PatternSettings.SPECS)


def _holds(item: Entry, chart: Chart, settings: PatternSettings) -> bool:
    match = evaluate(item, Facts(chart, settings), settings, missing_inputs(chart))
    return match is not None and match.status == MATCH


def readings_of(entry_id: str) -> list[list[Reading]]:
    """For a 課-only entry, each pattern setting whose values change which of the 720 課 show it: every value with
    the 課 it gains or loses against the default reading (empty when no reading changes the entry)."""
    item = entry(entry_id)
    charts = ke_charts()
    noting = _Noting()
    object.__setattr__(noting, "noted", set())
    for chart in charts:
        _holds(item, chart, noting)
    default = [_holds(item, chart, DEFAULT_SETTINGS) for chart in charts]
    found = []
    for spec in PatternSettings.SPECS:
        if spec.name not in noting.noted:
            continue
        values = []
        for value in spec.values:
            settings = replace(DEFAULT_SETTINGS, **{spec.name: value})
            holds = default if value == spec.default else [_holds(item, chart, settings) for chart in charts]
            values.append(Reading(spec.name, value, value == spec.default, sum(holds),
                                  tuple(c.ke for c, h, d in zip(charts, holds, default) if h and not d),
                                  tuple(c.ke for c, h, d in zip(charts, holds, default) if d and not h)))
        if any(v.gained or v.lost for v in values):
            found.append(values)
    return found
