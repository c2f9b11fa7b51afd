"""How the chart page writes its repeated parts: `{{ nodes|pattern_list }}` the patterns of the 課體 step."""
from __future__ import annotations

from django import template

from divination.builder.pattern_nodes import pattern_list

register = template.Library()
register.filter("pattern_list", pattern_list)
