"""How often one address may sign up, and one account or one address may import (django-ratelimit), and the page
that says to wait.

Sign-in is throttled apart, by django-axes (settings.AXES_*): failures lock the pair of an address and a username,
and an address, never a username alone, so no one can lock an owner out by failing to sign in as them elsewhere.
Counts are kept in the cache: per process without CACHE_URL, shared by every server with it (README).
"""
from __future__ import annotations

from axes.helpers import get_client_ip_address
from django.shortcuts import render
from django_ratelimit.decorators import ratelimit

# A class signing up together shares one address: room for it, not for a script making accounts by the thousand.
SIGNUPS_AN_HOUR = 20
# An import writes up to 2,000 notes (about a second of a worker): a few an hour is all a person needs.
IMPORTS_AN_HOUR = 10
IMPORTS_AN_HOUR_FROM_AN_ADDRESS = 30


def client_address(request) -> str:
    """The client's address as the sign-in throttle reads it (behind DJANGO_TRUSTED_PROXY_COUNT proxies, from
    X-Forwarded-For), so that both throttles count the same client (settings.RATELIMIT_IP_META_KEY)."""
    return get_client_ip_address(request) or ""


def rate_limits() -> dict[str, int]:
    """The limits as the pages state them."""
    return {"signups": SIGNUPS_AN_HOUR, "imports": IMPORTS_AN_HOUR,
            "imports_from_an_address": IMPORTS_AN_HOUR_FROM_AN_ADDRESS}


def rate_limited(request, exception):
    """settings.RATELIMIT_VIEW: a sign-up or an import refused for the hour, 429 with the limit it reached."""
    signup = request.resolver_match is not None and request.resolver_match.view_name == "accounts:signup"
    return render(request, "accounts/rate_limited.html", rate_limits() | {"signup": signup}, status=429)


signup_limited = ratelimit(group="accounts.signup", key="ip", rate=f"{SIGNUPS_AN_HOUR}/h", method="POST")


def import_limited(view):
    """A notebook's or a sheet's import view, counted per account and per address (one count for both imports)."""
    per_account = ratelimit(group="accounts.import.account", key="user", rate=f"{IMPORTS_AN_HOUR}/h", method="POST")
    per_address = ratelimit(group="accounts.import.address", key="ip", rate=f"{IMPORTS_AN_HOUR_FROM_AN_ADDRESS}/h",
                            method="POST")
    return per_account(per_address(view))
