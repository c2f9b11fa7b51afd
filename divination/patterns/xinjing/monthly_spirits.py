"""飛魂, 喪門 and 伏殃 of 大六壬心鏡 (xj:L147–L155): a monthly 煞 on the 行年, 日上 or 辰上.

游魂 正月 亥 forward (xj:L147), with a malign general on the initial (「用起兼之惡將並」) it is 飛魂;
喪門 正月 未 二月 辰 三月 丑 四月 戌, backward through the 季 (xj:L151), worse under 白虎; 天鬼 (伏殃)
正月 酉 二月 午, backward through the 仲 (xj:L155), on the 行年 or 日上 only. The verse names the last
「天魁」, the 註 「天鬼一名伏殃」: 天魁 (戌) cannot be meant, so it is read 天鬼 (校改, catalog TC 52).
A-STRICT-FAYONG strict also asks the 煞 to be the initial.
"""
from __future__ import annotations

from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import XJ_XIONG, branch, extended, general, monthly_spirit, uppers_holding

TIANGUI_READ = ("校改",)


def _spirit_placed(f: Facts, s: PatternSettings, key: str, day_branch: bool = True) -> Outcome | None:
    """The 煞 on 日上 (and 辰上) or the 行年; under strict 發用 it must be the initial too."""
    spirit = monthly_spirit(f, key)
    if s.fayong == "strict" and f.chu != spirit:
        return None
    parts = uppers_holding(f, spirit, day_branch=day_branch, travel_year=True)
    return Outcome(components=(branch(spirit), "month", *parts)) if parts else None


def flying_soul(f: Facts, s: PatternSettings) -> Outcome | None:
    """飛魂: 游魂 on the 行年, 日上 or 辰上, and the initial carries a malign general."""
    name = f.gen_on(f.chu)
    if name not in XJ_XIONG:
        return None
    found = _spirit_placed(f, s, "wandering_soul")
    return extended(found, "initial", general(name)) if found else None


def mourning_gate(f: Facts, s: PatternSettings) -> Outcome | None:
    """喪門: 用在行年支干上."""
    return _spirit_placed(f, s, "mourning_gate")


def mourning_gate_with_tiger(f: Facts, s: PatternSettings) -> Outcome | None:
    """白虎若臨凶轉惡: 喪門 carrying 白虎."""
    if f.gen_on(monthly_spirit(f, "mourning_gate")) != "白虎":
        return None
    found = mourning_gate(f, s)
    return extended(found, general("白虎")) if found else None


def hidden_calamity(f: Facts, s: PatternSettings) -> Outcome | None:
    """伏殃: 行年日上如逢此 — 天鬼 on the 行年 or 日上."""
    found = _spirit_placed(f, s, "heaven_ghost", day_branch=False)
    return extended(found, flags=TIANGUI_READ) if found else None


ENTRIES = (
    make_entry("xinjing.feihun", ("飛魂 (游魂)", "飛魂"), "xj:L147/L149", "C,MB,XN", "extra+ambiguous",
                  "便是飛魂魂不定，行逢鬼祟又生驚。", "便是飛魂魂不定", flying_soul),
    make_entry("xinjing.sangmen", ("喪門",), "xj:L151/L153", "C,MB,XN", "extra+ambiguous",
                  "病人憂死健人衰。", "用在行年支干上，病人憂死健人衰", mourning_gate),
    make_entry("xinjing.sangmen.baihu", ("喪門·白虎臨", "喪門"), "xj:L151/L153", "C,MB,XN", "extra+ambiguous",
                  "凶轉惡；依將言之事莫疑。", "白虎若臨凶轉惡", mourning_gate_with_tiger),
    make_entry("xinjing.fuyang", ("伏殃 (天鬼)", "伏殃", "天鬼"), "xj:L155/L157", "C,MB,XN", "extra+ambiguous",
                  "殃伏兵傷亂殺人；主伏兵殺傷，或全家病，宜禳禱以除之。", "天鬼一名伏殃", hidden_calamity),
)
