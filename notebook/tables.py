"""The notebook as a table (django-tables2): headers, sorting by title, method and date, and pages.

The rows are written here in one pass (`NoteTable.rows_html`), not by a template per row or per cell, nor by
format_html per cell: those were most of a notebook page's time (bench/bench_users.py). The template
notebook/_table.html writes the headers, the sort links and the pages around them.
"""
from __future__ import annotations

from html import escape
from urllib.parse import quote

import django_tables2 as tables
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from languages.terms import in_script
from liuren_site.reversing import reverse_per_row
from notebook.models import Note

# The date as the table shows it: 2026-12-01 15:20, in the site's time zone.
UPDATED_FORMAT = "%Y-%m-%d %H:%M"


class NoteTable(tables.Table):
    # Each sort ends on the id, so that notes saved in the same instant keep their places from page to page.
    title = tables.Column(_("題 Title"), order_by=("title", "id"))
    chart_name = tables.Column(_("課 Chart"), orderable=False)
    method = tables.Column(_("法 Method"), order_by=("method", "id"))
    tags = tables.Column(_("標籤 Tags"), orderable=False, empty_values=())
    updated = tables.Column(_("改 Updated"), order_by=("updated", "id"))

    class Meta:
        template_name = "notebook/_table.html"
        attrs = {"class": "user-table notebook-table"}
        per_page = 25
        empty_text = _("No note fits; save a chart from its page, or change the filters.")
        order_by = ("-updated",)

    # What the rows show of a note (its tags come in one query for the page: `_tag_names`).
    FIELDS = ("title", "chart", "chart_name", "method", "updated")

    def rows_html(self) -> SafeString:
        """The page's rows: the title to the note, the chart to its page, the method, the tags to their filter,
        the date. The chart and its method are the books' terms, in the page's script."""
        notes = [row.record for row in self.paginated_rows]
        tags = _tag_names(notes)
        note_url = reverse_per_row("notebook:note")
        chart_url = escape(reverse("divination:chart"))
        language = get_language()
        # Every value escaped by the standard library's html.escape, as Django's own escape does.
        rows = [f'<tr>\n  <td><a href="{escape(note_url(note.pk))}">{escape(note.title)}</a></td>\n'
                f'  <td><a href="{chart_url}?{escape(note.chart)}">{escape(in_script(note.chart_name, language))}</a></td>\n'
                f"  <td>{escape(in_script(note.method, language))}</td>\n"
                f"  <td>{''.join(_tag_link(name) for name in tags.get(note.pk, ()))}</td>\n"
                f"  <td>{timezone.localtime(note.updated):{UPDATED_FORMAT}}</td>\n</tr>" for note in notes]
        return mark_safe("\n".join(rows))  # noqa: S308 — escaped above


def _tag_names(notes: list[Note]) -> dict[int, list[str]]:
    """Each note's tags by name, for a page of notes in one query (names only: no Tag rows built)."""
    names: dict[int, list[str]] = {}
    if notes:
        through = Note.tags.through.objects.filter(note_id__in=[note.pk for note in notes])
        for note_id, name in through.order_by("tag__name").values_list("note_id", "tag__name"):
            names.setdefault(note_id, []).append(name)
    return names


def _tag_link(name: str) -> str:
    return f'<a class="tag" href="?tag={escape(quote(name))}">{escape(name)}</a> '
