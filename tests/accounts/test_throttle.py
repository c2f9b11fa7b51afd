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


# Behind a reverse proxy every request comes from the proxy's address (REMOTE_ADDR); the proxy says who
# the client is in X-Forwarded-For, appending the address it was reached from (README, settings).
PROXY = "10.0.0.1"


def attempt_through(client, username, forwarded_for):
    return client.post(reverse("accounts:login"), {"username": username, "password": "wrong"},
                       REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR=forwarded_for)


@pytest.fixture
def behind_proxies(settings):
    """The settings a process reads from DJANGO_TRUSTED_PROXY_COUNT=n, applied to this one."""
    from tests.test_site_security import _settings

    def apply(count: int):
        names = ("AXES_IPWARE_META_PRECEDENCE_ORDER", "AXES_IPWARE_PROXY_ORDER", "AXES_IPWARE_PROXY_COUNT", "IPWARE_STRICT")
        for name, value in _settings(*names, DJANGO_TRUSTED_PROXY_COUNT=str(count)).items():
            setattr(settings, name, value)
    return apply


@pytest.mark.django_db
def test_without_the_proxy_setting_the_forwarded_header_is_ignored(client):
    for n in range(5):
        attempt_through(client, f"nobody{n}", "198.51.100.1")
    # Another client's header does not help: the throttle counted the proxy's address, which is locked.
    assert attempt_through(client, "someone", "198.51.100.2").status_code == 429


@pytest.mark.django_db
def test_behind_one_proxy_two_clients_are_counted_apart(client, behind_proxies):
    behind_proxies(1)
    for n in range(5):
        attempt_through(client, f"nobody{n}", "198.51.100.1")
    assert attempt_through(client, "someone", "198.51.100.1").status_code == 429
    assert attempt_through(client, "someone", "198.51.100.2").status_code == 200


@pytest.mark.django_db
def test_behind_one_proxy_an_address_the_client_prepends_does_not_escape_the_count(client, behind_proxies):
    behind_proxies(1)
    for n in range(5):
        # The client sent "X-Forwarded-For: 192.0.2.n"; the proxy appended the address it really came from.
        attempt_through(client, f"nobody{n}", f"192.0.2.{n + 1}, 198.51.100.1")
    assert attempt_through(client, "someone", "198.51.100.1").status_code == 429
    assert attempt_through(client, "someone", "192.0.2.1").status_code == 200


@pytest.mark.django_db
def test_behind_two_proxies_the_client_is_the_second_address_from_the_right(client, behind_proxies):
    behind_proxies(2)
    for n in range(5):
        attempt_through(client, f"nobody{n}", "198.51.100.1, 10.0.0.2")
    assert attempt_through(client, "someone", "198.51.100.1, 10.0.0.2").status_code == 429
    assert attempt_through(client, "someone", "198.51.100.2, 10.0.0.2").status_code == 200
