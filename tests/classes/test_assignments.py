"""Assignments: a lesson sheet (done when its practice steps and questions are answered) or a drill (done when its
questions are answered, on its fixed charts if it has some). A signed-in student's practice is kept as drills'
answers, which is what an assignment counts."""
from urllib.parse import parse_qsl

from django.test import Client
from django.urls import reverse

from classes.progress import class_work
from drills.models import Attempt
from tests.classes.conftest import DINGMAO, RIGHT_LESSONS, WRONG_LESSONS, answer_question, practise, words


def _work(classroom, client_user, assignment):
    found = class_work(classroom)
    membership = next(m for m in found.memberships if m.student == client_user)
    return found.work(membership, next(a for a in found.assignments if a.pk == assignment.pk))


def test_a_signed_in_students_practice_step_is_kept_as_a_drills_answer(make_user):
    client = Client()
    client.force_login(user := make_user("s1"))
    practise(client, WRONG_LESSONS)
    attempt = Attempt.objects.get(owner=user)
    assert (attempt.topic, attempt.step, attempt.chart, attempt.correct) == ("lessons", "lessons", DINGMAO, False)
    assert attempt.given["lessons.1"] == "亥"


def test_an_anonymous_students_practice_keeps_nothing_in_the_database(client, db):
    practise(client, WRONG_LESSONS)
    assert not Attempt.objects.exists()


def test_a_sheet_is_done_when_its_practice_steps_and_questions_are_answered(classroom, joined, practice_sheet, assign,
                                                                           django_user_model):
    given = assign(kind="sheet", sheet=practice_sheet.pk)
    client = joined("s1")
    user = django_user_model.objects.get(username="s1")
    practise(client, RIGHT_LESSONS)
    assert not _work(classroom, user, given).done
    answer_question(client, practice_sheet, "二課")
    assert _work(classroom, user, given).done


def test_a_wrong_first_answer_alone_leaves_the_step_to_do(classroom, joined, practice_sheet, assign,
                                                         django_user_model):
    given = assign(kind="sheet", sheet=practice_sheet.pk)
    practise(joined("s1"), WRONG_LESSONS)
    assert _work(classroom, django_user_model.objects.get(username="s1"), given).done_count == 0


def test_a_private_sheet_cannot_be_assigned_and_says_why(as_teacher, classroom, new_sheet):
    sheet = new_sheet(visibility="private")
    response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]), {"kind": "sheet", "sheet": sheet.pk})
    assert response.status_code == 400
    assert "This sheet is private" in response.content.decode()


def test_another_teachers_sheet_cannot_be_assigned(as_teacher, classroom, new_sheet, stranger_client):
    sheet = new_sheet(visibility="link", client=stranger_client)
    response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]), {"kind": "sheet", "sheet": sheet.pk})
    assert response.status_code == 400


def test_a_drill_counts_the_answers_of_its_topic_given_after_it_was_assigned(classroom, joined, assign,
                                                                           django_user_model):
    client = joined("s1")
    practise(client, RIGHT_LESSONS)  # before the assignment: not part of it
    given = assign(kind="drill", topic="lessons", questions=10)
    user = django_user_model.objects.get(username="s1")
    assert _work(classroom, user, given).done_count == 0
    for _ in range(9):
        practise(client, RIGHT_LESSONS)
    assert not _work(classroom, user, given).done
    practise(client, WRONG_LESSONS)
    assert _work(classroom, user, given).done


def test_a_drill_on_fixed_charts_counts_only_those_charts(classroom, joined, assign, django_user_model):
    given = assign(kind="drill", topic="lessons", charts="/ke/丁卯/亥/丑/\n")
    assert given.charts == [DINGMAO]
    client = joined("s1")
    user = django_user_model.objects.get(username="s1")
    practise(client, RIGHT_LESSONS, chart="day=甲子&general=子&hour=子&v=1")
    assert not _work(classroom, user, given).done
    practise(client, RIGHT_LESSONS)
    assert _work(classroom, user, given).done


def test_a_drill_assignment_links_to_the_drill_with_its_parameters(classroom, joined, assign):
    given = assign(kind="drill", topic="plates", questions=30)
    page = joined("s1").get(given.get_absolute_url()).content.decode()
    link = reverse("drills:drill") + "?topic=plates&amp;n=30"
    assert link in page


def test_fixed_charts_on_a_topic_that_is_not_a_step_are_refused_beside_the_field(as_teacher, classroom):
    response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]),
                               {"kind": "drill", "topic": "noble", "questions": 10, "charts": "/ke/丁卯/亥/丑/"})
    assert response.status_code == 400
    assert "Fixed charts are for a topic that is a step of the chart." in response.content.decode()


def test_a_line_that_is_no_chart_is_refused_with_its_number(as_teacher, classroom):
    response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]),
                               {"kind": "drill", "topic": "lessons", "questions": 10,
                                "charts": "/ke/丁卯/亥/丑/\n/classics/"})
    assert response.status_code == 400
    assert "Line 2" in response.content.decode()


def test_a_number_of_questions_the_drill_page_does_not_run_is_refused_beside_the_field(as_teacher, classroom):
    for questions in ("0", "2", "51", "9" * 40, "x", "10\x00"):
        response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]),
                                   {"kind": "drill", "topic": "lessons", "questions": questions})
        assert response.status_code == 400, questions


def test_a_student_sees_what_is_left(classroom, joined, practice_sheet, assign):
    assign(kind="sheet", sheet=practice_sheet.pk, due="2030-01-31")
    client = joined("s1")
    practise(client, RIGHT_LESSONS)
    page = words(client.get(reverse("classes:index")))
    assert "1 of 2 done" in page and "due 2030-01-31" in page


def test_the_teacher_takes_an_assignment_back(as_teacher, classroom, assign):
    given = assign(kind="drill", topic="lessons", questions=10)
    as_teacher.post(reverse("classes:take_back", args=[classroom.pk, given.pk]))
    assert not classroom.assignments.exists()


def test_fixed_charts_link_to_their_practice_pages(classroom, joined, assign):
    given = assign(kind="drill", topic="lessons", charts="/ke/丁卯/亥/丑/")
    page = joined("s1").get(given.get_absolute_url()).content.decode()
    assert reverse("practice:practice") + "?" in page
    assert dict(parse_qsl(given.charts[0]))["day"] == "丁卯"
