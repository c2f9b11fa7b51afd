"""What a class's members did on its assignments, read from their own rows (drills' Attempt, sheets' Answer) and
nothing else: only the charts and steps an assignment asks, only after it was given, only while the student was a
member (from joining to leaving).

Everything is computed from four queries whatever the number of members (the members, the assignments with their
sheets' items, the answers to steps, the answers to questions): classes.views and the CSV export read it.
A step of a chart is right the first time, right at the second try, or shown (the practice page's outcomes,
divination.practice.steps): a wrong first answer followed by a second answer is done, as the practice page says.
"""
from __future__ import annotations

import datetime as dt
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Final
from urllib.parse import parse_qsl, urlencode

from django.db.models import Prefetch, Q

from classes.models import Assignment, Membership
from divination.builder.page import chart_url
from divination.engine.errors import ChartInputError
from divination.engine.params import chart_from_params
from divination.practice.forms import LABELS
from divination.practice.page import TITLES, practice_title, written
from divination.practice.steps import FIRST, PRACTICE_STEPS, SECOND, SHOWN, STEP_BY_SLUG
from drills.forms import PATTERN_LABEL
from drills.models import Attempt
from drills.progress import mastery
from drills.topics import TOPIC_BY_SLUG
from sheets.models import Answer, Item

# The common mistakes a report shows at each step, the most often given first.
MISTAKES_SHOWN: Final = 5


@dataclass(frozen=True)
class Asked:
    """A step of a chart an assignment asks: a sheet's practice item's step, or a drill's fixed chart."""

    item: Item | None
    chart: str   # the canonical query (drills.topics.Question.query): what an Attempt keeps
    step: str


def canonical(query: str) -> str:
    """A sheet's chart (kept with ':' and '/' unquoted, divination.links) as an answer keeps it."""
    return urlencode(parse_qsl(query))


def asked_steps(assignment: Assignment) -> list[Asked]:
    """The steps a sheet's practice items ask: the item's step, or every step of its chart; a drill's fixed
    charts at its topic's step."""
    if assignment.kind == Assignment.Kind.DRILL:
        step = TOPIC_BY_SLUG[assignment.topic].step
        return [Asked(None, chart, step) for chart in assignment.charts]
    found = []
    for item in assignment.sheet.items.all():
        if item.kind != Item.Kind.PRACTICE:
            continue
        chart = canonical(item.chart)
        moment = "at" in dict(parse_qsl(chart))
        steps = [item.step] if item.step in STEP_BY_SLUG else [s.slug for s in PRACTICE_STEPS
                                                                 if moment or not s.moment_only]
        found.extend(Asked(item, chart, step) for step in steps)
    return found


def questions_of(assignment: Assignment) -> list[Item]:
    if assignment.kind == Assignment.Kind.DRILL:
        return []
    return [item for item in assignment.sheet.items.all() if item.kind == Item.Kind.QUESTION]


def outcome(answers: list[Attempt]) -> str | None:
    """How a step went from its answers in order: None while only a wrong first answer is given."""
    if not answers:
        return None
    if answers[0].correct:
        return FIRST
    if len(answers) == 1:
        return None
    return SECOND if answers[1].correct else SHOWN


@dataclass
class StudentWork:
    """One member's work on one assignment."""

    membership: Membership
    outcomes: dict[tuple[str, str], str | None] = field(default_factory=dict)   # (chart, step) → outcome
    answers: dict[int, Answer] = field(default_factory=dict)                      # question item → answer
    drilled: int = 0            # a drill's questions answered (or its fixed charts answered)
    needed: int = 0             # what the assignment asks in all
    last: dt.datetime | None = None

    @property
    def done_count(self) -> int:
        return sum(1 for o in self.outcomes.values() if o) + len(self.answers) + self.drilled

    @property
    def done(self) -> bool:
        return self.done_count >= self.needed

    @property
    def percent(self) -> int:
        return round(100 * min(self.done_count, self.needed) / self.needed) if self.needed else 100


@dataclass(frozen=True)
class Mistake:
    step: str            # its slug (the title: `step_title`)
    answer: str          # the flat name of the answer (lessons.1)
    given: str
    expected: str
    count: int
    charts: list[tuple[str, str]]   # (the chart as a book prints it, the chart page's step URL)

    @property
    def step_title(self):
        return TITLES.get(self.step, self.step)

    @property
    def answer_label(self):
        """The answer's own name, or "" where the step asks one answer named as the step is (初傳: 初傳)."""
        label = LABELS.get(self.answer, PATTERN_LABEL)
        return "" if str(label) == str(self.step_title) else label


@dataclass(frozen=True)
class StepShares:
    asked: Asked
    first: int
    second: int
    shown: int
    worked: int

    def share(self, count: int) -> int | None:
        return round(100 * count / self.worked) if self.worked else None

    @property
    def first_share(self):
        return self.share(self.first)

    @property
    def second_share(self):
        return self.share(self.second)

    @property
    def shown_share(self):
        return self.share(self.shown)

    @property
    def step_title(self):
        return TITLES.get(self.asked.step, self.asked.step)

    @property
    def rule_url(self) -> str | None:
        """The chart page at the step (its rule explained); none for a drill's charts drawn, one each."""
        return chart_url(dict(parse_qsl(self.asked.chart)), self.asked.step) if self.asked.chart else None


def _chart_link(chart: str, step: str) -> tuple[str, str] | None:
    """A chart as a book prints it, with the chart page at the step; None for a chart this site does not read (an
    imported answer's)."""
    params = dict(parse_qsl(chart))
    try:
        return practice_title(chart_from_params(params)), chart_url(params, step)
    except ChartInputError:
        return None


class ClassWork:
    """The work of `memberships` on `assignments` (prefetched with their sheets' items), in four queries."""

    def __init__(self, memberships: list[Membership], assignments: list[Assignment]):
        self.memberships, self.assignments = memberships, assignments
        self.asked = {a.pk: asked_steps(a) for a in assignments}
        self.asked_keys = {pk: {(a.chart, a.step) for a in found} for pk, found in self.asked.items()}
        self.questions = {a.pk: questions_of(a) for a in assignments}
        students = [m.student_id for m in memberships]
        self.window = {m.student_id: (m.joined, m.left) for m in memberships}
        charts = {asked.chart for found in self.asked.values() for asked in found}
        topics = {a.topic for a in assignments if a.kind == Assignment.Kind.DRILL and not a.charts}
        since = min((a.given for a in assignments), default=None)
        self.attempts: dict[int, list[Attempt]] = defaultdict(list)
        if since is not None and (charts or topics):
            rows = Attempt.objects.filter(owner__in=students, answered__gte=since).filter(
                Q(chart__in=charts) | Q(topic__in=topics)).order_by("answered", "id")
            for attempt in rows:
                if self._within(attempt.owner_id, attempt.answered):
                    self.attempts[attempt.owner_id].append(attempt)
        items = [item.pk for found in self.questions.values() for item in found]
        self.answers: dict[int, dict[int, Answer]] = defaultdict(dict)
        for answer in Answer.objects.filter(owner__in=students, item__in=items) if items else ():
            if self._within(answer.owner_id, answer.updated):
                self.answers[answer.owner_id][answer.item_id] = answer

    def _within(self, student: int, moment: dt.datetime) -> bool:
        """Whether work of this moment is the class's: while the student was a member (joined, not yet left)."""
        joined, left = self.window[student]
        return moment >= joined and (left is None or moment < left)

    def _attempts_of(self, membership: Membership, assignment: Assignment) -> list[Attempt]:
        return [a for a in self.attempts[membership.student_id] if a.answered >= assignment.given]

    def work(self, membership: Membership, assignment: Assignment) -> StudentWork:
        attempts = self._attempts_of(membership, assignment)
        asked, questions = self.asked[assignment.pk], self.questions[assignment.pk]
        found = StudentWork(membership)
        if assignment.kind == Assignment.Kind.DRILL and not assignment.charts:
            drilled = [a for a in attempts if a.topic == assignment.topic]
            found.drilled, found.needed = min(len(drilled), assignment.questions), assignment.questions
        else:
            by_question = defaultdict(list)
            for attempt in attempts:
                by_question[attempt.chart, attempt.step].append(attempt)
            found.outcomes = {(a.chart, a.step): outcome(by_question[a.chart, a.step]) for a in asked}
            found.needed = len(asked) + len(questions)
        mine = self.answers[membership.student_id]
        found.answers = {item.pk: mine[item.pk] for item in questions if item.pk in mine}
        moments = [a.answered for a in attempts] + [a.updated for a in found.answers.values()]
        found.last = max(moments, default=None)
        return found

    def table(self) -> list[tuple[Membership, list[StudentWork]]]:
        """Each member's work on each assignment."""
        return [(m, [self.work(m, a) for a in self.assignments]) for m in self.memberships]

    def shares(self, assignment: Assignment) -> list[StepShares]:
        """Per step asked: how many members got it right the first time, at the second try, or were shown it; for a
        drill of charts drawn, one row of its step over every question answered (a drill shows a wrong answer's
        right one at once: a question answered wrong once is shown)."""
        if assignment.kind == Assignment.Kind.DRILL and not assignment.charts:
            counted: Counter[str | None] = Counter()
            for membership in self.memberships:
                by_chart = defaultdict(list)
                for attempt in self._attempts_of(membership, assignment):
                    if attempt.topic == assignment.topic:
                        by_chart[attempt.chart].append(attempt)
                counted.update(outcome(answers) or SHOWN for answers in by_chart.values())
            rows = [(Asked(None, "", TOPIC_BY_SLUG[assignment.topic].step), counted)]
        else:
            works = [self.work(m, assignment) for m in self.memberships]
            rows = [(asked, Counter(w.outcomes.get((asked.chart, asked.step)) for w in works))
                    for asked in self.asked[assignment.pk]]
        return [StepShares(asked, counted[FIRST], counted[SECOND], counted[SHOWN],
                           counted[FIRST] + counted[SECOND] + counted[SHOWN]) for asked, counted in rows]

    def mistakes(self, assignment: Assignment) -> list[Mistake]:
        """The wrong answers given most often, per step and answer, with the charts where they were given."""
        counted: Counter[tuple[str, str, str, str]] = Counter()
        charts: dict[tuple[str, str, str, str], dict[str, None]] = defaultdict(dict)
        for membership in self.memberships:
            for attempt in self._attempts_of(membership, assignment):
                if attempt.correct or not self._asks(assignment, attempt):
                    continue
                for name, right in attempt.expected.items():
                    given = attempt.given.get(name)
                    if given != right:
                        key = (attempt.step, name, json.dumps(given, ensure_ascii=False), json.dumps(right,
                                                                                                 ensure_ascii=False))
                        counted[key] += 1
                        charts[key][attempt.chart] = None
        shown: Counter[str] = Counter()
        found = []
        for (step, name, given, right), count in counted.most_common():
            if shown[step] < MISTAKES_SHOWN:
                shown[step] += 1
                found.append(Mistake(step, name, written(json.loads(given)), written(json.loads(right)), count,
                                     list(filter(None, (_chart_link(chart, step)
                                                        for chart in charts[step, name, given, right])))))
        return found

    def _asks(self, assignment: Assignment, attempt: Attempt) -> bool:
        if assignment.kind == Assignment.Kind.DRILL and not assignment.charts:
            return attempt.topic == assignment.topic
        return (attempt.chart, attempt.step) in self.asked_keys[assignment.pk]

    def mastery_of(self, membership: Membership) -> list:
        """The member's mastery by topic (drills.progress), from their answers to this class's assignments only."""
        rows = [(a.topic, a.correct, a.answered) for a in self.attempts[membership.student_id]
                if any(a.answered >= x.given and self._asks(x, a) for x in self.assignments)]
        return [m for m in mastery(rows) if m.answered]


def class_work(classroom, student=None) -> ClassWork:
    """The work of a class's members (or of one of them) on its assignments."""
    memberships = classroom.memberships.select_related("student")
    if student is not None:
        memberships = memberships.filter(student=student)
    assignments = classroom.assignments.select_related("sheet").prefetch_related(
        Prefetch("sheet__items", queryset=Item.objects.order_by("position", "id")))
    return ClassWork(list(memberships), list(assignments))
