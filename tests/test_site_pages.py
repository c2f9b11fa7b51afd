"""The site around the pages: its own 404 and 500 pages with the navigation, its icon, the page language."""
import pytest
from django.template.loader import render_to_string

pytestmark = pytest.mark.django_db

NAVIGATION = ('<nav aria-label="Sections">', 'href="/classics/"', 'href="/patterns/"', 'href="/ke/"')


def test_a_missing_page_is_the_sites_own_with_its_navigation(client):
    response = client.get("/no/such/page/")
    page = response.content.decode()
    assert response.status_code == 404
    assert "Not found: this page does not exist." in page and "Nothing is found at this address." in page
    assert all(part in page for part in NAVIGATION)


def test_a_missing_pattern_says_why(client):
    page = client.get("/patterns/jingwei.nothing/").content.decode()
    assert "No pattern has this id." in page and "this page does not exist." in page


def test_the_server_error_page_keeps_the_navigation_and_needs_no_request():
    page = render_to_string("500.html")
    assert "Something went wrong on our side." in page
    assert all(part in page for part in NAVIGATION)


def test_every_page_links_the_icon_and_the_old_address_leads_to_it(client):
    assert '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">' in client.get("/").content.decode()
    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"] == "/static/favicon.svg"


def test_the_page_language_is_that_of_its_prose_and_chinese_is_marked_where_it_stands(client, corpus_db):
    page = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑"}, follow=True).content.decode()
    assert page.startswith('<!DOCTYPE html>\n<html lang="en">')
    assert '<h1 class="chart-name" id="chart-name" lang="zh-Hant">丁卯日 亥將 丑時 · 亥酉未 涉害</h1>' in page
    assert '<div class="ke-figure" id="figure" data-figure="chart" lang="zh-Hant">' in page
    reader = client.get("/classics/jingwei/2/1/").content.decode()
    assert '<div class="text" lang="ja">' in reader and '<div class="text" lang="zh-Hant">' in reader


def test_the_headings_of_the_section_pages_mark_their_chinese(client, corpus_db):
    for url, heading in (("/classics/", '<h1><span lang="zh-Hant">經典</span>'), ("/ke/", '<h1><span lang="zh-Hant">七百二十課</span>'),
                         ("/patterns/", '<h1><span lang="zh-Hant">課體</span>')):
        assert heading in client.get(url).content.decode(), url
