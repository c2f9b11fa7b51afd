"""One URL pattern reversed for every row of a list: `reverse()` once, then each row's id in its place.

A list of 25 notes or 50 sheet items links each row two to four times; `reverse()` per link was a sixth of
the notebook page's time (bench/bench_users.py). The URL is still built by name, with the pattern's own
converters: only the last argument, an integer id, changes from row to row.
"""
from __future__ import annotations

from collections.abc import Callable

from django.urls import reverse

# An id no row has: whatever the URL holds besides it, it appears there once.
_STAND_IN = 987_654_321_012_345


def reverse_per_row(name: str, *args: object) -> Callable[[int], str]:
    """`lambda pk: reverse(name, args=[*args, pk])`, reversing once."""
    url = reverse(name, args=[*args, _STAND_IN])
    head, stand_in, tail = url.partition(str(_STAND_IN))
    if not stand_in or str(_STAND_IN) in tail:
        raise ValueError(f"{name}: the id is not the one stand-in in {url}")
    return lambda pk: f"{head}{int(pk)}{tail}"
