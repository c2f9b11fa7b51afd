"""The JSON API (/api/…): the chart's JSON, and every error as JSON {"error", "field"} with its status.

Errors the view itself finds (bad input 400, a method other than GET 405) are answered here; those found
before or around it (no such endpoint 404, a refused CSRF token 403, a bad Host 400, a server error 500)
by the project's error handlers (liuren_site/errors.py), which answer JSON for every path under API_PREFIX.
"""
from __future__ import annotations

from functools import wraps

from django.http import HttpResponse, JsonResponse
from django.utils.cache import patch_response_headers

from divination.builder.caching import CACHE_SECONDS, cacheable
from divination.builder.forms import refuse_repeated
from divination.engine.errors import ChartInputError
from divination.engine.params import chart_from_params
from divination.interface import chart_json, pattern_settings_from, refuse_unknown

API_PREFIX = "api/"
METHODS = ("GET", "HEAD")


def is_api(request) -> bool:
    return request.path_info.startswith(f"/{API_PREFIX}")


def error_response(message: str, field: str | None = None, status: int = 400) -> JsonResponse:
    return JsonResponse({"error": message, "field": field}, status=status, json_dumps_params={"ensure_ascii": False})


def answers_get(view):
    """Like require_safe, with the 405 in the API's JSON."""
    @wraps(view)
    def checked(request, *args, **kwargs):
        if request.method not in METHODS:
            response = error_response(f"The API answers {' and '.join(METHODS)}, not {request.method[:20]}.", None, 405)
            response["Allow"] = ", ".join(METHODS)
            return response
        return view(request, *args, **kwargs)
    return checked


@answers_get
def chart(request):
    """GET /api/chart: the chart's JSON (as `manage.py chart --json`), or 400 {"error", "field"}."""
    try:
        refuse_repeated(request.GET)
        params = request.GET.dict()  # each name once (refused if repeated)
        refuse_unknown(params)
        data = chart_json(chart_from_params(params), pattern_settings_from(params))
    except ChartInputError as error:
        return error_response(error.message, error.field)
    return _with_expiry(cacheable(JsonResponse(data, json_dumps_params={"ensure_ascii": False}), request))


def _with_expiry(response: HttpResponse) -> HttpResponse:
    """A public answer also says `Expires` (a day on), as cache_page wrote it. The server keeps no copy: the JSON
    costs less to compute than cache_page's keys and pickling on every new URL (most of an answer's CPU), and
    its entries culled the chart pages' from a per-process cache."""
    if "private" not in response["Cache-Control"]:
        patch_response_headers(response, CACHE_SECONDS)
    return response
