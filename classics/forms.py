"""The reading pages' query parameters (`cols`: which columns in which order; `hl`: words to
highlight) and the search query (`q`)."""
from __future__ import annotations

from django import forms
from django.utils.translation import gettext, gettext_lazy

from .columns import COLUMNS

MAX_QUERY = 100


class ReadingForm(forms.Form):
    cols = forms.CharField(required=False)
    hl = forms.CharField(required=False, max_length=MAX_QUERY)

    def clean_cols(self) -> tuple[str, ...]:
        codes = [code.strip() for code in self.cleaned_data["cols"].split(",") if code.strip()]
        unknown = [code for code in codes if code not in COLUMNS]
        if unknown:
            raise forms.ValidationError(
                gettext("Unknown column %(columns)s: choose from %(choices)s (e.g. ?cols=orig,gloss,ja).")
                % {"columns": ", ".join(unknown), "choices": ", ".join(COLUMNS)}
            )
        if len(set(codes)) != len(codes):
            raise forms.ValidationError(gettext("Each column may appear only once in cols."))
        return tuple(codes)

    def clean_hl(self) -> tuple[str, ...]:
        return tuple(self.cleaned_data["hl"].replace(",", " ").split())

    def choice(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(columns asked for, words to highlight); none asked for, or a bad value, gives () for the columns."""
        self.is_valid()
        return self.cleaned_data.get("cols", ()), self.cleaned_data.get("hl", ())


class SearchForm(forms.Form):
    q = forms.CharField(
        label=gettext_lazy("檢索 · Search"),
        max_length=MAX_QUERY,
        error_messages={
            "required": gettext_lazy("Type a word to search for (traditional, simplified or Japanese forms)."),
        },
    )
