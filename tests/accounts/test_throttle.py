"""Sign-in attempts are throttled per pair of address and account and per address by django-axes (settings.AXES_*);
sign-up and imports are limited per address and per account by django-ratelimit (accounts/throttle.py)."""
import json
import uuid

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
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


# F3 of issue 38: five failures for a username from one address locked the account everywhere, so anyone could lock
# out any owner (usernames are printed on public sheets). Now the pair (address, username) and the address lock.
@pytest.mark.django_db
def test_an_attackers_five_failures_lock_the_attacker_out_and_never_the_owner_elsewhere(client, teacher):
    for _ in range(5):
        attempt(client, "teacher", "wrong", "203.0.113.66")
    locked = attempt(client, "teacher", PASSWORD, "203.0.113.66")
    assert locked.status_code == 429
    assert "Signing in from this address is paused after 5 failed attempts." in unmarked(locked.content.decode())
    assert attempt(client, "teacher", PASSWORD, "10.0.0.1").status_code == 302
    assert signed_in_user(client).username == "teacher"


@pytest.mark.django_db
def test_failures_for_the_owner_from_many_addresses_never_lock_the_owner(client, teacher):
    for n in range(20):
        attempt(client, "teacher", "wrong", f"198.51.100.{n + 1}")
    assert attempt(client, "teacher", PASSWORD, "10.0.0.1").status_code == 302


@pytest.mark.django_db
def test_a_locked_address_counting_new_usernames_locks_none_of_their_owners_elsewhere(client, teacher, student):
    for name in ("teacher", "teacher", "teacher", "teacher", "teacher", "student", "student", "nobody"):
        attempt(client, name, "wrong", "203.0.113.66")
    assert attempt(client, "student", PASSWORD, "203.0.113.66").status_code == 429
    assert attempt(client, "student", PASSWORD, "10.0.0.2").status_code == 302


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


# F4 of issue 38: sign-up had no limit, and two imports from two fresh accounts held both workers.
@pytest.fixture
def rate_limits(settings):
    """The limits on, counting in a cache of their own (the site's keeps pages across tests)."""
    settings.RATELIMIT_ENABLE = True
    settings.CACHES = {**settings.CACHES, "limits": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                                     "LOCATION": f"limits-{uuid.uuid4()}"}}
    settings.RATELIMIT_USE_CACHE = "limits"


def sign_up(client, username, address):
    return client.post(reverse("accounts:signup"), {"username": username, "password1": PASSWORD, "password2": PASSWORD},
                       REMOTE_ADDR=address)


@pytest.mark.django_db
def test_twenty_sign_ups_an_hour_from_one_address_then_429_and_other_addresses_still_sign_up(rate_limits):
    for n in range(20):
        assert sign_up(Client(), f"pupil{n}", "203.0.113.9").status_code == 302
    refused = sign_up(Client(), "pupil20", "203.0.113.9")
    assert refused.status_code == 429
    assert "An address may make 20 accounts an hour, and this one has made them." in unmarked(refused.content.decode())
    assert not get_user_model().objects.filter(username="pupil20").exists()
    assert sign_up(Client(), "pupil21", "198.51.100.4").status_code == 302


def import_empty_notebook(client, address):
    content = json.dumps({"format": "liuren-notebook", "version": 1, "notes": []}).encode()
    return client.post(reverse("notebook:import"), {"file": SimpleUploadedFile("n.json", content, "application/json")},
                       REMOTE_ADDR=address)


@pytest.mark.django_db
def test_ten_imports_an_hour_per_account_counting_notebooks_and_sheets_together(rate_limits, as_teacher, stranger_client):
    for n in range(10):
        assert import_empty_notebook(as_teacher, f"10.0.1.{n}").status_code == 302
    refused = as_teacher.post(reverse("sheets:import"), REMOTE_ADDR="10.0.1.99")
    assert refused.status_code == 429
    assert ("An account may import 10 files an hour, and an address 30; this limit is reached. Nothing was imported: "
            "try again within the hour.") in unmarked(refused.content.decode())
    assert import_empty_notebook(stranger_client, "10.0.1.99").status_code == 302


@pytest.mark.django_db
def test_thirty_imports_an_hour_from_one_address_whatever_the_accounts(rate_limits, make_user):
    for n in range(31):
        client = Client()
        client.force_login(make_user(f"fresh{n}"))
        assert import_empty_notebook(client, "203.0.113.7").status_code == (302 if n < 30 else 429)


@pytest.mark.django_db
def test_the_import_page_states_its_limits(as_teacher):
    page = unmarked(as_teacher.get(reverse("notebook:import")).content.decode())
    assert "A file may be at most 2 MB and hold at most 2,000 notes; an account may import 10 files an hour." in page
    page = unmarked(as_teacher.get(reverse("sheets:import")).content.decode())
    assert "A file may be at most 2 MB and a sheet hold at most 200 items; an account may import 10 files an hour." in page


@pytest.mark.django_db
def test_the_429_page_speaks_the_readers_language(rate_limits):
    from tests.languages.test_pages import english_left

    for n in range(21):
        refused = Client(HTTP_ACCEPT_LANGUAGE="ja").post(reverse("accounts:signup"), {
            "username": f"pupil{n}", "password1": PASSWORD, "password2": PASSWORD}, REMOTE_ADDR="203.0.113.9")
    assert refused.status_code == 429
    assert "一つのアドレスから作れるアカウントは一時間に 20 個までで" in refused.content.decode()
    assert english_left(refused.content.decode(), "ja") == []
