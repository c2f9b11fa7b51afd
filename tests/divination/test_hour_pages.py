"""The page of a moment's hour (divination.builder.minutes): drawn by the first chart of the hour asked for,
kept, and given to every other minute of that hour with its own minutes written in, to the byte the page
that moment would have drawn alone."""
from unittest import mock

import pytest
from django.core.cache import cache
from django.test import RequestFactory
from django.utils.cache import get_cache_key

from divination.builder import views
from divination.builder.minutes import cut
from tests.pages import without_token


def moment_url(client, at, tz="Asia/Shanghai", **extra):
    response = client.get("/chart/", {"at": at, "tz": tz, **extra})
    assert response.status_code == 302
    return response["Location"]


def drawn_alone(client, url, **headers) -> str:
    """The page as the moment draws it by itself, from no kept page of its hour."""
    with mock.patch.object(views, "shared_by_hour", return_value=False):
        return without_token(client.get(url, **headers).content.decode())


@pytest.mark.parametrize("zone, extra", [
    ("Asia/Shanghai", {}),
    # +05:45: the UTC minute (and the China time the pillars are read from) is not the local one
    ("Asia/Kathmandu", {"time_basis": "china"}),
    ("America/New_York", {"time_basis": "china", "daynight": "zhanshi"}),
])
@pytest.mark.parametrize("step, headers", [
    (None, {}), ("pillars", {}), ("general", {"HTTP_HX_REQUEST": "true"}), (None, {"HTTP_ACCEPT_LANGUAGE": "ja"}),
])
def test_a_moment_a_minute_later_is_the_page_of_its_hour_with_its_own_minutes(client, zone, extra, step, headers):
    cache.clear()
    first, later = (moment_url(client, at, zone, **extra) + (f"&step={step}" if step else "")
                    for at in ("2026-11-30T14:30", "2026-11-30T14:31"))
    client.get(first, **headers)
    from_the_hour = without_token(client.get(later, **headers).content.decode())
    cache.clear()
    assert from_the_hour == drawn_alone(client, later, **headers)
    assert "14:31" in from_the_hour and "T14:31" in from_the_hour


def test_the_first_moment_of_an_hour_draws_its_page_and_the_others_read_it(client):
    cache.clear()
    with mock.patch.object(views, "chart_context", wraps=views.chart_context) as drawn:
        for at in ("2026-11-30T14:05", "2026-11-30T14:06", "2026-11-30T14:59"):
            client.get(moment_url(client, at))
        assert drawn.call_count == 1
        client.get(moment_url(client, "2026-11-30T15:00"))
        assert drawn.call_count == 2


def test_a_general_coming_in_within_the_hour_makes_a_page_of_its_own(client):
    # 春分 2026 came at 22:45:59 China time: 亥將 before it, 戌將 after, in the same clock hour.
    cache.clear()
    before, after = (moment_url(client, at) for at in ("2026-03-20T22:30", "2026-03-20T22:59"))
    client.get(before)
    page = without_token(client.get(after).content.decode())
    assert "戌將" in page and "亥將" not in page.split("<main", 1)[1].split("chart-moment", 1)[0]
    cache.clear()
    assert page == drawn_alone(client, after)


def test_a_personal_chart_is_drawn_for_itself(client):
    cache.clear()
    with mock.patch.object(views, "chart_context", wraps=views.chart_context) as drawn:
        for at in ("2026-11-30T14:05", "2026-11-30T14:06"):
            client.get(moment_url(client, at, birth_year="1980", sex="female"))
        assert drawn.call_count == 2


def test_a_moment_given_to_the_second_is_drawn_for_itself(client):
    cache.clear()
    with mock.patch.object(views, "chart_context", wraps=views.chart_context) as drawn:
        for at in ("2026-11-30T14:05:10", "2026-11-30T14:05:20"):
            client.get(moment_url(client, at))
        assert drawn.call_count == 2


def test_the_server_keeps_the_page_of_the_hour_not_a_copy_per_minute(client):
    cache.clear()
    url = moment_url(client, "2026-11-30T14:05")
    with mock.patch.object(views, "chart_context", wraps=views.chart_context) as drawn:
        assert client.get(url)["Cache-Control"] == "public, max-age=86400"
        client.get(url)
        assert drawn.call_count == 1  # asked again: the kept page of the hour
    assert get_cache_key(RequestFactory().get(url)) is None  # no copy of this minute's answer


def test_the_page_of_the_hour_is_cut_at_its_marks_and_nowhere_else():
    """A mark is a clock's letter and the tail q7mZ: the tail after another letter, or alone, is the page's text."""
    page = b"<p>08:Lq7mZ (UTC 00:Uq7mZ)</p>Xq7mZ q7mZ<a href=\"Nq7mZ\">Cq7mZ"
    assert cut(page) == (b"<p>08:", "local", b" (UTC 00:", "utc", b")</p>Xq7mZ q7mZ<a href=\"", "next", b"\">", "calendar",
                         b"")
