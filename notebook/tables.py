"""The notebook as a table (django-tables2): the columns, their headers and links, sorting by title, method and date,
and pages; django-tables2 writes the table (the site's template, tables/table.html)."""
from __future__ import annotations

from urllib.parse import quote

import django_tables2 as tables
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from languages.terms import in_script


def _tag_filter(record) -> str:
    """The notebook filtered by a tag (the page's other filters dropped, as a tag's link always did)."""
    return f"?tag={quote(record.name)}"


class NoteTable(tables.Table):
    # Each sort ends on the id, so that notes saved in the same instant keep their places from page to page.
    title = tables.Column(_("題 Title"), order_by=("title", "id"), linkify=True)
    chart_name = tables.Column(_("課 Chart"), orderable=False, linkify=lambda record: record.chart_url)
    method = tables.Column(_("法 Method"), order_by=("method", "id"))
    # The page's tags come in one query (the view's prefetch_related), each by name.
    tags = tables.ManyToManyColumn(verbose_name=_("標籤 Tags"), separator=" ", linkify_item=_tag_filter,
                                   attrs={"a": {"class": "tag"}}, default="")
    updated = tables.Column(_("改 Updated"), order_by=("updated", "id"))

    class Meta:
        attrs = {"class": "user-table notebook-table"}
        per_page = 25
        empty_text = _("No note fits; save a chart from its page, or change the filters.")
        order_by = ("-updated",)

    # What the rows show of a note: the table reads no more (not the notes' text, up to 20,000 characters each).
    FIELDS = ("title", "chart", "chart_name", "method", "updated")

    # The chart and its method are the books' terms, in the page's script (涉害, 渉害 on a Japanese page).
    def render_chart_name(self, value: str) -> str:
        return in_script(value, get_language())

    def render_method(self, value: str) -> str:
        return in_script(value, get_language())

    def render_updated(self, value) -> str:
        """2026-12-01 15:20, in the reader's zone (liuren_site.reader_zone; the page names it)."""
        return f"{timezone.localtime(value):%Y-%m-%d %H:%M}"
