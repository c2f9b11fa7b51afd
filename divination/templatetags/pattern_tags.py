"""How pages show patterns: `{% passage_patterns key %}` lists what a passage defines, `{% flag code %}` a flag in words,
`{% filters form "patterns:ke" "id_pattern" %}` a table's filter form, `{% results form table %}` its results."""
from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from divination.pattern_pages.context import passage_patterns as patterns_of
from divination.pattern_pages.forms import FilterForm
from divination.pattern_pages.tables import KeptRowsTable
from divination.wording import flag_words
from liuren_site.reversing import reversed_once

register = template.Library()


@register.inclusion_tag("divination/patterns/_flag.html")
def flag(code: str) -> dict:
    """`{% flag "void:勿實論" %}`: a match's flag as a word, its meaning shown on hover and focus."""
    return {"words": flag_words(code)}


@register.inclusion_tag("divination/patterns/_passage_patterns.html")
def passage_patterns(key: str) -> dict:
    """The patterns a passage defines, each with its 720-課 count, example 課 and next moments."""
    return {"passage_patterns": patterns_of(key)}


@register.simple_tag
def filters(form: FilterForm, url_name: str, text_field: str) -> SafeString:
    """A table's filter form, sent to the page `url_name` names; typing in `text_field` filters too."""
    return form.html(reversed_once(url_name), text_field)


@register.simple_tag
def results(form: FilterForm, table: KeptRowsTable) -> SafeString:
    """A table's results region: how many rows fit `form`'s filters, its refused filters' messages, the table."""
    return table.results(form)
