"""The cache several servers share: redis-server on loopback, two gunicorn servers (2 workers each) with
CACHE_URL naming it. The first server renders chart pages never asked for before; the second is then asked
for the same pages and serves them from the shared cache, byte for byte, at the cost of a cache hit.
"""
from __future__ import annotations

import contextlib
import re
import shutil
import subprocess
import tempfile
import time

from bench.bench_pages import new_ke_chart_urls
from bench.load import HOST, app_environment, free_port, get, gunicorn, load, prepare_database

PAGES = 400
SAME_HOST = {"Host": HOST}  # as behind a load balancer: every server sees the site's one host name


@contextlib.contextmanager
def redis_server():
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server is not installed (Debian: apt-get install redis-server)")
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="liuren-redis-") as workdir:
        server = subprocess.Popen([binary, "--bind", HOST, "--port", str(port), "--save", "", "--appendonly", "no",
                                   "--dir", workdir], stdout=subprocess.DEVNULL)
        try:
            import redis

            client = redis.Redis(host=HOST, port=port)
            deadline = time.monotonic() + 20
            while True:
                with contextlib.suppress(redis.ConnectionError):
                    if client.ping():
                        break
                if time.monotonic() > deadline:
                    raise RuntimeError("redis-server did not start")
                time.sleep(0.1)
            yield f"redis://{HOST}:{port}/0", client
        finally:
            server.terminate()
            server.wait(timeout=10)


def main() -> None:
    urls = new_ke_chart_urls(PAGES)
    with redis_server() as (cache_url, client), tempfile.TemporaryDirectory(prefix="liuren-bench-") as tmp:
        env = app_environment(tmp, CACHE_URL=cache_url)
        prepare_database(env)
        with gunicorn(env) as first, gunicorn(env) as second:
            rendered = load(first, urls, each_once=True, requests=PAGES, seconds=600)
            print(rendered.line("server 1: chart pages never asked for before", 20))
            keys = client.dbsize()
            shared = load(second, urls, each_once=True, requests=PAGES, seconds=600)
            print(shared.line("server 2: the same pages, from the shared cache", 20))
            same = sum(_shared(get(first, u, SAME_HOST)[3]) == _shared(get(second, u, SAME_HOST)[3]) for u in urls[:50])
            print(f"{'':<58} {keys:,} keys in redis after server 1; {same} of 50 pages byte-identical on both "
                  "(but for each reader's own CSRF token); "
                  f"{client.dbsize() - keys} keys added by server 2")


_READERS_TOKEN = re.compile(rb'(name="csrfmiddlewaretoken" value=")[^"]+(")')


def _shared(page: bytes) -> bytes:
    """The page with the reader's CSRF token blanked: what every reader of a shared page is given (each answer
    masks the token afresh, as Django does)."""
    return _READERS_TOKEN.sub(rb"\1\2", page)
