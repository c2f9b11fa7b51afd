"""An account's time zone: chosen on the account page, it holds over the browser's on every device the account signs
in on; left empty, the browser's zone holds again. A name that is no zone is refused beside the field."""
import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse

from accounts.models import Preferences
from notebook.models import Note
from tests.pages import unmarked

pytestmark = pytest.mark.django_db
SAVED = dt.datetime(2026, 12, 7, 7, 27, tzinfo=dt.UTC)  # 16:27 in Tokyo, 08:27 in Berlin


@pytest.fixture
def note(as_teacher, corpus_db):
    as_teacher.post(reverse("notebook:add"), {"chart": "/ke/丁卯/亥/丑/", "title": "涉害", "tags": "涉害"})
    Note.objects.update(created=SAVED, updated=SAVED)
    return Note.objects.get()


def saved_line(client, note) -> str:
    page = unmarked(client.get(reverse("notebook:note", args=[note.pk])).content.decode())
    return page[page.index("Saved "):page.index("Saved ") + 100]


def test_the_accounts_zone_holds_over_the_browsers(as_teacher, note):
    as_teacher.cookies["tz"] = "Europe/Berlin"
    response = as_teacher.post(reverse("accounts:zone"), {"time_zone": "Asia/Tokyo"})
    assert response.status_code == 302
    assert saved_line(as_teacher, note).startswith("Saved 2026-12-07 16:27")
    assert "times in Asia/Tokyo." in saved_line(as_teacher, note)


def test_the_zone_holds_on_another_device_from_its_sign_in(teacher, note):
    Preferences.objects.create(user=teacher, time_zone="Asia/Tokyo")
    device = Client()
    device.cookies["tz"] = "Europe/Berlin"
    device.post(reverse("accounts:login"), {"username": "teacher", "password": "tortoise-shell-oracle-17"})
    assert saved_line(device, note).startswith("Saved 2026-12-07 16:27")


def test_an_empty_zone_follows_the_browser_again(as_teacher, note):
    as_teacher.post(reverse("accounts:zone"), {"time_zone": "Asia/Tokyo"})
    as_teacher.post(reverse("accounts:zone"), {"time_zone": ""})
    as_teacher.cookies["tz"] = "Europe/Berlin"
    assert saved_line(as_teacher, note).startswith("Saved 2026-12-07 08:27")
    assert Preferences.objects.get().time_zone == ""


@pytest.mark.parametrize("name", ["Mars/Olympus", "../../etc/passwd", "Europe/Berlin\x00", "x" * 500])
def test_a_name_that_is_no_zone_is_refused_beside_the_field(as_teacher, name):
    response = as_teacher.post(reverse("accounts:zone"), {"time_zone": name})
    assert response.status_code == 400
    assert 'class="field-error' in response.content.decode()
    assert not Preferences.objects.exists()


def test_the_zone_needs_a_signed_in_account_and_a_post(client):
    assert client.post(reverse("accounts:zone"), {"time_zone": "Asia/Tokyo"}).status_code == 302  # to sign in
    assert not Preferences.objects.exists()


def test_the_account_page_shows_the_zone_chosen(as_teacher):
    as_teacher.post(reverse("accounts:zone"), {"time_zone": "Asia/Tokyo"})
    assert 'value="Asia/Tokyo"' in as_teacher.get(reverse("accounts:home")).content.decode()


def test_the_zone_goes_with_the_account(as_teacher, teacher):
    as_teacher.post(reverse("accounts:zone"), {"time_zone": "Asia/Tokyo"})
    teacher.delete()
    assert not Preferences.objects.exists()


def test_signing_out_leaves_the_browsers_zone(teacher, note):
    Preferences.objects.create(user=teacher, time_zone="Asia/Tokyo")
    device = Client()
    device.post(reverse("accounts:login"), {"username": "teacher", "password": "tortoise-shell-oracle-17"})
    assert device.cookies["account_tz"].value == "Asia/Tokyo"
    device.post(reverse("accounts:logout"))
    assert device.cookies["account_tz"].value == ""
