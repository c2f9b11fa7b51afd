"""The chart page and /api/chart served by gunicorn (2 workers) to 20 concurrent clients on loopback.

Budget (issue 4): median ≤ 30 ms, p99 ≤ 100 ms. The clients cycle over many distinct canonical URLs
(課 and moment charts, every step of some); a chart URL always yields the same page, so the server
keeps rendered pages (cache_page, per worker) as browsers and proxies may. The load is measured after
one warm-up round; the first request of each URL, which renders the page, is measured on its own
("first view", one client at a time), and so is a load of URLs never asked for before.
"""
from __future__ import annotations

import contextlib
import datetime as dt
import http.client
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

from bench.timing import report

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
GUNICORN = str(Path(sys.executable).with_name("gunicorn"))
CLIENTS = 20
REQUESTS = 3000        # per target, shared by the clients
TIME_LIMIT = 60.0      # seconds per target, whatever the count reached
BUDGET_MEDIAN_US = 30_000
BUDGET_P99_US = 100_000
STEPS = ("pillars", "lessons", "initial", "generals")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(port: int, path: str) -> tuple[int, str | None, float]:
    """One GET on a fresh connection (gunicorn's sync workers close each one): status, Location, seconds."""
    start = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status, response.getheader("Location"), time.perf_counter() - start
    finally:
        connection.close()


@contextlib.contextmanager
def served_app():
    """collectstatic, a migrated temporary SQLite database, and gunicorn on a free loopback port."""
    with tempfile.TemporaryDirectory(prefix="liuren-bench-") as tmp:
        env = dict(os.environ, DJANGO_ALLOWED_HOSTS="127.0.0.1", DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
                   DATABASE_URL=f"sqlite:///{tmp}/bench.sqlite3", DJANGO_SETTINGS_MODULE="liuren_site.settings")
        env.pop("DJANGO_DEBUG", None)
        for command in (["collectstatic", "--noinput"], ["migrate", "--noinput"]):
            subprocess.run([PYTHON, "manage.py", *command, "--verbosity", "0"], cwd=ROOT, env=env, check=True)
        port = _free_port()
        server = subprocess.Popen([GUNICORN, "liuren_site.wsgi", "-b", f"127.0.0.1:{port}", "-w", "2",
                                   "--log-level", "warning"], cwd=ROOT, env=env)
        try:
            deadline = time.monotonic() + 30
            while True:
                with contextlib.suppress(OSError):
                    if _get(port, "/")[0] == 200:
                        break
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError("gunicorn did not start")
                time.sleep(0.2)
            yield port
        finally:
            server.terminate()
            server.wait(timeout=10)


def _canonical(port: int, query: dict[str, str]) -> str:
    status, location, _ = _get(port, "/chart/?" + urlencode(query))
    if status != 302 or not location:
        raise RuntimeError(f"expected a redirect to the canonical URL for {query}, got {status}")
    return location


def chart_queries() -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """Distinct charts: 課 across the cycle (each hour of its day), and moments over a year in three zones."""
    from divination.engine.cycles import BRANCHES, SEXAGENARY

    ke = [{"day": SEXAGENARY[(7 * i) % 60], "general": BRANCHES[(5 * i) % 12], "hour": BRANCHES[i % 12]}
          for i in range(120)]
    zones = ("Asia/Shanghai", "Europe/Berlin", "America/New_York")
    moments = [{"at": f"2026-{1 + i % 12:02d}-{1 + (3 * i) % 28:02d}T{(5 * i) % 24:02d}:{(17 * i) % 60:02d}",
                "tz": zones[i % 3]} for i in range(60)]
    return ke, moments


def never_asked_before(count: int) -> list[str]:
    """Canonical URLs of moment charts a minute apart in 2027, which no earlier round asked for."""
    from divination.builder.page import chart_url, permanent_params
    from divination.engine.params import chart_from_params

    start = dt.datetime(2027, 3, 1, 8, 0)
    queries = [{"at": (start + dt.timedelta(minutes=n)).isoformat(timespec="minutes"), "tz": "Asia/Shanghai"}
               for n in range(count)]
    return [chart_url(permanent_params(chart_from_params(q), q)) for q in queries]


def load(port: int, paths: list, send=None) -> tuple[dict[str, float], float, int]:
    """CLIENTS threads cycling over `paths` until REQUESTS are done or TIME_LIMIT passes.

    `send(port, item)` makes one request and returns (status, Location, seconds); a GET of the path by default.
    """
    send = send or _get
    latencies: list[float] = []
    failures = []
    lock = threading.Lock()
    counter = iter(range(REQUESTS))
    stop_at = time.monotonic() + TIME_LIMIT

    def client(offset: int) -> None:
        while time.monotonic() < stop_at:
            with lock:
                n = next(counter, None)
            if n is None:
                return
            status, _, seconds = send(port, paths[(n * 7 + offset) % len(paths)])
            with lock:
                latencies.append(seconds)
                if status != 200:
                    failures.append(status)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - start
    return _figures(latencies), len(latencies) / wall, len(failures)


def _figures(seconds: list[float]) -> dict[str, float]:
    samples = sorted(s * 1e6 for s in seconds)
    return {"median_us": statistics.median(samples), "p99_us": samples[min(len(samples) - 1, int(len(samples) * 0.99))],
            "min_us": samples[0]}


def _verdict(figures: dict[str, float]) -> str:
    met = figures["median_us"] <= BUDGET_MEDIAN_US and figures["p99_us"] <= BUDGET_P99_US
    return "within budget (median ≤ 30 ms, p99 ≤ 100 ms)" if met else "OVER BUDGET (median ≤ 30 ms, p99 ≤ 100 ms)"


def main() -> None:
    ke, moments = chart_queries()
    with served_app() as port:
        ke_pages = [_canonical(port, q) for q in ke]
        moment_pages = [_canonical(port, q) for q in moments]
        first_views = [_get(port, path)[2] for path in ke_pages + moment_pages]
        report("chart page, first view of a URL (1 client)", _figures(first_views))
        step_pages = [f"{path}&step={step}" for path in ke_pages[:30] + moment_pages[:10] for step in STEPS]
        targets = (
            ("chart page (課 and moment, whole and steps)", ke_pages + moment_pages + step_pages),
            ("/api/chart (課 and moment)", ["/api/chart?" + urlencode(q) for q in ke + moments]),
        )
        for label, paths in targets:
            load(port, paths)  # warm-up: each worker renders each URL once, as a day of real use would
            _print_load(label, paths, *load(port, paths))
        fresh = never_asked_before(REQUESTS)
        _print_load("chart page, every URL new (no cache helps)", fresh, *load(port, fresh))


def _print_load(label: str, paths: list[str], figures: dict[str, float], per_second: float, failures: int) -> None:
    report(f"{label}, {CLIENTS} clients", figures)
    print(f"{'':<48} {per_second:,.0f} requests/s over {len(paths)} URLs; {failures} not 200; {_verdict(figures)}")
