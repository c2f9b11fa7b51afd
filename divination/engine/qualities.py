"""Kin, life stages and the month's 旺相休囚死, each relative to the day stem or the month.

六親 (docs/engine-rules.md §4), 十二長生 (docs/pattern-rules.md §2, A-CS; earth_growth and life_order: docs/engine-rules.md §4),
旺相休囚死 (docs/pattern-rules.md §2, S5; earth_month: docs/engine-rules.md §4).
"""
from __future__ import annotations

from typing import Final

from .cycles import EARTH, FIRE, METAL, WATER, WOOD, generates, overcomes

# 六親, in the order the rule names them: what generates the stem, the same, what it generates, what it
# overcomes, what overcomes it.
KIN: Final = ("父母", "兄弟", "子孫", "妻財", "官鬼")
PARENTS, SIBLINGS, OFFSPRING, WEALTH, OFFICER = KIN


def kin(element: int, of_element: int) -> str:
    """六親 of an element relative to the day stem's element."""
    if generates(element, of_element):
        return PARENTS
    if element == of_element:
        return SIBLINGS
    if generates(of_element, element):
        return OFFSPRING
    if overcomes(of_element, element):
        return WEALTH
    return OFFICER


LIFE_STAGES: Final = ("長生", "沐浴", "冠帶", "臨官", "帝旺", "衰", "病", "死", "墓", "絕", "胎", "養")
# 長生 of each element: 木亥 火寅 金巳 水申; earth follows fire (寅) or water (申) by school (A-CS).
GROWTH_START: Final = {WOOD: 11, FIRE: 2, METAL: 5, WATER: 8}
EARTH_GROWTH: Final = {"water": 8, "fire": 2}


def life_stage(branch: int, element: int, earth_growth: str, yin_backward: bool = False) -> str:
    """十二長生 stage of a branch for an element, counted forward from its 長生 (yin stems too: xj:L119).

    `yin_backward` (陽順陰逆, for a yin stem): the 長生 is the yang stem's 死, seven stages on, and the
    stages run backward (乙 長生午 帝旺寅; docs/engine-rules.md §4).
    """
    start = EARTH_GROWTH[earth_growth] if element == EARTH else GROWTH_START[element]
    if yin_backward:
        return LIFE_STAGES[(start + 7 - branch) % 12]
    return LIFE_STAGES[(branch - start) % 12]


SEASON_STATES: Final = ("旺", "相", "休", "囚", "死")
# The month's ruling element by 月建 with whole 季 months earth (R-SEASON S5, gloss jw:L117).
MONTH_RULER: Final = (WATER, EARTH, WOOD, WOOD, EARTH, FIRE, FIRE, EARTH, METAL, METAL, EARTH, WATER)
# 占事略決: only 未 (季夏) is earth's; 辰 stays with spring's wood, 戌 with autumn's metal, 丑 with winter's water.
MONTH_RULER_WEI: Final = (WATER, WATER, WOOD, WOOD, WOOD, FIRE, FIRE, EARTH, METAL, METAL, METAL, WATER)
MONTH_RULERS: Final = {"four": MONTH_RULER, "wei": MONTH_RULER_WEI}


def seasonal_state(element: int, month_branch: int, earth_month: str = "four") -> str:
    """旺 the ruler, 相 what it generates, 休 what generates it, 囚 what overcomes it, 死 what it overcomes."""
    ruler = MONTH_RULERS[earth_month][month_branch]
    if element == ruler:
        return "旺"
    if generates(ruler, element):
        return "相"
    if generates(element, ruler):
        return "休"
    if overcomes(element, ruler):
        return "囚"
    return "死"
