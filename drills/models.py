"""A signed-in student's study: every answer given in a drill, a card per (topic, 課) met, the mistakes kept.

Theirs alone, exported and imported with their data (drills.records), deleted with their account. Each answer
keeps what a teacher's report asks of it later: who, the topic, the chart (its canonical query), the step, the
answers given and the right ones (the checker's forms, by the answer's flat name), whether all were right, the
how-manieth time this student answered this chart's step, and when.
"""
from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

TOPIC_LENGTH = 30
CHART_LENGTH = 500
STEP_LENGTH = 20
KE_LENGTH = 10


class Attempt(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    topic = models.CharField(max_length=TOPIC_LENGTH)
    chart = models.CharField(max_length=CHART_LENGTH, help_text="the chart's canonical query")
    step = models.CharField(max_length=STEP_LENGTH)
    given = models.JSONField(help_text="each answer asked, as given (the checker's form; null if left out)")
    expected = models.JSONField(help_text="each answer asked, the right one")
    correct = models.BooleanField()
    attempt = models.PositiveIntegerField(help_text="the how-manieth answer of this student to this chart's step")
    answered = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["answered", "id"]
        indexes = [models.Index(fields=["owner", "answered"]), models.Index(fields=["owner", "chart", "step"])]

    def __str__(self):
        return f"{self.owner_id} {self.topic} {self.answered:%Y-%m-%d %H:%M}"


class Card(models.Model):
    """A (topic, 課) the student has met, with its FSRS memory state (`fsrs.Card.to_dict()`) and next review."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    topic = models.CharField(max_length=TOPIC_LENGTH)
    ke = models.CharField(max_length=KE_LENGTH, help_text="the 課: day and turn of the heaven plate, 丁卯/10")
    chart = models.CharField(max_length=CHART_LENGTH, help_text="the chart it was last met on, asked again")
    memory = models.JSONField()
    due = models.DateTimeField()

    class Meta:
        ordering = ["due", "id"]
        constraints = [models.UniqueConstraint(fields=["owner", "topic", "ke"], name="one_card_per_topic_and_ke")]
        indexes = [models.Index(fields=["owner", "due"])]

    def __str__(self):
        return f"{self.owner_id} {self.topic} {self.ke}"


class Mistake(models.Model):
    """A question answered wrong, kept until it is put right twice (`put_right` counts; at two it leaves the list)."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    topic = models.CharField(max_length=TOPIC_LENGTH)
    chart = models.CharField(max_length=CHART_LENGTH)
    step = models.CharField(max_length=STEP_LENGTH)
    given = models.JSONField()
    expected = models.JSONField()
    put_right = models.PositiveSmallIntegerField(default=0)
    created = models.DateTimeField(default=timezone.now)
    updated = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["updated", "id"]
        constraints = [models.UniqueConstraint(fields=["owner", "topic", "chart", "step"],
                                               name="one_mistake_per_question")]
        indexes = [models.Index(fields=["owner", "put_right", "updated"])]

    def __str__(self):
        return f"{self.owner_id} {self.topic} {self.step}"
