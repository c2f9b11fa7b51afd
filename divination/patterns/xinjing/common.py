"""What the 大六壬心鏡 families share: the malign generals, the monthly 煞, and the entry's bibliographic part.

心鏡 names 朱雀, 元武, 白虎, 勾陳 and 天空 as malign (xj:L35, L99); 螣蛇 joins them by common usage
(docs/pattern-rules.md §2 XJ_XIONG). The monthly 煞 are the engine's (spirits.py), counted by the
month number the settings choose (A-MONTH).
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from divination.engine.cycles import BRANCH_ELEMENT, BRANCHES, overcomes
from divination.engine.generals import GENERALS
from divination.engine.spirits import month_spirits
from divination.patterns.facts import Facts, MissingInput, ctl
from divination.patterns.registry import Outcome, Test
from divination.patterns.settings import PatternSettings

# 惡將 / 凶將 of 心鏡 (xj:L35 朱雀 元武, xj:L99 白虎 勾陳 天空; 螣蛇 by common usage) and the six others.
XJ_XIONG: Final = frozenset({"螣蛇", "朱雀", "勾陳", "天空", "白虎", "玄武"})
XJ_JI: Final = frozenset(GENERALS) - XJ_XIONG

MAO_YOU: Final = frozenset({3, 9})      # 卯酉, the gates of sun and moon (xj:L7, L15)
CHEN, XU, CHOU = 4, 10, 1               # 天罡 辰, 天魁 戌, 大吉 丑

TRANSMISSION_PARTS: Final = ("initial", "middle", "final")


def branch(x: int) -> str:
    """An Outcome component naming a branch, e.g. "branch:亥"."""
    return f"branch:{BRANCHES[x]}"


def general(name: str) -> str:
    return f"general:{name}"


def stem_overcomes(f: Facts, x: int) -> bool:
    """The day stem 克 branch x: a stem keeps its own element (§2.1, xj:L35 「癸…下賊上」 on 午)."""
    return overcomes(f.eD, BRANCH_ELEMENT[x])


def overcomes_stem(f: Facts, x: int) -> bool:
    """Branch x 克 the day stem."""
    return overcomes(BRANCH_ELEMENT[x], f.eD)


def monthly_spirit(f: Facts, key: str) -> int:
    """A monthly 煞 (死神, 游魂, 喪門, 天鬼, 大時, 小時) of the chart's month number m (A-MONTH)."""
    return _spirits_of_month(f.m)[key]


@lru_cache(maxsize=12)
def _spirits_of_month(m: int) -> dict[str, int]:
    return {spirit.key: spirit.branch for spirit in month_spirits((m + 1) % 12)}  # 正月 = 寅


def transmissions_carrying(f: Facts, names: frozenset[str] | set[str]) -> tuple[str, ...]:
    """The transmissions whose riding general is one of `names`, as Outcome components."""
    return tuple(part for part, x in zip(TRANSMISSION_PARTS, f.seq3) if f.gen_on(x) in names)


def uppers_holding(f: Facts, x: int, *, day_branch: bool = True, travel_year: bool = False) -> tuple[str, ...]:
    """Where branch x stands among 日上 and 辰上 (and 行年上 when asked), as Outcome components.

    「日上/辰上」 are lessons 1 and 3, with their 陰神 (lessons 2 and 4) under A-GANSHANG yin. The
    行年 is read last: a chart without a querent still matches on the day and branch, and is "not
    evaluated" only when nothing else holds.
    """
    lessons: tuple[int, ...] = (1, 2) if f.settings.ganshang == "yin" else (1,)
    if day_branch:
        lessons += (3, 4) if f.settings.ganshang == "yin" else (3,)
    parts = [f"lesson:{n}" for n in lessons if f.lesson_upper(n) == x]
    if travel_year:
        try:
            if f.upN == x:
                parts.append("travel_year")
        except MissingInput:
            if not parts:
                raise
    return tuple(parts)


def looks_up_at_tomb(f: Facts, s: PatternSettings) -> bool:
    """仰見丘: the initial is the 墓 of the earth branch under it (A-QIU stem: the 墓 of the day stem)."""
    if s.qiu == "stem":
        return f.chu == f.stage_branch("墓")
    return f.chu == f.stage_branch("墓", BRANCH_ELEMENT[f.down(f.chu)])


def looks_down_at_foe(f: Facts, s: PatternSettings) -> bool:
    """俯見仇: the earth branch under the initial 克s it (A-QIU stem: the day stem 克s it)."""
    return stem_overcomes(f, f.chu) if s.qiu == "stem" else ctl(f.down(f.chu), f.chu)


def _read(f: Facts, s: PatternSettings, clauses: tuple[Test, ...]) -> Iterator[Outcome | MissingInput | None]:
    """Each clause in turn: its Outcome, None when it fails, or the MissingInput it raised."""
    for clause in clauses:
        try:
            yield clause(f, s)
        except MissingInput as needs:
            yield needs


def any_clause(f: Facts, s: PatternSettings, *clauses: Test) -> Outcome | None:
    """A disjunction: the components and flags of every clause that holds. A clause needing an input
    the chart lacks makes the whole "not evaluated" only when no other clause holds."""
    results = list(_read(f, s, clauses))
    held = [r for r in results if isinstance(r, Outcome)]
    if held:
        return merged(held)
    missing = next((r for r in results if isinstance(r, MissingInput)), None)
    if missing:
        raise missing
    return None


def all_clauses(f: Facts, s: PatternSettings, *clauses: Test) -> Outcome | None:
    """A conjunction: it fails as soon as one clause fails, even when another lacks its input; it is
    "not evaluated" only when every clause that could be read holds."""
    held: list[Outcome] = []
    missing: MissingInput | None = None
    for result in _read(f, s, clauses):
        if result is None:
            return None
        if isinstance(result, MissingInput):
            missing = missing or result
        else:
            held.append(result)
    if missing:
        raise missing
    return merged(held)


def merged(outcomes: list[Outcome]) -> Outcome:
    """One Outcome with the components and flags of several, each named once."""
    return Outcome(components=tuple(dict.fromkeys(c for o in outcomes for c in o.components)),
                   flags=tuple(dict.fromkeys(x for o in outcomes for x in o.flags)))


def chained(f: Facts, relation) -> bool:
    """初→中→末 or 末→中→初 each step in `relation` (gen or ctl): 子母相生, 三傳相剋."""
    chu, zhong, mo = f.seq3
    return (relation(chu, zhong) and relation(zhong, mo)) or (relation(mo, zhong) and relation(zhong, chu))


def extended(outcome: Outcome, *components: str, flags: tuple[str, ...] = ()) -> Outcome:
    """An Outcome with more components (and flags), each named once."""
    return merged([outcome, Outcome(components=components, flags=flags)])
