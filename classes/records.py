"""Every change to a class, each in one transaction: making it, joining and leaving, a co-teacher, a new code, an
assignment given or taken back; the user's classes as JSON and back (`liuren-classes`, version 1)."""
from __future__ import annotations

from typing import Any, Final

from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone
from django.utils.translation import gettext

from accounts.transfer import field_problems, moment_of, problems_said, text_of
from classes.forms import AssignmentForm, ClassroomForm
from classes.models import Assignment, Classroom, Membership, new_code
from sheets.models import Sheet
from sheets.returns import sheet_page


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
    """An assignment given now (or when an imported one was given)."""
    given = {"classroom": classroom, "kind": data["kind"], "due": data.get("due"),
             "given": data.get("given") or timezone.now()}
    with transaction.atomic():
        if data["kind"] == Assignment.Kind.SHEET:
            return Assignment.objects.create(**given, sheet=data["sheet"])
        return Assignment.objects.create(**given, topic=data["topic"], questions=data["questions"],
                                         charts=data.get("chart_list", []))


def take_back(assignment: Assignment) -> None:
    with transaction.atomic():
        assignment.delete()


FORMAT: Final = "liuren-classes"
MAX_IMPORT_CLASSES: Final = 200
MAX_IMPORT_ASSIGNMENTS: Final = 500


def _assignment_record(assignment: Assignment) -> dict[str, Any]:
    record = {"kind": assignment.kind, "due": assignment.due.isoformat() if assignment.due else None,
              "given": assignment.given.isoformat()}
    if assignment.kind == Assignment.Kind.SHEET:
        return record | {"sheet": assignment.sheet.get_absolute_url()}
    return record | {"topic": assignment.topic, "questions": assignment.questions, "charts": assignment.charts}


def classes_document(user, exported: str) -> dict[str, Any]:
    """What of the classes is the user's: the classes they own, with their assignments (never their students' work,
    which is the students'), and the classes they are in under the name they showed."""
    owned = Classroom.objects.filter(owner=user).prefetch_related(
        Prefetch("assignments", queryset=Assignment.objects.select_related("sheet").order_by("given", "id")))
    memberships = Membership.objects.filter(student=user).select_related("classroom").order_by("joined", "id")
    return {
        "format": FORMAT, "version": 1, "exported": exported,
        "classes": [{"name": c.name, "description": c.description, "created": c.created.isoformat(),
                     "assignments": [_assignment_record(a) for a in c.assignments.all()]} for c in owned],
        "memberships": [{"class": m.classroom.name, "shown_name": m.shown_name, "joined": m.joined.isoformat(),
                         "left": m.left.isoformat() if m.left else None} for m in memberships],
    }


def _read_assignment(owner, record: Any, where: str) -> dict[str, Any]:
    """An exported assignment, validated as the assignment form validates it (the sheet must be one of the
    importer's own that students can open)."""
    if not isinstance(record, dict):
        raise ValueError(gettext("%(where)s must be an object.") % {"where": where})
    data = {"kind": text_of(record, "kind", where, required=True), "topic": text_of(record, "topic", where),
            "questions": str(record.get("questions") or ""), "due": text_of(record, "due", where),
            "charts": "\n".join(record.get("charts") or []) if isinstance(record.get("charts"), list) else ""}
    if data["kind"] == Assignment.Kind.SHEET:
        match = sheet_page(text_of(record, "sheet", where, required=True), pages={"sheets:sheet"})
        sheet = Sheet.objects.of(owner).live().filter(token=match.kwargs["token"]).first() if match else None
        if sheet is None:
            raise ValueError(gettext("%(where)s: no sheet of yours is at %(address)s.")
                             % {"where": where, "address": str(record.get("sheet"))[:100]})
        data["sheet"] = str(sheet.pk)
    form = AssignmentForm(data, teacher=owner)
    if not form.is_valid():
        raise ValueError(" ".join(field_problems(form, where)))
    return form.cleaned_data | {"given": moment_of(record, "given", where)}


def read_classes(owner, document: dict[str, Any]) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Every class of an export with its assignments, validated; ValueError with every reason otherwise."""
    classes = document.get("classes")
    if not isinstance(classes, list):
        raise ValueError(gettext('The file has no list "classes".'))
    if len(classes) > MAX_IMPORT_CLASSES:
        raise ValueError(gettext("The file holds %(count)s classes; an import may hold at most %(limit)s.")
                         % {"count": f"{len(classes):,}", "limit": f"{MAX_IMPORT_CLASSES:,}"})
    read, problems, assignments = [], [], 0
    for number, record in enumerate(classes, 1):
        where = gettext("Class %(number)d") % {"number": number}
        try:
            if not isinstance(record, dict):
                raise ValueError(gettext("%(where)s must be an object.") % {"where": where})
            form = ClassroomForm({"name": text_of(record, "name", where),
                                  "description": text_of(record, "description", where)})
            if not form.is_valid():
                raise ValueError(" ".join(field_problems(form, where)))
            given = record.get("assignments") or []
            if not isinstance(given, list):
                raise ValueError(gettext('%(where)s: "assignments" must be a list.') % {"where": where})
            assignments += len(given)
            if assignments > MAX_IMPORT_ASSIGNMENTS:
                raise ValueError(gettext("An import may hold at most %(limit)s assignments.")
                                 % {"limit": f"{MAX_IMPORT_ASSIGNMENTS:,}"})
            read.append((form.cleaned_data | {"created": moment_of(record, "created", where)},
                         [_read_assignment(owner, a, gettext("%(where)s, assignment %(number)d")
                                           % {"where": where, "number": n}) for n, a in enumerate(given, 1)]))
        except ValueError as error:
            problems.append(str(error))
    if problems:
        raise ValueError(problems_said(problems))
    return read


def import_classes(owner, document: dict[str, Any]) -> int:
    """The classes of an export made again for their owner (all or nothing), each with a new code and no students:
    the members of a class join it themselves. The number of classes made."""
    read = read_classes(owner, document)
    with transaction.atomic():
        for data, assignments in read:
            classroom = Classroom.objects.create(owner=owner, name=data["name"], description=data["description"],
                                                 created=data["created"])
            classroom.teachers.add(owner)
            for assignment in assignments:
                give_assignment(classroom, assignment)
    return len(read)
