"""The pattern matcher (budgets: every entry on one chart ≤ 1 ms median; five next moments over a year ≤ 2 s)."""
from __future__ import annotations

import datetime as dt
import itertools
import time

from bench.timing import measure, report
from divination.engine.chart import chart_from_ke
from divination.engine.moment import chart_from_moment
from divination.patterns.registry import ENTRIES, entry, match_chart
from divination.patterns.search import Querent, next_moments
from divination.patterns.survey import ke_charts

MATCH_BUDGET_US = 1_000
SEARCH_BUDGET_S = 2.0
START = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)
# A 課-only pattern, a seasonal one (月建), one of the lunar date, one of the querent's 行年, and one
# no chart shows (辰子申), which walks the whole year: the worst case.
SEARCHED = ("jingwei.shuiju.shun.chengdou", "jingwei.xuantai.shun.spring", "xinjing.sanqi.jia_ji",
            "xinjing.longzhan.nian", "jingwei.shuiju.ni.xunshun")


def main() -> None:
    print(f"{len(ENTRIES)} entries")
    gengchen = chart_from_ke("庚辰", "午", "寅")
    report("match_chart, 庚辰 午將 寅時 (課 only)", measure(lambda: match_chart(gengchen)), MATCH_BUDGET_US)
    sample = itertools.cycle(ke_charts()[::7])
    report("match_chart, every 7th of the 720 "
           "課", measure(lambda: match_chart(next(sample)), repeat=500), MATCH_BUDGET_US)
    moment = chart_from_moment(dt.datetime(2026, 11, 30, 14, 30), "Asia/Shanghai", birth_year=1985, sex="female")
    report("match_chart, a moment with calendar and querent", measure(lambda: match_chart(moment)), MATCH_BUDGET_US)
    hours = itertools.cycle([chart_from_moment(dt.datetime(2026, 12, 1) + dt.timedelta(hours=2 * h), "Asia/Shanghai")
                             for h in range(0, 12 * 60, 5)])
    report("match_chart, moments across sixty days", measure(lambda: match_chart(next(hours)), repeat=500),
           MATCH_BUDGET_US)
    for entry_id in SEARCHED:
        item = entry(entry_id)
        querent = {"querent": _querent()} if item.inputs & {"XN", "SX"} else {}
        begin = time.perf_counter()
        found = next_moments([item], START, count=5, **querent)[item.id]
        seconds = time.perf_counter() - begin
        print(f"next 5 moments of {entry_id:<36} {seconds:6.3f} s (budget {SEARCH_BUDGET_S:g} s), found {len(found)}")


def _querent() -> Querent:
    return Querent(1985, "female")


if __name__ == "__main__":
    main()
