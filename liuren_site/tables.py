"""The site's one table column for the phone layout that stacks a row's cells (`stacked-on-phone` in site.css)."""
from __future__ import annotations

import copy

import django_tables2 as tables


class LabelledColumn(tables.Column):
    """A column whose cells carry their heading (`data-label`), shown beside each cell when the row is a card.

    Each table copies its class's columns (django-tables2 deep-copies them, attributes, lazy labels and all, for
    every table: most of a table's making); a shallow copy serves, for a table only sets attributes of its copy
    (the accessor, visibility) and reads the rest."""

    def __deepcopy__(self, memo):
        result = copy.copy(self)
        memo[id(self)] = result
        return result


def labelled_column(label: str, **kwargs) -> tables.Column:
    """A `LabelledColumn` headed `label`."""
    attrs = kwargs.pop("attrs", {})
    attrs["td"] = {**attrs.get("td", {}), "data-label": label}
    return LabelledColumn(label, attrs=attrs, **kwargs)
