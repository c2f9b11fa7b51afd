"""The site's one htmx idiom: a page answers an htmx request with its region only, any other with the whole page.

A history restore (the browser's back button after an htmx swap) asks for the whole page again. The
answer varies on the htmx headers, so no cache hands a region to a reader who asked for a page.
"""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.cache import patch_vary_headers

HTMX_HEADERS = ("HX-Request", "HX-History-Restore-Request")


def wants_region(request: HttpRequest) -> bool:
    """An htmx swap asks for the region; a plain request or a history restore for the whole page."""
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.history_restore_request


def page_or_region(request: HttpRequest, page: str, region: str, context: dict, status: int = 200) -> HttpResponse:
    """Render the whole page or just its region (the same context), varying on the htmx headers."""
    if wants_region(request):
        return answered(render_to_string(region, context, request), status)
    return answered(render_to_string(page, context, request), status)


def answered(content: str | bytes, status: int = 200) -> HttpResponse:
    """A page or region (rendered now, or kept from before) as page_or_region answers it."""
    response = HttpResponse(content, status=status)
    patch_vary_headers(response, HTMX_HEADERS)
    return response
