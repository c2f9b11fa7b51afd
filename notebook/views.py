"""The notebook's pages: thin views over notebook.forms and notebook.records; everything is the owner's only.

The chart page is cached for everyone, so it carries only a link to `for_chart`, which is never cached and
shows the signed-in user's own notes on that chart (htmx swaps it in; without JavaScript it is a page).
"""
from __future__ import annotations

from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_tables2 import RequestConfig

from accounts.ownership import TRASH_DAYS, StaleEdit, owned_or_404, trashed_or_404
from accounts.throttle import import_limited
from accounts.transfer import exported_at, import_response, json_download
from divination.engine.errors import ChartInputError
from divination.links import read_chart_link
from languages.wording import said
from liuren_site.htmx import page_or_region
from notebook.forms import NotebookFilter, NoteForm
from notebook.models import Note
from notebook.records import (
    FORMAT,
    MAX_IMPORT_NOTES,
    import_notes,
    notebook_document,
    restore_note,
    save_note,
    trash_note,
)
from notebook.tables import NoteTable


def _notes(user):
    return Note.objects.of(user).live()


@require_safe
@login_required
def index(request):
    notes = _notes(request.user)
    filters = NotebookFilter(request.user, request.GET or None)
    # The table reads only what it shows, and the page's tags in one query.
    shown = (filters.filter(notes) if filters.is_bound else notes).only(*NoteTable.FIELDS).prefetch_related("tags")
    table = NoteTable(shown)
    # The order as django-tables2 reads it; the rows a page as the filter form checked them (django-tables2 would
    # take any number, a negative one included), and a page number that is not one, or lies beyond the last,
    # shows the first or the last page (Django's get_page).
    RequestConfig(request, paginate=False).configure(table)
    table.paginate(per_page=filters.rows_a_page())
    table.page = table.paginator.get_page(request.GET.get(table.prefixed_page_field))
    # Unfiltered, the table has counted the whole notebook already.
    total = notes.count() if filters.narrows else table.paginator.count
    return render(request, "notebook/index.html", {"table": table, "filters": filters, "total": total},
                  status=400 if filters.errors else 200)


@require_http_methods(["GET", "POST"])
@login_required
def add(request):
    if request.method == "POST":
        form = NoteForm(request.POST)
        if form.is_valid():
            note = save_note(request.user, form.cleaned_data)
            messages.success(request, gettext("「%(title)s」 is saved in your notebook.") % {"title": note.title})
            return redirect(note)
    else:
        initial = {"chart": request.GET.get("chart", "")}
        try:
            initial["title"] = read_chart_link(initial["chart"]).name if initial["chart"] else ""
        except ChartInputError:
            pass
        form = NoteForm(initial=initial)
    return render(request, "notebook/edit.html", {"form": form, "note": None}, status=400 if form.errors else 200)


@require_safe
@login_required
def note(request, pk):
    note = owned_or_404(Note.objects.prefetch_related("tags", "patterns"), request.user, pk=pk)
    return render(request, "notebook/note.html", {"note": note})


@require_http_methods(["GET", "POST"])
@login_required
def edit(request, pk):
    found = owned_or_404(Note.objects.all(), request.user, pk=pk)
    if request.method == "POST":
        form = NoteForm(request.POST)
        if form.is_valid():
            try:
                save_note(request.user, form.cleaned_data, found)
            except StaleEdit as stale:
                form.add_error(None, stale.message)
            else:
                messages.success(request, gettext("「%(title)s」 is saved.") % {"title": found.title})
                return redirect(found)
    else:
        form = NoteForm(initial={"chart": found.chart_url, "title": found.title, "text": found.text,
                                 "tags": " ".join(t.name for t in found.tags.all()), "version": found.version})
    return render(request, "notebook/edit.html", {"form": form, "note": found}, status=400 if form.errors else 200)


@require_http_methods(["GET", "POST"])
@login_required
def delete(request, pk):
    found = owned_or_404(Note.objects.all(), request.user, pk=pk)
    if request.method == "POST":
        trash_note(found)
        messages.success(request, gettext("「%(title)s」 is in the trash; you can restore it for %(days)d days.")
                         % {"title": found.title, "days": TRASH_DAYS})
        return redirect("notebook:index")
    return render(request, "notebook/delete.html", {"note": found})


@require_safe
@login_required
def trash(request):
    notes = Note.objects.of(request.user).trashed().order_by("-deleted_at")
    return render(request, "notebook/trash.html", {"notes": notes})


@require_POST
@login_required
def restore(request, pk):
    found = trashed_or_404(Note.objects.all(), request.user, pk=pk)
    restore_note(found)
    messages.success(request, gettext("「%(title)s」 is back in your notebook.") % {"title": found.title})
    return redirect(found)


@require_safe
@login_required
def export(request):
    document = notebook_document(request.user, exported_at())
    return json_download(document, f"notebook-{request.user.get_username()}.json")


def imported_said(added: int, skipped: int) -> str:
    done = ngettext("%(added)d note imported.", "%(added)d notes imported.", added) % {"added": added}
    if not skipped:
        return done
    return done + " " + ngettext("%(skipped)d was already in your notebook.",
                                 "%(skipped)d were already in your notebook.",
                                 skipped) % {"skipped": skipped}


@require_http_methods(["GET", "POST"])
@login_required
@import_limited
def import_view(request):
    def imported(document):
        added, skipped = import_notes(request.user, document)
        return imported_said(added, skipped), reverse("notebook:index")
    return import_response(request, expected_format=FORMAT, template="notebook/import.html", limit=MAX_IMPORT_NOTES,
                       imported=imported)


@require_safe
@never_cache
def for_chart(request):
    """The signed-in user's notes on one chart, and the way to save it: a fragment for htmx, a page without it."""
    try:
        link = read_chart_link(request.GET.get("chart", ""))
    except ChartInputError as error:
        return HttpResponseBadRequest(said(error.reason))
    # a note saved before the short links holds the long form of the same chart
    notes = (_notes(request.user).filter(chart__in=(link.query, link.long_query)).prefetch_related("tags")
             if request.user.is_authenticated else [])
    context = {"link": link, "notes": notes, "form": NoteForm(initial={"chart": link.url, "title": link.name}),
               "login_url": f"{reverse('accounts:login')}?{urlencode({'next': link.url})}"}
    return page_or_region(request, "notebook/chart_notes.html", "notebook/_chart_notes.html", context)
