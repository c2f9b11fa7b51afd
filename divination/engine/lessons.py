"""The heaven plate over the earth plate, and the four lessons (天地盤, 四課; docs/engine-rules.md §2)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cycles import BRANCH_ELEMENT, BRANCHES, STEM_ELEMENT, STEM_LODGING, STEMS, overcomes

ZEI: Final = "zei"  # 賊: the lower overcomes the upper (下賊上)
KE: Final = "ke"    # 剋: the upper overcomes the lower (上剋下)


@dataclass(frozen=True, slots=True)
class Lesson:
    """One of the 四課: an upper (上神) over a lower; the first lesson's lower is the day stem.

    `lower_branch` is where the lower stands on the earth plate: for the first lesson, the stem's
    lodging (寄宮); `relation` is ZEI, KE or None.
    """

    number: int
    upper: int
    lower: int
    lower_is_stem: bool
    lower_branch: int
    relation: str | None

    @property
    def lower_name(self) -> str:
        return STEMS[self.lower] if self.lower_is_stem else BRANCHES[self.lower]


def heaven_on(earth: int, k: int) -> int:
    """上神: the heaven-plate branch on earth branch g is g + k (k = monthly general − query hour)."""
    return (earth + k) % 12


def earth_under(heaven: int, k: int) -> int:
    """The earth branch a heaven-plate branch stands on (臨)."""
    return (heaven - k) % 12


def lesson_relation(upper_element: int, lower_element: int) -> str | None:
    """賊 when the lower overcomes the upper, 剋 when the upper overcomes the lower (docs/engine-rules.md §2)."""
    if overcomes(lower_element, upper_element):
        return ZEI
    if overcomes(upper_element, lower_element):
        return KE
    return None


def four_lessons(day_stem: int, day_branch: int, k: int) -> tuple[Lesson, Lesson, Lesson, Lesson]:
    """一課 干上 over the stem, 二課 its upper, 三課 支上 over the branch, 四課 its upper (docs/engine-rules.md §2)."""
    lodging = STEM_LODGING[day_stem]
    u1 = (lodging + k) % 12
    u2 = (u1 + k) % 12
    u3 = (day_branch + k) % 12
    u4 = (u3 + k) % 12
    be = BRANCH_ELEMENT
    return (
        Lesson(1, u1, day_stem, True, lodging, lesson_relation(be[u1], STEM_ELEMENT[day_stem])),
        Lesson(2, u2, u1, False, u1, lesson_relation(be[u2], be[u1])),
        Lesson(3, u3, day_branch, False, day_branch, lesson_relation(be[u3], be[day_branch])),
        Lesson(4, u4, u3, False, u3, lesson_relation(be[u4], be[u3])),
    )
