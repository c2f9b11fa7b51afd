"""In-process costs of the machine interface: a chart with its patterns in `chart --batch`, and `/api/chart`
with fresh parameters (each URL asked once, so no page cache helps).

Budgets (issue 12): a chart with its patterns in `chart --batch` ≤ 175 µs (kinliuren, a reference
implementation, computes one chart in 7.1 ms on this machine: ≥ 40× faster); `/api/chart` fresh, served by
gunicorn, p50 ≤ 15 ms (bench_pages) — here its CPU in process, the view's own share apart from the stack
of middleware around it.
"""
from __future__ import annotations

import io
import json
import sys
import tempfile
import time
from itertools import islice

from bench.bench_pages import fresh_api_urls
from bench.timing import site_client

BATCH_BUDGET_US = 175
KINLIUREN_US = 7_100
RUNS = 3


def _batch(lines: list[str], to_file: bool = False) -> float:
    """CPU µs a line of `manage.py chart --batch` (JSON in, the chart with its patterns as JSON out), written to a
    stream of text as call_command's tests give it, or to a file as `chart --batch < in.jsonl > out.jsonl` does."""
    from django.core.management import call_command

    stdin = sys.stdin
    sys.stdin = io.StringIO("\n".join(lines) + "\n")
    with tempfile.TemporaryFile("w+", encoding="utf-8") if to_file else io.StringIO() as out:
        try:
            start = time.process_time()
            call_command("chart", batch=True, stdout=out)
            seconds = time.process_time() - start
        finally:
            sys.stdin = stdin
        out.seek(0)
        head = out.read(200)
        assert out.seek(0, io.SEEK_END) and '"error"' not in head, head
    return seconds / len(lines) * 1e6


def batch_lines() -> tuple[list[str], list[str]]:
    from divination.engine.cycles import BRANCHES, SEXAGENARY

    ke = [json.dumps({"day": day, "general": BRANCHES[g], "hour": BRANCHES[(g * 5 + i) % 12]}, ensure_ascii=False)
          for i, day in enumerate(SEXAGENARY) for g in range(12)]
    moments = [json.dumps({"at": f"2029-{1 + i % 12:02d}-{1 + i % 28:02d}T{i % 24:02d}:{i % 60:02d}",
                           "tz": "Asia/Shanghai"}) for i in range(720)]
    return ke, moments


def _api_cpu(client, urls: list[str]) -> float:
    """CPU µs a request of the test client, each URL once (no page cache helps)."""
    start = time.process_time()
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
    return (time.process_time() - start) / len(urls) * 1e6


def _view_cpu(urls: list[str]) -> float:
    """CPU µs of the view alone (/api/chart's function with its page-cache decorator) on requests made ahead:
    no middleware, no test client."""
    from django.test import RequestFactory

    from divination.builder.api import chart

    factory = RequestFactory()
    requests = [factory.get(url) for url in urls]
    start = time.process_time()
    for request in requests:
        assert chart(request).status_code == 200
    return (time.process_time() - start) / len(urls) * 1e6


def main() -> None:
    ke, moments = batch_lines()
    for label, lines in (("課", ke), ("moment", moments)):
        _batch(list(islice(lines, 50)))
        # The first run meets most of its 課 (and days) for the first time: every entry evaluated on them.
        first = _batch(lines)
        runs = sorted(_batch(lines) for _ in range(RUNS))
        verdict = "within budget" if runs[1] <= BATCH_BUDGET_US else "OVER BUDGET"
        print(f"{'chart --batch, a ' + label + ' with its patterns':<48} {runs[1]:10,.1f} µs CPU a chart (median of 3 "
              f"runs "
              f"of {len(lines)}; {KINLIUREN_US / runs[1]:.0f}× kinliuren's 7.1 ms)  {verdict} (≤ {BATCH_BUDGET_US} "
              f"µs); "
              f"the first run {first:,.0f} µs")
        to_file = sorted(_batch(lines, to_file=True) for _ in range(RUNS))
        print(f"{'  the same written to a file (UTF-8)':<48} {to_file[1]:10,.1f} µs CPU a chart (median of 3 runs)")
    # Each run its own URLs (the view's on others than the client's): nothing asked twice.
    urls = fresh_api_urls(400 * (2 * RUNS + 1))
    runs_of = [urls[400 * (n + 1):400 * (n + 2)] for n in range(2 * RUNS)]
    with site_client() as client:
        _api_cpu(client, urls[:100])
        served = sorted(_api_cpu(client, run) for run in runs_of[:RUNS])
        view = sorted(_view_cpu(run) for run in runs_of[RUNS:])
    print(f"{'/api/chart fresh, in-process (test client)':<48} {served[1]:10,.1f} µs CPU a request (median of 3 runs "
          f"of 400)")
    print(f"{'  of which the view (parameters, chart, JSON)':<48} {view[1]:10,.1f} µs CPU; the rest, "
          f"{served[1] - view[1]:,.1f} µs, is Django's request handling and middleware")
