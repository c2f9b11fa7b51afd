"""Who opens a sheet: private (the owner), anyone with the link, public (listed, searchable, cited on passages)."""
import pytest
from django.test import Client
from django.urls import reverse

from sheets.models import Sheet
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def set_visibility(sheet, visibility):
    Sheet.objects.filter(pk=sheet.pk).update(visibility=visibility)


def test_a_private_sheet_is_not_found_by_anyone_else(lesson, stranger_client):
    set_visibility(lesson, "private")
    assert stranger_client.get(lesson.get_absolute_url()).status_code == 404
    assert Client().get(lesson.get_absolute_url()).status_code == 404
    assert Client().get(reverse("sheets:work", args=[lesson.token, 1])).status_code == 404
    assert Client().get(reverse("sheets:export", args=[lesson.token])).status_code == 404


def test_a_private_sheet_opens_for_its_owner(as_teacher, lesson):
    set_visibility(lesson, "private")
    assert as_teacher.get(lesson.get_absolute_url()).status_code == 200


def test_a_sheet_shared_by_link_opens_without_an_account_but_is_not_listed(lesson):
    visitor = Client()
    assert visitor.get(lesson.get_absolute_url()).status_code == 200
    assert lesson.title not in unmarked(visitor.get(reverse("sheets:index")).content.decode())


def test_the_link_is_unguessable(lesson):
    # 18 random bytes (secrets.token_urlsafe): the address names the token only, never the row.
    assert len(lesson.token) == 24
    assert lesson.get_absolute_url() == f"/sheets/{lesson.token}/"


def test_a_new_address_closes_the_old_link(as_teacher, lesson):
    old = lesson.get_absolute_url()
    as_teacher.post(reverse("sheets:relink", args=[lesson.token]))
    lesson.refresh_from_db()
    assert Client().get(old).status_code == 404
    assert Client().get(lesson.get_absolute_url()).status_code == 200


def test_a_public_sheet_is_listed_and_found_by_search(lesson):
    set_visibility(lesson, "public")
    visitor = Client()
    assert lesson.title in unmarked(visitor.get(reverse("sheets:index")).content.decode())
    assert lesson.title in unmarked(visitor.get(reverse("sheets:index"), {"q": "first"}).content.decode())
    assert lesson.title not in unmarked(visitor.get(reverse("sheets:index"), {"q": "nothing like it"}).content.decode())


def test_a_passage_page_lists_the_public_sheets_citing_it(client, lesson):
    passage_page = reverse("classics:passage", args=["jingwei", 2, 1])
    assert lesson.title not in unmarked(client.get(passage_page).content.decode())
    set_visibility(lesson, "public")
    page = unmarked(client.get(passage_page).content.decode())
    assert "Public lesson sheets that cite this passage" in page and lesson.get_absolute_url() in page


def test_a_passage_page_does_not_list_a_sheet_that_does_not_cite_it(client, lesson):
    set_visibility(lesson, "public")
    assert lesson.title not in unmarked(client.get(reverse("classics:passage", args=["jingwei", 2, 2])).content.decode())


def test_a_student_works_through_a_shared_sheet_item_by_item(lesson):
    visitor = Client()
    first = unmarked(visitor.get(reverse("sheets:work", args=[lesson.token, 1])).content.decode())
    assert "Item 1 of 6" in first and reverse("sheets:work", args=[lesson.token, 2]) in first
    second = unmarked(visitor.get(reverse("sheets:work", args=[lesson.token, 2])).content.decode())
    assert "<mark>順懸胎</mark>" in second
    last = unmarked(visitor.get(reverse("sheets:work", args=[lesson.token, 6])).content.decode())
    assert "The end of the sheet." in last
    assert visitor.get(reverse("sheets:work", args=[lesson.token, 7])).status_code == 404


def test_an_item_worked_through_alone_keeps_its_number_in_the_sheet(lesson):
    fourth = unmarked(Client().get(reverse("sheets:work", args=[lesson.token, 4])).content.decode())
    assert '<p class="item-kind">4. A passage of the classics</p>' in fourth


def test_copying_makes_a_private_sheet_of_ones_own(lesson, stranger_client, student):
    response = stranger_client.post(reverse("sheets:copy", args=[lesson.token]))
    copy = Sheet.objects.get(owner=student)
    assert response["Location"] == reverse("sheets:edit", args=[copy.token])
    assert (copy.title, copy.visibility) == (lesson.title, "private")
    assert list(copy.items.values_list("kind", "chart", "step", "passage_key", "highlight", "text")) == list(
        lesson.items.values_list("kind", "chart", "step", "passage_key", "highlight", "text"))
    assert copy.token != lesson.token


def test_a_copy_shows_the_markdown_rendered(lesson, stranger_client, student):
    stranger_client.post(reverse("sheets:copy", args=[lesson.token]))
    page = stranger_client.get(Sheet.objects.get(owner=student).get_absolute_url()).content.decode()
    assert "Which method decides the <strong>first</strong> chart?" in page


def test_copying_needs_an_account(lesson):
    response = Client().post(reverse("sheets:copy", args=[lesson.token]))
    assert response.status_code == 302 and response["Location"].startswith(reverse("accounts:login"))


def test_a_private_sheet_cannot_be_copied_by_another(lesson, stranger_client):
    set_visibility(lesson, "private")
    assert stranger_client.post(reverse("sheets:copy", args=[lesson.token])).status_code == 404


def test_the_sheet_cites_its_passage_as_a_reader_does(client, lesson):
    assert '<a href="/classics/jingwei/2/1/?hl=%E9%A0%86%E6%87%B8%E8%83%8E#p1" lang="zh-Hant">經緯 2.1 ' in unmarked(
        client.get(lesson.get_absolute_url()).content.decode())
