"""The pattern pages in a real headless Chromium: htmx filtering keeps the URL, the chart highlights."""
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _wait(browser):
    return WebDriverWait(browser, 10)


def test_choosing_a_day_filters_the_720_in_place_and_puts_it_in_the_url(browser, live_server):
    browser.get(f"{live_server.url}/ke/")
    browser.execute_script("document.body.dataset.marker = 'same page';")
    Select(browser.find_element(By.ID, "id_day")).select_by_value("庚辰")
    _wait(browser).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, "#results .count"), "12 of 720"))
    assert "day=庚辰" in unquote(browser.current_url)
    assert browser.execute_script("return document.body.dataset.marker;") == "same page"


def test_sorting_the_catalog_swaps_the_results_and_keeps_the_filter(browser, live_server):
    browser.get(f"{live_server.url}/patterns/?work=xinjing")
    browser.execute_script("document.body.dataset.marker = 'same page';")
    browser.find_element(By.LINK_TEXT, "720課 Frequency").click()
    _wait(browser).until(expected_conditions.url_contains("sort=frequency"))
    assert "work=xinjing" in browser.current_url
    assert browser.execute_script("return document.body.dataset.marker;") == "same page"
    assert "118 of 491 patterns" in browser.find_element(By.CSS_SELECTOR, "#results .count").text


def test_pointing_at_a_pattern_highlights_the_parts_that_fired_it(browser, live_server):
    # 庚辰日 午將 寅時: 順水局「呈斗」 is fired by the transmissions 辰 申 子.
    browser.get(f"{live_server.url}/chart/?day=庚辰&general=午&hour=寅")
    item = browser.find_element(By.CSS_SELECTOR, '[data-pattern="jingwei.shuiju.shun.chengdou"]')
    ActionChains(browser).move_to_element(item).perform()
    _wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".palace.lit"))
    lit = [p.find_element(By.CSS_SELECTOR, ".heaven").text[:1] for p in browser.find_elements(By.CSS_SELECTOR, ".palace.lit")]
    assert sorted(lit) == sorted("辰申子")
    assert len(browser.find_elements(By.CSS_SELECTOR, ".transmission-table tr.lit")) == 3


@pytest.mark.parametrize("path", ["/ke/", "/patterns/", "/patterns/jingwei.shuiju.shun.chengdou/",
                                  "/chart/?day=庚辰&general=午&hour=寅"])
def test_the_pages_break_no_content_security_rule(browser, live_server, path):
    browser.get_log("browser")
    browser.get(live_server.url + path)
    assert browser.find_element(By.TAG_NAME, "h1")
    assert [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]] == []
