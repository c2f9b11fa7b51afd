"""Fragments a page's marking (`{% marked %}`, languages.marking) passes by: written already marked, they wait
as placeholders while the marking walks the rest of the page, then take their places.

A large fragment written once and kept (a volume's passages, the 720 rows of the browser, the options of a long
<select>) or written so that it needs no marking (the search results: every Chinese word in an element that says
its language) would otherwise be walked tag by tag on every page that shows it.

What never changes while a process runs (the frame of every page: its navigation, footer, language switcher) is
written once per language and script prefix and kept in the process, marked (`written_once`).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from django.core.cache import cache
from django.core.cache.utils import make_template_fragment_key
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.utils.autoreload import file_changed
from django.utils.safestring import SafeString, mark_safe

from languages.marking import marked_for_reader
from languages.reader import reader_language, reader_script_prefix, writing_a_page

# The fragments of the page being marked, by placeholder; None outside a marking.
_waiting: ContextVar[dict[str, str] | None] = ContextVar("languages.kept", default=None)


def already_marked(html: str) -> SafeString:
    """`html`, marked as it would be in place: it stands in no element that says a language, or says it itself.

    Inside a page being marked it waits as a comment (the marking passes comments by, and no escaped text
    can write one); elsewhere (an htmx region marked whole) it is itself, and marking it again changes nothing.
    """
    fragments = _waiting.get()
    if fragments is None:
        return html if isinstance(html, SafeString) else mark_safe(html)
    placeholder = f"<!--premarked {len(fragments)}-->"
    fragments[placeholder] = html
    return SafeString(placeholder)   # mark_safe's check for a lazy string cost more than the rest (frame: ten a page)


@contextmanager
def marking() -> Iterator[dict[str, str]]:
    """While a page's HTML is written: the fragments it keeps back from its marking."""
    fragments: dict[str, str] = {}
    token = _waiting.set(fragments)
    try:
        yield fragments
    finally:
        _waiting.reset(token)


def marked_page(render) -> str:
    """The page `render()` writes, marked for the reader, its kept fragments put back in place."""
    with writing_a_page(), marking() as fragments:
        html = marked_for_reader(render())
    return _put_back(html, fragments) if fragments else html


_PLACEHOLDER = re.compile(r"<!--premarked \d+-->")


def _put_back(html: str, fragments: dict[str, str]) -> str:
    """Each placeholder's first appearance replaced by its fragment, in one pass: a replace per fragment copied the
    whole page each time (fourteen copies of the 720-課 browser's page). A fragment holds only placeholders made
    before it, already put back or not in the page, so none of them is looked for in it."""
    waiting = dict(fragments)
    parts, start = [], 0
    for found in _PLACEHOLDER.finditer(html):
        fragment = waiting.pop(found.group(), None)
        if fragment is not None:
            parts += (html[start:found.start()], fragment)
            start = found.end()
    parts.append(html[start:])
    return "".join(parts)


# (what, language, script prefix) → the fragment marked. Bounded: the script prefix comes from the server's
# environ, which a proxy may let a client set; and the 課體 step's nodes (pattern_nodes), some thousands in
# each language, are kept here too (a node's markup, about 1 KB with its key).
_once: dict[tuple[Hashable, str | None, str], SafeString] = {}
ONCE_ENTRIES = 8192


def written_once(what: Hashable, write: Callable[[], str]) -> SafeString:
    """What `write()` writes, marked for the reader: written once per `what`, language and script prefix.

    For markup that depends on nothing else (the URLs it links are reversed under the script prefix, its words
    are said in the language, its static files named by the settings): the translations and the URL patterns
    never change while a process runs; a change of settings (a test's) or of a template (runserver) forgets it.
    """
    key = (what, reader_language(), reader_script_prefix())
    html = _once.get(key)
    if html is None:
        if len(_once) >= ONCE_ENTRIES:
            _once.clear()
        html = _once[key] = SafeString(marked_page(write))
    return html


@receiver(setting_changed)
@receiver(file_changed)
def _forget_written_once(**kwargs) -> None:
    _once.clear()


def kept_marked(name: str, vary_on: Iterable[Any], seconds: int, render: Callable[[], str],
                spliced: Mapping[str, str] | None = None) -> SafeString:
    """The fragment `render()` writes, marked and kept `seconds` under its name, the values it varies on, the
    language and the script prefix (`{% premarked %}`'s key: its links are reversed under the prefix, and servers
    of two prefixes may share one cache); 0 seconds (a personal chart's parts): read what others left, keep nothing.

    `spliced`: stand-ins the fragment writes in its attributes' values (which the marking passes by), each
    replaced by its markup (escaped) in the fragment handed back, so the kept one holds none of them.
    """
    key = make_template_fragment_key(name, [*vary_on, reader_language(), reader_script_prefix()])
    html = cache.get(key)
    if html is None:
        html = marked_page(render)
        cache.set(key, html, seconds)
    for stand_in, markup in (spliced or {}).items():
        html = html.replace(stand_in, markup)
    return already_marked(html)
