"""The 干合 verses of 大六壬心鏡 (xj:L43–L55): each pair of stems as a marriage, the wife home in her season.

The verses state no chart trigger: they explain the colour of a thing asked about (果實熟帶青, 瓊花開綠林,
桑椹紫青, 殺草色黃), notes to the reading of 物類, so they are methods of reading, given as guidance
(catalog §5: "interpretive notes, not triggers"). The catalog's tentative trigger (A-GANHE) is the day
stem and the hidden stem (遁干) of the initial forming the pair, in the season the verse names;
alternatives take the hidden stem of 干上, or the season and the day stem's pair alone. The 丙辛 verse is
lost (gloss xj:L49: 當有《丙辛卦》一篇，源文脫去): its entry is registered and never holds.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import STEMS
from divination.engine.messages import _
from divination.engine.relations import STEM_PARTNER
from divination.patterns.facts import Facts
from divination.patterns.registry import METHOD_OF_READING, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

HAI, ZI = 11, 0


@dataclass(frozen=True)
class Verse:
    id: str
    pair: str                               # the two stems, e.g. "甲己"
    season: Callable[[Facts], bool] | None  # the verse's season; None where the verse is lost
    names: tuple[str, ...]
    source: str
    reading: str
    highlight: str


# One row per verse: its pair and the season in which the wife returns (the verse's own words).
VERSES: Final = (
    Verse("xinjing.ganhe.jiaji", "甲己", lambda f: f.m == 6,  # 「六月己懷歸奉戊」
          (_("干合·甲己 (verse 「戊己中央忌木刑」)"), "干合"), "xj:L43/L45",
          "六月己懷(木胎)歸奉戊，果實雖熟帶青。", "己來妻合甲歡情。六月己懷歸奉戊"),
    Verse("xinjing.ganhe.yigeng", "乙庚", lambda f: f.season4 == "spring",  # 「春時木旺乙歸本」
          ("干合·乙庚", "干合"), "xj:L47/L49",
          "乙懷金胎歸東方，春有白花雜青，瓊花開綠林。", "甲將乙妹合庚金。春時木旺乙歸本"),
    Verse("xinjing.ganhe.bingxin", "丙辛", None, (_("干合·丙辛 (lost)"), "干合"), "xj:L47/L49",
          _("— (the verse is lost: 脫文)"), "所以瓊花開綠林"),
    Verse("xinjing.ganhe.dingren", "丁壬", lambda f: f.season4 == "summer",  # 「夏旺丁來歸應丙」
          ("干合·丁壬", "干合"), "xj:L51/L53",
          "丁懷水胎歸丙，黑赤相雜成紫，桑椹紫青。", "故將丁妹配於壬。夏旺丁來歸應丙"),
    Verse("xinjing.ganhe.wugui", "戊癸", lambda f: f.M in (HAI, ZI),  # 「立冬水旺癸還舍」
          ("干合·戊癸", "干合"), "xj:L55/L57",
          "癸還舍，土孕和凝，殺草色黃。", "癸戊親情偶室房。立冬水旺癸還舍"),
)


def _pair_formed(f: Facts, s: PatternSettings, pair: frozenset[int]) -> tuple[str, ...] | None:
    """The chart parts forming the pair with the day stem (A-GANHE), or None."""
    if f.D not in pair:
        return None
    if s.ganhe == "season":
        return ("stem",)
    partner, part = (f.chu, "initial") if s.ganhe == "chu" else (f.ganshang, "lesson:1")
    hidden = f.dungan(partner)
    return ("stem", part) if hidden is not None and hidden == STEM_PARTNER[f.D] else None


def verse_test(verse: Verse) -> Test:
    pair = frozenset(STEMS.index(c) for c in verse.pair)

    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if verse.season is None:
            return None
        parts = _pair_formed(f, s, pair)
        if parts is None or not verse.season(f):
            return None
        return Outcome(components=(*parts, "month"))

    test.__doc__ = f"{verse.pair}: the day stem and its partner form the pair, in the verse's season."
    return test


LOST: Final = _("the verse is lost (gloss xj:L49: 當有《丙辛卦》一篇，源文脫去，今不臆補).")

ENTRIES = tuple(
    make_entry(v.id, v.names, v.source, "C,MB", "extra+ambiguous", v.reading, v.highlight, verse_test(v),
               kind=METHOD_OF_READING, never=None if v.season else LOST)
    for v in VERSES
)
