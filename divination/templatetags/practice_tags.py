"""`{{ chart_url|practice_twin }}`: the practice page of a chart link, the same parameters, from the first step."""
from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit

from django import template
from django.urls import reverse

register = template.Library()


@register.filter
def practice_twin(chart_url: str) -> str:
    """/chart/?day=丁卯&… → /practice/?day=丁卯&… (the chart's own step is not a step to practise)."""
    query = [(name, value) for name, value in parse_qsl(urlsplit(chart_url).query, keep_blank_values=True)
             if name != "step"]
    return reverse("practice:practice") + "?" + urlencode(query, safe=":/")
