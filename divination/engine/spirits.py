"""The spirits (神煞) the pattern catalog needs, each placed by the rule its source gives.

Monthly spirits count the month m by 月建 (寅月 = 1; A-MONTH); docs/pattern-rules.md §2 cites each rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cycles import STEM_LODGING
from .relations import post_horse

# 日德 (docs/pattern-rules.md §2, xj:L27 「乙德在庚」, xj:L31 「癸德在戊」): the stem whose lodging is the day's virtue.
VIRTUE_STEM: Final = (0, 6, 2, 8, 4, 0, 6, 2, 8, 4)


@dataclass(frozen=True, slots=True)
class Spirit:
    key: str       # code name (glossary)
    name: str      # 中文
    branch: int
    rule: str      # the rule in one line, with its source


def month_number(month_branch: int) -> int:
    """正月 = 寅月 = 1 … 十二月 = 丑月 = 12."""
    return (month_branch - 2) % 12 + 1


def heaven_net(day_stem: int) -> int:
    """天羅: the branch after the stem's lodging (xj:L159 「日前一辰天羅殺」)."""
    return (STEM_LODGING[day_stem] + 1) % 12


def earth_net(day_stem: int) -> int:
    """地網: the clash of 天羅 (xj:L159 「對沖名為地網神」)."""
    return (STEM_LODGING[day_stem] + 7) % 12


def day_spirits(day_stem: int, day_branch: int) -> list[Spirit]:
    """Spirits fixed by the day: 驛馬, 天羅, 地網, 日德."""
    virtue = VIRTUE_STEM[day_stem]
    return [
        Spirit("post_horse", "驛馬", post_horse(day_branch), "申子辰 寅, 寅午戌 申, 巳酉丑 亥, 亥卯未 巳 (by the day branch)"),
        Spirit("heaven_net", "天羅", heaven_net(day_stem), "the branch after the stem's lodging (xj:L159)"),
        Spirit("earth_net", "地網", earth_net(day_stem), "the clash of 天羅 (xj:L159)"),
        Spirit("day_virtue", "日德", STEM_LODGING[virtue], "甲己甲 乙庚庚 丙辛丙 丁壬壬 戊癸戊, at its lodging (xj:L27, L31)"),
    ]


def month_spirits(month_branch: int) -> list[Spirit]:
    """Spirits that move with the month (docs/pattern-rules.md §2, from the 註文 of 心鏡)."""
    m = month_number(month_branch)
    return [
        Spirit("death_spirit", "死神", (5 + m - 1) % 12, "正月 巳, one forward each month (xj:L135)"),
        Spirit("wandering_soul", "游魂", (11 + m - 1) % 12, "正月 亥, one forward each month (xj:L147)"),
        Spirit("mourning_gate", "喪門", (7, 4, 1, 10)[(m - 1) % 4], "未 辰 丑 戌 in turn from 正月 (xj:L151)"),
        Spirit("heaven_ghost", "天鬼", (9, 6, 3, 0)[(m - 1) % 4], "酉 午 卯 子 in turn from 正月 (xj:L155)"),
        Spirit("great_time", "大時", (3 + m - 1) % 12, "正月 卯, one forward each month (xj:L79 註)"),
        Spirit("small_time", "小時", (3, 0, 9, 6)[(m - 1) % 4], "卯 子 酉 午 in turn from 正月 (xj:L79 註)"),
    ]
