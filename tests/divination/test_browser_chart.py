"""In a real browser: today's chart step by step by clicking, the back button, and the link in a fresh page."""
import base64
import re
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser import DESKTOP, PHONE, in_viewport, top_of

pytestmark = pytest.mark.browser


def wait(browser):
    return WebDriverWait(browser, 15)


def current_step(browser):
    """The id of the step marked current (read in one script: htmx may be swapping the region)."""
    return browser.execute_script("var s = document.querySelector('section.step.current'); return s && s.id;")


def start_todays_chart_step_by_step(browser, live_server):
    browser.get(live_server.url + "/")
    at = browser.find_element(By.NAME, "at")
    wait(browser).until(lambda b: at.get_attribute("value") and b.find_element(By.NAME, "tz").get_attribute("value"))
    browser.find_element(By.CSS_SELECTOR, "#moment-form button[name=step]").click()
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "section.step.current#step-pillars")))


def test_the_now_button_fills_the_browser_clock_and_zone(browser, live_server):
    browser.get(live_server.url + "/")
    at = browser.find_element(By.NAME, "at")
    at.clear()
    browser.find_element(By.CSS_SELECTOR, "[data-now]").click()
    zone = browser.execute_script("return Intl.DateTimeFormat().resolvedOptions().timeZone")
    assert len(at.get_attribute("value")) == len("2026-11-30T14:30")
    assert browser.find_element(By.NAME, "tz").get_attribute("value") == zone


def test_todays_chart_is_built_step_by_step_by_clicking_next(browser, live_server):
    start_todays_chart_step_by_step(browser, live_server)
    browser.execute_script("window.stillTheSamePage = true;")
    seen = [current_step(browser)]
    while browser.find_elements(By.CSS_SELECTOR, "a.next"):
        browser.find_element(By.CSS_SELECTOR, "a.next").click()
        wait(browser).until(lambda b: current_step(b) != seen[-1])
        seen.append(current_step(browser))
        assert browser.current_url.endswith("step=" + seen[-1].removeprefix("step-"))
    assert seen[:9] == ["step-pillars", "step-general", "step-plates", "step-lessons", "step-initial",
                        "step-transmissions", "step-generals", "step-qualities", "step-spirits"]
    # htmx swapped the step region: the page itself was never reloaded.
    assert browser.execute_script("return window.stillTheSamePage === true;")
    assert browser.find_element(By.CSS_SELECTOR, "#step-initial .trace-step.decided")


def test_the_back_button_returns_to_the_previous_step(browser, live_server):
    start_todays_chart_step_by_step(browser, live_server)
    for expected in ("step-general", "step-plates"):
        browser.find_element(By.CSS_SELECTOR, "a.next").click()
        wait(browser).until(lambda b, expected=expected: current_step(b) == expected)
    browser.back()
    wait(browser).until(lambda b: b.current_url.endswith("step=general"))
    wait(browser).until(lambda b: current_step(b) == "step-general")
    assert not browser.find_elements(By.ID, "step-plates")
    browser.forward()
    wait(browser).until(lambda b: current_step(b) == "step-plates")


def test_the_link_shows_the_same_chart_in_a_fresh_page(browser, live_server):
    start_todays_chart_step_by_step(browser, live_server)
    browser.find_element(By.CSS_SELECTOR, "a.show-all").click()
    wait(browser).until(EC.presence_of_element_located((By.ID, "step-spirits")))
    name = browser.find_element(By.CSS_SELECTOR, "h1.chart-name").text
    lessons = browser.find_element(By.CSS_SELECTOR, ".lesson-table").text
    link = browser.find_element(By.ID, "chart-link").get_attribute("value")
    first = browser.current_window_handle
    browser.switch_to.new_window("window")
    try:
        browser.get(link)
        assert browser.find_element(By.CSS_SELECTOR, "h1.chart-name").text == name
        assert browser.find_element(By.CSS_SELECTOR, ".lesson-table").text == lessons
        assert browser.find_element(By.ID, "step-spirits")
    finally:
        browser.close()
        browser.switch_to.window(first)


def test_the_copy_button_reports_what_it_did(browser, live_server):
    start_todays_chart_step_by_step(browser, live_server)
    browser.find_element(By.CSS_SELECTOR, "button.copy-link").click()
    wait(browser).until(lambda b: b.find_element(By.CSS_SELECTOR, ".copy-status").text)


def test_the_chart_fits_a_phone(browser, live_server, dingmao):
    size = browser.get_window_size()
    browser.set_window_size(375, 800)
    try:
        browser.get(live_server.url + dingmao)
        plates = browser.find_element(By.CSS_SELECTOR, ".plates")
        assert plates.rect["x"] >= 0 and plates.rect["x"] + plates.rect["width"] <= 375
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 375
    finally:
        browser.set_window_size(size["width"], size["height"])


def test_the_whole_chart_prints_on_one_page(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao)
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69})["data"])
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1


# ---- the chart stays in view, on a desktop and on a phone ----

@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_after_next_the_drawing_is_in_view(browser, live_server, dingmao, viewport, width):
    viewport(width)
    browser.get(live_server.url + dingmao + "&step=pillars")
    for expected in ("step-general", "step-plates", "step-lessons", "step-initial", "step-transmissions"):
        browser.find_element(By.CSS_SELECTOR, "a.next").click()
        wait(browser).until(lambda b, expected=expected: current_step(b) == expected)
        heading = browser.find_element(By.CSS_SELECTOR, f"#{expected} h2")
        wait(browser).until(lambda b, heading=heading: abs(top_of(b, heading)) < b.execute_script("return innerHeight") / 2)
        assert in_viewport(browser, browser.find_element(By.CSS_SELECTOR, "[data-figure] .plates")), expected
        assert in_viewport(browser, heading), expected


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_step_link_opens_on_its_step_with_the_drawing_in_view(browser, live_server, dingmao, viewport, width):
    viewport(width)
    for link in (dingmao + "&step=qualities", dingmao + "&step=qualities#step-qualities"):
        browser.get(live_server.url + link)
        heading = browser.find_element(By.ID, "heading-qualities")
        wait(browser).until(lambda b, heading=heading: -4 <= top_of(b, heading) < b.execute_script("return innerHeight") / 2)
        assert in_viewport(browser, browser.find_element(By.CSS_SELECTOR, "[data-figure] .plates"))
        assert browser.execute_script("return window.scrollY") > 500


def test_on_a_phone_the_drawing_folds_away_and_comes_back(browser, live_server, dingmao, viewport):
    viewport(PHONE, 844)
    browser.get(live_server.url + dingmao + "&step=lessons")
    toggle = browser.find_element(By.CSS_SELECTOR, "[data-figure-toggle]")
    plates = browser.find_element(By.CSS_SELECTOR, "[data-figure] .plates")
    toggle.click()
    assert not plates.is_displayed() and toggle.get_attribute("aria-expanded") == "false"
    browser.find_element(By.CSS_SELECTOR, "a.next").click()
    wait(browser).until(lambda b: current_step(b) == "step-initial")
    assert not browser.find_element(By.CSS_SELECTOR, "[data-figure] .plates").is_displayed()  # kept folded
    browser.find_element(By.CSS_SELECTOR, "[data-figure-toggle]").click()
    assert browser.find_element(By.CSS_SELECTOR, "[data-figure] .plates").is_displayed()


def test_tapping_the_first_lesson_lights_it_and_the_day_stem_on_the_drawing(browser, live_server, dingmao, viewport):
    # 丁卯日: 丁 lodges in 未 (寄宮), so 日干 is the palace of earth 未; 一課 is 巳 over 丁.
    viewport(PHONE, 844)
    browser.get(live_server.url + dingmao + "&step=lessons")
    first = browser.find_element(By.CSS_SELECTOR, '#step-lessons li[data-parts="lesson:1 stem"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", first)
    first.find_element(By.TAG_NAME, "b").click()
    lit = browser.find_elements(By.CSS_SELECTOR, "[data-figure] .lit")
    assert {e.get_attribute("data-part") for e in lit} >= {"lesson:1", "lesson:1 stem", "stem"}
    palace = browser.find_element(By.CSS_SELECTOR, '[data-figure] .palace[data-part~="stem"] .earth')
    assert palace.text.startswith("未") and in_viewport(browser, palace)
    first.find_element(By.TAG_NAME, "b").click()  # a second tap puts the light out
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-figure] .lit")


def test_pointing_at_the_third_lesson_lights_the_day_branch(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao + "&step=lessons")
    third = browser.find_element(By.CSS_SELECTOR, '#step-lessons li[data-parts="lesson:3 day"]')
    ActionChains(browser).move_to_element(third).perform()
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-figure] .palace.lit[data-part~="day"]'))
    assert browser.find_element(By.CSS_SELECTOR, '[data-figure] .palace.lit[data-part~="day"] .earth').text == "卯"


def test_the_edit_panel_changes_one_option_and_lands_on_the_new_canonical_link(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao + "&step=lessons")
    browser.find_element(By.CSS_SELECTOR, "[data-edit-panel] > summary").click()
    form = wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#edit-body #ke-form")))
    form.find_element(By.CSS_SELECTOR, "details.options > summary").click()
    form.find_element(By.CSS_SELECTOR, 'label[for="ke-shehai_1"]').click()
    form.find_element(By.CSS_SELECTOR, 'button[name="step"][value="lessons"]').click()
    wait(browser).until(lambda b: "shehai=mengzhongji" in b.current_url)
    expected = live_server.url + dingmao + "&shehai=mengzhongji&step=lessons"
    assert unquote(browser.current_url.split("#")[0]) == unquote(expected)
    assert browser.find_element(By.CSS_SELECTOR, "section.step.current").get_attribute("id") == "step-lessons"


def test_a_ke_chart_takes_the_month_of_its_general_in_one_click(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao + "&step=patterns")
    browser.find_element(By.CSS_SELECTOR, ".not-evaluated .month-offer a.button").click()
    wait(browser).until(lambda b: "month=" in unquote(b.current_url))
    assert "?month=寅&v=1&" in unquote(browser.current_url)
    assert "need the month" not in browser.find_element(By.ID, "step-patterns").text
