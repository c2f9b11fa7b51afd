"""魄化 of 大六壬心鏡 (xj:L135, L139): 白虎 rides the month's 死神 on 日上, 辰上 or the 行年.

死神: 正月 巳, one branch forward each month (註 xj:L135). The two worked charts: 二月 甲戌日 寅時 戌將
(午, the 死神 of 二月, is the 陰神 of 甲 and 支上, carrying 白虎 — which needs the day noble at a 寅
hour, A-GUI) and 六月 壬戌日 未時 午將 (戌 on 壬 carries 白虎, the 死神 of 六月). xj:L139 reads the
initial's lesson: 陽 (lessons 1, 3) 憂男, 陰 憂女; 上克下 外喪, 下賊上 內喪; 行年 under 魁罡 自身喪.
"""
from __future__ import annotations

from typing import Final

from divination.patterns.facts import SHANG_KE, XIA_ZEI, Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import (
    CHEN,
    XU,
    all_clauses,
    branch,
    extended,
    general,
    monthly_spirit,
    uppers_holding,
)

YANG_LESSONS: Final = frozenset({1, 3})
YIN_LESSONS: Final = frozenset({2, 4})


def _tiger_on_death_spirit(f: Facts, s: PatternSettings) -> Outcome | None:
    spirit = monthly_spirit(f, "death_spirit")
    return Outcome(components=(branch(spirit), general("白虎"), "month")) if f.gen_on(spirit) == "白虎" else None


def _death_spirit_placed(f: Facts, s: PatternSettings) -> Outcome | None:
    parts = uppers_holding(f, monthly_spirit(f, "death_spirit"), travel_year=True)
    return Outcome(components=parts) if parts else None


def soul_dissolving(f: Facts, s: PatternSettings) -> Outcome | None:
    """若與死神相會合，日辰年上見災迍: 白虎 on the 死神, which stands on 日上, 辰上 or the 行年."""
    return all_clauses(f, s, _tiger_on_death_spirit, _death_spirit_placed)


def initial_from(lessons: frozenset[int]) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        found = soul_dissolving(f, s) if f.chu_src in lessons else None
        return extended(found, "initial", f"lesson:{f.chu_src}") if found else None

    test.__doc__ = f"魄化, the initial from lesson {' or '.join(map(str, sorted(lessons)))}."
    return test


def initial_lesson_rule(rule: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        found = soul_dissolving(f, s) if f.chu_src is not None and f.rel(f.chu_src) == rule else None
        return extended(found, "initial", f"lesson:{f.chu_src}") if found else None

    test.__doc__ = f"魄化, the initial from a lesson whose rule is {rule}."
    return test


def travel_year_under_kui_gang(f: Facts, s: PatternSettings) -> Outcome | None:
    """行年若遇魁罡立: 魄化, and 辰 or 戌 stands on the 行年 (自身喪)."""
    found = soul_dissolving(f, s)
    if found and f.upN in (CHEN, XU):
        return extended(found, "travel_year")
    return None


ENTRIES = (
    make_entry("xinjing.pohua", ("魄化 / 魂魄化 (白虎 + 死神)", "魄化", "魂魄化"), "xj:L135/L137", "C,MB,XN",
                  "extra+ambiguous", "遇此即為魂魄化，縱教無病也昏沉；虎怕相兼作害深。", "遇此即為魂魄化",
                  soul_dissolving),
    make_entry("xinjing.pohua.nan", ("魄化·用在陽 (憂男)", "魄化"), "xj:L139/L141", "C,MB,XN", "extra+ambiguous",
                  "憂男", "用在陽憂男", initial_from(YANG_LESSONS)),
    make_entry("xinjing.pohua.nv", ("魄化·用在陰 (憂女)", "魄化"), "xj:L139/L141", "C,MB,XN", "extra+ambiguous",
                  "憂女", "用在陰憂女", initial_from(YIN_LESSONS)),
    make_entry("xinjing.pohua.waisang", ("魄化·上克下 (外喪)", "魄化"), "xj:L139/L141", "C,MB,XN",
                  "extra+ambiguous", "外喪", "上克下外喪", initial_lesson_rule(SHANG_KE)),
    make_entry("xinjing.pohua.neisang", ("魄化·下賊上 (內喪)", "魄化"), "xj:L139/L141", "C,MB,XN",
                  "extra+ambiguous", "內喪", "下賊上內喪", initial_lesson_rule(XIA_ZEI)),
    make_entry("xinjing.pohua.zishen", ("魄化·行年在魁罡下 (自身喪)", "魄化"), "xj:L139/L141", "C,MB,XN",
                  "extra+ambiguous", "自身喪", "行年在魁罡下，自身喪也", travel_year_under_kui_gang),
)
