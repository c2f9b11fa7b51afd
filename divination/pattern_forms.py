"""The filter forms of the pattern pages: every field optional, every value checked."""
from __future__ import annotations

from django import forms

from divination.engine.cycles import SEXAGENARY


def _choices(values, blank: str) -> list[tuple[str, str]]:
    return [("", blank), *((v, v) for v in values)]


class KeFilterForm(forms.Form):
    """Filters of the 720-課 browser (GET parameters day, method, pattern)."""

    day = forms.ChoiceField(label="日 Day", required=False, choices=_choices(SEXAGENARY, "all 60 days"))
    method = forms.ChoiceField(label="課體 Method", required=False)
    pattern = forms.ChoiceField(label="格 Pattern", required=False)

    def __init__(self, data, *, methods, patterns):
        super().__init__(data)
        self.fields["method"].choices = _choices(methods, "every method")
        self.fields["pattern"].choices = [("", "any pattern"), *patterns]

    def filters(self) -> dict[str, str]:
        """The valid filters given (an invalid one is reported on the form and ignored)."""
        self.is_valid()
        return {name: value for name, value in getattr(self, "cleaned_data", {}).items() if value}
