"""/methods/schools/ in a real headless Chromium at 1280 and 390 px: a student finds how far an option reaches and opens
the list of the 課 it changes, then a chart of the list under the other school; axe clean, nothing wider than the
screen."""
import pytest
from selenium.webdriver.common.by import By

from tests.browser import DESKTOP, PHONE, page_width, serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_student_follows_an_option_to_the_ke_it_changes_and_opens_one(browser, live_server, viewport, corpus_db,
                                                                         axe_source, width):
    viewport(width)
    browser.get(live_server.url + "/methods/schools/")
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []
    link = browser.find_element(By.CSS_SELECTOR, '#option-shehai a[href$="/option/shehai/mengzhongji/"]')
    assert "23 of the 720" in link.text
    browser.execute_script("arguments[0].click();", link)
    rows = browser.find_elements(By.CSS_SELECTOR, ".reach-table tbody tr")
    assert len(rows) == 23
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []
    other = browser.find_element(By.XPATH, '//tr[contains(., "丁卯日 戌將 子時")]//a[text()="丑亥酉"]')
    browser.execute_script("arguments[0].click();", other)
    assert "shehai=mengzhongji" in browser.current_url
    assert "丑亥酉" in browser.find_element(By.TAG_NAME, "main").text.replace(" ", "")
