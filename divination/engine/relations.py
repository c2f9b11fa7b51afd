"""Relations between branches: 沖 刑 破 害 六合 三合, and the stems' 干合 (docs/pattern-rules.md §2)."""
from __future__ import annotations

from typing import Final


def clash(branch: int) -> int:
    """沖: the branch opposite (b + 6)."""
    return (branch + 6) % 12


# 三刑, directed as the gloss of jw:L93 lists them: 寅→巳→申→寅, 丑→戌→未→丑, 子⇄卯; 辰午酉亥 punish themselves.
PUNISHMENT: Final = (3, 10, 5, 0, 4, 8, 6, 1, 2, 9, 7, 11)
SELF_PUNISHING: Final = frozenset({4, 6, 9, 11})

# 六合: 子丑 寅亥 卯戌 辰酉 巳申 午未.
HARMONY: Final = (1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
# 六破 (jw:L101): 子酉 午卯 丑辰 戌未 亥寅 申巳.
BREAK: Final = (9, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2)
# 六害 (jw:L105): 子未 丑午 寅巳 申亥 卯辰 酉戌.
HARM: Final = (7, 6, 5, 4, 3, 2, 1, 0, 11, 10, 9, 8)

# 三合, each in its order 長生 → 帝旺 → 墓: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金.
TRINES: Final = ((8, 0, 4), (11, 3, 7), (2, 6, 10), (5, 9, 1))
TRINE_OF: Final = tuple(next(t for t in TRINES if b in t) for b in range(12))

# 干合: 甲己 乙庚 丙辛 丁壬 戊癸.
STEM_PARTNER: Final = tuple((s + 5) % 10 for s in range(10))


def trine_next(branch: int) -> int:
    """The branch one step ahead of `branch` in its trine (三合前一辰), as 別責 uses it."""
    trine = TRINE_OF[branch]
    return trine[(trine.index(branch) + 1) % 3]


def post_horse(branch: int) -> int:
    """驛馬: 申子辰 → 寅, 寅午戌 → 申, 巳酉丑 → 亥, 亥卯未 → 巳 (the clash of the trine's 長生)."""
    return clash(TRINE_OF[branch][0])
