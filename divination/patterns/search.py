"""The next moments whose chart shows a pattern (pure Python, no Django).

A moment is one 時辰, taken at its middle (an even hour of the calendar time, so the day in force
is the same under either 子時 rule). Walking a year of 時辰 one by one, the day 干支 advances one a
day and the monthly general, 月建 and year stay fixed between two solar terms, so the calendar is
consulted only at each term. Each 時辰 gives a 課 (day, general, hour, day/night, month, querent)
whose chart is cheap; the entries are tested on it, and only the 時辰 where one may fire are built
live from the moment (the calendar fields included) and tested again. Several entries share a walk.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final
from zoneinfo import ZoneInfo

from divination.engine.calendar import CalendarMoment, moment_calendar
from divination.engine.chart import Chart, chart_from_ke
from divination.engine.civil_time import zone_named
from divination.engine.cycles import hour_branch, sexagenary_from_index, sexagenary_index
from divination.engine.generals import is_daytime_hour
from divination.engine.moment import chart_from_moment
from divination.engine.options import DEFAULT_OPTIONS, Options
from divination.engine.solar_terms import CHINA_STANDARD_TIME
from divination.patterns.facts import Facts
from divination.patterns.registry import MATCH, Entry, Match, evaluate, missing_inputs
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings

DEFAULT_ZONE: Final = "Asia/Shanghai"
SHICHEN: Final = dt.timedelta(hours=2)


@dataclass(frozen=True)
class Moment:
    """A 時辰 whose live chart shows the pattern: its local time in the zone, the chart and the match."""

    local: dt.datetime  # aware, in the searched zone
    chart: Chart
    match: Match

    @property
    def wall(self) -> str:
        return self.local.replace(tzinfo=None).isoformat(timespec="minutes")

    @property
    def ambiguous(self) -> bool:
        """The wall time occurs twice in the zone (clocks turned back): a link must carry the fold."""
        wall = self.local.replace(tzinfo=None, fold=1 - self.local.fold).replace(tzinfo=self.local.tzinfo)
        return wall.utcoffset() != self.local.utcoffset()


@dataclass(frozen=True)
class Querent:
    birth_year: int | None = None
    sex: str | None = None


def next_moments(
    items: Sequence[Entry],
    start: dt.datetime,
    *,
    tz: str = DEFAULT_ZONE,
    count: int = 5,
    days: int = 366,
    options: Options = DEFAULT_OPTIONS,
    settings: PatternSettings = DEFAULT_SETTINGS,
    longitude: float | None = None,
    latitude: float | None = None,
    querent: Querent = Querent(),
) -> dict[str, list[Moment]]:
    """For each entry, the first `count` 時辰 from `start` (aware) within `days` whose chart fully matches it."""
    zone = zone_named(tz)
    found: dict[str, list[Moment]] = {item.id: [] for item in items}
    wanted = list(items)
    for instant, clock, cal in _shichen(start, days, zone, tz, options, longitude, latitude):
        # The sixty-day cycle advances one a day from the calendar's day; 子 = 23:00–01:00.
        day = sexagenary_from_index(sexagenary_index(*cal.day_pillar) + (clock.date() - cal.pillar_date).days)
        hour = hour_branch(clock.hour)
        candidates = [item for daytime in _day_or_night(hour, options)
                      for item in _may_fire(wanted, settings, chart_from_ke(
                          day, cal.monthly_general, hour, options=options, daytime=daytime, month=cal.month_branch,
                          birth_year=querent.birth_year, sex=querent.sex, query_year=cal.year_pillar_year))]
        if not candidates:
            continue
        local = instant.astimezone(zone)
        chart = chart_from_moment(local.replace(tzinfo=None), tz, options=options, longitude=longitude,
                                  latitude=latitude, fold=local.fold, birth_year=querent.birth_year, sex=querent.sex)
        facts, missing = Facts(chart, settings), missing_inputs(chart)
        for item in dict.fromkeys(candidates):
            match = evaluate(item, facts, settings, missing)
            if match is not None and match.status == MATCH:
                found[item.id].append(Moment(local, chart, match))
                if len(found[item.id]) == count:
                    wanted.remove(item)
        if not wanted:
            break
    return found


def _may_fire(items: list[Entry], settings: PatternSettings, chart: Chart) -> list[Entry]:
    """The entries that match this 課's chart, or read on it what only the live chart has (calendar fields).

    An entry reading a calendar field goes on to the live chart: where that field feeds one clause of a
    disjunction, the 課's chart skips the clause and could miss the match. An entry whose test read none
    (`Facts.moment_reads`) has there the live chart's result, for the two charts differ in nothing else it reads
    (the day, placement, hour, day or night, month and querent are the same; registry.ke_key).
    """
    facts, missing = Facts(chart, settings, count_moment_reads=True), missing_inputs(chart)
    reads = facts.moment_reads
    assert reads is not None
    fire = []
    for item in items:
        reads.clear()
        match = evaluate(item, facts, settings, missing)
        if match is not None and match.status == MATCH or item.inputs & missing and not missing.isdisjoint(reads):
            fire.append(item)
    return fire


def _shichen(start: dt.datetime, days: int, zone: ZoneInfo, tz: str, options: Options, longitude, latitude
             ) -> Iterator[tuple[dt.datetime, dt.datetime, CalendarMoment]]:
    """The middles of the 時辰 from `start` (instant, calendar time), each with a calendar valid until the next term."""
    to_clock, to_instant = _clock(options, zone, longitude)
    now = to_clock(start)
    first = now.replace(minute=0, second=0, microsecond=0) + dt.timedelta(hours=now.hour % 2)
    if first < now:
        first += SHICHEN
    cal: CalendarMoment | None = None
    for step in range(days * 12):
        clock = first + step * SHICHEN
        instant = to_instant(clock)
        if cal is None or instant >= min(cal.next_term.utc, cal.next_general_term.utc):
            local = instant.astimezone(zone)
            cal = moment_calendar(local.replace(tzinfo=None), tz, options, longitude=longitude,
                                  latitude=latitude, fold=local.fold)
        yield instant, clock, cal


def _clock(options: Options, zone: ZoneInfo, longitude: float | None):
    """The calendar time the day and hour are read from (docs/engine-rules.md §1), and the way back to an instant.

    For true solar time the way back uses mean solar time: at the middle of a 時辰 the equation of
    time (a quarter of an hour at most) never changes the hour; the live chart has the exact value.
    """
    basis = {"china": CHINA_STANDARD_TIME, "local": zone}.get(options.time_basis)
    if basis is not None:
        return (lambda at: at.astimezone(basis).replace(tzinfo=None),
                lambda clock: clock.replace(tzinfo=basis).astimezone(dt.UTC))
    offset = dt.timedelta(hours=(longitude or 0.0) / 15)
    return (lambda at: at.astimezone(dt.UTC).replace(tzinfo=None) + offset,
            lambda clock: (clock - offset).replace(tzinfo=dt.UTC))


def _day_or_night(hour: int, options: Options) -> tuple[bool, ...]:
    """By the hours rule the hour decides; by sunrise and sunset either may hold, the live chart says which."""
    if options.daynight == "hours":
        return (is_daytime_hour(hour),)
    return (True, False)
