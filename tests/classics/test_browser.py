"""The classics in a real headless Chromium."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _wait(browser):
    return WebDriverWait(browser, 10)


def _tab_to(browser, element, limit=120):
    """Press Tab until `element` has the focus, as a keyboard user would."""
    for _ in range(limit):
        if browser.switch_to.active_element == element:
            return
        ActionChains(browser).send_keys(Keys.TAB).perform()
    pytest.fail("the element cannot be reached with the Tab key")


def test_a_permanent_link_lands_on_the_passage(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/xinjing/3/#p1")
    passage = browser.find_element(By.ID, "p1")
    assert "寡宿" in passage.text
    top = browser.execute_script("return arguments[0].getBoundingClientRect().top;", passage)
    assert 0 <= top < 60  # scrolled to the anchor, clear of the sticky column heads
    browser.get(f"{live_server.url}/classics/xinjing/3/1/")
    assert "居天寡宿地孤辰" in browser.find_element(By.CSS_SELECTOR, ".column-orig .text").text


def test_hiding_a_column_removes_it_and_keeps_the_choice_in_the_url(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/jingwei/2/1/")
    browser.find_element(By.CSS_SELECTOR, '[data-column="ja"] .cc-hide').click()
    _wait(browser).until(expected_conditions.url_contains("cols="))
    assert "cols=orig%2Cgloss" in browser.current_url
    assert not browser.find_elements(By.CSS_SELECTOR, ".column-ja")
    assert browser.find_element(By.CSS_SELECTOR, ".column-gloss").is_displayed()


def test_searching_in_simplified_characters_finds_the_traditional_text(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/")
    box = browser.find_element(By.ID, "id_q")
    box.send_keys("关隔")
    box.send_keys(Keys.ENTER)
    _wait(browser).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".search-result")))
    first = browser.find_element(By.CSS_SELECTOR, ".search-result")
    assert "關隔" in first.find_element(By.CSS_SELECTOR, "mark.hl").text
    first.find_element(By.CSS_SELECTOR, "h2 a").click()
    _wait(browser).until(expected_conditions.url_contains("/classics/jingwei/2/3/?hl="))
    assert browser.find_elements(By.CSS_SELECTOR, ".column-orig mark.hl")


def test_an_editorial_note_opens_by_keyboard(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/jingwei/2/40/")
    note = browser.find_element(By.ID, "note-jingwei-2-40-1")
    assert not note.is_displayed()
    button = browser.find_element(By.CSS_SELECTOR, '[popovertarget="note-jingwei-2-40-1"]')
    _tab_to(browser, button)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    _wait(browser).until(expected_conditions.visibility_of(note))
    assert "喜慶" in note.text
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    _wait(browser).until(expected_conditions.invisibility_of_element(note))


def test_a_glossary_term_explains_itself_on_keyboard_focus(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/xinjing/3/9/")
    tip = browser.find_element(By.ID, "tip-xinjing-3-9-xiaoji")
    assert not tip.is_displayed()
    link = browser.find_element(By.CSS_SELECTOR, '[aria-describedby="tip-xinjing-3-9-xiaoji"]')
    _tab_to(browser, link)
    _wait(browser).until(expected_conditions.visibility_of(tip))
    assert "未" in tip.text


def test_columns_stack_on_a_narrow_screen(browser, live_server, corpus_db):
    browser.set_window_size(480, 900)
    try:
        browser.get(f"{live_server.url}/classics/jingwei/2/1/")
        lefts = {
            round(browser.execute_script("return arguments[0].getBoundingClientRect().left;", column))
            for column in browser.find_elements(By.CSS_SELECTOR, ".column")
        }
        assert len(lefts) == 1
    finally:
        browser.set_window_size(1280, 900)


def test_the_column_choice_survives_previous_and_next_and_the_next_visit(browser, live_server, corpus_db):
    browser.delete_all_cookies()
    browser.get(f"{live_server.url}/classics/jingwei/2/2/")
    browser.find_element(By.CSS_SELECTOR, '[data-column="ja"] .cc-hide').click()
    _wait(browser).until(expected_conditions.url_contains("cols="))
    browser.find_element(By.CSS_SELECTOR, 'a[rel="next"]').click()
    _wait(browser).until(expected_conditions.url_contains("/classics/jingwei/2/3/"))
    assert not browser.find_elements(By.CSS_SELECTOR, ".column-ja")
    browser.find_element(By.CSS_SELECTOR, 'a[rel="prev"]').click()
    _wait(browser).until(expected_conditions.url_contains("/classics/jingwei/2/2/"))
    assert not browser.find_elements(By.CSS_SELECTOR, ".column-ja")
    browser.get(f"{live_server.url}/classics/jingwei/2/30/")  # a later visit, without cols in the address
    assert not browser.find_elements(By.CSS_SELECTOR, ".column-ja")
    assert browser.find_element(By.CSS_SELECTOR, ".column-gloss").is_displayed()


def test_an_editorial_note_opens_beside_its_mark_without_covering_the_words(browser, live_server, corpus_db):
    browser.get(f"{live_server.url}/classics/jingwei/2/40/")
    button = browser.find_element(By.CSS_SELECTOR, '[popovertarget="note-jingwei-2-40-1"]')
    button.click()
    note = browser.find_element(By.ID, "note-jingwei-2-40-1")
    _wait(browser).until(expected_conditions.visibility_of(note))
    mark = browser.find_element(By.CSS_SELECTOR, ".column-orig mark.note-mark")
    box, at, words = (browser.execute_script("return arguments[0].getBoundingClientRect().toJSON();", e)
                      for e in (note, button, mark))
    assert abs(box["left"] - at["left"]) < 40 and 0 <= box["top"] - at["bottom"] < 30  # just below its button
    overlaps = (box["left"] < words["right"] and words["left"] < box["right"]
                and box["top"] < words["bottom"] and words["top"] < box["bottom"])
    assert not overlaps  # the marked words stay in sight


def _tap(browser, element):
    """A finger's tap (touch events, so the page sees a touch pointer), at the element's centre."""
    box = browser.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
                                 element)
    point = {"x": box[0], "y": box[1]}
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_tap_on_a_term_explains_it_in_place_and_a_second_tap_opens_the_glossary(browser, live_server, corpus_db, viewport):
    viewport(390, 844)
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        browser.get(f"{live_server.url}/classics/xinjing/3/9/")
        link = browser.find_element(By.CSS_SELECTOR, '[aria-describedby="tip-xinjing-3-9-xiaoji"]')
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
        _tap(browser, link)
        tip = browser.find_element(By.ID, "tip-xinjing-3-9-xiaoji")
        _wait(browser).until(expected_conditions.visibility_of(tip))
        assert "/classics/xinjing/3/9/" in browser.current_url  # the page stays
        _tap(browser, link)
        _wait(browser).until(expected_conditions.url_contains("/classics/glossary/#xiaoji"))
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
