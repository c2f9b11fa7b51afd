"""Every change to a sheet, each one transaction that first claims the sheet's next version (a save made on
a stale page is refused, never applied over another tab's); copies; the sheet as JSON and back; a student's
answers, saved and as JSON and back.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext

from accounts.transfer import field_problems, moment_of, problems_said, text_of
from sheets.forms import AnswerForm, ItemForm, SheetForm
from sheets.models import MAX_ITEMS, Answer, Item, Sheet
from sheets.returns import sheet_page

FORMAT = "liuren-sheet"
ANSWERS_FORMAT = "liuren-answers"
MAX_IMPORT_ANSWERS = 5000


def _item_fields(data: dict[str, Any]) -> dict[str, Any]:
    kind = data["kind"]
    fields = {"kind": kind, "text": data.get("text") or "", "chart": "", "step": "", "chart_name": "",
              "chart_inputs": "", "passage_key": "", "highlight": ""}
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
    sheet_form = SheetForm({"title": text_of(record, "title", the_sheet),
                            "introduction": text_of(record, "introduction", the_sheet),
                            "visibility": text_of(record, "visibility", the_sheet) or Sheet.Visibility.PRIVATE})
    problems = [] if sheet_form.is_valid() else ["; ".join(field_problems(sheet_form, the_sheet))]
    items = record.get("items", [])
    if not isinstance(items, list):
        raise ValueError(gettext('The sheet\'s "items" must be a list.'))
    if len(items) > MAX_ITEMS:
        raise ValueError(gettext("The sheet has %(count)d items; a sheet holds at most %(limit)d.")
                         % {"count": len(items), "limit": MAX_ITEMS})
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


def save_answer(owner, item: Item, text: str) -> Answer | None:
    """The student's answer to `item`, made or changed; an empty one removes it (None)."""
    with transaction.atomic():
        if not text.strip():
            Answer.objects.filter(owner=owner, item=item).delete()
            return None
        answer, made = Answer.objects.select_for_update().get_or_create(owner=owner, item=item,
                                                                         defaults={"text": text})
        if not made:
            answer.text, answer.updated = text, timezone.now()
            answer.save(update_fields=["text", "updated"])
        return answer


def answers_of(owner, items: list[Item]) -> dict[int, str]:
    """The student's answers to these items, by item id (none for a visitor)."""
    if not owner.is_authenticated:
        return {}
    return dict(Answer.objects.filter(owner=owner, item__in=items).values_list("item_id", "text"))


def answer_record(answer: Answer) -> dict[str, Any]:
    item = answer.item
    return {"sheet": item.sheet.get_absolute_url(), "sheet_title": item.sheet.title, "item": item.position + 1,
            "question": item.text, "answer": answer.text,
            "created": answer.created.isoformat(), "updated": answer.updated.isoformat()}


def answers_document(owner, exported: str) -> dict[str, Any]:
    answers = Answer.objects.filter(owner=owner).select_related("item__sheet").order_by("created", "id")
    return {"format": ANSWERS_FORMAT, "version": 1, "exported": exported,
            "answers": [answer_record(a) for a in answers]}


def _question_of(owner, record: dict[str, Any], where: str) -> Item:
    """The question an exported answer answers: item `item` of the sheet at `sheet`, which the student can open."""
    address = text_of(record, "sheet", where, required=True)
    match = sheet_page(address, pages={"sheets:sheet"})
    if match is None:
        raise ValueError(gettext('%(where)s: "sheet" must be the address of a sheet, e.g. /sheets/AbC…/.')
                         % {"where": where})
    sheet = Sheet.objects.live().filter(token=match.kwargs["token"]).first()
    if sheet is None or not sheet.visible_to(owner):
        raise ValueError(gettext("%(where)s: no sheet you can open is at %(address)s.")
                         % {"where": where, "address": address})
    number = record.get("item")
    if not isinstance(number, int) or isinstance(number, bool):
        raise ValueError(gettext('%(where)s: "item" must be the number of the question on its sheet.')
                         % {"where": where})
    item = sheet.items.filter(position=number - 1, kind=Item.Kind.QUESTION).first()
    if item is None:
        raise ValueError(gettext("%(where)s: item %(number)d of 「%(title)s」 is not a question.")
                         % {"where": where, "number": number, "title": sheet.title})
    return item


def read_answers(owner, document: dict[str, Any]) -> list[tuple[Item, str, tuple[Any, Any]]]:
    """Every answer of an export with its question, validated as the answer form validates; ValueError with every
    reason otherwise."""
    records = document.get("answers")
    if not isinstance(records, list):
        raise ValueError(gettext('The file has no list "answers".'))
    if len(records) > MAX_IMPORT_ANSWERS:
        raise ValueError(gettext("The file holds %(count)s answers; an import takes at most %(limit)s.")
                         % {"count": f"{len(records):,}", "limit": f"{MAX_IMPORT_ANSWERS:,}"})
    read, problems = [], []
    for number, record in enumerate(records, 1):
        where = gettext("Answer %(number)d") % {"number": number}
        try:
            if not isinstance(record, dict):
                raise ValueError(gettext("%(where)s is not an object with a sheet, an item and an answer.")
                                 % {"where": where})
            form = AnswerForm({"text": text_of(record, "answer", where, required=True)})
            if not form.is_valid():
                raise ValueError("; ".join(field_problems(form, where)))
            dates = (moment_of(record, "created", where), moment_of(record, "updated", where))
            read.append((_question_of(owner, record, where), form.cleaned_data["text"], dates))
        except ValueError as error:
            problems.append(str(error))
    if problems:
        raise ValueError(problems_said(problems))
    return read


def import_answers(owner, document: dict[str, Any]) -> int:
    """Every answer of an export given back to its question (all or nothing); an answer to a question the student
    has answered since replaces theirs only when it is newer. The number of answers written."""
    read = read_answers(owner, document)
    written = 0
    with transaction.atomic():
        for item, text, (created, updated) in read:
            held = Answer.objects.select_for_update().filter(owner=owner, item=item).first()
            if held is None:
                Answer.objects.create(owner=owner, item=item, text=text, created=created, updated=updated)
            elif held.updated < updated:
                held.text, held.updated = text, updated
                held.save(update_fields=["text", "updated"])
            else:
                continue
            written += 1
    return written
