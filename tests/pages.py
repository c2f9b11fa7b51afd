"""Reading a page's HTML in a test.

An English page wraps every run of Chinese or Japanese in `<span lang>` where it is written (languages.lang_marks;
tests/languages checks every page is marked). A test about the words and their markup reads the page with those
wrappers taken off.
"""
from __future__ import annotations

import re

MARKED = re.compile(r'<span lang="(?:zh-Hant|ja)">([^<]*)</span>')
CSRF_TOKEN = re.compile(r'(name="csrfmiddlewaretoken" value=")[^"]+(")')


def unmarked(html: str) -> str:
    """The HTML without the language wrappers of its foreign words."""
    return MARKED.sub(r"\1", html)


def without_token(html: str) -> str:
    """The HTML with the reader's own CSRF token blanked: what every reader of a shared page is given."""
    return CSRF_TOKEN.sub(r"\1\2", html)


def same_page(one, other) -> bool:
    """Two answers say the same, but for the reader's CSRF token and the address each was asked at (which the
    language switcher returns to)."""
    def said(response) -> str:
        return without_token(response.content.decode()).replace(response.wsgi_request.get_full_path(), "")
    return said(one) == said(other)
