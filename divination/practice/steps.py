"""The steps a student practises, the answers each asks for, and the record of a practice session.

The steps are the chart builder's (divination.builder.page.STEPS) that find something a student
writes down on paper; `general` only for a chart from a moment (a 課 gives its general and hour).
The record says how each practised step went: right the first time, right at the second try, or
shown. It travels in the URL (`record=plates:first.lessons:shown`), so progress is a link.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from divination.engine.chart import Chart
from divination.engine.errors import ChartInputError
from divination.engine.messages import _


@dataclass(frozen=True)
class PracticeStep:
    slug: str
    answers: tuple[str, ...]   # the answer names of the API, in the order the page asks them
    moment_only: bool = False


PRACTICE_STEPS: Final = (
    PracticeStep("general", ("monthly_general", "query_hour"), moment_only=True),
    PracticeStep("plates", ("heaven_plate",)),
    PracticeStep("lessons", ("lessons",)),
    PracticeStep("initial", ("method", "subname", "initial")),
    PracticeStep("transmissions", ("middle", "final")),
    PracticeStep("generals", ("noble", "generals")),
    PracticeStep("qualities", ("void", "hidden_stems", "kin")),
)
STEP_BY_SLUG: Final = {s.slug: s for s in PRACTICE_STEPS}
SUMMARY: Final = "summary"

FIRST, SECOND, SHOWN = "first", "second", "shown"
OUTCOMES: Final = (FIRST, SECOND, SHOWN)


def steps_of(chart: Chart) -> tuple[PracticeStep, ...]:
    """The steps of this chart: a 課 chart skips `general` (the 課 states its general and hour)."""
    return tuple(s for s in PRACTICE_STEPS if chart.calendar is not None or not s.moment_only)


def step_of(chart: Chart, slug: str | None, field: str = "step") -> PracticeStep:
    """The step named `slug` (the first step when None), or a ChartInputError naming the choices."""
    steps = steps_of(chart)
    if slug is None:
        return steps[0]
    for step in steps:
        if step.slug == slug:
            return step
    if slug in STEP_BY_SLUG:
        raise ChartInputError(_("A chart from a 課 states its monthly general and query hour: the general "
                                           "step is practised on a chart from a moment."), field)
    raise ChartInputError(_("「%(step)s」 is not a step to practise: choose one of %(names)s."), field,
                          step=slug[:20], names=", ".join(s.slug for s in steps))


def next_slug(chart: Chart, slug: str) -> str:
    """The step after `slug`, or the summary after the last."""
    order = [s.slug for s in steps_of(chart)]
    index = order.index(slug) + 1
    return order[index] if index < len(order) else SUMMARY


@dataclass(frozen=True)
class Record:
    """How each practised step went, in the order practised."""

    outcomes: tuple[tuple[str, str], ...] = ()

    def get(self, slug: str) -> str | None:
        return dict(self.outcomes).get(slug)

    def with_outcome(self, slug: str, outcome: str) -> Record:
        """The record with this step's outcome (a step practised again keeps its first outcome)."""
        if self.get(slug) is not None:
            return self
        return Record(self.outcomes + ((slug, outcome),))

    def to_token(self) -> str:
        return ".".join(f"{slug}:{outcome}" for slug, outcome in self.outcomes)

    @classmethod
    def from_token(cls, token: str | None, chart: Chart) -> Record:
        """Read `plates:first.lessons:shown`; a step this chart lacks or an unknown outcome is refused."""
        outcomes: list[tuple[str, str]] = []
        for part in filter(None, (token or "").strip().split(".")):
            slug, _colon, outcome = part.partition(":")
            step = step_of(chart, slug, "record")
            if outcome not in OUTCOMES:
                raise ChartInputError(f"「{part[:30]}」 in the record: a step's outcome is one of "
                                      f"{', '.join(OUTCOMES)}.", "record")
            if any(s == step.slug for s, _ in outcomes):
                raise ChartInputError(_("The record names the step %(step)s twice."), "record", step=step.slug)
            outcomes.append((step.slug, outcome))
        return cls(tuple(outcomes))
