"""寡宿 / 孤辰 of 大六壬心鏡 (xj:L3): the initial transmission is void (發用空亡).

The void branches of the decade are the 孤辰 "on earth"; the mansions of their palaces are the 寡宿
"in heaven" (甲戌旬: 申酉, 觜參 胃昴畢). Void triggers this pattern, so no void rule suppresses it.
"""
from __future__ import annotations

from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import branch


def initial_void(f: Facts, s: PatternSettings) -> Outcome | None:
    """「發用當知六甲旬」: the 用神 is one of the decade's two void branches (A-VOID2: or sits on one)."""
    if not f.void(f.chu):
        return None
    return Outcome(components=("initial", *(branch(x) for x in f.XK)))


ENTRIES = (
    make_entry(
        "xinjing.guasu_guchen", ("寡宿 / 孤辰 (發用空亡)", "寡宿", "孤辰"), "xj:L3/L5", "C", "simple",
        "孤獨離桑梓，財物虛無，伴不親；官位宜改動；出行防盜；所聞皆非實；疾病遭官不害身。",
        "居天寡宿地孤辰，發用當知六甲旬", initial_void,
    ),
)
