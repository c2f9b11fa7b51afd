"""The site's one table column for the phone layout that stacks a row's cells (`stacked-on-phone` in site.css), and
the copy of a table class's columns each table makes (`OwnColumns`)."""
from __future__ import annotations

import copy
from collections import OrderedDict

import django_tables2 as tables


class LabelledColumn(tables.Column):
    """A column whose cells carry their heading (`data-label`), shown beside each cell when the row is a card.

    Each table copies its class's columns (django-tables2 deep-copies them, attributes, lazy labels and all, for
    every table: most of a table's making); a shallow copy serves, for a table only sets attributes of its copy
    (the accessor, visibility) and reads the rest."""

    def __deepcopy__(self, memo):
        result = object.__new__(type(self))   # copy.copy's own copy, without its reduction protocol
        result.__dict__.update(self.__dict__)
        memo[id(self)] = result
        return result


class OwnColumns(OrderedDict):
    """A table class's columns (`base_columns`), copied for each table in one pass: copy.deepcopy's walk of the
    dict through its reduction cost as much as the columns' own copies."""

    def __deepcopy__(self, memo) -> OrderedDict:
        return OrderedDict((name, copy.deepcopy(column, memo)) for name, column in self.items())


def labelled_column(label: str, **kwargs) -> tables.Column:
    """A `LabelledColumn` headed `label`."""
    attrs = kwargs.pop("attrs", {})
    attrs["td"] = {**attrs.get("td", {}), "data-label": label}
    return LabelledColumn(label, attrs=attrs, **kwargs)
