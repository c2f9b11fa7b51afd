"""The 課體 step of the chart page: the patterns found on a chart, grouped by work, as the page shows them."""
from __future__ import annotations

from typing import Any, Final

from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.passages import WORK_TITLES, passage_label, passage_link, pattern_page
from divination.patterns.facts import INPUT_NAMES
from divination.patterns.registry import (
    MATCH,
    METHOD_OF_READING,
    NOT_EVALUATED,
    PARTIAL,
    PATTERN,
    Entry,
    Match,
    match_chart,
)
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings
from languages.wording import said

# Chart parts a test may name (registry.Outcome.components), as the page calls them.
PART_NAMES: Final = {
    "initial": "初傳", "middle": "中傳", "final": "末傳", "stem": "日干", "day": "日支", "hour": "占時",
    "monthly_general": "月將", "month": "月建", "year": "太歲", "moon": "月宿", "travel_year": "行年",
    "lesson:1": "一課", "lesson:2": "二課", "lesson:3": "三課", "lesson:4": "四課",
}


def patterns_context(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The 課體 step of the chart page: the patterns the chart shows, grouped by work, each parent with the
    clauses that hold inside it; apart from them the methods of reading that apply (guidance for the
    question, not counted) and the entries not evaluated."""
    matches = match_chart(chart, settings)
    found = [m for m in matches if m.status in (MATCH, PARTIAL)]
    patterns = nested(chart, [m for m in found if m.entry.kind == PATTERN])
    waiting = [m for m in matches if m.status == NOT_EVALUATED]
    return {"patterns": {
        "works": [{"work": work, "title": title, "matches": [m for m in patterns if m["work"] == work]}
                  for work, title in WORK_TITLES.items()],
        "count": len(patterns),
        "readings": nested(chart, [m for m in found if m.entry.kind == METHOD_OF_READING]),
        "method_names": chart.transmissions.pattern_names,
        "not_evaluated": [waiting_view(m) for m in waiting],
        "settings": [(spec.label, getattr(settings, spec.name)) for spec in PATTERN_SETTING_SPECS],
        "token": settings.to_token(),
    }}


def nested(chart: Chart, found: list[Match]) -> list[dict[str, Any]]:
    """The matches as the page lists them: a clause that holds inside a parent is shown inside it only."""
    by_id = {m.entry.id: m for m in found}
    inside = {held.id for m in found if m.outcome for held in m.outcome.held}
    return [match_view(chart, m, by_id) for m in found if m.entry.id not in inside]


def match_view(chart: Chart, match: Match, by_id: dict[str, Match] | None = None,
               parent: Entry | None = None) -> dict[str, Any]:
    """One matched entry as the page shows it; `branches` are the heaven-plate branches to highlight.

    Inside its parent a clause is named as the parent lists it (「刑傷·干支相刑」 → 干支相刑).
    """
    outcome = match.outcome
    components = outcome.components if outcome else ()
    name = match.entry.names[0]
    if parent is not None:
        name = name.removeprefix(next((f"{own}·" for own in parent.names if name.startswith(f"{own}·")), ""))
    held = [by_id[h.id] for h in outcome.held if h.id in by_id] if outcome and by_id else []
    return {
        "id": match.entry.id, "names": match.entry.names, "name": name, "work": match.entry.work,
        "status": match.status, "partial": outcome.partial if outcome else None,
        "flags": outcome.flags if outcome else (), "variant": outcome.variant if outcome else "default",
        "held": [match_view(chart, clause, parent=match.entry) for clause in held],
        "tally": outcome.tally if outcome else (),
        "reading": match.entry.reading, "passage_url": passage_link(match.entry), "url": pattern_page(match.entry.id),
        "passage_label": passage_label(match.entry),
        "components": [PART_NAMES.get(c) or c.split(":", 1)[-1] for c in components],
        "parts": " ".join(components),
        "branches": " ".join(BRANCHES[b] for b in sorted({b for c in components for b in _branches_of(chart, c)})),
        "needs": [said(INPUT_NAMES[code]) if code in INPUT_NAMES else code for code in match.needs],
    }


def waiting_view(match: Match) -> dict[str, Any]:
    """An entry the chart cannot evaluate: its name and what it needs."""
    return {"id": match.entry.id, "name": match.entry.names[0], "url": pattern_page(match.entry.id),
            "needs": [said(INPUT_NAMES[code]) if code in INPUT_NAMES else code for code in match.needs]}


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


