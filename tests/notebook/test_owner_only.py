"""Only the owner sees, edits or deletes a note; to anyone else it does not exist (404)."""
import pytest
from django.urls import reverse

from tests.pages import same_page

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", ["notebook:note", "notebook:edit", "notebook:delete"])
def test_another_users_note_is_not_found(stranger_client, save, name):
    note = save()
    assert stranger_client.get(reverse(name, args=[note.pk])).status_code == 404


def test_another_user_cannot_delete_a_note_by_post(stranger_client, save):
    note = save()
    assert stranger_client.post(reverse("notebook:delete", args=[note.pk])).status_code == 404
    note.refresh_from_db()
    assert note.deleted_at is None


def test_another_user_cannot_edit_a_note_by_post(stranger_client, save):
    note = save(title="mine")
    response = stranger_client.post(reverse("notebook:edit", args=[note.pk]),
                                    {"chart": note.chart_url, "title": "theirs", "version": note.version})
    assert response.status_code == 404
    note.refresh_from_db()
    assert note.title == "mine"


def test_a_missing_note_and_anothers_note_look_the_same(stranger_client, save):
    note = save()
    theirs = stranger_client.get(reverse("notebook:note", args=[note.pk]))
    missing = stranger_client.get(reverse("notebook:note", args=[note.pk + 1000]))
    assert theirs.status_code == missing.status_code == 404
    assert same_page(theirs, missing)


def test_the_notebook_needs_signing_in(client):
    assert client.get(reverse("notebook:index"))["Location"].startswith(reverse("accounts:login"))
