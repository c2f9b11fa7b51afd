"""Thin views over the corpus: a form reads the parameters, presentation renders the passages."""
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django_tables2 import RequestConfig

from sources.keys import parse_passage_key

from . import columns, glossary
from .forms import ReadingForm, SearchForm
from .models import EditorialNote, Passage, Volume, Work
from .presentation import GLOSSARY_GROUPS, citation, highlight_forms, passage_view, with_markup
from .search import query_variants, search
from .tables import EditorialNoteTable


def library(request):
    works = Work.objects.prefetch_related("volumes__passages")
    return render(request, "classics/library.html", {"works": works, "search_form": SearchForm()})


def _reading(request):
    form = ReadingForm(request.GET)
    codes, words = form.choice()
    shown, hidden = columns.controls(codes, {"hl": " ".join(words)})
    return form, codes, highlight_forms(words), {"shown_columns": shown, "hidden_columns": hidden}


def volume(request, work, volume):
    volume = get_object_or_404(Volume.objects.select_related("work"), work__slug=work, number=volume)
    form, codes, highlights, context = _reading(request)
    passages = with_markup(volume.passages.all())
    context.update(
        volume=volume,
        form=form,
        passages=[passage_view(p, codes, highlights) for p in passages],
        column_count=len(codes),
    )
    return render(request, "classics/volume.html", context)


def passage(request, work, volume, number):
    found = get_object_or_404(
        with_markup(Passage.objects.all()), volume__work__slug=work, volume__number=volume, number=number
    )
    form, codes, highlights, context = _reading(request)
    neighbours = found.volume.passages.filter(number__in=(number - 1, number + 1)).select_related("volume__work")
    url = request.build_absolute_uri(found.get_absolute_url())
    context.update(
        form=form,
        view=passage_view(found, codes, highlights),
        previous=next((p for p in neighbours if p.number == number - 1), None),
        next=next((p for p in neighbours if p.number == number + 1), None),
        permanent_url=url,
        citation=citation(found, url),
        column_count=len(codes),
    )
    return render(request, "classics/passage.html", context)


def passage_by_key(request, key):
    try:
        parse_passage_key(key)
    except ValueError:
        raise Http404(f"not a passage key: {key}") from None
    return redirect(get_object_or_404(Passage, key=key))


def search_page(request):
    form = SearchForm(request.GET) if "q" in request.GET else SearchForm()
    context = {"form": form}
    if form.is_bound and form.is_valid():
        query = form.cleaned_data["q"]
        results = search(query)
        context.update(query=query, variants=query_variants(query), results=results)
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
        (label, [term for term in glossary.glossary() if term.group == group])
        for group, label in GLOSSARY_GROUPS.items()
    ]
    return render(request, "classics/glossary.html", {"groups": groups})
