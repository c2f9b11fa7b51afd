"""The site's one table column for the phone layout that stacks a row's cells (`stacked-on-phone` in site.css)."""
from __future__ import annotations

import django_tables2 as tables


def labelled_column(label: str, **kwargs) -> tables.Column:
    """A column whose cells carry their heading (`data-label`), shown beside each cell when the row is a card."""
    attrs = kwargs.pop("attrs", {})
    attrs["td"] = {**attrs.get("td", {}), "data-label": label}
    return tables.Column(label, attrs=attrs, **kwargs)
