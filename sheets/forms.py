"""The sheets' forms: a sheet, an item of any kind (validated by kind), a move, and the list's order."""
from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from django import forms
from django.urls import Resolver404, get_script_prefix, resolve
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from classics.models import Passage
from divination.builder.page import PATTERNS_STEP, STEPS
from divination.engine.errors import ChartInputError
from divination.links import read_chart_link
from languages.wording import said
from sheets.models import ANSWER_LENGTH, HIGHLIGHT_LENGTH, TEXT_LENGTH, TITLE_LENGTH, Item, Sheet
from sources.keys import parse_citation, parse_passage_key, passage_key, short_label

STEP_CHOICES = [("", _("the whole chart"))] + [(s.slug, s.title) for s in (*STEPS, PATTERNS_STEP)]
STEP_TITLES = dict(STEP_CHOICES)


class SearchForm(forms.Form):
    """The public sheets' search; a NUL byte (which PostgreSQL's text cannot hold) is refused by Django's CharField
    before any query."""

    q = forms.CharField(required=False, max_length=100)


class SheetForm(forms.Form):
    title = forms.CharField(label=_("Title"), max_length=TITLE_LENGTH, error_messages={
        "required": _("Give the sheet a title."),
        "max_length": _("The title may be at most %(limit_value)d characters long; it has %(show_value)d.")})
    introduction = forms.CharField(
        label=_("Introduction (Markdown)"), required=False, max_length=TEXT_LENGTH, strip=False,
        widget=forms.Textarea(attrs={"rows": 6}), error_messages={
            "max_length": _("The introduction may be at most %(limit_value)d characters long; it has %(show_value)d.")})
    visibility = forms.ChoiceField(
        label=_("Who can open it"), choices=Sheet.Visibility.choices, initial=Sheet.Visibility.PRIVATE,
        error_messages={"invalid_choice": _("Choose private, anyone with the link, or public.")})
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)


class ItemForm(forms.Form):
    """One item; which fields it needs depends on its kind, and each refusal stands beside its field."""

    # What each kind reads; the page hides the others once a kind is chosen (static/js/item-kind.js).
    fields_of_kind = {Item.Kind.CHART: ["chart", "step", "text"], Item.Kind.PRACTICE: ["chart", "step", "text"],
                      Item.Kind.PASSAGE: ["passage", "highlight", "text"], Item.Kind.TEXT: ["text"],
                      Item.Kind.QUESTION: ["text"]}

    kind = forms.ChoiceField(label=_("Kind"), choices=Item.Kind.choices, error_messages={
        "invalid_choice": _("Choose a chart, a practice chart, a passage, a text or a question.")})
    chart = forms.CharField(
        label=_("Chart link"), required=False, max_length=2000, error_messages={
            "max_length": _("A chart link may be at most %(limit_value)d characters long; it has %(show_value)d.")},
        help_text=_("The link of a chart page, e.g. <code>/chart/?day=丁卯&amp;general=亥&amp;hour=丑</code>…"))
    step = forms.ChoiceField(label=_("Shown at the step"), required=False, choices=STEP_CHOICES,
                             error_messages={"invalid_choice": _("「%(value)s」 is not a step of the chart.")})
    passage = forms.CharField(label=_("Passage"), required=False, max_length=300, error_messages={
                                  "max_length": _("A passage is named in at most %(limit_value)d characters; "
                                                  "this has %(show_value)d.")},
                              help_text=_('As the site cites it (<span lang="zh-Hant">經緯 2.14</span>) or the '
                                          "address of its page."))
    highlight = forms.CharField(
        label=_("Highlighted phrase"), required=False, max_length=HIGHLIGHT_LENGTH, error_messages={
            "max_length": _("The highlighted phrase may be at most %(limit_value)d characters long; "
                            "it has %(show_value)d.")})
    text = forms.CharField(
        label=_("Text (Markdown)"), required=False, max_length=TEXT_LENGTH, strip=False,
        widget=forms.Textarea(attrs={"rows": 5}), error_messages={
            "max_length": _("The text may be at most %(limit_value)d characters long; it has %(show_value)d.")},
        help_text=_("The text block or the question; for a chart or a passage, an optional caption."))
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def clean(self):
        data = super().clean()
        kind = data.get("kind")
        if kind in (Item.Kind.CHART, Item.Kind.PRACTICE):
            self._clean_chart(data)
        elif kind == Item.Kind.PASSAGE:
            self._clean_passage(data)
        elif kind in (Item.Kind.TEXT, Item.Kind.QUESTION) and not (data.get("text") or "").strip():
            self.add_error("text", gettext("Write the question.") if kind == Item.Kind.QUESTION
                           else gettext("Write the text of the block."))
        return data

    def _clean_chart(self, data) -> None:
        if "chart" not in data:
            return
        try:
            link = read_chart_link(data["chart"])
        except ChartInputError as error:
            self.add_error("chart", said(error.reason))
            return
        data["link"] = link
        data["step"] = data.get("step") or link.step or ""

    def _clean_passage(self, data) -> None:
        given = (data.get("passage") or "").strip()
        if not given:
            self.add_error("passage", gettext("Name the passage as the site cites it (經緯 2.14) or by the address "
                                              "of its page."))
            return
        key, phrase_in_address = passage_named(given)
        if key is None:
            self.add_error("passage", gettext("「%(text)s」 names no passage: write it as the site cites it "
                                              "(經緯 2.14) or paste the address of its page.")
                           % {"text": given[:60]})
            return
        found = Passage.objects.filter(key=key).only("original", "gloss", "reading").first()
        if found is None:
            self.add_error("passage", gettext("There is no passage %(citation)s in the classics: check it on the "
                                              "passage page.") % {"citation": short_label(key)})
            return
        phrase = (data.get("highlight") or "").strip() or phrase_in_address
        if phrase and not any(phrase in (layer or "") for layer in (found.original, found.gloss, found.reading)):
            self.add_error("highlight", gettext("「%(phrase)s」 does not occur in passage %(citation)s: copy the "
                                                "phrase from the passage.")
                           % {"phrase": phrase, "citation": short_label(key)})
        data["passage"], data["highlight"] = key, phrase


def passage_named(given: str) -> tuple[str | None, str]:
    """The key of the passage `given` names (its key, its citation 經緯 2.14, or the address of its page, with or
    without the host) and the phrase the address highlights (`hl`); (None, "") when it names none."""
    for read in (parse_passage_key, parse_citation):
        try:
            read(given)
        except ValueError:
            continue
        return (given if read is parse_passage_key else parse_citation(given)), ""
    address = urlsplit(given if "//" in given or given.startswith("/") else "")
    prefix = get_script_prefix()
    if not address.path.startswith(prefix):
        return None, ""
    try:
        match = resolve("/" + address.path[len(prefix):])
    except Resolver404:
        return None, ""
    phrase = parse_qs(address.query).get("hl", [""])[0][:HIGHLIGHT_LENGTH]
    if match.view_name == "classics:passage":
        return passage_key(match.kwargs["work"], match.kwargs["volume"], match.kwargs["number"]), phrase
    if match.view_name == "classics:passage_by_key":
        try:
            parse_passage_key(match.kwargs["key"])
        except ValueError:
            return None, ""
        return match.kwargs["key"], phrase
    return None, ""


class OrderForm(forms.Form):
    """The order of a sheet's items after a drag (the ids, in their new order) and the version it was made on."""

    version = forms.IntegerField(error_messages={"required": _("The page sent no version; reload it and try again.")})

    def __init__(self, data, item_ids: list[int]):
        super().__init__(data)
        self.item_ids = item_ids
        self.given = data.getlist("item") if data else []

    def clean(self):
        data = super().clean()
        try:
            order = [int(i) for i in self.given]
        except ValueError:
            order = []
        if sorted(order) != sorted(self.item_ids):
            raise forms.ValidationError(_("The order sent does not list this sheet's items once each; reload the page "
                                          "and try again."))
        data["order"] = order
        return data


class AnswerForm(forms.Form):
    """A student's answer to a question; an empty answer takes the saved one away."""

    # The teachers of a class that assigns the sheet read it in their report (classes.progress).
    text = forms.CharField(label=_("Your answer (only you see it, and the teachers of a class that assigns it)"),
                           required=False, max_length=ANSWER_LENGTH,
                           strip=False, widget=forms.Textarea(attrs={"rows": 4}), error_messages={
                               "max_length": _("An answer may be at most %(limit_value)d characters long; "
                                               "it has %(show_value)d.")})


class AddToSheetForm(forms.Form):
    """Which of the reader's sheets an item from another page goes on, or the title of a new one."""

    sheet = forms.ModelChoiceField(label=_("Add it to"), queryset=Sheet.objects.none(), required=False,
                                   empty_label=_("a new sheet"), error_messages={
                                       "invalid_choice": _("Choose one of your sheets, or a new one.")})
    title = forms.CharField(label=_("The new sheet's title"), required=False, max_length=TITLE_LENGTH, error_messages={
        "max_length": _("The title may be at most %(limit_value)d characters long; it has %(show_value)d.")})

    def __init__(self, *args, sheets, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["sheet"].queryset = sheets

    def clean(self):
        data = super().clean()
        if not data.get("sheet") and "title" in data and not data["title"].strip():
            self.add_error("title", gettext("Give the new sheet a title, or choose one of your sheets."))
        return data
