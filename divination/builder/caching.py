"""Who may keep a chart: the same URL always yields the same chart, so browsers, shared proxies and the
server's page cache (cache_page) may keep it for a day, unless it is personal.

A request naming a querent (birth year, sex) or a place (latitude, longitude, a city) is someone's: its
answer is sent `Cache-Control: private`, which shared caches must not store and Django's cache_page skips.
It is the request that counts, not the chart: a 課 chart without a query year drops the birth year, but
the URL that asked still carries it.
"""
from __future__ import annotations

from django.utils.cache import patch_cache_control

CACHE_SECONDS = 24 * 3600

PERSONAL = ("birth_year", "sex", "lat", "lon", "city")


def is_personal(query) -> bool:
    return any(str(query.get(name) or "").strip() for name in PERSONAL)


def cacheable(response, request):
    """Kept a day: by any cache, or only by the asker's browser when the request is personal."""
    if is_personal(request.GET):
        keep_private(response, max_age=CACHE_SECONDS)
    else:
        patch_cache_control(response, public=True, max_age=CACHE_SECONDS)
    return response


def keep_private(response, **directives):
    patch_cache_control(response, private=True, **directives)
    return response
