"""What the practice page shows: the steps, the drawing as far as the student has come, the links.

The drawing is the chart builder's (`divination/_figure.html`, with `palaces`, `lessons` and
`transmissions` from divination.builder.page) holding only what the steps answered so far found.
"""
from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse

from divination.builder.page import STEPS, chart_url, lesson_columns, noble_explanation, palaces, transmission_rows
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.practice.steps import SUMMARY, Record, steps_of

TITLES = {s.slug: s.title for s in STEPS}
SUMMARY_TITLE = "總結 · summary"


def practice_url(params: dict[str, str], step: str | None = None, record: Record | None = None) -> str:
    """The practice twin of a chart URL: the same parameters, then the step and the record so far."""
    query = dict(params)
    if step:
        query["step"] = step
    if record and record.outcomes:
        query["record"] = record.to_token()
    return reverse("practice:practice") + "?" + urlencode(query, safe=":/")


def practice_title(chart: Chart) -> str:
    """What the student starts from: the moment, or the 課 as a book prints it (never its answers)."""
    cal = chart.calendar
    if cal is not None:
        return f"{cal.local:%Y-%m-%d %H:%M} {cal.tz}"
    return f"{chart.ke.day_name}日 {BRANCHES[chart.monthly_general]}將 {BRANCHES[chart.query_hour]}時"


def shown_flags(chart: Chart, current: str, answered: bool) -> dict[str, bool]:
    """Which parts the drawing holds: every step before the current one, and the current one once answered."""
    order = [s.slug for s in STEPS]
    slugs = [s.slug for s in steps_of(chart)]
    upto = order.index(slugs[-1]) + 1 if current == SUMMARY else order.index(current) + (1 if answered else 0)
    flags = {slug: index < upto for index, slug in enumerate(order)}
    flags["general"] = flags["general"] or chart.calendar is None
    return flags


def drawing_palaces(chart: Chart, shown: dict[str, bool]) -> list[dict]:
    """The builder's palaces, with the heaven branch left out of the markup until the plates are found."""
    rows = palaces(chart, shown)
    if not shown["plates"]:
        for row in rows:
            row["heaven"] = ""
    return rows


def page_context(chart: Chart, params: dict[str, str], step: str, record: Record, answered: bool = False) -> dict:
    shown = shown_flags(chart, step, answered)
    return {
        "chart": chart, "params": params, "step": step, "record": record, "shown": shown,
        "title": practice_title(chart), "step_title": TITLES.get(step, SUMMARY_TITLE),
        "general_name": BRANCHES[chart.monthly_general] if shown["general"] else "？",
        "hour_name": BRANCHES[chart.query_hour] if shown["general"] else "？",
        "palaces": drawing_palaces(chart, shown), "lessons": lesson_columns(chart, shown),
        "transmissions": transmission_rows(chart, shown), "noble": noble_explanation(chart),
        "step_links": [{"slug": s.slug, "title": TITLES[s.slug], "url": practice_url(params, s.slug, record),
                        "current": s.slug == step, "outcome": record.get(s.slug)} for s in steps_of(chart)],
        "chart_url": chart_url(params, step if step in TITLES else None),
    }
