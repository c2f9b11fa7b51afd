"""Rules shared by the 六壬經緯 families: the void rule, the 吉/凶 generals, branch notation, pairs.

Not a family: it registers no entries (docs/pattern-rules.md §2, §3 R-VOID).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Final

from divination.engine.cycles import BRANCH_ELEMENT, BRANCHES, ELEMENTS, generates
from divination.engine.messages import _
from divination.patterns.facts import Facts, chong, hai, po
from divination.patterns.registry import Outcome
from divination.patterns.settings import PatternSettings

VOID: Final = _("void:勿實論")  # a flag; the page shows it translated
THREE: Final = ("initial", "middle", "final")
DIRECTION_NAMES: Final = {"shun": "順", "ni": "逆"}

# 經緯's auspicious and inauspicious generals (jw:L111, L123): 朱雀 吉, 太陰 凶, as both paragraphs say.
JW_JI: Final = frozenset({"貴人", "六合", "青龍", "太常", "朱雀", "天后"})
JW_XIONG: Final = frozenset({"螣蛇", "白虎", "太陰", "勾陳", "玄武", "天空"})


def branches(text: str) -> tuple[int, ...]:
    """Branch indices of a string of branch characters, e.g. 「亥寅巳」."""
    return tuple(BRANCHES.index(c) for c in text)


@lru_cache(maxsize=256)
def branch_set(text: str) -> frozenset[int]:
    """The set of branches of a string of branch characters, read once (the tables are looked up per chart)."""
    return frozenset(branches(text))


def sequences(text: str) -> frozenset[tuple[int, ...]]:
    """Ordered 三傳 from space-separated branch strings, e.g. 「亥寅巳 寅巳申」."""
    return frozenset(branches(word) for word in text.split())


def element(name: str) -> int:
    return ELEMENTS.index(name)


def favours_stem(f: Facts, x: int) -> bool:
    """「生合日干」 (jw:L111, L123; gloss 「生日干或合日干」): x 生 the stem, or 合 it (A-HE)."""
    return generates(BRANCH_ELEMENT[x], f.eD) or f.he_gan(x)


def harms_stem(f: Facts, x: int) -> bool:
    """「刑沖破害日干」 (jw:L111, L123): against the stem's branch (R-GAN)."""
    g = f.GR
    return f.xing(x, g) or chong(x, g) or po(x, g) or hai(x, g)


def void_of_three(f: Facts) -> tuple[str, ...]:
    """「三將或空一二，勿以此名實論」 (jw:L7, L15, L23, L31, L39, L43, L51): any transmission void."""
    return (VOID,) if f.void3 else ()


def void_of_initial(f: Facts, s: PatternSettings) -> tuple[str, ...]:
    """R-VOID V1: a pattern anchored on the initial lapses when the initial is void (V0: no flag)."""
    return (VOID,) if s.void_rule == "v1" and f.void(f.chu) else ()


def pair_outcome(held: list[bool], components: tuple[str, ...], flags: tuple[str, ...],
                 s: PatternSettings) -> Outcome | None:
    """A listed pair or chain 「A、B」: both must hold (R-PAIR); A-PAIR each: a half is a partial match."""
    holding = sum(held)
    if holding == len(held):
        return Outcome(components, flags)
    if len(held) > 1 and s.pair == "each" and holding:
        return Outcome(components, flags, partial=(holding, len(held)), variant="alt-each")
    return None
