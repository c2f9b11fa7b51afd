"""POST /api/practice/check: one step's answers marked as JSON; 400 {"error", "field"} for what it cannot read."""
import json

import pytest

DINGMAO = {"day": "丁卯", "general": "亥", "hour": "丑"}


def post(client, body, **extra):
    text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
    return client.post("/api/practice/check", text, content_type="application/json", **extra)


def test_a_wrong_initial_is_marked_with_the_departure_and_without_the_answer(client):
    response = post(client, {"chart": DINGMAO, "step": "initial", "answers": {"method": "涉害", "initial": "丑"},
                             "reveal": False})
    assert response.status_code == 200
    data = response.json()
    assert data["step"] == "initial" and data["all_correct"] is False
    assert set(data["fields"]) == {"method", "initial"}
    assert data["fields"]["method"]["correct"] is True
    initial = data["fields"]["initial"]
    assert initial["correct"] is False
    assert initial["hint"].startswith("丑 is the answer of the 孟仲季 school")
    assert "expected" not in initial
    assert data["rule_url"] == "/methods/#methods"


def test_reveal_gives_every_answer_of_the_step_with_its_explanation_and_the_method_page(client):
    data = post(client, {"chart": DINGMAO, "step": "initial", "answers": {"initial": "丑"}, "reveal": True}).json()
    assert data["fields"]["initial"]["expected"] == "亥"
    assert data["fields"]["method"]["expected"] == "涉害"
    assert data["fields"]["subname"]["expected"] is None
    assert data["fields"]["method"]["correct"] is False  # not answered
    assert data["rule_url"] == "/methods/shehai/"


def test_right_answers_in_the_chart_jsons_names_and_values(client):
    steps = {
        "plates": {"heaven_plate": {"子": "戌", "丑": "亥", "寅": "子", "卯": "丑", "辰": "寅", "巳": "卯", "午": "辰",
                                    "未": "巳", "申": "午", "酉": "未", "戌": "申", "亥": "酉"}},
        "lessons": {"lessons": ["巳", "卯", "丑", "亥"]},
        "initial": {"method": "涉害", "subname": None, "initial": "亥"},
        "transmissions": {"middle": "酉", "final": "未"},
        "generals": {"noble": {"branch": "酉", "direction": "順"}, "generals": ["朱雀", "貴人", "太陰"]},
        "qualities": {"void": ["戌", "亥"], "hidden_stems": [None, "癸", "辛"], "kin": ["官鬼", "妻財", "子孫"]},
    }
    for step, answers in steps.items():
        data = post(client, {"chart": DINGMAO, "step": step, "answers": answers}).json()
        assert data["all_correct"] is True, (step, data)


def test_a_moment_chart_practises_the_general_and_hour(client):
    """2026-11-30 14:30 in Berlin: after 小雪 (general 寅); the 未 hour by the local clock (the default time basis)."""
    chart = {"at": "2026-11-30T14:30", "tz": "Europe/Berlin"}
    data = post(client, {"chart": chart, "step": "general", "answers": {"monthly_general": "寅", "query_hour": "未"}}).json()
    assert data["all_correct"] is True


def test_the_school_options_of_the_chart_count(client):
    chart = dict(DINGMAO, shehai="mengzhongji")
    data = post(client, {"chart": chart, "step": "initial", "answers": {"method": "涉害", "subname": "察微",
                                                                         "initial": "丑"}}).json()
    assert data["all_correct"] is True


@pytest.mark.parametrize("body, error, field", [
    ("{", "The body is not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1).", None),
    ("[]", "The body must be a JSON object with chart, step, answers and reveal.", None),
    ({"step": "initial", "answers": {"initial": "亥"}}, "The body needs chart.", "chart"),
    ({"chart": DINGMAO, "answers": {"initial": "亥"}}, "The body needs step.", "step"),
    ({"chart": DINGMAO, "step": "initial"}, "The body needs answers.", "answers"),
    ({"chart": DINGMAO, "step": "initial", "answers": {}, "extra": 1},
     "The body has no field extra: give chart, step, answers and reveal.", "extra"),
    ({"chart": DINGMAO, "step": "initial", "answers": {"initial": "亥"}, "reveal": "yes"},
     "reveal must be true or false.", "reveal"),
    ({"chart": "丁卯", "step": "initial", "answers": {"initial": "亥"}},
     "chart must be an object of chart parameters, as in a chart URL, e.g. {\"day\": \"丁卯\", \"general\": \"亥\", "
     "\"hour\": \"丑\"}.", "chart"),
    ({"chart": dict(DINGMAO, colour="red"), "step": "initial", "answers": {"initial": "亥"}},
     "chart has no parameter colour.", "chart.colour"),
    ({"chart": dict(DINGMAO, day="甲丑"), "step": "initial", "answers": {"initial": "亥"}},
     "「甲丑」 is not one of the sixty 干支: a yang stem pairs only with a yang branch.", "chart.day"),
    ({"chart": {"day": "丁卯"}, "step": "initial", "answers": {"initial": "亥"}},
     "Give a 課 (day 干支, monthly general, query hour) or a moment (date, time and zone); missing: general, hour.",
     "chart.general"),
    ({"chart": dict(DINGMAO, shehai="deep"), "step": "initial", "answers": {"initial": "亥"}},
     "Option shehai cannot be 「deep」: choose one of depth, mengzhongji.", "chart.shehai"),
    ({"chart": DINGMAO, "step": "spirits", "answers": {"initial": "亥"}},
     "「spirits」 is not a step to practise: choose one of plates, lessons, initial, transmissions, generals, qualities.",
     "step"),
    ({"chart": DINGMAO, "step": 3, "answers": {"initial": "亥"}}, "step must be the name of a step, e.g. \"initial\".",
     "step"),
    ({"chart": DINGMAO, "step": "general", "answers": {"monthly_general": "亥"}},
     "A chart from a 課 states its monthly general and query hour: the general step is practised on a chart from a "
     "moment.", "step"),
    ({"chart": DINGMAO, "step": "initial", "answers": []},
     "answers must be an object of answers by name, e.g. {\"initial\": \"亥\"}.", "answers"),
    ({"chart": DINGMAO, "step": "initial", "answers": {"middle": "酉"}},
     "middle is not answered at the step initial: its answers are depths, initial, method, subname.", "answers.middle"),
    ({"chart": DINGMAO, "step": "initial", "answers": {"initial": "x"}},
     "「x」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥.", "answers.initial"),
    ({"chart": DINGMAO, "step": "initial", "answers": {"initial": 11}},
     "「11」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥.", "answers.initial"),
    ({"chart": DINGMAO, "step": "initial", "answers": {"initial": ["亥"]}},
     "The answer initial must be written as text.", "answers.initial"),
    ({"chart": DINGMAO, "step": "lessons", "answers": {"lessons": ["巳", "卯"]}},
     "lessons takes 4 upper branches, in order.", "answers.lessons"),
    ({"chart": DINGMAO, "step": "lessons", "answers": {"lessons": ["巳", "卯", "丑", "x"]}},
     "「x」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥.", "answers.lessons.4"),
    ({"chart": DINGMAO, "step": "plates", "answers": {"heaven_plate": ["戌"]}},
     "heaven_plate must be an object from earth branch to heaven branch, e.g. {\"子\": \"戌\"}.", "answers.heaven_plate"),
    ({"chart": DINGMAO, "step": "generals", "answers": {"noble": "酉"}},
     "noble must be an object with branch and direction, e.g. {\"branch\": \"酉\", \"direction\": \"順\"}.",
     "answers.noble"),
    ({"chart": DINGMAO, "step": "generals", "answers": {"noble": {"direction": "up"}}},
     "「up」 is not a direction: the generals run 順 (forward) or 逆 (backward).", "answers.noble.direction"),
    ({"chart": DINGMAO, "step": "qualities", "answers": {"void": ["戌", "戌"]}},
     "「['戌', '戌']」: the void is two different branches, e.g. 戌亥.", "answers.void"),
])
def test_bad_input_is_a_400_naming_the_field(client, body, error, field):
    response = post(client, body)
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"error": error, "field": field}


def test_a_get_is_refused_in_json_with_allow(client):
    response = client.get("/api/practice/check")
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    assert response.json() == {"error": "POST a JSON body with chart, step, answers and reveal to this address.",
                               "field": None}


def test_an_oversized_body_is_refused(client):
    response = post(client, {"chart": DINGMAO, "step": "initial", "answers": {"initial": "亥"}, "reveal": False}
                    | {"pad": "x" * 40_000})
    assert response.status_code == 400
    assert response.json() == {"error": "The body is larger than 32 KB.", "field": None}


def test_the_api_needs_no_csrf_token_it_changes_nothing(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    response = post(strict, {"chart": DINGMAO, "step": "initial", "answers": {"initial": "亥"}})
    assert response.status_code == 200
