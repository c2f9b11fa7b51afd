"""The one way other sections show sheets: `{% sheets_citing key %}` lists the public sheets citing a passage;
and the editor's list of items, `{% editor_rows sheet items %}` (sheets.presentation)."""
from __future__ import annotations

from django import template

from sheets.models import Sheet
from sheets.presentation import editor_rows as editor_rows_html

register = template.Library()


@register.inclusion_tag("sheets/_citing.html")
def sheets_citing(key: str) -> dict:
    sheets = (Sheet.objects.live().filter(visibility=Sheet.Visibility.PUBLIC, items__passage_key=key)
              .select_related("owner").distinct().order_by("title")[:50])
    return {"citing_sheets": sheets}


@register.simple_tag
def editor_rows(sheet: Sheet, items) -> str:
    return editor_rows_html(sheet, items)
