"""The lists of the 課體 step, written in Python: the parts of the chart page repeated per pattern and per setting.

A new 課 lists some thirty patterns, clauses and sub-patterns; as an included template each cost as much
as the rest of the step, so the list is written here with the same markup and the same messages (the
msgids stay in this module, where makemessages finds them). What each node shows is
`patterns_step.match_view`'s; the template that lays out the step is `divination/_step_patterns.html`.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from divination.passages import cited
from divination.patterns.settings import PATTERN_SETTING_SPECS, PatternSettings
from languages.wording import said, term


def _text(value: Any) -> str:
    """A value as the template writes it: escaped unless it is markup already (Django's conditional_escape,
    without its lazy-string wrapper, which cost more than the escaping on a list this long)."""
    return value.__html__() if hasattr(value, "__html__") else escape(str(value))


def _filled(message: str, **values: Any) -> str:
    """A message with its placeholders filled in escaped, as `{% blocktranslate %}` writes it (the message
    itself is the site's own markup, as `{% translate %}` leaves it)."""
    return message % {name: _text(value) for name, value in values.items()}


def pattern_list(nodes: Iterable[dict[str, Any]]) -> SafeString:
    """The `<li>` of each node, its clauses and its sub-patterns inside it."""
    out: list[str] = []
    for node in nodes:
        _write(node, out)
    return mark_safe("".join(out))


def entry_links(entries: Iterable[dict[str, str]]) -> SafeString:
    """The `<li>` of each entry a chart cannot evaluate, linked to its page."""
    return mark_safe("".join(f'<li><a href="{_text(m["url"])}">{_text(m["name"])}</a></li>' for m in entries))


def _write(node: dict[str, Any], out: list[str]) -> None:
    clause = node["clause"]
    out.append(f'<li class="pattern-match {"clause " if clause else ""}{_text(node["status"])}" '
               f'data-pattern="{_text(node["id"])}"')
    if node["branches"]:
        out.append(f' data-branches="{_text(node["branches"])}"')
    if node["parts"]:
        out.append(f' data-parts="{_text(node["parts"])}"')
    out.append(f'>\n  <a href="{_text(node["url"])}" class="pattern-name" lang="zh-Hant">{_text(node["name"])}</a>')
    if node["aka"]:
        out.append(f' <span class="aka" lang="zh-Hant">{_text(node["aka"])}</span>')
    out.append("\n  ")
    if node["partial"]:
        held, total = node["partial"][0], node["partial"][1]
        holding = _filled(gettext("%(held)s of %(total)s conditions hold"), held=held, total=total)
        out.append(f'<span class="partial">{holding}</span>')
    out.append("\n  ")
    for count in node["tally"]:
        out.append('<span class="tally">' + _filled(gettext('<span lang="zh-Hant">%(name)s</span> %(holding)s of %(of)s'),
                                                    name=count.name, holding=count.holding, of=count.of) + "</span>")
    out.append("\n  ")
    for flag in node["flags"]:
        out.append(f'<span class="flag"><span class="flag-label" lang="zh-Hant">{_text(flag.label)}</span>'
                   f'<span class="flag-meaning"> — {_text(flag.meaning)}</span></span>')
    out.append("\n  ")
    if node["reading"]:
        out.append(f'<span class="reading" lang="zh-Hant">{_text(said(node["reading"]))}</span>')
    out.append('\n  <span class="pattern-meta">')
    if node["components"]:
        out.append(_filled(gettext("made by %(parts)s"), parts=term(node["components"])))
    if not clause:
        if node["components"]:
            out.append(" · ")
        out.append(f'<a href="{_text(node["passage_url"])}">{_text(node["passage_label"])}</a>')
    out.append("</span>\n  ")
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


@lru_cache(maxsize=256)
def settings_list(settings: PatternSettings, language: str) -> SafeString:
    """The `<li>` of each pattern setting: its label, the chosen reading explained (its passages linked),
    whether it is the default. The same for every chart with these settings in one language (`language`
    keys it: the words are the active language's)."""
    out = []
    for spec in PATTERN_SETTING_SPECS:
        chosen = getattr(settings, spec.name)
        label = said(spec.label).split(" · ")[0]
        default = ' <span class="muted">' + gettext("(the default)") + "</span>" if chosen == spec.default else ""
        out.append(f"<li><b>{_text(label)}</b>: {_text(cited(said(spec.explanations[chosen])))}{default}</li>")
    return mark_safe("".join(out))
