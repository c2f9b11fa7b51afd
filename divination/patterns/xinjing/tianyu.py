"""天獄 of 大六壬心鏡 (xj:L115, L119): four 凶 on the initial and the dipper.

「占課用神當死囚其凶一也，仰見其丘其凶二也俯見仇其凶三也。更值斗罡加日本其凶四也」, 日本 = where the
day stem is born (長生). The example, 正月乙酉日午時 亥將: 未 on 寅 is 死 in spring, is 木's 墓 (丘), is
克ed by 寅 (仇), and 辰 stands on 亥, 乙木's 長生. The name needs all four (「四凶天獄是其由」): fewer is no
天獄, and no partial count is shown.
xj:L119: where the dipper points says who suffers — 長生 父母, 帝旺 己身兄弟, 墓 兒孫妻妾 (乙: 亥卯未).
丘 and 仇 together leave only 未 on 寅 or 卯 (木's 墓, 克ed by its ground), which puts 辰 on 亥 or 子: never on
a 墓, so 兒孫妻妾 does not occur among the 720 課 (it is kept: the text names it).
"""
from __future__ import annotations

from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import CHEN, branch, looks_down_at_foe, looks_up_at_tomb


def _dipper_on(f: Facts, stage: str) -> bool:
    """斗罡 (辰) stands on the day stem's 長生 / 帝旺 / 墓."""
    return f.down(CHEN) == f.stage_branch(stage)


def _fours(f: Facts, s: PatternSettings) -> tuple[bool, bool, bool]:
    """凶 one to three: 用神死囚, 仰見丘, 俯見仇."""
    return f.state(f.chu) in ("死", "囚"), looks_up_at_tomb(f, s), looks_down_at_foe(f, s)


def heavens_prison(f: Facts, s: PatternSettings) -> Outcome | None:
    """四凶天獄: the four 凶 together, the dipper on the day stem's 長生 (日本)."""
    if _dipper_on(f, "長生") and all(_fours(f, s)):
        return Outcome(components=("initial", "month", branch(CHEN)))
    return None


def dipper_at(stage: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if all(_fours(f, s)) and _dipper_on(f, stage):
            return Outcome(components=("initial", "month", branch(CHEN)))
        return None

    test.__doc__ = f"天獄's three 凶 on the initial, and the dipper on the day stem's {stage}."
    return test


ENTRIES = (
    make_entry("xinjing.tianyu", ("天獄",), "xj:L115/L117", "C,MB", "extra+ambiguous",
                  "四凶天獄；行人不可此時出。", "四凶天獄是其由", heavens_prison),
    make_entry("xinjing.tianyu.fumu", ("天獄·斗繫日本 (父母憂)", "天獄"), "xj:L119/L121", "C,MB", "extra+ambiguous",
                  "父母憂", "斗繫當防父母憂", dipper_at("長生")),
    make_entry("xinjing.tianyu.xiongdi", ("天獄·斗臨仲 (己身兄弟患)", "天獄"), "xj:L119/L121", "C,MB",
                  "extra+ambiguous", "己身兄弟患", "臨仲己身兄弟患", dipper_at("帝旺")),
    make_entry("xinjing.tianyu.qizi", ("天獄·斗加季 (兒孫妻妾愁)", "天獄"), "xj:L119/L121", "C,MB", "extra+ambiguous",
                  "兒孫妻妾愁", "加季兒孫妻妾愁", dipper_at("墓")),
)
