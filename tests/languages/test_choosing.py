"""Choosing the interface language: the browser's Accept-Language the first time, then the switcher's cookie."""
import re

import pytest
from django.conf import settings
from django.test import Client

from tests.languages.conftest import BROWSERS

SWITCHER = re.compile(r'<form class="language-switcher no-print" action="/i18n/setlang/" method="post">(.*?)</form>', re.S)


def page_lang(response) -> str:
    return re.search(r'<html lang="([^"]+)">', response.content.decode()).group(1)


@pytest.mark.parametrize(("accept", "lang"), [
    ("zh-TW,zh;q=0.9", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh", "zh-Hant"), ("zh-CN,zh;q=0.9", "zh-Hans"),
    ("zh-Hans-CN", "zh-Hans"), ("ja-JP,ja;q=0.9,en;q=0.5", "ja"), ("en-GB,en;q=0.9", "en"), ("fr-FR,fr;q=0.9", "en"),
])
def test_the_browsers_language_chooses_the_first_page(client, accept, lang):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE=accept)
    assert page_lang(response) == lang
    assert response["Content-Language"] == lang.lower()


def test_a_browser_asking_for_no_language_gets_english(client):
    assert page_lang(client.get("/")) == "en"


@pytest.mark.parametrize("path", ["/", "/methods/", "/methods/shehai/", "/classics/", "/classics/glossary/", "/patterns/", "/ke/"])
def test_every_page_carries_the_switcher_back_to_itself(client, corpus_db, path):
    form = SWITCHER.search(client.get(path).content.decode())
    assert form, path
    assert f'<input type="hidden" name="next" value="{path}">' in form.group(1)
    assert [code for code, _ in settings.LANGUAGES] == re.findall(r'name="language" value="([^"]+)"', form.group(1))


def test_each_choice_is_written_in_its_own_language(client):
    form = SWITCHER.search(client.get("/").content.decode()).group(1)
    assert re.findall(r'lang="([^"]+)"[^>]*>([^<]+)</button>', form) == [
        ("zh-Hant", "繁體中文"), ("zh-Hans", "简体中文"), ("ja", "日本語"), ("en", "English")]


def test_the_current_language_is_pressed(reader):
    form = SWITCHER.search(reader("/", "ja").content.decode()).group(1)
    assert re.findall(r'value="([^"]+)" lang="[^"]+" aria-pressed="true"', form) == ["ja"]


def test_choosing_a_language_returns_to_the_same_page_and_is_remembered(corpus_db):
    browser = Client(enforce_csrf_checks=True, HTTP_ACCEPT_LANGUAGE=BROWSERS["en"])
    page = browser.get("/methods/shehai/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    response = browser.post("/i18n/setlang/", {"csrfmiddlewaretoken": token, "next": "/methods/shehai/", "language": "ja"})
    assert (response.status_code, response["Location"]) == (302, "/methods/shehai/")
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "ja" and cookie["httponly"] and cookie["samesite"] == "Lax"
    assert cookie["max-age"] == settings.LANGUAGE_COOKIE_AGE
    assert page_lang(browser.get("/methods/shehai/")) == "ja"  # the browser still asks for English
    assert page_lang(browser.get("/classics/")) == "ja"


def test_the_switch_is_refused_without_the_readers_token():
    browser = Client(enforce_csrf_checks=True)
    browser.get("/")
    response = browser.post("/i18n/setlang/", {"next": "/", "language": "ja"})
    assert response.status_code == 403
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies


def test_the_switch_never_sends_the_reader_to_another_site(client):
    response = client.post("/i18n/setlang/", {"next": "https://example.org/", "language": "ja"})
    assert response["Location"] == "/"


def test_an_unknown_language_changes_nothing(client):
    response = client.post("/i18n/setlang/", {"next": "/", "language": "xx"})
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies


@pytest.mark.parametrize(("cookie", "lang"), [("ja", "ja"), ("zh-hans", "zh-Hans"), ("xx", "zh-Hant"), ("", "zh-Hant")])
def test_the_switchers_cookie_decides_before_the_browser_and_an_unknown_one_is_passed_over(cookie, lang):
    reader = Client(HTTP_ACCEPT_LANGUAGE="zh-TW")
    reader.cookies[settings.LANGUAGE_COOKIE_NAME] = cookie
    assert page_lang(reader.get("/")) == lang


def test_the_same_browser_with_another_cookie_gets_the_cookies_language():
    for cookie, lang in (("ja", "ja"), ("en", "en"), ("ja", "ja")):
        reader = Client(HTTP_ACCEPT_LANGUAGE="zh-CN")
        reader.cookies[settings.LANGUAGE_COOKIE_NAME] = cookie
        assert page_lang(reader.get("/")) == lang


def test_a_change_of_the_sites_languages_changes_the_choice(client, settings):
    assert page_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="ja")) == "ja"
    settings.LANGUAGES = [("zh-hant", "繁體中文"), ("en", "English")]
    assert page_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="ja")) == "en"
