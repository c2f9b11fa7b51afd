"""A sheet printed on paper (Chromium's print media): the menus, buttons and forms stay on screen; every
item is printed whole, with the address of each chart beside its link."""
import pytest
from selenium.webdriver.common.by import By

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def printed(browser):
    """The browser showing pages as it prints them, then as on screen again."""
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    yield browser
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def shown(browser, selector):
    return [e for e in browser.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


def style(browser, element, name):
    return browser.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, name)


def test_a_printed_sheet_shows_no_navigation_buttons_or_forms(printed, live_server, lesson):
    printed.delete_all_cookies()
    printed.get(live_server.url + lesson.get_absolute_url())
    for selector in (".site-header nav", ".account-nav", ".breadcrumbs", ".sheet-actions", ".site-footer", ".skip-link",
                     "form", "button", "input", "select", "textarea"):
        assert shown(printed, selector) == [], selector


def test_a_printed_sheet_shows_every_item_whole(printed, live_server, lesson):
    printed.get(live_server.url + lesson.get_absolute_url())
    items = printed.find_elements(By.CSS_SELECTOR, ".sheet-item")
    assert len(items) == lesson.items.count() == 6
    assert all(item.is_displayed() for item in items)
    assert {style(printed, item, "break-inside") for item in items} == {"avoid"}
    assert "Which method decides the first chart?" in items[5].text


def test_a_printed_chart_item_shows_its_drawing_and_a_short_address(printed, live_server, lesson):
    printed.get(live_server.url + lesson.get_absolute_url())
    first = printed.find_elements(By.CSS_SELECTOR, ".sheet-item")[0]
    assert first.find_element(By.CSS_SELECTOR, ".ke-figure .plates").is_displayed()
    # On paper, the item's own address on the sheet (it opens the chart), not the chart's 250-character link.
    address = first.find_element(By.CSS_SELECTOR, ".print-only").text
    assert address == f"{live_server.url}/sheets/{lesson.token}/1/"


def test_a_printed_link_in_a_text_block_shows_its_target(printed, live_server, lesson):
    from sheets.models import Item

    Item.objects.create(sheet=lesson, position=9, kind="text", text="Read [the 課經](https://example.org/kejing) first.")
    printed.get(live_server.url + lesson.get_absolute_url())
    link = printed.find_elements(By.CSS_SELECTOR, ".sheet-item")[-1].find_element(By.CSS_SELECTOR, ".markdown a")
    after = printed.execute_script("return getComputedStyle(arguments[0], '::after').content", link)
    assert after == '" (https://example.org/kejing)"'


def test_the_marked_phrase_stays_marked_on_paper(printed, live_server, lesson):
    printed.get(live_server.url + lesson.get_absolute_url())
    mark = printed.find_element(By.CSS_SELECTOR, ".item-passage mark")
    assert mark.text == "順懸胎"
    assert style(printed, mark, "print-color-adjust") == "exact"
    assert "underline" in style(printed, mark, "text-decoration-line")


def test_a_printed_sheet_ends_with_its_own_address(printed, live_server, lesson):
    printed.get(live_server.url + lesson.get_absolute_url())
    assert shown(printed, "main > .print-only")[-1].text.endswith(lesson.get_absolute_url())
