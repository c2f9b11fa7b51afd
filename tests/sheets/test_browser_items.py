"""A sheet's items in a real headless Chromium, at a desktop's width and a phone's: the add form shows the fields of
the chosen kind, a student writes an answer under a question, and the pages stay within the screen, axe clean."""
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.browser import DESKTOP, PHONE, page_width, serious_violations, signed_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]




def shown_fields(browser):
    form = browser.find_element(By.CSS_SELECTOR, "form.item-form")
    return [f.find_element(By.CSS_SELECTOR, "[name]").get_attribute("name")
            for f in form.find_elements(By.CSS_SELECTOR, ".field") if f.is_displayed()]


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_the_add_form_shows_the_fields_of_the_chosen_kind(browser, live_server, viewport, lesson, teacher, axe_source,
                                                          width):
    viewport(width)
    signed_in(browser, live_server.url, teacher)
    browser.get(live_server.url + f"/sheets/{lesson.token}/edit/")
    kind = Select(browser.find_element(By.CSS_SELECTOR, "form.item-form select[name=kind]"))
    kind.select_by_value("passage")
    assert shown_fields(browser) == ["kind", "passage", "highlight", "text"]
    kind.select_by_value("question")
    assert shown_fields(browser) == ["kind", "text"]
    kind.select_by_value("chart")
    assert shown_fields(browser) == ["kind", "chart", "step", "text"]
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_student_writes_an_answer_and_finds_it_again(browser, live_server, viewport, lesson, student, axe_source,
                                                       width):
    viewport(width)
    signed_in(browser, live_server.url, student)
    question = lesson.items.get(kind="question")
    number = question.position + 1
    browser.get(live_server.url + f"/sheets/{lesson.token}/{number}/")
    box = browser.find_element(By.CSS_SELECTOR, ".answer-form textarea")
    box.send_keys("涉害: the one that went through the deepest harm.")
    browser.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]").click()
    WebDriverWait(browser, 10).until(expected_conditions.url_contains("#item-"))
    assert browser.current_url.endswith(f"/sheets/{lesson.token}/{number}/#item-{question.pk}")
    assert browser.find_element(By.CSS_SELECTOR, ".answer-form textarea").get_attribute("value") == (
        "涉害: the one that went through the deepest harm.")
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_phrase_selected_in_a_passage_goes_to_the_sheet_highlighted(browser, live_server, viewport, teacher,
                                                                      corpus_db, axe_source, width):
    viewport(width)
    signed_in(browser, live_server.url, teacher)
    browser.get(live_server.url + "/classics/jingwei/2/1/")
    browser.execute_script("""
        const text = document.querySelector('.passage-page .columns .text[lang="zh-Hant"]');
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        let node;
        while ((node = walker.nextNode()) && !(node.data.includes("順懸胎") && node.parentElement.checkVisibility())) {}
        const start = node.data.indexOf("順懸胎"), range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 3);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
    """)
    link = browser.find_element(By.CSS_SELECTOR, "a.add-to-sheet")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    assert browser.execute_script("return getSelection().toString()") == "順懸胎"
    link.click()
    WebDriverWait(browser, 10).until(expected_conditions.url_contains("/sheets/add/"))
    assert browser.find_element(By.NAME, "passage").get_attribute("value") == "經緯 2.1"
    assert browser.find_element(By.NAME, "highlight").get_attribute("value") == "順懸胎"
    assert shown_fields(browser) == ["sheet", "title", "kind", "passage", "highlight", "text"]
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_chart_item_draws_its_chart_within_the_screen(browser, live_server, viewport, lesson, axe_source, width):
    viewport(width)
    browser.delete_all_cookies()
    browser.get(live_server.url + lesson.get_absolute_url())
    figures = browser.find_elements(By.CSS_SELECTOR, ".sheet-figure .ke-figure")
    assert len(figures) == 2 and all(f.is_displayed() for f in figures)
    assert browser.find_element(By.CSS_SELECTOR, ".transmissions-line").text == "三傳 初傳 寅 · 中傳 巳 · 末傳 申 · 伏吟·自任"
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_a_chart_at_its_step_goes_to_a_sheet_from_its_page(browser, live_server, viewport, teacher, corpus_db,
                                                           axe_source, width):
    viewport(width)
    signed_in(browser, live_server.url, teacher)
    browser.get(live_server.url + "/ke/丁卯/亥/丑/?step=lessons")
    link = browser.find_element(By.CSS_SELECTOR, "a.add-to-sheet")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    link.click()
    WebDriverWait(browser, 10).until(expected_conditions.url_contains("/sheets/add/"))
    assert Select(browser.find_element(By.NAME, "step")).first_selected_option.get_attribute("value") == "lessons"
    assert unquote(browser.find_element(By.NAME, "chart").get_attribute("value")).startswith("/ke/丁卯/亥/丑/?v=1")
    assert shown_fields(browser) == ["sheet", "title", "kind", "chart", "step", "text"]
    assert page_width(browser) <= width
    assert serious_violations(browser, axe_source) == []
