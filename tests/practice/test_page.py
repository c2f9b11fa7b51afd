"""The practice page: the twin of every chart URL, at a step, with the drawing as far as the student has come."""
from urllib.parse import unquote

from django.urls import reverse

DEFAULT_TOKEN = "z23.tc.dh.na.sd.b0.ew.gq.yl"


def test_the_practice_page_is_named_practice_practice():
    assert reverse("practice:practice") == "/practice/"


def test_a_ke_query_redirects_to_its_canonical_practice_url_at_the_plates(client):
    response = client.get("/practice/", {"day": "丁卯", "general": "亥", "hour": "丑"})
    assert response.status_code == 302
    assert unquote(response["Location"]).startswith(
        f"/practice/?day=丁卯&general=亥&hour=丑&noble=night&o={DEFAULT_TOKEN}&p=")
    assert response["Location"].endswith("&step=plates")


def test_a_moment_chart_starts_at_the_monthly_general(client):
    response = client.get("/practice/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"})
    assert response["Location"].endswith("&step=general")


def test_the_drawing_keeps_the_heaven_plate_out_of_the_markup_until_it_is_found(client):
    page = client.get(client.get("/practice/", {"day": "丁卯", "general": "亥", "hour": "丑"})["Location"])
    assert page.status_code == 200
    assert page.content.decode().count('data-heaven=""') == 12
