"""勵德 of 大六壬心鏡 (xj:L15): the noble stands on 卯 or 酉, the gates of sun and moon.

註: 陰 (lessons 2 and 4, 日辰之陰) must not stand before the noble (必黜退); 陽 (lessons 1 and 3)
must not stand behind it (必遷進). The verse names only 「陰立在前陽處後」; the reverse has no name.
A lesson stands on its lower: lesson 2 on 干上, lesson 4 on 支上, lesson 1 on the lodging, 3 on the day branch.
"""
from __future__ import annotations

from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import MAO_YOU, general


def noble_on_gate(f: Facts, s: PatternSettings) -> Outcome | None:
    """「天乙此時俱上立」: 註 天乙立卯酉上, the noble's earth branch is 卯 or 酉."""
    return Outcome(components=(general("貴人"),)) if f.gpos("貴人") in MAO_YOU else None


def yin_before_yang_behind(f: Facts, s: PatternSettings) -> Outcome | None:
    """陰立在前陽處後: on 勵德, lessons 2 and 4 before the noble, lessons 1 and 3 behind it.

    The 日 pair (lessons 1, 2) and the 辰 pair (3, 4) are read together (R-PAIR); under A-PAIR each,
    one pair alone is a partial match.
    """
    if not noble_on_gate(f, s):
        return None
    day_pair = f.front(f.ganshang) and f.back(f.G)
    branch_pair = f.front(f.zhishang) and f.back(f.Z)
    parts = (("lesson:1", "lesson:2") if day_pair else ()) + (("lesson:3", "lesson:4") if branch_pair else ())
    if day_pair and branch_pair:
        return Outcome(components=(general("貴人"), *parts))
    if parts and s.pair == "each":
        return Outcome(components=(general("貴人"), *parts), partial=(1, 2), variant="alt-each")
    return None


ENTRIES = (
    make_entry("xinjing.lide", ("勵德",), "xj:L15/L17", "C", "simple",
                  "貴賤尊卑位各陳：尊卑以陳，貴賤位矣。", "天乙此時俱上立", noble_on_gate),
    make_entry("xinjing.lide.yinqian_yanghou", ("勵德·陰立在前陽處後", "勵德"), "xj:L15/L17", "C", "ambiguous",
                  "大吏升遷小吏迍；庶人身宅憂移動，魂夢非安，謝土神 (二八月祭社).", "陰立在前陽處後",
                  yin_before_yang_behind),
)
