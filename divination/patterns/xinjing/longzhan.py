"""龍戰 of 大六壬心鏡 (xj:L7, L11): 卯 and 酉, the gates where spring's birth and autumn's killing divide.

註: 「但遇卯酉日占事，或用神立卯酉上，或人行年立卯酉上，即應此卦」 — any one clause; the verse of
xj:L11 (「如今卯酉日占事，行年用起立斯辰」) names the case where all three meet (刑德兩途).
「立…上」 is the branch itself by default, the earth branch under the initial under A-LI.
"""
from __future__ import annotations

from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import MAO_YOU, all_clauses


@remembered
def day_on_gate(f: Facts, s: PatternSettings) -> Outcome | None:
    """卯酉日占事: the day branch is 卯 or 酉."""
    return Outcome(components=("day",)) if f.Z in MAO_YOU else None


@remembered
def initial_on_gate(f: Facts, s: PatternSettings) -> Outcome | None:
    """用神立卯酉上: the initial is 卯 or 酉 (A-LI ground: it stands on 卯 or 酉)."""
    stands = f.down(f.chu) if s.li == "ground" else f.chu
    return Outcome(components=("initial",)) if stands in MAO_YOU else None


@remembered
def travel_year_on_gate(f: Facts, s: PatternSettings) -> Outcome | None:
    """人行年立卯酉上: the 行年 is 卯 or 酉."""
    return Outcome(components=("travel_year",)) if f.N in MAO_YOU else None


dragon_battle = any_of({"xinjing.longzhan.ri": day_on_gate, "xinjing.longzhan.yong": initial_on_gate,
                        "xinjing.longzhan.nian": travel_year_on_gate})


def punishment_and_virtue(f: Facts, s: PatternSettings) -> Outcome | None:
    """刑德兩途俱合此: 卯酉日, and the initial and the 行年 on 卯酉 as well."""
    return all_clauses(f, s, day_on_gate, initial_on_gate, travel_year_on_gate)


_READING = "離會隱見之兆：燕去燕來，雷收雷發。"

ENTRIES = (
    make_entry("xinjing.longzhan", ("龍戰",), "xj:L7/L9", "C,XN", "extra+ambiguous", _READING,
                  "龍戰元黃二八門", dragon_battle),
    make_entry("xinjing.longzhan.ri", ("龍戰·卯酉日", "龍戰"), "xj:L7/L9", "C", "simple", _READING,
                  "但遇卯酉日占事", day_on_gate),
    make_entry("xinjing.longzhan.yong", ("龍戰·用神立卯酉", "龍戰"), "xj:L7/L9", "C", "ambiguous", _READING,
                  "或用神立卯酉上", initial_on_gate),
    make_entry("xinjing.longzhan.nian", ("龍戰·行年立卯酉", "龍戰"), "xj:L7/L9", "C,XN", "extra+ambiguous",
                  _READING, "或人行年立卯酉上", travel_year_on_gate),
    make_entry("xinjing.longzhan.xingde", ("龍戰·刑德兩途 (卯酉日 + 行年 + 用)", "刑德兩途"), "xj:L11/L13", "C,XN",
                  "extra+ambiguous", "出南入北忌曹迍；行人進退疑惑，兄弟乖張，妻不親。",
                  "如今卯酉日占事，行年用起立斯辰", punishment_and_virtue),
)
