"""Under /api/ every answer is JSON: the chart, or {"error", "field"} with the status that fits (docs/api.md)."""
import json

import pytest
from django.test import Client, RequestFactory

from liuren_site import errors

KE = {"day": "丁卯", "general": "亥", "hour": "丑"}
MOMENT = {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"}


def error_of(response, status):
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    body = json.loads(response.content)
    assert set(body) == {"error", "field"}
    return body


@pytest.mark.parametrize("path", ["/api/chart/", "/api/charts", "/api/", "/api/chart/extra"])
def test_an_unknown_api_path_is_a_json_404_pointing_at_the_chart(client, path):
    body = error_of(client.get(path), 404)
    assert body == {"error": f"Nothing at {path}: the chart is at /api/chart (docs/api.md).", "field": None}


def test_a_post_without_a_csrf_token_is_a_json_403():
    body = error_of(Client(enforce_csrf_checks=True).post("/api/chart", KE), 403)
    assert body["error"].startswith("Forbidden (CSRF: CSRF cookie not set.)")


@pytest.mark.parametrize("method", ["post", "put", "delete", "options", "patch"])
def test_a_method_other_than_get_is_a_json_405_naming_get_and_head(client, method):
    response = getattr(client, method)("/api/chart")
    body = error_of(response, 405)
    assert body == {"error": f"The API answers GET and HEAD, not {method.upper()}.", "field": None}
    assert response["Allow"] == "GET, HEAD"


def test_head_is_answered_as_get(client):
    assert client.head("/api/chart", KE).status_code == 200


def test_a_bad_host_under_the_api_is_a_json_400(client):
    error_of(client.get("/api/chart", KE, HTTP_HOST="scanner.example"), 400)


def test_a_server_failure_under_the_api_is_a_json_500():
    response = errors.server_error(RequestFactory().get("/api/chart"))
    assert error_of(response, 500) == {"error": "The server failed to answer; the failure is logged.", "field": None}


def test_a_server_failure_of_a_page_is_the_html_page():
    response = errors.server_error(RequestFactory().get("/chart/"))
    assert response.status_code == 500 and response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize("name, value", [("lat", "31.2"), ("lon", "121.5"), ("fold", "1")])
def test_a_place_or_fold_on_a_ke_chart_is_refused(client, name, value):
    body = error_of(client.get("/api/chart", {**KE, name: value}), 400)
    assert body == {"error": f"{name} belongs to a chart from a moment (at, tz): a 課 has no place and no clock.",
                    "field": name}


@pytest.mark.parametrize("name, value", [("month", "子"), ("query_year", "2026")])
def test_a_month_or_query_year_on_a_moment_chart_is_refused(client, name, value):
    body = error_of(client.get("/api/chart", {**MOMENT, name: value}), 400)
    assert body == {"error": f"{name} belongs to a chart from a 課 (day, general, hour): a moment's month and year "
                             "come from its date.", "field": name}


def test_a_step_is_refused_as_a_parameter_of_chart_pages(client):
    body = error_of(client.get("/api/chart", {**KE, "step": "plates"}), 400)
    assert body == {"error": "Unknown parameter 「step」: step chooses a step of the chart page (/chart/); the JSON holds "
                             "every step.", "field": "step"}


def test_a_city_is_refused_pointing_at_lat_and_lon(client):
    body = error_of(client.get("/api/chart", {**MOMENT, "city": "北京 Beijing"}), 400)
    assert body["field"] == "city" and "give the place as lat and lon" in body["error"]


def test_a_misspelt_option_is_refused_not_ignored(client):
    body = error_of(client.get("/api/chart", {**KE, "shehia": "mengzhongji"}), 400)
    assert body == {"error": "Unknown parameter 「shehia」: it is not a parameter of a chart (docs/api.md lists them).",
                    "field": "shehia"}


def test_blank_parameters_of_the_other_kind_are_no_mixture(client):
    assert client.get("/api/chart", {**KE, "lat": "", "lon": "", "fold": ""}).status_code == 200


def test_a_zone_folder_is_a_json_400_naming_tz(client):
    body = error_of(client.get("/api/chart", {"at": "2026-01-01T12:00", "tz": "Asia"}), 400)
    assert body == {"error": "「Asia」 is a region, not a time zone: give a zone in it, such as Asia/Aden.", "field": "tz"}
