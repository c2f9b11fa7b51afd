"""Accounts: sign up (which signs in), sign in and out, password change, deletion with everything owned."""
import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from tests.pages import unmarked

PASSWORD = "tortoise-shell-oracle-17"


def signed_in_user(client):
    return client.get(reverse("accounts:home")).wsgi_request.user


@pytest.mark.django_db
def test_signing_up_makes_the_account_and_signs_in(client):
    response = client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD})
    assert response.status_code == 302
    assert get_user_model().objects.filter(username="wang").exists()
    assert signed_in_user(client).username == "wang"


@pytest.mark.django_db
def test_signing_up_goes_on_to_the_page_asked_for(client):
    response = client.post(reverse("accounts:signup") + "?next=/sheets/", {"username": "wang", "password1": PASSWORD, "password2": PASSWORD})
    assert response["Location"] == "/sheets/"


@pytest.mark.django_db
def test_signing_up_never_goes_on_to_another_site(client):
    response = client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD,
                                                         "next": "https://evil.example/"})
    assert response["Location"] == reverse("accounts:home")


@pytest.mark.django_db
def test_two_different_passwords_are_refused_beside_the_field(client):
    response = client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD + "x"})
    assert response.status_code == 400
    assert "The two password fields didn’t match." in unmarked(response.content.decode())
    assert not get_user_model().objects.filter(username="wang").exists()


@pytest.mark.django_db
def test_a_common_password_is_refused_by_djangos_validators(client):
    response = client.post(reverse("accounts:signup"), {"username": "wang", "password1": "password123", "password2": "password123"})
    assert response.status_code == 400
    assert "This password is too common." in unmarked(response.content.decode())


@pytest.mark.django_db
def test_signing_in_and_out(client, teacher):
    response = client.post(reverse("accounts:login"), {"username": "teacher", "password": PASSWORD})
    assert response.status_code == 302
    assert signed_in_user(client).is_authenticated
    client.post(reverse("accounts:logout"))
    assert not signed_in_user(client).is_authenticated


@pytest.mark.django_db
def test_signing_out_needs_a_post(as_teacher):
    assert as_teacher.get(reverse("accounts:logout")).status_code == 405
    assert signed_in_user(as_teacher).is_authenticated


@pytest.mark.django_db
def test_changing_the_password(as_teacher, teacher):
    new = "a-new-plate-of-heaven-42"
    response = as_teacher.post(reverse("accounts:password_change"),
                               {"old_password": PASSWORD, "new_password1": new, "new_password2": new})
    assert response.status_code == 302
    teacher.refresh_from_db()
    assert teacher.check_password(new)
    assert signed_in_user(as_teacher).is_authenticated


@pytest.mark.django_db
def test_the_account_page_needs_signing_in(client):
    response = client.get(reverse("accounts:home"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("accounts:login"))


@pytest.mark.django_db
def test_deleting_the_account_asks_for_the_password(as_teacher, teacher):
    response = as_teacher.post(reverse("accounts:delete"), {"password": "wrong", "confirm": "on"})
    assert response.status_code == 400
    assert "That is not your password: nothing was deleted." in unmarked(response.content.decode())
    assert get_user_model().objects.filter(pk=teacher.pk).exists()


@pytest.mark.django_db
def test_deleting_the_account_deletes_everything_it_owns(as_teacher, teacher, corpus_db):
    from notebook.models import Note, Tag
    from sheets.models import Item, Sheet

    as_teacher.post(reverse("notebook:add"), {"chart": "/chart/?day=丁卯&general=亥&hour=丑", "title": "a", "tags": "x"})
    sheet = Sheet.objects.create(owner=teacher, title="s")
    Item.objects.create(sheet=sheet, position=0, kind="text", text="t")
    assert Note.objects.count() == 1
    response = as_teacher.post(reverse("accounts:delete"), {"password": PASSWORD, "confirm": "on"})
    assert response["Location"] == reverse("accounts:deleted")
    assert not get_user_model().objects.filter(pk=teacher.pk).exists()
    assert (Note.objects.count(), Tag.objects.count(), Sheet.objects.count(), Item.objects.count()) == (0, 0, 0, 0)
    assert not signed_in_user(as_teacher).is_authenticated


@pytest.mark.django_db
def test_the_admin_is_for_staff_only(as_teacher):
    response = as_teacher.get("/admin/")
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


@pytest.mark.django_db
def test_the_admin_lists_the_sheets_for_the_operator(client):
    operator = get_user_model().objects.create_superuser("operator", password=PASSWORD)
    client.force_login(operator)
    assert client.get("/admin/sheets/sheet/").status_code == 200
    assert client.get("/admin/notebook/note/").status_code == 200
