"""The whole chart: a 課 with its query hour, generals, hidden stems, kin, void, stages and spirits.

`chart_from_ke` builds it from a day 干支, a monthly general and a query hour; `chart_from_moment`
(in moment.py) first finds those from a date, time and zone. `Chart.to_dict()` is the machine
interface shared by `manage.py chart --json` and `/api/chart`.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from .cycles import (
    BRANCH_ELEMENT,
    BRANCHES,
    ELEMENTS,
    STEM_ELEMENT,
    STEMS,
    branch_index,
    parse_ganzhi,
)
from .decade import Decade, decade_of
from .errors import ChartInputError
from .generals import GENERALS, GeneralPlacement, is_daytime_hour, place_generals
from .ke import Ke, make_ke
from .messages import Message, _
from .options import DEFAULT_OPTIONS, Options
from .qualities import kin, life_stage, seasonal_state
from .querent import SEXES, Querent, bare_year_warning, birth_year_of, querent
from .shensha.placing import PlacedSpirit, SpiritKey, placed_spirits, placed_spirits_json

__all__ = ["SEXES", "Chart", "Querent", "chart_from_ke"]


@dataclass(frozen=True)
class Chart:
    """A full chart (課式). Branches are ints 0–11 (子 = 0); names come from cycles.BRANCHES."""

    ke: Ke
    monthly_general: int
    query_hour: int
    daytime: bool
    generals: GeneralPlacement
    decade: Decade
    options: Options
    month_branch: int | None = None
    calendar: Any = None           # a calendar.CalendarMoment when built from a moment
    querent: Querent | None = None
    warnings: tuple[Message, ...] = field(default=())
    query_year: int | None = None  # the year of the query, by the year boundary (a moment's, or as given)

    # --- the parts, in the words of the rules -------------------------------------------------
    @property
    def day_stem(self) -> int:
        return self.ke.day_stem

    @property
    def day_branch(self) -> int:
        return self.ke.day_branch

    @property
    def k(self) -> int:
        return self.ke.k

    @property
    def lessons(self):
        return self.ke.lessons

    @property
    def transmissions(self):
        return self.ke.transmissions

    def heaven_on(self, earth: int) -> int:
        return self.ke.heaven_on(earth)

    def earth_under(self, heaven: int) -> int:
        return self.ke.earth_under(heaven)

    def general_on(self, heaven: int) -> str:
        return GENERALS[self.generals.on_branch[heaven]]

    def hidden_stem(self, branch: int) -> int | None:
        """遁干; a void branch takes the next decade's 甲 or 乙 under void_stem "next" (六壬指南; docs/engine-rules.md §4)."""
        stem = self.decade.hidden_stem(branch)
        if stem is None and self.options.void_stem == "next":
            return (branch - self.decade.head) % 12 - 10
        return stem

    @property
    def void(self) -> tuple[int, int]:
        return self.decade.void

    def kin_of(self, branch: int) -> str:
        return kin(BRANCH_ELEMENT[branch], STEM_ELEMENT[self.day_stem])

    def life_stage_of(self, branch: int) -> str:
        backward = self.options.life_order == "yin_backward" and self.day_stem % 2 == 1
        return life_stage(branch, STEM_ELEMENT[self.day_stem], self.options.earth_growth, backward)

    def seasonal_states(self) -> dict[str, str] | None:
        if self.month_branch is None:
            return None
        return {ELEMENTS[e]: seasonal_state(e, self.month_branch, self.options.earth_month) for e in range(5)}

    @property
    def year_ganzhi(self) -> tuple[int, int] | None:
        """太歲 with its stem: the year by the chart's year boundary (a moment's, or the query year given)."""
        if self.query_year is None:
            return None
        return ((self.query_year - 4) % 10, (self.query_year - 4) % 12)

    @property
    def spirit_key(self) -> SpiritKey:
        """Everything the chart's spirits depend on: equal keys, equal spirits (shensha.SpiritKey)."""
        cal = self.calendar
        return SpiritKey(self.day_stem, self.day_branch, self.month_branch, self.year_ganzhi,
                         self.options.spirit_text == "emended", self.options.dashi, self.monthly_general,
                         (cal.moon_mansion_branch, cal.moon_mansion) if cal is not None else None)

    def spirits(self) -> list[PlacedSpirit]:
        """The spirits of 六壬大全 卷一 and 心鏡 this chart places (shensha; docs/spirits.md)."""
        return placed_spirits(self.spirit_key)

    # --- the machine interface ------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The chart's JSON, in this order: the pillars, the parts of the 課 (`ke_dict`), the spirits, the
        querent and the calendar, the options (`options_dict`), the warnings."""
        cal = self.calendar
        return ({"pillars": self.pillars_dict()} | self.ke_dict()
                | {"spirits": placed_spirits_json(self.spirit_key), "querent": self.querent_dict(),
                   "calendar": cal.to_dict() if cal else None}
                | options_dict(self.options) | {"warnings": self.warnings_list()})

    def pillars_dict(self) -> dict[str, str | None]:
        cal = self.calendar
        return {
            "year": _gz(cal.year_pillar) if cal else None,
            "month": _gz(cal.month_pillar) if cal else None,
            "day": STEMS[self.day_stem] + BRANCHES[self.day_branch],
            "hour": _gz(cal.hour_pillar) if cal else None,
        }

    @property
    def ke_key(self) -> tuple:
        """Everything `ke_dict` depends on: the day, placement, general, hour, month, day or night, options
        (the 課 follows from the day, the placement and the 涉害 options; the generals add day or night)."""
        return (self.day_stem, self.day_branch, self.k, self.monthly_general, self.query_hour, self.month_branch,
                self.daytime, self.options)

    def ke_dict(self) -> dict[str, Any]:
        """The parts the 課, its hour, month, day or night and the options fix (equal `ke_key`, equal parts)."""
        b = BRANCHES
        t = self.transmissions
        return {
            "monthly_general": b[self.monthly_general],
            "query_hour": b[self.query_hour],
            "month_branch": b[self.month_branch] if self.month_branch is not None else None,
            "daytime": self.daytime,
            "k": self.k,
            "heaven_plate": {b[g]: b[self.heaven_on(g)] for g in range(12)},
            "lessons": [
                {"number": l.number, "upper": b[l.upper], "lower": l.lower_name, "relation": l.relation}
                for l in self.lessons
            ],
            "transmissions": {
                "initial": b[t.initial], "middle": b[t.middle], "final": b[t.final],
                "method": t.method, "subname": t.subname, "source_lesson": t.source_lesson,
                "pattern_names": list(t.pattern_names),
                "trace": [step.to_dict() for step in t.trace],
                "details": [self._branch_row(x) for x in t.branches],
            },
            "noble": {
                "branch": b[self.generals.noble], "ground": b[self.generals.noble_ground],
                "direction": "forward" if self.generals.forward else "backward", "daytime": self.daytime,
            },
            "generals": {b[h]: self.general_on(h) for h in range(12)},
            "hidden_stems": {b[x]: (STEMS[s] if (s := self.hidden_stem(x)) is not None else None) for x in range(12)},
            "void": [b[x] for x in self.void],
            "kin": {b[x]: self.kin_of(x) for x in range(12)},
            "life_stages": {b[x]: self.life_stage_of(x) for x in range(12)},
            "seasonal_states": self.seasonal_states(),
        }

    def querent_dict(self) -> dict[str, Any] | None:
        q = self.querent
        if q is None:
            return None
        return {"birth_year": q.birth_year, "sex": q.sex, "age": q.age,
                "natal_year": _gz(q.natal_year), "travel_year": _gz(q.travel_year),
                "birth_date": q.birth_date.isoformat() if q.birth_date else None,
                "birth_time": q.birth_time.isoformat("minutes") if q.birth_time else None,
                "query_year": self.query_year, "year_boundary": self.options.year_boundary}

    def warnings_list(self) -> list[str]:
        return [str(w) for w in self.warnings]

    def _branch_row(self, x: int) -> dict[str, Any]:
        s = self.hidden_stem(x)
        return {"branch": BRANCHES[x], "general": self.general_on(x), "hidden_stem": STEMS[s] if s is not None else None,
                "kin": self.kin_of(x), "void": x in self.void, "stands_on": BRANCHES[self.earth_under(x)]}


def options_dict(options: Options) -> dict[str, Any]:
    return {"options": options.to_dict(), "options_token": options.to_token()}


def _gz(pair: tuple[int, int]) -> str:
    return STEMS[pair[0]] + BRANCHES[pair[1]]


def _as_branch(value: int | str, field_name: str) -> int:
    if isinstance(value, int):
        if 0 <= value < 12:
            return value
        raise ChartInputError(_("Branch number %(value)s is outside 0–11."), field_name, value=value)
    return branch_index(str(value).strip(), field_name)


def chart_from_ke(
    day: str | tuple[int, int],
    general: int | str,
    hour: int | str,
    *,
    options: Options = DEFAULT_OPTIONS,
    daytime: bool | None = None,
    month: int | str | None = None,
    birth_year: int | None = None,
    birth_date: dt.date | None = None,
    birth_time: dt.time | None = None,
    sex: str | None = None,
    query_year: int | None = None,
    calendar: Any = None,
    warnings: tuple[Message, ...] = (),
) -> Chart:
    """The chart of a 課: day 干支, monthly general and query hour (docs/engine-rules.md §2–§4).

    Day or night follows the query hour (卯–申 day, or 占事略決's 寅–酉) unless `daytime` forces it;
    `month` (月建) places the monthly spirits and the season; a birth date (or a bare birth year)
    and sex with a query year give 本命 and 行年, by the year boundary (querent.py).
    """
    stem, branch = parse_ganzhi(day) if isinstance(day, str) else day
    general_b = _as_branch(general, "general")
    hour_b = _as_branch(hour, "hour")
    month_b = _as_branch(month, "month") if month not in (None, "") else None
    k = (general_b - hour_b) % 12
    if daytime is None:
        daytime = is_daytime_hour(hour_b, options.daynight)
    ke = make_ke(stem, branch, k, options)
    generals = place_generals(stem, k, daytime, options.noble_table)
    notes = list(warnings)
    the_querent = _querent(options, birth_year, birth_date, birth_time, sex, query_year, calendar, notes)
    return Chart(ke, general_b, hour_b, daytime, generals, decade_of(stem, branch), options, month_b,
                 calendar, the_querent, tuple(notes), query_year)


def _querent(options: Options, birth_year: int | None, birth_date: dt.date | None, birth_time: dt.time | None,
             sex: str | None, query_year: int | None, calendar: Any, notes: list[Message]) -> Querent | None:
    """本命 by the year pillar at birth (querent.py); what a bare birth year cannot decide goes to `notes`."""
    if birth_time is not None and birth_date is None:
        raise ChartInputError(_("A birth time needs the birth date (birth_date)."), "birth_time")
    if birth_year is None and birth_date is None and not sex:
        return None
    tz = calendar.tz if calendar is not None else None
    if not sex:
        raise ChartInputError(_("本命 and 行年 need the sex as well as the birth."), "sex")
    if birth_year is None and birth_date is None:
        raise ChartInputError(_("本命 and 行年 need the birth date (or at least the birth year)."), "birth_date")
    if birth_date is not None:
        if birth_year is not None and birth_year != birth_date.year:
            raise ChartInputError(_("The birth year %(year)s is not the year of the birth date %(date)s."),
                                  "birth_year", year=birth_year, date=birth_date.isoformat())
        if calendar is not None and birth_date > calendar.local.date():
            raise ChartInputError(_("The birth date %(date)s is after the moment asked about."), "birth_date", date=birth_date.isoformat())
        year, note = birth_year_of(birth_date, birth_time, tz, options.year_boundary)
    else:
        year = int(birth_year)  # type: ignore[arg-type]
        note = bare_year_warning(year, options.year_boundary, tz)
    if query_year is None:
        notes.append(Message(_("行年 needs the year of the query: give a moment, or the query year.")))
        return None
    if note:
        notes.append(note)
    return querent(year, sex, query_year, birth_date=birth_date, birth_time=birth_time, note=note)
