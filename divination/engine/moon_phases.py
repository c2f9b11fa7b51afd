"""The moon's quarters and full moon by the day they fall on, from ephem (A-MOON, the astronomical reading).

The day is the Chinese calendar's: China standard time, the frame in which 朔 makes 初一.
"""
from __future__ import annotations

import datetime as dt
from functools import lru_cache
from typing import Final

import ephem

from .solar_terms import CHINA_STANDARD_TIME

PRINCIPAL_PHASES: Final = (("上弦", ephem.next_first_quarter_moon), ("望", ephem.next_full_moon),
                           ("下弦", ephem.next_last_quarter_moon))
_DAY: Final = dt.timedelta(days=1)


@lru_cache(maxsize=4096)
def principal_phase(day: dt.date) -> str | None:
    """上弦, 望 or 下弦 when the instant of that phase falls on `day` in China standard time, else None."""
    start = dt.datetime.combine(day, dt.time(), CHINA_STANDARD_TIME).astimezone(dt.UTC).replace(tzinfo=None)
    for name, next_phase in PRINCIPAL_PHASES:
        if next_phase(ephem.Date(start)).datetime() < start + _DAY:
            return name
    return None
