"""URLs built by name, reversed once: per script prefix (`reversed_once`), or per list with each row's id in its
place (`reverse_per_row`).

A page links the same few pages many times (the chart page its own path a dozen times, the site's frame ten
sections, a search dozens of passages), and a list of 25 notes or 50 sheet items links each row two to four
times; `reverse()` per link was a sixth of the notebook page's time (bench/bench_users.py). The URL is still
built by name, with the pattern's own converters. The URL patterns never change while a process runs (but for
a test's other URLconf); the script prefix the site is mounted under is part of the key.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from django.core.signals import setting_changed
from django.dispatch import receiver
from django.urls import reverse

from languages.reader import reader_script_prefix

_Kept = TypeVar("_Kept", bound=Callable[..., Any])
_HOLDING_URLS: list[Any] = []


def holding_urls(kept: _Kept) -> _Kept:
    """Marks a function kept with functools' cache whose answers hold URLs: they are forgotten when the URLconf
    changes (a test's), where every URL kept is forgotten at once."""
    _HOLDING_URLS.append(kept)
    return kept


@receiver(setting_changed)
def _urlconf_changed(setting, **kwargs) -> None:
    if setting == "ROOT_URLCONF":
        for kept in _HOLDING_URLS:
            kept.cache_clear()


# An id no row has: whatever the URL holds besides it, it appears there once.
_STAND_IN = 987_654_321_012_345


def reversed_once(name: str, *args: object) -> str:
    """`reverse(name, args=args)`, reversed once per script prefix."""
    return _reversed(reader_script_prefix(), name, args)


# The corpus has a few thousand passage pages; the rest of the site a few hundred URLs with arguments.
@holding_urls
@lru_cache(maxsize=8192)
def _reversed(script_prefix: str, name: str, args: tuple[object, ...]) -> str:
    return reverse(name, args=args)


def reverse_per_row(name: str, *args: object) -> Callable[[int], str]:
    """`lambda pk: reverse(name, args=[*args, pk])`, reversing once."""
    url = reverse(name, args=[*args, _STAND_IN])
    head, stand_in, tail = url.partition(str(_STAND_IN))
    if not stand_in or str(_STAND_IN) in tail:
        raise ValueError(f"{name}: the id is not the one stand-in in {url}")
    return lambda pk: f"{head}{int(pk)}{tail}"
