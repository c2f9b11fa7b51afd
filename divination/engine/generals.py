"""The twelve generals and the noble (十二天將, 貴人; docs/engine-rules.md §4)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .errors import ChartInputError
from .messages import _

GENERALS: Final = ("貴人", "螣蛇", "朱雀", "六合", "勾陳", "青龍", "天空", "白虎", "太常", "玄武", "太陰", "天后")
# 貴人 by day stem 甲…癸, (day, night); each table's song and source in NOBLE_SONGS (docs/engine-rules.md §4).
NOBLE_TABLES: Final = {
    # 甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎: the first animal by day, the second by night.
    "jiawugeng": ((1, 7), (0, 8), (11, 9), (11, 9), (1, 7), (0, 8), (1, 7), (6, 2), (5, 3), (5, 3)),
    # 協紀辨方書: only 甲 differs, day 未 night 丑.
    "xieji": ((7, 1), (0, 8), (11, 9), (11, 9), (1, 7), (0, 8), (1, 7), (6, 2), (5, 3), (5, 3)),
    # 甲羊戊庚牛，乙猴己鼠求，丙雞丁豬位，壬兔癸蛇游，六辛逢虎上: the song's animal by day, its pair by night.
    "jiayang": ((7, 1), (8, 0), (9, 11), (11, 9), (1, 7), (0, 8), (1, 7), (2, 6), (3, 5), (5, 3)),
}
NOBLE_SONGS: Final = {
    "jiawugeng": ("甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎", "六壬大全 卷一; 六壬斷案"),
    "xieji": ("甲羊，戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎", "協紀辨方書"),
    "jiayang": ("甲羊戊庚牛，乙猴己鼠求，丙雞丁豬位，壬兔癸蛇游，六辛逢虎上",
                "the full 甲羊戊庚牛 song (one animal a stem: by day; by night the other of its pair)"),
}
# The generals run forward when the noble stands on earth 亥子丑寅卯辰, backward on 巳午未申酉戌.
FORWARD_GROUND: Final = frozenset({11, 0, 1, 2, 3, 4})

DAY_HOURS: Final = frozenset(range(3, 9))  # 卯 to 申 hours are day (docs/engine-rules.md §1, default)
# 占事略決 「從寅至酉為旦」: 寅 to 酉 hours are day (daynight "zhanshi").
DAWN_HOURS: Final = frozenset(range(2, 10))


@dataclass(frozen=True, slots=True)
class GeneralPlacement:
    """Where the noble stands and which general rides each heaven-plate branch."""

    noble: int             # heaven-plate branch carrying 貴人
    noble_ground: int      # the earth branch under it
    forward: bool          # 順 (True) or 逆
    daytime: bool          # which noble, day (晝) or night (夜)
    on_branch: tuple[int, ...]  # heaven branch → general index

    def branch_of(self, general: int) -> int:
        return self.on_branch.index(general)


def is_daytime_hour(query_hour: int, daynight: str = "hours") -> bool:
    """The common rule: 卯 to 申 hours use the day noble; 占事略決's (daynight "zhanshi"): 寅 to 酉."""
    return query_hour in (DAWN_HOURS if daynight == "zhanshi" else DAY_HOURS)


@lru_cache(maxsize=1024, typed=True)  # 10 stems × 12 placements × day or night × 3 tables
def place_generals(day_stem: int, k: int, daytime: bool, table: str) -> GeneralPlacement:
    """The noble on its branch, the others following it forward or backward (docs/engine-rules.md §4)."""
    try:
        noble = NOBLE_TABLES[table][day_stem][0 if daytime else 1]
    except KeyError:
        raise ChartInputError(_("No noble table 「%(table)s」."), "noble", table=table) from None
    ground = (noble - k) % 12
    forward = ground in FORWARD_GROUND
    step = 1 if forward else -1
    on_branch = [0] * 12
    for general in range(12):
        on_branch[(noble + step * general) % 12] = general
    return GeneralPlacement(noble, ground, forward, daytime, tuple(on_branch))
