"""Only the owner edits or deletes a sheet: another user is refused (403) on a sheet they can read, and finds
nothing (404) where the sheet is private."""
import pytest
from django.test import Client
from django.urls import reverse

from sheets.models import Sheet
from tests.pages import same_page, unmarked

pytestmark = pytest.mark.django_db


def owner_actions(sheet):
    item = sheet.items.first()
    return [
        ("get", reverse("sheets:edit", args=[sheet.token]), {}),
        ("post", reverse("sheets:edit", args=[sheet.token]), {"title": "taken", "visibility": "public", "version": sheet.version}),
        ("post", reverse("sheets:item_add", args=[sheet.token]), {"kind": "text", "text": "x", "version": sheet.version}),
        ("post", reverse("sheets:item_edit", args=[sheet.token, item.pk]), {"kind": "text", "text": "x", "version": sheet.version}),
        ("post", reverse("sheets:item_move", args=[sheet.token, item.pk]), {"direction": "down", "version": sheet.version}),
        ("post", reverse("sheets:item_remove", args=[sheet.token, item.pk]), {"version": sheet.version}),
        ("post", reverse("sheets:reorder", args=[sheet.token]), {"version": sheet.version}),
        ("post", reverse("sheets:delete", args=[sheet.token]), {}),
        ("post", reverse("sheets:relink", args=[sheet.token]), {}),
    ]


def unchanged(sheet):
    before = (sheet.title, sheet.version, sheet.token, list(sheet.items.values_list("pk", "position", "text")))
    sheet.refresh_from_db()
    return before == (sheet.title, sheet.version, sheet.token, list(sheet.items.values_list("pk", "position", "text"))) \
        and sheet.deleted_at is None


@pytest.mark.parametrize("visibility, status", [("link", 403), ("public", 403), ("private", 404)])
def test_another_user_can_change_nothing(lesson, stranger_client, visibility, status):
    Sheet.objects.filter(pk=lesson.pk).update(visibility=visibility)
    lesson.refresh_from_db()
    for method, url, data in owner_actions(lesson):
        response = getattr(stranger_client, method)(url, data)
        assert response.status_code == status, (url, response.status_code)
    assert unchanged(lesson)


def test_the_refusal_offers_a_copy(lesson, stranger_client):
    response = stranger_client.get(reverse("sheets:edit", args=[lesson.token]))
    assert "Only the owner of this sheet can change it" in unmarked(response.content.decode())


def test_a_visitor_without_an_account_is_sent_to_sign_in(lesson):
    for method, url, data in owner_actions(lesson):
        response = getattr(Client(), method)(url, data)
        assert response.status_code == 302 and response["Location"].startswith(reverse("accounts:login")), url
    assert unchanged(lesson)


def test_a_private_sheet_and_a_missing_one_look_the_same(lesson, stranger_client):
    Sheet.objects.filter(pk=lesson.pk).update(visibility="private")
    theirs = stranger_client.get(lesson.get_absolute_url())
    missing = stranger_client.get(reverse("sheets:sheet", args=["no-such-token-at-all-0000"]))
    assert theirs.status_code == missing.status_code == 404
    assert same_page(theirs, missing)


def test_someone_elses_trash_cannot_be_restored(as_teacher, lesson, stranger_client):
    as_teacher.post(reverse("sheets:delete", args=[lesson.token]))
    assert stranger_client.post(reverse("sheets:restore", args=[lesson.token])).status_code == 404
    lesson.refresh_from_db()
    assert lesson.deleted_at is not None
