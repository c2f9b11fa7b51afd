"""A chart of someone (birth data) or of somewhere (a place) is theirs: private to the browser, out of every
shared cache (the server's page cache included); other charts stay cacheable by anyone for a day."""
import pytest
from django.core.cache import cache
from django.test import RequestFactory
from django.utils.cache import get_cache_key

from tests.pages import unmarked

KE = {"day": "丁卯", "general": "亥", "hour": "丑"}
MOMENT = {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"}


@pytest.fixture(autouse=True)
def _empty_page_cache():
    cache.clear()


def canonical(client, query):
    response = client.get("/chart/", query)
    assert response.status_code == 302, unmarked(response.content.decode())[:300]
    return response["Location"]


def kept_by_the_server(url: str) -> bool:
    """cache_page keeps a page under a key it learns when it stores the answer; no key, nothing kept."""
    return get_cache_key(RequestFactory().get(url)) is not None


@pytest.mark.parametrize("query", [
    {**KE, "birth_year": "1990", "sex": "female", "query_year": "2026"},
    {**MOMENT, "birth_year": "1990", "sex": "male"},
    {**MOMENT, "lat": "31.23", "lon": "121.47"},
    {**MOMENT, "lon": "121.47"},
])
def test_a_chart_page_with_a_querent_or_a_place_is_private_and_not_kept_by_the_server(client, query):
    url = canonical(client, query)
    response = client.get(url)
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, max-age=86400"
    assert not kept_by_the_server(url)


def test_a_chart_page_from_a_city_is_private(client):
    url = canonical(client, {**MOMENT, "city": "上海 Shanghai"})
    assert client.get(url)["Cache-Control"] == "private, max-age=86400"


def test_a_chart_page_of_nobody_and_nowhere_is_public_and_kept_by_the_server(client):
    url = canonical(client, KE)
    assert client.get(url)["Cache-Control"] == "public, max-age=86400"
    assert kept_by_the_server(url)


def test_a_moment_of_nobody_and_nowhere_is_public_and_kept_by_the_server(client):
    url = canonical(client, MOMENT)
    assert client.get(url)["Cache-Control"] == "public, max-age=86400"
    assert kept_by_the_server(url)


def test_an_api_chart_with_a_querent_is_private_and_not_kept_by_the_server(client):
    url = "/api/chart?" + "&".join(f"{k}={v}" for k, v in {**MOMENT, "birth_year": "1990", "sex": "male"}.items())
    response = client.get(url)
    assert response["Cache-Control"] == "private, max-age=86400"
    assert not kept_by_the_server(url)


def test_an_api_chart_with_a_birth_year_it_cannot_use_is_still_private(client):
    # A 課 without the query year has no 行年 and drops the birth year; the URL that asked still carries it.
    response = client.get("/api/chart", {**KE, "birth_year": "1990", "sex": "male"})
    assert response.status_code == 200 and response.json()["querent"] is None
    assert response["Cache-Control"] == "private, max-age=86400"


def test_an_api_chart_of_a_ke_is_public(client):
    assert client.get("/api/chart", KE)["Cache-Control"] == "public, max-age=86400"


def test_a_pattern_page_searched_for_a_querent_is_private(client):
    response = client.get("/patterns/xinjing.longzhan.xingde/", {"birth_year": "1985", "sex": "female"})
    assert response.status_code == 200
    assert "private" in response["Cache-Control"]
