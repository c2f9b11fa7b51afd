"""Choice widgets and fields whose copies share their choices.

Django copies every field of a form for each form (Form.__init__ deep-copies `base_fields`), and a choice
widget's copy normalizes its choices again (ChoiceField's copies them all once more). No form of the site
changes choices in place, so a form's copy can share the class's: the chart page builds a form per request.
"""
from __future__ import annotations

import copy

from django import forms


class SharesChoices:
    """A choice widget (Select, RadioSelect…) whose copies share its choices: a copy has its own attributes only."""

    def __deepcopy__(self, memo):
        result = copy.copy(self)
        result.attrs = self.attrs.copy()  # type: ignore[attr-defined]
        memo[id(self)] = result
        return result


class SharedSelect(SharesChoices, forms.Select):
    pass


class SharedRadioSelect(SharesChoices, forms.RadioSelect):
    pass


class SharedChoiceField(forms.ChoiceField):
    """A ChoiceField (shown by SharedSelect) whose copies share its choices."""

    widget = SharedSelect

    def __deepcopy__(self, memo):
        result = forms.Field.__deepcopy__(self, memo)
        result._choices = self._choices
        return result
