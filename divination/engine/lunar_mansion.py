"""月宿, the moon's mansion of a lunar day, by the rule of 大六壬心鏡 (xj:L83), and its palace.

「正月室，二月奎，三月胃，四月畢，五月參，六月鬼，七月張，八月角，九月氐，十月心，十一月斗，十二月虛。
每月初一日移宿起，加值奎井張翼氐宿，皆留一日」 (docs/pattern-rules.md §2; the prose table, not the song:
§6 item 45). A leap month starts like the month it repeats (A-LEAP).
"""
from __future__ import annotations

from typing import Final

MANSIONS: Final = "角亢氐房心尾箕斗牛女虛危室壁奎婁胃昴畢觜參井鬼柳星張翼軫"

# 「加值奎井張翼氐宿，皆留一日」: these five hold for two days.
TWO_DAY_MANSIONS: Final = frozenset("奎井張翼氐")

# The mansion of 初一 in lunar months 1 … 12.
MONTH_START: Final = "室奎胃畢參鬼張角氐心斗虛"

# PALACE (docs/pattern-rules.md §2): the branch each mansion belongs to.
PALACE: Final = {
    mansion: branch
    for branch, mansions in enumerate(("女虛危", "斗牛", "尾箕", "氐房心", "角亢", "翼軫", "柳星張", "井鬼", "觜參", "胃昴畢", "奎婁", "室壁"))
    for mansion in mansions
}

# The mansions day by day: each once, the five that stay twice (33 days to the round).
_DAILY: Final = "".join(m * 2 if m in TWO_DAY_MANSIONS else m for m in MANSIONS)


def moon_mansion(lunar_month: int, lunar_day: int) -> str:
    """Count from the month's starting mansion on 初一, one step a day (正月十五 → 星)."""
    return _DAILY[(_DAILY.index(MONTH_START[lunar_month - 1]) + lunar_day - 1) % len(_DAILY)]
