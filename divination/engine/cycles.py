"""The stems, the branches and their static tables (干支, 五行, 陰陽, 寄宮).

Branches are indexed 子0 … 亥11 and stems 甲0 … 癸9 (docs/engine-rules.md, conventions);
every table here is the one the sources print.
"""
from __future__ import annotations

from typing import Final

from .errors import ChartInputError
from .messages import _

STEMS: Final = "甲乙丙丁戊己庚辛壬癸"
BRANCHES: Final = "子丑寅卯辰巳午未申酉戌亥"

# 五行 in the order of 相生: wood → fire → earth → metal → water → wood.
ELEMENTS: Final = ("木", "火", "土", "金", "水")
WOOD, FIRE, EARTH, METAL, WATER = range(5)

STEM_ELEMENT: Final = (WOOD, WOOD, FIRE, FIRE, EARTH, EARTH, METAL, METAL, WATER, WATER)
# 子亥 水, 寅卯 木, 巳午 火, 申酉 金, 辰戌丑未 土 (docs/pattern-rules.md §2).
BRANCH_ELEMENT: Final = (WATER, EARTH, WOOD, WOOD, EARTH, FIRE, FIRE, EARTH, METAL, METAL, EARTH, WATER)

# 寄宮: 甲寅 乙辰 丙巳 丁未 戊巳 己未 庚申 辛戌 壬亥 癸丑 (docs/engine-rules.md, conventions).
STEM_LODGING: Final = (2, 4, 5, 7, 5, 7, 8, 10, 11, 1)

# 孟 寅申巳亥, 仲 子午卯酉, 季 辰戌丑未.
MENG: Final = frozenset({2, 5, 8, 11})
ZHONG: Final = frozenset({0, 3, 6, 9})
JI: Final = frozenset({1, 4, 7, 10})


def is_yang_stem(stem: int) -> bool:
    """甲丙戊庚壬 are yang (剛)."""
    return stem % 2 == 0


def is_yang_branch(branch: int) -> bool:
    """子寅辰午申戌 are yang."""
    return branch % 2 == 0


def generates(a: int, b: int) -> bool:
    """Element a 生 element b (木→火→土→金→水→木)."""
    return (a + 1) % 5 == b


def overcomes(a: int, b: int) -> bool:
    """Element a 剋 element b (木→土→水→火→金→木)."""
    return (a + 2) % 5 == b


def branch_index(text: str, field: str = "branch") -> int:
    """The index of one branch character, or a ChartInputError naming what was given."""
    if len(text) == 1 and text in BRANCHES:
        return BRANCHES.index(text)
    raise ChartInputError(_("「%(text)s」 is not one of the twelve branches %(branches)s."), field, text=text, branches=BRANCHES)


def sexagenary_index(stem: int, branch: int) -> int:
    """Position 0–59 in the sixty-day cycle (甲子 = 0); stem and branch must share polarity."""
    if stem % 2 != branch % 2:
        raise ValueError("stem and branch of different polarity form no 干支")
    return (6 * stem - 5 * branch) % 60


def parse_ganzhi(text: str, field: str = "day") -> tuple[int, int]:
    """(stem, branch) of a 干支 such as 「丁卯」; 「甲丑」 is refused: a yang stem never meets a yin branch."""
    text = text.strip()
    if len(text) != 2 or text[0] not in STEMS or text[1] not in BRANCHES:
        raise ChartInputError(
            _("「%(text)s」 is not a 干支: give a stem (%(stems)s) followed by a branch (%(branches)s), e.g. 丁卯."),
            field, text=text, stems=STEMS, branches=BRANCHES,
        )
    stem, branch = STEMS.index(text[0]), BRANCHES.index(text[1])
    if stem % 2 != branch % 2:
        raise ChartInputError(
            _("「%(text)s」 is not one of the sixty 干支: a yang stem pairs only with a yang branch.") if stem % 2 == 0
            else _("「%(text)s」 is not one of the sixty 干支: a yin stem pairs only with a yin branch."),
            field, text=text,
        )
    return stem, branch


def ganzhi_name(stem: int, branch: int) -> str:
    return STEMS[stem] + BRANCHES[branch]


def sexagenary_from_index(index: int) -> tuple[int, int]:
    return index % 10, index % 12


SEXAGENARY: Final = tuple(ganzhi_name(i % 10, i % 12) for i in range(60))


def hour_branch(clock_hour: int) -> int:
    """時辰 of a clock hour: 子 is 23:00–00:59, 丑 01:00–02:59, … 亥 21:00–22:59 (docs/engine-rules.md §1)."""
    return (clock_hour + 1) // 2 % 12
