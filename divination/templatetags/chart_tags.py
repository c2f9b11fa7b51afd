"""How the chart page writes its repeated parts in Python, not as template loops and includes (each
include cost more than what it writes): `{{ nodes|pattern_list }}` the patterns of the 課體 step,
`{{ entries|entry_links }}` those it cannot evaluate, `{% step_link %}` a link to a step of the chart."""
from __future__ import annotations

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe

from divination.builder.pattern_nodes import entry_links, pattern_list

register = template.Library()
register.filter("pattern_list", pattern_list)
register.filter("entry_links", entry_links)


@register.simple_tag
def step_link(link: dict, text, rel: str = "", cls: str = "", before: str = "", after: str = "") -> SafeString:
    """A step's link: its own URL landing on the step without JavaScript, the chart's region swapped by htmx.
    The current step is marked in the list of steps (the link without a class)."""
    url = conditional_escape(link["url"])
    attributes = f' rel="{conditional_escape(rel)}"' if rel else ""
    if link["current"] and not cls:
        attributes += ' aria-current="step"'
    if cls:
        attributes += f' class="{conditional_escape(cls)}"'
    return mark_safe(f'<a href="{url}#step-{conditional_escape(link["slug"])}" hx-get="{url}" hx-target="#chart-steps" '
                     f'hx-swap="outerHTML" hx-push-url="true"{attributes}>'
                     f"{conditional_escape(before)}{conditional_escape(text)}{conditional_escape(after)}</a>\n")
