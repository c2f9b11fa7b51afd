"""The one way other sections show sheets: `{% sheets_citing key %}` lists the public sheets citing a passage."""
from __future__ import annotations

from django import template
from django.utils.encoding import uri_to_iri

from sheets.forms import STEP_TITLES
from sheets.models import Sheet

register = template.Library()


@register.inclusion_tag("sheets/_citing.html")
def sheets_citing(key: str) -> dict:
    sheets = (Sheet.objects.live().filter(visibility=Sheet.Visibility.PUBLIC, items__passage_key=key)
              .select_related("owner").distinct().order_by("title")[:50])
    return {"citing_sheets": sheets}


@register.filter
def step_title(slug: str) -> str:
    """The chart step's name (四課 · the four lessons), or the whole chart."""
    return STEP_TITLES.get(slug or "", slug)


@register.filter
def readable_address(url: str) -> str:
    """The address as a reader types it from paper: 丁卯, not %E4%B8%81%E5%8D%AF (RFC 3987)."""
    return uri_to_iri(url)
