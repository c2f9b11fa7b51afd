"""A row of 六壬大全 卷一 神煞立成, kept as printed, and the reading of its notation (docs/spirits.md §1).

A row's `printed` text is the text's own cell (「巳寅亥申三輪」, 「亥順十二」, 「春戌夏丑秋辰冬未」, a list of
twelve, 「歲前二辰」). `read_row` turns it into one branch per index of what the row is read by
(`index`): the year or day branch (子 = 0), the year or day stem (甲 = 0) or the month (正月 = 0).
Where the text says the rule in words the notation cannot read (「甲見甲之類」), `reading` spells the
row out. A stem in a branch list stands at its lodging (寄宮); 坤 stands at 申. An index the printed
row leaves empty is None: the spirit is not placed then.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import BRANCHES, STEM_LODGING, STEMS
from divination.engine.messages import Message, _

YEAR, MONTH, DAY_STEM, DAY_BRANCH, PALACE = "year", "month", "day_stem", "day_branch", "palace"
YEAR_STEM = "year_stem"  # an index, not a group: the 歲君 rows are read by the year's stem
GROUPS: Final = (YEAR, MONTH, DAY_STEM, DAY_BRANCH, PALACE)
AUSPICIOUS, INAUSPICIOUS, NEUTRAL = "auspicious", "inauspicious", "neutral"
GROUP_TITLES: Final = {YEAR: _("歲神煞 · by the year branch"), MONTH: _("月令雜列神煞 · by the month"),
                       DAY_STEM: _("十天干神煞 · by the day stem"), DAY_BRANCH: _("十二地支神煞 · by the day branch"),
                       PALACE: _("逐月神煞 · the month's table of the twelve palaces")}
TRIGRAMS: Final = {"坤": 8}  # 坤 (south-west, 未申) stands at 申, as the 六壬 plates print it
SEASONS: Final = "春夏秋冬"
MONTH_NUMBERS: Final = {"正": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
                        "十一": 11, "十二": 12}
COUNTS: Final = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5}
RUNS: Final = {"順十二": 1, "順數": 1, "逆十二": -1, "逆數": -1, "順六陽": 2, "逆行四季": -3}


@dataclass(frozen=True, slots=True)
class Row:
    """One row: its spirit, the row as printed, and what it places at each index of its group."""

    key: str                          # code name (pinyin where the spirit has no English name in use)
    name: str                         # 中文, as printed
    group: str
    nature: str                       # auspicious / inauspicious / neutral (docs/spirits.md §2)
    section: str                      # where in 卷一: 歲神煞, 十天干神煞, …
    printed: str
    emended: str | None = None        # 校改: the reading of a damaged row (spirit_text "emended")
    note: str | Message | None = None  # why, and what the other reading is (a message id, or a Message)
    reading: str | None = None        # the row spelled out where the text gives it in words
    index: str = ""                   # what the row is read by; its group unless said

    @property
    def source(self) -> str:
        return f"六壬大全 卷一 {self.section}：{self.name} {self.printed}"

    @property
    def read_by(self) -> str:
        return self.index or self.group

    def places(self, emended: bool) -> tuple[int | None, ...]:
        text = self.emended if emended and self.emended is not None else (self.reading or self.printed)
        return read_row(text, 10 if self.read_by in (DAY_STEM, YEAR_STEM) else 12)


def branch_of(char: str) -> int:
    """A branch, a stem at its lodging, or 坤 at 申."""
    if char in BRANCHES:
        return BRANCHES.index(char)
    if char in STEMS:
        return STEM_LODGING[STEMS.index(char)]
    return TRIGRAMS[char]


def read_row(text: str, size: int = 12) -> tuple[int | None, ...]:
    """The printed notation of one row, read as docs/spirits.md §1 says."""
    if text.endswith(("三輪", "周而複始")):                       # four values, three times round
        four = [branch_of(c) for c in text[:4]]
        return tuple(four[i % 4] for i in range(12))
    run = next((end for end in RUNS if text.endswith(end)), None)
    if run:                                                        # 亥順十二: from 正月 on, one a month
        start = branch_of(text.removeprefix("正月起").removeprefix("正月")[0])
        return tuple((start + RUNS[run] * i) % 12 for i in range(12))
    if text == "即月建":                                           # the month branch itself: 正月 寅
        return tuple((2 + i) % 12 for i in range(12))
    if text[:2] in ("歲前", "歲後", "支前") or text == "即對宮":    # 歲前二辰: counted from the year (or day) branch
        offset = 6 if text == "即對宮" else COUNTS[text[2]] * (1 if text[1] == "前" else -1)
        return tuple((b + offset) % 12 for b in range(12))
    if text[0] in SEASONS:                                         # 春X夏Y秋Z冬W, three months each
        by_season = {text[i]: branch_of(text[i + 1]) for i in range(len(text) - 1) if text[i] in SEASONS}
        return tuple(by_season.get(SEASONS[i // 3]) for i in range(12))
    if text[0] == "正" and "、" in text:                            # 正午、二辰、三寅、…
        by_month = {MONTH_NUMBERS[part[:-1]]: branch_of(part[-1]) for part in text.split("、")}
        return tuple(by_month.get(m) for m in range(1, 13))
    values: list[int | None] = [branch_of(c) for c in text]
    return tuple(values + [None] * (size - len(values)))           # a short row places nothing past its end
