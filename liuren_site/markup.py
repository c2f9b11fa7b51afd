"""Markup written in Python where a template per item cost too much: values escaped as templates escape them."""
from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import reader_language
from languages.terms import in_script


def escaped(value: Any) -> str:
    """A value as a template writes it: escaped unless it is markup already (Django's conditional_escape,
    without its lazy-string wrapper, which cost more than the escaping on a long list)."""
    if type(value) is str:   # most values: a plain str has no __html__, and looking for it cost as much as escaping
        return escape(value)
    return value.__html__() if hasattr(value, "__html__") else escape(str(value))


def filled(message: str, **values: Any) -> SafeString:
    """A translated message with its placeholders filled in escaped, as `{% blocktranslate %}` writes it (the
    message itself is the site's own markup, as `{% translate %}` leaves it)."""
    return mark_safe(message % {name: escaped(value) for name, value in values.items()})  # noqa: S308 — values escaped


def term_written(value: Any) -> str:
    """A term of the books as the `term` filter writes it: in the page's script, escaped; nothing for None."""
    return _written(value, reader_language())


def terms_written() -> Callable[[Any], str]:
    """`term_written` for the many terms of one table: the reader's language asked once (asking it cost more than
    writing the term: a chart page's tables write a hundred)."""
    language = reader_language()
    return lambda value: _written(value, language)


def _written(value: Any, language: str | None) -> str:
    return "" if value is None else escaped(in_script(str(value), language))
