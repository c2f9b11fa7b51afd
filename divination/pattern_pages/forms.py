"""The filter forms of the pattern pages: every field optional, every value checked."""
from __future__ import annotations

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from divination.engine.civil_time import zone_named
from divination.engine.cycles import SEXAGENARY
from divination.engine.errors import ChartInputError
from divination.passages import WORK_TITLES
from divination.pattern_pages.context import EXAMPLE_QUERENT
from divination.patterns.facts import INPUT_NAMES, INPUT_ORDER
from divination.patterns.search import DEFAULT_ZONE, Querent
from languages.wording import said, term
from sources.variants import words_of, written_forms

# The catalog's difficulty column, in words: how much beyond the 課 an entry reads, and whether the text is open.
DIFFICULTY_CHOICES = (
    ("simple", _("plainly, from the 課")),
    ("extra", _("plainly, with more than the 課")),
    ("ambiguous", _("on a reading of an open text")),
    ("extra+ambiguous", _("with more than the 課, on a reading of an open text")),
)


def _choices(values, blank, written=str) -> list[tuple[str, str]]:
    return [("", blank), *((v, written(v)) for v in values)]


# Rows a page of a table: a page of ten is the least worth turning, two hundred the most worth sending.
PER_PAGE_RANGE = (10, 200)


class FilterForm(forms.Form):
    """Filters of a table, and how many rows a page shows (blank: the table's own number)."""

    per_page = forms.IntegerField(
        label=_("每頁 Rows a page"), required=False, min_value=PER_PAGE_RANGE[0], max_value=PER_PAGE_RANGE[1],
        widget=forms.NumberInput(attrs={"step": 10}), error_messages={
            "min_value": format_lazy(_("Show between {least} and {most} rows a page."), least=PER_PAGE_RANGE[0],
                                     most=PER_PAGE_RANGE[1]),
            "max_value": format_lazy(_("Show between {least} and {most} rows a page."), least=PER_PAGE_RANGE[0],
                                     most=PER_PAGE_RANGE[1]),
            "invalid": format_lazy(_("Give the rows a page as a whole number from {least} to {most}."),
                                   least=PER_PAGE_RANGE[0], most=PER_PAGE_RANGE[1])})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["per_page"] = self.fields.pop("per_page")  # after the filters

    def filters(self) -> dict[str, str]:
        """The valid filters given (an invalid one is reported on the form and ignored)."""
        self.is_valid()
        data = getattr(self, "cleaned_data", {})
        return {name: value for name, value in data.items() if value and name != "per_page"}

    def rows_a_page(self) -> int | None:
        """The rows a page asked for, or None for the table's own number (also when the number was refused)."""
        self.is_valid()
        return getattr(self, "cleaned_data", {}).get("per_page")


class KeFilterForm(FilterForm):
    """Filters of the 720-課 browser (GET parameters day, method, pattern).

    The pattern is typed (any written form, the browser suggesting names) and matched by the server:
    a name, or words of a name, or (from a link) a pattern's id. `clean_pattern` gives the ids it names.
    """

    day = forms.ChoiceField(label=_("日 Day"), required=False, choices=_choices(SEXAGENARY, _("all 60 days")))
    method = forms.ChoiceField(label=_("課體 Method"), required=False)
    pattern = forms.CharField(label=_("格 Pattern (a name, or part of one)"), required=False, max_length=50,
                              widget=forms.TextInput(attrs={"list": "pattern-names", "autocomplete": "off",
                                                            "lang": "zh-Hant", "spellcheck": "false"}))

    def __init__(self, data, *, methods, patterns: dict[str, tuple[str, ...]]):
        if data is not None and data.get("pattern") in patterns:
            data = data.copy()
            data["pattern"] = patterns[data["pattern"]][0]  # a link's id is shown as the pattern's name
        super().__init__(data)
        self.patterns = patterns
        self.fields["method"].choices = _choices(methods, _("every method"), term)  # in the reader's script

    @property
    def suggested_names(self) -> list[str]:
        """The names the pattern field suggests (the page's <datalist>): each pattern's first name."""
        return list(dict.fromkeys(names[0] for names in self.patterns.values()))

    def clean_pattern(self) -> frozenset[str]:
        """The ids of the patterns the typed text names: a whole name or id, else those holding every word of it."""
        typed = self.cleaned_data["pattern"].strip()
        if not typed:
            return frozenset()
        exact = frozenset(i for i, names in self.patterns.items() if typed == i or typed in names)
        found = exact or frozenset(i for i, names in self.patterns.items() if names_hold(names, typed))
        if not found:
            raise forms.ValidationError(gettext("No pattern of the 課 alone is named 「%(typed)s」: "
                                                "type part of a name, or choose one the field suggests.")
                                        % {"typed": typed})
        return found


def names_hold(names: tuple[str, ...], query: str) -> bool:
    """Every word of the query stands in one of the names, in any written form (悬胎 finds 懸胎)."""
    return all(any(form in name for form in written_forms(word) for name in names) for word in words_of(query))


class PatternFilterForm(FilterForm):
    """Filters of the pattern catalog (GET parameters q, work, inputs, difficulty)."""

    q = forms.CharField(label=_("尋 Name (any written form; several words must all "
                                "appear)"), required=False, max_length=50,
                        widget=forms.TextInput(attrs={"lang": "zh-Hant", "spellcheck": "false"}))
    work = forms.ChoiceField(label=_("書 Work"), required=False,
                             choices=[("", _("both works")), *WORK_TITLES.items()])
    inputs = forms.ChoiceField(label=_("讀 Reads"), required=False, choices=[
        ("", _("anything")), ("C", _("the 課 alone")), ("extra", _("more than the 課")),
        *((code, _(INPUT_NAMES[code])) for code in INPUT_ORDER[1:])])
    difficulty = forms.ChoiceField(label=_("難 How it is "
                                           "read"), required=False, choices=[("", _("any way")), *DIFFICULTY_CHOICES])


class MomentsForm(forms.Form):
    """Where (and for whom) to search the next moments of a pattern (GET parameters tz, birth_year, sex)."""

    tz = forms.CharField(label=_("時區 Zone"), required=False, max_length=64)
    birth_year = forms.IntegerField(label=_("生年 Birth year"), required=False, min_value=1900, max_value=2100)
    sex = forms.ChoiceField(label=_("性別 Sex"), required=False, choices=[("male", _("男 male")), ("female",
                                                                                                _("女 female"))])

    def __init__(self, *args, default_zone: str = DEFAULT_ZONE, **kwargs):
        """`default_zone`: where to search when the reader names no zone (the browser's, liuren_site.reader_zone)."""
        super().__init__(*args, **kwargs)
        self.default_zone = default_zone

    def clean_tz(self) -> str:
        tz = self.cleaned_data["tz"].strip() or self.default_zone
        try:
            zone_named(tz)
        except ChartInputError as error:
            raise forms.ValidationError(said(error.reason)) from None
        return tz

    def search(self) -> tuple[str, Querent]:
        """The zone and querent to search for; a bad value is reported and replaced by the example's."""
        self.is_valid()
        data = getattr(self, "cleaned_data", {})
        birth_year = data.get("birth_year") or EXAMPLE_QUERENT.birth_year
        return data.get("tz") or self.default_zone, Querent(birth_year, data.get("sex") or EXAMPLE_QUERENT.sex)
