"""The frame of every page in a real headless Chromium: on a phone (390 px) the site's menu folds so a page starts on
the first screen, the notes' cards keep their sentences whole and the notebook stays within the screen; signed in, the
account's links stand at the right of the header beside the languages; axe clean at both widths."""
import pytest
from django.test import Client
from selenium.webdriver.common.by import By

from tests.browser import DESKTOP, PHONE, page_width, serious_violations, signed_in, top_of

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]




def box(browser, selector):
    return browser.execute_script("return document.querySelector(arguments[0]).getBoundingClientRect().toJSON();",
                                  selector)


def test_on_a_phone_the_menu_folds_and_the_start_form_is_on_the_first_screen(browser, live_server, viewport,
                                                                             corpus_db, axe_source):
    viewport(PHONE, 844)
    browser.get(live_server.url + "/")
    assert not browser.find_element(By.ID, "site-menu").is_displayed()
    assert top_of(browser, browser.find_element(By.CSS_SELECTOR, ".start-form")) < 844 - 250
    assert serious_violations(browser, axe_source) == []


def test_on_a_phone_the_menu_button_opens_the_menu(browser, live_server, viewport, corpus_db):
    viewport(PHONE, 844)
    browser.get(live_server.url + "/")
    button = browser.find_element(By.CSS_SELECTOR, ".menu-toggle")
    button.click()
    assert button.get_attribute("aria-expanded") == "true"
    assert browser.find_element(By.CSS_SELECTOR, ".site-header nav").is_displayed()
    assert page_width(browser) <= PHONE


def test_on_a_desktop_the_menu_is_open_without_a_button(browser, live_server, viewport, corpus_db, axe_source):
    viewport(DESKTOP)
    browser.get(live_server.url + "/")
    assert browser.find_element(By.CSS_SELECTOR, ".site-header nav").is_displayed()
    assert not browser.find_element(By.CSS_SELECTOR, ".menu-toggle").is_displayed()
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_signed_in_the_account_stands_beside_the_languages(browser, live_server, viewport, teacher, width):
    viewport(width)
    signed_in(browser, live_server.url, teacher)
    browser.get(live_server.url + "/accounts/")
    if width == PHONE:
        browser.find_element(By.CSS_SELECTOR, ".menu-toggle").click()
    account, languages = box(browser, ".account-nav"), box(browser, ".language-switcher")
    if width == DESKTOP:
        assert languages["left"] - account["right"] < 40  # side by side at the right, not floating mid-header
        assert languages["right"] > DESKTOP - 60
    assert page_width(browser) <= width


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_the_notes_cards_keep_their_sentences_whole(browser, live_server, viewport, corpus_db, axe_source, width):
    viewport(width)
    browser.get(live_server.url + "/classics/notes/")
    cell = browser.find_elements(By.CSS_SELECTOR, ".notes-table tbody td")[-1]
    # Every line of a cell starts at the cell's left edge: nothing of the sentence is pushed into a label column.
    lefts = browser.execute_script("""
        const range = document.createRange(); range.selectNodeContents(arguments[0]);
        return Array.from(range.getClientRects()).map((r) => Math.round(r.left));""", cell)
    cell_left = round(box(browser, ".notes-table tbody tr:last-child td:last-child")["left"])
    assert min(lefts) >= cell_left - 1 and page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_the_notebook_stays_within_the_screen(browser, live_server, viewport, teacher, corpus_db, axe_source, width):
    Client().force_login(teacher)
    client = Client()
    client.force_login(teacher)
    for hour in ("丑", "寅", "卯"):
        client.post("/notebook/add/", {"chart": f"/ke/丁卯/亥/{hour}/", "title": f"涉害 at {hour}", "tags": "涉害 lesson"})
    viewport(width)
    signed_in(browser, live_server.url, teacher)
    browser.get(live_server.url + "/notebook/")
    assert len(browser.find_elements(By.CSS_SELECTOR, ".notebook-table tbody tr")) == 3
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_the_notebook_shows_times_in_the_browsers_zone(browser, live_server, viewport, teacher, corpus_db, width):
    import datetime as dt

    from notebook.models import Note

    client = Client()
    client.force_login(teacher)
    client.post("/notebook/add/", {"chart": "/ke/丁卯/亥/丑/", "title": "涉害", "tags": "涉害"})
    saved = dt.datetime(2026, 12, 7, 7, 27, tzinfo=dt.UTC)
    Note.objects.update(created=saved, updated=saved)
    viewport(width)
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Europe/Berlin"})
    try:
        signed_in(browser, live_server.url, teacher)
        browser.get(live_server.url + "/notebook/")  # the first page tells the server the browser's zone
        browser.get(live_server.url + f"/notebook/{Note.objects.get().pk}/")
        assert "Saved 2026-12-07 08:27; changed 2026-12-07 08:27 (version 1); times in Europe/Berlin." in (
            browser.find_element(By.TAG_NAME, "main").text)
        assert page_width(browser) <= width
    finally:
        browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_pattern_page_shows_the_readings_its_match_rests_on(browser, live_server, viewport, corpus_db, axe_source,
                                                               width):
    viewport(width)
    browser.get(live_server.url + "/patterns/jingwei.guange/")
    section = browser.find_element(By.CSS_SELECTOR, ".pattern-readings")
    assert section.is_displayed() and "The default, which this page follows:" in section.text
    assert "丁卯日 子將 子時" in section.text
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []
