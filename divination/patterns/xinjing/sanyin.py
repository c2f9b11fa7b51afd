"""三陰 of 大六壬心鏡 (xj:L143): three shadows on one chart, and the 註's other definition.

一陰: 「天乙逆行為不順，元白二神居日前」 — the noble runs backward and 玄武 and 白虎 stand within five
branches clockwise of the stem's lodging (日前, as 「日前一辰」 in xj:L159). 二陰: 「用終囚死又相剋」,
註 「立用傳終並休囚死神將，又相剋者」 — initial and final both without 氣 (休, 囚 or 死) and one 克s the
other. The 註's 休 is needed: a 囚 and a 死 element never 克 each other (X克R克Y makes Y生X), so 囚死
alone (the catalog's default) could never hold. 三陰: 「時賊行年」 — the hour 克s the 行年.
The name needs all three (「三陰任爾能行計」): one or two of them are 一陰 and 二陰, entries of their own, not a
partial 三陰. 又云 (the 註): 日辰見元武, 日辰在天乙後, 神將囚死.
"""
from __future__ import annotations

from typing import Final

from divination.engine.messages import _
from divination.patterns.facts import Facts, ctl
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import all_clauses, general

WARRIOR_AND_TIGER: Final = ("玄武", "白虎")
DECLINING: Final = ("囚", "死")
WITHOUT_QI: Final = ("休", "囚", "死")


def first_shadow(f: Facts, s: PatternSettings) -> Outcome | None:
    """一陰: the noble backward, 玄武 and 白虎 before the day (1–5 branches clockwise of its lodging)."""
    if f.gui_dir == -1 and all(1 <= (f.gpos(name) - f.G) % 12 <= 5 for name in WARRIOR_AND_TIGER):
        return Outcome(components=tuple(general(name) for name in ("貴人", *WARRIOR_AND_TIGER)))
    return None


def second_shadow(f: Facts, s: PatternSettings) -> Outcome | None:
    """二陰: initial and final 休, 囚 or 死, and one 克s the other."""
    if (f.state(f.chu) in WITHOUT_QI and f.state(f.mo) in WITHOUT_QI
            and (ctl(f.chu, f.mo) or ctl(f.mo, f.chu))):
        return Outcome(components=("initial", "final", "month"))
    return None


def third_shadow(f: Facts, s: PatternSettings) -> Outcome | None:
    """三陰: the hour 克s the 行年 (占時克行年)."""
    return Outcome(components=("hour", "travel_year")) if ctl(f.T, f.N) else None


def three_shadows(f: Facts, s: PatternSettings) -> Outcome | None:
    """三陰: the three together."""
    return all_clauses(f, s, first_shadow, second_shadow, third_shadow)


def _warrior_on_day_or_branch(f: Facts, s: PatternSettings) -> Outcome | None:
    if any(f.gen_on(x) == "玄武" for x in (*f.gan_uppers, *f.zhi_uppers)):
        return Outcome(components=(general("玄武"),))
    return None


def _day_and_branch_behind_noble(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("stem", "day", general("貴人"))) if f.back(f.G) and f.back(f.Z) else None


def _initial_declining(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("initial", "month")) if f.state(f.chu) in DECLINING else None


def three_shadows_again(f: Facts, s: PatternSettings) -> Outcome | None:
    """又云: 日辰見元武, 日辰在天乙後, 神將囚死 (the initial 囚 or 死)."""
    return all_clauses(f, s, _warrior_on_day_or_branch, _day_and_branch_behind_noble, _initial_declining)


ENTRIES = (
    make_entry("xinjing.sanyin", ("三陰",), "xj:L143/L145", "C,MB,XN", "extra+ambiguous",
                  "三陰任爾能行計，卦主精神入墓間；百事盡乖家業散，縱使登科位不遷。", "三陰任爾能行計", three_shadows),
    make_entry("xinjing.sanyin.yi", ("三陰·一陰 (天乙逆行、元白居日前)", "三陰"), "xj:L143/L145", "C", "ambiguous",
                  _("component of 三陰"), "天乙逆行為不順，元白二神居日前", first_shadow),
    make_entry("xinjing.sanyin.er", ("三陰·二陰 (用終囚死相剋)", "三陰"), "xj:L143/L145", "C,MB", "extra+ambiguous",
                  _("component of 三陰"), "用終囚死又相剋", second_shadow),
    make_entry("xinjing.sanyin.san", ("三陰·三陰 (時賊行年)", "三陰"), "xj:L143/L145", "C,XN", "extra+ambiguous",
                  _("component of 三陰"), "時賊行年凶又殘", third_shadow),
    make_entry("xinjing.sanyin.alt", ("三陰 (又云)", "三陰"), "xj:L143/L145", "C,MB", "extra+ambiguous",
                  _("(alternative definition quoted by the 註)"), "日辰見元武為一陰", three_shadows_again),
)
