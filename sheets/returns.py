"""The way back to a sheet: the `from` of a link out of a sheet (to a chart, to practice) and of an answer's form.

Only an address of this site's sheets is taken (the whole sheet or one of its items, worked through), and it is
written again by name from what it resolves to, so a `from` can never send a reader to another site.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from django.urls import Resolver404, ResolverMatch, get_script_prefix, resolve, reverse

SHEET_PAGES = {"sheets:sheet", "sheets:work"}
_ITEM_ANCHOR = re.compile(r"item-[0-9]{1,12}")


def sheet_page(address: str | None, pages=SHEET_PAGES) -> ResolverMatch | None:
    """What a path of this site's sheets resolves to (a sheet, one of its items), or None for any other address."""
    if not address or len(address) > 300:
        return None
    parts = urlsplit(address)
    prefix = get_script_prefix()
    if parts.scheme or parts.netloc or parts.query or not parts.path.startswith(prefix):
        return None
    try:
        match = resolve("/" + parts.path[len(prefix):])
    except Resolver404:
        return None
    return match if match.view_name in pages else None


def sheet_return(address: str | None) -> str | None:
    """The sheet address `address` names, written by name (with its #item-N), or None when it names none."""
    match = sheet_page(address)
    if match is None:
        return None
    fragment = urlsplit(address).fragment
    anchor = f"#{fragment}" if _ITEM_ANCHOR.fullmatch(fragment) else ""
    return reverse(match.view_name, kwargs=match.kwargs) + anchor
