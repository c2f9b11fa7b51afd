"""The first two steps of a chart drawn from a moment, written in Python (paid on every fresh chart: they show
the minute). 四柱 節氣: when and where the question was asked, the calendar time the pillars are read from and
where the day changes, the four pillars, the solar terms around the moment, the month and year branches, the
lunar date. 月將 占時: the 中氣 that brought the general, the hour of the calendar time. The values are
page.calendar_summary's; a chart drawn from a 課 has no date, and the steps' templates say so.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from liuren_site.markup import escaped, filled, term_written


def pillars_told(calendar: Mapping[str, Any], zi_hour: str) -> SafeString:
    """The moment, its calendar time and day change (`zi_hour`, the option), the pillars, terms and lunar date."""
    asked = filled(gettext(
        "The question was asked at <b>%(local)s</b> in <code>%(tz)s</code> (%(offset)s; %(utc)s UTC). The pillars are "
        "read from the calendar time <b>%(time)s</b> (%(basis)s),"), local=calendar["local"], tz=calendar["tz"],
        offset=calendar["offset"], utc=calendar["utc"], time=calendar["calendar_time"], basis=calendar["time_basis_text"])
    day_change = filled(
        gettext("and the day changes at 23:00, the start of 子時 (子初換日): the day in force is %(date)s.") if zi_hour == "2300"
        else gettext("and the day changes at midnight (子正換日): the day in force is %(date)s."), date=calendar["pillar_date"])
    heads = "".join(f'<th scope="col">{term_written(label)}</th>' for label, _ in calendar["pillars"])
    pillars = "".join(f"<td>{escaped(gz)}</td>" for _, gz in calendar["pillars"])
    previous, following = calendar["previous_term"], calendar["next_term"]
    terms = filled(gettext(
        "節氣 · solar terms: the last was <b>%(previous)s</b> (%(previous_at)s China time), the next is <b>%(next)s</b> "
        "(%(next_at)s). The month branch (月建) is <b>%(month)s</b>: it changes at each 節, at its exact instant; the "
        "year branch (太歲) is %(year)s"), previous=term_written(previous["name"]), previous_at=previous["china"],
        next=term_written(following["name"]), next_at=following["china"], month=calendar["month_branch"],
        year=calendar["year_branch"])
    year_change = (gettext(", by the lunar year (option year_boundary): 太歲, 本命, age and 行年 change at the lunar new year, "
                           "while the year pillar above stays the 四柱's, which changes at 立春.")
                   if calendar["year_boundary"] == "lunar" else
                   gettext(", from 立春 on: 太歲, 本命, age and 行年 all change there."))
    lunar = {"date": calendar["lunar_date"], "mansion": calendar["moon_mansion"]}
    lunar_date = (filled(gettext("農曆 · lunar date %(date)s, %(phase)s; 月宿 %(mansion)s."), phase=calendar["moon_phase"], **lunar)
                  if calendar["moon_phase"] else filled(gettext("農曆 · lunar date %(date)s; 月宿 %(mansion)s."), **lunar))
    return mark_safe(f"\n<p>{asked}\n{day_change}</p>\n<table class=\"pillars\"><thead><tr>{heads}</tr></thead>\n"
                     f"<tbody><tr>{pillars}</tr></tbody></table>\n<p>{terms}{year_change}</p>\n<p>{lunar_date}</p>\n")


def general_told(calendar: Mapping[str, Any], general_switch: str, general_name: str, hour_name: str) -> SafeString:
    """The monthly general by the last 中氣 (or 節, `general_switch` "minor") and the query hour of the moment."""
    switch = (gettext("The monthly general (月將) changes at each 中氣 (this chart: at each 節):") if general_switch == "minor"
              else gettext("The monthly general (月將) changes at each 中氣:"))
    table = gettext("雨水 亥, 春分 戌, 穀雨 酉, 小滿 申, 夏至 未, 大暑 午, 處暑 巳, 秋分 辰, 霜降 卯, 小雪 寅, 冬至 丑, 大寒 子.")
    last, following = calendar["general_term"], calendar["next_general_term"]
    general = filled(gettext("The last was <b>%(term)s</b> (%(at)s China time), so the general is <b>%(general_name)s</b>, "
                             "until %(next)s (%(next_at)s)."), term=term_written(last["name"]), at=last["china"],
                     next=term_written(following["name"]), next_at=following["china"], general_name=general_name)
    hour = filled(gettext("The query hour (占時) is the two-hour period of the calendar time %(time)s (子 23–01, 丑 01–03, "
                          "寅 03–05 …): <b>%(hour_name)s</b>."), time=calendar["calendar_time"], hour_name=hour_name)
    return mark_safe(f"\n<p>{switch}\n{table}\n{general}</p>\n<p>{hour}</p>\n")
