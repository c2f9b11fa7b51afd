"""The 課體 step of the chart page: the patterns found on a chart, grouped by work, as the page shows them."""
from __future__ import annotations

from typing import Any, Final

from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.passages import WORK_TITLES, passage_label, passage_link, pattern_page
from divination.patterns.facts import INPUT_NAMES
from divination.patterns.registry import MATCH, NOT_EVALUATED, PARTIAL, Match, match_chart
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings
from languages.wording import said

# Chart parts a test may name (registry.Outcome.components), as the page calls them.
PART_NAMES: Final = {
    "initial": "初傳", "middle": "中傳", "final": "末傳", "stem": "日干", "day": "日支", "hour": "占時",
    "monthly_general": "月將", "month": "月建", "year": "太歲", "moon": "月宿", "travel_year": "行年",
    "lesson:1": "一課", "lesson:2": "二課", "lesson:3": "三課", "lesson:4": "四課",
}



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


