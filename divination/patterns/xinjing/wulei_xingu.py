"""物類 and 新故 of 大六壬心鏡 (xj:L23, L27): what kind of thing, and whether new or old, by the 用神.

物類 (註 xj:L23): the initial against the day stem — it generates the stem (有氣, 憂父母), shares its
element (兄弟), belongs to the stem's trine (族類: 甲乙 → 亥卯未), is 旺相 (生物) or sits on its own
墓 (死物). Earth has no trine in the text, so 戊己 days have no 族類.
新故 (註 xj:L27): 剛日 — a yang 用神 with 氣 is new, otherwise old; 柔日 — only 乙 is worked
(德 庚, 金生於土): 天罡 or 小吉 on the stem is new, 大吉 old. Other 柔日 have no rule in the text.
Both are methods of reading (「用神與日類須詳」, 「新故陰陽不易分」): they sort the thing asked about on any
chart (射覆, a lost object) rather than name a configuration; the chart page gives them as guidance.
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import BRANCH_ELEMENT, EARTH, generates, is_yang_branch, is_yang_stem
from divination.engine.messages import _
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import TRIAD, Facts
from divination.patterns.registry import METHOD_OF_READING, Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import CHEN, CHOU

YI: Final = 1
XIAOJI: Final = 7                          # 小吉 未
NEW_ON_YI: Final = frozenset({CHEN, XIAOJI})  # 「天罡小吉加日上，即生新物」
ON_STEM: Final = ("lesson:1",)


@remembered
def initial_generates_stem(f: Facts, s: PatternSettings) -> Outcome | None:
    """甲乙初傳水為氣: the initial's element 生 the stem's (有氣; 憂父母)."""
    return Outcome(components=("initial",)) if generates(BRANCH_ELEMENT[f.chu], f.eD) else None


@remembered
def initial_same_as_stem(f: Facts, s: PatternSettings) -> Outcome | None:
    """若見木神為兄弟: the initial shares the stem's element (A-BI other: on another branch than its lodging)."""
    if BRANCH_ELEMENT[f.chu] != f.eD or (s.bi == "other" and f.chu == f.G):
        return None
    return Outcome(components=("initial",))


@remembered
def initial_of_stems_trine(f: Facts, s: PatternSettings) -> Outcome | None:
    """如逢小吉知何類: the initial belongs to the trine of the stem's element (甲乙 → 亥卯未)."""
    if f.eD == EARTH or f.chu not in TRIAD[f.eD]:
        return None
    return Outcome(components=("initial",))


@remembered
def initial_thriving(f: Facts, s: PatternSettings) -> Outcome | None:
    """旺相為生物: the initial is 旺 or 相 in the month."""
    return Outcome(components=("initial", "month")) if f.youqi(f.chu) else None


@remembered
def initial_on_own_tomb(f: Facts, s: PatternSettings) -> Outcome | None:
    """墓則為死物: the initial sits on the 墓 of its own element."""
    if f.down(f.chu) != f.stage_branch("墓", BRANCH_ELEMENT[f.chu]):
        return None
    return Outcome(components=("initial",))


# 物類: any of the classes above.
object_kind = any_of({"xinjing.wulei.youqi": initial_generates_stem, "xinjing.wulei.xiongdi": initial_same_as_stem,
                      "xinjing.wulei.zulei": initial_of_stems_trine, "xinjing.wulei.shengwu": initial_thriving,
                      "xinjing.wulei.siwu": initial_on_own_tomb})


@remembered
def firm_day_new(f: Facts, s: PatternSettings) -> Outcome | None:
    """剛用陽神及有氣: a yang day, a yang 用神, 旺 or 相."""
    if is_yang_stem(f.D) and is_yang_branch(f.chu) and f.youqi(f.chu):
        return Outcome(components=("stem", "initial", "month"))
    return None


@remembered
def firm_day_old(f: Facts, s: PatternSettings) -> Outcome | None:
    """用起陰神及無氣神: a yang day whose 用神 is yin, or 休囚死."""
    if not is_yang_stem(f.D):
        return None
    if not is_yang_branch(f.chu):
        return Outcome(components=("stem", "initial"))
    return None if f.youqi(f.chu) else Outcome(components=("stem", "initial", "month"))


def _on_yi_stem(f: Facts, wanted: frozenset[int]) -> Outcome | None:
    if f.D == YI and any(x in wanted for x in f.gan_uppers):
        return Outcome(components=("stem", *ON_STEM))
    return None


@remembered
def yielding_day_new(f: Facts, s: PatternSettings) -> Outcome | None:
    """天罡加日是生新 (註: 天罡小吉加日上): on an 乙 day, 辰 or 未 stands on the stem."""
    return _on_yi_stem(f, NEW_ON_YI)


@remembered
def yielding_day_old(f: Facts, s: PatternSettings) -> Outcome | None:
    """大吉臨干為死舊: on an 乙 day, 丑 stands on the stem."""
    return _on_yi_stem(f, frozenset({CHOU}))


# 新故: any of the four.
new_or_old = any_of({"xinjing.xingu.gang_xin": firm_day_new, "xinjing.xingu.gang_gu": firm_day_old,
                     "xinjing.xingu.rou_xin": yielding_day_new, "xinjing.xingu.rou_gu": yielding_day_old})


ENTRIES = (
    make_entry("xinjing.wulei", ("用神與日類 (物類)", "物類"), "xj:L23/L25", "C,MB", "extra+ambiguous",
                  _("鷹雁妻奴及酒羊 (小吉 for 甲乙日); 亥豬卯兔甲乙類; 旺相生物、墓死物。"), "用神與日類須詳", object_kind, kind=METHOD_OF_READING),
    make_entry("xinjing.wulei.youqi", ("物類·用神生日 (有氣)", "物類"), "xj:L23/L25", "C", "simple",
                  "為有氣；占者當憂父母", "甲乙初傳水為氣", initial_generates_stem, kind=METHOD_OF_READING),
    make_entry("xinjing.wulei.xiongdi", ("物類·用神比日 (兄弟類)", "物類"), "xj:L23/L25", "C", "simple",
                  "類之稱事可量 (兄弟)", "若見木神為兄弟", initial_same_as_stem, kind=METHOD_OF_READING),
    make_entry("xinjing.wulei.zulei", ("物類·日之族類 (三合)", "物類"), "xj:L23/L25", "C", "ambiguous",
                  "今日之族類", "如逢小吉知何類", initial_of_stems_trine, kind=METHOD_OF_READING),
    make_entry("xinjing.wulei.shengwu", ("物類·旺相為生物", "物類"), "xj:L23/L25", "C,MB", "extra",
                  "生物／新物", "旺相為生物", initial_thriving, kind=METHOD_OF_READING),
    make_entry("xinjing.wulei.siwu", ("物類·墓為死物", "物類"), "xj:L23/L25", "C", "ambiguous",
                  "死物", "墓則為死物", initial_on_own_tomb, kind=METHOD_OF_READING),
    make_entry("xinjing.xingu", ("新故 (新舊物)", "新故"), "xj:L27/L29", "C,MB", "extra+ambiguous",
                  "剛柔異類：剛日看陽神有氣；柔日求德加臨日。", "新故陰陽不易分", new_or_old, kind=METHOD_OF_READING),
    make_entry("xinjing.xingu.gang_xin", ("新故·剛日新物", "新故"), "xj:L27/L29", "C,MB", "extra+ambiguous",
                  "生氣物、新物 (是物裝成不染塵)", "剛用陽神及有氣", firm_day_new, kind=METHOD_OF_READING),
    make_entry("xinjing.xingu.gang_gu", ("新故·剛日故物", "新故"), "xj:L27/L29", "C,MB", "extra+ambiguous",
                  "無氣物、故物", "用起陰神及無氣神加日上", firm_day_old, kind=METHOD_OF_READING),
    make_entry("xinjing.xingu.rou_xin", ("新故·柔日新物 (乙日)", "新故"), "xj:L27/L29", "C", "ambiguous",
                  "天罡(小吉)加日是生新", "天罡加日是生新", yielding_day_new, kind=METHOD_OF_READING),
    make_entry("xinjing.xingu.rou_gu", ("新故·柔日舊物 (乙日)", "新故"), "xj:L27/L29", "C", "simple",
                  "大吉臨干為死舊", "大吉臨干為死舊", yielding_day_old, kind=METHOD_OF_READING),
)
