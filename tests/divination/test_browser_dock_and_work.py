"""In a real browser (issue 40): on a phone the docked drawing takes at most 35 % of the screen and its fold button
covers no heading; a chart worked out step by step names only what is known so far, its header following the steps."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser import DESKTOP, PHONE, serious_violations

pytestmark = pytest.mark.browser

DINGMAO = "/ke/丁卯/亥/丑/?v=1"
MOMENT = "/chart/?at=2026-11-30T14:30&tz=Europe/Berlin&v=1"


def rect(browser, selector):
    return browser.execute_script("var r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                  "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};", selector)


def overlap(a, b) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


@pytest.mark.parametrize("chart, step", [(DINGMAO, "lessons"), (DINGMAO, "qualities"), (MOMENT, "transmissions"),
                                         (MOMENT, "spirits")])
def test_on_a_phone_the_docked_drawing_takes_a_third_of_the_screen_and_covers_no_heading(
        browser, live_server, viewport, chart, step):
    viewport(PHONE, 844)
    browser.get(f"{live_server.url}{chart}&step={step}#step-{step}")
    WebDriverWait(browser, 10).until(lambda b: rect(b, f"#heading-{step}")["top"] < 400)
    screen = browser.execute_script("return innerHeight")
    dock, toggle = rect(browser, ".figure-dock"), rect(browser, "[data-figure-toggle]")
    assert dock["bottom"] - dock["top"] <= 0.35 * screen, (dock, screen)
    assert dock["top"] <= toggle["top"] and toggle["bottom"] <= dock["bottom"], "the button stays inside the dock"
    heading = rect(browser, f"#heading-{step}")
    assert not overlap(toggle, heading) and heading["top"] >= dock["bottom"] - 1, (toggle, heading, dock)
    assert browser.execute_script("return document.documentElement.scrollWidth") <= PHONE


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_working_it_out_the_header_follows_the_steps(browser, live_server, viewport, axe_source, width):
    viewport(width, 844)
    browser.get(f"{live_server.url}/")
    browser.delete_all_cookies()   # the choice of another test (a cookie) would be remembered
    browser.get(f"{live_server.url}{DINGMAO}&step=pillars")
    browser.find_element(By.CSS_SELECTOR, ".work-mode a").click()   # the choice, without any script of its own
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".work-mode a[href*='on=0']"))
    title = browser.find_element(By.ID, "chart-name")
    assert title.text == "丁卯日 亥將 丑時" and "亥酉未" not in browser.title
    assert serious_violations(browser, axe_source) == []
    for step, expected in (("general", "丁卯日 亥將 丑時"), ("plates", "丁卯日 亥將 丑時"), ("lessons", "丁卯日 亥將 丑時"),
                           ("initial", "丁卯日 亥將 丑時 · 初傳 亥 涉害"),
                           ("transmissions", "丁卯日 亥將 丑時 · 亥酉未 涉害")):
        browser.find_element(By.CSS_SELECTOR, "a.next").click()   # htmx swaps the steps and the header
        WebDriverWait(browser, 10).until(   # read in one script: htmx may be swapping the region
            lambda b, step=step, expected=expected: b.execute_script(
                "var s = document.querySelector('section.step.current'), h = document.getElementById('chart-name');"
                "return [s && s.id, h && h.textContent.trim()];") == [f"step-{step}", expected], expected)
        assert "work=1" in browser.current_url
    assert browser.title.startswith("丁卯日 亥將 丑時 · 亥酉未 涉害")
    browser.delete_all_cookies()
