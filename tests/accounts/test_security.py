"""CSRF on every form of what users keep; session and CSRF cookies secure behind TLS."""
import os
import re
import subprocess
import sys

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


@pytest.fixture
def strict(teacher):
    client = Client(enforce_csrf_checks=True)
    client.force_login(teacher)
    return client


def token_of(page: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)


@pytest.mark.parametrize("url", ["/notebook/add/", "/sheets/new/", "/notebook/import/", "/sheets/import/",
                                 "/accounts/password/", "/accounts/delete/"])
def test_a_post_without_the_csrf_token_is_refused(strict, url):
    assert strict.post(url, {"title": "t", "chart": "/ke/丁卯/亥/丑/", "visibility": "private"}).status_code == 403


@pytest.mark.parametrize("url", ["/notebook/add/", "/sheets/new/", "/notebook/import/", "/sheets/import/",
                                 "/accounts/password/", "/accounts/delete/", "/accounts/login/", "/accounts/signup/"])
def test_every_form_carries_the_csrf_token(client, teacher, url):
    if "login" not in url and "signup" not in url:
        client.force_login(teacher)
    assert 'name="csrfmiddlewaretoken"' in unmarked(client.get(url).content.decode())


def test_a_post_with_the_token_of_its_form_goes_through(strict):
    token = token_of(unmarked(strict.get(reverse("notebook:add")).content.decode()))
    response = strict.post(reverse("notebook:add"), {"chart": "/ke/丁卯/亥/丑/", "title": "t", "csrfmiddlewaretoken": token})
    assert response.status_code == 302


def test_signing_out_needs_the_token_too(strict):
    assert strict.post(reverse("accounts:logout")).status_code == 403


def test_behind_tls_the_session_and_csrf_cookies_are_secure():
    env = dict(os.environ, DJANGO_SECRET_KEY="x" * 64, DJANGO_HTTPS="1", DJANGO_SETTINGS_MODULE="liuren_site.settings")
    code = ("import django; django.setup(); from django.conf import settings as s; "
            "print(s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SESSION_COOKIE_HTTPONLY, s.CSRF_COOKIE_HTTPONLY)")
    result = subprocess.run([sys.executable, "-c", code], cwd=settings.BASE_DIR, env=env, capture_output=True, text=True)
    assert result.stdout.split() == ["True", "True", "True", "True"], result.stderr
