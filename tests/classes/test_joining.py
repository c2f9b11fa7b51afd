"""A class is made by a teacher and joined by its code or its link; the teacher can renew the code, remove a student
and add a co-teacher; a student can leave. Refusals stand beside their fields, never a 500."""
import pytest
from django.test import Client
from django.urls import reverse

from classes.models import Membership
from tests.classes.conftest import words


def test_a_teacher_makes_a_class_and_teaches_it(classroom, teacher):
    assert classroom.owner == teacher
    assert list(classroom.teachers.all()) == [teacher]


def test_a_class_without_a_name_is_refused_beside_the_field(as_teacher):
    response = as_teacher.post(reverse("classes:new"), {"name": "", "description": ""})
    assert response.status_code == 400
    assert "Give the class a name." in response.content.decode()


def test_a_student_joins_by_the_code_under_the_name_they_choose(classroom, joined):
    joined("s1", "Ann")
    assert list(classroom.memberships.values_list("shown_name", flat=True)) == ["Ann"]


def test_the_join_link_fills_in_the_code(classroom, make_user):
    client = Client()
    client.force_login(make_user("s1"))
    response = client.get(reverse("classes:join"), {"code": classroom.code})
    assert f'value="{classroom.code}"' in response.content.decode()


def test_a_code_is_read_whatever_its_case_and_spaces(classroom, make_user):
    client = Client()
    client.force_login(make_user("s1"))
    response = client.post(reverse("classes:join"), {"code": f"  {classroom.code.lower()} ", "shown_name": "Ann"})
    assert response.status_code == 302


def test_a_renewed_code_joins_no_one_and_says_so(as_teacher, classroom, make_user):
    old = classroom.code
    as_teacher.post(reverse("classes:renew", args=[classroom.pk]))
    classroom.refresh_from_db()
    assert classroom.code != old
    client = Client()
    client.force_login(make_user("s1"))
    response = client.post(reverse("classes:join"), {"code": old, "shown_name": "Ann"})
    assert response.status_code == 400
    assert "No class has this code" in response.content.decode()


@pytest.mark.parametrize("code, name", [("A" * 10_000, "Ann"), ("AB\x00CD", "Ann"), ("", ""), ("X", "名" * 61),
                                        ("X", "a\x00b")])
def test_hostile_input_to_joining_is_refused_beside_the_field(classroom, make_user, code, name):
    client = Client()
    client.force_login(make_user("s1"))
    response = client.post(reverse("classes:join"), {"code": code, "shown_name": name})
    assert response.status_code == 400
    assert "field-error" in response.content.decode()
    assert not Membership.objects.exists()


def test_joining_twice_keeps_one_membership_with_the_last_name(classroom, joined, make_user):
    client = joined("s1", "Ann")
    client.post(reverse("classes:join"), {"code": classroom.code, "shown_name": "Annie"})
    assert list(classroom.memberships.values_list("shown_name", flat=True)) == ["Annie"]


def test_a_teacher_cannot_join_their_own_class(as_teacher, classroom):
    response = as_teacher.post(reverse("classes:join"), {"code": classroom.code, "shown_name": "T"})
    assert response.status_code == 400
    assert "You teach this class." in response.content.decode()


def test_a_student_leaves_and_the_class_is_no_longer_theirs(classroom, joined):
    client = joined("s1")
    client.post(reverse("classes:leave", args=[classroom.pk]))
    assert classroom.memberships.get().left is not None
    assert client.get(reverse("classes:classroom", args=[classroom.pk])).status_code == 404


def test_a_teacher_removes_a_student_who_keeps_a_left_time(as_teacher, classroom, joined):
    client = joined("s1", "Ann")
    membership = classroom.memberships.get()
    as_teacher.post(reverse("classes:remove", args=[classroom.pk, membership.pk]))
    membership.refresh_from_db()
    assert membership.left is not None
    assert client.get(reverse("classes:classroom", args=[classroom.pk])).status_code == 404


def test_a_student_who_left_can_join_again(classroom, joined):
    client = joined("s1", "Ann")
    client.post(reverse("classes:leave", args=[classroom.pk]))
    client.post(reverse("classes:join"), {"code": classroom.code, "shown_name": "Ann"})
    assert classroom.memberships.get().left is None


def test_the_owner_adds_a_co_teacher_by_username_who_then_sees_the_class(as_teacher, classroom, make_user):
    colleague = make_user("colleague")
    response = as_teacher.post(reverse("classes:teachers", args=[classroom.pk]), {"username": "colleague"})
    assert response.status_code == 302
    client = Client()
    client.force_login(colleague)
    assert client.get(reverse("classes:classroom", args=[classroom.pk])).status_code == 200


def test_an_unknown_co_teacher_is_refused_beside_the_field(as_teacher, classroom):
    response = as_teacher.post(reverse("classes:teachers", args=[classroom.pk]), {"username": "nobody"})
    assert response.status_code == 400
    assert "No account has this username." in response.content.decode()


def test_a_co_teacher_cannot_add_another(as_teacher, classroom, make_user):
    colleague, third = make_user("colleague"), make_user("third")
    classroom.teachers.add(colleague)
    client = Client()
    client.force_login(colleague)
    response = client.post(reverse("classes:teachers", args=[classroom.pk]), {"username": third.username})
    assert response.status_code == 403


def test_the_teacher_edits_the_class(as_teacher, classroom):
    response = as_teacher.post(reverse("classes:edit", args=[classroom.pk]), {"name": "癸班", "description": ""})
    assert response.status_code == 302
    classroom.refresh_from_db()
    assert classroom.name == "癸班"


def test_the_roster_shows_only_the_names_members_chose(classroom, joined):
    client = joined("s1", "Ann")
    joined("s2", "Bo")
    page = words(client.get(reverse("classes:classroom", args=[classroom.pk])))
    assert "Ann" in page and "Bo" in page and "s2" not in page


def test_every_change_needs_the_csrf_token(classroom, teacher):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(teacher)
    assert strict.post(reverse("classes:renew", args=[classroom.pk])).status_code == 403


def test_guessing_codes_is_paused_after_thirty_tries_an_hour(settings, classroom, make_user):
    import uuid

    from classes.views import JOINS_AN_HOUR

    settings.RATELIMIT_ENABLE = True
    settings.CACHES = {**settings.CACHES, "limits": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                                     "LOCATION": f"limits-{uuid.uuid4()}"}}
    settings.RATELIMIT_USE_CACHE = "limits"
    client = Client()
    client.force_login(make_user("guesser"))
    for n in range(JOINS_AN_HOUR):
        assert client.post(reverse("classes:join"), {"code": f"GUESS{n}", "shown_name": "x"}).status_code == 400
    response = client.post(reverse("classes:join"), {"code": classroom.code, "shown_name": "x"})
    assert response.status_code == 429
    assert not classroom.memberships.exists()
