"""Every named route answers: the site is built from names (reverse, {% url %}), so a test walks them all."""
from __future__ import annotations

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

# Arguments for the routes that take some, as a reader would follow them.
ROUTE_ARGS = {
    "divination:ke_short": ["丁卯", "亥", "丑"],
    "divination:method": ["shehai"],
    "patterns:pattern": ["xinjing.runxia"],
    "classics:passage_by_key": ["jingwei-2-1"],
    "classics:volume": ["jingwei", 2],
    "classics:passage": ["jingwei", 2, 1],
}
# Routes that read a chart from the query; /chart/ sends a query that is not canonical to its canonical URL.
ROUTE_QUERY = {"divination:chart": {"day": "丁卯", "general": "亥", "hour": "丑"},
               "divination:api_chart": {"day": "丁卯", "general": "亥", "hour": "丑"}}
# Routes that answer by sending the reader on: to the canonical chart, to the passage of a key, to a chart
# drawn by a seed; the practice API, which takes only a POST; set_language, which on a GET changes nothing
# and sends the reader back (to "/" without a `next`).
EXPECTED_STATUS = {"divination:chart": 302, "divination:ke_short": 302, "classics:passage_by_key": 302,
                   "practice:random": 302, "practice:api_check": 405, "set_language": 302}


def named_routes(resolver=None, namespace=""):
    """(name, takes arguments) of every named route of the site, with its namespace."""
    for pattern in (resolver or get_resolver()).url_patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from named_routes(pattern, inner)
        elif isinstance(pattern, URLPattern) and pattern.name:
            if not (namespace + pattern.name).startswith("admin:"):  # the operator's admin is Django's own
                yield namespace + pattern.name, bool(pattern.pattern.converters)


ROUTES = sorted({name for name, _ in named_routes()})


def test_every_route_that_takes_arguments_is_given_some():
    assert {name for name, takes in named_routes() if takes} == set(ROUTE_ARGS)


@pytest.mark.django_db
@pytest.mark.parametrize("name", ROUTES)
def test_every_named_route_answers(client, corpus_db, name):
    url = reverse(name, args=ROUTE_ARGS.get(name, []))
    assert client.get(url, ROUTE_QUERY.get(name, {})).status_code == EXPECTED_STATUS.get(name, 200), url
