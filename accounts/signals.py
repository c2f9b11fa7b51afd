"""What a sign-in and a sign-out do to the zone an account's times are shown in (liuren_site.reader_zone)."""
from __future__ import annotations

from accounts.models import Preferences


def account_zone_in(sender, request, user, **kwargs) -> None:
    """On sign-in, the account's zone for its cookie (ReaderZoneMiddleware writes it on the way out)."""
    if request is not None:
        request.account_zone = Preferences.objects.filter(user=user).values_list("time_zone", flat=True).first() or ""


def account_zone_out(sender, request, user, **kwargs) -> None:
    """On sign-out, the account's zone leaves this browser: the browser's own holds again."""
    if request is not None:
        request.account_zone = ""
