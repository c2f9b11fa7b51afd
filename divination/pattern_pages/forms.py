"""The filter forms of the pattern pages: every field optional, every value checked."""
from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any

from django import forms
from django.forms.utils import flatatt
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import format_lazy
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _

from divination.engine.civil_time import zone_named
from divination.engine.cycles import SEXAGENARY
from divination.engine.errors import ChartInputError
from divination.passages import WORK_TITLES
from divination.pattern_pages.context import EXAMPLE_QUERENT
from divination.patterns.facts import INPUT_NAMES, INPUT_ORDER
from divination.patterns.search import DEFAULT_ZONE, Querent
from languages.kept import already_marked, marked_page, written_once
from languages.wording import said, term
from liuren_site.shared_fields import SharedFieldsMetaclass
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


class LongSelect(forms.Select):
    """A <select> of flat choices written out directly: the pattern filter has hundreds of options, and a
    template per option made the form cost more than the page of results. The markup is Select's own; the
    page's marking passes it by (an <option>'s text is never marked)."""

    def render(self, name, value, attrs=None, renderer=None):
        chosen = {str(v) for v in self.format_value(value)}
        choices = tuple((v, str(label)) for v, label in self.choices)  # the labels in the reader's language
        options = mark_safe("\n".join(selected if v in chosen else plain for v, plain, selected in _options(choices)))
        return already_marked(format_html('<select name="{}"{}>\n{}\n</select>', name,
                                          flatatt(self.build_attrs(self.attrs, attrs)), options))

    def __deepcopy__(self, memo):
        """Each form's copy shares the choices: Select's own copy normalizes every one again, for every form."""
        result = copy.copy(self)
        result.attrs = self.attrs.copy()
        memo[id(self)] = result
        return result


def _form_start(action: str, text_field: str) -> str:
    typing = f", keyup changed delay:500ms from:#{escape(text_field)}" if text_field else ""
    return (f'<form class="filters" method="get" action="{escape(action)}"\n'
            f'      hx-get="{escape(action)}" hx-target="#results" hx-swap="outerHTML" hx-push-url="true"\n'
            f'      hx-trigger="change, submit{typing}">')


def _form_end(action: str) -> str:
    submit = gettext('<span lang="zh-Hant">篩</span> Filter')   # the site's own markup, as {% translate %} leaves it
    clear = gettext('<span lang="zh-Hant">清</span> Clear the filters')
    return f'<button type="submit">{submit}</button>\n  <a href="{escape(action)}">{clear}</a>\n</form>'


@lru_cache(maxsize=64)
def _options(choices: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str, str], ...]:
    """Each choice's value with its <option>, plain and selected (escaped once per set of choices)."""
    return tuple((str(v), format_html('<option value="{}">{}</option>', v, label),
                  format_html('<option value="{}" selected>{}</option>', v, label)) for v, label in choices)


class LongChoiceField(forms.ChoiceField):
    """A choice field of many flat choices, shown by LongSelect. Each form's copy of the field shares its choices
    (no form changes them in place) instead of copying every one, as ChoiceField does for each form."""

    widget = LongSelect

    def __deepcopy__(self, memo):
        result = forms.Field.__deepcopy__(self, memo)
        result._choices = self._choices
        return result

    def share_choices(self, choices: list[tuple[str, Any]]) -> None:
        """Choices already in Django's form (a list of pairs) and kept for many forms: used as they are, where
        setting `choices` would normalize them twice (the field's and the widget's) on every form."""
        self._choices = self.widget._choices = choices


# After these a label takes no suffix: Django's own message (in its catalogue, not the site's).
LABEL_ENDINGS = ":?.!"


class OnePassInput:
    """An <input> written as Django's input template writes it (type, name, value, then the attributes in their
    order), without a template: the filter forms render on every page of their tables."""

    def render(self, name, value, attrs=None, renderer=None):
        widget = self.get_context(name, value, attrs)["widget"]
        value = "" if widget["value"] is None else f' value="{escape(str(widget["value"]))}"'
        written = "".join(f" {key}" if given is True else f' {key}="{escape(str(given))}"'
                          for key, given in widget["attrs"].items() if given is not False)
        return mark_safe(f'<input type="{widget["type"]}" name="{escape(name)}"{value}{written}>')  # noqa: S308 — escaped


class TextInput(OnePassInput, forms.TextInput):
    pass


class NumberInput(OnePassInput, forms.NumberInput):
    pass


# (form, field, language, value, errors, which choices) → (those choices, the field's <div>) (FilterForm._div);
# bounded, for the values are a client's. The forms share their fields' choices: a list is known by its identity,
# kept with the div so that no other list can take its id.
_DIVS: dict[tuple, tuple[object, str]] = {}
DIVS_KEPT = 4096


class FilterForm(forms.Form, metaclass=SharedFieldsMetaclass):
    """Filters of a table, and how many rows a page shows (blank: the table's own number).

    Written as Django's div template writes a form (`as_div`), in one pass: the fields have no help text, no
    fieldset and no hidden field, and the form no error of its own (each error belongs to one field).
    Each form shares its class's fields (a form per page of a table): no code changes a field in place."""

    per_page = forms.IntegerField(
        label=_("每頁 Rows a page"), required=False, min_value=PER_PAGE_RANGE[0], max_value=PER_PAGE_RANGE[1],
        widget=NumberInput(attrs={"step": 10}), error_messages={
            "min_value": format_lazy(_("Show between {least} and {most} rows a page."), least=PER_PAGE_RANGE[0],
                                     most=PER_PAGE_RANGE[1]),
            "max_value": format_lazy(_("Show between {least} and {most} rows a page."), least=PER_PAGE_RANGE[0],
                                     most=PER_PAGE_RANGE[1]),
            "invalid": format_lazy(_("Give the rows a page as a whole number from {least} to {most}."),
                                   least=PER_PAGE_RANGE[0], most=PER_PAGE_RANGE[1])})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["per_page"] = self.fields.pop("per_page")  # after the filters

    def html(self, action: str, text_field: str) -> SafeString:
        """The filters' <form>, sent to `action` and swapping the results in place (typing in `text_field` too): its
        fixed parts written once per address, its fields and suggestions per page. A template and its includes cost
        the page more than writing the form."""
        start = written_once(("filters start", action, text_field), lambda: _form_start(action, text_field))
        end = written_once(("filters end", action), lambda: _form_end(action))
        return mark_safe(  # noqa: S308 — parts escaped or markup
            f"{already_marked(start)}\n  {self.as_div()}\n  {self.suggestions()}\n  {already_marked(end)}\n")

    def suggestions(self) -> str:
        """The names a text field suggests (a <datalist>), where the form has them."""
        return ""

    def as_div(self) -> SafeString:
        language = get_language()
        divs = [self._div(self[name], language) for name in self.fields]
        divs[-1] += "      \n    \n"  # where Django's template writes the hidden fields, after the last field
        return mark_safe("\n\n  ".join(f"{div}</div>" for div in divs))  # noqa: S308 — parts escaped or markup

    def _div(self, field, language: str) -> str:
        """A field's <div> (label, errors, widget), written once for each state it can show and marked as in place
        (the form says no language): a field's markup follows from its form, its name, the language, the value
        given, its errors and its choices alone."""
        value = field.value() if self.is_bound else None
        choices = getattr(field.field, "choices", None)
        key = (type(self), field.name, language, value, tuple(field.errors), id(choices))
        kept = _DIVS.get(key)
        if kept is None or kept[0] is not choices:
            if len(_DIVS) >= DIVS_KEPT:
                _DIVS.clear()
            kept = _DIVS[key] = (choices, marked_page(lambda: f'<div>\n    {self._label(field)}\n\n\n'
                                                              f'{field.errors if field.errors else ""}\n{field}\n    \n'))
        return already_marked(kept[1])

    def _label(self, field) -> str:
        """The field's <label>, its suffix added as BoundField.label_tag adds it."""
        contents = escape(str(field.label))
        if self.label_suffix and contents and contents[-1] not in gettext(LABEL_ENDINGS):
            contents += escape(str(self.label_suffix))
        return f'<label for="{escape(field.id_for_label)}">{contents}</label>'

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

    day = LongChoiceField(label=_("日 Day"), required=False, choices=_choices(SEXAGENARY, _("all 60 days")))
    method = LongChoiceField(label=_("課體 Method"), required=False)
    pattern = forms.CharField(label=_("格 Pattern (a name, or part of one)"), required=False, max_length=50,
                              widget=TextInput(attrs={"list": "pattern-names", "autocomplete": "off",
                                                            "lang": "zh-Hant", "spellcheck": "false"}))

    def __init__(self, data, *, methods, patterns: dict[str, tuple[str, ...]]):
        if data is not None and data.get("pattern") in patterns:
            data = data.copy()
            data["pattern"] = patterns[data["pattern"]][0]  # a link's id is shown as the pattern's name
        super().__init__(data)
        self.patterns = patterns
        self.fields["method"] = _method_field(tuple(methods), get_language())

    def suggestions(self) -> str:
        """The names the pattern field suggests, as a <datalist> (written once per set of names, which a survey's
        forms share; no text to mark)."""
        return already_marked(_names_kept(self.patterns).datalist)

    def clean_pattern(self) -> frozenset[str]:
        typed = self.cleaned_data["pattern"].strip()
        if not typed:
            return frozenset()
        exact = _names_kept(self.patterns).naming.get(typed)
        found = exact or frozenset(i for i, names in self.patterns.items() if names_hold(names, typed))
        if not found:
            raise forms.ValidationError(gettext("No pattern of the 課 alone is named 「%(typed)s」: "
                                                "type part of a name, or choose one the field suggests.") % {"typed": typed})
        return found


@lru_cache(maxsize=64)
def _method_field(methods: tuple[str, ...], language: str) -> LongChoiceField:
    """The method filter with its choices in the reader's script (渉害 on a Japanese page), made once per language
    and set of methods: the forms share it as they share their class's fields."""
    field = copy.deepcopy(KeFilterForm.base_fields["method"])
    field.share_choices(_choices(methods, _("every method"), term))
    return field


@dataclass(frozen=True)
class _Names:
    """What a survey's pattern names give every form: their <datalist>, and the ids each name (or id) names."""

    patterns: dict[str, tuple[str, ...]]
    datalist: str
    naming: dict[str, frozenset[str]]


# A survey's names by id → their _Names: the names are one dict per survey, kept with it.
_NAMES: dict[int, _Names] = {}


def _names_kept(patterns: dict[str, tuple[str, ...]]) -> _Names:
    kept = _NAMES.get(id(patterns))
    if kept is None or kept.patterns is not patterns:
        if len(_NAMES) >= 8:
            _NAMES.clear()
        naming: dict[str, set[str]] = {}
        for entry_id, names in patterns.items():
            for name in (*names, entry_id):
                naming.setdefault(name, set()).add(entry_id)
        kept = _NAMES[id(patterns)] = _Names(
            patterns, _datalist(tuple(dict.fromkeys(names[0] for names in patterns.values()))),
            {name: frozenset(ids) for name, ids in naming.items()})
    return kept


@lru_cache(maxsize=8)
def _datalist(names: tuple[str, ...]) -> str:
    return format_html('<datalist id="pattern-names">{}</datalist>',
                       format_html_join("", '<option value="{}">', ((name,) for name in names))) if names else ""


def names_hold(names: tuple[str, ...], query: str) -> bool:
    """Every word of the query stands in one of the names, in any written form (悬胎 finds 懸胎)."""
    return all(any(form in name for form in written_forms(word) for name in names) for word in words_of(query))


class PatternFilterForm(FilterForm):
    """Filters of the pattern catalog (GET parameters q, work, inputs, difficulty)."""

    q = forms.CharField(label=_("尋 Name (any written form; several words must all appear)"), required=False, max_length=50,
                        widget=TextInput(attrs={"lang": "zh-Hant", "spellcheck": "false"}))
    work = forms.ChoiceField(label=_("書 Work"), required=False,
                             choices=[("", _("both works")), *WORK_TITLES.items()])
    inputs = forms.ChoiceField(label=_("讀 Reads"), required=False, choices=[
        ("", _("anything")), ("C", _("the 課 alone")), ("extra", _("more than the 課")),
        *((code, _(INPUT_NAMES[code])) for code in INPUT_ORDER[1:])])
    difficulty = forms.ChoiceField(label=_("難 How it is read"), required=False, choices=[("", _("any way")), *DIFFICULTY_CHOICES])


class MomentsForm(forms.Form):
    """Where (and for whom) to search the next moments of a pattern (GET parameters tz, birth_year, sex)."""

    tz = forms.CharField(label=_("時區 Zone"), required=False, max_length=64)
    birth_year = forms.IntegerField(label=_("生年 Birth year"), required=False, min_value=1900, max_value=2100)
    sex = forms.ChoiceField(label=_("性別 Sex"), required=False, choices=[("male", _("男 male")), ("female", _("女 female"))])

    def clean_tz(self) -> str:
        tz = self.cleaned_data["tz"].strip() or DEFAULT_ZONE
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
        return data.get("tz") or DEFAULT_ZONE, Querent(birth_year, data.get("sex") or EXAMPLE_QUERENT.sex)
