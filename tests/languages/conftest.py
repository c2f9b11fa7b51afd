"""The interface languages as a reader chooses them: Accept-Language the first time, the cookie after."""
import pytest

from languages.codes import HTML_LANG
from tests.divination.conftest import canonical, dingmao  # noqa: F401  (the chart a teacher links)

# Django's code → the Accept-Language header a browser in that language sends.
BROWSERS = {"zh-hant": "zh-TW,zh;q=0.9", "zh-hans": "zh-CN,zh;q=0.9", "ja": "ja-JP,ja;q=0.9", "en": "en-GB,en;q=0.9"}
TRANSLATED = ("zh-hant", "ja")  # written by hand; zh-hans is their conversion, en the message ids


@pytest.fixture
def reader(client):
    """GET a page as a reader whose browser asks for `language`."""
    def get(path, language, **extra):
        return client.get(path, HTTP_ACCEPT_LANGUAGE=BROWSERS[language], **extra)
    return get


def html_lang(language: str) -> str:
    return HTML_LANG[language]


@pytest.fixture
def page(reader, corpus_db, canonical_url):
    def get(path, language):
        response = reader(canonical_url(path), language)
        assert response.status_code in (200, 400, 404), (path, response.status_code)
        return response.content.decode()
    return get


@pytest.fixture
def canonical_url(client):
    """A chart given by its inputs (a dict), at its canonical URL; any other path as it is."""
    def find(path):
        if isinstance(path, str):
            return path
        query = dict(path)
        step, practice = query.pop("_step", None), query.pop("_practice", False)
        location = client.get("/chart/", query)["Location"]
        if step:
            location += f"&step={step}"
        return location.replace("/chart/", "/practice/", 1) if practice else location
    return find
