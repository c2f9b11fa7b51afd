"""The 課體 step of the chart page: the patterns found on a chart, as a reader goes through them.

The method's 課體 comes first; then, for each work, the patterns that hold in full, then those that
hold in part, each sub-pattern under the pattern it belongs to (its id extends its parent's); the
entries the chart cannot evaluate come last, grouped by the input that would evaluate them.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Final

from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.passages import WORK_TITLES, cited, passage_label, passage_link, pattern_page
from divination.patterns.registry import MATCH, NOT_EVALUATED, PARTIAL, Match, match_chart
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings
from divination.wording import flag_words, missing_words

# Chart parts a test may name (registry.Outcome.components), as the page calls them.
PART_NAMES: Final = {
    "stem": "日干", "day": "日支", "lesson:1": "一課", "lesson:2": "二課", "lesson:3": "三課", "lesson:4": "四課",
    "initial": "初傳", "middle": "中傳", "final": "末傳", "hour": "占時", "monthly_general": "月將", "month": "月建",
    "year": "太歲", "moon": "月宿", "travel_year": "行年",
}
# A reading the catalog leaves empty.
NO_READING: Final = frozenset({"", "—", "-"})
# What a 課 chart lacks for the inputs of a moment (year, moon, lunar date, solar term).
MOMENT_INPUTS: Final = frozenset({"YR", "MP", "LD", "JQ"})
QUERENT_INPUTS: Final = frozenset({"XN", "SX"})


def patterns_context(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The 課體 step of the chart page: matches grouped by work, and the entries not evaluated apart."""
    matches = match_chart(chart, settings)
    found = [m for m in matches if m.status in (MATCH, PARTIAL)]
    waiting = [m for m in matches if m.status == NOT_EVALUATED]
    works = []
    for work, title in WORK_TITLES.items():
        trees = pattern_trees(chart, [m for m in found if m.entry.work == work])
        works.append({"work": work, "title": title, "full": [t for t in trees if t["status"] == MATCH],
                      "partial": [t for t in trees if t["status"] == PARTIAL]})
    return {"patterns": {
        "works": works,
        "count": len(found), "full_count": sum(m.status == MATCH for m in found),
        "partial_count": sum(m.status == PARTIAL for m in found),
        "method_names": chart.transmissions.pattern_names,
        "not_evaluated": waiting_groups(waiting), "waiting_count": len(waiting),
        "month_missing": any(m.needs and "MB" in m.needs for m in waiting),
        "settings": [(spec.label.split(" · ")[0], cited(spec.explanations[getattr(settings, spec.name)]),
                      getattr(settings, spec.name) == spec.default) for spec in PATTERN_SETTING_SPECS],
        "all_defaults": settings == DEFAULT_SETTINGS,
    }}


def _parent_id(entry_id: str, ids: set[str]) -> str | None:
    """The nearest entry among `ids` whose id this one extends (jingwei.yinshou.chu → jingwei.yinshou)."""
    parts = entry_id.split(".")
    for cut in range(len(parts) - 1, 1, -1):
        candidate = ".".join(parts[:cut])
        if candidate in ids:
            return candidate
    return None


def pattern_trees(chart: Chart, found: list[Match]) -> list[dict[str, Any]]:
    """The matches of one work as trees: each sub-pattern under its parent, in catalog order."""
    ids = {m.entry.id for m in found}
    children: dict[str | None, list[Match]] = defaultdict(list)
    for match in found:
        children[_parent_id(match.entry.id, ids)].append(match)

    def node(match: Match, parent_reading: str | None) -> dict[str, Any]:
        view = match_view(chart, match, parent_reading)
        view["children"] = [node(child, match.entry.reading) for child in children[match.entry.id]]
        return view

    return [node(match, None) for match in children[None]]


def match_view(chart: Chart, match: Match, parent_reading: str | None = None) -> dict[str, Any]:
    """One matched entry as the page shows it; `branches` are the heaven-plate branches to highlight.

    A partial match shows how much holds, not the reading it has not earned; a sub-pattern shows its
    reading only where it says more than its parent's.
    """
    outcome = match.outcome
    components = outcome.components if outcome else ()
    reading = match.entry.reading
    earned = match.status == MATCH and reading not in NO_READING and reading != parent_reading
    return {
        "id": match.entry.id, "names": match.entry.names, "name": match.entry.names[0],
        "status": match.status, "partial": outcome.partial if outcome else None,
        "flags": [flag_words(flag) for flag in (outcome.flags if outcome else ())],
        "reading": reading if earned else "",
        "passage_url": passage_link(match.entry), "url": pattern_page(match.entry.id),
        "passage_label": passage_label(match.entry),
        "components": [PART_NAMES.get(c) or c.split(":", 1)[-1] for c in sorted(components, key=_part_order)],
        "parts": " ".join(components),
        "branches": " ".join(BRANCHES[b] for b in sorted({b for c in components for b in _branches_of(chart, c)})),
    }


def _part_order(component: str) -> int:
    """Parts in the order the chart is built (lessons, transmissions …); branches and generals after them."""
    order = list(PART_NAMES)
    return order.index(component) if component in order else len(order)


def waiting_groups(waiting: list[Match]) -> list[dict[str, Any]]:
    """The entries a chart cannot evaluate, grouped by what they need, with what would provide it."""
    groups: dict[tuple[str, ...], list[Match]] = defaultdict(list)
    for match in waiting:
        groups[match.needs].append(match)
    return [{
        "needs": missing_words(needs), "codes": needs,
        "month": "MB" in needs, "moment": bool(MOMENT_INPUTS & set(needs)), "querent": bool(QUERENT_INPUTS & set(needs)),
        "entries": [{"name": m.entry.names[0], "url": pattern_page(m.entry.id)} for m in matches],
    } for needs, matches in sorted(groups.items(), key=lambda item: -len(item[1]))]


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
    if kind == "month" and chart.month_branch is not None:
        return (chart.month_branch,)
    if kind == "general" and value:
        return tuple(b for b in range(12) if chart.general_on(b) == value)
    return ()
