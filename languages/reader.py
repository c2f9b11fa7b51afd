"""The reader a page is written for: its language and the script prefix the site is served under, asked of
Django once a page; the page's messages in that language, each translated once.

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

from django.core.signals import setting_changed
from django.dispatch import receiver
from django.urls import get_script_prefix
from django.utils.autoreload import file_changed
from django.utils.functional import lazy
from django.utils.translation import get_language
from django.utils.translation import gettext as django_gettext

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


# (language, message id) → the message in that language. Django's gettext looks up the active translation (a
# `Local`) and walks the catalogue's fallbacks on every call, 2.6–3.5 µs; a new chart page says ~150 messages.
# Bounded: a message id is a literal of the code or a template, but nothing stops a caller passing other text.
_translated: dict[tuple[str | None, str], str] = {}
TRANSLATED_ENTRIES = 8192


def gettext(message: str) -> str:
    """django.utils.translation.gettext: while a page is written, each message translated once per language
    (the catalogues never change while a process runs; a test's change of settings forgets them)."""
    page = _page.get()
    if page is None or type(message) is not str:   # a SafeString stays Django's: its translation is marked safe
        return django_gettext(message)
    key = (page[0], message)
    translated = _translated.get(key)
    if translated is None:
        if len(_translated) >= TRANSLATED_ENTRIES:
            _translated.clear()
        translated = _translated[key] = django_gettext(message)
    return translated


gettext_lazy = lazy(gettext, str)


@receiver(setting_changed)
@receiver(file_changed)
def _forget_translated(**kwargs) -> None:
    _translated.clear()
