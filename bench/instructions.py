"""Instructions a page costs, counted by valgrind's callgrind: figures the machine's speed does not move.

The served benchmarks (bench_pages) measure time, which moves by 15-50 % within minutes on a shared machine;
the instructions the same code runs are the same from run to run, so a change of a few per cent shows. Each
kind of page is asked in process through the site's WSGI handler (as a gunicorn worker asks it), after what
gunicorn's master does before it forks (the warm-up and the collector's freeze: gunicorn.conf.py) and some pages
of the kind; a run of no page is taken off, and the hash seed is fixed.
valgrind runs Python some 50× slower, so this is `make bench-instructions` (minutes), not `make bench`.

    python -m bench.instructions            every kind
    python -m bench.instructions search     one kind
"""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import tempfile

from bench import bench_pages as pages
from bench.load import PYTHON, ROOT, app_environment, prepare_database

# kind: (its URLs, as bench_pages makes them; pages asked first; pages counted)
KINDS = {
    "chart pages a minute apart": (pages.fresh_chart_urls, 20, 40),
    "chart pages, each a new 課": (pages.new_ke_chart_urls, 10, 10),
    "/api/chart, fresh parameters": (pages.fresh_api_urls, 50, 100),
    "classics search, random queries": (pages.search_urls, 50, 100),
}
_COLLECTED = re.compile(rb"Collected : (\d+)")


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (Debian: apt-get install valgrind)")
        return
    kinds = [kind for kind in KINDS if not sys.argv[1:] or any(word in kind for word in sys.argv[1:])]
    with tempfile.TemporaryDirectory(prefix="liuren-instructions-") as tmp:
        env = app_environment(tmp)
        prepare_database(env)
        for kind in kinds:
            _, warm, counted = KINDS[kind]
            total = _instructions(env, kind, warm, counted) - _instructions(env, kind, warm, 0)
            print(f"{kind:<40} {total / counted / 1e6:8.2f} M instructions a page ({counted} pages after {warm})",
                  flush=True)


def _instructions(env: dict[str, str], kind: str, warm: int, counted: int) -> int:
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", PYTHON, "-m",
                           "bench.instructions", "--pages", kind, str(warm), str(counted)],
                          cwd=ROOT, env=env | {"PYTHONHASHSEED": "0"}, capture_output=True, check=True)
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count for {kind}: {done.stderr[-500:]!r}")
    return int(found.group(1))


def _ask_pages(kind: str, warm: int, counted: int) -> None:
    """In the process valgrind runs: the URLs, then the pages through the handler."""
    import django

    django.setup()
    import gc

    from liuren_site.warmup import warm_up
    from liuren_site.wsgi import application

    urls = KINDS[kind][0](warm + counted)
    warm_up()  # as gunicorn.conf.py's master does before it forks
    gc.collect()
    gc.freeze()
    for url in urls[:warm + counted]:
        path, _, query = url.partition("?")
        statuses: list[str] = []
        body = application({"REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": query, "SCRIPT_NAME": "",
                            "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "HTTP_HOST": "127.0.0.1",
                            "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1", "wsgi.url_scheme": "http",
                            "wsgi.input": io.BytesIO(b""), "wsgi.errors": sys.stderr},
                           lambda status, headers, exc_info=None, statuses=statuses: statuses.append(status))
        b"".join(body)
        body.close()
        if not statuses[0].startswith("200"):
            raise RuntimeError(f"{url} answered {statuses[0]}")


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "liuren_site.settings")
    sys.path.insert(0, str(ROOT))
    if sys.argv[1:2] == ["--pages"]:
        _ask_pages(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        main()
