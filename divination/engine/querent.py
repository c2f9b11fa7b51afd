"""The querent: 本命 (natal_year) from the year pillar at birth, age and 行年 (travel_year).

docs/engine-rules.md §8: the natal year is the year pillar in force at the birth, so it changes
at 立春 (or at the lunar new year, year_boundary "lunar"), not on 1 January. A birth date decides it;
a bare birth year cannot for those born between 1 January and that boundary, and the chart says so.
Age is nominal (虛歲): the query year less the birth year, plus one, both counted by the same boundary.
行年: men from 丙寅 forward, women from 壬申 backward, one a year of age (A-XINGNIAN).
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Final

from .civil_time import FIRST_DATE, LAST_DATE, zone_named
from .cycles import BRANCHES, STEMS, sexagenary_from_index
from .errors import ChartInputError
from .lunar_date import lunar_date
from .messages import Message, _
from .solar_terms import LICHUN, lichun_year, solar_term

SEXES: Final = {"male": "男", "female": "女"}
CHINA_ZONE: Final = "Asia/Shanghai"  # a birth given with a 課 chart, which has no zone of its own
TRAVEL_START: Final = {"male": (2, 1), "female": (8, -1)}  # 丙寅 = 2 forward, 壬申 = 8 backward


@dataclass(frozen=True, slots=True)
class Querent:
    birth_year: int                  # the year, by the chart's year boundary, whose pillar is 本命
    sex: str
    age: int                         # nominal age (虛歲) in the query year
    natal_year: tuple[int, int]
    travel_year: tuple[int, int]
    birth_date: dt.date | None = None
    birth_time: dt.time | None = None
    note: Message | None = None      # what the birth as given cannot decide (also among the chart's warnings)


def querent(birth_year: int, sex: str, query_year: int, *, birth_date: dt.date | None = None,
            birth_time: dt.time | None = None, note: Message | None = None) -> Querent:
    """本命, age and 行年 of a querent whose birth falls in the year `birth_year` (already by the boundary)."""
    if sex not in SEXES:
        raise ChartInputError(_("Sex must be male or female (男/女): 行年 runs forward for men, backward for women."), "sex")
    if not 1800 <= birth_year <= query_year:
        field = "birth_date" if birth_date else "birth_year"
        raise ChartInputError(_("The birth year %(year)s must lie between 1800 and the query year %(query_year)s."), field, year=birth_year, query_year=query_year)
    age = query_year - birth_year + 1
    start, step = TRAVEL_START[sex]
    return Querent(birth_year, sex, age, sexagenary_from_index(birth_year - 4),
                   sexagenary_from_index(start + step * (age - 1)), birth_date, birth_time, note)


def birth_year_of(birth_date: dt.date, birth_time: dt.time | None, tz: str | None,
                  year_boundary: str) -> tuple[int, Message | None]:
    """The year whose pillar was in force at the birth, and a warning when the day alone cannot tell it."""
    if not FIRST_DATE <= birth_date <= LAST_DATE:
        raise ChartInputError(_("The birth date must lie between %(first)s and %(last)s."), "birth_date", first=FIRST_DATE.isoformat(), last=LAST_DATE.isoformat())
    if year_boundary == "lunar":
        return lunar_date(birth_date).year, None
    zone = zone_named(tz or CHINA_ZONE)
    if birth_time is not None:
        born = dt.datetime.combine(birth_date, birth_time, zone)
        return lichun_year(born.astimezone(dt.UTC)), None
    start = solar_term(birth_date.year, LICHUN).utc.astimezone(zone)
    if birth_date != start.date():
        return (birth_date.year if birth_date > start.date() else birth_date.year - 1), None
    before, after = _pillar_name(birth_date.year - 1), _pillar_name(birth_date.year)
    return birth_date.year, Message(
        _("The birth day %(date)s is the day of 立春 (%(time)s %(zone)s): born before it, 本命 is %(before)s; "
          "after it, %(after)s. Taken as %(after)s: give the birth time to decide."),
        {"date": birth_date.isoformat(), "time": f"{start:%H:%M}", "zone": zone.key, "before": before, "after": after})


def bare_year_warning(birth_year: int, year_boundary: str, tz: str | None) -> Message:
    """What a birth year alone cannot decide: the births between 1 January and the year's boundary."""
    before, after = _pillar_name(birth_year - 1), _pillar_name(birth_year)
    if year_boundary == "lunar":
        boundary = Message(_("the lunar new year"))
        if FIRST_DATE.year <= birth_year <= LAST_DATE.year:
            new_year = next(dt.date(birth_year, 1, 1) + dt.timedelta(days=d) for d in range(62)
                            if lunar_date(dt.date(birth_year, 1, 1) + dt.timedelta(days=d)).year == birth_year)
            boundary = Message(_("the lunar new year (%(date)s)"), {"date": new_year.isoformat()})
    else:
        boundary = Message("立春")
        if FIRST_DATE.year <= birth_year <= LAST_DATE.year:
            start = solar_term(birth_year, LICHUN).utc.astimezone(zone_named(tz or CHINA_ZONE))
            boundary = Message("立春 (%(date)s)", {"date": f"{start:%Y-%m-%d %H:%M}"})
    return Message(_("本命 from the birth year alone: %(after)s, for a birth after %(boundary)s. Born between 1 January "
                     "and then, 本命 is %(before)s and 行年 one year less: give the birth date (birth_date) to decide."),
                   {"after": after, "boundary": boundary, "before": before})


def _pillar_name(year: int) -> str:
    stem, branch = sexagenary_from_index(year - 4)
    return STEMS[stem] + BRANCHES[branch]
