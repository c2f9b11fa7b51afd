"""The chart page's header, written in Python (paid on every fresh chart: it shows the minute): the chart's
name, the moment with its pillars, time basis and lunar date, the school options, the edit panel, the link
to practise the chart and the notebook's slot. The values are page.page_context's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

from django.utils.safestring import SafeString, mark_safe

from divination.builder.schools import OptionChoice
from divination.templatetags.practice_tags import practice_twin
from languages.kept import kept_marked
from languages.reader import gettext
from languages.wording import terms_lang
from liuren_site.markup import escaped, filled, term_written
from liuren_site.reversing import reversed_once


def _moment(calendar: Mapping[str, Any], lang: str) -> str:
    """The moment's line: local time, zone and offset, the four pillars, the clock they were read from, the lunar date."""
    pillars = " ".join(f"{escaped(gz)}{term_written(label)}" for label, gz in calendar["pillars"])
    clock = f" {escaped(calendar['hour_clock'])}" if calendar["time_basis"] != "local" else ""
    return (f'<p class="chart-moment">{escaped(calendar["local"])} {escaped(calendar["tz"])} ({escaped(calendar["offset"])}) · '
            f'<span{lang}>{pillars}</span>\n    <span class="time-basis">({escaped(calendar["time_basis_short"])}{clock})</span>'
            f' · <span lang="zh-Hant">{escaped(calendar["lunar_date"])}</span></p>')


def option_items(choices: Sequence[OptionChoice]) -> str:
    """The `<li>` of each school option: its label, the choice, whether it is the default, who holds it."""
    default = ' <span class="muted">' + gettext("(the default)") + "</span>"
    return "".join(f"<li><b>{escaped(o.label)}</b>: {escaped(o.choice)}{default if o.is_default else ''}"
                   f" — {escaped(o.explanation)}</li>" for o in choices)


def notebook_slot(url: str) -> str:
    """Where the signed-in reader's notes on the chart come in (htmx), or the link to them: the chart page is
    cached for everyone, so it carries no one's notes."""
    notes = escaped(reversed_once("notebook:for_chart") + "?chart=" + quote(url, safe="/"))
    label, link = gettext("筆記 Notebook"), gettext("筆記 · Save this chart to your notebook, or read your notes on it")
    return (f'\n<section class="notebook-slot no-print" aria-label="{label}" hx-get="{notes}" hx-trigger="load" '
            f'hx-swap="innerHTML">\n  <a href="{notes}">{link}</a>\n</section>\n')


def options_used(options: Sequence[OptionChoice], options_summary: str) -> str:
    """The school options, collapsed under their summary."""
    summary = filled(gettext("School options: %(options_summary)s"), options_summary=options_summary)
    return (f'<details class="options-used">\n      <summary>{summary}</summary>\n      <ul>{option_items(options)}</ul>\n'
            '    </details>')


def chart_header(name: str, calendar: Mapping[str, Any] | None, options: Sequence[OptionChoice], options_summary: str,
                 edit_url: str, url: str, options_token: str, seconds: int) -> SafeString:
    """The header of the chart page, from the chart's name to the notebook's slot. The school options are kept
    `seconds`, marked, for the options (`options_token`) in each language."""
    lang = f' lang="{terms_lang()}"' if terms_lang() else ""
    used = kept_marked("chart_options_used", [options_token], seconds, lambda: options_used(options, options_summary))
    edit, open_form = gettext("Edit inputs and options"), gettext("Open the form with this chart's inputs and options.")
    practise = gettext("練習此課 · Practise this chart")
    return mark_safe(
        f'<header class="chart-head">\n  <h1 class="chart-name"{lang}>{term_written(name)}</h1>\n'
        f'  {_moment(calendar, lang) if calendar else ""}\n'
        f'  <div class="chart-tools no-print">\n    {used}\n'
        f'    <details class="edit-panel" data-edit-panel>\n      <summary>{edit}</summary>\n'
        f'      <div class="edit-body" id="edit-body"><p><a href="{escaped(edit_url)}" data-edit-link>{open_form}</a></p>'
        f'</div>\n    </details>\n'
        f'    <a class="button practise-this" href="{escaped(practice_twin(url))}">{practise}</a>\n'
        f'  </div>\n  {notebook_slot(url)}\n</header>')
