"""The budgets of the web half as Django writes it (docs/performance.md), measured on gunicorn (2 workers) over
loopback, through HTTP alone, so the same module measures any version of the site side by side:

- one client: a chart page never asked for before (each a new 課) p50 ≤ 20 ms, p99 ≤ 50 ms; the same page
  again ≤ 5 ms; /api/chart (fresh parameters) ≤ 10 ms;
- 200 clients over every kind of page: no page's p99 above 1 s;
- a chart page on the wire (gzip) ≤ 25 KB;
- a worker's memory (RSS) after `LIUREN_BENCH_DISTINCT` (default 50,000) requests for distinct chart URLs ≤ 250 MB.

    python -m bench bench_house          every line
    LIUREN_BENCH_DISTINCT=5000 python -m bench bench_house
"""
from __future__ import annotations

import datetime as dt
import http.client
import os
import random
from pathlib import Path
from urllib.parse import urlencode

from bench.load import _SERVERS, HOST, Load, get, load, served_app

NEW_KE_STEP = dt.timedelta(days=1, hours=2, minutes=7)   # a different day and hour, so 課, almost every step
DISTINCT = int(os.environ.get("LIUREN_BENCH_DISTINCT", "50000"))
BUDGETS = {"fresh": (20, 50), "again": (5, None), "api": (10, None), "many": (None, 1000)}
WIRE_BUDGET_KB = 25
MEMORY_BUDGET_MB = 250


def moments(start: dt.datetime, step: dt.timedelta, count: int) -> list[dict[str, str]]:
    return [{"at": (start + n * step).isoformat(timespec="minutes"), "tz": "Asia/Shanghai"} for n in range(count)]


def canonical(port: int, query: dict[str, str]) -> str:
    """The chart's permanent address, as the site redirects to it (a redirect caches no page)."""
    status, location, _, _ = get(port, "/chart/?" + urlencode(query))
    if status not in (301, 302) or not location:
        raise RuntimeError(f"expected a redirect for {query}, got {status}")
    return location


def a_readers_cookie(port: int) -> dict[str, str]:
    """The cookie a browser holds after its first page (the CSRF token of the language switcher's form): a page
    with a form is kept per reader (Vary: Cookie), as Django keeps cached pages with forms."""
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    connection.request("GET", "/")
    response = connection.getresponse()
    response.read()
    cookie = response.getheader("Set-Cookie")
    connection.close()
    return {"Cookie": cookie.split(";", 1)[0]} if cookie else {}


def worker_rss_mb(port: int) -> list[float]:
    """Each gunicorn worker's resident memory."""
    master = _SERVERS[port]
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    sizes = []
    for pid in children:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                sizes.append(int(line.split()[1]) / 1024)
    return sizes


def main() -> None:
    with served_app() as port:
        browser = a_readers_cookie(port)
        fresh = [canonical(port, q) for q in moments(dt.datetime(2030, 1, 1, 0, 3), NEW_KE_STEP, 600)]
        _print("one client: a chart page never asked for before, each a new 課",
               load(port, fresh, clients=1, requests=len(fresh), each_once=True, seconds=120, headers=browser),
               "fresh")
        again = fresh[:100]
        _print("one client: the same chart page again",
               load(port, again, clients=1, requests=1000, seconds=60, headers=browser), "again")
        api = ["/api/chart?" + urlencode(q) for q in moments(dt.datetime(2028, 5, 1, 6, 0), dt.timedelta(minutes=1),
                                                             1000)]
        _print("one client: /api/chart, fresh parameters",
               load(port, api, clients=1, requests=len(api), each_once=True, seconds=60), "api")

        page = get(port, fresh[0], {"Accept-Encoding": "gzip"})[3]
        plain = get(port, fresh[0])[3]
        verdict = "within budget" if len(page) <= WIRE_BUDGET_KB * 1024 else "OVER BUDGET"
        print(f"a chart page on the wire: {len(page) / 1024:.1f} KB gzip ({len(plain) / 1024:.1f} KB plain)  "
              f"{verdict} (≤ {WIRE_BUDGET_KB} KB)")

        mix = _site_mix(port)
        many = load(port, [p for _, p in mix], clients=200, requests=6000, seconds=60, each_once=True,
                    kinds=[k for k, _ in mix])
        _print("200 clients over every kind of page", many, "many", clients=200)
        for kind, figures in sorted(many.by_kind.items(), key=lambda item: -item[1].p99_us):
            print(f"    {kind:<22} p50 {figures.median_us / 1000:8.1f} ms  p99 {figures.p99_us / 1000:8.1f} ms")

        print(f"workers' RSS before the distinct charts: {', '.join(f'{m:.0f} MB' for m in worker_rss_mb(port))}")
        distinct = [canonical(port, q) for q in moments(dt.datetime(2032, 1, 1, 0, 1), dt.timedelta(minutes=23),
                                                        DISTINCT)]
        load(port, distinct, clients=4, requests=len(distinct), each_once=True, seconds=3600)
        sizes = worker_rss_mb(port)
        verdict = "within budget" if max(sizes) <= MEMORY_BUDGET_MB else "OVER BUDGET"
        print(f"workers' RSS after {DISTINCT:,} distinct chart URLs: {', '.join(f'{m:.0f} MB' for m in sizes)}  "
              f"{verdict} (≤ {MEMORY_BUDGET_MB} MB)")


def _site_mix(port: int) -> list[tuple[str, str]]:
    pages = {
        "start page": ["/"],
        "chart page fresh": [canonical(port, q) for q in moments(dt.datetime(2033, 1, 1, 0, 3), NEW_KE_STEP, 1500)],
        "/api/chart fresh": ["/api/chart?" + urlencode(q) for q in moments(dt.datetime(2034, 1, 1), NEW_KE_STEP, 1500)],
        "720-課 browser": ["/ke/", "/ke/?" + urlencode({"method": "涉害"}), "/ke/?" + urlencode({"day": "甲子"}),
                           "/ke/?sort=method&page=2"],
        "pattern catalog": ["/patterns/", "/patterns/?work=xinjing"],
        "methods pages": ["/methods/", "/methods/shehai/", "/methods/spirits/"],
        "classics": ["/classics/", "/classics/jingwei/2/", "/classics/jingwei/2/1/", "/classics/glossary/"],
        "classics search": ["/classics/search/?" + urlencode({"q": q}) for q in ("懸胎", "三傳", "涉害", "关隔")],
    }
    mix = [(kind, path) for kind, paths in pages.items() for path in paths]
    random.Random(200).shuffle(mix)
    return mix


def _print(label: str, figures: Load, budget: str, clients: int = 1) -> None:
    p50, p99 = BUDGETS[budget]
    met = (p50 is None or figures.median_us <= p50 * 1000) and (p99 is None or figures.p99_us <= p99 * 1000)
    wanted = ", ".join(f"{name} ≤ {value} ms" for name, value in (("p50", p50), ("p99", p99)) if value)
    print(figures.line(label, clients) + f"  {'within budget' if met else 'OVER BUDGET'} ({wanted})")


if __name__ == "__main__":
    main()
