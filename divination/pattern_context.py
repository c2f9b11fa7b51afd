"""What the pages and the machine interface show of patterns, built from the matcher.

`patterns_context(chart, settings)` is the chart page's 課體 step; `chart_json(chart, settings)` the
chart JSON with its `patterns`; `entry_row(entry)` one line of `manage.py patterns`; the links lead
to a passage (landing on its defining words) or to the chart builder.
"""
from __future__ import annotations

import datetime as dt
from functools import lru_cache
from typing import Any, Final, Mapping, Sequence
from urllib.parse import urlencode

from django.urls import reverse

from classics.keys import parse_passage_key
from divination.chart_page import chart_url
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.engine.errors import ChartInputError
from divination.engine.ke import Ke
from divination.patterns import registry
from divination.patterns.registry import MATCH, NOT_EVALUATED, PARTIAL, Entry, Match, match_chart
from divination.patterns.facts import INPUT_NAMES
from divination.patterns.search import DEFAULT_ZONE, Moment, Querent, next_moments
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings
from divination.pattern_survey import EXAMPLE_HOUR, example_general, frequencies, ke_showing

# Patterns of 行年 or sex need a querent: the passage pages show them for this one (and say so).
EXAMPLE_QUERENT: Final = Querent(1990, "male")
# The catalog's input legend, in its order.
INPUT_ORDER: Final = ("C", "MB", "YR", "MP", "LD", "JQ", "XN", "SX")
WORK_TITLES: Final = {"jingwei": "六壬經緯 卷二", "xinjing": "大六壬心鏡 卷三"}
# Chart parts a test may name (registry.Outcome.components), as the page calls them.
PART_NAMES: Final = {
    "initial": "初傳", "middle": "中傳", "final": "末傳", "stem": "日干", "day": "日支", "hour": "占時",
    "monthly_general": "月將", "month": "月建", "year": "太歲", "moon": "月宿", "travel_year": "行年",
    "lesson:1": "一課", "lesson:2": "二課", "lesson:3": "三課", "lesson:4": "四課",
}


def ordered_inputs(codes) -> list[str]:
    return [code for code in INPUT_ORDER if code in codes]


def only_ke(item: Entry) -> bool:
    """The entry depends on the 課 alone (inputs C), so it can be counted over the 720 課."""
    return item.inputs == frozenset({"C"})


@lru_cache(maxsize=None)
def passage_link(item: Entry) -> str:
    """The passage page, landing on the paragraph with the defining words highlighted."""
    number = parse_passage_key(item.passage)[2]
    return f"{item.passage_path}?{urlencode({'hl': item.highlight})}#p{number}"


@lru_cache(maxsize=None)
def passage_label(item: Entry) -> str:
    work, volume, number = parse_passage_key(item.passage)
    return f"{WORK_TITLES[work].split()[0]} {volume}.{number}"


def entry_row(item: Entry) -> dict[str, Any]:
    """One implemented entry for `manage.py patterns --json`."""
    return {
        "id": item.id, "names": list(item.names), "work": item.work, "passage": item.passage_path,
        "passage_key": item.passage, "source": item.source, "inputs": ordered_inputs(item.inputs),
        "difficulty": item.difficulty, "reading": item.reading, "highlight": item.highlight,
    }


def ke_chart_link(ke: Ke, settings: PatternSettings | None = None) -> str:
    """The example chart of a 課 (general BRANCHES[k] on the 子 hour)."""
    params = {"day": ke.day_name, "general": example_general(ke.k), "hour": BRANCHES[EXAMPLE_HOUR]}
    return chart_url(params | ({"p": settings.to_token()} if settings else {}))


def pattern_settings_from(values: Mapping[str, Any]) -> PatternSettings:
    """The pattern settings of a request: the token `p`, then any setting named on its own (which wins)."""
    token = str(values.get("p") or "").strip()
    base = PatternSettings.from_token(token) if token else PatternSettings()
    return PatternSettings.from_mapping({spec.name: values.get(spec.name) for spec in PATTERN_SETTING_SPECS}, base)


def read_pattern_settings(values: Mapping[str, Any], form) -> PatternSettings:
    """As pattern_settings_from, a bad value becoming an error of the chart form instead of an exception."""
    try:
        return pattern_settings_from(values)
    except ChartInputError as error:
        form.add_error(None, error.message)
        return PatternSettings()


def chart_json(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The chart's machine interface with its patterns (matches, partial matches, entries not evaluated)."""
    return chart.to_dict() | {"pattern_settings": settings.to_token(),
                              "patterns": [m.to_dict() for m in match_chart(chart, settings)]}


def patterns_context(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The 課體 step of the chart page: matches grouped by work, and the entries not evaluated apart."""
    matches = match_chart(chart, settings)
    found = [m for m in matches if m.status in (MATCH, PARTIAL)]
    waiting = [m for m in matches if m.status == NOT_EVALUATED]
    return {"patterns": {
        "works": [{"work": work, "title": title, "matches": [match_view(chart, m) for m in found if m.entry.work == work]}
                  for work, title in WORK_TITLES.items()],
        "count": len(found),
        "method_names": chart.transmissions.pattern_names,
        "not_evaluated": [waiting_view(m) for m in waiting],
        "settings": [(spec.label, getattr(settings, spec.name)) for spec in PATTERN_SETTING_SPECS],
        "token": settings.to_token(),
    }}


def match_view(chart: Chart, match: Match) -> dict[str, Any]:
    """One matched entry as the page shows it; `branches` are the heaven-plate branches to highlight."""
    outcome = match.outcome
    components = outcome.components if outcome else ()
    return {
        "id": match.entry.id, "names": match.entry.names, "name": match.entry.names[0],
        "status": match.status, "partial": outcome.partial if outcome else None,
        "flags": outcome.flags if outcome else (), "variant": outcome.variant if outcome else "default",
        "reading": match.entry.reading, "passage_url": passage_link(match.entry), "url": pattern_page(match.entry.id),
        "passage_label": passage_label(match.entry),
        "components": [PART_NAMES.get(c) or c.split(":", 1)[-1] for c in components],
        "parts": " ".join(components),
        "branches": " ".join(BRANCHES[b] for b in sorted({b for c in components for b in _branches_of(chart, c)})),
        "needs": [INPUT_NAMES.get(code, code) for code in match.needs],
    }


@lru_cache(maxsize=None)
def pattern_page(entry_id: str) -> str:
    return reverse("patterns:pattern", args=[entry_id])


def waiting_view(match: Match) -> dict[str, Any]:
    """An entry the chart cannot evaluate: its name and what it needs."""
    return {"id": match.entry.id, "name": match.entry.names[0], "url": pattern_page(match.entry.id),
            "needs": [INPUT_NAMES.get(code, code) for code in match.needs]}


def _branches_of(chart: Chart, component: str) -> tuple[int, ...]:
    """The heaven-plate branches a component stands for on the drawing (none for a part the plates do not show)."""
    kind, _, value = component.partition(":")
    t = chart.transmissions
    if kind in ("initial", "middle", "final"):
        return (t.branches[("initial", "middle", "final").index(kind)],)
    if kind == "lesson" and value.isdigit() and 1 <= int(value) <= 4:
        return (chart.lessons[int(value) - 1].upper,)
    if kind == "branch" and value in BRANCHES:
        return (BRANCHES.index(value),)
    if kind == "monthly_general":
        return (chart.monthly_general,)
    if kind == "general" and value:
        return tuple(b for b in range(12) if chart.general_on(b) == value)
    return ()


def needs_querent(item: Entry) -> bool:
    return bool(item.inputs & {"XN", "SX"})


def upcoming(items: Sequence[Entry], tz: str = DEFAULT_ZONE, count: int = 5,
             querent: Querent = EXAMPLE_QUERENT) -> dict[str, list[dict[str, str]]]:
    """The next moments from now showing each entry (searched once an hour per zone and querent).

    Entries that read the querent's 行年 or sex are searched for `querent`; the others for nobody.
    """
    hour = dt.datetime.now(dt.timezone.utc).replace(minute=0, second=0, microsecond=0)
    found = _upcoming(tuple(i for i in items if not needs_querent(i)), tz, count, hour, Querent())
    return found | _upcoming(tuple(i for i in items if needs_querent(i)), tz, count, hour, querent)


@lru_cache(maxsize=256)
def _upcoming(items: tuple[Entry, ...], tz: str, count: int, start: dt.datetime, querent: Querent
              ) -> dict[str, list[dict[str, str]]]:
    if not items:
        return {}
    found = next_moments(items, start, tz=tz, count=count, querent=querent)
    return {item_id: [moment_view(m, tz, querent) for m in moments] for item_id, moments in found.items()}


def moment_view(moment: Moment, tz: str, querent: Querent = Querent()) -> dict[str, str]:
    """A moment as a line of a page: its local time, the chart's name and a link to the builder."""
    params = {"at": moment.wall, "tz": tz} | ({"fold": str(moment.local.fold)} if moment.ambiguous else {})
    if querent.birth_year is not None:
        params |= {"birth_year": str(querent.birth_year), "sex": querent.sex}
    return {"local": f"{moment.local:%Y-%m-%d %H:%M} {tz}", "ke": ke_label(moment.chart), "url": chart_url(params),
            "flags": moment.match.outcome.flags}


def querent_label(querent: Querent) -> str:
    return f"for a {'man' if querent.sex == 'male' else 'woman'} born in {querent.birth_year}"


def ke_label(chart: Chart) -> str:
    """e.g. 庚辰日 午將 寅時."""
    return f"{chart.ke.day_name}日 {BRANCHES[chart.monthly_general]}將 {BRANCHES[chart.query_hour]}時"


def passage_patterns(key: str, tz: str = DEFAULT_ZONE, examples: int = 3) -> list[dict[str, Any]]:
    """The patterns a passage defines, each with its 720-課 count, a few 課 showing it and its next moments."""
    items = [item for item in registry.ENTRIES if item.passage == key]
    moments = upcoming(items, tz, count=examples)
    counts = frequencies()
    return [{
        "id": item.id, "name": item.names[0], "names": item.names, "reading": item.reading,
        "highlight": item.highlight, "url": reverse("patterns:pattern", args=[item.id]),
        "inputs": ordered_inputs(item.inputs), "only_ke": only_ke(item),
        "frequency": counts.get(item.id, 0) if only_ke(item) else None,
        "ke": [(ke_label(chart), ke_chart_link(chart.ke)) for chart in ke_showing(item.id)[:examples]]
        if only_ke(item) else [],
        "moments": moments[item.id], "tz": tz,
        "querent": querent_label(EXAMPLE_QUERENT) if needs_querent(item) else "",
    } for item in items]
