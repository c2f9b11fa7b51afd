"""Forms whose instances share their fields.

Django copies every field of a form for each form (Form.__init__ deep-copies `base_fields`), and a choice
widget's copy normalizes its choices again: for the chart forms, built on every chart request to validate
its query, the copies cost more than validating. A form of SharedFieldsMetaclass hands each instance the
class's fields themselves (in a dict of its own, so an instance may still reorder, add or drop fields); its
code must never change a field in place (a widget's attributes, a field's choices).
"""
from __future__ import annotations

from django.forms.forms import DeclarativeFieldsMetaclass


class SharedFields(dict):
    """A form class's fields; each form's "deep copy" is a new dict of the same fields."""

    def __deepcopy__(self, memo) -> dict:
        return dict(self)


class SharedFieldsMetaclass(DeclarativeFieldsMetaclass):
    """DeclarativeFieldsMetaclass whose forms share their fields (SharedFields)."""

    def __new__(mcs, name, bases, attrs):
        new_class = super().__new__(mcs, name, bases, attrs)
        new_class.base_fields = SharedFields(new_class.base_fields)
        return new_class
