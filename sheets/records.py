"""Every change to a sheet, each one transaction that first claims the sheet's next version (a save made on
a stale page is refused, never applied over another tab's); copies; the sheet as JSON and back.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Max
from django.utils.translation import gettext

from accounts.transfer import field_problems, problems_said, text_of
from sheets.forms import ItemForm, SheetForm
from sheets.models import MAX_ITEMS, Item, Sheet

FORMAT = "liuren-sheet"


def _item_fields(data: dict[str, Any]) -> dict[str, Any]:
    kind = data["kind"]
    fields = {"kind": kind, "text": data.get("text") or "", "chart": "", "step": "", "chart_name": "", "chart_inputs": "",
              "passage_key": "", "highlight": ""}
    if kind in (Item.Kind.CHART, Item.Kind.PRACTICE):
        link = data["link"]
        fields.update(chart=link.query, step=data.get("step") or "", chart_name=link.name, chart_inputs=link.inputs)
    elif kind == Item.Kind.PASSAGE:
        fields.update(passage_key=data["passage"], highlight=data.get("highlight") or "")
    return fields


def create_sheet(owner, data: dict[str, Any]) -> Sheet:
    with transaction.atomic():
        return Sheet.objects.create(owner=owner, title=data["title"], introduction=data["introduction"],
                                    visibility=data["visibility"])


def update_sheet(sheet: Sheet, data: dict[str, Any]) -> None:
    with transaction.atomic():
        sheet.claim_version(data["version"])
        sheet.title, sheet.introduction, sheet.visibility = data["title"], data["introduction"], data["visibility"]
        sheet.save(update_fields=["title", "introduction", "visibility"])


def add_item(sheet: Sheet, version: int | None, data: dict[str, Any]) -> Item:
    with transaction.atomic():
        sheet.claim_version(version)
        if sheet.items.count() >= MAX_ITEMS:
            raise ValueError(gettext("A sheet holds at most %(limit)d items.") % {"limit": MAX_ITEMS})
        last = sheet.items.aggregate(last=Max("position"))["last"]
        return Item.objects.create(sheet=sheet, position=0 if last is None else last + 1, **_item_fields(data))


def edit_item(item: Item, version: int | None, data: dict[str, Any]) -> None:
    with transaction.atomic():
        item.sheet.claim_version(version)
        for name, value in _item_fields(data).items():
            setattr(item, name, value)
        item.save()


def _renumber(items: list[Item]) -> None:
    for position, item in enumerate(items):
        item.position = position
    Item.objects.bulk_update(items, ["position"])


def remove_item(item: Item, version: int | None) -> None:
    with transaction.atomic():
        item.sheet.claim_version(version)
        item.delete()
        _renumber(list(item.sheet.items.all()))


def move_item(item: Item, version: int | None, offset: int) -> None:
    """One place up (-1) or down (+1); at either end nothing moves (but the version is claimed all the same)."""
    with transaction.atomic():
        item.sheet.claim_version(version)
        items = list(item.sheet.items.all())
        index = next(i for i, it in enumerate(items) if it.pk == item.pk)
        target = index + offset
        if 0 <= target < len(items):
            items[index], items[target] = items[target], items[index]
        _renumber(items)


def reorder_items(sheet: Sheet, version: int, order: list[int]) -> None:
    with transaction.atomic():
        sheet.claim_version(version)
        by_id = {item.pk: item for item in sheet.items.all()}
        _renumber([by_id[pk] for pk in order])


ITEM_FIELDS = ("kind", "chart", "step", "chart_name", "chart_inputs", "passage_key", "highlight", "text")


def _copy_items(sheet: Sheet, items) -> None:
    Item.objects.bulk_create([Item(sheet=sheet, position=i, **{f: getattr(item, f) for f in ITEM_FIELDS})
                              for i, item in enumerate(items)])


def copy_sheet(sheet: Sheet, owner) -> Sheet:
    """The sheet and its items as a new private sheet of `owner`."""
    with transaction.atomic():
        copy = Sheet.objects.create(owner=owner, title=sheet.title, introduction=sheet.introduction)
        _copy_items(copy, sheet.items.all())
    return copy


def item_record(item: Item) -> dict[str, Any]:
    record: dict[str, Any] = {"kind": item.kind, "text": item.text}
    if item.is_chart:
        record.update(chart=item.whole_chart_url, step=item.step)
    elif item.kind == Item.Kind.PASSAGE:
        record.update(passage=item.passage_key, highlight=item.highlight)
    return record


def sheet_document(sheet: Sheet, exported: str) -> dict[str, Any]:
    return {"format": FORMAT, "version": 1, "exported": exported,
            "sheet": {"title": sheet.title, "introduction": sheet.introduction, "visibility": sheet.visibility,
                      "items": [item_record(i) for i in sheet.items.all()]}}


def read_sheet(document: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The sheet and items of an export, each validated as its form validates; ValueError with every reason."""
    record = document.get("sheet")
    if not isinstance(record, dict):
        raise ValueError(gettext('The file has no object "sheet".'))
    the_sheet = gettext("The sheet")
    sheet_form = SheetForm({"title": text_of(record, "title", the_sheet), "introduction": text_of(record, "introduction", the_sheet),
                            "visibility": text_of(record, "visibility", the_sheet) or Sheet.Visibility.PRIVATE})
    problems = [] if sheet_form.is_valid() else ["; ".join(field_problems(sheet_form, the_sheet))]
    items = record.get("items", [])
    if not isinstance(items, list):
        raise ValueError(gettext('The sheet\'s "items" must be a list.'))
    if len(items) > MAX_ITEMS:
        raise ValueError(gettext("The sheet has %(count)d items; a sheet holds at most %(limit)d.") % {"count": len(items), "limit": MAX_ITEMS})
    read = []
    for number, item in enumerate(items, 1):
        where = gettext("Item %(number)d") % {"number": number}
        try:
            if not isinstance(item, dict):
                raise ValueError(gettext("%(where)s is not an object with a kind.") % {"where": where})
            form = ItemForm({name: text_of(item, source, where) for name, source in
                             (("kind", "kind"), ("chart", "chart"), ("step", "step"), ("passage", "passage"),
                              ("highlight", "highlight"), ("text", "text"))})
            if not form.is_valid():
                raise ValueError("; ".join(field_problems(form, where)))
            read.append(form.cleaned_data)
        except ValueError as error:
            problems.append(str(error))
    if problems:
        raise ValueError(problems_said(problems))
    return sheet_form.cleaned_data, read


def import_sheet(owner, document: dict[str, Any]) -> Sheet:
    """A new sheet of `owner` from an export (all or nothing)."""
    data, items = read_sheet(document)
    with transaction.atomic():
        sheet = Sheet.objects.create(owner=owner, title=data["title"], introduction=data["introduction"],
                                     visibility=data["visibility"])
        Item.objects.bulk_create([Item(sheet=sheet, position=i, **_item_fields(d)) for i, d in enumerate(items)])
    return sheet
