"""The calendar of a moment (budget: the whole chart from a moment, calendar included, median ≤ 5 ms)."""
from __future__ import annotations

import datetime as dt
import itertools

from bench.timing import measure, report
from divination.engine.calendar import moment_calendar
from divination.engine.options import Options

CALENDAR_BUDGET_US = 2000


def main() -> None:
    default = Options()
    by_the_sun = Options(time_basis="solar", daynight="sun")
    same_moment = dt.datetime(2026, 11, 30, 14, 30)
    report(
        "moment_calendar, one moment (defaults)",
        measure(lambda: moment_calendar(same_moment, "Asia/Shanghai", default)),
        CALENDAR_BUDGET_US,
    )
    # A new moment each call: every hour of a year, so the per-day lunar cache keeps missing once a day.
    hours = itertools.cycle(dt.datetime(2026, 1, 1) + dt.timedelta(hours=h) for h in range(0, 365 * 24, 7))
    report(
        "moment_calendar, moments across 2026",
        measure(lambda: moment_calendar(next(hours), "America/New_York", default), repeat=2000),
        CALENDAR_BUDGET_US,
    )
    report(
        "moment_calendar, true solar time + sunrise rule",
        measure(lambda: moment_calendar(same_moment, "Asia/Shanghai", by_the_sun, longitude=116.4, latitude=39.9)),
        CALENDAR_BUDGET_US,
    )
    report(
        "moment_calendar(...).to_dict()",
        measure(lambda: moment_calendar(same_moment, "Asia/Shanghai", default).to_dict()),
    )
    years = itertools.count(1900)
    report(
        "moment_calendar, a new year (cold caches)",
        measure(lambda: moment_calendar(dt.datetime(next(years), 6, 1, 12), "Asia/Shanghai", default), repeat=150,
                warmup=0),
    )


if __name__ == "__main__":
    main()
