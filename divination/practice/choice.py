"""「Give me a chart to practise」: a chart drawn by a seed, optionally of a method, a sub-name or a pattern.

The same seed and choice always give the same chart: the draw is a SHA-256 of them, not Python's
random generator, so a link keeps its chart. A 課 chart is drawn from the 720 課 (default options)
with one of the twelve query hours; a chart showing a pattern is one of the example charts the
pattern pages list (general k after 子 on the 子 hour), since a pattern can depend on the hour.
A moment chart is a minute between 1950 and 2049 in China standard time. Pure Python.
"""
from __future__ import annotations

import datetime as dt
import hashlib
from functools import cache
from typing import Final

from divination.engine.cycles import BRANCHES
from divination.engine.errors import ChartInputError
from divination.engine.ke import Ke, all_ke
from divination.engine.messages import _
from divination.patterns.survey import ke_showing
from divination.practice.messages import say

MAX_SEED: Final = 999_999_999
KINDS: Final = {"ke": _("a 課 (day, general, hour) · 從課"), "moment": _("a moment (date, time, zone) · 從時刻")}
MOMENT_ZONE: Final = "Asia/Shanghai"
FIRST_MOMENT: Final = dt.datetime(1950, 1, 1)
MINUTES: Final = 100 * 365 * 24 * 60


def _draw(seed: int, *choice: str | None) -> int:
    """A large number fixed by the seed and the choice."""
    text = "|".join([str(seed), *(c or "" for c in choice)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


@cache
def _ke_with(method: str | None, subname: str | None) -> tuple[Ke, ...]:
    return tuple(ke for ke in all_ke() if (method is None or ke.transmissions.method == method)
                 and (subname is None or ke.transmissions.subname == subname))


def drawn_chart(seed: int, kind: str = "ke", method: str | None = None, subname: str | None = None,
                pattern: str | None = None) -> dict[str, str]:
    """The chart parameters the seed draws (a 課, or a moment); ChartInputError when nothing fits the choice."""
    number = _draw(seed, kind, method, subname, pattern)
    if kind == "moment":
        moment = FIRST_MOMENT + dt.timedelta(minutes=number % MINUTES)
        return {"at": moment.isoformat(timespec="minutes"), "tz": MOMENT_ZONE}
    if pattern:
        charts = [c for c in ke_showing(pattern) if (method is None or c.transmissions.method == method)
                  and (subname is None or c.transmissions.subname == subname)]
        if not charts:
            raise ChartInputError(say("random.no_pattern"), "pattern")
        chart = charts[number % len(charts)]
        return {"day": chart.ke.day_name, "general": BRANCHES[chart.monthly_general],
                "hour": BRANCHES[chart.query_hour]}
    found = _ke_with(method, subname)
    if not found:
        raise ChartInputError(say("random.no_ke"), "subname")
    ke = found[number % len(found)]
    hour = (number // len(found)) % 12
    return {"day": ke.day_name, "general": BRANCHES[(hour + ke.k) % 12], "hour": BRANCHES[hour]}
