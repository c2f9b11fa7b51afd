"""贅婿 of 大六壬心鏡 (xj:L19): stem and branch change places and the lodger is held down (卑被尊制).

註: 「今日干加克支辰，或支辰加日被克為用」, with 程偉堂's notes: the first case (the stem's lodging
rides the branch and 克s it) is 「如婿寄在妻家住」, the second (the branch rides the stem and is 克ed)
「若嫁男適就人」. Both are 發用. The 克 is the stem's own element (§2.1). The reading follows the
editors' emendations (卑被尊制 許本; 抑勒, 天官 郭本), hence the flag 校改.
"""
from __future__ import annotations

from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import stem_overcomes

EMENDED = ("校改",)


@remembered
def stem_rides_branch(f: Facts, s: PatternSettings) -> Outcome | None:
    """日干加支克支 為用: 支上 is the lodging, the stem 克s the day branch, and 支上 is the initial."""
    if f.zhishang == f.G and stem_overcomes(f, f.Z) and f.chu == f.zhishang:
        return Outcome(components=("lesson:3", "initial"), flags=EMENDED)
    return None


@remembered
def branch_rides_stem(f: Facts, s: PatternSettings) -> Outcome | None:
    """支辰加日被克 為用: 干上 is the day branch, the stem 克s it, and 干上 is the initial."""
    if f.ganshang == f.Z and stem_overcomes(f, f.Z) and f.chu == f.ganshang:
        return Outcome(components=("lesson:1", "initial"), flags=EMENDED)
    return None


son_in_law = any_of({"xinjing.zhuixu.jiqi": stem_rides_branch, "xinjing.zhuixu.jiaren": branch_rides_stem})


ENTRIES = (
    make_entry("xinjing.zhuixu", ("贅婿",), "xj:L19/L21", "C", "ambiguous",
                  "意欲所為全不肯，心懷不願抑勒；凶災吉慶皆主內；以天官(天將)決事因。", "贅婿日干加克辰，辰來加日制其身",
                  son_in_law),
    make_entry("xinjing.zhuixu.jiqi", ("贅婿·日干加支克支 (如婿寄在妻家)", "贅婿"), "xj:L19/L21", "C", "ambiguous",
                  "如婿寄在妻家住", "如婿寄在妻家住", stem_rides_branch),
    make_entry("xinjing.zhuixu.jiaren", ("贅婿·支加干被克 (若嫁男適就人)", "贅婿"), "xj:L19/L21", "C", "ambiguous",
                  "若嫁男適就人", "若嫁拎男適就人", branch_rides_stem),
)
