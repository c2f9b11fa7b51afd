"""What the browser tests ask of a page (whether an element is in the viewport, the page's width, axe's findings)
and do on it as a user would (sign up, add an item to a sheet)."""
from __future__ import annotations

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

DESKTOP, PHONE = 1280, 390
PASSWORD = "tortoise-shell-oracle-17"   # Django's validators accept it (tests/conftest.py make_user)


def waiting(browser, seconds: int = 15) -> WebDriverWait:
    """A wait that reads its condition again when the next page or an htmx swap replaced an element meanwhile
    (Chromium may then answer with an inspector error)."""
    return WebDriverWait(browser, seconds, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException,
                                                               WebDriverException))


def in_viewport(browser, element) -> bool:
    """Some of the element shows in the viewport (not scrolled above it or below it)."""
    return browser.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;",
        element)


def top_of(browser, element) -> float:
    return browser.execute_script("return arguments[0].getBoundingClientRect().top;", element)


def page_width(browser) -> int:
    return browser.execute_script("return document.documentElement.scrollWidth;")


def serious_violations(browser, axe_source: str) -> list[str]:
    """axe-core's serious and critical findings on the page shown, one line each (rule, count, first target)."""
    browser.set_script_timeout(60)
    browser.execute_script(axe_source)
    found = browser.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations); });")
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])}×, e.g. {v['nodes'][0]['target']}): {v['help']}"
            for v in found if v["impact"] in ("serious", "critical")]


def signed_in(browser, base: str, user) -> None:
    """The browser holds `user`'s session (made by Django's test client)."""
    from django.test import Client

    client = Client()
    client.force_login(user)
    browser.get(base + "/robots.txt")
    browser.delete_all_cookies()
    browser.add_cookie({"name": "sessionid", "value": client.cookies["sessionid"].value, "path": "/"})


def sign_up(browser, base: str, username: str, path: str = "/accounts/signup/") -> None:
    """An account made through the sign-up page, then signed in: the header names it (on a phone the navigation
    is folded away, so its text is read, not what is shown)."""
    browser.get(base + path)
    browser.find_element(By.ID, "id_username").send_keys(username)
    browser.find_element(By.ID, "id_password1").send_keys(PASSWORD)
    browser.find_element(By.ID, "id_password2").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, ".user-form button[type=submit]").click()
    waiting(browser).until(
        lambda b: username in b.find_element(By.CSS_SELECTOR, ".account-nav").get_attribute("textContent"))


def add_item(browser, kind: str, **fields: str) -> None:
    """An item added in the sheet editor's form (its kind chosen, its fields filled), once the list shows it."""
    count = len(browser.find_elements(By.CSS_SELECTOR, ".editor-item"))
    form = browser.find_element(By.CSS_SELECTOR, "form.item-form")
    Select(form.find_element(By.NAME, "kind")).select_by_value(kind)
    for name, value in fields.items():
        if name == "step":
            Select(form.find_element(By.NAME, "step")).select_by_value(value)
        else:
            form.find_element(By.NAME, name).send_keys(value)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    waiting(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".editor-item")) == count + 1)
