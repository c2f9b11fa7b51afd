"""The links of the list of what a school option or a pattern setting changes (/methods/schools/…/)."""
from __future__ import annotations

from django import template

from divination.builder import reach

register = template.Library()


@register.simple_tag
def option_chart_url(change, over: str, option: str, value: str = "") -> str:
    """A changed chart's link under the defaults, or under `value` of the option."""
    return reach.option_chart_url(change, over, option, value)


@register.simple_tag
def setting_chart_url(change, setting: str, value: str = "") -> str:
    """A changed 課's example chart's link under the default reading, or under `value` of the setting."""
    return reach.setting_chart_url(change, setting, value)


@register.filter
def part_name(part: str) -> str:
    """A part of a chart a student reads (engine.reach.PARTS) by its name: 三傳 transmissions …"""
    return str(reach.PART_NAMES[part])
