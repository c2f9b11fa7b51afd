"""Recognising the 課體 a chart shows: four names of patterns, one of which the chart shows; the matcher decides.

Pure Python, beside the checker: `pattern_choices(chart)` gives the four (the same for the same chart: drawn by a
SHA-256 of its 課 and hour, so a page and the answer it posts agree), `check_patterns(chart, answers)` marks the
answer `pattern` (an entry's id) as the checker marks a step. Only entries read from the 課 alone are offered
(inputs C: what the student sees on a 課 chart), and no two with the same name.
"""
from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any, Final

from divination.engine.chart import Chart
from divination.patterns.registry import ENTRIES, MATCH, PATTERN, Entry, match_chart
from divination.practice.checker import StepCheck
from divination.practice.marking import FieldCheck
from divination.practice.messages import say
from sources.keys import short_label

PATTERNS_STEP: Final = "patterns"
CHOICES: Final = 4


def _offered(entry: Entry) -> bool:
    return entry.kind == PATTERN and entry.never is None and entry.inputs == frozenset({"C"})


def _number(chart: Chart, salt: str) -> int:
    text = f"{chart.ke.day_name}|{chart.k}|{chart.query_hour}|{salt}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def pattern_choices(chart: Chart) -> tuple[Entry, ...]:
    """Four patterns in a drawn order, exactly one of which this chart shows; none when it shows no pattern."""
    matches = match_chart(chart)
    shown = [m.entry for m in matches if m.status == MATCH and _offered(m.entry)]
    if not shown:
        return ()
    evaluated = {m.entry.id for m in matches}
    shown_names = {name for entry in shown for name in entry.names}
    others = [e for e in ENTRIES if _offered(e) and e.id not in evaluated and not shown_names & set(e.names)]
    right = shown[_number(chart, 'right') % len(shown)]
    wrong: list[Entry] = []
    for salt in range(1, 100):
        other = others[_number(chart, f'other {salt}') % len(others)]
        if other not in wrong and not any(set(other.names) & set(w.names) for w in wrong):
            wrong.append(other)
        if len(wrong) == CHOICES - 1:
            break
    choices = [right, *wrong]
    return tuple(sorted(choices, key=lambda e: _number(chart, f'order {e.id}')))


def pattern_label(entry: Entry) -> str:
    """A pattern as a student meets it: its name and the passage that names it (懸胎 · 經緯 2.2)."""
    return f"{entry.names[0]} · {short_label(entry.passage)}"


def check_patterns(chart: Chart, answers: Mapping[str, Any]) -> StepCheck:
    """The chosen pattern (an entry id) against the one of the four the chart shows."""
    choices = {entry.id: entry for entry in pattern_choices(chart)}
    shown = {m.entry.id for m in match_chart(chart) if m.status == MATCH}
    right = next(entry for entry in choices.values() if entry.id in shown)
    answered = "pattern" in answers
    given = choices.get(answers.get("pattern", ""))
    correct = given is not None and given.id in shown
    explanation = say("explain.pattern", name=right.names[0], passage=short_label(right.passage),
                      reading=right.reading)
    field = FieldCheck("pattern", answered, correct, given.names[0] if given else None, right.names[0],
                       "" if correct or not answered else say("hint.pattern"), say("rule.pattern"), explanation)
    return StepCheck(PATTERNS_STEP, (field,))
