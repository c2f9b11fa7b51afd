"""The whole chart: a 課 with its query hour, generals, hidden stems, kin, void, stages and spirits.

`chart_from_ke` builds it from a day 干支, a monthly general and a query hour; `chart_from_moment`
(in moment.py) first finds those from a date, time and zone. `Chart.to_dict()` is the machine
interface shared by `manage.py chart --json` and `/api/chart`.
"""
from __future__ import annotations

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
from .options import DEFAULT_OPTIONS, Options
from .qualities import kin, life_stage, seasonal_state
from .spirits import Spirit, day_spirits, month_spirits

SEXES = {"male": "男", "female": "女"}


@dataclass(frozen=True, slots=True)
class Querent:
    """本命 and 行年 (natal_year, travel_year): male from 丙寅 forward, female from 壬申 backward (A-XINGNIAN)."""

    birth_year: int
    sex: str
    age: int            # nominal age (虛歲) in the query year
    natal_year: tuple[int, int]
    travel_year: tuple[int, int]


def querent(birth_year: int, sex: str, query_year: int) -> Querent:
    if sex not in SEXES:
        raise ChartInputError("Sex must be male or female (男/女): 行年 runs forward for men, backward for women.", "sex")
    if not 1800 <= birth_year <= query_year:
        raise ChartInputError(f"Birth year {birth_year} must lie between 1800 and the query year {query_year}.",
                              "birth_year")
    age = query_year - birth_year + 1
    natal = (birth_year - 4) % 60
    start, step = (2, 1) if sex == "male" else (8, -1)          # 丙寅 = 2, 壬申 = 8 in the cycle
    travel = (start + step * (age - 1)) % 60
    return Querent(birth_year, sex, age, (natal % 10, natal % 12), (travel % 10, travel % 12))


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
    warnings: tuple[str, ...] = field(default=())

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
        return self.decade.hidden_stem(branch)

    @property
    def void(self) -> tuple[int, int]:
        return self.decade.void

    def kin_of(self, branch: int) -> str:
        return kin(BRANCH_ELEMENT[branch], STEM_ELEMENT[self.day_stem])

    def life_stage_of(self, branch: int) -> str:
        return life_stage(branch, STEM_ELEMENT[self.day_stem], self.options.earth_growth)

    def seasonal_states(self) -> dict[str, str] | None:
        if self.month_branch is None:
            return None
        return {ELEMENTS[e]: seasonal_state(e, self.month_branch) for e in range(5)}

    def spirits(self) -> list[Spirit]:
        found = day_spirits(self.day_stem, self.day_branch)
        if self.month_branch is not None:
            found += month_spirits(self.month_branch)
        found.append(Spirit("sun_mansion", "日宿", self.monthly_general, "日宿 is the monthly general (xj:L83 註)"))
        if self.calendar is not None:
            found.append(Spirit("moon_mansion", "月宿", self.calendar.moon_mansion_branch,
                                f"月宿 {self.calendar.moon_mansion} by the lunar day (xj:L83)"))
        return found

    # --- the machine interface ------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        b = BRANCHES
        t = self.transmissions
        cal = self.calendar
        pillars = {
            "year": _gz(cal.year_pillar) if cal else None,
            "month": _gz(cal.month_pillar) if cal else None,
            "day": STEMS[self.day_stem] + b[self.day_branch],
            "hour": _gz(cal.hour_pillar) if cal else None,
        }
        data: dict[str, Any] = {
            "pillars": pillars,
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
            "spirits": [{"key": s.key, "name": s.name, "branch": b[s.branch], "rule": s.rule} for s in self.spirits()],
            "querent": None,
            "calendar": cal.to_dict() if cal else None,
            "options": self.options.to_dict(),
            "options_token": self.options.to_token(),
            "warnings": list(self.warnings),
        }
        if self.querent:
            q = self.querent
            data["querent"] = {"birth_year": q.birth_year, "sex": q.sex, "age": q.age,
                               "natal_year": _gz(q.natal_year), "travel_year": _gz(q.travel_year)}
        return data

    def _branch_row(self, x: int) -> dict[str, Any]:
        s = self.hidden_stem(x)
        return {"branch": BRANCHES[x], "general": self.general_on(x), "hidden_stem": STEMS[s] if s is not None else None,
                "kin": self.kin_of(x), "void": x in self.void, "stands_on": BRANCHES[self.earth_under(x)]}


def _gz(pair: tuple[int, int]) -> str:
    return STEMS[pair[0]] + BRANCHES[pair[1]]


def _as_branch(value: int | str, field_name: str) -> int:
    if isinstance(value, int):
        if 0 <= value < 12:
            return value
        raise ChartInputError(f"Branch number {value} is outside 0–11.", field_name)
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
    sex: str | None = None,
    query_year: int | None = None,
    calendar: Any = None,
    warnings: tuple[str, ...] = (),
) -> Chart:
    """The chart of a 課: day 干支, monthly general and query hour (docs/engine-rules.md §2–§4).

    Day or night follows the query hour (卯–申 day) unless `daytime` forces it; `month` (月建)
    places the monthly spirits and the season; birth year and sex with a query year give 行年.
    """
    stem, branch = parse_ganzhi(day) if isinstance(day, str) else day
    general_b = _as_branch(general, "general")
    hour_b = _as_branch(hour, "hour")
    month_b = _as_branch(month, "month") if month not in (None, "") else None
    k = (general_b - hour_b) % 12
    if daytime is None:
        daytime = is_daytime_hour(hour_b)
    ke = make_ke(stem, branch, k, options)
    generals = place_generals(stem, k, daytime, options.noble_table)
    the_querent = None
    notes = list(warnings)
    if birth_year is not None or sex:
        if birth_year is None or not sex:
            raise ChartInputError("本命 and 行年 need both the birth year and the sex.", "birth_year" if sex else "sex")
        if query_year is None:
            notes.append("行年 needs the year of the query: give a moment, or the query year.")
        else:
            the_querent = querent(int(birth_year), sex, query_year)
    return Chart(ke, general_b, hour_b, daytime, generals, decade_of(stem, branch), options, month_b,
                 calendar, the_querent, tuple(notes))
