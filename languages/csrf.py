"""The reader's own CSRF token on pages every reader shares.

A chart page is rendered once and kept (cache_page) for everyone who opens the same link; a CSRF
token belongs to one reader. So the language switcher's form carries a placeholder, and this
middleware, outside the page cache, writes the reader's own token in its place on the way out
(then CsrfViewMiddleware sets the reader's cookie and `Vary: Cookie`). It runs after
CsrfViewMiddleware in MIDDLEWARE, so its response phase comes first.
"""
from __future__ import annotations

import re
import secrets
from functools import cache
from typing import Final

from django.middleware.csrf import CSRF_ALLOWED_CHARS, CSRF_SECRET_LENGTH
from django.utils.cache import patch_vary_headers
from django.utils.crypto import salted_hmac


@cache
def token_placeholder() -> str:
    """Unguessable: a reader cannot plant it in a text."""
    return "csrf-" + salted_hmac("languages.csrf.placeholder", "reader token").hexdigest()


# The switcher's hidden field holding a placeholder: only there is a token written (a text cannot make the field).
FIELD_START: Final = b'<input type="hidden" name="csrfmiddlewaretoken" value="'
PLACEHOLDER_FIELD: Final = re.compile(re.escape(FIELD_START) + rb'csrf-[0-9a-f]{40}(">)')


_INDEX: Final = {char: n for n, char in enumerate(CSRF_ALLOWED_CHARS)}
_FAIR_BYTES: Final = 256 - 256 % len(CSRF_ALLOWED_CHARS)   # a byte below this names a character uniformly


def random_chars(length: int) -> str:
    """`length` characters drawn uniformly from CSRF_ALLOWED_CHARS, out of one read of the system's random source
    (a byte from 248 up would favour some characters: it is left out, and a second read is needed only when too
    many were)."""
    chars: list[str] = []
    while len(chars) < length:
        chars += [CSRF_ALLOWED_CHARS[b % len(CSRF_ALLOWED_CHARS)] for b in secrets.token_bytes(length + 8) if b < _FAIR_BYTES]
    return "".join(chars[:length])


def reader_token(request) -> str:
    """django.middleware.csrf.get_token: the reader's secret (a new one for a new reader), masked afresh for this
    page, and CsrfViewMiddleware told to set or renew the cookie. Its random characters come from one read each:
    Django's get_random_string reads the random source once per character, 64 reads and 0.15 ms a page, a tenth
    of a search page's time. The mask is Django's (the cipher of secret + mask, character by character)."""
    if "CSRF_COOKIE" not in request.META:
        request.META["CSRF_COOKIE"] = random_chars(CSRF_SECRET_LENGTH)
    request.META["CSRF_COOKIE_NEEDS_UPDATE"] = True
    secret, mask = request.META["CSRF_COOKIE"], random_chars(CSRF_SECRET_LENGTH)
    return mask + "".join(CSRF_ALLOWED_CHARS[(_INDEX[s] + _INDEX[m]) % len(_INDEX)] for s, m in zip(secret, mask))


class ReaderTokenMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
            return response
        content = response.content
        # The switcher (a page has one, near the top of its frame) holds the placeholder: the page is searched up
        # to it, not to its end (a tenth of a millisecond per 100 KB, a chart page is 160). Any server's
        # placeholder (a page kept in a shared cache may come from a server of other secrets), found by a plain
        # search and written in place: a regex over the whole page cost more than the rest.
        at = content.find(FIELD_START)
        while at >= 0:
            field = PLACEHOLDER_FIELD.match(content, at)
            if field is not None:
                token = reader_token(request).encode()
                response.content = b"".join((content[:at], FIELD_START, token, field.group(1), content[field.end():]))
                if response.has_header("Content-Length"):
                    response["Content-Length"] = str(len(response.content))
                patch_vary_headers(response, ("Cookie",))
                break
            at = content.find(FIELD_START, at + len(FIELD_START))
        return response
