"""Thin views of the pattern pages: the 720 課, the pattern catalog, one pattern.

Every filter and sort is a GET parameter, so each state has its own URL and works without
JavaScript; an htmx request gets only the results part of the same page.
"""
from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.urls import get_script_prefix
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext

from divination.builder.caching import is_personal, keep_private
from divination.engine.errors import ChartInputError
from divination.passages import WORK_TITLES, passage_label, passage_link
from divination.pattern_pages.context import (
    EXAMPLE_QUERENT,
    clause_rows,
    flags_seen,
    ke_row,
    needs_querent,
    never_said,
    only_ke,
    querent_label,
    reading_rows,
    showing,
    upcoming,
)
from divination.pattern_pages.forms import DIFFICULTY_CHOICES, KeFilterForm, MomentsForm, PatternFilterForm, names_hold
from divination.pattern_pages.tables import KeRows, KeTable, PatternTable, configure, ke_survey, pattern_rows
from divination.patterns import registry
from divination.patterns.clauses import Tally
from divination.patterns.reachability import unreachable
from divination.patterns.registry import METHOD_OF_READING
from divination.patterns.search import DEFAULT_ZONE
from divination.wording import flag_words, inputs_sentence
from languages.wording import said
from liuren_site.htmx import page_or_region
from liuren_site.reader_zone import reader_zone_name


def ke_browser(request):
    """七百二十課: every 課 with its lessons, transmissions, method and patterns."""
    survey = ke_survey()
    form = KeFilterForm(request.GET or None, methods=survey.methods, patterns=survey.patterns)
    shown = survey.select(form.filters() if form.is_bound else {})
    table = KeTable(KeRows(survey, shown))
    configure(table, request, form.rows_a_page())
    count_line = gettext("%(count)s of 720 課") % {"count": len(shown)}
    return page_or_region(request, "divination/patterns/ke_browser.html", "divination/patterns/_results.html",
                          {"form": form, "table": table, "count_line": count_line}, status=400 if form.errors else 200)


def catalog(request):
    """課體 catalog: every implemented pattern with its passage, inputs and frequency over the 720 課."""
    rows = pattern_rows()
    form = PatternFilterForm(request.GET or None)
    chosen = form.filters() if form.is_bound else {}
    shown = [row for row in rows if _pattern_row_fits(row, chosen)]
    table = PatternTable(shown)
    configure(table, request, form.rows_a_page())
    count_line = gettext("%(count)s of %(total)s patterns") % {"count": len(shown), "total": len(rows)}
    return page_or_region(request, "divination/patterns/catalog.html", "divination/patterns/_results.html",
                          {"form": form, "table": table, "count_line": count_line}, status=400 if form.errors else 200)


def _pattern_row_fits(row: dict, chosen: dict[str, str]) -> bool:
    query = chosen.get("q", "").strip()
    inputs = chosen.get("inputs")
    codes = row["inputs"]
    return (
        (not query or query == row["id"] or names_hold(row["names"], query))
        and chosen.get("work", row["work_key"]) == row["work_key"]
        and chosen.get("difficulty", row["difficulty"]) == row["difficulty"]
        and (not inputs or (row["only_ke"] if inputs == "C" else not row["only_ke"] if inputs == "extra"
                            else inputs in codes))
    )


def pattern(request, entry_id: str):
    """One pattern: names, reading, source passage, the 課 showing it, and its next moments."""
    try:
        item = registry.entry(entry_id)
    except KeyError:
        raise Http404(gettext("No pattern has this id.")) from None
    form = MomentsForm(request.GET, default_zone=reader_zone_name(request) or DEFAULT_ZONE)
    tz, querent = form.search()
    try:
        moments = upcoming((item,), tz, querent=querent)[item.id]
    except ChartInputError as error:  # a querent no moment of the coming year can have (born after it)
        form.add_error(error.field if error.field in form.fields else None, said(error.reason))
        querent = EXAMPLE_QUERENT
        moments = upcoming((item,), tz, querent=querent)[item.id]
    flags = flags_seen(item.id) | {flag for m in moments for flag in m["flags"]}
    response = render(request, "divination/patterns/pattern.html", {
        "item": item, "work_title": WORK_TITLES[item.work], "inputs": inputs_sentence(item.inputs),
        "difficulty": dict(DIFFICULTY_CHOICES).get(item.difficulty, item.difficulty),
        "only_ke": only_ke(item), "passage_url": passage_link(item), "passage_label": passage_label(item),
        "ke_count": len(showing(item.id)) if only_ke(item) else 0,
        "ke_rows": [ke_row(chart, match) for chart, match in showing(item.id)] if only_ke(item) else [],
        # Evaluated by the template only when its fragment is not kept (the entry under each reading, over the 720 課).
        "readings": (lambda: reading_rows(item)) if only_ke(item) else None,
        "script_prefix": get_script_prefix(),  # the fragment's links are written under it
        "clauses": clause_rows(item), "tally": isinstance(item.test,
                                                          Tally), "never": never_said(unreachable().get(item.id)),
        "method_of_reading": item.kind == METHOD_OF_READING,
        "form": form, "tz": tz, "needs_querent": needs_querent(item),
        "querent": querent_label(querent) if needs_querent(item) else "",
        "moments": moments, "flags": [flag_words(flag) for flag in sorted(flags)],
    }, status=400 if form.errors else 200)
    patch_vary_headers(response, ["Cookie"])  # the next moments default to the reader's zone (the tz cookie)
    return keep_private(response) if is_personal(request.GET) else response
