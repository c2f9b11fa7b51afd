"""The spirits (神煞) a chart places, by group: the year, the month, the day stem, the day branch and the
palace table of the month (the package's docstring says which texts and rows). Every group is a table
look-up, memoised by its inputs: a chart's spirits cost a few dictionary reads."""
from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Final, NamedTuple

from divination.engine.cycles import BRANCHES
from divination.engine.messages import Message, _
from divination.engine.spirits import earth_net, month_number, month_spirits

from .day import DAY_BRANCH_ROWS, DAY_STEM_ROWS
from .month import MONTH_ROWS
from .palaces import MISPRINTS, MONTHLY_TABLE, PALACE_KEYS, RUN_TOGETHER, SPELLINGS
from .rows import (
    AUSPICIOUS,
    DAY_BRANCH,
    DAY_STEM,
    GROUP_TITLES,
    GROUPS,
    INAUSPICIOUS,
    MONTH,
    NEUTRAL,
    PALACE,
    YEAR,
    YEAR_STEM,
    Row,
)
from .year import YEAR_ROWS

__all__ = ["GROUPS", "GROUP_TITLES", "NATURES", "ROWS", "PlacedSpirit", "SpiritKey", "chart_spirits", "moved_spirits",
           "placed_parts", "placed_spirits", "placed_spirits_json", "AUSPICIOUS", "INAUSPICIOUS", "NEUTRAL"]

NATURES: Final = (AUSPICIOUS, INAUSPICIOUS, NEUTRAL)
ROWS: Final = (*YEAR_ROWS, *MONTH_ROWS, *DAY_STEM_ROWS, *DAY_BRANCH_ROWS)
ROW_BY_KEY: Final = {row.key: row for row in ROWS}
# 心鏡 註 (xj:L79): 大時 正月卯 forward, 小時 卯子酉午; the rows 六壬大全 prints differently (option dashi).
XINJING_TIMES: Final = {"great_time": _("大時 正月卯, one forward each month (心鏡 xj:L79 註)"),
                        "small_time": _("小時 卯 子 酉 午 in turn from 正月 (心鏡 xj:L79 註)")}


@dataclass(frozen=True, slots=True, eq=False)
class PlacedSpirit:
    """A spirit on its palaces. Compared and hashed by identity: each is made once, by a memoised table
    look-up, so the page can memoise what it builds from one (divination/builder/spirits.py)."""

    key: str
    name: str
    group: str
    nature: str
    branches: tuple[int, ...]
    source: str | Message        # said in the reader's language by the page, in English by str()
    note: Message | None = None
    anchor: str = ""           # the row's anchor on the spirits page (docs/spirits.md's row)

    @property
    def branch_names(self) -> str:
        """Its branches as the page writes them: 申酉."""
        return "".join(BRANCHES[b] for b in self.branches)

    def to_dict(self) -> dict:
        where = ({"branch": BRANCHES[self.branches[0]]} if len(self.branches) == 1
                 else {"branches": tuple(BRANCHES[b] for b in self.branches)})
        return {"key": self.key, "name": self.name, **where, "group": self.group, "nature": self.nature,
                "source": str(self.source), **({"note": str(self.note)} if self.note else {})}


def _placed(row: Row, index: int, emended: bool) -> PlacedSpirit | None:
    branch = row.places(emended)[index]
    if branch is None:
        return None
    return PlacedSpirit(row.key, row.name, row.group, row.nature, (branch,), row.source, _note(row, emended), row.key)


def _note(row: Row, emended: bool) -> Message | None:
    """A row's note for the reader: why, and on a damaged row which of its readings placed the spirit."""
    note = Message(row.note) if isinstance(row.note, str) else row.note
    if row.emended is None:
        return note
    reading = "校改" if emended else "依底本"
    return Message(_("%(reading)s: %(note)s"), {"reading": reading, "note": note}) if note else Message(reading)


def _rows_at(rows, by: dict[str, int], emended: bool) -> tuple[PlacedSpirit, ...]:
    found = (_placed(row, by[row.read_by], emended) for row in rows if row.read_by in by)
    return tuple(spirit for spirit in found if spirit is not None)


@cache
def year_spirits(year_branch: int, year_stem: int, emended: bool) -> tuple[PlacedSpirit, ...]:
    return _rows_at(YEAR_ROWS, {YEAR: year_branch, YEAR_STEM: year_stem}, emended)


@cache
def day_spirits(day_stem: int, day_branch: int, emended: bool) -> tuple[PlacedSpirit, ...]:
    xinjing = PlacedSpirit("earth_net", "地網", DAY_STEM, INAUSPICIOUS, (earth_net(day_stem),),
                           _("心鏡 xj:L159 「對沖名為地網神」: the clash of 天羅"), None, "earth_net")
    return (*_rows_at(DAY_STEM_ROWS, {DAY_STEM: day_stem}, emended), xinjing,
            *_rows_at(DAY_BRANCH_ROWS, {DAY_BRANCH: day_branch}, emended))


@cache
def month_group(month_branch: int, emended: bool, dashi: str) -> tuple[PlacedSpirit, ...]:
    """月令雜列 by 月建, 大時 and 小時 by the option dashi, and 心鏡's 喪門 of the month."""
    m = month_number(month_branch) - 1
    found = list(_rows_at(MONTH_ROWS, {MONTH: m}, emended))
    xinjing = {s.key: s.branch for s in month_spirits(month_branch)}
    if dashi != "common":
        found = [PlacedSpirit(s.key, s.name, MONTH, s.nature, (xinjing[s.key],), XINJING_TIMES[s.key], s.note, s.key)
                 if s.key in XINJING_TIMES else s for s in found]
    found.append(PlacedSpirit("mourning_gate", "喪門", MONTH, INAUSPICIOUS, (xinjing["mourning_gate"],),
                              _("心鏡 xj:L151: 喪門 未 辰 丑 戌 in turn from 正月 (the month's, not 六壬大全's of the year)"),
                              None, "mourning_gate"))
    return tuple(found)


def _names_on(line: str, emended: bool) -> list[str]:
    names = []
    for printed in line.split():
        for name in RUN_TOGETHER.get(printed, (printed,)):
            name = MISPRINTS.get(name, name) if emended else name
            names.append(SPELLINGS.get(name, name))
    return names


ROW_NAMES: Final = frozenset(row.name for row in MONTH_ROWS)


def _palace_nature() -> dict[str, str]:
    """Each table spirit's line (吉 or 凶) over the twelve months: the line it stands on most."""
    lines: Counter[tuple[str, bool]] = Counter()
    for palaces in MONTHLY_TABLE.values():
        for _palace, good, bad in palaces:
            lines.update((name, True) for name in _names_on(good, False))
            lines.update((name, False) for name in _names_on(bad, False))
    return {name: AUSPICIOUS if lines[name, True] > lines[name, False] else INAUSPICIOUS for name, _ in lines}


PALACE_NATURE: Final = _palace_nature()


@cache
def palace_group(month_branch: int, emended: bool) -> tuple[PlacedSpirit, ...]:
    """The month's 逐月 table, the names no 月令雜列 row places, each on every palace it stands on."""
    m = month_number(month_branch)
    on: dict[str, list[int]] = {}
    for palace, good, bad in MONTHLY_TABLE[m]:
        for name in _names_on(good, emended) + _names_on(bad, emended):
            if name not in ROW_NAMES:
                on.setdefault(name, []).append(BRANCHES.index(palace))
    source = f"六壬大全 卷一 逐月神煞 {MONTH_NAMES[m - 1]}"
    placed = {name: tuple(dict.fromkeys(branches)) for name, branches in on.items()}
    return tuple(PlacedSpirit("zhuyue_" + PALACE_KEYS[name], name, PALACE, PALACE_NATURE.get(name, INAUSPICIOUS),
                              branches, Message(_("%(source)s: %(name)s on %(branches)s"), {
                                  "source": source, "name": name, "branches": "".join(BRANCHES[b] for b in branches)}),
                              None,
                              f"zhuyue-{m}") for name, branches in placed.items())


MONTH_NAMES: Final = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月")


def _groups(day_stem: int, day_branch: int, month_branch: int | None, year: tuple[int, int] | None,
            emended: bool, dashi: str) -> list[tuple[Callable[..., tuple[PlacedSpirit, ...]], tuple]]:
    """Each group's table look-up and its inputs, in the order of docs/spirits.md's groups."""
    found: list[tuple[Callable[..., tuple[PlacedSpirit, ...]], tuple]] = []
    if year is not None:
        found.append((year_spirits, (year[1], year[0], emended)))
    if month_branch is not None:
        found.append((month_group, (month_branch, emended, dashi)))
    found.append((day_spirits, (day_stem, day_branch, emended)))
    if month_branch is not None:
        found.append((palace_group, (month_branch, emended)))
    return found


def chart_spirits(*, day_stem: int, day_branch: int, month_branch: int | None, year: tuple[int, int] | None,
                  emended: bool, dashi: str) -> list[PlacedSpirit]:
    """Every spirit a chart with these inputs places, in the order of docs/spirits.md's groups."""
    return [spirit for group, inputs in _groups(day_stem, day_branch, month_branch, year, emended, dashi)
            for spirit in group(*inputs)]


class SpiritKey(NamedTuple):
    """What a chart's spirits depend on (Chart.spirit_key): the tables' inputs and the two mansions of 心鏡."""

    day_stem: int
    day_branch: int
    month_branch: int | None
    year: tuple[int, int] | None      # (stem, branch) of the year, by the chart's year boundary
    emended: bool                     # spirit_text "emended"
    dashi: str
    monthly_general: int              # 日宿 (心鏡 xj:L83 註)
    moon: tuple[int, str] | None      # 月宿: its palace and name, for a chart from a moment


@cache
def _mansions(key_sun: int, moon: tuple[int, str] | None) -> tuple[PlacedSpirit, ...]:
    """日宿 and 月宿 (心鏡 xj:L83): the monthly general's palace, and the moon's by the lunar day."""
    return (_sun_mansion(key_sun),) if moon is None else (_sun_mansion(key_sun), _moon_mansion(moon))


# Each mansion made once, not once per pairing of the two: a new day pairs its moon with the month's general
# afresh, and the page builds a spirit's link once per spirit made (divination/builder/spirits.py).
@cache
def _sun_mansion(key_sun: int) -> PlacedSpirit:
    return PlacedSpirit("sun_mansion", "日宿", MONTH, NEUTRAL, (key_sun,), _("心鏡 xj:L83 註: 日宿 is the monthly general"),
                        None, "sun_mansion")


@cache
def _moon_mansion(moon: tuple[int, str]) -> PlacedSpirit:
    return PlacedSpirit("moon_mansion", "月宿", MONTH, NEUTRAL, (moon[0],),
                        Message(_("心鏡 xj:L83: 月宿 %(mansion)s by the lunar day"), {"mansion": moon[1]}),
                        None, "moon_mansion")


def _inputs(key: SpiritKey) -> list[tuple[Callable[..., tuple[PlacedSpirit, ...]], tuple]]:
    return _groups(key.day_stem, key.day_branch, key.month_branch, key.year, key.emended, key.dashi)


def placed_spirits(key: SpiritKey) -> list[PlacedSpirit]:
    """Every spirit of a chart, in the order of docs/spirits.md's groups, 日宿 and 月宿 last."""
    return [spirit for part in placed_parts(key) for spirit in part]


def placed_parts(key: SpiritKey) -> list[tuple[PlacedSpirit, ...]]:
    """`placed_spirits` as its table look-ups give it, a tuple each (the year's, the month's, the day's, the 逐月
    table's, the mansions): each the same tuple for the same inputs, so what is built from one can be kept per
    part, and a chart of a new day shares its year's and month's with every other chart of them."""
    return [group(*inputs) for group, inputs in _inputs(key)] + [_mansions(key.monthly_general, key.moon)]


@cache
def _group_json(group: Callable[..., tuple[PlacedSpirit, ...]], inputs: tuple) -> tuple[dict, ...]:
    return tuple(spirit.to_dict() for spirit in group(*inputs))


def placed_spirits_json(key: SpiritKey) -> list[dict]:
    """placed_spirits as JSON. The dicts are built once per group and shared between charts: read them only."""
    return ([row for group, inputs in _inputs(key) for row in _group_json(group, inputs)]
            + [spirit.to_dict() for spirit in _mansions(key.monthly_general, key.moon)])


def placed_spirits_json_text(key: SpiritKey) -> str:
    """`json.dumps(placed_spirits_json(key), ensure_ascii=False)`, each group's text written once: the spirits
    are most of a chart's JSON, and a fresh chart shares each group with many others."""
    parts = [_group_text(group, inputs) for group, inputs in _inputs(key)]
    parts.append(_mansions_text(key.monthly_general, key.moon))
    return "[" + ", ".join(part for part in parts if part) + "]"


# Each text is the rows as the items of a JSON list, without its brackets ("" for none).
@cache
def _group_text(group: Callable[..., tuple[PlacedSpirit, ...]], inputs: tuple) -> str:
    return json.dumps(_group_json(group, inputs), ensure_ascii=False)[1:-1]


@cache
def _mansions_text(key_sun: int, moon: tuple[int, str] | None) -> str:
    return json.dumps([spirit.to_dict() for spirit in _mansions(key_sun, moon)], ensure_ascii=False)[1:-1]


def moved_spirits(key: SpiritKey, other: SpiritKey) -> list[tuple[str, str, str]]:
    """The spirits a chart of `key` places elsewhere under `other`'s options (the 逐月 table aside): each one's
    name, its branches under `key` ("—" where it places none) and under `other`, in placed_spirits' order.

    The two keys differ in the options alone, so each group is compared with its own, once per pair of inputs:
    placing both charts whole and comparing them was most of the 神煞 step of a chart of a new day."""
    return [moved for (group, mine), (_, theirs) in zip(_inputs(key), _inputs(other), strict=True) if mine != theirs
            for moved in _moved_in_group(group, mine, theirs)]


@cache
def _moved_in_group(group: Callable[..., tuple[PlacedSpirit, ...]], mine: tuple,
                    theirs: tuple) -> tuple[tuple[str, str, str], ...]:
    where = {spirit.key: spirit.branch_names for spirit in group(*mine)}
    return tuple((spirit.name, where.get(spirit.key, "—"), spirit.branch_names) for spirit in group(*theirs)
                 if spirit.group != PALACE and where.get(spirit.key) != spirit.branch_names)
