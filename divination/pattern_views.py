"""Thin views of the pattern pages: the 720 課, the pattern catalog, one pattern.

Every filter and sort is a GET parameter, so each state has its own URL and works without
JavaScript; an htmx request gets only the results part of the same page.
"""
from __future__ import annotations

from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django_tables2 import RequestConfig

from divination.pattern_forms import KeFilterForm
from divination.tables import KeTable, ke_rows, method_names


def _page(request, template: str, partial: str, context: dict):
    """The whole page, or for htmx (not a history restore) just its results part."""
    htmx = getattr(request, "htmx", None)
    use_partial = bool(htmx) and not htmx.history_restore_request
    response = render(request, partial if use_partial else template, context)
    patch_vary_headers(response, ("HX-Request",))
    return response


def ke_browser(request):
    """七百二十課: every 課 with its lessons, transmissions, method and patterns."""
    rows = ke_rows()
    form = KeFilterForm(request.GET or None, methods=method_names(rows), patterns=[])
    chosen = form.filters() if form.is_bound else {}
    shown = [row for row in rows if _ke_row_fits(row, chosen)]
    table = KeTable(shown)
    RequestConfig(request).configure(table)
    return _page(request, "divination/patterns/ke_browser.html", "divination/patterns/_ke_results.html",
                 {"form": form, "table": table, "count": len(shown)})


def _ke_row_fits(row: dict, chosen: dict[str, str]) -> bool:
    return (
        chosen.get("day", row["day"]) == row["day"]
        and chosen.get("method", row["method"]) in (row["method"], row["method_full"])
        and chosen.get("pattern", "") in ("", *row["pattern_ids"])
    )
