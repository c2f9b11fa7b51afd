"""A teacher's class: its teachers, its members (students who joined by its code) and its assignments.

A member's work on an assignment is not kept here: it is the student's own rows (drills.models.Attempt for the
practice steps and drill questions, sheets.models.Answer for a sheet's questions), which a class's teachers read
only through classes.progress, only for its assignments and only before the member left. Deleting an account
deletes those rows, and its memberships and the classes it alone owned with them.
"""
from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from drills.models import TOPIC_LENGTH
from drills.topics import TOPIC_BY_SLUG
from sheets.models import Sheet

NAME_LENGTH = 100
DESCRIPTION_LENGTH = 2_000
SHOWN_NAME_LENGTH = 60
CODE_LENGTH = 12
MAX_CHARTS = 20


def new_code() -> str:
    """A join code: short enough to read out in class, too many to guess (32**10)."""
    return "".join(secrets.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))


class Classroom(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    teachers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="teaching",
                                      help_text="the owner and the co-teachers")
    name = models.CharField(max_length=NAME_LENGTH)
    description = models.TextField(blank=True, max_length=DESCRIPTION_LENGTH)
    code = models.CharField(max_length=CODE_LENGTH, unique=True, default=new_code)
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["name", "id"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("classes:classroom", args=[self.pk])


class Membership(models.Model):
    """A student in a class, under the name they choose to show there; `left` is when they left (or were
    removed): their work after it is no longer the class's to see."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="memberships")
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    shown_name = models.CharField(max_length=SHOWN_NAME_LENGTH)
    joined = models.DateTimeField(default=timezone.now)
    left = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["shown_name", "id"]
        constraints = [models.UniqueConstraint(fields=["classroom", "student"], name="one_membership_per_student")]

    def __str__(self):
        return self.shown_name


class Assignment(models.Model):
    class Kind(models.TextChoices):
        SHEET = "sheet", _("A lesson sheet")
        DRILL = "drill", _("A drill")

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    sheet = models.ForeignKey(Sheet, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    topic = models.CharField(max_length=TOPIC_LENGTH, blank=True)
    questions = models.PositiveSmallIntegerField(default=10)
    charts = models.JSONField(default=list, blank=True, help_text="a drill's fixed charts (canonical queries)")
    due = models.DateField(null=True, blank=True)
    given = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-given", "-id"]

    def __str__(self):
        return f"{self.classroom_id} {self.kind} {self.pk}"

    def get_absolute_url(self):
        return reverse("classes:assignment", args=[self.classroom_id, self.pk])

    @property
    def topic_title(self):
        return TOPIC_BY_SLUG[self.topic].title
