"""Who keeps a student's study: the session, then their account on sign-up; theirs alone; exported and imported
without loss; deleted with the account; the progress page's queries the same whatever the number of answers."""
import datetime as dt
import json
from unittest import mock

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from drills.models import Attempt, Card, Mistake
from drills.records import FORMAT, study_document
from tests.drills.conftest import DINGMAO, RIGHT_LESSONS, WRONG_LESSONS, text

pytestmark = pytest.mark.django_db


def test_an_anonymous_students_progress_is_kept_in_the_session(client, answer):
    answer(client, WRONG_LESSONS)
    assert "You wrote 亥; the answer is 巳." in text(client.get(reverse("drills:mistakes")))
    assert not Attempt.objects.exists()


def test_signing_up_keeps_the_progress_made_before(client, answer, django_user_model):
    answer(client, WRONG_LESSONS)
    answer(client, RIGHT_LESSONS)
    response = client.post(reverse("accounts:signup"), {"username": "newcomer", "password1": "a long pass phrase 42",
                                                        "password2": "a long pass phrase 42"})
    assert response.status_code == 302
    user = django_user_model.objects.get(username="newcomer")
    assert list(Attempt.objects.filter(owner=user).values_list("correct", "attempt")) == [(False, 1), (True, 2)]
    assert Card.objects.get(owner=user).ke == "丁卯/10"
    assert Mistake.objects.get(owner=user).put_right == 1
    assert "put right once" in client.get(reverse("drills:mistakes")).content.decode()


def test_a_students_mistakes_are_theirs_alone(as_student, answer, client, django_user_model):
    answer(as_student, WRONG_LESSONS)
    other = django_user_model.objects.create_user("other")
    client.force_login(other)
    assert "You wrote" not in text(client.get(reverse("drills:mistakes")))
    assert "0 days in a row" in text(client.get(reverse("drills:progress")))


def test_the_study_goes_with_the_account(as_student, student, answer):
    answer(as_student, WRONG_LESSONS)
    response = as_student.post(reverse("accounts:delete"), {"password": "a long pass phrase 42", "confirm": "on"})
    assert response.status_code == 302
    assert not (Attempt.objects.exists() or Card.objects.exists() or Mistake.objects.exists())


def _import(client, document, name="drills.json"):
    upload = SimpleUploadedFile(name, json.dumps(document, ensure_ascii=False).encode(), "application/json")
    return client.post(reverse("drills:import"), {"file": upload})


def test_an_export_imported_into_another_account_gives_back_the_same_study(as_student, student, answer, client,
                                                                              django_user_model):
    answer(as_student, WRONG_LESSONS)
    answer(as_student, RIGHT_LESSONS)
    answer(as_student, {"noble.branch": "亥"}, topic="noble")
    exported = json.loads(as_student.get(reverse("drills:export")).content)
    assert exported["format"] == FORMAT and len(exported["answers"]) == 3
    heir = django_user_model.objects.create_user("heir")
    client.force_login(heir)
    assert _import(client, exported).status_code == 302
    again = study_document(heir, exported["exported"])
    assert again == exported


def test_importing_the_same_export_twice_doubles_nothing(as_student, student, answer):
    answer(as_student, WRONG_LESSONS)
    exported = json.loads(as_student.get(reverse("drills:export")).content)
    _import(as_student, exported)
    assert Attempt.objects.filter(owner=student).count() == 1
    assert Mistake.objects.filter(owner=student).count() == 1


@pytest.mark.parametrize("change, reason", [
    (lambda d: d["answers"][0].update(topic="no-such"), 'Answer 1: "topic" is not one this site knows.'),
    (lambda d: d["answers"][0].update(chart="day=\x00"), 'Answer 1: "chart" is not one this site knows.'),
    (lambda d: d["answers"][0].update(step="plates"), 'Answer 1: "step" is not one this site knows.'),
    (lambda d: d["answers"][0].update(given={"lessons.1": [[["亥"]]]}), 'Answer 1: "given" is not one this site'),
    (lambda d: d["answers"][0].update(attempt=10**12), 'Answer 1: "attempt" is not one this site knows.'),
    (lambda d: d["answers"][0].update(answered="9999-12-31T23:59:59-01:00"), "between the years 1 and 9999"),
    (lambda d: d["cards"][0].update(memory={"due": "soon"}), 'Card 1: "memory" is not one this site knows.'),
    (lambda d: d["cards"][0].update(ke="丁卯/99"), 'Card 1: "ke" is not one this site knows.'),
    (lambda d: d["mistakes"][0].update(put_right=2), 'Mistake 1: "put_right" is not one this site knows.'),
    (lambda d: d.pop("cards"), 'The file has no list "cards".'),
])
def test_an_import_that_cannot_be_read_is_refused_whole_with_the_reason(as_student, student, answer, change, reason,
                                                                        client, django_user_model):
    answer(as_student, WRONG_LESSONS)
    exported = json.loads(as_student.get(reverse("drills:export")).content)
    change(exported)
    heir = django_user_model.objects.create_user("heir")
    client.force_login(heir)
    response = _import(client, exported)
    assert response.status_code == 400
    assert reason in text(response)
    assert not Attempt.objects.filter(owner=heir).exists()


def test_an_import_nested_too_deep_is_refused_with_a_message(as_student):
    upload = SimpleUploadedFile("deep.json", ("[" * 10000 + "]" * 10000).encode(), "application/json")
    response = as_student.post(reverse("drills:import"), {"file": upload})
    assert response.status_code == 400


def _answers(owner, count: int) -> None:
    start = timezone.now() - dt.timedelta(days=300)
    Attempt.objects.bulk_create([
        Attempt(owner=owner, topic=("lessons", "plates", "noble")[n % 3], chart=DINGMAO, step="lessons",
                given={}, expected={}, correct=n % 4 != 0, attempt=1, answered=start + dt.timedelta(hours=n))
        for n in range(count)])


@pytest.mark.parametrize("url", ["drills:progress", "drills:index", "drills:mistakes"])
def test_a_page_costs_the_same_queries_whatever_the_number_of_answers(as_student, student, url):
    as_student.get(reverse(url))
    with CaptureQueriesContext(connection) as few:
        as_student.get(reverse(url))
    _answers(student, 500)
    with CaptureQueriesContext(connection) as many:
        as_student.get(reverse(url))
    assert len(many) == len(few)


def test_answering_costs_the_same_queries_whatever_the_number_of_answers(as_student, student, answer):
    answer(as_student, RIGHT_LESSONS)
    with CaptureQueriesContext(connection) as few:
        answer(as_student, RIGHT_LESSONS)
    _answers(student, 500)
    with CaptureQueriesContext(connection) as many:
        answer(as_student, RIGHT_LESSONS)
    assert len(many) == len(few)


def test_an_imported_card_whose_chart_is_no_chart_is_passed_over(as_student, student, answer):
    answer(as_student, RIGHT_LESSONS)
    Card.objects.create(owner=student, topic="lessons", ke="甲子/0", chart="day=甲丑&general=亥&hour=丑",
                        memory=Card.objects.get(owner=student).memory, due=timezone.now() - dt.timedelta(days=9))
    with mock.patch("django.utils.timezone.now", return_value=timezone.now() + dt.timedelta(days=1)):
        response = as_student.get(reverse("drills:drill"), {"mode": "review"})
    assert response.status_code == 200
    assert "question_chart" in response.content.decode()
