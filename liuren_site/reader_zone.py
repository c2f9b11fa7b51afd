"""The reader's own time zone, for the times a page shows of what the reader did (a note saved, a sheet changed)
and the next moments of the pattern and passage pages: the zone a signed-in account chose (accounts.Preferences,
kept in its session from the sign-in), else the browser's, which static/js/site.js keeps in the `tz` cookie.
Without either (a first visit, no JavaScript) times are shown in UTC (the next moments in China time),
and every page that shows one names its zone.

Django's documented way ("Selecting the current time zone"): a middleware activates the zone for the request.
"""
from __future__ import annotations

from zoneinfo import ZoneInfo, available_timezones

from django.utils import timezone

COOKIE = "tz"
# The zone an account chose (accounts.Preferences), kept in its session from the sign-in on: no query per page.
ACCOUNT_ZONE = "account_zone"
# The IANA names this Python knows, read once: a cookie is a name among them or nothing.
KNOWN_ZONES = frozenset(available_timezones())


def reader_zone_name(request) -> str | None:
    """The IANA name of the reader's zone (Europe/Berlin): the account's choice, else the browser's; None when
    neither says one."""
    session = getattr(request, "session", None)
    name = (session.get(ACCOUNT_ZONE) if session is not None else None) or request.COOKIES.get(COOKIE, "")
    return name if name in KNOWN_ZONES else None


class ReaderZoneMiddleware:
    """Activates the reader's zone for the request (Django then shows aware times in it); UTC without one."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        name = reader_zone_name(request)
        if name:
            timezone.activate(ZoneInfo(name))
        else:
            timezone.deactivate()
        return self.get_response(request)
