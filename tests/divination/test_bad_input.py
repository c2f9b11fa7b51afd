"""Bad input in the form or the URL: the form again with the message beside the field, status 400, never a 500."""
import re

import pytest

from tests.pages import unmarked


def field_errors(response):
    """The messages shown under each field, by the field's id."""
    page = unmarked(response.content.decode())
    found = {}
    for block in re.findall(r'<div class="field has-error">(.*?)</div>', page, re.S):
        field_id = re.search(r'<label for="([^"]+)"', block).group(1)
        found[field_id] = re.findall(r'<p class="field-error" role="alert">(.*?)</p>', block)
    return found


def test_an_impossible_ganzhi_is_refused_beside_the_day_field(client):
    response = client.get("/chart/", {"day": "甲丑", "general": "亥", "hour": "丑"})
    assert response.status_code == 400
    assert field_errors(response) == {
        "ke-day": ["「甲丑」 is not one of the sixty 干支: a yang stem pairs only with a yang branch."]}


def test_a_general_that_is_not_a_branch_is_refused(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "X", "hour": "丑"})
    assert response.status_code == 400
    assert list(field_errors(response)) == ["ke-general"]


def test_a_missing_hour_is_named(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥"})
    assert response.status_code == 400
    assert "missing: hour" in field_errors(response)["ke-hour"][0]


def test_an_unknown_time_zone_is_refused_beside_the_zone_field(client):
    response = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Mars/Olympus"})
    assert response.status_code == 400
    assert field_errors(response)["moment-tz"][0].startswith("「Mars/Olympus」 is not a known time zone")


def test_a_date_out_of_range_is_refused_beside_the_date_field(client):
    response = client.get("/chart/", {"at": "1850-01-01T12:00", "tz": "Asia/Shanghai"})
    assert response.status_code == 400
    assert field_errors(response)["moment-at"] == ["1850-01-01 is outside the supported range 1900-01-01 to 2100-12-31."]


def test_a_malformed_date_is_refused(client):
    response = client.get("/chart/", {"at": "yesterday", "tz": "Asia/Shanghai"})
    assert response.status_code == 400
    assert "「yesterday」 is not a date and time" in field_errors(response)["moment-at"][0]


def test_a_skipped_wall_time_is_refused_not_guessed(client):
    # 2026-03-29 02:30 does not exist in Berlin: the clocks went from 02:00 to 03:00.
    response = client.get("/chart/", {"at": "2026-03-29T02:30", "tz": "Europe/Berlin"})
    assert response.status_code == 400
    assert "does not exist in Europe/Berlin" in field_errors(response)["moment-at"][0]


def test_an_oversized_parameter_is_refused(client):
    response = client.get("/chart/", {"day": "丁卯" * 40, "general": "亥", "hour": "丑"})
    assert response.status_code == 400
    assert "ke-day" in field_errors(response)


def test_a_latitude_out_of_range_is_refused_beside_the_latitude(client):
    response = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "lat": "95", "lon": "121"})
    assert response.status_code == 400
    assert field_errors(response)["moment-lat"] == ["lat must lie between -90 and 90."]


def test_a_bad_option_value_is_refused_beside_the_option(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "deepest"})
    assert response.status_code == 400
    assert "Option shehai cannot be 「deepest」" in unmarked(response.content.decode())


def test_a_bad_options_token_is_refused(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "o": "q9"})
    assert response.status_code == 400
    assert '<p class="field-error form-error" role="alert">「q9」 in ' in unmarked(response.content.decode())


def test_a_parameter_given_twice_is_refused_not_guessed(client):
    response = client.get("/chart/?day=丁卯&day=甲子&general=亥&hour=丑")
    assert response.status_code == 400
    assert "The parameter day is given more than once" in unmarked(response.content.decode())


def test_an_unknown_step_is_refused(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "step": "teatime"})
    assert response.status_code == 400
    assert "「teatime」 is not a step of the chart" in unmarked(response.content.decode())


def test_a_ke_and_a_moment_together_are_refused(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "at": "2026-11-30T14:30",
                                      "tz": "UTC"})
    assert response.status_code == 400
    assert "Give either a 課 (day, general, hour) or a moment (at, tz), not both." in unmarked(response.content.decode())


def test_the_bad_input_page_keeps_what_was_typed(client):
    response = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Mars/Olympus"})
    assert 'value="Mars/Olympus"' in unmarked(response.content.decode())


def test_a_bad_short_ke_url_shows_the_form_with_the_message(client):
    response = client.get("/ke/甲丑/亥/丑/")
    assert response.status_code == 400
    assert list(field_errors(response)) == ["ke-day"]


@pytest.mark.parametrize("query", [
    "day=%FF%FE&general=亥&hour=丑", "at=2026-13-45T99:99&tz=UTC", "tz=UTC", "lat=abc&at=2026-01-01T00:00&tz=UTC",
    "birth_year=12345&day=丁卯&general=亥&hour=丑", "fold=7&at=2026-01-01T00:00&tz=UTC", "o=" + "z" * 300,
    "sex=other&day=丁卯&general=亥&hour=丑", "noble=dusk&day=丁卯&general=亥&hour=丑", "city=Atlantis&at=2026-01-01T00:00&tz=UTC",
])
def test_malformed_queries_get_400_with_a_message_never_500(client, query):
    response = client.get(f"/chart/?{query}")
    assert response.status_code == 400
    assert 'class="field-error' in unmarked(response.content.decode())


def test_the_form_sent_back_shows_the_default_options_where_none_were_named(client):
    page = unmarked(client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Mars/Olympus"}).content.decode())
    assert re.search(r'<input type="radio" name="shehai" value="depth"[^>]*checked', page)


def test_the_form_sent_back_keeps_the_options_token(client):
    response = client.get("/chart/", {"day": "甲丑", "general": "亥", "hour": "丑", "o": "z23.tc.dh.na.sm.b0.ew.gq.yl"})
    assert '<input type="hidden" name="o" value="z23.tc.dh.na.sm.b0.ew.gq.yl"' in unmarked(response.content.decode())


def test_an_oversized_options_token_is_refused_with_a_visible_message(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "o": "z" * 300})
    assert response.status_code == 400
    assert '<p class="field-error form-error" role="alert">o: Ensure this value has at most 64 characters' in \
        unmarked(response.content.decode())


@pytest.mark.parametrize("tz, message", [
    ("Asia", "「Asia」 is a region, not a time zone: give a zone in it, such as Asia/Aden."),
    ("America", "「America」 is a region, not a time zone: give a zone in it, such as America/Adak."),
    ("Factory", "「Factory」 is not a known time zone: give an IANA zone name such as Asia/Shanghai or America/New_York."),
    ("posixrules", "「posixrules」 is not a known time zone: give an IANA zone name such as Asia/Shanghai or "
                   "America/New_York."),
])
def test_a_zone_folder_or_a_file_that_is_no_zone_is_refused_beside_the_zone_field(client, tz, message):
    response = client.get("/chart/", {"at": "2026-01-01T12:00", "tz": tz})
    assert response.status_code == 400
    assert field_errors(response)["moment-tz"] == [message]


@pytest.mark.parametrize("name, value", [("lat", "39.9"), ("lon", "116.4"), ("fold", "0")])
def test_a_place_or_fold_on_a_ke_chart_is_refused_not_dropped(client, name, value):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", name: value})
    assert response.status_code == 400
    assert (f"{name} belongs to a chart from a moment (at, tz): a 課 has no place and no clock."
            in unmarked(response.content.decode()))


def test_a_city_on_a_ke_chart_is_refused_not_dropped(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "city": "北京 Beijing"})
    assert response.status_code == 400
    assert "city belongs to a chart from a moment (at, tz): a 課 has no place." in unmarked(response.content.decode())


@pytest.mark.parametrize("name, value", [("month", "子"), ("query_year", "2026")])
def test_a_month_or_query_year_on_a_moment_chart_is_refused_not_dropped(client, name, value):
    response = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", name: value})
    assert response.status_code == 400
    assert f"{name} belongs to a chart from a 課 (day, general, hour)" in unmarked(response.content.decode())


def test_a_misspelt_option_on_a_chart_link_is_refused_not_dropped(client):
    """life_stage is no option (life_order is): the chart must not silently take the default instead."""
    response = client.get("/chart/", {"at": "2027-03-01T08:55", "tz": "Asia/Shanghai", "life_stage": "yin_backward"})
    assert response.status_code == 400
    assert "「life_stage」 is not a parameter of a chart" in unmarked(response.content.decode())
