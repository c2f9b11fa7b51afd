"""The topics a student drills: what each asks (a practice step, or some of its answers) and the charts it draws.

Each practice step is a topic; each of the nine methods is one (the initial transmission of charts that method
decides); the 涉害 depths (charts where they are counted); the day or night noble; recognising the 課體 a chart
shows (divination.practice.recognition). A chart is drawn by a seed (divination.practice.choice), so a question is
its chart's canonical parameters, its step and the answers asked, marked by the practice checker.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from functools import cache
from typing import Final
from urllib.parse import parse_qsl, urlencode

from django.utils.functional import Promise
from django.utils.text import format_lazy
from django.utils.translation import gettext, gettext_lazy
from django.utils.translation import gettext_lazy as _

from divination.builder.methods import METHODS
from divination.builder.page import permanent_params
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.engine.ke import all_ke
from divination.engine.options import OPTION_SPECS
from divination.engine.params import chart_from_params
from divination.engine.transmissions import SHEHAI
from divination.practice.answers import OPTIONAL, item_names
from divination.practice.checker import StepCheck, check
from divination.practice.choice import MAX_SEED, drawn_chart
from divination.practice.page import TITLES
from divination.practice.recognition import PATTERNS_STEP, check_patterns, pattern_choices
from divination.practice.steps import PRACTICE_STEPS, STEP_BY_SLUG
from languages.wording import term_lazily

STEPS, METHOD_TOPICS, MORE = "steps", "methods", "more"
GROUPS: Final = {STEPS: _("練習步驟 · the steps of a chart"), METHOD_TOPICS: _("九宗門 · the nine methods"),
                 MORE: _("其他 · more")}
# The school options a drill can be narrowed by: those that change a 課 chart's answers.
NARROWING_OPTIONS: Final = ("noble_table", "shehai", "biyong_ge", "daynight")
LENGTHS: Final = (10, 30, 50)


@dataclass(frozen=True)
class Topic:
    slug: str
    title: Promise
    group: str
    step: str                   # the practice step the question is (or the 課體: recognition.PATTERNS_STEP)
    asked: tuple[str, ...]      # the answers it asks (the checker's flat names)
    method: str | None = None   # only charts this method decides
    moment: bool = False        # a chart from a moment (the monthly general and hour are asked)

    @property
    def narrowable(self) -> bool:
        """Whether a method can narrow its charts (a topic of one method, or of a moment, cannot)."""
        return self.method is None and not self.moment

    @property
    def whole_step(self) -> bool:
        """Whether it asks every answer of its step (the practice page's questions serve it as they are)."""
        return self.step in STEP_BY_SLUG and self.asked == _asked(self.step)

    @property
    def answer_names(self) -> tuple[str, ...]:
        """The answers a kept answer of it may hold: its step's (the optional depths too), or what it asks."""
        return item_names(STEP_BY_SLUG[self.step]) if self.step in STEP_BY_SLUG else self.asked


def _asked(step: str) -> tuple[str, ...]:
    return tuple(name for name in item_names(STEP_BY_SLUG[step]) if name.split(".")[0] not in OPTIONAL)


TOPICS: Final = (
    *(Topic(s.slug, TITLES[s.slug], STEPS, s.slug, _asked(s.slug), moment=s.moment_only) for s in PRACTICE_STEPS),
    *(Topic(f"method-{m.slug}", format_lazy("{} · {}", term_lazily(m.name), m.title), METHOD_TOPICS, "initial",
            ("method", "subname", "initial"), method=m.name) for m in METHODS),
    Topic("depths", _("涉害深淺 · counting the 涉害 depths"), MORE, "initial", ("initial", "depths"), method=SHEHAI),
    Topic("noble", _("晝夜貴人 · the day or night noble"), MORE, "generals", ("noble.branch",)),
    Topic("patterns", _("課體 · recognising the pattern a chart shows"), MORE, PATTERNS_STEP, ("pattern",)),
)
TOPIC_BY_SLUG: Final = {t.slug: t for t in TOPICS}


def unknown_topic() -> str:
    """What a drill of no known topic is told: the topics there are."""
    return gettext('"topic" must be one of %(topics)s.') % {"topics": ", ".join(t.slug for t in TOPICS)}


@cache
def _counted_depths() -> tuple[dict[str, str], ...]:
    """The 課 (on the 子 hour) whose 涉害 is decided by counting depths under the default school."""
    found = []
    for ke in all_ke():
        if ke.transmissions.method != SHEHAI:
            continue
        params = {"day": ke.day_name, "general": BRANCHES[ke.k], "hour": BRANCHES[0]}
        if check(chart_from_params(params), "initial", {}).field("depths").expected is not None:
            found.append(params)
    return tuple(found)


@dataclass(frozen=True)
class Question:
    """A question of a drill: the chart (its canonical query), the topic and the chart itself."""

    topic: Topic
    chart: Chart
    query: str

    @property
    def params(self) -> dict[str, str]:
        return dict(parse_qsl(self.query))

    @property
    def ke(self) -> str:
        """The 課 the question is on (the card's key): its day and the heaven plate's turn, 丁卯/10."""
        return f"{self.chart.ke.day_name}/{self.chart.k}"

    def check(self, answers: dict) -> StepCheck:
        """The answers marked: by the practice checker, or for a 課體 by the matcher (practice.recognition)."""
        if self.topic.step == PATTERNS_STEP:
            return check_patterns(self.chart, answers)
        return check(self.chart, self.topic.step, answers)


def question_on(topic: Topic, params: dict[str, str]) -> Question:
    """The question of `topic` on the chart of `params` (ChartInputError when they give none)."""
    chart = chart_from_params(params)
    return Question(topic, chart, urlencode(permanent_params(chart, params)))


def drawn_question(topic: Topic, method: str | None = None, option: tuple[str, str] | None = None,
                   seed: int | None = None) -> Question:
    """A new question of `topic`: a chart drawn where the topic is exercised, narrowed by a method and an option."""
    seed = secrets.randbelow(MAX_SEED + 1) if seed is None else seed
    if topic.slug == "depths":  # counted under the default 涉害 school only: no option narrows these
        counted = _counted_depths()
        params, option = dict(counted[seed % len(counted)]), None
    else:
        params = drawn_chart(seed, "moment" if topic.moment else "ke", topic.method or method)
    if option and not topic.moment:
        params[option[0]] = option[1]
    question = question_on(topic, params)
    if topic.step == PATTERNS_STEP and not pattern_choices(question.chart):  # a chart showing no pattern: another
        return drawn_question(topic, method, option, (seed + 1) % (MAX_SEED + 1))
    return question


def option_choices() -> list[tuple[str, str]]:
    """The school options a drill can be narrowed by, each value apart from the default: `shehai=mengzhongji`."""
    return [(f"{spec.name}={value}", format_lazy("{} — {}", gettext_lazy(spec.label), value))
            for spec in OPTION_SPECS if spec.name in NARROWING_OPTIONS
            for value in spec.values if value != spec.default and value != "sun"]
