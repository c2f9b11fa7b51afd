"""Every main page in a real browser, on a desktop and on a phone: nothing wider than the screen, and
no serious or critical finding of axe-core (the accessibility engine, injected into the page).

Each test walks its pages in one go (the corpus is loaded once per test) and reports every page at fault.
"""
import pytest

from tests.browser import DESKTOP, PHONE, page_width, serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CHART = "/chart/?day=丁卯&general=亥&hour=丑"
PHONE_PAGES = ["/patterns/", "/ke/", "/classics/notes/", CHART, CHART + "&step=patterns", "/classics/jingwei/2/1/",
               "/classics/xinjing/3/25/", "/classics/jingwei/2/", "/", "/patterns/jingwei.shuiju.shun.chengdou/",
               "/classics/about/", "/classics/search/?q=关隔"]
# The phone layout changes these pages most (the docked drawing, cards for table rows, stacked columns).
PHONE_AXE_PAGES = ["/", CHART + "&step=patterns", "/patterns/", "/ke/", "/classics/notes/", "/classics/jingwei/2/40/"]
MAIN_PAGES = ["/", CHART, CHART + "&step=lessons", CHART + "&step=patterns", "/chart/?at=2026-11-30T14:30&tz=Europe/Berlin",
              "/patterns/", "/patterns/jingwei.shuiju.shun.chengdou/", "/ke/", "/methods/", "/methods/shehai/",
              "/classics/", "/classics/jingwei/2/", "/classics/jingwei/2/40/", "/classics/xinjing/3/25/",
              "/classics/notes/", "/classics/glossary/", "/classics/search/?q=关隔", "/classics/search/?q=電腦",
              "/classics/about/", "/no/such/page/"]


def test_no_page_is_wider_than_a_phone(browser, live_server, corpus_db, viewport):
    viewport(PHONE, 844)
    widths = {}
    for path in PHONE_PAGES:
        browser.get(live_server.url + path)
        widths[path] = page_width(browser)
    assert {path: width for path, width in widths.items() if width > PHONE} == {}


@pytest.mark.parametrize("width, pages", [(DESKTOP, MAIN_PAGES), (PHONE, PHONE_AXE_PAGES)], ids=["desktop", "phone"])
def test_axe_finds_nothing_serious_on_the_main_pages(browser, live_server, corpus_db, axe_source, viewport, width, pages):
    viewport(width)
    found = {}
    for path in pages:
        browser.get(live_server.url + path)
        found[path] = serious_violations(browser, axe_source)
    assert {path: violations for path, violations in found.items() if violations} == {}


def test_axe_finds_nothing_serious_with_the_panels_open(browser, live_server, corpus_db, axe_source):
    browser.get(live_server.url + CHART + "&step=patterns")
    browser.find_element("css selector", "[data-edit-panel] > summary").click()
    browser.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; });")
    assert serious_violations(browser, axe_source) == []
