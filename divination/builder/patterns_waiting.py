"""What the 課體 step says after the patterns found, written in Python (paid on every fresh chart: it links
from the chart's own address): the entries the chart cannot evaluate, grouped by what they need, with what
would provide it; the pattern settings. And the month offers of a 課 without 月建 (page.months_of_general),
which the pillars step shows too. The values are patterns_step.patterns_context's and page.page_context's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import ngettext

from divination.builder.pattern_nodes import entry_links
from languages.kept import already_marked, kept_marked
from languages.reader import gettext
from liuren_site.markup import escaped, filled
from liuren_site.reversing import reversed_once


def _offer(offer: Mapping[str, Any], landing: str, css: str) -> str:
    when = (gettext("after %(term)s") if offer["when"] == "after" else gettext("before %(term)s"))
    return (f'<a{css} href="{escaped(offer["url"])}#{escaped(landing)}"><span lang="zh-Hant">月建 {escaped(offer["branch"])}'
            f'</span> · {escaped(offer["name"])}, {filled(when, term=offer["term"])}</a>')


def month_offers(offers: Sequence[Mapping[str, Any]], general_name: str, landing: str) -> SafeString:
    """The two months that go with a 課's general, each a link landing on the step `landing`."""
    own, later = offers[0], offers[1]
    unknown = gettext("No month (月建) is given, so the season and the monthly spirits are unknown.")
    add = filled(gettext("Add the month that goes with the general %(general)s:"), general=general_name)
    whose = gettext("the month whose general it is; or")
    holds = filled(gettext("while %(general)s still holds."), general=general_name)
    first, second = _offer(own, landing, ' class="button"'), _offer(later, landing, "")
    return mark_safe(f'<p class="month-offer">{unknown}\n  {add}\n  {first},\n  {whose} {second},\n  {holds}</p>\n')


def _group(group: Mapping[str, Any], is_ke: bool, edit_url: str, month_offered: bool) -> str:
    count = len(group["entries"])
    needs = filled(ngettext("%(count)s pattern needs %(needs)s.", "%(count)s patterns need %(needs)s.", count),
                   count=count, needs=group["needs"])
    if group["moment"] and is_ke:
        provide: str = filled(gettext('A 課 has no date: <a href="%(home_url)s">start the chart from a moment</a> to '
                                      "evaluate them."), home_url=reversed_once("divination:home")) + "\n          "
    elif group["querent"]:
        provide = filled(gettext("<a href=\"%(edit_url)s\">Add the querent's birth year and sex</a> to evaluate them."),
                         edit_url=edit_url) + "\n          "
    elif group["month"] and month_offered:
        provide = gettext("Add the month above to evaluate them.")
    else:
        provide = ""
    return (f'\n      <div class="waiting">\n        <p><b>{needs}</b>\n          {provide}</p>\n'
            f'        <ul class="waiting-list" lang="zh-Hant">{entry_links(group["entries"])}</ul>\n      </div>\n      ')


def not_evaluated(patterns: Mapping[str, Any], is_ke: bool, edit_url: str, offers: Sequence[Mapping[str, Any]] | None,
                  general_name: str) -> str:
    """The entries the chart cannot evaluate, grouped by what they need (nothing when it evaluates them all)."""
    if not patterns["not_evaluated"]:
        return ""
    count = patterns["waiting_count"]
    waiting = filled(ngettext("%(count)s pattern of the texts reads what this chart does not have.",
                              "%(count)s patterns of the texts read what this chart does not have.", count), count=count)
    offered = month_offers(offers, general_name, "step-patterns") if patterns["month_missing"] and offers else ""
    heading, show = gettext("Not evaluated"), gettext("Show them, grouped by what they need")
    groups = "".join(_group(group, is_ke, edit_url, bool(offers)) for group in patterns["not_evaluated"])
    return (f'\n  <section class="not-evaluated" aria-labelledby="patterns-waiting">\n'
            f'    <h3 id="patterns-waiting">{heading}</h3>\n    <p>{waiting}</p>\n    {offered}\n'
            f'    <details>\n      <summary>{show}</summary>\n      {groups}\n    </details>\n  </section>\n  ')


# Where the chart's edit address goes in the entries not evaluated kept for every chart of the same results:
# no address holds it (a NUL is no URL's character).
_EDIT_STAND_IN = "\0edit\0"


def patterns_rest(patterns: Mapping[str, Any], is_ke: bool, edit_url: str, offers: Sequence[Mapping[str, Any]] | None,
                  general_name: str, seconds: int = 0) -> SafeString:
    """After the patterns found: the entries not evaluated, then the pattern settings. Without month offers (which
    link from the chart's address) the entries not evaluated are kept `seconds`, marked, for what they show (those
    entries with what they need, a 課 or a moment), the chart's edit address spliced in."""
    settings = (gettext("Pattern settings: every reading at its default.") if patterns["all_defaults"]
                else gettext("Pattern settings: some readings differ from the defaults."))
    if offers:
        waiting: str = not_evaluated(patterns, is_ke, edit_url, offers, general_name)
    else:
        waiting = kept_marked("chart_patterns_waiting", [patterns["waiting_key"], is_ke], seconds,
                              lambda: not_evaluated(patterns, is_ke, _EDIT_STAND_IN, None, general_name),
                              {_EDIT_STAND_IN: escaped(edit_url)})
    return mark_safe(f'\n  {waiting}\n'
                     f'  <details class="pattern-settings">\n    <summary>{settings}</summary>\n'
                     f'    <ul>{already_marked(patterns["settings"])}</ul>\n  </details>\n')
