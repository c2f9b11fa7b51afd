"""The issue's story in a real headless Chromium, at a desktop's and a phone's width: a teacher and three students
sign up through the sign-up page; the teacher makes a class and assigns a sheet and a drill; the students join by
the code and work them with some mistakes; the teacher's report shows each student's progress and the class's most
common mistake at the step where it was made. Every page of the class passes axe and fits the width."""
from urllib.parse import parse_qsl

import pytest
from django.urls import reverse
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from divination.engine.params import chart_from_params
from tests.browser import DESKTOP, PASSWORD, PHONE, add_item, page_width, serious_violations, sign_up
from tests.browser import waiting as wait
from tests.classes.conftest import DINGMAO

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
RIGHT = ["巳", "卯", "丑", "亥"]
WRONG = ["亥", "卯", "丑", "亥"]  # 一課 taken for 四課's: the class's common mistake


def fits_and_passes(browser, width, axe_source):
    assert page_width(browser) <= width, browser.current_url
    assert serious_violations(browser, axe_source) == [], browser.current_url


def sign_in(browser, base, username):
    browser.delete_all_cookies()
    browser.get(base + reverse("accounts:login"))
    browser.find_element(By.ID, "id_username").send_keys(username)
    browser.find_element(By.ID, "id_password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait(browser).until(lambda b: username in b.find_element(By.CSS_SELECTOR, ".account-nav").get_attribute(
        "textContent"))  # on a phone the navigation is folded away: its text is there, not shown


def submit(browser):
    browser.find_element(By.CSS_SELECTOR, "main form.user-form button[type=submit]").click()


def practise_lessons(browser, base, uppers, outcome):
    if "step=lessons" not in browser.current_url:
        browser.get(f"{base}{reverse('practice:practice')}?{DINGMAO}&step=lessons")
    for number, upper in zip("1234", uppers):
        field = browser.find_element(By.NAME, f"lessons.{number}")
        field.clear()
        field.send_keys(upper)
    browser.find_element(By.CSS_SELECTOR, "button.check").click()
    wait(browser).until(lambda b: b.find_element(By.ID, "practice-region").get_attribute("data-state") == outcome)


def make_sheet(browser, base):
    """The teacher's sheet, shared by link: the four lessons of 丁卯日 亥將 丑時 to practise, and a question."""
    browser.get(base + reverse("sheets:new"))
    browser.find_element(By.ID, "id_title").send_keys("四課")
    Select(browser.find_element(By.ID, "id_visibility")).select_by_value("link")
    submit(browser)
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "form.item-form"))
    add_item(browser, "practice", chart="/ke/丁卯/亥/丑/", step="lessons")
    add_item(browser, "question", text="Which lesson is 賊?")


def drill_twice(browser):
    """The drill assignment worked from its link: two of its questions on the four lessons, both right."""
    browser.find_element(By.XPATH, "//li[contains(., 'Drill')]/a[contains(., 'work on it')]").click()
    for _question in range(2):
        wait(browser).until(lambda b: b.find_elements(By.NAME, "question_chart"))
        chart = dict(parse_qsl(browser.find_element(By.NAME, "question_chart").get_attribute("value")))
        uppers = [BRANCHES[lesson.upper] for lesson in chart_from_params(chart).lessons]
        for number, upper in zip("1234", uppers):
            browser.find_element(By.NAME, f"lessons.{number}").send_keys(upper)
        browser.find_element(By.CSS_SELECTOR, "button.check").click()
        wait(browser).until(lambda b: b.find_element(By.ID, "practice-region").get_attribute("data-state") == "right")
        browser.find_element(By.CSS_SELECTOR, "a.next").click()


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_teacher_sees_each_students_progress_and_the_classs_most_common_mistake(browser, live_server, viewport,
                                                                                 axe_source, width):
    viewport(width)
    base = live_server.url
    browser.delete_all_cookies()
    sign_up(browser, base, "teacher")
    make_sheet(browser, base)

    browser.get(base + reverse("classes:new"))
    fits_and_passes(browser, width, axe_source)
    browser.find_element(By.ID, "id_name").send_keys("壬班")
    submit(browser)
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".join-code"))
    code = browser.find_element(By.CSS_SELECTOR, ".join-code").text
    class_url = browser.current_url
    fits_and_passes(browser, width, axe_source)
    for kind, fill in (("sheet", lambda: Select(browser.find_element(By.ID, "id_sheet")).select_by_index(1)),
                       ("drill", lambda: (Select(browser.find_element(By.ID, "id_topic")).select_by_value("lessons"),
                                          Select(browser.find_element(By.ID, "id_questions")).select_by_value("10")))):
        browser.get(class_url)
        browser.find_element(By.PARTIAL_LINK_TEXT, "Give an assignment").click()
        wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "input[name=kind]"))
        fits_and_passes(browser, width, axe_source)
        browser.find_element(By.CSS_SELECTOR, f"input[name=kind][value={kind}]").click()
        fill()
        submit(browser)
        wait(browser).until(lambda b: "The assignment is given." in b.find_element(By.TAG_NAME, "main").text)
    report_url = browser.current_url  # the drill's; the sheet's is the class page's second assignment

    for username, shown, tries in (("ann", "Ann", [(RIGHT, "right")]),
                                   ("bo", "Bo", [(WRONG, "hints"), (RIGHT, "right")]),
                                   ("cy", "Cy", [(WRONG, "hints"), (WRONG, "revealed")])):
        browser.delete_all_cookies()
        sign_up(browser, base, username)
        browser.get(base + reverse("classes:index"))
        fits_and_passes(browser, width, axe_source)
        browser.find_element(By.ID, "id_code").send_keys(code)
        submit(browser)
        wait(browser).until(lambda b: "/classes/join/" in b.current_url)
        browser.find_element(By.ID, "id_shown_name").clear()
        browser.find_element(By.ID, "id_shown_name").send_keys(shown)
        submit(browser)
        wait(browser).until(lambda b: "You are in the class" in b.find_element(By.TAG_NAME, "main").text)
        fits_and_passes(browser, width, axe_source)
        for uppers, outcome in tries:
            practise_lessons(browser, base, uppers, outcome)
        if username == "ann":
            browser.get(class_url)
            browser.find_element(By.XPATH, "//li[contains(., 'Sheet')]/a[contains(., 'work on it')]").click()
            wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "form.answer-form textarea"))
            browser.find_element(By.CSS_SELECTOR, "form.answer-form textarea").send_keys("三課")
            browser.find_element(By.CSS_SELECTOR, "form.answer-form button[type=submit]").click()
            wait(browser).until(lambda b: "Your answer is saved." in b.find_element(By.TAG_NAME, "main").text)
            browser.get(class_url)
            drill_twice(browser)
            browser.get(class_url)
            assert "Ann" in browser.find_element(By.CSS_SELECTOR, ".roster").text
            fits_and_passes(browser, width, axe_source)

    sign_in(browser, base, "teacher")
    browser.get(class_url)
    rows = {row.find_element(By.TAG_NAME, "th").text.split(" ")[0]: row.text
            for row in browser.find_elements(By.CSS_SELECTOR, ".class-table tbody tr")}
    # Ann: the drill's 10 questions, 3 answered (the sheet's step counts: it is the same topic); the sheet done.
    assert "3/10" in rows["Ann"] and "✓ done" in rows["Ann"]
    assert "1/2" in rows["Bo"] and "1/2" in rows["Cy"]
    fits_and_passes(browser, width, axe_source)
    sheet_report = browser.find_elements(By.CSS_SELECTOR, ".assignment-list a")[1].get_attribute("href")
    browser.get(sheet_report)
    main = browser.find_element(By.TAG_NAME, "main").text
    assert "Ann: ✓ done" in main and "Bo: 1 of 2 done" in main and "Cy: 1 of 2 done" in main
    first = browser.find_element(By.CSS_SELECTOR, ".mistakes .mistake")
    assert "四課" in first.text and "亥 given 3 times, where 巳 is right" in first.text
    assert "step=lessons" in first.find_element(By.TAG_NAME, "a").get_attribute("href")
    assert "三課" in browser.find_element(By.CSS_SELECTOR, ".answers").text
    fits_and_passes(browser, width, axe_source)
    browser.get(report_url)
    fits_and_passes(browser, width, axe_source)
    browser.find_element(By.PARTIAL_LINK_TEXT, "Ann").click()
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".mastery"))
    assert "four lessons" in browser.find_element(By.CSS_SELECTOR, ".mastery").text
    fits_and_passes(browser, width, axe_source)
