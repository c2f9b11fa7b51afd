"""What a sign-in brings into the session: the zone the account shows its times in (liuren_site.reader_zone)."""
from __future__ import annotations

from accounts.models import Preferences
from liuren_site.reader_zone import ACCOUNT_ZONE


def keep_account_zone(sender, request, user, **kwargs) -> None:
    """On sign-in, the account's zone into its session: every page reads it there, with no query of its own."""
    chosen = Preferences.objects.filter(user=user).values_list("time_zone", flat=True).first()
    if request is not None and chosen:
        request.session[ACCOUNT_ZONE] = chosen
