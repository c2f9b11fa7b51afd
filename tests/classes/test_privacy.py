"""A student's work on a class's assignments is theirs and the class's teachers', nobody else's: every page of a class
is a 404 to another student and another teacher, a sign-in to the anonymous; a teacher sees no work after a student
left, nor any work outside the assignments; deleting an account deletes the work."""
import pytest
from django.test import Client
from django.urls import reverse

from classes.models import Membership
from drills.models import Attempt
from tests.classes.conftest import RIGHT_LESSONS, WRONG_LESSONS, practise, words


@pytest.fixture
def pages(classroom, joined, assign):
    joined("s1", "Ann")
    given = assign(kind="drill", topic="lessons", questions=10)
    member = classroom.memberships.get().pk
    args = [classroom.pk]
    return {
        "classroom": ("get", reverse("classes:classroom", args=args)),
        "edit": ("get", reverse("classes:edit", args=args)),
        "assign": ("get", reverse("classes:assign", args=args)),
        "export": ("get", reverse("classes:export", args=args)),
        "assignment": ("get", given.get_absolute_url()),
        "student": ("get", reverse("classes:student", args=[classroom.pk, member])),
        "renew": ("post", reverse("classes:renew", args=args)),
        "teachers": ("post", reverse("classes:teachers", args=args)),
        "leave": ("post", reverse("classes:leave", args=args)),
        "remove": ("post", reverse("classes:remove", args=[classroom.pk, member])),
        "take back": ("post", reverse("classes:take_back", args=[classroom.pk, given.pk])),
    }


PAGES = ("classroom", "edit", "assign", "export", "assignment", "student", "renew", "teachers", "leave", "remove",
         "take back")


@pytest.mark.parametrize("page", PAGES)
def test_another_student_finds_nothing_at_any_page_of_the_class(pages, make_user, page):
    client = Client()
    client.force_login(make_user("outsider"))
    method, url = pages[page]
    assert getattr(client, method)(url).status_code == 404


@pytest.mark.parametrize("page", PAGES)
def test_another_teacher_finds_nothing_at_any_page_of_the_class(pages, make_user, page):
    client = Client()
    other = make_user("other-teacher")
    client.force_login(other)
    client.post(reverse("classes:new"), {"name": "their own class", "description": ""})
    method, url = pages[page]
    assert getattr(client, method)(url).status_code == 404


@pytest.mark.parametrize("page", PAGES)
def test_the_anonymous_are_sent_to_sign_in_from_any_page_of_the_class(pages, page):
    method, url = pages[page]
    response = getattr(Client(), method)(url)
    assert response.status_code == 302 and response["Location"].startswith(reverse("accounts:login"))


@pytest.mark.parametrize("page", ("edit", "assign", "export", "student", "renew", "teachers", "remove", "take back"))
def test_a_member_may_not_use_the_teachers_pages(pages, classroom, joined, page):
    client = joined("s2", "Bo")
    method, url = pages[page]
    assert getattr(client, method)(url).status_code == 403


def test_a_member_sees_the_roster_names_and_only_their_own_work(classroom, joined, assign):
    given = assign(kind="drill", topic="lessons", questions=10)
    ann, bo = joined("s1", "Ann"), joined("s2", "Bo")
    practise(ann, WRONG_LESSONS)
    response = bo.get(given.get_absolute_url())
    assert "works" not in response.context and "mistakes" not in response.context
    assert "亥" not in words(response)
    roster = bo.get(reverse("classes:classroom", args=[classroom.pk]))
    assert "table" not in roster.context and roster.context["roster"] == ["Ann", "Bo"]


def test_work_after_leaving_is_not_the_teachers_to_see(as_teacher, classroom, joined, assign):
    given = assign(kind="drill", topic="lessons", questions=10)
    client = joined("s1", "Ann")
    practise(client, RIGHT_LESSONS)
    client.post(reverse("classes:leave", args=[classroom.pk]))
    practise(client, WRONG_LESSONS)
    response = as_teacher.get(given.get_absolute_url())
    assert response.context["works"][0].done_count == 1
    assert response.context["mistakes"] == []


def test_a_teacher_sees_no_drill_outside_the_assignments(as_teacher, classroom, joined, assign):
    given = assign(kind="drill", topic="plates", questions=10)
    client = joined("s1", "Ann")
    practise(client, WRONG_LESSONS)  # lessons: not what was assigned
    membership = classroom.memberships.get()
    assert as_teacher.get(given.get_absolute_url()).context["mistakes"] == []
    assert as_teacher.get(reverse("classes:student", args=[classroom.pk, membership.pk])).context["masteries"] == []


def test_deleting_an_account_deletes_its_work_and_membership(classroom, joined, assign, django_user_model):
    assign(kind="drill", topic="lessons", questions=10)
    client = joined("s1", "Ann")
    practise(client, RIGHT_LESSONS)
    django_user_model.objects.get(username="s1").delete()
    assert not Membership.objects.exists() and not Attempt.objects.exists()


def test_deleting_the_owners_account_deletes_the_class(classroom, teacher):
    teacher.delete()
    assert not type(classroom).objects.exists()
