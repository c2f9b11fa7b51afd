"""天網 of 大六壬心鏡 (xj:L111): 「用起並時同剋日」, the initial and the hour both 克 the day stem.

Both worked examples (庚辛日午時, 午 發用; 甲乙日申時, 傳送 發用) have the hour as the initial; that
strict reading is A-STRICT-FAYONG strict.
"""
from __future__ import annotations

from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import overcomes_stem


def hour_and_initial_overcome_stem(f: Facts, s: PatternSettings) -> Outcome | None:
    """天網四張: the hour and the initial 克 the day stem."""
    if not (overcomes_stem(f, f.T) and overcomes_stem(f, f.chu)):
        return None
    if s.fayong == "strict" and f.chu != f.T:
        return None
    return Outcome(components=("hour", "initial", "stem"))


ENTRIES = (
    make_entry("xinjing.tianwang", ("天網",), "xj:L111/L113", "C", "simple",
                  "天網四張，萬物盡傷；消息天官斷客心。", "用起並時同剋日，天網四張災禍臨", hour_and_initial_overcome_stem),
)
