"""What the browser tests ask of a page: whether an element is in the viewport, the page's width, axe's findings."""
from __future__ import annotations

DESKTOP, PHONE = 1280, 390


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
