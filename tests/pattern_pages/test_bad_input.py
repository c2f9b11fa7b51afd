"""Bad input on the pattern pages: the page with the message beside the field, status 400, never a 500."""
import re

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def rows(page: str) -> int:
    body = re.search(r"<tbody[^>]*>(.*?)</tbody>", page, re.S).group(1)
    return body.count("<tr")


def per_page_errors(page: str) -> list[str]:
    return re.findall(r'<div id="id_per_page_error" class="errorlist">\s*<ul[^>]*>(.*?)</ul>', page, re.S)


@pytest.mark.parametrize("path, total", [("/ke/", 720), ("/patterns/", 491)])
@pytest.mark.parametrize("value", ["-1", "0", "9", "201", "1000000"])
def test_rows_a_page_outside_10_to_200_are_refused_with_a_message(client, path, total, value):
    response = client.get(path, {"per_page": value})
    assert response.status_code == 400
    page = unmarked(response.content.decode())
    assert "Show between 10 and 200 rows a page." in page
    assert rows(page) < total  # the table's own page, not every row


@pytest.mark.parametrize("path", ["/ke/", "/patterns/"])
def test_rows_a_page_that_are_not_a_number_are_refused(client, path):
    response = client.get(path, {"per_page": "all"})
    assert response.status_code == 400
    assert "Give the rows a page as a whole number from 10 to 200." in unmarked(response.content.decode())


@pytest.mark.parametrize("value, shown", [("10", 10), ("200", 200), ("", 60)])
def test_rows_a_page_from_10_to_200_are_shown(client, value, shown):
    response = client.get("/ke/", {"per_page": value})
    assert response.status_code == 200
    assert rows(unmarked(response.content.decode())) == shown


@pytest.mark.parametrize("page", ["-3", "0", "abc", "999"])
def test_a_page_number_out_of_range_shows_the_first_or_last_page(client, page):
    assert client.get("/ke/", {"page": page}).status_code == 200


def test_a_birth_year_after_the_coming_year_is_refused_and_the_example_querent_searched(client):
    response = client.get("/patterns/xinjing.sanyin/", {"birth_year": "2100", "sex": "male"})
    assert response.status_code == 400
    page = unmarked(response.content.decode())
    assert re.search(r"<li>生年 Birth year: The birth year 2100 must lie between 1800 and the query year \d{4}\.</li>", page)
    assert "for a man born in 1990" in page and page.count('href="/chart/?at=') == 5


def test_the_fuzz_birth_year_2027_is_no_500(client):
    assert client.get("/patterns/xinjing.sanyin/", {"birth_year": "2027"}).status_code in (200, 400)


def test_a_zone_folder_is_refused_on_the_pattern_page(client):
    response = client.get("/patterns/jingwei.shuiju/", {"tz": "America"})
    assert response.status_code == 400
    assert "「America」 is a region, not a time zone" in unmarked(response.content.decode())
