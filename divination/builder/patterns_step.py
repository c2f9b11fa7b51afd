"""The 課體 step of the chart page: the patterns found on a chart, as a reader goes through them.

The method's 課體 comes first; then, for each work, the patterns that hold in full, then those that
hold in part. A parent made of clauses lists the clauses that hold inside it (`Outcome.held`), and a
sub-pattern that is no clause of anything stands under the pattern its id extends. Apart from them:
the methods of reading that apply (guidance for the question, not counted), and the entries the
chart cannot evaluate, grouped by the input that would evaluate them.
"""
from __future__ import annotations

import hashlib
from collections import defaultdict
from typing import Any, Final

from divination.builder.page import ke_key
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.passages import WORK_TITLES, cited, passage_label, passage_link, pattern_page
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
from divination.wording import flag_words, missing_words
from languages.wording import said

# Chart parts a test may name (registry.Outcome.components), as the page calls them, in the order a chart is built.
PART_NAMES: Final = {
    "stem": "日干", "day": "日支", "lesson:1": "一課", "lesson:2": "二課", "lesson:3": "三課", "lesson:4": "四課",
    "initial": "初傳", "middle": "中傳", "final": "末傳", "hour": "占時", "monthly_general": "月將", "month": "月建",
    "year": "太歲", "moon": "月宿", "travel_year": "行年",
}
PART_ORDER: Final = {part: place for place, part in enumerate(PART_NAMES)}
# A reading the catalog leaves empty.
NO_READING: Final = frozenset({"", "—", "-"})
# What a 課 chart lacks of a moment (year, moon, lunar date, solar term), and of the querent.
MOMENT_INPUTS: Final = frozenset({"YR", "MP", "LD", "JQ"})
QUERENT_INPUTS: Final = frozenset({"XN", "SX"})


def patterns_context(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> dict[str, Any]:
    """The 課體 step: the patterns the chart shows, by work and full before partial; the methods of reading
    that apply; the entries not evaluated, grouped by what they need; the settings in words.

    What the step found is the same for every chart of the same results (`key`: the 課, month and options, the
    settings, the results): the template keeps it as a fragment under that key."""
    matches = match_chart(chart, settings)
    found = [m for m in matches if m.status in (MATCH, PARTIAL)]
    waiting = [m for m in matches if m.status == NOT_EVALUATED]
    patterns = nested(chart, [m for m in found if m.entry.kind == PATTERN])
    works = []
    for work, title in WORK_TITLES.items():
        own = [node for node in patterns if node["work"] == work]
        works.append({"work": work, "title": title, "full": [n for n in own if n["status"] == MATCH],
                      "partial": [n for n in own if n["status"] == PARTIAL]})
    return {"patterns": {
        "method_names": chart.transmissions.pattern_names,
        "works": works, "count": _listed(patterns),
        "partial_count": _listed(n for n in patterns if n["status"] == PARTIAL),
        "readings": nested(chart, [m for m in found if m.entry.kind == METHOD_OF_READING]),
        "not_evaluated": waiting_groups(waiting),
        "waiting_count": len(waiting), "month_missing": any("MB" in m.needs for m in waiting),
        "settings": settings_shown(settings),
        "all_defaults": settings == DEFAULT_SETTINGS,
        "key": f"{ke_key(chart)}.{chart.month_branch}.{settings.to_token()}.{results_digest(matches)}",
    }}


def settings_shown(settings: PatternSettings) -> list[dict[str, Any]]:
    """Each pattern setting: its label, the chosen reading explained (its passages linked), whether it is the
    default."""
    shown = []
    for spec in PATTERN_SETTING_SPECS:
        chosen = getattr(settings, spec.name)
        shown.append({"label": said(spec.label).split(" · ")[0], "explanation": cited(said(spec.explanations[chosen])),
                      "is_default": chosen == spec.default})
    return shown


def results_digest(matches: list[Match]) -> str:
    """The same for the same results on any server (entry, status, outcome, needs: never an object's address)."""
    text = "|".join(m.fingerprint for m in matches)
    return hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()


def _extended(entry_id: str, ids: set[str]) -> str | None:
    """The nearest entry among `ids` whose id this one extends (jingwei.shuiju.shun.chengdou → jingwei.shuiju.shun)."""
    parts = entry_id.split(".")
    return next((".".join(parts[:cut]) for cut in range(len(parts) - 1, 1, -1) if ".".join(parts[:cut]) in ids), None)


def nested(chart: Chart, found: list[Match]) -> list[dict[str, Any]]:
    """The matches as the page lists them: a clause that holds inside its parent only, a sub-pattern that is
    nobody's clause under the pattern its id extends, the rest at the top, in catalog order."""
    by_id = {m.entry.id: m for m in found}
    inside = {held.id for m in found if m.outcome for held in m.outcome.held}
    rest = [m for m in found if m.entry.id not in inside]
    under: dict[str | None, list[Match]] = defaultdict(list)
    rest_ids = {m.entry.id for m in rest}
    for match in rest:
        under[_extended(match.entry.id, rest_ids)].append(match)

    def node(match: Match, parent: Entry | None = None, parent_reading: str | None = None,
             clause: bool = False) -> dict:
        view = match_view(chart, match, parent, parent_reading)
        held = [by_id[h.id] for h in match.outcome.held if h.id in by_id] if match.outcome else []
        view["clause"] = clause
        view["held"] = [node(c, match.entry, match.entry.reading, clause=True) for c in held if c is not match]
        view["children"] = [node(c, None, match.entry.reading) for c in under[match.entry.id]]
        return view

    return [node(match) for match in under[None]]


def _listed(nodes) -> int:
    """How many patterns a list names: each node and the sub-patterns under it, a clause inside its parent not again."""
    return sum(1 + _listed(node["children"]) for node in nodes)


def match_view(chart: Chart, match: Match, parent: Entry | None = None,
               parent_reading: str | None = None) -> dict[str, Any]:
    """One matched entry as the page shows it; `branches` are the heaven-plate branches to highlight.

    Inside its parent a clause is named as the parent lists it (「刑傷·干支相刑」 → 干支相刑). A partial
    match shows how much holds, not the reading it has not earned; a sub-pattern shows its reading only
    where it says more than its parent's.
    """
    components = match.outcome.components if match.outcome else ()
    view = _seen_match(match, parent, parent_reading)
    view["branches"] = " ".join(BRANCHES[b] for b in sorted({b for c in components for b in _branches_of(chart, c)}))
    return view


def _seen_match(match: Match, parent: Entry | None, parent_reading: str | None) -> dict[str, Any]:
    """What the page shows of a result whatever the chart: its names, status, flags, reading and passage."""
    outcome = match.outcome
    components = outcome.components if outcome else ()
    name = match.entry.names[0]
    if parent is not None:
        name = name.removeprefix(next((f"{own}·" for own in parent.names if name.startswith(f"{own}·")), ""))
    reading = match.entry.reading
    earned = match.status == MATCH and reading not in NO_READING and reading != parent_reading
    return {
        "id": match.entry.id, "names": match.entry.names, "name": name, "work": match.entry.work,
        "status": match.status, "partial": outcome.partial if outcome else None,
        "flags": [flag_words(flag) for flag in (outcome.flags if outcome else ())],
        "tally": outcome.tally if outcome else (),
        "reading": reading if earned else "",
        "passage_url": passage_link(match.entry), "url": pattern_page(match.entry.id),
        "passage_label": passage_label(match.entry),
        "aka": "" if parent is not None else "、".join(match.entry.names[1:]),
        "components": "、".join(PART_NAMES.get(c) or c.split(":", 1)[-1] for c in sorted(components, key=_part_order)),
        "parts": " ".join(components),
    }


def _part_order(component: str) -> int:
    return PART_ORDER.get(component, len(PART_ORDER))


def waiting_groups(waiting: list[Match]) -> list[dict[str, Any]]:
    """The entries a chart cannot evaluate, grouped by what they need, with what would provide it."""
    groups: dict[tuple[str, ...], list[Match]] = defaultdict(list)
    for match in waiting:
        groups[match.needs].append(match)
    return [{
        "needs": missing_words(needs), "codes": needs,
        "month": "MB" in needs, "moment": bool(MOMENT_INPUTS & set(needs)),
        "querent": bool(QUERENT_INPUTS & set(needs)),
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
