"""The drills' machine interface: GET /api/drills/next, POST /api/drills/answer (docs/api.md)."""
import json

import pytest
from django.test import Client
from django.urls import reverse

from drills.models import Attempt

pytestmark = pytest.mark.django_db

DINGMAO = {"day": "丁卯", "general": "亥", "hour": "丑"}


@pytest.fixture
def api():
    """A client that keeps Django's CSRF check, as a browser's script meets it: the token from `next`'s cookie."""
    client = Client(enforce_csrf_checks=True)

    def post(body, raw=None):
        token = client.cookies["csrftoken"].value if "csrftoken" in client.cookies else ""
        return client.post(reverse("drills:api_answer"), raw if raw is not None else json.dumps(body),
                           content_type="application/json", headers={"X-CSRFToken": token})
    client.answer = post
    return client


def test_next_gives_a_question_with_its_chart_step_and_the_answers_asked(api):
    response = api.get(reverse("drills:api_next"), {"topic": "lessons"})
    assert response.status_code == 200
    question = response.json()["question"]
    assert (question["topic"], question["step"]) == ("lessons", "lessons")
    assert question["answers"] == ["lessons.1", "lessons.2", "lessons.3", "lessons.4"]
    assert set(question["chart"]) >= {"day", "general", "hour", "v"}


def test_the_round_trip_next_then_answer_is_marked_kept_and_scheduled(api):
    question = api.get(reverse("drills:api_next"), {"topic": "noble"}).json()["question"]
    question["chart"] = DINGMAO   # the night noble of 丁 is 酉 (六壬大全: 丙丁豬雞位)
    response = api.answer({"topic": "noble", "chart": question["chart"], "step": question["step"],
                           "answers": {"noble": {"branch": "酉"}}})
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["correct"] is True and data["attempt"] == 1
    assert data["mastery"] == {"percent": 100, "right": 1, "of": 1, "answered": 1}
    assert data["fields"]["noble.branch"]["expected"] == "酉"
    assert data["next_review"] > "2000"
    again = api.answer({"topic": "noble", "chart": DINGMAO, "step": "generals", "answers": {"noble": {"branch": "亥"}}})
    assert again.json()["correct"] is False and again.json()["mastery"]["percent"] == 50


def test_an_answer_without_the_csrf_token_is_refused(api):
    response = Client(enforce_csrf_checks=True).post(reverse("drills:api_answer"), "{}",
                                                     content_type="application/json")
    assert response.status_code == 403
    assert not Attempt.objects.exists()


@pytest.mark.parametrize("body, raw, field", [
    (None, "not json", None),
    (None, "[" * 5000 + "]" * 5000, None),
    (None, '{"topic": "lessons", "chart": {"day": "丁卯\\u0000"}, "step": "lessons", "answers": {}}', "chart.day"),
    ({"topic": "no-such", "chart": DINGMAO, "step": "lessons", "answers": {"lessons": "巳卯丑亥"}}, None, "topic"),
    ({"chart": DINGMAO, "step": "lessons", "answers": {"lessons": "巳卯丑亥"}}, None, "topic"),
    ({"topic": "lessons", "chart": DINGMAO, "step": "plates", "answers": {"heaven_plate": {"子": "戌"}}}, None, "step"),
    ({"topic": "lessons", "chart": {"day": "甲丑", "general": "亥", "hour": "丑"}, "step": "lessons", "answers": {}},
     None, "chart.day"),
    ({"topic": "lessons", "chart": DINGMAO, "step": "lessons", "answers": {"lessons": ["亥"] * 9}}, None, "answers.lessons"),
    ({"topic": ["lessons"], "chart": DINGMAO, "step": "lessons", "answers": {"lessons": "巳卯丑亥"}}, None, "topic"),
])
def test_bad_input_is_a_400_json_naming_the_field(api, body, raw, field):
    api.get(reverse("drills:api_next"), {"topic": "lessons"})
    response = api.answer(body, raw)
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json()["field"] == field
    assert response.json()["error"]
    assert not Attempt.objects.exists()


def test_next_refuses_a_topic_it_does_not_know_with_a_400_json(api):
    response = api.get(reverse("drills:api_next"), {"topic": "no-such"})
    assert response.status_code == 400
    assert response.json()["field"] == "topic"


def test_answer_is_post_only(api):
    response = api.get(reverse("drills:api_answer"))
    assert response.status_code == 405
    assert response["Allow"] == "POST"


def test_a_review_with_nothing_due_gives_no_question(api):
    assert api.get(reverse("drills:api_next"), {"mode": "review"}).json() == {"question": None, "due_today": 0}


def test_next_answers_any_method_but_get_with_a_405_json(client):
    response = client.post(reverse("drills:api_next"))
    assert response.status_code == 405 and response.json()["field"] is None
    assert response["Allow"] == "GET, HEAD"
