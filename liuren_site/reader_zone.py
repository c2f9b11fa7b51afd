"""The reader's own time zone, for the times a page shows of what the reader did (a note saved, a sheet changed)
and the next moments of the pattern and passage pages: the zone a signed-in account chose (accounts.Preferences,
kept in the `account_tz` cookie from the sign-in to the sign-out), else the browser's, which static/js/site.js
keeps in the `tz` cookie. Cookies, not the session: the pages the server keeps for every reader never read it.
Without either (a first visit, no JavaScript) times are shown in UTC (the next moments in China time),
and every page that shows one names its zone.

Django's documented way ("Selecting the current time zone"): a middleware activates the zone for the request.
"""
from __future__ import annotations

from zoneinfo import ZoneInfo, available_timezones

from django.utils import timezone

COOKIE = "tz"
# The zone an account chose (accounts.Preferences), from its sign-in on: no query per page.
ACCOUNT_COOKIE = "account_tz"
COOKIE_AGE = 365 * 24 * 3600
# The IANA names this Python knows, read once: a cookie is a name among them or nothing.
KNOWN_ZONES = frozenset(available_timezones())


def reader_zone_name(request) -> str | None:
    """The IANA name of the reader's zone (Europe/Berlin): the account's choice, else the browser's; None when
    neither says one."""
    name = request.COOKIES.get(ACCOUNT_COOKIE) or request.COOKIES.get(COOKIE, "")
    return name if name in KNOWN_ZONES else None


def keep_account_zone(response, request, name: str) -> None:
    """The account's zone in its cookie (none: the cookie removed, the browser's zone holds again)."""
    if name:
        response.set_cookie(ACCOUNT_COOKIE, name, max_age=COOKIE_AGE, samesite="Lax", httponly=True,
                            secure=request.is_secure())
    else:
        response.delete_cookie(ACCOUNT_COOKIE, samesite="Lax")


class ReaderZoneMiddleware:
    """Activates the reader's zone for the request (Django then shows aware times in it); UTC without one. A sign-in
    or a sign-out on this request (accounts.signals: `request.account_zone`) writes or removes the account's cookie."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        name = reader_zone_name(request)
        if name:
            timezone.activate(ZoneInfo(name))
        else:
            timezone.deactivate()
        response = self.get_response(request)
        if hasattr(request, "account_zone"):
            keep_account_zone(response, request, request.account_zone)
        return response
