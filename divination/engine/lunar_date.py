"""The lunar date (農曆) of a civil day, from tyme4py, and its moon-phase day (弦望晦朔)."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from tyme4py.solar import SolarDay

MONTH_NAMES: Final = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月")
DAY_NAMES: Final = tuple(
    prefix + digit
    for prefix, digits in (("初", "一二三四五六七八九十"), ("十", "一二三四五六七八九"), ("二", "十"), ("廿", "一二三四五六七八九"), ("三", "十"))
    for digit in digits
)

# A-MOON (docs/patterns.md (settings)), the lunar-day convention: 朔 初一, 上弦 初七/初八,
# 望 十五/十六, 下弦 廿二/廿三; 晦 is the last day of the month (廿九 or 三十).
MOON_PHASE_DAYS: Final = {1: "朔", 7: "上弦", 8: "上弦", 15: "望", 16: "望", 22: "下弦", 23: "下弦"}
DARK_MOON: Final = "晦"


@dataclass(frozen=True)
class LunarDate:
    year: int        # the lunar year's number (the year its 正月 falls in)
    month: int       # 1–12
    day: int         # 1–30
    is_leap: bool    # a 閏月
    month_length: int  # 29 or 30

    @property
    def name(self) -> str:
        return ("閏" if self.is_leap else "") + MONTH_NAMES[self.month - 1] + DAY_NAMES[self.day - 1]

    @property
    def moon_phase(self) -> str | None:
        """弦望晦朔 by the lunar-day convention (A-MOON), or None on the other days."""
        if self.day == self.month_length:
            return DARK_MOON
        return MOON_PHASE_DAYS.get(self.day)


@lru_cache(maxsize=4096)
def lunar_date(day: dt.date) -> LunarDate:
    lunar_day = SolarDay.from_ymd(day.year, day.month, day.day).get_lunar_day()
    lunar_month = lunar_day.get_lunar_month()
    return LunarDate(
        year=lunar_day.get_year(),
        month=abs(lunar_day.get_month()),  # tyme4py marks a leap month negative
        day=lunar_day.get_day(),
        is_leap=lunar_month.is_leap(),
        month_length=lunar_month.get_day_count(),
    )
