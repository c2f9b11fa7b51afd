"""The one way other sections show sheets: `{% sheets_citing key %}` lists the public sheets citing a passage."""
from __future__ import annotations

from django import template

from sheets.models import Sheet

register = template.Library()


@register.inclusion_tag("sheets/_citing.html")
def sheets_citing(key: str) -> dict:
    sheets = (Sheet.objects.live().filter(visibility=Sheet.Visibility.PUBLIC, items__passage_key=key)
              .select_related("owner").distinct().order_by("title")[:50])
    return {"citing_sheets": sheets}
