"""A pattern page's list of the 課 showing it, written once per entry and language, in one pass: a template per 課
(hundreds for 刑傷) with a practice link parsed and built per row was most of the page's time.

The markup and the messages are those the pattern page's template wrote; the list is marked for the reader once,
as it stands on the page (no element around it says a language), and kept back from the page's marking.
"""
from __future__ import annotations

from functools import lru_cache
from html import escape

from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext

from divination.templatetags.practice_tags import practice_twin
from divination.wording import flag_words
from languages.kept import already_marked
from languages.marking import marked_for_reader
from liuren_site.markup import filled

from .context import ke_row, showing


def ke_list(entry_id: str) -> SafeString:
    """`<ul class="ke-list">`: each 課 showing the entry linked to its chart, with its flags, the clauses that hold
    there (for a parent whose clauses carry flags) and a link to practise it."""
    return already_marked(_ke_list(entry_id, get_language()))


@lru_cache(maxsize=4096)
def _ke_list(entry_id: str, language: str) -> str:
    practise = gettext("practise")  # the site's own words, as {% translate %} leaves them
    items = []
    for row in (ke_row(chart, match) for chart, match in showing(entry_id)):
        label = str(row["label"])
        held = ""
        if row["held"]:
            clauses = "；".join(escape(name) + "".join(f" {_flag(code)}" for code in flags) for name, flags in row["held"])
            held = f'\n      <span class="held" lang="zh-Hant">{clauses}</span>'
        aria = filled(gettext("practise %(label)s"), label=label)
        items.append(f'<li><a href="{escape(row["url"])}">{escape(label)}</a>'
                     f'{"".join(f" {_flag(code)}" for code in row["flags"])}{held}\n'
                     f'    <a class="practise-this" href="{escape(practice_twin(row["url"]))}" aria-label="{aria}">'
                     f"{practise}</a></li>")
    return marked_for_reader(f'<ul class="ke-list">{"".join(items)}</ul>') if items else ""


def _flag(code: str) -> str:
    """A flag as `{% flag code %}` writes it (divination/patterns/_flag.html)."""
    words = flag_words(code)
    return (f'<span class="flag"><span class="flag-label" lang="zh-Hant">{escape(words.label)}</span>'
            f'<span class="flag-meaning"> — {escape(words.meaning)}</span></span>\n')
