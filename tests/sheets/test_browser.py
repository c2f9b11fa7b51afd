"""The issue's story in a real headless Chromium: a teacher builds and shares a sheet, a student works
through it without an account, then signs up, copies it and keeps a chart with a note."""
import pytest
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.browser import PASSWORD, add_item, sign_up
from tests.sheets.conftest import GUCHEN, XUANTAI

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def wait(browser):
    # A page or an htmx swap may replace elements while a condition is read: it is read again.
    return WebDriverWait(browser, 10, ignored_exceptions=(StaleElementReferenceException, WebDriverException, IndexError))


def drag(browser, source, target):
    """An HTML5 drag of `source` below `target`, with the events a mouse drag fires."""
    browser.execute_script("""
        const [source, target] = arguments, data = new DataTransfer(), box = target.getBoundingClientRect();
        source.dispatchEvent(new DragEvent("dragstart", {bubbles: true, dataTransfer: data}));
        target.dispatchEvent(new DragEvent("dragover", {bubbles: true, cancelable: true, dataTransfer: data,
                                                       clientY: box.bottom - 2}));
        target.dispatchEvent(new DragEvent("drop", {bubbles: true, cancelable: true, dataTransfer: data}));
        source.dispatchEvent(new DragEvent("dragend", {bubbles: true, dataTransfer: data}));
    """, source, target)


def kinds_on_page(browser):
    return [e.text.split(". ", 1)[1] for e in browser.find_elements(By.CSS_SELECTOR, ".editor-item .item-kind")]


def test_a_teacher_shares_a_sheet_and_a_student_works_through_copies_and_keeps_a_note(browser, live_server, corpus_db):
    from notebook.models import Note
    from sheets.models import Sheet

    base = live_server.url
    browser.delete_all_cookies()
    sign_up(browser, base, "teacher")
    browser.get(base + "/sheets/new/")
    browser.find_element(By.ID, "id_title").send_keys("涉害 and 伏吟")
    Select(browser.find_element(By.ID, "id_visibility")).select_by_value("link")
    browser.find_element(By.CSS_SELECTOR, ".user-form button[type=submit]").click()
    wait(browser).until(expected_conditions.url_contains("/edit/"))
    add_item(browser, "chart", chart="/ke/丁卯/亥/丑/", step="lessons")
    add_item(browser, "passage", passage=XUANTAI, highlight="順懸胎")
    add_item(browser, "chart", chart="/chart/?day=甲子&general=子&hour=子")
    add_item(browser, "passage", passage=GUCHEN)
    add_item(browser, "practice", chart="/ke/丁卯/亥/子/")
    add_item(browser, "question", text="Which method decides the first chart, and why?")

    # Drag the question to the top... of the second place: below the first chart.
    items = browser.find_elements(By.CSS_SELECTOR, ".editor-item")
    drag(browser, items[5], items[0])
    # The list moves at once; the answer of the post comes back with the next version (7 saves so far).
    wait(browser).until(lambda b: b.find_element(By.ID, "item-order").get_attribute("data-version") == "8")
    assert kinds_on_page(browser)[1] == "A question"
    sheet = Sheet.objects.get()
    assert list(sheet.items.values_list("kind", flat=True)) == ["chart", "question", "passage", "chart", "passage", "practice"]
    # The other forms of the page took the new version: a later save is not refused as stale.
    assert browser.find_element(By.CSS_SELECTOR, "form.item-form input[name=version]").get_attribute("value") == str(sheet.version)
    # Up and down buttons (plain posts) move it back down.
    browser.find_elements(By.CSS_SELECTOR, ".editor-item")[1].find_element(By.CSS_SELECTOR, "button[value=down]").click()
    wait(browser).until(lambda b: kinds_on_page(b)[2] == "A question")

    link = browser.find_element(By.CSS_SELECTOR, ".share-link").get_attribute("value")
    browser.find_element(By.CSS_SELECTOR, ".account-nav button").click()  # sign out
    wait(browser).until(expected_conditions.url_to_be(base + "/"))  # signed out, on the start page

    # A student without an account opens the link and works through it.
    browser.delete_all_cookies()
    browser.get(link)
    assert "<mark>" in browser.page_source and "順懸胎" in browser.find_element(By.CSS_SELECTOR, "mark").text
    browser.find_element(By.LINK_TEXT, "Work through it item by item").click()
    for number in range(1, 6):
        wait(browser).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, ".progress"), f"Item {number} of 6"))
        browser.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
    wait(browser).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, ".progress"), "Item 6 of 6"))
    assert "The end of the sheet." in browser.find_element(By.CSS_SELECTOR, ".work-nav").text

    # The student signs up from the sheet, comes back to it, and copies it.
    browser.get(link)
    browser.find_element(By.LINK_TEXT, "Sign up to copy this sheet").click()
    wait(browser).until(expected_conditions.url_contains("/accounts/signup/"))
    sign_up(browser, base, "student", path=browser.current_url.replace(base, ""))
    assert browser.current_url == link
    browser.find_element(By.XPATH, "//button[text()='Copy into my sheets']").click()
    wait(browser).until(expected_conditions.url_contains("/edit/"))
    assert Sheet.objects.filter(owner__username="student").get().items.count() == 6

    # ... opens the first chart, and keeps it with a note (the chart page loads the notebook part by htmx).
    browser.get(link)
    browser.find_element(By.CSS_SELECTOR, ".item-chart a").click()
    wait(browser).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".chart-notes")))
    browser.find_element(By.LINK_TEXT, "…with a title, notes and tags").click()
    wait(browser).until(expected_conditions.presence_of_element_located((By.ID, "id_text")))
    browser.find_element(By.ID, "id_text").send_keys("The **lessons** first: 丑 over 卯.")
    browser.find_element(By.ID, "id_tags").send_keys("homework")
    browser.find_element(By.CSS_SELECTOR, ".user-form button[type=submit]").click()
    wait(browser).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".markdown strong")))
    note = Note.objects.get(owner__username="student")
    browser.get(base + note.chart_url)
    wait(browser).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, ".chart-notes"), "丑 over 卯"))

    # The teacher sees neither the student's note nor a way into the copy.
    browser.delete_all_cookies()
    browser.get(base + "/accounts/login/")
    browser.find_element(By.ID, "id_username").send_keys("teacher")
    browser.find_element(By.ID, "id_password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, ".user-form button[type=submit]").click()
    wait(browser).until(expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, ".account-nav"), "teacher"))
    browser.get(base + note.get_absolute_url())
    assert "Not found" in browser.find_element(By.TAG_NAME, "h1").text
    browser.get(base + note.chart_url)
    wait(browser).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".chart-notes")))
    assert "丑 over 卯" not in browser.page_source
    copy = Sheet.objects.get(owner__username="student")
    browser.get(base + copy.get_absolute_url())
    assert "Not found" in browser.find_element(By.TAG_NAME, "h1").text


def test_the_sheet_pages_break_no_content_security_rule(browser, live_server, lesson):
    """No inline script or style: Chromium reports none refused on the sheet, the editor and the notebook."""
    browser.delete_all_cookies()
    browser.get_log("browser")  # what earlier tests left in the log
    for path in (lesson.get_absolute_url(), f"/sheets/{lesson.token}/1/", "/sheets/", "/accounts/signup/"):
        browser.get(live_server.url + path)
        refused = [e for e in browser.get_log("browser") if "Content Security Policy" in e.get("message", "")]
        assert refused == [], path
