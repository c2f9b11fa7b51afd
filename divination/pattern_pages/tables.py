"""The tables of the pattern pages (django-tables2): the 720 課 and the pattern catalog.

Rows are plain dicts built once per process for a set of school options and pattern settings
(`ke_survey`, `pattern_rows`), with an index of the 720 課 by day, method and pattern and each sort order
ranked once: a filtered, sorted page is a look-up. Each row's cells are written once per language and kept
(`KeptCells`); a page of rows is those cells in <tr>, in one pass (`KeptRowsTable.page_rows`). The tables
only choose columns, headers, ordering and links.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import django_tables2 as tables
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.html import conditional_escape, escape, format_html, format_html_join, strip_tags
from django.utils.http import urlencode
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, ngettext
from django.utils.translation import gettext_lazy as _
from django_tables2 import RequestConfig
from django_tables2.data import TableListData
from django_tables2.templatetags.django_tables2 import table_page_range
from django_tables2.utils import AttributeDict, OrderBy, OrderByTuple

from divination.engine.cycles import BRANCHES
from divination.engine.options import DEFAULT_OPTIONS, Options
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
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings
from divination.patterns.survey import example_general, frequencies, ke_charts, ke_matches
from divination.wording import inputs_sentence_lazily
from languages.kept import already_marked, written_once
from languages.marking import marked_for_reader
from languages.wording import said, term, terms_lang
from liuren_site.tables import OwnColumns, labelled_column
from sources.keys import parse_passage_key

# (table class, column, orderable, ordered, descending) → the header cell's attributes (KeptRowsTable._th).
_TH_ATTRS: dict[tuple, str] = {}
# (table class, column, language) → the column's header, escaped and marked: its label in the language.
_HEADERS: dict[tuple, str] = {}
# table class → the attributes of its <table>, <thead> and <tbody> (the tables take them from their Meta).
_TABLE_ATTRS: dict[type, tuple[str, str, str]] = {}

# Sort headers and page links swap the results in place; the rows' own links open whole pages.
HTMX_TABLE_ATTRS = {"class": "pattern-table stacked-on-phone", "tbody": {"hx-boost": "false"}}


class KeptRowsTable(tables.Table):
    """A table whose records carry their kept cells (`keep_cells`), written in one pass (`html`): django-tables2
    chooses the columns, the order and the page; the markup is its template's (django_tables2/table.html), with
    the page links in the reader's language and the rows from `page_rows`. The template, a node per header,
    row and page link, cost more than the page's rows. The table is written marked for the reader, as it stands
    on the page (no element around it says a language), and kept back from the page's marking."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.base_columns = OwnColumns(cls.base_columns)

    def results(self, form) -> SafeString:
        """The results region of the table's page (what an htmx request swaps): how many rows fit the filters of
        `form` and the refused filters' messages above the table, as its template wrote it. A template and its
        includes cost the page more than writing it; the messages, seldom shown, are still their template's."""
        start = written_once("results start", lambda: '<section id="results" class="results" aria-live="polite"\n'
                                                      '  hx-boost="true" hx-target="#results" hx-swap="outerHTML">')
        # (the messages' template ends its line, errors or none)
        errors = render_to_string("divination/patterns/_form_errors.html", {"form": form}) if form.errors else "\n"
        return mark_safe(  # noqa: S308 — parts escaped or markup
            f'{already_marked(start)}\n  {errors}\n  <p class="count">{self.count_line()}</p>\n  {self.html()}\n'
            "</section>\n")

    def count_line(self) -> str:
        """How many rows fit the filters, in words."""
        raise NotImplementedError

    def page_rows(self) -> str:
        """The page's rows in one pass, each row's kept cells (marked already) in a <tr> as django-tables2 writes
        it (`even`, `odd`). Nothing when no row is shown."""
        # The page's records as django-tables2 paged them (its page holds no pinned row), without a BoundRow each.
        language = get_language()
        return "\n".join(f'<tr class="{"odd" if number % 2 else "even"}">{record["cells"].html(language)}</tr>'
                         for number, record in enumerate(self.paginated_rows.data))

    def html(self) -> SafeString:
        """The table, its headers with their sort links and its page links, as `{% render_table %}` wrote them
        from django_tables2/table.html (every space of its template kept), marked (each of its words is marked
        where it is written: the headers, the page links, the cells)."""
        self.before_render(self.request)
        attrs = _TABLE_ATTRS.get(type(self))
        if attrs is None:
            attrs = _TABLE_ATTRS[type(self)] = (AttributeDict(self.attrs).as_html(), self.attrs["thead"].as_html(),
                                                self.attrs["tbody"].as_html())
        # The table's sort, read once for all its headers: each column's alias in it (e.g. -k), as django-tables2's
        # `is_ordered` and `order_by_alias` look it up (the first alias of the column), a search for each column.
        sorted_as = {alias.bare: alias for alias in reversed(self.order_by or ())}
        language = get_language()
        headers = "".join(f'\n                        <th {self._th(column, sorted_as.get(column.name))}>\n'
                          f"                            {self._header(column, sorted_as.get(column.name), language)}"
                          "\n                        </th>\n                    " for column in self.columns)
        thead = (f'\n                <thead {attrs[1]}>\n                    <tr>\n                    '
                 f"{headers}\n                    </tr>\n                </thead>\n            ") if self.show_header else ""
        rows = self.page_rows() or (f'<tr><td colspan="{len(self.columns)}">{_marked(self.empty_text)}</td></tr>'
                                    if self.empty_text else "")
        tbody = f'\n                <tbody {attrs[2]}>\n{rows}\n                </tbody>\n'
        return already_marked(
            f'\n\n\n<div class="table-container">\n    \n        <table {attrs[0]}>\n'
            f"            \n            {thead}\n            \n            {tbody}\n            \n            \n"
            f"            \n        </table>\n    \n\n    \n        {self._pages()}\n    \n</div>\n\n")

    def _th(self, column, alias: OrderBy | None) -> str:
        """The header cell's attributes as django-tables2 writes them (`column.attrs["th"]`): its class says whether
        the column sorts and which way it is sorted (`alias`, None when it is not), the rest is the table's and the
        column's, fixed (computed once for each state: most of a header's cost)."""
        ordered = alias is not None
        key = (type(self), column.name, column.orderable, ordered, ordered and alias.is_descending)
        attrs = _TH_ATTRS.get(key)
        if attrs is None:
            attrs = _TH_ATTRS[key] = column.attrs["th"].as_html()
        return attrs

    def _header(self, column, alias: OrderBy | None, language: str) -> str:
        """The header's label and, for a column that sorts, its link to the next sort (`order_by_alias.next`: the
        opposite of `alias`, or the column ascending unless it starts descending)."""
        key = (type(self), column.name, language)
        header = _HEADERS.get(key)
        if header is None:
            header = _HEADERS[key] = _marked(column.header)
        if not column.orderable:
            return f"\n                                {header}\n                            "
        following = alias.opposite if alias is not None else (
            OrderBy(column.name).opposite if column.column.initial_sort_descending else column.name)
        link = self._query(self.prefixed_order_by_field, following)
        return f'\n                                <a href="{link}">{header}</a>\n                            '

    def _pages(self) -> str:
        page = self.page
        if not page or self.paginator.num_pages <= 1:
            return ""
        field = self.prefixed_page_field
        previous = (f'\n                <li class="previous"><a href="{self._query(field, page.previous_page_number())}">'
                    f'{_marked(gettext("← Previous page"))}</a></li>\n            ') if page.has_previous() else ""
        following = (f'\n                <li class="next"><a href="{self._query(field, page.next_page_number())}">'
                     f'{_marked(gettext("Next page →"))}</a></li>\n            ') if page.has_next() else ""
        numbers = ""
        if page.has_previous() or page.has_next():
            links = "".join(self._page_link(number) for number in table_page_range(page, self.paginator))
            numbers = f"\n            \n                {links}\n            \n            "
        return (f'\n        <ul class="pagination">\n            {previous}\n            {numbers}\n            {following}'
                f"\n        </ul>\n        ")

    def _page_link(self, number: int | str) -> str:
        """One page of django-tables2's range of pages: a link, or "..." for the pages left out."""
        active = 'class="active"' if number == self.page.number else ""
        link = ('\n                            <a href="#">...</a>\n                        ' if number == "..." else
                f'\n                            <a href="{self._query(self.prefixed_page_field, number)}">\n'
                f"                                {number}\n                            </a>\n                        ")
        return f"\n                    <li {active}>\n                        {link}\n                    </li>\n                "

    def _query(self, name: str, value) -> str:
        """`{% querystring_replace name=value %}`: the request's query with one parameter set, escaped (each other
        parameter encoded once for all the page's links, in the query's order; the one set stands in its place)."""
        encoded = self.__dict__.get("_encoded_query")
        if encoded is None:
            encoded = self._encoded_query = {key: urlencode({key: values}, doseq=True)
                                             for key, values in self.request.GET.lists()}
        setting = urlencode({name: value})
        parts = [setting if key == name else part for key, part in encoded.items()]
        return escape("?" + "&".join(parts if name in encoded else [*parts, setting]))


def _marked(words) -> str:
    """Words of the table, escaped and marked for the reader as they stand in it (in no element that says a language)."""
    return marked_for_reader(conditional_escape(words))


class KeTable(KeptRowsTable):
    """七百二十課: the 課 (linking its chart), lessons, transmissions, method, and its patterns folded to a count."""

    day = labelled_column(_("課 Chart"), order_by=("day_index", "k"), attrs={"td": {"lang": "zh-Hant"}})
    k = labelled_column(_("k · placement"), attrs={"td": {"class": "num"}}, order_by=("k", "day_index"))
    lessons = labelled_column(_("四課 Lessons"), orderable=False, attrs={"td": {"lang": "zh-Hant"}})
    transmissions = labelled_column(_("三傳 Transmissions"), orderable=False, attrs={"td": {"lang": "zh-Hant", "class": "branch"}})
    method = labelled_column(_("課體 Method"), order_by=("method_order", "subname", "day_index", "k"), attrs={"td": {"lang": terms_lang}})
    patterns = labelled_column(_("格 Patterns"), orderable=False)

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 60
        empty_text = _("No 課 fits these filters: clear one of them to see more.")

    def count_line(self) -> str:
        return gettext("%(count)s of 720 課") % {"count": len(self.data)}

    def render_day(self, record):
        plates = gettext("%(general)s將 %(hour)s時") % {"general": record["general"], "hour": record["hour"]}
        return format_html('<span><a href="{}">{}日</a> <span class="plates">{}</span></span>', record["chart_url"],
                           record["day"], plates)

    def render_method(self, record):
        return term(record["method_full"])

    def render_patterns(self, record):
        found = record["patterns"]
        if not found:
            return format_html('<span class="none">{}</span>', gettext("none of the texts' patterns"))
        items = format_html_join("", '<li><a href="{}">{}</a></li>', ((p["url"], p["name"]) for p in found))
        summary = ngettext("%(count)s pattern", "%(count)s patterns", len(found)) % {"count": len(found)}
        return format_html('<details class="ke-patterns"><summary>{}</summary><ul lang="zh-Hant">{}</ul></details>',
                           summary, items)


class KeptCells:
    """The cells of every row of a table, written once per language by the table itself (the headers'
    data-label, the terms in the page's script, the counts in words) and marked for the reader as they stand
    in the table (no element around them says a language): a page of the table only wraps rows' cells in <tr>."""

    def __init__(self, table: type[tables.Table], rows: tuple[dict, ...]):
        self.table, self.rows = table, rows
        self.by_language: dict[str, tuple[str, ...]] = {}

    def of(self, index: int, language: str | None = None) -> str:
        """Row `index`'s cells in `language` (the reader's when not given)."""
        language = language or get_language()
        if language not in self.by_language:
            self.by_language[language] = tuple(marked_for_reader(format_html_join("", "<td {}>{}</td>", (
                (column.attrs["td"].as_html(), cell) for column, cell in bound.items())))
                for bound in self.table(list(self.rows)).rows)
        return self.by_language[language][index]


@dataclass(frozen=True)
class RowCells:
    """One row's cells in the reader's language."""

    cells: KeptCells
    index: int

    def __html__(self) -> str:
        return self.cells.of(self.index)

    def html(self, language: str) -> str:
        return self.cells.of(self.index, language)

    __str__ = __html__


def keep_cells(table: type[tables.Table], rows: tuple[dict, ...]) -> None:
    """Give each row its kept cells (`cells`), written when a page in a language first shows one."""
    cells = KeptCells(table, rows)
    for index, row in enumerate(rows):
        row["cells"] = RowCells(cells, index)


class PatternTable(KeptRowsTable):
    """The pattern catalog: one row per implemented entry, in the catalog's order unless sorted."""

    name = labelled_column(_("名 Name"), order_by=("name", "number"))
    passage = labelled_column(_("出處 Source"), accessor="passage_label", order_by=("passage_order", "number"))
    inputs = labelled_column(_("讀 Reads"), accessor="inputs_text", order_by=("inputs_order", "number"))
    frequency = labelled_column(_("720課 Frequency"), attrs={"td": {"class": "num"}}, empty_values=(),
                        order_by=("frequency_order", "number"))

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 50
        empty_text = _("No pattern fits these filters: clear one of them, or search for a shorter name.")

    def count_line(self) -> str:
        return gettext("%(count)s of %(total)s patterns") % {"count": len(self.data), "total": len(pattern_rows())}

    def render_name(self, record):
        others = "、".join(record["names"][1:])
        return format_html('<span><a href="{}" lang="zh-Hant">{}</a>{}{}</span>', record["url"], record["name"],
                           format_html(' <span class="aka" lang="zh-Hant">{}</span>', others) if others else "",
                           format_html(' <span class="kind">{}</span>', mark_safe(gettext('<span lang="zh-Hant">讀法</span> method of reading')))
                           if record["kind"] == METHOD_OF_READING else "")

    def render_passage(self, record):
        return format_html('<a href="{}">{}</a>', record["passage_url"], record["passage_label"])

    def render_frequency(self, record):
        if record["never"]:
            return format_html('<span class="never" title="{}">{}</span>', strip_tags(said(record["never"])), gettext("cannot occur"))
        if record["frequency"] is None:
            return format_html('<span class="depends">{}</span>', gettext("depends on the moment or the querent"))
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


@dataclass(frozen=True)
class KeSurvey:
    """The 720 rows of the browser in cycle order, indexed by what its filters choose."""

    rows: tuple[dict, ...]
    methods: list[str]                       # the method filter's choices, in the classical order
    patterns: dict[str, tuple[str, ...]]     # the pattern filter's names: the entries of the 課 alone, by id
    by_day: dict[str, tuple[int, ...]]
    by_method: dict[str, tuple[int, ...]]    # by method and by method·sub-name
    by_pattern: dict[str, tuple[int, ...]]
    _ranks: dict[tuple[str, ...], dict[int, int]] = field(default_factory=dict, compare=False)

    def select(self, chosen: dict) -> list[dict]:
        """The rows that fit every filter chosen (a day, a method, any of a set of patterns), in cycle order."""
        lists = [self.by_day.get(chosen["day"], ())] if "day" in chosen else []
        if "method" in chosen:
            lists.append(self.by_method.get(chosen["method"], ()))
        if chosen.get("pattern"):
            lists.append(tuple(set().union(*(self.by_pattern.get(i, ()) for i in chosen["pattern"]))))
        if not lists:
            return list(self.rows)
        shown = set(min(lists, key=len)).intersection(*lists)
        return [self.rows[i] for i in sorted(shown)]

    def rank(self, accessors: tuple[str, ...]) -> dict[int, int]:
        """Each row's place in the whole table sorted by these accessors (computed once per sort)."""
        if accessors not in self._ranks:
            ordered = sorted(self.rows, key=OrderByTuple(accessors).key)
            self._ranks[accessors] = {row["index"]: place for place, row in enumerate(ordered)}
        return self._ranks[accessors]


class KeRows(TableListData):
    """The shown rows of a KeSurvey; sorting reads the survey's ranks instead of comparing rows."""

    def __init__(self, survey: KeSurvey, rows: list[dict]):
        super().__init__(rows)
        self.survey = survey

    def order_by(self, aliases):
        accessors: list[str] = []
        for alias in aliases:
            column = self.table.columns[OrderBy(alias).bare]
            accessors += column.order_by.opposite if alias[0] != column.order_by_alias[0] else column.order_by
        rank = self.survey.rank(tuple(accessors))
        self.data.sort(key=lambda row: rank[row["index"]])


@lru_cache(maxsize=8)
def ke_survey(options: Options = DEFAULT_OPTIONS, settings: PatternSettings = DEFAULT_SETTINGS) -> KeSurvey:
    """The browser's table for one set of school options and pattern settings, built once per process."""
    urls = pattern_urls()
    rows = tuple(_ke_row(index, chart, found, urls)
                 for index, (chart, found) in enumerate(zip(ke_charts(options), ke_matches(settings, options))))
    keep_cells(KeTable, rows)
    return KeSurvey(
        rows=rows, methods=method_names(rows),
        patterns={item.id: item.names for item in registry.ENTRIES if only_ke(item)},
        by_day=_index((row["day"],) for row in rows),
        by_method=_index((row["method"], row["method_full"]) for row in rows),
        by_pattern=_index(row["pattern_ids"] for row in rows),
    )


def _index(keys_of_rows: Iterable[Iterable[str]]) -> dict[str, tuple[int, ...]]:
    index: dict[str, list[int]] = {}
    for number, keys in enumerate(keys_of_rows):
        for key in dict.fromkeys(keys):
            index.setdefault(key, []).append(number)
    return {key: tuple(numbers) for key, numbers in index.items()}


@lru_cache(maxsize=1)
def pattern_urls() -> dict[str, str]:
    """Each entry's page."""
    return {item.id: reverse("patterns:pattern", args=[item.id]) for item in registry.ENTRIES}


def _ke_row(index: int, chart, found, urls: dict[str, str]) -> dict:
    t = chart.transmissions
    ke = chart.ke
    return {
        "index": index,
        "day_index": index // 12,
        "day": ke.day_name,
        "k": ke.k,
        "general": example_general(ke.k),
        "hour": BRANCHES[chart.query_hour],
        "lessons": ke.lessons_text,
        "transmissions": "".join(BRANCHES[x] for x in t.branches),
        "method": t.method,
        "subname": t.subname or "",
        "method_full": f"{t.method}·{t.subname}" if t.subname else t.method,
        "method_order": NINE_METHODS.index(t.method),
        "patterns": [{"name": m.entry.names[0], "url": urls[m.entry.id]} for m in found if m.entry.kind == PATTERN],
        "pattern_ids": tuple(m.entry.id for m in found),
        "chart_url": ke_chart_link(ke),
    }


def method_names(rows: Iterable[dict]) -> list[str]:
    """Each method, then each method·sub-name, in the classical order of the nine methods."""
    rows = list(rows)
    methods = sorted({(r["method_order"], r["method"]) for r in rows})
    full = sorted({(r["method_order"], r["method_full"]) for r in rows if r["subname"]})
    return [name for _, name in methods] + [name for _, name in full]


@lru_cache(maxsize=1)
def pattern_rows() -> tuple[dict, ...]:
    """One row per implemented entry, in catalog order, with its frequency over the 720 課 and, for an
    entry no chart can show, why (built once: reachability)."""
    counts, cannot_occur, urls = frequencies(), unreachable(), pattern_urls()
    rows = tuple(_pattern_row(number, item, counts, cannot_occur, urls)
                 for number, item in enumerate(registry.ENTRIES, start=1))
    keep_cells(PatternTable, rows)
    return rows


def _pattern_row(number: int, item, counts: dict[str, int], cannot_occur: dict[str, str], urls: dict[str, str]) -> dict:
    frequency = counts.get(item.id, 0) if only_ke(item) else None
    return {
        "number": number, "id": item.id, "name": item.names[0], "names": item.names,
        "work": WORK_TITLES[item.work], "work_key": item.work,
        "url": urls[item.id],
        "passage_url": passage_link(item), "passage_label": passage_label(item), "source": item.source,
        "passage_order": parse_passage_key(item.passage),
        "inputs_text": inputs_sentence_lazily(item.inputs), "inputs": ordered_inputs(item.inputs),
        "inputs_order": tuple(INPUT_ORDER.index(code) for code in ordered_inputs(item.inputs)), "only_ke": only_ke(item),
        "difficulty": item.difficulty, "reading": item.reading, "kind": item.kind,
        "frequency": frequency, "never": cannot_occur.get(item.id),
        # entries depending on the moment sort below every count
        "frequency_order": -1 if frequency is None else frequency,
    }
