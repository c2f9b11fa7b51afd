"""The drills, rendered in-process for a student with 10,000 answers (issue 42).

Budgets: a question served ≤ 20 ms (one client: the drill page of a topic, and /api/drills/next); the progress
page ≤ 100 ms. The student's answers are spread over the last year, a few topics a day, with 600 review cards
and 100 mistakes kept; each page is asked as their signed-in browser asks it, through every middleware, and its
queries are counted (the same whatever the number of answers: tests/drills/test_keeping.py). A throwaway test
database holds it all; nothing touches db.sqlite3.
"""
from __future__ import annotations

import datetime as dt

from bench.bench_users import cpu_median_us, test_database
from bench.timing import measure, report, site_client

QUESTION_BUDGET_US = 20_000
PROGRESS_BUDGET_US = 100_000
ANSWERS, CARDS, MISTAKES = 10_000, 600, 100


def fill(owner) -> None:
    from django.utils import timezone

    from drills.models import Attempt, Card, Mistake
    from drills.study import reviewed
    from drills.topics import TOPICS, drawn_question

    now = timezone.now()
    questions = [drawn_question(TOPICS[n % len(TOPICS)], seed=n) for n in range(CARDS)]
    Attempt.objects.bulk_create([
        Attempt(owner=owner, topic=q.topic.slug, chart=q.query, step=q.topic.step, given={}, expected={},
                correct=n % 3 != 0, attempt=1 + n // CARDS, answered=now - dt.timedelta(minutes=53 * (ANSWERS - n)))
        for n, q in ((n, questions[n % CARDS]) for n in range(ANSWERS))])
    cards = []
    for n, q in enumerate(questions):
        card = reviewed(None, True, now - dt.timedelta(days=n % 30))
        cards.append(Card(owner=owner, topic=q.topic.slug, ke=q.ke, chart=q.query, memory=card.to_dict(),
                          due=card.due))
    Card.objects.bulk_create(cards, ignore_conflicts=True)
    Mistake.objects.bulk_create([Mistake(owner=owner, topic=q.topic.slug, chart=q.query, step=q.topic.step,
                                         given={}, expected={}) for q in questions[:MISTAKES]],
                                ignore_conflicts=True)


def main() -> None:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from django.urls import reverse

    with test_database(), site_client() as client:
        owner = get_user_model().objects.create_user("bench-student")
        fill(owner)
        client.force_login(owner)
        drill = reverse("drills:drill")
        pages = [
            ("a question: the drill page of the lessons", drill + "?topic=lessons&mode=review", QUESTION_BUDGET_US),
            ("a question: the drill page of a method", drill + "?topic=method-shehai", QUESTION_BUDGET_US),
            ("a question: GET /api/drills/next", reverse("drills:api_next") + "?topic=plates", QUESTION_BUDGET_US),
            ("progress of 10,000 answers", reverse("drills:progress"), PROGRESS_BUDGET_US),
            ("the drills page (mastery, due today)", reverse("drills:index"), None),
            ("the mistakes (100)", reverse("drills:mistakes"), None),
        ]
        print("(wall clock, then the process's own CPU time: on a shared machine the second is the steadier figure)")
        for label, url, budget in pages:
            assert client.get(url).status_code == 200, url
            with CaptureQueriesContext(connection) as queries:
                client.get(url)
            count = len(queries.captured_queries)
            report(label, measure(lambda url=url: client.get(url), repeat=40, warmup=5), budget)
            print(f"{'':<48} CPU median {cpu_median_us(lambda url=url: client.get(url), 40):>7,.1f} µs   "
                  f"{count} queries")
