"""The 720 課 surveyed once: each 課 as a chart, and which 課-only patterns it shows (pure Python).

A 課 is a day 干支 and a placement k; its chart puts the monthly general k steps after 子 on the
子 hour (so a night chart). The survey is static for given options and pattern settings, so it is
computed once per pair and kept in memory.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES
from divination.engine.ke import Ke, all_ke
from divination.engine.options import DEFAULT_OPTIONS, Options
from divination.patterns import registry
from divination.patterns.facts import Facts
from divination.patterns.registry import (
    MATCH,
    NOT_EVALUATED,
    PARTIAL,
    Entry,
    Match,
    entry,
    evaluate,
    inputs_of_readings,
    match_chart,
    missing_inputs,
)
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


@dataclass(frozen=True)
class PatternChange:
    """One chart on which a pattern setting's value shows other patterns than the default reading: the 課's example
    chart, in a month where the entries that changed read the month, with the entries gained, lost and shown otherwise."""

    ke: Ke
    month: int | None
    gained: tuple[Entry, ...]
    lost: tuple[Entry, ...]
    otherwise: tuple[Entry, ...] = ()  # shown under both readings, but partly or wholly, or with other flags

    @property
    def general(self) -> str:
        return example_general(self.ke.k)

    @property
    def month_name(self) -> str | None:
        return None if self.month is None else BRANCHES[self.month]


@dataclass(frozen=True)
class SettingReach:
    """A pattern setting's value against the default reading (the others at theirs): the charts whose patterns change
    among the 720 課's example charts, and those charts in each month for the entries that read the month."""

    setting: str
    value: str
    changes: tuple[PatternChange, ...]
    needs_moment: bool = False  # the value reads the moment, or only entries that need it read the setting

    @property
    def ke_changed(self) -> int:
        return len({(change.ke.day_stem, change.ke.day_branch, change.ke.k) for change in self.changes})


def _surveyed_charts(item: Entry) -> tuple[Chart, ...]:
    """The charts an entry is surveyed on: the example charts, in each month where it reads the month (MB)."""
    return ke_month_charts() if "MB" in item.inputs else ke_charts()


def ke_month_charts() -> tuple[Chart, ...]:
    """The example charts of the 720 課 in each of the twelve months, 課 by 課 (cycle order), 子 month first: built
    for each survey that needs them and not kept (8,640 charts and what their facts hold would stay in memory)."""
    return tuple(chart_from_ke((chart.day_stem, chart.day_branch), chart.monthly_general, chart.query_hour, month=month)
                 for chart in ke_charts() for month in range(12))


@lru_cache(maxsize=1)
def setting_readers() -> dict[str, tuple[Entry, ...]]:
    """For each pattern setting, the entries whose tests read it on some chart surveyed (their results may rest on it;
    each is then evaluated under the setting's other values). Entries that need the moment are not surveyed."""
    readers: dict[str, list[Entry]] = {spec.name: [] for spec in PatternSettings.SPECS}
    for item in registry.ENTRIES:
        if item.moment_inputs or item.never:
            continue
        noting = _Noting()
        object.__setattr__(noting, "noted", set())
        for chart in _surveyed_charts(item):
            _holds(item, chart, noting)
        for name in noting.noted:
            readers[name].append(item)
    return {name: tuple(found) for name, found in readers.items()}


@cache
def setting_reach(setting: str, value: str) -> SettingReach:
    """The charts on which a setting's value shows other patterns than its default reading; computed once."""
    spec = next(spec for spec in PatternSettings.SPECS if spec.name == setting)
    if value not in spec.values:
        raise KeyError(value)
    if value == spec.default:
        return SettingReach(setting, value, ())
    other = replace(DEFAULT_SETTINGS, **{setting: value})
    readers = setting_readers()[setting]
    if not readers or inputs_of_readings(other) - inputs_of_readings(DEFAULT_SETTINGS):
        return SettingReach(setting, value, (), needs_moment=True)
    # Keyed by the 課's place in the cycle and the month: the survey's order, each 課's months together.
    differences: dict[tuple[int, int], tuple[Ke, list[Entry], list[Entry], list[Entry]]] = {}
    on_ke = [item for item in readers if "MB" not in item.inputs]
    # An entry that reads the month under the value (月馬 by the month branch) is surveyed in each month.
    on_months = [item for item in readers if "MB" in item.inputs] + _needing_the_month(on_ke, other)
    for months, charts, mine in ((False, ke_charts(), [i for i in on_ke if i not in on_months]),
                                 (True, ke_month_charts(), on_months)):
        for index, chart in enumerate(charts if mine else ()):
            missing = missing_inputs(chart)
            facts, others = Facts(chart, DEFAULT_SETTINGS), Facts(chart, other)
            for item in mine:
                before, after = _shown(item, facts, missing), _shown(item, others, missing)
                if before != after:
                    place = (index // 12, index % 12) if months else (index, -1)
                    _, gained, lost, otherwise = differences.setdefault(place, (chart.ke, [], [], []))
                    (otherwise if before and after else lost if before else gained).append(item)
    return SettingReach(setting, value, tuple(
        PatternChange(ke, None if month < 0 else month, tuple(gained), tuple(lost), tuple(otherwise))
        for (_, month), (ke, gained, lost, otherwise) in sorted(differences.items())))


def _needing_the_month(items: list[Entry], settings: PatternSettings) -> list[Entry]:
    """The entries that cannot be read on a chart without its month under these settings."""
    needing = []
    for item in items:
        for chart in ke_charts():
            match = evaluate(item, Facts(chart, settings), settings, missing_inputs(chart))
            if match is not None and match.status == NOT_EVALUATED:
                needing.append(item)
                break
    return needing


def _shown(item: Entry, facts: Facts, missing: frozenset[str]) -> tuple[str, tuple[str, ...]] | None:
    """What a chart shows of an entry: matched or partly, with the flags it carries there (勿實論 …); None if nothing."""
    match = evaluate(item, facts, facts.settings, missing)
    if match is None or match.status not in (MATCH, PARTIAL):
        return None
    return match.status, match.outcome.flags if match.outcome else ()
