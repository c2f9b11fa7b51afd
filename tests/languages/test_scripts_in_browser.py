"""The pages' scripts in a real headless Chromium, read in Japanese: what a script writes on the page is in the
page's language, taken from the page (the scripts hold no sentences of their own)."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def japanese(browser, live_server):
    """The browser with 日本語 chosen (the switcher's cookie); the choice undone after, for the other tests."""
    browser.get(f"{live_server.url}/")
    browser.add_cookie({"name": "django_language", "value": "ja"})
    yield browser
    browser.delete_cookie("django_language")


def test_copying_a_citation_reports_in_the_readers_language(japanese, live_server, corpus_db):
    japanese.get(f"{live_server.url}/classics/jingwei/2/1/")
    button = japanese.find_element(By.CSS_SELECTOR, "button.copy-citation")
    said = {button.get_attribute(name) for name in ("data-copied-text", "data-copy-failed-text", "data-no-clipboard-text")}
    button.click()  # the clipboard may refuse a headless browser: then the page says so, in its language
    status = japanese.find_element(By.CSS_SELECTOR, ".citation .copy-status")
    WebDriverWait(japanese, 10).until(lambda _: status.text)
    assert status.text in said and not re.search(r"[A-Za-z]", status.text)
