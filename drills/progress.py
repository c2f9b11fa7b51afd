"""What a student's answers say: mastery per topic and how it moved, the weakest topic, the days practised as a
calendar heat map, and the streak. Computed from the answers' (topic, right?, when) alone, in one pass, so the
page costs the same queries whatever the number of answers (drills.study gives them)."""
from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from drills.topics import TOPICS, Topic

# Mastery is the share right of a topic's last RECENT answers; how it moved, against the RECENT before them.
RECENT: Final = 20
# A topic is called weakest only once it has been answered this often: two wrong answers say little.
WEAKEST_AFTER: Final = 5
WEEKS: Final = 53
CELL, GAP, LEFT, TOP = 11, 2, 28, 16
# The heat map's shades: the number of answers a day needs to reach each.
LEVELS: Final = (1, 5, 10, 20)


@dataclass(frozen=True)
class Mastery:
    topic: Topic
    answered: int
    recent: int          # how many answers mastery is taken over (at most RECENT)
    right: int
    moved: int | None    # points gained (or lost) against the RECENT before; None until there are as many

    @property
    def percent(self) -> int | None:
        return round(100 * self.right / self.recent) if self.recent else None


def mastery(rows: Iterable[tuple[str, bool, dt.datetime]]) -> list[Mastery]:
    """Each topic's mastery, in the topics' order (`rows` oldest first)."""
    by_topic: dict[str, list[bool]] = defaultdict(list)
    for topic, correct, _when in rows:
        by_topic[topic].append(correct)
    found = []
    for topic in TOPICS:
        answers = by_topic.get(topic.slug, [])
        recent, before = answers[-RECENT:], answers[-2 * RECENT:-RECENT]
        moved = (round(100 * sum(recent) / len(recent)) - round(100 * sum(before) / len(before))
                 if len(before) == RECENT else None)
        found.append(Mastery(topic, len(answers), len(recent), sum(recent), moved))
    return found


def weakest(masteries: list[Mastery]) -> Mastery | None:
    """The topic answered least well of those answered WEAKEST_AFTER times or more (the first in order on a tie)."""
    tried = [m for m in masteries if m.answered >= WEAKEST_AFTER]
    return min(tried, key=lambda m: m.right / m.recent) if tried else None


def days_practised(rows: Iterable[tuple[str, bool, dt.datetime]], zone: dt.tzinfo) -> Counter[dt.date]:
    """The number of answers of each day, in the reader's zone."""
    return Counter(when.astimezone(zone).date() for _topic, _correct, when in rows)


def streak(days: Counter[dt.date], today: dt.date) -> int:
    """Days practised in a row up to today (or up to yesterday, while today is still ahead)."""
    day = today if days[today] else today - dt.timedelta(days=1)
    count = 0
    while days[day]:
        count, day = count + 1, day - dt.timedelta(days=1)
    return count


@dataclass(frozen=True)
class Cell:
    x: int
    y: int
    day: dt.date
    count: int
    level: int


def heat_map(days: Counter[dt.date], today: dt.date) -> dict:
    """The last WEEKS weeks, a column a week (Monday at the top), today's week last: the cells, the months' first
    columns, and the drawing's size."""
    first = today - dt.timedelta(weeks=WEEKS - 1, days=today.weekday())
    cells, months = [], []
    for offset in range((today - first).days + 1):
        day = first + dt.timedelta(days=offset)
        week = offset // 7
        count = days[day]
        cells.append(Cell(LEFT + week * (CELL + GAP), TOP + day.weekday() * (CELL + GAP), day, count,
                          sum(1 for least in LEVELS if count >= least)))
        if day.day == 1:
            months.append({"x": LEFT + week * (CELL + GAP), "day": day})
    return {"cells": cells, "months": months, "width": LEFT + WEEKS * (CELL + GAP), "height": TOP + 7 * (CELL + GAP),
            "rows": [{"y": TOP + weekday * (CELL + GAP) + CELL - 1, "day": first + dt.timedelta(days=weekday)}
                     for weekday in (0, 2, 4)]}
