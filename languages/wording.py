"""The engine's words in the reader's language.

The engine hands over message ids (English templates marked `_()` in divination/engine) or whole
`Message`s; a page shows them through gettext, with the chart's terms written in the page's script.
"""
from __future__ import annotations

from django.utils.functional import lazy
from django.utils.translation import get_language, gettext

from divination.engine.messages import Message
from languages.codes import LATIN_SCRIPT_LANGUAGES, TEXT_LANG
from languages.terms import in_script


def term(text: str) -> str:
    """A term of the books (涉害, 初傳, 螣蛇 …) as the reader's page writes it."""
    return in_script(text, get_language())


def terms_lang() -> str | None:
    """The `lang` of an element holding only the chart's terms: zh-Hant on a page in a Latin script, none on a
    Chinese or Japanese page, where `term` writes them in the page's own script."""
    return TEXT_LANG if get_language() in LATIN_SCRIPT_LANGUAGES else None


def said(words: Message | str) -> str:
    """A Message, or a bare message id, in the reader's language."""
    if isinstance(words, Message):
        return words.render(gettext, term)
    return gettext(words)


said_lazily = lazy(said, str)
term_lazily = lazy(term, str)
