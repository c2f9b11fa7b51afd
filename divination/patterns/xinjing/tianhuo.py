"""天禍 and 天寇 of 大六壬心鏡 (xj:L95–L107): the days of the 四立 and of the 二分二至.

天禍 (註 xj:L95): 「四立前一日為四絕神，凡四立日占得今日干支臨昨日干支，為天禍課」; the worked example
(xj:L99, 立春 乙酉日 戌時 子將) shows the stem clause: 乙 (辰) stands on 甲 (寅). The general on the
transmissions names the harm (「以將推之決事因」; the gloss: 三傳所乘的天將).
天寇 (xj:L103, L107): on a 分至 day the day before is the 離神 (「前之一日是離神」; 春分 on a 卯 day →
寅); 「占時月宿居寅上」: the 月宿 stands on it. A-LIXI gives the other readings of 離神, and the 註's
「心月狐在卯，危月燕在子，張月鹿在午，畢月烏在酉，遇此乃真月宿也」 the setting `true_mansion`.
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import STEM_LODGING
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import all_clauses, branch, extended, general, transmissions_carrying


def _sili_day(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("day",)) if f.sili_day else None


def _stem_on_yesterdays_stem(f: Facts, s: PatternSettings) -> Outcome | None:
    """乙干臨甲: the day stem's lodging stands on the lodging of yesterday's stem."""
    return Outcome(components=("stem", "lesson:1")) if f.down(f.G) == STEM_LODGING[f.D_prev] else None


def heavens_calamity(f: Facts, s: PatternSettings) -> Outcome | None:
    """天禍: on a 四立 day, today's stem stands on yesterday's (切忌干臨向絕神)."""
    return all_clauses(f, s, _stem_on_yesterdays_stem, _sili_day)


def calamity_with(name: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        carriers = transmissions_carrying(f, {name})
        found = heavens_calamity(f, s) if carriers else None
        return extended(found, *carriers, general(name)) if found else None

    test.__doc__ = f"天禍 with {name} on a transmission."
    return test


def _parting_spirit(f: Facts, s: PatternSettings) -> int:
    """離神 (A-LIXI): yesterday's day branch, or the branch before the 分至's own (春分 卯 → 寅)."""
    return (f.M - 1) % 12 if s.lixi == "fixed" else f.Z_prev


# The four mansions of the moon (月), one on each 仲 (xj:L107 註).
TRUE_MANSIONS: Final = frozenset({"心", "危", "張", "畢"})


def _fenzhi_day(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("day",)) if f.fenzhi_day else None


def _moon_on_parting_spirit(f: Facts, s: PatternSettings) -> Outcome | None:
    """月宿居離神上: the 月宿's branch stands on the 離神 (A-LIXI ym: it is the 離神; true_mansion: a true 月宿)."""
    if s.true_mansion == "true" and f.yuesu not in TRUE_MANSIONS:
        return None
    spirit = _parting_spirit(f, s)
    meets = f.Ym == spirit if s.lixi == "ym" else f.down(f.Ym) == spirit
    return Outcome(components=("moon", branch(f.Ym))) if meets else None


def heavens_robber(f: Facts, s: PatternSettings) -> Outcome | None:
    """天寇: on a 分至 day the 月宿 meets the 離神 (離上逢之天寇迍)."""
    return all_clauses(f, s, _fenzhi_day, _moon_on_parting_spirit)


# 「白虎死亡元武盜，官追朱雀斗勾陳。天空凡事多欺詐」 (xj:L99), one row per general.
CALAMITY_GENERALS: Final = (
    ("baihu", "白虎", "死亡", "白虎死亡"),
    ("xuanwu", "玄武", "盜", "元武盜"),
    ("zhuque", "朱雀", "官追", "官追朱雀"),
    ("gouchen", "勾陳", "鬥", "斗勾陳"),
    ("tiankong", "天空", "凡事多欺詐", "天空凡事多欺詐"),
)

ENTRIES = (
    make_entry("xinjing.tianhuo", ("天禍 (四立、心鏡)", "天禍"), "xj:L95/L97", "C,JQ", "extra+ambiguous",
                  "天咎之災；以將推之決事因。", "遇此名為天禍卦", heavens_calamity),
    *(
        make_entry(f"xinjing.tianhuo.{key}", (f"天禍·乘{name}", "天禍"), "xj:L99/L101", "C,JQ", "extra+ambiguous",
                      reading, highlight, calamity_with(name))
        for key, name, reading, highlight in CALAMITY_GENERALS
    ),
    make_entry("xinjing.tiankou", ("天寇 (離神)", "天寇"), "xj:L103/L105", "C,JQ,LD", "extra+ambiguous",
                  "月是積陰為殺氣，離上逢之天寇迍；行人去遭劫，凡事經營害及身。", "離上逢之天寇迍", heavens_robber,
                  passage="xj:L107"),
)
