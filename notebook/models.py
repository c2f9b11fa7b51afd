"""The notebook: charts a user saved, each by its canonical link, with a title, notes (Markdown) and tags.

The chart's method and the patterns it shows are stored beside the link when it is saved, so the
notebook filters by them without building a chart per row. Only live notes keep their patterns (with
their owner beside them): the filter lists a notebook's patterns from one index, not from a join.
"""
from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse

from accounts.ownership import Owned
from divination.links import stored_url

TITLE_LENGTH = 200
NOTES_LENGTH = 20_000
TAG_LENGTH = 40
MAX_TAGS = 20


class Tag(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notebook_tags")
    name = models.CharField(max_length=TAG_LENGTH)

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["owner", "name"], name="unique_tag_per_owner")]

    def __str__(self):
        return self.name


class Note(Owned):
    """A saved chart. `chart` is the canonical query of its permanent link (divination.links)."""

    title = models.CharField(max_length=TITLE_LENGTH)
    chart = models.CharField(max_length=2000)
    chart_name = models.CharField(max_length=200, help_text="the chart in a line: 課, transmissions, method")
    method = models.CharField(max_length=20, db_index=True)
    text = models.TextField("notes", blank=True, max_length=NOTES_LENGTH)
    tags = models.ManyToManyField(Tag, blank=True, related_name="notes")

    class Meta:
        ordering = ["-updated", "-id"]
        # The notebook's first page (newest first) reads 25 entries of an index rather than sorting them all.
        indexes = [models.Index(fields=["owner", "chart"], name="note_owner_chart"),
                   models.Index(fields=["owner", "updated", "id"], name="note_owner_updated")]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("notebook:note", args=[self.pk])

    @property
    def chart_url(self) -> str:
        return stored_url(self.chart)


class NotePattern(models.Model):
    """A pattern (課體, by its registry id) a live note's chart shows; trashing the note drops it (notebook.records)."""

    note = models.ForeignKey(Note, on_delete=models.CASCADE, related_name="patterns")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", db_index=False,
                              help_text="the note's owner, so that a notebook's patterns are read from one index")
    pattern = models.CharField(max_length=100)
    name = models.CharField(max_length=100)

    class Meta:
        ordering = ["note_id", "id"]
        indexes = [models.Index(fields=["owner", "pattern", "name"], name="note_pattern_owner")]
