"""九丑 of 大六壬心鏡 (xj:L75, L79): on the ten 九丑 days 大吉 丑 stands on the day branch.

註: the five stems 乙戊己辛壬 with the four 仲 make the ten days 乙卯 己卯 辛卯 乙酉 己酉 辛酉 戊子 壬子
戊午 壬午; 「此十日遇大吉加在支辰上，為九丑卦」. The continuation (xj:L79) splits it by the day's
polarity, by the general 大吉 carries (天官決事) and by the meeting of 大時 and 小時, all read inside 九丑,
where the verse stands. 重陽/重陰 the 註 defines on its own (「剛日日辰在天乙前，為重陽，主害父。柔日辰在天乙後，
為重陰，主害母」): by default on any chart; the setting `chongyang` jiuchou keeps them inside 九丑, where on
the four 剛 九丑 days 重陽 cannot occur: on 戊子 and 戊午 the day branch lies under the noble or opposite it,
on 壬子 and 壬午 壬's 亥 lies behind it.
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import is_yang_stem, parse_ganzhi
from divination.engine.messages import _
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import CHOU, branch, extended, general, monthly_spirit

# The ten days as the 註 lists them.
JIUCHOU_DAYS: Final = frozenset(parse_ganzhi(d) for d in "乙卯 己卯 辛卯 乙酉 己酉 辛酉 戊子 壬子 戊午 壬午".split())
ON_BRANCH: Final = ("day", "lesson:3", "branch:丑")


def nine_ugly(f: Facts, s: PatternSettings) -> Outcome | None:
    """大吉臨在支辰上: a 九丑 day with 丑 on the day branch."""
    return Outcome(components=ON_BRANCH) if (f.D, f.Z) in JIUCHOU_DAYS and f.zhishang == CHOU else None


def firm_day(f: Facts, s: PatternSettings) -> Outcome | None:
    """剛日男凶."""
    return nine_ugly(f, s) if is_yang_stem(f.D) else None


def yielding_day(f: Facts, s: PatternSettings) -> Outcome | None:
    """柔女迍."""
    return None if is_yang_stem(f.D) else nine_ugly(f, s)


def carrying(name: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if nine_ugly(f, s) and f.gen_on(CHOU) == name:
            return Outcome(components=(*ON_BRANCH, general(name)))
        return None

    test.__doc__ = f"大吉與{name}會: on 九丑, 丑 carries {name} (皆以天官決事)."
    return test


def _on_chart(f: Facts, x: int) -> bool:
    return x in (f.ganshang, f.zhishang, *f.seq3)


def great_and_small_times_meet(f: Facts, s: PatternSettings) -> Outcome | None:
    """大小二時相濟會 (A-DASHI; the engine option dashi, which places the chart's 大時 and 小時 too).

    commentary: the 註's 大時 (正月卯, forward through the twelve) and 小時 (正月卯, backward through the
    four 仲) fall on one branch (months 1, 4, 7, 10). on_chart: both stand on 日上, 辰上 or a
    transmission. common: the usual tables (大時 卯子酉午, 小時 = 月建) never coincide, so they too are
    read on the chart.
    """
    if not nine_ugly(f, s):
        return None
    dashi = f.chart.options.dashi
    if dashi == "common":
        great, small = monthly_spirit(f, "small_time"), f.M
    else:
        great, small = monthly_spirit(f, "great_time"), monthly_spirit(f, "small_time")
    if dashi == "commentary":
        met = great == small
    else:
        met = _on_chart(f, great) and _on_chart(f, small)
    return extended(Outcome(components=ON_BRANCH), "month", branch(great), branch(small)) if met else None


def _scope(f: Facts, s: PatternSettings) -> tuple[str, ...] | None:
    """Where 重陽/重陰 are read (setting `chongyang`): on any chart, or only on 九丑 (its parts then join)."""
    if s.chongyang == "standalone":
        return ()
    return ON_BRANCH if nine_ugly(f, s) else None


def double_yang(f: Facts, s: PatternSettings) -> Outcome | None:
    """重陽害父: on a 剛日, the stem's lodging and the day branch both stand before the noble."""
    scope = _scope(f, s) if is_yang_stem(f.D) else None
    if scope is not None and f.front(f.G) and f.front(f.Z):
        return Outcome(components=(*scope, "stem", "day", general("貴人")))
    return None


def double_yin(f: Facts, s: PatternSettings) -> Outcome | None:
    """重陰害母: on a 柔日, 日辰 (the stem's lodging and the day branch) both stand behind the noble."""
    scope = None if is_yang_stem(f.D) else _scope(f, s)
    if scope is not None and f.back(f.G) and f.back(f.Z):
        return Outcome(components=(*scope, "stem", "day", general("貴人")))
    return None


_NAME = "九丑"
ENTRIES = (
    make_entry("xinjing.jiuchou", (_NAME,), "xj:L75/L77", "C", "simple",
                  "凶災將及人；剛日男凶，柔日女迍；不但納妻並嫁女，最忌遊行及出軍。", "四仲相併九丑神", nine_ugly),
    make_entry("xinjing.jiuchou.gang", ("九丑·剛日 (男凶)", _NAME), "xj:L79/L81", "C", "simple",
                  "剛日男凶柔女迍", "剛日男凶", firm_day),
    make_entry("xinjing.jiuchou.rou", ("九丑·柔日 (女迍)", _NAME), "xj:L79/L81", "C", "simple",
                  "剛日男凶柔女迍", "柔女迍", yielding_day),
    make_entry("xinjing.jiuchou.zhuque", ("九丑·大吉乘朱雀", _NAME), "xj:L79/L81", "C", "simple",
                  "官事口舌", "大吉與朱雀會，主官事口舌", carrying("朱雀")),
    make_entry("xinjing.jiuchou.xuanwu", ("九丑·大吉乘玄武", _NAME), "xj:L79/L81", "C", "simple",
                  "失財物，或妖淫", "元武主失財物，或妖淫", carrying("玄武")),
    make_entry("xinjing.jiuchou.gouchen", ("九丑·大吉乘勾陳", _NAME), "xj:L79/L81", "C", "simple",
                  "鬥訟", "勾陳主鬥訟", carrying("勾陳")),
    make_entry("xinjing.jiuchou.baihu", ("九丑·大吉乘白虎", _NAME), "xj:L79/L81", "C", "simple",
                  "疾病死亡", "白虎主疾病死亡", carrying("白虎")),
    make_entry("xinjing.jiuchou.dashi_xiaoshi", ("九丑·大小二時相濟會", _NAME), "xj:L79/L81", "C,MB",
                  "extra+ambiguous", _("(intensifies 九丑)"), "大小二時相濟會", great_and_small_times_meet),
    make_entry("xinjing.jiuchou.chongyang", ("重陽 (害父)", "重陽"), "xj:L79/L81", "C", "ambiguous",
                  "害父", "重陽害父", double_yang),
    make_entry("xinjing.jiuchou.chongyin", ("重陰 (害母)", "重陰"), "xj:L79/L81", "C", "ambiguous",
                  "害母", "重陰母", double_yin),
)
