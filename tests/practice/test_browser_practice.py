"""In a real browser: a whole chart practised by keyboard alone, a hint and a reveal, and a phone's width."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.browser

# 丁卯日 亥將 丑時, every answer in the order the keyboard meets the inputs of each step.
DINGMAO_ANSWERS = {
    "plates": list("戌亥子丑寅卯辰巳午未申酉"),                 # on 子 丑 寅 … 亥
    "lessons": ["亥", "丑", "卯", "巳"],                        # 四課 三課 二課 一課, right to left
    "initial": ["涉害", "", "亥"],                              # method, sub-name (none), initial
    "transmissions": ["酉", "未"],
    "generals": ["酉", "順", "朱雀", "貴人", "太陰"],
    "qualities": ["戌亥", "空", "官鬼", "癸", "妻財", "辛", "子孫"],  # void, then each transmission's stem and kin
}


def wait(browser):
    return WebDriverWait(browser, 15)


def state(browser):
    return browser.execute_script(
        "var r = document.getElementById('practice-region'); return r && [r.dataset.step, r.dataset.state];")


def keys(browser, *typed):
    ActionChains(browser).send_keys(*typed).perform()


def active(browser):
    return browser.switch_to.active_element


def open_practice_from_the_chart_page(browser, live_server, dingmao_chart):
    browser.get(live_server.url + dingmao_chart)
    browser.find_element(By.CSS_SELECTOR, "a.practise-this").send_keys(Keys.ENTER)
    wait(browser).until(lambda b: state(b) == ["plates", "blank"])


def test_a_whole_chart_is_practised_by_keyboard_a_wrong_initial_corrected_to_the_summary(browser, live_server,
                                                                                         dingmao_chart):
    open_practice_from_the_chart_page(browser, live_server, dingmao_chart)
    browser.execute_script("window.stillTheSamePage = true;")
    first = browser.find_element(By.CSS_SELECTOR, ".plate-answer input")
    first.send_keys("")  # the keyboard's first stop in the drawing: 子's palace
    for step, answers in DINGMAO_ANSWERS.items():
        wait(browser).until(lambda b, step=step: state(b) == [step, "blank"] and
                            active(b).get_attribute("class") == "answer", f"{step}: the first answer in focus")
        if step == "initial":  # first the 孟仲季 school's 丑: the hint names it, focus goes back to the initial
            keys(browser, "涉害", Keys.TAB, Keys.TAB, "丑", Keys.ENTER)
            wait(browser).until(lambda b: state(b) == ["initial", "hints"] and active(b).get_attribute("name") == "initial")
            assert "丑 is the answer of the 孟仲季 school" in browser.find_element(By.ID, "practice-feedback").text
            keys(browser, Keys.BACKSPACE, "亥", Keys.ENTER)
        else:
            for index, answer in enumerate(answers):
                keys(browser, answer, Keys.ENTER if index == len(answers) - 1 else Keys.TAB)
        wait(browser).until(lambda b, step=step: state(b) == [step, "right"] and
                            active(b).get_attribute("class").startswith("button primary next"),
                            f"{step}: right, and the next step in focus")
        keys(browser, Keys.ENTER)
    wait(browser).until(lambda b: state(b)[0] == "summary")
    summary = browser.find_element(By.CSS_SELECTOR, ".practice-summary").text
    assert "5 of 6 steps practised in this round right the first time." in summary
    assert "right at the second try" in summary
    assert browser.current_url.endswith("&v=1&step=summary")   # the record is the session's, not the link's
    assert browser.execute_script("return window.stillTheSamePage === true;")  # htmx swapped the region only
    browser.refresh()   # and the session keeps it: the summary reached by its own link says the same
    assert "5 of 6 steps practised in this round right the first time." in \
        browser.find_element(By.CSS_SELECTOR, ".practice-summary").text


def test_a_wrong_initial_gets_a_hint_then_show_me_reveals_it_with_the_rule(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao.replace("step=plates", "step=initial"))
    method = browser.find_element(By.NAME, "method")
    method.send_keys("涉害", Keys.TAB, Keys.TAB, "丑", Keys.ENTER)
    wait(browser).until(lambda b: state(b) == ["initial", "hints"])
    feedback = browser.find_element(By.ID, "practice-feedback").text
    assert "丑 is the answer of the 孟仲季 school" in feedback
    assert "亥" not in feedback.replace("涉害", "")  # the hint does not give the answer
    assert active(browser).get_attribute("name") == "initial"  # focus is on the wrong answer
    browser.find_element(By.CSS_SELECTOR, "button.reveal").send_keys(Keys.ENTER)
    wait(browser).until(lambda b: state(b) == ["initial", "revealed"])
    revealed = browser.find_element(By.ID, "practice-feedback")
    assert "正解" in revealed.text and "亥 has suffered most (depth 6)." in revealed.text
    assert revealed.find_element(By.CSS_SELECTOR, "a[href='/methods/shehai/']")
    assert "the answer: 亥" in browser.find_element(By.CSS_SELECTOR, ".answer-row.wrong").text
    assert "current done shown" in browser.find_element(By.CSS_SELECTOR, "nav.step-list li.current").get_attribute(
        "class")   # the step's tab says it was shown, at once


def test_the_palette_fills_the_palace_in_focus_and_moves_on(browser, live_server, dingmao):
    browser.get(live_server.url + dingmao)
    inputs = browser.find_elements(By.CSS_SELECTOR, ".plate-answer input")
    inputs[0].send_keys("")
    browser.find_element(By.CSS_SELECTOR, "[data-branch='戌']").click()
    assert inputs[0].get_attribute("value") == "戌"
    assert active(browser) == inputs[1]


def test_the_practice_page_fits_a_phone(browser, live_server, dingmao):
    size = browser.get_window_size()
    browser.set_window_size(390, 844)
    try:
        for step in ("plates", "lessons", "qualities"):
            browser.get(live_server.url + dingmao.replace("step=plates", f"step={step}"))
            assert browser.execute_script("return document.documentElement.scrollWidth") <= 390, step
            for field in browser.find_elements(By.CSS_SELECTOR, "input.answer"):
                rect = field.rect
                assert rect["x"] >= 0 and rect["x"] + rect["width"] <= 390, (step, field.get_attribute("name"))
                # a finger's target (issue 40: the palaces' boxes were 37×33 px)
                assert rect["width"] >= 44 and rect["height"] >= 44, (step, field.get_attribute("name"), rect)
    finally:
        browser.set_window_size(size["width"], size["height"])


@pytest.mark.parametrize("width", [1280, 390])
def test_a_branch_typed_in_a_box_fits_it_whole(browser, live_server, dingmao, width):
    """卯 申 酉 were cut at their left edge: each box is wider than what it holds, on a desktop and a phone."""
    size = browser.get_window_size()
    browser.set_window_size(width, 844)
    try:
        for step in ("plates", "lessons"):
            browser.get(live_server.url + dingmao.replace("step=plates", f"step={step}"))
            for field in browser.find_elements(By.CSS_SELECTOR, "input.answer"):
                browser.execute_script("arguments[0].value = '酉'", field)
                fits = browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", field)
                assert fits, (width, step, field.get_attribute("name"))
                assert field.rect["height"] >= 44, (width, step, field.get_attribute("name"))
    finally:
        browser.set_window_size(size["width"], size["height"])
