"""天羅地網 of 大六壬心鏡 (xj:L159): the branch after the stem's lodging, and its clash.

「日前一辰天羅殺，對沖名為地網神。發用行年支干上，官災病厄是其迍」 (庚: 申 → 天羅 酉, 地網 卯): either
net as the initial, on 日上 or 辰上, or on the 行年. The general the net carries names the harm; since the net
may be cast by the 行年 alone, those three readings need it too (the catalog lists them under C only).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Final

from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import any_clause, branch, extended, general, uppers_holding

Net = Callable[[Facts], int]
HEAVEN_NET: Final[Net] = lambda f: f.TL
EARTH_NET: Final[Net] = lambda f: f.DW


def _net_cast(net: Net) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        x = net(f)
        parts = (("initial",) if f.chu == x else ()) + uppers_holding(f, x, travel_year=f.chu != x)
        return Outcome(components=(branch(x), *parts)) if parts else None

    return test


# Each net's test, built once (not on every chart that reads it).
_CAST: Final = {net: _net_cast(net) for net in (HEAVEN_NET, EARTH_NET)}


@remembered
def heaven_net(f: Facts, s: PatternSettings) -> Outcome | None:
    """天羅: 日前一辰 as the initial, on 日上 or 辰上, or on the 行年."""
    return _CAST[HEAVEN_NET](f, s)


@remembered
def earth_net(f: Facts, s: PatternSettings) -> Outcome | None:
    """地網: the clash of 天羅, likewise."""
    return _CAST[EARTH_NET](f, s)


nets = any_of({"xinjing.tianluo_diwang.tianluo": heaven_net, "xinjing.tianluo_diwang.diwang": earth_net})


def net_carrying(name: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        carried = [net for net in (HEAVEN_NET, EARTH_NET) if f.gen_on(net(f)) == name]
        found = any_clause(f, s, *(_CAST[net] for net in carried)) if carried else None
        return extended(found, general(name)) if found else None

    test.__doc__ = f"A net that holds carries {name}."
    return test


_READING = "官災病厄是其迍。"
ENTRIES = (
    make_entry("xinjing.tianluo_diwang", ("天羅地網", "天羅", "地網"), "xj:L159/L161", "C,XN", "extra", _READING,
                  "發用行年支干上，官災病厄是其迍", nets),
    make_entry("xinjing.tianluo_diwang.tianluo", ("天羅", "天羅地網"), "xj:L159/L161", "C,XN", "extra+ambiguous",
                  "官災病厄", "日前一辰天羅殺", heaven_net),
    make_entry("xinjing.tianluo_diwang.diwang", ("地網", "天羅地網"), "xj:L159/L161", "C,XN", "extra+ambiguous",
                  "官災病厄", "對沖名為地網神", earth_net),
    make_entry("xinjing.tianluo_diwang.zhuque", ("天羅地網·乘朱雀", "天羅地網"), "xj:L159/L161", "C,XN", "extra",
                  "火災", "朱雀火災", net_carrying("朱雀")),
    make_entry("xinjing.tianluo_diwang.baihu", ("天羅地網·乘白虎", "天羅地網"), "xj:L159/L161", "C,XN", "extra",
                  "病", "白虎病", net_carrying("白虎")),
    make_entry("xinjing.tianluo_diwang.tengshe", ("天羅地網·乘螣蛇", "天羅地網"), "xj:L159/L161", "C,XN", "extra",
                  "憂夢怪驚人", "螣蛇憂夢怪驚人", net_carrying("螣蛇")),
)
