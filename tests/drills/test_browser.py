"""The issue's story in a real headless Chromium, at a desktop's and a phone's width: a student drills the four
lessons, gets a wrong answer back among the mistakes, puts it right, sees mastery and the streak move, and finds the
chart due for review the next day (the clock moved); every page passes axe and fits the width."""
import datetime as dt
from unittest import mock
from urllib.parse import parse_qsl

import pytest
from django.utils import timezone
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from divination.engine.params import chart_from_params
from tests.browser import DESKTOP, PHONE, in_viewport, page_width, serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"


def wait(browser):
    # The next page may replace an element while a condition reads it: it is read again.
    return WebDriverWait(browser, 15, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException))


def state(browser):
    # Read in one script: htmx may swap the region between finding it and reading it.
    return browser.execute_script("const region = document.getElementById('practice-region');"
                                  "return region ? region.dataset.state : null;")


def question_chart(browser) -> dict:
    return dict(parse_qsl(browser.find_element(By.NAME, "question_chart").get_attribute("value")))


def answer_lessons(browser, uppers):
    for number, upper in zip("1234", uppers):
        browser.find_element(By.NAME, f"lessons.{number}").send_keys(upper)
    browser.find_element(By.CSS_SELECTOR, "button.check").click()


def fits_and_passes(browser, width, axe_source):
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_student_drills_keeps_a_mistake_puts_it_right_and_finds_it_due_the_next_day(browser, live_server, viewport,
                                                                                     axe_source, width):
    viewport(width)
    browser.delete_all_cookies()
    base = live_server.url
    browser.get(base + "/drills/")
    fits_and_passes(browser, width, axe_source)
    Select(browser.find_element(By.NAME, "topic")).select_by_value("lessons")
    browser.find_element(By.CSS_SELECTOR, "#drill-form button[type=submit]").click()
    wait(browser).until(lambda b: "Question 1 of 10" in b.find_element(By.ID, "drill-progress").text)
    fits_and_passes(browser, width, axe_source)

    chart = question_chart(browser)
    right = [BRANCHES[lesson.upper] for lesson in chart_from_params(chart).lessons]
    wrong = [BRANCHES[(BRANCHES.index(u) + 1) % 12] for u in right]
    answer_lessons(browser, wrong)
    wait(browser).until(lambda b: state(b) == "revealed")
    assert "正解" in browser.find_element(By.ID, "practice-feedback").text
    fits_and_passes(browser, width, axe_source)

    browser.get(base + "/drills/mistakes/")
    listed = browser.find_element(By.CSS_SELECTOR, ".mistakes-list").text
    assert f"You wrote {wrong[0]}; the answer is {right[0]}." in listed
    fits_and_passes(browser, width, axe_source)
    browser.find_element(By.PARTIAL_LINK_TEXT, "Practise these again").click()
    wait(browser).until(lambda b: question_chart(b) == chart)
    answer_lessons(browser, right)
    wait(browser).until(lambda b: state(b) == "right")

    browser.get(base + "/drills/progress/")
    page = browser.find_element(By.TAG_NAME, "main").text
    assert "1 day in a row" in page
    lessons_row = browser.find_element(By.XPATH, "//table[contains(@class,'mastery-table')]//tr[th[contains(., '四課')]]")
    assert "50%" in lessons_row.text
    assert len(browser.find_elements(By.CSS_SELECTOR, ".heat-map rect.level-1")) == 1
    assert in_viewport(browser, browser.find_elements(By.CSS_SELECTOR, ".heat-map rect")[-1])   # today, on a phone too
    fits_and_passes(browser, width, axe_source)

    with mock.patch("django.utils.timezone.now", return_value=timezone.now() + dt.timedelta(days=1)):
        browser.get(base + "/drills/")
        assert "1 review is due today." in browser.find_element(By.CSS_SELECTOR, ".due-today").text
        browser.find_element(By.PARTIAL_LINK_TEXT, "Start the review").click()
        wait(browser).until(lambda b: question_chart(b) == chart)
        fits_and_passes(browser, width, axe_source)
