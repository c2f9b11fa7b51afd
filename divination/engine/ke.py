"""One 課: a day 干支 and a placement k of the heaven plate fix plates, lessons and transmissions.

There are 60 × 12 = 720 of them (docs/engine-rules.md, conventions); `all_ke` enumerates them.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from .cycles import BRANCHES, SEXAGENARY, STEM_LODGING, sexagenary_from_index, sexagenary_index
from .lessons import Lesson, earth_under, four_lessons, heaven_on
from .options import DEFAULT_OPTIONS, Options
from .transmissions import Transmissions, three_transmissions


@dataclass(frozen=True, slots=True)
class Ke:
    """課: the day (stem, branch), k = (monthly general − query hour) mod 12, lessons and transmissions."""

    day_stem: int
    day_branch: int
    k: int
    lessons: tuple[Lesson, Lesson, Lesson, Lesson]
    transmissions: Transmissions

    @property
    def day_name(self) -> str:
        return SEXAGENARY[sexagenary_index(self.day_stem, self.day_branch)]

    @property
    def lodging(self) -> int:
        """寄宮 of the day stem: the branch standing for the stem in branch relations (R-GAN)."""
        return STEM_LODGING[self.day_stem]

    def heaven_on(self, earth: int) -> int:
        """上神: the heaven-plate branch over an earth branch."""
        return heaven_on(earth, self.k)

    def earth_under(self, heaven: int) -> int:
        """The earth branch under a heaven-plate branch (臨)."""
        return earth_under(heaven, self.k)

    @property
    def lessons_text(self) -> str:
        return " ".join(f"{BRANCHES[l.upper]}/{l.lower_name}" for l in self.lessons)


@lru_cache(maxsize=4096)
def _ke(day_stem: int, day_branch: int, k: int, shehai: str, biyong_ge: str) -> Ke:
    lessons = four_lessons(day_stem, day_branch, k)
    options = Options(shehai=shehai, biyong_ge=biyong_ge)
    return Ke(day_stem, day_branch, k, lessons, three_transmissions(lessons, day_stem, day_branch, k, options))


def make_ke(day_stem: int, day_branch: int, k: int, options: Options = DEFAULT_OPTIONS) -> Ke:
    """The 課 of a day and a placement. Only the 涉害 options change a 課, so 720 × 4 are memoised."""
    return _ke(day_stem, day_branch, k % 12, options.shehai, options.biyong_ge)


def all_ke(options: Options = DEFAULT_OPTIONS) -> Iterator[Ke]:
    """The 720 課 in cycle order (甲子 k=0 … 癸亥 k=11)."""
    for index in range(60):
        stem, branch = sexagenary_from_index(index)
        for k in range(12):
            yield make_ke(stem, branch, k, options)
