"""The practice forms: a step's answers (each read forgivingly, an error beside the field), and a chart at random.

A step form's fields are the checker's flat answer names (`lessons.1`, `heaven_plate.子` …), so a
mark comes back to its own input. `attempt` says which try this is; progress itself is in the session.
"""
from __future__ import annotations

from typing import Any, Final

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _

from divination.builder.methods import METHOD_BY_SLUG, METHODS
from divination.engine.cycles import BRANCHES
from divination.practice.answers import (
    SUBNAMES,
    TRANSMISSIONS,
    AnswerError,
    item_names,
    read_item,
)
from divination.practice.choice import KINDS, MAX_SEED
from divination.practice.messages import say
from divination.practice.steps import PracticeStep
from languages.wording import term_lazily

TRANSMISSION_NAMES: Final = dict(zip(TRANSMISSIONS, ("初傳", "中傳", "末傳")))
# A palace's answer; a hint shared by several palaces names them in one label (practice.page.answers_named).
PLATE_LABEL: Final = _("天盤 · heaven branch on earth {b}")
LABELS: Final = {
    "monthly_general": _("月將 · monthly general"),
    "query_hour": _("占時 · query hour"),
    "method": _("九宗門 · method"),
    "subname": _("名 · sub-name (blank if none)"),
    "initial": _("初傳 · initial transmission"),
    "depths": _("涉害深淺 · depths, if you counted them (e.g. 亥6 丑2)"),
    "middle": _("中傳 · middle transmission"),
    "final": _("末傳 · final transmission"),
    "noble.branch": _("貴人 · the noble's branch"),
    "noble.direction": _("順逆 · direction of the generals (順 or 逆)"),
    "void": _("旬空 · the void pair (two branches)"),
    **{f"lessons.{n}": format_lazy(_("{name} · upper of lesson {n}"), name=term_lazily(name), n=n)
       for n, name in zip("1234", ("一課", "二課", "三課", "四課"))},
    **{f"heaven_plate.{b}": format_lazy(PLATE_LABEL, b=b) for b in BRANCHES},
    **{f"generals.{t}": format_lazy(_("{name} · its general"), name=term_lazily(name))
       for t, name in TRANSMISSION_NAMES.items()},
    **{f"hidden_stems.{t}": format_lazy(_("{name} · its hidden stem (空 if none)"), name=term_lazily(name))
       for t, name in TRANSMISSION_NAMES.items()},
    **{f"kin.{t}": format_lazy(_("{name} · its kin"), name=term_lazily(name))
       for t, name in TRANSMISSION_NAMES.items()},
}
# Which list of suggestions each answer offers (datalists on the page: typing or picking).
SUGGESTIONS: Final = {"method": "methods", "subname": "subnames", "generals": "generals", "kin": "kin",
                      "noble.direction": "directions", "hidden_stems": "stems", "depths": None, "void": None}


def suggestions_for(name: str) -> str | None:
    return SUGGESTIONS.get(name, SUGGESTIONS.get(name.split(".")[0], "branches"))


class StepForm(forms.Form):
    """The answers of one step; `answers` holds those given, read (the checker's input)."""

    attempt = forms.TypedChoiceField(choices=((1, "1"), (2, "2")), coerce=int, initial=1, widget=forms.HiddenInput,
                                     required=False, empty_value=1)

    def __init__(self, step: PracticeStep, *args, **kwargs):
        super().__init__(*args, auto_id="answer-%s", **kwargs)
        self.step = step
        for name in item_names(step):
            listed = suggestions_for(name)
            attrs = {"autocomplete": "off", "spellcheck": "false", "autocapitalize": "off", "lang": "zh-Hant",
                     "class": "answer"}
            if listed:
                attrs["list"] = f"suggest-{listed}"
            self.fields[name] = forms.CharField(label=LABELS[name], required=False, max_length=40,
                                                widget=forms.TextInput(attrs=attrs))
        self.answers: dict[str, Any] = {}

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        given = {name: text for name in item_names(self.step) if (text := (data.get(name) or "").strip())}
        if "subname" in self.fields and (given.get("method") or given.get("initial")):
            given.setdefault("subname", "")
        for name, text in given.items():
            try:
                self.answers[name] = read_item(name, text)
            except AnswerError as error:
                self.add_error(name, error.message)
        return data

    @property
    def attempt_number(self) -> int:
        """Which try this is: 1, or 2 after the hints."""
        return (self.cleaned_data.get("attempt") if hasattr(self, "cleaned_data") else None) or 1


class RandomChartForm(forms.Form):
    """「Give me a chart to practise」: of a method, a sub-name or a pattern, the same for the same seed."""

    seed = forms.IntegerField(required=False, min_value=0, max_value=MAX_SEED, widget=forms.HiddenInput)
    kind = forms.ChoiceField(label=_("起課 · from"), required=False, initial="ke",
                             choices=[(k, gettext_lazy(label)) for k, label in KINDS.items()])
    method = forms.ChoiceField(label=_("九宗門 · method"), required=False,
                               choices=[("", _("any · 不限"))]
                               + [(m.slug, format_lazy("{} · {}", term_lazily(m.name), m.title)) for m in METHODS])
    subname = forms.ChoiceField(label=_("名 · sub-name"), required=False,
                                choices=[("", _("any · 不限"))]
                                + [(s, format_lazy("{} ({})", term_lazily(s), term_lazily(m)))
                                   for m, subs in SUBNAMES.items() for s in subs])

    def __init__(self, *args, patterns: list[tuple[str, str]], **kwargs):
        super().__init__(*args, auto_id="random-%s", **kwargs)
        self.fields["pattern"] = forms.ChoiceField(label=_("課體 · showing the pattern"), required=False,
                                                   choices=[("", _("any · 不限"))] + patterns)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        method = METHOD_BY_SLUG[data["method"]].name if data.get("method") else None
        subname = data.get("subname") or None
        if method and subname and subname not in SUBNAMES[method]:
            key = "random.subname_of_another" if SUBNAMES[method] else "random.no_subnames"
            self.add_error("subname", say(key, subname=subname, method=method, subnames="、".join(SUBNAMES[method])))
        if (data.get("kind") == "moment") and (method or subname or data.get("pattern")):
            self.add_error("kind", say("random.moment_with_choice"))
        data["method_name"] = method
        return data
