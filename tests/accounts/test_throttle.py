"""Sign-in attempts are throttled per account and per address by django-axes (settings.AXES_*)."""
import pytest
from django.urls import reverse

from tests.accounts.test_accounts import PASSWORD, signed_in_user
from tests.pages import unmarked


def attempt(client, username, password, address):
    return client.post(reverse("accounts:login"), {"username": username, "password": password}, REMOTE_ADDR=address)


@pytest.mark.django_db
def test_a_wrong_password_is_refused_with_a_message(client, teacher):
    response = attempt(client, "teacher", "wrong", "10.0.0.1")
    assert response.status_code == 200
    assert "Please enter a correct username and password." in unmarked(response.content.decode())


@pytest.mark.django_db
def test_five_failures_lock_the_account_even_from_other_addresses(client, teacher):
    for n in range(5):
        attempt(client, "teacher", "wrong", f"10.0.0.{n + 1}")
    response = attempt(client, "teacher", PASSWORD, "10.0.0.99")
    assert response.status_code == 429
    assert "Signing in is paused" in unmarked(response.content.decode())
    assert not signed_in_user(client).is_authenticated


@pytest.mark.django_db
def test_five_failures_from_one_address_lock_that_address_for_every_account(client, teacher, student):
    for n in range(5):
        attempt(client, f"nobody{n}", "wrong", "10.0.0.7")
    assert attempt(client, "student", PASSWORD, "10.0.0.7").status_code == 429
    assert attempt(client, "student", PASSWORD, "10.0.0.8").status_code == 302


@pytest.mark.django_db
def test_four_failures_do_not_lock_and_a_success_resets_the_count(client, teacher):
    for _ in range(4):
        attempt(client, "teacher", "wrong", "10.0.0.1")
    assert attempt(client, "teacher", PASSWORD, "10.0.0.1").status_code == 302
    client.post(reverse("accounts:logout"))
    for _ in range(4):
        attempt(client, "teacher", "wrong", "10.0.0.1")
    assert attempt(client, "teacher", PASSWORD, "10.0.0.1").status_code == 302
