"""The reader's own CSRF token on pages every reader shares.

A chart page is rendered once and kept (cache_page) for everyone who opens the same link; a CSRF
token belongs to one reader. So the language switcher's form carries a placeholder, and this
middleware, outside the page cache, writes the reader's own token in its place on the way out
(then CsrfViewMiddleware sets the reader's cookie and `Vary: Cookie`). It runs after
CsrfViewMiddleware in MIDDLEWARE, so its response phase comes first.
"""
from __future__ import annotations

import re
from functools import cache
from typing import Final

from django.middleware.csrf import get_token
from django.utils.cache import patch_vary_headers
from django.utils.crypto import salted_hmac


@cache
def token_placeholder() -> str:
    """Unguessable: a reader cannot plant it in a text."""
    return "csrf-" + salted_hmac("languages.csrf.placeholder", "reader token").hexdigest()


# The switcher's hidden field holding a placeholder: only there is a token written (a text cannot make the field).
FIELD_START: Final = b'<input type="hidden" name="csrfmiddlewaretoken" value="'
PLACEHOLDER_FIELD: Final = re.compile(re.escape(FIELD_START) + rb'csrf-[0-9a-f]{40}(">)')


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
                token = get_token(request).encode()
                response.content = b"".join((content[:at], FIELD_START, token, field.group(1), content[field.end():]))
                if response.has_header("Content-Length"):
                    response["Content-Length"] = str(len(response.content))
                patch_vary_headers(response, ("Cookie",))
                break
            at = content.find(FIELD_START, at + len(FIELD_START))
        return response
