"""Lesson sheets: a title, an introduction and an ordered list of items a teacher hands to a class.

An item is a chart at a step, a chart to practise, a passage of the classics by its permanent key
(sources/keys.py) with an optional highlighted phrase, a text block or a question (Markdown).
A sheet's address is an unguessable token: private sheets are the owner's alone, "link" sheets open to
anyone with the address, public sheets are also listed at /sheets/ and on the passages they cite.

The Markdown of an introduction or an item is rendered (accounts.markdown) when it is saved, not each
time the sheet is read: a sheet of fifty items is read far more often than it is written. A change to
the renderer's rules needs a migration that renders every text again (as 0003 does).
"""
from __future__ import annotations

import secrets
from functools import cached_property
from typing import ClassVar
from urllib.parse import urlencode

from django.conf import settings
from django.db import models
from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

from accounts.markdown import render_markdown
from accounts.ownership import Owned
from sources.keys import parse_passage_key, short_label

TITLE_LENGTH = 200
TEXT_LENGTH = 20_000
HIGHLIGHT_LENGTH = 100
ANSWER_LENGTH = 5_000
MAX_ITEMS = 200


def new_token() -> str:
    return secrets.token_urlsafe(18)


class RenderedOnSave(models.Model):
    """A model whose Markdown fields are rendered when saved: `rendered` maps each field to the field that
    keeps its HTML. Saving some fields only (`update_fields`) renders those of them that are Markdown."""

    rendered: ClassVar[dict[str, str]] = {}

    class Meta:
        abstract = True

    def render_markdown_fields(self, fields=None) -> list[str]:
        """Render the Markdown of `fields` (all when None); the HTML fields written."""
        written = []
        for source, target in self.rendered.items():
            if fields is None or source in fields:
                setattr(self, target, render_markdown(getattr(self, source)))
                written.append(target)
        return written

    def save(self, *args, **kwargs):
        fields = kwargs.get("update_fields")
        written = self.render_markdown_fields(fields)
        if fields is not None:
            kwargs["update_fields"] = [*fields, *written]
        super().save(*args, **kwargs)


class Sheet(RenderedOnSave, Owned):
    class Visibility(models.TextChoices):
        PRIVATE = "private", _("Private: only you")
        LINK = "link", _("Anyone with the link")
        PUBLIC = "public", _("Public: listed at /sheets/ and searchable")

    title = models.CharField(max_length=TITLE_LENGTH)
    introduction = models.TextField(blank=True, max_length=TEXT_LENGTH)
    introduction_html = models.TextField(blank=True, editable=False, help_text="the introduction rendered, when saved")
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE, db_index=True)
    token = models.CharField(max_length=32, unique=True, default=new_token)

    rendered = {"introduction": "introduction_html"}

    class Meta:
        ordering = ["-updated", "-id"]

    def __str__(self):
        return self.title

    @property
    def introduction_markup(self) -> SafeString:
        return mark_safe(self.introduction_html)  # noqa: S308 — sanitised by render_markdown when saved

    def get_absolute_url(self):
        return reverse("sheets:sheet", args=[self.token])

    def visible_to(self, user) -> bool:
        return self.visibility != self.Visibility.PRIVATE or (user.is_authenticated and user.pk == self.owner_id)


class ItemQuerySet(models.QuerySet):
    def bulk_create(self, objs, *args, **kwargs):
        """Items created together (a copy, an import) are rendered as one saved alone is."""
        objs = list(objs)
        for item in objs:
            item.render_markdown_fields()
        return super().bulk_create(objs, *args, **kwargs)


class Item(RenderedOnSave):
    class Kind(models.TextChoices):
        CHART = "chart", _("A chart, shown at a step")
        PRACTICE = "practice", _("A chart to practise")
        PASSAGE = "passage", _("A passage of the classics")
        TEXT = "text", _("A text block")
        QUESTION = "question", _("A question")

    sheet = models.ForeignKey(Sheet, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    kind = models.CharField(max_length=10, choices=Kind.choices)
    chart = models.CharField(max_length=2000, blank=True, help_text="the chart's canonical query, without the step")
    step = models.CharField(max_length=20, blank=True)
    chart_name = models.CharField(max_length=200, blank=True)
    chart_inputs = models.CharField(max_length=100, blank=True, help_text="the 課 or moment, without the answer")
    passage_key = models.CharField(max_length=50, blank=True, db_index=True)
    highlight = models.CharField(max_length=HIGHLIGHT_LENGTH, blank=True)
    text = models.TextField(blank=True, max_length=TEXT_LENGTH,
                            help_text="Markdown: the block, the question, or a caption")
    text_html = models.TextField(blank=True, editable=False, help_text="the text rendered, when saved")

    objects = ItemQuerySet.as_manager()
    rendered = {"text": "text_html"}

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return f"{self.get_kind_display()} {self.position}"

    @property
    def text_markup(self) -> SafeString:
        return mark_safe(self.text_html)  # noqa: S308 — sanitised by render_markdown when saved

    @property
    def is_chart(self) -> bool:
        return self.kind in (self.Kind.CHART, self.Kind.PRACTICE)

    @property
    def whole_chart_url(self) -> str:
        """The chart's permanent link, without the step."""
        return f"{reverse('divination:chart')}?{self.chart}"

    def _chart_query(self) -> str:
        return self.chart + (f"&step={self.step}" if self.step else "")

    @cached_property
    def chart_url(self) -> str:
        return f"{reverse('divination:chart')}?{self._chart_query()}"

    @cached_property
    def practice_url(self) -> str:
        """The practice page of the chart (issue: practice); the chart itself until that page exists."""
        try:
            return f"{reverse('practice:practice')}?{self._chart_query()}"
        except NoReverseMatch:
            return self.chart_url

    @cached_property
    def link(self) -> str:
        return self.practice_url if self.kind == self.Kind.PRACTICE else self.chart_url

    @property
    def passage_label(self) -> str:
        """The passage as a reader cites it: 經緯 2.14."""
        return short_label(self.passage_key)

    @cached_property
    def passage_url(self) -> str:
        work, volume, number = parse_passage_key(self.passage_key)
        path = reverse("classics:passage", args=[work, volume, number])
        return path + (f"?{urlencode({'hl': self.highlight})}" if self.highlight else "") + f"#p{number}"


class Answer(models.Model):
    """A student's answer to a question item: theirs alone. Shown only to them, exported with their data
    (`sheets.records.answers_document`), deleted with their account; one answer per student and item, changed in
    place. It goes with the item when the teacher removes the question."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    item = models.ForeignKey(Item, on_delete=models.CASCADE, related_name="answers")
    text = models.TextField(max_length=ANSWER_LENGTH)
    created = models.DateTimeField(default=timezone.now)
    updated = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["item__sheet", "item__position"]
        constraints = [models.UniqueConstraint(fields=["owner", "item"], name="one_answer_per_student_and_item")]

    def __str__(self):
        return f"{self.owner_id} → {self.item_id}"
