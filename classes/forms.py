"""The classes' forms: a class, joining it, a co-teacher, an assignment. Each refusal stands beside its field."""
from __future__ import annotations

from django import forms
from django.contrib.auth import get_user_model
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from classes.models import (
    CODE_LENGTH,
    DESCRIPTION_LENGTH,
    MAX_CHARTS,
    NAME_LENGTH,
    SHOWN_NAME_LENGTH,
    Assignment,
)
from classes.progress import canonical
from divination.engine.errors import ChartInputError
from divination.links import read_chart_link
from divination.practice.steps import step_of
from drills.topics import LENGTHS, STEPS, TOPIC_BY_SLUG, TOPICS
from languages.wording import said
from sheets.models import Sheet

TOO_LONG = _("At most %(limit_value)d characters; this has %(show_value)d.")


class ClassroomForm(forms.Form):
    name = forms.CharField(label=_("Name of the class"), max_length=NAME_LENGTH, error_messages={
        "required": _("Give the class a name."), "max_length": TOO_LONG})
    description = forms.CharField(label=_("Description"), required=False, max_length=DESCRIPTION_LENGTH,
                                  widget=forms.Textarea(attrs={"rows": 4}), error_messages={"max_length": TOO_LONG})


class JoinForm(forms.Form):
    code = forms.CharField(label=_("The class's code"), max_length=CODE_LENGTH, error_messages={
        "required": _("Give the code your teacher gave you."), "max_length": TOO_LONG})
    shown_name = forms.CharField(label=_("The name the class sees"), max_length=SHOWN_NAME_LENGTH, error_messages={
        "required": _("Give the name your class and teachers will see."), "max_length": TOO_LONG})

    def clean_code(self) -> str:
        return self.cleaned_data["code"].strip().upper()


class TeacherForm(forms.Form):
    username = forms.CharField(label=_("Username of the co-teacher"), max_length=150, error_messages={
        "required": _("Give the username of the co-teacher."), "max_length": TOO_LONG})

    def clean_username(self):
        user = get_user_model().objects.filter(username=self.cleaned_data["username"]).first()
        if user is None:
            raise forms.ValidationError(gettext("No account has this username."))
        return user


class AssignmentForm(forms.Form):
    """A lesson sheet of the teacher's own that students can open, or a drill of a topic."""

    kind = forms.ChoiceField(label=_("What to assign"), choices=Assignment.Kind.choices, widget=forms.RadioSelect,
                             error_messages={"required": _("Choose a lesson sheet or a drill."),
                                             "invalid_choice": _("Choose a lesson sheet or a drill.")})
    sheet = forms.ModelChoiceField(label=_("The lesson sheet"), queryset=Sheet.objects.none(), required=False,
                                   error_messages={"invalid_choice": _("Choose one of your sheets.")})
    topic = forms.ChoiceField(label=_("The drill's topic"), required=False,
                              choices=[("", "—")] + [(t.slug, t.title) for t in TOPICS],
                              error_messages={"invalid_choice": _("Choose one of the topics.")})
    # The drill page's own lengths: the assignment links to it with its number of questions.
    questions = forms.TypedChoiceField(label=_("Number of questions"), choices=[(n, str(n)) for n in LENGTHS],
                                       coerce=int, initial=LENGTHS[0], required=False, empty_value=LENGTHS[0],
                                       error_messages={"invalid_choice": _("Choose 10, 30 or 50 questions.")})
    charts = forms.CharField(label=_("Fixed charts (optional): a chart link a line"), required=False,
                             max_length=MAX_CHARTS * 2100, widget=forms.Textarea(attrs={"rows": 3}),
                             error_messages={"max_length": TOO_LONG})
    due = forms.DateField(label=_("Due (optional)"), required=False, widget=forms.DateInput(attrs={"type": "date"}),
                          error_messages={"invalid": _("Give a date like 2026-12-31.")})

    def __init__(self, *args, teacher, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["sheet"].queryset = Sheet.objects.of(teacher).live()

    def clean(self):
        data = super().clean()
        if data.get("kind") == Assignment.Kind.SHEET:
            sheet = data.get("sheet")
            if sheet is None and "sheet" not in self.errors:
                self.add_error("sheet", gettext("Choose the sheet to assign."))
            elif sheet is not None and sheet.visibility == Sheet.Visibility.PRIVATE:
                self.add_error("sheet", gettext("This sheet is private: share it by link (or make it public) so that "
                                                "your students can open it."))
        elif data.get("kind") == Assignment.Kind.DRILL:
            self._clean_drill(data)
        return data

    def _clean_drill(self, data) -> None:
        topic = TOPIC_BY_SLUG.get(data.get("topic") or "")
        if topic is None:
            if "topic" not in self.errors:
                self.add_error("topic", gettext("Choose the drill's topic."))
            return
        lines = [line.strip() for line in (data.get("charts") or "").splitlines() if line.strip()]
        if len(lines) > MAX_CHARTS:
            self.add_error("charts", gettext("At most %(count)d charts.") % {"count": MAX_CHARTS})
            return
        if lines and topic.group != STEPS:
            # A fixed chart is worked on the practice page, which asks a step's every answer.
            self.add_error("charts", gettext("Fixed charts are for a topic that is a step of the chart."))
            return
        charts = []
        for number, line in enumerate(lines, 1):
            try:
                link = read_chart_link(line)
                step_of(link.chart, topic.step, "chart")
            except ChartInputError as error:
                self.add_error("charts", gettext("Line %(number)d: %(reason)s") % {"number": number,
                                                                                  "reason": said(error.reason)})
                return
            charts.append(canonical(link.query))
        data["chart_list"] = list(dict.fromkeys(charts))
