"""前程 · 天恩 · 天禍: the initial is the post horse, or the year's branch ridden by a good or bad general.

docs/patterns.md (jw:L111). 驛馬 follows A-YIMA; 太歲 the engine's year boundary (A-YEAR);
吉/凶 generals are 經緯's own sets (JW_JI, JW_XIONG).
"""
from __future__ import annotations

from typing import Final

from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import JW_JI, JW_XIONG, favours_stem, harms_stem, void_of_initial
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings

SOURCE: Final = "jw:L111/L113 (JP ja:L113)"


def qiancheng(f: Facts, s: PatternSettings) -> Outcome | None:
    """馬煞為初傳: chu = YIMA."""
    return Outcome(("initial",), void_of_initial(f, s)) if f.chu == f.YIMA else None


def tianen(f: Facts, s: PatternSettings) -> Outcome | None:
    """太歲 as the initial, ridden by a 吉 general, 生合日干."""
    general = f.gen_on(f.chu)
    if general not in JW_JI or not favours_stem(f, f.chu) or f.chu != f.Y:
        return None
    return Outcome(("initial", "year", f"general:{general}"), void_of_initial(f, s))


def tianhuo(f: Facts, s: PatternSettings) -> Outcome | None:
    """太歲 as the initial, ridden by a 凶 general, 刑沖破害日干."""
    general = f.gen_on(f.chu)
    if general not in JW_XIONG or not harms_stem(f, f.chu) or f.chu != f.Y:
        return None
    return Outcome(("initial", "year", f"general:{general}"), void_of_initial(f, s))


ENTRIES: Final = (
    make_entry("jingwei.qiancheng", "前程", SOURCE, "C", "ambiguous", "以前(程)論：前路、前進、出行",
               "馬煞為初傳曰前程", qiancheng),
    make_entry("jingwei.tianen", "天恩", SOURCE, "C,YR", "extra+ambiguous", "起於至尊至吉，或君恩",
               "太歲煞為初傳，乘貴人、六合、青龍、太常、朱雀、天后，生合日干曰天恩", tianen),
    make_entry("jingwei.tianhuo", ("天禍 (經緯)", "天禍"), SOURCE, "C,YR", "extra", "起於至大至凶，或君辱",
               "太歲煞為初傳，乘螣蛇、白虎、太陰、勾陳、玄武、天空、刑沖破害日干曰天禍", tianhuo),
)
