"""The reader a page is written for: its language and the script prefix the site is served under, asked of
Django once a page.

Django keeps both in asgiref `Local`s, at ~1.5 µs a look-up; a new chart page looked them up some 340 times
(every kept fragment's key, every term, every 課體 node), a twentieth of its time. While a page is written
(`languages.kept.marked_page`, base.html's `{% marked %}`) neither changes: nothing in a page switches the
language (no `{% language %}`, no `translation.override`) and the prefix is the request's. Outside a page's
writing (a view, an API answer, a command) they are Django's own answers.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.urls import get_script_prefix
from django.utils.translation import get_language

_page: ContextVar[tuple[str | None, str] | None] = ContextVar("languages.reader", default=None)


@contextmanager
def writing_a_page() -> Iterator[None]:
    """While a page is written: its reader's language and script prefix asked once (a page within a page, a
    fragment, keeps the page's)."""
    if _page.get() is not None:
        yield
        return
    token = _page.set((get_language(), get_script_prefix()))
    try:
        yield
    finally:
        _page.reset(token)


def reader_language() -> str | None:
    """django.utils.translation.get_language(), asked once a page."""
    page = _page.get()
    return get_language() if page is None else page[0]


def reader_script_prefix() -> str:
    """django.urls.get_script_prefix(), asked once a page."""
    page = _page.get()
    return get_script_prefix() if page is None else page[1]
