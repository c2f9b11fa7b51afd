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
