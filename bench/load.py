"""The load machinery of the served benchmarks: gunicorn on loopback, and many clients in one asyncio loop.

One client process holds every connection (asyncio's transports on uvloop's event loop, raw HTTP/1.1 with
`Connection: close`, as gunicorn's sync workers close each one anyway), so 200 clients cost the 2-core machine
little besides the server; each load says what the client spent too, which the 2 cores did not give the
server. (Python's own event loop took 0.34-0.41 ms of CPU a request, uvloop's 0.19-0.22, on the same server.)
Every load is bounded: at most `requests` requests and `seconds` seconds; only 127.0.0.1 is ever asked.
"""
from __future__ import annotations

import asyncio
import contextlib
import http.client
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import uvloop

from bench.timing import p99

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
GUNICORN = str(Path(sys.executable).with_name("gunicorn"))
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def get(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, str | None, float, bytes]:
    """One GET on a fresh connection: status, Location, seconds, body."""
    start = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        body = response.read()
        return response.status, response.getheader("Location"), time.perf_counter() - start, body
    finally:
        connection.close()


def wait_until_up(port: int, process: subprocess.Popen, what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.suppress(OSError):
            if get(port, "/")[0] == 200:
                return
        if time.monotonic() > deadline or process.poll() is not None:
            raise RuntimeError(f"{what} did not start")
        time.sleep(0.2)


def app_environment(tmp: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ, DJANGO_ALLOWED_HOSTS=HOST, DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
               DATABASE_URL=f"sqlite:///{tmp}/bench.sqlite3", DJANGO_SETTINGS_MODULE="liuren_site.settings", **extra)
    env.pop("DJANGO_DEBUG", None)
    if "CACHE_URL" not in extra:
        env.pop("CACHE_URL", None)
    return env


def prepare_database(env: dict[str, str]) -> None:
    """collectstatic, migrate and load the corpus into the benchmark's own SQLite database."""
    for command in (["collectstatic", "--noinput"], ["migrate", "--noinput"], ["load_corpus"]):
        subprocess.run([PYTHON, "manage.py", *command, "--verbosity", "0"], cwd=ROOT, env=env, check=True,
                       stdout=subprocess.DEVNULL)


_SERVERS: dict[int, int] = {}   # port → gunicorn master's pid, for the CPU its workers spend


@contextlib.contextmanager
def gunicorn(env: dict[str, str], workers: int = 2) -> Iterator[int]:
    """gunicorn (sync workers) on a free loopback port; yields the port, stops the server after."""
    port = free_port()
    server = subprocess.Popen([GUNICORN, "liuren_site.wsgi", "-b", f"{HOST}:{port}", "-w", str(workers),
                               "--backlog", "2048", "--log-level", "warning"], cwd=ROOT, env=env)
    try:
        wait_until_up(port, server, "gunicorn")
        _SERVERS[port] = server.pid
        yield port
    finally:
        _SERVERS.pop(port, None)
        server.terminate()
        server.wait(timeout=20)


def server_cpu_seconds(port: int) -> float | None:
    """CPU seconds (user + system) the server's workers have spent: unlike latency, hardly moved by what else
    runs on the machine. None where /proc cannot tell (not Linux)."""
    master = _SERVERS.get(port)
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
        total = 0
        for pid in children:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])   # utime, stime
    except (OSError, ValueError, IndexError):
        return None
    return total / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def served_app(**extra_env: str) -> Iterator[int]:
    """A prepared temporary database and gunicorn with 2 workers serving it."""
    with tempfile.TemporaryDirectory(prefix="liuren-bench-") as tmp:
        env = app_environment(tmp, **extra_env)
        prepare_database(env)
        with gunicorn(env) as port:
            yield port


@dataclass(frozen=True)
class Load:
    """What a load measured: latencies (µs), requests per second, responses that were not the expected status."""

    median_us: float
    p99_us: float
    max_us: float
    per_second: float
    count: int
    failures: int
    load_average: float
    by_kind: dict[str, Load] = field(default_factory=dict)
    cpu_ms: float | None = None   # server CPU per request (its workers' user + system time)
    client_cpu_ms: float | None = None   # the load client's CPU per request, which the server did not have

    def line(self, label: str, clients: int) -> str:
        cpu = f"server CPU {self.cpu_ms:.1f} ms/req; " if self.cpu_ms is not None else ""
        if self.client_cpu_ms is not None:
            cpu += f"client {self.client_cpu_ms:.2f}; "
        return (f"{label:<58} p50 {self.median_us / 1000:8.1f} ms  p99 {self.p99_us / 1000:8.1f} ms  "
                f"{self.per_second:7,.0f} req/s  ({clients} clients, {self.count} requests, {self.failures} failed; "
                f"{cpu}machine load {self.load_average:.1f})")


class _Exchange(asyncio.Protocol):
    """One request on its own connection, read to the server's close: asyncio's transport callbacks, with no
    stream reader or writer between, so the client spends as little of the machine's CPU as it can."""

    def __init__(self, request: bytes, done: asyncio.Future[int]) -> None:
        self.request, self.done, self.head = request, done, b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport.write(self.request)  # type: ignore[attr-defined]

    def data_received(self, data: bytes) -> None:
        if len(self.head) < 12:   # "HTTP/1.1 200"
            self.head += data[:12]

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.done.done():
            status = int(self.head[9:12]) if self.head.startswith(b"HTTP/") and len(self.head) >= 12 else 0
            self.done.set_result(status)


async def _fetch(port: int, request: bytes) -> tuple[int, float]:
    start = time.perf_counter()
    loop = asyncio.get_running_loop()
    done: asyncio.Future[int] = loop.create_future()
    transport, _ = await loop.create_connection(lambda: _Exchange(request, done), HOST, port)
    try:
        status = await done
    finally:
        transport.close()
    return status, time.perf_counter() - start


def _request(path: str, headers: dict[str, str], body: bytes | None = None) -> bytes:
    method = "GET" if body is None else "POST"
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", "Connection: close",
             *(f"{k}: {v}" for k, v in headers.items()),
             *([f"Content-Length: {len(body)}"] if body is not None else [])]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + (body or b"")


def load(port: int, paths: Sequence[str], *, clients: int = 20, requests: int = 3000, seconds: float = 60.0,
         expect: int = 200, headers: dict[str, str] | None = None, each_once: bool = False,
         kinds: Sequence[str] | None = None, bodies: Sequence[bytes] | None = None) -> Load:
    """`clients` concurrent clients over `paths` (in order when `each_once`, else cycling) until
    `requests` are done or `seconds` pass; `kinds` (one per path) adds figures per kind of page; `bodies`
    (one per path) makes each request a POST of that body."""
    total = min(requests, len(paths)) if each_once else requests
    wire = [_request(p, headers or {}, bodies[i] if bodies else None) for i, p in enumerate(paths)]
    latencies: list[float] = []
    kind_of: list[str] = []
    failures = 0

    async def run() -> float:
        nonlocal failures
        counter = iter(range(total))
        stop_at = time.monotonic() + seconds

        async def client(offset: int) -> None:
            nonlocal failures
            while time.monotonic() < stop_at:
                n = next(counter, None)
                if n is None:
                    return
                index = n if each_once else (n * 7 + offset) % len(wire)
                try:
                    status, took = await asyncio.wait_for(_fetch(port, wire[index]), timeout=60)
                except (OSError, TimeoutError):
                    status, took = 0, 60.0
                latencies.append(took)
                kind_of.append(kinds[index] if kinds else "")
                failures += status != expect

        begin = time.perf_counter()
        await asyncio.gather(*(client(i) for i in range(clients)))
        return time.perf_counter() - begin

    cpu_before, client_before = server_cpu_seconds(port), time.process_time()
    wall = uvloop.run(run())
    cpu_after, client_cpu = server_cpu_seconds(port), time.process_time() - client_before
    by_kind = {kind: _figures([s for s, k in zip(latencies, kind_of) if k == kind], wall, 0)
               for kind in sorted(set(kind_of)) if kinds}
    figures = _figures(latencies, wall, failures, by_kind)
    if cpu_before is not None and cpu_after is not None and latencies:
        figures = replace(figures, cpu_ms=(cpu_after - cpu_before) / len(latencies) * 1000,
                          client_cpu_ms=client_cpu / len(latencies) * 1000)
    return figures


def _figures(latencies: list[float], wall: float, failures: int, by_kind: dict[str, Load] | None = None) -> Load:
    samples = sorted(s * 1e6 for s in latencies)
    return Load(statistics.median(samples), p99(samples), samples[-1],
                len(samples) / wall, len(samples), failures, os.getloadavg()[0], by_kind or {})
