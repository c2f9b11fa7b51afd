"""The minutes of a moment: the one thing the chart pages of one clock hour do not share.

A moment's chart is drawn from its calendar, and every fact of the calendar but three is discrete (pillars,
solar terms, general, day or night, lunar date, moon, warnings). The other three are clocks — the querent's
local time (which is also the `at` of every link on the page), UTC, and the calendar time the pillars are read
from (engine-rules.md §1) — and the page shows each to the minute. So two moments of the same hour whose
calendars agree in everything else have the same page but for the minutes of those clocks. Such a page is
rendered once with a mark in place of each minute (`masked`), kept under what it shows (`page_key`), and
filled in with each moment's minutes (`filled`): a chart asked a minute after another is not drawn again.

A personal chart (a querent or a place) is not kept, as its page is not (divination.builder.caching); nor is a
moment given to the second, whose `at` carries its seconds.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
from typing import Final

from django.utils.html import escape

from divination.builder.caching import is_personal
from divination.engine.calendar import CalendarMoment
from divination.engine.chart import Chart

# Letters and digits only: HTML escaping, URL quoting (once, or twice as in the notebook's link) and the
# marking of foreign runs leave them as they are, exactly as they leave the minute's two digits.
MARKS: Final = {"local": "Lq7mZ", "utc": "Uq7mZ", "calendar": "Cq7mZ"}
# Where the language switcher returns to: the address this request asked at, as it asked (`language_next`).
NEXT_MARK: Final = "Nq7mZ"
_CLOCK_OF_MARK: Final = {mark.encode(): which for which, mark in {**MARKS, "next": NEXT_MARK}.items()}
# Each mark is a letter and this tail: the page is cut at the tail, a literal found by a fast scan (a regex of
# the four marks tried them at every byte of a 160 KB page: a millisecond of a new page of the hour).
_TAIL: Final = b"q7mZ"


def clock(moment: dt.datetime, which: str, masked: bool = False) -> str:
    """A clock as the page shows it, e.g. 2027-03-01 08:04; masked, with the mark of its minute."""
    return f"{moment:%Y-%m-%d %H:}" + (MARKS[which] if masked else f"{moment:%M}")


def hour_clock(moment: dt.datetime, masked: bool = False) -> str:
    """The calendar time's hour and minute, beside the hour pillar, e.g. 08:04."""
    return f"{moment:%H:}" + (MARKS["calendar"] if masked else f"{moment:%M}")


def shared_by_hour(chart: Chart, params: dict[str, str]) -> bool:
    """A moment's page, for everyone (not personal), given to the minute."""
    return chart.calendar is not None and not is_personal(params) and chart.calendar.local.second == 0


def masked_params(params: dict[str, str]) -> dict[str, str]:
    """The chart's parameters with the mark in place of the minute of `at` (…T08:04 → …T08:Lq7mZ)."""
    at = params["at"]
    return dict(params, at=at[: at.rindex(":") + 1] + MARKS["local"])


_CALENDAR_FIELDS: Final = tuple(field.name for field in dataclasses.fields(CalendarMoment))
_MINUTES_SHOWN: Final = frozenset({"instant_utc", "local", "calendar_time"})


def _on_the_hour(calendar: CalendarMoment) -> tuple:
    """The calendar's values, its instants and clock on the hour (a copy of the calendar made so took as long
    as writing it out)."""
    return tuple(value.replace(minute=0) if name in _MINUTES_SHOWN else value
                 for name in _CALENDAR_FIELDS for value in (getattr(calendar, name),))


def page_key(chart: Chart, params: dict[str, str], *page: str) -> str:
    """What the page of a moment shows but its minutes: its parameters (the minute masked), its calendar on
    the hour, and what else the page is drawn for (`page`: the step, the language, the site's address…)."""
    assert chart.calendar is not None
    shown = repr((sorted(masked_params(params).items()), _on_the_hour(chart.calendar), page))
    return "chart-hour:" + hashlib.blake2b(shown.encode(), digest_size=16).hexdigest()


def cut(page: bytes) -> tuple[bytes | str, ...]:
    """The page of the hour cut at its marks, kept so: the text before each mark, then what the mark stands
    for (local, utc, calendar or next), … and the text after the last (a search of the whole page per request
    cost half a millisecond)."""
    first, *texts = page.split(_TAIL)
    pieces: list[bytes | str] = []
    before = first
    for text in texts:
        clock = _CLOCK_OF_MARK.get(before[-1:] + _TAIL)
        if clock is None:   # the tail of no mark: text
            before += _TAIL + text
        else:
            pieces += (before[:-1], clock)
            before = text
    pieces.append(before)
    return tuple(pieces)


def filled(pieces: tuple, chart: Chart, next_url: str) -> bytes:
    """The page of the hour with this moment's minutes written in, and the address it was asked at."""
    cal = chart.calendar
    assert cal is not None
    holes = {"local": b"%02d" % cal.local.minute, "utc": b"%02d" % cal.instant_utc.minute,
             "calendar": b"%02d" % cal.calendar_time.minute, "next": escape(next_url).encode()}
    return b"".join(holes[piece] if index % 2 else piece for index, piece in enumerate(pieces))
