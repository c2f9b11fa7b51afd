"""One link, one chart, in the reader's own language: the page cache keeps the languages apart."""
import re
from unittest import mock

import pytest
from django.conf import settings
from django.core.cache import cache
from django.test import Client

from divination.builder import views
from tests.languages.conftest import BROWSERS
from tests.pages import unmarked, without_token

LANGUAGES = ("en", "zh-hant", "ja", "zh-hans")


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()
    yield
    cache.clear()


def chart_facts(html: str) -> dict:
    """What the chart is, whatever the language: the heaven plate, the transmissions, the lessons."""
    html = unmarked(html)
    return {
        "heaven": re.findall(r'data-heaven="(.)"', html),
        "transmissions": re.findall(r'<td class="branch">(.)', html.split('class="transmission-table"')[1].split("</table>")[0]),
        "lessons": re.findall(r'<tr class="lesson-uppers">(.*?)</tr>', html, re.S),
    }


def page_lang(html: str) -> str:
    return re.search(r'<html lang="([^"]+)">', html).group(1)


def test_the_same_chart_link_gives_the_same_chart_in_every_language(reader, dingmao):
    pages = {language: reader(dingmao, language).content.decode() for language in LANGUAGES}
    assert {language: page_lang(html) for language, html in pages.items()} == {
        "en": "en", "zh-hant": "zh-Hant", "ja": "ja", "zh-hans": "zh-Hans"}
    facts = {language: chart_facts(html) for language, html in pages.items()}
    assert facts["en"]["heaven"] and facts["en"]["transmissions"] == ["亥", "酉", "未"]
    assert all(f == facts["en"] for f in facts.values())
    assert len({without_token(html) for html in pages.values()}) == 4


def test_the_server_cache_serves_each_reader_the_page_of_their_own_language(reader, dingmao):
    with mock.patch.object(views, "chart_context", wraps=views.chart_context) as rendered:
        first = {language: page_lang(reader(dingmao, language).content.decode()) for language in LANGUAGES}
        again = {language: page_lang(reader(dingmao, language).content.decode()) for language in reversed(LANGUAGES)}
    assert first == again == {"en": "en", "zh-hant": "zh-Hant", "ja": "ja", "zh-hans": "zh-Hans"}
    assert rendered.call_count == len(LANGUAGES)  # one rendering per language, then the cache


def test_the_language_chosen_by_cookie_is_cached_apart_from_the_browsers(reader, dingmao):
    assert page_lang(reader(dingmao, "en").content.decode()) == "en"
    chosen = Client(HTTP_ACCEPT_LANGUAGE=BROWSERS["en"])
    chosen.cookies[settings.LANGUAGE_COOKIE_NAME] = "ja"
    assert page_lang(chosen.get(dingmao).content.decode()) == "ja"
    assert page_lang(reader(dingmao, "en").content.decode()) == "en"


def test_a_step_region_is_cached_apart_per_language(reader, dingmao):
    url = dingmao + "&step=lessons"
    english = reader(url, "en", HTTP_HX_REQUEST="true").content.decode()
    japanese = reader(url, "ja", HTTP_HX_REQUEST="true").content.decode()
    assert english != japanese
    assert reader(url, "en", HTTP_HX_REQUEST="true").content.decode() == english


@pytest.mark.parametrize("region", [False, True])
def test_a_chart_page_tells_every_cache_it_varies_by_language_and_cookie(reader, dingmao, region):
    response = reader(dingmao, "ja", **({"HTTP_HX_REQUEST": "true"} if region else {}))
    vary = {v.strip().lower() for v in response["Vary"].split(",")}
    assert {"accept-language", "cookie", "hx-request"} <= vary
    assert response["Content-Language"] == "ja"


def test_a_kept_chart_page_is_every_readers_and_each_can_switch_from_it(dingmao):
    readers = [Client(HTTP_ACCEPT_LANGUAGE=BROWSERS["en"]) for _ in range(2)]
    pages = [reader.get(dingmao) for reader in readers]
    assert pages[0].content == pages[1].content and not pages[0].cookies and not pages[1].cookies
    for reader in readers:
        link = re.search(r'<a href="(/language/zh-hant/[^"]+)"', pages[0].content.decode()).group(1)
        assert reader.get(link.replace("&amp;", "&")).status_code == 302
        assert page_lang(reader.get(dingmao).content.decode()) == "zh-Hant"


def test_a_kept_fragment_of_the_chart_page_is_kept_for_each_language(reader, dingmao):
    # The whole chart keeps the 課體 list and the initial step's trace; the step page (another URL, so no page
    # cache between them) reuses them only in the language they were written in.
    reader(dingmao, "zh-hant")
    english = reader(dingmao + "&step=patterns", "en").content.decode()
    japanese = reader(dingmao + "&step=patterns", "ja").content.decode()
    assert "patterns of the two classics on this chart" in unmarked(english)
    assert "The nine methods (九宗門) are tried in order" in unmarked(english)
    assert "この課に現れる両古典の課体は" in japanese and "此課見兩部經典之課體" not in japanese
