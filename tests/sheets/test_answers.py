"""A question's answer box: a signed-in student's answer is saved for them alone, shown only to them, editable,
exported with their data, imported back without loss, and deleted with their account."""
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from sheets.models import Answer
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def question_of(sheet):
    return sheet.items.get(kind="question")


def answer(client, sheet, text, came_from=None):
    item = question_of(sheet)
    data = {"text": text} | ({"from": came_from} if came_from is not None else {})
    return client.post(reverse("sheets:answer", args=[sheet.token, item.pk]), data)


def page(client, sheet):
    return unmarked(client.get(sheet.get_absolute_url()).content.decode())


def test_a_students_answer_is_saved_and_shown_in_the_box_to_them(lesson, stranger_client):
    response = answer(stranger_client, lesson, "涉害: the deepest harm.")
    assert response.status_code == 302
    assert response["Location"] == f"{lesson.get_absolute_url()}#item-{question_of(lesson).pk}"
    assert "涉害: the deepest harm.</textarea>" in page(stranger_client, lesson)


def test_an_answer_is_shown_to_no_one_else(lesson, stranger_client, as_teacher):
    answer(stranger_client, lesson, "my secret answer")
    assert "my secret answer" not in page(as_teacher, lesson)
    assert "my secret answer" not in page(Client(), lesson)


def test_an_answer_can_be_changed(lesson, stranger_client):
    answer(stranger_client, lesson, "first thought")
    answer(stranger_client, lesson, "second thought")
    assert list(Answer.objects.values_list("text", flat=True)) == ["second thought"]


def test_an_empty_answer_removes_the_saved_one(lesson, stranger_client):
    answer(stranger_client, lesson, "first thought")
    answer(stranger_client, lesson, "  ")
    assert not Answer.objects.exists()


def test_a_visitor_is_asked_to_sign_in_to_answer(lesson):
    visitor = Client()
    assert "to write your answer here; only you will see it." in page(visitor, lesson)
    response = answer(visitor, lesson, "anonymous")
    assert response.status_code == 302 and response["Location"].startswith(reverse("accounts:login"))
    assert not Answer.objects.exists()


def test_an_answer_needs_the_csrf_token(lesson, student):
    careful = Client(enforce_csrf_checks=True)
    careful.force_login(student)
    assert answer(careful, lesson, "forged").status_code == 403
    assert not Answer.objects.exists()


def test_a_private_sheet_takes_no_answer_from_another(as_teacher, new_sheet, stranger_client):
    from tests.sheets.conftest import add

    sheet = new_sheet(visibility="private")
    add(as_teacher, sheet, kind="question", text="Why?")
    assert answer(stranger_client, sheet, "because").status_code == 404
    assert not Answer.objects.exists()


def test_only_a_question_takes_an_answer(lesson, stranger_client):
    passage = lesson.items.filter(kind="passage").first()
    response = stranger_client.post(reverse("sheets:answer", args=[lesson.token, passage.pk]), {"text": "x"})
    assert response.status_code == 404


def test_a_too_long_answer_is_refused_beside_the_box(lesson, stranger_client):
    response = answer(stranger_client, lesson, "x" * 5001)
    assert response.status_code == 400
    assert "An answer may be at most 5000 characters long; it has 5001." in unmarked(response.content.decode())
    assert not Answer.objects.exists()


def test_an_answer_written_item_by_item_returns_to_that_item(lesson, stranger_client):
    number = question_of(lesson).position + 1
    work = reverse("sheets:work", args=[lesson.token, number])
    response = answer(stranger_client, lesson, "here", came_from=f"{work}#item-{question_of(lesson).pk}")
    assert response["Location"] == f"{work}#item-{question_of(lesson).pk}"


@pytest.mark.parametrize("elsewhere", ["https://evil.example/sheets/x/", "//evil.example/", "/chart/?day=丁卯", "javascript:alert(1)"])
def test_an_answer_never_returns_outside_the_sheets(lesson, stranger_client, elsewhere):
    response = answer(stranger_client, lesson, "here", came_from=elsewhere)
    assert response["Location"] == f"{lesson.get_absolute_url()}#item-{question_of(lesson).pk}"


def test_the_answers_page_lists_the_students_answers_with_their_question(lesson, stranger_client):
    answer(stranger_client, lesson, "涉害")
    listed = unmarked(stranger_client.get(reverse("sheets:answers")).content.decode())
    assert "Which method decides the <strong>first</strong> chart?" in listed
    assert "「涉害 lesson」, item 6" in listed


def exported(client):
    return json.loads(client.get(reverse("sheets:answers_export")).content)


def upload(client, document):
    content = json.dumps(document).encode()
    return client.post(reverse("sheets:answers_import"), {"file": SimpleUploadedFile("a.json", content, "application/json")})


def test_the_export_holds_each_answer_with_its_sheet_and_question(lesson, stranger_client):
    answer(stranger_client, lesson, "涉害")
    [record] = exported(stranger_client)["answers"]
    assert {k: record[k] for k in ("sheet", "sheet_title", "item", "question", "answer")} == {
        "sheet": lesson.get_absolute_url(), "sheet_title": "涉害 lesson", "item": 6,
        "question": "Which method decides the **first** chart?", "answer": "涉害"}


def test_export_then_import_gives_the_same_answers(lesson, stranger_client):
    answer(stranger_client, lesson, "涉害")
    document = exported(stranger_client)
    Answer.objects.all().delete()
    assert upload(stranger_client, document).status_code == 302
    assert exported(stranger_client)["answers"] == document["answers"]


def test_an_answer_whose_question_is_gone_is_refused_and_nothing_is_imported(lesson, stranger_client):
    answer(stranger_client, lesson, "涉害")
    document = exported(stranger_client)
    document["answers"].append(dict(document["answers"][0], item=1))
    Answer.objects.all().delete()
    response = upload(stranger_client, document)
    assert response.status_code == 400
    assert "Answer 2: item 1 of 「涉害 lesson」 is not a question." in response.context["form"].errors["file"][0]
    assert not Answer.objects.exists()


def test_deleting_the_account_deletes_its_answers(lesson, stranger_client, student):
    answer(stranger_client, lesson, "涉害")
    get_user_model().objects.filter(pk=student.pk).delete()
    assert not Answer.objects.exists()
