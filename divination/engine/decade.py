"""The day's decade: hidden stems and void (旬, 遁干, 旬空; docs/engine-rules.md §4)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decade:
    """The ten days from a 甲 day: `head` is the branch 甲 takes; the last two branches are void."""

    head: int

    def hidden_stem(self, branch: int) -> int | None:
        """遁干: the stem the branch takes in this decade (甲子旬: 子甲 丑乙 …); None for a void branch."""
        offset = (branch - self.head) % 12
        return offset if offset < 10 else None

    @property
    def void(self) -> tuple[int, int]:
        """旬空: the two branches the decade leaves out."""
        return ((self.head + 10) % 12, (self.head + 11) % 12)


def decade_of(day_stem: int, day_branch: int) -> Decade:
    return Decade((day_branch - day_stem) % 12)
