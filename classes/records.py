"""Every change to a class, each in one transaction: making it, joining and leaving, a co-teacher, a new code, an
assignment given or taken back."""
from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from classes.models import Assignment, Classroom, Membership, new_code


def create_classroom(teacher, data: dict) -> Classroom:
    with transaction.atomic():
        classroom = Classroom.objects.create(owner=teacher, name=data["name"], description=data["description"])
        classroom.teachers.add(teacher)
    return classroom


def update_classroom(classroom: Classroom, data: dict) -> None:
    with transaction.atomic():
        classroom.name, classroom.description = data["name"], data["description"]
        classroom.save(update_fields=["name", "description"])


def renew_code(classroom: Classroom) -> None:
    """A new code: the old one and its link join no one any longer."""
    with transaction.atomic():
        classroom.code = new_code()
        classroom.save(update_fields=["code"])


def join(classroom: Classroom, student, shown_name: str) -> Membership:
    """The student in the class (again, if they had left: their work counts from now on)."""
    with transaction.atomic():
        membership, made = Membership.objects.select_for_update().get_or_create(
            classroom=classroom, student=student, defaults={"shown_name": shown_name})
        if not made:
            membership.shown_name = shown_name
            if membership.left is not None:
                membership.left, membership.joined = None, timezone.now()
            membership.save(update_fields=["shown_name", "left", "joined"])
    return membership


def leave(membership: Membership) -> None:
    """Out of the class (by leaving or removed): the teachers see their work up to now, never after."""
    with transaction.atomic():
        Membership.objects.filter(pk=membership.pk, left__isnull=True).update(left=timezone.now())


def add_teacher(classroom: Classroom, user) -> None:
    with transaction.atomic():
        classroom.teachers.add(user)


def give_assignment(classroom: Classroom, data: dict) -> Assignment:
    with transaction.atomic():
        if data["kind"] == Assignment.Kind.SHEET:
            return Assignment.objects.create(classroom=classroom, kind=data["kind"], sheet=data["sheet"],
                                             due=data.get("due"))
        return Assignment.objects.create(classroom=classroom, kind=data["kind"], topic=data["topic"],
                                         questions=data["questions"], charts=data.get("chart_list", []),
                                         due=data.get("due"))


def take_back(assignment: Assignment) -> None:
    with transaction.atomic():
        assignment.delete()
