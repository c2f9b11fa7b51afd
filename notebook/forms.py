"""The notebook's forms: a note (chart link, title, notes, tags) and the table's filters."""
from __future__ import annotations

import re

from django import forms
from django.db.models import Q

from accounts.forms import LongSelect, length_messages
from divination.engine.errors import ChartInputError
from divination.engine.transmissions import NINE_METHODS
from divination.links import ChartLink, read_chart_link
from notebook.models import MAX_TAGS, NOTES_LENGTH, TAG_LENGTH, TITLE_LENGTH, Note, NotePattern, Tag

TAG_SHAPE = re.compile(r"^[\w·・-]+$")


def parse_tags(text: str) -> list[str]:
    """Tags separated by commas or spaces (、 and ， too), each kept once, in the order given."""
    names = [t for t in re.split(r"[\s,，、]+", text or "") if t]
    bad = [t for t in names if len(t) > TAG_LENGTH or not TAG_SHAPE.match(t)]
    if bad:
        raise forms.ValidationError(
            f"「{bad[0][:TAG_LENGTH]}」 is not a tag: a tag is one word of letters, digits, - or _, at most {TAG_LENGTH} characters.")
    unique = list(dict.fromkeys(names))
    if len(unique) > MAX_TAGS:
        raise forms.ValidationError(f"A note takes at most {MAX_TAGS} tags; this one has {len(unique)}.")
    return unique


class NoteForm(forms.Form):
    chart = forms.CharField(label="Chart link", max_length=2000, widget=forms.TextInput(attrs={"autocomplete": "off"}),
                            error_messages={"required": "Paste the link of a chart (it starts with /chart/?).",
                                            **length_messages("A chart link")})
    title = forms.CharField(label="Title", max_length=TITLE_LENGTH, error_messages={
        "required": "Give the note a title.", **length_messages("The title")})
    text = forms.CharField(label="Notes (Markdown)", required=False, max_length=NOTES_LENGTH, strip=False,
                           widget=forms.Textarea(attrs={"rows": 10}), error_messages=length_messages("The notes"))
    tags = forms.CharField(label="Tags", required=False, max_length=(TAG_LENGTH + 1) * MAX_TAGS,
                           help_text="Words separated by spaces or commas, e.g. 涉害 homework.")
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def clean_chart(self) -> ChartLink:
        try:
            return read_chart_link(self.cleaned_data["chart"])
        except ChartInputError as error:
            raise forms.ValidationError(error.message) from None

    def clean_tags(self) -> list[str]:
        return parse_tags(self.cleaned_data["tags"])


class NotebookFilter(forms.Form):
    """Filters of the notebook table; a tag or pattern that is not in the user's notebook is said so beside it."""

    q = forms.CharField(label="Search", required=False, max_length=100)
    tag = forms.CharField(label="Tag", required=False, max_length=TAG_LENGTH)
    method = forms.ChoiceField(label="Method", required=False, choices=[("", "any method")] + [(m, m) for m in NINE_METHODS], widget=LongSelect,
                               error_messages={"invalid_choice": "「%(value)s」 is not one of the nine methods."})
    pattern = forms.ChoiceField(label="Pattern", required=False, widget=LongSelect)

    def __init__(self, owner, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.owner = owner
        found = NotePattern.objects.filter(owner=owner).order_by().values_list("pattern", "name").distinct()
        self.fields["pattern"].choices = [("", "any pattern")] + sorted(set(found), key=lambda p: p[1])
        self.fields["pattern"].error_messages["invalid_choice"] = "No chart in your notebook shows the pattern 「%(value)s」."

    def clean_tag(self) -> str:
        tag = self.cleaned_data["tag"].strip()
        if tag and not Tag.objects.filter(owner=self.owner, name=tag).exists():
            raise forms.ValidationError(f"You have no tag 「{tag}」: choose one of the tags in your notebook.")
        return tag

    def filter(self, notes):
        if not self.is_valid():
            return notes
        data = self.cleaned_data
        if q := data["q"].strip():
            notes = notes.filter(Q(title__icontains=q) | Q(text__icontains=q) | Q(chart_name__icontains=q))
        # Tag and pattern as subqueries, not joins: no note comes twice, so no DISTINCT over whole rows.
        if data["tag"]:
            notes = notes.filter(pk__in=Note.tags.through.objects.filter(tag__owner=self.owner, tag__name=data["tag"]).values("note"))
        if data["method"]:
            notes = notes.filter(method=data["method"])
        if data["pattern"]:
            notes = notes.filter(pk__in=NotePattern.objects.filter(owner=self.owner, pattern=data["pattern"]).values("note"))
        return notes
