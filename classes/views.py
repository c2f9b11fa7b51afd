"""The classes' pages: thin views over classes.forms, classes.records and classes.progress.

Who sees what: a class is a 404 to anyone neither its teacher nor a member (so its existence does not leak). A
member sees the class, the roster's shown names and their own work; the teachers see everyone's work on the
class's assignments, from classes.progress only (between joining and leaving, after an assignment was given).
Editing is the teachers'; adding a co-teacher the owner's. Every page is someone's own: never cached for others.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_ratelimit.decorators import ratelimit

from accounts.throttle import import_limited
from accounts.transfer import exported_at, import_response, json_download
from classes.forms import AssignmentForm, ClassroomForm, JoinForm, TeacherForm
from classes.models import Assignment, Classroom, Membership
from classes.progress import class_work
from classes.records import (
    FORMAT,
    MAX_IMPORT_CLASSES,
    add_teacher,
    classes_document,
    create_classroom,
    give_assignment,
    import_classes,
    join,
    leave,
    renew_code,
    take_back,
    update_classroom,
)
from divination.practice.page import practice_url
from drills.topics import TOPIC_BY_SLUG

# Joining is guessing a code for someone who has none: a class joins in a minute, a script guesses slowly.
JOINS_AN_HOUR = 30


@dataclass(frozen=True)
class Place:
    """A class as the reader stands in it: as one of its teachers, or as a member."""

    classroom: Classroom
    teaching: bool
    membership: Membership | None


def _place(request, pk: int) -> Place:
    """The class if the reader teaches it or is in it; a 404 that says no more to anyone else."""
    classroom = Classroom.objects.filter(pk=pk).first()
    if classroom is not None:
        if classroom.teachers.filter(pk=request.user.pk).exists():
            return Place(classroom, True, None)
        membership = classroom.memberships.filter(student=request.user, left__isnull=True).first()
        if membership is not None:
            return Place(classroom, False, membership)
    raise Http404(gettext("No class of yours is at this address."))


def _teaching(request, pk: int) -> Classroom:
    place = _place(request, pk)
    if not place.teaching:
        raise PermissionDenied(gettext("Only the class's teachers can do this."))
    return place.classroom


def _assignment(classroom: Classroom, pk: int) -> Assignment:
    found = classroom.assignments.select_related("sheet").filter(pk=pk).first()
    if found is None:
        raise Http404(gettext("This class has no such assignment."))
    return found


def work_links(assignment: Assignment) -> list[str]:
    """Where a student works an assignment: the sheet, the drill with its parameters, or each fixed chart."""
    if assignment.kind == Assignment.Kind.SHEET:
        return [assignment.sheet.get_absolute_url()]
    if assignment.charts:
        step = TOPIC_BY_SLUG[assignment.topic].step
        return [practice_url(dict(parse_qsl(chart)), step) for chart in assignment.charts]
    return [reverse("drills:drill") + "?" + urlencode({"topic": assignment.topic, "n": assignment.questions})]


@require_safe
@login_required
@never_cache
def index(request):
    """/classes/: the classes the reader teaches, and those they are in with what is left to do."""
    teaching = Classroom.objects.filter(teachers=request.user)
    memberships = Membership.objects.filter(student=request.user, left__isnull=True).select_related("classroom")
    studying = []
    for membership in memberships:
        found = class_work(membership.classroom, request.user)
        studying.append((membership.classroom, [(a, found.work(membership, a), work_links(a))
                                                for a in found.assignments]))
    return render(request, "classes/index.html", {"teaching": teaching, "studying": studying,
                                                  "join_form": JoinForm()})


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
def new(request):
    form = ClassroomForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        classroom = create_classroom(request.user, form.cleaned_data)
        messages.success(request, gettext("The class is made: give your students its code or its link."))
        return redirect(classroom)
    return render(request, "classes/new.html", {"form": form}, status=400 if form.errors else 200)


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
@ratelimit(group="classes.join", key="user", rate=f"{JOINS_AN_HOUR}/h", method="POST")
def join_class(request):
    """/classes/join/?code=…: the class's link fills in its code; the student chooses the name the class sees."""
    form = JoinForm(request.POST or None, initial={"code": request.GET.get("code", "")[:20],
                                                   "shown_name": request.user.get_username()})
    if request.method == "POST" and form.is_valid():
        classroom = Classroom.objects.filter(code=form.cleaned_data["code"]).first()
        if classroom is None:
            form.add_error("code", gettext("No class has this code: check it with your teacher (it may have been "
                                           "renewed)."))
        elif classroom.teachers.filter(pk=request.user.pk).exists():
            form.add_error("code", gettext("You teach this class."))
        else:
            join(classroom, request.user, form.cleaned_data["shown_name"])
            messages.success(request, gettext("You are in the class 「%(name)s」.") % {"name": classroom.name})
            return redirect(classroom)
    return render(request, "classes/join.html", {"form": form}, status=400 if form.errors else 200)


def _teaching_context(request, classroom: Classroom, teacher_form: TeacherForm) -> dict:
    """A class as its teachers see it: the join code and link, each student's work, the teachers."""
    found = class_work(classroom)
    return {"classroom": classroom, "teaching": True, "assignments": found.assignments, "table": found.table(),
            "teacher_form": teacher_form, "is_owner": classroom.owner_id == request.user.pk,
            "teachers": classroom.teachers.order_by("username"),
            "join_url": request.build_absolute_uri(reverse("classes:join") + "?" + urlencode({"code": classroom.code}))}


@require_safe
@login_required
@never_cache
def classroom(request, pk):
    """A class: for its teachers the roster with each student's progress and the assignments; for a member their
    assignments and the roster's names."""
    place = _place(request, pk)
    if place.teaching:
        return render(request, "classes/classroom.html", _teaching_context(request, place.classroom, TeacherForm()))
    found = class_work(place.classroom, request.user)
    roster = place.classroom.memberships.filter(left__isnull=True).values_list("shown_name", flat=True)
    return render(request, "classes/classroom.html", {
        "classroom": place.classroom, "teaching": False, "roster": list(roster),
        "mine": [(a, found.work(place.membership, a), work_links(a)) for a in found.assignments]})


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
def edit(request, pk):
    classroom = _teaching(request, pk)
    form = ClassroomForm(request.POST or None, initial={"name": classroom.name,
                                                       "description": classroom.description})
    if request.method == "POST" and form.is_valid():
        update_classroom(classroom, form.cleaned_data)
        messages.success(request, gettext("The class is saved."))
        return redirect(classroom)
    return render(request, "classes/edit.html", {"form": form, "classroom": classroom},
                  status=400 if form.errors else 200)


@require_POST
@login_required
def renew(request, pk):
    classroom = _teaching(request, pk)
    renew_code(classroom)
    messages.success(request, gettext("The class has a new code; the old code and link join no one any longer."))
    return redirect(classroom)


@require_POST
@login_required
def teachers(request, pk):
    """The owner adds a co-teacher by username: they see and edit the class as the owner does."""
    classroom = _teaching(request, pk)
    if classroom.owner_id != request.user.pk:
        raise PermissionDenied(gettext("Only the class's owner can add a teacher."))
    form = TeacherForm(request.POST)
    if form.is_valid():
        add_teacher(classroom, form.cleaned_data["username"])
        messages.success(request, gettext("%(username)s teaches the class with you.")
                         % {"username": form.cleaned_data["username"].get_username()})
        return redirect(classroom)
    return render(request, "classes/classroom.html", _teaching_context(request, classroom, form), status=400)


@require_POST
@login_required
def remove(request, pk, member):
    classroom = _teaching(request, pk)
    membership = classroom.memberships.filter(pk=member, left__isnull=True).first()
    if membership is None:
        raise Http404(gettext("No such student is in this class."))
    leave(membership)
    messages.success(request, gettext("%(name)s is no longer in the class.") % {"name": membership.shown_name})
    return redirect(classroom)


@require_POST
@login_required
def leave_class(request, pk):
    place = _place(request, pk)
    if place.membership is None:
        raise PermissionDenied(gettext("A teacher does not leave a class of theirs this way."))
    leave(place.membership)
    messages.success(request, gettext("You left 「%(name)s」: its teachers no longer see your work from now on.")
                     % {"name": place.classroom.name})
    return redirect("classes:index")


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
def assign(request, pk):
    classroom = _teaching(request, pk)
    form = AssignmentForm(request.POST or None, teacher=request.user)
    if request.method == "POST" and form.is_valid():
        assignment = give_assignment(classroom, form.cleaned_data)
        messages.success(request, gettext("The assignment is given."))
        return redirect(assignment)
    return render(request, "classes/assign.html", {"form": form, "classroom": classroom},
                  status=400 if form.errors else 200)


@require_safe
@login_required
@never_cache
def assignment(request, pk, number):
    """An assignment: for a teacher its report (who finished, each step's shares, the common mistakes, the answers
    to the questions); for a member their own work on it."""
    place = _place(request, pk)
    found = class_work(place.classroom, None if place.teaching else request.user)
    given = next((a for a in found.assignments if a.pk == number), None)
    if given is None:
        raise Http404(gettext("This class has no such assignment."))
    context = {"classroom": place.classroom, "assignment": given, "teaching": place.teaching,
               "links": work_links(given)}
    if place.teaching:
        works = [found.work(m, given) for m in found.memberships]
        context |= {"works": works, "shares": found.shares(given), "mistakes": found.mistakes(given),
                    "questions": [(q, [(w.membership, w.answers.get(q.pk)) for w in works])
                                  for q in found.questions[given.pk]]}
    else:
        context["work"] = found.work(place.membership, given)
    return render(request, "classes/assignment.html", context)


@require_POST
@login_required
def take_back_assignment(request, pk, number):
    classroom = _teaching(request, pk)
    take_back(_assignment(classroom, number))
    messages.success(request, gettext("The assignment is taken back."))
    return redirect(classroom)


@require_safe
@login_required
@never_cache
def student(request, pk, member):
    """A member's progress on the class's assignments and their mastery by topic in them: for the teachers."""
    classroom = _teaching(request, pk)
    membership = classroom.memberships.select_related("student").filter(pk=member).first()
    if membership is None:
        raise Http404(gettext("No such student is in this class."))
    found = class_work(classroom, membership.student)
    return render(request, "classes/student.html", {
        "classroom": classroom, "membership": membership,
        "works": [(a, found.work(membership, a)) for a in found.assignments],
        "masteries": found.mastery_of(membership)})


@require_safe
@login_required
def export(request, pk):
    """The results as CSV: a row per student and assignment."""
    classroom = _teaching(request, pk)
    found = class_work(classroom)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="class-{classroom.pk}.csv"'
    response["Cache-Control"] = "private, no-store"
    rows = csv.writer(response)
    rows.writerow(["student", "left", "assignment", "kind", "due", "done", "of", "finished", "first", "second",
                   "shown"])
    for membership, works in found.table():
        for given, work in zip(found.assignments, works, strict=True):
            outcomes = list(work.outcomes.values())
            rows.writerow([_cell(membership.shown_name), membership.left.isoformat() if membership.left else "",
                           _cell(_title(given)), given.kind, given.due or "", work.done_count, work.needed,
                           "yes" if work.done else "no", outcomes.count("first"), outcomes.count("second"),
                           outcomes.count("shown")])
    return response


def _title(assignment: Assignment) -> str:
    return assignment.sheet.title if assignment.kind == Assignment.Kind.SHEET else assignment.topic


def _cell(text: str) -> str:
    """A cell a spreadsheet will not run as a formula (CSV injection)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


@require_safe
@login_required
def export_mine(request):
    """The user's classes (those they own, with their assignments) and memberships, as JSON."""
    return json_download(classes_document(request.user, exported_at()), f"classes-{request.user.get_username()}.json")


@require_http_methods(["GET", "POST"])
@login_required
@never_cache
@import_limited
def import_view(request):
    """The classes of an export made again for the user, each with a new code and no students yet."""
    def imported(document):
        count = import_classes(request.user, document)
        said = ngettext("%(count)d class is imported.", "%(count)d classes are imported.", count) % {"count": count}
        return said, reverse("classes:index")
    return import_response(request, expected_format=FORMAT, template="classes/import.html", limit=MAX_IMPORT_CLASSES,
                           imported=imported)
