"""The reader's own CSRF token (languages.csrf): Django's token, drawn faster, that Django's own check accepts."""
import re
from collections import Counter

import pytest
from django.conf import settings
from django.middleware.csrf import CSRF_ALLOWED_CHARS, _does_token_match
from django.test import Client, RequestFactory

from languages.csrf import random_chars, reader_token

pytestmark = pytest.mark.django_db
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def test_a_token_is_a_secret_masked_as_django_masks_it():
    request = RequestFactory().get("/")
    token = reader_token(request)
    secret = request.META["CSRF_COOKIE"]
    assert len(secret) == 32 and len(token) == 64 and set(token) <= set(CSRF_ALLOWED_CHARS)
    assert _does_token_match(token, secret)


def test_a_new_reader_is_given_a_secret_and_the_cookie_is_set():
    request = RequestFactory().get("/")
    reader_token(request)
    assert request.META["CSRF_COOKIE_NEEDS_UPDATE"] is True


def test_a_returning_reader_keeps_their_secret_and_each_page_masks_it_afresh():
    request = RequestFactory().get("/")
    request.META["CSRF_COOKIE"] = "k" * 32
    tokens = {reader_token(request) for _ in range(3)}
    assert request.META["CSRF_COOKIE"] == "k" * 32 and len(tokens) == 3
    assert all(_does_token_match(token, "k" * 32) for token in tokens)


def test_random_characters_come_from_the_whole_alphabet_evenly():
    counts = Counter(random_chars(62 * 400))
    assert set(counts) == set(CSRF_ALLOWED_CHARS)
    assert max(counts.values()) < 2 * min(counts.values())


def test_a_returning_reader_can_post_with_the_token_of_their_second_page():
    reader = Client(enforce_csrf_checks=True)
    reader.get("/classics/search/")
    cookie = reader.cookies[settings.CSRF_COOKIE_NAME].value
    token = TOKEN.search(reader.get("/classics/search/").content.decode()).group(1)
    assert reader.cookies[settings.CSRF_COOKIE_NAME].value == cookie
    response = reader.post("/i18n/setlang/", {"csrfmiddlewaretoken": token, "next": "/", "language": "ja"})
    assert response.status_code == 302
