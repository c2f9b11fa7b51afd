"""The tables of the pattern pages (django-tables2): the 720 課 and the pattern catalog.

Rows are plain dicts built once per set of options (pattern_survey); the tables only choose
columns, headers, ordering and links.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django_tables2 import RequestConfig

from divination.engine.cycles import BRANCHES
from divination.engine.transmissions import NINE_METHODS
from divination.passages import WORK_TITLES, passage_label, passage_link
from divination.pattern_pages.context import (
    ke_chart_link,
    only_ke,
)
from divination.patterns import registry
from divination.patterns.facts import INPUT_ORDER, ordered_inputs
from divination.patterns.reachability import unreachable
from divination.patterns.registry import METHOD_OF_READING, PATTERN
from divination.patterns.survey import example_general, frequencies, ke_charts, ke_matches
from divination.wording import inputs_sentence_lazily
from liuren_site.tables import labelled_column
from sources.keys import parse_passage_key

# Sort headers and page links swap the results in place; the rows' own links open whole pages.
HTMX_TABLE_ATTRS = {"class": "pattern-table stacked-on-phone", "tbody": {"hx-boost": "false"}}


class KeTable(tables.Table):
    """七百二十課: the 課 (linking its chart), lessons, transmissions, method, and its patterns folded to a count."""

    day = labelled_column("課 Chart", order_by=("day_index", "k"), attrs={"td": {"lang": "zh-Hant"}})
    k = labelled_column("k · placement", attrs={"td": {"class": "num"}}, order_by=("k", "day_index"))
    lessons = labelled_column("四課 Lessons", orderable=False, attrs={"td": {"lang": "zh-Hant"}})
    transmissions = labelled_column("三傳 Transmissions", orderable=False, attrs={"td": {"lang": "zh-Hant", "class": "branch"}})
    method = labelled_column("課體 Method", order_by=("method_order", "subname", "day_index", "k"), attrs={"td": {"lang": "zh-Hant"}})
    patterns = labelled_column("格 Patterns", orderable=False)

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 60
        empty_text = "No 課 fits these filters: clear one of them to see more."

    def render_day(self, record):
        return format_html('<span><a href="{}">{}日</a> <span class="plates">{}</span></span>', record["chart_url"],
                           record["day"], record["plates"])

    def render_method(self, record):
        return record["method_full"]

    def render_patterns(self, record):
        found = record["patterns"]
        if not found:
            return format_html('<span class="none">{}</span>', "none of the texts' patterns")
        items = format_html_join("", '<li><a href="{}">{}</a></li>', ((p["url"], p["name"]) for p in found))
        return format_html('<details class="ke-patterns"><summary>{} pattern{}</summary><ul lang="zh-Hant">{}</ul></details>',
                           len(found), "" if len(found) == 1 else "s", items)


class PatternTable(tables.Table):
    """The pattern catalog: one row per implemented entry, in the catalog's order unless sorted."""

    name = labelled_column("名 Name", order_by=("name", "number"))
    passage = labelled_column("出處 Source", accessor="passage_label", order_by=("passage_order", "number"))
    inputs = labelled_column("讀 Reads", accessor="inputs_text", order_by=("inputs_order", "number"))
    frequency = labelled_column("720課 Frequency", attrs={"td": {"class": "num"}}, empty_values=(),
                        order_by=("frequency_order", "number"))

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 50
        empty_text = "No pattern fits these filters: clear one of them, or search for a shorter name."

    def render_name(self, record):
        others = "、".join(record["names"][1:])
        return format_html('<span><a href="{}" lang="zh-Hant">{}</a>{}{}</span>', record["url"], record["name"],
                           format_html(' <span class="aka" lang="zh-Hant">{}</span>', others) if others else "",
                           format_html(' <span class="kind"><span lang="zh-Hant">{}</span> {}</span>', "讀法", "method of reading")
                           if record["kind"] == METHOD_OF_READING else "")

    def render_passage(self, record):
        return format_html('<a href="{}">{}</a>', record["passage_url"], record["passage_label"])

    def render_frequency(self, record):
        if record["never"]:
            return format_html('<span class="never" title="{}">{}</span>', record["never"], "cannot occur")
        if record["frequency"] is None:
            return format_html('<span class="depends">{}</span>', "depends on the moment or the querent")
        return f"{record['frequency']} / 720"


def configure(table: tables.Table, request, per_page: int | None) -> None:
    """Order and page from the request as django-tables2 reads them; the rows a page as the filter form
    checked them (django-tables2 itself would take any number, a negative one or all 720 rows included).

    A page number that is not one, or lies beyond the last page, shows the first or the last page.
    """
    RequestConfig(request, paginate=False).configure(table)
    table.paginate(per_page=per_page)
    try:
        page = int(request.GET.get(table.prefixed_page_field, 1))
    except ValueError:
        page = 1
    table.page = table.paginator.page(min(max(page, 1), table.paginator.num_pages))


@cache
def ke_rows() -> tuple[dict, ...]:
    """One row per 課, in cycle order (default options and pattern settings); built once a process (15,000 links)."""
    return tuple(_ke_row(index, chart, found) for index, (chart, found) in enumerate(zip(ke_charts(), ke_matches())))


def _ke_row(index: int, chart, found) -> dict:
    t = chart.transmissions
    ke = chart.ke
    return {
        "day_index": index // 12,
        "day": ke.day_name,
        "k": ke.k,
        "plates": f"{example_general(ke.k)}將 {BRANCHES[chart.query_hour]}時",
        "lessons": ke.lessons_text,
        "transmissions": "".join(BRANCHES[x] for x in t.branches),
        "method": t.method,
        "subname": t.subname or "",
        "method_full": f"{t.method}·{t.subname}" if t.subname else t.method,
        "method_order": NINE_METHODS.index(t.method),
        "patterns": [{"name": m.entry.names[0], "url": reverse("patterns:pattern", args=[m.entry.id])}
                     for m in found if m.entry.kind == PATTERN],
        "pattern_ids": tuple(m.entry.id for m in found),
        "chart_url": ke_chart_link(ke),
    }


def method_names(rows: Sequence[dict]) -> list[str]:
    """Each method, then each method·sub-name, in the classical order of the nine methods."""
    methods = sorted({(r["method_order"], r["method"]) for r in rows})
    full = sorted({(r["method_order"], r["method_full"]) for r in rows if r["subname"]})
    return [name for _, name in methods] + [name for _, name in full]


def pattern_rows() -> list[dict]:
    """One row per implemented entry, in catalog order, with its frequency over the 720 課 and, for an
    entry no chart can show, why (computed once: reachability)."""
    counts, cannot_occur = frequencies(), unreachable()
    return [_pattern_row(number, item, counts, cannot_occur) for number, item in enumerate(registry.ENTRIES, start=1)]


def _pattern_row(number: int, item, counts: dict[str, int], cannot_occur: dict[str, str]) -> dict:
    frequency = counts.get(item.id, 0) if only_ke(item) else None
    return {
        "number": number, "id": item.id, "name": item.names[0], "names": item.names,
        "work": WORK_TITLES[item.work], "work_key": item.work,
        "url": reverse("patterns:pattern", args=[item.id]),
        "passage_url": passage_link(item), "passage_label": passage_label(item), "source": item.source,
        "passage_order": parse_passage_key(item.passage),
        "inputs_text": inputs_sentence_lazily(item.inputs), "inputs": ordered_inputs(item.inputs),
        "inputs_order": tuple(INPUT_ORDER.index(code) for code in ordered_inputs(item.inputs)), "only_ke": only_ke(item),
        "difficulty": item.difficulty, "reading": item.reading, "kind": item.kind,
        "frequency": frequency, "never": cannot_occur.get(item.id),
        # entries depending on the moment sort below every count
        "frequency_order": -1 if frequency is None else frequency,
    }
