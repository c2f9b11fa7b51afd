"""A chart from a moment: the calendar finds the 課, then the chart is built from it (docs/engine-rules.md §1)."""
from __future__ import annotations

import datetime as dt

from .calendar import moment_calendar
from .chart import Chart, chart_from_ke
from .options import DEFAULT_OPTIONS, Options


def chart_from_moment(
    at: dt.datetime,
    tz: str,
    *,
    options: Options = DEFAULT_OPTIONS,
    longitude: float | None = None,
    latitude: float | None = None,
    fold: int | None = None,
    daytime: bool | None = None,
    birth_year: int | None = None,
    birth_date: dt.date | None = None,
    birth_time: dt.time | None = None,
    sex: str | None = None,
) -> Chart:
    """The chart of a local wall-clock time in an IANA zone; `daytime` overrides the day/night rule."""
    cal = moment_calendar(at, tz, options, longitude=longitude, latitude=latitude, fold=fold)
    return chart_from_ke(
        cal.day_pillar, cal.monthly_general, cal.query_hour,
        options=options,
        daytime=cal.daytime if daytime is None else daytime,
        month=cal.month_branch,
        birth_year=birth_year, birth_date=birth_date, birth_time=birth_time, sex=sex, query_year=cal.query_year,
        calendar=cal, warnings=tuple(cal.warnings),
    )
