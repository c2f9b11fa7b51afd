"""The calendar of a moment: pillars, 月建, 月將, solar terms, lunar date, 月宿, day or night.

docs/engine-rules.md §1. The instant decides everything tied to the sun's longitude (節 → 月建 and the
year, 中氣 → 月將) at the terms' exact instants; the *calendar time* (China standard time by default)
decides the day and the hour. The day in force (`pillar_date`) is the civil day of the calendar time,
moved on to the next one from 23:00 under the 子初換日 rule; the day pillar, the previous day's
pillar, the lunar date, the moon-phase day, the 月宿 and the 四立/二分二至 flags all belong to it.
"""
from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final
from zoneinfo import ZoneInfo

from .civil_time import resolve_local, zone_named
from .cycles import BRANCHES, ganzhi_name, hour_branch, sexagenary_from_index
from .errors import ChartInputError
from .generals import is_daytime_hour
from .lunar_date import LunarDate, lunar_date
from .lunar_mansion import PALACE, moon_mansion
from .messages import Message, _
from .options import Options
from .relations import HARMONY
from .solar_terms import CHINA_STANDARD_TIME, FENZHI, LICHUN, SILI, SolarTerm, lichun_year, term_position, terms_at
from .sun import sun_is_up, true_solar_time

Pillar = tuple[int, int]  # (stem 甲0…癸9, branch 子0…亥11)

# 2000-01-01 is 戊午 (docs/engine-rules.md §1): position 54 in the sixty-day cycle.
_DAY_CYCLE_EPOCH: Final = (dt.date(2000, 1, 1).toordinal(), 54)
_TERM_WARNING_SPAN: Final = dt.timedelta(minutes=2)


@dataclass(frozen=True)
class TermInstant:
    """A solar term as a chart shows it: name, and its instant in UTC and in the querent's zone."""

    name: str
    is_major: bool  # 中氣
    utc: dt.datetime
    local: dt.datetime

    @property
    def china(self) -> dt.datetime:
        return self.utc.astimezone(CHINA_STANDARD_TIME)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "major": self.is_major,
            "utc": self.utc.isoformat(),
            "local": self.local.isoformat(),
            "china": self.china.isoformat(),
        }


@dataclass(frozen=True)
class CalendarMoment:
    instant_utc: dt.datetime
    local: dt.datetime            # aware, in the querent's zone
    tz: str
    longitude: float | None
    latitude: float | None
    time_basis: str
    calendar_time: dt.datetime    # naive wall-clock time the day and hour are read from
    pillar_date: dt.date          # the civil day in force (see the module docstring)
    year_pillar: Pillar           # from 立春
    year_pillar_year: int         # the Gregorian year whose 立春 began that pillar's year
    month_pillar: Pillar          # 月建 with its stem by 五虎遁
    day_pillar: Pillar
    hour_pillar: Pillar           # stem by 五鼠遁; the late 子 hour takes the next day's (see _hour_pillar)
    previous_day_pillar: Pillar
    month_branch: int             # 月建, changes at each 節
    monthly_general: int          # 月將, changes at each 中氣 (or 節, general_switch "minor")
    query_hour: int               # 占時
    daytime: bool                 # 晝 (day noble) or 夜
    year_branch: int              # 太歲, at 立春 or at the lunar new year (year_boundary)
    query_year: int               # the year of the query for age and 行年, by the same boundary
    previous_term: TermInstant
    next_term: TermInstant
    previous_general_term: TermInstant  # the term at which the present 月將 began
    next_general_term: TermInstant      # the term at which it next changes
    lunar_year: int
    lunar_month: int
    lunar_day: int
    lunar_is_leap: bool
    lunar_date_name: str          # e.g. 十月廿二, 閏六月初六
    moon_phase: str | None        # 朔 上弦 望 下弦 晦 (A-MOON) or None
    moon_mansion: str             # 月宿 (心鏡)
    moon_mansion_branch: int      # its palace
    is_sili_day: bool             # 四立: 立春 立夏 立秋 立冬 falls on the day
    is_fenzhi_day: bool           # 二分二至: 春分 夏至 秋分 冬至 falls on the day
    warnings: tuple[Message, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready values, branches and pillars in Chinese characters."""
        return {
            "instant_utc": self.instant_utc.isoformat(),
            "local": self.local.isoformat(),
            "tz": self.tz,
            "longitude": self.longitude,
            "latitude": self.latitude,
            "time_basis": self.time_basis,
            "calendar_time": self.calendar_time.isoformat(),
            "pillar_date": self.pillar_date.isoformat(),
            "year_pillar_year": self.year_pillar_year,
            "pillars": {
                "year": ganzhi_name(*self.year_pillar),
                "month": ganzhi_name(*self.month_pillar),
                "day": ganzhi_name(*self.day_pillar),
                "hour": ganzhi_name(*self.hour_pillar),
            },
            "previous_day_pillar": ganzhi_name(*self.previous_day_pillar),
            "month_branch": BRANCHES[self.month_branch],
            "monthly_general": BRANCHES[self.monthly_general],
            "query_hour": BRANCHES[self.query_hour],
            "daytime": self.daytime,
            "year_branch": BRANCHES[self.year_branch],
            "query_year": self.query_year,
            "previous_term": self.previous_term.to_dict(),
            "next_term": self.next_term.to_dict(),
            "previous_general_term": self.previous_general_term.to_dict(),
            "next_general_term": self.next_general_term.to_dict(),
            "lunar_year": self.lunar_year,
            "lunar_month": self.lunar_month,
            "lunar_day": self.lunar_day,
            "lunar_is_leap": self.lunar_is_leap,
            "lunar_date": self.lunar_date_name,
            "moon_phase": self.moon_phase,
            "moon_mansion": self.moon_mansion,
            "moon_mansion_branch": BRANCHES[self.moon_mansion_branch],
            "is_sili_day": self.is_sili_day,
            "is_fenzhi_day": self.is_fenzhi_day,
            "warnings": [str(w) for w in self.warnings],
        }


def moment_calendar(
    local: dt.datetime,
    tz: str,
    options: Options,
    longitude: float | None = None,
    latitude: float | None = None,
    fold: int | None = None,
) -> CalendarMoment:
    """The calendar of a querent's wall-clock time `local` in IANA zone `tz` (docs/engine-rules.md §1).

    Raises ChartInputError (field at, tz, fold, longitude or latitude) for an unknown zone, a date
    outside 1900–2100, a wall time that does not exist or (without `fold`) occurs twice, a place
    out of range, or an option that needs a place that was not given.
    """
    zone = zone_named(tz)
    _check_place(options, longitude, latitude)
    aware_local = resolve_local(local, tz, fold)
    instant = aware_local.astimezone(dt.UTC)

    # By the querent's own time the calendar time is the wall time given, as it resolved (its fold kept).
    calendar_time = (aware_local.replace(tzinfo=None) if options.time_basis == "local"
                     else _calendar_time(instant, zone, options.time_basis, longitude))
    pillar_date = _day_in_force(calendar_time, options.zi_hour)
    # What follows from the terms around the moment alone, the same until the next term.
    interval = _term_interval(*term_position(instant), tz, options.general_switch, options.time_basis,
                              longitude if options.time_basis == "solar" else None, options.zi_hour)
    day = _calendar_day(pillar_date)
    lunar = day.lunar
    year_pillar_year = interval.year_pillar_year
    year_pillar = sexagenary_from_index(year_pillar_year - 4)  # 1984 was 甲子
    month_branch = interval.month_branch
    query_hour = hour_branch(calendar_time.hour)
    term_today = interval.term_days.get(pillar_date)
    warnings = (() if interval.calm_after < instant < interval.calm_until
                else tuple(_term_warning(t, options) for t in interval.around if abs(t.utc - instant) <= _TERM_WARNING_SPAN))

    return _calendar_moment(
        instant_utc=instant,
        local=aware_local,
        tz=tz,
        longitude=longitude,
        latitude=latitude,
        time_basis=options.time_basis,
        calendar_time=calendar_time,
        pillar_date=pillar_date,
        year_pillar=year_pillar,
        year_pillar_year=year_pillar_year,
        month_pillar=(_month_stem(year_pillar[0], month_branch), month_branch),
        day_pillar=day.day_pillar,
        hour_pillar=_hour_pillar(calendar_time, day.day_pillar, query_hour),
        previous_day_pillar=day.previous_day_pillar,
        month_branch=month_branch,
        monthly_general=interval.monthly_general,
        query_hour=query_hour,
        daytime=_is_daytime(options, instant, query_hour, latitude, longitude),
        year_branch=_year_branch(options, year_pillar, lunar),
        query_year=lunar.year if options.year_boundary == "lunar" else year_pillar_year,
        previous_term=interval.previous_term,
        next_term=interval.next_term,
        previous_general_term=interval.previous_general_term,
        next_general_term=interval.next_general_term,
        lunar_year=lunar.year,
        lunar_month=lunar.month,
        lunar_day=lunar.day,
        lunar_is_leap=lunar.is_leap,
        lunar_date_name=day.lunar_date_name,
        moon_phase=day.moon_phase,
        moon_mansion=day.moon_mansion,
        moon_mansion_branch=day.moon_mansion_branch,
        is_sili_day=term_today in SILI,
        is_fenzhi_day=term_today in FENZHI,
        warnings=warnings,
    )


def _calendar_moment(**values: Any) -> CalendarMoment:
    """`CalendarMoment(**values)`, every field given, without the frozen dataclass's __init__: it sets the 39 fields
    one object.__setattr__ at a time, a sixth of a moment's calendar (tests/engine/test_calendar.py checks the fields)."""
    moment = object.__new__(CalendarMoment)
    moment.__dict__.update(values)
    return moment


def _calendar_time(moment: dt.datetime, zone: ZoneInfo, time_basis: str, longitude: float | None) -> dt.datetime:
    """The naive wall-clock time the day and hour are read from, by the time basis."""
    if time_basis == "local":
        return moment.astimezone(zone).replace(tzinfo=None)
    if time_basis == "solar":
        return true_solar_time(moment, longitude)  # type: ignore[arg-type]  # checked in _check_place
    return moment.astimezone(CHINA_STANDARD_TIME).replace(tzinfo=None)


def _day_in_force(wall: dt.datetime, zi_hour: str) -> dt.date:
    """子初換日: from 23:00 the wall time belongs to the next day (zi_hour "2300")."""
    return wall.date() + dt.timedelta(days=1) if zi_hour == "2300" and wall.hour == 23 else wall.date()


@dataclass(frozen=True)
class _TermInterval:
    month_branch: int
    monthly_general: int
    year_pillar_year: int
    around: tuple[SolarTerm, SolarTerm]  # the terms before and after
    previous_term: TermInstant
    next_term: TermInstant
    previous_general_term: TermInstant
    next_general_term: TermInstant
    term_days: dict[dt.date, int]  # the day in force of each of the two terms: its index (read only)
    calm_after: dt.datetime  # between these, more than _TERM_WARNING_SPAN from either term
    calm_until: dt.datetime


@lru_cache(maxsize=1024)
def _term_interval(year: int, at: int, tz: str, general_switch: str, time_basis: str, longitude: float | None,
                   zi_hour: str) -> _TermInterval:
    """月建, 月將 and the year between two consecutive terms (at `term_position` year, at), the terms as a chart
    in `tz` shows them, and the days in force the two terms fall on (by the time basis, and the longitude for
    true solar time, and the day change).

    Kept per interval: every moment from one term to the next has them (a term takes effect at its instant;
    the year of the pillars turns at 立春, one of the terms)."""
    zone = zone_named(tz)
    terms = terms_at(year, at)
    previous, following = terms.previous, terms.next

    def shown(term: SolarTerm) -> TermInstant:
        return TermInstant(term.name, term.is_major, term.utc, term.utc.astimezone(zone))

    def day_in_force(term: SolarTerm) -> dt.date:
        return _day_in_force(_calendar_time(term.utc, zone, time_basis, longitude), zi_hour)

    month_branch = terms.previous_minor.month_branch
    if general_switch == "minor":
        general_since, general_until = terms.previous_minor, terms.next_minor
        monthly_general = HARMONY[month_branch]  # the 六合 partner of the 月建 from its 節 on: 寅月 → 亥
    else:
        general_since, general_until = terms.previous_major, terms.next_major
        monthly_general = general_since.monthly_general
    return _TermInterval(month_branch, monthly_general, lichun_year(previous.utc), (previous, following),
                         shown(previous), shown(following), shown(general_since), shown(general_until),
                         {day_in_force(t): t.index for t in (previous, following)},
                         previous.utc + _TERM_WARNING_SPAN, following.utc - _TERM_WARNING_SPAN)


@dataclass(frozen=True)
class _CalendarDay:
    """What the day in force decides alone: its pillar and the day before's, the lunar date and its moon, 月宿."""

    day_pillar: Pillar
    previous_day_pillar: Pillar
    lunar: LunarDate
    lunar_date_name: str
    moon_phase: str | None
    moon_mansion: str
    moon_mansion_branch: int


@lru_cache(maxsize=4096)
def _calendar_day(day: dt.date) -> _CalendarDay:
    lunar = lunar_date(day)
    mansion = moon_mansion(lunar.month, lunar.day)
    return _CalendarDay(_day_pillar(day), _day_pillar(day - dt.timedelta(days=1)), lunar, lunar.name, lunar.moon_phase,
                        mansion, PALACE[mansion])


def _check_place(options: Options, longitude: float | None, latitude: float | None) -> None:
    """Errors name the parameters as the chart vocabulary does (lon, lat; divination.engine.params)."""
    for value, field, word, limit in ((longitude, "lon", _("longitude"), 180.0), (latitude, "lat", _("latitude"), 90.0)):
        if value is not None and not (isinstance(value, (int, float)) and math.isfinite(value) and -limit <= value <= limit):
            raise ChartInputError(_("The %(word)s must be a number from −%(limit)g to %(limit)g, not %(value)r."), field, word=word, limit=limit, value=value)
    if options.time_basis == "solar" and longitude is None:
        raise ChartInputError(_("True solar time needs the place's longitude."), "lon")
    if options.daynight == "sun":
        for value, field, word in ((latitude, "lat", _("latitude")), (longitude, "lon", _("longitude"))):
            if value is None:
                raise ChartInputError(_("Day and night by sunrise and sunset need the place's %(word)s."), field, word=word)


def _day_pillar(day: dt.date) -> Pillar:
    """The sixty-day cycle, counted from 2000-01-01 戊午."""
    epoch_ordinal, epoch_index = _DAY_CYCLE_EPOCH
    return sexagenary_from_index(day.toordinal() - epoch_ordinal + epoch_index)


def _month_stem(year_stem: int, month_branch: int) -> int:
    """五虎遁: 甲己之年丙作首 — the 寅 month of a 甲 or 己 year is 丙寅, and so on."""
    return (year_stem % 5 * 2 + 2 + (month_branch - 2) % 12) % 10


def _hour_stem(day_stem: int, hour_branch: int) -> int:
    """五鼠遁: 甲己還加甲 — the 子 hour of a 甲 or 己 day is 甲子, and so on."""
    return (day_stem % 5 * 2 + hour_branch) % 10


def _hour_pillar(calendar_time: dt.datetime, day_pillar: Pillar, query_hour: int) -> Pillar:
    """The hour pillar: the sexagenary hours run on without a break (docs/engine-rules.md §1, the late 子 hour).

    From 23:00 the 子 hour belongs to the next day's cycle: under 子初換日 the day pillar has already
    moved on; under 子正換日 (zi_hour "0000") the day stays, but the hour still takes the next day's
    子 stem (戊申日 23:30 is 甲子時, as 己酉日 00:30 is).
    """
    if calendar_time.hour == 23:
        day_pillar = _day_pillar(calendar_time.date() + dt.timedelta(days=1))
    return (_hour_stem(day_pillar[0], query_hour), query_hour)


def _is_daytime(options: Options, instant: dt.datetime, query_hour: int, latitude: float | None, longitude: float | None) -> bool:
    if options.daynight == "sun":
        return sun_is_up(instant, latitude, longitude)  # type: ignore[arg-type]  # checked in _check_place
    return is_daytime_hour(query_hour, options.daynight)


def _year_branch(options: Options, year_pillar: Pillar, lunar: LunarDate) -> int:
    """太歲: the year pillar's branch (立春), or the lunar year's (A-YEAR alternative)."""
    if options.year_boundary == "lunar":
        return (lunar.year - 4) % 12
    return year_pillar[1]


_MONTHLY_GENERAL: Final = Message(_("the monthly general (月將)"))
# The values that flip at a term, listed as one phrase: one, two or three of them.
_LISTS: Final = {1: "%(a)s", 2: _("%(a)s and %(b)s"), 3: _("%(a)s, %(b)s and %(c)s")}


def _term_warning(term: SolarTerm, options: Options) -> Message:
    """The calendar values that flip at this term; within two minutes of it they depend on ΔT."""
    if term.is_major:
        flips = [_MONTHLY_GENERAL if options.general_switch == "major" else Message(_("the 中氣 school's monthly general"))]
    else:
        flips = [Message(_("the month branch (月建)"))]
        if term.index == LICHUN:
            flips.append(Message(_("the year")))
        if options.general_switch == "minor":
            flips.append(_MONTHLY_GENERAL)
    china = (term.china + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    listed = Message(_LISTS[len(flips)], dict(zip("abc", flips)))
    template = (_("within two minutes of %(term)s (%(china)s CST): %(listed)s there depends on ΔT") if len(flips) == 1
                else _("within two minutes of %(term)s (%(china)s CST): %(listed)s there depend on ΔT"))
    return Message(template, {"term": term.name, "china": f"{china:%Y-%m-%d %H:%M}", "listed": listed})
