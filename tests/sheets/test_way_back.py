"""Every link out of a sheet (open the chart, practise) leads back to the sheet and its item: the chart and practice
pages show “Back to the sheet” for a `from` that is a sheet of this site, and drop any other."""
import pytest
from django.test import Client
from django.urls import reverse

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def link_of(page, item):
    start = page.index(f'id="item-{item.pk}"')
    href = page.index('href="', page.index('class="item-chart"', start)) + len('href="')
    return page[href:page.index('"', href)].replace("&amp;", "&")


def test_a_chart_item_links_the_chart_with_the_way_back_to_it(lesson):
    item = lesson.items.get(position=0)
    link = link_of(unmarked(Client().get(lesson.get_absolute_url()).content.decode()), item)
    assert link.endswith("&step=lessons&from=%2Fsheets%2F" + lesson.token + "%2F%23item-" + str(item.pk))


def test_the_chart_page_shows_the_way_back_to_the_sheet(lesson):
    item = lesson.items.get(position=0)
    link = link_of(unmarked(Client().get(lesson.get_absolute_url()).content.decode()), item)
    page = unmarked(Client().get(link, follow=True).content.decode())   # to the chart's permanent address
    assert f'<a href="/sheets/{lesson.token}/#item-{item.pk}">← Back to the sheet</a>' in page


def test_the_practice_page_shows_the_way_back_to_the_item_worked_through(lesson):
    item = lesson.items.get(kind="practice")
    work = reverse("sheets:work", args=[lesson.token, item.position + 1])
    link = link_of(unmarked(Client().get(work).content.decode()), item)
    page = unmarked(Client().get(link, follow=True).content.decode())
    assert f'<a href="{work}#item-{item.pk}">← Back to the sheet</a>' in page


@pytest.mark.parametrize("elsewhere", ["https://evil.example/", "//evil.example/sheets/x/", "/chart/", "/accounts/"])
def test_a_from_that_is_no_sheet_is_dropped(elsewhere, corpus_db):
    response = Client().get("/ke/丁卯/亥/丑/", follow=True)
    chart = response.redirect_chain[-1][0]
    dropped = Client().get(chart + "&from=" + elsewhere)
    assert dropped.status_code == 302 and dropped["Location"] == chart


def test_the_chart_pages_step_links_keep_the_way_back_without_javascript(lesson):
    item = lesson.items.get(position=0)
    link = link_of(unmarked(Client().get(lesson.get_absolute_url()).content.decode()), item)
    page = unmarked(Client().get(link, follow=True).content.decode())
    way_back = "&amp;from=%2Fsheets%2F" + lesson.token + "%2F%23item-" + str(item.pk)
    assert page.count(way_back) >= 5   # every step's tab, the next and the first step


def test_the_next_step_of_a_chart_opened_from_a_sheet_still_leads_back(lesson):
    item = lesson.items.get(position=0)
    link = link_of(unmarked(Client().get(lesson.get_absolute_url()).content.decode()), item)
    first = Client().get(link, follow=True)
    steps = first.context["step_links"]
    page = unmarked(Client().get(steps[-1]["url"]).content.decode())
    assert f'<a href="/sheets/{lesson.token}/#item-{item.pk}">← Back to the sheet</a>' in page


def test_every_link_of_the_practice_leads_back_to_the_sheet_it_was_opened_from(lesson):
    item = lesson.items.get(kind="practice")
    work = reverse("sheets:work", args=[lesson.token, item.position + 1])
    client = Client()
    link = link_of(unmarked(client.get(work).content.decode()), item)
    opened = client.get(link, follow=True)
    tab = opened.context["step_links"][-1]["url"]   # a tab's link names no sheet: the session keeps it
    assert "from=" not in tab
    page = unmarked(client.get(tab).content.decode())
    assert f'<a href="{work}#item-{item.pk}">← Back to the sheet</a>' in page
