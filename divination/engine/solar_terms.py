"""The twenty-four solar terms (節氣) and their exact instants, from tyme4py.

tyme4py (壽星萬年曆 algorithms) gives each term's instant to the second in China standard time
(UTC+8); docs/engine-rules.md §1 asks for a maintained library rather than our own astronomy.
Instants are cached per term, and the terms around a year per year, so a chart costs a bisect.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from functools import cache, lru_cache
from typing import Final

from tyme4py.solar import SolarTerm as TymeSolarTerm

from .relations import HARMONY

# tyme4py's order (冬至 first), in the traditional characters of the texts.
TERM_NAMES: Final = (
    "冬至", "小寒", "大寒", "立春", "雨水", "驚蟄", "春分", "清明", "穀雨", "立夏", "小滿", "芒種",
    "夏至", "小暑", "大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪",
)
LICHUN: Final = 3
SILI: Final = frozenset({3, 9, 15, 21})   # 四立: 立春 立夏 立秋 立冬
FENZHI: Final = frozenset({0, 6, 12, 18})  # 二分二至: 冬至 春分 夏至 秋分

CHINA_STANDARD_TIME: Final = timezone(timedelta(hours=8), "CST")
_J2000_UTC: Final = datetime(2000, 1, 1, 12, tzinfo=UTC)
_J2000: Final = 2451545.0


@dataclass(frozen=True)
class SolarTerm:
    """One 節氣 of one year at its exact instant; even indices are 中氣 (major terms), odd ones 節."""

    index: int  # 0 = 冬至 … 23 = 大雪 (tyme4py's order)
    utc: datetime

    @property
    def name(self) -> str:
        return TERM_NAMES[self.index]

    @property
    def is_major(self) -> bool:
        """中氣: the terms at which the monthly general changes."""
        return self.index % 2 == 0

    @property
    def month_branch(self) -> int:
        """The 月建 a 節 opens (立春 → 寅, 驚蟄 → 卯, …, 小寒 → 丑)."""
        return (self.index + 1) // 2 % 12

    @property
    def monthly_general(self) -> int:
        """The 月將 a 中氣 brings: 冬至 丑, 大寒 子, 雨水 亥, 春分 戌, … (docs/engine-rules.md §1).

        It is the 六合 partner of the month the 中氣 falls in (雨水 in 寅月 → 亥).
        """
        return HARMONY[self.index // 2 % 12]

    @property
    def china(self) -> datetime:
        return self.utc.astimezone(CHINA_STANDARD_TIME)


@cache
def solar_term(year: int, index: int) -> SolarTerm:
    """Term `index` of tyme4py's year `year` (index 0 is the 冬至 of December year − 1)."""
    julian_day_cst = TymeSolarTerm.from_index(year, index).get_julian_day().get_day()
    seconds = round((julian_day_cst - _J2000) * 86400) - 8 * 3600
    return SolarTerm(index, _J2000_UTC + timedelta(seconds=seconds))


@dataclass(frozen=True)
class _TermWindow:
    terms: tuple[SolarTerm, ...]
    timestamps: tuple[float, ...]


@lru_cache(maxsize=512)
def _window(year: int) -> _TermWindow:
    """The terms from 小雪 of year − 1 to 立春 of year + 1: enough on both sides of any instant in `year`."""
    keys = [(year - 1, i) for i in (22, 23)] + [(year, i) for i in range(24)] + [(year + 1, i) for i in range(4)]
    terms = tuple(solar_term(y, i) for y, i in keys)
    return _TermWindow(terms, tuple(t.utc.timestamp() for t in terms))


@dataclass(frozen=True)
class TermsAround:
    """The terms on either side of an instant: all 24, the 節 alone and the 中氣 alone."""

    previous: SolarTerm
    next: SolarTerm
    previous_minor: SolarTerm  # the 節 in force: it fixes the 月建
    next_minor: SolarTerm
    previous_major: SolarTerm  # the 中氣 in force: it fixes the 月將
    next_major: SolarTerm


def term_position(instant_utc: datetime) -> tuple[int, int]:
    """Where an instant falls among the terms: the year of its window (China standard time) and the place in it
    of the first term after the instant. Instants of one position have the same terms around them."""
    year = instant_utc.astimezone(CHINA_STANDARD_TIME).year
    return year, bisect.bisect_right(_window(year).timestamps, instant_utc.timestamp())


def terms_around(instant_utc: datetime) -> TermsAround:
    """The terms before (at or before) and after an instant; a term takes effect at its exact instant."""
    return terms_at(*term_position(instant_utc))


def terms_at(year: int, at: int) -> TermsAround:
    """The terms around the instants of a `term_position`."""
    window = _window(year)
    before, after = window.terms[at - 1], window.terms[at]
    return TermsAround(
        previous=before,
        next=after,
        previous_minor=before if not before.is_major else window.terms[at - 2],
        next_minor=after if not after.is_major else window.terms[at + 1],
        previous_major=before if before.is_major else window.terms[at - 2],
        next_major=after if after.is_major else window.terms[at + 1],
    )


def lichun_year(instant_utc: datetime) -> int:
    """The year as the pillars count it: it begins at the exact instant of 立春."""
    year = instant_utc.astimezone(CHINA_STANDARD_TIME).year
    return year if instant_utc >= solar_term(year, LICHUN).utc else year - 1
