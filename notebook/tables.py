"""The notebook as a table (django-tables2): sortable by title, method and dates."""
from __future__ import annotations

import django_tables2 as tables
from django.utils.html import format_html, format_html_join


class NoteTable(tables.Table):
    title = tables.Column("題 Title", linkify=True)
    chart_name = tables.Column("課 Chart", orderable=False)
    method = tables.Column("法 Method")
    tags = tables.Column("標籤 Tags", orderable=False, empty_values=())
    updated = tables.DateTimeColumn(verbose_name="改 Updated", format="Y-m-d H:i")
    created = tables.DateTimeColumn(verbose_name="記 Saved", format="Y-m-d")

    class Meta:
        attrs = {"class": "user-table notebook-table"}
        per_page = 50
        empty_text = "No note fits; save a chart from its page, or change the filters."
        order_by = ("-updated",)

    def render_chart_name(self, record, value):
        return format_html('<a href="{}" lang="zh-Hant">{}</a>', record.chart_url, value)

    def render_tags(self, record):
        return format_html_join(" ", '<span class="tag">{}</span>', ((t.name,) for t in record.tags.all()))
