"""`{{ chart_url|practice_twin }}`: the practice page of a chart link, the same parameters, from the first step."""
from __future__ import annotations

from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

from django import template
from django.urls import get_script_prefix, resolve, reverse

register = template.Library()


@register.filter
def practice_twin(chart_url: str) -> str:
    """/ke/丁卯/亥/丑/?v=1 or /chart/?at=… → /practice/?day=丁卯&…&v=1 (the chart's own step is not a step to
    practise): a 課 in the path comes first, as day, general and hour."""
    parts = urlsplit(chart_url)
    path = unquote(parts.path).removeprefix(get_script_prefix().rstrip("/"))
    query = list(resolve(path).kwargs.items())
    query += [(name, value) for name, value in parse_qsl(parts.query, keep_blank_values=True)
              if name not in ("step", "work")]
    return reverse("practice:practice") + "?" + urlencode(query, safe=":/")
