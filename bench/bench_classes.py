"""A class's pages, rendered in-process for a class of 40 students (issue 43).

Budgets: the report of an assignment (a sheet of 30 items: 20 charts to practise at a step, 10 questions) ≤ 150 ms;
a student's assignments page ≤ 50 ms. Every student has worked every step (a third of them wrong at the first
try, so that the common mistakes have something to count) and answered every question, and drilled the assigned
topic 10 times; each page is asked as the signed-in browser asks it, through every middleware, and its queries are
counted (the same whatever the number of students: tests/classes/test_queries.py). A throwaway test database holds
it all; nothing touches db.sqlite3.
"""
from __future__ import annotations

import datetime as dt

from bench.bench_users import cpu_median_us, test_database
from bench.timing import measure, report, site_client

REPORT_BUDGET_US = 150_000
ASSIGNMENTS_BUDGET_US = 50_000
STUDENTS, PRACTICE_ITEMS, QUESTIONS = 40, 20, 10


def fill(teacher, users):
    """The class, its two assignments (the sheet, a drill of the lessons) and every student's work on them."""
    from django.utils import timezone

    from classes.models import Assignment, Membership
    from classes.records import create_classroom
    from drills.models import Attempt
    from drills.topics import TOPIC_BY_SLUG, drawn_question
    from sheets.models import Answer, Item, Sheet

    start = timezone.now() - dt.timedelta(days=7)
    classroom = create_classroom(teacher, {"name": "壬班", "description": ""})
    sheet = Sheet.objects.create(owner=teacher, title="二十課", visibility=Sheet.Visibility.LINK)
    questions = [drawn_question(TOPIC_BY_SLUG["lessons"], seed=n) for n in range(PRACTICE_ITEMS)]
    Item.objects.bulk_create([Item(sheet=sheet, position=n, kind=Item.Kind.PRACTICE, chart=q.query, step="lessons")
                              for n, q in enumerate(questions)] +
                             [Item(sheet=sheet, position=PRACTICE_ITEMS + n, kind=Item.Kind.QUESTION,
                                   text=f"Question {n}?") for n in range(QUESTIONS)])
    given = Assignment.objects.create(classroom=classroom, kind="sheet", sheet=sheet, given=start)
    Assignment.objects.create(classroom=classroom, kind="drill", topic="lessons", questions=10, given=start)
    asked = list(sheet.items.filter(kind=Item.Kind.QUESTION))
    attempts, answers = [], []
    for s, student in enumerate(users):
        Membership.objects.create(classroom=classroom, student=student, shown_name=f"學生{s}", joined=start)
        for n, q in enumerate(questions):
            wrong_first = (s + n) % 3 == 0
            for number, correct in enumerate([False, True] if wrong_first else [True], 1):
                attempts.append(Attempt(owner=student, topic="lessons", chart=q.query, step="lessons",
                                        given={"lessons.1": "亥" if not correct else "巳"},
                                        expected={"lessons.1": "巳"}, correct=correct, attempt=number,
                                        answered=start + dt.timedelta(hours=1 + n, minutes=number)))
        answers.extend(Answer(owner=student, item=item, text="答", updated=start + dt.timedelta(days=1))
                       for item in asked)
    Attempt.objects.bulk_create(attempts)
    Answer.objects.bulk_create(answers)
    return classroom, given


def main() -> None:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from django.urls import reverse

    with test_database(), site_client() as client:
        users = get_user_model().objects
        teacher = users.create_user("bench-teacher")
        students = [users.create_user(f"bench-student-{n}") for n in range(STUDENTS)]
        classroom, given = fill(teacher, students)
        pages = [
            (teacher, "the report of a sheet (40 students, 30 items)", given.get_absolute_url(), REPORT_BUDGET_US),
            (teacher, "the class (40 students, 2 assignments)", classroom.get_absolute_url(), None),
            (teacher, "the results as CSV", reverse("classes:export", args=[classroom.pk]), None),
            (students[0], "a student's assignments page", reverse("classes:index"), ASSIGNMENTS_BUDGET_US),
        ]
        print("(wall clock, then the process's own CPU time: on a shared machine the second is the steadier figure)")
        for user, label, url, budget in pages:
            client.force_login(user)
            assert client.get(url).status_code == 200, url
            with CaptureQueriesContext(connection) as queries:
                client.get(url)
            count = len(queries.captured_queries)
            report(label, measure(lambda url=url: client.get(url), repeat=30, warmup=3), budget)
            print(f"{'':<48} CPU median {cpu_median_us(lambda url=url: client.get(url), 30):>7,.1f} µs   "
                  f"{count} queries")
