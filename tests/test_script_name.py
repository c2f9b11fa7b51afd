"""The site mounted under a path (DJANGO_SCRIPT_NAME → FORCE_SCRIPT_NAME): every link, form and static file of
its pages is written under that path, and the static files are served there."""
import io
import re
from urllib.parse import quote, unquote, urlsplit

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import override_settings
from django.urls import set_script_prefix

PREFIX = "/liuren"
PAGES = ("/", "/ke/丁卯/亥/丑/", "/ke/", "/patterns/", "/patterns/jingwei.xuantai/", "/methods/", "/methods/spirits/",
         "/classics/", "/classics/jingwei/2/1/", "/classics/search/?q=懸胎", "/practice/", "/accounts/login/")
# Every address a page writes: links, forms, scripts, stylesheets, images.
ADDRESS = re.compile(r'\b(?:href|src|action|hx-get|hx-post)="(/[^"]*)"')


class Answer:
    def __init__(self, status: str, headers: list[tuple[str, str]], body: bytes):
        self.status_code, self.headers, self.content = int(status.split()[0]), dict(headers), body


class Mounted:
    """Requests as a server hands them to the site's WSGI handler (which sets the script prefix, as the test
    client does not): the path below the mount point."""

    def __init__(self):
        self.handler = WSGIHandler()

    def get(self, path: str, follow: bool = False) -> Answer:
        address = urlsplit(path)
        # a server decodes the path it hands on (a /ke/ address is percent-encoded in a Location)
        environ = {"REQUEST_METHOD": "GET", "PATH_INFO": unquote(address.path).encode().decode("latin-1"),
                   "QUERY_STRING": quote(address.query, safe="=&%+:/"), "SCRIPT_NAME": "", "SERVER_NAME": "testserver",
                   "SERVER_PORT": "80", "HTTP_HOST": "testserver", "SERVER_PROTOCOL": "HTTP/1.1",
                   "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(b""), "wsgi.errors": io.StringIO()}
        started = []
        # As Django's test client does: the test's database connection is not the request's to close.
        request_started.disconnect(close_old_connections)
        request_finished.disconnect(close_old_connections)
        try:
            body = self.handler(environ, lambda status, headers, exc_info=None: started.append((status, headers)))
            answer = Answer(*started[0], b"".join(body))
            body.close()
        finally:
            request_started.connect(close_old_connections)
            request_finished.connect(close_old_connections)
        if follow and answer.status_code in (301, 302):
            return self.get(answer.headers["Location"].removeprefix(PREFIX), follow=True)
        return answer


@pytest.fixture
def mounted(corpus_db):
    # as the settings write them from DJANGO_SCRIPT_NAME
    with override_settings(FORCE_SCRIPT_NAME=PREFIX, STATIC_URL=PREFIX + "/static/"):
        yield Mounted()
    set_script_prefix("/")   # the handler left this thread's prefix set, as a server's worker keeps it


@pytest.mark.parametrize("path", PAGES)
def test_every_address_on_a_page_is_under_the_path_the_site_is_mounted_at(mounted, path):
    response = mounted.get(path, follow=True)
    assert response.status_code == 200
    addresses = ADDRESS.findall(response.content.decode())
    assert addresses
    assert [a for a in addresses if not a.startswith(PREFIX + "/")] == []


def test_a_redirect_to_a_charts_permanent_address_stays_under_the_path(mounted):
    response = mounted.get("/chart/?day=丁卯&general=亥&hour=丑")
    assert response.status_code == 302
    assert unquote(response.headers["Location"]) == PREFIX + "/ke/丁卯/亥/丑/?v=1"


def test_the_static_files_are_served_under_the_path(mounted):
    page = mounted.get("/").content.decode()
    stylesheet = re.search(r'<link rel="stylesheet" href="([^"]+)"', page).group(1)
    assert stylesheet.startswith(PREFIX + "/static/")
    # the proxy hands the site the path below its mount point
    assert mounted.get(stylesheet.removeprefix(PREFIX)).status_code == 200


def test_a_pattern_pages_kept_readings_are_written_under_the_path_they_are_shown_at(client, mounted):
    """The readings section of a pattern page is a kept fragment: kept at the root, it is not shown under the path."""
    from django.core.cache import cache

    cache.clear()
    assert client.get("/patterns/jingwei.guange/").status_code == 200   # kept at the root first
    set_script_prefix("/")
    page = mounted.get("/patterns/jingwei.guange/").content.decode()
    assert "Not shown under this reading:" in page
    assert [a for a in ADDRESS.findall(page) if not a.startswith(PREFIX + "/")] == []
