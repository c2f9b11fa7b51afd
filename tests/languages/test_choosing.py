"""Choosing the interface language: the browser's Accept-Language the first time, then the switcher's cookie."""
import re
from urllib.parse import unquote

import pytest
from django.conf import settings
from django.test import Client

from tests.languages.conftest import BROWSERS

SWITCHER = re.compile(r'<nav class="language-switcher no-print"[^>]*>(.*?)</nav>', re.S)
CHOICE = re.compile(r'<a href="/language/([a-z-]+)/\?next=([^"]*)" hreflang="[^"]+" lang="([^"]+)" rel="nofollow"'
                    r'( aria-current="true" class="current")?>([^<]+)</a>')


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


@pytest.mark.parametrize("path", ["/", "/methods/", "/methods/shehai/", "/classics/", "/classics/glossary/", "/patterns/",
                                  "/ke/"])
def test_every_page_carries_the_switcher_back_to_itself(client, corpus_db, path):
    switcher = SWITCHER.search(client.get(path).content.decode())
    assert switcher, path
    choices = CHOICE.findall(switcher.group(1))
    assert [code for code, *_ in choices] == [code for code, _ in settings.LANGUAGES]
    assert {unquote(back) for _, back, *_ in choices} == {path}


def test_each_choice_is_written_in_its_own_language(client):
    choices = CHOICE.findall(SWITCHER.search(client.get("/").content.decode()).group(1))
    assert [(lang, name) for _, _, lang, _, name in choices] == [
        ("zh-Hant", "繁體中文"), ("zh-Hans", "简体中文"), ("ja", "日本語"), ("en", "English")]


def test_the_current_language_is_marked_current(reader):
    choices = CHOICE.findall(SWITCHER.search(reader("/", "ja").content.decode()).group(1))
    assert [code for code, _, _, current, _ in choices if current] == ["ja"]


def test_choosing_a_language_returns_to_the_same_page_and_is_remembered(corpus_db):
    browser = Client(HTTP_ACCEPT_LANGUAGE=BROWSERS["en"])
    page = browser.get("/methods/shehai/").content.decode()
    link = re.search(r'<a href="(/language/ja/[^"]+)"', page).group(1).replace("&amp;", "&")
    response = browser.get(link)
    assert (response.status_code, response["Location"]) == (302, "/methods/shehai/")
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "ja" and cookie["httponly"] and cookie["samesite"] == "Lax"
    assert cookie["max-age"] == settings.LANGUAGE_COOKIE_AGE
    assert "no-store" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]
    assert page_lang(browser.get("/methods/shehai/")) == "ja"  # the browser still asks for English
    assert page_lang(browser.get("/classics/")) == "ja"


def test_a_page_with_the_switcher_holds_no_readers_token_and_sets_no_cookie(client):
    response = client.get("/methods/shehai/")
    assert "csrfmiddlewaretoken" not in response.content.decode()
    assert not response.cookies


def test_the_switch_never_sends_the_reader_to_another_site(client):
    for elsewhere in ("https://example.org/", "//example.org/", "javascript:alert(1)"):
        response = client.get("/language/ja/", {"next": elsewhere})
        assert response["Location"] == "/"


def test_an_unknown_language_changes_nothing(client):
    response = client.get("/language/xx/", {"next": "/"})
    assert response.status_code == 404
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies


def test_djangos_own_switch_by_post_still_asks_for_the_readers_token():
    browser = Client(enforce_csrf_checks=True)
    browser.get("/")
    response = browser.post("/i18n/setlang/", {"next": "/", "language": "ja"})
    assert response.status_code == 403
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
