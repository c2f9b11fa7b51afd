"""“Add to a sheet” from the pages of the site: a passage (with the phrase the reader highlighted) and a pattern's
passage land at the end of one of the reader's sheets, or of a new private one."""
from urllib.parse import parse_qsl, quote

import pytest
from django.test import Client
from django.urls import reverse

from sheets.models import Sheet
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def test_the_passage_page_offers_to_add_it_with_its_highlighted_phrase(client, corpus_db):
    page = unmarked(client.get("/classics/jingwei/2/1/?hl=順懸胎").content.decode())
    assert f'href="{reverse("sheets:add")}?passage=jingwei-2-1&amp;hl=%E9%A0%86%E6%87%B8%E8%83%8E"' in page


def test_a_pattern_page_offers_to_add_its_passage(client, corpus_db):
    page = unmarked(client.get(reverse("patterns:pattern", args=["jingwei.xuantai"])).content.decode())
    assert f'href="{reverse("sheets:add")}?passage=jingwei-2-1&amp;hl=' in page


def test_the_add_page_names_the_passage_as_the_site_cites_it(as_teacher, corpus_db):
    form = as_teacher.get(reverse("sheets:add") + "?passage=jingwei-2-1&hl=順懸胎").context["item_form"]
    assert (form["kind"].value(), form["passage"].value(), form["highlight"].value()) == ("passage", "經緯 2.1", "順懸胎")


def test_the_item_goes_at_the_end_of_the_chosen_sheet(as_teacher, lesson):
    response = as_teacher.post(reverse("sheets:add"), {"sheet": lesson.pk, "kind": "passage", "passage": "經緯 2.1",
                                                       "highlight": "順懸胎"})
    assert response["Location"] == reverse("sheets:edit", args=[lesson.token]) + "#items"
    last = lesson.items.last()
    assert (last.position, last.passage_key, last.highlight) == (6, "jingwei-2-1", "順懸胎")


def test_the_item_can_start_a_new_private_sheet(as_teacher, corpus_db):
    as_teacher.post(reverse("sheets:add"), {"sheet": "", "title": "懸胎", "kind": "passage", "passage": "經緯 2.1"})
    made = Sheet.objects.get()
    assert (made.title, made.visibility, made.items.get().passage_key) == ("懸胎", "private", "jingwei-2-1")


def test_a_new_sheet_needs_a_title(as_teacher, corpus_db):
    response = as_teacher.post(reverse("sheets:add"), {"sheet": "", "title": "", "kind": "passage", "passage": "經緯 2.1"})
    assert response.status_code == 400
    assert response.context["form"].errors["title"] == ["Give the new sheet a title, or choose one of your sheets."]
    assert not Sheet.objects.exists()


def test_another_users_sheet_cannot_be_chosen(lesson, stranger_client):
    response = stranger_client.post(reverse("sheets:add"), {"sheet": lesson.pk, "kind": "passage", "passage": "經緯 2.1"})
    assert response.status_code == 400
    assert response.context["form"].errors["sheet"] == ["Choose one of your sheets, or a new one."]
    assert lesson.items.count() == 6


def test_a_visitor_is_sent_to_sign_in_first(corpus_db):
    response = Client().get(reverse("sheets:add") + "?passage=jingwei-2-1")
    assert response.status_code == 302 and response["Location"].startswith(reverse("accounts:login"))


def chart_page(client, query):
    return client.get("/ke/丁卯/亥/丑/" + query, follow=True)


def test_a_chart_page_offers_to_add_the_chart_at_its_step_with_its_options(client, corpus_db):
    response = chart_page(client, "?step=lessons&shehai=mengzhongji")
    chart = response.redirect_chain[-1][0].split("&step=")[0]
    page = unmarked(response.content.decode())
    assert f'href="{reverse("sheets:add")}?chart={quote(chart, safe="/")}&amp;step=lessons"' in page


def test_the_chart_added_from_its_page_keeps_its_step_and_options(as_teacher, new_sheet):
    sheet = new_sheet()
    chart = chart_page(as_teacher, "?shehai=mengzhongji").redirect_chain[-1][0]
    form = as_teacher.get(reverse("sheets:add"), {"chart": chart, "step": "lessons"}).context["item_form"]
    data = {name: form[name].value() or "" for name in ("kind", "chart", "step", "text")}
    as_teacher.post(reverse("sheets:add"), {"sheet": sheet.pk, **data})
    item = sheet.items.get()
    # the 課 and the changed option, as the chart's permanent link writes them (/ke/丁卯/亥/丑/?v=1&shehai=…)
    assert (item.kind, item.step) == ("chart", "lessons")
    assert dict(parse_qsl(item.chart)) == {"day": "丁卯", "general": "亥", "hour": "丑", "v": "1",
                                           "shehai": "mengzhongji"}
