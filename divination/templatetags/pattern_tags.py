"""The one way other sections show patterns: `{% passage_patterns key %}` lists what a passage defines."""
from __future__ import annotations

from django import template

from divination.pattern_pages.context import passage_patterns as patterns_of

register = template.Library()


@register.inclusion_tag("divination/patterns/_passage_patterns.html")
def passage_patterns(key: str) -> dict:
    """The patterns a passage defines, each with its 720-課 count, example 課 and next moments."""
    return {"passage_patterns": patterns_of(key)}
