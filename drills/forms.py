"""The drills' forms: which drill (its topic, length, narrowing, where its questions come from and how far it is),
and a question's answers (the practice step's form, holding the answers the topic asks)."""
from __future__ import annotations

from typing import Any, Final

from django import forms
from django.utils.translation import gettext_lazy as _

from divination.builder.methods import METHOD_BY_SLUG, METHODS
from divination.practice.forms import StepForm
from divination.practice.recognition import PATTERNS_STEP, pattern_choices, pattern_label
from divination.practice.steps import STEP_BY_SLUG
from drills.topics import GROUPS, LENGTHS, TOPICS, Question, Topic, option_choices
from languages.wording import term_lazily

NEW, REVIEW, MISTAKES, TODAY = "new", "review", "mistakes", "today"
MODES: Final = {NEW: _("due reviews first, then new charts"), REVIEW: _("only the reviews due"),
                MISTAKES: _("the mistakes kept"), TODAY: _("today's chart")}
MAX_QUESTION = max(LENGTHS)


def topic_choices() -> list[tuple[str, Any]]:
    return [(GROUPS[group], [(t.slug, t.title) for t in TOPICS if t.group == group]) for group in GROUPS]


class DrillForm(forms.Form):
    """A drill as its URL says it: a GET form (choosing a drill changes nothing; answering does)."""

    topic = forms.ChoiceField(label=_("課題 · topic"), required=False, choices=[("", _("any · 不限"))])
    n = forms.TypedChoiceField(label=_("題數 · questions"), choices=[(n, str(n)) for n in LENGTHS], coerce=int,
                               initial=LENGTHS[0], required=False, empty_value=LENGTHS[0], widget=forms.RadioSelect)
    method = forms.ChoiceField(label=_("九宗門 · only charts of the method"), required=False,
                               choices=[("", _("any · 不限"))] + [(m.slug, term_lazily(m.name)) for m in METHODS])
    option = forms.ChoiceField(label=_("流派 · a school option"), required=False)
    mode = forms.ChoiceField(label=_("題自 · questions from"), required=False, initial=NEW,
                             choices=list(MODES.items()))
    open = forms.BooleanField(label=_("only those not yet put right"), required=False)
    q = forms.IntegerField(min_value=1, max_value=MAX_QUESTION, required=False, widget=forms.HiddenInput)
    right = forms.IntegerField(min_value=0, max_value=MAX_QUESTION, required=False, widget=forms.HiddenInput)
    at = forms.CharField(max_length=40, required=False, widget=forms.HiddenInput)
    tz = forms.CharField(max_length=60, required=False, widget=forms.HiddenInput)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, auto_id="drill-%s", **kwargs)
        self.fields["topic"].choices = [("", _("any · 不限")), *topic_choices()]
        self.fields["option"].choices = [("", _("none · 不限")), *option_choices()]

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        mode = data.get("mode") or NEW
        data["mode"] = mode
        data["q"] = data.get("q") or 1
        data["right"] = min(data.get("right") or 0, data["q"] - 1)
        if mode == NEW and not data.get("topic"):
            self.add_error("topic", _("Choose a topic to drill."))
        if mode == TODAY and not (data.get("at") and data.get("tz")):
            self.add_error("mode", _("Today's chart is opened from its own link."))
        data["method_name"] = METHOD_BY_SLUG[data["method"]].name if data.get("method") else None
        data["option_pair"] = tuple(data["option"].split("=", 1)) if data.get("option") else None
        return data


PATTERN_LABEL: Final = _("課體 · the pattern the chart shows")


class AnswerForm(StepForm):
    """A question's answers: the practice step's form, holding only what the topic asks (and the optional depths
    where the whole step is asked); the question's topic and chart travel with it."""

    question_topic = forms.ChoiceField(choices=[(t.slug, t.slug) for t in TOPICS], widget=forms.HiddenInput)
    question_chart = forms.CharField(max_length=500, widget=forms.HiddenInput)

    def __init__(self, topic: Topic, *args, **kwargs):
        super().__init__(STEP_BY_SLUG[topic.step], *args, **kwargs)
        self.topic = topic
        for name in list(self.fields):
            if name not in (*topic.asked, "attempt", "question_topic", "question_chart") and not (
                    topic.whole_step and name == "depths"):
                del self.fields[name]


class PatternForm(forms.Form):
    """A 課體 question's answer: one of the four patterns offered (divination.practice.recognition)."""

    question_topic = forms.ChoiceField(choices=[(t.slug, t.slug) for t in TOPICS], widget=forms.HiddenInput)
    question_chart = forms.CharField(max_length=500, widget=forms.HiddenInput)

    def __init__(self, question: Question, *args, **kwargs):
        super().__init__(*args, auto_id="answer-%s", **kwargs)
        self.fields["pattern"] = forms.ChoiceField(
            label=PATTERN_LABEL, required=False, widget=forms.RadioSelect,
            choices=[(entry.id, pattern_label(entry)) for entry in pattern_choices(question.chart)])
        self.answers: dict[str, Any] = {}

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("pattern"):
            self.answers["pattern"] = data["pattern"]
        return data


def answer_form(question: Question, *args, **kwargs) -> AnswerForm | PatternForm:
    """The form of a question's answers: a step's answers, or a 課體 chosen."""
    if question.topic.step == PATTERNS_STEP:
        return PatternForm(question, *args, **kwargs)
    return AnswerForm(question.topic, *args, **kwargs)
