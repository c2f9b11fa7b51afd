"""The error answers found outside a view: JSON {"error", "field"} under the API, the site's pages elsewhere."""
from __future__ import annotations

from django.urls import reverse
from django.views import defaults
from django.views.csrf import csrf_failure as csrf_failure_page

from divination.builder.api import error_response, is_api
from liuren_site import site_pages


def bad_request(request, exception):
    if is_api(request):
        return error_response("The request cannot be answered: its Host header or its form is malformed.", None, 400)
    return defaults.bad_request(request, exception)


def permission_denied(request, exception):
    if is_api(request):
        return error_response("Forbidden.", None, 403)
    return defaults.permission_denied(request, exception)


def page_not_found(request, exception):
    if is_api(request):
        return error_response(f"Nothing at {request.path[:80]}: the chart is at {reverse('divination:api_chart')} "
                              "(docs/api.md).", None, 404)
    return site_pages.not_found(request, exception)


def server_error(request):
    if is_api(request):
        return error_response("The server failed to answer; the failure is logged.", None, 500)
    return defaults.server_error(request)


def csrf_failure(request, reason=""):
    """CSRF_FAILURE_VIEW: a refused CSRF token (a POST without one, say)."""
    if is_api(request):
        return error_response(f"Forbidden (CSRF: {reason}).", None, 403)
    return csrf_failure_page(request, reason=reason)
