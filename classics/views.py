"""Thin views over the corpus: a form reads the parameters, presentation renders the passages."""
from collections import Counter

from django.db.models import Count
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.cache import patch_vary_headers
from django.utils.functional import SimpleLazyObject
from django.utils.http import urlencode
from django.utils.translation import gettext
from django_tables2 import RequestConfig

from sources.keys import parse_passage_key
from sources.variants import words_of

from . import columns, glossary
from .forms import ReadingForm, SearchForm
from .models import EditorialNote, Passage, Volume, Work
from .presentation import GLOSSARY_GROUPS, citation, highlight_forms, passage_view, with_markup
from .rendering import AUTHORITIES, explained
from .search import corpus_version, search, search_forms
from .tables import EditorialNoteTable


def library(request):
    works = Work.objects.prefetch_related("volumes__passages")
    return render(request, "classics/library.html", {"works": works, "search_form": SearchForm()})


def _reading(request, volume):
    """The reading form, the columns shown (asked for, remembered or the default) and their controls."""
    form = ReadingForm(request.GET)
    given, words = form.choice()
    codes, chosen = columns.layout(given, request.COOKIES.get(columns.COOKIE, ""))
    shown, hidden = columns.controls(codes, {"hl": " ".join(words)})
    return codes, highlight_forms(words), {
        "shown_columns": shown, "hidden_columns": hidden, "column_count": len(codes), "form": form,
        "own_translation": volume.work.slug in columns.OWN_TRANSLATIONS,
        "reading_query": columns.query(codes) if chosen else "", "given_columns": given,
    }


def _reading_page(request, template, context):
    """A reading page; the layout asked for in its URL is remembered for the next visit (the cookie)."""
    response = render(request, template, context)
    if context["given_columns"]:
        response.set_cookie(columns.COOKIE, ",".join(context["given_columns"]), max_age=columns.COOKIE_AGE,
                            samesite="Lax", httponly=True, secure=request.is_secure())
    patch_vary_headers(response, ["Cookie"])
    return response


def volume(request, work, volume):
    volume = get_object_or_404(Volume.objects.select_related("work"), work__slug=work, number=volume)
    codes, highlights, context = _reading(request, volume)
    # Made only when the page's passages are not kept yet (the template's {% cache %}).
    passages = SimpleLazyObject(lambda: [passage_view(p, codes,
                                                      highlights) for p in with_markup(volume.passages.all())])
    context.update(volume=volume, passages=passages, column_codes=codes, highlights=highlights,
                   corpus_version=corpus_version())
    return _reading_page(request, "classics/volume.html", context)


def passage(request, work, volume, number):
    found = get_object_or_404(
        with_markup(Passage.objects.all()), volume__work__slug=work, volume__number=volume, number=number
    )
    codes, highlights, context = _reading(request, found.volume)
    neighbours = found.volume.passages.filter(number__in=(number - 1, number + 1)).select_related("volume__work")
    url = request.build_absolute_uri(found.get_absolute_url())
    context.update(
        view=passage_view(found, codes, highlights),
        previous=next((p for p in neighbours if p.number == number - 1), None),
        next=next((p for p in neighbours if p.number == number + 1), None),
        permanent_url=url,
        citation=citation(found, url),
    )
    return _reading_page(request, "classics/passage.html", context)


def passage_by_key(request, key):
    try:
        parse_passage_key(key)
    except ValueError:
        raise Http404(gettext("No passage has this key.")) from None
    return redirect(get_object_or_404(Passage, key=key))


def search_page(request):
    """/classics/search/?q=…: the passages holding every word of the query, in any of its written forms."""
    form = SearchForm(request.GET) if "q" in request.GET else SearchForm()
    context = {"form": form}
    if form.is_bound and form.is_valid():
        query = form.cleaned_data["q"]
        results = search(query)
        context.update(query=query, words=words_of(query), variants=search_forms(query), results=results,
                       highlight_query=urlencode({"hl": query}))
    return render(request, "classics/search.html", context)


def notes(request):
    table = EditorialNoteTable(
        EditorialNote.objects.select_related("passage__volume__work").order_by(
            "passage__volume__work_id", "passage__volume__number", "passage__number", "number"
        )
    )
    RequestConfig(request, paginate=False).configure(table)
    return render(request, "classics/notes.html", {"table": table})


def glossary_page(request):
    groups = [
        (label, [(term, *explained(term)) for term in glossary.glossary() if term.group == group])
        for group, label in GLOSSARY_GROUPS.items()
    ]
    return render(request, "classics/glossary.html", {"groups": groups})


def about(request):
    """Where the texts come from: the files, the editions and sigla the notes cite, the gloss and the reading."""
    notes = EditorialNote.objects.select_related("passage__volume__work").order_by("passage_id", "number")
    first_note = {}
    for note in notes:
        first_note.setdefault(note.authority, note)
    counts = Counter(note.authority for note in notes)
    volumes = Volume.objects.select_related("work").prefetch_related("source_files").annotate(
        passage_count=Count("passages"))
    return render(request, "classics/about.html", {
        "volumes": volumes,
        "authorities": [(siglum, label, counts[siglum], first_note.get(siglum)) for siglum,
                        label in AUTHORITIES.items()],
    })
