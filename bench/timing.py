"""One way to time things for every benchmark: repeated runs, median and percentiles."""
from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


def measure(fn: Callable[[], object], *, repeat: int = 200, warmup: int = 10) -> dict[str, float]:
    """Time `fn` `repeat` times after `warmup` calls; figures in microseconds."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1e6)
    return figures(samples)


def figures(samples: list[float]) -> dict[str, float]:
    """Median, 99th percentile and minimum of timings in microseconds."""
    samples = sorted(samples)
    return {"median_us": statistics.median(samples), "p99_us": p99(samples), "min_us": samples[0]}


def p99(ordered: list[float]) -> float:
    """The 99th percentile of samples in order."""
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def report(label: str, figures: dict[str, float], budget_us: float | None = None) -> None:
    budget = f"  (budget {budget_us:,.0f} µs)" if budget_us is not None else ""
    print(f"{label:<48} median {figures['median_us']:>10,.1f} µs   p99 {figures['p99_us']:>10,.1f} µs{budget}")


@contextmanager
def site_client() -> Iterator[object]:
    """Django's test client over the site in process, as the tests see it: static URLs without collectstatic's
    manifest, the test client's host allowed."""
    from django.conf import settings
    from django.test import Client
    from django.test.utils import override_settings

    static = {**settings.STORAGES, "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
    with override_settings(STORAGES=static, ALLOWED_HOSTS=["testserver"]):
        yield Client()
