"""The notebook as a table (django-tables2): headers, sorting by title, method and date, and pages.

The rows themselves are written by the template notebook/_table.html.
"""
from __future__ import annotations

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _


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
