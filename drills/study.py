"""Where a student's study is kept: the session for an anonymous student, the database for a signed-in one.

Both keep the same three things (drills.models): each answer, a card per (topic, 課) met with its FSRS memory
state, and the mistakes not yet put right twice. `study_of(request)` gives the right one; `answer` marks nothing
itself: it keeps what the practice checker found and schedules the card's next review. An anonymous student's
study moves into their account when they sign up or in (drills.records.keep_session_progress).
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any, Final

import fsrs
from django.conf import settings
from django.db import transaction
from django.db.models import F

from divination.practice.checker import StepCheck
from drills.models import Attempt, Card, Mistake
from drills.topics import Question

SESSION_KEY: Final = "drills"
# What a session keeps of an anonymous student's study, the oldest dropped first: a session is a cookie's worth.
SESSION_ATTEMPTS, SESSION_CARDS, SESSION_MISTAKES = 1000, 500, 200
PUT_RIGHT_TWICE: Final = 2
# The cards due looked at for the next question, earliest first: the first whose chart this site still reads.
DUE_LOOKED_AT: Final = 10


def scheduler() -> fsrs.Scheduler:
    """FSRS with the site's desired retention (settings.DRILLS_DESIRED_RETENTION, 0.9 unless set)."""
    return fsrs.Scheduler(desired_retention=settings.DRILLS_DESIRED_RETENTION)


@dataclass(frozen=True)
class Kept:
    """An answer as kept: the asked answers given and right (by flat name), whether all were right, when."""

    topic: str
    chart: str
    ke: str
    step: str
    given: dict[str, Any]
    expected: dict[str, Any]
    correct: bool
    answered: dt.datetime


@dataclass(frozen=True)
class Answered:
    """What answering did: the answer kept, its attempt number, and the card's next review."""

    kept: Kept
    attempt: int
    next_review: dt.datetime


@dataclass(frozen=True)
class Due:
    topic: str
    chart: str


@dataclass(frozen=True)
class MistakeKept:
    topic: str
    chart: str
    step: str
    given: dict[str, Any]
    expected: dict[str, Any]
    put_right: int
    updated: dt.datetime


def kept_answer(question: Question, result: StepCheck, now: dt.datetime) -> Kept:
    """The asked answers of a checked step: every one must be right (an answer left out is wrong)."""
    fields = [result.field(name) for name in question.topic.asked]
    return Kept(question.topic.slug, question.query, question.ke, question.topic.step,
                {f.name: f.given for f in fields}, {f.name: f.expected for f in fields},
                all(f.correct for f in fields), now)


def reviewed(memory: dict[str, Any] | None, correct: bool, now: dt.datetime) -> fsrs.Card:
    """The card after this answer: FSRS rates a right answer Good, a wrong one Again (forgotten)."""
    card = fsrs.Card.from_dict(memory) if memory else fsrs.Card(card_id=0, due=now)
    card, _log = scheduler().review_card(card, fsrs.Rating.Good if correct else fsrs.Rating.Again, now)
    return card


class DatabaseStudy:
    """A signed-in student's study: their rows only (every query filters on the owner)."""

    def __init__(self, user):
        self.user = user

    def answer(self, kept: Kept) -> Answered:
        with transaction.atomic():
            attempt = Attempt.objects.filter(owner=self.user, chart=kept.chart, step=kept.step).count() + 1
            Attempt.objects.create(owner=self.user, topic=kept.topic, chart=kept.chart, step=kept.step,
                                   given=kept.given, expected=kept.expected, correct=kept.correct, attempt=attempt,
                                   answered=kept.answered)
            held = Card.objects.select_for_update().filter(owner=self.user, topic=kept.topic, ke=kept.ke).first()
            card = reviewed(held.memory if held else None, kept.correct, kept.answered)
            Card.objects.update_or_create(owner=self.user, topic=kept.topic, ke=kept.ke,
                                          defaults={"chart": kept.chart, "memory": card.to_dict(), "due": card.due})
            question = {"owner": self.user, "topic": kept.topic, "chart": kept.chart, "step": kept.step}
            if not kept.correct:
                Mistake.objects.update_or_create(**question, defaults={
                    "given": kept.given, "expected": kept.expected, "put_right": 0, "updated": kept.answered})
            elif Mistake.objects.filter(**question).update(put_right=F("put_right") + 1, updated=kept.answered):
                Mistake.objects.filter(**question, put_right__gte=PUT_RIGHT_TWICE).delete()
        return Answered(kept, attempt, card.due)

    def due(self, topic: str | None, now: dt.datetime) -> list[Due]:
        cards = Card.objects.filter(owner=self.user, due__lte=now)
        if topic:
            cards = cards.filter(topic=topic)
        return [Due(*found) for found in cards.order_by("due", "id").values_list("topic", "chart")[:DUE_LOOKED_AT]]

    def due_count(self, until: dt.datetime) -> int:
        return Card.objects.filter(owner=self.user, due__lte=until).count()

    def rows(self) -> list[tuple[str, bool, dt.datetime]]:
        """Every answer's topic, whether it was right and when, oldest first."""
        return list(Attempt.objects.filter(owner=self.user).order_by("answered", "id")
                    .values_list("topic", "correct", "answered"))

    def mistakes(self, topic: str | None = None, only_open: bool = False) -> list[MistakeKept]:
        found = Mistake.objects.filter(owner=self.user)
        if topic:
            found = found.filter(topic=topic)
        if only_open:
            found = found.filter(put_right=0)
        return [MistakeKept(m.topic, m.chart, m.step, m.given, m.expected, m.put_right, m.updated)
                for m in found.order_by("updated", "id")]


class SessionStudy:
    """An anonymous student's study, in their session (JSON: times as ISO text)."""

    def __init__(self, session):
        self.session = session
        self.data = session.get(SESSION_KEY) or {"answers": [], "cards": {}, "mistakes": {}}

    def _save(self) -> None:
        self.data["answers"] = self.data["answers"][-SESSION_ATTEMPTS:]
        self.data["cards"] = dict(list(self.data["cards"].items())[-SESSION_CARDS:])
        self.data["mistakes"] = dict(list(self.data["mistakes"].items())[-SESSION_MISTAKES:])
        self.session[SESSION_KEY] = self.data

    def answer(self, kept: Kept) -> Answered:
        attempt = 1 + sum(1 for a in self.data["answers"] if a["chart"] == kept.chart and a["step"] == kept.step)
        self.data["answers"].append({"topic": kept.topic, "chart": kept.chart, "step": kept.step,
                                      "given": kept.given, "expected": kept.expected, "correct": kept.correct,
                                      "attempt": attempt, "answered": kept.answered.isoformat()})
        key = f"{kept.topic}|{kept.ke}"
        held = self.data["cards"].pop(key, None)
        card = reviewed(held["memory"] if held else None, kept.correct, kept.answered)
        self.data["cards"][key] = {"topic": kept.topic, "ke": kept.ke, "chart": kept.chart,
                                   "memory": card.to_dict(), "due": card.due.isoformat()}
        question = f"{kept.topic}|{kept.chart}|{kept.step}"
        mistake = self.data["mistakes"].pop(question, None)
        if not kept.correct:
            mistake = {"topic": kept.topic, "chart": kept.chart, "step": kept.step, "given": kept.given,
                       "expected": kept.expected, "put_right": 0, "updated": kept.answered.isoformat()}
        elif mistake is not None:
            mistake |= {"put_right": mistake["put_right"] + 1, "updated": kept.answered.isoformat()}
        if mistake is not None and mistake["put_right"] < PUT_RIGHT_TWICE:
            self.data["mistakes"][question] = mistake
        self._save()
        return Answered(kept, attempt, card.due)

    def due(self, topic: str | None, now: dt.datetime) -> list[Due]:
        cards = sorted((dt.datetime.fromisoformat(c["due"]), c["topic"], c["chart"])
                       for c in self.data["cards"].values() if not topic or c["topic"] == topic)
        return [Due(t, chart) for due, t, chart in cards if due <= now][:DUE_LOOKED_AT]

    def due_count(self, until: dt.datetime) -> int:
        return sum(1 for c in self.data["cards"].values() if dt.datetime.fromisoformat(c["due"]) <= until)

    def rows(self) -> list[tuple[str, bool, dt.datetime]]:
        return [(a["topic"], a["correct"], dt.datetime.fromisoformat(a["answered"])) for a in self.data["answers"]]

    def mistakes(self, topic: str | None = None, only_open: bool = False) -> list[MistakeKept]:
        found = [MistakeKept(**(m | {"updated": dt.datetime.fromisoformat(m["updated"])}))
                 for m in self.data["mistakes"].values()
                 if (not topic or m["topic"] == topic) and (not only_open or m["put_right"] == 0)]
        return sorted(found, key=lambda m: m.updated)


def study_of(request) -> DatabaseStudy | SessionStudy:
    return DatabaseStudy(request.user) if request.user.is_authenticated else SessionStudy(request.session)
