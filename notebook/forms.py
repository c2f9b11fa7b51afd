"""The notebook's forms: a note (chart link, title, notes, tags) and the table's filters."""
from __future__ import annotations

import re

from django import forms
from django.db.models import Q
from django.utils.text import format_lazy
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _

from divination.engine.errors import ChartInputError
from divination.engine.transmissions import NINE_METHODS
from divination.links import ChartLink, read_chart_link
from languages.terms import in_script
from languages.wording import said
from notebook.choices import notebook_patterns
from notebook.models import MAX_TAGS, NOTES_LENGTH, TAG_LENGTH, TITLE_LENGTH, Note, NotePattern, Tag

TAG_SHAPE = re.compile(r"^[\w·・-]+$")
# The notes a page of the table shows: the table's own 25 unless asked for, never so many that one page reads the
# whole notebook.
PER_PAGE_RANGE = (10, 100)
_ROWS_REFUSED = format_lazy(_("Show between {least} and {most} rows a page."), least=PER_PAGE_RANGE[0],
                            most=PER_PAGE_RANGE[1])


def parse_tags(text: str) -> list[str]:
    """Tags separated by commas or spaces (、 and ， too), each kept once, in the order given."""
    names = [t for t in re.split(r"[\s,，、]+", text or "") if t]
    bad = [t for t in names if len(t) > TAG_LENGTH or not TAG_SHAPE.match(t)]
    if bad:
        raise forms.ValidationError(
            gettext("「%(tag)s」 is not a tag: a tag is one word of letters, digits, - or _, at most %(limit)d "
                    "characters.")
            % {"tag": bad[0][:TAG_LENGTH], "limit": TAG_LENGTH})
    unique = list(dict.fromkeys(names))
    if len(unique) > MAX_TAGS:
        raise forms.ValidationError(gettext("A note takes at most %(limit)d tags; this one has %(count)d.")
                                    % {"limit": MAX_TAGS, "count": len(unique)})
    return unique


class NoteForm(forms.Form):
    chart = forms.CharField(
        label=_("Chart link"), max_length=2000, widget=forms.TextInput(attrs={"autocomplete": "off"}),
        error_messages={"required": _("Paste the link of a chart (it starts with /chart/?)."),
                        "max_length": _("A chart link may be at most %(limit_value)d characters long; "
                                        "it has %(show_value)d.")})
    title = forms.CharField(label=_("Title"), max_length=TITLE_LENGTH, error_messages={
        "required": _("Give the note a title."),
        "max_length": _("The title may be at most %(limit_value)d characters long; it has %(show_value)d.")})
    text = forms.CharField(
        label=_("Notes (Markdown)"), required=False, max_length=NOTES_LENGTH, strip=False,
        widget=forms.Textarea(attrs={"rows": 10}), error_messages={
            "max_length": _("The notes may be at most %(limit_value)d characters long; they have %(show_value)d.")})
    tags = forms.CharField(
        label=_("Tags"), required=False, max_length=(TAG_LENGTH + 1) * MAX_TAGS,
        help_text=_("Words separated by spaces or commas, e.g. 涉害 homework."), error_messages={
            "max_length": _("The tags may be at most %(limit_value)d characters long; they have %(show_value)d.")})
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def clean_chart(self) -> ChartLink:
        try:
            return read_chart_link(self.cleaned_data["chart"])
        except ChartInputError as error:
            raise forms.ValidationError(said(error.reason)) from None

    def clean_tags(self) -> list[str]:
        return parse_tags(self.cleaned_data["tags"])


class NotebookFilter(forms.Form):
    """Filters of the notebook table; a tag or pattern that is not in the user's notebook is said so beside it."""

    q = forms.CharField(label=_("Search"), required=False, max_length=100)
    tag = forms.CharField(label=_("Tag"), required=False, max_length=TAG_LENGTH)
    method = forms.ChoiceField(label=_("Method"), required=False,
                               error_messages={"invalid_choice": _("「%(value)s」 is not one of the nine methods.")})
    pattern = forms.ChoiceField(label=_("Pattern"), required=False)
    per_page = forms.IntegerField(label=_("每頁 Rows a page"), required=False, min_value=PER_PAGE_RANGE[0],
                                  max_value=PER_PAGE_RANGE[1], error_messages={
                                      "min_value": _ROWS_REFUSED, "max_value": _ROWS_REFUSED,
                                      "invalid": format_lazy(
                                          _("Give the rows a page as a whole number from {least} to {most}."),
                                          least=PER_PAGE_RANGE[0], most=PER_PAGE_RANGE[1])})

    def __init__(self, owner, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.owner = owner
        # The methods and the patterns are named as the page writes the books' terms (涉害, 渉害 on a Japanese page).
        language = get_language()
        self.fields["method"].choices = [("", gettext("any method"))] + [(m, in_script(m, language))
                                                                          for m in NINE_METHODS]
        self.fields["pattern"].choices = [("", gettext("any pattern"))] + [
            (p, in_script(name, language)) for p, name in notebook_patterns(owner)]
        self.fields["pattern"].error_messages["invalid_choice"] = _(
            "No chart in your notebook shows the pattern 「%(value)s」.")

    def clean_tag(self) -> str:
        tag = self.cleaned_data["tag"].strip()
        if tag and not Tag.objects.filter(owner=self.owner, name=tag).exists():
            raise forms.ValidationError(gettext("You have no tag 「%(tag)s」: choose one of the tags in your notebook.")
                                        % {"tag": tag})
        return tag

    @property
    def narrows(self) -> bool:
        """Whether `filter` leaves out any note: some filter is given, and all are valid."""
        return self.is_bound and self.is_valid() and any(v for name, v in self.cleaned_data.items()
                                                         if name != "per_page")

    def rows_a_page(self) -> int | None:
        """The rows a page asked for, or None for the table's own number (also when the number was refused)."""
        self.is_valid()
        return getattr(self, "cleaned_data", {}).get("per_page")

    def filter(self, notes):
        if not self.is_valid():
            return notes
        data = self.cleaned_data
        if q := data["q"].strip():
            notes = notes.filter(Q(title__icontains=q) | Q(text__icontains=q) | Q(chart_name__icontains=q))
        # Tag and pattern as subqueries, not joins: no note comes twice, so no DISTINCT over whole rows.
        if data["tag"]:
            tagged = Note.tags.through.objects.filter(tag__owner=self.owner, tag__name=data["tag"])
            notes = notes.filter(pk__in=tagged.values("note"))
        if data["method"]:
            notes = notes.filter(method=data["method"])
        if data["pattern"]:
            showing = NotePattern.objects.filter(owner=self.owner, pattern=data["pattern"])
            notes = notes.filter(pk__in=showing.values("note"))
        return notes
