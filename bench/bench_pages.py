"""The site served by gunicorn (2 workers) to concurrent clients on loopback: every line of issue 12's table.

Budgets (issues 4 and 12): chart pages never asked for before p50 ≤ 30 ms, p99 ≤ 100 ms; the 720-課 browser
with filters p50 ≤ 50 ms, p99 ≤ 150 ms; /api/chart fresh p50 ≤ 15 ms; classics search p50 ≤ 20 ms; with 200
clients no page above p99 1 s. A chart URL always yields the same page, so the server keeps rendered pages
(cache_page); "again" loads are measured after a warm-up round, "fresh" loads ask each URL once, so no page
cache helps them (what the drawing and the matcher keep per 課 still does, as in real use; the "new 課"
load spreads its moments over days and hours so that it does not either).
"""
from __future__ import annotations

import datetime as dt
import random
from urllib.parse import urlencode

from bench.load import Load, get, load, served_app

CLIENTS = 20
MANY_CLIENTS = 200
REQUESTS = 3000        # per load, shared by the clients
SECONDS = 60.0         # per load, whatever the count reached
STEPS = ("pillars", "lessons", "initial", "generals")
BUDGETS = {  # label: (p50 ms, p99 ms)
    "chart": (30, 100), "ke": (50, 150), "api": (15, None), "search": (20, None), "many": (None, 1000),
}


def _canonical(port: int, query: dict[str, str]) -> str:
    status, location, _, _ = get(port, "/chart/?" + urlencode(query))
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


def moments_from(start: dt.datetime, step: dt.timedelta, count: int) -> list[dict[str, str]]:
    return [{"at": (start + n * step).isoformat(timespec="minutes"), "tz": "Asia/Shanghai"} for n in range(count)]


def chart_urls(queries: list[dict[str, str]]) -> list[str]:
    """Canonical URLs of charts, computed here (asking the server would cache them)."""
    from divination.builder.page import chart_url, permanent_params
    from divination.engine.params import chart_from_params

    return [chart_url(permanent_params(chart_from_params(q), q)) for q in queries]


def fresh_chart_urls(count: int) -> list[str]:
    """Moment charts a minute apart in 2027, which no earlier load asked for (as issue 12 measured them): most share
    their 課 and its kept fragments with the minute before."""
    return chart_urls(moments_from(dt.datetime(2027, 3, 1, 8, 0), dt.timedelta(minutes=1), count))


def new_hour_chart_urls(count: int) -> list[str]:
    """Moment charts 61 minutes apart in 2029: every second one is of the 課 before it (a 時辰 is two hours)."""
    return chart_urls(moments_from(dt.datetime(2029, 4, 1, 0, 30), dt.timedelta(minutes=61), count))


# A day, two hours and seven minutes: a different day, hour and so 課 almost every step.
NEW_KE_STEP = dt.timedelta(days=1, hours=2, minutes=7)


def new_ke_chart_urls(count: int) -> list[str]:
    """Moment charts 1 day 2 h 7 min apart from 2030 on: a different day, hour and so 課 almost every time."""
    return chart_urls(moments_from(dt.datetime(2030, 1, 1, 0, 3), NEW_KE_STEP, count))


def ke_again_chart_urls(count: int) -> tuple[list[str], list[str]]:
    """Moment charts as `new_ke_chart_urls` spreads them (from 2031 on), and each again 360 days later: six
    sexagenary cycles on, the same day, hour and (but near a 中氣) general and month, so the same 課 and every part
    of the page keyed by it, in another year, with its own spirits, calendar and moment's patterns."""
    first = moments_from(dt.datetime(2031, 1, 1, 0, 3), NEW_KE_STEP, count)
    later = [dict(query, at=(dt.datetime.fromisoformat(query["at"]) + dt.timedelta(days=360)).isoformat(
        timespec="minutes")) for query in first]
    return chart_urls(first), chart_urls(later)


def fresh_api_urls(count: int) -> list[str]:
    """/api/chart of moments a minute apart in 2028, every fourth with a querent: none asked before."""
    rng = random.Random(12)
    urls = []
    for query in moments_from(dt.datetime(2028, 5, 1, 6, 0), dt.timedelta(minutes=1), count):
        if rng.random() < 0.25:
            query |= {"birth_year": str(rng.randrange(1940, 2010)), "sex": rng.choice(("male", "female"))}
        urls.append("/api/chart?" + urlencode(query))
    return urls


def search_urls(count: int) -> list[str]:
    """Random queries: two to four characters cut from the classics, some in simplified or Japanese forms."""
    from classics.models import Passage
    from sources.variants import converter

    texts = [text for p in Passage.objects.all() for text in (p.original, p.gloss, p.reading) if text]
    to_simplified = converter("t2s.json").convert
    rng = random.Random(4)
    queries = []
    while len(queries) < count:
        text = rng.choice(texts)
        start = rng.randrange(len(text))
        word = text[start:start + rng.randrange(2, 5)].strip()
        if len(word) >= 2 and all(ch.isalnum() for ch in word):
            queries.append(to_simplified(word) if rng.random() < 0.3 else word)
    return ["/classics/search/?" + urlencode({"q": q}) for q in queries]


def ke_browser_urls(count: int) -> list[str]:
    """The 720-課 browser with filters: a day, a method, a pattern, two of them, sorted, a later page."""
    from divination.engine.cycles import SEXAGENARY
    from divination.pattern_pages.context import only_ke
    from divination.patterns.registry import ENTRIES

    methods = ["賊剋", "比用", "涉害", "遙剋", "昴星", "別責", "八專", "伏吟", "返吟", "賊剋·元首", "賊剋·重審"]
    patterns = [item.id for item in ENTRIES if only_ke(item)]
    sorts = ["", "method", "-day", "k"]
    rng = random.Random(720)
    urls = []
    for _ in range(count):
        query: dict[str, str] = {}
        kind = rng.randrange(5)
        if kind in (0, 3):
            query["day"] = rng.choice(SEXAGENARY)
        if kind in (1, 3, 4):
            query["method"] = rng.choice(methods)
        if kind in (2, 4):
            query["pattern"] = rng.choice(patterns)
        if sort := rng.choice(sorts):
            query["sort"] = sort
        if kind == 1 and rng.random() < 0.5:
            query["page"] = "2"
        urls.append("/ke/?" + urlencode(query))
    return urls


def site_urls(port: int) -> dict[str, list[str]]:
    """A bit of every page of the site, for the load of 200 clients."""
    from django.urls import reverse

    from divination.builder.methods import METHODS
    from divination.pattern_pages.context import only_ke
    from divination.patterns.registry import ENTRIES

    ke, moments = chart_queries()
    pages = {
        "start page": ["/"],
        "chart page again": [_canonical(port, q) for q in ke[:40] + moments[:20]],
        "chart page fresh": new_ke_chart_urls(4000),
        "/api/chart fresh": fresh_api_urls(4000)[::-1],
        "720-課 browser": ke_browser_urls(2000),
        "pattern catalog": ["/patterns/", "/patterns/?work=xinjing", "/patterns/?inputs=C&sort=frequency"],
        # pattern pages of the 課 alone: their next moments are found within days
        "pattern page": [reverse("patterns:pattern", args=[i.id]) for i in ENTRIES if only_ke(i)][:40],
        "methods pages": ["/methods/", *(reverse("divination:method", args=[m.slug]) for m in METHODS)],
        "classics": ["/classics/", "/classics/jingwei/2/", "/classics/xinjing/3/", "/classics/jingwei/2/1/",
                     "/classics/glossary/", "/classics/notes/"],
        "classics search": search_urls(2000),
    }
    return pages


def main() -> None:
    ke, moments = chart_queries()
    with served_app() as port:
        ke_pages = [_canonical(port, q) for q in ke]
        moment_pages = [_canonical(port, q) for q in moments]
        step_pages = [f"{path}&step={step}" for path in ke_pages[:30] + moment_pages[:10] for step in STEPS]
        again = ke_pages + moment_pages + step_pages
        load(port, again, clients=CLIENTS, requests=len(again) * 2, each_once=False)  # warm-up: each worker once
        _print("the same chart page again (server cache)", load(port, again, requests=REQUESTS, seconds=SECONDS))
        _print("chart pages never asked for before", load(port, fresh_chart_urls(REQUESTS), each_once=True,
                                                           requests=REQUESTS, seconds=SECONDS), "chart")
        _print("chart pages never asked for before, each a new 課", load(
            port, new_ke_chart_urls(REQUESTS), each_once=True, requests=REQUESTS, seconds=SECONDS), "chart")
        _print("/api/chart, fresh parameters", load(port, fresh_api_urls(REQUESTS), each_once=True,
                                                     requests=REQUESTS, seconds=SECONDS), "api")
        _print("classics search, random queries", load(port, search_urls(REQUESTS), each_once=True,
                                                       requests=REQUESTS, seconds=SECONDS), "search")
        _print("the 720-課 browser with filters", load(port, ke_browser_urls(REQUESTS), each_once=True,
                                                       requests=REQUESTS, seconds=SECONDS), "ke")
        pages = site_urls(port)
        mix = [(kind, path) for kind, paths in pages.items() for path in paths]
        random.Random(200).shuffle(mix)
        many = load(port, [p for _, p in mix], clients=MANY_CLIENTS, requests=6000, seconds=SECONDS,
                    each_once=True, kinds=[k for k, _ in mix])
        _print(f"every page of the site at once ({MANY_CLIENTS} clients)", many, "many", clients=MANY_CLIENTS)
        for kind, figures in sorted(many.by_kind.items(), key=lambda item: -item[1].p99_us):
            print(f"    {kind:<22} p50 {figures.median_us / 1000:8.1f} ms  p99 {figures.p99_us / 1000:8.1f} ms  "
                  f"({figures.count} requests)")


def _print(label: str, figures: Load, budget: str | None = None, clients: int = CLIENTS) -> None:
    verdict = ""
    if budget:
        p50, p99 = BUDGETS[budget]
        met = (p50 is None or figures.median_us <= p50 * 1000) and (p99 is None or figures.p99_us <= p99 * 1000)
        wanted = ", ".join(f"{name} ≤ {value} ms" for name, value in (("p50", p50), ("p99", p99)) if value)
        verdict = f"  {'within budget' if met else 'OVER BUDGET'} ({wanted})"
    print(figures.line(label, clients) + verdict)
