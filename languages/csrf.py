"""The reader's own CSRF token on pages every reader shares.

A chart page is rendered once and kept (cache_page) for everyone who opens the same link; a CSRF
token belongs to one reader. So the language switcher's form carries a placeholder, and this
middleware, outside the page cache, writes the reader's own token in its place on the way out
(then CsrfViewMiddleware sets the reader's cookie and `Vary: Cookie`). It runs after
CsrfViewMiddleware in MIDDLEWARE, so its response phase comes first.
"""
from __future__ import annotations

from functools import cache

from django.middleware.csrf import get_token
from django.utils.cache import patch_vary_headers
from django.utils.crypto import salted_hmac


@cache
def token_placeholder() -> str:
    """Unguessable (a reader cannot plant it in a text) and the same in every process that shares the cache."""
    return "csrf-" + salted_hmac("languages.csrf.placeholder", "reader token").hexdigest()


class ReaderTokenMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
            return response
        placeholder = token_placeholder().encode()
        if placeholder in response.content:
            response.content = response.content.replace(placeholder, get_token(request).encode())
            if response.has_header("Content-Length"):
                response["Content-Length"] = str(len(response.content))
            patch_vary_headers(response, ("Cookie",))
        return response
