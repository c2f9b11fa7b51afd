"""The sheets' pages: thin views over sheets.forms and sheets.records.

Reading: a sheet opens to its owner, and to anyone when shared by link or public; a private sheet is a
404 to everyone else. Editing: the owner only; anyone else who can read the sheet is refused (403) and
offered a copy. Every change carries the version the page showed; a stale one is refused (409).
"""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db import transaction
from django.db.models import Q
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import get_script_prefix, reverse
from django.utils.encoding import uri_to_iri
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from accounts.ownership import TRASH_DAYS, StaleEdit, trashed_or_404
from accounts.throttle import import_limited
from accounts.transfer import exported_at, import_response, json_download
from liuren_site.htmx import wants_region
from sheets.forms import AddToSheetForm, AnswerForm, ItemForm, OrderForm, SearchForm, SheetForm, passage_named
from sheets.models import MAX_ITEMS, Answer, Item, Sheet, new_token
from sheets.presentation import item_views
from sheets.records import (
    ANSWERS_FORMAT,
    FORMAT,
    MAX_IMPORT_ANSWERS,
    add_item,
    answers_document,
    answers_of,
    copy_sheet,
    create_sheet,
    edit_item,
    import_answers,
    import_sheet,
    move_item,
    remove_item,
    reorder_items,
    save_answer,
    sheet_document,
    update_sheet,
)
from sheets.returns import sheet_page, sheet_return
from sources.keys import short_label

PUBLIC_PER_PAGE = 30


def _readable(request, token) -> Sheet:
    sheet = Sheet.objects.live().select_related("owner").filter(token=token).first()
    if sheet is None or not sheet.visible_to(request.user):
        raise Http404(gettext("No sheet is at this address."))
    return sheet


def _own(request, token) -> Sheet:
    sheet = _readable(request, token)
    if sheet.owner_id != request.user.pk:
        raise PermissionDenied(gettext("Only the owner of this sheet can change it; copy it to make a version of your "
                                       "own."))
    return sheet


def _own_item(request, token, pk) -> Item:
    item = Item.objects.select_related("sheet").filter(sheet=_own(request, token), pk=pk).first()
    if item is None:
        raise Http404(gettext("This sheet has no such item."))
    return item


def _version(request) -> int | None:
    """The version the page was opened at; None when it sent none (or not a number): a stale edit."""
    try:
        return int(request.POST.get("version", ""))
    except ValueError:
        return None


@require_safe
def index(request):
    """Public sheets, newest first, searchable by title, introduction and the text of their items."""
    sheets = Sheet.objects.live().filter(visibility=Sheet.Visibility.PUBLIC).select_related("owner")
    form = SearchForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    if query:
        sheets = sheets.filter(Q(title__icontains=query) | Q(introduction__icontains=query)
                               | Q(items__text__icontains=query)).distinct()
    page = Paginator(sheets, PUBLIC_PER_PAGE).get_page(request.GET.get("page"))
    return render(request, "sheets/index.html", {"page": page, "query": query, "form": form},
                  status=400 if form.errors else 200)


@require_safe
@login_required
def mine(request):
    return render(request, "sheets/mine.html", {"sheets": Sheet.objects.of(request.user).live()})


@require_http_methods(["GET", "POST"])
@login_required
def new(request):
    form = SheetForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        sheet = create_sheet(request.user, form.cleaned_data)
        messages.success(request, gettext("「%(title)s」 is made; add its items below.") % {"title": sheet.title})
        return redirect("sheets:edit", sheet.token)
    return render(request, "sheets/new.html", {"form": form}, status=400 if form.errors else 200)


def _reading_context(request, sheet: Sheet, answering: bool = False, posted: AnswerForm | None = None,
                     posted_to: int | None = None) -> dict:
    """The sheet as it is read, each chart item drawn at its step (the editor too: a teacher sees what the students
    will); `answering`: with the reader's answer boxes (which the editor does not show), the one `posted` to item
    `posted_to` and refused shown as it was sent."""
    items = list(sheet.items.all())
    forms = _answer_forms(request, items, posted, posted_to) if answering else None
    return {"sheet": sheet, "items": item_views(items, answer_forms=forms, page=request.path if answering else ""),
            "origin": _origin(request),
            "show_figures": True, "script_prefix": get_script_prefix(),
            "is_owner": sheet.owner_id == request.user.pk,
            "share_url": request.build_absolute_uri(sheet.get_absolute_url())}


def _origin(request) -> str:
    """https://host, printed before a chart's address under it on paper."""
    return request.build_absolute_uri("/")[:-1]


def _answer_forms(request, items: list[Item], posted: AnswerForm | None = None, posted_to: int | None = None):
    """Each question's answer form for a signed-in reader, holding their answer (or the one just refused)."""
    questions = [item for item in items if item.kind == Item.Kind.QUESTION]
    if not request.user.is_authenticated or not questions:
        return {}
    answers = answers_of(request.user, questions)
    return {item.pk: posted if item.pk == posted_to else AnswerForm(initial={"text": answers.get(item.pk, "")})
            for item in items if item.kind == Item.Kind.QUESTION}


def _sheet_page(request, found: Sheet, status: int = 200, posted: AnswerForm | None = None,
                posted_to: int | None = None):
    context = _reading_context(request, found, answering=True, posted=posted, posted_to=posted_to)
    return render(request, "sheets/sheet.html", context, status=status)


def _work_page(request, found: Sheet, number: int, status: int = 200, posted: AnswerForm | None = None,
               posted_to: int | None = None):
    items = list(found.items.all())
    if not 1 <= number <= len(items):
        raise Http404(gettext("This sheet has no such item."))
    shown = [items[number - 1]]
    views = item_views(shown, first=number, answer_forms=_answer_forms(request, shown, posted, posted_to),
                       page=reverse("sheets:work", args=[found.token, number]))
    return render(request, "sheets/work.html", {
        "sheet": found, "entry": views[0], "origin": _origin(request), "number": number, "count": len(items),
        "show_figures": True, "script_prefix": get_script_prefix(),
        "previous": number - 1 if number > 1 else None, "next": number + 1 if number < len(items) else None},
        status=status)


@require_safe
def sheet(request, token):
    return _sheet_page(request, _readable(request, token))


@require_safe
def work(request, token, number):
    """The sheet item by item: item `number` (from 1) with the way to the previous and the next."""
    return _work_page(request, _readable(request, token), number)


@require_POST
@login_required
def answer(request, token, pk):
    """A student's answer to a question of a sheet they can open, saved for them alone; back to where they wrote it
    (the sheet or the item worked through), or the page again with the refusal beside the answer."""
    found = _readable(request, token)
    item = found.items.filter(pk=pk, kind=Item.Kind.QUESTION).first()
    if item is None:
        raise Http404(gettext("This sheet has no such question."))
    form = AnswerForm(request.POST)
    back = sheet_return(request.POST.get("from")) or f"{found.get_absolute_url()}#item-{item.pk}"
    if not form.is_valid():
        if sheet_page(back, pages={"sheets:work"}):
            return _work_page(request, found, item.position + 1, status=400, posted=form, posted_to=item.pk)
        return _sheet_page(request, found, status=400, posted=form, posted_to=item.pk)
    saved = save_answer(request.user, item, form.cleaned_data["text"])
    messages.success(request, gettext("Your answer is saved.") if saved else gettext("Your answer is removed."))
    return redirect(back)


@require_safe
@login_required
def answers(request):
    """The student's answers, each with its sheet and question; export and import."""
    mine = Answer.objects.filter(owner=request.user).select_related("item__sheet").order_by("-updated")
    return render(request, "sheets/answers.html", {"answers": mine})


@require_safe
@login_required
def answers_export(request):
    return json_download(answers_document(request.user, exported_at()), f"answers-{request.user.get_username()}.json")


@require_http_methods(["GET", "POST"])
@login_required
@import_limited
def answers_import(request):
    def imported(document):
        written = import_answers(request.user, document)
        return (ngettext("%(count)d answer imported.", "%(count)d answers imported.", written) % {"count": written},
                reverse("sheets:answers"))
    return import_response(request, expected_format=ANSWERS_FORMAT, template="sheets/answers_import.html",
                       limit=MAX_IMPORT_ANSWERS, imported=imported)


def _editor(request, sheet: Sheet, sheet_form=None, item_form=None, error=None, status=200):
    context = _reading_context(request, sheet) | {
        "sheet_form": sheet_form or SheetForm(initial={"title": sheet.title, "introduction": sheet.introduction,
                                                       "visibility": sheet.visibility, "version": sheet.version}),
        "item_form": item_form or ItemForm(initial={"version": sheet.version}), "error": error}
    return render(request, "sheets/edit.html", context, status=status)


@require_http_methods(["GET", "POST"])
@login_required
def edit(request, token):
    found = _own(request, token)
    if request.method == "GET":
        return _editor(request, found)
    form = SheetForm(request.POST)
    if not form.is_valid():
        return _editor(request, found, sheet_form=form, status=400)
    try:
        update_sheet(found, form.cleaned_data)
    except StaleEdit as stale:
        form.add_error(None, stale.message)
        return _editor(request, found, sheet_form=form, status=409)
    messages.success(request, gettext("The sheet is saved."))
    return redirect("sheets:edit", found.token)


def _item_brought(query) -> dict:
    """The item a page of the site offers to a sheet (`?passage=…&hl=…` or `?chart=…&step=…`), as the item form's
    initial data; the passage named as the site cites it."""
    if query.get("chart"):
        return {"kind": Item.Kind.CHART, "chart": uri_to_iri(query["chart"][:2000]), "step": query.get("step", "")[:20]}
    key, phrase = passage_named(query.get("passage", ""))
    if key is None:
        return {"kind": Item.Kind.PASSAGE}
    return {"kind": Item.Kind.PASSAGE, "passage": short_label(key), "highlight": query.get("hl", phrase)[:100]}


@require_http_methods(["GET", "POST"])
@login_required
def add_to_sheet(request):
    """An item from another page (a passage, a pattern's passage, a chart) put at the end of one of the reader's
    sheets, or of a new private one."""
    sheets = Sheet.objects.of(request.user).live()
    if request.method == "GET":
        return render(request, "sheets/add.html", {
            "form": AddToSheetForm(sheets=sheets, initial={"sheet": sheets.first()}),
            "item_form": ItemForm(initial=_item_brought(request.GET))})
    form, item_form = AddToSheetForm(request.POST, sheets=sheets), ItemForm(request.POST)
    if form.is_valid() and item_form.is_valid():
        try:
            with transaction.atomic():
                chosen = form.cleaned_data["sheet"] or create_sheet(request.user, {
                    "title": form.cleaned_data["title"], "introduction": "", "visibility": Sheet.Visibility.PRIVATE})
                add_item(chosen, chosen.version, item_form.cleaned_data)
        except (StaleEdit, ValueError) as refused:
            form.add_error(None, refused.message if isinstance(refused, StaleEdit) else str(refused))
        else:
            messages.success(request, gettext("The item is added at the end of 「%(title)s」.")
                             % {"title": chosen.title})
            return redirect(reverse("sheets:edit", args=[chosen.token]) + "#items")
    return render(request, "sheets/add.html", {"form": form, "item_form": item_form}, status=400)


@require_POST
@login_required
def item_add(request, token):
    found = _own(request, token)
    form = ItemForm(request.POST)
    if not form.is_valid():
        return _editor(request, found, item_form=form, status=400)
    try:
        add_item(found, _version(request), form.cleaned_data)
    except StaleEdit as stale:
        form.add_error(None, stale.message)
        return _editor(request, found, item_form=form, status=409)
    except ValueError as error:
        form.add_error(None, str(error))
        return _editor(request, found, item_form=form, status=400)
    messages.success(request, gettext("The item is added at the end of the sheet."))
    return redirect(reverse("sheets:edit", args=[found.token]) + "#items")


@require_http_methods(["GET", "POST"])
@login_required
def item_edit(request, token, pk):
    item = _own_item(request, token, pk)
    status = 200
    if request.method == "POST":
        form = ItemForm(request.POST)
        status = 400
        if form.is_valid():
            try:
                edit_item(item, _version(request), form.cleaned_data)
            except StaleEdit as stale:
                form.add_error(None, stale.message)
                status = 409
            else:
                messages.success(request, gettext("The item is saved."))
                return redirect(reverse("sheets:edit", args=[token]) + f"#item-{item.pk}")
    else:
        form = ItemForm(initial={"kind": item.kind, "chart": item.whole_chart_url if item.is_chart else "",
                                 "step": item.step, "passage": item.passage_label if item.passage_key else "",
                                 "highlight": item.highlight,
                                 "text": item.text, "version": item.sheet.version})
    return render(request, "sheets/item_edit.html", {"sheet": item.sheet, "item": item, "form": form}, status=status)


def _after_list_change(request, sheet: Sheet, done: str):
    """htmx gets the new list (and the new version); a plain form post goes back to the editor."""
    if wants_region(request):
        sheet.refresh_from_db()
        return render(request, "sheets/_items_editor.html", _reading_context(request, sheet))
    messages.success(request, done)
    return redirect(reverse("sheets:edit", args=[sheet.token]) + "#items")


def _stale(request, sheet: Sheet, stale: StaleEdit):
    if wants_region(request):
        sheet.refresh_from_db()
        return render(request, "sheets/_items_editor.html", _reading_context(request, sheet) | {"error": stale.message},
                      status=409)
    return _editor(request, sheet, error=stale.message, status=409)


@require_POST
@login_required
def item_move(request, token, pk):
    item = _own_item(request, token, pk)
    direction = request.POST.get("direction", "")
    offset = {"up": -1, "down": 1}.get(direction)
    if offset is None:
        return _editor(request, item.sheet, error=gettext("Move an item up or down."), status=400)
    try:
        move_item(item, _version(request), offset)
    except StaleEdit as stale:
        return _stale(request, item.sheet, stale)
    return _after_list_change(request, item.sheet,
                              gettext("Item moved up.") if direction == "up" else gettext("Item moved down."))


@require_POST
@login_required
def item_remove(request, token, pk):
    item = _own_item(request, token, pk)
    try:
        remove_item(item, _version(request))
    except StaleEdit as stale:
        return _stale(request, item.sheet, stale)
    return _after_list_change(request, item.sheet, gettext("The item is removed."))


@require_POST
@login_required
def reorder(request, token):
    found = _own(request, token)
    form = OrderForm(request.POST, list(found.items.values_list("pk", flat=True)))
    if not form.is_valid():
        message = " ".join(e for errors in form.errors.values() for e in errors)
        if wants_region(request):
            return render(request, "sheets/_items_editor.html", _reading_context(request, found) | {"error": message},
                          status=400)
        return _editor(request, found, error=message, status=400)
    try:
        reorder_items(found, form.cleaned_data["version"], form.cleaned_data["order"])
    except StaleEdit as stale:
        return _stale(request, found, stale)
    return _after_list_change(request, found, gettext("The new order is saved."))


@require_http_methods(["GET", "POST"])
@login_required
def delete(request, token):
    found = _own(request, token)
    if request.method == "POST":
        found.move_to_trash()
        messages.success(request, gettext("「%(title)s」 is in the trash; its link opens nothing until you restore it "
                                          "(within %(days)d days).") % {"title": found.title, "days": TRASH_DAYS})
        return redirect("sheets:mine")
    return render(request, "sheets/delete.html", {"sheet": found})


@require_safe
@login_required
def trash(request):
    return render(request, "sheets/trash.html",
                  {"sheets": Sheet.objects.of(request.user).trashed().order_by("-deleted_at")})


@require_POST
@login_required
def restore(request, token):
    found = trashed_or_404(Sheet.objects.all(), request.user, token=token)
    found.restore()
    messages.success(request, gettext("「%(title)s」 is back, at the same address.") % {"title": found.title})
    return redirect("sheets:edit", found.token)


@require_POST
@login_required
def relink(request, token):
    """A new unguessable address: whoever had the old link can no longer open the sheet."""
    found = _own(request, token)
    found.token = new_token()
    found.save(update_fields=["token"])
    messages.success(request, gettext("The sheet has a new address; the old link opens nothing now."))
    return redirect("sheets:edit", found.token)


@require_POST
@login_required
def copy(request, token):
    copied = copy_sheet(_readable(request, token), request.user)
    messages.success(request, gettext("「%(title)s」 is copied into your sheets (private until you share it).")
                     % {"title": copied.title})
    return redirect("sheets:edit", copied.token)


@require_safe
def export(request, token):
    found = _readable(request, token)
    return json_download(sheet_document(found, exported_at()), f"sheet-{found.pk}.json")


@require_http_methods(["GET", "POST"])
@login_required
@import_limited
def import_view(request):
    def imported(document):
        sheet = import_sheet(request.user, document)
        count = sheet.items.count()
        said = ngettext("「%(title)s」 is imported with %(count)d item.",
                        "「%(title)s」 is imported with %(count)d items.", count)
        said %= {"title": sheet.title, "count": count}
        return said, reverse("sheets:edit", args=[sheet.token])
    return import_response(request, expected_format=FORMAT, template="sheets/import.html", limit=MAX_ITEMS,
                       imported=imported)
