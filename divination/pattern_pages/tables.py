"""The tables of the pattern pages (django-tables2): the 720 課 and the pattern catalog.

Rows are plain dicts built once per process for a set of school options and pattern settings
(`ke_survey`, `pattern_rows`), with an index of the 720 課 by day, method and pattern and each sort order
ranked once: a filtered, sorted page is a look-up. The rows hold no address: a cell writes its links when it is
shown, under the script name the site is served at. django-tables2 renders them (templates/tables/table.html);
the cells that are more than a value are templates under templates/divination/patterns/cells/.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _
from django_tables2 import RequestConfig
from django_tables2.data import TableListData
from django_tables2.utils import OrderBy, OrderByTuple

from divination.engine.cycles import BRANCHES
from divination.engine.options import DEFAULT_OPTIONS, Options
from divination.engine.transmissions import NINE_METHODS
from divination.passages import WORK_TITLES, passage_label
from divination.pattern_pages.context import only_ke
from divination.patterns import registry
from divination.patterns.facts import INPUT_ORDER, ordered_inputs
from divination.patterns.reachability import unreachable
from divination.patterns.registry import METHOD_OF_READING, PATTERN
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings
from divination.patterns.survey import example_general, frequencies, ke_charts, ke_matches
from divination.wording import inputs_sentence_lazily
from languages.wording import term, terms_lang
from liuren_site.tables import labelled_column
from sources.keys import parse_passage_key

# Sort headers and page links swap the results in place; the rows' own links open whole pages.
HTMX_TABLE_ATTRS = {"class": "pattern-table stacked-on-phone", "tbody": {"hx-boost": "false"}}
CELLS = "divination/patterns/cells/"


class KeTable(tables.Table):
    """七百二十課: the 課 (linking its chart), lessons, transmissions, method, and its patterns folded to a count."""

    day = labelled_column(_("課 Chart"), order_by=("day_index", "k"), attrs={"td": {"lang": "zh-Hant"}},
                          template_name=CELLS + "ke_day.html")
    k = labelled_column(_("k · placement"), attrs={"td": {"class": "num"}}, order_by=("k", "day_index"))
    lessons = labelled_column(_("四課 Lessons"), orderable=False, attrs={"td": {"lang": "zh-Hant"}})
    transmissions = labelled_column(_("三傳 Transmissions"), orderable=False,
                                    attrs={"td": {"lang": "zh-Hant", "class": "branch"}})
    method = labelled_column(_("課體 Method"), order_by=("method_order", "subname", "day_index", "k"),
                             attrs={"td": {"lang": terms_lang}})
    patterns = labelled_column(_("格 Patterns"), orderable=False, template_name=CELLS + "ke_patterns.html")

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 60
        empty_text = _("No 課 fits these filters: clear one of them to see more.")

    def render_method(self, record):
        return term(record["method_full"])


class PatternTable(tables.Table):
    """The pattern catalog: one row per implemented entry, in the catalog's order unless sorted."""

    name = labelled_column(_("名 Name"), order_by=("name", "number"), template_name=CELLS + "pattern_name.html")
    passage = labelled_column(_("出處 Source"), accessor="passage_label", order_by=("passage_order", "number"),
                              template_name=CELLS + "pattern_passage.html")
    inputs = labelled_column(_("讀 Reads"), accessor="inputs_text", order_by=("inputs_order", "number"))
    frequency = labelled_column(_("720課 Frequency"), attrs={"td": {"class": "num"}}, empty_values=(),
                                order_by=("frequency_order", "number"), template_name=CELLS + "pattern_frequency.html")

    class Meta:
        attrs = HTMX_TABLE_ATTRS
        per_page = 50
        empty_text = _("No pattern fits these filters: clear one of them, or search for a shorter name.")


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
    rows = tuple(_ke_row(index, chart, found)
                 for index, (chart, found) in enumerate(zip(ke_charts(options), ke_matches(settings, options))))
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


def _ke_row(index: int, chart, found) -> dict:
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
        "patterns": [{"name": m.entry.names[0], "id": m.entry.id} for m in found if m.entry.kind == PATTERN],
        "pattern_ids": tuple(m.entry.id for m in found),
        "ke": ke,   # its example chart's address is written when the row is shown, under the site's script name
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
    counts, cannot_occur = frequencies(), unreachable()
    rows = tuple(_pattern_row(number, item, counts, cannot_occur)
                 for number, item in enumerate(registry.ENTRIES, start=1))
    return rows


def _pattern_row(number: int, item, counts: dict[str, int], cannot_occur: dict[str, str]) -> dict:
    frequency = counts.get(item.id, 0) if only_ke(item) else None
    return {
        "number": number, "id": item.id, "name": item.names[0], "names": item.names,
        "other_names": "、".join(item.names[1:]), "method_of_reading": item.kind == METHOD_OF_READING,
        "work": WORK_TITLES[item.work], "work_key": item.work,
        "entry": item, "passage_label": passage_label(item), "source": item.source,
        "passage_order": parse_passage_key(item.passage),
        "inputs_text": inputs_sentence_lazily(item.inputs), "inputs": ordered_inputs(item.inputs),
        "inputs_order": tuple(INPUT_ORDER.index(code) for code in ordered_inputs(item.inputs)),
        "only_ke": only_ke(item),
        "difficulty": item.difficulty, "reading": item.reading, "kind": item.kind,
        "frequency": frequency, "never": cannot_occur.get(item.id),
        # entries depending on the moment sort below every count
        "frequency_order": -1 if frequency is None else frequency,
    }
