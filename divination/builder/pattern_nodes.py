"""The lists of the 課體 step, written in Python: the parts of the chart page repeated per pattern and per setting.

A new 課 lists some thirty patterns, clauses and sub-patterns; as an included template each cost as much
as the rest of the step, so the list is written here with the same markup and the same messages (the
msgids stay in this module, where makemessages finds them). What each node shows is
`patterns_step.match_view`'s; the template that lays out the step is `divination/_step_patterns.html`.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from divination.passages import cited
from divination.patterns.settings import PATTERN_SETTING_SPECS, PatternSettings
from languages.kept import already_marked, written_once
from languages.marking import marked_for_reader
from languages.reader import gettext
from languages.wording import said, term
from liuren_site.markup import escaped, filled


def pattern_list(nodes: Iterable[dict[str, Any]]) -> SafeString:
    """The `<li>` of each node, its clauses and its sub-patterns inside it."""
    out: list[str] = []
    for node in nodes:
        _write(node, out)
    return mark_safe("".join(out))


def entry_links(entries: Iterable[dict[str, str]]) -> SafeString:
    """The `<li>` of each entry a chart cannot evaluate, linked to its page."""
    return mark_safe("".join(f'<li><a href="{escaped(m["url"])}">{escaped(m["name"])}</a></li>' for m in entries))


def _write(node: dict[str, Any], out: list[str]) -> None:
    out.append(_opening(node))
    out.append(already_marked(written_once(_shown(node), lambda: _own_markup(node))))
    if node["held"]:
        out.append('<ul class="held" aria-label="' + gettext("the clauses that hold") + '">')
        for held_node in node["held"]:
            _write(held_node, out)
        out.append("</ul>")
    out.append("\n  ")
    if node["children"]:
        out.append('<ul class="pattern-children">')
        for child in node["children"]:
            _write(child, out)
        out.append("</ul>")
    out.append("\n</li>\n")


def _opening(node: dict[str, Any]) -> str:
    """The node's `<li>` tag: what it is, and the parts it lights on this chart's drawing (attributes, which the
    marking passes by)."""
    branches = f' data-branches="{escaped(node["branches"])}"' if node["branches"] else ""
    parts = f' data-parts="{escaped(node["parts"])}"' if node["parts"] else ""
    return (f'<li class="pattern-match {"clause " if node["clause"] else ""}{escaped(node["status"])}" '
            f'data-pattern="{escaped(node["id"])}"{branches}{parts}>')


# What a node shows inside its tag. Most nodes recur on other 課, though the branches they light differ (of the
# nodes of 420 new 課 in a row, 71 % had been written before with the same branches), so each is written and marked
# once (languages.kept.written_once). It stands in no element that says a language (its lists, its parent's <li>),
# so marked alone it is marked as in place.
def _shown(node: dict[str, Any]) -> tuple:
    return ("pattern node", node["clause"], node["url"], node["name"], node["aka"], node["partial"], node["tally"],
            tuple(node["flags"]), node["reading"], node["components"], node["passage_url"], node["passage_label"])


def _own_markup(node: dict[str, Any]) -> str:
    """The node's `<li>` after its tag, up to its clauses and sub-patterns: its name, what holds, its reading and
    passage."""
    clause = node["clause"]
    out = [f'\n  <a href="{escaped(node["url"])}" class="pattern-name" lang="zh-Hant">{escaped(node["name"])}</a>']
    if node["aka"]:
        out.append(f' <span class="aka" lang="zh-Hant">{escaped(node["aka"])}</span>')
    out.append("\n  ")
    if node["partial"]:
        held, total = node["partial"][0], node["partial"][1]
        holding = filled(gettext("%(held)s of %(total)s conditions hold"), held=held, total=total)
        out.append(f'<span class="partial">{holding}</span>')
    out.append("\n  ")
    for count in node["tally"]:
        out.append('<span class="tally">' + filled(gettext('<span lang="zh-Hant">%(name)s</span> %(holding)s of %(of)s'),
                                                    name=count.name, holding=count.holding, of=count.of) + "</span>")
    out.append("\n  ")
    for flag in node["flags"]:
        out.append(f'<span class="flag"><span class="flag-label" lang="zh-Hant">{escaped(flag.label)}</span>'
                   f'<span class="flag-meaning"> — {escaped(flag.meaning)}</span></span>')
    out.append("\n  ")
    if node["reading"]:
        out.append(f'<span class="reading" lang="zh-Hant">{escaped(said(node["reading"]))}</span>')
    out.append('\n  <span class="pattern-meta">')
    if node["components"]:
        out.append(filled(gettext("made by %(parts)s"), parts=term(node["components"])))
    if not clause:
        if node["components"]:
            out.append(" · ")
        out.append(f'<a href="{escaped(node["passage_url"])}">{escaped(node["passage_label"])}</a>')
    out.append("</span>\n  ")
    return "".join(out)


@lru_cache(maxsize=256)
def settings_list(settings: PatternSettings, language: str) -> SafeString:
    """The `<li>` of each pattern setting: its label, the chosen reading explained (its passages linked),
    whether it is the default. The same for every chart with these settings in one language (`language`
    keys it: the words are the active language's), so it is marked here once (languages.marking), and the page's
    marking passes it by (`already_marked` where it is written)."""
    out = []
    for spec in PATTERN_SETTING_SPECS:
        chosen = getattr(settings, spec.name)
        label = said(spec.label).split(" · ")[0]
        default = ' <span class="muted">' + gettext("(the default)") + "</span>" if chosen == spec.default else ""
        out.append(f"<li><b>{escaped(label)}</b>: {escaped(cited(said(spec.explanations[chosen])))}{default}</li>")
    return mark_safe(marked_for_reader("".join(out)))
