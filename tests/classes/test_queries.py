"""Every page of a class costs the same queries whatever the number of its students (classes.progress reads the
work of all of them in one query of answers to steps and one of answers to questions)."""
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.classes.conftest import RIGHT_LESSONS, WRONG_LESSONS, answer_question, practise


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


@pytest.fixture
def worked(classroom, joined, practice_sheet, assign):
    """The class with `count` more students, each having worked the sheet and the drill."""
    given = [assign(kind="sheet", sheet=practice_sheet.pk), assign(kind="drill", topic="lessons", questions=10)]
    made = 0

    def add(count):
        nonlocal made
        for _ in range(count):
            made += 1
            client = joined(f"s{made}")
            practise(client, WRONG_LESSONS)
            practise(client, RIGHT_LESSONS, attempt=2)
            answer_question(client, practice_sheet, "an answer")
        return given
    return add


@pytest.mark.parametrize("page", ["classroom", "assignment", "export"])
def test_a_teachers_page_costs_the_same_queries_for_two_students_as_for_six(as_teacher, classroom, worked, page):
    given = worked(2)
    url = {"classroom": reverse("classes:classroom", args=[classroom.pk]), "assignment": given[0].get_absolute_url(),
           "export": reverse("classes:export", args=[classroom.pk])}[page]
    few = _queries(as_teacher, url)
    worked(4)
    assert _queries(as_teacher, url) == few


def test_a_students_assignments_page_costs_the_same_queries_however_many_are_in_the_class(classroom, worked, joined):
    worked(1)
    client = joined("me")
    few = _queries(client, reverse("classes:index"))
    worked(5)
    assert _queries(client, reverse("classes:index")) == few


def test_the_report_of_an_assignment_takes_a_dozen_queries(as_teacher, worked, django_assert_max_num_queries):
    given = worked(3)
    with django_assert_max_num_queries(12):
        as_teacher.get(given[0].get_absolute_url())
