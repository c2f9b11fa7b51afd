"""How far a school option reaches: the 課 on which its other values give another chart (docs/engine-rules.md §7).

A student weighing an option asks on how many of the 720 課 the other value changes the chart, and where. Each
option is surveyed over what it reads (SURVEYED_OVER):
- the 課 alone: the 720 課 (60 days × 12 placements), each with the day and the night noble;
- the 課 and the month (the month's spirits and seasons): each 課's example chart (its general on the 子 hour,
  as the 720-課 browser draws it) in each of the twelve months, 8,640 in all;
- the 課 and the hour (day or night follows the hour): each 課 at each of the twelve hours, 8,640 in all;
- nothing, where the option decides which 課 a moment gives and not what a 課 shows (the day change, the time
  basis, the general's change, the year's change, and the sun's day which needs a place).
A chart changes where any part a student reads differs (PARTS): the transmissions, the generals, the life
stages, the seasons, the hidden stems, the spirits.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import Final

from .chart import Chart, chart_from_ke
from .cycles import BRANCHES, STEMS
from .ke import all_ke
from .options import DEFAULT_OPTIONS, SPEC_BY_NAME, Options

KE, KE_MONTH, KE_HOUR, MOMENT = "ke", "ke_month", "ke_hour", "moment"
SURVEYED_OVER: Final = {
    "zi_hour": MOMENT, "time_basis": MOMENT, "general_switch": MOMENT, "year_boundary": MOMENT,
    "daynight": KE_HOUR,
    "noble_table": KE, "shehai": KE, "biyong_ge": KE, "earth_growth": KE, "life_order": KE, "void_stem": KE,
    "dashi": KE_MONTH, "earth_month": KE_MONTH, "spirit_text": KE_MONTH,
}
# Values that read what no 課 has: the sun's day and night needs the querent's place.
NEEDS_A_MOMENT: Final = frozenset({("daynight", "sun")})
TOTALS: Final = {KE: 720, KE_MONTH: 720 * 12, KE_HOUR: 720 * 12}
EXAMPLE_HOUR: Final = 0  # 子, as the 720-課 browser's example charts

# The parts of a chart a student reads, each as a value two charts can be compared by.
PARTS: Final[dict[str, Callable[[Chart], object]]] = {
    "transmissions": lambda chart: chart.transmissions.branches,
    "generals": lambda chart: chart.generals.on_branch,
    "life_stages": lambda chart: tuple(chart.life_stage_of(b) for b in range(12)),
    "seasons": lambda chart: chart.seasonal_states(),
    "hidden_stems": lambda chart: tuple(chart.hidden_stem(b) for b in range(12)),
    "spirits": lambda chart: frozenset((s.name, s.branches) for s in chart.spirits()),
}


@dataclass(frozen=True, slots=True)  # slots: some 30,000 are kept, a tenth of the memory without them
class Change:
    """One chart the other value changes: where it stands and which parts differ, with the transmissions and the
    noble's ground under each value (what a student compares first)."""

    day: str
    general: str
    hour: str
    month: str | None
    daytime: bool | None  # None: the same change with the day and the night noble (the 課 alone are surveyed with both)
    parts: tuple[str, ...]
    transmissions: tuple[str, str]   # under the default, under the other value
    noble_ground: tuple[str, str]


@dataclass(frozen=True)
class Reach:
    """An option's value against the default: the charts it changes among those surveyed (none for MOMENT)."""

    option: str
    value: str
    over: str
    changes: tuple[Change, ...]

    @property
    def total(self) -> int:
        return TOTALS.get(self.over, 0)

    @property
    def ke_changed(self) -> int:
        """How many of the 720 課 change (under either noble, in any month or at any hour)."""
        return len({(change.day, (BRANCHES.index(change.general) - BRANCHES.index(change.hour)) % 12)
                    for change in self.changes})

    @property
    def charts_changed(self) -> int:
        """How many of the charts surveyed change: 課 × month or 課 × hour (課 with either noble: ke_changed)."""
        return self.ke_changed if self.over == KE else len(self.changes)


def surveyed_over(option: str, value: str) -> str:
    return MOMENT if (option, value) in NEEDS_A_MOMENT else SURVEYED_OVER[option]


def _charts(over: str, options: Options) -> Iterator[Chart]:
    """The charts an option is surveyed over, in cycle order, built under the options."""
    for ke in all_ke(DEFAULT_OPTIONS):
        day = (ke.day_stem, ke.day_branch)
        if over == KE:
            for daytime in (True, False):
                yield chart_from_ke(day, (EXAMPLE_HOUR + ke.k) % 12, EXAMPLE_HOUR, options=options, daytime=daytime)
        elif over == KE_MONTH:
            for month in range(12):
                yield chart_from_ke(day, (EXAMPLE_HOUR + ke.k) % 12, EXAMPLE_HOUR, options=options, month=month)
        else:
            for hour in range(12):
                yield chart_from_ke(day, (hour + ke.k) % 12, hour, options=options)


# Names made once: some 23,000 changes are kept, and a string cut from BRANCHES is a new object each time.
_BRANCH: Final = tuple(BRANCHES)
_DAY: Final = {(stem, branch): STEMS[stem] + BRANCHES[branch] for stem in range(10) for branch in range(12)}


def _transmissions(chart: Chart) -> str:
    return sys.intern("".join(_BRANCH[b] for b in chart.transmissions.branches))


def _change(before: Chart, after: Chart) -> Change | None:
    parts = tuple(name for name, part in PARTS.items() if part(before) != part(after))
    if not parts:
        return None
    return Change(
        _DAY[before.day_stem, before.day_branch], _BRANCH[before.monthly_general], _BRANCH[before.query_hour],
        None if before.month_branch is None else _BRANCH[before.month_branch], before.daytime, parts,
        (_transmissions(before), _transmissions(after)),
        (_BRANCH[before.generals.noble_ground], _BRANCH[after.generals.noble_ground]))


@cache
def reach(option: str, value: str) -> Reach:
    """The charts an option's value changes against the defaults (the other options at theirs); computed once."""
    spec = SPEC_BY_NAME[option]
    if value not in spec.values:
        raise KeyError(value)
    over = surveyed_over(option, value)
    if over == MOMENT or value == spec.default:
        return Reach(option, value, over, ())
    other = replace(DEFAULT_OPTIONS, **{option: value})
    found = [_change(before, after) for before, after in zip(_charts(over, DEFAULT_OPTIONS), _charts(over, other))]
    if over == KE:
        found = [change for day, night in zip(found[::2], found[1::2]) for change in _with_either_noble(day, night)]
    return Reach(option, value, over, tuple(change for change in found if change is not None))


def _with_either_noble(day: Change | None, night: Change | None) -> tuple[Change | None, ...]:
    """A 課's changes with the day and the night noble: one where they are the same and touch no general."""
    if day and night and day.parts == night.parts and day.transmissions == night.transmissions \
            and "generals" not in day.parts:
        return (replace(day, daytime=None),)
    return day, night
