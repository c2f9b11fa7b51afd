"""What the 課體 step found, written in Python: the count, the method's own pattern, the patterns of each
classic (whole, then in part), the ways of reading. The part of the step kept per `patterns.key` (the chart page
keeps it marked); the rest of the step, which links from the chart's own address, is
`divination/_step_patterns.html`. The nodes of each list are pattern_nodes'.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import ngettext

from divination.builder.pattern_nodes import pattern_list
from languages.reader import gettext
from liuren_site.markup import escaped, filled
from liuren_site.reversing import reversed_once


def patterns_found(patterns: Mapping[str, Any], method_slug: str) -> SafeString:
    """The step's findings, from its summary to the ways of reading."""
    count = patterns["count"]
    if patterns["partial_count"]:
        summary = filled(ngettext(
            "%(count)s pattern of the two classics on this chart, %(partial)s of them in part; a name made of clauses "
            "lists those that hold inside it.",
            "%(count)s patterns of the two classics on this chart, %(partial)s of them in part; a name made of clauses "
            "lists those that hold inside it.", count), count=count, partial=patterns["partial_count"])
    else:
        summary = filled(ngettext(
            "%(count)s pattern of the two classics on this chart; a name made of clauses lists those that hold inside it.",
            "%(count)s patterns of the two classics on this chart; a name made of clauses lists those that hold inside it.",
            count), count=count)
    point = gettext("Point at a pattern, or tap it, to see on the drawing the parts that make it.")
    method_pattern, method_page = gettext("九宗門課體 · the method's pattern:"), gettext("(the method's page)")
    names = " · ".join(escaped(name) for name in patterns["method_names"])
    url = escaped(reversed_once("divination:method", method_slug))
    skip = gettext("Skip the list of patterns")
    out = [f'\n  <p class="pattern-summary">{summary}\n    <span class="js-only">{point}</span></p>\n'
           f'  <p class="method-pattern">{method_pattern}\n    <a href="{url}"><span lang="zh-Hant">{names}</span> '
           f"{method_page}</a></p>\n  ",
           f'<p><a class="skip-patterns" href="#patterns-end">{skip}</a></p>' if count else "", "\n  "]
    for group in patterns["works"]:
        out.append(_work(group))
    out.append('\n  <div id="patterns-end" tabindex="-1"></div>\n  ')
    if patterns["readings"]:
        heading = gettext('讀法 <span class="en">ways of reading any chart: guidance for the question, not patterns this '
                          'chart shows</span>')
        out.append('\n  <section class="pattern-work ways-of-reading" aria-labelledby="patterns-readings">\n'
                   f'    <h3 id="patterns-readings">{heading}</h3>\n'
                   f'    <ul class="pattern-matches">{pattern_list(patterns["readings"])}</ul>\n  </section>\n  ')
    return mark_safe("".join(out))


def _work(group: Mapping[str, Any]) -> str:
    """One classic's patterns on the chart: those that hold whole, those in part, or the word that none does."""
    work = escaped(group["work"])
    out = [f'\n  <section class="pattern-work" aria-labelledby="patterns-{work}">\n'
           f'    <h3 id="patterns-{work}" lang="zh-Hant">{escaped(group["title"])}</h3>\n    ']
    if group["full"]:
        out.append(f'<ul class="pattern-matches">{pattern_list(group["full"])}</ul>')
    out.append("\n    ")
    if group["partial"]:
        in_part = gettext("In part: some of the conditions hold")
        out.append(f'\n    <h4 class="partial-head">{in_part}</h4>\n'
                   f'    <ul class="pattern-matches">{pattern_list(group["partial"])}</ul>\n    ')
    out.append("\n    ")
    if not group["full"] and not group["partial"]:
        out.append('<p class="none">' + gettext("None of its patterns is on this chart.") + "</p>")
    out.append("\n  </section>\n  ")
    return "".join(out)
