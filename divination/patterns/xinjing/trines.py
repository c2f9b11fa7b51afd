"""曲直, 稼穡, 從革, 潤下 of 大六壬心鏡 (xj:L59–L71): the transmissions form one element's 局.

曲直 亥卯未, 從革 巳酉丑, 潤下 申子辰: the three distinct transmissions are the trine, in any order.
稼穡 (註 「戊己日三傳辰戌丑未是也」): a 戊 or 己 day with every transmission one of the four 季.
The 炎上 verse is lost (gloss xj:L61); 經緯's 炎上 stands in for it.
"""
from __future__ import annotations

from divination.engine.cycles import METAL, WATER, WOOD
from divination.patterns.facts import JI_BRANCHES, Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import TRANSMISSION_PARTS

WU, JI = 4, 5


def trine_of(element: int) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        return Outcome(components=TRANSMISSION_PARTS) if f.ju3(element) else None

    test.__doc__ = "The three distinct transmissions form the element's trine (三傳合局)."
    return test


def earth_day_earth_transmissions(f: Facts, s: PatternSettings) -> Outcome | None:
    """戊己占時用土神: a 戊 or 己 day, the transmissions all 辰戌丑未."""
    if f.D in (WU, JI) and f.set3 <= JI_BRANCHES:
        return Outcome(components=("stem", *TRANSMISSION_PARTS))
    return None


ENTRIES = (
    make_entry("xinjing.quzhi", ("曲直",), "xj:L59/L61", "C", "simple",
                  "占人桴筏並栽木；病者因風致有縈 (木主風).", "曲直東方是木行，三傳亥卯未相併", trine_of(WOOD)),
    make_entry("xinjing.jiase", ("稼穡 (心鏡)", "稼穡"), "xj:L63/L65", "C", "ambiguous",
                  "築室開田墓宅因。", "呼為稼穡緣從土", earth_day_earth_transmissions),
    make_entry("xinjing.congge", ("從革",), "xj:L67/L69", "C", "simple",
                  "兵革相持；改故入新多別業；病傷筋骨肺勞侵。", "巳酉丑是從革卦", trine_of(METAL)),
    make_entry("xinjing.runxia", ("潤下",), "xj:L71/L73", "C", "simple",
                  "溝澗、舟楫、網魚；占胎是女；疾病謝水神。", "立用傳中申子辰，卦名潤下水之因", trine_of(WATER)),
)
