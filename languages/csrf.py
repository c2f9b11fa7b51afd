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
PLACEHOLDER_MARK: Final = b'name="csrfmiddlewaretoken" value="csrf-'
PLACEHOLDER_FIELD: Final = re.compile(rb'(<input type="hidden" name="csrfmiddlewaretoken" value=")csrf-[0-9a-f]{40}(">)')


class ReaderTokenMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
            return response
        content = response.content
        if PLACEHOLDER_MARK in content:
            # Any server's placeholder (a page kept in a shared cache may come from a server of other secrets);
            # written by a function, as a template replacement is parsed again on every call.
            token = get_token(request).encode()
            response.content = PLACEHOLDER_FIELD.sub(lambda field: field.group(1) + token + field.group(2), content)
            if response.has_header("Content-Length"):
                response["Content-Length"] = str(len(response.content))
            patch_vary_headers(response, ("Cookie",))
        return response
