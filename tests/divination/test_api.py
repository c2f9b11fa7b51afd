"""GET /api/chart: the chart's JSON for the page's parameters; 400 with {"error", "field"} for bad input."""
import json
import time

import pytest
from django.utils.http import parse_http_date

# docs/engine-rules.md §6: the worked examples of 六壬大全, written out once for the engine's tests.
from tests.engine.test_worked_examples import WORKED_EXAMPLES


@pytest.mark.parametrize("day, hour, general, transmissions, method, subname", WORKED_EXAMPLES)
def test_the_api_gives_the_worked_examples_of_liuren_daquan(client, day, hour, general, transmissions, method,
                                                            subname):
    response = client.get("/api/chart", {"day": day, "general": general, "hour": hour})
    assert response.status_code == 200
    t = response.json()["transmissions"]
    assert (t["initial"] + t["middle"] + t["final"], t["method"], t["subname"]) == (transmissions, method, subname)


def test_the_api_answers_in_readable_utf8_json(client):
    response = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑"})
    assert response["Content-Type"] == "application/json"
    assert '"day": "丁卯"' in response.content.decode("utf-8")


def test_the_api_gives_the_whole_chart(client):
    data = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑"}).json()
    assert data["k"] == 10
    assert data["heaven_plate"]["丑"] == "亥"
    assert [(l["upper"], l["lower"], l["relation"]) for l in data["lessons"]] == [
        ("巳", "丁", None), ("卯", "巳", None), ("丑", "卯", "zei"), ("亥", "丑", "zei")]
    assert data["noble"] == {"branch": "酉", "ground": "亥", "direction": "forward", "daytime": False}
    assert data["void"] == ["戌", "亥"]
    assert data["options_token"] == "z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"


def test_the_api_takes_the_school_options_by_name(client):
    data = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "mengzhongji"}).json()
    t = data["transmissions"]
    assert (t["initial"], t["middle"], t["final"], t["subname"]) == ("丑", "亥", "酉", "察微")


def test_the_api_takes_a_moment(client):
    # 2026-11-30 14:30 in Berlin: by the querent's own clock (the default) the 未 hour of 戊申日; 小雪 has passed,
    # so 寅將.
    data = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin"}).json()
    assert data["pillars"]["day"] == "戊申"
    assert (data["monthly_general"], data["query_hour"]) == ("寅", "未")


def test_the_api_reads_the_hour_in_china_time_when_asked(client):
    # 2026-11-30 14:30 in Berlin is 21:30 in China: the 亥 hour.
    data = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin", "time_basis": "china"}).json()
    assert (data["pillars"]["day"], data["query_hour"]) == ("戊申", "亥")


def test_the_api_takes_a_birth_date_and_warns_about_a_bare_birth_year(client):
    by_date = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "birth_date": "1990-01-20",
                                        "sex": "male"}).json()
    assert by_date["querent"]["natal_year"] == "己巳" and by_date["querent"]["birth_date"] == "1990-01-20"
    by_year = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "birth_year": "1990",
                                        "sex": "male"}).json()
    assert by_year["querent"]["natal_year"] == "庚午"
    assert any("本命" in warning and "birth_date" in warning for warning in by_year["warnings"])


def test_the_api_refuses_a_bad_birth_date_with_its_field(client):
    response = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "birth_date": "1990-02-30",
                                         "sex": "male"})
    assert response.status_code == 400 and response.json()["field"] == "birth_date"


def test_api_answers_are_cacheable(client):
    response = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑"})
    assert "public" in response["Cache-Control"]


def test_a_public_api_answer_says_it_expires_a_day_on(client):
    response = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑"})
    expires = parse_http_date(response["Expires"])
    assert abs(expires - (time.time() + 86400)) < 60


def test_a_private_api_answer_says_no_expiry(client):
    response = client.get("/api/chart", {"day": "丁卯", "general": "亥", "hour": "丑", "birth_year": "1990",
                                         "sex": "male"})
    assert not response.has_header("Expires")


def test_bad_input_gets_a_400_with_the_message_and_the_field(client):
    response = client.get("/api/chart", {"day": "甲丑", "general": "亥", "hour": "丑"})
    assert response.status_code == 400
    assert json.loads(response.content) == {
        "error": "「甲丑」 is not one of the sixty 干支: a yang stem pairs only with a yang branch.", "field": "day"}


def test_an_unknown_zone_gets_a_400_naming_tz(client):
    response = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Nowhere/Special"})
    assert response.status_code == 400
    assert response.json()["field"] == "tz"


def test_a_parameter_given_twice_gets_a_400(client):
    response = client.get("/api/chart?day=丁卯&day=甲子&general=亥&hour=丑")
    assert response.status_code == 400
    assert response.json()["field"] == "day"


def test_no_parameters_get_a_400(client):
    response = client.get("/api/chart")
    assert response.status_code == 400
    assert response.json()["field"] == "day"
