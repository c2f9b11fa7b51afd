"""How pages show patterns: `{% passage_patterns key %}` lists what a passage defines, `{% flag code %}` a flag in
words, `{{ entry|passage_link }}` the passage defining an entry, `{{ ke|ke_chart_link }}` a 課's example chart."""
from __future__ import annotations

from django import template

from divination import passages
from divination.pattern_pages import context as pattern_context
from divination.pattern_pages.context import passage_patterns as patterns_of
from divination.patterns.search import DEFAULT_ZONE
from divination.wording import flag_words
from liuren_site.reader_zone import reader_zone_name

register = template.Library()


@register.inclusion_tag("divination/patterns/_flag.html")
def flag(code: str) -> dict:
    """`{% flag "void:勿實論" %}`: a match's flag as a word, its meaning shown on hover and focus."""
    return {"words": flag_words(code)}


@register.inclusion_tag("divination/patterns/_passage_patterns.html", takes_context=True)
def passage_patterns(context, key: str) -> dict:
    """The patterns a passage defines, each with its 720-課 count, example 課 and next moments in the reader's zone
    (the browser's, liuren_site.reader_zone; China time without one)."""
    request = context.get("request")
    zone = (reader_zone_name(request) if request is not None else None) or DEFAULT_ZONE
    return {"passage_patterns": patterns_of(key, tz=zone)}


@register.filter
def passage_link(entry) -> str:
    """The passage page of an entry, landing on its defining words."""
    return passages.passage_link(entry)


@register.filter
def ke_chart_link(ke) -> str:
    """The example chart of a 課 (its general k steps after 子, on the 子 hour)."""
    return pattern_context.ke_chart_link(ke)
