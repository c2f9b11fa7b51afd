"""The site's one table column for the phone layout that stacks a row's cells (`stacked-on-phone` in site.css)."""
from __future__ import annotations

import django_tables2 as tables


def labelled_column(label: str, template_name: str | None = None, **kwargs) -> tables.Column:
    """A column headed `label` whose cells carry it (`data-label`), shown beside each cell when the row is a card;
    its cells rendered by `template_name` where they are more than a value."""
    attrs = kwargs.pop("attrs", {})
    attrs["td"] = {**attrs.get("td", {}), "data-label": label}
    if template_name:
        return tables.TemplateColumn(template_name=template_name, verbose_name=label, attrs=attrs, **kwargs)
    return tables.Column(label, attrs=attrs, **kwargs)
