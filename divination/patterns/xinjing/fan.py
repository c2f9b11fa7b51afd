"""二煩 of 大六壬心鏡 (xj:L83–L91): 天煩, 地煩, 天地煩, 杜傳 and the two omens of 男 and 女.

日宿 is the monthly general (註 「日宿者，月將是也」; 「四宿加仲」 read 日宿, catalog TC 44), so the
日宿 stands on a 仲 exactly when the query hour is 子午卯酉. 月宿 is the moon's mansion of the lunar
day by the 註's table; its palace must stand on a 仲. The 註's worked example makes 地煩 發用 (「午若加
仲發用，便是地煩卦也」), and 天煩 by parallel (A-STRICT-FAYONG loose drops it). 杜傳: 斗罡 (辰) on 丑
or 未 as well. 「男抵日，女抵月」: a man's 行年 meets the 日宿, a woman's the 月宿 (A-DI).
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import ZHONG
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import CHEN, CHOU, all_clauses, any_clause, branch

WEI: Final = 7
MOON_PHASES: Final = frozenset({"朔", "上弦", "望", "下弦", "晦"})
DAY_MANSION_READ = ("校改",)  # 「四宿加仲」 read 日宿 (TC 44)


def sun_mansion_on_zhong(f: Facts, s: PatternSettings) -> Outcome | None:
    """天煩: the 日宿 (月將) stands on a 仲, i.e. the hour is 子午卯酉, and it is the initial."""
    if f.T not in ZHONG or (s.fayong != "loose" and f.chu != f.J):
        return None
    return Outcome(components=("hour", branch(f.J), *(("initial",) if f.chu == f.J else ())), flags=DAY_MANSION_READ)


def moon_mansion_on_zhong(f: Facts, s: PatternSettings) -> Outcome | None:
    """地煩: the 月宿's palace stands on a 仲 and is the initial (正月十五 → 星 → 午 on a 仲, 發用)."""
    if f.down(f.Ym) not in ZHONG or (s.fayong != "loose" and f.chu != f.Ym):
        return None
    return Outcome(components=("moon", branch(f.Ym), *(("initial",) if f.chu == f.Ym else ())))


def both_vexations(f: Facts, s: PatternSettings) -> Outcome | None:
    """此卦名為天地煩: 天煩 and 地煩 together."""
    return all_clauses(f, s, sun_mansion_on_zhong, moon_mansion_on_zhong)


def _dipper_on_chou_wei(f: Facts, s: PatternSettings) -> Outcome | None:
    """斗罡加丑未: 辰 stands on 丑 or 未 (and so 戌 on 未 or 丑)."""
    return Outcome(components=(branch(CHEN),)) if f.down(CHEN) in (CHOU, WEI) else None


def _either_vexation(f: Facts, s: PatternSettings) -> Outcome | None:
    return any_clause(f, s, sun_mansion_on_zhong, moon_mansion_on_zhong)


def blocked_transmission(f: Facts, s: PatternSettings) -> Outcome | None:
    """杜傳: 二煩, and 斗罡 on 丑 or 未."""
    return all_clauses(f, s, _dipper_on_chou_wei, _either_vexation)


def _travel_year_meets(f: Facts, s: PatternSettings, mansion: int) -> bool:
    """行年抵宿 (A-DI): the 行年 is the mansion's branch, or that branch stands on the 行年."""
    return (f.upN if s.di == "stands_on" else f.N) == mansion


def _querent(sex: str, mansion: str):
    def clause(f: Facts, s: PatternSettings) -> Outcome | None:
        meets = f.sex == sex and _travel_year_meets(f, s, f.J if mansion == "sun" else f.Ym)
        return Outcome(components=("travel_year",)) if meets else None

    return clause


_man_meets_sun = _querent("男", "sun")
_woman_meets_moon = _querent("女", "moon")


def man_meets_sun_mansion(f: Facts, s: PatternSettings) -> Outcome | None:
    """杜傳·男抵日: a man whose 行年 meets the 日宿."""
    return all_clauses(f, s, blocked_transmission, _man_meets_sun)


def woman_meets_moon_mansion(f: Facts, s: PatternSettings) -> Outcome | None:
    """杜傳·女抵月: a woman whose 行年 meets the 月宿."""
    return all_clauses(f, s, blocked_transmission, _woman_meets_moon)


def _moon_phase_day(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("moon",)) if f.MP in MOON_PHASES else None


def _zhong_day(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("day",)) if f.Z in ZHONG else None


def phases_with_sun_vexation(f: Facts, s: PatternSettings) -> Outcome | None:
    """弦望晦朔天煩合，男犯刑傷被吏纏 (註: 男行年抵日宿，主被吏執)."""
    return all_clauses(f, s, sun_mansion_on_zhong, _moon_phase_day, _man_meets_sun)


def zhong_day_with_moon_vexation(f: Facts, s: PatternSettings) -> Outcome | None:
    """子午卯酉地煩會，女主血光 (註: 四仲日，女行年抵月宿)."""
    return all_clauses(f, s, _zhong_day, moon_mansion_on_zhong, _woman_meets_moon)


_ERFAN = "(二煩) 主盜賊，不利出行。"
ENTRIES = (
    make_entry("xinjing.tianfan", ("天煩",), "xj:L83/L85", "C", "ambiguous", _ERFAN, "四宿加仲為天煩",
                  sun_mansion_on_zhong),
    make_entry("xinjing.difan", ("地煩",), "xj:L83/L85", "C,LD", "extra+ambiguous", _ERFAN, "月宿加仲為地煩",
                  moon_mansion_on_zhong),
    make_entry("xinjing.tiandifan", ("天地煩",), "xj:L87/L89", "C,LD", "extra+ambiguous", "天煩、地煩並見",
                  "此卦名為天地煩", both_vexations),
    make_entry("xinjing.duchuan", ("杜傳",), "xj:L91/L93", "C,LD", "extra+ambiguous",
                  "舉事災殃；禍散復生歡復怒，仇人和了又成冤。", "更被斗罡加丑未，復以兼稱名杜傳", blocked_transmission),
    make_entry("xinjing.duchuan.nan_ri", ("杜傳·男抵日", "杜傳"), "xj:L91/L93", "C,LD,XN,SX", "extra+ambiguous",
                  "舉事災殃為汝言", "男抵日兮", man_meets_sun_mansion),
    make_entry("xinjing.duchuan.nv_yue", ("杜傳·女抵月", "杜傳"), "xj:L91/L93", "C,LD,XN,SX", "extra+ambiguous",
                  "舉事災殃為汝言", "女抵月", woman_meets_moon_mansion),
    make_entry("xinjing.tianfan.xianwang", ("天煩·弦望晦朔 (男犯刑傷被吏纏)", "天煩"), "xj:L91/L93", "C,MP,XN,SX",
                  "extra+ambiguous", "男犯刑傷被吏纏 (被吏執)", "弦望晦朔天煩合，男犯刑傷被吏纏",
                  phases_with_sun_vexation),
    make_entry("xinjing.difan.sizhong", ("地煩·子午卯酉日 (女主血光)", "地煩"), "xj:L91/L93", "C,LD,XN,SX",
                  "extra+ambiguous", "女主血光有迍邅", "子午卯酉地煩會，女主血光有迍邅", zhong_day_with_moon_vexation),
)
