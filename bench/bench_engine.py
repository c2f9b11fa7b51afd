"""The engine's budgets (issue 2): a chart from a 課 ≤ 50 µs, from a moment ≤ 5 ms, all 720 課 ≤ 50 ms."""
import datetime as dt
import random

from bench.timing import measure, report
from divination.engine.chart import chart_from_ke
from divination.engine.ke import _ke, all_ke
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options

SAMPLE = [("丁卯", "亥", "丑"), ("癸酉", "亥", "午"), ("庚戌", "申", "辰"), ("己未", "酉", "未"), ("辛丑", "亥", "巳")]


def main() -> None:
    warm = iter(SAMPLE * 1000)
    report("chart from a 課, plates to spirits (memoised 課)",
           measure(lambda: chart_from_ke(*next(warm)).spirits(), repeat=2000), 50)

    def cold_chart():
        _ke.cache_clear()
        return chart_from_ke(*random.choice(SAMPLE)).spirits()
    report("chart from a 課, transmissions recomputed", measure(cold_chart, repeat=2000), 50)
    report("chart from a 課 + to_dict()", measure(lambda: chart_from_ke("丁卯", "亥", "丑").to_dict(), repeat=2000))

    rng = random.Random(7)
    start = dt.datetime(2026, 1, 1)
    moments = [start + dt.timedelta(minutes=rng.randrange(365 * 24 * 60)) for _ in range(3000)]
    it = iter(moments)
    report("chart from a moment in 2026, calendar included",
           measure(lambda: chart_from_moment(next(it), "Asia/Shanghai"), repeat=2000), 5000)
    far = iter([dt.datetime(1900 + rng.randrange(200), 1 + rng.randrange(12), 1 + rng.randrange(28), rng.randrange(24))
                for _ in range(400)])
    report("chart from a moment, any year 1900–2100 (cold years)",
           measure(lambda: chart_from_moment(next(far), "Europe/Paris"), repeat=300, warmup=0), 5000)

    def all_720():
        _ke.cache_clear()
        return list(all_ke(Options()))
    report("all 720 課, transmissions recomputed", measure(all_720, repeat=30, warmup=2), 50_000)
