"""A marked answer: given and expected in the chart JSON's forms, the hint, the rule, the explanation (pure)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from divination.engine.cycles import BRANCHES, STEMS


@dataclass(frozen=True)
class FieldCheck:
    """One answer marked: given and expected in the chart JSON's forms (a branch 「亥」, a list …)."""

    name: str
    answered: bool
    correct: bool
    given: Any
    expected: Any
    hint: str          # the first try's help: empty when right
    rule: str          # the rule, without this chart's answer
    explanation: str   # the rule applied to this chart: names the answer

    def to_dict(self, reveal: bool) -> dict[str, Any]:
        data: dict[str, Any] = {"correct": self.correct, "hint": self.hint, "rule": self.rule}
        if reveal:
            data |= {"expected": self.expected, "explanation": self.explanation}
        return data


def shown_branch(value: int | None) -> str | None:
    return None if value is None else BRANCHES[value]


def shown_stem(value: int | None) -> str | None:
    return None if value is None else STEMS[value]


def mark(name: str, answers: Mapping[str, Any], expected: Any, rule: str, explanation: str,
         hint: Callable[[Any], str], shown: Callable[[Any], Any] = shown_branch) -> FieldCheck:
    """One answer against the chart's: `hint(given)` says what went wrong; `shown` writes a value as the JSON does."""
    answered = name in answers
    given = answers.get(name)
    correct = answered and given == expected
    return FieldCheck(name, answered, correct, shown(given) if answered else None, shown(expected),
                      "" if correct or not answered else hint(given), rule, explanation)
